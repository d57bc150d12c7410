//! Laws every procedure with odds keeps: the odds sum to exactly 1 for any
//! valid input, and sampled outcomes occur as often as the odds say.

use std::collections::BTreeMap;

use num_traits::One;
use osr_check::cairn_house::Save;
use osr_check::{Check, PassFail, Resolved};
use osr_magic::cairn_house::{AreaDamage, SpellLevel};
use osr_magic::constitution::{
    Caster, CasterLevel, KnownSpell, Ritual, Specialisation, Specialisations, SpellRating, Study,
    StudyDays,
};
use osr_magic::gods_and_monsters::{CharacterLevel, PsychicAttack};
use osr_magic::murdham::{Corruption, soulblight_odds};
use proptest::prelude::*;

use crate::common::{assert_counts_follow, rng};

proptest! {
    #[test]
    fn ritual_odds_sum_to_one(kno in 1_i32..=20, wil in 1_i32..=20, rating in 0_u32..=100) {
        let spell = KnownSpell::new(
            "X",
            osr_magic::constitution::SpellLevel::new(1).unwrap(),
            SpellRating::new(rating.max(1)).unwrap(),
        );
        prop_assert!(Ritual::new(&spell, kno, wil, true).unwrap().odds().total().is_one());
    }

    #[test]
    fn study_odds_sum_to_one(from in 0_u32..=100, days in 1_u32..=30) {
        let study = Study::new(SpellRating::new(from).unwrap(), StudyDays::new(days).unwrap());
        let odds = study.odds();
        prop_assert!(odds.total().is_one());
        prop_assert!(odds.bands().all(|(to, _)| *to <= 100 && *to >= from));
    }

    #[test]
    fn damage_taken_odds_sum_to_one(level in 1_u32..=9, dex in 0_i32..=20) {
        let odds = AreaDamage::fireball(SpellLevel::new(level).unwrap())
            .taken_odds(Save::new(dex).unwrap())
            .unwrap();
        prop_assert!(odds.total().is_one());
    }

    #[test]
    fn soulblight_odds_sum_to_one(total in 0_u32..=1000) {
        prop_assert!(soulblight_odds(Corruption::new(total).unwrap()).total().is_one());
    }
}

#[test]
fn study_samples_like_its_odds() {
    let study = Study::new(SpellRating::new(90).unwrap(), StudyDays::new(2).unwrap());
    let odds = study.odds();
    let mut rng = rng();
    let n = 6000;
    let mut counts = BTreeMap::new();
    for _ in 0..n {
        *counts
            .entry(study.roll(&mut rng).unwrap().to.get())
            .or_insert(0) += 1;
    }
    let bands: Vec<u32> = odds.bands().map(|(b, _)| *b).collect();
    assert_counts_follow(&counts, |b| odds.probability(b).unwrap(), &bands, n);
}

#[test]
fn damage_taken_samples_like_its_odds() {
    let fireball = AreaDamage::fireball(SpellLevel::new(2).unwrap());
    let dex = Save::new(10).unwrap();
    let odds = fireball.taken_odds(dex).unwrap();
    let mut rng = rng();
    let n = 8000;
    let mut counts = BTreeMap::new();
    for _ in 0..n {
        let damage = fireball.roll(&mut rng).unwrap();
        let passed = dex.roll(&mut rng).unwrap().band() == PassFail::Pass;
        *counts.entry(damage.taken(passed)).or_insert(0) += 1;
    }
    let bands: Vec<u32> = odds.bands().map(|(b, _)| *b).collect();
    assert_counts_follow(&counts, |b| odds.probability(b).unwrap(), &bands, n);
}

#[test]
fn prepared_casts_sample_like_their_odds() {
    let sage = Caster::new(
        CasterLevel::new(1).unwrap(),
        Specialisations::of(&[Specialisation::Goetia]),
    );
    let spell = KnownSpell::new(
        "X",
        osr_magic::constitution::SpellLevel::new(1).unwrap(),
        SpellRating::new(45).unwrap(),
    );
    let prepared = sage.prepare(&[spell], 0).unwrap();
    let odds = prepared.odds(0).unwrap();
    let mut rng = rng();
    let n = 6000;
    let mut counts = BTreeMap::new();
    for _ in 0..n {
        let mut fresh = prepared.clone();
        let cast = fresh.cast(0, &mut rng).unwrap();
        *counts.entry(cast.roll().band()).or_insert(0) += 1;
    }
    assert_counts_follow(
        &counts,
        |b| odds.probability(b).unwrap(),
        &[PassFail::Fail, PassFail::Pass],
        n,
    );
}

#[test]
fn psychic_damage_samples_like_its_distribution() {
    let attack = PsychicAttack::new(CharacterLevel::new(2).unwrap(), 2, 0).unwrap();
    let dist = attack.distribution().unwrap();
    let mut rng = rng();
    let n = 4000;
    let mut counts = BTreeMap::new();
    for _ in 0..n {
        *counts.entry(attack.roll(&mut rng).unwrap().0).or_insert(0) += 1;
    }
    let bands: Vec<u32> = (2..=5).collect();
    assert_counts_follow(&counts, |b| dist.probability(i64::from(*b)), &bands, n);
}
