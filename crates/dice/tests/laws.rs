//! Laws every expression obeys, over generated syntax trees and text.

use osr_core::SuppliedFaces;
use osr_dice::{
    BinaryOp, Compare, CompareOp, DiceTerm, Explode, ExplodeKind, Expr, Group, Keep, Limits,
    Notation, Plan, Reroll, Sides, Target, parse, parse_with,
};
use proptest::prelude::*;
use rand_core::SeedableRng;
use rand_pcg::Pcg64Mcg;

fn compare() -> impl Strategy<Value = Compare> {
    let op = prop_oneof![
        Just(CompareOp::Eq),
        Just(CompareOp::Ne),
        Just(CompareOp::Lt),
        Just(CompareOp::Le),
        Just(CompareOp::Gt),
        Just(CompareOp::Ge),
    ];
    (op, -2i64..12).prop_map(|(op, value)| Compare::new(op, value))
}

fn keep() -> impl Strategy<Value = Keep> {
    prop_oneof![
        (0u32..5).prop_map(Keep::Highest),
        (0u32..5).prop_map(Keep::Lowest),
        (0u32..5).prop_map(Keep::DropHighest),
        (0u32..5).prop_map(Keep::DropLowest),
    ]
}

fn target() -> impl Strategy<Value = Target> {
    (compare(), proptest::option::of(compare()))
        .prop_map(|(success, failure)| Target { success, failure })
}

fn sides() -> impl Strategy<Value = Sides> {
    prop_oneof![
        4 => (1u32..21).prop_map(Sides::Number),
        1 => Just(Sides::Percent),
        1 => Just(Sides::Fudge),
        1 => proptest::collection::vec(-3i64..8, 1..5).prop_map(Sides::Custom),
    ]
}

fn dice_term() -> impl Strategy<Value = DiceTerm> {
    let reroll = (any::<bool>(), proptest::collection::vec(compare(), 0..3))
        .prop_map(|(once, on)| Reroll { once, on });
    let explode = (
        prop_oneof![
            Just(ExplodeKind::Standard),
            Just(ExplodeKind::Compound),
            Just(ExplodeKind::Penetrating)
        ],
        proptest::option::of(compare()),
        proptest::option::of(0u32..4),
    )
        .prop_map(|(kind, on, limit)| Explode { kind, on, limit });
    (
        proptest::option::of(0i64..6),
        sides(),
        proptest::option::weighted(0.3, reroll),
        proptest::option::weighted(0.3, explode),
        proptest::option::weighted(0.2, -2i64..8),
        proptest::option::weighted(0.2, -2i64..8),
        proptest::option::weighted(0.3, keep()),
        proptest::option::weighted(0.2, target()),
    )
        .prop_map(
            |(count, sides, reroll, explode, min, max, keep, target)| DiceTerm {
                count: count.map(Expr::Number),
                sides,
                reroll,
                explode,
                min,
                max,
                keep,
                target,
            },
        )
}

fn expr() -> impl Strategy<Value = Expr> {
    let leaf = prop_oneof![
        (0i64..100).prop_map(Expr::Number),
        dice_term().prop_map(|t| Expr::Dice(Box::new(t))),
        Just(Expr::Var("L".into())),
        Just(Expr::Var("level".into())),
    ];
    leaf.prop_recursive(4, 24, 3, |inner| {
        let op = prop_oneof![
            Just(BinaryOp::Add),
            Just(BinaryOp::Sub),
            Just(BinaryOp::Mul),
            Just(BinaryOp::Div),
        ];
        prop_oneof![
            (op, inner.clone(), inner.clone()).prop_map(|(op, l, r)| Expr::Binary(
                op,
                Box::new(l),
                Box::new(r)
            )),
            inner.clone().prop_map(|e| Expr::Neg(Box::new(e))),
            (inner.clone(), "[a-z ]{0,6}").prop_map(|(e, l)| Expr::Label(Box::new(e), l)),
            (
                proptest::collection::vec(inner, 1..4),
                proptest::option::of(keep()),
                proptest::option::of(target())
            )
                .prop_map(|(items, keep, target)| Expr::Group(Box::new(Group {
                    items,
                    keep,
                    target
                }))),
        ]
    })
}

const VARS: [(&str, i64); 2] = [("L", 3), ("level", 2)];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// The canonical text parses back to the same tree, and prints the same.
    #[test]
    fn display_parse_round_trip(expr in expr()) {
        let text = expr.to_string();
        let parsed = parse_with(&text, &Limits { max_length: 100_000, max_depth: 200, ..Limits::default() })
            .map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
        prop_assert_eq!(&parsed.expr, &expr, "{}", text);
        prop_assert_eq!(parsed.to_string(), text);
    }

    /// A plan prints its canonical text, which parses (with `FromStr`, the
    /// default limits) to a plan of the same text and bounds.
    #[test]
    fn plan_display_from_str_round_trip(expr in expr()) {
        let Ok(plan) = Plan::new(&Notation::from(expr), &Limits::default()) else {
            return Ok(());
        };
        let text = plan.to_string();
        let again: Plan = text
            .parse()
            .map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
        prop_assert_eq!(again.to_string(), text);
        prop_assert_eq!((again.min(), again.max()), (plan.min(), plan.max()));
    }

    /// Every roll lies within the plan's bounds; the fast path and the
    /// trace agree; a trace replays from its faces.
    #[test]
    fn rolls_within_bounds_and_replay(expr in expr(), seed in any::<u64>()) {
        let notation = Notation::from(expr);
        let limits = Limits { max_explosions: 20, max_rerolls: 20, ..Limits::default() };
        // Some generated trees are rightly rejected (a divisor that can be
        // zero, a condition that never stops); nineteen in twenty compile.
        let Ok(plan) = Plan::with_vars(&notation, &limits, &VARS) else {
            return Ok(());
        };
        let total = plan.roll_total(&mut Pcg64Mcg::seed_from_u64(seed));
        let roll = plan.roll(&mut Pcg64Mcg::seed_from_u64(seed));
        match (total, roll) {
            (Ok(total), Ok(roll)) => {
                prop_assert_eq!(total, roll.total);
                prop_assert!(plan.min() <= total && total <= plan.max(),
                    "{}: {} not in {}..={}", notation, total, plan.min(), plan.max());
                let faces = roll.faces();
                prop_assert!(faces.len() as u64 <= plan.worst_case_faces());
                let replay = plan.roll(&mut SuppliedFaces::new(&faces)).unwrap();
                prop_assert_eq!(replay, roll);
            }
            // A limit reached at roll time fails both paths alike.
            (Err(a), Err(b)) => prop_assert_eq!(a, b),
            (a, b) => prop_assert!(false, "{}: paths disagree: {:?} / {:?}", notation, a, b.map(|r| r.total)),
        }
    }

    /// Any text at all: an answer or an error, never a panic.
    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,40}") {
        if let Ok(notation) = parse(&text) {
            let _ = Plan::with_vars(&notation, &Limits::default(), &VARS);
        }
    }

    /// Text made of notation's own characters: the same, and canonical
    /// text of whatever parses is stable.
    #[test]
    fn notation_like_text(text in "[0-9dkhlr!po<>=f%F{},()+*/x@A-Z\\[\\] -]{0,30}") {
        if let Ok(notation) = parse(&text) {
            let canonical = notation.to_string();
            let again = parse(&canonical).map_err(|e| TestCaseError::fail(format!("{text} -> {canonical}: {e}")))?;
            prop_assert_eq!(&again.expr, &notation.expr);
            let _ = Plan::with_vars(&again, &Limits::default(), &VARS);
        }
    }

    /// Plain dice kept or dropped: the trace marks dropped exactly the dice
    /// outside the kept ranks, where dice rank by face and, among equal
    /// faces, the earlier die ranks lower; the total is the kept faces' sum.
    #[test]
    fn keep_drops_the_dice_outside_the_kept_ranks(
        faces in prop::collection::vec(1u32..=6, 1..40),
        k in any::<prop::sample::Index>(),
        mode in 0usize..4,
    ) {
        let n = faces.len();
        let k = k.index(n) + 1;
        let op = ["kh", "kl", "dh", "dl"][mode];
        // Dropping every die may be refused; any other keep compiles.
        let Ok(plan) = Plan::new(&parse(&format!("{n}d6{op}{k}")).unwrap(), &Limits::default()) else {
            prop_assert!(op.starts_with('d') && k == n);
            return Ok(());
        };
        let roll = plan.roll(&mut SuppliedFaces::new(&faces)).unwrap();
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|&i| faces[i]);
        let kept = match op {
            "kh" => n - k..n,
            "kl" => 0..k,
            "dh" => 0..n - k,
            _ => k..n,
        };
        let mut dropped = vec![true; n];
        for &i in &order[kept] {
            dropped[i] = false;
        }
        let marked: Vec<bool> = roll.dice.iter().map(|d| d.dropped).collect();
        prop_assert_eq!(&marked, &dropped);
        let sum: i64 = (0..n).filter(|&i| !dropped[i]).map(|i| i64::from(faces[i])).sum();
        prop_assert_eq!(roll.total, sum);
        prop_assert_eq!(plan.roll_total(&mut SuppliedFaces::new(&faces)).unwrap(), sum);
        let mut into = osr_dice::Roll::default();
        plan.roll_into(&mut into, &mut SuppliedFaces::new(&faces)).unwrap();
        prop_assert_eq!(into, roll);
    }
}

/// A roll whose faces run out keeps the dice drawn before the failure, with
/// a total of 0, whatever path the plan takes.
#[test]
fn a_failed_roll_into_keeps_the_dice_drawn() {
    let cases: [(&str, &[u32]); 5] = [
        ("4d6kh3", &[6, 2]),
        ("8d6", &[6, 2, 6]),
        ("10d6!", &[6, 2, 6, 1]),
        ("3d6kh2", &[1, 2]),
        ("4dF", &[3]),
    ];
    for (notation, faces) in cases {
        let plan = Plan::new(&parse(notation).unwrap(), &Limits::default()).unwrap();
        let mut roll = osr_dice::Roll::default();
        plan.roll_into(&mut roll, &mut SuppliedFaces::new(&[1; 10]))
            .unwrap();
        assert!(
            plan.roll_into(&mut roll, &mut SuppliedFaces::new(faces))
                .is_err(),
            "{notation}"
        );
        assert_eq!(roll.total, 0, "{notation}");
        assert_eq!(roll.faces(), faces, "{notation}");
        assert!(roll.dice.iter().all(|d| !d.dropped), "{notation}");
    }
}
