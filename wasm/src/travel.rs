//! Travel: the dungeon turn on its clock, a referee's random tables, and
//! encounter checks with their odds (Murdham's tasks of exploration,
//! `rollTask`, are in `task.rs`, and in the same module). These functions have a module of
//! their own (`@osr-rs/osr/travel`), which the main entry loads when one
//! of them is first called.

use osr::check::{Check, Odds};
use osr::dice::Probability;
use osr::travel::cairn_house::{
    self, Delve, DelveEvent, DungeonAction, DungeonEvent, Journey, JourneyEvent, Season,
    TurnReport, WatchAction, WatchReport, WeatherShift, WildEvent,
};
use osr::travel::constitution::{
    EncounterChecks, EncounterRoll, Load, Terrain, Trek, TrekDay, TrekEvent, Weather,
};
use osr::travel::{EntryRoll, RandomTable};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::dice::probability;
use crate::operation::declare_operations;
use crate::system::{CairnHouseSystem, ConstitutionSystem};
use crate::{ApiError, Dice};

declare_operations! {
    /// One exploration turn on the clock. Cairn House Rules' dungeon turn
    /// (CH-travel.turn): the party's action, the turn clock moves on one
    /// (timers that run out say so), then the Dungeon Event d6, rolling
    /// a wandering monster on the referee's table when it calls for one.
    /// Returns what happened and the delve to pass to the next turn.
    "travelTurn" => travel_turn(TurnRequest: "TurnRequest") -> TurnResponse: "TurnResponse";
    /// One watch of a wilderness journey (Cairn House Rules,
    /// CH-travel.watch, CH-travel.wild, CH-travel.wild-event): the
    /// company's action (travel, explore, a forced march at night, make
    /// camp or rest), then on a watch of travel the Wilderness Event d6,
    /// with the weather d6 on a 4 and the area's table for an encounter or
    /// a clue. Returns what happened, as data and as lines for players, and
    /// the journey to pass to the next watch.
    "wildernessWatch" => wilderness_watch(WatchRequest: "WatchRequest") -> WatchResponse: "WatchResponse";
    /// One day of a 3d6 Constitution company trekking overland (TC-13.4,
    /// TC-13.5, TC-13.8, TC-15.1): each hunter or forager rolls (the worst
    /// cut to the distance counts), the miles are covered by terrain,
    /// weather and load, the encounter checks are rolled on them, and each
    /// traveller eats a ration, the rations found first. Returns what
    /// happened, as data and as lines for players, the exact odds of each
    /// number of encounters before the dice, and the trek to pass to the
    /// next day.
    "trekDay" => trek_day(TrekDayRequest: "TrekDayRequest") -> TrekDayResponse: "TrekDayResponse";
    /// Rolls on a referee's own table (wandering monsters, weather,
    /// rumours): the dice summed and the row they read.
    "rollOnTable" => roll_on_table(TableRollRequest: "TableRollRequest") -> TableRollResponse: "TableRollResponse";
    /// The exact odds of every row of a referee's table.
    "tableOdds" => table_odds(TableOddsRequest: "TableOddsRequest") -> TableOddsResponse: "TableOddsResponse";
    /// Rolls encounter checks: 3d6 Constitution's d6 per check, overland
    /// (1 in 3) or in a dungeon (1 in 6), with the number met.
    "rollEncounter" => roll_encounter(EncounterRequest: "EncounterRequest") -> EncounterResponse: "EncounterResponse";
    /// The exact odds of meeting encounters: 3d6 Constitution's checks
    /// (each number of encounters), or Cairn House Rules' Dungeon Event
    /// die over a number of turns.
    "encounterOdds" => encounter_odds(EncounterOddsRequest: "EncounterOddsRequest") -> EncounterOddsResponse: "EncounterOddsResponse";
}

/// The operations of the travel module (`js/build.sh` builds it with these
/// alone, and the main module without them).
pub(crate) fn module() -> impl Iterator<Item = &'static crate::Operation> {
    OPERATIONS.iter().chain(crate::task::OPERATIONS)
}

/// A turn to play.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct TurnRequest {
    /// The system: Cairn House Rules (`"cairn_house"`).
    #[allow(dead_code)]
    system: CairnHouseSystem,
    /// The delve as the last turn left it; absent for a party entering
    /// the dungeon (turn 0, lit, the rules' event table).
    #[serde(default)]
    delve: Option<Delve>,
    /// Whether any member now carries supplies or treasure (absent:
    /// unchanged, or not encumbered on entering).
    #[serde(default)]
    encumbered: Option<bool>,
    /// Whether the party's place is now safe and well lit (absent:
    /// unchanged, or lit on entering).
    #[serde(default)]
    lit: Option<bool>,
    /// What the party does with the turn.
    action: DungeonAction,
    /// The area's wandering monster table, when the referee has one.
    #[serde(default)]
    monsters: Option<RandomTable>,
    /// Where the faces come from: the event d6, then the monster
    /// table's dice when an encounter or a clue rolls on it.
    dice: Dice,
}

/// What the turn did.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct TurnResponse {
    /// The turn's number, its action and its events, as osr-travel
    /// records them.
    report: TurnReport,
    /// What happened, for players: the turn and its action, then one line
    /// an event.
    lines: Vec<String>,
    /// The delve after the turn: pass it to the next one.
    delve: Delve,
    /// The faces used, in order.
    faces: Vec<u32>,
}

fn travel_turn(request: TurnRequest) -> Result<TurnResponse, ApiError> {
    let TurnRequest {
        delve,
        encumbered,
        lit,
        action,
        monsters,
        dice,
        ..
    } = request;
    let mut delve = delve.unwrap_or_else(|| Delve::new(encumbered.unwrap_or(false)));
    if let Some(encumbered) = encumbered {
        delve.set_encumbered(encumbered);
    }
    if let Some(lit) = lit {
        delve.set_lit(lit);
    }
    let (report, faces) = dice.run(|source| delve.turn(action, monsters.as_ref(), source))?;
    let lines = core::iter::once(format!("Turn {}: {}", report.turn, report.action))
        .chain(report.events.iter().map(|event| delve_line(event, "turn")))
        .collect();
    Ok(TurnResponse {
        lines,
        report,
        delve,
        faces,
    })
}

/// A watch of a wilderness journey to play.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct WatchRequest {
    /// The system: Cairn House Rules (`"cairn_house"`).
    #[allow(dead_code)]
    system: CairnHouseSystem,
    /// The journey as the last watch left it; absent for a company setting
    /// out (the first watch of day 1), which needs `season` and
    /// `travellers`.
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    journey: Option<Journey>,
    /// The season, which sets which watches are dark (needed to set out;
    /// given later, the season changes).
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    season: Option<Season>,
    /// How many travel together (needed to set out).
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    travellers: Option<u32>,
    /// Whether any traveller now carries supplies or treasure (absent:
    /// unchanged, or not encumbered on setting out).
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    encumbered: Option<bool>,
    /// What the company does with the watch: `{"action": "travel"}`,
    /// `"explore"`, `"forced_march"`, `{"action": "make_camp", "eaters": 3}`
    /// or `"rest"`.
    action: WatchAction,
    /// The area's encounter table, when the referee has one.
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    monsters: Option<RandomTable>,
    /// Where the faces come from: the action's dice, the Wilderness Event
    /// d6, the weather d6 and the table's dice, in that order.
    dice: Dice,
}

/// What the watch did.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct WatchResponse {
    /// The day, the watch, its light, the action and its events, as
    /// osr-travel records them.
    report: WatchReport,
    /// The miles covered this watch.
    miles: u32,
    /// What happened, one line an event, for players.
    lines: Vec<String>,
    /// The journey after the watch: pass it to the next one.
    #[schemars(with = "crate::combat::AsRead<Journey>")]
    journey: Journey,
    /// The faces used, in order.
    faces: Vec<u32>,
}

fn wilderness_watch(request: WatchRequest) -> Result<WatchResponse, ApiError> {
    let WatchRequest {
        journey,
        season,
        travellers,
        encumbered,
        action,
        monsters,
        dice,
        ..
    } = request;
    let mut journey = match (journey, season, travellers) {
        (Some(journey), _, None) => journey,
        (None, Some(season), Some(travellers)) => {
            Journey::new(season, travellers, encumbered.unwrap_or(false))?
        }
        (Some(_), _, Some(_)) => {
            return Err(ApiError::new(
                crate::error::Kind::InvalidRequest,
                "a journey under way keeps its travellers: give `journey` or `travellers`, not both",
            ));
        }
        (None, _, _) => {
            return Err(ApiError::new(
                crate::error::Kind::InvalidRequest,
                "give the `journey` as the last watch left it, or `season` and `travellers` to set out",
            ));
        }
    };
    if let Some(season) = season {
        journey.set_season(season);
    }
    if let Some(encumbered) = encumbered {
        journey.set_encumbered(encumbered);
    }
    let (report, faces) = dice.run(|source| journey.watch(action, monsters.as_ref(), source))?;
    let lines = report.events.iter().map(watch_line).collect();
    Ok(WatchResponse {
        miles: report.miles(),
        report,
        lines,
        journey,
        faces,
    })
}

/// The faces of dice, for a line: "3, 5".
fn faces(dice: &[osr::check::Rolled]) -> String {
    dice.iter()
        .map(|d| d.face.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// One event of a watch as a line for players.
fn watch_line(event: &JourneyEvent) -> String {
    match event {
        JourneyEvent::Travelled {
            miles,
            halved,
            dice,
        } => format!(
            "Travelled {miles} {} (2d6 [{}]{})",
            if *miles == 1 { "mile" } else { "miles" },
            faces(dice),
            if *halved { ", halved: encumbered" } else { "" }
        ),
        JourneyEvent::ForcedMarch {
            miles,
            fatigue_each,
            die,
        } => format!(
            "A forced march through the night: {miles} {} (d6 [{}]), {fatigue_each} fatigue each",
            if *miles == 1 { "mile" } else { "miles" },
            die.face
        ),
        JourneyEvent::Explored => "The area is explored: its landmarks are revealed".into(),
        JourneyEvent::Camped {
            long_rests,
            no_healing,
        } => {
            let mut line = format!("Camp made: {long_rests} eat and take a long rest");
            if *no_healing > 0 {
                line.push_str(&format!(
                    "; {no_healing} without food cannot regain HP until they do"
                ));
            }
            line
        }
        JourneyEvent::EventRolled { die, result } => format!(
            "Wilderness Event d6 = {}: {}",
            die.face,
            match result {
                WildEvent::Encounter => "an encounter",
                WildEvent::Clue => "a clue of the next encounter",
                WildEvent::Exhaustion => "exhaustion: the encumbered must rest a watch",
                WildEvent::Weather => "the weather changes",
                WildEvent::Free => "nothing happens",
            }
        ),
        JourneyEvent::WeatherRolled { die, shift } => format!(
            "Weather d6 = {}: one step {}",
            die.face,
            match shift {
                WeatherShift::Worse => "worse",
                WeatherShift::Better => "better",
            }
        ),
        JourneyEvent::Delve(boxed) => delve_line(&boxed.inner, "watch"),
    }
}

/// The most hunters and foragers a trek day takes.
const MAX_HUNTERS: usize = 100;

/// A day of an overland trek to play.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct TrekDayRequest {
    /// The system: 3d6 Constitution (`"constitution"`).
    #[allow(dead_code)]
    system: ConstitutionSystem,
    /// The trek as the last day left it; absent for a company setting out,
    /// which needs `travellers` and `rations`.
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    trek: Option<Trek>,
    /// How many travel (1 to 1000; needed to set out).
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    travellers: Option<u32>,
    /// Rations of food carried (needed to set out).
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    rations: Option<u32>,
    /// How laden the slowest traveller is (to set out; unencumbered when
    /// absent).
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    load: Option<Load>,
    /// The day's terrain.
    terrain: Terrain,
    /// The day's weather, as the referee has it.
    weather: Weather,
    /// Those who hunt or forage along the way (at most 100; none when
    /// absent).
    #[serde(
        default,
        deserialize_with = "osr::core::strict::at_most::<_, _, MAX_HUNTERS>"
    )]
    #[schemars(length(max = 100))]
    hunters: Vec<crate::procedure::Hunter>,
    /// Where the faces come from: each hunter's d20 and d4s, then a d6
    /// for each encounter check.
    dice: Dice,
}

/// What the day did.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct TrekDayResponse {
    /// The day and its events, as osr-travel records them.
    day: TrekDay,
    /// What happened, one line an event, for players.
    lines: Vec<String>,
    /// The exact odds of each number of encounters met, before the dice.
    encounters: Odds<u32>,
    /// The trek after the day: send it back for the next one.
    #[schemars(with = "crate::combat::AsRead<Trek>")]
    trek: Trek,
    /// The faces used, in order.
    faces: Vec<u32>,
}

fn trek_day(request: TrekDayRequest) -> Result<TrekDayResponse, ApiError> {
    let TrekDayRequest {
        trek,
        travellers,
        rations,
        load,
        terrain,
        weather,
        hunters,
        dice,
        ..
    } = request;
    let mut trek = match (trek, travellers, rations, load) {
        (Some(trek), None, None, None) => trek,
        (None, Some(travellers), Some(rations), load) => {
            Trek::new(travellers, rations, load.unwrap_or(Load::Unencumbered))?
        }
        (Some(_), ..) => {
            return Err(ApiError::new(
                crate::error::Kind::InvalidRequest,
                "a trek under way keeps its travellers, rations and load: give `trek` alone, or those to set out",
            ));
        }
        (None, ..) => {
            return Err(ApiError::new(
                crate::error::Kind::InvalidRequest,
                "give the `trek` as the last day left it, or `travellers` and `rations` to set out",
            ));
        }
    };
    let hunters = hunters
        .iter()
        .map(|h| Ok((h.hunt()?, h.on_distance())))
        .collect::<Result<Vec<_>, ApiError>>()?;
    let encounters = trek.encounter_odds(terrain, weather, &hunters)?;
    let (day, faces) = dice.run(|source| trek.day(terrain, weather, &hunters, source))?;
    Ok(TrekDayResponse {
        lines: day.events.iter().map(trek_line).collect(),
        day,
        encounters,
        trek,
        faces,
    })
}

/// `n / d` miles as a player reads them: "13", "13 1/2", "2/3".
fn miles(numer: u32, denom: u32) -> String {
    let (whole, rest) = (numer / denom.max(1), numer % denom.max(1));
    let unit = if numer == denom { "mile" } else { "miles" };
    match (whole, rest) {
        (_, 0) => format!("{whole} {unit}"),
        (0, _) => format!("{rest}/{denom} of a mile"),
        _ => format!("{whole} {rest}/{denom} {unit}"),
    }
}

/// One event of a trek day as a line for players.
fn trek_line(event: &TrekEvent) -> String {
    match event {
        TrekEvent::Hunted { hunt } => {
            let cut = match hunt.cut_quarters {
                0 => "none of the day's travel",
                1 => "a quarter of the day's travel",
                2 => "half the day's travel",
                3 => "three quarters of the day's travel",
                _ => "the whole day's travel",
            };
            format!(
                "A hunter rolls d20 {}, total {} against DC {}: {}; {} {} for {cut}",
                hunt.check.natural(),
                hunt.check.total(),
                hunt.check.dc(),
                hunt.check.degrees(),
                hunt.rations,
                if hunt.rations == 1 {
                    "ration"
                } else {
                    "rations"
                },
            )
        }
        TrekEvent::Travelled { numer, denom } => format!("Travelled {}", miles(*numer, *denom)),
        TrekEvent::EncounterChecks { roll } => format!(
            "{} encounter {} (d6 [{}]): {}",
            roll.dice.len(),
            if roll.dice.len() == 1 {
                "check"
            } else {
                "checks"
            },
            faces(&roll.dice),
            match roll.encounters {
                0 => "nothing met".to_owned(),
                1 => "an encounter".to_owned(),
                n => format!("{n} encounters"),
            }
        ),
        TrekEvent::RationsFound { rations } => format!(
            "{rations} {} laid down from the hunt",
            if *rations == 1 { "ration" } else { "rations" }
        ),
        TrekEvent::RationsEaten { eaten, left } => format!(
            "{eaten} {} eaten, {left} left",
            if *eaten == 1 { "ration" } else { "rations" }
        ),
        TrekEvent::WentHungry { travellers } => format!(
            "{travellers} {} without food today",
            if *travellers == 1 {
                "traveller goes"
            } else {
                "travellers go"
            }
        ),
        TrekEvent::TimerExpired { label, at } => format!("{label} runs out (day {at})"),
    }
}

/// One event of a dungeon turn, or of a watch's encounter, as a line for
/// players; `unit` is what a rest owed takes (`"turn"`, `"watch"`).
fn delve_line(event: &DelveEvent, unit: &str) -> String {
    match event {
        DelveEvent::Encounter { roll, foreshadowed } => format!(
            "An encounter: {}{}",
            roll.entry,
            if *foreshadowed {
                ", as the clue foretold"
            } else {
                ""
            }
        ),
        DelveEvent::EncounterUnrolled => "An encounter, from the referee's own table".into(),
        DelveEvent::Foreshadowed { roll } => format!("A clue: signs of {} ahead", roll.entry),
        DelveEvent::RestOwed => format!("The encumbered must rest next {unit}"),
        DelveEvent::RestTaken => "The owed rest is taken".into(),
        DelveEvent::TimerExpired { label, .. } => format!("{label} runs out"),
        DelveEvent::EventRolled { die, result } => format!(
            "Dungeon Event d6 = {}: {}",
            die.face,
            match result {
                DungeonEvent::Encounter => "an encounter",
                DungeonEvent::Clue => "a clue of the next encounter",
                DungeonEvent::Exhaustion => "exhaustion: the encumbered must rest a turn",
                DungeonEvent::Locality => "the locality changes",
                DungeonEvent::Free => "nothing happens",
            }
        ),
        DelveEvent::LocalityChanged => "The locality changes: the referee says how".into(),
    }
}

/// A roll on a referee's table.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct TableRollRequest {
    /// The table.
    table: RandomTable,
    /// Where the faces come from: the table's dice.
    dice: Dice,
}

/// The row rolled.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct TableRollResponse {
    /// The table's ID, the row's ID, the total and the dice.
    roll: EntryRoll,
    /// The faces used, in order.
    faces: Vec<u32>,
}

fn roll_on_table(request: TableRollRequest) -> Result<TableRollResponse, ApiError> {
    let (roll, faces) = request.dice.run(|source| request.table.roll(source))?;
    Ok(TableRollResponse { roll, faces })
}

/// A referee's table to weigh.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct TableOddsRequest {
    /// The table.
    table: RandomTable,
}

/// The odds of every row.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct TableOddsResponse {
    /// Each row's ID with its probability, in ascending order of ID.
    rows: Odds<String>,
}

fn table_odds(request: TableOddsRequest) -> Result<TableOddsResponse, ApiError> {
    Ok(TableOddsResponse {
        rows: request.table.odds(),
    })
}

/// Which encounter checks 3d6 Constitution rolls.
#[derive(Debug, Clone, Copy, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum EncounterChecksOf {
    /// A travel day (TC-13.5): one check for the day and one per full 6
    /// miles travelled, each an encounter on 1-2 of a d6.
    Overland {
        /// The miles travelled (below 600).
        miles: u32,
    },
    /// Dungeon checks (one per hour when quiet, one per turn when
    /// active), each an encounter on a 1 of a d6.
    Dungeon {
        /// How many checks (1 to 100).
        count: u32,
    },
}

impl EncounterChecksOf {
    fn checks(self) -> Result<EncounterChecks, ApiError> {
        Ok(match self {
            Self::Overland { miles } => EncounterChecks::overland(miles)?,
            Self::Dungeon { count } => EncounterChecks::dungeon(count)?,
        })
    }
}

/// Encounter checks to roll.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct EncounterRequest {
    /// The system: 3d6 Constitution (`"constitution"`).
    #[allow(dead_code)]
    system: ConstitutionSystem,
    /// The checks.
    checks: EncounterChecksOf,
    /// Where the faces come from: one d6 per check.
    dice: Dice,
}

/// The encounter checks rolled.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct EncounterResponse {
    /// How many checks were rolled.
    checks: u32,
    /// How many met an encounter, and the d6 of each check.
    roll: EncounterRoll,
    /// The faces used, in order.
    faces: Vec<u32>,
}

fn roll_encounter(request: EncounterRequest) -> Result<EncounterResponse, ApiError> {
    let EncounterRequest { checks, dice, .. } = request;
    let checks = checks.checks()?;
    let (roll, faces) = dice.run(|source| checks.roll(source))?;
    Ok(EncounterResponse {
        checks: checks.count(),
        roll,
        faces,
    })
}

/// Encounter checks to weigh.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum EncounterOddsRequest {
    /// 3d6 Constitution's encounter checks.
    Constitution {
        /// The checks.
        checks: EncounterChecksOf,
    },
    /// Cairn House Rules: the chance that the Dungeon Event die (the
    /// rules' table, 1 in 6 each turn) shows an encounter within a number
    /// of turns.
    CairnHouse {
        /// The turns (1 to 1000).
        turns: u32,
    },
}

/// The odds of meeting encounters.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct EncounterOddsResponse {
    /// The chance of at least one encounter.
    at_least_one: Probability,
    /// 3d6 Constitution: the odds of each number of encounters.
    #[serde(skip_serializing_if = "Option::is_none")]
    encounters: Option<Odds<u32>>,
}

fn encounter_odds(request: EncounterOddsRequest) -> Result<EncounterOddsResponse, ApiError> {
    match request {
        EncounterOddsRequest::Constitution { checks } => {
            let checks = checks.checks()?;
            Ok(EncounterOddsResponse {
                at_least_one: probability(&checks.at_least_one())?,
                encounters: Some(checks.odds()),
            })
        }
        EncounterOddsRequest::CairnHouse { turns } => {
            let odds = cairn_house::encounter_within(turns)?;
            Ok(EncounterOddsResponse {
                at_least_one: probability(&odds.sum_where(|&met| met))?,
                encounters: None,
            })
        }
    }
}
