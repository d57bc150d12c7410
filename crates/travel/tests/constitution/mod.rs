//! 3d6 Constitution: turns, light, overland miles, encounter checks,
//! hunting and foraging, against the rules' numbers, the vector tables and
//! scenario X17.

use num_rational::Ratio;
use osr_check::constitution::{Degrees, Skill};
use osr_check::{Check, Resolved};
use osr_travel::constitution::{
    EncounterChecks, Hunt, HuntingDay, HuntingGround, LightSource, Load, Method, TERRAINS, Terrain,
    WaterSupply, Weather, daily_miles, hunting_dc, labelled_light, light, turns_needed,
};
use osr_travel::{Clock, ClockEvent, Error, Unit};

use crate::common::{assert_agrees_with_sampling, faces, frac};

#[test]
fn exploration_turns_and_extra_degrees() {
    // rule: TC-13.1
    assert_eq!(Unit::Turn.minutes(), Some(10));
    assert_eq!(turns_needed(3, 2).unwrap(), 1);
    assert_eq!(turns_needed(3, 1).unwrap(), 2);
    assert_eq!(turns_needed(3, 5).unwrap(), 1);
    assert!(turns_needed(0, 0).is_err());
}

#[test]
fn the_referee_keeps_the_time() {
    // rule: TC-13.3
    // The clock moves only when the referee advances it.
    let mut clock = Clock::new(Unit::Turn);
    assert_eq!(clock.now(), 0);
    clock.advance(6).unwrap();
    assert_eq!(clock.now(), 6);
}

#[test]
fn light_sources_burn_their_turns() {
    // rule: TC-13.2
    let mut clock = Clock::new(Unit::Turn);
    let torch = light(LightSource::Torch, &mut clock, 1).unwrap();
    let candle = light(labelled_light("candle").unwrap(), &mut clock, 1).unwrap();
    let lantern = light(LightSource::LanternFlask, &mut clock, 1).unwrap();
    assert_eq!(clock.remaining(torch), Some(6));
    assert_eq!(clock.remaining(candle), Some(18));
    assert_eq!(clock.remaining(lantern), Some(24));
    // Lit at turn 0, out after turn 6.
    clock.advance(5).unwrap();
    assert_eq!(clock.remaining(torch), Some(1));
    let events = clock.advance(1).unwrap();
    assert!(
        matches!(&events[1], ClockEvent::TimerExpired { label, at: 6, .. } if label == "torch")
    );
    assert!(light(LightSource::Torch, &mut clock, 2).is_err());
    assert!(light(LightSource::Torch, &mut Clock::new(Unit::Day), 1).is_err());
    assert!(matches!(
        labelled_light("glowworm"),
        Err(Error::UnknownId { .. })
    ));
}

#[test]
fn miles_per_day_by_terrain() {
    // rule: TC-13.4a
    let clear = |t| daily_miles(t, Weather::Clear, Load::Unencumbered, false);
    assert_eq!(clear(Terrain::Forest), Ratio::from_integer(12));
    for (id, miles) in [
        ("road", 24),
        ("plains", 18),
        ("trail", 18),
        ("desert", 12),
        ("hills", 12),
        ("forest", 12),
        ("jungle", 8),
        ("mountains", 8),
        ("swamp", 8),
    ] {
        assert_eq!(
            clear(Terrain::lookup(id).unwrap()),
            Ratio::from_integer(miles),
            "{id}"
        );
    }
    assert_eq!(TERRAINS.len(), 9);
    assert!(matches!(
        Terrain::lookup("ocean"),
        Err(Error::UnknownId { .. })
    ));
    // Encumbrance multiplies (TC-14.13b): 2/3, 1/3.
    assert_eq!(
        daily_miles(Terrain::Road, Weather::Clear, Load::Encumbered, false),
        Ratio::from_integer(16)
    );
    assert_eq!(
        daily_miles(
            Terrain::Road,
            Weather::Clear,
            Load::HeavilyEncumbered,
            false
        ),
        Ratio::from_integer(8)
    );
}

#[test]
fn weather_halves_or_thirds() {
    // rule: TC-13.4b
    // The vector table: clear / foul (x1/2) / storm (x1/3).
    for (terrain, row) in [
        (Terrain::Road, [(24, 1), (12, 1), (8, 1)]),
        (Terrain::Plains, [(18, 1), (9, 1), (6, 1)]),
        (Terrain::Forest, [(12, 1), (6, 1), (4, 1)]),
        (Terrain::Swamp, [(8, 1), (4, 1), (8, 3)]),
    ] {
        for (weather, (n, d)) in [Weather::Clear, Weather::Foul, Weather::Storm]
            .into_iter()
            .zip(row)
        {
            assert_eq!(
                daily_miles(terrain, weather, Load::Unencumbered, false),
                Ratio::new(n, d),
                "{terrain:?} {weather:?}"
            );
        }
    }
}

#[test]
fn setting_traps_costs_a_quarter() {
    // rule: TC-10.2
    assert_eq!(
        daily_miles(Terrain::Road, Weather::Clear, Load::Unencumbered, true),
        Ratio::from_integer(18)
    );
}

#[test]
fn encounter_checks_per_day_and_per_six_miles() {
    // rule: TC-13.5
    let day = EncounterChecks::overland(18).unwrap();
    assert_eq!(day.count(), 4);
    assert_eq!(day.odds().probability(&0), Some(frac(16, 81)));
    assert_eq!(EncounterChecks::overland(17).unwrap().count(), 3);
    assert_eq!(EncounterChecks::overland(0).unwrap().count(), 1);
    // A 30-mile day: 6 checks; at least one encounter 1 - (2/3)^6.
    let thirty = EncounterChecks::overland(30).unwrap();
    assert_eq!(thirty.at_least_one(), frac(665, 729));
    // Against brute force over all 6^6 faces.
    let mut none = 0_i64;
    for code in 0..6_i64.pow(6) {
        let mut c = code;
        let mut met = false;
        for _ in 0..6 {
            met |= c % 6 < 2;
            c /= 6;
        }
        if !met {
            none += 1;
        }
    }
    assert_eq!(
        thirty.odds().probability(&0),
        Some(frac(none, 6_i64.pow(6)))
    );
    assert_agrees_with_sampling(&thirty, 5000);
    // Dungeons: 1 in 6 per check.
    let hour = EncounterChecks::dungeon(1).unwrap();
    assert_eq!(hour.odds().probability(&1), Some(frac(1, 6)));
    let roll = hour.roll(&mut faces(&[1])).unwrap();
    assert_eq!(roll.band(), 1);
    assert_eq!(hour.roll(&mut faces(&[2])).unwrap().band(), 0);
    assert_agrees_with_sampling(&EncounterChecks::dungeon(6).unwrap(), 5000);
    assert!(EncounterChecks::dungeon(0).is_err());
    assert!(EncounterChecks::dungeon(101).is_err());
    assert_eq!(EncounterChecks::overland(599).unwrap().count(), 100);
    let err = EncounterChecks::overland(600).unwrap_err();
    assert_eq!(
        err.to_string(),
        "miles travelled in a day must be in 0..=599, got 600"
    );
}

#[test]
fn hunting_is_a_check_against_dc_20() {
    // rule: TC-13.6
    // STR 14 x hunting 50% = 7.
    let hunt = Hunt::new(Method::Ranged, HuntingGround::Other, false, 14)
        .unwrap()
        .with_skill(Skill::new(50).unwrap());
    assert_eq!(hunt.check().effective_ability(), 7);
    assert_eq!(hunt.check().dc(), 20);
    let day = hunt.roll(0, &mut faces(&[13, 2, 3])).unwrap();
    assert_eq!(day.check.band(), Degrees::Success(1));
    assert_eq!(day.rations, 2);
    let day = hunt.roll(0, &mut faces(&[12])).unwrap();
    assert_eq!((day.rations, day.cut_quarters), (0, 4));
}

#[test]
fn hunting_dcs_by_terrain_and_season() {
    // rule: TC-13.7
    // rule: TC-13.9
    // The vector table: hunting not winter / winter, foraging not winter / winter.
    for (ground, row) in [
        (HuntingGround::Plains, [15, 20, 20, 25]),
        (HuntingGround::ForestOrJungle, [10, 15, 15, 20]),
        (HuntingGround::Desert, [25, 25, 30, 30]),
        (HuntingGround::Other, [20, 25, 25, 30]),
    ] {
        let got = [
            hunting_dc(Method::Ranged, ground, false),
            hunting_dc(Method::Ranged, ground, true),
            hunting_dc(Method::Forage, ground, false),
            hunting_dc(Method::Forage, ground, true),
        ];
        assert_eq!(got, row, "{ground:?}");
    }
    assert_eq!(
        hunting_dc(Method::Traps, HuntingGround::ForestOrJungle, true),
        15
    );
}

#[test]
fn rations_and_the_distance_lost() {
    // rule: TC-13.8
    let hunt = Hunt::new(Method::Ranged, HuntingGround::ForestOrJungle, false, 12)
        .unwrap()
        .with_skill(Skill::new(50).unwrap());
    // 3 degrees: 1d4 + 2 rations, or one degree on an advantage d4 for distance.
    let all_rations = hunt.roll(0, &mut faces(&[14, 3, 2])).unwrap();
    assert_eq!((all_rations.rations, all_rations.cut_quarters), (5, 2));
    let one_on_distance = hunt.roll(1, &mut faces(&[14, 3, 4, 1])).unwrap();
    assert_eq!(
        (one_on_distance.rations, one_on_distance.cut_quarters),
        (4, 1)
    );
    assert_eq!(one_on_distance.faces(), [14, 3, 4, 1]);
    // Trapping always takes the whole day.
    let traps = Hunt::new(Method::Traps, HuntingGround::ForestOrJungle, false, 12).unwrap();
    let day = traps.roll(0, &mut faces(&[10, 4])).unwrap();
    assert_eq!((day.rations, day.cut_quarters), (6, 4));
    // The worst hunter's cut counts: 24 miles, d4 2 -> 12 miles.
    let plains = Hunt::new(Method::Ranged, HuntingGround::Plains, false, 10).unwrap();
    let day = HuntingDay::new(Ratio::from_integer(24), vec![(plains, 0)]).unwrap();
    let outcome = day.roll(&mut faces(&[5, 1, 2, 6, 6, 6])).unwrap();
    assert_eq!(outcome.miles, Ratio::from_integer(12));
    assert!(HuntingDay::new(Ratio::from_integer(24), vec![]).is_err());
}

#[test]
fn water_rarely_needs_tracking() {
    // rule: TC-13.10
    assert!(
        !WaterSupply {
            daily_source: true,
            carries_a_ration_each: true
        }
        .needs_tracking()
    );
    assert!(
        WaterSupply {
            daily_source: true,
            carries_a_ration_each: false
        }
        .needs_tracking()
    );
    assert!(
        WaterSupply {
            daily_source: false,
            carries_a_ration_each: true
        }
        .needs_tracking()
    );
}

#[test]
fn x17_a_wilderness_day_with_hunting() {
    // rule: TC-13.4a
    // rule: TC-13.7
    // rule: TC-13.8
    // rule: TC-13.5
    // A forest in autumn, clear: 12 miles.
    let base = daily_miles(Terrain::Forest, Weather::Clear, Load::Unencumbered, false);
    assert_eq!(base, Ratio::from_integer(12));
    // H1: STR 12, hunting 50 -> 6, bow, DC 10: die 14 -> 20, 3 degrees.
    let h1 = Hunt::new(Method::Ranged, HuntingGround::ForestOrJungle, false, 12)
        .unwrap()
        .with_skill(Skill::new(50).unwrap());
    assert_eq!(h1.check().dc(), 10);
    // H2: STR 10, hunting 30 -> 3: die 8 -> 11, 1 degree.
    let h2 = Hunt::new(Method::Ranged, HuntingGround::ForestOrJungle, false, 10)
        .unwrap()
        .with_skill(Skill::new(30).unwrap());
    let day = HuntingDay::new(base, vec![(h1, 0), (h2, 0)]).unwrap();
    // H1: d4 3 + 2 = 5 rations, cut 2; H2: 1 ration, cut 3; encounter d6 5.
    let outcome = day.roll(&mut faces(&[14, 3, 2, 8, 1, 3, 5])).unwrap();
    assert_eq!(outcome.hunts[0].check.total(), 20);
    assert_eq!(outcome.hunts[0].check.band(), Degrees::Success(3));
    assert_eq!(outcome.hunts[0].rations, 5);
    assert_eq!(outcome.hunts[1].check.total(), 11);
    assert_eq!(outcome.hunts[1].rations, 1);
    assert_eq!(outcome.rations, 6);
    assert_eq!(outcome.cut_quarters, 3);
    assert_eq!(outcome.miles, Ratio::from_integer(3));
    assert_eq!(outcome.encounters.dice.len(), 1);
    assert_eq!(outcome.encounters.band(), 0);
}

#[test]
fn a_trek_day_by_day() {
    // rule: TC-13.4a
    // rule: TC-13.5
    // rule: TC-13.8
    use osr_travel::TimerKind;
    use osr_travel::constitution::{Trek, TrekEvent};

    let mut trek = Trek::new(3, 4, Load::Encumbered).unwrap();
    trek.clock_mut()
        .start(TimerKind::Referee, "full moon", 2)
        .unwrap();
    // Road, encumbered: 16 miles, 1 + 2 checks.
    let day = trek
        .day(Terrain::Road, Weather::Clear, &[], &mut faces(&[3, 1, 6]))
        .unwrap();
    assert_eq!(day.day, 1);
    assert!(day.events.contains(&TrekEvent::Travelled {
        numer: 16,
        denom: 1
    }));
    assert!(matches!(&day.events[1], TrekEvent::EncounterChecks { roll } if roll.encounters == 1));
    assert!(
        day.events
            .contains(&TrekEvent::RationsEaten { eaten: 3, left: 1 })
    );
    // Day 2: one ration for three; a hunter finds more on the plains.
    let hunter = Hunt::new(Method::Ranged, HuntingGround::Plains, false, 12).unwrap();
    let day = trek
        .day(
            Terrain::Plains,
            Weather::Clear,
            &[(hunter, 0)],
            &mut faces(&[2, 3]),
        )
        .unwrap();
    // d20 2 + 12 = 14 < 15: failed, the whole day lost, 1 check.
    assert!(
        day.events
            .contains(&TrekEvent::Travelled { numer: 0, denom: 1 })
    );
    assert!(
        day.events
            .contains(&TrekEvent::WentHungry { travellers: 2 })
    );
    assert!(matches!(
        day.events.last(),
        Some(TrekEvent::TimerExpired { at: 2, .. })
    ));
    assert_eq!(trek.rations(), 0);
    assert!(Trek::new(0, 1, Load::Unencumbered).is_err());
}

#[test]
fn treks_replay_from_their_faces() {
    use osr_travel::constitution::Trek;

    let hunter = Hunt::new(Method::Forage, HuntingGround::ForestOrJungle, false, 14)
        .unwrap()
        .with_skill(Skill::new(80).unwrap());
    let mut rng = crate::common::rng();
    let mut trek = Trek::new(4, 10, Load::Unencumbered).unwrap();
    for _ in 0..100 {
        let before = trek.clone();
        let day = trek
            .day(Terrain::Forest, Weather::Foul, &[(hunter, 1)], &mut rng)
            .unwrap();
        let mut replay = before;
        assert_eq!(
            replay
                .day(
                    Terrain::Forest,
                    Weather::Foul,
                    &[(hunter, 1)],
                    &mut faces(&day.faces())
                )
                .unwrap(),
            day
        );
        #[cfg(feature = "serde")]
        {
            let json = serde_json::to_string(&day).unwrap();
            assert_eq!(
                serde_json::from_str::<osr_travel::constitution::TrekDay>(&json).unwrap(),
                day
            );
        }
    }
}

#[test]
fn the_distance_a_hunt_costs_exactly() {
    // rule: TC-13.8
    use std::collections::BTreeMap;

    // STR 14 x 50% = 7 against DC 10: success on a natural 3 or more.
    let hunt = Hunt::new(Method::Ranged, HuntingGround::ForestOrJungle, false, 14)
        .unwrap()
        .with_skill(Skill::new(50).unwrap());
    // An independent model: 2 faces in 20 fail (the whole day), else a d4.
    let odds = hunt.cut_odds(0).unwrap();
    for cut in 1..=3 {
        assert_eq!(odds.probability(&cut), Some(frac(18, 80)));
    }
    assert_eq!(odds.probability(&4), Some(frac(2, 20) + frac(18, 80)));
    // With two degrees on the distance, against sampling at a fixed seed.
    for spent in [1, 2] {
        let odds = hunt.cut_odds(spent).unwrap();
        let mut rng = crate::common::rng();
        let mut counts = BTreeMap::new();
        for _ in 0..6000 {
            *counts
                .entry(hunt.roll(spent, &mut rng).unwrap().cut_quarters)
                .or_insert(0) += 1;
        }
        crate::common::assert_well_formed(&odds);
        crate::common::assert_counts_match(&hunt, &odds, &counts, 0, 6000);
    }
    // Trapping always costs the day.
    let traps = Hunt::new(Method::Traps, HuntingGround::Plains, false, 10).unwrap();
    assert_eq!(traps.cut_odds(3).unwrap().probability(&4), Some(frac(1, 1)));
    assert!(hunt.cut_odds(101).is_err());
}

#[test]
fn a_trek_day_has_exact_encounter_odds_before_its_dice() {
    // rule: TC-13.4a
    // rule: TC-13.5
    // rule: TC-13.8
    use osr_travel::constitution::Trek;

    let trek = Trek::new(3, 4, Load::Unencumbered).unwrap();
    let none = |odds: &osr_check::Odds<u32>| odds.probability(&0).unwrap();
    // Forest, no hunters: 12 miles, 1 + 2 checks at 1 in 3.
    let forest = trek
        .encounter_odds(Terrain::Forest, Weather::Clear, &[])
        .unwrap();
    assert_eq!(none(&forest), frac(8, 27));
    assert_eq!(forest.probability(&3), Some(frac(1, 27)));
    // A trapper takes the whole day: no miles, the day's one check.
    let traps = Hunt::new(Method::Traps, HuntingGround::Plains, false, 12).unwrap();
    let trapped = trek
        .encounter_odds(Terrain::Plains, Weather::Clear, &[(traps, 0)])
        .unwrap();
    assert_eq!(none(&trapped), frac(2, 3));
    // A ranged hunter on the plains, STR 12 against DC 15: d20 1 or 2
    // fails (the whole day, 1 check: 2/3 without an encounter); otherwise
    // d4 quarters of 18 miles are lost: 13.5, 9, 4.5 or 0 miles, so 3, 2,
    // 1 or 1 checks. 1/10 x 2/3 + 9/10 x (8/27 + 4/9 + 2/3 + 2/3) / 4 = 8/15.
    let ranged = Hunt::new(Method::Ranged, HuntingGround::Plains, false, 12).unwrap();
    let hunted = trek
        .encounter_odds(Terrain::Plains, Weather::Clear, &[(ranged, 0)])
        .unwrap();
    assert_eq!(none(&hunted), frac(8, 15));
    // With the trapper too, the worst cut is the whole day.
    let both = trek
        .encounter_odds(Terrain::Plains, Weather::Clear, &[(ranged, 0), (traps, 0)])
        .unwrap();
    assert_eq!(none(&both), frac(2, 3));
}
