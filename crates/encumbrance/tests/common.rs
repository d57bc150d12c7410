//! Helpers shared by the test modules.

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

/// The message of the error reading `json` as a `T`.
#[cfg(feature = "serde")]
pub(crate) fn refusal<T: serde::de::DeserializeOwned + core::fmt::Debug>(json: &str) -> String {
    serde_json::from_str::<T>(json).unwrap_err().to_string()
}
