//! Error messages of `osr_check::cairn_house`.

use insta::assert_snapshot;
use osr_check::cairn_house::{Reaction, Save};

#[test]
fn input_ranges() {
    assert_snapshot!(Save::new(40).unwrap_err(), @"ability score must be in 0..=20, got 40");
    assert_snapshot!(Reaction::new(11).unwrap_err(), @"reaction modifier must be in -10..=10, got 11");
}
