#!/usr/bin/env python3
"""Independent reference for tests/known_answers.rs.

Re-implements, from their published definitions and without any Rust code,
rand_core's `seed_from_u64` (PCG32 seed expansion), rand_pcg's Pcg64Mcg
(128-bit MCG, XSL RR output, next_u32 = low word of next_u64) and the osr
sampler (Lemire's multiply-and-reject on 32-bit words), then prints the first
faces for each seed and die as Rust array literals.

    python3 crates/core/tests/reference/known_answers.py
"""
M64 = (1 << 64) - 1
M128 = (1 << 128) - 1
MCG_MULT = 0x2360_ED05_1FC6_5DA4_4385_DF64_9FCC_F645


def pcg32_expand(state):
    """rand_core SeedableRng::seed_from_u64: 16 seed bytes from PCG32 words."""
    out = b""
    for _ in range(4):
        state = (state * 0x5851_F42D_4C95_7F2D + 0xA176_54E4_6FBE_17F3) & M64
        xorshifted = (((state >> 18) ^ state) >> 27) & 0xFFFF_FFFF
        rot = state >> 59
        x = ((xorshifted >> rot) | (xorshifted << ((32 - rot) & 31))) & 0xFFFF_FFFF
        out += x.to_bytes(4, "little")
    return out


class Pcg64Mcg:
    def __init__(self, seed_u64):
        self.state = int.from_bytes(pcg32_expand(seed_u64), "little") | 1

    def next_u64(self):
        self.state = (self.state * MCG_MULT) & M128
        rot = self.state >> 122
        xsl = ((self.state >> 64) ^ self.state) & M64
        return ((xsl >> rot) | (xsl << ((64 - rot) & 63))) & M64

    def next_u32(self):
        return self.next_u64() & 0xFFFF_FFFF


def face(rng, n):
    if n == 1:
        return 1
    m = rng.next_u32() * n
    low = m & 0xFFFF_FFFF
    if low < n:
        threshold = ((1 << 32) - n) % n
        while low < threshold:
            m = rng.next_u32() * n
            low = m & 0xFFFF_FFFF
    return (m >> 32) + 1


if __name__ == "__main__":
    for seed in (0, 1, 42, 0xDEAD_BEEF):
        for sides in (4, 6, 8, 10, 12, 20, 100):
            rng = Pcg64Mcg(seed)
            faces = [face(rng, sides) for _ in range(20)]
            print(f"seed {seed:#x} d{sides}: {faces}")
        rng = Pcg64Mcg(seed)
        print(f"seed {seed:#x} mixed d4,d6,d8,d10,d12,d20,d100 x2:",
              [face(rng, s) for s in (4, 6, 8, 10, 12, 20, 100) * 2])
    # d1 draws nothing; a die of 3 * 2^30 sides rejects a quarter of all words.
    rng = Pcg64Mcg(7)
    print("seed 7 d1,d6,d1,d3221225472,d2,d100 x3:",
          [face(rng, s) for s in (1, 6, 1, 3 << 30, 2, 100) * 3])
