//! Each rule of the `combat` rows with the seed's (or the catalog's) own
//! numbers.

use osr_check::Check as _;
use osr_check::gods_and_monsters::ContestEnd;
use osr_check::ratio;
use osr_combat::gods_and_monsters::{
    Attack, Awareness, Cover, DisruptedAction, Engagement, Guard, Hold, Immobilize, Leadership,
    NonDefending, Penalty, Phase, ROUND_ORDER, ROUND_SECONDS, Situation, StrengthRating, Swing,
    actions_to_fire, called_shot_effect_roll, covered_contest, interference_roll, quickdraw_roll,
    range_penalty, size_penalty, snap_out_roll, stray_shot_roll, thrown_range_penalty,
    unarmed_damage, unaware_extra_attack, within_reach, would_have_hit,
};
use osr_equipment::gods_and_monsters::{Size, Weapon};

use crate::common::faces;

fn penalty(n: u32) -> Penalty {
    Penalty::new(n).unwrap()
}

/// The yeti: defense 3, so a plain attack needs 8 before bonuses.
fn on_yeti(fighting_art: i32, bonus: i32) -> Attack {
    Attack::new(fighting_art, bonus, 3).unwrap()
}

#[test]
fn a_round_is_ten_seconds_in_a_fixed_order() {
    // rule: GM-combat.round
    // rule: GM-combat.order
    assert_eq!(ROUND_SECONDS, 10);
    assert_eq!(
        ROUND_ORDER,
        [
            Phase::CalledShots,
            Phase::NpcMovement,
            Phase::Players,
            Phase::Npcs
        ]
    );
}

#[test]
fn interference_is_an_agility_roll_less_movement_penalties() {
    // rule: GM-combat.order.interference
    assert_eq!(interference_roll(12, 0).unwrap().target(), 12);
    assert_eq!(interference_roll(12, 2).unwrap().target(), 10);
    // The interfering action of the referee's characters comes first, with the called shots.
    assert_eq!(ROUND_ORDER[0], Phase::CalledShots);
    assert!(
        ROUND_ORDER.iter().position(|p| *p == Phase::CalledShots)
            < ROUND_ORDER.iter().position(|p| *p == Phase::Players)
    );
}

#[test]
fn surprise_is_perception_with_awareness() {
    // rule: GM-combat.surprise
    // Sam 6 rolls 2, Charlotte 9 rolls 18, Toromeen 4 rolls 4.
    let pass = |perception, face| {
        osr_testkit::band(&Awareness::Unaware.roll(perception).unwrap(), &[face]).passed()
    };
    assert!(pass(6, 2));
    assert!(!pass(9, 18));
    assert!(pass(4, 4));
    assert_eq!(Awareness::AwareOfAttackers.roll(9).unwrap().target(), 13);
    assert_eq!(Awareness::Sleeping.roll(9).unwrap().target(), 3);
    // Later rounds: -2 defense and -3 to success rolls.
    let surprised_target = Guard {
        surprised: true,
        ..Guard::default()
    };
    assert_eq!(
        Attack::new(0, 4, 1)
            .unwrap()
            .with_guard(surprised_target)
            .target(),
        16
    );
    let surprised_attacker = Situation {
        surprised: true,
        ..Situation::default()
    };
    assert_eq!(on_yeti(1, 0).with_situation(surprised_attacker).target(), 6);
}

#[test]
fn snapping_out_is_the_better_of_willpower_and_fortitude() {
    // rule: GM-combat.surprise.snap-out
    // Charlotte: willpower 9, fortitude 5, rolls 6.
    let roll = snap_out_roll(9, 5, 0).unwrap();
    assert_eq!(roll.target(), 9);
    assert!(osr_testkit::band(&roll, &[6]).passed());
    assert_eq!(snap_out_roll(5, 11, 0).unwrap().target(), 11);
    assert_eq!(snap_out_roll(9, 5, 2).unwrap().target(), 7);
}

#[test]
fn an_attack_needs_eleven_plus_fighting_art_and_bonus_less_defense() {
    // rule: GM-combat.attack
    assert_eq!(on_yeti(0, 0).target(), 8);
    assert_eq!(on_yeti(1, 0).target(), 9); // Sam, Charlotte
    assert_eq!(on_yeti(2, 2).target(), 12); // Toromeen
    assert_eq!(Attack::new(0, 4, 4).unwrap().target(), 11); // the yeti on Sam
    let toromeen = on_yeti(2, 2);
    assert_eq!(toromeen.swing(12), Swing::Hit);
    assert_eq!(toromeen.swing(13), Swing::Miss);
    assert_eq!(
        toromeen.odds().probability(&Swing::Hit),
        Some(ratio(12, 20))
    );
}

#[test]
fn reach_is_the_movement_in_feet() {
    // rule: GM-combat.reach
    assert!(within_reach(10, 10));
    assert!(within_reach(10, 3));
    assert!(!within_reach(10, 11));
}

#[test]
fn close_combat_is_within_reach_ranged_is_missiles() {
    // rule: GM-combat.close-vs-ranged
    assert_eq!(Engagement::of(5, 5), Engagement::Close);
    assert_eq!(Engagement::of(6, 5), Engagement::Ranged);
}

#[test]
fn damage_is_the_dice_plus_the_bonus() {
    // rule: GM-combat.damage
    let axe = osr_combat::gods_and_monsters::Damage::new(osr_core::Dice::one(osr_core::Die::D8), 4)
        .unwrap();
    assert_eq!(axe.roll(&mut faces(&[8])).unwrap(), (vec![8], 12));
    assert_eq!(axe.roll_total(&mut faces(&[1])).unwrap(), 5);
    let weak = axe.plus(-10).unwrap();
    assert_eq!(weak.roll_total(&mut faces(&[3])).unwrap(), 0);
}

#[test]
fn bare_hands_do_d3_or_d2() {
    // rule: GM-combat.unarmed
    assert_eq!(unarmed_damage(false).to_string(), "d3");
    assert_eq!(unarmed_damage(true).to_string(), "d2");
}

#[test]
fn range_penalty_counts_ranges_past_the_first() {
    // rule: GM-combat.range-penalty
    assert_eq!(range_penalty(13, 6).unwrap().get(), 2); // spear
    assert_eq!(range_penalty(13, 10).unwrap().get(), 1); // sling
    assert_eq!(range_penalty(13, 20).unwrap().get(), 0); // bow
    assert_eq!(range_penalty(12, 6).unwrap().get(), 1);
    assert_eq!(range_penalty(6, 6).unwrap().get(), 0);
    assert_eq!(range_penalty(7, 6).unwrap().get(), 1);
    assert!(range_penalty(13, 0).is_err());
    let spear = Situation {
        range_penalty: penalty(2),
        ..Situation::default()
    };
    assert_eq!(on_yeti(2, 0).with_situation(spear).target(), 8);
}

#[test]
fn thrown_weapons_cancel_range_penalty_with_strength() {
    // rule: GM-combat.thrown-strength
    assert_eq!(thrown_range_penalty(13, 6, 2).unwrap().get(), 0);
    assert_eq!(thrown_range_penalty(18, 6, 2).unwrap().get(), 0);
    assert_eq!(thrown_range_penalty(19, 6, 2).unwrap().get(), 1);
    assert_eq!(thrown_range_penalty(19, 6, 0).unwrap().get(), 3);
    assert_eq!(thrown_range_penalty(19, 6, -1).unwrap().get(), 3);
}

#[test]
fn strength_rated_bows() {
    // rule: GM-combat.propelled-strength
    let bow = Weapon::Bow.row();
    let (range, cost) = (bow.range.unwrap(), bow.cost);
    assert_eq!((range, cost.to_string()), (20, "25".to_string()));
    let a = StrengthRating::new(1, 0).unwrap();
    assert_eq!(
        (
            a.range(range).unwrap(),
            a.cost_multiplier(),
            a.damage_bonus()
        ),
        (25, 2, 0)
    );
    let b = StrengthRating::new(2, 1).unwrap();
    assert_eq!(
        (
            b.range(range).unwrap(),
            b.cost_multiplier(),
            b.damage_bonus()
        ),
        (30, 3, 1)
    );
    let c = StrengthRating::new(3, 1).unwrap();
    assert_eq!(
        (
            c.range(range).unwrap(),
            c.cost_multiplier(),
            c.damage_bonus()
        ),
        (35, 4, 1)
    );
    // Strength 16 (major +3, minor +1) draws all three; strength 12 (+1, 0) lacks two points for c.
    let full = c.wielded_by(3, 1).unwrap();
    assert!(full.rated && full.attack_penalty.get() == 0 && full.damage_bonus == 1);
    assert_eq!(full.range_quarters, 3);
    let lacking = c.wielded_by(1, 0).unwrap();
    assert_eq!(
        (
            lacking.rated,
            lacking.attack_penalty.get(),
            lacking.damage_bonus,
            lacking.range_quarters
        ),
        (false, 2, 0, 0)
    );
    assert!(StrengthRating::new(0, 0).is_err());
    assert!(StrengthRating::new(1, 2).is_err());
}

#[test]
fn a_weapon_of_another_size_costs_one_a_step() {
    // rule: GM-combat.size-penalty
    assert_eq!(size_penalty(Size::Medium, Size::Small).get(), 1);
    assert_eq!(size_penalty(Size::Small, Size::Small).get(), 0);
    assert_eq!(size_penalty(Size::Huge, Size::Medium).get(), 2);
    let big_axe = Situation {
        size_penalty: size_penalty(Size::Medium, Size::Small),
        ..Situation::default()
    };
    assert_eq!(on_yeti(2, 2).with_situation(big_axe).target(), 11);
}

#[test]
fn firing_into_melee() {
    // rule: GM-combat.fire-into-melee
    assert_eq!(Cover::of_melee(2), Cover::None);
    assert_eq!(Cover::of_melee(3), Cover::Strong);
    assert_eq!(Cover::of_melee(4), Cover::Strong);
    assert_eq!(Cover::of_melee(5), Cover::Strong);
    assert_eq!(Cover::of_melee(6), Cover::Full);
    assert_eq!(Cover::of_melee(4).defense_bonus(true), 2);
    assert_eq!(Cover::of_melee(4).defense_bonus(false), 1);
    // The same d20 against each partner; a partner it would have hit rolls evasion.
    assert!(would_have_hit(7, 7));
    assert!(!would_have_hit(8, 7));
    assert_eq!(stray_shot_roll(5, 3, true).unwrap().target(), 5);
    assert_eq!(stray_shot_roll(5, 3, false).unwrap().target(), 8);
}

#[test]
fn an_arquebus_takes_three_actions_in_melee_two_out_of_it() {
    // rule: GM-combat.multi-action
    let arquebus = Weapon::Arquebus.row().fire_actions.unwrap();
    assert_eq!(arquebus, 3);
    assert_eq!(actions_to_fire(arquebus, true), 3);
    assert_eq!(actions_to_fire(arquebus, false), 2);
    let crossbow = Weapon::Crossbow.row().fire_actions.unwrap();
    assert_eq!(
        (
            actions_to_fire(crossbow, true),
            actions_to_fire(crossbow, false)
        ),
        (2, 1)
    );
    assert_eq!(actions_to_fire(1, false), 1);
}

#[test]
fn attacking_the_unseen() {
    // rule: GM-combat.unseen
    let close = Situation {
        unseen: Some(Engagement::Close),
        ..Situation::default()
    };
    let ranged = Situation {
        unseen: Some(Engagement::Ranged),
        ..Situation::default()
    };
    assert_eq!(on_yeti(2, 2).with_situation(close).target(), 9);
    assert_eq!(on_yeti(2, 2).with_situation(ranged).target(), 6);
}

#[test]
fn called_shots() {
    // rule: GM-combat.called-shot
    let called = Situation {
        called_shot: true,
        ..Situation::default()
    };
    assert_eq!(on_yeti(2, 2).with_situation(called).target(), 9);
    let caller = Guard {
        called_shot: true,
        ..Guard::default()
    };
    assert_eq!(
        Attack::new(0, 4, 5).unwrap().with_guard(caller).target(),
        12
    );
    // A hit for 4 on a target with movement 10 and evasion 8: 14 keeps the potion.
    assert_eq!(called_shot_effect_roll(8, 4, 10).unwrap().target(), 14);
    assert_eq!(called_shot_effect_roll(8, 4, 5).unwrap().target(), 9);
}

#[test]
fn called_shots_disrupt() {
    // rule: GM-combat.called-shot.timing
    assert_eq!(
        DisruptedAction::ComplexAction.roll(7, 11).unwrap().target(),
        7
    );
    assert_eq!(DisruptedAction::Missile.roll(7, 11).unwrap().target(), 11);
    assert!(!DisruptedAction::ComplexAction.resources_lost());
    assert!(DisruptedAction::CarriedAttack.takes_effect());
    assert!(!DisruptedAction::Missile.takes_effect());
}

#[test]
fn the_cover_table() {
    // rule: GM-combat.cover
    let warrior =
        [Cover::None, Cover::Weak, Cover::Strong, Cover::Full].map(|c| c.defense_bonus(true));
    let other =
        [Cover::None, Cover::Weak, Cover::Strong, Cover::Full].map(|c| c.defense_bonus(false));
    assert_eq!(warrior, [0, 1, 2, 3]);
    assert_eq!(other, [0, 0, 1, 2]);
    let behind = Guard {
        cover: Cover::Strong,
        warrior: true,
        ..Guard::default()
    };
    assert_eq!(Attack::new(0, 4, 4).unwrap().with_guard(behind).target(), 9);
}

#[test]
fn a_leading_warrior_lends_warrior_cover() {
    // rule: GM-combat.cover.leadership
    let captain = Leadership::new(3).unwrap();
    assert_eq!(captain.companions(), 3);
    assert_eq!(captain.roll(6).unwrap().target(), 6);
    assert_eq!(captain.cover_bonus(Cover::Weak, true), 1);
    assert_eq!(captain.cover_bonus(Cover::Weak, false), 0);
    assert_eq!(captain.cover_bonus(Cover::Full, true), 3);
    assert!(Leadership::new(0).is_err());
}

#[test]
fn the_high_ground_gives_one() {
    // rule: GM-combat.high-ground
    let above = Situation {
        high_ground: true,
        ..Situation::default()
    };
    assert_eq!(on_yeti(2, 2).with_situation(above).target(), 13);
    let held = Guard {
        high_ground: true,
        ..Guard::default()
    };
    assert_eq!(Attack::new(0, 4, 4).unwrap().with_guard(held).target(), 10);
}

#[test]
fn immobilizing() {
    // rule: GM-combat.immobilize
    let small_on_large = Immobilize::new(Size::Small, Size::Large);
    assert_eq!(small_on_large.evasion_bonus(), 4);
    assert_eq!(small_on_large.evasion_roll(5).unwrap().target(), 9);
    assert_eq!(small_on_large.hold_bonuses(), (0, 8));
    let large_on_small = Immobilize::new(Size::Large, Size::Small);
    assert_eq!(large_on_small.evasion_bonus(), 0);
    assert_eq!(large_on_small.hold_bonuses(), (8, 0));
    let (holder, target) = small_on_large.hold_rolls(10, 6).unwrap();
    assert_eq!((holder.target(), target.target()), (10, 14));
    assert_eq!(Hold::settle(true, true), Hold::Locked);
    assert_eq!(Hold::settle(false, false), Hold::Locked);
    assert_eq!(Hold::settle(true, false), Hold::Broken);
    assert_eq!(Hold::settle(false, true), Hold::Immobilized);
    assert_eq!(osr_combat::gods_and_monsters::IMMOBILIZED_PENALTY, 6);
    // The immobilizer defends at -2; a broken hold lets the target attack at +6.
    let grappler = Guard {
        immobilizing: true,
        ..Guard::default()
    };
    assert_eq!(
        Attack::new(0, 4, 4).unwrap().with_guard(grappler).target(),
        13
    );
    let free = Situation {
        broke_hold: true,
        ..Situation::default()
    };
    assert_eq!(on_yeti(2, 2).with_situation(free).target(), 18);
}

#[test]
fn an_immobilized_target_is_attacked_as_immobile() {
    // rule: GM-combat.immobilize.followup
    assert_eq!(Hold::Immobilized.target_is(), Some(NonDefending::Immobile));
    assert_eq!(Hold::Locked.target_is(), None);
    let held = Situation {
        non_defending: Hold::Immobilized.target_is(),
        ..Situation::default()
    };
    assert_eq!(on_yeti(2, 2).with_situation(held).target(), 22);
}

#[test]
fn quickdraw_is_an_evasion_roll() {
    // rule: GM-combat.quickdraw
    let roll = quickdraw_roll(5, 0).unwrap();
    assert!(osr_testkit::band(&roll, &[3]).passed());
    assert!(!osr_testkit::band(&roll, &[12]).passed());
    assert_eq!(quickdraw_roll(5, 2).unwrap().target(), 3);
}

#[test]
fn non_defending_bonuses_do_not_combine() {
    // rule: GM-combat.non-defending
    use NonDefending::{Covered, Immobile, Unaware};
    assert_eq!(NonDefending::best(&[Covered, Unaware]), Some(Covered));
    assert_eq!(
        NonDefending::best(&[Unaware, Immobile, Covered]),
        Some(Immobile)
    );
    assert_eq!(NonDefending::best(&[]), None);
    let best = Situation {
        non_defending: NonDefending::best(&[Covered, Unaware]),
        ..Situation::default()
    };
    assert_eq!(on_yeti(2, 2).with_situation(best).target(), 16);
}

#[test]
fn covering_a_target() {
    // rule: GM-combat.covered
    assert_eq!(
        (
            NonDefending::Covered.attack_bonus(),
            NonDefending::Covered.damage_bonus()
        ),
        (4, 1)
    );
    // The target (perception 9) against the coverer (evasion 6): the target's win takes the free attack away.
    let contest = covered_contest(9, 6).unwrap();
    let won = contest.roll(&mut faces(&[5, 12])).unwrap();
    assert_eq!(osr_check::Resolved::band(&won), ContestEnd::Won(0));
    let lost = contest.roll(&mut faces(&[12, 5])).unwrap();
    assert_eq!(osr_check::Resolved::band(&lost), ContestEnd::Won(1));
}

#[test]
fn immobile_targets_are_hit_at_plus_ten() {
    // rule: GM-combat.immobile-bonus
    let asleep = Situation {
        non_defending: Some(NonDefending::Immobile),
        ..Situation::default()
    };
    assert_eq!(on_yeti(0, 0).with_situation(asleep).target(), 18);
}

#[test]
fn unaware_targets_are_hit_at_plus_four() {
    // rule: GM-combat.unaware
    let unaware = Situation {
        non_defending: Some(NonDefending::Unaware),
        ..Situation::default()
    };
    assert_eq!(on_yeti(1, 0).with_situation(unaware).target(), 13);
    assert_eq!(NonDefending::Unaware.damage_bonus(), 0);
    assert!(unaware_extra_attack(true, true, true));
    assert!(!unaware_extra_attack(false, true, true));
    assert!(!unaware_extra_attack(true, false, true));
    assert!(!unaware_extra_attack(true, true, false));
}

#[test]
fn modifiers_are_listed_by_name() {
    let s = Situation {
        range_penalty: penalty(2),
        called_shot: true,
        non_defending: Some(NonDefending::Unaware),
        ..Situation::default()
    };
    assert_eq!(
        s.modifiers(),
        [("range", -2), ("called_shot", -3), ("non_defending", 4)]
    );
    assert_eq!(s.modifier(), -1);
}
