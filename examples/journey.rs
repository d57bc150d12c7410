//! A seeded delve or journey in each system, turn by turn or day by day,
//! printing every roll and every event the travel rules produce.
//!
//! Cairn House Rules: a dungeon delve of dungeon turns with the event die,
//! a stuck door and wandering monsters from a referee's table, then a
//! summer day of wilderness watches. 3d6 Constitution: days through a
//! forest with a hunter, the distance lost to the hunt and the encounter
//! checks. Murdham: watches of off-path travel with the turn structure,
//! the navigation speed, a secret noticed or not, and the attitude of
//! whoever the company meets. Gods & Monsters: days on the road, a torch
//! burning down on a round clock in a cave, a search, a jump and a chase.
//! Block, Dodge, Parry: the rest each night's site gives, and a delve by a
//! torch on a usage die with the exact chance it lasts.
//!
//! ```sh
//! cargo run --example journey                          # every system, seed 7
//! cargo run --example journey -- --system cairn-house --turns 10
//! cargo run --example journey -- --seed 42 --days 3
//! cargo run --example journey -- --help
//! ```
//!
//! Usage errors (an unknown option, a bad number) print a message and exit
//! with status 2.

use std::fmt::Write as _;
use std::io::Write as _;
use std::process::ExitCode;

use osr::DefaultRng;
use osr::check::{Check, Resolved, Rolled};
use osr::travel::{Entry, RandomTable};

const HELP: &str = "\
journey: a seeded delve or journey in each system, printing every roll

USAGE:
    journey [OPTIONS]

For each system the program plays a short expedition from one seeded
generator: Cairn House Rules dungeon turns and a summer day of watches,
3d6 Constitution days of forest travel with hunting, Murdham watches of
off-path travel, Gods & Monsters days and a cave by torchlight, Block,
Dodge, Parry nights of rest and a torch on a usage die. Every die and
every event is printed as it happens.

OPTIONS:
    --system <NAME>    Only this system: constitution, cairn-house,
                       murdham, gods-and-monsters, block-dodge-parry,
                       or all (the default).
    --seed <N>         The generator's seed (default 7).
    --days <N>         Days of travel, 1 to 30 (default 2).
    --turns <N>        Dungeon turns, 1 to 100 (default 6).
    -h, --help         Print this help and exit.

EXIT STATUS:
    0 on success, 1 when a rule refuses a step, 2 for a usage error.";

const SYSTEMS: [&str; 5] = [
    "constitution",
    "cairn-house",
    "gods-and-monsters",
    "murdham",
    "block-dodge-parry",
];

struct Options {
    systems: Vec<&'static str>,
    seed: u64,
    days: u32,
    turns: u32,
}

enum Command {
    Help,
    Run(Options),
}

fn main() -> ExitCode {
    let options = match parse(std::env::args().skip(1)) {
        Ok(Command::Help) => {
            // A reader that stops early (`journey --help | head`) is not an error.
            let _ = writeln!(std::io::stdout().lock(), "{HELP}");
            return ExitCode::SUCCESS;
        }
        Ok(Command::Run(options)) => options,
        Err(message) => {
            eprintln!("journey: {message}");
            eprintln!("Run `journey --help` for the options.");
            return ExitCode::from(2);
        }
    };
    let mut out = String::new();
    let result = run(&options, &mut out);
    let mut stdout = std::io::stdout().lock();
    // A reader that stops early (`journey | head`) is not an error.
    let _ = stdout.write_all(out.as_bytes());
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("journey: {err}");
            ExitCode::FAILURE
        }
    }
}

fn parse(args: impl Iterator<Item = String>) -> Result<Command, String> {
    let mut options = Options {
        systems: SYSTEMS.to_vec(),
        seed: 7,
        days: 2,
        turns: 6,
    };
    let mut args = args.peekable();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or_else(|| format!("{name} needs a value"));
        match arg.as_str() {
            "-h" | "--help" => return Ok(Command::Help),
            "--system" => {
                let name = value("--system")?;
                if name == "all" {
                    options.systems = SYSTEMS.to_vec();
                } else {
                    let system = SYSTEMS
                        .iter()
                        .find(|s| **s == name)
                        .ok_or_else(|| format!("unknown system {name:?}"))?;
                    options.systems = vec![system];
                }
            }
            "--seed" => {
                let text = value("--seed")?;
                options.seed = text
                    .parse()
                    .map_err(|_| format!("--seed takes a whole number, got {text:?}"))?;
            }
            "--days" => options.days = number("--days", &value("--days")?, 30)?,
            "--turns" => options.turns = number("--turns", &value("--turns")?, 100)?,
            other => return Err(format!("unknown option {other:?}")),
        }
    }
    Ok(Command::Run(options))
}

fn number(name: &str, text: &str, max: u32) -> Result<u32, String> {
    match text.parse::<u32>() {
        Ok(n) if (1..=max).contains(&n) => Ok(n),
        _ => Err(format!("{name} takes 1..={max}, got {text:?}")),
    }
}

type Failure = Box<dyn std::error::Error>;

fn run(options: &Options, out: &mut String) -> Result<(), Failure> {
    for system in &options.systems {
        let mut rng = osr::seeded(options.seed);
        match *system {
            "cairn-house" => cairn_house(options, &mut rng, out)?,
            "constitution" => constitution(options, &mut rng, out)?,
            "murdham" => murdham(options, &mut rng, out)?,
            "gods-and-monsters" => gods_and_monsters(options, &mut rng, out)?,
            _ => block_dodge_parry(options, &mut rng, out)?,
        }
        writeln!(out)?;
    }
    Ok(())
}

fn dice(dice: &[Rolled]) -> String {
    dice.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

fn delve_event(event: &osr::travel::cairn_house::DelveEvent) -> String {
    use osr::travel::cairn_house::DelveEvent;

    match event {
        DelveEvent::Encounter { roll, foreshadowed } => format!(
            "encounter on {}: {} ({}){}",
            roll.table,
            roll.entry,
            dice(&roll.dice),
            if *foreshadowed {
                ", as foreshadowed"
            } else {
                ""
            }
        ),
        DelveEvent::Foreshadowed { roll } => format!(
            "clue: the next encounter is {} ({})",
            roll.entry,
            dice(&roll.dice)
        ),
        DelveEvent::RestOwed => "the encumbered must rest next".to_owned(),
        DelveEvent::RestTaken => "the owed rest is taken".to_owned(),
        DelveEvent::LocalityChanged => "the dungeon changes nearby".to_owned(),
        other => format!("{other:?}"),
    }
}

fn cairn_house(options: &Options, rng: &mut DefaultRng, out: &mut String) -> Result<(), Failure> {
    use osr::check::cairn_house::{Reaction, Save};
    use osr::travel::cairn_house::{
        DelveEvent, Door, DungeonAction, Journey, JourneyEvent, Season, WatchAction,
    };
    use osr::travel::party::{Party, Traveller};

    writeln!(
        out,
        "== Cairn House Rules: a delve of {} turns",
        options.turns
    )?;
    let monsters = RandomTable::new(
        "crypt",
        1,
        6,
        vec![
            Entry::new(1, 3, "skeletons"),
            Entry::new(4, 5, "giant-rats"),
            Entry::new(6, 6, "ghoul"),
        ],
    )?;
    let mut delve = osr::travel::cairn_house::Delve::new(true);
    let mut door = Door::stuck();
    let strength = Save::new(12)?;
    for _ in 0..options.turns {
        let action = if delve.rest_owed() {
            DungeonAction::Rest
        } else if !door.is_open() {
            DungeonAction::OpenDoor
        } else {
            DungeonAction::Move
        };
        let report = delve.turn(action, Some(&monsters), rng)?;
        writeln!(out, "turn {}: {}", report.turn, report.action)?;
        if action == DungeonAction::OpenDoor {
            let attempt = door.force(strength, rng)?;
            let save = attempt
                .save
                .as_ref()
                .map(|s| dice(s.dice()))
                .unwrap_or_default();
            writeln!(
                out,
                "  force the door (STR 12): {save} -> {:?}",
                attempt.outcome
            )?;
        }
        for event in &report.events {
            match event {
                DelveEvent::EventRolled { die, result } => {
                    writeln!(out, "  dungeon event {die} -> {result:?}")?;
                }
                DelveEvent::Encounter { roll, foreshadowed } => {
                    writeln!(
                        out,
                        "  encounter: {} ({}{})",
                        roll.entry,
                        dice(&roll.dice),
                        if *foreshadowed { ", foreshadowed" } else { "" }
                    )?;
                    let reaction = Reaction::new(0)?.roll(rng)?;
                    writeln!(
                        out,
                        "  reaction 2d6 {} = {} -> {}",
                        dice(reaction.dice()),
                        reaction.total(),
                        reaction.band()
                    )?;
                }
                other => writeln!(out, "  {}", delve_event(other))?,
            }
        }
    }
    writeln!(
        out,
        "-- a summer day of watches, one traveller of three encumbered"
    )?;
    let forest = RandomTable::new(
        "forest",
        1,
        4,
        vec![Entry::new(1, 3, "wolves"), Entry::new(4, 4, "bear")],
    )?;
    let mut journey = Journey::new(Season::Summer, 3, true)?;
    let mut party = Party::new(vec![
        Traveller::new("Ash", 3, 0)?,
        Traveller::new("Briar", 1, 0)?,
        Traveller::new("Cole", 2, 0)?,
    ])?;
    let mut miles = 0;
    for _ in 0..options.days * 3 {
        let (report, meals) = if journey.rest_owed() {
            (
                journey.watch(WatchAction::Rest, Some(&forest), rng)?,
                vec![],
            )
        } else if journey.clock().now() % 3 == 2 {
            journey.make_camp(&mut party, Some(&forest), rng)?
        } else {
            (
                journey.watch(WatchAction::Travel, Some(&forest), rng)?,
                vec![],
            )
        };
        writeln!(
            out,
            "day {} watch {} ({:?}): {}",
            report.day,
            report.watch,
            report.light,
            match report.action {
                osr::travel::cairn_house::WatchAction::Travel => "travel".to_owned(),
                osr::travel::cairn_house::WatchAction::Explore => "explore".to_owned(),
                osr::travel::cairn_house::WatchAction::ForcedMarch => "forced march".to_owned(),
                osr::travel::cairn_house::WatchAction::MakeCamp { eaters } => {
                    format!("make camp, {eaters} eating")
                }
                osr::travel::cairn_house::WatchAction::Rest => "rest".to_owned(),
            }
        )?;
        for event in &report.events {
            match event {
                JourneyEvent::Travelled {
                    miles: m,
                    halved,
                    dice: d,
                } => {
                    writeln!(
                        out,
                        "  travel 2d6 {} -> {m} miles{}",
                        dice(d),
                        if *halved { " (halved)" } else { "" }
                    )?;
                }
                JourneyEvent::EventRolled { die, result } => {
                    writeln!(out, "  wilderness event {die} -> {result:?}")?;
                }
                JourneyEvent::WeatherRolled { die, shift } => {
                    writeln!(out, "  weather {die} -> one step {shift:?}")?;
                }
                JourneyEvent::Delve(boxed) => writeln!(out, "  {}", delve_event(&boxed.inner))?,
                JourneyEvent::ForcedMarch {
                    miles: m,
                    fatigue_each,
                    die,
                } => writeln!(
                    out,
                    "  forced march {die} -> {m} miles, {fatigue_each} fatigue each"
                )?,
                JourneyEvent::Explored => writeln!(out, "  the area is explored")?,
                JourneyEvent::Camped {
                    long_rests,
                    no_healing,
                } => writeln!(
                    out,
                    "  camp: {long_rests} long rests, {no_healing} without rations heal nothing"
                )?,
            }
        }
        for meal in &meals {
            writeln!(out, "  {meal}")?;
        }
        miles += report.miles();
    }
    writeln!(out, "{miles} miles in {} days", options.days)?;
    Ok(())
}

fn constitution(options: &Options, rng: &mut DefaultRng, out: &mut String) -> Result<(), Failure> {
    use osr::check::constitution::Skill;
    use osr::travel::constitution::{
        Hunt, HuntingGround, Load, Method, Terrain, Trek, TrekEvent, Weather,
    };
    use osr::travel::party::{Party, Traveller};

    writeln!(
        out,
        "== 3d6 Constitution: {} days through a forest, 3 travellers with their own rations",
        options.days
    )?;
    let hunter = Hunt::new(Method::Ranged, HuntingGround::ForestOrJungle, false, 13)?
        .with_skill(Skill::new(60)?);
    let mut trek = Trek::new(3, 0, Load::Unencumbered)?;
    let mut party = Party::new(vec![
        Traveller::new("Dara", 2, 2)?,
        Traveller::new("Eli", 1, 2)?,
        Traveller::new("Fen", 1, 2)?,
    ])?;
    for day in 1..=options.days {
        let weather = if day % 3 == 0 {
            Weather::Foul
        } else {
            Weather::Clear
        };
        let drinks = party.water(trek.clock());
        let (report, meals) =
            trek.day_with_party(&mut party, Terrain::Forest, weather, &[(hunter, 0)], rng)?;
        writeln!(out, "day {}: forest, {weather:?}", report.day)?;
        for event in &report.events {
            match event {
                TrekEvent::Hunted { hunt } => writeln!(
                    out,
                    "  hunt (STR 13 x 60% vs DC {}): {} -> total {} -> {:?}; rations {}, {}/4 of the day's distance lost ({})",
                    hunt.check.dc(),
                    dice(hunt.check.dice()),
                    hunt.check.total(),
                    hunt.check.band(),
                    hunt.rations,
                    hunt.cut_quarters,
                    dice(&hunt.dice)
                )?,
                TrekEvent::Travelled { numer, denom } if *denom == 1 => {
                    writeln!(out, "  travelled {numer} miles")?;
                }
                TrekEvent::Travelled { numer, denom } => {
                    writeln!(out, "  travelled {numer}/{denom} miles")?;
                }
                TrekEvent::RationsFound { rations } => {
                    writeln!(out, "  {rations} rations found")?;
                }
                TrekEvent::RationsEaten { eaten, left } => {
                    writeln!(out, "  {eaten} rations eaten, {left} left")?;
                }
                TrekEvent::WentHungry { travellers } => {
                    writeln!(out, "  {travellers} travellers went hungry")?;
                }
                TrekEvent::TimerExpired { label, .. } => writeln!(out, "  {label} ran out")?,
                TrekEvent::EncounterChecks { roll } => writeln!(
                    out,
                    "  encounter checks {} -> {} encounter(s)",
                    dice(&roll.dice),
                    roll.encounters
                )?,
            }
        }
        for meal in meals.iter().chain(&drinks) {
            writeln!(out, "  {meal}")?;
        }
    }
    for traveller in party.travellers() {
        writeln!(
            out,
            "{}: {} rations left, {} meals missed in a row",
            traveller.name(),
            traveller.rations(),
            traveller.meals_missed()
        )?;
    }
    Ok(())
}

fn murdham(options: &Options, rng: &mut DefaultRng, out: &mut String) -> Result<(), Failure> {
    use osr::travel::murdham::{
        Approach, AttitudeRoll, Expedition, ExpeditionAction, ExpeditionEvent, Path,
        areas_per_unit, passive_notice,
    };

    writeln!(out, "== Murdham: {} days of off-path travel", options.days)?;
    let path = Path::Off {
        bushcraft: true,
        tools: false,
    };
    let mut company = Expedition::new(3)?;
    company
        .clock_mut()
        .start(osr::travel::TimerKind::Referee, "mule's fodder", 4)?;
    let mut areas = osr::dice::num_rational::Ratio::from_integer(0_u32);
    for watch in 1..=options.days * 3 {
        let severe = watch % 4 == 0;
        let actions = if watch % 3 == 0 {
            [
                ExpeditionAction::DailyRest,
                ExpeditionAction::DailyRest,
                ExpeditionAction::DailyRest,
            ]
        } else {
            [
                ExpeditionAction::MoveRegions,
                ExpeditionAction::Forage,
                ExpeditionAction::MoveRegions,
            ]
        };
        writeln!(
            out,
            "watch {watch}{}",
            if severe { " (severe weather)" } else { "" }
        )?;
        for (player, action) in (0..).zip(actions) {
            for event in company.act(player, action)? {
                match event {
                    ExpeditionEvent::Acted { player, action } => {
                        writeln!(out, "  player {player}: {action:?}")?;
                    }
                    ExpeditionEvent::StepEnded { now, .. } => {
                        writeln!(
                            out,
                            "  the watch ends ({now} so far); the referee checks for events"
                        )?;
                    }
                    ExpeditionEvent::TimerExpired { label, at } => {
                        writeln!(out, "  the {label} runs out at watch {at}")?;
                    }
                }
            }
        }
        if actions[0] == ExpeditionAction::MoveRegions {
            let speed = areas_per_unit(path, severe);
            areas += speed;
            writeln!(out, "  off path with bushcraft: {speed} regions")?;
            let notice = passive_notice(&[9, 12, 14], false, rng)?;
            if let Some(roll) = notice {
                writeln!(
                    out,
                    "  a hidden cave: group WIT save {} -> {}",
                    dice(roll.dice()),
                    if roll.anyone_passed() {
                        "noticed"
                    } else {
                        "missed"
                    }
                )?;
            }
            let attitude = AttitudeRoll::new(Approach::Peaceful).roll(rng)?;
            writeln!(
                out,
                "  a traveller met, approached peacefully: {} -> {}",
                dice(attitude.dice()),
                attitude.attitude()
            )?;
        }
    }
    writeln!(out, "{areas} regions crossed")?;
    Ok(())
}

fn gods_and_monsters(
    options: &Options,
    rng: &mut DefaultRng,
    out: &mut String,
) -> Result<(), Failure> {
    use osr::check::gods_and_monsters::ContestEnd;
    use osr::travel::ClockEvent;
    use osr::travel::gods_and_monsters::{
        Going, Jump, LightSource, Speed, chase, daily_miles, search,
    };

    writeln!(
        out,
        "== Gods & Monsters: Movement 10, {} days on the road, then a cave",
        options.days
    )?;
    for day in 1..=options.days {
        let going = if day % 2 == 0 {
            Going::Rough
        } else {
            Going::Ideal
        };
        writeln!(
            out,
            "day {day}: {going:?} going: {} miles",
            daily_miles(10, going, false)
        )?;
    }
    let mut clock = osr::travel::Clock::new(osr::travel::Unit::Round);
    let torch = LightSource::Torch.light(&mut clock, 1)?;
    writeln!(
        out,
        "a torch is lit: {} yards of light for {} rounds",
        LightSource::Torch.radius_yards(),
        clock.remaining(torch).unwrap_or(0)
    )?;
    let (penalty, minutes) = search(20, 40)?;
    for step in 1..=options.turns {
        writeln!(
            out,
            "cave, 10 minutes at exploring speed ({} yards): step {step}",
            Speed::Explore.yards_per_minute(10)? * 10
        )?;
        for event in clock.advance(60)? {
            if let ClockEvent::TimerExpired { label, at, .. } = event {
                writeln!(out, "  the {label} burns out at round {at}")?;
            }
        }
    }
    writeln!(
        out,
        "searching a 20 x 40 ft hall: perception {penalty:+}, {minutes} minutes"
    )?;
    let jump = Jump::new(12, 4, 0)?.roll(4, rng)?;
    writeln!(
        out,
        "jump for a 4-foot ledge (target {}): {} -> reached {} feet",
        Jump::new(12, 4, 0)?.target(4)?,
        jump.die,
        jump.reached
    )?;
    let contest = chase((10, 14), (11, 8))?;
    let outcome = contest.roll(rng)?;
    writeln!(
        out,
        "a chase (agility 10 +2 for Movement 14 against agility 11): {} -> {}",
        dice(outcome.dice()),
        match outcome.band() {
            ContestEnd::Won(0) => "caught",
            ContestEnd::Won(_) => "escaped",
            _ => "no one gets anywhere",
        }
    )?;
    Ok(())
}

fn block_dodge_parry(
    options: &Options,
    rng: &mut DefaultRng,
    out: &mut String,
) -> Result<(), Failure> {
    use osr::core::UsageDie;
    use osr::travel::block_dodge_parry::RestSite;
    use osr::travel::light::{LightEvent, UsageLight};
    use osr::travel::{Clock, Unit};

    writeln!(out, "== Block, Dodge, Parry: {} nights' rest", options.days)?;
    let sites = [
        RestSite::WildernessCamp,
        RestSite::BlizzardCamp,
        RestSite::SimpleInn,
        RestSite::FeySpring,
    ];
    for (night, site) in (1..=options.days).zip(sites.iter().cycle()) {
        writeln!(out, "night {night}: {site:?} -> {:?} rest", site.rest())?;
    }
    writeln!(
        out,
        "-- a delve of {} turns by a torch on a usage die (d8)",
        options.turns
    )?;
    let mut clock = Clock::new(Unit::Turn);
    let mut torch = UsageLight::new("torch", UsageDie::D8)?;
    let chance = torch.lasts(options.turns)?;
    writeln!(
        out,
        "chance it lights all {} turns: {}",
        options.turns,
        chance.sum_where(|&lit| lit)
    )?;
    for turn in 1..=options.turns {
        if torch.is_out() {
            writeln!(out, "turn {turn}: dark")?;
            continue;
        }
        for event in torch.burn(&mut clock, rng)? {
            match event {
                LightEvent::UsageRolled { before, die, after } => {
                    writeln!(out, "turn {turn}: torch {before} rolls {die} -> {after}")?;
                }
                LightEvent::WentOut { at, .. } => {
                    writeln!(out, "  the torch goes out at the end of turn {at}")?;
                }
                LightEvent::Clock { .. } => {}
            }
        }
    }
    Ok(())
}
