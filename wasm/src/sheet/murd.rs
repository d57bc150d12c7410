//! Murdham: a sheet from given values (the rules have no rolled
//! creation) and its derived values.

use osr::check::murdham::Damage;
use osr::combat::murdham as mu;
use osr::core::StepDie;
use osr::encumbrance::bulk::murdham::Size;
use osr::equipment::murdham::Tool;
use osr::health::murdham::{Armour, Fall, HitOutcome};
use osr::magic::murdham::Corruption;
use osr::sheet::murdham::{Abilities, Ability, Coins, Condition, Event, Rest, Sheet};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{AnySheet, Applied, LoadSummary, Made, SheetEvent, Using};
use crate::ApiError;
use crate::combat::Saved;
use crate::error::request_number;

/// A Murdham character from the values the table has: Murdham's
/// adventuring chapter, which this library follows, gives no rolled
/// creation. The sheet starts at full health (its STR), with no skills,
/// career, items or conditions; add those by editing the document.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct MurdhamCreate {
    /// Strength, 1 to 20: also the maximum health.
    str: i64,
    /// Agility, 0 to 20.
    agi: i64,
    /// Wits, 0 to 20.
    wit: i64,
    /// Armour, 0 to 3 (0 when absent).
    #[serde(default)]
    armour: i64,
    /// The size (`"medium"`, a human's, when absent).
    #[serde(default)]
    size: Option<Size>,
    /// Coins, 0 to 1000000 (0 when absent).
    #[serde(default)]
    coins: i64,
    /// Corruption (0 when absent).
    #[serde(default)]
    corruption: i64,
}

pub(super) fn create(request: &MurdhamCreate) -> Result<Made, ApiError> {
    // The request's numbers, for the sheet's typed parameters, with the
    // words the sheet refuses them with, in the order it checks them.
    let abilities = Abilities::new(
        request_number("maximum health", request.str, 1, 20)?,
        request_number("ability score", request.agi, 0, 20)?,
        request_number("ability score", request.wit, 0, 20)?,
    )?;
    let armour = request_number(
        Armour::WHAT,
        request.armour,
        Armour::MIN.into(),
        Armour::MAX.into(),
    )?;
    let mut sheet = Sheet::new(abilities).with_armour(armour)?;
    let coins = request_number(
        Coins::WHAT,
        request.coins,
        Coins::MIN.into(),
        Coins::MAX.into(),
    )?;
    sheet = sheet.with_coins(coins)?;
    let corruption = request_number(
        Corruption::WHAT,
        request.corruption,
        Corruption::MIN.into(),
        Corruption::MAX.into(),
    )?;
    sheet = sheet.with_corruption(corruption)?;
    if let Some(size) = request.size {
        sheet = sheet.with_size(size);
    }
    Ok(Made {
        sheet: AnySheet::Murdham(Box::new(sheet)),
        faces: Vec::new(),
        events: Vec::new(),
    })
}

/// The three scores saves use: each ability less its losses.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub(crate) struct MurdhamScores {
    /// Strength.
    str: i32,
    /// Agility.
    agi: i32,
    /// Wits.
    wit: i32,
}

/// What a Murdham sheet derives.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub(crate) struct MurdhamDerived {
    /// The scores saves use, after temporary and lasting loss.
    scores: MurdhamScores,
    /// The languages spoken: Common, and those the skills grant.
    languages: Vec<String>,
    /// Whether the character reads and writes.
    literate: bool,
    /// The power scrolls the character can read (MU-magic.power-scrolls):
    /// `"sacred"` ones, in Classic, and `"profane"` ones, in Magick, each
    /// only when literate and knowing its script.
    power_scrolls: Vec<osr::magic::murdham::PowerScroll>,
    /// Zones a round, walking on ordinary ground, after the load.
    zones_per_round: u32,
    /// The load: bulk carried against the carry limit of the size.
    load: LoadSummary,
}

pub(super) fn derived(sheet: &Sheet) -> Result<MurdhamDerived, ApiError> {
    Ok(MurdhamDerived {
        scores: MurdhamScores {
            str: sheet.score(Ability::Str),
            agi: sheet.score(Ability::Agi),
            wit: sheet.score(Ability::Wit),
        },
        languages: sheet
            .languages()
            .iter()
            .map(|l| l.name().to_owned())
            .collect(),
        literate: sheet.literate(),
        power_scrolls: [
            osr::magic::murdham::PowerScroll::Sacred,
            osr::magic::murdham::PowerScroll::Profane,
        ]
        .into_iter()
        .filter(|&scroll| sheet.can_read(scroll))
        .collect(),
        zones_per_round: sheet.zones_per_round(false, false)?,
        load: LoadSummary::of(&sheet.load()),
    })
}

/// The operations this system's sheet takes (`op` keys), as [`apply`]
/// answers them.
pub(super) const OPERATIONS: &[&str] = &[
    "buy",
    "take_damage",
    "fall",
    "gain_corruption",
    "catch",
    "end_of_day",
    "rest",
    "restore",
    "end_condition",
    "after_fight",
];

/// An operation on a Murdham sheet, tagged by `op`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "op", rename_all = "snake_case", deny_unknown_fields)]
#[schemars(rename = "MurdhamSheetOperation")]
pub(crate) enum Operation {
    /// Buys an item for the price the table sets (the chapter has no
    /// price list).
    Buy {
        /// The item's osr-equipment ID (`"mu.tool.antidote"`,
        /// `"mu.tool.surgical-tools"`, `"mu.tool.saddle"`,
        /// `"mu.tool.disguise-kit"`).
        item: String,
        /// The price, in coins.
        cost: u32,
    },
    /// A hit: the damage die, exploding on its highest face, less the
    /// armour unless the damage is direct; the health lost, and the
    /// conditions the hit brings (incapacitated, dying, dead). Rolls, so
    /// it needs dice.
    TakeDamage {
        /// The damage die (`"d8"`).
        die: StepDie,
        /// Direct damage, which armour does not reduce (false when
        /// absent).
        #[serde(default)]
        direct: bool,
    },
    /// A fall: an AGI save cushions it, then a d4 of direct damage for
    /// every full 2 m left. Rolls, so it needs dice.
    Fall {
        /// The height, in whole metres.
        metres: u32,
    },
    /// Gains corruption: the soulblight d12 rolls, so it needs dice; on
    /// soulblight the d12 is taken as direct damage.
    GainCorruption {
        /// How much.
        amount: u32,
    },
    /// Catches a disease by its osr-health ID (`"plague"`,
    /// `"weeping_sores"`): sick with it, unless already sick with it or
    /// immune.
    Catch {
        /// The disease's osr-health ID.
        disease: String,
    },
    /// The end of a day for every disease the character is sick with: a
    /// STR save each, which rolls, so it needs dice (none is rolled when
    /// the character is not sick).
    EndOfDay {},
    /// A rest: an addict without enough of its drug loses WIT.
    Rest {
        /// The rest (`"daily"` or `"full"`).
        rest: Rest,
        /// Units of its drug an addict takes (0 when absent).
        #[serde(default)]
        drug_units: u32,
    },
    /// Gives back up to `amount` of an ability's temporary loss, as the
    /// game's recovery rules (in another chapter) allow.
    Restore {
        /// The ability.
        ability: Ability,
        /// The most to give back.
        amount: u32,
    },
    /// Ends a condition (the end of the stretch ends fear; a cure ends
    /// addiction).
    EndCondition {
        /// The condition.
        condition: Condition,
    },
    /// Takes back what an encounter left the character: its health at
    /// the end, the conditions its hits brought (critical damage
    /// incapacitates, losing all health is dying, a killing hit death)
    /// and fear from intimidation.
    AfterFight {
        /// The encounter as `startFight` or `stepFight` last returned it.
        fight: Saved<mu::EncounterState>,
        /// The character's combatant ID in it.
        id: u32,
    },
}

/// The lines of a hit or a fall: its own steps, then the conditions.
fn hit_events(outcome: &HitOutcome, events: &[Event]) -> Vec<SheetEvent> {
    let mut lines: Vec<SheetEvent> = outcome.events().iter().map(SheetEvent::of).collect();
    lines.extend(events.iter().map(SheetEvent::of));
    lines
}

pub(super) fn apply(
    sheet: &mut Sheet,
    op: Operation,
    using: &Using<'_>,
) -> Result<Applied, ApiError> {
    Ok(match op {
        Operation::Buy { item, cost } => {
            using.no_dice()?;
            let event = sheet.buy(Tool::from_id(&item)?, cost)?;
            Applied {
                events: vec![SheetEvent::of(&event)],
                faces: Vec::new(),
            }
        }
        Operation::TakeDamage { die, direct } => {
            let ((outcome, events), faces) = using
                .dice()?
                .run(|source| sheet.hit(Damage::new(die), direct, source))?;
            Applied {
                events: hit_events(&outcome, &events),
                faces,
            }
        }
        Operation::Fall { metres } => {
            let fall = Fall::metres(metres)?;
            let ((outcome, events), faces) =
                using.dice()?.run(|source| sheet.fall(fall, source))?;
            Applied {
                events: hit_events(&outcome, &events),
                faces,
            }
        }
        Operation::GainCorruption { amount } => {
            let ((gained, events), faces) = using
                .dice()?
                .run(|source| sheet.gain_corruption(amount, source))?;
            let mut lines = vec![SheetEvent::new(
                "corruption_gained",
                format_args!(
                    "corruption {} + {amount} = {}, now {}",
                    gained.from.get(),
                    gained.total.get(),
                    gained.to.get()
                ),
            )];
            lines.extend(events.iter().map(SheetEvent::of));
            Applied {
                events: lines,
                faces,
            }
        }
        Operation::Catch { disease } => {
            using.no_dice()?;
            Applied {
                events: sheet.catch(&disease)?.iter().map(SheetEvent::of).collect(),
                faces: Vec::new(),
            }
        }
        Operation::EndOfDay {} => {
            // Each disease's steps under its name, in the order caught, as
            // `end_of_day` answers them.
            let names: Vec<&str> = sheet
                .sicknesses()
                .iter()
                .map(|s| s.disease().name)
                .collect();
            let ((outcomes, events), faces) =
                using.dice()?.run(|source| sheet.end_of_day(source))?;
            let mut lines = Vec::new();
            for (name, outcome) in names.iter().zip(&outcomes) {
                for event in outcome.events() {
                    let step = SheetEvent::of(event);
                    lines.push(SheetEvent::new(
                        &step.event,
                        format_args!("{name}: {}", step.text),
                    ));
                }
            }
            lines.extend(events.iter().map(SheetEvent::of));
            Applied {
                events: lines,
                faces,
            }
        }
        Operation::Rest { rest, drug_units } => {
            using.no_dice()?;
            Applied {
                events: sheet
                    .rest(rest, drug_units)?
                    .iter()
                    .map(SheetEvent::of)
                    .collect(),
                faces: Vec::new(),
            }
        }
        Operation::Restore { ability, amount } => {
            using.no_dice()?;
            let back = sheet.restore(ability, amount);
            Applied {
                events: vec![SheetEvent::new(
                    "restored",
                    format_args!(
                        "{} +{back} = {}",
                        ability.abbreviation(),
                        sheet.score(ability)
                    ),
                )],
                faces: Vec::new(),
            }
        }
        Operation::EndCondition { condition } => {
            using.no_dice()?;
            let ended = sheet.end_condition(condition);
            Applied {
                events: if ended {
                    vec![SheetEvent::of(&Event::Ended { condition })]
                } else {
                    Vec::new()
                },
                faces: Vec::new(),
            }
        }
        Operation::AfterFight { fight, id } => {
            using.no_dice()?;
            let before = sheet.health().current();
            let fight = fight.open()?;
            let became = sheet.after_fight(fight.status(id)?, fight.events())?;
            let health = sheet.health();
            let mut events = vec![super::fight::after_fight_event(&[format!(
                "health {} of {} (was {before})",
                health.current(),
                health.max()
            )])];
            events.extend(became.iter().map(SheetEvent::of));
            Applied {
                events,
                faces: Vec::new(),
            }
        }
    })
}
