//! Initiative (TC-5.1 to TC-5.11): the roll, surprise, henchmen, and the
//! bout's order of turns with superior initiative, reactions, re-orienting
//! and forced bouts.

use alloc::vec::Vec;

use osr_check::{Fate, Odds, Rolled};
use osr_core::{Die, FaceSource};

use super::rules::{AMBUSH_WITS_BONUS, FORCED_BOUT_COST, HENCHMAN_INITIATIVE, SUPERIOR_COST};
use crate::{Error, Side};

/// How a combatant's initiative starts (TC-5.1, TC-5.10, TC-5.11).
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_combat::constitution::{Start, roll_initiative};
///
/// assert_eq!(roll_initiative(10, 0, Start::FlatFooted, &mut SuppliedFaces::new(&[]))?.score, 0);
/// assert_eq!(roll_initiative(10, 0, Start::Penalty, &mut SuppliedFaces::new(&[18, 5]))?.score, 15);
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionStart"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Start {
    /// 1d20 + wits + bonus.
    #[default]
    Roll,
    /// A prepared ambusher's advantage die: 2d20, the higher kept.
    Advantage,
    /// A flat-footed victim's penalty die: 2d20, the lower kept.
    Penalty,
    /// A prepared ambusher forgoes the roll: wits + 20 (+ bonus).
    Ambush,
    /// A completely flat-footed victim: 0.
    FlatFooted,
    /// A henchman or lackey: 1, no roll.
    Henchman,
}

/// A rolled (or set) initiative: the score and the d20s behind it.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_combat::constitution::{Start, roll_initiative};
///
/// let roll = roll_initiative(9, 0, Start::Advantage, &mut SuppliedFaces::new(&[7, 16]))?;
/// let faces: Vec<u32> = roll.dice.iter().flatten().map(|d| d.face).collect();
/// assert_eq!((roll.score, faces), (25, vec![7, 16]));
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct InitiativeRoll {
    /// The score, at least 0.
    pub score: u32,
    /// The d20s rolled, if any (the second for an advantage or penalty die).
    pub dice: [Option<Rolled>; 2],
}

/// Rolls initiative (TC-5.1): 1d20 + wits + `bonus` (a fighter's level,
/// TC-7.1; +1 for weapons training with an unhindered ranged weapon,
/// TC-7.5), or as `start` says (TC-5.10, TC-5.11). The d20 is not
/// open-ended (initiative is a roll, not a check); a score below 0 is 0.
///
/// # Errors
///
/// [`Error::Core`] when the face source fails.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_combat::constitution::{Start, roll_initiative};
///
/// assert_eq!(roll_initiative(10, 0, Start::Roll, &mut SuppliedFaces::new(&[12]))?.score, 22);
/// assert_eq!(roll_initiative(13, 0, Start::Ambush, &mut SuppliedFaces::new(&[]))?.score, 33);
/// assert_eq!(roll_initiative(9, 0, Start::Advantage, &mut SuppliedFaces::new(&[7, 16]))?.score, 25);
/// # Ok::<(), osr_combat::Error>(())
/// ```
pub fn roll_initiative<S: FaceSource + ?Sized>(
    wits: i32,
    bonus: i32,
    start: Start,
    source: &mut S,
) -> Result<InitiativeRoll, Error> {
    let d20 = |face, fate| Rolled {
        sides: 20,
        face,
        fate,
    };
    let score =
        |die: u32| u32::try_from(i64::from(die) + i64::from(wits) + i64::from(bonus)).unwrap_or(0);
    match start {
        Start::Roll => {
            let face = Die::D20.roll(source)?;
            Ok(InitiativeRoll {
                score: score(face),
                dice: [Some(d20(face, Fate::Counted)), None],
            })
        }
        Start::Advantage | Start::Penalty => {
            let a = Die::D20.roll(source)?;
            let b = Die::D20.roll(source)?;
            let keep_b = if start == Start::Advantage {
                b > a
            } else {
                b < a
            };
            let (kept, fa, fb) = if keep_b {
                (b, Fate::Dropped, Fate::Counted)
            } else {
                (a, Fate::Counted, Fate::Dropped)
            };
            Ok(InitiativeRoll {
                score: score(kept),
                dice: [Some(d20(a, fa)), Some(d20(b, fb))],
            })
        }
        Start::Ambush => Ok(InitiativeRoll {
            score: u32::try_from(AMBUSH_WITS_BONUS).map_or(0, score),
            dice: [None, None],
        }),
        Start::FlatFooted => Ok(InitiativeRoll {
            score: 0,
            dice: [None, None],
        }),
        Start::Henchman => Ok(InitiativeRoll {
            score: HENCHMAN_INITIATIVE,
            dice: [None, None],
        }),
    }
}

/// The exact odds of each initiative score [`roll_initiative`] can give:
/// 1d20 + wits + `bonus` (at least 0), the higher or lower of 2d20 with an
/// advantage or penalty die, or the one score an ambush, a flat-footed
/// start or a henchman sets.
///
/// # Examples
///
/// ```
/// use osr_check::ratio;
/// use osr_combat::constitution::{Start, initiative_odds};
///
/// // WIT 10: 11 to 30, each 1 in 20.
/// let odds = initiative_odds(10, 0, Start::Roll);
/// assert_eq!(odds.probability(&22), Some(ratio(1, 20)));
/// // With an advantage die, a 20 on either d20: 39 in 400.
/// assert_eq!(initiative_odds(10, 0, Start::Advantage).probability(&30), Some(ratio(39, 400)));
/// assert_eq!(initiative_odds(13, 0, Start::Ambush).probability(&33), Some(ratio(1, 1)));
/// ```
#[must_use]
pub fn initiative_odds(wits: i32, bonus: i32, start: Start) -> Odds<u32> {
    let score =
        |die: u32| u32::try_from(i64::from(die) + i64::from(wits) + i64::from(bonus)).unwrap_or(0);
    let d20 = || Odds::die(Die::D20, |face| face);
    match start {
        Start::Roll => d20().map(score),
        Start::Advantage => d20().then(|&a| d20().map(move |b| score(a.max(b)))),
        Start::Penalty => d20().then(|&a| d20().map(move |b| score(a.min(b)))),
        Start::Ambush => Odds::certain(u32::try_from(AMBUSH_WITS_BONUS).map_or(0, score)),
        Start::FlatFooted => Odds::certain(0),
        Start::Henchman => Odds::certain(HENCHMAN_INITIATIVE),
    }
}

/// Who goes first when two initiative scores are equal: the rules leave
/// it open (TC-5.1), so the caller chooses.
///
/// # Examples
///
/// ```
/// use osr_combat::Side;
/// use osr_combat::constitution::{Bout, Ties};
///
/// let mut bout = Bout::new(Ties::SideFirst(Side::Foes));
/// bout.join(1, Side::Party, 10, 22);
/// bout.join(2, Side::Foes, 14, 22);
/// bout.begin_round();
/// assert_eq!(bout.next(), Some((2, 22)));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionTies"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Ties {
    /// The one listed first in the setup.
    #[default]
    SetupOrder,
    /// The higher wits, then setup order.
    HigherWits,
    /// This side first, then setup order.
    SideFirst(Side),
}

/// One combatant's place in a bout.
///
/// # Examples
///
/// ```
/// use osr_combat::Side;
/// use osr_combat::constitution::{Bout, Ties};
///
/// let mut bout = Bout::new(Ties::SetupOrder);
/// bout.join(1, Side::Party, 10, 0);
/// assert!(bout.place(1)?.disoriented());
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionPlace"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Place {
    /// The combatant's ID.
    pub id: u32,
    /// Their side.
    pub side: Side,
    /// Their wits (for [`Ties::HigherWits`]).
    pub wits: i32,
    /// Their initiative score now.
    pub score: u32,
    /// Whether they have had their regular turn this round.
    pub acted: bool,
    /// Whether they took their superior-initiative turn this round.
    pub superior_used: bool,
    /// Re-oriented before this round: reactions only (TC-5.6).
    pub reorienting: bool,
    /// Out of the fight (down, dead or fled).
    pub out: bool,
}

impl Place {
    /// Disoriented: initiative 0 (TC-5.9): no reactions, open to
    /// opportunity attacks.
    #[must_use]
    pub const fn disoriented(&self) -> bool {
        self.score == 0
    }
}

/// The order of a bout (TC-5.1 to TC-5.9): every combatant's score, who
/// has acted this round, who has superior initiative, and who acts next at
/// what count. Scores carry over from round to round.
///
/// # Examples
///
/// ```
/// use osr_combat::Side;
/// use osr_combat::constitution::{Bout, Ties};
///
/// // A 25, B 18, C 12 (rule TC-5.3).
/// let mut bout = Bout::new(Ties::SetupOrder);
/// bout.join(1, Side::Party, 10, 25);
/// bout.join(2, Side::Foes, 10, 18);
/// bout.join(3, Side::Foes, 10, 12);
/// bout.begin_round();
/// assert_eq!(bout.next(), Some((1, 25)));
/// bout.take_turn(1)?;
/// bout.superior(1)?;
/// assert_eq!(bout.next(), Some((2, 18)));
/// bout.take_turn(2)?;
/// assert_eq!(bout.next(), Some((1, 15)));
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionBout"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Bout {
    ties: Ties,
    places: Vec<Place>,
    superior: Option<u32>,
    round: u32,
}

impl Bout {
    /// An empty bout, ties broken by `ties`.
    #[must_use]
    pub const fn new(ties: Ties) -> Self {
        Self {
            ties,
            places: Vec::new(),
            superior: None,
            round: 0,
        }
    }

    /// Adds a combatant with its initiative score.
    pub fn join(&mut self, id: u32, side: Side, wits: i32, score: u32) {
        self.places.push(Place {
            id,
            side,
            wits,
            score,
            acted: false,
            superior_used: false,
            reorienting: false,
            out: false,
        });
    }

    /// Every place, in setup order.
    #[must_use]
    pub fn places(&self) -> &[Place] {
        &self.places
    }

    /// The round, 0 before the first.
    #[must_use]
    pub const fn round(&self) -> u32 {
        self.round
    }

    /// The place of `id`.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownCombatant`].
    pub fn place(&self, id: u32) -> Result<&Place, Error> {
        self.places
            .iter()
            .find(|p| p.id == id)
            .ok_or(Error::UnknownCombatant { id })
    }

    fn place_mut(&mut self, id: u32) -> Result<&mut Place, Error> {
        self.places
            .iter_mut()
            .find(|p| p.id == id)
            .ok_or(Error::UnknownCombatant { id })
    }

    /// Whether `a` goes before `b` (both indexes) at equal or different scores.
    fn before(&self, a: usize, b: usize) -> bool {
        let (pa, pb) = (&self.places[a], &self.places[b]);
        if pa.score != pb.score {
            return pa.score > pb.score;
        }
        match self.ties {
            Ties::SetupOrder => a < b,
            Ties::HigherWits => (pa.wits, core::cmp::Reverse(a)) > (pb.wits, core::cmp::Reverse(b)),
            Ties::SideFirst(side) => {
                (pa.side == side, core::cmp::Reverse(a)) > (pb.side == side, core::cmp::Reverse(b))
            }
        }
    }

    /// Starts a round: nobody has acted; the one in the fight with the
    /// highest score (ties as the bout breaks them) has superior
    /// initiative this round (TC-5.3).
    pub fn begin_round(&mut self) {
        self.round += 1;
        for p in &mut self.places {
            p.acted = false;
            p.superior_used = false;
        }
        let mut best: Option<usize> = None;
        for i in 0..self.places.len() {
            if self.places[i].out || self.places[i].score == 0 {
                continue;
            }
            if best.is_none_or(|b| self.before(i, b)) {
                best = Some(i);
            }
        }
        self.superior = best.map(|i| self.places[i].id);
    }

    /// Ends a round: re-orienting combatants get their turns back next
    /// round.
    pub fn end_round(&mut self) {
        for p in &mut self.places {
            p.reorienting = false;
        }
    }

    /// Who has superior initiative this round.
    #[must_use]
    pub const fn superior_id(&self) -> Option<u32> {
        self.superior
    }

    /// Who takes the next regular turn and at what count: the highest
    /// score among those in the fight, not disoriented, not re-orienting
    /// and yet to act. `None` when the round has no turns left.
    #[must_use]
    pub fn next(&self) -> Option<(u32, u32)> {
        let mut best: Option<usize> = None;
        for (i, p) in self.places.iter().enumerate() {
            if p.out || p.acted || p.reorienting || p.score == 0 {
                continue;
            }
            if best.is_none_or(|b| self.before(i, b)) {
                best = Some(i);
            }
        }
        best.map(|i| (self.places[i].id, self.places[i].score))
    }

    /// The turns still to come this round, in order: (id, count).
    #[must_use]
    pub fn order(&self) -> Vec<(u32, u32)> {
        let mut rest = self.clone();
        let mut order = Vec::new();
        while let Some((id, count)) = rest.next() {
            order.push((id, count));
            if let Ok(p) = rest.place_mut(id) {
                p.acted = true;
            }
        }
        order
    }

    /// `id` takes the next regular turn.
    ///
    /// # Errors
    ///
    /// [`Error::OutOfTurn`] when it is not theirs.
    pub fn take_turn(&mut self, id: u32) -> Result<(), Error> {
        if self.next().map(|n| n.0) != Some(id) {
            self.place(id)?;
            return Err(Error::OutOfTurn {
                event: "turn",
                step: "another_turn",
            });
        }
        self.place_mut(id)?.acted = true;
        Ok(())
    }

    /// Superior initiative (TC-5.3): the round's superior, after their
    /// turn, takes -10 and gets another turn at the new value, once a
    /// round. Returns the new score (a score under 10 drops to 0, and a
    /// disoriented combatant gets no turn).
    ///
    /// # Errors
    ///
    /// [`Error::NotSuperior`] for anyone else, before their turn, or a
    /// second time in a round.
    pub fn superior(&mut self, id: u32) -> Result<u32, Error> {
        let round = self.round;
        let is_superior = self.superior == Some(id);
        let p = self.place_mut(id)?;
        if !is_superior || !p.acted || p.superior_used || p.out {
            return Err(Error::NotSuperior { id, round });
        }
        p.score = p.score.saturating_sub(SUPERIOR_COST);
        p.acted = false;
        p.superior_used = true;
        Ok(p.score)
    }

    /// Pays `cost` initiative for a reaction or extra action (TC-5.2,
    /// TC-5.4): the score drops, at least to 0 (disoriented, TC-5.9).
    /// Returns (from, to).
    ///
    /// # Errors
    ///
    /// [`Error::Disoriented`] at initiative 0: no reactions.
    pub fn pay(&mut self, id: u32, cost: u32) -> Result<(u32, u32), Error> {
        let p = self.place_mut(id)?;
        if p.score == 0 {
            return Err(Error::Disoriented { id });
        }
        let from = p.score;
        p.score = from.saturating_sub(cost);
        Ok((from, p.score))
    }

    /// Re-orients `id` between rounds (TC-5.6) at the new `score`: no
    /// regular turn in the coming round.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownCombatant`].
    pub fn reorient(&mut self, id: u32, score: u32) -> Result<(), Error> {
        let p = self.place_mut(id)?;
        p.score = score;
        p.reorienting = true;
        Ok(())
    }

    /// Forces the bout on (TC-5.8): everyone in the fight takes -10, at
    /// least to 0. Returns whether the bout ends (everyone at 0).
    pub fn force(&mut self) -> bool {
        for p in self.places.iter_mut().filter(|p| !p.out) {
            p.score = p.score.saturating_sub(FORCED_BOUT_COST);
        }
        self.places.iter().filter(|p| !p.out).all(|p| p.score == 0)
    }

    /// Takes `id` out of the fight.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownCombatant`].
    pub fn remove(&mut self, id: u32) -> Result<(), Error> {
        self.place_mut(id)?.out = true;
        Ok(())
    }

    /// Puts `id` at `score` (a henchman ordered to act at the superior's
    /// count, TC-5.11).
    ///
    /// # Errors
    ///
    /// [`Error::UnknownCombatant`].
    pub fn set_score(&mut self, id: u32, score: u32) -> Result<(), Error> {
        self.place_mut(id)?.score = score;
        Ok(())
    }

    /// Marks `id` as having acted (or not) this round.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownCombatant`].
    pub fn set_acted(&mut self, id: u32, acted: bool) -> Result<(), Error> {
        self.place_mut(id)?.acted = acted;
        Ok(())
    }
}
