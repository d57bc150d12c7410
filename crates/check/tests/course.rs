//! Courses: procedures repeated until they end, against closed forms
//! worked by hand.

use num_rational::BigRational;
use num_traits::{One, Pow, Zero};
use osr_check::course::{Budget, Course, Next};
use osr_check::{Error, Odds, ratio};

/// A d6 rolled each step until it shows a 6.
struct UntilSix;

impl Course for UntilSix {
    type State = ();
    type End = &'static str;

    fn step(&self, (): &()) -> Result<Odds<Next<(), &'static str>>, Error> {
        Odds::new(
            [(Next::End("six"), ratio(1, 6)), (Next::Go(()), ratio(5, 6))],
            None,
        )
    }
}

#[test]
fn a_step_that_changes_nothing_is_a_geometric_course() {
    let course = UntilSix
        .course_odds((), Budget::new(1, 20).unwrap())
        .unwrap();
    assert_eq!(course.endings().probability(&"six"), Some(ratio(1, 1)));
    assert_eq!(*course.mean_steps(), ratio(6, 1));
    let five_sixths = ratio(5, 6);
    for n in 1..=20_u32 {
        // (5/6)^(n-1) * 1/6, by the closed form.
        let expected = Pow::pow(five_sixths.clone(), n - 1) * ratio(1, 6);
        assert_eq!(course.ended_at(n), expected, "step {n}");
        assert_eq!(course.ended_at_by(n, &"six"), expected, "step {n}");
    }
    assert_eq!(course.steps_listed(), 20);
    assert_eq!(*course.beyond(), Pow::pow(five_sixths.clone(), 20_u32));
    assert_eq!(course.ended_by(20) + course.beyond(), BigRational::one());
    assert_eq!(course.ended_at(21), BigRational::zero());
    assert_eq!(course.ended_at(0), BigRational::zero());
}

/// Gambler's ruin: one coin a step, won with `win`, from 1 coin, until
/// the purse holds 0 or `goal` coins. It comes back to earlier states.
struct Ruin {
    win: BigRational,
    goal: u32,
}

impl Course for Ruin {
    type State = u32;
    type End = bool;

    fn step(&self, purse: &u32) -> Result<Odds<Next<u32, bool>>, Error> {
        let up = if purse + 1 == self.goal {
            Next::End(true)
        } else {
            Next::Go(purse + 1)
        };
        let down = if *purse == 1 {
            Next::End(false)
        } else {
            Next::Go(purse - 1)
        };
        Odds::new(
            [
                (up, self.win.clone()),
                (down, BigRational::one() - &self.win),
            ],
            None,
        )
    }
}

#[test]
fn a_course_that_comes_back_is_solved_exactly() {
    // Fair coin, goal 3, from 1: wins with 1/3, in i(N - i) = 2 steps on average.
    let fair = Ruin {
        win: ratio(1, 2),
        goal: 3,
    };
    let course = fair.course_odds(1, Budget::new(10, 4).unwrap()).unwrap();
    assert_eq!(course.endings().probability(&true), Some(ratio(1, 3)));
    assert_eq!(*course.mean_steps(), ratio(2, 1));
    // Step 1: ruined at once (1/2). Step 2: up then up (1/4).
    assert_eq!(course.ended_at_by(1, &false), ratio(1, 2));
    assert_eq!(course.ended_at_by(2, &true), ratio(1, 4));
    // Step 3: up, down, down (1/8); step 4: up, down, up, up (1/16).
    assert_eq!(course.ended_at(3), ratio(1, 8));
    assert_eq!(course.ended_at(4), ratio(1, 16));
    assert_eq!(*course.beyond(), ratio(1, 16));

    // Unfair coin won 2 in 3, goal 3, from 1: (1 - r) / (1 - r^3) with r = 1/2.
    let unfair = Ruin {
        win: ratio(2, 3),
        goal: 3,
    };
    let course = unfair.course_odds(1, Budget::new(10, 0).unwrap()).unwrap();
    assert_eq!(course.endings().probability(&true), Some(ratio(4, 7)));
    assert_eq!(course.steps_listed(), 0);
    assert_eq!(*course.beyond(), BigRational::one());
}

/// A procedure stuck for good in one state, or between two.
struct Stuck {
    pair: bool,
}

impl Course for Stuck {
    type State = u32;
    type End = ();

    fn step(&self, state: &u32) -> Result<Odds<Next<u32, ()>>, Error> {
        let next = match (self.pair, state) {
            (_, 0) => {
                return Odds::new(
                    [(Next::Go(1), ratio(1, 2)), (Next::End(()), ratio(1, 2))],
                    None,
                );
            }
            (false, s) => *s,
            (true, 1) => 2,
            (true, _) => 1,
        };
        Ok(Odds::certain(Next::Go(next)))
    }
}

#[test]
fn a_course_that_can_never_end_is_refused() {
    let budget = Budget::new(10, 10).unwrap();
    assert_eq!(
        Stuck { pair: false }.course_odds(0, budget),
        Err(Error::NeverEnds)
    );
    assert_eq!(
        Stuck { pair: true }.course_odds(0, budget),
        Err(Error::NeverEnds)
    );
}

/// Counting up forever, ending with one in two each step: unbounded
/// states.
struct Counter {
    hint: Option<u64>,
}

impl Course for Counter {
    type State = u64;
    type End = ();

    fn step(&self, n: &u64) -> Result<Odds<Next<u64, ()>>, Error> {
        if self.hint.is_some() {
            // A declared size over budget is refused before any step.
            return Err(Error::Forged);
        }
        Odds::new(
            [(Next::Go(n + 1), ratio(1, 2)), (Next::End(()), ratio(1, 2))],
            None,
        )
    }

    fn states_hint(&self, _: &u64) -> Option<u64> {
        self.hint
    }
}

#[test]
fn a_course_over_its_budget_is_refused() {
    let budget = Budget::new(50, 10).unwrap();
    let err = Counter { hint: None }.course_odds(0, budget).unwrap_err();
    assert_eq!(err, Error::TooManyStates { max: 50 });
    assert_eq!(
        err.to_string(),
        "the procedure reaches more than 50 states, its budget"
    );
    let declared = Counter { hint: Some(51) }.course_odds(0, budget);
    assert_eq!(declared, Err(Error::TooManyStates { max: 50 }));
    assert!(Budget::new(Budget::MAX_STATES + 1, 1).is_err());
}

/// A walk that can go back: 1 to `top` and back, ending off either end.
struct Walk {
    top: u32,
}

impl Course for Walk {
    type State = u32;
    type End = bool;

    fn step(&self, at: &u32) -> Result<Odds<Next<u32, bool>>, Error> {
        let up = if *at == self.top {
            Next::End(true)
        } else {
            Next::Go(at + 1)
        };
        let down = if *at == 1 {
            Next::End(false)
        } else {
            Next::Go(at - 1)
        };
        Odds::new([(up, ratio(1, 2)), (down, ratio(1, 2))], None)
    }
}

#[test]
fn a_returning_course_is_bounded_before_its_linear_system() {
    let budget = Budget::new(1_000, 0).unwrap();
    // Fair walk on 1..=N from 1: out at the top with 1/(N + 1).
    let small = Walk { top: 9 }.course_odds(1, budget).unwrap();
    assert_eq!(small.endings().probability(&true), Some(ratio(1, 10)));
    let big = Walk { top: 201 }.course_odds(1, budget);
    assert_eq!(
        big,
        Err(Error::TooManyStates {
            max: Budget::MAX_RETURNING_STATES
        })
    );
    assert!(Budget::new(1_000, 1_001).is_err());
}
