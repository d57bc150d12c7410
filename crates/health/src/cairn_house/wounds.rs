//! The Grievous Wounds table (CH-health.grievous.*): what exactly 0 HP
//! does, each result's effect as data.

use alloc::string::ToString;
use core::fmt;

use num_rational::BigRational;
use num_traits::One;
use osr_core::{Edge, StepDie};

use crate::Error;

/// A result of the d6 Grievous Wounds table, in the table's order.
///
/// With the `serde` feature it is its snake-case ID (`"broken_leg"`).
///
/// # Examples
///
/// ```
/// use osr_health::cairn_house::GrievousWound;
///
/// assert_eq!(GrievousWound::of_face(4), Some(GrievousWound::BrokenLeg));
/// assert_eq!(GrievousWound::BrokenLeg.row().name, "Broken Leg");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum GrievousWound {
    /// 1: -1 to reaction rolls.
    GruesomeScars,
    /// 2: ranged attacks impaired; a second one blinds.
    EyeGougedOut,
    /// 3: disadvantage on everything done with that arm or hand.
    BrokenArm,
    /// 4: movement speed and carrying capacity halved.
    BrokenLeg,
    /// 5: an arm is lost.
    DismemberedArm,
    /// 6: a leg is lost; movement speed and carrying capacity halved.
    DismemberedLeg,
}

/// A limb a grievous wound takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Limb {
    /// An arm.
    Arm,
    /// A leg.
    Leg,
}

/// What one grievous wound does, as data.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct WoundEffect {
    /// Added to reaction rolls made for those meeting the character.
    pub reaction_modifier: i32,
    /// Steps the character's ranged attack die moves (-1: impaired).
    pub ranged_attack_steps: i32,
    /// Whether taking this wound a second time blinds.
    pub blinds_on_second: bool,
    /// Whether actions with one arm or hand are made at disadvantage.
    pub arm_disadvantage: bool,
    /// Whether movement speed is halved.
    pub halves_speed: bool,
    /// Whether carrying capacity is halved.
    pub halves_capacity: bool,
    /// The limb lost, if any.
    pub limb_lost: Option<Limb>,
}

/// A row of the Grievous Wounds table: its d6 face, stable ID, display
/// name and effect.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GrievousWoundRow {
    /// The d6 face that gives it.
    pub face: u32,
    /// The wound.
    pub wound: GrievousWound,
    /// Stable snake-case ID.
    pub id: &'static str,
    /// The name the rules print.
    pub name: &'static str,
    /// What it does.
    pub effect: WoundEffect,
}

const NONE: WoundEffect = WoundEffect {
    reaction_modifier: 0,
    ranged_attack_steps: 0,
    blinds_on_second: false,
    arm_disadvantage: false,
    halves_speed: false,
    halves_capacity: false,
    limb_lost: None,
};

/// The Grievous Wounds table (d6), face 1 first.
///
/// # Examples
///
/// ```
/// use osr_health::cairn_house::GRIEVOUS_WOUNDS;
///
/// let scars = &GRIEVOUS_WOUNDS[0];
/// assert_eq!((scars.face, scars.id, scars.effect.reaction_modifier), (1, "gruesome_scars", -1));
/// ```
pub const GRIEVOUS_WOUNDS: [GrievousWoundRow; 6] = [
    GrievousWoundRow {
        face: 1,
        wound: GrievousWound::GruesomeScars,
        id: "gruesome_scars",
        name: "Gruesome Scars",
        effect: WoundEffect {
            reaction_modifier: -1,
            ..NONE
        },
    },
    GrievousWoundRow {
        face: 2,
        wound: GrievousWound::EyeGougedOut,
        id: "eye_gouged_out",
        name: "Eye Gouged Out",
        effect: WoundEffect {
            ranged_attack_steps: -1,
            blinds_on_second: true,
            ..NONE
        },
    },
    GrievousWoundRow {
        face: 3,
        wound: GrievousWound::BrokenArm,
        id: "broken_arm",
        name: "Broken Arm",
        effect: WoundEffect {
            arm_disadvantage: true,
            ..NONE
        },
    },
    GrievousWoundRow {
        face: 4,
        wound: GrievousWound::BrokenLeg,
        id: "broken_leg",
        name: "Broken Leg",
        effect: WoundEffect {
            halves_speed: true,
            halves_capacity: true,
            ..NONE
        },
    },
    GrievousWoundRow {
        face: 5,
        wound: GrievousWound::DismemberedArm,
        id: "dismembered_arm",
        name: "Dismembered, Arm",
        effect: WoundEffect {
            limb_lost: Some(Limb::Arm),
            ..NONE
        },
    },
    GrievousWoundRow {
        face: 6,
        wound: GrievousWound::DismemberedLeg,
        id: "dismembered_leg",
        name: "Dismembered, Leg",
        effect: WoundEffect {
            halves_speed: true,
            halves_capacity: true,
            limb_lost: Some(Limb::Leg),
            ..NONE
        },
    },
];

/// The row of the Grievous Wounds table with this ID.
///
/// # Errors
///
/// [`Error::UnknownId`] for an ID no row has.
///
/// # Examples
///
/// ```
/// use osr_health::cairn_house::{GrievousWound, lookup};
///
/// assert_eq!(lookup("eye_gouged_out")?.wound, GrievousWound::EyeGougedOut);
/// assert!(lookup("lost_tail").is_err());
/// # Ok::<(), osr_health::Error>(())
/// ```
pub fn lookup(id: &str) -> Result<&'static GrievousWoundRow, Error> {
    GRIEVOUS_WOUNDS
        .iter()
        .find(|row| row.id == id)
        .ok_or_else(|| Error::UnknownId {
            table: "grievous wound",
            id: id.to_string(),
        })
}

impl GrievousWound {
    /// Every wound, face 1 first.
    pub const ALL: [Self; 6] = [
        Self::GruesomeScars,
        Self::EyeGougedOut,
        Self::BrokenArm,
        Self::BrokenLeg,
        Self::DismemberedArm,
        Self::DismemberedLeg,
    ];

    /// The wound a d6 face gives, or `None` off the die.
    #[must_use]
    pub fn of_face(face: u32) -> Option<Self> {
        let index = usize::try_from(face.checked_sub(1)?).ok()?;
        Self::ALL.get(index).copied()
    }

    /// Its row of [`GRIEVOUS_WOUNDS`].
    #[must_use]
    pub const fn row(self) -> &'static GrievousWoundRow {
        &GRIEVOUS_WOUNDS[self as usize]
    }
}

impl fmt::Display for GrievousWound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.row().name)
    }
}

/// What a character's grievous wounds add up to.
///
/// The rules do not say how repeated wounds stack beyond the second eye;
/// this library adds them up: each scar is another -1 on reactions, each
/// halving wound halves speed and capacity again.
///
/// # Examples
///
/// ```
/// use osr_core::StepDie;
/// use osr_health::cairn_house::{GrievousWound, WoundEffects};
///
/// let effects = WoundEffects::of(&[GrievousWound::EyeGougedOut, GrievousWound::BrokenLeg]);
/// // A bow's d6 is impaired to d4; an extra load of 4 units becomes 2.
/// assert_eq!(effects.ranged_attack_die(StepDie::D6), Some(StepDie::D4));
/// assert_eq!(effects.carrying_capacity(4), 2);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct WoundEffects {
    /// The sum of the reaction modifiers.
    pub reaction_modifier: i32,
    /// Eyes gouged out.
    pub eyes_lost: u32,
    /// Arms broken (disadvantage with that arm).
    pub broken_arms: u32,
    /// Arms lost.
    pub arms_lost: u32,
    /// Legs lost.
    pub legs_lost: u32,
    /// How many times speed is halved.
    pub speed_halvings: u32,
    /// How many times carrying capacity is halved.
    pub capacity_halvings: u32,
}

impl WoundEffects {
    /// The effects of these wounds together.
    #[must_use]
    pub fn of(wounds: &[GrievousWound]) -> Self {
        let mut sum = Self::default();
        for wound in wounds {
            let effect = wound.row().effect;
            sum.reaction_modifier = sum
                .reaction_modifier
                .saturating_add(effect.reaction_modifier);
            let count = |flag: bool| u32::from(flag);
            sum.eyes_lost += count(*wound == GrievousWound::EyeGougedOut);
            sum.broken_arms += count(effect.arm_disadvantage);
            sum.arms_lost += count(effect.limb_lost == Some(Limb::Arm));
            sum.legs_lost += count(effect.limb_lost == Some(Limb::Leg));
            sum.speed_halvings += count(effect.halves_speed);
            sum.capacity_halvings += count(effect.halves_capacity);
        }
        sum
    }

    /// Whether the character is blinded: an eye gouged out twice.
    #[must_use]
    pub const fn blinded(&self) -> bool {
        self.eyes_lost >= 2
    }

    /// The die of a ranged attack whose die is `die` unwounded: one step
    /// down (impaired) with an eye gouged out, and `None` once blinded
    /// (the rules do not say what a blinded character can shoot).
    #[must_use]
    pub fn ranged_attack_die(&self, die: StepDie) -> Option<StepDie> {
        match self.eyes_lost {
            0 => Some(die),
            1 => Some(die.step(-1)),
            _ => None,
        }
    }

    /// The advantage and disadvantage of an action made with a broken arm
    /// or its hand: one disadvantage die (2d20, the worse kept) while any
    /// arm is broken, none otherwise. Which arm was broken is the
    /// player's or the referee's to record.
    #[must_use]
    pub const fn with_broken_arm(&self) -> Edge {
        if self.broken_arms > 0 {
            Edge::disadvantage(1)
        } else {
            Edge::NONE
        }
    }

    /// The fraction of normal movement speed left.
    #[must_use]
    pub fn speed_factor(&self) -> BigRational {
        halved(self.speed_halvings)
    }

    /// The extra load (supply and treasure units) a character whose
    /// capacity is `units` unwounded can carry, halved once per halving
    /// wound and rounded down.
    #[must_use]
    pub fn carrying_capacity(&self, units: u32) -> u32 {
        units.checked_shr(self.capacity_halvings).unwrap_or(0)
    }
}

/// `1 / 2^n`.
fn halved(n: u32) -> BigRational {
    BigRational::new(
        num_bigint::BigInt::one(),
        num_bigint::BigInt::from(2).pow(n),
    )
}
