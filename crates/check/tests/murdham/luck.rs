//! Murdham's luck games.

use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::murdham::LuckGame;
use osr_check::{Check, Fate, Resolved};
use osr_core::SuppliedFaces;

use super::band;
use crate::common::assert_agrees_with_sampling;

#[test]
fn luck_game_lowest_roll_wins() {
    // rule: MU-dice.luck-d20, MU-travel.games
    let game = LuckGame::new(2).unwrap();
    let outcome = game.roll(&mut SuppliedFaces::new(&[7, 12])).unwrap();
    assert_eq!((outcome.winner(), outcome.rounds()), (0, 1));
    assert_eq!(band(&game, &[12, 7]), 1);
    // A tie for the lowest roll: the tied players roll again.
    let outcome = game.roll(&mut SuppliedFaces::new(&[6, 6, 9, 2])).unwrap();
    assert_eq!((outcome.winner(), outcome.rounds()), (1, 2));
    // Four players, 3 rolled by two: only they roll again.
    let four = LuckGame::new(4).unwrap();
    let outcome = four
        .roll(&mut SuppliedFaces::new(&[3, 10, 3, 1, 2, 8, 5, 12]))
        .unwrap();
    assert_eq!(outcome.winner(), 3, "a lone 1 wins at once");
    let outcome = four
        .roll(&mut SuppliedFaces::new(&[3, 10, 3, 15, 8, 5]))
        .unwrap();
    assert_eq!((outcome.winner(), outcome.rounds()), (2, 2));
    let fates: Vec<Fate> = outcome.dice().iter().map(|d| d.fate).collect();
    assert_eq!(
        fates,
        [
            Fate::Replaced,
            Fate::Counted,
            Fate::Replaced,
            Fate::Counted,
            Fate::Counted,
            Fate::Counted
        ]
    );
}

/// The chance each of `n` players wins a luck game, by enumeration of one
/// round and recursion on the roll-off among fewer tied players; a round
/// where everyone ties starts the game over, so the chances are those of
/// one round given it does not tie everyone.
fn luck_by_enumeration(n: usize) -> Vec<BigRational> {
    if n == 1 {
        return vec![BigRational::one()];
    }
    let mut wins = vec![BigRational::zero(); n];
    let mut all_tied = BigRational::zero();
    let total = 20_u64.pow(u32::try_from(n).unwrap());
    let p = BigRational::new(1.into(), total.into());
    let mut faces = vec![1_u32; n];
    'rounds: loop {
        let low = *faces.iter().min().unwrap();
        let tied: Vec<usize> = (0..n).filter(|&i| faces[i] == low).collect();
        if tied.len() == n {
            all_tied += &p;
        } else {
            let sub = luck_by_enumeration(tied.len());
            for (k, &player) in tied.iter().enumerate() {
                wins[player] += &p * &sub[k];
            }
        }
        // The next combination of faces, or done.
        for face in &mut faces {
            *face += 1;
            if *face <= 20 {
                continue 'rounds;
            }
            *face = 1;
        }
        break;
    }
    let settled = BigRational::one() - all_tied;
    wins.into_iter().map(|w| w / &settled).collect()
}

#[test]
fn luck_game_odds_are_even_and_match_enumeration() {
    // rule: MU-dice.luck-d20
    for n in [2_u32, 3] {
        let expected = luck_by_enumeration(usize::try_from(n).unwrap());
        let odds = LuckGame::new(n).unwrap().odds();
        for (player, p) in expected.into_iter().enumerate() {
            assert_eq!(odds.probability(&player), Some(p), "{n} players");
        }
    }
    for n in [2, 3, 5, 20] {
        let game = LuckGame::new(n).unwrap();
        assert_eq!(game.odds().bands().len(), usize::try_from(n).unwrap());
        assert_agrees_with_sampling(&game, 5_000);
    }
    assert_eq!(
        LuckGame::new(1).unwrap_err().to_string(),
        "players must be in 2..=20, got 1"
    );
    assert!(LuckGame::new(21).is_err());
}

#[cfg(feature = "serde")]
#[test]
fn luck_rolls_read_back_and_refuse_forged_winners() {
    use osr_check::Error;
    use osr_check::murdham::LuckRoll;

    // Three players: 7, 3, 3; the two on 3 roll again, 9 against 4.
    let roll = LuckGame::new(3)
        .unwrap()
        .roll(&mut SuppliedFaces::new(&[7, 3, 3, 9, 4]))
        .unwrap();
    let json = serde_json::to_string(&roll).unwrap();
    assert!(json.starts_with(r#"{"band":2,"rounds":2,"#), "{json}");
    assert_eq!(serde_json::from_str::<LuckRoll>(&json).unwrap(), roll);
    let expected = Error::Inconsistent {
        what: "the luck game",
    }
    .to_string();
    for forged in [
        json.replace(r#""band":2"#, r#""band":1"#),
        json.replace(r#""rounds":2"#, r#""rounds":1"#),
        json.replace(
            r#""face":9,"fate":"counted""#,
            r#""face":2,"fate":"counted""#,
        ),
    ] {
        let err = serde_json::from_str::<LuckRoll>(&forged)
            .unwrap_err()
            .to_string();
        assert!(err.contains(&expected), "{forged}: {err}");
    }
}
