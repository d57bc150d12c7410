//! Exact distributions measured the way the Python exact-odds libraries are:
//! the first computation in a fresh process ("first") and the median of
//! repeats in that same process afterwards ("steady"), each from the
//! notation (parse and compile included).
//!
//! Each case runs in a fresh child process per repeat, round-robin over the
//! cases; the table gives the median over the repeats of both figures.
//!
//! ```sh
//! cargo bench --manifest-path benches/Cargo.toml --bench distribution_first
//! cargo bench --manifest-path benches/Cargo.toml --bench distribution_first -- --reps 9 --steady-ms 300
//! ```
//!
//! With `--test` (as `cargo bench -- --test` passes) each case is computed
//! once, untimed.

use std::hint::black_box;
use std::process::{Command, ExitCode};
use std::time::{Duration, Instant};

use osr::dice::{Budget, Limits, compile};

/// Name, notation, and the total whose chance of being reached is asked
/// (`None`: the whole distribution).
const CASES: [(&str, &str, Option<i64>); 8] = [
    ("3d6", "3d6", None),
    ("4d6kh3", "4d6kh3", None),
    ("2d20kh1+5>=15", "2d20kh1+5", Some(15)),
    ("10d10", "10d10", None),
    ("20d6", "20d6", None),
    ("8d6kh3", "8d6kh3", None),
    ("d20!o3", "d20!o3", None),
    ("100d10kh10", "100d10kh10", None),
];

/// One computation from the notation: the whole distribution, and the
/// chance of at least `at_least` when asked.
fn compute(notation: &str, at_least: Option<i64>) -> usize {
    let plan = compile(black_box(notation), &Limits::default()).expect("the notation compiles");
    let dist = plan
        .distribution(&Budget::default())
        .expect("the distribution fits the default budget");
    if let Some(total) = at_least {
        black_box(dist.at_least(total));
    }
    dist.len()
}

fn worker(name: &str, steady: Duration) -> Result<(u128, u128), String> {
    let &(_, notation, at_least) = CASES
        .iter()
        .find(|c| c.0 == name)
        .ok_or_else(|| format!("no case {name}"))?;
    let t = Instant::now();
    black_box(compute(notation, at_least));
    let first = t.elapsed().as_nanos();
    let mut times = Vec::new();
    let end = Instant::now() + steady;
    while Instant::now() < end || times.len() < 3 {
        let t = Instant::now();
        black_box(compute(notation, at_least));
        times.push(t.elapsed().as_nanos());
    }
    Ok((first, median(&mut times)))
}

fn median(v: &mut [u128]) -> u128 {
    v.sort_unstable();
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2
    }
}

fn micros(ns: u128) -> String {
    // Two decimals of a microsecond.
    format!("{}.{:02}", ns / 1000, (ns % 1000) / 10)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |flag: &str| {
        args.iter()
            .position(|a| a == flag)
            .and_then(|i| args.get(i + 1))
            .and_then(|v| v.parse::<u64>().ok())
    };
    let steady = Duration::from_millis(value("--steady-ms").unwrap_or(150));
    if let Some(i) = args.iter().position(|a| a == "--worker") {
        let Some(name) = args.get(i + 1) else {
            eprintln!("--worker needs a case name");
            return ExitCode::FAILURE;
        };
        return match worker(name, steady) {
            Ok((first, steady)) => {
                println!("{first} {steady}");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("{e}");
                ExitCode::FAILURE
            }
        };
    }
    if args.iter().any(|a| a == "--test") {
        for (name, notation, at_least) in CASES {
            black_box(compute(notation, at_least));
            println!("Testing dice/distribution_first/{name}\nSuccess");
        }
        return ExitCode::SUCCESS;
    }
    let reps = value("--reps").unwrap_or(5);
    let exe = match std::env::current_exe() {
        Ok(exe) => exe,
        Err(e) => {
            eprintln!("cannot find this program: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut runs: Vec<(Vec<u128>, Vec<u128>)> = vec![(Vec::new(), Vec::new()); CASES.len()];
    for _ in 0..reps {
        for (i, (name, ..)) in CASES.iter().enumerate() {
            let out = Command::new(&exe)
                .args(["--worker", name, "--steady-ms"])
                .arg(steady.as_millis().to_string())
                .output();
            let parsed = out.ok().and_then(|o| {
                let text = String::from_utf8(o.stdout).ok()?;
                let mut it = text.split_whitespace().map(|x| x.parse::<u128>().ok());
                Some((it.next()??, it.next()??))
            });
            let Some((first, steady)) = parsed else {
                eprintln!("the worker for {name} failed");
                return ExitCode::FAILURE;
            };
            runs[i].0.push(first);
            runs[i].1.push(steady);
        }
    }
    println!("| case | first µs | steady µs | first / steady |");
    println!("|---|---|---|---|");
    for ((name, ..), (first, steady)) in CASES.iter().zip(runs.iter_mut()) {
        let (f, s) = (median(first), median(steady));
        let ratio = f * 100 / s.max(1);
        println!(
            "| {name} | {} | {} | {}.{:02} |",
            micros(f),
            micros(s),
            ratio / 100,
            ratio % 100
        );
    }
    ExitCode::SUCCESS
}
