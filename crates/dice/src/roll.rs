//! Rolling a plan: the total only, or a trace of every die.
//!
//! One evaluator serves both: it is generic over a [`Sink`] that either
//! records every die (a [`Roll`]) or nothing at all, in which case the
//! recording code compiles away.

mod eval;
mod trace;

use alloc::vec::Vec;

use osr_core::FaceSource;

use crate::plan::{Fast, Node};
use crate::{Error, ErrorKind, Plan, Span};

pub use self::trace::{DieRoll, ItemRoll, Roll};

/// Reads a [`Roll`] of one plan with serde and checks it against the plan;
/// made by [`Plan::roll_seed`].
#[cfg(feature = "serde")]
#[derive(Debug, Clone, Copy)]
pub struct RollSeed<'a> {
    plan: &'a Plan,
}

#[cfg(feature = "serde")]
mod serde_impl {
    use alloc::vec::Vec;

    use serde::de::{DeserializeSeed, Error as _};
    use serde::{Deserialize, Deserializer};

    use super::{DieRoll, ItemRoll, Roll, RollSeed};
    use crate::Span;

    /// What a die of a trace says, before it is checked.
    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    struct ClaimedDie {
        term: u32,
        span: Span,
        sides: u32,
        face: u32,
        value: i64,
        #[serde(default)]
        rerolled: bool,
        #[serde(default)]
        exploded: bool,
        #[serde(default)]
        extra: bool,
        #[serde(default)]
        compounded: bool,
        #[serde(default)]
        clamped: bool,
        #[serde(default)]
        dropped: bool,
        #[serde(default)]
        success: bool,
        #[serde(default)]
        failure: bool,
    }

    /// What a group member of a trace says, before it is checked.
    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    struct ClaimedItem {
        term: u32,
        span: Span,
        index: u32,
        total: i64,
        #[serde(default)]
        dropped: bool,
        #[serde(default)]
        success: bool,
        #[serde(default)]
        failure: bool,
    }

    /// What a trace says, before it is checked.
    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    struct ClaimedRoll {
        total: i64,
        dice: Vec<ClaimedDie>,
        #[serde(default)]
        items: Vec<ClaimedItem>,
    }

    impl<'de> DeserializeSeed<'de> for RollSeed<'_> {
        type Value = Roll;

        fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Roll, D::Error> {
            let claimed = ClaimedRoll::deserialize(deserializer)?;
            // No trace of this plan holds more dice than its worst case.
            let most = usize::try_from(self.plan.worst_case_faces()).unwrap_or(usize::MAX);
            if claimed.dice.len() > most {
                return Err(D::Error::custom(
                    "the roll lists more dice than the plan can draw",
                ));
            }
            let roll = Roll {
                total: claimed.total,
                dice: claimed
                    .dice
                    .into_iter()
                    .map(|d| DieRoll {
                        term: d.term,
                        span: d.span,
                        sides: d.sides,
                        face: d.face,
                        value: d.value,
                        rerolled: d.rerolled,
                        exploded: d.exploded,
                        extra: d.extra,
                        compounded: d.compounded,
                        clamped: d.clamped,
                        dropped: d.dropped,
                        success: d.success,
                        failure: d.failure,
                    })
                    .collect(),
                items: claimed
                    .items
                    .into_iter()
                    .map(|i| ItemRoll {
                        term: i.term,
                        span: i.span,
                        index: i.index,
                        total: i.total,
                        dropped: i.dropped,
                        success: i.success,
                        failure: i.failure,
                    })
                    .collect(),
            };
            self.plan.check_roll(&roll).map_err(D::Error::custom)?;
            Ok(roll)
        }
    }
}

/// Where evaluation reports dice: a trace, or nowhere.
pub(crate) trait Sink {
    const TRACE: bool;
    fn die(&mut self, die: DieRoll) -> usize;
    /// Records dice in order, all at once: one capacity check for the lot.
    fn dice<I: Iterator<Item = DieRoll>>(&mut self, dice: I);
    /// Records `n` copies of `blank`, to be filled in as they are drawn:
    /// the index of the first, and the records.
    fn blanks(&mut self, blank: &DieRoll, n: usize) -> (usize, &mut [DieRoll]);
    /// Forgets every die from index `len` on: blanks never drawn.
    fn truncate(&mut self, len: usize);
    fn die_mut(&mut self, index: usize) -> Option<&mut DieRoll>;
    fn item(&mut self, item: ItemRoll) -> usize;
    fn item_mut(&mut self, index: usize) -> Option<&mut ItemRoll>;
}

/// Records nothing: the fast path.
pub(crate) struct NoTrace;

impl Sink for NoTrace {
    const TRACE: bool = false;
    #[inline(always)]
    fn die(&mut self, _: DieRoll) -> usize {
        0
    }
    #[inline(always)]
    fn dice<I: Iterator<Item = DieRoll>>(&mut self, _: I) {}
    #[inline(always)]
    fn blanks(&mut self, _: &DieRoll, _: usize) -> (usize, &mut [DieRoll]) {
        (0, &mut [])
    }
    #[inline(always)]
    fn truncate(&mut self, _: usize) {}
    #[inline(always)]
    fn die_mut(&mut self, _: usize) -> Option<&mut DieRoll> {
        None
    }
    #[inline(always)]
    fn item(&mut self, _: ItemRoll) -> usize {
        0
    }
    #[inline(always)]
    fn item_mut(&mut self, _: usize) -> Option<&mut ItemRoll> {
        None
    }
}

impl Sink for Roll {
    const TRACE: bool = true;
    fn die(&mut self, die: DieRoll) -> usize {
        self.dice.push(die);
        self.dice.len() - 1
    }
    #[inline]
    fn dice<I: Iterator<Item = DieRoll>>(&mut self, dice: I) {
        self.dice.extend(dice);
    }
    #[inline]
    fn blanks(&mut self, blank: &DieRoll, n: usize) -> (usize, &mut [DieRoll]) {
        let start = self.dice.len();
        self.dice.resize(start + n, blank.clone());
        (start, &mut self.dice[start..])
    }
    #[inline]
    fn truncate(&mut self, len: usize) {
        self.dice.truncate(len);
    }
    fn die_mut(&mut self, index: usize) -> Option<&mut DieRoll> {
        self.dice.get_mut(index)
    }
    fn item(&mut self, item: ItemRoll) -> usize {
        self.items.push(item);
        self.items.len() - 1
    }
    fn item_mut(&mut self, index: usize) -> Option<&mut ItemRoll> {
        self.items.get_mut(index)
    }
}

impl Plan {
    /// Checks that `roll` is a roll of this plan: its faces, replayed
    /// through the plan, are on their dice, use every face, and give the
    /// same dice, marks, group members and total. A trace that passes is
    /// one [`roll`](Self::roll) could have produced; anything else is
    /// refused, never repaired.
    ///
    /// # Errors
    ///
    /// [`ErrorKind::Face`] when a face is not on its die or the faces run
    /// out, [`ErrorKind::LimitReached`] when they run an explosion or
    /// reroll past its limit, and [`ErrorKind::ForgedRoll`] when the faces
    /// replay but the trace says something else (a total, a value, a mark)
    /// or lists faces the plan never draws.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_dice::{ErrorKind, Limits, compile};
    ///
    /// let plan = compile("1d6", &Limits::default())?;
    /// let mut roll = plan.roll(&mut SuppliedFaces::new(&[4]))?;
    /// assert_eq!(plan.check_roll(&roll), Ok(()));
    ///
    /// roll.total = 999;
    /// let err = plan.check_roll(&roll).unwrap_err();
    /// assert_eq!(err.kind(), &ErrorKind::ForgedRoll { what: "its total differs from the replay of its faces" });
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    pub fn check_roll(&self, roll: &Roll) -> Result<(), Error> {
        let faces = roll.faces();
        let mut source = osr_core::SuppliedFaces::new(&faces);
        let replayed = self.roll(&mut source)?;
        let forged =
            |what: &'static str| Err(Error::new(ErrorKind::ForgedRoll { what }, self.span_of(0)));
        if !source.is_exhausted() {
            return forged("it lists faces the plan does not draw");
        }
        if replayed.dice != roll.dice {
            return forged("its dice differ from the replay of its faces");
        }
        if replayed.items != roll.items {
            return forged("its group members differ from the replay of its faces");
        }
        if replayed.total != roll.total {
            return forged("its total differs from the replay of its faces");
        }
        Ok(())
    }

    /// Reads a [`Roll`] of this plan with serde, checking it with
    /// [`check_roll`](Self::check_roll): a seed for
    /// [`DeserializeSeed`](serde::de::DeserializeSeed).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_dice::{Limits, compile};
    /// use serde::de::DeserializeSeed;
    ///
    /// let plan = compile("1d6", &Limits::default())?;
    /// let roll = plan.roll(&mut SuppliedFaces::new(&[4]))?;
    /// let json = serde_json::to_string(&roll).unwrap();
    ///
    /// let mut de = serde_json::Deserializer::from_str(&json);
    /// assert_eq!(plan.roll_seed().deserialize(&mut de).unwrap(), roll);
    ///
    /// // A face of 99 on a d6 and a total of 999: refused.
    /// let forged = json.replace("\"face\":4", "\"face\":99").replace("\"total\":4", "\"total\":999");
    /// let mut de = serde_json::Deserializer::from_str(&forged);
    /// assert!(plan.roll_seed().deserialize(&mut de).is_err());
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    #[cfg(feature = "serde")]
    #[must_use]
    pub fn roll_seed(&self) -> RollSeed<'_> {
        RollSeed { plan: self }
    }

    /// Rolls the plan and returns the total only: the fast path, which
    /// records nothing and allocates nothing for plain dice.
    ///
    /// # Errors
    ///
    /// [`ErrorKind::Face`] when the face source fails (supplied faces that
    /// run out or do not fit a die), and [`ErrorKind::LimitReached`] when an
    /// uncapped explosion or a repeated reroll reaches its limit.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_dice::{Limits, compile};
    /// use rand_pcg::Pcg64Mcg;
    /// use rand_core::SeedableRng;
    ///
    /// let plan = compile("3d6", &Limits::default())?;
    /// let mut rng = Pcg64Mcg::seed_from_u64(42);
    /// let total = plan.roll_total(&mut rng)?;
    /// assert!((3..=18).contains(&total));
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    #[inline]
    pub fn roll_total<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<i64, Error> {
        // Plain dice at the root (`3d6`, `1d20+5`, `4d6kh3`) skip the
        // general evaluator, which stays out of line.
        match &self.fast {
            Fast::Sum(pool) => self.fast_sum(pool, source),
            _ => self.other_total(source),
        }
    }

    /// Every plan but plain sums, out of line so that the plain sum's code
    /// keeps the generator in registers.
    #[inline(never)]
    fn other_total<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<i64, Error> {
        match self.fast {
            Fast::Extreme { pool, high, drop } => self.fast_extreme(&pool, high, drop, source),
            _ => self.eval(&self.root, source, &mut NoTrace),
        }
    }

    /// Rolls the plan and returns the trace: every die and what became of it.
    ///
    /// # Errors
    ///
    /// As [`roll_total`](Plan::roll_total).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_dice::{Limits, compile};
    ///
    /// let plan = compile("d20+5", &Limits::default())?;
    /// let roll = plan.roll(&mut SuppliedFaces::new(&[14]))?;
    /// assert_eq!(roll.total, 19);
    /// assert_eq!(roll.dice[0].face, 14);
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    pub fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<Roll, Error> {
        let mut roll = Roll {
            total: 0,
            dice: Vec::with_capacity(self.expected_dice()),
            items: Vec::new(),
        };
        roll.total = self.trace(source, &mut roll)?;
        Ok(roll)
    }

    /// Room to reserve for a trace: every die for plain dice, room for
    /// explosions and rerolls to double the count otherwise.
    fn expected_dice(&self) -> usize {
        usize::try_from(self.work.min(self.dice.saturating_mul(2)).min(4096)).unwrap_or(0)
    }

    #[inline]
    fn trace<S: FaceSource + ?Sized>(&self, source: &mut S, roll: &mut Roll) -> Result<i64, Error> {
        match &self.root {
            Node::Sum(pool) => self.sum(pool, source, roll),
            node => self.eval(node, source, roll),
        }
    }

    /// Rolls the plan into `roll`, replacing what it held and reusing its
    /// memory: a bot or table that rolls again and again allocates only
    /// when a roll needs more dice than any before it.
    ///
    /// On error, `roll` holds the dice drawn before the failure and a total
    /// of 0.
    ///
    /// # Errors
    ///
    /// As [`roll_total`](Plan::roll_total).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_dice::{Limits, Roll, compile};
    ///
    /// let plan = compile("2d6", &Limits::default())?;
    /// let mut roll = Roll::default();
    /// plan.roll_into(&mut roll, &mut SuppliedFaces::new(&[3, 4]))?;
    /// assert_eq!(roll.total, 7);
    /// plan.roll_into(&mut roll, &mut SuppliedFaces::new(&[6, 6]))?;
    /// assert_eq!((roll.total, roll.dice.len()), (12, 2));
    /// # Ok::<(), osr_dice::Error>(())
    /// ```
    pub fn roll_into<S: FaceSource + ?Sized>(
        &self,
        roll: &mut Roll,
        source: &mut S,
    ) -> Result<(), Error> {
        roll.total = 0;
        roll.dice.clear();
        roll.items.clear();
        // Reserve once: every die for plain dice, room for explosions and
        // rerolls to double the count otherwise.
        let expected = self.work.min(self.dice.saturating_mul(2)).min(4096);
        roll.dice.reserve(usize::try_from(expected).unwrap_or(0));
        roll.total = match &self.root {
            Node::Sum(pool) => self.sum(pool, source, roll)?,
            node => self.eval(node, source, roll)?,
        };
        Ok(())
    }

    /// The span of node `term` in the notation (empty for a node without
    /// one).
    pub(crate) fn span_of(&self, term: u32) -> Span {
        self.notation
            .spans
            .get(term as usize)
            .copied()
            .unwrap_or_default()
    }
}
