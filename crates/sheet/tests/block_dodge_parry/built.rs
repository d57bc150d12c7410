//! Sheets built from given values: whatever the builders accept, in range
//! or not, writes and reads back the same.

use osr_check::block_dodge_parry::Ability;
use osr_core::UsageDie;
use osr_sheet::block_dodge_parry::{Gear, Sheet};
use proptest::prelude::*;

fn reads_back(sheet: &Sheet) -> Result<(), TestCaseError> {
    let text = serde_json::to_string(sheet).unwrap();
    let back: Result<Sheet, _> = serde_json::from_str(&text);
    prop_assert!(back.is_ok(), "{text}: {back:?}");
    prop_assert_eq!(&back.unwrap(), sheet);
    Ok(())
}

proptest! {
    #[test]
    fn what_the_builders_accept_reads_back(
        maxima in prop::array::uniform3(-2_i32..=24),
        max_hp in 0_u32..=30,
        scores in prop::collection::vec(
            (prop::sample::select(vec![Ability::Str, Ability::Dex, Ability::Wil]), -2_i32..=24),
            0..4,
        ),
        hp in 0_u32..=30,
        hp_first in 0_u32..=3,
        waterskin in prop::option::of(prop::sample::select(vec![
            UsageDie::Empty, UsageDie::D4, UsageDie::D6, UsageDie::D8,
        ])),
        gear in prop::collection::vec(0_u32..=4, 0..10),
        career in prop::option::of("[a-z ]{0,3}"),
        skills in prop::collection::vec("[a-z]{0,3}", 0..3),
    ) {
        let Ok(mut sheet) = Sheet::new(maxima, max_hp) else {
            return Ok(());
        };
        reads_back(&sheet)?;
        for (ability, score) in scores {
            if let Ok(next) = sheet.clone().with_score(ability, score) {
                sheet = next;
            }
            reads_back(&sheet)?;
        }
        if let Ok(next) = sheet.clone().with_waterskin(waterskin) {
            sheet = next;
        }
        reads_back(&sheet)?;
        if let Ok(next) = sheet.clone().with_hp(hp_first) {
            sheet = next;
        }
        reads_back(&sheet)?;
        for slots in gear {
            if let Ok(piece) = Gear::new("rope", slots) {
                if let Ok(next) = sheet.clone().with_gear(piece) {
                    sheet = next;
                }
            }
            reads_back(&sheet)?;
        }
        if let Ok(next) = sheet.clone().with_hp(hp) {
            sheet = next;
        }
        reads_back(&sheet)?;
        if let Some(career) = career {
            if let Ok(next) = sheet.clone().with_career(&career) {
                sheet = next;
            }
        }
        for skill in skills {
            if let Ok(next) = sheet.clone().with_skill(&skill) {
                sheet = next;
            }
        }
        reads_back(&sheet)?;
    }
}
