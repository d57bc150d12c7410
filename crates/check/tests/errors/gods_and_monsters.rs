//! Error messages of `osr_check::gods_and_monsters`: one per input range,
//! per refusal of a task, and per figure a recorded outcome is checked for.

use insta::assert_snapshot;
use osr_check::gods_and_monsters::{
    Assistance, Attempter, Attempts, CarefulPeriod, Contest, ContestTime, FailurePoint, FieldBonus,
    GroupEffort, GroupMedian, GroupMojo, GroupMojoBid, Obstacle, Roll, Scale, SmallestDie,
};
use osr_check::{Check, Error, PassFail};

use crate::common::Always;

#[test]
fn the_roll() {
    assert_snapshot!(Roll::new(61).unwrap_err(), @"score must be in -20..=60, got 61");
    assert_snapshot!(Roll::new(-21).unwrap_err(), @"score must be in -20..=60, got -21");
    let roll = Roll::new(10).unwrap();
    assert_snapshot!(roll.with_modifier(101).unwrap_err(), @"modifier must be in -100..=100, got 101");
    assert_snapshot!(roll.with_modifier(90).unwrap().adjusted(11).unwrap_err(), @"modifier must be in -100..=100, got 101");
    assert_snapshot!(FieldBonus::new(21).unwrap_err(), @"field bonus must be in 0..=20, got 21");
}

#[test]
fn obstacles() {
    assert_snapshot!(Obstacle::new(0, 10).unwrap_err(), @"obstacle size must be in 1..=1000000000000, got 0");
    assert_snapshot!(Obstacle::new(10, 1_000_000_000_001).unwrap_err(), @"no-penalty size must be in 1..=1000000000000, got 1000000000001");
    assert_snapshot!(Scale::ReadDown.modifier(0).unwrap_err(), @"obstacle multiple must be in 1..=9223372036854775807, got 0");
    assert_snapshot!(Scale::Linear.modifier(2_147_483_648).unwrap_err(), @"obstacle multiple must be in 1..=2147483647, got 2147483648");
    assert_snapshot!(Scale::ReadUp.modifier(33).unwrap_err(), @"obstacle multiple must be in 1..=32, got 33");
    assert_snapshot!(Obstacle::new(40, 10).unwrap().time(-1).unwrap_err(), @"time per no-penalty size must be in 0..=2305843009213693951, got -1");
    assert_snapshot!(FailurePoint::new(2048, 10).unwrap_err(), @"obstacle sections must be in 1..=2047, got 2048");
    assert_snapshot!(Obstacle::new(20_480, 10).unwrap().failure_point().unwrap_err(), @"obstacle sections must be in 1..=2047, got 2048");
    assert_snapshot!(
        CarefulPeriod::Hour.careful_bonus(CarefulPeriod::Minute).unwrap_err(),
        @"careful time steps must be in 0..=1, got -2"
    );
}

#[test]
fn attempts() {
    let mut task = Attempts::new();
    task.record(Attempter::Individual, PassFail::Fail).unwrap();
    assert_snapshot!(task.may_try(Attempter::Individual).unwrap_err(), @"an individual already failed this task: only a group may try once more, or reframe the task");
    let mut group_failed = Attempts::new();
    group_failed
        .record(Attempter::Group, PassFail::Fail)
        .unwrap();
    assert_snapshot!(group_failed.may_try(Attempter::Group).unwrap_err(), @"a group already failed this task: only an individual may try once more, or reframe the task");
    task.record(Attempter::Group, PassFail::Fail).unwrap();
    assert_snapshot!(task.may_try(Attempter::Group).unwrap_err(), @"an individual and a group both failed this task: only a reframed task may be tried");
    let mut passed = Attempts::new();
    passed
        .record(Attempter::Individual, PassFail::Pass)
        .unwrap();
    assert_snapshot!(passed.may_try(Attempter::Group).unwrap_err(), @"the task already succeeded: its roll stands for the rest of it");
}

#[test]
fn assistance_and_the_smallest_die() {
    let assistance = Assistance::new(Roll::new(15).unwrap(), FieldBonus::new(2).unwrap()).unwrap();
    assert_snapshot!(assistance.for_people(0).unwrap_err(), @"people assisted must be in 1..=4294967295, got 0");
    assert_snapshot!(SmallestDie::new(21).unwrap_err(), @"highest number rolled must be in 1..=20, got 21");
    assert_snapshot!(SmallestDie::new(7).unwrap().roll(&mut Always(8)).unwrap_err(), @"smallest-die re-roll still unresolved after 1000 rolls");
}

#[test]
fn contests() {
    let roll = |target| Roll::new(target).unwrap();
    let contest = Contest::opposed(roll(12), roll(10));
    assert_snapshot!(ContestTime::days(0).unwrap_err(), @"days must be in 1..=4294967291, got 0");
    assert_snapshot!(Contest::same_goal(&[roll(12)]).unwrap_err(), @"contest sides must be in 2..=6, got 1");
    assert_snapshot!(Contest::same_goal(&[roll(12); 7]).unwrap_err(), @"contest sides must be in 2..=6, got 7");
    assert_snapshot!(contest.with_doubling_requested(true).unwrap_err(), @"highest target in a contest with doubling requested must be in 20..=160, got 12");
    assert_snapshot!(contest.time_odds(101).unwrap_err(), @"listed contest rounds must be in 0..=100, got 101");
    assert_snapshot!(contest.roll(&mut Always(1)).unwrap_err(), @"contest still unresolved after 1000 rolls");
    assert_snapshot!(contest.begin().withdraw(2).unwrap_err(), @"withdrawing side must be in 0..=1, got 2");
}

#[test]
fn groups() {
    assert_snapshot!(GroupEffort::new(0).unwrap_err(), @"group members must be in 1..=1048575, got 0");
    assert_snapshot!(GroupEffort::new(1_048_576).unwrap_err(), @"group members must be in 1..=1048575, got 1048576");
    assert_snapshot!(GroupMedian::of(&[]).unwrap_err(), @"group members must be in 1..=1048575, got 0");
    assert_snapshot!(GroupMedian::of(&[10, 161]).unwrap_err(), @"member's number must be in -120..=160, got 161");
    let twelve = GroupEffort::new(12).unwrap();
    assert_snapshot!(twelve.roll(GroupMedian::of(&[9, 10]).unwrap()).unwrap_err(), @"a group of 12 members rolls with the median of 2 members' numbers");
    assert_snapshot!(twelve.roll(GroupMedian::of(&[61; 12]).unwrap()).unwrap_err(), @"score must be in -20..=60, got 61");
    let bid = GroupMojoBid {
        mojo: 1,
        archetypal: true,
    };
    assert_snapshot!(
        GroupMojo::settle(GroupEffort::new(2).unwrap(), Some(1), &[bid; 3]).unwrap_err(),
        @"mojo bids must be in 0..=2, got 3"
    );
}

#[test]
fn recorded_outcomes() {
    // Each figure's own refusal is pinned where it is forged, in
    // `gods_and_monsters::json`.
    assert_snapshot!(Error::Inconsistent { what: "contest band" }, @"contest band does not agree with the dice");
}

#[cfg(feature = "serde")]
#[test]
fn recorded_inputs() {
    let read = |json: &str| {
        serde_json::from_str::<osr_check::gods_and_monsters::ContestProgress>(json)
            .unwrap_err()
            .to_string()
    };
    let contest = r#"{"kind":"opposed","sides":[{"score":12},{"score":10}]}"#;
    let progress = |in_play: &str, rounds: u32| {
        format!(
            r#"{{"contest":{contest},"in_play":{in_play},"rounds":{rounds},"last_time":1,"last":[],"dice":[]}}"#
        )
    };
    assert_snapshot!(read(&progress("[0, 2]", 0)), @"side still in must be in 0..=1, got 2");
    assert_snapshot!(read(&progress("[0]", 0)), @"sides still in must be in 2..=2, got 1");
    assert_snapshot!(read(&progress("[0, 1]", 1001)), @"contest rounds must be in 0..=1000, got 1001");
    assert_snapshot!(
        serde_json::from_str::<Contest>(
            r#"{"kind":"opposed","sides":[{"score":12},{"score":10},{"score":14}]}"#
        )
        .unwrap_err(),
        @"opposed contest sides must be in 2..=2, got 3"
    );
    assert_snapshot!(
        serde_json::from_str::<GroupMedian>(r#"{"twice":321,"members":2}"#).unwrap_err(),
        @"twice the median must be in -240..=320, got 321"
    );
}
