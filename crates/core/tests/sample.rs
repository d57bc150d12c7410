//! The face sampler: how a generator's words become faces, the rejection
//! path included.

use core::convert::Infallible;

use osr_core::{Die, sample_face};
use rand_core::TryRng;

/// A generator that returns scripted words, to drive the rejection path.
struct Words<'a>(&'a [u32], usize);

impl TryRng for Words<'_> {
    type Error = Infallible;
    fn try_next_u32(&mut self) -> Result<u32, Infallible> {
        let word = self.0[self.1];
        self.1 += 1;
        Ok(word)
    }
    fn try_next_u64(&mut self) -> Result<u64, Infallible> {
        unreachable!("the sampler only draws 32-bit words")
    }
    fn try_fill_bytes(&mut self, _: &mut [u8]) -> Result<(), Infallible> {
        unreachable!("the sampler only draws 32-bit words")
    }
}

#[test]
fn d1_draws_nothing() {
    let mut rng = Words(&[], 0);
    assert_eq!(sample_face(&mut rng, Die::D1), 1);
    assert_eq!(rng.1, 0);
}

#[test]
fn word_maps_to_face_by_its_high_bits() {
    // x * 6 >> 32: 2^31 + 1 -> candidate 3 (face 4), 2^32 - 1 -> candidate 5 (face 6).
    let mut rng = Words(&[0x8000_0001, u32::MAX], 0);
    assert_eq!(sample_face(&mut rng, Die::D6), 4);
    assert_eq!(sample_face(&mut rng, Die::D6), 6);
}

#[test]
fn rejects_words_in_the_biased_zone() {
    // For n = 3 * 2^30 the threshold is 2^32 mod n = 2^30. Word 0 gives
    // low = 0 < 2^30: rejected. Word 1 gives low = n >= threshold:
    // accepted, high word 0, face 1.
    let n = 3 << 30;
    let die = Die::new(n).unwrap();
    let mut rng = Words(&[0, 1], 0);
    assert_eq!(sample_face(&mut rng, die), 1);
    assert_eq!(rng.1, 2, "the first word must be rejected");

    // A d6's threshold is 4 (2^32 mod 6): words 0 and 2^31 (low word 0)
    // are rejected for it too.
    let mut rng = Words(&[0, 0x8000_0000, 0x8000_0001], 0);
    assert_eq!(sample_face(&mut rng, Die::D6), 4);
    assert_eq!(rng.1, 3);
}

#[test]
fn powers_of_two_never_reject() {
    // 2^32 mod 2^k = 0: no word is rejected.
    let mut rng = Words(&[0, 1, 2], 0);
    for _ in 0..3 {
        assert_eq!(sample_face(&mut rng, Die::D8), 1);
    }
    assert_eq!(rng.1, 3);
}
