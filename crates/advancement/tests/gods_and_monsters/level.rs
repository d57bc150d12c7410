//! Experience, the level table and the gains of a level.

use osr_advancement::gods_and_monsters::{
    self as gm, Abilities, Archetype, Awarded, Benefits, Disposal, Event, FirstLevel, LevelUp,
    Reaction, Source, award, level_table, loot_xp, mojo_for_level, mojo_xp, specialties_at,
    threshold,
};
use osr_advancement::{Error, Xp};
use osr_check::ratio;
use osr_core::SuppliedFaces;
use osr_equipment::gods_and_monsters::Price;

fn toromeen() -> Abilities {
    Abilities::new(8, 12, 15, 15, 10, 18).unwrap()
}

#[test]
fn thresholds_at_every_printed_level() {
    // rule: GM-adv.xp-thresholds
    let printed = [
        (2, 1_000),
        (3, 3_000),
        (4, 6_000),
        (5, 10_000),
        (6, 15_000),
        (7, 21_000),
        (8, 28_000),
        (9, 36_000),
        (10, 45_000),
    ];
    let table = level_table();
    assert_eq!(table.level(Xp::ZERO).unwrap(), 1);
    for (level, xp) in printed {
        assert_eq!(threshold(level), Some(xp));
        assert_eq!(table.threshold(level).unwrap(), xp);
        assert_eq!(table.level(Xp::new(xp - 1)).unwrap(), level - 1, "{xp} - 1");
        assert_eq!(table.level(Xp::new(xp)).unwrap(), level, "{xp}");
    }
    // Every boundary of the table: each level costs the last level times
    // 1,000 more.
    let mut xp = 0;
    for level in 2..=table.top() {
        xp += u64::from(level - 1) * 1_000;
        assert_eq!(table.level(Xp::new(xp - 1)).unwrap(), level - 1);
        assert_eq!(table.level(Xp::new(xp)).unwrap(), level);
    }
    // Beyond the printed table the rule goes on: level 11 at 55,000.
    assert_eq!(table.threshold(11).unwrap(), 55_000);
    let ceiling = table.ceiling();
    assert_eq!(ceiling, 500 * 51 * 50);
    assert_eq!(table.level(Xp::new(ceiling - 1)).unwrap(), 50);
    assert_eq!(
        table.level(Xp::new(ceiling)),
        Err(Error::XpBeyondTable {
            xp: ceiling,
            ceiling
        })
    );
}

#[test]
fn mojo_on_archetypal_rolls_gives_fifty_xp_each_at_once() {
    // rule: GM-adv.xp.mojo
    assert_eq!(mojo_xp(4), 200);
    let source = Source::ArchetypalMojo { mojo: 4 };
    assert_eq!(
        (source.xp(), source.awarded(), source.shared()),
        (200, Awarded::Immediately, false)
    );
}

#[test]
fn loot_donated_or_lost_gives_two_xp_per_coin() {
    // rule: GM-adv.xp.loot
    assert_eq!(loot_xp(Price::whole(150), Disposal::Donated), 300);
    assert_eq!(loot_xp(Price::whole(150), Disposal::Lost), 300);
    assert_eq!(loot_xp(Price::whole(150), Disposal::Bribe), 0);
    assert_eq!(loot_xp(Price::whole(150), Disposal::Gambling), 0);
    assert_eq!(
        loot_xp(
            Price::whole(40),
            Disposal::Stipulated { guide_agrees: true }
        ),
        80
    );
    assert_eq!(
        loot_xp(
            Price::whole(40),
            Disposal::Stipulated {
                guide_agrees: false
            }
        ),
        0
    );
    // Half a coin is one XP; a hundredth is none.
    assert_eq!(loot_xp(Price::from_subunits(50), Disposal::Donated), 1);
    assert_eq!(loot_xp(Price::from_subunits(1), Disposal::Donated), 0);
}

#[test]
fn engagement_conflict_and_loot_are_shared_after_the_adventure() {
    // rule: GM-adv.xp-sources
    let engagement = Source::Engagement { xp: 120 };
    let conflict = Source::Conflict { xp: 300 };
    let loot = Source::Loot {
        value: Price::whole(150),
        disposal: Disposal::Donated,
    };
    assert_eq!(
        (engagement.xp(), engagement.awarded()),
        (120, Awarded::AfterTheAdventure)
    );
    assert_eq!(
        (conflict.xp(), conflict.awarded()),
        (300, Awarded::AfterTheAdventure)
    );
    assert_eq!(
        (loot.xp(), loot.awarded()),
        (300, Awarded::BetweenAdventures)
    );
    assert!(engagement.shared() && conflict.shared() && loot.shared());
    // Shared among the group: 300 XP of donated loot for four is 75 each.
    assert_eq!(gm::share(loot.xp(), 4).unwrap(), (75, 0));
    assert!(gm::share(300, 0).is_err());
}

#[test]
fn a_crossed_threshold_raises_the_level_at_once() {
    // rule: GM-adv.level-up.timing
    let table = level_table();
    let now = award(&table, Xp::new(800), mojo_xp(4), false).unwrap();
    assert_eq!(
        (now.after, now.from_level, now.to_level),
        (Xp::new(1_000), 1, 2)
    );
    assert_eq!(now.benefits, Some(Benefits::Now));
    let later = award(&table, Xp::new(800), 2_200, true).unwrap();
    assert_eq!(
        (later.to_level, later.benefits),
        (3, Some(Benefits::AfterTheScene))
    );
    let short = award(&table, Xp::new(800), 199, false).unwrap();
    assert_eq!((short.to_level, short.benefits), (1, None));
}

#[test]
fn toromeen_gains_ten_verve_at_level_two() {
    // rule: GM-adv.survival-verve
    let first = FirstLevel::new(Archetype::Warrior, &toromeen());
    assert_eq!((first.survival, first.verve), (7, 7));
    let level_2 = LevelUp::new(Archetype::Warrior, 2, &toromeen()).unwrap();
    let gained = level_2.roll(&mut SuppliedFaces::new(&[8])).unwrap();
    // 7 + (8 + Str minor 2 + Int minor 0) = 17; survival stays 7.
    assert_eq!(first.verve + gained.verve_gain(), 17);
    assert_eq!(gained.survival_gain(), 0);
    assert!(gained.events().contains(&Event::VerveGained {
        die: 8,
        archetype: Archetype::Warrior,
        archetypal_minor: 2,
        contributor_minor: 0,
        gain: 10,
    }));
    // Level 3: d10 + endurance 15 as a major contributor (+2).
    let level_3 = LevelUp::new(Archetype::Warrior, 3, &toromeen()).unwrap();
    let gained = level_3.roll(&mut SuppliedFaces::new(&[5])).unwrap();
    assert_eq!((gained.survival_gain(), gained.verve_gain()), (7, 0));
    let odds = level_3.odds();
    assert_eq!(odds.probability(&3), Some(ratio(1, 10)));
    assert_eq!(odds.probability(&2), Some(ratio(0, 1)));
    // A gain never goes below zero: endurance 3 (major -4), d10 1..=4.
    let frail = Abilities::new(10, 10, 10, 3, 10, 10).unwrap();
    let odds = LevelUp::new(Archetype::Thief, 3, &frail).unwrap().odds();
    assert_eq!(odds.probability(&0), Some(ratio(4, 10)));
    assert_eq!(odds.probability(&6), Some(ratio(1, 10)));
}

#[test]
fn level_up_odds_match_every_face() {
    for level in [2, 3, 8, 9] {
        for archetype in Archetype::ALL {
            let up = LevelUp::new(archetype, level, &toromeen()).unwrap();
            let odds = up.odds();
            assert_eq!(odds.total(), ratio(1, 1));
            let mut counts = std::collections::BTreeMap::new();
            for face in 1..=10 {
                let gained = up.roll(&mut SuppliedFaces::new(&[face])).unwrap();
                assert_eq!(up.verify(&gained), Ok(()));
                *counts
                    .entry(gained.survival_gain() + gained.verve_gain())
                    .or_insert(0) += 1;
            }
            for (gain, n) in counts {
                assert_eq!(odds.probability(&gain), Some(ratio(n, 10)));
            }
        }
    }
}

#[test]
fn fighting_art_by_archetype_and_level() {
    // rule: GM-adv.fighting-art
    assert_eq!(Archetype::Warrior.fighting_art_bonus(2), 2); // Toromeen
    assert_eq!(Archetype::Monk.fighting_art_bonus(2), 1); // Charlotte
    // Sam, thief 1 / warrior 1.
    assert_eq!(
        Archetype::Thief.fighting_art_bonus(1) + Archetype::Warrior.fighting_art_bonus(1),
        1
    );
    assert_eq!(
        gm::fighting_art_total(&[(Archetype::Thief, 1), (Archetype::Warrior, 1)]),
        1
    );
    assert_eq!(
        gm::fighting_art_total(&[(Archetype::Monk, 4), (Archetype::Sorceror, 3)]),
        3
    );
    for level in 1..=10 {
        assert_eq!(Archetype::Warrior.fighting_art_bonus(level), level);
        assert_eq!(Archetype::Prophet.fighting_art_bonus(level), level / 2);
        assert_eq!(Archetype::Sorceror.fighting_art_bonus(level), level / 3);
    }
    let printed_sorceror = [0, 0, 1, 1, 1, 2, 2, 2, 3, 3];
    for (level, bonus) in (1..=10).zip(printed_sorceror) {
        assert_eq!(Archetype::Sorceror.fighting_art_bonus(level), bonus);
    }
    let up = LevelUp::new(Archetype::Sorceror, 3, &toromeen()).unwrap();
    let events = up.roll(&mut SuppliedFaces::new(&[1])).unwrap();
    assert!(events.events().contains(&Event::FightingArtRaised {
        archetype: Archetype::Sorceror,
        by: 1,
        bonus: 1
    }));
}

#[test]
fn toromeen_reactions_at_level_two() {
    // rule: GM-adv.reactions
    // Level 1 totals (base, contributors, specials) and the level-2 rises.
    let first = [
        (Reaction::Health, 10),
        (Reaction::Fortitude, 10),
        (Reaction::Willpower, 6),
        (Reaction::Evasion, 4),
        (Reaction::Reason, 6),
        (Reaction::Perception, 3),
    ];
    let up = LevelUp::new(Archetype::Warrior, 2, &toromeen()).unwrap();
    let gained = up.roll(&mut SuppliedFaces::new(&[8])).unwrap();
    let rise = |r: Reaction| {
        gained
            .events()
            .iter()
            .find_map(|e| match e {
                Event::ReactionRaised { reaction, by } if *reaction == r => Some(*by),
                _ => None,
            })
            .unwrap_or(0)
    };
    let at_2: Vec<(Reaction, u32)> = first.iter().map(|&(r, v)| (r, v + rise(r))).collect();
    assert!(at_2.contains(&(Reaction::Fortitude, 11)));
    assert!(at_2.contains(&(Reaction::Willpower, 7)));
    assert!(at_2.contains(&(Reaction::Perception, 4)));
    // Archetypal reaction: a bonus of level; the others +1 per even level.
    assert_eq!(Archetype::Warrior.reaction_bonus(Reaction::Fortitude, 7), 7);
    assert_eq!(Archetype::Warrior.reaction_bonus(Reaction::Health, 7), 3);
    let odd = LevelUp::new(Archetype::Warrior, 3, &toromeen()).unwrap();
    let odd = odd.roll(&mut SuppliedFaces::new(&[1])).unwrap();
    let raised: Vec<&Event> = odd
        .events()
        .iter()
        .filter(|e| matches!(e, Event::ReactionRaised { .. }))
        .collect();
    assert_eq!(
        raised,
        [&Event::ReactionRaised {
            reaction: Reaction::Fortitude,
            by: 1
        }]
    );
}

#[test]
fn a_specialty_at_every_odd_level_from_the_third() {
    // rule: GM-adv.specialties
    for (level, specialties) in [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (7, 4), (9, 5)] {
        assert_eq!(specialties_at(level), specialties);
    }
    let at_3 = LevelUp::new(Archetype::Monk, 3, &toromeen()).unwrap();
    let events = at_3.roll(&mut SuppliedFaces::new(&[4])).unwrap();
    assert!(
        events
            .events()
            .contains(&Event::SpecialtyGained { specialties: 2 })
    );
    let at_4 = LevelUp::new(Archetype::Monk, 4, &toromeen()).unwrap();
    let events = at_4.roll(&mut SuppliedFaces::new(&[4])).unwrap();
    assert!(
        !events
            .events()
            .iter()
            .any(|e| matches!(e, Event::SpecialtyGained { .. }))
    );
}

#[test]
fn ten_plus_level_mojo_per_level_and_toromeen_starts_with_sixteen() {
    // rule: GM-adv.mojo.per-level
    for level in 2..=10 {
        assert_eq!(mojo_for_level(level), 10 + level);
        let up = LevelUp::new(Archetype::Prophet, level, &toromeen()).unwrap();
        assert_eq!(
            up.roll(&mut SuppliedFaces::new(&[3])).unwrap().mojo_gain(),
            10 + level
        );
    }
    assert_eq!(mojo_for_level(2), 12);
    assert_eq!(mojo_for_level(10), 20);
    // 12 + Str 18 as a major contributor (+4).
    assert_eq!(FirstLevel::new(Archetype::Warrior, &toromeen()).mojo, 16);
}

#[test]
fn several_archetypes_use_archetype_levels_for_reactions_and_fighting_art() {
    // rule: GM-adv.multi-archetype
    // Sam: thief 1, then warrior 1: overall level 2 rolls verve.
    let sam = Abilities::new(10, 12, 14, 12, 15, 13).unwrap();
    let up = LevelUp::multi(
        Archetype::Warrior,
        &[(Archetype::Thief, 1), (Archetype::Warrior, 1)],
        &sam,
    )
    .unwrap();
    assert_eq!(up.level(), 2);
    assert!(up.rolls_verve());
    // Tied at 1: the newly raised archetype's modifiers (Str 13, Int 12).
    assert_eq!(up.verve_archetype(), Archetype::Warrior);
    assert_eq!(up.modifier(), 0);
    let gained = up.roll(&mut SuppliedFaces::new(&[6])).unwrap();
    assert!(gained.events().contains(&Event::FightingArtRaised {
        archetype: Archetype::Warrior,
        by: 1,
        bonus: 1
    }));
    // Warrior level 1 is odd: only fortitude rises.
    let reactions: Vec<&Event> = gained
        .events()
        .iter()
        .filter(|e| matches!(e, Event::ReactionRaised { .. }))
        .collect();
    assert_eq!(
        reactions,
        [&Event::ReactionRaised {
            reaction: Reaction::Fortitude,
            by: 1
        }]
    );
    assert!(gained.events().contains(&Event::MojoGained { mojo: 12 }));
    // Thief 3, warrior 1 -> 2: the thief is highest, its modifiers count.
    let up = LevelUp::multi(
        Archetype::Warrior,
        &[(Archetype::Thief, 3), (Archetype::Warrior, 2)],
        &sam,
    )
    .unwrap();
    assert_eq!((up.level(), up.verve_archetype()), (5, Archetype::Thief));
    assert!(!up.rolls_verve());
    assert!(LevelUp::multi(Archetype::Monk, &[(Archetype::Thief, 2)], &sam).is_err());
    assert!(
        LevelUp::multi(
            Archetype::Thief,
            &[(Archetype::Thief, 1), (Archetype::Thief, 1)],
            &sam
        )
        .is_err()
    );
    assert!(LevelUp::new(Archetype::Thief, 1, &sam).is_err());
}

#[test]
fn a_thief_improves_a_thief_field_at_each_level() {
    // rule: GM-adv.thief
    let up = LevelUp::new(Archetype::Thief, 2, &toromeen()).unwrap();
    let gained = up.roll(&mut SuppliedFaces::new(&[2])).unwrap();
    assert!(gained.events().contains(&Event::ThiefAdvance));
    // Thief 2: Fighting Art +1 (even level), evasion +1, others +1.
    assert!(gained.events().contains(&Event::FightingArtRaised {
        archetype: Archetype::Thief,
        by: 1,
        bonus: 1
    }));
    let warrior = LevelUp::new(Archetype::Warrior, 2, &toromeen()).unwrap();
    let gained = warrior.roll(&mut SuppliedFaces::new(&[2])).unwrap();
    assert!(!gained.events().contains(&Event::ThiefAdvance));
}

#[test]
fn every_level_up_reviews_the_moral_code() {
    // rule: GM-adv.moral-code
    for level in 2..=6 {
        let up = LevelUp::new(Archetype::Prophet, level, &toromeen()).unwrap();
        let gained = up.roll(&mut SuppliedFaces::new(&[9])).unwrap();
        assert_eq!(gained.events().last(), Some(&Event::MoralCodeReview));
    }
}

#[test]
fn a_replacement_takes_the_guides_experience_and_mojo() {
    // rule: GM-adv.new-character
    use osr_advancement::gods_and_monsters::{Mojo, Replacement};
    let heir = Replacement::new(&level_table(), 3_000, 20).unwrap();
    assert_eq!(
        (heir.xp, heir.level, heir.mojo),
        (Xp::new(3_000), 3, Mojo::new(20))
    );
    assert_eq!(Replacement::new(&level_table(), 2_999, 0).unwrap().level, 2);
    assert!(Replacement::new(&level_table(), u64::MAX, 0).is_err());
}

#[test]
fn the_seed_tables_pass_the_checks_a_referees_table_gets() {
    for table in [level_table(), osr_advancement::constitution::level_table()] {
        let rebuilt =
            osr_advancement::LevelTable::new(table.thresholds().to_vec(), table.ceiling());
        assert_eq!(rebuilt, Ok(table));
    }
}

#[test]
fn a_referees_longer_table_levels_past_the_seeds_top() {
    // Sixty levels on the seed's rule: the level-up is not capped at 50.
    let thresholds: Vec<u64> = (1..=60).map(|l| threshold(l).unwrap()).collect();
    let long = osr_advancement::LevelTable::new(thresholds, threshold(61).unwrap()).unwrap();
    let level = long.level(Xp::new(threshold(55).unwrap())).unwrap();
    assert_eq!(level, 55);
    let gained = LevelUp::new(Archetype::Warrior, level, &toromeen())
        .unwrap()
        .roll(&mut SuppliedFaces::new(&[6]))
        .unwrap();
    assert_eq!(gained.survival_gain(), 8);
    assert_eq!(gained.mojo_gain(), 65);
    // The longest table any referee may give is the bound.
    let longest: Vec<u64> = (0..1_000).collect();
    assert!(osr_advancement::LevelTable::new(longest, 1_000).is_ok());
    let too_long: Vec<u64> = (0..1_001).collect();
    assert_eq!(
        osr_advancement::LevelTable::new(too_long, 1_001)
            .unwrap_err()
            .kind(),
        "invalid_table"
    );
    assert!(LevelUp::new(Archetype::Warrior, 1_000, &toromeen()).is_ok());
    assert!(LevelUp::new(Archetype::Warrior, 1_001, &toromeen()).is_err());
}
