//! 3d6 Constitution equipment, checked against the rulebook's numbers.

use osr_encumbrance::stones::Armour;
use osr_equipment::constitution::{ArmourClass, Coins, LightSource};

#[test]
fn coin_values() {
    // rule: TC-0.currency, TC-2.6
    assert_eq!(Coins::gold(1), Coins::silver(50));
    assert_eq!(Coins::silver(1), Coins::copper(10));
    let purse = Coins::gold(2).checked_add(Coins::copper(5)).unwrap();
    assert_eq!(purse.to_string(), "100.5");
    assert_eq!(purse.subunits(), 1005, "counted in copper");
}

#[test]
fn armour_classes() {
    // rule: TC-14.15, TC-14.15.stones
    let table = [
        ("tc.armour.leather-hide", 22, 25, 0),
        ("tc.armour.half-chain", 24, 50, 1),
        ("tc.armour.full-chain", 26, 100, 3),
        ("tc.armour.half-plate", 28, 500, 2),
        ("tc.armour.full-plate", 30, 1000, 4),
    ];
    assert_eq!(ArmourClass::ALL.len(), table.len());
    for (id, ac, sp, stones) in table {
        let row = ArmourClass::from_id(id).unwrap().row();
        assert_eq!(
            (row.ac, row.cost, row.worn.stones()),
            (ac, Coins::silver(sp), stones),
            "{id}"
        );
    }
    let plate = ArmourClass::FullPlate.row();
    assert_eq!(
        (plate.ac, plate.worn, plate.cost),
        (30, Armour::FullPlate, Coins::silver(1000))
    );
}

#[test]
fn light_sources() {
    // rule: TC-13.2
    assert_eq!(LightSource::from_id("tc.light.torch").unwrap().turns(), 6);
    assert_eq!(LightSource::Candle.turns(), 18);
    assert_eq!(LightSource::LanternFlask.turns(), 24);
    assert_eq!(LightSource::Torch.burning(0, 5), Ok(true));
    assert_eq!(
        LightSource::Torch.burning(0, 6),
        Ok(false),
        "out after turn 6"
    );
    assert_eq!(LightSource::Candle.burning(10, 27), Ok(true));
    assert!(LightSource::Torch.burning(5, 4).is_err());
}
