//! Hazards and poison outside a fight: each system's falls, Cairn House
//! Rules traps, Block, Dodge, Parry's environmental damage, Murdham's
//! elements, suffocation, fear, torture and crashes, Gods & Monsters'
//! suffocation, semi-consciousness and awakening, Murdham's poisons and
//! drugs and Gods & Monsters' ailments. Their functions are in the
//! expedition module, with the other procedures of play.

use osr::check::{Check, Odds, PassFail};
use osr::core::StepDie;
use osr::dice::Probability;
use osr::dice::num_rational::BigRational;
use osr::health::block_dodge_parry as bdp;
use osr::health::cairn_house as ch;
use osr::health::gods_and_monsters as gm;
use osr::health::murdham as mu;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::combat::AsRead;
use crate::dice::probability;
use crate::health::{BandOdds, CairnHouseCharacter, MurdhamHealth};
use crate::operation::declare_operations;
use crate::{ApiError, Dice};

declare_operations! {
    /// Rolls a hazard outside a fight, tagged by `system`, then by
    /// `hazard`, and applies what it does. Gods & Monsters: a fall
    /// (GM-health.falling: the falling table's d6s, evasion under 20
    /// feet, one injury per die, the end of the round's checks),
    /// suffocation (GM-health.suffocation: the buffer, then health rolls
    /// at -1 more each minute, the suffocation handed back step by step),
    /// a semi-conscious character's response (GM-health.semi-conscious:
    /// willpower or a d4 of rounds) and a roll to awaken
    /// (GM-health.awaken: at minus the injuries). Murdham: a fall
    /// (MU-health.fall: d4 direct per full 2 m, an AGI save takes 2 m
    /// off), the elements (MU-health.cold-heat, .fire, .lightning),
    /// suffocation or drowning (MU-health.suffocate), fear for one
    /// character or a group (MU-health.fear.*: a WIT save, or frightened
    /// or terrified until the end of the stretch; wards), a stretch of
    /// torture (MU-health.torture: d6 direct, then a WIT save or talk)
    /// and a crash (MU-health.crash: a d4 direct for the rider, or for a
    /// cart or boat and each passenger). Block, Dodge, Parry: a fall
    /// (1d10 STR per floor, then a Critical Damage Save) and the rules'
    /// other environmental damage (BDP-1.7.1). Cairn House Rules: a trap
    /// (CH-health.trap-damage: a save, then damage straight off an
    /// ability). Returns the state after, what happened, the exact odds
    /// of each consequence before the dice, a line for players and the
    /// faces used.
    "rollHazard" => roll_hazard(HazardRequest: "HazardRequest") -> HazardResponse: "HazardResponse";
    /// Rolls poison, tagged by `system`, then by `step`. Murdham
    /// (MU-health.poison.*): a dose (the first of a stretch resisted with
    /// a STR save, any other taking effect), noticing poison in food or
    /// drink (a WIT save), the end of the stretch without an antidote
    /// (d12 direct damage, 4 corruption, or death), and for drugs
    /// (MU-health.drug.*) the WIT save against addiction when one takes
    /// effect and the WIT an addicted character loses at a rest without
    /// it. Gods & Monsters (GM-health.ailment.*): contracting an ailment
    /// (a reaction at minus its strength and the injuries) and each later
    /// action time of its course, each applying what the effect does:
    /// injury points to the character's vitals, with the checks at the
    /// end of the round (GM-health.unconscious, GM-health.death-check),
    /// or a penalty, paralysis or sleep as the condition the character
    /// is in. Returns the state to pass on, what happened, the exact
    /// chance before the dice (and for an ailment the exact odds of the
    /// amount taken and of each consequence for the vitals), a line for
    /// players and the faces used.
    "rollPoison" => roll_poison(PoisonRequest: "PoisonRequest") -> PoisonResponse: "PoisonResponse";
}

/// The operations of the hazard module (`js/build.sh` builds it with these
/// alone, and the main module without them).
pub(crate) fn module() -> impl Iterator<Item = &'static crate::Operation> {
    OPERATIONS.iter().chain(crate::rest::OPERATIONS)
}

/// A Gods & Monsters roll against `score` at the injury penalty of
/// `vitals`, as every reaction roll of a hurt character is.
pub(crate) fn injured_roll(
    score: i32,
    vitals: gm::Vitals,
) -> Result<osr::check::gods_and_monsters::Roll, ApiError> {
    let penalty = i32::try_from(vitals.injury_penalty()).unwrap_or(i32::MIN);
    Ok(osr::check::gods_and_monsters::Roll::new(score)?.with_modifier(penalty)?)
}

/// A count with its noun: "1 foot", "3 feet".
fn plural(n: u32, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A roll's result, for a line.
fn passed_text(passed: bool) -> &'static str {
    if passed { "passed" } else { "failed" }
}

/// A hazard to roll, tagged by `system`, then by `hazard`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum HazardRequest {
    /// Cairn House Rules.
    CairnHouse(CairnHouseHazard),
    /// Gods & Monsters.
    GodsAndMonsters(GodsAndMonstersHazard),
    /// Murdham.
    Murdham(MurdhamHazard),
    /// Block, Dodge, Parry.
    BlockDodgeParry(BlockDodgeParryHazard),
}

/// A Cairn House Rules hazard.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "hazard", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum CairnHouseHazard {
    /// A trap (CH-health.trap-damage): a save; on a failure the trap's
    /// damage comes straight off an ability score, past HP. Which save,
    /// which ability and what damage are the trap's.
    Trap {
        /// The character before: HP, the three abilities, fatigue,
        /// grievous wounds and the table's rules.
        character: ch::CharacterDocument,
        /// The ability saved with (`"dex"` for most traps).
        save: osr::check::cairn_house::Ability,
        /// The ability the damage comes off.
        ability: osr::check::cairn_house::Ability,
        /// The trap's damage: `{"count": 1, "die": 4}` (1 to 10 dice of
        /// at most 100 sides).
        damage: osr::core::Dice,
        /// Where the faces come from: the save's d20 (two with the
        /// table's naturals rule, if any), then the damage dice on a
        /// failure.
        dice: Dice,
    },
}

/// A Gods & Monsters hazard.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "hazard", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum GodsAndMonstersHazard {
    /// A fall (GM-health.falling), taken as the only harm of its round.
    Fall {
        /// The height, in feet (0 to 1,000,000).
        feet: u32,
        /// The character's survival, verve and injuries before.
        vitals: gm::Vitals,
        /// Fortitude or willpower to stay conscious, and endurance.
        resilience: gm::Resilience,
        /// The character's evasion score, when they get an evasion roll
        /// (it counts under 20 feet): the injury penalty of `vitals` is
        /// applied to it here.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        evasion: Option<i32>,
        /// Whether the fall is archetypal (a thief's failed climb): its
        /// damage comes off verve first.
        #[serde(default)]
        archetypal: bool,
        /// Where the faces come from: the evasion d20 (when it counts),
        /// the d6s, then the rolls to stay conscious and the death check.
        dice: Dice,
    },
    /// Running out of air (GM-health.suffocation): the buffer, in rounds,
    /// the character acts normally through: endurance rounds when
    /// prepared with a deep breath, otherwise a d4 plus endurance as a
    /// minor contributor (never below 0); doubled for a character
    /// completely inactive and at rest. Pass the `choking` it answers
    /// with to each later health roll.
    SuffocationBuffer {
        /// The character's endurance, 1 to 40.
        #[serde(rename = "end")]
        endurance: gm::Endurance,
        /// Whether the character could take a deep breath first: the
        /// buffer is endurance rounds then, and nothing is rolled.
        #[serde(default)]
        prepared: bool,
        /// Whether the character stays completely inactive and at rest:
        /// the buffer and the time between health rolls double.
        #[serde(default)]
        inactive: bool,
        /// Where the faces come from: the d4 of an unprepared buffer; a
        /// prepared one needs none.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        dice: Option<Dice>,
    },
    /// A health roll once the buffer is gone (GM-health.suffocation): the
    /// first when it runs out, then one every minute (6 rounds, 12 when
    /// inactive), each at -1 more than the last and at minus the
    /// injuries; a failure is one injury point, with the checks at the
    /// end of the round (GM-health.unconscious, GM-health.death-check).
    Suffocation {
        /// The suffocation as the buffer or the last health roll left it.
        choking: Choking,
        /// The character's health score.
        health: i32,
        /// The character's survival, verve and injuries before.
        vitals: gm::Vitals,
        /// Fortitude or willpower to stay conscious, and endurance.
        resilience: gm::Resilience,
        /// Whether the character is already unconscious (or
        /// semi-conscious): no roll to stay conscious, +2 on death rolls.
        #[serde(default)]
        unconscious: bool,
        /// Where the faces come from: the health roll's d20, then the
        /// roll to stay conscious and the death check after an injury.
        dice: Dice,
    },
    /// A semi-conscious character directed or asked something
    /// (GM-health.semi-conscious): a willpower roll, at minus the
    /// injuries, to respond at once, or a d4 of rounds.
    SemiConscious {
        /// The character's willpower score.
        willpower: i32,
        /// The character's injury points, a penalty on the roll; none
        /// when left out.
        #[serde(default)]
        injuries: u32,
        /// Where the faces come from: the willpower d20, then the d4 on a
        /// failure.
        dice: Dice,
    },
    /// A roll to awaken an unconscious character once their
    /// unconsciousness ends (GM-health.awaken): the roll the Guide calls
    /// for, at minus the character's injuries.
    Awaken {
        /// The score of the roll to awaken.
        score: i32,
        /// The character's injury points.
        #[serde(default)]
        injuries: u32,
        /// Where the faces come from: the d20.
        dice: Dice,
    },
}

/// A Gods & Monsters suffocation under way: handed back by each step,
/// passed to the next.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "GodsAndMonstersChoking")]
pub(crate) struct Choking {
    /// The buffer, in rounds, before the first health roll.
    buffer: u32,
    /// Whether the character stays completely inactive and at rest.
    #[serde(default)]
    inactive: bool,
    /// The health rolls made so far: the next is at minus this many.
    #[serde(default)]
    health_rolls: u32,
}

/// A Murdham hazard.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "hazard", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum MurdhamHazard {
    /// A fall (MU-health.fall): d4 direct damage (exploding) for every
    /// full 2 m, an AGI save to cushion it taking 2 m off first.
    Fall {
        /// The height in centimetres (0 to 100,000): 190 is 1.9 m.
        centimetres: u32,
        /// The character's AGI, 0 to 20.
        agi: i32,
        /// Health before.
        health: MurdhamHealth,
        /// Where the faces come from: the AGI save's d20, then the d4s;
        /// a fall under 2 m rolls nothing and needs none.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        dice: Option<Dice>,
    },
    /// Freezing cold or scorching heat (MU-health.cold-heat): as each
    /// stretch there begins, d4 impaired direct damage, but for the first.
    Climate {
        /// The stretch beginning there: 1 for the first.
        stretch: u32,
        /// Health before.
        health: MurdhamHealth,
        /// Where the faces come from: the two d4s of the impaired roll
        /// (and any explosion); the first stretch needs none.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        dice: Option<Dice>,
    },
    /// An element's direct damage (MU-health.fire, MU-health.lightning,
    /// MU-health.cold-heat): fire enhanced against a flammable target,
    /// lightning against one carrying a lot of metal. A burning zone
    /// entered, or a round begun in it, is fire with a d6.
    Element {
        /// `"cold"`, `"heat"`, `"fire"` or `"lightning"`.
        element: mu::Element,
        /// The damage die (`"d6"` for a burning zone).
        die: StepDie,
        /// Whether the target is vulnerable: flammable or covered in
        /// something flammable (fire), carrying a lot of metal
        /// (lightning); the damage is enhanced then.
        #[serde(default)]
        vulnerable: bool,
        /// Health before.
        health: MurdhamHealth,
        /// Where the faces come from: the damage die (two when
        /// enhanced) and any explosion.
        dice: Dice,
    },
    /// A round without air, under water or in smoke (MU-health.suffocate,
    /// MU-health.drown): breath holds for 4 rounds; from the 5th each
    /// round opens with a STR save, the first failure knocks the
    /// character out, a failure while out cold kills.
    Suffocation {
        /// The character's STR, 0 to 20.
        #[serde(rename = "str")]
        strength: i32,
        /// The rounds without air so far, as the last round left them;
        /// none when left out.
        #[serde(default)]
        breathing: mu::Breathing,
        /// Where the faces come from: the STR save's d20, from the 5th
        /// round on.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        dice: Option<Dice>,
    },
    /// A frightening or terrifying creature or event
    /// (MU-health.fear.save, .effects, .immunity): a WIT save, or
    /// frightened (terrified) until the end of the stretch; made again as
    /// each stretch begins while the source is there. One fear-warding
    /// effect ignores fear and makes terror fear; two ignore terror too.
    Fear {
        /// `"frightening"` or `"terrifying"`.
        dread: mu::Dread,
        /// The fear-warding effects on the character; none when left
        /// out.
        #[serde(default)]
        wards: u32,
        /// The character's WIT, 0 to 20.
        wit: i32,
        /// Where the faces come from: the WIT save's d20; none when the
        /// wards leave nothing to save against.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        dice: Option<Dice>,
    },
    /// Several characters met by the same fear at once
    /// (MU-health.fear.save): one group save, a d20 compared with each
    /// member's WIT, each member affected by its own result.
    GroupFear {
        /// `"frightening"` or `"terrifying"`.
        dread: mu::Dread,
        /// The fear-warding effects on every member; none when left out.
        #[serde(default)]
        wards: u32,
        /// Each member's WIT, 0 to 20.
        wits: Vec<i32>,
        /// Where the faces come from: the group's d20; none when the
        /// wards leave nothing to save against.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        dice: Option<Dice>,
    },
    /// A stretch of torture on a captive (MU-health.torture): d6 direct
    /// damage; a victim still alive and conscious (not critically
    /// damaged) then saves with WIT, or breaks and talks.
    Torture {
        /// The victim's WIT, 0 to 20.
        wit: i32,
        /// The victim's health before.
        health: MurdhamHealth,
        /// Where the faces come from: the d6 (and any explosion), then
        /// the WIT save's d20.
        dice: Dice,
    },
    /// A crash (MU-health.crash): a rider thrown from a mount, a cart
    /// that topples, a boat that crashes. Every passenger takes a
    /// separate d4 of direct damage, and a cart or boat one too.
    Crash {
        /// `"mount"`, `"cart"` or `"boat"`.
        vehicle: Vehicle,
        /// The health of the rider (a mount: exactly one), or of every
        /// passenger, the driver included (up to 100), before.
        passengers: Vec<MurdhamHealth>,
        /// Where the faces come from: the cart's or boat's d4, then each
        /// passenger's in order (each with any explosion).
        dice: Dice,
    },
}

/// What crashed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
#[schemars(rename = "MurdhamVehicle")]
pub(crate) enum Vehicle {
    /// A mount: its rider falls.
    Mount,
    /// A cart topples.
    Cart,
    /// A boat crashes or topples.
    Boat,
}

/// A Block, Dodge, Parry hazard.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "hazard", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum BlockDodgeParryHazard {
    /// A fall from a great height (BDP-1.7.1.fall): 1d10 STR damage per
    /// floor, then a Critical Damage Save.
    Fall {
        /// The floors fallen, 1 to 100.
        floors: u32,
        /// The character's abilities, fatigue and wounds.
        body: bdp::Body,
        /// The areas the character's gear protects from critical
        /// injuries; none when left out.
        #[serde(default)]
        protection: bdp::Protection,
        /// Where the faces come from: the d10s, then the save's d20.
        dice: Dice,
    },
    /// Another of the rules' environmental hazards (BDP-1.7.1): damage
    /// straight to an ability, and a Critical Damage Save where the
    /// hazard calls for one or the score reaches 0.
    Environment {
        /// The hazard, by ID: `"noxious_gas"` (1 STR a turn),
        /// `"frigid_cold"` (1 STR a watch), `"bear_trap"` (1d4 DEX),
        /// `"night_spider_venom"` (1d8 DEX, then a save),
        /// `"unnatural_glimpse"` (1 WIL), `"eldritch_true_form"` (1d8
        /// WIL, then a save).
        id: String,
        /// The turns or watches spent in it (1 to 100); 1 for a one-off
        /// hazard, and when left out.
        #[serde(default = "one_unit")]
        units: u32,
        /// The character's abilities, fatigue and wounds.
        body: bdp::Body,
        /// The areas the character's gear protects from critical
        /// injuries; none when left out.
        #[serde(default)]
        protection: bdp::Protection,
        /// Where the faces come from: the damage dice, then the save's
        /// d20; a hazard of fixed damage that calls for no save needs
        /// none.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        dice: Option<Dice>,
    },
}

/// One unit of a hazard.
const fn one_unit() -> u32 {
    1
}

/// A hazard rolled, tagged by `system` and `hazard` as its request.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case")]
pub(crate) enum HazardResponse {
    /// Cairn House Rules.
    CairnHouse(CairnHouseHazardRolled),
    /// Gods & Monsters.
    GodsAndMonsters(GodsAndMonstersHazardRolled),
    /// Murdham.
    Murdham(MurdhamHazardRolled),
    /// Block, Dodge, Parry.
    BlockDodgeParry(BlockDodgeParryHazardRolled),
}

/// A Cairn House Rules hazard rolled.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(tag = "hazard", rename_all = "snake_case")]
pub(crate) enum CairnHouseHazardRolled {
    /// A trap sprung.
    Trap {
        /// The character after, to store in place of the one given.
        character: CairnHouseCharacter,
        /// What the trap did: avoided (the save passed), an ability
        /// lowered, or an ability at 0 (DEX: paralysed; WIL: delirious;
        /// STR: dead).
        consequence: ch::TrapResult,
        /// What happened, in order.
        events: Vec<ch::Event>,
        /// The exact odds of each consequence before the dice.
        odds: Odds<ch::TrapResult>,
        /// What happened, as a line for players.
        text: String,
        /// The faces used, in order.
        faces: Vec<u32>,
    },
}

/// A Gods & Monsters hazard rolled.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(tag = "hazard", rename_all = "snake_case")]
pub(crate) enum GodsAndMonstersHazardRolled {
    /// A fall.
    Fall {
        /// How the round ended for the character: unharmed, hurt,
        /// injured, unconscious, dying (conscious or not) or doomed.
        consequence: gm::Consequence,
        /// Survival, verve and injuries after: pass them on.
        #[schemars(with = "AsRead<gm::Vitals>")]
        vitals: gm::Vitals,
        /// For how many minutes the character goes unconscious, when they
        /// do.
        unconscious_minutes: Option<u32>,
        /// The death timer, when the character is dying.
        death_timer: Option<gm::DeathTimer>,
        /// Seconds aloft: one per damage die, then one per full 150 feet
        /// past 450.
        seconds: u32,
        /// What happened, in order.
        events: Vec<gm::Event>,
        /// The exact odds of each consequence before the dice.
        odds: Odds<gm::Consequence>,
        /// What happened, as a line for players.
        text: String,
        /// The faces used, in order.
        faces: Vec<u32>,
    },
    /// A suffocation buffer found.
    SuffocationBuffer {
        /// The suffocation under way: pass it to the first health roll.
        #[schemars(with = "AsRead<Choking>")]
        choking: Choking,
        /// The buffer in rounds: the first health roll comes as it runs
        /// out.
        rounds: u32,
        /// The exact odds of each buffer, in rounds, before the dice.
        odds: Odds<u32>,
        /// What happened, as a line for players.
        text: String,
        /// The faces used, in order.
        faces: Vec<u32>,
    },
    /// A suffocation health roll.
    Suffocation {
        /// The suffocation after this roll: pass it to the next.
        #[schemars(with = "AsRead<Choking>")]
        choking: Choking,
        /// Whether the roll failed and gave an injury point.
        injured: bool,
        /// How the round ended for the character: unharmed (the roll
        /// passed), injured, unconscious, dying (conscious or not) or
        /// doomed.
        consequence: gm::Consequence,
        /// Survival, verve and injuries after: pass them on.
        #[schemars(with = "AsRead<gm::Vitals>")]
        vitals: gm::Vitals,
        /// For how many minutes the character goes unconscious, when they
        /// do.
        unconscious_minutes: Option<u32>,
        /// The death timer, when the character is dying.
        death_timer: Option<gm::DeathTimer>,
        /// Rounds until the next health roll: a minute, two when
        /// inactive.
        rounds_to_next: u32,
        /// What happened, in order.
        events: Vec<gm::Event>,
        /// The exact odds of each consequence before the dice.
        odds: Odds<gm::Consequence>,
        /// What happened, as a line for players.
        text: String,
        /// The faces used, in order.
        faces: Vec<u32>,
    },
    /// A semi-conscious character's response.
    SemiConscious {
        /// `"at_once"`, or `{"after": n}` rounds.
        response: gm::Response,
        /// What happened, in order.
        events: Vec<gm::Event>,
        /// The exact odds of each response before the dice.
        odds: Odds<gm::Response>,
        /// What happened, as a line for players.
        text: String,
        /// The faces used, in order.
        faces: Vec<u32>,
    },
    /// A roll to awaken.
    Awaken {
        /// Whether the character wakes.
        awake: bool,
        /// What happened, in order.
        events: Vec<gm::Event>,
        /// The exact odds of the roll passing (awake) or failing, before
        /// the dice.
        odds: Odds<PassFail>,
        /// What happened, as a line for players.
        text: String,
        /// The faces used, in order.
        faces: Vec<u32>,
    },
}

/// A Murdham hazard rolled.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(tag = "hazard", rename_all = "snake_case")]
pub(crate) enum MurdhamHazardRolled {
    /// A fall.
    Fall(MurdhamHit),
    /// A stretch in freezing cold or scorching heat.
    Climate(MurdhamHit),
    /// An element's damage.
    Element(MurdhamHit),
    /// A round without air.
    Suffocation {
        /// The rounds without air after this one: pass it to the next
        /// round.
        #[schemars(with = "AsRead<mu::Breathing>")]
        breathing: mu::Breathing,
        /// Conscious, out cold (incapacitated until the end of the
        /// stretch), or dead.
        state: mu::Breath,
        /// What happened, in order.
        events: Vec<mu::Event>,
        /// The exact odds of each state after this round, before the
        /// dice.
        odds: Odds<mu::Breath>,
        /// What happened, as a line for players.
        text: String,
        /// The faces used, in order.
        faces: Vec<u32>,
    },
    /// A fear save.
    Fear {
        /// Unaffected, frightened (cannot approach the source) or
        /// terrified (must flee, or cowers and does nothing else), until
        /// the end of the stretch.
        outcome: mu::FearOutcome,
        /// What happened, in order.
        events: Vec<mu::Event>,
        /// The exact odds of each outcome before the dice.
        odds: Odds<mu::FearOutcome>,
        /// What happened, as a line for players.
        text: String,
        /// The faces used, in order.
        faces: Vec<u32>,
    },
    /// A group's fear save.
    GroupFear {
        /// Each member's outcome, in the order of `wits`.
        outcomes: Vec<mu::FearOutcome>,
        /// What happened, in order: each member's save and its effect.
        events: Vec<mu::Event>,
        /// Each member's exact odds of each outcome before the dice.
        odds: Vec<Odds<mu::FearOutcome>>,
        /// What happened, as a line for players.
        text: String,
        /// The faces used, in order.
        faces: Vec<u32>,
    },
    /// A stretch of torture.
    Torture {
        /// Health after, to store in place of the one given.
        health: MurdhamHealth,
        /// What the damage did: hurt, critical damage (at least half the
        /// health left), dying (all of it) or dead (at least the
        /// maximum).
        consequence: mu::HitBand,
        /// The direct damage dealt.
        damage: u32,
        /// Whether the victim breaks and talks.
        talks: bool,
        /// What happened, in order.
        events: Vec<mu::Event>,
        /// The exact odds of each consequence of the damage before the
        /// dice.
        odds: BandOdds<mu::HitBand>,
        /// The exact chance the victim talks, before the dice.
        talk_chance: Probability,
        /// What happened, as a line for players.
        text: String,
        /// The faces used, in order.
        faces: Vec<u32>,
    },
    /// A crash.
    Crash {
        /// The d4 of direct damage the cart or boat takes (none for a
        /// mount).
        vehicle_damage: Option<u32>,
        /// Each passenger's damage, in the order given: health after, its
        /// consequence, events, odds, line and faces.
        passengers: Vec<MurdhamHit>,
        /// What happened, as a line for players.
        text: String,
        /// The faces used, in order.
        faces: Vec<u32>,
    },
}

/// Direct damage landing on Murdham health.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct MurdhamHit {
    /// Health after, to store in place of the one given.
    health: MurdhamHealth,
    /// What the damage did: unhurt, hurt, critical damage (at least half
    /// the health left), dying (all of it) or dead (at least the
    /// maximum).
    consequence: mu::HitBand,
    /// The direct damage dealt.
    damage: u32,
    /// What happened, in order.
    events: Vec<mu::Event>,
    /// The exact odds of each consequence before the dice.
    odds: BandOdds<mu::HitBand>,
    /// What happened, as a line for players.
    text: String,
    /// The faces used, in order.
    faces: Vec<u32>,
}

/// A Block, Dodge, Parry hazard rolled.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(tag = "hazard", rename_all = "snake_case")]
pub(crate) enum BlockDodgeParryHazardRolled {
    /// A fall.
    Fall(BlockDodgeParryExposure),
    /// Another environmental hazard.
    Environment(BlockDodgeParryExposure),
}

/// A Block, Dodge, Parry hazard's damage applied.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct BlockDodgeParryExposure {
    /// The character's body after the damage, an injury's extra loss and
    /// its Severe wound: pass it on.
    #[schemars(with = "AsRead<bdp::Body>")]
    body: bdp::Body,
    /// The Critical Damage Save's consequence (unharmed when none was
    /// made, or it passed).
    critical: bdp::Critical,
    /// The damage rolled, before it stops at 0.
    damage: u32,
    /// What happened, in order.
    events: Vec<bdp::Event>,
    /// The exact odds of each damage total.
    damage_odds: Odds<u32>,
    /// The exact odds of each consequence before the dice.
    odds: Odds<bdp::Critical>,
    /// What happened, as a line for players.
    text: String,
    /// The faces used, in order.
    faces: Vec<u32>,
}

fn roll_hazard(request: HazardRequest) -> Result<HazardResponse, ApiError> {
    Ok(match request {
        HazardRequest::CairnHouse(hazard) => HazardResponse::CairnHouse(cairn_house(hazard)?),
        HazardRequest::GodsAndMonsters(hazard) => {
            HazardResponse::GodsAndMonsters(gods_and_monsters(hazard)?)
        }
        HazardRequest::Murdham(hazard) => HazardResponse::Murdham(murdham(hazard)?),
        HazardRequest::BlockDodgeParry(hazard) => {
            HazardResponse::BlockDodgeParry(block_dodge_parry(hazard)?)
        }
    })
}

/// A Cairn House Rules ability's name.
const fn ch_ability(ability: osr::check::cairn_house::Ability) -> &'static str {
    use osr::check::cairn_house::Ability;
    match ability {
        Ability::Str => "STR",
        Ability::Dex => "DEX",
        Ability::Wil => "WIL",
    }
}

fn cairn_house(hazard: CairnHouseHazard) -> Result<CairnHouseHazardRolled, ApiError> {
    let CairnHouseHazard::Trap {
        character,
        save,
        ability,
        damage,
        dice,
    } = hazard;
    let mut character = ch::Character::try_from(character)?;
    let trap = ch::Trap::new(save, ability, damage)?;
    let odds = trap.odds(&character)?;
    let target = character.score(save).current();
    let (sprung, faces) = dice.run(|source| trap.spring(&mut character, source))?;
    let consequence = sprung.consequence();
    let mut text = String::new();
    for event in sprung.events() {
        match event {
            ch::Event::TrapSave {
                ability,
                target,
                face,
                passed,
            } => text.push_str(&format!(
                "{} save {face} against {target}: {}",
                ch_ability(*ability),
                if *passed {
                    "passed, the trap is avoided"
                } else {
                    "failed"
                }
            )),
            ch::Event::AbilityLost { ability, from, to } => {
                // The damage dice are the last faces, after the save's.
                let count = usize::try_from(damage.count()).unwrap_or(usize::MAX);
                let rolled = faces.iter().rev().take(count).sum::<u32>();
                text.push_str(&format!(
                    "; {damage} = {rolled} off {}, {from} to {to}",
                    ch_ability(*ability)
                ));
            }
            ch::Event::Paralysed => text.push_str(": paralysed"),
            ch::Event::Delirious => text.push_str(": delirious"),
            ch::Event::Died { .. } => text.push_str(": dead"),
            _ => {}
        }
    }
    if text.is_empty() {
        text = format!("{} save against {target}", ch_ability(save));
    }
    text.push('.');
    Ok(CairnHouseHazardRolled::Trap {
        character: ch::CharacterDocument::from(&character).into(),
        consequence,
        events: sprung.events().to_vec(),
        odds,
        text,
        faces,
    })
}

/// A Gods & Monsters round's end, as a line's end.
fn gm_consequence(
    consequence: gm::Consequence,
    minutes: Option<u32>,
    timer: Option<gm::DeathTimer>,
) -> String {
    let left = |timer: Option<gm::DeathTimer>| {
        timer.map_or_else(String::new, |t| {
            let unit = match t.unit() {
                gm::TimerUnit::Minutes => ("minute", "minutes"),
                gm::TimerUnit::Hours => ("hour", "hours"),
            };
            format!(", {} left", plural(t.left(), unit.0, unit.1))
        })
    };
    match consequence {
        gm::Consequence::Unharmed => "unharmed".into(),
        gm::Consequence::Hurt => "hurt".into(),
        gm::Consequence::Injured => "injured, and conscious".into(),
        gm::Consequence::Unconscious => format!(
            "unconscious for {}",
            plural(minutes.unwrap_or(0), "minute", "minutes")
        ),
        gm::Consequence::Dying => format!("dying{}", left(timer)),
        gm::Consequence::DyingUnconscious => format!("dying and unconscious{}", left(timer)),
        gm::Consequence::Doomed => "dying with no time left: dead by the end of the scene".into(),
    }
}

/// A Gods & Monsters reaction's name.
const fn gm_reaction(reaction: gm::RolledAgainst) -> &'static str {
    match reaction {
        gm::RolledAgainst::StayConscious => "roll to stay conscious",
        gm::RolledAgainst::Evasion => "evasion roll",
        gm::RolledAgainst::Perception => "perception roll",
        gm::RolledAgainst::Health => "health roll",
        gm::RolledAgainst::Willpower => "willpower roll",
        gm::RolledAgainst::Awaken => "roll to awaken",
    }
}

fn gods_and_monsters(
    hazard: GodsAndMonstersHazard,
) -> Result<GodsAndMonstersHazardRolled, ApiError> {
    match hazard {
        GodsAndMonstersHazard::Fall {
            feet,
            vitals,
            resilience,
            evasion,
            archetypal,
            dice,
        } => gm_fall(feet, vitals, resilience, evasion, archetypal, &dice),
        GodsAndMonstersHazard::SuffocationBuffer {
            endurance,
            prepared,
            inactive,
            dice,
        } => {
            let suffocation = gm::Suffocation::new(endurance, inactive);
            let odds = if prepared {
                Odds::certain(suffocation.prepared_buffer())
            } else {
                suffocation.buffer_odds()
            };
            let dice = Dice::needed(
                dice,
                (!prepared).then_some("an unprepared suffocation buffer rolls a d4"),
            )?;
            let (rolled, faces) = dice.run(|source| {
                if prepared {
                    Ok::<_, osr::health::Error>((suffocation.prepared_buffer(), None))
                } else {
                    let (rounds, die) = suffocation.roll_buffer(source)?;
                    Ok((rounds, Some(die)))
                }
            })?;
            let (rounds, die) = rolled;
            let mut text = match die {
                Some(die) => format!(
                    "Out of air, unprepared: d4 {} with endurance {}: a buffer of {}",
                    die.face,
                    endurance.get(),
                    plural(rounds, "round", "rounds")
                ),
                None => format!(
                    "Out of air after a deep breath: a buffer of {}",
                    plural(rounds, "round", "rounds")
                ),
            };
            if inactive {
                text.push_str(", doubled at rest");
            }
            text.push_str(if rounds == 0 {
                "; a health roll at once."
            } else {
                ", then a health roll."
            });
            Ok(GodsAndMonstersHazardRolled::SuffocationBuffer {
                choking: Choking {
                    buffer: rounds,
                    inactive,
                    health_rolls: 0,
                },
                rounds,
                odds,
                text,
                faces,
            })
        }
        GodsAndMonstersHazard::Suffocation {
            choking,
            health,
            vitals,
            resilience,
            unconscious,
            dice,
        } => gm_suffocation(choking, health, vitals, resilience, unconscious, &dice),
        GodsAndMonstersHazard::SemiConscious {
            willpower,
            injuries,
            dice,
        } => {
            let penalty = -i32::try_from(injuries).unwrap_or(i32::MAX);
            let roll =
                osr::check::gods_and_monsters::Roll::new(willpower)?.with_modifier(penalty)?;
            let dazed = gm::SemiConscious::new(roll);
            let odds = dazed.odds();
            let ((response, rolled), faces) = dice.run(|source| dazed.respond(source))?;
            let face = rolled.first().map_or(0, |d| d.face);
            let passed = response == gm::Response::AtOnce;
            let events = vec![gm::Event::CheckRolled {
                reaction: gm::RolledAgainst::Willpower,
                target: i64::from(roll.target()),
                face,
                passed,
            }];
            let text = format!(
                "Semi-conscious: {} {face} against {}, {}: {}.",
                gm_reaction(gm::RolledAgainst::Willpower),
                roll.target(),
                passed_text(passed),
                match response {
                    gm::Response::AtOnce => "responds at once".to_owned(),
                    gm::Response::After(n) =>
                        format!("responds after {}", plural(n, "round", "rounds")),
                }
            );
            Ok(GodsAndMonstersHazardRolled::SemiConscious {
                response,
                events,
                odds,
                text,
                faces,
            })
        }
        GodsAndMonstersHazard::Awaken {
            score,
            injuries,
            dice,
        } => {
            let roll = gm::awaken_roll(osr::check::gods_and_monsters::Roll::new(score)?, injuries);
            let odds = roll.odds();
            let (outcome, faces) = dice.run(|source| roll.roll(source))?;
            let awake = outcome.passed();
            let face = outcome.face();
            let events = vec![gm::Event::CheckRolled {
                reaction: gm::RolledAgainst::Awaken,
                target: i64::from(roll.target()),
                face,
                passed: awake,
            }];
            let text = format!(
                "Roll to awaken {face} against {}: {}.",
                roll.target(),
                if awake { "awake" } else { "still unconscious" }
            );
            Ok(GodsAndMonstersHazardRolled::Awaken {
                awake,
                events,
                odds,
                text,
                faces,
            })
        }
    }
}

/// A Gods & Monsters suffocation health roll.
fn gm_suffocation(
    mut choking: Choking,
    health: i32,
    vitals: gm::Vitals,
    resilience: gm::Resilience,
    unconscious: bool,
    dice: &Dice,
) -> Result<GodsAndMonstersHazardRolled, ApiError> {
    let base = injured_roll(health, vitals)?;
    let roll = gm::Suffocation::health_roll(base, choking.health_rolls)?;
    // A failure: one injury point, then the end of the round.
    let (end, taken) = injured_round_end(vitals, 1, resilience, unconscious)?;
    let fails = gm_fails(&roll);
    let one = BigRational::from_integer(1.into());
    let mut weights = vec![(gm::Consequence::Unharmed, &one - &fails)];
    for (band, p) in end.odds().bands() {
        weights.push((*band, &fails * p));
    }
    let odds = Odds::new(weights, None)?;
    let ((save, aftermath), faces) = dice.run(|source| {
        let save = roll.roll(source)?;
        let aftermath = if save.passed() {
            None
        } else {
            Some(end.roll(source)?)
        };
        Ok::<_, osr::health::Error>((save, aftermath))
    })?;
    let inactive = choking.inactive;
    choking.health_rolls = choking.health_rolls.saturating_add(1);
    let mut events = vec![gm::Event::CheckRolled {
        reaction: gm::RolledAgainst::Health,
        target: i64::from(roll.target()),
        face: save.face(),
        passed: save.passed(),
    }];
    let mut text = format!(
        "Suffocating, health roll {}: {} {} against {}, {}",
        choking.health_rolls,
        gm_reaction(gm::RolledAgainst::Health),
        save.face(),
        roll.target(),
        passed_text(save.passed())
    );
    let rounds_to_next =
        gm::Suffocation::new(resilience_endurance(&resilience)?, inactive).rounds_between_rolls();
    let response = match aftermath {
        None => GodsAndMonstersHazardRolled::Suffocation {
            choking,
            injured: false,
            consequence: gm::Consequence::Unharmed,
            vitals,
            unconscious_minutes: None,
            death_timer: None,
            rounds_to_next,
            events,
            odds,
            text: format!(
                "{text}; the next in {}.",
                plural(rounds_to_next, "round", "rounds")
            ),
            faces,
        },
        Some(aftermath) => {
            events.extend(taken.iter().copied());
            events.extend(aftermath.events().iter().copied());
            text.push_str(": 1 injury point");
            round_end_text(aftermath.events(), &mut text);
            text.push_str(&format!(
                ": {}.",
                gm_consequence(
                    aftermath.consequence(),
                    aftermath.unconscious_minutes(),
                    aftermath.death_timer()
                )
            ));
            GodsAndMonstersHazardRolled::Suffocation {
                choking,
                injured: true,
                consequence: aftermath.consequence(),
                vitals: *aftermath.vitals(),
                unconscious_minutes: aftermath.unconscious_minutes(),
                death_timer: aftermath.death_timer(),
                rounds_to_next,
                events,
                odds,
                text,
                faces,
            }
        }
    };
    Ok(response)
}

/// The endurance of a resilience, as its type.
fn resilience_endurance(resilience: &gm::Resilience) -> Result<gm::Endurance, ApiError> {
    Ok(gm::Endurance::new(resilience.endurance())?)
}

/// A Gods & Monsters fall.
fn gm_fall(
    feet: u32,
    vitals: gm::Vitals,
    resilience: gm::Resilience,
    evasion: Option<i32>,
    archetypal: bool,
    dice: &Dice,
) -> Result<GodsAndMonstersHazardRolled, ApiError> {
    let mut fall = gm::Fall::new(feet, vitals, resilience)?.archetypal(archetypal);
    if let Some(score) = evasion {
        let roll = injured_roll(score, vitals)?;
        fall = fall.with_evasion(roll);
    }
    let odds = fall.odds()?;
    let (aftermath, faces) = dice.run(|source| fall.roll(source))?;
    let seconds = fall.feet().seconds();
    let row = fall.feet().row();
    let mut text = format!(
        "A fall of {} ({} aloft)",
        plural(feet, "foot", "feet"),
        plural(seconds, "second", "seconds")
    );
    for event in aftermath.events() {
        match event {
            gm::Event::FallDamageRolled {
                dice,
                total,
                damage,
            } => {
                let injuries = aftermath
                    .events()
                    .iter()
                    .filter_map(|e| match e {
                        gm::Event::InjuryTaken { from, to } => Some(to - from),
                        _ => None,
                    })
                    .sum::<u32>();
                text.push_str(&format!("; {dice}d6 = {total}: {damage} damage"));
                if injuries > 0 {
                    text.push_str(&format!(
                        ", {}",
                        plural(injuries, "injury point", "injury points")
                    ));
                }
            }
            other => round_end_part(other, &mut text),
        }
    }
    if row.dice > 0
        && !aftermath
            .events()
            .iter()
            .any(|e| matches!(e, gm::Event::FallDamageRolled { .. }))
    {
        text.push_str(": the evasion roll negates the damage");
    }
    text.push_str(&format!(
        ": {}.",
        gm_consequence(
            aftermath.consequence(),
            aftermath.unconscious_minutes(),
            aftermath.death_timer()
        )
    ));
    Ok(GodsAndMonstersHazardRolled::Fall {
        consequence: aftermath.consequence(),
        vitals: *aftermath.vitals(),
        unconscious_minutes: aftermath.unconscious_minutes(),
        death_timer: aftermath.death_timer(),
        seconds,
        events: aftermath.events().to_vec(),
        odds,
        text,
        faces,
    })
}

/// A Murdham hit band, as a line's end.
const fn mu_band(band: mu::HitBand) -> &'static str {
    match band {
        mu::HitBand::Unhurt => "unhurt",
        mu::HitBand::Hurt => "hurt",
        mu::HitBand::CriticalDamage => {
            "critical damage: incapacitated until the end of the stretch"
        }
        mu::HitBand::Dying => "critical damage, and dying",
        mu::HitBand::Dead => "dead",
    }
}

/// A Murdham ability's name.
const fn mu_ability(ability: mu::Ability) -> &'static str {
    match ability {
        mu::Ability::Str => "STR",
        mu::Ability::Agi => "AGI",
        mu::Ability::Wit => "WIT",
    }
}

/// The saves of Murdham events, as parts of a line, each with its d20
/// from `dice` in order.
fn mu_saves(events: &[mu::Event], dice: &[osr::check::Rolled], text: &mut String) {
    let mut d20s = dice.iter().filter(|d| d.sides == 20);
    for event in events {
        if let mu::Event::SaveRolled {
            ability,
            score,
            passed,
        } = event
        {
            let face = d20s.next().map_or(0, |d| d.face);
            text.push_str(&format!(
                "; {} save {face} against {score}: {}",
                mu_ability(*ability),
                passed_text(*passed)
            ));
        }
    }
}

impl MurdhamHit {
    fn new(
        outcome: &mu::HitOutcome,
        health: mu::Health,
        odds: Odds<mu::HitBand>,
        mut text: String,
        faces: Vec<u32>,
    ) -> Result<Self, ApiError> {
        mu_saves(outcome.events(), outcome.dice(), &mut text);
        text.push_str(&format!(
            "; {} direct damage, health {} of {}: {}.",
            outcome.damage(),
            health.current(),
            health.max(),
            mu_band(outcome.band())
        ));
        Ok(Self {
            health: health.into(),
            consequence: outcome.band(),
            damage: outcome.damage(),
            events: outcome.events().to_vec(),
            odds: odds.try_into()?,
            text,
            faces,
        })
    }
}

/// Centimetres as the rules say heights: "5 m", "1.9 m".
fn metres(centimetres: u32) -> String {
    let (m, cm) = (centimetres / 100, centimetres % 100);
    match cm {
        0 => format!("{m} m"),
        _ if cm % 10 == 0 => format!("{m}.{} m", cm / 10),
        _ => format!("{m}.{cm:02} m"),
    }
}

/// A Murdham element's name.
const fn mu_element(element: mu::Element) -> &'static str {
    match element {
        mu::Element::Cold => "Cold",
        mu::Element::Heat => "Heat",
        mu::Element::Fire => "Fire",
        mu::Element::Lightning => "Lightning",
    }
}

/// A direct hit on Murdham health: its odds, then the roll.
fn mu_hit(
    hit: Option<mu::Hit>,
    health: MurdhamHealth,
    dice: Dice,
    text: String,
) -> Result<MurdhamHit, ApiError> {
    let mut health = health.read()?;
    let Some(hit) = hit else {
        return Ok(MurdhamHit {
            health: health.into(),
            consequence: mu::HitBand::Unhurt,
            damage: 0,
            events: Vec::new(),
            odds: Odds::certain(mu::HitBand::Unhurt).try_into()?,
            text: format!("{text}: no damage yet."),
            faces: Vec::new(),
        });
    };
    let odds = hit.odds(health)?;
    let (outcome, faces) = dice.run(|source| hit.apply(&mut health, source))?;
    MurdhamHit::new(&outcome, health, odds, text, faces)
}

fn murdham(hazard: MurdhamHazard) -> Result<MurdhamHazardRolled, ApiError> {
    Ok(match hazard {
        MurdhamHazard::Fall {
            centimetres,
            agi,
            health,
            dice,
        } => {
            let mut health = health.read()?;
            let fall = mu::Fall::centimetres(centimetres)?;
            let odds = fall.odds(agi, health)?;
            let dice = Dice::needed(
                dice,
                (fall.dice(false) > 0).then_some("a fall of 2 m or more rolls an AGI save and d4s"),
            )?;
            let (outcome, faces) = dice.run(|source| fall.apply(agi, &mut health, source))?;
            let text = format!("A fall of {}", metres(centimetres));
            MurdhamHazardRolled::Fall(MurdhamHit::new(&outcome, health, odds, text, faces)?)
        }
        MurdhamHazard::Climate {
            stretch,
            health,
            dice,
        } => {
            let hit = mu::Elemental::climate(stretch)?;
            let dice = Dice::needed(
                dice,
                hit.map(|_| "a stretch after the first rolls d4 impaired"),
            )?;
            let text = format!("Stretch {stretch} in freezing cold or scorching heat");
            MurdhamHazardRolled::Climate(mu_hit(hit, health, dice, text)?)
        }
        MurdhamHazard::Element {
            element,
            die,
            vulnerable,
            health,
            dice,
        } => {
            let hit = mu::Elemental::strike(element, die, vulnerable);
            let text = format!(
                "{}, {die}{}",
                mu_element(element),
                if hit.damage().edge() == osr::core::Edge::NONE {
                    ""
                } else {
                    " enhanced"
                }
            );
            MurdhamHazardRolled::Element(mu_hit(Some(hit), health, dice, text)?)
        }
        MurdhamHazard::Suffocation {
            strength,
            mut breathing,
            dice,
        } => {
            let odds = breathing.odds_after(1, strength)?;
            let saves =
                breathing.rounds() >= mu::HELD_ROUNDS && breathing.state() != mu::Breath::Dead;
            let dice = Dice::needed(
                dice,
                saves.then_some("a round without air after the 4th rolls a STR save"),
            )?;
            let ((events, rolled), faces) = dice.run(|source| breathing.round(strength, source))?;
            let mut text = format!("Round {} without air", breathing.rounds());
            match rolled.first() {
                Some(die) => text.push_str(&format!(
                    ": STR save {} against {strength}, {}",
                    die.face,
                    passed_text(
                        !events
                            .iter()
                            .any(|e| matches!(e, mu::Event::PassedOut | mu::Event::Died))
                    )
                )),
                None if breathing.state() != mu::Breath::Dead => {
                    text.push_str(": the breath holds");
                }
                None => {}
            }
            text.push_str(match breathing.state() {
                mu::Breath::Conscious => ".",
                mu::Breath::Unconscious => ": out cold until the end of the stretch.",
                mu::Breath::Dead => ": dead.",
            });
            MurdhamHazardRolled::Suffocation {
                state: breathing.state(),
                breathing,
                events,
                odds,
                text,
                faces,
            }
        }
        MurdhamHazard::Fear {
            dread,
            wards,
            wit,
            dice,
        } => {
            let fear = mu::Fear::new(dread, wards);
            let odds = fear.odds(wit)?;
            let dice = Dice::needed(
                dice,
                fear.effective()
                    .map(|_| "fear the wards do not ward off rolls a WIT save"),
            )?;
            let ((outcome, rolled), faces) = dice.run(|source| fear.roll(wit, source))?;
            let mut events = Vec::new();
            let mut text = mu_fear_source(dread, wards);
            if let Some(die) = rolled.first() {
                let result = mu_fear_save(wit, outcome, &mut events);
                text.push_str(&format!("; WIT save {} against {wit}, {result}", die.face));
            } else {
                text.push_str(": nothing to save against, unaffected");
            }
            text.push('.');
            MurdhamHazardRolled::Fear {
                outcome,
                events,
                odds,
                text,
                faces,
            }
        }
        MurdhamHazard::GroupFear {
            dread,
            wards,
            wits,
            dice,
        } => {
            let fear = mu::Fear::new(dread, wards);
            let odds = wits
                .iter()
                .map(|wit| fear.odds(*wit))
                .collect::<Result<Vec<_>, _>>()?;
            let dice = Dice::needed(
                dice,
                fear.effective()
                    .map(|_| "fear the wards do not ward off rolls a group WIT save"),
            )?;
            let ((outcomes, rolled), faces) = dice.run(|source| fear.roll_group(&wits, source))?;
            let mut events = Vec::new();
            let mut text = mu_fear_source(dread, wards);
            match rolled.first() {
                Some(die) => {
                    text.push_str(&format!(": group WIT save {}", die.face));
                    for (wit, outcome) in wits.iter().zip(&outcomes) {
                        let result = mu_fear_save(*wit, *outcome, &mut events);
                        text.push_str(&format!("; against {wit}, {result}"));
                    }
                }
                None => text.push_str(": nothing to save against, all unaffected"),
            }
            text.push('.');
            MurdhamHazardRolled::GroupFear {
                outcomes,
                events,
                odds,
                text,
                faces,
            }
        }
        MurdhamHazard::Torture { wit, health, dice } => {
            let mut health = health.read()?;
            let hit = mu::Hit::direct(osr::check::murdham::Damage::new(StepDie::D6));
            let odds = hit.odds(health)?;
            let conscious =
                odds.sum_where(|band| matches!(band, mu::HitBand::Unhurt | mu::HitBand::Hurt));
            let talk_chance = conscious * mu_fails(wit)?;
            let (outcome, faces) = dice.run(|source| mu::torture(wit, &mut health, source))?;
            let talks = outcome.events().contains(&mu::Event::Talks);
            let mut text = format!(
                "A stretch of torture: {} direct damage, health {} of {}: {}",
                outcome.damage(),
                health.current(),
                health.max(),
                mu_band(outcome.band())
            );
            let mut saves = String::new();
            mu_saves(outcome.events(), outcome.dice(), &mut saves);
            text.push_str(&saves);
            if talks {
                text.push_str(": breaks and talks");
            } else if !saves.is_empty() {
                text.push_str(": holds out");
            }
            text.push('.');
            MurdhamHazardRolled::Torture {
                health: health.into(),
                consequence: outcome.band(),
                damage: outcome.damage(),
                talks,
                events: outcome.events().to_vec(),
                odds: odds.try_into()?,
                talk_chance: probability(&talk_chance)?,
                text,
                faces,
            }
        }
        MurdhamHazard::Crash {
            vehicle,
            passengers,
            dice,
        } => mu_crash(vehicle, &passengers, &dice)?,
    })
}

/// The source of a Murdham fear, with the wards against it, as a line's
/// start.
fn mu_fear_source(dread: mu::Dread, wards: u32) -> String {
    let fear = mu::Fear::new(dread, wards);
    let mut text = String::from(match dread {
        mu::Dread::Frightening => "Something frightening",
        mu::Dread::Terrifying => "Something terrifying",
    });
    if wards > 0 {
        text.push_str(&format!(
            ", {}",
            plural(wards, "fear-warding effect", "fear-warding effects")
        ));
        if fear.effective() == Some(mu::Dread::Frightening) && dread == mu::Dread::Terrifying {
            text.push_str(": it counts as frightening");
        }
    }
    text
}

/// A fear save's result for one character, as a line's part ("failed:
/// terrified ..."), with its events pushed to `events`.
fn mu_fear_save(wit: i32, outcome: mu::FearOutcome, events: &mut Vec<mu::Event>) -> String {
    let passed = outcome == mu::FearOutcome::Unaffected;
    events.push(mu::Event::SaveRolled {
        ability: mu::Ability::Wit,
        score: wit,
        passed,
    });
    match outcome {
        mu::FearOutcome::Unaffected => {}
        mu::FearOutcome::Frightened => events.push(mu::Event::Frightened),
        mu::FearOutcome::Terrified => events.push(mu::Event::Terrified),
    }
    format!(
        "{}: {}",
        passed_text(passed),
        match outcome {
            mu::FearOutcome::Unaffected => "unaffected",
            mu::FearOutcome::Frightened => {
                "frightened until the end of the stretch, cannot approach"
            }
            mu::FearOutcome::Terrified => {
                "terrified until the end of the stretch, must flee or cower"
            }
        }
    )
}

/// A Murdham crash: the vehicle's d4, then each passenger's.
fn mu_crash(
    vehicle: Vehicle,
    passengers: &[MurdhamHealth],
    dice: &Dice,
) -> Result<MurdhamHazardRolled, ApiError> {
    let count = u32::try_from(passengers.len()).unwrap_or(u32::MAX);
    let crash = match vehicle {
        Vehicle::Mount => {
            osr::core::Error::check_range("riders of a mount", i64::from(count), 1, 1)?;
            mu::Crash::Mount
        }
        Vehicle::Cart => mu::Crash::Cart { passengers: count },
        Vehicle::Boat => mu::Crash::Boat { passengers: count },
    };
    let mut healths = passengers
        .iter()
        .map(|h| h.read())
        .collect::<Result<Vec<_>, _>>()?;
    let hit = mu::Hit::direct(osr::check::murdham::Damage::new(StepDie::D4));
    let odds = healths
        .iter()
        .map(|h| hit.odds(*h))
        .collect::<Result<Vec<_>, _>>()?;
    let ((roll, outcomes), faces) = dice.run(|source| crash.apply(&mut healths, source))?;
    let vehicle_damage = roll.map(|r| r.total());
    let mut text = String::from(match vehicle {
        Vehicle::Mount => "Thrown from the mount",
        Vehicle::Cart => "The cart topples",
        Vehicle::Boat => "The boat crashes",
    });
    if let Some(damage) = vehicle_damage {
        text.push_str(&format!(
            ": {damage} direct damage to the {}",
            match vehicle {
                Vehicle::Boat => "boat",
                _ => "cart",
            }
        ));
    }
    let mut hits = Vec::new();
    for (i, ((outcome, health), odds)) in outcomes.iter().zip(healths).zip(odds).enumerate() {
        let who = match vehicle {
            Vehicle::Mount => "the rider".to_owned(),
            _ => format!("passenger {}", i + 1),
        };
        text.push_str(&format!(
            "; {who}: {} direct damage, health {} of {}: {}",
            outcome.damage(),
            health.current(),
            health.max(),
            mu_band(outcome.band())
        ));
        let faces = outcome.faces();
        let line = format!("A crash, {who}");
        hits.push(MurdhamHit::new(outcome, health, odds, line, faces)?);
    }
    text.push('.');
    Ok(MurdhamHazardRolled::Crash {
        vehicle_damage,
        passengers: hits,
        text,
        faces,
    })
}

/// A Block, Dodge, Parry ability's name.
const fn bdp_ability(ability: osr::check::block_dodge_parry::Ability) -> &'static str {
    use osr::check::block_dodge_parry::Ability;
    match ability {
        Ability::Str => "STR",
        Ability::Dex => "DEX",
        Ability::Wil => "WIL",
    }
}

/// A Critical Damage Save's consequence, as a line's end.
fn bdp_critical(critical: bdp::Critical) -> String {
    match critical {
        bdp::Critical::Unharmed => "passed".into(),
        bdp::Critical::Injured(injury) => format!("failed, injured: {injury}"),
        bdp::Critical::Immobilised => "immobilised or unconscious".into(),
        bdp::Critical::Debilitated => "debilitated or unconscious".into(),
        bdp::Critical::Dead => "dead".into(),
        bdp::Critical::Prevented(area) => format!(
            "failed, but the gear on the {} prevents the injury",
            area.to_string().to_lowercase()
        ),
    }
}

fn exposure(
    exposure: bdp::Exposure,
    mut body: bdp::Body,
    dice: Dice,
) -> Result<BlockDodgeParryExposure, ApiError> {
    let odds = exposure.odds(&body);
    let damage_odds = exposure.damage_odds();
    let hazard = exposure.hazard();
    let (outcome, faces) = dice.run(|source| exposure.apply(&mut body, source))?;
    let mut text = String::from(hazard.name);
    if let Some(unit) = hazard.per {
        let (one, many) = match unit {
            bdp::Unit::Floor => ("floor", "floors"),
            bdp::Unit::Turn => ("turn", "turns"),
            bdp::Unit::Watch => ("watch", "watches"),
        };
        text.push_str(&format!(", {}", plural(exposure.units(), one, many)));
    }
    for event in outcome.events() {
        match event {
            bdp::Event::Damage { ability, amount } => {
                text.push_str(&format!(": {amount} {} damage", bdp_ability(*ability)));
            }
            bdp::Event::CriticalDamageSave {
                ability,
                score,
                critical,
            } => text.push_str(&format!(
                "; Critical Damage Save with {} {score}: {}",
                bdp_ability(*ability),
                bdp_critical(*critical)
            )),
            _ => {}
        }
    }
    let ability = hazard.ability;
    text.push_str(&format!(
        "; {} now {}.",
        bdp_ability(ability),
        body.track(ability).current()
    ));
    Ok(BlockDodgeParryExposure {
        body,
        critical: outcome.critical(),
        damage: outcome.damage(),
        events: outcome.events().to_vec(),
        damage_odds,
        odds,
        text,
        faces,
    })
}

fn block_dodge_parry(
    hazard: BlockDodgeParryHazard,
) -> Result<BlockDodgeParryHazardRolled, ApiError> {
    Ok(match hazard {
        BlockDodgeParryHazard::Fall {
            floors,
            body,
            protection,
            dice,
        } => {
            let fall = bdp::Exposure::new(&bdp::FALL, floors)?.with_protection(protection);
            BlockDodgeParryHazardRolled::Fall(exposure(fall, body, dice)?)
        }
        BlockDodgeParryHazard::Environment {
            id,
            units,
            body,
            protection,
            dice,
        } => {
            let hazard = bdp::hazard(&id)?;
            let exposed = bdp::Exposure::new(hazard, units)?.with_protection(protection);
            // Fixed damage rolls only a save the hazard calls for, and no
            // save is rolled at a score the damage took to 0.
            let rolls = match hazard.amount {
                bdp::Amount::Roll(_) => true,
                bdp::Amount::Fixed(n) => {
                    let score = body.track(hazard.ability).current();
                    hazard.critical_save && i64::from(n) * i64::from(units) < i64::from(score)
                }
            };
            let dice = Dice::needed(
                dice,
                rolls.then_some("this hazard rolls its damage or a Critical Damage Save"),
            )?;
            BlockDodgeParryHazardRolled::Environment(exposure(exposed, body, dice)?)
        }
    })
}

/// Poison to roll, tagged by `system`, then by `step`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum PoisonRequest {
    /// Murdham.
    Murdham(MurdhamPoison),
    /// Gods & Monsters.
    GodsAndMonsters(GodsAndMonstersAilment),
}

/// A step of Murdham poison.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "step", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum MurdhamPoison {
    /// A dose of poison or a drug (MU-health.poison.resist,
    /// MU-health.drug.resist): the first of a stretch is resisted with a
    /// STR save; any further dose that stretch takes effect without one.
    Dose {
        /// The character's STR, 0 to 20.
        #[serde(rename = "str")]
        strength: i32,
        /// The doses met this stretch, as the last dose left them; none
        /// when left out (a new stretch).
        #[serde(default)]
        poisoning: mu::Poisoning,
        /// Where the faces come from: the STR save's d20, for the first
        /// dose of a stretch only.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        dice: Option<Dice>,
    },
    /// Poison hidden in food or drink (MU-health.poison.ingestion): a WIT
    /// save notices it, unless the food or drink tastes very strong.
    Notice {
        /// The character's WIT, 0 to 20.
        wit: i32,
        /// Whether the food or drink tastes very strong: then nothing is
        /// noticed, and nothing rolled.
        #[serde(default)]
        strong_taste: bool,
        /// Where the faces come from: the WIT save's d20.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        dice: Option<Dice>,
    },
    /// The end of the stretch a dose took effect in
    /// (MU-health.poison.effects): without an antidote, a damaging poison
    /// deals d12 direct damage, a corrupting one 4 corruption, a lethal
    /// one death.
    EndOfStretch {
        /// What the poison does: `"damaging"`, `"corrupting"`,
        /// `"lethal"`, `"paralysing"` or `"soporific"`.
        effect: mu::PoisonEffect,
        /// Whether an antidote was taken in time: nothing happens then.
        #[serde(default)]
        antidote: bool,
        /// Health before.
        health: MurdhamHealth,
        /// Where the faces come from: the d12 of a damaging poison.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        dice: Option<Dice>,
    },
    /// A drug taking effect (MU-health.drug.addiction): a WIT save, or
    /// the character is addicted to it.
    Addiction {
        /// The character's WIT, 0 to 20.
        wit: i32,
        /// Where the faces come from: the WIT save's d20.
        dice: Dice,
    },
    /// A rest of an addicted character (MU-health.drug.withdrawal): 1 WIT
    /// lost for a while at a daily rest without the drug; at a full rest,
    /// 1 for each of the 8 units not taken. Nothing is rolled.
    Withdrawal {
        /// `"daily"` or `"full"`.
        rest: Rest,
        /// The units of the drug taken at the rest, 0 to 1000; none when
        /// left out.
        #[serde(default = "no_units")]
        units: mu::DrugUnits,
        /// The character's WIT before, 0 to 20.
        wit: i32,
    },
}

/// No units of a drug.
const fn no_units() -> mu::DrugUnits {
    mu::DrugUnits::constant::<0>()
}

/// A rest, for withdrawal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
#[schemars(rename = "MurdhamDrugRest")]
pub(crate) enum Rest {
    /// A daily rest: the drug once.
    Daily,
    /// A full rest: 8 units of the drug.
    Full,
}

/// A step of a Gods & Monsters ailment.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "step", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum GodsAndMonstersAilment {
    /// The first exposure (GM-health.ailment.roll): a reaction at minus
    /// the ailment's strength and the injuries (health at a further -4
    /// when knowingly accepted, perception when it can be noticed,
    /// evasion when inflicted); failed, it takes effect
    /// (GM-health.ailment.effect): injury points are added to `vitals`,
    /// with the checks at the end of the round (GM-health.unconscious,
    /// GM-health.death-check); a penalty, paralysis or sleep is the
    /// answer's `condition`.
    Contract {
        /// The ailment, by ID: `"alcohol"`, `"common_cold"`,
        /// `"food_poisoning"`, `"black_widow"`, `"giant_spider"`,
        /// `"huge_spider"`, `"large_spider"`, `"shadow_spider"`,
        /// `"sleep_gas"`.
        ailment: String,
        /// How it is met: `"accepted"`, `"noticeable"` or `"inflicted"`.
        exposure: gm::Exposure,
        /// The score of the reaction the exposure rolls (health,
        /// perception or evasion), before the injury penalty: the
        /// injuries of `vitals` are taken off it here.
        score: i32,
        /// The character's health score, for the odds of a chronic
        /// ailment's later rolls (the injuries of `vitals` taken off it
        /// here too).
        health: i32,
        /// The action times the character stays in an inescapable
        /// ailment's area, for the odds (1 to 1000; 1 when left out).
        #[serde(default = "one_unit")]
        action_times: u32,
        /// The character's survival, verve and injuries before: the
        /// injury penalty applies to the roll, and injury points the
        /// ailment gives are added.
        vitals: gm::Vitals,
        /// Fortitude or willpower to stay conscious, and endurance, for the
        /// checks at the end of the round when the ailment injures.
        resilience: gm::Resilience,
        /// Whether the character is already unconscious (or
        /// semi-conscious, or asleep): no roll to stay conscious, +2 on
        /// death rolls.
        #[serde(default)]
        unconscious: bool,
        /// Where the faces come from: the reaction's d20, then the
        /// effect's dice, then the roll to stay conscious and the death
        /// check after injury points.
        dice: Dice,
    },
    /// A later action time of the course: a chronic ailment's health roll
    /// to throw it off (at minus its fading strength and the injuries),
    /// an inescapable one's reaction while in its area; its effect, when
    /// taken again, applied as on the first exposure.
    ActionTime {
        /// The course as the last step left it.
        course: gm::AilmentCourse,
        /// The score rolled: health for a chronic ailment, the exposure's
        /// reaction for an inescapable one; before the injury penalty,
        /// which the injuries of `vitals` give here.
        score: i32,
        /// Whether the character is still in an inescapable ailment's
        /// area; true when left out.
        #[serde(default = "yes")]
        in_area: bool,
        /// The character's survival, verve and injuries before: the
        /// injury penalty applies to the roll, and injury points the
        /// ailment gives are added.
        vitals: gm::Vitals,
        /// Fortitude or willpower to stay conscious, and endurance, for the
        /// checks at the end of the round when the ailment injures.
        resilience: gm::Resilience,
        /// Whether the character is already unconscious (or
        /// semi-conscious, or asleep): no roll to stay conscious, +2 on
        /// death rolls.
        #[serde(default)]
        unconscious: bool,
        /// Where the faces come from: the d20, then the effect's dice,
        /// then the roll to stay conscious and the death check after
        /// injury points; an ailment already over needs none.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        dice: Option<Dice>,
    },
}

/// True.
const fn yes() -> bool {
    true
}

/// Poison rolled, tagged by `system` and `step` as its request.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case")]
pub(crate) enum PoisonResponse {
    /// Murdham.
    Murdham(MurdhamPoisonRolled),
    /// Gods & Monsters.
    GodsAndMonsters(GodsAndMonstersAilmentRolled),
}

/// A step of Murdham poison rolled.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(tag = "step", rename_all = "snake_case")]
pub(crate) enum MurdhamPoisonRolled {
    /// A dose.
    Dose {
        /// Whether the dose takes effect.
        takes_effect: bool,
        /// The doses met this stretch, this one included: pass them to
        /// the next dose of the stretch.
        poisoning: mu::Poisoning,
        /// The exact chance the dose had of taking effect.
        chance: Probability,
        /// What happened, as a line for players.
        text: String,
        /// The faces used, in order.
        faces: Vec<u32>,
    },
    /// Poison in food or drink.
    Notice {
        /// Whether the character notices the poison (and need not
        /// swallow it).
        noticed: bool,
        /// The exact chance it had of being noticed.
        chance: Probability,
        /// What happened, as a line for players.
        text: String,
        /// The faces used, in order.
        faces: Vec<u32>,
    },
    /// The end of the stretch.
    EndOfStretch {
        /// Health after, to store in place of the one given (0 when
        /// dead).
        health: MurdhamHealth,
        /// What the poison did to health: dead for a lethal one.
        consequence: mu::HitBand,
        /// The direct damage dealt.
        damage: u32,
        /// The corruption gained.
        corruption: u32,
        /// Whether the character is dead.
        dead: bool,
        /// Whether the character stays incapacitated: until the end of
        /// the stretch (paralysing) or the watch (soporific; damage or an
        /// antidote ends it).
        incapacitated: bool,
        /// What happened, in order.
        events: Vec<mu::Event>,
        /// The exact odds of each consequence before the dice.
        odds: BandOdds<mu::HitBand>,
        /// What happened, as a line for players.
        text: String,
        /// The faces used, in order.
        faces: Vec<u32>,
    },
    /// The save against addiction.
    Addiction {
        /// Whether the character is now addicted.
        addicted: bool,
        /// What happened, in order.
        events: Vec<mu::Event>,
        /// The exact chance of becoming addicted, before the dice.
        chance: Probability,
        /// What happened, as a line for players.
        text: String,
        /// The faces used, in order.
        faces: Vec<u32>,
    },
    /// A rest in withdrawal.
    Withdrawal {
        /// The WIT lost for a while.
        wit_lost: u32,
        /// WIT after (never below 0).
        wit: i32,
        /// What happened, in order.
        events: Vec<mu::Event>,
        /// The chance of losing WIT: certain or none, as nothing is
        /// rolled.
        chance: Probability,
        /// What happened, as a line for players.
        text: String,
        /// The faces used: none.
        faces: Vec<u32>,
    },
}

/// A step of a Gods & Monsters ailment rolled.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(tag = "step", rename_all = "snake_case")]
pub(crate) enum GodsAndMonstersAilmentRolled {
    /// The first exposure.
    Contract(Box<AilmentRolled>),
    /// A later action time.
    ActionTime(Box<AilmentRolled>),
}

/// An ailment's step.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct AilmentRolled {
    /// The course after the step: pass it to the next action time.
    #[schemars(with = "AsRead<gm::AilmentCourse>")]
    course: gm::AilmentCourse,
    /// Where the course stands: exposed, ailing, or over.
    phase: gm::AilmentPhase,
    /// The amount of the effect taken this time (injury points, minutes
    /// of paralysis or sleep, penalty points), if it took effect.
    taken: Option<u32>,
    /// Survival, verve and injuries after, the injury points the ailment
    /// gave included: pass them on.
    #[schemars(with = "AsRead<gm::Vitals>")]
    vitals: gm::Vitals,
    /// How the step left the character's vitals: unharmed (no injury
    /// taken), injured, unconscious, dying (conscious or not) or doomed.
    consequence: gm::Consequence,
    /// For how many minutes the character goes unconscious, when they
    /// do.
    unconscious_minutes: Option<u32>,
    /// The death timer, when the character is dying.
    death_timer: Option<gm::DeathTimer>,
    /// What else the ailment holds the character in after this step, the
    /// effects taken so far added up: a penalty while the ailment runs,
    /// or paralysis or sleep for so many minutes from when it first took
    /// effect; none for an ailment that injures, or one thrown off.
    condition: Option<AilmentCondition>,
    /// What happened, in order.
    events: Vec<gm::Event>,
    /// The exact chance of the effect being taken this time, before the
    /// dice.
    chance: Probability,
    /// The exact odds of the amount taken this time (0: it does not take
    /// effect), before the dice.
    amount_odds: Odds<u32>,
    /// The exact odds of each consequence for the vitals, before the
    /// dice: the effect's chance, each amount of injury points, then the
    /// roll to stay conscious and the death check.
    odds: Odds<gm::Consequence>,
    /// For a first exposure, the exact odds of how many times the effect
    /// is taken over the whole course, every roll at the injury penalty
    /// the character has now (the injury points the ailment itself adds
    /// on the way, food poisoning's, are not counted in them).
    times_taken_odds: Option<Odds<u32>>,
    /// What happened, as a line for players.
    text: String,
    /// The faces used, in order.
    faces: Vec<u32>,
}

/// What an ailment holds a character in besides injury points.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(tag = "state", rename_all = "snake_case")]
#[schemars(rename = "GodsAndMonstersAilmentCondition")]
pub(crate) enum AilmentCondition {
    /// A penalty of `points` on each roll named in `to` while the
    /// ailment runs (a concentration penalty applies to charisma, wisdom
    /// and intelligence rolls).
    Penalty {
        /// The penalty, in points.
        points: u32,
        /// What it applies to: `"agility"`, `"concentration"`,
        /// `"evasion"`, `"fortitude"`.
        to: Vec<String>,
    },
    /// Paralysed.
    Paralysed {
        /// For how many minutes in all, from when the ailment first took
        /// effect.
        minutes: u32,
    },
    /// Asleep.
    Asleep {
        /// For how many minutes in all, from when the ailment first took
        /// effect.
        minutes: u32,
    },
}

fn roll_poison(request: PoisonRequest) -> Result<PoisonResponse, ApiError> {
    Ok(match request {
        PoisonRequest::Murdham(step) => PoisonResponse::Murdham(murdham_poison(step)?),
        PoisonRequest::GodsAndMonsters(step) => {
            PoisonResponse::GodsAndMonsters(gods_and_monsters_ailment(step)?)
        }
    })
}

/// The exact chance of failing a Murdham save with `score`.
fn mu_fails(score: i32) -> Result<BigRational, ApiError> {
    let save = osr::check::murdham::Save::new(score)?;
    Ok(save.odds().sum_where(|band| *band == PassFail::Fail))
}

/// The exact chance of passing a Murdham save with `score`.
fn mu_passes(score: i32) -> Result<BigRational, ApiError> {
    let one = BigRational::from_integer(1.into());
    Ok(one - mu_fails(score)?)
}

fn murdham_poison(step: MurdhamPoison) -> Result<MurdhamPoisonRolled, ApiError> {
    match step {
        MurdhamPoison::Dose {
            strength,
            mut poisoning,
            dice,
        } => {
            let first = poisoning.doses() == 0;
            let chance = if first {
                mu_fails(strength)?
            } else {
                // Checked all the same: a bad STR is refused either way.
                mu_fails(strength)?;
                BigRational::from_integer(1.into())
            };
            let dice = Dice::needed(
                dice,
                first.then_some("the first dose of a stretch rolls a STR save"),
            )?;
            let ((takes_effect, rolled), faces) =
                dice.run(|source| poisoning.dose(strength, source))?;
            let text = match rolled.first() {
                Some(die) => format!(
                    "STR save {} against {strength}: {}.",
                    die.face,
                    if takes_effect {
                        "failed, the dose takes effect"
                    } else {
                        "passed, the dose is resisted"
                    }
                ),
                None => format!(
                    "Dose {} this stretch: it takes effect without a save.",
                    poisoning.doses()
                ),
            };
            Ok(MurdhamPoisonRolled::Dose {
                takes_effect,
                poisoning,
                chance: probability(&chance)?,
                text,
                faces,
            })
        }
        MurdhamPoison::Notice {
            wit,
            strong_taste,
            dice,
        } => {
            let chance = if strong_taste {
                mu_passes(wit)?;
                BigRational::from_integer(0.into())
            } else {
                mu_passes(wit)?
            };
            let dice = Dice::needed(
                dice,
                (!strong_taste).then_some("noticing poison rolls a WIT save"),
            )?;
            let ((noticed, rolled), faces) =
                dice.run(|source| mu::Delivery::noticed(wit, strong_taste, source))?;
            let text = match rolled.first() {
                Some(die) => format!(
                    "WIT save {} against {wit}: {}.",
                    die.face,
                    if noticed {
                        "passed, the poison is noticed"
                    } else {
                        "failed, the poison goes unnoticed"
                    }
                ),
                None => "The food or drink tastes too strong: the poison goes unnoticed.".into(),
            };
            Ok(MurdhamPoisonRolled::Notice {
                noticed,
                chance: probability(&chance)?,
                text,
                faces,
            })
        }
        MurdhamPoison::Addiction { wit, dice } => mu_addiction(wit, &dice),
        MurdhamPoison::Withdrawal { rest, units, wit } => mu_withdrawal(rest, units, wit),
        MurdhamPoison::EndOfStretch {
            effect,
            antidote,
            health,
            dice,
        } => {
            let mut health = health.read()?;
            let damaging = effect == mu::PoisonEffect::Damaging && !antidote;
            let odds = if antidote {
                Odds::certain(mu::HitBand::Unhurt)
            } else {
                match effect {
                    mu::PoisonEffect::Damaging => {
                        mu::Hit::direct(osr::check::murdham::Damage::new(StepDie::D12))
                            .odds(health)?
                    }
                    mu::PoisonEffect::Lethal => Odds::certain(mu::HitBand::Dead),
                    _ => Odds::certain(mu::HitBand::Unhurt),
                }
            };
            let dice = Dice::needed(dice, damaging.then_some("a damaging poison rolls a d12"))?;
            let (outcome, faces) =
                dice.run(|source| effect.end_of_stretch(antidote, &mut health, source))?;
            let dead = outcome.band() == mu::HitBand::Dead;
            if dead {
                // The rules' death: no health left.
                health = health.after(health.max());
            }
            let corruption = outcome
                .events()
                .iter()
                .map(|e| match e {
                    mu::Event::Corruption { amount } => *amount,
                    _ => 0,
                })
                .sum();
            let incapacitated = !antidote && effect.incapacitates().is_some();
            let text = if antidote {
                "An antidote in time: the poison does nothing more.".to_owned()
            } else {
                match effect {
                    mu::PoisonEffect::Damaging => format!(
                        "No antidote by the end of the stretch: {} direct damage, health {} of {}: {}.",
                        outcome.damage(),
                        health.current(),
                        health.max(),
                        mu_band(outcome.band())
                    ),
                    mu::PoisonEffect::Corrupting => {
                        format!("No antidote by the end of the stretch: {corruption} corruption.")
                    }
                    mu::PoisonEffect::Lethal => "No antidote by the end of the stretch: dead.".into(),
                    mu::PoisonEffect::Paralysing => {
                        "Incapacitated until the end of the stretch.".into()
                    }
                    mu::PoisonEffect::Soporific => {
                        "Asleep until the end of the watch, unless damage or an antidote wakes them."
                            .into()
                    }
                }
            };
            Ok(MurdhamPoisonRolled::EndOfStretch {
                health: health.into(),
                consequence: outcome.band(),
                damage: outcome.damage(),
                corruption,
                dead,
                incapacitated,
                events: outcome.events().to_vec(),
                odds: odds.try_into()?,
                text,
                faces,
            })
        }
    }
}

/// The save against addiction to a drug that took effect.
fn mu_addiction(wit: i32, dice: &Dice) -> Result<MurdhamPoisonRolled, ApiError> {
    {
        {
            let chance = mu_fails(wit)?;
            let ((addicted, rolled), faces) =
                dice.run(|source| mu::Poisoning::addiction_save(wit, source))?;
            let mut events = vec![mu::Event::SaveRolled {
                ability: mu::Ability::Wit,
                score: wit,
                passed: !addicted,
            }];
            if addicted {
                events.push(mu::Event::Addicted);
            }
            let face = rolled.first().map_or(0, |d| d.face);
            let text = format!(
                "The drug takes effect: WIT save {face} against {wit}, {}.",
                if addicted {
                    "failed, addicted"
                } else {
                    "passed, not addicted"
                }
            );
            Ok(MurdhamPoisonRolled::Addiction {
                addicted,
                events,
                chance: probability(&chance)?,
                text,
                faces,
            })
        }
    }
}

/// A rest of an addicted character.
fn mu_withdrawal(
    rest: Rest,
    units: mu::DrugUnits,
    wit: i32,
) -> Result<MurdhamPoisonRolled, ApiError> {
    {
        {
            let wit = osr::health::murdham::Score::new(wit)?.get();
            let lost = mu::withdrawal(rest == Rest::Full, units.get())?;
            let after = wit - i32::try_from(lost).unwrap_or(i32::MAX).min(wit);
            let mut events = Vec::new();
            if lost > 0 {
                events.push(mu::Event::AbilityReduced {
                    ability: mu::Ability::Wit,
                    temporary: lost,
                    permanent: 0,
                });
            }
            let taken = match rest {
                Rest::Daily => format!(
                    "A daily rest {} the drug",
                    if units.get() > 0 { "with" } else { "without" }
                ),
                Rest::Full => format!(
                    "A full rest with {} of the drug",
                    plural(units.get(), "unit", "units")
                ),
            };
            let text = if lost > 0 {
                format!("{taken}: WIT -{lost} for a while, {wit} to {after}.")
            } else {
                format!("{taken}: no withdrawal.")
            };
            Ok(MurdhamPoisonRolled::Withdrawal {
                wit_lost: lost,
                wit: after,
                events,
                chance: probability(&BigRational::from_integer(u8::from(lost > 0).into()))?,
                text,
                faces: Vec::new(),
            })
        }
    }
}

/// An ailment's effect, as a line's end, for `amount`.
fn ailment_effect(effect: &gm::AilmentEffect, amount: u32) -> String {
    match effect {
        gm::AilmentEffect::Penalty { to, .. } => format!("-{amount} to {}", to.join(", ")),
        gm::AilmentEffect::Injuries(_) => plural(amount, "injury point", "injury points"),
        gm::AilmentEffect::Paralysis(_) => {
            format!("paralysed for {}", plural(amount, "minute", "minutes"))
        }
        gm::AilmentEffect::Sleep(_) => {
            format!("asleep for {}", plural(amount, "minute", "minutes"))
        }
    }
}

/// The exact chance of failing a Gods & Monsters roll.
fn gm_fails(roll: &osr::check::gods_and_monsters::Roll) -> BigRational {
    roll.odds().sum_where(|band| *band == PassFail::Fail)
}

/// The line of an ailment's step: the course's rolls and effect, then
/// the end of the round after injury points, or the effects added up.
fn ailment_text(
    course: &gm::AilmentCourse,
    step: &gm::AilmentStep,
    injured: Option<&Injured>,
) -> String {
    let row = course.ailment();
    let mut text = String::from(row.name);
    for event in &step.events {
        match event {
            gm::Event::CheckRolled {
                reaction,
                target,
                face,
                passed,
            } => text.push_str(&format!(
                ": {} {face} against {target}, {}",
                gm_reaction(*reaction),
                passed_text(*passed)
            )),
            gm::Event::AilmentStrength { from, to } => {
                text.push_str(&format!(": strength {from} to {to}"));
            }
            gm::Event::AilmentTookEffect { amount } => text.push_str(&format!(
                "; it takes effect: {}",
                ailment_effect(&row.effect, *amount)
            )),
            gm::Event::AilmentEnded => text.push_str("; it is over"),
            _ => {}
        }
    }
    if step.events.is_empty() {
        text.push_str(": over, nothing more");
    }
    match injured {
        Some((aftermath, _)) => {
            round_end_text(aftermath.events(), &mut text);
            text.push_str(&format!(
                ": {}",
                gm_consequence(
                    aftermath.consequence(),
                    aftermath.unconscious_minutes(),
                    aftermath.death_timer()
                )
            ));
        }
        None if step.taken.is_some() && course.times_taken() > 1 => text.push_str(&format!(
            "; {} in all",
            ailment_effect(&row.effect, course.amount())
        )),
        None => {}
    }
    text.push('.');
    text
}

/// The rolls at the end of a round, as parts of a line: the roll to stay
/// conscious and the death check.
fn round_end_text(events: &[gm::Event], text: &mut String) {
    for event in events {
        round_end_part(event, text);
    }
}

/// One roll at the end of a round, as a part of a line: a reaction roll
/// (to stay conscious) or a round of the death check; nothing for any
/// other event.
fn round_end_part(event: &gm::Event, text: &mut String) {
    match event {
        gm::Event::CheckRolled {
            reaction,
            target,
            face,
            passed,
        } => text.push_str(&format!(
            "; {} {face} against {target}: {}",
            gm_reaction(*reaction),
            passed_text(*passed)
        )),
        gm::Event::DeathCheckRolled {
            injuries,
            injuries_face,
            endurance_target,
            endurance_face,
        } => {
            text.push_str(&format!(
                "; death check: injuries roll {injuries_face} against {injuries}"
            ));
            if let Some(face) = endurance_face {
                text.push_str(&format!(
                    ", endurance roll {face} against {endurance_target}"
                ));
            }
        }
        _ => {}
    }
}

/// `injuries` injury points taken at once (a failed suffocation health
/// roll, an ailment that injures) and the end of the round they call for,
/// through the code a fall's injuries go through: [`gm::Vitals::take`],
/// [`gm::RoundHarm`], [`gm::RoundEnd`]. Returns the end of the round and
/// what the vitals took.
fn injured_round_end(
    vitals: gm::Vitals,
    injuries: u32,
    resilience: gm::Resilience,
    unconscious: bool,
) -> Result<(gm::RoundEnd, Vec<gm::Event>), osr::health::Error> {
    let mut after = vitals;
    let taken = after.take(gm::Hit::new(0)?.with_injuries(injuries)?)?;
    let mut harm = gm::RoundHarm::default();
    harm.add(&taken);
    let end = gm::RoundEnd::new(after, harm, resilience).already_unconscious(unconscious);
    Ok((end, taken.events))
}

/// The end of the round after an ailment's injury points, and what the
/// vitals took.
type Injured = (gm::Aftermath, Vec<gm::Event>);

/// A Gods & Monsters character meeting an ailment: vitals before,
/// resilience, and whether already unconscious.
#[derive(Debug, Clone, Copy)]
struct Sufferer {
    vitals: gm::Vitals,
    resilience: gm::Resilience,
    unconscious: bool,
}

impl Sufferer {
    /// `score` at the injury penalty of the vitals, the score the course
    /// rolls against (GM-health.injury). Below the lowest score a roll
    /// takes it is rolled at that score, -20: no d20 passes either way,
    /// but for an ailment whose strength fell below -20.
    fn score(&self, score: i32) -> Result<i32, ApiError> {
        osr::check::gods_and_monsters::Roll::new(score)?;
        let lowest = osr::check::gods_and_monsters::Score::MIN;
        let penalized = i64::from(score) + self.vitals.injury_penalty();
        Ok(i32::try_from(penalized.max(i64::from(lowest))).unwrap_or(lowest))
    }

    /// The exact odds, before the dice, of the amount a step whose effect
    /// is taken with `chance` gives (0: not taken), and of each
    /// consequence for the vitals: each amount of injury points through
    /// the end of the round.
    fn odds(
        &self,
        row: &gm::AilmentRow,
        chance: &BigRational,
    ) -> Result<(Odds<u32>, Odds<gm::Consequence>), ApiError> {
        let missed = BigRational::from_integer(1.into()) - chance;
        let mut amounts = vec![(0, missed.clone())];
        let mut consequences = vec![(gm::Consequence::Unharmed, missed)];
        for (amount, p) in row.effect.amount().odds()?.bands() {
            let p = chance * p;
            amounts.push((*amount, p.clone()));
            if matches!(row.effect, gm::AilmentEffect::Injuries(_)) {
                let (end, _) =
                    injured_round_end(self.vitals, *amount, self.resilience, self.unconscious)?;
                for (band, q) in end.odds().bands() {
                    consequences.push((*band, &p * q));
                }
            } else {
                consequences.push((gm::Consequence::Unharmed, p));
            }
        }
        Ok((Odds::new(amounts, None)?, Odds::new(consequences, None)?))
    }

    /// The effect of a step applied: injury points `taken` of an ailment
    /// that injures, and the end of the round rolled; nothing otherwise.
    fn apply(
        &self,
        row: &gm::AilmentRow,
        taken: Option<u32>,
        source: &mut dyn osr::core::FaceSource,
    ) -> Result<Option<Injured>, osr::health::Error> {
        match (row.effect, taken) {
            (gm::AilmentEffect::Injuries(_), Some(injuries)) => {
                let (end, events) =
                    injured_round_end(self.vitals, injuries, self.resilience, self.unconscious)?;
                Ok(Some((end.roll(source)?, events)))
            }
            _ => Ok(None),
        }
    }

    /// The answer to a step.
    fn rolled(
        &self,
        course: gm::AilmentCourse,
        step: gm::AilmentStep,
        injured: Option<Injured>,
        (chance, amount_odds, odds): (&BigRational, Odds<u32>, Odds<gm::Consequence>),
        times_taken_odds: Option<Odds<u32>>,
        faces: Vec<u32>,
    ) -> Result<Box<AilmentRolled>, ApiError> {
        let text = ailment_text(&course, &step, injured.as_ref());
        let condition = ailment_condition(&course, step.taken.is_some());
        let mut events = step.events;
        let (vitals, consequence, unconscious_minutes, death_timer) = match injured {
            Some((aftermath, taken)) => {
                events.extend(taken);
                events.extend(aftermath.events().iter().copied());
                (
                    *aftermath.vitals(),
                    aftermath.consequence(),
                    aftermath.unconscious_minutes(),
                    aftermath.death_timer(),
                )
            }
            None => (self.vitals, gm::Consequence::Unharmed, None, None),
        };
        Ok(Box::new(AilmentRolled {
            phase: course.phase(),
            course,
            taken: step.taken,
            vitals,
            consequence,
            unconscious_minutes,
            death_timer,
            condition,
            events,
            chance: probability(chance)?,
            amount_odds,
            odds,
            times_taken_odds,
            text,
            faces,
        }))
    }
}

/// What an ailment holds the character in after a step besides injury
/// points (`taken_now`: its effect was taken this step): a penalty while
/// it runs (or the step an ordinary one takes effect), paralysis or sleep
/// for the minutes taken so far.
fn ailment_condition(course: &gm::AilmentCourse, taken_now: bool) -> Option<AilmentCondition> {
    let amount = course.amount();
    if amount == 0 {
        return None;
    }
    match course.ailment().effect {
        gm::AilmentEffect::Injuries(_) => None,
        gm::AilmentEffect::Penalty { to, .. } => (course.phase() != gm::AilmentPhase::Over
            || taken_now)
            .then(|| AilmentCondition::Penalty {
                points: amount,
                to: to.iter().map(|name| (*name).to_owned()).collect(),
            }),
        gm::AilmentEffect::Paralysis(_) => Some(AilmentCondition::Paralysed { minutes: amount }),
        gm::AilmentEffect::Sleep(_) => Some(AilmentCondition::Asleep { minutes: amount }),
    }
}

fn gods_and_monsters_ailment(
    step: GodsAndMonstersAilment,
) -> Result<GodsAndMonstersAilmentRolled, ApiError> {
    match step {
        GodsAndMonstersAilment::Contract {
            ailment,
            exposure,
            score,
            health,
            action_times,
            vitals,
            resilience,
            unconscious,
            dice,
        } => {
            let row = gm::ailment(&ailment)?;
            let sufferer = Sufferer {
                vitals,
                resilience,
                unconscious,
            };
            let score = sufferer.score(score)?;
            let chance = gm_fails(&row.contract_roll(score, exposure)?);
            let times =
                row.times_taken_odds(score, exposure, sufferer.score(health)?, action_times)?;
            let (amount_odds, odds) = sufferer.odds(row, &chance)?;
            let ((course, step, injured), faces) = dice.run(|source| {
                let (course, step) = gm::AilmentCourse::contract(row, score, exposure, source)?;
                let injured = sufferer.apply(row, step.taken, source)?;
                Ok::<_, osr::health::Error>((course, step, injured))
            })?;
            Ok(GodsAndMonstersAilmentRolled::Contract(sufferer.rolled(
                course,
                step,
                injured,
                (&chance, amount_odds, odds),
                Some(times),
                faces,
            )?))
        }
        GodsAndMonstersAilment::ActionTime {
            mut course,
            score,
            in_area,
            vitals,
            resilience,
            unconscious,
            dice,
        } => {
            let sufferer = Sufferer {
                vitals,
                resilience,
                unconscious,
            };
            let score = sufferer.score(score)?;
            let row = course.ailment();
            let chance = course.next_chance(score, in_area)?;
            let (amount_odds, odds) = sufferer.odds(row, &chance)?;
            let rolls = !matches!(
                (course.phase(), in_area),
                (gm::AilmentPhase::Over, _) | (gm::AilmentPhase::Exposed, false)
            );
            let dice = Dice::needed(
                dice,
                rolls.then_some("an action time of an ailment still running rolls"),
            )?;
            let ((step, injured), faces) = dice.run(|source| {
                let step = course.action_time(score, in_area, source)?;
                let injured = sufferer.apply(row, step.taken, source)?;
                Ok::<_, osr::health::Error>((step, injured))
            })?;
            Ok(GodsAndMonstersAilmentRolled::ActionTime(sufferer.rolled(
                course,
                step,
                injured,
                (&chance, amount_odds, odds),
                None,
                faces,
            )?))
        }
    }
}
