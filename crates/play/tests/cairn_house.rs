//! The expeditions of Cairn House Rules, played from outside the crate.

use osr_combat::cairn_house::{Event as FightEvent, Policy};
use osr_core::SuppliedFaces;
use osr_equipment::cairn_house::{BodyArmour, Weapon};
use osr_health::cairn_house::{Character, Event as HealthEvent};
use osr_play::cairn_house::{
    Command, Event, Expedition, Member, Place, Role, Setup, Site, State, WatchKind,
};
use osr_play::{Ending, Error, Name};
use osr_sheet::cairn_house::Sheet;
use osr_travel::cairn_house::DungeonAction;
use rand_core::SeedableRng as _;
use rand_pcg::Pcg64Mcg;

fn rng(seed: u64) -> Pcg64Mcg {
    Pcg64Mcg::seed_from_u64(seed)
}

/// A party of four adventurers of `hp` and `str`, and the porter carrying
/// `supplies` units.
fn party(hp: u32, str: i32, supplies: u32) -> Vec<Member> {
    let mut party = Vec::new();
    for name in ["Ash", "Briar", "Cole", "Dell"] {
        let sheet = Sheet::new(Character::new(hp, [str, 11, 10]).unwrap())
            .unwrap()
            .with_weapon(Weapon::Hand)
            .unwrap()
            .with_armour(BodyArmour::Light);
        party.push(Member::new(
            Name::new(name).unwrap(),
            sheet,
            Role::Adventurer,
        ));
    }
    let porter = Sheet::new(Character::new(3, [10, 10, 10]).unwrap())
        .unwrap()
        .with_units(supplies, 0)
        .unwrap();
    party.push(Member::new(
        Name::new("Porter").unwrap(),
        porter,
        Role::Porter,
    ));
    party
}

fn site(miles: u32) -> Site {
    Site {
        miles,
        ..Site::example().unwrap()
    }
}

/// The table's simple policy, as the example plays it.
fn choose(state: &State) -> Option<Command> {
    let standing = state.party().iter().filter(|m| m.can_fight()).count();
    Some(match state.place() {
        Place::Market => Command::Depart,
        Place::Road { .. } if state.camp_due() => Command::Camp,
        Place::Road { .. } if state.rest_owed() => Command::Rest,
        Place::Road { .. } if state.night_next() => Command::Rest,
        Place::Road { home: false } if standing < 2 => Command::TurnBack,
        Place::Road { .. } => Command::Travel,
        Place::Site if state.rest_owed() => Command::Explore {
            action: DungeonAction::Rest,
        },
        Place::Site if state.turns().unwrap_or(0) >= 12 || state.found() => Command::Leave,
        Place::Site if !state.door_open() => Command::Explore {
            action: DungeonAction::OpenDoor,
        },
        Place::Site => Command::Explore {
            action: DungeonAction::Search,
        },
        Place::Meeting => Command::Meet,
        Place::Fight => Command::Fight {
            policy: Policy::FirstStanding,
        },
        Place::Town => Command::Settle,
        Place::Over { .. } => return None,
    })
}

fn play(setup: Setup, seed: u64) -> Result<Expedition, Error> {
    let mut expedition = Expedition::new(setup)?;
    let mut dice = rng(seed);
    while let Some(command) = choose(expedition.state()) {
        expedition.step(command, &mut dice)?;
    }
    Ok(expedition)
}

fn step(expedition: &mut Expedition, command: Command, faces: &[u32]) -> Vec<Event> {
    let mut dice = SuppliedFaces::new(faces);
    let events = expedition.step(command, &mut dice).unwrap().to_vec();
    assert!(dice.remaining().is_empty(), "faces left over");
    events
}

#[test]
fn whole_expeditions_end_with_a_summary_and_no_error() {
    for seed in 0..40 {
        let expedition = play(Setup::example().unwrap(), seed).unwrap();
        let summary = expedition.state().summary().unwrap();
        assert!(expedition.is_over());
        assert!(matches!(
            expedition.events().last(),
            Some(Event::Ended { ending }) if *ending == summary.ending
        ));
        if summary.ending == Ending::Home {
            assert_eq!(summary.treasure_home, 400);
        }
    }
}

#[test]
fn commands_out_of_place_are_refused_and_change_nothing() {
    let mut expedition = Expedition::new(Setup::example().unwrap()).unwrap();
    let before = expedition.clone();
    let err = expedition
        .step(Command::Travel, &mut SuppliedFaces::new(&[]))
        .unwrap_err();
    assert_eq!(err.kind(), "not_now");
    assert_eq!(expedition, before);
    assert_eq!(expedition.state().allowed(), ["buy", "depart"]);
    assert!(expedition.state().summary().is_none());
}

// rule: CH-travel.reaction
#[test]
fn monsters_of_unknown_disposition_are_met_with_a_reaction_roll() {
    let mut expedition = Expedition::new(Setup::new(party(4, 12, 3), site(100)).unwrap()).unwrap();
    step(&mut expedition, Command::Depart, &[]);
    // Travel [4, 3] halved to 3; event d6 1: an encounter; forest d6 2: wolves.
    let events = step(&mut expedition, Command::Travel, &[4, 3, 1, 2]);
    assert!(events.contains(&Event::Encounter {
        monsters: "wolves".into(),
        dice: vec![2]
    }));
    assert_eq!(expedition.state().place(), Place::Meeting);
    // 2d6 [6, 6] = 12: enthusiastic, no fight.
    let events = step(&mut expedition, Command::Meet, &[6, 6]);
    assert_eq!(
        events[0].to_string(),
        "reaction of the wolves: 2d6 6 + 6: enthusiastic"
    );
    assert_eq!(expedition.state().place(), Place::Road { home: false });
    // Again: 2d6 [1, 2] = 3: negative, a fight.
    step(&mut expedition, Command::Travel, &[4, 3, 1, 2]);
    let events = step(&mut expedition, Command::Meet, &[1, 2]);
    assert!(matches!(&events[0], Event::Reaction { dice: [1, 2], .. }));
    assert_eq!(expedition.state().place(), Place::Fight);
}

/// The party at the crypt (1 mile away) after one watch of travel.
fn at_the_crypt(party: Vec<Member>) -> Expedition {
    let mut expedition = Expedition::new(Setup::new(party, site(1)).unwrap()).unwrap();
    step(&mut expedition, Command::Depart, &[]);
    step(&mut expedition, Command::Travel, &[1, 1, 6]);
    assert_eq!(expedition.state().place(), Place::Site);
    expedition
}

// rule: CH-travel.door.force
// rule: CH-combat.morale.undead
#[test]
fn the_guard_behind_a_door_burst_at_once_is_surprised_and_loses_the_first_round() {
    let mut surprised = 0;
    for seed in 0..20 {
        let mut expedition = at_the_crypt(party(4, 12, 3));
        // STR save d20 5 against 12: open; dungeon d6 6.
        let events = step(
            &mut expedition,
            Command::Explore {
                action: DungeonAction::OpenDoor,
            },
            &[5, 6],
        );
        assert!(events.contains(&Event::Behind {
            monsters: "ghoul".into()
        }));
        // Undead: hostile without a roll (no face given).
        let events = step(&mut expedition, Command::Meet, &[]);
        assert_eq!(
            events,
            [Event::Undead {
                monsters: "ghoul".into()
            }]
        );
        let events = expedition
            .step(
                Command::Fight {
                    policy: Policy::FirstStanding,
                },
                &mut rng(seed),
            )
            .unwrap()
            .to_vec();
        assert!(events.contains(&Event::Surprised {
            monsters: "ghoul".into()
        }));
        let round_one = events
            .iter()
            .take_while(|e| !matches!(e, Event::Fight { line: l } if matches!(l.event, FightEvent::RoundEnded { round: 1 })));
        for event in round_one {
            if let Event::Fight { line } = event {
                assert!(
                    !(matches!(line.event, FightEvent::Attacked { .. })
                        && line.who.as_ref().map(Name::as_str) == Some("the ghoul")),
                    "seed {seed}: the surprised ghoul attacks in round 1"
                );
            }
            if matches!(event, Event::LostTurn { .. }) {
                surprised += 1;
            }
        }
    }
    assert!(surprised > 0);
}

// rule: CH-travel.door.force
#[test]
fn a_failed_attempt_on_the_door_spoils_the_surprise() {
    let mut expedition = at_the_crypt(party(4, 12, 3));
    let open = Command::Explore {
        action: DungeonAction::OpenDoor,
    };
    let events = step(&mut expedition, open.clone(), &[20, 6]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::ForcedDoor {
            face: 20,
            opened: false,
            ..
        }
    )));
    step(&mut expedition, open, &[5, 6]);
    step(&mut expedition, Command::Meet, &[]);
    let events = expedition
        .step(
            Command::Fight {
                policy: Policy::FirstStanding,
            },
            &mut rng(1),
        )
        .unwrap();
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::Surprised { .. } | Event::LostTurn { .. }))
    );
}

// rule: CH-travel.wild.camp
// rule: CH-enc.supply-unit
// rule: CH-health.no-rations
#[test]
fn camps_eat_rations_unpacked_a_supply_unit_at_a_time() {
    // The porter carries 3 units: 1 of delve supplies, 2 of food (14 rations).
    let mut expedition = Expedition::new(Setup::new(party(4, 12, 3), site(100)).unwrap()).unwrap();
    step(&mut expedition, Command::Depart, &[]);
    let day = |expedition: &mut Expedition| {
        step(expedition, Command::Travel, &[1, 1, 6]);
        step(expedition, Command::Travel, &[1, 1, 6]);
    };
    day(&mut expedition);
    let events = step(&mut expedition, Command::Camp, &[1; 5]);
    assert!(events.contains(&Event::FoodUnpacked {
        carrier: Name::new("Porter").unwrap(),
        units_left: 2
    }));
    assert_eq!(expedition.state().rations(), 2);
    let porter = &expedition.state().party()[4];
    assert_eq!(porter.sheet().supplies(), 2);
    // Day 2: two eat the rations left, a second unit is opened for three.
    day(&mut expedition);
    step(&mut expedition, Command::Camp, &[1; 5]);
    assert_eq!(expedition.state().rations(), 4);
    assert_eq!(expedition.state().party()[4].sheet().supplies(), 1);
    // Day 3: four eat; the last unit is delve supplies: the porter goes hungry.
    day(&mut expedition);
    let events = step(&mut expedition, Command::Camp, &[1; 4]);
    assert_eq!(expedition.state().rations(), 0);
    assert!(events.contains(&Event::Hungry {
        member: Name::new("Porter").unwrap()
    }));
    assert!(events.contains(&Event::Health {
        member: Name::new("Porter").unwrap(),
        change: HealthEvent::WentHungry
    }));
    assert_eq!(expedition.state().party()[4].sheet().supplies(), 1);
}

// rule: CH-travel.watch
#[test]
fn the_road_home_goes_on_from_the_crypt_day_and_every_day_has_its_camp() {
    for seed in 0..30 {
        let expedition = play(Setup::example().unwrap(), seed).unwrap();
        let watches: Vec<(u64, u32, WatchKind)> = expedition
            .events()
            .iter()
            .filter_map(|e| match e {
                Event::Watch {
                    day, watch, kind, ..
                } => Some((*day, *watch, *kind)),
                _ => None,
            })
            .collect();
        let times: Vec<u64> = watches
            .iter()
            .map(|(d, w, _)| d * 3 + u64::from(*w))
            .collect();
        assert!(
            times.windows(2).all(|t| t[0] < t[1]),
            "seed {seed}: {watches:?}"
        );
        // A camp for every night passed: the last watch of each day but
        // the last, or (the site having taken that watch) the first watch
        // after it.
        let last = watches.last().unwrap().0;
        for day in 1..last {
            assert!(
                watches.contains(&(day, 3, WatchKind::Camp))
                    || watches.contains(&(day + 1, 1, WatchKind::Camp)),
                "seed {seed}: no camp for day {day}: {watches:?}"
            );
        }
        // The first watch home comes after the watch spent in the crypt.
        let left = expedition
            .events()
            .iter()
            .position(|e| matches!(e, Event::LeftSite { .. }));
        if let Some(left) = left {
            let arrived = expedition.events()[..left]
                .iter()
                .rev()
                .find_map(|e| match e {
                    Event::Watch { day, watch, .. } => Some(day * 3 + u64::from(*watch)),
                    _ => None,
                })
                .unwrap();
            let home = expedition.events()[left..].iter().find_map(|e| match e {
                Event::Watch { day, watch, .. } => Some(day * 3 + u64::from(*watch)),
                _ => None,
            });
            if let Some(home) = home {
                assert!(home >= arrived + 2, "seed {seed}: no watch for the crypt");
            }
        }
    }
}

/// A member's death: in a fight, or of untreated critical damage.
fn member_died(event: &Event) -> bool {
    let members = ["Ash", "Briar", "Cole", "Dell", "Porter"];
    match event {
        Event::Health {
            change: HealthEvent::Died { .. },
            ..
        } => true,
        Event::Fight { line } => {
            matches!(
                line.event,
                FightEvent::Health {
                    change: HealthEvent::Died { .. },
                    ..
                }
            ) && line
                .who
                .as_ref()
                .is_some_and(|n| members.contains(&n.as_str()))
        }
        _ => false,
    }
}

// rule: CH-health.critical
#[test]
fn a_death_on_the_way_is_handled_and_the_others_go_on_or_the_expedition_ends() {
    let (mut deaths_before_home, mut endings) = (0, Vec::new());
    for seed in 0..120 {
        // A frail party (HP 1, STR 3): the dead are many.
        let expedition = play(Setup::new(party(1, 3, 4), site(12)).unwrap(), seed)
            .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        let events = expedition.events();
        let summary = expedition.state().summary().unwrap();
        endings.push(summary.ending);
        let died = events.iter().position(member_died);
        if let Some(died) = died {
            let home = events
                .iter()
                .position(|e| matches!(e, Event::SetOut { home: true, .. }));
            if home.is_none_or(|home| died < home) {
                deaths_before_home += 1;
            }
            // The dead eat no more.
            let dead: Vec<&Name> = expedition
                .state()
                .party()
                .iter()
                .filter(|m| !m.is_alive())
                .map(Member::name)
                .collect();
            let last_death = events.iter().rposition(member_died).unwrap();
            for e in &events[last_death..] {
                if let Event::Ate { member, .. } | Event::Hungry { member } = e {
                    assert!(!dead.contains(&member), "seed {seed}: {member} eats dead");
                }
            }
        }
    }
    assert!(deaths_before_home > 0);
    assert!(endings.contains(&Ending::Dead) || endings.contains(&Ending::Rout));
    assert!(endings.contains(&Ending::Home));
}

// rule: CH-enc.effects
#[test]
fn an_adventurer_carrying_treasure_enters_a_fight_at_hp_0() {
    let mut members = party(4, 12, 3);
    let ash = members[0].sheet().clone().with_units(0, 1).unwrap();
    assert_eq!(ash.health().hp(), 0);
    members[0] = Member::new(Name::new("Ash").unwrap(), ash, Role::Adventurer);
    let mut expedition = Expedition::new(Setup::new(members, site(100)).unwrap()).unwrap();
    step(&mut expedition, Command::Depart, &[]);
    step(&mut expedition, Command::Travel, &[4, 3, 1, 2]);
    step(&mut expedition, Command::Meet, &[1, 1]);
    let events = expedition
        .step(
            Command::Fight {
                policy: Policy::FirstStanding,
            },
            &mut rng(3),
        )
        .unwrap();
    let Event::FightBegan { fighters, .. } = &events[0] else {
        panic!("{:?}", events[0]);
    };
    assert_eq!(fighters[0], (Name::new("Ash").unwrap(), 0));
    assert_eq!(fighters[1], (Name::new("Briar").unwrap(), 4));
}

#[test]
fn fighters_and_members_are_named_in_every_line() {
    for seed in 0..40 {
        let expedition = play(Setup::new(party(2, 9, 4), site(12)).unwrap(), seed).unwrap();
        for event in expedition.events() {
            let line = event.to_string();
            assert!(!line.contains('#') && !line.contains("someone"), "{line}");
            assert!(!line.contains("Some(") && !line.contains("None"), "{line}");
            if let Event::Fight { line: fight } = event {
                if matches!(fight.event, FightEvent::Attacked { .. }) {
                    assert!(fight.who.is_some() && fight.whom.is_some(), "{line}");
                }
            }
        }
    }
}

#[test]
fn setups_are_checked() {
    let no_adventurer: Vec<Member> = party(4, 12, 3).into_iter().skip(4).collect();
    assert!(Setup::new(no_adventurer, site(12)).is_err());
    let mut unknown = site(12);
    unknown.guard = Some("dragon".into());
    assert!(Setup::new(party(4, 12, 3), unknown).is_err());
    let mut too_many_kits = site(12);
    too_many_kits.delve_units = 4;
    assert!(Setup::new(party(4, 12, 3), too_many_kits).is_err());
    let mut long_names = site(12);
    long_names.bands[0].name = "a wolf with a very long name indeed".into();
    assert!(Setup::new(party(4, 12, 3), long_names).is_err());
    let mut no_miles = site(12);
    no_miles.miles = 0;
    assert!(Setup::new(party(4, 12, 3), no_miles).is_err());
}

#[cfg(feature = "serde")]
mod saved {
    use super::*;

    #[test]
    fn a_saved_expedition_reads_back_by_replaying() {
        for seed in [1, 2, 7] {
            let expedition = play(Setup::example().unwrap(), seed).unwrap();
            let json = serde_json::to_value(&expedition).unwrap();
            let back: Expedition = serde_json::from_value(json.clone()).unwrap();
            assert_eq!(back, expedition);
            assert_eq!(serde_json::to_value(&back).unwrap(), json);
        }
    }

    #[test]
    fn a_forged_expedition_is_refused() {
        let expedition = play(Setup::example().unwrap(), 7).unwrap();
        let json = serde_json::to_value(&expedition).unwrap();
        let read = |json: serde_json::Value| serde_json::from_value::<Expedition>(json);
        // A face changed (the first travel die).
        let mut changed = json.clone();
        let face = changed["faces"][0].as_u64().unwrap();
        changed["faces"][0] = (face % 6 + 1).into();
        assert!(read(changed).is_err());
        // A face added.
        let mut added = json.clone();
        added["faces"].as_array_mut().unwrap().push(3.into());
        assert!(read(added).is_err());
        // An event changed.
        let mut forged = json.clone();
        let events = forged["events"].as_array_mut().unwrap();
        let last = events.len() - 1;
        events[last] = serde_json::to_value(Event::Ended {
            ending: Ending::Dead,
        })
        .unwrap();
        assert!(read(forged).is_err());
    }

    #[test]
    fn a_setup_reads_back_through_its_checks() {
        let setup = Setup::example().unwrap();
        let json = serde_json::to_value(&setup).unwrap();
        assert_eq!(
            serde_json::from_value::<Setup>(json.clone()).unwrap(),
            setup
        );
        let mut bad = json;
        bad["site"]["miles"] = 0.into();
        assert!(serde_json::from_value::<Setup>(bad).is_err());
    }
}

#[cfg(feature = "schema")]
#[test]
fn the_saved_expedition_has_a_schema() {
    let schema = schemars::schema_for!(Expedition);
    let json = serde_json::to_value(&schema).unwrap();
    assert_eq!(json["title"], "CairnHouseExpedition");
}

/// The dice an event shows.
fn dice_shown(event: &Event) -> usize {
    match event {
        Event::Travelled { .. } | Event::Reaction { .. } => 2,
        Event::WildEventRolled { .. }
        | Event::Weather { .. }
        | Event::DungeonEventRolled { .. }
        | Event::LongRest { .. }
        | Event::ForcedDoor { .. } => 1,
        Event::Clue { dice, .. } | Event::Encounter { dice, .. } => dice.len(),
        Event::Fight { line } => match line.event {
            FightEvent::InitiativeRolled { .. }
            | FightEvent::Attacked { .. }
            | FightEvent::CastingSave { .. }
            | FightEvent::MoraleChecked { .. }
            | FightEvent::FleeAttempted { face: Some(_), .. }
            | FightEvent::Health {
                change: HealthEvent::GrievousWound { .. } | HealthEvent::CriticalDamageSave { .. },
                ..
            } => 1,
            _ => 0,
        },
        _ => 0,
    }
}

#[test]
fn every_face_rolled_is_shown_in_an_event() {
    for seed in 0..40 {
        for setup in [
            Setup::example().unwrap(),
            Setup::new(party(1, 3, 4), site(12)).unwrap(),
        ] {
            let expedition = play(setup, seed).unwrap();
            let shown: usize = expedition.events().iter().map(dice_shown).sum();
            assert_eq!(shown, expedition.faces().len(), "seed {seed}");
        }
    }
}

// rule: CH-travel.watch
#[test]
fn in_winter_one_camp_a_day_and_the_second_night_watch_is_rest() {
    for seed in 0..20 {
        let site = Site {
            season: osr_travel::cairn_house::Season::Winter,
            ..site(12)
        };
        let expedition = play(Setup::new(party(4, 12, 4), site).unwrap(), seed).unwrap();
        let camps = expedition
            .events()
            .iter()
            .filter(|e| {
                matches!(
                    e,
                    Event::Watch {
                        kind: WatchKind::Camp,
                        ..
                    }
                )
            })
            .count();
        let days = expedition.state().clock().now().div_ceil(3);
        assert!(u64::try_from(camps).unwrap() <= days, "seed {seed}");
        assert!(u64::try_from(camps).unwrap() + 1 >= days, "seed {seed}");
    }
}

#[test]
fn turning_back_comes_home_without_the_treasure() {
    let mut expedition = Expedition::new(Setup::new(party(4, 12, 3), site(100)).unwrap()).unwrap();
    step(&mut expedition, Command::Depart, &[]);
    step(&mut expedition, Command::Travel, &[1, 2, 6]);
    let events = step(&mut expedition, Command::TurnBack, &[]);
    assert_eq!(
        events,
        [
            Event::TurnedBack,
            Event::SetOut {
                home: true,
                miles: 1
            }
        ]
    );
    let events = step(&mut expedition, Command::Travel, &[1, 2, 6]);
    assert_eq!(events.last(), Some(&Event::Home));
    assert_eq!(expedition.state().place(), Place::Town);
    let events = step(&mut expedition, Command::Settle, &[]);
    assert!(events.contains(&Event::Paid {
        member: Name::new("Porter").unwrap(),
        days: 1,
        owed: 10,
        paid: 0
    }));
    assert!(events.contains(&Event::PutDown {
        member: Name::new("Porter").unwrap(),
        units: 3
    }));
    let summary = expedition.state().summary().unwrap();
    assert_eq!(
        (summary.ending, summary.treasure_home),
        (Ending::Retreat, 0)
    );
    assert!(expedition.step(Command::Travel, &mut rng(0)).is_err());
}

#[test]
fn frail_parties_end_in_every_way() {
    let mut endings = std::collections::BTreeMap::new();
    for seed in 0..120 {
        let expedition = play(Setup::new(party(1, 3, 4), site(12)).unwrap(), seed).unwrap();
        *endings
            .entry(format!(
                "{:?}",
                expedition.state().summary().unwrap().ending
            ))
            .or_insert(0) += 1;
    }
    println!("{endings:?}");
}
