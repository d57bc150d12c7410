//! Gods & Monsters equipment, checked against the rulebook's numbers.

use osr_core::{Dice, Die};
use osr_encumbrance::LoadModel;
use osr_encumbrance::bulk::Bulk;
use osr_encumbrance::bulk::gods_and_monsters::{
    AnimalLoad, CarryList, carried_bulk, never_a_weapon,
};
use osr_equipment::Error;
use osr_equipment::gods_and_monsters::{
    Access, Ammo, Armor, ArmorKind, AttackForm, BASIC_LIVING_PER_DAY, CarvingMaterial, Food, Holds,
    Ingredient, Levels, Material, Misc, POUNDS_PER_GALLON, Price, Size, Stock, Tack, USUAL_LOTS,
    Weapon, WeaponClass, animal_upkeep_per_month, armor_upkeep_per_month, book, carving,
    helmet_cost, lock_pick_penalty, size_attack_penalty, sized_cost, sized_damage, sized_range,
    weapon_upkeep_per_year,
};

use crate::common::{bulk, sc};

#[test]
fn food_and_lodging() {
    // rule: GM-eq.catalog.food
    assert_eq!(Food::ALL.len(), 11);
    let beer = Food::from_id("gm.food.beer-pint").unwrap().row();
    assert_eq!((beer.cost, beer.bulk), (sc(20), bulk(300)));
    assert_eq!(Food::BeerThreeGallons.row().bulk, bulk(2600));
    assert_eq!(
        Food::RoomCommon.row(),
        osr_equipment::gods_and_monsters::Goods {
            cost: sc(40),
            bulk: None
        }
    );
    assert_eq!(Food::DryFood.row().cost, Price::whole(5));
    assert_eq!(Food::MealSimple.row().cost.to_string(), "0.3");
    assert_eq!(Food::WineHalfGallon.row().bulk, bulk(500));
    // Two nights in a private room for two: 2 x (1 + .5) to 2 x (1 + 1).
    let (low, high) = osr_equipment::gods_and_monsters::PRIVATE_ROOM_EXTRA_PERSON;
    let room = Food::RoomPrivate.row().cost;
    assert_eq!(
        room.checked_add(low).unwrap().checked_mul(2),
        Some(Price::whole(3))
    );
    assert_eq!(
        room.checked_add(high).unwrap().checked_mul(2),
        Some(Price::whole(4))
    );
}

#[test]
fn ingredients() {
    // rule: GM-eq.catalog.ingredients
    assert_eq!(Ingredient::ALL.len(), 8);
    let uncommon = Ingredient::from_id("gm.ingredient.animal-part-uncommon")
        .unwrap()
        .row();
    assert_eq!(
        (uncommon.cost.to_string(), uncommon.bulk),
        ("1.5".into(), bulk(30))
    );
    assert_eq!(Ingredient::HerbRare.row().bulk, bulk(30));
    assert_eq!(Ingredient::HerbCommon.row().cost, sc(10));
    let stone = carving(Ingredient::CarvingComplex, CarvingMaterial::Stone).unwrap();
    assert_eq!((stone.cost, stone.bulk), (Price::whole(8), bulk(200)));
    let bone = carving(Ingredient::CarvingSimple, CarvingMaterial::Bone).unwrap();
    assert_eq!((bone.cost, bone.bulk), (Price::whole(1), bulk(10)));
    assert_eq!(carving(Ingredient::HerbRare, CarvingMaterial::Wood), None);
}

#[test]
fn animals_and_containers() {
    // rule: GM-eq.catalog.animals
    assert_eq!(Stock::ALL.len(), 20);
    let horse = Stock::from_id("gm.stock.horse-riding").unwrap().row();
    let animal = horse.animal.unwrap();
    assert_eq!(
        (horse.cost, animal.movement, animal.carries),
        (Price::whole(75), 14, Bulk::whole(250))
    );
    assert!(animal.fast_gaits);
    assert!(!Stock::Ox.row().animal.unwrap().fast_gaits);
    assert_eq!(
        Stock::Donkey.row().animal.unwrap().carries,
        Bulk::whole(225)
    );
    assert_eq!(Stock::Pony.row().animal.unwrap().movement, 12);
    assert_eq!(Stock::HorseSaddle.row().bulk, bulk(2800));
    assert_eq!(Stock::Waterskin.row().holds, Some(Holds::Pints(4)));
    assert_eq!(Stock::Backpack.row().rounds_to_reach, Some(1));
    assert_eq!(Stock::Sack.row().cost, sc(20));
}

#[test]
fn riding_tack() {
    // rule: GM-eq.riding
    let horse = Stock::HorseRiding.row().animal.unwrap();
    assert_eq!(
        horse.movement - Tack::BlanketOnly.daily_movement_penalty(),
        13
    );
    assert_eq!(Tack::BlanketOnly.riding_penalty(), 2);
    assert_eq!(
        (
            Tack::Bareback.riding_penalty(),
            Tack::Bareback.daily_movement_penalty()
        ),
        (3, 3)
    );
    assert_eq!(Tack::Saddle.riding_penalty(), 0);
}

#[test]
fn miscellaneous_gear_and_books() {
    // rule: GM-eq.catalog.misc
    assert_eq!(Misc::ALL.len(), 29);
    let candle = Misc::from_id("gm.misc.candle").unwrap().row();
    assert_eq!((candle.cost, candle.bulk), (sc(1), Bulk::whole(1)));
    assert_eq!(Misc::Parchment.row().bulk, Bulk::hundredths(1));
    assert_eq!(Misc::SpikeIron.row().bulk, Bulk::hundredths(150));
    assert_eq!(Misc::TentEnclosed.row().cost, Price::whole(15));
    assert_eq!(Misc::Lantern.row().light.unwrap().radius_yards, 20);
    let tome = book(Misc::BookHandwritten, 10).unwrap().unwrap();
    assert_eq!((tome.cost, tome.bulk), (Price::whole(6), bulk(80)));
    let printed = book(Misc::BookPrinted, 20).unwrap().unwrap();
    assert_eq!((printed.cost, printed.bulk), (Price::whole(4), bulk(110)));
    assert_eq!(book(Misc::Rope, 3), Ok(None));
}

#[test]
fn locks() {
    // rule: GM-eq.locks
    assert_eq!(lock_pick_penalty(Price::whole(8)), 0);
    assert_eq!(lock_pick_penalty(Price::whole(16)), 1);
    assert_eq!(lock_pick_penalty(Price::whole(32)), 2);
    assert_eq!(lock_pick_penalty(Price::whole(31)), 1);
    assert_eq!(lock_pick_penalty(Price::whole(2)), 0);
}

#[test]
fn activation_needs_an_evasion_roll_in_combat() {
    // rule: GM-eq.activation
    assert_eq!(Misc::Torch.row().activation_rounds, Some(2));
    assert_eq!(Misc::Lantern.row().activation_rounds, Some(1));
    assert_eq!(Misc::FlintSteelTinderbox.row().activation_rounds, Some(2));
    assert!(Misc::Lantern.needs_evasion_roll(true));
    assert!(!Misc::Lantern.needs_evasion_roll(false));
    assert!(!Misc::Rope.needs_evasion_roll(true));
}

#[test]
fn tools_and_ammunition_as_weapons() {
    // rule: GM-eq.improvised, GM-enc.unused-weapon
    let pick = Misc::Pick.row().as_weapon.unwrap();
    assert_eq!(
        (pick.damage, pick.attack_penalty, pick.weapon_bulk),
        (Dice::one(Die::D8), 2, Some(Bulk::whole(20)))
    );
    let table = [
        (Misc::Axe, Die::D6, 1, 16, 8),
        (Misc::Pole, Die::D4, 2, 14, 7),
        (Misc::Shovel, Die::D6, 3, 18, 9),
    ];
    for (tool, die, penalty, weapon_bulk, listed) in table {
        let row = tool.row();
        let weapon = row.as_weapon.unwrap();
        assert_eq!(
            (weapon.damage.die(), weapon.attack_penalty),
            (die, penalty),
            "{tool}"
        );
        assert_eq!(weapon.weapon_bulk, Some(Bulk::whole(weapon_bulk)));
        assert_eq!(
            never_a_weapon(Bulk::whole(weapon_bulk)),
            Ok(Bulk::whole(listed))
        );
        assert_eq!(row.bulk, Bulk::whole(listed));
    }
    assert_eq!(
        Ammo::Arrow.row().as_weapon.unwrap().damage,
        Dice::one(Die::D3)
    );
    assert_eq!(
        Ammo::CrossbowBolt.row().as_weapon.unwrap().damage,
        Dice::one(Die::D1)
    );
    assert_eq!(
        Ammo::CrossbowBoltHeavy.row().as_weapon.unwrap().damage,
        Dice::one(Die::D2)
    );
    assert_eq!(
        never_a_weapon(Weapon::Quarterstaff.row().bulk),
        Ok(Bulk::whole(6))
    );
}

#[test]
fn weapon_tables() {
    // rule: GM-eq.catalog.weapons, GM-eq.weapon.columns
    assert_eq!(Weapon::ALL.len(), 30);
    let classes = |class| {
        Weapon::ALL
            .iter()
            .filter(|w| w.row().class == class)
            .count()
    };
    assert_eq!(
        (
            classes(WeaponClass::Simple),
            classes(WeaponClass::Basic),
            classes(WeaponClass::Warrior)
        ),
        (9, 8, 13)
    );
    let spear = Weapon::from_id("gm.weapon.spear").unwrap().row();
    assert_eq!(
        (
            spear.damage,
            spear.fire_actions,
            spear.range,
            spear.hands,
            spear.space,
            spear.bulk,
            spear.cost
        ),
        (
            Dice::one(Die::D6),
            Some(1),
            Some(6),
            None,
            None,
            Bulk::whole(8),
            sc(80)
        )
    );
    let axe = Weapon::Battleaxe.row();
    assert_eq!(
        (axe.fire_actions, axe.range, axe.space, axe.bulk),
        (Some(2), Some(2), Some(2), Bulk::whole(18))
    );
    let sling = Weapon::Sling.row();
    assert_eq!(
        (sling.range, sling.hands, sling.space, sling.cost),
        (Some(10), Some(2), Some(2), Price::whole(2))
    );
    let knuckles = Weapon::BrassKnuckles.row();
    assert_eq!(
        (knuckles.fire_actions, knuckles.range, knuckles.bulk),
        (None, None, Bulk::whole(1))
    );
    assert_eq!(Weapon::GreatSword.row().damage.to_string(), "2d6");
    assert_eq!(Weapon::WheelLock.row().cost, Price::whole(150));
    assert_eq!(Weapon::Club.row().cost, sc(10));
    assert_eq!(Weapon::HeavyCrossbow.row().range, Some(25));
    assert!(Weapon::Lance.row().mounted_only);
}

#[test]
fn weapon_classes() {
    // rule: GM-eq.weapon.classes
    let thief_with_skill = |w: Weapon| w.row().class.usable_by(false, true);
    assert!(thief_with_skill(Weapon::Crossbow));
    assert!(!thief_with_skill(Weapon::Longbow));
    assert!(Weapon::Dagger.row().class.usable_by(false, false));
    assert!(!Weapon::Crossbow.row().class.usable_by(false, false));
    assert!(Weapon::Longbow.row().class.usable_by(true, false));
}

#[test]
fn ammunition() {
    // rule: GM-eq.catalog.ammo, GM-enc.ammo-units
    assert_eq!(Ammo::ALL.len(), 9);
    assert_eq!(USUAL_LOTS, [10, 12, 16, 20]);
    assert_eq!(Ammo::Arrow.lot(20), Ok((Price::whole(2), Bulk::whole(4))));
    let (cost, heavy) = Ammo::CrossbowBoltHeavy.lot(12).unwrap();
    assert_eq!(
        (cost.to_string(), heavy.to_string()),
        ("2.4".into(), "3.6".into())
    );
    assert_eq!(Ammo::PowderHorn.row().holds, Some(Holds::PowderUses(20)));
    assert_eq!(Ammo::PowderBag.row().holds, Some(Holds::PowderUses(6)));
    assert_eq!(Ammo::Quiver.row().holds, Some(Holds::Missiles(20)));
    assert_eq!(Ammo::SlingBullet.row().cost, sc(1));
    assert_eq!(Ammo::GunPowder.row().bulk, Bulk::hundredths(5));
}

#[test]
fn containers_feed_the_carry_list() {
    // rule: GM-enc.containers
    let (_, arrows) = Ammo::Arrow.lot(20).unwrap();
    let list = CarryList::new(13, 18)
        .unwrap()
        .with_container(Ammo::Quiver.row().bulk, arrows)
        .unwrap();
    assert_eq!((list.load(), list.total_bulk()), (1, Bulk::whole(5)));
}

#[test]
fn liquids() {
    // rule: GM-enc.liquids
    assert_eq!(POUNDS_PER_GALLON, 8);
    // A keg of beer: three gallons' bulk plus the keg.
    let keg = Stock::KegSmall.row();
    assert_eq!(keg.holds, Some(Holds::Gallons(3)));
    let total = Food::BeerThreeGallons
        .row()
        .bulk
        .unwrap()
        .checked_add(keg.bulk.unwrap());
    assert_eq!(total, Some(Bulk::whole(32)));
}

#[test]
fn armor_table() {
    // rule: GM-eq.armor.catalog
    assert_eq!(Armor::ALL.len(), 13);
    let banded = Armor::from_id("gm.armor.banded-leather").unwrap().row();
    assert_eq!(
        (banded.defense, banded.cost, banded.bulk_worn),
        (3, Some(Price::whole(15)), Bulk::whole(8))
    );
    let shield = Armor::Shield.row();
    assert_eq!(
        banded.defense + shield.defense,
        4,
        "Toromeen's defense bonus"
    );
    let ceremonial = Armor::CeremonialPlate.row();
    assert_eq!(
        (ceremonial.defense, ceremonial.cost, ceremonial.warrior),
        (9, Some(Price::whole(2000)), Access::FromLevel(5))
    );
    assert_eq!(Armor::SplintMail.row().cost, Some(Price::whole(70)));
    assert_eq!(Armor::FullHelmet.row().kind, ArmorKind::Helmet);
    assert_eq!(Armor::LargeShield.row().kind, ArmorKind::Shield);
    let bodies = Armor::ALL
        .iter()
        .filter(|a| a.row().kind == ArmorKind::Body)
        .count();
    assert_eq!(bodies, 9);
}

#[test]
fn armor_permissions() {
    // rule: GM-eq.armor.permission
    let thief = |level| Levels {
        thief: level,
        ..Levels::default()
    };
    let warrior = |level| Levels {
        warrior: level,
        ..Levels::default()
    };
    assert!(!Armor::ChainMail.usable_by(thief(1), true), "needs thief 2");
    assert!(
        !Armor::ChainMail.usable_by(thief(2), false),
        "and magically light"
    );
    assert!(Armor::ChainMail.usable_by(thief(2), true));
    assert!(Armor::SplintMail.usable_by(warrior(2), false));
    assert!(!Armor::PlateMail.usable_by(warrior(2), false));
    assert!(Armor::Cloth.usable_by(
        Levels {
            monk: 1,
            ..Levels::default()
        },
        false
    ));
    assert!(!Armor::ScaleMail.usable_by(
        Levels {
            prophet: 9,
            ..Levels::default()
        },
        false
    ));
    assert!(!Armor::Cloth.usable_by(
        Levels {
            sorceror: 5,
            ..Levels::default()
        },
        false
    ));
    assert!(
        Armor::SmallShield.usable_by(warrior(3), false),
        "level 3 as printed"
    );
    assert!(!Armor::SmallShield.usable_by(warrior(2), false));
    assert!(Armor::SmallShield.row().one_opponent);
}

#[test]
fn carried_armor_weighs_more() {
    // rule: GM-enc.armor-carried
    assert_eq!(Armor::ChainMail.carried_bulk(), Some(Bulk::whole(30)));
    assert_eq!(Armor::PlateMail.carried_bulk(), Some(Bulk::whole(75)));
    assert_eq!(Armor::Shield.carried_bulk(), Some(Bulk::whole(12)));
    assert_eq!(Armor::Cloth.carried_bulk(), Some(Bulk::whole(16)));
    assert_eq!(Armor::SplintMail.carried_bulk(), Some(Bulk::whole(75)));
    assert_eq!(Armor::ScaleMail.carried_bulk(), None, "not given");
}

#[test]
fn full_helmet_price() {
    // rule: GM-eq.armor.helmet
    let plate = Armor::FullPlate.row().cost.unwrap();
    assert_eq!(helmet_cost(plate), Price::whole(100));
    assert_eq!(
        helmet_cost(Armor::Leather.row().cost.unwrap()),
        Price::whole(10)
    );
    assert_eq!(Armor::FullHelmet.row().cost, None);
    // The 10 sc floor holds up to 100 sc of other armour, whatever the cents.
    assert_eq!(helmet_cost(sc(1234)), Price::whole(10));
    assert_eq!(helmet_cost(sc(10_000)), Price::whole(10));
    assert_eq!(helmet_cost(sc(10_010)), sc(1001));
    assert_eq!(helmet_cost(Price::whole(300)), Price::whole(30));
}

#[test]
fn helmet_and_upkeep_shares_round_to_the_nearest_hundredth() {
    // Reading (the rulebook does not say how shares of a price round):
    // nearest .01 sc, halves up.
    assert_eq!(helmet_cost(sc(12_345)), sc(1235), "12.345 rounds up");
    assert_eq!(helmet_cost(sc(12_344)), sc(1234), "12.344 rounds down");
    assert_eq!(helmet_cost(sc(12_346)), sc(1235));
    assert_eq!(
        helmet_cost(Price::from_subunits(u64::MAX)).subunits(),
        u64::MAX / 10 + 1
    );
    assert_eq!(weapon_upkeep_per_year(sc(1)), sc(0), ".001 rounds to 0");
    assert_eq!(weapon_upkeep_per_year(sc(5)), sc(1), ".005 rounds up");
    assert_eq!(weapon_upkeep_per_year(sc(4)), sc(0));
    assert_eq!(armor_upkeep_per_month(sc(10)), sc(1), ".005 rounds up");
    assert_eq!(armor_upkeep_per_month(sc(9)), sc(0), ".0045 rounds down");
    assert_eq!(animal_upkeep_per_month(sc(15), true), sc(2));
    assert_eq!(animal_upkeep_per_month(sc(15), false), sc(1));
    assert_eq!(
        armor_upkeep_per_month(Price::from_subunits(u64::MAX)).subunits(),
        u64::MAX / 20 + 1
    );
}

#[test]
fn size_scaling_of_bulk() {
    // rule: GM-enc.size-bulk, GM-enc.bulk
    let sword = Weapon::LongSword.row().bulk;
    assert_eq!(sword, Bulk::whole(8));
    assert_eq!(
        carried_bulk(sword, Size::Huge, Size::Medium),
        Ok(Bulk::whole(32))
    );
    assert_eq!(
        carried_bulk(sword, Size::Medium, Size::Huge),
        Ok(Bulk::whole(2))
    );
    let bullet = Ammo::SlingBullet.row().bulk;
    assert_eq!(
        carried_bulk(bullet, Size::Medium, Size::Large)
            .unwrap()
            .to_string(),
        "0.025"
    );
}

#[test]
fn size_scaling_of_cost_damage_and_range() {
    // rule: GM-eq.size.cost, GM-eq.size.damage, GM-eq.size.range, GM-combat.size-penalty
    assert_eq!(
        sized_cost(Price::whole(20), Size::Tiny, Size::Tiny),
        Ok(Price::whole(20))
    );
    assert_eq!(
        sized_cost(Price::whole(20), Size::Huge, Size::Medium),
        Ok(Price::whole(80))
    );
    assert_eq!(
        sized_damage(Dice::one(Die::D8), Size::Large)
            .unwrap()
            .to_string(),
        "d10"
    );
    let small_axe = Weapon::Battleaxe.sized(Size::Small, Size::Small).unwrap();
    assert_eq!(
        (
            small_axe.damage.to_string(),
            small_axe.range,
            small_axe.cost
        ),
        ("d8".into(), Some(1), Price::whole(7))
    );
    assert_eq!(sized_range(3, Size::Small), 2);
    assert_eq!(sized_range(3, Size::Tiny), 1);
    assert_eq!(sized_range(3, Size::Fine), 1);
    assert_eq!(sized_range(2, Size::Small), 1);
    assert_eq!(
        Weapon::GreatSword.sized(Size::Large, Size::Medium),
        Err(Error::OffProgression {
            dice: Weapon::GreatSword.row().damage
        })
    );
    assert_eq!(size_attack_penalty(Size::Medium, Size::Small), 1);
    assert_eq!(size_attack_penalty(Size::Small, Size::Small), 0);
}

#[test]
fn long_sword_by_size() {
    // rule: GM-eq.size.longsword
    let table = [
        (Size::Fine, "d2", 1, 160),
        (Size::Tiny, "d4", 1, 80),
        (Size::Small, "d6", 2, 40),
        (Size::Medium, "d8", 3, 20),
        (Size::Large, "d10", 6, 40),
        (Size::Huge, "d12", 12, 80),
        (Size::Gigantic, "2d8", 24, 160),
        (Size::Titanic, "3d6", 48, 320),
    ];
    for (size, damage, range, cost) in table {
        let sword = Weapon::LongSword.sized(size, Size::Medium).unwrap();
        assert_eq!(
            (sword.damage.to_string().as_str(), sword.range, sword.cost),
            (damage, Some(range), Price::whole(cost)),
            "{size:?}"
        );
    }
}

#[test]
fn item_reactions() {
    // rule: GM-eq.item-reaction
    assert_eq!(Material::Glass.reaction_target(AttackForm::Fire, 4), 13);
    assert_eq!(Material::Paper.reaction_target(AttackForm::Fire, 8), 3);
    assert_eq!(Material::Metal.reaction_target(AttackForm::Bludgeon, 4), 10);
    assert_eq!(
        Material::Ice.modifier(AttackForm::Fire),
        0,
        "blank cells are 0"
    );
    assert_eq!(Material::Stone.modifier(AttackForm::Acid), 10);
    assert_eq!(Material::Wood.modifier(AttackForm::Bludgeon), 3);
}

#[test]
fn thickness_bonus() {
    // rule: GM-eq.item-thickness
    let glass = |sixteenths| Material::Glass.thickness_bonus(sixteenths);
    assert_eq!(
        (glass(2), glass(4), glass(8), glass(16), glass(32)),
        (0, 1, 2, 3, 4)
    );
    assert_eq!(glass(12), 2, "between doublings");
    assert_eq!(Material::Wood.thickness_bonus(8), 0);
    assert_eq!(Material::Wood.thickness_bonus(16), 1);
}

#[test]
fn upkeep() {
    // rule: GM-eq.upkeep
    assert_eq!(
        weapon_upkeep_per_year(Weapon::LongSword.row().cost),
        Price::whole(2)
    );
    assert_eq!(
        armor_upkeep_per_month(Armor::ChainMail.row().cost.unwrap()),
        Price::whole(4)
    );
    assert_eq!(
        animal_upkeep_per_month(Stock::HorseRiding.row().cost, true),
        sc(750)
    );
    assert_eq!(
        animal_upkeep_per_month(Stock::Mule.row().cost, false),
        Price::whole(1)
    );
    assert_eq!(BASIC_LIVING_PER_DAY, Price::whole(1));
}

#[test]
fn animal_loads() {
    // rule: GM-enc.animal-load
    let mule = Stock::Mule.row().animal.unwrap();
    let load = AnimalLoad {
        movement: mule.movement,
        capacity: mule.carries,
        carried: Bulk::whole(480),
    };
    assert_eq!(load.movement_now(), Ok(8));
}

#[test]
fn totals_are_exact() {
    // rule: GM-eq.catalog.misc, GM-eq.catalog.food, GM-eq.catalog.animals
    // A candle (.01), a pint of beer (.2), a waterskin (1.5), ten torches
    // (.01 each), a sack (.2) and oil (.05): 2.06 sc exactly.
    let items = [
        Misc::Candle.row().cost,
        Food::BeerPint.row().cost,
        Stock::Waterskin.row().cost,
        Misc::Torch.row().cost.checked_mul(10).unwrap(),
        Stock::Sack.row().cost,
        Misc::Oil.row().cost,
    ];
    let total = items
        .iter()
        .try_fold(Price::ZERO, |sum, &p| sum.checked_add(p))
        .unwrap();
    assert_eq!(total, sc(206));
    assert_eq!(total.to_string(), "2.06");
    // A hundred candles are exactly one silver coin.
    assert_eq!(
        Misc::Candle.row().cost.checked_mul(100),
        Some(Price::whole(1))
    );
}

#[test]
fn every_id_is_unique_and_round_trips() {
    fn check<T: Copy + PartialEq + core::fmt::Debug + core::fmt::Display>(
        all: &[T],
        id: fn(T) -> &'static str,
        lookup: fn(&str) -> Result<T, Error>,
    ) {
        for (i, &row) in all.iter().enumerate() {
            assert_eq!(lookup(id(row)), Ok(row));
            assert_eq!(row.to_string(), id(row));
            assert!(
                all[..i].iter().all(|&other| id(other) != id(row)),
                "{row:?}"
            );
        }
    }
    check(Food::ALL, Food::id, Food::from_id);
    check(Ingredient::ALL, Ingredient::id, Ingredient::from_id);
    check(Stock::ALL, Stock::id, Stock::from_id);
    check(Misc::ALL, Misc::id, Misc::from_id);
    check(Weapon::ALL, Weapon::id, Weapon::from_id);
    check(Ammo::ALL, Ammo::id, Ammo::from_id);
    check(Armor::ALL, Armor::id, Armor::from_id);
    assert!("gm.weapon.spork".parse::<Weapon>().is_err());
}
