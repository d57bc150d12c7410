//! The messages of the errors Cairn House Rules sheets give.

use insta::assert_snapshot;
use osr_sheet::Error;

#[test]
fn messages() {
    let wrong = Error::WrongSystem {
        expected: "cairn_house",
        got: "murdham".into(),
    };
    assert_eq!(wrong.kind(), "wrong_system");
    assert_snapshot!(wrong, @r#"a cairn_house sheet was expected, got system "murdham""#);
    let version = Error::UnsupportedVersion {
        version: 2,
        supported: 1,
    };
    assert_eq!(version.kind(), "unsupported_version");
    assert_snapshot!(version, @"sheet version 2 is not supported (this crate reads version 1)");
    let coins = Error::NotEnoughCoins {
        item: "Light Armor",
        cost: 100,
        coins: 30,
    };
    assert_eq!(coins.kind(), "not_enough_coins");
    assert_snapshot!(coins, @"Light Armor costs 100 coins, only 30 left");
    let combat = Error::from(osr_combat::Error::HealthMismatch { id: 1 });
    assert_eq!(combat.kind(), "health_mismatch");
    assert_snapshot!(combat, @"combatant 1's health does not match its maximum HP and scores");
    let sale = Error::NotForSale { item: "Unarmed" };
    assert_snapshot!(sale, @"Unarmed is not for sale");
    let overflow = Error::Overflow { what: "coins" };
    assert_eq!(overflow.kind(), "overflow");
    assert_snapshot!(overflow, @"coins overflowed");
}
