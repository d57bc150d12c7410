//! The messages of the errors Gods & Monsters sheets give.

use insta::assert_snapshot;
use osr_sheet::Error;

#[test]
fn messages() {
    let long = Error::TooMany {
        what: "gear",
        len: 65,
        max: 64,
    };
    assert_eq!(long.kind(), "too_many");
    assert_snapshot!(long, @"gear has 65 entries, at most 64 are allowed");
    let mismatch = Error::NotDerived {
        what: "max survival",
        value: 8,
        expected: 7,
    };
    assert_eq!(mismatch.kind(), "not_derived");
    assert_snapshot!(mismatch, @"max survival is 8, the rules give 7");
    let mojo = Error::NotEnoughMojo { need: 17, have: 16 };
    assert_eq!(mojo.kind(), "not_enough_mojo");
    assert_snapshot!(mojo, @"17 mojo needed, only 16 left");
    let due = Error::NoLevelDue { level: 2, xp: 1000 };
    assert_eq!(due.kind(), "no_level_due");
    assert_snapshot!(due, @"no level is due at level 2 with 1000 XP");
    let choice = Error::InvalidChoice {
        what: "each ability takes exactly one roll",
    };
    assert_eq!(choice.kind(), "invalid_choice");
    assert_snapshot!(choice, @"invalid choice: each ability takes exactly one roll");
    let unreachable = Error::Unreachable {
        what: "level gain",
        value: "of 5 survival and 0 verve at level 2".into(),
        rule: "each level past the first gains the d10 and its contributors, in verve at an even level and in survival at an odd one, and nothing else",
    };
    assert_eq!(unreachable.kind(), "unreachable");
    assert_snapshot!(unreachable, @"level gain of 5 survival and 0 verve at level 2 cannot be reached: each level past the first gains the d10 and its contributors, in verve at an even level and in survival at an odd one, and nothing else");
    let wrong = Error::WrongSystem {
        expected: "gods_and_monsters",
        got: "cairn_house".into(),
    };
    assert_snapshot!(wrong, @r#"a gods_and_monsters sheet was expected, got system "cairn_house""#);
}

#[test]
fn wrapped_advancement_and_combat_errors_keep_their_words_and_kinds() {
    let table = osr_advancement::gods_and_monsters::level_table();
    let beyond = Error::from(
        osr_advancement::gods_and_monsters::award(
            &table,
            osr_advancement::Xp::new(u64::MAX - 1),
            0,
            false,
        )
        .unwrap_err(),
    );
    assert!(matches!(beyond, Error::Advancement(_)), "{beyond:?}");
    assert_eq!(beyond.kind(), "xp_beyond_table");
    let core = Error::from(osr_advancement::Error::Core(
        osr_core::Error::FacesExhausted {
            sides: 10,
            position: 0,
        },
    ));
    assert!(matches!(core, Error::Core(_)));
    let combat = Error::from(osr_combat::Error::UnknownCombatant { id: 9 });
    assert!(matches!(combat, Error::Combat(_)), "{combat:?}");
    assert_eq!(combat.kind(), "unknown_combatant");
    let magic = Error::from(osr_magic::Error::AboveInjuryCap {
        spell_level: 4,
        cap: 3,
    });
    assert!(matches!(magic, Error::Magic(_)), "{magic:?}");
    assert_eq!(magic.kind(), "above_injury_cap");
    let health = Error::from(osr_combat::Error::Health(osr_health::Error::Dead));
    assert!(matches!(health, Error::Health(_)));
}
