//! Compile and roll: no panic, every total within the plan's bounds, the
//! fast path and the trace agree, and every trace replays from its faces.
//!
//! Input: 8 bytes of generator seed, then the notation (UTF-8), then
//! optionally a 0 byte followed by faces to supply, one byte each.

use osr::core::{FaceSource, SuppliedFaces};
use osr::dice::{Error, Limits, Plan, Roll, compile};
use rand_core::SeedableRng;
use rand_pcg::Pcg64Mcg;

/// Small limits keep each run cheap.
const LIMITS: Limits = Limits {
    max_length: 128,
    max_depth: 16,
    max_dice: 64,
    max_sides: 1_000,
    max_explosions: 8,
    max_rerolls: 8,
    max_work: 1_024,
};

/// Rolls `plan` twice from equal sources, the fast path and the trace, and
/// checks what they say.
fn roll_both<S: FaceSource>(plan: &Plan, mut make: impl FnMut() -> S) -> Result<Roll, Error> {
    let total = plan.roll_total(&mut make());
    let roll = plan.roll(&mut make());
    match (&total, &roll) {
        (Ok(total), Ok(roll)) => {
            assert_eq!(*total, roll.total, "{plan}: roll_total and roll disagree");
            assert!(
                (plan.min()..=plan.max()).contains(total),
                "{plan}: {total} outside {}..={}",
                plan.min(),
                plan.max()
            );
            let drawn = u64::try_from(roll.dice.len()).unwrap_or(u64::MAX);
            assert!(
                drawn <= plan.worst_case_faces(),
                "{plan}: {drawn} faces drawn, at most {} expected",
                plan.worst_case_faces()
            );
            // Rendering must not panic.
            let _ = roll.render(plan).to_string();
        }
        (Err(a), Err(b)) => assert_eq!(a, b, "{plan}: roll_total and roll fail differently"),
        _ => panic!("{plan}: roll_total gave {total:?}, roll gave {roll:?}"),
    }
    roll
}

/// The `roll` fuzz target's check of one input (see the module).
///
/// # Panics
///
/// When a plan rolls outside its bounds, draws more faces than its worst
/// case, its fast path and its trace disagree, or a trace does not replay
/// from its faces.
pub fn roll(data: &[u8]) {
    let (seed, rest) = super::split_seed(data);
    let (text, supplied) = match rest.iter().position(|&b| b == 0) {
        Some(at) => (&rest[..at], Some(&rest[at + 1..])),
        None => (rest, None),
    };
    let Ok(text) = core::str::from_utf8(text) else {
        return;
    };
    let Ok(plan) = compile(text, &LIMITS) else {
        return;
    };
    assert!(plan.min() <= plan.max(), "{plan}: bounds out of order");

    let sources: [Option<Vec<u32>>; 2] = [
        None,
        supplied.map(|s| s.iter().map(|&b| u32::from(b)).collect()),
    ];
    for faces in sources {
        let roll = match &faces {
            None => roll_both(&plan, || Pcg64Mcg::seed_from_u64(seed)),
            Some(faces) => roll_both(&plan, || SuppliedFaces::new(faces)),
        };
        if let Ok(roll) = roll {
            let replay = roll.faces();
            let again = plan.roll(&mut SuppliedFaces::new(&replay));
            assert_eq!(
                again.as_ref(),
                Ok(&roll),
                "{plan}: the trace does not replay"
            );
            let total = plan.roll_total(&mut SuppliedFaces::new(&replay));
            assert_eq!(total, Ok(roll.total), "{plan}: the total does not replay");
        }
    }
}
