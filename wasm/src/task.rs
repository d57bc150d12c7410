//! Tasks of exploration and dealing with people: Murdham's special
//! movement, navigation and shelter, locks and doors, noticing secrets,
//! diplomacy and manipulation, stealing, trade, rumours, cheating,
//! animals, and mounts, carts and boats in danger. The function is in the
//! travel module (`@osr-rs/osr/travel`).

use osr::check::murdham::{AbilityScore, GroupRoll, Save, SaveOutcome};
use osr::check::{Check, PassFail, Resolved};
use osr::core::{Edge, StepDie};
use osr::dice::Probability;
use osr::dice::num_rational::BigRational;
use osr::encumbrance::bulk::Bulk;
use osr::health::murdham::Ability;
use osr::travel::EntryRoll;
use osr::travel::RandomTable;
use osr::travel::murdham::{
    self as mu, Animal, Appeal, Attitude, Diplomacy, Footing, LockTool, Manipulation, Path, Ploy,
    Quality, Training, Victims, WoodenDoor,
};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::dice::probability;
use crate::error::placed;
use crate::operation::declare_operations;
use crate::{ApiError, Dice};

declare_operations! {
    /// Rolls a task of exploration or of dealing with people, tagged by
    /// `system`, then by `task`. Murdham: balance, sneak, climb, swim and
    /// leap (MU-travel.move.*); find shelter in bad weather and the areas
    /// crossed per stretch or watch (MU-travel.weather.camp,
    /// MU-travel.navigate); open a lock and break a wooden door down
    /// (MU-travel.locks); notice a secret on entering its area
    /// (MU-travel.passive); diplomacy and manipulation (MU-travel.diplomacy,
    /// MU-travel.manip.*), stealing, finding a buyer or a dealer,
    /// haggling, hearing rumours and cheating (MU-travel.steal,
    /// MU-travel.trade.*, MU-travel.rumours, MU-travel.games.cheat);
    /// befriending and training an animal (MU-travel.animals.*); riding,
    /// driving a cart and a boat in danger (MU-travel.mounts,
    /// MU-travel.carts, MU-travel.boats). Returns whether it succeeded and
    /// what that means, the exact chance of success before the dice, the
    /// saves rolled, any state to pass on (an animal, a door, an
    /// attitude), a line for players and the faces used.
    "rollTask" => roll_task(TaskRequest: "TaskRequest") -> TaskResponse: "TaskResponse";
}

/// A task to roll, tagged by `system`, then by `task`: the shape the
/// declarations give [`TaskRequest`], which reads it.
#[derive(JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case", deny_unknown_fields)]
#[allow(dead_code)] // a schema: read as `TaskRequest`
enum TaskShape {
    /// Murdham.
    Murdham(MurdhamTaskRequest),
}

/// A Murdham task.
#[derive(JsonSchema)]
#[serde(tag = "task", rename_all = "snake_case", deny_unknown_fields)]
#[allow(dead_code)] // a schema: read as `TaskRequest`
enum MurdhamTaskRequest {
    /// Keeping one's balance on difficult ground (MU-travel.move.balance):
    /// an AGI save or fall, stunned.
    Balance {
        /// The character's AGI, 0 to 20.
        agi: AbilityScore,
        /// `"hard"` (slippery, uneven or narrow: a save), `"easy"` (no
        /// save) or `"impossible"` (slippery and narrow).
        footing: Footing,
        /// Where the faces come from: the AGI save's d20, when it rolls.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        dice: Option<Dice>,
    },
    /// Sneaking, silent and behind cover (MU-travel.move.sneak): an AGI
    /// save to stay unnoticed.
    Sneak {
        /// The character's AGI, 0 to 20.
        agi: AbilityScore,
        /// `"hard"` (a save), `"easy"` (a loud, dark place) or
        /// `"impossible"` (a very noisy floor, or in plain view).
        ground: Footing,
        /// Where the faces come from: the AGI save's d20, when it rolls.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        dice: Option<Dice>,
    },
    /// Climbing (MU-travel.move.climb): an AGI save on starting and as
    /// each round begins, a fall on a failure.
    Climb {
        /// The character's AGI, 0 to 20.
        agi: AbilityScore,
        /// `"hard"` (a challenging surface), `"easy"` (a rope or ladder)
        /// or `"impossible"` (a smooth surface).
        surface: Footing,
        /// Where the faces come from: the AGI save's d20, when it rolls.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        dice: Option<Dice>,
    },
    /// Swimming (MU-travel.move.swim): in turbulent water, or carrying
    /// more than 2 bulk, an AGI save on entering and as each round begins;
    /// a failure starts drowning.
    Swim {
        /// The character's AGI, 0 to 20.
        agi: AbilityScore,
        /// Whether the water is turbulent.
        #[serde(default)]
        turbulent: bool,
        /// The bulk carried (none when left out).
        #[serde(default)]
        carried: Bulk,
        /// Where the faces come from: the AGI save's d20, when it rolls.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        dice: Option<Dice>,
    },
    /// Leaping a gap (MU-travel.move.leap): trivial up to 2 m with a
    /// run-up (1 m standing), an AGI save up to 4 m (2 m), impossible
    /// beyond.
    Leap {
        /// The character's AGI, 0 to 20.
        agi: AbilityScore,
        /// The gap in decimetres: 35 is 3.5 m.
        decimetres: u32,
        /// Whether the character takes a run-up.
        #[serde(default)]
        run_up: bool,
        /// Where the faces come from: the AGI save's d20, when it rolls.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        dice: Option<Dice>,
    },
    /// Looking for real shelter for a camp in bad weather
    /// (MU-travel.weather.camp): a watch and a WIT save; without it the
    /// camp gives no daily rest.
    FindShelter {
        /// The searcher's WIT, 0 to 20.
        wit: AbilityScore,
        /// Where the faces come from: the WIT save's d20.
        dice: Dice,
    },
    /// The areas crossed per stretch or watch (MU-travel.navigate,
    /// MU-travel.weather.speed): 2 on a clear path, a quarter of that off
    /// it, half with bushcraft or navigation tools, all with both; severe
    /// weather halves it. Nothing is rolled.
    Navigate {
        /// `"clear"`, or `{"off": {"bushcraft": true, "tools": false}}`.
        path: Path,
        /// Whether the weather is severe (pouring rain, blistering heat).
        #[serde(default)]
        severe_weather: bool,
    },
    /// Opening a lock (MU-travel.locks): a watch with lockpicks (a WIT
    /// save) or a crowbar (STR), or an old door bashed open bare-handed
    /// (STR).
    OpenLock {
        /// `"lockpicks"`, `"crowbar"` or `"bash"`.
        tool: LockTool,
        /// The ability the tool calls for, 0 to 20: WIT with lockpicks,
        /// STR otherwise.
        score: AbilityScore,
        /// Where the faces come from: the save's d20.
        dice: Dice,
    },
    /// A blow at a wooden door (MU-travel.locks): 8 health and 1 armour,
    /// the damage impaired unless the weapon or tool suits the job.
    BreakDoor {
        /// The door as the last blow left it; whole when left out.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        door: Option<WoodenDoor>,
        /// The weapon's damage die.
        die: StepDie,
        /// Whether the weapon or tool suits the job (an axe, a ram).
        #[serde(default)]
        suitable: bool,
        /// Where the faces come from: the damage die (two when impaired)
        /// and any explosion.
        dice: Dice,
    },
    /// Noticing a secret on entering its area (MU-travel.passive): the
    /// referee's secret group WIT save; a perfectly concealed secret is
    /// found by searching alone.
    Notice {
        /// The company's WITs, 1 to 100 of them, each 0 to 20.
        #[serde(deserialize_with = "osr::core::strict::at_most::<_, _, 100>")]
        #[schemars(length(min = 1, max = 100))]
        wits: Vec<AbilityScore>,
        /// Whether the secret is perfectly concealed.
        #[serde(default)]
        perfectly_concealed: bool,
        /// Where the faces come from: the group's d20, when it rolls.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        dice: Option<Dice>,
    },
    /// Diplomacy (MU-travel.diplomacy, .befriend, .inspire, .encourage,
    /// .persuade): the actor's WIT save, none for an ineffective or a
    /// compelling attempt (MU-travel.manip.describe).
    Diplomacy {
        /// `"befriend"`, `"inspire"`, `"encourage"` or `"persuade"`.
        appeal: Appeal,
        /// The actor's WIT, 0 to 20.
        wit: AbilityScore,
        /// How the referee judges the attempt: `"save"` (left out),
        /// `"ineffective"` or `"compelling"`.
        #[serde(default)]
        quality: Quality,
        /// Whether a dialogue skill suits the approach (blather, charm,
        /// leadership): an enhanced save.
        #[serde(default)]
        proficient: bool,
        /// Befriending: the target's attitude before, to have it after.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        attitude: Option<Attitude>,
        /// Where the faces come from: the WIT save's d20s, when it rolls.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        dice: Option<Dice>,
    },
    /// Manipulation (MU-travel.manip, .distract, .intimidate, .taunt): it
    /// works when the target fails a WIT save; a taunter first passes one.
    Manipulate {
        /// `"distract"`, `"intimidate"` or `"taunt"`.
        ploy: Ploy,
        /// The target's WIT, 0 to 20.
        target_wit: AbilityScore,
        /// A taunt: the taunter's WIT, 0 to 20.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        taunter_wit: Option<AbilityScore>,
        /// How the referee judges the ploy: `"save"` (left out),
        /// `"ineffective"` or `"compelling"` (the target gets no save).
        #[serde(default)]
        quality: Quality,
        /// Whether the taunter is proficient: an enhanced save.
        #[serde(default)]
        proficient: bool,
        /// Where the faces come from: the taunter's d20s, then the
        /// target's d20.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        dice: Option<Dice>,
    },
    /// Stealing an item from someone nearby (MU-travel.steal): an AGI
    /// save to go unnoticed; anything bigger than bulk 1/2 cannot be taken
    /// so.
    Steal {
        /// The thief's AGI, 0 to 20.
        agi: AbilityScore,
        /// Whether the item is small (bulk 1/2 at most).
        small: bool,
        /// Where the faces come from: the AGI save's d20, when it rolls.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        dice: Option<Dice>,
    },
    /// A watch in a settlement finding a buyer who pays the whole value
    /// for an item, or a dealer in illegal goods (MU-travel.trade.full-price,
    /// MU-travel.trade.illegal): a WIT save.
    FindBuyer {
        /// The seller's WIT, 0 to 20.
        wit: AbilityScore,
        /// Whether the goods are illegal or stolen: a dealer sells at
        /// twice the value and buys at half.
        #[serde(default)]
        illegal: bool,
        /// Where the faces come from: the WIT save's d20.
        dice: Dice,
    },
    /// Haggling off the market (MU-travel.trade.haggle): a WIT save,
    /// enhanced with the bargain skill.
    Haggle {
        /// The haggler's WIT, 0 to 20.
        wit: AbilityScore,
        /// Whether the haggler has the bargain skill.
        #[serde(default)]
        bargain: bool,
        /// Where the faces come from: the WIT save's d20s.
        dice: Dice,
    },
    /// A watch talking to the locals (MU-travel.rumours): a rumour from
    /// the referee's table, true or not.
    HearRumour {
        /// The referee's rumour table.
        rumours: RandomTable,
        /// Where the faces come from: the table's dice.
        dice: Dice,
    },
    /// Cheating at a game (MU-travel.games.cheat): a WIT save to go
    /// undetected.
    Cheat {
        /// The cheat's WIT, 0 to 20.
        wit: AbilityScore,
        /// Where the faces come from: the WIT save's d20.
        dice: Dice,
    },
    /// Befriending an animal with food (MU-travel.animals.befriend): a WIT
    /// save; it follows for a watch.
    BefriendAnimal {
        /// The character's WIT, 0 to 20.
        wit: AbilityScore,
        /// Whether the animal is wild (only the proficient may try).
        #[serde(default)]
        wild: bool,
        /// Whether the character is proficient with animals.
        #[serde(default)]
        proficient: bool,
        /// Whether another befriended animal follows the character already
        /// (one at a time).
        #[serde(default)]
        befriended: bool,
        /// Where the faces come from: the WIT save's d20.
        dice: Dice,
    },
    /// A training session, a full rest's activity
    /// (MU-travel.animals.train, .forms, .wild): the trainer's WIT save
    /// teaches a training, or tames a wild animal first; a failure hurts
    /// the trainer.
    TrainAnimal {
        /// The animal as the last session left it; a domestic animal
        /// without training when left out.
        #[serde(default, deserialize_with = "osr::core::strict::present")]
        animal: Option<Animal>,
        /// `"mount"`, `"labour"`, `"fight"`, `"hunt"`, `"track"` or
        /// `"tricks"`.
        training: Training,
        /// The trainer's WIT, 0 to 20.
        wit: AbilityScore,
        /// Whether the trainer is proficient (needed for a wild animal).
        #[serde(default)]
        proficient: bool,
        /// Where the faces come from: the WIT save's d20.
        dice: Dice,
    },
    /// Riding when the mount sprints, leaps, dodges, takes fright or meets
    /// danger (MU-travel.mounts): the rider's AGI save, thrown for d4
    /// direct damage on a failure.
    Ride {
        /// The rider's AGI, 0 to 20.
        agi: AbilityScore,
        /// Where the faces come from: the AGI save's d20, then the d4 (and
        /// any explosion) on a failure.
        dice: Dice,
    },
    /// Driving a cart in danger (MU-travel.carts): the driver's STR save;
    /// on a failure it overturns, and the cart and every passenger take d4
    /// direct damage.
    DriveCart {
        /// The driver's STR, 0 to 20.
        str: AbilityScore,
        /// How many take the damage: the cart and every passenger (1 to
        /// 100).
        victims: Victims,
        /// Where the faces come from: the STR save's d20, then a d4 each
        /// on a failure.
        dice: Dice,
    },
    /// A boat in danger (MU-travel.boats): the driver's STR save rowing,
    /// WIT sailing (sails and a crew with river lore); on a failure it
    /// capsizes, and the boat and everyone aboard take d4 direct damage.
    Boat {
        /// Whether the boat is sailed rather than rowed.
        #[serde(default)]
        sailing: bool,
        /// Whether the boat has sails.
        #[serde(default)]
        sails: bool,
        /// Whether the crew has river lore.
        #[serde(default)]
        river_lore: bool,
        /// The driver's STR rowing, WIT sailing, 0 to 20.
        score: AbilityScore,
        /// How many take the damage: the boat and everyone aboard (1 to
        /// 100).
        victims: Victims,
        /// Where the faces come from: the save's d20, then a d4 each on a
        /// failure.
        dice: Dice,
    },
}

/// The system of a task: Murdham (`"murdham"`), the one whose tasks are
/// here.
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(rename_all = "snake_case")]
enum TaskSystem {
    /// Murdham.
    Murdham,
}

/// The tasks, by ID.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub(crate) enum TaskKind {
    /// Balance.
    Balance,
    /// Sneak.
    Sneak,
    /// Climb.
    Climb,
    /// Swim.
    Swim,
    /// Leap.
    Leap,
    /// Find shelter.
    FindShelter,
    /// Navigate.
    Navigate,
    /// Open a lock.
    OpenLock,
    /// Break a door down.
    BreakDoor,
    /// Notice a secret.
    Notice,
    /// Diplomacy.
    Diplomacy,
    /// Manipulation.
    Manipulate,
    /// Steal.
    Steal,
    /// Find a buyer or a dealer.
    FindBuyer,
    /// Haggle.
    Haggle,
    /// Hear a rumour.
    HearRumour,
    /// Cheat.
    Cheat,
    /// Befriend an animal.
    BefriendAnimal,
    /// Train an animal.
    TrainAnimal,
    /// Ride in danger.
    Ride,
    /// Drive a cart in danger.
    DriveCart,
    /// A boat in danger.
    Boat,
}

/// A task as read: every field of every task, each optional, checked
/// against the task's own fields ([`TaskRequest::check`]) once read. Its
/// declared shape is [`TaskShape`], tagged by `system` then `task`, whose
/// fields each task documents. One reader for all the tasks, rather than
/// one for each, makes the travel module 16 kB smaller (169,020 bytes
/// against 185,345, gzip -9: docs/performance.md); and reading no tag
/// first, serde reports a value refused at its own place.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct TaskRequest {
    #[allow(dead_code)]
    system: TaskSystem,
    task: TaskKind,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    agi: Option<AbilityScore>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    wit: Option<AbilityScore>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    str: Option<AbilityScore>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    score: Option<AbilityScore>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    target_wit: Option<AbilityScore>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    taunter_wit: Option<AbilityScore>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    footing: Option<Footing>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    ground: Option<Footing>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    surface: Option<Footing>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    turbulent: Option<bool>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    carried: Option<Bulk>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    decimetres: Option<u32>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    run_up: Option<bool>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    path: Option<Path>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    severe_weather: Option<bool>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    tool: Option<LockTool>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    door: Option<WoodenDoor>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    die: Option<StepDie>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    suitable: Option<bool>,
    #[serde(default, deserialize_with = "company")]
    wits: Option<Vec<AbilityScore>>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    perfectly_concealed: Option<bool>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    appeal: Option<Appeal>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    quality: Option<Quality>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    proficient: Option<bool>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    attitude: Option<Attitude>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    ploy: Option<Ploy>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    small: Option<bool>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    illegal: Option<bool>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    bargain: Option<bool>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    rumours: Option<RandomTable>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    wild: Option<bool>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    befriended: Option<bool>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    animal: Option<Animal>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    training: Option<Training>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    victims: Option<Victims>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    sailing: Option<bool>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    sails: Option<bool>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    river_lore: Option<bool>,
    #[serde(default, deserialize_with = "osr::core::strict::present")]
    dice: Option<Dice>,
}

/// The company's WITs: 1 to 100 of them.
fn company<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<Vec<AbilityScore>>, D::Error> {
    osr::core::strict::at_most::<_, _, 100>(deserializer).map(Some)
}

impl JsonSchema for TaskRequest {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "TaskRequest".into()
    }

    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        TaskShape::json_schema(generator)
    }
}

/// A field a task needs: refused as missing when left out.
fn need<T>(value: Option<T>, name: &str) -> Result<T, ApiError> {
    value.ok_or_else(|| ApiError::at(String::new(), &format!("missing field `{name}`")))
}

impl TaskKind {
    /// The fields of the task, `system` and `task` aside.
    const fn fields(self) -> &'static [&'static str] {
        match self {
            Self::Balance => &["agi", "footing", "dice"],
            Self::Sneak => &["agi", "ground", "dice"],
            Self::Climb => &["agi", "surface", "dice"],
            Self::Swim => &["agi", "turbulent", "carried", "dice"],
            Self::Leap => &["agi", "decimetres", "run_up", "dice"],
            Self::FindShelter | Self::Cheat => &["wit", "dice"],
            Self::Navigate => &["path", "severe_weather"],
            Self::OpenLock => &["tool", "score", "dice"],
            Self::BreakDoor => &["door", "die", "suitable", "dice"],
            Self::Notice => &["wits", "perfectly_concealed", "dice"],
            Self::Diplomacy => &["appeal", "wit", "quality", "proficient", "attitude", "dice"],
            Self::Manipulate => &[
                "ploy",
                "target_wit",
                "taunter_wit",
                "quality",
                "proficient",
                "dice",
            ],
            Self::Steal => &["agi", "small", "dice"],
            Self::FindBuyer => &["wit", "illegal", "dice"],
            Self::Haggle => &["wit", "bargain", "dice"],
            Self::HearRumour => &["rumours", "dice"],
            Self::BefriendAnimal => &["wit", "wild", "proficient", "befriended", "dice"],
            Self::TrainAnimal => &["animal", "training", "wit", "proficient", "dice"],
            Self::Ride => &["agi", "dice"],
            Self::DriveCart => &["str", "victims", "dice"],
            Self::Boat => &["sailing", "sails", "river_lore", "score", "victims", "dice"],
        }
    }
}

impl TaskRequest {
    /// Refuses a field the task does not take, at its place, as serde
    /// refuses an unknown field.
    fn check(&self) -> Result<(), ApiError> {
        let given = [
            ("agi", self.agi.is_some()),
            ("wit", self.wit.is_some()),
            ("str", self.str.is_some()),
            ("score", self.score.is_some()),
            ("target_wit", self.target_wit.is_some()),
            ("taunter_wit", self.taunter_wit.is_some()),
            ("footing", self.footing.is_some()),
            ("ground", self.ground.is_some()),
            ("surface", self.surface.is_some()),
            ("turbulent", self.turbulent.is_some()),
            ("carried", self.carried.is_some()),
            ("decimetres", self.decimetres.is_some()),
            ("run_up", self.run_up.is_some()),
            ("path", self.path.is_some()),
            ("severe_weather", self.severe_weather.is_some()),
            ("tool", self.tool.is_some()),
            ("door", self.door.is_some()),
            ("die", self.die.is_some()),
            ("suitable", self.suitable.is_some()),
            ("wits", self.wits.is_some()),
            ("perfectly_concealed", self.perfectly_concealed.is_some()),
            ("appeal", self.appeal.is_some()),
            ("quality", self.quality.is_some()),
            ("proficient", self.proficient.is_some()),
            ("attitude", self.attitude.is_some()),
            ("ploy", self.ploy.is_some()),
            ("small", self.small.is_some()),
            ("illegal", self.illegal.is_some()),
            ("bargain", self.bargain.is_some()),
            ("rumours", self.rumours.is_some()),
            ("wild", self.wild.is_some()),
            ("befriended", self.befriended.is_some()),
            ("animal", self.animal.is_some()),
            ("training", self.training.is_some()),
            ("victims", self.victims.is_some()),
            ("sailing", self.sailing.is_some()),
            ("sails", self.sails.is_some()),
            ("river_lore", self.river_lore.is_some()),
            ("dice", self.dice.is_some()),
        ];
        let fields = self.task.fields();
        match given
            .iter()
            .find(|(name, given)| *given && !fields.contains(name))
        {
            Some((name, _)) => Err(ApiError::at(
                format!("/{name}"),
                &format!(
                    "unknown field `{name}`, expected one of `{}`",
                    fields.join("`, `")
                ),
            )),
            None => Ok(()),
        }
    }
}

/// What a task came to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub(crate) enum TaskResult {
    /// Balanced.
    Balanced,
    /// Fell (balance: stunned; climb: a fall; leap: short of the far
    /// side).
    Fell,
    /// Sneaking, or stealing: nobody noticed.
    Unnoticed,
    /// Sneaking, or stealing: noticed.
    Noticed,
    /// Still climbing.
    Climbing,
    /// Swimming on.
    Swimming,
    /// Drowning: nothing else can be done, and someone must come to the
    /// rescue.
    Drowning,
    /// Across the gap.
    Landed,
    /// Shelter found: the camp gives the daily rest.
    Sheltered,
    /// No shelter: no daily rest in the camp.
    Unsheltered,
    /// Moved on (navigation).
    Moved,
    /// The lock is open.
    Opened,
    /// The lock holds.
    Locked,
    /// The door is broken down.
    Broken,
    /// The door still stands.
    Standing,
    /// Someone notices the secret.
    Spotted,
    /// Nobody notices it.
    Missed,
    /// The diplomacy or the manipulation works.
    Worked,
    /// It fails: the actor's save failed, or the attempt was ineffective.
    Failed,
    /// The target resists.
    Resisted,
    /// A buyer or a dealer is found.
    Found,
    /// Nobody is found this watch.
    NotFound,
    /// A rumour is heard.
    Heard,
    /// The cheat goes undetected.
    Undetected,
    /// The cheat is caught.
    Detected,
    /// The animal follows for a watch.
    Befriended,
    /// The animal may run off or turn hostile.
    Spurned,
    /// The animal learnt the training.
    Trained,
    /// The wild animal is tamed.
    Tamed,
    /// The trainer is hurt: an injury.
    Hurt,
    /// The rider keeps the saddle, the driver the cart or boat.
    Steady,
    /// The rider is thrown, the cart overturns, the boat capsizes.
    Crashed,
}

/// Whose save.
#[derive(Debug, Clone, Copy, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub(crate) enum TaskParty {
    /// The one attempting the task.
    Actor,
    /// The one it is tried on (a manipulation's target).
    Target,
}

/// A save of a task.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct TaskSave {
    /// Whose save it is.
    by: TaskParty,
    /// The ability saved with.
    ability: Ability,
    /// The score the d20 must not exceed.
    score: i32,
    /// Whether the save is enhanced (2d20, the lower kept).
    enhanced: bool,
    /// The save: its band, its gate (`trivial` and `impossible` are not
    /// rolled) and, rolled, its d20s.
    roll: SaveOutcome,
}

/// Areas crossed per stretch (on a site's map) or watch (on the
/// region map), as a fraction.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct TaskAreas {
    /// The numerator.
    numer: u32,
    /// The denominator.
    denom: u32,
}

/// What a task did.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct TaskResponse {
    /// The task, as the request named it.
    task: TaskKind,
    /// Whether it succeeded.
    success: bool,
    /// What it came to.
    result: TaskResult,
    /// The exact chance of success before the dice.
    chance: Probability,
    /// The saves, in the order rolled (a taunt: the taunter's, then the
    /// target's); trivial and impossible ones are listed unrolled.
    saves: Vec<TaskSave>,
    /// Noticing a secret: the group's d20 against each WIT.
    #[serde(skip_serializing_if = "Option::is_none")]
    group: Option<GroupRoll>,
    /// Damage rolled: a blow at a door, or each victim's d4 of a crash.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    damage: Vec<osr::check::murdham::DamageRoll>,
    /// A door after the blow: pass it to the next one.
    #[serde(skip_serializing_if = "Option::is_none")]
    door: Option<WoodenDoor>,
    /// An animal after the session: pass it to the next one.
    #[serde(skip_serializing_if = "Option::is_none")]
    animal: Option<Animal>,
    /// Befriending: the target's attitude after.
    #[serde(skip_serializing_if = "Option::is_none")]
    attitude: Option<Attitude>,
    /// A rumour: the row of the referee's table.
    #[serde(skip_serializing_if = "Option::is_none")]
    rumour: Option<EntryRoll>,
    /// Navigation: the areas crossed per stretch or watch.
    #[serde(skip_serializing_if = "Option::is_none")]
    areas: Option<TaskAreas>,
    /// What happened, as a line for players.
    text: String,
    /// The faces used, in order.
    faces: Vec<u32>,
}

impl TaskResponse {
    /// A response with nothing but its task, outcome, chance and line.
    fn new(
        task: TaskKind,
        result: (bool, TaskResult),
        chance: Probability,
        text: String,
        faces: Vec<u32>,
    ) -> Self {
        Self {
            task,
            success: result.0,
            result: result.1,
            chance,
            saves: Vec::new(),
            group: None,
            damage: Vec::new(),
            door: None,
            animal: None,
            attitude: None,
            rumour: None,
            areas: None,
            text,
            faces,
        }
    }
}

/// The exact chance that `save` passes.
fn passing(save: &Save) -> Result<Probability, ApiError> {
    probability(&save.odds().sum_where(|band| *band == PassFail::Pass))
}

/// A save's name: "AGI".
const fn ability_name(ability: Ability) -> &'static str {
    match ability {
        Ability::Str => "STR",
        Ability::Agi => "AGI",
        Ability::Wit => "WIT",
    }
}

/// A settled save as part of a line: "AGI save 7 against 12, passed",
/// "WIT save enhanced 17, 4 against 11, passed", "no save needed".
fn save_words(ability: Ability, save: &Save, outcome: &SaveOutcome) -> String {
    match outcome {
        SaveOutcome::Trivial => "no save needed".into(),
        SaveOutcome::Impossible => "impossible, no save".into(),
        SaveOutcome::Rolled(rolled) => {
            let dice = rolled
                .dice()
                .iter()
                .map(|d| d.face.to_string())
                .collect::<Vec<_>>()
                .join(", ");
            format!(
                "{} save {}{dice} against {}, {}",
                ability_name(ability),
                if save.edge() == Edge::NONE {
                    ""
                } else {
                    "enhanced "
                },
                save.ability(),
                if rolled.passed() { "passed" } else { "failed" }
            )
        }
    }
}

/// A task's save settled: its record and its words.
fn settled(by: TaskParty, ability: Ability, save: &Save, roll: SaveOutcome) -> (TaskSave, String) {
    let words = save_words(ability, save, &roll);
    (
        TaskSave {
            by,
            ability,
            score: save.ability(),
            enhanced: save.edge() != Edge::NONE,
            roll,
        },
        words,
    )
}

/// What a single save means, passed and failed: the result and its words.
type Meaning = [(TaskResult, &'static str); 2];

/// A task of one save: its chance, the roll, the line
/// "`title`: `save words`: `meaning`."
fn one_save(
    task: TaskKind,
    title: &str,
    ability: Ability,
    save: &Save,
    meaning: Meaning,
    dice: Option<Dice>,
) -> Result<TaskResponse, ApiError> {
    let chance = passing(save)?;
    let rolls = format!("{title} rolls a save");
    let dice = Dice::needed(
        dice,
        (save.gate() == osr::check::murdham::Gate::Uncertain).then_some(rolls.as_str()),
    )?;
    let (roll, faces) = dice.run(|source| save.roll(source))?;
    let passed = roll.passed();
    let (result, words) = meaning[usize::from(!passed)];
    let (record, save_words) = settled(TaskParty::Actor, ability, save, roll);
    let mut response = TaskResponse::new(
        task,
        (passed, result),
        chance,
        format!("{title}: {save_words}: {words}."),
        faces,
    );
    response.saves.push(record);
    Ok(response)
}

/// Words for each footing, easy, hard and impossible.
const fn footing_words(footing: Footing, words: [&'static str; 3]) -> &'static str {
    match footing {
        Footing::Easy => words[0],
        Footing::Hard => words[1],
        Footing::Impossible => words[2],
    }
}

/// Decimetres as the rules say lengths: "3.5 m", "2 m".
fn metres(decimetres: u32) -> String {
    match decimetres % 10 {
        0 => format!("{} m", decimetres / 10),
        d => format!("{}.{d} m", decimetres / 10),
    }
}

fn roll_task(request: TaskRequest) -> Result<TaskResponse, ApiError> {
    request.check()?;
    murdham(request)
}

#[allow(clippy::too_many_lines)] // one arm a task, each short
fn murdham(r: TaskRequest) -> Result<TaskResponse, ApiError> {
    use TaskKind as K;
    use TaskResult as R;
    let flag = |value: Option<bool>| value.unwrap_or(false);
    match r.task {
        K::Balance => {
            let footing = need(r.footing, "footing")?;
            one_save(
                r.task,
                footing_words(
                    footing,
                    [
                        "Balance on easy ground",
                        "Balance on difficult ground",
                        "Balance on very difficult ground",
                    ],
                ),
                Ability::Agi,
                &mu::balance_save(need(r.agi, "agi")?.get(), footing)?,
                [
                    (R::Balanced, "keeps their balance"),
                    (R::Fell, "loses their balance and falls, stunned"),
                ],
                r.dice,
            )
        }
        K::Sneak => {
            let ground = need(r.ground, "ground")?;
            one_save(
                r.task,
                footing_words(
                    ground,
                    [
                        "Sneaking in a loud, dark place",
                        "Sneaking behind cover",
                        "Sneaking in plain view or on a noisy floor",
                    ],
                ),
                Ability::Agi,
                &mu::sneak_save(need(r.agi, "agi")?.get(), ground)?,
                [
                    (R::Unnoticed, "stays unnoticed"),
                    (R::Noticed, "is noticed"),
                ],
                r.dice,
            )
        }
        K::Climb => {
            let surface = need(r.surface, "surface")?;
            one_save(
                r.task,
                footing_words(
                    surface,
                    [
                        "Climbing a rope or ladder",
                        "Climbing a challenging surface",
                        "Climbing a smooth surface",
                    ],
                ),
                Ability::Agi,
                &mu::climb_save(need(r.agi, "agi")?.get(), surface)?,
                [(R::Climbing, "keeps climbing"), (R::Fell, "falls")],
                r.dice,
            )
        }
        K::Swim => {
            let (turbulent, carried) = (flag(r.turbulent), r.carried.unwrap_or_default());
            one_save(
                r.task,
                &format!(
                    "Swimming in {} water with {carried} bulk",
                    if turbulent { "turbulent" } else { "calm" }
                ),
                Ability::Agi,
                &mu::swim_save(need(r.agi, "agi")?.get(), turbulent, carried)?,
                [
                    (R::Swimming, "swims on"),
                    (
                        R::Drowning,
                        "starts drowning, helpless until someone comes to the rescue",
                    ),
                ],
                r.dice,
            )
        }
        K::Leap => {
            let (decimetres, run_up) = (need(r.decimetres, "decimetres")?, flag(r.run_up));
            one_save(
                r.task,
                &format!(
                    "A leap of {}{}",
                    metres(decimetres),
                    if run_up {
                        " with a run-up"
                    } else {
                        " standing"
                    }
                ),
                Ability::Agi,
                &mu::leap_save(need(r.agi, "agi")?.get(), decimetres, run_up)?,
                [
                    (R::Landed, "lands on the far side"),
                    (R::Fell, "falls short"),
                ],
                r.dice,
            )
        }
        K::FindShelter => one_save(
            r.task,
            "A watch looking for shelter from the weather",
            Ability::Wit,
            &mu::find_shelter_save(need(r.wit, "wit")?.get())?,
            [
                (R::Sheltered, "shelter found, the camp gives the daily rest"),
                (R::Unsheltered, "none found, the camp gives no daily rest"),
            ],
            r.dice,
        ),
        K::Navigate => {
            let (path, severe_weather) = (need(r.path, "path")?, flag(r.severe_weather));
            let areas = mu::areas_per_unit(path, severe_weather);
            let (numer, denom) = (*areas.numer(), *areas.denom());
            let how = match path {
                Path::Clear => "On a clear path",
                Path::Off {
                    bushcraft: true,
                    tools: true,
                } => "Off the path, with bushcraft and navigation tools",
                Path::Off {
                    bushcraft: true, ..
                } => "Off the path, with bushcraft",
                Path::Off { tools: true, .. } => "Off the path, with navigation tools",
                Path::Off { .. } => "Off the path, without bushcraft or navigation tools",
            };
            let amount = if denom == 1 {
                numer.to_string()
            } else {
                format!("{numer}/{denom}")
            };
            let mut response = TaskResponse::new(
                r.task,
                (true, R::Moved),
                probability(&BigRational::from_integer(1.into()))?,
                format!(
                    "{how}{}: {amount} {} a stretch or watch.",
                    if severe_weather {
                        ", in severe weather"
                    } else {
                        ""
                    },
                    if numer <= denom { "area" } else { "areas" }
                ),
                Vec::new(),
            );
            response.areas = Some(TaskAreas { numer, denom });
            Ok(response)
        }
        K::OpenLock => {
            let (tool, score) = (need(r.tool, "tool")?, need(r.score, "score")?.get());
            let (title, ability) = match tool {
                LockTool::Lockpicks => ("A watch at a lock with lockpicks", Ability::Wit),
                LockTool::Crowbar => ("A watch at a lock with a crowbar", Ability::Str),
                LockTool::Bash => ("Bashing an old door open", Ability::Str),
            };
            one_save(
                r.task,
                title,
                ability,
                &mu::open_lock_save(tool, score, score)?,
                [(R::Opened, "it opens"), (R::Locked, "it holds")],
                r.dice,
            )
        }
        K::BreakDoor => {
            let (die, suitable) = (need(r.die, "die")?, flag(r.suitable));
            let mut door = r.door.unwrap_or_default();
            if door.broken() {
                return Err(placed(
                    "/door",
                    osr::travel::Error::NotAllowed {
                        action: "a blow at the door",
                        reason: "it is broken down already",
                    },
                ));
            }
            let chance = probability(&door.breaking_chance(die, suitable))?;
            let dice = Dice::needed(r.dice, Some("a blow at a door rolls its damage"))?;
            let before = door.health();
            let (blow, faces) = dice.run(|source| door.strike(die, suitable, source))?;
            let broken = door.broken();
            let rolled = blow
                .dice()
                .iter()
                .map(|d| d.face.to_string())
                .collect::<Vec<_>>()
                .join(", ");
            let text = format!(
                "A blow at the door with a {die}{}: [{rolled}] = {}, {} past its armour: {}.",
                if suitable { "" } else { " (impaired)" },
                blow.total(),
                before - door.health(),
                if broken {
                    "it is broken down".to_owned()
                } else {
                    format!(
                        "it stands, {} of {} health left",
                        door.health(),
                        WoodenDoor::HEALTH
                    )
                }
            );
            let result = if broken { R::Broken } else { R::Standing };
            let mut response = TaskResponse::new(r.task, (broken, result), chance, text, faces);
            response.damage.push(blow);
            response.door = Some(door);
            Ok(response)
        }
        K::Notice => {
            let wits: Vec<i32> = need(r.wits, "wits")?.iter().map(|w| w.get()).collect();
            // Each WIT is in range once read: the group refuses only a
            // count of members.
            let group = mu::passive_notice_save(&wits, flag(r.perfectly_concealed))
                .map_err(|err| placed("/wits", err))?;
            let chance = match &group {
                Some(group) => group.passing_odds().sum_where(|passing| *passing > 0),
                None => BigRational::from_integer(0.into()),
            };
            let dice = Dice::needed(
                r.dice,
                group
                    .is_some()
                    .then_some("noticing a secret rolls a group WIT save"),
            )?;
            let (roll, faces) = dice.run(|source| group.map(|g| g.roll(source)).transpose())?;
            let noticed = roll.as_ref().is_some_and(GroupRoll::anyone_passed);
            let text = match &roll {
                None => "The secret is perfectly concealed: only a search finds it.".to_owned(),
                Some(roll) => format!(
                    "Group WIT save {} against {}: {}.",
                    roll.face(),
                    wits.iter()
                        .map(ToString::to_string)
                        .collect::<Vec<_>>()
                        .join(", "),
                    match roll.passing() {
                        0 => "nobody notices anything".to_owned(),
                        1 => "one notices the secret".to_owned(),
                        n => format!("{n} notice the secret"),
                    }
                ),
            };
            let result = if noticed { R::Spotted } else { R::Missed };
            let mut response = TaskResponse::new(
                r.task,
                (noticed, result),
                probability(&chance)?,
                text,
                faces,
            );
            response.group = roll;
            Ok(response)
        }
        K::Diplomacy => {
            let appeal = need(r.appeal, "appeal")?;
            if r.attitude.is_some() && appeal != Appeal::Befriend {
                return Err(ApiError::at(
                    "/attitude".into(),
                    "only befriending changes an attitude: give `attitude` with the appeal \"befriend\"",
                ));
            }
            let mut attempt = Diplomacy::new(appeal, need(r.wit, "wit")?.get())?
                .quality(r.quality.unwrap_or_default());
            if flag(r.proficient) {
                attempt = attempt.proficient();
            }
            let title = match appeal {
                Appeal::Befriend => "Befriending",
                Appeal::Inspire => "Inspiring",
                Appeal::Encourage => "Encouraging an ally",
                Appeal::Persuade => "Persuading",
            };
            let worked = match appeal {
                Appeal::Befriend => "the attitude improves one step",
                Appeal::Inspire => "they are convinced to act",
                Appeal::Encourage => "the ally is no longer frightened",
                Appeal::Persuade => "they are persuaded",
            };
            let mut response = one_save(
                r.task,
                title,
                Ability::Wit,
                attempt.save(),
                [(R::Worked, worked), (R::Failed, "it does not work")],
                r.dice,
            )?;
            if let Some(before) = r.attitude {
                let after = Diplomacy::befriended(before, response.success);
                response.text.pop();
                response
                    .text
                    .push_str(&format!(": from {before} to {after}."));
                response.attitude = Some(after);
            }
            Ok(response)
        }
        K::Manipulate => {
            let (ploy, quality) = (need(r.ploy, "ploy")?, r.quality.unwrap_or_default());
            if r.taunter_wit.is_some() && ploy != Ploy::Taunt {
                return Err(ApiError::at(
                    "/taunter_wit".into(),
                    "only a taunt takes the taunter's WIT: leave `taunter_wit` out",
                ));
            }
            let mut ploy_of =
                Manipulation::new(ploy, need(r.target_wit, "target_wit")?.get())?.quality(quality);
            if let Some(wit) = r.taunter_wit {
                ploy_of = ploy_of.taunter(wit.get())?;
            }
            if flag(r.proficient) {
                ploy_of = ploy_of.proficient();
            }
            // A taunt without the taunter's WIT lacks a field.
            let chance = probability(&ploy_of.chance().map_err(|err| placed("", err))?)?;
            let dice = Dice::needed(
                r.dice,
                ploy_of
                    .rolls()
                    .then_some("a manipulation the target may resist rolls WIT saves"),
            )?;
            let (done, faces) = dice.run(|source| ploy_of.roll(source))?;
            let mut text = match ploy {
                Ploy::Distract => "Distracting",
                Ploy::Intimidate => "Intimidating",
                Ploy::Taunt => "Taunting",
            }
            .to_owned();
            let mut saves = Vec::new();
            if let (Some(roll), Some(save)) = (done.actor.clone(), ploy_of.actor_save()) {
                let (record, words) = settled(TaskParty::Actor, Ability::Wit, save, roll);
                text.push_str(&format!(": the taunter's {words}"));
                saves.push(record);
            }
            if let Some(roll) = done.target.clone() {
                let (record, words) =
                    settled(TaskParty::Target, Ability::Wit, ploy_of.target_save(), roll);
                text.push_str(&format!(": the target's {words}"));
                saves.push(record);
            }
            let result = if done.worked {
                text.push_str(match ploy {
                    Ploy::Distract => ": the target is distracted.",
                    Ploy::Intimidate => ": the target gives in.",
                    Ploy::Taunt => ": the target is goaded into rash aggression.",
                });
                R::Worked
            } else if done.target.is_some() {
                text.push_str(": the target resists.");
                R::Resisted
            } else {
                text.push_str(if quality == Quality::Ineffective {
                    ": not effective enough to matter."
                } else {
                    ": the taunt falls flat."
                });
                R::Failed
            };
            let mut response =
                TaskResponse::new(r.task, (done.worked, result), chance, text, faces);
            response.saves = saves;
            Ok(response)
        }
        K::Steal => {
            let small = need(r.small, "small")?;
            one_save(
                r.task,
                if small {
                    "Stealing a small item"
                } else {
                    "Stealing an item bigger than bulk 1/2"
                },
                Ability::Agi,
                &mu::steal_save(need(r.agi, "agi")?.get(), small)?,
                [
                    (R::Unnoticed, "taken unnoticed"),
                    (R::Noticed, "the thief is noticed"),
                ],
                r.dice,
            )
        }
        K::FindBuyer => {
            let (title, found) = if flag(r.illegal) {
                (
                    "A watch looking for a dealer in illegal goods",
                    "a dealer is found, who sells at twice the value and buys at half",
                )
            } else {
                (
                    "A watch looking for a buyer paying the whole value",
                    "a buyer is found",
                )
            };
            one_save(
                r.task,
                title,
                Ability::Wit,
                &mu::find_buyer_save(need(r.wit, "wit")?.get())?,
                [(R::Found, found), (R::NotFound, "nobody is found")],
                r.dice,
            )
        }
        K::Haggle => {
            let bargain = flag(r.bargain);
            one_save(
                r.task,
                if bargain {
                    "Haggling with the bargain skill"
                } else {
                    "Haggling"
                },
                Ability::Wit,
                &mu::haggle_save(need(r.wit, "wit")?.get(), bargain)?,
                [
                    (R::Worked, "a better deal is struck"),
                    (R::Failed, "no better deal"),
                ],
                r.dice,
            )
        }
        K::HearRumour => {
            let rumours = need(r.rumours, "rumours")?;
            let dice = Dice::needed(r.dice, Some("hearing a rumour rolls on the table"))?;
            let (rumour, faces) = dice.run(|source| mu::hear_rumour(&rumours, source))?;
            let text = format!(
                "A watch talking to the locals: {} (rolled {}), true or not.",
                rumour.entry, rumour.total
            );
            let mut response = TaskResponse::new(
                r.task,
                (true, R::Heard),
                probability(&BigRational::from_integer(1.into()))?,
                text,
                faces,
            );
            response.rumour = Some(rumour);
            Ok(response)
        }
        K::Cheat => one_save(
            r.task,
            "Cheating at the game",
            Ability::Wit,
            &mu::cheat_save(need(r.wit, "wit")?.get())?,
            [
                (R::Undetected, "it goes undetected"),
                (R::Detected, "the cheat is caught"),
            ],
            r.dice,
        ),
        K::BefriendAnimal => {
            let wild = flag(r.wild);
            one_save(
                r.task,
                if wild {
                    "Offering food to a wild animal"
                } else {
                    "Offering food to an animal"
                },
                Ability::Wit,
                &mu::befriend_animal_save(
                    need(r.wit, "wit")?.get(),
                    wild,
                    flag(r.proficient),
                    flag(r.befriended),
                )
                // Not allowed: a wild animal without the proficiency, or
                // another animal befriended already.
                .map_err(|err| {
                    placed(
                        if wild && !flag(r.proficient) {
                            "/wild"
                        } else {
                            "/befriended"
                        },
                        err,
                    )
                })?,
                [
                    (R::Befriended, "it follows for a watch"),
                    (R::Spurned, "it may run off or turn hostile"),
                ],
                r.dice,
            )
        }
        K::TrainAnimal => {
            let (training, wit) = (need(r.training, "training")?, need(r.wit, "wit")?.get());
            let proficient = flag(r.proficient);
            let mut animal = r.animal.unwrap_or_else(Animal::domestic);
            // Not allowed: a wild animal without the proficiency, or a
            // training the animal knows or has no room for.
            let save = animal
                .training_save(training, wit, proficient)
                .map_err(|err| {
                    placed(
                        if animal.tamed() || proficient {
                            "/training"
                        } else {
                            "/animal"
                        },
                        err,
                    )
                })?;
            let chance = passing(&save)?;
            let taming = !animal.tamed();
            let dice = Dice::needed(r.dice, Some("a training session rolls a WIT save"))?;
            let (session, faces) =
                dice.run(|source| animal.train(training, wit, proficient, source))?;
            let name = Training::ALL
                .iter()
                .find(|(t, _)| *t == training)
                .map_or("", |(_, id)| id);
            let (result, words) = match (session.learnt, taming) {
                (true, true) => (R::Tamed, "the animal is tamed".to_owned()),
                (true, false) => (R::Trained, format!("the animal learns {name}")),
                (false, _) => (R::Hurt, "the trainer is hurt: an injury".to_owned()),
            };
            let (record, save_words) = settled(TaskParty::Actor, Ability::Wit, &save, session.save);
            let title = if taming {
                "A session taming a wild animal".to_owned()
            } else {
                format!("A session training an animal ({name})")
            };
            let mut response = TaskResponse::new(
                r.task,
                (session.learnt, result),
                chance,
                format!("{title}: {save_words}: {words}."),
                faces,
            );
            response.saves.push(record);
            response.animal = Some(animal);
            Ok(response)
        }
        K::Ride => {
            let agi = need(r.agi, "agi")?.get();
            let save = mu::ride_save(agi)?;
            let dice = Dice::needed(r.dice, Some("riding in danger rolls an AGI save"))?;
            let (mishap, faces) = dice.run(|source| mu::ride(agi, source))?;
            crashed(
                r.task,
                "Riding in danger",
                Ability::Agi,
                &save,
                mishap,
                ["keeps the saddle", "thrown from the mount"],
                faces,
            )
        }
        K::DriveCart => {
            let (str, victims) = (need(r.str, "str")?.get(), need(r.victims, "victims")?.get());
            let save = mu::drive_cart_save(str)?;
            let dice = Dice::needed(r.dice, Some("a cart in danger rolls a STR save"))?;
            let (mishap, faces) = dice.run(|source| mu::drive_cart(str, victims, source))?;
            crashed(
                r.task,
                "Driving a cart in danger",
                Ability::Str,
                &save,
                mishap,
                ["the cart keeps on", "the cart overturns"],
                faces,
            )
        }
        K::Boat => {
            let (sailing, river_lore) = (flag(r.sailing), flag(r.river_lore));
            let (score, victims) = (
                need(r.score, "score")?.get(),
                need(r.victims, "victims")?.get(),
            );
            // The crew the boat needs sets its speed alone.
            let boat = mu::Boat::new(1, flag(r.sails))?;
            // Not allowed: sailing without sails or river lore.
            let save = boat
                .danger_save(sailing, river_lore, score)
                .map_err(|err| placed("/sailing", err))?;
            let dice = Dice::needed(r.dice, Some("a boat in danger rolls a save"))?;
            let (mishap, faces) =
                dice.run(|source| boat.danger(sailing, river_lore, score, victims, source))?;
            let (title, ability) = if sailing {
                ("Sailing in danger", Ability::Wit)
            } else {
                ("Rowing in danger", Ability::Str)
            };
            crashed(
                r.task,
                title,
                ability,
                &save,
                mishap,
                ["the boat keeps on", "the boat capsizes"],
                faces,
            )
        }
    }
}

/// A save in danger with a crash behind it: the line tells each victim's
/// d4.
fn crashed(
    task: TaskKind,
    title: &str,
    ability: Ability,
    save: &Save,
    mishap: mu::Mishap,
    words: [&str; 2],
    faces: Vec<u32>,
) -> Result<TaskResponse, ApiError> {
    let chance = passing(save)?;
    let passed = mishap.save.passed();
    let (record, save_words) = settled(TaskParty::Actor, ability, save, mishap.save);
    let mut text = format!("{title}: {save_words}: {}", words[usize::from(!passed)]);
    if !passed {
        let damage = mishap
            .damage
            .iter()
            .map(|d| d.total().to_string())
            .collect::<Vec<_>>()
            .join(", ");
        text.push_str(&format!(
            ", d4 direct damage {}: {damage}",
            if mishap.damage.len() == 1 {
                "to the one"
            } else {
                "to each"
            }
        ));
    }
    text.push('.');
    let result = if passed {
        TaskResult::Steady
    } else {
        TaskResult::Crashed
    };
    let mut response = TaskResponse::new(task, (passed, result), chance, text, faces);
    response.saves.push(record);
    response.damage = mishap.damage;
    Ok(response)
}
