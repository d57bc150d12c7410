//! The rules of a 3d6 Constitution fight as data and small functions:
//! initiative costs, reactions, armour class, reach and training, damage
//! dice, degrees and direct hits, and active defence.

use osr_check::constitution::Degrees;
use osr_check::{Fate, Rolled};
use osr_core::{Die, FaceSource};
use osr_equipment::constitution::ArmourClass;

use super::{Heft, Reach};
use crate::Error;

/// What superior initiative costs: -10 after the turn, then another turn
/// at the new value (TC-5.3).
pub const SUPERIOR_COST: u32 = 10;
/// What forcing the bout to continue costs everyone involved (TC-5.8).
pub const FORCED_BOUT_COST: u32 = 10;
/// What an extra action costs an archer with bow training (TC-7.8).
pub const BOW_EXTRA_ACTION_COST: u32 = 5;
/// What an ambusher who forgoes the roll adds to wits (TC-5.10).
pub const AMBUSH_WITS_BONUS: i32 = 20;
/// The initiative of henchmen and lackeys, who do not roll (TC-5.11).
pub const HENCHMAN_INITIATIVE: u32 = 1;
/// The armour class of an unarmoured, unconstrained human (TC-5.15).
pub const BASE_AC: i32 = 20;
/// Off AC when blind, and again when constrained (TC-5.15).
pub const BLIND_OR_CONSTRAINED_AC: i32 = -5;
/// Off AC when unaware (TC-5.15).
pub const UNAWARE_AC: i32 = -10;
/// Extra degrees of success a direct hit takes: four, beating the AC by
/// 20 (TC-5.20).
pub const DIRECT_HIT_EXTRA_DEGREES: u32 = 4;
/// What a berserker adds to hit in direct, savage melee (TC-7.4).
pub const BERSERK_TO_HIT: i32 = 2;

/// A reaction and its initiative cost (TC-5.4): the more natural the
/// reaction, the smaller the cost.
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::Reaction;
///
/// assert_eq!(Reaction::ShieldDefence.cost(), 2);
/// assert_eq!(Reaction::ShieldAfterRoll.cost(), 5);
/// assert_eq!(Reaction::Riposte.cost(), 10);
/// assert!(Reaction::Riposte.needs_training());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionReaction"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Reaction {
    /// Defend with a shield, declared before the attack roll: -2.
    ShieldDefence,
    /// Shout a warning: -2.
    Warning,
    /// Draw a weapon: -2.
    DrawWeapon,
    /// Order subordinates to attack: -5.
    OrderSubordinates,
    /// Attack an enemy who lets their guard down (an opportunity attack on
    /// a disoriented foe, TC-5.9): -5.
    AttackOpening,
    /// Defend with a shield after the attack roll has been made: -5.
    ShieldAfterRoll,
    /// A riposte, for a character trained in it: -10.
    Riposte,
    /// Attack on a clear order inside an established chain of command
    /// (TC-5.11): -10.
    OrderedAttack,
}

impl Reaction {
    /// Every reaction the rules list, cheapest first.
    pub const ALL: [Self; 8] = [
        Self::ShieldDefence,
        Self::Warning,
        Self::DrawWeapon,
        Self::OrderSubordinates,
        Self::AttackOpening,
        Self::ShieldAfterRoll,
        Self::Riposte,
        Self::OrderedAttack,
    ];

    /// The initiative it costs.
    #[must_use]
    pub const fn cost(self) -> u32 {
        match self {
            Self::ShieldDefence | Self::Warning | Self::DrawWeapon => 2,
            Self::OrderSubordinates | Self::AttackOpening | Self::ShieldAfterRoll => 5,
            Self::Riposte | Self::OrderedAttack => 10,
        }
    }

    /// Whether only a character trained in it may take it (a riposte).
    #[must_use]
    pub const fn needs_training(self) -> bool {
        matches!(self, Self::Riposte)
    }

    /// A stable snake-case key.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::ShieldDefence => "shield_defence",
            Self::Warning => "warning",
            Self::DrawWeapon => "draw_weapon",
            Self::OrderSubordinates => "order_subordinates",
            Self::AttackOpening => "attack_opening",
            Self::ShieldAfterRoll => "shield_after_roll",
            Self::Riposte => "riposte",
            Self::OrderedAttack => "ordered_attack",
        }
    }
}

/// What a target's awareness and freedom take off its AC (TC-5.15).
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::{Conditions, armour_class};
///
/// let unaware = Conditions { unaware: true, ..Conditions::default() };
/// assert_eq!(armour_class(None, unaware), 10);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionConditions"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Conditions {
    /// Blind: -5.
    pub blind: bool,
    /// Constrained: -5.
    pub constrained: bool,
    /// Unaware: -10.
    pub unaware: bool,
}

/// The armour class of a creature (TC-5.15): 20, plus what its armour
/// adds (+2 for leather up to +10 for full plate, from osr-equipment's
/// table), less 5 when blind, 5 when constrained, 10 when unaware.
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::{Conditions, armour_class};
/// use osr_equipment::constitution::ArmourClass;
///
/// let blind_and_bound = Conditions { blind: true, constrained: true, unaware: false };
/// assert_eq!(armour_class(None, blind_and_bound), 10);
/// assert_eq!(armour_class(Some(ArmourClass::LeatherHide), Conditions::default()), 22);
/// ```
#[must_use]
pub fn armour_class(armour: Option<ArmourClass>, conditions: Conditions) -> i32 {
    let worn = armour.map_or(BASE_AC, |a| a.row().ac);
    let mut ac = worn;
    if conditions.blind {
        ac += BLIND_OR_CONSTRAINED_AC;
    }
    if conditions.constrained {
        ac += BLIND_OR_CONSTRAINED_AC;
    }
    if conditions.unaware {
        ac += UNAWARE_AC;
    }
    ac
}

/// The kinds of weapon the trainings name.
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::WeaponKind;
///
/// assert!(WeaponKind::Bow.ranged());
/// assert!(!WeaponKind::Spear.ranged());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionWeaponKind"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum WeaponKind {
    /// A spear (spear training, TC-7.6).
    Spear,
    /// A longsword (longsword training, TC-7.7).
    Longsword,
    /// A bow (bow training, TC-7.8).
    Bow,
    /// Any other melee weapon.
    #[default]
    OtherMelee,
    /// Any other ranged weapon.
    OtherRanged,
}

impl WeaponKind {
    /// Whether it shoots.
    #[must_use]
    pub const fn ranged(self) -> bool {
        matches!(self, Self::Bow | Self::OtherRanged)
    }
}

/// A weapon as the combat rules compare it: its kind, its reach and heft
/// (ordinals the referee assigns: a longer or heavier weapon has the
/// higher number), and whether it is wielded two-handed.
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::{Reach, Training, Weapon, reach_ac_bonus};
///
/// let long = Weapon { reach: Reach::new(2)?, ..Weapon::default() };
/// let short = Weapon::default();
/// assert_eq!(reach_ac_bonus(long, Training::default(), short), 1);
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionWeapon"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Weapon {
    /// Its kind.
    pub kind: WeaponKind,
    /// Its reach.
    pub reach: Reach,
    /// Its heft.
    pub heft: Heft,
    /// Wielded in two hands.
    pub two_handed: bool,
}

/// The fighter initiations that change a fight (TC-7.4 to TC-7.8) and the
/// riposte training of TC-5.4.
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::{DamageDie, Training, Weapon};
///
/// let trained = Training { weapons: true, ..Training::default() };
/// let maul = Weapon { two_handed: true, ..Weapon::default() };
/// assert_eq!(DamageDie::for_weapon(maul, trained), DamageDie::D8);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionTraining"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Training {
    /// Weapons training (TC-7.5).
    #[cfg_attr(feature = "serde", serde(default))]
    pub weapons: bool,
    /// Spear training (TC-7.6).
    #[cfg_attr(feature = "serde", serde(default))]
    pub spear: bool,
    /// Longsword training (TC-7.7).
    #[cfg_attr(feature = "serde", serde(default))]
    pub longsword: bool,
    /// Bow training (TC-7.8).
    #[cfg_attr(feature = "serde", serde(default))]
    pub bow: bool,
    /// Berserk (TC-7.4).
    #[cfg_attr(feature = "serde", serde(default))]
    pub berserk: bool,
    /// Trained to riposte (TC-5.4).
    #[cfg_attr(feature = "serde", serde(default))]
    pub riposte: bool,
}

/// What reach adds to a defender's AC against one opponent: +1 for the
/// longer reach (TC-5.16), +1 more with weapons training (TC-7.5), +2 with
/// spear training using a spear (TC-7.6), +1 with longsword training using
/// a longsword (TC-7.7). Nothing when the reach is not longer.
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::{Reach, Training, Weapon, WeaponKind, reach_ac_bonus};
///
/// let spear = Weapon { kind: WeaponKind::Spear, reach: Reach::new(3)?, ..Weapon::default() };
/// let dagger = Weapon { reach: Reach::new(1)?, ..Weapon::default() };
/// assert_eq!(reach_ac_bonus(spear, Training::default(), dagger), 1);
/// let trained = Training { spear: true, ..Training::default() };
/// assert_eq!(reach_ac_bonus(spear, trained, dagger), 3);
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[must_use]
pub fn reach_ac_bonus(mine: Weapon, training: Training, theirs: Weapon) -> i32 {
    if mine.reach <= theirs.reach {
        return 0;
    }
    let mut bonus = 1;
    if training.weapons {
        bonus += 1;
    }
    if training.spear && mine.kind == WeaponKind::Spear {
        bonus += 2;
    }
    if training.longsword && mine.kind == WeaponKind::Longsword {
        bonus += 1;
    }
    bonus
}

/// What training adds to hit with `mine` against an opponent wielding
/// `theirs`: +1 with weapons training and the lighter weapon (TC-7.5), +1
/// with spear training using a spear (TC-7.6).
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::{Heft, Training, Weapon, WeaponKind, training_to_hit};
///
/// let spear = Weapon { kind: WeaponKind::Spear, heft: Heft::new(2)?, ..Weapon::default() };
/// let axe = Weapon { heft: Heft::new(3)?, ..Weapon::default() };
/// let both = Training { weapons: true, spear: true, ..Training::default() };
/// assert_eq!(training_to_hit(spear, both, axe), 2);
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[must_use]
pub fn training_to_hit(mine: Weapon, training: Training, theirs: Weapon) -> i32 {
    let mut bonus = 0;
    if training.weapons && mine.heft < theirs.heft {
        bonus += 1;
    }
    if training.spear && mine.kind == WeaponKind::Spear {
        bonus += 1;
    }
    bonus
}

/// What weapons training adds to initiative when attacking with an
/// unhindered ranged weapon (TC-7.5): +1.
#[must_use]
pub const fn training_initiative(weapon: Weapon, training: Training, unhindered: bool) -> i32 {
    if training.weapons && unhindered && weapon.kind.ranged() {
        1
    } else {
        0
    }
}

/// A damage roll: the die, and whether it takes an advantage die (two
/// dice, the higher kept).
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::DamageDie;
///
/// assert_eq!(DamageDie::default().die().sides(), 6);
/// assert!(DamageDie::D8Advantage.advantage());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionDamageDie"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum DamageDie {
    /// A regular armed human's d6 (TC-5.18).
    #[default]
    D6,
    /// A d8: a two-handed weapon with weapons training (TC-7.5), or a
    /// creature's own.
    D8,
    /// A d6 with an advantage die: longsword training (TC-7.7).
    D6Advantage,
    /// A d8 with an advantage die: both of the above.
    D8Advantage,
}

impl DamageDie {
    /// The damage die a combatant rolls with this weapon and training: d6,
    /// d8 for a two-handed weapon with weapons training, and an advantage
    /// die with longsword training using a longsword.
    #[must_use]
    pub fn for_weapon(weapon: Weapon, training: Training) -> Self {
        let d8 = training.weapons && weapon.two_handed;
        let advantage = training.longsword && weapon.kind == WeaponKind::Longsword;
        match (d8, advantage) {
            (false, false) => Self::D6,
            (true, false) => Self::D8,
            (false, true) => Self::D6Advantage,
            (true, true) => Self::D8Advantage,
        }
    }

    /// The die rolled.
    #[must_use]
    pub const fn die(self) -> Die {
        match self {
            Self::D6 | Self::D6Advantage => Die::D6,
            Self::D8 | Self::D8Advantage => Die::D8,
        }
    }

    /// Whether an advantage die is rolled.
    #[must_use]
    pub const fn advantage(self) -> bool {
        matches!(self, Self::D6Advantage | Self::D8Advantage)
    }

    /// Rolls the damage: one die, or two with the higher kept. Returns the
    /// damage and the dice.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_combat::constitution::DamageDie;
    ///
    /// let (damage, _) = DamageDie::D6Advantage.roll(&mut SuppliedFaces::new(&[2, 5]))?;
    /// assert_eq!(damage, 5);
    /// # Ok::<(), osr_combat::Error>(())
    /// ```
    pub fn roll<S: FaceSource + ?Sized>(
        self,
        source: &mut S,
    ) -> Result<(u32, [Option<Rolled>; 2]), Error> {
        let die = self.die();
        let first = die.roll(source)?;
        let rolled = |face, fate| Rolled {
            sides: die.sides(),
            face,
            fate,
        };
        if !self.advantage() {
            return Ok((first, [Some(rolled(first, Fate::Counted)), None]));
        }
        let second = die.roll(source)?;
        let (a, b) = if second > first {
            (Fate::Dropped, Fate::Counted)
        } else {
            (Fate::Counted, Fate::Dropped)
        };
        Ok((
            first.max(second),
            [Some(rolled(first, a)), Some(rolled(second, b))],
        ))
    }
}

/// The extra degrees of success of an attack (TC-5.19): the degrees beyond
/// the first, each a possible extra effect such as driving the foe back.
///
/// # Examples
///
/// ```
/// use osr_check::constitution::Degrees;
/// use osr_combat::constitution::extra_degrees;
///
/// assert_eq!(extra_degrees(Degrees::of_total(25, 20)), 1);
/// assert_eq!(extra_degrees(Degrees::of_total(19, 20)), 0);
/// ```
#[must_use]
pub const fn extra_degrees(degrees: Degrees) -> u32 {
    degrees.success_degrees().saturating_sub(1)
}

/// Whether an attack may be a direct hit that bypasses hit points: four
/// extra degrees of success, beating the AC by 20 (TC-5.20).
///
/// # Examples
///
/// ```
/// use osr_check::constitution::Degrees;
/// use osr_combat::constitution::direct_hit_possible;
///
/// assert!(direct_hit_possible(Degrees::of_total(40, 20)));
/// assert!(!direct_hit_possible(Degrees::of_total(39, 20)));
/// ```
#[must_use]
pub const fn direct_hit_possible(degrees: Degrees) -> bool {
    extra_degrees(degrees) >= DIRECT_HIT_EXTRA_DEGREES
}

/// The AC an active defence leaves (TC-5.17): the defence check's total
/// when it is higher than the AC, else the AC.
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::active_defence;
///
/// assert_eq!(active_defence(22, 26), 26);
/// assert_eq!(active_defence(22, 17), 22);
/// ```
#[must_use]
pub const fn active_defence(ac: i32, check_total: i32) -> i32 {
    if check_total > ac { check_total } else { ac }
}
