//! The Block, Dodge, Parry expedition. The rules chapter osr follows has
//! no character creation, money, experience or combat procedure, so the
//! party of four is the table's, stated as data. It walks to an old
//! crypt, explores it by torchlight past a pit and lurking ghouls, and
//! carries a silver idol home.
//!
//! The expedition is osr-play's, party, choices and all
//! (`osr::block_dodge_parry::play::sample`): this driver only prints it.

use osr::block_dodge_parry::play::sample;

use crate::chronicle::{Chronicle, to_json};

type Failure = Box<dyn std::error::Error>;

/// Plays the expedition from `seed`.
pub(crate) fn run(seed: u64) -> Result<Chronicle, Failure> {
    let played = sample::play(&mut osr::seeded(seed))?;
    let mut c = Chronicle::new(
        format_args!("Block, Dodge, Parry: an expedition, seed {seed}"),
        &played.chronicle,
    );
    let state = played.expedition.state();
    c.sheets = state.party().iter().map(|m| to_json!(m.sheet())).collect();
    c.summary = state.summary();
    c.saved = to_json!(&played.expedition);
    Ok(c)
}
