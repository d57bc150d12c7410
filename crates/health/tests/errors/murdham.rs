//! Error messages of `osr_health::murdham`.

use insta::assert_snapshot;
use osr_check::murdham::Damage;
use osr_core::{StepDie, SuppliedFaces};
use osr_health::murdham::{
    Breathing, Crash, Dread, Elemental, Fall, Fear, Health, Hit, Poisoning, disease, withdrawal,
};

#[test]
fn input_ranges() {
    assert_snapshot!(Health::new(13, 12).unwrap_err(), @"health must be in 0..=12, got 13");
    assert_snapshot!(Health::full(21).unwrap_err(), @"maximum health must be in 1..=20, got 21");
    assert_snapshot!(Hit::new(Damage::new(StepDie::D6), 4).unwrap_err(), @"armour must be in 0..=3, got 4");
    assert_snapshot!(Fall::centimetres(100_001).unwrap_err(), @"fall height in centimetres must be in 0..=100000, got 100001");
    let mut health = Health::new(5, 10).unwrap();
    assert_snapshot!(
        Fall::metres(3).unwrap().apply(21, &mut health, &mut SuppliedFaces::new(&[])).unwrap_err(),
        @"ability score must be in 0..=20, got 21"
    );
    assert_snapshot!(Elemental::climate(0).unwrap_err(), @"stretch must be in 1..=4294967295, got 0");
    assert_snapshot!(withdrawal(true, 1001).unwrap_err(), @"drug units must be in 0..=1000, got 1001");
    assert_snapshot!(
        Crash::Cart { passengers: 101 }.roll(&mut SuppliedFaces::new(&[])).unwrap_err(),
        @"passengers must be in 0..=100, got 101"
    );
    assert_snapshot!(Breathing::new().odds_after(1001, 10).unwrap_err(), @"rounds must be in 0..=1000, got 1001");
    assert_snapshot!(Fear::new(Dread::Terrifying, 0).odds(25).unwrap_err(), @"ability score must be in 0..=20, got 25");
    assert_snapshot!(Poisoning::new().dose(30, &mut SuppliedFaces::new(&[])).unwrap_err(), @"ability score must be in 0..=20, got 30");
    let err = disease("flu").unwrap_err();
    assert_eq!(err.kind(), "unknown_id");
    assert_snapshot!(err, @r#"unknown murdham disease id "flu""#);
}
