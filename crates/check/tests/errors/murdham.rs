//! Error messages of `osr_check::murdham`.

use insta::assert_snapshot;
use osr_check::murdham::{
    AbilityScore, Contest, GroupSave, LuckGame, LuckPlayers, MAX_MEMBERS, Members, Save,
};
use osr_check::{Error, Naturals};

#[test]
fn input_ranges() {
    assert_snapshot!(Save::new(21).unwrap_err(), @"ability score must be in 0..=20, got 21");
    assert_snapshot!(AbilityScore::new(-3).unwrap_err(), @"ability score must be in 0..=20, got -3");
    assert_snapshot!(Contest::new(12, 99).unwrap_err(), @"ability score must be in 0..=20, got 99");
    assert_snapshot!(GroupSave::new(&[]).unwrap_err(), @"group members must be in 1..=100, got 0");
    assert_snapshot!(
        GroupSave::new(&vec![10; MAX_MEMBERS + 1]).unwrap_err(),
        @"group members must be in 1..=100, got 101"
    );
    assert_snapshot!(GroupSave::new(&[10, 30]).unwrap_err(), @"ability score must be in 0..=20, got 30");
    assert_snapshot!(Members::new(0).unwrap_err(), @"group members must be in 1..=100, got 0");
    assert_snapshot!(LuckGame::new(1).unwrap_err(), @"players must be in 2..=20, got 1");
    assert_snapshot!(LuckPlayers::new(21).unwrap_err(), @"players must be in 2..=20, got 21");
}

#[test]
fn inputs_not_in_the_rules() {
    assert_snapshot!(
        Save::new(12).unwrap().try_naturals(Naturals::OnePassesTwentyFails).unwrap_err(),
        @"natural 1/20 rule is not in this system's rules"
    );
}

#[test]
fn forged_outcomes() {
    assert_snapshot!(Error::Inconsistent { what: "the band" }, @"the band does not agree with the dice");
    assert_snapshot!(
        Error::Inconsistent { what: "a rolled save without its roll" },
        @"a rolled save without its roll does not agree with the dice"
    );
}
