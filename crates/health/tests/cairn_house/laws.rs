//! Laws over many characters and hits: odds well formed, every roll
//! possible under them and replayable, every state reached valid.

use osr_check::Resolved;
use osr_check::cairn_house::Ability;
use osr_core::{StepDie, SuppliedFaces};
use osr_health::cairn_house::{Attack, Character, FatigueSource};
use proptest::prelude::*;

use crate::common::assert_well_formed;

fn step_die() -> impl Strategy<Value = StepDie> {
    prop::sample::select(StepDie::LADDER.to_vec())
}

proptest! {
    #[test]
    fn hits_keep_their_laws(
        max_hp in 0_u32..=12,
        hp_share in 0_u32..=12,
        str in 1_i32..=18,
        dr in 0_u32..=3,
        die in step_die(),
        seed in any::<u64>(),
    ) {
        let hp = hp_share.min(max_hp);
        let pc = Character::new(max_hp, [str, 10, 10]).unwrap().with_hp(hp).unwrap();
        let attack = Attack::new(die, dr).unwrap();
        let odds = attack.odds(&pc).unwrap();
        assert_well_formed(&odds);
        let mut rng = <rand_pcg::Pcg64Mcg as rand_core::SeedableRng>::seed_from_u64(seed);
        let mut target = pc.clone();
        let harm = attack.roll(&mut target, &mut rng).unwrap();
        prop_assert!(odds.probability(&harm.consequence()).is_some_and(|p| p > num_traits::Zero::zero()));
        let mut again = pc.clone();
        let replay = attack.roll(&mut again, &mut SuppliedFaces::new(&harm.faces())).unwrap();
        prop_assert_eq!(&replay, &harm);
        prop_assert_eq!(&again, &target);
        prop_assert!(target.hp() <= pc.hp());
        prop_assert!(target.score(Ability::Str).current() <= str);
        #[cfg(feature = "serde")]
        {
            let json = serde_json::to_string(&target).unwrap();
            let back: Character = serde_json::from_str(&json).unwrap();
            prop_assert_eq!(back, target);
        }
    }

    #[test]
    fn rests_never_pass_the_maximums(
        max_hp in 1_u32..=12,
        hp in 0_u32..=12,
        str in 1_i32..=18,
        lost in 0_i32..=17,
        fatigue in 0_u32..=3,
        face in 1_u32..=6,
    ) {
        let current = (str - lost).max(1);
        let mut pc = Character::new(max_hp, [str, 10, 10])
            .unwrap()
            .with_hp(hp.min(max_hp))
            .unwrap()
            .with_ability(Ability::Str, current)
            .unwrap()
            .with_fatigue(fatigue)
            .unwrap();
        pc.add_fatigue(FatigueSource::Other).unwrap();
        pc.long_rest(Ability::Str, &mut SuppliedFaces::new(&[face])).unwrap();
        let score = pc.score(Ability::Str);
        prop_assert_eq!(score.current(), (current + i32::try_from(face).unwrap()).min(str));
        prop_assert_eq!((pc.hp(), pc.fatigue()), (max_hp, 0));
    }
}
