//! The fuzz targets' checks (feature `documents`): each takes the
//! fuzzer's bytes and panics only when a law fails. The targets in `fuzz/`
//! call them, and so do the replays of their committed seeds in osr-tests,
//! so the checks are built, linted and run with the workspace.
//!
//! ```
//! // A notation that parses prints a text that parses back to it.
//! osr_testkit::fuzz::parse(b"4d6kh3+2");
//! // Bytes that are not a notation are nothing to check.
//! osr_testkit::fuzz::roll(&[0xff; 12]);
//! ```

mod distribution;
mod parse;
mod roll;
mod sheet;

pub use distribution::distribution;
pub use parse::parse;
pub use roll::roll;
pub use sheet::sheet;

use crate::documents::Kind;

/// Creation records of the three systems that roll characters, mutated:
/// each is refused with an error, never a panic, or passes the oracle of
/// [`documents`](crate::documents) (it writes back what it read, and
/// rolling its choices again on its faces makes the same record, whose
/// sheet keeps its system's rules).
pub fn creation(data: &[u8]) {
    attack(Kind::Creation, data);
}

/// Saved fights, mutated: refused with an error, never a panic, or they
/// pass the oracle of [`documents`](crate::documents) (they write back
/// what they read, and stepping their commands again from their setup on
/// their faces gives the same fight).
pub fn fight(data: &[u8]) {
    attack(Kind::Fight, data);
}

/// Saved expeditions of every system, mutated: refused with an error,
/// never a panic, or they pass the oracle of
/// [`documents`](crate::documents) (they write back what they read, and
/// stepping their commands again from their setup on their faces gives the
/// same expedition).
pub fn expedition(data: &[u8]) {
    attack(Kind::Expedition, data);
}

/// The JavaScript package's requests, mutated: refused with an error,
/// never a panic, or they pass the oracle of
/// [`documents`](crate::documents) (they write back what they read, and
/// the answer is JSON, the same every time).
pub fn request(data: &[u8]) {
    attack(Kind::Request, data);
}

/// Splits an input into a generator seed (its first 8 bytes,
/// little-endian, zero-padded when shorter) and the rest.
fn split_seed(data: &[u8]) -> (u64, &[u8]) {
    let (seed, rest) = data.split_at(data.len().min(8));
    let mut seed_bytes = [0u8; 8];
    seed_bytes[..seed.len()].copy_from_slice(seed);
    (u64::from_le_bytes(seed_bytes), rest)
}

/// The structure-aware part of every document target: picks a valid
/// document of `kind` (so a system) from the input, mutates it from the
/// rest and checks the oracle of [`documents`](crate::documents) on the
/// result.
fn attack(kind: Kind, data: &[u8]) {
    let documents = crate::documents::documents(kind);
    let mut u = arbitrary::Unstructured::new(data);
    let Ok(index) = u.choose_index(documents.len()) else {
        return;
    };
    crate::documents::attack(&documents[index], &mut u);
}
