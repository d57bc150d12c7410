use insta::assert_snapshot;
use osr_magic::block_dodge_parry::{Fatigue, SpellFatigue};

#[test]
fn block_dodge_parry_messages() {
    let err = SpellFatigue::new(2)
        .cast(Fatigue::new(9).unwrap())
        .unwrap_err();
    assert_eq!(err.kind(), "out_of_range");
    assert_snapshot!(err, @"fatigue must be in 0..=10, got 11");
}
