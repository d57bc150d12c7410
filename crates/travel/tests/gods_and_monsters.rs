//! Gods & Monsters travel rules against the rulebook's numbers
//! (Toromeen: Movement 10, endurance 15).

use num_rational::Ratio;
use osr_check::gods_and_monsters::ContestEnd;
use osr_check::{Check, Resolved};
use osr_travel::gods_and_monsters::{
    Darkness, Going, Jump, LightSource, NIGHT_REST_HOURS, PushOn, ROUNDS_PER_MINUTE, SPEEDS, Size,
    Speed, TimeBase, animal_yards_per_minute, chase, chase_bonus, cover_tracks_penalty,
    daily_miles, days_before_rest, flying_miles_per_day, height_penalty, jump_factor, rounds,
    search, tracking_modifier, walking_hours_before_rest, walking_mph,
};
use osr_travel::{Clock, Error, Unit};

use crate::common::faces;

#[test]
fn rounds_minutes_and_nights() {
    // rule: GM-travel.time
    assert_eq!(ROUNDS_PER_MINUTE, 6);
    assert_eq!(rounds(1), 6);
    assert_eq!(rounds(60), 360);
    assert_eq!(NIGHT_REST_HOURS, 8);
}

#[test]
fn the_speed_table() {
    // rule: GM-travel.movement
    let int = |r: Ratio<u32>| r.to_integer();
    assert_eq!(int(Speed::Walk.yards_per_minute(10).unwrap()), 100);
    assert_eq!(int(Speed::Walk.feet_per_round(10).unwrap()), 50);
    assert_eq!(Speed::Walk.time_base(15).unwrap(), TimeBase::Minutes(450));
    assert_eq!(int(Speed::Sprint.yards_per_minute(10).unwrap()), 500);
    assert_eq!(int(Speed::Sprint.feet_per_round(10).unwrap()), 250);
    assert_eq!(Speed::Sprint.time_base(15).unwrap(), TimeBase::Rounds(15));
    assert_eq!(
        Speed::SemiConscious.feet_per_round(10).unwrap(),
        Ratio::from_integer(5)
    );
    // Combat: M feet; a dash M yards (3 M feet).
    assert_eq!(int(Speed::Combat.feet_per_round(10).unwrap()), 10);
    assert_eq!(int(Speed::Dash.feet_per_round(10).unwrap()), 30);
    // Yards per minute = feet per round x 6 / 3 on every row.
    for row in SPEEDS {
        assert_eq!(
            row.yards_per_minute,
            row.feet_per_round * 2,
            "{:?}",
            row.speed
        );
    }
    let attack: Vec<i32> = SPEEDS.iter().map(|r| r.attack_bonus).collect();
    assert_eq!(attack, [0, 0, 4, 0, 2, 4, 8, 16]);
    assert_eq!(Speed::lookup("jog").unwrap(), Speed::Jog);
    assert!(matches!(
        Speed::lookup("crawl"),
        Err(Error::UnknownId { .. })
    ));
    assert!(Speed::Walk.yards_per_minute(101).is_err());
}

#[test]
fn moving_fast_spoils_spotting() {
    // rule: GM-travel.explore
    assert_eq!(Speed::Walk.spotting_penalty(false), -2);
    assert_eq!(Speed::Explore.spotting_penalty(false), 0);
    assert_eq!(Speed::Run.spotting_penalty(false), -8);
    assert_eq!(Speed::Dash.reaction_penalty(false), -1);
}

#[test]
fn outdoors_the_penalties_shift_up_a_row() {
    // rule: GM-travel.outdoors
    let outdoor: Vec<i32> = [Speed::Walk, Speed::Jog, Speed::Run, Speed::Sprint]
        .iter()
        .map(|s| s.reaction_penalty(true))
        .collect();
    assert_eq!(outdoor, [0, -2, -4, -8]);
}

#[test]
fn pushing_on_without_rest() {
    // rule: GM-travel.rest
    let push = PushOn {
        health: 11,
        movement_given_up: 1,
        earlier_rolls: 1,
        thirst: 0,
    };
    assert_eq!(push.target().unwrap(), 11);
    let thirsty = PushOn { thirst: 4, ..push };
    assert_eq!(thirsty.target().unwrap(), 7);
    assert!(PushOn { thirst: 5, ..push }.target().is_err());
    assert!(
        push.roll()
            .unwrap()
            .roll(&mut faces(&[11]))
            .unwrap()
            .band()
            .passed()
    );
    assert_eq!(walking_mph(10), Ratio::new(10, 3));
    assert_eq!(walking_hours_before_rest(15), Ratio::new(15, 2));
}

#[test]
fn darkness_halves_and_quarters() {
    // rule: GM-travel.darkness
    assert_eq!(Darkness::Night.movement(10), Ratio::from_integer(5));
    assert_eq!(Darkness::Total.movement(10), Ratio::new(5, 2));
    assert_eq!(Darkness::Seen.movement(10), Ratio::from_integer(10));
}

#[test]
fn light_sources() {
    // rule: GM-travel.light-sources
    assert_eq!(
        [
            LightSource::Candle,
            LightSource::Lantern,
            LightSource::Torch
        ]
        .map(LightSource::radius_yards),
        [6, 20, 10]
    );
    assert_eq!(LightSource::Torch.hours(), 3);
    assert_eq!(LightSource::Candle.distant_penalty(), -1);
    assert_eq!(LightSource::Lantern.rounds_to_light(), 1);
    assert_eq!(LightSource::Torch.rounds_to_light(), 2);
    let mut clock = Clock::new(Unit::Round);
    let lantern = LightSource::Lantern.light(&mut clock, 2).unwrap();
    assert_eq!(clock.remaining(lantern), Some(12 * 60 * 6));
    let torch = LightSource::lookup("torch")
        .unwrap()
        .light(&mut clock, 1)
        .unwrap();
    assert_eq!(clock.remaining(torch), Some(3 * 360));
    assert!(
        LightSource::Torch
            .light(&mut Clock::new(Unit::Turn), 1)
            .is_err()
    );
    assert!(LightSource::lookup("glowstone").is_err());
}

#[test]
fn a_days_walk() {
    // rule: GM-travel.daily
    assert_eq!(
        daily_miles(10, Going::Ideal, false),
        Ratio::from_integer(20)
    );
    assert_eq!(
        daily_miles(10, Going::Rough, false),
        Ratio::from_integer(10)
    );
    assert_eq!(daily_miles(10, Going::Bog, false), Ratio::from_integer(5));
    assert_eq!(daily_miles(10, Going::Ideal, true), Ratio::from_integer(30));
    assert_eq!(days_before_rest(15), Ratio::new(15, 2));
}

#[test]
fn fliers_cover_eight_walking_days() {
    // rule: GM-travel.flying
    assert_eq!(flying_miles_per_day(10), 160);
    assert_eq!(
        Ratio::from_integer(flying_miles_per_day(10)),
        daily_miles(10, Going::Ideal, false) * 8
    );
}

#[test]
fn hoofed_animals_double_their_fast_gaits() {
    // rule: GM-travel.animals
    assert_eq!(
        animal_yards_per_minute(Speed::Jog, 12, true)
            .unwrap()
            .to_integer(),
        480
    );
    assert_eq!(
        animal_yards_per_minute(Speed::Walk, 12, true)
            .unwrap()
            .to_integer(),
        120
    );
    assert_eq!(
        animal_yards_per_minute(Speed::Jog, 12, false)
            .unwrap()
            .to_integer(),
        240
    );
}

#[test]
fn searching_by_area() {
    // rule: GM-travel.searching
    assert_eq!(search(40, 40).unwrap(), (-2, 32));
    assert_eq!(search(10, 10).unwrap(), (0, 2));
    assert_eq!(search(20, 20).unwrap(), (-1, 8));
    assert!(search(0, 10).is_err());
}

#[test]
fn tracking() {
    // rule: GM-travel.tracking
    assert_eq!(tracking_modifier(12, 2, 1760, false).unwrap(), -1);
    assert_eq!(tracking_modifier(1, 0, 440, false).unwrap(), 0);
    assert_eq!(tracking_modifier(1, 0, 200, true).unwrap(), -1);
    assert!(tracking_modifier(0, 0, 440, false).is_err());
}

#[test]
fn covering_tracks() {
    // rule: GM-travel.tracking.cover
    assert_eq!(cover_tracks_penalty(9, 5), -4);
    assert_eq!(cover_tracks_penalty(9, 9), 0);
    assert_eq!(cover_tracks_penalty(9, 12), 0);
}

#[test]
fn chases_are_agility_contests() {
    // rule: GM-travel.chase
    // rule: GM-travel.contests
    assert_eq!(chase_bonus(14, 8), 2);
    assert_eq!(chase_bonus(8, 14), 0);
    assert_eq!(chase_bonus(11, 8), 1);
    let contest = chase((10, 14), (11, 8)).unwrap();
    let targets: Vec<i32> = contest.sides().iter().map(|r| r.target()).collect();
    assert_eq!(targets, [12, 11]);
    // The pursuer makes 12, the quarry misses with 15: caught.
    assert_eq!(
        contest.roll(&mut faces(&[12, 15])).unwrap().band(),
        ContestEnd::Won(0)
    );
    assert_eq!(
        contest.roll(&mut faces(&[13, 11])).unwrap().band(),
        ContestEnd::Won(1)
    );
}

#[test]
fn jumping_up_and_across() {
    // rule: GM-travel.jump
    assert_eq!(
        (1..=7)
            .map(|h| height_penalty(h).unwrap())
            .collect::<Vec<_>>(),
        [0, 1, 2, 4, 8, 16, 32]
    );
    let jump = Jump::new(12, 4, 0).unwrap();
    assert_eq!(jump.target(5).unwrap(), 16);
    let outcome = jump.roll(5, &mut faces(&[18])).unwrap();
    assert_eq!((outcome.made, outcome.reached), (false, 4));
    assert!(jump.roll(5, &mut faces(&[16])).unwrap().made);
    let running = Jump::new(12, 4, 10).unwrap();
    assert_eq!(running.target(5).unwrap(), 26);
    // Sizes scale the distance: a 4-foot medium jump.
    let four = Ratio::from_integer(4);
    assert_eq!(four * jump_factor(Size::Small), Ratio::from_integer(3));
    assert_eq!(four * jump_factor(Size::Tiny), Ratio::from_integer(2));
    assert_eq!(four * jump_factor(Size::Fine), Ratio::from_integer(1));
    assert_eq!(four * jump_factor(Size::Large), Ratio::from_integer(8));
    assert_eq!(jump_factor(Size::Titanic), Ratio::from_integer(16));
}
