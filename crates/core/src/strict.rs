//! Strict reading: a value is read only in the shape osr writes it.
//!
//! serde's derived readers are lenient in ways a document must not be: a
//! struct reads from a JSON array by position (`[]` as all defaults), and a
//! struct variant of an enum does too. [`Strict`] wraps any deserializer and
//! everything read below it, so that a struct or a struct variant is read
//! only from a map (an object) and a sequence where one is expected is
//! refused with serde's own message (``invalid type: sequence, expected
//! struct Stance``). Every other form passes through unchanged.
//!
//! The enums read with a tag inside their object derive
//! [`TaggedDeserialize`] instead of serde's `Deserialize`: serde buffers
//! such an enum's object before reading it, out of reach of any wrapper, and
//! keeps the fields of a unit variant it does not know. The derive reads the
//! tag as the object's first field and the rest of the same object as the
//! variant, so the variant's fields are read strictly too and a field no
//! variant has is refused.
//!
//! ```
//! use serde::Deserialize;
//!
//! #[derive(Debug, PartialEq, Deserialize)]
//! #[serde(deny_unknown_fields)]
//! struct Point {
//!     x: i32,
//!     y: i32,
//! }
//!
//! // serde alone reads an array as the struct, field by field.
//! let lenient: Point = serde_json::from_str("[1, 2]").unwrap();
//! assert_eq!(lenient, Point { x: 1, y: 2 });
//!
//! // Read strictly, only the object is a point.
//! let mut json = serde_json::Deserializer::from_str("[1, 2]");
//! let err = osr_core::strict::deserialize::<Point, _>(&mut json).unwrap_err();
//! assert!(err.to_string().starts_with("invalid type: sequence, expected struct Point"));
//!
//! let mut json = serde_json::Deserializer::from_str(r#"{"x": 1, "y": 2}"#);
//! let point: Point = osr_core::strict::deserialize(&mut json).unwrap();
//! assert_eq!(point, Point { x: 1, y: 2 });
//! ```

use core::fmt;

use serde::de::{
    self, DeserializeSeed, Deserializer, EnumAccess, MapAccess, SeqAccess, Unexpected,
    VariantAccess, Visitor,
};

pub use osr_derive::TaggedDeserialize;

#[cfg(feature = "alloc")]
mod buffer;
#[cfg(feature = "alloc")]
pub use self::buffer::{Rest, at_most, tagged};

/// Reads a `T` strictly from `deserializer` (see the [module](self)).
///
/// # Errors
///
/// Whatever reading `T` refuses, and a sequence where a struct or a struct
/// variant is expected.
///
/// # Examples
///
/// ```
/// let mut json = serde_json::Deserializer::from_str("[3, 4]");
/// let pair: (u8, u8) = osr_core::strict::deserialize(&mut json).unwrap();
/// assert_eq!(pair, (3, 4));
/// ```
pub fn deserialize<'de, T, D>(deserializer: D) -> Result<T, D::Error>
where
    T: de::Deserialize<'de>,
    D: Deserializer<'de>,
{
    T::deserialize(Strict(deserializer))
}

/// The `deserialize_with` of a field that may be left out (with
/// `#[serde(default)]`, read as `None`) but, when written, holds a value:
/// `null` is refused, as it is not what osr writes.
///
/// # Errors
///
/// Whatever reading `T` refuses, `null` included.
///
/// # Examples
///
/// ```
/// use serde::Deserialize;
///
/// #[derive(Debug, PartialEq, Deserialize)]
/// struct Saved {
///     #[serde(default, deserialize_with = "osr_core::strict::present")]
///     version: Option<u32>,
/// }
///
/// assert_eq!(serde_json::from_str::<Saved>("{}").unwrap(), Saved { version: None });
/// let saved: Saved = serde_json::from_str(r#"{"version": 1}"#).unwrap();
/// assert_eq!(saved, Saved { version: Some(1) });
/// assert!(serde_json::from_str::<Saved>(r#"{"version": null}"#).is_err());
/// ```
pub fn present<'de, T, D>(deserializer: D) -> Result<Option<T>, D::Error>
where
    T: de::Deserialize<'de>,
    D: Deserializer<'de>,
{
    T::deserialize(deserializer).map(Some)
}

/// A deserializer that reads every value below it strictly (see the
/// [module](self)).
///
/// # Examples
///
/// ```
/// use serde::Deserialize;
///
/// #[derive(Debug, PartialEq, Deserialize)]
/// enum Shape {
///     Square { side: u32 },
/// }
///
/// let mut json = serde_json::Deserializer::from_str(r#"{"Square": [2]}"#);
/// assert!(Shape::deserialize(osr_core::strict::Strict::new(&mut json)).is_err());
/// let mut json = serde_json::Deserializer::from_str(r#"{"Square": {"side": 2}}"#);
/// let shape = Shape::deserialize(osr_core::strict::Strict::new(&mut json)).unwrap();
/// assert_eq!(shape, Shape::Square { side: 2 });
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Strict<D>(D);

impl<D> Strict<D> {
    /// Wraps `deserializer`.
    ///
    /// # Examples
    ///
    /// ```
    /// use serde::Deserialize;
    ///
    /// let mut json = serde_json::Deserializer::from_str("7");
    /// let n = u8::deserialize(osr_core::strict::Strict::new(&mut json)).unwrap();
    /// assert_eq!(n, 7);
    /// ```
    pub const fn new(deserializer: D) -> Self {
        Self(deserializer)
    }
}

/// A visitor that hands strict accessors to the one it wraps; with
/// `struct_like`, it refuses a sequence.
struct Wrap<V> {
    inner: V,
    struct_like: bool,
}

impl<V> Wrap<V> {
    const fn any(inner: V) -> Self {
        Self {
            inner,
            struct_like: false,
        }
    }

    const fn structure(inner: V) -> Self {
        Self {
            inner,
            struct_like: true,
        }
    }
}

/// A seed whose deserializer is wrapped in [`Strict`].
struct Seed<S>(S);

impl<'de, S: DeserializeSeed<'de>> DeserializeSeed<'de> for Seed<S> {
    type Value = S::Value;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<S::Value, D::Error> {
        self.0.deserialize(Strict(deserializer))
    }
}

macro_rules! forward_deserialize {
    ($($method:ident),* $(,)?) => {
        $(
            fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
                self.0.$method(Wrap::any(visitor))
            }
        )*
    };
}

impl<'de, D: Deserializer<'de>> Deserializer<'de> for Strict<D> {
    type Error = D::Error;

    forward_deserialize!(
        deserialize_any,
        deserialize_bool,
        deserialize_i8,
        deserialize_i16,
        deserialize_i32,
        deserialize_i64,
        deserialize_i128,
        deserialize_u8,
        deserialize_u16,
        deserialize_u32,
        deserialize_u64,
        deserialize_u128,
        deserialize_f32,
        deserialize_f64,
        deserialize_char,
        deserialize_str,
        deserialize_string,
        deserialize_bytes,
        deserialize_byte_buf,
        deserialize_option,
        deserialize_unit,
        deserialize_seq,
        deserialize_map,
        deserialize_identifier,
        deserialize_ignored_any,
    );

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0.deserialize_unit_struct(name, Wrap::any(visitor))
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0.deserialize_newtype_struct(name, Wrap::any(visitor))
    }

    fn deserialize_tuple<V: Visitor<'de>>(
        self,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0.deserialize_tuple(len, Wrap::any(visitor))
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0
            .deserialize_tuple_struct(name, len, Wrap::any(visitor))
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0
            .deserialize_struct(name, fields, Wrap::structure(visitor))
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        self.0.deserialize_enum(name, variants, Wrap::any(visitor))
    }

    fn is_human_readable(&self) -> bool {
        self.0.is_human_readable()
    }
}

macro_rules! forward_visit {
    ($($method:ident: $ty:ty),* $(,)?) => {
        $(
            fn $method<E: de::Error>(self, v: $ty) -> Result<V::Value, E> {
                self.inner.$method(v)
            }
        )*
    };
}

impl<'de, V: Visitor<'de>> Visitor<'de> for Wrap<V> {
    type Value = V::Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.inner.expecting(f)
    }

    forward_visit!(
        visit_bool: bool,
        visit_i8: i8,
        visit_i16: i16,
        visit_i32: i32,
        visit_i64: i64,
        visit_i128: i128,
        visit_u8: u8,
        visit_u16: u16,
        visit_u32: u32,
        visit_u64: u64,
        visit_u128: u128,
        visit_f32: f32,
        visit_f64: f64,
        visit_char: char,
        visit_str: &str,
        visit_borrowed_str: &'de str,
        visit_bytes: &[u8],
        visit_borrowed_bytes: &'de [u8],
    );

    fn visit_none<E: de::Error>(self) -> Result<V::Value, E> {
        self.inner.visit_none()
    }

    fn visit_some<D: Deserializer<'de>>(self, deserializer: D) -> Result<V::Value, D::Error> {
        self.inner.visit_some(Strict(deserializer))
    }

    fn visit_unit<E: de::Error>(self) -> Result<V::Value, E> {
        self.inner.visit_unit()
    }

    fn visit_newtype_struct<D: Deserializer<'de>>(
        self,
        deserializer: D,
    ) -> Result<V::Value, D::Error> {
        self.inner.visit_newtype_struct(Strict(deserializer))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<V::Value, A::Error> {
        if self.struct_like {
            return Err(de::Error::invalid_type(Unexpected::Seq, &self));
        }
        self.inner.visit_seq(Seq(seq))
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<V::Value, A::Error> {
        self.inner.visit_map(Map(map))
    }

    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<V::Value, A::Error> {
        self.inner.visit_enum(Enum(data))
    }
}

/// A sequence whose elements are read strictly.
struct Seq<A>(A);

impl<'de, A: SeqAccess<'de>> SeqAccess<'de> for Seq<A> {
    type Error = A::Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, A::Error> {
        self.0.next_element_seed(Seed(seed))
    }

    fn size_hint(&self) -> Option<usize> {
        self.0.size_hint()
    }
}

/// A map whose keys and values are read strictly.
struct Map<A>(A);

impl<'de, A: MapAccess<'de>> MapAccess<'de> for Map<A> {
    type Error = A::Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        self.0.next_key_seed(Seed(seed))
    }

    fn next_value_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<T::Value, A::Error> {
        self.0.next_value_seed(Seed(seed))
    }

    fn size_hint(&self) -> Option<usize> {
        self.0.size_hint()
    }
}

/// An enum whose variant is read strictly.
struct Enum<A>(A);

impl<'de, A: EnumAccess<'de>> EnumAccess<'de> for Enum<A> {
    type Error = A::Error;
    type Variant = Variant<A::Variant>;

    fn variant_seed<T: DeserializeSeed<'de>>(
        self,
        seed: T,
    ) -> Result<(T::Value, Self::Variant), A::Error> {
        let (value, variant) = self.0.variant_seed(Seed(seed))?;
        Ok((value, Variant(variant)))
    }
}

/// A variant whose contents are read strictly: a struct variant only from a
/// map.
struct Variant<A>(A);

impl<'de, A: VariantAccess<'de>> VariantAccess<'de> for Variant<A> {
    type Error = A::Error;

    fn unit_variant(self) -> Result<(), A::Error> {
        self.0.unit_variant()
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, A::Error> {
        self.0.newtype_variant_seed(Seed(seed))
    }

    fn tuple_variant<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, A::Error> {
        self.0.tuple_variant(len, Wrap::any(visitor))
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, A::Error> {
        self.0.struct_variant(fields, Wrap::structure(visitor))
    }
}

/// A `T` read strictly: the plain-fields form a document type reads through
/// (`#[serde(try_from = "Strictly<SheetDocument>")]`), so that every value
/// of the document below it is read with [`Strict`]. Its JSON Schema is
/// `T`'s.
///
/// # Examples
///
/// ```
/// use osr_core::strict::Strictly;
///
/// #[derive(Debug, serde::Deserialize)]
/// #[serde(deny_unknown_fields)]
/// struct Fields {
///     hp: u32,
/// }
///
/// #[derive(Debug, PartialEq, serde::Deserialize)]
/// #[serde(try_from = "Strictly<Fields>")]
/// struct Sheet {
///     hp: u32,
/// }
///
/// impl TryFrom<Strictly<Fields>> for Sheet {
///     type Error = &'static str;
///
///     fn try_from(fields: Strictly<Fields>) -> Result<Self, Self::Error> {
///         Ok(Sheet { hp: fields.0.hp })
///     }
/// }
///
/// assert_eq!(serde_json::from_str::<Sheet>(r#"{"hp": 4}"#).unwrap(), Sheet { hp: 4 });
/// assert!(serde_json::from_str::<Sheet>("[4]").is_err());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Strictly<T>(pub T);

impl<'de, T: de::Deserialize<'de>> de::Deserialize<'de> for Strictly<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserialize(deserializer).map(Self)
    }
}

#[cfg(feature = "schema")]
impl<T: schemars::JsonSchema> schemars::JsonSchema for Strictly<T> {
    fn inline_schema() -> bool {
        T::inline_schema()
    }

    fn schema_name() -> alloc::borrow::Cow<'static, str> {
        T::schema_name()
    }

    fn schema_id() -> alloc::borrow::Cow<'static, str> {
        T::schema_id()
    }

    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        T::json_schema(generator)
    }
}

/// A document type: a whole record a program stores and reads back from
/// untrusted JSON (a sheet, a creation record, a saved fight or
/// expedition). Its reader is strict (see the [module](self)); the facade's
/// `osr::document::read` refuses a text longer than [`MAX_BYTES`] before
/// parsing any of it.
///
/// [`MAX_BYTES`]: Document::MAX_BYTES
///
/// # Examples
///
/// ```
/// use osr_core::strict::Document;
///
/// #[derive(serde::Deserialize)]
/// struct Note {
///     text: String,
/// }
///
/// impl Document for Note {
///     const TITLE: &'static str = "a note";
///     const MAX_BYTES: usize = 1 << 10;
/// }
///
/// assert_eq!(Note::MAX_BYTES, 1024);
/// # let _ = Note { text: String::new() }.text;
/// ```
pub trait Document: for<'de> de::Deserialize<'de> {
    /// What the document is, for a person: "a Murdham sheet".
    const TITLE: &'static str;
    /// The longest JSON text read: what the largest legal document needs,
    /// with ample margin.
    const MAX_BYTES: usize;
}
