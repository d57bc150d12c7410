//! The sweep against the library's exact odds and an independent model,
//! the parsing of ranges, and the command line's exit statuses.

mod common;

use common::{balance, cell, grid, refuses, rows, with};
use osr::check::ratio;
use osr::combat::Side;
use osr::combat::cairn_house::{Duel, DuelResult, Duelist, Finish};
use osr::core::StepDie;
use osr::dice::num_rational::BigRational;
use osr_balance::cairn_house::CairnHouse;
use osr_balance::{Grid, MAX_POINTS, Range, System, csv, decimal, sweep};

#[test]
fn a_one_point_grid_is_the_duels_exact_odds() {
    // The adventurer HP 5, STR 12, armour 1, d8 against a foe of HP 4,
    // STR 11, armour 2, d6 who strikes first.
    let system: CairnHouse = with(&[
        ("--hp", "5"),
        ("--str", "12"),
        ("--armour", "1"),
        ("--weapon", "d8"),
        ("--foe-str", "11"),
        ("--foe-weapon", "d6"),
        ("--first", "foe"),
    ]);
    let grid = grid(&system, "hp=4", Some("armour=2..2"));
    let table = csv(&system, &sweep(&system, &grid, || {}).unwrap());
    let rows = rows(&table);
    assert_eq!(rows.len(), 1);
    let row = &rows[0];
    assert_eq!(cell(row, "foe_hp"), "4");
    assert_eq!(cell(row, "foe_armour"), "2");

    let adventurer = Duelist::new(5, 12, 1, StepDie::D8).unwrap();
    let foe = Duelist::new(4, 11, 2, StepDie::D6).unwrap();
    let odds = Duel::new(adventurer, foe).with_first(Side::Foes).odds();
    let p = |winner, by| {
        odds.probability(&DuelResult::Won { winner, by })
            .unwrap_or_else(|| ratio(0, 1))
    };
    let columns = [
        (
            "adventurer_wins_by_critical_damage",
            p(Side::Party, Finish::CriticalDamage),
        ),
        ("adventurer_wins_by_death", p(Side::Party, Finish::Death)),
        (
            "foe_wins_by_critical_damage",
            p(Side::Foes, Finish::CriticalDamage),
        ),
        ("foe_wins_by_death", p(Side::Foes, Finish::Death)),
        ("stalemate", ratio(0, 1)),
        (
            "adventurer_wins",
            p(Side::Party, Finish::CriticalDamage) + p(Side::Party, Finish::Death),
        ),
    ];
    let mut total = ratio(0, 1);
    for (column, expected) in columns {
        assert_eq!(
            cell(row, &format!("{column}_exact")),
            expected.to_string(),
            "{column}"
        );
        assert_eq!(cell(row, column), decimal(&expected), "{column}");
        if column != "adventurer_wins" {
            total += expected;
        }
    }
    assert_eq!(total, ratio(1, 1));
}

/// The chance the adventurer (to strike when `adventurer_next`) wins a
/// duel to the death between fighters of STR 1 and no armour, at `a` and
/// `b` HP with dice of `da` and `db` sides: every blow takes off its
/// face, and a blow past 0 HP kills (the excess, at least 1, takes all
/// of STR 1).
fn str_1_duel(a: u32, b: u32, da: u32, db: u32, adventurer_next: bool) -> BigRational {
    let (sides, target) = if adventurer_next { (da, b) } else { (db, a) };
    let mut p = ratio(0, 1);
    for face in 1..=sides {
        let then = if face > target {
            // The striker kills.
            ratio(u32::from(adventurer_next), 1)
        } else if adventurer_next {
            str_1_duel(a, b - face, da, db, false)
        } else {
            str_1_duel(a - face, b, da, db, true)
        };
        p += then * ratio(1, sides);
    }
    p
}

#[test]
fn a_sweep_matches_an_independent_model_of_duels_to_the_death() {
    // rule: CH-combat.attack
    // rule: CH-health.overflow
    let system: CairnHouse = with(&[
        ("--hp", "2"),
        ("--str", "1"),
        ("--armour", "0"),
        ("--weapon", "d4"),
        ("--foe-str", "1"),
        ("--foe-armour", "0"),
        ("--finish", "death"),
    ]);
    let grid = grid(&system, "hp=0..4", Some("weapon=d4..d8"));
    let table = csv(&system, &sweep(&system, &grid, || {}).unwrap());
    let rows = rows(&table);
    assert_eq!(rows.len(), 5 * 3);
    for row in &rows {
        let hp: u32 = cell(row, "foe_hp").parse().unwrap();
        let sides: u32 = cell(row, "foe_weapon")[1..].parse().unwrap();
        let expected = str_1_duel(2, hp, 4, sides, true);
        assert_eq!(
            cell(row, "adventurer_wins_exact"),
            expected.to_string(),
            "foe HP {hp}, d{sides}"
        );
        assert_eq!(cell(row, "adventurer_wins_by_critical_damage_exact"), "0");
    }
    // Both at HP 1 with d4s: 2+ kills at once; a 1 empties HP, the foe
    // then kills on 2+, and on a 1 the adventurer's next blow kills.
    let both_1 = ratio(3, 4) + ratio(1, 4) * ratio(1, 4);
    assert_eq!(str_1_duel(1, 1, 4, 4, true), both_1);
}

#[test]
fn decimals_round_to_twelve_places() {
    assert_eq!(decimal(&ratio(0, 1)), "0.000000000000");
    assert_eq!(decimal(&ratio(1, 1)), "1.000000000000");
    assert_eq!(decimal(&ratio(1, 3)), "0.333333333333");
    assert_eq!(decimal(&ratio(2, 3)), "0.666666666667");
    assert_eq!(decimal(&ratio(1, 8)), "0.125000000000");
}

#[test]
fn ranges_refuse_bad_input() {
    let system = CairnHouse::default();
    let axes = system.axes();
    let range = |text: &str| Range::parse(text, axes);
    assert_eq!(
        range("hp=1..12"),
        Ok(Range {
            axis: 0,
            from: 1,
            to: 12
        })
    );
    assert_eq!(range("weapon=d6..d10").map(|r| r.len()), Ok(3));
    assert_eq!(range("armour=2").map(|r| r.len()), Ok(1));
    for bad in [
        "hp=12..1",
        "weapon=d10..d6",
        "hp=0..21",
        "str=0..5",
        "armour=-1..2",
        "weapon=d4..d20",
        "hp=a..b",
        "hp=",
        "hp",
        "dex=1..3",
    ] {
        let message = range(bad).unwrap_err();
        assert!(!message.is_empty(), "{bad}");
    }
    assert!(range("hp=12..1").unwrap_err().contains("reversed"));
    let hp = range("hp=1..3").unwrap();
    assert!(Grid::new(hp, Some(range("hp=4..6").unwrap())).is_err());
    // No rules' axes are this long: the limit still holds for any.
    let long = |axis| Range {
        axis,
        from: 0,
        to: 100,
    };
    const { assert!(MAX_POINTS < 101 * 101) };
    assert!(
        Grid::new(long(0), Some(long(1)))
            .unwrap_err()
            .contains("more than")
    );
}

#[test]
fn the_command_line_refuses_bad_input_with_status_2() {
    refuses(
        &[],
        &[
            &["--x", "hp=12..1"],
            &["--x", "hp=1..3", "--no-such-option"],
            &["--x", "hp=1..3", "--foe-hp", "3"],
            &["--x", "hp=1..3", "--y", "hp=1..3"],
            &["--x", "hp=1..3", "--first", "nobody"],
            &["--x", "hp=1..3", "--system", "chess"],
            &["--y", "hp=1..3"],
            &["--x"],
        ],
    );
    let help = balance(&["--help"]);
    assert_eq!(help.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&help.stdout).contains("Usage"));
}

#[test]
fn the_command_line_writes_the_csv_and_the_heat_map() {
    let dir = std::env::temp_dir().join(format!("osr-balance-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (csv_path, svg_path) = (dir.join("sweep.csv"), dir.join("sweep.svg"));
    let out = balance(&[
        "--x",
        "hp=1..3",
        "--y",
        "armour=0..1",
        "--quiet",
        "--csv",
        csv_path.to_str().unwrap(),
        "--svg",
        svg_path.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(out.stderr.is_empty(), "--quiet prints nothing: {out:?}");
    let table = std::fs::read_to_string(&csv_path).unwrap();
    assert_eq!(table.lines().count(), 1 + 3 * 2);
    let svg = std::fs::read_to_string(&svg_path).unwrap();
    assert!(svg.starts_with("<svg"));
    for words in [
        "the foe&apos;s hit protection (HP)",
        "the foe&apos;s armour (damage reduction)",
    ] {
        assert!(
            svg.contains(words) || svg.contains(&words.replace("&apos;", "'")),
            "{words}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
