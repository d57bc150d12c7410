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

/// No two of `items` have one key (`key`, compared as text, see
/// [`osr_core::repeated_key`]): a list keyed by name holds each name once.
///
/// # Errors
///
/// [`Error::Duplicate`] naming `what` and the first key given twice.
pub(crate) fn listed_once<T>(
    what: &'static str,
    items: &[T],
    key: impl Fn(&T) -> &str,
) -> Result<(), Error> {
    osr_core::repeated_key(items, key).map_or(Ok(()), |name| {
        Err(Error::Duplicate {
            what,
            id: name.into(),
        })
    })
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

/// A number a document holds, checked against `0..=max` as the constructor
/// it is given to checks it (`what` is that constructor's phrase), so a
/// value out of the parameter's type is refused with the same words.
#[cfg(feature = "serde")]
pub(crate) fn document_u32(what: &'static str, value: i64, max: u32) -> Result<u32, Error> {
    let value = osr_core::Error::check_range(what, value, 0, max.into())?;
    Ok(u32::try_from(value).unwrap_or(max))
}
