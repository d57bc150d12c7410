//! `constitution::morale`: morale (TC-5.13).

use osr_check::constitution::{MoraleCheck, Nerve};
use osr_check::{Check, Error};

use super::{band, roll};
use crate::common::{assert_agrees_with_sampling, frac};

#[test]
fn morale_holds_on_2d6_at_most_the_score() {
    // rule: TC-5.13
    let seven = MoraleCheck::new(7).unwrap();
    assert_eq!(band(&seven, &[3, 4]), Nerve::Holds);
    assert_eq!(band(&seven, &[2, 6]), Nerve::Breaks);
    assert_eq!(roll(&seven, &[2, 6]).total(), 8);
    assert_eq!(seven.odds().probability(&Nerve::Holds), Some(frac(21, 36)));
    // X8: morale 6, 2d6 = 9 -> breaks.
    assert_eq!(band(&MoraleCheck::new(6).unwrap(), &[4, 5]), Nerve::Breaks);
    // 2 holds only on double 1s; 12 always holds.
    let two = MoraleCheck::new(2).unwrap();
    assert_eq!(two.odds().probability(&Nerve::Holds), Some(frac(1, 36)));
    let twelve = MoraleCheck::new(12).unwrap();
    assert_eq!(twelve.odds().probability(&Nerve::Holds), Some(frac(1, 1)));
    assert_eq!(twelve.score(), 12);
    assert_eq!(
        MoraleCheck::new(13).unwrap_err(),
        Error::Core(osr_core::Error::OutOfRange {
            what: "morale score",
            value: 13,
            min: 2,
            max: 12
        })
    );
    assert!(MoraleCheck::new(1).is_err());
    // The ways to make 2..=12 on 2d6: 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1.
    let mut ways = 0;
    for (score, n) in (2..=12).zip([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]) {
        ways += n;
        let morale = MoraleCheck::new(score).unwrap();
        assert_eq!(
            morale.odds().sum_where(|n| *n == Nerve::Holds),
            frac(ways, 36),
            "morale {score}"
        );
        assert_agrees_with_sampling(&morale, 20_000);
    }
}
