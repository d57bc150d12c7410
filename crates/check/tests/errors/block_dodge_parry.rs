//! Error messages of `osr_check::block_dodge_parry`.

use insta::assert_snapshot;
use osr_check::Naturals;
use osr_check::block_dodge_parry::{
    AbilityFactor, AbilityScore, Contest, Rules, Save, Scores, Skill,
};
use osr_check::save::SaveRules;
use osr_core::Edge;

#[test]
fn input_ranges() {
    assert_snapshot!(Save::new(-21).unwrap_err(), @"ability score must be in 0..=2147483647, got -21");
    assert_snapshot!(AbilityScore::new(i64::from(i32::MAX) + 1).unwrap_err(), @"ability score must be in 0..=2147483647, got 2147483648");
    assert_snapshot!(Contest::new(16, -1).unwrap_err(), @"ability score must be in 0..=2147483647, got -1");
    assert_snapshot!(Scores::new(15, 9, -26).unwrap_err(), @"ability score must be in 0..=2147483647, got -26");
    assert_snapshot!(AbilityFactor::of(-30).unwrap_err(), @"ability score must be in 0..=2147483647, got -30");
    assert_snapshot!(
        Skill::new(0, 0).with_ability(-25).unwrap_err(),
        @"ability score must be in 0..=2147483647, got -25"
    );
}

#[test]
fn inputs_not_in_the_rules() {
    let save = Save::new(12).unwrap();
    // A save takes advantages only; a document's disadvantage meets the rule.
    assert_snapshot!(
        <Rules as SaveRules>::EDGE.net(Edge::new(1, 1)).unwrap_err(),
        @"disadvantage is not in this system's rules"
    );
    assert_snapshot!(
        save.try_naturals(Naturals::Compare).unwrap_err(),
        @"natural 1/20 rule is not in this system's rules"
    );
}
