//! The 3d6 Constitution expedition: four level-1 characters rolled by the
//! rules (STR, WIT, KNO, WIL, CHA on 3d6, HP on their one hit die; a
//! tough fighter, a Goetia sage, a keen-eyed adventurer and a classless
//! haggler) buy armour from the rules' table and other gear at the
//! referee's prices, the haggler haggling each price. They walk through
//! forest to a crypt (the day's miles by terrain, weather and the most
//! laden member's load in stones, encounter checks of 1 in 3 per day and
//! per full 6 miles, a ration each a day from their own packs), sleep
//! each night (fatigue cleared, minor wounds healed, HP re-rolled), and
//! delve the crypt turn by turn on a turn clock (1 in 6 encounter checks
//! a turn, torches burning 6 turns, the sage's prepared spell cast at the
//! door, a search whose extra degrees save turns). Fights go through
//! osr-combat from the sheets and back, the foes checking morale when a
//! quarter and when half of them have fallen; a short rest after a fight
//! re-rolls the HP of the hurt. At home the treasure gives 1 XP per
//! silver piece (the mundane swords none), foes overcome 10 XP per hit
//! die; levels come from the level table, a night's sleep rolls the new
//! hit die, and each player makes the improvement roll of the session's
//! end.
//!
//! The referee's, as the rules leave them: the starting coins, the prices
//! of everything but armour, the weather, the encounter tables and the
//! monsters (their HP rolled as hit dice of d6), the crypt's map and DCs,
//! the sage's first spell and what it does (light for the whole delve),
//! the treasure and its value, sharing XP and treasure equally among the
//! living, and a lost fight leaving the fallen where they lie (the party
//! turns home).
//!
//! Left out: the spell-rating roll after the session (TC-12.15: the sheet
//! cannot change a known spell's rating), research, and hunger (the
//! rations bought last the journey; a day without food is not applied
//! through osr-health's deprivation).

use osr::DefaultRng;
use osr::check::constitution::SpellRating;
use osr::check::{Check as _, Resolved as _, Rolled};
use osr::combat::Side;
use osr::constitution::advancement::{Gain, Haul, foes_xp};
use osr::constitution::combat::{
    Ac, Combatant, Command, DamageDie, Ending, Event as FightEvent, Fight, MoraleTrigger, Policy,
    Setup, Step, Ties,
};
use osr::constitution::encumbrance::State;
use osr::constitution::equipment::{ArmourClass, Coins};
use osr::constitution::health::{Applied, Event as HealthEvent, HitDie, HpRoll, Keep};
use osr::constitution::magic::{KnownSpell, SpellLevel};
use osr::constitution::sheet::{
    Ability, CheckKind, Choices, Class, Creation, Initiation, Item, Pack, Sheet,
};
use osr::constitution::travel::{
    EncounterChecks, LightSource, Load, Terrain, Trek, TrekEvent, Weather, light, turns_needed,
};
use osr::encumbrance::LoadModel as _;
use osr::travel::party::{Party, PartyEvent, Traveller};
use osr::travel::{Clock, ClockEvent, Entry, RandomTable, Unit};

use crate::chronicle::{Chronicle, to_json};

type Failure = Box<dyn std::error::Error>;

/// Miles, as exact fractions (a day of rain in a swamp is 4 miles, a storm
/// 8/3).
type Miles = osr::dice::num_rational::Ratio<u32>;

/// The party, in marching order, with each player's class and the one
/// initiation level 1 allows.
const PARTY: [(&str, Option<Class>, Initiation); 4] = [
    ("Ash", Some(Class::Fighter), Initiation::Tough),
    ("Briar", Some(Class::Sage), Initiation::Goetia),
    ("Cole", Some(Class::Adventurer), Initiation::KeenEye),
    ("Dell", None, Initiation::Haggler),
];

/// Starting coins: "relatively short on money" is the referee's to price.
const COINS: u32 = 100;

/// Gear other than armour, at the referee's prices in silver (TC-14.14).
#[derive(Clone, Copy)]
enum Gear {
    Weapon,
    Shield,
    Backpack,
    Rations(u32),
    Torches(u32),
    SpellBook,
}

#[derive(Clone, Copy)]
enum Buy {
    Armour(ArmourClass),
    Gear(&'static str, u32, Gear),
}

/// What each member buys, in order, while the coins last.
const SHOPPING: [&[Buy]; 4] = [
    &[
        Buy::Gear("a sword", 10, Gear::Weapon),
        Buy::Gear("a shield", 8, Gear::Shield),
        Buy::Gear("a backpack", 2, Gear::Backpack),
        Buy::Gear("4 rations", 4, Gear::Rations(4)),
        Buy::Armour(ArmourClass::FullChain),
        Buy::Armour(ArmourClass::HalfChain),
    ],
    &[
        Buy::Gear("a backpack", 2, Gear::Backpack),
        Buy::Gear("a spell book", 40, Gear::SpellBook),
        Buy::Gear("a dagger", 3, Gear::Weapon),
        Buy::Gear("4 rations", 4, Gear::Rations(4)),
        Buy::Armour(ArmourClass::HalfChain),
        Buy::Armour(ArmourClass::LeatherHide),
    ],
    &[
        Buy::Gear("a spear", 5, Gear::Weapon),
        Buy::Gear("a backpack", 2, Gear::Backpack),
        Buy::Gear("4 rations", 4, Gear::Rations(4)),
        Buy::Gear("4 torches", 4, Gear::Torches(4)),
        Buy::Armour(ArmourClass::HalfChain),
    ],
    &[
        Buy::Gear("an axe", 8, Gear::Weapon),
        Buy::Gear("a backpack", 2, Gear::Backpack),
        Buy::Gear("4 rations", 4, Gear::Rations(4)),
        Buy::Gear("2 torches", 2, Gear::Torches(2)),
        Buy::Armour(ArmourClass::FullChain),
        Buy::Armour(ArmourClass::HalfChain),
    ],
];

/// The sage's first spell (TC-8.3 names neither spell nor rating): the
/// referee's.
const SPELL: &str = "Light";
const SPELL_RATING: u32 = 50;

/// The weather of each travel day, the referee's.
const WEATHER: [Weather; 4] = [
    Weather::Clear,
    Weather::Foul,
    Weather::Clear,
    Weather::Clear,
];

/// Miles of forest from the village to the crypt.
const MILES: u32 = 18;

/// The crypt's hidden vault: a search of 3 turns against DC 20 (the
/// referee's), WIT with a keen eye's level.
const SEARCH_TURNS: u32 = 3;
const SEARCH_DC: i32 = 20;

/// The treasure (the referee's): silver coins and a gilded reliquary sold
/// in town, and the guardians' old swords, which are not treasure.
const HOARD: [(&str, Gain, u32); 3] = [
    ("a chest of silver", Gain::Coins, 4_000),
    ("a gilded reliquary", Gain::ArtOrFineObject, 2_400),
    ("the guardians' swords", Gain::MundaneGoods, 60),
];

/// The order each player tries abilities in at the session's end.
const IMPROVE: [[Ability; 5]; 4] = [
    [
        Ability::Str,
        Ability::Wit,
        Ability::Wil,
        Ability::Cha,
        Ability::Kno,
    ],
    [
        Ability::Kno,
        Ability::Wil,
        Ability::Wit,
        Ability::Cha,
        Ability::Str,
    ],
    [
        Ability::Wit,
        Ability::Str,
        Ability::Cha,
        Ability::Wil,
        Ability::Kno,
    ],
    [
        Ability::Cha,
        Ability::Wit,
        Ability::Str,
        Ability::Wil,
        Ability::Kno,
    ],
];

struct Member {
    name: &'static str,
    sheet: Sheet,
}

impl Member {
    fn alive(&self) -> bool {
        !self.sheet.health().is_dead()
    }
}

/// What the expedition carries from step to step.
struct Expedition {
    party: Vec<Member>,
    /// Hit dice of the foes overcome.
    overcome: Vec<u32>,
    /// The party lost a fight and turned home.
    beaten: bool,
    day: u32,
}

/// Plays the expedition from `seed`.
pub(crate) fn run(seed: u64) -> Result<Chronicle, Failure> {
    let mut rng = osr::seeded(seed);
    let mut c = Chronicle::default();
    c.say(format!("== 3d6 Constitution: an expedition, seed {seed}"));
    let party = create(&mut c, &mut rng)?;
    let mut x = Expedition {
        party,
        overcome: Vec::new(),
        beaten: false,
        day: 0,
    };
    shop(&mut c, &mut x.party, &mut rng)?;
    let forest = RandomTable::new(
        "forest",
        1,
        6,
        vec![
            Entry::new(1, 3, "wolves"),
            Entry::new(4, 5, "bandits"),
            Entry::new(6, 6, "bear"),
        ],
    )?;
    let crypt = RandomTable::new(
        "crypt",
        1,
        6,
        vec![
            Entry::new(1, 3, "skeletons"),
            Entry::new(4, 5, "ghouls"),
            Entry::new(6, 6, "wight"),
        ],
    )?;
    c.stage(
        "road",
        format!("the road to the crypt, {MILES} miles of forest"),
    );
    let out = travel(&mut c, &mut x, &forest, MILES.into(), true, &mut rng)?;
    let found = if x.beaten || !x.party.iter().any(Member::alive) {
        false
    } else {
        let found = delve(&mut c, &mut x, &crypt, &mut rng)?;
        // The crypt is reached during the last day out: the night after it.
        if x.party.iter().any(Member::alive) {
            night(&mut c, &mut x, &mut rng)?;
        }
        found
    };
    if x.party.iter().any(Member::alive) {
        c.stage(
            "road",
            format!("the road home, {} miles of forest", out.ceil()),
        );
        travel(&mut c, &mut x, &forest, out, false, &mut rng)?;
    }
    home(&mut c, &mut x, found, &mut rng)?;
    Ok(c)
}

fn create(c: &mut Chronicle, rng: &mut DefaultRng) -> Result<Vec<Member>, Failure> {
    c.stage("creation", "the party, rolled by the rules");
    let mut party = Vec::new();
    for (name, class, initiation) in PARTY {
        let choices = Choices {
            class,
            initiation: Some(initiation),
            coins: Coins::silver(COINS),
            ..Choices::default()
        };
        let created = Creation::roll(&choices, rng)?;
        let rolls: Vec<String> = created.events().iter().map(ToString::to_string).collect();
        c.event(
            name,
            format!(
                "{}, {}, {COINS} sp: {}",
                class.map_or("no class", Class::key),
                initiation.name(),
                rolls.join(", ")
            ),
            to_json!(created.events()),
        );
        let mut sheet = created.into_sheet();
        if initiation == Initiation::Goetia {
            let spell =
                KnownSpell::new(SPELL, SpellLevel::new(1)?, SpellRating::new(SPELL_RATING)?);
            sheet = sheet.with_spell(spell)?;
            c.say(format!(
                "  {name}: knows {SPELL} (1st level, {SPELL_RATING}%), the referee's first spell"
            ));
        }
        party.push(Member { name, sheet });
    }
    Ok(party)
}

fn shop(c: &mut Chronicle, party: &mut [Member], rng: &mut DefaultRng) -> Result<(), Failure> {
    c.stage("market", "the market");
    for (member, list) in party.iter_mut().zip(SHOPPING) {
        for buy in list {
            let (what, listed) = match buy {
                Buy::Armour(a) => (a.name(), Item::Armour(*a).cost()),
                Buy::Gear(what, price, _) => (*what, Coins::silver(*price)),
            };
            if matches!(buy, Buy::Armour(_)) && member.sheet.armour().is_some() {
                continue;
            }
            let (price, haggled) = if member.sheet.has(Initiation::Haggler) {
                let (roll, price) = member.sheet.haggle(listed, rng)?;
                let line = format!(
                    "haggles, d20 [{}] vs CHA {}: {listed} sp -> {price} sp; ",
                    faces(roll.dice()),
                    member.sheet.abilities().get(Ability::Cha)
                );
                (price, Some((line, to_json!(&roll))))
            } else {
                (listed, None)
            };
            let (haggling, haggle_json) = haggled.unwrap_or_default();
            if price > member.sheet.coins() {
                c.event(
                    member.name,
                    format!(
                        "{what}: {haggling}cannot afford {price} sp, has {} sp",
                        member.sheet.coins()
                    ),
                    serde_json::json!({"haggle": haggle_json, "refused": what}),
                );
                continue;
            }
            let event = match buy {
                Buy::Armour(a) if price == listed => member.sheet.buy(Item::Armour(*a))?,
                Buy::Armour(a) => {
                    let paid = member.sheet.pay(price)?;
                    member.sheet = member.sheet.clone().with_armour(Some(*a));
                    paid
                }
                Buy::Gear(_, _, gear) => {
                    let paid = member.sheet.pay(price)?;
                    member.sheet = equip(member.sheet.clone(), *gear)?;
                    paid
                }
            };
            c.event(
                member.name,
                if matches!(buy, Buy::Armour(_)) {
                    format!("{haggling}{event}")
                } else {
                    format!("{what}: {haggling}{event}")
                },
                serde_json::json!({"haggle": haggle_json, "bought": to_json!(&event)}),
            );
        }
        let load = member.sheet.load()?;
        c.say(format!(
            "  {}: AC {}, load {} stones ({}), {} sp left",
            member.name,
            member.sheet.ac(),
            load.breakdown().total(),
            load_name(load_of(&member.sheet)?),
            member.sheet.coins()
        ));
    }
    Ok(())
}

fn equip(sheet: Sheet, gear: Gear) -> Result<Sheet, Failure> {
    let mut pack = sheet.pack();
    Ok(match gear {
        Gear::Shield => return Ok(sheet.with_shield(true)?),
        Gear::SpellBook => {
            pack.small_things += 1;
            sheet.with_spell_book(true).with_pack(pack)?
        }
        Gear::Weapon => {
            pack.medium_items += 1;
            sheet.with_pack(pack)?
        }
        Gear::Backpack => {
            pack.backpack = true;
            sheet.with_pack(pack)?
        }
        Gear::Rations(n) => {
            pack.rations += n;
            sheet.with_pack(pack)?
        }
        Gear::Torches(n) => {
            pack.small_things += n;
            sheet.with_pack(pack)?
        }
    })
}

/// The travel load of a sheet: its state in stones against its STR.
fn load_of(sheet: &Sheet) -> Result<Load, Failure> {
    Ok(match sheet.load()?.state() {
        State::Unencumbered => Load::Unencumbered,
        State::Encumbered => Load::Encumbered,
        _ => Load::HeavilyEncumbered,
    })
}

/// A load's share of the day's miles, in thirds.
const fn pace(load: Load) -> u32 {
    match load {
        Load::Unencumbered => 3,
        Load::Encumbered => 2,
        Load::HeavilyEncumbered => 1,
    }
}

const fn load_name(load: Load) -> &'static str {
    match load {
        Load::Unencumbered => "unencumbered",
        Load::Encumbered => "encumbered",
        Load::HeavilyEncumbered => "heavily encumbered",
    }
}

const fn weather_name(weather: Weather) -> &'static str {
    match weather {
        Weather::Clear => "clear",
        Weather::Foul => "rain",
        Weather::Storm => "storm",
    }
}

fn faces(dice: &[Rolled]) -> String {
    dice.iter()
        .map(|d| d.face.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn miles(numer: u32, denom: u32) -> String {
    if denom == 1 {
        numer.to_string()
    } else {
        format!("{numer}/{denom}")
    }
}

/// Days of forest until `target` miles are covered, the slowest member
/// setting the pace; a ration each a day from their own packs, water from
/// the streams (TC-13.10); every encounter fought; a night's sleep each
/// day but the day of reaching the crypt. Going out, a lost fight turns
/// the party home. Returns the miles covered.
fn travel(
    c: &mut Chronicle,
    x: &mut Expedition,
    forest: &RandomTable,
    target: Miles,
    outward: bool,
    rng: &mut DefaultRng,
) -> Result<Miles, Failure> {
    let mut covered = Miles::from_integer(0);
    while covered < target && !(outward && x.beaten) && x.party.iter().any(Member::alive) {
        let weather = WEATHER[usize::try_from(x.day)? % WEATHER.len()];
        x.day += 1;
        // The living walk, at the pace of the most laden, each eating
        // from their own pack.
        let walkers: Vec<usize> = (0..x.party.len()).filter(|&i| x.party[i].alive()).collect();
        let mut load = Load::Unencumbered;
        for &i in &walkers {
            let l = load_of(&x.party[i].sheet)?;
            if pace(l) < pace(load) {
                load = l;
            }
        }
        let mut trek = Trek::new(u32::try_from(walkers.len())?, 0, load)?;
        let mut rations = Party::new(
            walkers
                .iter()
                .map(|&i| Traveller::new(x.party[i].name, x.party[i].sheet.pack().rations, 0))
                .collect::<Result<Vec<_>, _>>()?,
        )?;
        let (report, meals) =
            trek.day_with_party(&mut rations, Terrain::Forest, weather, &[], rng)?;
        c.say(format!(
            "day {}: forest, {}, {} pace",
            x.day,
            weather_name(weather),
            load_name(load)
        ));
        for event in &report.events {
            match event {
                TrekEvent::Travelled { numer, denom } => {
                    covered += osr::dice::num_rational::Ratio::new(*numer, *denom);
                    c.event(
                        "",
                        format!("{} miles", miles(*numer, *denom)),
                        to_json!(event),
                    );
                }
                TrekEvent::EncounterChecks { roll } => {
                    c.event(
                        "",
                        format!(
                            "encounter checks d6 [{}] (1 in 3) -> {}",
                            faces(&roll.dice),
                            roll.encounters
                        ),
                        to_json!(event),
                    );
                    for _ in 0..roll.encounters {
                        if (outward && x.beaten) || !x.party.iter().any(Member::alive) {
                            break;
                        }
                        let met = forest.roll(rng)?;
                        c.event(
                            "",
                            format!("the forest d6 [{}]: {}", faces(&met.dice), met.entry),
                            to_json!(&met),
                        );
                        fight(c, x, &met.entry, rng)?;
                    }
                }
                TrekEvent::WentHungry { travellers } => {
                    c.event("", format!("{travellers} go hungry"), to_json!(event));
                }
                _ => {}
            }
        }
        // The evening meal, for those still alive after the day's fights.
        for t in rations.travellers() {
            if let Some(m) = x.party.iter_mut().find(|m| m.name == t.name() && m.alive()) {
                let pack = Pack {
                    rations: t.rations(),
                    ..m.sheet.pack()
                };
                m.sheet = m.sheet.clone().with_pack(pack)?;
            }
        }
        let meals: Vec<&PartyEvent> = meals
            .iter()
            .filter(|e| {
                let (PartyEvent::Ate { name, .. } | PartyEvent::WentHungry { name, .. }) = e else {
                    return true;
                };
                x.party.iter().any(|m| m.name == name && m.alive())
            })
            .collect();
        let eaten: Vec<String> = meals.iter().map(ToString::to_string).collect();
        c.event("", eaten.join(", "), to_json!(&meals));
        if x.beaten && outward {
            c.say("  the party turns home");
        }
        if !(outward && covered >= target && !x.beaten) {
            night(c, x, rng)?;
        }
    }
    Ok(covered)
}

fn keep(sheet: &Sheet) -> Keep {
    if sheet.health().is_tough() {
        Keep::Higher
    } else {
        Keep::New
    }
}

fn health_line(applied: &Applied<u32>) -> String {
    let mut parts = Vec::new();
    for e in applied.events() {
        match e {
            HealthEvent::HpRerolled { from, rolled, to } => {
                let dice = applied
                    .dice()
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(", ");
                let kept = if rolled == to {
                    String::new()
                } else {
                    format!(", keeps {to}")
                };
                parts.push(format!(
                    "HP re-rolled [{dice}] = {rolled}{kept} (was {from})"
                ));
            }
            HealthEvent::FatigueGained { to, .. } => parts.push(format!("fatigue {to}")),
            HealthEvent::FatigueReset { to, .. } => parts.push(format!("fatigue back to {to}")),
            HealthEvent::MinorWoundsHealed { count } => {
                parts.push(format!("{count} minor wound(s) healed"));
            }
            _ => {}
        }
    }
    parts.join(", ")
}

/// A good night's sleep for the living (TC-6.5).
fn night(c: &mut Chronicle, x: &mut Expedition, rng: &mut DefaultRng) -> Result<(), Failure> {
    let mut lines = Vec::new();
    let mut log = Vec::new();
    for m in x.party.iter_mut().filter(|m| m.alive()) {
        let keep = keep(&m.sheet);
        let applied = m.sheet.good_night(keep, rng)?;
        lines.push(format!("{} {}", m.name, health_line(&applied)));
        log.push(serde_json::json!({"who": m.name, "night": to_json!(&applied)}));
    }
    if !lines.is_empty() {
        c.event(
            "",
            format!("night: {}", lines.join("; ")),
            serde_json::Value::Array(log),
        );
    }
    Ok(())
}

/// A short rest after a fight for those below half their HP's reach
/// (TC-6.4): the new total stands, a tough fighter keeps the higher.
fn short_rests(c: &mut Chronicle, x: &mut Expedition, rng: &mut DefaultRng) -> Result<(), Failure> {
    for m in x.party.iter_mut().filter(|m| m.alive()) {
        let h = m.sheet.health();
        if h.hp() * 2 >= h.hit_dice() * 7 {
            continue;
        }
        let keep = keep(&m.sheet);
        let applied = m.sheet.short_rest(keep, rng)?;
        c.event(
            m.name,
            format!("short rest: {}", health_line(&applied)),
            to_json!(&applied),
        );
    }
    Ok(())
}

/// The referee's monsters for a table entry: name, count, HD, STR, WIT,
/// AC, damage, and a morale score from the guidelines (TC-5.12).
#[derive(Clone, Copy)]
struct Monster {
    name: &'static str,
    count: u32,
    hd: u32,
    str: i32,
    wit: i32,
    ac: i32,
    damage: DamageDie,
    /// Hunting for food: normal (7 to 9); underpaid: fickle (5, 6);
    /// mindless: fanatical (12).
    morale: u32,
}

/// The monsters by table entry.
const MONSTERS: [(&str, Monster); 6] = [
    (
        "wolves",
        Monster {
            name: "wolf",
            count: 2,
            hd: 1,
            str: 12,
            wit: 12,
            ac: 21,
            damage: DamageDie::D6,
            morale: 8,
        },
    ),
    (
        "bandits",
        Monster {
            name: "bandit",
            count: 3,
            hd: 1,
            str: 11,
            wit: 10,
            ac: 22,
            damage: DamageDie::D6,
            morale: 6,
        },
    ),
    (
        "bear",
        Monster {
            name: "bear",
            count: 1,
            hd: 3,
            str: 16,
            wit: 9,
            ac: 21,
            damage: DamageDie::D8,
            morale: 8,
        },
    ),
    (
        "skeletons",
        Monster {
            name: "skeleton",
            count: 3,
            hd: 1,
            str: 10,
            wit: 8,
            ac: 22,
            damage: DamageDie::D6,
            morale: 12,
        },
    ),
    (
        "ghouls",
        Monster {
            name: "ghoul",
            count: 2,
            hd: 2,
            str: 13,
            wit: 11,
            ac: 21,
            damage: DamageDie::D6,
            morale: 8,
        },
    ),
    (
        "wight",
        Monster {
            name: "wight",
            count: 1,
            hd: 3,
            str: 14,
            wit: 12,
            ac: 24,
            damage: DamageDie::D8,
            morale: 12,
        },
    ),
];

/// A fight between the living and what the table sent; the foes' HP are
/// their hit dice rolled (TC-6.1).
fn fight(
    c: &mut Chronicle,
    x: &mut Expedition,
    entry: &str,
    rng: &mut DefaultRng,
) -> Result<(), Failure> {
    let Monster {
        name,
        count,
        hd,
        str,
        wit,
        ac,
        damage,
        morale,
    } = MONSTERS
        .iter()
        .find(|(e, _)| *e == entry)
        .map(|(_, m)| *m)
        .ok_or("no such monster")?;
    let fighters: Vec<usize> = (0..x.party.len()).filter(|&i| x.party[i].alive()).collect();
    let mut combatants = Vec::new();
    let mut roster: Vec<String> = Vec::new();
    for (&i, id) in fighters.iter().zip(1..) {
        combatants.push(x.party[i].sheet.combatant(id, Side::Party)?);
        roster.push(format!("#{id} {}", x.party[i].name));
    }
    let mut foes = Vec::new();
    for id in 10..10 + count {
        let hp = HpRoll::new(hd, 0, HitDie::D6)?.roll(rng)?;
        let mut foe = Combatant::new(id, Side::Foes, hp.total())?;
        foe.hit_dice = osr::constitution::health::HitDice::new(hd)?;
        foe.level = osr::check::constitution::Level::new(hd)?;
        foe.strength = osr::check::constitution::AbilityScore::new(str)?;
        foe.wits = osr::check::constitution::AbilityScore::new(wit)?;
        foe.ac = Ac::new(ac)?;
        foe.damage = damage;
        foe.morale = Some(osr::check::constitution::MoraleScore::new(morale)?);
        foes.push(format!(
            "#{id} {name} {hd} HD, HP [{}] = {}",
            faces(hp.dice()),
            hp.total()
        ));
        combatants.push(foe);
    }
    c.say(format!(
        "  fight: {} against {}",
        roster.join(", "),
        foes.join("; ")
    ));
    let mut fight = Fight::new(Setup::new(combatants, Ties::HigherWits)?)?;
    let policy = Policy {
        direct_hits: true,
        max_rounds: 20,
    };
    // Between rounds the standing foes check morale once their group has
    // lost a quarter and once it has lost half (TC-5.13).
    let mut checked = Vec::new();
    while let Some(command) = policy.command(&fight) {
        if fight.current_step() == Step::BetweenRounds {
            let ids: Vec<u32> = (10..10 + count).collect();
            let fallen = ids
                .iter()
                .filter(|&&id| fight.fighter(id).is_ok_and(|f| !f.standing()))
                .count();
            let triggers = MoraleTrigger::losses(count, u32::try_from(fallen)?, false)?;
            // Losses that reach a quarter and half at once are one check,
            // at the graver trigger (the referee's).
            let new: Vec<MoraleTrigger> = triggers
                .into_iter()
                .flatten()
                .filter(|t| !checked.contains(t))
                .collect();
            checked.extend(&new);
            if let Some(&trigger) = new.last() {
                for &id in &ids {
                    if fight.ending().is_none() && fight.fighter(id)?.standing() {
                        fight.step(Command::Morale { id, trigger }, rng)?;
                    }
                }
            }
            if fight.ending().is_some() {
                break;
            }
        }
        fight.step(command, rng)?;
    }
    fight_log(c, fight.events());
    match fight.ending() {
        Some(Ending::Won(Side::Party)) => {
            for _ in 0..count {
                x.overcome.push(hd);
            }
        }
        Some(Ending::Won(Side::Foes)) => {
            x.beaten = true;
            c.say("    the party is beaten: the foes leave the fallen where they lie");
        }
        _ => c.say(format!(
            "    undecided after {} rounds: both sides break off",
            fight.bout().round()
        )),
    }
    for (&i, id) in fighters.iter().zip(1..) {
        x.party[i].sheet.after_fight(fight.fighter(id)?)?;
    }
    short_rests(c, x, rng)?;
    Ok(())
}

/// The fight's events, a line each; initiative on one line, and the HP a
/// blow takes on the line of its damage.
fn fight_log(c: &mut Chronicle, events: &[FightEvent]) {
    let mut lines: Vec<(String, Vec<serde_json::Value>)> = Vec::new();
    for event in events {
        let text = event.to_string().trim_start().to_owned();
        let json = to_json!(event);
        match (event, lines.last_mut()) {
            (
                FightEvent::TurnBegan { .. }
                | FightEvent::RoundEnded { .. }
                | FightEvent::Out { .. },
                _,
            ) => {}
            (FightEvent::InitiativeRolled { id, faces, score }, Some((line, log)))
                if line.starts_with("initiative") =>
            {
                line.push_str(&format!(", #{id} {score} [{}]", join(faces)));
                log.push(json);
            }
            (FightEvent::InitiativeRolled { id, faces, score }, _) => {
                lines.push((
                    format!("initiative: #{id} {score} [{}]", join(faces)),
                    vec![json],
                ));
            }
            (
                FightEvent::Health {
                    change: HealthEvent::HpLost { from, to },
                    ..
                },
                Some((line, log)),
            ) if line.starts_with("damage") => {
                line.push_str(&format!(", HP {from} -> {to}"));
                log.push(json);
            }
            (
                FightEvent::Health {
                    id,
                    change:
                        HealthEvent::MinorWound
                        | HealthEvent::MajorWound { .. }
                        | HealthEvent::Collapsed
                        | HealthEvent::Died,
                },
                Some((line, log)),
            ) if line.starts_with(&format!("#{id} injury saves")) => {
                let what = text.trim_start_matches(&format!("#{id} "));
                line.push_str(&format!(": {what}"));
                log.push(json);
            }
            (FightEvent::DirectHit { .. }, Some((line, log))) if line.contains(" attacks ") => {
                line.push_str(": a direct hit");
                log.push(json);
            }
            _ => lines.push((text, vec![json])),
        }
    }
    for (line, log) in lines {
        c.event("", format!("  {line}"), serde_json::Value::Array(log));
    }
}

fn join(faces: &[u32]) -> String {
    faces
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The crypt, turn by turn on a turn clock: the sage prepares and casts
/// the spell at the door, torches burn otherwise, an encounter check each
/// turn (a busy dungeon), the vault searched for, then out.
fn delve(
    c: &mut Chronicle,
    x: &mut Expedition,
    crypt: &RandomTable,
    rng: &mut DefaultRng,
) -> Result<bool, Failure> {
    c.stage("delve", "the crypt, turn by turn");
    let mut clock = Clock::new(Unit::Turn);
    let mut lit = false;
    if let Some(m) = x
        .party
        .iter_mut()
        .find(|m| m.alive() && m.sheet.has(Initiation::Goetia) && m.sheet.spell_book())
    {
        let prepared = m.sheet.prepare(&[SPELL], 0)?;
        c.event(
            m.name,
            format!(
                "prepares {SPELL} in the slot of level {} (two hours)",
                prepared.slots()[0]
            ),
            to_json!(&prepared),
        );
        let cast = m.sheet.cast(0, rng)?;
        lit = cast.succeeded();
        c.event(
            m.name,
            format!(
                "casts {SPELL}: d100 [{}] vs {SPELL_RATING}%: {}",
                faces(cast.roll().dice()),
                if lit {
                    "light for the whole delve"
                } else {
                    "it fails"
                }
            ),
            to_json!(&cast),
        );
    }
    if !lit && !light_torch(c, x, &mut clock)? {
        c.say("  no light: the party turns back");
        return Ok(false);
    }
    let mut found = false;
    let mut searches = 0;
    let mut out = 0;
    while out < 2 && x.party.iter().any(Member::alive) && !x.beaten {
        let turns = if !found && searches < 2 {
            searches += 1;
            let (turns, vault) = search(c, x, rng)?;
            found = vault;
            turns
        } else {
            out += 1;
            c.say(format!("turn {}: the way out", clock.now() + 1));
            1
        };
        for _ in 0..turns {
            for event in clock.advance(1)? {
                if let ClockEvent::TimerExpired { label, .. } = event {
                    c.event(
                        "",
                        format!("the {label} burns out"),
                        serde_json::json!({"burnt_out": label}),
                    );
                    if !lit && !light_torch(c, x, &mut clock)? {
                        c.say("  no light left: the party gropes its way out");
                        out = 2;
                    }
                }
            }
            let check = EncounterChecks::dungeon(1)?.roll(rng)?;
            if check.encounters > 0 {
                let met = crypt.roll(rng)?;
                c.event(
                    "",
                    format!(
                        "turn {}: encounter check d6 [{}] (1 in 6): {} (d6 [{}])",
                        clock.now(),
                        faces(&check.dice),
                        met.entry,
                        faces(&met.dice)
                    ),
                    to_json!(&met),
                );
                fight(c, x, &met.entry, rng)?;
                if x.beaten {
                    break;
                }
            }
        }
    }
    c.say(format!("  {} turns in the crypt", clock.now()));
    Ok(found)
}

/// Lights a torch from whoever carries one; false when none is left.
fn light_torch(c: &mut Chronicle, x: &mut Expedition, clock: &mut Clock) -> Result<bool, Failure> {
    let Some(m) = x
        .party
        .iter_mut()
        .find(|m| m.alive() && m.sheet.pack().small_things > u32::from(m.sheet.spell_book()))
    else {
        return Ok(false);
    };
    let mut pack = m.sheet.pack();
    pack.small_things -= 1;
    m.sheet = m.sheet.clone().with_pack(pack)?;
    light(LightSource::Torch, clock, 1)?;
    c.event(
        m.name,
        format!("lights a torch ({} turns)", LightSource::Torch.turns()),
        serde_json::json!({"lit": "torch", "turns": LightSource::Torch.turns()}),
    );
    Ok(true)
}

/// The search for the vault by the best searcher: WIT plus the keen
/// eye's level against DC 20; each extra degree saves a turn (TC-13.1).
/// Returns the turns spent and whether the vault is found.
fn search(
    c: &mut Chronicle,
    x: &mut Expedition,
    rng: &mut DefaultRng,
) -> Result<(u32, bool), Failure> {
    let best = x
        .party
        .iter()
        .filter(|m| m.alive())
        .max_by_key(|m| {
            m.sheet.abilities().get(Ability::Wit) + m.sheet.bonus(CheckKind::Search).unwrap_or(0)
        })
        .ok_or("nobody to search")?;
    let roll = best
        .sheet
        .check(CheckKind::Search, Ability::Wit, SEARCH_DC)?
        .roll(rng)?;
    let degrees = roll.degrees();
    let turns = if degrees.succeeded() {
        turns_needed(SEARCH_TURNS, degrees.success_degrees() - 1)?
    } else {
        SEARCH_TURNS
    };
    c.event(
        best.name,
        format!(
            "searches for the vault, WIT {} + {} vs DC {SEARCH_DC}: d20 [{}] = {}: {degrees}, {turns} turn(s)",
            best.sheet.abilities().get(Ability::Wit),
            best.sheet.bonus(CheckKind::Search)?,
            faces(roll.dice()),
            roll.total()
        ),
        to_json!(&roll),
    );
    if degrees.succeeded() {
        let hoard: Vec<String> = HOARD
            .iter()
            .map(|(what, _, sp)| format!("{what} ({sp} sp)"))
            .collect();
        c.event(
            "",
            format!("the vault: {}", hoard.join(", ")),
            serde_json::json!({"found": "vault"}),
        );
    }
    Ok((turns, degrees.succeeded()))
}

/// Home: the treasure secured and shared, XP for treasure and foes,
/// levels, the improvement rolls, the final sheets.
fn home(
    c: &mut Chronicle,
    x: &mut Expedition,
    found: bool,
    rng: &mut DefaultRng,
) -> Result<(), Failure> {
    c.stage("home", "home");
    let living: Vec<usize> = (0..x.party.len()).filter(|&i| x.party[i].alive()).collect();
    if living.is_empty() {
        c.say("  nobody comes home");
    }
    let shares = u32::try_from(living.len().max(1))?;
    let mut treasure_xp = 0;
    let mut coins = 0;
    if found && !living.is_empty() {
        for (what, gain, sp) in HOARD {
            let haul = Haul {
                gain,
                value: Coins::silver(sp),
                secured: true,
            };
            c.event(
                "",
                format!("{what}, {sp} sp: {} XP", haul.xp()),
                to_json!(&haul),
            );
            treasure_xp += haul.xp();
            coins += sp;
        }
    }
    let foes = foes_xp(&x.overcome)?;
    if !living.is_empty() {
        c.say(format!(
        "  foes overcome: {} hit dice at 10 XP: {foes} XP; treasure: {treasure_xp} XP; each of {} takes a share",
        x.overcome.iter().sum::<u32>(),
        living.len()
    ));
    }
    for (k, &i) in living.iter().enumerate() {
        let m = &mut x.party[i];
        let wealth = m.sheet.treasure_at_home() + Coins::silver(coins / shares);
        m.sheet = m.sheet.clone().with_treasure_at_home(wealth)?;
        let xp = (treasure_xp + foes) / u64::from(shares);
        for event in m.sheet.gain_xp(xp)? {
            c.event(m.name, &event, to_json!(&event));
        }
        let roll = m.sheet.improve(
            &IMPROVE[PARTY.iter().position(|p| p.0 == m.name).unwrap_or(k)],
            rng,
        )?;
        let tries: Vec<String> = roll
            .tries()
            .iter()
            .map(|t| format!("{} {}: d20 [{}]", ability(t.ability), t.score, t.face))
            .collect();
        let raised = roll
            .raised()
            .map_or("nothing rises".to_owned(), |(a, from, to)| {
                format!("{} {from} -> {to}", ability(a))
            });
        c.event(
            m.name,
            format!("improvement roll: {}: {raised}", tries.join(", ")),
            to_json!(&roll),
        );
    }
    // A night at home: a new level's hit die counts from this re-roll.
    if !living.is_empty() {
        night(c, x, rng)?;
    }
    c.stage("sheets", "the sheets");
    for m in &x.party {
        let s = &m.sheet;
        let h = s.health();
        let a = s.abilities();
        c.say(format!(
            "  {}: level {}, {} XP, STR {} WIT {} KNO {} WIL {} CHA {}, HP {}/{}d{}, marks {}, AC {}, {} sp, {} sp at home{}",
            m.name,
            s.level()?,
            s.xp(),
            a.get(Ability::Str),
            a.get(Ability::Wit),
            a.get(Ability::Kno),
            a.get(Ability::Wil),
            a.get(Ability::Cha),
            h.hp(),
            h.hit_dice(),
            if h.is_tough() { 8 } else { 6 },
            h.marks(),
            s.ac(),
            s.coins(),
            s.treasure_at_home(),
            if h.is_dead() { ", dead" } else { "" }
        ));
        c.sheets.push(to_json!(s));
    }
    Ok(())
}

const fn ability(a: Ability) -> &'static str {
    osr::constitution::sheet::ability_name(a)
}
