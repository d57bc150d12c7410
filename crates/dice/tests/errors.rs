//! Every error message, pinned: what users of a chat bot read.
//!
//! Each case is hostile or mistaken input; the message names the problem,
//! the value and the span, and nothing panics.

use osr_core::SuppliedFaces;
use osr_dice::{Limits, compile};

fn compile_error(notation: &str) -> String {
    compile(notation, &Limits::default())
        .map(|_| ())
        .unwrap_err()
        .to_string()
}

fn roll_error(notation: &str, limits: &Limits, faces: &[u32]) -> String {
    let plan = compile(notation, limits).unwrap();
    let total = plan.roll_total(&mut SuppliedFaces::new(faces)).unwrap_err();
    let trace = plan.roll(&mut SuppliedFaces::new(faces)).unwrap_err();
    assert_eq!(total, trace, "both paths fail alike");
    total.to_string()
}

#[test]
fn empty() {
    insta::assert_snapshot!(compile_error(""), @"at 0..0: the notation is empty");
}

#[test]
fn blank() {
    insta::assert_snapshot!(compile_error("   "), @"at 3..3: the notation is empty");
}

#[test]
fn dangling_operator() {
    insta::assert_snapshot!(compile_error("2d6+"), @"at 4..4: expected a number, a die, a variable, '(' or '{', found end of input");
}

#[test]
fn unknown_character() {
    insta::assert_snapshot!(compile_error("2d6 ? 3"), @"at 4..5: expected an operator or the end of the notation, found '?'");
}

#[test]
fn trailing_text() {
    insta::assert_snapshot!(compile_error("2d6 kh1"), @"at 4..5: expected an operator or the end of the notation, found 'k'");
}

#[test]
fn unclosed_paren() {
    insta::assert_snapshot!(compile_error("(1+2"), @"at 4..4: expected ')', found end of input");
}

#[test]
fn unclosed_group() {
    insta::assert_snapshot!(compile_error("{d6, d8"), @"at 7..7: expected ',' or '}', found end of input");
}

#[test]
fn unclosed_label() {
    insta::assert_snapshot!(compile_error("d6[fire"), @"at 7..7: expected ']' to close the label, found end of input");
}

#[test]
fn missing_sides() {
    insta::assert_snapshot!(compile_error("3d"), @"at 2..2: expected the sides of the die: a number, '%', 'F' or '{', found end of input");
}

#[test]
fn bad_custom_faces() {
    insta::assert_snapshot!(compile_error("d{1,2"), @"at 5..5: expected ',' or '}' in the list of faces, found end of input");
}

#[test]
fn number_too_large() {
    insta::assert_snapshot!(compile_error("99999999999999999999"), @"at 0..20: the number is larger than 9223372036854775807");
}

#[test]
fn sides_too_large() {
    insta::assert_snapshot!(compile_error("d99999999999"), @"at 1..12: the number is larger than 4294967295");
}

#[test]
fn repeated_keep() {
    insta::assert_snapshot!(compile_error("4d6kh3kh2"), @"at 6..9: the keep or drop modifier is given twice");
}

#[test]
fn repeated_explode() {
    insta::assert_snapshot!(compile_error("d6!!!"), @"at 4..5: the explode modifier is given twice");
}

#[test]
fn mixed_reroll() {
    insta::assert_snapshot!(compile_error("d6r1ro2"), @"at 4..7: the reroll modifier is given twice");
}

#[test]
fn repeated_target() {
    insta::assert_snapshot!(compile_error("d6>3>4"), @"at 4..6: the target modifier is given twice");
}

#[test]
fn failure_without_success() {
    insta::assert_snapshot!(compile_error("d6f1"), @"at 2..4: expected a success target (such as '>=5') before failures, found 'f'");
}

#[test]
fn f_without_condition() {
    insta::assert_snapshot!(compile_error("d6>3f"), @"at 5..5: expected a comparison after 'f', found end of input");
}

#[test]
fn bad_variable() {
    insta::assert_snapshot!(compile_error("@1"), @"at 1..2: expected a variable name (a letter or '_', then letters, digits or '_'), found '1'");
}

#[test]
fn unclosed_variable() {
    insta::assert_snapshot!(compile_error("@{level"), @"at 7..7: expected '}' to close the variable name, found end of input");
}

#[test]
fn too_long() {
    insta::assert_snapshot!(compile_error(&("1+".repeat(600) + "1")), @"at 1000..1201: 1201 bytes exceed the limit of 1000 bytes");
}

#[test]
fn too_deep() {
    insta::assert_snapshot!(compile_error(&("(".repeat(40) + "1" + &")".repeat(40))), @"at 32..33: nesting exceeds the depth limit of 32");
}

#[test]
fn too_many_dice() {
    insta::assert_snapshot!(compile_error("10001d6"), @"at 0..7: 10001 dice exceed the limit of 10000 dice per roll");
}

#[test]
fn too_many_dice_total() {
    insta::assert_snapshot!(compile_error("6000d6+6000d6"), @"at 7..13: 12000 dice exceed the limit of 10000 dice per roll");
}

#[test]
fn too_many_sides() {
    insta::assert_snapshot!(compile_error("d1000001"), @"at 0..8: a die of 1000001 faces exceeds the limit of 1000000");
}

#[test]
fn too_many_explosions() {
    insta::assert_snapshot!(compile_error("d6!o101"), @"at 0..7: 101 explosions per die exceed the limit of 100");
}

#[test]
fn too_much_work() {
    insta::assert_snapshot!(compile_error("5000d6!r1"), @"at 0..9: up to 51005000 faces per roll exceed the limit of 1000000 (dice times explosions and rerolls)");
}

#[test]
fn unbound() {
    insta::assert_snapshot!(compile_error("Ld6"), @"at 0..1: no value is bound to the variable L");
}

#[test]
fn dice_in_count() {
    insta::assert_snapshot!(compile_error("(d4)d6"), @"at 1..3: a dice count must be fixed before rolling");
}

#[test]
fn negative_count() {
    insta::assert_snapshot!(compile_error("(1-2)d6"), @"at 0..7: a dice count must be 0 or more, got -1");
}

#[test]
fn no_faces() {
    insta::assert_snapshot!(compile_error("d0"), @"at 0..2: a die needs at least one face");
}

#[test]
fn no_custom_faces() {
    insta::assert_snapshot!(compile_error("d{}"), @"at 0..3: a die needs at least one face");
}

#[test]
fn explode_forever() {
    insta::assert_snapshot!(compile_error("d1!"), @"at 0..3: every face would explode forever: narrow the condition or cap it (`!oN`)");
}

#[test]
fn explode_forever_after_reroll() {
    insta::assert_snapshot!(compile_error("d6r<6!"), @"at 0..6: every face would explode forever: narrow the condition or cap it (`!oN`)");
}

#[test]
fn reroll_forever() {
    insta::assert_snapshot!(compile_error("d6r<7"), @"at 0..5: every face would reroll forever: narrow the condition");
}

#[test]
fn keep_more_than_rolled() {
    insta::assert_snapshot!(compile_error("4d6kh5"), @"at 3..6: kh5 keeps 5 dice, but there are at most 4");
}

#[test]
fn keep_lowest_more_than_rolled() {
    insta::assert_snapshot!(compile_error("1d20 + 2d20kl3"), @"at 11..14: kl3 keeps 3 dice, but there are at most 2");
}

#[test]
fn drop_more_than_rolled() {
    insta::assert_snapshot!(compile_error("4d6dh5"), @"at 3..6: dh5 drops 5 dice, but there are at most 4");
    insta::assert_snapshot!(compile_error("4d6dl5"), @"at 3..6: dl5 drops 5 dice, but there are at most 4");
    insta::assert_snapshot!(compile_error("4d6d5"), @"at 3..5: dl5 drops 5 dice, but there are at most 4");
}

#[test]
fn keep_more_than_a_pool_can_grow_to() {
    let limits = Limits {
        max_explosions: 2,
        ..Limits::default()
    };
    let err = compile("2d6!kh7", &limits).unwrap_err().to_string();
    insta::assert_snapshot!(err, @"at 4..7: kh7 keeps 7 dice, but there are at most 6");
}

#[test]
fn keep_more_members_than_a_group_has() {
    insta::assert_snapshot!(compile_error("{d6, d8}kh3"), @"at 8..11: kh3 keeps 3 members, but there are at most 2");
}

#[test]
fn keep_more_than_a_variable_count() {
    let notation = osr_dice::parse("Ld6kh4").unwrap();
    let err = osr_dice::Plan::with_vars(&notation, &Limits::default(), &[("L", 3)]).unwrap_err();
    insta::assert_snapshot!(err.to_string(), @"at 3..6: kh4 keeps 4 dice, but there are at most 3");
}

#[test]
fn reroll_on_no_face() {
    insta::assert_snapshot!(compile_error("d6r7"), @"at 0..4: no face of the die meets the reroll condition");
    insta::assert_snapshot!(compile_error("d6ro>6"), @"at 0..6: no face of the die meets the reroll condition");
}

#[test]
fn explode_on_no_face() {
    insta::assert_snapshot!(compile_error("d6!>6"), @"at 0..5: no face of the die meets the explode condition");
    insta::assert_snapshot!(compile_error("d6r6!"), @"at 0..5: no face of the die meets the explode condition");
}

#[test]
fn clamp_order() {
    insta::assert_snapshot!(compile_error("d6min4max3"), @"at 0..10: min4 is above max3");
}

#[test]
fn division_by_zero() {
    insta::assert_snapshot!(compile_error("10/(d3-2)"), @"at 0..9: the divisor can be zero");
}

#[test]
fn constant_division_by_zero() {
    insta::assert_snapshot!(compile_error("1/0"), @"at 0..3: the divisor can be zero");
}

#[test]
fn overflow() {
    insta::assert_snapshot!(compile_error("9223372036854775807+d6"), @"at 0..22: a total could exceed the range of 64-bit integers");
}

#[test]
fn supplied_faces_run_out() {
    insta::assert_snapshot!(
        roll_error("3d6", &Limits::default(), &[4, 5]),
        @"at 0..3: supplied faces ran out: a d6 needed a face at position 2, but only 2 were supplied"
    );
}

#[test]
fn supplied_face_not_on_the_die() {
    insta::assert_snapshot!(
        roll_error("d20+d4", &Limits::default(), &[12, 7]),
        @"at 4..6: supplied face 7 at position 1 is not on a d4 (1..=4)"
    );
}

#[test]
fn explosion_reaches_its_limit() {
    let limits = Limits {
        max_explosions: 2,
        ..Limits::default()
    };
    insta::assert_snapshot!(
        roll_error("d6!", &limits, &[6, 6, 6]),
        @"at 0..3: a die reached the limit of 2 explosions per die; no total is given rather than a truncated one"
    );
}

#[test]
fn reroll_reaches_its_limit() {
    let limits = Limits {
        max_rerolls: 2,
        ..Limits::default()
    };
    insta::assert_snapshot!(
        roll_error("d6r1", &limits, &[1, 1, 1]),
        @"at 0..4: a die reached the limit of 2 rerolls per die; no total is given rather than a truncated one"
    );
}

#[test]
fn hostile_input_is_bounded_before_rolling() {
    // Each limit category, at the default limits: rejected at compile time,
    // before any face is drawn.
    let limits = Limits::default();
    for notation in [
        "d4294967295",                         // faces
        "10000d6+1d6",                         // dice, over several terms
        "100d6!r1",                            // work: 100 x 101 x 101 faces
        "d20!o1000",                           // explosions
        &"-".repeat(100),                      // depth, through signs
        &("1".to_owned() + &"[x]".repeat(40)), // depth, through labels
        &"{".repeat(50),                       // depth, through groups
        &"9".repeat(2000),                     // length
    ] {
        assert!(compile(notation, &limits).is_err(), "{notation}");
    }
    // Huge dice are checked analytically, not listed: this compiles at once.
    let plan = compile("d1000000r<999999!>999999", &limits).unwrap();
    assert_eq!((plan.min(), plan.max()), (999_999, 1_000_000 * 101));
}

fn distribution_error(notation: &str, budget: &osr_dice::Budget) -> String {
    compile(notation, &Limits::default())
        .unwrap()
        .distribution(budget)
        .unwrap_err()
        .to_string()
}

#[test]
fn distribution_over_its_outcome_budget() {
    let budget = osr_dice::Budget {
        max_outcomes: 100,
        ..osr_dice::Budget::default()
    };
    insta::assert_snapshot!(distribution_error("50d100", &budget), @"at 0..6: the distribution needs at least 4951 outcomes, over the budget of 100");
}

#[test]
fn distribution_over_its_step_budget() {
    let budget = osr_dice::Budget {
        max_steps: 1_000,
        ..osr_dice::Budget::default()
    };
    insta::assert_snapshot!(distribution_error("40d20", &budget), @"at 0..5: the distribution needs at least 609620 steps, over the budget of 1000");
}

#[test]
fn distribution_not_weighed_exactly() {
    insta::assert_snapshot!(distribution_error("4d6!kh3", &osr_dice::Budget::default()),
        @"at 0..7: no exact distribution of keeping or dropping dice from a pool that grows by explosions"
    );
}

#[test]
fn forged_roll() {
    let plan = compile("1d6", &Limits::default()).unwrap();
    let mut roll = plan.roll(&mut SuppliedFaces::new(&[4])).unwrap();
    roll.total = 999;
    insta::assert_snapshot!(plan.check_roll(&roll).unwrap_err(), @"at 0..3: the roll is not a roll of this plan: its total differs from the replay of its faces");
    roll.total = 4;
    roll.dice[0].value = -5;
    insta::assert_snapshot!(plan.check_roll(&roll).unwrap_err(), @"at 0..3: the roll is not a roll of this plan: its dice differ from the replay of its faces");
    roll.dice[0].value = 4;
    roll.dice.push(roll.dice[0].clone());
    insta::assert_snapshot!(plan.check_roll(&roll).unwrap_err(), @"at 0..3: the roll is not a roll of this plan: it lists faces the plan does not draw");
}

#[test]
fn invalid_probability() {
    let err = |text: &str| {
        text.parse::<osr_dice::Probability>()
            .unwrap_err()
            .to_string()
    };
    insta::assert_snapshot!(err("7/6"), @"at 0..3: \"7/6\" is not a probability: it is larger than 1");
    insta::assert_snapshot!(err("1/0"), @"at 0..3: \"1/0\" is not a probability: the denominator is zero");
    insta::assert_snapshot!(err("-1/2"), @"at 0..4: \"-1/2\" is not a probability: not a fraction of whole numbers such as 1/6");
    insta::assert_snapshot!(err(&"9".repeat(30_000)), @"at 0..30000: \"9999999999999999999999999999999999999999\" is not a probability: the numbers are too large");
}

#[cfg(feature = "serde")]
#[test]
fn errors_serialize_with_key_message_and_span() {
    let err = compile("2d6 + d0", &Limits::default()).unwrap_err();
    insta::assert_snapshot!(serde_json::to_string(&err).unwrap(), @"{\"kind\":\"no_faces\",\"message\":\"at 6..8: a die needs at least one face\",\"span\":{\"start\":6,\"end\":8}}");
    let plan = compile("3d6", &Limits::default()).unwrap();
    let err = plan.roll(&mut SuppliedFaces::new(&[1])).unwrap_err();
    insta::assert_snapshot!(serde_json::to_string(&err).unwrap(), @"{\"kind\":\"faces_exhausted\",\"message\":\"at 0..3: supplied faces ran out: a d6 needed a face at position 1, but only 1 was supplied\",\"span\":{\"start\":0,\"end\":3}}");
}
