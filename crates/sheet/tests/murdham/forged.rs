//! Well-formed documents that no play can reach are refused on reading:
//! a sickness already over, a sickness with its own immunity, an immunity
//! no recovery gives. Every sheet play reaches still reads back.

use osr_check::murdham::Damage;
use osr_core::{StepDie, SuppliedFaces};
use osr_sheet::Error;
use osr_sheet::murdham::{Abilities, Rest, Sheet, SheetDocument};
use proptest::prelude::*;
use serde_json::{Value, json};

/// Sick with the plague (one recovery save made of the four it needs),
/// immune to the bloody flu.
fn doc() -> Value {
    json!({
        "system": "murdham",
        "version": 1,
        "str": 12, "agi": 9, "wit": 11,
        "health": 7,
        "size": "medium",
        "conditions": ["sick"],
        "sick": [{"disease": "plague", "successes": 1, "failures": 2}],
        "immune": ["bloody_flu"]
    })
}

fn read(doc: Value) -> Result<Sheet, Error> {
    let doc: SheetDocument = serde_json::from_value(doc).expect("a document");
    Sheet::try_from(doc)
}

fn refused(doc: Value) -> String {
    let err = read(doc).unwrap_err();
    assert_eq!(err.kind(), "unreachable", "{err}");
    err.to_string()
}

#[test]
fn a_sickness_already_recovered_from_is_refused() {
    assert!(read(doc()).is_ok());
    let mut d = doc();
    // The plague ends at the fourth recovery save.
    d["sick"][0]["successes"] = json!(4);
    assert_eq!(
        refused(d),
        "sickness \"plague\" with 4 recovery successes cannot be reached: \
         a sickness ends on the day its last needed recovery save is made"
    );
}

#[test]
fn a_condition_or_an_immunity_listed_twice_is_refused_not_read_as_once() {
    let skill =
        |proficiencies: Value| json!([{"name": "bushcraft", "proficiencies": proficiencies}]);
    let mut listed_once = doc();
    listed_once["skills"] = skill(json!(["navigation"]));
    assert!(read(listed_once).is_ok());
    for (field, twice) in [
        ("conditions", json!(["sick", "sick"])),
        ("immune", json!(["bloody_flu", "bloody_flu"])),
        ("skills", skill(json!(["navigation", "navigation"]))),
    ] {
        let mut d = doc();
        d[field] = twice;
        let err = read(d).unwrap_err();
        assert_eq!(err.kind(), "duplicate", "{field}: {err}");
    }
}

#[test]
fn a_sickness_the_character_is_immune_to_is_refused() {
    let mut d = doc();
    d["immune"] = json!(["bloody_flu", "plague"]);
    assert_eq!(
        refused(d),
        "sickness \"plague\" cannot be reached: \
         a character immune to a disease does not catch it"
    );
}

#[test]
fn an_immunity_no_recovery_gives_is_refused() {
    for disease in ["influence", "digworm"] {
        let mut d = doc();
        d["immune"] = json!([disease]);
        assert_eq!(
            refused(d),
            format!(
                "immunity to {disease:?} cannot be reached: \
                 only recovering from a disease that leaves a lasting immunity gives one"
            )
        );
    }
}

proptest! {
    /// Diseases caught, days of sickness with any saves, hits, corruption
    /// and rest: what play reaches reads back as it was.
    #[test]
    fn every_sheet_play_reaches_reads_back(
        scores in prop::array::uniform3(3_i32..=18),
        diseases in prop::collection::vec(prop::sample::select(vec![
            "influence", "black_gangrene", "bloodburn", "bloody_flu", "demon_pox",
            "digworm", "greater_rot", "plague", "weeping_sores",
        ]), 0..6),
        days in prop::collection::vec(prop::collection::vec(1_u32..=20, 12), 0..10),
        hits in prop::collection::vec((prop::sample::select(vec![StepDie::D4, StepDie::D6, StepDie::D8, StepDie::D10, StepDie::D12]), any::<bool>()), 0..4),
        corruption in 0_u32..6,
        faces in prop::collection::vec(1_u32..=12, 40),
    ) {
        let [str, agi, wit] = scores;
        let mut sheet = Sheet::new(Abilities::new(str, agi, wit).unwrap());
        let mut dice = SuppliedFaces::new(&faces);
        for (day, disease) in days.iter().zip(diseases.iter().cycle()) {
            sheet.catch(disease).unwrap();
            // A day whose faces run out is refused and changes nothing.
            let _ = sheet.end_of_day(&mut SuppliedFaces::new(day));
        }
        for (damage, direct) in hits {
            let _ = sheet.hit(Damage::new(damage), direct, &mut dice);
        }
        let _ = sheet.gain_corruption(corruption, &mut dice);
        sheet.rest(Rest::Daily, 0).unwrap();
        let json = serde_json::to_string(&sheet).unwrap();
        let back: Sheet = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(back, sheet);
    }
}
