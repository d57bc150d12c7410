//! Practical mojo: study modes, mojo resources, the mojo bonus table and
//! intelligence's shift along it.

use alloc::vec::Vec;

use osr_equipment::gods_and_monsters::Price;

use super::archetype::{AbilityScore, Contributors, SeedContributors};
use crate::Error;

/// The time period a study mode counts in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Period {
    /// A week (normal study).
    Week,
    /// A month (free-time study).
    Month,
    /// Two days (intensive study).
    TwoDays,
}

/// The three ways to study for practical mojo.
///
/// Reading: intensive study gives 1 mojo per two days (the seed prints
/// "zero", and its resource rules count intensive periods of two days).
///
/// # Examples
///
/// ```
/// use osr_advancement::gods_and_monsters::{Period, StudyMode};
/// use osr_equipment::gods_and_monsters::Price;
///
/// let normal = StudyMode::Normal;
/// assert_eq!((normal.period(), normal.cost_per_mojo()), (Period::Week, Price::whole(1)));
/// assert_eq!(StudyMode::FreeTime.max_projects(), 3);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum StudyMode {
    /// 1 mojo a week at 1 sc each; no adventuring or full-time job.
    Normal,
    /// 1 mojo a month at 2 sc each; a job with two free hours most days is
    /// fine, long travel is not; up to three projects at once (then no
    /// job).
    FreeTime,
    /// 1 mojo per two days at 3 sc each; needs a mojo resource, leaves no
    /// free time, lasts at most half the wisdom in days, then as long a
    /// pause; its mojo must be used within intelligence days.
    Intensive,
}

impl StudyMode {
    /// The period of one mojo (and of the bonus table's rates).
    #[must_use]
    pub const fn period(self) -> Period {
        match self {
            Self::Normal => Period::Week,
            Self::FreeTime => Period::Month,
            Self::Intensive => Period::TwoDays,
        }
    }

    /// Silver coins per mojo gained.
    #[must_use]
    pub const fn cost_per_mojo(self) -> Price {
        Price::whole(match self {
            Self::Normal => 1,
            Self::FreeTime => 2,
            Self::Intensive => 3,
        })
    }

    /// The time off allowed while gaining each practical mojo point, in
    /// half days: a day (normal), six days (free time), half a day
    /// (intensive). Days of study cannot be saved up, only mojo.
    #[must_use]
    pub const fn time_off_half_days(self) -> u32 {
        match self {
            Self::Normal => 2,
            Self::FreeTime => 12,
            Self::Intensive => 1,
        }
    }

    /// Projects that can be studied at once.
    #[must_use]
    pub const fn max_projects(self) -> u32 {
        match self {
            Self::FreeTime => 3,
            Self::Normal | Self::Intensive => 1,
        }
    }

    /// Whether a mojo resource is required.
    #[must_use]
    pub const fn needs_resource(self) -> bool {
        matches!(self, Self::Intensive)
    }
}

/// The longest stint of intensive study, in half days: half the wisdom in
/// days (wisdom 15: 7.5 days, 15 half days). Another stint waits at least
/// as long.
///
/// # Examples
///
/// ```
/// use osr_advancement::gods_and_monsters::{AbilityScore, intensive_stint_half_days};
///
/// assert_eq!(intensive_stint_half_days(AbilityScore::new(15)?), 15);
/// # Ok::<(), osr_advancement::Error>(())
/// ```
#[must_use]
pub fn intensive_stint_half_days(wisdom: AbilityScore) -> u32 {
    u32::try_from(wisdom.get()).unwrap_or(0)
}

/// The days within which intensive-study mojo must be used before it is
/// lost: the intelligence.
///
/// # Examples
///
/// ```
/// use osr_advancement::gods_and_monsters::{AbilityScore, intensive_mojo_lasts_days};
///
/// assert_eq!(intensive_mojo_lasts_days(AbilityScore::new(12)?), 12);
/// # Ok::<(), osr_advancement::Error>(())
/// ```
#[must_use]
pub fn intensive_mojo_lasts_days(intelligence: AbilityScore) -> u32 {
    u32::try_from(intelligence.get()).unwrap_or(0)
}

/// The kinds of mojo resource.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ResourceKind {
    /// A general book on a skill, level 1 to 7.
    GeneralBook,
    /// A specialized book on a skill, level 1 to 12.
    SpecializedBook,
    /// Cultural immersion, for a language or etiquette only.
    Immersion,
    /// A general library (100 to 15,000 books), ten times the difference.
    GeneralLibrary,
    /// A specialized library (100 to 5,000 books), twenty times.
    SpecializedLibrary,
    /// A tutor (rated by their field bonus), ten times.
    Tutor,
    /// A school, twenty times.
    School,
}

impl ResourceKind {
    /// What the level difference is multiplied by (immersion: none).
    #[must_use]
    pub const fn multiplier(self) -> u32 {
        match self {
            Self::GeneralBook | Self::SpecializedBook | Self::Immersion => 1,
            Self::GeneralLibrary | Self::Tutor => 10,
            Self::SpecializedLibrary | Self::School => 20,
        }
    }

    /// The highest level a resource of this kind has (books only).
    #[must_use]
    pub const fn max_level(self) -> Option<u32> {
        match self {
            Self::GeneralBook => Some(7),
            Self::SpecializedBook => Some(12),
            _ => None,
        }
    }
}

/// The most resources one study combines: one of each kind.
const MAX_RESOURCES: usize = 7;

/// The most a rated resource's level (or a tutor's bonus) may be.
pub const MAX_RESOURCE_LEVEL: u32 = 100;

/// A mojo resource used for one project.
///
/// # Examples
///
/// ```
/// use osr_advancement::gods_and_monsters::{Resource, ResourceKind};
///
/// let tutor = Resource::new(ResourceKind::Tutor, 4)?;
/// assert_eq!(tutor.total(2).total, 20);
/// assert!(Resource::new(ResourceKind::GeneralBook, 8).is_err());
/// # Ok::<(), osr_advancement::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "ResourceFields"))]
pub struct Resource {
    kind: ResourceKind,
    level: u32,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct ResourceFields {
    kind: ResourceKind,
    level: u32,
}

#[cfg(feature = "serde")]
impl TryFrom<ResourceFields> for Resource {
    type Error = Error;

    fn try_from(f: ResourceFields) -> Result<Self, Error> {
        Self::new(f.kind, f.level)
    }
}

/// A resource's mojo total for one student.
///
/// With the `serde` feature it serializes for display and does not
/// deserialize: it is a result worked out from the resource and the
/// student's level ([`Resource::total`]). Store those and work it out
/// again: a result read on its own could not be checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ResourceTotal {
    /// The mojo total: also the most it gives any one project.
    pub total: u32,
    /// The student's level or bonus is above the resource's: it serves
    /// once, as a total of its level.
    pub single_use: bool,
}

impl Resource {
    /// A resource of `kind` at `level` (a tutor: their field bonus; an
    /// immersion: the student's charisma).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a level outside 1..=7 (general
    /// book), 1..=12 (specialized book) or 1..=100.
    pub fn new(kind: ResourceKind, level: u32) -> Result<Self, Error> {
        let max = kind.max_level().unwrap_or(MAX_RESOURCE_LEVEL);
        osr_core::Error::check_range("resource level", level.into(), 1, max.into())?;
        Ok(Self { kind, level })
    }

    /// An immersion in a culture, for a student with this charisma.
    #[must_use]
    pub fn immersion(charisma: AbilityScore) -> Self {
        Self {
            kind: ResourceKind::Immersion,
            level: u32::try_from(charisma.get()).unwrap_or(1),
        }
    }

    /// The kind.
    #[must_use]
    pub const fn kind(&self) -> ResourceKind {
        self.kind
    }

    /// The mojo total for a student whose level or field bonus is
    /// `student`: (resource − student) × multiplier; nothing at equal
    /// levels; the resource's level, once, when the student is above it;
    /// an immersion's total is the charisma, whatever the student's level.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_advancement::gods_and_monsters::{Resource, ResourceKind};
    ///
    /// let library = Resource::new(ResourceKind::SpecializedLibrary, 5)?;
    /// assert_eq!(library.total(2).total, 60);
    /// let guide = Resource::new(ResourceKind::SpecializedBook, 5)?;
    /// assert_eq!(guide.total(6).total, 5);
    /// assert!(guide.total(6).single_use);
    /// # Ok::<(), osr_advancement::Error>(())
    /// ```
    #[must_use]
    pub const fn total(&self, student: u32) -> ResourceTotal {
        match self.kind {
            ResourceKind::Immersion => ResourceTotal {
                total: self.level,
                single_use: false,
            },
            _ if student > self.level => ResourceTotal {
                total: self.level,
                single_use: true,
            },
            kind => ResourceTotal {
                // Both at most 100, the multiplier at most 20.
                total: (self.level - student) * kind.multiplier(),
                single_use: false,
            },
        }
    }
}

/// A mojo bonus: `mojo` per `periods` time periods.
///
/// With the `serde` feature it serializes as `{"mojo": 1, "periods": 4}`.
/// It reads back only as a row of a [`BonusChart`], which checks it; a
/// rate worked out for a study ([`Study::rate`]) is a result of the chart
/// and the resources: work it out again from them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Rate {
    /// Mojo gained ...
    pub mojo: u32,
    /// ... per this many periods.
    pub periods: u32,
}

/// One row of the mojo bonus table.
///
/// With the `serde` feature it serializes for display and does not
/// deserialize: its rows are the constant [`BONUS_TABLE`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct BonusRow {
    /// The smallest mojo total of the row.
    pub from: u32,
    /// The largest.
    pub to: u32,
    /// The bonus.
    pub rate: Rate,
}

const fn row(from: u32, to: u32, mojo: u32, periods: u32) -> BonusRow {
    BonusRow {
        from,
        to,
        rate: Rate { mojo, periods },
    }
}

/// The seed's mojo bonus table: each row covers twice the totals of the
/// one before. Past 511 the table goes on the same way, one more mojo per
/// period for each doubling ([`bonus_row`]).
pub const BONUS_TABLE: [BonusRow; 9] = [
    row(1, 1, 1, 4),
    row(2, 3, 1, 3),
    row(4, 7, 1, 2),
    row(8, 15, 1, 1),
    row(16, 31, 2, 1),
    row(32, 63, 3, 1),
    row(64, 127, 4, 1),
    row(128, 255, 5, 1),
    row(256, 511, 6, 1),
];

/// The row of the bonus table a mojo total falls in (0 for a total of 1,
/// 8 for 256 to 511, and on past the table), `None` for a total of 0.
///
/// # Examples
///
/// ```
/// use osr_advancement::gods_and_monsters::bonus_row;
///
/// assert_eq!(bonus_row(60), Some(5));
/// assert_eq!(bonus_row(0), None);
/// ```
#[must_use]
pub const fn bonus_row(total: u32) -> Option<u32> {
    if total == 0 {
        None
    } else {
        Some(total.ilog2())
    }
}

/// The bonus of a row: the table's, or past its end one more mojo per
/// period per row.
///
/// # Examples
///
/// ```
/// use osr_advancement::gods_and_monsters::{Rate, row_rate};
///
/// assert_eq!(row_rate(0), Rate { mojo: 1, periods: 4 });
/// assert_eq!(row_rate(5), Rate { mojo: 3, periods: 1 });
/// ```
#[must_use]
pub fn row_rate(row: u32) -> Rate {
    BonusChart::seed().rate(row)
}

/// The most rows a bonus chart has: one per bit of a `u32` total.
const MAX_CHART_ROWS: usize = 32;

/// A mojo bonus chart a referee may replace: the rate of each row, row `r`
/// covering the totals 2^r to 2^(r+1) − 1 ([`bonus_row`]). Past its last
/// row the chart goes on at one more mojo per row, at the last row's
/// periods. [`BonusChart::seed`] is the seed's ([`BONUS_TABLE`]).
///
/// With the `serde` feature it serializes as `{"rates": [{"mojo": 1,
/// "periods": 4}, ...]}` and is checked on the way in like
/// [`BonusChart::new`].
///
/// # Examples
///
/// ```
/// use osr_advancement::gods_and_monsters::{BonusChart, Rate};
///
/// let house = BonusChart::new(vec![Rate { mojo: 1, periods: 2 }, Rate { mojo: 2, periods: 1 }])?;
/// assert_eq!(house.rate(0), Rate { mojo: 1, periods: 2 });
/// assert_eq!(house.rate(3), Rate { mojo: 4, periods: 1 });
/// assert_eq!(BonusChart::seed().rate(9), Rate { mojo: 7, periods: 1 });
/// # Ok::<(), osr_advancement::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "BonusChartFields"))]
pub struct BonusChart {
    rates: Vec<Rate>,
    /// The last row's rate and index, which the chart goes on from.
    #[cfg_attr(feature = "serde", serde(skip_serializing))]
    last: (u32, Rate),
}

/// A [`BonusChart`] as read, before it is checked.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct BonusChartFields {
    rates: Vec<RateFields>,
}

/// A [`Rate`] as read.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct RateFields {
    mojo: u32,
    periods: u32,
}

#[cfg(feature = "serde")]
impl TryFrom<BonusChartFields> for BonusChart {
    type Error = Error;

    fn try_from(fields: BonusChartFields) -> Result<Self, Error> {
        Self::new(
            fields
                .rates
                .into_iter()
                .map(|r| Rate {
                    mojo: r.mojo,
                    periods: r.periods,
                })
                .collect(),
        )
    }
}

impl BonusChart {
    /// A chart from the rates of rows 0, 1, 2, ...
    ///
    /// # Errors
    ///
    /// [`Error::InvalidTable`] for a chart of no row or more than 32, or a
    /// rate of no mojo or per no period.
    pub fn new(rates: Vec<Rate>) -> Result<Self, Error> {
        let invalid = |reason| Error::InvalidTable {
            table: "mojo bonus",
            reason,
        };
        let Some(last) = rates.last().copied() else {
            return Err(invalid("has no row"));
        };
        if rates.len() > MAX_CHART_ROWS {
            return Err(invalid("has more than 32 rows"));
        }
        if rates.iter().any(|r| r.mojo == 0 || r.periods == 0) {
            return Err(invalid(
                "needs at least 1 mojo per at least 1 period in each row",
            ));
        }
        // At most 32 rows: the last row's index fits.
        let row = u32::try_from(rates.len() - 1).map_err(|_| invalid("has more than 32 rows"))?;
        Ok(Self {
            last: (row, last),
            rates,
        })
    }

    /// The seed's chart, [`BONUS_TABLE`]'s rates.
    #[must_use]
    pub fn seed() -> Self {
        Self {
            rates: BONUS_TABLE.iter().map(|r| r.rate).collect(),
            // The table's nine rows end at row 8 (a wrong index would not
            // compile).
            last: (8, BONUS_TABLE[8].rate),
        }
    }

    /// The chart's rates, row 0 first.
    #[must_use]
    pub fn rates(&self) -> &[Rate] {
        &self.rates
    }

    /// The rate of `row`: the chart's, or past its end one more mojo per
    /// row than its last.
    #[must_use]
    pub fn rate(&self, row: u32) -> Rate {
        let (last_row, last) = self.last;
        match row.checked_sub(last_row) {
            Some(past) if past > 0 => Rate {
                mojo: last.mojo.saturating_add(past),
                periods: last.periods,
            },
            // At or below the last row: the chart lists it.
            _ => self
                .rates
                .get(usize::try_from(row).unwrap_or(usize::MAX))
                .copied()
                .unwrap_or(last),
        }
    }
}

impl Default for BonusChart {
    fn default() -> Self {
        Self::seed()
    }
}

/// A study plan for one project: a mode, the resources used (at most one
/// of each kind), the student's level or field bonus in it, and the
/// student's intelligence, which shifts the reading on the bonus table
/// by its major contribution when at least one resource is used.
///
/// Readings: the agreed row shift (the seed's own example does not match
/// its chart); a shift below the first row leaves no bonus. The mode's
/// cost applies to every mojo gained, bonus included; a resource's own
/// fee is the referee's. The bonus stops at the resources' total (each
/// gives at most its total to one project).
///
/// # Examples
///
/// ```
/// use osr_advancement::gods_and_monsters::{Rate, Resource, ResourceKind, Study, StudyMode};
///
/// // Philosophy +2 with a level 5 philosophical library and a tutor of +4.
/// let library = Resource::new(ResourceKind::SpecializedLibrary, 5)?;
/// let tutor = Resource::new(ResourceKind::Tutor, 4)?;
/// let study = Study::new(StudyMode::Normal, &[library, tutor], 2, 10)?;
/// assert_eq!(study.total(), 80);
/// assert_eq!(study.rate(), Some(Rate { mojo: 4, periods: 1 }));
/// # Ok::<(), osr_advancement::Error>(())
/// ```
///
/// With the `serde` feature it serializes as its inputs, `{"mode":
/// "normal", "resources": [{"kind": "tutor", "level": 4}], "student": 2,
/// "int": 10}` (the student's intelligence), and reads back through [`Study::new`] (under the
/// agreed contributor table).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "StudyFields", into = "StudyFields")
)]
pub struct Study {
    mode: StudyMode,
    resources: Vec<Resource>,
    student: u32,
    intelligence: AbilityScore,
    totals: Vec<ResourceTotal>,
    shift: i32,
}

/// A [`Study`] as written: its inputs.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct StudyFields {
    mode: StudyMode,
    resources: Vec<Resource>,
    student: u32,
    #[serde(rename = "int")]
    intelligence: i32,
}

#[cfg(feature = "serde")]
impl TryFrom<StudyFields> for Study {
    type Error = Error;

    fn try_from(f: StudyFields) -> Result<Self, Error> {
        Self::new(f.mode, &f.resources, f.student, f.intelligence)
    }
}

#[cfg(feature = "serde")]
impl From<Study> for StudyFields {
    fn from(study: Study) -> Self {
        Self {
            mode: study.mode,
            resources: study.resources,
            student: study.student,
            intelligence: study.intelligence.get(),
        }
    }
}

/// What a stretch of study yields.
///
/// With the `serde` feature it serializes for display and does not
/// deserialize: it is a result worked out from the study plan, which reads
/// back checked ([`Study`]), and the periods studied ([`Study::after`]).
/// Store those and work it out again: a result read on its own could not be
/// checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct StudyYield {
    /// One mojo per period of study.
    pub base: u32,
    /// The resources' bonus.
    pub bonus: u32,
    /// What the mojo costs at the mode's rate.
    pub cost: Price,
}

impl Study {
    /// A plan under the agreed contributor table.
    ///
    /// # Errors
    ///
    /// [`Error::Invalid`] for intensive study without a resource or two
    /// resources of one kind; [`Error::Core`] (`OutOfRange`) for an
    /// intelligence outside [`AbilityScore`]'s range.
    pub fn new(
        mode: StudyMode,
        resources: &[Resource],
        student: u32,
        intelligence: i32,
    ) -> Result<Self, Error> {
        Self::with(mode, resources, student, intelligence, &SeedContributors)
    }

    /// [`Study::new`] under a contributor table of the caller's.
    ///
    /// # Errors
    ///
    /// As [`Study::new`].
    pub fn with<C: Contributors + ?Sized>(
        mode: StudyMode,
        resources: &[Resource],
        student: u32,
        intelligence: i32,
        contributors: &C,
    ) -> Result<Self, Error> {
        let intelligence = AbilityScore::new(intelligence)?;
        if resources.len() > MAX_RESOURCES {
            return Err(Error::Invalid {
                what: "only one resource of each kind may be combined",
            });
        }
        if mode.needs_resource() && resources.is_empty() {
            return Err(Error::Invalid {
                what: "intensive study needs a mojo resource",
            });
        }
        for (i, r) in resources.iter().enumerate() {
            if resources[..i].iter().any(|o| o.kind == r.kind) {
                return Err(Error::Invalid {
                    what: "only one resource of each kind may be combined",
                });
            }
        }
        // Student levels and bonuses far above any resource are all alike.
        osr_core::Error::check_range(
            "student level",
            student.into(),
            0,
            MAX_RESOURCE_LEVEL.into(),
        )?;
        let shift = if resources.is_empty() {
            0
        } else {
            contributors.major(intelligence.get())
        };
        Ok(Self {
            mode,
            resources: resources.to_vec(),
            student,
            intelligence,
            totals: resources.iter().map(|r| r.total(student)).collect(),
            shift,
        })
    }

    /// The resources' combined mojo total: also the most they give this
    /// project.
    #[must_use]
    pub fn total(&self) -> u32 {
        self.totals.iter().map(|t| t.total).sum()
    }

    /// The rows intelligence moves the reading by.
    #[must_use]
    pub const fn shift(&self) -> i32 {
        self.shift
    }

    /// The bonus row read, after intelligence's shift (`None`: no bonus).
    #[must_use]
    pub fn row(&self) -> Option<u32> {
        let base = bonus_row(self.total())?;
        let shifted = i64::from(base) + i64::from(self.shift);
        u32::try_from(shifted).ok()
    }

    /// The resources' bonus rate, if any.
    #[must_use]
    pub fn rate(&self) -> Option<Rate> {
        self.rate_on(&BonusChart::seed())
    }

    /// The resources' bonus rate on a referee's `chart`, if any.
    #[must_use]
    pub fn rate_on(&self, chart: &BonusChart) -> Option<Rate> {
        self.row().map(|row| chart.rate(row))
    }

    /// The resources whose student is above them: they serve this one
    /// project only.
    pub fn single_use(&self) -> impl Iterator<Item = &Resource> + '_ {
        self.resources
            .iter()
            .zip(&self.totals)
            .filter(|(_, t)| t.single_use)
            .map(|(r, _)| r)
    }

    /// What `periods` periods of study yield.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_advancement::gods_and_monsters::{Study, StudyMode};
    /// use osr_equipment::gods_and_monsters::Price;
    ///
    /// let weeks = Study::new(StudyMode::Normal, &[], 0, 10)?.after(4)?;
    /// assert_eq!((weeks.base, weeks.bonus, weeks.cost), (4, 0, Price::whole(4)));
    /// # Ok::<(), osr_advancement::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Overflow`] when the mojo or its cost does not fit.
    pub fn after(&self, periods: u32) -> Result<StudyYield, Error> {
        self.after_on(periods, &BonusChart::seed())
    }

    /// What `periods` periods of study yield on a referee's `chart`.
    ///
    /// # Errors
    ///
    /// As [`Study::after`].
    pub fn after_on(&self, periods: u32, chart: &BonusChart) -> Result<StudyYield, Error> {
        let bonus = self.rate_on(chart).map_or(Ok(0), |rate| {
            (periods / rate.periods)
                .checked_mul(rate.mojo)
                .ok_or(Error::Overflow { what: "mojo" })
        })?;
        let bonus = bonus.min(self.total());
        let mojo = periods
            .checked_add(bonus)
            .ok_or(Error::Overflow { what: "mojo" })?;
        let cost = self
            .mode
            .cost_per_mojo()
            .checked_mul(mojo.into())
            .ok_or(Error::Overflow { what: "coins" })?;
        Ok(StudyYield {
            base: periods,
            bonus,
            cost,
        })
    }
}
