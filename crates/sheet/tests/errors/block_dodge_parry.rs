//! The messages of the errors Block, Dodge, Parry sheets give.

use insta::assert_snapshot;
use osr_sheet::Error;

#[test]
fn messages() {
    let full = Error::from(osr_health::Error::NoFreeSlot { needed: 1, free: 0 });
    assert!(matches!(full, Error::Health(_)));
    assert_eq!(full.kind(), "no_free_slot");
    assert_snapshot!(full, @"no free inventory slot: 1 needed, 0 free");
    let hp = Error::Mismatch {
        what: "HP",
        value: 3,
        other: "the HP of a character with every slot full,",
        expected: 0,
    };
    assert_snapshot!(hp, @"HP is 3; it must equal the HP of a character with every slot full, 0");
    let above = Error::from(osr_combat::Error::AboveMaximum {
        what: "hit protection",
        value: 5,
        max: 4,
    });
    assert!(matches!(above, Error::Combat(_)));
    assert_eq!(above.kind(), "above_maximum");
    let trained = Error::from(
        osr_advancement::block_dodge_parry::PermanentWound {
            attribute: osr_check::block_dodge_parry::Ability::Wil,
            trained: true,
        }
        .train()
        .unwrap_err(),
    );
    assert!(matches!(trained, Error::Advancement(_)));
    assert_eq!(trained.kind(), "invalid");
    assert_snapshot!(trained, @"invalid input: the wound's penalty was already trained away");
}
