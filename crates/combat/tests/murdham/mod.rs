//! Tests of `osr_combat::murdham`.
//! Murdham: encounter setup, awareness, approach, social actions in a fight, zones and speed.

mod awareness;
mod encounter;
mod rules;

use osr_combat::Side;
use osr_combat::murdham::{Combatant, Setup, Stance};
use osr_health::murdham::Health;

/// A party of WIT 9 and 12 (ids 1, 2) against foes of WIT 10 and 8 (ids
/// 11, 12), every one with health 8 and no armour.
fn two_on_two(party: Stance, foes: Stance) -> Setup {
    let c = |id, side, wit| Combatant::new(id, side, wit, Health::full(8).unwrap(), 0).unwrap();
    Setup::new(
        party,
        foes,
        vec![
            c(1, Side::Party, 9),
            c(2, Side::Party, 12),
            c(11, Side::Foes, 10),
            c(12, Side::Foes, 8),
        ],
    )
    .unwrap()
}
