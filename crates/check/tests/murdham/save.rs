//! Murdham's save: the gate, enhanced and impaired d20s, the ability range.

use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::murdham::{Contest, Gate, GroupSave, Save, SaveOutcome};
use osr_check::{Check, Error, Fate, PassFail, Resolved, Rolled};
use osr_core::{Edge, SuppliedFaces};

use super::{EDGES, band, kept_d20_by_enumeration};
use crate::common::{assert_agrees_with_sampling, frac};

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
    let enhanced = wit.with_edge(Edge::new(1, 0));
    let impaired = wit.with_edge(Edge::new(0, 1));
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
    assert_eq!(band(&wit.with_edge(Edge::new(1, 1)), &[12]), PassFail::Fail);
    // More of either add nothing.
    assert_eq!(wit.with_edge(Edge::new(3, 0)).odds(), enhanced.odds());
    assert_eq!(wit.with_edge(Edge::new(1, 4)).odds(), impaired.odds());

    // Against enumeration of every pair of d20s.
    for ability in [0, 1, 7, 11, 19, 20] {
        for edge in EDGES {
            let save = Save::new(ability).unwrap().with_edge(edge);
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
    for ability in [0, 4, 11, 20] {
        for edge in [Edge::NONE, Edge::new(1, 0), Edge::new(0, 1)] {
            for gate in [Gate::Uncertain, Gate::Trivial, Gate::Impossible] {
                let save = Save::new(ability).unwrap().with_edge(edge).with_gate(gate);
                assert_agrees_with_sampling(&save, 5_000);
            }
        }
    }
}

#[test]
fn abilities_outside_the_range_are_errors() {
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
