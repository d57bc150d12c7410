//! The Cairn House Rules expedition: four characters rolled by the rules
//! buy weapons and armour, hire a porter to carry their supplies, walk to
//! a crypt, burst its door, search it and carry the treasure home.
//!
//! The expedition is osr-play's, party, choices and all
//! (`osr::cairn_house::play::sample`): this driver only prints it.

use osr::cairn_house::play::sample;

use crate::chronicle::{Chronicle, to_json};

type Failure = Box<dyn std::error::Error>;

/// Plays the expedition from `seed`.
pub(crate) fn run(seed: u64) -> Result<Chronicle, Failure> {
    let played = sample::play(&mut osr::seeded(seed))?;
    let mut c = Chronicle::new(
        format_args!("Cairn House Rules: an expedition, seed {seed}"),
        &played.chronicle,
    );
    let state = played.expedition.state();
    c.sheets = state.party().iter().map(|m| to_json!(m.sheet())).collect();
    c.summary = state.summary();
    c.saved = to_json!(&played.expedition);
    Ok(c)
}
