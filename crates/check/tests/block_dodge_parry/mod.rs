//! Block, Dodge, Parry checks: the save, contested saves, Time, Gear &
//! Skill, the Die of Fate and the small dice,
//! against the rulebook's numbers and brute-force enumeration.

use crate::common::Always;
use crate::common::band;
use osr_check::Check;
use osr_check::block_dodge_parry::{
    Contest, DIE_OF_FATE, Factors, GearFactor, Save, Skill, SmallDie, TimeGearSkill,
};
use osr_core::{Die, FaceSource};

mod contest;
mod fate;
mod save;
mod small_dice;
mod time_gear_skill;

/// The rule as written: equal to or under the ability passes, a 1 always
/// passes, a 20 always fails.
fn passes(ability: i32, face: u32) -> bool {
    face == 1 || (face != 20 && i64::from(face) <= i64::from(ability))
}

#[cfg(feature = "serde")]
#[test]
fn serde_round_trips_and_validates() {
    use osr_check::block_dodge_parry::{Gate, Scores};

    let save = Save::new(16).unwrap().with_advantage(true);
    let json = serde_json::to_string(&save).unwrap();
    assert_eq!(
        json,
        r#"{"ability":16,"edge":{"advantage":1},"naturals":"one_passes_twenty_fails"}"#
    );
    assert_eq!(serde_json::from_str::<Save>(&json).unwrap(), save);
    assert_eq!(
        serde_json::from_str::<Save>(r#"{"ability":12}"#).unwrap(),
        Save::new(12).unwrap()
    );
    let err = serde_json::from_str::<Save>(r#"{"ability":-40}"#).unwrap_err();
    assert!(
        err.to_string()
            .contains("ability score must be in 0..=2147483647, got -40")
    );

    let contest = Contest::new(16, 12).unwrap();
    assert_eq!(serde_json::to_string(&contest).unwrap(), "[16,12]");
    assert_eq!(serde_json::from_str::<Contest>("[16,12]").unwrap(), contest);
    assert!(serde_json::from_str::<Contest>("[16,-1]").is_err());

    let task = TimeGearSkill::new(Factors::new(true, GearFactor::new(2, 1), Skill::new(0, 1)))
        .with_gate(Gate::Certain);
    let json = serde_json::to_string(&task).unwrap();
    assert_eq!(serde_json::from_str::<TimeGearSkill>(&json).unwrap(), task);

    let scores = Scores::new(15, 9, 6).unwrap();
    let json = serde_json::to_string(&scores).unwrap();
    assert_eq!(json, r#"{"str":15,"dex":9,"wil":6}"#);
    assert_eq!(serde_json::from_str::<Scores>(&json).unwrap(), scores);
    assert!(serde_json::from_str::<Scores>(r#"{"str":15,"dex":9,"wil":-26}"#).is_err());
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
    assert!(SmallDie::D2.roll(&mut Wild).is_err());
    assert!(DIE_OF_FATE.roll(&mut Wild).is_err());
    for face in [0, 21, u32::MAX] {
        let _ = Contest::new(16, 16).unwrap().roll(&mut Always(face));
        let _ = Save::new(12)
            .unwrap()
            .with_advantage(true)
            .roll(&mut Always(face));
        let _ = TimeGearSkill::new(Factors::new(true, GearFactor::new(1, 0), Skill::NONE))
            .roll(&mut Always(face));
    }
}

#[cfg(feature = "serde")]
#[test]
fn every_rolled_outcome_reads_back_from_its_json() {
    use crate::common::assert_outcomes_read_back;

    for ability in [0, 1, 10, 19, 20] {
        assert_outcomes_read_back(&Save::new(ability).unwrap().with_advantage(true), 200);
        assert_outcomes_read_back(&Contest::new(ability, 10).unwrap(), 300);
    }
    assert_outcomes_read_back(&SmallDie::D2, 50);
    let task = TimeGearSkill::new(Factors::new(true, GearFactor::new(1, 0), Skill::NONE));
    assert_outcomes_read_back(&task, 50);
}

#[cfg(feature = "serde")]
#[test]
fn forged_contested_saves_are_refused() {
    use osr_check::block_dodge_parry::ContestRoll;

    let roll = Contest::new(16, 12)
        .unwrap()
        .roll(&mut osr_core::SuppliedFaces::new(&[9, 4]))
        .unwrap();
    let json = serde_json::to_string(&roll).unwrap();
    assert!(
        json.starts_with(r#"{"band":"first","faces":[9,4],"rounds":1,"#),
        "{json}"
    );
    let inconsistent = |what| osr_check::Error::Inconsistent { what }.to_string();
    for (text, what) in [
        (json.replace("[9,4]", "[9,5]"), "the rounds of the contest"),
        (
            json.replace(r#""rounds":1"#, r#""rounds":2"#),
            "the rounds of the contest",
        ),
        (
            json.replace("[9,4]", "[20,4]")
                .replace(r#""face":9"#, r#""face":20"#),
            "the band",
        ),
    ] {
        let err = serde_json::from_str::<ContestRoll>(&text)
            .unwrap_err()
            .to_string();
        assert!(err.contains(&inconsistent(what)), "{text}: {err}");
    }
}
