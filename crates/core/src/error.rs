//! The one error type of osr-core.

use core::fmt;

/// Everything that can go wrong in osr-core.
///
/// Every variant carries the offending value, so a message can say what was
/// wrong without the caller's help. Domain crates wrap this type rather than
/// turning it into a string.
///
/// # Examples
///
/// ```
/// use osr_core::{Die, Error, FaceSource, SuppliedFaces};
///
/// let mut faces = SuppliedFaces::new(&[7]);
/// let err = faces.next_face(Die::D6).unwrap_err();
/// assert_eq!(err, Error::FaceOutOfRange { face: 7, sides: 6, position: 0 });
/// assert_eq!(err.to_string(), "supplied face 7 at position 0 is not on a d6 (1..=6)");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Error {
    /// A die was asked for with zero sides.
    ZeroSides,
    /// A pool of dice was asked for with a count outside `1..=max`.
    DiceCount {
        /// The count asked for.
        count: u32,
        /// The largest count allowed ([`Dice::MAX_COUNT`](crate::Dice::MAX_COUNT)).
        max: u32,
    },
    /// A supplied face is not a face of the die it was supplied for.
    FaceOutOfRange {
        /// The face supplied.
        face: u32,
        /// The sides of the die asked for.
        sides: u32,
        /// Zero-based position of the face in the supplied sequence.
        position: usize,
    },
    /// A die was asked for after the supplied faces ran out.
    FacesExhausted {
        /// The sides of the die asked for.
        sides: u32,
        /// Zero-based position of the face that was missing (equal to the
        /// number of faces supplied).
        position: usize,
    },
    /// A die is not on a die ladder.
    NotOnLadder {
        /// The sides of the die.
        sides: u32,
        /// The ladder, as a stable key (`"d4..d12"`, `"usage"`).
        ladder: &'static str,
    },
    /// A value is outside the range a rule allows.
    OutOfRange {
        /// What the value is, as a stable key (`"damage step"`, `"ability score"`).
        what: &'static str,
        /// The value given.
        value: i64,
        /// Smallest value allowed.
        min: i64,
        /// Largest value allowed.
        max: i64,
    },
    /// An empty usage die was rolled.
    EmptyUsageDie,
    /// Text that is not a die (`d8`) or a pool of dice (`3d6`).
    NotDice {
        /// Zero-based byte position of the first character that does not
        /// fit (the length of the text if it ended too soon).
        position: usize,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::ZeroSides => f.write_str("a die needs at least 1 side, got 0"),
            Self::DiceCount { count, max } => {
                write!(f, "a pool needs 1..={max} dice, got {count}")
            }
            Self::FaceOutOfRange {
                face,
                sides,
                position,
            } => write!(
                f,
                "supplied face {face} at position {position} is not on a d{sides} (1..={sides})"
            ),
            Self::FacesExhausted { sides, position } => {
                write!(
                    f,
                    "supplied faces ran out: a d{sides} needed a face at position {position}, but "
                )?;
                match position {
                    0 => f.write_str("none were supplied"),
                    1 => f.write_str("only 1 was supplied"),
                    n => write!(f, "only {n} were supplied"),
                }
            }
            Self::NotOnLadder { sides, ladder } => {
                write!(f, "d{sides} is not on the {ladder} die ladder")
            }
            Self::OutOfRange {
                what,
                value,
                min,
                max,
            } => write!(f, "{what} must be in {min}..={max}, got {value}"),
            Self::EmptyUsageDie => f.write_str("an empty usage die cannot be rolled"),
            Self::NotDice { position } => write!(
                f,
                "not dice such as 3d6, d8 or 2: unexpected text at byte {position}"
            ),
        }
    }
}

impl core::error::Error for Error {}

impl Error {
    /// A stable `snake_case` key for the kind of error, for programs that
    /// answer in JSON or pick a message of their own.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::Error;
    ///
    /// assert_eq!(Error::ZeroSides.kind(), "zero_sides");
    /// assert_eq!(Error::check_range("skill", 200, 0, 100).unwrap_err().kind(), "out_of_range");
    /// ```
    #[must_use]
    pub const fn kind(&self) -> &'static str {
        // Keep `KINDS` beside this list.
        match self {
            Self::ZeroSides => "zero_sides",
            Self::DiceCount { .. } => "dice_count",
            Self::FaceOutOfRange { .. } => "face_out_of_range",
            Self::FacesExhausted { .. } => "faces_exhausted",
            Self::NotOnLadder { .. } => "not_on_ladder",
            Self::OutOfRange { .. } => "out_of_range",
            Self::EmptyUsageDie => "empty_usage_die",
            Self::NotDice { .. } => "not_dice",
        }
    }

    /// Every key [`kind`](Self::kind) returns, for programs that list
    /// them (a TypeScript union of the keys).
    ///
    /// # Examples
    ///
    /// ```
    /// assert!(osr_core::Error::KINDS.contains(&"out_of_range"));
    /// ```
    pub const KINDS: &'static [&'static str] = &[
        "zero_sides",
        "dice_count",
        "face_out_of_range",
        "faces_exhausted",
        "not_on_ladder",
        "out_of_range",
        "empty_usage_die",
        "not_dice",
    ];

    /// Checks that `value` lies in `min..=max`, naming it `what` otherwise.
    ///
    /// This is the validation every osr crate uses for rule inputs, so that
    /// "an ability of 40 where 3..=18 is meant" reads the same everywhere.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::Error;
    ///
    /// assert_eq!(Error::check_range("ability score", 12, 3, 18), Ok(12));
    /// let err = Error::check_range("ability score", 40, 3, 18).unwrap_err();
    /// assert_eq!(err.to_string(), "ability score must be in 3..=18, got 40");
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::OutOfRange`] when `value` is below `min` or above `max`.
    pub const fn check_range(
        what: &'static str,
        value: i64,
        min: i64,
        max: i64,
    ) -> Result<i64, Self> {
        if value < min || value > max {
            Err(Self::OutOfRange {
                what,
                value,
                min,
                max,
            })
        } else {
            Ok(value)
        }
    }
}

/// `{"kind": "...", "message": "..."}`: the [`kind`](Error::kind) key and
/// the [`Display`](fmt::Display) text, written without allocating.
///
/// # Examples
///
/// ```
/// use osr_core::Error;
///
/// assert_eq!(
///     serde_json::to_string(&Error::ZeroSides).unwrap(),
///     r#"{"kind":"zero_sides","message":"a die needs at least 1 side, got 0"}"#,
/// );
/// ```
#[cfg(feature = "serde")]
impl serde::Serialize for Error {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serialize_error(serializer, self.kind(), self)
    }
}

/// Serializes an error as `{"kind": kind, "message": message}`, the JSON
/// form every osr crate gives its errors, without allocating: for the
/// `Serialize` impls of crates that build on osr-core.
///
/// # Examples
///
/// ```
/// use core::fmt;
///
/// struct Tired;
/// impl fmt::Display for Tired {
///     fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
///         f.write_str("too tired to roll")
///     }
/// }
/// impl serde::Serialize for Tired {
///     fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
///         osr_core::serialize_error(s, "tired", self)
///     }
/// }
/// assert_eq!(
///     serde_json::to_string(&Tired).unwrap(),
///     r#"{"kind":"tired","message":"too tired to roll"}"#,
/// );
/// ```
///
/// # Errors
///
/// Whatever the serializer reports.
#[cfg(feature = "serde")]
pub fn serialize_error<S: serde::Serializer>(
    serializer: S,
    kind: &'static str,
    message: &dyn fmt::Display,
) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeStruct;

    /// The message, handed to the serializer as text to collect.
    struct Message<'a>(&'a dyn fmt::Display);

    impl serde::Serialize for Message<'_> {
        fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            serializer.collect_str(self.0)
        }
    }

    let mut out = serializer.serialize_struct("Error", 2)?;
    out.serialize_field("kind", kind)?;
    out.serialize_field("message", &Message(message))?;
    out.end()
}
