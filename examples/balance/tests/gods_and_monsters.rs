//! The Gods & Monsters sweep against the library's exact odds and an
//! independent model of fights between fighters one hit takes out, its
//! options, and its refusal of points too large for the exact odds or
//! that never end.

mod common;

use common::{balance, cell, grid, refused, refuses, refuses_values, rows, with};
use osr::check::course::Budget;
use osr::check::ratio;
use osr::combat::Side;
use osr::combat::gods_and_monsters::{Combatant, Damage, Reactions, Setup, duel_odds};
use osr::core::{Dice, Die};
use osr::dice::num_rational::BigRational;
use osr::health::gods_and_monsters::Vitals;
use osr_balance::gods_and_monsters::{GodsAndMonsters, MAX_STATES};
use osr_balance::{Range, System, csv, decimal, sweep};

#[test]
fn a_one_point_grid_is_the_duels_exact_odds() {
    // A small warrior (survival 3, verve 2, Fighting Art 1, attack +1,
    // defense 2, a d6 + 1, willpower 3, fortitude 5, endurance 12) against
    // a foe of survival 4, two d4 claws at +2, defense 1, willpower and
    // fortitude 2, endurance 8.
    let system: GodsAndMonsters = with(&[
        ("--survival", "3"),
        ("--verve", "2"),
        ("--art", "1"),
        ("--attack", "1"),
        ("--defense", "2"),
        ("--die", "d6"),
        ("--bonus", "1"),
        ("--willpower", "3"),
        ("--fortitude", "5"),
        ("--endurance", "12"),
        ("--foe-verve", "0"),
        ("--foe-attack", "2"),
        ("--foe-attacks", "2"),
        ("--foe-die", "d4"),
        ("--foe-bonus", "0"),
        ("--foe-willpower", "2"),
        ("--foe-fortitude", "2"),
        ("--foe-endurance", "8"),
    ]);
    let grid = grid(&system, "survival=4", Some("defense=1..1"));
    let table = csv(&system, &sweep(&system, &grid, || {}).unwrap());
    let rows = rows(&table);
    assert_eq!(rows.len(), 1);
    let row = &rows[0];
    assert_eq!(cell(row, "foe_survival"), "4");
    assert_eq!(cell(row, "foe_defense"), "1");

    let adventurer = Combatant::new(1, Side::Party, Vitals::new(3, 2).unwrap())
        .with_attack(1, 1)
        .unwrap()
        .with_defense(2)
        .unwrap()
        .with_damage(Damage::new(Dice::one(Die::D6), 1).unwrap())
        .with_reactions(Reactions::new(4, 3, 5, 5).unwrap())
        .with_endurance(12)
        .unwrap()
        .with_archetypal_losses(true);
    let foe = Combatant::new(2, Side::Foes, Vitals::new(4, 0).unwrap())
        .with_attack(0, 2)
        .unwrap()
        .with_defense(1)
        .unwrap()
        .with_attacks(2)
        .unwrap()
        .with_damage(Damage::new(Dice::one(Die::D4), 0).unwrap())
        .with_reactions(Reactions::new(4, 2, 2, 5).unwrap())
        .with_endurance(8)
        .unwrap();
    let setup = Setup::new(vec![adventurer, foe]).unwrap();
    let odds = duel_odds(&setup, Budget::new(MAX_STATES, 0).unwrap()).unwrap();
    let p = |winner| {
        odds.endings()
            .probability(&winner)
            .unwrap_or_else(|| ratio(0, 1))
    };
    let (party, foes, both) = (p(Some(Side::Party)), p(Some(Side::Foes)), p(None));
    assert_eq!(&party + &foes + &both, ratio(1, 1));
    assert!(both > ratio(0, 1));
    for (column, expected) in [
        ("foe_out", &party),
        ("adventurer_out", &foes),
        ("both_out", &both),
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

/// The chances of a round between two fighters of survival 1, no verve and
/// willpower and fortitude 0, a d3 each (the first hit takes either out:
/// at survival 0 it fails its roll to stay conscious, 0 less injuries, on
/// any d20): (the foe alone out, the adventurer alone out, both out,
/// neither). Both act in the round, the adventurer first: an attack hits
/// on a d20 at or under its target, and the foe's `attacks` each aim at
/// its target less the injuries the adventurer's blow just gave it (the
/// d3 past its 1 survival: 0, 1 or 2).
fn round(adventurer_target: i64, foe_target: i64, attacks: i32) -> [BigRational; 4] {
    let chance = |target: i64| ratio(target.clamp(0, 20), 20);
    let one = ratio(1, 1);
    let any = |target: i64| &one - (&one - chance(target)).pow(attacks);
    let hit = chance(adventurer_target);
    let mut foe_out = ratio(0, 1);
    let mut both = ratio(0, 1);
    for injuries in 0..3 {
        let blow = &hit * ratio(1, 3);
        let back = any(foe_target - injuries);
        both += &blow * &back;
        foe_out += &blow * (&one - &back);
    }
    let missed = &one - &hit;
    let adventurer_out = &missed * any(foe_target);
    let neither = &missed * (&one - any(foe_target));
    [foe_out, adventurer_out, both, neither]
}

/// The fight's endings: a round of neither out comes back to the start.
fn fight(adventurer_target: i64, foe_target: i64, attacks: i32) -> [BigRational; 3] {
    let [foe_out, adventurer_out, both, neither] = round(adventurer_target, foe_target, attacks);
    let ends = ratio(1, 1) - neither;
    [foe_out / &ends, adventurer_out / &ends, both / &ends]
}

#[test]
fn the_model_agrees_with_the_crates_hand_count() {
    // Two such fighters at attack 0 and defense 0: 110/319 each for the
    // foe alone and both out, 99/319 for the adventurer alone.
    assert_eq!(
        fight(11, 11, 1),
        [ratio(110, 319), ratio(99, 319), ratio(110, 319)]
    );
}

#[test]
fn a_sweep_matches_an_independent_model_of_fighters_one_hit_takes_out() {
    // rule: GM-combat.attack
    // rule: GM-combat.order
    // rule: GM-combat.multi-attack
    // rule: GM-health.injury
    // rule: GM-health.unconscious
    let fragile = [
        ("survival", "1"),
        ("verve", "0"),
        ("art", "0"),
        ("attack", "0"),
        ("defense", "0"),
        ("die", "d3"),
        ("bonus", "0"),
        ("willpower", "0"),
        ("fortitude", "0"),
    ];
    let mut options = Vec::new();
    let names: Vec<(String, String)> = fragile
        .iter()
        .map(|(key, _)| (format!("--{key}"), format!("--foe-{key}")))
        .collect();
    for ((key, value), (mine, foes)) in fragile.iter().zip(&names) {
        options.push((mine.as_str(), *value));
        if !matches!(*key, "attack" | "defense") {
            options.push((foes.as_str(), *value));
        }
    }
    options.push(("--archetypal", "no"));
    let mut one = options.clone();
    one.push(("--foe-attacks", "1"));
    let system: GodsAndMonsters = with(&one);
    let square = grid(&system, "attack=-3..3", Some("defense=-2..4"));
    let points = sweep(&system, &square, || {}).unwrap();
    assert_eq!(points.len(), 7 * 7);
    for point in &points {
        let [(_, attack), (_, defense)] = point.at[..] else {
            panic!("two axes");
        };
        let expected = fight(11 - i64::from(defense), 11 + i64::from(attack), 1);
        assert_eq!(
            point.odds,
            expected.to_vec(),
            "foe attack {attack}, defense {defense}"
        );
    }
    // Two and three claws a round, at 10 or less, on a foe of defense 0.
    options.push(("--foe-attack", "-1"));
    options.push(("--foe-defense", "0"));
    let system: GodsAndMonsters = with(&options);
    let claws = grid(&system, "attacks=2..3", None);
    for point in sweep(&system, &claws, || {}).unwrap() {
        let attacks = point.at[0].1;
        assert_eq!(point.odds, fight(11, 10, attacks).to_vec(), "{attacks}");
    }
}

#[test]
fn the_options_refuse_bad_input() {
    let mut system = GodsAndMonsters::default();
    refuses_values(
        &mut system,
        &[
            ("--survival", "-1"),
            ("--survival", "1001"),
            ("--verve", "x"),
            ("--art", "21"),
            ("--attack", "-11"),
            ("--defense", "31"),
            ("--attacks", "0"),
            ("--attacks", "11"),
            ("--die", "d20"),
            ("--bonus", "41"),
            ("--willpower", "61"),
            ("--fortitude", "-21"),
            ("--endurance", "0"),
            ("--archetypal", "maybe"),
            ("--foe-die", "8"),
            ("--foe-endurance", "41"),
            ("--foe-archetypal", ""),
        ],
    );
    assert_eq!(system.set("--hp", "1"), Ok(false));
    assert_eq!(system.set("--foe-armour", "1"), Ok(false));
    assert_eq!(system.set("--foe-survival", "3"), Ok(true));
    assert!(system.check(&[0]).unwrap_err().contains("--foe-survival"));
    assert!(system.check(&[1]).is_ok());
    let axes = system.axes();
    for bad in [
        "die=d8..d4",
        "die=d2..d6",
        "attacks=0..2",
        "survival=0..1001",
    ] {
        assert!(Range::parse(bad, axes).is_err(), "{bad}");
    }
    assert_eq!(Range::parse("die=d3..d12", axes).map(|r| r.len()), Ok(6));
}

#[test]
fn the_setting_says_who_attacks_first() {
    let system = GodsAndMonsters::default();
    let setting = system.setting(&[0]);
    assert!(
        setting.contains("the adventurer attacks first each round"),
        "{setting}"
    );
    assert!(setting.starts_with("the adventurer survival 7, verve 17"));
    assert!(!setting.contains("the foe survival"), "{setting}");
    assert!(setting.contains("2 attacks a round, d6+0"), "{setting}");
}

#[test]
fn a_point_too_large_for_the_exact_odds_is_refused_by_name() {
    let system = GodsAndMonsters::default();
    let message = system.odds(&[(0, 1000)]).unwrap_err();
    assert!(message.contains("survival 1000"), "{message}");
    assert!(message.contains("too large"), "{message}");
    refused(
        &[
            "--system",
            "gods-and-monsters",
            "--x",
            "survival=1000",
            "--quiet",
        ],
        "the fight at survival 1000 is too large",
    );
}

#[test]
fn a_point_that_never_ends_is_refused_by_name() {
    // Defense 30 on both sides: neither's target reaches 1.
    refused(
        &[
            "--system",
            "gods-and-monsters",
            "--defense",
            "30",
            "--x",
            "defense=30",
            "--quiet",
        ],
        "the fight at defense 30 may never end",
    );
}

#[test]
fn the_command_line_refuses_bad_gods_and_monsters_options_with_status_2() {
    refuses(
        &["--system", "gods-and-monsters"],
        &[
            &["--x", "survival=1..3", "--defense", "x"],
            &["--x", "survival=1..3", "--foe-survival", "3"],
            &["--x", "die=d6..d20"],
            &["--x", "verve=1", "--hp", "1"],
            &["--x", "verve=1", "--bonus"],
        ],
    );
    let help = balance(&["--help"]);
    assert!(String::from_utf8_lossy(&help.stdout).contains("--system gods-and-monsters"));
}
