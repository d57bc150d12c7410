//! Dice: a single die and a pool of identical dice.

use core::fmt;
use core::num::NonZeroU32;

use rand_core::Rng;

use crate::{Error, FaceSource, sample_face};

/// A die with faces numbered `1..=sides`.
///
/// A die has at least one side. A d1 is legal (it always shows 1); it is how
/// a flat value such as the "1" of a damage progression is written as dice.
/// Dice with other faces (Fate dice, `d{-1,0,1}`) are built on top of this
/// by mapping the face number to a value.
///
/// # Examples
///
/// ```
/// use osr_core::Die;
///
/// let d20 = Die::new(20)?;
/// assert_eq!(d20, Die::D20);
/// assert_eq!(d20.sides(), 20);
/// assert_eq!(d20.to_string(), "d20");
/// assert!(Die::new(0).is_err());
/// # Ok::<(), osr_core::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "u32", into = "u32")
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Die(NonZeroU32);

impl Die {
    /// A d1: always shows 1.
    pub const D1: Self = Self::known(1);
    /// A d2.
    pub const D2: Self = Self::known(2);
    /// A d3.
    pub const D3: Self = Self::known(3);
    /// A d4.
    pub const D4: Self = Self::known(4);
    /// A d6.
    pub const D6: Self = Self::known(6);
    /// A d8.
    pub const D8: Self = Self::known(8);
    /// A d10.
    pub const D10: Self = Self::known(10);
    /// A d12.
    pub const D12: Self = Self::known(12);
    /// A d20.
    pub const D20: Self = Self::known(20);
    /// A d100 (percentile die, faces 1..=100).
    pub const D100: Self = Self::known(100);

    /// The standard polyhedral set, smallest first: d4, d6, d8, d10, d12,
    /// d20 and d100.
    ///
    /// ```
    /// use osr_core::Die;
    ///
    /// let names: Vec<String> = Die::STANDARD.iter().map(Die::to_string).collect();
    /// assert_eq!(names, ["d4", "d6", "d8", "d10", "d12", "d20", "d100"]);
    /// ```
    pub const STANDARD: [Self; 7] = [
        Self::D4,
        Self::D6,
        Self::D8,
        Self::D10,
        Self::D12,
        Self::D20,
        Self::D100,
    ];

    const fn known(sides: u32) -> Self {
        match NonZeroU32::new(sides) {
            Some(n) => Self(n),
            None => panic!("die constants have at least one side"),
        }
    }

    /// A die with `sides` faces.
    ///
    /// # Errors
    ///
    /// [`Error::ZeroSides`] when `sides` is 0.
    pub const fn new(sides: u32) -> Result<Self, Error> {
        match NonZeroU32::new(sides) {
            Some(n) => Ok(Self(n)),
            None => Err(Error::ZeroSides),
        }
    }

    /// The number of faces.
    #[must_use]
    pub const fn sides(self) -> u32 {
        self.0.get()
    }

    /// Whether `face` is one of this die's faces (`1..=sides`).
    #[must_use]
    pub const fn has_face(self, face: u32) -> bool {
        face >= 1 && face <= self.sides()
    }

    /// Rolls this die once from `source`.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::{Die, SuppliedFaces};
    ///
    /// let mut faces = SuppliedFaces::new(&[17]);
    /// assert_eq!(Die::D20.roll(&mut faces)?, 17);
    /// # Ok::<(), osr_core::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// Whatever `source` reports: supplied faces fail when they run out or a
    /// face is not on this die; a random generator never fails.
    #[inline]
    pub fn roll<S: FaceSource + ?Sized>(self, source: &mut S) -> Result<u32, Error> {
        source.next_face(self)
    }

    /// Rolls this die once from a random generator: the same face
    /// [`roll`](Self::roll) gives from the same generator, without an
    /// error to handle, since a generator cannot fail.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::{Die, rand_core::SeedableRng};
    ///
    /// let mut a = rand_pcg::Pcg64Mcg::seed_from_u64(7);
    /// let mut b = a.clone();
    /// assert_eq!(Ok(Die::D20.sample(&mut a)), Die::D20.roll(&mut b));
    /// ```
    #[inline]
    #[must_use]
    pub fn sample<R: Rng + ?Sized>(self, rng: &mut R) -> u32 {
        sample_face(rng, self)
    }
}

impl TryFrom<u32> for Die {
    type Error = Error;

    fn try_from(sides: u32) -> Result<Self, Error> {
        Self::new(sides)
    }
}

impl From<Die> for u32 {
    fn from(die: Die) -> Self {
        die.sides()
    }
}

impl fmt::Display for Die {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "d{}", self.sides())
    }
}

/// Reads `dS` (`d6`, `d100`; `d%` for d100), the text [`Display`](fmt::Display)
/// writes.
///
/// # Examples
///
/// ```
/// use osr_core::Die;
///
/// assert_eq!("d20".parse::<Die>(), Ok(Die::D20));
/// assert_eq!("d%".parse::<Die>(), Ok(Die::D100));
/// assert!("d0".parse::<Die>().is_err());
/// assert!("20".parse::<Die>().is_err());
/// ```
impl core::str::FromStr for Die {
    type Err = Error;

    fn from_str(text: &str) -> Result<Self, Error> {
        let Some(sides) = text.strip_prefix('d') else {
            return Err(Error::NotDice { position: 0 });
        };
        if sides == "%" {
            return Ok(Self::D100);
        }
        Self::new(parse_number(sides, 1)?)
    }
}

/// A whole number of at most 32 bits, written with digits only, that
/// starts at byte `offset` of the text being read.
fn parse_number(text: &str, offset: usize) -> Result<u32, Error> {
    if text.is_empty() {
        return Err(Error::NotDice { position: offset });
    }
    let mut value: u32 = 0;
    for (i, b) in text.bytes().enumerate() {
        let digit = match b {
            b'0'..=b'9' => u32::from(b - b'0'),
            _ => {
                return Err(Error::NotDice {
                    position: offset + i,
                });
            }
        };
        value = value
            .checked_mul(10)
            .and_then(|v| v.checked_add(digit))
            .ok_or(Error::NotDice {
                position: offset + i,
            })?;
    }
    Ok(value)
}

/// A pool of identical dice, `NdS`, summed when rolled.
///
/// The count is bounded by [`Dice::MAX_COUNT`] so that rolling a pool is
/// always a bounded amount of work. It displays the way rule tables print
/// dice: `3d6`, a single die as `d8`, and a pool of d1s (a constant) as its
/// number (`1`, not `1d1`).
///
/// # Examples
///
/// ```
/// use osr_core::{Dice, Die, SuppliedFaces};
///
/// let pool = Dice::new(3, Die::D6)?;
/// assert_eq!(pool.to_string(), "3d6");
/// assert_eq!((pool.min(), pool.max()), (3, 18));
/// assert_eq!(pool.roll(&mut SuppliedFaces::new(&[2, 5, 6]))?, 13);
/// # Ok::<(), osr_core::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "RawDice")
)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "CountedDice")
)]
pub struct Dice {
    /// How many dice, 1..=10 000.
    count: u32,
    /// The die (its sides).
    die: Die,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "CountedDice")
)]
#[serde(deny_unknown_fields)]
struct RawDice {
    /// How many dice, 1..=10 000.
    count: u32,
    /// The die (its sides).
    die: Die,
}

#[cfg(feature = "serde")]
impl TryFrom<RawDice> for Dice {
    type Error = Error;

    fn try_from(raw: RawDice) -> Result<Self, Error> {
        Self::new(raw.count, raw.die)
    }
}

impl Dice {
    /// The largest pool: ten thousand dice.
    ///
    /// Large enough for any rule in the seeds (the largest is a few dozen
    /// dice); small enough that rolling the largest pool is cheap.
    pub const MAX_COUNT: u32 = 10_000;

    /// `count` dice of `die`.
    ///
    /// # Errors
    ///
    /// [`Error::DiceCount`] when `count` is 0 or above [`Dice::MAX_COUNT`].
    pub const fn new(count: u32, die: Die) -> Result<Self, Error> {
        if count == 0 || count > Self::MAX_COUNT {
            Err(Error::DiceCount {
                count,
                max: Self::MAX_COUNT,
            })
        } else {
            Ok(Self { count, die })
        }
    }

    /// `count` dice of `die`, for counts the caller has already bounded.
    pub(crate) const fn new_unchecked(count: u32, die: Die) -> Self {
        debug_assert!(count >= 1 && count <= Self::MAX_COUNT);
        Self { count, die }
    }

    /// One die.
    #[must_use]
    pub const fn one(die: Die) -> Self {
        Self { count: 1, die }
    }

    /// How many dice.
    #[must_use]
    pub const fn count(self) -> u32 {
        self.count
    }

    /// The kind of die.
    #[must_use]
    pub const fn die(self) -> Die {
        self.die
    }

    /// The smallest total: every die shows 1.
    #[must_use]
    pub const fn min(self) -> u64 {
        self.count as u64
    }

    /// The largest total: every die shows its top face.
    #[must_use]
    pub const fn max(self) -> u64 {
        // count <= 10_000 and sides < 2^32, so the product fits in u64.
        self.count as u64 * self.die.sides() as u64
    }

    /// Rolls every die from `source` and returns the sum.
    ///
    /// Dice are drawn in order; the first error stops the roll.
    ///
    /// # Errors
    ///
    /// Whatever `source` reports (see [`Die::roll`]).
    pub fn roll<S: FaceSource + ?Sized>(self, source: &mut S) -> Result<u64, Error> {
        let mut total = 0u64;
        for _ in 0..self.count {
            total += u64::from(source.next_face(self.die)?);
        }
        Ok(total)
    }

    /// Rolls every die from a random generator and returns the sum: the
    /// same total [`roll`](Self::roll) gives from the same generator,
    /// without an error to handle.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::{Dice, Die, rand_core::SeedableRng};
    ///
    /// let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(7);
    /// let total = Dice::new(3, Die::D6)?.sample(&mut rng);
    /// assert!((3..=18).contains(&total));
    /// # Ok::<(), osr_core::Error>(())
    /// ```
    #[must_use]
    pub fn sample<R: Rng + ?Sized>(self, rng: &mut R) -> u64 {
        // At most 10_000 faces below 2^32 each: the sum fits in u64.
        (0..self.count)
            .map(|_| u64::from(sample_face(rng, self.die)))
            .sum()
    }
}

impl From<Die> for Dice {
    fn from(die: Die) -> Self {
        Self::one(die)
    }
}

/// Reads `NdS`, `dS` or `N` (a pool of d1s, a constant), the text
/// [`Display`](fmt::Display) writes: `text.parse::<Dice>()` of a pool's
/// text gives the pool back.
///
/// # Examples
///
/// ```
/// use osr_core::{Dice, Die};
///
/// let pool: Dice = "3d6".parse()?;
/// assert_eq!(pool, Dice::new(3, Die::D6)?);
/// assert_eq!(pool.to_string().parse::<Dice>()?, pool);
/// assert_eq!("d8".parse::<Dice>()?, Dice::one(Die::D8));
/// assert_eq!("2".parse::<Dice>()?, Dice::new(2, Die::D1)?);
/// assert!("0d6".parse::<Dice>().is_err());
/// assert!("3x6".parse::<Dice>().is_err());
/// # Ok::<(), osr_core::Error>(())
/// ```
impl core::str::FromStr for Dice {
    type Err = Error;

    fn from_str(text: &str) -> Result<Self, Error> {
        match text.find('d') {
            None => Self::new(parse_number(text, 0)?, Die::D1),
            Some(0) => Ok(Self::one(text.parse()?)),
            Some(at) => {
                let count = parse_number(&text[..at], 0)?;
                let die = text[at..].parse::<Die>().map_err(|e| match e {
                    Error::NotDice { position } => Error::NotDice {
                        position: position + at,
                    },
                    other => other,
                })?;
                Self::new(count, die)
            }
        }
    }
}

impl fmt::Display for Dice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.die == Die::D1 {
            write!(f, "{}", self.count)
        } else if self.count == 1 {
            write!(f, "{}", self.die)
        } else {
            write!(f, "{}{}", self.count, self.die)
        }
    }
}
