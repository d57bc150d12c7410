//! Item reactions: how materials resist attack forms, and thickness.

/// An item's material, for item reactions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum Material {
    /// Glass.
    Glass,
    /// Ice.
    Ice,
    /// Metal.
    Metal,
    /// Paper.
    Paper,
    /// Stone.
    Stone,
    /// Wood.
    Wood,
}

/// An attack form an item may react to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum AttackForm {
    /// Fire.
    Fire,
    /// Bludgeoning.
    Bludgeon,
    /// Acid.
    Acid,
}

/// Base target of an item reaction.
pub const ITEM_REACTION_BASE: i32 = 4;

impl Material {
    /// Modifier to the item's reaction against an attack form (blank cells 0).
    #[must_use]
    pub const fn modifier(self, form: AttackForm) -> i32 {
        use AttackForm::{Acid, Bludgeon, Fire};
        match (self, form) {
            (Self::Glass, Fire) | (Self::Stone, Fire) => 8,
            (Self::Glass, Acid) => 16,
            (Self::Ice, Acid) | (Self::Paper, Acid) => 8,
            (Self::Metal, Fire) | (Self::Paper, Bludgeon) => 6,
            (Self::Metal, Bludgeon) | (Self::Wood, Acid) => 5,
            (Self::Paper, Fire) => -2,
            (Self::Stone, Acid) => 10,
            (Self::Wood, Bludgeon) => 3,
            _ => 0,
        }
    }

    /// Thickness, in sixteenths of an inch, at which the thickness bonus
    /// starts: a quarter inch, half an inch or an inch.
    #[must_use]
    pub const fn bonus_thickness(self) -> u32 {
        match self {
            Self::Glass | Self::Metal => 4,
            Self::Ice | Self::Paper => 8,
            Self::Stone | Self::Wood => 16,
        }
    }

    /// Thickness bonus for `sixteenths` of an inch: 0 below the bonus
    /// thickness, +1 at it, +1 more per doubling.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::gods_and_monsters::Material;
    ///
    /// assert_eq!(Material::Glass.thickness_bonus(8), 2); // half an inch
    /// ```
    #[must_use]
    pub const fn thickness_bonus(self, sixteenths: u32) -> i32 {
        let base = self.bonus_thickness();
        if sixteenths < base {
            return 0;
        }
        let mut bonus = 1;
        let mut at = base;
        while at <= sixteenths / 2 {
            at *= 2;
            bonus += 1;
        }
        bonus
    }

    /// The target an item of this material and thickness must roll under
    /// to escape damage from an attack form: 4 + modifier + thickness bonus.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::gods_and_monsters::{AttackForm, Material};
    ///
    /// assert_eq!(Material::Glass.reaction_target(AttackForm::Fire, 4), 13);
    /// ```
    #[must_use]
    pub const fn reaction_target(self, form: AttackForm, sixteenths: u32) -> i32 {
        ITEM_REACTION_BASE + self.modifier(form) + self.thickness_bonus(sixteenths)
    }
}
