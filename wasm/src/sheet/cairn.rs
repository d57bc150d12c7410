//! Cairn House Rules: creation of a character or a hireling, derived
//! values, operations.

use osr::combat::cairn_house as ch;
use osr::sheet::cairn_house::{Creation, Hireling, Item, Sheet};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::fight::{after_fight_event, counted};
use super::{AnySheet, Applied, LoadSummary, Made, SheetEvent, Using};
use crate::combat::Saved;
use crate::{ApiError, Dice};

/// What to create.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub(crate) enum CairnHouseKind {
    /// A player character: HP 1d6, then STR, DEX, WIL 3d6 each in order,
    /// then coins 3d6 × 10.
    #[default]
    Character,
    /// A hireling: STR, DEX, WIL 3d6 each, then HP 1d6, armed with a hand
    /// weapon.
    Hireling,
}

/// A Cairn House Rules character or hireling, rolled by the rules; the
/// rules give no other choice.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct CairnHouseCreate {
    /// Where the faces come from.
    dice: Dice,
    /// A player character (when absent) or a hireling.
    #[serde(default)]
    kind: CairnHouseKind,
}

pub(super) fn create(request: &CairnHouseCreate) -> Result<Made, ApiError> {
    let (created, faces) = request.dice.run(|source| match request.kind {
        CairnHouseKind::Character => Creation::roll(source),
        CairnHouseKind::Hireling => Hireling::roll(source),
    })?;
    Ok(Made {
        events: created.events().iter().map(SheetEvent::of).collect(),
        sheet: AnySheet::CairnHouse(Box::new(created.into_sheet())),
        faces,
    })
}

/// What a Cairn House Rules sheet derives.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub(crate) struct CairnHouseDerived {
    /// Damage reduction from body armour and shield (at most 3).
    dr: u32,
    /// The load in units: supplies, treasure and fatigue against the
    /// capacity.
    load: LoadSummary,
}

pub(super) fn derived(sheet: &Sheet) -> Result<CairnHouseDerived, ApiError> {
    Ok(CairnHouseDerived {
        dr: sheet.dr(),
        load: LoadSummary::of(&sheet.load()?),
    })
}

/// The operations this system's sheet takes (`op` keys), as [`apply`]
/// answers them.
pub(super) const OPERATIONS: &[&str] = &[
    "buy",
    "take_damage",
    "short_rest",
    "cast_spell",
    "after_fight",
];

/// An operation on a Cairn House Rules sheet, tagged by `op`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "op", rename_all = "snake_case", deny_unknown_fields)]
#[schemars(rename = "CairnHouseSheetOperation")]
pub(crate) enum Operation {
    /// Buys a weapon, body armour, shield or cart by its osr-equipment ID
    /// (`"ch.weapon.hand"`, `"ch.armour.light"`, `"ch.armour.shield"`,
    /// `"ch.transport.hand-cart"`), paying its price.
    Buy {
        /// The item's osr-equipment ID.
        item: String,
    },
    /// Takes damage off HP, then STR and the critical damage save, which
    /// rolls (give dice; unused when nothing rolls).
    TakeDamage {
        /// The damage, after armour.
        damage: u32,
    },
    /// A short rest: all HP back.
    ShortRest {},
    /// Casts a spell from a spellbook (a fatigue on the sheet) or a scroll
    /// (used up): refused while the sheet is encumbered or without both
    /// hands free; in danger, or when hit before it takes effect, a WIL
    /// save against the sheet's WIL (so it needs dice).
    CastSpell {
        /// What it is cast from: `{"from": "spellbook", "spell":
        /// "fireball", "level": 3}`.
        source: osr::magic::cairn_house::Source,
        /// Free hands (0 to 2); 2 when left out.
        #[serde(default = "both_hands")]
        hands_free: osr::magic::cairn_house::HandsFree,
        /// Cast in danger: a failed WIL save is a mishap.
        #[serde(default)]
        danger: bool,
        /// Hit while casting: a failed WIL save loses the spell.
        #[serde(default)]
        hit: bool,
    },
    /// Takes back the health the character's fighter ended a fight with:
    /// HP, scores, fatigue and wounds.
    AfterFight {
        /// The fight as `startFight` or `stepFight` last returned it.
        fight: Saved<ch::FightState>,
        /// The character's combatant ID in it.
        id: u32,
    },
}

/// Both hands free.
const fn both_hands() -> osr::magic::cairn_house::HandsFree {
    osr::magic::cairn_house::HandsFree::constant::<2>()
}

pub(super) fn apply(
    sheet: &mut Sheet,
    op: Operation,
    using: &Using<'_>,
) -> Result<Applied, ApiError> {
    Ok(match op {
        Operation::Buy { item: id } => {
            using.no_dice()?;
            let event = sheet.buy(Item::from_id(&id)?)?;
            Applied {
                events: vec![SheetEvent::of(&event)],
                faces: Vec::new(),
            }
        }
        Operation::TakeDamage { damage } => {
            let (harm, faces) = using
                .dice()?
                .run(|source| sheet.health_mut().take_damage(damage, source))?;
            Applied {
                events: harm.events().iter().map(SheetEvent::of).collect(),
                faces,
            }
        }
        Operation::ShortRest {} => {
            using.no_dice()?;
            let report = sheet.health_mut().short_rest()?;
            Applied {
                events: report.events().iter().map(SheetEvent::of).collect(),
                faces: Vec::new(),
            }
        }
        Operation::CastSpell {
            source,
            hands_free,
            danger,
            hit,
        } => cast_spell(sheet, source, hands_free, danger, hit, using)?,
        Operation::AfterFight { fight, id } => {
            using.no_dice()?;
            let before = sheet.health().hp();
            sheet.after_fight(fight.open()?.fighter(id)?)?;
            Applied {
                events: vec![after_fight_event(&after_fight_parts(
                    sheet.health(),
                    before,
                ))],
                faces: Vec::new(),
            }
        }
    })
}

/// What a fight left a character, for its line: HP, each score below its
/// maximum, wounds, and being critically hurt or dead.
fn after_fight_parts(health: &osr::health::cairn_house::Character, before: u32) -> Vec<String> {
    use osr::check::cairn_house::Ability;
    let mut parts = vec![format!(
        "{} of {} HP (was {before})",
        health.hp(),
        health.max_hp()
    )];
    for (ability, name) in [
        (Ability::Str, "STR"),
        (Ability::Dex, "DEX"),
        (Ability::Wil, "WIL"),
    ] {
        let score = health.score(ability);
        if score.current() < score.max() {
            parts.push(format!("{name} {} of {}", score.current(), score.max()));
        }
    }
    parts.extend(counted(
        u32::try_from(health.wounds().len()).unwrap_or(u32::MAX),
        "grievous wound",
        "grievous wounds",
    ));
    if health.is_dead() {
        parts.push("dead".into());
    } else if health.is_critical() {
        parts.push("critically hurt".into());
    }
    parts
}

/// Casts from the sheet: the cost on the sheet, the WIL saves against the
/// sheet's WIL.
fn cast_spell(
    sheet: &mut Sheet,
    source: osr::magic::cairn_house::Source,
    hands_free: osr::magic::cairn_house::HandsFree,
    danger: bool,
    hit: bool,
    using: &Using<'_>,
) -> Result<Applied, ApiError> {
    use osr::magic::cairn_house::Casting;
    let wil = osr::check::cairn_house::Save::new(
        sheet
            .health()
            .score(osr::check::cairn_house::Ability::Wil)
            .current(),
    )?;
    let mut casting = Casting::new(source).with_hands_free(hands_free);
    if danger {
        casting = casting.in_danger(wil);
    }
    let dice = if danger || hit {
        using.dice()?.clone()
    } else {
        using.no_dice()?;
        Dice::Faces(Vec::new())
    };
    let mut next = sheet.clone();
    let ((spell, hit_save), faces) = dice.run(|source| {
        let mut spell = next.cast(casting, source)?;
        let hit_save = if hit {
            Some(spell.cast.hit_while_casting(wil, source)?.save)
        } else {
            None
        };
        Ok::<_, ApiError>((spell, hit_save))
    })?;
    *sheet = next;
    let mut events = vec![SheetEvent::new(
        "spell_cast",
        crate::magic::cairn_house_cast_text(source, spell.cast.danger_save(), hit_save.as_ref()),
    )];
    if let Some(cost) = &spell.cost {
        events.extend(cost.events().iter().map(SheetEvent::of));
    }
    Ok(Applied { events, faces })
}
