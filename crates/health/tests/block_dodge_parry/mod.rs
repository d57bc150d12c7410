//! Block, Dodge, Parry health rules: the Critical Damage Save, falls and
//! the other hazards, against the rulebook's numbers and brute-force
//! enumeration.

#![allow(dead_code, unreachable_pub)]

use osr_check::Check;
use osr_check::block_dodge_parry::Ability;
use osr_core::{Die, FaceSource};
use osr_health::Error;
use osr_health::block_dodge_parry::{Body, CriticalDamageSave, Fall, Track};

use crate::common::Always;

/// A body with every score at its maximum.
fn body(str: i32, dex: i32, wil: i32) -> Body {
    Body::new(
        Track::new(str, str).unwrap(),
        Track::new(dex, dex).unwrap(),
        Track::new(wil, wil).unwrap(),
    )
}

mod body;
mod course;
mod critical;
mod fall;
mod hazard;
mod hunger;

/// The rule as written: equal to or under the ability passes, a 1 always
/// passes, a 20 always fails.
fn passes(ability: i32, face: u32) -> bool {
    face == 1 || (face != 20 && i64::from(face) <= i64::from(ability))
}

#[cfg(feature = "serde")]
#[test]
fn serde_round_trips_and_validates() {
    use osr_health::block_dodge_parry::{Meal, Rest};

    let cds = CriticalDamageSave::new(Ability::Wil, 3).unwrap();
    let json = serde_json::to_string(&cds).unwrap();
    assert_eq!(json, r#"{"ability":"wil","score":3}"#);
    assert_eq!(
        serde_json::from_str::<CriticalDamageSave>(&json).unwrap(),
        cds
    );
    assert!(
        serde_json::from_str::<CriticalDamageSave>(r#"{"ability":"str","score":-99}"#).is_err()
    );

    assert_eq!(
        serde_json::from_str::<Fall>("2").unwrap(),
        Fall::new(2).unwrap()
    );
    assert!(serde_json::from_str::<Fall>("0").is_err());

    let json = serde_json::to_string(&Meal::Fancy).unwrap();
    assert_eq!(serde_json::from_str::<Meal>(&json).unwrap(), Meal::Fancy);
    let json = serde_json::to_string(&Rest::Normal).unwrap();
    assert_eq!(serde_json::from_str::<Rest>(&json).unwrap(), Rest::Normal);

    let outcome = CriticalDamageSave::new(Ability::Str, 6)
        .unwrap()
        .roll(&mut osr_core::SuppliedFaces::new(&[9, 7, 3]))
        .unwrap();
    let json = serde_json::to_string(&outcome).unwrap();
    let back: osr_health::block_dodge_parry::CriticalRoll = serde_json::from_str(&json).unwrap();
    assert_eq!(back, outcome);
}

/// A face source that breaks its contract: faces by die size, some of them
/// not on the die.
struct Wild;

impl FaceSource for Wild {
    fn next_face(&mut self, die: Die) -> Result<u32, osr_core::Error> {
        Ok(match die.sides() {
            20 => 15,
            10 => 10,
            _ => 0,
        })
    }
}

#[test]
fn faces_off_the_die_are_refused_without_panicking() {
    let cds = CriticalDamageSave::new(Ability::Str, 6).unwrap();
    assert!(matches!(cds.roll(&mut Wild), Err(Error::Core(_))));
    for face in [0, 21, u32::MAX] {
        let _ = cds.roll(&mut Always(face));
        let _ = Fall::new(100).unwrap().roll(&mut Always(face));
    }
}

#[cfg(feature = "serde")]
#[test]
fn every_rolled_outcome_reads_back_from_its_json() {
    use crate::common::assert_outcomes_read_back;

    for ability in [0, 1, 10, 19, 20] {
        for which in [Ability::Str, Ability::Dex, Ability::Wil] {
            assert_outcomes_read_back(&CriticalDamageSave::new(which, ability).unwrap(), 200);
        }
    }
    assert_outcomes_read_back(&Fall::new(3).unwrap(), 200);
}
