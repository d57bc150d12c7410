//! Gods & Monsters checks, against the rulebook's numbers and odds worked
//! out independently: by hand in the comments, or by enumerating every face
//! of every die in the test. One file per module of
//! `osr_check::gods_and_monsters`.

pub(super) use crate::common::band;
use num_rational::BigRational;
use osr_check::gods_and_monsters::{Contest, ContestProgress, ContestRoll, ContestStep, Roll};
use osr_core::SuppliedFaces;

use crate::common::frac;

mod assist;
mod attempts;
mod careful;
mod contest;
mod contest_time;
mod dice;
mod difficulty;
mod group;
#[cfg(feature = "serde")]
mod json;
mod obstacle;
mod roll;

/// P(pass) of a d20 roll at most `target`, by counting the faces.
pub(super) fn pass_by_counting(target: i32) -> BigRational {
    let passing = (1..=20).filter(|&face| face <= target).count();
    frac(i64::try_from(passing).unwrap(), 20)
}

pub(super) fn roll(target: i32) -> Roll {
    if target > 60 {
        Roll::new(60).unwrap().with_modifier(target - 60).unwrap()
    } else if target < -20 {
        Roll::new(-20).unwrap().with_modifier(target + 20).unwrap()
    } else {
        Roll::new(target).unwrap()
    }
}

pub(super) fn opposed(acting: i32, resisting: i32) -> Contest {
    Contest::opposed(roll(acting), roll(resisting))
}

pub(super) fn same_goal(targets: &[i32]) -> Contest {
    let sides: Vec<Roll> = targets.iter().map(|&t| roll(t)).collect();
    Contest::same_goal(&sides).unwrap()
}

pub(super) fn again(step: ContestStep) -> ContestProgress {
    match step {
        ContestStep::Again(progress) => progress,
        ContestStep::Over(outcome) => panic!("expected another round, got {outcome:?}"),
    }
}

pub(super) fn over(step: ContestStep) -> ContestRoll {
    match step {
        ContestStep::Over(outcome) => outcome,
        ContestStep::Again(progress) => panic!("expected the end, got {progress:?}"),
    }
}

pub(super) fn round(progress: &ContestProgress, faces: &[u32]) -> ContestStep {
    progress
        .roll_round(&mut SuppliedFaces::new(faces))
        .expect("rolls")
}
