//! A seeded fight in each system, round by round: every die with its
//! face, every step the combat rules take, and with `--odds` the exact
//! chance of each ending where the fight's odds are known exactly.
//!
//! ```sh
//! cargo run --example fight                                  # every system, seed 7
//! cargo run --example fight -- --system cairn-house --odds
//! cargo run --features serde --example fight -- --system gods-and-monsters --json
//! cargo run --example fight -- --help
//! ```
//!
//! Each system's fight is described in its own file under
//! `examples/fight/`. Usage errors (an unknown option, a bad value) print a
//! message and exit with status 2.

use std::io::Write as _;
use std::process::ExitCode;

#[path = "fight/block_dodge_parry.rs"]
mod block_dodge_parry;
#[path = "fight/cairn_house.rs"]
mod cairn_house;
#[path = "fight/constitution.rs"]
mod constitution;
#[path = "fight/gods_and_monsters.rs"]
mod gods_and_monsters;
#[path = "fight/murdham.rs"]
mod murdham;

const HELP: &str = "\
fight: a seeded fight in each system, round by round, with exact odds

Usage: fight [--system NAME] [--seed N] [--odds] [--json]

Each system's fight is rolled from the reference generator; every die and
every step of the combat rules is printed, round by round. With --odds the
exact chance of each ending is printed first where the fight's odds are
known exactly, as a fraction and a decimal.

Options:
  --system NAME    one system only; NAME is one of
                     constitution       3d6 Constitution
                     cairn-house        Cairn House Rules
                     gods-and-monsters  Gods & Monsters
                     murdham            Murdham
                     block-dodge-parry  Block, Dodge, Parry
                   (default: every system)
  --seed N         seed the reference generator with N (default 7)
  --odds           print the exact odds of the fight's endings
  --json           print each fight's event log as JSON instead of text
                   (built with the serde feature)
  -h, --help       print this help";

const USAGE: &str = "usage: fight [--system NAME] [--seed N] [--odds] [--json]";

/// What every system's fight reads.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Options {
    /// The seed of the reference generator.
    pub(crate) seed: u64,
    /// Print the exact odds first, where they exist.
    pub(crate) odds: bool,
    /// Print the event log as JSON instead of text.
    pub(crate) json: bool,
}

/// A system's fight: appends its text (or JSON) to the output, or says
/// what went wrong.
type Section = fn(&Options, &mut String) -> Result<(), String>;

const SYSTEMS: [(&str, Section); 5] = [
    ("constitution", constitution::run),
    ("cairn-house", cairn_house::run),
    ("gods-and-monsters", gods_and_monsters::run),
    ("murdham", murdham::run),
    ("block-dodge-parry", block_dodge_parry::run),
];

fn main() -> ExitCode {
    let (system, options) = match parse(std::env::args().skip(1)) {
        Ok(Some(parsed)) => parsed,
        Ok(None) => {
            // A reader that stops early (`fight --help | head`) is not an error.
            let _ = writeln!(std::io::stdout().lock(), "{HELP}");
            return ExitCode::SUCCESS;
        }
        Err(message) => return usage_error(&message),
    };
    let mut text = String::new();
    let mut status = ExitCode::SUCCESS;
    for (name, section) in SYSTEMS {
        if system.as_deref().is_some_and(|s| s != name) {
            continue;
        }
        if let Err(message) = section(&options, &mut text) {
            eprintln!("fight: {name}: {message}");
            status = ExitCode::from(2);
            break;
        }
        if !options.json {
            text.push('\n');
        }
    }
    // A reader that stops early (`fight | head`) is not an error.
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
    status
}

fn usage_error(message: &str) -> ExitCode {
    eprintln!("fight: {message}\n{USAGE}\n(run with --help for the options)");
    ExitCode::from(2)
}

/// The system asked for and the options, or `None` for `--help`.
fn parse(args: impl Iterator<Item = String>) -> Result<Option<(Option<String>, Options)>, String> {
    let mut system = None;
    let mut options = Options {
        seed: 7,
        odds: false,
        json: false,
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
                    let names: Vec<&str> = SYSTEMS.iter().map(|(n, _)| *n).collect();
                    return Err(format!(
                        "unknown system {name:?} (expected one of {})",
                        names.join(", ")
                    ));
                }
                system = Some(name);
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
    Ok(Some((system, options)))
}
