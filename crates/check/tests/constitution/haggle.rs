//! `constitution::haggle`: haggling (TC-10.3).

use osr_check::constitution::{Bargain, HAGGLE_DISCOUNT_PERCENT, Haggle, Rerolls};
use osr_check::{Check, Resolved};

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
}

#[test]
fn every_d20_face_strictly_below_charisma_gets_the_discount() {
    // rule: TC-10.3
    for charisma in 1..=20 {
        let haggle = Haggle::new(charisma).unwrap();
        for face in 1..=20 {
            let expected = if i32::try_from(face).unwrap() < charisma {
                Bargain::Discount
            } else {
                Bargain::ListedPrice
            };
            assert_eq!(band(&haggle, &[face]), expected, "CHA {charisma}: {face}");
        }
        let discount = haggle.odds().sum_where(|b| *b == Bargain::Discount);
        assert_eq!(discount, frac((charisma - 1).into(), 20), "CHA {charisma}");
    }
}

#[test]
fn haggles_agree_with_sampling() {
    for charisma in [1, 2, 10, 13, 18, 20] {
        assert_agrees_with_sampling(&Haggle::new(charisma).unwrap(), 20_000);
    }
}

#[cfg(feature = "serde")]
#[test]
fn haggles_as_json() {
    let haggle = Haggle::new(13).unwrap();
    assert_eq!(serde_json::to_string(&haggle).unwrap(), "13");
    assert_eq!(serde_json::from_str::<Haggle>("13").unwrap(), haggle);
    assert!(serde_json::from_str::<Haggle>("21").is_err());
    let outcome = roll(&haggle, &[9]);
    let json = serde_json::to_string(&outcome).unwrap();
    assert_eq!(
        json,
        r#"{"band":"discount","dice":[{"sides":20,"face":9,"fate":"counted"}]}"#
    );
    assert_eq!(haggle.verify(&serde_json::from_str(&json).unwrap()), Ok(()));
    let forged = serde_json::from_str(&json.replace("discount", "listed_price")).unwrap();
    assert_eq!(haggle.verify(&forged), Err(osr_check::Error::Forged));
}
