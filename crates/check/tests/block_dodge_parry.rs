//! Block, Dodge, Parry checks: the save, contested saves, Time, Gear &
//! Skill, the Die of Fate, the Critical Damage Save and the small dice,
//! against the rulebook's numbers and brute-force enumeration.

use std::collections::BTreeMap;

use crate::common::{Always, assert_agrees_with_sampling, frac};
use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::block_dodge_parry::{
    Ability, AbilityFactor, Answer, Area, BREACHING_A_DOOR, CLIMBING, Contest, Critical,
    CriticalDamageSave, DIE_OF_FATE, Factors, Fall, Gate, Gear, HEAD_WOUNDS, HeadWound,
    INJURY_AREAS, Injury, LOCKPICKING, Loss, PLOTTING_AN_ESCAPE, Procedure, RUNNING_THE_WALLS,
    Resolution, SNEAKING, Save, Scores, Situation, Skill, SmallDie, TASK_EXAMPLES, TWO_FACTORS,
    TimeGearSkill, Winner,
};
use osr_check::{Check, Error, Fate, MAX_TIE_ROUNDS, PassFail, Resolved};
use osr_core::{Die, FaceSource, SuppliedFaces};
use osr_dice::{Budget, Limits, compile};

fn band<C: Check>(check: &C, faces: &[u32]) -> C::Band {
    check
        .roll(&mut SuppliedFaces::new(faces))
        .expect("rolls")
        .band()
}

/// The rule as written: equal to or under the ability passes, a 1 always
/// passes, a 20 always fails.
fn passes(ability: i32, face: u32) -> bool {
    face == 1 || (face != 20 && i64::from(face) <= i64::from(ability))
}

#[test]
fn save_vectors() {
    // rule: BDP-1.2.roll
    let str12 = Save::new(12).unwrap();
    assert_eq!(band(&str12, &[12]), PassFail::Pass);
    assert_eq!(band(&str12, &[13]), PassFail::Fail);
    assert_eq!(band(&str12, &[1]), PassFail::Pass);
    assert_eq!(band(&Save::new(20).unwrap(), &[20]), PassFail::Fail);
    assert_eq!(band(&Save::new(3).unwrap(), &[1]), PassFail::Pass);
    assert_eq!(band(&Save::new(0).unwrap(), &[1]), PassFail::Pass);
    // A save against 16 passes 16 times in 20 (the 1 is already a pass,
    // the 20 already a fail).
    assert_eq!(
        Save::new(16).unwrap().odds().probability(&PassFail::Pass),
        Some(frac(16, 20))
    );
    // Every ability against counting the faces.
    for ability in 0..=20 {
        let ways = (1..=20).filter(|&f| passes(ability, f)).count();
        let save = Save::new(ability).unwrap();
        assert_eq!(
            save.odds().probability(&PassFail::Pass),
            Some(frac(i64::try_from(ways).unwrap(), 20)),
            "ability {ability}"
        );
        assert!(!save.advantage());
    }
    assert_eq!(
        Save::new(21).unwrap_err(),
        Error::Core(osr_core::Error::OutOfRange {
            what: "ability score",
            value: 21,
            min: 0,
            max: 20
        })
    );
    assert_eq!(
        Save::new(-2).unwrap_err().to_string(),
        "ability score must be in 0..=20, got -2"
    );
}

#[test]
fn advantage_passes_if_either_die_passes() {
    // rule: BDP-core.advantage, BDP-1.7.4.care, BDP-1.2.roll
    let str10 = Save::new(10).unwrap().with_advantage(true);
    assert!(str10.advantage());
    assert_eq!(band(&str10, &[14, 6]), PassFail::Pass);
    assert_eq!(band(&str10, &[14, 20]), PassFail::Fail);
    assert_eq!(band(&str10, &[20, 1]), PassFail::Pass);
    // A disease's daily save, resting with care: STR 11, 15 and 4.
    let care = Save::new(11).unwrap().with_advantage(true);
    assert_eq!(band(&care, &[15, 4]), PassFail::Pass);
    // Every ability against every pair.
    for ability in 0..=20 {
        let ways = (1..=20)
            .flat_map(|a| (1..=20).map(move |b| (a, b)))
            .filter(|&(a, b)| passes(ability, a) || passes(ability, b))
            .count();
        let save = Save::new(ability).unwrap().with_advantage(true);
        assert_eq!(
            save.odds().probability(&PassFail::Pass),
            Some(frac(i64::try_from(ways).unwrap(), 400)),
            "ability {ability}"
        );
    }
}

#[test]
fn every_save_agrees_with_sampling() {
    // rule: BDP-1.2.roll, BDP-core.advantage
    for ability in [0, 3, 12, 16, 20] {
        for advantage in [false, true] {
            let save = Save::new(ability).unwrap().with_advantage(advantage);
            assert_agrees_with_sampling(&save, 10_000);
        }
    }
}

#[test]
fn the_moment_picks_the_procedure() {
    // rule: BDP-1.2.when
    assert_eq!(Situation::Sudden.procedure(), Procedure::Save);
    assert_eq!(Situation::Opposed.procedure(), Procedure::ContestedSave);
    assert_eq!(Situation::Planned.procedure(), Procedure::TimeGearSkill);
    assert_eq!(Situation::Unclear.procedure(), Procedure::DieOfFate);
}

#[test]
fn contested_save_vectors() {
    // rule: BDP-1.3.contested
    // Disarming an ogre: STR 16 against STR 16.
    let disarm = Contest::new(16, 16).unwrap();
    assert_eq!(band(&disarm, &[14, 9]), Winner::First);
    assert_eq!(band(&disarm, &[17, 3]), Winner::Second);
    assert_eq!(band(&disarm, &[17, 12]), Winner::Second);
    assert_eq!(band(&disarm, &[18, 19]), Winner::Neither);
    // A natural 1 passes, but loses to any other pass.
    assert_eq!(band(&disarm, &[1, 2]), Winner::Second);
    assert_eq!(band(&disarm, &[1, 20]), Winner::First);
    assert_eq!(band(&Contest::new(0, 0).unwrap(), &[1, 14]), Winner::First);
    // Equal passing rolls: both roll again.
    let outcome = disarm
        .roll(&mut SuppliedFaces::new(&[10, 10, 11, 11, 14, 9]))
        .unwrap();
    assert_eq!((outcome.winner(), outcome.rounds()), (Winner::First, 3));
    assert_eq!(outcome.faces_rolled(), [14, 9]);
    let fates: Vec<Fate> = outcome.dice().iter().map(|d| d.fate).collect();
    assert_eq!(
        fates,
        [
            Fate::Replaced,
            Fate::Replaced,
            Fate::Replaced,
            Fate::Replaced,
            Fate::Counted,
            Fate::Counted
        ]
    );
    assert_eq!(outcome.faces(), [10, 10, 11, 11, 14, 9]);
    // Equal failing rolls are not a tie: nobody wins.
    assert_eq!(band(&disarm, &[20, 20]), Winner::Neither);
    assert_eq!(band(&disarm, &[1, 1, 5, 3]), Winner::First);
}

#[test]
fn contested_save_odds_condition_on_no_tie() {
    // rule: BDP-1.3.contested
    for (a, b) in [(16, 16), (12, 8), (0, 20), (3, 17), (20, 20), (0, 0)] {
        let mut ways: BTreeMap<Winner, i64> = BTreeMap::new();
        let mut settled = 0;
        for fa in 1..=20 {
            for fb in 1..=20 {
                let winner = match (passes(a, fa), passes(b, fb)) {
                    (false, false) => Winner::Neither,
                    (true, false) => Winner::First,
                    (false, true) => Winner::Second,
                    (true, true) if fa == fb => continue,
                    (true, true) if fa > fb => Winner::First,
                    (true, true) => Winner::Second,
                };
                *ways.entry(winner).or_default() += 1;
                settled += 1;
            }
        }
        let contest = Contest::new(a, b).unwrap();
        for winner in [Winner::Neither, Winner::First, Winner::Second] {
            let n = ways.get(&winner).copied().unwrap_or(0);
            assert_eq!(
                contest.odds().probability(&winner),
                Some(frac(n, settled)),
                "{a} vs {b}: {winner:?}"
            );
        }
        assert_agrees_with_sampling(&contest, 5_000);
    }
    // By hand, 16 against 16: 16 of the 400 pairs tie, both fail in 4 x 4.
    let odds = Contest::new(16, 16).unwrap().odds();
    assert_eq!(odds.probability(&Winner::Neither), Some(frac(16, 384)));
    assert_eq!(odds.probability(&Winner::First), Some(frac(184, 384)));
}

#[test]
fn contested_save_ties_give_up_and_bad_scores_are_errors() {
    // rule: BDP-1.3.contested
    let err = Contest::new(16, 16)
        .unwrap()
        .roll(&mut Always(10))
        .unwrap_err();
    assert_eq!(
        err,
        Error::Unresolved {
            what: "contested save tie",
            rolls: MAX_TIE_ROUNDS
        }
    );
    assert_eq!(
        Contest::new(16, 30).unwrap_err().to_string(),
        "ability score must be in 0..=20, got 30"
    );
}

#[test]
fn the_gate_settles_impossible_and_certain_actions() {
    // rule: BDP-1.4.gate
    let everything = Factors::new(true, Gear::new(1, 0), Skill::NONE.specialised());
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
    assert_eq!(Factors::new(true, Gear::NONE, Skill::NONE).count(), 1);
    assert_eq!(Factors::NONE.count(), 0);
    // Gear: soft-soled boots against heavy armor do not outweigh.
    assert!(!Gear::new(1, 1).present());
    assert!(Gear::new(2, 1).present());
    assert!(Gear::new(1, 0).present());
    // Skill: a thief picking a lock; DEX 15 is deft; DEX 14 is nothing.
    assert!(Skill::NONE.specialised().present());
    assert!(Skill::NONE.with_ability(15).unwrap().present());
    assert!(!Skill::NONE.with_ability(14).unwrap().present());
    assert_eq!(AbilityFactor::of(15), Ok(AbilityFactor::Benefit));
    assert_eq!(AbilityFactor::of(7), Ok(AbilityFactor::Neither));
    assert_eq!(AbilityFactor::of(6), Ok(AbilityFactor::Hindrance));
    assert_eq!(AbilityFactor::of(0), Ok(AbilityFactor::Hindrance));
    assert_eq!(
        AbilityFactor::of(21).unwrap_err().to_string(),
        "ability score must be in 0..=20, got 21"
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
    let all = TimeGearSkill::new(Factors::new(true, Gear::new(1, 0), Skill::new(1, 0)));
    let outcome = all.roll(&mut SuppliedFaces::new(&[])).unwrap();
    assert_eq!(
        (outcome.band(), outcome.was_rolled()),
        (Resolution::Success, false)
    );
    let time_only = TimeGearSkill::new(Factors::new(true, Gear::NONE, Skill::NONE));
    assert_eq!(band(&time_only, &[]), Resolution::Failure);
    let two = TimeGearSkill::new(Factors::new(true, Gear::new(1, 0), Skill::NONE));
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
    let gears = [Gear::NONE, Gear::new(1, 0), Gear::new(1, 1)];
    let skills = [Skill::NONE, Skill::new(2, 1), Skill::new(1, 1)];
    for time in [false, true] {
        for gear in gears {
            for skill in skills {
                let factors = Factors::new(time, gear, skill);
                let n = u8::from(time) + u8::from(gear.present()) + u8::from(skill.present());
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
        (false, &[][..], &["thief"][..]),
        (false, &["lockpicks"][..], &[][..]),
    ] {
        let factors = LOCKPICKING.factors(time, gear, skills, &plain);
        assert_eq!(factors.count(), 1, "{factors:?}");
        assert_eq!(band(&TimeGearSkill::new(factors), &[]), Resolution::Failure);
    }
    // A thief with lockpicks and a light, guards coming: roll the d6.
    let hurried = LOCKPICKING.factors(false, &["lockpicks", "light"], &["thief"], &plain);
    assert_eq!(hurried.count(), 2);
    let task = TimeGearSkill::new(hurried);
    assert_eq!(band(&task, &[5]), Resolution::Success);
    assert_eq!(band(&task, &[2]), Resolution::SuccessAtCost);
    assert_eq!(band(&task, &[1]), Resolution::Failure);
    // With ten quiet minutes: opens without a roll.
    let calm = LOCKPICKING.factors(true, &["lockpicks", "light"], &["thief"], &plain);
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
        &["soft-soled boots", "heavy armor"],
        &["trained to be stealthy"],
        &plain,
    );
    assert!(!sneaking.gear.present());
    assert_eq!(sneaking.count(), 2);
    // Breaching a barred door: not under attack, an axe, STR 15 (tough).
    let tough = Scores::new(15, 10, 10).unwrap();
    let door = BREACHING_A_DOOR.factors(true, &["axe"], &[], &tough);
    assert_eq!(door.count(), 3);
    assert_eq!(band(&TimeGearSkill::new(door), &[]), Resolution::Success);
    // Climbing: chased; rope and spikes against a full backpack; DEX 16.
    let deft = Scores::new(10, 16, 10).unwrap();
    let climb = CLIMBING.factors(
        false,
        &["rope", "climbing spikes", "full backpack"],
        &[],
        &deft,
    );
    assert_eq!(climb.gear, Gear::new(2, 1));
    assert_eq!(climb.count(), 2);
    // Plotting an escape beforehand, with pencil and paper, as a thief.
    let escape = PLOTTING_AN_ESCAPE.factors(true, &["pencil and paper"], &["thief"], &plain);
    assert_eq!(escape.count(), 3);
    // Running the walls between barrages, with a shield, DEX 12 and WIL 13.
    let runner = Scores::new(10, 12, 13).unwrap();
    let walls = RUNNING_THE_WALLS.factors(true, &["shield"], &[], &runner);
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
    let sneak = SNEAKING.factors(true, &[], &["trained to be stealthy"], &clumsy);
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
    assert_eq!(CLIMBING.hindrances, ["heavy armor", "full backpack"]);
    assert_eq!(RUNNING_THE_WALLS.abilities, [Ability::Dex, Ability::Wil]);
    assert!(Scores::new(10, 10, 21).is_err());
}

#[test]
fn die_of_fate_reads_a_d6() {
    // rule: BDP-1.5.die-of-fate
    let answers: Vec<Answer> = (1..=6).map(|f| band(&DIE_OF_FATE, &[f])).collect();
    assert_eq!(
        answers,
        [
            Answer::NoAnd,
            Answer::No,
            Answer::NoBut,
            Answer::YesBut,
            Answer::Yes,
            Answer::YesAnd
        ]
    );
    let text: Vec<String> = answers.iter().map(ToString::to_string).collect();
    assert_eq!(
        text,
        [
            "No, and…",
            "No",
            "No, but…",
            "Yes, but…",
            "Yes",
            "Yes, and…"
        ]
    );
    let yes = answers.iter().filter(|a| a.is_yes()).count();
    assert_eq!(yes, 3);
    for answer in answers {
        assert_eq!(DIE_OF_FATE.odds().probability(&answer), Some(frac(1, 6)));
    }
    assert_eq!(DIE_OF_FATE.odds().sum_where(|a| a.is_yes()), frac(1, 2));
    assert_agrees_with_sampling(&DIE_OF_FATE, 10_000);
}

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
fn a_fall_of_two_floors() {
    // rule: BDP-1.7.1.fall, BDP-dice.notation, BDP-1.7.3.cds, BDP-1.7.3.str
    let fall = Fall::new(2).unwrap();
    let damage = fall
        .roll(&mut SuppliedFaces::new(&[3, 8]))
        .unwrap()
        .damage();
    assert_eq!(damage, 11);
    let strength = 14 - i32::try_from(damage).unwrap();
    assert_eq!(strength, 3);
    let cds = CriticalDamageSave::new(Ability::Str, strength).unwrap();
    assert_eq!(band(&cds, &[2]), Critical::Unharmed);
    // A 5 fails: the d10 shows 4, the torso, and the d4 takes 2 more STR.
    let outcome = cds.roll(&mut SuppliedFaces::new(&[5, 4, 2])).unwrap();
    assert_eq!(outcome.critical(), Critical::Injured(Injury::Torso));
    assert_eq!(
        outcome.loss(),
        Some(Loss {
            ability: Ability::Str,
            amount: 2
        })
    );
    assert_eq!(outcome.severe_wound(), Some(Area::Torso));
    // A 3 on that d4 takes STR to 0: death.
    let outcome = cds.roll(&mut SuppliedFaces::new(&[5, 4, 3])).unwrap();
    assert_eq!(outcome.critical(), Critical::Dead);
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
        "ability score must be in 0..=20, got -1"
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

#[test]
fn small_dice_read_a_d6() {
    // rule: BDP-dice.notation
    let d3: Vec<u32> = (1..=6).map(|f| band(&SmallDie::D3, &[f])).collect();
    assert_eq!(d3, [1, 1, 2, 2, 3, 3]);
    let d2: Vec<u32> = (1..=6).map(|f| band(&SmallDie::D2, &[f])).collect();
    assert_eq!(d2, [1, 1, 1, 2, 2, 2]);
    assert_eq!(SmallDie::D3.sides(), 3);
    assert_eq!(SmallDie::D3.from_d6(0), None);
    for (die, notation) in [(SmallDie::D2, "1d2"), (SmallDie::D3, "1d3")] {
        let dist = compile(notation, &Limits::default())
            .unwrap()
            .distribution(&Budget::default())
            .unwrap();
        let odds = die.odds();
        assert_eq!(odds.bands().len(), usize::try_from(die.sides()).unwrap());
        for (value, p) in odds.bands() {
            assert_eq!(&dist.probability(i64::from(*value)), p);
        }
        assert_agrees_with_sampling(&die, 10_000);
    }
    // Faces that are not on a d6 are refused.
    assert!(SmallDie::D3.roll(&mut SuppliedFaces::new(&[7])).is_err());
}

#[test]
fn a_d10_per_floor() {
    // rule: BDP-dice.notation, BDP-1.7.1.fall
    for floors in [1, 2, 3, 7] {
        let fall = Fall::new(floors).unwrap();
        let dist = compile(&fall.notation(), &Limits::default())
            .unwrap()
            .distribution(&Budget::default())
            .unwrap();
        let odds = fall.odds();
        assert_eq!(odds.bands().len(), dist.len());
        for (total, p) in odds.bands() {
            assert_eq!(&dist.probability(i64::from(*total)), p, "{floors} floors");
        }
        assert_agrees_with_sampling(&fall, 5_000);
    }
    assert_eq!(
        Fall::new(1).unwrap().odds().probability(&10),
        Some(frac(1, 10))
    );
    assert_eq!(
        Fall::new(0).unwrap_err().to_string(),
        "floors must be in 1..=100, got 0"
    );
    assert!(Fall::new(101).is_err());
    assert_eq!(Fall::new(100).unwrap().floors(), 100);
}

#[cfg(feature = "serde")]
#[test]
fn serde_round_trips_and_validates() {
    let save = Save::new(16).unwrap().with_advantage(true);
    let json = serde_json::to_string(&save).unwrap();
    assert_eq!(
        json,
        r#"{"ability":16,"edge":{"advantage":1,"disadvantage":0},"naturals":"one-passes-twenty-fails"}"#
    );
    assert_eq!(serde_json::from_str::<Save>(&json).unwrap(), save);
    assert_eq!(
        serde_json::from_str::<Save>(r#"{"ability":12}"#).unwrap(),
        Save::new(12).unwrap()
    );
    let err = serde_json::from_str::<Save>(r#"{"ability":40}"#).unwrap_err();
    assert!(
        err.to_string()
            .contains("ability score must be in 0..=20, got 40")
    );

    let contest = Contest::new(16, 12).unwrap();
    assert_eq!(serde_json::to_string(&contest).unwrap(), "[16,12]");
    assert_eq!(serde_json::from_str::<Contest>("[16,12]").unwrap(), contest);
    assert!(serde_json::from_str::<Contest>("[16,-1]").is_err());

    let task = TimeGearSkill::new(Factors::new(true, Gear::new(2, 1), Skill::new(0, 1)))
        .with_gate(Gate::Certain);
    let json = serde_json::to_string(&task).unwrap();
    assert_eq!(serde_json::from_str::<TimeGearSkill>(&json).unwrap(), task);

    let cds = CriticalDamageSave::new(Ability::Wil, 3).unwrap();
    let json = serde_json::to_string(&cds).unwrap();
    assert_eq!(json, r#"{"ability":"WIL","score":3}"#);
    assert_eq!(
        serde_json::from_str::<CriticalDamageSave>(&json).unwrap(),
        cds
    );
    assert!(serde_json::from_str::<CriticalDamageSave>(r#"{"ability":"STR","score":99}"#).is_err());

    let scores = Scores::new(15, 9, 6).unwrap();
    let json = serde_json::to_string(&scores).unwrap();
    assert_eq!(json, r#"{"STR":15,"DEX":9,"WIL":6}"#);
    assert_eq!(serde_json::from_str::<Scores>(&json).unwrap(), scores);
    assert!(serde_json::from_str::<Scores>(r#"{"STR":15,"DEX":9,"WIL":26}"#).is_err());

    assert_eq!(
        serde_json::from_str::<Fall>("2").unwrap(),
        Fall::new(2).unwrap()
    );
    assert!(serde_json::from_str::<Fall>("0").is_err());

    let outcome = CriticalDamageSave::new(Ability::Str, 6)
        .unwrap()
        .roll(&mut SuppliedFaces::new(&[9, 7, 3]))
        .unwrap();
    let json = serde_json::to_string(&outcome).unwrap();
    let back: osr_check::block_dodge_parry::CriticalRoll = serde_json::from_str(&json).unwrap();
    assert_eq!(back, outcome);
}

/// A face source that breaks its contract: faces by die size, some of them
/// not on the die.
struct Wild;

impl FaceSource for Wild {
    fn next_face(&mut self, die: Die) -> Result<u32, osr_core::Error> {
        Ok(match die.sides() {
            20 => 15,
            10 => 10,
            _ => 0,
        })
    }
}

#[test]
fn faces_off_the_die_are_refused_without_panicking() {
    // rule: BDP-1.7.3.head, BDP-dice.notation
    let cds = CriticalDamageSave::new(Ability::Str, 6).unwrap();
    assert!(matches!(cds.roll(&mut Wild), Err(Error::Core(_))));
    assert!(SmallDie::D2.roll(&mut Wild).is_err());
    assert!(DIE_OF_FATE.roll(&mut Wild).is_err());
    for face in [0, 21, u32::MAX] {
        let _ = cds.roll(&mut Always(face));
        let _ = Contest::new(16, 16).unwrap().roll(&mut Always(face));
        let _ = Save::new(12)
            .unwrap()
            .with_advantage(true)
            .roll(&mut Always(face));
        let _ = Fall::new(100).unwrap().roll(&mut Always(face));
        let _ = TimeGearSkill::new(Factors::new(true, Gear::new(1, 0), Skill::NONE))
            .roll(&mut Always(face));
    }
}
