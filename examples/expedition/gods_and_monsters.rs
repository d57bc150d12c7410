//! The Gods & Monsters expedition: four dwarves (a warrior, a thief, a
//! sorceror and a prophet) are created by the rules, buy their gear, walk
//! to the Greyfell caves, explore them by torchlight, bring the hoard
//! home and share it.
//!
//! The expedition is osr-play's, party, choices and all
//! (`osr::gods_and_monsters::play::sample`): this driver only prints it.

use osr::gods_and_monsters::play::sample;

use crate::chronicle::{Chronicle, to_json};

type Failure = Box<dyn std::error::Error>;

/// Plays the expedition from `seed`.
pub(crate) fn run(seed: u64) -> Result<Chronicle, Failure> {
    let played = sample::play(&mut osr::seeded(seed))?;
    let mut c = Chronicle::new(
        format_args!("Gods & Monsters: an expedition, seed {seed}"),
        &played.chronicle,
    );
    let state = played.expedition.state();
    c.sheets = state
        .members()
        .iter()
        .map(|m| to_json!(m.sheet()))
        .collect();
    c.summary = state.summary();
    c.saved = to_json!(&played.expedition);
    Ok(c)
}
