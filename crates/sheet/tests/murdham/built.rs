//! Sheets built from given values: the sick condition only with a
//! sickness, and whatever the builders and operations accept writes and
//! reads back the same.

#[cfg(feature = "serde")]
use osr_core::SuppliedFaces;
use osr_sheet::murdham::{Abilities, Condition, Sheet};
#[cfg(feature = "serde")]
use proptest::prelude::*;

// rule: MU-health.disease.contract
// rule: MU-core.conditions
#[test]
fn sick_only_with_a_sickness() {
    let sheet = Sheet::new(Abilities::new(12, 9, 11).unwrap());
    let err = sheet.clone().with_condition(Condition::Sick).unwrap_err();
    assert_eq!(err.kind(), "mismatch");
    // Caught, the character is sick; saying so again changes nothing.
    let mut sick = sheet;
    sick.catch("plague").unwrap();
    let again = sick.clone().with_condition(Condition::Sick).unwrap();
    assert_eq!(again, sick);
    // The condition does not end while the disease lasts.
    assert!(!sick.end_condition(Condition::Sick));
    assert!(sick.is(Condition::Sick));
}

#[cfg(feature = "serde")]
fn reads_back(sheet: &Sheet) -> Result<(), TestCaseError> {
    let text = serde_json::to_string(sheet).unwrap();
    let back: Result<Sheet, _> = serde_json::from_str(&text);
    prop_assert!(back.is_ok(), "{text}: {back:?}");
    prop_assert_eq!(&back.unwrap(), sheet);
    Ok(())
}

#[cfg(feature = "serde")]
fn any_condition() -> impl Strategy<Value = Condition> {
    prop::sample::select(vec![
        Condition::Frightened,
        Condition::Terrified,
        Condition::Stunned,
        Condition::Incapacitated,
        Condition::Drowning,
        Condition::Frenzied,
        Condition::Sick,
        Condition::Addicted,
        Condition::Dying,
        Condition::Dead,
    ])
}

#[cfg(feature = "serde")]
proptest! {
    #[test]
    fn what_the_builders_accept_reads_back(
        scores in prop::array::uniform3(1_i32..=20),
        health in 0_u32..=20,
        before in prop::collection::vec(any_condition(), 0..4),
        disease in prop::option::of(prop::sample::select(
            osr_health::murdham::DISEASES.iter().map(|d| d.id).collect::<Vec<_>>(),
        )),
        after in prop::collection::vec(any_condition(), 0..4),
        ended in prop::collection::vec(any_condition(), 0..3),
        saves in prop::collection::vec(1_u32..=20, 0..4),
    ) {
        let [str, agi, wit] = scores;
        let Ok(abilities) = Abilities::new(str, agi, wit) else {
            return Ok(());
        };
        let mut sheet = Sheet::new(abilities);
        if let Ok(hurt) = sheet.clone().with_health(health) {
            sheet = hurt;
        }
        for condition in before {
            if let Ok(more) = sheet.clone().with_condition(condition) {
                sheet = more;
            }
            reads_back(&sheet)?;
        }
        if let Some(id) = disease {
            sheet.catch(id).unwrap();
            reads_back(&sheet)?;
        }
        for condition in after {
            if let Ok(more) = sheet.clone().with_condition(condition) {
                sheet = more;
            }
            reads_back(&sheet)?;
        }
        for condition in ended {
            sheet.end_condition(condition);
            reads_back(&sheet)?;
        }
        for face in saves {
            let _ = sheet.end_of_day(&mut SuppliedFaces::new(&[face]));
            reads_back(&sheet)?;
        }
    }
}
