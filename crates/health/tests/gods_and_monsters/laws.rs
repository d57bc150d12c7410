//! Laws over many inputs: odds well formed, outcomes replay and verify.

use osr_check::Resolved;
use osr_check::gods_and_monsters::Roll;
use proptest::prelude::*;
use rand_core::SeedableRng;
use rand_pcg::Pcg64Mcg;

use osr_health::gods_and_monsters::{Fall, Resilience, Vitals};

use crate::common::assert_well_formed;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn falls_have_well_formed_odds_and_replayable_outcomes(
        feet in 0_u32..700,
        max_survival in 0_u32..25,
        lost in 0_u32..25,
        verve in 0_u32..20,
        injuries in 0_u32..6,
        archetypal in any::<bool>(),
        evasion in proptest::option::of(-2_i32..22),
        stay in -5_i32..25,
        endurance in 1_i32..=40,
        seed in any::<u64>(),
    ) {
        let vitals = Vitals::new(max_survival, verve).unwrap()
            .with_survival(max_survival.saturating_sub(lost)).unwrap()
            .with_injuries(injuries).unwrap();
        let mut fall = Fall::new(feet, vitals, Resilience::new(stay, endurance).unwrap())
            .unwrap()
            .archetypal(archetypal);
        if let Some(e) = evasion {
            fall = fall.with_evasion(Roll::new(e).unwrap());
        }
        let odds = fall.odds().unwrap();
        assert_well_formed(&odds);
        let outcome = fall.roll(&mut Pcg64Mcg::seed_from_u64(seed)).unwrap();
        prop_assert!(odds.probability(&outcome.band()).is_some_and(|p| p > num_traits::Zero::zero()));
        prop_assert_eq!(fall.verify(&outcome), Ok(()));
        prop_assert!(outcome.vitals().survival() <= vitals.survival());
        prop_assert!(outcome.vitals().injuries() >= vitals.injuries());
    }
}
