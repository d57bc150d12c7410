//! Obstacle sizes, times and failure points.

use osr_check::gods_and_monsters::*;
use osr_check::{Check, Error, Fate, PassFail, Resolved, Rolled};
use osr_core::SuppliedFaces;

use super::band;
use crate::common::{assert_agrees_with_sampling, frac};

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
            Scale::ReadDown.modifier(size).unwrap(),
            -i32::try_from(penalty).unwrap()
        );
    }
    // Between columns, read down; past 1024 the doubling goes on.
    for multiple in 1..=5_000 {
        assert_eq!(
            Scale::ReadDown.modifier(multiple).unwrap(),
            -column_below(multiple),
            "multiple {multiple}"
        );
    }
    assert_eq!(Scale::ReadDown.modifier(3).unwrap(), -1);
    assert_eq!(Scale::ReadDown.modifier(2047).unwrap(), -10);
    assert_eq!(Scale::ReadDown.modifier(2048).unwrap(), -11);
    assert_eq!(Scale::ReadDown.modifier(i64::MAX).unwrap(), -62);
    assert_eq!(Scale::default(), Scale::ReadDown);

    // Climbing in 10-foot units: 20-39 ft -1, 40-79 ft -2, 80-159 ft -3.
    for (feet, modifier) in [
        (5, 0),
        (10, 0),
        (19, 0),
        (20, -1),
        (39, -1),
        (40, -2),
        (79, -2),
        (80, -3),
        (159, -3),
        (160, -4),
        (200, -4),
    ] {
        let wall = Obstacle::new(feet, 10).unwrap();
        assert_eq!(wall.modifier(), modifier, "{feet}-foot wall");
        assert_eq!(wall.modifier_on(Scale::ReadDown).unwrap(), modifier);
    }
    assert_eq!(Obstacle::new(5, 10).unwrap().multiple(), 1);
    assert_eq!(Obstacle::new(39, 10).unwrap().multiple(), 3);
    // Searching: a 20 by 20 foot area (or a 20-foot circle) -1, 40 by 40
    // -2, measured along a side.
    assert_eq!(Obstacle::new(20, 10).unwrap().modifier(), -1);
    assert_eq!(Obstacle::new(40, 10).unwrap().modifier(), -2);

    // A 200-foot wall is -4 on the one climbing roll.
    let climb = Roll::new(15)
        .unwrap()
        .adjusted(Obstacle::new(200, 10).unwrap().modifier())
        .unwrap();
    assert_eq!(climb.target(), 11);
}

#[test]
fn obstacle_sizes_must_be_positive() {
    assert_eq!(
        Obstacle::new(0, 10),
        Err(Error::Core(osr_core::Error::OutOfRange {
            what: "obstacle size",
            value: 0,
            min: 1,
            max: ObstacleSize::MAX
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
                    scale.modifier(multiple),
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
    assert_eq!(Scale::Linear.modifier(3).unwrap(), -3);
    assert_eq!(Scale::Linear.modifier(1).unwrap(), 0);
    for multiple in 2..=100 {
        assert_eq!(
            i64::from(Scale::Linear.modifier(multiple).unwrap()),
            -multiple
        );
    }
    assert_eq!(
        Obstacle::new(30, 10).unwrap().modifier_on(Scale::Linear),
        Ok(-3)
    );
    assert_eq!(Scale::Linear.modifier(2_147_483_647), Ok(-2_147_483_647));
    assert_eq!(
        Scale::Linear
            .modifier(2_147_483_648)
            .unwrap_err()
            .to_string(),
        "obstacle multiple must be in 1..=2147483647, got 2147483648"
    );

    // Read up, as jumping up reads it: up to 1 foot no penalty, then a
    // penalty that doubles for each foot beyond (1, 2, 4, 8, 16, 32).
    let jumping = [0, 1, 2, 4, 8, 16, 32];
    for (feet, penalty) in (1..).zip(jumping) {
        assert_eq!(Scale::ReadUp.modifier(feet).unwrap(), -penalty, "{feet} ft");
    }
    // Each further step doubles the one before.
    for multiple in 3..=32 {
        assert_eq!(
            Scale::ReadUp.modifier(multiple).unwrap(),
            2 * Scale::ReadUp.modifier(multiple - 1).unwrap()
        );
    }
    assert_eq!(
        Scale::ReadUp.modifier(33),
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
            .modifier_on(Scale::ReadUp)
            .is_err()
    );

    // Jumping up 5 feet, agility 12 and strength 18 (major +4), a snap (+8):
    // 24 - 8 = 16. A roll of 18 misses 5 feet but makes 4 feet (24 - 4 = 20).
    let jump = |feet: i64| {
        Roll::new(12)
            .unwrap()
            .adjusted(4 + Difficulty::ASnap.modifier() + Scale::ReadUp.modifier(feet).unwrap())
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
    assert!(FailurePoint::new(Sections::MAX, 10).is_ok());
    assert!(FailurePoint::new(0, 10).is_err());
    assert!(FailurePoint::new(8, 0).is_err());
}
