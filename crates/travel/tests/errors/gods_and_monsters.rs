//! Gods & Monsters' travel errors.

use insta::assert_snapshot;
use osr_travel::gods_and_monsters::{LightSource, PushOn, Speed, height_penalty, search};
use osr_travel::{Clock, Unit};

#[test]
fn gods_and_monsters_errors() {
    assert_snapshot!(Speed::lookup("crawl").unwrap_err(), @r#"unknown speed id "crawl""#);
    assert_snapshot!(Speed::Walk.yards_per_minute(101).unwrap_err(), @"movement must be in 0..=100, got 101");
    assert_snapshot!(
        LightSource::Torch.light(&mut Clock::new(Unit::Turn), 1).unwrap_err(),
        @"lighting a light source is not allowed: Gods & Monsters light is timed on a clock of rounds"
    );
    let push = PushOn {
        health: 10,
        movement_given_up: 0,
        earlier_rolls: 0,
        thirst: 5,
    };
    assert_snapshot!(push.target().unwrap_err(), @"thirst penalty must be in 0..=4, got 5");
    assert_snapshot!(height_penalty(0).unwrap_err(), @"jump height must be in 1..=20, got 0");
    assert_snapshot!(search(0, 10).unwrap_err(), @"search width in feet must be in 1..=10000, got 0");
}
