//! Procedures of play outside a fight: a day of food, water and sleep, and
//! a day's hunting or foraging. Their functions are in the expedition
//! module, with `playExpedition`, whose rules they share.

use osr::check::Odds;
use osr::check::constitution::Skill;
use osr::health::constitution::Event as HealthEvent;
use osr::health::constitution::deprivation::{Day, Deprivation, Hunger, Water};
use osr::travel::constitution::{Hunt, HuntRoll, HuntingGround, Method, hunting_dc};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::error::Kind;
use crate::operation::declare_operations;
use crate::system::ConstitutionSystem;
use crate::{ApiError, Dice};

declare_operations! {
    /// Lives one day of 3d6 Constitution's food, water, exertion and
    /// sleep (TC-15): fasting and starvation, strain, thirst (a strength
    /// save against DC 20 on a day without water, which needs `dice`) and
    /// sleep loss, each with its penalty. Start from `strength` for a
    /// character fed and rested, or from `deprivation`, as the last day
    /// left it. Returns the state to pass to the next day and what
    /// happened.
    "deprivationDay" => deprivation_day(DeprivationDayRequest: "DeprivationDayRequest") -> DeprivationDayResponse: "DeprivationDayResponse";
    /// Rolls one hunter's (or forager's) day in 3d6 Constitution: the
    /// check against the ground's DC (STR with a ranged weapon, knowledge
    /// with traps or foraging), the rations laid down and the quarters of
    /// the day's distance it costs, with the exact odds of that cost.
    "rollHunt" => roll_hunt(HuntRequest: "HuntRequest") -> HuntResponse: "HuntResponse";
}

/// A day to live.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct DeprivationDayRequest {
    /// The system: 3d6 Constitution (`"constitution"`).
    #[allow(dead_code)]
    system: ConstitutionSystem,
    /// The character's STR, for one fed and rested (give this or
    /// `deprivation`).
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    strength: Option<i32>,
    /// The character's deprivation as the last day left it (give this or
    /// `strength`).
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    deprivation: Option<Deprivation>,
    /// What was eaten and drunk, whether the character exerted
    /// themselves, and how they slept.
    day: Day,
    /// Where the faces come from: a day without water rolls a d20.
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    dice: Option<Dice>,
}

/// A day lived.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct DeprivationDayResponse {
    /// The deprivation after the day: pass it to the next day.
    deprivation: Deprivation,
    /// Fed, fasting, starving or recovering, after the day.
    hunger: Hunger,
    /// The penalty deprivation gives checks and saves now (0 or less).
    penalty: i32,
    /// Whether the character died of thirst.
    dead: bool,
    /// What happened, in order.
    events: Vec<HealthEvent>,
    /// The faces used, in order.
    faces: Vec<u32>,
}

fn deprivation_day(request: DeprivationDayRequest) -> Result<DeprivationDayResponse, ApiError> {
    let DeprivationDayRequest {
        strength,
        deprivation,
        day,
        dice,
        ..
    } = request;
    let mut deprivation = match (strength, deprivation) {
        (Some(strength), None) => Deprivation::new(strength)?,
        (None, Some(deprivation)) => deprivation,
        (given, _) => {
            return Err(ApiError::new(
                Kind::InvalidRequest,
                format_args!(
                    "give `strength` for a character fed and rested, or `deprivation` as the last day left it: {}",
                    if given.is_some() {
                        "both were given"
                    } else {
                        "neither was given"
                    }
                ),
            ));
        }
    };
    let dice = match dice {
        Some(dice) => dice,
        None if day.water == Water::None => {
            return Err(ApiError::new(
                Kind::DiceRequired,
                "a day without water rolls a strength save: the request needs dice",
            ));
        }
        None => Dice::Faces(Vec::new()),
    };
    let (report, faces) = dice.run(|source| deprivation.day(day, source))?;
    Ok(DeprivationDayResponse {
        hunger: deprivation.hunger(),
        penalty: deprivation.penalty(),
        dead: deprivation.is_dead(),
        deprivation,
        events: report.events().to_vec(),
        faces,
    })
}

/// A day's hunt or forage.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct HuntRequest {
    /// The system: 3d6 Constitution (`"constitution"`).
    #[allow(dead_code)]
    system: ConstitutionSystem,
    /// With a ranged weapon, with traps, or foraging.
    method: Method,
    /// The terrain.
    ground: HuntingGround,
    /// Whether it is winter (DC +5, but in the desert, which is always +5).
    #[serde(default)]
    winter: bool,
    /// The ability score the method checks: STR for a ranged weapon,
    /// knowledge for traps and foraging.
    ability: i32,
    /// The hunting skill, in percent (0 to 100), if the hunter has it.
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    skill: Option<u32>,
    /// Extra degrees of success spent on the distance in place of rations
    /// (0 to 100; default 0).
    #[serde(default)]
    on_distance: u32,
    /// Where the faces come from: a d20, then d4s.
    dice: Dice,
}

/// A day's hunt rolled.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct HuntResponse {
    /// The check's DC: 20, by the ground, the season and the method.
    dc: i32,
    /// The check, the rations laid down and the quarters of the day's
    /// distance lost (4: the whole day), with the d4s rolled.
    roll: HuntRoll,
    /// The exact odds of each number of quarters of the day's distance
    /// lost.
    cut_odds: Odds<u32>,
    /// The faces used, in order.
    faces: Vec<u32>,
}

fn roll_hunt(request: HuntRequest) -> Result<HuntResponse, ApiError> {
    let HuntRequest {
        method,
        ground,
        winter,
        ability,
        skill,
        on_distance,
        dice,
        ..
    } = request;
    let mut hunt = Hunt::new(method, ground, winter, ability)?;
    if let Some(skill) = skill {
        hunt = hunt.with_skill(Skill::new(skill)?);
    }
    let cut_odds = hunt.cut_odds(on_distance)?;
    let (roll, faces) = dice.run(|source| hunt.roll(on_distance, source))?;
    Ok(HuntResponse {
        dc: hunting_dc(method, ground, winter),
        roll,
        cut_odds,
        faces,
    })
}
