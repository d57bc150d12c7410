//! Exact distributions within a small budget: never a panic or a hang; a
//! distribution (with its truncated mass) sums to exactly 1, lies within the
//! plan's bounds, and contains any total a roll gives.
//!
//! Input: 8 bytes of generator seed, then the notation (UTF-8).

use num_rational::BigRational;
use osr::dice::{Budget, ErrorKind, Limit, Limits, compile};
use rand_core::SeedableRng;
use rand_pcg::Pcg64Mcg;

/// Small limits and budget keep each run cheap; exceeding them is a typed
/// error, which is itself part of what is checked.
const LIMITS: Limits = Limits {
    max_length: 96,
    max_depth: 12,
    max_dice: 24,
    max_sides: 100,
    max_explosions: 4,
    max_rerolls: 4,
    max_work: 512,
};

const BUDGET: Budget = Budget {
    max_outcomes: 4_096,
    max_steps: 200_000,
};

/// The `distribution` fuzz target's check of one input (see the module).
///
/// # Panics
///
/// When an exact distribution does not sum to 1, gives a total outside the
/// plan's bounds or a chance that is not positive, or no chance to a total
/// a roll gives.
pub fn distribution(data: &[u8]) {
    let (seed, rest) = super::split_seed(data);
    let Ok(text) = core::str::from_utf8(rest) else {
        return;
    };
    let Ok(plan) = compile(text, &LIMITS) else {
        return;
    };
    let Ok(dist) = plan.distribution(&BUDGET) else {
        return;
    };
    let mut mass = dist.truncated();
    for (total, p) in dist.outcomes() {
        assert!(
            (plan.min()..=plan.max()).contains(&total),
            "{plan}: total {total} outside {}..={}",
            plan.min(),
            plan.max()
        );
        assert!(
            p > BigRational::from_integer(0.into()),
            "{plan}: p({total}) = {p}"
        );
        mass += p;
    }
    assert_eq!(
        mass,
        BigRational::from_integer(1.into()),
        "{plan}: mass {mass}"
    );
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    match plan.roll_total(&mut rng) {
        Ok(total) => assert!(
            dist.probability(total) > BigRational::from_integer(0.into()),
            "{plan}: rolled {total}, which the distribution gives no chance"
        ),
        // Only a limit reached at roll time: an explosion limit, which the
        // truncated mass covers, or the reroll limit, which the odds leave
        // out (they are those of rerolling until the condition fails).
        Err(err) => assert!(
            matches!(
                err.kind(),
                ErrorKind::LimitReached {
                    limit: Limit::Rerolls,
                    ..
                }
            ) || !dist.is_complete(),
            "{plan}: {err} with a complete distribution"
        ),
    }
}
