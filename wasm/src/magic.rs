//! Magic: spell lists as data, and spell research with its odds.

use osr::dice::Probability;
use osr::magic::cairn_house::{self, Effect, Spell};
use osr::magic::constitution::{self, RESEARCHED_RATING, Research, ResearchRoll, SpellRating};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::dice::{Exact, probability};
use crate::operation::declare_operations;
use crate::system::{CairnHouseSystem, ConstitutionSystem};
use crate::{ApiError, Dice};

declare_operations! {
    /// A system's spell list as data: every spell's stable ID, name and
    /// what it does at a spell level (Cairn House Rules: targets,
    /// duration, save, damage dice).
    "listSpells" => list_spells(ListSpellsRequest: "ListSpellsRequest") -> ListSpellsResponse: "ListSpellsResponse";
    /// Rolls the days of researching a new spell (3d6 Constitution,
    /// TC-12.9): 4d6 per spell level, doubled when the researcher also
    /// does their own chores; the spell is learnt at 50%.
    "rollResearch" => roll_research(ResearchRequest: "ResearchRequest") -> ResearchResponse: "ResearchResponse";
    /// The exact odds of the days a spell's research takes (3d6
    /// Constitution, TC-12.9), with their mean.
    "researchOdds" => research_odds(ResearchOddsRequest: "ResearchOddsRequest") -> ResearchOddsResponse: "ResearchOddsResponse";
}

/// The spell list to read.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ListSpellsRequest {
    /// The system: Cairn House Rules (`"cairn_house"`).
    #[allow(dead_code)]
    system: CairnHouseSystem,
    /// The spell level (1 to 9) the effects are given at.
    level: cairn_house::SpellLevel,
}

/// The spell list.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct ListSpellsResponse {
    /// Every spell, in the list's order.
    spells: Vec<SpellEntry>,
}

/// One spell of a list.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct SpellEntry {
    /// The stable snake-case ID (`"fireball"`), as requests and sheets
    /// name the spell.
    id: Spell,
    /// The display name (`"Fireball"`).
    name: &'static str,
    /// What it does at the level asked, in numbers.
    effect: Effect,
}

fn list_spells(request: ListSpellsRequest) -> Result<ListSpellsResponse, ApiError> {
    let ListSpellsRequest { level, .. } = request;
    Ok(ListSpellsResponse {
        spells: Spell::ALL
            .iter()
            .map(|&spell| SpellEntry {
                id: spell,
                name: spell.name(),
                effect: spell.effect(level),
            })
            .collect(),
    })
}

/// Research of a new spell.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ResearchRequest {
    /// The system: 3d6 Constitution (`"constitution"`).
    #[allow(dead_code)]
    system: ConstitutionSystem,
    /// The spell's level (1 to 10).
    level: constitution::SpellLevel,
    /// Whether the researcher does their own chores (doubling the
    /// time).
    #[serde(default)]
    chores: bool,
    /// Where the faces come from: 4d6 per spell level.
    dice: Dice,
}

/// The rolled research.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct ResearchResponse {
    /// The research, its days and its d6s, as osr-magic records it.
    research: ResearchRoll,
    /// The rating in the new spell when the research is done: 50%.
    rating: SpellRating,
    /// The faces used, in order.
    faces: Vec<u32>,
}

fn roll_research(request: ResearchRequest) -> Result<ResearchResponse, ApiError> {
    let ResearchRequest {
        level,
        chores,
        dice,
        ..
    } = request;
    let research = Research::new(level, chores);
    let (research, faces) = dice.run(|source| research.roll(source))?;
    Ok(ResearchResponse {
        research,
        rating: SpellRating::new(RESEARCHED_RATING)?,
        faces,
    })
}

/// Research of a new spell to weigh.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ResearchOddsRequest {
    /// The system: 3d6 Constitution (`"constitution"`).
    #[allow(dead_code)]
    system: ConstitutionSystem,
    /// The spell's level (1 to 10).
    level: constitution::SpellLevel,
    /// Whether the researcher does their own chores.
    #[serde(default)]
    chores: bool,
}

/// The odds of the days research takes.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct ResearchOddsResponse {
    /// The fewest days.
    min: i64,
    /// The most days.
    max: i64,
    /// The mean number of days.
    mean: Exact,
    /// Every number of days that can come up, ascending, with its
    /// probability.
    days: Vec<DaysOdds>,
}

/// One number of days and its probability.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct DaysOdds {
    /// The days.
    days: i64,
    /// Its probability.
    p: Probability,
}

fn research_odds(request: ResearchOddsRequest) -> Result<ResearchOddsResponse, ApiError> {
    let ResearchOddsRequest { level, chores, .. } = request;
    let distribution = Research::new(level, chores).days_odds()?;
    let days = distribution
        .outcomes()
        .map(|(days, p)| {
            Ok(DaysOdds {
                days,
                p: probability(&p)?,
            })
        })
        .collect::<Result<_, ApiError>>()?;
    Ok(ResearchOddsResponse {
        min: distribution.min().unwrap_or(0),
        max: distribution.max().unwrap_or(0),
        mean: Exact::from(&distribution.mean()),
        days,
    })
}
