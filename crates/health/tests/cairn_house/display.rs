//! The line each event shows.

use osr_check::cairn_house::Ability;
use osr_health::cairn_house::{DeathCause, Event, FatigueSource, GrievousWound};

#[test]
fn every_event_reads_as_one_line() {
    let lines = [
        (
            Event::DamageRolled {
                sides: 6,
                face: 5,
                dr: 1,
                damage: 4,
            },
            "d6 5 - DR 1 = 4 damage",
        ),
        (Event::HpLost { from: 4, to: 0 }, "HP 4 -> 0"),
        (
            Event::GrievousWound {
                face: 1,
                wound: GrievousWound::EyeGougedOut,
            },
            "exactly 0 HP, grievous wound d6 1: Eye Gouged Out",
        ),
        (Event::Blinded, "blinded"),
        (
            Event::StrengthLost {
                from: 12,
                to: 9,
                excess: 3,
            },
            "3 past 0 HP: STR 12 -> 9",
        ),
        (
            Event::CriticalDamageSave {
                target: 9,
                face: 12,
                passed: false,
            },
            "STR save 9 against critical damage: d20 12, failed",
        ),
        (Event::CriticalDamage, "critical damage"),
        (Event::Stabilised, "stabilised"),
        (
            Event::Died {
                cause: DeathCause::StrengthZero,
            },
            "dead: STR 0",
        ),
        (
            Event::TrapSave {
                ability: Ability::Dex,
                target: 11,
                face: 4,
                passed: true,
            },
            "DEX save 11 against the trap: d20 4, passed",
        ),
        (
            Event::AbilityLost {
                ability: Ability::Wil,
                from: 10,
                to: 7,
            },
            "WIL 10 -> 7",
        ),
        (Event::Paralysed, "paralysed: DEX 0"),
        (Event::Delirious, "delirious: WIL 0"),
        (Event::HpRestored { from: 1, to: 5 }, "HP 1 -> 5"),
        (
            Event::HealingBlocked,
            "no HP back: no rations since the last long rest",
        ),
        (
            Event::FatigueGained {
                source: FatigueSource::ForcedMarch,
                from: 0,
                to: 1,
            },
            "fatigue 0 -> 1 (forced march)",
        ),
        (Event::FatigueRemoved { from: 2, to: 0 }, "fatigue 2 -> 0"),
        (
            Event::AbilityRestored {
                ability: Ability::Str,
                from: 8,
                to: 11,
            },
            "STR 8 -> 11",
        ),
        (Event::WentHungry, "went hungry"),
    ];
    for (event, line) in lines {
        assert_eq!(event.to_string(), line);
    }
}
