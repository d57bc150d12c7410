//! Block, Dodge, Parry's Die of Fate.

use osr_check::Check;
use osr_check::block_dodge_parry::{Answer, DIE_OF_FATE};

use super::band;
use crate::common::{assert_agrees_with_sampling, frac};

#[test]
fn die_of_fate_reads_a_d6() {
    // rule: BDP-1.5.die-of-fate
    let answers: Vec<Answer> = (1..=6).map(|f| band(&DIE_OF_FATE, &[f])).collect();
    assert_eq!(
        answers,
        [
            Answer::NoAnd,
            Answer::No,
            Answer::NoBut,
            Answer::YesBut,
            Answer::Yes,
            Answer::YesAnd
        ]
    );
    let text: Vec<String> = answers.iter().map(ToString::to_string).collect();
    assert_eq!(
        text,
        [
            "No, and…",
            "No",
            "No, but…",
            "Yes, but…",
            "Yes",
            "Yes, and…"
        ]
    );
    let yes = answers.iter().filter(|a| a.is_yes()).count();
    assert_eq!(yes, 3);
    for answer in answers {
        assert_eq!(DIE_OF_FATE.odds().probability(&answer), Some(frac(1, 6)));
    }
    assert_eq!(DIE_OF_FATE.odds().sum_where(|a| a.is_yes()), frac(1, 2));
    assert_agrees_with_sampling(&DIE_OF_FATE, 10_000);
}
