//! Creation by the rules, with the catalog's vectors.

use osr_core::SuppliedFaces;
use osr_equipment::constitution::Coins;
use osr_sheet::Error;
use osr_sheet::constitution::{
    Ability, Choices, Class, Concept, Creation, Event, Initiation, ability_name,
};

use super::{FACES, created};

#[test]
fn five_abilities_in_the_rules_order() {
    // rule: TC-4.1
    assert_eq!(
        Ability::ALL.map(ability_name),
        ["STR", "WIT", "KNO", "WIL", "CHA"]
    );
    let sheet = created(&Choices::default()).into_sheet();
    assert_eq!(sheet.abilities().to_array(), [14, 9, 11, 8, 15]);
    assert_eq!(sheet.abilities().get(Ability::Wil), 8);
}

#[test]
fn each_ability_is_three_d6() {
    // rule: TC-4.2
    let created = created(&Choices::default());
    let lines: Vec<String> = created.events()[..5]
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(
        lines,
        [
            "STR 3d6 = [3, 5, 6] = 14",
            "WIT 3d6 = [2, 2, 5] = 9",
            "KNO 3d6 = [4, 4, 3] = 11",
            "WIL 3d6 = [6, 1, 1] = 8",
            "CHA 3d6 = [5, 5, 5] = 15",
        ]
    );
    assert_eq!(
        created.events()[2],
        Event::AbilityRolled {
            ability: Ability::Kno,
            faces: [4, 4, 3]
        }
    );
    // The extremes: 3 and 18.
    let mut faces = [1; 16];
    faces[..3].copy_from_slice(&[6, 6, 6]);
    let sheet = Creation::roll(&Choices::default(), &mut SuppliedFaces::new(&faces))
        .unwrap()
        .into_sheet();
    assert_eq!(sheet.abilities().to_array(), [18, 3, 3, 3, 3]);
}

#[test]
fn every_ability_is_what_3d6_notation_rolls_from_the_same_faces() {
    let plan = osr_dice::compile("3d6", &osr_dice::Limits::default()).unwrap();
    for seed in 0..200_u64 {
        let mut rng = <rand_pcg::Pcg64Mcg as rand_core::SeedableRng>::seed_from_u64(seed);
        let created = Creation::roll(&Choices::default(), &mut rng).unwrap();
        let faces = created.faces();
        for (i, ability) in Ability::ALL.into_iter().enumerate() {
            let roll = plan
                .roll(&mut SuppliedFaces::new(&faces[i * 3..i * 3 + 3]))
                .unwrap();
            let score = created.sheet().abilities().get(ability);
            assert_eq!(i64::from(score), roll.total);
            assert!((3..=18).contains(&score), "{score}");
        }
    }
}

#[test]
fn a_new_character_is_level_one_with_or_without_a_class() {
    // rule: TC-4.3
    let sheet = created(&Choices::default()).into_sheet();
    assert_eq!(
        (sheet.xp(), sheet.level().unwrap(), sheet.class()),
        (0, 1, None)
    );
    let fighter = created(&Choices {
        class: Some(Class::Fighter),
        ..Choices::default()
    })
    .into_sheet();
    assert_eq!(
        (fighter.level().unwrap(), fighter.class()),
        (1, Some(Class::Fighter))
    );
}

#[test]
fn hp_is_one_hit_die_at_level_one() {
    // rule: TC-6.1
    // rule: TC-6.2
    let created = created(&Choices::default());
    let health = created.sheet().health();
    assert_eq!((health.hp(), health.hit_dice(), health.level()), (4, 1, 1));
    assert_eq!(created.events()[5], Event::HpRolled { sides: 6, face: 4 });
    assert_eq!(created.events()[5].to_string(), "HP 1d6 = [4] = 4");
    assert_eq!(created.sheet().hp_dice().unwrap().to_string(), "d6");
    // A tough fighter's hit die is a d8: 7 is on it.
    let mut faces = FACES;
    faces[15] = 7;
    let tough = Creation::roll(
        &Choices {
            class: Some(Class::Fighter),
            initiation: Some(Initiation::Tough),
            ..Choices::default()
        },
        &mut SuppliedFaces::new(&faces),
    )
    .unwrap();
    assert_eq!(tough.sheet().health().hp(), 7);
    assert_eq!(tough.events()[5].to_string(), "HP 1d8 = [7] = 7");
    assert_eq!(
        Creation::roll(&Choices::default(), &mut SuppliedFaces::new(&faces))
            .unwrap_err()
            .kind(),
        "face_out_of_range"
    );
}

#[test]
fn a_reused_concept_needs_a_d6_of_one() {
    // rule: TC-4.8
    let standard = created(&Choices::default());
    assert_eq!(standard.sheet().concept(), Concept::Standard);
    assert!(!matches!(standard.events()[0], Event::ConceptRolled { .. }));
    let reused = Choices {
        concept: Concept::ApprovedReused,
        ..Choices::default()
    };
    let mut faces = vec![1];
    faces.extend_from_slice(&FACES);
    let allowed = Creation::roll(&reused, &mut SuppliedFaces::new(&faces)).unwrap();
    assert_eq!(
        allowed.events()[0].to_string(),
        "reused concept d6 = [1]: allowed"
    );
    assert_eq!(allowed.sheet().concept(), Concept::ApprovedReused);
    allowed.verify().unwrap();
    faces[0] = 2;
    assert_eq!(
        Creation::roll(&reused, &mut SuppliedFaces::new(&faces)).unwrap_err(),
        Error::ConceptRefused { face: 2 }
    );
    // A first-time approved concept rolls nothing.
    let approved = created(&Choices {
        concept: Concept::Approved,
        ..Choices::default()
    });
    assert_eq!(approved.faces(), FACES);
}

#[test]
fn choices_are_checked() {
    // rule: TC-4.7
    let err = Creation::roll(
        &Choices {
            class: Some(Class::Sage),
            initiation: Some(Initiation::Tough),
            ..Choices::default()
        },
        &mut SuppliedFaces::new(&FACES),
    )
    .unwrap_err();
    assert_eq!(
        err,
        Error::ClassExclusive {
            initiation: "tc.initiation.tough",
            class: "fighter"
        }
    );
    // Open to all: a wanderer of no class.
    let wanderer = created(&Choices {
        initiation: Some(Initiation::Wanderer),
        ..Choices::default()
    });
    assert_eq!(wanderer.sheet().initiations(), &[Initiation::Wanderer]);
    assert_eq!(Class::ALL.len(), 3);
    let err = Creation::roll(
        &Choices {
            background: Some(String::new()),
            ..Choices::default()
        },
        &mut SuppliedFaces::new(&FACES),
    )
    .unwrap_err();
    assert_eq!(err.kind(), "empty");
    let err = Creation::roll(
        &Choices {
            coins: Coins::silver(20_000_000),
            ..Choices::default()
        },
        &mut SuppliedFaces::new(&FACES),
    )
    .unwrap_err();
    assert_eq!(err.kind(), "above_limit");
}

#[test]
fn creation_uses_sixteen_faces_and_replays() {
    let mut faces = FACES.to_vec();
    faces.push(6);
    let mut source = SuppliedFaces::new(&faces);
    let created = Creation::roll(&Choices::default(), &mut source).unwrap();
    assert_eq!(source.remaining(), &[6]);
    assert_eq!(created.events().len(), 6);
    assert_eq!(created.faces(), FACES);
    for seed in 0..50_u64 {
        let mut rng = <rand_pcg::Pcg64Mcg as rand_core::SeedableRng>::seed_from_u64(seed);
        let choices = Choices {
            class: Some(Class::Adventurer),
            initiation: Some(Initiation::KeenEye),
            coins: Coins::silver(30),
            ..Choices::default()
        };
        let created = Creation::roll(&choices, &mut rng).unwrap();
        created.verify().unwrap();
        let again = Creation::roll(&choices, &mut SuppliedFaces::new(&created.faces())).unwrap();
        assert_eq!(again, created);
    }
}

#[test]
fn running_out_of_faces_is_an_error() {
    let err = Creation::roll(&Choices::default(), &mut SuppliedFaces::new(&[4, 3, 5])).unwrap_err();
    assert_eq!(err.kind(), "faces_exhausted");
}
