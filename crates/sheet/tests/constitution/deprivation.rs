//! Food, water and sleep kept on the sheet, each consequence applied where
//! it is read: checks, the morning's fatigue, overland speed, the daily
//! injury saves, death of thirst, and the document.

use osr_check::Check;
use osr_combat::Side;
use osr_core::SuppliedFaces;
use osr_health::constitution::Event as HealthEvent;
use osr_health::constitution::Keep;
use osr_health::constitution::deprivation::{Day, Water};
use osr_sheet::constitution::{Abilities, Ability, CheckKind, Sheet};
use osr_travel::constitution::{Terrain, Weather};

const DRY: Day = Day {
    water: Water::None,
    ..Day::NORMAL
};

fn sheet(scores: [i32; 5]) -> Sheet {
    Sheet::new(Abilities::new(scores).unwrap(), 4).unwrap()
}

#[test]
// rule: TC-15.5
// rule: TC-15.7
fn penalties_at_half_strength_tire_the_morning_and_halve_the_road() {
    // STR 12 without water: d20 5 + 12 = 17 against DC 20 fails, -6,
    // which is half of 12.
    let mut pc = sheet([12, 10, 10, 10, 10]);
    let rested_miles = pc
        .daily_miles(Terrain::Road, Weather::Clear, false)
        .unwrap();
    let lived = pc.live_day(DRY, &mut SuppliedFaces::new(&[5])).unwrap();
    assert_eq!(lived.faces(), [5]);
    assert!(lived.injury.is_none() && !lived.died_of_thirst);
    assert_eq!(pc.deprivation().penalty(), -6);
    // Every check the sheet builds carries the penalty: d20 10 + 12 - 6.
    assert_eq!(pc.modifier(CheckKind::Other).unwrap(), -6);
    let check = pc.check(CheckKind::Other, Ability::Str, 20).unwrap();
    assert_eq!(
        check.roll(&mut SuppliedFaces::new(&[10])).unwrap().total(),
        16
    );
    let fighter = pc.combatant(1, Side::Party).unwrap();
    assert_eq!(
        (fighter.to_hit.get(), fighter.initiative_bonus.get()),
        (-6, -6)
    );
    // Half speed on the road.
    assert_eq!(
        pc.daily_miles(Terrain::Road, Weather::Clear, false)
            .unwrap(),
        rested_miles / 2
    );
    // The morning starts with 1 fatigue: the re-roll takes two dice, the
    // lower kept (6 and 2 -> 2 HP).
    pc.good_night(Keep::New, &mut SuppliedFaces::new(&[6, 2]))
        .unwrap();
    assert_eq!((pc.health().fatigue(), pc.health().hp()), (1, 2));
}

#[test]
// rule: TC-15.7
fn penalties_at_full_strength_end_the_day_with_injury_saves() {
    // STR 4, WIL 10: the failed thirst save (3 + 4) is -6, past 4. The
    // injury saves at DC 20 carry the -6: STR 15 + 4 - 6 = 13, WIL
    // 15 + 10 - 6 = 19, both failed.
    let mut pc = sheet([4, 10, 10, 10, 10]);
    let lived = pc
        .live_day(DRY, &mut SuppliedFaces::new(&[3, 15, 15]))
        .unwrap();
    assert_eq!(lived.faces(), [3, 15, 15]);
    let injury = lived.injury.expect("injury saves at full STR");
    assert!(injury.events().contains(&HealthEvent::InjurySaves {
        dc: 20,
        strength_total: 13,
        strength_passed: false,
        will_total: Some(19),
        will_passed: false,
    }));
    // Without the day's penalties reaching STR there are none.
    let mut strong = sheet([14, 10, 10, 10, 10]);
    let lived = strong.live_day(DRY, &mut SuppliedFaces::new(&[3])).unwrap();
    assert!(lived.injury.is_none());
}

#[test]
// rule: TC-15.5
fn a_third_failed_thirst_save_kills_the_character() {
    // STR 18: d20 1 fails each day (19, 13, 7 against DC 20).
    let mut pc = sheet([18, 10, 10, 10, 10]);
    for day in 1..=3 {
        let lived = pc.live_day(DRY, &mut SuppliedFaces::new(&[1])).unwrap();
        assert_eq!(lived.died_of_thirst, day == 3, "day {day}");
        assert!(lived.injury.is_none(), "day {day}");
    }
    assert!(pc.health().is_dead());
    assert!(
        pc.live_day(Day::NORMAL, &mut SuppliedFaces::new(&[]))
            .is_err()
    );
}

#[test]
fn a_raised_strength_moves_the_clocks_with_it() {
    // The improvement roll raises STR 9 to 10 (d20 15 is above 9).
    let mut pc = sheet([9, 10, 10, 10, 10]);
    pc.improve(&[Ability::Str], &mut SuppliedFaces::new(&[15]))
        .unwrap();
    assert_eq!(pc.deprivation().strength(), 10);
    let weaker = pc
        .clone()
        .with_abilities(Abilities::new([6, 10, 10, 10, 10]).unwrap());
    assert_eq!(weaker.deprivation().strength(), 6);
}

#[cfg(feature = "serde")]
mod json {
    use super::*;
    use osr_health::constitution::deprivation::Deprivation;
    use serde_json::json;

    #[test]
    fn the_clocks_are_written_only_when_they_run_and_read_back() {
        let fresh = sheet([12, 10, 10, 10, 10]);
        let value = serde_json::to_value(&fresh).unwrap();
        assert!(value.get("deprivation").is_none(), "{value}");
        let mut dry = fresh;
        dry.live_day(DRY, &mut SuppliedFaces::new(&[5])).unwrap();
        let value = serde_json::to_value(&dry).unwrap();
        assert_eq!(value["deprivation"]["thirst_penalty"], 6);
        assert_eq!(value["deprivation"]["str"], 12);
        let back: Sheet = serde_json::from_value(value).unwrap();
        assert_eq!(back, dry);
    }

    #[test]
    fn clocks_that_disagree_with_the_sheet_are_refused() {
        let mut dry = sheet([12, 10, 10, 10, 10]);
        dry.live_day(DRY, &mut SuppliedFaces::new(&[5])).unwrap();
        let mut value = serde_json::to_value(&dry).unwrap();
        // Measured against another strength.
        value["deprivation"]["str"] = json!(14);
        let err = serde_json::from_value::<Sheet>(value.clone()).unwrap_err();
        assert!(err.to_string().contains("strength"), "{err}");
        // Dead of thirst on a living character.
        value["deprivation"]["str"] = json!(12);
        value["deprivation"]["thirst_failures"] = json!(3);
        value["deprivation"]["dead"] = json!(true);
        let err = serde_json::from_value::<Sheet>(value).unwrap_err();
        assert!(err.to_string().contains("thirst"), "{err}");
        // The same clocks through the constructor.
        let other = Deprivation::new(11).unwrap();
        assert!(dry.with_deprivation(other).is_err());
    }
}

/// Days lived on the sheet, many times over, end as the exact odds of
/// the run of days say (each ending within 4 standard errors).
#[test]
fn the_odds_of_a_run_of_days_agree_with_living_them() {
    use osr_health::constitution::deprivation::OrdealEnd;
    use rand_core::SeedableRng;

    const RUNS: u32 = 50_000;
    const DAYS: u32 = 6;
    // STR 12, a fighter of level 2: the level is added to the injury
    // saves, and a second failed strength save kills.
    let start = sheet([12, 10, 10, 12, 10])
        .with_class(Some(osr_sheet::constitution::Class::Fighter))
        .unwrap()
        .with_xp(2_000)
        .unwrap();
    assert_eq!(start.level().unwrap(), 2);
    // Neither food nor water, and a day's march: strain and thirst.
    let day = Day {
        food: osr_health::constitution::deprivation::Food::None,
        exertion: true,
        ..DRY
    };
    let course = start.deprivation_odds(day, DAYS).unwrap();
    let mut counts = [0_u32; 3];
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(28);
    for _ in 0..RUNS {
        let mut pc = start.clone();
        let mut end = OrdealEnd::Endured;
        for _ in 0..DAYS {
            let lived = pc.live_day(day, &mut rng).unwrap();
            if lived.died_of_thirst {
                end = OrdealEnd::DiedOfThirst;
                break;
            }
            if pc.health().is_dead() {
                end = OrdealEnd::DiedOfWounds;
                break;
            }
        }
        counts[end as usize] += 1;
    }
    for (end, seen) in [
        OrdealEnd::Endured,
        OrdealEnd::DiedOfThirst,
        OrdealEnd::DiedOfWounds,
    ]
    .into_iter()
    .zip(counts)
    {
        let p = course.endings().decimal(&end).unwrap();
        let n = f64::from(RUNS);
        let se = (p * (1.0 - p) / n).sqrt().max(1.0 / n);
        let freq = f64::from(seen) / n;
        assert!(
            (freq - p).abs() <= 4.0 * se,
            "{end:?}: seen {freq}, exact {p}"
        );
    }
}
