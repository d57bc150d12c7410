//! The Block, Dodge, Parry expedition. The rules chapter this library
//! follows uses a character without saying how one is made (ability
//! generation, HP, careers and starting gear are in other chapters), so
//! there is no rolled creation: the party of four is the table's, its
//! abilities, HP, careers, skills and gear stated as data, and everything
//! after that is rolled by the rules. The rules have no money or prices,
//! so nothing is bought: the gear is on the sheets from the start, in
//! slots beside the Fatigue and wounds to come. They walk to an old crypt
//! and rest each night as its site allows (a wilderness camp, a dungeon
//! room, an inn, a luxurious chamber at home), eat what they have (a
//! desperate meal is a WIL save), delve the crypt by a torch on a usage
//! die, turn by turn, save against a pit and fall into it by the fall
//! rule, fight the crypt's ghouls with every blow routed through
//! osr-combat (HP first, then STR, then the Critical Damage Save), catch
//! their breath from their waterskins, carry the crypt's idol home if a
//! slot is free, and spend a day at a healer or a spa.
//!
//! Not in the rules this library follows, so not played: the attack,
//! block and dodge procedure (the table rules that every blow lands for
//! the weapon's die, and that the front fighter blocks the first blow
//! aimed at her each exchange for 1 Fatigue, stopping it), money, and
//! experience and levels (the rules have none; training wins back a
//! permanent wound's point, and a blow's wounds are Severe, never
//! permanent).
//!
//! The party, the weapons' dice, the crypt's map, its ghouls, the pit and
//! the idol are the referee's, as the rules leave them; everything else is
//! rolled by the rules through osr.

use osr::DefaultRng;
use osr::block_dodge_parry::check::{Ability, Save};
use osr::block_dodge_parry::combat::{Event, Harm, Hp, Route};
use osr::block_dodge_parry::health::{
    Body, Critical, Event as BodyEvent, Fall, FatigueSource, Meal, Rest, Track, Treatment,
};
use osr::block_dodge_parry::sheet::{Gear, Sheet};
use osr::block_dodge_parry::travel::RestSite;
use osr::check::{Check as _, Resolved as _, Rolled};
use osr::core::{StepDie, SuppliedFaces, UsageDie};
use osr::travel::light::{LightEvent, UsageLight};
use osr::travel::{Clock, Unit};

use crate::chronicle::{Chronicle, to_json};

type Failure = Box<dyn std::error::Error>;

/// The party, the table's: name, STR, DEX, WIL, HP, career, a skill, the
/// weapon and its damage die, and the gear carried (name, slots).
const PARTY: [Given; 4] = [
    Given {
        name: "Ash",
        abilities: [14, 10, 9],
        hp: 6,
        career: "soldier",
        skill: "shield wall",
        weapon: ("spear", StepDie::D8),
        gear: &[("shield", 1), ("rations", 1)],
    },
    Given {
        name: "Briar",
        abilities: [10, 15, 11],
        hp: 4,
        career: "poacher",
        skill: "archery",
        weapon: ("bow", StepDie::D6),
        gear: &[("arrows", 1), ("rations", 1)],
    },
    Given {
        name: "Cole",
        abilities: [9, 11, 15],
        hp: 3,
        career: "acolyte",
        skill: "herb lore",
        weapon: ("staff", StepDie::D6),
        gear: &[("torches", 1), ("rations", 1)],
    },
    Given {
        name: "Dell",
        abilities: [12, 12, 10],
        hp: 5,
        career: "miner",
        skill: "tunnels",
        weapon: ("pick", StepDie::D6),
        gear: &[("rope", 1), ("rations", 1)],
    },
];

/// Turns the party spends in the crypt at most.
const TURNS: u32 = 6;

/// The idol's slots (the referee's).
const IDOL_SLOTS: u32 = 2;

struct Given {
    name: &'static str,
    abilities: [i32; 3],
    hp: u32,
    career: &'static str,
    skill: &'static str,
    weapon: (&'static str, StepDie),
    gear: &'static [(&'static str, u32)],
}

struct Member {
    name: &'static str,
    sheet: Sheet,
    weapon: (&'static str, StepDie),
    /// Out of the fight and the delve: dead, or taken out by a Critical
    /// Damage Save.
    down: Option<Critical>,
}

impl Member {
    fn standing(&self) -> bool {
        self.down.is_none()
    }
}

/// Plays the expedition from `seed`.
pub(crate) fn run(seed: u64) -> Result<Chronicle, Failure> {
    let mut rng = osr::seeded(seed);
    let mut c = Chronicle::default();
    c.say(format!(
        "== Block, Dodge, Parry: an expedition, seed {seed}"
    ));
    let mut party = create(&mut c)?;
    c.stage("market", "no market");
    c.say("  Block, Dodge, Parry has no money or prices: the gear is the table's, on the sheets");
    c.stage("road", "the road to the crypt");
    c.say("day 1: a day's walk to the crypt");
    night(
        &mut c,
        &mut party,
        RestSite::WildernessCamp,
        Meal::Simple,
        &mut rng,
    )?;
    let idol = delve(&mut c, &mut party, &mut rng)?;
    night(
        &mut c,
        &mut party,
        RestSite::DungeonRoom,
        Meal::Desperate,
        &mut rng,
    )?;
    c.stage("road", "the road home");
    c.say("day 3: a day's walk back to the village inn");
    night(
        &mut c,
        &mut party,
        RestSite::SimpleInn,
        Meal::Simple,
        &mut rng,
    )?;
    home(&mut c, &mut party, idol, &mut rng)?;
    Ok(c)
}

fn create(c: &mut Chronicle) -> Result<Vec<Member>, Failure> {
    c.stage("creation", "the party, the table's");
    c.say(
        "  Block, Dodge, Parry's rules give no character creation: the party is the table's, stated as data",
    );
    let mut party = Vec::new();
    for given in PARTY {
        let [str, dex, wil] = given.abilities;
        let mut sheet = Sheet::new(given.abilities, given.hp)?
            .with_career(given.career)?
            .with_skill(given.skill)?
            .with_gear(Gear::new(given.weapon.0, 1)?)?;
        for &(name, slots) in given.gear {
            sheet = sheet.with_gear(Gear::new(name, slots)?)?;
        }
        let gear: Vec<&str> = sheet.gear().iter().map(|g| g.name().as_str()).collect();
        c.event(
            given.name,
            format!(
                "STR {str}, DEX {dex}, WIL {wil}, HP {}, {} ({}), {} {}, gear {}, waterskin, {} slots free",
                given.hp,
                given.career,
                given.skill,
                given.weapon.0,
                given.weapon.1,
                gear.join(", "),
                sheet.load()?.free()
            ),
            to_json!(&sheet),
        );
        party.push(Member {
            name: given.name,
            sheet,
            weapon: given.weapon,
            down: None,
        });
    }
    Ok(party)
}

fn dice(dice: &[Rolled]) -> String {
    dice.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// A change to a body or to HP, as a line.
fn line(event: &Event) -> String {
    match event {
        Event::HpLost { from, to } => format!("HP {from} -> {to}"),
        Event::Body { change } => body_line(change),
    }
}

fn body_line(change: &BodyEvent) -> String {
    match change {
        BodyEvent::Damage { ability, amount } => format!("{amount} {ability} damage"),
        BodyEvent::AbilityLost { ability, from, to } => format!("{ability} {from} -> {to}"),
        BodyEvent::AbilityRecovered { ability, from, to } => {
            format!("{ability} recovers {from} -> {to}")
        }
        BodyEvent::MaximumLowered { ability, from, to } => {
            format!("{ability} maximum {from} -> {to}")
        }
        BodyEvent::MaximumRaised { ability, from, to } => {
            format!("{ability} maximum back {from} -> {to}")
        }
        BodyEvent::CriticalDamageSave {
            ability,
            score,
            critical,
        } => format!("Critical Damage Save on {ability} {score}: {critical}"),
        BodyEvent::ReachedZero { ability } => format!("{ability} reached 0"),
        BodyEvent::WoundTaken { wound } => format!("wound taken: {wound} (a slot)"),
        BodyEvent::WoundEscalated { wound } => format!("wound worsens: {wound}"),
        BodyEvent::WoundHealed { wound } => format!("wound healed: {wound}"),
        BodyEvent::FatigueGained { from, to } => format!("Fatigue {from} -> {to}"),
        BodyEvent::FatigueRemoved { from, to } => format!("Fatigue {from} -> {to}"),
        BodyEvent::Deprived => "deprived: no recovery".to_owned(),
        BodyEvent::NoLongerDeprived => "no longer deprived".to_owned(),
        BodyEvent::SlotsFull => "every slot is full: HP drop to 0".to_owned(),
    }
}

fn events(c: &mut Chronicle, who: &str, events: &[Event]) {
    for e in events {
        c.event(who, line(e), to_json!(e));
    }
}

fn site_name(site: RestSite) -> &'static str {
    match site {
        RestSite::Awake => "awake all night",
        RestSite::DungeonRoom => "a barred room in the crypt",
        RestSite::BlizzardCamp => "a camp in a blizzard",
        RestSite::WildernessCamp => "a well-made wilderness camp",
        RestSite::SimpleInn => "a simple inn",
        RestSite::LuxuriousChamber => "a luxurious chamber",
        RestSite::FeySpring => "a fey spring",
    }
}

fn rest_name(rest: Rest) -> &'static str {
    match rest {
        Rest::None => "no",
        Rest::Perilous => "perilous",
        Rest::Normal => "normal",
        Rest::Comfortable => "comfortable",
    }
}

fn meal_name(meal: Meal) -> &'static str {
    match meal {
        Meal::Desperate => "a desperate meal (WIL save to keep it down)",
        Meal::Fresh => "a fresh meal",
        Meal::Simple => "a simple meal",
        Meal::Fancy => "a fancy meal",
    }
}

/// The ability furthest below its normal value, if any is.
fn most_lost(body: &Body) -> Option<Ability> {
    let lost = |a| {
        let t: Track = body.track(a);
        t.max() - t.current()
    };
    [Ability::Str, Ability::Dex, Ability::Wil]
        .into_iter()
        .filter(|a| lost(*a) > 0)
        .max_by_key(|a| lost(*a))
}

/// A night: the meal, then the rest the site gives. Rations are eaten
/// from the pack (their slot is freed); a desperate meal needs a WIL save
/// to stay down, and one that does not leaves the eater without a meal
/// that day: deprived.
fn night(
    c: &mut Chronicle,
    party: &mut [Member],
    site: RestSite,
    meal: Meal,
    rng: &mut DefaultRng,
) -> Result<(), Failure> {
    let rest = site.rest();
    c.say(format!(
        "night: {}, {} rest; {}",
        site_name(site),
        rest_name(rest),
        meal_name(meal)
    ));
    for m in party.iter_mut().filter(|m| m.down != Some(Critical::Dead)) {
        let mut notes = Vec::new();
        let mut json = Vec::new();
        if let Some(i) = m
            .sheet
            .gear()
            .iter()
            .position(|g| g.name().as_str() == "rations")
        {
            m.sheet.drop_gear(i)?;
            notes.push("eats the rations (a slot freed)".to_owned());
        }
        let ate = if meal == Meal::Desperate {
            let mut body = m.sheet.body().clone();
            let wil = body.track(Ability::Wil).current();
            let applied = body.eat(meal, rng)?;
            // The save replayed from its own die: did the meal stay down?
            let save = Save::new(wil)?.roll(&mut SuppliedFaces::new(&applied.faces()))?;
            m.sheet = m
                .sheet
                .clone()
                .with_body(body, m.sheet.permanent_wounds())?;
            notes.push(format!(
                "WIL save {wil} [{}] -> {}",
                dice(applied.dice()),
                if save.passed() {
                    "it stays down"
                } else {
                    "it does not stay down"
                }
            ));
            json.push(to_json!(&save));
            let mut ate: Vec<Event> = applied
                .events()
                .iter()
                .map(|e| Event::Body { change: e.clone() })
                .collect();
            if !save.passed() {
                ate.extend(m.sheet.go_hungry());
            }
            ate
        } else {
            m.sheet.eat(meal, rng)?
        };
        let restore = if rest == Rest::Comfortable {
            most_lost(m.sheet.body())
        } else {
            None
        };
        let slept = m.sheet.sleep(rest, restore);
        for e in ate.iter().chain(&slept) {
            notes.push(line(e));
            json.push(to_json!(e));
        }
        if notes.is_empty() {
            notes.push("eats and sleeps; nothing changes".to_owned());
        }
        c.event(m.name, notes.join("; "), serde_json::json!(json));
    }
    Ok(())
}

/// The crypt by torchlight, a turn at a time: the pit on turn 2, the
/// ghouls on turn 3, a breather on turn 4, the idol on turn 5.
fn delve(c: &mut Chronicle, party: &mut [Member], rng: &mut DefaultRng) -> Result<bool, Failure> {
    c.stage("delve", "the crypt, by a torch on a usage die (d8)");
    let mut clock = Clock::new(Unit::Turn);
    let mut torch = UsageLight::new("torch", UsageDie::D8)?;
    c.say(format!(
        "  the chance the torch lights all {TURNS} turns: {}",
        torch.lasts(TURNS)?.sum_where(|&lit| lit)
    ));
    let mut idol = false;
    for turn in 1..=TURNS {
        if torch.is_out() {
            c.say(format!(
                "turn {turn}: the torch is out; the party feels its way back out"
            ));
            break;
        }
        if !party.iter().any(Member::standing) {
            break;
        }
        let what = match turn {
            2 => "a pit in the passage",
            3 => "the ghouls' hall",
            4 => "a breather",
            5 => "the idol's niche",
            6 => "the way out",
            _ => "down the stairs",
        };
        c.say(format!("turn {turn}: {what}"));
        match turn {
            2 => pit(c, party, rng)?,
            3 => fight(c, party, rng)?,
            4 => breather(c, party, rng)?,
            5 => idol = take_idol(c, party)?,
            _ => {}
        }
        for event in torch.burn(&mut clock, rng)? {
            match event {
                LightEvent::UsageRolled { before, die, after } => {
                    c.event(
                        "",
                        format!("torch {before} rolls {die} -> {after}"),
                        serde_json::json!({"torch": after.to_string()}),
                    );
                }
                LightEvent::WentOut { at, .. } => {
                    c.event(
                        "",
                        format!("the torch goes out at the end of turn {at}"),
                        serde_json::json!({"torch": "out", "turn": at}),
                    );
                }
                LightEvent::Clock { .. } => {}
            }
        }
    }
    Ok(idol)
}

/// The pit: the one in front saves with DEX; a failure is a fall of one
/// floor (1d10 STR, then a Critical Damage Save).
fn pit(c: &mut Chronicle, party: &mut [Member], rng: &mut DefaultRng) -> Result<(), Failure> {
    let Some(m) = party.iter_mut().find(|m| m.standing()) else {
        return Ok(());
    };
    let save = m.sheet.save(Ability::Dex).roll(rng)?;
    let dex = m.sheet.body().track(Ability::Dex).current();
    c.event(
        m.name,
        format!(
            "the floor gives way: DEX save {dex} [{}] -> {}",
            dice(save.dice()),
            if save.passed() {
                "jumps clear"
            } else {
                "falls"
            }
        ),
        to_json!(&save),
    );
    if save.passed() {
        return Ok(());
    }
    let fall = Fall::new(1)?.roll(rng)?;
    let harm = Harm::new(fall.band(), Route::Undefendable, Ability::Str)?
        .with_critical_save("fall wound")?;
    let landed = m.sheet.land(&harm, rng)?;
    c.event(
        m.name,
        format!(
            "a fall of one floor: d10 [{}] = {} STR, straight past HP",
            dice(fall.dice()),
            fall.band()
        ),
        to_json!(&fall),
    );
    events(c, m.name, landed.events());
    if !matches!(
        landed.critical(),
        Critical::Unharmed | Critical::Prevented(_)
    ) {
        m.down = Some(landed.critical());
    }
    Ok(())
}

/// A ghoul (the referee's): HP, STR, DEX, WIL, claws for a d6.
struct Foe {
    hp: Hp,
    body: Body,
    down: bool,
}

/// The ghouls' hall: exchanges until one side is down (at most six, then
/// the ghouls flee, the referee's word); the ghouls, lying in wait, strike
/// first in each. Every blow lands for its die.
fn fight(c: &mut Chronicle, party: &mut [Member], rng: &mut DefaultRng) -> Result<(), Failure> {
    let track = |n| Track::new(n, n);
    let mut foes = Vec::new();
    for _ in 0..3 {
        foes.push(Foe {
            hp: Hp::new(5, 5)?,
            body: Body::new(track(11)?, track(10)?, track(6)?),
            down: false,
        });
    }
    c.say(
        "  three ghouls lying in wait (HP 5, STR 11; claws d6), the referee's: they strike first",
    );
    for exchange in 1..=6 {
        if foes.iter().all(|f| f.down) || !party.iter().any(Member::standing) {
            break;
        }
        c.say(format!("  exchange {exchange}"));
        // The ghouls' blows on the first standing member; the front
        // fighter blocks the first blow aimed at her each exchange.
        let mut blocked = false;
        for (g, foe) in foes.iter().enumerate() {
            if foe.down {
                continue;
            }
            let Some(m) = party.iter_mut().find(|m| m.standing()) else {
                break;
            };
            if m.name == "Ash" && !blocked {
                blocked = true;
                match m.sheet.gain_fatigue(FatigueSource::Blocking, 1) {
                    Ok(ev) => {
                        let what: Vec<String> = ev.iter().map(line).collect();
                        c.event(
                            m.name,
                            format!(
                                "blocks ghoul {}'s claws for 1 Fatigue (a slot): {}",
                                g + 1,
                                what.join(", ")
                            ),
                            to_json!(&ev),
                        );
                        continue;
                    }
                    Err(_) => c.say(format!(
                        "  {}: no free slot for the Fatigue of a block",
                        m.name
                    )),
                }
            }
            let amount = StepDie::D6.die().roll(rng)?;
            let harm = Harm::new(amount, Route::Defensible, Ability::Str)?
                .with_critical_save("claw wound")?;
            let landed = m.sheet.land(&harm, rng)?;
            let what: Vec<String> = landed.events().iter().map(line).collect();
            c.event(
                m.name,
                format!("ghoul {} claws d6 = {amount}: {}", g + 1, what.join(", ")),
                to_json!(&landed),
            );
            if !matches!(
                landed.critical(),
                Critical::Unharmed | Critical::Prevented(_)
            ) {
                m.down = Some(landed.critical());
                c.event(
                    "",
                    format!("    {} is down ({})", m.name, landed.critical()),
                    serde_json::json!({"down": m.name}),
                );
            }
        }
        // The party's blows, in marching order.
        for m in party.iter_mut().filter(|m| m.standing()) {
            let Some((g, foe)) = foes.iter_mut().enumerate().find(|(_, f)| !f.down) else {
                break;
            };
            let (weapon, die) = m.weapon;
            let amount = die.die().roll(rng)?;
            let harm = Harm::new(amount, Route::Defensible, Ability::Str)?
                .with_critical_save(&format!("{weapon} wound"))?;
            let landed = harm.land(&mut foe.hp, &mut foe.body, rng)?;
            let what: Vec<String> = landed.events().iter().map(line).collect();
            c.event(
                m.name,
                format!(
                    "{weapon} {die} = {amount} on ghoul {}: {}",
                    g + 1,
                    what.join(", ")
                ),
                to_json!(&landed),
            );
            if !matches!(
                landed.critical(),
                Critical::Unharmed | Critical::Prevented(_)
            ) {
                foe.down = true;
                c.event(
                    "",
                    format!("    ghoul {} is down ({})", g + 1, landed.critical()),
                    serde_json::json!({"foe": g + 1, "down": to_json!(&landed.critical())}),
                );
            }
        }
    }
    if foes.iter().all(|f| f.down) {
        c.say("  the ghouls are down");
    } else if party.iter().any(Member::standing) {
        c.say("  the ghouls flee into the dark");
    } else {
        c.say("  the party is down; the ghouls drag off what they can and leave");
    }
    Ok(())
}

/// A breather: everyone alive and hurt catches their breath (all HP back, the
/// waterskin's usage die rolled).
fn breather(c: &mut Chronicle, party: &mut [Member], rng: &mut DefaultRng) -> Result<(), Failure> {
    for m in party
        .iter_mut()
        .filter(|m| m.down != Some(Critical::Dead) && m.sheet.hp().current() < m.sheet.hp().max())
    {
        let before = m.sheet.hp().current();
        match m.sheet.catch_breath(rng)? {
            Some(breath) => c.event(
                m.name,
                format!(
                    "catches a breath: HP {before} -> {}, waterskin {}",
                    breath.hp, breath.waterskin
                ),
                to_json!(&breath),
            ),
            None => c.event(
                m.name,
                "cannot catch a breath (no water, deprived, or every slot full)",
                serde_json::json!({"breath": null}),
            ),
        }
    }
    Ok(())
}

/// The idol takes two slots: the first standing member with room takes it.
fn take_idol(c: &mut Chronicle, party: &mut [Member]) -> Result<bool, Failure> {
    for m in party.iter_mut().filter(|m| m.standing()) {
        match m
            .sheet
            .clone()
            .with_gear(Gear::new("silver idol", IDOL_SLOTS)?)
        {
            Ok(sheet) => {
                m.sheet = sheet;
                c.event(
                    m.name,
                    format!(
                        "takes the silver idol ({IDOL_SLOTS} slots), {} free",
                        m.sheet.load()?.free()
                    ),
                    serde_json::json!({"gear": "silver idol", "slots": IDOL_SLOTS}),
                );
                return Ok(true);
            }
            Err(_) => c.say(format!(
                "  {}: no room for the silver idol ({IDOL_SLOTS} slots)",
                m.name
            )),
        }
    }
    c.say("  nobody has room: the idol stays");
    Ok(false)
}

/// Home: a comfortable night with a fancy meal, then a day of treatment
/// for the ability furthest below normal, the final sheets.
fn home(
    c: &mut Chronicle,
    party: &mut [Member],
    idol: bool,
    rng: &mut DefaultRng,
) -> Result<(), Failure> {
    c.stage("home", "home");
    night(c, party, RestSite::LuxuriousChamber, Meal::Fancy, rng)?;
    breather(c, party, rng)?;
    for m in party.iter_mut().filter(|m| m.down != Some(Critical::Dead)) {
        if let Some(ability) = most_lost(m.sheet.body()) {
            let treatment = match ability {
                Ability::Str => Treatment::Healer,
                Ability::Dex => Treatment::Spa,
                _ => Treatment::Socialising,
            };
            let place = match treatment {
                Treatment::Healer => "a day at a healer",
                Treatment::Spa => "a day at a spa",
                _ => "a day in good company",
            };
            let ev = m.sheet.treat(treatment, rng)?;
            c.event(
                m.name,
                format!("{place}, 1d4 {ability} back"),
                serde_json::json!({"treatment": to_json!(&treatment)}),
            );
            events(c, m.name, &ev);
        }
        if m.down.is_some_and(|d| d != Critical::Dead) {
            m.down = None;
        }
    }
    if idol {
        c.say("  the silver idol comes home (what it is worth is the referee's: the rules have no money)");
    }
    c.say("  Block, Dodge, Parry has no experience or levels: nobody advances");
    c.stage("sheets", "the sheets");
    for m in party.iter() {
        let s = &m.sheet;
        let b = s.body();
        let wounds: Vec<String> = b.wounds().iter().map(ToString::to_string).collect();
        let t = |a| {
            let t: Track = b.track(a);
            format!("{}/{}", t.current(), t.max())
        };
        c.say(format!(
            "  {}: HP {}/{}, STR {}, DEX {}, WIL {}, Fatigue {}, {} slots free{}{}",
            m.name,
            s.hp().current(),
            s.hp().max(),
            t(Ability::Str),
            t(Ability::Dex),
            t(Ability::Wil),
            b.fatigue(),
            s.load()?.free(),
            if wounds.is_empty() {
                String::new()
            } else {
                format!(", wounds: {}", wounds.join("; "))
            },
            if m.down == Some(Critical::Dead) {
                ", dead"
            } else {
                ""
            }
        ));
        c.sheets.push(to_json!(s));
    }
    Ok(())
}
