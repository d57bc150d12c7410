//! The 3d6 Constitution cases of the fight benchmark: a one-on-one fight
//! (a level-2 fighter against an ogre) simulated to the end under the
//! default policy, and its floor: as many faces of each die as such a
//! fight uses on average, through the sampler, nothing else; and the
//! exact odds (`duel_odds`) of a smaller fight, two ordinary humans at
//! HP 4 (the fighter against the ogre has about 7,400 exact states and
//! takes minutes).

use std::hint::black_box;

use criterion::Criterion;
use osr::check::constitution::{AbilityScore, Level};
use osr::check::course::Budget;
use osr::combat::Side;
use osr::combat::constitution::{
    Ac, Combatant, DamageDie, Policy, Setup, Ties, duel_odds, simulate,
};
use osr::core::{Die, Recording};
use osr::health::constitution::{HitDice, Hp};

fn duel() -> Setup {
    let mut fighter = Combatant::new(1, Side::Party, 12).expect("valid");
    fighter.wits = AbilityScore::new(11).expect("valid");
    fighter.strength = AbilityScore::new(14).expect("valid");
    fighter.ac = Ac::new(24).expect("valid");
    fighter.hit_dice = HitDice::new(2).expect("valid");
    fighter.hp = Hp::new(12).expect("valid");
    fighter.level = Level::new(2).expect("valid");
    fighter.fighter = true;
    fighter.tough = true;
    let mut ogre = Combatant::new(2, Side::Foes, 18).expect("valid");
    ogre.strength = AbilityScore::new(16).expect("valid");
    ogre.wits = AbilityScore::new(8).expect("valid");
    ogre.ac = Ac::new(22).expect("valid");
    ogre.hit_dice = HitDice::new(4).expect("valid");
    ogre.level = Level::new(4).expect("valid");
    ogre.damage = DamageDie::D8;
    Setup::new(vec![fighter, ogre], Ties::HigherWits).expect("valid")
}

/// Two ordinary humans at HP 4 (wits 10 and 12), ties to the higher
/// wits.
fn humans() -> Setup {
    let one = Combatant::new(1, Side::Party, 4).expect("valid");
    let mut two = Combatant::new(2, Side::Foes, 4).expect("valid");
    two.wits = AbilityScore::new(12).expect("valid");
    Setup::new(vec![one, two], Ties::HigherWits).expect("valid")
}

/// The average number of d20, d6 and d8 faces a fight uses, over 2000
/// seeded fights.
fn faces_per_fight(setup: &Setup) -> [u32; 3] {
    let mut counts = [0_u64; 3];
    let mut rng = osr::seeded(99);
    let fights = 2000;
    for _ in 0..fights {
        let mut count = |die: Die, _face: u32| match die.sides() {
            20 => counts[0] += 1,
            6 => counts[1] += 1,
            _ => counts[2] += 1,
        };
        simulate(
            setup,
            Policy::default(),
            &mut Recording::new(&mut rng, &mut count),
        )
        .expect("generators never fail");
    }
    counts.map(|n| u32::try_from((n + fights / 2) / fights).unwrap_or(u32::MAX))
}

/// Registers this system's cases.
pub(crate) fn bench(c: &mut Criterion) {
    let setup = duel();
    let [d20, d6, d8] = faces_per_fight(&setup);
    let mut group = c.benchmark_group("fight/constitution");
    group.bench_function("duel", |b| {
        let mut rng = osr::seeded(1);
        b.iter(|| {
            simulate(black_box(&setup), Policy::default(), &mut rng).expect("generators never fail")
        });
    });
    group.bench_function("floor", |b| {
        let mut rng = osr::seeded(1);
        b.iter(|| {
            let mut sum = 0_u32;
            for _ in 0..d20 {
                sum = sum.wrapping_add(Die::D20.sample(&mut rng));
            }
            for _ in 0..d6 {
                sum = sum.wrapping_add(Die::D6.sample(&mut rng));
            }
            for _ in 0..d8 {
                sum = sum.wrapping_add(Die::D8.sample(&mut rng));
            }
            black_box(sum)
        });
    });
    // Exact odds over hundreds of states: fewer samples.
    group.sample_size(10);
    let humans = humans();
    group.bench_function("odds", |b| {
        let budget = Budget::new(1_000, 0).expect("a valid budget");
        b.iter(|| duel_odds(black_box(&humans), Policy::default(), budget).expect("within budget"));
    });
    group.finish();
}
