//! `dice/distribution/<case>`: the exact distribution of a compiled plan,
//! computed from scratch each iteration (the first computation: nothing is
//! cached between iterations). `2d20kh1+5>=15` is the distribution followed
//! by `at_least(15)`.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use osr::dice::{Budget, Limits, compile};

fn distribution(c: &mut Criterion) {
    let mut group = c.benchmark_group("dice/distribution");
    let budget = Budget::default();
    let cases = [
        ("3d6", "3d6"),
        ("4d6kh3", "4d6kh3"),
        ("10d10", "10d10"),
        ("20d6", "20d6"),
        ("8d6kh3", "8d6kh3"),
        ("d20!o3", "d20!o3"),
        ("100d10kh10", "100d10kh10"),
    ];
    for (name, notation) in cases {
        let plan = compile(notation, &Limits::default()).expect("the notation compiles");
        group.bench_function(name, |b| {
            b.iter(|| black_box(&plan).distribution(&budget).map(|d| d.len()));
        });
    }
    let plan = compile("2d20kh1+5", &Limits::default()).expect("the notation compiles");
    group.bench_function("2d20kh1+5>=15", |b| {
        b.iter(|| {
            black_box(&plan)
                .distribution(&budget)
                .map(|d| d.at_least(black_box(15)))
        });
    });
    group.finish();
}

criterion_group!(benches, distribution);
criterion_main!(benches);
