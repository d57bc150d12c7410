//! Tests of `osr_combat::constitution`.

mod duel;
mod fight;
mod initiative;
mod rules;
mod sim;

use osr_combat::Side;
use osr_combat::constitution::{Combatant, Command, Defence};

/// An ordinary human on `side` with `hp`, wits `wits`.
pub(crate) fn human(id: u32, side: Side, wits: i32, hp: u32) -> Combatant {
    let mut c = Combatant::new(id, side, hp).unwrap();
    c.wits = osr_check::constitution::AbilityScore::new(wits).unwrap();
    c
}

pub(crate) const fn attack(attacker: u32, target: u32) -> Command {
    Command::Attack {
        attacker,
        target,
        defence: Defence::None,
        direct_hit: false,
    }
}
