//! What happens in an expedition, as events with the dice they rolled and a
//! line for players each.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use osr_advancement::gods_and_monsters::{Ability, Event as LevelEvent, LevelGained, Reaction};
use osr_combat::Side;
use osr_combat::gods_and_monsters::Out;
use osr_health::gods_and_monsters::{DeathTimer, Event as HealthEvent, TimerUnit};
use osr_sheet::gods_and_monsters::{Item, Price};

use crate::text::write_list;
use crate::{Ending, Name};

/// The dice of a hit's damage: the faces, the bonus and what it came to.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct DamageRoll {
    /// The damage dice's faces.
    pub faces: Vec<u32>,
    /// The bonus added (below 0 a penalty).
    pub bonus: i32,
    /// The damage done (never below 0).
    pub total: u32,
}

/// One thing that happened in an expedition, in order, with every die it
/// rolled; `Display` writes it as one line for players, members and
/// monsters by name.
///
/// With the `serde` feature it serializes as `{"event": "walked", ...}`.
///
/// # Examples
///
/// ```
/// use osr_play::Name;
/// use osr_play::gods_and_monsters::Event;
///
/// let check = Event::EncounterCheck { die: 6, face: 1, on: 1 };
/// assert_eq!(check.to_string(), "encounter check: d6 1 (1 or less brings wanderers), wanderers come");
/// let came_to = Event::CameTo { member: Name::new("Kesk")?, minutes: 2 };
/// assert_eq!(came_to.to_string(), "Kesk comes to after 2 minutes");
/// # Ok::<(), osr_play::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "schema",
    schemars(rename = "GodsAndMonstersExpeditionEvent")
)]
#[cfg_attr(
    feature = "serde",
    serde(tag = "event", rename_all = "snake_case", deny_unknown_fields)
)]
#[non_exhaustive]
pub enum Event {
    /// A member bought an item.
    Bought {
        /// Who.
        member: Name,
        /// What.
        item: Item,
        /// Its price in silver coins.
        cost: Price,
        /// The coins left.
        coins_left: Price,
    },
    /// A member could not buy an item.
    CannotBuy {
        /// Who.
        member: Name,
        /// What.
        item: Item,
        /// Why, in words.
        reason: String,
    },
    /// A day began: the party woke.
    DayBegan {
        /// The day, from 1.
        day: u32,
    },
    /// A member's verve came back on waking, or on an encounter engaged
    /// without a conflict.
    VerveBack {
        /// Who.
        member: Name,
        /// The change.
        change: HealthEvent,
        /// Whether on waking (else in an encounter without a fight).
        waking: bool,
    },
    /// A day's walk.
    Walked {
        /// The stretch.
        stretch: Name,
        /// Whether on the way home.
        homeward: bool,
        /// The party's Movement (the slowest member's).
        movement: u32,
        /// Miles walked: the whole miles.
        miles: u32,
        /// Whether half a mile more.
        half: bool,
    },
    /// The party reached the site.
    Arrived {
        /// The first room.
        room: Name,
    },
    /// A walk through the site to a room at exploring speed.
    Explored {
        /// The room.
        room: Name,
        /// The passage, in yards.
        yards: u32,
        /// Yards a minute (Movement × 4, a quarter of it in the dark).
        speed: u32,
        /// Minutes it took.
        minutes: u32,
        /// Whether in total darkness.
        dark: bool,
    },
    /// A torch was lit from a member's pack.
    TorchLit {
        /// Who carried it.
        member: Name,
        /// Rounds it burns.
        rounds: u32,
        /// Torches left in the party.
        left: u32,
    },
    /// The torch burnt out.
    TorchOut {
        /// The round of the expedition it went out.
        at: u64,
    },
    /// No torch is left: total darkness.
    Darkness,
    /// The party paused for a rest after exploring for its time base.
    Paused {
        /// Minutes of rest.
        minutes: u32,
    },
    /// The party camped for the night.
    Camped {
        /// Hours of rest.
        hours: u32,
    },
    /// A member rested: the health roll and what it healed.
    Rested {
        /// Who.
        member: Name,
        /// The roll and the changes.
        changes: Vec<HealthEvent>,
    },
    /// The wandering-encounter check.
    EncounterCheck {
        /// The die's sides.
        die: u32,
        /// The face.
        face: u32,
        /// Wanderers come on this face or lower.
        on: u32,
    },
    /// Wanderers rolled on the encounter table.
    Wanderers {
        /// The table's die (its entries).
        die: u32,
        /// The face.
        face: u32,
        /// Who comes.
        foes: Name,
        /// Whether the party was asleep.
        asleep: bool,
    },
    /// The party came on a lair.
    Lair {
        /// The room.
        room: Name,
        /// Who lives there.
        foes: Name,
    },
    /// A non-player monster's survival dice.
    FoeRolled {
        /// The monster, numbered when the group has several of its name.
        foe: String,
        /// Its level.
        level: u32,
        /// Whether a warrior (d10s; else d6s).
        warrior: bool,
        /// The faces.
        faces: Vec<u32>,
        /// The survival.
        survival: u32,
    },
    /// The party parleyed with a group that did not attack.
    Parleyed {
        /// Who.
        foes: Name,
        /// The Guide's XP for the encounter, shared at home.
        xp: u64,
    },
    /// Perception against surprise.
    SurpriseRolled {
        /// Who rolled.
        who: String,
        /// The d20.
        face: u32,
        /// The number it had to be at most.
        target: i32,
        /// Whether surprised (then no action in the first round).
        surprised: bool,
    },
    /// A round began.
    RoundBegan {
        /// Its number.
        round: u32,
    },
    /// A surprised fighter's roll to snap out of it.
    SnapOut {
        /// Who.
        who: String,
        /// The d20.
        face: u32,
        /// The number it had to be at most.
        target: i32,
        /// Whether they snapped out of it.
        snapped_out: bool,
    },
    /// A fighter's surprise ended after rounds out of the conflict.
    SurpriseOver {
        /// Who.
        who: String,
    },
    /// An attack, its damage and what the damage did.
    Attacked {
        /// Who attacked.
        attacker: String,
        /// Whom.
        target: String,
        /// The d20.
        face: u32,
        /// The number it had to be at most.
        needed: i32,
        /// The damage, on a hit.
        damage: Option<DamageRoll>,
        /// What the damage did to the target.
        harm: Vec<HealthEvent>,
    },
    /// What the end of a round did to a fighter (staying conscious, the
    /// death check).
    RoundEnd {
        /// Who.
        who: String,
        /// What.
        change: HealthEvent,
    },
    /// A fighter is out of the fight.
    OutOfFight {
        /// Who.
        who: String,
        /// Why.
        reason: Out,
    },
    /// The fight ended.
    FightEnded {
        /// The side still in it; none when undecided or nobody is.
        winner: Option<Side>,
        /// Rounds fought.
        rounds: u32,
    },
    /// The foes were defeated.
    Defeated {
        /// Who.
        foes: Name,
        /// The Guide's XP for the conflict, shared at home.
        xp: u64,
    },
    /// The party fell back from the fight and turned for home.
    Withdrew,
    /// An unconscious member came to.
    CameTo {
        /// Who.
        member: Name,
        /// After these minutes (the injuries).
        minutes: u32,
    },
    /// A member is dying.
    Dying {
        /// Who.
        member: Name,
        /// The time left.
        timer: DeathTimer,
    },
    /// A dying member's injuries were healed in time.
    Saved {
        /// Who.
        member: Name,
        /// The time that was left.
        timer: DeathTimer,
    },
    /// A member died.
    Died {
        /// Who.
        member: Name,
    },
    /// A search of the room for the hoard.
    Searched {
        /// Who searched (the best perception).
        member: Name,
        /// Minutes it took.
        minutes: u32,
        /// The room's size penalty.
        penalty: i32,
        /// The d20.
        face: u32,
        /// The number it had to be at most.
        target: i32,
        /// Whether it passed: the hoard is found.
        found: bool,
    },
    /// The hoard found: its dice.
    HoardFound {
        /// The die's sides.
        die: u32,
        /// The faces.
        faces: Vec<u32>,
        /// Silver coins a point.
        times: u32,
        /// The silver coins.
        silver: u64,
    },
    /// The party left the site for home.
    LeftSite {
        /// Silver coins carried.
        silver: u64,
    },
    /// The party came home.
    CameHome {
        /// Silver coins brought home.
        silver: u64,
    },
    /// Part of the hoard given to the shrine: loot XP, 2 a coin.
    Donated {
        /// Silver coins given.
        silver: u64,
        /// XP it earns.
        xp: u64,
    },
    /// A member's share of the hoard.
    Share {
        /// Who.
        member: Name,
        /// Silver coins.
        silver: u64,
        /// The member's coins after.
        coins: Price,
    },
    /// The XP shared among the living.
    XpShared {
        /// XP in all.
        xp: u64,
        /// Members sharing.
        members: u32,
        /// XP each.
        each: u64,
        /// XP left over to the Guide.
        left: u64,
    },
    /// A member's XP after the share.
    XpGained {
        /// Who.
        member: Name,
        /// XP now.
        xp: u64,
        /// The level the XP reach.
        level: u32,
    },
    /// A level rolled.
    LevelRaised {
        /// Who.
        member: Name,
        /// The level's d10 and changes.
        gained: LevelGained,
    },
    /// Days of rest at home.
    DaysOfRest {
        /// Who.
        member: Name,
        /// The days.
        days: u32,
        /// Survival after.
        survival: u32,
        /// Its maximum.
        max_survival: u32,
        /// Injuries after.
        injuries: u32,
    },
    /// The expedition ended.
    Ended {
        /// How.
        ending: Ending,
    },
}

const fn ability_name(ability: Ability) -> &'static str {
    match ability {
        Ability::Charisma => "charisma",
        Ability::Intelligence => "intelligence",
        Ability::Wisdom => "wisdom",
        Ability::Endurance => "endurance",
        Ability::Agility => "agility",
        Ability::Strength => "strength",
    }
}

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

/// `d10 7, -1 for strength` and so on: a die and its modifiers in words.
fn modifiers(f: &mut fmt::Formatter<'_>, terms: &[(i32, &str)]) -> fmt::Result {
    for (value, what) in terms {
        if *value != 0 {
            write!(f, " {value:+} for {what}")?;
        }
    }
    Ok(())
}

fn level_line(f: &mut fmt::Formatter<'_>, gained: &LevelGained) -> fmt::Result {
    let mut raised: Vec<&str> = Vec::new();
    let mut first = true;
    let mut sep = |f: &mut fmt::Formatter<'_>| -> fmt::Result {
        if first {
            first = false;
            Ok(())
        } else {
            f.write_str("; ")
        }
    };
    for event in gained.events() {
        match *event {
            LevelEvent::LevelReached { level, .. } => {
                sep(f)?;
                write!(f, "reaches level {level}")?;
            }
            LevelEvent::SurvivalGained {
                die,
                endurance_major,
                gain,
            } => {
                sep(f)?;
                write!(f, "survival d10 {die}")?;
                modifiers(f, &[(endurance_major, "endurance")])?;
                write!(f, ": +{gain}")?;
            }
            LevelEvent::VerveGained {
                die,
                archetype,
                archetypal_minor,
                contributor_minor,
                gain,
            } => {
                sep(f)?;
                write!(f, "verve d10 {die}")?;
                modifiers(
                    f,
                    &[
                        (archetypal_minor, ability_name(archetype.ability())),
                        (
                            contributor_minor,
                            ability_name(archetype.verve_contributor()),
                        ),
                    ],
                )?;
                let sum =
                    i64::from(die) + i64::from(archetypal_minor) + i64::from(contributor_minor);
                if sum < 0 {
                    write!(f, ": +{gain} (a gain is never below 0)")?;
                } else {
                    write!(f, ": +{gain}")?;
                }
            }
            LevelEvent::MojoGained { mojo } => {
                sep(f)?;
                write!(f, "+{mojo} mojo")?;
            }
            LevelEvent::ReactionRaised { reaction, .. } => raised.push(reaction_name(reaction)),
            LevelEvent::FightingArtRaised { by, bonus, .. } => {
                sep(f)?;
                write!(f, "Fighting Art +{by} (now +{bonus})")?;
            }
            LevelEvent::SpecialtyGained { specialties } => {
                sep(f)?;
                write!(f, "{specialties} specialties to choose")?;
            }
            LevelEvent::ThiefAdvance => {
                sep(f)?;
                f.write_str("a thief's field or skill advance")?;
            }
            LevelEvent::MoralCodeReview => {
                sep(f)?;
                f.write_str("moral code reviewed")?;
            }
        }
    }
    if !raised.is_empty() {
        sep(f)?;
        write!(f, "+1 to {}", raised.join(", "))?;
    }
    Ok(())
}

fn timer_left(f: &mut fmt::Formatter<'_>, timer: &DeathTimer) -> fmt::Result {
    let unit = match (timer.unit(), timer.left()) {
        (TimerUnit::Minutes, 1) => "minute",
        (TimerUnit::Minutes, _) => "minutes",
        (TimerUnit::Hours, 1) => "hour",
        (TimerUnit::Hours, _) => "hours",
    };
    write!(f, "{} {unit}", timer.left())
}

fn changes(f: &mut fmt::Formatter<'_>, list: &[HealthEvent]) -> fmt::Result {
    write_list(f, "; ", list, |f, change| write!(f, "{change}"))
}

impl fmt::Display for Event {
    #[allow(clippy::too_many_lines)]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Bought {
                member,
                item,
                cost,
                coins_left,
            } => write!(
                f,
                "{member} buys {} for {cost} sc: {coins_left} sc left",
                item.name()
            ),
            Self::CannotBuy {
                member,
                item,
                reason,
            } => write!(f, "{member} cannot buy {}: {reason}", item.name()),
            Self::DayBegan { day } => write!(f, "day {day}: the party wakes"),
            Self::VerveBack {
                member,
                change,
                waking,
            } => {
                let why = if *waking {
                    "on waking"
                } else {
                    "in an encounter without a fight"
                };
                write!(f, "{member}: {change} ({why})")
            }
            Self::Walked {
                stretch,
                homeward,
                movement,
                miles,
                half,
            } => {
                write!(
                    f,
                    "{} {stretch} at Movement {movement}: {miles}",
                    if *homeward { "home along" } else { "out along" }
                )?;
                f.write_str(if *half { " and a half miles" } else { " miles" })
            }
            Self::Arrived { room } => write!(f, "the party reaches the site at {room}"),
            Self::Explored {
                room,
                yards,
                speed,
                minutes,
                dark,
            } => write!(
                f,
                "{yards} yards to {room} at {speed} yards a minute{}: {minutes} {}",
                if *dark { " in the dark" } else { "" },
                if *minutes == 1 { "minute" } else { "minutes" }
            ),
            Self::TorchLit {
                member,
                rounds,
                left,
            } => write!(
                f,
                "{member} lights a torch: light for {} hours ({left} {} left)",
                rounds / 360,
                if *left == 1 { "torch" } else { "torches" }
            ),
            Self::TorchOut { .. } => f.write_str("the torch burns out"),
            Self::Darkness => {
                f.write_str("no torch is left: total darkness, a quarter of the Movement")
            }
            Self::Paused { minutes } => write!(
                f,
                "the party has explored as long as it can keep up: it rests {minutes} minutes"
            ),
            Self::Camped { hours } => write!(f, "the party camps: {hours} hours of rest"),
            Self::Rested { member, changes: c } => {
                write!(f, "{member} rests: ")?;
                changes(f, c)
            }
            Self::EncounterCheck { die, face, on } => write!(
                f,
                "encounter check: d{die} {face} ({on} or less brings wanderers), {}",
                if face <= on {
                    "wanderers come"
                } else {
                    "nobody"
                }
            ),
            Self::Wanderers {
                die,
                face,
                foes,
                asleep,
            } => write!(
                f,
                "encounter table d{die} {face}: {foes}{}",
                if *asleep {
                    " come on the sleeping camp"
                } else {
                    " come on the party"
                }
            ),
            Self::Lair { room, foes } => write!(f, "in {room}: {foes}, at home"),
            Self::FoeRolled {
                foe,
                level,
                warrior,
                faces,
                survival,
            } => {
                write!(
                    f,
                    "{foe}, level {level}{}: survival {}d{} [",
                    if *warrior { " warrior" } else { "" },
                    faces.len(),
                    if *warrior { 10 } else { 6 }
                )?;
                write_list(f, ", ", faces, |f, face| write!(f, "{face}"))?;
                write!(f, "] = {survival}")
            }
            Self::Parleyed { foes, xp } => {
                write!(
                    f,
                    "the party talks with {foes} and they part in peace ({xp} XP)"
                )
            }
            Self::SurpriseRolled {
                who,
                face,
                target,
                surprised,
            } => write!(
                f,
                "{who}, perception against surprise: d20 {face} vs {target}, {}",
                if *surprised {
                    "surprised: no action in the first round"
                } else {
                    "ready"
                }
            ),
            Self::RoundBegan { round } => write!(f, "round {round}"),
            Self::SnapOut {
                who,
                face,
                target,
                snapped_out,
            } => write!(
                f,
                "{who} tries to shake off surprise: d20 {face} vs {target}, {}",
                if *snapped_out {
                    "shakes it off"
                } else {
                    "still surprised"
                }
            ),
            Self::SurpriseOver { who } => write!(f, "{who} is no longer surprised"),
            Self::Attacked {
                attacker,
                target,
                face,
                needed,
                damage,
                harm,
            } => {
                write!(f, "{attacker} attacks {target}: d20 {face} vs {needed}")?;
                match damage {
                    None => f.write_str(", miss"),
                    Some(d) => {
                        f.write_str(", hit, damage [")?;
                        for (i, face) in d.faces.iter().enumerate() {
                            if i > 0 {
                                f.write_str(", ")?;
                            }
                            write!(f, "{face}")?;
                        }
                        write!(f, "] {:+} = {}", d.bonus, d.total)?;
                        if !harm.is_empty() {
                            write!(f, ": {target} ")?;
                            changes(f, harm)?;
                        }
                        Ok(())
                    }
                }
            }
            Self::RoundEnd { who, change } => match change {
                HealthEvent::Dying { timer } if timer.ran_out() => write!(
                    f,
                    "{who} is dying with no time left (endurance no more than the injuries): dead by the end of the scene"
                ),
                HealthEvent::Dying { timer } => {
                    write!(f, "{who} is dying: ")?;
                    timer_left(f, timer)?;
                    f.write_str(" left")
                }
                _ => write!(f, "{who} {change}"),
            },
            Self::OutOfFight { who, reason } => write!(
                f,
                "{who} is out of the fight ({})",
                match reason {
                    Out::Unconscious => "unconscious",
                    Out::Doomed => "dying with no time left",
                    Out::Fled => "fled",
                }
            ),
            Self::FightEnded { winner, rounds } => {
                write!(f, "the fight is over after {rounds} ")?;
                f.write_str(if *rounds == 1 { "round" } else { "rounds" })?;
                f.write_str(match winner {
                    Some(Side::Party) => ": the party wins",
                    Some(Side::Foes) => ": the foes win",
                    None => ": nobody wins, both sides break off",
                })
            }
            Self::Defeated { foes, xp } => write!(f, "{foes} defeated ({xp} XP)"),
            Self::Withdrew => f.write_str("the party falls back and turns for home"),
            Self::CameTo { member, minutes: 0 } => write!(
                f,
                "{member} comes to at once: with no injuries, unconsciousness lasts no time"
            ),
            Self::CameTo { member, minutes } => write!(
                f,
                "{member} comes to after {minutes} {}",
                if *minutes == 1 { "minute" } else { "minutes" }
            ),
            Self::Dying { member, timer } if timer.ran_out() => write!(
                f,
                "{member} is dying with no time left: dead by the end of the scene"
            ),
            Self::Dying { member, timer } => {
                write!(f, "{member} is dying: ")?;
                timer_left(f, timer)?;
                f.write_str(" to heal every injury, or death")
            }
            Self::Saved { member, timer } => {
                write!(f, "{member}'s injuries are all healed with ")?;
                timer_left(f, timer)?;
                f.write_str(" to spare: lives")
            }
            Self::Died { member } => write!(f, "{member} dies"),
            Self::Searched {
                member,
                minutes,
                penalty,
                face,
                target,
                found,
            } => write!(
                f,
                "{member} searches for {minutes} minutes (perception {penalty:+} for the room's size): d20 {face} vs {target}, {}",
                if *found { "finds something" } else { "nothing" }
            ),
            Self::HoardFound {
                die,
                faces,
                times,
                silver,
            } => {
                write!(f, "the hoard: {}d{die} [", faces.len())?;
                for (i, face) in faces.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{face}")?;
                }
                write!(f, "] x {times} = {silver} sc")
            }
            Self::LeftSite { silver } => {
                write!(f, "the party leaves the site carrying {silver} sc")
            }
            Self::CameHome { silver } => write!(f, "the party comes home with {silver} sc"),
            Self::Donated { silver, xp } => {
                write!(f, "{silver} sc given to the shrine: {xp} XP (2 a coin)")
            }
            Self::Share {
                member,
                silver,
                coins,
            } => write!(f, "{member}'s share: {silver} sc, {coins} sc in all"),
            Self::XpShared {
                xp,
                members,
                each,
                left,
            } => write!(
                f,
                "{xp} XP shared by {members}: {each} each ({left} left to the Guide)"
            ),
            Self::XpGained { member, xp, level } => {
                write!(f, "{member}: {xp} XP, enough for level {level}")
            }
            Self::LevelRaised { member, gained } => {
                write!(f, "{member} ")?;
                level_line(f, gained)
            }
            Self::DaysOfRest {
                member,
                days,
                survival,
                max_survival,
                injuries,
            } => write!(
                f,
                "{member} rests {days} {}: survival {survival}/{max_survival}, injuries {injuries}",
                if *days == 1 { "day" } else { "days" }
            ),
            Self::Ended { ending } => write!(f, "the expedition is over: the party {ending}"),
        }
    }
}
