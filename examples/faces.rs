//! Seeded dice, with every face shown.
//!
//! Rolls dice from the reference generator and prints each face, so a table
//! can check a roll by its seed: the same seed prints the same faces in
//! every release and on every platform. With `--faces` it evaluates dice
//! rolled elsewhere (physical dice, a virtual tabletop) instead, and reports
//! faces that do not fit.
//!
//! ```text
//! cargo run --example faces                      # six ability scores and the usual dice
//! cargo run --example faces -- --seed 7 4d6 d20  # chosen dice, chosen seed
//! cargo run --example faces -- --faces 6,5,3 3d6 # evaluate faces rolled at the table
//! ```
//!
//! Dice are written `NdS` or `dS` (`d%` for d100); `0d6` rolls nothing and
//! totals 0, as in the roll example. Full dice notation (keep, explode,
//! arithmetic) is the job of osr-dice and the roll example. Usage errors
//! exit with code 2, faces that do not fit with code 1.

use std::process::ExitCode;

use osr::core::{Dice, Die, Error, FaceSource, Recording, SuppliedFaces};

/// Writes a line to standard output. A closed pipe (`| head`) is not worth
/// a panic: the rest of the output is dropped quietly.
macro_rules! say {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout(), $($arg)*);
    }};
}

const USAGE: &str =
    "usage: faces [--seed N | --faces F,F,...] [DICE ...]   (DICE like 3d6, d20, d%)";

const HELP: &str = "\
Seeded dice, with every face shown.

usage: faces [OPTIONS] [DICE ...]

  DICE                dice such as 3d6, d20 or d% (d100); 0d6 rolls nothing.
                      Without DICE: six ability scores (3d6 in order), then
                      one of each common die

options:
  --seed N            roll from the reference generator seeded with N
                      (0..=2^64-1; default 1): the same N rolls the same
                      faces in every release and on every platform
  --faces F,F,...     evaluate faces rolled elsewhere instead, one per die in
                      order; faces that do not fit are reported; excludes --seed
  -h, --help          print this help

exit codes: 0 success, 1 supplied faces that do not fit, 2 usage error";

/// Why the program stopped: a usage error (exit 2) or a failed roll (exit 1).
enum Failure {
    Usage(String),
    Roll(Error),
}

impl From<String> for Failure {
    fn from(message: String) -> Self {
        Self::Usage(message)
    }
}

impl From<&str> for Failure {
    fn from(message: &str) -> Self {
        Self::Usage(message.to_owned())
    }
}

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Usage(message)) => {
            eprintln!("error: {message}");
            eprintln!("{USAGE}");
            ExitCode::from(2)
        }
        Err(Failure::Roll(err)) => {
            eprintln!("error: {err}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: Vec<String>) -> Result<(), Failure> {
    let mut seed: Option<u64> = None;
    let mut supplied: Option<Vec<u32>> = None;
    let mut pools = Vec::new();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--seed" => {
                let value = args.next().ok_or("--seed needs a number")?;
                let parsed = value.parse().map_err(|_| {
                    format!("--seed needs a whole number 0..=2^64-1, got '{value}'")
                })?;
                if seed.replace(parsed).is_some() {
                    return Err("--seed is given twice".into());
                }
            }
            "--faces" => {
                let value = args.next().ok_or("--faces needs a list like 6,5,3")?;
                if supplied.replace(parse_faces(&value)?).is_some() {
                    return Err("--faces is given twice".into());
                }
            }
            "-h" | "--help" => {
                say!("{HELP}");
                return Ok(());
            }
            text if text.starts_with("--") => {
                return Err(format!("unknown option {text}").into());
            }
            text => pools.push((text.to_owned(), parse_dice(text)?)),
        }
    }

    let default_set = pools.is_empty();
    if default_set {
        pools = default_pools();
    }

    if let Some(faces) = supplied {
        if seed.is_some() {
            return Err("--seed and --faces exclude each other: faces come from one source".into());
        }
        let mut source = SuppliedFaces::new(&faces);
        say!("evaluating {} supplied faces", faces.len());
        roll_all(&pools, &mut source).map_err(Failure::Roll)?;
        if !source.is_exhausted() {
            let unused: Vec<String> = source.remaining().iter().map(u32::to_string).collect();
            say!("unused faces: {}", unused.join(", "));
        }
        return Ok(());
    }

    let seed = seed.unwrap_or(1);
    let mut rng = osr::seeded(seed);
    say!(
        "seed {seed} (Pcg64Mcg through the osr sampler: the same seed rolls the same faces everywhere)"
    );
    if default_set {
        say!("six ability scores, 3d6 in order, then one of each common die:");
    }
    roll_all(&pools, &mut rng).map_err(Failure::Roll)
}

/// A pool to roll: `None` for no dice at all (`0d6`), which totals 0.
type Pool = Option<Dice>;

fn default_pools() -> Vec<(String, Pool)> {
    let three_d6 = Dice::new(3, Die::D6).ok();
    let mut pools: Vec<(String, Pool)> = ["STR", "DEX", "CON", "INT", "WIS", "CHA"]
        .into_iter()
        .map(|name| (format!("{name} 3d6"), three_d6))
        .collect();
    for die in Die::STANDARD {
        pools.push((die.to_string(), Some(Dice::one(die))));
    }
    pools
}

fn roll_all<S: FaceSource>(pools: &[(String, Pool)], source: &mut S) -> Result<(), Error> {
    let width = pools
        .iter()
        .map(|(label, _)| label.len())
        .max()
        .unwrap_or(0);
    for (label, pool) in pools {
        let mut faces = Vec::new();
        let total = match pool {
            Some(pool) => pool.roll(&mut Recording::new(source, |_, face| faces.push(face)))?,
            None => 0,
        };
        let shown: Vec<String> = faces.iter().map(u32::to_string).collect();
        if faces.len() <= 1 {
            say!("  {label:<width$}  {total:>4}");
        } else {
            say!("  {label:<width$}  {total:>4}  [{}]", shown.join(", "));
        }
    }
    Ok(())
}

fn parse_faces(text: &str) -> Result<Vec<u32>, String> {
    text.split(',')
        .map(|part| {
            part.trim()
                .parse::<u32>()
                .map_err(|_| format!("face '{part}' in --faces is not a whole number"))
        })
        .collect()
}

/// `NdS`, `dS` or `d%`, with N and S whole numbers; `None` for no dice.
fn parse_dice(text: &str) -> Result<Pool, String> {
    let bad = || format!("'{text}' is not dice like 3d6, d20 or d%");
    let (count, sides) = text.split_once(['d', 'D']).ok_or_else(bad)?;
    let count: u32 = if count.is_empty() {
        1
    } else {
        count.parse().map_err(|_| bad())?
    };
    let sides: u32 = if sides == "%" {
        100
    } else {
        sides.parse().map_err(|_| bad())?
    };
    let die = Die::new(sides).map_err(|e| format!("'{text}': {e}"))?;
    if count == 0 {
        return Ok(None);
    }
    Dice::new(count, die)
        .map(Some)
        .map_err(|e| format!("'{text}': {e}"))
}
