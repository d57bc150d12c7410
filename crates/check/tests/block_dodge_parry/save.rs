//! Block, Dodge, Parry's save and the moment that calls for it.

use osr_check::block_dodge_parry::{Contest, Procedure, Save, Situation, Winner};
use osr_check::{Check, Error, PassFail, Resolved};
use osr_core::SuppliedFaces;

use super::{band, passes};
use crate::common::{assert_agrees_with_sampling, frac};

#[test]
fn save_vectors() {
    // rule: BDP-1.2.roll
    let str12 = Save::new(12).unwrap();
    assert_eq!(band(&str12, &[12]), PassFail::Pass);
    assert_eq!(band(&str12, &[13]), PassFail::Fail);
    assert_eq!(band(&str12, &[1]), PassFail::Pass);
    assert_eq!(band(&Save::new(20).unwrap(), &[20]), PassFail::Fail);
    assert_eq!(band(&Save::new(3).unwrap(), &[1]), PassFail::Pass);
    assert_eq!(band(&Save::new(0).unwrap(), &[1]), PassFail::Pass);
    // A save against 16 passes 16 times in 20 (the 1 is already a pass,
    // the 20 already a fail).
    assert_eq!(
        Save::new(16).unwrap().odds().probability(&PassFail::Pass),
        Some(frac(16, 20))
    );
    // Every ability against counting the faces.
    for ability in 0..=20 {
        let ways = (1..=20).filter(|&f| passes(ability, f)).count();
        let save = Save::new(ability).unwrap();
        assert_eq!(
            save.odds().probability(&PassFail::Pass),
            Some(frac(i64::try_from(ways).unwrap(), 20)),
            "ability {ability}"
        );
        assert!(!save.advantage());
    }
    assert_eq!(
        Save::new(-1).unwrap_err(),
        Error::Core(osr_core::Error::OutOfRange {
            what: "ability score",
            value: -1,
            min: 0,
            max: i64::from(i32::MAX)
        })
    );
    assert_eq!(
        Save::new(-2).unwrap_err().to_string(),
        "ability score must be in 0..=2147483647, got -2"
    );
}

#[test]
fn advantage_passes_if_either_die_passes() {
    // rule: BDP-core.advantage, BDP-1.7.4.care, BDP-1.2.roll
    let str10 = Save::new(10).unwrap().with_advantage(true);
    assert!(str10.advantage());
    assert_eq!(band(&str10, &[14, 6]), PassFail::Pass);
    assert_eq!(band(&str10, &[14, 20]), PassFail::Fail);
    assert_eq!(band(&str10, &[20, 1]), PassFail::Pass);
    // A disease's daily save, resting with care: STR 11, 15 and 4.
    let care = Save::new(11).unwrap().with_advantage(true);
    assert_eq!(band(&care, &[15, 4]), PassFail::Pass);
    // Every ability against every pair.
    for ability in 0..=20 {
        let ways = (1..=20)
            .flat_map(|a| (1..=20).map(move |b| (a, b)))
            .filter(|&(a, b)| passes(ability, a) || passes(ability, b))
            .count();
        let save = Save::new(ability).unwrap().with_advantage(true);
        assert_eq!(
            save.odds().probability(&PassFail::Pass),
            Some(frac(i64::try_from(ways).unwrap(), 400)),
            "ability {ability}"
        );
    }
}

#[test]
fn every_save_agrees_with_sampling() {
    for ability in [0, 3, 12, 16, 20] {
        for advantage in [false, true] {
            let save = Save::new(ability).unwrap().with_advantage(advantage);
            assert_agrees_with_sampling(&save, 10_000);
        }
    }
}

#[test]
fn the_moment_picks_the_procedure() {
    // rule: BDP-1.2.when
    assert_eq!(Situation::Sudden.procedure(), Procedure::Save);
    assert_eq!(Situation::Opposed.procedure(), Procedure::ContestedSave);
    assert_eq!(Situation::Planned.procedure(), Procedure::TimeGearSkill);
    assert_eq!(Situation::Unclear.procedure(), Procedure::DieOfFate);
}

#[test]
fn scores_above_twenty_fail_only_on_a_natural_twenty() {
    // rule: BDP-1.2.roll
    for ability in [20, 25, i32::MAX] {
        let save = Save::new(ability).unwrap();
        assert_eq!(band(&save, &[19]), PassFail::Pass);
        assert_eq!(band(&save, &[20]), PassFail::Fail);
        assert_eq!(save.odds().probability(&PassFail::Pass), Some(frac(19, 20)));
    }
    assert_eq!(
        Contest::new(i32::MAX, 25)
            .unwrap()
            .roll(&mut SuppliedFaces::new(&[20, 3]))
            .unwrap()
            .band(),
        Winner::Second
    );
}
