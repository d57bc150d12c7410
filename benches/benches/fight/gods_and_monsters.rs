//! The Gods & Monsters cases of the fight benchmark.

use criterion::Criterion;

/// Registers this system's cases.
pub(crate) fn bench(c: &mut Criterion) {
    let _ = c;
}
