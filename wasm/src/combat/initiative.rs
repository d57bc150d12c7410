//! Initiative on its own: each combatant's roll, the order it gives and
//! its exact odds, for a tracker that runs the fight itself.

use osr::check::constitution::AbilityScore;
use osr::check::{Check, Odds, Resolved, cairn_house as ch_check, murdham as mu_check};
use osr::combat::cairn_house::{InitiativeMode, initiative, party_initiative_odds};
use osr::combat::constitution::{Bonus, Start, initiative_odds, roll_initiative};
use osr::combat::murdham as mu;
use osr::dice::Probability;
use osr::dice::num_rational::BigRational;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::fight::{MAX_NAMES, checked_name};
use crate::dice::probability;
use crate::error::{Kind, placed};
use crate::operation::declare_operations;
use crate::{ApiError, Dice};

declare_operations! {
    /// Rolls initiative at the start of a fight, by the system's rules,
    /// with the exact odds before the dice. 3d6 Constitution (TC-5.1,
    /// TC-5.10, TC-5.11): 1d20 + wits + a bonus for each combatant, or an
    /// ambusher's or a flat-footed victim's start; the order from the
    /// highest, and each one's chance of the highest score alone (the
    /// superior initiative). Cairn House Rules (CH-combat.initiative):
    /// each PC's DEX save, or Haste or Slow; who acts before the enemies
    /// in every phase, and the odds of how many do. Murdham
    /// (MU-combat.awareness.*): whether each side spots the other at an
    /// encounter's start, by the sides' stances and a group WIT save, and
    /// the odds of each way it falls out.
    "rollInitiative" => roll(InitiativeRequest: "InitiativeRequest") -> InitiativeResponse: "InitiativeResponse";
}

/// A fight's initiative to roll.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum InitiativeRequest {
    /// 3d6 Constitution.
    Constitution {
        /// Every combatant, in the order ties are broken (at most 64).
        combatants: Vec<ConstitutionEntrant>,
        /// Where the faces come from: a d20 each (two with an advantage
        /// or penalty die), in the combatants' order.
        dice: Dice,
    },
    /// Cairn House Rules.
    CairnHouse {
        /// Every PC (at most 64); the enemies roll nothing.
        pcs: Vec<CairnHouseEntrant>,
        /// Where the faces come from: a d20 for each PC who saves, in
        /// order; needed only when one does.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        dice: Option<Dice>,
    },
    /// Murdham: awareness at an encounter's start.
    Murdham {
        /// The party.
        party: MurdhamSide,
        /// The foes.
        foes: MurdhamSide,
        /// Where the faces come from: each side's group WIT save, the
        /// party's first, when its stance calls for one.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        dice: Option<Dice>,
    },
}

/// A Murdham side meeting the other.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct MurdhamSide {
    /// How it carries itself: `"cautious"`, `"reckless"` or `"hidden"`.
    stance: mu::Stance,
    /// Each member's WIT, 0 to 20, for the group save (1 to 64 of
    /// them).
    #[serde(deserialize_with = "osr::core::strict::at_most::<_, _, MAX_NAMES>")]
    #[schemars(length(min = 1, max = 64))]
    wits: Vec<mu_check::AbilityScore>,
}

/// A 3d6 Constitution combatant.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ConstitutionEntrant {
    /// The name, 1 to 40 characters.
    name: String,
    /// The WIT score, 1 to 20.
    #[serde(rename = "wit")]
    wits: AbilityScore,
    /// A bonus to the roll (a fighter's level, weapons training), -50 to
    /// 50.
    #[serde(default)]
    bonus: Bonus,
    /// How it starts: `"roll"` (the rule), `"advantage"` or `"ambush"`
    /// (a prepared ambusher), `"penalty"` or `"flat_footed"` (a surprised
    /// victim), `"henchman"` (1, no roll).
    #[serde(default)]
    start: Start,
}

/// A Cairn House Rules PC.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct CairnHouseEntrant {
    /// The name, 1 to 40 characters.
    name: String,
    /// The DEX score, 0 to 20.
    dex: ch_check::AbilityScore,
    /// `"save"` (the rule), or `"haste"` or `"slow"` in its place.
    #[serde(default)]
    mode: InitiativeMode,
}

/// A fight's initiative.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case")]
pub(crate) enum InitiativeResponse {
    /// 3d6 Constitution.
    Constitution {
        /// Each combatant's score, from the highest; equal scores in the
        /// request's order.
        order: Vec<ConstitutionInitiative>,
        /// One line per combatant, for players.
        lines: Vec<String>,
        /// The faces used, in order.
        faces: Vec<u32>,
    },
    /// Cairn House Rules.
    CairnHouse {
        /// Each PC's save, in the request's order.
        pcs: Vec<CairnHouseInitiative>,
        /// The exact odds of how many PCs act before the enemies.
        before_odds: Odds<u32>,
        /// One line per PC, for players.
        lines: Vec<String>,
        /// The faces used, in order.
        faces: Vec<u32>,
    },
    /// Murdham.
    Murdham {
        /// Who spotted whom: the side that alone spotted the other chooses
        /// what happens.
        spotting: mu::Spotting,
        /// The party's look at the foes.
        party: mu::Sighting,
        /// The foes' look at the party.
        foes: mu::Sighting,
        /// The exact odds of each way it could fall out, before the dice.
        odds: Odds<mu::Spotting>,
        /// One line per side and the outcome, for players.
        lines: Vec<String>,
        /// The faces used, in order.
        faces: Vec<u32>,
    },
}

/// A 3d6 Constitution combatant's initiative.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct ConstitutionInitiative {
    /// The name.
    name: String,
    /// How it started.
    start: Start,
    /// The score: each round everyone acts from the highest.
    score: u32,
    /// The d20s kept and dropped (none for a start without a roll).
    d20s: Vec<u32>,
    /// The exact chance it had of the highest score alone: superior
    /// initiative.
    first_chance: Probability,
}

/// A Cairn House Rules PC's initiative.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct CairnHouseInitiative {
    /// The name.
    name: String,
    /// Whether the PC acts before the enemies in every phase.
    before_enemies: bool,
    /// The d20 of the DEX save, if one was rolled.
    d20: Option<u32>,
    /// The exact chance it had of acting before the enemies.
    chance: Probability,
}

/// The names of the entrants listed under `field`, checked: at most 64,
/// each 1 to 40 characters; a refusal names the list or the name.
fn check_names<'a>(
    field: &str,
    names: impl ExactSizeIterator<Item = &'a str>,
) -> Result<(), ApiError> {
    ApiError::at_most(Kind::TooManyNames, names.len(), MAX_NAMES, |n| {
        format!("{n} combatants were given")
    })
    .map_err(|err| placed(&format!("/{field}"), err))?;
    for (i, name) in names.enumerate() {
        checked_name(name).map_err(|err| placed(&format!("/{field}/{i}/name"), err))?;
    }
    Ok(())
}

fn roll(request: InitiativeRequest) -> Result<InitiativeResponse, ApiError> {
    match request {
        InitiativeRequest::Constitution { combatants, dice } => {
            check_names("combatants", combatants.iter().map(|c| c.name.as_str()))?;
            constitution(combatants, &dice)
        }
        InitiativeRequest::CairnHouse { pcs, dice } => {
            check_names("pcs", pcs.iter().map(|c| c.name.as_str()))?;
            cairn_house(pcs, dice)
        }
        InitiativeRequest::Murdham { party, foes, dice } => murdham(&party, &foes, dice),
    }
}

fn murdham(
    party: &MurdhamSide,
    foes: &MurdhamSide,
    dice: Option<Dice>,
) -> Result<InitiativeResponse, ApiError> {
    use osr::combat::Side;
    // Each WIT is in range once read: the group refuses only a count of
    // members, which names the side's list.
    let group = |side: &MurdhamSide, field: &str| {
        let wits: Vec<i32> = side.wits.iter().map(|w| w.get()).collect();
        mu::Group::new(side.stance, &wits).map_err(|err| placed(&format!("/{field}/wits"), err))
    };
    let meeting = mu::Awareness::new(group(party, "party")?, group(foes, "foes")?);
    let saves = [Side::Party, Side::Foes]
        .iter()
        .any(|&side| meeting.detection(side) == mu::Detection::Save);
    let dice = Dice::needed(
        dice,
        saves.then_some("a group WIT save to spot the other side"),
    )?;
    let (roll, faces) = dice.run(|source| meeting.roll(source))?;
    let mut lines = Vec::new();
    for (side, who, other) in [
        (Side::Party, "The party", "foes"),
        (Side::Foes, "The foes", "party"),
    ] {
        let sighting = roll.side(side);
        let spot = if sighting.spotted {
            "spot"
        } else {
            "do not spot"
        };
        lines.push(match (&sighting.detection, &sighting.save) {
            (mu::Detection::Save, Some(save)) => format!(
                "{who} {spot} the {other} (group WIT save, d20 {})",
                save.dice().first().map_or(0, |d| d.face)
            ),
            (mu::Detection::Automatic, _) => format!("{who} spot the {other} without a roll"),
            _ => format!("{who} cannot spot the {other}"),
        });
    }
    let spotting = roll.band();
    let mut outcome = spotting.to_string();
    outcome[..1].make_ascii_uppercase();
    lines.push(outcome);
    Ok(InitiativeResponse::Murdham {
        spotting,
        party: roll.party().clone(),
        foes: roll.foes().clone(),
        odds: meeting.odds(),
        lines,
        faces,
    })
}

fn constitution(
    combatants: Vec<ConstitutionEntrant>,
    dice: &Dice,
) -> Result<InitiativeResponse, ApiError> {
    // Each one's chance of the highest score alone: the sum over its
    // scores of that score's chance times every other's chance of less.
    let odds: Vec<Odds<u32>> = combatants
        .iter()
        .map(|c| initiative_odds(c.wits.get(), c.bonus.get(), c.start))
        .collect();
    let first = |i: usize| {
        odds[i]
            .bands()
            .map(|(&score, p)| {
                odds.iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .fold(p.clone(), |acc, (_, other)| {
                        acc * other.sum_where(|&s| s < score)
                    })
            })
            .fold(BigRational::from_integer(0.into()), |sum, p| sum + p)
    };
    let (rolls, faces) = dice.run(|source| {
        combatants
            .iter()
            .map(|c| roll_initiative(c.wits.get(), c.bonus.get(), c.start, source))
            .collect::<Result<Vec<_>, _>>()
    })?;
    let mut order = combatants
        .into_iter()
        .zip(rolls)
        .enumerate()
        .map(|(i, (c, roll))| {
            Ok(ConstitutionInitiative {
                d20s: roll.dice.iter().flatten().map(|d| d.face).collect(),
                start: c.start,
                score: roll.score,
                first_chance: probability(&first(i))?,
                name: c.name,
            })
        })
        .collect::<Result<Vec<_>, ApiError>>()?;
    // A stable sort keeps equal scores in the request's order.
    order.sort_by_key(|c| core::cmp::Reverse(c.score));
    let lines = order
        .iter()
        .map(|c| match c.d20s.as_slice() {
            [] => format!("{}: initiative {}", c.name, c.score),
            [d20] => format!("{}: d20 {d20}, initiative {}", c.name, c.score),
            d20s => format!(
                "{}: d20s {}, the {} kept, initiative {}",
                c.name,
                d20s.iter()
                    .map(u32::to_string)
                    .collect::<Vec<_>>()
                    .join(" and "),
                if c.start == Start::Penalty {
                    "lower"
                } else {
                    "higher"
                },
                c.score
            ),
        })
        .collect();
    Ok(InitiativeResponse::Constitution {
        order,
        lines,
        faces,
    })
}

fn cairn_house(
    pcs: Vec<CairnHouseEntrant>,
    dice: Option<Dice>,
) -> Result<InitiativeResponse, ApiError> {
    let modes: Vec<(i32, InitiativeMode)> = pcs.iter().map(|pc| (pc.dex.get(), pc.mode)).collect();
    let before_odds = party_initiative_odds(&modes)?;
    let saves = pcs.iter().any(|pc| pc.mode == InitiativeMode::Save);
    let dice = Dice::needed(dice, saves.then_some("a DEX save for initiative"))?;
    let (rolled, faces) = dice.run(|source| {
        pcs.iter()
            .map(|pc| initiative(pc.dex.get(), pc.mode, source))
            .collect::<Result<Vec<_>, _>>()
    })?;
    let mut lines = Vec::new();
    let pcs = pcs
        .into_iter()
        .zip(rolled)
        .map(|(pc, (before_enemies, d20))| {
            let chance = match pc.mode {
                InitiativeMode::Save => osr::check::cairn_house::Save::new(pc.dex.get())?
                    .odds()
                    .sum_where(|band| band.passed()),
                InitiativeMode::Haste => BigRational::from_integer(1.into()),
                InitiativeMode::Slow => BigRational::from_integer(0.into()),
            };
            let when = if before_enemies { "before" } else { "after" };
            lines.push(match (pc.mode, d20) {
                (_, Some(d20)) => format!(
                    "{}: DEX save {d20} against {}: acts {when} the enemies",
                    pc.name,
                    pc.dex.get()
                ),
                (InitiativeMode::Haste, None) => {
                    format!("{}: hasted, acts before the enemies", pc.name)
                }
                (_, None) => format!("{}: slowed, acts after the enemies", pc.name),
            });
            Ok(CairnHouseInitiative {
                name: pc.name,
                before_enemies,
                d20,
                chance: probability(&chance)?,
            })
        })
        .collect::<Result<Vec<_>, ApiError>>()?;
    Ok(InitiativeResponse::CairnHouse {
        pcs,
        before_odds,
        lines,
        faces,
    })
}
