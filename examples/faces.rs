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
//! Dice are written `NdS` or `dS` (`d%` for d100). Full dice notation
//! (keep, explode, arithmetic) is the job of osr-dice.

use std::process::ExitCode;

use osr::core::{Dice, Die, Error, FaceSource, Recording, SuppliedFaces};

const USAGE: &str =
    "usage: faces [--seed N] [--faces F,F,...] [DICE ...]   (DICE like 3d6, d20, d%)";

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            eprintln!("{USAGE}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: Vec<String>) -> Result<(), String> {
    let mut seed: Option<u64> = None;
    let mut supplied: Option<Vec<u32>> = None;
    let mut pools = Vec::new();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--seed" => {
                let value = args.next().ok_or("--seed needs a number")?;
                seed = Some(value.parse().map_err(|_| {
                    format!("--seed needs a whole number 0..=2^64-1, got {value:?}")
                })?);
            }
            "--faces" => {
                let value = args.next().ok_or("--faces needs a list like 6,5,3")?;
                supplied = Some(parse_faces(&value)?);
            }
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(());
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
        println!("evaluating {} supplied faces", faces.len());
        roll_all(&pools, &mut source).map_err(|e| e.to_string())?;
        if !source.is_exhausted() {
            println!("unused faces: {:?}", source.remaining());
        }
        return Ok(());
    }

    let seed = seed.unwrap_or(1);
    let mut rng = osr::seeded(seed);
    println!(
        "seed {seed} (Pcg64Mcg through the osr sampler: the same seed rolls the same faces everywhere)"
    );
    if default_set {
        println!("six ability scores, 3d6 in order, then one of each common die:");
    }
    roll_all(&pools, &mut rng).map_err(|e| e.to_string())
}

fn default_pools() -> Vec<(String, Dice)> {
    let three_d6 = Dice::new(3, Die::D6).expect("3d6 is a valid pool");
    let mut pools: Vec<(String, Dice)> = ["STR", "DEX", "CON", "INT", "WIS", "CHA"]
        .into_iter()
        .map(|name| (format!("{name} 3d6"), three_d6))
        .collect();
    for die in Die::STANDARD {
        pools.push((die.to_string(), Dice::one(die)));
    }
    pools
}

fn roll_all<S: FaceSource>(pools: &[(String, Dice)], source: &mut S) -> Result<(), Error> {
    let width = pools
        .iter()
        .map(|(label, _)| label.len())
        .max()
        .unwrap_or(0);
    for (label, pool) in pools {
        let mut faces = Vec::new();
        let total = pool.roll(&mut Recording::new(source, |_, face| faces.push(face)))?;
        let shown: Vec<String> = faces.iter().map(u32::to_string).collect();
        if faces.len() == 1 {
            println!("  {label:<width$}  {total:>4}");
        } else {
            println!("  {label:<width$}  {total:>4}  [{}]", shown.join(", "));
        }
    }
    Ok(())
}

fn parse_faces(text: &str) -> Result<Vec<u32>, String> {
    text.split(',')
        .map(|part| {
            part.trim()
                .parse::<u32>()
                .map_err(|_| format!("face {part:?} in --faces is not a whole number"))
        })
        .collect()
}

/// `NdS`, `dS` or `d%`, with N and S whole numbers.
fn parse_dice(text: &str) -> Result<Dice, String> {
    let bad = || format!("{text:?} is not dice like 3d6, d20 or d%");
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
    let die = Die::new(sides).map_err(|e| format!("{text:?}: {e}"))?;
    Dice::new(count, die).map_err(|e| format!("{text:?}: {e}"))
}
