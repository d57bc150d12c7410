//! The clock, its timers and a referee's tables.

use std::collections::BTreeMap;

use osr_travel::{Clock, ClockEvent, Entry, Error, RandomTable, TimerKind, Unit};

use crate::common::{assert_counts_match, assert_well_formed, faces, frac, rng};

#[test]
fn timers_expire_on_their_own_unit_and_say_so() {
    let mut clock = Clock::new(Unit::Turn);
    let torch = clock.start(TimerKind::Light, "torch", 6).unwrap();
    clock.advance(2).unwrap();
    let spell = clock.start(TimerKind::Spell, "light", 3).unwrap();
    assert_eq!(clock.remaining(torch), Some(4));
    assert_eq!(clock.remaining(spell), Some(3));
    // Jumping past both: the spell (ends 5) before the torch (ends 6).
    let events = clock.advance(10).unwrap();
    assert_eq!(events[0], ClockEvent::Advanced { from: 2, to: 12 });
    let expired: Vec<(u32, u64)> = events[1..]
        .iter()
        .map(|e| match e {
            ClockEvent::TimerExpired { id, at, .. } => (*id, *at),
            ClockEvent::Advanced { .. } => panic!("one advance"),
        })
        .collect();
    assert_eq!(expired, [(spell, 5), (torch, 6)]);
    assert!(clock.timers().is_empty());
}

#[test]
fn stopping_and_bad_inputs() {
    let mut clock = Clock::new(Unit::Watch);
    let id = clock.start(TimerKind::Referee, "siege", 9).unwrap();
    assert_eq!(clock.stop(id).unwrap().label, "siege");
    assert!(matches!(clock.stop(id), Err(Error::UnknownId { .. })));
    assert!(clock.start(TimerKind::Light, "torch", 0).is_err());
    assert!(clock.advance(0).is_err());
    assert!(clock.start(TimerKind::Light, &"x".repeat(65), 1).is_err());
    for _ in 0..osr_travel::MAX_TIMERS {
        clock.start(TimerKind::Light, "candle", 1).unwrap();
    }
    assert!(matches!(
        clock.start(TimerKind::Light, "candle", 1),
        Err(Error::NotAllowed { .. })
    ));
}

#[test]
fn referee_tables_cover_their_dice_and_roll_exactly() {
    let table = RandomTable::new(
        "road",
        2,
        6,
        vec![
            Entry::new(2, 4, "bandits"),
            Entry::new(5, 9, "merchants"),
            Entry::new(10, 12, "wolves"),
        ],
    )
    .unwrap();
    let roll = table.roll(&mut faces(&[6, 5])).unwrap();
    assert_eq!((roll.total, roll.entry.as_str()), (11, "wolves"));
    let odds = table.odds();
    assert_eq!(odds.probability(&"bandits".into()), Some(frac(6, 36)));
    assert_eq!(odds.probability(&"merchants".into()), Some(frac(24, 36)));
    let mut rng = rng();
    let mut counts = BTreeMap::new();
    for _ in 0..5000 {
        *counts
            .entry(table.roll(&mut rng).unwrap().entry)
            .or_insert(0) += 1;
    }
    assert_well_formed(&odds);
    assert_counts_match(&table, &odds, &counts, 0, 5000);

    let gap = vec![Entry::new(1, 2, "a"), Entry::new(4, 6, "b")];
    assert!(matches!(
        RandomTable::new("gap", 1, 6, gap),
        Err(Error::BadTable { .. })
    ));
    let short = vec![Entry::new(1, 5, "a")];
    assert!(RandomTable::new("short", 1, 6, short).is_err());
    assert!(RandomTable::new("many", 5, 6, vec![]).is_err());
}

#[cfg(feature = "serde")]
#[test]
fn clocks_and_tables_read_back_checked() {
    let mut clock = Clock::new(Unit::Turn);
    clock.start(TimerKind::Light, "torch", 6).unwrap();
    clock.advance(1).unwrap();
    let json = serde_json::to_string(&clock).unwrap();
    assert_eq!(serde_json::from_str::<Clock>(&json).unwrap(), clock);
    let expired = json.replace(r#""ends":6"#, r#""ends":1"#);
    assert!(serde_json::from_str::<Clock>(&expired).is_err());
    let table = r#"{"id":"t","count":1,"sides":6,"rows":[{"low":1,"high":5,"id":"a"}]}"#;
    assert!(serde_json::from_str::<RandomTable>(table).is_err());
}
