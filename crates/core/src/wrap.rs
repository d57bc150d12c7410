//! One way for every osr crate to declare its error type.
//!
//! Each osr crate has one `Error` enum: the errors of the osr crates below it,
//! wrapped as they are, then the crate's own variants. What the wrapped part
//! needs is the same everywhere: a variant per crate below, `From` impls that
//! put an error of a crate further down in its own variant (osr-core's error
//! is always `Core`, also inside osr-check's), `kind()` with the wrapped
//! errors' own kinds, and `Serialize` as `{"kind", "message"}` (a dice
//! notation error adds its span). [`error_type!`](crate::error_type) writes
//! it, so the crate writes only its own variants.

/// Declares a crate's error enum: the wrapped errors of the osr crates below
/// it, then its own variants, each with its stable `kind()` key.
///
/// ```text
/// osr_core::error_type! {
///     crate osr_health;
///     /// Everything that can go wrong applying a rule of this crate.
///     #[derive(Debug, Clone, PartialEq, Eq)]
///     #[non_exhaustive]
///     pub enum Error {
///         wraps: [Core(osr_core), Dice(osr_dice), Check(osr_check) { Core }],
///         /// The character is dead.
///         #[error("the character is dead")]
///         Dead => "dead",
///     }
/// }
/// ```
///
/// - `crate` names the crate the enum is in (for the generated docs).
/// - `wraps` lists a variant per crate below, each holding that crate's
///   `Error`: `Core(osr_core)` and `Dice(osr_dice)` always come first when
///   wrapped. Braces after a crate list the variants of *its* error that hold
///   an error this enum wraps too: `Health(osr_health) { Core, Dice, Check }`
///   puts osr-health's wrapped osr-core error in `Core`, never in `Health`.
///   A face source that failed inside a dice plan (osr-dice's `Face`) is
///   `Core` too, since the plan's span would point into notation the caller
///   never wrote.
/// - Each own variant is written as in any `thiserror` enum, followed by
///   `=> "key"`, its stable `snake_case` kind.
///
/// The enum gets the attributes given and derives `thiserror::Error` (the
/// crate depends on thiserror, as every osr crate does), a `From` impl per
/// wrapped crate, `kind()`, and with the crate's `serde` feature a
/// `Serialize` impl: `{"kind": ..., "message": ...}` through
/// `serialize_error` (osr-core's, with its `serde` feature), and a wrapped
/// error as it serializes itself.
///
/// # Examples
///
/// ```
/// mod tired {
///     osr_core::error_type! {
///         crate tired;
///         /// What can go wrong with a tired traveller.
///         #[derive(Debug, Clone, PartialEq, Eq)]
///         pub enum Error {
///             wraps: [Core(osr_core)],
///             /// Too tired to go on.
///             #[error("too tired after {hours} hours")]
///             TooTired {
///                 /// The hours marched.
///                 hours: u32,
///             } => "too_tired",
///         }
///     }
/// }
///
/// let err = tired::Error::from(osr_core::Error::ZeroSides);
/// assert_eq!(err.kind(), "zero_sides");
/// assert_eq!(tired::Error::TooTired { hours: 9 }.kind(), "too_tired");
/// assert_eq!(tired::Error::TooTired { hours: 9 }.to_string(), "too tired after 9 hours");
/// ```
#[macro_export]
macro_rules! error_type {
    (
        crate $krate:ident;
        $(#[$attr:meta])*
        pub enum $name:ident {
            wraps: [
                $( $wrap:ident($wcrate:ident) $({ $($flat:ident),* $(,)? })? ),+ $(,)?
            ],
            $(
                $(#[$vattr:meta])*
                $variant:ident $({ $($sfield:tt)* })? $(( $($tfield:tt)* ))? => $key:literal
            ),* $(,)?
        }
    ) => {
        $(#[$attr])*
        #[derive(thiserror::Error)]
        pub enum $name {
            $(
                #[doc = $crate::error_type!(@doc $wrap $wcrate)]
                #[error(transparent)]
                $wrap($wcrate::Error),
            )+
            $(
                $(#[$vattr])*
                $variant $({ $($sfield)* })? $(( $($tfield)* ))?,
            )*
        }

        $( $crate::error_type!(@from $name $wrap $wcrate [$($($flat),*)?]); )+

        impl $name {
            #[doc = "A stable `snake_case` key for the kind of error, for programs that"]
            #[doc = "answer in JSON; a wrapped error reports its own kind."]
            #[doc = ""]
            #[doc = "# Examples"]
            #[doc = ""]
            #[doc = "```"]
            #[doc = concat!("let err = ", stringify!($krate), "::", stringify!($name), "::from(osr_core::Error::OutOfRange {")]
            #[doc = "    what: \"a score\", value: 30, min: 0, max: 20,"]
            #[doc = "});"]
            #[doc = "assert_eq!(err.kind(), \"out_of_range\");"]
            #[doc = "```"]
            #[must_use]
            pub fn kind(&self) -> &'static str {
                match self {
                    $( Self::$wrap(err) => $crate::error_type!(@kind $wrap err), )+
                    $( Self::$variant { .. } => $key, )*
                }
            }

            #[doc = "Every key [`kind`](Self::kind) returns for an error of this crate's"]
            #[doc = "own; a wrapped error's keys are its crate's `KINDS`."]
            pub const KINDS: &'static [&'static str] = &[$($key),*];
        }

        #[doc = "With the `serde` feature: `{\"kind\": ..., \"message\": ...}`, the shape"]
        #[doc = "every osr error serializes to (a dice notation error adds its span)."]
        #[cfg(feature = "serde")]
        impl serde::Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                match self {
                    $( Self::$wrap(err) => serde::Serialize::serialize(err, serializer), )+
                    #[allow(unreachable_patterns)]
                    _ => $crate::serialize_error(serializer, self.kind(), self),
                }
            }
        }
    };

    (@doc Core osr_core) => {
        "A rule input outside the range the rule allows (osr-core's `OutOfRange`), or a face \
         source that failed: supplied faces ran out, or a face is not on the die it was \
         supplied for. Always this variant, whichever crate below it came up in."
    };
    (@doc Dice osr_dice) => {
        "Dice notation that did not parse or was refused by its limits (a face source that \
         failed while a plan rolled is `Core`)."
    };
    (@doc $wrap:ident $wcrate:ident) => {
        concat!(
            "An error of `", stringify!($wcrate), "` for a reason of its own (the errors of ",
            "the crates below it are the variants above)."
        )
    };

    (@from $name:ident Core osr_core []) => {
        impl From<$crate::Error> for $name {
            fn from(err: $crate::Error) -> Self {
                Self::Core(err)
            }
        }
    };
    (@from $name:ident Dice osr_dice []) => {
        impl From<osr_dice::Error> for $name {
            fn from(err: osr_dice::Error) -> Self {
                match err.kind() {
                    osr_dice::ErrorKind::Face(inner) => Self::Core(*inner),
                    _ => Self::Dice(err),
                }
            }
        }
    };
    (@from $name:ident $wrap:ident $wcrate:ident [$($flat:ident),*]) => {
        impl From<$wcrate::Error> for $name {
            fn from(err: $wcrate::Error) -> Self {
                match err {
                    $( $wcrate::Error::$flat(inner) => Self::from(inner), )*
                    other => Self::$wrap(other),
                }
            }
        }
    };

    (@kind Dice $err:ident) => { $err.key() };
    (@kind $wrap:ident $err:ident) => { $err.kind() };
}
