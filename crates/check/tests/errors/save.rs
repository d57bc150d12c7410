//! Error messages of `osr_check::save` and the rolled save outcome,
//! `osr_check::Save`, read from forged records.

use insta::assert_snapshot;
use osr_check::save::EdgeRule;
use osr_core::Edge;

#[test]
fn inputs_not_in_the_rules() {
    assert_snapshot!(
        EdgeRule::AdvantageOnly.net(Edge::new(0, 2)).unwrap_err(),
        @"disadvantage is not in this system's rules"
    );
}

#[cfg(feature = "serde")]
#[test]
fn forged_rolled_saves() {
    use osr_check::Save;

    let read = |band: &str, face: u32, margin: i64, dice: &str| {
        let json = format!(
            r#"{{"band":"{band}","face":{face},"target":12,"margin":{margin},"dice":[{dice}]}}"#
        );
        serde_json::from_str::<Save>(&json).unwrap_err().to_string()
    };
    let d20 = r#"{"sides":20,"face":7,"fate":"counted"}"#;
    assert_snapshot!(read("pass", 99, -87, d20), @"the kept d20 does not agree with the dice");
    assert_snapshot!(read("fail", 7, 5, d20), @"the band does not agree with the dice");
    assert_snapshot!(read("pass", 7, 4, d20), @"the margin does not agree with the dice");
    assert_snapshot!(read("pass", 7, 5, ""), @"the number of dice does not agree with the dice");
    let d6 = r#"{"sides":6,"face":4,"fate":"counted"}"#;
    assert_snapshot!(read("pass", 4, 8, d6), @"a die other than a d20 does not agree with the dice");
}
