//! Whole fights played out: how often each side wins a fight of one setup,
//! by simulation, and the exact odds of a Cairn House Rules duel. Their
//! functions are in the fights module (`@osr-rs/osr/fights`), which the
//! main entry loads when one of them is first called, with the house
//! rules' initiative ([`super::house`]).

use super::duel::{DuelOddsRequest, DuelOddsResponse, duel_odds};
use super::simulate::{SimulateRequest, SimulateResponse, simulate_fights};
use crate::operation::declare_operations;

declare_operations! {
    /// Plays many whole fights of one setup from a seed, each under the
    /// library's simple policy (everyone attacks the first foe still in
    /// the fight), and counts how often each side wins. 3d6 Constitution
    /// (one on one), Cairn House Rules and Gods & Monsters.
    "simulateFights" => simulate_fights(SimulateRequest: "SimulateRequest") -> SimulateResponse: "SimulateResponse";
    /// The exact odds of each ending of a Cairn House Rules duel (two
    /// fighters trading blows until one is out), as fractions and
    /// decimals.
    "fightOdds" => duel_odds(DuelOddsRequest: "DuelOddsRequest") -> DuelOddsResponse: "DuelOddsResponse";
}

/// The operations of the fights module (`js/build.sh` builds it with these
/// alone, and the main module without them): whole fights, and the house
/// rules' initiative (21 kB the main module has no room for).
pub(crate) fn module() -> impl Iterator<Item = &'static crate::Operation> {
    OPERATIONS.iter().chain(super::house::OPERATIONS)
}
