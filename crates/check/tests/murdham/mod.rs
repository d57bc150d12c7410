//! Murdham checks: saves and their gate, impaired and enhanced rolls,
//! group saves, contests, luck games and exploding
//! damage, against the rulebook's numbers and brute-force enumeration.

use crate::common::band;
use crate::common::{Always, frac};
use num_rational::BigRational;
use osr_check::Check;
use osr_check::murdham::{Contest, Damage, GroupSave, LuckGame, Save};
use osr_core::{Edge, StepDie};

mod contest;
mod damage;
mod group;
mod luck;
mod save;

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

#[cfg(feature = "serde")]
#[test]
fn serde_round_trips_and_validates() {
    use osr_check::murdham::{Gate, SaveOutcome};

    let save = Save::new(11)
        .unwrap()
        .with_edge(Edge::new(1, 0))
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
        .with_edges(Edge::NONE, Edge::new(0, 1));
    let json = serde_json::to_string(&contest).unwrap();
    assert_eq!(serde_json::from_str::<Contest>(&json).unwrap(), contest);
    assert!(serde_json::from_str::<Contest>(r#"{"abilities": [12, 99]}"#).is_err());

    assert_eq!(
        serde_json::from_str::<LuckGame>("3").unwrap(),
        LuckGame::new(3).unwrap()
    );
    assert!(serde_json::from_str::<LuckGame>("1").is_err());

    let damage = Damage::new(StepDie::D6).with_edge(Edge::new(1, 0));
    let json = serde_json::to_string(&damage).unwrap();
    assert_eq!(serde_json::from_str::<Damage>(&json).unwrap(), damage);
    assert_eq!(
        serde_json::from_str::<Damage>(r#"{"die": "d4"}"#).unwrap(),
        Damage::new(StepDie::D4)
    );

    let outcome = save.roll(&mut osr_core::SuppliedFaces::new(&[])).unwrap();
    let json = serde_json::to_string(&outcome).unwrap();
    assert_eq!(serde_json::from_str::<SaveOutcome>(&json).unwrap(), outcome);
}

#[test]
fn faces_off_the_die_never_panic() {
    for face in [0, 21, u32::MAX] {
        let _ = Save::new(11)
            .unwrap()
            .with_edge(Edge::new(1, 0))
            .roll(&mut Always(face));
        let _ = GroupSave::new(&[10, 13]).unwrap().roll(&mut Always(face));
        let _ = Contest::new(12, 10).unwrap().roll(&mut Always(face));
        let _ = LuckGame::new(3).unwrap().roll(&mut Always(face));
        for edge in [Edge::NONE, Edge::new(1, 0), Edge::new(0, 1)] {
            for explodes in [true, false] {
                let damage = Damage::new(StepDie::D12)
                    .with_edge(edge)
                    .exploding(explodes);
                let _ = damage.roll(&mut Always(face));
            }
        }
    }
}

#[cfg(feature = "serde")]
#[test]
fn every_rolled_outcome_reads_back_from_its_json() {
    use crate::common::assert_outcomes_read_back;
    use osr_check::murdham::Gate;

    for edge in EDGES {
        for gate in [Gate::Trivial, Gate::Uncertain, Gate::Impossible] {
            let save = Save::new(9).unwrap().with_edge(edge).with_gate(gate);
            assert_outcomes_read_back(&save, 200);
        }
        let group = GroupSave::new(&[4, 12, 17]).unwrap().with_edge(edge);
        assert_outcomes_read_back(&group, 200);
        let contest = Contest::new(11, 11)
            .unwrap()
            .with_edges(edge, Edge::new(0, 1));
        assert_outcomes_read_back(&contest, 300);
        let damage = Damage::new(StepDie::D4).with_edge(edge);
        assert_outcomes_read_back(&damage, 200);
    }
    assert_outcomes_read_back(&LuckGame::new(4).unwrap(), 200);
}

#[cfg(feature = "serde")]
#[test]
fn forged_contests_and_group_rolls_are_refused() {
    use osr_check::Error;
    use osr_check::murdham::{ContestRoll, GroupRoll};

    let inconsistent = |what| Error::Inconsistent { what }.to_string();
    let contest = Contest::new(12, 10)
        .unwrap()
        .roll(&mut osr_core::SuppliedFaces::new(&[8, 6, 5, 8]))
        .unwrap();
    let json = serde_json::to_string(&contest).unwrap();
    assert!(
        json.starts_with(r#"{"band":"first","scores":[7,2],"rounds":2,"#),
        "{json}"
    );
    for (text, what) in [
        (
            json.replace(r#""band":"first""#, r#""band":"second""#),
            "the band",
        ),
        (json.replace("[7,2]", "[2,2]"), "a tied last round"),
        (json.replace("[7,2]", "[70,2]"), "the scores"),
        (
            json.replace(r#""rounds":2"#, r#""rounds":1"#),
            "the rounds of the contest",
        ),
    ] {
        let err = serde_json::from_str::<ContestRoll>(&text)
            .unwrap_err()
            .to_string();
        assert!(err.contains(&inconsistent(what)), "{text}: {err}");
    }

    let group = GroupSave::new(&[14, 10])
        .unwrap()
        .roll(&mut osr_core::SuppliedFaces::new(&[12]))
        .unwrap();
    let json = serde_json::to_string(&group).unwrap();
    assert!(
        json.starts_with(r#"{"band":"pass","face":12,"results":["pass","fail"],"#),
        "{json}"
    );
    for (text, what) in [
        (
            json.replacen(r#""band":"pass""#, r#""band":"fail""#, 1),
            "the band",
        ),
        (
            json.replacen(r#""face":12"#, r#""face":13"#, 1),
            "the kept d20",
        ),
        (
            json.replace(r#"["pass","fail"]"#, "[]"),
            "the number of members",
        ),
    ] {
        let err = serde_json::from_str::<GroupRoll>(&text)
            .unwrap_err()
            .to_string();
        assert!(err.contains(&inconsistent(what)), "{text}: {err}");
    }
}
