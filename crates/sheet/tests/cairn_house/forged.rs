//! Well-formed documents that no creation or play can reach are refused on
//! reading: maxima beyond the dice of creation, which nothing raises or
//! lowers. Every sheet creation and play reach still reads back.

use osr_check::cairn_house::Ability;
use osr_core::SuppliedFaces;
use osr_health::cairn_house::FatigueSource;
use osr_sheet::Error;
use osr_sheet::cairn_house::{Creation, Hireling, Sheet, SheetDocument};
use proptest::prelude::*;
use serde_json::{Value, json};

fn doc() -> Value {
    json!({
        "system": "cairn_house",
        "version": 1,
        "health": {"hp": 4, "max_hp": 6, "str": {"current": 14, "max": 18},
            "dex": {"current": 3, "max": 3}, "wil": {"current": 11, "max": 11}},
        "coins": 65,
        "weapons": ["ch.weapon.hand"],
        "armour": "ch.armour.unarmoured",
        "supplies": 0,
        "treasures": 0
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

// rule: CH-sheet.create.hp
#[test]
fn a_maximum_hp_beyond_the_d6_is_refused() {
    assert!(read(doc()).is_ok());
    for max in [7, 0] {
        let mut d = doc();
        d["health"]["max_hp"] = json!(max);
        d["health"]["hp"] = json!(0);
        assert_eq!(
            refused(d),
            format!(
                "maximum HP {max} cannot be reached: \
                 maximum HP is the d6 rolled at creation and never changes"
            )
        );
    }
}

// rule: CH-core.abilities
#[test]
fn an_ability_maximum_beyond_3d6_is_refused() {
    for (ability, max) in [("str", 19), ("dex", 2), ("wil", 20)] {
        let mut d = doc();
        d["health"][ability]["max"] = json!(max);
        d["health"][ability]["current"] = json!(max.min(14));
        assert_eq!(
            refused(d),
            format!(
                "ability maximum {} {max} cannot be reached: \
                 an ability's maximum is the 3d6 rolled at creation and never changes",
                ability.to_uppercase()
            )
        );
    }
}

proptest! {
    /// Characters and hirelings from any faces, through damage, fatigue,
    /// time, rests and camp: what play reaches reads back as it was.
    #[test]
    fn every_sheet_play_reaches_reads_back(
        faces in prop::collection::vec(1_u32..=6, 13),
        hireling: bool,
        blows in prop::collection::vec(0_u32..10, 0..5),
        dice in prop::collection::vec(1_u32..=6, 20),
        tired in 0_u32..5,
        minutes in 0_u32..120,
        rest in 0_u8..4,
    ) {
        let created = if hireling {
            Hireling::roll(&mut SuppliedFaces::new(&faces))
        } else {
            Creation::roll(&mut SuppliedFaces::new(&faces))
        };
        let mut sheet = created.unwrap().into_sheet();
        let text = serde_json::to_string(&sheet).unwrap();
        prop_assert_eq!(&serde_json::from_str::<Sheet>(&text).unwrap(), &sheet);
        let mut source = SuppliedFaces::new(&dice);
        // Refusals (the dead, faces run out) leave the character as it was.
        for damage in blows {
            let _ = sheet.health_mut().take_damage(damage, &mut source);
        }
        for _ in 0..tired {
            let _ = sheet.health_mut().add_fatigue(FatigueSource::Other);
        }
        let _ = sheet.health_mut().pass_time(minutes);
        let _ = match rest {
            0 => sheet.health_mut().short_rest(),
            1 => sheet.health_mut().long_rest(Ability::Str, &mut source),
            2 => sheet.health_mut().full_rest(),
            _ => sheet.health_mut().make_camp(false, Ability::Dex, &mut source),
        };
        let text = serde_json::to_string(&sheet).unwrap();
        let back: Sheet = serde_json::from_str(&text).unwrap();
        prop_assert_eq!(back, sheet);
    }
}
