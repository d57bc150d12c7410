//! Murdham's travel errors.

use insta::assert_snapshot;
use osr_travel::murdham::{
    Animal, Boat, Expedition, ExpeditionAction, Manipulation, Ploy, Training, sprint_zones,
};

#[test]
fn murdham_errors() {
    let mut company = Expedition::new(2).unwrap();
    assert_snapshot!(
        company.act(0, ExpeditionAction::Fight).unwrap_err(),
        @"that action is not allowed: it belongs to the other mode of play"
    );
    company.act(0, ExpeditionAction::Forage).unwrap();
    assert_snapshot!(
        company.act(0, ExpeditionAction::Forage).unwrap_err(),
        @"acting is not allowed: each player takes one action per stretch or watch"
    );
    assert_snapshot!(company.act(2, ExpeditionAction::Forage).unwrap_err(), @"player must be in 0..=1, got 2");
    assert_snapshot!(sprint_zones(true, false).unwrap_err(), @"a sprint is not allowed: there are obstacles in the way");
    let taunt = Manipulation::new(Ploy::Taunt, 10).unwrap();
    assert_snapshot!(
        taunt.roll(&mut osr_core::SuppliedFaces::new(&[])).unwrap_err(),
        @"a taunt is not allowed: the taunter's WIT save is needed"
    );
    assert_snapshot!(Training::lookup("juggle").unwrap_err(), @r#"unknown training id "juggle""#);
    let mut wolf = Animal::wild();
    assert_snapshot!(
        wolf.train(Training::Fight, 10, false, &mut osr_core::SuppliedFaces::new(&[])).unwrap_err(),
        @"training a wild animal is not allowed: only a proficient trainer can"
    );
    assert_snapshot!(Boat::new(4, false).unwrap().speed(5, true).unwrap_err(), @"crew aboard must be in 1..=4, got 5");
}
