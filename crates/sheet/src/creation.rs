//! The record of a character's creation, written once for every system.
//!
//! A system that creates characters by rolling (3d6 Constitution, Cairn
//! House Rules, Gods & Monsters) describes its procedure through
//! [`Procedure`]: what the player chooses, the sheet and the steps it
//! makes, how it rolls, and which faces each step holds. [`Created`] is the
//! record such a procedure leaves: the choices, the sheet and the steps,
//! checked by rolling again from the choices and the steps' faces. Each
//! system names its record (`constitution::Created` is
//! `Created<constitution::Creation>`).

use alloc::vec::Vec;
use core::fmt;

use osr_core::FaceSource;

use crate::Error;
#[cfg(feature = "serde")]
use crate::checks::at_most;

/// A system's creation procedure, as [`Created`] needs it: what the player
/// chooses, what is created, the steps it takes and how it rolls them.
///
/// Implement it to keep a replayable record of a procedure of your own;
/// the systems of this crate implement it on their `Creation`.
///
/// # Examples
///
/// A toy procedure: HP is one d6 plus a bonus the player chooses.
///
/// ```
/// use osr_core::{Die, FaceSource, SuppliedFaces};
/// use osr_sheet::Error;
/// use osr_sheet::creation::{Created, Procedure};
///
/// #[derive(Debug, Clone, PartialEq)]
/// struct Toy;
///
/// impl Procedure for Toy {
///     type Choices = u32;
///     type Sheet = u32;
///     type Event = [u32; 1];
///     const MAX_EVENTS: usize = 1;
///
///     fn create<S: FaceSource + ?Sized>(
///         bonus: &u32,
///         source: &mut S,
///     ) -> Result<(u32, Vec<[u32; 1]>), Error> {
///         let face = Die::D6.roll(source)?;
///         Ok((face + bonus, vec![[face]]))
///     }
///
///     fn faces(event: &[u32; 1]) -> &[u32] {
///         event
///     }
/// }
///
/// let created = Created::<Toy>::roll(&2, &mut SuppliedFaces::new(&[5]))?;
/// assert_eq!((*created.sheet(), created.faces()), (7, vec![5]));
/// created.verify()?;
/// # Ok::<(), Error>(())
/// ```
pub trait Procedure {
    /// What the player (or the referee) chooses before the dice: nothing
    /// in it is rolled.
    type Choices: Clone + PartialEq;
    /// What is created.
    type Sheet: PartialEq;
    /// One step of creation, as a virtual tabletop shows it.
    type Event: PartialEq;
    /// The most steps one creation takes: a record with more is refused
    /// before it is replayed.
    const MAX_EVENTS: usize;
    /// The key of the choices in a record's JSON document (`"choices"`).
    const CHOICES_KEY: &'static str = "choices";

    /// Rolls a new sheet from `source` with these choices, and gives it
    /// with its steps in the order they were taken.
    ///
    /// # Errors
    ///
    /// The procedure's own: a refused choice, the face source failing.
    fn create<S: FaceSource + ?Sized>(
        choices: &Self::Choices,
        source: &mut S,
    ) -> Result<(Self::Sheet, Vec<Self::Event>), Error>;

    /// The faces `event` holds, in the order they were rolled (none for a
    /// step that rolls nothing).
    fn faces(event: &Self::Event) -> &[u32];
}

/// A created sheet with the choices and the steps that made it.
///
/// The only ways to have one are to roll it ([`Created::roll`]) and to
/// read it back with serde, which checks it ([`Created::verify`]).
///
/// With the `serde` feature: `{"choices": {...}, "sheet": {...},
/// "events": [...]}` (the choices under the procedure's
/// [`CHOICES_KEY`](Procedure::CHOICES_KEY)); reading it back refuses more
/// than [`MAX_EVENTS`](Procedure::MAX_EVENTS) events ([`Error::TooMany`]),
/// then replays the creation from the choices and the events' faces as
/// [`Created::verify`] does.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_sheet::constitution::{self, Choices};
/// use osr_sheet::creation::Created;
///
/// let faces = [3, 5, 6, 2, 2, 5, 4, 4, 3, 6, 1, 1, 5, 5, 5, 4];
/// let created: constitution::Created =
///     Created::roll(&Choices::default(), &mut SuppliedFaces::new(&faces))?;
/// assert_eq!(created.faces(), faces);
/// assert_eq!(created.events().len(), 6);
/// created.verify()?;
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Created<C: Procedure> {
    choices: C::Choices,
    sheet: C::Sheet,
    events: Vec<C::Event>,
}

impl<C: Procedure> Created<C> {
    /// Rolls a new sheet from `source` with these choices, keeping the
    /// choices and the steps.
    ///
    /// # Errors
    ///
    /// Those of the procedure ([`Procedure::create`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_sheet::cairn_house::{Creation, Kind};
    /// use osr_sheet::creation::Created;
    ///
    /// let faces = [4, 4, 4, 2, 3, 4, 1, 2, 4, 5];
    /// let hired = Created::<Creation>::roll(&Kind::Hireling, &mut SuppliedFaces::new(&faces))?;
    /// assert_eq!(hired.sheet().health().max_hp(), 5);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn roll<S: FaceSource + ?Sized>(
        choices: &C::Choices,
        source: &mut S,
    ) -> Result<Self, Error> {
        let (sheet, events) = C::create(choices, source)?;
        Ok(Self {
            choices: choices.clone(),
            sheet,
            events,
        })
    }

    /// The choices.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_sheet::constitution::{Choices, Creation};
    ///
    /// let faces = [3, 5, 6, 2, 2, 5, 4, 4, 3, 6, 1, 1, 5, 5, 5, 4];
    /// let created = Creation::roll(&Choices::default(), &mut SuppliedFaces::new(&faces))?;
    /// assert_eq!(created.choices(), &Choices::default());
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub const fn choices(&self) -> &C::Choices {
        &self.choices
    }

    /// The sheet.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_sheet::constitution::{Choices, Creation};
    ///
    /// let faces = [3, 5, 6, 2, 2, 5, 4, 4, 3, 6, 1, 1, 5, 5, 5, 4];
    /// let created = Creation::roll(&Choices::default(), &mut SuppliedFaces::new(&faces))?;
    /// assert_eq!(created.sheet().health().hp(), 4);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub const fn sheet(&self) -> &C::Sheet {
        &self.sheet
    }

    /// The sheet, taken out.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_sheet::constitution::{Choices, Creation};
    ///
    /// let faces = [3, 5, 6, 2, 2, 5, 4, 4, 3, 6, 1, 1, 5, 5, 5, 4];
    /// let created = Creation::roll(&Choices::default(), &mut SuppliedFaces::new(&faces))?;
    /// assert_eq!(created.into_sheet().health().hp(), 4);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn into_sheet(self) -> C::Sheet {
        self.sheet
    }

    /// The steps, in the order they were taken.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_sheet::constitution::{Choices, Creation};
    ///
    /// let faces = [3, 5, 6, 2, 2, 5, 4, 4, 3, 6, 1, 1, 5, 5, 5, 4];
    /// let created = Creation::roll(&Choices::default(), &mut SuppliedFaces::new(&faces))?;
    /// assert_eq!(created.events()[0].to_string(), "STR 3d6 = [3, 5, 6] = 14");
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn events(&self) -> &[C::Event] {
        &self.events
    }

    /// Every die face rolled, in order: the faces of the steps.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_sheet::constitution::{Choices, Creation};
    ///
    /// let faces = [3, 5, 6, 2, 2, 5, 4, 4, 3, 6, 1, 1, 5, 5, 5, 4];
    /// let created = Creation::roll(&Choices::default(), &mut SuppliedFaces::new(&faces))?;
    /// assert_eq!(created.faces(), faces);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn faces(&self) -> Vec<u32> {
        self.events.iter().flat_map(C::faces).copied().collect()
    }

    /// Replays the creation from its choices and faces and checks it
    /// gives the same sheet and events, using every face.
    ///
    /// # Errors
    ///
    /// [`Error::Check`] (`Forged`) when it does not; the procedure's own
    /// error when rolling again fails, such as [`Error::Core`] for a
    /// recorded face that is not on its die.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_sheet::cairn_house::Hireling;
    ///
    /// let hired = Hireling::roll(&mut SuppliedFaces::new(&[4, 4, 4, 2, 3, 4, 1, 2, 4, 5]))?;
    /// hired.verify()?;
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn verify(&self) -> Result<(), Error> {
        let again =
            osr_check::replay_exactly(&self.faces(), |source| Self::roll(&self.choices, source))?;
        if again.choices == self.choices && again.sheet == self.sheet && again.events == self.events
        {
            Ok(())
        } else {
            Err(osr_check::Error::Forged.into())
        }
    }
}

/// `Created { choices: .., sheet: .., events: .. }`, the choices under
/// the procedure's [`CHOICES_KEY`](Procedure::CHOICES_KEY).
impl<C: Procedure> fmt::Debug for Created<C>
where
    C::Choices: fmt::Debug,
    C::Sheet: fmt::Debug,
    C::Event: fmt::Debug,
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Created")
            .field(C::CHOICES_KEY, &self.choices)
            .field("sheet", &self.sheet)
            .field("events", &self.events)
            .finish()
    }
}

#[cfg(feature = "serde")]
impl<C: Procedure> serde::Serialize for Created<C>
where
    C::Choices: serde::Serialize,
    C::Sheet: serde::Serialize,
    C::Event: serde::Serialize,
{
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;

        let mut record = serializer.serialize_struct("Created", 3)?;
        record.serialize_field(C::CHOICES_KEY, &self.choices)?;
        record.serialize_field("sheet", &self.sheet)?;
        record.serialize_field("events", &self.events)?;
        record.end()
    }
}

#[cfg(feature = "serde")]
impl<'de, C: Procedure> serde::Deserialize<'de> for Created<C>
where
    C::Choices: serde::Deserialize<'de>,
    C::Sheet: serde::Deserialize<'de>,
    C::Event: serde::Deserialize<'de>,
{
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        // Read strictly: every value in the record only in the shape osr writes it.
        let fields: fields::CreatedFields<C> = osr_core::strict::deserialize(deserializer)?;
        Self::try_from(fields).map_err(serde::de::Error::custom)
    }
}

/// A creation record is read up to [`crate::MAX_SHEET_BYTES`].
#[cfg(feature = "serde")]
impl<C: Procedure> osr_core::strict::Document for Created<C>
where
    C::Choices: serde::de::DeserializeOwned,
    C::Sheet: serde::de::DeserializeOwned,
    C::Event: serde::de::DeserializeOwned,
{
    const TITLE: &'static str = "a creation record";
    const MAX_BYTES: usize = crate::MAX_SHEET_BYTES;
}

#[cfg(feature = "serde")]
impl<C: Procedure> TryFrom<fields::CreatedFields<C>> for Created<C> {
    type Error = Error;

    fn try_from(f: fields::CreatedFields<C>) -> Result<Self, Error> {
        at_most("events", f.events.len(), C::MAX_EVENTS)?;
        let created = Self {
            choices: f.choices,
            sheet: f.sheet,
            events: f.events,
        };
        created.verify()?;
        Ok(created)
    }
}

/// A record's fields as read, before they are checked: what serde's
/// derive would write for `struct CreatedFields { choices, sheet, events }`
/// with `deny_unknown_fields`, but with the choices under the procedure's
/// key, which a derive cannot take from a trait.
#[cfg(feature = "serde")]
mod fields {
    use alloc::string::String;
    use alloc::vec::Vec;
    use core::fmt;
    use core::marker::PhantomData;

    use serde::de::{self, DeserializeSeed, MapAccess, SeqAccess, Unexpected, Visitor};

    use super::Procedure;

    pub(super) struct CreatedFields<C: Procedure> {
        pub(super) choices: C::Choices,
        pub(super) sheet: C::Sheet,
        pub(super) events: Vec<C::Event>,
    }

    const NAME: &str = "CreatedFields";

    /// The three keys, the choices' first.
    const fn keys<C: Procedure>() -> &'static [&'static str] {
        const { &[C::CHOICES_KEY, "sheet", "events"] }
    }

    enum Field {
        Choices,
        Sheet,
        Events,
    }

    struct FieldSeed<C>(PhantomData<C>);

    impl<'de, C: Procedure> DeserializeSeed<'de> for FieldSeed<C> {
        type Value = Field;

        fn deserialize<D: de::Deserializer<'de>>(self, d: D) -> Result<Field, D::Error> {
            d.deserialize_identifier(self)
        }
    }

    impl<C: Procedure> Visitor<'_> for FieldSeed<C> {
        type Value = Field;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("field identifier")
        }

        fn visit_u64<E: de::Error>(self, value: u64) -> Result<Field, E> {
            match value {
                0 => Ok(Field::Choices),
                1 => Ok(Field::Sheet),
                2 => Ok(Field::Events),
                _ => Err(E::invalid_value(
                    Unexpected::Unsigned(value),
                    &"field index 0 <= i < 3",
                )),
            }
        }

        fn visit_str<E: de::Error>(self, value: &str) -> Result<Field, E> {
            if value == C::CHOICES_KEY {
                Ok(Field::Choices)
            } else if value == "sheet" {
                Ok(Field::Sheet)
            } else if value == "events" {
                Ok(Field::Events)
            } else {
                Err(E::unknown_field(value, keys::<C>()))
            }
        }

        fn visit_bytes<E: de::Error>(self, value: &[u8]) -> Result<Field, E> {
            match core::str::from_utf8(value) {
                Ok(value) => self.visit_str(value),
                Err(_) => Err(E::unknown_field(
                    &String::from_utf8_lossy(value),
                    keys::<C>(),
                )),
            }
        }
    }

    struct FieldsVisitor<C>(PhantomData<C>);

    impl<'de, C: Procedure> Visitor<'de> for FieldsVisitor<C>
    where
        C::Choices: de::Deserialize<'de>,
        C::Sheet: de::Deserialize<'de>,
        C::Event: de::Deserialize<'de>,
    {
        type Value = CreatedFields<C>;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("struct CreatedFields")
        }

        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
            let expected = &"struct CreatedFields with 3 elements";
            let choices = seq
                .next_element()?
                .ok_or_else(|| de::Error::invalid_length(0, expected))?;
            let sheet = seq
                .next_element()?
                .ok_or_else(|| de::Error::invalid_length(1, expected))?;
            let events = seq
                .next_element()?
                .ok_or_else(|| de::Error::invalid_length(2, expected))?;
            Ok(CreatedFields {
                choices,
                sheet,
                events,
            })
        }

        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
            let (mut choices, mut sheet, mut events) = (None, None, None);
            while let Some(field) = map.next_key_seed(FieldSeed::<C>(PhantomData))? {
                match field {
                    Field::Choices => {
                        if choices.is_some() {
                            return Err(de::Error::duplicate_field(C::CHOICES_KEY));
                        }
                        choices = Some(map.next_value()?);
                    }
                    Field::Sheet => {
                        if sheet.is_some() {
                            return Err(de::Error::duplicate_field("sheet"));
                        }
                        sheet = Some(map.next_value()?);
                    }
                    Field::Events => {
                        if events.is_some() {
                            return Err(de::Error::duplicate_field("events"));
                        }
                        events = Some(map.next_value()?);
                    }
                }
            }
            Ok(CreatedFields {
                choices: choices.ok_or_else(|| de::Error::missing_field(C::CHOICES_KEY))?,
                sheet: sheet.ok_or_else(|| de::Error::missing_field("sheet"))?,
                events: events.ok_or_else(|| de::Error::missing_field("events"))?,
            })
        }
    }

    impl<'de, C: Procedure> de::Deserialize<'de> for CreatedFields<C>
    where
        C::Choices: de::Deserialize<'de>,
        C::Sheet: de::Deserialize<'de>,
        C::Event: de::Deserialize<'de>,
    {
        fn deserialize<D: de::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            d.deserialize_struct(NAME, keys::<C>(), FieldsVisitor::<C>(PhantomData))
        }
    }
}
