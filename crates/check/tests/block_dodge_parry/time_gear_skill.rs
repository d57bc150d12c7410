//! Block, Dodge, Parry's Time, Gear & Skill and the rules' example tasks.

use num_rational::BigRational;
use num_traits::One;
use osr_check::block_dodge_parry::{
    Ability, AbilityFactor, BREACHING_A_DOOR, CLIMBING, ExampleGear, Factors, Gate, GearFactor,
    LOCKPICKING, PLOTTING_AN_ESCAPE, RUNNING_THE_WALLS, Resolution, SNEAKING, Scores, Skill,
    Specialisation, TASK_EXAMPLES, TWO_FACTORS, TimeGearSkill,
};
use osr_check::{Check, Resolved};
use osr_core::SuppliedFaces;

use super::band;
use crate::common::{assert_agrees_with_sampling, frac};

#[test]
fn the_gate_settles_impossible_and_certain_actions() {
    // rule: BDP-1.4.gate
    let everything = Factors::new(true, GearFactor::new(1, 0), Skill::NONE.specialised());
    let impossible = TimeGearSkill::new(everything).with_gate(Gate::Impossible);
    let outcome = impossible.roll(&mut SuppliedFaces::new(&[])).unwrap();
    assert_eq!(
        (outcome.band(), outcome.was_rolled(), outcome.face()),
        (Resolution::Failure, false, None)
    );
    assert_eq!(
        impossible.odds().probability(&Resolution::Failure),
        Some(BigRational::one())
    );
    let certain = TimeGearSkill::new(Factors::NONE).with_gate(Gate::Certain);
    assert_eq!(band(&certain, &[]), Resolution::Success);
    assert_eq!(
        certain.odds().probability(&Resolution::Success),
        Some(BigRational::one())
    );
    assert_eq!(TimeGearSkill::new(Factors::NONE).gate(), Gate::Doubtful);
}

#[test]
fn time_gear_and_skill_are_counted() {
    // rule: BDP-1.4.time, BDP-1.4.gear, BDP-1.4.skill, BDP-1.4.adjectives
    // Time: not in a hurry.
    assert_eq!(Factors::new(true, GearFactor::NONE, Skill::NONE).count(), 1);
    assert_eq!(Factors::NONE.count(), 0);
    // Gear: soft-soled boots against heavy armor do not outweigh.
    assert!(!GearFactor::new(1, 1).present());
    assert!(GearFactor::new(2, 1).present());
    assert!(GearFactor::new(1, 0).present());
    // Skill: a thief picking a lock; DEX 15 is deft; DEX 14 is nothing.
    assert!(Skill::NONE.specialised().present());
    assert!(Skill::NONE.with_ability(15).unwrap().present());
    assert!(!Skill::NONE.with_ability(14).unwrap().present());
    assert_eq!(AbilityFactor::of(15), Ok(AbilityFactor::Benefit));
    assert_eq!(AbilityFactor::of(7), Ok(AbilityFactor::Neither));
    assert_eq!(AbilityFactor::of(6), Ok(AbilityFactor::Hindrance));
    assert_eq!(AbilityFactor::of(0), Ok(AbilityFactor::Hindrance));
    assert_eq!(
        AbilityFactor::of(-21).unwrap_err().to_string(),
        "ability score must be in 0..=2147483647, got -21"
    );
    assert_eq!(Ability::Dex.descriptor(), "deft");
    assert_eq!(Ability::Str.descriptor(), "tough");
    assert_eq!(Ability::Wil.descriptor(), "resolute");
    // A low ability is a hindrance: it cancels one benefit.
    let clumsy_thief = Skill::NONE.specialised().with_ability(5).unwrap();
    assert_eq!(clumsy_thief, Skill::new(1, 1));
    assert!(!clumsy_thief.present());
    let deft_thief = Skill::NONE.specialised().with_ability(16).unwrap();
    assert!(deft_thief.with_ability(4).unwrap().present());
    assert!(Skill::NONE.with_ability(-1).is_err());
}

#[test]
fn time_gear_skill_resolves_by_count() {
    // rule: BDP-1.4.resolve
    let all = TimeGearSkill::new(Factors::new(true, GearFactor::new(1, 0), Skill::new(1, 0)));
    let outcome = all.roll(&mut SuppliedFaces::new(&[])).unwrap();
    assert_eq!(
        (outcome.band(), outcome.was_rolled()),
        (Resolution::Success, false)
    );
    let time_only = TimeGearSkill::new(Factors::new(true, GearFactor::NONE, Skill::NONE));
    assert_eq!(band(&time_only, &[]), Resolution::Failure);
    let two = TimeGearSkill::new(Factors::new(true, GearFactor::new(1, 0), Skill::NONE));
    assert_eq!(two.settled(), None);
    assert_eq!(band(&two, &[5]), Resolution::Success);
    assert_eq!(band(&two, &[3]), Resolution::SuccessAtCost);
    assert_eq!(band(&two, &[1]), Resolution::Failure);
    let outcome = two.roll(&mut SuppliedFaces::new(&[2])).unwrap();
    assert_eq!(
        (outcome.resolution(), outcome.face()),
        (Resolution::SuccessAtCost, Some(2))
    );
    // The d6 table face by face.
    let table: Vec<Resolution> = (1..=6).map(|f| *TWO_FACTORS.row(f).unwrap()).collect();
    assert_eq!(
        table,
        [
            Resolution::Failure,
            Resolution::SuccessAtCost,
            Resolution::SuccessAtCost,
            Resolution::Success,
            Resolution::Success,
            Resolution::Success
        ]
    );

    // Odds of every count: no roll is certain; two factors are 1, 2 and 3
    // faces of six.
    let gears = [
        GearFactor::NONE,
        GearFactor::new(1, 0),
        GearFactor::new(1, 1),
    ];
    let skills = [Skill::NONE, Skill::new(2, 1), Skill::new(1, 1)];
    for time in [false, true] {
        for gear in gears {
            for skill in skills {
                let factors = Factors::new(time, gear, skill);
                let n = u32::from(time) + u32::from(gear.present()) + u32::from(skill.present());
                assert_eq!(factors.count(), n);
                let task = TimeGearSkill::new(factors);
                let odds = task.odds();
                let expected: &[(Resolution, BigRational)] = match n {
                    3 => &[(Resolution::Success, BigRational::one())],
                    2 => &[
                        (Resolution::Failure, frac(1, 6)),
                        (Resolution::SuccessAtCost, frac(2, 6)),
                        (Resolution::Success, frac(3, 6)),
                    ],
                    _ => &[(Resolution::Failure, BigRational::one())],
                };
                let got: Vec<(Resolution, BigRational)> =
                    odds.bands().map(|(b, p)| (*b, p.clone())).collect();
                assert_eq!(got, expected, "{factors:?}");
                assert_agrees_with_sampling(&task, 3_000);
            }
        }
    }
}

#[test]
fn lockpicking_needs_two_factors() {
    // rule: BDP-1.4.1.examples, BDP-1.4.resolve
    let plain = Scores::new(10, 12, 10).unwrap();
    // Time alone, skill alone, or tools alone cannot open a lock.
    for (time, gear, skills) in [
        (true, &[][..], &[][..]),
        (false, &[][..], &[Specialisation::Thief][..]),
        (false, &[ExampleGear::Lockpicks][..], &[][..]),
    ] {
        let factors = LOCKPICKING.factors(time, gear, skills, &plain);
        assert_eq!(factors.count(), 1, "{factors:?}");
        assert_eq!(band(&TimeGearSkill::new(factors), &[]), Resolution::Failure);
    }
    // A thief with lockpicks and a light, guards coming: roll the d6.
    let hurried = LOCKPICKING.factors(
        false,
        &[ExampleGear::Lockpicks, ExampleGear::Light],
        &[Specialisation::Thief],
        &plain,
    );
    assert_eq!(hurried.count(), 2);
    let task = TimeGearSkill::new(hurried);
    assert_eq!(band(&task, &[5]), Resolution::Success);
    assert_eq!(band(&task, &[2]), Resolution::SuccessAtCost);
    assert_eq!(band(&task, &[1]), Resolution::Failure);
    // With ten quiet minutes: opens without a roll.
    let calm = LOCKPICKING.factors(
        true,
        &[ExampleGear::Lockpicks, ExampleGear::Light],
        &[Specialisation::Thief],
        &plain,
    );
    assert_eq!(band(&TimeGearSkill::new(calm), &[]), Resolution::Success);
    // DEX 15 stands in for the thief.
    let deft = Scores::new(10, 15, 10).unwrap();
    assert!(LOCKPICKING.factors(false, &[], &[], &deft).skill.present());
}

#[test]
fn the_further_examples_give_their_factors() {
    // rule: BDP-1.4.1.examples, BDP-1.4.gear, BDP-1.4.skill
    // Sneaking: not chased; soft-soled boots against heavy armor; trained.
    let plain = Scores::new(10, 10, 10).unwrap();
    let sneaking = SNEAKING.factors(
        true,
        &[ExampleGear::SoftSoledBoots, ExampleGear::HeavyArmor],
        &[Specialisation::TrainedToBeStealthy],
        &plain,
    );
    assert!(!sneaking.gear.present());
    assert_eq!(sneaking.count(), 2);
    // Breaching a barred door: not under attack, an axe, STR 15 (tough).
    let tough = Scores::new(15, 10, 10).unwrap();
    let door = BREACHING_A_DOOR.factors(true, &[ExampleGear::Axe], &[], &tough);
    assert_eq!(door.count(), 3);
    assert_eq!(band(&TimeGearSkill::new(door), &[]), Resolution::Success);
    // Climbing: chased; rope and spikes against a full backpack; DEX 16.
    let deft = Scores::new(10, 16, 10).unwrap();
    let climb = CLIMBING.factors(
        false,
        &[
            ExampleGear::Rope,
            ExampleGear::ClimbingSpikes,
            ExampleGear::FullBackpack,
        ],
        &[],
        &deft,
    );
    assert_eq!(climb.gear, GearFactor::new(2, 1));
    assert_eq!(climb.count(), 2);
    // Plotting an escape beforehand, with pencil and paper, as a thief.
    let escape = PLOTTING_AN_ESCAPE.factors(
        true,
        &[ExampleGear::PencilAndPaper],
        &[Specialisation::Thief],
        &plain,
    );
    assert_eq!(escape.count(), 3);
    // Running the walls between barrages, with a shield, DEX 12 and WIL 13.
    let runner = Scores::new(10, 12, 13).unwrap();
    let walls = RUNNING_THE_WALLS.factors(true, &[ExampleGear::Shield], &[], &runner);
    assert!(!walls.skill.present());
    assert_eq!(walls.count(), 2);
    // WIL 15 is resolute.
    let resolute = Scores::new(10, 12, 15).unwrap();
    assert!(
        RUNNING_THE_WALLS
            .factors(false, &[], &[], &resolute)
            .skill
            .present()
    );
    // A low ability hinders: a stealthy sneak with DEX 5.
    let clumsy = Scores::new(10, 5, 10).unwrap();
    let sneak = SNEAKING.factors(true, &[], &[Specialisation::TrainedToBeStealthy], &clumsy);
    assert_eq!(sneak.skill, Skill::new(1, 1));
    assert!(!sneak.skill.present());

    // The table as data.
    let tasks: Vec<&str> = TASK_EXAMPLES.iter().map(|t| t.task).collect();
    assert_eq!(
        tasks,
        [
            "lockpicking",
            "sneaking around",
            "breaching a barred door",
            "climbing a wall",
            "plotting an escape route through the city",
            "running across the walls of a city under siege"
        ]
    );
    assert_eq!(CLIMBING.abilities, [Ability::Dex, Ability::Str]);
    assert_eq!(
        CLIMBING.hindrances,
        [ExampleGear::HeavyArmor, ExampleGear::FullBackpack]
    );
    let names: Vec<&str> = CLIMBING.benefits.iter().map(|g| g.name()).collect();
    assert_eq!(names, ["rope", "climbing spikes"]);
    assert_eq!(RUNNING_THE_WALLS.abilities, [Ability::Dex, Ability::Wil]);
    assert!(Scores::new(10, 10, -1).is_err());
    assert_eq!(Scores::new(10, 10, 21).unwrap().get(Ability::Wil), 21);
}
