//! `constitution::haggle`: haggling (TC-10.3).

use osr_check::{Check, Resolved};
use osr_check::constitution::{Bargain, HAGGLE_DISCOUNT_PERCENT, Haggle, Rerolls};

use super::{band, roll};
use crate::common::{assert_agrees_with_sampling, frac};

#[test]
fn haggling_below_charisma_takes_ten_percent_off() {
    // rule: TC-10.3
    let haggle = Haggle::new(13).unwrap();
    assert_eq!(band(&haggle, &[12]), Bargain::Discount);
    assert_eq!(band(&haggle, &[13]), Bargain::ListedPrice);
    assert_eq!(roll(&haggle, &[13]).faces(), [13]);
    assert_eq!(
        haggle.odds().probability(&Bargain::Discount),
        Some(frac(12, 20))
    );
    // X25: full plate at 1000 sp, d20 9 -> 900 sp.
    let percent = band(&haggle, &[9]).discount_percent();
    assert_eq!(percent, HAGGLE_DISCOUNT_PERCENT);
    assert_eq!(1000 - 1000 * percent / 100, 900);
    assert_eq!(Bargain::ListedPrice.discount_percent(), 0);
    // CHA 1 never haggles anything off; the d20 is a re-rollable roll.
    let dull = Haggle::new(1).unwrap();
    assert_eq!(
        dull.odds().probability(&Bargain::Discount),
        Some(frac(0, 1))
    );
    assert!(Rerolls::applies_to(&roll(&haggle, &[17])));
    assert!(Haggle::new(0).is_err());
    assert_eq!(Haggle::new(20).unwrap().charisma(), 20);
    for charisma in [1, 2, 10, 13, 18, 20] {
        assert_agrees_with_sampling(&Haggle::new(charisma).unwrap(), 20_000);
    }
}
