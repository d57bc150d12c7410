//! `constitution::spell`: the d100 spell roll (TC-12.3.roll).

use osr_check::constitution::{PercentileCheck, Skill};
use osr_check::{Check, PassFail, Resolved};

use super::{band, roll};
use crate::common::{assert_agrees_with_sampling, frac};

#[test]
fn prepared_spell_rolls_d100_at_most_the_rating() {
    // rule: TC-12.3.roll
    let spell = PercentileCheck::new(50).unwrap();
    assert_eq!(band(&spell, &[49]), PassFail::Pass);
    assert_eq!(band(&spell, &[50]), PassFail::Pass);
    assert_eq!(band(&spell, &[51]), PassFail::Fail);
    assert_eq!(roll(&spell, &[51]).faces(), [51]);
    assert_eq!(spell.odds().probability(&PassFail::Pass), Some(frac(1, 2)));
    // 100% always succeeds; 0% never.
    let sure = PercentileCheck::new(100).unwrap();
    assert_eq!(band(&sure, &[100]), PassFail::Pass);
    assert_eq!(sure.odds().probability(&PassFail::Fail), Some(frac(0, 1)));
    let never = PercentileCheck::new(0).unwrap();
    assert_eq!(band(&never, &[1]), PassFail::Fail);
    // X19: X at 60%: 44 casts, 71 does not.
    let x = PercentileCheck::from(Skill::new(60).unwrap());
    assert_eq!(band(&x, &[44]), PassFail::Pass);
    assert_eq!(band(&x, &[71]), PassFail::Fail);
    assert_eq!(x.rating().rating(), 60);
    assert_eq!(
        PercentileCheck::new(101).unwrap_err().to_string(),
        "skill must be in 0..=100, got 101"
    );
    for rating in [0, 1, 37, 50, 99, 100] {
        assert_agrees_with_sampling(&PercentileCheck::new(rating).unwrap(), 20_000);
    }
}
