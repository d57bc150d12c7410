//! Tests of `osr_combat::initiative`.
//! The initiative house rules a referee may choose instead of a system's own: side or individual initiative on a d6, kept or re-rolled each round, declarations before the roll.

use num_rational::BigRational;
use num_traits::Zero;
use osr_combat::initiative::{
    Command, Entrant, Event, IndividualTies, Initiative, Keep, MAX_REROLLS, Method, Phase, Rules,
    Setup, SideOrder, SideTies, Slot, Turn, side_odds,
};
use osr_combat::{Error, Side};
use osr_core::SuppliedFaces;

use osr_testkit::rng;

use crate::common::{assert_samples_agree, frac};

/// Party 1 and 2, foes 3 and 4.
fn setup(method: Method, keep: Keep, declarations: bool) -> Setup {
    let e = |id, side| Entrant { id, side };
    Setup::new(
        Rules {
            method,
            keep,
            declarations,
        },
        vec![
            e(1, Side::Party),
            e(2, Side::Party),
            e(3, Side::Foes),
            e(4, Side::Foes),
        ],
    )
    .unwrap()
}

fn go(fight: &mut Initiative, command: Command, faces: &[u32]) -> Vec<Event> {
    let mut source = SuppliedFaces::new(faces);
    let events = fight.step(command, &mut source).unwrap().to_vec();
    assert!(source.is_exhausted(), "faces left over: {faces:?}");
    events
}

fn refused(fight: &mut Initiative, command: Command) -> Error {
    let before = fight.clone();
    let err = fight
        .step(command, &mut SuppliedFaces::new(&[6, 6, 6, 6]))
        .unwrap_err();
    assert_eq!(*fight, before, "a refused command changes nothing");
    err
}

fn slot(count: u32, ids: &[u32]) -> Slot {
    Slot {
        count,
        ids: ids.to_vec(),
    }
}

#[test]
fn side_initiative_puts_the_whole_higher_side_first() {
    let mut f = Initiative::new(setup(
        Method::Side(SideTies::Reroll),
        Keep::EachRound,
        false,
    ))
    .unwrap();
    assert_eq!(f.phase(), Phase::Roll);
    // Party 2, foes 5: both foes act before either party member.
    go(&mut f, Command::Roll, &[2, 5]);
    assert_eq!(f.order(), [slot(5, &[3, 4]), slot(2, &[1, 2])]);
    assert_eq!(
        f.next(),
        Some(Turn {
            count: 5,
            ids: vec![3, 4]
        })
    );
    // A party member cannot act in the foes' turn.
    assert_eq!(
        refused(&mut f, Command::EndTurn { id: 1 }),
        Error::NotTheirTurn { id: 1 }
    );
    // Within the side's turn, any order.
    go(&mut f, Command::EndTurn { id: 4 }, &[]);
    assert_eq!(
        f.next(),
        Some(Turn {
            count: 5,
            ids: vec![3]
        })
    );
    assert_eq!(
        refused(&mut f, Command::EndTurn { id: 4 }),
        Error::NotTheirTurn { id: 4 }
    );
    go(&mut f, Command::EndTurn { id: 3 }, &[]);
    assert_eq!(
        f.next(),
        Some(Turn {
            count: 2,
            ids: vec![1, 2]
        })
    );
    go(&mut f, Command::EndTurn { id: 1 }, &[]);
    let events = go(&mut f, Command::EndTurn { id: 2 }, &[]);
    assert_eq!(
        events,
        [
            Event::TurnEnded { id: 2 },
            Event::RoundEnded { round: 1 },
            Event::RoundBegan { round: 2 }
        ]
    );
    // Re-rolled at the round's boundary, and only there.
    assert_eq!(f.phase(), Phase::Roll);
    go(&mut f, Command::Roll, &[6, 1]);
    assert_eq!(f.order(), [slot(6, &[1, 2]), slot(1, &[3, 4])]);
}

#[test]
fn side_ties_follow_the_chosen_policy() {
    // Re-roll: 3 and 3, then 2 and 4: the foes first.
    let mut f = Initiative::new(setup(
        Method::Side(SideTies::Reroll),
        Keep::EachRound,
        false,
    ))
    .unwrap();
    let events = go(&mut f, Command::Roll, &[3, 3, 2, 4]);
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::SideRolled { .. }))
            .count(),
        4
    );
    assert_eq!(f.order(), [slot(4, &[3, 4]), slot(2, &[1, 2])]);
    // Simultaneous: one turn for all four.
    let mut f = Initiative::new(setup(
        Method::Side(SideTies::Simultaneous),
        Keep::EachRound,
        false,
    ))
    .unwrap();
    go(&mut f, Command::Roll, &[3, 3]);
    assert_eq!(f.order(), [slot(3, &[1, 2, 3, 4])]);
    go(&mut f, Command::EndTurn { id: 3 }, &[]);
    go(&mut f, Command::EndTurn { id: 1 }, &[]);
    assert_eq!(f.next().unwrap().ids, [2, 4]);
    // Party first.
    let mut f = Initiative::new(setup(
        Method::Side(SideTies::PartyFirst),
        Keep::EachRound,
        false,
    ))
    .unwrap();
    go(&mut f, Command::Roll, &[3, 3]);
    assert_eq!(f.order(), [slot(3, &[1, 2]), slot(3, &[3, 4])]);
    // A tie that never breaks is an error, not a hang.
    let mut f = Initiative::new(setup(
        Method::Side(SideTies::Reroll),
        Keep::EachRound,
        false,
    ))
    .unwrap();
    let sixes = vec![6; 2 * MAX_REROLLS as usize];
    let err = f
        .step(Command::Roll, &mut SuppliedFaces::new(&sixes))
        .unwrap_err();
    assert_eq!(err.kind(), "unresolved");
}

/// Every combatant acts exactly once a round, in the order rolled, and
/// dice are rolled only when a round begins.
#[test]
fn a_round_is_everyone_acting_once_in_the_order_rolled() {
    let methods = [
        Method::Side(SideTies::Reroll),
        Method::Side(SideTies::Simultaneous),
        Method::Side(SideTies::PartyFirst),
        Method::Individual(IndividualTies::Reroll),
        Method::Individual(IndividualTies::PartyFirst),
        Method::Individual(IndividualTies::ListOrder),
        Method::Individual(IndividualTies::Simultaneous),
    ];
    let mut rng = rng();
    for method in methods {
        for keep in [Keep::WholeFight, Keep::EachRound] {
            for declarations in [false, true] {
                let mut f = Initiative::new(setup(method, keep, declarations)).unwrap();
                let mut rolls = 0;
                for round in 1..=6 {
                    assert_eq!(f.round(), round);
                    if declarations {
                        assert_eq!(f.phase(), Phase::Declare);
                        assert!(
                            f.step(Command::Roll, &mut rng).is_err(),
                            "declarations come first"
                        );
                        for id in [4, 2, 1, 3] {
                            f.step(Command::Declare { id }, &mut rng).unwrap();
                        }
                    }
                    if round == 1 || keep == Keep::EachRound {
                        assert_eq!(f.phase(), Phase::Roll);
                        f.step(Command::Roll, &mut rng).unwrap();
                        rolls += 1;
                    }
                    let order: Vec<Slot> = f.order().to_vec();
                    let faces_at_start = f.faces().len();
                    let mut acted = Vec::new();
                    for s in &order {
                        assert_eq!(f.next().map(|t| t.count), Some(s.count));
                        // Within a turn, the last listed first.
                        for &id in s.ids.iter().rev() {
                            f.step(Command::EndTurn { id }, &mut rng).unwrap();
                            acted.push(id);
                            assert_eq!(f.faces().len(), faces_at_start, "no roll after a turn");
                        }
                    }
                    let mut sorted = acted.clone();
                    sorted.sort_unstable();
                    assert_eq!(sorted, [1, 2, 3, 4], "{method:?} {keep:?}: each once");
                    let flat: Vec<u32> = order
                        .iter()
                        .flat_map(|s| s.ids.iter().rev().copied())
                        .collect();
                    assert_eq!(acted, flat);
                    if matches!(method, Method::Side(_)) && order.len() == 2 {
                        // Whole sides, in turn.
                        let sides: Vec<bool> = acted.iter().map(|id| *id <= 2).collect();
                        assert!(
                            sides[0] == sides[1] && sides[2] == sides[3] && sides[1] != sides[2]
                        );
                    }
                }
                let expected = if keep == Keep::EachRound { 6 } else { 1 };
                assert_eq!(rolls, expected);
                let set = f
                    .events()
                    .iter()
                    .filter(|e| matches!(e, Event::OrderSet { .. }))
                    .count();
                assert_eq!(
                    set, expected,
                    "{method:?} {keep:?}: rolled only at round boundaries"
                );
            }
        }
    }
}

#[test]
fn individual_ties_follow_the_chosen_policy() {
    let rolled = |ties, faces: &[u32]| {
        let mut f =
            Initiative::new(setup(Method::Individual(ties), Keep::WholeFight, false)).unwrap();
        go(&mut f, Command::Roll, faces);
        f.order().to_vec()
    };
    // 1: 4, 2: 6, 3: 4, 4: 1.
    let faces = [4, 6, 4, 1];
    assert_eq!(
        rolled(IndividualTies::ListOrder, &faces),
        [slot(6, &[2]), slot(4, &[1]), slot(4, &[3]), slot(1, &[4])]
    );
    assert_eq!(
        rolled(IndividualTies::Simultaneous, &faces),
        [slot(6, &[2]), slot(4, &[1, 3]), slot(1, &[4])]
    );
    // Party first: foe 3 and party 2 tie at 5; the party member first.
    assert_eq!(
        rolled(IndividualTies::PartyFirst, &[1, 5, 5, 2]),
        [slot(5, &[2]), slot(5, &[3]), slot(2, &[4]), slot(1, &[1])]
    );
    assert_eq!(
        rolled(IndividualTies::ListOrder, &[1, 5, 5, 2])[..2],
        [slot(5, &[2]), slot(5, &[3])]
    );
    // Foe 3 listed before party 4 would go first by list, not by party.
    let e = |id, side| Entrant { id, side };
    let rules = Rules {
        method: Method::Individual(IndividualTies::PartyFirst),
        keep: Keep::WholeFight,
        declarations: false,
    };
    let mut f =
        Initiative::new(Setup::new(rules, vec![e(3, Side::Foes), e(4, Side::Party)]).unwrap())
            .unwrap();
    go(&mut f, Command::Roll, &[2, 2]);
    assert_eq!(f.order(), [slot(2, &[4]), slot(2, &[3])]);
    // Re-roll: 1 and 3 tie at 4; they roll 5 and 5, then 2 and 3: 3 first.
    let mut f = Initiative::new(setup(
        Method::Individual(IndividualTies::Reroll),
        Keep::WholeFight,
        false,
    ))
    .unwrap();
    let events = go(&mut f, Command::Roll, &[4, 6, 4, 1, 5, 5, 2, 3]);
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::TieRolled { .. }))
            .count(),
        4
    );
    assert_eq!(
        f.order(),
        [slot(6, &[2]), slot(4, &[3]), slot(4, &[1]), slot(1, &[4])]
    );
}

#[test]
fn declarations_come_before_the_roll_each_round() {
    let mut f = Initiative::new(setup(
        Method::Side(SideTies::Reroll),
        Keep::WholeFight,
        true,
    ))
    .unwrap();
    assert_eq!(f.to_declare(), [1, 2, 3, 4]);
    assert_eq!(
        refused(&mut f, Command::Roll),
        Error::OutOfTurn {
            event: "roll",
            step: "declare"
        }
    );
    go(&mut f, Command::Declare { id: 3 }, &[]);
    assert_eq!(
        refused(&mut f, Command::Declare { id: 3 }),
        Error::NotTheirTurn { id: 3 }
    );
    for id in [1, 2, 4] {
        go(&mut f, Command::Declare { id }, &[]);
    }
    assert_eq!(f.phase(), Phase::Roll);
    go(&mut f, Command::Roll, &[1, 2]);
    for id in [3, 4, 1, 2] {
        go(&mut f, Command::EndTurn { id }, &[]);
    }
    // Round 2: declare again; the order is kept, so no roll.
    assert_eq!(f.phase(), Phase::Declare);
    go(&mut f, Command::Remove { id: 2 }, &[]);
    assert_eq!(f.to_declare(), [1, 3, 4]);
    for id in [1, 3] {
        go(&mut f, Command::Declare { id }, &[]);
    }
    let events = go(&mut f, Command::Declare { id: 4 }, &[]);
    assert_eq!(
        events[1],
        Event::TurnBegan {
            count: 2,
            ids: vec![3, 4]
        }
    );
}

#[test]
fn removed_combatants_are_skipped_and_an_empty_side_ends_the_fight() {
    let mut f = Initiative::new(setup(
        Method::Side(SideTies::Reroll),
        Keep::WholeFight,
        false,
    ))
    .unwrap();
    go(&mut f, Command::Roll, &[5, 2]);
    go(&mut f, Command::Remove { id: 4 }, &[]);
    go(&mut f, Command::EndTurn { id: 1 }, &[]);
    go(&mut f, Command::EndTurn { id: 2 }, &[]);
    assert_eq!(
        f.next(),
        Some(Turn {
            count: 2,
            ids: vec![3]
        })
    );
    // The last foe out: the party wins.
    let events = go(&mut f, Command::Remove { id: 3 }, &[]);
    assert_eq!(
        events[1],
        Event::Ended {
            winner: Some(Side::Party)
        }
    );
    assert_eq!(refused(&mut f, Command::Roll), Error::FightOver);
    assert_eq!(f.next(), None);
    let mut f = Initiative::new(setup(
        Method::Side(SideTies::Reroll),
        Keep::WholeFight,
        false,
    ))
    .unwrap();
    assert_eq!(
        refused(&mut f, Command::Remove { id: 9 }),
        Error::UnknownCombatant { id: 9 }
    );
    assert_eq!(
        refused(&mut f, Command::EndTurn { id: 1 }),
        Error::OutOfTurn {
            event: "end_turn",
            step: "roll"
        }
    );
    go(&mut f, Command::End, &[]);
    assert_eq!(f.phase(), Phase::Over);
}

#[test]
fn side_odds_match_brute_force_and_sampling() {
    // Brute force: count the 36 pairs, then settle ties as the policy says.
    let (mut higher, mut lower, mut tied) = (0, 0, 0);
    for a in 1..=6 {
        for b in 1..=6 {
            match a.cmp(&b) {
                std::cmp::Ordering::Greater => higher += 1,
                std::cmp::Ordering::Less => lower += 1,
                std::cmp::Ordering::Equal => tied += 1,
            }
        }
    }
    assert_eq!((higher, lower, tied), (15, 15, 6));
    let p = |ties, band| {
        side_odds(ties)
            .probability(&band)
            .unwrap_or_else(BigRational::zero)
    };
    assert_eq!(
        p(SideTies::Simultaneous, SideOrder::PartyFirst),
        frac(higher, 36)
    );
    assert_eq!(
        p(SideTies::Simultaneous, SideOrder::Simultaneous),
        frac(tied, 36)
    );
    assert_eq!(
        p(SideTies::PartyFirst, SideOrder::PartyFirst),
        frac(higher + tied, 36)
    );
    assert_eq!(
        p(SideTies::PartyFirst, SideOrder::FoesFirst),
        frac(lower, 36)
    );
    // Re-rolled ties: 15/36 + 6/36 * 15/36 + ... = 15/36 / (1 - 6/36).
    assert_eq!(
        p(SideTies::Reroll, SideOrder::PartyFirst),
        frac(higher, 36) / (frac(1, 1) - frac(tied, 36))
    );
    assert_eq!(
        p(SideTies::Reroll, SideOrder::Simultaneous),
        BigRational::zero()
    );
    // Sampling, through the state machine.
    for ties in [
        SideTies::Reroll,
        SideTies::Simultaneous,
        SideTies::PartyFirst,
    ] {
        assert_samples_agree(&side_odds(ties), 20_000, |rng| {
            let mut f = Initiative::new(setup(Method::Side(ties), Keep::EachRound, false)).unwrap();
            f.step(Command::Roll, rng).unwrap();
            match f.order() {
                [only] if only.ids.len() == 4 => SideOrder::Simultaneous,
                [first, ..] if first.ids[0] == 1 => SideOrder::PartyFirst,
                _ => SideOrder::FoesFirst,
            }
        });
    }
}

#[test]
fn setups_are_checked() {
    let rules = Rules {
        method: Method::Side(SideTies::Reroll),
        keep: Keep::EachRound,
        declarations: false,
    };
    let e = |id, side| Entrant { id, side };
    assert_eq!(
        Setup::new(rules, vec![e(1, Side::Foes)]),
        Err(Error::EmptySide)
    );
    assert_eq!(
        Setup::new(rules, vec![e(1, Side::Foes), e(1, Side::Party)]),
        Err(Error::DuplicateCombatant { id: 1 })
    );
    let mut f = Initiative::new(setup(
        Method::Side(SideTies::Reroll),
        Keep::EachRound,
        false,
    ))
    .unwrap();
    assert!(
        f.step(Command::Roll, &mut SuppliedFaces::new(&[7, 1]))
            .is_err()
    );
    assert!(f.faces().is_empty());
}

#[test]
fn the_log_reads_as_a_story() {
    let mut f = Initiative::new(setup(
        Method::Side(SideTies::Reroll),
        Keep::EachRound,
        false,
    ))
    .unwrap();
    go(&mut f, Command::Roll, &[2, 5]);
    let text: Vec<String> = f.events().iter().map(ToString::to_string).collect();
    assert_eq!(
        text,
        [
            "round 1",
            "  the party roll initiative: d6 = 2",
            "  the foes roll initiative: d6 = 5",
            "  order: 5: #3 and #4; 2: #1 and #2",
            "  at 5: #3 and #4 act",
        ]
    );
    // With names, as a table reads it.
    let names = [(1, "Ash"), (2, "Briar"), (3, "the ogre"), (4, "the goblin")];
    let named: Vec<String> = f
        .events()
        .iter()
        .map(|e| e.named(&names).to_string())
        .collect();
    assert_eq!(
        named[3],
        "  order: 5: the ogre and the goblin; 2: Ash and Briar"
    );
    assert_eq!(named[4], "  at 5: the ogre and the goblin act");
}

#[cfg(feature = "serde")]
#[test]
fn a_saved_fight_replays_and_forgeries_are_refused() {
    let mut f = Initiative::new(setup(
        Method::Individual(IndividualTies::Reroll),
        Keep::EachRound,
        true,
    ))
    .unwrap();
    let mut rng = rng();
    for id in [1, 2, 3, 4] {
        f.step(Command::Declare { id }, &mut rng).unwrap();
    }
    f.step(Command::Roll, &mut rng).unwrap();
    let first = f.next().unwrap().ids[0];
    f.step(Command::EndTurn { id: first }, &mut rng).unwrap();
    let json = serde_json::to_value(&f).unwrap();
    assert_eq!(json["setup"]["rules"]["method"]["method"], "individual");
    let back: Initiative = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(back, f);
    let mut forged = json.clone();
    let face = forged["faces"][0].as_u64().unwrap();
    forged["faces"][0] = (face % 6 + 1).into();
    assert!(serde_json::from_value::<Initiative>(forged).is_err());
    let mut extra = json;
    extra["faces"].as_array_mut().unwrap().push(3.into());
    assert!(serde_json::from_value::<Initiative>(extra).is_err());
}
