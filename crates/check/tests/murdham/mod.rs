//! Murdham checks: saves and their gate, impaired and enhanced rolls,
//! group saves, contests, luck games, the attitude roll and exploding
//! damage, against the rulebook's numbers and brute-force enumeration.

use crate::common::{Always, frac};
use num_rational::BigRational;
use osr_check::murdham::{Approach, AttitudeRoll, Contest, Damage, GroupSave, LuckGame, Save};
use osr_check::{Check, Resolved};
use osr_core::{Edge, StepDie, SuppliedFaces};

mod attitude;
mod contest;
mod damage;
mod group;
mod luck;
mod save;

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

#[cfg(feature = "serde")]
#[test]
fn serde_round_trips_and_validates() {
    use osr_check::murdham::{Gate, SaveOutcome};

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
