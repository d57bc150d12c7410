//! Worked example D1 (derived from the rules): character creation from
//! supplied faces through buying and carrying, to the sheet's JSON.

use osr_core::SuppliedFaces;
use osr_encumbrance::LoadModel;
use osr_encumbrance::units::State;
use osr_equipment::cairn_house::{Shield, Weapon};
use osr_sheet::cairn_house::{Creation, Item};

#[test]
fn d1_character_creation() {
    // HP 4; STR [3, 5, 6]; DEX [2, 2, 5]; WIL [4, 4, 3]; coins [2, 3, 4].
    let faces = [4, 3, 5, 6, 2, 2, 5, 4, 4, 3, 2, 3, 4];
    let created = Creation::roll(&mut SuppliedFaces::new(&faces)).unwrap();
    let lines: Vec<String> = created.events().iter().map(ToString::to_string).collect();
    assert_eq!(
        lines,
        [
            "HP d6 = [4] = 4",
            "STR 3d6 = [3, 5, 6] = 14",
            "DEX 3d6 = [2, 2, 5] = 9",
            "WIL 3d6 = [4, 4, 3] = 11",
            "coins 3d6 × 10 = [2, 3, 4] × 10 = 90",
        ]
    );
    created.verify().unwrap();
    let mut sheet = created.into_sheet();
    // Hand weapon 15 and shield 10: 90 -> 65 coins, DR 1.
    assert_eq!(
        sheet.buy(Item::Weapon(Weapon::Hand)).unwrap().to_string(),
        "bought Hand weapon for 15 coins: 75 left"
    );
    sheet.buy(Item::Shield(Shield::Shield)).unwrap();
    assert_eq!((sheet.coins(), sheet.dr()), (65, 1));
    // One supply unit: encumbered.
    let sheet = sheet.with_units(1, 0).unwrap();
    assert_eq!(sheet.load().unwrap().state(), State::Encumbered);
    #[cfg(feature = "serde")]
    {
        let json = serde_json::to_value(&sheet).unwrap();
        assert_eq!(json["system"], "cairn_house");
        assert_eq!(json["version"], 1);
        assert_eq!(json["coins"], 65);
        assert_eq!(json["weapons"], serde_json::json!(["ch.weapon.hand"]));
        assert_eq!(json["shield"], "ch.armour.shield");
        // Encumbered, so HP 0 (CH-enc.effects) until rested without it.
        assert_eq!(json["health"]["hp"], 0);
        assert_eq!(json["health"]["max_hp"], 4);
        assert_eq!(json["health"]["encumbered"], true);
        let back: osr_sheet::cairn_house::Sheet = serde_json::from_value(json).unwrap();
        assert_eq!(back, sheet);
    }
}

#[test]
fn buying_needs_the_coins_and_a_price() {
    let faces = [4, 3, 5, 6, 2, 2, 5, 4, 4, 3, 1, 1, 1];
    let mut sheet = Creation::roll(&mut SuppliedFaces::new(&faces))
        .unwrap()
        .into_sheet();
    let before = sheet.clone();
    let err = sheet
        .buy(Item::Armour(osr_equipment::cairn_house::BodyArmour::Light))
        .unwrap_err();
    assert_eq!(err.kind(), "not_enough_coins");
    assert_eq!(sheet, before);
    assert_eq!(
        sheet.buy(Item::Weapon(Weapon::Unarmed)).unwrap_err().kind(),
        "not_for_sale"
    );
}
