//! Murdham health rules against the catalog's numbers and independent
//! models.

use num_rational::BigRational;
use num_traits::One;
use osr_core::{StepDie, SuppliedFaces};
use osr_health::murdham::{
    Ability, Breath, Breathing, Crash, Delivery, Dread, Elemental, Event, Fear, FearOutcome,
    Health, HitBand, PoisonEffect, Poisoning, Sickness, SpecialRule, disease, torture,
    train_animal, withdrawal,
};

use crate::common::frac;

mod course;
mod hit;

#[test]
fn suffocation_round_by_round() {
    // rule: MU-health.suffocate
    let mut under = Breathing::new();
    for _ in 0..4 {
        let (events, dice) = under.round(12, &mut SuppliedFaces::new(&[])).unwrap();
        assert!(events.is_empty() && dice.is_empty());
    }
    // Round 5 passes, round 6 fails: out; round 7 passes: still alive.
    under.round(12, &mut SuppliedFaces::new(&[12])).unwrap();
    assert_eq!(under.state(), Breath::Conscious);
    let (events, _) = under.round(12, &mut SuppliedFaces::new(&[13])).unwrap();
    assert!(events.contains(&Event::PassedOut));
    under.round(12, &mut SuppliedFaces::new(&[4])).unwrap();
    assert_eq!(under.state(), Breath::Unconscious);
    let (events, _) = under.round(12, &mut SuppliedFaces::new(&[20])).unwrap();
    assert!(events.contains(&Event::Died));
    assert_eq!((under.state(), under.rounds()), (Breath::Dead, 8));
}

#[test]
fn drowning_keeps_saving_until_rescued() {
    // rule: MU-health.drown
    // A drowning character cannot stop by itself: every round past the
    // held ones rolls again, passes included.
    let mut drowning = Breathing::new();
    for _ in 0..4 {
        drowning.round(15, &mut SuppliedFaces::new(&[])).unwrap();
    }
    for _ in 0..5 {
        let (_, dice) = drowning.round(15, &mut SuppliedFaces::new(&[3])).unwrap();
        assert_eq!(dice.len(), 1);
    }
    assert_eq!(drowning.state(), Breath::Conscious);
}

#[test]
fn suffocation_odds_follow_the_rounds() {
    // rule: MU-health.suffocate
    for str in [0, 5, 10, 20] {
        for rounds in [0, 4, 5, 6, 9] {
            let odds = Breathing::new().odds_after(rounds, str).unwrap();
            // The model: k = rounds past the held four; dead needs two
            // failures, out exactly one, by counting fail sequences.
            let k = rounds.saturating_sub(4);
            let p = frac(str.into(), 20);
            let q = BigRational::one() - &p;
            let pow = |x: &BigRational, n: u32| (0..n).fold(BigRational::one(), |a, _| a * x);
            let conscious = pow(&p, k);
            let out: BigRational = (0..k).map(|i| pow(&p, i) * &q * pow(&p, k - 1 - i)).sum();
            let dead = BigRational::one() - &conscious - &out;
            assert_eq!(odds.probability(&Breath::Conscious).unwrap(), conscious);
            assert_eq!(odds.probability(&Breath::Unconscious).unwrap(), out);
            assert_eq!(
                odds.probability(&Breath::Dead).unwrap(),
                dead,
                "STR {str}, {rounds}"
            );
        }
    }
}

#[test]
fn cold_and_heat() {
    // rule: MU-health.cold-heat
    assert!(Elemental::climate(1).unwrap().is_none());
    let hit = Elemental::climate(2).unwrap().unwrap();
    assert_eq!(hit.armour(), 0);
    let mut health = Health::new(10, 10).unwrap();
    let outcome = hit
        .apply(&mut health, &mut SuppliedFaces::new(&[3, 1]))
        .unwrap();
    assert_eq!(outcome.damage(), 1);
    assert!(Elemental::climate(3).unwrap().is_some());
    assert!(Elemental::climate(0).is_err());
}

#[test]
fn fire_and_lightning() {
    // rule: MU-health.fire
    // rule: MU-health.lightning
    let mut health = Health::new(10, 10).unwrap();
    let plain = Elemental::burning_zone(false);
    assert_eq!(plain.damage().die(), StepDie::D6);
    assert_eq!(
        plain
            .apply(&mut health, &mut SuppliedFaces::new(&[4]))
            .unwrap()
            .damage(),
        4
    );
    let oiled = Elemental::burning_zone(true);
    let mut health = Health::new(10, 10).unwrap();
    assert_eq!(
        oiled
            .apply(&mut health, &mut SuppliedFaces::new(&[2, 5]))
            .unwrap()
            .damage(),
        5
    );
    use osr_health::murdham::Element;
    let bolt = Elemental::strike(Element::Lightning, StepDie::D8, true);
    assert_eq!(bolt.damage().notation(), "{1d8!p, 1d8!p}kh1");
    assert_eq!(bolt.armour(), 0);
    let cold = Elemental::strike(Element::Cold, StepDie::D8, true);
    assert_eq!(cold.damage().notation(), "1d8!p");
    assert!(Elemental::lightning_blasts(true));
    assert!(!Elemental::lightning_blasts(false));
}

#[test]
fn fear_saves_and_groups() {
    // rule: MU-health.fear.save
    let dragon = Fear::new(Dread::Terrifying, 0);
    let (outcome, dice) = dragon.roll(11, &mut SuppliedFaces::new(&[15])).unwrap();
    assert_eq!((outcome, dice.len()), (FearOutcome::Terrified, 1));
    assert_eq!(
        dragon.roll(11, &mut SuppliedFaces::new(&[11])).unwrap().0,
        FearOutcome::Unaffected
    );
    // Group: a 12 against WIT 14 and 10.
    let (outcomes, dice) = dragon
        .roll_group(&[14, 10], &mut SuppliedFaces::new(&[12]))
        .unwrap();
    assert_eq!(outcomes, [FearOutcome::Unaffected, FearOutcome::Terrified]);
    assert_eq!(dice.len(), 1);
    let odds = dragon.odds(11).unwrap();
    assert_eq!(odds.probability(&FearOutcome::Terrified), Some(frac(9, 20)));
}

#[test]
fn what_fear_does() {
    // rule: MU-health.fear.effects
    assert!(!FearOutcome::Frightened.can_approach());
    assert!(!FearOutcome::Frightened.must_flee());
    assert!(FearOutcome::Terrified.must_flee());
    assert!(FearOutcome::Unaffected.can_approach());
}

#[test]
fn fear_wards() {
    // rule: MU-health.fear.immunity
    assert_eq!(Fear::new(Dread::Frightening, 1).effective(), None);
    assert_eq!(
        Fear::new(Dread::Terrifying, 1).effective(),
        Some(Dread::Frightening)
    );
    assert_eq!(Fear::new(Dread::Terrifying, 2).effective(), None);
    assert_eq!(Fear::new(Dread::Terrifying, 3).effective(), None);
    let (outcome, dice) = Fear::new(Dread::Terrifying, 1)
        .roll(5, &mut SuppliedFaces::new(&[19]))
        .unwrap();
    assert_eq!((outcome, dice.len()), (FearOutcome::Frightened, 1));
    let (outcome, dice) = Fear::new(Dread::Frightening, 1)
        .roll(5, &mut SuppliedFaces::new(&[]))
        .unwrap();
    assert_eq!((outcome, dice.len()), (FearOutcome::Unaffected, 0));
}

#[test]
fn the_first_dose_a_stretch_can_be_resisted() {
    // rule: MU-health.poison.resist
    // rule: MU-health.drug.resist
    let mut stretch = Poisoning::new();
    let (takes, dice) = stretch.dose(11, &mut SuppliedFaces::new(&[8])).unwrap();
    assert_eq!((takes, dice.len()), (false, 1));
    let (takes, dice) = stretch.dose(11, &mut SuppliedFaces::new(&[])).unwrap();
    assert_eq!((takes, dice.len()), (true, 0));
    stretch.new_stretch();
    assert!(stretch.dose(11, &mut SuppliedFaces::new(&[12])).unwrap().0);
}

#[test]
fn delivery() {
    // rule: MU-health.poison.bloodstream
    assert!(!Delivery::Bloodstream.delivered_by_hit(0));
    assert!(Delivery::Bloodstream.delivered_by_hit(2));
    assert!(!Delivery::Ingestion.delivered_by_hit(2));
    // rule: MU-health.poison.ingestion
    assert!(
        Delivery::noticed(12, false, &mut SuppliedFaces::new(&[9]))
            .unwrap()
            .0
    );
    assert!(
        !Delivery::noticed(12, false, &mut SuppliedFaces::new(&[13]))
            .unwrap()
            .0
    );
    let (noticed, dice) = Delivery::noticed(20, true, &mut SuppliedFaces::new(&[])).unwrap();
    assert_eq!((noticed, dice.len()), (false, 0));
}

#[test]
fn poison_effects() {
    // rule: MU-health.poison.effects
    let mut health = Health::new(10, 10).unwrap();
    let lethal = PoisonEffect::Lethal
        .end_of_stretch(false, &mut health, &mut SuppliedFaces::new(&[]))
        .unwrap();
    assert_eq!(lethal.band(), HitBand::Dead);
    let saved = PoisonEffect::Lethal
        .end_of_stretch(true, &mut health, &mut SuppliedFaces::new(&[]))
        .unwrap();
    assert_eq!(saved.band(), HitBand::Unhurt);
    let damaging = PoisonEffect::Damaging
        .end_of_stretch(false, &mut health, &mut SuppliedFaces::new(&[12, 3]))
        .unwrap();
    assert_eq!(damaging.damage(), 14);
    assert_eq!(damaging.band(), HitBand::Dead);
    let mut health = Health::new(10, 10).unwrap();
    let corrupting = PoisonEffect::Corrupting
        .end_of_stretch(false, &mut health, &mut SuppliedFaces::new(&[]))
        .unwrap();
    assert_eq!(corrupting.events(), [Event::Corruption { amount: 4 }]);
    assert_eq!(PoisonEffect::Paralysing.incapacitates(), Some(false));
    assert_eq!(PoisonEffect::Soporific.incapacitates(), Some(true));
    assert!(PoisonEffect::Soporific.ended_by_damage());
    assert!(!PoisonEffect::Paralysing.ended_by_damage());
}

#[test]
fn drugs_addict_and_withdraw() {
    // rule: MU-health.drug.addiction
    assert!(
        Poisoning::addiction_save(9, &mut SuppliedFaces::new(&[10]))
            .unwrap()
            .0
    );
    assert!(
        !Poisoning::addiction_save(9, &mut SuppliedFaces::new(&[9]))
            .unwrap()
            .0
    );
    // rule: MU-health.drug.withdrawal
    assert_eq!(withdrawal(false, 0).unwrap(), 1);
    assert_eq!(withdrawal(true, 5).unwrap(), 3);
    assert_eq!(withdrawal(true, 8).unwrap(), 0);
    assert_eq!(withdrawal(true, 12).unwrap(), 0);
}

#[test]
fn torture_then_a_wit_save() {
    // rule: MU-health.torture
    let mut health = Health::new(10, 10).unwrap();
    let outcome = torture(8, &mut health, &mut SuppliedFaces::new(&[4, 15])).unwrap();
    assert_eq!((outcome.damage(), health.current()), (4, 6));
    assert_eq!(outcome.events().last(), Some(&Event::Talks));
    let outcome = torture(8, &mut health, &mut SuppliedFaces::new(&[2, 3])).unwrap();
    assert!(!outcome.events().contains(&Event::Talks));
    // 4 of 4 health is critical (out cold): no save, no talk.
    let mut health = Health::new(4, 10).unwrap();
    let outcome = torture(8, &mut health, &mut SuppliedFaces::new(&[3])).unwrap();
    assert_eq!(outcome.band(), HitBand::CriticalDamage);
    assert_eq!(outcome.dice().len(), 1);
}

#[test]
fn crashes_hurt_everyone_aboard() {
    // rule: MU-health.crash
    assert_eq!(Crash::Mount.victims(), 1);
    assert_eq!(Crash::Cart { passengers: 3 }.victims(), 4);
    assert_eq!(Crash::Boat { passengers: 5 }.victims(), 6);
    let rolls = Crash::Cart { passengers: 3 }
        .roll(&mut SuppliedFaces::new(&[1, 4, 4, 2, 3, 2]))
        .unwrap();
    let totals: Vec<u32> = rolls.iter().map(|r| r.total()).collect();
    assert_eq!(totals, [1, 8, 3, 2]);
    assert!(
        Crash::Boat { passengers: 101 }
            .roll(&mut SuppliedFaces::new(&[]))
            .is_err()
    );
}

#[test]
fn training_animals_can_hurt() {
    // rule: MU-health.animal-training-injury
    assert!(train_animal(11, &mut SuppliedFaces::new(&[11])).unwrap().0);
    assert!(!train_animal(11, &mut SuppliedFaces::new(&[12])).unwrap().0);
}

#[test]
fn diseases_recover_after_two_successes() {
    // rule: MU-health.disease.contract
    // rule: MU-health.disease.recovery
    let flu = disease("bloody_flu").unwrap();
    assert!(flu.contagious());
    assert!(!disease("digworm").unwrap().contagious());
    let mut sick = Sickness::new(flu);
    assert!(
        !sick
            .end_of_day(10, &mut SuppliedFaces::new(&[4]))
            .unwrap()
            .recovered()
    );
    assert!(
        !sick
            .end_of_day(10, &mut SuppliedFaces::new(&[15, 1, 1, 1]))
            .unwrap()
            .recovered()
    );
    let mut before = sick;
    let day = sick.end_of_day(10, &mut SuppliedFaces::new(&[9])).unwrap();
    assert!(day.recovered());
    assert_eq!(day.faces(), [9]);
    let replayed = before
        .end_of_day(10, &mut SuppliedFaces::new(&day.faces()))
        .unwrap();
    assert_eq!(replayed, day);
    assert_eq!(day.events().last(), Some(&Event::Recovered));
    assert_eq!((sick.successes(), sick.failures()), (2, 1));
}

#[test]
fn a_failure_rolls_each_ability() {
    // rule: MU-health.disease.fail
    let mut sick = Sickness::new(disease("bloody_flu").unwrap());
    let day = sick
        .end_of_day(10, &mut SuppliedFaces::new(&[15, 3, 1, 4]))
        .unwrap();
    let reductions: Vec<(Ability, u32)> = day
        .events()
        .iter()
        .filter_map(|e| match e {
            Event::AbilityReduced {
                ability, temporary, ..
            } => Some((*ability, *temporary)),
            _ => None,
        })
        .collect();
    assert_eq!(
        reductions,
        [(Ability::Str, 3), (Ability::Agi, 1), (Ability::Wit, 4)]
    );
    assert!(day.dice().iter().skip(1).all(|d| d.sides == 4));
}

#[test]
fn immunity_after_recovery() {
    // rule: MU-health.disease.immunity
    assert!(disease("plague").unwrap().lasting_immunity());
    assert!(!disease("influence").unwrap().lasting_immunity());
    assert!(!disease("digworm").unwrap().lasting_immunity());
}

#[test]
fn the_disease_list() {
    // rule: MU-health.disease.list
    // Plague: S, F, S, S, S -> recovered after day 5.
    let mut plague = Sickness::new(disease("plague").unwrap());
    let faces: [&[u32]; 5] = [&[3], &[18, 2, 2, 2], &[3], &[3], &[3]];
    let recovered: Vec<bool> = faces
        .iter()
        .map(|f| {
            plague
                .end_of_day(10, &mut SuppliedFaces::new(f))
                .unwrap()
                .recovered()
        })
        .collect();
    assert_eq!(recovered, [false, false, false, false, true]);
    // Black gangrene: the second failure rots the feet.
    let mut gangrene = Sickness::new(disease("black_gangrene").unwrap());
    assert!(
        !gangrene
            .end_of_day(10, &mut SuppliedFaces::new(&[18, 1, 1, 1]))
            .unwrap()
            .feet_rot()
    );
    assert!(
        gangrene
            .end_of_day(10, &mut SuppliedFaces::new(&[18, 1, 1, 1]))
            .unwrap()
            .feet_rot()
    );
    // Weeping sores: d6 for STR and AGI, WIT spared.
    let mut sores = Sickness::new(disease("weeping_sores").unwrap());
    let day = sores
        .end_of_day(10, &mut SuppliedFaces::new(&[18, 6, 5]))
        .unwrap();
    assert_eq!(
        day.dice().iter().map(|d| d.sides).collect::<Vec<_>>(),
        [20, 6, 6]
    );
    // Greater rot: 3, 2, 4 -> temporary 2, 1, 3 and permanent 1 each.
    let mut rot = Sickness::new(disease("greater_rot").unwrap());
    let day = rot
        .end_of_day(10, &mut SuppliedFaces::new(&[18, 3, 2, 4]))
        .unwrap();
    let split: Vec<(u32, u32)> = day
        .events()
        .iter()
        .filter_map(|e| match e {
            Event::AbilityReduced {
                temporary,
                permanent,
                ..
            } => Some((*temporary, *permanent)),
            _ => None,
        })
        .collect();
    assert_eq!(split, [(2, 1), (1, 1), (3, 1)]);
    // Digworm: saves never cure it.
    let mut worm = Sickness::new(disease("digworm").unwrap());
    for _ in 0..3 {
        assert!(
            !worm
                .end_of_day(10, &mut SuppliedFaces::new(&[2]))
                .unwrap()
                .recovered()
        );
    }
    // Demon pox: 2 corruption with each failure.
    let mut pox = Sickness::new(disease("demon_pox").unwrap());
    let day = pox
        .end_of_day(10, &mut SuppliedFaces::new(&[18, 1, 1, 1]))
        .unwrap();
    assert!(day.events().contains(&Event::Corruption { amount: 2 }));
    assert_eq!(disease("bloodburn").unwrap().rule, SpecialRule::Frenzy);
    assert!(disease("flu").is_err());
}

#[cfg(feature = "serde")]
#[test]
fn murdham_state_serializes_and_validates() {
    let health = Health::new(7, 12).unwrap();
    let json = serde_json::to_string(&health).unwrap();
    assert_eq!(json, r#"{"current":7,"max":12}"#);
    assert_eq!(serde_json::from_str::<Health>(&json).unwrap(), health);
    assert!(serde_json::from_str::<Health>(r#"{"current":13,"max":12}"#).is_err());
    let sick = Sickness::new(disease("plague").unwrap());
    let json = serde_json::to_string(&sick).unwrap();
    assert_eq!(json, r#"{"disease":"plague","successes":0,"failures":0}"#);
    assert_eq!(serde_json::from_str::<Sickness>(&json).unwrap(), sick);
    assert!(
        serde_json::from_str::<Sickness>(r#"{"disease":"plague","successes":5,"failures":0}"#)
            .is_err()
    );
    let mut out = Breathing::new();
    for _ in 0..5 {
        out.round(10, &mut SuppliedFaces::new(&[15])).unwrap();
    }
    let json = serde_json::to_string(&out).unwrap();
    assert_eq!(json, r#"{"rounds":5,"state":"unconscious"}"#);
    assert_eq!(serde_json::from_str::<Breathing>(&json).unwrap(), out);
    let err = serde_json::from_str::<Breathing>(r#"{"rounds":3,"state":"dead"}"#).unwrap_err();
    assert!(
        err.to_string()
            .contains("rounds without air must be in 6..=4294967295, got 3"),
        "{err}"
    );
    let event = serde_json::to_string(&Event::HealthLost { from: 8, to: 3 }).unwrap();
    assert_eq!(event, r#"{"event":"health_lost","from":8,"to":3}"#);
}

#[cfg(feature = "serde")]
#[test]
fn forged_state_is_refused_when_read() {
    use osr_check::murdham::Damage;
    use osr_health::murdham::{Fall, Hit};
    let refused = |json: &str, err: &str| -> String { format!("{json}: {err}") };
    // Each document is a valid one with one value forged.
    let health = serde_json::to_string(&Health::new(7, 12).unwrap()).unwrap();
    let forged = health.replace("7", "13");
    let err = serde_json::from_str::<Health>(&forged)
        .unwrap_err()
        .to_string();
    assert!(err.contains("13"), "{}", refused(&forged, &err));

    let hit = Hit::new(Damage::new(StepDie::D6), 1).unwrap();
    let json = serde_json::to_string(&hit).unwrap();
    let forged = json.replace(r#""armour":1"#, r#""armour":4"#);
    assert_ne!(forged, json);
    let err = serde_json::from_str::<Hit>(&forged)
        .unwrap_err()
        .to_string();
    assert!(err.contains('4'), "{}", refused(&forged, &err));

    let fall = Fall::centimetres(300).unwrap();
    let json = serde_json::to_string(&fall).unwrap();
    let forged = json.replace("300", "-300");
    let err = serde_json::from_str::<Fall>(&forged)
        .unwrap_err()
        .to_string();
    assert!(err.contains("-300"), "{}", refused(&forged, &err));

    let sick = Sickness::new(disease("bloody_flu").unwrap());
    let json = serde_json::to_string(&sick).unwrap();
    let forged = json.replace("bloody_flu", "green_pox");
    let err = serde_json::from_str::<Sickness>(&forged)
        .unwrap_err()
        .to_string();
    assert!(err.contains("green_pox"), "{}", refused(&forged, &err));
    let forged = json.replace(r#""successes":0"#, r#""successes":9"#);
    assert_ne!(forged, json);
    let err = serde_json::from_str::<Sickness>(&forged)
        .unwrap_err()
        .to_string();
    assert!(err.contains('9'), "{}", refused(&forged, &err));

    let breathing = Breathing::new();
    let json = serde_json::to_string(&breathing).unwrap();
    // Dead without ever failing a save: the state contradicts the rounds.
    let forged = json.replace(r#""conscious""#, r#""dead""#);
    assert_ne!(forged, json);
    let err = serde_json::from_str::<Breathing>(&forged)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("rounds without air"),
        "{}",
        refused(&forged, &err)
    );
}
