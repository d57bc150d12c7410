//! A referee's quick reference: the exact odds of each system's common
//! checks, as a table to print.
//!
//! ```text
//! cargo run --example odds                      # every system, percentages
//! cargo run --example odds -- --system cairn-house  # one system
//! cargo run --example odds -- --exact           # fractions instead
//! ```
//!
//! Systems, named as in every example: `constitution` (3d6 Constitution),
//! `cairn-house` (Cairn House Rules), `gods-and-monsters`, `murdham`,
//! `block-dodge-parry`.
//! Every figure comes from the checks' exact odds; percentages are rounded
//! half up to one decimal, and "-" means impossible.

use std::fmt::Write as _;
use std::io::Write as _;
use std::process::ExitCode;

use osr::check::{
    Check, Error, Odds, PassFail, block_dodge_parry, cairn_house, constitution, gods_and_monsters,
    murdham,
};
use osr::core::Edge;
use osr::dice::num_rational::BigRational;

const USAGE: &str = "usage: odds [--system NAME] [--exact]";

const HELP: &str = "\
odds: the exact odds of each rule system's common checks, as tables.

usage: odds [--system NAME] [--exact]

options:
  --system NAME  print one system only; NAME is one of
                   constitution  3d6 Constitution
                   cairn-house        Cairn House Rules
                   gods-and-monsters  Gods & Monsters
                   murdham            Murdham
                   block-dodge-parry  Block, Dodge, Parry
                 (default: every system)
  --exact        print exact fractions instead of percentages
  -h, --help     print this help

Percentages are rounded half up to one decimal; \"-\" means impossible.
Usage errors exit with status 2.";

/// The system names `--system` accepts, for error messages.
const NAMES: &str = "constitution, cairn-house, gods-and-monsters, murdham or block-dodge-parry";

/// Writes one system's tables.
type Section = fn(&mut Out<'_>) -> Result<(), Error>;

const SYSTEMS: [(&str, Section); 5] = [
    ("constitution", constitution),
    ("cairn-house", cairn),
    ("gods-and-monsters", gods_and_monsters),
    ("murdham", murdham),
    ("block-dodge-parry", block_dodge_parry),
];

fn main() -> ExitCode {
    let mut system = None;
    let mut exact = false;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--exact" => exact = true,
            "--system" => match args.next() {
                Some(name) if SYSTEMS.iter().any(|(n, _)| *n == name) => system = Some(name),
                Some(name) => {
                    return usage_error(&format!("unknown system '{name}' (expected {NAMES})"));
                }
                None => return usage_error(&format!("--system needs a name ({NAMES})")),
            },
            "-h" | "--help" => {
                let _ = writeln!(std::io::stdout().lock(), "{HELP}");
                return ExitCode::SUCCESS;
            }
            other => return usage_error(&format!("unknown argument '{other}'")),
        }
    }
    let mut text = String::new();
    for (name, section) in SYSTEMS {
        if system.as_deref().is_some_and(|s| s != name) {
            continue;
        }
        let mut out = Out {
            text: &mut text,
            exact,
        };
        if let Err(err) = section(&mut out) {
            eprintln!("error: {err}");
            return ExitCode::FAILURE;
        }
        out.line("");
    }
    // A closed pipe (`| head`) is not worth a panic.
    let _ = std::io::stdout().write_all(text.as_bytes());
    ExitCode::SUCCESS
}

/// Reports a usage error and returns the exit status for it, 2.
fn usage_error(message: &str) -> ExitCode {
    eprintln!("error: {message}\n{USAGE}\n(run with --help for the options)");
    ExitCode::from(2)
}

/// The text being written, and how probabilities are shown.
struct Out<'a> {
    text: &'a mut String,
    exact: bool,
}

impl Out<'_> {
    fn line(&mut self, line: &str) {
        self.text.push_str(line);
        self.text.push('\n');
    }

    /// A row of right-aligned cells.
    fn row(&mut self, cells: &[String]) {
        for (i, cell) in cells.iter().enumerate() {
            let sep = if i == 0 { "" } else { " " };
            let _ = write!(self.text, "{sep}{cell:>12}");
        }
        self.text.push('\n');
    }

    /// A probability, as a percentage or an exact fraction.
    fn p(&self, p: &BigRational) -> String {
        if p == &BigRational::default() {
            return "-".to_owned();
        }
        if self.exact {
            return if p.is_integer() {
                p.numer().to_string()
            } else {
                format!("{}/{}", p.numer(), p.denom())
            };
        }
        // Tenths of a percent, rounded half up, in integers.
        let half = BigRational::new(1.into(), 2.into());
        let tenths = (p * BigRational::from_integer(1000.into()) + half)
            .floor()
            .to_integer();
        let tenths: i64 = tenths.try_into().unwrap_or(i64::MAX);
        format!("{}.{}%", tenths / 10, tenths % 10)
    }

    /// The probability of passing.
    fn pass(&self, odds: &Odds<PassFail>) -> String {
        self.p(&odds.probability(&PassFail::Pass).unwrap_or_default())
    }
}

fn header(items: &[&str]) -> Vec<String> {
    items.iter().map(|s| (*s).to_owned()).collect()
}

fn constitution(out: &mut Out<'_>) -> Result<(), Error> {
    use constitution::{AbilityCheck, DC_NORMAL, MoraleCheck, Nerve};

    out.line("3d6 Constitution: d20 + ability against DC 20, natural 20s open-ended");
    out.row(&header(&[
        "ability",
        "success",
        "2+ degrees",
        "3+ degrees",
        "1 advantage",
        "1 disadvant.",
    ]));
    for ability in 3..=18 {
        let check = AbilityCheck::new(ability, DC_NORMAL)?;
        let cells = [
            ability.to_string(),
            out.p(&check.probability_of_success()),
            out.p(&check.probability_at_least(2)?),
            out.p(&check.probability_at_least(3)?),
            out.p(&check
                .with_edge(Edge::advantage(1))?
                .probability_of_success()),
            out.p(&check
                .with_edge(Edge::disadvantage(1))?
                .probability_of_success()),
        ];
        out.row(&cells);
    }
    out.line("");
    out.line("3d6 Constitution: morale, 2d6 at most the score holds");
    out.row(&header(&["morale", "holds"]));
    for score in 2..=12 {
        let odds = MoraleCheck::new(score)?.odds();
        let cells = [
            score.to_string(),
            out.p(&odds.probability(&Nerve::Holds).unwrap_or_default()),
        ];
        out.row(&cells);
    }
    Ok(())
}

fn cairn(out: &mut Out<'_>) -> Result<(), Error> {
    use cairn_house::{Disposition, Reaction, Save};

    out.line("Cairn House Rules: save, pass on d20 at most the ability");
    out.row(&header(&["ability", "disadvantage", "plain", "advantage"]));
    for ability in 3..=18 {
        let save = Save::new(ability)?;
        let cells = [
            ability.to_string(),
            out.pass(&save.with_edge(Edge::disadvantage(1)).odds()),
            out.pass(&save.odds()),
            out.pass(&save.with_edge(Edge::advantage(1)).odds()),
        ];
        out.row(&cells);
    }
    out.line("");
    out.line("Cairn House Rules: reaction, 2d6 plus modifiers");
    let bands = [
        Disposition::Hostile,
        Disposition::Negative,
        Disposition::Uncertain,
        Disposition::Positive,
        Disposition::Enthusiastic,
    ];
    let mut cells = vec!["modifier".to_owned()];
    cells.extend(bands.iter().map(ToString::to_string));
    out.row(&cells);
    for modifier in [-2, -1, 0, 1, 2] {
        let odds = Reaction::new(modifier)?.odds();
        let mut cells = vec![format!("{modifier:+}")];
        cells.extend(
            bands
                .iter()
                .map(|b| out.p(&odds.probability(b).unwrap_or_default())),
        );
        out.row(&cells);
    }
    Ok(())
}

fn gods_and_monsters(out: &mut Out<'_>) -> Result<(), Error> {
    use gods_and_monsters::{Contest, ContestEnd, Difficulty, Roll};

    let shown = [
        Difficulty::ExtremelyDifficult,
        Difficulty::VeryDifficult,
        Difficulty::Difficult,
        Difficulty::Easy,
        Difficulty::VeryEasy,
    ];
    out.line("Gods & Monsters: d20 at most the score, by difficulty");
    let mut cells = vec!["score".to_owned()];
    cells.extend(shown.iter().map(|d| format!("{:+}", d.modifier())));
    out.row(&cells);
    for score in 3..=18 {
        let roll = Roll::new(score)?;
        let mut cells = vec![score.to_string()];
        for difficulty in shown {
            cells.push(out.pass(&roll.adjusted(difficulty.modifier())?.odds()));
        }
        out.row(&cells);
    }
    out.line("");
    out.line("Gods & Monsters: acting side against resisting side, both rolling until one alone succeeds");
    let targets = [4, 8, 12, 16];
    let mut cells = vec!["acting".to_owned()];
    cells.extend(targets.iter().map(|t| format!("vs {t}")));
    out.row(&cells);
    for acting in targets {
        let mut cells = vec![acting.to_string()];
        for resisting in targets {
            let contest = Contest::opposed(Roll::new(acting)?, Roll::new(resisting)?);
            let odds = contest.odds();
            cells.push(out.p(&odds.probability(&ContestEnd::Won(0)).unwrap_or_default()));
        }
        out.row(&cells);
    }
    Ok(())
}

fn murdham(out: &mut Out<'_>) -> Result<(), Error> {
    use murdham::Save;
    use osr::travel::murdham::{Approach, Attitude, AttitudeRoll};

    out.line("Murdham: save, pass on d20 at most the ability");
    out.row(&header(&["ability", "impaired", "plain", "enhanced"]));
    for ability in 3..=18 {
        let save = Save::new(ability)?;
        let cells = [
            ability.to_string(),
            out.pass(&save.with_edge(Edge::disadvantage(1)).odds()),
            out.pass(&save.odds()),
            out.pass(&save.with_edge(Edge::advantage(1)).odds()),
        ];
        out.row(&cells);
    }
    out.line("");
    out.line("Murdham: attitude, d6 (2d6 keep lower if aggressive, higher if peaceful)");
    let bands = [
        Attitude::Hostile,
        Attitude::Unfriendly,
        Attitude::Neutral,
        Attitude::Friendly,
    ];
    out.row(&header(&[
        "approach",
        "hostile",
        "unfriendly",
        "neutral",
        "friendly",
    ]));
    for (name, approach) in [
        ("aggressive", Approach::Aggressive),
        ("other", Approach::Other),
        ("peaceful", Approach::Peaceful),
    ] {
        let odds = AttitudeRoll::new(approach).odds();
        let mut cells = vec![name.to_owned()];
        cells.extend(
            bands
                .iter()
                .map(|b| out.p(&odds.probability(b).unwrap_or_default())),
        );
        out.row(&cells);
    }
    Ok(())
}

fn block_dodge_parry(out: &mut Out<'_>) -> Result<(), Error> {
    use block_dodge_parry::{Contest, Resolution, Save, Winner};

    out.line("Block, Dodge, Parry: save, pass on d20 at most the ability (1 passes, 20 fails)");
    out.row(&header(&["ability", "plain", "advantage"]));
    for ability in 3..=18 {
        let save = Save::new(ability)?;
        let cells = [
            ability.to_string(),
            out.pass(&save.odds()),
            out.pass(&save.with_advantage(true).odds()),
        ];
        out.row(&cells);
    }
    out.line("");
    out.line("Block, Dodge, Parry: Time, Gear & Skill with two factors (d6)");
    let odds = block_dodge_parry::TWO_FACTORS.odds();
    let cells = [
        "two factors".to_owned(),
        out.p(&odds.probability(&Resolution::Failure).unwrap_or_default()),
        out.p(&odds
            .probability(&Resolution::SuccessAtCost)
            .unwrap_or_default()),
        out.p(&odds.probability(&Resolution::Success).unwrap_or_default()),
    ];
    out.row(&header(&["", "failure", "at a cost", "success"]));
    out.row(&cells);
    out.line("");
    out.line("Block, Dodge, Parry: contested saves, equal abilities (the highest pass wins)");
    out.row(&header(&["abilities", "first wins", "neither"]));
    for ability in [6, 10, 14, 18] {
        let odds = Contest::new(ability, ability)?.odds();
        let cells = [
            format!("{ability} vs {ability}"),
            out.p(&odds.probability(&Winner::First).unwrap_or_default()),
            out.p(&odds.probability(&Winner::Neither).unwrap_or_default()),
        ];
        out.row(&cells);
    }
    Ok(())
}
