//! The exact odds of a whole one-on-one fight, played as [`simulate`]
//! plays it, as an osr-check course of rounds.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::course::{Budget, Course, CourseOdds, Next, Step};
use osr_check::{Odds, ratio};
use osr_health::constitution::DIRECT_HIT_HP_PER_LEVEL;

use super::initiative::Start;
use super::rules::{BERSERK_TO_HIT, DIRECT_HIT_EXTRA_DEGREES, HENCHMAN_INITIATIVE};
#[cfg(doc)]
use super::simulate;
use super::{Combatant, Ending, Policy, Setup};
use crate::Error;

/// The most states [`duel_odds`] explores, whatever its budget allows:
/// the exact fractions grow with the fight, so the time grows faster than
/// the states (two humans at HP 4, 201 states, take under half a second
/// in a release build; a level-2 fighter against an ogre, about 7,400
/// possible states, takes minutes and is refused).
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::DUEL_MAX_STATES;
///
/// assert_eq!(DUEL_MAX_STATES, 2_000);
/// ```
pub const DUEL_MAX_STATES: usize = 2_000;

/// The exact odds of a one-on-one fight played under `policy` as
/// [`simulate`] plays it, one step of the course per round: the chance
/// of each side winning, the exact mean number of rounds, and the chance
/// that the fight ends in each round up to `budget`'s steps.
///
/// Initiative is rolled once (in the first round's step) and carries
/// over (TC-5.1); a combatant at 0 loses the round, re-rolls with a
/// penalty die between rounds and re-orients through the next (TC-5.6,
/// TC-5.9). Each side attacks the other on its turn, taking a direct hit
/// when the policy says (TC-5.20); past HP the injury saves decide, and a
/// failed strength save at as many marks as the level kills (TC-6.x).
///
/// What the odds are, exactly:
///
/// - The fight without a round limit: `policy.max_rounds` is not a state.
///   [`simulate`]'s chance of [`Ending::Undecided`] is
///   [`CourseOdds::beyond`] when `budget` lists `max_rounds` steps, and
///   its chance of each [`Ending::Won`] is then the sum of
///   [`CourseOdds::ended_at_by`] over those steps.
/// - The open-ended 20 without a limit, as the rules have it: [`simulate`]
///   gives up on a check after osr-check's
///   [`MAX_EXPLOSIONS`](osr_check::constitution::MAX_EXPLOSIONS) 20s in a
///   row, a chance of 20^-101 a check, so its chance of each ending differs
///   from these by at most 20^-101 times the mean number of checks in a
///   fight (at most six a round).
///
/// A state is both combatants' HP, major wound marks and whether they are
/// berserk, with who goes first and who is re-orienting (the scores
/// themselves are kept only while one is at 0: otherwise they never
/// change under the policy).
///
/// # Errors
///
/// [`Error::Core`] (`OutOfRange`) for a setup of other than two
/// combatants; [`Error::Check`] with `TooManyStates` when the fight may
/// reach more states than `budget` or [`DUEL_MAX_STATES`] allows: refused
/// before anything is computed when the combatants' HP, marks and
/// initiative already say so.
///
/// # Examples
///
/// ```
/// use osr_check::course::Budget;
/// use osr_check::ratio;
/// use osr_combat::Side;
/// use osr_combat::constitution::{Combatant, Ending, Policy, Setup, Start, Ties, duel_odds};
///
/// // Two ordinary humans at HP 0 and already at their one major wound
/// // mark, both acting at initiative 1 (the party first on the tie).
/// let mut human = Combatant::new(1, Side::Party, 0)?;
/// human.marks = osr_health::constitution::Marks::new(1)?;
/// human.start = Start::Henchman;
/// let mut foe = human;
/// (foe.id, foe.side) = (2, Side::Foes);
/// let setup = Setup::new(vec![human, foe], Ties::SetupOrder)?;
/// let odds = duel_odds(&setup, Policy::default(), Budget::new(10, 5)?)?;
/// let party = odds.endings().probability(&Ending::Won(Side::Party)).unwrap_or_default();
/// let foes = odds.endings().probability(&Ending::Won(Side::Foes)).unwrap_or_default();
/// assert!(party > foes); // the first blow is the party's
/// assert_eq!(party + foes, ratio(1, 1));
/// assert_eq!(odds.states(), 2); // before initiative, and between rounds
/// # Ok::<(), osr_combat::Error>(())
/// ```
pub fn duel_odds(
    setup: &Setup,
    policy: Policy,
    budget: Budget,
) -> Result<CourseOdds<Ending>, Error> {
    let ([a, b], first_is_0) = super::sim::one_on_one(setup)?;
    let duel = DuelCourse {
        c: [a, b],
        first_is_0,
        attacks: [attack_odds(&a, &b, policy), attack_odds(&b, &a, policy)],
        saves: [save_odds(&b, &a), save_odds(&a, &b)],
    };
    let budget = if budget.states() > DUEL_MAX_STATES {
        Budget::new(DUEL_MAX_STATES, budget.steps())?
    } else {
        budget
    };
    Ok(duel.course_odds(Round::Start, budget)?)
}

/// One combatant's health between rounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Health {
    hp: u32,
    marks: u32,
    berserk: bool,
}

/// The order of turns: fixed once both scores are above 0 (they never
/// change), the scores themselves while one is at 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Clock {
    /// Both above 0: who goes first, who re-orients this round.
    Set {
        first: usize,
        reorienting: [bool; 2],
    },
    /// Someone at 0: the scores, who re-orients this round.
    Open {
        score: [u32; 2],
        reorienting: [bool; 2],
    },
}

#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
enum Round {
    /// Before initiative is rolled.
    Start,
    /// Between rounds.
    Between { health: [Health; 2], clock: Clock },
}

/// The odds of an attack's check, without and with berserk: miss,
/// ordinary hit, direct hit.
type AttackOdds = [[BigRational; 3]; 2];

/// The chances that a target passes the injury saves, by overflow (index
/// 0 unused): strength, will.
type SaveOdds = Vec<[BigRational; 2]>;

struct DuelCourse {
    c: [Combatant; 2],
    first_is_0: bool,
    /// By attacker: [not berserk, berserk].
    attacks: [AttackOdds; 2],
    /// By target.
    saves: [SaveOdds; 2],
}

/// The chance that an open-ended d20 plus `bonus` reaches `dc`: a 20
/// rolls again and adds, without limit, so past 20 each further 20
/// needed is another 1 in 20.
fn reach(bonus: i64, dc: i64) -> BigRational {
    let mut need = dc - bonus;
    let mut twenties = 0_u32;
    while need > 20 {
        need -= 20;
        twenties += 1;
    }
    // Faces `need` to 20 (a 20 always reaches a need of 20 or less).
    let base = ratio(21 - need.max(1), 20);
    base / BigRational::from_integer(num_bigint::BigInt::from(20).pow(twenties))
}

fn attack_odds(a: &Combatant, t: &Combatant, policy: Policy) -> AttackOdds {
    let one = |berserk: bool| {
        let extra = if berserk { BERSERK_TO_HIT } else { 0 };
        let bonus = i64::from(a.strength.get() + a.combat_bonus() + a.to_hit.get() + extra);
        let ac = i64::from(t.ac.get());
        let hit = reach(bonus, ac);
        let direct = if policy.direct_hits {
            let degrees = i64::from(DIRECT_HIT_EXTRA_DEGREES) * 5;
            reach(bonus, ac + degrees)
        } else {
            BigRational::zero()
        };
        let miss = BigRational::one() - &hit;
        [miss, hit - &direct, direct]
    };
    [one(false), one(true)]
}

fn save_odds(attacker: &Combatant, t: &Combatant) -> SaveOdds {
    let bonus = t.combat_bonus();
    (0..=attacker.damage.die().sides())
        .map(|overflow| {
            let dc = 20 + i64::from(overflow);
            [
                reach(i64::from(t.strength.get() + bonus), dc),
                reach(i64::from(t.will.get() + bonus), dc),
            ]
        })
        .collect()
}

/// The chance of each damage from `c`'s die: 1/n, or with an advantage
/// die the chance that the higher of two is that face.
fn damage_odds(c: &Combatant) -> Vec<(u32, BigRational)> {
    let sides = c.damage.die().sides();
    let all = i64::from(sides * sides);
    (1..=sides)
        .map(|d| {
            let p = if c.damage.advantage() {
                ratio(i64::from(2 * d - 1), all)
            } else {
                ratio(1, i64::from(sides))
            };
            (d, p)
        })
        .collect()
}

/// What one attack leads to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum After {
    Go([Health; 2]),
    End(Ending),
}

fn add<K: Ord>(map: &mut BTreeMap<K, BigRational>, key: K, p: BigRational) {
    if p.is_zero() {
        return;
    }
    *map.entry(key).or_insert_with(BigRational::zero) += p;
}

/// The chance of each initiative score from `start` (TC-5.1, TC-5.10,
/// TC-5.11): 1d20, the higher or lower of 2d20, or a set score, plus
/// `wits + bonus`, at least 0.
fn score_odds(c: &Combatant, start: Start) -> Vec<(u32, BigRational)> {
    let bonus = i64::from(c.wits.get()) + i64::from(c.combat_bonus() + c.initiative_bonus.get());
    let score = |die: i64| u32::try_from(die + bonus).unwrap_or(0);
    match start {
        Start::Roll => (1..=20).map(|d| (score(d), ratio(1, 20))).collect(),
        Start::Advantage => (1..=20)
            .map(|d| (score(d), ratio(2 * d - 1, 400)))
            .collect(),
        Start::Penalty => (1..=20)
            .map(|d| (score(d), ratio(41 - 2 * d, 400)))
            .collect(),
        Start::Ambush => alloc::vec![(score(20), BigRational::one())],
        Start::FlatFooted => alloc::vec![(0, BigRational::one())],
        Start::Henchman => alloc::vec![(HENCHMAN_INITIATIVE, BigRational::one())],
    }
}

impl DuelCourse {
    fn clock(&self, score: [u32; 2], reorienting: [bool; 2]) -> Clock {
        if score[0] == 0 || score[1] == 0 {
            return Clock::Open { score, reorienting };
        }
        let first =
            usize::from(!(score[0] > score[1] || (score[0] == score[1] && self.first_is_0)));
        Clock::Set { first, reorienting }
    }

    fn start_health(&self, i: usize) -> Health {
        Health {
            hp: self.c[i].hp.get(),
            marks: self.c[i].marks.get(),
            berserk: self.c[i].berserk,
        }
    }

    /// `me` attacks the other in `health`: what it leads to.
    fn attack(
        &self,
        me: usize,
        health: [Health; 2],
        out: &mut BTreeMap<After, BigRational>,
        p: &BigRational,
    ) {
        let other = 1 - me;
        let (a, t) = (&self.c[me], &self.c[other]);
        let [miss, hit, direct] = &self.attacks[me][usize::from(health[me].berserk)];
        add(out, After::Go(health), p * miss);
        let damage = damage_odds(a);
        let target = health[other];
        // An ordinary hit.
        if !hit.is_zero() {
            for (d, q) in &damage {
                let pq = p * hit * q;
                if *d <= target.hp {
                    let mut h = health;
                    h[other].hp -= d;
                    add(out, After::Go(h), pq);
                } else {
                    let mut h = health;
                    h[other].hp = 0;
                    self.injure(me, h, d - target.hp, out, &pq);
                }
            }
        }
        if !direct.is_zero() {
            let cost = DIRECT_HIT_HP_PER_LEVEL * a.hit_dice.get();
            if t.buys_off && target.hp >= cost {
                let mut h = health;
                h[other].hp -= cost;
                add(out, After::Go(h), p * direct);
            } else {
                for (d, q) in &damage {
                    self.injure(me, health, *d, out, &(p * direct * q));
                }
            }
        }
    }

    /// The injury saves of `me`'s target at `overflow` past HP.
    fn injure(
        &self,
        me: usize,
        health: [Health; 2],
        overflow: u32,
        out: &mut BTreeMap<After, BigRational>,
        p: &BigRational,
    ) {
        let other = 1 - me;
        let t = &self.c[other];
        let index = usize::try_from(overflow).unwrap_or(usize::MAX);
        let Some([s, w]) = self.saves[other].get(index) else {
            return;
        };
        let s_fail = BigRational::one() - s;
        let w_fail = BigRational::one() - w;
        let won = After::End(Ending::Won(self.c[me].side));
        for (strength, ps) in [(true, s), (false, &s_fail)] {
            let pss = p * ps;
            if pss.is_zero() {
                continue;
            }
            let mut h = health;
            let mut dead = false;
            if !strength {
                if h[other].marks >= t.level.get() {
                    dead = true;
                } else {
                    h[other].marks += 1;
                }
            }
            if dead {
                add(out, won, pss);
                continue;
            }
            add(out, won, &pss * &w_fail);
            if t.training.berserk {
                h[other].berserk = true;
            }
            add(out, After::Go(h), &pss * w);
        }
    }

    /// The clocks after a round from `clock`: those at 0 re-roll with a
    /// penalty die and re-orient through the next round.
    fn between(&self, clock: Clock) -> Vec<(Clock, BigRational)> {
        match clock {
            Clock::Set { first, .. } => alloc::vec![(
                Clock::Set {
                    first,
                    reorienting: [false; 2],
                },
                BigRational::one(),
            )],
            Clock::Open { score, .. } => {
                let rolls = |i: usize| {
                    if score[i] == 0 {
                        score_odds(&self.c[i], Start::Penalty)
                            .into_iter()
                            .map(|(s, q)| (s, true, q))
                            .collect::<Vec<_>>()
                    } else {
                        alloc::vec![(score[i], false, BigRational::one())]
                    }
                };
                let mut map = BTreeMap::new();
                for (s0, r0, q0) in rolls(0) {
                    for (s1, r1, q1) in rolls(1) {
                        add(&mut map, self.clock([s0, s1], [r0, r1]), &q0 * &q1);
                    }
                }
                map.into_iter().collect()
            }
        }
    }

    /// One round from `health` and `clock`, weighted `p`, into `out`.
    fn round(
        &self,
        health: [Health; 2],
        clock: Clock,
        p: &BigRational,
        out: &mut BTreeMap<Next<Round, Ending>, BigRational>,
    ) {
        let (order, acts) = match clock {
            Clock::Set { first, reorienting } => {
                ([first, 1 - first], [!reorienting[0], !reorienting[1]])
            }
            Clock::Open { score, reorienting } => {
                let first = usize::from(
                    !(score[0] > score[1] || (score[0] == score[1] && self.first_is_0)),
                );
                (
                    [first, 1 - first],
                    [
                        !reorienting[0] && score[0] != 0,
                        !reorienting[1] && score[1] != 0,
                    ],
                )
            }
        };
        let mut now: BTreeMap<After, BigRational> = BTreeMap::new();
        now.insert(After::Go(health), BigRational::one());
        for i in order {
            if !acts[i] {
                continue;
            }
            let mut next = BTreeMap::new();
            for (after, q) in now {
                match after {
                    After::Go(h) => self.attack(i, h, &mut next, &q),
                    end @ After::End(_) => add(&mut next, end, q),
                }
            }
            now = next;
        }
        let clocks = self.between(clock);
        for (after, q) in now {
            let pq = p * q;
            match after {
                After::End(end) => add(out, Next::End(end), pq),
                After::Go(h) => {
                    for (c, r) in &clocks {
                        add(
                            out,
                            Next::Go(Round::Between {
                                health: h,
                                clock: *c,
                            }),
                            &pq * r,
                        );
                    }
                }
            }
        }
    }
}

impl Course for DuelCourse {
    type State = Round;
    type End = Ending;

    fn step(&self, state: &Round) -> Result<Step<Round, Ending>, osr_check::Error> {
        let mut out = BTreeMap::new();
        match state {
            Round::Start => {
                let health = [self.start_health(0), self.start_health(1)];
                let mut clocks = BTreeMap::new();
                for (s0, q0) in score_odds(&self.c[0], self.c[0].start) {
                    for (s1, q1) in score_odds(&self.c[1], self.c[1].start) {
                        add(&mut clocks, self.clock([s0, s1], [false; 2]), &q0 * &q1);
                    }
                }
                for (clock, q) in clocks {
                    self.round(health, clock, &q, &mut out);
                }
            }
            Round::Between { health, clock } => {
                self.round(*health, *clock, &BigRational::one(), &mut out);
            }
        }
        Odds::new(out, None)
    }

    fn states_hint(&self, _start: &Round) -> Option<u64> {
        let one = |c: &Combatant| {
            let hp = u64::from(c.hp.get()) + 1;
            let marks = u64::from(c.level.get().saturating_sub(c.marks.get())) + 1;
            let berserk = if c.training.berserk && !c.berserk {
                2
            } else {
                1
            };
            hp * marks * berserk
        };
        let bonus = |c: &Combatant| {
            i64::from(c.wits.get()) + i64::from(c.combat_bonus() + c.initiative_bonus.get())
        };
        let starts_at_0 = |c: &Combatant| match c.start {
            Start::FlatFooted => true,
            Start::Ambush => bonus(c) <= -20,
            Start::Henchman => false,
            _ => bonus(c) < 0,
        };
        // The penalty die's 1 plus the bonus: 0 again.
        let stays_at_0 = |c: &Combatant| starts_at_0(c) && bonus(c) < 0;
        let (h0, h1) = (one(&self.c[0]), one(&self.c[1]));
        let set = h0.saturating_mul(h1);
        if !starts_at_0(&self.c[0]) && !starts_at_0(&self.c[1]) {
            // Who goes first is settled by the first roll.
            return Some(set.saturating_mul(2).saturating_add(1));
        }
        // Set: 2 orders x 4 re-orienting. Open, only when a re-roll can
        // give 0 again (someone still at 0, who has not acted, so the
        // other is unhurt): the health of the one at 0, or both unhurt;
        // the other's score among 21 values or 0, re-orienting or not.
        let open = if stays_at_0(&self.c[0]) || stays_at_0(&self.c[1]) {
            h0.saturating_add(h1).saturating_mul(4 * 2 * 22)
        } else {
            0
        };
        Some(set.saturating_mul(8).saturating_add(open).saturating_add(1))
    }
}
