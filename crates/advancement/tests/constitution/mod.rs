//! 3d6 Constitution: treasure, foes, quests, the level table, the
//! improvement roll and the spell-rating roll, with the rulebook's numbers.

use num_traits::{One, Zero};
use osr_advancement::constitution::{
    Ability, Gain, Haul, Improved, Improvement, ModuleConversion, SpellImprovement, Verdict,
    foes_xp, level_table, quest_xp, scaled_level_table, treasure_xp,
};
use osr_advancement::{Error, Xp};
use osr_check::{Check, Resolved, ratio};
use osr_equipment::constitution::Coins;

use crate::common::{assert_agrees_with_sampling, assert_well_formed, band, roll};

fn haul(gain: Gain, sp: u32) -> Haul {
    Haul {
        gain,
        value: Coins::silver(sp),
        secured: true,
    }
}

#[test]
fn valuables_count_and_mundane_goods_do_not() {
    // rule: TC-2.1
    let coins = haul(Gain::Coins, 300);
    let rug = haul(Gain::ArtOrFineObject, 200);
    let swords = haul(Gain::MundaneGoods, 100);
    assert_eq!(coins.xp() + rug.xp(), 500);
    assert_eq!(swords.xp(), 0);
    assert_eq!(swords.verdict(), Verdict::NotTreasure);
    for gain in [Gain::Jewels, Gain::Trinkets, Gain::PreciousMetal] {
        assert_eq!(haul(gain, 40).xp(), 40);
    }
}

#[test]
fn magic_items_count_only_when_sold_at_the_end_of_their_adventure() {
    // rule: TC-2.2
    let sold = haul(
        Gain::MagicItem {
            sold_at_end_of_adventure: true,
        },
        800,
    );
    let kept = haul(
        Gain::MagicItem {
            sold_at_end_of_adventure: false,
        },
        800,
    );
    assert_eq!(sold.xp(), 800);
    assert_eq!(kept.xp(), 0);
    assert_eq!(kept.verdict(), Verdict::MagicItemKept);
}

#[test]
fn adventure_profit_counts_and_salaries_never() {
    // rule: TC-2.3
    // A 10% stake in a caravan's 6000 sp profit: 600 XP; guards' wages none.
    assert_eq!(haul(Gain::AdventureProfit, 600).xp(), 600);
    let wages = haul(Gain::Salary, 5 * 30);
    assert_eq!((wages.xp(), wages.verdict()), (0, Verdict::Salary));
}

#[test]
fn money_taken_from_mundane_people_does_not_count() {
    // rule: TC-2.4
    let robbed = haul(Gain::TakenFromMundane, 250);
    assert_eq!(
        (robbed.xp(), robbed.verdict()),
        (0, Verdict::TakenFromMundane)
    );
}

#[test]
fn treasure_counts_once_secured_and_stays_counted() {
    // rule: TC-2.5
    let carried = Haul {
        secured: false,
        ..haul(Gain::Coins, 400)
    };
    assert_eq!((carried.xp(), carried.verdict()), (0, Verdict::NotSecured));
    let banked = haul(Gain::Coins, 400);
    let xp = Xp::ZERO.award(banked.xp()).unwrap();
    // Taxes or thieves afterwards: experience is never taken away (an
    // award is a u64, so a negative one cannot be asked for).
    assert_eq!(xp.get(), 400);
}

#[test]
fn gold_is_fifty_silver_and_copper_a_tenth() {
    // rule: TC-2.6
    assert_eq!(treasure_xp(Coins::gold(1)), 50);
    assert_eq!(treasure_xp(Coins::copper(10)), 1);
    assert_eq!(treasure_xp(Coins::copper(9)), 0);
    assert_eq!(treasure_xp(Coins::silver(1_000)), 1_000);
    // 1 XP per gp, 10 sp to their gp, level 2 at 2000: 500 gp there is 25%
    // of the way to level 2, 375 XP here, stocked as 375 sp = 7.5 gp.
    let module = ModuleConversion::new(1, 1, 2_000).unwrap();
    assert_eq!(module.convert(500).unwrap(), Coins::silver(375));
    assert_eq!(
        module.convert(500).unwrap(),
        Coins::gold(7).checked_add(Coins::silver(25)).unwrap()
    );
    // A module whose level 2 is 1500 too keeps its hoards' XP: 1,000 gp at
    // 1 XP per gp is 1,000 sp here.
    let same = ModuleConversion::new(1, 1, 1_500).unwrap();
    assert_eq!(same.convert(1_000).unwrap(), Coins::silver(1_000));
    assert!(ModuleConversion::new(0, 1, 2_000).is_err());
}

#[test]
fn ten_xp_per_hit_die_of_foes() {
    // rule: TC-2.7
    assert_eq!(foes_xp(&[1, 1, 1, 4]).unwrap(), 70);
    assert_eq!(foes_xp(&[]).unwrap(), 0);
    assert_eq!(
        foes_xp(&[u32::MAX; 10]).unwrap(),
        10 * 10 * u64::from(u32::MAX)
    );
}

#[test]
fn quest_xp_at_the_negotiated_rate() {
    // rule: TC-2.8
    assert_eq!(quest_xp(12, 10).unwrap(), 120);
    assert_eq!(quest_xp(37, 10).unwrap(), 370);
    assert_eq!(
        quest_xp(u32::MAX, u64::MAX),
        Err(Error::Overflow { what: "experience" })
    );
}

#[test]
fn levels_double_from_1500_at_every_boundary() {
    // rule: TC-2.9
    let table = level_table();
    let expected = [
        (2, 1_500),
        (3, 3_000),
        (4, 6_000),
        (5, 12_000),
        (6, 24_000),
        (7, 48_000),
        (8, 96_000),
        (9, 192_000),
        (10, 384_000),
    ];
    assert_eq!(table.level(Xp::ZERO).unwrap(), 1);
    for (level, xp) in expected {
        assert_eq!(table.threshold(level).unwrap(), xp);
        assert_eq!(table.level(Xp::new(xp - 1)).unwrap(), level - 1, "{xp} - 1");
        assert_eq!(table.level(Xp::new(xp)).unwrap(), level, "{xp}");
    }
    // Every boundary of the table: 1500 doubled, one XP below and at it.
    for level in 2..=table.top() {
        let xp = 1_500_u64 << (level - 2);
        assert_eq!(table.threshold(level).unwrap(), xp);
        assert_eq!(table.level(Xp::new(xp - 1)).unwrap(), level - 1);
        assert_eq!(table.level(Xp::new(xp)).unwrap(), level);
    }
    assert_eq!(table.level(Xp::new(5_999)).unwrap(), 3);
    assert_eq!(table.level(Xp::new(12_000)).unwrap(), 5);
    // The top of the table and past it.
    let top = table.threshold(table.top()).unwrap();
    assert_eq!(top, 1_500 << (table.top() - 2));
    assert_eq!(
        table.level(Xp::new(table.ceiling() - 1)).unwrap(),
        table.top()
    );
    assert_eq!(
        table.level(Xp::new(table.ceiling())),
        Err(Error::XpBeyondTable {
            xp: table.ceiling(),
            ceiling: table.ceiling()
        })
    );
}

#[test]
fn the_short_campaign_scale_divides_every_threshold() {
    // rule: TC-2.9.short
    let short = scaled_level_table(1, 10).unwrap();
    for (level, xp) in [(2, 150), (3, 300), (4, 600), (5, 1_200), (6, 2_400)] {
        assert_eq!(short.threshold(level).unwrap(), xp);
        assert_eq!(short.level(Xp::new(xp - 1)).unwrap(), level - 1);
        assert_eq!(short.level(Xp::new(xp)).unwrap(), level);
    }
    assert_eq!(short.level(Xp::new(650)).unwrap(), 4);
    // Maastricht '18: 9000 sp split among 5 players, 1800 XP each.
    assert_eq!(short.level(Xp::new(1_800)).unwrap(), 5);
    assert_eq!(level_table().level(Xp::new(1_800)).unwrap(), 2);
    // Thirds round up.
    assert_eq!(scaled_level_table(1, 7).unwrap().threshold(2).unwrap(), 215);
    assert!(scaled_level_table(0, 10).is_err());
    assert!(scaled_level_table(1, 10_000_000).is_err());
}

#[test]
fn the_improvement_roll_beats_a_score_or_moves_on() {
    // rule: TC-4.9
    let order = [
        (Ability::Str, 8),
        (Ability::Wit, 12),
        (Ability::Kno, 15),
        (Ability::Wil, 10),
        (Ability::Cha, 17),
    ];
    let improvement = Improvement::new(&order).unwrap();
    // 7 does not beat 8; 13 beats 12: WIT 12 -> 13, stop.
    let outcome = roll(&improvement, &[7, 13]);
    assert_eq!(outcome.raised(), Some((Ability::Wit, 12, 13)));
    assert_eq!(outcome.tries().len(), 2);
    // Equal is not higher.
    assert_eq!(band(&improvement, &[8, 12, 15, 10, 17]), Improved::Nothing);
    // STR 13, CHA 14, WIL 9 tried in that order: 13, 6, 15 -> WIL 10.
    let x20 =
        Improvement::new(&[(Ability::Str, 13), (Ability::Cha, 14), (Ability::Wil, 9)]).unwrap();
    assert_eq!(
        roll(&x20, &[13, 6, 15]).raised(),
        Some((Ability::Wil, 9, 10))
    );
    assert_eq!(band(&improvement, &[9]), Improved::Raised(Ability::Str));
    // The chance to raise STR 14: 6 in 20.
    assert_eq!(Improvement::chance_to_raise(14).unwrap(), ratio(6, 20));
    let str14 = Improvement::new(&[(Ability::Str, 14)]).unwrap();
    assert_eq!(
        str14.odds().probability(&Improved::Raised(Ability::Str)),
        Some(ratio(3, 10))
    );
    // Five tries: nothing rises only if every d20 is at most its score.
    let odds = improvement.odds();
    assert_eq!(
        odds.probability(&Improved::Nothing),
        Some(ratio(8 * 12 * 15 * 10 * 17, 20_i64.pow(5)))
    );
    assert_eq!(
        odds.probability(&Improved::Raised(Ability::Wit)),
        Some(ratio(8 * 8, 400))
    );
    assert!(Improvement::new(&[(Ability::Str, 8), (Ability::Str, 9)]).is_err());
    assert!(Improvement::new::<i32>(&[]).is_err());
    assert!(Improvement::new(&[(Ability::Str, 21)]).is_err());
}

#[test]
fn improvement_odds_match_every_face_and_sampling() {
    let improvement =
        Improvement::new(&[(Ability::Kno, 15), (Ability::Str, 3), (Ability::Cha, 20)]).unwrap();
    assert_well_formed(&improvement.odds());
    // Brute force over all 20^3 faces.
    let mut counts = std::collections::BTreeMap::new();
    for a in 1..=20 {
        for b in 1..=20 {
            for c in 1..=20 {
                let outcome = improvement
                    .roll(&mut osr_core::SuppliedFaces::new(&[a, b, c]))
                    .unwrap();
                *counts.entry(outcome.band()).or_insert(0_i64) += 1;
            }
        }
    }
    for (band, n) in counts {
        assert_eq!(improvement.odds().probability(&band), Some(ratio(n, 8_000)));
    }
    assert_agrees_with_sampling(&improvement, 20_000);
}

#[test]
fn the_spell_roll_takes_a_higher_d100_or_adds_a_d6() {
    // rule: TC-12.15
    let forty = SpellImprovement::new(40).unwrap();
    assert_eq!(band(&forty, &[73]), 73);
    assert_eq!(band(&forty, &[22, 1]), 41);
    assert_eq!(band(&forty, &[22, 6]), 46);
    // Equal is not higher: +1d6.
    assert_eq!(band(&forty, &[40, 3]), 43);
    // The sage at 60% rolls 83.
    assert_eq!(band(&SpellImprovement::new(60).unwrap(), &[83]), 83);
    // The +1d6 stops at 100.
    assert_eq!(band(&SpellImprovement::new(98).unwrap(), &[50, 6]), 100);
    let odds = forty.odds();
    assert_well_formed(&odds);
    // Each d100 above 40 alone: 1/100; 41 also comes from 40 of 100 d100s
    // times 1/6.
    assert_eq!(odds.probability(&73), Some(ratio(1, 100)));
    assert_eq!(odds.probability(&41), Some(ratio(1, 100) + ratio(40, 600)));
    assert_eq!(odds.probability(&40), Some(ratio(0, 1)));
    assert!(SpellImprovement::new(101).is_err());
}

#[test]
fn spell_odds_match_every_face_and_sampling() {
    for rating in [0, 1, 57, 95, 100] {
        let check = SpellImprovement::new(rating).unwrap();
        let odds = check.odds();
        let mut total = num_rational::BigRational::zero();
        for d100 in 1..=100_u32 {
            for d6 in 1..=6_u32 {
                let outcome = check
                    .roll(&mut osr_core::SuppliedFaces::new(&[d100, d6]))
                    .unwrap();
                let expected = if d100 > rating {
                    d100
                } else {
                    (rating + d6).min(100)
                };
                assert_eq!(outcome.band(), expected);
                total += ratio(1, 600);
            }
        }
        assert!(total.is_one());
        assert!(odds.total().is_one());
        assert_agrees_with_sampling(&check, 10_000);
    }
}

#[test]
fn the_end_of_a_session_lists_every_roll() {
    // rule: TC-4.9
    // rule: TC-12.15
    use osr_advancement::constitution::{SessionEnd, SessionEvent};
    let end = SessionEnd::new(
        Improvement::new(&[(Ability::Str, 8), (Ability::Wit, 12)]).unwrap(),
        Some(SpellImprovement::new(40).unwrap()),
    );
    let rolled = end
        .roll(&mut osr_core::SuppliedFaces::new(&[7, 13, 22, 4]))
        .unwrap();
    assert_eq!(
        rolled.events(),
        [
            SessionEvent::AbilityTried {
                ability: Ability::Str,
                score: 8,
                face: 7
            },
            SessionEvent::AbilityTried {
                ability: Ability::Wit,
                score: 12,
                face: 13
            },
            SessionEvent::AbilityRaised {
                ability: Ability::Wit,
                from: 12,
                to: 13
            },
            SessionEvent::SpellRated {
                from: 40,
                to: 44,
                d100: 22,
                d6: Some(4)
            },
        ]
    );
    assert_eq!(end.verify(&rolled), Ok(()));
    // No cast, no spell roll; every try fails.
    let quiet = SessionEnd::new(Improvement::new(&[(Ability::Cha, 17)]).unwrap(), None);
    let rolled = quiet
        .roll(&mut osr_core::SuppliedFaces::new(&[17]))
        .unwrap();
    assert_eq!(rolled.events().last(), Some(&SessionEvent::NoImprovement));
    assert_eq!(rolled.dice().len(), 1);
    // A record that does not follow from its dice is refused.
    let other = quiet
        .roll(&mut osr_core::SuppliedFaces::new(&[18]))
        .unwrap();
    assert!(end.verify(&other).is_err());
}
