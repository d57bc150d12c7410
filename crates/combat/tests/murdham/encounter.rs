//! The encounter: setup, approach, rounds, the stretch, social actions.

use osr_combat::murdham::{
    Action, Combatant, Command, Encounter, Ending, Event, Force, Intent, Resolution, Setup,
    Situation, Social, SocialCondition, Spotting, Stance, Step, approach, stretches,
};
use osr_combat::{Error, Side};
use osr_core::{StepDie, SuppliedFaces};
use osr_health::murdham::{Health, HitBand};

use super::two_on_two;

fn go(encounter: &mut Encounter, command: Command, faces: &[u32]) -> Vec<Event> {
    let mut source = SuppliedFaces::new(faces);
    let events = encounter.step(command, &mut source).unwrap().to_vec();
    assert!(source.is_exhausted(), "faces left over: {faces:?}");
    events
}

fn fight_between(party: Intent, foes: Intent) -> Encounter {
    let mut e = Encounter::new(two_on_two(Stance::Cautious, Stance::Cautious)).unwrap();
    // 12 spots for the party (WIT 12), 10 for the foes (WIT 10).
    go(&mut e, Command::RollAwareness, &[12, 10]);
    go(
        &mut e,
        Command::Approach {
            party: Some(party),
            foes: Some(foes),
        },
        &[],
    );
    e
}

fn attack(target: u32, die: StepDie, landed: bool) -> Action {
    Action::Attack {
        target,
        die,
        direct: false,
        situations: vec![],
        landed,
    }
}

fn act(actor: u32, action: Action) -> Command {
    Command::Act { actor, action }
}

#[test]
fn an_encounter_is_set_up_then_awareness_comes_first() {
    // rule: MU-combat.encounter.setup
    let mut e = Encounter::new(two_on_two(Stance::Cautious, Stance::Cautious)).unwrap();
    assert_eq!(e.current(), Step::Awareness);
    // Nothing else before awareness.
    let err = e
        .step(act(1, Action::Other), &mut SuppliedFaces::new(&[]))
        .unwrap_err();
    assert_eq!(
        err,
        Error::OutOfTurn {
            event: "act",
            step: "awareness"
        }
    );
    assert!(e.events().is_empty(), "a refused command changes nothing");
    // The group saves are those of each side's members: party WIT 9 and
    // 12 against d20 = 12, foes WIT 10 and 8 against d20 = 11.
    let events = go(&mut e, Command::RollAwareness, &[12, 11]);
    assert_eq!(
        events,
        [
            Event::AwarenessRolled {
                side: Side::Party,
                detection: osr_combat::murdham::Detection::Save,
                face: Some(12),
                spotted: true
            },
            Event::AwarenessRolled {
                side: Side::Foes,
                detection: osr_combat::murdham::Detection::Save,
                face: Some(11),
                spotted: false
            },
        ]
    );
    assert_eq!(
        e.current(),
        Step::Approach {
            spotting: Spotting::PartyOnly
        }
    );
    // A setup needs both sides and distinct IDs.
    let one = |id, side| Combatant::new(id, side, 10, Health::full(5).unwrap(), 0).unwrap();
    assert_eq!(
        Setup::new(
            Stance::Cautious,
            Stance::Cautious,
            vec![one(1, Side::Party)]
        ),
        Err(Error::EmptySide)
    );
    assert_eq!(
        Setup::new(
            Stance::Cautious,
            Stance::Cautious,
            vec![one(1, Side::Party), one(1, Side::Foes)]
        ),
        Err(Error::DuplicateCombatant { id: 1 })
    );
}

#[test]
fn the_approach_follows_who_spotted_whom() {
    // rule: MU-combat.encounter.approach
    use Intent::{Fight, Hide, Parley, SneakAway};
    for spotting in [Spotting::Both, Spotting::Neither] {
        // Party wants to talk, the referee picks a fight: a fight.
        assert_eq!(
            approach(spotting, Some(Parley), Some(Fight)),
            Ok(Resolution::Fight { ambush: None })
        );
        assert_eq!(
            approach(spotting, Some(Fight), Some(Hide)),
            Ok(Resolution::Fight { ambush: None })
        );
        // Both talk: a parley.
        assert_eq!(
            approach(spotting, Some(Parley), Some(Parley)),
            Ok(Resolution::Parley)
        );
        // Party sneaks away, the referee would talk: no fight, no talk.
        assert_eq!(
            approach(spotting, Some(SneakAway), Some(Parley)),
            Ok(Resolution::Apart)
        );
        assert_eq!(
            approach(spotting, None, Some(Parley)),
            Err(Error::ChoiceMissing { side: Side::Party })
        );
        assert_eq!(
            approach(spotting, Some(Parley), None),
            Err(Error::ChoiceMissing { side: Side::Foes })
        );
    }
    // Only the bandits spotted the company: they choose a surprise attack.
    assert_eq!(
        approach(Spotting::FoesOnly, None, Some(Fight)),
        Ok(Resolution::Fight {
            ambush: Some(Side::Foes)
        })
    );
    assert_eq!(
        approach(Spotting::PartyOnly, Some(Parley), None),
        Ok(Resolution::Parley)
    );
    assert_eq!(
        approach(Spotting::PartyOnly, Some(Hide), None),
        Ok(Resolution::Apart)
    );
    // The unaware side has no say.
    assert_eq!(
        approach(Spotting::FoesOnly, Some(Fight), Some(Parley)),
        Err(Error::NotTheirChoice { side: Side::Party })
    );
    assert_eq!(
        approach(Spotting::PartyOnly, None, None),
        Err(Error::ChoiceMissing { side: Side::Party })
    );
}

#[test]
fn the_ambush_example_runs_from_awareness_to_the_fight() {
    // rule: MU-combat.awareness.hidden, MU-combat.encounter.approach
    let mut e = Encounter::new(two_on_two(Stance::Cautious, Stance::Hidden)).unwrap();
    let events = go(&mut e, Command::RollAwareness, &[]);
    assert!(matches!(
        events[..],
        [
            Event::AwarenessRolled {
                spotted: false,
                face: None,
                ..
            },
            Event::AwarenessRolled { spotted: true, .. }
        ]
    ));
    let refused = e.step(
        Command::Approach {
            party: Some(Intent::Parley),
            foes: Some(Intent::Fight),
        },
        &mut SuppliedFaces::new(&[]),
    );
    assert_eq!(refused, Err(Error::NotTheirChoice { side: Side::Party }));
    let events = go(
        &mut e,
        Command::Approach {
            party: None,
            foes: Some(Intent::Fight),
        },
        &[],
    );
    assert!(events.contains(&Event::Resolved {
        resolution: Resolution::Fight {
            ambush: Some(Side::Foes)
        }
    }));
    assert_eq!(e.current(), Step::Round { round: 1 });
}

#[test]
fn a_fight_or_a_talk_takes_a_stretch() {
    // rule: MU-combat.encounter.duration
    assert_eq!(stretches(Resolution::Fight { ambush: None }), 1);
    assert_eq!(stretches(Resolution::Parley), 1);
    assert_eq!(stretches(Resolution::Apart), 0);
    let mut e = fight_between(Intent::Fight, Intent::Fight);
    assert_eq!(e.stretches(), 0, "not until it ends");
    let events = go(&mut e, Command::End, &[]);
    assert_eq!(
        events,
        [
            Event::Ended {
                ending: Ending::Fight { winner: None }
            },
            Event::StretchPassed { stretches: 1 }
        ]
    );
    assert_eq!(e.stretches(), 1);
    let mut e = fight_between(Intent::Parley, Intent::Parley);
    assert_eq!(e.current(), Step::Parley);
    go(&mut e, Command::End, &[]);
    assert_eq!((e.ending(), e.stretches()), (Some(Ending::Parley), 1));
    let e = fight_between(Intent::SneakAway, Intent::Parley);
    assert_eq!((e.ending(), e.stretches()), (Some(Ending::Apart), 0));
    assert_eq!(
        e.clone().step(Command::End, &mut SuppliedFaces::new(&[])),
        Err(Error::FightOver)
    );
}

#[test]
fn rounds_of_declared_actions_land_damage_through_health() {
    let mut e = fight_between(Intent::Fight, Intent::Fight);
    assert_eq!(e.waiting(), [1, 2, 11, 12]);
    // A d6 for 3 on an unarmoured 8: hurt.
    let events = go(&mut e, act(1, attack(11, StepDie::D6, true)), &[3]);
    assert_eq!(
        events[1],
        Event::Damage {
            target: 11,
            faces: vec![3],
            total: 3,
            damage: 3,
            from: 8,
            to: 5,
            band: HitBand::Hurt
        }
    );
    assert_eq!(
        e.step(act(1, Action::Other), &mut SuppliedFaces::new(&[])),
        Err(Error::AlreadyActed { id: 1 })
    );
    assert_eq!(
        e.step(
            act(2, attack(1, StepDie::D6, true)),
            &mut SuppliedFaces::new(&[])
        ),
        Err(Error::SameSide { id: 2, target: 1 })
    );
    assert_eq!(
        e.step(act(9, Action::Other), &mut SuppliedFaces::new(&[])),
        Err(Error::UnknownCombatant { id: 9 })
    );
    // A miss rolls nothing.
    let events = go(&mut e, act(11, attack(1, StepDie::D8, false)), &[]);
    assert_eq!(events.len(), 1);
    // 3 of 5 left is critical damage: out of the fight.
    let events = go(&mut e, act(2, attack(11, StepDie::D6, true)), &[3]);
    assert_eq!(
        events[2],
        Event::OutOfFight {
            id: 11,
            band: HitBand::CriticalDamage
        }
    );
    assert_eq!(
        e.step(act(11, Action::Other), &mut SuppliedFaces::new(&[])),
        Err(Error::OutOfFight { id: 11 })
    );
    assert_eq!(e.waiting(), [12]);
    go(&mut e, Command::EndRound, &[]);
    assert_eq!(e.current(), Step::Round { round: 2 });
    assert_eq!(e.waiting(), [1, 2, 12]);
    // An exploding d4 (4, then 4, then 2: 4 + 3 + 1 = 8) kills the last foe.
    let events = go(&mut e, act(1, attack(12, StepDie::D4, true)), &[4, 4, 2]);
    assert!(events.contains(&Event::Ended {
        ending: Ending::Fight {
            winner: Some(Side::Party)
        }
    }));
    assert_eq!(e.status(12).unwrap().health.current(), 0);
    assert_eq!(e.stretches(), 1);
    assert_eq!(e.faces(), [12, 10, 3, 3, 4, 4, 2]);
}

#[test]
fn attacks_in_impairing_situations_roll_damage_twice_and_keep_the_lower() {
    // rule: MU-combat.impaired-situations
    for situation in [
        Situation::Balancing,
        Situation::AfterLeap,
        Situation::Climbing,
        Situation::InWater,
    ] {
        let mut e = fight_between(Intent::Fight, Intent::Fight);
        // A climbing archer's d6: 5 and 2, the 2 counts.
        let action = Action::Attack {
            target: 11,
            die: StepDie::D6,
            direct: false,
            situations: vec![situation],
            landed: true,
        };
        let events = go(&mut e, act(1, action), &[5, 2]);
        assert!(matches!(events[0], Event::Attacked { impaired: true, .. }));
        assert!(
            matches!(
                events[1],
                Event::Damage {
                    damage: 2,
                    to: 6,
                    ..
                }
            ),
            "{events:?}"
        );
    }
    // Two situations are still one impairment: two d6, not three.
    let mut e = fight_between(Intent::Fight, Intent::Fight);
    let action = Action::Attack {
        target: 11,
        die: StepDie::D6,
        direct: false,
        situations: vec![Situation::Climbing, Situation::InWater],
        landed: true,
    };
    let events = go(&mut e, act(1, action), &[1, 5]);
    assert!(matches!(events[1], Event::Damage { damage: 1, .. }));
}

#[test]
fn distracting_costs_the_target_its_next_turn() {
    // rule: MU-combat.social.distract
    let mut e = fight_between(Intent::Fight, Intent::Fight);
    // The target (WIT 10) fails its save with 15: distracted.
    let events = go(
        &mut e,
        act(
            1,
            Action::Social {
                target: 11,
                social: Social::Distract,
                force: Force::Resistible,
            },
        ),
        &[15],
    );
    assert_eq!(
        events[1],
        Event::ConditionGained {
            id: 11,
            condition: SocialCondition::LosesNextTurn
        }
    );
    // The distraction took the actor's whole round.
    assert_eq!(
        e.step(act(1, Action::Other), &mut SuppliedFaces::new(&[])),
        Err(Error::AlreadyActed { id: 1 })
    );
    assert_eq!(
        e.step(act(11, Action::Other), &mut SuppliedFaces::new(&[])),
        Err(Error::TurnLost { id: 11 })
    );
    assert_eq!(e.waiting(), [2, 12]);
    let events = go(&mut e, Command::EndRound, &[]);
    assert_eq!(events[0], Event::TurnLost { id: 11 });
    // Next round it acts again.
    go(&mut e, act(11, Action::Other), &[]);
    // A target that passes (10 against WIT 8... the foe 12 has WIT 8:
    // 8 passes) notices and nothing happens.
    let events = go(
        &mut e,
        act(
            2,
            Action::Social {
                target: 12,
                social: Social::Distract,
                force: Force::Resistible,
            },
        ),
        &[8],
    );
    assert_eq!(events.len(), 1);
    assert!(!e.status(12).unwrap().loses_turn);
    // Distracting one who already acted costs it next round's turn.
    let events = go(
        &mut e,
        act(
            1,
            Action::Social {
                target: 11,
                social: Social::Distract,
                force: Force::Irresistible,
            },
        ),
        &[],
    );
    assert!(matches!(
        events[0],
        Event::SocialTried {
            worked: true,
            target_passed: None,
            ..
        }
    ));
    let events = go(&mut e, Command::EndRound, &[]);
    assert!(!events.contains(&Event::TurnLost { id: 11 }));
    assert!(e.status(11).unwrap().loses_turn);
    assert!(!e.waiting().contains(&11));
}

#[test]
fn intimidating_frightens_the_target_of_the_actor() {
    // rule: MU-combat.social.intimidate
    let mut e = fight_between(Intent::Fight, Intent::Fight);
    // WIT 8 resists on 8 or less: 9 fails.
    let events = go(
        &mut e,
        act(
            2,
            Action::Social {
                target: 12,
                social: Social::Intimidate,
                force: Force::Resistible,
            },
        ),
        &[9],
    );
    assert_eq!(
        events,
        [
            Event::SocialTried {
                actor: 2,
                target: 12,
                social: Social::Intimidate,
                actor_passed: None,
                target_passed: Some(false),
                worked: true
            },
            Event::ConditionGained {
                id: 12,
                condition: SocialCondition::Frightened { of: 2 }
            }
        ]
    );
    assert_eq!(e.status(12).unwrap().frightened_of, [2]);
    // 8 resists.
    let mut e = fight_between(Intent::Fight, Intent::Fight);
    let events = go(
        &mut e,
        act(
            2,
            Action::Social {
                target: 12,
                social: Social::Intimidate,
                force: Force::Resistible,
            },
        ),
        &[8],
    );
    assert!(matches!(
        events[..],
        [Event::SocialTried { worked: false, .. }]
    ));
    // An ineffective attempt rolls nothing and spends the round.
    let events = go(
        &mut e,
        act(
            1,
            Action::Social {
                target: 12,
                social: Social::Intimidate,
                force: Force::Ineffective,
            },
        ),
        &[],
    );
    assert!(matches!(
        events[..],
        [Event::SocialTried { worked: false, .. }]
    ));
    assert!(e.status(1).unwrap().acted);
}

#[test]
fn a_taunted_target_must_spend_its_next_turn_on_the_taunter() {
    // rule: MU-combat.social.taunt
    let mut e = fight_between(Intent::Fight, Intent::Fight);
    let taunt = Action::Social {
        target: 11,
        social: Social::Taunt,
        force: Force::Resistible,
    };
    // The actor (WIT 12) passes with 12, the target (WIT 10) fails with 11.
    let events = go(&mut e, act(2, taunt.clone()), &[12, 11]);
    assert_eq!(
        events[0],
        Event::SocialTried {
            actor: 2,
            target: 11,
            social: Social::Taunt,
            actor_passed: Some(true),
            target_passed: Some(false),
            worked: true
        }
    );
    assert_eq!(
        e.step(
            act(11, attack(1, StepDie::D6, false)),
            &mut SuppliedFaces::new(&[])
        ),
        Err(Error::MustAttack { id: 11, target: 2 })
    );
    assert_eq!(
        e.step(act(11, Action::Other), &mut SuppliedFaces::new(&[])),
        Err(Error::MustAttack { id: 11, target: 2 })
    );
    go(&mut e, act(11, attack(2, StepDie::D6, false)), &[]);
    assert_eq!(e.status(11).unwrap().taunted_by, None, "only the next turn");
    // The actor passes, the target passes too (10): resisted.
    let mut e = fight_between(Intent::Fight, Intent::Fight);
    let events = go(&mut e, act(2, taunt.clone()), &[3, 10]);
    assert!(matches!(
        events[..],
        [Event::SocialTried {
            worked: false,
            target_passed: Some(true),
            ..
        }]
    ));
    // The actor fails its own save (13): nothing more is rolled.
    let mut e = fight_between(Intent::Fight, Intent::Fight);
    let events = go(&mut e, act(2, taunt), &[13]);
    assert!(matches!(
        events[..],
        [Event::SocialTried {
            worked: false,
            actor_passed: Some(false),
            target_passed: None,
            ..
        }]
    ));
}

#[test]
fn moves_keep_to_the_pace() {
    // rule: MU-combat.speed
    let mut e = fight_between(Intent::Fight, Intent::Fight);
    let walk = |zones| Action::Move {
        zones,
        pace: osr_combat::murdham::Pace::Normal,
        open_ground: true,
    };
    let sprint = |zones, open_ground| Action::Move {
        zones,
        pace: osr_combat::murdham::Pace::Sprint,
        open_ground,
    };
    assert_eq!(
        e.step(act(1, walk(3)), &mut SuppliedFaces::new(&[])),
        Err(Error::TooFar { zones: 3, max: 2 })
    );
    go(&mut e, act(1, walk(2)), &[]);
    assert_eq!(
        e.step(act(2, sprint(5, true)), &mut SuppliedFaces::new(&[])),
        Err(Error::TooFar { zones: 5, max: 4 })
    );
    assert_eq!(
        e.step(act(2, sprint(4, false)), &mut SuppliedFaces::new(&[])),
        Err(Error::CannotSprint)
    );
    let events = go(&mut e, act(2, sprint(4, true)), &[]);
    assert!(matches!(events[0], Event::Moved { zones: 4, .. }));
}

#[test]
fn the_log_reads_as_a_story() {
    let mut e = fight_between(Intent::Fight, Intent::Parley);
    go(&mut e, act(1, attack(11, StepDie::D6, true)), &[3]);
    let text: Vec<String> = e.events().iter().map(ToString::to_string).collect();
    assert_eq!(
        text[0],
        "the party spot the other side (group WIT save, d20 = 12)"
    );
    assert!(text.contains(&"a fight breaks out".to_owned()), "{text:?}");
    assert!(text.iter().any(|l| l.contains("health 8 -> 5")), "{text:?}");
}

#[cfg(feature = "serde")]
#[test]
fn a_saved_encounter_replays_and_forgeries_are_refused() {
    let mut e = fight_between(Intent::Fight, Intent::Fight);
    go(&mut e, act(1, attack(11, StepDie::D6, true)), &[3]);
    go(
        &mut e,
        act(
            2,
            Action::Social {
                target: 12,
                social: Social::Taunt,
                force: Force::Resistible,
            },
        ),
        &[2, 19],
    );
    let json = serde_json::to_value(&e).unwrap();
    assert_eq!(json["faces"], serde_json::json!([12, 10, 3, 2, 19]));
    assert_eq!(json["events"][0]["event"], "awareness_rolled");
    let back: Encounter = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(back, e);
    let mut forged = json.clone();
    forged["faces"][2] = 5.into();
    assert!(serde_json::from_value::<Encounter>(forged).is_err());
    let mut extra = json.clone();
    extra["faces"].as_array_mut().unwrap().push(1.into());
    assert!(serde_json::from_value::<Encounter>(extra).is_err());
    let mut bad = json;
    bad["setup"]["combatants"][0]["wit"] = 25.into();
    assert!(serde_json::from_value::<Encounter>(bad).is_err());
}

#[test]
fn the_side_taken_by_surprise_loses_the_first_round() {
    // rule: MU-combat.encounter.approach
    let mut e = Encounter::new(two_on_two(Stance::Cautious, Stance::Hidden)).unwrap();
    go(&mut e, Command::RollAwareness, &[]);
    go(
        &mut e,
        Command::Approach {
            party: None,
            foes: Some(Intent::Fight),
        },
        &[],
    );
    // Only the ambushers may act in the first round.
    let party: Vec<u32> = e
        .statuses()
        .iter()
        .filter(|s| s.side == Side::Party)
        .map(|s| s.id)
        .collect();
    assert!(e.waiting().iter().all(|id| !party.contains(id)));
    assert!(!e.waiting().is_empty());
    let refused = e.step(
        Command::Act {
            actor: party[0],
            action: Action::Other,
        },
        &mut SuppliedFaces::new(&[]),
    );
    assert_eq!(refused, Err(Error::TurnLost { id: party[0] }));
    let events = go(&mut e, Command::EndRound, &[]);
    for id in &party {
        assert!(events.contains(&Event::TurnLost { id: *id }));
    }
    // From the second round on, everyone acts.
    for id in party {
        assert!(e.waiting().contains(&id));
    }
}

#[test]
fn the_legal_commands_follow_awareness_the_approach_and_the_round() {
    // rule: MU-combat.encounter.approach
    let fight = Some(Intent::Fight);
    let mut e = Encounter::new(two_on_two(Stance::Cautious, Stance::Hidden)).unwrap();
    assert_eq!(e.legal(), [Command::RollAwareness]);
    // Only the bandits spot the company: they alone choose.
    go(&mut e, Command::RollAwareness, &[]);
    assert_eq!(
        e.legal(),
        [Command::Approach {
            party: None,
            foes: fight
        }]
    );
    // Both sides spot each other: both choose.
    let mut both = Encounter::new(two_on_two(Stance::Cautious, Stance::Cautious)).unwrap();
    go(&mut both, Command::RollAwareness, &[12, 10]);
    assert_eq!(
        both.legal(),
        [Command::Approach {
            party: fight,
            foes: fight
        }]
    );
    // In the round, each combatant still to act may act at each enemy.
    let e = fight_between(Intent::Fight, Intent::Parley);
    let legal = e.legal();
    assert_eq!(legal[..2], [Command::EndRound, Command::End]);
    for actor in e.waiting() {
        assert!(legal.contains(&act(actor, Action::Other)));
    }
    assert!(legal.contains(&act(1, attack(11, StepDie::D6, true))));
    // Every legal command steps, from enough faces.
    for command in legal {
        assert!(
            e.clone()
                .step(command, &mut SuppliedFaces::new(&[3; 8]))
                .is_ok()
        );
    }
}
