//! A balance study: the exact odds of a duel swept over a grid of the
//! foe's numbers, as a CSV and an SVG heat map. The binary `osr-balance`
//! is its command line (see `--help` and docs/balance.md).

#![forbid(unsafe_code)]

pub mod cairn_house;
pub mod constitution;
pub mod gods_and_monsters;
pub mod heatmap;
pub mod options;
pub mod system;

use std::fmt::Write as _;

use osr::check::ratio;
use osr::dice::num_rational::BigRational;
use rayon::prelude::*;

pub use system::{About, Axis, Ending, System, Winner};

/// Makes a system with its default options.
pub type MakeSystem = fn() -> Box<dyn System>;

/// The systems by their command-line name; the first is the default.
pub const SYSTEMS: [(&str, MakeSystem); 3] = [
    ("cairn-house", || {
        Box::new(cairn_house::CairnHouse::default())
    }),
    ("constitution", || {
        Box::new(constitution::Constitution::default())
    }),
    ("gods-and-monsters", || {
        Box::new(gods_and_monsters::GodsAndMonsters::default())
    }),
];

/// The most grid points one sweep may have.
pub const MAX_POINTS: usize = 10_000;

/// The digits after the decimal point of the CSV's decimals.
pub const PLACES: u32 = 12;

/// One axis of the grid: an axis of the system and its inclusive range.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Range {
    /// The index of the axis in the system's [`System::axes`].
    pub axis: usize,
    /// The first value.
    pub from: i32,
    /// The last value.
    pub to: i32,
}

impl Range {
    /// Reads `KEY=FROM..TO` (or `KEY=VALUE`) against `axes`.
    ///
    /// # Errors
    ///
    /// A message for an unknown axis, a value the axis cannot take or a
    /// reversed range.
    pub fn parse(text: &str, axes: &[Axis]) -> Result<Self, String> {
        let keys = || axes.iter().map(|a| a.key).collect::<Vec<_>>().join(", ");
        let (key, values) = text
            .split_once('=')
            .ok_or_else(|| format!("{text:?} is not AXIS=FROM..TO (axes: {})", keys()))?;
        let axis = axes
            .iter()
            .position(|a| a.key == key.trim())
            .ok_or_else(|| format!("unknown axis {key:?} (axes: {})", keys()))?;
        let a = &axes[axis];
        let (from, to) = values.split_once("..").unwrap_or((values, values));
        let value = |v: &str| {
            (a.read)(v)
                .filter(|v| (a.min..=a.max).contains(v))
                .ok_or_else(|| {
                    format!(
                        "{key}: {v:?} is not a value from {} to {}",
                        (a.show)(a.min),
                        (a.show)(a.max)
                    )
                })
        };
        let (from, to) = (value(from)?, value(to)?);
        if from > to {
            return Err(format!(
                "{key}: the range {}..{} is reversed (write {}..{})",
                (a.show)(from),
                (a.show)(to),
                (a.show)(to),
                (a.show)(from)
            ));
        }
        Ok(Self { axis, from, to })
    }

    /// How many values the range holds.
    #[must_use]
    pub fn len(&self) -> usize {
        usize::try_from(i64::from(self.to) - i64::from(self.from) + 1).unwrap_or(0)
    }

    /// Whether the range is empty (never, once parsed).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The values, in order.
    pub fn values(&self) -> impl Iterator<Item = i32> + Clone {
        self.from..=self.to
    }
}

/// The grid: one axis, or two.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Grid {
    /// Across.
    pub x: Range,
    /// Up, if any.
    pub y: Option<Range>,
}

impl Grid {
    /// A grid of `x` by `y`.
    ///
    /// # Errors
    ///
    /// A message when both are the same axis or the grid has more than
    /// [`MAX_POINTS`] points.
    pub fn new(x: Range, y: Option<Range>) -> Result<Self, String> {
        if y.is_some_and(|y| y.axis == x.axis) {
            return Err("--x and --y are the same axis".to_owned());
        }
        let grid = Self { x, y };
        if grid.len() > MAX_POINTS {
            return Err(format!(
                "the grid has {} points, more than the {MAX_POINTS} a sweep may have",
                grid.len()
            ));
        }
        Ok(grid)
    }

    /// The axes swept, as indices into the system's axes.
    #[must_use]
    pub fn axes(&self) -> Vec<usize> {
        let mut axes = vec![self.x.axis];
        axes.extend(self.y.map(|y| y.axis));
        axes
    }

    /// The number of points.
    #[must_use]
    pub fn len(&self) -> usize {
        self.x.len() * self.y.map_or(1, |y| y.len())
    }

    /// Whether the grid is empty (never, once made).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The points, x first and y within it: (axis, value) pairs.
    #[must_use]
    pub fn points(&self) -> Vec<Vec<(usize, i32)>> {
        let mut points = Vec::with_capacity(self.len());
        for x in self.x.values() {
            match self.y {
                Some(y) => points.extend(y.values().map(|v| vec![(self.x.axis, x), (y.axis, v)])),
                None => points.push(vec![(self.x.axis, x)]),
            }
        }
        points
    }
}

/// One grid point's result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Point {
    /// The foe's numbers: (axis, value) pairs.
    pub at: Vec<(usize, i32)>,
    /// The chance of each ending, in the system's order.
    pub odds: Vec<BigRational>,
}

impl Point {
    /// The chance of the endings won by `winner`.
    #[must_use]
    pub fn chance(&self, endings: &[Ending], winner: Winner) -> BigRational {
        endings
            .iter()
            .zip(&self.odds)
            .filter(|(e, _)| e.winner == winner)
            .fold(ratio(0, 1), |sum, (_, p)| sum + p)
    }
}

/// Sweeps `grid` over the machine's cores (rayon), calling `done` after
/// each point; the points come back in [`Grid::points`]' order.
///
/// # Errors
///
/// The first message of a point the rules refuse.
pub fn sweep(
    system: &dyn System,
    grid: &Grid,
    done: impl Fn() + Sync,
) -> Result<Vec<Point>, String> {
    grid.points()
        .into_par_iter()
        .map(|at| {
            let odds = system.odds(&at);
            done();
            odds.map(|odds| Point { at, odds })
        })
        .collect()
}

/// `p` (at least 0) as a decimal with [`PLACES`] digits after the point,
/// rounded half away from zero.
#[must_use]
pub fn decimal(p: &BigRational) -> String {
    let scale = ratio(10_u64.pow(PLACES), 1);
    let digits = (p * scale).round().to_integer().to_string();
    let places = PLACES as usize;
    let digits = format!("{digits:0>width$}", width = places + 1);
    let (whole, fraction) = digits.split_at(digits.len() - places);
    format!("{whole}.{fraction}")
}

/// The CSV: a header, then one row per point with the axes' values, the
/// chance the adventurer wins and each ending's, each as a decimal and an
/// exact fraction.
#[must_use]
pub fn csv(system: &dyn System, points: &[Point]) -> String {
    let axes = system.axes();
    let endings = system.endings();
    let mut out = String::new();
    let Some(first) = points.first() else {
        return out;
    };
    let mut header: Vec<&str> = first.at.iter().map(|&(a, _)| axes[a].column).collect();
    header.push("adventurer_wins");
    header.push("adventurer_wins_exact");
    let exact: Vec<String> = endings
        .iter()
        .map(|e| format!("{}_exact", e.column))
        .collect();
    for (e, x) in endings.iter().zip(&exact) {
        header.push(e.column);
        header.push(x);
    }
    out += &header.join(",");
    out.push('\n');
    for point in points {
        let mut row: Vec<String> = point.at.iter().map(|&(a, v)| (axes[a].show)(v)).collect();
        let wins = point.chance(endings, Winner::Adventurer);
        row.push(decimal(&wins));
        row.push(wins.to_string());
        for p in &point.odds {
            row.push(decimal(p));
            row.push(p.to_string());
        }
        let _ = writeln!(out, "{}", row.join(","));
    }
    out
}
