//! Records read back by making them again from their own faces.
//!
//! Every record osr keeps of something rolled (a check's outcome, a hit
//! applied, a created character, a fight) can be checked the same way: roll
//! it again from exactly the faces it lists and compare. These two functions
//! are that check, written once for every crate that keeps such a record.

use osr_core::{Die, FaceSource, SuppliedFaces};

use crate::Error;

/// Makes something again from exactly `faces`: `make` rolls from them, and
/// every face must be used.
///
/// # Errors
///
/// The error `make` gives (a face not on its die, supplied faces running
/// out, a refused input), as it gives it; [`Error::Forged`] when `make`
/// leaves faces unused.
///
/// # Examples
///
/// ```
/// use osr_check::{Error, replay_exactly};
/// use osr_core::Die;
///
/// let two_d6 = |faces: &mut osr_core::SuppliedFaces<'_>| -> Result<u32, Error> {
///     Ok(Die::D6.roll(faces)? + Die::D6.roll(faces)?)
/// };
/// assert_eq!(replay_exactly(&[3, 4], two_d6), Ok(7));
/// assert_eq!(replay_exactly(&[3, 4, 5], two_d6), Err(Error::Forged));
/// assert!(replay_exactly(&[3], two_d6).is_err()); // the second d6 has no face
/// ```
pub fn replay_exactly<T, E: From<Error>>(
    faces: &[u32],
    make: impl for<'a> FnOnce(&mut SuppliedFaces<'a>) -> Result<T, E>,
) -> Result<T, E> {
    let mut source = SuppliedFaces::new(faces);
    let made = make(&mut source)?;
    if source.is_exhausted() {
        Ok(made)
    } else {
        Err(Error::Forged.into())
    }
}

/// Checks `record` by making it again from exactly `faces` (its own): the
/// replay must give the same record and use every face.
///
/// Any failure is [`Error::Forged`]: a record that cannot be made again
/// from its faces was not made by its rule.
///
/// # Errors
///
/// [`Error::Forged`] when `make` fails, leaves faces unused, or makes a
/// different record.
///
/// # Examples
///
/// ```
/// use osr_check::{Check, Error, Resolved, verify_replay};
/// use osr_check::cairn_house::Save;
///
/// let save = Save::new(12)?;
/// let outcome = save.roll(&mut osr_core::SuppliedFaces::new(&[7]))?;
/// assert_eq!(verify_replay(&outcome, &outcome.faces(), |faces| save.roll(faces)), Ok(()));
///
/// let harder = Save::new(6)?;
/// let forged = verify_replay(&outcome, &outcome.faces(), |faces| harder.roll(faces));
/// assert_eq!(forged, Err(Error::Forged));
/// # Ok::<(), Error>(())
/// ```
pub fn verify_replay<T: PartialEq, E>(
    record: &T,
    faces: &[u32],
    make: impl for<'a> FnOnce(&mut SuppliedFaces<'a>) -> Result<T, E>,
) -> Result<(), Error> {
    match replay_exactly(faces, |source| make(source).map_err(|_| Error::Forged)) {
        Ok(made) if made == *record => Ok(()),
        _ => Err(Error::Forged),
    }
}

/// Supplied faces that remember whether a die asked for a face after the
/// last one: a record replayed from them whose replay fails is short of
/// faces (forged) when [`Replaying::ran_out`], whatever error the
/// procedure wrapped that in. [`Check::verify`](crate::Check::verify) and
/// the fight and expedition records replay through it.
///
/// # Examples
///
/// ```
/// use osr_check::Replaying;
/// use osr_core::{Die, FaceSource};
///
/// let mut faces = Replaying::new(&[4]);
/// assert_eq!(faces.next_face(Die::D6), Ok(4));
/// assert!(faces.is_exhausted() && !faces.ran_out());
/// assert!(faces.next_face(Die::D6).is_err());
/// assert!(faces.ran_out());
/// ```
#[derive(Debug)]
pub struct Replaying<'a> {
    faces: SuppliedFaces<'a>,
    ran_out: bool,
}

impl<'a> Replaying<'a> {
    /// Faces to replay from, in order.
    #[must_use]
    pub const fn new(faces: &'a [u32]) -> Self {
        Self {
            faces: SuppliedFaces::new(faces),
            ran_out: false,
        }
    }

    /// Whether every face was used.
    #[must_use]
    pub const fn is_exhausted(&self) -> bool {
        self.faces.is_exhausted()
    }

    /// Whether a die asked for a face when none was left.
    #[must_use]
    pub const fn ran_out(&self) -> bool {
        self.ran_out
    }
}

impl FaceSource for Replaying<'_> {
    fn next_face(&mut self, die: Die) -> Result<u32, osr_core::Error> {
        let face = self.faces.next_face(die);
        if matches!(face, Err(osr_core::Error::FacesExhausted { .. })) {
            self.ran_out = true;
        }
        face
    }
}
