//! Aging, suffocation, semi-consciousness and awakening.

use num_rational::BigRational;
use osr_check::gods_and_monsters::Roll;
use osr_core::SuppliedFaces;
use osr_health::gods_and_monsters::{
    Aging, AgingInterval, Endurance, Response, SEMI_CONSCIOUS_MOJO, SemiConscious, Suffocation,
    Vitals, awaken_roll, minor_contributor,
};

use crate::common::{assert_samples_agree, frac};

#[test]
fn aging_starts_at_forty_plus_endurance() {
    // rule: GM-health.aging
    let human = Aging::new(Endurance::new(15).unwrap());
    assert_eq!(human.first_at(), 55);
    assert_eq!(
        [40, 54, 55, 56, 65].map(|a| human.injuries_by(a)),
        [0, 0, 1, 2, 11]
    );
    let slower = human.every(AgingInterval::new(2).unwrap());
    assert_eq!(
        [55, 56, 57, 59].map(|a| slower.injuries_by(a)),
        [1, 1, 2, 3]
    );
    let mut v = Vitals::new(7, 17).unwrap();
    Aging::injure(&mut v).unwrap();
    assert_eq!((v.injuries(), v.unhealable_injuries()), (1, 1));
    assert_eq!(v.heal_injuries(1), None);
    assert_eq!(Aging::trade_for_ability(4).unwrap(), 2);
    assert!(Aging::trade_for_ability(3).is_err());
}

#[test]
fn suffocation_buffers_and_rolls() {
    // rule: GM-health.suffocation
    let end = Endurance::new(15).unwrap();
    assert_eq!(Suffocation::new(end, false).prepared_buffer(), 15);
    assert_eq!(Suffocation::new(end, true).prepared_buffer(), 30);
    let air = Suffocation::new(end, false);
    assert_eq!(air.roll_buffer(&mut SuppliedFaces::new(&[2])).unwrap().0, 3);
    assert_eq!(Suffocation::new(end, true).unprepared_buffer(2), 6);
    // Endurance 3 (minor -2): a 1 leaves no buffer at all.
    let weak = Suffocation::new(Endurance::new(3).unwrap(), false);
    assert_eq!(
        [1, 2, 3, 4].map(|f| weak.unprepared_buffer(f)),
        [0, 0, 1, 2]
    );
    assert_eq!(air.rounds_between_rolls(), 6);
    assert_eq!(Suffocation::new(end, true).rounds_between_rolls(), 12);
    let health = Roll::new(10).unwrap();
    assert_eq!(
        [0, 1, 2].map(|n| Suffocation::health_roll(health, n).unwrap().target()),
        [10, 9, 8]
    );
    assert_eq!(weak.buffer_odds().probability(&0), Some(frac(1, 2)));
    assert_eq!([3, 8, 10, 15, 18].map(minor_contributor), [-2, 0, 0, 1, 2]);
}

#[test]
fn semi_conscious_characters_answer_late_on_a_failed_willpower_roll() {
    // rule: GM-health.semi-conscious
    let dazed = SemiConscious::new(Roll::new(7).unwrap());
    assert_eq!(
        dazed.respond(&mut SuppliedFaces::new(&[7])).unwrap().0,
        Response::AtOnce
    );
    assert_eq!(
        dazed.respond(&mut SuppliedFaces::new(&[8, 4])).unwrap().0,
        Response::After(4)
    );
    assert_eq!(SemiConscious::movement(9), 4);
    let odds = dazed.odds();
    assert_eq!(odds.probability(&Response::AtOnce), Some(frac(7, 20)));
    assert_eq!(odds.probability(&Response::After(2)), Some(frac(13, 80)));
    assert_samples_agree(&odds, 5_000, |rng| dazed.respond(rng).unwrap().0);
    let total: BigRational = odds.total();
    assert_eq!(total, frac(1, 1));
}

#[test]
fn awakening_an_injured_character_is_at_minus_injuries() {
    // rule: GM-health.awaken
    assert_eq!(awaken_roll(Roll::new(11).unwrap(), 2).target(), 9);
    assert_eq!(
        awaken_roll(Roll::new(11).unwrap().with_modifier(1).unwrap(), 3).target(),
        9
    );
    assert_eq!(SEMI_CONSCIOUS_MOJO, 1);
}

/// The chance that the `until`-th injury comes with each health roll after
/// the buffer, by a table of rolls and injuries written from the rule: roll
/// `r` (from 1) is at -(r - 1), a d20 at most the target passes, none below 1.
fn suffocation_table(health: i32, until: u32) -> Vec<num_rational::BigRational> {
    let zero = crate::common::frac(0, 1);
    // chance of having `i` injuries before the roll, for i < until
    let mut before = vec![zero.clone(); until as usize];
    before[0] = crate::common::frac(1, 1);
    let mut ended = Vec::new();
    for r in 1.. {
        let target = (health - (r - 1)).clamp(0, 20);
        let pass = crate::common::frac(i64::from(target), 20);
        let fail = crate::common::frac(1, 1) - &pass;
        let mut after = vec![zero.clone(); until as usize];
        let mut now = zero.clone();
        for (i, p) in before.iter().enumerate() {
            after[i] += p * &pass;
            if i + 1 == until as usize {
                now += p * &fail;
            } else {
                after[i + 1] += p * &fail;
            }
        }
        ended.push(now);
        before = after;
        if before.iter().all(num_traits::Zero::is_zero) {
            break;
        }
    }
    ended
}

#[test]
fn suffocation_deals_its_injuries_roll_by_roll_as_the_rule_counts() {
    // rule: GM-health.suffocation
    let choking = Suffocation::new(Endurance::new(12).unwrap(), false);
    for (health, until) in [(2, 1), (12, 1), (12, 3), (15, 5), (0, 2)] {
        let table = suffocation_table(health, until);
        let course = choking
            .injuries_odds(Roll::new(health).unwrap(), until, 100)
            .unwrap();
        for (r, p) in table.iter().enumerate() {
            assert_eq!(
                course.ended_at(u32::try_from(r).unwrap() + 1),
                *p,
                "health {health}, roll {}",
                r + 1
            );
        }
        let mean: num_rational::BigRational = table
            .iter()
            .enumerate()
            .map(|(r, p)| p * crate::common::frac(i64::try_from(r).unwrap() + 1, 1))
            .sum();
        assert_eq!(*course.mean_steps(), mean, "health {health}");
        assert_eq!(
            course.ended_by(u32::try_from(table.len()).unwrap()),
            crate::common::frac(1, 1)
        );
    }
    // Roll k comes k - 1 minutes (two when inactive) after the buffer.
    assert_eq!(choking.rounds_between_rolls(), 6);
    assert!(
        choking
            .injuries_odds(Roll::new(12).unwrap(), 0, 10)
            .is_err()
    );
    assert!(
        choking
            .injuries_odds(Roll::new(12).unwrap(), 101, 10)
            .is_err()
    );
}
