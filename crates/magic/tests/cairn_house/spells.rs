use std::collections::BTreeMap;

use num_rational::BigRational;
use num_traits::Zero;
use osr_check::cairn_house::Save;
use osr_check::{Check, Resolved};
use osr_core::SuppliedFaces;
use osr_magic::Error;
use osr_magic::cairn_house::{
    Ailment, AnimateDeadEnd, AnimatedDead, AreaDamage, Attitude, Augury, AuguryAnswer, Cure,
    DeadFor, FlyTurn, Lasting, SpeakWithDead, Spell, SpellLevel, SpellSave, TimeUnit,
};

use crate::common::{frac, rng};

fn level(l: u32) -> SpellLevel {
    SpellLevel::new(l).unwrap()
}

/// Checks that a spell affects L creatures at every level.
fn targets_scale(spell: Spell) {
    for l in 1..=9 {
        assert_eq!(spell.effect(level(l)).targets, Some(l), "{spell} at {l}");
    }
}

fn default_duration(spell: Spell) {
    for l in 1..=9 {
        assert_eq!(
            spell.effect(level(l)).lasting,
            Lasting::Minutes(10 * l),
            "{spell}"
        );
    }
}

#[test]
fn every_spell_has_a_stable_id_and_a_name() {
    assert_eq!(Spell::ALL.len(), 25);
    assert_eq!(
        Lasting::ReliableMinutes(20).to_string(),
        "reliable for 20 minutes"
    );
    assert_eq!(Lasting::Days(3).to_string(), "3 days");
    for spell in Spell::ALL {
        assert_eq!(Spell::lookup(spell.id()).unwrap(), spell);
        assert!(!spell.name().is_empty());
    }
    assert_eq!(
        Spell::lookup("wish"),
        Err(Error::UnknownId {
            what: "spell",
            id: "wish".into()
        })
    );
}

#[test]
fn animate_dead_raises_l_undead_of_d6_hp() {
    // rule: CH-magic.animate-dead
    targets_scale(Spell::AnimateDead);
    let dead = AnimatedDead::raise(level(2), &mut SuppliedFaces::new(&[3, 6])).unwrap();
    assert_eq!(dead.hp, [3, 6]);
    assert_eq!(dead.dice.len(), 2);
    let table = AnimateDeadEnd::table();
    let end = |f| table.roll(&mut SuppliedFaces::new(&[f])).unwrap().band();
    assert_eq!(
        [1, 2, 3, 4, 5, 6].map(end),
        [
            AnimateDeadEnd::Hostile,
            AnimateDeadEnd::Hostile,
            AnimateDeadEnd::Hostile,
            AnimateDeadEnd::Dust,
            AnimateDeadEnd::Dust,
            AnimateDeadEnd::Servants
        ]
    );
    let odds = table.odds();
    assert_eq!(odds.probability(&AnimateDeadEnd::Hostile), Some(frac(1, 2)));
    assert_eq!(odds.probability(&AnimateDeadEnd::Dust), Some(frac(1, 3)));
    assert_eq!(
        odds.probability(&AnimateDeadEnd::Servants),
        Some(frac(1, 6))
    );
    default_duration(Spell::AnimateDead);
}

#[test]
fn augury_asks_l_questions_true_on_four_or_blood() {
    // rule: CH-magic.augury
    let effect = Spell::Augury.effect(level(2));
    assert_eq!(effect.questions, Some(2));
    assert_eq!(Augury::questions(level(2)), 2);
    let table = Augury::table();
    assert_eq!(
        table.roll(&mut SuppliedFaces::new(&[3])).unwrap().band(),
        AuguryAnswer::Unreliable
    );
    assert_eq!(
        table.roll(&mut SuppliedFaces::new(&[4])).unwrap().band(),
        AuguryAnswer::Truthful
    );
    assert_eq!(
        table.odds().probability(&AuguryAnswer::Truthful),
        Some(frac(1, 2))
    );
    assert_eq!(Augury::blood(&mut SuppliedFaces::new(&[4])).unwrap(), 4);
}

#[test]
fn bless_affects_l_creatures() {
    // rule: CH-magic.bless
    targets_scale(Spell::Bless);
    assert_eq!(Spell::Bless.effect(level(3)).targets, Some(3));
    default_duration(Spell::Bless);
}

#[test]
fn charm_moves_l_creatures_one_step() {
    // rule: CH-magic.charm
    targets_scale(Spell::Charm);
    assert_eq!(Attitude::Hostile.charmed(), Attitude::Neutral);
    assert_eq!(Attitude::Neutral.charmed(), Attitude::Friendly);
    assert_eq!(Attitude::Friendly.charmed(), Attitude::Infatuated);
    assert_eq!(Attitude::Infatuated.charmed(), Attitude::Infatuated);
}

#[test]
fn a_circle_protects_l_creatures() {
    // rule: CH-magic.circle
    targets_scale(Spell::CircleOfProtection);
    assert_eq!(Spell::CircleOfProtection.effect(level(2)).targets, Some(2));
}

#[test]
fn weather_is_controlled_for_l_days() {
    // rule: CH-magic.control-weather
    for l in 1..=9 {
        assert_eq!(
            Spell::ControlWeather.effect(level(l)).lasting,
            Lasting::Days(l)
        );
    }
}

#[test]
fn dominate_takes_one_creature_that_saves_to_prevent() {
    // rule: CH-magic.dominate
    let e = Spell::Dominate.effect(level(4));
    assert_eq!((e.targets, e.save), (Some(1), SpellSave::SubjectsAvoid));
    default_duration(Spell::Dominate);
}

/// The damage one target takes, by counting every face of the dice and
/// the d20 of the DEX save.
fn taken_by_counting(dice: u32, dex: u32) -> BTreeMap<u32, BigRational> {
    let mut counts: BTreeMap<u32, u64> = BTreeMap::new();
    let mut all = 0_u64;
    let faces = 6_u64.pow(dice);
    for index in 0..faces {
        let mut rest = index;
        let mut total = 0;
        for _ in 0..dice {
            total += (rest % 6) as u32 + 1;
            rest /= 6;
        }
        for d20 in 1..=20 {
            let taken = if d20 <= dex { total / 2 } else { total };
            *counts.entry(taken).or_insert(0) += 1;
            all += 1;
        }
    }
    counts
        .into_iter()
        .map(|(k, c)| (k, BigRational::new(c.into(), all.into())))
        .collect()
}

#[test]
fn fireball_deals_ld6_halved_by_a_dex_save() {
    // rule: CH-magic.fireball
    let fireball = AreaDamage::fireball(level(3));
    let roll = fireball.roll(&mut SuppliedFaces::new(&[2, 5, 6])).unwrap();
    assert_eq!(
        (roll.total(), roll.taken(false), roll.taken(true)),
        (13, 13, 6)
    );
    let e = Spell::Fireball.effect(level(3));
    assert_eq!((e.damage, e.save), (Some("3d6"), SpellSave::DexForHalf));
    for l in 1..=9 {
        let plan = AreaDamage::fireball(level(l)).plan().unwrap();
        assert_eq!((plan.min(), plan.max()), (i64::from(l), 6 * i64::from(l)));
        let mean = AreaDamage::fireball(level(l))
            .distribution()
            .unwrap()
            .mean();
        assert_eq!(mean, frac(7 * i64::from(l), 2));
    }
    // Exact odds of the damage taken against counting every face.
    let odds = fireball.taken_odds(Save::new(12).unwrap()).unwrap();
    let model = taken_by_counting(3, 12);
    for (taken, p) in &model {
        assert_eq!(odds.probability(taken), Some(p.clone()), "{taken}");
    }
    assert_eq!(odds.bands().count(), model.len());
    // Sampling: the mean of rolled totals.
    let mut rng = rng();
    let n = 4000_u32;
    let sum: u32 = (0..n)
        .map(|_| fireball.roll(&mut rng).unwrap().total())
        .sum();
    let mean = f64::from(sum) / f64::from(n);
    assert!((mean - 10.5).abs() < 5.0 * (8.75 / f64::from(n)).sqrt());
}

#[test]
fn fly_is_reliable_for_ten_minutes_a_level_then_ends_on_five_plus() {
    // rule: CH-magic.fly
    targets_scale(Spell::Fly);
    assert_eq!(
        Spell::Fly.effect(level(2)).lasting,
        Lasting::ReliableMinutes(20)
    );
    let table = FlyTurn::table();
    assert_eq!(
        table.roll(&mut SuppliedFaces::new(&[5])).unwrap().band(),
        FlyTurn::Ends
    );
    assert_eq!(
        table.roll(&mut SuppliedFaces::new(&[4])).unwrap().band(),
        FlyTurn::Continues
    );
    assert_eq!(table.odds().probability(&FlyTurn::Ends), Some(frac(1, 3)));
    assert_eq!(FlyTurn::still_flying(2), frac(4, 9));
    assert_eq!(FlyTurn::still_flying(0), frac(1, 1));
}

#[test]
fn haste_wins_initiative_for_l_creatures_next_combat() {
    // rule: CH-magic.haste
    targets_scale(Spell::Haste);
    assert_eq!(Spell::Haste.effect(level(2)).lasting, Lasting::NextCombat);
}

#[test]
fn heal_sickness_cures_the_mundane_and_resaves_the_magical() {
    // rule: CH-magic.heal-sickness
    let e = Spell::HealSickness.effect(level(1));
    assert_eq!((e.targets, e.save), (Some(1), SpellSave::ExtraForMagical));
    assert_eq!(Ailment::Mundane.healed(), Cure::Cured);
    assert_eq!(Ailment::Magical.healed(), Cure::ExtraSave);
}

#[test]
fn hold_person_paralyses_l_creatures_who_save() {
    // rule: CH-magic.hold-person
    targets_scale(Spell::HoldPerson);
    assert_eq!(
        Spell::HoldPerson.effect(level(3)).save,
        SpellSave::SubjectsAvoid
    );
}

#[test]
fn invisibility_affects_spell_level_creatures() {
    // rule: CH-magic.invisibility
    targets_scale(Spell::Invisibility);
}

#[test]
fn knock_opens_one_door_at_once() {
    // rule: CH-magic.knock
    let e = Spell::Knock.effect(level(5));
    assert_eq!((e.lasting, e.save), (Lasting::Instant, SpellSave::None));
    assert!(Spell::Knock.dice(level(5)).unwrap().is_none());
}

#[test]
fn lightning_bolt_deals_ld6_halved_by_a_dex_save() {
    // rule: CH-magic.lightning-bolt
    let bolt = AreaDamage::lightning_bolt(level(4));
    let roll = bolt.roll(&mut SuppliedFaces::new(&[1, 3, 5, 6])).unwrap();
    assert_eq!(
        (roll.total(), roll.taken(false), roll.taken(true)),
        (15, 15, 7)
    );
    assert_eq!(Spell::LightningBolt.effect(level(4)).damage, Some("4d6"));
    let odds = bolt.taken_odds(Save::new(0).unwrap()).unwrap();
    // DEX 0 never halves: the plain 4d6.
    assert_eq!(odds.probability(&24), Some(frac(1, 1296)));
    assert_eq!(odds.probability(&2), Some(BigRational::zero()));
}

#[test]
fn scry_reaches_ten_miles_a_level() {
    // rule: CH-magic.scry
    for l in 1..=9 {
        assert_eq!(Spell::Scry.effect(level(l)).range_miles, Some(10 * l));
    }
    assert_eq!(Spell::Scry.effect(level(3)).range_miles, Some(30));
}

#[test]
fn sleep_takes_an_area_whose_subjects_save() {
    // rule: CH-magic.sleep
    let e = Spell::Sleep.effect(level(2));
    assert_eq!((e.targets, e.save), (None, SpellSave::SubjectsAvoid));
    default_duration(Spell::Sleep);
}

#[test]
fn slow_loses_initiative_for_l_creatures() {
    // rule: CH-magic.slow
    targets_scale(Spell::Slow);
    assert_eq!(Spell::Slow.effect(level(1)).lasting, Lasting::NextCombat);
}

#[test]
fn speaking_with_animals_lasts_ten_minutes_a_level() {
    // rule: CH-magic.speak-animals
    assert_eq!(
        Spell::SpeakWithAnimals.effect(level(2)).lasting,
        Lasting::Minutes(20)
    );
    default_duration(Spell::SpeakWithAnimals);
}

#[test]
fn speaking_with_the_dead_depends_on_how_long_they_have_been_dead() {
    // rule: CH-magic.speak-dead
    let weeks = |n| DeadFor {
        amount: n,
        unit: TimeUnit::Weeks,
    };
    assert_eq!(SpeakWithDead::least_level(weeks(3)), Some(level(4)));
    let one_day = DeadFor {
        amount: 1,
        unit: TimeUnit::Days,
    };
    assert!(SpeakWithDead::reaches(level(2), one_day));
    assert!(!SpeakWithDead::reaches(level(1), one_day));
    let ages = DeadFor {
        amount: 5000,
        unit: TimeUnit::Years,
    };
    assert!(!SpeakWithDead::reaches(level(8), ages));
    assert!(SpeakWithDead::reaches(level(9), ages));
    let limits: Vec<_> = (1..=8)
        .map(|l| SpeakWithDead::limit(level(l)).unwrap())
        .map(|d| (d.amount, d.unit))
        .collect();
    assert_eq!(
        limits,
        [
            (10, TimeUnit::Minutes),
            (1, TimeUnit::Days),
            (1, TimeUnit::Weeks),
            (1, TimeUnit::Months),
            (1, TimeUnit::Years),
            (10, TimeUnit::Years),
            (100, TimeUnit::Years),
            (1000, TimeUnit::Years)
        ]
    );
    assert_eq!(
        SpeakWithDead::questions(&mut SuppliedFaces::new(&[3])).unwrap(),
        3
    );
    let plan = Spell::SpeakWithDead.dice(level(4)).unwrap().unwrap();
    assert_eq!((plan.min(), plan.max()), (1, 6));
}

#[test]
fn third_eye_lasts_the_default() {
    // rule: CH-magic.third-eye
    let e = Spell::ThirdEye.effect(level(2));
    assert_eq!((e.targets, e.lasting), (None, Lasting::Minutes(20)));
}

#[test]
fn tongues_lasts_the_default() {
    // rule: CH-magic.tongues
    let e = Spell::Tongues.effect(level(4));
    assert_eq!((e.targets, e.lasting), (None, Lasting::Minutes(40)));
}

#[test]
fn water_breathing_serves_l_creatures_for_ten_minutes_a_level() {
    // rule: CH-magic.water-breathing
    targets_scale(Spell::WaterBreathing);
    let e = Spell::WaterBreathing.effect(level(2));
    assert_eq!((e.targets, e.lasting), (Some(2), Lasting::Minutes(20)));
}

#[test]
fn a_wind_barrier_protects_l_creatures() {
    // rule: CH-magic.wind-barrier
    targets_scale(Spell::WindBarrier);
    assert_eq!(Spell::WindBarrier.effect(level(3)).targets, Some(3));
}

#[test]
fn wizard_lock_locks_one_portal() {
    // rule: CH-magic.wizard-lock
    let e = Spell::WizardLock.effect(level(2));
    assert_eq!((e.targets, e.lasting), (Some(1), Lasting::Minutes(20)));
}

#[cfg(feature = "serde")]
#[test]
fn spells_serialize_by_id() {
    assert_eq!(
        serde_json::to_string(&Spell::LightningBolt).unwrap(),
        "\"lightning_bolt\""
    );
    let back: Spell = serde_json::from_str("\"speak_with_dead\"").unwrap();
    assert_eq!(back, Spell::SpeakWithDead);
    assert!(serde_json::from_str::<SpellLevel>("12").is_err());
}
