//! The expeditions of this system, played from outside the crate.

use std::collections::VecDeque;

use osr_combat::Side;
use osr_combat::gods_and_monsters::{Damage, Reactions};
use osr_core::rand_core::SeedableRng;
use osr_core::{Dice, Die, FaceSource};
use osr_play::gods_and_monsters::{
    Body, Command, Condition, Encounters, Event, Expedition, Foes, Hoard, Location, Member,
    Monster, Room, Setup, Stretch, Tactic,
};
use osr_play::{Ending, Error, Name};
use osr_sheet::gods_and_monsters::{
    Abilities, Archetype, Armor, Gear, Item, Misc, Place, Price, Referee, Sheet, Size, Species,
    Weapon,
};
use osr_travel::gods_and_monsters::Going;
use rand_pcg::Pcg64Mcg;

/// Faces queued by the test first, then a seeded generator's.
struct Faces {
    queue: VecDeque<u32>,
    rng: Pcg64Mcg,
}

impl Faces {
    fn new(seed: u64) -> Self {
        Self {
            queue: VecDeque::new(),
            rng: Pcg64Mcg::seed_from_u64(seed),
        }
    }

    fn then(&mut self, faces: &[u32]) {
        self.queue.extend(faces);
    }
}

impl FaceSource for Faces {
    fn next_face(&mut self, die: Die) -> Result<u32, osr_core::Error> {
        match self.queue.pop_front() {
            Some(face) => Ok(face.min(die.sides())),
            None => self.rng.next_face(die),
        }
    }
}

fn name(text: &str) -> Name {
    Name::new(text).unwrap()
}

/// A first-level dwarf with every ability 10 (strength 12), gear made for
/// a small creature.
fn dwarf(who: &str, archetype: Archetype, gear: &[(Item, Place)]) -> Member {
    let sheet = Sheet::new(
        archetype,
        Species::dwarf(),
        Abilities::new(10, 10, 10, 10, 10, 12).unwrap(),
        Referee::default(),
    )
    .unwrap();
    let gear: Vec<Gear> = gear
        .iter()
        .map(|&(item, place)| Gear {
            item,
            made_for: Size::Small,
            place,
        })
        .collect();
    let sheet = sheet.with_gear(Price::whole(50), &gear).unwrap();
    Member {
        name: name(who),
        sheet,
    }
}

fn party() -> Vec<Member> {
    let torch = (Item::Misc(Misc::Torch), Place::Carried);
    let dagger = (Item::Weapon(Weapon::Dagger), Place::Equipped);
    vec![
        dwarf("Brann", Archetype::Warrior, &[dagger, torch]),
        dwarf("Kesk", Archetype::Thief, &[dagger, torch]),
        dwarf("Orla", Archetype::Sorceror, &[dagger]),
        dwarf("Hild", Archetype::Prophet, &[dagger]),
    ]
}

/// A creature of `survival` that hits on anything and does 1 + `bonus`.
fn brute(survival: u32, bonus: i32) -> Monster {
    Monster {
        name: name("ogre"),
        body: Body::Creature {
            survival,
            endurance: 12,
        },
        fighting_art: 0,
        attack: 20,
        defense: 0,
        attacks: 1,
        damage: Damage::new(Dice::one(Die::D1), bonus).unwrap(),
        reactions: Reactions::new(6, 6, 6, 6).unwrap(),
    }
}

/// One day's walk to a one-room site whose room is the lair of group 0
/// and hides the hoard; wanderers of group `wanderers` on `on` of a d1
/// (1: always, 0: never).
fn site(members: Vec<Member>, lair: Foes, on: u32, yards: u32) -> Setup {
    Setup::new(
        members,
        vec![Stretch {
            name: name("the old road"),
            going: Going::Ideal,
        }],
        vec![Room {
            name: name("the den"),
            yards,
            width: 20,
            length: 20,
            lair: Some(0),
            hoard: true,
        }],
        vec![lair],
        Encounters {
            die: Die::D1,
            on,
            road_hours: 8,
            site_minutes: 600,
            table: vec![0],
        },
        Hoard {
            count: 3,
            die: Die::D6,
            times: 10,
        },
    )
    .unwrap()
}

fn group(monsters: Vec<Monster>, hostile: bool) -> Foes {
    Foes {
        name: name("the ogres"),
        xp: 100,
        engage_xp: 10,
        hostile,
        monsters,
    }
}

/// Plays `setup` by a simple choice of commands from `seed`.
fn play(setup: Setup, seed: u64) -> Expedition {
    let mut expedition = Expedition::new(setup).unwrap();
    let mut faces = Faces::new(seed);
    for _ in 0..200 {
        if expedition.is_over() {
            break;
        }
        let (setup, state) = (expedition.setup(), expedition.state());
        let command = if state.meeting().is_some() {
            Command::Fight {
                tactic: Tactic::Spread,
            }
        } else {
            [
                Command::Search,
                Command::Travel,
                Command::Explore,
                Command::Leave,
                Command::Home { donate: 10 },
            ]
            .into_iter()
            .filter(|c| state.searches() < 3 || !matches!(c, Command::Search))
            .find(|c| state.allows(setup, c))
            .unwrap_or(Command::Camp)
        };
        expedition.step(command, &mut faces).unwrap();
    }
    expedition
}

fn greyfell(seed: u64) -> Expedition {
    play(Setup::greyfell(party()).unwrap(), seed)
}

#[test]
fn whole_expeditions_end_with_a_summary_and_name_everyone() {
    for seed in 0..30 {
        let expedition = greyfell(seed);
        assert!(expedition.is_over(), "seed {seed}");
        let summary = expedition.state().summary().unwrap();
        assert_eq!(
            Some(&Event::Ended {
                ending: summary.ending
            }),
            expedition.events().last()
        );
        for event in expedition.events() {
            let line = event.to_string();
            assert!(!line.contains('#'), "{line}");
            assert!(!line.contains("Some(") && !line.contains("None"), "{line}");
            assert!(!line.contains("gm."), "{line}");
        }
    }
}

#[test]
fn seeds_meet_different_encounters_and_hoards() {
    let met = |seed| -> Vec<String> {
        greyfell(seed)
            .events()
            .iter()
            .filter_map(|e| match e {
                Event::Wanderers { foes, .. } => Some(foes.to_string()),
                Event::HoardFound { silver, .. } => Some(silver.to_string()),
                _ => None,
            })
            .collect()
    };
    let all: Vec<Vec<String>> = (0..10).map(met).collect();
    let distinct: std::collections::HashSet<_> = all.iter().collect();
    assert!(distinct.len() > 5, "{all:?}");
}

#[cfg(feature = "serde")]
#[test]
fn a_saved_expedition_reads_back_by_replay_and_a_forged_one_is_refused() {
    let expedition = greyfell(3);
    let json = serde_json::to_value(&expedition).unwrap();
    let back: Expedition = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(back, expedition);
    let again = Expedition::replay(
        expedition.setup().clone(),
        expedition.commands(),
        expedition.faces(),
    )
    .unwrap();
    assert_eq!(again, expedition);
    // A face changed, a face added, an event changed.
    let mut changed = json.clone();
    let face = changed["faces"][0].as_u64().unwrap();
    changed["faces"][0] = serde_json::json!(if face == 1 { 2 } else { 1 });
    assert!(serde_json::from_value::<Expedition>(changed).is_err());
    let mut added = json.clone();
    added["faces"]
        .as_array_mut()
        .unwrap()
        .push(serde_json::json!(1));
    assert!(serde_json::from_value::<Expedition>(added).is_err());
    let mut event = json.clone();
    let events = event["events"].as_array_mut().unwrap();
    let last = events.len() - 1;
    events[last] = serde_json::json!({"event": "ended", "ending": "dead"});
    assert!(serde_json::from_value::<Expedition>(event).is_err());
    // A setup out of range is refused on reading.
    let mut setup = json;
    setup["setup"]["hoard"]["count"] = serde_json::json!(0);
    assert!(serde_json::from_value::<Expedition>(setup).is_err());
}

// rule: GM-combat.surprise
#[test]
fn wanderers_catch_the_party_unaware_and_the_surprised_lose_the_first_round() {
    let setup = site(party(), group(vec![brute(30, 0)], true), 1, 20);
    let mut expedition = Expedition::new(setup).unwrap();
    let mut faces = Faces::new(1);
    expedition.step(Command::Travel, &mut faces).unwrap();
    let meeting = expedition.state().meeting().unwrap();
    assert!(meeting.wandering());
    // Every member fails the perception roll against surprise.
    faces.then(&[20, 20, 20, 20]);
    let events = expedition
        .step(
            Command::Fight {
                tactic: Tactic::Focus,
            },
            &mut faces,
        )
        .unwrap()
        .to_vec();
    let surprised: Vec<&str> = events
        .iter()
        .filter_map(|e| match e {
            Event::SurpriseRolled {
                who,
                surprised: true,
                face: 20,
                ..
            } => Some(who.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(surprised, ["Brann", "Kesk", "Orla", "Hild"]);
    let first_round: Vec<&Event> = events
        .iter()
        .skip_while(|e| !matches!(e, Event::RoundBegan { round: 1 }))
        .take_while(|e| !matches!(e, Event::RoundBegan { round: 2 }))
        .collect();
    let attackers: Vec<&str> = first_round
        .iter()
        .filter_map(|e| match e {
            Event::Attacked { attacker, .. } => Some(attacker.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(attackers, ["ogre"]);
}

// rule: GM-combat.surprise
#[test]
fn the_foes_of_a_lair_are_caught_unaware() {
    let setup = site(party(), group(vec![brute(30, 0)], true), 0, 20);
    let mut expedition = Expedition::new(setup).unwrap();
    let mut faces = Faces::new(2);
    expedition.step(Command::Travel, &mut faces).unwrap();
    expedition.step(Command::Camp, &mut faces).unwrap();
    expedition.step(Command::Explore, &mut faces).unwrap();
    assert!(!expedition.state().meeting().unwrap().wandering());
    faces.then(&[20]);
    let events = expedition
        .step(
            Command::Fight {
                tactic: Tactic::Focus,
            },
            &mut faces,
        )
        .unwrap()
        .to_vec();
    assert!(matches!(
        &events[0],
        Event::SurpriseRolled { who, surprised: true, target: 6, .. } if who == "ogre"
    ));
    let first_round = events
        .iter()
        .skip_while(|e| !matches!(e, Event::RoundBegan { round: 1 }))
        .take_while(|e| !matches!(e, Event::RoundBegan { round: 2 }));
    assert!(
        first_round
            .filter(|e| matches!(e, Event::Attacked { attacker, .. } if attacker == "ogre"))
            .count()
            == 0
    );
}

// rule: GM-eq.armor.helmet
#[test]
fn a_full_helmet_takes_one_off_every_attack_and_perception_in_play() {
    let helmeted = |helmet: bool| {
        let mut members = party();
        let mut gear = members[0].sheet.gear().to_vec();
        if helmet {
            gear.push(Gear {
                item: Item::Armor(Armor::FullHelmet),
                made_for: Size::Small,
                place: Place::Equipped,
            });
        }
        members[0].sheet = members[0]
            .sheet
            .clone()
            .with_gear(Price::whole(50), &gear)
            .unwrap();
        let setup = site(members, group(vec![brute(30, 0)], true), 1, 20);
        let mut expedition = Expedition::new(setup).unwrap();
        let mut faces = Faces::new(5);
        expedition.step(Command::Travel, &mut faces).unwrap();
        faces.then(&[1, 1, 1, 1]);
        let events = expedition
            .step(
                Command::Fight {
                    tactic: Tactic::Focus,
                },
                &mut faces,
            )
            .unwrap()
            .to_vec();
        let perception = events.iter().find_map(|e| match e {
            Event::SurpriseRolled { who, target, .. } if who == "Brann" => Some(*target),
            _ => None,
        });
        let attack = events.iter().find_map(|e| match e {
            Event::Attacked {
                attacker, needed, ..
            } if attacker == "Brann" => Some(*needed),
            _ => None,
        });
        (perception.unwrap(), attack.unwrap())
    };
    let (bare, helmet) = (helmeted(false), helmeted(true));
    assert_eq!((helmet.0, helmet.1), (bare.0 - 1, bare.1 - 1));
}

// rule: GM-travel.light-sources
// rule: GM-travel.darkness
// rule: GM-travel.rest
#[test]
fn torches_burn_down_the_next_is_lit_then_darkness_and_the_party_rests() {
    let monster = brute(1, 0);
    let mut members = party();
    // Brann's torch only: Kesk's is left at home.
    let dagger = (Item::Weapon(Weapon::Dagger), Place::Equipped);
    members[1] = dwarf("Kesk", Archetype::Thief, &[dagger]);
    let setup = site(members, group(vec![monster], false), 0, 10_000);
    let mut expedition = Expedition::new(setup).unwrap();
    let mut faces = Faces::new(3);
    expedition.step(Command::Travel, &mut faces).unwrap();
    expedition.step(Command::Camp, &mut faces).unwrap();
    assert_eq!(expedition.state().torches(), 1);
    let events = expedition
        .step(Command::Explore, &mut faces)
        .unwrap()
        .to_vec();
    // 10 000 yards at 32 yards a minute (Movement 8 x 4): 313 minutes,
    // past the torch's 3 hours; a pause every 100 minutes (endurance 10).
    let lit: Vec<(String, u32)> = events
        .iter()
        .filter_map(|e| match e {
            Event::TorchLit {
                member,
                left,
                rounds,
            } => {
                assert_eq!(*rounds, 3 * 360);
                Some((member.to_string(), *left))
            }
            _ => None,
        })
        .collect();
    assert_eq!(lit, [("Brann".into(), 0)]);
    let out = events
        .iter()
        .position(|e| matches!(e, Event::TorchOut { .. }));
    let dark = events.iter().position(|e| *e == Event::Darkness);
    assert!(out.is_some() && dark == out.map(|i| i + 1), "{events:#?}");
    assert!(events.contains(&Event::Explored {
        room: name("the den"),
        yards: 10_000,
        speed: 32,
        minutes: 313,
        dark: false,
    }));
    let pauses = events
        .iter()
        .filter(|e| matches!(e, Event::Paused { minutes: 10 }))
        .count();
    assert_eq!(pauses, 3);
    assert_eq!(expedition.state().torches(), 0);
    // 313 minutes walked and 30 rested, in rounds, after the day and the
    // night (24 hours).
    assert_eq!(expedition.state().clock().now(), 24 * 360 + (313 + 30) * 6);
}

// rule: GM-health.death-timer
// rule: GM-health.rest
#[test]
fn the_dying_may_not_walk_and_are_saved_by_rest_in_time() {
    // A lone thief (survival 6) against an ogre that hits for 7: 1 injury.
    let thief = dwarf(
        "Kesk",
        Archetype::Thief,
        &[(Item::Misc(Misc::Torch), Place::Carried)],
    );
    let survival = thief.sheet.max_survival();
    let bonus = i32::try_from(survival).unwrap();
    let setup = site(vec![thief], group(vec![brute(30, bonus)], true), 0, 20);
    let mut expedition = Expedition::new(setup).unwrap();
    let mut faces = Faces::new(4);
    expedition.step(Command::Travel, &mut faces).unwrap();
    expedition.step(Command::Camp, &mut faces).unwrap();
    expedition.step(Command::Explore, &mut faces).unwrap();
    // The ogre notices; Kesk misses; the ogre hits (d1); Kesk fails to stay
    // conscious; the injuries (1) succeed; endurance fails.
    faces.then(&[1, 20, 1, 1, 20, 1, 20]);
    let events = expedition
        .step(
            Command::Fight {
                tactic: Tactic::Focus,
            },
            &mut faces,
        )
        .unwrap()
        .to_vec();
    let state = expedition.state();
    assert!(
        matches!(state.members()[0].condition(), Condition::Dying { timer, .. } if timer.left() == 9),
        "{events:#?}"
    );
    assert!(events.contains(&Event::Withdrew));
    assert!(matches!(
        state.location(),
        Location::Road { homeward: true, .. } | Location::Home
    ));
    let travel = Err(Error::NotNow {
        command: "travel",
        reason: "a member is dying: the party tends them first",
    });
    let mut tried = expedition.clone();
    assert_eq!(
        tried.step(Command::Travel, &mut faces).map(<[_]>::len),
        travel
    );
    // A night's rest: the encounter check (d1), then the health roll
    // passes, the injury heals, death is off.
    faces.then(&[1, 1]);
    let events = expedition.step(Command::Camp, &mut faces).unwrap().to_vec();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Saved { member, .. } if member.as_str() == "Kesk")),
        "{events:#?}"
    );
    assert_eq!(expedition.state().members()[0].condition(), Condition::Well);
}

// rule: GM-health.death-timer
#[test]
fn the_death_timer_runs_out_on_the_clock() {
    let thief = dwarf("Kesk", Archetype::Thief, &[]);
    let bonus = i32::try_from(thief.sheet.max_survival()).unwrap() + 4;
    let setup = site(vec![thief], group(vec![brute(30, bonus)], true), 0, 20);
    let mut expedition = Expedition::new(setup).unwrap();
    let mut faces = Faces::new(4);
    expedition.step(Command::Travel, &mut faces).unwrap();
    expedition.step(Command::Camp, &mut faces).unwrap();
    expedition.step(Command::Explore, &mut faces).unwrap();
    // 5 injuries: endurance 10 - 5 = 5 hours once unconscious.
    faces.then(&[1, 20, 1, 1, 20, 1, 20]);
    expedition
        .step(
            Command::Fight {
                tactic: Tactic::Focus,
            },
            &mut faces,
        )
        .unwrap();
    assert!(matches!(
        expedition.state().members()[0].condition(),
        Condition::Dying { timer, .. } if timer.left() == 5
    ));
    let events = expedition.step(Command::Camp, &mut faces).unwrap().to_vec();
    assert!(events.contains(&Event::Died {
        member: name("Kesk")
    }));
    assert_eq!(expedition.state().ending(), Some(Ending::Dead));
    assert_eq!(expedition.state().summary().unwrap().deaths, 1);
}

// rule: GM-health.verve.restore
#[test]
fn an_encounter_without_a_fight_brings_verve_back() {
    let mut members = party();
    let sheet = members[0].sheet.clone();
    let tired = osr_health::gods_and_monsters::Vitals::new(sheet.max_survival(), sheet.max_verve())
        .unwrap()
        .with_verve(1)
        .unwrap();
    members[0].sheet = sheet.with_progress(0, &[], tired).unwrap();
    let setup = site(members, group(vec![brute(3, 0)], false), 1, 20);
    let mut expedition = Expedition::new(setup).unwrap();
    let mut faces = Faces::new(6);
    expedition.step(Command::Travel, &mut faces).unwrap();
    assert!(
        expedition
            .state()
            .allows(expedition.setup(), &Command::Parley)
    );
    let events = expedition
        .step(Command::Parley, &mut faces)
        .unwrap()
        .to_vec();
    assert!(matches!(events[0], Event::Parleyed { xp: 10, .. }));
    // Level 1: up to 1 verve back.
    assert_eq!(
        events[1].to_string(),
        "Brann: verve 1 -> 2 (in an encounter without a fight)"
    );
}

#[test]
fn lines_for_players() {
    use osr_health::gods_and_monsters::DeathTimer;
    let came_to = Event::CameTo {
        member: name("Kesk"),
        minutes: 0,
    };
    assert_eq!(
        came_to.to_string(),
        "Kesk comes to at once: with no injuries, unconsciousness lasts no time"
    );
    let doomed = Event::Dying {
        member: name("Hild"),
        timer: DeathTimer::start(3, 5, true),
    };
    assert_eq!(
        doomed.to_string(),
        "Hild is dying with no time left: dead by the end of the scene"
    );
    let dying = Event::Dying {
        member: name("Hild"),
        timer: DeathTimer::start(13, 5, true),
    };
    assert_eq!(
        dying.to_string(),
        "Hild is dying: 8 hours to heal every injury, or death"
    );
    let ended = Event::FightEnded {
        winner: Some(Side::Party),
        rounds: 3,
    };
    assert_eq!(
        ended.to_string(),
        "the fight is over after 3 rounds: the party wins"
    );
}

// rule: GM-adv.survival-verve
#[test]
fn a_level_reads_its_die_and_modifiers_in_words() {
    use osr_advancement::gods_and_monsters::LevelUp;
    // A warrior with strength 3 and intelligence 3: both minor -2.
    let abilities =
        osr_advancement::gods_and_monsters::Abilities::new(10, 3, 10, 10, 10, 3).unwrap();
    let gained = LevelUp::new(Archetype::Warrior, 2, &abilities)
        .unwrap()
        .roll(&mut osr_core::SuppliedFaces::new(&[1]))
        .unwrap();
    let line = Event::LevelRaised {
        member: name("Brann"),
        gained,
    }
    .to_string();
    assert!(
        line.starts_with(
            "Brann reaches level 2; verve d10 1 -2 for strength -2 for intelligence: +0 (a gain is never below 0)"
        ),
        "{line}"
    );
}

// rule: GM-combat.surprise
// rule: GM-health.rest
#[cfg(feature = "serde")]
#[test]
fn wanderers_on_a_sleeping_camp_break_the_night_and_find_the_party_asleep() {
    // Wanderers always come (a d1, on 1); set up, saved and read back.
    let setup = site(party(), group(vec![brute(30, 0)], true), 0, 20);
    let mut setup = serde_json::to_value(&setup).unwrap();
    setup["encounters"]["on"] = serde_json::json!(1);
    setup["encounters"]["road_hours"] = serde_json::json!(3);
    let setup: Setup = serde_json::from_value(setup).unwrap();
    let mut night = Expedition::new(setup).unwrap();
    let mut faces = Faces::new(8);
    night.step(Command::Travel, &mut faces).unwrap();
    let state = night.state();
    // The d1 always brings them: met on the road already.
    assert!(state.meeting().is_some_and(|m| m.wandering()));
    night
        .step(
            Command::Fight {
                tactic: Tactic::Focus,
            },
            &mut faces,
        )
        .unwrap();
    assert!(!night.is_over());
    let before = night.state().clock().now();
    let events = night.step(Command::Camp, &mut faces).unwrap().to_vec();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Wanderers { asleep: true, .. }))
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::Rested { .. } | Event::DayBegan { .. }))
    );
    // Broken at the first check, before the 8 hours are out.
    assert!(night.state().clock().now() - before < 8 * 360);
    let perception = night.state().members()[0]
        .sheet()
        .reaction(osr_sheet::gods_and_monsters::Reaction::Perception);
    let fight = night
        .step(
            Command::Fight {
                tactic: Tactic::Focus,
            },
            &mut faces,
        )
        .unwrap()
        .to_vec();
    assert!(matches!(
        &fight[0],
        Event::SurpriseRolled { who, target, .. } if who == "Brann" && *target == perception - 6
    ));
}

// rule: GM-adv.xp.loot
// rule: GM-adv.xp-sources
// rule: GM-travel.searching
#[test]
fn the_hoard_is_rolled_carried_home_given_and_shared() {
    let setup = site(party(), group(vec![brute(3, 0)], false), 0, 20);
    let mut expedition = Expedition::new(setup).unwrap();
    let mut faces = Faces::new(9);
    for command in [
        Command::Travel,
        Command::Camp,
        Command::Explore,
        Command::Parley,
    ] {
        expedition.step(command, &mut faces).unwrap();
    }
    // The best perception (10 - 1 for the 20-foot room) rolls 1; 3d6 6s.
    faces.then(&[1, 6, 6, 6]);
    let events = expedition
        .step(Command::Search, &mut faces)
        .unwrap()
        .to_vec();
    assert!(matches!(
        &events[0],
        Event::Searched {
            minutes: 8,
            penalty: -1,
            face: 1,
            found: true,
            ..
        }
    ));
    assert!(events.contains(&Event::HoardFound {
        die: 6,
        faces: vec![6, 6, 6],
        times: 10,
        silver: 180,
    }));
    assert_eq!(expedition.state().carried(), 180);
    for command in [Command::Leave, Command::Travel] {
        expedition.step(command, &mut faces).unwrap();
    }
    assert_eq!(expedition.state().location(), Location::Home);
    let events = expedition
        .step(Command::Home { donate: 100 }, &mut faces)
        .unwrap()
        .to_vec();
    assert_eq!(events[0], Event::CameHome { silver: 180 });
    assert_eq!(
        events[1],
        Event::Donated {
            silver: 100,
            xp: 200
        }
    );
    // 80 sc shared by 4: 20 each, on top of their 50.
    assert!(events.contains(&Event::Share {
        member: name("Orla"),
        silver: 20,
        coins: Price::whole(70),
    }));
    // The parley's 10 XP and the loot's 200.
    assert!(events.contains(&Event::XpShared {
        xp: 210,
        members: 4,
        each: 52,
        left: 2,
    }));
    let state = expedition.state();
    assert_eq!(state.ending(), Some(Ending::Home));
    assert_eq!(state.treasure_home(), 180);
    assert_eq!(state.summary().unwrap().treasure_home, 180);
    assert_eq!(state.members()[0].sheet().xp(), 52);
}

// rule: GM-travel.darkness
#[test]
fn without_a_torch_the_party_explores_at_a_quarter_of_its_movement() {
    let dagger = (Item::Weapon(Weapon::Dagger), Place::Equipped);
    let members = ["Brann", "Kesk", "Orla", "Hild"]
        .map(|who| dwarf(who, Archetype::Warrior, &[dagger]))
        .to_vec();
    let explored: Vec<Event> = (0..10)
        .flat_map(|seed| {
            play(Setup::greyfell(members.clone()).unwrap(), seed)
                .events()
                .to_vec()
        })
        .filter(|e| {
            matches!(
                e,
                Event::Explored { .. } | Event::Darkness | Event::TorchLit { .. }
            )
        })
        .collect();
    assert!(!explored.is_empty());
    assert!(!explored.iter().any(|e| matches!(e, Event::TorchLit { .. })));
    // Movement 8: 32 yards a minute lit, 8 in total darkness.
    for event in explored {
        if let Event::Explored { speed, dark, .. } = event {
            assert_eq!((speed, dark), (8, true));
        }
    }
}

#[test]
fn wanderers_met_on_the_last_stretch_home_do_not_keep_the_party_from_home() {
    // Wanderers on every check: the walk home is always interrupted.
    let setup = site(party(), group(vec![brute(3, 0)], false), 1, 20);
    let mut expedition = Expedition::new(setup).unwrap();
    let mut faces = Faces::new(10);
    for _ in 0..100 {
        if expedition.is_over() {
            break;
        }
        let (setup, state) = (expedition.setup(), expedition.state());
        let command = if state.meeting().is_some() {
            Command::Parley
        } else {
            [
                Command::Travel,
                Command::Explore,
                Command::Leave,
                Command::Home { donate: 0 },
            ]
            .into_iter()
            .find(|c| state.allows(setup, c))
            .unwrap_or(Command::Camp)
        };
        expedition.step(command, &mut faces).unwrap();
    }
    assert_eq!(expedition.state().ending(), Some(Ending::Retreat));
}
