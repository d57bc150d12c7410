//! The expeditions of this system, played from outside the crate.

use osr_combat::murdham::Intent;
use osr_core::{StepDie, SuppliedFaces};
use osr_encumbrance::bulk::Bulk;
use osr_equipment::murdham::Tool;
use osr_play::murdham::{
    Command, Event, Expedition, Member, Place, Policy, Referee, Setup, State, Swim, Target,
};
use osr_play::{Error, Name};
use osr_sheet::murdham::{Abilities, Ability, Condition, KnownSkill, Sheet};
use osr_travel::murdham::Mode;

const POLICY: Policy = Policy {
    target: Target::First,
    rounds: 8,
};

fn rng(seed: u64) -> rand_pcg::Pcg64Mcg {
    <rand_pcg::Pcg64Mcg as rand_core::SeedableRng>::seed_from_u64(seed)
}

fn member(name: &str, [str, agi, wit]: [i32; 3], armour: u32) -> Member {
    Member {
        name: Name::new(name).unwrap(),
        sheet: Sheet::new(Abilities::new(str, agi, wit).unwrap())
            .with_armour(armour)
            .unwrap()
            .with_coins(40)
            .unwrap(),
        weapon: StepDie::D8,
    }
}

fn party() -> Vec<Member> {
    let mut briar = member("Briar", [10, 13, 11], 1);
    briar.sheet = briar
        .sheet
        .with_skill(KnownSkill::Bushcraft.skill())
        .unwrap();
    let mut dell = member("Dell", [12, 11, 9], 1);
    dell.sheet = dell.sheet.with_condition(Condition::Addicted).unwrap();
    vec![
        member("Ash", [13, 9, 10], 2),
        briar,
        member("Cole", [9, 10, 14], 0),
        dell,
    ]
}

/// The first command allowed of those a table would take, in order.
fn choose(state: &State) -> Command {
    let intent = if state.place() == Place::Barrow {
        Intent::Fight
    } else {
        Intent::Parley
    };
    let sell = (0..state.party().len())
        .map(|member| Command::Sell { member })
        .find(|c| state.allows(c));
    [
        Some(Command::Meet {
            intent,
            policy: POLICY,
        }),
        Some(Command::Depart),
        Some(Command::Rest),
        Some(Command::Enter),
        Some(Command::SearchRegion),
        Some(Command::Travel),
        Some(Command::Explore),
        Some(Command::Search),
        Some(Command::Leave),
        sell,
        Some(Command::Disband),
    ]
    .into_iter()
    .flatten()
    .find(|c| state.allows(c))
    .expect("some command is allowed until the end")
}

fn play(setup: Setup, seed: u64) -> Expedition {
    let mut expedition = Expedition::new(setup).unwrap();
    let mut dice = rng(seed);
    for _ in 0..1000 {
        if expedition.is_over() {
            return expedition;
        }
        let command = choose(expedition.state());
        expedition.step(command, &mut dice).unwrap();
    }
    panic!("the expedition did not end");
}

fn barrow_party() -> Setup {
    Setup::new(party(), Referee::barrow().unwrap()).unwrap()
}

#[test]
fn whole_expeditions_end_with_a_summary_and_lines_for_players() {
    for seed in 0..40 {
        let expedition = play(barrow_party(), seed);
        let summary = expedition.state().summary().expect("over");
        assert!(summary.deaths <= 4);
        for event in expedition.events() {
            let line = event.to_string();
            assert!(!line.contains('#'), "{line}");
            assert!(!line.contains("Some(") && !line.contains("None"), "{line}");
            assert!(!line.is_empty());
        }
    }
}

#[test]
fn fighters_are_named_in_every_line_of_a_fight() {
    let names = ["Ash", "Briar", "Cole", "Dell", "poacher", "barrow dead"];
    let mut struck = 0;
    for seed in 0..20 {
        for event in play(barrow_party(), seed).events() {
            if let Event::Struck { .. } | Event::Out { .. } | Event::TurnLost { .. } = event {
                struck += 1;
                let line = event.to_string();
                assert!(
                    names.iter().any(|n| line.starts_with(n)
                        || line.starts_with(&format!("the {n}"))
                        || line.contains(n)),
                    "{line}"
                );
                assert!(
                    !line.chars().next().is_some_and(|c| c.is_ascii_digit()),
                    "{line}"
                );
            }
        }
    }
    assert!(struck > 0);
}

#[cfg(feature = "serde")]
#[test]
fn a_saved_expedition_reads_back_by_replay_and_a_forged_one_is_refused() {
    let expedition = play(barrow_party(), 7);
    let saved = serde_json::to_value(&expedition).unwrap();
    let again: Expedition = serde_json::from_value(saved.clone()).unwrap();
    assert_eq!(again, expedition);
    let replayed = Expedition::replay(
        expedition.setup().clone(),
        expedition.commands(),
        expedition.faces(),
    )
    .unwrap();
    assert_eq!(replayed, expedition);
    // A face changed.
    let mut forged = saved.clone();
    let face = forged["faces"][0].as_u64().unwrap();
    forged["faces"][0] = serde_json::json!(if face == 1 { 2 } else { 1 });
    assert!(serde_json::from_value::<Expedition>(forged).is_err());
    // A face added.
    let mut forged = saved.clone();
    forged["faces"]
        .as_array_mut()
        .unwrap()
        .push(serde_json::json!(3));
    assert!(serde_json::from_value::<Expedition>(forged).is_err());
    // An event changed.
    let mut forged = saved.clone();
    forged["events"][0] = serde_json::json!({"event": "home"});
    assert!(serde_json::from_value::<Expedition>(forged).is_err());
    // A setup out of range.
    let mut forged = saved;
    forged["setup"]["referee"]["regions"] = serde_json::json!(0);
    assert!(serde_json::from_value::<Expedition>(forged).is_err());
}

#[test]
fn the_dying_cannot_trade() {
    let mut p = party();
    p[2].sheet = p[2]
        .sheet
        .clone()
        .with_health(0)
        .unwrap()
        .with_condition(Condition::Incapacitated)
        .unwrap()
        .with_condition(Condition::Dying)
        .unwrap();
    let mut expedition =
        Expedition::new(Setup::new(p, Referee::barrow().unwrap()).unwrap()).unwrap();
    let buy = Command::Buy {
        member: 2,
        item: Tool::Antidote,
    };
    assert!(!expedition.state().allows(&buy));
    let refused = expedition.step(buy, &mut SuppliedFaces::new(&[]));
    assert_eq!(
        refused,
        Err(Error::Unable {
            name: Name::new("Cole").unwrap(),
            command: "trade",
            reason: "dying",
        })
    );
    assert!(expedition.events().is_empty());
    // The others trade.
    expedition
        .step(
            Command::Buy {
                member: 0,
                item: Tool::Antidote,
            },
            &mut SuppliedFaces::new(&[]),
        )
        .unwrap();
}

#[test]
fn the_dying_are_carried_home_their_bulk_on_the_carrier() {
    // rule: MU-enc.size-bulk
    let mut p = party();
    p[2].sheet = p[2]
        .sheet
        .clone()
        .with_health(0)
        .unwrap()
        .with_condition(Condition::Dying)
        .unwrap();
    let mut expedition =
        Expedition::new(Setup::new(p, Referee::barrow().unwrap()).unwrap()).unwrap();
    let mut dice = rng(1);
    expedition.step(Command::Depart, &mut dice).unwrap();
    expedition.step(Command::Travel, &mut dice).unwrap();
    let state = expedition.state();
    let carrier = state.carrier_of(2).expect("someone carries Cole");
    assert_ne!(carrier, 2);
    // A medium character's own bulk is 8.
    assert_eq!(state.party()[carrier].sheet.carried(), Bulk::whole(8));
    assert!(expedition.events().iter().any(|e| matches!(
        e,
        Event::Carries { what, .. } if what == "Cole"
    )));
    // Cole never climbs, swims or sells: nothing of the rest of the
    // expedition is Cole's doing.
    let expedition = play(
        Setup::new(
            {
                let mut p = party();
                p[2].sheet = p[2]
                    .sheet
                    .clone()
                    .with_health(0)
                    .unwrap()
                    .with_condition(Condition::Dying)
                    .unwrap();
                p
            },
            Referee::barrow().unwrap(),
        )
        .unwrap(),
        3,
    );
    for event in expedition.events() {
        match event {
            Event::Climbed { name, .. }
            | Event::Swam { name, .. }
            | Event::Sold { name, .. }
            | Event::Bought { name, .. } => assert_ne!(name.as_str(), "Cole", "{event}"),
            _ => {}
        }
    }
}

#[test]
fn nobody_to_carry_the_dying_leaves_them_behind() {
    let mut p = vec![
        member("Ash", [13, 9, 10], 2),
        member("Cole", [9, 10, 14], 0),
    ];
    // Ash is laden to twice the carry limit already.
    p[0].sheet = p[0].sheet.clone().with_carried(Bulk::whole(16));
    p[1].sheet = p[1]
        .sheet
        .clone()
        .with_health(0)
        .unwrap()
        .with_condition(Condition::Dying)
        .unwrap();
    let mut expedition =
        Expedition::new(Setup::new(p, Referee::barrow().unwrap()).unwrap()).unwrap();
    let mut dice = rng(2);
    expedition.step(Command::Depart, &mut dice).unwrap();
    expedition.step(Command::Travel, &mut dice).unwrap();
    assert!(expedition.state().is_left(1));
    assert!(
        expedition
            .events()
            .iter()
            .any(|e| e.to_string() == "nobody can carry Cole: left behind")
    );
}

#[test]
fn the_mode_of_play_switches_inside_the_procedures() {
    // rule: MU-travel.modes
    for seed in 0..20 {
        let mut expedition = Expedition::new(barrow_party()).unwrap();
        let mut dice = rng(seed);
        let mut seen_site = false;
        while !expedition.is_over() {
            let command = choose(expedition.state());
            let was = expedition.state().place();
            expedition.step(command.clone(), &mut dice).unwrap();
            let state = expedition.state();
            match state.place() {
                Place::Barrow => {
                    seen_site = true;
                    assert_eq!(state.mode(), Mode::Site);
                    // Road commands are refused in words, not by the clock.
                    let refused = state.allows(&Command::Travel);
                    assert!(!refused);
                }
                Place::Road | Place::Market | Place::Home => assert_eq!(state.mode(), Mode::Travel),
            }
            if was == Place::Barrow && state.place() == Place::Road {
                assert_eq!(command, Command::Leave);
            }
        }
        assert!(seen_site || expedition.state().summary().is_some());
    }
}

#[test]
fn the_grave_goods_weigh_on_their_carrier_and_the_river_asks_a_save() {
    // rule: MU-enc.swim, MU-travel.move.swim
    let mut checked = 0;
    for seed in 0..60 {
        let expedition = play(barrow_party(), seed);
        let mut carrier = None;
        for (i, event) in expedition.events().iter().enumerate() {
            if let Event::Carries {
                name, what, load, ..
            } = event
            {
                if what == "the grave goods" {
                    // Bulk 3, over what the carrier had.
                    assert!(*load >= Bulk::whole(3), "{event}");
                    carrier = Some(name.clone());
                }
            }
            if let (Event::Swam { name, swim }, Some(c)) = (event, &carrier) {
                if name == c {
                    // More than 2 bulk: an AGI save.
                    assert!(!matches!(swim, Swim::Across), "event {i}: {event}");
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 0);
}

#[test]
fn treasure_carried_is_on_the_carriers_sheet() {
    // rule: MU-enc.size-bulk
    for seed in 0..60 {
        let mut expedition = Expedition::new(barrow_party()).unwrap();
        let mut dice = rng(seed);
        while !expedition.is_over() {
            let command = choose(expedition.state());
            let search = command == Command::Search;
            expedition.step(command, &mut dice).unwrap();
            if search {
                let state = expedition.state();
                let carrier = state.treasure_carrier().expect("carried");
                let load = state.party()[carrier].sheet.carried();
                assert!(load >= Bulk::whole(3));
                return;
            }
        }
    }
    panic!("no seed found the grave goods");
}

#[test]
fn an_encumbered_climber_saves_with_str_too_and_the_pace_halves() {
    // rule: MU-travel.move.climb, MU-travel.navigate
    // One member carrying 7 bulk: the grave goods (3) make 10, encumbered.
    let mut ash = member("Ash", [20, 20, 20], 3);
    ash.sheet = ash.sheet.clone().with_carried(Bulk::whole(7));
    let mut referee = Referee::barrow().unwrap();
    referee.meeting_watch = 1000;
    referee.dead.foes.truncate(1);
    referee.dead.foes[0].health = 1;
    let expedition = play(Setup::new(vec![ash], referee).unwrap(), 5);
    let events = expedition.events();
    let found = events
        .iter()
        .position(|e| matches!(e, Event::Found { .. }))
        .expect("found");
    let up = events[found..]
        .iter()
        .find_map(|e| match e {
            Event::Climbed {
                down: false, faces, ..
            } => Some(faces.clone()),
            _ => None,
        })
        .expect("climbed up");
    // AGI 20 always passes; encumbered, a STR save follows.
    assert_eq!(up.len(), 2);
    let down = events
        .iter()
        .find_map(|e| match e {
            Event::Climbed {
                down: true, faces, ..
            } => Some(faces.clone()),
            _ => None,
        })
        .expect("climbed down");
    assert_eq!(down.len(), 1);
    // On the way home the load halves the pace: 1/4 region a watch.
    assert!(events[found..].iter().any(|e| matches!(
        e,
        Event::Travelled {
            pace: [1, 4],
            slowed_by: Some(_),
            ..
        }
    )));
}

#[test]
fn the_daily_rest_is_due_every_third_watch_and_feeds_the_addict() {
    // rule: MU-health.drug.withdrawal
    let mut expedition = Expedition::new(barrow_party()).unwrap();
    let mut dice = rng(11);
    expedition.step(Command::Depart, &mut dice).unwrap();
    while !expedition.state().allows(&Command::Rest) {
        let command = choose(expedition.state());
        expedition.step(command, &mut dice).unwrap();
    }
    let state = expedition.state();
    assert!(state.rest_due());
    assert!(!state.allows(&Command::Travel));
    assert_eq!(state.doses(), 1);
    expedition.step(Command::Rest, &mut dice).unwrap();
    assert_eq!(expedition.state().doses(), 0);
    assert!(
        expedition
            .events()
            .iter()
            .any(|e| e.to_string() == "Dell takes a dose (0 left)")
    );
    // The next rest: no dose, withdrawal costs a WIT.
    while !expedition.state().allows(&Command::Rest) && !expedition.is_over() {
        let command = choose(expedition.state());
        expedition.step(command, &mut dice).unwrap();
    }
    if expedition.is_over() || expedition.state().party()[3].sheet.is(Condition::Dead) {
        return;
    }
    let wit = expedition.state().party()[3].sheet.score(Ability::Wit);
    expedition.step(Command::Rest, &mut dice).unwrap();
    assert_eq!(
        expedition.state().party()[3].sheet.score(Ability::Wit),
        wit - 1
    );
}

#[test]
fn a_refused_command_changes_nothing() {
    let mut expedition = Expedition::new(barrow_party()).unwrap();
    let before = expedition.clone();
    let refused = expedition.step(Command::Travel, &mut SuppliedFaces::new(&[]));
    assert_eq!(
        refused,
        Err(Error::NotNow {
            command: "travel",
            reason: "the party is not on the road"
        })
    );
    assert_eq!(expedition, before);
    assert_eq!(
        expedition.step(Command::Sell { member: 9 }, &mut SuppliedFaces::new(&[])),
        Err(Error::NotNow {
            command: "sell",
            reason: "there is nothing to sell"
        })
    );
}

#[cfg(feature = "schema")]
#[test]
fn a_saved_expedition_has_a_json_schema_it_meets() {
    let schema = serde_json::to_value(schemars::schema_for!(Expedition)).unwrap();
    assert_eq!(schema["title"], "MurdhamExpedition");
    let text = schema.to_string();
    for name in [
        "MurdhamExpeditionSetup",
        "MurdhamExpeditionCommand",
        "MurdhamExpeditionEvent",
    ] {
        assert!(text.contains(name), "{name}");
    }
}

#[test]
fn the_side_taken_by_surprise_does_not_strike_in_the_first_round() {
    // rule: MU-combat.encounter.approach
    use osr_combat::Side;
    use osr_combat::murdham::Resolution;
    let party = ["Ash", "Briar", "Cole", "Dell"];
    let mut seen = 0;
    for seed in 0..80 {
        let expedition = play(barrow_party(), seed);
        let mut ambush = None;
        let mut round = 0;
        for event in expedition.events() {
            match event {
                Event::Resolved {
                    resolution: Resolution::Fight { ambush: a },
                    ..
                } => {
                    ambush = *a;
                    round = 0;
                }
                Event::Round { round: r } => round = *r,
                Event::Struck { attacker, .. } if round == 1 => {
                    let member = party.contains(&attacker.as_str());
                    match ambush {
                        Some(Side::Foes) => {
                            seen += 1;
                            assert!(!member, "{event}");
                        }
                        Some(Side::Party) => {
                            seen += 1;
                            assert!(member, "{event}");
                        }
                        None => {}
                    }
                }
                _ => {}
            }
        }
    }
    assert!(seen > 0);
}
