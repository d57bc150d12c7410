//! A played expedition's chronicle: its lines for players, in sections.

use alloc::string::{String, ToString as _};
use alloc::vec::Vec;
use core::fmt;

/// What a section of a chronicle tells: a stage of an expedition.
///
/// # Examples
///
/// ```
/// use osr_play::Stage;
///
/// assert_eq!(Stage::Site.to_string(), "site");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ExpeditionStage"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Stage {
    /// The party is made: rolled by the rules, or the table's.
    Creation,
    /// Buying, hiring and selling in town.
    Market,
    /// On the road, out or home.
    Road,
    /// At the expedition's goal: a delve, a cave, a barrow.
    Site,
    /// Back home: the treasure sold, wages paid, experience counted.
    Home,
    /// The final sheets.
    Sheets,
}

impl fmt::Display for Stage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Creation => "creation",
            Self::Market => "market",
            Self::Road => "road",
            Self::Site => "site",
            Self::Home => "home",
            Self::Sheets => "sheets",
        })
    }
}

/// One section of a chronicle: a heading and its lines.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ChronicleSection"))]
#[non_exhaustive]
pub struct Section {
    /// The stage it tells.
    pub stage: Stage,
    /// Its heading, for players ("the road to the crypt").
    pub title: String,
    /// Its lines, each an event or a note, for players.
    pub lines: Vec<String>,
}

/// The chronicle of a played expedition: every event and note as a line
/// for players, in sections by stage. `Display` writes it as text: each
/// section's heading after `-- `, each line indented by two spaces.
///
/// # Examples
///
/// ```
/// use osr_play::Stage;
/// use rand_core::SeedableRng as _;
///
/// let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(7);
/// let played = osr_play::cairn_house::sample::play(&mut rng)?;
/// let sections = played.chronicle.sections();
/// assert_eq!(sections[0].stage, Stage::Creation);
/// assert_eq!(sections[0].title, "the party, rolled by the rules");
/// assert_eq!(sections.last().map(|s| s.stage), Some(Stage::Sheets));
/// // Each line is for players: members by name.
/// assert!(sections[0].lines[0].starts_with("Ash: "));
/// assert!(played.chronicle.to_string().contains("\n-- the market\n"));
/// # Ok::<(), osr_play::Error>(())
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ExpeditionChronicle"))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct Chronicle {
    sections: Vec<Section>,
}

impl Chronicle {
    /// Its sections, in the order played.
    #[must_use]
    pub fn sections(&self) -> &[Section] {
        &self.sections
    }

    /// Starts a section.
    pub(crate) fn stage(&mut self, stage: Stage, title: impl fmt::Display) {
        self.start(stage, &title);
    }

    // The lines are written through `dyn Display`, so that each kind of
    // event does not get a copy of the writing.
    fn start(&mut self, stage: Stage, title: &dyn fmt::Display) {
        self.sections.push(Section {
            stage,
            title: title.to_string(),
            lines: Vec::new(),
        });
    }

    /// A line of the current section (of a first `Creation` section when
    /// none has started).
    pub(crate) fn say(&mut self, line: impl fmt::Display) {
        self.push(&line);
    }

    fn push(&mut self, line: &dyn fmt::Display) {
        if self.sections.is_empty() {
            self.start(Stage::Creation, &"the party");
        }
        if let Some(section) = self.sections.last_mut() {
            section.lines.push(line.to_string());
        }
    }

    /// A line about one member: `who: line`.
    pub(crate) fn of(&mut self, who: impl fmt::Display, line: impl fmt::Display) {
        self.say(format_args!("{who}: {line}"));
    }
}

impl fmt::Display for Chronicle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for section in &self.sections {
            writeln!(f, "-- {}", section.title)?;
            for line in &section.lines {
                writeln!(f, "  {line}")?;
            }
        }
        Ok(())
    }
}

/// A played expedition: its chronicle, and the expedition itself (its
/// final state, and every command with the faces it rolled and the events
/// it made, which replay it).
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Played<E> {
    /// Every event and note as a line for players.
    pub chronicle: Chronicle,
    /// The expedition as played.
    pub expedition: E,
}
