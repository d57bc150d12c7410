//! Block, Dodge, Parry: a sheet from given values (the rules have no
//! creation) and its derived values.

use osr::check::block_dodge_parry::Ability;
use osr::combat::block_dodge_parry::{Harm, MAX_HP};
use osr::core::SuppliedFaces;
use osr::health::block_dodge_parry::{
    Critical, FatigueSource, Meal, Rest, Stacking, Treatment, Wound,
};
use osr::sheet::block_dodge_parry::{Event, Gear, Sheet};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{AnySheet, Applied, LoadSummary, Made, SheetEvent, Using};
use crate::ApiError;
use crate::error::request_number;

/// A Block, Dodge, Parry character from the values the table has: the
/// rules give no creation. STR, DEX and WIL start at these maxima, HP
/// full, a full waterskin, no Fatigue, wounds or other gear.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct BlockDodgeParryCreate {
    /// Strength's maximum, 0 or more.
    str: i64,
    /// Dexterity's maximum, 0 or more.
    dex: i64,
    /// Willpower's maximum, 0 or more.
    wil: i64,
    /// The maximum HP, in osr-combat's range.
    max_hp: i64,
    /// The career, if any: a name of 1 to 40 characters.
    #[serde(default)]
    career: Option<String>,
    /// Skills, by name; at most 16.
    #[serde(default)]
    skills: Vec<String>,
}

pub(super) fn create(request: &BlockDodgeParryCreate) -> Result<Made, ApiError> {
    // The request's numbers, for the sheet's typed parameters, with the
    // words the sheet and osr-combat refuse them with.
    let score = |value: i64| request_number("ability score", value, 0, i32::MAX.into());
    let maxima = [
        score(request.str)?,
        score(request.dex)?,
        score(request.wil)?,
    ];
    let max_hp = request_number("maximum hit protection", request.max_hp, 0, MAX_HP.into())?;
    let mut sheet = Sheet::new(maxima, max_hp)?;
    if let Some(career) = &request.career {
        sheet = sheet.with_career(career)?;
    }
    for skill in &request.skills {
        sheet = sheet.with_skill(skill)?;
    }
    Ok(Made {
        sheet: AnySheet::BlockDodgeParry(Box::new(sheet)),
        faces: Vec::new(),
        events: Vec::new(),
    })
}

/// What a Block, Dodge, Parry sheet derives.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub(crate) struct BlockDodgeParryDerived {
    /// The descriptors the current scores earn (15 or more: `"tough"`,
    /// `"deft"`, `"resolute"`), each an implicit skill.
    descriptors: Vec<String>,
    /// Whether attacks are impaired.
    attacks_impaired: bool,
    /// The slots used by gear, Fatigue and wounds against those there are.
    load: LoadSummary,
}

pub(super) fn derived(sheet: &Sheet) -> Result<BlockDodgeParryDerived, ApiError> {
    Ok(BlockDodgeParryDerived {
        descriptors: sheet.descriptors().into_iter().map(String::from).collect(),
        attacks_impaired: sheet.attacks_impaired(),
        load: LoadSummary::of(&sheet.load()?),
    })
}

/// The operations this system's sheet takes (`op` keys), as [`apply`]
/// answers them.
pub(super) const OPERATIONS: &[&str] = &[
    "take_damage",
    "gain_fatigue",
    "take_wound",
    "heal_wound",
    "train",
    "sleep",
    "go_hungry",
    "eat",
    "treat",
    "catch_breath",
    "take_gear",
    "drop_gear",
];

/// An operation on a Block, Dodge, Parry sheet, tagged by `op`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "op", rename_all = "snake_case", deny_unknown_fields)]
#[schemars(rename = "BlockDodgeParrySheetOperation")]
pub(crate) enum Operation {
    /// Lands a blow or harm: HP first when it could be defended against,
    /// the rest to the ability, then the Critical Damage Save when called
    /// for, which rolls (give dice; unused when nothing rolls).
    TakeDamage {
        /// The blow or harm.
        harm: Harm,
    },
    /// Gains Fatigue, one slot each beside the gear.
    GainFatigue {
        /// Where it comes from (`{"source": "dodging"}`).
        cause: FatigueSource,
        /// How many (1 when absent).
        #[serde(default = "one")]
        count: u32,
    },
    /// Takes a wound: a slot, unless it escalates one of its type; a
    /// permanent wound lowers `fitting`'s maximum by 1 and keeps its slot
    /// for good.
    TakeWound {
        /// The wound.
        wound: Wound,
        /// A new slot, or the existing wound of its type one level worse.
        stacking: Stacking,
        /// The ability a permanent wound lowers.
        fitting: Ability,
    },
    /// Heals the wound at `index` in the body's wounds (not a permanent
    /// one).
    HealWound {
        /// The wound's place in the list, from 0.
        index: u32,
    },
    /// Trains away the penalty of the permanent wound at `index`: its
    /// ability's maximum rises by 1 back; the wound keeps its slot.
    Train {
        /// The permanent wound's place in the list, from 0.
        index: u32,
    },
    /// Sleeps a night: none leaves the character deprived; normal and
    /// comfortable rest remove all Fatigue; comfortable rest gives back 1
    /// point of `restore`'s loss.
    Sleep {
        /// The rest (`"none"`, `"perilous"`, `"normal"`, `"comfortable"`).
        rest: Rest,
        /// The ability a comfortable rest restores a point of.
        #[serde(default)]
        restore: Option<Ability>,
    },
    /// A day without a meal: deprived.
    GoHungry {},
    /// Eats a meal. A desperate meal's WIL save rolls, so it needs dice;
    /// the others roll nothing.
    Eat {
        /// The meal.
        meal: Meal,
    },
    /// A day of treatment: 1d4 back to its ability, nothing while
    /// deprived. Rolls, so it needs dice.
    Treat {
        /// The treatment.
        treatment: Treatment,
    },
    /// Catches its breath: all HP back and the waterskin's usage die
    /// rolled, so it needs dice; nothing without water, while deprived or
    /// with every slot full.
    CatchBreath {},
    /// Takes up gear into free slots.
    TakeGear {
        /// Its name, 1 to 40 characters.
        name: String,
        /// The slots it takes.
        slots: u32,
    },
    /// Drops the gear at `index` in the gear list.
    DropGear {
        /// The gear's place in the list, from 0.
        index: u32,
    },
}

const fn one() -> u32 {
    1
}

/// An index a request holds, as the sheet's index type.
fn index(value: u32) -> usize {
    usize::try_from(value).unwrap_or(usize::MAX)
}

fn lines(events: &[Event]) -> Vec<SheetEvent> {
    events.iter().map(SheetEvent::of).collect()
}

pub(super) fn apply(
    sheet: &mut Sheet,
    op: Operation,
    using: &Using<'_>,
) -> Result<Applied, ApiError> {
    let mut faces = Vec::new();
    let events = match op {
        Operation::TakeDamage { harm } => {
            let landed;
            (landed, faces) = using.dice()?.run(|source| sheet.land(&harm, source))?;
            let mut events = lines(landed.events());
            if landed.critical() != Critical::Unharmed {
                events.push(SheetEvent::new(
                    "critical",
                    format_args!("{}", landed.critical()),
                ));
            }
            events
        }
        Operation::GainFatigue { cause, count } => {
            using.no_dice()?;
            lines(&sheet.gain_fatigue(cause, count)?)
        }
        Operation::TakeWound {
            wound,
            stacking,
            fitting,
        } => {
            using.no_dice()?;
            lines(&sheet.take_wound(wound, stacking, fitting)?)
        }
        Operation::HealWound { index: i } => {
            using.no_dice()?;
            lines(&sheet.heal_wound(index(i))?)
        }
        Operation::Train { index: i } => {
            using.no_dice()?;
            lines(&sheet.train(index(i))?)
        }
        Operation::Sleep { rest, restore } => {
            using.no_dice()?;
            lines(&sheet.sleep(rest, restore))
        }
        Operation::GoHungry {} => {
            using.no_dice()?;
            lines(&sheet.go_hungry())
        }
        Operation::Eat {
            meal: Meal::Desperate,
        } => {
            let events;
            (events, faces) = using
                .dice()?
                .run(|source| sheet.eat(Meal::Desperate, source))?;
            lines(&events)
        }
        Operation::Eat { meal } => {
            using.no_dice()?;
            lines(&sheet.eat(meal, &mut SuppliedFaces::new(&[]))?)
        }
        Operation::Treat { treatment } => {
            let events;
            (events, faces) = using.dice()?.run(|source| sheet.treat(treatment, source))?;
            lines(&events)
        }
        Operation::CatchBreath {} => {
            let (hp, waterskin) = (sheet.hp().current(), sheet.waterskin());
            let breath;
            (breath, faces) = using.dice()?.run(|source| sheet.catch_breath(source))?;
            vec![match breath {
                Some(breath) => SheetEvent::new(
                    "caught_breath",
                    format_args!(
                        "catches its breath: HP {hp} -> {}, waterskin {} -> {}",
                        breath.hp,
                        waterskin.map_or_else(|| "empty".into(), |w| w.to_string()),
                        breath.waterskin
                    ),
                ),
                None => SheetEvent::new(
                    "no_breath",
                    "cannot catch its breath: no water, deprived, or every slot full",
                ),
            }]
        }
        Operation::TakeGear { name, slots } => {
            using.no_dice()?;
            let gear = Gear::new(&name, slots)?;
            let line = SheetEvent::new("gear_taken", format_args!("takes up {}", gear.name()));
            *sheet = sheet.clone().with_gear(gear)?;
            vec![line]
        }
        Operation::DropGear { index: i } => {
            using.no_dice()?;
            let gear = sheet.drop_gear(index(i))?;
            vec![SheetEvent::new(
                "gear_dropped",
                format_args!("drops {}", gear.name()),
            )]
        }
    };
    Ok(Applied { events, faces })
}
