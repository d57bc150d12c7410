//! `osr-balance`: the exact odds of a duel over a grid of the foe's
//! numbers, as a CSV and an SVG heat map of the chance the adventurer
//! wins.
//!
//! ```sh
//! cargo run --release --manifest-path examples/balance/Cargo.toml -- \
//!     --x hp=1..12 --y armour=0..3 --csv duel.csv --svg duel.svg
//! ```
//!
//! Usage errors (an unknown option, a bad range, too large a grid) print
//! a message and exit with status 2; a file that cannot be written exits
//! with 1.

use std::io::{IsTerminal as _, Write as _};
use std::process::ExitCode;
use std::time::Instant;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use osr_balance::{Grid, MAX_POINTS, Range, SYSTEMS, System, csv, heatmap, sweep};

const HELP: &str = "\
osr-balance: the exact odds of a duel over a grid of the foe's numbers

Usage: osr-balance --x AXIS=FROM..TO [--y AXIS=FROM..TO] [--csv FILE]
                   [--svg FILE] [--system NAME] [--quiet] [SYSTEM OPTIONS]

The adventurer is fixed; the foe's numbers on the axes run over their
ranges (inclusive; AXIS=VALUE for one value), the others are fixed. Every
grid point's duel is solved exactly, in parallel on every core (set
RAYON_NUM_THREADS to use fewer).

Options:
  --x AXIS=FROM..TO  the axis across, e.g. hp=1..12
  --y AXIS=FROM..TO  the axis up, e.g. armour=0..3 (none: one row)
  --csv FILE         write the CSV to FILE (- for standard output): one
                     row per point, the axes' values, then the chance the
                     adventurer wins and of each ending, each as a decimal
                     and as an exact fraction (column NAME_exact)
  --svg FILE         write the heat map of the chance the adventurer wins
                     to FILE (SVG)
                     (with neither --csv nor --svg, the CSV goes to
                     standard output)
  --system NAME      the rule system: cairn-house (the default),
                     constitution or gods-and-monsters
  --quiet            no progress bar and no summary on standard error
                     (the bar is shown only on a terminal anyway)
  -h, --help         print this help
";

const USAGE: &str =
    "usage: osr-balance --x AXIS=FROM..TO [--y AXIS=FROM..TO] [--csv FILE] [--svg FILE]";

struct Options {
    system: Box<dyn System>,
    grid: Grid,
    csv: Option<String>,
    svg: Option<String>,
    quiet: bool,
}

fn main() -> ExitCode {
    let options = match parse(std::env::args().skip(1).collect()) {
        Ok(Some(options)) => options,
        Ok(None) => {
            let mut help = format!("{HELP}\nA grid has at most {MAX_POINTS} points.\n\n");
            for (_, make) in SYSTEMS {
                help += make().options_help();
                help.push('\n');
            }
            help += "\nExit status: 0 on success, 1 when a file cannot be written, 2 for a\nusage error.";
            // A reader that stops early (`osr-balance --help | head`) is not an error.
            let _ = writeln!(std::io::stdout().lock(), "{help}");
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("osr-balance: {message}\n{USAGE}\n(run with --help for the options)");
            return ExitCode::from(2);
        }
    };
    run(&options)
}

fn run(options: &Options) -> ExitCode {
    let system = options.system.as_ref();
    let grid = &options.grid;
    let bar = ProgressBar::new(u64::try_from(grid.len()).unwrap_or(u64::MAX));
    if options.quiet || !std::io::stderr().is_terminal() {
        bar.set_draw_target(ProgressDrawTarget::hidden());
    } else if let Ok(style) = ProgressStyle::with_template(
        "{spinner} {pos}/{len} grid points [{bar:40}] {elapsed_precise} (about {eta} left)",
    ) {
        bar.set_style(style.progress_chars("=> "));
    }
    let started = Instant::now();
    let points = match sweep(system, grid, || bar.inc(1)) {
        Ok(points) => points,
        Err(message) => {
            bar.finish_and_clear();
            eprintln!("osr-balance: {message}");
            return ExitCode::from(2);
        }
    };
    let seconds = started.elapsed().as_secs_f64();
    bar.finish_and_clear();
    if !options.quiet {
        #[allow(clippy::cast_precision_loss)] // at most MAX_POINTS
        let rate = points.len() as f64 / seconds.max(1e-9);
        eprintln!(
            "osr-balance: {}: {} grid points in {seconds:.3} s ({rate:.0} a second, {} threads)",
            system.name(),
            points.len(),
            rayon::current_num_threads()
        );
    }
    let table = csv(system, &points);
    let csv_to = match (&options.csv, &options.svg) {
        (None, None) => Some("-"),
        (csv, _) => csv.as_deref(),
    };
    if let Some(path) = csv_to
        && let Err(message) = write(path, &table)
    {
        eprintln!("osr-balance: {message}");
        return ExitCode::FAILURE;
    }
    if let Some(path) = &options.svg {
        let svg = match heatmap::svg(system, grid, &points) {
            Ok(svg) => svg,
            Err(message) => {
                eprintln!("osr-balance: {message}");
                return ExitCode::FAILURE;
            }
        };
        if let Err(message) = write(path, &svg) {
            eprintln!("osr-balance: {message}");
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}

fn write(path: &str, text: &str) -> Result<(), String> {
    if path == "-" {
        // A reader that stops early (`osr-balance ... | head`) is not an error.
        let _ = std::io::stdout().lock().write_all(text.as_bytes());
        return Ok(());
    }
    std::fs::write(path, text).map_err(|e| format!("cannot write {path}: {e}"))
}

/// The options, or `None` for `--help`.
fn parse(args: Vec<String>) -> Result<Option<Options>, String> {
    if args.iter().any(|a| a == "-h" || a == "--help") {
        return Ok(None);
    }
    // The system first: its options are read with the rest.
    let name = args
        .iter()
        .position(|a| a == "--system")
        .map(|at| {
            args.get(at + 1)
                .cloned()
                .ok_or_else(|| "--system needs a value".to_owned())
        })
        .transpose()?;
    let make = match name {
        None => SYSTEMS[0].1,
        Some(name) => {
            SYSTEMS
                .iter()
                .find(|(n, _)| *n == name)
                .ok_or_else(|| {
                    let names: Vec<&str> = SYSTEMS.iter().map(|(n, _)| *n).collect();
                    format!(
                        "unknown system {name:?} (expected one of {})",
                        names.join(", ")
                    )
                })?
                .1
        }
    };
    let mut system = make();
    let (mut x, mut y, mut csv, mut svg, mut quiet) = (None, None, None, None, false);
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or_else(|| format!("{name} needs a value"));
        match arg.as_str() {
            "--system" => {
                value("--system")?;
            }
            "--x" => x = Some(Range::parse(&value("--x")?, system.axes())?),
            "--y" => y = Some(Range::parse(&value("--y")?, system.axes())?),
            "--csv" => csv = Some(value("--csv")?),
            "--svg" => svg = Some(value("--svg")?),
            "--quiet" => quiet = true,
            other if other.starts_with("--") => {
                let given = args.next();
                match system.set(other, given.as_deref().unwrap_or("")) {
                    Ok(true) => {}
                    Ok(false) => return Err(format!("unknown option {other:?}")),
                    Err(_) if given.is_none() => return Err(format!("{other} needs a value")),
                    Err(message) => return Err(message),
                }
            }
            other => return Err(format!("unexpected argument {other:?}")),
        }
    }
    let x = x.ok_or_else(|| format!("--x is needed (at most {MAX_POINTS} grid points)"))?;
    let grid = Grid::new(x, y)?;
    system.check(&grid.axes())?;
    Ok(Some(Options {
        system,
        grid,
        csv,
        svg,
        quiet,
    }))
}
