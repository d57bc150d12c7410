//! Exact odds of a whole duel, played as [`simulate`](super::simulate)
//! plays it: a course over the rounds (osr-check's [`Course`]).

use alloc::collections::BTreeMap;
use alloc::vec;
use alloc::vec::Vec;
use core::cell::RefCell;
use core::cmp::Ordering;

use num_bigint::BigUint;
use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::course::{Budget, Course, CourseOdds, Next, Step};
use osr_check::gods_and_monsters::Roll;
use osr_check::{Check, Odds, PassFail};
use osr_health::gods_and_monsters::{Consequence, Resilience, RoundEnd, RoundHarm, Vitals};

use crate::{Error, Side};

use super::{Attack, Combatant, Guard, Penalty, Setup, Situation, snap_out_roll};

/// The exact odds of a duel ([`duel_odds`]): the chance of each winner
/// (`None` when both drop out in the same round), the exact mean number of
/// rounds, and the chance of the fight ending at each round.
pub type DuelOdds = CourseOdds<Option<Side>>;

/// The exact odds of a one-on-one fight of `setup` played as
/// [`simulate`](super::simulate) plays it: surprise and snapping out of
/// it, every attack at the one enemy (the player's character first), the
/// damage through the temporary pool, verve (when archetypal), survival and
/// injuries, and at the end of each round osr-health's checks
/// ([`RoundEnd::odds`]: staying conscious, the death check); the
/// unconscious and the doomed are out, and the fight ends when one of the
/// two is out, or both (a winner of `None`).
///
/// Each step of the course is one round, so its step distribution
/// ([`CourseOdds::ended_at`]) is the distribution of the fight's rounds,
/// listed up to `budget`'s steps with the exact chance of a longer fight
/// ([`CourseOdds::beyond`]).
///
/// A state is each side's survival, verve, temporary pool and injuries
/// with whether it is surprised, and whether the surprise rolls are still
/// to be made. Damage only ever comes off, and a combatant who gains
/// injuries at or past their roll to stay conscious (fortitude or
/// willpower, the better) cannot stay in the fight, so the states are
/// bounded: for each side, one per point of damage it can take while in
/// the fight, twice over when it can be surprised. A setup with more such
/// states than `budget` allows is refused before anything is computed.
///
/// The fractions are exact, and they grow long: each state's chance of a
/// round that changes nothing, each injury level's death check, divide
/// into every chance after it. Toromeen against the yeti (about 1,500
/// states) takes about a second in a release build.
///
/// Two readings of [`simulate`](super::simulate)'s limits:
///
/// - it calls a fight undecided after
///   [`MAX_SIMULATED_ROUNDS`](super::MAX_SIMULATED_ROUNDS) rounds; these
///   odds follow the fight without that limit. The two differ only in
///   fights longer than that many rounds, whose chance is at most
///   [`CourseOdds::beyond`] (which counts every fight longer than the
///   rounds listed, at most [`Budget::MAX_STEPS`], the same number);
/// - a duel in which, from some reachable state, neither side can ever
///   hurt the other, which [`simulate`](super::simulate) would call
///   undecided after its limit, is refused ([`Error::Check`] with
///   `NeverEnds`).
///
/// # Examples
///
/// ```
/// use osr_check::course::Budget;
/// use osr_check::ratio;
/// use osr_combat::Side;
/// use osr_combat::gods_and_monsters::{Combatant, Setup, duel_odds};
/// use osr_health::gods_and_monsters::Vitals;
///
/// // A knight who hits on 11 or less against a goblin that never hits
/// // back (its target is below 1): the knight wins, in the first round at
/// // most when it hits, 11 in 20.
/// let knight = Combatant::new(1, Side::Party, Vitals::new(12, 0)?).with_defense(20)?;
/// let goblin = Combatant::new(2, Side::Foes, Vitals::new(1, 0)?);
/// let odds = duel_odds(&Setup::new(vec![knight, goblin])?, Budget::new(100, 10)?)?;
/// assert_eq!(odds.endings().probability(&Some(Side::Party)), Some(ratio(1, 1)));
/// assert!(odds.ended_at(1) < ratio(11, 20));
/// assert!(*odds.mean_steps() > ratio(20, 11));
/// # Ok::<(), osr_combat::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::AboveMaximum`] for a setup of more than two combatants;
/// [`Error::Check`] with `TooManyStates` when the duel has more states
/// than `budget` allows, and with `NeverEnds` as above; [`Error::Core`]
/// for a roll that leaves its range on the way (a snap-out roll at more
/// than 100 injuries), as it would in [`simulate`](super::simulate).
pub fn duel_odds(setup: &Setup, budget: Budget) -> Result<DuelOdds, Error> {
    let combatants = setup.combatants();
    let [a, b] = combatants else {
        return Err(Error::AboveMaximum {
            what: "combatants in a duel",
            value: i64::try_from(combatants.len()).unwrap_or(i64::MAX),
            max: 2,
        });
    };
    let duel = Duel::new([a, b])?;
    let start = State {
        first: true,
        fighters: [
            Fighter {
                vitals: a.vitals(),
                surprised: false,
            },
            Fighter {
                vitals: b.vitals(),
                surprised: false,
            },
        ],
    };
    let solved = duel.course_odds(start, budget);
    if let Some(error) = duel.failure.borrow_mut().take() {
        return Err(error);
    }
    Ok(solved?)
}

/// One side between rounds: its vitals and whether it is surprised.
#[derive(Debug, Clone, Copy)]
struct Fighter {
    vitals: Vitals,
    surprised: bool,
}

impl Fighter {
    /// What tells two states of the same combatant apart (their maxima
    /// and lasting injuries never change in a fight).
    fn key(&self) -> (Key, bool) {
        (key(&self.vitals), self.surprised)
    }
}

impl PartialEq for Fighter {
    fn eq(&self, other: &Self) -> bool {
        self.key() == other.key()
    }
}

impl Eq for Fighter {}

impl PartialOrd for Fighter {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Fighter {
    fn cmp(&self, other: &Self) -> Ordering {
        self.key().cmp(&other.key())
    }
}

/// The duel between rounds: both sides, and whether the next round is the
/// first (the surprise rolls still to be made).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct State {
    first: bool,
    fighters: [Fighter; 2],
}

/// The two combatants in the setup's order, what they bring, and the first
/// error a round met.
struct Duel<'a> {
    combatants: [&'a Combatant; 2],
    resilience: [Resilience; 2],
    /// Who attacks first: the player's character.
    order: [usize; 2],
    /// The chance of each total of one attack's damage.
    damage: [Vec<(u32, BigRational)>; 2],
    /// The chance of dropping out, by side and its vitals before and after
    /// a round ([`Duel::out_chance`]).
    out: RefCell<BTreeMap<(usize, Key, Key), BigRational>>,
    failure: RefCell<Option<Error>>,
}

/// What tells apart the vitals of one combatant in a fight (their maxima
/// and lasting injuries never change there): injuries, survival, verve and
/// the temporary pool.
type Key = (u32, u32, u32, u32);

fn key(v: &Vitals) -> Key {
    (v.injuries(), v.survival(), v.verve(), v.pool())
}

/// The chance that a roll passes.
fn pass(roll: &Roll) -> BigRational {
    roll.odds()
        .probability(&PassFail::Pass)
        .unwrap_or_else(BigRational::zero)
}

/// The chance of each total of `c`'s damage: the dice's sums counted
/// exactly, then the bonus (a total below 0 does nothing).
fn damage_odds(c: &Combatant) -> Vec<(u32, BigRational)> {
    let damage = c.damage();
    let sides = damage.dice().die().sides();
    let mut ways = vec![BigUint::one()];
    for _ in 0..damage.dice().count() {
        let mut next = vec![BigUint::zero(); ways.len() + sides as usize];
        for (sum, w) in ways.iter().enumerate() {
            for face in 1..=sides as usize {
                next[sum + face] += w;
            }
        }
        ways = next;
    }
    let all: BigUint = ways.iter().sum();
    let mut totals: BTreeMap<u32, BigUint> = BTreeMap::new();
    for (sum, w) in ways.into_iter().enumerate() {
        if !w.is_zero() {
            let total = damage.total_of(u32::try_from(sum).unwrap_or(u32::MAX));
            *totals.entry(total).or_insert_with(BigUint::zero) += w;
        }
    }
    totals
        .into_iter()
        .map(|(total, w)| (total, BigRational::new(w.into(), all.clone().into())))
        .collect()
}

/// `vitals` after a combat hit for `damage`, as [`Vitals::take`] takes it:
/// a temporary pool, then verve when `archetypal`, then survival, then
/// injuries.
fn hit(vitals: Vitals, damage: u32, archetypal: bool) -> Result<Vitals, Error> {
    let mut v = vitals;
    let mut left = damage;
    let taken = left.min(v.pool());
    if taken > 0 {
        v = v.with_pool(v.pool() - taken)?;
        left -= taken;
    }
    if archetypal {
        let taken = left.min(v.verve());
        if taken > 0 {
            v = v.with_verve(v.verve() - taken)?;
            left -= taken;
        }
    }
    let taken = left.min(v.survival());
    if taken > 0 {
        v = v.with_survival(v.survival() - taken)?;
        left -= taken;
    }
    if left > 0 {
        v = v.with_injuries(v.injuries().saturating_add(left))?;
    }
    Ok(v)
}

/// How many states a combatant can be in while still in the fight: one
/// per point of damage it can take there.
fn fighter_states(c: &Combatant) -> u64 {
    let v = c.vitals();
    let verve = if c.archetypal_losses() { v.verve() } else { 0 };
    let steadiness = u32::try_from(c.reactions().steadiness()).unwrap_or(0);
    // Gaining injuries at or past the roll to stay conscious fails it.
    let injuries = steadiness.saturating_sub(1).saturating_sub(v.injuries());
    let points = u64::from(v.pool()) + u64::from(verve) + u64::from(v.survival());
    let surprise = if c.awareness().is_some() { 2 } else { 1 };
    (points + u64::from(injuries) + 1) * surprise
}

/// Adds `p` to `key`'s chance.
fn add<K: Ord>(map: &mut BTreeMap<K, BigRational>, key: K, p: BigRational) {
    if p.is_zero() {
        return;
    }
    match map.get_mut(&key) {
        Some(q) => *q += p,
        None => {
            map.insert(key, p);
        }
    }
}

impl<'a> Duel<'a> {
    fn new(combatants: [&'a Combatant; 2]) -> Result<Self, Error> {
        let order = if !combatants[0].is_player() && combatants[1].is_player() {
            [1, 0]
        } else {
            [0, 1]
        };
        Ok(Self {
            combatants,
            resilience: [combatants[0].resilience(), combatants[1].resilience()],
            order,
            damage: [damage_odds(combatants[0]), damage_odds(combatants[1])],
            out: RefCell::new(BTreeMap::new()),
            failure: RefCell::new(None),
        })
    }

    /// The chance each side is surprised as the round's attacks begin,
    /// every combination of the two.
    fn surprise(&self, state: &State) -> Result<BTreeMap<[bool; 2], BigRational>, Error> {
        let mut flags = BTreeMap::new();
        flags.insert([false; 2], BigRational::one());
        for (i, (c, f)) in self.combatants.iter().zip(&state.fighters).enumerate() {
            let surprised = if state.first {
                match c.awareness() {
                    Some(awareness) => {
                        BigRational::one() - pass(&awareness.roll(c.reactions().perception())?)
                    }
                    None => continue,
                }
            } else if f.surprised {
                let r = c.reactions();
                let roll = snap_out_roll(r.willpower(), r.fortitude(), f.vitals.injuries())?;
                BigRational::one() - pass(&roll)
            } else {
                continue;
            };
            let mut next = BTreeMap::new();
            for (mut pair, p) in flags {
                add(&mut next, pair, &p * (BigRational::one() - &surprised));
                pair[i] = true;
                add(&mut next, pair, p * &surprised);
            }
            flags = next;
        }
        Ok(flags)
    }

    /// The chance that `attacker` hits with `vitals` standing.
    fn hit_chance(
        &self,
        attacker: usize,
        vitals: &[Vitals; 2],
        surprised: [bool; 2],
        first: bool,
    ) -> Result<BigRational, Error> {
        let (c, defender) = (self.combatants[attacker], self.combatants[1 - attacker]);
        let situation = Situation {
            surprised: surprised[attacker] && !first,
            injuries: Penalty::new(vitals[attacker].injuries().min(Penalty::MAX))?,
            ..Situation::default()
        };
        let guard = Guard {
            warrior: defender.warrior_cover(),
            surprised: surprised[1 - attacker] && !first,
            ..Guard::default()
        };
        let target = Attack::new(c.fighting_art(), c.attack_bonus(), defender.defense())?
            .with_situation(situation)
            .with_guard(guard)
            .target();
        Ok(osr_check::ratio(target.clamp(0, 20), 20))
    }

    /// The chance that a side whose vitals went from `before` to `after`
    /// this round is out of the fight after the round's checks.
    fn out_chance(&self, i: usize, before: &Vitals, after: &Vitals) -> BigRational {
        let k = (i, key(before), key(after));
        if let Some(p) = self.out.borrow().get(&k) {
            return p.clone();
        }
        let p = self.checks(i, before, after);
        self.out.borrow_mut().insert(k, p.clone());
        p
    }

    /// The end of round's checks of [`Duel::out_chance`], uncached.
    fn checks(&self, i: usize, before: &Vitals, after: &Vitals) -> BigRational {
        let gained = after.injuries() - before.injuries();
        let harm = RoundHarm {
            hurt: before != after,
            dropped_to_zero: before.survival() > 0 && after.survival() == 0,
            injuries_gained: gained,
            latest_archetypal: gained > 0 && self.combatants[i].archetypal_losses(),
        };
        if !harm.dropped_to_zero && harm.injuries_gained == 0 {
            return BigRational::zero();
        }
        RoundEnd::new(*after, harm, self.resilience[i])
            .odds()
            .sum_where(|band| {
                matches!(
                    band,
                    Consequence::Unconscious | Consequence::DyingUnconscious | Consequence::Doomed
                )
            })
    }

    /// One round from `state`.
    fn round(&self, state: &State) -> Result<Step<State, Option<Side>>, Error> {
        let mut next: BTreeMap<Next<State, Option<Side>>, BigRational> = BTreeMap::new();
        let before = [state.fighters[0].vitals, state.fighters[1].vitals];
        for (surprised, p) in self.surprise(state)? {
            // The vitals after the attacks so far, by their keys.
            let mut now: BTreeMap<[Fighter; 2], BigRational> = BTreeMap::new();
            let fighters = [0, 1].map(|i| Fighter {
                vitals: before[i],
                surprised: surprised[i],
            });
            now.insert(fighters, p);
            for &attacker in &self.order {
                if surprised[attacker] && state.first {
                    continue;
                }
                let defender = 1 - attacker;
                let archetypal = self.combatants[defender].archetypal_losses();
                for _ in 0..self.combatants[attacker].attacks() {
                    let mut after = BTreeMap::new();
                    for (pair, p) in now {
                        let vitals = [pair[0].vitals, pair[1].vitals];
                        let hits = self.hit_chance(attacker, &vitals, surprised, state.first)?;
                        add(&mut after, pair, &p * (BigRational::one() - &hits));
                        let p = p * hits;
                        if p.is_zero() {
                            continue;
                        }
                        for (damage, q) in &self.damage[attacker] {
                            let mut hurt = pair;
                            hurt[defender].vitals = hit(vitals[defender], *damage, archetypal)?;
                            add(&mut after, hurt, &p * q);
                        }
                    }
                    now = after;
                }
            }
            for (pair, p) in now {
                let out = [0, 1].map(|i| self.out_chance(i, &before[i], &pair[i].vitals));
                let stay = out.clone().map(|o| BigRational::one() - o);
                let [a, b] = [self.combatants[0].side(), self.combatants[1].side()];
                add(&mut next, Next::End(None), &p * &out[0] * &out[1]);
                add(&mut next, Next::End(Some(b)), &p * &out[0] * &stay[1]);
                add(&mut next, Next::End(Some(a)), &p * &stay[0] * &out[1]);
                let go = State {
                    first: false,
                    fighters: pair,
                };
                add(&mut next, Next::Go(go), p * &stay[0] * &stay[1]);
            }
        }
        Ok(Odds::new(next, None)?)
    }
}

impl Course for Duel<'_> {
    type State = State;
    /// The side left in the fight; `None` when both dropped out together.
    type End = Option<Side>;

    fn step(&self, state: &State) -> Result<Step<State, Option<Side>>, osr_check::Error> {
        self.round(state).map_err(|error| {
            self.failure.borrow_mut().get_or_insert(error);
            // Stands in for the error kept above, which the caller returns.
            osr_check::Error::NeverEnds
        })
    }

    fn states_hint(&self, _: &State) -> Option<u64> {
        let [a, b] = self.combatants.map(fighter_states);
        // The first round's state, and every pair of the two in the fight.
        Some(a.saturating_mul(b).saturating_add(1))
    }
}
