//! The frozen osr sampler: uniform, unbiased die faces from 32-bit words.

use rand_core::Rng;

use crate::Die;

/// Rolls `die` with randomness from `rng`: the osr sampler.
///
/// This is the algorithm every random roll in osr goes through, and it is
/// **frozen**: the same generator state gives the same faces in every
/// release and on every target (64-bit, 32-bit, WebAssembly), so a seed
/// written in a log or a bug report replays exactly. Known-answer tests pin
/// it; changing its output is a breaking change of every osr crate.
///
/// # The algorithm
///
/// Daniel Lemire's multiply-and-reject method ("Fast Random Integer
/// Generation in an Interval", ACM TOMACS 2019), on 32-bit words, using only
/// [`Rng::next_u32`]:
///
/// 1. A d1 shows 1 and draws nothing.
/// 2. Otherwise, with `n` the number of sides, draw a word `x` and form the
///    64-bit product `m = x * n`. Its high 32 bits are a candidate in
///    `0..n`; its low 32 bits `l` say where in that candidate's bucket `x`
///    fell.
/// 3. If `l < (2^32 - n) mod n`, `x` fell in the part of the word range that
///    would over-represent some candidates: draw again from step 2.
///    Otherwise the face is `(m >> 32) + 1`.
///
/// Every face of `1..=n` then has probability exactly `1/n`. The threshold
/// costs a division only when `l < n`, which for the dice of tabletop games
/// (n <= 100) happens for fewer than one word in forty million; a rejection
/// happens less often still, so a roll almost always costs one word and one
/// multiplication.
///
/// # Examples
///
/// ```
/// use osr_core::{rand_core::SeedableRng, sample_face, Die};
/// use rand_pcg::Pcg64Mcg;
///
/// let mut rng = Pcg64Mcg::seed_from_u64(1);
/// let face = sample_face(&mut rng, Die::D20);
/// assert!((1..=20).contains(&face));
/// ```
#[inline]
pub fn sample_face<R: Rng + ?Sized>(rng: &mut R, die: Die) -> u32 {
    let n = die.sides();
    if n == 1 {
        return 1;
    }
    let n64 = u64::from(n);
    let mut m = u64::from(rng.next_u32()) * n64;
    // The low word of the product; truncation is the point.
    #[allow(clippy::cast_possible_truncation)]
    let mut low = m as u32;
    if low < n {
        // (2^32 - n) mod n, computed without 64-bit division.
        let threshold = n.wrapping_neg() % n;
        while low < threshold {
            m = u64::from(rng.next_u32()) * n64;
            #[allow(clippy::cast_possible_truncation)]
            {
                low = m as u32;
            }
        }
    }
    // m < 2^32 * n, so the high word is below n and the face fits in u32.
    #[allow(clippy::cast_possible_truncation)]
    let candidate = (m >> 32) as u32;
    candidate + 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use core::convert::Infallible;
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
}
