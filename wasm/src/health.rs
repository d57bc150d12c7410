//! Health: damage landing on a character, with its rolled consequence, and
//! the exact odds of each consequence before anything is rolled.

use osr::check::Naturals;
use osr::check::murdham::Damage;
use osr::check::{Odds, Resolved};
use osr::core::StepDie;
use osr::dice::Probability;
use osr::dice::num_rational::BigRational;
use osr::health::cairn_house::{
    Character, CharacterDocument, Consequence, Event, GrievousWound, ScoreDocument,
    ShortRestFatigue,
};
use osr::health::murdham::{Event as MurdhamHealthEvent, Health, Hit, HitBand};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

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
    fn read(self) -> Result<Health, ApiError> {
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

fn probability(p: &BigRational) -> Result<Probability, ApiError> {
    Probability::from_ratio(p)
        .ok_or_else(|| ApiError::new(Kind::Internal, "a probability outside 0..=1"))
}
