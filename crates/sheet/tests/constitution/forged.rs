//! Well-formed documents that no creation or play can reach are refused on
//! reading: prepared spells the caster could not have prepared. Every
//! sheet play reaches still reads back.

use osr_check::constitution::SpellRating;
use osr_core::SuppliedFaces;
use osr_health::constitution::deprivation::{Day, Food, Sleep, Water};
use osr_magic::constitution::{KnownSpell, SpellLevel};
use osr_sheet::Error;
use osr_sheet::constitution::{Class, Initiation, Sheet, SheetDocument};
use proptest::prelude::*;
use serde_json::{Value, json};

use super::at;

fn read(doc: Value) -> Result<Sheet, serde_json::Error> {
    serde_json::from_value::<Sheet>(doc)
}

fn spell(name: &str, level: u32) -> KnownSpell {
    KnownSpell::new(
        name,
        SpellLevel::new(level).unwrap(),
        SpellRating::new(50).unwrap(),
    )
}

/// A level-2 sage with Goetia who prepared Sleep twice.
fn sage() -> Value {
    let mut sage = at(Some(Class::Sage), 1_500, [10; 5], 4)
        .with_initiation(Initiation::Goetia)
        .unwrap()
        .with_spell(spell("Sleep", 1))
        .unwrap()
        .with_spell_book(true);
    sage.prepare(&["Sleep", "Sleep"], 0).unwrap();
    serde_json::to_value(&sage).unwrap()
}

fn refused(doc: Value) -> Error {
    let doc: SheetDocument = serde_json::from_value(doc).unwrap();
    Sheet::try_from(doc).unwrap_err()
}

#[test]
fn prepared_spells_are_read_against_the_caster() {
    let valid = sage();
    assert!(read(valid.clone()).is_ok_and(|s| s.prepared().is_some()));

    // Prepared without the initiation that lets a caster prepare.
    let mut d = valid.clone();
    d["initiations"] = json!([]);
    let err = refused(d);
    assert_eq!(err.kind(), "not_initiated");
    assert_eq!(
        err.to_string(),
        "preparing spells needs goetia or a similar initiation"
    );

    // A spell prepared that the sheet does not know.
    let mut d = valid.clone();
    d["prepared"]["spells"][0]["spell"]["name"] = json!("Fireball");
    let err = refused(d);
    assert_eq!(err.kind(), "unreachable");
    assert_eq!(
        err.to_string(),
        "prepared spell \"Fireball\" of level 1 cannot be reached: \
         only a known spell of its level is prepared"
    );

    // A known spell prepared at another level than it has.
    let mut d = valid.clone();
    d["prepared"]["spells"][1]["spell"]["level"] = json!(2);
    let err = refused(d);
    assert_eq!(err.kind(), "unreachable");
    assert_eq!(
        err.to_string(),
        "prepared spell \"Sleep\" of level 2 cannot be reached: \
         only a known spell of its level is prepared"
    );

    // Prepared by a caster of a level the sheet has not reached.
    let mut d = valid;
    d["prepared"]["caster_level"] = json!(5);
    let err = refused(d);
    assert_eq!(err.kind(), "unreachable");
    assert_eq!(
        err.to_string(),
        "prepared spells of a level-5 caster at level 2 cannot be reached: \
         spells are prepared at the caster's level, which never goes down"
    );
}

/// A day without food or water (the thirst save failed), one without
/// food, then a full meal: the first of the two days of recovery the fast
/// needs.
fn hungry_and_thirsty() -> Value {
    let mut pc = at(None, 0, [12; 5], 4);
    let dry = Day {
        food: Food::None,
        water: Water::None,
        ..Day::NORMAL
    };
    pc.live_day(dry, &mut SuppliedFaces::new(&[5])).unwrap();
    for food in [Food::None, Food::Full] {
        pc.live_day(
            Day {
                food,
                ..Day::NORMAL
            },
            &mut SuppliedFaces::new(&[]),
        )
        .unwrap();
    }
    serde_json::to_value(&pc).unwrap()
}

fn refused_clocks(doc: Value, what: &str) {
    let err = read(doc).unwrap_err().to_string();
    assert!(err.contains(what), "{err}");
}

#[test]
fn deprivation_clocks_past_their_end_are_refused() {
    let valid = hungry_and_thirsty();
    let clocks = &valid["deprivation"];
    assert_eq!(
        (
            &clocks["hunger"],
            &clocks["fasted_days"],
            &clocks["recovery_days"]
        ),
        (&json!("fasting"), &json!(2), &json!(1))
    );
    assert_eq!(
        (&clocks["thirst_penalty"], &clocks["thirst_failures"]),
        (&json!(6), &json!(1))
    );
    assert!(read(valid.clone()).is_ok());

    // The second day of recovery ends the two days' fast.
    let mut d = valid.clone();
    d["deprivation"]["recovery_days"] = json!(2);
    refused_clocks(d, "a fast counting days of recovery past its end");

    // Starving for a day: its one day of recovery ends it.
    let mut d = valid.clone();
    d["deprivation"]["hunger"] = json!("starving");
    d["deprivation"]["starving_days"] = json!(1);
    d["deprivation"]["recovery_days"] = json!(0);
    assert!(read(d.clone()).is_ok());
    d["deprivation"]["recovery_days"] = json!(1);
    refused_clocks(d, "a starvation counting days of recovery past its end");

    // A failed thirst save adds 6, a passed one 4: 10 is one of each, 4
    // cannot come with a failure.
    let mut d = valid.clone();
    d["deprivation"]["thirst_penalty"] = json!(10);
    assert!(read(d).is_ok());
    for penalty in [4, 0, 8] {
        let mut d = valid.clone();
        d["deprivation"]["thirst_penalty"] = json!(penalty);
        refused_clocks(d, "a thirst penalty its saves cannot give");
    }
}

proptest! {
    /// A sage with Goetia at any level the XP reach, knowing spells of any
    /// level, preparing, casting, improving, levelling after preparing,
    /// taking damage and resting: what play reaches reads back as it was.
    #[test]
    fn every_level_play_reaches_reads_back(
        xp in 0_u64..2_000_000,
        more_xp in 0_u64..200_000,
        known in prop::collection::vec(1_u32..=10, 1..6),
        picks in prop::collection::vec(0_usize..6, 0..12),
        faces in prop::collection::vec(1_u32..=100, 8),
        damage in 0_u32..30,
        play in prop::collection::vec(1_u32..=6, 0..12),
        days in prop::collection::vec((0_usize..3, 0_usize..3, 0_usize..3), 0..40),
        d20s in prop::collection::vec(1_u32..=20, 12),
    ) {
        let mut sage = at(Some(Class::Sage), xp, [10; 5], 4)
            .with_initiation(Initiation::Goetia)
            .unwrap()
            .with_spell_book(true);
        for (i, level) in known.iter().enumerate() {
            sage = sage.with_spell(spell(&format!("Spell {i}"), *level)).unwrap();
        }
        let names: Vec<String> = picks
            .iter()
            .map(|&p| format!("Spell {}", p % known.len()))
            .collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        // Refused when they do not fit: the sheet is then unchanged.
        let _ = sage.prepare(&names, 0);
        let mut dice = SuppliedFaces::new(&faces);
        let _ = sage.cast(0, &mut dice);
        let _ = sage.improve_spell("Spell 0", &mut dice);
        sage.gain_xp(more_xp).unwrap();
        let _ = sage.take_damage(damage, &mut SuppliedFaces::new(&play));
        let _ = sage.short_rest(
            osr_health::constitution::Keep::New,
            &mut SuppliedFaces::new(&play),
        );
        // Days of hunger, thirst and little sleep; a day the sheet cannot
        // live (dead, faces run out) changes nothing.
        for (i, &(food, water, sleep)) in days.iter().enumerate() {
            let day = Day {
                food: [Food::None, Food::Half, Food::Full][food],
                water: [Water::None, Water::Ration, Water::Fill][water],
                exertion: i % 3 == 0,
                sleep: [Sleep::Well, Sleep::Badly, Sleep::None][sleep],
            };
            let _ = sage.live_day(day, &mut SuppliedFaces::new(&d20s));
        }
        let json = serde_json::to_string(&sage).unwrap();
        let back: Sheet = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(back, sage);
    }
}
