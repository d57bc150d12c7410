//! The errors Block, Dodge, Parry's rules raise.

use insta::assert_snapshot;
use osr_advancement::block_dodge_parry::PermanentWound;
use osr_check::block_dodge_parry::Ability;

#[test]
fn training_errors() {
    let trained = PermanentWound::new(Ability::Str).train().unwrap();
    assert_snapshot!(trained.train().unwrap_err(), @"invalid input: the wound's penalty was already trained away");
}
