//! The up-front estimate of a distribution's cost against the steps its
//! computation is charged: never below them, and within a small factor.

use osr_dice::{Budget, Limits, compile};

/// The estimate bounds what the computation is charged, so that the
/// check up front never lets through what the meter would stop, and
/// stays within a small factor of it, so that it refuses little that
/// would fit.
#[test]
fn the_estimate_bounds_the_steps_charged() {
    let limits = Limits {
        max_explosions: 20,
        max_rerolls: 20,
        ..Limits::default()
    };
    for notation in [
        "3d6",
        "100d10",
        "4d6kh3",
        "4d6dl1",
        "2d20kh1+5",
        "3d6*10",
        "d6r1",
        "4d6r<3",
        "3d4ro<2",
        "d6r1r6",
        "4d6!",
        "2d6!o3",
        "3d6!p",
        "d10!!",
        "3d6!!kh2",
        "5d6>=5",
        "6d10>=8f1",
        "4dF",
        "2d{-1,0,0,3}kl1",
        "3d6min2max5",
        "{d4,d6}kh1",
        "{3d6,3d6,3d6}kh2",
        "{d6,d4}>=3",
        "{d4,2d3}dl1>=3f1",
        "{d4,d6}",
        "d20+d4-d6",
        "(2d6)/(d4)",
        "-3d6",
        "2d6*d6",
        "10d6!>=5",
        "d100!",
        "20d6kh10",
        "d6r3",
        "{2d3,d4,d4+1}kl2",
    ] {
        let plan = compile(notation, &limits).unwrap();
        let (_, charged) = plan.distribution_with_steps(&Budget::default()).unwrap();
        let estimated = plan.distribution_cost();
        println!("{notation}: charged {charged}, estimated {estimated}");
        assert!(charged <= estimated, "{notation}: {charged} > {estimated}");
        assert!(
            estimated <= charged.saturating_mul(8).max(1_000),
            "{notation}: {estimated} is far above {charged}"
        );
    }
}

fn term() -> impl proptest::strategy::Strategy<Value = String> {
    use proptest::prelude::*;
    let modifier = prop_oneof![
        Just(""),
        Just("kh1"),
        Just("kl2"),
        Just("dl1"),
        Just("ro1"),
        Just("r1"),
        Just("!o2"),
        Just("!"),
        Just("!p"),
        Just("!!"),
        Just(">=3"),
        Just(">=3f1"),
        Just("min2max3"),
    ];
    (
        2..6_u32,
        prop::sample::select(vec![2_u32, 3, 4, 6, 8]),
        modifier,
    )
        .prop_map(|(n, s, m)| format!("{n}d{s}{m}"))
}

proptest::proptest! {
    #![proptest_config(proptest::test_runner::Config::with_cases(128))]

    /// The same bound over generated expressions.
    #[test]
    fn the_estimate_bounds_generated_plans(
        a in term(),
        b in term(),
        shape in 0..5_u8,
    ) {
        let notation = match shape {
            0 => a,
            1 => format!("{a}+{b}"),
            2 => format!("({a})*3"),
            3 => format!("{{{a},{b}}}kh1"),
            _ => format!("{{{a},{a}}}kl1"),
        };
        let limits = Limits { max_explosions: 3, max_rerolls: 3, ..Limits::default() };
        let plan = compile(&notation, &limits).unwrap();
        if let Ok((_, charged)) = plan.distribution_with_steps(&Budget::default()) {
            let estimated = plan.distribution_cost();
            proptest::prop_assert!(charged <= estimated, "{}: {} > {}", notation, charged, estimated);
        }
    }
}
