//! Where a request's dice come from: a seed, or faces rolled elsewhere.

use osr::core::{Die, FaceSource, Recording, SuppliedFaces};
use schemars::JsonSchema;
use serde::Deserialize;

use crate::ApiError;
use crate::error::Kind;

/// The largest seed: JavaScript numbers are exact up to 2^53 - 1, and a
/// larger seed written from JavaScript would arrive as another number.
pub const MAX_SEED: u64 = (1 << 53) - 1;

/// The most faces a request may supply.
pub const MAX_FACES: usize = 1 << 16;

/// The dice of a request: `{"seed": 7}` rolls from osr's reference
/// generator (the same faces on every platform and in every release), and
/// `{"faces": [6, 5, 3, 2]}` uses the faces a virtual tabletop or the table
/// rolled, in the order the rules roll them. Each face is checked against
/// its die, and every supplied face must be used.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Dice {
    /// A seed for osr's reference generator, at most 2^53 - 1.
    Seed(u64),
    /// Faces rolled elsewhere, in the order they are used.
    Faces(Vec<u32>),
}

impl Dice {
    /// A seed given as a JavaScript number: an integer in `0..=2^53-1`.
    // Used by the fast `rollNotation` export alone: not natively, nor in a
    // module built without it.
    #[cfg_attr(
        any(
            not(target_arch = "wasm32"),
            all(osr_operations, not(osr_operation = "rollNotation")),
            osr_left_out = "rollNotation"
        ),
        allow(dead_code)
    )]
    pub(crate) fn seed_from_f64(seed: f64) -> Result<Self, ApiError> {
        #[allow(clippy::cast_precision_loss)] // 2^53 - 1 is exact in an f64
        let max = MAX_SEED as f64;
        if (0.0..=max).contains(&seed) && seed.fract() == 0.0 {
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
            return Ok(Self::Seed(seed as u64));
        }
        // serde_json writes the number (formatting an f64 with `Display`
        // would add 9 kB of code to the module for this one message).
        let got = serde_json::Number::from_f64(seed)
            .map_or_else(|| "not a number".into(), |n| n.to_string());
        Err(ApiError::new(
            Kind::OutOfRange,
            format_args!("seed must be an integer in 0..={MAX_SEED}, got {got}"),
        ))
    }

    /// The dice a request gave, which it may leave out when nothing is
    /// rolled: `roll` says what is, when something is (`"a day without
    /// water rolls a strength save"`), and refuses a request without dice
    /// then as `dice_required`. Without dice and a roll, no faces.
    pub(crate) fn needed(dice: Option<Self>, roll: Option<&str>) -> Result<Self, ApiError> {
        match (dice, roll) {
            (Some(dice), _) => Ok(dice),
            (None, Some(roll)) => Err(ApiError::new(
                Kind::DiceRequired,
                format_args!("{roll}: the request needs dice"),
            )),
            (None, None) => Ok(Self::Faces(Vec::new())),
        }
    }

    /// Runs `f` with this source of faces, returning what it returned and
    /// every face it used, in order.
    pub(crate) fn run<T, E>(
        &self,
        f: impl FnOnce(&mut dyn FaceSource) -> Result<T, E>,
    ) -> Result<(T, Vec<u32>), ApiError>
    where
        ApiError: From<E>,
    {
        let mut used = Vec::new();
        let record = |_: Die, face: u32| used.push(face);
        let value = match self {
            Self::Seed(seed) => {
                if *seed > MAX_SEED {
                    return Err(ApiError::new(
                        Kind::OutOfRange,
                        format_args!("seed must be in 0..={MAX_SEED}, got {seed}"),
                    ));
                }
                let mut rng = osr::seeded(*seed);
                f(&mut Recording::new(&mut rng, record))?
            }
            Self::Faces(faces) => {
                ApiError::at_most(Kind::TooManyFaces, faces.len(), MAX_FACES, |n| {
                    format!("{n} faces were supplied")
                })?;
                let mut supplied = SuppliedFaces::new(faces);
                let value = f(&mut Recording::new(&mut supplied, record))?;
                let unused = supplied.remaining();
                if !unused.is_empty() {
                    return Err(ApiError::new(
                        Kind::UnusedFaces,
                        format_args!(
                            "{} of the {} supplied faces {} not used",
                            unused.len(),
                            faces.len(),
                            if unused.len() == 1 { "was" } else { "were" }
                        ),
                    ));
                }
                value
            }
        };
        Ok((value, used))
    }
}
