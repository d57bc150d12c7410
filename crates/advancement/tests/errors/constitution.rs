//! The errors 3d6 Constitution's rules raise, and the shared ones of
//! experience totals and level tables.

use insta::assert_snapshot;
use osr_advancement::constitution::{
    Ability, Improvement, SpellImprovement, level_table, scaled_level_table,
};
use osr_advancement::{Error, LevelTable, Xp};

#[test]
fn experience_and_level_table_errors() {
    // An experience award is a u64: the refusal of a negative award is
    // mojo's (Gods & Monsters), with the same words.
    let negative = osr_advancement::gods_and_monsters::Mojo::new(0)
        .gain(-5)
        .unwrap_err();
    assert_eq!(negative.kind(), "negative_award");
    assert_snapshot!(negative, @"an award must not be negative, got -5");
    let overflow = Xp::new(u64::MAX).award(1).unwrap_err();
    assert_eq!(overflow.kind(), "overflow");
    assert_snapshot!(overflow, @"experience overflowed");
    let table = level_table();
    let beyond = table.level(Xp::new(table.ceiling())).unwrap_err();
    assert_eq!(beyond.kind(), "xp_beyond_table");
    assert_snapshot!(beyond, @"805306368000 XP is beyond the level table, which ends below 805306368000 XP");
    let level = table.threshold(31).unwrap_err();
    assert_eq!(level.kind(), "level_not_in_table");
    assert_snapshot!(level, @"level 31 is not in the level table (levels 1..=30)");
    let shape = LevelTable::new(vec![0, 100, 100], 200).unwrap_err();
    assert_eq!(shape.kind(), "invalid_table");
    assert_snapshot!(shape, @"the level table must rise strictly");
    assert_snapshot!(LevelTable::new(vec![5], 200).unwrap_err(), @"the level table must start at 0 XP");
    assert_snapshot!(LevelTable::new(vec![], 200).unwrap_err(), @"the level table has no level");
    assert_snapshot!(LevelTable::new(vec![0, 100], 100).unwrap_err(), @"the level table must end above its last threshold");
    let scale = scaled_level_table(0, 10).unwrap_err();
    assert_eq!(scale.kind(), "invalid");
    assert_snapshot!(scale, @"invalid input: a scale needs a positive numerator and denominator");
}

#[test]
fn improvement_roll_errors() {
    let twice = Improvement::new(&[(Ability::Str, 8), (Ability::Str, 9)]).unwrap_err();
    assert_snapshot!(twice, @"invalid input: each ability is tried at most once");
    let none = Improvement::new::<i32>(&[]).unwrap_err();
    assert_snapshot!(none, @"invalid input: an improvement roll needs an ability to try");
    let score = Improvement::new(&[(Ability::Cha, 21)]).unwrap_err();
    assert!(matches!(score, Error::Core(_)));
    assert_snapshot!(score, @"ability score must be in 1..=20, got 21");
    assert_snapshot!(SpellImprovement::new(150).unwrap_err(), @"spell rating must be in 0..=100, got 150");
}
