//! Every error message of osr-check, pinned: the shared ones here, each
//! system's in its module.

use insta::assert_snapshot;
use osr_check::{Error, Odds, ratio};

mod block_dodge_parry;
mod cairn_house;
mod constitution;
mod gods_and_monsters;
mod murdham;
mod save;

#[test]
fn shared_messages() {
    assert_snapshot!(Error::out_of_range("skill", 150, 0, 100), @"skill must be in 0..=100, got 150");
    assert_snapshot!(
        Error::Unresolved { what: "contest tie", rolls: 1000 },
        @"contest tie still unresolved after 1000 rolls"
    );
    assert_snapshot!(Error::Forged, @"the outcome is not what the check rolls from its faces");
    assert_snapshot!(
        Odds::new([(0, ratio(1, 3))], None).unwrap_err(),
        @"odds do not sum to 1"
    );
    assert_snapshot!(
        Odds::new([(0, ratio(-1, 3)), (1, ratio(4, 3))], None).unwrap_err(),
        @"odds have a negative probability"
    );
    assert_snapshot!(
        Odds::new([(2, ratio(1, 2))], Some((1, ratio(1, 2)))).unwrap_err(),
        @"odds have a tail that is not above every band"
    );
}

#[test]
fn kinds() {
    assert_snapshot!(Error::out_of_range("skill", 150, 0, 100).kind(), @"out_of_range");
    assert_snapshot!(Error::Unresolved { what: "contest tie", rolls: 1000 }.kind(), @"unresolved");
    assert_snapshot!(Error::Forged.kind(), @"forged");
    assert_snapshot!(Error::InvalidOdds { reason: "do not sum to 1" }.kind(), @"invalid_odds");
}

#[cfg(feature = "serde")]
#[test]
fn errors_serialize_as_kind_and_message() {
    assert_snapshot!(
        serde_json::to_string(&Error::Forged).unwrap(),
        @r#"{"kind":"forged","message":"the outcome is not what the check rolls from its faces"}"#
    );
}

#[test]
fn kinds_of_the_bookkeeping_errors() {
    assert_snapshot!(Error::Inconsistent { what: "the total" }.kind(), @"inconsistent");
    assert_snapshot!(Error::NoRerollsLeft { allowance: 2 }.kind(), @"no_rerolls_left");
    assert_snapshot!(Error::TaskPassed.kind(), @"task_passed");
    assert_snapshot!(Error::TaskExhausted.kind(), @"task_exhausted");
    assert_snapshot!(Error::GroupSizeMismatch { group: 12, median: 4 }.kind(), @"group_size_mismatch");
}

#[test]
fn kind_of_a_rule_a_system_does_not_have() {
    assert_snapshot!(Error::NotInRules { what: "disadvantage" }.kind(), @"not_in_rules");
}

#[test]
fn kinds_and_words_of_the_course_errors() {
    let budget = Error::TooManyStates { max: 200 };
    assert_snapshot!(budget.kind(), @"too_many_states");
    assert_snapshot!(budget.to_string(), @"the procedure reaches more than 200 states, its budget");
    assert_snapshot!(Error::NeverEnds.kind(), @"never_ends");
    assert_snapshot!(Error::NeverEnds.to_string(), @"the procedure can repeat forever without ending");
}
