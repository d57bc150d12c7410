//! Group effort.

use std::collections::BTreeMap;

use num_rational::BigRational;
use num_traits::Zero;
use osr_check::gods_and_monsters::*;
use osr_check::{Check, Error, PassFail, Resolved};
use osr_core::SuppliedFaces;

use super::roll;
use crate::common::{assert_agrees_with_sampling, frac};

// ---------------------------------------------------------------------
// GM-dice.group.*

/// The group effort chart as printed, top band as the agreed reading
/// fixes it (1024-2047, not the seed's 1024-2055).
const CHART: [(u32, u32, u32); 11] = [
    (1, 1, 0),
    (2, 3, 1),
    (4, 7, 2),
    (8, 15, 3),
    (16, 31, 4),
    (32, 63, 5),
    (64, 127, 6),
    (128, 255, 7),
    (256, 511, 8),
    (512, 1023, 9),
    (1024, 2047, 10),
];

#[test]
fn group_bonus_follows_the_chart() {
    // rule: GM-dice.group.bonus
    for (low, high, bonus) in CHART {
        for members in low..=high {
            assert_eq!(
                GroupEffort::new(members).unwrap().bonus(),
                bonus,
                "{members}"
            );
        }
    }
    for (members, bonus) in [
        (1, 0),
        (2, 1),
        (3, 1),
        (12, 3),
        (20, 4),
        (1024, 10),
        (2047, 10),
    ] {
        assert_eq!(GroupEffort::new(members).unwrap().bonus(), bonus);
    }
    // Past the chart: one more per doubling, up to the largest group.
    for (members, bonus) in [(2048, 11), (4095, 11), (4096, 12), (GroupEffort::MAX, 19)] {
        assert_eq!(
            GroupEffort::new(members).unwrap().bonus(),
            bonus,
            "{members}"
        );
    }
    assert_eq!(
        GroupEffort::new(0).unwrap_err(),
        Error::Core(osr_core::Error::OutOfRange {
            what: "group members",
            value: 0,
            min: 1,
            max: 1_048_575
        })
    );
    assert_eq!(
        GroupEffort::new(GroupEffort::MAX + 1)
            .unwrap_err()
            .to_string(),
        "group members must be in 1..=1048575, got 1048576"
    );
}

#[test]
fn group_actions_per_round() {
    // rule: GM-dice.group.actions
    let twelve = GroupEffort::new(12).unwrap();
    assert_eq!((twelve.extra_actions(), twelve.actions_per_round()), (3, 4));
    let alone = GroupEffort::new(1).unwrap();
    assert_eq!((alone.extra_actions(), alone.actions_per_round()), (0, 1));
    assert_eq!(GroupEffort::new(2047).unwrap().actions_per_round(), 11);
}

#[test]
fn group_rolls_use_the_median() {
    // rule: GM-dice.group.median, GM-dice.group.bonus
    assert_eq!(GroupMedian::of(&[9, 10, 11, 13, 39]).unwrap().floor(), 11);
    assert_eq!(GroupMedian::of(&[39, 13, 9, 11, 10]).unwrap().floor(), 11);
    // Two historians: Int 15 + History 2 = 17, Int 17 + 0 = 17; their
    // bonus of 1 makes 18.
    let historians = GroupEffort::new(2).unwrap();
    let median = GroupMedian::of(&[15 + 2, 17]).unwrap();
    assert_eq!((median.floor(), median.is_whole()), (17, true));
    let group_roll = historians.roll(median).unwrap();
    assert_eq!(group_roll.target(), 18);
    assert_eq!(
        group_roll.odds().probability(&PassFail::Pass),
        Some(frac(18, 20))
    );
    // Lending History together: the median bonus of 0 and 2 is 1, on a
    // roll of 18 or less; the bonus-2 historian alone needs 17 to lend 2.
    assert_eq!(GroupMedian::of(&[0, 2]).unwrap().floor(), 1);
    let alone = GroupEffort::new(1).unwrap();
    assert_eq!(
        alone
            .roll(GroupMedian::of(&[17]).unwrap())
            .unwrap()
            .target(),
        17
    );
    // A median ending in a half is kept exactly; the roll counts it as
    // the lower number, which passes exactly the same d20 faces.
    let half = GroupMedian::of(&[14, 16, 17, 20]).unwrap();
    assert_eq!(
        (half.twice(), half.floor(), half.is_whole()),
        (33, 16, false)
    );
    assert_eq!(half.to_string(), "16.5");
    let group_roll = GroupEffort::new(4).unwrap().roll(half).unwrap();
    for face in 1..=20 {
        // face <= 16.5 + 2, in halves: 2 x face <= 33 + 4.
        let exact = 2 * face <= 33 + 4;
        assert_eq!(face <= group_roll.target(), exact, "{face}");
    }
    for (numbers, text) in [
        (&[-3, -2][..], "-2.5"),
        (&[-1, 0], "-0.5"),
        (&[0, 1], "0.5"),
        (&[-4], "-4"),
    ] {
        assert_eq!(GroupMedian::of(numbers).unwrap().to_string(), text);
    }
    assert_eq!(GroupMedian::of(&[-1, 0]).unwrap().floor(), -1);
    // Bounds.
    assert_eq!(
        GroupMedian::of(&[]).unwrap_err().to_string(),
        "group members must be in 1..=1048575, got 0"
    );
    assert_eq!(
        GroupMedian::of(&[10, 161]).unwrap_err().to_string(),
        "member's number must be in -120..=160, got 161"
    );
    assert_eq!((MemberNumber::MIN, MemberNumber::MAX), (-120, 160));
    let extremes = GroupMedian::of(&[MemberNumber::MIN, MemberNumber::MAX]).unwrap();
    assert_eq!(extremes.floor(), 20);
    // A median above what a roll takes is an error, not a wrong roll.
    assert!(alone.roll(GroupMedian::of(&[61]).unwrap()).is_err());
}

#[cfg(feature = "serde")]
#[test]
fn group_values_deserialize_through_validation() {
    let group: GroupEffort = serde_json::from_str("12").unwrap();
    assert_eq!(group.bonus(), 3);
    assert!(serde_json::from_str::<GroupEffort>("0").is_err());
    let median = GroupMedian::of(&[16, 17]).unwrap();
    let json = serde_json::to_string(&median).unwrap();
    assert_eq!(json, r#"{"twice":33,"members":2}"#);
    assert_eq!(serde_json::from_str::<GroupMedian>(&json).unwrap(), median);
    let read = |json: &str| serde_json::from_str::<GroupMedian>(json).map_err(|e| e.to_string());
    assert!(read(r#"{"twice":33,"members":0}"#).is_err());
    assert_eq!(
        read(r#"{"twice":-241,"members":2}"#).unwrap_err(),
        "twice the median must be in -240..=320, got -241"
    );
    let morale: GroupMorale = serde_json::from_str(r#"{"group":12,"roll":{"score":12}}"#).unwrap();
    assert_eq!(morale, GroupMorale::new(group, roll(12)));
    assert!(serde_json::from_str::<GroupMorale>(r#"{"group":0,"roll":{"score":12}}"#).is_err());
}

#[test]
fn group_mojo_turns_a_failed_roll() {
    // rule: GM-dice.group.mojo
    // A group of three fails an attack roll by 4; the warrior bids 4.
    let three = GroupEffort::new(3).unwrap();
    let warrior = GroupMojoBid {
        mojo: 4,
        archetypal: true,
    };
    let mojo = GroupMojo::settle(three, Some(4), &[warrior]).unwrap();
    assert!(mojo.succeeded() && mojo.turned());
    assert_eq!(mojo.spent(), [4]);
    assert_eq!(mojo.total_spent(), 4);
    // Each of the three gains 4 x 50 = 200 XP and checks a free bonus
    // against all 4 mojo.
    assert_eq!(mojo.members(), 3);
    assert_eq!(mojo.xp_each(), 200);
    assert_eq!(mojo.free_bonus_budget(), 4);
    assert_eq!(XP_PER_MOJO_SPENT, 50);

    // From an actual group roll: median 11, bonus 1, a 16 misses 12 by 4.
    let group_roll = three.roll(GroupMedian::of(&[9, 11, 14]).unwrap()).unwrap();
    let save = group_roll.roll(&mut SuppliedFaces::new(&[16])).unwrap();
    assert_eq!(save.missed_by(), Some(4));
    assert_eq!(
        GroupMojo::settle(three, save.missed_by(), &[warrior]).unwrap(),
        mojo
    );

    // A bid beyond the need spends only the need.
    let big = GroupMojoBid {
        mojo: 6,
        archetypal: true,
    };
    let mojo = GroupMojo::settle(three, Some(4), &[big]).unwrap();
    assert_eq!((mojo.spent(), mojo.xp_each()), (&[4][..], 200));
    // Bids pool, paid in the order given; every member gains for all.
    let bid = |mojo, archetypal| GroupMojoBid { mojo, archetypal };
    let mojo = GroupMojo::settle(three, Some(5), &[bid(2, true), bid(9, true)]).unwrap();
    assert_eq!((mojo.spent(), mojo.xp_each()), (&[2, 3][..], 250));
    // A bid on a roll not archetypal for the bidder does not count.
    let mojo = GroupMojo::settle(three, Some(5), &[bid(9, false), bid(3, true)]).unwrap();
    assert!(!mojo.succeeded() && !mojo.turned());
    assert_eq!((mojo.spent(), mojo.xp_each()), (&[0, 0][..], 0));
    let mojo = GroupMojo::settle(three, Some(3), &[bid(9, false), bid(3, true)]).unwrap();
    assert_eq!(mojo.spent(), [0, 3]);
    // Too little: nothing is spent and the roll stays failed.
    let mojo = GroupMojo::settle(three, Some(4), &[bid(3, true)]).unwrap();
    assert!(!mojo.succeeded());
    assert_eq!((mojo.total_spent(), mojo.free_bonus_budget()), (0, 0));
    // A roll that succeeded needs no mojo.
    let mojo = GroupMojo::settle(three, None, &[bid(3, true)]).unwrap();
    assert!(mojo.succeeded() && !mojo.turned());
    assert_eq!(mojo.spent(), [0]);
    // One bid per participant at most.
    assert_eq!(
        GroupMojo::settle(three, Some(4), &[warrior; 4])
            .unwrap_err()
            .to_string(),
        "mojo bids must be in 0..=3, got 4"
    );
    // Large bids do not overflow.
    let mojo = GroupMojo::settle(three, Some(u32::MAX), &[bid(u32::MAX, true); 3]).unwrap();
    assert_eq!(mojo.xp_each(), u64::from(u32::MAX) * 50);
}

#[test]
fn unplanned_changes_and_leaving_take_the_bonus_in_rounds() {
    // rule: GM-dice.group.decisions, GM-dice.group.leave
    for (members, rounds) in [(1, 0), (3, 1), (12, 3), (2047, 10)] {
        let group = GroupEffort::new(members).unwrap();
        assert_eq!(group.course_change_rounds(), rounds);
        assert_eq!(group.leave_rounds(), rounds);
    }
}

#[test]
fn a_failed_morale_roll_delays_by_the_miss_up_to_the_bonus() {
    // rule: GM-dice.group.decisions
    // Bonus 3, target 12: 14 misses by 2 (two rounds), 18 by 6 (capped 3).
    let morale = GroupMorale::new(GroupEffort::new(12).unwrap(), roll(12));
    let outcome = morale.roll(&mut SuppliedFaces::new(&[14])).unwrap();
    assert_eq!(outcome.band(), GroupResponse::GivesWay(2));
    assert_eq!(outcome.save().missed_by(), Some(2));
    assert_eq!(
        morale.roll(&mut SuppliedFaces::new(&[18])).unwrap().band(),
        GroupResponse::GivesWay(3)
    );
    assert_eq!(
        morale.roll(&mut SuppliedFaces::new(&[12])).unwrap().band(),
        GroupResponse::Holds
    );
    // By hand: holds on 1..=12 (12/20); 13 gives way after 1, 14 after 2,
    // 15..=20 after 3 (6/20).
    let odds = morale.odds();
    assert_eq!(odds.probability(&GroupResponse::Holds), Some(frac(12, 20)));
    assert_eq!(
        odds.probability(&GroupResponse::GivesWay(1)),
        Some(frac(1, 20))
    );
    assert_eq!(
        odds.probability(&GroupResponse::GivesWay(2)),
        Some(frac(1, 20))
    );
    assert_eq!(
        odds.probability(&GroupResponse::GivesWay(3)),
        Some(frac(6, 20))
    );
    assert_eq!(odds.bands().len(), 4);
    // Built from the members' charisma: median 9 plus bonus 3.
    let goblins = GroupEffort::new(12).unwrap();
    let charisma = [8, 8, 8, 9, 9, 9, 9, 9, 9, 10, 10, 10];
    let built = GroupMorale::new(
        goblins,
        goblins.roll(GroupMedian::of(&charisma).unwrap()).unwrap(),
    );
    assert_eq!(built.odds(), morale.odds());
    // The median of four goblins is not the median of the twelve.
    assert_eq!(
        goblins.roll(GroupMedian::of(&[8, 9, 9, 10]).unwrap()),
        Err(Error::GroupSizeMismatch {
            group: 12,
            median: 4
        })
    );
    // Against enumeration, and sampling.
    for members in [1, 2, 12, 2047] {
        for target in [-5, 0, 7, 12, 19, 25] {
            let group = GroupEffort::new(members).unwrap();
            let morale = GroupMorale::new(group, roll(target));
            let mut expected: BTreeMap<GroupResponse, BigRational> = BTreeMap::new();
            for face in 1..=20 {
                let band = if face <= target {
                    GroupResponse::Holds
                } else {
                    let missed = u32::try_from(face - target).unwrap();
                    GroupResponse::GivesWay(missed.min(group.bonus()))
                };
                *expected.entry(band).or_insert_with(BigRational::zero) += frac(1, 20);
            }
            let odds: BTreeMap<GroupResponse, BigRational> = morale
                .odds()
                .bands()
                .map(|(b, p)| (*b, p.clone()))
                .collect();
            assert_eq!(odds, expected, "{members} at {target}");
            assert_agrees_with_sampling(&morale, 4_000);
        }
    }
}

#[test]
fn a_leader_shortens_the_delay_by_the_margin() {
    // rule: GM-dice.group.leader
    // Bonus 3, Cha 14, roll 12: made by 2, delay 3 - 2 = 1 round.
    let order = LeaderOrder::new(GroupEffort::new(12).unwrap(), roll(14));
    let outcome = order.roll(&mut SuppliedFaces::new(&[12])).unwrap();
    assert_eq!(outcome.band(), LeaderCall::Heeded(1));
    assert_eq!(outcome.save().made_by(), Some(2));
    assert_eq!(
        order.roll(&mut SuppliedFaces::new(&[15])).unwrap().band(),
        LeaderCall::Unheeded
    );
    assert_eq!(
        order.roll(&mut SuppliedFaces::new(&[14])).unwrap().band(),
        LeaderCall::Heeded(3)
    );
    // Made by more than the bonus: no delay at all.
    assert_eq!(
        order.roll(&mut SuppliedFaces::new(&[2])).unwrap().band(),
        LeaderCall::Heeded(0)
    );
    // By hand: 15..=20 unheeded (6/20); 14 after 3, 13 after 2, 12 after
    // 1 (1/20 each); 1..=11 at once (11/20).
    let odds = order.odds();
    assert_eq!(odds.probability(&LeaderCall::Unheeded), Some(frac(6, 20)));
    assert_eq!(odds.probability(&LeaderCall::Heeded(3)), Some(frac(1, 20)));
    assert_eq!(odds.probability(&LeaderCall::Heeded(2)), Some(frac(1, 20)));
    assert_eq!(odds.probability(&LeaderCall::Heeded(1)), Some(frac(1, 20)));
    assert_eq!(odds.probability(&LeaderCall::Heeded(0)), Some(frac(11, 20)));
    // Against enumeration, and sampling.
    for members in [1, 3, 12, 1024] {
        for target in [-2, 0, 5, 14, 19, 30] {
            let group = GroupEffort::new(members).unwrap();
            let order = LeaderOrder::new(group, roll(target));
            let mut expected: BTreeMap<LeaderCall, BigRational> = BTreeMap::new();
            for face in 1..=20 {
                let band = if face > target {
                    LeaderCall::Unheeded
                } else {
                    let made = target - face;
                    let bonus = i32::try_from(group.bonus()).unwrap();
                    LeaderCall::Heeded(u32::try_from((bonus - made).max(0)).unwrap())
                };
                *expected.entry(band).or_insert_with(BigRational::zero) += frac(1, 20);
            }
            let odds: BTreeMap<LeaderCall, BigRational> =
                order.odds().bands().map(|(b, p)| (*b, p.clone())).collect();
            assert_eq!(odds, expected, "{members} at {target}");
            assert_agrees_with_sampling(&order, 4_000);
        }
    }
}
