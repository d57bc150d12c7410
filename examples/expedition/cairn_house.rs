//! The Cairn House Rules expedition: four characters rolled by the rules
//! (HP d6, STR, DEX, WIL 3d6, coins 3d6 x 10) buy weapons and armour and
//! hire a porter (rolled as a hireling, 10 coins a day) to carry the
//! supplies, since a character carrying any supply is encumbered, at 0 HP
//! and half speed. They walk summer watches through a forest to a crypt,
//! delve it turn by turn with the dungeon event die (exhaustion makes the
//! encumbered porter rest, and the party waits), fight what the tables
//! send, stabilise the fallen, rest, carry a reliquary home, sell it and
//! pay the porter. Cairn House Rules has no experience or levels: nobody
//! advances.
//!
//! The monsters, the crypt's map and the reliquary's price are the
//! referee's, as the rules leave them; everything else is rolled by the
//! rules through osr.

use osr::DefaultRng;
use osr::cairn_house::check::{Ability, Save};
use osr::cairn_house::combat::{Combatant, Ending, Event as FightEvent, Fight, Policy};
use osr::cairn_house::equipment::{BodyArmour, Shield, Weapon};
use osr::cairn_house::sheet::{Creation, Hireling, Item, Sheet, hireling_pay, setup};
use osr::cairn_house::travel::{
    Delve, DelveEvent, Door, DungeonAction, DungeonEvent, Journey, JourneyEvent, Season,
    WatchAction, WeatherShift, WildEvent,
};
use osr::check::{Resolved as _, Rolled};
use osr::combat::Side;
use osr::core::StepDie;
use osr::travel::party::{Party, PartyEvent, Traveller};
use osr::travel::{Entry, RandomTable};

use crate::chronicle::{Chronicle, to_json};

/// The party, in marching order.
const NAMES: [&str; 4] = ["Ash", "Briar", "Cole", "Dell"];

/// What each member buys, in order, while the coins last.
const SHOPPING: [&[Item]; 4] = [
    &[
        Item::Weapon(Weapon::Hand),
        Item::Armour(BodyArmour::Light),
        Item::Shield(Shield::Shield),
    ],
    &[Item::Weapon(Weapon::Bow), Item::Armour(BodyArmour::Light)],
    &[
        Item::Weapon(Weapon::Polearm),
        Item::Armour(BodyArmour::Light),
    ],
    &[
        Item::Weapon(Weapon::Hand),
        Item::Shield(Shield::Shield),
        Item::Armour(BodyArmour::Light),
    ],
];

/// Miles from town to the crypt.
const MILES: u32 = 12;

/// Dungeon turns the party spends in the crypt at most.
const TURNS: u32 = 10;

/// The reliquary's price in coins when sold in town (the referee's).
const RELIQUARY: u32 = 400;

type Failure = Box<dyn std::error::Error>;

/// Supply units the porter carries: a day's rations for each of the five
/// on each day out.
const SUPPLIES: u32 = 3;

struct Member {
    name: &'static str,
    sheet: Sheet,
    /// The porter carries and does not fight.
    fights: bool,
}

impl Member {
    /// In a state to fight.
    fn standing(&self) -> bool {
        let h = self.sheet.health();
        self.fights && !h.is_dead() && !h.is_critical()
    }
}

/// Plays the expedition from `seed`.
pub(crate) fn run(seed: u64) -> Result<Chronicle, Failure> {
    let mut rng = osr::seeded(seed);
    let mut c = Chronicle::default();
    c.say(format!("== Cairn House Rules: an expedition, seed {seed}"));
    let mut party = create(&mut c, &mut rng)?;
    shop(&mut c, &mut party)?;
    let forest = RandomTable::new(
        "forest",
        1,
        6,
        vec![Entry::new(1, 4, "wolves"), Entry::new(5, 6, "bandits")],
    )?;
    let crypt = RandomTable::new(
        "crypt",
        1,
        6,
        vec![
            Entry::new(1, 3, "skeletons"),
            Entry::new(4, 5, "giant-rats"),
            Entry::new(6, 6, "ghoul"),
        ],
    )?;
    c.stage("road", format!("the road to the crypt, {MILES} miles"));
    let mut days = travel(&mut c, &mut party, &forest, &mut rng)?;
    let found = if party.iter().any(Member::standing) {
        days += 1;
        delve(&mut c, &mut party, &crypt, &mut rng)?
    } else {
        false
    };
    if party.iter().any(Member::standing) {
        c.stage("road", format!("the road home, {MILES} miles"));
        days += travel(&mut c, &mut party, &forest, &mut rng)?;
    }
    home(&mut c, &mut party, found, days)?;
    Ok(c)
}

fn create(c: &mut Chronicle, rng: &mut DefaultRng) -> Result<Vec<Member>, Failure> {
    c.stage("creation", "the party, rolled by the rules");
    let mut party = Vec::new();
    for name in NAMES {
        let created = Creation::roll(rng)?;
        for event in created.events() {
            c.event(name, event, to_json!(event));
        }
        party.push(Member {
            name,
            sheet: created.into_sheet(),
            fights: true,
        });
    }
    let hired = Hireling::roll(rng)?;
    for event in hired.events() {
        c.event("Porter", event, to_json!(event));
    }
    party.push(Member {
        name: "Porter",
        sheet: hired.into_sheet().with_units(SUPPLIES, 0)?,
        fights: false,
    });
    c.say(format!(
        "  Porter: carries {SUPPLIES} supply units: encumbered, so at 0 HP and half speed; does not fight"
    ));
    Ok(party)
}

fn shop(c: &mut Chronicle, party: &mut [Member]) -> Result<(), Failure> {
    c.stage("market", "the market");
    for (member, list) in party.iter_mut().filter(|m| m.fights).zip(SHOPPING) {
        for item in list {
            match member.sheet.buy(*item) {
                Ok(event) => c.event(member.name, &event, to_json!(&event)),
                Err(osr::sheet::Error::NotEnoughCoins { cost, coins, .. }) => c.say(format!(
                    "  {}: cannot afford {} ({cost} coins, has {coins})",
                    member.name,
                    item.name()
                )),
                Err(err) => return Err(err.into()),
            }
        }
        c.say(format!(
            "  {}: DR {}, {} coins left",
            member.name,
            member.sheet.dr(),
            member.sheet.coins()
        ));
    }
    Ok(())
}

fn dice(dice: &[Rolled]) -> String {
    dice.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Summer watches through the forest until `MILES` are covered: travel
/// twice a day, camp on the third watch. Returns the days it took.
fn travel(
    c: &mut Chronicle,
    party: &mut [Member],
    forest: &RandomTable,
    rng: &mut DefaultRng,
) -> Result<u32, Failure> {
    let walkers = u32::try_from(party.iter().filter(|m| !m.sheet.health().is_dead()).count())?;
    // The porter is encumbered: the party's pace is halved.
    let mut journey = Journey::new(Season::Summer, walkers.max(1), true)?;
    let mut days = 0;
    // The living eat: the dead neither walk nor need rations.
    let mut rations = Party::new(
        party
            .iter()
            .filter(|m| !m.sheet.health().is_dead())
            .map(|m| Traveller::new(m.name, 2, 0))
            .collect::<Result<Vec<_>, _>>()?,
    )?;
    let mut miles = 0;
    let mut watches = 0;
    while miles < MILES && watches < 12 && party.iter().any(Member::standing) {
        watches += 1;
        let (report, meals) = if journey.rest_owed() {
            (journey.watch(WatchAction::Rest, Some(forest), rng)?, vec![])
        } else if journey.clock().now() % 3 == 2 {
            journey.make_camp(&mut rations, Some(forest), rng)?
        } else {
            (
                journey.watch(WatchAction::Travel, Some(forest), rng)?,
                vec![],
            )
        };
        days = days.max(u32::try_from(report.day)?);
        c.say(format!(
            "day {} watch {}: {}",
            report.day,
            report.watch,
            match report.action {
                WatchAction::MakeCamp { .. } => "make camp",
                WatchAction::Rest => "rest",
                _ => "travel",
            }
        ));
        for event in &report.events {
            match event {
                JourneyEvent::Travelled {
                    miles: m,
                    halved,
                    dice: d,
                } => {
                    let pace = if *halved {
                        " (halved: the porter is encumbered)"
                    } else {
                        ""
                    };
                    c.event(
                        "",
                        format!("travel 2d6 [{}] -> {m} miles{pace}", dice(d)),
                        to_json!(event),
                    );
                }
                JourneyEvent::EventRolled { die, result } => {
                    c.event(
                        "",
                        format!("wilderness event {die} -> {}", wild(*result)),
                        to_json!(event),
                    );
                }
                JourneyEvent::WeatherRolled { die, shift } => c.event(
                    "",
                    format!(
                        "weather {die} -> one step {}",
                        if *shift == WeatherShift::Better {
                            "better"
                        } else {
                            "worse"
                        }
                    ),
                    to_json!(event),
                ),
                JourneyEvent::Camped {
                    long_rests,
                    no_healing,
                } => c.event(
                    "",
                    format!("camp: {long_rests} long rests, {no_healing} without rations"),
                    to_json!(event),
                ),
                JourneyEvent::Delve(boxed) => {
                    if let DelveEvent::Encounter { roll, .. } = &boxed.inner {
                        c.event(
                            "",
                            format!("encounter: {} ({})", roll.entry, dice(&roll.dice)),
                            to_json!(event),
                        );
                        fight(c, party, &roll.entry, rng)?;
                    }
                }
                other => c.event("", format!("{other:?}"), to_json!(other)),
            }
        }
        for meal in &meals {
            c.event("", meal, to_json!(meal));
            if let PartyEvent::Ate { name, .. } | PartyEvent::WentHungry { name, .. } = meal {
                let ate = matches!(meal, PartyEvent::Ate { .. });
                if let Some(m) = party.iter_mut().find(|m| m.name == name) {
                    if !m.sheet.health().is_dead() {
                        let ability = most_hurt(&m.sheet);
                        let report = m.sheet.health_mut().make_camp(ate, ability, rng)?;
                        for e in report.events() {
                            c.event(m.name, e, to_json!(e));
                        }
                    }
                }
            }
        }
        miles += report.miles();
    }
    c.say(format!("{miles} miles in {watches} watches"));
    Ok(days)
}

fn wild(event: WildEvent) -> &'static str {
    match event {
        WildEvent::Encounter => "encounter",
        WildEvent::Clue => "a clue of the next encounter",
        WildEvent::Exhaustion => "exhaustion: the encumbered rest the next watch",
        WildEvent::Weather => "the weather changes",
        WildEvent::Free => "nothing happens",
    }
}

fn dungeon(event: DungeonEvent) -> &'static str {
    match event {
        DungeonEvent::Encounter => "encounter",
        DungeonEvent::Clue => "a clue of the next encounter",
        DungeonEvent::Exhaustion => "exhaustion: the encumbered rest the next turn",
        DungeonEvent::Locality => "the dungeon changes nearby",
        DungeonEvent::Free => "nothing happens",
    }
}

/// The ability furthest below its maximum (STR on a tie).
fn most_hurt(sheet: &Sheet) -> Ability {
    let h = sheet.health();
    let mut best = Ability::Str;
    for ability in [Ability::Dex, Ability::Wil] {
        let lost = |a| h.score(a).max() - h.score(a).current();
        if lost(ability) > lost(best) {
            best = ability;
        }
    }
    best
}

/// The crypt, turn by turn: a stuck door, the vault searched on the
/// sixth turn, then the way out.
fn delve(
    c: &mut Chronicle,
    party: &mut [Member],
    crypt: &RandomTable,
    rng: &mut DefaultRng,
) -> Result<bool, Failure> {
    c.stage("delve", "the crypt, turn by turn");
    let mut delve = Delve::new(true);
    let mut door = Door::stuck();
    let mut found = false;
    for turn in 1..=TURNS {
        if !party.iter().any(Member::standing) {
            break;
        }
        let action = if delve.rest_owed() {
            DungeonAction::Rest
        } else if !door.is_open() {
            DungeonAction::OpenDoor
        } else if turn == 6 {
            DungeonAction::Search
        } else {
            DungeonAction::Move
        };
        let report = delve.turn(action, Some(crypt), rng)?;
        c.say(format!("turn {}: {}", report.turn, report.action));
        if action == DungeonAction::OpenDoor {
            let strongest = party
                .iter()
                .filter(|m| m.standing())
                .max_by_key(|m| m.sheet.health().score(Ability::Str).current())
                .ok_or("nobody to force the door")?;
            let str = strongest.sheet.health().score(Ability::Str).current();
            let attempt = door.force(Save::new(str)?, rng)?;
            let roll = attempt
                .save
                .as_ref()
                .map(|s| dice(s.dice()))
                .unwrap_or_default();
            c.event(
                strongest.name,
                format!(
                    "forces the door, STR save {str}: {roll} -> {:?}",
                    attempt.outcome
                ),
                to_json!(&attempt),
            );
        }
        if action == DungeonAction::Search && !found {
            found = true;
            c.event(
                "",
                format!(
                    "the vault: a silver reliquary (1 treasure unit, {RELIQUARY} coins in town)"
                ),
                serde_json::json!({"found": "reliquary", "coins": RELIQUARY}),
            );
        }
        for event in &report.events {
            match event {
                DelveEvent::EventRolled { die, result } => {
                    c.event(
                        "",
                        format!("dungeon event {die} -> {}", dungeon(*result)),
                        to_json!(event),
                    );
                }
                DelveEvent::RestOwed => {
                    c.event("", "the porter must rest next turn", to_json!(event));
                }
                DelveEvent::RestTaken => {
                    c.event(
                        "",
                        "the party waits while the porter rests",
                        to_json!(event),
                    );
                }
                DelveEvent::LocalityChanged => {
                    c.event("", "something nearby changes", to_json!(event));
                }
                DelveEvent::Encounter { roll, .. } => {
                    c.event(
                        "",
                        format!("encounter: {} ({})", roll.entry, dice(&roll.dice)),
                        to_json!(event),
                    );
                    fight(c, party, &roll.entry, rng)?;
                    // A short rest after the fight, in torchlight.
                    for m in party.iter_mut().filter(|m| m.standing()) {
                        let report = m.sheet.health_mut().short_rest()?;
                        for e in report.events() {
                            c.event(m.name, format!("short rest: {e}"), to_json!(e));
                        }
                    }
                }
                DelveEvent::Foreshadowed { roll } => c.event(
                    "",
                    format!("a clue: {} ahead ({})", roll.entry, dice(&roll.dice)),
                    to_json!(event),
                ),
                other => c.event("", format!("{other:?}"), to_json!(other)),
            }
        }
    }
    Ok(found)
}

/// The referee's monsters for a table entry, IDs from 10.
fn foes(entry: &str) -> Result<Vec<Combatant>, Failure> {
    let foe = |id, hp, abilities, die| -> Result<Combatant, Failure> {
        Ok(Combatant::new(id, Side::Foes, hp, abilities)?.with_die(die, false))
    };
    Ok(match entry {
        "skeletons" => (10..13)
            .map(|id| Ok(foe(id, 2, [10, 10, 3], StepDie::D6)?.undead()))
            .collect::<Result<_, Failure>>()?,
        "giant-rats" => (10..14)
            .map(|id| foe(id, 1, [6, 14, 6], StepDie::D4))
            .collect::<Result<_, _>>()?,
        "ghoul" => vec![foe(10, 6, [13, 12, 10], StepDie::D8)?.undead()],
        "wolves" => (10..13)
            .map(|id| foe(id, 3, [10, 14, 6], StepDie::D6))
            .collect::<Result<_, _>>()?,
        _ => (10..12)
            .map(|id| foe(id, 4, [11, 11, 9], StepDie::D6))
            .collect::<Result<_, _>>()?,
    })
}

/// A fight between the standing members and what the table sent.
fn fight(
    c: &mut Chronicle,
    party: &mut [Member],
    entry: &str,
    rng: &mut DefaultRng,
) -> Result<(), Failure> {
    let fighters: Vec<usize> = (0..party.len()).filter(|&i| party[i].standing()).collect();
    let sheets: Vec<&Sheet> = fighters.iter().map(|&i| &party[i].sheet).collect();
    let mut fight = Fight::new(setup(&sheets, foes(entry)?)?)?;
    let roster: Vec<String> = fighters
        .iter()
        .zip(1..)
        .map(|(&i, id)| format!("{id} {}", party[i].name))
        .collect();
    c.say(format!(
        "  fight: {} against {entry} (10 and up)",
        roster.join(", ")
    ));
    let ending = fight.play(Policy::FirstStanding, rng)?;
    for event in fight.events() {
        if !matches!(event, FightEvent::Passed { .. }) {
            c.event("", format!("  {event}"), to_json!(event));
        }
    }
    if let Ending::Undecided { round } = ending {
        c.say(format!(
            "    undecided after {round} rounds: both sides break off"
        ));
    }
    for (&i, id) in fighters.iter().zip(1..) {
        let m = &mut party[i];
        m.sheet.after_fight(fight.fighter(id)?)?;
        if m.sheet.health().is_critical() {
            // The others tend the fallen at once.
            let report = m.sheet.health_mut().stabilise()?;
            for e in report.events() {
                c.event(m.name, e, to_json!(e));
            }
        }
    }
    Ok(())
}

/// Home: a week in town, the reliquary sold, the porter paid, the rest
/// shared, the final sheets.
fn home(c: &mut Chronicle, party: &mut [Member], found: bool, days: u32) -> Result<(), Failure> {
    c.stage("home", "home");
    let living: Vec<usize> = (0..party.len())
        .filter(|&i| !party[i].sheet.health().is_dead())
        .collect();
    if living.is_empty() {
        c.say("  nobody comes home");
    }
    for &i in &living {
        let m = &mut party[i];
        let report = m.sheet.health_mut().full_rest()?;
        for e in report.events() {
            c.event(m.name, format!("a week in town: {e}"), to_json!(e));
        }
    }
    let pay = u32::try_from(hireling_pay(days).subunits())?;
    let porter = party.iter_mut().find(|m| !m.fights).ok_or("no porter")?;
    let takes = if found { pay.min(RELIQUARY) } else { 0 };
    let coins = porter.sheet.coins() + takes;
    porter.sheet = porter.sheet.clone().with_coins(coins)?;
    c.event(
        "Porter",
        format!("{days} days at 10 coins: owed {pay}, paid {takes} from the reliquary"),
        serde_json::json!({"days": days, "owed": pay, "paid": takes}),
    );
    let adventurers: Vec<usize> = living
        .iter()
        .copied()
        .filter(|&i| party[i].fights)
        .collect();
    if found && !adventurers.is_empty() {
        let share = (RELIQUARY - takes) / u32::try_from(adventurers.len())?;
        for &i in &adventurers {
            let m = &mut party[i];
            let coins = m.sheet.coins() + share;
            m.sheet = m.sheet.clone().with_coins(coins)?;
            c.event(
                m.name,
                format!("a share of the reliquary: {share} coins, {coins} in all"),
                serde_json::json!({"share": share, "coins": coins}),
            );
        }
    }
    c.say("  Cairn House Rules has no experience or levels: nobody advances");
    c.stage("sheets", "the sheets");
    for m in party.iter() {
        let h = m.sheet.health();
        c.say(format!(
            "  {}: HP {}/{}, STR {}/{}, DEX {}/{}, WIL {}/{}, fatigue {}, DR {}, {} coins{}",
            m.name,
            h.hp(),
            h.max_hp(),
            h.score(Ability::Str).current(),
            h.score(Ability::Str).max(),
            h.score(Ability::Dex).current(),
            h.score(Ability::Dex).max(),
            h.score(Ability::Wil).current(),
            h.score(Ability::Wil).max(),
            h.fatigue(),
            m.sheet.dr(),
            m.sheet.coins(),
            if h.is_dead() { ", dead" } else { "" }
        ));
        c.sheets.push(to_json!(&m.sheet));
    }
    Ok(())
}
