//! `constitution::skill`: skills (TC-4.10).

use osr_check::constitution::{Degrees, Skill};
use osr_check::{Check, Error, Resolved};

use super::{band, check, roll};

#[test]
fn skill_multiplies_the_ability_rounding_down() {
    // rule: TC-4.10
    assert_eq!(Skill::new(60).unwrap().modify(15), 9);
    assert_eq!(Skill::new(50).unwrap().modify(15), 7, "7.5 rounds down");
    assert_eq!(Skill::new(0).unwrap().modify(18), 0);
    assert_eq!(Skill::new(100).unwrap().modify(13), 13);
    assert_eq!(
        Skill::new(150).unwrap_err(),
        Error::Core(osr_core::Error::OutOfRange {
            what: "skill",
            value: 150,
            min: 0,
            max: 100
        })
    );

    // STR 15, hunting 60% -> 9: d20 11 makes DC 20.
    let hunt = check(15, 20).with_skill(Skill::new(60).unwrap());
    assert_eq!(hunt.ability(), 15);
    assert_eq!(hunt.effective_ability(), 9);
    assert_eq!(band(&hunt, &[11]), Degrees::Success(1));
    assert_eq!(band(&hunt, &[10]), Degrees::Failure(1));
    assert_eq!(hunt.odds(), check(9, 20).odds());

    // W11: winter forest DC 15, STR 14, hunting 50% -> 7, d20 10 -> 17.
    let winter = check(14, 15).with_skill(Skill::new(50).unwrap());
    let outcome = roll(&winter, &[10]);
    assert_eq!((outcome.total(), outcome.band()), (17, Degrees::Success(1)));

    // X19: a level-2 sage's ritual, skill 60%: KNO 15 -> 9, + 2 sage, d20
    // 10 -> 21; WIL 12 -> 7, d20 13 -> 20. Both pass DC 20.
    let skill = Skill::new(60).unwrap();
    let knowledge = check(15, 20).with_skill(skill).with_modifier(2).unwrap();
    assert_eq!(roll(&knowledge, &[10]).total(), 21);
    let will = check(12, 20).with_skill(skill);
    assert_eq!(roll(&will, &[13]).total(), 20);

    // X17: STR 10, hunting 30 -> 3, DC 10, d20 8 -> 11: success.
    let h2 = check(10, 10).with_skill(Skill::new(30).unwrap());
    assert_eq!(band(&h2, &[8]), Degrees::Success(1));

    // 0% leaves the bare die; 100% is the plain ability.
    let unaware = check(18, 20).with_skill(Skill::new(0).unwrap());
    assert_eq!(unaware.effective_ability(), 0);
    assert_eq!(
        unaware.odds(),
        check(18, 20).with_modifier(-18).unwrap().odds()
    );
    let master = check(13, 20).with_skill(Skill::new(100).unwrap());
    assert_eq!(master.odds(), check(13, 20).odds());
}
