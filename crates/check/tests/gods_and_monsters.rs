//! Gods & Monsters checks: the roll-under roll, difficulty and obstacle
//! sizes, careful attempts, one roll per task, assistance and the smallest
//! die, against the rulebook's numbers and brute-force enumeration.

use std::collections::BTreeMap;

use crate::common::{assert_agrees_with_sampling, frac};
use num_rational::BigRational;
use osr_check::gods_and_monsters::{Assistance, MAX_MODIFIER};
use osr_check::gods_and_monsters::{
    AttemptError, Attempter, Attempts, CarefulPeriod, DICE, DifficultReading, Difficulty,
    FailurePoint, FieldBonus, MAX_OBSTACLE_SIZE, MAX_SECTIONS, Obstacle, Roll, Scale, SmallestDie,
};
use osr_check::{Check, Error, Fate, MAX_TIE_ROUNDS, PassFail, Resolved, Rolled};
use osr_core::{DamageStep, Die, SuppliedFaces};
use osr_dice::{Budget, Distribution, Limits, compile};

fn band<C: Check>(check: &C, faces: &[u32]) -> C::Band {
    check
        .roll(&mut SuppliedFaces::new(faces))
        .expect("rolls")
        .band()
}

/// P(pass) of a d20 roll at most `target`, by counting the faces.
fn pass_by_counting(target: i32) -> BigRational {
    let passing = (1..=20).filter(|&face| face <= target).count();
    frac(i64::try_from(passing).unwrap(), 20)
}

fn dist(notation: &str) -> Distribution {
    compile(notation, &Limits::default())
        .and_then(|plan| plan.distribution(&Budget::default()))
        .expect(notation)
}

fn total(notation: &str, faces: &[u32]) -> i64 {
    let plan = compile(notation, &Limits::default()).unwrap();
    let mut source = SuppliedFaces::new(faces);
    let total = plan.roll_total(&mut source).unwrap();
    assert!(source.is_exhausted(), "{notation}: faces left over");
    total
}

/// Every total of `count` dice with `sides` faces, keeping the `keep`
/// highest, counted over all sides^count rolls.
fn enumerate(count: u32, sides: u32, keep: usize) -> BTreeMap<i64, u64> {
    let mut totals = BTreeMap::new();
    let rolls = u64::from(sides).pow(count);
    for mut index in 0..rolls {
        let mut faces = Vec::new();
        for _ in 0..count {
            faces.push(i64::try_from(index % u64::from(sides)).unwrap() + 1);
            index /= u64::from(sides);
        }
        faces.sort_unstable_by(|a, b| b.cmp(a));
        *totals.entry(faces[..keep].iter().sum()).or_default() += 1;
    }
    totals
}

fn assert_matches_enumeration(notation: &str, count: u32, sides: u32, keep: usize) {
    let d = dist(notation);
    let totals = enumerate(count, sides, keep);
    let all: u64 = totals.values().sum();
    assert_eq!(d.len(), totals.len(), "{notation}");
    for (t, ways) in totals {
        assert_eq!(
            d.probability(t),
            BigRational::new(ways.into(), all.into()),
            "{notation}: P({t})"
        );
    }
}

// ---- the roll

#[test]
fn roll_passes_at_or_under_the_target() {
    // rule: GM-dice.roll-under
    // Toromeen's perception 4: 4 succeeds, 5 fails.
    let perception = Roll::new(4).unwrap();
    assert_eq!(band(&perception, &[4]), PassFail::Pass);
    assert_eq!(band(&perception, &[5]), PassFail::Fail);
    assert_eq!(
        perception.odds().probability(&PassFail::Pass),
        Some(frac(4, 20))
    );

    // No natural 1 or 20: a target of 20 or more cannot fail, one below 1
    // cannot succeed.
    assert_eq!(band(&Roll::new(20).unwrap(), &[20]), PassFail::Pass);
    assert_eq!(band(&Roll::new(0).unwrap(), &[1]), PassFail::Fail);
    for target in -25..=45 {
        let roll = Roll::new(target.clamp(-20, 60))
            .unwrap()
            .with_modifier(target - target.clamp(-20, 60))
            .unwrap();
        assert_eq!(roll.target(), target);
        assert_eq!(
            roll.odds().probability(&PassFail::Pass),
            Some(pass_by_counting(target)),
            "target {target}"
        );
    }
}

#[test]
fn every_roll_agrees_with_sampling() {
    // rule: GM-dice.roll-under, GM-dice.modifiers
    for (score, modifier) in [
        (4, 0),
        (10, 0),
        (15, 2),
        (3, -5),
        (18, 4),
        (60, 0),
        (-20, 0),
    ] {
        let roll = Roll::new(score).unwrap().with_modifier(modifier).unwrap();
        assert_agrees_with_sampling(&roll, 5_000);
    }
}

#[test]
fn failed_rolls_tell_the_miss_for_a_mojo_bid() {
    // rule: GM-dice.roll-under, GM-core.margin
    // Target 9, roll 13: missed by 4, what a mojo bid must cover.
    let roll = Roll::new(9).unwrap();
    let missed = roll.roll(&mut SuppliedFaces::new(&[13])).unwrap();
    assert_eq!((missed.passed(), missed.missed_by()), (false, Some(4)));
    assert_eq!(missed.made_by(), None);
    // Target 13, roll 9: made by 4.
    let made = Roll::new(13)
        .unwrap()
        .roll(&mut SuppliedFaces::new(&[9]))
        .unwrap();
    assert_eq!((made.made_by(), made.missed_by()), (Some(4), None));
    // Made exactly: by 0.
    let exact = roll.roll(&mut SuppliedFaces::new(&[9])).unwrap();
    assert_eq!(exact.made_by(), Some(0));
    // The margin of every face, against the target.
    for face in 1..=20 {
        let outcome = roll.roll(&mut SuppliedFaces::new(&[face])).unwrap();
        let expected = (face > 9).then(|| face - 9);
        assert_eq!(outcome.missed_by(), expected, "face {face}");
    }
}

#[test]
fn situational_modifiers_add_up() {
    // rule: GM-dice.modifiers
    // Noisy goblins: the referee gives Toromeen (perception 4) a bonus.
    let noticing = Roll::new(4).unwrap().adjusted(2).unwrap();
    assert_eq!((noticing.modifier(), noticing.target()), (2, 6));
    assert_eq!(band(&noticing, &[6]), PassFail::Pass);
    // Bonuses and penalties accumulate; with_modifier replaces them all.
    let both = noticing.adjusted(-3).unwrap();
    assert_eq!(both.target(), 3);
    assert_eq!(both.with_modifier(1).unwrap().target(), 5);
    assert_eq!(
        Roll::new(10).unwrap().adjusted(101),
        Err(Error::Core(osr_core::Error::OutOfRange {
            what: "modifier",
            value: 101,
            min: -100,
            max: 100
        }))
    );
    // The sum is checked, not each step: no overflow on hostile input.
    assert_eq!(
        Roll::new(10)
            .unwrap()
            .adjusted(MAX_MODIFIER)
            .unwrap()
            .adjusted(i32::MAX)
            .unwrap_err()
            .to_string(),
        format!(
            "modifier must be in -100..=100, got {}",
            100 + i64::from(i32::MAX)
        )
    );
    assert_eq!(
        Roll::new(61).unwrap_err().to_string(),
        "score must be in -20..=60, got 61"
    );
}

#[test]
fn a_skill_adds_its_fields_bonus() {
    // rule: GM-dice.skill-applies
    // Reason 6, History +1 with a relevant skill: roll 7 or less.
    let recall = Roll::new(6)
        .unwrap()
        .with_field_bonus(FieldBonus::new(1).unwrap())
        .unwrap();
    assert_eq!(recall.target(), 7);
    assert_eq!(band(&recall, &[7]), PassFail::Pass);
    assert_eq!(
        recall.odds().probability(&PassFail::Pass),
        Some(frac(7, 20))
    );
    assert_eq!(FieldBonus::ZERO.get(), 0);
    assert_eq!(
        FieldBonus::new(21),
        Err(Error::Core(osr_core::Error::OutOfRange {
            what: "field bonus",
            value: 21,
            min: 0,
            max: 20
        }))
    );
    assert_eq!(
        FieldBonus::new(-1).unwrap_err().to_string(),
        "field bonus must be in 0..=20, got -1"
    );
}

// ---- difficulty and obstacle sizes

#[test]
fn difficulty_levels() {
    // rule: GM-dice.difficulty
    let table: Vec<(&str, i32)> = Difficulty::ALL
        .iter()
        .map(|d| (d.name(), d.modifier()))
        .collect();
    assert_eq!(
        table,
        [
            ("Practically Impossible", -16),
            ("Nearly Impossible", -8),
            ("Extremely Difficult", -4),
            ("Very Difficult", -2),
            ("Difficult", 0),
            ("Easy", 2),
            ("Very Easy", 4),
            ("A Snap", 8),
            ("Incredibly Easy", 16),
        ]
    );
    // The blank "Difficult" cell: 0 by default, -1 as an option; nothing
    // else changes.
    for d in Difficulty::ALL {
        let option = d.modifier_under(DifficultReading::MinusOne);
        if d == Difficulty::Difficult {
            assert_eq!(option, -1);
        } else {
            assert_eq!(option, d.modifier(), "{d}");
        }
    }
    assert_eq!(Difficulty::ASnap.to_string(), "A Snap");
    let nearly_impossible = Roll::new(12)
        .unwrap()
        .adjusted(Difficulty::NearlyImpossible.modifier())
        .unwrap();
    assert_eq!(nearly_impossible.target(), 4);
}

/// The printed table's column for `multiple`: the largest power of two at
/// most `multiple`, found by doubling.
fn column_below(multiple: i64) -> i32 {
    let mut size = 1_i64;
    let mut penalty = 0;
    while size * 2 <= multiple {
        size *= 2;
        penalty += 1;
    }
    penalty
}

#[test]
fn obstacle_size_penalties_read_down() {
    // rule: GM-dice.obstacle-size
    // The printed table: sizes 1, 2, 4 … 1024 give 0 (blank) to 10.
    let sizes = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024];
    for (penalty, size) in sizes.into_iter().enumerate() {
        assert_eq!(
            Scale::ReadDown.penalty(size).unwrap(),
            i32::try_from(penalty).unwrap()
        );
    }
    // Between columns, read down; past 1024 the doubling goes on.
    for multiple in 1..=5_000 {
        assert_eq!(
            Scale::ReadDown.penalty(multiple).unwrap(),
            column_below(multiple),
            "multiple {multiple}"
        );
    }
    assert_eq!(Scale::ReadDown.penalty(3).unwrap(), 1);
    assert_eq!(Scale::ReadDown.penalty(2047).unwrap(), 10);
    assert_eq!(Scale::ReadDown.penalty(2048).unwrap(), 11);
    assert_eq!(Scale::ReadDown.penalty(i64::MAX).unwrap(), 62);
    assert_eq!(Scale::default(), Scale::ReadDown);

    // Climbing in 10-foot units: 20-39 ft -1, 40-79 ft -2, 80-159 ft -3.
    for (feet, penalty) in [
        (5, 0),
        (10, 0),
        (19, 0),
        (20, 1),
        (39, 1),
        (40, 2),
        (79, 2),
        (80, 3),
        (159, 3),
        (160, 4),
        (200, 4),
    ] {
        let wall = Obstacle::new(feet, 10).unwrap();
        assert_eq!(wall.penalty(), penalty, "{feet}-foot wall");
        assert_eq!(wall.penalty_on(Scale::ReadDown).unwrap(), penalty);
    }
    assert_eq!(Obstacle::new(5, 10).unwrap().multiple(), 1);
    assert_eq!(Obstacle::new(39, 10).unwrap().multiple(), 3);
    // Searching: a 20 by 20 foot area (or a 20-foot circle) -1, 40 by 40
    // -2, measured along a side.
    assert_eq!(Obstacle::new(20, 10).unwrap().penalty(), 1);
    assert_eq!(Obstacle::new(40, 10).unwrap().penalty(), 2);

    // A 200-foot wall is -4 on the one climbing roll.
    let climb = Roll::new(15)
        .unwrap()
        .adjusted(-Obstacle::new(200, 10).unwrap().penalty())
        .unwrap();
    assert_eq!(climb.target(), 11);
}

#[test]
fn obstacle_sizes_must_be_positive() {
    // rule: GM-dice.obstacle-size
    assert_eq!(
        Obstacle::new(0, 10),
        Err(Error::Core(osr_core::Error::OutOfRange {
            what: "obstacle size",
            value: 0,
            min: 1,
            max: MAX_OBSTACLE_SIZE
        }))
    );
    assert_eq!(
        Obstacle::new(-40, 10).unwrap_err().to_string(),
        "obstacle size must be in 1..=1000000000000, got -40"
    );
    assert_eq!(
        Obstacle::new(40, 0).unwrap_err().to_string(),
        "no-penalty size must be in 1..=1000000000000, got 0"
    );
    assert_eq!(
        Obstacle::new(40, -10).unwrap_err().to_string(),
        "no-penalty size must be in 1..=1000000000000, got -10"
    );
    for scale in [Scale::ReadDown, Scale::Linear, Scale::ReadUp] {
        for multiple in [0, -1, i64::MIN] {
            assert!(
                matches!(
                    scale.penalty(multiple),
                    Err(Error::Core(osr_core::Error::OutOfRange { what: "obstacle multiple", value, min: 1, .. }))
                        if value == multiple
                ),
                "{scale:?} {multiple}"
            );
        }
    }
}

#[test]
fn linear_and_read_up_variants() {
    // rule: GM-dice.obstacle-size.variants
    // Linear: a size of three is a penalty of three.
    assert_eq!(Scale::Linear.penalty(3).unwrap(), 3);
    assert_eq!(Scale::Linear.penalty(1).unwrap(), 0);
    for multiple in 2..=100 {
        assert_eq!(
            i64::from(Scale::Linear.penalty(multiple).unwrap()),
            multiple
        );
    }
    assert_eq!(
        Obstacle::new(30, 10).unwrap().penalty_on(Scale::Linear),
        Ok(3)
    );
    assert_eq!(
        Scale::Linear
            .penalty(2_147_483_648)
            .unwrap_err()
            .to_string(),
        "obstacle multiple must be in 1..=2147483647, got 2147483648"
    );

    // Read up, as jumping up reads it: up to 1 foot no penalty, then a
    // penalty that doubles for each foot beyond (1, 2, 4, 8, 16, 32).
    let jumping = [0, 1, 2, 4, 8, 16, 32];
    for (feet, penalty) in (1..).zip(jumping) {
        assert_eq!(Scale::ReadUp.penalty(feet).unwrap(), penalty, "{feet} ft");
    }
    // Each further step doubles the one before.
    for multiple in 3..=32 {
        assert_eq!(
            Scale::ReadUp.penalty(multiple).unwrap(),
            2 * Scale::ReadUp.penalty(multiple - 1).unwrap()
        );
    }
    assert_eq!(
        Scale::ReadUp.penalty(33),
        Err(Error::Core(osr_core::Error::OutOfRange {
            what: "obstacle multiple",
            value: 33,
            min: 1,
            max: 32
        }))
    );
    // Too big for the scale: an error from the obstacle too.
    assert!(
        Obstacle::new(330, 10)
            .unwrap()
            .penalty_on(Scale::ReadUp)
            .is_err()
    );

    // Jumping up 5 feet, agility 12 and strength 18 (major +4), a snap (+8):
    // 24 - 8 = 16. A roll of 18 misses 5 feet but makes 4 feet (24 - 4 = 20).
    let jump = |feet: i64| {
        Roll::new(12)
            .unwrap()
            .adjusted(4 + Difficulty::ASnap.modifier() - Scale::ReadUp.penalty(feet).unwrap())
            .unwrap()
    };
    assert_eq!(jump(5).target(), 16);
    assert_eq!(band(&jump(5), &[18]), PassFail::Fail);
    assert_eq!(jump(4).target(), 20);
    assert_eq!(band(&jump(4), &[18]), PassFail::Pass);
}

#[test]
fn obstacle_time_scales_with_the_multiple() {
    // rule: GM-dice.obstacle-time
    // A 40-foot climb takes four times the 10-foot time.
    let ten = Obstacle::new(10, 10).unwrap();
    let forty = Obstacle::new(40, 10).unwrap();
    assert_eq!(forty.time(3).unwrap(), 4 * ten.time(3).unwrap());
    assert_eq!(forty.time(3).unwrap(), 12);
    // 40 by 40 feet searched at 2 minutes per 10-foot unit: 4 units.
    assert_eq!(forty.time(2).unwrap(), 8);
    for feet in [10, 20, 39, 40, 80, 200] {
        let wall = Obstacle::new(feet, 10).unwrap();
        assert_eq!(wall.time(5).unwrap(), 5 * (feet / 10), "{feet} ft");
    }
    assert_eq!(
        forty.time(-1).unwrap_err().to_string(),
        format!(
            "time per no-penalty size must be in 0..={}, got -1",
            i64::MAX / 4
        )
    );
    assert!(forty.time(i64::MAX / 4).is_ok());
    assert!(forty.time(i64::MAX / 4 + 1).is_err());
}

#[test]
fn failure_point_is_one_section_in_so_many() {
    // rule: GM-dice.obstacle-failure-point
    // A failed climb of an 80-foot wall: d8 = 5 is the fifth ten feet.
    let fall = Obstacle::new(80, 10).unwrap().failure_point().unwrap();
    assert_eq!((fall.sections(), fall.unit()), (8, 10));
    let at = fall.roll(&mut SuppliedFaces::new(&[5])).unwrap();
    assert_eq!((at.section(), at.start(), at.end()), (5, 40, 50));
    assert_eq!(
        at.dice(),
        [Rolled {
            sides: 8,
            face: 5,
            fate: Fate::Counted
        }]
    );
    // Every section equally likely.
    let odds = fall.odds();
    assert_eq!(odds.bands().len(), 8);
    for section in 1..=8 {
        assert_eq!(odds.probability(&section), Some(frac(1, 8)));
    }
    for feet in [10, 25, 80, 200, 1_000] {
        let point = Obstacle::new(feet, 10).unwrap().failure_point().unwrap();
        assert_agrees_with_sampling(&point, 5_000);
    }
    // A face off the die is the face source's error.
    assert!(matches!(
        fall.roll(&mut SuppliedFaces::new(&[9])),
        Err(Error::Core(_))
    ));
    assert_eq!(
        Obstacle::new(20_480, 10)
            .unwrap()
            .failure_point()
            .unwrap_err()
            .to_string(),
        "obstacle sections must be in 1..=2047, got 2048"
    );
    assert!(FailurePoint::new(i64::from(MAX_SECTIONS), 10).is_ok());
    assert!(FailurePoint::new(0, 10).is_err());
    assert!(FailurePoint::new(8, 0).is_err());
}

// ---- careful attempts

#[test]
fn careful_attempts() {
    // rule: GM-dice.careful
    use CarefulPeriod::{Day, Hour, Minute, Round, TenMinutes};
    // One step longer +1, two steps (or more) +2.
    let cases = [
        (Round, Round, 0),
        (Round, Minute, 1),
        (Round, TenMinutes, 2),
        (Round, Hour, 2),
        (Minute, TenMinutes, 1),
        (Minute, Hour, 2),
        (TenMinutes, Hour, 1),
        (TenMinutes, Day, 2),
        (Hour, Day, 1),
        (Day, Day, 0),
    ];
    for (base, spent, bonus) in cases {
        assert_eq!(
            base.careful_bonus(spent).unwrap(),
            bonus,
            "{base} -> {spent}"
        );
    }
    assert_eq!(
        CarefulPeriod::LADDER.map(|p| p.to_string()),
        [
            "one round",
            "one minute",
            "ten minutes",
            "one hour",
            "an 8-hour day"
        ]
    );
    assert_eq!(Round.longer(1), Some(Minute));
    assert_eq!(Minute.longer(2), Some(Hour));
    assert_eq!(Hour.longer(2), None);
    assert_eq!(Round.longer(u32::MAX), None);
    assert_eq!(
        Hour.careful_bonus(Minute),
        Err(Error::Core(osr_core::Error::OutOfRange {
            what: "careful time steps",
            value: -2,
            min: 0,
            max: 1
        }))
    );
    assert_eq!(
        Minute.careful_bonus(Round).unwrap_err().to_string(),
        "careful time steps must be in 0..=3, got -1"
    );
    let careful = Roll::new(9)
        .unwrap()
        .adjusted(TenMinutes.careful_bonus(Day).unwrap())
        .unwrap();
    assert_eq!(careful.target(), 11);
}

// ---- one roll per task

#[test]
fn one_roll_covers_the_whole_obstacle() {
    // rule: GM-dice.single-roll
    // A thief climbs a hundred feet, has an encounter, climbs a hundred
    // more: the first roll covers both.
    let climb = Roll::new(15)
        .unwrap()
        .adjusted(-Obstacle::new(200, 10).unwrap().penalty())
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
        AttemptError::AlreadyPassed
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
        Err(AttemptError::NoRetry { by: Individual })
    );
    assert_eq!(
        task,
        Attempts::FailedAlone,
        "a refused roll changes nothing"
    );
    task.record(Group, Fail).unwrap();
    assert_eq!(task, Attempts::Exhausted);
    assert_eq!(task.record(Individual, Pass), Err(AttemptError::Exhausted));
    assert_eq!(task.record(Group, Pass), Err(AttemptError::Exhausted));
    assert_eq!(task.result(), Some(Fail));

    let mut task = Attempts::new();
    task.record(Group, Fail).unwrap();
    assert_eq!(task, Attempts::FailedAsGroup);
    assert_eq!(
        task.record(Group, Pass),
        Err(AttemptError::NoRetry { by: Group })
    );
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
    assert_eq!(task.may_try(Group), Err(AttemptError::AlreadyPassed));

    // Reframed as a different task: a fresh record.
    assert_eq!(Attempts::new().may_try(Individual), Ok(()));

    assert_eq!(
        AttemptError::NoRetry { by: Individual }.to_string(),
        "an individual already failed this task: only a group may try once more, or reframe the task"
    );
    assert_eq!(
        AttemptError::AlreadyPassed.to_string(),
        "the task already succeeded: its roll stands for the rest of it"
    );
    assert_eq!(
        AttemptError::Exhausted.to_string(),
        "an individual and a group both failed this task: only a reframed task may be tried"
    );
}

#[test]
fn a_roll_that_cannot_be_made_records_nothing() {
    // rule: GM-dice.no-reroll, GM-dice.single-roll
    let roll = Roll::new(10).unwrap();
    let mut task = Attempts::new();
    let err = task
        .attempt(Attempter::Individual, &roll, &mut SuppliedFaces::new(&[]))
        .unwrap_err();
    assert!(matches!(err, AttemptError::Roll(Error::Core(_))), "{err:?}");
    assert_eq!(task, Attempts::Untried);
    assert!(std::error::Error::source(&err).is_some());
    let fail = task
        .attempt(Attempter::Group, &roll, &mut SuppliedFaces::new(&[11]))
        .unwrap();
    assert_eq!(fail.missed_by(), Some(1));
    assert_eq!(task, Attempts::FailedAsGroup);
}

// ---- assistance

#[test]
fn the_herbalist_tends_three_patients() {
    // rule: GM-dice.assist
    // Wisdom 15, Healing Craft +2, three patients (obstacle size 3, -1):
    // 16 or less.
    let herbalist = Assistance::new(Roll::new(15).unwrap(), FieldBonus::new(2).unwrap())
        .unwrap()
        .for_people(3)
        .unwrap();
    assert_eq!(herbalist.assistant_roll().target(), 16);
    assert_eq!(herbalist.penalty(), 1);
    assert_eq!(herbalist.people(), 3);
    assert_eq!(
        herbalist.odds().probability(&PassFail::Pass),
        Some(frac(16, 20))
    );
    assert_eq!(band(&herbalist, &[17]), PassFail::Fail);

    let tended = herbalist.roll(&mut SuppliedFaces::new(&[16])).unwrap();
    assert_eq!(tended.band(), PassFail::Pass);
    let lent = tended.lent().expect("succeeded");
    assert_eq!(lent.bonus().get(), 2);
    // Each patient gets +2 on that night's health roll.
    for health in [10, 11, 7] {
        let night = lent.assist(Roll::new(health).unwrap()).unwrap();
        assert_eq!(night.target(), health + 2);
        assert_eq!(night.lent(), FieldBonus::new(2).unwrap());
        assert_eq!(
            night.odds().probability(&PassFail::Pass),
            Some(pass_by_counting(health + 2))
        );
    }
    assert!(!tended.weapon_contest_damage());

    // The number of people reads down the obstacle table.
    let alone = Assistance::new(Roll::new(15).unwrap(), FieldBonus::new(2).unwrap()).unwrap();
    for (people, penalty) in [(1, 0), (2, 1), (3, 1), (4, 2), (7, 2), (8, 3), (1024, 10)] {
        let helping = alone.for_people(people).unwrap();
        assert_eq!(helping.penalty(), penalty, "{people} people");
        assert_eq!(helping.assistant_roll().target(), 17 - penalty);
    }
    assert_eq!(
        alone.for_people(0).unwrap_err().to_string(),
        "people assisted must be in 1..=4294967295, got 0"
    );
}

#[test]
fn the_speechwriters_bonus_replaces_the_politicians() {
    // rule: GM-dice.assist
    // Political Science +1 of one's own; the speechwriter's Writing Craft
    // +3 in its place.
    let speechwriter =
        Assistance::new(Roll::new(12).unwrap(), FieldBonus::new(3).unwrap()).unwrap();
    assert_eq!(speechwriter.assistant_roll().target(), 15);
    let speech = speechwriter.roll(&mut SuppliedFaces::new(&[15])).unwrap();
    let oration = Roll::new(10).unwrap();
    let alone = oration
        .with_field_bonus(FieldBonus::new(1).unwrap())
        .unwrap();
    let assisted = speech.lent().unwrap().assist(oration).unwrap();
    assert_eq!((alone.target(), assisted.target()), (11, 13));
    assert_eq!(assisted.base(), oration);
    assert_eq!(assisted.effective_roll().modifier(), 3);
    // Rolled like any check.
    assert_eq!(band(&assisted, &[13]), PassFail::Pass);
    let rolled = assisted.roll(&mut SuppliedFaces::new(&[14])).unwrap();
    assert_eq!(rolled.missed_by(), Some(1));
    // A failed speech lends nothing.
    let failed = speechwriter.roll(&mut SuppliedFaces::new(&[16])).unwrap();
    assert_eq!((failed.lent(), failed.save().missed_by()), (None, Some(1)));
}

#[test]
fn one_field_bonus_assists_a_roll() {
    // rule: GM-dice.assist.limits
    let lend = |bonus| {
        Assistance::new(Roll::new(20).unwrap(), FieldBonus::new(bonus).unwrap())
            .unwrap()
            .roll(&mut SuppliedFaces::new(&[1]))
            .unwrap()
            .lent()
            .unwrap()
    };
    // An assisted roll takes no second lent bonus (no method does it);
    // lending again to its base replaces the first, it does not stack.
    let first = lend(2).assist(Roll::new(8).unwrap()).unwrap();
    let second = lend(3).assist(first.base()).unwrap();
    assert_eq!((first.target(), second.target()), (10, 11));

    // Surgery fails: the patient takes weapon-contest damage.
    let surgeon = Assistance::new(Roll::new(12).unwrap(), FieldBonus::new(2).unwrap())
        .unwrap()
        .with_weapon(true);
    assert!(surgeon.weapon());
    let failed = surgeon.roll(&mut SuppliedFaces::new(&[15])).unwrap();
    assert!(failed.weapon_contest_damage());
    let succeeded = surgeon.roll(&mut SuppliedFaces::new(&[14])).unwrap();
    assert!(!succeeded.weapon_contest_damage());
    // Failing without a weapon hurts nobody.
    let herbs = surgeon.with_weapon(false);
    assert!(
        !herbs
            .roll(&mut SuppliedFaces::new(&[15]))
            .unwrap()
            .weapon_contest_damage()
    );
}

#[test]
fn assistance_agrees_with_sampling() {
    // rule: GM-dice.assist
    for (ability, bonus, people) in [(15, 2, 3), (12, 3, 1), (8, 0, 20), (18, 20, 1)] {
        let assistance =
            Assistance::new(Roll::new(ability).unwrap(), FieldBonus::new(bonus).unwrap())
                .unwrap()
                .for_people(people)
                .unwrap()
                .with_weapon(true);
        assert_agrees_with_sampling(&assistance, 5_000);
        let lent = Assistance::new(Roll::new(20).unwrap(), FieldBonus::new(bonus).unwrap())
            .unwrap()
            .roll(&mut SuppliedFaces::new(&[1]))
            .unwrap()
            .lent()
            .unwrap();
        assert_agrees_with_sampling(&lent.assist(Roll::new(ability).unwrap()).unwrap(), 5_000);
    }
}

// ---- the smallest die

/// The smallest die of the set with at least `n` faces, found by scanning.
fn smallest_with(n: u32) -> u32 {
    [2, 3, 4, 6, 8, 10, 12, 20]
        .into_iter()
        .find(|&sides| sides >= n)
        .unwrap()
}

#[test]
fn up_to_n_on_the_smallest_die() {
    // rule: GM-dice.smallest-die
    assert_eq!(SmallestDie::new(7).unwrap().die(), Die::D8);
    assert_eq!(SmallestDie::new(15).unwrap().die(), Die::D20);
    assert_eq!(SmallestDie::new(2).unwrap().die(), Die::D2);
    assert_eq!(SmallestDie::new(3).unwrap().die(), Die::D3);
    for n in 1..=20 {
        let up_to = SmallestDie::new(n).unwrap();
        assert_eq!(up_to.up_to(), n);
        assert_eq!(up_to.die().sides(), smallest_with(n), "up to {n}");
        // Exactly uniform on 1..=n.
        let odds = up_to.odds();
        assert_eq!(odds.bands().len(), usize::try_from(n).unwrap());
        for value in 1..=n {
            assert_eq!(
                odds.probability(&value),
                Some(frac(1, i64::from(n))),
                "up to {n}: {value}"
            );
        }
        assert_agrees_with_sampling(&up_to, 4_000);
    }

    // Up to 7 on a d8: an 8 is rolled again, and stays in the trace.
    let seven = SmallestDie::new(7).unwrap();
    let outcome = seven.roll(&mut SuppliedFaces::new(&[8, 8, 6])).unwrap();
    assert_eq!(outcome.value(), 6);
    assert_eq!(
        outcome.dice(),
        [
            Rolled {
                sides: 8,
                face: 8,
                fate: Fate::Replaced
            },
            Rolled {
                sides: 8,
                face: 8,
                fate: Fate::Replaced
            },
            Rolled {
                sides: 8,
                face: 6,
                fate: Fate::Counted
            },
        ]
    );
    // Up to 15 on a d20: 16 to 20 are rolled again.
    let fifteen = SmallestDie::new(15).unwrap();
    for face in 16..=20 {
        assert_eq!(
            fifteen
                .roll(&mut SuppliedFaces::new(&[face, 15]))
                .unwrap()
                .value(),
            15
        );
    }
}

#[test]
fn the_smallest_die_gives_up_on_endless_rerolls() {
    // rule: GM-dice.smallest-die
    let seven = SmallestDie::new(7).unwrap();
    let eights = vec![8; usize::try_from(MAX_TIE_ROUNDS).unwrap() + 1];
    assert_eq!(
        seven.roll(&mut SuppliedFaces::new(&eights)),
        Err(Error::Unresolved {
            what: "smallest-die re-roll",
            rolls: MAX_TIE_ROUNDS
        })
    );
    // One good face at the last allowed roll still settles.
    let mut almost = vec![8; usize::try_from(MAX_TIE_ROUNDS).unwrap() - 1];
    almost.push(7);
    assert_eq!(
        seven
            .roll(&mut SuppliedFaces::new(&almost))
            .unwrap()
            .value(),
        7
    );
    for n in [0, 21, u32::MAX] {
        assert_eq!(
            SmallestDie::new(n),
            Err(Error::Core(osr_core::Error::OutOfRange {
                what: "highest number rolled",
                value: n.into(),
                min: 1,
                max: 20
            }))
        );
    }
    assert_eq!(
        SmallestDie::new(21).unwrap_err().to_string(),
        "highest number rolled must be in 1..=20, got 21"
    );
}

// ---- the dice and notation

#[test]
fn the_dice_the_rules_use() {
    // rule: GM-dice.notation
    assert_eq!(DICE.map(Die::sides), [2, 3, 4, 6, 8, 10, 12, 20]);
    // d2 and d3 are plain uniform dice.
    for sides in [2, 3, 4, 6, 8, 10, 12, 20] {
        let d = dist(&format!("d{sides}"));
        assert_eq!((d.min(), d.max()), (Some(1), Some(i64::from(sides))));
        for face in 1..=i64::from(sides) {
            assert_eq!(d.probability(face), frac(1, i64::from(sides)));
        }
    }
    // The sums the rules print, against enumeration of every roll.
    for (count, sides) in [(2, 6), (3, 6), (4, 6), (2, 8), (2, 10), (7, 6)] {
        let keep = usize::try_from(count).unwrap();
        assert_matches_enumeration(&format!("{count}d{sides}"), count, sides, keep);
    }
    // 8d6 (dwarf age) and 6d10: bounds and the mean of the sum.
    let age = dist("8d6");
    assert_eq!((age.min(), age.max()), (Some(8), Some(48)));
    assert_eq!(age.mean(), frac(28, 1));
    let six_d10 = dist("6d10");
    assert_eq!((six_d10.min(), six_d10.max()), (Some(6), Some(60)));
    assert_eq!(six_d10.mean(), frac(33, 1));
    // Toromeen's age: 120 + 8d6, which came up 31.
    assert_eq!(total("120+8d6", &[6, 5, 4, 3, 5, 2, 3, 3]), 151);
    // Height: 41 + 2d6 (10) + 1 + 4 = 56 inches.
    assert_eq!(total("41+2d6+1+4", &[4, 6]), 56);
}

#[test]
fn each_further_damage_step_adds_a_d6() {
    // rule: GM-dice.notation
    // 1, d2, d4, d6, d8, d10, d12, 2d8, 3d6, 4d6, then +d6 per step.
    let steps: Vec<String> = (0..=12)
        .map(|step| DamageStep::new(step).unwrap().dice().to_string())
        .collect();
    assert_eq!(
        steps,
        [
            "1", "d2", "d4", "d6", "d8", "d10", "d12", "2d8", "3d6", "4d6", "5d6", "6d6", "7d6"
        ]
    );
    // "+d6" on 4d6 is 5d6, in the notation too.
    assert_eq!(dist("4d6+d6"), dist("5d6"));
    assert_eq!(dist("5d6+d6"), dist("6d6"));
}

#[test]
fn ability_scores_keep_the_three_highest_of_four() {
    // rule: GM-dice.4d6k3, GM-dice.notation
    // Tony's six rolls for Toromeen.
    let rolls = [
        ([2, 5, 3, 6], 14),
        ([1, 1, 4, 5], 10),
        ([6, 5, 2, 4], 15),
        ([2, 1, 5, 2], 9),
        ([6, 3, 6, 6], 18),
        ([4, 5, 3, 3], 12),
    ];
    for (faces, score) in rolls {
        assert_eq!(total("4d6kh3", &faces), score, "{faces:?}");
    }
    // The whole distribution, against the 1296 rolls.
    assert_matches_enumeration("4d6kh3", 4, 6, 3);
}

#[cfg(feature = "serde")]
#[test]
fn serde_goes_through_the_constructors() {
    // rule: GM-dice.obstacle-size, GM-dice.smallest-die, GM-dice.assist
    use osr_check::gods_and_monsters::{Assistance as A, CarefulPeriod as P};
    fn round_trip<T>(value: &T) -> T
    where
        T: serde::Serialize + serde::de::DeserializeOwned,
    {
        serde_json::from_str(&serde_json::to_string(value).unwrap()).unwrap()
    }
    let wall = Obstacle::new(80, 10).unwrap();
    assert_eq!(round_trip(&wall), wall);
    assert_eq!(
        serde_json::to_string(&wall).unwrap(),
        r#"{"size":80,"unit":10}"#
    );
    let bad = serde_json::from_str::<Obstacle>(r#"{"size":0,"unit":10}"#).unwrap_err();
    assert!(
        bad.to_string().contains("obstacle size must be in"),
        "{bad}"
    );

    let up_to = SmallestDie::new(7).unwrap();
    assert_eq!(round_trip(&up_to), up_to);
    assert!(serde_json::from_str::<SmallestDie>("21").is_err());
    assert!(serde_json::from_str::<FieldBonus>("-1").is_err());

    let herbalist = A::new(Roll::new(15).unwrap(), FieldBonus::new(2).unwrap())
        .unwrap()
        .for_people(3)
        .unwrap();
    let back: A = round_trip(&herbalist);
    assert_eq!(back, herbalist);
    assert_eq!(back.assistant_roll().target(), 16);
    let defaulted: A = serde_json::from_str(r#"{"ability":{"score":15},"bonus":2}"#).unwrap();
    assert_eq!((defaulted.people(), defaulted.weapon()), (1, false));
    assert!(serde_json::from_str::<A>(r#"{"ability":{"score":15},"bonus":2,"people":0}"#).is_err());

    let point = wall.failure_point().unwrap();
    assert_eq!(round_trip(&point), point);
    assert!(serde_json::from_str::<FailurePoint>(r#"{"sections":0,"unit":10}"#).is_err());

    assert_eq!(round_trip(&Attempts::FailedAlone), Attempts::FailedAlone);
    assert_eq!(
        serde_json::to_string(&Attempts::FailedAsGroup).unwrap(),
        r#""failed-as-group""#
    );
    assert_eq!(round_trip(&P::TenMinutes), P::TenMinutes);
    assert_eq!(round_trip(&Difficulty::ASnap), Difficulty::ASnap);

    let outcome = herbalist.roll(&mut SuppliedFaces::new(&[3])).unwrap();
    assert_eq!(round_trip(&outcome), outcome);
}
