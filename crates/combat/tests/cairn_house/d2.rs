//! The derived worked example D2: a combat round with overflow, step by
//! step from its faces.

use osr_check::cairn_house::Ability;
use osr_combat::Side;
use osr_combat::cairn_house::{Combatant, Ending, Event, Fight, Next, Out, Phase, Setup};
use osr_equipment::cairn_house::Weapon;
use osr_health::cairn_house::Event as Health;

use super::{attack, pc, step};

// rule: CH-combat.initiative
// rule: CH-combat.attack
// rule: CH-combat.dr
// rule: CH-combat.phases
#[test]
fn d2_goblin_archer_overflows_to_str_and_the_critical_save_fails() {
    // 0. HP 4/4, STR 14, DEX 9, DR 1 (shield).
    let hero = pc(1);
    assert_eq!(
        (hero.hp(), hero.abilities(), hero.dr()),
        (4, [14, 9, 11], 1)
    );
    let archer = Combatant::new(2, Side::Foes, 3, [8, 12, 7])
        .unwrap()
        .with_weapon(Weapon::Bow);
    let mut fight = Fight::new(Setup::new(vec![hero, archer]).unwrap()).unwrap();
    assert_eq!(fight.next(), Next::Initiative);

    // 1. DEX 9 rolls 12: fails, acts after the enemies in every phase.
    let events = step(
        &mut fight,
        osr_combat::cairn_house::Command::RollInitiative,
        &[12],
    );
    assert_eq!(
        events[0],
        Event::InitiativeRolled {
            id: 1,
            target: 9,
            face: 12,
            passed: false
        }
    );
    assert_eq!(fight.fighter(1).unwrap().acts_first(), Some(false));
    assert_eq!(fight.order(), [2, 1]);

    // 2. Phase 2 (missile): the archer goes first; Bow d6 rolls 6 vs DR 1.
    assert_eq!(
        fight.next(),
        Next::Act {
            round: 1,
            phase: Phase::Missile,
            id: 2
        }
    );
    let events = step(&mut fight, attack(1), &[6, 15]);
    assert_eq!(
        events[0],
        Event::Attacked {
            attacker: 2,
            target: 1,
            sides: 6,
            face: 6,
            dr: 1,
            damage: 5,
            free: false,
            maneuver: None
        }
    );
    // HP 4 -> 0, excess 1: STR 14 -> 13.
    assert_eq!(
        events[1],
        Event::Health {
            id: 1,
            change: Health::HpLost { from: 4, to: 0 }
        }
    );
    assert_eq!(
        events[2],
        Event::Health {
            id: 1,
            change: Health::StrengthLost {
                from: 14,
                to: 13,
                excess: 1
            }
        }
    );
    // 3. STR save vs 13: 15 fails: critical damage.
    assert_eq!(
        events[3],
        Event::Health {
            id: 1,
            change: Health::CriticalDamageSave {
                target: 13,
                face: 15,
                passed: false
            }
        }
    );
    assert_eq!(
        events[4],
        Event::Health {
            id: 1,
            change: Health::CriticalDamage
        }
    );
    assert_eq!(
        events[5],
        Event::OutOfFight {
            id: 1,
            reason: Out::CriticalDamage
        }
    );
    // 4. Not exactly 0: no grievous wound.
    assert!(!events.iter().any(|e| matches!(
        e,
        Event::Health {
            change: Health::GrievousWound { .. },
            ..
        }
    )));
    let me = fight.fighter(1).unwrap().health();
    assert_eq!((me.hp(), me.score(Ability::Str).current()), (0, 13));
    assert!(me.is_critical() && me.wounds().is_empty());
    assert_eq!(
        fight.ending(),
        Some(Ending::Won {
            winner: Side::Foes,
            round: 1
        })
    );
    assert_eq!(fight.faces(), [12, 6, 15]);
    assert_eq!(
        fight.next(),
        Next::Over {
            ending: Ending::Won {
                winner: Side::Foes,
                round: 1
            }
        }
    );
}

#[test]
fn d2_reads_as_a_log() {
    let archer = Combatant::new(2, Side::Foes, 3, [8, 12, 7])
        .unwrap()
        .with_weapon(Weapon::Bow);
    let mut fight = Fight::new(Setup::new(vec![pc(1), archer]).unwrap()).unwrap();
    step(
        &mut fight,
        osr_combat::cairn_house::Command::RollInitiative,
        &[12],
    );
    step(&mut fight, attack(1), &[6, 15]);
    let log: Vec<String> = fight.events().iter().map(ToString::to_string).collect();
    assert_eq!(
        log,
        [
            "#1 saves DEX 9 for the initiative: d20 12, acts after the enemies",
            "round 1, phase 2 (missile)",
            "#2 hits #1: d6 6 - DR 1 = 5 damage",
            "#1 loses HP: 4 -> 0",
            "#1 loses STR past 0 HP: 14 -> 13 (1 past 0)",
            "#1 saves STR 13 against critical damage: d20 15, failed",
            "#1 takes critical damage: crawling",
            "#1 is out of the fight: critical damage",
            "the foes win in round 1",
        ]
    );
    // The same log as a table reads it, with the combatants named.
    let names = [(1, "Ash"), (2, "the archer")];
    let named: Vec<String> = fight
        .events()
        .iter()
        .map(|e| e.named(&names).to_string())
        .collect();
    assert_eq!(
        named,
        [
            "Ash saves DEX 9 for the initiative: d20 12, acts after the enemies",
            "round 1, phase 2 (missile)",
            "the archer hits Ash: d6 6 - DR 1 = 5 damage",
            "Ash loses HP: 4 -> 0",
            "Ash loses STR past 0 HP: 14 -> 13 (1 past 0)",
            "Ash saves STR 13 against critical damage: d20 15, failed",
            "Ash takes critical damage: crawling",
            "Ash is out of the fight: critical damage",
            "the foes win in round 1",
        ]
    );
}
