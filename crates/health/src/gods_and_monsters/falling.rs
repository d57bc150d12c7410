//! Falls: the falling table, and what a fall of a given height does, with
//! the exact odds of every consequence.

use alloc::vec;
use alloc::vec::Vec;

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::gods_and_monsters::Roll;
use osr_check::{Check, Fate, Odds, Resolved, Rolled};
use osr_core::{Die, FaceSource};

use crate::Error;

use super::dying::pass_odds;
use super::{
    Aftermath, Consequence, Event, Hit, Resilience, RolledAgainst, RoundEnd, RoundHarm, Vitals,
};

osr_core::bounded! {
    error: crate::Error;
    /// The height of a fall, in feet.
    pub struct Feet(u32) in 0..=1_000_000, "fall height in feet";
}

/// What a successful evasion roll does to a fall.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum EvasionEffect {
    /// No damage at all.
    Negates,
    /// Half the damage (rounded down), and no injury points.
    Halves,
    /// Nothing.
    NoEffect,
}

/// A row of the falling table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct FallRow {
    /// Stable ID.
    pub id: &'static str,
    /// The lowest height of the row, in feet.
    pub from_feet: u32,
    /// The highest height of the row, in feet (inclusive).
    pub to_feet: u32,
    /// How many d6 of damage.
    pub dice: u32,
    /// Seconds aloft.
    pub seconds: u32,
    /// What a successful evasion roll does.
    pub evasion: EvasionEffect,
}

/// The falling table (rule GM-health.falling): a d6 for the first ten
/// feet and one more for each obstacle-size step, up to 7d6 from 320 feet
/// on; a second aloft per die.
pub const FALLING: [FallRow; 7] = [
    FallRow {
        id: "0_to_9_feet",
        from_feet: 0,
        to_feet: 9,
        dice: 1,
        seconds: 1,
        evasion: EvasionEffect::Negates,
    },
    FallRow {
        id: "10_to_19_feet",
        from_feet: 10,
        to_feet: 19,
        dice: 2,
        seconds: 2,
        evasion: EvasionEffect::Halves,
    },
    FallRow {
        id: "20_to_39_feet",
        from_feet: 20,
        to_feet: 39,
        dice: 3,
        seconds: 3,
        evasion: EvasionEffect::NoEffect,
    },
    FallRow {
        id: "40_to_79_feet",
        from_feet: 40,
        to_feet: 79,
        dice: 4,
        seconds: 4,
        evasion: EvasionEffect::NoEffect,
    },
    FallRow {
        id: "80_to_159_feet",
        from_feet: 80,
        to_feet: 159,
        dice: 5,
        seconds: 5,
        evasion: EvasionEffect::NoEffect,
    },
    FallRow {
        id: "160_to_319_feet",
        from_feet: 160,
        to_feet: 319,
        dice: 6,
        seconds: 6,
        evasion: EvasionEffect::NoEffect,
    },
    FallRow {
        id: "320_to_450_feet",
        from_feet: 320,
        to_feet: 450,
        dice: 7,
        seconds: 7,
        evasion: EvasionEffect::NoEffect,
    },
];

/// Past the table's last height, one more second aloft per this many feet.
pub const FEET_PER_EXTRA_SECOND: u32 = 150;

impl Feet {
    /// The row of the falling table for this height; past 450 feet the
    /// last row (no more dice).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_health::gods_and_monsters::Feet;
    ///
    /// assert_eq!(Feet::new(30)?.row().dice, 3);
    /// assert_eq!(Feet::new(600)?.row().dice, 7);
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    #[must_use]
    pub fn row(self) -> &'static FallRow {
        let last = &FALLING[FALLING.len() - 1];
        FALLING
            .iter()
            .find(|row| self.0 <= row.to_feet)
            .unwrap_or(last)
    }

    /// Seconds aloft: one per damage die up to 450 feet, then one more
    /// for each full 150 feet past 450.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_health::gods_and_monsters::Feet;
    ///
    /// assert_eq!(Feet::new(320)?.seconds(), 7);
    /// assert_eq!(Feet::new(600)?.seconds(), 8);
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    #[must_use]
    pub fn seconds(self) -> u32 {
        let row = self.row();
        let past = self.0.saturating_sub(row.to_feet);
        row.seconds + past / FEET_PER_EXTRA_SECOND
    }
}

/// A character's fall (rule GM-health.falling), and the checks at the end
/// of its round ([`RoundEnd`]): exact odds of every [`Consequence`], or a
/// roll.
///
/// An evasion roll, when the character gets one, counts only under 20
/// feet: under 10 feet a success negates the damage, under 20 it halves it
/// (rounded down) and spares the injury points. Otherwise one point per
/// die rolled becomes an injury point and the rest goes to survival
/// (through verve when the fall is archetypal). The fall is taken as the
/// only harm of its round.
///
/// # Examples
///
/// ```
/// use osr_check::ratio;
/// use osr_health::gods_and_monsters::{Fall, Resilience, Vitals};
///
/// // Toromeen (7 survival, fortitude 11, endurance 15) thrown off a 60-foot
/// // wall: about one chance in four to be dying when he lands (0.2534...).
/// let fall = Fall::new(60, Vitals::new(7, 17)?, Resilience::new(11, 15)?)?;
/// let dying = fall.odds()?.sum_where(|c| c.is_dying());
/// assert!(ratio(253, 1000) < dying && dying < ratio(254, 1000));
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Fall {
    feet: Feet,
    vitals: Vitals,
    resilience: Resilience,
    #[cfg_attr(feature = "serde", serde(default))]
    evasion: Option<Roll>,
    #[cfg_attr(feature = "serde", serde(default))]
    archetypal: bool,
}

impl Fall {
    /// A fall of `feet` feet by a character with these vitals and this
    /// resilience, without an evasion roll.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a height above [`Feet::MAX`].
    pub fn new(feet: u32, vitals: Vitals, resilience: Resilience) -> Result<Self, Error> {
        Ok(Self {
            feet: Feet::new(feet)?,
            vitals,
            resilience,
            evasion: None,
            archetypal: false,
        })
    }

    /// The same fall with the character's evasion roll (injury penalty
    /// and other modifiers included).
    #[must_use]
    pub const fn with_evasion(self, evasion: Roll) -> Self {
        Self {
            evasion: Some(evasion),
            ..self
        }
    }

    /// The same fall, archetypal or not (a thief's failed climb is).
    #[must_use]
    pub const fn archetypal(self, archetypal: bool) -> Self {
        Self { archetypal, ..self }
    }

    /// The height.
    #[must_use]
    pub const fn feet(&self) -> Feet {
        self.feet
    }

    fn evasion_roll(&self) -> Option<(Roll, EvasionEffect)> {
        let effect = self.feet.row().evasion;
        match (self.evasion, effect) {
            (Some(roll), EvasionEffect::Negates | EvasionEffect::Halves) => Some((roll, effect)),
            _ => None,
        }
    }

    /// The hit a fall whose dice totalled `total` does, evasion made or not.
    fn hit(&self, total: u32, evaded: bool) -> Result<Hit, Error> {
        let dice = self.feet.row().dice;
        let hit = if evaded {
            Hit::new(total / 2)?
        } else {
            Hit::new(total - dice)?.with_injuries(dice)?
        };
        Ok(hit.archetypal(self.archetypal))
    }

    fn round_end(&self, hit: Hit) -> Result<(RoundEnd, Vec<Event>), Error> {
        let mut vitals = self.vitals;
        let taken = vitals.take(hit)?;
        let mut harm = RoundHarm::default();
        harm.add(&taken);
        Ok((RoundEnd::new(vitals, harm, self.resilience), taken.events))
    }

    /// Rolls the fall: the evasion d20 (when it counts), the damage d6s
    /// (unless evasion negated them), then the end of the round.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_health::gods_and_monsters::{Consequence, Fall, Resilience, Vitals};
    ///
    /// // 30 feet, 3d6 = 11: 3 injuries and 8 survival; fortitude 11 - 3 = 8,
    /// // rolled 5: conscious; 3 injuries do not exceed 12 survival: no death check.
    /// let fall = Fall::new(30, Vitals::new(20, 0)?, Resilience::new(11, 15)?)?;
    /// let outcome = fall.roll(&mut SuppliedFaces::new(&[3, 4, 4, 5]))?;
    /// assert_eq!(outcome.consequence(), Consequence::Injured);
    /// assert_eq!((outcome.vitals().survival(), outcome.vitals().injuries()), (12, 3));
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails or the injuries would
    /// pass their maximum.
    pub fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<Aftermath, Error> {
        let mut events = Vec::new();
        let mut dice = Vec::new();
        let row = self.feet.row();
        let mut evaded = false;
        if let Some((roll, effect)) = self.evasion_roll() {
            let save = roll.roll(source)?;
            dice.extend_from_slice(save.dice());
            events.push(Event::CheckRolled {
                reaction: RolledAgainst::Evasion,
                target: i64::from(roll.target()),
                face: save.face(),
                passed: save.passed(),
            });
            evaded = save.passed();
            if evaded && effect == EvasionEffect::Negates {
                return Ok(Aftermath::new(
                    Consequence::Unharmed,
                    self.vitals,
                    (None, None),
                    events,
                    dice,
                ));
            }
        }
        let mut total = 0;
        for _ in 0..row.dice {
            let face = Die::D6.roll(source)?;
            total += face;
            dice.push(Rolled {
                sides: 6,
                face,
                fate: Fate::Counted,
            });
        }
        let hit = self.hit(total, evaded)?;
        events.push(Event::FallDamageRolled {
            dice: row.dice,
            total,
            damage: hit.damage() + hit.injuries(),
        });
        let (end, taken) = self.round_end(hit)?;
        events.extend(taken);
        let (consequence, minutes, timer) = end.roll_into(source, &mut events, &mut dice)?;
        Ok(Aftermath::new(
            consequence,
            *end.vitals(),
            (minutes, timer),
            events,
            dice,
        ))
    }

    /// The exact probability of every [`Consequence`] of the fall: the
    /// evasion roll, every total of the damage dice, the roll to stay
    /// conscious and the death check, all weighed exactly.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) when some fall would take the
    /// injuries past their maximum.
    pub fn odds(&self) -> Result<Odds<Consequence>, Error> {
        let row = self.feet.row();
        let (evades, effect) = match self.evasion_roll() {
            Some((roll, effect)) => (pass_odds(&roll), effect),
            None => (BigRational::zero(), EvasionEffect::NoEffect),
        };
        let mut weights = Vec::new();
        let mut branches = vec![(false, BigRational::one() - &evades)];
        match effect {
            EvasionEffect::Negates => weights.push((Consequence::Unharmed, evades)),
            EvasionEffect::Halves => branches.push((true, evades)),
            EvasionEffect::NoEffect => {}
        }
        let totals = d6_totals(row.dice);
        let all = BigInt::from(6).pow(row.dice);
        for (evaded, p) in branches {
            if p.is_zero() {
                continue;
            }
            for (total, ways) in totals.iter().enumerate() {
                if *ways == 0 {
                    continue;
                }
                let total = u32::try_from(total).unwrap_or(0);
                let p_total = &p * BigRational::new(BigInt::from(*ways), all.clone());
                let (end, _) = self.round_end(self.hit(total, evaded)?)?;
                for (band, q) in end.weights() {
                    weights.push((band, &p_total * q));
                }
            }
        }
        Ok(Odds::new(weights, None)?)
    }
}

impl Fall {
    /// The exact chance that the fall leaves the character dying (or
    /// doomed): the sum of [`Consequence::is_dying`] bands of
    /// [`odds`](Self::odds).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::ratio;
    /// use osr_health::gods_and_monsters::{Fall, Resilience, Vitals};
    ///
    /// // Ten feet or less can injure, but 1 injury never beats 7 survival.
    /// let fall = Fall::new(5, Vitals::new(7, 0)?, Resilience::new(11, 15)?)?;
    /// assert_eq!(fall.chance_of_dying()?, ratio(0, 1));
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`odds`](Self::odds).
    pub fn chance_of_dying(&self) -> Result<BigRational, Error> {
        Ok(self.odds()?.sum_where(|c| c.is_dying()))
    }

    /// Checks a recorded outcome against this fall: rolling its own faces
    /// again must give the same outcome.
    ///
    /// # Errors
    ///
    /// [`Error::Check`] (`Forged`) when it does not.
    pub fn verify(&self, outcome: &Aftermath) -> Result<(), Error> {
        crate::verify_replay(outcome, &outcome.faces(), |faces| self.roll(faces))
    }
}

/// How many of the 6^n rolls of `n` d6 give each total (index = total).
fn d6_totals(n: u32) -> Vec<u64> {
    let mut ways = vec![1_u64];
    for _ in 0..n {
        let mut next = vec![0_u64; ways.len() + 6];
        for (total, w) in ways.iter().enumerate() {
            for face in 1..=6 {
                next[total + face] += w;
            }
        }
        ways = next;
    }
    ways
}
