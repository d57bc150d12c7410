//! Traps (CH-health.trap-damage): a save, then damage straight off an
//! ability score.

use alloc::vec::Vec;

use osr_check::cairn_house::{Ability, Save};
use osr_check::{Check, Odds, PassFail, Resolved};
use osr_core::{Die, FaceSource};

use super::{Applied, Character, DeathCause, Event, TrapDice, roll_die};
use crate::Error;
use crate::sum_odds;

/// The bands of a sprung [`Trap`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseTrapResult"))]
pub enum TrapResult {
    /// The save passed: no damage.
    Avoided,
    /// The ability lost points and stays above 0.
    AbilityLoss,
    /// The ability reached 0: paralysed (DEX), delirious (WIL) or dead
    /// (STR).
    AbilityZero,
}

/// A trap (CH-health.trap-damage): a save with one ability; on a failure
/// the trap's damage comes straight off an ability score, past HP. Which
/// save, which ability and what damage are the trap's data.
///
/// # Examples
///
/// ```
/// use osr_core::{Dice, Die, SuppliedFaces};
/// use osr_check::cairn_house::Ability;
/// use osr_health::cairn_house::{Character, Trap, TrapResult};
///
/// // A dart trap: DEX save, d4 to DEX. DEX 9 rolls 15 (fails), d4 = 3.
/// let darts = Trap::new(Ability::Dex, Ability::Dex, Dice::one(Die::D4))?;
/// let mut pc = Character::new(4, [14, 9, 11])?;
/// let sprung = darts.spring(&mut pc, &mut SuppliedFaces::new(&[15, 3]))?;
/// assert_eq!(sprung.consequence(), TrapResult::AbilityLoss);
/// assert_eq!(pc.score(Ability::Dex).current(), 6);
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Trap {
    save: Ability,
    target: Ability,
    count: TrapDice,
    die: Die,
}

impl Trap {
    /// A trap saved against with `save` that deals `damage` to `target`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for more dice than [`TrapDice`]
    /// allows or a die of more than 100 sides.
    pub fn new(save: Ability, target: Ability, damage: osr_core::Dice) -> Result<Self, Error> {
        osr_core::Error::check_range("trap damage die", damage.die().sides().into(), 1, 100)?;
        Ok(Self {
            save,
            target,
            count: TrapDice::new(damage.count())?,
            die: damage.die(),
        })
    }

    /// Springs the trap on `character`: the save, then on a failure the
    /// damage dice off the target ability (stopping at 0).
    ///
    /// # Errors
    ///
    /// [`Error::Dead`] for a dead character, [`Error::Core`] when the face
    /// source fails; the character is then unchanged.
    pub fn spring<S: FaceSource + ?Sized>(
        &self,
        character: &mut Character,
        source: &mut S,
    ) -> Result<Applied<TrapResult>, Error> {
        character.alive()?;
        let mut next = character.clone();
        let mut dice = Vec::new();
        let mut events = Vec::new();
        let target = next.score(self.save).current();
        let outcome = Save::new(target)?
            .with_naturals(next.rules.naturals)
            .roll(source)?;
        dice.extend_from_slice(outcome.dice());
        let passed = outcome.band().passed();
        events.push(Event::TrapSave {
            ability: self.save,
            target,
            face: outcome.face(),
            passed,
        });
        let mut band = TrapResult::Avoided;
        if !passed {
            let mut damage = 0_u32;
            for _ in 0..self.count.get() {
                damage = damage.saturating_add(roll_die(self.die, source, &mut dice)?);
            }
            let from = next.score(self.target).current();
            let to = i32::try_from(i64::from(from) - i64::from(damage)).map_or(0, |v| v.max(0));
            next.score_mut(self.target).set(to);
            events.push(Event::AbilityLost {
                ability: self.target,
                from,
                to,
            });
            band = TrapResult::AbilityLoss;
            if to == 0 {
                band = TrapResult::AbilityZero;
                match self.target {
                    Ability::Str => next.die(DeathCause::StrengthZero, &mut events),
                    Ability::Dex => events.push(Event::Paralysed),
                    Ability::Wil => events.push(Event::Delirious),
                }
            }
        }
        *character = next;
        Ok(Applied { band, events, dice })
    }

    /// The exact odds of each [`TrapResult`] for `character`.
    ///
    /// # Errors
    ///
    /// [`Error::Dead`] for a dead character.
    pub fn odds(&self, character: &Character) -> Result<Odds<TrapResult>, Error> {
        character.alive()?;
        let save = Save::new(character.score(self.save).current())?
            .with_naturals(character.rules.naturals)
            .odds();
        let score = u64::from(character.score(self.target).current().unsigned_abs());
        let totals = sum_odds(self.die, self.count.get());
        Ok(save.then(|band| match band {
            PassFail::Pass => Odds::certain(TrapResult::Avoided),
            PassFail::Fail => totals.clone().map(|total| {
                if u64::from(total) >= score {
                    TrapResult::AbilityZero
                } else {
                    TrapResult::AbilityLoss
                }
            }),
        }))
    }
}
