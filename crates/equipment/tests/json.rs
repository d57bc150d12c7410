//! serde: rows as their stable IDs, money in each system's coins, and
//! every value read back through the constructors' checks.

use osr_core::UsageDie;
use osr_equipment::block_dodge_parry as bdp;
use osr_equipment::cairn_house as ch;
use osr_equipment::constitution as tc;
use osr_equipment::gods_and_monsters as gm;
use osr_equipment::murdham as mu;
use osr_equipment::{Item, lookup};

use crate::common::round_trip;

fn refusal<T: serde::de::DeserializeOwned + core::fmt::Debug>(json: &str) -> String {
    serde_json::from_str::<T>(json).unwrap_err().to_string()
}

#[test]
fn rows_serialize_as_their_ids() {
    assert_eq!(
        round_trip(gm::Weapon::LongSword),
        r#""gm.weapon.long-sword""#
    );
    assert_eq!(
        round_trip(tc::ArmourClass::HalfPlate),
        r#""tc.armour.half-plate""#
    );
    assert_eq!(
        round_trip(ch::Transport::Warhorse),
        r#""ch.transport.warhorse""#
    );
    assert_eq!(round_trip(ch::Shield::Shield), r#""ch.armour.shield""#);
    assert_eq!(
        round_trip(bdp::Recipe::IronrootBrew),
        r#""bdp.recipe.ironroot-brew""#
    );
    for item in Item::all() {
        assert_eq!(round_trip(item), format!("\"{}\"", item.id()));
    }
    assert_eq!(
        round_trip(lookup("gm.ammo.quiver").unwrap()),
        r#""gm.ammo.quiver""#
    );
    assert_eq!(
        refusal::<Item>(r#""gm.weapon.spork""#),
        r#"no catalog row has the ID "gm.weapon.spork" at line 1 column 17"#
    );
    assert!(
        refusal::<Item>("7").starts_with("invalid type: integer `7`, expected an item's stable ID")
    );
}

#[test]
fn rows_data_round_trips() {
    macro_rules! every_row {
        ($($table:ty),+) => {$(
            for &row in <$table>::ALL {
                round_trip(row);
                round_trip(row.row());
            }
        )+};
    }
    every_row!(
        gm::Food,
        gm::Ingredient,
        gm::Stock,
        gm::Misc,
        gm::Weapon,
        gm::Ammo,
        gm::Armor,
        tc::ArmourClass,
        tc::LightSource,
        ch::BodyArmour,
        ch::Shield,
        ch::Weapon,
        ch::Transport,
        bdp::Recipe
    );
    let spear = serde_json::to_value(gm::Weapon::Spear.row()).unwrap();
    assert_eq!((&spear["cost"], &spear["bulk"]), (&"0.8".into(), &8.into()));
    let sling_bullet = serde_json::to_value(gm::Ammo::SlingBullet.row()).unwrap();
    assert_eq!(
        (&sling_bullet["cost"], &sling_bullet["bulk"]),
        (&"0.01".into(), &"0.05".into())
    );
}

#[test]
fn money_is_written_in_each_systems_coins() {
    // Gods & Monsters: silver coins (sc).
    assert_eq!(round_trip(gm::Price::from_subunits(150)), r#""1.5""#);
    assert_eq!(round_trip(gm::Price::from_subunits(1)), r#""0.01""#);
    assert_eq!(round_trip(gm::Price::whole(20)), r#""20""#);
    // 3d6 Constitution: silver pieces, copper as tenths.
    assert_eq!(round_trip(tc::Coins::gold(1)), r#""50""#);
    assert_eq!(round_trip(tc::Coins::copper(1005)), r#""100.5""#);
    // Murdham: units of value, in quarters.
    assert_eq!(round_trip(mu::raw_materials(10)), r#""2.5""#);
    assert_eq!(round_trip(mu::Value::from_subunits(1)), r#""0.25""#);
    // Cairn House Rules: whole silver pieces.
    assert_eq!(round_trip(ch::Silver::whole(1000)), r#""1000""#);
    assert_eq!(
        round_trip(gm::Price::from_subunits(u64::MAX)),
        r#""184467440737095516.15""#
    );
}

#[test]
fn money_is_read_from_strings_and_numbers() {
    let read = |json: &str| serde_json::from_str::<gm::Price>(json).unwrap();
    assert_eq!(read(r#""20.00""#), gm::Price::whole(20));
    assert_eq!(read(r#"".05""#), gm::Price::from_subunits(5));
    assert_eq!(read("20"), gm::Price::whole(20));
    assert_eq!(read("12.34"), gm::Price::from_subunits(1234));
    assert_eq!(
        read("0.1"),
        gm::Price::from_subunits(10),
        "read through its shortest decimal"
    );
    assert_eq!(
        serde_json::from_str::<tc::Coins>("0.5").unwrap(),
        tc::Coins::copper(5)
    );
    assert_eq!(
        serde_json::from_str::<mu::Value>(r#""0.75""#).unwrap(),
        mu::Value::from_subunits(3)
    );
}

#[test]
fn hostile_money_is_refused_with_the_money_error() {
    assert_eq!(
        refusal::<gm::Price>("-1"),
        r#""-1" is not an amount of money: an amount cannot be negative at line 1 column 2"#
    );
    assert_eq!(
        refusal::<gm::Price>(r#""-0.5""#),
        r#""-0.5" is not an amount of money: an amount cannot be negative at line 1 column 6"#
    );
    assert_eq!(
        refusal::<gm::Price>("18446744073709551615"),
        r#""18446744073709551615" is not an amount of money: too large to count at line 1 column 20"#
    );
    assert_eq!(
        refusal::<gm::Price>("1e300"),
        r#""a JSON number" is not an amount of money: too large to count at line 1 column 5"#
    );
    assert!(refusal::<gm::Price>("1e400").contains("number out of range"));
    assert_eq!(
        refusal::<gm::Price>("0.001"),
        r#""0.001" is not an amount of money: finer than the smallest coin at line 1 column 5"#
    );
    assert_eq!(
        refusal::<ch::Silver>(r#""10.5""#),
        r#""10.5" is not an amount of money: finer than the smallest coin at line 1 column 6"#
    );
    assert_eq!(
        refusal::<gm::Price>(r#""ten""#),
        r#""ten" is not an amount of money: expected a decimal amount such as 20, 1.5 or .05 at line 1 column 5"#
    );
    assert_eq!(
        refusal::<gm::Price>("{}"),
        r#"invalid type: map, expected an amount of money: a string such as "1.5", or a number at line 1 column 2"#
    );
    assert!(refusal::<gm::Price>("false").starts_with("invalid type: boolean"));
    let long = format!(r#""{}""#, "9".repeat(5000));
    assert!(refusal::<gm::Price>(&long).contains("too large to count"));
    let fine = format!(r#""0.{}1""#, "0".repeat(5000));
    assert!(refusal::<gm::Price>(&fine).contains("finer than the smallest coin"));
}

#[test]
fn other_data_types_round_trip() {
    round_trip(gm::CarvingMaterial::Stone);
    round_trip(gm::Tack::BlanketOnly);
    round_trip(gm::Levels {
        thief: 2,
        ..gm::Levels::default()
    });
    round_trip(gm::Material::Paper);
    round_trip(gm::AttackForm::Acid);
    let huge = round_trip(
        gm::Weapon::LongSword
            .sized(gm::Size::Huge, gm::Size::Medium)
            .unwrap(),
    );
    assert_eq!(
        huge,
        r#"{"damage":{"count":1,"die":12},"range":12,"cost":"80","bulk":8}"#
    );
    round_trip(gm::book(gm::Misc::BookPrinted, 3).unwrap().unwrap());
    round_trip(mu::Craft::Crude.plan(true));
    round_trip(mu::Buyer::MARKET);
    round_trip(mu::Scrutiny::Passive {
        wit_save_passed: true,
    });
    round_trip(mu::Noticed::SomethingOff);
    round_trip(mu::Task::Amputation);
    assert_eq!(round_trip(mu::Tool::Saddle), r#""mu.tool.saddle""#);
    round_trip(mu::Obstacle::WOODEN_DOOR);
    let herb = bdp::Ingredient {
        id: "bark".to_owned(),
        rarity: bdp::Rarity::Uncommon,
        region: bdp::Region::Plains,
    };
    round_trip(herb.clone());
    let brew = round_trip(bdp::Recipe::HealingSalve.brew(&[herb]).unwrap());
    assert!(
        brew.ends_with(
            r#""potent_enough":false,"varied_enough":false,"region_met":true,"valid":false}"#
        ),
        "{brew}"
    );
    assert_eq!(
        refusal::<bdp::Brew>(&brew.replace(r#""valid":false"#, r#""valid":true"#)),
        "the valid given does not match the valid of the inputs"
    );
    round_trip(UsageDie::D6);
}

#[test]
fn unknown_ids_are_refused() {
    let err = refusal::<gm::Weapon>(r#""gm.weapon.spork""#);
    assert!(err.contains("unknown variant `gm.weapon.spork`"), "{err}");
    assert!(refusal::<ch::BodyArmour>(r#""ch.armour.shield""#).contains("unknown variant"));
}
