//! An expedition played by the rules, the main example: a party of four
//! is rolled, buys its gear within its money, travels to a site, explores
//! it with the system's clock and event tables, fights what it meets,
//! takes damage, rests and heals, gains experience and levels where the
//! system has them, and comes home. Every roll is in the chronicle.
//!
//! ```sh
//! cargo run --example expedition                          # 3d6 Constitution, seed 7
//! cargo run --example expedition -- --system cairn-house --seed 42
//! cargo run --features serde --example expedition -- --json
//! cargo run --example expedition -- --help
//! cargo run --release --example expedition -- --system murdham --tally 10000
//! ```
//!
//! Each system's expedition is in its own file under
//! `examples/expedition/`. The same seed gives the same expedition on
//! every platform. Usage errors (an unknown option, a bad value) print a
//! message and exit with status 2; a rule refusing a step exits with 1.
//!
//! Murdham's and Block, Dodge, Parry's rules give no character creation:
//! their parties of four are the table's, abilities and HP stated as data,
//! and everything after that is rolled by the rules.

use std::io::Write as _;
use std::process::ExitCode;

#[path = "expedition/block_dodge_parry.rs"]
mod block_dodge_parry;
#[path = "expedition/cairn_house.rs"]
mod cairn_house;
#[path = "expedition/chronicle.rs"]
mod chronicle;
#[path = "expedition/constitution.rs"]
mod constitution;
#[path = "expedition/gods_and_monsters.rs"]
mod gods_and_monsters;
#[path = "expedition/murdham.rs"]
mod murdham;

const HELP: &str = "\
expedition: a party of four through a whole expedition, by the rules

Usage: expedition [--system NAME] [--seed N] [--json]
       expedition [--system NAME] --tally N

A party of four is created by the rules from a seeded generator (in
Murdham and Block, Dodge, Parry, whose rules give no creation, it is the
table's, stated as data), buys equipment within its money, travels to a
site and explores it with the system's clock and event tables, fights
what it meets, rests and heals, advances where the system has levels,
and comes home. Every roll and every step is printed; the same seed
gives the same expedition.

Options:
  --system NAME    the rule system; NAME is one of
                     constitution       3d6 Constitution (the default)
                     cairn-house        Cairn House Rules
                     gods-and-monsters  Gods & Monsters
                     murdham            Murdham
                     block-dodge-parry  Block, Dodge, Parry
  --seed N         seed the reference generator with N (default 7)
  --json           print the chronicle's sections, the final sheets and
                   the saved expedition (which replays from its faces) as
                   JSON (built with the serde feature)
  --tally N        play seeds 0 to N-1 and print how the expeditions
                   ended, the rounds fought, the deaths and the treasure
                   brought home, and how long it took
  -h, --help       print this help

Exit status: 0 on success, 1 when a rule refuses a step, 2 for a usage
error.";

const USAGE: &str = "usage: expedition [--system NAME] [--seed N] [--json] [--tally N]";

type Run = fn(u64) -> Result<chronicle::Chronicle, Box<dyn std::error::Error>>;

/// The systems by their command-line name; the first is the default.
const SYSTEMS: [(&str, Run); 5] = [
    ("constitution", constitution::run),
    ("cairn-house", cairn_house::run),
    ("gods-and-monsters", gods_and_monsters::run),
    ("murdham", murdham::run),
    ("block-dodge-parry", block_dodge_parry::run),
];

struct Options {
    system: &'static str,
    run: Run,
    seed: u64,
    json: bool,
    tally: Option<u64>,
}

fn main() -> ExitCode {
    let options = match parse(std::env::args().skip(1)) {
        Ok(Some(options)) => options,
        Ok(None) => {
            // A reader that stops early (`expedition --help | head`) is not an error.
            let _ = writeln!(std::io::stdout().lock(), "{HELP}");
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("expedition: {message}\n{USAGE}\n(run with --help for the options)");
            return ExitCode::from(2);
        }
    };
    if let Some(count) = options.tally {
        return tally(&options, count);
    }
    let chronicle = match (options.run)(options.seed) {
        Ok(chronicle) => chronicle,
        Err(err) => {
            eprintln!("expedition: {}: {err}", options.system);
            return ExitCode::FAILURE;
        }
    };
    let out = if options.json {
        format!("{}\n", chronicle.json(options.system, options.seed))
    } else {
        chronicle.text
    };
    // A reader that stops early (`expedition | head`) is not an error.
    let _ = std::io::stdout().lock().write_all(out.as_bytes());
    ExitCode::SUCCESS
}

/// The options, or `None` for `--help`.
fn parse(args: impl Iterator<Item = String>) -> Result<Option<Options>, String> {
    let (system, run) = SYSTEMS[0];
    let mut options = Options {
        system,
        run,
        seed: 7,
        json: false,
        tally: None,
    };
    let mut args = args;
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or_else(|| format!("{name} needs a value"));
        match arg.as_str() {
            "-h" | "--help" => return Ok(None),
            "--json" if cfg!(feature = "serde") => options.json = true,
            "--json" => return Err("--json needs the serde feature".to_owned()),
            "--system" => {
                let name = value("--system")?;
                let Some(&(system, run)) = SYSTEMS.iter().find(|(n, _)| *n == name) else {
                    let names: Vec<&str> = SYSTEMS.iter().map(|(n, _)| *n).collect();
                    return Err(format!(
                        "unknown system {name:?} (expected one of {})",
                        names.join(", ")
                    ));
                };
                options.system = system;
                options.run = run;
            }
            "--seed" => {
                let seed = value("--seed")?;
                options.seed = seed
                    .parse()
                    .map_err(|_| format!("--seed needs a whole number, got {seed:?}"))?;
            }
            "--tally" => {
                let count = value("--tally")?;
                options.tally =
                    Some(
                        count.parse().ok().filter(|&n| n > 0).ok_or_else(|| {
                            format!("--tally needs a count of seeds, got {count:?}")
                        })?,
                    );
            }
            other => return Err(format!("unknown option {other:?}")),
        }
    }
    Ok(Some(options))
}

/// Plays seeds 0 to `count - 1` of the chosen system and prints how the
/// expeditions ended, in figures every system shares.
fn tally(options: &Options, count: u64) -> ExitCode {
    use osr::play::Ending;

    let started = std::time::Instant::now();
    let endings = [Ending::Home, Ending::Retreat, Ending::Rout, Ending::Dead];
    let mut ended = [0_u64; 4];
    let (mut rounds, mut most_rounds, mut deaths, mut treasure) = (0_u64, 0_u32, 0_u64, 0_u64);
    let mut with_deaths = 0_u64;
    for seed in 0..count {
        let summary = match (options.run)(seed).map(|chronicle| chronicle.summary) {
            Ok(Some(summary)) => summary,
            Ok(None) => {
                eprintln!("expedition: {}: seed {seed} did not end", options.system);
                return ExitCode::FAILURE;
            }
            Err(err) => {
                eprintln!("expedition: {}: seed {seed}: {err}", options.system);
                return ExitCode::FAILURE;
            }
        };
        if let Some(at) = endings.iter().position(|&e| e == summary.ending) {
            ended[at] += 1;
        }
        rounds += u64::from(summary.rounds);
        most_rounds = most_rounds.max(summary.rounds);
        deaths += u64::from(summary.deaths);
        with_deaths += u64::from(summary.deaths > 0);
        treasure += summary.treasure_home;
    }
    let seconds = started.elapsed().as_secs_f64();
    #[allow(clippy::cast_precision_loss)] // counts far below 2^52
    let share = |n: u64| 100.0 * n as f64 / count as f64;
    #[allow(clippy::cast_precision_loss)]
    let mean = |n: u64| n as f64 / count as f64;
    let mut out = format!(
        "{}: {count} expeditions (seeds 0 to {}) in {seconds:.1} s\n",
        options.system,
        count - 1
    );
    for (ending, n) in endings.iter().zip(ended) {
        out += &format!("  {ending}: {n} ({:.1} %)\n", share(n));
    }
    out += &format!(
        "  rounds fought: {:.2} on average, at most {most_rounds}\n",
        mean(rounds)
    );
    out += &format!(
        "  deaths: {:.2} on average; at least one in {:.1} %\n",
        mean(deaths),
        share(with_deaths)
    );
    out += &format!("  treasure home: {:.1} coins on average\n", mean(treasure));
    let _ = std::io::stdout().lock().write_all(out.as_bytes());
    ExitCode::SUCCESS
}
