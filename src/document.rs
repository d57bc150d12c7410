//! Reading a whole document from JSON a program did not write: a sheet, a
//! creation record, a saved fight or expedition.
//!
//! [`read`] refuses a text longer than the document type's
//! [`MAX_BYTES`](Document::MAX_BYTES) before parsing any of it, then reads
//! it strictly (only in the shape osr writes it; see `osr_core::strict`)
//! and through every check of the type: a sheet's rules, a log's replay.
//!
//! ```
//! use osr::document;
//! use osr::murdham::sheet::Sheet;
//!
//! let sheet = Sheet::new(osr::murdham::sheet::Abilities::new(10, 12, 9)?);
//! let json = serde_json::to_string(&sheet).unwrap();
//! assert_eq!(document::read::<Sheet>(&json).unwrap(), sheet);
//!
//! // Past the size, refused unread.
//! let err = document::read_at_most::<Sheet>(&json, 100).unwrap_err();
//! assert!(err.to_string().starts_with("a Murdham sheet of at most 100 bytes was expected"));
//! # Ok::<(), osr::sheet::Error>(())
//! ```

pub use osr_core::strict::Document;

/// Why a document was not read.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ReadError {
    /// The text is longer than the document type allows; nothing of it was
    /// parsed.
    #[error("{what} of at most {max} bytes was expected, got {len} bytes")]
    TooLarge {
        /// What was expected ("a Murdham sheet").
        what: &'static str,
        /// The text's length, in bytes.
        len: usize,
        /// The most allowed.
        max: usize,
    },
    /// The JSON, its shape or one of the document's rules refused it.
    #[error("{0}")]
    Refused(#[from] serde_json::Error),
}

impl ReadError {
    /// A stable name for the kind of error: `"too_large"` or `"refused"`.
    ///
    /// ```
    /// let err = osr::document::read::<osr::murdham::sheet::Sheet>("[]").unwrap_err();
    /// assert_eq!(err.kind(), "refused");
    /// ```
    #[must_use]
    pub const fn kind(&self) -> &'static str {
        match self {
            Self::TooLarge { .. } => "too_large",
            Self::Refused(_) => "refused",
        }
    }
}

/// Reads a `D` from `json`, refusing a text longer than `D::MAX_BYTES`
/// before parsing it.
///
/// # Errors
///
/// [`ReadError::TooLarge`] past the size; [`ReadError::Refused`] for JSON
/// that is malformed, has trailing text, is not in `D`'s shape, or breaks
/// one of its rules.
///
/// # Examples
///
/// ```
/// use osr::murdham::sheet::Sheet;
///
/// let err = osr::document::read::<Sheet>(r#"{"system": "murdham"} x"#).unwrap_err();
/// assert_eq!(err.kind(), "refused");
/// ```
pub fn read<D: Document>(json: &str) -> Result<D, ReadError> {
    read_at_most(json, D::MAX_BYTES)
}

/// Reads a `D` from `json` as [`read`] does, with a size of the caller's
/// instead of `D::MAX_BYTES`.
///
/// # Errors
///
/// As [`read`], with `max_bytes` for the size.
///
/// # Examples
///
/// ```
/// use osr::murdham::sheet::Sheet;
///
/// // Too long, and malformed too: the size is what is reported.
/// let err = osr::document::read_at_most::<Sheet>(&"[".repeat(50), 10).unwrap_err();
/// assert_eq!(err.kind(), "too_large");
/// ```
pub fn read_at_most<D: Document>(json: &str, max_bytes: usize) -> Result<D, ReadError> {
    if json.len() > max_bytes {
        return Err(ReadError::TooLarge {
            what: D::TITLE,
            len: json.len(),
            max: max_bytes,
        });
    }
    let mut parser = serde_json::Deserializer::from_str(json);
    let document = osr_core::strict::deserialize(&mut parser)?;
    parser.end()?;
    Ok(document)
}
