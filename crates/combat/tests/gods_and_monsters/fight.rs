//! The fight as a state machine: the round's order, what each phase takes,
//! the situation of one attack, surprise over the rounds, replay.

use osr_combat::gods_and_monsters::{
    Action, Command, Event, Fight, Guard, NonDefending, Order, Phase, Situation,
};
use osr_combat::{Error, Side};
use osr_core::SuppliedFaces;

use super::yeti::{CHARLOTTE, FACES, SAM, TOROMEEN, YETI, setup};

/// The fight after the surprise rolls (Sam 2, Charlotte `charlotte`,
/// Toromeen 4) and the start of round 1, at the called shots.
fn started(charlotte: u32) -> Fight {
    let mut fight = Fight::new(setup()).unwrap();
    let surprise = [2, charlotte, 4];
    fight
        .step(Command::RollSurprise, &mut SuppliedFaces::new(&surprise))
        .unwrap();
    fight
        .step(Command::BeginRound, &mut SuppliedFaces::new(&[]))
        .unwrap();
    fight
}

fn go(fight: &mut Fight, command: Command, faces: &[u32]) -> Vec<Event> {
    let mut source = SuppliedFaces::new(faces);
    let events = fight.step(command, &mut source).unwrap().to_vec();
    assert!(source.is_exhausted(), "faces left after {command:?}");
    events
}

fn needed(events: &[Event]) -> i32 {
    events
        .iter()
        .find_map(|e| match e {
            Event::AttackRolled { needed, .. } => Some(*needed),
            _ => None,
        })
        .unwrap()
}

fn to_players(fight: &mut Fight) {
    go(fight, Command::EndPhase, &[]);
    go(fight, Command::EndPhase, &[]);
    assert_eq!(fight.phase(), Phase::Players);
}

#[test]
fn each_side_acts_in_its_phase() {
    // rule: GM-combat.order
    let mut fight = started(18);
    // Called shots first: a plain attack is refused.
    assert_eq!(
        fight
            .step(
                Command::Attack(Order::new(SAM, YETI)),
                &mut SuppliedFaces::new(&[4, 7])
            )
            .unwrap_err(),
        Error::OutOfTurn {
            event: "attack",
            step: "called_shots"
        }
    );
    go(&mut fight, Command::EndPhase, &[]);
    // The referee's movement: only their characters move.
    go(&mut fight, Command::Move { id: YETI }, &[]);
    assert_eq!(
        fight
            .step(Command::Move { id: SAM }, &mut SuppliedFaces::new(&[]))
            .unwrap_err(),
        Error::OutOfTurn {
            event: "move",
            step: "npc_movement"
        }
    );
    go(&mut fight, Command::EndPhase, &[]);
    // Players: the yeti waits.
    assert_eq!(
        fight
            .step(
                Command::Attack(Order::new(YETI, SAM)),
                &mut SuppliedFaces::new(&[9, 1])
            )
            .unwrap_err(),
        Error::OutOfTurn {
            event: "attack",
            step: "players"
        }
    );
    go(&mut fight, Command::EndPhase, &[]);
    // The referee's characters: the players have had their turn.
    assert_eq!(
        fight
            .step(
                Command::Attack(Order::new(SAM, YETI)),
                &mut SuppliedFaces::new(&[4, 7])
            )
            .unwrap_err(),
        Error::OutOfTurn {
            event: "attack",
            step: "npcs"
        }
    );
    assert_eq!(fight.next(), [YETI]);
    // A refused command changes nothing.
    assert!(fight.faces().len() == 3 && fight.commands().len() == 6);
}

#[test]
fn one_action_a_round() {
    // rule: GM-combat.round
    let mut fight = started(18);
    to_players(&mut fight);
    go(
        &mut fight,
        Command::Act {
            id: SAM,
            action: Action::Other,
        },
        &[],
    );
    assert_eq!(
        fight
            .step(
                Command::Attack(Order::new(SAM, YETI)),
                &mut SuppliedFaces::new(&[4, 7])
            )
            .unwrap_err(),
        Error::AlreadyActed { id: SAM }
    );
}

#[test]
fn called_shots_come_first_and_cost_defense() {
    // rule: GM-combat.called-shot
    // rule: GM-combat.called-shot.timing
    // rule: GM-combat.order.interference
    let mut fight = started(18);
    // Toromeen's called shot: 12 - 3 = 9; the yeti's called shot too comes now.
    let events = go(
        &mut fight,
        Command::Attack(Order::new(TOROMEEN, YETI).called_shot()),
        &[15],
    );
    assert_eq!(needed(&events), 9);
    // A surprised combatant cannot make one.
    assert_eq!(
        fight
            .step(
                Command::Attack(Order::new(CHARLOTTE, YETI).called_shot()),
                &mut SuppliedFaces::new(&[1])
            )
            .unwrap_err(),
        Error::SurprisedCannotAct { id: CHARLOTTE }
    );
    to_players(&mut fight);
    // A called shot after the called shots is out of turn.
    assert_eq!(
        fight
            .step(
                Command::Attack(Order::new(SAM, YETI).called_shot()),
                &mut SuppliedFaces::new(&[1])
            )
            .unwrap_err(),
        Error::OutOfTurn {
            event: "called_shot",
            step: "players"
        }
    );
    go(&mut fight, Command::EndPhase, &[]);
    // Toromeen defends at 5 - 2 this round: the yeti needs 11 + 4 - 3 = 12 (10 on Sam's 4... 11).
    assert_eq!(
        needed(&go(
            &mut fight,
            Command::Attack(Order::new(YETI, TOROMEEN)),
            &[20]
        )),
        12
    );
    assert_eq!(
        needed(&go(
            &mut fight,
            Command::Attack(Order::new(YETI, SAM)),
            &[20]
        )),
        11
    );
}

#[test]
fn a_bonus_applies_to_the_attack_it_was_given_for() {
    // rule: GM-combat.maneuver-scope
    // rule: GM-combat.multi-attack
    let mut fight = started(1);
    to_players(&mut fight);
    go(&mut fight, Command::EndPhase, &[]);
    // The yeti's first claw at Sam, who is not defending: 11 + 4 = 15.
    let unaware = Situation {
        non_defending: Some(NonDefending::Unaware),
        ..Situation::default()
    };
    let first = go(
        &mut fight,
        Command::Attack(Order::new(YETI, SAM).with_situation(unaware)),
        &[20],
    );
    assert_eq!(needed(&first), 15);
    // Its second claw, at Charlotte, has no bonus: 11 + 4 - 1 = 14.
    let second = go(
        &mut fight,
        Command::Attack(Order::new(YETI, CHARLOTTE)),
        &[20],
    );
    assert_eq!(needed(&second), 14);
}

#[test]
fn a_covered_target_takes_one_more_damage() {
    // rule: GM-combat.covered
    let mut fight = started(1);
    to_players(&mut fight);
    let covered = Situation {
        non_defending: Some(NonDefending::Covered),
        ..Situation::default()
    };
    let events = go(
        &mut fight,
        Command::Attack(Order::new(SAM, YETI).with_situation(covered)),
        &[13, 7],
    );
    assert_eq!(needed(&events), 13);
    assert!(events.contains(&Event::DamageRolled {
        attacker: SAM,
        target: YETI,
        faces: vec![7],
        bonus: 1,
        total: 8
    }));
    assert_eq!(fight.status(YETI).unwrap().vitals.survival(), 12);
}

#[test]
fn the_still_surprised_attack_and_defend_worse() {
    // rule: GM-combat.surprise
    // rule: GM-combat.surprise.snap-out
    let mut fight = started(18);
    to_players(&mut fight);
    go(&mut fight, Command::EndPhase, &[]);
    go(&mut fight, Command::EndPhase, &[]);
    // Round 2: Charlotte rolls 10 against her willpower 9: still surprised.
    let events = go(&mut fight, Command::BeginRound, &[10]);
    assert!(events.contains(&Event::SnapOutRolled {
        id: CHARLOTTE,
        target: 9,
        face: 10,
        snapped_out: false
    }));
    to_players(&mut fight);
    // She attacks at -3 (9 - 3 = 6) ...
    assert_eq!(
        needed(&go(
            &mut fight,
            Command::Attack(Order::new(CHARLOTTE, YETI)),
            &[20]
        )),
        6
    );
    go(&mut fight, Command::EndPhase, &[]);
    // ... and defends at -2: the yeti needs 11 + 4 - (1 - 2) = 16.
    assert_eq!(
        needed(&go(
            &mut fight,
            Command::Attack(Order::new(YETI, CHARLOTTE)),
            &[20]
        )),
        16
    );
}

#[test]
fn two_rounds_out_of_the_conflict_end_surprise() {
    // rule: GM-combat.surprise.snap-out
    let mut fight = started(18);
    let round = |fight: &mut Fight, snap: &[u32], aside: bool| {
        go(fight, Command::BeginRound, snap);
        to_players(fight);
        if aside {
            go(
                fight,
                Command::Act {
                    id: CHARLOTTE,
                    action: Action::StandAside,
                },
                &[],
            );
        }
        go(fight, Command::EndPhase, &[]);
        go(fight, Command::EndPhase, &[]);
    };
    to_players(&mut fight);
    go(&mut fight, Command::EndPhase, &[]);
    go(&mut fight, Command::EndPhase, &[]);
    round(&mut fight, &[15], true); // round 2: fails, stands aside
    round(&mut fight, &[15], true); // round 3: fails, stands aside
    let events = go(&mut fight, Command::BeginRound, &[]); // round 4: no roll
    assert!(events.contains(&Event::SurpriseEnded { id: CHARLOTTE }));
    assert!(!fight.status(CHARLOTTE).unwrap().surprised);
}

#[test]
fn drawing_and_attacking_in_one_round() {
    // rule: GM-combat.quickdraw
    // Toromeen's evasion is 5: 3 draws and attacks; 12 leaves him surprised.
    let mut fight = started(1);
    to_players(&mut fight);
    let events = go(
        &mut fight,
        Command::Attack(Order::new(TOROMEEN, YETI).quickdraw()),
        &[3, 20],
    );
    assert_eq!(
        events[0],
        Event::QuickdrawRolled {
            id: TOROMEEN,
            target: 5,
            face: 3,
            drawn: true
        }
    );
    assert_eq!(needed(&events), 12);
    let events = go(
        &mut fight,
        Command::Attack(Order::new(SAM, YETI).quickdraw()),
        &[12],
    );
    assert_eq!(
        events,
        [Event::QuickdrawRolled {
            id: SAM,
            target: 5,
            face: 12,
            drawn: false
        }]
    );
    assert!(fight.status(SAM).unwrap().surprised);
}

#[test]
fn cover_in_a_fight_counts_warriors() {
    // rule: GM-combat.cover
    let mut fight = started(1);
    to_players(&mut fight);
    go(&mut fight, Command::EndPhase, &[]);
    let strong = Guard {
        cover: osr_combat::gods_and_monsters::Cover::Strong,
        ..Guard::default()
    };
    // Sam (a warrior) behind strong cover: 11 + 4 - (4 + 2) = 9; Charlotte: 11 + 4 - (1 + 1) = 13.
    assert_eq!(
        needed(&go(
            &mut fight,
            Command::Attack(Order::new(YETI, SAM).with_guard(strong)),
            &[20]
        )),
        9
    );
    assert_eq!(
        needed(&go(
            &mut fight,
            Command::Attack(Order::new(YETI, CHARLOTTE).with_guard(strong)),
            &[20]
        )),
        13
    );
}

#[test]
fn replays_from_its_commands_and_faces() {
    let mut fight = started(18);
    to_players(&mut fight);
    go(&mut fight, Command::Attack(Order::new(SAM, YETI)), &[4, 7]);
    let again = Fight::replay(setup(), fight.commands(), fight.faces()).unwrap();
    assert_eq!(again, fight);
    let mut extra = fight.faces().to_vec();
    extra.push(3);
    assert_eq!(
        Fight::replay(setup(), fight.commands(), &extra).unwrap_err(),
        Error::from(osr_check::Error::Forged)
    );
    assert!(Fight::replay(setup(), fight.commands(), &FACES[..4]).is_err());
}

#[cfg(feature = "serde")]
#[test]
fn a_saved_fight_reads_back_only_as_played() {
    let mut fight = started(18);
    to_players(&mut fight);
    go(&mut fight, Command::Attack(Order::new(SAM, YETI)), &[4, 7]);
    let json = serde_json::to_value(&fight).unwrap();
    assert_eq!(json["faces"], serde_json::json!([2, 18, 4, 4, 7]));
    assert_eq!(json["events"][0]["event"], "surprise_rolled");
    let back: Fight = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(back, fight);
    // A forged damage roll is refused.
    let mut forged = json.clone();
    forged["faces"][4] = serde_json::json!(8);
    assert!(serde_json::from_value::<Fight>(forged).is_err());
    let mut forged = json;
    forged["events"][0]["surprised"] = serde_json::json!(true);
    assert!(serde_json::from_value::<Fight>(forged).is_err());
}

#[test]
fn bad_commands_are_refused() {
    let mut fight = started(1);
    to_players(&mut fight);
    let mut none = SuppliedFaces::new(&[]);
    assert_eq!(
        fight
            .step(Command::Attack(Order::new(9, YETI)), &mut none)
            .unwrap_err(),
        Error::UnknownCombatant { id: 9 }
    );
    assert_eq!(
        fight
            .step(Command::Attack(Order::new(SAM, SAM)), &mut none)
            .unwrap_err(),
        Error::AttacksItself { id: SAM }
    );
    assert_eq!(
        fight.step(Command::BeginRound, &mut none).unwrap_err(),
        Error::OutOfTurn {
            event: "begin_round",
            step: "players"
        }
    );
    assert_eq!(
        fight.step(Command::RollSurprise, &mut none).unwrap_err(),
        Error::OutOfTurn {
            event: "roll_surprise",
            step: "players"
        }
    );
    assert!(matches!(
        fight
            .step(Command::Attack(Order::new(SAM, YETI)), &mut none)
            .unwrap_err(),
        Error::Core(_)
    ));
    assert_eq!(fight.faces().len(), 3);
    assert_eq!(fight.ending(), None);
    let _ = Side::Party;
}

#[test]
fn a_setup_needs_unique_ids_and_both_sides() {
    let combatants = setup().combatants().to_vec();
    let mut twice = combatants.clone();
    twice.push(combatants[0]);
    assert_eq!(
        osr_combat::gods_and_monsters::Setup::new(twice).unwrap_err(),
        Error::DuplicateCombatant { id: SAM }
    );
    assert_eq!(
        osr_combat::gods_and_monsters::Setup::new(combatants[..3].to_vec()).unwrap_err(),
        Error::EmptySide
    );
}

#[test]
fn the_unconscious_are_out_of_the_fight() {
    // Round 1 of the yeti fight, then a claw that drops Charlotte (5
    // survival, no archetypal verve) and a failed roll to stay conscious.
    let mut fight = started(1);
    to_players(&mut fight);
    go(&mut fight, Command::EndPhase, &[]);
    let unaware = Situation {
        non_defending: Some(NonDefending::Immobile),
        ..Situation::default()
    };
    go(
        &mut fight,
        Command::Attack(Order::new(YETI, CHARLOTTE).with_situation(unaware)),
        &[1, 6],
    );
    assert_eq!(fight.status(CHARLOTTE).unwrap().vitals.injuries(), 1);
    // End of round: willpower 9 - 1 injury = 8: she rolls 12 and falls;
    // the death check (1 injury > 0 survival): the injuries roll 2 (> 1),
    // endurance 10 - 1 + 2 (unconscious) rolls 3: not dying.
    let events = go(&mut fight, Command::EndPhase, &[12, 2, 3]);
    assert!(events.contains(&Event::OutOfFight {
        id: CHARLOTTE,
        reason: osr_combat::gods_and_monsters::Out::Unconscious
    }));
    go(&mut fight, Command::BeginRound, &[]);
    to_players(&mut fight);
    assert_eq!(
        fight
            .step(
                Command::Attack(Order::new(CHARLOTTE, YETI)),
                &mut SuppliedFaces::new(&[1, 1])
            )
            .unwrap_err(),
        Error::OutOfFight { id: CHARLOTTE }
    );
}

#[cfg(feature = "serde")]
#[test]
fn inputs_read_back_through_their_checks() {
    use osr_combat::gods_and_monsters::{Damage, StrengthRating};
    let axe: Damage =
        serde_json::from_str(r#"{"dice": {"count": 1, "die": 8}, "bonus": 4}"#).unwrap();
    assert_eq!(axe.bonus(), 4);
    assert!(serde_json::from_str::<Damage>(r#"{"dice": {"count": 21, "die": 6}}"#).is_err());
    assert!(
        serde_json::from_str::<Damage>(r#"{"dice": {"count": 1, "die": 6}, "bonus": 41}"#).is_err()
    );
    let bow: StrengthRating = serde_json::from_str(r#"{"major": 2, "minor": 1}"#).unwrap();
    assert_eq!(
        serde_json::to_value(bow).unwrap(),
        serde_json::json!({"major": 2, "minor": 1})
    );
    assert!(serde_json::from_str::<StrengthRating>(r#"{"major": 1, "minor": 2}"#).is_err());
    let mut setup = serde_json::to_value(setup()).unwrap();
    setup["combatants"][1]["id"] = serde_json::json!(SAM);
    assert!(serde_json::from_value::<osr_combat::gods_and_monsters::Setup>(setup).is_err());
}

/// Who makes each legal command (`None`: the referee's), and whether it is
/// a called shot.
fn legal_by(fight: &Fight) -> Vec<(Option<u32>, &'static str)> {
    fight
        .legal()
        .iter()
        .map(|c| match c {
            Command::Attack(order) if order.situation.called_shot => {
                (Some(order.attacker), "called shot")
            }
            Command::Attack(order) => (Some(order.attacker), "attack"),
            Command::Move { id } => (Some(*id), "move"),
            Command::Act { id, .. } => (Some(*id), "act"),
            Command::RollSurprise => (None, "roll surprise"),
            Command::BeginRound => (None, "begin round"),
            Command::EndPhase => (None, "end phase"),
        })
        .collect()
}

#[test]
// rule: GM-combat.order
// rule: GM-combat.called-shot.timing
// rule: GM-combat.surprise
fn the_legal_commands_follow_the_phases_of_the_round() {
    let fight = Fight::new(setup()).unwrap();
    assert_eq!(fight.legal(), [Command::RollSurprise]);
    // Charlotte fails her perception roll: surprised, she does nothing in
    // the first round.
    let mut fight = started(15);
    let mut phases = Vec::new();
    while fight.phase() != Phase::RoundStart {
        let mut by = legal_by(&fight);
        by.dedup();
        phases.push((fight.phase(), by));
        go(&mut fight, Command::EndPhase, &[]);
    }
    let referee = (None, "end phase");
    let (sam, toromeen, yeti) = (Some(SAM), Some(TOROMEEN), Some(YETI));
    assert_eq!(
        phases,
        [
            // Called shots first, by anyone not surprised, nothing else.
            (
                Phase::CalledShots,
                vec![
                    referee,
                    (sam, "called shot"),
                    (toromeen, "called shot"),
                    (yeti, "called shot")
                ]
            ),
            // The Guide moves the yeti (or it flees).
            (
                Phase::NpcMovement,
                vec![referee, (yeti, "move"), (yeti, "act")]
            ),
            // The players act: Sam and Toromeen, not Charlotte.
            (
                Phase::Players,
                vec![
                    referee,
                    (sam, "act"),
                    (sam, "attack"),
                    (toromeen, "act"),
                    (toromeen, "attack")
                ]
            ),
            // Then the yeti.
            (Phase::Npcs, vec![referee, (yeti, "act"), (yeti, "attack")]),
        ]
    );
    assert_eq!(fight.legal(), [Command::BeginRound]);
}
