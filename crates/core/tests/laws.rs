//! Laws of osr-core, checked on generated inputs.

use osr_core::rand_core::SeedableRng;
use osr_core::{DamageStep, Dice, Die, Edge, FaceSource, Net, Recording, StepDie, SuppliedFaces};
use proptest::prelude::*;
use rand_pcg::Pcg64Mcg;

fn any_die() -> impl Strategy<Value = Die> {
    prop_oneof![
        (1u32..=120).prop_map(|s| Die::new(s).unwrap()),
        (1u32..=u32::MAX).prop_map(|s| Die::new(s).unwrap()),
    ]
}

proptest! {
    #[test]
    fn sampled_faces_are_on_the_die(seed: u64, die in any_die()) {
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        for _ in 0..16 {
            let face = die.roll(&mut rng).unwrap();
            prop_assert!(die.has_face(face), "{face} on {die}");
        }
    }

    #[test]
    fn same_seed_same_faces(seed: u64, die in any_die()) {
        let mut a = Pcg64Mcg::seed_from_u64(seed);
        let mut b = Pcg64Mcg::seed_from_u64(seed);
        for _ in 0..8 {
            prop_assert_eq!(die.roll(&mut a), die.roll(&mut b));
        }
    }

    #[test]
    fn sampling_from_a_generator_rolls_the_same_faces(seed: u64, die in any_die(), count in 1u32..40) {
        let mut a = Pcg64Mcg::seed_from_u64(seed);
        let mut b = Pcg64Mcg::seed_from_u64(seed);
        for _ in 0..8 {
            prop_assert_eq!(Ok(die.sample(&mut a)), die.roll(&mut b));
        }
        let pool = Dice::new(count, die).unwrap();
        prop_assert_eq!(Ok(pool.sample(&mut a)), pool.roll(&mut b));
    }

    #[test]
    fn recorded_rolls_replay_exactly(seed: u64, count in 1u32..40, sides in 1u32..=100) {
        let pool = Dice::new(count, Die::new(sides).unwrap()).unwrap();
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let mut log = Vec::new();
        let total = pool.roll(&mut Recording::new(&mut rng, |_, face| log.push(face))).unwrap();
        prop_assert_eq!(log.len(), count as usize);
        let mut replay = SuppliedFaces::new(&log);
        prop_assert_eq!(pool.roll(&mut replay).unwrap(), total);
        prop_assert!(replay.is_exhausted());
        prop_assert!((pool.min()..=pool.max()).contains(&total));
    }

    #[test]
    fn supplied_faces_are_accepted_exactly_when_on_the_die(face: u32, die in any_die()) {
        let faces = [face];
        let mut source = SuppliedFaces::new(&faces);
        let result = source.next_face(die);
        prop_assert_eq!(result.is_ok(), (1..=die.sides()).contains(&face));
        prop_assert_eq!(source.is_exhausted(), result.is_ok());
    }

    #[test]
    fn ladder_steps_compose(a in -6i32..6, b in -6i32..6, start in 0usize..5) {
        let rung = StepDie::LADDER[start];
        // Within the ladder, two steps are one step of their sum.
        if let Some(mid) = rung.checked_step(a) {
            if let Some(end) = mid.checked_step(b) {
                prop_assert_eq!(rung.checked_step(a + b), Some(end));
            }
        }
        // Saturating steps never leave the ladder and move the right way.
        let moved = rung.step(a);
        let right_way = if a >= 0 { moved >= rung } else { moved <= rung };
        prop_assert!(right_way, "{:?} stepped {} gave {:?}", rung, a, moved);
    }

    #[test]
    fn damage_steps_map_back_from_their_dice(step in 0u32..=DamageStep::MAX) {
        let step = DamageStep::new(step).unwrap();
        prop_assert_eq!(DamageStep::of(step.dice()), Some(step));
    }

    #[test]
    fn damage_steps_shift_and_return(step in 0u32..=200, by in -300i32..300) {
        let start = DamageStep::new(step).unwrap();
        match start.shifted(by) {
            Ok(moved) => prop_assert_eq!(moved.shifted(-by), Ok(start)),
            Err(_) => prop_assert!(i64::from(step) + i64::from(by) < 0),
        }
    }

    #[test]
    fn net_edge_cancels_one_for_one(adv in 0u32..1000, dis in 0u32..1000) {
        let net = Edge::new(adv, dis).net();
        let expected = i64::from(adv) - i64::from(dis);
        let got = match net {
            Net::Even => 0,
            Net::Advantage(n) => i64::from(n),
            Net::Disadvantage(n) => -i64::from(n),
        };
        prop_assert_eq!(got, expected);
        prop_assert!(net.at_most(1).extra_dice() <= 1);
    }
}

proptest! {
    #[test]
    fn dice_text_round_trips(count in 1u32..=Dice::MAX_COUNT, die in any_die()) {
        let pool = Dice::new(count, die).unwrap();
        prop_assert_eq!(pool.to_string().parse::<Dice>(), Ok(pool));
        prop_assert_eq!(die.to_string().parse::<Die>(), Ok(die));
    }

    #[test]
    fn any_text_parses_or_names_a_typed_error(text in "[0-9d%x ]{0,12}") {
        // Never a panic; a pool that parses prints as text that parses to it.
        if let Ok(pool) = text.parse::<Dice>() {
            prop_assert_eq!(pool.to_string().parse::<Dice>(), Ok(pool));
        }
    }
}
