//! The rules of a 3d6 Constitution fight as data and small functions:
//! reaction costs, armour class, reach and training, degrees and direct
//! hits, firing into melee, stored ranged attacks, morale guidelines and
//! triggers, berserk and the blessing against undead.

use alloc::vec::Vec;
use core::cmp::Ordering;

use num_rational::BigRational;
use osr_check::constitution::Degrees;
use osr_check::{Fate, Rolled, ratio};
use osr_core::{Die, FaceSource};
use osr_equipment::constitution::ArmourClass;

use super::{AimBonus, Heft, Rank, Reach};
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
    let worn = armour.map_or(BASE_AC, |a| i32::from(a.row().ac));
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

/// Where an archer shoots into a melee from (TC-5.21).
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::Line;
///
/// assert_eq!((Line::BehindNearer.tenths(), Line::BehindFarther.tenths(), Line::Side.tenths()), (9, 1, 6));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionLine"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Line {
    /// From straight behind one of two with a clear facing, aiming at the
    /// nearer one: 9 in 10.
    BehindNearer,
    /// From straight behind, aiming at the farther one: 1 in 10.
    BehindFarther,
    /// From the side: 6 in 10.
    Side,
}

impl Line {
    /// The chance in tenths of hitting the chosen target, before aiming.
    #[must_use]
    pub const fn tenths(self) -> u32 {
        match self {
            Self::BehindNearer => 9,
            Self::BehindFarther => 1,
            Self::Side => 6,
        }
    }
}

/// Who a shot into melee strikes.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_combat::constitution::{AimBonus, IntoMelee, Line, Struck};
///
/// let shot = IntoMelee::new(Line::Side, AimBonus::new(0)?);
/// assert_eq!(shot.roll(&mut SuppliedFaces::new(&[6]))?.0, Struck::Chosen);
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionStruck"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Struck {
    /// The other one in the melee.
    Other,
    /// The chosen target.
    Chosen,
}

/// Shooting into a melee (TC-5.21): the line of fire and the tenths a
/// full round of aiming adds (at most 2); a chance past 10 in 10 is
/// certain.
///
/// # Examples
///
/// ```
/// use osr_check::ratio;
/// use osr_core::SuppliedFaces;
/// use osr_combat::constitution::{AimBonus, IntoMelee, Line, Struck};
///
/// let aimed = IntoMelee::new(Line::Side, AimBonus::new(2)?);
/// assert_eq!(aimed.chance(), ratio(8, 10));
/// assert_eq!(aimed.roll(&mut SuppliedFaces::new(&[9]))?.0, Struck::Other);
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionIntoMelee"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct IntoMelee {
    line: Line,
    aim: AimBonus,
}

impl IntoMelee {
    /// A shot along `line` with `aim` tenths of aiming.
    #[must_use]
    pub const fn new(line: Line, aim: AimBonus) -> Self {
        Self { line, aim }
    }

    /// The chance in tenths, at most 10.
    #[must_use]
    pub fn tenths(&self) -> u32 {
        (self.line.tenths() + self.aim.get()).min(10)
    }

    /// The exact chance of striking the chosen target.
    #[must_use]
    pub fn chance(&self) -> BigRational {
        ratio(self.tenths(), 10)
    }

    /// Rolls a d10: at most the tenths strikes the chosen target.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails.
    pub fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<(Struck, Rolled), Error> {
        let face = Die::D10.roll(source)?;
        let struck = if face <= self.tenths() {
            Struck::Chosen
        } else {
            Struck::Other
        };
        Ok((
            struck,
            Rolled {
                sides: 10,
                face,
                fate: Fate::Counted,
            },
        ))
    }
}

/// A successful ranged attack recorded without damage (TC-5.22).
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::{DamageDie, StoredAttacks};
///
/// let mut stored = StoredAttacks::default();
/// stored.store(1, 9, DamageDie::D6);
/// assert_eq!(stored.attacks()[0].target, 9);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionStoredAttack"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct StoredAttack {
    /// Who shot.
    pub archer: u32,
    /// At whom.
    pub target: u32,
    /// The damage it will roll.
    pub damage: DamageDie,
}

/// The stored ranged attacks of a fight (TC-5.22): added when a successful
/// ranged attack is kept back, released (damage rolled) when the target
/// takes damage, lost when the archer loses track of the target.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_combat::constitution::{DamageDie, StoredAttacks};
///
/// let mut stored = StoredAttacks::default();
/// stored.store(1, 9, DamageDie::D6);
/// stored.store(1, 9, DamageDie::D6);
/// assert_eq!(stored.release(1, 9, &mut SuppliedFaces::new(&[3, 4]))?, 7);
/// assert!(stored.is_empty());
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionStoredAttacks"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct StoredAttacks {
    attacks: Vec<StoredAttack>,
}

impl StoredAttacks {
    /// Records a successful attack's damage for later.
    pub fn store(&mut self, archer: u32, target: u32, damage: DamageDie) {
        self.attacks.push(StoredAttack {
            archer,
            target,
            damage,
        });
    }

    /// The attacks stored.
    #[must_use]
    pub fn attacks(&self) -> &[StoredAttack] {
        &self.attacks
    }

    /// Whether none are stored.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.attacks.is_empty()
    }

    /// The target takes damage: every attack `archer` stored against
    /// `target` rolls its damage, and the total is returned (to add to the
    /// damage the target takes); they are no longer stored.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails; nothing is released then.
    pub fn release<S: FaceSource + ?Sized>(
        &mut self,
        archer: u32,
        target: u32,
        source: &mut S,
    ) -> Result<u32, Error> {
        let mut total = 0;
        for a in &self.attacks {
            if a.archer == archer && a.target == target {
                total += a.damage.roll(source)?.0;
            }
        }
        self.attacks
            .retain(|a| !(a.archer == archer && a.target == target));
        Ok(total)
    }

    /// The archer loses track of the target: those stored attacks are lost.
    /// Returns how many.
    pub fn lose_track(&mut self, archer: u32, target: u32) -> usize {
        let before = self.attacks.len();
        self.attacks
            .retain(|a| !(a.archer == archer && a.target == target));
        before - self.attacks.len()
    }
}

/// A row of the morale guidelines (TC-5.12): who tends to have which
/// morale scores. The bands overlap; the score is the referee's.
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::MORALE_GUIDELINES;
///
/// let twelve: Vec<&str> = MORALE_GUIDELINES.iter().filter(|r| r.high == 12).map(|r| r.id).collect();
/// assert_eq!(twelve, ["fanatical"]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionMoraleGuideline"))]
pub struct MoraleGuideline {
    /// Stable ID.
    pub id: &'static str,
    /// The lowest score of the band.
    pub low: u32,
    /// The highest score of the band.
    pub high: u32,
    /// Who fits it, as the guidelines describe them.
    pub fits: &'static [&'static str],
}

/// The morale guidelines (TC-5.12), lowest band first.
pub const MORALE_GUIDELINES: &[MoraleGuideline] = &[
    MoraleGuideline {
        id: "traitorous",
        low: 2,
        high: 2,
        fits: &[
            "traitorous",
            "pressed into service",
            "forced to serve with no risk of enforcement",
        ],
    },
    MoraleGuideline {
        id: "cowardly",
        low: 3,
        high: 4,
        fits: &["cowardly", "forced to serve with an enforcer near"],
    },
    MoraleGuideline {
        id: "fickle",
        low: 5,
        high: 6,
        fits: &["fickle", "underpaid", "hunting for sport"],
    },
    MoraleGuideline {
        id: "normal",
        low: 7,
        high: 9,
        fits: &[
            "normal pay",
            "protecting territory or superiors",
            "hunting for food",
        ],
    },
    MoraleGuideline {
        id: "good",
        low: 8,
        high: 9,
        fits: &[
            "good pay",
            "protecting home or friends",
            "hunting while starving",
        ],
    },
    MoraleGuideline {
        id: "invested",
        low: 10,
        high: 11,
        fits: &[
            "well paid and invested",
            "protecting own life or way of life",
        ],
    },
    MoraleGuideline {
        id: "fanatical",
        low: 12,
        high: 12,
        fits: &["mindless", "zealous", "a parent protecting its young"],
    },
];

/// The morale guideline with this ID.
///
/// # Errors
///
/// [`Error::UnknownId`] (table `"morale_guideline"`) for an unknown ID.
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::morale_guideline;
///
/// let row = morale_guideline("fickle")?;
/// assert_eq!((row.low, row.high), (5, 6));
/// assert!(row.fits.contains(&"hunting for sport"));
/// # Ok::<(), osr_combat::Error>(())
/// ```
pub fn morale_guideline(id: &str) -> Result<&'static MoraleGuideline, Error> {
    MORALE_GUIDELINES
        .iter()
        .find(|row| row.id == id)
        .ok_or_else(|| Error::UnknownId {
            table: "morale_guideline",
            id: id.into(),
        })
}

/// When monsters and NPCs check morale (TC-5.13).
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::MoraleTrigger;
///
/// assert_eq!(MoraleTrigger::ALL.len(), 14);
/// assert!(MoraleTrigger::Surprised.first_round_only());
/// assert_eq!(MoraleTrigger::RearGuard.key(), "rear_guard");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionMoraleTrigger"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum MoraleTrigger {
    /// Surprised (in the first round only).
    Surprised,
    /// Facing an obviously superior force.
    SuperiorForce,
    /// An ally slain by magic.
    AllySlainByMagic,
    /// A quarter of the group has fallen.
    QuarterFallen,
    /// Half of the group has fallen.
    HalfFallen,
    /// A companion dies after more than half have fallen.
    CompanionDiesAfterHalf,
    /// The leader deserts or dies.
    LeaderLost,
    /// Fighting something it cannot harm (magic protection).
    CannotHarm,
    /// Ordered on a heroically dangerous task.
    HeroicTask,
    /// Offered a temptation.
    Temptation,
    /// Told to act as rear guard.
    RearGuard,
    /// Told to use (a charge of) a personal powerful magic item.
    UseMagicItem,
    /// Given a chance to surrender, having met one other condition.
    SurrenderOffered,
    /// Completely surrounded.
    Surrounded,
}

impl MoraleTrigger {
    /// Every trigger, in the rules' order.
    pub const ALL: [Self; 14] = [
        Self::Surprised,
        Self::SuperiorForce,
        Self::AllySlainByMagic,
        Self::QuarterFallen,
        Self::HalfFallen,
        Self::CompanionDiesAfterHalf,
        Self::LeaderLost,
        Self::CannotHarm,
        Self::HeroicTask,
        Self::Temptation,
        Self::RearGuard,
        Self::UseMagicItem,
        Self::SurrenderOffered,
        Self::Surrounded,
    ];

    /// Whether it applies in the first round only (surprise).
    #[must_use]
    pub const fn first_round_only(self) -> bool {
        matches!(self, Self::Surprised)
    }

    /// Whether it needs another trigger met first (a chance to surrender).
    #[must_use]
    pub const fn needs_another(self) -> bool {
        matches!(self, Self::SurrenderOffered)
    }

    /// A stable snake-case key.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Surprised => "surprised",
            Self::SuperiorForce => "superior_force",
            Self::AllySlainByMagic => "ally_slain_by_magic",
            Self::QuarterFallen => "quarter_fallen",
            Self::HalfFallen => "half_fallen",
            Self::CompanionDiesAfterHalf => "companion_dies_after_half",
            Self::LeaderLost => "leader_lost",
            Self::CannotHarm => "cannot_harm",
            Self::HeroicTask => "heroic_task",
            Self::Temptation => "temptation",
            Self::RearGuard => "rear_guard",
            Self::UseMagicItem => "use_magic_item",
            Self::SurrenderOffered => "surrender_offered",
            Self::Surrounded => "surrounded",
        }
    }

    /// The loss triggers a group of `group` reaches with `fallen` of them
    /// down, compared exactly: a quarter, a half, and a companion's death
    /// once more than half have fallen (`died_now`: the one that just fell
    /// died).
    ///
    /// # Errors
    ///
    /// [`Error::AboveMaximum`] for more fallen than the group has.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_combat::constitution::MoraleTrigger;
    ///
    /// let t = MoraleTrigger::losses(2, 1, false)?;
    /// assert_eq!(t, [Some(MoraleTrigger::QuarterFallen), Some(MoraleTrigger::HalfFallen), None]);
    /// # Ok::<(), osr_combat::Error>(())
    /// ```
    pub fn losses(group: u32, fallen: u32, died_now: bool) -> Result<[Option<Self>; 3], Error> {
        if fallen > group {
            return Err(Error::AboveMaximum {
                what: "fallen",
                value: fallen.into(),
                max: group.into(),
            });
        }
        let (g, f) = (u64::from(group), u64::from(fallen));
        let quarter = (group > 0 && f * 4 >= g).then_some(Self::QuarterFallen);
        let half = (group > 0 && f * 2 >= g).then_some(Self::HalfFallen);
        // More than half had fallen before this one.
        let companion =
            (died_now && f > 0 && (f - 1) * 2 > g).then_some(Self::CompanionDiesAfterHalf);
        Ok([quarter, half, companion])
    }
}

/// What the Lord's blessing does against an undead or demon (TC-11.6),
/// from the priest's level against the monster's HD: the comparison and
/// the text's examples of its effect. How much stronger a priest must be
/// to ward a monster off is the referee's (`ward_margin`).
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::{Blessing, Rank};
///
/// let b = Blessing::against(Rank::new(3)?, Rank::new(3)?, Rank::new(5)?);
/// assert_eq!((b.ac_bonus, b.damage_bonus, b.warded_off), (1, 1, false));
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Blessing {
    /// The priest's level against the monster's HD.
    #[cfg_attr(feature = "serde", serde(with = "ordering"))]
    pub comparison: Ordering,
    /// AC against the monster: +1 (the defensive effect, always).
    pub ac_bonus: i32,
    /// Damage dealt to it: +1 from equal levels up.
    pub damage_bonus: i32,
    /// The monster cannot touch the blessed at all.
    pub warded_off: bool,
}

impl Blessing {
    /// The blessing's extra effect for a priest of `priest_level` against
    /// a monster of `monster_hd`: +1 AC when the priest is weaker; +1 AC
    /// and +1 damage at equal or higher level (the defence kept, a
    /// reading); warded off when the priest's level is at least
    /// `ward_margin` above the HD.
    #[must_use]
    pub fn against(priest_level: Rank, monster_hd: Rank, ward_margin: Rank) -> Self {
        let comparison = priest_level.cmp(&monster_hd);
        let above = priest_level.get().saturating_sub(monster_hd.get());
        Self {
            comparison,
            ac_bonus: 1,
            damage_bonus: i32::from(comparison != Ordering::Less),
            warded_off: comparison == Ordering::Greater && above >= ward_margin.get().max(1),
        }
    }
}

#[cfg(feature = "serde")]
mod ordering {
    use core::cmp::Ordering;

    pub(super) fn serialize<S: serde::Serializer>(o: &Ordering, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(match o {
            Ordering::Less => "weaker",
            Ordering::Equal => "equal",
            Ordering::Greater => "stronger",
        })
    }

    pub(super) fn deserialize<'de, D: serde::Deserializer<'de>>(
        d: D,
    ) -> Result<Ordering, D::Error> {
        let s = <alloc::string::String as serde::Deserialize>::deserialize(d)?;
        match s.as_str() {
            "weaker" => Ok(Ordering::Less),
            "equal" => Ok(Ordering::Equal),
            "stronger" => Ok(Ordering::Greater),
            _ => Err(serde::de::Error::custom(
                "expected weaker, equal or stronger",
            )),
        }
    }
}
