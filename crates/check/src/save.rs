//! The d20 roll-under save, one type configured by each system's rules.
//!
//! Cairn House Rules, Murdham and Block, Dodge, Parry roll the same save:
//! a d20 at most the ability score passes. They differ only in a few
//! rules, which a [`SaveRules`] type states once per system:
//!
//! | rule | [`SaveRules`] item | Cairn House Rules | Murdham | Block, Dodge, Parry |
//! |---|---|---|---|---|
//! | the ability scores allowed | [`SaveRules::Ability`] | 0..=20 | 0..=20 | 0 and up |
//! | advantage and disadvantage | [`SaveRules::EDGE`], given as [`SaveRules::Edge`] | [`EdgeRule::CancelOneExtra`], an [`Edge`] | [`EdgeRule::CancelOneExtra`], an [`Edge`] | [`EdgeRule::AdvantageOnly`], [`Advantages`] |
//! | a natural 1 or 20 | [`SaveRules::NATURALS`] | [`NaturalsRule::Optional`] | [`NaturalsRule::Fixed`] (compare) | [`NaturalsRule::Fixed`] (1 passes, 20 fails) |
//! | trivial and impossible saves | [`SaveRules::Outcome`] | [`crate::Save`] (always rolled) | [`SaveOutcome`] (a [`Gate`]) | [`crate::Save`] (always rolled) |
//!
//! [`Save<R>`](Save) is the save of the system `R`; each system module
//! names it `Save` (`cairn_house::Save = Save<cairn_house::Rules>`), so
//! `cairn_house::Save::new(12)` builds one. Every save rolls and weighs
//! exactly as the [`RollUnder`] it resolves to.
//!
//! # Examples
//!
//! ```
//! use osr_core::{Edge, SuppliedFaces};
//! use osr_check::{Check, PassFail, Resolved, block_dodge_parry, cairn_house};
//! use osr_check::save::Advantages;
//!
//! // Two advantages and a disadvantage: one extra d20, keep the lower.
//! let cairn = cairn_house::Save::new(12)?.with_edge(Edge::new(2, 1));
//! assert_eq!(cairn.roll(&mut SuppliedFaces::new(&[15, 7]))?.band(), PassFail::Pass);
//!
//! // Block, Dodge, Parry knows no disadvantage: its saves take advantages only.
//! let bdp = block_dodge_parry::Save::new(12)?.with_edge(Advantages(1));
//! assert_eq!(bdp.roll(&mut SuppliedFaces::new(&[15, 7]))?.band(), PassFail::Pass);
//! # Ok::<(), osr_check::Error>(())
//! ```
//!
//! With the `serde` feature a save serializes as
//! `{"ability": 12, "edge": {"advantage": 1}, "naturals": "compare", "gate": "uncertain"}`
//! (the `gate` only where the system has one); deserializing applies the
//! system's rules as the constructors do: a missing `edge`, `naturals` or
//! `gate` takes the system's default, and one the system does not allow
//! (a disadvantage in Block, Dodge, Parry) is [`Error::NotInRules`].

use core::fmt;
use core::hash::Hash;
use core::marker::PhantomData;

use num_rational::BigRational;
use num_traits::One;
use osr_core::{Edge, FaceSource, Net};

use crate::{Check, Error, Naturals, NetDice, Odds, PassFail, Resolved, RollUnder, Rolled};

/// How a system combines advantages and disadvantages on a save.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EdgeRule {
    /// Advantages and disadvantages cancel one for one, and what is left
    /// rolls at most one extra d20 (Cairn House Rules, Murdham).
    CancelOneExtra,
    /// Only advantage exists: it rolls one extra d20 and keeps the better
    /// (Block, Dodge, Parry); a disadvantage is [`Error::NotInRules`].
    AdvantageOnly,
}

impl EdgeRule {
    /// The extra dice an edge rolls under this rule.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::{Edge, Net};
    /// use osr_check::save::EdgeRule;
    ///
    /// assert_eq!(EdgeRule::CancelOneExtra.net(Edge::new(3, 1)), Ok(Net::Advantage(1)));
    /// assert_eq!(EdgeRule::AdvantageOnly.net(Edge::new(2, 0)), Ok(Net::Advantage(1)));
    /// assert!(EdgeRule::AdvantageOnly.net(Edge::new(1, 1)).is_err());
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::NotInRules`] (`"disadvantage"`) for a disadvantage under
    /// [`EdgeRule::AdvantageOnly`].
    pub const fn net(self, edge: Edge) -> Result<Net, Error> {
        match self {
            Self::CancelOneExtra => Ok(edge.net().at_most(1)),
            Self::AdvantageOnly if edge.disadvantage > 0 => Err(Error::NotInRules {
                what: "disadvantage",
            }),
            Self::AdvantageOnly if edge.advantage > 0 => Ok(Net::Advantage(1)),
            Self::AdvantageOnly => Ok(Net::Even),
        }
    }
}

/// Advantages on a save in a system that has no disadvantage (Block,
/// Dodge, Parry): what its [`Save::with_edge`] takes, so that a
/// disadvantage cannot be asked for. Any number rolls one extra d20.
///
/// # Examples
///
/// ```
/// use osr_core::Edge;
/// use osr_check::save::Advantages;
///
/// assert_eq!(Edge::from(Advantages(2)), Edge::advantage(2));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Advantages(pub u32);

impl From<Advantages> for Edge {
    fn from(advantages: Advantages) -> Self {
        Self::advantage(advantages.0)
    }
}

/// Whether a natural 1 or 20 decides a system's save, and whether a table
/// may choose.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NaturalsRule {
    /// The system's save always follows this rule; another is
    /// [`Error::NotInRules`].
    Fixed(Naturals),
    /// The rule is a table's option: [`Naturals::Compare`] unless chosen.
    Optional,
}

impl NaturalsRule {
    /// The rule a save starts under.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::{Naturals, save::NaturalsRule};
    ///
    /// assert_eq!(NaturalsRule::Optional.default_naturals(), Naturals::Compare);
    /// ```
    #[must_use]
    pub const fn default_naturals(self) -> Naturals {
        match self {
            Self::Fixed(naturals) => naturals,
            Self::Optional => Naturals::Compare,
        }
    }

    /// Whether a save may be rolled under `naturals`.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::{Naturals, save::NaturalsRule};
    ///
    /// let fixed = NaturalsRule::Fixed(Naturals::Compare);
    /// assert!(fixed.allows(Naturals::Compare));
    /// assert!(!fixed.allows(Naturals::OnePassesTwentyFails));
    /// ```
    #[must_use]
    pub const fn allows(self, naturals: Naturals) -> bool {
        match self {
            Self::Fixed(fixed) => matches!(
                (fixed, naturals),
                (Naturals::Compare, Naturals::Compare)
                    | (
                        Naturals::OnePassesTwentyFails,
                        Naturals::OnePassesTwentyFails
                    )
            ),
            Self::Optional => true,
        }
    }
}

/// Whether a save is rolled at all: some systems call some saves trivial
/// (they succeed without a roll, like leaping a tiny gap) and some
/// impossible (they fail without one, like sneaking in plain view).
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, PassFail, Resolved, murdham::{Gate, Save}};
///
/// let leap = Save::new(9)?.with_gate(Gate::Trivial);
/// let outcome = leap.roll(&mut SuppliedFaces::new(&[]))?;
/// assert_eq!(outcome.band(), PassFail::Pass);
/// assert!(!outcome.was_rolled());
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Gate {
    /// The save succeeds without a roll.
    Trivial,
    /// The outcome is uncertain: roll the save.
    #[default]
    Uncertain,
    /// The save fails without a roll.
    Impossible,
}

/// The ability score type of a system's saves: a validated value
/// (declared with the crate's bounded-value table) whose range the
/// constructors and deserializing check.
pub trait Score:
    Copy + fmt::Debug + Eq + Hash + Into<i64> + TryFrom<i64, Error = Error> + ScoreSerde
{
    /// The score.
    fn score(self) -> i32;
}

/// What serde needs of a [`Score`] (nothing without the `serde` feature).
#[cfg(feature = "serde")]
pub trait ScoreSerde: serde::Serialize + serde::de::DeserializeOwned {}
#[cfg(feature = "serde")]
impl<T: serde::Serialize + serde::de::DeserializeOwned> ScoreSerde for T {}
/// What serde needs of a [`Score`] (nothing without the `serde` feature).
#[cfg(not(feature = "serde"))]
pub trait ScoreSerde {}
#[cfg(not(feature = "serde"))]
impl<T> ScoreSerde for T {}

/// Implements [`Score`] for bounded ability types.
macro_rules! impl_score {
    ($($ty:ty),* $(,)?) => {$(
        impl $crate::save::Score for $ty {
            fn score(self) -> i32 {
                self.get()
            }
        }
    )*};
}
pub(crate) use impl_score;

/// What rolling a save gives: the rolled save ([`crate::Save`]), or, in a
/// system where a [`Gate`] can settle a save unrolled, [`SaveOutcome`].
pub trait SaveResult:
    Resolved<Band = PassFail> + From<crate::Save> + PartialEq + Clone + fmt::Debug
{
    /// Whether the system has trivial and impossible saves.
    const GATED: bool;

    /// The outcome of a save that `gate` settles without a roll, or `None`
    /// when the save is rolled.
    fn unrolled(gate: Gate) -> Option<Self>;
}

impl SaveResult for crate::Save {
    const GATED: bool = false;

    fn unrolled(_gate: Gate) -> Option<Self> {
        None
    }
}

/// The rules a system's save follows; see the [module docs](self).
///
/// # Examples
///
/// ```
/// use osr_check::{Naturals, save::{EdgeRule, NaturalsRule, SaveRules}, block_dodge_parry};
///
/// type Rules = block_dodge_parry::Rules;
/// assert_eq!(Rules::EDGE, EdgeRule::AdvantageOnly);
/// assert_eq!(Rules::NATURALS, NaturalsRule::Fixed(Naturals::OnePassesTwentyFails));
/// ```
pub trait SaveRules: Copy + fmt::Debug + Eq + Hash + 'static {
    /// The ability scores a save is rolled against.
    type Ability: Score;
    /// What a roll gives; [`SaveOutcome`] where trivial and impossible
    /// saves exist.
    type Outcome: SaveResult;
    /// What [`Save::with_edge`] takes: an [`Edge`] where the system has
    /// advantage and disadvantage ([`EdgeRule::CancelOneExtra`]),
    /// [`Advantages`] where it has advantage only
    /// ([`EdgeRule::AdvantageOnly`]), so every edge it takes is in the rules.
    type Edge: Copy + Into<Edge>;
    /// How advantages and disadvantages combine.
    const EDGE: EdgeRule;
    /// Whether a natural 1 or 20 decides the save.
    const NATURALS: NaturalsRule;
}

/// The d20 roll-under save of the system `R`: a d20 at most the ability
/// score passes, with the system's advantage, natural 1/20 and gate rules.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Naturals, PassFail, Resolved, cairn_house::Save};
///
/// let save = Save::new(20)?.with_naturals(Naturals::OnePassesTwentyFails);
/// assert_eq!(save.ability(), 20);
/// assert_eq!(save.roll(&mut SuppliedFaces::new(&[20]))?.band(), PassFail::Fail);
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(
        try_from = "SaveFields<R::Ability>",
        into = "SaveFields<R::Ability>",
        bound = ""
    )
)]
pub struct Save<R: SaveRules> {
    pub(crate) ability: R::Ability,
    pub(crate) edge: Edge,
    pub(crate) naturals: Naturals,
    pub(crate) gate: Gate,
    pub(crate) rules: PhantomData<R>,
}

/// A save as read: every field but the ability may be left out.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(bound = "A: Score")]
#[serde(deny_unknown_fields)]
pub(crate) struct SaveFields<A> {
    /// The ability score the d20 must not exceed.
    ability: A,
    /// Advantage and disadvantage, before the system's rule combines them
    /// (none when left out).
    #[serde(default)]
    edge: Edge,
    /// The natural 1/20 rule (the system's default when left out).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    naturals: Option<Naturals>,
    /// Whether the save is rolled at all, in the systems that have
    /// trivial and impossible saves (rolled when left out).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    gate: Option<Gate>,
}

/// Implements schemars' `JsonSchema` for one system's [`Save`] under a
/// name of its own (the systems' saves differ in their ranges and rules):
/// the schema of its serde form, [`SaveFields`].
#[cfg(feature = "schema")]
macro_rules! save_schema {
    ($rules:ty, $name:literal, $description:literal) => {
        impl schemars::JsonSchema for $crate::save::Save<$rules> {
            fn schema_name() -> alloc::borrow::Cow<'static, str> {
                $name.into()
            }

            fn schema_id() -> alloc::borrow::Cow<'static, str> {
                concat!("osr_check::", $name).into()
            }

            fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
                let mut schema = <$crate::save::SaveFields<
                    <$rules as $crate::save::SaveRules>::Ability,
                > as schemars::JsonSchema>::json_schema(generator);
                schema.insert("description".into(), $description.into());
                schema
            }
        }
    };
}
#[cfg(feature = "schema")]
pub(crate) use save_schema;

#[cfg(feature = "serde")]
impl<R: SaveRules> TryFrom<SaveFields<R::Ability>> for Save<R> {
    type Error = Error;

    fn try_from(fields: SaveFields<R::Ability>) -> Result<Self, Error> {
        // A document may hold any edge: the system's rule refuses one it
        // does not have.
        R::EDGE.net(fields.edge)?;
        let save = Self {
            edge: fields.edge,
            ..Self::from_score(fields.ability)
        };
        let save = match fields.naturals {
            Some(naturals) => save.try_naturals(naturals)?,
            None => save,
        };
        match fields.gate {
            Some(gate) => save.try_gate(gate),
            None => Ok(save),
        }
    }
}

#[cfg(feature = "serde")]
impl<R: SaveRules> From<Save<R>> for SaveFields<R::Ability> {
    fn from(save: Save<R>) -> Self {
        Self {
            ability: save.ability,
            edge: save.edge,
            naturals: Some(save.naturals),
            gate: <R::Outcome as SaveResult>::GATED.then_some(save.gate),
        }
    }
}

impl<R: SaveRules> Save<R> {
    /// A save against an ability score, rolled with neither advantage nor
    /// disadvantage, under the system's natural 1/20 rule.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`, `"ability score"`) for a score
    /// outside the range of [`SaveRules::Ability`].
    pub fn new(ability: i32) -> Result<Self, Error> {
        Ok(Self::from_score(R::Ability::try_from(i64::from(ability))?))
    }

    /// A save against an ability score already validated.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::murdham::{AbilityScore, Save};
    ///
    /// let wit = AbilityScore::new(11)?;
    /// assert_eq!(Save::from_score(wit), Save::new(11)?);
    /// assert_eq!(Save::from_score(wit).score(), wit);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn from_score(ability: R::Ability) -> Self {
        Self {
            ability,
            edge: Edge::NONE,
            naturals: R::NATURALS.default_naturals(),
            gate: Gate::Uncertain,
            rules: PhantomData,
        }
    }

    /// The same save with these advantages and disadvantages (Murdham:
    /// enhancements and impairments), combined by the system's
    /// [`EdgeRule`]. A system without disadvantage takes [`Advantages`]
    /// ([`SaveRules::Edge`]), so every edge given is in the rules.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::{Edge, Net};
    /// use osr_check::{block_dodge_parry, murdham, save::Advantages};
    ///
    /// let impaired = murdham::Save::new(11)?.with_edge(Edge::new(1, 2));
    /// assert_eq!(impaired.roll_under().net(), Net::Disadvantage(1));
    /// let helped = block_dodge_parry::Save::new(11)?.with_edge(Advantages(2));
    /// assert_eq!(helped.roll_under().net(), Net::Advantage(1));
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub fn with_edge(self, edge: R::Edge) -> Self {
        Self {
            edge: edge.into(),
            ..self
        }
    }

    /// The same save under another natural 1/20 rule, for code over any
    /// system. Where the rule cannot be refused, the system's save says so
    /// in its type: Cairn House Rules' `with_naturals` takes either rule
    /// and returns the save.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::{Naturals, block_dodge_parry, cairn_house};
    ///
    /// let option = Naturals::OnePassesTwentyFails;
    /// assert!(cairn_house::Save::new(20)?.try_naturals(option).is_ok());
    /// // Block, Dodge, Parry always plays by it, and knows no other.
    /// assert!(block_dodge_parry::Save::new(20)?.try_naturals(option).is_ok());
    /// assert!(block_dodge_parry::Save::new(20)?.try_naturals(Naturals::Compare).is_err());
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::NotInRules`] (`"natural 1/20 rule"`) when the system's
    /// rule is [fixed](NaturalsRule::Fixed) to another.
    pub const fn try_naturals(self, naturals: Naturals) -> Result<Self, Error> {
        if R::NATURALS.allows(naturals) {
            Ok(Self { naturals, ..self })
        } else {
            Err(Error::NotInRules {
                what: "natural 1/20 rule",
            })
        }
    }

    /// The same save, trivial, impossible or rolled, for code over any
    /// system. Where the gate cannot be refused, the system's save says so
    /// in its type: Murdham's `with_gate` takes every gate and returns the
    /// save.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::{cairn_house, murdham, save::Gate};
    ///
    /// assert!(murdham::Save::new(9)?.try_gate(Gate::Trivial).is_ok());
    /// assert!(cairn_house::Save::new(9)?.try_gate(Gate::Trivial).is_err());
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::NotInRules`] (`"trivial or impossible save"`) for a gate
    /// other than [`Gate::Uncertain`] where the system rolls every save.
    pub const fn try_gate(self, gate: Gate) -> Result<Self, Error> {
        if <R::Outcome as SaveResult>::GATED || matches!(gate, Gate::Uncertain) {
            Ok(Self { gate, ..self })
        } else {
            Err(Error::NotInRules {
                what: "trivial or impossible save",
            })
        }
    }

    /// The ability score.
    #[must_use]
    pub fn ability(&self) -> i32 {
        self.ability.score()
    }

    /// The ability score as its validated type.
    #[must_use]
    pub const fn score(&self) -> R::Ability {
        self.ability
    }

    /// The advantages and disadvantages as given.
    #[must_use]
    pub const fn edge(&self) -> Edge {
        self.edge
    }

    /// The natural 1/20 rule the save is rolled under.
    #[must_use]
    pub const fn naturals(&self) -> Naturals {
        self.naturals
    }

    /// Whether the save is rolled.
    #[must_use]
    pub const fn gate(&self) -> Gate {
        self.gate
    }

    /// The roll-under save this save rolls as, when it is rolled.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::{Edge, Net};
    /// use osr_check::murdham::Save;
    ///
    /// let save = Save::new(11)?.with_edge(Edge::new(0, 3));
    /// assert_eq!(save.roll_under().net(), Net::Disadvantage(1));
    /// assert_eq!(save.roll_under().target(), 11);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub fn roll_under(&self) -> RollUnder {
        // The edge is in the rules (the system's edge type, or checked on
        // reading), which roll at most one extra die.
        let net = R::EDGE.net(self.edge).unwrap_or(Net::Even);
        RollUnder {
            target: self.ability(),
            edge: NetDice(net),
            naturals: self.naturals,
        }
    }
}

impl<R: SaveRules> Check for Save<R> {
    type Band = PassFail;
    type Outcome = R::Outcome;
    type Error = Error;

    fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<R::Outcome, Error> {
        match R::Outcome::unrolled(self.gate) {
            Some(settled) => Ok(settled),
            None => self.roll_under().roll(source).map(R::Outcome::from),
        }
    }

    fn odds(&self) -> Odds<PassFail> {
        match R::Outcome::unrolled(self.gate) {
            Some(settled) => Odds::from_weights([(settled.band(), BigRational::one())], None),
            None => self.roll_under().odds(),
        }
    }
}

/// A settled save in a system with trivial and impossible saves: settled
/// without a roll, or rolled.
///
/// With the `serde` feature it serializes as `{"band": "pass", "gate":
/// "trivial"}` when unrolled and as `{"band": ..., "gate": "uncertain",
/// "save": {...}}` when rolled; deserializing checks the band against the
/// gate, and the rolled save as [`crate::Save`] does.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_check::{Check, Resolved, murdham::{Gate, Save, SaveOutcome}};
///
/// let sneak = Save::new(12)?.with_gate(Gate::Impossible);
/// let outcome = sneak.roll(&mut SuppliedFaces::new(&[]))?;
/// assert_eq!(outcome, SaveOutcome::Impossible);
/// assert!(outcome.dice().is_empty());
///
/// let rolled = Save::new(12)?.roll(&mut SuppliedFaces::new(&[5]))?;
/// assert_eq!(rolled.rolled().map(|save| save.made_by()), Some(Some(7)));
/// # Ok::<(), osr_check::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "SaveOutcomeFields", into = "SaveOutcomeFields")
)]
pub enum SaveOutcome {
    /// Succeeded without a roll.
    Trivial,
    /// Failed without a roll.
    Impossible,
    /// Rolled.
    Rolled(crate::Save),
}

/// A [`SaveOutcome`] as written: its band, its gate and the rolled save.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct SaveOutcomeFields {
    /// Whether the save passed.
    band: PassFail,
    /// `trivial` (passed without a roll), `impossible` (failed without one) or
    /// `uncertain` (rolled).
    gate: Gate,
    /// The rolled save, when the gate is `uncertain`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    save: Option<crate::Save>,
}

#[cfg(feature = "serde")]
impl TryFrom<SaveOutcomeFields> for SaveOutcome {
    type Error = Error;

    fn try_from(fields: SaveOutcomeFields) -> Result<Self, Error> {
        let outcome = match (fields.gate, fields.save) {
            (Gate::Trivial, None) => Self::Trivial,
            (Gate::Impossible, None) => Self::Impossible,
            (Gate::Uncertain, Some(save)) => Self::Rolled(save),
            (Gate::Uncertain, None) => {
                return Err(Error::Inconsistent {
                    what: "a rolled save without its roll",
                });
            }
            (Gate::Trivial | Gate::Impossible, Some(_)) => {
                return Err(Error::Inconsistent {
                    what: "an unrolled save with a roll",
                });
            }
        };
        if outcome.band() == fields.band {
            Ok(outcome)
        } else {
            Err(Error::Inconsistent { what: "the band" })
        }
    }
}

#[cfg(feature = "serde")]
impl From<SaveOutcome> for SaveOutcomeFields {
    fn from(outcome: SaveOutcome) -> Self {
        let band = outcome.band();
        match outcome {
            SaveOutcome::Trivial => Self {
                band,
                gate: Gate::Trivial,
                save: None,
            },
            SaveOutcome::Impossible => Self {
                band,
                gate: Gate::Impossible,
                save: None,
            },
            SaveOutcome::Rolled(save) => Self {
                band,
                gate: Gate::Uncertain,
                save: Some(save),
            },
        }
    }
}

impl SaveOutcome {
    /// Whether the d20 was rolled.
    #[must_use]
    pub const fn was_rolled(&self) -> bool {
        matches!(self, Self::Rolled(_))
    }

    /// The rolled save, when there was one.
    #[must_use]
    pub const fn rolled(&self) -> Option<&crate::Save> {
        match self {
            Self::Rolled(save) => Some(save),
            Self::Trivial | Self::Impossible => None,
        }
    }

    /// Whether the save succeeded.
    #[must_use]
    pub const fn passed(&self) -> bool {
        match self {
            Self::Trivial => true,
            Self::Impossible => false,
            Self::Rolled(save) => save.passed(),
        }
    }
}

impl Resolved for SaveOutcome {
    type Band = PassFail;

    fn band(&self) -> PassFail {
        PassFail::from_bool(self.passed())
    }

    fn dice(&self) -> &[Rolled] {
        match self {
            Self::Rolled(save) => save.dice(),
            Self::Trivial | Self::Impossible => &[],
        }
    }
}

impl From<crate::Save> for SaveOutcome {
    fn from(save: crate::Save) -> Self {
        Self::Rolled(save)
    }
}

impl SaveResult for SaveOutcome {
    const GATED: bool = true;

    fn unrolled(gate: Gate) -> Option<Self> {
        match gate {
            Gate::Trivial => Some(Self::Trivial),
            Gate::Impossible => Some(Self::Impossible),
            Gate::Uncertain => None,
        }
    }
}
