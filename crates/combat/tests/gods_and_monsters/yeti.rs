//! The yeti fight of the rules' combat example (catalog WE-11), driven
//! through [`Fight`] command by command from the seed's own dice.

use osr_combat::gods_and_monsters::{
    Awareness, Combatant, Command, Damage, Event, Fight, Order, Out, Phase, Reactions, Setup,
};
use osr_combat::{Error, Side};
use osr_core::{Dice, Die, SuppliedFaces};
use osr_health::gods_and_monsters::{
    CreatureLevel, Event as HealthEvent, RolledAgainst, Vitals, npc_endurance,
};

pub(crate) const SAM: u32 = 1;
pub(crate) const CHARLOTTE: u32 = 2;
pub(crate) const TOROMEEN: u32 = 3;
pub(crate) const YETI: u32 = 4;

/// The example's four combatants, as its table gives them. Endurance is
/// not in the table: Toromeen's is 15 (his creation), the others' only
/// matter for a death check the fight never reaches.
pub(crate) fn setup() -> Setup {
    let d = |die| Dice::one(die);
    let sam = Combatant::new(SAM, Side::Party, Vitals::new(6, 15).unwrap())
        .with_attack(1, 0)
        .unwrap()
        .with_defense(4)
        .unwrap()
        .with_damage(Damage::new(d(Die::D8), 0).unwrap()) // long sword
        .with_reactions(Reactions::new(6, 5, 5, 5).unwrap())
        .with_archetypal_losses(true) // a warrior, hit in combat
        .with_warrior_cover(true)
        .caught(Awareness::Unaware);
    let charlotte = Combatant::new(CHARLOTTE, Side::Party, Vitals::new(5, 14).unwrap())
        .with_attack(1, 0)
        .unwrap()
        .with_defense(1)
        .unwrap()
        .with_damage(Damage::new(d(Die::D4), 0).unwrap()) // dagger
        .with_reactions(Reactions::new(9, 9, 5, 5).unwrap())
        .caught(Awareness::Unaware);
    let toromeen = Combatant::new(TOROMEEN, Side::Party, Vitals::new(7, 17).unwrap())
        .with_attack(2, 2)
        .unwrap()
        .with_defense(5)
        .unwrap()
        .with_damage(Damage::new(d(Die::D8), 4).unwrap()) // small battleaxe, strength 18
        .with_reactions(Reactions::new(4, 7, 11, 5).unwrap())
        .with_endurance(15)
        .unwrap()
        .with_archetypal_losses(true)
        .with_warrior_cover(true)
        .caught(Awareness::Unaware);
    // A 4th-level creature: endurance about 10 + half its level.
    let yeti_endurance = npc_endurance(CreatureLevel::new(4).unwrap(), 0);
    let yeti = Combatant::new(YETI, Side::Foes, Vitals::new(20, 0).unwrap())
        .with_attack(0, 4)
        .unwrap()
        .with_defense(3)
        .unwrap()
        .with_attacks(2)
        .unwrap()
        .with_damage(Damage::new(d(Die::D6), 0).unwrap()) // claws
        .with_reactions(Reactions::new(6, 6, 6, 6).unwrap())
        .with_endurance(yeti_endurance)
        .unwrap();
    Setup::new(vec![sam, charlotte, toromeen, yeti]).unwrap()
}

/// Every face of the example, in the order the fight rolls them.
pub(crate) const FACES: [u32; 31] = [
    2, 18, 4, // surprise: Sam, Charlotte, Toromeen
    4, 7, 17, 9, 1, 5, 6, // round 1
    6, 13, 14, 3, 1, 18, 20, // round 2
    16, 10, 17, 11, 4, 14, // round 3
    6, 8, 13, 18, 2, 5, 16, // round 4
    3,  // the yeti stays conscious
];

fn attack(attacker: u32, target: u32) -> Command {
    Command::Attack(Order::new(attacker, target))
}

/// The (face, needed, hit) of an attack's events.
fn swing(events: &[Event]) -> (u32, i32, bool) {
    match events[0] {
        Event::AttackRolled {
            face, needed, hit, ..
        } => (face, needed, hit),
        ref other => panic!("not an attack: {other:?}"),
    }
}

fn survival(fight: &Fight, id: u32) -> (u32, u32) {
    let v = fight.status(id).unwrap().vitals;
    (v.survival(), v.verve())
}

#[test]
fn the_yeti_fight_step_by_step() {
    // rule: GM-combat.surprise
    // rule: GM-combat.surprise.snap-out
    // rule: GM-combat.attack
    // rule: GM-combat.damage
    // rule: GM-combat.multi-attack
    // rule: GM-combat.order
    // rule: GM-combat.round
    let mut fight = Fight::new(setup()).unwrap();
    let mut dice = SuppliedFaces::new(&FACES);
    assert_eq!(fight.phase(), Phase::Surprise);

    // Surprise: Sam 2 <= 6, Charlotte 18 > 9, Toromeen 4 <= 4; the yeti
    // started it and does not roll.
    let events = fight
        .step(Command::RollSurprise, &mut dice)
        .unwrap()
        .to_vec();
    assert_eq!(
        events,
        [
            Event::SurpriseRolled {
                id: SAM,
                target: 6,
                face: 2,
                surprised: false
            },
            Event::SurpriseRolled {
                id: CHARLOTTE,
                target: 9,
                face: 18,
                surprised: true
            },
            Event::SurpriseRolled {
                id: TOROMEEN,
                target: 4,
                face: 4,
                surprised: false
            },
        ]
    );

    // Round 1.
    fight.step(Command::BeginRound, &mut dice).unwrap();
    fight.step(Command::EndPhase, &mut dice).unwrap(); // no called shots
    fight.step(Command::EndPhase, &mut dice).unwrap(); // the yeti comes on
    assert_eq!(fight.phase(), Phase::Players);
    assert_eq!(fight.next(), [SAM, TOROMEEN]); // Charlotte is surprised
    // Sam needs 9 (11 + 1 - 3), rolls 4: the long sword's 7 leaves the yeti 13.
    let events = fight.step(attack(SAM, YETI), &mut dice).unwrap().to_vec();
    assert_eq!(swing(&events), (4, 9, true));
    assert_eq!(
        events[1],
        Event::DamageRolled {
            attacker: SAM,
            target: YETI,
            faces: vec![7],
            bonus: 0,
            total: 7
        }
    );
    assert_eq!(survival(&fight, YETI), (13, 0));
    // Toromeen needs 12 (8 + 2 + 2), rolls 17.
    let events = fight
        .step(attack(TOROMEEN, YETI), &mut dice)
        .unwrap()
        .to_vec();
    assert_eq!(swing(&events), (17, 12, false));
    // Charlotte is surprised and cannot act.
    assert_eq!(
        fight.step(attack(CHARLOTTE, YETI), &mut dice).unwrap_err(),
        Error::SurprisedCannotAct { id: CHARLOTTE }
    );
    fight.step(Command::EndPhase, &mut dice).unwrap();
    // The yeti needs 11 (11 + 4 - 4) against Sam: 9, a claw for 1 off her
    // verve (15 -> 14); 5, a claw for 6 (-> 8).
    let events = fight.step(attack(YETI, SAM), &mut dice).unwrap().to_vec();
    assert_eq!(swing(&events), (9, 11, true));
    assert_eq!(
        events[2],
        Event::Health {
            id: SAM,
            change: HealthEvent::VerveLost { from: 15, to: 14 }
        }
    );
    let events = fight.step(attack(YETI, SAM), &mut dice).unwrap().to_vec();
    assert_eq!(swing(&events), (5, 11, true));
    assert_eq!(
        events[2],
        Event::Health {
            id: SAM,
            change: HealthEvent::VerveLost { from: 14, to: 8 }
        }
    );
    // Two claws, two attacks: no third.
    assert_eq!(
        fight.step(attack(YETI, SAM), &mut dice).unwrap_err(),
        Error::AlreadyActed { id: YETI }
    );
    let events = fight.step(Command::EndPhase, &mut dice).unwrap().to_vec();
    assert_eq!(events, [Event::RoundEnded { round: 1 }]);

    // Round 2: Charlotte snaps out of it: willpower 9, rolls 6.
    let events = fight.step(Command::BeginRound, &mut dice).unwrap().to_vec();
    assert_eq!(
        events[..2],
        [
            Event::RoundBegan { round: 2 },
            Event::SnapOutRolled {
                id: CHARLOTTE,
                target: 9,
                face: 6,
                snapped_out: true
            },
        ]
    );
    fight.step(Command::EndPhase, &mut dice).unwrap();
    fight.step(Command::EndPhase, &mut dice).unwrap();
    assert_eq!(
        swing(fight.step(attack(TOROMEEN, YETI), &mut dice).unwrap()),
        (13, 12, false)
    );
    assert_eq!(
        swing(fight.step(attack(SAM, YETI), &mut dice).unwrap()),
        (14, 9, false)
    );
    // Charlotte needs 9 (8 + 1), rolls 3: the dagger's 1 leaves the yeti 12.
    assert_eq!(
        swing(fight.step(attack(CHARLOTTE, YETI), &mut dice).unwrap()),
        (3, 9, true)
    );
    assert_eq!(survival(&fight, YETI), (12, 0));
    fight.step(Command::EndPhase, &mut dice).unwrap();
    assert_eq!(
        swing(fight.step(attack(YETI, SAM), &mut dice).unwrap()),
        (18, 11, false)
    );
    assert_eq!(
        swing(fight.step(attack(YETI, SAM), &mut dice).unwrap()),
        (20, 11, false)
    );
    fight.step(Command::EndPhase, &mut dice).unwrap();

    // Round 3: three misses; the yeti's 11 is exactly enough, 4 damage.
    fight.step(Command::BeginRound, &mut dice).unwrap();
    fight.step(Command::EndPhase, &mut dice).unwrap();
    fight.step(Command::EndPhase, &mut dice).unwrap();
    assert_eq!(
        swing(fight.step(attack(TOROMEEN, YETI), &mut dice).unwrap()),
        (16, 12, false)
    );
    assert_eq!(
        swing(fight.step(attack(CHARLOTTE, YETI), &mut dice).unwrap()),
        (10, 9, false)
    );
    assert_eq!(
        swing(fight.step(attack(SAM, YETI), &mut dice).unwrap()),
        (17, 9, false)
    );
    fight.step(Command::EndPhase, &mut dice).unwrap();
    assert_eq!(
        swing(fight.step(attack(YETI, SAM), &mut dice).unwrap()),
        (11, 11, true)
    );
    assert_eq!(survival(&fight, SAM), (6, 4));
    assert_eq!(
        swing(fight.step(attack(YETI, SAM), &mut dice).unwrap()),
        (14, 11, false)
    );
    fight.step(Command::EndPhase, &mut dice).unwrap();

    // Round 4: Toromeen rolls 6, the battleaxe 8 + 4 = 12: the yeti at 0.
    fight.step(Command::BeginRound, &mut dice).unwrap();
    fight.step(Command::EndPhase, &mut dice).unwrap();
    fight.step(Command::EndPhase, &mut dice).unwrap();
    let events = fight
        .step(attack(TOROMEEN, YETI), &mut dice)
        .unwrap()
        .to_vec();
    assert_eq!(swing(&events), (6, 12, true));
    assert_eq!(
        events[1],
        Event::DamageRolled {
            attacker: TOROMEEN,
            target: YETI,
            faces: vec![8],
            bonus: 4,
            total: 12
        }
    );
    assert_eq!(survival(&fight, YETI), (0, 0));
    assert_eq!(
        swing(fight.step(attack(CHARLOTTE, YETI), &mut dice).unwrap()),
        (13, 9, false)
    );
    assert_eq!(
        swing(fight.step(attack(SAM, YETI), &mut dice).unwrap()),
        (18, 9, false)
    );
    fight.step(Command::EndPhase, &mut dice).unwrap();
    // Everything happens at once: the yeti at 0 still claws. 2 hits for 5:
    // Sam's last 4 verve and 1 survival; 16 misses.
    let events = fight.step(attack(YETI, SAM), &mut dice).unwrap().to_vec();
    assert_eq!(swing(&events), (2, 11, true));
    assert_eq!(
        events[2..],
        [
            Event::Health {
                id: SAM,
                change: HealthEvent::VerveLost { from: 4, to: 0 }
            },
            Event::Health {
                id: SAM,
                change: HealthEvent::SurvivalLost { from: 6, to: 5 }
            },
        ]
    );
    assert_eq!(
        swing(fight.step(attack(YETI, SAM), &mut dice).unwrap()),
        (16, 11, false)
    );
    // End of round: the yeti dropped to 0 and rolls fortitude or willpower
    // 6 with no injuries: 3, conscious.
    let events = fight.step(Command::EndPhase, &mut dice).unwrap().to_vec();
    assert_eq!(
        events,
        [
            Event::Health {
                id: YETI,
                change: HealthEvent::CheckRolled {
                    reaction: RolledAgainst::StayConscious,
                    target: 6,
                    face: 3,
                    passed: true
                }
            },
            Event::RoundEnded { round: 4 },
        ]
    );
    assert!(fight.status(YETI).unwrap().in_fight());

    // It runs away, and the adventurers let it go.
    fight.step(Command::BeginRound, &mut dice).unwrap();
    fight.step(Command::EndPhase, &mut dice).unwrap();
    let events = fight
        .step(
            Command::Act {
                id: YETI,
                action: osr_combat::gods_and_monsters::Action::Flee,
            },
            &mut dice,
        )
        .unwrap()
        .to_vec();
    assert_eq!(
        events[1],
        Event::OutOfFight {
            id: YETI,
            reason: Out::Fled
        }
    );
    assert_eq!(
        events[2],
        Event::FightEnded {
            winner: Some(Side::Party)
        }
    );
    assert!(dice.is_exhausted());
    assert_eq!(fight.faces(), FACES);

    // Final: the yeti at 0; Sam at 5 survival, no verve; the others untouched.
    assert_eq!(survival(&fight, YETI), (0, 0));
    assert_eq!(survival(&fight, SAM), (5, 0));
    assert_eq!(survival(&fight, CHARLOTTE), (5, 14));
    assert_eq!(survival(&fight, TOROMEEN), (7, 17));
    assert_eq!(fight.ending().unwrap().rounds, 5);
    assert_eq!(
        fight.step(Command::BeginRound, &mut dice).unwrap_err(),
        Error::FightOver
    );
}

#[test]
fn the_yeti_fight_reads_as_a_log() {
    let mut fight = Fight::new(setup()).unwrap();
    let mut dice = SuppliedFaces::new(&FACES);
    fight.step(Command::RollSurprise, &mut dice).unwrap();
    fight.step(Command::BeginRound, &mut dice).unwrap();
    fight.step(Command::EndPhase, &mut dice).unwrap();
    fight.step(Command::EndPhase, &mut dice).unwrap();
    fight.step(attack(SAM, YETI), &mut dice).unwrap();
    let log: Vec<String> = fight.events().iter().map(ToString::to_string).collect();
    assert_eq!(
        log,
        [
            "#1 perception against surprise: d20 2 vs 6, not surprised",
            "#2 perception against surprise: d20 18 vs 9, surprised",
            "#3 perception against surprise: d20 4 vs 4, not surprised",
            "round 1",
            "-- called shots",
            "-- the referee's characters move",
            "-- the players' characters act",
            "#1 attacks #4: d20 4 vs 9, hit",
            "  damage [7] +0 = 7",
            "#4 survival 20 -> 13",
        ]
    );
}
