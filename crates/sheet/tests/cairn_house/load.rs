//! The load's effect on HP, applied wherever HP are read: on the sheet, in
//! a fight, through rest, and in the document.

use osr_combat::Side;
use osr_combat::cairn_house::{Combatant, Fight};
use osr_health::cairn_house::Event;
use osr_sheet::cairn_house::{Character, Sheet, setup};

fn pc(hp: u32) -> Sheet {
    Sheet::new(
        Character::new(5, [12, 10, 10])
            .unwrap()
            .with_hp(hp)
            .unwrap(),
    )
    .unwrap()
}

#[test]
// rule: CH-enc.effects
fn picking_up_a_chest_makes_hp_zero_until_rested_without_it() {
    // The catalog's case: HP 5, picks up a chest -> HP 0.
    let mut porter = pc(5).with_units(0, 1).unwrap();
    assert_eq!(porter.health().hp(), 0);
    assert!(porter.health().is_encumbered());
    // Rest does not bring HP back while the load is carried.
    let rest = porter.health_mut().short_rest().unwrap();
    assert_eq!(rest.events(), [Event::HealingBlockedByLoad]);
    assert_eq!(porter.health().hp(), 0);
    // Putting it down does not either: HP come back with rest.
    let put_down = porter.store_treasures(1).unwrap();
    assert_eq!(put_down.events(), [Event::Unencumbered]);
    assert_eq!(porter.health().hp(), 0);
    porter.health_mut().short_rest().unwrap();
    assert_eq!(porter.health().hp(), 5);
}

#[test]
// rule: CH-enc.effects
fn an_encumbered_character_enters_a_fight_at_zero_hp() {
    let porter = pc(5).with_units(2, 0).unwrap();
    let goblin = Combatant::new(10, Side::Foes, 3, [8, 12, 7]).unwrap();
    let fight = Fight::new(setup(&[&porter], vec![goblin]).unwrap()).unwrap();
    assert_eq!(fight.fighter(1).unwrap().health().hp(), 0);
}

#[cfg(feature = "serde")]
mod json {
    use super::pc;
    use osr_sheet::cairn_house::Sheet;

    #[test]
    fn the_document_keeps_hp_zero_exactly_while_units_are_carried() {
        let porter = pc(5).with_units(1, 0).unwrap();
        let value = serde_json::to_value(&porter).unwrap();
        assert_eq!(value["health"]["encumbered"], true);
        let back: Sheet = serde_json::from_value(value.clone()).unwrap();
        assert_eq!(back, porter);
        // Carrying a unit with HP left, or HP 0 held down with nothing
        // carried: both refused.
        let mut forged = value.clone();
        forged["health"]["hp"] = serde_json::json!(5);
        forged["health"]["encumbered"] = serde_json::json!(false);
        let err = serde_json::from_value::<Sheet>(forged).unwrap_err();
        assert!(err.to_string().contains("encumbered"), "{err}");
        let mut forged = value;
        forged["supplies"] = serde_json::json!(0);
        let err = serde_json::from_value::<Sheet>(forged).unwrap_err();
        assert!(err.to_string().contains("encumbered"), "{err}");
        // An unencumbered character writes no flag.
        let free = serde_json::to_value(pc(5)).unwrap();
        assert!(free["health"].get("encumbered").is_none(), "{free}");
    }
}
