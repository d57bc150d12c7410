//! The Murdham expedition. Murdham's adventuring rules use a character
//! without saying how one is made (that is another chapter of the game),
//! so there is no rolled creation: the party of four is the table's, its
//! abilities, health, armour, skills and coins stated as data, and
//! everything after that is rolled by the rules. They buy the items the
//! rules call for at the table's prices, walk watches off the path to a
//! forgotten barrow with the turn structure (every player acts, then the
//! watch ends) and the navigation speed (bushcraft halves the off-path
//! penalty), notice the hidden barrow with a secret group WIT save or
//! search the region for it, meet travellers whose attitude the referee
//! rolls, explore the barrow stretch by stretch (a trap noticed or not, the
//! barrow's dead met through osr-combat's encounter, a zone searched), come
//! home and sell what they found through a buyer found with a WIT save or
//! at the market's price.
//!
//! Not in the rules this library follows, so not played: Murdham's attack
//! procedure (in the game's combat rules: every declared attack lands, as
//! the table rules, and its damage is rolled and applied by the rules),
//! recovering health at a rest (a rest here is when drug withdrawal strikes
//! the party's addict), what becomes of the dying, and experience and
//! levels (the rules have none: nobody advances).
//!
//! The party, the prices, the weapons' damage dice, the meetings, the
//! barrow's map, its dead and the treasure's value are the referee's, as
//! the rules leave them; everything else is rolled by the rules through
//! osr.

use osr::DefaultRng;
use osr::check::{Check as _, Resolved as _, Rolled};
use osr::combat::Side;
use osr::core::StepDie;
use osr::murdham::check::Damage;
use osr::murdham::combat::{
    Action as FightAction, Combatant, Command, Encounter, Ending, Intent, Setup, Stance, Step,
};
use osr::murdham::equipment::{Buyer, Tool};
use osr::murdham::health::Health;
use osr::murdham::sheet::{Abilities, Ability, Condition, KnownSkill, Rest, Sheet};
use osr::murdham::travel::{
    Approach, Area, AttitudeRoll, Expedition, ExpeditionAction, ExpeditionEvent, Mode, Path,
    areas_per_unit, find_buyer, passive_notice, search, trap_springs,
};

use crate::chronicle::{Chronicle, to_json};

type Failure = Box<dyn std::error::Error>;

/// The party, the table's: name, STR, AGI, WIT, armour, coins, the damage
/// die of the weapon each carries, and what each buys in order while the
/// coins last.
const PARTY: [Given; 4] = [
    Given {
        name: "Ash",
        abilities: [13, 9, 10],
        armour: 2,
        coins: 40,
        weapon: StepDie::D8,
        shopping: &[Tool::Antidote, Tool::SurgicalTools],
    },
    Given {
        name: "Briar",
        abilities: [10, 13, 11],
        armour: 1,
        coins: 35,
        weapon: StepDie::D6,
        shopping: &[Tool::DisguiseKit, Tool::Antidote],
    },
    Given {
        name: "Cole",
        abilities: [9, 10, 14],
        armour: 0,
        coins: 60,
        weapon: StepDie::D6,
        shopping: &[Tool::SurgicalTools, Tool::Antidote],
    },
    Given {
        name: "Dell",
        abilities: [12, 11, 9],
        armour: 1,
        coins: 25,
        weapon: StepDie::D8,
        shopping: &[Tool::Antidote, Tool::Saddle],
    },
];

/// The table's prices, in coins (the chapter has no price list).
const PRICES: [(Tool, u32); 4] = [
    (Tool::Antidote, 10),
    (Tool::SurgicalTools, 30),
    (Tool::DisguiseKit, 20),
    (Tool::Saddle, 25),
];

/// Doses of the drug Dell is addicted to, carried from town (the table's).
const DOSES: u32 = 1;

/// Regions from town to the barrow, off the path (the referee's map).
const REGIONS: u32 = 3;

/// The grave goods' value in coins (the referee's).
const GRAVE_GOODS: u32 = 160;

struct Given {
    name: &'static str,
    abilities: [i32; 3],
    armour: u32,
    coins: u32,
    weapon: StepDie,
    shopping: &'static [Tool],
}

struct Member {
    name: &'static str,
    sheet: Sheet,
    weapon: StepDie,
}

impl Member {
    /// Able to act: neither out of action, dying nor dead.
    fn standing(&self) -> bool {
        ![Condition::Incapacitated, Condition::Dying, Condition::Dead]
            .iter()
            .any(|c| self.sheet.is(*c))
    }

    fn wit(&self) -> i32 {
        self.sheet.score(Ability::Wit)
    }
}

/// Plays the expedition from `seed`.
pub(crate) fn run(seed: u64) -> Result<Chronicle, Failure> {
    let mut rng = osr::seeded(seed);
    let mut c = Chronicle::default();
    c.say(format!("== Murdham: an expedition, seed {seed}"));
    let mut party = create(&mut c)?;
    shop(&mut c, &mut party)?;
    let mut doses = DOSES;
    let mut company = Expedition::new(4)?;
    c.stage(
        "road",
        format!("off the path to the barrow, {REGIONS} regions"),
    );
    travel(&mut c, &mut party, &mut company, &mut doses, &mut rng)?;
    let found = if party.iter().any(Member::standing) {
        barrow(&mut c, &mut party, &mut company, &mut rng)?
    } else {
        false
    };
    if party.iter().any(|m| !m.sheet.is(Condition::Dead)) {
        c.stage("road", format!("the way home, {REGIONS} regions"));
        travel(&mut c, &mut party, &mut company, &mut doses, &mut rng)?;
    }
    home(&mut c, &mut party, found, &mut rng)?;
    Ok(c)
}

fn create(c: &mut Chronicle) -> Result<Vec<Member>, Failure> {
    c.stage("creation", "the party, the table's");
    c.say("  Murdham's rules give no character creation: the party is the table's, stated as data");
    let mut party = Vec::new();
    for given in PARTY {
        let [str, agi, wit] = given.abilities;
        let mut sheet = Sheet::new(Abilities::new(str, agi, wit)?)
            .with_armour(given.armour)?
            .with_coins(given.coins)?;
        let mut notes = Vec::new();
        match given.name {
            "Briar" => {
                sheet = sheet.with_skill(KnownSkill::Bushcraft.skill())?;
                notes.push("bushcraft");
            }
            "Cole" => {
                sheet = sheet.with_skill(KnownSkill::Medicine.skill())?;
                notes.push("medicine");
            }
            "Dell" => {
                sheet = sheet.with_condition(Condition::Addicted);
                notes.push("addicted, carrying 1 dose");
            }
            _ => {}
        }
        let extra = if notes.is_empty() {
            String::new()
        } else {
            format!(", {}", notes.join(", "))
        };
        c.event(
            given.name,
            format!(
                "STR {str}, AGI {agi}, WIT {wit}, health {str}, armour {}, {} coins, weapon {}{extra}",
                given.armour, given.coins, given.weapon
            ),
            to_json!(&sheet),
        );
        party.push(Member {
            name: given.name,
            sheet,
            weapon: given.weapon,
        });
    }
    Ok(party)
}

fn price(tool: Tool) -> Result<u32, Failure> {
    PRICES
        .iter()
        .find(|(t, _)| *t == tool)
        .map(|(_, p)| *p)
        .ok_or_else(|| format!("no price for {}", tool.name()).into())
}

fn shop(c: &mut Chronicle, party: &mut [Member]) -> Result<(), Failure> {
    c.stage("market", "the market, at the table's prices");
    for (member, given) in party.iter_mut().zip(PARTY) {
        for &tool in given.shopping {
            let cost = price(tool)?;
            match member.sheet.buy(tool, cost) {
                Ok(event) => c.event(member.name, &event, to_json!(&event)),
                Err(osr::sheet::Error::NotEnoughCoins { cost, coins, .. }) => c.say(format!(
                    "  {}: cannot afford {} ({cost} coins, has {coins})",
                    member.name,
                    tool.name()
                )),
                Err(err) => return Err(err.into()),
            }
        }
    }
    Ok(())
}

fn dice(dice: &[Rolled]) -> String {
    dice.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Every player takes `action`; the watch or stretch then ends.
fn everyone(
    c: &mut Chronicle,
    company: &mut Expedition,
    action: ExpeditionAction,
) -> Result<(), Failure> {
    for player in 0..4 {
        for event in company.act(player, action)? {
            if let ExpeditionEvent::StepEnded { .. } | ExpeditionEvent::TimerExpired { .. } = event
            {
                c.event("", step_line(&event), to_json!(&event));
            }
        }
    }
    Ok(())
}

fn step_line(event: &ExpeditionEvent) -> String {
    match event {
        ExpeditionEvent::StepEnded { unit, now, .. } => {
            format!("every player has acted: the {unit} ends ({now} so far)")
        }
        ExpeditionEvent::TimerExpired { label, at } => format!("{label} runs out at {at}"),
        ExpeditionEvent::Acted { player, .. } => format!("player {player} acts"),
    }
}

fn action_name(action: ExpeditionAction) -> &'static str {
    match action {
        ExpeditionAction::MoveRegions => "move across regions",
        ExpeditionAction::SearchRegion => "search the region",
        ExpeditionAction::SearchSector => "search a sector",
        ExpeditionAction::Forage => "forage",
        ExpeditionAction::DailyRest => "the daily rest",
        ExpeditionAction::MoveSectors => "move across sectors",
        ExpeditionAction::SearchZone => "search a zone",
        ExpeditionAction::Talk => "talk",
        ExpeditionAction::Fight => "fight",
    }
}

/// Watches off the path until `REGIONS` are crossed: two watches of
/// travel, then the daily rest. On the way out the barrow, a forgotten
/// ruin, is a region's secret: noticed by the referee's secret group WIT
/// save on arrival, or found by searching the region.
fn travel(
    c: &mut Chronicle,
    party: &mut [Member],
    company: &mut Expedition,
    doses: &mut u32,
    rng: &mut DefaultRng,
) -> Result<(), Failure> {
    let outward = company.clock().now() == 0;
    let bushcraft = party
        .iter()
        .any(|m| !m.sheet.is(Condition::Dead) && m.sheet.has_skill(KnownSkill::Bushcraft));
    let path = Path::Off {
        bushcraft,
        tools: false,
    };
    let speed = areas_per_unit(path, false);
    c.say(format!(
        "  off the path{}, no navigation tools: {speed} region(s) a watch",
        if bushcraft { " with bushcraft" } else { "" }
    ));
    let mut crossed = osr::dice::num_rational::Ratio::from_integer(0_u32);
    let mut found = !outward;
    let mut watch = 0;
    while !(found && crossed >= osr::dice::num_rational::Ratio::from_integer(REGIONS)) {
        watch += 1;
        let now = company.clock().now();
        let action = if now % 3 == 2 {
            ExpeditionAction::DailyRest
        } else if crossed < osr::dice::num_rational::Ratio::from_integer(REGIONS) {
            ExpeditionAction::MoveRegions
        } else {
            ExpeditionAction::SearchRegion
        };
        c.say(format!(
            "day {} watch {}: {}",
            now / 3 + 1,
            now % 3 + 1,
            action_name(action)
        ));
        everyone(c, company, action)?;
        match action {
            ExpeditionAction::DailyRest => rest(c, party, doses)?,
            ExpeditionAction::SearchRegion => {
                let (unit, secrets) = search(Area::Region, 1);
                found = secrets > 0;
                c.event(
                    "",
                    format!("a region search takes a {unit}: the barrow is found"),
                    serde_json::json!({"search": "region", "found": secrets}),
                );
            }
            _ => {
                crossed += speed;
                c.event(
                    "",
                    format!("{speed} region(s) crossed, {crossed} of {REGIONS}"),
                    serde_json::json!({"areas": crossed.to_string()}),
                );
                // The poachers meet a company with someone standing to face
                // them; the fallen are passed by.
                if watch == 2 && party.iter().any(Member::standing) {
                    meeting(c, party, rng)?;
                }
                if !found && crossed >= osr::dice::num_rational::Ratio::from_integer(REGIONS) {
                    let wits: Vec<i32> = party
                        .iter()
                        .filter(|m| m.standing())
                        .map(Member::wit)
                        .collect();
                    if let Some(roll) = passive_notice(&wits, false, rng)? {
                        found = roll.anyone_passed();
                        c.event(
                            "",
                            format!(
                                "the hidden barrow: the referee's secret group WIT save, d20 = {} -> {}",
                                roll.face(),
                                if found { "noticed" } else { "missed" }
                            ),
                            to_json!(&roll),
                        );
                    }
                }
            }
        }
    }
    Ok(())
}

/// The daily rest: what the rules say of it is drug withdrawal; Dell takes
/// a dose while any is left.
fn rest(c: &mut Chronicle, party: &mut [Member], doses: &mut u32) -> Result<(), Failure> {
    for m in party.iter_mut().filter(|m| !m.sheet.is(Condition::Dead)) {
        let taken = if m.sheet.is(Condition::Addicted) && *doses > 0 {
            *doses -= 1;
            c.event(
                m.name,
                format!("takes a dose ({doses} left)"),
                serde_json::json!({"dose": 1}),
            );
            1
        } else {
            0
        };
        for event in m.sheet.rest(Rest::Daily, taken)? {
            c.event(m.name, &event, to_json!(&event));
        }
    }
    Ok(())
}

/// A meeting on the road (the referee's: three poachers): their attitude
/// is rolled for a careful, peaceful company; hostile or unfriendly, they
/// want a fight, else a talk (the referee's reading).
fn meeting(c: &mut Chronicle, party: &mut [Member], rng: &mut DefaultRng) -> Result<(), Failure> {
    let attitude = AttitudeRoll::new(Approach::Peaceful).roll(rng)?;
    c.event(
        "",
        format!(
            "three poachers met; attitude, 2d6 keep the higher [{}] -> {} ({})",
            dice(attitude.dice()),
            attitude.attitude(),
            attitude.attitude().behaviour()
        ),
        to_json!(&attitude),
    );
    let intent = match attitude.attitude() {
        osr::murdham::travel::Attitude::Hostile | osr::murdham::travel::Attitude::Unfriendly => {
            Intent::Fight
        }
        _ => Intent::Parley,
    };
    // The poachers (the referee's): WIT, health, armour, damage die.
    let foes = [(9, 8, 0), (8, 7, 0), (10, 9, 1)];
    fight(
        c,
        party,
        ("poachers", &foes),
        StepDie::D6,
        (Intent::Parley, intent),
        rng,
    )
}

/// The barrow, stretch by stretch: the entrance hall with a spear trap,
/// the burial chamber with its dead, a search of the chamber.
fn barrow(
    c: &mut Chronicle,
    party: &mut [Member],
    company: &mut Expedition,
    rng: &mut DefaultRng,
) -> Result<bool, Failure> {
    c.stage("site", "the barrow, stretch by stretch");
    company.switch(Mode::Site)?;
    // Stretch 1: the entrance hall; a spear trap, not perfectly concealed.
    c.say("stretch 1: move across sectors, into the entrance hall");
    let wits: Vec<i32> = party
        .iter()
        .filter(|m| m.standing())
        .map(Member::wit)
        .collect();
    let noticed = match passive_notice(&wits, false, rng)? {
        Some(roll) => {
            c.event(
                "",
                format!(
                    "a spear trap: the referee's secret group WIT save, d20 = {} -> {}",
                    roll.face(),
                    if roll.anyone_passed() {
                        "noticed"
                    } else {
                        "missed"
                    }
                ),
                to_json!(&roll),
            );
            roll.anyone_passed()
        }
        None => false,
    };
    if trap_springs(noticed) {
        let lead = party
            .iter_mut()
            .find(|m| m.standing())
            .ok_or("nobody in the hall")?;
        // Unseen, it allows no reaction; its d6 is the referee's.
        let (outcome, events) = lead.sheet.hit(Damage::new(StepDie::D6), false, rng)?;
        c.event(
            lead.name,
            format!(
                "the trap springs unseen: d6 [{}], {} after armour, health {}",
                dice(outcome.dice()),
                outcome.damage(),
                lead.sheet.health().current()
            ),
            serde_json::json!({"trap": "spears", "damage": outcome.damage()}),
        );
        for e in events {
            c.event(lead.name, &e, to_json!(&e));
        }
    } else {
        c.say("  the trap is noticed and does not go off");
    }
    everyone(c, company, ExpeditionAction::MoveSectors)?;
    end_of_stretch(c, party);
    // Stretch 2: the burial chamber; its dead always fight (the referee's).
    c.say("stretch 2: the burial chamber");
    if party.iter().any(Member::standing) {
        let dead = [(6, 16, 2), (6, 16, 2), (6, 16, 2)];
        fight(
            c,
            party,
            ("barrow dead", &dead),
            StepDie::D8,
            (Intent::Fight, Intent::Fight),
            rng,
        )?;
    }
    everyone(c, company, ExpeditionAction::Fight)?;
    end_of_stretch(c, party);
    if !party.iter().any(Member::standing) {
        // Nobody left standing to search: the company leaves the site.
        company.switch(Mode::Travel)?;
        return Ok(false);
    }
    // Stretch 3: the chamber searched: a zone gives up every secret.
    c.say("stretch 3: search a zone, the chamber");
    let (unit, found) = search(Area::Zone, 1);
    everyone(c, company, ExpeditionAction::SearchZone)?;
    c.event(
        "",
        format!(
            "a zone search takes a {unit} and finds {found} secret: grave goods under the bier, worth {GRAVE_GOODS} coins"
        ),
        serde_json::json!({"found": "grave goods", "value": GRAVE_GOODS}),
    );
    end_of_stretch(c, party);
    company.switch(Mode::Travel)?;
    Ok(found > 0)
}

/// Critical damage puts a character out of action until the end of the
/// stretch; the dying stay so.
fn end_of_stretch(c: &mut Chronicle, party: &mut [Member]) {
    for m in party.iter_mut() {
        if !m.sheet.is(Condition::Dying)
            && !m.sheet.is(Condition::Dead)
            && m.sheet.end_condition(Condition::Incapacitated)
        {
            c.event(
                m.name,
                "the stretch is over: no longer out of action",
                serde_json::json!({"ended": "incapacitated"}),
            );
        }
    }
}

/// An encounter between the standing members (IDs 1 to 4) and the
/// referee's foes (IDs from 11: WIT, health, armour), each side with its
/// intent (the party's, the foes'). Every declared attack lands.
fn fight(
    c: &mut Chronicle,
    party: &mut [Member],
    (what, foes): (&str, &[(i32, i32, u32)]),
    foe_die: StepDie,
    (ours, theirs): (Intent, Intent),
    rng: &mut DefaultRng,
) -> Result<(), Failure> {
    let fighters: Vec<usize> = (0..party.len()).filter(|&i| party[i].standing()).collect();
    let mut combatants = Vec::new();
    for (&i, id) in fighters.iter().zip(1..) {
        combatants.push(party[i].sheet.combatant(id, Side::Party)?);
    }
    for (&(wit, health, armour), id) in foes.iter().zip(11..) {
        combatants.push(Combatant::new(
            id,
            Side::Foes,
            wit,
            Health::full(health)?,
            armour,
        )?);
    }
    let roster: Vec<String> = fighters
        .iter()
        .zip(1..)
        .map(|(&i, id)| format!("{id} {}", party[i].name))
        .collect();
    c.say(format!(
        "  encounter: {} against {} {what} (11 and up)",
        roster.join(", "),
        foes.len()
    ));
    let mut encounter =
        Encounter::new(Setup::new(Stance::Cautious, Stance::Cautious, combatants)?)?;
    encounter.step(Command::RollAwareness, rng)?;
    let spotting = match encounter.current() {
        Step::Approach { spotting } => spotting,
        _ => return Err("the encounter did not reach the approach".into()),
    };
    let (party_intent, foes_intent) = match spotting.chooser() {
        Some(Side::Party) => (Some(ours), None),
        Some(Side::Foes) => (None, Some(theirs)),
        None => (Some(ours), Some(theirs)),
    };
    encounter.step(
        Command::Approach {
            party: party_intent,
            foes: foes_intent,
        },
        rng,
    )?;
    let mut round = 0;
    while matches!(encounter.current(), Step::Round { .. }) {
        round += 1;
        if round > 8 {
            // The referee's word: the survivors break off.
            encounter.step(Command::End, rng)?;
            break;
        }
        for id in encounter.waiting() {
            if encounter.is_over() {
                break;
            }
            let status = encounter.status(id)?;
            if status.out || status.acted || status.loses_turn {
                continue;
            }
            let side = status.side;
            let target = status.taunted_by.or_else(|| {
                encounter
                    .statuses()
                    .iter()
                    .find(|s| s.side != side && !s.out)
                    .map(|s| s.id)
            });
            let Some(target) = target else { break };
            let die = if side == Side::Party {
                fighters
                    .get(usize::try_from(id)? - 1)
                    .map_or(StepDie::D6, |&i| party[i].weapon)
            } else {
                foe_die
            };
            let action = FightAction::Attack {
                target,
                die,
                direct: false,
                situations: vec![],
                landed: true,
            };
            encounter.step(Command::Act { actor: id, action }, rng)?;
        }
        if matches!(encounter.current(), Step::Round { .. }) {
            encounter.step(Command::EndRound, rng)?;
        }
    }
    if matches!(encounter.current(), Step::Parley) {
        encounter.step(Command::End, rng)?;
    }
    for event in encounter.events() {
        let line = event.to_string();
        c.event("", format!("  {}", line.trim_start()), to_json!(event));
    }
    if let Some(Ending::Fight { winner: None }) = encounter.ending() {
        c.say("    nobody wins: the survivors break off");
    }
    for (&i, id) in fighters.iter().zip(1..) {
        let m = &mut party[i];
        for e in m
            .sheet
            .after_fight(encounter.status(id)?, encounter.events())?
        {
            c.event(m.name, &e, to_json!(&e));
        }
    }
    Ok(())
}

/// Home: the grave goods sold (a buyer paying full value found with a
/// watch and a WIT save, else a market merchant's price), the coins
/// shared, a last daily rest, the final sheets.
fn home(
    c: &mut Chronicle,
    party: &mut [Member],
    found: bool,
    rng: &mut DefaultRng,
) -> Result<(), Failure> {
    c.stage("home", "home");
    let living: Vec<usize> = (0..party.len())
        .filter(|&i| !party[i].sheet.is(Condition::Dead))
        .collect();
    if living.is_empty() {
        c.say("  nobody comes home");
    }
    if found && !living.is_empty() {
        let seller = *living
            .iter()
            .max_by_key(|&&i| party[i].sheet.score(Ability::Wit))
            .ok_or("no seller")?;
        let m = &party[seller];
        let outcome = find_buyer(m.wit(), rng)?;
        let price = if outcome.passed() {
            GRAVE_GOODS
        } else {
            let value = m.sheet.sale_price(GRAVE_GOODS, Buyer::MARKET);
            u32::try_from(value.subunits() / 4)?
        };
        c.event(
            m.name,
            format!(
                "a watch looking for a buyer, WIT save [{}] -> {}: sold for {price} coins",
                dice(outcome.dice()),
                if outcome.passed() {
                    "full value"
                } else {
                    "none found; a market merchant pays"
                }
            ),
            to_json!(&outcome),
        );
        let share = price / u32::try_from(living.len())?;
        for &i in &living {
            let m = &mut party[i];
            let coins = m.sheet.coins() + share;
            m.sheet = m.sheet.clone().with_coins(coins)?;
            c.event(
                m.name,
                format!("a share: {share} coins, {coins} in all"),
                serde_json::json!({"share": share, "coins": coins}),
            );
        }
    }
    c.say("  the chapter has no healing at a rest: the hurt come home as they are");
    c.say("  Murdham has no experience or levels: nobody advances");
    c.stage("sheets", "the sheets");
    for m in party.iter() {
        let s = &m.sheet;
        let conditions: Vec<String> = s
            .conditions()
            .iter()
            .map(|c| condition_name(*c).to_owned())
            .collect();
        c.say(format!(
            "  {}: health {}/{}, STR {}, AGI {}, WIT {}, armour {}, {} coins, {} item(s){}",
            m.name,
            s.health().current(),
            s.health().max(),
            s.score(Ability::Str),
            s.score(Ability::Agi),
            s.score(Ability::Wit),
            s.armour(),
            s.coins(),
            s.items().len(),
            if conditions.is_empty() {
                String::new()
            } else {
                format!(", {}", conditions.join(", "))
            }
        ));
        c.sheets.push(to_json!(s));
    }
    Ok(())
}

fn condition_name(condition: Condition) -> &'static str {
    match condition {
        Condition::Frightened => "frightened",
        Condition::Terrified => "terrified",
        Condition::Stunned => "stunned",
        Condition::Incapacitated => "out of action",
        Condition::Drowning => "drowning",
        Condition::Frenzied => "frenzied",
        Condition::Sick => "sick",
        Condition::Addicted => "addicted",
        Condition::Dying => "dying",
        Condition::Dead => "dead",
    }
}
