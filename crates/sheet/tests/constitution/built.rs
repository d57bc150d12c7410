//! Sheets built from given values: prepared spells are imported only as
//! the caster could have prepared them, and whatever the builders accept
//! writes and reads back the same.

use osr_check::constitution::SpellRating;
use osr_magic::constitution::{KnownSpell, Prepared, SpellLevel};
use osr_sheet::constitution::{Class, Initiation, Sheet};
#[cfg(feature = "serde")]
use proptest::prelude::*;

use super::at;

fn spell(name: &str, level: u32) -> KnownSpell {
    KnownSpell::new(
        name,
        SpellLevel::new(level).unwrap(),
        SpellRating::new(50).unwrap(),
    )
}

/// A sage at the level `xp` reaches, with Goetia, knowing `spells`.
fn sage(xp: u64, spells: &[(&str, u32)]) -> Sheet {
    let mut sage = at(Some(Class::Sage), xp, [10; 5], 4)
        .with_initiation(Initiation::Goetia)
        .unwrap();
    for &(name, level) in spells {
        sage = sage.with_spell(spell(name, level)).unwrap();
    }
    sage.with_spell_book(true)
}

/// What a sage at the level `xp` reaches prepares of `spells`.
fn prepared(xp: u64, spells: &[(&str, u32)]) -> Prepared {
    let names: Vec<&str> = spells.iter().map(|(name, _)| *name).collect();
    sage(xp, spells).prepare(&names, 0).unwrap()
}

// rule: TC-12.3
// rule: TC-12.5
#[test]
fn prepared_spells_are_imported_only_as_the_caster_could_prepare_them() {
    let sleep = [("Sleep", 1)];
    // The caster who prepared them, and the same caster two levels on.
    assert!(
        sage(1_500, &sleep)
            .with_prepared(Some(prepared(1_500, &sleep)))
            .is_ok()
    );
    assert!(
        sage(6_000, &sleep)
            .with_prepared(Some(prepared(1_500, &sleep)))
            .is_ok()
    );
    // Prepared at level 2, imported at level 1.
    let err = sage(0, &sleep)
        .with_prepared(Some(prepared(1_500, &sleep)))
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "prepared spells of a level-2 caster at level 1 cannot be reached: \
         spells are prepared at the caster's level, which never goes down"
    );
    // Without Goetia.
    let plain = at(Some(Class::Sage), 1_500, [10; 5], 4)
        .with_spell(spell("Sleep", 1))
        .unwrap();
    let err = plain
        .with_prepared(Some(prepared(1_500, &sleep)))
        .unwrap_err();
    assert!(matches!(err, osr_sheet::Error::Magic(_)), "{err:?}");
    // A spell the sheet does not know, or knows at another level.
    let err = sage(1_500, &[("Light", 1)])
        .with_prepared(Some(prepared(1_500, &sleep)))
        .unwrap_err();
    assert_eq!(err.kind(), "unreachable");
    let err = sage(1_500, &[("Sleep", 2)])
        .with_prepared(Some(prepared(1_500, &sleep)))
        .unwrap_err();
    assert_eq!(err.kind(), "unreachable");
    // Level 2 prepares two spells, in slots of levels 1 and 2.
    let two = [("Web", 2), ("Sleep", 1)];
    assert!(
        sage(1_500, &two)
            .with_prepared(Some(prepared(1_500, &two)))
            .is_ok()
    );
    // A level lowered under spells prepared at the higher level.
    let err = sage(1_500, &sleep)
        .with_prepared(Some(prepared(1_500, &sleep)))
        .unwrap()
        .with_xp(0)
        .unwrap_err();
    assert_eq!(err.kind(), "unreachable");
    // None prepared is always fine.
    assert!(at(None, 0, [10; 5], 4).with_prepared(None).is_ok());
}

#[cfg(feature = "serde")]
proptest! {
    #[test]
    fn what_the_builders_accept_reads_back(
        at_xp in prop::sample::select(vec![0_u64, 1_500, 3_000, 6_000]),
        from_xp in prop::sample::select(vec![0_u64, 1_500, 3_000, 6_000]),
        goetia: bool,
        known in prop::collection::vec(1_u32..=4, 1..4),
        chosen in prop::collection::vec(0_usize..4, 0..5),
        later_xp in prop::option::of(prop::sample::select(vec![0_u64, 1_500, 3_000, 6_000])),
    ) {
        let names = ["A", "B", "C", "D"];
        let spells: Vec<(&str, u32)> = names.iter().copied().zip(known.iter().copied()).collect();
        // What some sage prepared: perhaps a caster of another level.
        let picked: Vec<&str> = chosen
            .iter()
            .filter_map(|&i| spells.get(i).map(|(name, _)| *name))
            .collect();
        let Ok(preparation) = sage(from_xp, &spells).prepare(&picked, 0) else {
            return Ok(());
        };
        let mut sheet = at(Some(Class::Sage), at_xp, [10; 5], 4);
        if goetia {
            sheet = sheet.with_initiation(Initiation::Goetia).unwrap();
        }
        for &(name, level) in &spells {
            sheet = sheet.with_spell(spell(name, level)).unwrap();
        }
        let Ok(mut sheet) = sheet.with_prepared(Some(preparation)) else {
            return Ok(());
        };
        if let Some(xp) = later_xp {
            match sheet.clone().with_xp(xp) {
                Ok(later) => sheet = later,
                Err(_) => return Ok(()),
            }
        }
        let text = serde_json::to_string(&sheet).unwrap();
        let back: Result<Sheet, _> = serde_json::from_str(&text);
        prop_assert!(back.is_ok(), "{text}: {back:?}");
        prop_assert_eq!(back.unwrap(), sheet);
    }
}
