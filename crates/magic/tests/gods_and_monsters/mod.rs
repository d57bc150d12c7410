//! Gods & Monsters' magic: sorcerors, prophets, spell types, psychic
//! conflict and illusions.

use osr_check::{PassFail, Resolved};
use osr_core::SuppliedFaces;
use osr_magic::Error;
use osr_magic::gods_and_monsters::{
    AcquiredBy, Acquisition, CastingDisruption, CastingTime, CharacterLevel, Compatibility,
    Disbelief, DisbeliefWay, ENTER_COST, FIRST_ROUND_PENALTY, Formula, MOJO_PER_SPELL_LEVEL,
    Phantasmal, PsychicAction, PsychicAttack, PsychicPools, PsychicState, RETRY_COMPONENTS,
    RETRY_MOJO, SpellLevel, SpellType, actions_in_round, check_castable, engage, injury_cap,
    invisible_effect_bonus, may_call_spirits, may_swap_spirit_type, new_calling_points, new_slots,
    provisional_level, total_calling_points, total_slots,
};

use crate::common::{frac, rng};

fn level(l: u32) -> CharacterLevel {
    CharacterLevel::new(l).unwrap()
}

fn spell(l: u32) -> SpellLevel {
    SpellLevel::new(l).unwrap()
}

#[test]
fn a_sorceror_gains_level_new_slots_at_each_level() {
    // rule: GM-magic.sorceror.slots
    assert_eq!(new_slots(level(3)), 3);
    assert_eq!(new_slots(level(1)), 1);
    assert_eq!(
        (1..=5).map(|l| total_slots(level(l))).collect::<Vec<_>>(),
        [1, 3, 6, 10, 15]
    );
}

#[test]
fn acquiring_costs_three_mojo_a_level() {
    // rule: GM-magic.spell.acquire
    assert_eq!(MOJO_PER_SPELL_LEVEL, 3);
    let all_archetypal = Acquisition::new(spell(3), AcquiredBy::Mojo { archetypal: 3 }).unwrap();
    assert_eq!(all_archetypal.mojo(), 9);
    assert_eq!(all_archetypal.experimentation_components(), 0);
    let practical = Acquisition::new(spell(3), AcquiredBy::Mojo { archetypal: 2 }).unwrap();
    assert_eq!(
        (practical.mojo(), practical.experimentation_components()),
        (9, 10)
    );
    assert!(Acquisition::new(spell(3), AcquiredBy::Mojo { archetypal: 10 }).is_err());
    for by in [AcquiredBy::Loot, AcquiredBy::Theft, AcquiredBy::Trade] {
        assert_eq!(Acquisition::new(spell(2), by).unwrap().mojo(), 0);
    }
}

#[test]
fn enough_archetypal_mojo_inscribes_for_free() {
    // rule: GM-magic.spell.inscribe
    let free = Acquisition::new(spell(2), AcquiredBy::Mojo { archetypal: 2 }).unwrap();
    assert!(free.inscribed_free());
    let traded = Acquisition::new(spell(2), AcquiredBy::Trade).unwrap();
    assert!(!traded.inscribed_free());
    let short = Acquisition::new(spell(2), AcquiredBy::Mojo { archetypal: 1 }).unwrap();
    assert!(!short.inscribed_free());
    assert!(free.may_replace_memorised(spell(2)));
    assert!(!free.may_replace_memorised(spell(1)));
}

#[test]
fn compatibility_is_reason_plus_six_less_the_level() {
    // rule: GM-magic.spell.compatibility
    let roll = Compatibility::new(7, spell(3)).unwrap();
    assert_eq!(roll.target(), 10);
    assert_eq!(
        roll.roll(&mut SuppliedFaces::new(&[10])).unwrap().band(),
        PassFail::Pass
    );
    assert_eq!(
        roll.roll(&mut SuppliedFaces::new(&[11])).unwrap().band(),
        PassFail::Fail
    );
    // Counting the d20's faces at or under 10.
    let passing = (1..=20).filter(|&f| f <= 10).count() as i64;
    assert_eq!(
        roll.odds().probability(&PassFail::Pass),
        Some(frac(passing, 20))
    );
    let with_archetypal = Acquisition::new(spell(3), AcquiredBy::Mojo { archetypal: 3 }).unwrap();
    assert!(!with_archetypal.needs_compatibility_roll());
    assert!(
        Acquisition::new(spell(3), AcquiredBy::Loot)
            .unwrap()
            .needs_compatibility_roll()
    );
    assert_eq!((RETRY_MOJO, RETRY_COMPONENTS), (2, 5));
    assert!(!Compatibility::may_retry(level(4), level(4)));
    assert!(Compatibility::may_retry(level(4), level(5)));
    // Sampling agrees.
    let mut rng = rng();
    let n = 4000;
    let passed = (0..n)
        .filter(|_| roll.roll(&mut rng).unwrap().passed())
        .count();
    assert!((passed as f64 - 2000.0).abs() < 5.0 * (4000.0_f64 * 0.25).sqrt());
}

#[test]
fn injuries_cap_the_spell_level() {
    // rule: GM-magic.injury-cap
    assert_eq!(injury_cap(level(5), 2), 3);
    for l in 1..=3 {
        assert!(check_castable(level(5), 2, spell(l)).is_ok());
    }
    assert_eq!(
        check_castable(level(5), 2, spell(4)),
        Err(Error::AboveInjuryCap {
            spell_level: 4,
            cap: 3
        })
    );
    assert!(check_castable(level(2), 3, spell(1)).is_err());
}

#[test]
fn prophets_gain_level_calling_points_and_swap_a_spirit_type_once_a_level() {
    // rule: GM-magic.prophet.calling
    assert_eq!(new_calling_points(level(3)), 3);
    assert_eq!(total_calling_points(level(3)), 6);
    assert!(!may_swap_spirit_type(level(1), None));
    assert!(may_swap_spirit_type(level(3), Some(level(2))));
    assert!(!may_swap_spirit_type(level(3), Some(level(3))));
}

#[test]
fn a_changed_code_ends_spirit_calling() {
    // rule: GM-magic.prophet.code
    assert!(may_call_spirits(false));
    assert!(!may_call_spirits(true));
}

#[test]
fn casting_slows_movement_by_the_casting_time() {
    // rule: GM-magic.casting-movement
    assert_eq!(CastingTime::Segments(4).movement_left(10), 6);
    assert_eq!(CastingTime::Segments(10).movement_left(10), 0);
    assert_eq!(CastingTime::Segments(11).movement_left(10), 0);
    assert_eq!(CastingTime::Rounds(1).movement_left(10), 0);
}

#[test]
fn a_disrupted_casting_costs_nothing() {
    // rule: GM-magic.disruption
    let disruption = CastingDisruption::new(8, 3, 6).unwrap();
    assert_eq!(disruption.target(), 11);
    assert!(
        disruption
            .roll(&mut SuppliedFaces::new(&[11]))
            .unwrap()
            .passed()
    );
    assert!(
        !disruption
            .roll(&mut SuppliedFaces::new(&[12]))
            .unwrap()
            .passed()
    );
    assert_eq!(
        disruption.odds().probability(&PassFail::Pass),
        Some(frac(11, 20))
    );
    assert_eq!(CastingDisruption::cost_if_disrupted(), (0, false));
}

#[test]
fn a_formula_needs_the_guides_approval() {
    // rule: GM-magic.research
    let draft = Formula {
        impression: true,
        words: true,
        ..Formula::default()
    };
    assert!(!draft.usable());
    assert!(
        Formula {
            approved: true,
            ..draft
        }
        .usable()
    );
    assert!(
        !Formula {
            approved: true,
            ..Formula::default()
        }
        .usable()
    );
}

#[test]
fn a_new_manifestation_is_used_at_the_guess_plus_two() {
    // rule: GM-magic.spirit.new
    assert_eq!(provisional_level(3), 5);
    assert_eq!(provisional_level(1), 3);
}

#[test]
fn there_are_six_spell_types() {
    // rule: GM-magic.spell-types
    let names: Vec<_> = SpellType::ALL
        .iter()
        .map(|t| (t.name(), t.practitioner()))
        .collect();
    assert_eq!(
        names,
        [
            ("Mental", "Mentalist"),
            ("Summoning", "Summoner"),
            ("Divination", "Diviner"),
            ("Transmutation", "Transmuter"),
            ("Metamagic", "Metamagician"),
            ("Conjuration", "Conjuror")
        ]
    );
    for t in SpellType::ALL {
        assert_eq!(SpellType::lookup(t.id()).unwrap(), t);
    }
    assert!(SpellType::lookup("necromancy").is_err());
}

#[test]
fn only_the_psychically_aware_engage() {
    // rule: GM-magic.psychic.eligibility
    assert_eq!(engage(true, true), Ok(()));
    assert_eq!(engage(false, true), Err(Error::NotPsychic));
    assert_eq!(engage(true, false), Err(Error::NotPsychic));
}

#[test]
fn entering_costs_two_verve_and_the_first_round_has_one_action() {
    // rule: GM-magic.psychic.rounds
    assert_eq!(ENTER_COST, 2);
    assert_eq!(PsychicAction::Enter.verve_cost(), 2);
    assert_eq!(FIRST_ROUND_PENALTY, -2);
    assert_eq!(
        (
            actions_in_round(1),
            actions_in_round(2),
            actions_in_round(5)
        ),
        (1, 2, 2)
    );
    assert!(PsychicAction::UsePower.whole_round() && PsychicAction::Exit.whole_round());
    assert!(!PsychicAction::Attack { verve: 1 }.whole_round());
    assert_eq!(
        PsychicAction::Enter.check(level(3), 1),
        Err(Error::NotEnoughVerve { cost: 2, verve: 1 })
    );
}

#[test]
fn verve_per_action_is_at_most_the_monk_level() {
    // rule: GM-magic.psychic.verve
    let attack = PsychicAttack::new(level(3), 3, 2).unwrap();
    assert_eq!(attack.bonus(), 4);
    assert_eq!(attack.roll(&mut SuppliedFaces::new(&[4])).unwrap().0, 8);
    let plan = attack.plan().unwrap();
    assert_eq!((plan.min(), plan.max()), (5, 8));
    let dist = attack.distribution().unwrap();
    for total in 5..=8 {
        assert_eq!(dist.probability(total), frac(1, 4));
    }
    assert_eq!(
        PsychicAttack::new(level(3), 4, 0),
        Err(Error::VerveAboveLevel { spent: 4, max: 3 })
    );
    assert_eq!(PsychicAction::Defend { verve: 3 }.defense_bonus(), 6);
    assert!(
        PsychicAction::Defend { verve: 2 }
            .check(level(3), 2)
            .is_ok()
    );
    assert!(
        PsychicAction::Defend { verve: 0 }
            .check(level(3), 2)
            .is_err()
    );
}

#[test]
fn the_engaged_suffer_in_the_real_world() {
    // rule: GM-magic.psychic.state
    let still = PsychicState {
        speaking_or_moving: false,
    };
    assert_eq!(still.real_world_modifier(), -4);
    assert_eq!(still.movement(12), 3);
    assert_eq!(still.psychic_modifier(), 0);
    let talking = PsychicState {
        speaking_or_moving: true,
    };
    assert_eq!(talking.psychic_modifier(), -3);
}

#[test]
fn psychic_damage_takes_verve_then_survival_which_stuns() {
    // rule: GM-magic.psychic.damage
    let pools = PsychicPools {
        verve: 0,
        survival: 7,
    };
    let hit = pools.take(3, false);
    assert_eq!((hit.to.survival, hit.stun_penalty), (4, 3));
    let verve_first = PsychicPools {
        verve: 5,
        survival: 7,
    }
    .take(3, false);
    assert_eq!((verve_first.to.verve, verve_first.stun_penalty), (2, 0));
    let chosen = PsychicPools {
        verve: 5,
        survival: 7,
    }
    .take(3, true);
    assert_eq!(
        (chosen.to.verve, chosen.to.survival, chosen.stun_penalty),
        (5, 4, 3)
    );
    let past = PsychicPools {
        verve: 1,
        survival: 2,
    }
    .take(5, false);
    assert_eq!((past.injuries, past.ends_conflict()), (2, true));
    assert!(!hit.ends_conflict());
}

#[test]
fn phantasmal_damage_comes_back_but_a_tenth() {
    // rule: GM-magic.illusion.phantasmal
    let hit = Phantasmal::new(13);
    assert_eq!((hit.lost(), hit.regained()), (2, 11));
    assert_eq!(
        (Phantasmal::new(4).lost(), Phantasmal::new(4).regained()),
        (1, 3)
    );
    assert_eq!(Phantasmal::new(10).lost(), 1);
    assert_eq!(Phantasmal::new(11).lost(), 2);
    assert_eq!(Phantasmal::new(0).lost(), 0);
    assert_eq!(hit.rounds_to_regain(), 1);
    assert!(hit.death_roll_failure_is_shock());
}

#[test]
fn invisible_illusions_need_a_reason_to_believe() {
    // rule: GM-magic.illusion.invisible
    assert_eq!(invisible_effect_bonus(false), None);
    assert_eq!(invisible_effect_bonus(true), Some(10));
}

#[test]
fn willpower_halves_a_disbelief_penalty() {
    // rule: GM-magic.illusion.disbelief
    let perception = Disbelief::new(DisbeliefWay::Perception, -6);
    let willpower = Disbelief::new(DisbeliefWay::Willpower, -6);
    assert_eq!((perception.modifier(), willpower.modifier()), (-6, -3));
    assert_eq!(Disbelief::new(DisbeliefWay::Willpower, -5).modifier(), -2);
    assert_eq!(Disbelief::new(DisbeliefWay::Willpower, 2).modifier(), 2);
    assert_eq!((perception.rounds(), perception.may_attack()), (1, false));
    assert!(perception.reactions_allowed() && !willpower.reactions_allowed());
    assert_eq!(willpower.bonus_to_others(true, true), 2);
    assert_eq!(willpower.bonus_to_others(true, false), 0);
    assert_eq!(perception.bonus_to_others(true, true), 0);
}
