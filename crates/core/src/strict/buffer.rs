//! An internally tagged enum's object, read tag first: the fields before the
//! tag are kept and read back as strictly as the rest.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::marker::PhantomData;

use serde::de::value::{MapDeserializer, SeqDeserializer, StringDeserializer};
use serde::de::{
    self, DeserializeSeed, Deserializer, EnumAccess, IntoDeserializer, MapAccess, Unexpected,
    VariantAccess, Visitor,
};

/// Reads an internally tagged enum's tag from `map` and hands back the rest
/// of the object, to read the variant from. The derive
/// [`TaggedDeserialize`](super::TaggedDeserialize) calls it.
///
/// The fields before the tag (osr writes the tag first; a program may not)
/// are kept and read back, as strictly as everything else, ahead of the
/// rest of the object.
///
/// # Errors
///
/// An object without the tag, or a tag value `T` refuses.
///
/// # Examples
///
/// ```
/// use osr_core::strict::TaggedDeserialize;
///
/// #[derive(Debug, PartialEq, serde::Serialize, TaggedDeserialize)]
/// #[serde(tag = "shape", rename_all = "snake_case")]
/// enum Shape {
///     Dot,
///     Square { side: u32 },
/// }
///
/// let square: Shape = serde_json::from_str(r#"{"shape": "square", "side": 2}"#).unwrap();
/// assert_eq!(square, Shape::Square { side: 2 });
/// let square: Shape = serde_json::from_str(r#"{"side": 2, "shape": "square"}"#).unwrap();
/// assert_eq!(square, Shape::Square { side: 2 });
/// // A field the variant does not have is refused, on a unit variant too.
/// assert!(serde_json::from_str::<Shape>(r#"{"shape": "dot", "side": 2}"#).is_err());
/// // The tag is a name, never a number.
/// assert!(serde_json::from_str::<Shape>(r#"{"shape": 0}"#).is_err());
/// ```
pub fn tagged<'de, T, A>(mut map: A, tag: &'static str) -> Result<(T, Rest<A>), A::Error>
where
    T: de::Deserialize<'de>,
    A: MapAccess<'de>,
{
    let mut before = Vec::new();
    loop {
        match map.next_key_seed(KeyOrTag(tag))? {
            None => return Err(de::Error::missing_field(tag)),
            Some(Key::Tag) => break,
            Some(Key::Other(key)) => {
                let value: Tree = map.next_value()?;
                before.push((Tree::Str(key), value));
            }
        }
    }
    let value = map.next_value()?;
    Ok((
        value,
        Rest {
            before: before.into_iter(),
            pending: None,
            after: map,
        },
    ))
}

/// The rest of a tagged object: the fields read before the tag, then those
/// after it.
#[derive(Debug)]
pub struct Rest<A> {
    before: alloc::vec::IntoIter<(Tree, Tree)>,
    pending: Option<Tree>,
    after: A,
}

impl<'de, A: MapAccess<'de>> MapAccess<'de> for Rest<A> {
    type Error = A::Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        match self.before.next() {
            Some((key, value)) => {
                self.pending = Some(value);
                seed.deserialize(TreeDeserializer::new(key)).map(Some)
            }
            None => self.after.next_key_seed(seed),
        }
    }

    fn next_value_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<T::Value, A::Error> {
        match self.pending.take() {
            Some(value) => seed.deserialize(TreeDeserializer::new(value)),
            None => self.after.next_value_seed(seed),
        }
    }
}

/// A key: the tag, or another field's name.
enum Key {
    Tag,
    Other(String),
}

struct KeyOrTag(&'static str);

impl<'de> DeserializeSeed<'de> for KeyOrTag {
    type Value = Key;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Key, D::Error> {
        deserializer.deserialize_str(self)
    }
}

impl Visitor<'_> for KeyOrTag {
    type Value = Key;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a field name such as `{}`", self.0)
    }

    fn visit_str<E: de::Error>(self, key: &str) -> Result<Key, E> {
        Ok(if key == self.0 {
            Key::Tag
        } else {
            Key::Other(key.into())
        })
    }
}

/// A value read ahead of its type: JSON's forms, nothing more.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Tree {
    Null,
    Bool(bool),
    U64(u64),
    I64(i64),
    F64(f64),
    Str(String),
    Seq(Vec<Self>),
    Map(Vec<(Self, Self)>),
}

impl<'de> de::Deserialize<'de> for Tree {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(TreeVisitor)
    }
}

struct TreeVisitor;

impl<'de> Visitor<'de> for TreeVisitor {
    type Value = Tree;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any value")
    }

    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Tree, E> {
        Ok(Tree::Bool(v))
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Tree, E> {
        Ok(Tree::I64(v))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Tree, E> {
        Ok(Tree::U64(v))
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Tree, E> {
        Ok(Tree::F64(v))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Tree, E> {
        Ok(Tree::Str(v.into()))
    }

    fn visit_string<E: de::Error>(self, v: String) -> Result<Tree, E> {
        Ok(Tree::Str(v))
    }

    fn visit_none<E: de::Error>(self) -> Result<Tree, E> {
        Ok(Tree::Null)
    }

    fn visit_unit<E: de::Error>(self) -> Result<Tree, E> {
        Ok(Tree::Null)
    }

    fn visit_some<D: Deserializer<'de>>(self, deserializer: D) -> Result<Tree, D::Error> {
        de::Deserialize::deserialize(deserializer)
    }

    fn visit_seq<A: de::SeqAccess<'de>>(self, mut seq: A) -> Result<Tree, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element()? {
            items.push(item);
        }
        Ok(Tree::Seq(items))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Tree, A::Error> {
        let mut entries = Vec::new();
        while let Some(entry) = map.next_entry()? {
            entries.push(entry);
        }
        Ok(Tree::Map(entries))
    }
}

impl Tree {
    fn unexpected(&self) -> Unexpected<'_> {
        match self {
            Self::Null => Unexpected::Unit,
            Self::Bool(b) => Unexpected::Bool(*b),
            Self::U64(n) => Unexpected::Unsigned(*n),
            Self::I64(n) => Unexpected::Signed(*n),
            Self::F64(x) => Unexpected::Float(*x),
            Self::Str(s) => Unexpected::Str(s),
            Self::Seq(_) => Unexpected::Seq,
            Self::Map(_) => Unexpected::Map,
        }
    }
}

impl<'de, E: de::Error> IntoDeserializer<'de, E> for Tree {
    type Deserializer = TreeDeserializer<E>;

    fn into_deserializer(self) -> TreeDeserializer<E> {
        TreeDeserializer::new(self)
    }
}

/// Reads a kept value back, as strictly as [`Strict`](super::Strict): a
/// struct or a struct variant only from a map, an enum only from a name or
/// a map of one entry.
#[derive(Debug)]
pub(crate) struct TreeDeserializer<E> {
    tree: Tree,
    error: PhantomData<E>,
}

impl<E> TreeDeserializer<E> {
    const fn new(tree: Tree) -> Self {
        Self {
            tree,
            error: PhantomData,
        }
    }
}

impl<'de, E: de::Error> Deserializer<'de> for TreeDeserializer<E> {
    type Error = E;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, E> {
        match self.tree {
            Tree::Null => visitor.visit_unit(),
            Tree::Bool(b) => visitor.visit_bool(b),
            Tree::U64(n) => visitor.visit_u64(n),
            Tree::I64(n) => visitor.visit_i64(n),
            Tree::F64(x) => visitor.visit_f64(x),
            Tree::Str(s) => visitor.visit_string(s),
            Tree::Seq(items) => {
                let mut seq = SeqDeserializer::new(items.into_iter());
                let value = visitor.visit_seq(&mut seq)?;
                seq.end()?;
                Ok(value)
            }
            Tree::Map(entries) => {
                let mut map = MapDeserializer::new(entries.into_iter());
                let value = visitor.visit_map(&mut map)?;
                map.end()?;
                Ok(value)
            }
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, E> {
        match self.tree {
            Tree::Null => visitor.visit_none(),
            _ => visitor.visit_some(self),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, E> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, E> {
        match self.tree {
            Tree::Map(_) => self.deserialize_any(visitor),
            other => Err(de::Error::invalid_type(other.unexpected(), &visitor)),
        }
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, E> {
        match self.tree {
            Tree::Str(name) => visitor.visit_enum(StringDeserializer::<E>::new(name)),
            Tree::Map(mut entries) if entries.len() == 1 => {
                let (variant, value) = entries.remove(0);
                visitor.visit_enum(TreeEnum {
                    variant,
                    value,
                    error: PhantomData,
                })
            }
            other => Err(de::Error::invalid_type(other.unexpected(), &visitor)),
        }
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, E> {
        visitor.visit_unit()
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf unit unit_struct seq tuple tuple_struct map identifier
    }
}

/// An externally tagged enum kept as a map of one entry.
struct TreeEnum<E> {
    variant: Tree,
    value: Tree,
    error: PhantomData<E>,
}

impl<'de, E: de::Error> EnumAccess<'de> for TreeEnum<E> {
    type Error = E;
    type Variant = TreeDeserializer<E>;

    fn variant_seed<V: DeserializeSeed<'de>>(
        self,
        seed: V,
    ) -> Result<(V::Value, TreeDeserializer<E>), E> {
        let variant = seed.deserialize(TreeDeserializer::<E>::new(self.variant))?;
        Ok((variant, TreeDeserializer::new(self.value)))
    }
}

impl<'de, E: de::Error> VariantAccess<'de> for TreeDeserializer<E> {
    type Error = E;

    fn unit_variant(self) -> Result<(), E> {
        match self.tree {
            Tree::Null => Ok(()),
            other => Err(de::Error::invalid_type(
                other.unexpected(),
                &"a unit variant",
            )),
        }
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, E> {
        seed.deserialize(self)
    }

    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, E> {
        match self.tree {
            Tree::Seq(_) => self.deserialize_any(visitor),
            other => Err(de::Error::invalid_type(other.unexpected(), &visitor)),
        }
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, E> {
        self.deserialize_struct("", fields, visitor)
    }
}

/// Reads a list of at most `N` entries, refusing it at the entry past the
/// limit rather than after reading the whole list: for
/// `#[serde(deserialize_with = "osr_core::strict::at_most::<_, _, 64>")]`.
///
/// # Errors
///
/// More than `N` entries (serde's `invalid length`, at the first entry
/// past the limit), or an entry `T` refuses.
///
/// # Examples
///
/// ```
/// #[derive(Debug, serde::Deserialize)]
/// struct Pack {
///     #[serde(deserialize_with = "osr_core::strict::at_most::<_, _, 2>")]
///     items: Vec<u8>,
/// }
///
/// assert_eq!(serde_json::from_str::<Pack>(r#"{"items": [1, 2]}"#).unwrap().items, [1, 2]);
/// let err = serde_json::from_str::<Pack>(r#"{"items": [1, 2, 3, "never read"]}"#).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "invalid length 3, expected at most 2 entries at line 1 column 20"
/// );
/// ```
pub fn at_most<'de, D, T, const N: usize>(deserializer: D) -> Result<Vec<T>, D::Error>
where
    D: Deserializer<'de>,
    T: de::Deserialize<'de>,
{
    struct Entries<T, const N: usize>(PhantomData<T>);

    impl<'de, T: de::Deserialize<'de>, const N: usize> Visitor<'de> for Entries<T, N> {
        type Value = Vec<T>;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "at most {N} entries")
        }

        fn visit_seq<A: de::SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<T>, A::Error> {
            let mut entries = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(N));
            while let Some(entry) = seq.next_element()? {
                if entries.len() == N {
                    return Err(de::Error::invalid_length(N + 1, &self));
                }
                entries.push(entry);
            }
            Ok(entries)
        }
    }

    deserializer.deserialize_seq(Entries::<T, N>(PhantomData))
}
