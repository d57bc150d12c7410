//! Awareness: whether each side of an encounter spots the other
//! (MU-combat.awareness.save, .reckless, .hidden, .matrix).

use alloc::vec::Vec;

use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::murdham::{GroupRoll, GroupSave};
use osr_check::{Check, Odds, PassFail, Resolved, Rolled};
use osr_core::FaceSource;

use crate::Side;

/// How a group carries itself while it moves about: what the other side
/// can notice of it.
///
/// # Examples
///
/// ```
/// use osr_combat::murdham::{Detection, Stance, detection};
///
/// // A noisy group is heard by anyone; it hears only other noisy groups.
/// assert_eq!(detection(Stance::Cautious, Stance::Reckless), Detection::Automatic);
/// assert_eq!(detection(Stance::Reckless, Stance::Cautious), Detection::Impossible);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamStance"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Stance {
    /// Careless: noise, loud talk, a light in the dark. Spotted by anyone;
    /// spots only another reckless group.
    Reckless,
    /// Careful but not hidden: the usual stance, spotted by a group WIT
    /// save.
    #[default]
    Cautious,
    /// Well hidden and silent (an ambush in thick forest): no WIT save
    /// spots it, only an active search; it spots every group that is not
    /// hidden itself.
    Hidden,
}

impl Stance {
    /// A stable snake-case key.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Reckless => "reckless",
            Self::Cautious => "cautious",
            Self::Hidden => "hidden",
        }
    }
}

/// How an observing group comes to spot another, by the two groups'
/// stances: one cell of the awareness matrix.
///
/// # Examples
///
/// ```
/// use osr_combat::murdham::{Detection, Stance, detection};
///
/// assert_eq!(detection(Stance::Cautious, Stance::Cautious), Detection::Save);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamDetection"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Detection {
    /// It cannot spot the other group (an active search aside, which is
    /// not an awareness roll).
    Impossible,
    /// A group WIT save: the group spots the other when anyone passes.
    Save,
    /// It spots the other group without a roll.
    Automatic,
}

/// The awareness matrix (MU-combat.awareness.matrix): how a group with the
/// stance `observer` spots a group with the stance `observed`.
///
/// | observer \ observed | reckless | cautious | hidden |
/// |---|---|---|---|
/// | reckless | automatic | impossible | impossible |
/// | cautious | automatic | save | impossible |
/// | hidden | automatic | automatic | impossible |
///
/// The rules leave two hidden groups open; the reading here is that
/// neither spots the other without an active search.
///
/// # Examples
///
/// ```
/// use osr_combat::murdham::{Detection, Stance, detection};
///
/// // An ambush in thick forest spots a careful company; the company
/// // cannot spot it by a save.
/// assert_eq!(detection(Stance::Hidden, Stance::Cautious), Detection::Automatic);
/// assert_eq!(detection(Stance::Cautious, Stance::Hidden), Detection::Impossible);
/// ```
#[must_use]
pub const fn detection(observer: Stance, observed: Stance) -> Detection {
    match (observer, observed) {
        (_, Stance::Reckless) | (Stance::Hidden, Stance::Cautious) => Detection::Automatic,
        (Stance::Cautious, Stance::Cautious) => Detection::Save,
        (Stance::Reckless, _) | (_, Stance::Hidden) => Detection::Impossible,
    }
}

/// Who spotted whom when an encounter begins, the band of an
/// [`Awareness`] roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamSpotting"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Spotting {
    /// Neither side spotted the other.
    Neither,
    /// Only the party spotted the foes: the party chooses the approach.
    PartyOnly,
    /// Only the foes spotted the party: the foes choose the approach.
    FoesOnly,
    /// Each side spotted the other.
    Both,
}

/// The band as a log shows it: `"neither side spots the other"`, ...
impl core::fmt::Display for Spotting {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            Self::Neither => "neither side spots the other",
            Self::PartyOnly => "only the party spot the foes",
            Self::FoesOnly => "only the foes spot the party",
            Self::Both => "each side spots the other",
        })
    }
}

impl Spotting {
    /// The band for whether the party and the foes spotted the other side.
    #[must_use]
    pub const fn from_sides(party: bool, foes: bool) -> Self {
        match (party, foes) {
            (false, false) => Self::Neither,
            (true, false) => Self::PartyOnly,
            (false, true) => Self::FoesOnly,
            (true, true) => Self::Both,
        }
    }

    /// Whether `side` spotted the other side.
    #[must_use]
    pub const fn spotted(self, side: Side) -> bool {
        matches!(
            (self, side),
            (Self::Both, _) | (Self::PartyOnly, Side::Party) | (Self::FoesOnly, Side::Foes)
        )
    }

    /// The side that alone spotted the other, which then chooses how to
    /// approach, or `None` when both or neither did.
    #[must_use]
    pub const fn chooser(self) -> Option<Side> {
        match self {
            Self::PartyOnly => Some(Side::Party),
            Self::FoesOnly => Some(Side::Foes),
            Self::Neither | Self::Both => None,
        }
    }
}

/// One side of an awareness roll: its stance and the WIT of each member.
///
/// # Examples
///
/// ```
/// use osr_combat::murdham::{Group, Stance};
///
/// let company = Group::new(Stance::Cautious, &[9, 12])?;
/// assert_eq!(company.wits().scores(), [9, 12]);
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamGroup"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Group {
    stance: Stance,
    wits: GroupSave,
}

impl Group {
    /// A group with this stance whose members have these WIT scores.
    ///
    /// # Errors
    ///
    /// [`crate::Error::Core`] (`OutOfRange`) for no members, more than
    /// [`osr_check::murdham::MAX_MEMBERS`], or a WIT outside 0..=20.
    pub fn new(stance: Stance, wits: &[i32]) -> Result<Self, crate::Error> {
        Ok(Self {
            stance,
            wits: GroupSave::new(wits)?,
        })
    }

    /// The same group with its group save enhanced or impaired (osr-check's
    /// [`GroupSave::with_edge`]).
    #[must_use]
    pub fn with_save(self, wits: GroupSave) -> Self {
        Self { wits, ..self }
    }

    /// The stance.
    #[must_use]
    pub const fn stance(&self) -> Stance {
        self.stance
    }

    /// The group WIT save.
    #[must_use]
    pub const fn wits(&self) -> &GroupSave {
        &self.wits
    }
}

/// Awareness at the start of an encounter: each side, by the matrix of
/// [`detection`], spots the other automatically, cannot, or makes one
/// group WIT save (osr-check's [`GroupSave`]: one d20 against every
/// member's WIT, spotted when anyone passes). The party's save, when it has
/// one, is rolled first.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_check::{Check, Resolved};
/// use osr_core::SuppliedFaces;
/// use osr_combat::murdham::{Awareness, Group, Spotting, Stance};
///
/// // The company's d20 = 11 against WIT 9 and 12: spotted. The bandits'
/// // d20 = 15 against WIT 10 and 8: not.
/// let meeting = Awareness::new(
///     Group::new(Stance::Cautious, &[9, 12])?,
///     Group::new(Stance::Cautious, &[10, 8])?,
/// );
/// let outcome = meeting.roll(&mut SuppliedFaces::new(&[11, 15]))?;
/// assert_eq!(outcome.band(), Spotting::PartyOnly);
///
/// // The company spots the bandits with 12/20, the bandits 10/20.
/// let p = BigRational::new((12 * 10).into(), 400.into());
/// assert_eq!(meeting.odds().probability(&Spotting::PartyOnly), Some(p));
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamAwareness"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Awareness {
    party: Group,
    foes: Group,
}

/// One side's look at the other in an [`Awareness`] roll.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamSighting"))]
pub struct Sighting {
    /// How the side could spot the other.
    pub detection: Detection,
    /// The group save, when one was rolled.
    pub save: Option<GroupRoll>,
    /// Whether it spotted the other side.
    pub spotted: bool,
}

/// A rolled [`Awareness`]: each side's [`Sighting`] and the dice, the
/// party's first. It serializes for display; a record is checked by
/// [`Check::verify`] (its faces replayed against the awareness roll), not
/// read back on its own.
///
/// # Examples
///
/// ```
/// use osr_check::{Check, Resolved};
/// use osr_core::SuppliedFaces;
/// use osr_combat::murdham::{Awareness, Detection, Group, Stance};
///
/// // A noisy company meets careful bandits: no roll for the company,
/// // none for the bandits either.
/// let meeting = Awareness::new(
///     Group::new(Stance::Reckless, &[12])?,
///     Group::new(Stance::Cautious, &[10])?,
/// );
/// let outcome = meeting.roll(&mut SuppliedFaces::new(&[]))?;
/// assert_eq!(outcome.party().detection, Detection::Impossible);
/// assert!(outcome.foes().spotted);
/// assert!(outcome.dice().is_empty());
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamAwarenessRoll"))]
pub struct AwarenessRoll {
    band: Spotting,
    party: Sighting,
    foes: Sighting,
    dice: Vec<Rolled>,
}

impl AwarenessRoll {
    /// The party's look at the foes.
    #[must_use]
    pub const fn party(&self) -> &Sighting {
        &self.party
    }

    /// The foes' look at the party.
    #[must_use]
    pub const fn foes(&self) -> &Sighting {
        &self.foes
    }

    /// One side's look at the other.
    #[must_use]
    pub const fn side(&self, side: Side) -> &Sighting {
        match side {
            Side::Party => &self.party,
            Side::Foes => &self.foes,
        }
    }
}

impl Resolved for AwarenessRoll {
    type Band = Spotting;

    fn band(&self) -> Spotting {
        self.band
    }

    fn dice(&self) -> &[Rolled] {
        &self.dice
    }
}

impl Awareness {
    /// The awareness roll between the party and the foes.
    #[must_use]
    pub const fn new(party: Group, foes: Group) -> Self {
        Self { party, foes }
    }

    /// One side.
    #[must_use]
    pub const fn group(&self, side: Side) -> &Group {
        match side {
            Side::Party => &self.party,
            Side::Foes => &self.foes,
        }
    }

    /// How `side` could spot the other side.
    #[must_use]
    pub const fn detection(&self, side: Side) -> Detection {
        detection(self.group(side).stance, self.group(side.opponent()).stance)
    }

    /// The exact chance that `side` spots the other.
    ///
    /// # Examples
    ///
    /// ```
    /// use num_rational::BigRational;
    /// use osr_combat::Side;
    /// use osr_combat::murdham::{Awareness, Group, Stance};
    ///
    /// let meeting = Awareness::new(
    ///     Group::new(Stance::Cautious, &[9, 12])?,
    ///     Group::new(Stance::Hidden, &[10])?,
    /// );
    /// assert_eq!(meeting.spot_chance(Side::Party), BigRational::from_integer(0.into()));
    /// assert_eq!(meeting.spot_chance(Side::Foes), BigRational::from_integer(1.into()));
    /// # Ok::<(), osr_combat::Error>(())
    /// ```
    #[must_use]
    pub fn spot_chance(&self, side: Side) -> BigRational {
        match self.detection(side) {
            Detection::Impossible => BigRational::zero(),
            Detection::Automatic => BigRational::one(),
            Detection::Save => self
                .group(side)
                .wits
                .odds()
                .probability(&PassFail::Pass)
                .unwrap_or_else(BigRational::zero),
        }
    }

    fn sight<S: FaceSource + ?Sized>(
        &self,
        side: Side,
        source: &mut S,
        dice: &mut Vec<Rolled>,
    ) -> Result<Sighting, osr_check::Error> {
        let detection = self.detection(side);
        Ok(match detection {
            Detection::Impossible | Detection::Automatic => Sighting {
                detection,
                save: None,
                spotted: detection == Detection::Automatic,
            },
            Detection::Save => {
                let roll = self.group(side).wits.roll(source)?;
                dice.extend_from_slice(roll.dice());
                Sighting {
                    detection,
                    spotted: roll.anyone_passed(),
                    save: Some(roll),
                }
            }
        })
    }
}

impl Check for Awareness {
    type Band = Spotting;
    type Outcome = AwarenessRoll;
    type Error = crate::Error;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<AwarenessRoll, crate::Error> {
        let mut dice = Vec::new();
        let party = self.sight(Side::Party, source, &mut dice)?;
        let foes = self.sight(Side::Foes, source, &mut dice)?;
        Ok(AwarenessRoll {
            band: Spotting::from_sides(party.spotted, foes.spotted),
            party,
            foes,
            dice,
        })
    }

    fn odds(&self) -> Odds<Spotting> {
        let party = self.spot_chance(Side::Party);
        let foes = self.spot_chance(Side::Foes);
        let one = BigRational::one();
        let weights = [
            (Spotting::Neither, (&one - &party) * (&one - &foes)),
            (Spotting::PartyOnly, &party * (&one - &foes)),
            (Spotting::FoesOnly, (&one - &party) * &foes),
            (Spotting::Both, &party * &foes),
        ];
        // Two independent sides, each a probability in 0..=1: the products
        // are never negative and sum to 1.
        Odds::new(weights.into_iter().filter(|(_, p)| !p.is_zero()), None)
            .unwrap_or_else(|_| Odds::certain(Spotting::Neither))
    }
}
