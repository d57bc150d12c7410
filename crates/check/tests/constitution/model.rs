//! An independent model of the ability check, for the exact-odds tests:
//! every die is enumerated face by face, and the degrees are worked out
//! from the catalog's formula, not through the crate's `Degrees::of_total`.

use std::collections::BTreeMap;

use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::Check;
use osr_check::constitution::{AbilityCheck, Degrees, NaturalOne};
use osr_core::Edge;

use crate::common::assert_well_formed;

/// Degrees from the catalog's note on TC-3.2: success `1 + floor(m / 5)`
/// for a margin `m >= 0`, failure `1 + floor(s / 5)` for a shortfall
/// `s >= 1`.
pub(super) fn model_degrees(total: i64, dc: i64) -> Degrees {
    if total >= dc {
        Degrees::Success(u32::try_from(1 + (total - dc) / 5).unwrap())
    } else {
        Degrees::Failure(u32::try_from(1 + (dc - total) / 5).unwrap())
    }
}

/// The kept face distribution, by rolling every combination of `1 + a + d`
/// d20s, sorting them and keeping the one left after dropping the `a`
/// lowest and the `d` highest.
pub(super) fn model_kept_faces(a: u32, d: u32) -> Vec<BigRational> {
    let n = 1 + a + d;
    let mut counts = [0_u64; 20];
    let combos = 20_u64.pow(n);
    let mut dice = vec![0_u32; n as usize];
    for mut code in 0..combos {
        for die in &mut dice {
            *die = u32::try_from(code % 20).unwrap() + 1;
            code /= 20;
        }
        dice.sort_unstable();
        counts[dice[a as usize] as usize - 1] += 1;
    }
    counts
        .iter()
        .map(|&c| BigRational::new(c.into(), combos.into()))
        .collect()
}

/// Every sum of a chain of exploding d20s (roll; on 20 add another) up to
/// `depth` dice, face by face, and the probability of the chains still
/// going after `depth` 20s, whose sums are all above `20 * depth`.
pub(super) fn model_chains(depth: u32) -> (Vec<(i64, BigRational)>, BigRational) {
    fn walk(
        depth: u32,
        prefix: i64,
        p: &BigRational,
        out: &mut Vec<(i64, BigRational)>,
        rest: &mut BigRational,
    ) {
        let p = p / BigRational::from_integer(20.into());
        for face in 1..=20 {
            if face < 20 {
                out.push((prefix + face, p.clone()));
            } else if depth > 1 {
                walk(depth - 1, prefix + 20, &p, out, rest);
            } else {
                *rest += &p;
            }
        }
    }
    let mut out = Vec::new();
    let mut rest = BigRational::zero();
    walk(depth, 0, &BigRational::one(), &mut out, &mut rest);
    (out, rest)
}

/// The model's band probabilities with the degree of a total at least
/// `20 + 20 * depth + 1 + bonus` known only as "that or more"; returns the
/// exact bands and the left-over chains' probability and least total.
pub(super) struct Model {
    pub(super) bands: BTreeMap<Degrees, BigRational>,
    pub(super) rest: BigRational,
    pub(super) rest_from_total: i64,
}

/// The total and band of a kept `natural` die followed by the explosion
/// faces `exploded`, by the rules: a natural 1 adds a degree of failure
/// (TC-3.5, the agreed reading: to a failure, or as a complication beside a
/// success), counts as an ordinary 1, or counts as -4; a natural 20 adds
/// every explosion face (TC-3.3).
pub(super) fn model_band(
    natural: u32,
    exploded: &[u32],
    bonus: i64,
    dc: i64,
    policy: NaturalOne,
) -> (i64, Degrees) {
    let explosions: i64 = exploded.iter().copied().map(i64::from).sum();
    let die = if natural == 1 && policy == NaturalOne::MinusFour {
        -4
    } else {
        i64::from(natural)
    };
    let total = die + explosions + bonus;
    let band = match (natural, policy, model_degrees(total, dc)) {
        (1, NaturalOne::Keep, Degrees::Failure(n)) => Degrees::Failure(n + 1),
        (1, NaturalOne::Keep, Degrees::Success(n)) => Degrees::Complicated(n),
        (_, _, band) => band,
    };
    (total, band)
}

/// A rolled check's natural die, total and band worked out from its faces
/// alone: the first `1 + a + d` faces are the advantage and disadvantage
/// dice, sorted and read at the `a`-th lowest (TC-3.8); a kept 20 explodes
/// into every face after them, each 20 but the last (TC-3.3); nothing else
/// follows.
pub(super) fn model_roll(
    faces: &[u32],
    edge: Edge,
    bonus: i64,
    dc: i64,
    policy: NaturalOne,
) -> (u32, i64, Degrees) {
    let n = usize::try_from(1 + edge.advantage + edge.disadvantage).unwrap();
    let mut sorted = faces[..n].to_vec();
    sorted.sort_unstable();
    let natural = sorted[usize::try_from(edge.advantage).unwrap()];
    let exploded = &faces[n..];
    if natural == 20 {
        let (last, twenties) = exploded.split_last().expect("a natural 20 explodes");
        assert!(
            *last != 20 && twenties.iter().all(|f| *f == 20),
            "{faces:?}"
        );
    } else {
        assert!(exploded.is_empty(), "only a 20 explodes: {faces:?}");
    }
    let (total, band) = model_band(natural, exploded, bonus, dc, policy);
    (natural, total, band)
}

pub(super) fn model(ability: i32, dc: i32, modifier: i32, edge: Edge, policy: NaturalOne) -> Model {
    const DEPTH: u32 = 16;
    let bonus = i64::from(ability + modifier);
    let dc = i64::from(dc);
    let kept = model_kept_faces(edge.advantage, edge.disadvantage);
    let (chains, rest) = model_chains(DEPTH);
    let mut bands = BTreeMap::new();
    let mut add = |band: Degrees, p: BigRational| {
        *bands.entry(band).or_insert_with(BigRational::zero) += p;
    };
    for face in 1..=19_i64 {
        let p = kept[usize::try_from(face - 1).unwrap()].clone();
        let face = u32::try_from(face).unwrap();
        add(model_band(face, &[], bonus, dc, policy).1, p);
    }
    for (sum, p) in chains {
        // The sum of a chain of explosion dice is all the model needs.
        let (_, band) = model_band(20, &[u32::try_from(sum).unwrap()], bonus, dc, policy);
        add(band, &kept[19] * p);
    }
    Model {
        bands,
        rest: &kept[19] * rest,
        rest_from_total: 20 + 20 * i64::from(DEPTH) + 1 + bonus,
    }
}

/// Checks a check's odds and its `probability_at_least` against the model.
pub(super) fn assert_matches_model(check: &AbilityCheck) {
    let odds = check.odds();
    assert_well_formed(&odds);
    let m = model(
        check.effective_ability(),
        check.dc(),
        check.modifier(),
        check.edge(),
        check.natural_one(),
    );
    let (tail_band, tail_p) = odds.tail().expect("the degrees never end");
    let Degrees::Success(tail_degrees) = *tail_band else {
        panic!("{check:?}: tail {tail_band:?}")
    };
    // The model's left-over chains must lie in the tail.
    let tail_threshold = i64::from(check.dc()) + 5 * (i64::from(tail_degrees) - 1);
    assert!(
        m.rest_from_total >= tail_threshold,
        "{check:?}: model too shallow"
    );

    let mut expected_tail = m.rest.clone();
    for (band, p) in &m.bands {
        if band >= tail_band {
            expected_tail += p;
        } else {
            assert_eq!(
                odds.probability(band).as_ref(),
                Some(p),
                "{check:?}: {band}"
            );
        }
    }
    assert_eq!(tail_p, &expected_tail, "{check:?}: tail");
    assert_eq!(
        odds.bands().count(),
        m.bands.keys().filter(|b| *b < tail_band).count(),
        "{check:?}: bands the model does not have"
    );

    // At least n degrees, for every n the model knows exactly.
    for n in 1..=tail_degrees + 12 {
        let threshold = i64::from(check.dc()) + 5 * (i64::from(n) - 1);
        if threshold > m.rest_from_total {
            break;
        }
        let mut expected = m.rest.clone();
        for (band, p) in &m.bands {
            if band.success_degrees() >= n {
                expected += p;
            }
        }
        assert_eq!(
            check.probability_at_least(n).unwrap(),
            expected,
            "{check:?}: at least {n}"
        );
        if n <= tail_degrees {
            // The odds agree, tail included.
            assert_eq!(
                odds.sum_where(|b| b.success_degrees() >= n),
                expected,
                "{check:?}: odds at least {n}"
            );
        }
    }
}
