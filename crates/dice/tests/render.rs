//! The text renderer, pinned: what a chat bot prints for a roll.

use osr_core::SuppliedFaces;
use osr_dice::{Limits, Plan, compile, parse};

fn render(notation: &str, faces: &[u32]) -> String {
    let plan = compile(notation, &Limits::default()).unwrap();
    let roll = plan.roll(&mut SuppliedFaces::new(faces)).unwrap();
    roll.render(&plan).to_string()
}

#[test]
fn renders_every_kind_of_term() {
    let lines: Vec<String> = [
        ("4d6kh3", &[6, 5, 3, 2][..]),
        ("1d20 + 5", &[14]),
        ("2d20kl1 - 1", &[5, 14]),
        ("3d6x10", &[2, 5, 6]),
        ("2d6r1", &[1, 4, 6]),
        ("d20ro<3", &[2, 2]),
        ("3d6!", &[6, 6, 2, 4, 1]),
        ("d6!!", &[6, 6, 3]),
        ("2d6!p", &[6, 4, 2]),
        ("d20!o1", &[20, 20]),
        ("4d6min2max5", &[1, 6, 3, 5]),
        ("6d10>=7f1", &[9, 2, 7, 1, 8, 10]),
        ("4dF", &[1, 2, 3, 3]),
        ("d{0,0,1,1,2,3}", &[6]),
        ("{3d6, 3d6}kh1", &[1, 2, 3, 6, 6, 1]),
        ("{d20+2, d20}>=15", &[13, 15]),
        ("1d8[fire] + 2[strength]", &[5]),
        ("-(2d4+1)/2", &[2, 3]),
    ]
    .iter()
    .map(|(notation, faces)| render(notation, faces))
    .collect();
    insta::assert_snapshot!(lines.join("\n"), @r#"
        4d6kh3 = [6, 5, 3, 2 (dropped)] = 14
        1d20+5 = [14] + 5 = 19
        2d20kl1-1 = [5, 14 (dropped)] - 1 = 4
        3d6*10 = [2, 5, 6] * 10 = 130
        2d6r1 = [1 (rerolled), 4, 6] = 10
        d20ro<3 = [2 (rerolled), 2] = 2
        3d6! = [6 (exploded), 6 (exploded, extra), 2 (extra), 4, 1] = 19
        d6!! = [15 (exploded), 6 (exploded, extra, compounded), 3 (extra, compounded)] = 15
        2d6!p = [6 (exploded), 3 (extra), 2] = 11
        d20!o = [20 (exploded), 20 (extra)] = 40
        4d6min2max5 = [2 (clamped), 5 (clamped), 3, 5] = 15
        6d10>=7f1 = [9 (success), 2, 7 (success), 1 (failure), 8 (success), 10 (success)] = 3
        4dF = [-1, 0, 1, 1] = 1
        d{0,0,1,1,2,3} = [3] = 3
        {3d6,3d6}kh1 = {[1, 2, 3] = 6 (dropped), [6, 6, 1] = 13} = 13
        {d20+2,d20}>=15 = {[13] + 2 = 15 (success), [15] = 15 (success)} = 2
        1d8[fire]+2[strength] = [5][fire] + 2[strength] = 7
        -(2d4+1)/2 = -([2, 3] + 1) / 2 = -3
    "#);
}

#[test]
fn renders_variables_by_name() {
    let plan =
        Plan::with_vars(&parse("Ld6 + L").unwrap(), &Limits::default(), &[("L", 2)]).unwrap();
    let roll = plan.roll(&mut SuppliedFaces::new(&[3, 4])).unwrap();
    insta::assert_snapshot!(roll.render(&plan).to_string(), @"Ld6+L = [3, 4] + L = 9");
}
