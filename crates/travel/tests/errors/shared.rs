//! The messages of the party, the usage-die light and log verification.

use insta::assert_snapshot;
use osr_core::{SuppliedFaces, UsageDie};
use osr_travel::cairn_house::{Delve, DelveEvent, DungeonAction, DungeonEvent, Journey, Season};
use osr_travel::light::{UsageLight, lasts};
use osr_travel::party::{Party, Traveller};
use osr_travel::{Clock, Entry, RandomTable, Unit};

#[test]
fn party_errors() {
    let err = Party::new(vec![]).unwrap_err();
    assert_snapshot!(err, @"travellers must be in 1..=1000, got 0");
    let ada = Traveller::new("Ada", 1, 1).unwrap();
    let err = Party::new(vec![ada.clone(), ada.clone()]).unwrap_err();
    assert_snapshot!(err, @"the party is inconsistent: two travellers share a name");
    let err = Traveller::new("", 1, 1).unwrap_err();
    assert_snapshot!(err, @"traveller name length must be in 1..=64, got 0");
    let err = Traveller::new("Ada", 10_001, 1).unwrap_err();
    assert_snapshot!(err, @"rations or water carried must be in 0..=10000, got 10001");
    let mut party = Party::new(vec![ada]).unwrap();
    let err = party.give("Bo", 1, 0).unwrap_err();
    assert_snapshot!(err, @r#"unknown traveller id "Bo""#);
    let mut journey = Journey::new(Season::Summer, 2, false).unwrap();
    let err = journey
        .make_camp(&mut party, None, &mut SuppliedFaces::new(&[]))
        .unwrap_err();
    assert_snapshot!(err, @"the party is inconsistent: its size is not the journey's travellers");
}

#[test]
fn light_errors() {
    let err = lasts(UsageDie::D8, 0).unwrap_err();
    assert_snapshot!(err, @"turns must be in 1..=1000, got 0");
    let mut torch = UsageLight::new("torch", UsageDie::Empty).unwrap();
    let err = torch
        .burn(&mut Clock::new(Unit::Turn), &mut SuppliedFaces::new(&[3]))
        .unwrap_err();
    assert_snapshot!(err, @"burning a light is not allowed: it has gone out");
    let clock = Clock::new(Unit::Turn);
    let err = clock.lasts(3, 1).unwrap_err();
    assert_snapshot!(err, @r#"unknown timer id "3""#);
}

#[test]
fn verify_errors() {
    let table = RandomTable::new("crypt", 1, 6, vec![Entry::new(1, 6, "rats")]).unwrap();
    let mut roll = table.roll(&mut SuppliedFaces::new(&[2])).unwrap();
    roll.entry = "wight".into();
    let err = roll.verify(&table).unwrap_err();
    assert_snapshot!(err, @"a table roll is inconsistent: it is not what the table gives for its dice");
    let start = Delve::new(true);
    let mut report = start
        .clone()
        .turn(DungeonAction::Move, None, &mut SuppliedFaces::new(&[6]))
        .unwrap();
    if let DelveEvent::EventRolled { result, .. } = &mut report.events[0] {
        *result = DungeonEvent::Clue;
    }
    let err = start.verify(&report, None).unwrap_err();
    assert_snapshot!(err, @"a report read back is inconsistent: replaying its faces gives another result");
}
