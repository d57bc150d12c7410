//! A referee's own table (wandering monsters, weather, rumours): rows of
//! totals on some dice, each with a stable ID, plugged in where the rules
//! say "roll on the appropriate table" without printing one.

use alloc::string::String;
use alloc::vec::Vec;

use num_rational::BigRational;
use osr_check::{Fate, Odds, Rolled, ratio};
use osr_core::{Die, FaceSource};

use crate::Error;

/// The most dice a referee's table rolls.
pub const MAX_TABLE_DICE: u32 = 4;
/// The most faces each of them has.
pub const MAX_TABLE_SIDES: u32 = 100;

/// One row: the totals `low..=high` read `id`.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Entry {
    /// The least total.
    pub low: u32,
    /// The greatest total.
    pub high: u32,
    /// The row's stable ID (`goblins`, `fog`).
    pub id: String,
}

impl Entry {
    /// A row for the totals `low..=high`.
    #[must_use]
    pub fn new(low: u32, high: u32, id: &str) -> Self {
        Self {
            low,
            high,
            id: String::from(id),
        }
    }
}

/// A table rolled with `count` dice of `sides` faces, summed: its rows
/// cover every total from `count` to `count × sides` once, in order.
///
/// With the `serde` feature it serializes as
/// `{"id": ..., "count": 2, "sides": 6, "rows": [{"low": 2, "high": 4, "id": ...}]}`;
/// reading it back checks it as [`RandomTable::new`] does.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_travel::{Entry, RandomTable};
///
/// let monsters = RandomTable::new("crypt", 1, 6, vec![
///     Entry::new(1, 3, "skeletons"),
///     Entry::new(4, 5, "ghouls"),
///     Entry::new(6, 6, "wight"),
/// ])?;
/// let roll = monsters.roll(&mut SuppliedFaces::new(&[5]))?;
/// assert_eq!((roll.total, roll.entry.as_str()), (5, "ghouls"));
/// # Ok::<(), osr_travel::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(try_from = "TableFields"))]
pub struct RandomTable {
    /// The table's stable ID (`crypt`).
    id: String,
    /// How many dice it rolls (1 to 4).
    count: u32,
    /// The faces of each die (at most 100).
    sides: u32,
    /// The rows, covering every total from `count` to `count × sides` once, in order.
    rows: Vec<Entry>,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct TableFields {
    /// The table's stable ID (`crypt`).
    id: String,
    /// How many dice it rolls (1 to 4).
    count: u32,
    /// The faces of each die (at most 100).
    sides: u32,
    /// The rows, covering every total from `count` to `count × sides` once, in order.
    rows: Vec<Entry>,
}

#[cfg(feature = "serde")]
impl TryFrom<TableFields> for RandomTable {
    type Error = Error;

    fn try_from(f: TableFields) -> Result<Self, Error> {
        Self::new(&f.id, f.count, f.sides, f.rows)
    }
}

/// A roll on a [`RandomTable`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct EntryRoll {
    /// The table's ID.
    pub table: String,
    /// The row read.
    pub entry: String,
    /// The total of the dice.
    pub total: u32,
    /// The dice, in order.
    pub dice: Vec<Rolled>,
}

impl EntryRoll {
    /// Checks a roll read back (from JSON, a log) against the table it
    /// claims to come from: the same table ID, dice of the table's size
    /// with faces on them, and the row the table gives for their total.
    /// Deserializing an `EntryRoll` cannot check this by itself, since the
    /// table is the referee's: the caller verifies against their table.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_travel::{Entry, RandomTable};
    ///
    /// let table = RandomTable::new("monsters", 1, 6, vec![
    ///     Entry::new(1, 3, "rats"),
    ///     Entry::new(4, 6, "ghoul"),
    /// ])?;
    /// let mut roll = table.roll(&mut SuppliedFaces::new(&[5]))?;
    /// roll.verify(&table)?;
    /// roll.entry = "rats".into();
    /// assert!(roll.verify(&table).is_err());
    /// # Ok::<(), osr_travel::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Inconsistent`] when the roll is not what the table gives
    /// for its faces; [`Error::Core`] when a face is not on the die.
    pub fn verify(&self, table: &RandomTable) -> Result<(), Error> {
        let faces: Vec<u32> = self.dice.iter().map(|d| d.face).collect();
        let replayed = table.roll(&mut osr_core::SuppliedFaces::new(&faces))?;
        if replayed == *self {
            Ok(())
        } else {
            Err(Error::Inconsistent {
                what: "a table roll",
                reason: "it is not what the table gives for its dice",
            })
        }
    }
}

impl RandomTable {
    /// A table, checked.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for more than [`MAX_TABLE_DICE`]
    /// dice or more than [`MAX_TABLE_SIDES`] sides (or none);
    /// [`Error::BadTable`] when the rows do not cover every total once, in
    /// order.
    pub fn new(id: &str, count: u32, sides: u32, rows: Vec<Entry>) -> Result<Self, Error> {
        osr_core::Error::check_range("table dice", count.into(), 1, 4)?;
        osr_core::Error::check_range("table die sides", sides.into(), 1, 100)?;
        let bad = |reason| Error::BadTable {
            table: String::from(id),
            reason,
        };
        let mut next = count;
        for row in &rows {
            if row.low != next {
                return Err(bad("its rows leave a gap, overlap or are out of order"));
            }
            if row.high < row.low {
                return Err(bad("a row ends before it starts"));
            }
            next = row.high + 1;
        }
        if next != count * sides + 1 {
            return Err(bad("its rows do not end at the highest total"));
        }
        Ok(Self {
            id: String::from(id),
            count,
            sides,
            rows,
        })
    }

    /// The table's ID.
    #[must_use]
    pub fn id(&self) -> &str {
        &self.id
    }

    /// The rows.
    #[must_use]
    pub fn rows(&self) -> &[Entry] {
        &self.rows
    }

    /// The row a total reads.
    #[must_use]
    pub fn row(&self, total: u32) -> Option<&Entry> {
        self.rows.iter().find(|r| (r.low..=r.high).contains(&total))
    }

    /// Rolls the table.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails.
    pub fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<EntryRoll, Error> {
        let die = Die::new(self.sides)?;
        let mut dice = Vec::new();
        let mut total = 0;
        for _ in 0..self.count {
            let face = die.roll(source)?;
            total += face;
            dice.push(Rolled {
                sides: self.sides,
                face,
                fate: Fate::Counted,
            });
        }
        let entry = self.row(total).ok_or_else(|| Error::BadTable {
            table: self.id.clone(),
            reason: "its rows do not end at the highest total",
        })?;
        Ok(EntryRoll {
            table: self.id.clone(),
            entry: entry.id.clone(),
            total,
            dice,
        })
    }

    /// The exact probability of each row, by its ID.
    ///
    /// # Panics
    ///
    /// Never: [`RandomTable::new`] proves the rows cover every total the
    /// dice make, so the rows' chances sum to 1.
    #[must_use]
    pub fn odds(&self) -> Odds<String> {
        // Ways to make each total, by convolution.
        let mut ways: Vec<u64> = alloc::vec![1];
        for _ in 0..self.count {
            let mut next =
                alloc::vec![0_u64; ways.len() + usize::try_from(self.sides).unwrap_or(0)];
            for (t, w) in ways.iter().enumerate() {
                for f in 1..=usize::try_from(self.sides).unwrap_or(0) {
                    next[t + f] += w;
                }
            }
            ways = next;
        }
        let all = u64::from(self.sides).pow(self.count);
        let weights: Vec<(String, BigRational)> = ways
            .iter()
            .enumerate()
            .filter(|(_, w)| **w > 0)
            .filter_map(|(t, w)| {
                let t = u32::try_from(t).ok()?;
                Some((self.row(t)?.id.clone(), ratio(*w, all)))
            })
            .collect();
        Odds::new(weights, None).expect("a table's rows cover every total")
    }
}
