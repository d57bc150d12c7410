//! Validated rule inputs, each declared once as a row of [`bounded!`].
//!
//! A row gives a type its name, its integer representation, its range and
//! the stable key its errors use:
//!
//! ```text
//! bounded! {
//!     /// An ability score a save is rolled against.
//!     pub struct Ability(i32) in 0..=20, "ability score";
//! }
//! ```
//!
//! and generates the type with `new` (the one validation, returning
//! [`Error::Core`](crate::Error::Core) with osr-core's `OutOfRange` naming
//! the key, the value and the range), `get`, `MIN`, `MAX`, `TryFrom<i64>`,
//! `From<Self> for i64`, `Display`, and serde as the plain number, read
//! back through `new`. A check that stores its inputs as such types derives
//! its serde and needs no hand-written copy of the validation.

/// Declares validated integer types; see the [module docs](self).
macro_rules! bounded {
    ($(
        $(#[$attr:meta])*
        $vis:vis struct $name:ident($repr:ty) in $min:literal ..= $max:literal, $what:literal;
    )*) => {$(
        $(#[$attr])*
        #[doc = ""]
        #[doc = concat!("A value in `", stringify!($min), "..=", stringify!($max),
                        "`; errors call it \"", $what, "\".")]
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        #[cfg_attr(feature = "serde", serde(try_from = "i64", into = "i64"))]
        $vis struct $name($repr);

        impl $name {
            /// The smallest value allowed.
            pub const MIN: $repr = $min;
            /// The largest value allowed.
            pub const MAX: $repr = $max;
            /// What the value is, as its errors name it.
            pub const WHAT: &'static str = $what;

            /// The value, when it is in range.
            ///
            /// # Errors
            ///
            #[doc = concat!("[`Error::Core`](crate::Error::Core) (`OutOfRange`, \"", $what,
                            "\") outside `", stringify!($min), "..=", stringify!($max), "`.")]
            pub fn new(value: impl Into<i64>) -> Result<Self, $crate::Error> {
                let value = value.into();
                osr_core::Error::check_range($what, value, $min, $max)?;
                // In range, so the representation holds it.
                <$repr>::try_from(value).map(Self).map_err(|_| {
                    $crate::Error::Core(osr_core::Error::OutOfRange {
                        what: $what,
                        value,
                        min: $min,
                        max: $max,
                    })
                })
            }

            /// The value.
            #[must_use]
            pub const fn get(self) -> $repr {
                self.0
            }
        }

        impl TryFrom<i64> for $name {
            type Error = $crate::Error;

            fn try_from(value: i64) -> Result<Self, $crate::Error> {
                Self::new(value)
            }
        }

        impl From<$name> for i64 {
            fn from(value: $name) -> Self {
                value.0.into()
            }
        }

        impl core::fmt::Display for $name {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                core::fmt::Display::fmt(&self.0, f)
            }
        }
    )*};
}
