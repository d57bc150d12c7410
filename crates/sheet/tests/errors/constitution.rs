//! The messages of the errors 3d6 Constitution sheets give.

use insta::assert_snapshot;
use osr_sheet::Error;

#[test]
fn messages() {
    let money = Error::NotEnoughMoney {
        item: "Half-chain",
        cost: "50".into(),
        money: "20.5".into(),
    };
    assert_eq!(money.kind(), "not_enough_money");
    assert_snapshot!(money, @"Half-chain costs 50, only 20.5 left");
    let many = Error::TooMany {
        what: "initiations",
        len: 4,
        max: 3,
    };
    assert_eq!(many.kind(), "too_many");
    assert_snapshot!(many, @"initiations has 4 entries, at most 3 are allowed");
    let long = Error::TooLong {
        what: "background",
        length: 501,
        max: 500,
    };
    assert_eq!(long.kind(), "too_long");
    assert_snapshot!(long, @"background of 501 characters is longer than the 500 allowed");
    let empty = Error::Empty { what: "skill name" };
    assert_eq!(empty.kind(), "empty");
    assert_snapshot!(empty, @"skill name must not be empty");
    let limit = Error::AboveLimit {
        what: "coins",
        value: "20000000".into(),
        max: "10000000".into(),
    };
    assert_eq!(limit.kind(), "above_limit");
    assert_snapshot!(limit, @"coins 20000000 is above the 10000000 allowed");
    let twice = Error::Duplicate {
        what: "initiation",
        id: "tc.initiation.tactician".into(),
    };
    assert_eq!(twice.kind(), "duplicate");
    assert_snapshot!(twice, @r#"initiation "tc.initiation.tactician" is listed twice"#);
    let unknown = Error::UnknownId {
        what: "initiation",
        id: "tc.initiation.flying".into(),
    };
    assert_eq!(unknown.kind(), "unknown_id");
    assert_snapshot!(unknown, @r#"unknown initiation "tc.initiation.flying""#);
    let class = Error::ClassExclusive {
        initiation: "tc.initiation.tough",
        class: "fighter",
    };
    assert_eq!(class.kind(), "class_exclusive");
    assert_snapshot!(class, @"tc.initiation.tough is for the fighter class only");
    let initiated = Error::NotInitiated {
        what: "setting traps while travelling",
        needs: "tc.initiation.patient-trapper",
    };
    assert_eq!(initiated.kind(), "not_initiated");
    assert_snapshot!(initiated, @"setting traps while travelling needs tc.initiation.patient-trapper");
    let mismatch = Error::NotDerived {
        what: "hit dice",
        expected: 2,
        value: 1,
    };
    assert_eq!(mismatch.kind(), "not_derived");
    assert_snapshot!(mismatch, @"hit dice is 1, the rules give 2");
    let concept = Error::ConceptRefused { face: 4 };
    assert_eq!(concept.kind(), "concept_refused");
    assert_snapshot!(concept, @"a reused non-standard concept needs a d6 roll of 1, got 4");
    let heavy = Error::Overloaded { stones: 9, max: 8 };
    assert_eq!(heavy.kind(), "overloaded");
    assert_snapshot!(heavy, @"9 stones is more than the 8 that can be carried");
}

#[test]
fn wrapped_errors_of_the_crates_below() {
    let table = Error::from(osr_advancement::Error::XpBeyondTable { xp: 5, ceiling: 4 });
    assert!(matches!(table, Error::Advancement(_)));
    assert_eq!(table.kind(), "xp_beyond_table");
    let book = Error::from(osr_magic::Error::NoSpellBook);
    assert!(matches!(book, Error::Magic(_)));
    assert_snapshot!(book, @"preparing spells or casting a ritual needs the spell book");
    let over = Error::from(osr_combat::Error::FightOver);
    assert!(matches!(over, Error::Combat(_)));
    assert_eq!(over.kind(), "fight_over");
    let core = Error::from(osr_combat::Error::Core(osr_core::Error::FacesExhausted {
        sides: 6,
        position: 0,
    }));
    assert!(matches!(core, Error::Core(_)));
    let health = Error::from(osr_combat::Error::Health(osr_health::Error::Dead));
    assert!(matches!(health, Error::Health(_)));
    let core = Error::from(osr_magic::Error::Core(osr_core::Error::FacesExhausted {
        sides: 6,
        position: 0,
    }));
    assert!(matches!(core, Error::Core(_)));
    let core = Error::from(osr_advancement::Error::Core(
        osr_core::Error::FacesExhausted {
            sides: 6,
            position: 0,
        },
    ));
    assert!(matches!(core, Error::Core(_)));
}
