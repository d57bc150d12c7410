//! Missiles and weapons: range penalties, strength on thrown and
//! strength-rated propelled weapons, weapons of another size, and weapons
//! that take several actions.

use osr_equipment::gods_and_monsters::{Size, size_attack_penalty};

use crate::Error;

use super::Penalty;

osr_core::bounded! {
    error: crate::Error;
    /// A distance in yards.
    pub struct Yards(u32) in 0..=100_000, "distance in yards";
    /// A weapon's range in yards (a range increment).
    pub struct Range(u32) in 1..=10_000, "range in yards";
    /// A strength contributor value (major or minor), as the weapon rules
    /// read it.
    pub struct Strength(i32) in -10..=20, "strength contributor";
}

/// The range penalty of a thrown or propelled weapon (rule
/// GM-combat.range-penalty): none within its range, 1 beyond it, and 1
/// more for every further range: `ceil(distance / range) - 1`, at least 0.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::range_penalty;
///
/// // A target 13 yards away: spear (6) -2, sling (10) -1, bow (20) none.
/// assert_eq!(range_penalty(13, 6)?.get(), 2);
/// assert_eq!(range_penalty(13, 10)?.get(), 1);
/// assert_eq!(range_penalty(13, 20)?.get(), 0);
/// # Ok::<(), osr_combat::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] (`OutOfRange`) for a distance outside
/// [`Yards::MIN`]`..=`[`Yards::MAX`] or a range outside
/// [`Range::MIN`]`..=`[`Range::MAX`].
pub fn range_penalty(distance: u32, range: u32) -> Result<Penalty, Error> {
    let distance = Yards::new(distance)?.get();
    let range = Range::new(range)?.get();
    let steps = distance.div_ceil(range).saturating_sub(1);
    Penalty::new(steps.min(Penalty::MAX))
}

/// The range penalty of a thrown weapon (rule GM-combat.thrown-strength):
/// the thrower's strength as a minor contributor cancels that many points
/// of [`range_penalty`]. A negative contributor cancels nothing (the rule
/// only says what strength takes away).
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::thrown_range_penalty;
///
/// // Toromeen (strength minor +2) throws a spear (range 6).
/// assert_eq!(thrown_range_penalty(18, 6, 2)?.get(), 0);
/// assert_eq!(thrown_range_penalty(19, 6, 2)?.get(), 1);
/// # Ok::<(), osr_combat::Error>(())
/// ```
///
/// # Errors
///
/// As [`range_penalty`], and [`Error::Core`] (`OutOfRange`) for a
/// contributor outside [`Strength::MIN`]`..=`[`Strength::MAX`].
pub fn thrown_range_penalty(
    distance: u32,
    range: u32,
    strength_minor: i32,
) -> Result<Penalty, Error> {
    let raw = range_penalty(distance, range)?.get();
    let cancelled = u32::try_from(Strength::new(strength_minor)?.get().max(0)).unwrap_or(0);
    Penalty::new(raw.saturating_sub(cancelled))
}

/// The attack penalty for a weapon made for a creature of another size
/// (rule GM-combat.size-penalty): 1 per size step, as osr-equipment's
/// [`size_attack_penalty`] counts them.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::size_penalty;
/// use osr_equipment::gods_and_monsters::Size;
///
/// // Toromeen, a small dwarf: a medium battleaxe -1, his small one 0.
/// assert_eq!(size_penalty(Size::Medium, Size::Small).get(), 1);
/// assert_eq!(size_penalty(Size::Small, Size::Small).get(), 0);
/// ```
#[must_use]
pub fn size_penalty(weapon: Size, wielder: Size) -> Penalty {
    // At most seven steps between fine and titanic.
    Penalty::new(size_attack_penalty(weapon, wielder)).unwrap_or(Penalty::ZERO)
}

/// A propelled weapon built for a strength (rule
/// GM-combat.propelled-strength): the strength it is rated for, as a major
/// contributor (range +25% a point, cost times 1 + major) and a minor
/// contributor (damage up to that much more).
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::StrengthRating;
///
/// // A bow (range 20, cost 25) rated for major +2 / minor +1.
/// let bow = StrengthRating::new(2, 1)?;
/// assert_eq!((bow.range(20)?, bow.cost_multiplier(), bow.damage_bonus()), (30, 3, 1));
/// // A wielder with strength major +1 only: -1 to attack, no extra range or damage.
/// let weak = bow.wielded_by(1, 0)?;
/// assert_eq!((weak.attack_penalty.get(), weak.damage_bonus, weak.rated), (1, 0, false));
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersStrengthRating"))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "RatingFields", into = "RatingFields")
)]
pub struct StrengthRating {
    major: Strength,
    minor: Strength,
}

#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct RatingFields {
    major: i32,
    minor: i32,
}

#[cfg(feature = "serde")]
impl TryFrom<RatingFields> for StrengthRating {
    type Error = Error;

    fn try_from(f: RatingFields) -> Result<Self, Error> {
        Self::new(f.major, f.minor)
    }
}

#[cfg(feature = "serde")]
impl From<StrengthRating> for RatingFields {
    fn from(r: StrengthRating) -> Self {
        Self {
            major: r.major.get(),
            minor: r.minor.get(),
        }
    }
}

/// What a strength-rated weapon gives its wielder.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersWielded"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Wielded {
    /// Whether the wielder has the strength the weapon is rated for.
    pub rated: bool,
    /// The attack penalty: the difference in strength bonuses, when the
    /// wielder lacks the rating.
    pub attack_penalty: Penalty,
    /// The damage bonus (none without the rating).
    pub damage_bonus: i32,
    /// The range in 25% steps gained (none without the rating).
    pub range_quarters: u32,
}

impl StrengthRating {
    /// A rating for strength `major` as a major contributor and `minor` as
    /// a minor one.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a major contributor below 1 (an
    /// unrated weapon) or a contributor outside its range, and for a minor
    /// contributor below 0 or above the major.
    pub fn new(major: i32, minor: i32) -> Result<Self, Error> {
        let major = Strength::new(major)?;
        let minor = Strength::new(minor)?;
        let out = |what, value: i32, min: i32, max: i32| {
            Err(osr_core::Error::OutOfRange {
                what,
                value: i64::from(value),
                min: i64::from(min),
                max: i64::from(max),
            }
            .into())
        };
        if major.get() < 1 {
            return out("rated strength", major.get(), 1, Strength::MAX);
        }
        if minor.get() < 0 || minor.get() > major.get() {
            return out("rated minor strength", minor.get(), 0, major.get());
        }
        Ok(Self { major, minor })
    }

    /// The major contributor rated for.
    #[must_use]
    pub const fn major(&self) -> i32 {
        self.major.get()
    }

    /// The minor contributor rated for.
    #[must_use]
    pub const fn minor(&self) -> i32 {
        self.minor.get()
    }

    /// The weapon's range for a wielder with the rating: `base` plus 25%
    /// per point of major contributor, rounded down.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a base range outside
    /// [`Range::MIN`]`..=`[`Range::MAX`].
    pub fn range(&self, base: u32) -> Result<u32, Error> {
        let base = Range::new(base)?.get();
        let quarters = self.major.get().unsigned_abs();
        Ok(base + base * quarters / 4)
    }

    /// How many times the weapon's cost it sells for: 1 + the major
    /// contributor built in (twice at +1, three times at +2).
    #[must_use]
    pub const fn cost_multiplier(&self) -> u32 {
        1 + self.major.get().unsigned_abs()
    }

    /// The damage bonus for a wielder with the rating: the minor
    /// contributor rated for.
    #[must_use]
    pub const fn damage_bonus(&self) -> i32 {
        self.minor.get()
    }

    /// What the weapon gives a wielder of strength `major` / `minor`
    /// contributors: with at least the rated major contributor, the extra
    /// range, and damage up to the rated minor contributor; without it, an
    /// attack penalty of the difference and nothing extra.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a contributor outside
    /// [`Strength::MIN`]`..=`[`Strength::MAX`].
    pub fn wielded_by(&self, major: i32, minor: i32) -> Result<Wielded, Error> {
        let major = Strength::new(major)?.get();
        let minor = Strength::new(minor)?.get();
        if major < self.major.get() {
            let lacking = (self.major.get() - major).unsigned_abs();
            return Ok(Wielded {
                rated: false,
                attack_penalty: Penalty::new(lacking)?,
                damage_bonus: 0,
                range_quarters: 0,
            });
        }
        Ok(Wielded {
            rated: true,
            attack_penalty: Penalty::ZERO,
            damage_bonus: minor.clamp(0, self.minor.get()),
            range_quarters: self.major.get().unsigned_abs(),
        })
    }
}

/// The actions one use of a weapon takes (rule GM-combat.multi-action):
/// its fire actions (loading, arming, firing) in close combat, one fewer
/// outside it, never fewer than one. The actions need not follow one
/// another: a weapon loaded beforehand needs only what is left.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::actions_to_fire;
///
/// // An arquebus: 3 actions in close combat, 2 out of it.
/// assert_eq!(actions_to_fire(3, true), 3);
/// assert_eq!(actions_to_fire(3, false), 2);
/// assert_eq!(actions_to_fire(1, false), 1);
/// ```
#[must_use]
pub const fn actions_to_fire(fire_actions: u32, close_combat: bool) -> u32 {
    if close_combat || fire_actions <= 1 {
        if fire_actions == 0 { 1 } else { fire_actions }
    } else {
        fire_actions - 1
    }
}
