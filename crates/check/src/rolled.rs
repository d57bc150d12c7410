//! One die a check rolled, and what became of it.

use core::fmt;

use osr_core::Die;

use crate::Error;

/// One die a check rolled.
///
/// # Examples
///
/// ```
/// use osr_check::{Fate, Rolled};
///
/// let die = Rolled { sides: 20, face: 14, fate: Fate::Dropped };
/// assert_eq!(die.to_string(), "d20: 14 (dropped)");
/// ```
///
/// With the `serde` feature it serializes as
/// `{"sides": 20, "face": 14, "fate": "dropped"}`; deserializing checks
/// the face against the die, as [`Rolled::new`] does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(try_from = "RolledFields"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Rolled {
    /// The faces of the die.
    pub sides: u32,
    /// The face rolled, `1..=sides`.
    pub face: u32,
    /// What became of it.
    pub fate: Fate,
}

/// The fields of a [`Rolled`] as read, before the face is checked.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct RolledFields {
    /// The faces of the die.
    sides: u32,
    /// The face rolled, `1..=sides`.
    face: u32,
    /// What became of it.
    fate: Fate,
}

#[cfg(feature = "serde")]
impl TryFrom<RolledFields> for Rolled {
    type Error = Error;

    fn try_from(fields: RolledFields) -> Result<Self, Error> {
        Self::new(fields.sides, fields.face, fields.fate)
    }
}

impl Rolled {
    /// A die with `sides` faces that showed `face`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] with [`osr_core::Error::ZeroSides`] for a die without
    /// sides, or [`osr_core::Error::FaceOutOfRange`] for a face not on it.
    pub fn new(sides: u32, face: u32, fate: Fate) -> Result<Self, Error> {
        let die = Die::new(sides)?;
        if !(1..=die.sides()).contains(&face) {
            return Err(Error::Core(osr_core::Error::FaceOutOfRange {
                face,
                sides,
                position: 0,
            }));
        }
        Ok(Self { sides, face, fate })
    }
}

/// What became of a rolled die.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
#[non_exhaustive]
pub enum Fate {
    /// It counts toward the outcome.
    Counted,
    /// Rolled for advantage or disadvantage and set aside.
    Dropped,
    /// Part of a round the rule throws away and rolls again (a tie).
    Replaced,
}

impl fmt::Display for Rolled {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "d{}: {}", self.sides, self.face)?;
        match self.fate {
            Fate::Counted => Ok(()),
            Fate::Dropped => f.write_str(" (dropped)"),
            Fate::Replaced => f.write_str(" (rolled again)"),
        }
    }
}
