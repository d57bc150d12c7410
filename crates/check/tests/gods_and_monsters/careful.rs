//! Careful attempts.

use osr_check::Error;
use osr_check::gods_and_monsters::*;

#[test]
fn careful_attempts() {
    // rule: GM-dice.careful
    use CarefulPeriod::{Day, Hour, Minute, Round, TenMinutes};
    // One step longer +1, two steps (or more) +2.
    let cases = [
        (Round, Round, 0),
        (Round, Minute, 1),
        (Round, TenMinutes, 2),
        (Round, Hour, 2),
        (Minute, TenMinutes, 1),
        (Minute, Hour, 2),
        (TenMinutes, Hour, 1),
        (TenMinutes, Day, 2),
        (Hour, Day, 1),
        (Day, Day, 0),
    ];
    for (base, spent, bonus) in cases {
        assert_eq!(
            base.careful_bonus(spent).unwrap(),
            bonus,
            "{base} -> {spent}"
        );
    }
    assert_eq!(
        CarefulPeriod::LADDER.map(|p| p.to_string()),
        [
            "one round",
            "one minute",
            "ten minutes",
            "one hour",
            "an 8-hour day"
        ]
    );
    assert_eq!(Round.longer(1), Some(Minute));
    assert_eq!(Minute.longer(2), Some(Hour));
    assert_eq!(Hour.longer(2), None);
    assert_eq!(Round.longer(u32::MAX), None);
    assert_eq!(
        Hour.careful_bonus(Minute),
        Err(Error::Core(osr_core::Error::OutOfRange {
            what: "careful time steps",
            value: -2,
            min: 0,
            max: 1
        }))
    );
    assert_eq!(
        Minute.careful_bonus(Round).unwrap_err().to_string(),
        "careful time steps must be in 0..=3, got -1"
    );
    let careful = Roll::new(9)
        .unwrap()
        .adjusted(TenMinutes.careful_bonus(Day).unwrap())
        .unwrap();
    assert_eq!(careful.target(), 11);
}
