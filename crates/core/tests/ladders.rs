//! The die ladders of the rulebooks, checked against their own numbers.

use osr_core::{DamageStep, Dice, Die, Error, StepDie, SuppliedFaces, UsageDie};

fn step_die(die: Die) -> StepDie {
    StepDie::try_from(die).expect("on the ladder")
}

#[test]
fn cairn_house_one_step_ladder() {
    // rule: CH-dice.step
    assert_eq!(step_die(Die::D6).step(1).die(), Die::D8);
    assert_eq!(step_die(Die::D8).step(-1).die(), Die::D6);
    assert_eq!(step_die(Die::D6).step(-1).die(), Die::D4);
    assert_eq!(step_die(Die::D4).step(-1).die(), Die::D4, "d4 is the floor");
    assert_eq!(step_die(Die::D10).step(1).die(), Die::D12);
    assert_eq!(step_die(Die::D12).step(1).die(), Die::D12, "d12 is the cap");
    // Several steps at once, and the ends are reported by checked_step.
    assert_eq!(StepDie::D4.step(3), StepDie::D10);
    assert_eq!(StepDie::D8.step(i32::MAX), StepDie::D12);
    assert_eq!(StepDie::D8.step(i32::MIN), StepDie::D4);
    assert_eq!(StepDie::D4.checked_step(-1), None);
    assert_eq!(StepDie::D10.checked_step(2), None);
    assert_eq!(StepDie::D10.checked_step(0), Some(StepDie::D10));
}

#[test]
fn cairn_house_enhanced_and_impaired_attacks() {
    // rule: CH-core.enhanced-impaired, CH-combat.enhanced
    let hand = StepDie::D6;
    assert_eq!(hand.step(1).to_string(), "d8", "hand d6 enhanced");
    assert_eq!(StepDie::D8.step(-1).to_string(), "d6", "d8 impaired");
    let bow = StepDie::D6;
    assert_eq!(bow.step(-1).to_string(), "d4", "bow d6 impaired");
}

#[test]
fn dice_off_the_one_step_ladder_are_rejected() {
    for sides in [1, 2, 3, 5, 20, 100] {
        let die = Die::new(sides).unwrap();
        assert_eq!(
            StepDie::try_from(die),
            Err(Error::NotOnLadder {
                sides,
                ladder: "d4..d12"
            })
        );
    }
    assert_eq!(
        StepDie::try_from(Die::D20).unwrap_err().to_string(),
        "d20 is not on the d4..d12 die ladder"
    );
}

#[test]
fn gods_and_monsters_damage_progression() {
    // rule: GM-eq.size.damage
    let printed = [
        "1", "d2", "d4", "d6", "d8", "d10", "d12", "2d8", "3d6", "4d6", "5d6", "6d6", "7d6",
    ];
    for (step, text) in printed.iter().enumerate() {
        let step = DamageStep::new(u32::try_from(step).unwrap()).unwrap();
        assert_eq!(step.dice().to_string(), *text);
        assert_eq!(DamageStep::of(step.dice()), Some(step), "{text} maps back");
    }

    // A long sword (d8 for a medium wielder) made for each size, fine to titanic.
    let medium = DamageStep::of(Dice::one(Die::D8)).unwrap();
    let by_size = ["d2", "d4", "d6", "d8", "d10", "d12", "2d8", "3d6"];
    for (shift, text) in (-3..=4).zip(by_size) {
        assert_eq!(medium.shifted(shift).unwrap().dice().to_string(), text);
    }

    // Large long sword d8 -> d10; small battleaxe d10 -> d8.
    assert_eq!(medium.shifted(1).unwrap().dice(), Dice::one(Die::D10));
    let battleaxe = DamageStep::of(Dice::one(Die::D10)).unwrap();
    assert_eq!(battleaxe.shifted(-1).unwrap().dice(), Dice::one(Die::D8));
}

#[test]
fn damage_progression_ends_are_errors() {
    let one = DamageStep::new(0).unwrap();
    assert_eq!(
        one.shifted(-1).unwrap_err().to_string(),
        "damage step must be in 0..=10005, got -1"
    );
    let top = DamageStep::new(DamageStep::MAX).unwrap();
    assert_eq!(top.dice(), Dice::new(Dice::MAX_COUNT, Die::D6).unwrap());
    assert!(top.shifted(1).is_err());
    assert!(DamageStep::new(DamageStep::MAX + 1).is_err());
    assert!(one.shifted(i32::MIN).is_err());
    assert!(top.shifted(i32::MAX).is_err());
    // 2d6 (a great sword) and 2d10 are not on the progression.
    assert_eq!(DamageStep::of(Dice::new(2, Die::D6).unwrap()), None);
    assert_eq!(DamageStep::of(Dice::new(2, Die::D10).unwrap()), None);
}

#[test]
fn block_dodge_parry_usage_die() {
    // rule: BDP-1.8.1.usage-die
    assert_eq!(UsageDie::D8.after(2), Ok(UsageDie::D6));
    assert_eq!(UsageDie::D6.after(5), Ok(UsageDie::D6));
    assert_eq!(UsageDie::D6.after(1), Ok(UsageDie::D4));
    assert_eq!(UsageDie::D4.after(2), Ok(UsageDie::Empty));
    assert_eq!(UsageDie::D4.after(3), Ok(UsageDie::D4));
    // Every face, every die: 1-2 steps down, 3+ stays.
    for die in [UsageDie::D8, UsageDie::D6, UsageDie::D4] {
        let sides = die.die().unwrap().sides();
        for face in 1..=sides {
            let after = die.after(face).unwrap();
            assert_eq!(after < die, face <= 2, "{die} showing {face}");
        }
    }
}

#[test]
fn usage_die_rejects_impossible_rolls() {
    assert_eq!(UsageDie::Empty.after(1), Err(Error::EmptyUsageDie));
    assert_eq!(
        UsageDie::Empty
            .roll(&mut SuppliedFaces::new(&[1]))
            .unwrap_err()
            .to_string(),
        "an empty usage die cannot be rolled"
    );
    assert_eq!(
        UsageDie::D4.after(5),
        Err(Error::FaceOutOfRange {
            face: 5,
            sides: 4,
            position: 0
        })
    );
    assert_eq!(UsageDie::try_from(Die::D8), Ok(UsageDie::D8));
    assert!(UsageDie::try_from(Die::D10).is_err());
}

/// Worked example W10: a full waterskin over four rests.
#[test]
fn waterskin_worked_example() {
    // rule: BDP-1.8.1.usage-die
    let mut faces = SuppliedFaces::new(&[2, 4, 1, 2]);
    let mut waterskin = UsageDie::D8;
    let mut seen = Vec::new();
    while !waterskin.is_empty() {
        let roll = waterskin.roll(&mut faces).unwrap();
        seen.push((roll.before.to_string(), roll.face, roll.after.to_string()));
        waterskin = roll.after;
    }
    assert_eq!(
        seen,
        [
            ("d8".to_string(), 2, "d6".to_string()),
            ("d6".to_string(), 4, "d6".to_string()),
            ("d6".to_string(), 1, "d4".to_string()),
            ("d4".to_string(), 2, "empty".to_string()),
        ]
    );
    assert!(faces.is_exhausted());
}
