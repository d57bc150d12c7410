//! Where die faces come from: random generators, or faces supplied from outside.

use rand_core::Rng;

use crate::{Die, Error, sample_face};

/// A source of die faces.
///
/// Every random operation in osr takes a `&mut` face source instead of
/// owning randomness, so the caller decides where faces come from:
///
/// - **Any `rand_core` generator** is a face source: faces are drawn with the
///   frozen [`sample_face`] algorithm, so a seed replays exactly everywhere.
/// - **[`SuppliedFaces`]**: faces rolled elsewhere (physical dice at the
///   table, a virtual tabletop's own dice, a replay log), checked one by one.
/// - **Your own type**: implement [`next_face`](FaceSource::next_face).
///   Return a face in `1..=die.sides()`, or an error saying why there is
///   none; [`Error::FaceOutOfRange`] and [`Error::FacesExhausted`] are there
///   for this.
///
/// # Examples
///
/// The same function rolls from a seeded generator and from supplied faces:
///
/// ```
/// use osr_core::{rand_core::SeedableRng, Die, Error, FaceSource, SuppliedFaces};
/// use rand_pcg::Pcg64Mcg;
///
/// fn ability_score<S: FaceSource + ?Sized>(source: &mut S) -> Result<u32, Error> {
///     Ok(Die::D6.roll(source)? + Die::D6.roll(source)? + Die::D6.roll(source)?)
/// }
///
/// let mut rng = Pcg64Mcg::seed_from_u64(7);
/// assert!((3..=18).contains(&ability_score(&mut rng)?));
///
/// let mut table = SuppliedFaces::new(&[4, 6, 1]);
/// assert_eq!(ability_score(&mut table)?, 11);
/// # Ok::<(), Error>(())
/// ```
pub trait FaceSource {
    /// The next face of `die`, in `1..=die.sides()`.
    ///
    /// # Errors
    ///
    /// A source that cannot produce a valid face says why: supplied faces
    /// give [`Error::FacesExhausted`] or [`Error::FaceOutOfRange`]. Random
    /// generators never fail.
    fn next_face(&mut self, die: Die) -> Result<u32, Error>;
}

impl<R: Rng + ?Sized> FaceSource for R {
    #[inline]
    fn next_face(&mut self, die: Die) -> Result<u32, Error> {
        Ok(sample_face(self, die))
    }
}

/// Faces rolled elsewhere, handed out in order and checked against each die.
///
/// Use it to evaluate physical dice, a virtual tabletop's own rolls, or a
/// logged roll: the faces are consumed one per die, in the order the rules
/// roll them. Each face is checked against the die it is used for, and an
/// empty sequence says so; neither case is guessed or clamped. A d1 consumes
/// a face too (which must be 1), so a logged sequence replays die for die.
///
/// Borrowing a slice keeps it free of allocation.
///
/// # Examples
///
/// ```
/// use osr_core::{Die, Error, FaceSource, SuppliedFaces};
///
/// let mut faces = SuppliedFaces::new(&[3, 6]);
/// assert_eq!(faces.next_face(Die::D6)?, 3);
/// assert_eq!(faces.remaining(), &[6]);
///
/// // 6 is a face of a d6 but not of a d4; it stays unconsumed.
/// let err = faces.next_face(Die::D4).unwrap_err();
/// assert_eq!(err.to_string(), "supplied face 6 at position 1 is not on a d4 (1..=4)");
/// assert_eq!(faces.next_face(Die::D8)?, 6);
///
/// let err = faces.next_face(Die::D20).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "supplied faces ran out: a d20 needed a face at position 2, but only 2 were supplied",
/// );
/// # Ok::<(), Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SuppliedFaces<'a> {
    faces: &'a [u32],
    position: usize,
}

impl<'a> SuppliedFaces<'a> {
    /// Faces to hand out, first face first.
    #[must_use]
    pub const fn new(faces: &'a [u32]) -> Self {
        Self { faces, position: 0 }
    }

    /// How many faces have been handed out.
    #[must_use]
    pub const fn position(&self) -> usize {
        self.position
    }

    /// The faces not yet handed out.
    #[must_use]
    pub fn remaining(&self) -> &'a [u32] {
        &self.faces[self.position..]
    }

    /// Whether every face has been handed out.
    ///
    /// Check it after a roll to catch faces supplied but never used.
    #[must_use]
    pub const fn is_exhausted(&self) -> bool {
        self.position == self.faces.len()
    }
}

impl FaceSource for SuppliedFaces<'_> {
    #[inline]
    fn next_face(&mut self, die: Die) -> Result<u32, Error> {
        let Some(&face) = self.faces.get(self.position) else {
            return Err(Error::FacesExhausted {
                sides: die.sides(),
                position: self.position,
            });
        };
        if !die.has_face(face) {
            return Err(Error::FaceOutOfRange {
                face,
                sides: die.sides(),
                position: self.position,
            });
        }
        self.position += 1;
        Ok(face)
    }
}

/// A face source that reports every face it hands out.
///
/// Wrap any source to log a roll as it happens: `record` is called with
/// each die and the face it showed, in order. Feeding the logged faces to
/// [`SuppliedFaces`] replays the roll exactly, which is how a bot can keep a
/// verifiable record of its rolls without allocating here.
///
/// # Examples
///
/// ```
/// use osr_core::{rand_core::SeedableRng, Dice, Die, Recording, SuppliedFaces};
/// use rand_pcg::Pcg64Mcg;
///
/// let pool = Dice::new(4, Die::D6)?;
/// let mut log = Vec::new();
/// let mut rng = Pcg64Mcg::seed_from_u64(3);
/// let total = pool.roll(&mut Recording::new(&mut rng, |_die, face| log.push(face)))?;
///
/// // The log replays the same roll.
/// assert_eq!(pool.roll(&mut SuppliedFaces::new(&log))?, total);
/// # Ok::<(), osr_core::Error>(())
/// ```
#[derive(Debug)]
pub struct Recording<'a, S: ?Sized, F> {
    source: &'a mut S,
    record: F,
}

impl<'a, S, F> Recording<'a, S, F>
where
    S: FaceSource + ?Sized,
    F: FnMut(Die, u32),
{
    /// Wraps `source`, calling `record(die, face)` for every face it gives.
    pub const fn new(source: &'a mut S, record: F) -> Self {
        Self { source, record }
    }
}

impl<S, F> FaceSource for Recording<'_, S, F>
where
    S: FaceSource + ?Sized,
    F: FnMut(Die, u32),
{
    #[inline]
    fn next_face(&mut self, die: Die) -> Result<u32, Error> {
        let face = self.source.next_face(die)?;
        (self.record)(die, face);
        Ok(face)
    }
}
