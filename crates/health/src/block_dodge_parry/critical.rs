//! Block, Dodge, Parry's Critical Damage Save and its injury tables (BDP-1.7.3).

use alloc::vec::Vec;
use core::fmt;

#[cfg(feature = "serde")]
use osr_check::Error;
use osr_check::block_dodge_parry::{Ability, AbilityScore, Save};
use osr_check::{Check, Fate, Odds, Resolved, Rolled, Table};
use osr_core::{Die, FaceSource};

use super::save_passes;

/// Where a critical injury lands.
///
/// # Examples
///
/// ```
/// use osr_health::block_dodge_parry::{Area, INJURY_AREAS};
///
/// assert_eq!(INJURY_AREAS.row(7), Some(&Area::RightLeg));
/// assert_eq!(Area::RightLeg.to_string(), "Right Leg");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Area {
    /// 1-5: lose another 1d4 STR.
    Torso,
    /// 6: lose 1d4 DEX; the leg may be lost.
    LeftLeg,
    /// 7: lose 1d4 DEX; the leg may be lost.
    RightLeg,
    /// 8: drop the held item, attacks impaired; the arm may be lost.
    LeftArm,
    /// 9: drop the held item, attacks impaired; the arm may be lost.
    RightArm,
    /// 10: roll on [`HEAD_WOUNDS`].
    Head,
}

impl fmt::Display for Area {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Torso => "Torso",
            Self::LeftLeg => "Left Leg",
            Self::RightLeg => "Right Leg",
            Self::LeftArm => "Left Arm",
            Self::RightArm => "Right Arm",
            Self::Head => "Head",
        })
    }
}

/// The critical injury table, read with a d10.
pub const INJURY_AREAS: Table<Area, 10> = Table::new([
    Area::Torso,
    Area::Torso,
    Area::Torso,
    Area::Torso,
    Area::Torso,
    Area::LeftLeg,
    Area::RightLeg,
    Area::LeftArm,
    Area::RightArm,
    Area::Head,
]);

/// What a head injury does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum HeadWound {
    /// 1-3: the character dies.
    Death,
    /// 4-5: the character loses an eye.
    LostEye,
    /// 6: the character gains a cool scar.
    Scar,
}

/// The head injury table, read with a d6.
///
/// # Examples
///
/// ```
/// use osr_health::block_dodge_parry::{HEAD_WOUNDS, HeadWound};
///
/// assert_eq!(HEAD_WOUNDS.row(2), Some(&HeadWound::Death));
/// assert_eq!(HEAD_WOUNDS.row(6), Some(&HeadWound::Scar));
/// ```
pub const HEAD_WOUNDS: Table<HeadWound, 6> = Table::new([
    HeadWound::Death,
    HeadWound::Death,
    HeadWound::Death,
    HeadWound::LostEye,
    HeadWound::LostEye,
    HeadWound::Scar,
]);

/// A critical injury the character lives through.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryInjury"))]
pub enum Injury {
    /// Torso: another 1d4 STR lost (not down to 0).
    Torso,
    /// Left leg: 1d4 DEX lost.
    LeftLeg,
    /// Right leg: 1d4 DEX lost.
    RightLeg,
    /// Left arm: held item dropped, attacks impaired.
    LeftArm,
    /// Right arm: held item dropped, attacks impaired.
    RightArm,
    /// Head: an eye lost.
    LostEye,
    /// Head: a cool scar.
    Scar,
}

impl Injury {
    /// The area injured.
    ///
    /// ```
    /// use osr_health::block_dodge_parry::{Area, Injury};
    ///
    /// assert_eq!(Injury::LostEye.area(), Area::Head);
    /// ```
    #[must_use]
    pub const fn area(self) -> Area {
        match self {
            Self::Torso => Area::Torso,
            Self::LeftLeg => Area::LeftLeg,
            Self::RightLeg => Area::RightLeg,
            Self::LeftArm => Area::LeftArm,
            Self::RightArm => Area::RightArm,
            Self::LostEye | Self::Scar => Area::Head,
        }
    }

    /// Whether the character drops the item in hand and attacks impaired
    /// while the wound lasts (an arm).
    #[must_use]
    pub const fn impairs_attacks(self) -> bool {
        matches!(self, Self::LeftArm | Self::RightArm)
    }
}

/// The injury as a log shows it: `"lost eye"`, `"left arm"`.
impl fmt::Display for Injury {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Torso => "torso",
            Self::LeftLeg => "left leg",
            Self::RightLeg => "right leg",
            Self::LeftArm => "left arm",
            Self::RightArm => "right arm",
            Self::LostEye => "lost eye",
            Self::Scar => "scar",
        })
    }
}

/// The result of a Critical Damage Save, worst first.
///
/// # Examples
///
/// ```
/// use osr_health::block_dodge_parry::{Critical, Injury};
///
/// // Worst first.
/// assert!(Critical::Dead < Critical::Injured(Injury::Torso));
/// assert!(Critical::Debilitated < Critical::Unharmed);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryCritical"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Critical {
    /// STR at 0 (before the save, or after the torso's extra loss), or a
    /// head injury of 1-3.
    Dead,
    /// A failed STR save: injured (and a Severe wound for the area).
    Injured(Injury),
    /// DEX at 0 or a failed DEX save: immobilised or unconscious.
    Immobilised,
    /// WIL at 0 or a failed WIL save: debilitated or unconscious.
    Debilitated,
    /// A failed STR save whose injury landed on an area the character's
    /// gear protects, and the referee negated it
    /// ([`CriticalDamageSave::with_protection`]): no injury, no wound.
    Prevented(Area),
    /// The save passed.
    Unharmed,
}

/// The result as a log shows it: `"dead"`, `"injured: left arm"`,
/// `"unharmed"`.
///
/// ```
/// use osr_health::block_dodge_parry::{Area, Critical, Injury};
///
/// assert_eq!(Critical::Injured(Injury::LeftArm).to_string(), "injured: left arm");
/// assert_eq!(Critical::Prevented(Area::Head).to_string(), "prevented (Head)");
/// ```
impl fmt::Display for Critical {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Dead => f.write_str("dead"),
            Self::Injured(injury) => write!(f, "injured: {injury}"),
            Self::Immobilised => f.write_str("immobilised"),
            Self::Debilitated => f.write_str("debilitated"),
            Self::Prevented(area) => write!(f, "prevented ({area})"),
            Self::Unharmed => f.write_str("unharmed"),
        }
    }
}

/// The areas a character's gear protects from critical injuries (a helmet
/// the head, bracers the arms), when the referee lets gear negate them.
///
/// # Examples
///
/// ```
/// use osr_health::block_dodge_parry::{Area, Protection};
///
/// let helmet = Protection::NONE.with(Area::Head);
/// assert!(helmet.covers(Area::Head));
/// assert!(!helmet.covers(Area::Torso));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(from = "Vec<Area>", into = "Vec<Area>"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BlockDodgeParryProtection"))]
pub struct Protection(u8);

const fn bit(area: Area) -> u8 {
    1 << (area as u8)
}

impl Protection {
    /// No area protected.
    pub const NONE: Self = Self(0);

    /// The same protection with `area` covered too.
    #[must_use]
    pub const fn with(self, area: Area) -> Self {
        Self(self.0 | bit(area))
    }

    /// Whether `area` is covered.
    #[must_use]
    pub const fn covers(self, area: Area) -> bool {
        self.0 & bit(area) != 0
    }
}

impl Protection {
    /// Whether no area is protected.
    #[must_use]
    pub const fn is_none(&self) -> bool {
        self.0 == 0
    }
}

impl From<Vec<Area>> for Protection {
    fn from(areas: Vec<Area>) -> Self {
        areas.into_iter().fold(Self::NONE, Self::with)
    }
}

impl From<Protection> for Vec<Area> {
    fn from(protection: Protection) -> Self {
        [
            Area::Torso,
            Area::LeftLeg,
            Area::RightLeg,
            Area::LeftArm,
            Area::RightArm,
            Area::Head,
        ]
        .into_iter()
        .filter(|a| protection.covers(*a))
        .collect()
    }
}

/// Ability lost to a critical injury, on top of the damage.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Loss {
    /// The ability.
    pub ability: Ability,
    /// The points lost (1d4).
    pub amount: u32,
}

/// A Critical Damage Save: a save (1 passes, 20 fails) against the ability
/// as it stands after the damage, rolled when the damage could kill or
/// take the character out.
///
/// A failed STR save is an injury: a d10 on [`INJURY_AREAS`], then the
/// torso's or a leg's 1d4 loss or the head's d6 on [`HEAD_WOUNDS`]; every
/// injury also adds a Severe wound named for the area
/// ([`CriticalRoll::severe_wound`]). A failed DEX save immobilises, a
/// failed WIL save debilitates. An ability already at 0 decides without a
/// roll: STR 0 is death. Only values are returned: applying the losses and
/// the wound is the caller's business.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved};
/// use osr_check::block_dodge_parry::Ability;
/// use osr_health::block_dodge_parry::{Area, Critical, CriticalDamageSave, Injury, Loss};
///
/// // A sword critical takes STR 10 to 6; the save rolls 9 and fails; the
/// // d10 shows 7 (right leg) and the d4 3.
/// let save = CriticalDamageSave::new(Ability::Str, 6)?;
/// let outcome = save.roll(&mut SuppliedFaces::new(&[9, 7, 3]))?;
/// assert_eq!(outcome.band(), Critical::Injured(Injury::RightLeg));
/// assert_eq!(outcome.loss(), Some(Loss { ability: Ability::Dex, amount: 3 }));
/// assert_eq!(outcome.severe_wound(), Some(Area::RightLeg));
///
/// // Death: 14/20 fail, 1/10 head, 3/6 death (a torso's d4 cannot take
/// // STR 6 to 0).
/// let p = BigRational::new(42.into(), 1200.into());
/// assert_eq!(save.odds().probability(&Critical::Dead), Some(p));
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct CriticalDamageSave {
    ability: Ability,
    score: AbilityScore,
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Protection::is_none")
    )]
    protection: Protection,
}

impl CriticalDamageSave {
    /// A Critical Damage Save against `ability`, whose score after the
    /// damage is `score` (0 when the damage took it all).
    ///
    /// # Errors
    ///
    /// [`crate::Error::Core`] (`OutOfRange`) for a score outside
    /// [`AbilityScore`]'s range.
    pub fn new(ability: Ability, score: i32) -> Result<Self, crate::Error> {
        Ok(Self {
            ability,
            score: AbilityScore::new(score)?,
            protection: Protection::NONE,
        })
    }

    /// The same save where an injury landing on a `protection` area is
    /// negated (BDP-1.7.3.fiction: gear such as a helmet or bracers can
    /// protect from some injuries, at the referee's word): the d10 is
    /// rolled, but no sub-die, loss or wound follows.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::Check;
    /// use osr_check::block_dodge_parry::Ability;
    /// use osr_core::SuppliedFaces;
    /// use osr_health::block_dodge_parry::{Area, Critical, CriticalDamageSave, Protection};
    ///
    /// let save = CriticalDamageSave::new(Ability::Str, 6)?
    ///     .with_protection(Protection::NONE.with(Area::Head));
    /// let outcome = save.roll(&mut SuppliedFaces::new(&[12, 10]))?;
    /// assert_eq!(outcome.critical(), Critical::Prevented(Area::Head));
    /// assert_eq!(outcome.severe_wound(), None);
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    #[must_use]
    pub const fn with_protection(self, protection: Protection) -> Self {
        Self { protection, ..self }
    }

    /// The areas protected.
    #[must_use]
    pub const fn protection(&self) -> Protection {
        self.protection
    }

    /// The ability.
    #[must_use]
    pub const fn ability(&self) -> Ability {
        self.ability
    }

    /// The score after the damage.
    #[must_use]
    pub const fn score(&self) -> i32 {
        self.score.get()
    }

    /// What a failed save (or a score of 0) means for a DEX or WIL save.
    const fn taken_out(&self) -> Critical {
        taken_out(self.ability)
    }

    /// The injury and loss for a d10 area and its sub-roll face (the d4 for
    /// the torso and legs, the d6 for the head, unused for the arms).
    fn injury(&self, area: Area, sub: u32) -> (Critical, Option<Loss>) {
        injury(self.score(), area, sub)
    }
}

/// What a failed save (or a score of 0) means for each ability.
const fn taken_out(ability: Ability) -> Critical {
    {
        match ability {
            Ability::Str => Critical::Dead,
            Ability::Dex => Critical::Immobilised,
            Ability::Wil => Critical::Debilitated,
        }
    }
}

/// The injury and loss for a d10 area and its sub-roll face at a STR of
/// `score` after the damage.
fn injury(score: i32, area: Area, sub: u32) -> (Critical, Option<Loss>) {
    {
        let loss = |ability| {
            Some(Loss {
                ability,
                amount: sub,
            })
        };
        match area {
            Area::Torso => {
                let dead = i64::from(sub) >= i64::from(score);
                let band = if dead {
                    Critical::Dead
                } else {
                    Critical::Injured(Injury::Torso)
                };
                (band, loss(Ability::Str))
            }
            Area::LeftLeg => (Critical::Injured(Injury::LeftLeg), loss(Ability::Dex)),
            Area::RightLeg => (Critical::Injured(Injury::RightLeg), loss(Ability::Dex)),
            Area::LeftArm => (Critical::Injured(Injury::LeftArm), None),
            Area::RightArm => (Critical::Injured(Injury::RightArm), None),
            Area::Head => match HEAD_WOUNDS.row(sub) {
                Some(HeadWound::Death) | None => (Critical::Dead, None),
                Some(HeadWound::LostEye) => (Critical::Injured(Injury::LostEye), None),
                Some(HeadWound::Scar) => (Critical::Injured(Injury::Scar), None),
            },
        }
    }
}

/// The die rolled after the d10 for an area: a d4 of loss for the torso
/// and legs, a d6 for the head, nothing for the arms.
const fn sub_die(area: Area) -> Option<Die> {
    match area {
        Area::Torso | Area::LeftLeg | Area::RightLeg => Some(Die::D4),
        Area::Head => Some(Die::D6),
        Area::LeftArm | Area::RightArm => None,
    }
}

/// A rolled [`CriticalDamageSave`].
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved};
/// use osr_check::block_dodge_parry::Ability;
/// use osr_health::block_dodge_parry::{Area, CriticalDamageSave, HeadWound};
///
/// let outcome = CriticalDamageSave::new(Ability::Str, 3)?
///     .roll(&mut SuppliedFaces::new(&[12, 10, 5]))?;
/// assert_eq!(outcome.head(), Some(HeadWound::LostEye));
/// assert_eq!(outcome.severe_wound(), Some(Area::Head));
/// assert_eq!(outcome.faces(), [12, 10, 5]);
/// # Ok::<(), osr_health::Error>(())
/// ```
///
/// With the `serde` feature it serializes as
/// `{"band": "injured", "area": ..., "head": ..., "loss": ..., "dice": [...]}`;
/// deserializing replays the dice against every ability and score (every
/// score from 20 up saves and injures alike) and refuses a record that no
/// Critical Damage Save rolls so ([`Inconsistent`](osr_check::Error::Inconsistent)).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "CriticalRecord", into = "CriticalRecord")
)]
pub struct CriticalRoll {
    critical: Critical,
    area: Option<Area>,
    head: Option<HeadWound>,
    loss: Option<Loss>,
    dice: Vec<Rolled>,
}

/// A [`CriticalRoll`] as written.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct CriticalRecord {
    band: Critical,
    area: Option<Area>,
    head: Option<HeadWound>,
    loss: Option<Loss>,
    dice: Vec<Rolled>,
}

#[cfg(feature = "serde")]
impl TryFrom<CriticalRecord> for CriticalRoll {
    type Error = Error;

    fn try_from(record: CriticalRecord) -> Result<Self, Error> {
        let roll = Self {
            critical: record.band,
            area: record.area,
            head: record.head,
            loss: record.loss,
            dice: record.dice,
        };
        let faces = roll.faces();
        let replays = [Ability::Str, Ability::Dex, Ability::Wil]
            .into_iter()
            .flat_map(|ability| (0..=20).map(move |score| (ability, score)))
            .any(|(ability, score)| {
                let mut source = osr_core::SuppliedFaces::new(&faces);
                // Only the area landed on matters to a protected save.
                let protection = match roll.critical {
                    Critical::Prevented(area) => Protection::NONE.with(area),
                    _ => Protection::NONE,
                };
                CriticalDamageSave::new(ability, score)
                    .ok()
                    .map(|save| save.with_protection(protection))
                    .and_then(|save| save.roll(&mut source).ok())
                    .is_some_and(|replayed| replayed == roll && source.remaining().is_empty())
            });
        if replays {
            Ok(roll)
        } else {
            Err(Error::Inconsistent {
                what: "the critical damage save",
            })
        }
    }
}

#[cfg(feature = "serde")]
impl From<CriticalRoll> for CriticalRecord {
    fn from(roll: CriticalRoll) -> Self {
        Self {
            band: roll.critical,
            area: roll.area,
            head: roll.head,
            loss: roll.loss,
            dice: roll.dice,
        }
    }
}

impl CriticalRoll {
    /// The result.
    #[must_use]
    pub const fn critical(&self) -> Critical {
        self.critical
    }

    /// Whether the save was rolled (not when the ability was already 0).
    #[must_use]
    pub fn was_rolled(&self) -> bool {
        !self.dice.is_empty()
    }

    /// The d20 of the save, when it was rolled.
    #[must_use]
    pub fn save_face(&self) -> Option<u32> {
        self.dice.first().map(|d| d.face)
    }

    /// The area of a Severe wound to add: every roll on the injury table
    /// adds one, named for the damage's source and this area ("Severe
    /// Sword Wound (Right Leg)").
    #[must_use]
    pub const fn severe_wound(&self) -> Option<Area> {
        self.area
    }

    /// The head table's result, for a head injury.
    #[must_use]
    pub const fn head(&self) -> Option<HeadWound> {
        self.head
    }

    /// Ability lost on top of the damage: the torso's STR or a leg's DEX.
    #[must_use]
    pub const fn loss(&self) -> Option<Loss> {
        self.loss
    }
}

impl Resolved for CriticalRoll {
    type Band = Critical;

    fn band(&self) -> Critical {
        self.critical
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Check for CriticalDamageSave {
    type Band = Critical;
    type Outcome = CriticalRoll;
    type Error = crate::Error;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<CriticalRoll, crate::Error> {
        let mut outcome = CriticalRoll {
            critical: Critical::Unharmed,
            area: None,
            head: None,
            loss: None,
            dice: Vec::new(),
        };
        if self.score() <= 0 {
            outcome.critical = self.taken_out();
            return Ok(outcome);
        }
        let save = Save::from_score(self.score).roll(source)?;
        outcome.dice.extend_from_slice(save.dice());
        if save.passed() {
            return Ok(outcome);
        }
        if self.ability != Ability::Str {
            outcome.critical = self.taken_out();
            return Ok(outcome);
        }
        let location = INJURY_AREAS.roll(source)?;
        outcome.dice.extend_from_slice(location.dice());
        let area = *location.entry();
        if self.protection.covers(area) {
            outcome.critical = Critical::Prevented(area);
            return Ok(outcome);
        }
        let mut sub = 0;
        if let Some(die) = sub_die(area) {
            sub = die.roll(source)?;
            if !die.has_face(sub) {
                let position = outcome.dice.len();
                return Err(crate::Error::Core(osr_core::Error::FaceOutOfRange {
                    face: sub,
                    sides: die.sides(),
                    position,
                }));
            }
            outcome.dice.push(Rolled {
                sides: die.sides(),
                face: sub,
                fate: Fate::Counted,
            });
        }
        let (critical, loss) = self.injury(area, sub);
        outcome.critical = critical;
        outcome.area = Some(area);
        outcome.loss = loss;
        if area == Area::Head {
            outcome.head = HEAD_WOUNDS.row(sub).copied();
        }
        Ok(outcome)
    }

    fn odds(&self) -> Odds<Critical> {
        critical_odds(self.ability, self.score(), self.protection)
    }
}

/// The exact odds of a Critical Damage Save against `ability` at `score`
/// with `protection`, composed step by step: the d20 save, then (a failed
/// STR save) the d10 area and the area's sub-die.
pub(super) fn critical_odds(
    ability: Ability,
    score: i32,
    protection: Protection,
) -> Odds<Critical> {
    if score <= 0 {
        return Odds::certain(taken_out(ability));
    }
    let save = Odds::die(Die::D20, |face| save_passes(score, face));
    save.then(|&passed| {
        if passed {
            return Odds::certain(Critical::Unharmed);
        }
        if ability != Ability::Str {
            return Odds::certain(taken_out(ability));
        }
        INJURY_AREAS.odds().then(|&area| {
            if protection.covers(area) {
                return Odds::certain(Critical::Prevented(area));
            }
            match sub_die(area) {
                None => Odds::certain(injury(score, area, 0).0),
                Some(die) => Odds::die(die, |sub| injury(score, area, sub).0),
            }
        })
    })
}
