//! Murdham's ability contests.

use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::murdham::{Contest, LuckGame, Winner};
use osr_check::{Check, Error, Fate, MAX_TIE_ROUNDS, Resolved};
use osr_core::{Edge, SuppliedFaces};

use super::kept_d20_by_enumeration;
use crate::common::{Always, assert_agrees_with_sampling, frac};

#[test]
fn contest_scores_ability_minus_d20() {
    // rule: MU-dice.contest, MU-travel.games
    let game = Contest::new(12, 10).unwrap();
    let outcome = game.roll(&mut SuppliedFaces::new(&[5, 8])).unwrap();
    assert_eq!(outcome.scores(), [7, 2]);
    assert_eq!((outcome.winner(), outcome.rounds()), (Winner::First, 1));

    // 4 against 4 ties: both roll again; the tied dice are replaced.
    let outcome = game.roll(&mut SuppliedFaces::new(&[8, 6, 13, 3])).unwrap();
    assert_eq!(outcome.scores(), [-1, 7]);
    assert_eq!((outcome.winner(), outcome.rounds()), (Winner::Second, 2));
    let fates: Vec<Fate> = outcome.dice().iter().map(|d| d.fate).collect();
    assert_eq!(
        fates,
        [Fate::Replaced, Fate::Replaced, Fate::Counted, Fate::Counted]
    );
    assert_eq!(outcome.faces(), [8, 6, 13, 3]);
}

/// One round of a contest by enumeration: (first, second, tie).
fn contest_round(a: i32, b: i32, edges: [Edge; 2]) -> [BigRational; 3] {
    let mut out = [
        BigRational::zero(),
        BigRational::zero(),
        BigRational::zero(),
    ];
    for (fa, pa) in kept_d20_by_enumeration(edges[0]) {
        for (fb, pb) in kept_d20_by_enumeration(edges[1]) {
            let sa = i64::from(a) - i64::from(fa);
            let sb = i64::from(b) - i64::from(fb);
            let slot = if sa > sb {
                0
            } else if sb > sa {
                1
            } else {
                2
            };
            out[slot] += &pa * &pb;
        }
    }
    out
}

#[test]
fn contest_odds_condition_on_no_tie() {
    // rule: MU-dice.contest, MU-core.impaired-enhanced
    // Equal abilities: even odds. By hand, 12 - a against 10 - b: the
    // first wins when b >= a - 1 (20 + 20 + 19 + ... + 2 = 229 of the 400
    // pairs), ties when b = a - 2 (18 pairs), so 229 of the 382 settled.
    assert_eq!(
        Contest::new(11, 11)
            .unwrap()
            .odds()
            .probability(&Winner::First),
        Some(frac(1, 2))
    );
    assert_eq!(
        Contest::new(12, 10)
            .unwrap()
            .odds()
            .probability(&Winner::First),
        Some(frac(229, 382))
    );
    // 20 against 0 cannot lose: 20 - a >= 0 > -b.
    let sure = Contest::new(20, 0).unwrap().odds();
    assert_eq!(sure.probability(&Winner::First), Some(BigRational::one()));
    assert_eq!(sure.bands().len(), 1);

    for (a, b) in [(12, 10), (3, 18), (20, 1), (0, 0), (9, 14)] {
        for edges in [
            [Edge::NONE, Edge::NONE],
            [Edge::new(1, 0), Edge::NONE],
            [Edge::NONE, Edge::new(0, 1)],
            [Edge::new(0, 1), Edge::new(2, 0)],
        ] {
            let contest = Contest::new(a, b).unwrap().with_edges(edges[0], edges[1]);
            let [first, second, tie] = contest_round(a, b, edges);
            let settled = BigRational::one() - tie;
            let odds = contest.odds();
            assert_eq!(odds.probability(&Winner::First), Some(first / &settled));
            assert_eq!(odds.probability(&Winner::Second), Some(second / &settled));
            assert_agrees_with_sampling(&contest, 4_000);
        }
    }
}

#[test]
fn endless_ties_give_up() {
    let err = Contest::new(12, 12)
        .unwrap()
        .roll(&mut Always(10))
        .unwrap_err();
    assert_eq!(
        err,
        Error::Unresolved {
            what: "contest tie",
            rolls: MAX_TIE_ROUNDS
        }
    );
    assert_eq!(
        err.to_string(),
        "contest tie still unresolved after 1000 rolls"
    );
    let err = LuckGame::new(4).unwrap().roll(&mut Always(3)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "luck game tie still unresolved after 1000 rolls"
    );
    // Supplied faces that run out in the middle of a tie are a face error.
    let err = Contest::new(12, 12)
        .unwrap()
        .roll(&mut SuppliedFaces::new(&[5, 5, 6]))
        .unwrap_err();
    assert!(matches!(err, Error::Core(_)), "{err:?}");
}
