//! The 3d6 Constitution expedition: four level-1 characters rolled by the
//! rules (a tough fighter, a Goetia sage, a keen-eyed adventurer and a
//! classless haggler) buy armour and gear, walk through forest to a crypt,
//! delve it turn by turn, and come home.
//!
//! The expedition is osr-play's, party, choices and all
//! (`osr::constitution::play::sample`): this driver only prints it.

use osr::constitution::play::sample;

use crate::chronicle::{Chronicle, to_json};

type Failure = Box<dyn std::error::Error>;

/// Plays the expedition from `seed`.
pub(crate) fn run(seed: u64) -> Result<Chronicle, Failure> {
    let played = sample::play(&mut osr::seeded(seed))?;
    let mut c = Chronicle::new(
        format_args!("3d6 Constitution: an expedition, seed {seed}"),
        &played.chronicle,
    );
    let state = played.expedition.state();
    c.sheets = state.party().iter().map(|m| to_json!(m.sheet())).collect();
    c.summary = state.summary();
    c.saved = to_json!(&played.expedition);
    Ok(c)
}
