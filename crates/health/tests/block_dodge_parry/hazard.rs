//! Block, Dodge, Parry's environmental damage, with the worked example W5.

use std::collections::BTreeMap;

use num_rational::BigRational;
use num_traits::{ToPrimitive, Zero};
use osr_check::block_dodge_parry::Ability;
use osr_core::SuppliedFaces;
use osr_health::block_dodge_parry::{
    Amount, Area, Body, Critical, Event, Exposure, HAZARDS, Injury, Level, Unit, hazard,
};
use rand_core::SeedableRng;
use rand_pcg::Pcg64Mcg;

use super::{body, passes};
use crate::common::{SEED, assert_well_formed, frac};

fn exposure(id: &str, units: u32) -> Exposure {
    Exposure::new(hazard(id).unwrap(), units).unwrap()
}

#[test]
fn the_hazard_table() {
    // rule: BDP-1.7.1.ability-map
    // rule: BDP-1.7.1.cds-trigger
    let rows: Vec<(&str, Ability, Amount, Option<Unit>, bool)> = HAZARDS
        .iter()
        .map(|h| (h.id, h.ability, h.amount, h.per, h.critical_save))
        .collect();
    use osr_core::Die;
    assert_eq!(
        rows,
        [
            (
                "fall",
                Ability::Str,
                Amount::Roll(Die::D10),
                Some(Unit::Floor),
                true
            ),
            (
                "noxious_gas",
                Ability::Str,
                Amount::Fixed(1),
                Some(Unit::Turn),
                false
            ),
            (
                "frigid_cold",
                Ability::Str,
                Amount::Fixed(1),
                Some(Unit::Watch),
                false
            ),
            (
                "bear_trap",
                Ability::Dex,
                Amount::Roll(Die::D4),
                None,
                false
            ),
            (
                "night_spider_venom",
                Ability::Dex,
                Amount::Roll(Die::D8),
                None,
                true
            ),
            (
                "unnatural_glimpse",
                Ability::Wil,
                Amount::Fixed(1),
                None,
                false
            ),
            (
                "eldritch_true_form",
                Ability::Wil,
                Amount::Roll(Die::D8),
                None,
                true
            ),
        ]
    );
    assert!(hazard("lava").is_err());
    assert!(Exposure::new(hazard("bear_trap").unwrap(), 2).is_err());
    assert!(Exposure::new(hazard("noxious_gas").unwrap(), 0).is_err());
}

#[test]
fn worked_example_w5_environmental_damage() {
    // rule: BDP-1.7.1.fall
    // rule: BDP-1.7.3.severe-wound
    // Step 1: two floors, 3 + 8 = 11 STR; STR 14 -> 3; the save rolls 5
    // and fails; the d10 shows 4, the torso, and the d4 2 more: STR 1,
    // and a Severe fall wound (Torso) takes a slot.
    let mut pc = body(14, 10, 11);
    let outcome = exposure("fall", 2)
        .apply(&mut pc, &mut SuppliedFaces::new(&[3, 8, 5, 4, 2]))
        .unwrap();
    assert_eq!(outcome.damage(), 11);
    assert_eq!(outcome.critical(), Critical::Injured(Injury::Torso));
    assert_eq!(pc.track(Ability::Str).current(), 1);
    assert_eq!(pc.wounds().len(), 1);
    assert_eq!(pc.wounds()[0].to_string(), "Severe fall wound (Torso)");
    assert_eq!(pc.wounds()[0].level(), Level::Severe);
    assert_eq!(pc.wounds()[0].area(), Some(Area::Torso));
    assert_eq!(outcome.faces(), [3, 8, 5, 4, 2]);
    assert_eq!(
        outcome.events()[..3],
        [
            Event::Damage {
                ability: Ability::Str,
                amount: 11
            },
            Event::AbilityLost {
                ability: Ability::Str,
                from: 14,
                to: 3
            },
            Event::CriticalDamageSave {
                ability: Ability::Str,
                score: 3,
                critical: Critical::Injured(Injury::Torso)
            },
        ]
    );
    // The same fall with a save of 2 passes: STR 3, no wound.
    let mut lucky = body(14, 10, 11);
    let outcome = exposure("fall", 2)
        .apply(&mut lucky, &mut SuppliedFaces::new(&[3, 8, 2]))
        .unwrap();
    assert_eq!(outcome.critical(), Critical::Unharmed);
    assert_eq!(
        (lucky.track(Ability::Str).current(), lucky.wounds().len()),
        (3, 0)
    );

    // Step 2: a gas room for 3 turns: STR -3, no save, no dice.
    let mut pc = body(14, 10, 11);
    let outcome = exposure("noxious_gas", 3)
        .apply(&mut pc, &mut SuppliedFaces::new(&[]))
        .unwrap();
    // rule: BDP-1.7.1.gas
    assert_eq!(
        (outcome.damage(), outcome.critical()),
        (3, Critical::Unharmed)
    );
    assert_eq!(pc.track(Ability::Str).current(), 11);
    assert!(outcome.dice().is_empty());

    // Step 3: a frigid night of 2 watches without winter gear: STR -2.
    // rule: BDP-1.7.1.cold
    let outcome = exposure("frigid_cold", 2)
        .apply(&mut pc, &mut SuppliedFaces::new(&[]))
        .unwrap();
    assert_eq!(outcome.damage(), 2);
    assert_eq!(pc.track(Ability::Str).current(), 9);

    // Step 4: a bear trap, 1d4 DEX, no save: a 3 takes DEX 10 to 7.
    // rule: BDP-1.7.1.bear-trap
    let outcome = exposure("bear_trap", 1)
        .apply(&mut pc, &mut SuppliedFaces::new(&[3]))
        .unwrap();
    assert_eq!(
        (outcome.damage(), outcome.critical()),
        (3, Critical::Unharmed)
    );
    assert_eq!(pc.track(Ability::Dex).current(), 7);

    // Step 5: Night Spider venom, DEX 10 - 6 = 4; the save rolls 7:
    // immobilised.
    // rule: BDP-1.7.1.night-spider
    let mut pc = body(14, 10, 11);
    let outcome = exposure("night_spider_venom", 1)
        .apply(&mut pc, &mut SuppliedFaces::new(&[6, 7]))
        .unwrap();
    assert_eq!(outcome.critical(), Critical::Immobilised);
    assert_eq!(pc.track(Ability::Dex).current(), 4);

    // Step 6: a glimpse of horror: WIL 9 -> 8, no save.
    // rule: BDP-1.7.1.glimpse
    let mut pc = body(14, 10, 9);
    let outcome = exposure("unnatural_glimpse", 1)
        .apply(&mut pc, &mut SuppliedFaces::new(&[]))
        .unwrap();
    assert_eq!(outcome.critical(), Critical::Unharmed);
    assert_eq!(pc.track(Ability::Wil).current(), 8);

    // Step 7: an eldritch true form: WIL 11 - 8 = 3, the save rolls 4:
    // debilitated.
    // rule: BDP-1.7.1.eldritch
    let mut pc = body(14, 10, 11);
    let outcome = exposure("eldritch_true_form", 1)
        .apply(&mut pc, &mut SuppliedFaces::new(&[8, 4]))
        .unwrap();
    assert_eq!(outcome.critical(), Critical::Debilitated);
    assert_eq!(pc.track(Ability::Wil).current(), 3);
}

#[test]
fn a_score_taken_to_zero_decides_without_a_save() {
    // rule: BDP-1.7.3.str
    // rule: BDP-1.7.3.dex
    // Gas at STR 2 for 3 turns: STR 0 is death, no save rolled.
    let mut pc = body(2, 10, 11);
    let outcome = exposure("noxious_gas", 3)
        .apply(&mut pc, &mut SuppliedFaces::new(&[]))
        .unwrap();
    assert_eq!(outcome.critical(), Critical::Dead);
    assert!(outcome.events().contains(&Event::ReachedZero {
        ability: Ability::Str
    }));
    // A bear trap's 4 at DEX 3: immobilised.
    let mut pc = body(12, 3, 11);
    let outcome = exposure("bear_trap", 1)
        .apply(&mut pc, &mut SuppliedFaces::new(&[4]))
        .unwrap();
    assert_eq!(outcome.critical(), Critical::Immobilised);
    assert_eq!(pc.track(Ability::Dex).current(), 0);
}

#[test]
fn a_failed_apply_changes_nothing() {
    let mut pc = body(14, 10, 11);
    let before = pc.clone();
    assert!(
        exposure("fall", 2)
            .apply(&mut pc, &mut SuppliedFaces::new(&[3]))
            .is_err()
    );
    assert_eq!(pc, before);
}

/// The consequences of a hazard by brute force over every face of every
/// die: damage dice, the save, the d10 and its sub-die.
fn hazard_by_enumeration(exposure: &Exposure, body: &Body) -> BTreeMap<Critical, BigRational> {
    let h = exposure.hazard();
    let score = body.track(h.ability).current();
    let mut damages: BTreeMap<u32, BigRational> = BTreeMap::new();
    match h.amount {
        Amount::Fixed(n) => {
            damages.insert(n * exposure.units(), frac(1, 1));
        }
        Amount::Roll(die) => {
            let sides = die.sides();
            let mut combos: Vec<Vec<u32>> = vec![vec![]];
            for _ in 0..exposure.units() {
                combos = combos
                    .into_iter()
                    .flat_map(|c| {
                        (1..=sides).map(move |f| {
                            let mut c = c.clone();
                            c.push(f);
                            c
                        })
                    })
                    .collect();
            }
            let n = i64::try_from(combos.len()).unwrap();
            for c in combos {
                *damages
                    .entry(c.iter().sum())
                    .or_insert_with(BigRational::zero) += frac(1, n);
            }
        }
    }
    let mut out = BTreeMap::new();
    let mut add = |c: Critical, p: BigRational| {
        *out.entry(c).or_insert_with(BigRational::zero) += p;
    };
    let out_of_action = match h.ability {
        Ability::Str => Critical::Dead,
        Ability::Dex => Critical::Immobilised,
        Ability::Wil => Critical::Debilitated,
    };
    for (damage, p) in damages {
        let left = (score - i32::try_from(damage).unwrap()).max(0);
        if left == 0 {
            add(out_of_action, p);
            continue;
        }
        if !h.critical_save {
            add(Critical::Unharmed, p);
            continue;
        }
        for d20 in 1..=20 {
            let q = &p * frac(1, 20);
            if passes(left, d20) {
                add(Critical::Unharmed, q);
            } else if h.ability != Ability::Str {
                add(out_of_action, q);
            } else {
                for d10 in 1..=10_i32 {
                    for sub in 1..=12_i32 {
                        let r = &q * frac(1, 120);
                        let d4 = (sub + 2) / 3;
                        let d6 = (sub + 1) / 2;
                        let c = match d10 {
                            1..=5 if d4 >= left => Critical::Dead,
                            1..=5 => Critical::Injured(Injury::Torso),
                            6 => Critical::Injured(Injury::LeftLeg),
                            7 => Critical::Injured(Injury::RightLeg),
                            8 => Critical::Injured(Injury::LeftArm),
                            9 => Critical::Injured(Injury::RightArm),
                            _ if d6 <= 3 => Critical::Dead,
                            _ if d6 <= 5 => Critical::Injured(Injury::LostEye),
                            _ => Critical::Injured(Injury::Scar),
                        };
                        add(c, r);
                    }
                }
            }
        }
    }
    out
}

#[test]
fn hazard_odds_match_enumeration_and_sampling() {
    // rule: BDP-1.7.1.fall
    // rule: BDP-1.7.1.night-spider
    // rule: BDP-1.7.1.eldritch
    // rule: BDP-1.7.1.bear-trap
    for (id, units) in [
        ("fall", 1),
        ("fall", 2),
        ("noxious_gas", 3),
        ("bear_trap", 1),
        ("night_spider_venom", 1),
        ("eldritch_true_form", 1),
        ("unnatural_glimpse", 1),
    ] {
        for pc in [body(14, 10, 11), body(3, 2, 4), body(20, 20, 20)] {
            let exposure = exposure(id, units);
            let odds = exposure.odds(&pc);
            assert_well_formed(&odds);
            let got: BTreeMap<Critical, BigRational> =
                odds.bands().map(|(b, p)| (*b, p.clone())).collect();
            assert_eq!(got, hazard_by_enumeration(&exposure, &pc), "{id} x{units}");
        }
    }
    // By hand: venom at DEX 10: a d8 of d leaves 10 - d, which passes on
    // 10 - d faces of 20: unharmed = sum(2..=9) / 160.
    let odds = exposure("night_spider_venom", 1).odds(&body(14, 10, 11));
    assert_eq!(
        odds.probability(&Critical::Unharmed),
        Some(frac((2..=9).sum::<i64>(), 160))
    );
    // Sampling at a fixed seed, replaying each outcome from its faces.
    let exposure = exposure("fall", 2);
    let pc = body(14, 10, 11);
    let odds = exposure.odds(&pc);
    let mut rng = Pcg64Mcg::seed_from_u64(SEED);
    let mut counts: BTreeMap<Critical, u32> = BTreeMap::new();
    let n = 20_000_u32;
    for _ in 0..n {
        let mut sampled = pc.clone();
        let outcome = exposure.apply(&mut sampled, &mut rng).unwrap();
        let mut replayed = pc.clone();
        let again = exposure
            .apply(&mut replayed, &mut SuppliedFaces::new(&outcome.faces()))
            .unwrap();
        assert_eq!((again, replayed), (outcome.clone(), sampled));
        *counts.entry(outcome.critical()).or_default() += 1;
    }
    for (band, p) in odds.bands() {
        let p = p.to_f64().unwrap();
        let expected = p * f64::from(n);
        let seen = f64::from(counts.get(band).copied().unwrap_or(0));
        let sigma = (expected * (1.0 - p)).sqrt();
        assert!(
            (seen - expected).abs() <= 5.0 * sigma + 3.0,
            "{band:?}: {seen} vs {expected}"
        );
    }
}

#[cfg(feature = "serde")]
#[test]
fn exposures_and_bodies_serialize_in_human_units() {
    let exposure = exposure("fall", 2);
    let json = serde_json::to_string(&exposure).unwrap();
    assert_eq!(json, r#"{"hazard":"fall","units":2}"#);
    assert_eq!(serde_json::from_str::<Exposure>(&json).unwrap(), exposure);
    assert!(serde_json::from_str::<Exposure>(r#"{"hazard":"lava","units":2}"#).is_err());
    assert!(serde_json::from_str::<Exposure>(r#"{"hazard":"bear_trap","units":2}"#).is_err());

    let mut pc = body(14, 10, 11);
    let outcome = exposure
        .apply(&mut pc, &mut SuppliedFaces::new(&[3, 8, 5, 4, 2]))
        .unwrap();
    let json = serde_json::to_value(&pc).unwrap();
    assert_eq!(json["str"], serde_json::json!({"current": 1, "max": 14}));
    assert_eq!(json["wounds"][0]["level"], "severe");
    assert_eq!(serde_json::from_value::<Body>(json).unwrap(), pc);
    let events = serde_json::to_value(outcome.events()).unwrap();
    assert_eq!(
        events[0],
        serde_json::json!({"event": "damage", "ability": "str", "amount": 11})
    );
    for bad in [
        r#"{"str":{"current":15,"max":14},"dex":{"current":1,"max":1},"wil":{"current":1,"max":1}}"#,
        r#"{"str":{"current":1,"max":14},"dex":{"current":1,"max":1},"wil":{"current":1,"max":1},"fatigue":11}"#,
        r#"{"str":{"current":1,"max":14},"dex":{"current":1,"max":1},"wil":{"current":1,"max":1},"wounds":[{"kind":"","level":"light","area":null}]}"#,
    ] {
        assert!(serde_json::from_str::<Body>(bad).is_err(), "{bad}");
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

    /// Odds are a distribution, every rolled consequence is possible, and
    /// scores stay within 0..=max.
    #[test]
    fn hazard_odds_sum_to_one_and_scores_stay_in_range(
        which in 0_usize..7,
        units in 1_u32..=3,
        str in 0_i32..=20,
        dex in 0_i32..=20,
        wil in 0_i32..=20,
        seed in 0_u64..1000,
    ) {
        let hazard = &HAZARDS[which];
        let units = if hazard.per.is_some() { units } else { 1 };
        let exposure = Exposure::new(hazard, units).unwrap();
        let pc = body(str, dex, wil);
        let odds = exposure.odds(&pc);
        proptest::prop_assert!(odds.total() == BigRational::from_integer(1.into()));
        let mut after = pc.clone();
        let outcome = exposure.apply(&mut after, &mut Pcg64Mcg::seed_from_u64(seed)).unwrap();
        proptest::prop_assert!(odds.probability(&outcome.critical()).is_some_and(|p| !p.is_zero()));
        for ability in [Ability::Str, Ability::Dex, Ability::Wil] {
            let track = after.track(ability);
            proptest::prop_assert!(0 <= track.current() && track.current() <= track.max());
        }
        proptest::prop_assert!(exposure.verify(&pc, &outcome).is_ok());
        let longer = Exposure::new(hazard, units + 1);
        if let Ok(longer) = longer {
            if longer.damage_odds() != exposure.damage_odds() {
                proptest::prop_assert!(longer.verify(&pc, &outcome).is_err());
            }
        }
    }
}
