//! One roll per task.

use osr_check::gods_and_monsters::*;
use osr_check::{Error, PassFail};
use osr_core::SuppliedFaces;

#[test]
fn one_roll_covers_the_whole_obstacle() {
    // rule: GM-dice.single-roll
    // A thief climbs a hundred feet, has an encounter, climbs a hundred
    // more: the first roll covers both.
    let climb = Roll::new(15)
        .unwrap()
        .adjusted(Obstacle::new(200, 10).unwrap().modifier())
        .unwrap();
    let mut wall = Attempts::new();
    assert_eq!(wall.result(), None);
    let first = wall
        .attempt(Attempter::Individual, &climb, &mut SuppliedFaces::new(&[8]))
        .unwrap();
    assert!(first.passed());
    assert_eq!(wall, Attempts::Passed);
    assert_eq!(wall.result(), Some(PassFail::Pass));
    // Nobody rolls again for the second hundred feet: the result stands,
    // and no face is taken from the source.
    let mut source = SuppliedFaces::new(&[20]);
    assert_eq!(
        wall.attempt(Attempter::Individual, &climb, &mut source)
            .unwrap_err(),
        Error::TaskPassed
    );
    assert_eq!(source.remaining(), &[20]);
    assert_eq!(wall.result(), Some(PassFail::Pass));
    // News of an event in the underworld: asked once, not nightly.
    let mut news = Attempts::default();
    news.record(Attempter::Individual, PassFail::Fail).unwrap();
    for _night in 0..3 {
        assert_eq!(news.result(), Some(PassFail::Fail));
    }
}

#[test]
fn a_failure_is_retried_once_the_other_way() {
    // rule: GM-dice.no-reroll
    use Attempter::{Group, Individual};
    use PassFail::{Fail, Pass};
    // Every path through the rule, from an untried task.
    let mut task = Attempts::new();
    task.record(Individual, Fail).unwrap();
    assert_eq!(task, Attempts::FailedAlone);
    assert_eq!(
        task.record(Individual, Pass),
        Err(Error::NoRetry { by: Individual })
    );
    assert_eq!(
        task,
        Attempts::FailedAlone,
        "a refused roll changes nothing"
    );
    task.record(Group, Fail).unwrap();
    assert_eq!(task, Attempts::Exhausted);
    assert_eq!(task.record(Individual, Pass), Err(Error::TaskExhausted));
    assert_eq!(task.record(Group, Pass), Err(Error::TaskExhausted));
    assert_eq!(task.result(), Some(Fail));

    let mut task = Attempts::new();
    task.record(Group, Fail).unwrap();
    assert_eq!(task, Attempts::FailedAsGroup);
    assert_eq!(task.record(Group, Pass), Err(Error::NoRetry { by: Group }));
    task.record(Individual, Fail).unwrap();
    assert_eq!(task, Attempts::Exhausted);

    let mut task = Attempts::new();
    task.record(Group, Fail).unwrap();
    task.record(Individual, Pass).unwrap();
    assert_eq!(task, Attempts::Passed);

    let mut task = Attempts::new();
    task.record(Individual, Fail).unwrap();
    task.record(Group, Pass).unwrap();
    assert_eq!((task, task.result()), (Attempts::Passed, Some(Pass)));
    assert_eq!(task.may_try(Group), Err(Error::TaskPassed));

    // Reframed as a different task: a fresh record.
    assert_eq!(Attempts::new().may_try(Individual), Ok(()));
}

#[test]
fn a_roll_that_cannot_be_made_records_nothing() {
    let roll = Roll::new(10).unwrap();
    let mut task = Attempts::new();
    let err = task
        .attempt(Attempter::Individual, &roll, &mut SuppliedFaces::new(&[]))
        .unwrap_err();
    assert!(matches!(err, Error::Core(_)), "{err:?}");
    assert_eq!(task, Attempts::Untried);
    let fail = task
        .attempt(Attempter::Group, &roll, &mut SuppliedFaces::new(&[11]))
        .unwrap();
    assert_eq!(fail.missed_by(), Some(1));
    assert_eq!(task, Attempts::FailedAsGroup);
}
