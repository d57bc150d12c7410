//! What every system reads the same way: a fighter's numbers by axis
//! (`--hp 4` the adventurer's, `--foe-hp 4` the foe's), the check that
//! a foe's number is not both an option and an axis, and the messages
//! naming a grid point.

use osr::combat::{Error, Side};

use crate::system::Axis;

/// A fighter's numbers, one per axis of the system.
pub trait Numbers: Copy {
    /// Puts `value` on the number of axis `axis` (an index into the
    /// system's axes).
    fn put(&mut self, axis: usize, value: i32);
}

/// Whose number an option sets and its key: `--foe-hp` is the foe's
/// (`true`) `hp`, `--hp` the adventurer's (`false`); `None` when the
/// option does not start with `--`.
#[must_use]
pub fn split(option: &str) -> Option<(bool, &str)> {
    match option.strip_prefix("--foe-") {
        Some(key) => Some((true, key)),
        None => option.strip_prefix("--").map(|key| (false, key)),
    }
}

/// The value of `option` on `axis`, within the axis's range.
///
/// # Errors
///
/// A message naming the option and its range for a value out of it.
pub fn number(option: &str, value: &str, axis: &Axis) -> Result<i32, String> {
    (axis.read)(value)
        .filter(|v| (axis.min..=axis.max).contains(v))
        .ok_or_else(|| {
            format!(
                "{option} needs a value from {} to {}, got {value:?}",
                (axis.show)(axis.min),
                (axis.show)(axis.max)
            )
        })
}

/// The point in words, for a message: the foe's numbers on the axes.
#[must_use]
pub fn at(point: &[(usize, i32)], axes: &[Axis]) -> String {
    point
        .iter()
        .map(|&(axis, value)| format!("{} {}", axes[axis].key, (axes[axis].show)(value)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A message for the exact odds refusing the fight at `point`: too
/// large, never ending, or another refusal of the rules.
#[must_use]
pub fn refusal(error: Error, point: &[(usize, i32)], axes: &[Axis]) -> String {
    match error {
        Error::Check(osr::check::Error::TooManyStates { max }) => format!(
            "the fight at {} is too large for the exact odds \
             (more than {max} states); try a smaller foe or adventurer",
            at(point, axes)
        ),
        Error::Check(osr::check::Error::NeverEnds) => format!(
            "the fight at {} may never end: neither fighter can ever \
             hurt the other",
            at(point, axes)
        ),
        e => format!("the fight at {}: {e}", at(point, axes)),
    }
}

/// The two fighters' numbers as the options give them, and which of
/// the foe's were given.
#[derive(Debug, Clone)]
pub struct Fighters<N> {
    /// The adventurer's numbers.
    pub adventurer: N,
    /// The foe's numbers not on an axis.
    pub foe: N,
    /// The axes of the foe's numbers set by an option.
    foe_set: Vec<usize>,
}

impl<N: Numbers> Fighters<N> {
    /// The fighters at their defaults, no option given.
    #[must_use]
    pub const fn new(adventurer: N, foe: N) -> Self {
        Self {
            adventurer,
            foe,
            foe_set: Vec::new(),
        }
    }

    /// Takes `option` with `value` when it names one of `axes` (for the
    /// adventurer, or the foe with `--foe-`): `Ok(false)` when it does
    /// not.
    ///
    /// # Errors
    ///
    /// A message for a value out of the axis's range.
    pub fn set(&mut self, option: &str, value: &str, axes: &[Axis]) -> Result<bool, String> {
        let Some((foe, key)) = split(option) else {
            return Ok(false);
        };
        let Some(at) = axes.iter().position(|a| a.key == key) else {
            return Ok(false);
        };
        let v = number(option, value, &axes[at])?;
        if foe {
            self.foe.put(at, v);
            self.foe_set.push(at);
        } else {
            self.adventurer.put(at, v);
        }
        Ok(true)
    }

    /// The foe's numbers at `point`: (axis index, value) pairs.
    #[must_use]
    pub fn foe_at(&self, point: &[(usize, i32)]) -> N {
        let mut foe = self.foe;
        for &(axis, value) in point {
            foe.put(axis, value);
        }
        foe
    }

    /// The adventurer and the foe at `point`, each made by `make` (from
    /// the numbers, an id and a side: 1 and the party's for the
    /// adventurer, 2 and the foes' for the foe).
    ///
    /// # Errors
    ///
    /// `make`'s message, naming the fighter it refuses.
    pub fn both<T>(
        &self,
        point: &[(usize, i32)],
        make: impl Fn(&N, u32, Side) -> Result<T, String>,
    ) -> Result<(T, T), String> {
        let adventurer =
            make(&self.adventurer, 1, Side::Party).map_err(|e| format!("the adventurer: {e}"))?;
        let foe = make(&self.foe_at(point), 2, Side::Foes).map_err(|e| format!("the foe: {e}"))?;
        Ok((adventurer, foe))
    }

    /// Checks the options against the axes swept (`swept` are indices
    /// into `axes`): no foe's number both an option and an axis, and an
    /// adventurer `make` accepts.
    ///
    /// # Errors
    ///
    /// A message naming the option or the adventurer's refusal.
    pub fn check<T>(
        &self,
        swept: &[usize],
        axes: &[Axis],
        make: impl Fn(&N, u32, Side) -> Result<T, String>,
    ) -> Result<(), String> {
        for &axis in swept {
            if self.foe_set.contains(&axis) {
                return Err(format!(
                    "--foe-{} is given, but the foe's {} is an axis of the sweep",
                    axes[axis].key, axes[axis].key
                ));
            }
        }
        make(&self.adventurer, 1, Side::Party)
            .map(|_| ())
            .map_err(|e| format!("the adventurer: {e}"))
    }

    /// The fighters in words, the foe's numbers on `swept` left out:
    /// "the adventurer …; the foe …", `words` giving a fighter's
    /// numbers with those of the axes it is given left out.
    #[must_use]
    pub fn setting(&self, swept: &[usize], words: impl Fn(&N, &[usize]) -> String) -> String {
        let foe = words(&self.foe, swept);
        let foe = if foe.is_empty() {
            String::new()
        } else {
            format!("; the foe {foe}")
        };
        format!("the adventurer {}{foe}", words(&self.adventurer, &[]))
    }
}

/// The index in `table` of the thing named `text`, as an axis reads it.
#[must_use]
pub fn read_named<T>(table: &[(T, &str)], text: &str) -> Option<i32> {
    let at = table.iter().position(|(_, name)| *name == text.trim())?;
    i32::try_from(at).ok()
}

/// The name in `table` at `value`, as an axis shows it (the number
/// itself past the table's end).
#[must_use]
pub fn show_named<T>(table: &[(T, &str)], value: i32) -> String {
    usize::try_from(value)
        .ok()
        .and_then(|at| table.get(at))
        .map_or_else(|| value.to_string(), |(_, name)| (*name).to_owned())
}

/// The thing in `table` at `value`.
///
/// # Errors
///
/// "no {what} at {value}" past the table's end.
pub fn named<T: Copy>(table: &[(T, &str)], value: i32, what: &str) -> Result<T, String> {
    usize::try_from(value)
        .ok()
        .and_then(|at| table.get(at))
        .map(|(thing, _)| *thing)
        .ok_or_else(|| format!("no {what} at {value}"))
}
