//! Laws over many rolls and days: odds well formed, totals in range, every
//! state reached valid and read back.

use osr_check::{Check, Resolved};
use osr_health::constitution::deprivation::{Day, Deprivation, Food, Sleep, Water};
use osr_health::constitution::{HitDie, HpRoll};
use proptest::prelude::*;

use crate::common::assert_well_formed;

fn day() -> impl Strategy<Value = Day> {
    (
        prop::sample::select(vec![Food::None, Food::Half, Food::Full]),
        any::<bool>(),
        prop::sample::select(vec![Water::None, Water::Ration, Water::Fill]),
        prop::sample::select(vec![Sleep::Well, Sleep::Badly, Sleep::None]),
    )
        .prop_map(|(food, exertion, water, sleep)| Day {
            food,
            exertion,
            water,
            sleep,
        })
}

/// Every HP roll of 1 to 6 hit dice with 0 to 6 extra dice of either
/// die (84 of them), each rolled once from its own seed: exhaustive, where
/// sampling the same small grid would repeat inputs and could miss one.
#[test]
fn hp_rolls_keep_their_laws() {
    let mut seed = 0_u64;
    for hd in 1_u32..=6 {
        for extra in 0_u32..=6 {
            for die in [HitDie::D6, HitDie::D8] {
                let roll = HpRoll::new(hd, extra, die).unwrap();
                let odds = roll.odds();
                assert_well_formed(&odds);
                let mut rng = <rand_pcg::Pcg64Mcg as rand_core::SeedableRng>::seed_from_u64(seed);
                seed += 1;
                let rolled = roll.roll(&mut rng).unwrap();
                let what = format!("{hd} HD, {extra} extra, {die:?}");
                assert!(
                    rolled.band() >= hd && rolled.band() <= hd * die.die().sides(),
                    "{what}"
                );
                assert_eq!(rolled.dice().len(), (hd + extra) as usize, "{what}");
                assert_eq!(roll.verify(&rolled), Ok(()), "{what}");
            }
        }
    }
    assert_eq!(seed, 84);
}

proptest! {
    #[test]
    fn any_days_leave_a_valid_state(
        str in 1_i32..=20,
        days in prop::collection::vec(day(), 0..40),
        seed in any::<u64>(),
    ) {
        let mut rng = <rand_pcg::Pcg64Mcg as rand_core::SeedableRng>::seed_from_u64(seed);
        let mut pc = Deprivation::new(str).unwrap();
        for day in days {
            if pc.is_dead() {
                prop_assert!(pc.day(day, &mut rng).is_err());
                break;
            }
            pc.day(day, &mut rng).unwrap();
            prop_assert!(pc.penalty() <= 0);
            prop_assert!(pc.hunger_penalty() <= 0 && pc.sleep_penalty() <= 0);
            #[cfg(feature = "serde")]
            {
                let json = serde_json::to_string(&pc).unwrap();
                let back: Deprivation = serde_json::from_str(&json)
                    .unwrap_or_else(|err| panic!("{json} refused: {err}"));
                prop_assert_eq!(&back, &pc);
            }
        }
    }
}
