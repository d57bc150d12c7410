//! Creation and hirelings by the rules, with the catalog's vectors.

use osr_check::cairn_house::Ability;
use osr_core::SuppliedFaces;
use osr_equipment::cairn_house::{BodyArmour, Silver, Weapon};
use osr_sheet::cairn_house::{Creation, Event, Hireling, Kind, hireling_pay};

fn scores(sheet: &osr_sheet::cairn_house::Sheet) -> [i32; 3] {
    let health = sheet.health();
    [Ability::Str, Ability::Dex, Ability::Wil].map(|a| health.score(a).max())
}

#[test]
fn hp_is_one_d6_and_also_the_maximum() {
    // rule: CH-sheet.create.hp
    for hp in 1..=6 {
        let faces = [hp, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
        let created = Creation::roll(&mut SuppliedFaces::new(&faces)).unwrap();
        let health = created.sheet().health();
        assert_eq!((health.hp(), health.max_hp()), (hp, hp));
        assert_eq!(created.events()[0], Event::HpRolled { face: hp });
    }
    let created = Creation::roll(&mut SuppliedFaces::new(&[
        4, 3, 5, 6, 1, 1, 2, 6, 6, 6, 1, 1, 1,
    ]))
    .unwrap();
    assert_eq!(created.events()[0].to_string(), "HP d6 = [4] = 4");
}

#[test]
fn abilities_are_three_d6_each_in_order() {
    // rule: CH-sheet.create.abilities
    let faces = [4, 3, 5, 6, 1, 1, 2, 6, 6, 6, 1, 1, 1];
    let created = Creation::roll(&mut SuppliedFaces::new(&faces)).unwrap();
    assert_eq!(scores(created.sheet()), [14, 4, 18]);
    let lines: Vec<String> = created.events()[1..4]
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(
        lines,
        [
            "STR 3d6 = [3, 5, 6] = 14",
            "DEX 3d6 = [1, 1, 2] = 4",
            "WIL 3d6 = [6, 6, 6] = 18"
        ]
    );
    assert_eq!(
        created.events()[1],
        Event::AbilityRolled {
            ability: Ability::Str,
            faces: [3, 5, 6]
        }
    );
}

#[test]
fn coins_are_three_d6_times_ten() {
    // rule: CH-sheet.create.coins
    let roll = |coins: [u32; 3]| {
        let mut faces = vec![1; 10];
        faces.extend_from_slice(&coins);
        Creation::roll(&mut SuppliedFaces::new(&faces)).unwrap()
    };
    assert_eq!(roll([2, 3, 4]).sheet().coins(), 90);
    assert_eq!(roll([1, 1, 1]).sheet().coins(), 30);
    assert_eq!(roll([6, 6, 6]).sheet().coins(), 180);
    assert_eq!(
        roll([2, 3, 4]).events()[4].to_string(),
        "coins 3d6 × 10 = [2, 3, 4] × 10 = 90"
    );
}

#[test]
fn nothing_else_is_generated() {
    // rule: CH-sheet.create.nothing-else
    let faces = [4, 3, 5, 6, 2, 2, 5, 4, 4, 3, 2, 3, 4, 6];
    let mut source = SuppliedFaces::new(&faces);
    let created = Creation::roll(&mut source).unwrap();
    // Thirteen faces (1 + 3 × 3 + 3) and five steps, no more.
    assert_eq!(source.remaining(), &[6]);
    assert_eq!(created.events().len(), 5);
    let sheet = created.sheet();
    assert!(sheet.weapons().is_empty());
    assert_eq!(
        (sheet.armour(), sheet.shield()),
        (BodyArmour::Unarmoured, None)
    );
    assert_eq!(
        (
            sheet.supplies(),
            sheet.treasures(),
            sheet.health().fatigue()
        ),
        (0, 0, 0)
    );
    assert!(sheet.health().wounds().is_empty());
}

#[test]
fn the_sheet_has_every_field_the_rules_use() {
    // rule: CH-sheet.fields
    let created = Creation::roll(&mut SuppliedFaces::new(&[
        4, 3, 5, 6, 2, 2, 5, 4, 4, 3, 2, 3, 4,
    ]))
    .unwrap();
    let sheet = created.sheet().clone().with_units(1, 2).unwrap();
    let health = sheet.health();
    // Carrying units: encumbered, HP 0 of 4 (CH-enc.effects).
    assert_eq!((health.hp(), health.max_hp()), (0, 4));
    assert!(health.is_encumbered());
    assert_eq!(
        [Ability::Str, Ability::Dex, Ability::Wil]
            .map(|a| (health.score(a).current(), health.score(a).max())),
        [(14, 14), (9, 9), (11, 11)]
    );
    assert_eq!(health.fatigue(), 0);
    assert_eq!((sheet.supplies(), sheet.treasures()), (1, 2));
    assert_eq!(sheet.coins(), 90);
    assert_eq!(
        (sheet.weapons(), sheet.armour(), sheet.shield(), sheet.dr()),
        (&[][..], BodyArmour::Unarmoured, None, 0)
    );
    assert_eq!(health.wound_effects().eyes_lost, 0);
    assert!(
        !health.is_critical()
            && !health.is_paralysed()
            && !health.is_delirious()
            && !health.is_dead()
    );
    let load = sheet.load().unwrap();
    assert_eq!(
        osr_encumbrance::LoadModel::state(&load),
        osr_encumbrance::units::State::Encumbered
    );
}

#[test]
fn a_hireling_rolls_abilities_then_hp_and_carries_a_hand_weapon() {
    // rule: CH-sheet.hireling.create
    let faces = [4, 4, 4, 2, 3, 4, 1, 2, 4, 5];
    let mut source = SuppliedFaces::new(&faces);
    let hired = Hireling::roll(&mut source).unwrap();
    assert!(source.remaining().is_empty());
    assert_eq!(hired.kind(), Kind::Hireling);
    let sheet = hired.sheet();
    assert_eq!(scores(sheet), [12, 9, 7]);
    assert_eq!((sheet.health().hp(), sheet.health().max_hp()), (5, 5));
    assert_eq!(sheet.weapons(), &[Weapon::Hand]);
    assert_eq!(Weapon::Hand.row().damage.die(), osr_core::Die::D6);
    assert_eq!((sheet.dr(), sheet.coins()), (0, 0));
    let lines: Vec<String> = hired.events().iter().map(ToString::to_string).collect();
    assert_eq!(
        lines,
        [
            "STR 3d6 = [4, 4, 4] = 12",
            "DEX 3d6 = [2, 3, 4] = 9",
            "WIL 3d6 = [1, 2, 4] = 7",
            "HP d6 = [5] = 5",
            "armed with Hand weapon",
        ]
    );
}

#[test]
fn a_hireling_is_paid_ten_coins_a_day() {
    // rule: CH-sheet.hireling.cost
    assert_eq!(hireling_pay(5), Silver::whole(50));
    assert_eq!(hireling_pay(1), Silver::whole(10));
    assert_eq!(hireling_pay(0), Silver::ZERO);
}

#[test]
fn creation_replays_from_its_faces() {
    for seed in 0..50_u64 {
        let mut rng = <rand_pcg::Pcg64Mcg as rand_core::SeedableRng>::seed_from_u64(seed);
        let created = Creation::roll(&mut rng).unwrap();
        assert_eq!(created.faces().len(), 13);
        created.verify().unwrap();
        let again = Creation::roll(&mut SuppliedFaces::new(&created.faces())).unwrap();
        assert_eq!(again, created);
        let hired = Hireling::roll(&mut rng).unwrap();
        hired.verify().unwrap();
    }
}

#[test]
fn running_out_of_faces_is_an_error() {
    let err = Creation::roll(&mut SuppliedFaces::new(&[4, 3, 5])).unwrap_err();
    assert_eq!(err.kind(), "faces_exhausted");
    let err = Creation::roll(&mut SuppliedFaces::new(&[7])).unwrap_err();
    assert_eq!(err.kind(), "face_out_of_range");
}
