//! What happened, as data with its dice and as a line for players.

use alloc::vec::Vec;
use core::fmt;

use osr_check::Rolled;
use osr_check::block_dodge_parry::Ability;
use osr_combat::Side;
use osr_core::UsageDie;
use osr_health::block_dodge_parry::Critical;

use super::choices::{Camp, Care, Food, Goal, NoBreath, Outcome};

use crate::text::write_list;
use crate::{Ending, Name};

/// A change to a member or a foe: HP lost or a change to the body, as
/// osr-combat and osr-health report it.
pub type Change = osr_combat::block_dodge_parry::Event;

/// Something that happened on the expedition, with every die it rolled.
///
/// `Display` writes it as a line for players: members and foes by name,
/// dice as `d20 14`.
///
/// # Examples
///
/// ```
/// use osr_check::{Fate, Rolled};
/// use osr_core::UsageDie;
/// use osr_play::Name;
/// use osr_play::block_dodge_parry::Event;
///
/// let breath = Event::Breath {
///     member: Name::new("Ash")?,
///     hp: (2, 6),
///     waterskin: UsageDie::D8,
///     die: Rolled { sides: 8, face: 2, fate: Fate::Counted },
///     after: UsageDie::D6,
/// };
/// assert_eq!(breath.to_string(), "Ash catches a breath: HP 2 -> 6; the waterskin's d8 rolls 2: d6 left");
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
    schemars(rename = "BlockDodgeParryExpeditionEvent")
)]
#[cfg_attr(feature = "serde", serde(tag = "event", rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Event {
    /// A day's walk (two watches).
    Walked {
        /// The day of the expedition.
        day: u32,
        /// Where to.
        toward: Goal,
        /// Whether the party got there.
        arrived: bool,
        /// The site's name.
        site: Name,
    },
    /// The party beds down for the night (a watch).
    Camped {
        /// The day of the expedition.
        day: u32,
        /// Where.
        camp: Camp,
        /// What they eat.
        food: Food,
    },
    /// A member eats.
    Ate {
        /// Who.
        member: Name,
        /// What.
        food: Food,
        /// Whose pack a ration came from, for rations.
        from: Option<Name>,
        /// The WIL save's d20 for a desperate meal (none for others).
        save: Vec<Rolled>,
        /// The WIL score it was saved against.
        wil: i32,
        /// Whether the meal stayed down (it counts as the day's meal).
        kept: bool,
        /// What the meal did.
        changes: Vec<Change>,
    },
    /// A member finds no ration left in any pack.
    NoRations {
        /// Who.
        member: Name,
    },
    /// A member sleeps.
    Slept {
        /// Who.
        member: Name,
        /// The ability a comfortable rest gave a point back, if any.
        restored: Option<Ability>,
        /// What the night did.
        changes: Vec<Change>,
    },
    /// A member taken out comes to.
    CameTo {
        /// Who.
        member: Name,
    },
    /// A day ended.
    DayEnded {
        /// The day that ended.
        day: u32,
    },
    /// A member ended a day without a meal.
    Hungry {
        /// Who.
        member: Name,
        /// What going hungry did.
        changes: Vec<Change>,
    },
    /// A member deprived for more than a day gains a Fatigue.
    Deprivation {
        /// Who.
        member: Name,
        /// Days deprived so far.
        days: u32,
        /// The Fatigue gained (none when every slot is full).
        changes: Vec<Change>,
    },
    /// A torch is lit.
    TorchLit {
        /// Its usage die.
        die: UsageDie,
        /// Torches left after it.
        left: u32,
    },
    /// The torch's usage die at the end of a turn.
    TorchBurned {
        /// The die before.
        before: UsageDie,
        /// The die rolled.
        die: Rolled,
        /// The die after.
        after: UsageDie,
    },
    /// The torch went out.
    TorchOut,
    /// A member drops gear that is used up, freeing its slots.
    Dropped {
        /// Who.
        member: Name,
        /// What (`"torches"`).
        gear: Name,
    },
    /// The party comes to a room (a turn).
    Entered {
        /// The turn in the site.
        turn: u32,
        /// The room.
        room: Name,
    },
    /// A member saves against a danger.
    Saved {
        /// Who.
        member: Name,
        /// With what.
        ability: Ability,
        /// The score.
        score: i32,
        /// The d20.
        dice: Vec<Rolled>,
        /// Whether it passed.
        passed: bool,
    },
    /// A member falls.
    Fell {
        /// Who.
        member: Name,
        /// Floors fallen.
        floors: u32,
        /// The d10s of the fall.
        dice: Vec<Rolled>,
        /// What the fall did.
        changes: Vec<Change>,
        /// The Critical Damage Save's dice (d20, d10, d4 or d6).
        critical: Vec<Rolled>,
    },
    /// Foes are met.
    Met {
        /// The foes.
        foes: Vec<Name>,
    },
    /// A side is caught unawares: it loses the first exchange.
    Surprised {
        /// The side.
        side: Side,
        /// Its fighters.
        names: Vec<Name>,
    },
    /// An exchange of blows begins.
    Exchange {
        /// Its number in the fight.
        number: u32,
    },
    /// A blow lands.
    Struck {
        /// Who strikes.
        attacker: Name,
        /// Who is struck.
        target: Name,
        /// With what.
        weapon: Name,
        /// The weapon's die.
        die: Rolled,
        /// What the blow did.
        changes: Vec<Change>,
        /// The Critical Damage Save's dice (d20, d10, d4 or d6).
        critical: Vec<Rolled>,
    },
    /// A member blocks a blow for a Fatigue.
    Blocked {
        /// Who blocks.
        member: Name,
        /// Whose blow.
        attacker: Name,
        /// The Fatigue gained.
        changes: Vec<Change>,
    },
    /// A fighter is out of the fight.
    Down {
        /// Who.
        who: Name,
        /// Why.
        critical: Critical,
    },
    /// The fight is over.
    Fought {
        /// How it ended.
        outcome: Outcome,
        /// Exchanges fought.
        exchanges: u32,
    },
    /// A member catches a breath: all HP back, the waterskin's usage die
    /// rolled.
    Breath {
        /// Who.
        member: Name,
        /// HP before and after.
        hp: (u32, u32),
        /// The waterskin before.
        waterskin: UsageDie,
        /// The usage die rolled.
        die: Rolled,
        /// The waterskin after.
        after: UsageDie,
    },
    /// A hurt member cannot catch a breath.
    NoBreath {
        /// Who.
        member: Name,
        /// Why not.
        reason: NoBreath,
    },
    /// Treasure is found.
    Found {
        /// What.
        treasure: Name,
        /// Its slots.
        slots: u32,
    },
    /// A member takes the treasure into their slots.
    Took {
        /// Who.
        member: Name,
        /// What.
        treasure: Name,
        /// Its slots.
        slots: u32,
        /// Slots free after.
        free: u32,
        /// HP lost when it fills every slot.
        changes: Vec<Change>,
    },
    /// Nobody standing has the slots for the treasure.
    NoRoom {
        /// What.
        treasure: Name,
        /// Its slots.
        slots: u32,
    },
    /// The party leaves the site.
    Left {
        /// The site.
        site: Name,
    },
    /// A member spends a day being treated.
    Treated {
        /// Who.
        member: Name,
        /// Where.
        care: Care,
        /// The d4 (none while deprived).
        dice: Vec<Rolled>,
        /// What it did.
        changes: Vec<Change>,
    },
    /// The party is home with its treasure.
    Home {
        /// The treasure brought home.
        treasure: Vec<Name>,
        /// What it is worth, in the referee's coins.
        value: u64,
    },
    /// The expedition is over.
    Ended {
        /// How.
        ending: Ending,
    },
}

/// A die as a line shows it: `d20 14`.
struct Die<'a>(&'a Rolled);

impl fmt::Display for Die<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "d{} {}", self.0.sides, self.0.face)
    }
}

/// Dice as a line shows them: `d10 3, d10 8`.
struct Dice<'a>(&'a [Rolled]);

impl fmt::Display for Dice<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_list(f, ", ", self.0, |f, die| write!(f, "{}", Die(die)))
    }
}

/// Changes as a line shows them, the Critical Damage Save with its dice:
/// `HP 6 -> 0, 2 STR damage, STR 14 -> 12, Critical Damage Save on STR 12
/// (d20 5): unharmed`.
struct Changes<'a> {
    changes: &'a [Change],
    critical: &'a [Rolled],
}

impl fmt::Display for Changes<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use osr_health::block_dodge_parry::Event as Body;
        for (i, change) in self.changes.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            match change {
                Change::Body {
                    change:
                        Body::CriticalDamageSave {
                            ability,
                            score,
                            critical,
                        },
                } if !self.critical.is_empty() => write!(
                    f,
                    "Critical Damage Save on {ability} {score} ({}): {critical}",
                    Dice(self.critical)
                )?,
                Change::Body {
                    change: Body::WoundTaken { wound },
                } => write!(f, "{wound} (a slot)")?,
                other => write!(f, "{other}")?,
            }
        }
        Ok(())
    }
}

fn changes<'a>(changes: &'a [Change]) -> Changes<'a> {
    Changes {
        changes,
        critical: &[],
    }
}

fn names(f: &mut fmt::Formatter<'_>, names: &[Name]) -> fmt::Result {
    let count = names.len();
    for (i, name) in names.iter().enumerate() {
        if i > 0 {
            f.write_str(if i + 1 == count { " and " } else { ", " })?;
        }
        write!(f, "{name}")?;
    }
    Ok(())
}

/// `: changes`, or nothing when there are none.
fn then(f: &mut fmt::Formatter<'_>, list: &Changes<'_>) -> fmt::Result {
    if list.changes.is_empty() {
        Ok(())
    } else {
        write!(f, ": {list}")
    }
}

impl fmt::Display for Event {
    #[allow(clippy::too_many_lines)]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Walked {
                day,
                toward,
                arrived,
                site,
            } => match (toward, arrived) {
                (Goal::Site, false) => write!(f, "day {day}: a day's walk toward {site}"),
                (Goal::Site, true) => {
                    write!(f, "day {day}: a day's walk; the party reaches {site}")
                }
                (Goal::Home, false) => write!(f, "day {day}: a day's walk toward home"),
                (Goal::Home, true) => write!(f, "day {day}: a day's walk; the party is home"),
            },
            Self::Camped { day, camp, food } => {
                write!(f, "night {day}: {camp}; {food}")
            }
            Self::Ate {
                member,
                food,
                from,
                save,
                wil,
                kept,
                changes: list,
            } => {
                write!(f, "{member} eats {food}")?;
                if let Some(from) = from.as_ref().filter(|from| *from != member) {
                    write!(f, " from {from}'s pack")?;
                }
                if *food == Food::Rations {
                    f.write_str(" (a slot freed)")?;
                }
                if !save.is_empty() {
                    write!(f, "; WIL save {wil}, {}", Dice(save))?;
                    f.write_str(if *kept {
                        ": it stays down"
                    } else {
                        ": it comes back up, no meal today"
                    })?;
                }
                then(f, &changes(list))
            }
            Self::NoRations { member } => {
                write!(f, "{member} finds no rations left: no meal tonight")
            }
            Self::Slept {
                member,
                restored,
                changes: list,
            } => {
                write!(f, "{member} sleeps")?;
                if let Some(ability) = restored {
                    write!(f, " (a point of {ability} back)")?;
                }
                if list.is_empty() {
                    f.write_str("; nothing changes")
                } else {
                    then(f, &changes(list))
                }
            }
            Self::CameTo { member } => write!(f, "{member} comes to"),
            Self::DayEnded { day } => write!(f, "day {day} ends"),
            Self::Hungry {
                member,
                changes: list,
            } => {
                write!(f, "{member} has had no meal today")?;
                then(f, &changes(list))
            }
            Self::Deprivation {
                member,
                days,
                changes: list,
            } => {
                write!(f, "{member} has been deprived {days} days: a Fatigue")?;
                if list.is_empty() {
                    f.write_str(", but every slot is full")
                } else {
                    then(f, &changes(list))
                }
            }
            Self::TorchLit { die, left } => {
                write!(f, "a torch is lit ({die}); {left} left")
            }
            Self::TorchBurned { before, die, after } => {
                write!(f, "the torch's {before} rolls {}: {after}", die.face)?;
                if after.is_empty() {
                    f.write_str(", burnt out")
                } else {
                    f.write_str(" left")
                }
            }
            Self::TorchOut => f.write_str("the torch goes out"),
            Self::Dropped { member, gear } => {
                write!(f, "{member} drops the used-up {gear}, freeing its slot")
            }
            Self::Entered { turn, room } => write!(f, "turn {turn}: {room}"),
            Self::Saved {
                member,
                ability,
                score,
                dice,
                passed,
            } => write!(
                f,
                "{member}: {ability} save {score}, {}: {}",
                Dice(dice),
                if *passed { "passed" } else { "failed" }
            ),
            Self::Fell {
                member,
                floors,
                dice,
                changes: list,
                critical,
            } => {
                let s = if *floors == 1 { "" } else { "s" };
                write!(f, "{member} falls {floors} floor{s}, {}", Dice(dice))?;
                then(
                    f,
                    &Changes {
                        changes: list,
                        critical,
                    },
                )
            }
            Self::Met { foes } => {
                names(f, foes)?;
                f.write_str(if foes.len() == 1 {
                    " is here"
                } else {
                    " are here"
                })
            }
            Self::Surprised { side, names: who } => {
                names(f, who)?;
                let verb = if who.len() == 1 { "is" } else { "are" };
                match side {
                    Side::Party => write!(
                        f,
                        " {verb} caught unawares: the party loses the first exchange"
                    ),
                    Side::Foes => {
                        write!(f, " {verb} caught unawares: they lose the first exchange")
                    }
                }
            }
            Self::Exchange { number } => write!(f, "exchange {number}"),
            Self::Struck {
                attacker,
                target,
                weapon,
                die,
                changes: list,
                critical,
            } => {
                write!(
                    f,
                    "{attacker} strikes {target} with the {weapon}, {}",
                    Die(die)
                )?;
                if list.is_empty() {
                    f.write_str(": no harm")
                } else {
                    then(
                        f,
                        &Changes {
                            changes: list,
                            critical,
                        },
                    )
                }
            }
            Self::Blocked {
                member,
                attacker,
                changes: list,
            } => {
                write!(f, "{member} blocks {attacker}'s blow for a Fatigue")?;
                then(f, &changes(list))
            }
            Self::Down { who, critical } => write!(f, "{who} is down: {critical}"),
            Self::Fought { outcome, exchanges } => {
                let s = if *exchanges == 1 { "" } else { "s" };
                write!(
                    f,
                    "after {exchanges} exchange{s}, {}",
                    match outcome {
                        Outcome::Won => "the foes are down",
                        Outcome::FoesFled => "the foes still standing flee",
                        Outcome::PartyDown => "nobody of the party can fight on; the foes leave",
                        Outcome::PartyFled => "the party flees",
                    }
                )
            }
            Self::Breath {
                member,
                hp,
                waterskin,
                die,
                after,
            } => write!(
                f,
                "{member} catches a breath: HP {} -> {}; the waterskin's {waterskin} rolls {}: {after} left",
                hp.0, hp.1, die.face
            ),
            Self::NoBreath { member, reason } => write!(
                f,
                "{member} cannot catch a breath: {}",
                match reason {
                    NoBreath::NoWater => "the waterskin is empty",
                    NoBreath::Deprived => "deprived, nothing comes back",
                    NoBreath::SlotsFull => "every slot is full",
                }
            ),
            Self::Found { treasure, slots } => {
                write!(f, "the party finds the {treasure} ({slots} slots)")
            }
            Self::Took {
                member,
                treasure,
                slots,
                free,
                changes: list,
            } => {
                write!(
                    f,
                    "{member} carries the {treasure} ({slots} slots), {free} slots free"
                )?;
                then(f, &changes(list))
            }
            Self::NoRoom { treasure, slots } => write!(
                f,
                "nobody standing has {slots} slots free: the {treasure} stays"
            ),
            Self::Left { site } => write!(f, "the party leaves {site}"),
            Self::Treated {
                member,
                care,
                dice,
                changes: list,
            } => {
                write!(f, "{member}: {care}")?;
                if dice.is_empty() {
                    f.write_str(", deprived: nothing comes back")?;
                } else {
                    write!(f, ", {}", Dice(dice))?;
                }
                then(f, &changes(list))
            }
            Self::Home { treasure, value } => {
                if treasure.is_empty() {
                    f.write_str("the party brings no treasure home")
                } else {
                    f.write_str("the party brings home the ")?;
                    names(f, treasure)?;
                    write!(f, ", worth {value} coins to the referee")
                }
            }
            Self::Ended { ending } => write!(f, "the expedition is over: the party {ending}"),
        }
    }
}
