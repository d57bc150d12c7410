//! Block, Dodge, Parry's Critical Damage Save and injury tables.

use std::collections::BTreeMap;

use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::block_dodge_parry::Ability;
use osr_check::{Check, Resolved};
use osr_core::SuppliedFaces;
use osr_health::block_dodge_parry::{
    Area, Critical, CriticalDamageSave, HEAD_WOUNDS, HeadWound, INJURY_AREAS, Injury, Loss,
};

use super::passes;
use crate::common::{assert_agrees_with_sampling, band, frac};

#[test]
fn critical_damage_saves_after_the_damage() {
    // rule: BDP-1.7.3.cds, BDP-1.7.3.str, BDP-1.7.3.injury-table, BDP-1.7.3.severe-wound
    // A sword critical takes STR 10 to 6; the save rolls 9 and fails; the
    // d10 shows 7, the right leg, and the d4 takes 3 DEX.
    let save = CriticalDamageSave::new(Ability::Str, 10 - 4).unwrap();
    let outcome = save.roll(&mut SuppliedFaces::new(&[9, 7, 3])).unwrap();
    assert_eq!(outcome.critical(), Critical::Injured(Injury::RightLeg));
    assert_eq!(
        outcome.loss(),
        Some(Loss {
            ability: Ability::Dex,
            amount: 3
        })
    );
    assert_eq!(outcome.severe_wound(), Some(Area::RightLeg));
    assert_eq!(
        format!("Severe Sword Wound ({})", outcome.severe_wound().unwrap()),
        "Severe Sword Wound (Right Leg)"
    );
    assert_eq!(outcome.save_face(), Some(9));
    assert!(outcome.was_rolled());
    // A pass: nothing more.
    let outcome = save.roll(&mut SuppliedFaces::new(&[6])).unwrap();
    assert_eq!(outcome.critical(), Critical::Unharmed);
    assert_eq!((outcome.severe_wound(), outcome.loss()), (None, None));
    // The arms: the held item drops, attacks impaired, no loss.
    let outcome = save.roll(&mut SuppliedFaces::new(&[19, 8])).unwrap();
    assert_eq!(outcome.critical(), Critical::Injured(Injury::LeftArm));
    assert!(Injury::LeftArm.impairs_attacks());
    assert!(!Injury::Torso.impairs_attacks());
    assert_eq!(outcome.loss(), None);
    assert_eq!(outcome.faces(), [19, 8]);
    // Natural 20 fails even against 20.
    let strong = CriticalDamageSave::new(Ability::Str, 20).unwrap();
    assert_eq!(band(&strong, &[20, 9]), Critical::Injured(Injury::RightArm));
}

#[test]
fn head_injuries_and_zero_scores() {
    // rule: BDP-1.7.3.head, BDP-1.7.3.str, BDP-1.7.3.dex, BDP-1.7.3.wil, BDP-1.7.1.night-spider, BDP-1.7.1.eldritch
    let cds = CriticalDamageSave::new(Ability::Str, 8).unwrap();
    assert_eq!(band(&cds, &[15, 10, 2]), Critical::Dead);
    let outcome = cds.roll(&mut SuppliedFaces::new(&[15, 10, 5])).unwrap();
    assert_eq!(outcome.critical(), Critical::Injured(Injury::LostEye));
    assert_eq!(outcome.head(), Some(HeadWound::LostEye));
    assert_eq!(Injury::LostEye.area(), Area::Head);
    assert_eq!(band(&cds, &[15, 10, 6]), Critical::Injured(Injury::Scar));
    let heads: Vec<HeadWound> = (1..=6).map(|f| *HEAD_WOUNDS.row(f).unwrap()).collect();
    assert_eq!(
        heads,
        [
            HeadWound::Death,
            HeadWound::Death,
            HeadWound::Death,
            HeadWound::LostEye,
            HeadWound::LostEye,
            HeadWound::Scar
        ]
    );
    let areas: Vec<Area> = (1..=10).map(|f| *INJURY_AREAS.row(f).unwrap()).collect();
    assert_eq!(
        areas,
        [
            Area::Torso,
            Area::Torso,
            Area::Torso,
            Area::Torso,
            Area::Torso,
            Area::LeftLeg,
            Area::RightLeg,
            Area::LeftArm,
            Area::RightArm,
            Area::Head
        ]
    );
    // STR 0 is death, DEX 0 immobilises, WIL 0 debilitates: no roll.
    for (ability, result) in [
        (Ability::Str, Critical::Dead),
        (Ability::Dex, Critical::Immobilised),
        (Ability::Wil, Critical::Debilitated),
    ] {
        let zero = CriticalDamageSave::new(ability, 0).unwrap();
        let outcome = zero.roll(&mut SuppliedFaces::new(&[])).unwrap();
        assert_eq!((outcome.critical(), outcome.was_rolled()), (result, false));
        assert_eq!(zero.odds().probability(&result), Some(BigRational::one()));
    }
    // Night Spider venom: DEX 10 - 6 = 4, the save rolls 7.
    let venom = CriticalDamageSave::new(Ability::Dex, 10 - 6).unwrap();
    assert_eq!(band(&venom, &[7]), Critical::Immobilised);
    assert_eq!(band(&venom, &[4]), Critical::Unharmed);
    // An eldritch being's true form: WIL 11 - 8 = 3, the save rolls 4.
    let gaze = CriticalDamageSave::new(Ability::Wil, 11 - 8).unwrap();
    assert_eq!(band(&gaze, &[4]), Critical::Debilitated);
    assert_eq!(
        gaze.odds().probability(&Critical::Debilitated),
        Some(frac(17, 20))
    );
    assert_eq!(
        CriticalDamageSave::new(Ability::Str, -1)
            .unwrap_err()
            .to_string(),
        "ability score must be in 0..=2147483647, got -1"
    );
}

/// The Critical Damage Save by enumeration of every d20, d10 and sub-die.
fn critical_by_enumeration(ability: Ability, score: i32) -> BTreeMap<Critical, BigRational> {
    let mut out = BTreeMap::new();
    let mut add = |c: Critical, p: BigRational| {
        *out.entry(c).or_insert_with(BigRational::zero) += p;
    };
    for d20 in 1..=20 {
        if passes(score, d20) {
            add(Critical::Unharmed, frac(1, 20));
            continue;
        }
        match ability {
            Ability::Dex => add(Critical::Immobilised, frac(1, 20)),
            Ability::Wil => add(Critical::Debilitated, frac(1, 20)),
            Ability::Str => {
                for d10 in 1..=10 {
                    for d4 in 1..=4 {
                        for d6 in 1..=6 {
                            let p = frac(1, 20 * 10 * 4 * 6);
                            let c = match d10 {
                                1..=5 if d4 >= score => Critical::Dead,
                                1..=5 => Critical::Injured(Injury::Torso),
                                6 => Critical::Injured(Injury::LeftLeg),
                                7 => Critical::Injured(Injury::RightLeg),
                                8 => Critical::Injured(Injury::LeftArm),
                                9 => Critical::Injured(Injury::RightArm),
                                _ if d6 <= 3 => Critical::Dead,
                                _ if d6 <= 5 => Critical::Injured(Injury::LostEye),
                                _ => Critical::Injured(Injury::Scar),
                            };
                            add(c, p);
                        }
                    }
                }
            }
        }
    }
    out
}

#[test]
fn critical_damage_odds_match_enumeration() {
    // rule: BDP-1.7.3.cds, BDP-1.7.3.str, BDP-1.7.3.dex, BDP-1.7.3.wil, BDP-1.7.3.injury-table, BDP-1.7.3.head
    for ability in [Ability::Str, Ability::Dex, Ability::Wil] {
        for score in [1, 2, 3, 4, 6, 12, 20] {
            let cds = CriticalDamageSave::new(ability, score).unwrap();
            let expected = critical_by_enumeration(ability, score);
            let got: BTreeMap<Critical, BigRational> =
                cds.odds().bands().map(|(b, p)| (*b, p.clone())).collect();
            assert_eq!(got, expected, "{ability} {score}");
            assert_agrees_with_sampling(&cds, 5_000);
        }
    }
    // By hand, STR 6: death only by the head, 14/20 x 1/10 x 3/6.
    let odds = CriticalDamageSave::new(Ability::Str, 6).unwrap().odds();
    assert_eq!(odds.probability(&Critical::Dead), Some(frac(14 * 3, 1200)));
}

#[cfg(feature = "serde")]
#[test]
fn critical_rolls_read_back_and_refuse_forgeries() {
    use osr_check::Error;
    use osr_health::block_dodge_parry::CriticalRoll;

    // STR 6 fails on 12, the d10 reads 10 (head), the d6 5: an eye lost.
    let roll = CriticalDamageSave::new(Ability::Str, 6)
        .unwrap()
        .roll(&mut SuppliedFaces::new(&[12, 10, 5]))
        .unwrap();
    let json = serde_json::to_string(&roll).unwrap();
    assert!(json.starts_with(r#"{"band":"#), "{json}");
    assert_eq!(serde_json::from_str::<CriticalRoll>(&json).unwrap(), roll);
    let expected = Error::Inconsistent {
        what: "the critical damage save",
    }
    .to_string();
    for forged in [
        json.replace(r#""face":5"#, r#""face":1"#),
        json.replace(r#""face":10,"#, r#""face":9,"#),
    ] {
        let err = serde_json::from_str::<CriticalRoll>(&forged)
            .unwrap_err()
            .to_string();
        assert!(err.contains(&expected), "{forged}: {err}");
    }
}

#[test]
fn gear_can_negate_injuries_to_an_area() {
    // rule: BDP-1.7.3.fiction
    use osr_health::block_dodge_parry::Protection;
    // A helmet and a d10 of 10: the head injury is negated, no d6 rolled.
    let helmet = Protection::NONE.with(Area::Head);
    let save = CriticalDamageSave::new(Ability::Str, 8)
        .unwrap()
        .with_protection(helmet);
    let outcome = save.roll(&mut SuppliedFaces::new(&[15, 10])).unwrap();
    assert_eq!(outcome.critical(), Critical::Prevented(Area::Head));
    assert_eq!((outcome.severe_wound(), outcome.loss()), (None, None));
    assert_eq!(outcome.faces(), [15, 10]);
    // Unprotected areas are injured as ever.
    assert_eq!(band(&save, &[15, 3, 2]), Critical::Injured(Injury::Torso));
    // Odds: the head's tenth of the failures moves from death, the eye
    // and the scar to prevented; STR 8 fails on 12 of 20.
    let odds = save.odds();
    assert_eq!(
        odds.probability(&Critical::Prevented(Area::Head)),
        Some(frac(12, 200))
    );
    assert_eq!(odds.probability(&Critical::Dead), Some(BigRational::zero()));
    assert_agrees_with_sampling(&save, 5_000);
    // Bracers on both arms at STR 3: death still comes through the torso
    // (a d4 of 3 or 4), never the arms.
    let bracers = Protection::NONE.with(Area::LeftArm).with(Area::RightArm);
    let save = CriticalDamageSave::new(Ability::Str, 3)
        .unwrap()
        .with_protection(bracers);
    let odds = save.odds();
    let fail = frac(17, 20);
    assert_eq!(
        odds.probability(&Critical::Prevented(Area::LeftArm)),
        Some(&fail * frac(1, 10))
    );
    assert_eq!(
        odds.probability(&Critical::Dead),
        Some(&fail * (frac(5, 10) * frac(2, 4) + frac(1, 10) * frac(1, 2)))
    );
    assert_agrees_with_sampling(&save, 5_000);
}

#[cfg(feature = "serde")]
#[test]
fn protected_saves_read_back() {
    use osr_health::block_dodge_parry::{CriticalRoll, Protection};
    let save = CriticalDamageSave::new(Ability::Str, 6)
        .unwrap()
        .with_protection(Protection::NONE.with(Area::Head));
    let json = serde_json::to_string(&save).unwrap();
    assert_eq!(json, r#"{"ability":"str","score":6,"protection":["head"]}"#);
    assert_eq!(
        serde_json::from_str::<CriticalDamageSave>(&json).unwrap(),
        save
    );
    let outcome = save.roll(&mut SuppliedFaces::new(&[12, 10])).unwrap();
    let json = serde_json::to_string(&outcome).unwrap();
    assert!(
        json.starts_with(r#"{"band":{"prevented":"head"}"#),
        "{json}"
    );
    assert_eq!(
        serde_json::from_str::<CriticalRoll>(&json).unwrap(),
        outcome
    );
    let forged = json.replace(r#""face":10"#, r#""face":9"#);
    assert!(serde_json::from_str::<CriticalRoll>(&forged).is_err());
}
