//! The Cairn House Rules cases of the fight benchmark, group
//! `fight/cairn_house`:
//!
//! - `duel`: one duel fought to the end per iteration
//!   (`Duel::simulate`). Two fighters with d8s, HP 4..=6, STR 10..=14 and
//!   DR 0 or 1, drawn once per batch from seed 1 into a table of 64 duels
//!   that the iterations cycle through, so no generator call goes into
//!   choosing the numbers.
//! - `floor`: the faces those duels roll and nothing else: iteration k
//!   draws as many faces (d8s, through the same sampler) as the k-th duel
//!   of a recorded schedule of 4096 fights rolled, so on average as many
//!   as a duel.
//! - `odds`: the exact odds of the reference duel (HP 5, STR 12, DR 1
//!   against HP 4, STR 11, DR 0, d8s).

use std::hint::black_box;

use criterion::Criterion;
use osr::combat::cairn_house::{Duel, Duelist};
use osr::core::{Die, FaceSource, StepDie};

/// 64 duels of d8 fighters with HP 4..=6, STR 10..=14, DR 0 or 1.
fn duels() -> Vec<Duel> {
    let mut rng = osr::seeded(1);
    let mut pick = |low: u32, high: u32| {
        low + rng.next_face(Die::D20).expect("a generator") % (high - low + 1)
    };
    (0..64)
        .map(|_| {
            let mut fighter = || {
                let str = i32::try_from(pick(10, 14)).expect("small");
                Duelist::new(pick(4, 6), str, pick(0, 1), StepDie::D8).expect("valid")
            };
            Duel::new(fighter(), fighter())
        })
        .collect()
}

/// Counts the faces handed out.
struct Counting<'a, S> {
    inner: &'a mut S,
    count: u32,
}

impl<S: FaceSource> FaceSource for Counting<'_, S> {
    fn next_face(&mut self, die: Die) -> Result<u32, osr::core::Error> {
        self.count += 1;
        self.inner.next_face(die)
    }
}

/// Registers this system's cases.
pub(crate) fn bench(c: &mut Criterion) {
    let duels = duels();
    let mut group = c.benchmark_group("fight/cairn_house");

    group.bench_function("duel", |b| {
        let mut rng = osr::seeded(1);
        let mut i = 0_usize;
        b.iter(|| {
            let duel = &duels[i & 63];
            i = i.wrapping_add(1);
            black_box(duel.simulate(&mut rng).expect("a generator never fails"))
        });
    });

    // How many faces each of 4096 duels rolls, cycled through by the floor.
    let mut rng = osr::seeded(2);
    let schedule: Vec<u32> = (0..4096)
        .map(|k| {
            let mut counting = Counting {
                inner: &mut rng,
                count: 0,
            };
            duels[k & 63]
                .simulate(&mut counting)
                .expect("a generator never fails");
            counting.count
        })
        .collect();
    let mean = f64::from(schedule.iter().sum::<u32>()) / 4096.0;
    println!("fight/cairn_house: {mean:.2} faces per duel on average");

    group.bench_function("floor", |b| {
        let mut rng = osr::seeded(1);
        let mut i = 0_usize;
        b.iter(|| {
            let n = schedule[i & 4095];
            i = i.wrapping_add(1);
            let mut acc = 0_u32;
            for _ in 0..n {
                acc = acc.wrapping_add(rng.next_face(Die::D8).expect("a generator never fails"));
            }
            black_box(acc)
        });
    });

    let reference = Duel::new(
        Duelist::new(5, 12, 1, StepDie::D8).expect("valid"),
        Duelist::new(4, 11, 0, StepDie::D8).expect("valid"),
    );
    group.bench_function("odds", |b| {
        b.iter(|| black_box(black_box(&reference).odds()));
    });
    group.finish();
}
