use std::collections::BTreeMap;

use osr_check::Rolled;
use osr_core::SuppliedFaces;
use osr_magic::Error;
use osr_magic::constitution::{
    CasterLevel, Learning, Specialisation, Specialisations, SpellKind, SpellLevel, SpellRating,
    Study, StudyDays, mentored_rating,
};

use crate::common::{assert_counts_follow, frac, rng};

fn goetia() -> Specialisations {
    Specialisations::of(&[Specialisation::Goetia])
}

#[test]
fn exploratory_research_teaches_a_random_unknown_first_level_spell() {
    // rule: TC-12.10
    let list = ["Light", "Sleep", "Ward", "Spark"];
    let learned =
        Learning::exploratory(goetia(), &list, &["Sleep"], &mut SuppliedFaces::new(&[3])).unwrap();
    // Light, Ward, Spark are left: a d3 showing 3 picks Spark.
    assert_eq!(learned.spell, "Spark");
    assert_eq!(learned.rating, 50);
    assert_eq!(
        learned.dice,
        [Rolled::new(3, 3, osr_check::Fate::Counted).unwrap()]
    );
    assert!(matches!(
        Learning::exploratory(
            Specialisations::NONE,
            &list,
            &[],
            &mut SuppliedFaces::new(&[1])
        ),
        Err(Error::NotInitiated { .. })
    ));
    assert_eq!(
        Learning::exploratory(goetia(), &list, &list, &mut SuppliedFaces::new(&[1])),
        Err(Error::NothingToLearn {
            source_of: "the spell list"
        })
    );
}

#[test]
fn a_school_teaches_the_next_spell_of_its_curriculum() {
    // rule: TC-12.11
    let curriculum = ["Spark", "Flame", "Blaze"];
    assert_eq!(
        Learning::curriculum(&curriculum, &[]).unwrap().spell,
        "Spark"
    );
    assert_eq!(
        Learning::curriculum(&curriculum, &["Spark", "Blaze"])
            .unwrap()
            .spell,
        "Flame"
    );
    assert!(Learning::curriculum(&curriculum, &curriculum).is_err());
}

#[test]
fn writings_teach_one_of_their_unknown_spells_at_random() {
    // rule: TC-12.12
    let theirs = ["A", "B", "C", "D"];
    let known = ["B"];
    let odds = Learning::odds(&theirs, &known).unwrap();
    for s in ["A", "C", "D"] {
        assert_eq!(odds.probability(&s.to_string()), Some(frac(1, 3)));
    }
    assert_eq!(odds.probability(&"B".to_string()), Some(frac(0, 1)));
    // Sampling agrees.
    let mut rng = rng();
    let n = 3000;
    let mut counts = BTreeMap::new();
    for _ in 0..n {
        let learned = Learning::writings(&theirs, &known, &mut rng).unwrap();
        *counts.entry(learned.spell).or_insert(0) += 1;
    }
    let bands: Vec<String> = ["A", "C", "D"].map(String::from).to_vec();
    assert_counts_follow(&counts, |_| frac(1, 3), &bands, n);
}

#[test]
fn a_mentor_teaches_at_half_their_rating() {
    // rule: TC-12.13
    assert_eq!(mentored_rating(SpellRating::new(80).unwrap()).get(), 40);
    assert_eq!(mentored_rating(SpellRating::new(70).unwrap()).get(), 35);
    assert_eq!(mentored_rating(SpellRating::new(75).unwrap()).get(), 37);
}

#[test]
fn focused_study_adds_1d6_a_day() {
    // rule: TC-12.14
    let study = Study::new(SpellRating::new(50).unwrap(), StudyDays::new(3).unwrap());
    let roll = study.roll(&mut SuppliedFaces::new(&[4, 3, 6])).unwrap();
    assert_eq!(roll.to.get(), 63);
    assert_eq!(roll.dice.len(), 3);
    // Capped at 100.
    let near = Study::new(SpellRating::new(98).unwrap(), StudyDays::new(2).unwrap());
    assert_eq!(
        near.roll(&mut SuppliedFaces::new(&[6, 6]))
            .unwrap()
            .to
            .get(),
        100
    );
    // Exact odds against counting every pair of faces.
    let odds = near.odds();
    let mut counts = BTreeMap::new();
    for a in 1..=6 {
        for b in 1..=6 {
            *counts.entry((98 + a + b).min(100)).or_insert(0) += 1;
        }
    }
    for (to, c) in counts {
        assert_eq!(odds.probability(&to), Some(frac(c, 36)));
    }
    let three = study.odds();
    assert_eq!(three.probability(&53), Some(frac(1, 216)));
    assert_eq!(three.probability(&68), Some(frac(1, 216)));
    assert_eq!(three.total(), frac(1, 1));
    assert!(StudyDays::new(0).is_err());
}

#[test]
fn ordination_opens_blessings() {
    // rule: TC-8.2
    let priest = Specialisations::of(&[Specialisation::Ordained]);
    assert!(priest.may_bless());
    assert!(!goetia().may_bless());
}

#[test]
fn goetia_knows_one_and_learns_first_level_spells() {
    // rule: TC-8.3
    let level = CasterLevel::new(5).unwrap();
    assert_eq!(goetia().spells_known_from_start(), 1);
    assert_eq!(Specialisations::NONE.spells_known_from_start(), 0);
    assert!(goetia().may_prepare());
    assert!(goetia().may_learn(level, SpellLevel::new(1).unwrap(), SpellKind::Other));
    assert!(!goetia().may_learn(level, SpellLevel::new(2).unwrap(), SpellKind::Other));
}

#[test]
fn a_pyromancer_learns_fire_spells_up_to_their_level() {
    // rule: TC-8.4
    let pyro = Specialisations::of(&[Specialisation::Pyromancer]);
    let level = CasterLevel::new(3).unwrap();
    for l in 1..=3 {
        assert!(pyro.may_learn(level, SpellLevel::new(l).unwrap(), SpellKind::Fire));
    }
    assert!(!pyro.may_learn(level, SpellLevel::new(4).unwrap(), SpellKind::Fire));
    assert!(!pyro.may_learn(level, SpellLevel::new(1).unwrap(), SpellKind::Other));
}

#[test]
fn an_illusionist_learns_illusion_spells_up_to_their_level() {
    // rule: TC-8.5
    let illusionist = Specialisations::of(&[Specialisation::Illusionist]);
    let level = CasterLevel::new(2).unwrap();
    assert!(illusionist.may_learn(level, SpellLevel::new(2).unwrap(), SpellKind::Illusion));
    assert!(!illusionist.may_learn(level, SpellLevel::new(3).unwrap(), SpellKind::Illusion));
    assert!(!illusionist.may_learn(level, SpellLevel::new(2).unwrap(), SpellKind::Fire));
}
