//! JSON in the rules' units, checked on the way in.

#![cfg(feature = "serde")]

use osr_advancement::constitution::{Ability, Improvement, SpellImprovement, SpellImprovementRoll};
use osr_advancement::gods_and_monsters::{
    Abilities, Archetype, Bid, LevelGained, LevelUp, Mojo, MojoCosts, Purchase, Resource, Source,
    Study,
};
use osr_advancement::{LevelTable, Xp};
use osr_check::Check;
use osr_core::SuppliedFaces;

use crate::common::assert_outcomes_read_back;

#[test]
fn ledgers_and_tables_are_plain_json() {
    assert_eq!(serde_json::to_string(&Xp::new(1_500)).unwrap(), "1500");
    assert_eq!(serde_json::from_str::<Mojo>("15").unwrap(), Mojo::new(15));
    assert!(serde_json::from_str::<Mojo>("-1").is_err());
    let table: LevelTable =
        serde_json::from_str(r#"{"thresholds": [0, 100, 300], "ceiling": 600}"#).unwrap();
    assert_eq!(table.level(Xp::new(300)).unwrap(), 3);
    assert!(
        serde_json::from_str::<LevelTable>(r#"{"thresholds": [0, 300, 100], "ceiling": 600}"#)
            .is_err()
    );
    let costs: MojoCosts = serde_json::from_str(r#"{"new_field": 9}"#).unwrap();
    assert_eq!(
        costs,
        MojoCosts {
            new_field: 9,
            ..MojoCosts::SEED
        }
    );
    let purchase: Purchase =
        serde_json::from_str(r#"{"buy": "field_bonus", "current": 2}"#).unwrap();
    assert_eq!(purchase.cost(&MojoCosts::SEED).unwrap(), 6);
    let loot: Source =
        serde_json::from_str(r#"{"source": "loot", "value": "150", "disposal": "donated"}"#)
            .unwrap();
    assert_eq!(loot.xp(), 300);
    assert!(serde_json::from_str::<Resource>(r#"{"kind": "general_book", "level": 9}"#).is_err());
    assert!(
        serde_json::from_str::<Abilities>(
            r#"{"cha": 8, "int": 12, "wis": 15, "end": 15, "agi": 10, "str": 40}"#
        )
        .is_err()
    );
    let study: Study = serde_json::from_str(
        r#"{"mode": "normal", "resources": [{"kind": "specialized_library", "level": 5}, {"kind": "tutor", "level": 4}], "student": 2, "int": 10}"#,
    )
    .unwrap();
    assert_eq!(study.total(), 80);
    let json = serde_json::to_string(&study).unwrap();
    assert_eq!(serde_json::from_str::<Study>(&json).unwrap(), study);
    assert!(
        serde_json::from_str::<Study>(
            r#"{"mode": "intensive", "resources": [], "student": 2, "int": 10}"#
        )
        .is_err()
    );
    let bid = Bid::settle(Mojo::new(10), Some(4), 6, true).unwrap();
    let json = serde_json::to_value(bid).unwrap();
    assert_eq!(json["spent"], 4);
    assert_eq!(json["xp"], 200);
}

#[test]
fn rolls_read_back_and_forgeries_are_refused() {
    let improvement = Improvement::new(&[(Ability::Str, 8), (Ability::Wit, 12)]).unwrap();
    let json = serde_json::to_string(&improvement).unwrap();
    assert_eq!(
        serde_json::from_str::<Improvement>(&json).unwrap(),
        improvement
    );
    assert_outcomes_read_back(&improvement, 200);
    assert_outcomes_read_back(&SpellImprovement::new(40).unwrap(), 200);
    let rolled = SpellImprovement::new(40)
        .unwrap()
        .roll(&mut SuppliedFaces::new(&[22, 4]))
        .unwrap();
    let json = serde_json::to_string(&rolled).unwrap();
    let forged = json.replace(r#""to":44"#, r#""to":45"#);
    assert!(serde_json::from_str::<SpellImprovementRoll>(&forged).is_err());
    let outcome = improvement.roll(&mut SuppliedFaces::new(&[7, 13])).unwrap();
    let json = serde_json::to_string(&outcome).unwrap();
    let forged = json.replace(r#""raised":true"#, r#""raised":false"#);
    assert!(
        serde_json::from_str::<osr_advancement::constitution::ImprovementRoll>(&forged).is_err()
    );
}

#[test]
fn a_level_gain_is_a_list_of_tagged_events() {
    let toromeen = Abilities::new(8, 12, 15, 15, 10, 18).unwrap();
    let up = LevelUp::new(Archetype::Warrior, 2, &toromeen).unwrap();
    let gained = up.roll(&mut SuppliedFaces::new(&[8])).unwrap();
    let json = serde_json::to_value(&gained).unwrap();
    assert_eq!(json["events"][1]["event"], "verve_gained");
    assert_eq!(json["events"][1]["gain"], 10);
    let back: LevelGained = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(up.verify(&back), Ok(()));
    // A gain its die and contributors do not give is refused on reading;
    // contributors changed with it pass reading but fail the replay.
    let mut forged = json.clone();
    forged["events"][1]["gain"] = 11.into();
    assert!(serde_json::from_value::<LevelGained>(forged).is_err());
    let mut forged = json.clone();
    forged["events"][1]["gain"] = 11.into();
    forged["events"][1]["contributor_minor"] = 1.into();
    let forged: LevelGained = serde_json::from_value(forged).unwrap();
    assert!(up.verify(&forged).is_err());
    let mut two_dice = json.clone();
    let die = two_dice["dice"][0].clone();
    two_dice["dice"].as_array_mut().unwrap().push(die);
    assert!(serde_json::from_value::<LevelGained>(two_dice).is_err());
    let mut other_face = json.clone();
    other_face["events"][1]["die"] = 7.into();
    assert!(serde_json::from_value::<LevelGained>(other_face).is_err());
    let mut no_roll = json;
    no_roll["events"].as_array_mut().unwrap().remove(1);
    assert!(serde_json::from_value::<LevelGained>(no_roll).is_err());
    let json = serde_json::to_string(&up).unwrap();
    assert_eq!(serde_json::from_str::<LevelUp>(&json).unwrap(), up);
    assert!(
        serde_json::from_str::<LevelUp>(&json.replace(r#""level":2"#, r#""level":1"#)).is_err()
    );
    assert!(
        serde_json::from_str::<LevelUp>(
            &json.replace(r#""endurance_major":2"#, r#""endurance_major":99"#)
        )
        .is_err()
    );
    let mut off_die = serde_json::to_value(&gained).unwrap();
    off_die["dice"][0]["face"] = 11.into();
    assert!(serde_json::from_value::<LevelGained>(off_die).is_err());
}

#[test]
fn every_purchase_and_haul_round_trips() {
    use osr_advancement::constitution::{Gain, Haul};
    use osr_advancement::gods_and_monsters::{AbilityRate, Technique};
    use osr_equipment::constitution::Coins;
    let purchases = [
        Purchase::Ability {
            score: 17,
            rate: AbilityRate::ForSpecialty,
        },
        Purchase::NewField,
        Purchase::FieldBonus { current: 2 },
        Purchase::Skill { preferred: false },
        Purchase::Technique {
            technique: Technique::ConvertTwoSkill,
        },
        Purchase::WeaponSkill { warrior: true },
        Purchase::FightingArtBonus,
        Purchase::Spell { level: 3 },
        Purchase::SpellRetry,
        Purchase::SemiConsciousness,
        Purchase::Coins { mojo: 1 },
    ];
    for purchase in purchases {
        let json = serde_json::to_string(&purchase).unwrap();
        assert_eq!(
            serde_json::from_str::<Purchase>(&json).unwrap(),
            purchase,
            "{json}"
        );
    }
    let haul = Haul {
        gain: Gain::MagicItem {
            sold_at_end_of_adventure: true,
        },
        value: Coins::silver(800),
        secured: true,
    };
    let json = serde_json::to_string(&haul).unwrap();
    assert_eq!(serde_json::from_str::<Haul>(&json).unwrap(), haul, "{json}");
    let coins: Haul =
        serde_json::from_str(r#"{"gain": "coins", "value": "300", "secured": true}"#).unwrap();
    assert_eq!(coins.xp(), 300);
}

/// The reason serde gives for refusing `json` as a `T`.
fn refused<T: serde::de::DeserializeOwned + core::fmt::Debug>(json: &str) -> String {
    serde_json::from_str::<T>(json).unwrap_err().to_string()
}

#[test]
fn forged_documents_are_refused_with_the_value_named() {
    use osr_advancement::constitution::{ModuleConversion, SessionEnd, SessionEndRoll};

    // Out of range.
    assert!(refused::<SpellImprovement>("150").contains("spell rating must be in 0..=100"));
    assert!(refused::<Resource>(r#"{"kind": "tutor", "level": 0}"#).contains("resource level"));
    let too_long = format!(
        r#"{{"thresholds": {:?}, "ceiling": 2000}}"#,
        (0..1_001).collect::<Vec<u64>>()
    );
    assert!(refused::<LevelTable>(&too_long).contains("more than 1000 levels"));
    assert!(
        refused::<LevelTable>(r#"{"thresholds": [0, 100], "ceiling": 100}"#)
            .contains("above its last threshold")
    );
    assert!(refused::<Xp>("-5").contains("invalid value"));
    // Contradictory fields.
    let up = r#"{"level": 3, "raised": "thief", "archetype_level": 4, "verve_from": "thief",
        "endurance_major": 0, "archetypal_minor": 0, "contributor_minor": 0}"#;
    assert!(refused::<LevelUp>(up).contains("archetype level must be in 1..=3, got 4"));
    let up = up
        .replace(r#""archetype_level": 4"#, r#""archetype_level": 3"#)
        .replace(r#""verve_from": "thief""#, r#""verve_from": "monk""#);
    assert!(refused::<LevelUp>(&up).contains("verve comes from that archetype"));
    assert!(
        refused::<Study>(
            r#"{"mode": "normal", "resources": [{"kind": "tutor", "level": 4}, {"kind": "tutor", "level": 5}], "student": 2, "int": 10}"#
        )
        .contains("invalid input")
    );
    assert!(
        refused::<ModuleConversion>(
            r#"{"xp_per_coin_numerator": 1, "xp_per_coin_denominator": 0, "module_level_2_xp": 2000}"#
        )
        .contains("invalid input")
    );
    let chart: osr_advancement::gods_and_monsters::BonusChart =
        serde_json::from_str(r#"{"rates": [{"mojo": 1, "periods": 2}]}"#).unwrap();
    assert_eq!(
        serde_json::to_string(&chart).unwrap(),
        r#"{"rates":[{"mojo":1,"periods":2}]}"#
    );
    assert!(
        refused::<osr_advancement::gods_and_monsters::BonusChart>(
            r#"{"rates": [{"mojo": 1, "periods": 0}]}"#
        )
        .contains("at least 1 period")
    );
    // Unknown IDs and fields.
    assert!(refused::<Archetype>(r#""paladin""#).contains("unknown variant"));
    assert!(refused::<Purchase>(r#"{"buy": "castle"}"#).contains("unknown variant"));
    assert!(refused::<MojoCosts>(r#"{"new_feild": 9}"#).contains("unknown field"));
    assert!(
        refused::<LevelTable>(r#"{"thresholds": [0], "ceiling": 5, "top": 1}"#)
            .contains("unknown field")
    );
    // A session's record whose events the dice do not give fails its replay.
    let end = SessionEnd::new(
        Improvement::new(&[(Ability::Kno, 15)]).unwrap(),
        Some(SpellImprovement::new(60).unwrap()),
    );
    let rolled = end.roll(&mut SuppliedFaces::new(&[3, 83])).unwrap();
    let json = serde_json::to_value(&rolled).unwrap();
    let back: SessionEndRoll = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(end.verify(&back), Ok(()));
    // A die its events do not show, a raise the d20 does not give, a spell
    // roll its dice do not give, a die too many: refused on reading.
    for (pointer, value) in [
        ("/dice/0/face", 16.into()),
        (
            "/events/1",
            serde_json::json!({"event": "ability_raised", "ability": "kno", "from": 15, "to": 16}),
        ),
        ("/events/2/to", 84.into()),
        ("/events/2/d100", 82.into()),
    ] {
        let mut forged = json.clone();
        *forged.pointer_mut(pointer).unwrap() = value;
        let read = serde_json::from_value::<SessionEndRoll>(forged);
        assert!(read.is_err(), "{pointer}");
    }
    let mut extra = json.clone();
    let die = extra["dice"][0].clone();
    extra["dice"].as_array_mut().unwrap().push(die);
    assert!(serde_json::from_value::<SessionEndRoll>(extra).is_err());
    // A score changed with it reads, but is not this session's.
    let mut other = json;
    other["events"][0]["score"] = 14.into();
    let other: SessionEndRoll = serde_json::from_value(other).unwrap();
    assert!(end.verify(&other).is_err());
}

#[test]
fn every_genuine_session_end_reads_back() {
    use osr_advancement::constitution::{SessionEnd, SessionEndRoll};
    use rand_core::SeedableRng;

    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(crate::common::SEED);
    for spell in [None, Some(SpellImprovement::new(95).unwrap())] {
        let end = SessionEnd::new(
            Improvement::new(&[(Ability::Str, 18), (Ability::Wit, 10), (Ability::Kno, 20)])
                .unwrap(),
            spell,
        );
        for _ in 0..500 {
            let rolled = end.roll(&mut rng).unwrap();
            let json = serde_json::to_string(&rolled).unwrap();
            let back: SessionEndRoll = serde_json::from_str(&json).unwrap();
            assert_eq!(back, rolled, "{json}");
            assert_eq!(end.verify(&back), Ok(()));
        }
    }
}

#[test]
fn every_genuine_level_gain_reads_back() {
    let frail = Abilities::new(3, 3, 3, 3, 3, 3).unwrap();
    let toromeen = Abilities::new(8, 12, 15, 15, 10, 18).unwrap();
    for abilities in [&frail, &toromeen] {
        for archetype in Archetype::ALL {
            for level in 2..=12 {
                let up = LevelUp::new(archetype, level, abilities).unwrap();
                for face in 1..=10 {
                    let gained = up.roll(&mut SuppliedFaces::new(&[face])).unwrap();
                    let json = serde_json::to_string(&gained).unwrap();
                    let back: LevelGained = serde_json::from_str(&json).unwrap();
                    assert_eq!(back, gained, "{json}");
                    assert_eq!(up.verify(&back), Ok(()));
                }
            }
        }
    }
}
