//! What an expedition writes: the chronicle's text, and for `--json` the
//! chronicle's sections, the final sheets and the saved expedition.

use std::fmt::Display;

/// Converts a value to JSON with the `serde` feature; without it, `null`
/// (`--json` is refused then, so nothing reads it).
#[cfg(feature = "serde")]
macro_rules! to_json {
    ($value:expr) => {
        serde_json::to_value($value).unwrap_or(serde_json::Value::Null)
    };
}

#[cfg(not(feature = "serde"))]
macro_rules! to_json {
    ($value:expr) => {{
        let _ = $value;
        serde_json::Value::Null
    }};
}

pub(crate) use to_json;

/// The chronicle of one expedition.
#[derive(Debug, Default)]
pub(crate) struct Chronicle {
    /// The readable chronicle.
    pub(crate) text: String,
    /// The chronicle's sections as data: `[{"stage", "title", "lines"}]`.
    pub(crate) sections: serde_json::Value,
    /// The final sheets.
    pub(crate) sheets: Vec<serde_json::Value>,
    /// How the expedition ended, in figures every system shares (for
    /// `--tally`).
    pub(crate) summary: Option<osr::play::Summary>,
    /// The expedition as saved (osr-play's versioned JSON, read back only
    /// by replaying it), or `null`.
    pub(crate) saved: serde_json::Value,
}

impl Chronicle {
    /// The chronicle of an expedition osr-play played, under a title.
    pub(crate) fn new(title: impl Display, played: &osr::play::Chronicle) -> Self {
        Self {
            text: format!("== {title}\n{played}"),
            sections: to_json!(played),
            ..Self::default()
        }
    }

    /// The whole expedition as one JSON document.
    pub(crate) fn json(&self, system: &str, seed: u64) -> serde_json::Value {
        serde_json::json!({
            "system": system,
            "seed": seed,
            "chronicle": self.sections,
            "sheets": self.sheets,
            "expedition": self.saved,
        })
    }
}
