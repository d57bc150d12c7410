//! What an expedition writes: the chronicle's lines, and for `--json` the
//! event log, the final sheets and the saved expedition.

use std::fmt::{Display, Write as _};

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
    /// Every event as data: `{"stage": ..., "who": ..., "event": ...}`.
    pub(crate) log: Vec<serde_json::Value>,
    /// The final sheets.
    pub(crate) sheets: Vec<serde_json::Value>,
    /// How the expedition ended, in figures every system shares (for
    /// `--tally`).
    pub(crate) summary: Option<osr::play::Summary>,
    /// The expedition as saved (osr-play's versioned JSON, read back only
    /// by replaying it), or `null`.
    pub(crate) saved: serde_json::Value,
    stage: &'static str,
}

impl Chronicle {
    /// Starts a stage of the expedition: a heading line.
    pub(crate) fn stage(&mut self, stage: &'static str, title: impl Display) {
        self.stage = stage;
        let _ = writeln!(self.text, "-- {title}");
    }

    /// A line of the chronicle with nothing logged.
    pub(crate) fn say(&mut self, line: impl Display) {
        let _ = writeln!(self.text, "{line}");
    }

    /// A line of the chronicle and its event in the log.
    pub(crate) fn event(&mut self, who: &str, line: impl Display, event: serde_json::Value) {
        if who.is_empty() {
            let _ = writeln!(self.text, "  {line}");
        } else {
            let _ = writeln!(self.text, "  {who}: {line}");
        }
        self.log.push(serde_json::json!({
            "stage": self.stage,
            "who": who,
            "event": event,
        }));
    }

    /// The whole expedition as one JSON document.
    pub(crate) fn json(&self, system: &str, seed: u64) -> serde_json::Value {
        serde_json::json!({
            "system": system,
            "seed": seed,
            "log": self.log,
            "sheets": self.sheets,
            "expedition": self.saved,
        })
    }
}
