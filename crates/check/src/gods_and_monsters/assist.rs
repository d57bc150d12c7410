//! Assistance: lending a field bonus.

use osr_core::FaceSource;

use super::{FieldBonus, Obstacle, Roll, check_save};
use crate::{Check, Error, Odds, PassFail, Resolved, Rolled, Save};

osr_core::bounded! {
    error: crate::Error;
    /// The people one assistance helps at once.
    pub struct People(u32) in 1..=4_294_967_295, "people assisted";
}

impl People {
    /// One person.
    pub const ONE: Self = Self(1);
}

impl Default for People {
    fn default() -> Self {
        Self::ONE
    }
}

/// Assistance (rules GM-dice.assist and GM-dice.assist.limits): a
/// character lends their field bonus to others, in place of the bonus
/// each would use of their own.
///
/// The assistant rolls first, usually an ability roll with their own field
/// bonus added; helping several people at once takes the number of people
/// as an obstacle size (three patients: -1). On a success every person
/// helped rolls with the assistant's bonus instead of their own
/// ([`AssistRoll::lent`], [`Lent::assist`]). A failed assistance that
/// involves a weapon (surgery) hurts the person helped as a lost weapon
/// contest would: [`AssistRoll::weapon_contest_damage`] says so; the damage
/// is the combat rules' to roll.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::Check;
/// use osr_check::gods_and_monsters::{Assistance, FieldBonus, Roll};
///
/// // An herbalist with wisdom 15 and Healing Craft +2 tends three patients.
/// let herbalist = Assistance::new(Roll::new(15)?, FieldBonus::new(2)?)?.for_people(3)?;
/// assert_eq!(herbalist.assistant_roll().target(), 16); // 15 + 2 - 1
///
/// let tended = herbalist.roll(&mut SuppliedFaces::new(&[11]))?;
/// let lent = tended.lent().expect("the herbalist succeeded");
/// // Each patient's health roll that night gets +2.
/// let patient = lent.assist(Roll::new(10)?)?;
/// assert_eq!(patient.target(), 12);
/// # Ok::<(), osr_check::Error>(())
/// ```
///
/// With the `serde` feature it serializes as its inputs,
/// `{"ability": {"score": 15, "modifier": 0}, "bonus": 2, "people": 3,
/// "weapon": false}` (`people` and `weapon` may be left out), and is read
/// back through the constructors.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(try_from = "AssistanceFields"))]
pub struct Assistance {
    ability: Roll,
    bonus: FieldBonus,
    people: People,
    weapon: bool,
    /// Worked out from the others.
    #[cfg_attr(feature = "serde", serde(skip_serializing))]
    roll: Roll,
}

/// The inputs of an [`Assistance`] as read: its roll is worked out from
/// them.
#[cfg_attr(feature = "serde", derive(serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
struct AssistanceFields {
    /// The assistant's roll, before the field bonus.
    ability: Roll,
    /// The field bonus lent, 0 to 20.
    bonus: FieldBonus,
    /// The people helped at once (1 when left out): more is a penalty, as an
    /// obstacle's size.
    #[cfg_attr(feature = "serde", serde(default))]
    people: People,
    /// Whether the help involves a weapon (`false` when left out).
    #[cfg_attr(feature = "serde", serde(default))]
    weapon: bool,
}

impl TryFrom<AssistanceFields> for Assistance {
    type Error = Error;

    fn try_from(fields: AssistanceFields) -> Result<Self, Error> {
        Ok(Self::new(fields.ability, fields.bonus)?
            .for_people(fields.people.get())?
            .with_weapon(fields.weapon))
    }
}

impl Assistance {
    /// One person helped by an assistant whose ability roll (without their
    /// field bonus) is `ability` and whose field bonus is `bonus`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) when adding the bonus takes the roll's
    /// modifier out of [`Modifier`](super::Modifier)'s range.
    pub fn new(ability: Roll, bonus: FieldBonus) -> Result<Self, Error> {
        Ok(Self {
            ability,
            bonus,
            people: People::ONE,
            weapon: false,
            roll: ability.with_field_bonus(bonus)?,
        })
    }

    /// The same assistance given to `people` people at once: the count is
    /// an obstacle size ([`Scale::ReadDown`](super::Scale::ReadDown): 2 or 3 people -1, 4 to 7
    /// -2, …).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for no people, or when the penalty
    /// takes the roll's modifier out of [`Modifier`](super::Modifier)'s
    /// range.
    pub fn for_people(self, people: u32) -> Result<Self, Error> {
        let people = People::new(people)?;
        let modifier = Obstacle::new(people.get().into(), 1)?.modifier();
        Ok(Self {
            people,
            roll: self
                .ability
                .with_field_bonus(self.bonus)?
                .adjusted(modifier)?,
            ..self
        })
    }

    /// The same assistance, involving a weapon (`true`) or not.
    #[must_use]
    pub const fn with_weapon(self, weapon: bool) -> Self {
        Self { weapon, ..self }
    }

    /// The assistant's roll: ability plus their field bonus, less the
    /// penalty for the number of people.
    #[must_use]
    pub const fn assistant_roll(&self) -> Roll {
        self.roll
    }

    /// The field bonus lent on a success.
    #[must_use]
    pub const fn bonus(&self) -> FieldBonus {
        self.bonus
    }

    /// The number of people helped.
    #[must_use]
    pub const fn people(&self) -> u32 {
        self.people.get()
    }

    /// Whether a weapon is involved.
    #[must_use]
    pub const fn weapon(&self) -> bool {
        self.weapon
    }

    /// The modifier for the number of people: a penalty, 0 or negative
    /// (three people: -1).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::gods_and_monsters::{Assistance, FieldBonus, Roll};
    ///
    /// let herbalist = Assistance::new(Roll::new(15)?, FieldBonus::new(2)?)?;
    /// assert_eq!(herbalist.for_people(3)?.modifier(), -1);
    /// assert_eq!(herbalist.modifier(), 0);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub fn modifier(&self) -> i32 {
        self.roll.modifier() - self.ability.modifier() - self.bonus.get()
    }
}

impl Check for Assistance {
    type Band = PassFail;
    type Outcome = AssistRoll;
    type Error = Error;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<AssistRoll, Error> {
        Ok(AssistRoll {
            save: self.roll.roll(source)?,
            bonus: self.bonus,
            weapon: self.weapon,
        })
    }

    fn odds(&self) -> Odds<PassFail> {
        self.roll.odds()
    }
}

/// A rolled [`Assistance`].
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::Check;
/// use osr_check::gods_and_monsters::{Assistance, FieldBonus, Roll};
///
/// // A surgeon (intelligence 12, Medical Science +2) fails with a scalpel.
/// let surgery = Assistance::new(Roll::new(12)?, FieldBonus::new(2)?)?.with_weapon(true);
/// let outcome = surgery.roll(&mut SuppliedFaces::new(&[17]))?;
/// assert_eq!(outcome.save().missed_by(), Some(3));
/// assert!(outcome.lent().is_none());
/// assert!(outcome.weapon_contest_damage());
/// # Ok::<(), osr_check::Error>(())
/// ```
///
/// With the `serde` feature it serializes as `{"band": "fail", "save":
/// {...}, "bonus": 2, "weapon": true}`, the band named as in the odds;
/// deserializing checks the save against its die and the band against
/// the save.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "AssistRollFields", into = "AssistRollFields")
)]
pub struct AssistRoll {
    save: Save,
    bonus: FieldBonus,
    weapon: bool,
}

/// An [`AssistRoll`] as written, its band beside the save.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
struct AssistRollFields {
    /// Whether the assistant's roll succeeded.
    band: PassFail,
    /// The assistant's roll.
    save: Save,
    /// The field bonus lent on a success.
    bonus: FieldBonus,
    /// Whether the help involved a weapon: a failure then hurts the person
    /// helped as a lost weapon contest would.
    weapon: bool,
}

impl TryFrom<AssistRollFields> for AssistRoll {
    type Error = Error;

    fn try_from(fields: AssistRollFields) -> Result<Self, Error> {
        check_save(&fields.save, fields.band, "assistance band")?;
        Ok(Self {
            save: fields.save,
            bonus: fields.bonus,
            weapon: fields.weapon,
        })
    }
}

impl From<AssistRoll> for AssistRollFields {
    fn from(outcome: AssistRoll) -> Self {
        Self {
            band: outcome.band(),
            save: outcome.save,
            bonus: outcome.bonus,
            weapon: outcome.weapon,
        }
    }
}

impl AssistRoll {
    /// The assistant's roll.
    #[must_use]
    pub const fn save(&self) -> &Save {
        &self.save
    }

    /// The bonus lent, when the assistant succeeded: each person helped
    /// rolls with it in place of their own.
    #[must_use]
    pub const fn lent(&self) -> Option<Lent> {
        if self.save.passed() {
            Some(Lent { bonus: self.bonus })
        } else {
            None
        }
    }

    /// Whether the person helped takes damage as from a lost weapon
    /// contest: the assistance failed and involved a weapon.
    #[must_use]
    pub const fn weapon_contest_damage(&self) -> bool {
        self.weapon && !self.save.passed()
    }
}

impl Resolved for AssistRoll {
    type Band = PassFail;

    fn band(&self) -> PassFail {
        self.save.band()
    }

    fn dice(&self) -> &[Rolled] {
        self.save.dice()
    }
}

/// A field bonus lent by a successful [`Assistance`], ready for each person
/// helped. Only a successful assistance makes one.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::Check;
/// use osr_check::gods_and_monsters::{Assistance, FieldBonus, Roll};
///
/// let navigator = Assistance::new(Roll::new(14)?, FieldBonus::new(4)?)?;
/// let lent = navigator.roll(&mut SuppliedFaces::new(&[2]))?.lent();
/// assert_eq!(lent.map(|l| l.bonus().get()), Some(4));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Lent {
    bonus: FieldBonus,
}

impl Lent {
    /// The bonus lent.
    #[must_use]
    pub const fn bonus(self) -> FieldBonus {
        self.bonus
    }

    /// The roll of a person helped: `roll` is their roll *without* their
    /// own field bonus, which the lent one replaces. The result is an
    /// [`AssistedRoll`], which takes no second lent bonus: a roll can be
    /// assisted by one field bonus at a time.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::Check;
    /// use osr_check::gods_and_monsters::{Assistance, FieldBonus, Roll};
    ///
    /// // A speechwriter with Writing Craft +3 makes the wisdom roll...
    /// let speechwriter = Assistance::new(Roll::new(13)?, FieldBonus::new(3)?)?;
    /// let speech = speechwriter.roll(&mut SuppliedFaces::new(&[9]))?;
    /// // ...and the politician, Political Science +1, orates with +3 instead.
    /// let own = Roll::new(11)?.with_field_bonus(FieldBonus::new(1)?)?;
    /// let assisted = speech.lent().expect("written").assist(Roll::new(11)?)?;
    /// assert_eq!((own.target(), assisted.target()), (12, 14));
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) when the bonus takes the roll's modifier
    /// out of [`Modifier`](super::Modifier)'s range.
    pub fn assist(self, roll: Roll) -> Result<AssistedRoll, Error> {
        Ok(AssistedRoll {
            base: roll,
            lent: self.bonus,
            roll: roll.with_field_bonus(self.bonus)?,
        })
    }
}

/// The roll of a person helped by a lent field bonus; see [`Lent::assist`].
///
/// It has no way to take a second lent bonus: one field bonus at a time
/// assists a roll.
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, PassFail};
/// use osr_check::gods_and_monsters::{Assistance, FieldBonus, Roll};
///
/// let helper = Assistance::new(Roll::new(15)?, FieldBonus::new(2)?)?;
/// let lent = helper.roll(&mut SuppliedFaces::new(&[3]))?.lent().expect("helped");
/// let patient = lent.assist(Roll::new(10)?)?;
/// assert_eq!((patient.base().target(), patient.target()), (10, 12));
/// let twelve_in_twenty = BigRational::new(12.into(), 20.into());
/// assert_eq!(patient.odds().probability(&PassFail::Pass), Some(twelve_in_twenty));
/// # Ok::<(), osr_check::Error>(())
/// ```
///
/// A second lent bonus does not go on top: `assist` takes a plain
/// [`Roll`], not an assisted one.
///
/// ```compile_fail
/// use osr_core::SuppliedFaces;
/// use osr_check::Check;
/// use osr_check::gods_and_monsters::{Assistance, FieldBonus, Roll};
///
/// let helper = Assistance::new(Roll::new(15)?, FieldBonus::new(2)?)?;
/// let lent = helper.roll(&mut SuppliedFaces::new(&[3]))?.lent().expect("helped");
/// let once = lent.assist(Roll::new(10)?)?;
/// let twice = lent.assist(once)?;
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct AssistedRoll {
    base: Roll,
    lent: FieldBonus,
    roll: Roll,
}

impl AssistedRoll {
    /// The roll as made: the base roll plus the lent bonus.
    #[must_use]
    pub const fn effective_roll(&self) -> Roll {
        self.roll
    }

    /// The roll before the lent bonus.
    #[must_use]
    pub const fn base(&self) -> Roll {
        self.base
    }

    /// The lent bonus.
    #[must_use]
    pub const fn lent(&self) -> FieldBonus {
        self.lent
    }

    /// The number the d20 must not exceed.
    #[must_use]
    pub const fn target(&self) -> i32 {
        self.roll.target()
    }
}

impl Check for AssistedRoll {
    type Band = PassFail;
    type Outcome = Save;
    type Error = Error;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<Save, Error> {
        self.roll.roll(source)
    }

    fn odds(&self) -> Odds<PassFail> {
        self.roll.odds()
    }
}
