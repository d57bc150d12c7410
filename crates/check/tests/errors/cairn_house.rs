//! Error messages of `osr_check::cairn_house`.

use insta::assert_snapshot;
use osr_check::Naturals;
use osr_check::cairn_house::{AbilityScore, Reaction, ReactionModifier, Save};
use osr_check::save::Gate;

#[test]
fn input_ranges() {
    assert_snapshot!(Save::new(40).unwrap_err(), @"ability score must be in 0..=20, got 40");
    assert_snapshot!(Save::new(-1).unwrap_err(), @"ability score must be in 0..=20, got -1");
    assert_snapshot!(AbilityScore::new(21).unwrap_err(), @"ability score must be in 0..=20, got 21");
    assert_snapshot!(Reaction::new(11).unwrap_err(), @"reaction modifier must be in -10..=10, got 11");
    assert_snapshot!(ReactionModifier::new(-11).unwrap_err(), @"reaction modifier must be in -10..=10, got -11");
}

#[test]
fn inputs_not_in_the_rules() {
    let save = Save::new(12).unwrap();
    assert_snapshot!(
        save.try_gate(Gate::Trivial).unwrap_err(),
        @"trivial or impossible save is not in this system's rules"
    );
    // Both natural rules are the table's choice.
    assert!(save.try_naturals(Naturals::OnePassesTwentyFails).is_ok());
}

#[cfg(feature = "serde")]
#[test]
fn forged_reaction_rolls() {
    let read = |json: &str| {
        serde_json::from_str::<osr_check::cairn_house::ReactionRoll>(json)
            .unwrap_err()
            .to_string()
    };
    let d6 = |face: u32| format!(r#"{{"sides":6,"face":{face},"fate":"counted"}}"#);
    let roll = |band: &str, total: i32, dice: &str| {
        format!(r#"{{"band":"{band}","total":{total},"dice":[{dice}]}}"#)
    };
    assert_snapshot!(read(&roll("hostile", 7, &format!("{},{}", d6(3), d6(4)))), @"the band does not agree with the dice");
    assert_snapshot!(read(&roll("enthusiastic", 30, &format!("{},{}", d6(3), d6(4)))), @"the total does not agree with the dice");
    assert_snapshot!(read(&roll("uncertain", 7, &d6(3))), @"the number of dice does not agree with the dice");
    assert_snapshot!(
        read(&roll("uncertain", 7, &format!("{},{}", d6(3), d6(4).replace("counted", "dropped")))),
        @"the dice of a reaction roll does not agree with the dice"
    );
}
