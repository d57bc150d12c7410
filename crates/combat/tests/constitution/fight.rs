//! The fight as a state machine, step by step, with the catalog's and
//! the scenarios' numbers.

use osr_check::constitution::{AbilityScore, Level, MoraleScore};
use osr_combat::constitution::{
    Ac, Combatant, Command, DamageDie, Defence, Ending, Event, Fight, MoraleTrigger, Reaction,
    Setup, Spend, Start, Step, Ties, Training,
};
use osr_combat::{Error, Side};
use osr_core::SuppliedFaces;
use osr_health::constitution::{Event as HealthEvent, HitDice, Hp};

use super::{attack, human};

fn fight(combatants: Vec<Combatant>, initiative: &[u32]) -> Fight {
    let mut fight = Fight::new(Setup::new(combatants, Ties::SetupOrder).unwrap()).unwrap();
    go(&mut fight, Command::RollInitiative, initiative);
    fight
}

/// Applies a command with exactly these faces.
fn go(fight: &mut Fight, command: Command, faces: &[u32]) -> Vec<Event> {
    let mut source = SuppliedFaces::new(faces);
    let events = fight.step(command, &mut source).unwrap().to_vec();
    assert!(source.is_exhausted(), "{command:?} left faces");
    events
}

fn score(fight: &Fight, id: u32) -> u32 {
    fight.bout().place(id).unwrap().score
}

fn ability(n: i32) -> AbilityScore {
    AbilityScore::new(n).unwrap()
}

#[test]
// rule: TC-5.3
fn superior_initiative_vector_through_the_fight() {
    // A 15 + 10 = 25, B 8 + 10 = 18, C 2 + 10 = 12.
    let mut f = fight(
        vec![
            human(1, Side::Party, 10, 6),
            human(2, Side::Foes, 10, 6),
            human(3, Side::Foes, 10, 6),
        ],
        &[15, 8, 2],
    );
    assert_eq!(
        f.events().last(),
        Some(&Event::RoundBegan {
            round: 1,
            superior: Some(1)
        })
    );
    assert_eq!(f.order(), [(1, 25), (2, 18), (3, 12)]);
    go(&mut f, Command::Pass { id: 1 }, &[]);
    let ev = go(&mut f, Command::Superior { id: 1 }, &[]);
    assert_eq!(
        ev,
        [Event::SuperiorTurn {
            id: 1,
            from: 25,
            to: 15
        }]
    );
    assert_eq!(f.order(), [(2, 18), (1, 15), (3, 12)]);
    go(&mut f, Command::Pass { id: 2 }, &[]);
    assert_eq!(f.next(), Some((1, 15)));
    go(&mut f, Command::Pass { id: 1 }, &[]);
    let mut g = f.clone();
    assert!(matches!(
        g.step(Command::Superior { id: 1 }, &mut SuppliedFaces::new(&[])),
        Err(Error::NotSuperior { id: 1, round: 1 })
    ));
    assert_eq!(g, f, "a refused command changes nothing");
    go(&mut f, Command::Pass { id: 3 }, &[]);
    assert_eq!(f.next(), None);
}

#[test]
// rule: TC-5.14
fn an_attack_is_a_strength_check_against_ac() {
    let mut a = human(1, Side::Party, 10, 6);
    a.strength = ability(12);
    let mut f = fight(vec![a, human(2, Side::Foes, 10, 6)], &[15, 5]);
    // STR 12 + d20 8 = 20 against AC 20: a hit.
    let ev = go(&mut f, attack(1, 2), &[8, 2]);
    assert_eq!(
        ev[1],
        Event::AttackRolled {
            attacker: 1,
            target: 2,
            faces: vec![8],
            total: 20,
            ac: 20,
            hit: true,
            extra_degrees: 0
        }
    );
    // d20 7: 19, a miss, no damage rolled.
    let ev = go(&mut f, attack(2, 1), &[9]);
    assert!(matches!(
        ev[1],
        Event::AttackRolled {
            total: 19,
            hit: false,
            ..
        }
    ));
    assert_eq!(ev.len(), 2);
}

#[test]
// rule: TC-5.18
fn damage_comes_off_hp_and_exactly_zero_does_nothing_by_itself() {
    let mut f = fight(
        vec![human(1, Side::Party, 10, 6), human(2, Side::Foes, 10, 5)],
        &[15, 5],
    );
    // HP 5, a d6 of 5: HP 0, no injury saves.
    let ev = go(&mut f, attack(1, 2), &[15, 5]);
    assert_eq!(
        ev[2..],
        [
            Event::DamageRolled {
                attacker: 1,
                target: 2,
                faces: vec![5],
                amount: 5
            },
            Event::Health {
                id: 2,
                change: HealthEvent::HpLost { from: 5, to: 0 }
            }
        ]
    );
    assert!(f.fighter(2).unwrap().standing());
    // A regular armed human deals a d6: a 7 is not on it.
    assert_eq!(human(3, Side::Party, 10, 1).damage, DamageDie::D6);
    assert!(
        f.clone()
            .step(attack(2, 1), &mut SuppliedFaces::new(&[20, 1, 7, 15, 15]))
            .is_err()
    );
    go(&mut f, Command::Pass { id: 2 }, &[]);
    go(&mut f, Command::EndRound, &[]);
    go(&mut f, Command::NextRound, &[]);
    // The next blow of 1 injures: saves at DC 21 (STR 15 + 10, WIL 15 + 10).
    let ev = go(&mut f, attack(1, 2), &[15, 1, 15, 15]);
    assert!(ev.contains(&Event::Health {
        id: 2,
        change: HealthEvent::InjurySaves {
            dc: 21,
            strength_total: 25,
            strength_passed: true,
            will_total: Some(25),
            will_passed: true
        }
    }));
}

#[test]
// rule: TC-5.4
fn reactions_pay_their_costs_down_to_zero() {
    // Scenario X9: D (shield, riposte) at 15; a spearman at 18.
    let mut s = human(1, Side::Party, 10, 6);
    s.strength = ability(12);
    let mut d = human(2, Side::Foes, 10, 6);
    d.strength = ability(12);
    d.ac = Ac::new(22).unwrap();
    d.shield = true;
    d.training = Training {
        riposte: true,
        ..Training::default()
    };
    let mut f = fight(vec![s, d], &[8, 5]);
    assert_eq!((score(&f, 1), score(&f, 2)), (18, 15));
    go(
        &mut f,
        Command::React {
            id: 2,
            reaction: Reaction::DrawWeapon,
        },
        &[],
    );
    assert_eq!(score(&f, 2), 13);
    // 12 + 12 = 24 against AC 22 hits; the shield after the roll (-5):
    // 14 + 12 = 26 turns it aside.
    let ev = go(
        &mut f,
        Command::Attack {
            attacker: 1,
            target: 2,
            defence: Defence::ShieldAfterRoll,
            direct_hit: false,
        },
        &[12, 14],
    );
    assert!(ev.contains(&Event::InitiativePaid {
        id: 2,
        what: Spend::Reaction(Reaction::ShieldAfterRoll),
        from: 13,
        to: 8
    }));
    assert_eq!(
        ev.last(),
        Some(&Event::Blocked {
            attacker: 1,
            target: 2
        })
    );
    // A riposte (-10) from 8 leaves 0: disoriented, no more reactions.
    go(
        &mut f,
        Command::React {
            id: 2,
            reaction: Reaction::Riposte,
        },
        &[],
    );
    assert_eq!(score(&f, 2), 0);
    let warn = Command::React {
        id: 2,
        reaction: Reaction::Warning,
    };
    assert_eq!(
        f.step(warn, &mut SuppliedFaces::new(&[])),
        Err(Error::Disoriented { id: 2 })
    );
    // Untrained: no riposte.
    let riposte = Command::React {
        id: 1,
        reaction: Reaction::Riposte,
    };
    assert!(matches!(
        f.step(riposte, &mut SuppliedFaces::new(&[])),
        Err(Error::NotTrained { id: 1, .. })
    ));
}

#[test]
// rule: TC-5.4
fn a_shield_declared_before_the_roll_costs_two() {
    let mut d = human(2, Side::Foes, 10, 6);
    d.shield = true;
    let mut f = fight(vec![human(1, Side::Party, 10, 6), d], &[8, 4]);
    assert_eq!(score(&f, 2), 14);
    let shield = Command::Attack {
        attacker: 1,
        target: 2,
        defence: Defence::Shield,
        direct_hit: false,
    };
    // Defence 3 + 10 = 13 leaves AC 20; the attack 5 + 10 = 15 misses.
    let ev = go(&mut f, shield, &[3, 5]);
    assert_eq!(score(&f, 2), 12);
    assert!(matches!(
        ev[2],
        Event::DefenceRolled {
            total: 13,
            ac: 20,
            ..
        }
    ));
}

#[test]
// rule: TC-5.17
fn active_defence_as_the_action_lasts_the_round_as_a_reaction_one_attack() {
    let mut d = human(2, Side::Party, 10, 6);
    d.strength = ability(12);
    d.ac = Ac::new(22).unwrap();
    d.shield = true;
    let mut f = fight(
        vec![d, human(1, Side::Foes, 10, 6), human(3, Side::Foes, 10, 6)],
        &[15, 8, 5],
    );
    // D defends as the action: 14 + 12 = 26 for the rest of the round.
    let ev = go(&mut f, Command::Defend { id: 2 }, &[14]);
    assert!(matches!(
        ev[1],
        Event::DefenceRolled {
            total: 26,
            ac: 26,
            ..
        }
    ));
    let ev = go(&mut f, attack(1, 2), &[15]);
    assert!(matches!(
        ev[1],
        Event::AttackRolled {
            total: 25,
            ac: 26,
            hit: false,
            ..
        }
    ));
    let ev = go(&mut f, attack(3, 2), &[15]);
    assert!(matches!(ev[1], Event::AttackRolled { ac: 26, .. }));
    go(&mut f, Command::EndRound, &[]);
    go(&mut f, Command::NextRound, &[]);
    go(&mut f, Command::Pass { id: 2 }, &[]);
    // As a reaction, the shield's 26 holds for one attack only.
    let shielded = Command::Attack {
        attacker: 1,
        target: 2,
        defence: Defence::Shield,
        direct_hit: false,
    };
    let ev = go(&mut f, shielded, &[14, 15]);
    assert!(matches!(
        ev[3],
        Event::AttackRolled {
            ac: 26,
            hit: false,
            ..
        }
    ));
    let ev = go(&mut f, attack(3, 2), &[3]);
    assert!(matches!(ev[1], Event::AttackRolled { ac: 22, .. }));
}

#[test]
// rule: TC-5.5
fn the_round_ends_when_its_turns_are_done_and_scores_carry_over() {
    let mut f = fight(
        vec![human(1, Side::Party, 10, 6), human(2, Side::Foes, 10, 6)],
        &[15, 5],
    );
    let early = f.step(Command::EndRound, &mut SuppliedFaces::new(&[]));
    assert_eq!(
        early,
        Err(Error::OutOfTurn {
            event: "end_round",
            step: "turns"
        })
    );
    go(&mut f, Command::Pass { id: 1 }, &[]);
    go(&mut f, Command::Pass { id: 2 }, &[]);
    let ev = go(&mut f, Command::EndRound, &[]);
    assert_eq!(ev, [Event::RoundEnded { round: 1 }]);
    assert_eq!(f.current_step(), Step::BetweenRounds);
    assert_eq!(f.next(), None);
    assert!(matches!(
        f.step(attack(1, 2), &mut SuppliedFaces::new(&[10])),
        Err(Error::OutOfTurn {
            step: "between_rounds",
            ..
        })
    ));
    go(&mut f, Command::NextRound, &[]);
    assert_eq!(f.order(), [(1, 25), (2, 15)]);
}

#[test]
// rule: TC-5.7
fn a_spell_declared_between_rounds_takes_effect_on_the_casters_turn() {
    let mut f = fight(
        vec![human(1, Side::Party, 10, 6), human(2, Side::Foes, 10, 6)],
        &[15, 5],
    );
    let declare = Command::DeclareSpell { id: 1 };
    assert!(matches!(
        f.step(declare, &mut SuppliedFaces::new(&[])),
        Err(Error::OutOfTurn { .. })
    ));
    assert!(matches!(
        f.step(Command::Cast { id: 1 }, &mut SuppliedFaces::new(&[])),
        Err(Error::OutOfTurn { .. })
    ));
    go(&mut f, Command::Pass { id: 1 }, &[]);
    go(&mut f, Command::Pass { id: 2 }, &[]);
    go(&mut f, Command::EndRound, &[]);
    assert_eq!(go(&mut f, declare, &[]), [Event::SpellDeclared { id: 1 }]);
    go(&mut f, Command::NextRound, &[]);
    let ev = go(&mut f, Command::Cast { id: 1 }, &[]);
    assert_eq!(
        ev,
        [
            Event::TurnBegan { id: 1, count: 25 },
            Event::SpellCast { id: 1 }
        ]
    );
}

#[test]
// rule: TC-5.8
fn a_forced_bout_starts_a_new_round_at_once_until_all_are_at_zero() {
    let mut f = fight(
        vec![human(1, Side::Party, 10, 6), human(2, Side::Foes, 10, 6)],
        &[5, 1],
    );
    assert_eq!((score(&f, 1), score(&f, 2)), (15, 11));
    go(&mut f, Command::Pass { id: 1 }, &[]);
    go(&mut f, Command::Pass { id: 2 }, &[]);
    let ev = go(&mut f, Command::ForceBout, &[]);
    assert_eq!((score(&f, 1), score(&f, 2)), (5, 1));
    assert_eq!(ev.first(), Some(&Event::BoutForced));
    assert_eq!(
        ev.last(),
        Some(&Event::RoundBegan {
            round: 2,
            superior: Some(1)
        })
    );
    // No between-round actions.
    assert_eq!(f.current_step(), Step::Turns);
    go(&mut f, Command::Pass { id: 1 }, &[]);
    go(&mut f, Command::Pass { id: 2 }, &[]);
    let ev = go(&mut f, Command::ForceBout, &[]);
    assert_eq!((score(&f, 1), score(&f, 2)), (0, 0));
    assert_eq!(
        ev[ev.len() - 2..],
        [Event::BoutEnded, Event::RoundEnded { round: 2 }]
    );
    assert_eq!(f.current_step(), Step::BetweenRounds);
}

#[test]
// rule: TC-5.8
fn forced_bout_vector_fifteen_and_eight() {
    let mut a = human(1, Side::Party, 5, 6);
    a.wits = ability(5);
    let mut b = human(2, Side::Foes, 5, 6);
    b.wits = ability(3);
    let mut f = fight(vec![a, b], &[10, 5]);
    assert_eq!((score(&f, 1), score(&f, 2)), (15, 8));
    go(&mut f, Command::Pass { id: 1 }, &[]);
    go(&mut f, Command::Pass { id: 2 }, &[]);
    go(&mut f, Command::ForceBout, &[]);
    assert_eq!((score(&f, 1), score(&f, 2)), (5, 0));
}

#[test]
// rule: TC-5.9
// rule: TC-5.10
// rule: TC-5.6
fn ambush_flat_footed_victim_and_reorienting_scenario() {
    // Scenario X10: A (WIT 13) springs the ambush: 33; V is flat-footed: 0.
    let mut a = human(1, Side::Party, 13, 6);
    a.start = Start::Ambush;
    let mut v = human(2, Side::Foes, 10, 6);
    v.start = Start::FlatFooted;
    let mut f = fight(vec![a, v], &[]);
    assert_eq!((score(&f, 1), score(&f, 2)), (33, 0));
    assert_eq!(f.order(), [(1, 33)]);
    // V cannot react; A may attack the disoriented V for 5.
    let warn = Command::React {
        id: 2,
        reaction: Reaction::Warning,
    };
    assert_eq!(
        f.step(warn, &mut SuppliedFaces::new(&[])),
        Err(Error::Disoriented { id: 2 })
    );
    let ev = go(
        &mut f,
        Command::OpportunityAttack {
            attacker: 1,
            target: 2,
        },
        &[1],
    );
    assert_eq!(
        ev[0],
        Event::InitiativePaid {
            id: 1,
            what: Spend::Reaction(Reaction::AttackOpening),
            from: 33,
            to: 28
        }
    );
    // Not on a foe who is not disoriented.
    assert!(
        f.step(
            Command::OpportunityAttack {
                attacker: 2,
                target: 1
            },
            &mut SuppliedFaces::new(&[10])
        )
        .is_err()
    );
    go(&mut f, Command::Pass { id: 1 }, &[]);
    go(&mut f, Command::EndRound, &[]);
    // V re-orients at 0 with a penalty die: [18, 5] -> 5 + 10 = 15.
    let ev = go(&mut f, Command::Reorient { id: 2 }, &[18, 5]);
    assert_eq!(
        ev,
        [Event::Reoriented {
            id: 2,
            faces: vec![18, 5],
            score: 15
        }]
    );
    go(&mut f, Command::NextRound, &[]);
    // Round 2: reactions only for V.
    assert_eq!(f.order(), [(1, 28)]);
    go(&mut f, Command::Pass { id: 1 }, &[]);
    go(&mut f, Command::EndRound, &[]);
    go(&mut f, Command::NextRound, &[]);
    // Round 3: V acts at 15.
    assert_eq!(f.order(), [(1, 28), (2, 15)]);
}

#[test]
// rule: TC-5.11
fn an_ordered_henchman_acts_at_the_superiors_count() {
    let s = human(1, Side::Party, 10, 6);
    let mut h = human(2, Side::Party, 10, 6);
    h.start = Start::Henchman;
    let e = human(3, Side::Foes, 10, 6);
    let mut f = fight(vec![s, h, e], &[10, 5]);
    assert_eq!((score(&f, 1), score(&f, 2), score(&f, 3)), (20, 1, 15));
    let ev = go(&mut f, Command::Order { by: 1, follower: 2 }, &[]);
    assert_eq!(
        ev.last(),
        Some(&Event::Ordered {
            by: 1,
            follower: 2,
            count: 20
        })
    );
    assert_eq!(score(&f, 1), 15);
    assert_eq!(f.next(), Some((2, 20)));
    go(&mut f, Command::Pass { id: 2 }, &[]);
    assert_eq!(score(&f, 2), 1);
    assert_eq!(f.order(), [(1, 15), (3, 15)]);
    // Only a follower on the superior's side.
    assert!(
        f.step(
            Command::Order { by: 3, follower: 1 },
            &mut SuppliedFaces::new(&[])
        )
        .is_err()
    );
}

/// Scenario X5's fighters: an ogre (4 HD, STR 15, level left at the
/// default 1) and an unaware human (AC 10, 45 HP) who buys off direct
/// hits; the ogre's attack takes a direct hit when it can.
fn ogre_and_buyer() -> (Combatant, Combatant, Command) {
    let mut ogre = human(1, Side::Foes, 10, 20);
    ogre.strength = ability(15);
    ogre.hit_dice = HitDice::new(4).unwrap();
    let mut pc = human(2, Side::Party, 10, 45);
    pc.hit_dice = HitDice::new(8).unwrap();
    pc.ac = Ac::new(10).unwrap();
    pc.buys_off = true;
    let direct = Command::Attack {
        attacker: 1,
        target: 2,
        defence: Defence::None,
        direct_hit: true,
    };
    (ogre, pc, direct)
}

#[test]
// rule: TC-6.12
fn a_monsters_direct_hit_costs_ten_hp_per_hit_die_not_per_level() {
    // A monster has hit dice and no level: the combatant's level stays at
    // its default 1, and the price reads the 4 HD (40 HP), not the level.
    let (ogre, mut pc, direct) = ogre_and_buyer();
    let mut f = fight(vec![ogre, pc], &[15, 5]);
    let ev = go(&mut f, direct, &[17]);
    assert_eq!(
        ev[3],
        Event::Health {
            id: 2,
            change: HealthEvent::HpLost { from: 45, to: 5 }
        }
    );
    // With 35 HP the 40 cannot be paid: the hit bypasses HP (d6 5,
    // injury saves) instead of costing 10.
    pc.hp = Hp::new(35).unwrap();
    let mut f = fight(vec![ogre, pc], &[15, 5]);
    let ev = go(&mut f, direct, &[17, 5, 15, 15]);
    assert!(
        !ev.iter().any(|e| matches!(
            e,
            Event::Health {
                change: HealthEvent::HpLost { .. },
                ..
            }
        )),
        "{ev:?}"
    );
}

#[test]
// rule: TC-5.20
// rule: TC-6.12
fn a_direct_hit_is_bought_off_at_ten_hp_per_hit_die_or_bypasses_hp() {
    // Scenario X5: an ogre (4 HD, STR 15) hits an unaware human (AC 10).
    let (mut ogre, mut pc, direct) = ogre_and_buyer();
    ogre.level = Level::new(4).unwrap();
    let mut f = fight(vec![ogre, pc], &[15, 5]);
    // 17 + 15 = 32 against 10: 22 over, four extra degrees.
    let ev = go(&mut f, direct, &[17]);
    assert!(matches!(
        ev[1],
        Event::AttackRolled {
            total: 32,
            extra_degrees: 4,
            ..
        }
    ));
    assert_eq!(
        ev[2..],
        [
            Event::DirectHit {
                attacker: 1,
                target: 2
            },
            Event::Health {
                id: 2,
                change: HealthEvent::HpLost { from: 45, to: 5 }
            }
        ]
    );
    // With 30 HP the price cannot be paid: d6 5, injury saves at DC 25, HP kept.
    pc.hp = Hp::new(30).unwrap();
    let mut f = fight(vec![ogre, pc], &[15, 5]);
    let ev = go(&mut f, direct, &[17, 5, 15, 15]);
    assert!(ev.contains(&Event::Health {
        id: 2,
        change: HealthEvent::InjurySaves {
            dc: 25,
            strength_total: 25,
            strength_passed: true,
            will_total: Some(25),
            will_passed: true
        }
    }));
    assert_eq!(f.fighter(2).unwrap().vitality.hp(), 30);
    // One degree short (16 + 15 = 31, three extra): an ordinary hit.
    let mut f = fight(vec![ogre, pc], &[15, 5]);
    let ev = go(&mut f, direct, &[13, 5]);
    assert!(!ev.iter().any(|e| matches!(e, Event::DirectHit { .. })));
}

#[test]
// rule: TC-7.2
fn a_tough_fighter_has_d8_hit_dice() {
    let mut c = human(1, Side::Party, 10, 18);
    c.hit_dice = HitDice::new(3).unwrap();
    let other = human(2, Side::Foes, 10, 6);
    // 3 HD of d6: at most 18; of d8: at most 24.
    c.hp = Hp::new(24).unwrap();
    assert_eq!(
        Setup::new(vec![c, other], Ties::SetupOrder),
        Err(Error::AboveMaximum {
            what: "hit points",
            value: 24,
            max: 18
        })
    );
    c.tough = true;
    let f = fight(vec![c, other], &[10, 10]);
    let v = &f.fighter(1).unwrap().vitality;
    assert_eq!(v.hp(), 24);
    assert_eq!(v.hp_roll().die().die().sides(), 8);
    assert_eq!(v.hp_roll().hit_dice(), 3);
    c.hp = Hp::new(25).unwrap();
    assert!(matches!(
        Setup::new(vec![c, other], Ties::SetupOrder),
        Err(Error::AboveMaximum { max: 24, .. })
    ));
}

#[test]
// rule: TC-7.4
fn a_berserker_goes_berserk_when_injured_and_gains_two_to_hit() {
    let mut b = human(2, Side::Foes, 10, 1);
    b.training = Training {
        berserk: true,
        ..Training::default()
    };
    let mut f = fight(vec![human(1, Side::Party, 10, 6), b], &[15, 5]);
    // d6 3 on HP 1: 2 past 0, DC 22; both saves 15 + 10 = 25 pass.
    let ev = go(&mut f, attack(1, 2), &[15, 3, 15, 15]);
    assert_eq!(ev.last(), Some(&Event::WentBerserk { id: 2 }));
    assert!(f.fighter(2).unwrap().berserk);
    // 5 + STR 10 + 2 = 17.
    let ev = go(&mut f, attack(2, 1), &[5]);
    assert!(matches!(ev[1], Event::AttackRolled { total: 17, .. }));
    // Without the training nobody goes berserk.
    let mut f = fight(
        vec![human(1, Side::Party, 10, 6), human(2, Side::Foes, 10, 1)],
        &[15, 5],
    );
    let ev = go(&mut f, attack(1, 2), &[15, 3, 15, 15]);
    assert!(!ev.iter().any(|e| matches!(e, Event::WentBerserk { .. })));
}

#[test]
// rule: TC-7.8
fn bow_training_buys_an_extra_attack_for_five_before_all_opponents_act() {
    let mut archer = human(1, Side::Party, 10, 6);
    archer.training = Training {
        bow: true,
        ..Training::default()
    };
    let mut f = fight(vec![archer, human(2, Side::Foes, 10, 6)], &[15, 5]);
    let extra = Command::BowExtraAttack {
        archer: 1,
        target: 2,
    };
    // Not before the archer's own turn.
    assert!(f.step(extra, &mut SuppliedFaces::new(&[1])).is_err());
    go(&mut f, attack(1, 2), &[1]);
    let ev = go(&mut f, extra, &[1]);
    assert_eq!(
        ev[0],
        Event::InitiativePaid {
            id: 1,
            what: Spend::BowExtraAction,
            from: 25,
            to: 20
        }
    );
    go(&mut f, attack(2, 1), &[1]);
    // Once an opponent has acted, no more.
    assert!(matches!(
        f.step(extra, &mut SuppliedFaces::new(&[1])),
        Err(Error::OutOfTurn { .. })
    ));
    // Untrained archers pay no such price.
    let mut f = fight(
        vec![human(1, Side::Party, 10, 6), human(2, Side::Foes, 10, 6)],
        &[15, 5],
    );
    go(&mut f, attack(1, 2), &[1]);
    assert!(matches!(
        f.step(extra, &mut SuppliedFaces::new(&[1])),
        Err(Error::NotTrained { id: 1, .. })
    ));
}

#[test]
// rule: TC-5.13.when
fn scenario_x8_combat_round() {
    // F: fighter level 2, WIT 11, STR 14, 2 HD, HP 7, full chain AC 26.
    let mut fighter = human(1, Side::Party, 11, 7);
    fighter.strength = ability(14);
    fighter.hit_dice = HitDice::new(2).unwrap();
    fighter.level = Level::new(2).unwrap();
    fighter.fighter = true;
    fighter.ac = Ac::new(26).unwrap();
    // B: WIT 10, STR 12, WIL 9, 1 HD, HP 4, leather AC 22.
    let mut bandit = human(2, Side::Foes, 10, 4);
    bandit.strength = ability(12);
    bandit.will = ability(9);
    bandit.ac = Ac::new(22).unwrap();
    // H: henchman, morale 6.
    let mut henchman = human(3, Side::Foes, 10, 3);
    henchman.start = Start::Henchman;
    henchman.morale = Some(MoraleScore::new(6).unwrap());
    let mut f = fight(vec![fighter, bandit, henchman], &[12, 13]);
    assert_eq!(f.order(), [(1, 25), (2, 23), (3, 1)]);
    // F attacks B: 9 + 14 + 2 = 25 against 22; d6 6 on HP 4: 2 past 0.
    // DC 22: STR 11 + 12 = 23 passes, WIL 8 + 9 = 17 fails: B collapses.
    let ev = go(&mut f, attack(1, 2), &[9, 6, 11, 8]);
    assert!(matches!(
        ev[1],
        Event::AttackRolled {
            total: 25,
            ac: 22,
            hit: true,
            ..
        }
    ));
    assert!(ev.contains(&Event::Health {
        id: 2,
        change: HealthEvent::HpLost { from: 4, to: 0 }
    }));
    assert!(ev.contains(&Event::Health {
        id: 2,
        change: HealthEvent::InjurySaves {
            dc: 22,
            strength_total: 23,
            strength_passed: true,
            will_total: Some(17),
            will_passed: false
        }
    }));
    assert_eq!(ev.last(), Some(&Event::Out { id: 2 }));
    // Superior initiative: 25 -> 15; B is down and has no turn.
    go(&mut f, Command::Superior { id: 1 }, &[]);
    assert_eq!(f.order(), [(1, 15), (3, 1)]);
    go(&mut f, Command::Pass { id: 1 }, &[]);
    // Before count 1: half the group has fallen: 2d6 9 > 6, H flees.
    assert!(MoraleTrigger::losses(2, 1, false).unwrap()[1].is_some());
    let ev = go(
        &mut f,
        Command::Morale {
            id: 3,
            trigger: MoraleTrigger::HalfFallen,
        },
        &[4, 5],
    );
    assert_eq!(
        ev,
        [
            Event::MoraleChecked {
                id: 3,
                trigger: MoraleTrigger::HalfFallen,
                faces: [4, 5],
                total: 9,
                score: 6,
                held: false
            },
            Event::Fled { id: 3 },
            Event::FightEnded {
                winner: Side::Party
            }
        ]
    );
    assert_eq!(f.ending(), Some(Ending::Won(Side::Party)));
    assert_eq!(
        f.step(Command::EndRound, &mut SuppliedFaces::new(&[])),
        Err(Error::FightOver)
    );
    // Morale held at 6 on 6.
    let mut g = fight(vec![fighter, bandit, henchman], &[12, 13]);
    let ev = go(
        &mut g,
        Command::Morale {
            id: 3,
            trigger: MoraleTrigger::Surprised,
        },
        &[3, 3],
    );
    assert_eq!(ev.len(), 1);
}

#[test]
fn setups_refuse_bad_combatants() {
    let a = human(1, Side::Party, 10, 6);
    assert_eq!(
        Setup::new(vec![a, human(1, Side::Foes, 10, 6)], Ties::SetupOrder),
        Err(Error::DuplicateCombatant { id: 1 })
    );
    assert_eq!(
        Setup::new(vec![a, human(2, Side::Party, 10, 6)], Ties::SetupOrder),
        Err(Error::EmptySide)
    );
    let mut f = fight(vec![a, human(2, Side::Foes, 10, 6)], &[15, 5]);
    assert_eq!(
        f.step(attack(1, 9), &mut SuppliedFaces::new(&[10])),
        Err(Error::UnknownCombatant { id: 9 })
    );
    assert!(matches!(
        f.step(attack(2, 1), &mut SuppliedFaces::new(&[10])),
        Err(Error::OutOfTurn { .. })
    ));
    assert!(Combatant::new(1, Side::Party, 400).is_err());
}

#[cfg(feature = "serde")]
#[test]
fn a_fight_reads_back_by_replaying_and_refuses_a_forged_log() {
    use osr_combat::constitution::Policy;
    use rand_core::SeedableRng;

    let mut a = human(1, Side::Party, 12, 6);
    a.strength = ability(13);
    let mut f =
        Fight::new(Setup::new(vec![a, human(2, Side::Foes, 10, 5)], Ties::HigherWits).unwrap())
            .unwrap();
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(crate::common::SEED);
    while let Some(command) = Policy::default().command(&f) {
        f.step(command, &mut rng).unwrap();
    }
    let json = serde_json::to_value(&f).unwrap();
    let back: Fight = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(back, f);
    let mut forged = json.clone();
    let events = forged["events"].as_array_mut().unwrap();
    events.pop();
    assert!(serde_json::from_value::<Fight>(forged).is_err());
    let mut extra = json;
    extra["faces"].as_array_mut().unwrap().push(3.into());
    let err = serde_json::from_value::<Fight>(extra).unwrap_err();
    assert!(
        err.to_string().contains("not what the check rolls"),
        "{err}"
    );
}

#[test]
// rule: TC-5.11
fn a_follower_with_a_rolled_initiative_acts_on_an_order_besides_their_turn() {
    let s = human(1, Side::Party, 10, 6);
    let follower = human(2, Side::Party, 10, 6);
    let e = human(3, Side::Foes, 10, 6);
    let mut f = fight(vec![s, follower, e], &[10, 8, 5]);
    assert_eq!(f.order(), [(1, 20), (2, 18), (3, 15)]);
    let ev = go(&mut f, Command::Order { by: 1, follower: 2 }, &[]);
    // The order costs 5; the follower pays 10 like a reaction.
    assert_eq!(
        ev,
        [
            Event::InitiativePaid {
                id: 1,
                what: Spend::Reaction(Reaction::OrderSubordinates),
                from: 20,
                to: 15
            },
            Event::InitiativePaid {
                id: 2,
                what: Spend::Reaction(Reaction::OrderedAttack),
                from: 18,
                to: 8
            },
            Event::Ordered {
                by: 1,
                follower: 2,
                count: 20
            }
        ]
    );
    // The follower acts now at 20, and again at their own count later.
    assert_eq!(f.next(), Some((2, 20)));
    assert!(
        f.clone()
            .step(Command::Pass { id: 1 }, &mut SuppliedFaces::new(&[]))
            .is_err()
    );
    assert_eq!(
        go(&mut f, Command::Pass { id: 2 }, &[])[0],
        Event::TurnBegan { id: 2, count: 20 }
    );
    assert_eq!(f.order(), [(1, 15), (3, 15), (2, 8)]);
}

#[cfg(feature = "serde")]
#[test]
fn setups_commands_and_events_read_back_validated() {
    let setup = Setup::new(
        vec![human(1, Side::Party, 10, 6), human(2, Side::Foes, 10, 6)],
        Ties::SideFirst(Side::Foes),
    )
    .unwrap();
    let json = serde_json::to_value(&setup).unwrap();
    assert_eq!(json["ties"], serde_json::json!({"side_first": "foes"}));
    assert_eq!(
        serde_json::from_value::<Setup>(json.clone()).unwrap(),
        setup
    );
    let mut twice = json.clone();
    twice["combatants"][1]["id"] = 1.into();
    let err = serde_json::from_value::<Setup>(twice).unwrap_err();
    assert!(
        err.to_string().contains("combatant id 1 is used twice"),
        "{err}"
    );
    let mut too_many = json;
    too_many["combatants"][0]["hp"] = 7.into();
    let err = serde_json::from_value::<Setup>(too_many).unwrap_err();
    assert!(
        err.to_string()
            .contains("hit points 7 is above its maximum 6"),
        "{err}"
    );

    let command = Command::Order { by: 1, follower: 2 };
    let json = serde_json::to_value(command).unwrap();
    assert_eq!(
        json,
        serde_json::json!({"command": "order", "by": 1, "follower": 2})
    );
    assert_eq!(serde_json::from_value::<Command>(json).unwrap(), command);
    let attack: Command = serde_json::from_value(
        serde_json::json!({"command": "attack", "attacker": 1, "target": 2}),
    )
    .unwrap();
    assert_eq!(attack, super::attack(1, 2));

    let event = Event::InitiativePaid {
        id: 2,
        what: Spend::Reaction(Reaction::Warning),
        from: 15,
        to: 13,
    };
    let json = serde_json::to_value(&event).unwrap();
    assert_eq!(
        json,
        serde_json::json!({"event": "initiative_paid", "id": 2, "what": {"reaction": "warning"}, "from": 15, "to": 13})
    );
    assert_eq!(serde_json::from_value::<Event>(json).unwrap(), event);
}

/// An event is an object tagged by `"event"`, never a positional array
/// (which serde's own tagged enums would read).
#[cfg(feature = "serde")]
#[test]
fn an_event_is_never_read_from_an_array() {
    let change = serde_json::json!({"event": "hp_lost", "from": 12, "to": 10});
    let object = serde_json::json!({"event": "health", "id": 1, "change": change});
    assert!(serde_json::from_value::<Event>(object).is_ok());
    for array in [
        serde_json::json!(["health", 1, change]),
        serde_json::json!(["superior_turn", 1, 25, 15]),
    ] {
        assert!(
            serde_json::from_value::<Event>(array.clone()).is_err(),
            "{array}"
        );
    }
}

#[cfg(feature = "serde")]
#[test]
fn a_command_is_never_read_from_an_array_nor_with_fields_it_lacks() {
    let object = serde_json::json!({"command": "morale", "id": 3, "trigger": "half_fallen"});
    assert!(serde_json::from_value::<Command>(object).is_ok());
    for forged in [
        serde_json::json!(["morale", 3, "half_fallen"]),
        serde_json::json!({"command": "force_bout", "id": 3}),
    ] {
        assert!(
            serde_json::from_value::<Command>(forged.clone()).is_err(),
            "{forged}"
        );
    }
}

#[test]
fn events_read_as_log_lines() {
    let lines = [
        (
            Event::InitiativeRolled {
                id: 1,
                faces: vec![12],
                score: 25,
            },
            "#1 initiative 25 (d20 [12])",
        ),
        (
            Event::AttackRolled {
                attacker: 1,
                target: 2,
                faces: vec![9],
                total: 25,
                ac: 22,
                hit: true,
                extra_degrees: 0,
            },
            "  #1 attacks #2: d20 [9], total 25 vs AC 22: hits",
        ),
        (
            Event::Health {
                id: 2,
                change: HealthEvent::HpLost { from: 4, to: 0 },
            },
            "  #2 HP 4 -> 0",
        ),
        (
            Event::RoundEnded { round: 1 },
            "round 1 ends; all disengage",
        ),
        (
            Event::FightEnded {
                winner: Side::Party,
            },
            "the fight is over: the party win",
        ),
    ];
    for (event, line) in lines {
        assert_eq!(event.to_string(), line);
    }
}

#[test]
fn marks_taken_before_the_fight_count_in_it() {
    // rule: TC-6.11
    // Level 1 with 1 mark already: a failed strength injury save kills.
    let mut marked = human(1, Side::Party, 10, 2);
    marked.marks = osr_health::constitution::Marks::new(1).unwrap();
    let foe = human(2, Side::Foes, 10, 4);
    let mut f = fight(vec![marked, foe], &[1, 15]);
    assert_eq!(f.fighter(1).unwrap().vitality.marks(), 1);
    // Hit (15 + 10 vs AC 20) for 6: 4 past 0 HP, DC 24; STR 10 + 3 fails.
    f.step(attack(2, 1), &mut SuppliedFaces::new(&[15, 6, 3, 19]))
        .unwrap();
    assert!(f.fighter(1).unwrap().vitality.is_dead());
    // Unmarked, the same blow is a major wound.
    let mut f = fight(
        vec![human(1, Side::Party, 10, 2), human(2, Side::Foes, 10, 4)],
        &[1, 15],
    );
    f.step(attack(2, 1), &mut SuppliedFaces::new(&[15, 6, 3, 19]))
        .unwrap();
    let me = &f.fighter(1).unwrap().vitality;
    assert_eq!((me.is_dead(), me.marks()), (false, 1));
    // More marks than the level is refused.
    let mut over = human(1, Side::Party, 10, 2);
    over.marks = osr_health::constitution::Marks::new(2).unwrap();
    let err = Setup::new(vec![over, human(2, Side::Foes, 10, 4)], Ties::SetupOrder).unwrap_err();
    assert_eq!(err.kind(), "above_maximum");
}

/// The commands of `legal` by the combatant `id` names, keyed.
fn legal_keys(fight: &Fight, by: u32) -> Vec<&'static str> {
    fight
        .legal()
        .iter()
        .filter(|c| match **c {
            Command::Attack { attacker, .. } | Command::OpportunityAttack { attacker, .. } => {
                attacker == by
            }
            Command::BowExtraAttack { archer, .. } => archer == by,
            Command::Order { by: giver, .. } => giver == by,
            Command::Defend { id }
            | Command::Pass { id }
            | Command::Cast { id }
            | Command::Superior { id }
            | Command::Reorient { id }
            | Command::DeclareSpell { id }
            | Command::Morale { id, .. }
            | Command::React { id, .. } => id == by,
            Command::RollInitiative
            | Command::EndRound
            | Command::ForceBout
            | Command::NextRound => false,
        })
        .map(Command::key)
        .collect()
}

#[test]
// rule: TC-5.1
// rule: TC-5.3
// rule: TC-5.4
// rule: TC-5.6
// rule: TC-5.7
fn the_legal_commands_follow_the_counts_and_the_rounds() {
    let two = vec![human(1, Side::Party, 10, 6), human(2, Side::Foes, 10, 6)];
    let start = Fight::new(Setup::new(two.clone(), Ties::SetupOrder).unwrap()).unwrap();
    assert_eq!(start.legal(), [Command::RollInitiative]);
    // A 15 + 10 = 25 acts first: its turn; B may only react (TC-5.4:
    // each reaction paid from the score).
    let mut f = fight(two, &[15, 8]);
    assert_eq!(f.next(), Some((1, 25)));
    assert_eq!(
        legal_keys(&f, 1),
        [
            "defend", "pass", "react", "react", "react", "react", "react", "react", "react",
            "attack"
        ]
    );
    assert_eq!(legal_keys(&f, 2), ["react"; 7]);
    assert!(f.legal().contains(&attack(1, 2)));
    assert!(!f.legal().contains(&attack(2, 1)));
    // A riposte answers a parry, and nobody has parried.
    assert!(!f.legal().contains(&Command::React {
        id: 1,
        reaction: Reaction::Riposte
    }));
    go(&mut f, Command::Pass { id: 1 }, &[]);
    // B's turn; A, who began the round highest, may take a superior
    // turn (TC-5.3).
    assert!(legal_keys(&f, 1).contains(&"superior"));
    assert_eq!(legal_keys(&f, 2)[..2], ["defend", "pass"]);
    go(&mut f, Command::Pass { id: 2 }, &[]);
    // Every turn taken: the round may end (or the bout be forced on).
    assert_eq!(f.legal()[..2], [Command::EndRound, Command::ForceBout]);
    go(&mut f, Command::EndRound, &[]);
    // Between rounds: the next round, re-orienting (TC-5.6) and declaring
    // a spell (TC-5.7); no attack.
    assert_eq!(
        f.legal(),
        [
            Command::NextRound,
            Command::Reorient { id: 1 },
            Command::DeclareSpell { id: 1 },
            Command::Reorient { id: 2 },
            Command::DeclareSpell { id: 2 },
        ]
    );
    // Every legal command steps, from enough faces.
    for command in f.legal() {
        let faces = [10; 8];
        assert!(
            f.clone()
                .step(command, &mut SuppliedFaces::new(&faces))
                .is_ok()
        );
    }
}
