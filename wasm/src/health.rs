//! Health: damage landing on a character, with its rolled consequence, and
//! the exact odds of each consequence before anything is rolled; a day of
//! a disease.

use osr::check::Naturals;
use osr::check::murdham::Damage;
use osr::check::{Odds, Resolved};
use osr::core::StepDie;
use osr::dice::Probability;
use osr::dice::num_rational::BigRational;
use osr::health::block_dodge_parry as bdp;
use osr::health::cairn_house::{
    Character, CharacterDocument, Consequence, Event, GrievousWound, ScoreDocument,
    ShortRestFatigue,
};
use osr::health::murdham as mu;
use osr::health::murdham::{Event as MurdhamHealthEvent, Health, Hit, HitBand};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::combat::AsRead;
use crate::dice::probability;
use crate::error::Kind;
use crate::operation::declare_operations;
use crate::{ApiError, Dice};

declare_operations! {
    /// Applies damage to a character and rolls what follows. Cairn House
    /// Rules: the damage (after armour) comes off HP; exactly 0 HP rolls a
    /// d6 grievous wound; past 0 the rest comes off STR and a d20 STR save
    /// against the lowered STR decides critical damage; STR 0 is death.
    /// Murdham: the hit's damage die (exploding by penetration), less
    /// armour, comes off health: half the health left or more is critical
    /// damage, all of it dying, the maximum or more death. Returns the
    /// character after, the consequence, what happened step by step, and
    /// the faces used.
    "applyDamage" => apply_damage(DamageRequest: "DamageRequest") -> DamageResponse: "DamageResponse";
    /// The exact odds of each consequence of damage landing on a character,
    /// before anything is rolled (the same consequences `applyDamage`
    /// reports), as fractions and decimals summing to exactly 1.
    "damageOdds" => damage_odds(DamageOddsRequest: "DamageOddsRequest") -> DamageOddsResponse: "DamageOddsResponse";
    /// Lives one day of a disease. Block, Dodge, Parry (BDP-1.7.4): a STR
    /// save, with advantage when resting with care; a failure deals the
    /// disease's damage to its ability, on the character's body; a timed
    /// disease loses a day, one healed by saves counts the pass. Murdham
    /// (MU-health.disease): the STR recovery save at the end of the day;
    /// a failure rolls each ability's reduction and the disease's own
    /// trouble. Start from `disease` (its ID, just caught: a timed
    /// disease's duration is rolled first) or from the state the last day
    /// left. Returns the state to pass to the next day, what happened and
    /// the faces used.
    "diseaseDay" => disease_day(DiseaseDayRequest: "DiseaseDayRequest") -> DiseaseDayResponse: "DiseaseDayResponse";
}

/// Damage landing on a character.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum DamageRequest {
    /// Cairn House Rules.
    CairnHouse {
        /// The character before: HP, the three abilities (current and
        /// unharmed), fatigue, grievous wounds and the table's rules, as
        /// osr-health reads and checks it.
        character: CharacterDocument,
        /// The damage after damage reduction, 0..=1000.
        damage: u32,
        /// Where the faces come from: a d6 when HP reach exactly 0, a d20
        /// (two with the table's naturals rule, if any) for the STR save.
        dice: Dice,
    },
    /// Murdham: a hit's damage roll (exploding by penetration: a highest
    /// face rolls again and adds one less), less armour, against health.
    Murdham {
        /// Health before.
        health: MurdhamHealth,
        /// The damage die.
        die: StepDie,
        /// Armour, 0..=3, taken off the damage.
        armour: u32,
        /// Where the faces come from: the damage die and every explosion.
        dice: Dice,
    },
}

/// The damage applied.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case")]
pub(crate) enum DamageResponse {
    /// Cairn House Rules.
    CairnHouse {
        /// The character after, to store in place of the one given.
        character: CairnHouseCharacter,
        /// What the damage did: standing, a grievous wound, STR loss with
        /// the save passed, critical damage, or dead.
        consequence: Consequence,
        /// What happened, step by step.
        events: Vec<Event>,
        /// The faces used, in order: apply the same damage to the same
        /// character with them to replay.
        faces: Vec<u32>,
    },
    /// Murdham.
    Murdham {
        /// Health after, to store in place of the one given.
        health: MurdhamHealth,
        /// What the hit did: unhurt, hurt, critical damage (at least half
        /// the health left), dying (all of it) or dead (at least the
        /// maximum).
        consequence: HitBand,
        /// The damage after armour.
        damage: u32,
        /// What happened, step by step.
        events: Vec<MurdhamHealthEvent>,
        /// The faces used, in order.
        faces: Vec<u32>,
    },
}

/// Murdham health: the points left and the maximum, the character's STR
/// (1..=20).
#[derive(Debug, Clone, Copy, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "MurdhamHealthPoints")]
pub(crate) struct MurdhamHealth {
    /// The points left, 0..=`max`.
    current: u32,
    /// The maximum: the character's STR, 1..=20.
    max: u32,
}

impl MurdhamHealth {
    pub(crate) fn read(self) -> Result<Health, ApiError> {
        Ok(Health::new(self.current, self.max)?)
    }
}

impl From<Health> for MurdhamHealth {
    fn from(health: Health) -> Self {
        Self {
            current: health.current(),
            max: health.max(),
        }
    }
}

/// A Cairn House Rules character as osr-health writes it (every field
/// present; a request may leave out those with defaults).
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct CairnHouseCharacter {
    /// Hit protection left.
    hp: i64,
    /// Hit protection when rested.
    max_hp: i64,
    /// STR now and unharmed.
    str: ScoreDocument,
    /// DEX now and unharmed.
    dex: ScoreDocument,
    /// WIL now and unharmed.
    wil: ScoreDocument,
    /// Fatigue.
    fatigue: i64,
    /// Grievous wounds.
    wounds: Vec<GrievousWound>,
    /// Minutes spent in critical damage, if in it.
    critical_minutes: Option<i64>,
    /// Dead.
    dead: bool,
    /// Went without rations since the last long rest.
    unfed: bool,
    /// The table's readings.
    rules: CairnHouseRules,
}

/// The table's choices where the Cairn House Rules leave room, as
/// osr-health writes them.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct CairnHouseRules {
    /// The natural 1/20 rule of saves.
    naturals: Naturals,
    /// Whether a short rest removes fatigue.
    short_rest_fatigue: ShortRestFatigue,
}

impl From<CharacterDocument> for CairnHouseCharacter {
    fn from(doc: CharacterDocument) -> Self {
        Self {
            hp: doc.hp,
            max_hp: doc.max_hp,
            str: doc.str,
            dex: doc.dex,
            wil: doc.wil,
            fatigue: doc.fatigue,
            wounds: doc.wounds,
            critical_minutes: doc.critical_minutes,
            dead: doc.dead,
            unfed: doc.unfed,
            rules: CairnHouseRules {
                naturals: doc.rules.naturals,
                short_rest_fatigue: doc.rules.short_rest_fatigue,
            },
        }
    }
}

fn apply_damage(request: DamageRequest) -> Result<DamageResponse, ApiError> {
    match request {
        DamageRequest::CairnHouse {
            character,
            damage,
            dice,
        } => {
            let mut character = Character::try_from(character)?;
            let (harm, faces) = dice.run(|source| character.take_damage(damage, source))?;
            debug_assert_eq!(harm.faces(), faces);
            Ok(DamageResponse::CairnHouse {
                character: CharacterDocument::from(&character).into(),
                consequence: harm.consequence(),
                events: harm.events().to_vec(),
                faces,
            })
        }
        DamageRequest::Murdham {
            health,
            die,
            armour,
            dice,
        } => {
            let mut health = health.read()?;
            let hit = Hit::new(Damage::new(die), armour)?;
            let (outcome, faces) = dice.run(|source| hit.apply(&mut health, source))?;
            Ok(DamageResponse::Murdham {
                health: health.into(),
                consequence: outcome.band(),
                damage: outcome.damage(),
                events: outcome.events().to_vec(),
                faces,
            })
        }
    }
}

/// The damage to weigh.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum DamageOddsRequest {
    /// Cairn House Rules.
    CairnHouse {
        /// The character the damage would land on.
        character: CharacterDocument,
        /// The damage after damage reduction, 0..=1000.
        damage: u32,
    },
    /// Murdham: a hit against health.
    Murdham {
        /// Health before.
        health: MurdhamHealth,
        /// The damage die (exploding).
        die: StepDie,
        /// Armour, 0..=3.
        armour: u32,
    },
}

/// The odds of each consequence.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case")]
pub(crate) enum DamageOddsResponse {
    /// Cairn House Rules.
    CairnHouse {
        /// Each consequence that can happen, with its probability.
        odds: BandOdds<Consequence>,
    },
    /// Murdham.
    Murdham {
        /// Each consequence that can happen, with its probability.
        odds: BandOdds<HitBand>,
    },
}

/// Exact odds of each consequence, as osr-check's `Odds` serializes them.
#[derive(Debug, Serialize, JsonSchema)]
#[schemars(rename = "{B}Odds")]
pub(crate) struct BandOdds<B> {
    /// Every consequence that can happen, in the rules' order, with its
    /// probability (never zero).
    bands: Vec<Band<B>>,
    /// A last band standing for everything beyond the listed ones; none
    /// here.
    tail: Option<Band<B>>,
}

/// One consequence and its probability.
#[derive(Debug, Serialize, JsonSchema)]
#[schemars(rename = "{B}Band")]
pub(crate) struct Band<B> {
    /// The consequence.
    band: B,
    /// Its probability.
    p: Probability,
}

impl<B: Copy + Ord> TryFrom<Odds<B>> for BandOdds<B> {
    type Error = ApiError;

    fn try_from(odds: Odds<B>) -> Result<Self, ApiError> {
        let band = |(band, p): (&B, &BigRational)| {
            Ok(Band {
                band: *band,
                p: probability(p)?,
            })
        };
        Ok(Self {
            bands: odds.bands().map(band).collect::<Result<_, ApiError>>()?,
            tail: odds.tail().map(band).transpose()?,
        })
    }
}

fn damage_odds(request: DamageOddsRequest) -> Result<DamageOddsResponse, ApiError> {
    match request {
        DamageOddsRequest::CairnHouse { character, damage } => {
            let character = Character::try_from(character)?;
            Ok(DamageOddsResponse::CairnHouse {
                odds: character.damage_odds(damage)?.try_into()?,
            })
        }
        DamageOddsRequest::Murdham {
            health,
            die,
            armour,
        } => {
            let hit = Hit::new(Damage::new(die), armour)?;
            Ok(DamageOddsResponse::Murdham {
                odds: hit.odds(health.read()?)?.try_into()?,
            })
        }
    }
}

/// A day of a disease to live.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum DiseaseDayRequest {
    /// Block, Dodge, Parry.
    BlockDodgeParry {
        /// The disease just caught, by ID (`"swampsigh"`,
        /// `"bonebreaker_plague"`, `"tick_jitters"`, `"shadowrot"`,
        /// `"mindfog_fever"`, `"souls_despair"`): give this or `illness`.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        disease: Option<String>,
        /// The illness as the last day left it: give this or `disease`.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        illness: Option<bdp::Illness>,
        /// The character's abilities, fatigue and wounds.
        body: bdp::Body,
        /// Resting with care: advantage on the day's save.
        #[serde(default)]
        care: bool,
        /// Where the faces come from: the duration of a disease just
        /// caught, then the save's d20s and the damage die.
        dice: Dice,
    },
    /// Murdham.
    Murdham {
        /// The disease just caught, by ID (`"bloody_flu"`, ...): give this
        /// or `sickness`.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        disease: Option<String>,
        /// The sickness as the last day left it: give this or `disease`.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        sickness: Option<mu::Sickness>,
        /// The character's STR now, 0 to 20.
        #[serde(rename = "str")]
        strength: i32,
        /// Where the faces come from: the save's d20, then each ability's
        /// reduction die on a failure.
        dice: Dice,
    },
}

/// A day of a disease lived.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case")]
pub(crate) enum DiseaseDayResponse {
    /// Block, Dodge, Parry.
    BlockDodgeParry {
        /// The illness after the day: pass it to the next day.
        #[schemars(with = "AsRead<bdp::Illness>")]
        illness: bdp::Illness,
        /// The day's save failed, passed, or the disease is over.
        course: bdp::Course,
        /// The character's body after the day's damage: pass it to the
        /// next day.
        #[schemars(with = "AsRead<bdp::Body>")]
        body: bdp::Body,
        /// What happened, in order.
        events: Vec<bdp::Event>,
        /// The exact odds of the next day's course, with the same care,
        /// from the body's STR now.
        next_day: Odds<bdp::Course>,
        /// The faces used, in order.
        faces: Vec<u32>,
    },
    /// Murdham.
    Murdham {
        /// The sickness after the day: pass it to the next day.
        sickness: mu::Sickness,
        /// Whether the recovery save passed.
        passed: bool,
        /// Whether the character has recovered.
        recovered: bool,
        /// What happened, in order: the save, each ability reduced (for
        /// the sheet to apply), the disease's trouble.
        events: Vec<mu::Event>,
        /// The faces used, in order.
        faces: Vec<u32>,
    },
}

/// The one of a request's two starting points it gives: a disease just
/// caught, by ID, or the state the last day left (`name`).
pub(crate) fn one_of<T>(
    caught: Option<String>,
    ongoing: Option<T>,
    name: &str,
) -> Result<Result<String, T>, ApiError> {
    match (caught, ongoing) {
        (Some(id), None) => Ok(Ok(id)),
        (None, Some(ongoing)) => Ok(Err(ongoing)),
        (caught, _) => Err(ApiError::new(
            Kind::InvalidRequest,
            format_args!(
                "give `disease` for a disease just caught, or `{name}` as the last day left it: {}",
                if caught.is_some() {
                    "both were given"
                } else {
                    "neither was given"
                }
            ),
        )),
    }
}

fn disease_day(request: DiseaseDayRequest) -> Result<DiseaseDayResponse, ApiError> {
    match request {
        DiseaseDayRequest::BlockDodgeParry {
            disease,
            illness,
            mut body,
            care,
            dice,
        } => {
            let start = match one_of(disease, illness, "illness")? {
                Ok(id) => Ok(bdp::disease(&id)?),
                Err(illness) => Err(illness),
            };
            let ((illness, course, applied), faces) = dice.run(|source| {
                let mut illness = match start {
                    Ok(disease) => bdp::Illness::catch(disease, source)?.0,
                    Err(illness) => illness,
                };
                let (course, applied) = illness.day(&mut body, care, source)?;
                Ok::<_, osr::health::Error>((illness, course, applied))
            })?;
            let next_day = illness.day_odds(
                body.track(osr::check::block_dodge_parry::Ability::Str)
                    .current(),
                care,
            )?;
            Ok(DiseaseDayResponse::BlockDodgeParry {
                illness,
                course,
                body,
                events: applied.events().to_vec(),
                next_day,
                faces,
            })
        }
        DiseaseDayRequest::Murdham {
            disease,
            sickness,
            strength,
            dice,
        } => {
            let mut sickness = match one_of(disease, sickness, "sickness")? {
                Ok(id) => mu::Sickness::new(mu::disease(&id)?),
                Err(sickness) => sickness,
            };
            let (outcome, faces) = dice.run(|source| sickness.end_of_day(strength, source))?;
            Ok(DiseaseDayResponse::Murdham {
                sickness,
                passed: outcome.passed(),
                recovered: outcome.recovered(),
                events: outcome.events().to_vec(),
                faces,
            })
        }
    }
}
