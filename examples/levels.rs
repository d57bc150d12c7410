//! Level tables, and a seeded character levelled up with every roll shown.
//!
//! For 3d6 Constitution: the level table (standard and the short-campaign
//! 1/10 scale), then an adventurer's sessions: the treasure and foes that
//! give experience, the level each total reaches, and the improvement and
//! spell-rating rolls after each session. For Gods & Monsters: the level
//! table with what each level brings, then Toromeen the dwarven warrior
//! from level 1 upward, adventure by adventure: a strength roll whose
//! failure a mojo bid may turn (its XP at once), the Guide's experience
//! for conflicts and donated loot, and each level it brings at once: its
//! d10 with the contributors, mojo, reactions, Fighting Art, specialties
//! and the moral code's review. Cairn House Rules, Murdham and Block,
//! Dodge, Parry have no levels, and say so.
//!
//! ```text
//! cargo run --example levels                                 # every system, seed 1
//! cargo run --example levels -- --system gods-and-monsters --levels 6
//! cargo run --example levels -- --seed 7
//! cargo run --example levels -- --help
//! ```
//!
//! Usage errors (an unknown option, a bad number) print a message and exit
//! with status 2.

use std::fmt::Write as _;
use std::io::Write as _;
use std::process::ExitCode;

use osr::advancement::constitution::{
    self as tc, Ability as TcAbility, Gain, Haul, Improvement, SessionEnd, SessionEvent,
    SpellImprovement,
};
use osr::advancement::gods_and_monsters::{
    self as gm, Abilities, Archetype, Bid, Disposal, Event, FirstLevel, LevelUp, Mojo, Source,
};
use osr::advancement::{Error, Growth, Xp, block_dodge_parry, cairn_house, murdham};
use osr::check::gods_and_monsters::Roll;
use osr::check::{Check, Resolved};
use osr::equipment::constitution::Coins;
use osr::equipment::gods_and_monsters::Price;

const HELP: &str = "\
levels: each system's level table, and a seeded character levelled up with
every roll shown.

Usage: levels [--system NAME] [--levels N] [--seed N]

options:
  --system NAME  print one system only; NAME is one of
                   constitution       3d6 Constitution
                   cairn-house        Cairn House Rules
                   gods-and-monsters  Gods & Monsters
                   murdham            Murdham
                   block-dodge-parry  Block, Dodge, Parry
                 (default: every system)
  --levels N     levels to gain, 1 to 20 (default 4)
  --seed N       seed of the reference generator (default 1): the same
                 seed prints the same rolls everywhere
  -h, --help     print this help

Usage errors exit with status 2.";

const SYSTEMS: [&str; 5] = [
    "constitution",
    "cairn-house",
    "gods-and-monsters",
    "murdham",
    "block-dodge-parry",
];

/// The command line, parsed.
struct Options {
    system: Option<&'static str>,
    levels: u32,
    seed: u64,
}

fn main() -> ExitCode {
    let options = match parse(std::env::args().skip(1)) {
        Ok(Some(options)) => options,
        Ok(None) => {
            let _ = writeln!(std::io::stdout().lock(), "{HELP}");
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("error: {message}");
            eprintln!("Run `levels --help` for the options.");
            return ExitCode::from(2);
        }
    };
    let mut out = String::new();
    for name in SYSTEMS {
        if options.system.is_some_and(|s| s != name) {
            continue;
        }
        let result = match name {
            "constitution" => constitution(&mut out, &options),
            "gods-and-monsters" => gods_and_monsters(&mut out, &options),
            "cairn-house" => {
                no_levels(&mut out, "Cairn House Rules", &cairn_house::GROWTH);
                Ok(())
            }
            "murdham" => {
                no_levels(&mut out, "Murdham", &murdham::GROWTH);
                Ok(())
            }
            _ => {
                no_levels(&mut out, "Block, Dodge, Parry", &block_dodge_parry::GROWTH);
                Ok(())
            }
        };
        if let Err(err) = result {
            eprintln!("error: {err}");
            return ExitCode::FAILURE;
        }
    }
    // A reader that stops early (`levels | head`) is not an error.
    match std::io::stdout().write_all(out.as_bytes()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) if err.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: cannot write the output: {err}");
            ExitCode::FAILURE
        }
    }
}

/// Reads the options; `Ok(None)` asks for the help.
fn parse(mut args: impl Iterator<Item = String>) -> Result<Option<Options>, String> {
    let mut options = Options {
        system: None,
        levels: 4,
        seed: 1,
    };
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "-h" | "--help" => return Ok(None),
            "--system" => {
                let name = args.next().ok_or("--system needs a name")?;
                options.system = Some(
                    SYSTEMS
                        .into_iter()
                        .find(|s| *s == name)
                        .ok_or_else(|| format!("unknown system '{name}'"))?,
                );
            }
            "--levels" => {
                let n = args.next().ok_or("--levels needs a number")?;
                options.levels = n
                    .parse()
                    .ok()
                    .filter(|n| (1..=20).contains(n))
                    .ok_or_else(|| format!("--levels takes 1 to 20, got '{n}'"))?;
            }
            "--seed" => {
                let n = args.next().ok_or("--seed needs a number")?;
                options.seed = n
                    .parse()
                    .map_err(|_| format!("--seed takes 0 to 2^64-1, got '{n}'"))?;
            }
            other => return Err(format!("unknown argument '{other}'")),
        }
    }
    Ok(Some(options))
}

/// `+n` or `-n`.
fn signed(n: i32) -> String {
    format!("{n:+}")
}

fn constitution(out: &mut String, options: &Options) -> Result<(), Error> {
    let _ = writeln!(out, "== 3d6 Constitution ==\n");
    let table = tc::level_table();
    let short = tc::scaled_level_table(1, 10)?;
    let _ = writeln!(out, "level   XP (standard)   XP (short campaign, 1/10)");
    for level in 1..=10 {
        let _ = writeln!(
            out,
            "{level:>5}   {:>13}   {:>25}",
            table.threshold(level)?,
            short.threshold(level)?
        );
    }
    let _ = writeln!(
        out,
        "\nAn adventurer (STR 12, WIT 10, KNO 14, WIL 9, CHA 11; a spell at 40%), seed {}:",
        options.seed
    );
    let mut rng = osr::seeded(options.seed);
    let mut scores = [
        (TcAbility::Str, 12),
        (TcAbility::Wit, 10),
        (TcAbility::Kno, 14),
        (TcAbility::Wil, 9),
        (TcAbility::Cha, 11),
    ];
    let mut rating = 40;
    let mut xp = Xp::ZERO;
    let mut level = 1;
    let mut session = 0;
    while level < 1 + options.levels && session < 200 {
        session += 1;
        // Each session: a hoard that doubles as the party goes deeper, and
        // foes of as many hit dice as the level.
        let hoard = Haul {
            gain: Gain::Coins,
            value: Coins::silver(600 << level.min(20)),
            secured: true,
        };
        let foes = tc::foes_xp(&[level, level, 1])?;
        let award = hoard.xp() + foes;
        xp = xp.plus(award)?;
        let reached = table.level(xp)?;
        let _ = writeln!(
            out,
            "\nsession {session}: {} sp of coins ({} XP) and foes ({foes} XP): {xp}, level {reached}{}",
            hoard.value,
            hoard.xp(),
            if reached > level { " (up!)" } else { "" }
        );
        level = reached;
        // The player tries the lowest scores first; the spell was cast.
        let mut order = scores;
        order.sort_by_key(|&(_, s)| s);
        let end = SessionEnd::new(
            Improvement::new(&order)?,
            Some(SpellImprovement::new(rating)?),
        );
        for event in end.roll(&mut rng)?.events() {
            match *event {
                SessionEvent::AbilityTried {
                    ability,
                    score,
                    face,
                } => {
                    let _ = writeln!(out, "  improvement: {ability:?} {score}: d20 = {face}");
                }
                SessionEvent::AbilityRaised { ability, from, to } => {
                    let _ = writeln!(out, "  {ability:?} {from} -> {to}");
                    for entry in &mut scores {
                        if entry.0 == ability {
                            entry.1 = to;
                        }
                    }
                }
                SessionEvent::NoImprovement => {
                    let _ = writeln!(out, "  no ability rises");
                }
                SessionEvent::SpellRated { from, to, d100, d6 } => {
                    let d6 = d6.map_or_else(String::new, |d| format!(", d6 = {d}"));
                    let _ = writeln!(out, "  spell rating {from}% -> {to}% (d100 = {d100}{d6})");
                    rating = to;
                }
            }
        }
    }
    let _ = writeln!(out);
    Ok(())
}

fn gods_and_monsters(out: &mut String, options: &Options) -> Result<(), Error> {
    let _ = writeln!(out, "== Gods & Monsters ==\n");
    let table = gm::level_table();
    let _ = writeln!(
        out,
        "level  total XP  roll          mojo  specialties  Fighting Art: warrior thief sorceror"
    );
    for level in 1..=10 {
        let roll = match level {
            1 => "5 + 5",
            l if l % 2 == 0 => "+d10 verve",
            _ => "+d10 survival",
        };
        let mojo = if level == 1 {
            "12+".to_string()
        } else {
            format!("+{}", gm::mojo_for_level(level))
        };
        let _ = writeln!(
            out,
            "{level:>5}  {:>8}  {roll:<13} {mojo:>4}  {:>11}  {:>21} {:>5} {:>8}",
            table.threshold(level)?,
            gm::specialties_at(level),
            Archetype::Warrior.fighting_art_bonus(level),
            Archetype::Thief.fighting_art_bonus(level),
            Archetype::Sorceror.fighting_art_bonus(level),
        );
    }
    let toromeen = Abilities::new(8, 12, 15, 15, 10, 18)?;
    let first = FirstLevel::new(Archetype::Warrior, &toromeen);
    let _ = writeln!(
        out,
        "\nToromeen, dwarven warrior (Cha 8, Int 12, Wis 15, End 15, Agi 10, Str 18), seed {}:",
        options.seed
    );
    let _ = writeln!(
        out,
        "level 1: survival {}, verve {}, mojo {}, Fighting Art +{}",
        first.survival, first.verve, first.mojo, first.fighting_art
    );
    let mut rng = osr::seeded(options.seed);
    let mut sheet = Sheet {
        survival: first.survival,
        verve: first.verve,
        mojo: Mojo::new(u32::try_from(first.mojo).unwrap_or(0)),
        xp: Xp::ZERO,
        level: 1,
    };
    let target = 1 + options.levels;
    let mut adventure: u32 = 0;
    while sheet.level < target {
        adventure += 1;
        // Strength is the warrior's archetypal ability: a failed roll may be
        // turned by a mojo bid, and each mojo spent gives 50 XP at once.
        let gate = Roll::new(18)?.with_modifier(-4)?;
        let rolled = gate.roll(&mut rng)?;
        let face = rolled.dice().first().map_or(0, |d| d.face);
        let mut line =
            format!("adventure {adventure}: strength 18 - 4 to force a gate, d20 = {face}");
        match rolled.missed_by() {
            None => {
                line.push_str(": forced");
                let _ = writeln!(out, "{line}");
            }
            Some(missed) => {
                let offer = (missed + 1).min(sheet.mojo.get());
                let bid = Bid::settle(sheet.mojo, Some(missed), offer, true)?;
                sheet.mojo = bid.mojo_after;
                let _ = write!(
                    line,
                    ", missed by {missed}: bid {offer}, spent {}, {}; +{} XP at once, mojo {}",
                    bid.spent,
                    if bid.turned { "forced" } else { "still shut" },
                    bid.xp,
                    sheet.mojo.get()
                );
                let _ = writeln!(out, "{line}");
                sheet.earn(out, &table, bid.xp, &toromeen, &mut rng)?;
            }
        }
        // After the adventure: the Guide's award for conflicts, and loot
        // given to a village (2 XP per silver coin), shared.
        let conflicts = Source::Conflict {
            xp: 600 * u64::from(adventure),
        };
        let loot = Source::Loot {
            value: Price::whole(200 * adventure),
            disposal: Disposal::Donated,
        };
        let earned = conflicts.xp() + loot.xp();
        let _ = writeln!(
            out,
            "  after the adventure: conflicts +{} XP, {} sc of loot donated +{} XP: {} XP",
            conflicts.xp(),
            200 * adventure,
            loot.xp(),
            sheet.xp.get() + earned
        );
        sheet.earn(out, &table, earned, &toromeen, &mut rng)?;
    }
    let _ = writeln!(out);
    Ok(())
}

/// Toromeen's running figures.
struct Sheet {
    survival: u32,
    verve: u32,
    mojo: Mojo,
    xp: Xp,
    level: u32,
}

impl Sheet {
    /// Awards `xp` and rolls every level it brings, at once, printing each
    /// change.
    fn earn(
        &mut self,
        out: &mut String,
        table: &osr::advancement::LevelTable,
        xp: u64,
        abilities: &Abilities,
        rng: &mut impl osr::core::FaceSource,
    ) -> Result<(), Error> {
        let awarding = gm::award(table, self.xp, xp, false)?;
        self.xp = awarding.after;
        for level in awarding.from_level + 1..=awarding.to_level {
            let gained = LevelUp::new(Archetype::Warrior, level, abilities)?.roll(rng)?;
            let mut line = format!("  level {level} at {} XP:", self.xp.get());
            for event in gained.events() {
                self.show(&mut line, event)?;
            }
            let _ = writeln!(out, "{}", line.trim_end_matches(';'));
        }
        self.level = awarding.to_level;
        Ok(())
    }

    /// Applies one level-up event and describes it.
    fn show(&mut self, line: &mut String, event: &Event) -> Result<(), Error> {
        match *event {
            Event::SurvivalGained {
                die,
                endurance_major,
                gain,
            } => {
                self.survival += gain;
                let _ = write!(
                    line,
                    " survival +{gain} (d10 = {die}, {} endurance major) = {};",
                    signed(endurance_major),
                    self.survival
                );
            }
            Event::VerveGained {
                die,
                archetypal_minor,
                contributor_minor,
                gain,
                ..
            } => {
                self.verve += gain;
                let _ = write!(
                    line,
                    " verve +{gain} (d10 = {die}, {} strength minor, {} intelligence minor) = {};",
                    signed(archetypal_minor),
                    signed(contributor_minor),
                    self.verve
                );
            }
            Event::MojoGained { mojo } => {
                self.mojo = self.mojo.gain(mojo.into())?;
                let _ = write!(line, " mojo +{mojo} = {};", self.mojo.get());
            }
            Event::ReactionRaised { reaction, by } => {
                let _ = write!(line, " {reaction:?} +{by};");
            }
            Event::FightingArtRaised { bonus, .. } => {
                let _ = write!(line, " Fighting Art now +{bonus};");
            }
            Event::SpecialtyGained { specialties } => {
                let _ = write!(line, " a new specialty ({specialties});");
            }
            Event::ThiefAdvance => line.push_str(" a thief field +1 or a new thief skill;"),
            Event::MoralCodeReview => line.push_str(" moral code reviewed;"),
            Event::LevelReached { .. } => {}
        }
        Ok(())
    }
}

fn no_levels(out: &mut String, name: &str, growth: &Growth) {
    let _ = writeln!(out, "== {name} ==\n");
    let _ = writeln!(
        out,
        "No experience and no levels, by design of the system.{}\n",
        if growth.training_restores {
            " A permanent wound's -1 can be trained away; its slot stays lost."
        } else {
            " Abilities and maximum hit points never rise."
        }
    );
}
