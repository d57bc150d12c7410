//! Falls: the table, the worked numbers, exact odds against a brute-force
//! model and against sampling.

use std::collections::{BTreeMap, HashMap};

use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::Resolved;
use osr_check::gods_and_monsters::Roll;
use osr_core::SuppliedFaces;
use osr_health::gods_and_monsters::{
    Aftermath, Consequence, EvasionEffect, Event, FALLING, Fall, Feet, Resilience, RolledAgainst,
    Vitals,
};

use crate::common::{assert_samples_agree, frac};

fn roll(fall: &Fall, faces: &[u32]) -> Aftermath {
    let mut source = SuppliedFaces::new(faces);
    let outcome = fall.roll(&mut source).expect("rolls");
    assert!(source.is_exhausted(), "faces left over: {faces:?}");
    outcome
}

#[test]
fn the_falling_table_by_height() {
    // rule: GM-health.falling
    let dice = |feet: i64| Feet::new(feet).unwrap().row().dice;
    let seconds = |feet: i64| Feet::new(feet).unwrap().seconds();
    let evasion = |feet: i64| Feet::new(feet).unwrap().row().evasion;
    assert_eq!(
        [
            0, 9, 10, 19, 20, 39, 40, 79, 80, 159, 160, 319, 320, 450, 451, 10_000
        ]
        .map(dice),
        [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 7, 7]
    );
    assert_eq!(
        [5, 15, 30, 320, 450, 599, 600, 750].map(seconds),
        [1, 2, 3, 7, 7, 7, 8, 9]
    );
    assert_eq!(
        [9, 10, 19, 20].map(evasion),
        [
            EvasionEffect::Negates,
            EvasionEffect::Halves,
            EvasionEffect::Halves,
            EvasionEffect::NoEffect
        ]
    );
    assert_eq!(
        FALLING.map(|row| (row.from_feet, row.to_feet, row.seconds)),
        [
            (0, 9, 1),
            (10, 19, 2),
            (20, 39, 3),
            (40, 79, 4),
            (80, 159, 5),
            (160, 319, 6),
            (320, 450, 7)
        ]
    );
    assert!(Feet::new(-3).is_err());
}

fn sturdy() -> (Vitals, Resilience) {
    (
        Vitals::new(20, 0).unwrap(),
        Resilience::new(11, 15).unwrap(),
    )
}

#[test]
fn thirty_feet_three_d6_eleven_is_three_injuries_and_eight_survival() {
    // rule: GM-health.falling
    let (v, r) = sturdy();
    let fall = Fall::new(30, v, r)
        .unwrap()
        .with_evasion(Roll::new(20).unwrap());
    // No evasion die at 30 feet: 3d6, then the roll to stay conscious.
    let out = roll(&fall, &[3, 4, 4, 5]);
    assert_eq!(
        out.events()[0],
        Event::FallDamageRolled {
            dice: 3,
            total: 11,
            damage: 11
        }
    );
    assert_eq!((out.vitals().survival(), out.vitals().injuries()), (12, 3));
    assert_eq!(out.consequence(), Consequence::Injured);
}

#[test]
fn fifteen_feet_with_evasion_halves_and_spares_injuries() {
    // rule: GM-health.falling
    let (v, r) = sturdy();
    let fall = Fall::new(15, v, r)
        .unwrap()
        .with_evasion(Roll::new(8).unwrap());
    let out = roll(&fall, &[8, 4, 5]);
    assert_eq!(
        out.events()[1],
        Event::FallDamageRolled {
            dice: 2,
            total: 9,
            damage: 4
        }
    );
    assert_eq!((out.vitals().survival(), out.vitals().injuries()), (16, 0));
    assert_eq!(out.consequence(), Consequence::Hurt);
    // Evasion missed: 2 injuries, 7 survival.
    let missed = roll(&fall, &[9, 4, 5, 1]);
    assert_eq!(
        (missed.vitals().survival(), missed.vitals().injuries()),
        (13, 2)
    );
}

#[test]
fn five_feet_with_evasion_does_nothing() {
    // rule: GM-health.falling
    let (v, r) = sturdy();
    let fall = Fall::new(5, v, r)
        .unwrap()
        .with_evasion(Roll::new(8).unwrap());
    let out = roll(&fall, &[8]);
    assert_eq!(
        out.events(),
        [Event::CheckRolled {
            reaction: RolledAgainst::Evasion,
            target: 8,
            face: 8,
            passed: true
        }]
    );
    assert_eq!(out.consequence(), Consequence::Unharmed);
    assert_eq!(*out.vitals(), v);
}

/// Brute force over every face: evasion d20 (when it counts), each d6 of
/// the damage, the d20 to stay conscious; the death check from the 400
/// pairs of a round.
#[allow(clippy::too_many_arguments)]
fn fall_model(
    feet: u32,
    evasion: Option<i64>,
    survival: i64,
    verve: i64,
    archetypal: bool,
    stay: i64,
    endurance: i64,
) -> BTreeMap<Consequence, BigRational> {
    let dice = match feet {
        0..=9 => 1,
        10..=19 => 2,
        20..=39 => 3,
        40..=79 => 4,
        80..=159 => 5,
        160..=319 => 6,
        _ => 7,
    };
    let mut death: HashMap<(i64, i64), BigRational> = HashMap::new();
    let mut death_chance = |inj: i64, target: i64| {
        death
            .entry((inj, target))
            .or_insert_with(|| {
                let (mut dies, mut settles) = (0, 0);
                for a in 1..=20 {
                    for b in 1..=20 {
                        if a <= inj && b <= target {
                            continue;
                        }
                        settles += 1;
                        dies += i64::from(a <= inj && b > target);
                    }
                }
                frac(dies, settles)
            })
            .clone()
    };
    let mut bands: BTreeMap<Consequence, BigRational> = BTreeMap::new();
    let mut add = |band, p: BigRational| {
        *bands.entry(band).or_insert_with(BigRational::zero) += p;
    };
    let evasion_faces: Vec<Option<u32>> = match evasion {
        Some(_) if feet < 20 => (1..=20).map(Some).collect(),
        _ => vec![None],
    };
    let p_evasion = frac(1, i64::try_from(evasion_faces.len()).unwrap());
    let all = 6_i64.pow(dice);
    // Every face of every damage die, counted by the total they make (what
    // follows reads the total only).
    let mut totals: BTreeMap<i64, i64> = BTreeMap::new();
    for index in 0..all {
        let mut rest = index;
        let mut total = 0;
        for _ in 0..dice {
            total += rest % 6 + 1;
            rest /= 6;
        }
        *totals.entry(total).or_insert(0) += 1;
    }
    for e in evasion_faces {
        let evaded = e.is_some_and(|f| i64::from(f) <= evasion.unwrap());
        if evaded && feet < 10 {
            add(Consequence::Unharmed, p_evasion.clone());
            continue;
        }
        for (&total, &ways) in &totals {
            let (damage, direct) = if evaded {
                (total / 2, 0)
            } else {
                (total - i64::from(dice), i64::from(dice))
            };
            let from_verve = if archetypal { damage.min(verve) } else { 0 };
            let left = damage - from_verve;
            let surv_after = (survival - left).max(0);
            let injuries = (left - survival).max(0) + direct;
            let dropped = survival > 0 && surv_after == 0 && left > 0;
            let verve_after = verve - from_verve;
            let hurt = damage + direct > 0;
            let p = &p_evasion * frac(ways, all);
            if !(dropped || injuries > 0) {
                add(
                    if hurt {
                        Consequence::Hurt
                    } else {
                        Consequence::Unharmed
                    },
                    p,
                );
                continue;
            }
            let against = surv_after + if archetypal { verve_after } else { 0 };
            for c in 1..=20 {
                let unconscious = c > stay - injuries;
                let q = &p * frac(1, 20);
                let alive = if unconscious {
                    Consequence::Unconscious
                } else if injuries > 0 {
                    Consequence::Injured
                } else {
                    Consequence::Hurt
                };
                if injuries > 0 && injuries > against {
                    let target = endurance - injuries + if unconscious { 2 } else { 0 };
                    let dies = death_chance(injuries, target);
                    let dying = if endurance - injuries <= 0 {
                        Consequence::Doomed
                    } else if unconscious {
                        Consequence::DyingUnconscious
                    } else {
                        Consequence::Dying
                    };
                    add(dying, &q * &dies);
                    add(alive, q * (BigRational::one() - dies));
                } else {
                    add(alive, q);
                }
            }
        }
    }
    bands.retain(|_, p| !p.is_zero());
    bands
}

fn exact(fall: &Fall) -> BTreeMap<Consequence, BigRational> {
    fall.odds()
        .unwrap()
        .bands()
        .map(|(b, p)| (*b, p.clone()))
        .collect()
}

#[test]
fn fall_odds_agree_with_a_brute_force_model() {
    // Toromeen, 7 survival and 17 verve, fortitude 11, endurance 15.
    let vitals = Vitals::new(7, 17).unwrap();
    let r = Resilience::new(11, 15).unwrap();
    for feet in [5, 15, 30, 60] {
        for (evasion, archetypal) in [(None, false), (Some(8), false), (Some(8), true)] {
            let mut fall = Fall::new(feet, vitals, r).unwrap().archetypal(archetypal);
            if let Some(e) = evasion {
                fall = fall.with_evasion(Roll::new(e).unwrap());
            }
            assert_eq!(
                exact(&fall),
                fall_model(feet, evasion.map(i64::from), 7, 17, archetypal, 11, 15),
                "{feet} feet, evasion {evasion:?}, archetypal {archetypal}"
            );
        }
    }
    // A worn-down character: 2 survival, no verve, endurance 6.
    let weak = Vitals::new(7, 0).unwrap().with_survival(2).unwrap();
    let frail = Resilience::new(5, 6).unwrap();
    let fall = Fall::new(100, weak, frail).unwrap();
    assert_eq!(exact(&fall), fall_model(100, None, 2, 0, false, 5, 6));
    assert!(exact(&fall).contains_key(&Consequence::Doomed));
}

#[test]
fn a_five_foot_fall_evaded_on_eight_in_twenty() {
    // rule: GM-health.falling
    let vitals = Vitals::new(7, 0).unwrap();
    let fall = Fall::new(5, vitals, Resilience::new(11, 15).unwrap())
        .unwrap()
        .with_evasion(Roll::new(8).unwrap());
    // Evaded 8/20; otherwise the d6's one injury comes with 0..5 survival.
    let odds = fall.odds().unwrap();
    assert_eq!(odds.probability(&Consequence::Unharmed), Some(frac(8, 20)));
    assert_eq!(odds.total(), BigRational::one());
}

#[test]
fn fall_odds_agree_with_sampling() {
    let vitals = Vitals::new(7, 17).unwrap().with_survival(3).unwrap();
    let fall = Fall::new(15, vitals, Resilience::new(9, 12).unwrap())
        .unwrap()
        .with_evasion(Roll::new(6).unwrap());
    let odds = fall.odds().unwrap();
    assert!(odds.bands().len() >= 4, "{odds:?}");
    assert_samples_agree(&odds, 20_000, |rng| {
        let outcome = fall.roll(rng).unwrap();
        let replayed = fall
            .roll(&mut SuppliedFaces::new(&outcome.faces()))
            .unwrap();
        assert_eq!(replayed, outcome);
        outcome.consequence()
    });
}

#[cfg(feature = "serde")]
#[test]
fn a_fall_reads_back_through_validation() {
    let (v, r) = sturdy();
    let fall = Fall::new(30, v, r).unwrap();
    let json = serde_json::to_string(&fall).unwrap();
    assert_eq!(serde_json::from_str::<Fall>(&json).unwrap(), fall);
    let negative = json.replace(r#""feet":30"#, r#""feet":-3"#);
    let err = serde_json::from_str::<Fall>(&negative)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("fall height in feet must be in 0..=1000000, got -3"),
        "{err}"
    );
}
