//! A hit or a hazard lands on a character of each system: every die with
//! its face, every step the health rules take, and with `--odds` the exact
//! table of consequences before anything is rolled.
//!
//! ```sh
//! cargo run --example damage -- --odds                      # every system, seed 7
//! cargo run --example damage -- --system cairn-house --hp 3 --str 12 --dr 1 --damage d8
//! cargo run --example damage -- --system gods-and-monsters --feet 120 --odds
//! cargo run --features serde --example damage -- --system murdham --health 5 --armour 2 --json
//! cargo run --example damage -- --help
//! ```
//!
//! - 3d6 Constitution: 2d6 damage past the hit points, and the strength
//!   and will injury saves at ability 12.
//! - Cairn House Rules: a d8 through DR 1 on a PC with HP 3 and STR 12:
//!   HP, a grievous wound at exactly 0, STR loss and the critical damage
//!   save past it.
//! - Gods & Monsters: a fall of 60 feet, its injuries, the roll to stay
//!   conscious and the death check, and the chance of dying from it.
//! - Murdham: an exploding d10 through armour 1 at 8 of 12 health, and the
//!   chance of critical damage.
//! - Block, Dodge, Parry: an environmental hazard (a fall of two floors by
//!   default) straight to an ability, then the Critical Damage Save.
//!
//! Usage errors (an unknown option, a bad value) and numbers the rules
//! refuse (negative damage, a fall of -3 feet) print a message and exit
//! with status 2.

use std::fmt::Write as _;
use std::io::Write as _;
use std::process::ExitCode;

use osr::DefaultRng;
use osr::check::{Odds, Resolved, Rolled};
use osr::core::{Dice, Die, StepDie};
use osr::dice::Probability;
use osr::dice::num_rational::BigRational;
use osr::health::Error;

const HELP: &str = "\
damage: a hit or a hazard applied to a character of each system, with exact odds

Usage: damage [--system NAME] [--seed N] [--odds] [--json] [NUMBERS...]

Each system's character takes one hit or hazard, rolled from the reference
generator; every die and every step of the health rules is printed, then
the character after it. With --odds the exact chance of each consequence
is printed first, as a fraction and a decimal, with their sum (always 1).

Options:
  --system NAME    one system only; NAME is one of
                     constitution       3d6 Constitution
                     cairn-house        Cairn House Rules
                     gods-and-monsters  Gods & Monsters
                     murdham            Murdham
                     block-dodge-parry  Block, Dodge, Parry
                   (default: every system, each with its own defaults)
  --seed N         seed the reference generator with N (default 7)
  --odds           print the exact consequence table
  --json           print one JSON object per system instead of text
                   (built with the serde feature)
  -h, --help       print this help

Numbers (each system reads the ones it uses):
  3d6 Constitution   --hit-dice N (1)  --hp N (0)  --level N (1)
                     --marks N (0)  --str N (12)  --wil N (12)
                     --damage DICE|N (2d6)
  Cairn House Rules  --hp N (3, also the maximum)  --str N (12)  --dex N (10)
                     --wil N (10)  --dr N (1)  --damage DIE|N (d8; a number
                     is the die's result, DR still taken off)
  Gods & Monsters    --feet N (60)  --survival N (7)  --verve N (17)
                     --fortitude N (11)  --endurance N (15)
  Murdham            --str N (12, the maximum health)  --health N (8)
                     --armour N (1)  --damage DIE (d10, exploding)
  Block, Dodge, Parry --hazard ID (fall)  --units N (2 floors, turns or
                     watches; --floors is the same)  --str N (14)
                     --dex N (10)  --wil N (11)
                     hazards: fall, noxious_gas, frigid_cold, bear_trap,
                     night_spider_venom, unnatural_glimpse, eldritch_form

Exit status: 0 on success, 2 for a usage error or a number the rules refuse.";

const USAGE: &str = "usage: damage [--system NAME] [--seed N] [--odds] [--json] [NUMBERS...]";

const NAMES: &str = "constitution, cairn-house, gods-and-monsters, murdham or block-dodge-parry";

type Section = fn(&Options, &mut Run<'_>) -> Result<(), Failure>;

const SYSTEMS: [(&str, Section); 5] = [
    ("constitution", constitution),
    ("cairn-house", cairn_house),
    ("gods-and-monsters", gods_and_monsters),
    ("murdham", murdham),
    ("block-dodge-parry", block_dodge_parry),
];

/// The options that take a whole number.
const NUMBERS: [&str; 16] = [
    "--hp",
    "--hit-dice",
    "--level",
    "--marks",
    "--str",
    "--dex",
    "--wil",
    "--dr",
    "--feet",
    "--survival",
    "--verve",
    "--fortitude",
    "--endurance",
    "--health",
    "--armour",
    "--units",
];

struct Options {
    system: Option<String>,
    seed: u64,
    odds: bool,
    json: bool,
    numbers: Vec<(&'static str, i64)>,
    damage: Option<String>,
    hazard: Option<String>,
}

impl Options {
    /// The value given for `flag`, or the system's default.
    fn number(&self, flag: &str, default: i64) -> i64 {
        self.numbers
            .iter()
            .rev()
            .find(|(name, _)| *name == flag)
            .map_or(default, |(_, value)| *value)
    }

    /// The value for a rule input that is an `i32`: a number too big for
    /// one is a usage error, the range is the rules'.
    fn int(&self, flag: &str, default: i64) -> Result<i32, Failure> {
        let value = self.number(flag, default);
        i32::try_from(value).map_err(|_| Failure::Usage(format!("{flag} {value} is too big")))
    }

    /// The value for a rule input that is a `u32` (a count, hit points, a
    /// height): a number below 0 or too big for one is a usage error, the
    /// range is the rules'.
    fn uint(&self, flag: &str, default: i64) -> Result<u32, Failure> {
        let value = self.number(flag, default);
        u32::try_from(value)
            .map_err(|_| Failure::Usage(format!("{flag} takes a number from 0 up, got {value}")))
    }
}

/// What stops a run: a usage error, or an input the rules refuse.
enum Failure {
    Usage(String),
    Rule(Error),
}

impl From<Error> for Failure {
    fn from(err: Error) -> Self {
        Self::Rule(err)
    }
}

impl From<osr::core::Error> for Failure {
    fn from(err: osr::core::Error) -> Self {
        Self::Rule(err.into())
    }
}

impl From<osr::check::Error> for Failure {
    fn from(err: osr::check::Error) -> Self {
        Self::Rule(err.into())
    }
}

impl From<std::fmt::Error> for Failure {
    fn from(err: std::fmt::Error) -> Self {
        Self::Usage(err.to_string())
    }
}

impl From<serde_json::Error> for Failure {
    fn from(err: serde_json::Error) -> Self {
        Self::Usage(err.to_string())
    }
}

/// A value as JSON, through its serde implementation (the `serde`
/// feature); without it `--json` is refused before anything is rolled.
#[cfg(feature = "serde")]
macro_rules! to_json {
    ($value:expr) => {
        serde_json::to_value($value)
    };
}

#[cfg(not(feature = "serde"))]
macro_rules! to_json {
    ($value:expr) => {{
        let _ = $value;
        Ok::<_, serde_json::Error>(serde_json::Value::Null)
    }};
}

fn main() -> ExitCode {
    let options = match parse(std::env::args().skip(1)) {
        Ok(Some(options)) => options,
        Ok(None) => {
            // A reader that stops early (`damage --help | head`) is not an error.
            let _ = writeln!(std::io::stdout().lock(), "{HELP}");
            return ExitCode::SUCCESS;
        }
        Err(message) => return usage_error(&message),
    };
    let mut text = String::new();
    let mut rng = osr::seeded(options.seed);
    let mut run = Run {
        text: &mut text,
        rng: &mut rng,
    };
    let mut status = ExitCode::SUCCESS;
    for (name, section) in SYSTEMS {
        if options.system.as_deref().is_some_and(|s| s != name) {
            continue;
        }
        match section(&options, &mut run) {
            Ok(()) => {}
            Err(Failure::Usage(message)) => {
                status = usage_error(&message);
                break;
            }
            Err(Failure::Rule(err)) => {
                eprintln!("damage: {name}: {err}");
                status = ExitCode::from(2);
                break;
            }
        }
        if !options.json {
            run.line("");
        }
    }
    // A reader that stops early (`damage | head`) is not an error.
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
    status
}

fn usage_error(message: &str) -> ExitCode {
    eprintln!("damage: {message}\n{USAGE}\n(run with --help for the options)");
    ExitCode::from(2)
}

/// The options, or `None` for `--help`.
fn parse(args: impl Iterator<Item = String>) -> Result<Option<Options>, String> {
    let mut options = Options {
        system: None,
        seed: 7,
        odds: false,
        json: false,
        numbers: Vec::new(),
        damage: None,
        hazard: None,
    };
    let mut args = args;
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or_else(|| format!("{name} needs a value"));
        match arg.as_str() {
            "-h" | "--help" => return Ok(None),
            "--odds" => options.odds = true,
            "--json" if cfg!(feature = "serde") => options.json = true,
            "--json" => return Err("--json needs the serde feature".to_owned()),
            "--system" => {
                let name = value("--system")?;
                if !SYSTEMS.iter().any(|(n, _)| *n == name) {
                    return Err(format!("unknown system {name:?} (expected {NAMES})"));
                }
                options.system = Some(name);
            }
            "--seed" => {
                let text = value("--seed")?;
                options.seed = text
                    .parse()
                    .map_err(|_| format!("--seed takes a whole number, got {text:?}"))?;
            }
            "--damage" => options.damage = Some(value("--damage")?),
            "--hazard" => options.hazard = Some(value("--hazard")?),
            flag => {
                let flag = if flag == "--floors" { "--units" } else { flag };
                let Some(name) = NUMBERS.iter().find(|n| **n == flag) else {
                    return Err(format!("unknown option {arg:?}"));
                };
                let text = value(name)?;
                let number = text
                    .parse::<i64>()
                    .map_err(|_| format!("{arg} takes a whole number, got {text:?}"))?;
                options.numbers.push((name, number));
            }
        }
    }
    Ok(Some(options))
}

/// The text being written and the dice.
struct Run<'a> {
    text: &'a mut String,
    rng: &'a mut DefaultRng,
}

impl Run<'_> {
    fn line(&mut self, s: &str) {
        let _ = writeln!(self.text, "{s}");
    }

    fn dice(&mut self, dice: &[Rolled]) {
        let faces = dice
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(", ");
        self.line(&format!(
            "  dice: {}",
            if faces.is_empty() { "none" } else { &faces }
        ));
    }

    /// The exact table: each band as a fraction and a decimal, then their
    /// sum.
    fn odds<B: Ord>(&mut self, title: &str, odds: &Odds<B>, name: impl Fn(&B) -> String) {
        self.line(&format!("  odds {title}:"));
        let mut rows: Vec<(String, &BigRational)> =
            odds.bands().map(|(band, p)| (name(band), p)).collect();
        if let Some((band, p)) = odds.tail() {
            rows.push((format!("{} or worse", name(band)), p));
        }
        let total = odds.total();
        rows.push(("total".to_owned(), &total));
        let width = rows.iter().map(|(n, _)| n.len()).max().unwrap_or(0);
        let digits = rows
            .iter()
            .map(|(_, p)| p.to_string().len())
            .max()
            .unwrap_or(0);
        for (band, p) in rows {
            self.line(&format!(
                "    {band:<width$}  {:>digits$}  {}",
                p.to_string(),
                decimal(p)
            ));
        }
    }
}

fn decimal(p: &BigRational) -> String {
    let f = Probability::from_ratio(p).map_or(0.0, |p| p.to_f64());
    format!("{f:.6}")
}

/// One JSON object for a system: its name, the outcome as the
/// library serializes it, the state after, and the odds when asked for.
fn json(
    run: &mut Run<'_>,
    system: &str,
    outcome: serde_json::Value,
    after: serde_json::Value,
    odds: Option<serde_json::Value>,
) {
    let mut object = serde_json::Map::new();
    object.insert("system".into(), system.into());
    object.insert("outcome".into(), outcome);
    object.insert("after".into(), after);
    if let Some(odds) = odds {
        object.insert("odds".into(), odds);
    }
    run.line(&serde_json::Value::Object(object).to_string());
}

fn yes(passed: bool) -> &'static str {
    if passed { "passed" } else { "failed" }
}

fn constitution(options: &Options, run: &mut Run<'_>) -> Result<(), Failure> {
    use osr::check::constitution::Level;
    use osr::health::constitution::{
        Event, HitBand, HitDice, Hp, Injury, InjuryBand, Marks, Vitality,
    };

    let hit_dice = HitDice::try_from(options.number("--hit-dice", 1))?.get();
    let hp = Hp::try_from(options.number("--hp", 0))?.get();
    let strength = options.int("--str", 12)?;
    let will = options.int("--wil", 12)?;
    let damage = options.damage.as_deref().unwrap_or("2d6");
    let level = Level::try_from(options.number("--level", 1))?.get();
    let marks = Marks::try_from(options.number("--marks", 0))?.get();
    let before = Vitality::new(hit_dice, hp)?.with_level(level, marks)?;
    let saves = Injury::new(0, strength, will)?;
    let mut pc = before.clone();
    let (outcome, odds) = if let Ok(number) = damage.parse::<i64>() {
        let damage = osr::health::constitution::Damage::try_from(number)?.get();
        let outcome = pc.take_damage(damage, saves, run.rng)?;
        let odds = options
            .odds
            .then(|| fixed_odds(&before, damage, saves.with_marks(level, marks)?))
            .transpose()?;
        (outcome, odds)
    } else {
        let dice: Dice = damage.parse().map_err(|err| {
            Failure::Usage(format!(
                "--damage takes dice or a number, got {damage:?}: {err}"
            ))
        })?;
        let outcome = pc.roll_damage(dice, saves, run.rng)?;
        let odds = options
            .odds
            .then(|| before.hit_odds(dice, saves))
            .transpose()?;
        (outcome, odds)
    };
    if options.json {
        let odds = odds.as_ref().map(|odds| to_json!(odds)).transpose()?;
        json(
            run,
            "constitution",
            to_json!(&outcome)?,
            to_json!(&pc)?,
            odds,
        );
        return Ok(());
    }
    let name = |band: &HitBand| match band {
        HitBand::Protected => "hit points take it all".to_owned(),
        HitBand::Injured(InjuryBand::Dead) => "dead".to_owned(),
        HitBand::Injured(InjuryBand::MajorDown) => "major wound, collapsed".to_owned(),
        HitBand::Injured(InjuryBand::MajorStanding) => "major wound, standing".to_owned(),
        HitBand::Injured(InjuryBand::MinorDown) => "minor wound, collapsed".to_owned(),
        HitBand::Injured(InjuryBand::MinorStanding) => "minor wound, standing".to_owned(),
    };
    run.line(&format!(
        "== 3d6 Constitution: {hit_dice} HD at HP {hp}, STR {strength}, WIL {will}, hit for {damage}"
    ));
    if let Some(odds) = &odds {
        run.odds(&format!("of {damage}"), odds, name);
    }
    run.dice(outcome.dice());
    for event in outcome.events() {
        let step = match event {
            Event::DamageRolled { total } => format!("damage rolled: {total}"),
            Event::HpLost { from, to } => format!("HP {from} -> {to}"),
            Event::InjurySaves {
                dc,
                strength_total,
                strength_passed,
                will_total,
                will_passed,
            } => format!(
                "injury saves against DC {dc}: strength {strength_total} {}, will {} {}",
                yes(*strength_passed),
                will_total.map_or_else(|| "given up".to_owned(), |t| t.to_string()),
                yes(*will_passed)
            ),
            Event::MinorWound => "a minor wound (a shallow cut: -2 to heavy tasks)".to_owned(),
            Event::MajorWound { marks } => format!("a major wound, marked ({marks} in all)"),
            Event::Collapsed => "collapsed".to_owned(),
            Event::Died => "died".to_owned(),
            other => format!("{other:?}"),
        };
        run.line(&format!("  {step}"));
    }
    run.line(&format!(
        "  => {}; HP {}, minor wounds {}, marks {}{}",
        name(&outcome.band()),
        pc.hp(),
        pc.minor_wounds(),
        pc.marks(),
        if pc.is_dead() { ", dead" } else { "" }
    ));
    Ok(())
}

/// The odds of a fixed amount of damage: the injury saves' own odds when
/// it gets past the hit points (the library's `hit_odds` takes dice).
fn fixed_odds(
    before: &osr::health::constitution::Vitality,
    damage: u32,
    saves: osr::health::constitution::Injury,
) -> Result<Odds<osr::health::constitution::HitBand>, Error> {
    use osr::check::Check;
    use osr::health::constitution::HitBand;

    if damage <= before.hp() {
        return Ok(Odds::certain(HitBand::Protected));
    }
    let injury = saves.with_overflow(damage - before.hp())?;
    Ok(injury.odds().map(HitBand::Injured))
}

fn cairn_house(options: &Options, run: &mut Run<'_>) -> Result<(), Failure> {
    use osr::health::cairn_house::{Attack, Character, Consequence, Damage, Dr, Event, Hp};

    let hp = Hp::try_from(options.number("--hp", 3))?.get();
    let scores = [
        options.int("--str", 12)?,
        options.int("--dex", 10)?,
        options.int("--wil", 10)?,
    ];
    let dr = Dr::try_from(options.number("--dr", 1))?.get();
    let damage = options.damage.as_deref().unwrap_or("d8");
    let before = Character::new(hp, scores)?;
    let mut pc = before.clone();
    let (outcome, odds) = if let Ok(number) = damage.parse::<i64>() {
        let dealt = Damage::try_from(number)?.get().saturating_sub(dr);
        let outcome = pc.take_damage(dealt, run.rng)?;
        let odds = options
            .odds
            .then(|| before.damage_odds(dealt))
            .transpose()?;
        (outcome, odds)
    } else {
        let die: Die = damage.parse().map_err(|err| {
            Failure::Usage(format!(
                "--damage takes d4, d6, d8, d10, d12 or a number, got {damage:?}: {err}"
            ))
        })?;
        let attack = Attack::new(StepDie::try_from(die)?, dr)?;
        let outcome = attack.roll(&mut pc, run.rng)?;
        let odds = options.odds.then(|| attack.odds(&before)).transpose()?;
        (outcome, odds)
    };
    if options.json {
        let odds = odds.as_ref().map(|odds| to_json!(odds)).transpose()?;
        json(
            run,
            "cairn-house",
            to_json!(&outcome)?,
            to_json!(&pc)?,
            odds,
        );
        return Ok(());
    }
    let name = |band: &Consequence| match band {
        Consequence::Standing => "standing".to_owned(),
        Consequence::Grievous(wound) => format!("exactly 0 HP: {wound}"),
        Consequence::StrengthLoss => "STR lost, save passed".to_owned(),
        Consequence::CriticalDamage => "critical damage".to_owned(),
        Consequence::Dead => "dead".to_owned(),
    };
    run.line(&format!(
        "== Cairn House Rules: HP {hp}, STR {}, DEX {}, WIL {}, hit for {damage} through DR {dr}",
        scores[0], scores[1], scores[2]
    ));
    if let Some(odds) = &odds {
        run.odds(&format!("of {damage} through DR {dr}"), odds, name);
    }
    run.dice(outcome.dice());
    for event in outcome.events() {
        let step = match event {
            Event::DamageRolled {
                sides,
                face,
                dr,
                damage,
            } => format!("d{sides} shows {face}, less DR {dr}: {damage} damage"),
            Event::HpLost { from, to } => format!("HP {from} -> {to}"),
            Event::GrievousWound { face, wound } => {
                format!("exactly 0 HP: grievous wound d6 {face}: {wound}")
            }
            Event::Blinded => "both eyes gone: blinded".to_owned(),
            Event::StrengthLost { from, to, excess } => {
                format!("{excess} past 0 HP: STR {from} -> {to}")
            }
            Event::CriticalDamageSave {
                target,
                face,
                passed,
            } => format!(
                "critical damage save against STR {target}: d20 {face}, {}",
                yes(*passed)
            ),
            Event::CriticalDamage => {
                "critical damage: crawling, dead within the hour untreated".to_owned()
            }
            Event::Died { cause } => format!("died ({cause:?})"),
            other => format!("{other:?}"),
        };
        run.line(&format!("  {step}"));
    }
    run.line(&format!("  => {}; {}", name(&outcome.band()), sheet(&pc)));
    Ok(())
}

fn sheet(pc: &osr::health::cairn_house::Character) -> String {
    use osr::check::cairn_house::Ability;

    let score = |a| pc.score(a).current();
    format!(
        "HP {}, STR {}, DEX {}, WIL {}{}",
        pc.hp(),
        score(Ability::Str),
        score(Ability::Dex),
        score(Ability::Wil),
        if pc.is_dead() { ", dead" } else { "" }
    )
}

fn gods_and_monsters(options: &Options, run: &mut Run<'_>) -> Result<(), Failure> {
    use osr::health::gods_and_monsters::{
        Consequence, Event, Fall, Resilience, RolledAgainst, Survival, TimerUnit, Verve, Vitals,
    };

    let feet = options.uint("--feet", 60)?;
    let survival = Survival::try_from(options.number("--survival", 7))?.get();
    let verve = Verve::try_from(options.number("--verve", 17))?.get();
    let fortitude = options.int("--fortitude", 11)?;
    let endurance = options.int("--endurance", 15)?;
    let vitals = Vitals::new(survival, verve)?;
    let fall = Fall::new(feet, vitals, Resilience::new(fortitude, endurance)?)?;
    let dying = fall.chance_of_dying()?;
    let odds = options.odds.then(|| fall.odds()).transpose()?;
    let outcome = fall.roll(run.rng)?;
    if options.json {
        let odds = odds.as_ref().map(|odds| to_json!(odds)).transpose()?;
        json(
            run,
            "gods-and-monsters",
            to_json!(&outcome)?,
            to_json!(outcome.vitals())?,
            odds,
        );
        return Ok(());
    }
    let name = |band: &Consequence| {
        match band {
            Consequence::Unharmed => "unharmed",
            Consequence::Hurt => "hurt",
            Consequence::Injured => "injured",
            Consequence::Unconscious => "unconscious",
            Consequence::Dying => "dying",
            Consequence::DyingUnconscious => "dying, unconscious",
            Consequence::Doomed => "doomed",
        }
        .to_owned()
    };
    let row = fall.feet().row();
    run.line(&format!(
        "== Gods & Monsters: a fall of {feet} feet ({}d6, {} s aloft), survival {survival}, verve {verve}, fortitude {fortitude}, endurance {endurance}",
        row.dice,
        fall.feet().seconds()
    ));
    run.line(&format!("  chance of dying: {dying} ({})", decimal(&dying)));
    if let Some(odds) = &odds {
        run.odds(&format!("of a {feet}-foot fall"), odds, name);
    }
    run.dice(outcome.dice());
    for event in outcome.events() {
        let step = match event {
            Event::FallDamageRolled {
                dice,
                total,
                damage,
            } => format!("{dice}d6 of falling: {total}, {damage} taken"),
            Event::SurvivalLost { from, to } => format!("survival {from} -> {to}"),
            Event::VerveLost { from, to } => format!("verve {from} -> {to}"),
            Event::InjuryTaken { from, to } => format!("injuries {from} -> {to}"),
            Event::CheckRolled {
                reaction,
                target,
                face,
                passed,
            } => format!(
                "{} roll, {target} or less: d20 {face}, {}",
                match reaction {
                    RolledAgainst::StayConscious => "fortitude (stay conscious)",
                    RolledAgainst::Evasion => "evasion",
                    RolledAgainst::Perception => "perception",
                    RolledAgainst::Health => "health",
                    RolledAgainst::Willpower => "willpower",
                    RolledAgainst::Awaken => "awaken",
                },
                yes(*passed)
            ),
            Event::FellUnconscious { minutes } => {
                format!("unconscious for {minutes} minutes")
            }
            Event::DeathCheckRolled {
                injuries,
                injuries_face,
                endurance_target,
                endurance_face,
            } => format!(
                "death check: the injuries roll {injuries_face} against {injuries}, endurance {} against {endurance_target}",
                endurance_face.map_or_else(|| "not rolled".to_owned(), |f| f.to_string())
            ),
            Event::DeathAverted => "the death check is survived".to_owned(),
            Event::Dying { timer } => format!(
                "dying: {} {} to live",
                timer.left(),
                match timer.unit() {
                    TimerUnit::Minutes => "minutes",
                    TimerUnit::Hours => "hours",
                }
            ),
            other => format!("{other:?}"),
        };
        run.line(&format!("  {step}"));
    }
    let after = outcome.vitals();
    run.line(&format!(
        "  => {}; survival {}, verve {}, injuries {}",
        name(&outcome.consequence()),
        after.survival(),
        after.verve(),
        after.injuries()
    ));
    Ok(())
}

fn murdham(options: &Options, run: &mut Run<'_>) -> Result<(), Failure> {
    use osr::check::murdham::Damage;
    use osr::health::murdham::{Armour, Event, Health, Hit, HitBand};

    let max = options.uint("--str", 12)?;
    let current = options.uint("--health", 8)?;
    let armour = Armour::try_from(options.number("--armour", 1))?.get();
    let damage = options.damage.as_deref().unwrap_or("d10");
    let die: Die = damage.parse().map_err(|err| {
        Failure::Usage(format!(
            "--damage takes d4, d6, d8, d10 or d12, got {damage:?}: {err}"
        ))
    })?;
    let hit = Hit::new(Damage::new(StepDie::try_from(die)?), armour)?;
    let before = Health::new(current, max)?;
    let mut health = before;
    let odds = hit.odds(before)?;
    let outcome = hit.apply(&mut health, run.rng)?;
    if options.json {
        let odds = options.odds.then(|| to_json!(&odds)).transpose()?;
        json(run, "murdham", to_json!(&outcome)?, to_json!(health)?, odds);
        return Ok(());
    }
    let name = |band: &HitBand| {
        match band {
            HitBand::Unhurt => "unhurt",
            HitBand::Hurt => "hurt",
            HitBand::CriticalDamage => "critical damage",
            HitBand::Dying => "dying",
            HitBand::Dead => "dead",
        }
        .to_owned()
    };
    run.line(&format!(
        "== Murdham: health {current} of {max}, an exploding {damage} through armour {armour}"
    ));
    let critical = odds.sum_where(|b| *b >= HitBand::CriticalDamage);
    run.line(&format!(
        "  chance of critical damage or worse: {critical} ({})",
        decimal(&critical)
    ));
    if options.odds {
        run.odds(&format!("of {damage} through armour {armour}"), &odds, name);
    }
    run.dice(outcome.dice());
    if outcome.dice().len() > 1 {
        run.line(&format!(
            "  the {damage} exploded: each die after the first adds its face less one"
        ));
    }
    for event in outcome.events() {
        let step = match event {
            Event::DamageRolled { total } => format!("damage rolled: {total}"),
            Event::ArmourAbsorbed { armour, damage } => {
                format!("armour {armour} takes its share: {damage} left")
            }
            Event::HealthLost { from, to } => format!("health {from} -> {to}"),
            Event::CriticalDamage => {
                "critical damage: out of action to the end of the stretch".to_owned()
            }
            Event::Dying => "dying".to_owned(),
            Event::Died => "dead".to_owned(),
            other => format!("{other:?}"),
        };
        run.line(&format!("  {step}"));
    }
    run.line(&format!(
        "  => {}; health {} of {}",
        name(&outcome.band()),
        health.current(),
        health.max()
    ));
    Ok(())
}

fn block_dodge_parry(options: &Options, run: &mut Run<'_>) -> Result<(), Failure> {
    use osr::check::block_dodge_parry::Ability;
    use osr::health::block_dodge_parry::{
        Body, Critical, Event, Exposure, Injury, Track, Units, hazard,
    };

    let id = options.hazard.as_deref().unwrap_or("fall");
    let source = hazard(id)?;
    let default_units = if source.per.is_some() { 2 } else { 1 };
    let units = Units::try_from(options.number("--units", default_units))?.get();
    let [str, dex, wil] = [
        options.int("--str", 14)?,
        options.int("--dex", 10)?,
        options.int("--wil", 11)?,
    ];
    let before = Body::new(
        Track::new(str, str)?,
        Track::new(dex, dex)?,
        Track::new(wil, wil)?,
    );
    let exposure = Exposure::new(source, units)?;
    let odds = options.odds.then(|| exposure.odds(&before));
    let mut body = before.clone();
    let outcome = exposure.apply(&mut body, run.rng)?;
    if options.json {
        let odds = odds.as_ref().map(|odds| to_json!(odds)).transpose()?;
        json(
            run,
            "block-dodge-parry",
            to_json!(&outcome)?,
            to_json!(&body)?,
            odds,
        );
        return Ok(());
    }
    let name = |band: &Critical| match band {
        Critical::Dead => "dead".to_owned(),
        Critical::Injured(injury) => format!(
            "injured: {}{}",
            injury.area(),
            match injury {
                Injury::LostEye => ", an eye lost",
                Injury::Scar => ", a cool scar",
                _ => "",
            }
        ),
        Critical::Immobilised => "immobilised".to_owned(),
        Critical::Debilitated => "debilitated".to_owned(),
        Critical::Prevented(area) => format!("injury to the {area} prevented"),
        Critical::Unharmed => "still up".to_owned(),
    };
    let per = source
        .per
        .map_or_else(String::new, |unit| format!(", {units} x {unit:?}"));
    run.line(&format!(
        "== Block, Dodge, Parry: {} ({id}{per}) on STR {str}, DEX {dex}, WIL {wil}",
        source.name
    ));
    if let Some(odds) = &odds {
        run.odds(&format!("of {id}"), odds, name);
    }
    run.dice(outcome.dice());
    for event in outcome.events() {
        let step = match event {
            Event::Damage { ability, amount } => format!("{amount} {ability} damage"),
            Event::AbilityLost { ability, from, to } => format!("{ability} {from} -> {to}"),
            Event::ReachedZero { ability } => format!("{ability} reached 0"),
            Event::CriticalDamageSave {
                ability,
                score,
                critical,
            } => format!(
                "Critical Damage Save against {ability} {score}: {}",
                name(critical)
            ),
            Event::WoundTaken { wound } => format!("wound taken: {wound}"),
            Event::WoundEscalated { wound } => format!("wound worsened: {wound}"),
            other => format!("{other:?}"),
        };
        run.line(&format!("  {step}"));
    }
    run.line(&format!(
        "  => {}; STR {}, DEX {}, WIL {}",
        name(&outcome.critical()),
        body.track(Ability::Str).current(),
        body.track(Ability::Dex).current(),
        body.track(Ability::Wil).current()
    ));
    Ok(())
}
