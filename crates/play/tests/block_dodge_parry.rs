//! The expeditions of this system, played from outside the crate.

use osr_check::block_dodge_parry::Ability;
use osr_combat::Side;
use osr_core::{StepDie, SuppliedFaces, UsageDie};
use osr_play::block_dodge_parry::{
    Camp, Command, Encounter, Event, Expedition, Feature, Foe, Food, Kind, Outcome, Place, Policy,
    Recruit, Room, Setup, Site, State, Treasure, Weapon,
};
use osr_play::{Ending, Error, Name};
use osr_sheet::block_dodge_parry::{Gear, Sheet};
use rand_core::SeedableRng;
use rand_pcg::Pcg64Mcg;

fn name(text: &str) -> Name {
    Name::new(text).unwrap()
}

fn weapon(text: &str, die: StepDie) -> Weapon {
    Weapon {
        name: name(text),
        die,
    }
}

fn recruit(who: &str, sheet: Sheet) -> Recruit {
    Recruit {
        name: name(who),
        sheet,
        weapon: weapon("spear", StepDie::D8),
    }
}

fn ash() -> Recruit {
    recruit("Ash", Sheet::new([14, 10, 9], 6).unwrap())
}

fn room(text: &str, feature: Feature) -> Room {
    Room {
        name: name(text),
        feature,
    }
}

fn ghoul(text: &str) -> Foe {
    Foe {
        name: name(text),
        hp: 5,
        abilities: [11, 10, 6],
        attack: weapon("claws", StepDie::D6),
    }
}

fn ghouls(count: usize, surprised: Option<Side>, flee_after: u32) -> Feature {
    let names = ["the gaunt ghoul", "the grey ghoul", "the hollow ghoul"];
    Feature::Foes(Encounter {
        foes: names.iter().take(count).map(|n| ghoul(n)).collect(),
        first: Side::Foes,
        surprised,
        flee_after,
    })
}

fn idol() -> Feature {
    Feature::Treasure(Treasure {
        name: name("silver idol"),
        slots: 2,
        value: 300,
    })
}

fn setup(
    members: Vec<Recruit>,
    torches: u32,
    torch: UsageDie,
    days: u32,
    rooms: Vec<Room>,
) -> Setup {
    let site = Site {
        name: name("the old crypt"),
        days_away: days,
        rooms,
    };
    Setup::new(members, torches, torch, site).unwrap()
}

fn expedition(members: Vec<Recruit>, rooms: Vec<Room>) -> Expedition {
    Expedition::new(setup(members, 2, UsageDie::D8, 1, rooms)).unwrap()
}

/// Steps `command` from exactly `faces` (all of them) and returns its lines.
fn step(expedition: &mut Expedition, command: Command, faces: &[u32]) -> Vec<String> {
    let mut source = SuppliedFaces::new(faces);
    let events = expedition.step(command, &mut source).unwrap().to_vec();
    assert!(
        source.remaining().is_empty(),
        "faces left: {:?}",
        source.remaining()
    );
    events.iter().map(ToString::to_string).collect()
}

fn has(lines: &[String], line: &str) {
    assert!(
        lines.iter().any(|l| l == line),
        "no line {line:?} in {lines:#?}"
    );
}

const NO_BLOCK: Command = Command::Fight {
    policy: Policy {
        block: false,
        flee_at: 0,
    },
};

/// The crypt of the example, for whole expeditions.
fn crypt() -> Setup {
    let with = |sheet: Sheet, gear: &[&str]| {
        gear.iter()
            .fold(sheet, |s, g| s.with_gear(Gear::new(g, 1).unwrap()).unwrap())
    };
    let members = vec![
        recruit(
            "Ash",
            with(Sheet::new([14, 10, 9], 6).unwrap(), &["shield", "rations"]),
        ),
        recruit(
            "Briar",
            with(Sheet::new([10, 15, 11], 4).unwrap(), &["rations"]),
        ),
        recruit(
            "Cole",
            with(Sheet::new([9, 11, 15], 3).unwrap(), &["torches", "rations"]),
        ),
    ];
    setup(
        members,
        3,
        UsageDie::D8,
        1,
        vec![
            room("down the stairs", Feature::Empty),
            room("a loose floor", Feature::Pit { floors: 1 }),
            room("the ghouls' hall", ghouls(3, Some(Side::Party), 6)),
            room("the idol's niche", idol()),
        ],
    )
}

/// A simple driver: what the example does.
fn play(seed: u64) -> Expedition {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut expedition = Expedition::new(crypt()).unwrap();
    let mut last = None;
    for _ in 0..100 {
        let state = expedition.state();
        if state.ending().is_some() {
            break;
        }
        let can = |kind| state.allowed().contains(&kind);
        let camp = Command::Camp {
            camp: Camp::WildernessCamp,
            food: Food::Rations,
        };
        let command = if can(Kind::Fight) {
            Command::Fight {
                policy: Policy {
                    block: true,
                    flee_at: 1,
                },
            }
        } else if can(Kind::Take) {
            Command::Take
        } else {
            match state.place() {
                Place::Site if can(Kind::Explore) => Command::Explore,
                Place::Site => Command::Leave,
                Place::Home if last == Some(Kind::Travel) => Command::Breather,
                Place::Home if last == Some(Kind::Breather) => Command::Treat,
                Place::Home => Command::Disband,
                _ if last == Some(Kind::Travel) || !can(Kind::Travel) => camp,
                _ => Command::Travel,
            }
        };
        last = Some(command.kind());
        expedition.step(command, &mut rng).unwrap();
    }
    expedition
}

#[test]
fn whole_expeditions_end_with_a_summary() {
    for seed in 0..40 {
        let expedition = play(seed);
        let state = expedition.state();
        let summary = state.summary().expect("the expedition is over");
        assert_eq!(Some(summary.ending), state.ending());
        assert!(matches!(
            summary.ending,
            Ending::Home | Ending::Rout | Ending::Retreat | Ending::Dead
        ));
        if summary.ending == Ending::Home {
            assert_eq!(summary.treasure_home, 300);
        }
        let text: Vec<String> = expedition
            .events()
            .iter()
            .map(ToString::to_string)
            .collect();
        for line in &text {
            assert!(!line.contains('#'), "{line}");
            assert!(!line.contains("Some(") && !line.contains("None"), "{line}");
        }
        let mut over = expedition.clone();
        assert!(matches!(
            over.step(Command::Disband, &mut rng_of(0)),
            Err(Error::ExpeditionOver)
        ));
    }
}

fn rng_of(seed: u64) -> Pcg64Mcg {
    Pcg64Mcg::seed_from_u64(seed)
}

#[cfg(feature = "serde")]
#[test]
fn a_saved_expedition_reads_back_by_replaying() {
    for seed in 0..12 {
        let expedition = play(seed);
        let json = serde_json::to_value(&expedition).unwrap();
        let back: Expedition = serde_json::from_value(json.clone()).unwrap();
        assert_eq!(back, expedition);
        assert_eq!(serde_json::to_value(&back).unwrap(), json);
    }
    let expedition = play(3);
    let again = Expedition::replay(
        expedition.setup().clone(),
        expedition.commands(),
        expedition.faces(),
    )
    .unwrap();
    assert_eq!(again, expedition);
}

#[cfg(feature = "serde")]
#[test]
fn forged_saves_are_refused() {
    let expedition = play(5);
    let json = serde_json::to_value(&expedition).unwrap();
    let read = |json: serde_json::Value| serde_json::from_value::<Expedition>(json);
    // A face changed.
    let mut changed = json.clone();
    let face = changed["faces"][0].as_u64().unwrap();
    changed["faces"][0] = serde_json::json!(if face == 1 { 2 } else { face - 1 });
    assert!(read(changed).is_err());
    // A face added.
    let mut added = json.clone();
    added["faces"]
        .as_array_mut()
        .unwrap()
        .push(serde_json::json!(1));
    assert!(read(added).is_err());
    // An event changed.
    let mut event = json.clone();
    let events = event["events"].as_array_mut().unwrap();
    let last = events.len() - 1;
    events[last] = serde_json::json!({"event": "ended", "ending": "dead"});
    if json["events"][last] != events[last] {
        assert!(read(event).is_err());
    }
    // A setup the constructor refuses.
    let mut empty = json;
    empty["setup"]["members"] = serde_json::json!([]);
    assert!(read(empty).is_err());
}

#[test]
fn the_critical_damage_save_shows_its_d20_d10_and_d4() {
    // rule: BDP-1.7.3.cds, BDP-1.7.3.injury-table, BDP-1.7.3.severe-wound
    let frail = recruit(
        "Ash",
        Sheet::new([10, 10, 9], 6).unwrap().with_hp(1).unwrap(),
    );
    let mut expedition = expedition(
        vec![frail],
        vec![room("the ghouls' hall", ghouls(1, Some(Side::Party), 1))],
    );
    step(&mut expedition, Command::Travel, &[]);
    step(&mut expedition, Command::Explore, &[]);
    // Claws d6 4: HP 1 -> 0, 3 to STR (10 -> 7); the save's d20 9 fails,
    // the d10 3 is the torso, the d4 2 more STR.
    // The torch's d8 5 ends the turn.
    let lines = step(&mut expedition, NO_BLOCK, &[4, 9, 3, 2, 5]);
    has(
        &lines,
        "the gaunt ghoul strikes Ash with the claws, d6 4: HP 1 -> 0, 3 STR damage, STR 10 -> 7, \
         Critical Damage Save on STR 7 (d20 9, d10 3, d4 2): injured: torso, STR 7 -> 5, \
         Severe claws wound (Torso) (a slot)",
    );
    has(&lines, "Ash is down: injured: torso");
    let sheet = expedition.state().party()[0].sheet();
    assert_eq!(sheet.body().track(Ability::Str).current(), 5);
    assert_eq!(sheet.body().wounds().len(), 1);
}

#[test]
fn a_surprised_side_loses_the_first_exchange() {
    // The ghoul is caught unawares: only Ash strikes in the first exchange.
    let mut expedition = expedition(
        vec![ash()],
        vec![room("the ghouls' hall", ghouls(1, Some(Side::Foes), 1))],
    );
    step(&mut expedition, Command::Travel, &[]);
    step(&mut expedition, Command::Explore, &[]);
    let lines = step(&mut expedition, NO_BLOCK, &[3, 5]);
    assert_eq!(
        lines,
        [
            "the gaunt ghoul is caught unawares: they lose the first exchange",
            "exchange 1",
            "Ash strikes the gaunt ghoul with the spear, d8 3: HP 5 -> 2",
            "after 1 exchange, the foes still standing flee",
            "the torch's d8 rolls 5: d8 left",
        ]
    );
    // The party is caught unawares: only the ghoul strikes.
    let mut expedition = expedition_with(Some(Side::Party));
    let lines = step(&mut expedition, NO_BLOCK, &[2, 5]);
    assert_eq!(
        lines,
        [
            "Ash is caught unawares: the party loses the first exchange",
            "exchange 1",
            "the gaunt ghoul strikes Ash with the claws, d6 2: HP 6 -> 4",
            "after 1 exchange, the foes still standing flee",
            "the torch's d8 rolls 5: d8 left",
        ]
    );
    // Nobody surprised: both strike, the ghoul first.
    let mut expedition = expedition_with(None);
    let lines = step(&mut expedition, NO_BLOCK, &[2, 3, 5]);
    assert_eq!(lines.len(), 5);
    // The room and its fight took a turn.
    assert_eq!(expedition.state().clock().now(), 97);
}

fn expedition_with(surprised: Option<Side>) -> Expedition {
    let mut expedition = expedition(
        vec![ash()],
        vec![room("the ghouls' hall", ghouls(1, surprised, 1))],
    );
    step(&mut expedition, Command::Travel, &[]);
    step(&mut expedition, Command::Explore, &[]);
    expedition
}

#[test]
fn a_block_costs_a_fatigue_and_stops_the_blow() {
    // rule: BDP-1.6.combat-fatigue
    let mut expedition = expedition_with(Some(Side::Party));
    let block = Command::Fight {
        policy: Policy {
            block: true,
            flee_at: 0,
        },
    };
    let lines = step(&mut expedition, block, &[5]);
    has(
        &lines,
        "Ash blocks the gaunt ghoul's blow for a Fatigue: Fatigue 0 -> 1",
    );
    let sheet = expedition.state().party()[0].sheet();
    assert_eq!((sheet.body().fatigue(), sheet.hp().current()), (1, 6));
}

#[test]
fn a_breather_rolls_the_waterskin() {
    // rule: BDP-1.8.1.breath, BDP-1.8.1.usage-die
    let hurt = recruit(
        "Ash",
        Sheet::new([14, 10, 9], 6).unwrap().with_hp(2).unwrap(),
    );
    let mut expedition = expedition(vec![hurt], vec![room("the stairs", Feature::Empty)]);
    let lines = step(&mut expedition, Command::Breather, &[2]);
    assert_eq!(
        lines,
        ["Ash catches a breath: HP 2 -> 6; the waterskin's d8 rolls 2: d6 left"]
    );
    let sheet = expedition.state().party()[0].sheet();
    assert_eq!(
        (sheet.hp().current(), sheet.waterskin()),
        (6, Some(UsageDie::D6))
    );
    // It took a turn.
    assert_eq!(expedition.state().clock().now(), 1);
}

#[test]
fn a_day_at_a_healer_shows_its_d4() {
    // rule: BDP-1.8.5.str
    let bruised = recruit(
        "Ash",
        Sheet::new([10, 10, 9], 6)
            .unwrap()
            .with_score(Ability::Str, 5)
            .unwrap(),
    );
    let mut expedition = expedition(vec![bruised], vec![room("the stairs", Feature::Empty)]);
    step(&mut expedition, Command::Travel, &[]);
    step(&mut expedition, Command::Leave, &[]);
    step(&mut expedition, Command::Travel, &[]);
    assert_eq!(expedition.state().place(), Place::Home);
    // A day without a meal on the way: deprived, nothing comes back.
    let lines = step(&mut expedition, Command::Treat, &[]);
    has(
        &lines,
        "Ash: a day at a healer, deprived: nothing comes back",
    );
    let inn = Command::Camp {
        camp: Camp::SimpleInn,
        food: Food::Simple,
    };
    step(&mut expedition, inn, &[]);
    let lines = step(&mut expedition, Command::Treat, &[3]);
    has(&lines, "Ash: a day at a healer, d4 3: STR 5 -> 8");
}

#[test]
fn a_pit_is_a_dex_save_then_a_fall_with_its_dice() {
    // rule: BDP-1.7.1.fall
    let mut expedition = expedition(
        vec![ash()],
        vec![room("a loose floor", Feature::Pit { floors: 1 })],
    );
    step(&mut expedition, Command::Travel, &[]);
    // DEX save d20 15 fails; the fall's d10 7 takes STR 14 to 7; the
    // Critical Damage Save's d20 3 passes; the torch's d8 5.
    let lines = step(&mut expedition, Command::Explore, &[15, 7, 3, 5]);
    assert_eq!(
        lines,
        [
            "a torch is lit (d8); 1 left",
            "turn 1: a loose floor",
            "Ash: DEX save 10, d20 15: failed",
            "Ash falls 1 floor, d10 7: 7 STR damage, STR 14 -> 7, Critical Damage Save on STR 7 (d20 3): unharmed",
            "the torch's d8 rolls 5: d8 left",
        ]
    );
}

#[test]
fn rations_are_eaten_from_the_packs_and_the_unfed_go_hungry_at_days_end() {
    // rule: BDP-1.8.3.daily-meal
    let fed = Sheet::new([14, 10, 9], 6)
        .unwrap()
        .with_gear(Gear::new("rations", 1).unwrap())
        .unwrap();
    let members = vec![
        recruit("Ash", fed),
        recruit("Briar", Sheet::new([10, 15, 11], 4).unwrap()),
    ];
    let mut expedition = Expedition::new(setup(
        members,
        0,
        UsageDie::D8,
        2,
        vec![room("the stairs", Feature::Empty)],
    ))
    .unwrap();
    step(&mut expedition, Command::Travel, &[]);
    let camp = Command::Camp {
        camp: Camp::WildernessCamp,
        food: Food::Rations,
    };
    let lines = step(&mut expedition, camp, &[]);
    has(&lines, "Ash eats a day's rations (a slot freed)");
    has(&lines, "Briar finds no rations left: no meal tonight");
    // The night ends the day (96 + 48 = 144 turns): Briar goes hungry.
    has(&lines, "day 1 ends");
    has(
        &lines,
        "Briar has had no meal today: deprived of a crucial need",
    );
    assert!(!lines.iter().any(|l| l.starts_with("Ash has had no meal")));
    let party = expedition.state().party();
    assert_eq!(party[0].free_slots(), 9);
    assert!(party[1].sheet().body().deprived());
    assert!(!party[0].sheet().body().deprived());
}

#[test]
fn a_desperate_meal_shows_its_wil_save() {
    // rule: BDP-1.8.3.meals
    let mut expedition = expedition(vec![ash()], vec![room("the stairs", Feature::Empty)]);
    let camp = Command::Camp {
        camp: Camp::WildernessCamp,
        food: Food::Desperate,
    };
    let lines = step(&mut expedition, camp, &[15]);
    has(
        &lines,
        "Ash eats a desperate meal; WIL save 9, d20 15: it comes back up, no meal today",
    );
    // Camp takes a watch; a day's walk two more, and the day ends hungry.
    assert_eq!(expedition.state().clock().now(), 48);
    let lines = step(&mut expedition, Command::Travel, &[]);
    has(
        &lines,
        "Ash has had no meal today: deprived of a crucial need",
    );
    assert_eq!(expedition.state().clock().now(), 144);
    assert_eq!(expedition.state().day(), 2);
}

#[test]
fn deprived_more_than_a_day_a_fatigue_a_day() {
    // rule: BDP-1.6.deprivation-fatigue
    let mut expedition = Expedition::new(setup(
        vec![ash()],
        0,
        UsageDie::D8,
        3,
        vec![room("the stairs", Feature::Empty)],
    ))
    .unwrap();
    let camp = Command::Camp {
        camp: Camp::WildernessCamp,
        food: Food::Rations,
    };
    step(&mut expedition, Command::Travel, &[]);
    let first = step(&mut expedition, camp, &[]);
    assert!(!first.iter().any(|l| l.contains("deprived 1 days")));
    step(&mut expedition, Command::Travel, &[]);
    let second = step(&mut expedition, camp, &[]);
    has(
        &second,
        "Ash has been deprived 2 days: a Fatigue: Fatigue 0 -> 1",
    );
    assert_eq!(expedition.state().party()[0].sheet().body().fatigue(), 1);
}

#[test]
fn camp_and_travel_take_their_time() {
    let mut expedition = Expedition::new(setup(
        vec![ash()],
        0,
        UsageDie::D8,
        2,
        vec![room("the stairs", Feature::Empty)],
    ))
    .unwrap();
    step(&mut expedition, Command::Travel, &[]);
    assert_eq!(expedition.state().clock().now(), 96);
    assert_eq!(
        expedition.state().place(),
        Place::Road {
            toward: osr_play::block_dodge_parry::Goal::Site,
            walked: 1
        }
    );
    let camp = Command::Camp {
        camp: Camp::SimpleInn,
        food: Food::Simple,
    };
    step(&mut expedition, camp, &[]);
    assert_eq!(expedition.state().clock().now(), 144);
    // A day timer runs on the clock.
    assert_eq!(expedition.state().clock().timers().len(), 1);
}

#[test]
fn the_torch_burns_down_turn_by_turn_and_without_light_the_party_leaves() {
    // rule: BDP-1.8.1.usage-die
    let rooms = (0..4)
        .map(|_| room("a dark hall", Feature::Empty))
        .collect();
    let cole = Sheet::new([9, 11, 15], 3)
        .unwrap()
        .with_gear(Gear::new("torches", 1).unwrap())
        .unwrap();
    let mut expedition = Expedition::new(setup(
        vec![recruit("Cole", cole)],
        2,
        UsageDie::D4,
        1,
        rooms,
    ))
    .unwrap();
    step(&mut expedition, Command::Travel, &[]);
    // d4 rolls 1: out at the end of the first turn.
    let lines = step(&mut expedition, Command::Explore, &[1]);
    has(&lines, "the torch's d4 rolls 1: empty, burnt out");
    has(&lines, "the torch goes out");
    // The last torch is lit, and its bundle's slot freed.
    let lines = step(&mut expedition, Command::Explore, &[3]);
    has(&lines, "a torch is lit (d4); 0 left");
    has(&lines, "Cole drops the used-up torches, freeing its slot");
    has(&lines, "the torch's d4 rolls 3: d4 left");
    step(&mut expedition, Command::Explore, &[2]);
    assert!(!expedition.state().allowed().contains(&Kind::Explore));
    let before = expedition.clone();
    let refused = expedition.step(Command::Explore, &mut SuppliedFaces::new(&[]));
    assert_eq!(
        refused.unwrap_err(),
        Error::NotNow {
            command: "explore",
            reason: "the party has no light"
        }
    );
    assert_eq!(expedition, before);
    assert_eq!(expedition.state().clock().now(), 99);
    assert!(expedition.state().allowed().contains(&Kind::Leave));
}

#[test]
fn treasure_fills_its_carriers_slots_and_comes_home() {
    // rule: BDP-1.6.slot
    let packed = |free: u32| {
        (0..9 - free).fold(Sheet::new([12, 10, 9], 5).unwrap(), |s, _| {
            s.with_gear(Gear::new("rope", 1).unwrap()).unwrap()
        })
    };
    // Briar has 2 slots free, Ash 1: Briar carries it, every slot full, HP 0.
    let members = vec![recruit("Ash", packed(1)), recruit("Briar", packed(2))];
    let mut expedition = expedition(members, vec![room("the idol's niche", idol())]);
    step(&mut expedition, Command::Travel, &[]);
    step(&mut expedition, Command::Explore, &[6]);
    let lines = step(&mut expedition, Command::Take, &[]);
    assert_eq!(
        lines,
        ["Briar carries the silver idol (2 slots), 0 slots free: HP 5 -> 0"]
    );
    let briar = &expedition.state().party()[1];
    assert_eq!((briar.free_slots(), briar.sheet().hp().current()), (0, 0));
    assert!(!briar.can_fight());
    step(&mut expedition, Command::Leave, &[4]);
    let lines = step(&mut expedition, Command::Travel, &[]);
    has(
        &lines,
        "the party brings home the silver idol, worth 300 coins to the referee",
    );
    // Home, the idol leaves the pack.
    assert_eq!(expedition.state().party()[1].free_slots(), 2);
    step(&mut expedition, Command::Disband, &[]);
    let summary = expedition.state().summary().unwrap();
    assert_eq!((summary.ending, summary.treasure_home), (Ending::Home, 300));
}

#[test]
fn treasure_nobody_has_room_for_stays() {
    let full = (0..8).fold(Sheet::new([12, 10, 9], 5).unwrap(), |s, _| {
        s.with_gear(Gear::new("rope", 1).unwrap()).unwrap()
    });
    let mut expedition = expedition(
        vec![recruit("Ash", full)],
        vec![room("the idol's niche", idol())],
    );
    step(&mut expedition, Command::Travel, &[]);
    step(&mut expedition, Command::Explore, &[6]);
    let lines = step(&mut expedition, Command::Take, &[]);
    assert_eq!(
        lines,
        ["nobody standing has 2 slots free: the silver idol stays"]
    );
    step(&mut expedition, Command::Leave, &[4]);
    step(&mut expedition, Command::Travel, &[]);
    step(&mut expedition, Command::Disband, &[]);
    let summary = expedition.state().summary().unwrap();
    assert_eq!((summary.ending, summary.treasure_home), (Ending::Home, 0));
}

#[test]
fn commands_out_of_place_are_refused_and_change_nothing() {
    let mut expedition = expedition(vec![ash()], vec![room("the stairs", Feature::Empty)]);
    let before = expedition.clone();
    for command in [
        Command::Explore,
        Command::Take,
        Command::Leave,
        Command::Treat,
        NO_BLOCK,
    ] {
        assert!(matches!(
            expedition.step(command, &mut SuppliedFaces::new(&[])),
            Err(Error::NotNow { .. })
        ));
    }
    assert_eq!(expedition, before);
    assert_eq!(
        expedition.state().allowed(),
        [Kind::Travel, Kind::Camp, Kind::Breather]
    );
}

#[test]
fn a_fight_the_party_loses_to_the_last_ends_the_expedition() {
    let frail = recruit("Ash", Sheet::new([2, 10, 9], 1).unwrap());
    let mut expedition = expedition(
        vec![frail],
        vec![room("the ghouls' hall", ghouls(1, Some(Side::Party), 3))],
    );
    step(&mut expedition, Command::Travel, &[]);
    step(&mut expedition, Command::Explore, &[]);
    // Claws d6 6: HP 1 -> 0, 5 to STR 2: STR 0, dead without a roll.
    let lines = step(&mut expedition, NO_BLOCK, &[6]);
    has(&lines, "Ash is down: dead");
    has(
        &lines,
        "after 1 exchange, nobody of the party can fight on; the foes leave",
    );
    has(&lines, "the expedition is over: the party died to the last");
    let state: &State = expedition.state();
    let summary = state.summary().unwrap();
    assert_eq!(
        (summary.ending, summary.deaths, summary.rounds),
        (Ending::Dead, 1, 1)
    );
    assert!(expedition.events().contains(&Event::Fought {
        outcome: Outcome::PartyDown,
        exchanges: 1
    }));
}

#[cfg(feature = "schema")]
#[test]
fn a_saved_expedition_has_a_json_schema() {
    let schema = schemars::schema_for!(Expedition);
    let json = serde_json::to_value(&schema).unwrap();
    assert_eq!(json["title"], "BlockDodgeParryExpedition");
    assert!(json["properties"]["events"].is_object());
}

#[test]
fn a_setup_is_checked() {
    let stairs = || vec![room("the stairs", Feature::Empty)];
    let site = |rooms| Site {
        name: name("the old crypt"),
        days_away: 1,
        rooms,
    };
    let kind = |result: Result<Setup, Error>| result.unwrap_err().kind();
    assert_eq!(
        kind(Setup::new(vec![], 1, UsageDie::D8, site(stairs()))),
        "out_of_range"
    );
    assert_eq!(
        kind(Setup::new(
            vec![ash(), ash()],
            1,
            UsageDie::D8,
            site(stairs())
        )),
        "duplicate"
    );
    assert_eq!(
        kind(Setup::new(vec![ash()], 1, UsageDie::D8, site(vec![]))),
        "out_of_range"
    );
    assert_eq!(
        kind(Setup::new(vec![ash()], 21, UsageDie::D8, site(stairs()))),
        "out_of_range"
    );
    let pit = vec![room("a pit", Feature::Pit { floors: 0 })];
    assert!(Setup::new(vec![ash()], 1, UsageDie::D8, site(pit)).is_err());
    let twins = Feature::Foes(Encounter {
        foes: vec![ghoul("the ghoul"), ghoul("the ghoul")],
        first: Side::Foes,
        surprised: None,
        flee_after: 3,
    });
    let hall = vec![room("the hall", twins)];
    assert_eq!(
        kind(Setup::new(vec![ash()], 1, UsageDie::D8, site(hall))),
        "duplicate"
    );
    let long = weapon("a long and elaborate ceremonial spear", StepDie::D8);
    let mut armed = ash();
    armed.weapon = long;
    assert!(Setup::new(vec![armed], 1, UsageDie::D8, site(stairs())).is_err());
}
