//! The Block, Dodge, Parry cases of the fight benchmark.
//!
//! The game's combat rules (attacks, blocks, dodges) are not in the rules
//! osr follows, so there is no whole fight to simulate. What a fight does
//! most is measured instead: `blow_and_block` lands a sword blow that runs
//! past HP into STR and calls for a Critical Damage Save (a d20, then on a
//! failure the injury d10 and its sub-die), and charges a block's Fatigue.
//! `floor` is three generator calls (d20, d10, d4) through the sampler,
//! nothing else: the most the blow rolls.

use std::hint::black_box;

use criterion::Criterion;
use osr::check::block_dodge_parry::Ability;
use osr::combat::block_dodge_parry::{Exertion, Harm, Hp, Route, exert};
use osr::core::{Die, sample_face};
use osr::health::block_dodge_parry::{Body, Track};

/// Registers this system's cases.
pub(crate) fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("fight/block_dodge_parry");
    let track = |n| Track::new(n, n).expect("track");
    let body = Body::new(track(12), track(10), track(9));
    let blow = Harm::new(7, Route::Defensible, Ability::Str)
        .expect("harm")
        .with_critical_save("sword wound")
        .expect("wound");
    group.bench_function("blow_and_block", |b| {
        let mut rng = osr::seeded(1);
        b.iter(|| {
            let mut body = body.clone();
            let mut hp = Hp::new(3, 6).expect("hp");
            let landed = blow.land(&mut hp, &mut body, &mut rng).expect("lands");
            let fatigue = exert(&mut body, Exertion::Block, 1).expect("fits");
            black_box((landed, fatigue))
        });
    });
    group.bench_function("floor", |b| {
        let mut rng = osr::seeded(1);
        b.iter(|| {
            let faces = [
                sample_face(&mut rng, Die::D20),
                sample_face(&mut rng, Die::D10),
                sample_face(&mut rng, Die::D4),
            ];
            black_box(faces)
        });
    });
    group.finish();
}
