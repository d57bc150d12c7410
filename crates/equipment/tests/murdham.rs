//! Murdham goods, crafting and trade, checked against the rulebook's numbers.

use osr_equipment::murdham::{
    Buyer, Craft, Noticed, Obstacle, Scrutiny, Task, Tool, Value, can_pass_as, illicit_purchase,
    illicit_sale, off_path_speed, price, raw_materials,
};

#[test]
fn raw_materials_cost_a_quarter() {
    // rule: MU-equip.craft.materials
    assert_eq!(raw_materials(40), Value::whole(10));
    assert_eq!(raw_materials(10).to_string(), "2.5");
    assert_eq!(raw_materials(1).to_string(), "0.25");
}

#[test]
fn crude_crafting() {
    // rule: MU-equip.craft.crude
    let club = Craft::Crude.plan(false);
    assert_eq!(
        (club.watches, club.save, club.flawed, club.items),
        (1, true, true, 1)
    );
}

#[test]
fn skilled_crafting() {
    // rule: MU-equip.craft.skilled
    let sword = Craft::Skilled.plan(false);
    assert_eq!((sword.watches, sword.save, sword.flawed), (1, false, false));
    let masterwork = Craft::SkilledExceptional.plan(false);
    assert_eq!((masterwork.save, masterwork.flawed), (true, false));
}

#[test]
fn consumables_come_in_pairs() {
    // rule: MU-equip.craft.batch
    assert_eq!(Craft::Skilled.plan(true).items, 2);
    assert_eq!(Craft::Skilled.plan(false).items, 1);
}

#[test]
fn merchant_prices() {
    // rule: MU-travel.trade.bargain, MU-travel.trade.merchant, MU-travel.trade.market
    let pc = Buyer::default();
    let haggler = Buyer {
        bargain: true,
        merchant: false,
    };
    assert_eq!(price(100, haggler, false), Value::whole(50));
    assert_eq!(price(100, haggler, true), Value::whole(100));
    assert_eq!(price(100, pc, false), Value::whole(100));
    // E3: a merchant with bargain buys a 100-value item for 25, or 50 from
    // a seller with bargain.
    assert_eq!(price(100, Buyer::MARKET, false), Value::whole(25));
    assert_eq!(price(100, Buyer::MARKET, true), Value::whole(50));
    // At the market a character buys at full value, bargain or not.
    assert_eq!(price(100, haggler, true), Value::whole(100));
    assert_eq!(price(3, Buyer::MARKET, false).to_string(), "0.75");
}

#[test]
fn illicit_trade() {
    // rule: MU-travel.trade.illegal
    assert_eq!(illicit_sale(100), Value::whole(200));
    assert_eq!(illicit_purchase(100), Value::whole(50));
    assert_eq!(illicit_purchase(5).to_string(), "2.5");
}

#[test]
fn disguises() {
    // rule: MU-equip.disguise
    assert_eq!(Task::Disguise.needs(), Tool::DisguiseKit);
    assert_eq!(
        Scrutiny::Passive {
            wit_save_passed: true
        }
        .observe(),
        Noticed::SomethingOff
    );
    assert_eq!(
        Scrutiny::Passive {
            wit_save_passed: false
        }
        .observe(),
        Noticed::Nothing
    );
    assert_eq!(Scrutiny::Close.observe(), Noticed::Uncovered);
    assert!(!can_pass_as(false));
    assert!(can_pass_as(true));
}

#[test]
fn surgical_tools() {
    // rule: MU-equip.surgical-tools
    assert_eq!(Task::Amputation.needs(), Tool::SurgicalTools);
    assert_eq!(Task::DigwormRemoval.needs(), Tool::SurgicalTools);
}

#[test]
fn saddles() {
    // rule: MU-equip.saddle
    assert_eq!(Task::RidingTrainedMount.needs(), Tool::Saddle);
}

#[test]
fn antidotes() {
    // rule: MU-equip.antidote
    assert_eq!(Task::CuringPoison.needs(), Tool::Antidote);
}

#[test]
fn navigation_tools_halve_the_off_path_penalty() {
    // rule: MU-equip.navigation-tools
    // E2: 2 regions a watch off the path.
    let speed = |(n, d): (u32, u32)| 2 * n * 100 / d;
    assert_eq!(speed(off_path_speed(false, false)), 50, "half a region");
    assert_eq!(speed(off_path_speed(false, true)), 100);
    assert_eq!(speed(off_path_speed(true, false)), 100);
    assert_eq!(speed(off_path_speed(true, true)), 200);
}

#[test]
fn a_wooden_door() {
    // rule: MU-equip.door-stats
    let door = Obstacle::WOODEN_DOOR;
    assert_eq!((door.health, door.armour), (8, 1));
    assert_eq!(door.damage(true, &[6]), Ok(5), "axe: 8 -> 3");
    assert_eq!(
        door.damage(false, &[5, 2]),
        Ok(1),
        "sword, impaired: 8 -> 7"
    );
    assert_eq!(door.damage(false, &[1, 4]), Ok(0));
    assert!(
        door.damage(false, &[5]).is_err(),
        "impaired damage needs two faces"
    );
}

#[test]
fn each_tool_lists_the_tasks_that_need_it() {
    for &tool in Tool::ALL {
        for &task in tool.needed_for() {
            assert_eq!(task.needs(), tool, "{task:?}");
        }
    }
    for task in [
        Task::Amputation,
        Task::DigwormRemoval,
        Task::RidingTrainedMount,
        Task::CuringPoison,
        Task::Disguise,
    ] {
        assert!(task.needs().needed_for().contains(&task), "{task:?}");
    }
    assert_eq!(Tool::DisguiseKit.name(), "Disguise kit");
    assert_eq!(Tool::from_id("mu.tool.saddle"), Ok(Tool::Saddle));
}
