//! Advancement: experience and levels, and the rolls a character grows by.

use osr::advancement::constitution::{
    Improved, Improvement, SessionEnd, SessionEndRoll, SpellImprovement,
};
use osr::advancement::gods_and_monsters::{Abilities, Archetype, LevelGained, LevelUp};
use osr::advancement::{LevelTable, Xp, constitution, gods_and_monsters};
use osr::check::{Check, Odds};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::error::Kind;
use crate::operation::declare_operations;
use crate::system::{ConstitutionSystem, GodsAndMonstersSystem};
use crate::{ApiError, Dice};

declare_operations! {
    /// The level an experience total reaches in a system with levels
    /// (`constitution`, `gods_and_monsters`), on the system's table or a
    /// referee's own, with the thresholds of this level and the next.
    "levelForXp" => level_for_xp(LevelRequest: "LevelRequest") -> LevelResponse: "LevelResponse";
    /// Awards experience: the new total, its level, and every level gained
    /// on the way, with what each gives where the advancement rules say
    /// (Gods & Monsters' mojo and specialties).
    "gainXp" => gain_xp(GainRequest: "GainRequest") -> GainResponse: "GainResponse";
    /// Rolls 3d6 Constitution's end of session (TC-4.9, TC-12.15): a d20
    /// per ability in the player's order until one beats its score and
    /// rises by one, then, for a character who tried to cast, the d100
    /// (and d6) of the spell rating.
    "rollImprovement" => roll_improvement(ImprovementRequest: "ImprovementRequest") -> ImprovementResponse: "ImprovementResponse";
    /// The exact odds of 3d6 Constitution's end of session: which ability
    /// rises (or none), and the spell rating after its roll.
    "improvementOdds" => improvement_odds(ImprovementOddsRequest: "ImprovementOddsRequest") -> ImprovementOddsResponse: "ImprovementOddsResponse";
    /// Rolls a Gods & Monsters level-up (GM-adv.survival-verve and after):
    /// the d10 of survival (odd levels) or verve (even levels) with its
    /// contributors, and every other change the level brings (mojo,
    /// reactions, Fighting Art, specialty, thief's advance, moral code).
    "rollLevelUp" => roll_level_up(LevelUpRequest: "LevelUpRequest") -> LevelUpResponse: "LevelUpResponse";
    /// The exact odds of a Gods & Monsters level-up's survival or verve
    /// gain.
    "levelUpOdds" => level_up_odds(LevelUpOddsRequest: "LevelUpOddsRequest") -> LevelUpOddsResponse: "LevelUpOddsResponse";
}

/// A system with experience levels.
#[derive(Debug, Clone, Copy, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
#[schemars(inline)]
pub(crate) enum LevelSystem {
    /// 3d6 Constitution: level 2 at 1,500 XP, each next level at double
    /// (TC-2.9).
    Constitution,
    /// Gods & Monsters.
    GodsAndMonsters,
}

impl LevelSystem {
    /// The table a request names: the referee's, or the system's.
    fn table(self, table: Option<LevelTable>) -> LevelTable {
        table.unwrap_or_else(|| match self {
            Self::Constitution => constitution::level_table(),
            Self::GodsAndMonsters => gods_and_monsters::level_table(),
        })
    }
}

/// An experience total in a system with levels.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct LevelRequest {
    /// The system (`"constitution"` or `"gods_and_monsters"`).
    system: LevelSystem,
    /// The experience total.
    xp: Xp,
    /// A referee's level table instead of the rules' (a short campaign's
    /// scaled table, for example).
    #[serde(default)]
    table: Option<LevelTable>,
}

/// The level an experience total reaches.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct LevelResponse {
    /// The experience total.
    xp: Xp,
    /// The level reached.
    level: u32,
    /// The experience at which that level is reached.
    threshold: u64,
    /// The experience at which the next level is reached (the table's
    /// ceiling at its top level, which the table cannot place).
    next_threshold: u64,
    /// The table's top level.
    top: u32,
}

fn level_for_xp(request: LevelRequest) -> Result<LevelResponse, ApiError> {
    let LevelRequest { system, xp, table } = request;
    let table = system.table(table);
    let level = table.level(xp)?;
    let next_threshold = match level.checked_add(1) {
        Some(next) if next <= table.top() => table.threshold(next)?,
        _ => table.ceiling(),
    };
    Ok(LevelResponse {
        xp,
        level,
        threshold: table.threshold(level)?,
        next_threshold,
        top: table.top(),
    })
}

/// An award of experience in a system with levels.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct GainRequest {
    /// The system (`"constitution"` or `"gods_and_monsters"`).
    system: LevelSystem,
    /// The experience total before the award.
    xp: Xp,
    /// The experience awarded (never negative: experience is not taken
    /// away).
    award: i64,
    /// A referee's level table instead of the rules'.
    #[serde(default)]
    table: Option<LevelTable>,
}

/// The total after an award and the levels it crossed.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct GainResponse {
    /// The experience total after the award.
    xp: Xp,
    /// The level before the award.
    level_before: u32,
    /// The level after the award.
    level: u32,
    /// Every level gained, in order (empty when no threshold was crossed).
    gained: Vec<LevelCrossed>,
}

/// One level gained and what it gives.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct LevelCrossed {
    /// The level reached.
    level: u32,
    /// The experience at which it is reached.
    threshold: u64,
    /// Gods & Monsters: the mojo the level grants (ten plus the level).
    #[serde(skip_serializing_if = "Option::is_none")]
    mojo: Option<u32>,
    /// Gods & Monsters: whether the level brings a new specialty (the
    /// third level and every odd level after it).
    #[serde(skip_serializing_if = "Option::is_none")]
    specialty: Option<bool>,
}

fn gain_xp(request: GainRequest) -> Result<GainResponse, ApiError> {
    let GainRequest {
        system,
        xp,
        award,
        table,
    } = request;
    let table = system.table(table);
    let mojo = matches!(system, LevelSystem::GodsAndMonsters);
    // An award is a u64; the request's number below zero is refused as the
    // library refuses a negative award of mojo.
    let award = u64::try_from(award)
        .map_err(|_| osr::advancement::Error::NegativeAward { value: award })?;
    let after = xp.award(award)?;
    let level_before = table.level(xp)?;
    let level = table.level(after)?;
    let gained = table
        .levels_gained(xp, after)?
        .map(|level| {
            Ok(LevelCrossed {
                level,
                threshold: table.threshold(level)?,
                mojo: mojo.then(|| gods_and_monsters::mojo_for_level(level)),
                specialty: mojo.then(|| {
                    gods_and_monsters::specialties_at(level)
                        > gods_and_monsters::specialties_at(level - 1)
                }),
            })
        })
        .collect::<Result<_, ApiError>>()?;
    Ok(GainResponse {
        xp: after,
        level_before,
        level,
        gained,
    })
}

/// The end of a session to roll.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ImprovementRequest {
    /// The system: 3d6 Constitution (`"constitution"`).
    #[allow(dead_code)]
    system: ConstitutionSystem,
    /// The abilities to try, in the player's order, each once, with
    /// its score (1 to 20).
    improvement: Improvement,
    /// The spell rating (0 to 100) of a character who tried to cast
    /// this session; absent for one who did not.
    #[serde(default)]
    spell: Option<SpellImprovement>,
    /// Where the faces come from: a d20 per ability tried, then the
    /// d100 and, when it does not beat the rating, a d6.
    dice: Dice,
}

/// The rolled end of a session.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct ImprovementResponse {
    /// Every step as an event, and every die, as osr-advancement records
    /// it (and reads it back checked).
    rolled: SessionEndRoll,
    /// The faces used, in order.
    faces: Vec<u32>,
}

fn roll_improvement(request: ImprovementRequest) -> Result<ImprovementResponse, ApiError> {
    let ImprovementRequest {
        improvement,
        spell,
        dice,
        ..
    } = request;
    let end = SessionEnd::new(improvement, spell);
    let (rolled, faces) = dice.run(|source| end.roll(source))?;
    Ok(ImprovementResponse { rolled, faces })
}

/// The end of a session to weigh.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ImprovementOddsRequest {
    /// The system: 3d6 Constitution (`"constitution"`).
    #[allow(dead_code)]
    system: ConstitutionSystem,
    /// The abilities to try, in the player's order, each once, with
    /// its score (1 to 20).
    improvement: Improvement,
    /// The spell rating (0 to 100) of a character who tried to cast.
    #[serde(default)]
    spell: Option<SpellImprovement>,
}

/// The exact odds of the end of a session.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct ImprovementOddsResponse {
    /// Which ability rises (`{"raised": "wit"}`), or `"nothing"`.
    improvement: Odds<Improved>,
    /// The spell rating after its roll, when a spell rating was given.
    #[serde(skip_serializing_if = "Option::is_none")]
    spell: Option<Odds<u32>>,
}

fn improvement_odds(request: ImprovementOddsRequest) -> Result<ImprovementOddsResponse, ApiError> {
    let ImprovementOddsRequest {
        improvement, spell, ..
    } = request;
    Ok(ImprovementOddsResponse {
        improvement: improvement.odds(),
        spell: spell.map(|spell| spell.odds()),
    })
}

/// The most archetypes a level-up request lists: there are only so many
/// archetypes, each listed at most once.
const MAX_ARCHETYPES: usize = 16;

/// One archetype's level, after advancing.
#[derive(Debug, Clone, Copy, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ArchetypeLevel {
    /// The archetype.
    archetype: Archetype,
    /// Its level after advancing.
    level: u32,
}

/// A Gods & Monsters level-up: the archetype raised, every archetype's
/// level after advancing, and the abilities.
fn level_up(
    raised: Archetype,
    levels: &[ArchetypeLevel],
    abilities: &Abilities,
) -> Result<LevelUp, ApiError> {
    ApiError::at_most(Kind::TooManyArchetypes, levels.len(), MAX_ARCHETYPES, |n| {
        format!("{n} archetypes were listed")
    })?;
    let levels: Vec<(Archetype, u32)> = levels.iter().map(|l| (l.archetype, l.level)).collect();
    Ok(LevelUp::multi(raised, &levels, abilities)?)
}

/// A level-up to roll.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct LevelUpRequest {
    /// The system: Gods & Monsters (`"gods_and_monsters"`).
    #[allow(dead_code)]
    system: GodsAndMonstersSystem,
    /// The archetype that gains the level.
    raised: Archetype,
    /// Every archetype's level after advancing (one entry for a
    /// single-archetype character); the overall level is their sum, 2
    /// to 1000.
    levels: Vec<ArchetypeLevel>,
    /// The character's ability scores.
    abilities: Abilities,
    /// Where the faces come from: the level's d10.
    dice: Dice,
}

/// The rolled level-up.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct LevelUpResponse {
    /// Every change the level brings, and the d10, as osr-advancement
    /// records them.
    gained: LevelGained,
    /// The faces used, in order.
    faces: Vec<u32>,
}

fn roll_level_up(request: LevelUpRequest) -> Result<LevelUpResponse, ApiError> {
    let LevelUpRequest {
        raised,
        levels,
        abilities,
        dice,
        ..
    } = request;
    let level_up = level_up(raised, &levels, &abilities)?;
    let (gained, faces) = dice.run(|source| level_up.roll(source))?;
    Ok(LevelUpResponse { gained, faces })
}

/// A level-up to weigh.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct LevelUpOddsRequest {
    /// The system: Gods & Monsters (`"gods_and_monsters"`).
    #[allow(dead_code)]
    system: GodsAndMonstersSystem,
    /// The archetype that gains the level.
    raised: Archetype,
    /// Every archetype's level after advancing (one entry for a
    /// single-archetype character); the overall level is their sum, 2
    /// to 1000.
    levels: Vec<ArchetypeLevel>,
    /// The character's ability scores.
    abilities: Abilities,
}

/// The odds of a level-up's gain.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct LevelUpOddsResponse {
    /// Whether the level rolls verve (even levels) rather than survival.
    verve: bool,
    /// The modifier added to the d10.
    modifier: i32,
    /// The gain (never below 0) with its probability.
    gain: Odds<u32>,
}

fn level_up_odds(request: LevelUpOddsRequest) -> Result<LevelUpOddsResponse, ApiError> {
    let LevelUpOddsRequest {
        raised,
        levels,
        abilities,
        ..
    } = request;
    let level_up = level_up(raised, &levels, &abilities)?;
    Ok(LevelUpOddsResponse {
        verve: level_up.rolls_verve(),
        modifier: level_up.modifier(),
        gain: level_up.odds(),
    })
}
