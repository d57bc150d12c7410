//! Playing a fight by a policy: the commands a simple table would give.

use osr_core::FaceSource;

use super::rules::{DefenderChoice, Phase, Step};
use super::{Action, Command, Ending, Fight, MAX_ROUNDS, Next};
use crate::Error;

/// How [`Fight::play`] and [`simulate`](super::simulate) choose for every
/// combatant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHousePolicy"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Policy {
    /// Every combatant attacks, on its weapon's phase, the first enemy
    /// still in the fight in setup order, with no maneuver, never casts,
    /// moves or flees (a blinded archer does nothing); morale is checked
    /// as the rules say; a defender offered a maneuver takes the damage.
    #[default]
    FirstStanding,
}

impl Policy {
    /// The command this policy gives for what `fight` waits for.
    #[must_use]
    pub fn command(self, fight: &Fight) -> Command {
        match fight.next() {
            Next::Initiative => Command::RollInitiative,
            Next::Choose { .. } => Command::Choose {
                choice: DefenderChoice::TakeDamage,
            },
            Next::Act { phase, id, .. } => {
                let Ok(me) = fight.fighter(id) else {
                    return Command::Act {
                        action: Action::Pass,
                    };
                };
                let attacks = matches!(phase, Phase::Missile | Phase::Melee)
                    && !(phase == Phase::Missile && me.health().wound_effects().blinded());
                let side = me.combatant().side();
                let target = fight
                    .fighters()
                    .iter()
                    .find(|f| f.out().is_none() && f.combatant().side() != side);
                match (attacks, target) {
                    (true, Some(target)) => Command::Act {
                        action: Action::Attack {
                            target: target.combatant().id(),
                            step: Step::Normal,
                            maneuver: None,
                        },
                    },
                    _ => Command::Act {
                        action: Action::Pass,
                    },
                }
            }
            Next::Over { .. } => Command::Act {
                action: Action::Pass,
            },
        }
    }
}

impl Fight {
    /// Drives the fight with `policy` until it ends or [`MAX_ROUNDS`]
    /// have been played.
    ///
    /// # Errors
    ///
    /// As [`step`](Self::step).
    pub fn play<S: FaceSource + ?Sized>(
        &mut self,
        policy: Policy,
        source: &mut S,
    ) -> Result<Ending, Error> {
        loop {
            if let Some(ending) = self.ending() {
                return Ok(ending);
            }
            if self.round() > MAX_ROUNDS {
                return Ok(Ending::Undecided { round: MAX_ROUNDS });
            }
            let command = policy.command(self);
            self.step(command, source)?;
        }
    }
}
