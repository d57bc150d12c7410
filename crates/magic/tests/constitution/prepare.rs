use num_rational::BigRational;
use osr_check::{Check, PassFail, Resolved};
use osr_core::SuppliedFaces;
use osr_magic::Error;
use osr_magic::constitution::{
    Caster, CasterLevel, KnownSpell, PREPARING_HOURS, Ritual, RitualBand, Specialisation,
    Specialisations, SpellLevel, SpellRating,
};

use crate::common::{frac, rng};

fn spell(name: &str, level: u32, rating: u32) -> KnownSpell {
    KnownSpell::new(
        name,
        SpellLevel::new(level).unwrap(),
        SpellRating::new(rating).unwrap(),
    )
}

fn sage(level: u32) -> Caster {
    Caster::new(
        CasterLevel::new(level).unwrap(),
        Specialisations::of(&[Specialisation::Goetia]),
    )
}

#[test]
fn every_spell_is_a_rating_of_its_own() {
    // rule: TC-12.1
    let bolt = spell("Bolt", 1, 45);
    let ward = spell("Ward", 1, 0);
    assert_eq!((bolt.rating().get(), ward.rating().get()), (45, 0));
    assert!(bolt.is_known() && !ward.is_known());
    assert!(SpellRating::new(150).is_err());
    // A spell rated 0% is not known: it cannot be prepared.
    assert_eq!(
        sage(2).prepare(&[ward], 0),
        Err(Error::UnknownId {
            what: "spell",
            id: "Ward".into()
        })
    );
}

#[test]
fn a_ritual_takes_an_hour_per_level_and_two_skill_modified_checks() {
    // rule: TC-12.2
    let level3 = spell("Summon", 3, 60);
    let ritual = Ritual::new(&level3, 15, 12, true).unwrap();
    assert_eq!(ritual.hours(), 3);
    assert_eq!(ritual.knowledge().effective_ability(), 9);
    assert_eq!(ritual.will().effective_ability(), 7);
    assert_eq!(ritual.knowledge().dc(), 20);
    // 9 + 11 = 20 and 7 + 13 = 20: both succeed.
    let cast = ritual.roll(&mut SuppliedFaces::new(&[11, 13])).unwrap();
    assert_eq!(cast.band(), RitualBand::Cast);
    assert_eq!(cast.faces(), [11, 13]);
    // One failure fails the ritual.
    let failed = ritual.roll(&mut SuppliedFaces::new(&[11, 12])).unwrap();
    assert_eq!(failed.band(), RitualBand::Failed);
    let failed = ritual.roll(&mut SuppliedFaces::new(&[10, 20, 5])).unwrap();
    assert_eq!(failed.band(), RitualBand::Failed);
    assert_eq!(ritual.verify(&failed), Ok(()));
}

#[test]
fn ritual_odds_are_the_product_of_both_checks() {
    // rule: TC-12.2
    let ritual = Ritual::new(&spell("X", 1, 60), 15, 12, true).unwrap();
    // Brute force over both d20s: a natural 20 always reaches DC 20 here.
    let mut cast = 0;
    for k in 1..=20 {
        for w in 1..=20 {
            if k + 9 >= 20 && w + 7 >= 20 {
                cast += 1;
            }
        }
    }
    assert_eq!(cast, 80);
    let odds = ritual.odds();
    assert_eq!(odds.probability(&RitualBand::Cast), Some(frac(cast, 400)));
    assert_eq!(odds.total(), frac(1, 1));
    // Sampling at a fixed seed.
    let mut rng = rng();
    let n = 4000;
    let hits = (0..n)
        .filter(|_| ritual.roll(&mut rng).unwrap().band() == RitualBand::Cast)
        .count();
    let expected = f64::from(n) / 5.0;
    assert!((hits as f64 - expected).abs() < 5.0 * (f64::from(n) * 0.2 * 0.8).sqrt());
}

#[test]
fn the_sage_bonus_adds_to_the_knowledge_check() {
    // rule: TC-12.2
    // X19: KNO 15 x 60% = 9, +2 sage -> die 10 makes 21; WIL 7 + 13 = 20.
    let ritual = Ritual::new(&spell("X", 1, 60), 15, 12, true)
        .unwrap()
        .with_knowledge_modifier(2)
        .unwrap();
    let roll = ritual.roll(&mut SuppliedFaces::new(&[10, 13])).unwrap();
    assert_eq!((roll.knowledge().total(), roll.will().total()), (21, 20));
    assert_eq!(roll.band(), RitualBand::Cast);
}

#[test]
fn preparing_needs_goetia_and_takes_two_hours() {
    // rule: TC-12.3
    let x = spell("X", 1, 60);
    let plain = Caster::new(CasterLevel::new(2).unwrap(), Specialisations::NONE);
    assert!(matches!(
        plain.prepare(std::slice::from_ref(&x), 0),
        Err(Error::NotInitiated { .. })
    ));
    let prepared = sage(2).prepare(&[x], 0).unwrap();
    assert_eq!((prepared.hours(), PREPARING_HOURS), (2, 2));
}

#[test]
fn a_prepared_spell_casts_on_d100_at_most_its_rating() {
    // rule: TC-12.3
    // rule: TC-12.3.roll
    let x = spell("X", 1, 60);
    let mut prepared = sage(2).prepare(&[x.clone(), x], 0).unwrap();
    let first = prepared.cast(0, &mut SuppliedFaces::new(&[44])).unwrap();
    assert!(first.succeeded());
    let second = prepared.cast(1, &mut SuppliedFaces::new(&[71])).unwrap();
    assert_eq!(second.roll().band(), PassFail::Fail);
    // Each prepared copy is used up by its casting.
    assert_eq!(
        prepared.cast(0, &mut SuppliedFaces::new(&[1])),
        Err(Error::AlreadyCast { position: 0 })
    );
    assert_eq!(
        prepared.cast(5, &mut SuppliedFaces::new(&[1])).unwrap_err(),
        Error::NoSuchPreparedSpell {
            position: 5,
            prepared: 2
        }
    );
    // SpellRating 60: exactly 60 casts, 61 does not.
    let mut again = sage(1).prepare(&[spell("X", 1, 60)], 0).unwrap();
    assert!(
        again
            .cast(0, &mut SuppliedFaces::new(&[60]))
            .unwrap()
            .succeeded()
    );
    let mut again = sage(1).prepare(&[spell("X", 1, 60)], 0).unwrap();
    assert!(
        !again
            .cast(0, &mut SuppliedFaces::new(&[61]))
            .unwrap()
            .succeeded()
    );
}

#[test]
fn a_45_percent_spell_succeeds_45_times_in_100() {
    // rule: TC-12.3
    let prepared = sage(1).prepare(&[spell("X", 1, 45)], 0).unwrap();
    let odds = prepared.odds(0).unwrap();
    // Counting the faces of the d100.
    let passing = (1..=100).filter(|&f| f <= 45).count() as i64;
    assert_eq!(odds.probability(&PassFail::Pass), Some(frac(passing, 100)));
    let always = sage(1).prepare(&[spell("X", 1, 100)], 0).unwrap();
    assert_eq!(
        always.odds(0).unwrap().probability(&PassFail::Pass),
        Some(BigRational::from_integer(1.into()))
    );
}

#[test]
fn a_second_preparation_in_a_day_gives_one_fatigue() {
    // rule: TC-12.4
    let x = spell("X", 1, 60);
    assert_eq!(
        sage(2)
            .prepare(std::slice::from_ref(&x), 0)
            .unwrap()
            .fatigue(),
        0
    );
    assert_eq!(
        sage(2)
            .prepare(std::slice::from_ref(&x), 1)
            .unwrap()
            .fatigue(),
        1
    );
    assert_eq!(sage(2).prepare(&[x], 2).unwrap().fatigue(), 1);
}

#[test]
fn the_same_spell_may_take_several_slots() {
    // rule: TC-12.6
    let x = spell("X", 1, 60);
    let prepared = sage(3).prepare(&[x.clone(), x.clone(), x], 0).unwrap();
    assert_eq!(prepared.slots(), [1, 2, 3]);
    assert!(prepared.spells().iter().all(|s| s.spell.name() == "X"));
}

#[test]
fn preparing_and_rituals_need_the_spell_book() {
    // rule: TC-12.7
    let x = spell("X", 1, 60);
    let bookless = sage(2).with_spell_book(false);
    assert_eq!(
        bookless.prepare(std::slice::from_ref(&x), 0),
        Err(Error::NoSpellBook)
    );
    assert_eq!(Ritual::new(&x, 15, 12, false), Err(Error::NoSpellBook));
    assert!(sage(2).prepare(std::slice::from_ref(&x), 0).is_ok());
    assert!(Ritual::new(&x, 15, 12, true).is_ok());
}

#[test]
fn preparing_checks_the_slots() {
    // rule: TC-12.5
    let level4 = spell("Big", 4, 50);
    assert_eq!(
        sage(4).prepare(&[level4.clone(), level4], 0),
        Err(Error::SpellsDoNotFit {
            spells: 2,
            caster_level: 4
        })
    );
}

#[cfg(feature = "serde")]
#[test]
fn prepared_spells_read_back_checked() {
    let x = spell("X", 1, 60);
    let prepared = sage(2).prepare(&[x.clone(), x], 0).unwrap();
    let json = serde_json::to_string(&prepared).unwrap();
    let back: osr_magic::constitution::Prepared = serde_json::from_str(&json).unwrap();
    assert_eq!(back, prepared);
    let forged = json.replace("\"slot\":2", "\"slot\":1");
    assert!(serde_json::from_str::<osr_magic::constitution::Prepared>(&forged).is_err());
    let forged = json.replace("\"rating\":60", "\"rating\":150");
    assert!(serde_json::from_str::<osr_magic::constitution::Prepared>(&forged).is_err());
}
