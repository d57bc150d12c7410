//! The Gods & Monsters expedition: four dwarves (a warrior, a thief, a
//! sorceror and a prophet) are created by the rules (six 4d6-keep-3
//! rolls placed as each player chose, the dwarf's adjustments, age and
//! height dice, coins equal to the archetypal ability and one mojo traded
//! for 30 more) and buy their gear sized for themselves. The sorceror buys
//! a spell with mojo and memorises it. They walk two days to a cave, each
//! day's miles by the going and their Movement, and explore it on a clock
//! of rounds at exploring speed by torchlight (a quarter of the Movement
//! in total darkness, should the torches run out); the member with the
//! best perception searches the back chamber at the search's penalty. They
//! fight what the referee placed through osr-combat (verve first for the
//! warrior, the rolls to stay conscious and the death check at the end of
//! each round); a fight lost in the cave ends the exploration. They rest
//! each night with a health roll, wake with full verve, and tend the dying
//! by rest while the death timer runs. At home they share the hoard,
//! donate part of it to the shrine, gain the Guide's conflict XP and the
//! loot XP, shared, roll each level reached, and rest until healed.
//!
//! The monsters, the route, the cave's map, the hoard and the Guide's XP
//! for each conflict are the referee's, as the rules leave them; so are
//! the sheet's referee numbers (Carry, agility's share of defense, the
//! thrown and propelled bonuses, the dwarf's bonus against magic and the
//! extras of the starting age), fixed before the rolls since the rules
//! give no table for them. Only the dwarf's species figures are in the
//! rules, so the party are dwarves. Not played, for want of rules in the
//! crates: random encounters (Gods & Monsters travel has no encounter
//! check), spell effects (the sorceror memorises the spell but the crates
//! do not say what it does in a fight, so it is not cast), prophets'
//! spirits, and any treatment of the dying but rest.

use osr::DefaultRng;
use osr::check::Check as _;
use osr::combat::Side;
use osr::core::{Dice, Die};
use osr::gods_and_monsters::advancement::{Disposal, Event as LevelEvent, loot_xp, share};
use osr::gods_and_monsters::combat::{
    Combatant, Command, Damage, Event as FightEvent, Fight, Order, Out, Phase, Reactions, Setup,
};
use osr::gods_and_monsters::health::{
    DeathTimer, Event as HealthEvent, RestChoice, TimerUnit, Vitals,
};
use osr::gods_and_monsters::magic::AcquiredBy;
use osr::gods_and_monsters::sheet::{
    Ability, Archetype, Armor, Choices, Creation, Field, GearPurchase, Item, Misc, Npc, Place,
    Price, Reaction, Referee, Sheet, Species, Weapon,
};
use osr::gods_and_monsters::travel::{
    Darkness, Going, LightSource, Speed, daily_miles, rounds, search,
};
use osr::travel::{Clock, ClockEvent, Unit};

use crate::chronicle::{Chronicle, to_json};

type Failure = Box<dyn std::error::Error>;

/// The party, in marching order, with each player's archetype and where
/// each of the six rolls goes, in the order rolled.
const PARTY: [(&str, Archetype, [Ability; 6]); 4] = [
    (
        "Brann",
        Archetype::Warrior,
        [
            Ability::Strength,
            Ability::Endurance,
            Ability::Agility,
            Ability::Wisdom,
            Ability::Intelligence,
            Ability::Charisma,
        ],
    ),
    (
        "Kesk",
        Archetype::Thief,
        [
            Ability::Agility,
            Ability::Charisma,
            Ability::Endurance,
            Ability::Intelligence,
            Ability::Strength,
            Ability::Wisdom,
        ],
    ),
    (
        "Orla",
        Archetype::Sorceror,
        [
            Ability::Intelligence,
            Ability::Endurance,
            Ability::Wisdom,
            Ability::Agility,
            Ability::Strength,
            Ability::Charisma,
        ],
    ),
    (
        "Hild",
        Archetype::Prophet,
        [
            Ability::Wisdom,
            Ability::Endurance,
            Ability::Charisma,
            Ability::Strength,
            Ability::Agility,
            Ability::Intelligence,
        ],
    ),
];

/// What each member buys, in order, while the coins last: each entry the
/// first of its choices the rules allow (affordable, no heavier than the
/// strength), and whether it is equipped (worn, wielded) or carried.
const SHOPPING: [&[(&[Item], Place)]; 4] = [
    &[
        (
            &[
                Item::Weapon(Weapon::Battleaxe),
                Item::Weapon(Weapon::LongSword),
                Item::Weapon(Weapon::Mace),
                Item::Weapon(Weapon::HandAxe),
            ],
            Place::Equipped,
        ),
        (
            &[
                Item::Armor(Armor::BandedLeather),
                Item::Armor(Armor::Leather),
            ],
            Place::Equipped,
        ),
        (&[Item::Armor(Armor::Shield)], Place::Equipped),
    ],
    &[
        (&[Item::Weapon(Weapon::Dagger)], Place::Equipped),
        (&[Item::Armor(Armor::Leather)], Place::Equipped),
        (&[Item::Misc(Misc::ThievesTools)], Place::Carried),
        (&[Item::Misc(Misc::Rope)], Place::Carried),
        (&[Item::Misc(Misc::Torch)], Place::Carried),
        (&[Item::Misc(Misc::Torch)], Place::Carried),
    ],
    &[
        (
            &[
                Item::Weapon(Weapon::Quarterstaff),
                Item::Weapon(Weapon::Dagger),
            ],
            Place::Equipped,
        ),
        (&[Item::Misc(Misc::FlintSteelTinderbox)], Place::Carried),
        (&[Item::Misc(Misc::Torch)], Place::Carried),
    ],
    &[
        (&[Item::Weapon(Weapon::Club)], Place::Equipped),
        (&[Item::Armor(Armor::Leather)], Place::Equipped),
        (&[Item::Misc(Misc::Blanket)], Place::Carried),
    ],
];

/// The referee's numbers for every member (see the module doc).
const REFEREE: Referee = Referee {
    carry: 12,
    agility_defense: 0,
    thrown_attack: 0,
    propelled_attack: 0,
    magic_bonus: 0,
    age_extras: 0,
};

/// The route to the cave, a day's walk on each stretch (the referee's),
/// and who waits on it on the way out.
const ROUTE: [(&str, Going, Option<Foes>); 2] = [
    ("the old road", Going::Ideal, None),
    ("the Greyfell hills", Going::Rough, Some(Foes::Bandits)),
];

/// The cave, room by room (the referee's map): the passage's length in
/// yards, the room's width and length in feet, and who is there.
const CAVE: [Room; 4] = [
    Room("the cave mouth", 20, (20, 30), None),
    Room("the rat warren", 120, (30, 30), Some(Foes::Rats)),
    Room("the goblins' hall", 200, (40, 60), Some(Foes::Goblins)),
    Room("the back chamber", 80, (20, 40), None),
];

/// A room of the cave: its name, the passage to it in yards, its width
/// and length in feet, and who is there.
struct Room(&'static str, u32, (u32, u32), Option<Foes>);

/// The hoard in the back chamber, in silver coins (the referee's).
const HOARD: u32 = 2400;

/// What the party gives to the shrine at home, in silver coins.
const DONATION: u32 = 1800;

/// Searches of the back chamber at most.
const SEARCHES: u32 = 3;

/// Rounds a fight lasts at most before both sides break off.
const ROUNDS: u32 = 30;

/// The referee's opponents.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Foes {
    Bandits,
    Rats,
    Goblins,
}

impl Foes {
    const fn name(self) -> &'static str {
        match self {
            Self::Bandits => "two bandits",
            Self::Rats => "two giant rats",
            Self::Goblins => "a goblin chief and two goblins",
        }
    }

    /// The Guide's conflict XP for defeating them.
    const fn xp(self) -> u64 {
        match self {
            Self::Bandits => 100,
            Self::Rats => 60,
            Self::Goblins => 250,
        }
    }
}

struct Member {
    name: &'static str,
    sheet: Sheet,
    dead: bool,
}

impl Member {
    fn standing(&self) -> bool {
        !self.dead
    }

    fn hurt(&self) -> bool {
        let v = self.sheet.vitals();
        v.survival() < v.max_survival() || v.injuries() > 0
    }
}

/// The party's XP sources, kept for the end of the adventure.
#[derive(Default)]
struct Ledger {
    conflicts: Vec<(Foes, u64)>,
    hoard: bool,
    days: u32,
}

/// Plays the expedition from `seed`.
pub(crate) fn run(seed: u64) -> Result<Chronicle, Failure> {
    let mut rng = osr::seeded(seed);
    let mut c = Chronicle::default();
    c.say(format!("== Gods & Monsters: an expedition, seed {seed}"));
    let mut party = create(&mut c, &mut rng)?;
    shop(&mut c, &mut party)?;
    let mut ledger = Ledger::default();
    c.stage("road", "the road to the cave");
    travel(&mut c, &mut party, &mut ledger, true, &mut rng)?;
    if party.iter().any(Member::standing) {
        explore(&mut c, &mut party, &mut ledger, &mut rng)?;
    }
    if party.iter().any(Member::standing) {
        c.stage("road", "the road home");
        travel(&mut c, &mut party, &mut ledger, false, &mut rng)?;
    }
    home(&mut c, &mut party, &ledger, &mut rng)?;
    Ok(c)
}

fn choices(archetype: Archetype, assignment: [Ability; 6]) -> Result<Choices, Failure> {
    let field = match archetype {
        Archetype::Warrior => Field::new("War Craft", 1, &["Weaponsmith"])?,
        Archetype::Thief => Field::new("Thievery", 1, &["Locks"])?,
        Archetype::Sorceror => Field::new("Arcane Lore", 1, &["Runes"])?,
        _ => Field::new("Theology", 1, &["Ancestor Rites"])?,
    };
    Ok(Choices {
        archetype,
        species: Species::dwarf(),
        assignment,
        referee: REFEREE,
        moral_code: "Lawful Good".to_owned(),
        motivation:
            "I will explore the Greyfell caves because I want to bring the old silver home."
                .to_owned(),
        native_culture: Field::new(
            "Dwarven Culture",
            2,
            &["Dwarven Language", "Mountain Dwarf Etiquette"],
        )?,
        fields: vec![field],
        extra_skills: vec![],
        mojo_for_coins: 1,
        purchases: vec![],
    })
}

fn create(c: &mut Chronicle, rng: &mut DefaultRng) -> Result<Vec<Member>, Failure> {
    c.stage("creation", "the party, created by the rules");
    let mut party = Vec::new();
    for (name, archetype, assignment) in PARTY {
        let created = Creation::roll(&choices(archetype, assignment)?, rng)?;
        for event in created.events() {
            c.event(name, event, to_json!(event));
        }
        let mut sheet = created.into_sheet();
        if archetype == Archetype::Sorceror {
            let got = sheet.acquire_spell("Sleep", 1, AcquiredBy::Mojo { archetypal: 1 }, rng)?;
            c.event(
                name,
                format!(
                    "buys the spell Sleep (level 1) for {} mojo: {}",
                    got.mojo,
                    if got.learned {
                        "in the book"
                    } else {
                        "not learned"
                    }
                ),
                to_json!(&got),
            );
            if got.learned {
                sheet.memorise(0)?;
                c.event(
                    name,
                    format!("memorises Sleep in one of {} slot(s)", sheet.slots()),
                    serde_json::json!({"memorised": "Sleep"}),
                );
            }
        }
        let calling = if archetype == Archetype::Prophet {
            format!(", {} calling point(s)", sheet.calling_points())
        } else {
            String::new()
        };
        c.say(format!(
            "  {name}, a dwarven {}: survival {}, verve {}, mojo {}{calling}, Movement {}, reactions {}",
            archetype_name(archetype),
            sheet.max_survival(),
            sheet.max_verve(),
            sheet.mojo(),
            sheet.movement(),
            reactions(&sheet)
        ));
        party.push(Member {
            name,
            sheet,
            dead: false,
        });
    }
    Ok(party)
}

const fn archetype_name(archetype: Archetype) -> &'static str {
    match archetype {
        Archetype::Warrior => "warrior",
        Archetype::Thief => "thief",
        Archetype::Sorceror => "sorceror",
        Archetype::Prophet => "prophet",
        Archetype::Monk => "monk",
    }
}

const REACTIONS: [Reaction; 6] = [
    Reaction::Fortitude,
    Reaction::Health,
    Reaction::Willpower,
    Reaction::Evasion,
    Reaction::Reason,
    Reaction::Perception,
];

const fn reaction_name(reaction: Reaction) -> &'static str {
    match reaction {
        Reaction::Fortitude => "fortitude",
        Reaction::Health => "health",
        Reaction::Willpower => "willpower",
        Reaction::Evasion => "evasion",
        Reaction::Reason => "reason",
        Reaction::Perception => "perception",
    }
}

fn reactions(sheet: &Sheet) -> String {
    REACTIONS
        .iter()
        .map(|r| format!("{} {}", reaction_name(*r), sheet.reaction(*r)))
        .collect::<Vec<_>>()
        .join(", ")
}

fn shop(c: &mut Chronicle, party: &mut [Member]) -> Result<(), Failure> {
    c.stage("market", "the market");
    for (member, list) in party.iter_mut().zip(SHOPPING) {
        for &(items, place) in list {
            for &item in items {
                let purchase = GearPurchase {
                    item,
                    made_for: member.sheet.size(),
                    place,
                };
                match member.sheet.buy_for(purchase) {
                    Ok(event) => {
                        c.event(member.name, &event, to_json!(&event));
                        break;
                    }
                    Err(osr::sheet::Error::NotEnoughCoins { cost, coins, .. }) => c.say(format!(
                        "  {}: cannot afford {} ({cost} sc, has {coins})",
                        member.name,
                        item.name()
                    )),
                    Err(osr::sheet::Error::Encumbrance(err)) => c.say(format!(
                        "  {}: cannot take {}: {err}",
                        member.name,
                        item.name()
                    )),
                    Err(err) => return Err(err.into()),
                }
            }
        }
        let (damage, _) = member.sheet.weapon()?;
        c.say(format!(
            "  {}: defense {}, damage {damage}{:+}, {} sc left",
            member.name,
            member.sheet.defense(),
            member.sheet.attacks().close_damage,
            member.sheet.coins()
        ));
    }
    Ok(())
}

/// The party's Movement: the slowest living member's.
fn movement(party: &[Member]) -> u32 {
    party
        .iter()
        .filter(|m| m.standing())
        .map(|m| m.sheet.movement())
        .min()
        .unwrap_or(0)
}

/// Two days on the road, out or home; a night's rest after each.
fn travel(
    c: &mut Chronicle,
    party: &mut [Member],
    ledger: &mut Ledger,
    out: bool,
    rng: &mut DefaultRng,
) -> Result<(), Failure> {
    let mut route = ROUTE.to_vec();
    if !out {
        route.reverse();
    }
    for (i, (stretch, going, foes)) in route.into_iter().enumerate() {
        if !party.iter().any(Member::standing) {
            break;
        }
        // The road home starts on the day of the cave.
        if out || i > 0 {
            ledger.days += 1;
            wake(c, party);
        }
        let m = movement(party);
        let miles = daily_miles(m, going, false);
        c.event(
            "",
            format!(
                "day {}: {stretch}, {} going at Movement {m}: {miles} miles",
                ledger.days,
                going_name(going)
            ),
            serde_json::json!({"day": ledger.days, "stretch": stretch, "going": to_json!(&going), "movement": m, "miles": miles.to_string()}),
        );
        if let (true, Some(foes)) = (out, foes) {
            fight(c, party, ledger, foes, rng)?;
        }
        night(c, party, ledger, rng)?;
    }
    Ok(())
}

const fn going_name(going: Going) -> &'static str {
    match going {
        Going::Ideal => "ideal",
        Going::Rough => "rough",
        Going::Bog => "bog",
    }
}

/// Morning: verve back to full.
fn wake(c: &mut Chronicle, party: &mut [Member]) {
    for m in party.iter_mut().filter(|m| m.standing()) {
        if let Some(e) = m.sheet.wake() {
            c.event(m.name, format!("wakes: {e}"), to_json!(&e));
        }
    }
}

/// A night's rest: a health roll for each hurt member, an injury healed
/// first.
fn night(
    c: &mut Chronicle,
    party: &mut [Member],
    ledger: &Ledger,
    rng: &mut DefaultRng,
) -> Result<(), Failure> {
    c.event(
        "",
        format!("night {}: camp, 8 hours of rest", ledger.days),
        serde_json::json!({"night": ledger.days}),
    );
    for m in party.iter_mut().filter(|m| m.standing() && m.hurt()) {
        rest(c, m, rng)?;
    }
    Ok(())
}

fn rest(c: &mut Chronicle, m: &mut Member, rng: &mut DefaultRng) -> Result<(), Failure> {
    let choice = if m.sheet.vitals().injuries() > 0 {
        RestChoice::Injury
    } else {
        RestChoice::Survival
    };
    let events = m.sheet.rest_night(choice, rng)?;
    let line: Vec<String> = events.iter().map(ToString::to_string).collect();
    c.event(
        m.name,
        format!("rests: {}", line.join("; ")),
        to_json!(&events),
    );
    Ok(())
}

/// The cave by torchlight, room by room, on a clock of rounds.
fn explore(
    c: &mut Chronicle,
    party: &mut [Member],
    ledger: &mut Ledger,
    rng: &mut DefaultRng,
) -> Result<(), Failure> {
    c.stage("cave", "the cave, by torchlight");
    ledger.days += 1;
    c.event(
        "",
        format!("day {}: the cave", ledger.days),
        serde_json::json!({"day": ledger.days}),
    );
    wake(c, party);
    let mut clock = Clock::new(Unit::Round);
    let mut torches = Light {
        torches: torches(party),
        lit: false,
    };
    light(c, &mut clock, &mut torches)?;
    for Room(room, yards, (width, length), foes) in CAVE {
        if !party.iter().any(Member::standing) {
            break;
        }
        let m = movement(party);
        let darkness = if torches.lit {
            Darkness::Seen
        } else {
            Darkness::Total
        };
        // Exploring speed scales with Movement, which darkness cuts.
        let speed = Speed::Explore.yards_per_minute(m)? * darkness.movement(1);
        let minutes = (speed.recip() * yards).ceil().to_integer();
        c.event(
            "",
            format!(
                "{yards} yards at exploring speed ({speed} yards a minute): {minutes} minutes to {room} ({width} x {length} ft)"
            ),
            serde_json::json!({"room": room, "yards": yards, "minutes": minutes}),
        );
        pass(c, &mut clock, &mut torches, rounds(minutes))?;
        if let Some(foes) = foes {
            let (fought, won) = fight(c, party, ledger, foes, rng)?;
            pass(c, &mut clock, &mut torches, fought)?;
            if !won {
                c.event(
                    "",
                    format!("the party withdraws from {room}"),
                    serde_json::json!({"withdraws": room}),
                );
                break;
            }
        }
        if room == "the back chamber" && party.iter().any(Member::standing) {
            hunt(
                c,
                party,
                ledger,
                &mut clock,
                &mut torches,
                (width, length),
                rng,
            )?;
        }
    }
    let left = clock
        .timers()
        .last()
        .and_then(|t| clock.remaining(t.id))
        .unwrap_or(0);
    let light = if torches.lit {
        format!("the torch with {left} rounds left")
    } else {
        "in the dark".to_owned()
    };
    c.event(
        "",
        format!("out of the cave after {} rounds, {light}", clock.now()),
        serde_json::json!({"rounds": clock.now(), "torch_left": left}),
    );
    Ok(())
}

/// Torches the party carries.
fn torches(party: &[Member]) -> u32 {
    let n = party
        .iter()
        .flat_map(|m| m.sheet.gear())
        .filter(|g| g.item == Item::Misc(Misc::Torch))
        .count();
    u32::try_from(n).unwrap_or(0)
}

/// The party's torches: how many are left unlit, and whether one burns.
struct Light {
    torches: u32,
    lit: bool,
}

fn light(c: &mut Chronicle, clock: &mut Clock, light: &mut Light) -> Result<(), Failure> {
    if light.torches == 0 {
        light.lit = false;
        c.event(
            "",
            "no torch left: total darkness, a quarter of the Movement",
            serde_json::json!({"light": null}),
        );
        return Ok(());
    }
    light.torches -= 1;
    light.lit = true;
    let id = LightSource::Torch.light(clock, 1)?;
    c.event(
        "",
        format!(
            "a torch is lit: {} yards of light for {} rounds ({} left)",
            LightSource::Torch.radius_yards(),
            clock.remaining(id).unwrap_or(0),
            light.torches
        ),
        serde_json::json!({"light": "torch", "rounds": clock.remaining(id)}),
    );
    Ok(())
}

/// Time passes on the clock; a torch that burns out is replaced.
fn pass(c: &mut Chronicle, clock: &mut Clock, torches: &mut Light, by: u64) -> Result<(), Failure> {
    for event in clock.advance(u32::try_from(by)?)? {
        if let ClockEvent::TimerExpired { label, at, .. } = event {
            c.event(
                "",
                format!("the {label} burns out at round {at}"),
                serde_json::json!({"burnt_out": label, "at": at}),
            );
            light(c, clock, torches)?;
        }
    }
    Ok(())
}

/// The member with the best perception searches the room for the hoard.
fn hunt(
    c: &mut Chronicle,
    party: &[Member],
    ledger: &mut Ledger,
    clock: &mut Clock,
    torches: &mut Light,
    (width, length): (u32, u32),
    rng: &mut DefaultRng,
) -> Result<(), Failure> {
    let (penalty, minutes) = search(width, length)?;
    let seeker = party
        .iter()
        .filter(|m| m.standing())
        .max_by_key(|m| m.sheet.reaction(Reaction::Perception))
        .ok_or("nobody to search")?;
    for attempt in 1..=SEARCHES {
        let roll = seeker
            .sheet
            .reaction_roll(Reaction::Perception)?
            .with_modifier(penalty)?;
        let save = roll.roll(rng)?;
        c.event(
            seeker.name,
            format!(
                "searches ({minutes} minutes, perception {penalty:+}): d20 {} vs {}, {}",
                save.face(),
                roll.target(),
                if save.passed() {
                    "finds a hoard of old silver"
                } else {
                    "nothing"
                }
            ),
            to_json!(&save),
        );
        pass(c, clock, torches, rounds(minutes))?;
        if save.passed() {
            ledger.hoard = true;
            c.event(
                "",
                format!("the hoard: {HOARD} sc of dwarven silver"),
                serde_json::json!({"hoard": HOARD}),
            );
            return Ok(());
        }
        if attempt == SEARCHES {
            c.say("  the party gives up the search");
        }
    }
    Ok(())
}

/// The referee's opponents as combatants, IDs from 11.
fn foes(foes: Foes, c: &mut Chronicle, rng: &mut DefaultRng) -> Result<Vec<Combatant>, Failure> {
    let d = Dice::one;
    let mut out = Vec::new();
    match foes {
        Foes::Rats => {
            for id in 11..13 {
                out.push(
                    Combatant::new(id, Side::Foes, Vitals::new(3, 0)?)
                        .with_defense(1)?
                        .with_damage(Damage::new(d(Die::D3), 0)?)
                        .with_reactions(Reactions::new(6, 3, 4, 6)?)
                        .with_endurance(8)?,
                );
            }
        }
        Foes::Bandits | Foes::Goblins => {
            let people: &[(u32, bool, &str)] = if foes == Foes::Bandits {
                &[(1, false, "bandit"), (1, false, "bandit")]
            } else {
                &[
                    (1, true, "goblin chief"),
                    (1, false, "goblin"),
                    (1, false, "goblin"),
                ]
            };
            for (&(level, warrior, what), id) in people.iter().zip(11..) {
                let npc = Npc::roll(level, warrior, 0, rng)?;
                let faces: Vec<String> = npc.faces().iter().map(ToString::to_string).collect();
                c.event(
                    "",
                    format!(
                        "#{id} a level {level} {what}: survival {}d{} [{}] = {}",
                        faces.len(),
                        if warrior { 10 } else { 6 },
                        faces.join(", "),
                        npc.vitals().max_survival()
                    ),
                    to_json!(&npc),
                );
                let (die, defense) = match (foes, warrior) {
                    (Foes::Bandits, _) => (Die::D4, 1),
                    (_, true) => (Die::D6, 2),
                    _ => (Die::D3, 1),
                };
                out.push(
                    npc.combatant(id, Side::Foes)?
                        .with_attack(i32::from(warrior), 0)?
                        .with_defense(defense)?
                        .with_damage(Damage::new(d(die), 0)?)
                        .with_reactions(Reactions::new(6, 6, 6, 6)?),
                );
            }
        }
    }
    Ok(out)
}

/// A fight between the standing members and the referee's opponents:
/// each member attacks the first opponent still in the fight, each
/// opponent the member across from it. Returns the rounds it took, with
/// the hours spent by the dying after it, and whether the party won.
fn fight(
    c: &mut Chronicle,
    party: &mut [Member],
    ledger: &mut Ledger,
    which: Foes,
    rng: &mut DefaultRng,
) -> Result<(u64, bool), Failure> {
    let fighters: Vec<usize> = (0..party.len()).filter(|&i| party[i].standing()).collect();
    let roster: Vec<String> = fighters
        .iter()
        .zip(1..)
        .map(|(&i, id)| format!("#{id} {}", party[i].name))
        .collect();
    c.say(format!(
        "  fight: {} against {} (#11 and up)",
        roster.join(", "),
        which.name()
    ));
    let mut combatants = Vec::new();
    for (&i, id) in fighters.iter().zip(1..) {
        combatants.push(party[i].sheet.combatant(id, Side::Party)?);
    }
    combatants.extend(foes(which, c, rng)?);
    let mut fight = Fight::new(Setup::new(combatants.clone())?)?;
    while fight.ending().is_none() && fight.round() < ROUNDS {
        fight.step(Command::BeginRound, rng)?;
        fight.step(Command::EndPhase, rng)?;
        fight.step(Command::EndPhase, rng)?;
        for _ in [Phase::Players, Phase::Npcs] {
            for a in &combatants {
                for _ in 0..a.attacks() {
                    if fight.ending().is_some() || !fight.next().contains(&a.id()) {
                        break;
                    }
                    let targets: Vec<&Combatant> = combatants
                        .iter()
                        .filter(|t| {
                            t.side() != a.side() && fight.status(t.id()).is_ok_and(|s| s.in_fight())
                        })
                        .collect();
                    // The party strike the first opponent; each opponent
                    // takes the member across from it.
                    let pick = if a.side() == Side::Party {
                        0
                    } else {
                        usize::try_from(a.id() - 11)? % targets.len().max(1)
                    };
                    let Some(target) = targets.get(pick) else {
                        break;
                    };
                    fight.step(Command::Attack(Order::new(a.id(), target.id())), rng)?;
                }
            }
            if fight.ending().is_some() {
                break;
            }
            fight.step(Command::EndPhase, rng)?;
        }
    }
    let name = |id: u32| -> String {
        fighters
            .iter()
            .zip(1..)
            .find(|&(_, n)| n == id)
            .map_or_else(|| format!("#{id}"), |(&i, _)| party[i].name.to_owned())
    };
    for (line, events) in render(fight.events(), &name) {
        c.event("", format!("  {line}"), to_json!(&events));
    }
    let mut rounds = u64::from(fight.round());
    let won = fight
        .ending()
        .is_some_and(|e| e.winner == Some(Side::Party));
    match fight.ending() {
        Some(ending) if ending.winner == Some(Side::Party) => {
            ledger.conflicts.push((which, which.xp()));
        }
        Some(_) => {}
        None => c.say(format!(
            "    undecided after {rounds} rounds: both sides break off"
        )),
    }
    for (&i, id) in fighters.iter().zip(1..) {
        let status = *fight.status(id)?;
        let m = &mut party[i];
        m.sheet.after_fight(&status)?;
        if status.doomed {
            m.dead = true;
            c.event(
                m.name,
                "dies by the end of the scene",
                serde_json::json!({"dead": true}),
            );
        } else if let Some(timer) = status.dying {
            rounds += osr::gods_and_monsters::travel::rounds(tend(c, m, timer, rng)? * 60);
        } else if status.unconscious {
            c.event(
                m.name,
                format!("comes to after {} minutes", m.sheet.vitals().injuries()),
                serde_json::json!({"awake": true}),
            );
        }
    }
    Ok((rounds, won))
}

/// The dying, tended by rest while the death timer runs: a night's rest
/// (8 hours) heals an injury on a health roll; at 0 injuries in time, the
/// death is cancelled. A timer in minutes runs out before any rest.
/// Returns the hours spent.
fn tend(
    c: &mut Chronicle,
    m: &mut Member,
    mut timer: DeathTimer,
    rng: &mut DefaultRng,
) -> Result<u32, Failure> {
    let mut spent = 0;
    while !timer.cancelled_by(m.sheet.vitals().injuries()) {
        let hours = match timer.unit() {
            TimerUnit::Minutes => {
                timer = timer.elapse(timer.left());
                0
            }
            TimerUnit::Hours => {
                timer = timer.elapse(8);
                8
            }
        };
        if timer.ran_out() {
            m.dead = true;
            c.event(
                m.name,
                "the death timer runs out: dies",
                serde_json::json!({"dead": true}),
            );
            return Ok(spent);
        }
        spent += hours;
        c.say(format!(
            "  {}: the party rests {hours} hours by the dying",
            m.name
        ));
        rest(c, m, rng)?;
    }
    c.event(
        m.name,
        format!(
            "no injuries left with {} hours to spare: lives",
            timer.left()
        ),
        serde_json::json!({"saved": true}),
    );
    Ok(spent)
}

/// The fight's events as lines: an attack with its damage and what the
/// damage did on one line, a death check with its result on one.
fn render<'a>(
    events: &'a [FightEvent],
    name: &dyn Fn(u32) -> String,
) -> Vec<(String, Vec<&'a FightEvent>)> {
    let mut lines: Vec<(String, Vec<&FightEvent>)> = Vec::new();
    for event in events {
        let follows = matches!(
            event,
            FightEvent::DamageRolled { .. }
                | FightEvent::Health {
                    change: HealthEvent::PoolLost { .. }
                        | HealthEvent::VerveLost { .. }
                        | HealthEvent::SurvivalLost { .. }
                        | HealthEvent::InjuryTaken { .. }
                        | HealthEvent::DeathAverted
                        | HealthEvent::Dying { .. },
                    ..
                }
        );
        let text = match event {
            FightEvent::PhaseBegan { .. } | FightEvent::RoundEnded { .. } => continue,
            FightEvent::AttackRolled {
                attacker,
                target,
                face,
                needed,
                hit,
            } => format!(
                "{} attacks {}: d20 {face} vs {needed}, {}",
                name(*attacker),
                name(*target),
                if *hit { "hit" } else { "miss" }
            ),
            FightEvent::DamageRolled {
                faces,
                bonus,
                total,
                ..
            } => {
                let faces: Vec<String> = faces.iter().map(ToString::to_string).collect();
                format!(", damage [{}] {bonus:+} = {total}", faces.join(", "))
            }
            FightEvent::Health { id, change } if follows => {
                format!(": {} {change}", name(*id))
            }
            FightEvent::Health { id, change } => format!("{} {change}", name(*id)),
            FightEvent::OutOfFight { id, reason } => format!(
                "{} is out of the fight ({})",
                name(*id),
                match reason {
                    Out::Unconscious => "unconscious",
                    Out::Doomed => "doomed",
                    Out::Fled => "fled",
                }
            ),
            other => other.to_string(),
        };
        match lines.last_mut() {
            Some((line, all)) if follows => {
                line.push_str(&text);
                all.push(event);
            }
            _ => lines.push((text, vec![event])),
        }
    }
    lines
}

/// Home: the hoard shared and partly donated, the XP shared, levels
/// rolled, days of rest, the final sheets.
fn home(
    c: &mut Chronicle,
    party: &mut [Member],
    ledger: &Ledger,
    rng: &mut DefaultRng,
) -> Result<(), Failure> {
    c.stage("home", "home");
    let living: Vec<usize> = (0..party.len()).filter(|&i| party[i].standing()).collect();
    if living.is_empty() {
        c.say("  nobody comes home");
    }
    let members = u32::try_from(living.len())?;
    let mut xp = 0;
    for &(foes, amount) in &ledger.conflicts {
        xp += amount;
        c.event(
            "",
            format!("XP: the Guide's {amount} for defeating {}", foes.name()),
            serde_json::json!({"source": "conflict", "xp": amount}),
        );
    }
    if ledger.hoard && members > 0 {
        let donated = loot_xp(Price::whole(DONATION), Disposal::Donated);
        xp += donated;
        c.event(
            "",
            format!("XP: {DONATION} sc of the hoard donated to the shrine, 2 a coin: {donated}"),
            serde_json::json!({"source": "loot", "xp": donated}),
        );
        let (coins, _) = share(u64::from(HOARD - DONATION), members)?;
        for &i in &living {
            let m = &mut party[i];
            let after = m
                .sheet
                .coins()
                .checked_add(Price::whole(u32::try_from(coins)?))
                .ok_or("coins overflow")?;
            let gear = m.sheet.gear().to_vec();
            m.sheet = m.sheet.clone().with_gear(after, &gear)?;
            c.event(
                m.name,
                format!("a share of the hoard: {coins} sc, {after} sc in all"),
                serde_json::json!({"share": coins}),
            );
        }
    }
    if members > 0 {
        let (each, left) = share(xp, members)?;
        c.event(
            "",
            format!("{xp} XP shared by {members}: {each} each ({left} left to the Guide)"),
            serde_json::json!({"xp": xp, "each": each, "left": left}),
        );
        for &i in &living {
            let m = &mut party[i];
            let level = m.sheet.gain_xp(each)?;
            c.event(
                m.name,
                format!("{} XP, level {level} reached", m.sheet.xp()),
                serde_json::json!({"xp": m.sheet.xp(), "level": level}),
            );
            while m.sheet.levels_due() > 0 {
                let gained = m.sheet.level_up(rng)?;
                let raised: Vec<&str> = gained
                    .events()
                    .iter()
                    .filter_map(|e| match e {
                        LevelEvent::ReactionRaised { reaction, .. } => {
                            Some(reaction_name(*reaction))
                        }
                        _ => None,
                    })
                    .collect();
                let mut lines: Vec<String> = gained
                    .events()
                    .iter()
                    .filter(|e| !matches!(e, LevelEvent::ReactionRaised { .. }))
                    .map(level_line)
                    .collect();
                if !raised.is_empty() {
                    lines.insert(lines.len().min(3), format!("+1 {}", raised.join(", ")));
                }
                c.event(m.name, lines.join("; "), to_json!(&gained));
            }
        }
    }
    for &i in &living {
        let m = &mut party[i];
        let mut days = 0;
        while m.hurt() && days < 30 {
            days += 1;
            let choice = if m.sheet.vitals().injuries() > 0 {
                RestChoice::Injury
            } else {
                RestChoice::Survival
            };
            m.sheet.rest_day(choice);
        }
        if days > 0 {
            let v = m.sheet.vitals();
            c.event(
                m.name,
                format!(
                    "{days} days of rest: survival {}/{}, injuries {}",
                    v.survival(),
                    v.max_survival(),
                    v.injuries()
                ),
                serde_json::json!({"days_of_rest": days}),
            );
        }
        m.sheet.wake();
    }
    c.stage("sheets", "the sheets");
    for m in party.iter() {
        let s = &m.sheet;
        let v = s.vitals();
        c.say(format!(
            "  {}: level {} {}, {} XP, survival {}/{}, verve {}/{}, injuries {}, mojo {}, defense {}, {} sc{}",
            m.name,
            s.level(),
            archetype_name(s.archetype()),
            s.xp(),
            v.survival(),
            v.max_survival(),
            v.verve(),
            v.max_verve(),
            v.injuries(),
            s.mojo(),
            s.defense(),
            s.coins(),
            if m.dead { ", dead" } else { "" }
        ));
        c.sheets.push(to_json!(s));
    }
    Ok(())
}

fn level_line(event: &LevelEvent) -> String {
    match event {
        LevelEvent::LevelReached { level, .. } => format!("level {level}"),
        LevelEvent::SurvivalGained {
            die,
            endurance_major,
            gain,
        } => format!("survival d10 {die} {endurance_major:+} = +{gain}"),
        LevelEvent::VerveGained {
            die,
            archetypal_minor,
            contributor_minor,
            gain,
            ..
        } => format!("verve d10 {die} {archetypal_minor:+} {contributor_minor:+} = +{gain}"),
        LevelEvent::MojoGained { mojo } => format!("+{mojo} mojo"),
        LevelEvent::ReactionRaised { by, .. } => format!("a reaction +{by}"),
        LevelEvent::FightingArtRaised { by, bonus, .. } => {
            format!("Fighting Art +{by} (now +{bonus})")
        }
        LevelEvent::SpecialtyGained { specialties } => format!("{specialties} specialties"),
        LevelEvent::ThiefAdvance => "a thief's field or skill advance".to_owned(),
        LevelEvent::MoralCodeReview => "moral code reviewed".to_owned(),
    }
}
