//! `core/sample/<case>`: the osr sampler against a raw generator call.
//!
//! Each case draws 1,000 faces per iteration, so criterion's throughput line
//! reads directly as faces per second. `raw_next_u32` is the floor: one word
//! from the generator and nothing else. `modulo_d6` is the common biased
//! shortcut (`x % 6`), for scale. `supplied_d6` checks faces from a slice.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use osr::core::rand_core::Rng;
use osr::core::{Die, FaceSource, SuppliedFaces, sample_face};

const BATCH: u64 = 1_000;

fn sample(c: &mut Criterion) {
    let mut group = c.benchmark_group("core/sample");
    group.throughput(Throughput::Elements(BATCH));

    group.bench_function("raw_next_u32", |b| {
        let mut rng = osr::seeded(1);
        b.iter(|| {
            let mut acc = 0u64;
            for _ in 0..BATCH {
                acc += u64::from(rng.next_u32());
            }
            black_box(acc)
        });
    });

    group.bench_function("modulo_d6", |b| {
        let mut rng = osr::seeded(1);
        b.iter(|| {
            let mut acc = 0u64;
            for _ in 0..BATCH {
                acc += u64::from(rng.next_u32() % 6 + 1);
            }
            black_box(acc)
        });
    });

    for die in Die::STANDARD {
        group.bench_function(die.to_string(), |b| {
            let mut rng = osr::seeded(1);
            let die = black_box(die);
            b.iter(|| {
                let mut acc = 0u64;
                for _ in 0..BATCH {
                    acc += u64::from(sample_face(&mut rng, die));
                }
                assert!(acc >= BATCH);
                black_box(acc)
            });
        });
    }

    group.bench_function("face_source_d6", |b| {
        let mut rng = osr::seeded(1);
        let die = black_box(Die::D6);
        b.iter(|| {
            let mut acc = 0u64;
            for _ in 0..BATCH {
                acc += u64::from(rng.next_face(die).expect("generators never fail"));
            }
            black_box(acc)
        });
    });

    group.bench_function("supplied_d6", |b| {
        let faces: Vec<u32> = (0..BATCH)
            .map(|i| u32::try_from(i % 6).unwrap() + 1)
            .collect();
        let die = black_box(Die::D6);
        b.iter(|| {
            let mut source = SuppliedFaces::new(black_box(&faces));
            let mut acc = 0u64;
            for _ in 0..BATCH {
                acc += u64::from(source.next_face(die).expect("every face fits a d6"));
            }
            black_box(acc)
        });
    });

    group.finish();
}

criterion_group!(benches, sample);
criterion_main!(benches);
