//! The rules as a fight plays them, command by command.

use osr_check::cairn_house::Ability;
use osr_combat::cairn_house::{
    Action, Combatant, Command, DefenderChoice, Ending, Event, Fight, Flight, InitiativeMode,
    InitiativeRule, Maneuver, MoraleTrigger, Next, Out, Phase, Rules, Setup, SpellDr, Step,
};
use osr_combat::{Error, Side};
use osr_core::{Dice, Die, SuppliedFaces};
use osr_equipment::cairn_house::Weapon;
use osr_health::cairn_house::Event as Health;

use super::{act, attack, foe, pass, pass_until, pc, step};

fn hasted(c: Combatant) -> Combatant {
    c.with_initiative(InitiativeMode::Haste)
}

fn start(combatants: Vec<Combatant>) -> Fight {
    let mut fight = Fight::new(Setup::new(combatants).unwrap()).unwrap();
    if fight.next() == Next::Initiative
        && fight.fighters().iter().all(|f| {
            f.combatant().side() == Side::Foes || f.combatant().initiative() != InitiativeMode::Save
        })
    {
        step(&mut fight, Command::RollInitiative, &[]);
    }
    fight
}

fn morale(events: &[Event]) -> Vec<(MoraleTrigger, i32, u32, bool)> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::MoraleChecked {
                trigger,
                target,
                face,
                passed,
            } => Some((trigger, target, face, passed)),
            _ => None,
        })
        .collect()
}

fn hp(fight: &Fight, id: u32) -> u32 {
    fight.fighter(id).unwrap().health().hp()
}

fn sides_rolled(events: &[Event]) -> Vec<u32> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::Attacked { sides, .. } => Some(sides),
            _ => None,
        })
        .collect()
}

// rule: CH-combat.initiative
// rule: CH-combat.phases
#[test]
fn passed_pcs_act_then_the_enemies_then_failed_pcs_in_every_phase() {
    let a = Combatant::new(1, Side::Party, 4, [10, 13, 10])
        .unwrap()
        .with_weapon(Weapon::Hand);
    let b = Combatant::new(2, Side::Party, 4, [10, 9, 10])
        .unwrap()
        .with_weapon(Weapon::Hand);
    let mut fight = start(vec![b, a, foe(3, 20, 9)]);
    // B (DEX 9) rolls 12, A (DEX 13) rolls 8.
    let events = step(&mut fight, Command::RollInitiative, &[12, 8]);
    assert_eq!(
        events[0],
        Event::InitiativeRolled {
            id: 2,
            target: 9,
            face: 12,
            passed: false
        }
    );
    assert_eq!(
        events[1],
        Event::InitiativeRolled {
            id: 1,
            target: 13,
            face: 8,
            passed: true
        }
    );
    assert_eq!(fight.order(), [1, 3, 2]);
    let mut turns = Vec::new();
    for _ in 0..6 {
        match fight.next() {
            Next::Act { round, phase, id } => turns.push((round, phase, id)),
            other => panic!("{other:?}"),
        }
        step(&mut fight, pass(), &[]);
    }
    assert_eq!(
        turns,
        [
            (1, Phase::Move, 1),
            (1, Phase::Move, 3),
            (1, Phase::Move, 2),
            (1, Phase::Melee, 1),
            (1, Phase::Melee, 3),
            (1, Phase::Melee, 2),
        ]
    );
    assert_eq!(fight.turns(Phase::Move), [1, 3, 2]);
    assert_eq!(fight.turns(Phase::Missile), [0_u32; 0]);
    // Once per combat: round 2 rolls nothing and keeps the order.
    assert_eq!(
        fight.next(),
        Next::Act {
            round: 2,
            phase: Phase::Move,
            id: 1
        }
    );
    assert_eq!(fight.order(), [1, 3, 2]);
    assert!(matches!(
        fight.step(Command::RollInitiative, &mut SuppliedFaces::new(&[1])),
        Err(Error::OutOfTurn { .. })
    ));
}

// rule: CH-combat.initiative
#[test]
fn haste_and_slow_settle_initiative_without_a_roll() {
    let quick = Combatant::new(1, Side::Party, 4, [10, 3, 10])
        .unwrap()
        .with_initiative(InitiativeMode::Haste);
    let slow = Combatant::new(2, Side::Party, 4, [10, 18, 10])
        .unwrap()
        .with_initiative(InitiativeMode::Slow);
    let mut fight = Fight::new(Setup::new(vec![slow, quick, foe(3, 5, 9)]).unwrap()).unwrap();
    let events = step(&mut fight, Command::RollInitiative, &[]);
    assert_eq!(
        events[0],
        Event::InitiativeGiven {
            id: 2,
            mode: InitiativeMode::Slow
        }
    );
    assert_eq!(
        events[1],
        Event::InitiativeGiven {
            id: 1,
            mode: InitiativeMode::Haste
        }
    );
    assert_eq!(fight.order(), [1, 3, 2]);
}

// rule: CH-combat.initiative
#[test]
fn the_option_of_a_save_every_round_reorders_each_round() {
    let a = Combatant::new(1, Side::Party, 4, [10, 13, 10])
        .unwrap()
        .with_weapon(Weapon::Hand);
    let rules = Rules {
        initiative: InitiativeRule::EachRound,
        ..Rules::default()
    };
    let setup = Setup::new(vec![a, foe(2, 20, 9)])
        .unwrap()
        .with_rules(rules);
    let mut fight = Fight::new(setup).unwrap();
    step(&mut fight, Command::RollInitiative, &[13]);
    assert_eq!(fight.order(), [1, 2]);
    pass_until(&mut fight, Phase::Melee, 2);
    let events = step(&mut fight, pass(), &[]);
    assert_eq!(events.last(), Some(&Event::RoundEnded { round: 1 }));
    assert_eq!(fight.next(), Next::Initiative);
    step(&mut fight, Command::RollInitiative, &[14]);
    assert_eq!(fight.order(), [2, 1]);
    assert_eq!(
        fight.next(),
        Next::Act {
            round: 2,
            phase: Phase::Move,
            id: 2
        }
    );
    // The default rolls once: round 2 comes without a roll.
    let mut once = start(vec![hasted(pc(1)), foe(2, 20, 9)]);
    pass_until(&mut once, Phase::Melee, 2);
    step(&mut once, pass(), &[]);
    assert_eq!(
        once.next(),
        Next::Act {
            round: 2,
            phase: Phase::Move,
            id: 1
        }
    );
}

fn caster_and_archer() -> Fight {
    let wizard = hasted(pc(1).caster());
    let archer = foe(2, 5, 9).with_weapon(Weapon::Bow);
    start(vec![wizard, archer])
}

// rule: CH-combat.cast-interrupt
// rule: CH-combat.phases
#[test]
fn a_caster_hit_while_casting_saves_wil_or_loses_the_spell() {
    let mut fight = caster_and_archer();
    assert_eq!(
        fight.next(),
        Next::Act {
            round: 1,
            phase: Phase::MagicCast,
            id: 1
        }
    );
    step(&mut fight, act(Action::Cast), &[]);
    assert!(fight.fighter(1).unwrap().casting());
    // The arrow: d6 2 - DR 1 = 1; WIL 11 save rolls 15: lost.
    let events = step(&mut fight, attack(1), &[2, 15]);
    assert_eq!(
        events[1],
        Event::Health {
            id: 1,
            change: Health::HpLost { from: 4, to: 3 }
        }
    );
    assert_eq!(
        events[2],
        Event::CastingSave {
            id: 1,
            target: 11,
            face: 15,
            passed: false
        }
    );
    assert_eq!(events[3], Event::SpellLost { id: 1 });
    // No phase 5 for a lost spell: after the melee phase comes round 2.
    pass_until(&mut fight, Phase::Melee, 1);
    step(&mut fight, pass(), &[]);
    assert_eq!(
        fight.next(),
        Next::Act {
            round: 2,
            phase: Phase::MagicCast,
            id: 1
        }
    );

    // The same with a save of 11: kept, and it takes effect in phase 5.
    let mut fight = caster_and_archer();
    step(&mut fight, act(Action::Cast), &[]);
    let events = step(&mut fight, attack(1), &[2, 11]);
    assert_eq!(
        events[2],
        Event::CastingSave {
            id: 1,
            target: 11,
            face: 11,
            passed: true
        }
    );
    pass_until(&mut fight, Phase::MagicEffect, 1);
    assert_eq!(
        fight.next(),
        Next::Act {
            round: 1,
            phase: Phase::MagicEffect,
            id: 1
        }
    );
    assert_eq!(
        step(&mut fight, pass(), &[]),
        [
            Event::SpellTookEffect { id: 1 },
            Event::RoundEnded { round: 1 },
            Event::PhaseBegan {
                round: 2,
                phase: Phase::MagicCast
            }
        ]
    );

    // A hit that DR stops entirely still calls for the save.
    let mut fight = caster_and_archer();
    step(&mut fight, act(Action::Cast), &[]);
    let events = step(&mut fight, attack(1), &[1, 20]);
    assert_eq!(
        events[1],
        Event::CastingSave {
            id: 1,
            target: 11,
            face: 20,
            passed: false
        }
    );
}

// rule: CH-combat.missile-no-move
#[test]
fn a_missile_loosed_forbids_moving_that_round() {
    let archer = hasted(pc(1).with_weapon(Weapon::Bow));
    let mut fight = start(vec![archer, foe(2, 20, 9)]);
    assert_eq!(
        fight.next(),
        Next::Act {
            round: 1,
            phase: Phase::Missile,
            id: 1
        }
    );
    step(&mut fight, attack(2), &[3]);
    assert_eq!(
        fight.next(),
        Next::Act {
            round: 1,
            phase: Phase::Move,
            id: 1
        }
    );
    let err = fight.step(
        act(Action::Approach { target: 2 }),
        &mut SuppliedFaces::new(&[]),
    );
    assert_eq!(err, Err(Error::MissileNoMove { id: 1 }));
    let err = fight.step(
        act(Action::Flee { safe_place: true }),
        &mut SuppliedFaces::new(&[1]),
    );
    assert_eq!(err, Err(Error::MissileNoMove { id: 1 }));
    step(&mut fight, pass(), &[]);
    // Round 2 without shooting: free to move.
    pass_until(&mut fight, Phase::Move, 1);
    assert_eq!(fight.round(), 2);
    let events = step(&mut fight, act(Action::Approach { target: 2 }), &[]);
    assert_eq!(events[0], Event::Approached { id: 1, target: 2 });
}

// rule: CH-combat.attack
#[test]
fn an_attack_always_lands_its_die_less_dr() {
    let mut fight = start(vec![hasted(pc(1)), foe(2, 5, 9).with_dr(2).unwrap()]);
    pass_until(&mut fight, Phase::Melee, 1);
    let events = step(&mut fight, attack(2), &[5]);
    assert_eq!(
        events[0],
        Event::Attacked {
            attacker: 1,
            target: 2,
            sides: 6,
            face: 5,
            dr: 2,
            damage: 3,
            free: false,
            maneuver: None
        }
    );
    assert_eq!(hp(&fight, 2), 2);
    pass_until(&mut fight, Phase::Melee, 1);
    let events = step(&mut fight, attack(2), &[1]);
    assert!(matches!(events[0], Event::Attacked { damage: 0, .. }));
    assert_eq!(hp(&fight, 2), 2);
}

// rule: CH-combat.enhanced
#[test]
fn an_enhanced_attack_rolls_a_larger_die_and_an_impaired_one_smaller() {
    let mut fight = start(vec![hasted(pc(1)), foe(2, 30, 9)]);
    pass_until(&mut fight, Phase::Melee, 1);
    let enhanced = act(Action::Attack {
        target: 2,
        step: Step::Enhanced,
        maneuver: None,
    });
    let events = step(&mut fight, enhanced, &[8]);
    assert_eq!(sides_rolled(&events), [8]);
    assert_eq!(hp(&fight, 2), 22);
    pass_until(&mut fight, Phase::Melee, 1);
    let impaired = act(Action::Attack {
        target: 2,
        step: Step::Impaired,
        maneuver: None,
    });
    assert!(
        fight
            .step(impaired.clone(), &mut SuppliedFaces::new(&[5]))
            .is_err()
    );
    assert_eq!(sides_rolled(&step(&mut fight, impaired, &[4])), [4]);
}

// rule: CH-combat.charge
#[test]
fn a_first_round_charge_enhances_the_next_attack_on_that_enemy() {
    let lancer = hasted(pc(1).with_weapon(Weapon::Polearm));
    let mut fight = start(vec![lancer, foe(2, 40, 9), foe(3, 40, 9)]);
    pass_until(&mut fight, Phase::Move, 1);
    assert_eq!(
        step(&mut fight, act(Action::Charge { target: 2 }), &[])[0],
        Event::Charged { id: 1, target: 2 }
    );
    // The charged foe is engaged now and cannot charge in turn.
    assert_eq!(
        fight.next(),
        Next::Act {
            round: 1,
            phase: Phase::Move,
            id: 2
        }
    );
    assert_eq!(
        fight.step(
            act(Action::Charge { target: 1 }),
            &mut SuppliedFaces::new(&[])
        ),
        Err(Error::AlreadyInMelee { id: 2 })
    );
    pass_until(&mut fight, Phase::Melee, 1);
    // Another enemy: the polearm's d8; the bonus waits.
    assert_eq!(sides_rolled(&step(&mut fight, attack(3), &[1])), [8]);
    assert_eq!(fight.fighter(1).unwrap().charging(), Some(2));
    // Round 2: no more charges.
    pass_until(&mut fight, Phase::Move, 1);
    assert_eq!(
        fight.step(
            act(Action::Charge { target: 3 }),
            &mut SuppliedFaces::new(&[])
        ),
        Err(Error::ChargeTooLate { round: 2 })
    );
    pass_until(&mut fight, Phase::Melee, 1);
    // The charged enemy: d10, once.
    assert_eq!(sides_rolled(&step(&mut fight, attack(2), &[10])), [10]);
    assert_eq!(hp(&fight, 2), 30);
    pass_until(&mut fight, Phase::Melee, 1);
    assert_eq!(sides_rolled(&step(&mut fight, attack(2), &[1])), [8]);
}

// rule: CH-combat.blast
#[test]
fn a_blast_rolls_separately_for_every_target() {
    let mut fight = start(vec![
        hasted(pc(1)),
        foe(2, 10, 9),
        foe(3, 10, 9),
        foe(4, 10, 9).with_dr(1).unwrap(),
    ]);
    pass_until(&mut fight, Phase::Melee, 1);
    let blast = act(Action::Blast {
        targets: vec![2, 3, 4],
        step: Step::Normal,
    });
    let events = step(&mut fight, blast, &[3, 5, 6]);
    let hits: Vec<_> = events
        .iter()
        .filter_map(|e| match *e {
            Event::Attacked {
                target,
                face,
                damage,
                ..
            } => Some((target, face, damage)),
            _ => None,
        })
        .collect();
    assert_eq!(hits, [(2, 3, 3), (3, 5, 5), (4, 6, 5)]);
    assert_eq!([hp(&fight, 2), hp(&fight, 3), hp(&fight, 4)], [7, 5, 5]);
    pass_until(&mut fight, Phase::Melee, 1);
    let twice = act(Action::Blast {
        targets: vec![2, 2],
        step: Step::Normal,
    });
    assert_eq!(
        fight.step(twice, &mut SuppliedFaces::new(&[1, 1])),
        Err(Error::DuplicateCombatant { id: 2 })
    );
    let none = act(Action::Blast {
        targets: vec![],
        step: Step::Normal,
    });
    assert_eq!(
        fight.step(none, &mut SuppliedFaces::new(&[])),
        Err(Error::NoTargets)
    );
}

fn trip() -> Command {
    act(Action::Attack {
        target: 2,
        step: Step::Normal,
        maneuver: Some(Maneuver::Trip),
    })
}

// rule: CH-combat.maneuver
#[test]
fn the_defender_chooses_the_damage_or_the_maneuver() {
    let setup = || start(vec![hasted(pc(1)), foe(2, 10, 9).with_dr(1).unwrap()]);
    let mut fight = setup();
    pass_until(&mut fight, Phase::Melee, 1);
    let events = step(&mut fight, trip(), &[4]);
    assert!(matches!(
        events[0],
        Event::Attacked {
            face: 4,
            dr: 1,
            damage: 3,
            maneuver: Some(Maneuver::Trip),
            ..
        }
    ));
    assert_eq!(
        fight.next(),
        Next::Choose {
            round: 1,
            phase: Phase::Melee,
            id: 2
        }
    );
    assert!(matches!(
        fight.step(pass(), &mut SuppliedFaces::new(&[])),
        Err(Error::OutOfTurn { .. })
    ));
    step(
        &mut fight,
        Command::Choose {
            choice: DefenderChoice::TakeDamage,
        },
        &[],
    );
    assert_eq!(hp(&fight, 2), 7);

    let mut fight = setup();
    pass_until(&mut fight, Phase::Melee, 1);
    step(&mut fight, trip(), &[4]);
    let events = step(
        &mut fight,
        Command::Choose {
            choice: DefenderChoice::AcceptManeuver,
        },
        &[],
    );
    assert_eq!(
        events[0],
        Event::DefenderChose {
            id: 2,
            choice: DefenderChoice::AcceptManeuver
        }
    );
    assert_eq!(hp(&fight, 2), 10);
}

// rule: CH-combat.withdraw
#[test]
fn leaving_melee_gives_a_free_attack_unless_a_half_move() {
    let setup = || {
        let mut fight = start(vec![hasted(pc(1)), foe(2, 10, 9)]);
        pass_until(&mut fight, Phase::Move, 1);
        step(&mut fight, act(Action::Approach { target: 2 }), &[]);
        pass_until(&mut fight, Phase::Move, 1);
        fight
    };
    let mut fight = setup();
    assert_eq!(fight.fighter(1).unwrap().engaged(), [2]);
    let events = step(&mut fight, act(Action::Withdraw { half: false }), &[4]);
    assert_eq!(events[0], Event::Withdrew { id: 1, half: false });
    assert_eq!(
        events[1],
        Event::Attacked {
            attacker: 2,
            target: 1,
            sides: 6,
            face: 4,
            dr: 1,
            damage: 3,
            free: true,
            maneuver: None
        }
    );
    assert_eq!(hp(&fight, 1), 1);
    assert!(fight.fighter(1).unwrap().engaged().is_empty());
    assert!(fight.fighter(2).unwrap().engaged().is_empty());

    let mut fight = setup();
    let events = step(&mut fight, act(Action::Withdraw { half: true }), &[]);
    assert_eq!(
        events,
        [
            Event::Withdrew { id: 1, half: true },
            Event::Passed { id: 1 }
        ][..1]
    );
    assert_eq!(hp(&fight, 1), 4);
    assert!(fight.fighter(2).unwrap().engaged().is_empty());
}

/// A PC with a hand weapon against `foes`, each at 1 HP, STR 10.
fn bandits(wil: i32, n: u32) -> Vec<Combatant> {
    let mut all = vec![hasted(pc(1))];
    all.extend((0..n).map(|i| foe(10 + i, 1, wil)));
    all
}

/// The PC's melee attack on `target` with `face`, past 0 HP: STR 10 -
/// (face - 1), then the critical save `save`, then whatever else.
fn cut_down(fight: &mut Fight, target: u32, faces: &[u32]) -> Vec<Event> {
    pass_until(fight, Phase::Melee, 1);
    step(fight, attack(target), faces)
}

// rule: CH-combat.morale.triggers
#[test]
fn the_group_saves_at_its_first_casualty_and_again_at_half_lost() {
    // 6 bandits WIL 9: the first down (d6 6 past 1 HP, critical save 20
    // fails), the morale save rolls 12: they flee.
    let mut fight = start(bandits(9, 6));
    let events = cut_down(&mut fight, 10, &[6, 20, 12]);
    assert_eq!(
        morale(&events),
        [(MoraleTrigger::FirstCasualty, 9, 12, false)]
    );
    let routed = events
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::OutOfFight {
                    reason: Out::Routed,
                    ..
                }
            )
        })
        .count();
    assert_eq!(routed, 5);
    assert_eq!(
        fight.ending(),
        Some(Ending::Won {
            winner: Side::Party,
            round: 1
        })
    );

    // Passed (5): the second loss calls for nothing, the third (half of 6) does.
    let mut fight = start(bandits(9, 6));
    let events = cut_down(&mut fight, 10, &[6, 20, 5]);
    assert_eq!(
        morale(&events),
        [(MoraleTrigger::FirstCasualty, 9, 5, true)]
    );
    assert!(morale(&cut_down(&mut fight, 11, &[6, 20])).is_empty());
    pass_until(&mut fight, Phase::Melee, 1);
    assert_eq!(
        fight.step(attack(11), &mut SuppliedFaces::new(&[6])),
        Err(Error::OutOfFight { id: 11 })
    );
    let events = cut_down(&mut fight, 12, &[6, 20, 10]);
    assert_eq!(morale(&events), [(MoraleTrigger::HalfLost, 9, 10, false)]);
    assert_eq!(
        fight.ending(),
        Some(Ending::Won {
            winner: Side::Party,
            round: 3
        })
    );

    // Of 5, the third loss is half (rounded up), not the second.
    let mut fight = start(bandits(9, 5));
    cut_down(&mut fight, 10, &[6, 20, 1]);
    assert!(morale(&cut_down(&mut fight, 11, &[6, 20])).is_empty());
    assert_eq!(
        morale(&cut_down(&mut fight, 12, &[6, 20, 1])),
        [(MoraleTrigger::HalfLost, 9, 1, true)]
    );

    // A hit that does not take a bandit out is no casualty.
    let mut fight = start(vec![hasted(pc(1)), foe(2, 5, 9), foe(3, 5, 9)]);
    assert!(morale(&cut_down(&mut fight, 2, &[3])).is_empty());
}

// rule: CH-combat.morale.leader
#[test]
fn a_group_may_save_with_its_leaders_wil() {
    let mut all = bandits(7, 4);
    all.push(foe(20, 10, 11));
    let setup = Setup::new(all.clone()).unwrap().with_leader(20).unwrap();
    let mut led = Fight::new(setup).unwrap();
    step(&mut led, Command::RollInitiative, &[]);
    let events = cut_down(&mut led, 10, &[6, 20, 11]);
    assert_eq!(
        morale(&events),
        [(MoraleTrigger::FirstCasualty, 11, 11, true)]
    );
    let mut own = start(all);
    let events = cut_down(&mut own, 10, &[6, 20, 11]);
    assert_eq!(
        morale(&events),
        [(MoraleTrigger::FirstCasualty, 7, 11, false)]
    );
    assert_eq!(
        Setup::new(bandits(7, 2)).unwrap().with_leader(1),
        Err(Error::UnknownCombatant { id: 1 })
    );
}

// rule: CH-combat.morale.lone
#[test]
fn a_lone_foe_saves_when_brought_to_zero_hp() {
    // Ogre HP 3, WIL 8: a d6 3 takes it to exactly 0 (grievous d6 1), the
    // save rolls 12: it flees.
    let mut fight = start(vec![hasted(pc(1)), foe(2, 3, 8)]);
    let events = cut_down(&mut fight, 2, &[3, 1, 12]);
    assert_eq!(morale(&events), [(MoraleTrigger::Lone, 8, 12, false)]);
    assert_eq!(fight.fighter(2).unwrap().out(), Some(Out::Routed));
    // Passed: it fights on, and is not asked again at 0 HP.
    let mut fight = start(vec![hasted(pc(1)), foe(2, 3, 8)]);
    assert_eq!(
        morale(&cut_down(&mut fight, 2, &[3, 1, 8])),
        [(MoraleTrigger::Lone, 8, 8, true)]
    );
    assert!(morale(&cut_down(&mut fight, 2, &[2, 1])).is_empty());
    // Above 0: no save.
    let mut fight = start(vec![hasted(pc(1)), foe(2, 3, 8)]);
    assert!(morale(&cut_down(&mut fight, 2, &[2])).is_empty());
}

// rule: CH-combat.morale.pc
#[test]
fn pcs_never_check_morale() {
    let mut fight = start(vec![
        hasted(pc(1)),
        hasted(pc(2)),
        foe(3, 10, 9),
        foe(4, 10, 9),
    ]);
    pass_until(&mut fight, Phase::Melee, 3);
    // d6 6 - DR 1 = 5: HP 4 -> 0, STR 14 -> 13, save 20 fails: out.
    let events = step(&mut fight, attack(1), &[6, 20]);
    assert!(events.contains(&Event::OutOfFight {
        id: 1,
        reason: Out::CriticalDamage
    }));
    assert!(morale(&events).is_empty());
    assert_eq!(fight.fighter(2).unwrap().out(), None);
}

// rule: CH-combat.morale.undead
#[test]
fn undead_never_check_morale() {
    let skeleton = |id| foe(id, 1, 3).undead();
    let mut fight = start(vec![hasted(pc(1)), skeleton(2), skeleton(3)]);
    let events = cut_down(&mut fight, 2, &[6, 20]);
    assert!(morale(&events).is_empty());
    assert_eq!(fight.fighter(3).unwrap().out(), None);
    // Mixed with the living: the save is rolled, and only the living flee.
    let mut fight = start(vec![hasted(pc(1)), foe(2, 1, 5), skeleton(3), foe(4, 1, 5)]);
    let events = cut_down(&mut fight, 2, &[6, 20, 19]);
    assert_eq!(
        morale(&events),
        [(MoraleTrigger::FirstCasualty, 5, 19, false)]
    );
    assert_eq!(fight.fighter(3).unwrap().out(), None);
    assert_eq!(fight.fighter(4).unwrap().out(), Some(Out::Routed));
    // A lone undead at 0 HP does not save either.
    let mut fight = start(vec![hasted(pc(1)), foe(2, 3, 3).undead()]);
    assert!(morale(&cut_down(&mut fight, 2, &[3, 1])).is_empty());
}

// rule: CH-combat.flee
#[test]
fn fleeing_a_fight_takes_a_dex_save_and_a_safe_place() {
    // DEX 9: 8 escapes.
    let mut fight = start(vec![hasted(pc(1)), foe(2, 10, 9)]);
    pass_until(&mut fight, Phase::Move, 1);
    let events = step(&mut fight, act(Action::Flee { safe_place: true }), &[8]);
    assert_eq!(
        events[0],
        Event::FleeAttempted {
            id: 1,
            face: Some(8),
            flight: Flight::Escaped
        }
    );
    assert_eq!(fight.fighter(1).unwrap().out(), Some(Out::Fled));
    // 10 fails; nowhere safe rolls nothing.
    let mut fight = start(vec![hasted(pc(1)), foe(2, 10, 9)]);
    pass_until(&mut fight, Phase::Move, 1);
    let events = step(&mut fight, act(Action::Flee { safe_place: true }), &[10]);
    assert_eq!(
        events[0],
        Event::FleeAttempted {
            id: 1,
            face: Some(10),
            flight: Flight::Caught
        }
    );
    pass_until(&mut fight, Phase::Move, 1);
    let events = step(&mut fight, act(Action::Flee { safe_place: false }), &[]);
    assert_eq!(
        events[0],
        Event::FleeAttempted {
            id: 1,
            face: None,
            flight: Flight::NowhereToRun
        }
    );
    assert_eq!(fight.fighter(1).unwrap().out(), None);
}

fn fireball(spell_dr: SpellDr) -> Vec<Event> {
    let wizard = hasted(pc(1).caster());
    let setup = Setup::new(vec![wizard, foe(2, 20, 9).with_dr(2).unwrap()])
        .unwrap()
        .with_rules(Rules {
            spell_dr,
            ..Rules::default()
        });
    let mut fight = Fight::new(setup).unwrap();
    step(&mut fight, Command::RollInitiative, &[]);
    step(&mut fight, act(Action::Cast), &[]);
    pass_until(&mut fight, Phase::MagicEffect, 1);
    let dice = Dice::new(2, Die::D6).unwrap();
    step(
        &mut fight,
        act(Action::SpellDamage {
            dice,
            targets: vec![2],
        }),
        &[3, 4],
    )
}

// rule: CH-combat.blast-fire-dr
#[test]
fn dr_lowers_a_spells_damage_unless_the_table_says_otherwise() {
    let events = fireball(SpellDr::default());
    assert_eq!(
        events[1],
        Event::SpellDamageRolled {
            caster: 1,
            target: 2,
            total: 7,
            dr: 2,
            damage: 5
        }
    );
    assert_eq!(
        events[2],
        Event::Health {
            id: 2,
            change: Health::HpLost { from: 20, to: 15 }
        }
    );
    let events = fireball(SpellDr::Ignored);
    assert_eq!(
        events[1],
        Event::SpellDamageRolled {
            caster: 1,
            target: 2,
            total: 7,
            dr: 2,
            damage: 7
        }
    );
}

#[test]
fn commands_out_of_turn_or_on_bad_targets_change_nothing() {
    let mut fight = Fight::new(Setup::new(vec![pc(1), pc(2), foe(3, 1, 9)]).unwrap()).unwrap();
    assert_eq!(
        fight.step(attack(3), &mut SuppliedFaces::new(&[1])),
        Err(Error::OutOfTurn {
            event: "attack",
            step: "initiative"
        })
    );
    // Faces run out half way: nothing changes.
    assert!(
        fight
            .step(Command::RollInitiative, &mut SuppliedFaces::new(&[1]))
            .is_err()
    );
    assert!(fight.events().is_empty() && fight.faces().is_empty());
    step(&mut fight, Command::RollInitiative, &[1, 1]);
    pass_until(&mut fight, Phase::Melee, 1);
    let before = fight.clone();
    assert_eq!(
        fight.step(attack(9), &mut SuppliedFaces::new(&[1])),
        Err(Error::UnknownCombatant { id: 9 })
    );
    assert_eq!(
        fight.step(attack(2), &mut SuppliedFaces::new(&[1])),
        Err(Error::SameSide { id: 1, target: 2 })
    );
    assert_eq!(
        fight.step(
            act(Action::Charge { target: 3 }),
            &mut SuppliedFaces::new(&[])
        ),
        Err(Error::OutOfTurn {
            event: "charge",
            step: "melee"
        })
    );
    assert_eq!(fight, before);
    step(&mut fight, attack(3), &[6, 20]);
    assert_eq!(
        fight.ending(),
        Some(Ending::Won {
            winner: Side::Party,
            round: 1
        })
    );
    assert_eq!(
        fight.step(pass(), &mut SuppliedFaces::new(&[])),
        Err(Error::FightOver)
    );
    assert_eq!(
        fight
            .fighter(3)
            .unwrap()
            .health()
            .score(Ability::Str)
            .current(),
        5
    );
}

// rule: CH-combat.enhanced
#[test]
fn an_eye_gouged_out_impairs_missile_attacks() {
    let archer = hasted(pc(1).with_weapon(Weapon::Bow));
    let mut fight = start(vec![archer, foe(2, 30, 9)]);
    step(&mut fight, attack(2), &[1]);
    pass_until(&mut fight, Phase::Melee, 2);
    // d6 5 - DR 1 = 4: exactly 0 HP, grievous d6 2: an eye gouged out.
    let events = step(&mut fight, attack(1), &[5, 2]);
    assert!(events.contains(&Event::Health {
        id: 1,
        change: Health::GrievousWound {
            face: 2,
            wound: osr_health::cairn_house::GrievousWound::EyeGougedOut
        }
    }));
    pass_until(&mut fight, Phase::Missile, 1);
    assert_eq!(sides_rolled(&step(&mut fight, attack(2), &[4])), [4]);
}

// rule: CH-combat.charge
// rule: CH-combat.missile-no-move
#[test]
fn the_legal_actions_follow_the_phases_and_the_first_round() {
    let archer = hasted(pc(1).with_weapon(Weapon::Bow));
    let mut fight = start(vec![archer, foe(2, 20, 9)]);
    // Phase 2 of round 1: the archer may loose at the foe, or pass.
    assert_eq!(fight.legal()[..2], [pass(), attack(2)]);
    assert!(!fight.legal().contains(&act(Action::Charge { target: 2 })));
    step(&mut fight, attack(2), &[3]);
    // Having loosed, the archer may not move in phase 3: passing alone.
    assert_eq!(fight.legal(), [pass()]);
    step(&mut fight, pass(), &[]);
    // The foe moves: a charge, in the first round.
    assert_eq!(
        fight.next(),
        Next::Act {
            round: 1,
            phase: Phase::Move,
            id: 2
        }
    );
    let legal = fight.legal();
    for action in [
        Action::Pass,
        Action::Withdraw { half: false },
        Action::Withdraw { half: true },
        Action::Flee { safe_place: true },
        Action::Charge { target: 1 },
        Action::Approach { target: 1 },
    ] {
        assert!(
            legal.contains(&act(action.clone())),
            "{action:?} in {legal:?}"
        );
    }
    assert!(!legal.contains(&attack(1)));
    // Round 2: no charge; the archer, who has not loosed, moves.
    pass_until(&mut fight, Phase::Move, 1);
    assert_eq!(fight.round(), 2);
    let legal = fight.legal();
    assert!(legal.contains(&act(Action::Approach { target: 2 })));
    assert!(!legal.contains(&act(Action::Charge { target: 2 })));
    // Whatever is legal steps; whatever is not is refused.
    for command in legal {
        assert!(
            fight
                .clone()
                .step(command, &mut SuppliedFaces::new(&[5]))
                .is_ok()
        );
    }
    assert!(
        fight
            .step(
                act(Action::Charge { target: 2 }),
                &mut SuppliedFaces::new(&[])
            )
            .is_err()
    );
}

#[test]
fn a_fight_over_has_nothing_legal() {
    let mut fight = Fight::new(Setup::new(vec![pc(1), foe(2, 1, 9)]).unwrap()).unwrap();
    assert_eq!(fight.legal(), [Command::RollInitiative]);
    step(&mut fight, Command::RollInitiative, &[5]);
    pass_until(&mut fight, Phase::Melee, 1);
    // A 6 takes the foe to 0 HP; alone, it saves its morale and flees on
    // a 20.
    step(&mut fight, attack(2), &[6, 20]);
    assert!(fight.is_over());
    assert!(fight.legal().is_empty());
}

/// A stored setup gives each combatant's entering health once: a second
/// entry for the same ID is refused, not taken over the first.
#[cfg(feature = "serde")]
#[test]
fn a_stored_setup_gives_each_entering_health_once() {
    use osr_combat::cairn_house::Setup;
    use osr_health::cairn_house::Character;

    let hurt = Character::new(4, [14, 9, 11]).unwrap().with_hp(1).unwrap();
    let setup = Setup::new(vec![pc(1), foe(2, 3, 10)])
        .unwrap()
        .with_health(1, hurt)
        .unwrap();
    let mut json = serde_json::to_value(&setup).unwrap();
    assert_eq!(
        serde_json::from_value::<Setup>(json.clone()).unwrap(),
        setup
    );
    let first = json["health"][0].clone();
    json["health"].as_array_mut().unwrap().push(first);
    let err = serde_json::from_value::<Setup>(json).unwrap_err();
    assert!(
        err.to_string().contains("combatant id 1 is used twice"),
        "{err}"
    );
}
