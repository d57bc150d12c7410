//! The Murdham expedition. Murdham's adventuring rules use a character
//! without saying how one is made, so there is no rolled creation: the
//! party of four is the table's, stated as data. It buys its tools, goes
//! off the path to a barrow, fights its dead, and carries the grave goods
//! home to sell.
//!
//! The expedition is osr-play's, party, choices and all
//! (`osr::murdham::play::sample`): this driver only prints it.

use osr::murdham::play::sample;

use crate::chronicle::{Chronicle, to_json};

type Failure = Box<dyn std::error::Error>;

/// Plays the expedition from `seed`.
pub(crate) fn run(seed: u64) -> Result<Chronicle, Failure> {
    let played = sample::play(&mut osr::seeded(seed))?;
    let mut c = Chronicle::new(
        format_args!("Murdham: an expedition, seed {seed}"),
        &played.chronicle,
    );
    let state = played.expedition.state();
    c.sheets = state.party().iter().map(|m| to_json!(&m.sheet)).collect();
    c.summary = state.summary();
    c.saved = to_json!(&played.expedition);
    Ok(c)
}
