//! Magic: spell lists as data, spell research with its odds, and
//! preparing and casting spells in each system that casts them. These
//! functions have a module of their own (`@osr-rs/osr/magic`), which the
//! main entry loads when one of them is first called.

use osr::check::{Check, Odds, PassFail, Resolved, Save};
use osr::dice::Probability;
use osr::dice::num_rational::BigRational;
use osr::magic::cairn_house::{self, Casting, Effect, HandsFree, Source, Spell};
use osr::magic::constitution::{
    self, Caster, KnownSpell, Prepared, RESEARCHED_RATING, Research, ResearchRoll, SpellRating,
};
use osr::magic::{block_dodge_parry as bdp, gods_and_monsters as gm};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::combat::AsRead;
use crate::dice::{Exact, probability};
use crate::operation::declare_operations;
use crate::system::{CairnHouseSystem, ConstitutionSystem};
use crate::{ApiError, Dice};

declare_operations! {
    /// A system's spell list as data: every spell's stable ID, name and
    /// what it does at a spell level (Cairn House Rules: targets,
    /// duration, save, damage dice).
    "listSpells" => list_spells(ListSpellsRequest: "ListSpellsRequest") -> ListSpellsResponse: "ListSpellsResponse";
    /// Rolls the days of researching a new spell (3d6 Constitution,
    /// TC-12.9): 4d6 per spell level, doubled when the researcher also
    /// does their own chores; the spell is learnt at 50%.
    "rollResearch" => roll_research(ResearchRequest: "ResearchRequest") -> ResearchResponse: "ResearchResponse";
    /// The exact odds of the days a spell's research takes (3d6
    /// Constitution, TC-12.9), with their mean.
    "researchOdds" => research_odds(ResearchOddsRequest: "ResearchOddsRequest") -> ResearchOddsResponse: "ResearchOddsResponse";
    /// Prepares a day's spells (3d6 Constitution, TC-12.3 to TC-12.7):
    /// two hours with the spell book, each spell in a slot of its level or
    /// higher, 1 fatigue for a second preparation the same day. Returns
    /// the prepared spells that `castSpell` casts from, with each one's
    /// exact chance of taking effect.
    "prepareSpells" => prepare_spells(PrepareSpellsRequest: "PrepareSpellsRequest") -> PrepareSpellsResponse: "PrepareSpellsResponse";
    /// Casts a spell by its system's rules, with the exact chance it
    /// works before the dice: 3d6 Constitution, a prepared spell's d100
    /// at most its rating, used up either way; Cairn House Rules, from a
    /// spellbook (1 fatigue) or a scroll (used up), with the WIL saves of
    /// danger and of a hit while casting; Gods & Monsters, the injury cap,
    /// the movement left and a called shot's evasion roll; Block, Dodge,
    /// Parry, the WIL save and the fatigue the spell adds.
    "castSpell" => cast_spell(CastSpellRequest: "CastSpellRequest") -> CastSpellResponse: "CastSpellResponse";
    /// Casts a known spell by ritual (3d6 Constitution, TC-12.2): an hour
    /// per spell level with the spell book and components, and two
    /// checks against DC 20, knowledge then will, each scaled by the
    /// spell's rating; both must succeed. Returns both checks, the exact
    /// chance it had and a line for players.
    "performRitual" => perform_ritual(RitualRequest: "RitualRequest") -> RitualResponse: "RitualResponse";
    /// Asks the Lord's blessing (3d6 Constitution, TC-11): thirty minutes
    /// of an ordained priest's prayer, +1 on checks and saves that pursue
    /// its purpose until both a sunrise and a sunset have passed; a
    /// selfish purpose costs a point of penance, and acting on a just one
    /// removes one.
    "askBlessing" => ask_blessing(BlessingRequest: "BlessingRequest") -> BlessingResponse: "BlessingResponse";
    /// A psychic attack that hit (Gods & Monsters): d4 + the attacker's
    /// charisma major contributor + 1 per verve spent past the first,
    /// taken from the defender's verve and then survival (which stuns),
    /// or survival first by the defender's choice; past survival it is
    /// injuries, which end the conflict for the defender. With the exact
    /// odds of each damage.
    "psychicAttack" => psychic_attack(PsychicAttackRequest: "PsychicAttackRequest") -> PsychicAttackResponse: "PsychicAttackResponse";
    /// Disbelieves an illusion (Gods & Monsters): a perception roll at
    /// the illusion's full penalty, taking a round, or a willpower roll at
    /// half of it, accepting whatever real damage comes; seen through,
    /// phantasmal damage comes back but for a tenth. With the exact
    /// chance of seeing through it.
    "disbelieve" => disbelieve(DisbeliefRequest: "DisbeliefRequest") -> DisbeliefResponse: "DisbeliefResponse";
    /// Learns a spell, tagged by `system`, then by `way`. 3d6
    /// Constitution (TC-12.10 to TC-12.14): exploratory research with
    /// Goetia or another magician's writings (a die among the spells not
    /// yet known, learnt at 50%), a school's curriculum (its next spell,
    /// at 50%), a mentor (half the mentor's rating), or focused study (a
    /// d6 a day on the rating, to 100%). Gods & Monsters
    /// (GM-magic.spell.acquire, .inscribe, .compatibility): a spell
    /// looted, stolen, traded or bought with mojo, its cost, and the
    /// compatibility roll it needs unless enough archetypal mojo paid
    /// for it. Returns what was learnt, the exact odds before the dice, a
    /// line for players and the faces used.
    "learnSpell" => learn_spell(LearnSpellRequest: "LearnSpellRequest") -> LearnSpellResponse: "LearnSpellResponse";
}

/// The operations of the magic module (`js/build.sh` builds it with these
/// alone, and the main module without them).
pub(crate) fn module() -> impl Iterator<Item = &'static crate::Operation> {
    OPERATIONS.iter()
}

/// The spell list to read.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ListSpellsRequest {
    /// The system: Cairn House Rules (`"cairn_house"`).
    #[allow(dead_code)]
    system: CairnHouseSystem,
    /// The spell level (1 to 9) the effects are given at.
    level: cairn_house::SpellLevel,
}

/// The spell list.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct ListSpellsResponse {
    /// Every spell, in the list's order.
    spells: Vec<SpellEntry>,
}

/// One spell of a list.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct SpellEntry {
    /// The stable snake-case ID (`"fireball"`), as requests and sheets
    /// name the spell.
    id: Spell,
    /// The display name (`"Fireball"`).
    name: &'static str,
    /// What it does at the level asked, in numbers.
    effect: Effect,
}

fn list_spells(request: ListSpellsRequest) -> Result<ListSpellsResponse, ApiError> {
    let ListSpellsRequest { level, .. } = request;
    Ok(ListSpellsResponse {
        spells: Spell::ALL
            .iter()
            .map(|&spell| SpellEntry {
                id: spell,
                name: spell.name(),
                effect: spell.effect(level),
            })
            .collect(),
    })
}

/// Research of a new spell.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ResearchRequest {
    /// The system: 3d6 Constitution (`"constitution"`).
    #[allow(dead_code)]
    system: ConstitutionSystem,
    /// The spell's level (1 to 10).
    level: constitution::SpellLevel,
    /// Whether the researcher does their own chores (doubling the
    /// time).
    #[serde(default)]
    chores: bool,
    /// Where the faces come from: 4d6 per spell level.
    dice: Dice,
}

/// The rolled research.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct ResearchResponse {
    /// The research, its days and its d6s, as osr-magic records it.
    research: ResearchRoll,
    /// The rating in the new spell when the research is done: 50%.
    rating: SpellRating,
    /// The faces used, in order.
    faces: Vec<u32>,
}

fn roll_research(request: ResearchRequest) -> Result<ResearchResponse, ApiError> {
    let ResearchRequest {
        level,
        chores,
        dice,
        ..
    } = request;
    let research = Research::new(level, chores);
    let (research, faces) = dice.run(|source| research.roll(source))?;
    Ok(ResearchResponse {
        research,
        rating: SpellRating::new(RESEARCHED_RATING)?,
        faces,
    })
}

/// Research of a new spell to weigh.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ResearchOddsRequest {
    /// The system: 3d6 Constitution (`"constitution"`).
    #[allow(dead_code)]
    system: ConstitutionSystem,
    /// The spell's level (1 to 10).
    level: constitution::SpellLevel,
    /// Whether the researcher does their own chores.
    #[serde(default)]
    chores: bool,
}

/// The odds of the days research takes.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct ResearchOddsResponse {
    /// The fewest days.
    min: i64,
    /// The most days.
    max: i64,
    /// The mean number of days.
    mean: Exact,
    /// Every number of days that can come up, ascending, with its
    /// probability.
    days: Vec<DaysOdds>,
}

/// One number of days and its probability.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct DaysOdds {
    /// The days.
    days: i64,
    /// Its probability.
    p: Probability,
}

fn research_odds(request: ResearchOddsRequest) -> Result<ResearchOddsResponse, ApiError> {
    let ResearchOddsRequest { level, chores, .. } = request;
    let distribution = Research::new(level, chores).days_odds()?;
    let days = distribution
        .outcomes()
        .map(|(days, p)| {
            Ok(DaysOdds {
                days,
                p: probability(&p)?,
            })
        })
        .collect::<Result<_, ApiError>>()?;
    Ok(ResearchOddsResponse {
        min: distribution.min().unwrap_or(0),
        max: distribution.max().unwrap_or(0),
        mean: Exact::from(&distribution.mean()),
        days,
    })
}

/// A day's spells to prepare.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct PrepareSpellsRequest {
    /// The system: 3d6 Constitution (`"constitution"`).
    #[allow(dead_code)]
    system: ConstitutionSystem,
    /// The caster: level, sage specialisations (Goetia is needed) and
    /// whether the spell book is at hand.
    caster: Caster,
    /// The spells to prepare, each as often as wanted, in order:
    /// `{name, level, rating}`.
    spells: Vec<KnownSpell>,
    /// Preparations already made today: any after the first gives 1
    /// fatigue.
    #[serde(default)]
    earlier_today: u32,
}

/// The prepared spells.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct PrepareSpellsResponse {
    /// The prepared spells, each in its slot: what `castSpell` casts
    /// from, by position.
    #[schemars(with = "AsRead<Prepared>")]
    prepared: Prepared,
    /// The fatigue the preparation gave: 1 for a second preparation the
    /// same day, else 0.
    fatigue: u32,
    /// The hours it took: 2.
    hours: u32,
    /// Each prepared spell's exact chance of taking effect when cast, in
    /// order: its rating in 100.
    chances: Vec<Probability>,
    /// What happened, as a line for players.
    text: String,
}

fn prepare_spells(request: PrepareSpellsRequest) -> Result<PrepareSpellsResponse, ApiError> {
    let PrepareSpellsRequest {
        caster,
        spells,
        earlier_today,
        ..
    } = request;
    let prepared = caster.prepare(&spells, earlier_today)?;
    let chances = (0..prepared.spells().len())
        .map(|position| passing(&prepared.odds(position)?))
        .collect::<Result<_, ApiError>>()?;
    let text = prepared_text(&prepared);
    Ok(PrepareSpellsResponse {
        fatigue: prepared.fatigue(),
        hours: prepared.hours(),
        prepared,
        chances,
        text,
    })
}

/// A preparation as a line for players: each spell in its slot, and the
/// fatigue of a second preparation the same day.
pub(crate) fn prepared_text(prepared: &Prepared) -> String {
    let mut text = format!(
        "{} prepared in {}",
        count(
            u32::try_from(prepared.spells().len()).unwrap_or(u32::MAX),
            "spell"
        ),
        count(prepared.hours(), "hour")
    );
    for (i, spell) in prepared.spells().iter().enumerate() {
        text.push_str(if i == 0 { ": " } else { ", " });
        text.push_str(&format!(
            "{} in a level {} slot ({}%)",
            spell.spell.name(),
            spell.slot,
            spell.spell.rating().get()
        ));
    }
    text.push('.');
    if prepared.fatigue() > 0 {
        text.push_str(" A second preparation today: 1 fatigue.");
    }
    text
}

/// A 3d6 Constitution cast as a line for players.
pub(crate) fn prepared_cast_text(cast: &constitution::PreparedCast) -> String {
    format!(
        "{}: d100 {} against {}%: {}.",
        cast.spell().name(),
        Resolved::dice(cast.roll()).first().map_or(0, |d| d.face),
        cast.spell().rating().get(),
        if cast.succeeded() {
            "the spell takes effect"
        } else {
            "the spell fails, and is used up all the same"
        }
    )
}

/// "1 spell", "3 spells"; "1 injury", "2 injuries".
fn count(n: u32, what: &str) -> String {
    match (n, what.strip_suffix('y')) {
        (1, _) => format!("1 {what}"),
        (_, Some(stem)) => format!("{n} {stem}ies"),
        (_, None) => format!("{n} {what}s"),
    }
}

/// The exact chance of passing.
fn passing(odds: &Odds<PassFail>) -> Result<Probability, ApiError> {
    probability(&odds.sum_where(|band| band.passed()))
}

/// A spell to cast, by its system's rules.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum CastSpellRequest {
    /// 3d6 Constitution: a prepared spell (TC-12.3).
    Constitution {
        /// The prepared spells, as `prepareSpells` or the last cast left
        /// them.
        prepared: Prepared,
        /// The position of the spell to cast among them, from 0.
        position: usize,
        /// Where the faces come from: a d100.
        dice: Dice,
    },
    /// Cairn House Rules: from a spellbook or a scroll.
    CairnHouse {
        /// What the spell is cast from, with the spell and its level:
        /// `{"from": "spellbook", "spell": "fireball", "level": 3}`.
        source: Source,
        /// Free hands (0 to 2): casting needs both; 2 when left out.
        #[serde(default = "both_hands")]
        hands_free: HandsFree,
        /// Whether the caster is encumbered, which forbids casting.
        #[serde(default)]
        encumbered: bool,
        /// Enhanced with time and safety (the referee says what it does).
        #[serde(default)]
        enhanced: bool,
        /// The caster's WIL (3 to 18), for the saves below.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        wil: Option<i32>,
        /// Cast in danger: the referee asks for a WIL save, and a failure
        /// is a mishap.
        #[serde(default)]
        danger: bool,
        /// Hit between casting (phase 1) and effect (phase 5): a failed
        /// WIL save loses the spell.
        #[serde(default)]
        hit: bool,
        /// Where the faces come from: a d20 for each save; needed only
        /// in danger or when hit.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        dice: Option<Dice>,
    },
    /// Gods & Monsters: a sorceror's spell.
    GodsAndMonsters {
        /// The sorceror's level.
        level: gm::CharacterLevel,
        /// Injury points: no spell above the level less injuries.
        #[serde(default)]
        injuries: u32,
        /// The spell's level (1 to 10).
        spell_level: gm::SpellLevel,
        /// The spell's casting time: `{"segments": 4}` or `{"rounds": 1}`.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        casting_time: Option<gm::CastingTime>,
        /// The caster's movement, less the casting time while casting.
        #[serde(default)]
        movement: u32,
        /// A called shot that hit while casting: the evasion roll, at a
        /// penalty of the damage and a bonus of the movement left.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        called_shot: Option<CalledShot>,
        /// Where the faces come from: a d20; needed only for a called
        /// shot.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        dice: Option<Dice>,
    },
    /// Block, Dodge, Parry: the WIL save of manipulating a spell, and the
    /// fatigue the spell adds.
    BlockDodgeParry {
        /// The caster's WIL.
        wil: i32,
        /// Fatigue carried before casting (0 to 10); none when left out.
        #[serde(default = "no_fatigue")]
        fatigue: bdp::Fatigue,
        /// The fatigue the spell adds, by its own rules.
        spell_fatigue: u32,
        /// Where the faces come from: a d20.
        dice: Dice,
    },
}

/// Both hands free.
const fn both_hands() -> HandsFree {
    HandsFree::constant::<2>()
}

/// No fatigue.
const fn no_fatigue() -> bdp::Fatigue {
    bdp::Fatigue::constant::<0>()
}

/// A called shot at a Gods & Monsters caster.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct CalledShot {
    /// The caster's evasion score.
    evasion: i32,
    /// The damage the shot did.
    damage: u32,
}

/// A cast spell.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case")]
pub(crate) enum CastSpellResponse {
    /// 3d6 Constitution.
    Constitution {
        /// Whether the spell takes effect.
        succeeded: bool,
        /// The d100, at most the rating to succeed.
        roll: osr::check::constitution::PercentileRoll,
        /// The exact chance it had of taking effect.
        chance: Probability,
        /// The prepared spells after the cast: this one is used up.
        #[schemars(with = "AsRead<Prepared>")]
        prepared: Prepared,
        /// What happened, as a line for players.
        text: String,
        /// The faces used, in order.
        faces: Vec<u32>,
    },
    /// Cairn House Rules.
    CairnHouse {
        /// Whether the spell takes effect: not lost to a hit.
        takes_effect: bool,
        /// Whether the danger save failed: a mishap, which the referee
        /// describes.
        mishap: bool,
        /// The fatigue the cast adds: 1 from a spellbook, 0 from a scroll.
        fatigue: u32,
        /// Whether the source is used up: a scroll is.
        consumed: bool,
        /// What the spell does at its level.
        effect: Effect,
        /// The WIL save in danger, if rolled.
        danger_save: Option<Save>,
        /// The WIL save when hit while casting, if rolled.
        hit_save: Option<Save>,
        /// The exact chance it had of taking effect.
        chance: Probability,
        /// The exact chance it had of a mishap.
        mishap_chance: Probability,
        /// What happened, as a line for players.
        text: String,
        /// The faces used, in order.
        faces: Vec<u32>,
    },
    /// Gods & Monsters.
    GodsAndMonsters {
        /// Whether the casting completes: always, unless a called shot's
        /// evasion roll failed (then no verve is lost and the spell is not
        /// used up).
        completed: bool,
        /// The highest spell level the sorceror may cast now.
        injury_cap: u32,
        /// The movement left while casting.
        movement_left: u32,
        /// The evasion roll against a called shot, if one hit.
        evasion_roll: Option<Save>,
        /// The exact chance it had of completing.
        chance: Probability,
        /// What happened, as a line for players.
        text: String,
        /// The faces used, in order.
        faces: Vec<u32>,
    },
    /// Block, Dodge, Parry.
    BlockDodgeParry {
        /// Whether the WIL save passed.
        passed: bool,
        /// The WIL save.
        save: Save,
        /// The fatigue before and after, and whether every slot is now
        /// full (which sets HP to 0).
        fatigue: bdp::FatigueAdded,
        /// The exact chance the save had of passing.
        chance: Probability,
        /// What happened, as a line for players.
        text: String,
        /// The faces used, in order.
        faces: Vec<u32>,
    },
}

fn cast_spell(request: CastSpellRequest) -> Result<CastSpellResponse, ApiError> {
    match request {
        CastSpellRequest::Constitution {
            mut prepared,
            position,
            dice,
        } => {
            let chance = passing(&prepared.odds(position)?)?;
            let (cast, faces) = dice.run(|source| prepared.cast(position, source))?;
            let roll = cast.roll().clone();
            let succeeded = cast.succeeded();
            let text = prepared_cast_text(&cast);
            Ok(CastSpellResponse::Constitution {
                succeeded,
                roll,
                chance,
                prepared,
                text,
                faces,
            })
        }
        CastSpellRequest::CairnHouse {
            source,
            hands_free,
            encumbered,
            enhanced,
            wil,
            danger,
            hit,
            dice,
        } => cairn_house_cast(
            Casting::new(source)
                .with_hands_free(hands_free)
                .encumbered(encumbered)
                .enhanced(enhanced),
            wil,
            danger,
            hit,
            dice,
        ),
        CastSpellRequest::GodsAndMonsters {
            level,
            injuries,
            spell_level,
            casting_time,
            movement,
            called_shot,
            dice,
        } => {
            gm::check_castable(level, injuries, spell_level)?;
            let movement_left = casting_time.map_or(movement, |t| t.movement_left(movement));
            let disruption = called_shot
                .map(|shot| gm::CastingDisruption::new(shot.evasion, shot.damage, movement_left))
                .transpose()?;
            let dice = Dice::needed(
                dice,
                disruption.map(|_| "a called shot while casting needs an evasion roll"),
            )?;
            let (evasion_roll, faces) =
                dice.run(|source| disruption.map(|d| d.roll(source)).transpose())?;
            let chance = match disruption {
                Some(d) => passing(&d.odds())?,
                None => probability(&BigRational::from_integer(1.into()))?,
            };
            let completed = evasion_roll.as_ref().is_none_or(Save::passed);
            let mut text = format!(
                "A level {} spell, cast with {} movement left",
                spell_level.get(),
                movement_left
            );
            if let Some(roll) = &evasion_roll {
                text.push_str(&format!(
                    "; hit by a called shot, evasion roll {} against {}: {}",
                    roll.face(),
                    roll.target(),
                    if completed {
                        "the casting completes"
                    } else {
                        "disrupted, with no verve lost and the spell not used up"
                    }
                ));
            }
            text.push('.');
            Ok(CastSpellResponse::GodsAndMonsters {
                completed,
                injury_cap: gm::injury_cap(level, injuries),
                movement_left,
                evasion_roll,
                chance,
                text,
                faces,
            })
        }
        CastSpellRequest::BlockDodgeParry {
            wil,
            fatigue,
            spell_fatigue,
            dice,
        } => {
            let check = bdp::spell_save(wil)?;
            let added = bdp::SpellFatigue::new(spell_fatigue).cast(fatigue)?;
            let chance = passing(&check.odds())?;
            let (save, faces) = dice.run(|source| check.roll(source))?;
            let mut text = format!(
                "WIL save {} against {}: {}.",
                save.face(),
                save.target(),
                if save.passed() { "passed" } else { "failed" }
            );
            if added.to != added.from {
                text.push_str(&format!(
                    " Fatigue {} to {}",
                    added.from.get(),
                    added.to.get()
                ));
                text.push_str(if added.slots_full {
                    ": every slot is full, and HP drops to 0."
                } else {
                    "."
                });
            }
            Ok(CastSpellResponse::BlockDodgeParry {
                passed: save.passed(),
                save,
                fatigue: added,
                chance,
                text,
                faces,
            })
        }
    }
}

/// A Cairn House Rules cast as a line for players: its source and cost,
/// and the WIL saves of danger and of a hit while casting, if rolled.
pub(crate) fn cairn_house_cast_text(
    source: Source,
    danger: Option<&Save>,
    hit: Option<&Save>,
) -> String {
    let mut text = format!(
        "{} (level {}), cast from a {}",
        source.spell().name(),
        source.level().get(),
        if source.consumed() {
            "scroll, which is used up"
        } else {
            "spellbook: 1 fatigue"
        }
    );
    let save_text = |what: &str, save: &Save, failed: &str, passed: &str| {
        format!(
            "; {what}, WIL save {} against {}: {}",
            save.face(),
            save.target(),
            if save.passed() { passed } else { failed }
        )
    };
    if let Some(save) = danger {
        text.push_str(&save_text("in danger", save, "failed, a mishap", "passed"));
    }
    if let Some(save) = hit {
        text.push_str(&save_text(
            "hit while casting",
            save,
            "failed, the spell is lost",
            "held, the spell takes effect in phase 5",
        ));
    }
    text.push('.');
    text
}

/// A Cairn House Rules cast: the danger save, then the save when hit.
fn cairn_house_cast(
    casting: Casting,
    wil: Option<i32>,
    danger: bool,
    hit: bool,
    dice: Option<Dice>,
) -> Result<CastSpellResponse, ApiError> {
    let wil = match wil {
        Some(wil) => Some(osr::check::cairn_house::Save::new(wil)?),
        None if danger || hit => {
            return Err(ApiError::new(
                crate::error::Kind::InvalidRequest,
                "a cast in danger or hit while casting rolls a WIL save: give the caster's `wil`",
            ));
        }
        None => None,
    };
    let danger = wil.filter(|_| danger);
    let hit = wil.filter(|_| hit);
    let casting = danger.map_or(casting, |wil| casting.in_danger(wil));
    let dice = Dice::needed(
        dice,
        (danger.is_some() || hit.is_some())
            .then_some("a cast in danger or hit while casting rolls a WIL save"),
    )?;
    let ((cast, hit_save), faces) = dice.run(|source| {
        let mut cast = casting.cast(source)?;
        let hit_save = hit
            .map(|wil| cast.hit_while_casting(wil, source))
            .transpose()?
            .map(|interruption| interruption.save);
        Ok::<_, osr::magic::Error>((cast, hit_save))
    })?;
    let fail = |save: Option<osr::check::cairn_house::Save>| match save {
        Some(save) => save.odds().sum_where(|band| !band.passed()),
        None => BigRational::from_integer(0.into()),
    };
    let one = BigRational::from_integer(1.into());
    let chance = probability(&(one - fail(hit)))?;
    let mishap_chance = probability(&fail(danger))?;
    let text = cairn_house_cast_text(casting.source(), cast.danger_save(), hit_save.as_ref());
    Ok(CastSpellResponse::CairnHouse {
        takes_effect: cast.takes_effect(),
        mishap: cast.mishap(),
        fatigue: cast.fatigue(),
        consumed: cast.consumed(),
        effect: cast.effect(),
        danger_save: cast.danger_save().cloned(),
        hit_save,
        chance,
        mishap_chance,
        text,
        faces,
    })
}

/// A ritual to perform.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct RitualRequest {
    /// The system: 3d6 Constitution (`"constitution"`).
    #[allow(dead_code)]
    system: ConstitutionSystem,
    /// The spell, as the caster knows it: `{name, level, rating}`.
    spell: KnownSpell,
    /// The caster's knowledge score.
    #[serde(rename = "kno")]
    knowledge: i32,
    /// The caster's will score.
    #[serde(rename = "wil")]
    will: i32,
    /// Whether the spell book is at hand, which a ritual needs; at hand
    /// when left out.
    #[serde(default = "at_hand")]
    spell_book: bool,
    /// A modifier on the knowledge check (a sage adds their level).
    #[serde(default)]
    #[serde(rename = "kno_modifier")]
    knowledge_modifier: i32,
    /// A modifier on the will check.
    #[serde(default)]
    #[serde(rename = "wil_modifier")]
    will_modifier: i32,
    /// Where the faces come from: the knowledge check's dice, then the
    /// will check's.
    dice: Dice,
}

/// The spell book at hand.
const fn at_hand() -> bool {
    true
}

/// A performed ritual.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct RitualResponse {
    /// Whether the spell was cast: both checks succeeded.
    cast: bool,
    /// Both checks, with their dice.
    roll: constitution::RitualRoll,
    /// The hours it took: one per spell level.
    hours: u32,
    /// The exact chance it had of casting the spell.
    chance: Probability,
    /// What happened, as a line for players.
    text: String,
    /// The faces used, in order.
    faces: Vec<u32>,
}

fn perform_ritual(request: RitualRequest) -> Result<RitualResponse, ApiError> {
    let RitualRequest {
        spell,
        knowledge,
        will,
        spell_book,
        knowledge_modifier,
        will_modifier,
        dice,
        ..
    } = request;
    let ritual = constitution::Ritual::new(&spell, knowledge, will, spell_book)?
        .with_knowledge_modifier(knowledge_modifier)?
        .with_will_modifier(will_modifier)?;
    let chance = probability(
        &ritual
            .odds()
            .sum_where(|band| *band == constitution::RitualBand::Cast),
    )?;
    let (roll, faces) = dice.run(|source| ritual.roll(source))?;
    let cast = roll.band() == constitution::RitualBand::Cast;
    let check = |what: &str, roll: &osr::check::constitution::AbilityRoll| {
        format!(
            "{what} {} against DC {}, {}",
            roll.total(),
            roll.dc(),
            if roll.degrees().succeeded() {
                "a success"
            } else {
                "a failure"
            }
        )
    };
    let text = format!(
        "A ritual of {} ({}): {}; {}: {}.",
        spell.name(),
        count(ritual.hours(), "hour"),
        check("knowledge", roll.knowledge()),
        check("will", roll.will()),
        if cast {
            "the spell is cast"
        } else {
            "the spell is not cast"
        }
    );
    Ok(RitualResponse {
        cast,
        hours: ritual.hours(),
        roll,
        chance,
        text,
        faces,
    })
}

/// A blessing to ask for.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct BlessingRequest {
    /// The system: 3d6 Constitution (`"constitution"`).
    #[allow(dead_code)]
    system: ConstitutionSystem,
    /// The priest's sage specialisations: only the ordained are blessed.
    specialisations: constitution::Specialisations,
    /// What the blessing is for: `"just"` or `"selfish"`.
    purpose: constitution::Purpose,
    /// The priest's penance before asking (0 to 40).
    #[serde(default = "no_penance")]
    penance: constitution::Penance,
    /// When the prayers begin, in minutes after midnight (0 to 1439).
    prayed_at: constitution::MinuteOfDay,
    /// Sunrise, in minutes after midnight.
    sunrise: constitution::MinuteOfDay,
    /// Sunset, in minutes after midnight.
    sunset: constitution::MinuteOfDay,
}

/// No penance.
const fn no_penance() -> constitution::Penance {
    constitution::Penance::constant::<0>()
}

/// A blessing given.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct BlessingResponse {
    /// What it is for.
    purpose: constitution::Purpose,
    /// The modifier on checks and saves that pursue the purpose: +1.
    modifier: i32,
    /// The minutes of prayer: 30.
    minutes: u32,
    /// How long it lasts from the end of the prayers, in minutes: until a
    /// sunrise and a sunset have both passed.
    lasts: u32,
    /// When it ends, in minutes after midnight.
    ends_at: u32,
    /// The priest's penance after asking: one more for a selfish purpose.
    penance: constitution::Penance,
    /// The penance once the blessed have acted on the purpose: one less
    /// for a just purpose.
    penance_when_fulfilled: constitution::Penance,
    /// What happened, as a line for players.
    text: String,
}

/// Minutes in a day.
const DAY_MINUTES: u32 = 24 * 60;

fn ask_blessing(request: BlessingRequest) -> Result<BlessingResponse, ApiError> {
    let BlessingRequest {
        specialisations,
        purpose,
        penance,
        prayed_at,
        sunrise,
        sunset,
        ..
    } = request;
    let asked = constitution::Blessing::ask(specialisations, purpose, penance)?;
    let prayers_end =
        constitution::MinuteOfDay::new((prayed_at.get() + asked.minutes) % DAY_MINUTES)?;
    let lasts = asked.blessing.lasts(prayers_end, sunrise, sunset);
    let ends_at = (prayers_end.get() + lasts) % DAY_MINUTES;
    let fulfilled = asked.blessing.fulfilled(asked.penance);
    let clock = |minute: u32| format!("{:02}:{:02}", minute / 60, minute % 60);
    let mut text = format!(
        "Prayers from {} to {}: +1 on checks and saves for the purpose until {}",
        clock(prayed_at.get()),
        clock(prayers_end.get()),
        clock(ends_at)
    );
    text.push_str(match purpose {
        constitution::Purpose::Just => "; acting on it atones for a point of penance.",
        constitution::Purpose::Selfish => "; a selfish purpose costs a point of penance.",
    });
    Ok(BlessingResponse {
        purpose,
        modifier: asked.blessing.modifier(true),
        minutes: asked.minutes,
        lasts,
        ends_at,
        penance: asked.penance,
        penance_when_fulfilled: fulfilled,
        text,
    })
}

/// A psychic attack that hit.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct PsychicAttackRequest {
    /// The system: Gods & Monsters (`"gods_and_monsters"`).
    #[allow(dead_code)]
    system: crate::system::GodsAndMonstersSystem,
    /// The attacking monk's level: at most that much verve on one action.
    monk_level: gm::CharacterLevel,
    /// The verve the attacker spends on it (1 to the monk level).
    verve: u32,
    /// The attacker's charisma major contributor (-10 to 10).
    charisma_major: i32,
    /// The defender's verve and survival points now.
    defender: gm::PsychicPools,
    /// Whether the defender takes it to survival, sparing verve.
    #[serde(default)]
    to_survival: bool,
    /// Where the faces come from: the d4.
    dice: Dice,
}

/// A psychic attack's damage.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct PsychicAttackResponse {
    /// The damage dealt (a total below 0 deals none).
    damage: u32,
    /// What it took from the defender: the pools before and after, the
    /// injuries and the stun penalty on next round's actions.
    hit: gm::PsychicHit,
    /// Whether the defender leaves the conflict: any injury does it.
    ends_conflict: bool,
    /// Every damage the attack can deal, ascending, with its exact
    /// probability.
    damage_odds: Vec<DamageOdds>,
    /// What happened, as a line for players.
    text: String,
    /// The faces used, in order.
    faces: Vec<u32>,
}

/// One damage and its probability.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct DamageOdds {
    /// The damage.
    damage: u32,
    /// Its probability.
    p: Probability,
}

fn psychic_attack(request: PsychicAttackRequest) -> Result<PsychicAttackResponse, ApiError> {
    let PsychicAttackRequest {
        monk_level,
        verve,
        charisma_major,
        defender,
        to_survival,
        dice,
        ..
    } = request;
    let attack = gm::PsychicAttack::new(monk_level, verve, charisma_major)?;
    // Totals below 0 deal none: folded into 0, in ascending order.
    let mut damage_odds: Vec<(u32, BigRational)> = Vec::new();
    for (total, p) in attack.distribution()?.outcomes() {
        let damage = u32::try_from(total.max(0)).unwrap_or(0);
        match damage_odds.last_mut() {
            Some((last, sum)) if *last == damage => *sum += p,
            _ => damage_odds.push((damage, p)),
        }
    }
    let damage_odds = damage_odds
        .iter()
        .map(|(damage, p)| {
            Ok(DamageOdds {
                damage: *damage,
                p: probability(p)?,
            })
        })
        .collect::<Result<_, ApiError>>()?;
    let ((damage, _), faces) = dice.run(|source| attack.roll(source))?;
    let hit = defender.take(damage, to_survival);
    let mut text = format!(
        "Psychic damage {damage}: verve {} to {}, survival {} to {}",
        hit.from.verve, hit.to.verve, hit.from.survival, hit.to.survival
    );
    if hit.stun_penalty > 0 {
        text.push_str(&format!(", stunned: -{} next round", hit.stun_penalty));
    }
    if hit.ends_conflict() {
        text.push_str(&format!(
            "; {}: the conflict ends for the defender",
            count(hit.injuries, "injury")
        ));
    }
    text.push('.');
    Ok(PsychicAttackResponse {
        damage,
        ends_conflict: hit.ends_conflict(),
        hit,
        damage_odds,
        text,
        faces,
    })
}

/// An illusion to disbelieve.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct DisbeliefRequest {
    /// The system: Gods & Monsters (`"gods_and_monsters"`).
    #[allow(dead_code)]
    system: crate::system::GodsAndMonstersSystem,
    /// How: `"perception"` (looking for flaws, a round) or `"willpower"`
    /// (accepting the effect, at half the penalty).
    way: gm::DisbeliefWay,
    /// The score rolled: perception or willpower.
    score: i32,
    /// The illusion's penalty (0 or below; a bonus for an obvious one).
    #[serde(default)]
    penalty: i32,
    /// Phantasmal damage taken from it so far: seen through, all but a
    /// tenth of it (rounded up, at least 1) comes back over a round.
    #[serde(default)]
    phantasmal_damage: u32,
    /// Where the faces come from: the d20.
    dice: Dice,
}

/// A disbelief rolled.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct DisbeliefResponse {
    /// Whether the illusion is seen through.
    succeeded: bool,
    /// The roll, at the modifier below.
    roll: Save,
    /// The modifier on the roll: the penalty for perception, half of it
    /// (toward zero) for willpower.
    modifier: i32,
    /// The rounds it took: 1 for perception, 0 for willpower.
    rounds: u32,
    /// Whether reaction rolls against the effect are allowed meanwhile:
    /// for perception, not for willpower.
    reactions_allowed: bool,
    /// The phantasmal damage that comes back over a round, once seen
    /// through (0 otherwise).
    regained: u32,
    /// The bonus others get on their perception to disbelieve it: +2
    /// after a willpower disbelief sees through it, else 0.
    bonus_to_others: i32,
    /// The exact chance it had of seeing through the illusion.
    chance: Probability,
    /// What happened, as a line for players.
    text: String,
    /// The faces used, in order.
    faces: Vec<u32>,
}

fn disbelieve(request: DisbeliefRequest) -> Result<DisbeliefResponse, ApiError> {
    let DisbeliefRequest {
        way,
        score,
        penalty,
        phantasmal_damage,
        dice,
        ..
    } = request;
    let disbelief = gm::Disbelief::new(way, penalty);
    let check =
        osr::check::gods_and_monsters::Roll::new(score)?.with_modifier(disbelief.modifier())?;
    let chance = passing(&check.odds())?;
    let (roll, faces) = dice.run(|source| check.roll(source))?;
    let succeeded = roll.passed();
    let phantasmal = gm::Phantasmal::new(phantasmal_damage);
    let regained = if succeeded { phantasmal.regained() } else { 0 };
    let mut text = format!(
        "{} roll {} against {}: {}",
        match way {
            gm::DisbeliefWay::Perception => "Perception",
            gm::DisbeliefWay::Willpower => "Willpower",
        },
        roll.face(),
        roll.target(),
        if succeeded {
            "the illusion is seen through"
        } else {
            "the illusion holds"
        }
    );
    if regained > 0 {
        text.push_str(&format!(
            "; {regained} of the {phantasmal_damage} phantasmal damage comes back over a round"
        ));
    }
    text.push('.');
    Ok(DisbeliefResponse {
        succeeded,
        roll,
        modifier: disbelief.modifier(),
        rounds: disbelief.rounds(),
        reactions_allowed: disbelief.reactions_allowed(),
        regained,
        bonus_to_others: disbelief.bonus_to_others(succeeded, true),
        chance,
        text,
        faces,
    })
}

/// The most spell names a list of a `learnSpell` request holds.
const MAX_SPELL_NAMES: usize = 500;

/// Spell names, at most 500.
#[derive(Debug, Default, Deserialize, JsonSchema)]
#[serde(transparent)]
pub(crate) struct SpellNames(
    #[serde(deserialize_with = "osr::core::strict::at_most::<_, _, MAX_SPELL_NAMES>")]
    #[schemars(length(max = 500))]
    Vec<String>,
);

/// A spell to learn, tagged by `system`, then by `way`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum LearnSpellRequest {
    /// 3d6 Constitution.
    Constitution(ConstitutionLearning),
    /// Gods & Monsters.
    GodsAndMonsters(GodsAndMonstersLearning),
}

/// A way a 3d6 Constitution magician learns a spell.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "way", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum ConstitutionLearning {
    /// Basic exploratory research (TC-12.10): with Goetia, one of the
    /// 1st-level spells not yet known, at random, at 50%.
    Exploratory {
        /// The researcher's sage specialisations: Goetia is needed.
        specialisations: constitution::Specialisations,
        /// The setting's 1st-level spells, by name (at most 500).
        spells: SpellNames,
        /// The spells the researcher knows already (at most 500).
        #[serde(default)]
        known: SpellNames,
        /// Where the faces come from: one die with a side for each spell
        /// not yet known.
        dice: Dice,
    },
    /// Another magician's writings (TC-12.12): one of their spells not
    /// yet known, at random, at 50%.
    Writings {
        /// The spells in the writings, by name (at most 500).
        spells: SpellNames,
        /// The spells the reader knows already (at most 500).
        #[serde(default)]
        known: SpellNames,
        /// Where the faces come from: one die with a side for each spell
        /// not yet known.
        dice: Dice,
    },
    /// A school's curriculum on levelling (TC-12.11): its next spell not
    /// yet known, at 50%. Nothing rolls.
    Curriculum {
        /// The school's spells, in the order they are taught (at most
        /// 500).
        curriculum: SpellNames,
        /// The spells the magician knows already (at most 500).
        #[serde(default)]
        known: SpellNames,
    },
    /// A mentor's teaching (TC-12.13): the spell of the mentor's choice
    /// at half the mentor's rating. Nothing rolls.
    Mentor {
        /// The spell taught.
        spell: String,
        /// The mentor's rating in it, in percent.
        rating: SpellRating,
    },
    /// Focused study of a known spell (TC-12.14): a d6 a full day on its
    /// rating, to 100%.
    Study {
        /// The spell studied.
        spell: String,
        /// Its rating before, in percent.
        rating: SpellRating,
        /// Full days of study (1 to 365).
        days: constitution::StudyDays,
        /// Where the faces come from: a d6 a day.
        dice: Dice,
    },
}

/// A way a Gods & Monsters sorceror acquires a spell.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "way", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum GodsAndMonstersLearning {
    /// A spell formula acquired (GM-magic.spell.acquire): looted, stolen,
    /// traded, or bought with 3 mojo a spell level; unless at least its
    /// level in archetypal mojo paid for it, the compatibility roll
    /// (reason at +6 less the spell level) decides whether it can be
    /// learnt.
    Acquire {
        /// The spell's name, for the line.
        spell: String,
        /// The spell's level (1 to 10).
        level: gm::SpellLevel,
        /// How it was acquired: `{"by": "loot"}`, `"theft"`, `"trade"`, or
        /// `{"by": "mojo", "archetypal": 2}`.
        by: gm::AcquiredBy,
        /// The sorceror's reason score, for the compatibility roll.
        reason: i32,
        /// Where the faces come from: the compatibility roll's d20, when
        /// it is needed.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        dice: Option<Dice>,
    },
}

/// The line of a 3d6 Constitution spell taught by a mentor at `taught`%
/// (`learnSpell`, and a sheet's `learn_from_mentor`).
pub(crate) fn mentored_text(spell: &str, taught: u32, mentor: u32) -> String {
    format!("Learnt {spell} at {taught}%, half the mentor's {mentor}%")
}

/// The line of a 3d6 Constitution spell studied for `days` days on
/// `faces` (`learnSpell`, and a sheet's `study_spell`).
pub(crate) fn studied_text(
    spell: &str,
    days: u32,
    studied: &constitution::StudyRoll,
    faces: &[u32],
) -> String {
    let shown: Vec<String> = faces.iter().map(u32::to_string).collect();
    format!(
        "{days} {} of study: {spell} from {}% to {}% ({days}d6 [{}])",
        if days == 1 { "day" } else { "days" },
        studied.from.get(),
        studied.to.get(),
        shown.join(", ")
    )
}

/// The line of a Gods & Monsters spell acquired: its cost, and the
/// compatibility roll when one was needed (`learnSpell`, and a sheet's
/// `acquire_spell`).
pub(crate) fn acquired_text(
    spell: &str,
    level: u32,
    acquired: &gm::Acquisition,
    compatibility: Option<&Save>,
) -> String {
    let mut text = format!("{spell} (level {level}) acquired");
    if acquired.mojo() > 0 {
        text.push_str(&format!(" for {} mojo", acquired.mojo()));
    }
    match compatibility {
        None => text.push_str(": inscribed in the spell book at no cost"),
        Some(save) => text.push_str(&format!(
            "; compatibility roll d20 {} against {}: {}",
            save.face(),
            save.target(),
            if save.band().passed() {
                "compatible for good"
            } else {
                "it cannot be learnt (try again at a later level for 2 mojo)"
            }
        )),
    }
    if acquired.experimentation_components() > 0 {
        text.push_str(&format!(
            "; {} times its components on hand to experiment",
            acquired.experimentation_components()
        ));
    }
    text
}

/// A spell learnt, tagged by `system` and `way` as its request.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case")]
pub(crate) enum LearnSpellResponse {
    /// 3d6 Constitution.
    Constitution(ConstitutionLearnt),
    /// Gods & Monsters.
    GodsAndMonsters(GodsAndMonstersLearnt),
}

/// The exact odds of each spell a pick may give.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct SpellOdds {
    /// The spell, by name.
    spell: String,
    /// Its chance.
    p: Probability,
}

/// The exact odds of each rating a study may end at.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct RatingOdds {
    /// The rating, in percent.
    rating: u32,
    /// Its chance.
    p: Probability,
}

/// What a 3d6 Constitution magician learnt.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(tag = "way", rename_all = "snake_case")]
pub(crate) enum ConstitutionLearnt {
    /// Exploratory research.
    Exploratory {
        /// The spell learnt.
        spell: String,
        /// Its rating: 50%.
        rating: u32,
        /// Each spell's chance before the die: one in as many as were not
        /// yet known.
        odds: Vec<SpellOdds>,
        /// What happened, as a line for players.
        text: String,
        /// The faces used, in order.
        faces: Vec<u32>,
    },
    /// Another magician's writings.
    Writings {
        /// The spell learnt.
        spell: String,
        /// Its rating: 50%.
        rating: u32,
        /// Each spell's chance before the die: one in as many as were not
        /// yet known.
        odds: Vec<SpellOdds>,
        /// What happened, as a line for players.
        text: String,
        /// The faces used, in order.
        faces: Vec<u32>,
    },
    /// A school's curriculum.
    Curriculum {
        /// The spell learnt.
        spell: String,
        /// Its rating: 50%.
        rating: u32,
        /// What happened, as a line for players.
        text: String,
    },
    /// A mentor's teaching.
    Mentor {
        /// The spell learnt.
        spell: String,
        /// Its rating: half the mentor's.
        rating: u32,
        /// What happened, as a line for players.
        text: String,
    },
    /// Focused study.
    Study {
        /// The spell studied.
        spell: String,
        /// Its rating after, in percent.
        rating: u32,
        /// Its rating before.
        from: u32,
        /// The exact odds of each rating the study may end at, before the
        /// dice.
        odds: Vec<RatingOdds>,
        /// What happened, as a line for players.
        text: String,
        /// The faces used, in order: a d6 a day.
        faces: Vec<u32>,
    },
}

/// What a Gods & Monsters sorceror acquired.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(tag = "way", rename_all = "snake_case")]
pub(crate) enum GodsAndMonstersLearnt {
    /// A spell formula acquired.
    Acquire {
        /// The spell.
        spell: String,
        /// The mojo it cost: 3 a spell level when bought with mojo, else 0.
        mojo: u32,
        /// The multiple of the spell's basic components needed on hand
        /// for experimentation: 10 when bought with too little archetypal
        /// mojo, else 0.
        experimentation_components: u32,
        /// Whether it is inscribed in the spell book already, at no cost;
        /// otherwise the inscription spell is needed.
        inscribed_free: bool,
        /// The compatibility roll, when it was needed: its target and
        /// outcome.
        compatibility: Option<Save>,
        /// The chance the compatibility roll had (1 when none was needed).
        chance: Probability,
        /// Whether the sorceror can learn the spell.
        learnable: bool,
        /// What happened, as a line for players.
        text: String,
        /// The faces used, in order (none without the roll).
        faces: Vec<u32>,
    },
}

impl SpellNames {
    /// The names as the library takes them.
    pub(crate) fn names(&self) -> Vec<&str> {
        self.0.iter().map(String::as_str).collect()
    }
}

/// A spell of a list that gives each one's level: another magician's
/// writings, a school's curriculum.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ListedSpell {
    /// The spell's name.
    spell: String,
    /// Its level (1 to 10).
    level: constitution::SpellLevel,
}

/// Spells with their levels, at most 500.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(transparent)]
pub(crate) struct ListedSpells(
    #[serde(deserialize_with = "osr::core::strict::at_most::<_, _, MAX_SPELL_NAMES>")]
    #[schemars(length(max = 500))]
    Vec<ListedSpell>,
);

impl ListedSpells {
    /// Each spell's name and level, as the library takes them.
    pub(crate) fn pairs(&self) -> Vec<(&str, constitution::SpellLevel)> {
        self.0.iter().map(|s| (s.spell.as_str(), s.level)).collect()
    }
}

/// A spell picked at random from `candidates` not in `known`, with each
/// one's chance before the die.
fn picked(
    candidates: &SpellNames,
    known: &SpellNames,
    dice: &Dice,
    pick: impl FnOnce(
        &[&str],
        &[&str],
        &mut dyn osr::core::FaceSource,
    ) -> Result<constitution::Learned, osr::magic::Error>,
) -> Result<(constitution::Learned, Vec<SpellOdds>, Vec<u32>), ApiError> {
    let (candidates, known) = (candidates.names(), known.names());
    let odds = constitution::Learning::odds(&candidates, &known)?
        .bands()
        .map(|(spell, p)| {
            Ok(SpellOdds {
                spell: spell.clone(),
                p: probability(p)?,
            })
        })
        .collect::<Result<Vec<_>, ApiError>>()?;
    let (learned, faces) = dice.run(|source| pick(&candidates, &known, source))?;
    Ok((learned, odds, faces))
}

/// "Learnt Flame at 50%, next on the curriculum" (`learnSpell`, and a
/// sheet's `follow_curriculum`).
pub(crate) fn curriculum_text(learned: &constitution::Learned) -> String {
    format!(
        "Learnt {} at {}%, next on the curriculum",
        learned.spell, learned.rating
    )
}

/// "Learnt Sleep at 50% (d3 = 2 of 3 spells not yet known)" (`learnSpell`,
/// and a sheet's `research_spell` and `read_writings`).
pub(crate) fn pick_text(learned: &constitution::Learned, what: &str) -> String {
    let die = learned
        .dice
        .first()
        .map(|d| {
            format!(
                " (d{} = {}, of the {} {what} not yet known)",
                d.sides, d.face, d.sides
            )
        })
        .unwrap_or_default();
    format!("Learnt {} at {}%{die}", learned.spell, learned.rating)
}

fn learn_spell(request: LearnSpellRequest) -> Result<LearnSpellResponse, ApiError> {
    Ok(match request {
        LearnSpellRequest::Constitution(way) => {
            LearnSpellResponse::Constitution(constitution_learning(way)?)
        }
        LearnSpellRequest::GodsAndMonsters(GodsAndMonstersLearning::Acquire {
            spell,
            level,
            by,
            reason,
            dice,
        }) => {
            let acquired = gm::Acquisition::new(level, by)?;
            let (compatibility, chance, faces) = if acquired.needs_compatibility_roll() {
                let roll = gm::Compatibility::new(reason, level)?;
                let chance = passing(&roll.odds())?;
                let (save, faces) = Dice::needed(
                    dice,
                    Some("a spell acquired without enough archetypal mojo rolls for compatibility"),
                )?
                .run(|source| roll.roll(source))?;
                (Some(save), chance, faces)
            } else {
                (
                    None,
                    probability(&BigRational::from_integer(1.into()))?,
                    Vec::new(),
                )
            };
            let learnable = compatibility.as_ref().is_none_or(|s| s.band().passed());
            let text = acquired_text(&spell, level.get(), &acquired, compatibility.as_ref());
            LearnSpellResponse::GodsAndMonsters(GodsAndMonstersLearnt::Acquire {
                spell,
                mojo: acquired.mojo(),
                experimentation_components: acquired.experimentation_components(),
                inscribed_free: acquired.inscribed_free(),
                compatibility,
                chance,
                learnable,
                text,
                faces,
            })
        }
    })
}

fn constitution_learning(way: ConstitutionLearning) -> Result<ConstitutionLearnt, ApiError> {
    Ok(match way {
        ConstitutionLearning::Exploratory {
            specialisations,
            spells,
            known,
            dice,
        } => {
            let (learned, odds, faces) = picked(&spells, &known, &dice, |c, k, source| {
                constitution::Learning::exploratory(specialisations, c, k, source)
            })?;
            ConstitutionLearnt::Exploratory {
                text: pick_text(&learned, "1st-level spells"),
                spell: learned.spell,
                rating: learned.rating,
                odds,
                faces,
            }
        }
        ConstitutionLearning::Writings {
            spells,
            known,
            dice,
        } => {
            let (learned, odds, faces) = picked(&spells, &known, &dice, |c, k, source| {
                constitution::Learning::writings(c, k, source)
            })?;
            ConstitutionLearnt::Writings {
                text: pick_text(&learned, "spells in the writings"),
                spell: learned.spell,
                rating: learned.rating,
                odds,
                faces,
            }
        }
        ConstitutionLearning::Curriculum { curriculum, known } => {
            let learned = constitution::Learning::curriculum(&curriculum.names(), &known.names())?;
            ConstitutionLearnt::Curriculum {
                text: curriculum_text(&learned),
                spell: learned.spell,
                rating: learned.rating,
            }
        }
        ConstitutionLearning::Mentor { spell, rating } => {
            let taught = constitution::mentored_rating(rating).get();
            ConstitutionLearnt::Mentor {
                text: mentored_text(&spell, taught, rating.get()),
                spell,
                rating: taught,
            }
        }
        ConstitutionLearning::Study {
            spell,
            rating,
            days,
            dice,
        } => {
            let study = constitution::Study::new(rating, days);
            let odds = study
                .odds()
                .bands()
                .map(|(rating, p)| {
                    Ok(RatingOdds {
                        rating: *rating,
                        p: probability(p)?,
                    })
                })
                .collect::<Result<Vec<_>, ApiError>>()?;
            let (studied, faces) = dice.run(|source| study.roll(source))?;
            ConstitutionLearnt::Study {
                text: studied_text(&spell, days.get(), &studied, &faces),
                spell,
                rating: studied.to.get(),
                from: studied.from.get(),
                odds,
                faces,
            }
        }
    })
}
