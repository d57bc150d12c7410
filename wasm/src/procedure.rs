//! Procedures of play outside a fight: a day of food, water and sleep, a
//! day's hunting or foraging, and the odds of a disease's whole course.
//! Their functions are in the expedition module, with `playExpedition`,
//! whose rules they share.

use osr::check::Odds;
use osr::check::constitution::Skill;
use osr::check::course::CourseOdds;
use osr::dice::Probability;
use osr::health::block_dodge_parry as bdp;
use osr::health::constitution::Event as HealthEvent;
use osr::health::constitution::deprivation::{Day, Deprivation, Hunger, Water};
use osr::health::murdham as mu;
use osr::travel::constitution::{Hunt, HuntRoll, HuntingGround, Method, hunting_dc};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::dice::{Exact, probability};
use crate::error::Kind;
use crate::health::one_of;
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
    /// The exact odds of a disease's whole course from the next day on,
    /// day after day as `diseaseDay` lives them: each way it ends (Block,
    /// Dodge, Parry: recovered with the damaged ability's score, or dead
    /// at STR 0; Murdham: recovered with STR then, black gangrene's
    /// rotting feet, or hopeless at STR 0), the exact mean days, and the
    /// chance of it ending on each of the next `days`.
    "diseaseOdds" => disease_odds(DiseaseOddsRequest: "DiseaseOddsRequest") -> DiseaseOddsResponse: "DiseaseOddsResponse";
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
    #[serde(rename = "str")]
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
    let dice = Dice::needed(
        dice,
        (day.water == Water::None).then_some("a day without water rolls a strength save"),
    )?;
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

/// A hunter or forager, as a trek day takes them.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct Hunter {
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
}

impl Hunter {
    /// The hunt, checked.
    pub(crate) fn hunt(&self) -> Result<Hunt, ApiError> {
        let mut hunt = Hunt::new(self.method, self.ground, self.winter, self.ability)?;
        if let Some(skill) = self.skill {
            hunt = hunt.with_skill(Skill::new(skill)?);
        }
        Ok(hunt)
    }

    /// The extra degrees spent on the distance.
    pub(crate) const fn on_distance(&self) -> u32 {
        self.on_distance
    }
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
    let hunt = Hunter {
        method,
        ground,
        winter,
        ability,
        skill,
        on_distance,
    }
    .hunt()?;
    let cut_odds = hunt.cut_odds(on_distance)?;
    let (roll, faces) = dice.run(|source| hunt.roll(on_distance, source))?;
    Ok(HuntResponse {
        dc: hunting_dc(method, ground, winter),
        roll,
        cut_odds,
        faces,
    })
}

/// A disease whose course to weigh.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum DiseaseOddsRequest {
    /// Block, Dodge, Parry.
    BlockDodgeParry {
        /// A disease without a duration just caught, by ID
        /// (`"bonebreaker_plague"`, `"shadowrot"`): give this or
        /// `illness`, which a timed disease needs for its days left.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        disease: Option<String>,
        /// The illness as `diseaseDay` left it: give this or `disease`.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        illness: Option<bdp::Illness>,
        /// The character's abilities now.
        body: bdp::Body,
        /// Resting with care every day: advantage on each save.
        #[serde(default)]
        care: bool,
        /// Days listed one by one (0 to 1000; default 30).
        #[serde(default = "course_days")]
        days: u32,
    },
    /// Murdham.
    Murdham {
        /// The disease just caught, by ID (`"bloody_flu"`, ...): give this
        /// or `sickness`.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        disease: Option<String>,
        /// The sickness as `diseaseDay` left it: give this or `disease`.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        sickness: Option<mu::Sickness>,
        /// The character's STR now, 0 to 20.
        #[serde(rename = "str")]
        strength: i32,
        /// Days listed one by one (0 to 1000; default 30).
        #[serde(default = "course_days")]
        days: u32,
    },
}

/// The days of a course's odds a request lists when it does not say.
const fn course_days() -> u32 {
    30
}

/// A disease's course weighed.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case")]
pub(crate) enum DiseaseOddsResponse {
    /// Block, Dodge, Parry.
    BlockDodgeParry {
        /// How the disease runs, with exact odds.
        course: BlockDodgeParryDiseaseOdds,
    },
    /// Murdham.
    Murdham {
        /// How the sickness runs, with exact odds.
        course: MurdhamSicknessOdds,
    },
}

/// Declares a course's exact odds as the package answers them, for the
/// course's ending type.
macro_rules! course_odds {
    ($($name:ident($end:ty): $doc:literal;)*) => {$(
        #[doc = $doc]
        #[derive(Debug, Serialize, JsonSchema)]
        pub(crate) struct $name {
            /// Each way it ends, with its exact chance.
            endings: Odds<$end>,
            /// The exact mean number of days until it ends.
            mean_days: Exact,
            /// The chance of it ending on each day listed, the first day
            /// first (fewer days when it always ends sooner).
            by_day: Vec<Probability>,
            /// The chance of it lasting longer than the days listed.
            beyond: Probability,
        }

        impl $name {
            fn of(course: &CourseOdds<$end>) -> Result<Self, ApiError> {
                Ok(Self {
                    endings: course.endings().clone(),
                    mean_days: Exact::from(course.mean_steps()),
                    by_day: (1..=course.steps_listed())
                        .map(|day| probability(&course.ended_at(day)))
                        .collect::<Result<_, _>>()?,
                    beyond: probability(course.beyond())?,
                })
            }
        }
    )*};
}

course_odds! {
    BlockDodgeParryDiseaseOdds(bdp::DiseaseEnd):
        "How a Block, Dodge, Parry disease runs, with exact odds.";
    MurdhamSicknessOdds(mu::SicknessEnd):
        "How a Murdham sickness runs, with exact odds.";
}

fn disease_odds(request: DiseaseOddsRequest) -> Result<DiseaseOddsResponse, ApiError> {
    match request {
        DiseaseOddsRequest::BlockDodgeParry {
            disease,
            illness,
            body,
            care,
            days,
        } => {
            let illness = match one_of(disease, illness, "illness")? {
                Ok(id) => {
                    let disease = bdp::disease(&id)?;
                    if disease.duration.is_some() {
                        return Err(ApiError::new(
                            Kind::InvalidRequest,
                            format_args!(
                                "{} lasts the days rolled when it is caught: give `illness` with its `days_left`",
                                disease.name
                            ),
                        ));
                    }
                    bdp::Illness::new(disease, None)?
                }
                Err(illness) => illness,
            };
            let course = illness.course_odds(&body, care, days)?;
            Ok(DiseaseOddsResponse::BlockDodgeParry {
                course: BlockDodgeParryDiseaseOdds::of(&course)?,
            })
        }
        DiseaseOddsRequest::Murdham {
            disease,
            sickness,
            strength,
            days,
        } => {
            let sickness = match one_of(disease, sickness, "sickness")? {
                Ok(id) => mu::Sickness::new(mu::disease(&id)?),
                Err(sickness) => sickness,
            };
            let course = sickness.course_odds(strength, days)?;
            Ok(DiseaseOddsResponse::Murdham {
                course: MurdhamSicknessOdds::of(&course)?,
            })
        }
    }
}
