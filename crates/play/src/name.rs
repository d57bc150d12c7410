//! A member's name, as the chronicle writes it.

use alloc::string::String;
use core::fmt;

use crate::Error;

/// The name of a member of the party (or a hireling, or an animal), as
/// every event writes it: 1 to [`Name::MAX`] characters, no control
/// characters.
///
/// With the `serde` feature it is a JSON string, checked when read as
/// [`Name::new`] checks it.
///
/// # Examples
///
/// ```
/// use osr_play::Name;
///
/// let name = Name::new("Briar")?;
/// assert_eq!(name.to_string(), "Briar");
/// assert!(Name::new("").is_err());
/// assert!(Name::new("Ash\nthe second").is_err());
/// # Ok::<(), osr_play::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "String", into = "String"))]
pub struct Name(String);

impl Name {
    /// The most characters a name may have.
    pub const MAX: usize = 40;

    /// The name `text`.
    ///
    /// # Errors
    ///
    /// [`Error::BadName`] when `text` is empty, longer than [`Name::MAX`]
    /// characters, or holds a control character.
    pub fn new(text: &str) -> Result<Self, Error> {
        let count = text.chars().count();
        if count == 0 || count > Self::MAX || text.chars().any(char::is_control) {
            return Err(Error::BadName {
                got: osr_encumbrance::InputText::new(text),
                max: Self::MAX,
            });
        }
        Ok(Self(String::from(text)))
    }

    /// The name as text.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl TryFrom<String> for Name {
    type Error = Error;

    fn try_from(text: String) -> Result<Self, Error> {
        Self::new(&text)
    }
}

impl From<Name> for String {
    fn from(name: Name) -> Self {
        name.0
    }
}

#[cfg(feature = "schema")]
impl schemars::JsonSchema for Name {
    fn schema_name() -> alloc::borrow::Cow<'static, str> {
        "Name".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "A name: 1 to 40 characters, no control characters.",
            "type": "string",
            "minLength": 1,
            "maxLength": Self::MAX,
            "pattern": "^[^\\u0000-\\u001f\\u007f-\\u009f]+$"
        })
    }
}

/// Refuses `items` when two of them have one key (`key`, compared as
/// text, see [`osr_core::repeated_key`]): [`Error::Duplicate`] naming
/// `what`, the list in words, and the key.
pub(crate) fn listed_once<T>(
    what: &'static str,
    items: &[T],
    key: impl Fn(&T) -> &str,
) -> Result<(), Error> {
    osr_core::repeated_key(items, key).map_or(Ok(()), |name| {
        Err(Error::Duplicate {
            what,
            name: osr_encumbrance::InputText::new(name),
        })
    })
}
