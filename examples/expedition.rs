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
  --json           print the event log and the final sheets as JSON
                   (built with the serde feature)
  -h, --help       print this help

Exit status: 0 on success, 1 when a rule refuses a step, 2 for a usage
error.";

const USAGE: &str = "usage: expedition [--system NAME] [--seed N] [--json]";

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
            other => return Err(format!("unknown option {other:?}")),
        }
    }
    Ok(Some(options))
}
