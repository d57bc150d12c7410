//! The table's 3d6 Constitution expedition: four level-1 characters rolled
//! by the rules (a tough fighter, a Goetia sage, a keen-eyed adventurer
//! and a classless haggler), each with 100 sp, buy armour from the rules'
//! table and other gear at the referee's prices, walk through forest to a
//! crypt, delve it turn by turn, and come home, where the treasure and the
//! foes give experience and levels their initiations.
//!
//! The referee's content is [`Referee::example`]'s: the prices of
//! everything but armour, the weather, the encounter tables, the monsters
//! and who is surprised, the crypt's DCs and turns, the Light spell, the
//! treasure. The starting coins and the sage's first spell (Light, 50%)
//! are the table's, and so are the party's choices, written in [`play`].
//!
//! # Examples
//!
//! ```
//! use osr_play::constitution::sample;
//! use rand_core::SeedableRng as _;
//!
//! let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(7);
//! let played = sample::play(&mut rng)?;
//! assert!(played.expedition.is_over());
//! assert!(played.expedition.state().summary().is_some());
//! let text = played.chronicle.to_string();
//! assert!(text.starts_with("-- the party, rolled by the rules\n"));
//! # Ok::<(), osr_play::Error>(())
//! ```

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use osr_check::constitution::SpellRating;
use osr_combat::constitution::Policy;
use osr_core::FaceSource;
use osr_equipment::constitution::Coins;
use osr_magic::constitution::{KnownSpell, SpellLevel};
use osr_sheet::constitution::{Ability, Choices, Class, Creation, Initiation, ability_name};

use super::{Command, Expedition, Place, Recruit, Referee, Setup, WareKind};
use crate::{Chronicle, Error, Name, Played, Stage};

/// A player: name, class, initiations now and later, improvement order.
#[rustfmt::skip]
type Player = (&'static str, Option<Class>, Initiation, [Initiation; 2], [Ability; 5]);

/// The party: name, class, the initiation of level 1, those later levels
/// bring, and the order each player tries abilities in at the session's end.
#[rustfmt::skip]
const PARTY: [Player; 4] = {
    use Ability::{Cha, Kno, Str, Wil, Wit};
    use Initiation::{Berserk, Pyromancer, Prepared, PatientTrapper, Wanderer, WeaponsTraining};
    [
        ("Ash", Some(Class::Fighter), Initiation::Tough, [WeaponsTraining, Berserk], [Str, Wit, Wil, Cha, Kno]),
        ("Briar", Some(Class::Sage), Initiation::Goetia, [Wanderer, Pyromancer], [Kno, Wil, Wit, Cha, Str]),
        ("Cole", Some(Class::Adventurer), Initiation::KeenEye, [Wanderer, Prepared], [Wit, Str, Cha, Wil, Kno]),
        ("Dell", None, Initiation::Haggler, [Wanderer, PatientTrapper], [Cha, Wit, Str, Wil, Kno]),
    ]
};

/// The party fights taking direct hits, breaking off after 20 rounds.
#[rustfmt::skip]
const POLICY: Policy = Policy { direct_hits: true, max_rounds: 20 };

/// Starting coins: "relatively short on money" is the referee's to price.
const COINS: u32 = 100;

/// What each member buys, by place on the market, while the coins last;
/// of the armours listed, the first affordable.
#[rustfmt::skip]
const SHOPPING: [&[usize]; 4] = [&[0, 1, 2, 3, 4, 5], &[2, 6, 7, 3, 5, 8], &[9, 2, 3, 10, 5], &[11, 2, 3, 12, 4, 5]];

/// Plays the table's expedition from `source`, to its end.
///
/// The party's choices are the simple ones a table makes: in town each
/// member buys their list in order while the coins last, taking only the
/// first armour they can afford. After that the party fights whatever is
/// upon it (taking direct hits, breaking off after 20 rounds); after a
/// fight it takes a short rest if anyone is below the average of their HP
/// dice; in the crypt the sage casts Light (once, with no light burning),
/// and the party searches for the hoard twice at most; otherwise it departs,
/// marches, camps, leaves the crypt or, at home, ends the session,
/// whichever the rules allow first.
///
/// # Errors
///
/// Whatever the rules refuse on the way, which for this party and
/// referee is only a face source that runs dry ([`osr_core::Error`]).
pub fn play<S: FaceSource + ?Sized>(source: &mut S) -> Result<Played<Expedition>, Error> {
    let (setup, mut c) = setup(source)?;
    let mut expedition = Expedition::new(setup)?;
    c.stage(Stage::Market, "the market");
    for (member, list) in SHOPPING.iter().enumerate() {
        for &ware in *list {
            let armoured = expedition.state().party()[member].sheet().armour();
            let kind = expedition.setup().referee().market[ware].kind;
            if !matches!(kind, WareKind::Armour(_)) || armoured.is_none() {
                step(
                    &mut c,
                    &mut expedition,
                    Command::Buy { member, ware },
                    source,
                )?;
            }
        }
    }
    let mut place = Place::Town;
    let mut searches = 0;
    let mut rested = true;
    while !expedition.is_over() {
        let state = expedition.state();
        if state.place() != place {
            place = state.place();
            match place {
                Place::Road { homeward: false } => c.stage(Stage::Road, "the road to the crypt"),
                Place::Road { homeward: true } => c.stage(Stage::Road, "the road home"),
                Place::Site => c.stage(Stage::Site, "the crypt, turn by turn"),
                Place::Home | Place::Town => c.stage(Stage::Home, "home"),
            }
        }
        let allowed = state.allowed();
        let can = |key| allowed.contains(&key);
        let command = if can("fight") {
            rested = false;
            Command::Fight { policy: POLICY }
        } else if can("rest") && !rested {
            rested = true;
            Command::Rest
        } else if let (true, Some(member)) = (can("cast"), state.caster()) {
            Command::Cast { member }
        } else if can("search") && searches < 2 {
            searches += 1;
            Command::Search
        } else {
            rested = true;
            match ["depart", "march", "camp", "leave", "end_session"]
                .into_iter()
                .find(|k| can(k))
            {
                Some("depart") => Command::Depart,
                Some("march") => Command::March,
                Some("camp") => Command::Camp,
                Some("leave") => Command::Leave,
                _ => Command::EndSession,
            }
        };
        step(&mut c, &mut expedition, command, source)?;
    }
    if let Some(summary) = expedition.state().summary() {
        let (rounds, dead, home) = (summary.rounds, summary.deaths, summary.treasure_home);
        c.say(format_args!(
            "in all: {rounds} rounds fought, {dead} dead, {home} sp of treasure home"
        ));
    }
    sheets(&mut c, &expedition);
    Ok(Played {
        chronicle: c,
        expedition,
    })
}

/// The table's setup, before the market: the party (as [`play`] makes it,
/// rolled by the rules) and the referee's site, with the chronicle's lines so
/// far. [`play`] starts from it; a caller who steps the expedition command by
/// command starts from it too.
///
/// # Examples
///
/// ```
/// use osr_play::constitution::{Expedition, sample};
/// use rand_core::SeedableRng as _;
///
/// let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(7);
/// let (setup, chronicle) = sample::setup(&mut rng)?;
/// let expedition = Expedition::new(setup)?;
/// assert!(!expedition.state().allowed().is_empty());
/// assert!(!chronicle.to_string().is_empty());
/// # Ok::<(), osr_play::Error>(())
/// ```
///
/// # Errors
///
/// A face source that runs dry ([`osr_core::Error`]).
pub fn setup<S: FaceSource + ?Sized>(source: &mut S) -> Result<(Setup, Chronicle), Error> {
    let mut c = Chronicle::default();
    let party = create(&mut c, source)?;
    Ok((Setup::new(party, Referee::example()?)?, c))
}

/// One command, and its events as lines.
fn step<S: FaceSource + ?Sized>(
    c: &mut Chronicle,
    expedition: &mut Expedition,
    command: Command,
    source: &mut S,
) -> Result<(), Error> {
    for event in expedition.step(command, source)? {
        c.say(event);
    }
    Ok(())
}

/// The party, rolled by the rules, with the table's coins and choices.
fn create<S: FaceSource + ?Sized>(
    c: &mut Chronicle,
    source: &mut S,
) -> Result<Vec<Recruit>, Error> {
    c.stage(Stage::Creation, "the party, rolled by the rules");
    let mut party = Vec::new();
    for (who, class, initiation, later, improve) in PARTY {
        let choices = Choices {
            class,
            initiation: Some(initiation),
            coins: Coins::silver(COINS),
            ..Choices::default()
        };
        let created = Creation::roll(&choices, source)?;
        let rolls: Vec<String> = created.events().iter().map(ToString::to_string).collect();
        c.of(
            who,
            format_args!(
                "{}, {}, {COINS} sp: {}",
                class.map_or("no class", Class::key),
                initiation.name(),
                rolls.join(", ")
            ),
        );
        let mut sheet = created.into_sheet();
        if initiation == Initiation::Goetia {
            sheet = sheet.with_spell(KnownSpell::new(
                "Light",
                SpellLevel::new(1)?,
                SpellRating::new(50)?,
            ))?;
            c.of(
                who,
                "knows Light (1st level, 50%), the referee's first spell",
            );
        }
        party.push(Recruit {
            name: Name::new(who)?,
            sheet,
            improve: improve.to_vec(),
            initiations: later.to_vec(),
        });
    }
    Ok(party)
}

/// The final sheets.
fn sheets(c: &mut Chronicle, expedition: &Expedition) {
    c.stage(Stage::Sheets, "the sheets");
    for m in expedition.state().party() {
        let (s, h) = (m.sheet(), m.sheet().health());
        let scores = Ability::ALL.map(|a| format!("{} {}", ability_name(a), s.abilities().get(a)));
        let initiations: Vec<&str> = s.initiations().iter().map(|i| i.name()).collect();
        let die = if h.is_tough() { 8 } else { 6 };
        c.say(format_args!(
            "{}: level {}, {} XP, {}, HP {}/{}d{die}, marks {}, AC {}, {}, {} sp, {} sp at home{}",
            m.name(),
            s.level().unwrap_or(0),
            s.xp(),
            scores.join(" "),
            h.hp(),
            h.hit_dice(),
            h.marks(),
            s.ac(),
            initiations.join(" and "),
            s.coins(),
            s.treasure_at_home(),
            if h.is_dead() { ", dead" } else { "" }
        ));
    }
}
