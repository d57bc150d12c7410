//! The expeditions of this system, played from outside the crate.

use std::collections::VecDeque;

use osr_advancement::constitution::{Ability, Gain};
use osr_check::constitution::SpellRating;
use osr_combat::constitution::{DamageDie, Policy};
use osr_core::rand_core::SeedableRng;
use osr_core::{Die, FaceSource};
use osr_magic::constitution::{KnownSpell, SpellLevel};
use osr_play::constitution::{
    Bulk, Command, Event, Expedition, Monster, Place, Recruit, Referee, Road, Row, Setup, Site,
    Surprise, Treasure, Ware, WareKind,
};
use osr_play::{Ending, Error, Name};
use osr_sheet::constitution::{Abilities, Class, Initiation, Pack, Sheet};
use osr_travel::constitution::{Terrain, Weather};

/// Faces by die: each die's queue first, then its default (d6 6: no
/// encounter; d20 10; d100 50; others their lowest).
#[derive(Default)]
struct Dice {
    queues: Vec<(u32, VecDeque<u32>)>,
}

impl Dice {
    fn with(mut self, sides: u32, faces: &[u32]) -> Self {
        self.queues.push((sides, faces.iter().copied().collect()));
        self
    }
}

impl FaceSource for Dice {
    fn next_face(&mut self, die: Die) -> Result<u32, osr_core::Error> {
        let sides = die.sides();
        if let Some((_, q)) = self.queues.iter_mut().find(|(s, _)| *s == sides) {
            if let Some(face) = q.pop_front() {
                return Ok(face);
            }
        }
        Ok(match sides {
            6 => 6,
            20 => 10,
            100 => 50,
            _ => 1,
        })
    }
}

fn name(text: &str) -> Name {
    Name::new(text).unwrap()
}

fn pack(rations: u32, torches: u32, weapons: u32) -> Pack {
    Pack {
        backpack: true,
        rations,
        small_things: torches,
        medium_items: weapons,
        ..Pack::default()
    }
}

fn recruit(who: &str, sheet: Sheet, initiations: Vec<Initiation>) -> Recruit {
    Recruit {
        name: name(who),
        sheet,
        improve: Ability::ALL.to_vec(),
        initiations,
    }
}

fn ash(str: i32, hp: u32) -> Recruit {
    let sheet = Sheet::new(Abilities::new([str, 12, 10, 10, 10]).unwrap(), hp)
        .unwrap()
        .with_pack(pack(4, 2, 1))
        .unwrap()
        .with_initiation(Initiation::PatientTrapper)
        .unwrap();
    recruit("Ash", sheet, vec![Initiation::Wanderer])
}

fn briar() -> Recruit {
    let light = KnownSpell::new(
        "Light",
        SpellLevel::new(1).unwrap(),
        SpellRating::new(50).unwrap(),
    );
    let sheet = Sheet::new(Abilities::new([10, 12, 14, 10, 10]).unwrap(), 4)
        .unwrap()
        .with_class(Some(Class::Sage))
        .unwrap()
        .with_initiation(Initiation::Goetia)
        .unwrap()
        .with_spell(light)
        .unwrap()
        .with_spell_book(true)
        .with_pack(pack(4, 1, 0))
        .unwrap();
    recruit("Briar", sheet, vec![])
}

fn wolf(surprise: Surprise) -> Monster {
    Monster {
        name: name("wolf"),
        count: 2,
        hit_dice: 1,
        strength: 12,
        wits: 12,
        ac: 21,
        damage: DamageDie::D6,
        morale: 8,
        surprise,
    }
}

fn referee(miles: u32, streams: bool, hoard: Vec<Treasure>, surprise: Surprise) -> Referee {
    let table = vec![Row {
        low: 1,
        high: 6,
        monster: 0,
    }];
    Referee {
        market: vec![Ware {
            name: name("a sword"),
            price: 10,
            kind: WareKind::Weapon,
        }],
        road: Road {
            miles,
            terrain: Terrain::Forest,
            weather: vec![Weather::Clear],
            streams,
            table: table.clone(),
        },
        site: Site {
            name: name("the crypt"),
            table,
            search_turns: 3,
            search_dc: 20,
            exit_turns: 1,
            light_spell: Some((name("Light"), 12)),
            hoard,
        },
        monsters: vec![wolf(surprise)],
    }
}

fn silver(value: u32, big: u32) -> Treasure {
    Treasure {
        name: name("a chest of silver"),
        gain: Gain::Coins,
        value,
        bulk: Bulk { medium: 0, big },
    }
}

fn step(x: &mut Expedition, command: Command, dice: &mut Dice) -> Vec<Event> {
    x.step(command, dice).unwrap().to_vec()
}

fn marched(events: &[Event]) -> (u32, u32) {
    events
        .iter()
        .find_map(|e| match e {
            Event::Marched { numer, denom, .. } => Some((*numer, *denom)),
            _ => None,
        })
        .unwrap()
}

/// Out to the site, the hoard searched for (found on the first d20 given)
/// and out again: the events of each step.
fn delve(x: &mut Expedition, dice: &mut Dice) -> Vec<Event> {
    let mut events = step(x, Command::Depart, dice);
    events.extend(step(x, Command::March, dice));
    assert_eq!(x.state().place(), Place::Site);
    events.extend(step(x, Command::Search, dice));
    events.extend(step(x, Command::Leave, dice));
    events
}

#[test]
fn treasure_weighs_on_the_carrier_and_slows_the_way_home() {
    // rule: TC-14.13b, TC-13.4a
    // STR 12: up to 4 stones free. A backpack and a sword are 2 stones; a
    // chest as 4 big things is 3 more: encumbered, 2/3 of 12 forest miles.
    let setup = Setup::new(
        vec![ash(12, 4)],
        referee(12, true, vec![silver(100, 4)], Surprise::None),
    )
    .unwrap();
    let mut x = Expedition::new(setup).unwrap();
    let mut dice = Dice::default().with(20, &[18]);
    let out = delve(&mut x, &mut dice);
    assert_eq!(marched(&out), (12, 1));
    assert!(
        out.iter()
            .any(|e| matches!(e, Event::Carried { stones: 5, .. })),
        "{out:?}"
    );
    step(&mut x, Command::Camp, &mut dice);
    let home = step(&mut x, Command::March, &mut dice);
    assert_eq!(marched(&home), (8, 1));
    assert_eq!(
        home[0].to_string(),
        "day 2, clear: 8 miles at Ash's pace, 4 to go"
    );
}

#[test]
fn a_level_brings_its_initiation_and_the_session_its_rolls() {
    // rule: TC-4.4, TC-2.9, TC-4.9, TC-12.15
    // 1500 sp of coins brought home: 750 XP each... one of two members
    // would not reach level 2, so the hoard is 3000 sp.
    let setup = Setup::new(
        vec![ash(12, 4), briar()],
        referee(12, true, vec![silver(3_000, 1)], Surprise::None),
    )
    .unwrap();
    let mut x = Expedition::new(setup).unwrap();
    // The search's d20 18; the cast's d100 30 works, the spell roll's 80
    // beats the rating 50.
    let mut dice = Dice::default().with(20, &[18]).with(100, &[30, 80]);
    step(&mut x, Command::Depart, &mut dice);
    step(&mut x, Command::March, &mut dice);
    let cast = step(&mut x, Command::Cast { member: 1 }, &mut dice);
    assert_eq!(
        cast[0].to_string(),
        "Briar prepares and casts Light: d100 30 vs 50%: light for 12 turns"
    );
    step(&mut x, Command::Search, &mut dice);
    step(&mut x, Command::Leave, &mut dice);
    step(&mut x, Command::Camp, &mut dice);
    step(&mut x, Command::March, &mut dice);
    assert_eq!(x.state().place(), Place::Home);
    let end = step(&mut x, Command::EndSession, &mut dice);
    let lines: Vec<String> = end.iter().map(ToString::to_string).collect();
    assert!(
        lines.contains(&"Ash reaches level 2: one more hit die".to_string()),
        "{lines:?}"
    );
    assert!(
        lines.contains(&"Ash takes the initiation Wanderer".to_string()),
        "{lines:?}"
    );
    let ash = x.state().party()[0].sheet();
    assert_eq!(
        ash.initiations(),
        [Initiation::PatientTrapper, Initiation::Wanderer]
    );
    assert_eq!(ash.open_initiations().unwrap(), 0);
    assert!(end.iter().any(|e| matches!(e, Event::Improved { .. })));
    assert!(
        lines.contains(&"Briar improves Light: d100 80: 50% -> 80%".to_string()),
        "{lines:?}"
    );
    assert_eq!(x.state().party()[1].sheet().spells()[0].rating().get(), 80);
    assert_eq!(x.state().ending(), Some(Ending::Home));
    let summary = x.state().summary().unwrap();
    assert_eq!((summary.treasure_home, summary.deaths), (3_000, 0));
}

#[test]
fn a_short_rest_in_the_site_takes_a_turn_and_its_encounter_check() {
    // rule: TC-6.4, TC-13.5
    let setup = Setup::new(vec![ash(12, 1)], referee(12, true, vec![], Surprise::None)).unwrap();
    let mut x = Expedition::new(setup).unwrap();
    let mut dice = Dice::default();
    step(&mut x, Command::Depart, &mut dice);
    step(&mut x, Command::March, &mut dice);
    assert_eq!(x.state().turns().now(), 0);
    // The re-roll's d6 2, then the turn's check d6 1 and the table's d6 4.
    let mut dice = Dice::default().with(6, &[2, 1, 4]);
    let rest = step(&mut x, Command::Rest, &mut dice);
    let lines: Vec<String> = rest.iter().map(ToString::to_string).collect();
    assert_eq!(
        lines,
        [
            "turn 1, short rest: Ash HP [2] = 2 (was 1), fatigue 1",
            "Ash lights a torch (6 turns; 1 left)",
            "turn 1: a short rest; encounter check d6 1: something comes",
            "met (d6 4): wolf, 2 of them",
        ]
    );
    assert_eq!(x.state().turns().now(), 1);
    assert_eq!(x.state().allowed(), ["fight"]);
}

#[test]
fn the_evening_eats_from_the_packs_and_thirst_halves_the_pace() {
    // rule: TC-15.1, TC-15.5, TC-15.7
    // STR 6 without water: the thirst save d20 2 + 6 fails: -6, half STR
    // and more: tomorrow's miles are halved.
    let setup = Setup::new(vec![ash(6, 4)], referee(24, false, vec![], Surprise::None)).unwrap();
    let mut x = Expedition::new(setup).unwrap();
    let mut dice = Dice::default().with(20, &[2]);
    step(&mut x, Command::Depart, &mut dice);
    // STR 6 carries 2 stones unencumbered: a backpack and a sword.
    assert_eq!(marched(&step(&mut x, Command::March, &mut dice)), (12, 1));
    let camp = step(&mut x, Command::Camp, &mut dice);
    let lines: Vec<String> = camp.iter().map(ToString::to_string).collect();
    assert_eq!(lines[0], "evening: Ash eats (3 left), no water");
    assert!(
        lines[1].starts_with("Ash: a day without water, STR save = 8 vs DC 20 failed (d20 2)"),
        "{lines:?}"
    );
    assert_eq!(x.state().party()[0].sheet().pack().rations, 3);
    assert_eq!(x.state().party()[0].sheet().deprivation().penalty(), -6);
    assert_eq!(marched(&step(&mut x, Command::March, &mut dice)), (6, 1));
}

#[test]
fn no_rations_means_fasting() {
    // rule: TC-15.2
    let mut hungry = ash(12, 4);
    hungry.sheet = hungry.sheet.with_pack(pack(0, 0, 1)).unwrap();
    let setup = Setup::new(vec![hungry], referee(24, true, vec![], Surprise::None)).unwrap();
    let mut x = Expedition::new(setup).unwrap();
    let mut dice = Dice::default();
    step(&mut x, Command::Depart, &mut dice);
    step(&mut x, Command::March, &mut dice);
    let lines: Vec<String> = step(&mut x, Command::Camp, &mut dice)
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(lines[0], "evening: Ash goes hungry");
    assert_eq!(lines[1], "Ash: fasting begins, -2 on every check");
}

/// A party of two against monsters on the road, played by a seeded
/// generator: every event.
fn fight_on_the_road(seed: u64, surprise: Surprise) -> Vec<Event> {
    let party = vec![ash(14, 6), briar()];
    let setup = Setup::new(party, referee(200, true, vec![], surprise)).unwrap();
    let mut x = Expedition::new(setup).unwrap();
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
    x.step(Command::Depart, &mut rng).unwrap();
    let mut events = Vec::new();
    while !x.is_over() && x.state().days().now() < 3 && x.state().place() != Place::Home {
        let command = match x.state().allowed().first().copied() {
            Some("fight") => Command::Fight {
                policy: Policy {
                    direct_hits: true,
                    max_rounds: 20,
                },
            },
            _ if x.state().allowed().contains(&"march") => Command::March,
            _ => Command::Camp,
        };
        events.extend(x.step(command, &mut rng).unwrap().iter().cloned());
    }
    events
}

#[test]
fn the_superior_takes_the_second_turn() {
    // rule: TC-5.3
    let mut taken = 0;
    for seed in 0..40 {
        let events = fight_on_the_road(seed, Surprise::None);
        for (i, e) in events.iter().enumerate() {
            if let Event::SuperiorTaken { who, from, to } = e {
                taken += 1;
                assert_eq!(*to, from - 10);
                // Right after the superior's own attack and what it did.
                let attack = events[..i].iter().rev().find_map(|e| match e {
                    Event::Attacked { attacker, .. } => Some(attacker),
                    _ => None,
                });
                assert_eq!(attack, Some(who));
            }
        }
    }
    assert!(taken > 10, "{taken}");
}

#[test]
fn a_surprised_party_loses_its_first_round() {
    // rule: TC-5.10
    let mut fights = 0;
    for seed in 0..20 {
        let events = fight_on_the_road(seed, Surprise::Ambush);
        let mut round = 0;
        for e in &events {
            match e {
                Event::Surprised { party } => {
                    assert!(*party);
                    fights += 1;
                }
                Event::InitiativeRolled { rolls } => {
                    for r in rolls
                        .iter()
                        .filter(|r| ["Ash", "Briar"].contains(&r.who.as_str()))
                    {
                        assert_eq!((r.score, r.faces.len()), (0, 0));
                    }
                    for r in rolls.iter().filter(|r| r.who.as_str().starts_with("wolf")) {
                        assert_eq!(r.faces.len(), 2, "an advantage die");
                    }
                }
                Event::RoundBegan { round: r, .. } => round = *r,
                Event::FightEnded { .. } => round = 0,
                Event::Attacked { attacker, .. } if round == 1 => {
                    assert!(attacker.as_str().starts_with("wolf"), "{e}");
                }
                _ => {}
            }
        }
    }
    assert!(fights > 3, "{fights}");
}

#[test]
fn injury_saves_show_their_dice_and_fighters_their_names() {
    // rule: TC-6.6
    let mut saves = 0;
    for seed in 0..40 {
        for e in fight_on_the_road(seed, Surprise::Unaware) {
            let line = e.to_string();
            assert!(!line.contains('#'), "{line}");
            if let Event::InjurySaves {
                who,
                strength,
                strength_total,
                will,
                will_total,
                ..
            } = &e
            {
                saves += 1;
                // Wolves and Ash have STR 12 and 14, Briar 10; no class bonus.
                let str = match who.as_str() {
                    "Ash" => 14,
                    "Briar" => 10,
                    _ => 12,
                };
                let rolled: u32 = strength.iter().sum();
                assert_eq!(
                    *strength_total,
                    i32::try_from(rolled).unwrap() + str,
                    "{line}"
                );
                assert!(line.contains(&format!("STR d20 {}", strength[0])), "{line}");
                assert_eq!(will.is_empty(), will_total.is_none());
            }
        }
    }
    assert!(saves > 10, "{saves}");
}

#[test]
fn caught_unaware_the_foes_check_morale() {
    // rule: TC-5.13.when
    let events: Vec<Event> = (0..10)
        .flat_map(|s| fight_on_the_road(s, Surprise::Unaware))
        .collect();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Morale {
            surprised: true,
            ..
        }
    )));
}

/// A whole expedition of the two by a seeded generator, commands chosen
/// as a simple table would.
fn whole(seed: u64) -> Expedition {
    let party = vec![ash(14, 6), briar()];
    let setup = Setup::new(
        party,
        referee(18, true, vec![silver(2_000, 2)], Surprise::None),
    )
    .unwrap();
    let mut x = Expedition::new(setup).unwrap();
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
    let mut searches = 0;
    x.step(Command::Buy { member: 0, ware: 0 }, &mut rng)
        .unwrap();
    while !x.is_over() {
        let allowed = x.state().allowed();
        let command = if allowed.contains(&"fight") {
            Command::Fight {
                policy: Policy {
                    direct_hits: true,
                    max_rounds: 20,
                },
            }
        } else if let (true, Some(member)) = (allowed.contains(&"cast"), x.state().caster()) {
            Command::Cast { member }
        } else if allowed.contains(&"search") && searches < 2 {
            searches += 1;
            Command::Search
        } else {
            match ["depart", "march", "camp", "leave", "end_session"]
                .into_iter()
                .find(|k| allowed.contains(k))
            {
                Some("depart") => Command::Depart,
                Some("march") => Command::March,
                Some("camp") => Command::Camp,
                Some("leave") => Command::Leave,
                _ => Command::EndSession,
            }
        };
        x.step(command, &mut rng).unwrap();
    }
    x
}

#[test]
fn whole_expeditions_end_with_a_summary() {
    for seed in 0..20 {
        let x = whole(seed);
        let summary = x.state().summary().unwrap();
        assert_eq!(
            x.events().last(),
            Some(&Event::Ended {
                ending: summary.ending
            })
        );
        assert!(x.state().allowed().is_empty());
        assert_eq!(x.step_refused(), Error::ExpeditionOver);
    }
}

trait Refused {
    fn step_refused(self) -> Error;
}

impl Refused for Expedition {
    fn step_refused(mut self) -> Error {
        self.step(Command::March, &mut Dice::default()).unwrap_err()
    }
}

#[test]
fn a_command_out_of_place_is_refused_and_changes_nothing() {
    let setup = Setup::new(vec![ash(12, 4)], referee(12, true, vec![], Surprise::None)).unwrap();
    let mut x = Expedition::new(setup).unwrap();
    let before = x.clone();
    assert_eq!(
        x.step(Command::March, &mut Dice::default())
            .unwrap_err()
            .kind(),
        "not_now"
    );
    assert_eq!(
        x.step(Command::Buy { member: 3, ware: 0 }, &mut Dice::default())
            .unwrap_err()
            .kind(),
        "no_such_member"
    );
    assert_eq!(x, before);
}

#[test]
fn a_setup_is_checked() {
    let mut bad = referee(12, true, vec![], Surprise::None);
    bad.road.table = vec![Row {
        low: 1,
        high: 5,
        monster: 0,
    }];
    assert!(Setup::new(vec![ash(12, 4)], bad).is_err());
    assert!(Setup::new(vec![], referee(12, true, vec![], Surprise::None)).is_err());
    assert!(
        Setup::new(
            vec![ash(12, 4), ash(12, 4)],
            referee(12, true, vec![], Surprise::None)
        )
        .is_err()
    );
}

#[cfg(feature = "serde")]
mod saved {
    use super::*;

    #[test]
    fn a_saved_expedition_reads_back_by_replay() {
        for seed in 0..5 {
            let x = whole(seed);
            let json = serde_json::to_value(&x).unwrap();
            let back: Expedition = serde_json::from_value(json.clone()).unwrap();
            assert_eq!(back, x);
            let again = Expedition::replay(x.setup().clone(), x.commands(), x.faces()).unwrap();
            assert_eq!(again, x);
        }
    }

    #[test]
    fn a_forged_save_is_refused() {
        let x = whole(3);
        let json = serde_json::to_value(&x).unwrap();
        let mut face = json.clone();
        let faces = face["faces"].as_array_mut().unwrap();
        let f = faces[20].as_u64().unwrap();
        faces[20] = serde_json::json!(if f == 1 { 2 } else { f - 1 });
        assert!(serde_json::from_value::<Expedition>(face).is_err());
        let mut added = json.clone();
        added["faces"]
            .as_array_mut()
            .unwrap()
            .push(serde_json::json!(1));
        assert!(serde_json::from_value::<Expedition>(added).is_err());
        let mut event = json.clone();
        event["events"][0]["left"] = serde_json::json!("9999");
        assert!(serde_json::from_value::<Expedition>(event).is_err());
        let mut setup = json;
        setup["setup"]["referee"]["road"]["miles"] = serde_json::json!(0);
        assert!(serde_json::from_value::<Expedition>(setup).is_err());
    }
}

#[cfg(feature = "schema")]
#[test]
fn a_saved_expedition_has_a_json_schema() {
    let schema = serde_json::to_value(schemars::schema_for!(Expedition)).unwrap();
    assert_eq!(schema["title"], "ConstitutionExpedition");
    let text = schema.to_string();
    for part in [
        "ConstitutionExpeditionSetup",
        "ConstitutionExpeditionCommand",
        "ConstitutionExpeditionEvent",
    ] {
        assert!(text.contains(part), "{part}");
    }
}
