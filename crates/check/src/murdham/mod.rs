//! Murdham: the d20 save with trivial and impossible outcomes, impaired and
//! enhanced rolls, group saves, ability contests, luck games and exploding
//! damage dice. The attitude roll, a travel rule, is osr-travel's
//! (`osr_travel::murdham::AttitudeRoll`).
//!
//! Ability scores are [`AbilityScore`]s, 0 to 20: the rules chapter gives
//! no range, temporary reductions can take a score down to 0, and at 20 a
//! save can no longer fail, so a higher score would only change contests,
//! which nothing in the rules asks for.
//!
//! | rule | API |
//! |---|---|
//! | MU-core.save: pass on d20 at most the ability; trivial and impossible saves are not rolled | [`Save`], [`Gate`], [`SaveOutcome`] |
//! | MU-core.impaired-enhanced: roll twice, keep the worse or the better; one of each cancel; more add nothing | [`Save::with_edge`], [`Damage::with_edge`], [`GroupSave::with_edge`], [`Contest::with_edges`] |
//! | MU-dice.group-save: one d20 against every member's score; anyone passing notices | [`GroupSave`], [`GroupRoll`] |
//! | MU-dice.secret: saves the referee rolls in secret | [`secretly`](super::secretly) |
//! | MU-dice.contest: ability - d20 each, highest wins, ties rolled again | [`Contest`] |
//! | MU-dice.luck-d20: d20 each, lowest wins, ties rolled again | [`LuckGame`] |
//! | MU-dice.notation: damage dice explode (`1d4!p`) | [`Damage`], [`Damage::notation`] |

use osr_core::{Edge, Net};

use super::{Error, Naturals};
use crate::save::{EdgeRule, NaturalsRule, SaveRules};

mod contest;
mod damage;
mod group;
mod luck;

pub use self::contest::{Contest, ContestRoll, Winner};
pub use self::damage::{Damage, DamageRoll, LISTED_EXPLOSIONS, MAX_EXPLOSIONS};
pub use self::group::{GroupRoll, GroupSave, MAX_MEMBERS, Members};
pub use self::luck::{LuckGame, LuckPlayers, LuckRoll, MAX_PLAYERS};

osr_core::bounded! {
    error: crate::Error;
    /// An ability score: the rules chapter gives no range, temporary
    /// reductions can take a score to 0, and at 20 a save cannot fail.
    pub struct AbilityScore(i32) in 0..=20, "ability score";
}

crate::save::impl_score!(AbilityScore);

#[cfg(feature = "schema")]
crate::save::save_schema!(
    Rules,
    "MurdhamSave",
    "A Murdham save: d20 at most the ability (0 to 20) passes; impaired and enhanced cancel and roll at most one extra d20; a trivial save passes and an impossible one fails without a roll."
);

fn check_ability(ability: i32) -> Result<i32, Error> {
    Ok(AbilityScore::new(ability)?.get())
}

/// The rules of Murdham's save: enhancements and impairments cancel one
/// for one and roll at most one extra d20, no natural 1/20 rule, and a
/// [`Gate`] settles trivial and impossible saves without a roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rules;

impl SaveRules for Rules {
    type Ability = AbilityScore;
    type Outcome = SaveOutcome;
    type Edge = Edge;
    const EDGE: EdgeRule = EdgeRule::CancelOneExtra;
    const NATURALS: NaturalsRule = NaturalsRule::Fixed(Naturals::Compare);
}

/// `len` as an `i64` for a range check (lengths beyond `i64` saturate).
fn count(len: usize) -> i64 {
    i64::try_from(len).unwrap_or(i64::MAX)
}

/// Impairments and enhancements as the dice rolled: they cancel one for
/// one, and more of either add nothing.
const fn net_edge(edge: Edge) -> Net {
    edge.net().at_most(1)
}

/// A save: d20 at most the ability passes. Enhanced saves roll 2d20 and
/// keep the lower, impaired saves keep the higher; one enhancement cancels
/// one impairment and more of either add nothing ([`Save::with_edge`]). A
/// [`Gate`] other than [`Gate::Uncertain`] settles the save without a
/// roll ([`Save::with_gate`]).
///
/// It is the crate's [configurable save](crate::save::Save) under
/// [`Rules`].
///
/// # Examples
///
/// ```
/// use num_rational::BigRational;
/// use osr_core::{Edge, SuppliedFaces};
/// use osr_check::{Check, PassFail, Resolved, murdham::Save};
///
/// // WIT 11 (rule MU-core.save).
/// let wit = Save::new(11)?;
/// assert_eq!(wit.roll(&mut SuppliedFaces::new(&[11]))?.band(), PassFail::Pass);
/// assert_eq!(wit.roll(&mut SuppliedFaces::new(&[12]))?.band(), PassFail::Fail);
///
/// // Enhanced: 2d20, the lower counts; P(pass) = 1 - (9/20)^2.
/// let enhanced = wit.with_edge(Edge::new(1, 0));
/// assert_eq!(enhanced.roll(&mut SuppliedFaces::new(&[17, 4]))?.band(), PassFail::Pass);
/// let p = BigRational::new(319.into(), 400.into());
/// assert_eq!(enhanced.odds().probability(&PassFail::Pass), Some(p));
/// # Ok::<(), osr_check::Error>(())
/// ```
pub type Save = crate::save::Save<Rules>;

impl Save {
    /// The same save, trivial, impossible or rolled.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_check::{Check, murdham::{Gate, Save, SaveOutcome}};
    ///
    /// let sneak = Save::new(12)?.with_gate(Gate::Impossible);
    /// assert_eq!(sneak.roll(&mut SuppliedFaces::new(&[]))?, SaveOutcome::Impossible);
    /// # Ok::<(), osr_check::Error>(())
    /// ```
    #[must_use]
    pub const fn with_gate(self, gate: Gate) -> Self {
        // Murdham has every gate.
        Self { gate, ..self }
    }
}

pub use crate::save::{Gate, SaveOutcome};
