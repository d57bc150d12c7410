//! Rest outside a sheet, for a tracker that holds a character's health
//! itself: Cairn House Rules' short, long and full rests, Gods &
//! Monsters' night and day of rest, 3d6 Constitution's short rest and
//! good night's sleep, Block, Dodge, Parry's night's sleep and catching
//! one's breath, and Murdham's daily and full rests (an addict's
//! withdrawal). The function is in the hazard module
//! (`@osr-rs/osr/hazard`), with the rest of health outside a fight.

use osr::check::block_dodge_parry::Ability as BdpAbility;
use osr::check::cairn_house::Ability;
use osr::check::gods_and_monsters::CreatureLevel;
use osr::check::murdham::AbilityScore as MuScore;
use osr::check::{Odds, PassFail, Resolved};
use osr::combat::block_dodge_parry::Hp as BdpHp;
use osr::core::UsageDie;
use osr::dice::Probability;
use osr::health::block_dodge_parry as bdp;
use osr::health::cairn_house as ch;
use osr::health::constitution as tc;
use osr::health::gods_and_monsters as gm;
use osr::health::murdham as mu;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::combat::AsRead;
use crate::dice::probability;
use crate::hazard::injured_roll;
use crate::health::CairnHouseCharacter;
use crate::operation::declare_operations;
use crate::{ApiError, Dice};

declare_operations! {
    /// Rests, tagged by `system`, then by `rest`, outside a sheet. Cairn
    /// House Rules (CH-health.rest.*): a short rest (all HP back), a long
    /// rest (all HP, no fatigue, d6 back to one ability, not above its
    /// maximum) or a full rest (all of it back). Gods & Monsters
    /// (GM-health.rest): a night's rest (a health roll at the injury
    /// penalty: passed, the level back in survival or one injury healed;
    /// failed, 1 survival) or a full day's rest (the same as passed, no
    /// roll). 3d6 Constitution (TC-6.4, TC-6.5, TC-7.2): a short rest (the
    /// HP re-roll with one extra die per fatigue and penance, the highest
    /// dropped, then 1 fatigue) or a good night's sleep (fatigue reset,
    /// minor wounds healed, the morning HP re-roll). Block, Dodge, Parry
    /// (BDP-1.8.2.sleep, BDP-1.8.1.breath): a night's sleep of a quality
    /// (none leaves the character deprived; normal and comfortable remove
    /// all Fatigue; comfortable gives back 1 point of one ability's loss)
    /// or catching one's breath (all HP back and the waterskin's usage
    /// die rolled). Murdham (MU-health.drug.withdrawal): a daily or a full
    /// rest, at which an addict short of its drug loses WIT (1 at a daily
    /// rest without it, 1 per missing unit of 8 at a full rest); what a
    /// rest restores is in another chapter of the game. Returns the state
    /// after, what happened, the exact odds before the dice, a line for
    /// players and the faces used.
    "takeRest" => take_rest(RestRequest: "RestRequest") -> RestResponse: "RestResponse";
}

/// A rest, tagged by `system`, then by `rest`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum RestRequest {
    /// Cairn House Rules.
    CairnHouse(CairnHouseRest),
    /// Gods & Monsters.
    GodsAndMonsters(GodsAndMonstersRest),
    /// 3d6 Constitution.
    Constitution(ConstitutionRest),
    /// Block, Dodge, Parry.
    BlockDodgeParry(BlockDodgeParryRest),
    /// Murdham.
    Murdham(MurdhamRest),
}

/// A Cairn House Rules rest.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "rest", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum CairnHouseRest {
    /// A few minutes somewhere safe and well lit: all HP back (fatigue
    /// too, when the table's rules say so).
    Short {
        /// The character before.
        character: ch::CharacterDocument,
    },
    /// A night in camp with a day's rations eaten: all HP back, all
    /// fatigue gone, and d6 back to `ability`.
    Long {
        /// The character before.
        character: ch::CharacterDocument,
        /// The ability the d6 restores: `"str"`, `"dex"` or `"wil"`.
        ability: Ability,
        /// Where the faces come from: the d6.
        dice: Dice,
    },
    /// A week in town: all HP, no fatigue, every ability at its maximum.
    Full {
        /// The character before.
        character: ch::CharacterDocument,
    },
}

/// A Gods & Monsters rest.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "rest", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum GodsAndMonstersRest {
    /// A night (8 hours): a health roll.
    Night {
        /// Survival, verve and injuries before.
        vitals: gm::Vitals,
        /// The character's level: the survival a passed roll restores.
        level: CreatureLevel,
        /// The character's health score (the injury penalty of `vitals`
        /// is applied to it here).
        health: i32,
        /// What a passed roll restores: `"survival"` (when absent) or
        /// `"injury"`.
        #[serde(default)]
        heal: gm::RestChoice,
        /// Where the faces come from: the health roll's d20.
        dice: Dice,
    },
    /// A full day of rest: what a passed night restores, without a roll.
    Day {
        /// Survival, verve and injuries before.
        vitals: gm::Vitals,
        /// The character's level.
        level: CreatureLevel,
        /// What it restores: `"survival"` (when absent) or `"injury"`.
        #[serde(default)]
        heal: gm::RestChoice,
    },
}

/// A 3d6 Constitution rest: each re-rolls the HP.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "rest", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum ConstitutionRest {
    /// Ten minutes somewhere relatively safe: the HP re-roll, the new
    /// total standing even if lower, with one extra die per fatigue and
    /// penance and the highest dropped; then 1 more fatigue. A character
    /// who declines the re-roll is not resting: send nothing.
    Short {
        /// Hit points, hit dice, fatigue, penance and wounds before.
        vitality: tc::Vitality,
        /// Keep the higher of the old and new HP (a tough fighter only).
        #[serde(default)]
        keep_higher: bool,
        /// Where the faces come from: the hit dice, then the extra dice.
        dice: Dice,
    },
    /// A good night's sleep: fatigue back to `morning_fatigue`, minor
    /// wounds healed, and the morning HP re-roll with no fatigue dice
    /// beyond the morning's (penance still counts).
    GoodNight {
        /// Hit points, hit dice, fatigue, penance and wounds before.
        vitality: tc::Vitality,
        /// The fatigue the day starts with: 0 (when absent), or 1 when
        /// food, water and sleep lost reach half STR.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        morning_fatigue: Option<tc::Fatigue>,
        /// Keep the higher of the old and new HP (a tough fighter only).
        #[serde(default)]
        keep_higher: bool,
        /// Where the faces come from: the hit dice, then the extra dice.
        dice: Dice,
    },
}

/// A Block, Dodge, Parry rest.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "rest", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum BlockDodgeParryRest {
    /// A night's sleep: none leaves the character deprived, any rest ends
    /// that; normal and comfortable rest remove all Fatigue; comfortable
    /// rest gives back 1 point of `restore`'s loss (not while still
    /// deprived of food). Rolls nothing.
    Sleep {
        /// The character's abilities, fatigue and wounds.
        body: bdp::Body,
        /// The quality of the night: `"none"`, `"perilous"`, `"normal"`
        /// or `"comfortable"`.
        quality: bdp::Rest,
        /// The ability a comfortable rest restores a point of (none when
        /// absent).
        #[serde(default)]
        restore: Option<BdpAbility>,
    },
    /// A few moments out of combat and a drink: all lost HP back, and the
    /// waterskin's usage die rolled. Nothing is recovered, and nothing
    /// rolls, while deprived, with the waterskin empty, with no HP lost,
    /// or with Fatigue and wounds in every slot (gear is the tracker's to
    /// count: with every slot full, HP stay 0 and this is not sent).
    CatchBreath {
        /// The character's abilities, fatigue and wounds.
        body: bdp::Body,
        /// The HP left and the most.
        hp: BdpHp,
        /// The waterskin's usage die: `"d8"` full, `"d6"`, `"d4"`, or
        /// `"empty"`.
        waterskin: UsageDie,
        /// Where the faces come from: the usage die; not needed when
        /// nothing is recovered.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        dice: Option<Dice>,
    },
}

/// A Murdham rest: an addict must take its drug, or lose WIT for a
/// while. Rolls nothing.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "rest", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum MurdhamRest {
    /// The daily rest, a watch: an addict needs 1 unit of its drug, or
    /// loses 1 WIT.
    Daily(MurdhamRestTaken),
    /// A full rest: an addict needs 8 units, or loses 1 WIT per unit
    /// missing.
    Full(MurdhamRestTaken),
}

/// The character resting, and the drug it takes.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct MurdhamRestTaken {
    /// WIT now, 0 to 20.
    wit: MuScore,
    /// Whether the character is addicted to a drug.
    addicted: bool,
    /// Units of its drug taken at the rest (0 when absent).
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    drug_units: Option<mu::DrugUnits>,
}

/// A rest taken, tagged by `system` as its request.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case")]
pub(crate) enum RestResponse {
    /// Cairn House Rules.
    CairnHouse {
        /// The character after, to store in place of the one given.
        character: CairnHouseCharacter,
        /// What happened, in order.
        events: Vec<ch::Event>,
        /// A long rest's exact odds of the ability's score after, before
        /// the d6 (none for the rests that roll nothing).
        odds: Option<Odds<i32>>,
        /// What happened, as a line for players.
        text: String,
        /// The faces used, in order.
        faces: Vec<u32>,
    },
    /// Gods & Monsters.
    GodsAndMonsters {
        /// Survival, verve and injuries after, to store in place of those
        /// given.
        vitals: gm::Vitals,
        /// What happened, in order.
        events: Vec<gm::Event>,
        /// A night's health roll, passed or failed (none for a day).
        roll: Option<PassFail>,
        /// The chance the health roll had (1 for a day, which rolls
        /// nothing).
        chance: Probability,
        /// What happened, as a line for players.
        text: String,
        /// The faces used, in order.
        faces: Vec<u32>,
    },
    /// 3d6 Constitution.
    Constitution {
        /// Hit points, hit dice, fatigue, penance and wounds after, to
        /// store in place of those given.
        vitality: tc::Vitality,
        /// What happened, in order.
        events: Vec<tc::Event>,
        /// The exact odds of the HP after, before the dice.
        odds: Odds<u32>,
        /// What happened, as a line for players.
        text: String,
        /// The faces used, in order.
        faces: Vec<u32>,
    },
    /// Block, Dodge, Parry.
    BlockDodgeParry {
        /// The character's body after, to store in place of the one
        /// given.
        #[schemars(with = "AsRead<bdp::Body>")]
        body: bdp::Body,
        /// The HP after catching one's breath (none for a night's sleep).
        #[schemars(with = "Option<AsRead<BdpHp>>")]
        hp: Option<BdpHp>,
        /// The waterskin after catching one's breath (none for a night's
        /// sleep).
        waterskin: Option<UsageDie>,
        /// What happened to the body, in order (catching one's breath
        /// changes only the HP and the waterskin).
        events: Vec<bdp::Event>,
        /// The exact odds of the waterskin after, before its usage die
        /// (none when nothing rolls).
        odds: Option<Odds<UsageDie>>,
        /// What happened, as a line for players.
        text: String,
        /// The faces used, in order.
        faces: Vec<u32>,
    },
    /// Murdham.
    Murdham {
        /// WIT after, stopping at 0, to store in place of the one given
        /// (the loss is temporary: the game's recovery rules give it
        /// back).
        wit: i32,
        /// What happened, in order: WIT reduced by withdrawal, if it was.
        events: Vec<mu::Event>,
        /// What happened, as a line for players.
        text: String,
        /// The faces used: none, a rest rolls nothing.
        faces: Vec<u32>,
    },
}

/// "Short rest: HP 1 -> 4; fatigue 2 -> 0": the rest and each event.
fn rest_text<E: std::fmt::Display>(rest: &str, events: &[E]) -> String {
    if events.is_empty() {
        return format!("{rest}: nothing to restore");
    }
    let told: Vec<String> = events.iter().map(ToString::to_string).collect();
    format!("{rest}: {}", told.join("; "))
}

fn take_rest(request: RestRequest) -> Result<RestResponse, ApiError> {
    Ok(match request {
        RestRequest::CairnHouse(rest) => {
            let (character, name) = match &rest {
                CairnHouseRest::Short { character } => (character, "Short rest"),
                CairnHouseRest::Long { character, .. } => (character, "Long rest"),
                CairnHouseRest::Full { character } => (character, "Full rest"),
            };
            let mut character = ch::Character::try_from(character.clone())?;
            let (report, odds, faces) = match rest {
                CairnHouseRest::Short { .. } => (character.short_rest()?, None, Vec::new()),
                CairnHouseRest::Full { .. } => (character.full_rest()?, None, Vec::new()),
                CairnHouseRest::Long { ability, dice, .. } => {
                    let odds = character.long_rest_odds(ability);
                    let (report, faces) =
                        dice.run(|source| character.long_rest(ability, source))?;
                    (report, Some(odds), faces)
                }
            };
            RestResponse::CairnHouse {
                character: ch::CharacterDocument::from(&character).into(),
                text: rest_text(name, report.events()),
                events: report.events().to_vec(),
                odds,
                faces,
            }
        }
        RestRequest::GodsAndMonsters(GodsAndMonstersRest::Night {
            vitals,
            level,
            health,
            heal,
            dice,
        }) => {
            let rest = gm::NightRest::new(vitals, level, injured_roll(health, vitals)?, heal);
            let chance = probability(&rest.odds().sum_where(|band| band.passed()))?;
            let (checked, faces) = dice.run(|source| rest.roll(source))?;
            RestResponse::GodsAndMonsters {
                vitals: *checked.vitals(),
                text: rest_text("A night's rest", checked.events()),
                events: checked.events().to_vec(),
                roll: Some(checked.band()),
                chance,
                faces,
            }
        }
        RestRequest::GodsAndMonsters(GodsAndMonstersRest::Day {
            mut vitals,
            level,
            heal,
        }) => {
            let events: Vec<gm::Event> = gm::day_of_rest(&mut vitals, level, heal)
                .into_iter()
                .collect();
            RestResponse::GodsAndMonsters {
                vitals,
                text: rest_text("A full day of rest", &events),
                events,
                roll: None,
                chance: probability(&osr::dice::num_rational::BigRational::from_integer(
                    1.into(),
                ))?,
                faces: Vec::new(),
            }
        }
        RestRequest::Constitution(rest) => constitution(rest)?,
        RestRequest::BlockDodgeParry(rest) => block_dodge_parry(rest)?,
        RestRequest::Murdham(rest) => murdham(rest)?,
    })
}

/// Which HP total a 3d6 Constitution re-roll keeps: the higher of the old
/// and the new when asked (a tough fighter only), else the new (`takeRest`,
/// and a sheet's rests).
pub(crate) const fn keep(higher: bool) -> tc::Keep {
    if higher {
        tc::Keep::Higher
    } else {
        tc::Keep::New
    }
}

/// The fatigue a morning starts with: none when not given.
fn morning(fatigue: Option<tc::Fatigue>) -> u32 {
    fatigue.map_or(0, tc::Fatigue::get)
}

fn constitution(rest: ConstitutionRest) -> Result<RestResponse, ApiError> {
    let (mut vitality, odds, name) = match &rest {
        ConstitutionRest::Short {
            vitality,
            keep_higher,
            ..
        } => (
            vitality.clone(),
            vitality.short_rest_odds(keep(*keep_higher))?,
            "Short rest",
        ),
        ConstitutionRest::GoodNight {
            vitality,
            morning_fatigue,
            keep_higher,
            ..
        } => (
            vitality.clone(),
            vitality.good_night_odds(morning(*morning_fatigue), keep(*keep_higher))?,
            "A good night's sleep",
        ),
    };
    let (applied, faces) = match rest {
        ConstitutionRest::Short {
            keep_higher, dice, ..
        } => dice.run(|source| vitality.short_rest(keep(keep_higher), source))?,
        ConstitutionRest::GoodNight {
            morning_fatigue,
            keep_higher,
            dice,
            ..
        } => dice.run(|source| {
            vitality.good_night(morning(morning_fatigue), keep(keep_higher), source)
        })?,
    };
    Ok(RestResponse::Constitution {
        text: rest_text(name, applied.events()),
        events: applied.events().to_vec(),
        vitality,
        odds,
        faces,
    })
}

/// A night's sleep of `quality`, as players say it.
const fn night_name(quality: bdp::Rest) -> &'static str {
    match quality {
        bdp::Rest::None => "A night without sleep",
        bdp::Rest::Perilous => "A perilous night's rest",
        bdp::Rest::Normal => "A normal night's rest",
        bdp::Rest::Comfortable => "A comfortable night's rest",
    }
}

fn block_dodge_parry(rest: BlockDodgeParryRest) -> Result<RestResponse, ApiError> {
    Ok(match rest {
        BlockDodgeParryRest::Sleep {
            mut body,
            quality,
            restore,
        } => {
            let events = body.sleep(quality, restore);
            let text = if events.is_empty() && body.deprived() {
                format!("{}: still deprived of a crucial need", night_name(quality))
            } else {
                rest_text(night_name(quality), &events)
            };
            RestResponse::BlockDodgeParry {
                text,
                body,
                hp: None,
                waterskin: None,
                events,
                odds: None,
                faces: Vec::new(),
            }
        }
        BlockDodgeParryRest::CatchBreath {
            body,
            hp,
            waterskin,
            dice,
        } => {
            let odds = body.catch_breath_odds(hp.current(), hp.max(), waterskin)?;
            let dice = Dice::needed(
                dice,
                odds.is_some()
                    .then_some("catching one's breath rolls the waterskin's usage die"),
            )?;
            let (breath, faces) =
                dice.run(|source| body.catch_breath(hp.current(), hp.max(), waterskin, source))?;
            let text = match breath.face {
                Some(face) => format!(
                    "Catching one's breath: HP {} -> {}; the waterskin's {waterskin} shows {face}: {}",
                    hp.current(),
                    breath.hp,
                    if breath.waterskin == waterskin {
                        format!("still {waterskin}")
                    } else {
                        format!("{waterskin} -> {}", breath.waterskin)
                    }
                ),
                None => format!(
                    "Catching one's breath: nothing recovered ({})",
                    if hp.current() == hp.max() {
                        "no HP lost"
                    } else if waterskin.is_empty() {
                        "the waterskin is empty"
                    } else if body.deprived() {
                        "deprived of a crucial need"
                    } else {
                        "every slot is full"
                    }
                ),
            };
            RestResponse::BlockDodgeParry {
                hp: Some(BdpHp::new(breath.hp, hp.max())?),
                waterskin: Some(breath.waterskin),
                body,
                events: Vec::new(),
                odds,
                text,
                faces,
            }
        }
    })
}

fn murdham(rest: MurdhamRest) -> Result<RestResponse, ApiError> {
    let (full, taken, name) = match rest {
        MurdhamRest::Daily(taken) => (false, taken, "A daily rest"),
        MurdhamRest::Full(taken) => (true, taken, "A full rest"),
    };
    let wit = taken.wit.get();
    let units = taken.drug_units.map_or(0, mu::DrugUnits::get);
    // The sheet's rest: only an addict suffers withdrawal.
    let lost = if taken.addicted {
        mu::withdrawal(full, units)?
    } else {
        0
    };
    let after = i32::try_from(lost).map_or(0, |lost| wit.saturating_sub(lost).max(0));
    let events: Vec<mu::Event> = if lost > 0 {
        vec![mu::Event::AbilityReduced {
            ability: mu::Ability::Wit,
            temporary: lost,
            permanent: 0,
        }]
    } else {
        Vec::new()
    };
    let text = match events.first() {
        Some(event) => format!("{name}: withdrawal: {event} ({wit} -> {after})"),
        None if taken.addicted => format!("{name}: the drug taken, no withdrawal"),
        None => format!("{name}: no withdrawal"),
    };
    Ok(RestResponse::Murdham {
        wit: after,
        events,
        text,
        faces: Vec::new(),
    })
}
