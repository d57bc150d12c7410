//! Mass conflict: units, their damage, morale and aftermath.

use std::collections::BTreeMap;

use num_rational::BigRational;
use osr_check::gods_and_monsters::{GroupResponse, Roll};
use osr_check::{Check, Resolved};
use osr_combat::Error;
use osr_combat::gods_and_monsters::mass::{MemberFate, Unit, UnitAftermath};
use osr_core::Die;
use osr_health::gods_and_monsters::{Hit, Vitals};

use crate::common::{assert_agrees_with_sampling, assert_well_formed, frac, roll};

fn goblins() -> Unit {
    Unit::new(12, 5, 6).unwrap()
}

// rule: GM-combat.mass.unit
#[test]
fn a_unit_fights_as_one_combatant_with_its_group_bonus() {
    let unit = goblins();
    assert_eq!(unit.members(), 12);
    assert_eq!(
        (unit.bonus(), unit.attack_bonus(), unit.defense_bonus()),
        (3, 3, 3)
    );
    assert_eq!(unit.actions_per_round(), 4);
    let pair = Unit::new(2, 5, 6).unwrap();
    assert_eq!((pair.bonus(), pair.actions_per_round()), (1, 2));
    assert_eq!(Unit::new(1024, 5, 6).unwrap().bonus(), 10);
    assert_eq!(Unit::new(2047, 5, 6).unwrap().bonus(), 10);
    // Maneuvers need a designated leader.
    assert!(!unit.may_use_maneuvers());
    assert!(unit.with_leader(true).may_use_maneuvers());
    // One combatant is not a unit.
    assert!(matches!(Unit::new(1, 5, 6), Err(Error::Core(_))));
}

// rule: GM-combat.mass.movement
#[test]
fn a_unit_moves_its_median_movement_plus_that_times_its_bonus() {
    assert_eq!(goblins().movement(), 24);
    assert_eq!(Unit::new(3, 5, 10).unwrap().movement(), 20);
    assert_eq!(Unit::new(20, 5, 10).unwrap().movement(), 50);
}

// rule: GM-combat.mass.survival
#[test]
fn a_unit_has_its_median_survival_plus_that_times_its_bonus() {
    let unit = goblins();
    assert_eq!(unit.max_survival(), 20);
    assert_eq!(unit.vitals().survival(), 20);
    assert_eq!(Unit::new(2, 7, 6).unwrap().max_survival(), 14);
    // Verve is ignored unless volunteered.
    assert_eq!(unit.vitals().verve(), 0);
    let helped = unit.with_volunteered_verve(6).unwrap();
    assert_eq!((helped.vitals().verve(), helped.max_survival()), (6, 20));
    // Beyond osr-health's limit.
    assert!(Unit::new(2047, 1000, 6).is_err());
}

// rule: GM-combat.mass.damage
#[test]
fn damage_lands_on_the_unit_as_a_whole_and_changes_nothing_else() {
    let mut unit = goblins().with_leader(true);
    unit.take(Hit::new(8).unwrap()).unwrap();
    assert_eq!(unit.vitals().survival(), 12);
    unit.take(Hit::new(15).unwrap()).unwrap();
    assert_eq!((unit.vitals().survival(), unit.vitals().injuries()), (0, 3));
    // Its effectiveness is what it was until the battle is over.
    assert_eq!(
        (
            unit.attack_bonus(),
            unit.defense_bonus(),
            unit.actions_per_round()
        ),
        (3, 3, 4)
    );
    assert_eq!((unit.movement(), unit.may_use_maneuvers()), (24, true));
    // Volunteered verve takes archetypal damage first.
    let mut helped = goblins().with_volunteered_verve(6).unwrap();
    helped.take(Hit::new(8).unwrap().archetypal(true)).unwrap();
    assert_eq!(
        (helped.vitals().verve(), helped.vitals().survival()),
        (0, 18)
    );
}

// rule: GM-combat.mass.damage
#[test]
fn a_unit_that_falls_unconscious_or_is_doomed_is_no_longer_a_group() {
    use osr_core::SuppliedFaces;
    use osr_health::gods_and_monsters::{Consequence, Resilience, RoundHarm};

    let mut unit = goblins();
    let mut harm = RoundHarm::default();
    harm.add(&unit.take(Hit::new(23).unwrap()).unwrap());
    let end = unit.round_end(harm, Resilience::new(6, 10).unwrap());
    // Fortitude 6: a 15 fails, a 2 holds; the injuries' d20 fails on 20.
    let out = end.roll(&mut SuppliedFaces::new(&[15, 20, 1])).unwrap();
    assert_eq!(out.consequence(), Consequence::Unconscious);
    assert!(Unit::breaks_up(out.consequence()));
    let out = end.roll(&mut SuppliedFaces::new(&[2, 20, 1])).unwrap();
    assert_eq!(out.consequence(), Consequence::Injured);
    assert!(!Unit::breaks_up(out.consequence()));
    for (consequence, breaks) in [
        (Consequence::Unharmed, false),
        (Consequence::Hurt, false),
        (Consequence::Dying, false),
        (Consequence::DyingUnconscious, true),
        (Consequence::Doomed, true),
    ] {
        assert_eq!(Unit::breaks_up(consequence), breaks, "{consequence:?}");
    }
}

// rule: GM-combat.morale
#[test]
fn the_morale_check_is_the_group_decision_roll() {
    // Bonus 3, target 12: a 14 misses by 2 (2 rounds), an 18 by 6 (capped at 3).
    let morale = goblins().morale(9).unwrap();
    assert_eq!(morale.roll_under().target(), 12);
    assert_eq!(roll(&morale, &[12]).response(), GroupResponse::Holds);
    assert_eq!(roll(&morale, &[14]).response(), GroupResponse::GivesWay(2));
    assert_eq!(roll(&morale, &[18]).response(), GroupResponse::GivesWay(3));
    assert_eq!(
        morale.odds().probability(&GroupResponse::GivesWay(3)),
        Some(frac(6, 20))
    );
    assert_agrees_with_sampling(&morale, 2_000);
}

// rule: GM-combat.mass.aftermath
#[test]
fn the_aftermath_divides_the_damage_by_the_bonus_onto_the_smallest_die() {
    // Twelve members (bonus 3): 21 damage -> 7, a d8.
    let seven = UnitAftermath::new(12, 21, 0, Roll::new(8).unwrap()).unwrap();
    assert_eq!((seven.max_damage(), seven.die()), (7, Some(Die::D8)));
    // Four members (bonus 2): 30 damage -> 15, a d20.
    let fifteen = UnitAftermath::new(4, 28, 2, Roll::new(8).unwrap()).unwrap();
    assert_eq!((fifteen.max_damage(), fifteen.die()), (15, Some(Die::D20)));
    // Survival and injury damage both count; a remainder rounds up.
    assert_eq!(
        UnitAftermath::new(12, 19, 2, Roll::new(8).unwrap())
            .unwrap()
            .max_damage(),
        7
    );
    assert_eq!(
        UnitAftermath::new(12, 19, 0, Roll::new(8).unwrap())
            .unwrap()
            .max_damage(),
        7
    );
    assert_eq!(
        UnitAftermath::new(12, 18, 0, Roll::new(8).unwrap())
            .unwrap()
            .max_damage(),
        6
    );
    // The unit as it stands.
    let mut unit = goblins();
    unit.take(Hit::new(23).unwrap()).unwrap();
    let after = unit.aftermath(8).unwrap();
    assert_eq!((after.max_damage(), after.die()), (8, Some(Die::D8)));
}

// rule: GM-combat.mass.aftermath
#[test]
fn each_member_rolls_damage_then_evasion_failing_into_injuries() {
    let member = UnitAftermath::new(12, 21, 0, Roll::new(8).unwrap())
        .unwrap()
        .member();
    // The d8's 8 is impossible and re-rolled.
    let hurt = roll(&member, &[8, 5, 8]);
    assert_eq!(
        (hurt.fate(), hurt.faces()),
        (MemberFate::LostSurvival(5), vec![8, 5, 8])
    );
    assert_eq!(roll(&member, &[3, 9]).fate(), MemberFate::Injured(3));
    // Through osr-health.
    let mut goblin = Vitals::new(5, 0).unwrap();
    roll(&member, &[3, 9]).strike(&mut goblin).unwrap();
    assert_eq!((goblin.survival(), goblin.injuries()), (5, 3));
    roll(&member, &[4, 1]).strike(&mut goblin).unwrap();
    assert_eq!((goblin.survival(), goblin.injuries()), (1, 3));
    // A unit that lost nothing: no roll.
    let whole = goblins().aftermath(8).unwrap().member();
    assert_eq!(roll(&whole, &[]).fate(), MemberFate::Unhurt);
}

// rule: GM-combat.mass.aftermath
#[test]
fn large_groups_split_in_proportion_to_the_evasion_chance() {
    // Evasion 8 or less: 8 of 20 make it, 12 fail.
    let after = UnitAftermath::new(20, 30, 0, Roll::new(8).unwrap()).unwrap();
    assert_eq!(after.evading_share(), frac(8, 20));
    assert_eq!(after.members_evading(), 8);
    assert_eq!(
        UnitAftermath::new(40, 30, 0, Roll::new(8).unwrap())
            .unwrap()
            .members_evading(),
        16
    );
    // 12 members x 8/20 = 4.8 -> 5.
    assert_eq!(
        UnitAftermath::new(12, 30, 0, Roll::new(8).unwrap())
            .unwrap()
            .members_evading(),
        5
    );
    assert_eq!(
        UnitAftermath::new(20, 30, 0, Roll::new(25).unwrap())
            .unwrap()
            .members_evading(),
        20
    );
}

// rule: GM-combat.mass.aftermath-penalty
#[test]
fn the_units_injuries_are_a_penalty_to_each_members_evasion() {
    let hurt = UnitAftermath::new(12, 20, 2, Roll::new(8).unwrap()).unwrap();
    assert_eq!(hurt.evasion().target(), 6);
    let whole = UnitAftermath::new(12, 20, 0, Roll::new(8).unwrap()).unwrap();
    assert_eq!(whole.evasion().target(), 8);
    // A 7 fails with 2 injuries, succeeds without.
    assert_eq!(roll(&hurt.member(), &[4, 7]).fate(), MemberFate::Injured(4));
    assert_eq!(
        roll(&whole.member(), &[4, 7]).fate(),
        MemberFate::LostSurvival(4)
    );
    let mut unit = goblins();
    unit.take(Hit::new(22).unwrap()).unwrap();
    assert_eq!(unit.aftermath(8).unwrap().evasion().target(), 6);
}

#[test]
fn an_aftermath_beyond_the_d20_is_refused() {
    // Two members (bonus 1), 21 damage: up to 21 each.
    assert_eq!(
        UnitAftermath::new(2, 21, 0, Roll::new(8).unwrap()),
        Err(Error::AftermathBeyondDice { max_damage: 21 })
    );
    assert!(UnitAftermath::new(2, 20, 0, Roll::new(8).unwrap()).is_ok());
    assert!(UnitAftermath::new(1, 2, 0, Roll::new(8).unwrap()).is_err());
}

/// Brute force: every face of the damage die (re-rolls conditioned away
/// by counting only faces in range) and of the evasion d20.
fn brute_force_member(max: u32, sides: u32, evasion: i32) -> BTreeMap<MemberFate, BigRational> {
    let mut counts: BTreeMap<MemberFate, i64> = BTreeMap::new();
    let mut all = 0;
    for damage in (1..=sides).filter(|&d| d <= max) {
        for e in 1..=20 {
            let fate = if i64::from(e) <= i64::from(evasion) {
                MemberFate::LostSurvival(damage)
            } else {
                MemberFate::Injured(damage)
            };
            *counts.entry(fate).or_default() += 1;
            all += 1;
        }
    }
    counts.into_iter().map(|(k, n)| (k, frac(n, all))).collect()
}

#[test]
fn member_aftermath_odds_match_a_brute_force_model_and_sampling() {
    for (members, damage, injuries, evasion, sides) in [
        (12, 21, 0, 8, 8),
        (4, 28, 2, 8, 20),
        (7, 3, 1, 11, 2),
        (100, 60, 0, 3, 10),
    ] {
        let after =
            UnitAftermath::new(members, damage, injuries, Roll::new(evasion).unwrap()).unwrap();
        assert_eq!(after.die().map(|d| d.sides()), Some(sides));
        let member = after.member();
        let odds = member.odds();
        assert_well_formed(&odds);
        let exact: BTreeMap<MemberFate, BigRational> =
            odds.bands().map(|(b, p)| (*b, p.clone())).collect();
        assert_eq!(
            exact,
            brute_force_member(after.max_damage(), sides, after.evasion().target())
        );
        assert_agrees_with_sampling(&member, 3_000);
    }
    let unhurt = goblins().aftermath(8).unwrap().member();
    assert_eq!(
        unhurt.odds().probability(&MemberFate::Unhurt),
        Some(frac(1, 1))
    );
}

#[cfg(feature = "serde")]
#[test]
fn a_unit_reads_back_through_its_constructors() {
    let mut unit = goblins()
        .with_leader(true)
        .with_volunteered_verve(6)
        .unwrap();
    unit.take(Hit::new(9).unwrap().archetypal(true)).unwrap();
    let json = serde_json::to_value(unit).unwrap();
    assert_eq!(
        json,
        serde_json::json!({
            "members": 12, "median_survival": 5, "median_movement": 6, "leader": true,
            "survival": 17, "injuries": 0, "verve": 0, "volunteered_verve": 6
        })
    );
    assert_eq!(serde_json::from_value::<Unit>(json.clone()).unwrap(), unit);
    for (field, value) in [
        ("survival", 21),
        ("verve", 7),
        ("members", 1),
        ("median_survival", 0),
    ] {
        let mut bad = json.clone();
        bad[field] = value.into();
        assert!(
            serde_json::from_value::<Unit>(bad).is_err(),
            "{field} {value}"
        );
    }
    let mut unknown = json;
    unknown["morale"] = 3.into();
    assert!(serde_json::from_value::<Unit>(unknown).is_err());
}

#[cfg(feature = "serde")]
#[test]
fn rolled_aftermaths_read_back_and_forgeries_are_refused() {
    use crate::common::assert_outcomes_read_back;
    use osr_combat::gods_and_monsters::mass::MemberAftermathRoll;

    for (members, damage, injuries) in [(12, 21, 0), (4, 28, 2), (12, 0, 0)] {
        let after = UnitAftermath::new(members, damage, injuries, Roll::new(8).unwrap()).unwrap();
        assert_outcomes_read_back(&after.member(), 300);
    }
    let member = UnitAftermath::new(12, 21, 0, Roll::new(8).unwrap())
        .unwrap()
        .member();
    let json = serde_json::to_value(roll(&member, &[8, 5, 9])).unwrap();
    assert_eq!(json["fate"], serde_json::json!({"injured": 5}));
    let mut forged = json.clone();
    forged["fate"] = serde_json::json!({"lost_survival": 5});
    assert!(serde_json::from_value::<MemberAftermathRoll>(forged).is_err());
    let mut forged = json.clone();
    forged["fate"] = serde_json::json!({"injured": 6});
    assert!(serde_json::from_value::<MemberAftermathRoll>(forged).is_err());
    let mut forged = json;
    forged["dice"][0]["face"] = 3.into();
    assert!(serde_json::from_value::<MemberAftermathRoll>(forged).is_err());
}

proptest::proptest! {
    #[test]
    fn damage_never_changes_what_a_unit_can_do(
        members in 2_u32..=5_000,
        median in 1_u32..=20,
        movement in 0_u32..=30,
        hits in proptest::collection::vec(0_u32..=40, 0..6),
    ) {
        let mut unit = Unit::new(members, median, movement).unwrap();
        let before = (unit.attack_bonus(), unit.defense_bonus(), unit.actions_per_round(), unit.movement());
        for hit in hits {
            unit.take(Hit::new(hit).unwrap()).unwrap();
        }
        proptest::prop_assert_eq!(before, (unit.attack_bonus(), unit.defense_bonus(), unit.actions_per_round(), unit.movement()));
    }

    #[test]
    fn no_member_takes_more_than_the_maximum(
        members in 2_u32..=5_000,
        damage in 0_u32..=40,
        injuries in 0_u32..=10,
        evasion in -5_i32..=25,
        seed: u64,
    ) {
        use rand_core::SeedableRng;

        let Ok(after) = UnitAftermath::new(members, damage, injuries, Roll::new(evasion).unwrap()) else {
            return Ok(());
        };
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
        let fate = after.member().roll(&mut rng).unwrap().fate();
        let points = match fate {
            MemberFate::Unhurt => 0,
            MemberFate::LostSurvival(n) | MemberFate::Injured(n) => n,
        };
        proptest::prop_assert!(points <= after.max_damage());
        proptest::prop_assert_eq!(points == 0, after.max_damage() == 0);
        proptest::prop_assert!(after.members_evading() <= members);
    }
}
