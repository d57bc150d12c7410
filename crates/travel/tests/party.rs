//! A named party fed, watered, rested and camped in one call on a clock,
//! and Cairn House Rules' camp played with it.

use osr_travel::cairn_house::{Journey, JourneyEvent, Season};
use osr_travel::party::{Party, PartyEvent, Traveller};
use osr_travel::{Clock, Error, Unit};

use crate::common::faces;

fn party(stock: &[(&str, u32, u32)]) -> Party {
    Party::new(
        stock
            .iter()
            .map(|&(name, rations, water)| Traveller::new(name, rations, water).unwrap())
            .collect(),
    )
    .unwrap()
}

#[test]
fn feeding_the_party_is_one_call_with_an_event_each() {
    let mut clock = Clock::new(Unit::Day);
    let mut company = party(&[("Ada", 2, 1), ("Bo", 1, 0), ("Cy", 0, 3)]);
    let day1 = company.feed(&clock);
    assert_eq!(
        day1,
        [
            PartyEvent::Ate {
                name: "Ada".into(),
                left: 1,
                at: 0
            },
            PartyEvent::Ate {
                name: "Bo".into(),
                left: 0,
                at: 0
            },
            PartyEvent::WentHungry {
                name: "Cy".into(),
                meals_missed: 1,
                at: 0
            },
        ]
    );
    clock.advance(1).unwrap();
    let day2 = company.feed(&clock);
    assert_eq!(
        day2[1],
        PartyEvent::WentHungry {
            name: "Bo".into(),
            meals_missed: 1,
            at: 1
        }
    );
    assert_eq!(
        day2[2],
        PartyEvent::WentHungry {
            name: "Cy".into(),
            meals_missed: 2,
            at: 1
        }
    );
    // A meal resets the count.
    company.give("Cy", 1, 0).unwrap();
    clock.advance(1).unwrap();
    company.feed(&clock);
    assert_eq!(company.traveller("Cy").unwrap().meals_missed(), 0);
    let water = company.water(&clock);
    assert_eq!(
        water[0],
        PartyEvent::Drank {
            name: "Ada".into(),
            left: 0,
            at: 2
        }
    );
    assert_eq!(
        water[1],
        PartyEvent::WentThirsty {
            name: "Bo".into(),
            drinks_missed: 1,
            at: 2
        }
    );
    let rest = company.rest(&clock);
    assert_eq!(rest.len(), 3);
    assert!(
        company
            .travellers()
            .iter()
            .all(|t| t.last_rest() == Some(2))
    );
}

// rule: CH-travel.wild.camp
#[test]
fn camp_rests_those_who_ate_and_no_others() {
    // 4 travelers, 3 eat -> 3 long rests, 1 blocked from HP recovery.
    let mut journey = Journey::new(Season::Summer, 4, false).unwrap();
    let mut company = party(&[("Ada", 1, 0), ("Bo", 1, 0), ("Cy", 0, 0), ("Di", 3, 0)]);
    let (watch, events) = journey
        .make_camp(&mut company, None, &mut faces(&[]))
        .unwrap();
    assert!(watch.events.contains(&JourneyEvent::Camped {
        long_rests: 3,
        no_healing: 1
    }));
    let rested: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            PartyEvent::Rested { name, .. } => Some(name.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(rested, ["Ada", "Bo", "Di"]);
    assert!(events.contains(&PartyEvent::NoRest {
        name: "Cy".into(),
        at: 0
    }));
    assert_eq!(company.traveller("Di").unwrap().rations(), 2);
    assert_eq!(company.traveller("Cy").unwrap().last_rest(), None);
    assert_eq!(journey.clock().now(), 1);
}

#[test]
fn a_camp_that_fails_changes_nothing() {
    let mut journey = Journey::new(Season::Summer, 3, false).unwrap();
    let mut company = party(&[("Ada", 1, 0), ("Bo", 1, 0)]);
    let before = (journey.clone(), company.clone());
    let err = journey
        .make_camp(&mut company, None, &mut faces(&[]))
        .unwrap_err();
    assert!(matches!(err, Error::Inconsistent { .. }));
    assert_eq!((journey, company), before);
}

#[test]
fn bad_parties_are_typed_errors() {
    assert_eq!(Party::new(vec![]).unwrap_err().kind(), "out_of_range");
    let twins = vec![
        Traveller::new("Ada", 1, 1).unwrap(),
        Traveller::new("Ada", 2, 2).unwrap(),
    ];
    assert_eq!(Party::new(twins).unwrap_err().kind(), "inconsistent");
    assert_eq!(Traveller::new("", 1, 1).unwrap_err().kind(), "out_of_range");
    assert_eq!(
        Traveller::new(&"x".repeat(65), 1, 1).unwrap_err().kind(),
        "out_of_range"
    );
    assert_eq!(
        Traveller::new("Ada", 10_001, 1).unwrap_err().kind(),
        "out_of_range"
    );
    let mut company = party(&[("Ada", 10_000, 0)]);
    assert_eq!(company.give("Bo", 1, 0).unwrap_err().kind(), "unknown_id");
    assert_eq!(
        company.give("Ada", 1, 0).unwrap_err().kind(),
        "out_of_range"
    );
    assert_eq!(company.traveller("Ada").unwrap().rations(), 10_000);
    assert_eq!(company.traveller("Zed").unwrap_err().kind(), "unknown_id");
}

#[cfg(feature = "serde")]
#[test]
fn a_party_reads_back_through_validation() {
    let mut company = party(&[("Ada", 1, 0), ("Bo", 0, 2)]);
    let clock = Clock::new(Unit::Day);
    let events = company.camp(&clock);
    let json = serde_json::to_string(&company).unwrap();
    assert_eq!(serde_json::from_str::<Party>(&json).unwrap(), company);
    let events_json = serde_json::to_string(&events).unwrap();
    assert!(events_json.starts_with(r#"[{"event":"ate","name":"Ada","left":0,"at":0}"#));
    let forged = [
        r#"{"travellers":[]}"#,
        r#"{"travellers":[{"name":"A","rations":1,"water":0,"meals_missed":0,"drinks_missed":0,"last_rest":null},{"name":"A","rations":1,"water":0,"meals_missed":0,"drinks_missed":0,"last_rest":null}]}"#,
        r#"{"travellers":[{"name":"A","rations":-1,"water":0,"meals_missed":0,"drinks_missed":0,"last_rest":null}]}"#,
        r#"{"travellers":[{"name":"A","rations":20000,"water":0,"meals_missed":0,"drinks_missed":0,"last_rest":null}]}"#,
        r#"{"travellers":[{"name":"","rations":1,"water":0,"meals_missed":0,"drinks_missed":0,"last_rest":null}]}"#,
        r#"{"travellers":[{"name":"A","rations":1,"water":0,"meals_missed":2000000,"drinks_missed":0,"last_rest":null}]}"#,
        r#"{"travellers":[{"name":"A","rations":1,"water":0,"meals_missed":0,"drinks_missed":0,"last_rest":2000000000}]}"#,
    ];
    for json in forged {
        assert!(serde_json::from_str::<Party>(json).is_err(), "{json}");
    }
}

// rule: TC-15.1
#[test]
fn a_trek_feeds_and_waters_a_named_party_a_ration_of_each_a_day() {
    use osr_travel::constitution::{Load, Terrain, Trek, Weather};
    // 4 days, 3 PCs -> 12 food + 12 water.
    let mut trek = Trek::new(3, 0, Load::Unencumbered).unwrap();
    let mut company = party(&[("Ada", 4, 4), ("Bo", 4, 4), ("Cy", 4, 4)]);
    let mut meals = Vec::new();
    for _ in 0..4 {
        // 18 miles of plains: 4 encounter checks, none met.
        let (_, fed) = trek
            .day_with_party(
                &mut company,
                Terrain::Plains,
                Weather::Clear,
                &[],
                &mut faces(&[6, 6, 6, 6]),
            )
            .unwrap();
        meals.extend(fed);
        meals.extend(company.water(trek.clock()));
    }
    let count = |f: fn(&PartyEvent) -> bool| meals.iter().filter(|e| f(e)).count();
    assert_eq!(count(|e| matches!(e, PartyEvent::Ate { .. })), 12);
    assert_eq!(count(|e| matches!(e, PartyEvent::Drank { .. })), 12);
    assert!(
        company
            .travellers()
            .iter()
            .all(|t| t.rations() == 0 && t.water() == 0)
    );
    assert_eq!(trek.clock().now(), 4);
    // The fifth day, nothing is left.
    let (_, fed) = trek
        .day_with_party(
            &mut company,
            Terrain::Plains,
            Weather::Clear,
            &[],
            &mut faces(&[6, 6, 6, 6]),
        )
        .unwrap();
    assert!(fed.iter().all(|e| matches!(
        e,
        PartyEvent::WentHungry {
            meals_missed: 1,
            at: 4,
            ..
        }
    )));
}

#[test]
fn a_trek_with_the_wrong_party_changes_nothing() {
    use osr_travel::constitution::{Load, Terrain, Trek, Weather};
    let mut trek = Trek::new(3, 0, Load::Unencumbered).unwrap();
    let mut company = party(&[("Ada", 4, 4)]);
    let before = (trek.clone(), company.clone());
    let err = trek
        .day_with_party(
            &mut company,
            Terrain::Plains,
            Weather::Clear,
            &[],
            &mut faces(&[6, 6, 6, 6]),
        )
        .unwrap_err();
    assert_eq!(err.kind(), "inconsistent");
    assert_eq!((trek, company), before);
}

#[test]
fn rations_found_on_a_trek_go_to_whoever_carries_fewest() {
    use osr_check::constitution::Skill;
    use osr_travel::constitution::{Hunt, HuntingGround, Load, Method, Terrain, Trek, Weather};
    let hunt = Hunt::new(Method::Ranged, HuntingGround::Other, false, 14)
        .unwrap()
        .with_skill(Skill::new(50).unwrap());
    let mut trek = Trek::new(3, 0, Load::Unencumbered).unwrap();
    let mut company = party(&[("Ada", 3, 0), ("Bo", 0, 0), ("Cy", 1, 0)]);
    // d20 13 succeeds by one degree: d4 = 2 rations; then the distance d4
    // and one encounter check.
    let (day, meals) = trek
        .day_with_party(
            &mut company,
            Terrain::Plains,
            Weather::Clear,
            &[(hunt, 0)],
            &mut faces(&[13, 2, 3, 6]),
        )
        .unwrap();
    assert!(day.faces().starts_with(&[13, 2, 3]));
    // Bo (0) gets the first, then Bo and Cy carry 1 each: Bo, first of them.
    assert_eq!(
        meals
            .iter()
            .filter(|e| matches!(e, PartyEvent::Ate { .. }))
            .count(),
        3
    );
    assert_eq!(
        meals[1],
        PartyEvent::Ate {
            name: "Bo".into(),
            left: 1,
            at: 0
        }
    );
    assert_eq!(
        meals[2],
        PartyEvent::Ate {
            name: "Cy".into(),
            left: 0,
            at: 0
        }
    );
    assert_eq!(company.traveller("Ada").unwrap().rations(), 2);
}
