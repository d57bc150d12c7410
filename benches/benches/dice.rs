//! `dice/<path>/<expr>`: osr-dice against a hand-coded floor, one roll per
//! iteration.
//!
//! - `dice/roll/baseline/<expr>`: the floor, the expression written out by
//!   hand with `sample_face` on the reference generator (`Pcg64Mcg`): the
//!   same faces any engine must draw, and nothing else.
//! - `dice/roll/total/<expr>`: a compiled plan, `Plan::roll_total`.
//! - `dice/roll/trace/<expr>`: a compiled plan, `Plan::roll` (every die).
//! - `dice/roll/trace_into/<expr>`: the same into a reused `Roll`
//!   (`Plan::roll_into`), without an allocation per roll.
//! - `dice/parse/<expr>`: `parse` alone.
//!
//! All cases run in one process, so their ratios compare like with like.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use osr::core::{Die, sample_face};
use osr::dice::{Limits, compile, parse};

const EXPRS: [&str; 7] = [
    "3d6", "1d20+5", "4d6kh3", "2d20kh1", "8d6", "10d6!", "1d100",
];

/// One roll of `expr`, written out by hand.
fn baseline(expr: &str) -> fn(&mut osr::DefaultRng) -> i64 {
    fn d(rng: &mut osr::DefaultRng, die: Die) -> i64 {
        i64::from(sample_face(rng, die))
    }
    match expr {
        "3d6" => |rng| d(rng, Die::D6) + d(rng, Die::D6) + d(rng, Die::D6),
        "1d20+5" => |rng| d(rng, Die::D20) + 5,
        "4d6kh3" => |rng| {
            let faces = [
                d(rng, Die::D6),
                d(rng, Die::D6),
                d(rng, Die::D6),
                d(rng, Die::D6),
            ];
            faces.iter().sum::<i64>() - faces.iter().min().copied().unwrap_or(0)
        },
        "2d20kh1" => |rng| d(rng, Die::D20).max(d(rng, Die::D20)),
        "8d6" => |rng| (0..8).map(|_| d(rng, Die::D6)).sum(),
        "10d6!" => |rng| {
            let mut total = 0;
            for _ in 0..10 {
                loop {
                    let face = d(rng, Die::D6);
                    total += face;
                    if face != 6 {
                        break;
                    }
                }
            }
            total
        },
        "1d100" => |rng| d(rng, Die::D100),
        _ => unreachable!("no baseline for {expr}"),
    }
}

fn roll(c: &mut Criterion) {
    let limits = Limits::default();
    let mut group = c.benchmark_group("dice/roll");
    for expr in EXPRS {
        let floor = baseline(expr);
        group.bench_function(format!("baseline/{expr}"), |b| {
            let mut rng = osr::seeded(1);
            b.iter(|| floor(black_box(&mut rng)));
        });

        let plan = compile(expr, &limits).expect("the benchmark notation compiles");
        group.bench_function(format!("total/{expr}"), |b| {
            let mut rng = osr::seeded(1);
            b.iter(|| {
                black_box(&plan)
                    .roll_total(&mut rng)
                    .expect("generators never fail")
            });
        });
        group.bench_function(format!("trace/{expr}"), |b| {
            let mut rng = osr::seeded(1);
            b.iter(|| {
                black_box(&plan)
                    .roll(&mut rng)
                    .expect("generators never fail")
            });
        });
        group.bench_function(format!("trace_into/{expr}"), |b| {
            let mut rng = osr::seeded(1);
            let mut roll = osr::dice::Roll::default();
            b.iter(|| {
                black_box(&plan)
                    .roll_into(&mut roll, &mut rng)
                    .expect("generators never fail");
                black_box(roll.total)
            });
        });
    }
    group.finish();
}

fn parsing(c: &mut Criterion) {
    let mut group = c.benchmark_group("dice/parse");
    for expr in EXPRS {
        group.bench_function(expr, |b| {
            b.iter(|| parse(black_box(expr)).expect("the benchmark notation parses"));
        });
    }
    group.finish();
}

criterion_group!(benches, roll, parsing);
criterion_main!(benches);
