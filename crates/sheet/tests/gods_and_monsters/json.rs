//! The versioned JSON: generated characters round trip, a creation reads
//! back only when it replays, hostile documents are typed errors.

use osr_core::SuppliedFaces;
use osr_sheet::Error;
use osr_sheet::gods_and_monsters::{
    Ability, Archetype, Choices, Created, Creation, Sheet, SheetDocument,
};
use proptest::prelude::*;
use serde_json::{Value, json};

use super::toromeen;

fn doc() -> Value {
    serde_json::to_value(toromeen().sheet()).unwrap()
}

fn read(doc: Value) -> Result<Sheet, Error> {
    let doc: SheetDocument = serde_json::from_value(doc).expect("a document");
    Sheet::try_from(doc)
}

fn choices() -> impl Strategy<Value = Choices> {
    (
        prop::sample::select(Archetype::ALL.to_vec()),
        Just(
            [
                Ability::Charisma,
                Ability::Intelligence,
                Ability::Wisdom,
                Ability::Endurance,
                Ability::Agility,
                Ability::Strength,
            ]
            .to_vec(),
        )
        .prop_shuffle(),
        0_u32..4,
        0_usize..4,
    )
        .prop_map(|(archetype, order, mojo, purchases)| {
            let mut choices = Choices::toromeen();
            choices.archetype = archetype;
            choices.assignment = order.try_into().unwrap();
            choices.mojo_for_coins = mojo;
            choices.purchases.truncate(purchases);
            if archetype != Archetype::Warrior {
                // Only a warrior may wield the battleaxe and wear the
                // shield at first level: the others carry them.
                for purchase in &mut choices.purchases {
                    purchase.place = osr_sheet::gods_and_monsters::Place::Carried;
                }
            }
            choices
        })
}

proptest! {
    #[test]
    fn played_characters_round_trip(
        faces in prop::collection::vec(1_u32..=6, 34),
        choices in choices(),
        levels in 0_u32..5,
        d10s in prop::collection::vec(1_u32..=10, 5),
        damage in 0_u32..40,
        archetypal: bool,
    ) {
        let created = Creation::roll(&choices, &mut SuppliedFaces::new(&faces));
        prop_assume!(created.is_ok());
        let mut sheet = created.unwrap().into_sheet();
        let xp = [0_u64, 1000, 3000, 6000, 10_000][usize::try_from(levels).unwrap()];
        sheet.gain_xp(xp).unwrap();
        let mut dice = SuppliedFaces::new(&d10s);
        while sheet.levels_due() > 0 {
            sheet.level_up(&mut dice).unwrap();
        }
        prop_assert_eq!(sheet.level(), levels + 1);
        sheet
            .take(osr_health::gods_and_monsters::Hit::new(damage).unwrap().archetypal(archetypal))
            .unwrap();
        let text = serde_json::to_string(&sheet).unwrap();
        let back: Sheet = serde_json::from_str(&text).unwrap();
        prop_assert_eq!(back, sheet);
    }

    #[test]
    fn generated_characters_round_trip(
        faces in prop::collection::vec(1_u32..=6, 34),
        choices in choices(),
    ) {
        let created = Creation::roll(&choices, &mut SuppliedFaces::new(&faces));
        // Not enough coins or strength for the gear is a refusal, not a
        // character.
        prop_assume!(created.is_ok());
        let created = created.unwrap();
        let text = serde_json::to_string(created.sheet()).unwrap();
        let back: Sheet = serde_json::from_str(&text).unwrap();
        prop_assert_eq!(&back, created.sheet());
        let text = serde_json::to_string(&created).unwrap();
        let again: Created = serde_json::from_str(&text).unwrap();
        prop_assert_eq!(again, created);
    }
}

#[test]
fn a_forged_creation_is_refused() {
    let mut value = serde_json::to_value(toromeen()).unwrap();
    // Intelligence 4, 5, 3, 3 -> 6, 6, 6, 6: the sheet no longer matches.
    value["events"][5]["faces"] = json!([6, 6, 6, 6]);
    let err = serde_json::from_value::<Created>(value).unwrap_err();
    assert_eq!(
        err.to_string(),
        osr_sheet::Error::from(osr_check::Error::Forged).to_string()
    );
    // A sheet edited after the fact: more coins than the dice gave.
    let mut value = serde_json::to_value(toromeen()).unwrap();
    value["sheet"]["coins"] = json!("99");
    assert!(serde_json::from_value::<Created>(value).is_err());
}

#[test]
fn hostile_documents_are_typed_errors() {
    let mut d = doc();
    d["gear"][0]["item"] = json!("gm.weapon.lightsaber");
    let err = read(d).unwrap_err();
    assert_eq!(err.kind(), "unknown_id");
    assert!(err.to_string().contains("gm.weapon.lightsaber"), "{err}");

    let mut d = doc();
    d["version"] = json!(2);
    assert_eq!(
        read(d).unwrap_err(),
        Error::UnsupportedVersion {
            version: 2,
            supported: 1
        }
    );

    let mut d = doc();
    d["system"] = json!("cairn_house");
    assert_eq!(
        read(d).unwrap_err(),
        Error::WrongSystem {
            expected: "gods_and_monsters",
            got: "cairn_house".into()
        }
    );

    let mut d = doc();
    d["abilities"]["str"] = json!(i64::MAX);
    assert_eq!(
        read(d).unwrap_err().to_string(),
        "ability score must be in 1..=30, got 9223372036854775807"
    );

    let mut d = doc();
    d["vitals"]["survival"] = json!(8);
    let err = read(d).unwrap_err();
    assert!(matches!(err, Error::Health(_)), "{err:?}");
    assert_eq!(err.kind(), "above_maximum");

    let mut d = doc();
    d["vitals"]["verve"] = json!(-1);
    assert_eq!(
        read(d).unwrap_err().to_string(),
        "verve must be in 0..=10000, got -1"
    );

    let mut d = doc();
    d["xp"] = json!(-5);
    assert_eq!(read(d).unwrap_err().kind(), "out_of_range");

    let mut d = doc();
    d["xp"] = json!(i64::MAX);
    assert!(matches!(read(d).unwrap_err(), Error::Advancement(_)));

    let mut d = doc();
    d["gains"] = json!([{"survival": 0, "verve": 10}]);
    assert_eq!(read(d).unwrap_err().kind(), "not_derived");

    let mut d = doc();
    d["mojo_spent"] = json!(1000);
    assert_eq!(read(d).unwrap_err().kind(), "not_enough_mojo");

    let mut d = doc();
    d["coins"] = json!("lots");
    assert_eq!(read(d).unwrap_err().kind(), "invalid_money");

    let mut d = doc();
    d["coins"] = json!("200000000");
    assert_eq!(read(d).unwrap_err().kind(), "out_of_range");

    let mut d = doc();
    d["height_roll"] = json!(99);
    assert_eq!(
        read(d).unwrap_err().to_string(),
        "height roll must be in 2..=12, got 99"
    );

    // Built in Rust: from JSON, the list is refused at its 65th entry
    // (tests/hostile.rs).
    let mut d: SheetDocument = serde_json::from_value(doc()).unwrap();
    d.fields = serde_json::from_value(json!(vec![
        json!({"name": "x", "bonus": 1, "skills": []});
        65
    ]))
    .unwrap();
    assert_eq!(Sheet::try_from(d).unwrap_err().kind(), "too_many");

    let mut d = doc();
    d["spells"] = json!([{"name": "Sleep", "level": 1}]);
    assert_eq!(
        read(d).unwrap_err(),
        Error::InvalidChoice {
            what: "only a sorceror keeps a spell book"
        }
    );

    let mut d = doc();
    d["spells"] = json!([{"name": "Wish", "level": 11}]);
    let err = serde_json::from_value::<SheetDocument>(d).unwrap_err();
    assert_eq!(err.to_string(), "spell level must be in 1..=10, got 11");

    let mut d = doc();
    d["gear"][0]["made_for"] = json!("medium");
    // A medium battleaxe is bulk 36 for a small carrier of strength 18.
    assert_eq!(read(d).unwrap_err().kind(), "item_too_heavy");
}

#[test]
fn wrong_shapes_are_refused() {
    let mut d = doc();
    d["xp"] = json!("a lot");
    assert!(serde_json::from_value::<Sheet>(d).is_err());
    let mut d = doc();
    d.as_object_mut().unwrap().remove("abilities");
    let err = serde_json::from_value::<Sheet>(d).unwrap_err();
    assert!(err.to_string().contains("abilities"), "{err}");
    let mut d = doc();
    d["archetype"] = json!("bard");
    assert!(serde_json::from_value::<Sheet>(d).is_err());
    let mut d = doc();
    d["extra"] = json!(1);
    assert!(serde_json::from_value::<Sheet>(d).is_err());
}

#[test]
fn a_non_player_character_reads_back_only_as_rolled() {
    use osr_sheet::gods_and_monsters::Npc;
    let npc = Npc::roll(4, true, 0, &mut SuppliedFaces::new(&[3, 7, 2, 9])).unwrap();
    let mut value = serde_json::to_value(&npc).unwrap();
    let back: Npc = serde_json::from_value(value.clone()).unwrap();
    assert_eq!(back, npc);
    value["vitals"]["max_survival"] = json!(40);
    value["vitals"]["survival"] = json!(40);
    assert!(serde_json::from_value::<Npc>(value.clone()).is_err());
    value["vitals"]["max_survival"] = json!(21);
    value["vitals"]["survival"] = json!(21);
    value["faces"] = json!([3, 7, 2, 11]);
    assert!(serde_json::from_value::<Npc>(value).is_err());
}

#[test]
fn a_creation_with_too_many_events_is_refused() {
    let mut value = serde_json::to_value(toromeen()).unwrap();
    let event = value["events"][0].clone();
    value["events"] = json!(vec![event; 81]);
    let err = serde_json::from_value::<Created>(value).unwrap_err();
    assert_eq!(
        err.to_string(),
        "events has 81 entries, at most 80 are allowed"
    );
}

#[test]
fn hostile_species_and_referee_numbers_are_typed_errors() {
    let mut d = doc();
    d["referee"]["carry"] = json!(-1);
    assert_eq!(
        read(d).unwrap_err().to_string(),
        "carry must be in 0..=1000, got -1"
    );
    let mut d = doc();
    d["referee"]["magic_bonus"] = json!(i64::MIN);
    assert_eq!(read(d).unwrap_err().kind(), "out_of_range");
    let mut d = doc();
    d["species"]["age_dice"] = json!(1_000_000_000_000_i64);
    assert_eq!(
        read(d).unwrap_err().to_string(),
        "species age dice must be in 0..=100, got 1000000000000"
    );
    let mut d = doc();
    d["species"]["adjustments"][3] = json!(11);
    assert_eq!(read(d).unwrap_err().kind(), "out_of_range");
    let mut d = doc();
    d["species"]["name"] = json!("x".repeat(501));
    assert_eq!(read(d).unwrap_err().kind(), "too_long");
}

#[test]
fn a_referees_contributor_table_travels_with_the_sheet() {
    use osr_sheet::gods_and_monsters::ContributorTable;
    let seed = ContributorTable::seed();
    let mut major = seed.majors();
    major[17] = 3;
    let sheet = toromeen()
        .into_sheet()
        .with_contributors(ContributorTable::new(major, seed.minors()).unwrap())
        .unwrap();
    let value = serde_json::to_value(&sheet).unwrap();
    assert_eq!(value["contributors"]["major"][17], 3);
    let back: Sheet = serde_json::from_value(value.clone()).unwrap();
    assert_eq!(back, sheet);
    assert_eq!(back.attacks().close_damage, 3);
    // The agreed table is not written.
    assert!(doc().get("contributors").is_none());
    let mut d = value.clone();
    d["contributors"]["minor"] = json!([0, 1]);
    assert_eq!(
        read(d).unwrap_err(),
        Error::NotDerived {
            what: "contributor values",
            value: 2,
            expected: 30
        }
    );
    let mut d = value;
    d["contributors"]["major"][0] = json!(99);
    assert_eq!(
        read(d).unwrap_err().to_string(),
        "contributor must be in -20..=20, got 99"
    );
}
