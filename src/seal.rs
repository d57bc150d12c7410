//! Seals: a referee's proof that a document is exactly the one they sealed.
//!
//! A saved fight or expedition is read back by replaying it, so a copy
//! edited consistently (a foe's DR raised before anyone was hurt, and the
//! fight replayed from there) reads as well as the real one. A [`Seal`] is
//! a keyed digest, HMAC-SHA256, of the document under a referee's secret
//! [`Key`]: without the key nobody can make the seal of another document,
//! and with it the referee can [`verify`](Key::verify) that a player's copy
//! is the one they sealed.
//!
//! # Which bytes are sealed
//!
//! [`Key::seal`] and [`Key::verify`] take bytes as they are. Documents
//! (with the `serde` feature) are sealed over their *canonical form*, the
//! compact JSON osr writes for them (`canonical`): the document's value
//! written with `serde_json`, fields in the order the type declares them,
//! no spaces. A player's copy is read as the document type first and
//! written back the same way (`Key::read_verified`), so the spaces,
//! line breaks and key order of the player's file do not matter, only
//! what the document holds. Reading a document also checks it the way osr
//! checks every document (a fight log is replayed), so a copy that does not
//! read is refused before its seal is compared. Writing, reading and
//! writing again gives the same bytes for osr's documents (whole numbers,
//! text, maps written in sorted order); a document type of another crate
//! with floating-point numbers or maps of unstable order may not, and
//! should be sealed over its bytes with [`Key::seal`].
//!
//! A seal does not hide the document (anyone can read it), and it does not
//! stop the key's holder from sealing an edited document: it tells the
//! referee's copy from everyone else's edits.
//!
//! # Examples
//!
//! ```
//! use osr::seal::{Error, Key, Seal};
//!
//! let key = Key::new(b"the referee's secret, 16+ bytes")?;
//! let seal = key.seal(b"Grimm: 4 HP");
//! assert_eq!(key.verify(b"Grimm: 4 HP", &seal), Ok(()));
//! assert_eq!(key.verify(b"Grimm: 9 HP", &seal), Err(Error::Mismatch));
//!
//! // A seal travels as 64 hexadecimal digits.
//! let text = seal.to_string();
//! assert_eq!(text.parse::<Seal>()?, seal);
//! # Ok::<(), Error>(())
//! ```

use core::fmt;
use core::str::FromStr;

use hmac::{Hmac, KeyInit, Mac};
use sha2::Sha256;

/// HMAC with SHA-256.
type HmacSha256 = Hmac<Sha256>;

/// The fewest bytes a [`Key`] may have: 16 (128 bits). RFC 2104 asks for
/// at least the digest's length (32 bytes) for full strength; 16 random
/// bytes are already beyond guessing.
///
/// # Examples
///
/// ```
/// assert!(osr::seal::Key::new(&[7; osr::seal::MIN_KEY_BYTES]).is_ok());
/// ```
pub const MIN_KEY_BYTES: usize = 16;

/// The bytes of a [`Seal`]: 32, SHA-256's digest.
///
/// # Examples
///
/// ```
/// let key = osr::seal::Key::new(&[7; 32])?;
/// assert_eq!(key.seal(b"").as_bytes().len(), osr::seal::SEAL_BYTES);
/// # Ok::<(), osr::seal::Error>(())
/// ```
pub const SEAL_BYTES: usize = 32;

/// Everything that can go wrong when sealing or verifying.
///
/// [`Error::kind`] is a stable key for programs; with the `serde` feature
/// an error serializes as `{"kind": ..., "message": ...}`, as every osr
/// error does.
///
/// # Examples
///
/// ```
/// use osr::seal::{Error, Key};
///
/// let err = Key::new(b"short").unwrap_err();
/// assert_eq!(err, Error::KeyTooShort { len: 5 });
/// assert_eq!(err.kind(), "key_too_short");
/// assert_eq!(
///     err.to_string(),
///     "a sealing key must be at least 16 bytes (32 hexadecimal digits); this one is 5 bytes",
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The seal is not the document's under this key: the document (or the
    /// seal) is not the one that was sealed, or the key is another.
    #[error("the seal does not match this document")]
    Mismatch,
    /// A key shorter than [`MIN_KEY_BYTES`].
    #[error(
        "a sealing key must be at least {MIN_KEY_BYTES} bytes ({} hexadecimal digits); this one is {len} bytes",
        2 * MIN_KEY_BYTES
    )]
    KeyTooShort {
        /// The key's length in bytes.
        len: usize,
    },
    /// A key in hexadecimal with an odd number of digits.
    #[error(
        "a sealing key in hexadecimal has two digits per byte, an even number; this one has {len}"
    )]
    KeyOddDigits {
        /// The number of characters given.
        len: usize,
    },
    /// A seal of another length than 64 hexadecimal digits.
    #[error("a seal is {} hexadecimal digits; this one has {len}", 2 * SEAL_BYTES)]
    SealLength {
        /// The number of characters given.
        len: usize,
    },
    /// A character that is not a hexadecimal digit in a key or a seal.
    #[error(
        "{what} is written in hexadecimal digits (0 to 9 and a to f), and character {position} is not one"
    )]
    NotHex {
        /// What was read: `"a seal"` or `"a sealing key"`.
        what: &'static str,
        /// The character's position, counted from 1.
        position: usize,
    },
    /// A document that does not read as its type (with the reason osr
    /// gives, such as a fight log whose replay differs), so it cannot be
    /// verified.
    #[cfg(feature = "serde")]
    #[error("the document cannot be read: {reason}")]
    Unreadable {
        /// Why it does not read.
        reason: alloc::string::String,
    },
    /// A document whose value cannot be written as JSON (a map whose keys
    /// are not text), so it cannot be sealed.
    #[cfg(feature = "serde")]
    #[error("the document cannot be written as JSON: {reason}")]
    Unwritable {
        /// Why it cannot be written.
        reason: alloc::string::String,
    },
}

impl Error {
    /// A stable `snake_case` key for the error, for programs to match on.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr::seal::Error;
    ///
    /// assert_eq!(Error::Mismatch.kind(), "seal_mismatch");
    /// ```
    #[must_use]
    pub const fn kind(&self) -> &'static str {
        // Keep `KINDS` beside this list.
        match self {
            Self::Mismatch => "seal_mismatch",
            Self::KeyTooShort { .. } => "key_too_short",
            Self::KeyOddDigits { .. } => "key_odd_digits",
            Self::SealLength { .. } => "seal_length",
            Self::NotHex { .. } => "not_hex",
            #[cfg(feature = "serde")]
            Self::Unreadable { .. } => "unreadable_document",
            #[cfg(feature = "serde")]
            Self::Unwritable { .. } => "unwritable_document",
        }
    }

    /// Every key [`kind`](Self::kind) returns (the last two with the
    /// `serde` feature).
    ///
    /// # Examples
    ///
    /// ```
    /// assert!(osr::seal::Error::KINDS.contains(&"seal_mismatch"));
    /// ```
    pub const KINDS: &'static [&'static str] = &[
        "seal_mismatch",
        "key_too_short",
        "key_odd_digits",
        "seal_length",
        "not_hex",
        "unreadable_document",
        "unwritable_document",
    ];
}

#[cfg(feature = "serde")]
impl serde::Serialize for Error {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;

        /// The message, handed to the serializer as text to collect.
        struct Message<'a>(&'a Error);

        impl serde::Serialize for Message<'_> {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_str(self.0)
            }
        }

        let mut out = serializer.serialize_struct("Error", 2)?;
        out.serialize_field("kind", self.kind())?;
        out.serialize_field("message", &Message(self))?;
        out.end()
    }
}

/// A referee's secret key: at least [`MIN_KEY_BYTES`] bytes, best 32
/// random ones, kept where players cannot read it.
///
/// Its `Debug` shows no byte of it.
///
/// # Examples
///
/// ```
/// use osr::seal::Key;
///
/// let key = Key::new(b"0123456789abcdef")?;
/// assert_eq!(format!("{key:?}"), "Key { .. }");
/// # Ok::<(), osr::seal::Error>(())
/// ```
#[derive(Clone)]
pub struct Key {
    /// The HMAC state after the key: cloned for each seal.
    mac: HmacSha256,
}

impl Key {
    /// The key of these bytes.
    ///
    /// # Errors
    ///
    /// [`Error::KeyTooShort`] below [`MIN_KEY_BYTES`] bytes.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr::seal::{Error, Key};
    ///
    /// assert!(Key::new(&[0x5a; 32]).is_ok());
    /// assert_eq!(Key::new(&[0x5a; 15]).unwrap_err(), Error::KeyTooShort { len: 15 });
    /// ```
    pub fn new(bytes: &[u8]) -> Result<Self, Error> {
        if bytes.len() < MIN_KEY_BYTES {
            return Err(Error::KeyTooShort { len: bytes.len() });
        }
        // HMAC takes a key of any length, so this never fails; the length
        // error stands in for the impossible case rather than a panic.
        let mac = HmacSha256::new_from_slice(bytes)
            .map_err(|_| Error::KeyTooShort { len: bytes.len() })?;
        Ok(Self { mac })
    }

    /// The key written as hexadecimal digits, two per byte (upper or lower
    /// case), as a referee's tool stores it.
    ///
    /// # Errors
    ///
    /// [`Error::KeyOddDigits`] for an odd number of characters,
    /// [`Error::NotHex`] for a character that is not a hexadecimal digit,
    /// then [`Error::KeyTooShort`] below [`MIN_KEY_BYTES`] bytes.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr::seal::{Error, Key};
    ///
    /// let key = Key::from_hex("000102030405060708090a0b0c0d0e0f")?;
    /// assert_eq!(key.seal(b"x"), Key::new(&core::array::from_fn::<u8, 16, _>(|i| i as u8))?.seal(b"x"));
    /// assert_eq!(
    ///     Key::from_hex("00zz").unwrap_err(),
    ///     Error::NotHex { what: "a sealing key", position: 3 },
    /// );
    /// # Ok::<(), Error>(())
    /// ```
    pub fn from_hex(text: &str) -> Result<Self, Error> {
        let len = text.chars().count();
        if len % 2 != 0 {
            return Err(Error::KeyOddDigits { len });
        }
        let mut bytes = alloc::vec::Vec::with_capacity(len / 2);
        let mut high = 0;
        for (i, c) in text.chars().enumerate() {
            let digit = hex_digit(c).ok_or(Error::NotHex {
                what: "a sealing key",
                position: i + 1,
            })?;
            if i % 2 == 0 {
                high = digit << 4;
            } else {
                bytes.push(high | digit);
            }
        }
        Self::new(&bytes)
    }

    /// The seal of `bytes` under this key: HMAC-SHA256.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr::seal::Key;
    ///
    /// let key = Key::new(b"the referee's secret key")?;
    /// assert_eq!(key.seal(b"a log"), key.seal(b"a log"));
    /// assert_ne!(key.seal(b"a log"), key.seal(b"a log!"));
    /// assert_ne!(key.seal(b"a log"), Key::new(b"another secret key")?.seal(b"a log"));
    /// # Ok::<(), osr::seal::Error>(())
    /// ```
    #[must_use]
    pub fn seal(&self, bytes: &[u8]) -> Seal {
        let mut mac = self.mac.clone();
        mac.update(bytes);
        Seal(mac.finalize().into_bytes().into())
    }

    /// Whether `seal` is the seal of `bytes` under this key, compared in
    /// constant time (the time taken tells nothing of where the seals
    /// differ).
    ///
    /// # Errors
    ///
    /// [`Error::Mismatch`] when it is not.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr::seal::{Error, Key};
    ///
    /// let key = Key::new(b"the referee's secret key")?;
    /// let seal = key.seal(b"a log");
    /// assert_eq!(key.verify(b"a log", &seal), Ok(()));
    /// assert_eq!(key.verify(b"a log!", &seal), Err(Error::Mismatch));
    /// # Ok::<(), Error>(())
    /// ```
    pub fn verify(&self, bytes: &[u8], seal: &Seal) -> Result<(), Error> {
        let mut mac = self.mac.clone();
        mac.update(bytes);
        mac.verify_slice(&seal.0).map_err(|_| Error::Mismatch)
    }
}

impl fmt::Debug for Key {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Key { .. }")
    }
}

/// The value of a hexadecimal digit.
const fn hex_digit(c: char) -> Option<u8> {
    match c {
        // The matched ranges are ASCII, so each value fits a byte.
        '0'..='9' => Some(c as u8 - b'0'),
        'a'..='f' => Some(c as u8 - b'a' + 10),
        'A'..='F' => Some(c as u8 - b'A' + 10),
        _ => None,
    }
}

/// A document's seal: the 32 bytes of HMAC-SHA256 under a [`Key`].
///
/// It is written (`Display`) as 64 lowercase hexadecimal digits and read
/// (`FromStr`) from 64 digits of either case; with the `serde` feature it
/// serializes as that text. A seal is no secret: it can travel beside the
/// document it seals. To check one, use [`Key::verify`], which compares in
/// constant time; `==` does not.
///
/// # Examples
///
/// ```
/// use osr::seal::{Key, Seal};
///
/// let seal = Key::new(&[0x0b; 20])?.seal(b"Hi There");
/// assert_eq!(
///     seal.to_string(),
///     "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7",
/// );
/// let upper = seal.to_string().to_uppercase();
/// assert_eq!(upper.parse::<Seal>()?, seal);
/// # Ok::<(), osr::seal::Error>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Seal([u8; SEAL_BYTES]);

impl Seal {
    /// The seal of these 32 bytes, as another tool computed it.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr::seal::Seal;
    ///
    /// assert_eq!(Seal::from_bytes([0xab; 32]).to_string(), "ab".repeat(32));
    /// ```
    #[must_use]
    pub const fn from_bytes(bytes: [u8; SEAL_BYTES]) -> Self {
        Self(bytes)
    }

    /// Its 32 bytes.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr::seal::Seal;
    ///
    /// assert_eq!(Seal::from_bytes([1; 32]).as_bytes(), &[1; 32]);
    /// ```
    #[must_use]
    pub const fn as_bytes(&self) -> &[u8; SEAL_BYTES] {
        &self.0
    }
}

impl fmt::Display for Seal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for byte in self.0 {
            write!(f, "{byte:02x}")?;
        }
        Ok(())
    }
}

/// Shown as its digits, as it is written.
impl fmt::Debug for Seal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Seal({self})")
    }
}

impl FromStr for Seal {
    type Err = Error;

    /// A seal from its 64 hexadecimal digits.
    ///
    /// # Errors
    ///
    /// [`Error::SealLength`] for another number of characters,
    /// [`Error::NotHex`] for a character that is not a hexadecimal digit.
    fn from_str(text: &str) -> Result<Self, Error> {
        let len = text.chars().count();
        if len != 2 * SEAL_BYTES {
            return Err(Error::SealLength { len });
        }
        let mut out = [0; SEAL_BYTES];
        for (i, c) in text.chars().enumerate() {
            let digit = hex_digit(c).ok_or(Error::NotHex {
                what: "a seal",
                position: i + 1,
            })?;
            out[i / 2] |= if i % 2 == 0 { digit << 4 } else { digit };
        }
        Ok(Self(out))
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Seal {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Seal {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        /// Reads the digits without copying them.
        struct Digits;

        impl serde::de::Visitor<'_> for Digits {
            type Value = Seal;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a seal: 64 hexadecimal digits")
            }

            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<Seal, E> {
                text.parse().map_err(E::custom)
            }
        }

        deserializer.deserialize_str(Digits)
    }
}

/// The canonical form of a document, the bytes its seal is over: its
/// value written as compact JSON by `serde_json`, as osr writes documents.
///
/// # Errors
///
/// [`Error::Unwritable`] for a value that is not JSON (a map whose keys are
/// not text).
///
/// # Examples
///
/// ```
/// use osr::equipment::cairn_house::Weapon;
///
/// assert_eq!(osr::seal::canonical(&[Weapon::Bow])?, br#"["ch.weapon.bow"]"#);
/// # Ok::<(), osr::seal::Error>(())
/// ```
#[cfg(feature = "serde")]
pub fn canonical<T: serde::Serialize + ?Sized>(document: &T) -> Result<alloc::vec::Vec<u8>, Error> {
    serde_json::to_vec(document).map_err(|e| Error::Unwritable {
        reason: alloc::string::ToString::to_string(&e),
    })
}

#[cfg(feature = "serde")]
impl Key {
    /// The seal of a document: of its [`canonical`] form.
    ///
    /// # Errors
    ///
    /// [`Error::Unwritable`] for a value that is not JSON.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr::seal::Key;
    ///
    /// let key = Key::new(b"the referee's secret key")?;
    /// let seal = key.seal_document(&[3, 1, 4])?;
    /// assert_eq!(seal, key.seal(b"[3,1,4]"));
    /// # Ok::<(), osr::seal::Error>(())
    /// ```
    pub fn seal_document<T: serde::Serialize + ?Sized>(&self, document: &T) -> Result<Seal, Error> {
        Ok(self.seal(&canonical(document)?))
    }

    /// Whether `seal` is the seal of a document, over its [`canonical`]
    /// form.
    ///
    /// # Errors
    ///
    /// [`Error::Mismatch`] when it is not; [`Error::Unwritable`] for a value
    /// that is not JSON.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr::seal::{Error, Key};
    ///
    /// let key = Key::new(b"the referee's secret key")?;
    /// let seal = key.seal_document(&[3, 1, 4])?;
    /// assert_eq!(key.verify_document(&[3, 1, 4], &seal), Ok(()));
    /// assert_eq!(key.verify_document(&[3, 1, 5], &seal), Err(Error::Mismatch));
    /// # Ok::<(), Error>(())
    /// ```
    pub fn verify_document<T: serde::Serialize + ?Sized>(
        &self,
        document: &T,
        seal: &Seal,
    ) -> Result<(), Error> {
        self.verify(&canonical(document)?, seal)
    }

    /// Reads a player's copy of a document and verifies it: the JSON is
    /// read as `T` (with every check `T`'s reading makes: a fight log is
    /// replayed), written back in its [`canonical`] form, and that form's
    /// seal compared with `seal`. The document is returned only when it is
    /// the one sealed, whatever spaces or key order the copy has.
    ///
    /// # Errors
    ///
    /// [`Error::Unreadable`] for JSON that does not read as `T`,
    /// [`Error::Mismatch`] for a document that is not the one sealed.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr::seal::{Error, Key};
    /// use osr::equipment::cairn_house::Weapon;
    ///
    /// let key = Key::new(b"the referee's secret key")?;
    /// let seal = key.seal_document(&[Weapon::Bow, Weapon::Hand])?;
    ///
    /// let copy = "[ \"ch.weapon.bow\",\n  \"ch.weapon.hand\" ]";
    /// assert_eq!(key.read_verified::<Vec<Weapon>>(copy, &seal)?, [Weapon::Bow, Weapon::Hand]);
    /// let edited = r#"["ch.weapon.bow", "ch.weapon.bow"]"#;
    /// assert_eq!(key.read_verified::<Vec<Weapon>>(edited, &seal), Err(Error::Mismatch));
    /// assert_eq!(
    ///     key.read_verified::<Vec<Weapon>>("[\"catapult\"]", &seal).unwrap_err().kind(),
    ///     "unreadable_document",
    /// );
    /// # Ok::<(), Error>(())
    /// ```
    pub fn read_verified<T>(&self, json: &str, seal: &Seal) -> Result<T, Error>
    where
        T: serde::Serialize + serde::de::DeserializeOwned,
    {
        let document: T = serde_json::from_str(json).map_err(|e| Error::Unreadable {
            reason: alloc::string::ToString::to_string(&e),
        })?;
        self.verify_document(&document, seal)?;
        Ok(document)
    }
}
