//! Murdham checks: saves and their gate, impaired and enhanced rolls,
//! group saves, contests, luck games, the attitude roll and exploding
//! damage, against the rulebook's numbers and brute-force enumeration.

use crate::common::{Always, assert_agrees_with_sampling, frac};
use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::murdham::{
    ATTITUDES, Approach, Attitude, AttitudeRoll, Contest, Damage, Gate, GroupSave,
    LISTED_EXPLOSIONS, LuckGame, MAX_EXPLOSIONS, Save, SaveOutcome, Winner,
};
use osr_check::{Check, Error, Fate, MAX_TIE_ROUNDS, PassFail, Resolved, Rolled, secretly};
use osr_core::{Edge, StepDie, SuppliedFaces};
use osr_dice::{Budget, Limits, compile};
use rand_core::SeedableRng;
use rand_pcg::Pcg64Mcg;

fn band<C: Check>(check: &C, faces: &[u32]) -> C::Band {
    check
        .roll(&mut SuppliedFaces::new(faces))
        .expect("rolls")
        .band()
}

const EDGES: [Edge; 5] = [
    Edge::NONE,
    Edge::new(1, 0),
    Edge::new(0, 1),
    Edge::new(1, 1),
    Edge::new(3, 1),
];

/// The kept d20 of a save by enumeration of every face, or every pair of
/// faces, gathered by kept face.
fn kept_d20_by_enumeration(edge: Edge) -> Vec<(u32, BigRational)> {
    let mut ways = [0_i64; 21];
    let (enhanced, impaired) = (
        edge.advantage > edge.disadvantage,
        edge.disadvantage > edge.advantage,
    );
    if enhanced || impaired {
        for a in 1..=20_u32 {
            for b in 1..=20_u32 {
                let kept = if enhanced { a.min(b) } else { a.max(b) };
                ways[usize::try_from(kept).unwrap()] += 1;
            }
        }
    } else {
        for w in &mut ways[1..] {
            *w = 20;
        }
    }
    (1..=20_u32)
        .map(|face| (face, frac(ways[usize::try_from(face).unwrap()], 400)))
        .collect()
}

#[test]
fn save_passes_at_or_under_the_ability() {
    // rule: MU-core.save
    let wit = Save::new(11).unwrap();
    assert_eq!(band(&wit, &[11]), PassFail::Pass);
    assert_eq!(band(&wit, &[12]), PassFail::Fail);
    assert_eq!(band(&wit, &[1]), PassFail::Pass);
    assert_eq!(wit.odds().probability(&PassFail::Pass), Some(frac(11, 20)));
    let outcome = wit.roll(&mut SuppliedFaces::new(&[12])).unwrap();
    assert!(outcome.was_rolled());
    assert_eq!(outcome.rolled().and_then(|s| s.missed_by()), Some(1));
    // Naturals decide nothing: 20 cannot fail, 0 cannot pass.
    assert_eq!(band(&Save::new(20).unwrap(), &[20]), PassFail::Pass);
    assert_eq!(band(&Save::new(0).unwrap(), &[1]), PassFail::Fail);
}

#[test]
fn trivial_and_impossible_saves_are_not_rolled() {
    // rule: MU-core.save
    // Leaping 1 m with a run-up is trivial; sneaking in plain view impossible.
    let leap = Save::new(3).unwrap().with_gate(Gate::Trivial);
    let mut faces = SuppliedFaces::new(&[20]);
    let outcome = leap.roll(&mut faces).unwrap();
    assert_eq!(outcome, SaveOutcome::Trivial);
    assert_eq!(
        (outcome.band(), outcome.was_rolled()),
        (PassFail::Pass, false)
    );
    assert!(outcome.dice().is_empty());
    assert_eq!(faces.position(), 0, "no die is rolled");
    assert_eq!(
        leap.odds().probability(&PassFail::Pass),
        Some(BigRational::one())
    );

    let sneak = Save::new(18).unwrap().with_gate(Gate::Impossible);
    let outcome = sneak.roll(&mut SuppliedFaces::new(&[])).unwrap();
    assert_eq!(outcome, SaveOutcome::Impossible);
    assert_eq!(
        (outcome.band(), outcome.was_rolled()),
        (PassFail::Fail, false)
    );
    assert_eq!(
        sneak.odds().probability(&PassFail::Fail),
        Some(BigRational::one())
    );
    assert_eq!(sneak.odds().bands().len(), 1);

    assert_eq!(Save::new(9).unwrap().gate(), Gate::Uncertain);
}

#[test]
fn enhanced_and_impaired_saves_keep_the_better_or_worse_d20() {
    // rule: MU-core.impaired-enhanced, MU-core.save
    let wit = Save::new(11).unwrap();
    let enhanced = wit.with_edge(Edge::new(1, 0)).unwrap();
    let impaired = wit.with_edge(Edge::new(0, 1)).unwrap();
    let outcome = enhanced.roll(&mut SuppliedFaces::new(&[17, 4])).unwrap();
    assert_eq!(outcome.band(), PassFail::Pass);
    assert_eq!(
        outcome.dice(),
        [
            Rolled {
                sides: 20,
                face: 17,
                fate: Fate::Dropped
            },
            Rolled {
                sides: 20,
                face: 4,
                fate: Fate::Counted
            },
        ]
    );
    assert_eq!(band(&impaired, &[17, 4]), PassFail::Fail);
    // One of each cancel: a plain single d20.
    assert_eq!(
        band(&wit.with_edge(Edge::new(1, 1)).unwrap(), &[12]),
        PassFail::Fail
    );
    // More of either add nothing.
    assert_eq!(
        wit.with_edge(Edge::new(3, 0)).unwrap().odds(),
        enhanced.odds()
    );
    assert_eq!(
        wit.with_edge(Edge::new(1, 4)).unwrap().odds(),
        impaired.odds()
    );

    // Against enumeration of every pair of d20s.
    for ability in [0, 1, 7, 11, 19, 20] {
        for edge in EDGES {
            let save = Save::new(ability).unwrap().with_edge(edge).unwrap();
            let mut pass = BigRational::zero();
            for (kept, p) in kept_d20_by_enumeration(edge) {
                if i64::from(kept) <= i64::from(ability) {
                    pass += p;
                }
            }
            assert_eq!(
                save.odds().probability(&PassFail::Pass),
                Some(pass),
                "ability {ability}, {edge:?}"
            );
        }
    }
    // By hand: 1 - (9/20)^2 and (11/20)^2.
    assert_eq!(
        enhanced.odds().probability(&PassFail::Pass),
        Some(frac(319, 400))
    );
    assert_eq!(
        impaired.odds().probability(&PassFail::Pass),
        Some(frac(121, 400))
    );
}

#[test]
fn every_save_agrees_with_sampling() {
    // rule: MU-core.save, MU-core.impaired-enhanced
    for ability in [0, 4, 11, 20] {
        for edge in [Edge::NONE, Edge::new(1, 0), Edge::new(0, 1)] {
            for gate in [Gate::Uncertain, Gate::Trivial, Gate::Impossible] {
                let save = Save::new(ability)
                    .unwrap()
                    .with_edge(edge)
                    .unwrap()
                    .with_gate(gate);
                assert_agrees_with_sampling(&save, 5_000);
            }
        }
    }
}

#[test]
fn abilities_outside_the_range_are_errors() {
    // rule: MU-core.save
    assert_eq!(
        Save::new(-1),
        Err(Error::Core(osr_core::Error::OutOfRange {
            what: "ability score",
            value: -1,
            min: 0,
            max: 20
        }))
    );
    assert_eq!(
        Save::new(21).unwrap_err().to_string(),
        "ability score must be in 0..=20, got 21"
    );
    assert_eq!(
        Contest::new(12, 25).unwrap_err().to_string(),
        "ability score must be in 0..=20, got 25"
    );
    assert_eq!(
        GroupSave::new(&[10, -3]).unwrap_err().to_string(),
        "ability score must be in 0..=20, got -3"
    );
}

#[test]
fn group_save_rolls_one_d20_for_everyone() {
    // rule: MU-dice.group-save
    let company = GroupSave::new(&[10, 13, 9]).unwrap();
    let outcome = company.roll(&mut SuppliedFaces::new(&[12])).unwrap();
    assert_eq!(outcome.face(), 12);
    assert_eq!(
        outcome.results(),
        [PassFail::Fail, PassFail::Pass, PassFail::Fail]
    );
    assert_eq!(outcome.passing(), 1);
    assert!(outcome.anyone_passed());
    assert_eq!(outcome.band(), PassFail::Pass, "the group notices");
    assert_eq!(outcome.dice().len(), 1, "one d20 for the whole group");

    let outcome = company.roll(&mut SuppliedFaces::new(&[14])).unwrap();
    assert_eq!(outcome.passing(), 0);
    assert_eq!(outcome.band(), PassFail::Fail, "nobody notices");
    assert_eq!(outcome.member(3), None);

    // The group notices when the d20 is at most the best score: 13/20.
    assert_eq!(
        company.odds().probability(&PassFail::Pass),
        Some(frac(13, 20))
    );
    // Each member by their own score.
    for (member, score) in [10, 13, 9].into_iter().enumerate() {
        let odds = company.member_odds(member).unwrap();
        assert_eq!(odds.probability(&PassFail::Pass), Some(frac(score, 20)));
    }
    assert!(company.member_odds(3).is_none());
}

#[test]
fn awareness_and_fear_read_the_shared_d20() {
    // rule: MU-combat.awareness.save, MU-travel.passive
    // Awareness: the party's d20 = 11 against WIT 9 and 12: the 12 notices.
    let party = GroupSave::new(&[9, 12]).unwrap();
    assert_eq!(band(&party, &[11]), PassFail::Pass);
    // The monsters' d20 = 15 against WIT 10 and 8: nobody notices.
    let monsters = GroupSave::new(&[10, 8]).unwrap();
    assert_eq!(band(&monsters, &[15]), PassFail::Fail);
    // Fear: d20 = 12 against WIT 14 and 10: the first is unaffected, the
    // second terrified.
    let fear = GroupSave::new(&[14, 10])
        .unwrap()
        .roll(&mut SuppliedFaces::new(&[12]))
        .unwrap();
    assert_eq!(fear.results(), [PassFail::Pass, PassFail::Fail]);
    // Passive detection: the referee's d20 = 9 against WIT 8 and 11.
    assert_eq!(
        band(&GroupSave::new(&[8, 11]).unwrap(), &[9]),
        PassFail::Pass
    );
}

#[test]
fn group_save_odds_match_enumeration() {
    // rule: MU-dice.group-save, MU-core.impaired-enhanced
    let groups: [&[i32]; 5] = [&[10, 13, 9], &[0], &[20, 0], &[5, 5, 5, 17], &[1, 2, 3]];
    for scores in groups {
        for edge in [Edge::NONE, Edge::new(1, 0), Edge::new(0, 1)] {
            let group = GroupSave::new(scores).unwrap().with_edge(edge).unwrap();
            let mut anyone = BigRational::zero();
            let mut counts = vec![BigRational::zero(); scores.len() + 1];
            let mut members = vec![BigRational::zero(); scores.len()];
            for (kept, p) in kept_d20_by_enumeration(edge) {
                let passing: Vec<bool> = scores
                    .iter()
                    .map(|&s| i64::from(kept) <= i64::from(s))
                    .collect();
                if passing.iter().any(|&x| x) {
                    anyone += &p;
                }
                counts[passing.iter().filter(|&&x| x).count()] += &p;
                for (m, &passed) in passing.iter().enumerate() {
                    if passed {
                        members[m] += &p;
                    }
                }
            }
            assert_eq!(group.odds().probability(&PassFail::Pass), Some(anyone));
            for (n, p) in counts.into_iter().enumerate() {
                assert_eq!(group.passing_odds().probability(&n), Some(p), "{n} pass");
            }
            for (m, p) in members.into_iter().enumerate() {
                let odds = group.member_odds(m).unwrap();
                assert_eq!(odds.probability(&PassFail::Pass), Some(p));
            }
            assert_agrees_with_sampling(&group, 5_000);
        }
    }
}

#[test]
fn group_size_is_bounded() {
    // rule: MU-dice.group-save
    assert_eq!(
        GroupSave::new(&[]).unwrap_err().to_string(),
        "group members must be in 1..=100, got 0"
    );
    let crowd = vec![10; 101];
    assert_eq!(
        GroupSave::new(&crowd),
        Err(Error::Core(osr_core::Error::OutOfRange {
            what: "group members",
            value: 101,
            min: 1,
            max: 100
        }))
    );
    assert!(GroupSave::new(&crowd[..100]).is_ok());
}

#[test]
fn passive_detection_is_rolled_in_secret() {
    // rule: MU-dice.secret, MU-travel.passive
    let company = GroupSave::new(&[8, 11]).unwrap();
    let sealed = secretly(&company, &mut SuppliedFaces::new(&[9])).unwrap();
    assert_eq!(format!("{sealed:?}"), "Sealed(..)");
    assert_eq!(sealed.peek().face(), 9);
    let outcome = sealed.reveal();
    assert_eq!(outcome.band(), PassFail::Pass);
    assert_eq!(outcome.results(), [PassFail::Fail, PassFail::Pass]);

    // A GM character's contest roll in a game is hidden the same way.
    let sealed = secretly(
        &Contest::new(12, 10).unwrap(),
        &mut SuppliedFaces::new(&[5, 8]),
    )
    .unwrap();
    assert_eq!(format!("{sealed:?}"), "Sealed(..)");
    assert_eq!(sealed.reveal().winner(), Winner::First);
}

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
            let contest = Contest::new(a, b)
                .unwrap()
                .with_edges(edges[0], edges[1])
                .unwrap();
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
    // rule: MU-dice.contest, MU-dice.luck-d20
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

#[test]
fn attitude_keeps_the_lower_or_higher_d6() {
    // rule: MU-dice.keep-low-high, MU-travel.attitude.roll, MU-travel.attitude.table
    let aggressive = AttitudeRoll::new(Approach::Aggressive);
    let peaceful = AttitudeRoll::new(Approach::Peaceful);
    let other = AttitudeRoll::new(Approach::Other);
    let outcome = aggressive.roll(&mut SuppliedFaces::new(&[5, 2])).unwrap();
    assert_eq!(
        (outcome.kept(), outcome.attitude()),
        (2, Attitude::Unfriendly)
    );
    assert_eq!(outcome.dice()[0].fate, Fate::Dropped);
    let outcome = peaceful.roll(&mut SuppliedFaces::new(&[5, 2])).unwrap();
    assert_eq!((outcome.kept(), outcome.attitude()), (5, Attitude::Neutral));
    assert_eq!(outcome.dice()[1].fate, Fate::Dropped);
    let outcome = other.roll(&mut SuppliedFaces::new(&[6])).unwrap();
    assert_eq!((outcome.kept(), outcome.band()), (6, Attitude::Friendly));
    assert_eq!(outcome.dice().len(), 1);

    // The table: 1 hostile, 2-3 unfriendly, 4-5 neutral, 6 friendly.
    let table: Vec<Attitude> = (1..=6).map(|f| *ATTITUDES.row(f).unwrap()).collect();
    assert_eq!(
        table,
        [
            Attitude::Hostile,
            Attitude::Unfriendly,
            Attitude::Unfriendly,
            Attitude::Neutral,
            Attitude::Neutral,
            Attitude::Friendly
        ]
    );
    assert_eq!(Attitude::Hostile.to_string(), "hostile");
    assert_eq!(
        Attitude::Friendly.behaviour(),
        "helps cheaply or for free, but will not be exploited"
    );

    // P(hostile): 11/36 aggressive, 1/6 otherwise, 1/36 peaceful.
    assert_eq!(
        aggressive.odds().probability(&Attitude::Hostile),
        Some(frac(11, 36))
    );
    assert_eq!(
        other.odds().probability(&Attitude::Hostile),
        Some(frac(1, 6))
    );
    assert_eq!(
        peaceful.odds().probability(&Attitude::Hostile),
        Some(frac(1, 36))
    );

    // Every band against enumeration of 2d6.
    for (roll, keep) in [
        (
            aggressive,
            (|a: u32, b: u32| a.min(b)) as fn(u32, u32) -> u32,
        ),
        (peaceful, |a: u32, b: u32| a.max(b)),
    ] {
        let mut expected = std::collections::BTreeMap::new();
        for a in 1..=6 {
            for b in 1..=6 {
                let attitude = *ATTITUDES.row(keep(a, b)).unwrap();
                *expected.entry(attitude).or_insert_with(BigRational::zero) += frac(1, 36);
            }
        }
        for (attitude, p) in expected {
            assert_eq!(roll.odds().probability(&attitude), Some(p));
        }
        assert_agrees_with_sampling(&roll, 10_000);
    }
    assert_agrees_with_sampling(&other, 10_000);
    assert_agrees_with_sampling(&ATTITUDES, 10_000);
}

#[test]
fn damage_dice_explode_and_penetrate() {
    // rule: MU-dice.notation
    let d4 = Damage::new(StepDie::D4);
    let outcome = d4.roll(&mut SuppliedFaces::new(&[4, 3])).unwrap();
    assert_eq!(outcome.total(), 6, "4 + (3 - 1)");
    assert_eq!(outcome.faces(), [4, 3]);
    assert_eq!(band(&d4, &[3]), 3);
    assert_eq!(band(&d4, &[4, 4, 1]), 7, "4 + 3 + 0");
    assert_eq!(band(&Damage::new(StepDie::D12), &[12, 12, 5]), 12 + 11 + 4);

    // The engine reads `1d4!p` the same way.
    let plan = d4.plan().unwrap();
    assert_eq!(d4.notation(), "1d4!p");
    assert_eq!(
        plan.roll(&mut SuppliedFaces::new(&[4, 3])).unwrap().total,
        6
    );

    // A 7 m fall: 3d4, rolls 2, 4 (exploding into 3) and 1: 2 + 6 + 1 = 9;
    // 2, 3, 1 do not explode: 6.
    let fall = compile("3d4!p", &Limits::default()).unwrap();
    assert_eq!(
        fall.roll(&mut SuppliedFaces::new(&[2, 4, 3, 1]))
            .unwrap()
            .total,
        9
    );
    assert_eq!(
        fall.roll(&mut SuppliedFaces::new(&[2, 3, 1]))
            .unwrap()
            .total,
        6
    );

    // By hand: a d4 totals 6 only as 4 then 3 (1/16), 7 as 4, 4, 1 (1/64).
    let odds = d4.odds();
    assert_eq!(odds.probability(&3), Some(frac(1, 4)));
    assert_eq!(odds.probability(&4), Some(frac(1, 16)));
    assert_eq!(odds.probability(&6), Some(frac(1, 16)));
    assert_eq!(odds.probability(&7), Some(frac(1, 64)));
    assert_eq!(odds.probability(&0), Some(BigRational::zero()));
    // The tail: at least LISTED_EXPLOSIONS + 1 fours.
    let (start, p) = odds.tail().unwrap();
    assert_eq!(Some(*start), d4.tail_start());
    assert_eq!(*start, 4 + LISTED_EXPLOSIONS * 3);
    assert_eq!(*p, frac(1, 4_i64.pow(LISTED_EXPLOSIONS + 1)));
}

#[test]
fn impaired_and_enhanced_damage_roll_twice() {
    // rule: MU-core.impaired-enhanced, MU-dice.notation
    // Cold: impaired d4 rolling 3 and 1 deals 1.
    let cold = Damage::new(StepDie::D4).with_edge(Edge::new(0, 1)).unwrap();
    assert_eq!(band(&cold, &[3, 1]), 1);
    // Fire on an oil-soaked target: enhanced d6 rolling 2 and 5 deals 5.
    let fire = Damage::new(StepDie::D6).with_edge(Edge::new(1, 0)).unwrap();
    let outcome = fire.roll(&mut SuppliedFaces::new(&[2, 5])).unwrap();
    assert_eq!(outcome.total(), 5);
    assert_eq!(outcome.dice()[0].fate, Fate::Dropped);
    // Each roll explodes on its own: enhanced d4, 4 + 2 - 1 = 5 against 3.
    let enhanced = Damage::new(StepDie::D4).with_edge(Edge::new(1, 0)).unwrap();
    let outcome = enhanced.roll(&mut SuppliedFaces::new(&[4, 2, 3])).unwrap();
    assert_eq!(outcome.total(), 5);
    let fates: Vec<Fate> = outcome.dice().iter().map(|d| d.fate).collect();
    assert_eq!(fates, [Fate::Counted, Fate::Counted, Fate::Dropped]);
    // One impairment and one enhancement: a plain roll.
    let plain = Damage::new(StepDie::D4).with_edge(Edge::new(1, 1)).unwrap();
    assert_eq!(band(&plain, &[3]), 3);
    assert_eq!(plain.odds(), Damage::new(StepDie::D4).odds());
    // More of either add nothing.
    assert_eq!(
        Damage::new(StepDie::D4)
            .with_edge(Edge::new(0, 3))
            .unwrap()
            .odds(),
        cold.odds()
    );
    // Without explosions (a disease's d4 of ability loss).
    let sores = Damage::new(StepDie::D4).exploding(false);
    assert_eq!(band(&sores, &[4]), 4);
    assert_eq!(sores.tail_start(), None);
    assert_eq!(band(&sores.with_edge(Edge::new(0, 1)).unwrap(), &[4, 2]), 2);
    // The notation of each.
    assert_eq!(cold.notation(), "{1d4!p, 1d4!p}kl1");
    assert_eq!(fire.notation(), "{1d6!p, 1d6!p}kh1");
    assert_eq!(sores.notation(), "1d4");
    assert_eq!(
        sores.with_edge(Edge::new(0, 1)).unwrap().notation(),
        "2d4kl1"
    );
    // Keeping the higher of two: P(total = 1) = 1/16 on a d4.
    assert_eq!(enhanced.odds().probability(&1), Some(frac(1, 16)));
    assert_eq!(cold.odds().probability(&1), Some(frac(7, 16)));
}

#[test]
fn damage_odds_agree_with_the_notation_engine() {
    // rule: MU-dice.notation, MU-core.impaired-enhanced
    for die in StepDie::LADDER {
        for edge in [Edge::NONE, Edge::new(1, 0), Edge::new(0, 1)] {
            for explodes in [true, false] {
                let damage = Damage::new(die)
                    .with_edge(edge)
                    .unwrap()
                    .exploding(explodes);
                let odds = damage.odds();
                let dist = damage
                    .plan()
                    .unwrap()
                    .distribution(&Budget::default())
                    .unwrap();
                // The engine stops explosions at its limit and reports the
                // rest apart: listed totals may differ by at most that.
                let slack = dist.truncated();
                for (total, p) in odds.bands() {
                    let engine = dist.probability(i64::from(*total));
                    let diff = if &engine > p {
                        &engine - p
                    } else {
                        p - &engine
                    };
                    assert!(diff <= slack, "{damage:?}: total {total}: {p} vs {engine}");
                    if edge == Edge::NONE || !explodes {
                        assert_eq!(&engine, p, "{damage:?}: total {total}");
                    }
                }
                match odds.tail() {
                    Some((start, p)) => {
                        let engine = dist.at_least(i64::from(*start)) + &slack;
                        let diff = if &engine > p {
                            &engine - p
                        } else {
                            p - &engine
                        };
                        assert!(diff <= slack, "{damage:?}: tail");
                    }
                    None => assert!(dist.is_complete() && !explodes),
                }
            }
        }
    }
}

#[test]
fn damage_rolls_agree_with_the_notation_engine() {
    // rule: MU-dice.notation
    let mut rng = Pcg64Mcg::seed_from_u64(crate::common::SEED);
    for die in StepDie::LADDER {
        for edge in [Edge::NONE, Edge::new(1, 0), Edge::new(0, 1)] {
            for explodes in [true, false] {
                let damage = Damage::new(die)
                    .with_edge(edge)
                    .unwrap()
                    .exploding(explodes);
                let plan = damage.plan().unwrap();
                for _ in 0..300 {
                    let outcome = damage.roll(&mut rng).unwrap();
                    let faces = outcome.faces();
                    let mut supplied = SuppliedFaces::new(&faces);
                    let engine = plan.roll(&mut supplied).unwrap();
                    assert!(supplied.is_exhausted(), "{damage:?}: {faces:?}");
                    assert_eq!(
                        engine.total,
                        i64::from(outcome.total()),
                        "{damage:?}: {faces:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn every_damage_roll_agrees_with_sampling() {
    // rule: MU-dice.notation, MU-core.impaired-enhanced
    for die in [StepDie::D4, StepDie::D8, StepDie::D12] {
        for edge in [Edge::NONE, Edge::new(1, 0), Edge::new(0, 1)] {
            for explodes in [true, false] {
                let damage = Damage::new(die)
                    .with_edge(edge)
                    .unwrap()
                    .exploding(explodes);
                assert_agrees_with_sampling(&damage, 10_000);
            }
        }
    }
}

#[test]
fn endless_explosions_give_up() {
    // rule: MU-dice.notation
    let err = Damage::new(StepDie::D4).roll(&mut Always(4)).unwrap_err();
    assert_eq!(
        err,
        Error::Unresolved {
            what: "damage die explosion",
            rolls: MAX_EXPLOSIONS
        }
    );
    // The engine gives up at the same die.
    let faces = vec![4; 101];
    assert!(
        Damage::new(StepDie::D4)
            .plan()
            .unwrap()
            .roll(&mut SuppliedFaces::new(&faces))
            .is_err()
    );
    let mut faces = vec![4; 100];
    faces.push(1);
    let outcome = Damage::new(StepDie::D4)
        .roll(&mut SuppliedFaces::new(&faces))
        .unwrap();
    assert_eq!(outcome.total(), 4 + 99 * 3);
    let engine = Damage::new(StepDie::D4)
        .plan()
        .unwrap()
        .roll(&mut SuppliedFaces::new(&faces))
        .unwrap();
    assert_eq!(engine.total, 4 + 99 * 3);
}

#[cfg(feature = "serde")]
#[test]
fn serde_round_trips_and_validates() {
    // rule: MU-core.save, MU-dice.group-save, MU-dice.contest, MU-dice.luck-d20
    let save = Save::new(11)
        .unwrap()
        .with_edge(Edge::new(1, 0))
        .unwrap()
        .with_gate(Gate::Trivial);
    let json = serde_json::to_string(&save).unwrap();
    assert_eq!(serde_json::from_str::<Save>(&json).unwrap(), save);
    assert_eq!(
        serde_json::from_str::<Save>(r#"{"ability": 11}"#).unwrap(),
        Save::new(11).unwrap()
    );
    let err = serde_json::from_str::<Save>(r#"{"ability": 40}"#).unwrap_err();
    assert!(
        err.to_string()
            .contains("ability score must be in 0..=20, got 40")
    );

    let group = GroupSave::new(&[10, 13, 9]).unwrap();
    let json = serde_json::to_string(&group).unwrap();
    assert_eq!(serde_json::from_str::<GroupSave>(&json).unwrap(), group);
    assert!(serde_json::from_str::<GroupSave>(r#"{"scores": []}"#).is_err());

    let contest = Contest::new(12, 10)
        .unwrap()
        .with_edges(Edge::NONE, Edge::new(0, 1))
        .unwrap();
    let json = serde_json::to_string(&contest).unwrap();
    assert_eq!(serde_json::from_str::<Contest>(&json).unwrap(), contest);
    assert!(serde_json::from_str::<Contest>(r#"{"abilities": [12, 99]}"#).is_err());

    assert_eq!(
        serde_json::from_str::<LuckGame>("3").unwrap(),
        LuckGame::new(3).unwrap()
    );
    assert!(serde_json::from_str::<LuckGame>("1").is_err());

    let damage = Damage::new(StepDie::D6).with_edge(Edge::new(1, 0)).unwrap();
    let json = serde_json::to_string(&damage).unwrap();
    assert_eq!(serde_json::from_str::<Damage>(&json).unwrap(), damage);
    assert_eq!(
        serde_json::from_str::<Damage>(r#"{"die": "d4"}"#).unwrap(),
        Damage::new(StepDie::D4)
    );

    let outcome = save.roll(&mut SuppliedFaces::new(&[])).unwrap();
    let json = serde_json::to_string(&outcome).unwrap();
    assert_eq!(serde_json::from_str::<SaveOutcome>(&json).unwrap(), outcome);
}

#[test]
fn faces_off_the_die_never_panic() {
    // rule: MU-dice.notation, MU-dice.keep-low-high
    for face in [0, 21, u32::MAX] {
        let _ = Save::new(11)
            .unwrap()
            .with_edge(Edge::new(1, 0))
            .unwrap()
            .roll(&mut Always(face));
        let _ = GroupSave::new(&[10, 13]).unwrap().roll(&mut Always(face));
        let _ = Contest::new(12, 10).unwrap().roll(&mut Always(face));
        let _ = LuckGame::new(3).unwrap().roll(&mut Always(face));
        assert!(
            AttitudeRoll::new(Approach::Peaceful)
                .roll(&mut Always(face))
                .is_err()
        );
        for edge in [Edge::NONE, Edge::new(1, 0), Edge::new(0, 1)] {
            for explodes in [true, false] {
                let damage = Damage::new(StepDie::D12)
                    .with_edge(edge)
                    .unwrap()
                    .exploding(explodes);
                let _ = damage.roll(&mut Always(face));
            }
        }
    }
}
