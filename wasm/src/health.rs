//! Health: damage landing on a character, with its rolled consequence, and
//! the exact odds of each consequence before anything is rolled.

use osr::check::Naturals;
use osr::check::{Odds, Resolved};
use osr::dice::Probability;
use osr::dice::num_rational::BigRational;
use osr::health::cairn_house::{
    Character, CharacterDocument, Consequence, Event, GrievousWound, ScoreDocument,
    ShortRestFatigue,
};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::operation::declare_operations;
use crate::{ApiError, Dice};

declare_operations! {
    /// Applies damage to a character and rolls what follows. Cairn House
    /// Rules: the damage (after armour) comes off HP; exactly 0 HP rolls a
    /// d6 grievous wound; past 0 the rest comes off STR and a d20 STR save
    /// against the lowered STR decides critical damage; STR 0 is death.
    /// Returns the character after, the consequence, what happened step by
    /// step, and the faces used (none when HP take it all).
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
}

/// The odds of each consequence.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case")]
pub(crate) enum DamageOddsResponse {
    /// Cairn House Rules.
    CairnHouse {
        /// Each consequence that can happen, with its probability.
        odds: CairnHouseConsequenceOdds,
    },
}

/// Exact odds of Cairn House Rules consequences, as osr-check's `Odds`
/// serializes them.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct CairnHouseConsequenceOdds {
    /// Every consequence that can happen, in the rules' order, with its
    /// probability (never zero).
    bands: Vec<CairnHouseConsequenceBand>,
    /// A last band standing for everything beyond the listed ones; none
    /// here.
    tail: Option<CairnHouseConsequenceBand>,
}

/// One consequence and its probability.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct CairnHouseConsequenceBand {
    /// The consequence.
    band: Consequence,
    /// Its probability.
    p: Probability,
}

impl TryFrom<Odds<Consequence>> for CairnHouseConsequenceOdds {
    type Error = ApiError;

    fn try_from(odds: Odds<Consequence>) -> Result<Self, ApiError> {
        let band = |(band, p): (&Consequence, &_)| {
            Ok(CairnHouseConsequenceBand {
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
    }
}

fn probability(p: &BigRational) -> Result<Probability, ApiError> {
    Probability::from_ratio(p)
        .ok_or_else(|| ApiError::new("internal", "a probability outside 0..=1"))
}
