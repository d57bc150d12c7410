//! Well-formed documents that no creation or play can reach are refused on
//! reading: level gains the level-up roll cannot give, spells memorised
//! above the sorceror's level. Every sheet play reaches still reads back.

use osr_advancement::gods_and_monsters::threshold;
use osr_core::SuppliedFaces;
use osr_health::gods_and_monsters::{Hit, RestChoice};
use osr_sheet::Error;
use osr_sheet::gods_and_monsters::{
    Abilities, AcquiredBy, Archetype, Referee, Sheet, SheetDocument, Species, Spell,
};
use proptest::prelude::*;
use serde_json::{Value, json};

use super::toromeen;

fn read(doc: Value) -> Result<Sheet, Error> {
    let doc: SheetDocument = serde_json::from_value(doc).expect("a document");
    Sheet::try_from(doc)
}

fn sorceror() -> Sheet {
    Sheet::new(
        Archetype::Sorceror,
        Species::dwarf(),
        Abilities::new(8, 18, 15, 15, 10, 12).unwrap(),
        Referee::toromeen(),
    )
    .unwrap()
}

#[test]
fn a_level_gain_the_roll_cannot_give_is_refused() {
    // Toromeen at level 2: verve 1d10 + strength minor (+2) + intelligence
    // minor (0), 3 to 12, and no survival.
    let mut sheet = toromeen().into_sheet();
    sheet.gain_xp(1000).unwrap();
    sheet.level_up(&mut SuppliedFaces::new(&[10])).unwrap();
    assert_eq!(sheet.max_verve(), 7 + 12);
    let valid = serde_json::to_value(&sheet).unwrap();
    assert!(read(valid.clone()).is_ok());

    for (gain, message) in [
        (
            json!({"survival": 0, "verve": 13}),
            "level gain of 0 survival and 13 verve at level 2 cannot be reached",
        ),
        (
            json!({"survival": 5, "verve": 7}),
            "level gain of 5 survival and 7 verve at level 2 cannot be reached",
        ),
        (
            json!({"survival": 5, "verve": 0}),
            "level gain of 5 survival and 0 verve at level 2 cannot be reached",
        ),
    ] {
        let mut d = valid.clone();
        d["gains"] = json!([gain]);
        d["vitals"]["verve"] = json!(7);
        let err = read(d).unwrap_err();
        assert_eq!(err.kind(), "unreachable", "{err}");
        assert!(err.to_string().starts_with(message), "{err}");
        assert!(err.to_string().ends_with(
            "each level past the first gains the d10 and its contributors, \
             in verve at an even level and in survival at an odd one, and nothing else"
        ));
    }
}

#[test]
fn a_spell_memorised_above_the_level_is_refused() {
    let sheet = sorceror()
        .with_spells(&[Spell::new("Sleep", 1).unwrap()])
        .unwrap();
    let mut valid = serde_json::to_value(&sheet).unwrap();
    valid["spells"][0]["memorised"] = json!(true);
    assert!(read(valid.clone()).is_ok());
    let mut d = valid;
    d["spells"][0]["level"] = json!(2);
    let err = read(d).unwrap_err();
    assert_eq!(err.kind(), "unreachable");
    assert_eq!(
        err.to_string(),
        "memorised spell \"Sleep\" of level 2 at level 1 cannot be reached: \
         a sorceror memorises spells of at most the character's level"
    );
}

proptest! {
    /// Any archetype, any abilities, levels up to the thirtieth with any
    /// d10s, spells acquired and memorised, damage and rest: what play
    /// reaches reads back as it was.
    #[test]
    fn every_level_play_reaches_reads_back(
        archetype in prop::sample::select(Archetype::ALL.to_vec()),
        scores in prop::array::uniform6(3_i32..=18),
        level in 1_u32..=30,
        d10s in prop::collection::vec(1_u32..=10, 30),
        spells in prop::collection::vec((1_u32..=10, any::<bool>()), 0..6),
        damage in 0_u32..60,
        rest: bool,
    ) {
        let [cha, int, wis, end, agi, st] = scores;
        let mut sheet = Sheet::new(
            archetype,
            Species::dwarf(),
            Abilities::new(cha, int, wis, end, agi, st).unwrap(),
            Referee::toromeen(),
        )
        .unwrap();
        sheet.gain_xp(threshold(level).unwrap()).unwrap();
        let mut dice = SuppliedFaces::new(&d10s);
        while sheet.levels_due() > 0 {
            sheet.level_up(&mut dice).unwrap();
        }
        prop_assert_eq!(sheet.level(), level);
        for (i, (spell_level, memorise)) in spells.into_iter().enumerate() {
            let name = format!("Spell {i}");
            let acquired = sheet.acquire_spell(&name, spell_level, AcquiredBy::Loot, &mut SuppliedFaces::new(&[1]));
            if acquired.is_ok_and(|a| a.learned) && memorise {
                // Refused above the level or the slots: nothing changes.
                let _ = sheet.memorise(sheet.spells().len() - 1);
            }
        }
        sheet.take(Hit::new(damage).unwrap()).unwrap();
        if rest {
            sheet.rest_day(RestChoice::Survival);
        }
        let text = serde_json::to_string(&sheet).unwrap();
        let back: Sheet = serde_json::from_str(&text).unwrap();
        prop_assert_eq!(back, sheet);
    }
}
