//! The 3d6 Constitution sweep against the library's exact odds and an
//! independent model of fights between fighters at HP 0, its options and
//! its refusal of points too large for the exact odds.

mod common;

use common::{balance, cell, grid, refused, refuses, refuses_values, rows, with};
use osr::check::constitution::{AbilityScore, Level};
use osr::check::course::Budget;
use osr::check::ratio;
use osr::combat::Side;
use osr::combat::constitution::{
    Ac, Combatant, DUEL_MAX_STATES, DamageDie, Ending, Policy, Setup, Ties, duel_odds,
};
use osr::dice::num_rational::BigRational;
use osr::health::constitution::HitDice;
use osr_balance::constitution::Constitution;
use osr_balance::{Range, System, csv, decimal, sweep};

#[test]
fn a_one_point_grid_is_the_duels_exact_odds() {
    // The adventurer HP 5, level 2, STR 12, AC 18, a d8 with an
    // advantage die, against a foe of HP 3, level 1, STR 11, AC 21, d6.
    let system: Constitution = with(&[
        ("--hp", "5"),
        ("--level", "2"),
        ("--str", "12"),
        ("--ac", "18"),
        ("--damage", "d8-advantage"),
        ("--foe-level", "1"),
        ("--foe-str", "11"),
        ("--foe-damage", "d6"),
    ]);
    let grid = grid(&system, "hp=3", Some("ac=21..21"));
    let table = csv(&system, &sweep(&system, &grid, || {}).unwrap());
    let rows = rows(&table);
    assert_eq!(rows.len(), 1);
    let row = &rows[0];
    assert_eq!(cell(row, "foe_hp"), "3");
    assert_eq!(cell(row, "foe_ac"), "21");

    let mut adventurer = Combatant::new(1, Side::Party, 5).unwrap();
    adventurer.level = Level::new(2).unwrap();
    adventurer.strength = AbilityScore::new(12).unwrap();
    adventurer.ac = Ac::new(18).unwrap();
    adventurer.damage = DamageDie::D8Advantage;
    let mut foe = Combatant::new(2, Side::Foes, 3).unwrap();
    foe.strength = AbilityScore::new(11).unwrap();
    foe.ac = Ac::new(21).unwrap();
    let setup = Setup::new(vec![adventurer, foe], Ties::SetupOrder).unwrap();
    let budget = Budget::new(DUEL_MAX_STATES, 0).unwrap();
    let odds = duel_odds(&setup, Policy::default(), budget).unwrap();
    let p = |side| {
        odds.endings()
            .probability(&Ending::Won(side))
            .unwrap_or_else(|| ratio(0, 1))
    };
    let (party, foes) = (p(Side::Party), p(Side::Foes));
    assert_eq!(&party + &foes, ratio(1, 1));
    for (column, expected) in [
        ("adventurer_left_standing", &party),
        ("foe_left_standing", &foes),
        ("adventurer_wins", &party),
    ] {
        assert_eq!(
            cell(row, &format!("{column}_exact")),
            expected.to_string(),
            "{column}"
        );
        assert_eq!(cell(row, column), decimal(expected), "{column}");
    }
}

/// The chance that a d20 + `bonus` reaches `dc`, for a need of 1 to 20.
fn reach(bonus: i32, dc: i32) -> BigRational {
    let need = dc - bonus;
    assert!((1..=20).contains(&need), "the model has no open-ended 20s");
    ratio(i64::from(21 - need), 20)
}

/// What one blow on a target at HP 0, level 1, does: (ends the fight,
/// gives the target its one major wound mark and goes on, changes
/// nothing), by the target's marks (0 or 1).
struct Blow {
    end: [BigRational; 2],
    mark: [BigRational; 2],
    stay: [BigRational; 2],
}

/// A blow of a d6 from an attacker of STR `str` on a target of AC `ac`,
/// STR `target_str` and will 10, at HP 0: any hit (a direct hit is the
/// same) calls for both injury saves at DC 20 + the damage; a failed will
/// save drops the target; a failed strength save marks the target, or
/// kills it when it already has its one mark.
fn blow(str: i32, ac: i32, target_str: i32) -> Blow {
    let hit = reach(str, ac);
    let mut blow = Blow {
        end: [ratio(0, 1), ratio(0, 1)],
        mark: [ratio(0, 1), ratio(0, 1)],
        stay: [ratio(1, 1) - &hit, ratio(1, 1) - &hit],
    };
    for d in 1..=6 {
        let p = &hit * ratio(1, 6);
        let strength = reach(target_str, 20 + d);
        let will = reach(10, 20 + d);
        let (s_fail, w_fail) = (ratio(1, 1) - &strength, ratio(1, 1) - &will);
        // No mark yet: a failed strength save marks; the will save decides.
        blow.end[0] += &p * &w_fail;
        blow.mark[0] += &p * &s_fail * &will;
        blow.stay[0] += &p * &strength * &will;
        // The one mark taken: a failed strength save kills.
        blow.end[1] += &p * (&s_fail + &strength * &w_fail);
        blow.stay[1] += &p * &strength * &will;
    }
    blow
}

/// The chance the adventurer wins from marks `m` (adventurer, foe), the
/// adventurer to strike next when `adventurer_next`: blows alternate, as
/// the order of initiative is set once and repeats every round.
///
/// With A and F the chances at `m` with the adventurer's or the foe's
/// blow next, a the adventurer's blow on the foe and f the foe's on the
/// adventurer:
///
/// - A = a.end + a.mark F(foe marked) + a.stay F
/// - F = f.mark A(adventurer marked) + f.stay A
///
/// so that, with L = 1 - a.stay f.stay (two blows that change nothing
/// come back to `m`), A = (a.end + a.mark F(foe marked) + a.stay f.mark
/// A(adventurer marked)) / L and F = (f.mark A(adventurer marked) +
/// f.stay (a.end + a.mark F(foe marked))) / L.
fn hp_0_fight(
    on_foe: &Blow,
    on_adventurer: &Blow,
    m: [usize; 2],
    adventurer_next: bool,
) -> BigRational {
    let [a, b] = m;
    // The adventurer's blow that marks the foe, then the foe's turn.
    let mut a_ends = on_foe.end[b].clone();
    if b == 0 {
        a_ends += &on_foe.mark[0] * hp_0_fight(on_foe, on_adventurer, [a, 1], false);
    }
    // The foe's blow that marks the adventurer, then the adventurer's.
    let f_marks = if a == 0 {
        &on_adventurer.mark[0] * hp_0_fight(on_foe, on_adventurer, [1, b], true)
    } else {
        ratio(0, 1)
    };
    let (a_stay, f_stay) = (&on_foe.stay[b], &on_adventurer.stay[a]);
    let l = ratio(1, 1) - a_stay * f_stay;
    if adventurer_next {
        (a_ends + a_stay * f_marks) / l
    } else {
        (f_marks + f_stay * a_ends) / l
    }
}

#[test]
fn a_sweep_matches_an_independent_model_of_fighters_at_hp_0() {
    // rule: TC-5.1
    // rule: TC-5.14
    // rule: TC-5.18
    // rule: TC-6.6
    // rule: TC-6.7
    // rule: TC-6.8
    // rule: TC-6.11
    let system: Constitution = with(&[("--hp", "0"), ("--foe-hp", "0")]);
    let grid = grid(&system, "ac=18..22", Some("str=8..12"));
    let table = csv(&system, &sweep(&system, &grid, || {}).unwrap());
    let rows = rows(&table);
    assert_eq!(rows.len(), 5 * 5);
    // Both roll d20 + wits 10 once; the adventurer strikes first in every
    // round when its d20 is at least the foe's (ties to the adventurer):
    // 210 of 400.
    let first = ratio(210, 400);
    for row in &rows {
        let ac: i32 = cell(row, "foe_ac").parse().unwrap();
        let str: i32 = cell(row, "foe_str").parse().unwrap();
        let on_foe = blow(10, ac, str);
        let on_adventurer = blow(str, 20, 10);
        let expected = &first * hp_0_fight(&on_foe, &on_adventurer, [0, 0], true)
            + (ratio(1, 1) - &first) * hp_0_fight(&on_foe, &on_adventurer, [0, 0], false);
        assert_eq!(
            cell(row, "adventurer_wins_exact"),
            expected.to_string(),
            "foe AC {ac}, STR {str}"
        );
    }
}

#[test]
fn the_model_agrees_with_a_hand_count_of_spent_fighters() {
    // Both at their one mark: the crate's hand-computed round, W the
    // chance a blow ends it and S that it changes nothing.
    let on = blow(10, 20, 10);
    let w = on.end[1].clone();
    let s = on.stay[1].clone();
    assert_eq!(&w + &s, ratio(1, 1));
    let round = ratio(1, 1) - &s * &s;
    assert_eq!(hp_0_fight(&on, &on, [1, 1], true), &w / &round);
    assert_eq!(hp_0_fight(&on, &on, [1, 1], false), &s * &w / &round);
}

#[test]
fn the_options_refuse_bad_input() {
    let mut system = Constitution::default();
    refuses_values(
        &mut system,
        &[
            ("--hp", "-1"),
            ("--hp", "241"),
            ("--level", "0"),
            ("--str", "0"),
            ("--str", "21"),
            ("--ac", "-1"),
            ("--ac", "101"),
            ("--damage", "d4"),
            ("--foe-damage", "d8-disadvantage"),
            ("--foe-hp", "many"),
            ("--foe-level", ""),
        ],
    );
    assert_eq!(system.set("--armour", "1"), Ok(false));
    assert_eq!(system.set("--first", "foe"), Ok(false));
    assert_eq!(system.set("--foe-hp", "3"), Ok(true));
    assert!(system.check(&[0]).unwrap_err().contains("--foe-hp"));
    assert!(system.check(&[1]).is_ok());
    let axes = system.axes();
    for bad in ["damage=d8..d6", "damage=d4..d6", "level=0..2", "hp=0..241"] {
        assert!(Range::parse(bad, axes).is_err(), "{bad}");
    }
    assert_eq!(
        Range::parse("damage=d6..d8-advantage", axes).map(|r| r.len()),
        Ok(4)
    );
}

#[test]
fn hit_dice_hold_the_foes_hp() {
    // HP 7 needs two d6 hit dice: the foe is built with them.
    let system = Constitution::default();
    let setup = system.setup(&[(0, 7)]).unwrap();
    assert_eq!(setup.combatants()[1].hit_dice, HitDice::new(2).unwrap());
    assert_eq!(setup.combatants()[0].hit_dice, HitDice::new(1).unwrap());
}

#[test]
fn a_point_too_large_for_the_exact_odds_is_refused_by_name() {
    // The adventurer at HP 4 (5 x 2) and the foe at HP 50 (51 x 2): 2,040
    // possible states, more than the 2,000 the exact odds explore.
    let system = Constitution::default();
    let message = system.odds(&[(0, 50)]).unwrap_err();
    assert!(message.contains("hp 50"), "{message}");
    assert!(message.contains("too large"), "{message}");
    refused(
        &["--system", "constitution", "--x", "hp=50", "--quiet"],
        "the fight at hp 50",
    );
}

#[test]
fn the_command_line_refuses_bad_constitution_options_with_status_2() {
    refuses(
        &["--system", "constitution"],
        &[
            &["--x", "hp=1..3", "--ac", "x"],
            &["--x", "hp=1..3", "--foe-hp", "3"],
            &["--x", "damage=d6..d10"],
            &["--x", "hp=1", "--armour", "1"],
            &["--x", "hp=1", "--damage"],
        ],
    );
    let help = balance(&["--help"]);
    assert!(String::from_utf8_lossy(&help.stdout).contains("--system constitution"));
}
