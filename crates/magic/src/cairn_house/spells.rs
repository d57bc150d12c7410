//! The spell list as data: each spell's targets, duration, save and dice
//! by spell level.

use osr_dice::{Limits, Plan, parse};

use super::SpellLevel;
use crate::Error;

/// Every spell of the list, with a stable snake-case ID
/// ([`Spell::id`]) and its display name ([`Spell::name`]).
///
/// # Examples
///
/// ```
/// use osr_magic::cairn_house::{Lasting, Spell, SpellLevel};
///
/// let fireball = Spell::lookup("fireball")?;
/// assert_eq!(fireball.name(), "Fireball");
/// let effect = fireball.effect(SpellLevel::new(3)?);
/// assert_eq!(effect.damage, Some("3d6"));
/// assert_eq!(Spell::Fly.effect(SpellLevel::new(2)?).lasting, Lasting::ReliableMinutes(20));
/// # Ok::<(), osr_magic::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "alloc::string::String", into = "&'static str")
)]
#[non_exhaustive]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseSpell"))]
pub enum Spell {
    /// Animate Dead: L undead of d6 HP each; a d6 at the end decides
    /// their fate.
    AnimateDead,
    /// Augury: L questions of weal or woe; true on a secret d6 of 4+, or
    /// always for 1d6 HP of blood.
    Augury,
    /// Bless: L creatures get +1 to attacks, saves and morale.
    Bless,
    /// Charm: L creatures move one step friendlier.
    Charm,
    /// Circle of Protection: unnatural creatures cannot cross; protects L.
    CircleOfProtection,
    /// Control Weather: the weather as desired for L days.
    ControlWeather,
    /// Dominate: take over a nearby creature's body; it saves to prevent.
    Dominate,
    /// Fireball: Ld6 fire damage to all in a small area, save for half.
    Fireball,
    /// Fly: L creatures fly, reliably for 10L minutes, then end on a d6 of
    /// 5+ each turn.
    Fly,
    /// Haste: L creatures win initiative for the next combat.
    Haste,
    /// Heal Sickness: cures a creature's mundane ailments; magical ones
    /// get another save.
    HealSickness,
    /// Hold Person: paralyses L creatures, each saves to avoid.
    HoldPerson,
    /// Invisibility: L creatures turn invisible.
    Invisibility,
    /// Knock: opens one stuck or locked door within reach.
    Knock,
    /// Lightning Bolt: Ld6 lightning damage to all in a line, save for
    /// half.
    LightningBolt,
    /// Scry: see and hear events up to 10L miles away.
    Scry,
    /// Sleep: all in a small area sleep, each saves to avoid.
    Sleep,
    /// Slow: L creatures lose initiative for the next combat.
    Slow,
    /// Speak with Animals: for 10L minutes; reaction rolls apply.
    SpeakWithAnimals,
    /// Speak with Dead: 1d6 questions of a corpse dead at most as long as
    /// the level allows.
    SpeakWithDead,
    /// Third Eye: see the invisible, the ethereal, the shapechanged, and
    /// the auras of spells and enchantments.
    ThirdEye,
    /// Tongues: understand every written and spoken language.
    Tongues,
    /// Water Breathing: L creatures breathe under water for 10L minutes.
    WaterBreathing,
    /// Wind Barrier: missiles cannot harm the L creatures inside.
    WindBarrier,
    /// Wizard Lock: locks one portal; only Knock or similar magic opens it.
    WizardLock,
}

/// How long a spell's effect lasts at a level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Lasting {
    /// At once, nothing lingers.
    Instant,
    /// This many minutes (the default: 10 per spell level, one dungeon
    /// turn per level).
    Minutes(u32),
    /// This many days.
    Days(u32),
    /// The whole of the next combat.
    NextCombat,
    /// Reliable for this many minutes, then each following turn it ends
    /// on a d6 of 5 or more ([`Fly`](super::FlyTurn)).
    ReliableMinutes(u32),
}

/// Who or what a spell's save is made by, and what it does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum SpellSave {
    /// No save.
    None,
    /// Each target makes a DEX save to take half damage, rounded down.
    DexForHalf,
    /// Each subject saves to avoid the effect (the ability is the
    /// referee's: the list does not name it).
    SubjectsAvoid,
    /// Magical ailments get one more save; mundane ones are cured.
    ExtraForMagical,
}

/// What a spell does at one level, in numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Effect {
    /// The spell.
    pub spell: Spell,
    /// The level.
    pub level: SpellLevel,
    /// How many creatures (or portals, doors, corpses) it affects, when
    /// the list counts them; `None` for an area or the caster alone.
    pub targets: Option<u32>,
    /// How long it lasts.
    pub lasting: Lasting,
    /// The save it allows.
    pub save: SpellSave,
    /// Its damage dice, when it deals damage (`"3d6"`).
    pub damage: Option<&'static str>,
    /// Augury's questions, L.
    pub questions: Option<u32>,
    /// Scry's range in miles, 10 per level.
    pub range_miles: Option<u32>,
}

/// The dice texts of Fireball and Lightning Bolt at levels 1 to 9.
const DAMAGE: [&str; 9] = [
    "1d6", "2d6", "3d6", "4d6", "5d6", "6d6", "7d6", "8d6", "9d6",
];

impl Spell {
    /// Every spell, in the list's order.
    pub const ALL: [Self; 25] = [
        Self::AnimateDead,
        Self::Augury,
        Self::Bless,
        Self::Charm,
        Self::CircleOfProtection,
        Self::ControlWeather,
        Self::Dominate,
        Self::Fireball,
        Self::Fly,
        Self::Haste,
        Self::HealSickness,
        Self::HoldPerson,
        Self::Invisibility,
        Self::Knock,
        Self::LightningBolt,
        Self::Scry,
        Self::Sleep,
        Self::Slow,
        Self::SpeakWithAnimals,
        Self::SpeakWithDead,
        Self::ThirdEye,
        Self::Tongues,
        Self::WaterBreathing,
        Self::WindBarrier,
        Self::WizardLock,
    ];

    /// The stable snake-case ID (`"lightning_bolt"`), as serde writes it.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::AnimateDead => "animate_dead",
            Self::Augury => "augury",
            Self::Bless => "bless",
            Self::Charm => "charm",
            Self::CircleOfProtection => "circle_of_protection",
            Self::ControlWeather => "control_weather",
            Self::Dominate => "dominate",
            Self::Fireball => "fireball",
            Self::Fly => "fly",
            Self::Haste => "haste",
            Self::HealSickness => "heal_sickness",
            Self::HoldPerson => "hold_person",
            Self::Invisibility => "invisibility",
            Self::Knock => "knock",
            Self::LightningBolt => "lightning_bolt",
            Self::Scry => "scry",
            Self::Sleep => "sleep",
            Self::Slow => "slow",
            Self::SpeakWithAnimals => "speak_with_animals",
            Self::SpeakWithDead => "speak_with_dead",
            Self::ThirdEye => "third_eye",
            Self::Tongues => "tongues",
            Self::WaterBreathing => "water_breathing",
            Self::WindBarrier => "wind_barrier",
            Self::WizardLock => "wizard_lock",
        }
    }

    /// The display name (`"Lightning Bolt"`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::AnimateDead => "Animate Dead",
            Self::Augury => "Augury",
            Self::Bless => "Bless",
            Self::Charm => "Charm",
            Self::CircleOfProtection => "Circle of Protection",
            Self::ControlWeather => "Control Weather",
            Self::Dominate => "Dominate",
            Self::Fireball => "Fireball",
            Self::Fly => "Fly",
            Self::Haste => "Haste",
            Self::HealSickness => "Heal Sickness",
            Self::HoldPerson => "Hold Person",
            Self::Invisibility => "Invisibility",
            Self::Knock => "Knock",
            Self::LightningBolt => "Lightning Bolt",
            Self::Scry => "Scry",
            Self::Sleep => "Sleep",
            Self::Slow => "Slow",
            Self::SpeakWithAnimals => "Speak with Animals",
            Self::SpeakWithDead => "Speak with Dead",
            Self::ThirdEye => "Third Eye",
            Self::Tongues => "Tongues",
            Self::WaterBreathing => "Water Breathing",
            Self::WindBarrier => "Wind Barrier",
            Self::WizardLock => "Wizard Lock",
        }
    }

    /// The spell with this ID.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownId`] for an ID not on the list.
    pub fn lookup(id: &str) -> Result<Self, Error> {
        Self::ALL
            .into_iter()
            .find(|s| s.id() == id)
            .ok_or_else(|| Error::UnknownId {
                what: "spell",
                id: id.into(),
            })
    }

    /// What the spell does at `level`, in numbers (the list's per-level
    /// scaling; durations not given by a spell are the default 10 minutes
    /// per level).
    #[must_use]
    pub const fn effect(self, level: SpellLevel) -> Effect {
        let l = level.get();
        let default = Lasting::Minutes(10 * l);
        let (targets, lasting, save) = match self {
            Self::AnimateDead
            | Self::Bless
            | Self::Charm
            | Self::CircleOfProtection
            | Self::Invisibility
            | Self::WindBarrier => (Some(l), default, SpellSave::None),
            Self::HoldPerson => (Some(l), default, SpellSave::SubjectsAvoid),
            Self::Haste | Self::Slow => (Some(l), Lasting::NextCombat, SpellSave::None),
            Self::Fly => (Some(l), Lasting::ReliableMinutes(10 * l), SpellSave::None),
            Self::WaterBreathing => (Some(l), Lasting::Minutes(10 * l), SpellSave::None),
            Self::Augury | Self::Knock => (None, Lasting::Instant, SpellSave::None),
            Self::SpeakWithDead => (Some(1), Lasting::Instant, SpellSave::None),
            Self::HealSickness => (Some(1), Lasting::Instant, SpellSave::ExtraForMagical),
            Self::ControlWeather => (None, Lasting::Days(l), SpellSave::None),
            Self::Dominate => (Some(1), default, SpellSave::SubjectsAvoid),
            Self::Fireball | Self::LightningBolt => (None, Lasting::Instant, SpellSave::DexForHalf),
            Self::Sleep => (None, default, SpellSave::SubjectsAvoid),
            Self::WizardLock => (Some(1), default, SpellSave::None),
            Self::Scry | Self::SpeakWithAnimals | Self::ThirdEye | Self::Tongues => {
                (None, default, SpellSave::None)
            }
        };
        let damage = match self {
            Self::Fireball | Self::LightningBolt => Some(DAMAGE[(l - 1) as usize]),
            _ => None,
        };
        Effect {
            spell: self,
            level,
            targets,
            lasting,
            save,
            damage,
            questions: if matches!(self, Self::Augury) {
                Some(l)
            } else {
                None
            },
            range_miles: if matches!(self, Self::Scry) {
                Some(10 * l)
            } else {
                None
            },
        }
    }

    /// The spell's dice at a level as an osr-dice plan: `Ld6` with `L`
    /// bound to the level for Fireball and Lightning Bolt, `d6` per undead
    /// of Animate Dead (`Ld6`, their HP one die each), `1d6` for Speak with
    /// Dead's questions and Augury's blood price; `None` for spells
    /// without dice.
    ///
    /// # Errors
    ///
    /// [`Error::Dice`] only if osr-dice refused the notation, which nine
    /// d6s at most are far inside.
    pub fn dice(self, level: SpellLevel) -> Result<Option<Plan>, Error> {
        let text = match self {
            Self::Fireball | Self::LightningBolt | Self::AnimateDead => "Ld6",
            Self::SpeakWithDead | Self::Augury => "1d6",
            _ => return Ok(None),
        };
        let plan = Plan::with_vars(
            &parse(text)?,
            &Limits::default(),
            &[("L", i64::from(level.get()))],
        )?;
        Ok(Some(plan))
    }
}

impl core::fmt::Display for Lasting {
    /// In words: `instant`, `30 minutes`, `3 days`, `the next combat`,
    /// `reliable for 20 minutes`.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Self::Instant => f.write_str("instant"),
            Self::Minutes(m) => write!(f, "{m} minutes"),
            Self::Days(d) => write!(f, "{d} days"),
            Self::NextCombat => f.write_str("the next combat"),
            Self::ReliableMinutes(m) => write!(f, "reliable for {m} minutes"),
        }
    }
}

impl core::fmt::Display for Spell {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

crate::ids_through_lookup!(Spell);
