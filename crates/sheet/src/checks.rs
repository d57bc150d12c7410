//! The checks every system's sheets share when they are built or read.

use crate::Error;

/// At most `max` entries in the list `what`.
///
/// # Errors
///
/// [`Error::TooMany`] for more.
pub(crate) const fn at_most(what: &'static str, len: usize, max: usize) -> Result<(), Error> {
    if len > max {
        Err(Error::TooMany { what, len, max })
    } else {
        Ok(())
    }
}

/// A document names the system `expected` and the version `supported`.
///
/// # Errors
///
/// [`Error::WrongSystem`] for another system, then
/// [`Error::UnsupportedVersion`] for another version.
#[cfg(feature = "serde")]
pub(crate) fn header(
    system: &str,
    version: u64,
    expected: &'static str,
    supported: u64,
) -> Result<(), Error> {
    if system != expected {
        return Err(Error::WrongSystem {
            expected,
            got: osr_encumbrance::InputText::new(system),
        });
    }
    if version != supported {
        return Err(Error::UnsupportedVersion { version, supported });
    }
    Ok(())
}
