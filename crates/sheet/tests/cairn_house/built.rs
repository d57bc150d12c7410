//! Sheets built from given values: only the maxima creation can roll, and
//! whatever the builders and operations accept writes and reads back the
//! same.

#[cfg(feature = "serde")]
use osr_equipment::cairn_house::Transport;
#[cfg(feature = "serde")]
use osr_sheet::cairn_house::Item;
use osr_sheet::cairn_house::{Character, Sheet};
#[cfg(feature = "serde")]
use proptest::prelude::*;

// rule: CH-sheet.create.hp
// rule: CH-sheet.create.abilities
#[test]
fn only_maxima_creation_can_roll_are_imported() {
    for (max_hp, maxima, reachable) in [
        (1, [3, 3, 3], true),
        (6, [18, 18, 18], true),
        (0, [10, 10, 10], false),
        (7, [10, 10, 10], false),
        (100, [10, 10, 10], false),
        (4, [2, 10, 10], false),
        (4, [10, 19, 10], false),
        (4, [10, 10, 0], false),
    ] {
        let Ok(health) = Character::new(max_hp, maxima) else {
            assert!(!reachable, "{max_hp} {maxima:?}");
            continue;
        };
        let built = Sheet::new(health);
        assert_eq!(built.is_ok(), reachable, "{max_hp} {maxima:?}: {built:?}");
        if !reachable {
            assert_eq!(built.unwrap_err().kind(), "unreachable");
        }
    }
    // Encumbered (HP 0) with nothing carried.
    let mut laden = Character::new(4, [10, 10, 10]).unwrap();
    laden.set_encumbered(true);
    assert_eq!(Sheet::new(laden).unwrap_err().kind(), "not_derived");
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
proptest! {
    #[test]
    fn what_the_builders_accept_reads_back(
        max_hp in 0_u32..=10,
        maxima in prop::array::uniform3(0_i32..=21),
        hp in 0_u32..=10,
        fatigue in 0_u32..=4,
        units in (0_u32..=12, 0_u32..=12),
        transport in prop::collection::vec(prop::sample::select(Transport::ALL.to_vec()), 0..3),
        buy: bool,
        store in 0_u32..=3,
    ) {
        let Ok(health) = Character::new(max_hp, maxima) else {
            return Ok(());
        };
        let Ok(health) = health.with_hp(hp) else {
            return Ok(());
        };
        let Ok(health) = health.with_fatigue(fatigue) else {
            return Ok(());
        };
        let Ok(mut sheet) = Sheet::new(health) else {
            return Ok(());
        };
        reads_back(&sheet)?;
        if let Ok(loaded) = sheet.clone().with_units(units.0, units.1) {
            sheet = loaded;
        }
        reads_back(&sheet)?;
        for t in transport {
            if buy {
                sheet = sheet.with_coins(1000).unwrap();
                let _ = sheet.buy(Item::Transport(t));
            } else if let Ok(more) = sheet.clone().with_transport(t) {
                sheet = more;
            }
            reads_back(&sheet)?;
        }
        let _ = sheet.store_treasures(store);
        reads_back(&sheet)?;
    }
}
