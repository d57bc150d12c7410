//! 3d6 Constitution: creation with the player's choices, derived values,
//! operations.

use crate::rest::keep;
use osr::combat::constitution as tc;
use osr::equipment::constitution::Coins;
use osr::sheet::constitution::{
    CheckKind, Choices, Class, Concept, Creation, Initiation, Item, MAX_SPELLS, Sheet,
};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::fight::{after_fight_event, counted};
use super::{AnySheet, Applied, LoadSummary, Made, SheetEvent, Using};
use crate::combat::Saved;
use crate::{ApiError, Dice};

/// A 3d6 Constitution character, rolled by the rules: STR, WIT, KNO,
/// WIL, CHA on 3d6 each in order, then HP on 1d6 (1d8 with the Tough
/// initiation); an approved reused concept rolls its d6 first and goes on
/// only on a 1. Every choice is optional.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ConstitutionCreate {
    /// Where the faces come from.
    dice: Dice,
    /// The class, if any (none when absent).
    #[serde(default)]
    class: Option<Class>,
    /// The one initiation of level 1, by ID (`"tc.initiation.tough"`);
    /// a class initiation needs its class.
    #[serde(default)]
    initiation: Option<String>,
    /// The concept (`"standard"` when absent).
    #[serde(default)]
    concept: Concept,
    /// The background, if specified: 1 to 500 characters.
    #[serde(default)]
    background: Option<String>,
    /// Starting coins in silver pieces, as the sheet writes them (`"120"`,
    /// `"20.5"`); `"0"` when absent: the rules give no roll, only
    /// "relatively short on money".
    #[serde(default)]
    coins: Option<String>,
}

pub(super) fn create(request: ConstitutionCreate) -> Result<Made, ApiError> {
    let initiation = request
        .initiation
        .as_deref()
        .map(Initiation::from_id)
        .transpose()?;
    let coins = match request.coins.as_deref() {
        Some(text) => text.parse::<Coins>()?,
        None => Coins::default(),
    };
    let choices = Choices {
        class: request.class,
        initiation,
        concept: request.concept,
        background: request.background,
        coins,
    };
    let (created, faces) = request
        .dice
        .run(|source| Creation::roll(&choices, source))?;
    Ok(Made {
        events: created.events().iter().map(SheetEvent::of).collect(),
        sheet: AnySheet::Constitution(Box::new(created.into_sheet())),
        faces,
    })
}

/// What a 3d6 Constitution sheet derives.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub(crate) struct ConstitutionDerived {
    /// The level the experience reaches.
    level: u32,
    /// Hit dice: one per level.
    hit_dice: u32,
    /// The HP dice after a rest (`"2d6"`, `"1d8"` when tough).
    hp_dice: String,
    /// The armour class, unhindered: 20, or the armour's.
    ac: i32,
    /// What class and initiations add to initiative, attack, defence
    /// and injury saves (a fighter's level).
    combat_bonus: i32,
    /// What they add to knowledge checks (a sage's level).
    knowledge_bonus: i32,
    /// D20 re-rolls a session (an adventurer's level).
    rerolls: u32,
    /// Free tactical actions each round (a tactician's 1).
    tactical_actions: u32,
    /// Initiations still open at this level.
    open_initiations: u32,
    /// The load in stones against strength.
    load: LoadSummary,
}

pub(super) fn derived(sheet: &Sheet) -> Result<ConstitutionDerived, ApiError> {
    Ok(ConstitutionDerived {
        level: sheet.level()?,
        hit_dice: sheet.hit_dice()?,
        hp_dice: sheet.hp_dice()?.to_string(),
        ac: sheet.ac(),
        combat_bonus: sheet.bonus(CheckKind::Attack)?,
        knowledge_bonus: sheet.bonus(CheckKind::Knowledge)?,
        rerolls: sheet.rerolls()?,
        tactical_actions: sheet.tactical_actions(),
        open_initiations: sheet.open_initiations()?,
        load: LoadSummary::of(&sheet.load()?),
    })
}

fn health_events(events: &[osr::health::constitution::Event]) -> Vec<SheetEvent> {
    events.iter().map(SheetEvent::data).collect()
}

/// The operations this system's sheet takes (`op` keys), as [`apply`]
/// answers them.
pub(super) const OPERATIONS: &[&str] = &[
    "buy",
    "gain_xp",
    "take_damage",
    "short_rest",
    "good_night",
    "research_spell",
    "read_writings",
    "follow_curriculum",
    "learn_from_mentor",
    "study_spell",
    "prepare_spells",
    "cast_spell",
    "after_fight",
];

/// An operation on a 3d6 Constitution sheet, tagged by `op`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "op", rename_all = "snake_case", deny_unknown_fields)]
#[schemars(rename = "ConstitutionSheetOperation")]
pub(crate) enum Operation {
    /// Buys an armour by its osr-equipment ID (`"tc.armour.full-chain"`),
    /// paying its price.
    Buy {
        /// The armour's osr-equipment ID.
        item: String,
    },
    /// Gains experience; the levels it reaches follow at once.
    GainXp {
        /// How much.
        amount: u64,
    },
    /// Takes damage off HP, then the injury saves, which roll (so it needs
    /// dice).
    TakeDamage {
        /// The damage, after any damage reduction.
        damage: u32,
    },
    /// A short rest: a point of fatigue and the HP re-roll, which rolls.
    ShortRest {
        /// Keep the higher of the old and new HP (a tough fighter only).
        #[serde(default)]
        keep_higher: bool,
    },
    /// A good night's sleep: fatigue gone, minor wounds healed, the
    /// morning HP re-roll, which rolls.
    GoodNight {
        /// Keep the higher of the old and new HP (a tough fighter only).
        #[serde(default)]
        keep_higher: bool,
    },
    /// Basic exploratory research (TC-12.10): with Goetia, a random
    /// 1st-level spell the sheet does not know, from the campaign's list
    /// (so it needs dice: one die with a side for each spell left),
    /// written to the sheet at level 1 and 50%.
    ResearchSpell {
        /// The campaign's 1st-level spells, by name (at most 500).
        spells: crate::magic::SpellNames,
    },
    /// Another magician's writings (TC-12.12): a random spell of theirs
    /// the sheet does not know (so it needs dice: one die with a side for
    /// each), written to the sheet at its level and 50%.
    ReadWritings {
        /// The spells of the writings, each with its level (at most 500).
        spells: crate::magic::ListedSpells,
    },
    /// A school's curriculum (TC-12.11), when the character gains a level
    /// having focused their research on it: the next spell of the
    /// curriculum the sheet does not know, written to the sheet at its
    /// level and 50%. Needs a school's initiation (pyromancer,
    /// illusionist); nothing rolls.
    FollowCurriculum {
        /// The school's spells in the order they are taught, each with its
        /// level (at most 500).
        curriculum: crate::magic::ListedSpells,
    },
    /// Learns a spell from a mentor (TC-12.13): the sheet knows it at half
    /// the mentor's rating, rounded down. Nothing rolls.
    LearnFromMentor {
        /// The spell taught.
        spell: String,
        /// Its level (1 to 10).
        level: osr::magic::constitution::SpellLevel,
        /// The mentor's rating in it, in percent.
        rating: osr::magic::constitution::SpellRating,
    },
    /// Focused study of a spell the sheet knows (TC-12.14): a d6 of rating
    /// a full day, to 100% (so it needs dice); the sheet keeps the rating
    /// reached.
    StudySpell {
        /// The spell studied.
        spell: String,
        /// Full days of study (1 to 365).
        days: osr::magic::constitution::StudyDays,
    },
    /// Prepares spells the sheet knows, by name, each as often as wanted,
    /// in the caster's slots: two hours with Goetia and the spell book; a
    /// second preparation the same day gives 1 fatigue.
    PrepareSpells {
        /// The names of the spells, in order (at most 100).
        #[serde(deserialize_with = "osr::core::strict::at_most::<_, _, MAX_SPELLS>")]
        #[schemars(length(max = 100))]
        spells: Vec<String>,
        /// Preparations already made today.
        #[serde(default)]
        earlier_today: u32,
    },
    /// Casts the prepared spell at `position` (from 0): a d100 at most
    /// its rating takes effect, and it is used up either way (so it needs
    /// dice).
    CastSpell {
        /// The spell's place among the prepared ones.
        position: usize,
    },
    /// Takes back what a fight left the character: HP, major wound marks
    /// and death as the fight left them, the minor wounds it dealt added
    /// to those before.
    AfterFight {
        /// The fight as `startFight` or `stepFight` last returned it.
        fight: Saved<tc::FightState>,
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
            let events = sheet.gain_xp(amount)?;
            Applied {
                events: events.iter().map(SheetEvent::of).collect(),
                faces: Vec::new(),
            }
        }
        Operation::TakeDamage { damage } => {
            let (applied, faces) = using
                .dice()?
                .run(|source| sheet.take_damage(damage, source))?;
            Applied {
                events: health_events(applied.events()),
                faces,
            }
        }
        Operation::ResearchSpell { spells } => {
            let (learned, faces) = using
                .dice()?
                .run(|source| sheet.research_spell(&spells.names(), source))?;
            Applied {
                events: vec![SheetEvent::new(
                    "spell_learnt",
                    crate::magic::pick_text(&learned, "1st-level spells"),
                )],
                faces,
            }
        }
        Operation::ReadWritings { spells } => {
            let (learned, faces) = using
                .dice()?
                .run(|source| sheet.learn_from_writings(&spells.pairs(), source))?;
            Applied {
                events: vec![SheetEvent::new(
                    "spell_learnt",
                    crate::magic::pick_text(&learned, "spells in the writings"),
                )],
                faces,
            }
        }
        Operation::FollowCurriculum { curriculum } => {
            using.no_dice()?;
            let learned = sheet.follow_curriculum(&curriculum.pairs())?;
            Applied {
                events: vec![SheetEvent::new(
                    "spell_learnt",
                    crate::magic::curriculum_text(&learned),
                )],
                faces: Vec::new(),
            }
        }
        Operation::LearnFromMentor {
            spell,
            level,
            rating,
        } => {
            using.no_dice()?;
            let taught = sheet.learn_from_mentor(&spell, level, rating)?;
            let text = crate::magic::mentored_text(&spell, taught.rating().get(), rating.get());
            Applied {
                events: vec![SheetEvent::new("spell_learnt", text)],
                faces: Vec::new(),
            }
        }
        Operation::StudySpell { spell, days } => {
            let (studied, faces) = using
                .dice()?
                .run(|source| sheet.study_spell(&spell, days, source))?;
            let text = crate::magic::studied_text(&spell, days.get(), &studied, &faces);
            Applied {
                events: vec![SheetEvent::new("spell_studied", text)],
                faces,
            }
        }
        Operation::ShortRest { keep_higher } => {
            let (applied, faces) = using
                .dice()?
                .run(|source| sheet.short_rest(keep(keep_higher), source))?;
            Applied {
                events: health_events(applied.events()),
                faces,
            }
        }
        Operation::GoodNight { keep_higher } => {
            let (applied, faces) = using
                .dice()?
                .run(|source| sheet.good_night(keep(keep_higher), source))?;
            Applied {
                events: health_events(applied.events()),
                faces,
            }
        }
        Operation::PrepareSpells {
            spells,
            earlier_today,
        } => {
            using.no_dice()?;
            let names: Vec<&str> = spells.iter().map(String::as_str).collect();
            let prepared = sheet.prepare(&names, earlier_today)?;
            Applied {
                events: vec![SheetEvent::new(
                    "spells_prepared",
                    crate::magic::prepared_text(&prepared),
                )],
                faces: Vec::new(),
            }
        }
        Operation::CastSpell { position } => {
            let (cast, faces) = using.dice()?.run(|source| sheet.cast(position, source))?;
            Applied {
                events: vec![SheetEvent::new(
                    "spell_cast",
                    crate::magic::prepared_cast_text(&cast),
                )],
                faces,
            }
        }
        Operation::AfterFight { fight, id } => {
            using.no_dice()?;
            let before = sheet.health().hp();
            sheet.after_fight(fight.open()?.fighter(id)?)?;
            let health = sheet.health();
            let mut parts = vec![format!("{} HP (was {before})", health.hp())];
            parts.extend(counted(
                health.minor_wounds(),
                "minor wound",
                "minor wounds",
            ));
            parts.extend(counted(
                health.marks(),
                "major wound mark",
                "major wound marks",
            ));
            if health.is_dead() {
                parts.push("dead".into());
            }
            Applied {
                events: vec![after_fight_event(&parts)],
                faces: Vec::new(),
            }
        }
    })
}
