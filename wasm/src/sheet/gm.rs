//! Gods & Monsters: creation with the player's choices, derived values,
//! operations.

use osr::combat::gods_and_monsters as gm;
use osr::health::gods_and_monsters::{Hit, RestChoice};
use osr::sheet::gods_and_monsters::{
    Ability, Archetype, Choices, Creation, GearPurchase, Item, Place, Sheet, Size,
};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::fight::{after_fight_event, counted};
use super::{AnySheet, Applied, LoadSummary, Made, SheetEvent, Using};
use crate::combat::Saved;
use crate::{ApiError, Dice};

/// Something bought with the starting coins.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct GodsAndMonstersPurchase {
    /// The item's osr-equipment ID (`"gm.weapon.battleaxe"`,
    /// `"gm.armor.banded-leather"`, `"gm.armor.shield"`).
    item: String,
    /// Made for a creature of this size (a dwarf is `"small"`).
    made_for: Size,
    /// Where it goes.
    place: Place,
}

/// A Gods & Monsters character, rolled by the rules: six abilities on
/// 4d6 keeping 3, placed as `assignment` says and adjusted by the
/// species, then the age dice, then the height dice; starting coins equal
/// to the archetypal ability; mojo traded for coins (30 a point); the
/// purchases made in order.
///
/// The species, the referee's numbers, the native culture and fields are
/// those of the rulebook's example character, Toromeen (a dwarf); every
/// other choice is optional and, when absent, is Toromeen's, with no mojo
/// traded and nothing bought, so a request with only `system` and `dice`
/// always works. Toromeen's own creation is `mojo_for_coins: 1` and his
/// three purchases.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct GodsAndMonstersCreate {
    /// Where the faces come from.
    dice: Dice,
    /// The archetype (`"warrior"` when absent).
    #[serde(default)]
    archetype: Option<Archetype>,
    /// The ability each roll goes to, in the order rolled, each once
    /// (Toromeen's when absent: endurance, agility, wisdom, charisma,
    /// strength, intelligence).
    #[serde(default)]
    assignment: Option<[Ability; 6]>,
    /// The moral code (`"Chaotic Good"` when absent).
    #[serde(default)]
    moral_code: Option<String>,
    /// The motivation (Toromeen's when absent).
    #[serde(default)]
    motivation: Option<String>,
    /// Fighting Art skills taken with the extras of the starting age
    /// (`["Battleaxe"]` when absent).
    #[serde(default)]
    extra_skills: Option<Vec<String>>,
    /// Mojo traded for coins before buying, 30 coins a point (0 when
    /// absent).
    #[serde(default)]
    mojo_for_coins: u32,
    /// Gear bought with the starting coins, in order (none when absent).
    #[serde(default)]
    purchases: Vec<GodsAndMonstersPurchase>,
}

pub(super) fn create(request: GodsAndMonstersCreate) -> Result<Made, ApiError> {
    let mut choices = Choices::toromeen();
    choices.mojo_for_coins = request.mojo_for_coins;
    choices.purchases = Vec::new();
    if request.purchases.len() > osr::sheet::gods_and_monsters::MAX_ENTRIES {
        return Err(osr::sheet::Error::TooMany {
            what: "purchases",
            len: request.purchases.len(),
            max: osr::sheet::gods_and_monsters::MAX_ENTRIES,
        }
        .into());
    }
    for p in &request.purchases {
        choices.purchases.push(GearPurchase {
            item: Item::from_id(&p.item)?,
            made_for: p.made_for,
            place: p.place,
        });
    }
    if let Some(archetype) = request.archetype {
        choices.archetype = archetype;
    }
    if let Some(assignment) = request.assignment {
        choices.assignment = assignment;
    }
    if let Some(code) = request.moral_code {
        choices.moral_code = code;
    }
    if let Some(motivation) = request.motivation {
        choices.motivation = motivation;
    }
    if let Some(skills) = request.extra_skills {
        choices.extra_skills = skills;
    }
    let (created, faces) = request
        .dice
        .run(|source| Creation::roll(&choices, source))?;
    Ok(Made {
        events: created.events().iter().map(SheetEvent::of).collect(),
        sheet: AnySheet::GodsAndMonsters(Box::new(created.into_sheet())),
        faces,
    })
}

/// The six reactions of a Gods & Monsters sheet.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub(crate) struct GodsAndMonstersReactions {
    /// Health.
    health: i32,
    /// Fortitude.
    fortitude: i32,
    /// Willpower.
    willpower: i32,
    /// Evasion.
    evasion: i32,
    /// Reason.
    reason: i32,
    /// Perception.
    perception: i32,
}

impl From<[i32; 6]> for GodsAndMonstersReactions {
    /// From the rules' order: health, fortitude, willpower, evasion,
    /// reason, perception.
    fn from([health, fortitude, willpower, evasion, reason, perception]: [i32; 6]) -> Self {
        Self {
            health,
            fortitude,
            willpower,
            evasion,
            reason,
            perception,
        }
    }
}

/// What a Gods & Monsters sheet derives.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub(crate) struct GodsAndMonstersDerived {
    /// The level: one plus the levels gained.
    level: u32,
    /// Levels the experience reaches that are not rolled yet.
    levels_due: u32,
    /// Defense against the chosen opponent.
    defense: i32,
    /// Movement.
    movement: u32,
    /// The six reactions.
    reactions: GodsAndMonstersReactions,
    /// Maximum survival.
    max_survival: u32,
    /// Maximum verve.
    max_verve: u32,
    /// Mojo now.
    mojo: u64,
    /// Fighting Art.
    fighting_art: u32,
    /// A sorceror's memorisation slots, L(L+1)/2 at level L; 0 for the
    /// other archetypes.
    slots: u32,
    /// A prophet's calling points, L(L+1)/2 at level L; 0 for the other
    /// archetypes (spirits and their manifestations are not on the sheet).
    calling_points: u32,
    /// Height in inches.
    height: i64,
    /// Weight in pounds.
    weight: i64,
    /// The carry list: its entries (a filled container is one) against
    /// the Carry.
    load: LoadSummary,
}

pub(super) fn derived(sheet: &Sheet) -> Result<GodsAndMonstersDerived, ApiError> {
    Ok(GodsAndMonstersDerived {
        level: sheet.level(),
        levels_due: sheet.levels_due(),
        defense: sheet.defense(),
        movement: sheet.movement(),
        reactions: GodsAndMonstersReactions::from(sheet.reactions()),
        max_survival: sheet.max_survival(),
        max_verve: sheet.max_verve(),
        mojo: sheet.mojo(),
        fighting_art: sheet.fighting_art(),
        slots: sheet.slots(),
        calling_points: sheet.calling_points(),
        height: sheet.height(),
        weight: sheet.weight(),
        load: LoadSummary::of(&sheet.carry_list()?),
    })
}

/// The operations this system's sheet takes (`op` keys), as [`apply`]
/// answers them.
pub(super) const OPERATIONS: &[&str] = &[
    "buy",
    "gain_xp",
    "level_up",
    "take_damage",
    "rest_night",
    "rest_day",
    "wake",
    "acquire_spell",
    "memorise",
    "cast_spell",
    "after_fight",
];

/// An operation on a Gods & Monsters sheet, tagged by `op`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "op", rename_all = "snake_case", deny_unknown_fields)]
#[schemars(rename = "GodsAndMonstersSheetOperation")]
pub(crate) enum Operation {
    /// Buys any item by its osr-equipment ID (`"gm.weapon.battleaxe"`),
    /// made for the character's size and carried, paying its price.
    Buy {
        /// The item's osr-equipment ID.
        item: String,
    },
    /// Gains experience: the levels it reaches become due, each rolled
    /// with `level_up`.
    GainXp {
        /// How much.
        amount: u64,
    },
    /// Rolls the next level that is due: its d10, so it needs dice.
    LevelUp {},
    /// A loss in combat: off verve first when the archetype's combat
    /// losses are archetypal (a warrior's), then survival, then injuries.
    /// Nothing rolls.
    TakeDamage {
        /// The damage, after any damage reduction.
        damage: u32,
    },
    /// A night's rest: a health roll, a d20, so it needs dice; passed,
    /// the level back in survival or one injury healed, as `heal` says;
    /// failed, 1 survival.
    RestNight {
        /// What the rest restores (`"survival"` when absent).
        #[serde(default)]
        heal: RestChoice,
    },
    /// A full day of rest: the level back in survival or one injury
    /// healed, as `heal` says, without a roll.
    RestDay {
        /// What the rest restores (`"survival"` when absent).
        #[serde(default)]
        heal: RestChoice,
    },
    /// Waking for the day: verve back to full.
    Wake {},
    /// A sorceror acquires a spell formula (GM-magic.spell.acquire):
    /// looted, stolen, traded, or bought with 3 mojo a spell level, spent
    /// from the sheet. Unless at least its level in archetypal mojo paid
    /// for it, the compatibility roll (the sheet's reason at +6 less the
    /// spell level, a d20, so it needs dice) decides whether it goes in
    /// the spell book.
    AcquireSpell {
        /// The spell's name.
        spell: String,
        /// The spell's level (1 to 10).
        level: osr::magic::gods_and_monsters::SpellLevel,
        /// How it was acquired: `{"by": "loot"}`, `"theft"`, `"trade"`, or
        /// `{"by": "mojo", "archetypal": 2}`.
        by: osr::magic::gods_and_monsters::AcquiredBy,
    },
    /// Memorises the spell at `index` in the spell book in a free slot,
    /// within the injury cap (level less injuries).
    Memorise {
        /// The spell's place in the spell book, from 0.
        index: usize,
    },
    /// Casts the memorised spell at `index`, within the injury cap; its
    /// slot is free again.
    CastSpell {
        /// The spell's place in the spell book, from 0.
        index: usize,
    },
    /// Takes back the vitals the character's combatant ended a fight
    /// with: survival, verve and injuries. Being unconscious or dying is
    /// the fight's, not the sheet's.
    AfterFight {
        /// The fight as `startFight` or `stepFight` last returned it.
        fight: Saved<gm::FightState>,
        /// The character's combatant ID in it.
        id: u32,
    },
}

pub(super) fn apply(
    sheet: &mut Sheet,
    op: Operation,
    using: &Using<'_>,
) -> Result<Applied, ApiError> {
    Ok(match op {
        Operation::Buy { item } => {
            using.no_dice()?;
            let event = sheet.buy(Item::from_id(&item)?)?;
            Applied {
                events: vec![SheetEvent::of(&event)],
                faces: Vec::new(),
            }
        }
        Operation::GainXp { amount } => {
            using.no_dice()?;
            let before = sheet.xp();
            let level = sheet.gain_xp(amount)?;
            Applied {
                events: vec![SheetEvent::new(
                    "xp_gained",
                    format_args!(
                        "+{amount} XP = {} XP: level {level} reached, {} to roll",
                        before.saturating_add(amount),
                        sheet.levels_due()
                    ),
                )],
                faces: Vec::new(),
            }
        }
        Operation::LevelUp {} => {
            let (gained, faces) = using.dice()?.run(|source| sheet.level_up(source))?;
            Applied {
                events: vec![SheetEvent::new(
                    "level_gained",
                    format_args!(
                        "level {}: survival +{}, verve +{}",
                        sheet.level(),
                        gained.survival_gain(),
                        gained.verve_gain()
                    ),
                )],
                faces,
            }
        }
        Operation::TakeDamage { damage } => {
            using.no_dice()?;
            let hit = Hit::new(damage)?.archetypal(sheet.combat_losses_archetypal());
            let taken = sheet.take(hit)?;
            Applied {
                events: taken.events.iter().map(SheetEvent::of).collect(),
                faces: Vec::new(),
            }
        }
        Operation::RestNight { heal } => {
            let (events, faces) = using.dice()?.run(|source| sheet.rest_night(heal, source))?;
            Applied {
                events: events.iter().map(SheetEvent::of).collect(),
                faces,
            }
        }
        Operation::RestDay { heal } => {
            using.no_dice()?;
            Applied {
                events: sheet.rest_day(heal).iter().map(SheetEvent::of).collect(),
                faces: Vec::new(),
            }
        }
        Operation::Wake {} => {
            using.no_dice()?;
            Applied {
                events: sheet.wake().iter().map(SheetEvent::of).collect(),
                faces: Vec::new(),
            }
        }
        Operation::AcquireSpell { spell, level, by } => {
            let acquisition = osr::magic::gods_and_monsters::Acquisition::new(level, by)?;
            let (acquired, faces) = if acquisition.needs_compatibility_roll() {
                using
                    .dice()?
                    .run(|source| sheet.acquire_spell(&spell, level.get(), by, source))?
            } else {
                using.no_dice()?;
                let none = &mut osr::core::SuppliedFaces::new(&[]);
                (
                    sheet.acquire_spell(&spell, level.get(), by, none)?,
                    Vec::new(),
                )
            };
            let key = if acquired.learned {
                "spell_acquired"
            } else {
                "spell_incompatible"
            };
            let text = crate::magic::acquired_text(
                &spell,
                level.get(),
                &acquisition,
                acquired.compatibility.as_ref(),
            );
            Applied {
                events: vec![SheetEvent::new(key, text)],
                faces,
            }
        }
        Operation::Memorise { index } => {
            using.no_dice()?;
            sheet.memorise(index)?;
            spell_event(sheet, index, "spell_memorised", "memorised")
        }
        Operation::CastSpell { index } => {
            using.no_dice()?;
            sheet.cast(index)?;
            spell_event(sheet, index, "spell_cast", "cast; its slot is free again")
        }
        Operation::AfterFight { fight, id } => {
            using.no_dice()?;
            sheet.after_fight(fight.open()?.status(id)?)?;
            let vitals = sheet.vitals();
            let mut parts = vec![
                format!(
                    "survival {} of {}",
                    vitals.survival(),
                    vitals.max_survival()
                ),
                format!("verve {} of {}", vitals.verve(), vitals.max_verve()),
            ];
            parts.extend(counted(vitals.injuries(), "injury", "injuries"));
            Applied {
                events: vec![after_fight_event(&parts)],
                faces: Vec::new(),
            }
        }
    })
}

/// The line of a spell memorised or cast: its name and level.
fn spell_event(sheet: &Sheet, index: usize, key: &str, done: &str) -> Applied {
    let line = sheet.spells().get(index).map_or_else(String::new, |spell| {
        format!("{} (level {}) {done}", spell.name(), spell.level())
    });
    Applied {
        events: vec![SheetEvent::new(key, line)],
        faces: Vec::new(),
    }
}
