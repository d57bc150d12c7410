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
