//! Money: text round trips and sums.

use osr_equipment::Money;
use osr_equipment::cairn_house::Silver;
use osr_equipment::constitution::Coins;
use osr_equipment::gods_and_monsters::Price;
use osr_equipment::murdham::Value;

fn round_trips<const SUB: u32>(subunits: impl Iterator<Item = u64>) {
    for n in subunits {
        let amount = Money::<SUB>::from_subunits(n);
        assert_eq!(
            amount.to_string().parse::<Money<SUB>>(),
            Ok(amount),
            "{amount}"
        );
    }
}

#[test]
fn display_and_from_str_agree() {
    let samples = || (0..2_000).chain([u64::MAX, u64::MAX - 1, u64::MAX / 3]);
    round_trips::<100>(samples());
    round_trips::<10>(samples());
    round_trips::<4>(samples());
    round_trips::<1>(samples());
    assert_eq!("12.34".parse::<Price>(), Ok(Price::from_subunits(1234)));
    assert_eq!("100.5".parse::<Coins>(), Ok(Coins::copper(1005)));
    assert_eq!("2.5".parse::<Value>(), Ok(Value::from_subunits(10)));
    assert_eq!("2.50".parse::<Value>(), Ok(Value::from_subunits(10)));
    assert_eq!("1000".parse::<Silver>(), Ok(Silver::whole(1000)));
    assert_eq!("1000.0".parse::<Silver>(), Ok(Silver::whole(1000)));
    assert_eq!("007.10".parse::<Price>(), Ok(Price::from_subunits(710)));
    for bad in [
        "",
        ".",
        "1.2.3",
        " 1",
        "1 ",
        "+1",
        "1e2",
        "0x10",
        "1/2",
        "１",
        "184467440737095516.16",
    ] {
        assert!(bad.parse::<Price>().is_err(), "{bad:?}");
    }
}

#[test]
fn money_adds_up() {
    let items = [
        Price::from_subunits(1),
        Price::from_subunits(20),
        Price::from_subunits(150),
    ];
    assert_eq!(items.iter().sum::<Price>(), Price::from_subunits(171));
    assert_eq!(items.into_iter().sum::<Price>().to_string(), "1.71");
    let mut purse = Coins::gold(1);
    purse += Coins::copper(5);
    assert_eq!(purse.to_string(), "50.5");
    assert_eq!(
        Value::whole(1) + Value::from_subunits(1),
        "1.25".parse().unwrap()
    );
}

#[test]
#[should_panic(expected = "money overflow")]
fn money_addition_overflow_panics_instead_of_wrapping() {
    let _ = Price::from_subunits(u64::MAX) + Price::from_subunits(1);
}
