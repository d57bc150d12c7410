//! Laws: totals only grow, levels follow totals, ledgers never go below
//! zero, and level-up gains occur as often as their odds say.

use std::collections::BTreeMap;

use osr_advancement::gods_and_monsters::{self as gm, Abilities, Archetype, LevelUp, Mojo};
use osr_advancement::{Xp, constitution as tc};
use proptest::prelude::*;
use rand_core::SeedableRng;
use rand_pcg::Pcg64Mcg;

use crate::common::{SEED, assert_counts_match};

proptest! {
    #[test]
    fn levels_never_fall_as_experience_grows(a in 0_u64..400_000_000, b in 0_u64..400_000_000) {
        let (low, high) = (a.min(b), a.max(b));
        for table in [tc::level_table(), gm::level_table()] {
            if let (Ok(l), Ok(h)) = (table.level(Xp::new(low)), table.level(Xp::new(high))) {
                prop_assert!(l <= h);
                prop_assert!(table.threshold(l).unwrap() <= low);
            }
        }
    }

    #[test]
    fn a_refused_spend_changes_nothing(have in 0_u32..1000, cost in 0_u32..1000) {
        let mojo = Mojo::new(have);
        match mojo.spend(cost) {
            Ok(after) => prop_assert_eq!(after.get() + cost, have),
            Err(_) => prop_assert!(cost > have),
        }
    }

    #[test]
    fn gm_thresholds_add_level_times_1000(level in 1_u32..50) {
        prop_assert_eq!(
            gm::threshold(level + 1).unwrap() - gm::threshold(level).unwrap(),
            u64::from(level) * 1_000
        );
    }
}

#[test]
fn level_up_gains_agree_with_sampling() {
    let abilities = Abilities::new(8, 12, 15, 3, 10, 18).unwrap();
    for level in [2, 3] {
        let up = LevelUp::new(Archetype::Warrior, level, &abilities).unwrap();
        let odds = up.odds();
        let mut rng = Pcg64Mcg::seed_from_u64(SEED);
        let n = 20_000_u32;
        let mut counts: BTreeMap<u32, u32> = BTreeMap::new();
        for _ in 0..n {
            let gained = up.roll(&mut rng).unwrap();
            assert_eq!(up.verify(&gained), Ok(()));
            *counts
                .entry(gained.survival_gain() + gained.verve_gain())
                .or_default() += 1;
        }
        assert_counts_match(&up, &odds, &counts, 0, n);
        assert_eq!(counts.keys().count(), odds.bands().count());
    }
}
