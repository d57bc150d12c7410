//! serde: every data type round-trips (rows as their stable IDs), and
//! deserializing validates.

use osr_core::UsageDie;
use osr_equipment::block_dodge_parry as bdp;
use osr_equipment::cairn_house as ch;
use osr_equipment::constitution as tc;
use osr_equipment::gods_and_monsters as gm;
use osr_equipment::murdham as mu;
use crate::common::round_trip;


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
    assert_eq!(
        round_trip(bdp::Recipe::IronrootBrew),
        r#""bdp.recipe.ironroot-brew""#
    );
    for &row in gm::Food::ALL {
        round_trip(row);
        round_trip(row.row());
    }
    for &row in gm::Ingredient::ALL {
        round_trip(row);
        round_trip(row.row());
    }
    for &row in gm::Stock::ALL {
        round_trip(row);
        round_trip(row.row());
    }
    for &row in gm::Misc::ALL {
        round_trip(row);
        round_trip(row.row());
    }
    for &row in gm::Weapon::ALL {
        round_trip(row);
        round_trip(row.row());
    }
    for &row in gm::Ammo::ALL {
        round_trip(row);
        round_trip(row.row());
    }
    for &row in gm::Armor::ALL {
        round_trip(row);
        round_trip(row.row());
    }
    for &row in tc::ArmourClass::ALL {
        round_trip(row);
        round_trip(row.row());
    }
    for &row in tc::LightSource::ALL {
        round_trip(row);
        round_trip(row.row());
    }
    for &row in ch::BodyArmour::ALL {
        round_trip(row);
        round_trip(row.row());
    }
    for &row in ch::Shield::ALL {
        round_trip(row);
        round_trip(row.row());
    }
    for &row in ch::Weapon::ALL {
        round_trip(row);
        round_trip(row.row());
    }
    for &row in ch::Transport::ALL {
        round_trip(row);
        round_trip(row.row());
    }
    for &row in bdp::Recipe::ALL {
        round_trip(row);
        round_trip(row.row());
    }
}

#[test]
fn other_data_types_round_trip() {
    assert_eq!(round_trip(gm::Price::from_subunits(150)), "150");
    assert_eq!(round_trip(tc::Coins::gold(1)), "500");
    round_trip(gm::CarvingMaterial::Stone);
    round_trip(gm::Tack::BlanketOnly);
    round_trip(gm::Levels {
        thief: 2,
        ..gm::Levels::default()
    });
    round_trip(gm::Material::Paper);
    round_trip(gm::AttackForm::Acid);
    round_trip(
        gm::Weapon::LongSword
            .sized(gm::Size::Huge, gm::Size::Medium)
            .unwrap(),
    );
    round_trip(gm::book(gm::Misc::BookPrinted, 3).unwrap().unwrap());
    round_trip(mu::Craft::Crude.plan(true));
    round_trip(mu::Buyer::MARKET);
    round_trip(mu::Scrutiny::Passive {
        wit_save_passed: true,
    });
    round_trip(mu::Noticed::SomethingOff);
    round_trip(mu::Task::Amputation);
    round_trip(mu::Tool::Saddle);
    round_trip(mu::Obstacle::WOODEN_DOOR);
    round_trip(mu::raw_materials(10));
    round_trip(bdp::Meal::Fancy);
    round_trip(bdp::Rest::Normal);
    let herb = bdp::Ingredient {
        id: "bark".to_owned(),
        rarity: bdp::Rarity::Uncommon,
        region: bdp::Region::Plains,
    };
    round_trip(herb.clone());
    round_trip(bdp::Recipe::HealingSalve.brew(&[herb]).unwrap());
    round_trip(UsageDie::D6);
}

#[test]
fn deserializing_validates() {
    let err = serde_json::from_str::<gm::Weapon>(r#""gm.weapon.spork""#).unwrap_err();
    assert!(
        err.to_string()
            .contains("unknown variant `gm.weapon.spork`"),
        "{err}"
    );
    assert!(serde_json::from_str::<gm::Price>("-1").is_err());
}
