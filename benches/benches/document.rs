//! Reading a whole document (`osr::document::read`: its size, its shape
//! read strictly, every rule of the type, a log's replay) against
//! serde_json's bare parse of the same text, into a `serde_json::Value`
//! and into nothing (`IgnoredAny`). The documents are those of the
//! expedition example, seed 7: a Gods & Monsters sheet and saved
//! expedition, and a 3d6 Constitution sheet and saved expedition.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use serde::de::IgnoredAny;

// The expedition example's own files, as the example compiles them.
#[allow(dead_code)]
#[path = "../../examples/expedition/chronicle.rs"]
mod chronicle;
#[allow(dead_code)]
#[path = "../../examples/expedition/constitution.rs"]
mod constitution;
#[allow(dead_code)]
#[path = "../../examples/expedition/gods_and_monsters.rs"]
mod gods_and_monsters;

/// Times the three reads of `text` as a `D`.
fn compare<D: osr::document::Document>(c: &mut Criterion, name: &str, text: &str) {
    let mut group = c.benchmark_group(format!("document/{name}"));
    group.bench_function("value", |b| {
        b.iter(|| serde_json::from_str::<serde_json::Value>(black_box(text)).unwrap());
    });
    group.bench_function("ignored", |b| {
        b.iter(|| serde_json::from_str::<IgnoredAny>(black_box(text)).unwrap());
    });
    group.bench_function("read", |b| {
        b.iter(|| osr::document::read::<D>(black_box(text)).unwrap());
    });
    group.finish();
}

fn bench(c: &mut Criterion) {
    let gm = gods_and_monsters::run(7).unwrap();
    let sheet: osr::gods_and_monsters::sheet::Sheet =
        serde_json::from_value(gm.sheets[0].clone()).unwrap();
    let expedition: osr::gods_and_monsters::play::Expedition =
        serde_json::from_value(gm.saved).unwrap();
    compare::<osr::gods_and_monsters::sheet::Sheet>(
        c,
        "gm/sheet",
        &serde_json::to_string(&sheet).unwrap(),
    );
    compare::<osr::gods_and_monsters::play::Expedition>(
        c,
        "gm/expedition",
        &serde_json::to_string(&expedition).unwrap(),
    );
    let tc = constitution::run(7).unwrap();
    let sheet: osr::constitution::sheet::Sheet =
        serde_json::from_value(tc.sheets[0].clone()).unwrap();
    let expedition: osr::constitution::play::Expedition = serde_json::from_value(tc.saved).unwrap();
    compare::<osr::constitution::sheet::Sheet>(
        c,
        "tc/sheet",
        &serde_json::to_string(&sheet).unwrap(),
    );
    compare::<osr::constitution::play::Expedition>(
        c,
        "tc/expedition",
        &serde_json::to_string(&expedition).unwrap(),
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
