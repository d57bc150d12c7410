//! Validated integer inputs, each declared once as a row of [`bounded!`](crate::bounded).

/// Declares validated integer types: the one way an osr crate writes a rule
/// input with a range.
///
/// The first line names the error type the constructors return, which must
/// implement `From<osr_core::Error>` (every osr crate's `Error` wraps
/// osr-core's). Each row then gives a type its name, its integer
/// representation, its range and the stable phrase its errors use, and
/// generates the type with `new` (the one validation, returning
/// osr-core's [`OutOfRange`](crate::Error::OutOfRange) naming the phrase,
/// the value and the range, converted into the given error), `constant`
/// (a constant checked at compile time, for code whose value is known:
/// no `Result`), `get`, `MIN`,
/// `MAX`, `WHAT`, `TryFrom<i64>`, `From<Self> for i64`, `Display`, and,
/// when the calling crate has a `serde` feature turned on, serde as the
/// plain number, read back through `new`; when it has a `schema` feature
/// turned on, schemars' `JsonSchema`: an integer with the minimum and
/// maximum. A type that stores its inputs as such values derives its serde
/// and its schema, and needs no hand-written copy of the validation.
///
/// The calling crate depends on `osr-core` under its own name, on `serde`
/// (with `derive`) behind its `serde` feature, and declares a `schema`
/// feature turning on `serde` and a `schemars` dependency (with `derive`).
///
/// # Examples
///
/// ```
/// osr_core::bounded! {
///     error: osr_core::Error;
///     /// An ability score a save is rolled against.
///     pub struct Ability(i32) in 0..=20, "ability score";
/// }
///
/// assert_eq!(Ability::new(12)?.get(), 12);
/// assert_eq!(
///     Ability::new(40).unwrap_err().to_string(),
///     "ability score must be in 0..=20, got 40",
/// );
/// assert_eq!(Ability::MAX, 20);
/// // A constant is checked when compiled: `Ability::constant::<40>()` does not compile.
/// assert_eq!(Ability::constant::<10>().get(), 10);
/// # Ok::<(), osr_core::Error>(())
/// ```
///
/// A constant out of range is refused when the program is compiled:
///
/// ```compile_fail
/// osr_core::bounded! {
///     error: osr_core::Error;
///     /// An ability score a save is rolled against.
///     pub struct Ability(i32) in 0..=20, "ability score";
/// }
///
/// let forty = Ability::constant::<40>();
/// ```
#[macro_export]
macro_rules! bounded {
    (
        error: $err:ty;
        $(
            $(#[$attr:meta])*
            $vis:vis struct $name:ident($repr:ty) in $min:literal ..= $max:literal, $what:literal;
        )*
    ) => {$(
        $(#[$attr])*
        #[doc = ""]
        #[doc = concat!("A value in `", stringify!($min), "..=", stringify!($max),
                        "`; errors call it \"", $what, "\".")]
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        #[cfg_attr(feature = "serde", serde(try_from = "i64", into = "i64"))]
        #[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
        #[cfg_attr(feature = "schema", schemars(inline, extend("minimum" = Self::MIN, "maximum" = Self::MAX)))]
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
            #[doc = concat!("osr-core's `OutOfRange` (\"", $what, "\") outside `",
                            stringify!($min), "..=", stringify!($max), "`.")]
            pub fn new(value: impl Into<i64>) -> Result<Self, $err> {
                let value = value.into();
                let out_of_range = $crate::Error::OutOfRange {
                    what: $what,
                    value,
                    min: $min,
                    max: $max,
                };
                $crate::Error::check_range($what, value, $min, $max)?;
                // In range, so the representation holds it.
                <$repr>::try_from(value)
                    .map(Self)
                    .map_err(|_| <$err as ::core::convert::From<$crate::Error>>::from(out_of_range))
            }

            /// The value `V`, checked when the program is compiled rather
            /// than when it runs: a constant in range needs no `Result`,
            /// and one out of range does not compile.
            #[must_use]
            #[allow(clippy::cast_lossless)]
            pub const fn constant<const V: $repr>() -> Self {
                const {
                    assert!(
                        V as i128 >= $min as i128 && V as i128 <= $max as i128,
                        concat!("a constant ", $what, " outside ", stringify!($min), "..=", stringify!($max)),
                    );
                }
                Self(V)
            }

            /// The value.
            #[must_use]
            pub const fn get(self) -> $repr {
                self.0
            }
        }

        impl ::core::convert::TryFrom<i64> for $name {
            type Error = $err;

            fn try_from(value: i64) -> Result<Self, $err> {
                Self::new(value)
            }
        }

        impl ::core::convert::From<$name> for i64 {
            fn from(value: $name) -> Self {
                value.0.into()
            }
        }

        impl ::core::fmt::Display for $name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                ::core::fmt::Display::fmt(&self.0, f)
            }
        }
    )*};
}
