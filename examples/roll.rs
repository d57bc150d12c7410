//! Roll dice notation, see every die, and (with `--odds`) the exact odds.
//!
//! ```text
//! cargo run --example roll -- "4d6kh3"                    # seeded roll, every die shown
//! cargo run --example roll -- "4d6kh3" --seed 7           # another seed
//! cargo run --example roll -- "4d6kh3" --faces 6,5,3,2    # dice rolled at the table
//! cargo run --example roll -- "2d20kh1+5" --odds          # exact distribution
//! cargo run --example roll -- "Ld6" --var L=3             # bind a variable
//! cargo run --example roll -- "4d6kh3" --odds --exact     # exact fractions in the table
//! cargo run --example roll -- "4d6kh3" --odds --json      # machine-readable
//! ```
//!
//! The notation is untrusted input as far as this program is concerned: it
//! is compiled against the default limits, and odds are weighed within a
//! budget that a debug build meets in well under a second; any error is
//! printed with the offending part of the notation marked and exit code 1.
//! Usage errors exit with code 2. `docs/dice-notation.md` describes the
//! grammar.

use std::fmt::Write as _;
use std::process::ExitCode;

use osr::core::SuppliedFaces;
use osr::dice::{Budget, Distribution, Error, Limits, Plan, Roll, parse_with};

/// Writes a line to standard output. A closed pipe (`| head`) is not worth
/// a panic: the rest of the output is dropped quietly.
macro_rules! say {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout(), $($arg)*);
    }};
}

/// [`say!`] without the newline.
macro_rules! say_more {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = write!(std::io::stdout(), $($arg)*);
    }};
}

const USAGE: &str = "usage: roll NOTATION [--seed N | --faces F,F,...] [--var NAME=VALUE]... [--odds [--exact]] [--json]";

const HELP: &str = "\
Roll dice notation, see every die, and (with --odds) the exact odds.

usage: roll NOTATION [OPTIONS]

  NOTATION            dice notation such as 4d6kh3, 2d20kh1+5 or Ld6
                      (quote it if it has spaces; see docs/dice-notation.md)

options:
  --seed N            roll from the reference generator seeded with N
                      (0..=2^64-1; default 1): the same N rolls the same dice
  --faces F,F,...     roll from faces rolled at the table instead, one per die
                      in the order drawn; excludes --seed
  --var NAME=VALUE    bind a variable of the notation (L in Ld6, @level),
                      a whole number; each NAME at most once
  --odds              also print the exact distribution of the total,
                      within a budget of 10,000 totals and 10,000,000 steps
  --exact             with --odds, show exact fractions in the table
                      (decimals otherwise)
  --json              print one JSON object instead of text; probabilities
                      as {\"exact\": \"p/q\", \"decimal\": x}
  -h, --help          print this help

exit codes: 0 success, 1 the notation or the roll failed, 2 usage error";

/// What the odds may cost: a debug build weighs this many steps in well
/// under a second; more is refused with an error naming the limit.
const ODDS_BUDGET: Budget = Budget {
    max_outcomes: 10_000,
    max_steps: 10_000_000,
};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let options = match Options::parse(args) {
        Ok(Some(options)) => options,
        Ok(None) => {
            say!("{HELP}");
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("error: {message}");
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    match run(&options) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {}", err.kind());
            eprintln!("  {}", options.notation);
            eprintln!("  {}", marker(&options.notation, &err));
            ExitCode::FAILURE
        }
    }
}

struct Options {
    notation: String,
    seed: Option<u64>,
    faces: Option<Vec<u32>>,
    vars: Vec<(String, i64)>,
    odds: bool,
    exact: bool,
    json: bool,
}

impl Options {
    fn parse(args: Vec<String>) -> Result<Option<Self>, String> {
        let mut options = Self {
            notation: String::new(),
            seed: None,
            faces: None,
            vars: Vec::new(),
            odds: false,
            exact: false,
            json: false,
        };
        let mut notation = None;
        let mut args = args.into_iter();
        while let Some(arg) = args.next() {
            match arg.as_str() {
                "-h" | "--help" => return Ok(None),
                "--odds" => options.odds = true,
                "--exact" => options.exact = true,
                "--json" => options.json = true,
                "--seed" => {
                    let value = args.next().ok_or("--seed needs a number")?;
                    if options.seed.is_some() {
                        return Err("--seed is given twice".into());
                    }
                    options.seed = Some(value.parse().map_err(|_| {
                        format!("--seed needs a whole number 0..=2^64-1, got '{value}'")
                    })?);
                }
                "--faces" => {
                    let value = args.next().ok_or("--faces needs a list like 6,5,3,2")?;
                    let faces = value
                        .split(',')
                        .map(|f| f.trim().parse::<u32>())
                        .collect::<Result<Vec<_>, _>>()
                        .map_err(|_| {
                            format!("--faces needs whole numbers like 6,5,3,2, got '{value}'")
                        })?;
                    if options.faces.replace(faces).is_some() {
                        return Err("--faces is given twice".into());
                    }
                }
                "--var" => {
                    let value = args.next().ok_or("--var needs NAME=VALUE")?;
                    let (name, number) = value
                        .split_once('=')
                        .ok_or_else(|| format!("--var needs NAME=VALUE, got '{value}'"))?;
                    let name = name.trim();
                    let number = number.trim().parse().map_err(|_| {
                        format!("--var {name} needs a whole number, got '{number}'")
                    })?;
                    if options.vars.iter().any(|(n, _)| n == name) {
                        return Err(format!("--var {name} is given twice"));
                    }
                    options.vars.push((name.to_owned(), number));
                }
                text if text.starts_with("--") => return Err(format!("unknown option {text}")),
                text => {
                    if notation.replace(text.to_owned()).is_some() {
                        return Err("give one notation (quote it if it has spaces)".into());
                    }
                }
            }
        }
        if options.seed.is_some() && options.faces.is_some() {
            return Err("--seed and --faces exclude each other: faces come from one source".into());
        }
        if options.exact && !options.odds {
            return Err("--exact shows the odds table exactly: give --odds too".into());
        }
        options.notation = notation.ok_or("give a notation such as 4d6kh3")?;
        Ok(Some(options))
    }
}

fn run(options: &Options) -> Result<(), Error> {
    let limits = Limits::default();
    let notation = parse_with(&options.notation, &limits)?;
    let vars: Vec<(&str, i64)> = options.vars.iter().map(|(n, v)| (n.as_str(), *v)).collect();
    let plan = Plan::with_vars(&notation, &limits, &vars)?;

    let (roll, source) = match &options.faces {
        Some(faces) => {
            let mut supplied = SuppliedFaces::new(faces);
            let roll = plan.roll(&mut supplied)?;
            let unused = supplied.remaining().to_vec();
            (roll, Source::Faces(unused))
        }
        None => {
            let seed = options.seed.unwrap_or(1);
            (plan.roll(&mut osr::seeded(seed))?, Source::Seed(seed))
        }
    };
    let odds = if options.odds {
        Some(plan.distribution(&ODDS_BUDGET)?)
    } else {
        None
    };

    if options.json {
        say!("{}", json(&plan, &roll, &source, odds.as_ref()));
    } else {
        say_more!(
            "{}",
            text(&plan, &roll, &source, odds.as_ref(), options.exact)
        );
    }
    Ok(())
}

enum Source {
    Seed(u64),
    Faces(Vec<u32>),
}

fn text(
    plan: &Plan,
    roll: &Roll,
    source: &Source,
    odds: Option<&Distribution>,
    exact: bool,
) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{}", roll.render(plan));
    match source {
        Source::Seed(seed) => {
            let _ = writeln!(
                out,
                "(seed {seed}; --seed N for another roll, the same N for this one)"
            );
        }
        Source::Faces(unused) if !unused.is_empty() => {
            let unused: Vec<String> = unused.iter().map(u32::to_string).collect();
            let _ = writeln!(out, "unused faces: {}", unused.join(", "));
        }
        Source::Faces(_) => {}
    }
    if let Some(dist) = odds {
        out.push('\n');
        out.push_str(&histogram(dist, exact));
    }
    out
}

/// A text histogram of the distribution, one row per total (the first 60),
/// with the chance of exactly, at most and at least that total: built in one
/// pass over the totals. Exact fractions with `exact`, decimals otherwise.
fn histogram(dist: &Distribution, exact: bool) -> String {
    const WIDTH: f64 = 40.0;
    const SHOWN: usize = 60;
    let mut out = String::new();
    // The peak over every total, in one pass; decimals are cheap however
    // large the fractions.
    let peak = dist
        .cumulative()
        .map(|row| row.probability.to_f64())
        .fold(0.0, f64::max);
    let _ = write!(
        out,
        "{:>6}  {:>8}  {:>8}  {:>8}",
        "total", "p", "<= total", ">= total"
    );
    out.push_str(if exact { "  exact p\n" } else { "\n" });
    for row in dist.cumulative().take(SHOWN) {
        let p = row.probability.to_f64();
        // Rounded for display only.
        let bar = "#".repeat(bar_width(p / peak * WIDTH));
        let mut line = format!(
            "{:>6}  {:>7.3}%  {:>7.3}%  {:>7.3}%  ",
            row.total,
            p * 100.0,
            row.at_most.to_f64() * 100.0,
            row.at_least.to_f64() * 100.0,
        );
        if exact {
            let _ = write!(line, "{:<14} ", row.probability);
        }
        line.push_str(&bar);
        let _ = writeln!(out, "{}", line.trim_end());
    }
    if dist.len() > SHOWN {
        let _ = writeln!(
            out,
            "   ...  ({} more totals; --json lists them all)",
            dist.len() - SHOWN
        );
    }
    let mean = dist.mean();
    let variance = dist.variance();
    if exact {
        let _ = writeln!(out, "mean {} = {:.4}", fraction(&mean), ratio_f64(&mean));
        let _ = writeln!(
            out,
            "variance {} = {:.4}",
            fraction(&variance),
            ratio_f64(&variance)
        );
    } else {
        let _ = writeln!(out, "mean {:.4}", ratio_f64(&mean));
        let _ = writeln!(out, "variance {:.4}", ratio_f64(&variance));
    }
    if !dist.is_complete() {
        let truncated = dist.truncated();
        let shown = if exact {
            fraction(&truncated)
        } else {
            format!("{:.3e}", ratio_f64(&truncated))
        };
        let _ = writeln!(
            out,
            "truncated {shown}: the chance that an explosion runs past its limit (an error if rolled)"
        );
    }
    out
}

/// Whole characters of a bar of `width` (0..=40), rounded to nearest.
fn bar_width(width: f64) -> usize {
    (0..=40_u8)
        .take_while(|&n| f64::from(n) < width + 0.5)
        .count()
        .saturating_sub(1)
}

/// `p/q` in lowest terms (`1/1` for one, `0/1` for zero), as JSON consumers
/// expect one shape.
fn fraction(r: &osr::dice::num_rational::BigRational) -> String {
    format!("{}/{}", r.numer(), r.denom())
}

fn ratio_f64(r: &osr::dice::num_rational::BigRational) -> f64 {
    use num_traits::ToPrimitive;
    r.to_f64().unwrap_or(f64::NAN)
}

fn json(plan: &Plan, roll: &Roll, source: &Source, odds: Option<&Distribution>) -> String {
    let mut object = serde_json::Map::new();
    object.insert("notation".into(), plan.to_string().into());
    object.insert("total".into(), roll.total.into());
    object.insert("text".into(), roll.render(plan).to_string().into());
    match source {
        Source::Seed(seed) => {
            object.insert("seed".into(), (*seed).into());
        }
        Source::Faces(unused) => {
            object.insert("unused_faces".into(), serde_json::json!(unused));
        }
    }
    object.insert(
        "roll".into(),
        serde_json::to_value(roll).unwrap_or(serde_json::Value::Null),
    );
    if let Some(dist) = odds {
        object.insert("min".into(), serde_json::json!(dist.min()));
        object.insert("max".into(), serde_json::json!(dist.max()));
        object.insert("mean".into(), fraction(&dist.mean()).into());
        object.insert("mean_decimal".into(), ratio_f64(&dist.mean()).into());
        object.insert("variance".into(), fraction(&dist.variance()).into());
        object.insert("truncated".into(), fraction(&dist.truncated()).into());
        let outcomes: Vec<serde_json::Value> = dist
            .cumulative()
            .map(|row| serde_json::json!({ "total": row.total, "p": row.probability }))
            .collect();
        object.insert("outcomes".into(), outcomes.into());
    }
    serde_json::Value::Object(object).to_string()
}

/// A line of carets under the part of the notation an error is about.
fn marker(notation: &str, err: &Error) -> String {
    let range = err.span().range();
    let start = notation.get(..range.start).map_or(0, |s| s.chars().count());
    let width = notation
        .get(range.clone())
        .map_or(1, |s| s.chars().count())
        .max(1);
    format!("{}{}", " ".repeat(start), "^".repeat(width))
}
