//! Initiative: the roll, surprise, henchmen, and the bout's order.

use osr_check::ratio;
use osr_combat::constitution::{Bout, Start, Ties, initiative_odds, roll_initiative};
use osr_combat::{Error, Side};
use osr_core::SuppliedFaces;

fn score(wits: i32, bonus: i32, start: Start, faces: &[u32]) -> u32 {
    let mut source = SuppliedFaces::new(faces);
    let roll = roll_initiative(wits, bonus, start, &mut source).unwrap();
    assert!(source.is_exhausted(), "{start:?} used every face");
    roll.score
}

fn bout(ties: Ties, scores: &[(u32, Side, u32)]) -> Bout {
    let mut bout = Bout::new(ties);
    for &(id, side, score) in scores {
        bout.join(id, side, 10, score);
    }
    bout.begin_round();
    bout
}

#[test]
// rule: TC-5.1
fn initiative_is_a_d20_plus_wits_and_ties_are_the_callers() {
    assert_eq!(score(10, 0, Start::Roll, &[12]), 22);
    assert_eq!(score(14, 0, Start::Roll, &[8]), 22);
    // A fighter's level and other bonuses are added.
    assert_eq!(score(11, 2, Start::Roll, &[12]), 25);
    // A 22, B 22: the tie goes as the caller says.
    let scores = [(1, Side::Party, 22), (2, Side::Foes, 22)];
    assert_eq!(bout(Ties::SetupOrder, &scores).next(), Some((1, 22)));
    assert_eq!(
        bout(Ties::SideFirst(Side::Foes), &scores).next(),
        Some((2, 22))
    );
    let mut wits = Bout::new(Ties::HigherWits);
    wits.join(1, Side::Party, 10, 22);
    wits.join(2, Side::Foes, 14, 22);
    wits.begin_round();
    assert_eq!(wits.order(), [(2, 22), (1, 22)]);
}

#[test]
// rule: TC-5.1
fn everyone_acts_from_highest_to_lowest_and_scores_carry_over() {
    let mut b = bout(
        Ties::SetupOrder,
        &[
            (1, Side::Party, 12),
            (2, Side::Foes, 25),
            (3, Side::Foes, 18),
        ],
    );
    assert_eq!(b.order(), [(2, 25), (3, 18), (1, 12)]);
    for id in [2, 3, 1] {
        b.take_turn(id).unwrap();
    }
    assert_eq!(b.next(), None);
    b.end_round();
    b.begin_round();
    assert_eq!(b.round(), 2);
    assert_eq!(b.order(), [(2, 25), (3, 18), (1, 12)]);
    assert!(matches!(b.take_turn(1), Err(Error::OutOfTurn { .. })));
}

#[test]
// rule: TC-5.3
fn superior_initiative_is_the_catalog_vector() {
    // Scores 25, 18, 12: A acts at 25, takes -10 -> 15, acts again after
    // B (18) and before C (12).
    let mut b = bout(
        Ties::SetupOrder,
        &[
            (1, Side::Party, 25),
            (2, Side::Foes, 18),
            (3, Side::Foes, 12),
        ],
    );
    assert_eq!(b.superior_id(), Some(1));
    // Not before the turn, and nobody else.
    assert!(matches!(
        b.superior(1),
        Err(Error::NotSuperior { id: 1, round: 1 })
    ));
    b.take_turn(1).unwrap();
    assert!(matches!(b.superior(2), Err(Error::NotSuperior { .. })));
    assert_eq!(b.superior(1).unwrap(), 15);
    assert_eq!(b.order(), [(2, 18), (1, 15), (3, 12)]);
    b.take_turn(2).unwrap();
    b.take_turn(1).unwrap();
    // Once a round.
    assert!(matches!(b.superior(1), Err(Error::NotSuperior { .. })));
    b.take_turn(3).unwrap();
    assert_eq!(b.next(), None);
    // Next round 18 is the highest and B has it.
    b.end_round();
    b.begin_round();
    assert_eq!(b.superior_id(), Some(2));
    assert_eq!(b.order(), [(2, 18), (1, 15), (3, 12)]);
}

#[test]
// rule: TC-5.2
fn initiative_pays_for_extra_actions_and_reactions() {
    let mut b = bout(
        Ties::SetupOrder,
        &[(1, Side::Party, 14), (2, Side::Foes, 9)],
    );
    assert_eq!(b.pay(1, 2).unwrap(), (14, 12));
    assert_eq!(b.pay(1, 5).unwrap(), (12, 7));
    assert_eq!(b.order(), [(2, 9), (1, 7)]);
}

#[test]
// rule: TC-5.8
fn a_forced_bout_takes_ten_from_all_down_to_zero() {
    let mut b = bout(
        Ties::SetupOrder,
        &[(1, Side::Party, 15), (2, Side::Foes, 8)],
    );
    assert!(!b.force());
    let scores: Vec<u32> = b.places().iter().map(|p| p.score).collect();
    assert_eq!(scores, [5, 0]);
    assert!(b.force());
    let scores: Vec<u32> = b.places().iter().map(|p| p.score).collect();
    assert_eq!(scores, [0, 0]);
}

#[test]
// rule: TC-5.9
fn at_zero_a_combatant_is_disoriented_and_cannot_react() {
    let mut b = bout(
        Ties::SetupOrder,
        &[(1, Side::Party, 15), (2, Side::Foes, 0)],
    );
    assert!(b.place(2).unwrap().disoriented());
    assert!(!b.place(1).unwrap().disoriented());
    assert_eq!(b.pay(2, 2), Err(Error::Disoriented { id: 2 }));
    // No regular turn at 0.
    assert_eq!(b.order(), [(1, 15)]);
    // Paying past 0 leaves 0: disoriented.
    assert_eq!(b.pay(1, 20).unwrap(), (15, 0));
    assert!(b.place(1).unwrap().disoriented());
    // The re-orienting roll at 0 has a penalty die: [18, 5] + 10 = 15.
    assert_eq!(score(10, 0, Start::Penalty, &[18, 5]), 15);
}

#[test]
// rule: TC-5.6
fn reorienting_rerolls_and_costs_the_next_regular_turn() {
    let mut b = bout(
        Ties::SetupOrder,
        &[(1, Side::Party, 3), (2, Side::Foes, 10)],
    );
    b.take_turn(2).unwrap();
    b.take_turn(1).unwrap();
    b.end_round();
    // Old 3, re-orients: 1d20 + WIT = 9 + 10 = 19.
    let new = score(10, 0, Start::Roll, &[9]);
    assert_eq!(new, 19);
    b.reorient(1, new).unwrap();
    b.begin_round();
    assert_eq!(b.place(1).unwrap().score, 19);
    assert_eq!(b.order(), [(2, 10)]);
    // Reactions only: still allowed.
    assert_eq!(b.pay(1, 2).unwrap(), (19, 17));
    b.take_turn(2).unwrap();
    b.end_round();
    b.begin_round();
    assert_eq!(b.order(), [(1, 17), (2, 10)]);
}

#[test]
// rule: TC-5.10
fn surprise_skews_the_first_initiative() {
    // An ambusher with WIT 13 forgoes the roll: 33.
    assert_eq!(score(13, 0, Start::Ambush, &[]), 33);
    // Or takes an advantage die: [7, 16] + 9 = 25.
    assert_eq!(score(9, 0, Start::Advantage, &[7, 16]), 25);
    assert_eq!(score(9, 0, Start::Advantage, &[16, 7]), 25);
    // A flat-footed victim: a penalty die, or 0.
    assert_eq!(score(10, 0, Start::Penalty, &[7, 16]), 17);
    assert_eq!(score(10, 0, Start::FlatFooted, &[]), 0);
}

#[test]
// rule: TC-5.11
fn henchmen_have_initiative_one_without_a_roll() {
    assert_eq!(score(10, 0, Start::Henchman, &[]), 1);
    assert_eq!(score(18, 5, Start::Henchman, &[]), 1);
}

#[test]
// rule: TC-5.1
// rule: TC-5.10
// rule: TC-5.11
fn the_odds_of_each_initiative_score_are_the_d20s() {
    // WIT 10: 11 to 30 alike, 20 scores.
    let plain = initiative_odds(10, 0, Start::Roll);
    assert_eq!(plain.bands().len(), 20);
    assert_eq!(plain.probability(&11), Some(ratio(1, 20)));
    assert_eq!(plain.probability(&31), Some(ratio(0, 1)));
    // An advantage die keeps the higher of 2d20: 22 (a 12 kept) comes of
    // (12, 1..=11), (1..=11, 12) and (12, 12): 23 in 400. A penalty die
    // keeps the lower: (12, 13..=20), (13..=20, 12), (12, 12): 17 in 400.
    assert_eq!(
        initiative_odds(10, 0, Start::Advantage).probability(&22),
        Some(ratio(23, 400))
    );
    assert_eq!(
        initiative_odds(10, 0, Start::Penalty).probability(&22),
        Some(ratio(17, 400))
    );
    // A score below 0 is 0: WIT 3 at -10, d20 1 to 7 all give 0.
    assert_eq!(
        initiative_odds(3, -10, Start::Roll).probability(&0),
        Some(ratio(7, 20))
    );
    // An ambusher's wits + 20, a flat-footed 0 and a henchman's 1 are certain.
    assert_eq!(
        initiative_odds(13, 0, Start::Ambush).probability(&33),
        Some(ratio(1, 1))
    );
    assert_eq!(
        initiative_odds(13, 0, Start::FlatFooted).probability(&0),
        Some(ratio(1, 1))
    );
    assert_eq!(
        initiative_odds(13, 0, Start::Henchman).probability(&1),
        Some(ratio(1, 1))
    );
}
