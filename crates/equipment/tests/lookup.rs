//! One lookup across every table, and the English names.

use osr_equipment::gods_and_monsters::Weapon;
use osr_equipment::{Error, Item, cairn_house, lookup, murdham};

#[test]
fn every_row_is_found_by_its_id_and_has_a_name() {
    let mut count = 0;
    for item in Item::all() {
        assert_eq!(lookup(item.id()), Ok(item));
        assert_eq!(item.to_string(), item.id());
        assert_eq!(item.id().parse::<Item>(), Ok(item));
        assert!(!item.name().is_empty(), "{item}");
        assert_eq!(item.name().trim(), item.name(), "{item}");
        count += 1;
    }
    assert_eq!(count, Item::all().count());
    // IDs are unique across all tables.
    let ids: std::collections::BTreeSet<_> = Item::all().map(Item::id).collect();
    assert_eq!(ids.len(), count);
}

#[test]
fn lookups_return_the_typed_row() {
    assert_eq!(
        lookup("gm.weapon.long-sword"),
        Ok(Item::GodsAndMonstersWeapon(Weapon::LongSword))
    );
    assert_eq!(
        lookup("ch.armour.shield"),
        Ok(Item::CairnHouseShield(cairn_house::Shield::Shield))
    );
    assert_eq!(
        lookup("mu.tool.surgical-tools"),
        Ok(Item::MurdhamTool(murdham::Tool::SurgicalTools))
    );
    assert_eq!(Item::from(Weapon::Spear).name(), "Spear");
    assert_eq!(Weapon::GreatSword.name(), "Great sword");
    assert!(matches!(
        lookup("gm.weapon.spork"),
        Err(Error::UnknownId {
            table: "catalog",
            ..
        })
    ));
    assert!(lookup("").is_err());
}
