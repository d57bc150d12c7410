//! The Gods & Monsters cases of the fight benchmark: Toromeen against the
//! yeti of the rules' combat example, one on one, simulated to the end
//! (`simulate`), and the floor: as many faces drawn through the sampler as
//! such a fight rolls on average, nothing else; and the same duel's exact
//! odds (`duel_odds`, seconds an iteration: ten samples).

use std::hint::black_box;

use criterion::Criterion;
use osr::check::course::Budget;
use osr::combat::Side;
use osr::combat::gods_and_monsters::{Combatant, Damage, Reactions, Setup, duel_odds, simulate};
use osr::core::{Dice, Die, Recording};
use osr::health::gods_and_monsters::Vitals;

fn duel() -> Setup {
    let toromeen = Combatant::new(3, Side::Party, Vitals::new(7, 17).expect("in range"))
        .with_attack(2, 2)
        .and_then(|c| c.with_defense(5))
        .and_then(|c| Ok(c.with_damage(Damage::new(Dice::one(Die::D8), 4)?)))
        .and_then(|c| Ok(c.with_reactions(Reactions::new(4, 7, 11, 5)?)))
        .and_then(|c| c.with_endurance(15))
        .expect("in range")
        .with_archetypal_losses(true);
    let yeti = Combatant::new(4, Side::Foes, Vitals::new(20, 0).expect("in range"))
        .with_attack(0, 4)
        .and_then(|c| c.with_defense(3))
        .and_then(|c| c.with_attacks(2))
        .and_then(|c| Ok(c.with_damage(Damage::new(Dice::one(Die::D6), 0)?)))
        .and_then(|c| Ok(c.with_reactions(Reactions::new(6, 6, 6, 6)?)))
        .and_then(|c| c.with_endurance(12))
        .expect("in range");
    Setup::new(vec![toromeen, yeti]).expect("one on each side")
}

/// The average number of faces one duel rolls, over 2000 fights.
fn faces_per_fight(setup: &Setup) -> u64 {
    let mut rng = osr::seeded(2);
    let mut count = 0_u64;
    let fights = 2000;
    for _ in 0..fights {
        let mut counting = Recording::new(&mut rng, |_, _| count += 1);
        simulate(setup, &mut counting).expect("generators never fail");
    }
    count / fights
}

/// Registers this system's cases.
pub(crate) fn bench(c: &mut Criterion) {
    let setup = duel();
    let faces = faces_per_fight(&setup);
    let mut group = c.benchmark_group("fight/gods_and_monsters");
    group.bench_function("duel/simulate", |b| {
        let mut rng = osr::seeded(1);
        b.iter(|| simulate(black_box(&setup), &mut rng).expect("generators never fail"));
    });
    group.bench_function(format!("duel/floor/{faces}-faces"), |b| {
        let mut rng = osr::seeded(1);
        b.iter(|| {
            let mut total = 0_u32;
            for _ in 0..black_box(faces) {
                total = total.wrapping_add(Die::D20.sample(&mut rng));
            }
            total
        });
    });
    group.sample_size(10);
    group.bench_function("duel/odds", |b| {
        let budget = Budget::new(10_000, 0).expect("a budget");
        b.iter(|| duel_odds(black_box(&setup), budget).expect("within budget"));
    });
    group.finish();
}
