//! Secrets and searching (MU-travel.secrets, .search, .aimed-search,
//! .passive, .trap).

use osr_check::Check;
use osr_check::murdham::{GroupRoll, GroupSave};
use osr_core::FaceSource;

use crate::{Error, Unit};

/// An area that may hold secrets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamArea"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Area {
    /// A zone: traps, hidden treasure, secret passages, hidden beings.
    Zone,
    /// A sector: a concealed hut, a hard-to-find shop, secret entrances.
    Sector,
    /// A region: forgotten ruins, hidden caves.
    Region,
}

/// What a search takes and finds: `(unit, secrets found)`. A zone takes
/// a stretch, a sector or a region a watch; zones and sectors give up
/// every secret, a region only one per search.
///
/// # Examples
///
/// ```
/// use osr_travel::Unit;
/// use osr_travel::murdham::{Area, search};
///
/// assert_eq!(search(Area::Region, 3), (Unit::Watch, 1));
/// assert_eq!(search(Area::Zone, 3), (Unit::Stretch, 3));
/// ```
#[must_use]
pub const fn search(area: Area, secrets: u32) -> (Unit, u32) {
    match area {
        Area::Zone => (Unit::Stretch, secrets),
        Area::Sector => (Unit::Watch, secrets),
        Area::Region => (Unit::Watch, if secrets > 0 { 1 } else { 0 }),
    }
}

/// Looking at exactly the right spot: the index of the secret hidden at
/// `spot`, found without a full search.
///
/// ```
/// use osr_travel::murdham::aimed_search;
///
/// assert_eq!(aimed_search("hearth", &["statue", "hearth"]), Some(1));
/// ```
#[must_use]
pub fn aimed_search(spot: &str, secrets: &[&str]) -> Option<usize> {
    secrets.iter().position(|s| *s == spot)
}

/// Spotting a secret on entering its area: a perfectly concealed one is
/// never spotted (`None`, no roll); otherwise the referee rolls a group
/// WIT save in secret and anyone passing notices it.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_travel::murdham::passive_notice;
///
/// let roll = passive_notice(&[8, 11], false, &mut SuppliedFaces::new(&[9]))?.unwrap();
/// assert!(roll.anyone_passed());
/// # Ok::<(), osr_travel::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] for scores out of range or a failed face source.
pub fn passive_notice<S: FaceSource + ?Sized>(
    wits: &[i32],
    perfectly_concealed: bool,
    source: &mut S,
) -> Result<Option<GroupRoll>, Error> {
    match passive_notice_save(wits, perfectly_concealed)? {
        Some(group) => Ok(Some(group.roll(source)?)),
        None => Ok(None),
    }
}

/// The group WIT save [`passive_notice`] rolls, or `None` for a perfectly
/// concealed secret, which no roll finds.
///
/// ```
/// use num_rational::BigRational;
/// use osr_travel::murdham::passive_notice_save;
///
/// // WITs 8 and 11: noticed when the d20 shows at most 11.
/// let group = passive_notice_save(&[8, 11], false)?.unwrap();
/// let anyone = group.passing_odds().sum_where(|passing| *passing > 0);
/// assert_eq!(anyone, BigRational::new(11.into(), 20.into()));
/// assert!(passive_notice_save(&[8, 11], true)?.is_none());
/// # Ok::<(), osr_travel::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] for no member, more than 100, or a score out of range.
pub fn passive_notice_save(
    wits: &[i32],
    perfectly_concealed: bool,
) -> Result<Option<GroupSave>, Error> {
    let group = GroupSave::new(wits)?;
    Ok((!perfectly_concealed).then_some(group))
}

/// Whether a trap goes off: not when the character noticed it first.
///
/// ```
/// use osr_travel::murdham::trap_springs;
///
/// assert!(!trap_springs(true));
/// ```
#[must_use]
pub const fn trap_springs(noticed: bool) -> bool {
    !noticed
}
