//! Whole fights played many times from a seed.

use osr::combat::{Side, cairn_house as ch, constitution as tc, gods_and_monsters as gm};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::fight::side_key;
use crate::error::Kind;
use crate::{ApiError, MAX_SEED};

/// The most fights one request plays.
pub(crate) const MAX_FIGHTS: u32 = 1_000;

/// Many fights of one setup.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum SimulateRequest {
    /// 3d6 Constitution: a one-on-one fight (exactly two combatants).
    Constitution {
        /// The two combatants and how initiative ties break.
        setup: tc::Setup,
        /// Whether direct hits are taken and the round limit (at most
        /// 1000, the default).
        #[serde(default)]
        policy: Option<tc::Policy>,
        /// How many fights, 1 to 1000.
        fights: u32,
        /// The seed of osr's reference generator, at most 2^53 - 1.
        seed: u64,
    },
    /// Cairn House Rules: everyone attacks the first foe still standing,
    /// morale and all; undecided after 1000 rounds.
    CairnHouse {
        /// The combatants, their leader and the rules options.
        setup: ch::Setup,
        /// How many fights, 1 to 1000.
        fights: u32,
        /// The seed of osr's reference generator, at most 2^53 - 1.
        seed: u64,
    },
    /// Gods & Monsters: at most 16 combatants; undecided after 10,000
    /// rounds.
    GodsAndMonsters {
        /// The combatants.
        setup: gm::Setup,
        /// How many fights, 1 to 1000.
        fights: u32,
        /// The seed of osr's reference generator, at most 2^53 - 1.
        seed: u64,
    },
}

/// How the fights ended.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct SimulateResponse {
    /// The fights played.
    fights: u32,
    /// Fights the party won.
    party: u32,
    /// Fights the foes won.
    foes: u32,
    /// Fights with no winner (the round limit, or nobody left standing).
    undecided: u32,
    /// The party's share of the fights, `party / fights`.
    party_share: f64,
}

fn check(fights: u32, seed: u64) -> Result<(), ApiError> {
    if fights == 0 || fights > MAX_FIGHTS {
        return Err(ApiError::new(
            Kind::OutOfRange,
            format_args!("fights must be in 1..={MAX_FIGHTS}, got {fights}"),
        ));
    }
    if seed > MAX_SEED {
        return Err(ApiError::new(
            Kind::OutOfRange,
            format_args!("seed must be in 0..={MAX_SEED}, got {seed}"),
        ));
    }
    Ok(())
}

/// Plays `fights` fights with `one`, each from the same generator in turn.
fn count(
    fights: u32,
    seed: u64,
    mut one: impl FnMut(&mut osr::DefaultRng) -> Result<Option<Side>, ApiError>,
) -> Result<SimulateResponse, ApiError> {
    check(fights, seed)?;
    let mut rng = osr::seeded(seed);
    let mut tally = [0_u32; 3];
    for _ in 0..fights {
        tally[side_key(one(&mut rng)?)] += 1;
    }
    let [party, foes, undecided] = tally;
    Ok(SimulateResponse {
        fights,
        party,
        foes,
        undecided,
        party_share: f64::from(party) / f64::from(fights),
    })
}

pub(super) fn simulate_fights(request: SimulateRequest) -> Result<SimulateResponse, ApiError> {
    match request {
        SimulateRequest::Constitution {
            setup,
            policy,
            fights,
            seed,
        } => {
            let policy = policy.unwrap_or_default();
            let limit = tc::Policy::default().max_rounds;
            if policy.max_rounds > limit {
                return Err(ApiError::new(
                    Kind::OutOfRange,
                    format_args!(
                        "max_rounds must be at most {limit}, got {}",
                        policy.max_rounds
                    ),
                ));
            }
            count(fights, seed, |rng| {
                Ok(match tc::simulate(&setup, policy, rng)? {
                    tc::Ending::Won(side) => Some(side),
                    tc::Ending::Undecided => None,
                })
            })
        }
        SimulateRequest::CairnHouse {
            setup,
            fights,
            seed,
        } => count(fights, seed, |rng| {
            Ok(
                match ch::simulate(&setup, ch::Policy::FirstStanding, rng)? {
                    ch::Ending::Won { winner, .. } => Some(winner),
                    ch::Ending::Undecided { .. } => None,
                },
            )
        }),
        SimulateRequest::GodsAndMonsters {
            setup,
            fights,
            seed,
        } => count(fights, seed, |rng| Ok(gm::simulate(&setup, rng)?.winner)),
    }
}
