//! Helpers shared by the test modules.

use osr_encumbrance::bulk::Bulk;
use osr_equipment::gods_and_monsters::Price;

/// `hundredths` hundredths of a silver coin.
pub(crate) fn sc(hundredths: u64) -> Price {
    Price::from_subunits(hundredths)
}

/// `hundredths` hundredths of a bulk point, as a table cell.
pub(crate) fn bulk(hundredths: u32) -> Option<Bulk> {
    Some(Bulk::hundredths(hundredths))
}

/// Serializes `value`, reads it back, checks it is the same, and returns
/// the JSON text.
#[cfg(feature = "serde")]
pub(crate) fn round_trip<T>(value: T) -> String
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + core::fmt::Debug,
{
    let json = serde_json::to_string(&value).unwrap();
    assert_eq!(serde_json::from_str::<T>(&json).unwrap(), value, "{json}");
    json
}
