//! What happens on a Murdham expedition, as events with their lines.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use osr_combat::Side;
use osr_combat::murdham::{Intent, Resolution};
use osr_core::StepDie;
use osr_encumbrance::bulk::Bulk;
use osr_equipment::murdham::Tool;
use osr_health::murdham::HitBand;
use osr_sheet::murdham::Condition;
use osr_travel::murdham::Attitude;

use crate::{Ending, Name};

/// How a member got across the river.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamSwim"))]
#[cfg_attr(feature = "serde", serde(tag = "swim", rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Swim {
    /// Calm water and at most 2 bulk: across without a save.
    Across,
    /// The saves passed (AGI, and STR when encumbered).
    Made {
        /// The d20 of each save, AGI first.
        faces: Vec<u32>,
    },
    /// A save failed: drowning, pulled out by `rescuer` when someone got
    /// across.
    Drowning {
        /// The d20 of each save, AGI first.
        faces: Vec<u32>,
        /// Who pulled the swimmer out.
        rescuer: Option<Name>,
    },
}

/// Something that happened on the expedition, in order; its `Display` is
/// the line for players: members and foes by name, every die shown.
///
/// # Examples
///
/// ```
/// use osr_play::Name;
/// use osr_play::murdham::{Event, Swim};
///
/// let swam = Event::Swam {
///     name: Name::new("Cole")?,
///     swim: Swim::Drowning { faces: vec![12], rescuer: Some(Name::new("Dell")?) },
/// };
/// assert_eq!(swam.to_string(), "Cole swims the river laden, saves d20 12: starts drowning, pulled out by Dell");
/// # Ok::<(), osr_play::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "MurdhamExpeditionEvent"))]
#[cfg_attr(feature = "serde", serde(tag = "event", rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub enum Event {
    /// A member bought an item.
    Bought {
        /// The buyer.
        name: Name,
        /// The item.
        item: Tool,
        /// Its price.
        cost: u32,
        /// Coins left.
        coins: u32,
    },
    /// The party left town.
    Departed {
        /// Regions to the barrow.
        regions: u32,
    },
    /// A watch or a stretch ended: every player has acted.
    TimePassed {
        /// Watch or stretch.
        unit: osr_travel::Unit,
        /// How many have passed.
        now: u64,
    },
    /// A watch on the road.
    Travelled {
        /// The day, from 1.
        day: u64,
        /// The watch of the day, from 1.
        watch: u64,
        /// Regions a watch, as a fraction `[numerator, denominator]`.
        pace: [u32; 2],
        /// Whether someone with bushcraft leads.
        bushcraft: bool,
        /// The member whose load halves the pace, if any.
        slowed_by: Option<Name>,
        /// Regions crossed on this leg, `[numerator, denominator]`.
        crossed: [u32; 2],
        /// Regions on this leg.
        of: u32,
        /// Whether the party is on its way home.
        homeward: bool,
    },
    /// The referee's secret group WIT save to notice something hidden.
    Noticed {
        /// What was hidden ("the hidden barrow", "a spear trap").
        what: String,
        /// The d20.
        face: u32,
        /// Whether anyone noticed it.
        noticed: bool,
    },
    /// A watch searching the region: the barrow is found.
    SearchedRegion,
    /// The daily rest.
    Rested {
        /// The day, from 1.
        day: u64,
    },
    /// An addict took a dose.
    Dosed {
        /// The addict.
        name: Name,
        /// Doses left.
        left: u32,
    },
    /// Drug withdrawal at a rest.
    Withdrawal {
        /// The addict.
        name: Name,
        /// WIT lost.
        lost: u32,
        /// WIT now.
        wit: i32,
    },
    /// A member is now in a condition.
    Became {
        /// The member.
        name: Name,
        /// The condition.
        condition: Condition,
    },
    /// A member's condition ended.
    NoLonger {
        /// The member.
        name: Name,
        /// The condition.
        condition: Condition,
    },
    /// Strangers met on the road, and their attitude rolled (2d6 keep the
    /// higher for a peaceful company).
    Met {
        /// Who they are.
        what: Name,
        /// The two d6.
        faces: Vec<u32>,
        /// Their attitude.
        attitude: Attitude,
    },
    /// The barrow's dead rise in the burial chamber.
    DeadRise {
        /// Who they are.
        what: Name,
    },
    /// A side looked for the other (a group WIT save, or no save).
    Awareness {
        /// The side looking.
        side: Side,
        /// The other side, as a line says it.
        other: Name,
        /// The group save's d20, when one was rolled.
        face: Option<u32>,
        /// Whether it spotted the other.
        spotted: bool,
    },
    /// A side's intent.
    Intends {
        /// The side.
        side: Side,
        /// The other side, as a line says it.
        other: Name,
        /// Its intent.
        intent: Intent,
    },
    /// What came of the approach.
    Resolved {
        /// The other side, as a line says it.
        other: Name,
        /// The resolution.
        resolution: Resolution,
    },
    /// A round of a fight began.
    Round {
        /// The round, from 1.
        round: u32,
    },
    /// A fighter will not act in its next turn (taken by surprise,
    /// distracted).
    LosesTurn {
        /// The fighter.
        name: Name,
    },
    /// A fighter's turn went by unused.
    TurnLost {
        /// The fighter.
        name: Name,
    },
    /// An attack that missed.
    Missed {
        /// The attacker.
        attacker: Name,
        /// The target.
        target: Name,
    },
    /// An attack that landed, and its damage.
    Struck {
        /// The attacker.
        attacker: Name,
        /// The target.
        target: Name,
        /// The damage die.
        die: StepDie,
        /// Its faces (a die showing its highest rolls again).
        faces: Vec<u32>,
        /// The damage rolled.
        total: u32,
        /// The damage after armour.
        damage: u32,
        /// Health before.
        from: u32,
        /// Health after.
        to: u32,
        /// What the hit did.
        band: HitBand,
    },
    /// A fighter is out of the fight.
    Out {
        /// The fighter.
        name: Name,
        /// Why.
        band: HitBand,
    },
    /// Something else a fighter did (a social action, a move).
    Acted {
        /// The fighter.
        name: Name,
        /// What, in words.
        what: String,
    },
    /// The meeting is over.
    MeetingOver {
        /// The fight's winner, if it was a fight that someone won.
        winner: Option<Side>,
        /// Whether it was a fight.
        fight: bool,
    },
    /// A member climbed the shaft.
    Climbed {
        /// The climber.
        name: Name,
        /// Down or up.
        down: bool,
        /// The d20 of each save, AGI first (none on an easy climb).
        faces: Vec<u32>,
        /// Whether the climb held.
        held: bool,
    },
    /// A member fell or was hurt by the barrow (a fall, a trap).
    Hurt {
        /// The member.
        name: Name,
        /// What hurt them ("a fall of 4 m", "the spear trap").
        what: String,
        /// The d20 of the AGI save that cushions a fall.
        save: Option<u32>,
        /// The damage dice's faces.
        faces: Vec<u32>,
        /// Damage taken.
        damage: u32,
        /// Health after.
        health: u32,
    },
    /// The spear trap was noticed and did not go off.
    TrapAvoided,
    /// The grave goods found by searching the chamber.
    Found {
        /// Their value in coins.
        value: u32,
        /// Their bulk.
        bulk: Bulk,
    },
    /// A member took on a burden: the grave goods or a dying companion.
    Carries {
        /// The carrier.
        name: Name,
        /// What (the grave goods, or a companion's name).
        what: String,
        /// The carrier's load now.
        load: Bulk,
        /// Whether the load encumbers the carrier.
        encumbered: bool,
    },
    /// Nobody could carry a dying member, or the grave goods: left behind.
    LeftBehind {
        /// The dying member's name, or the grave goods.
        what: String,
    },
    /// A member swam the river.
    Swam {
        /// The swimmer.
        name: Name,
        /// How it went.
        swim: Swim,
    },
    /// Nobody got across the river: the party tries again next watch.
    RiverHeldBack,
    /// The party is home.
    Home,
    /// A watch looking for a buyer (a WIT save), and the sale.
    Sold {
        /// The seller.
        name: Name,
        /// The d20 of the WIT save.
        face: u32,
        /// Whether a full-price buyer was found.
        full: bool,
        /// The price.
        price: u32,
    },
    /// A member's share of the sale.
    Share {
        /// The member.
        name: Name,
        /// The share.
        share: u32,
        /// Coins now.
        coins: u32,
    },
    /// Nobody is left who can walk.
    Lost,
    /// The expedition is over.
    Ended {
        /// How it ended.
        ending: Ending,
    },
}

fn faces(f: &mut fmt::Formatter<'_>, list: &[u32]) -> fmt::Result {
    for (i, face) in list.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{face}")?;
    }
    Ok(())
}

fn fraction(f: &mut fmt::Formatter<'_>, [n, d]: [u32; 2]) -> fmt::Result {
    if d == 1 {
        write!(f, "{n}")
    } else {
        write!(f, "{n}/{d}")
    }
}

/// A condition in words, for players.
pub(super) fn condition(condition: Condition) -> &'static str {
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

fn intent(intent: Intent) -> &'static str {
    match intent {
        Intent::Fight => "fight",
        Intent::Parley => "talk",
        Intent::Hide => "hide",
        Intent::SneakAway => "sneak away",
    }
}

impl fmt::Display for Event {
    #[allow(clippy::too_many_lines)]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Bought {
                name,
                item,
                cost,
                coins,
            } => write!(
                f,
                "{name} buys {} for {cost} coins, {coins} left",
                item.name()
            ),
            Self::Departed { regions } => write!(
                f,
                "the party sets out off the path to the barrow, {regions} regions"
            ),
            Self::TimePassed { unit, now } => {
                write!(f, "every player has acted: {unit} {now} ends")
            }
            Self::Travelled {
                day,
                watch,
                pace,
                bushcraft,
                slowed_by,
                crossed,
                of,
                homeward,
            } => {
                write!(f, "day {day} watch {watch}: ")?;
                f.write_str(if *homeward { "homeward" } else { "outward" })?;
                f.write_str(if *bushcraft {
                    " off the path with bushcraft, "
                } else {
                    " off the path, "
                })?;
                fraction(f, *pace)?;
                f.write_str(if pace[0] > pace[1] {
                    " regions a watch"
                } else {
                    " region a watch"
                })?;
                if let Some(name) = slowed_by {
                    write!(f, " (halved: {name} is encumbered)")?;
                }
                f.write_str(", ")?;
                fraction(f, *crossed)?;
                write!(f, " of {of} crossed")
            }
            Self::Noticed {
                what,
                face,
                noticed,
            } => write!(
                f,
                "{what}: the referee's secret group WIT save, d20 {face}: {}",
                if *noticed { "noticed" } else { "missed" }
            ),
            Self::SearchedRegion => {
                f.write_str("a watch searching the region: the barrow is found")
            }
            Self::Rested { day } => write!(f, "day {day} watch 3: the daily rest"),
            Self::Dosed { name, left } => {
                write!(f, "{name} takes a dose ({left} left)")
            }
            Self::Withdrawal { name, lost, wit } => {
                write!(f, "{name} has no dose: withdrawal, WIT -{lost} = {wit}")
            }
            Self::Became { name, condition: c } => write!(f, "{name} is now {}", condition(*c)),
            Self::NoLonger { name, condition: c } => {
                write!(f, "{name} is no longer {}", condition(*c))
            }
            Self::Met {
                what,
                faces: list,
                attitude,
            } => {
                write!(f, "{what} met; attitude, 2d6 keep the higher ")?;
                faces(f, list)?;
                write!(f, ": {attitude} ({})", attitude.behaviour())
            }
            Self::DeadRise { what } => write!(f, "the burial chamber: {what} rise"),
            Self::Awareness {
                side: s,
                other,
                face,
                spotted,
            } => {
                let who = match s {
                    Side::Party => String::from("the party"),
                    Side::Foes => alloc::format!("{other}"),
                };
                let whom = match s {
                    Side::Party => alloc::format!("{other}"),
                    Side::Foes => String::from("the party"),
                };
                let verb = match (s, spotted) {
                    (Side::Party, true) => "spots",
                    (Side::Party, false) => "does not spot",
                    (Side::Foes, true) => "spot",
                    (Side::Foes, false) => "do not spot",
                };
                write!(f, "{who} {verb} {whom}")?;
                match face {
                    Some(face) => write!(f, " (group WIT save, d20 {face})"),
                    None => f.write_str(" (no save)"),
                }
            }
            Self::Intends {
                side: s,
                other,
                intent: i,
            } => match s {
                Side::Party => write!(f, "the party wants to {}", intent(*i)),
                Side::Foes => write!(f, "{other} want to {}", intent(*i)),
            },
            Self::Resolved { other, resolution } => match resolution {
                Resolution::Apart => f.write_str("no fight and no talk: the sides go their ways"),
                Resolution::Parley => f.write_str("a parley: the sides talk"),
                Resolution::Fight {
                    ambush: Some(Side::Party),
                } => write!(f, "a fight: the party attacks {other} by surprise"),
                Resolution::Fight {
                    ambush: Some(Side::Foes),
                } => write!(f, "a fight: {other} attack the party by surprise"),
                Resolution::Fight { ambush: None } => f.write_str("a fight breaks out"),
            },
            Self::Round { round } => write!(f, "round {round}"),
            Self::LosesTurn { name } => write!(f, "{name} will lose the next turn"),
            Self::TurnLost { name } => write!(f, "{name} loses the turn"),
            Self::Missed { attacker, target } => {
                write!(f, "{attacker} attacks {target} and misses")
            }
            Self::Struck {
                attacker,
                target,
                die,
                faces: list,
                total,
                damage,
                from,
                to,
                band,
            } => {
                write!(f, "{attacker} strikes {target}: {die} ")?;
                faces(f, list)?;
                write!(
                    f,
                    " = {total}, {damage} through armour, health {from} -> {to} ({band})"
                )
            }
            Self::Out { name, band } => write!(f, "{name} is out of the fight ({band})"),
            Self::Acted { name, what } => write!(f, "{name} {what}"),
            Self::MeetingOver { winner, fight } => match (fight, winner) {
                (false, _) => f.write_str("the meeting is over"),
                (true, Some(Side::Party)) => f.write_str("the fight is over: the party wins"),
                (true, Some(Side::Foes)) => f.write_str("the fight is over: the party is beaten"),
                (true, None) => f.write_str("the fight is over: the survivors break off"),
            },
            Self::Climbed {
                name,
                down,
                faces: list,
                held,
            } => {
                write!(
                    f,
                    "{name} climbs {} the shaft",
                    if *down { "down" } else { "up" }
                )?;
                match list.as_slice() {
                    [] => f.write_str(" without a save")?,
                    [agi] => write!(f, ", AGI save d20 {agi}")?,
                    [agi, str, ..] => {
                        write!(f, ", AGI save d20 {agi}, encumbered: STR save d20 {str}")?;
                    }
                }
                f.write_str(if *held { ": holds" } else { ": falls" })
            }
            Self::Hurt {
                name,
                what,
                save,
                faces: list,
                damage,
                health,
            } => {
                write!(f, "{name} is hurt by {what} (")?;
                if let Some(face) = save {
                    write!(f, "AGI save d20 {face} to cushion it, ")?;
                }
                f.write_str("damage dice ")?;
                faces(f, list)?;
                write!(f, "): {damage} damage, health {health}")
            }
            Self::TrapAvoided => f.write_str("the spear trap is noticed and does not go off"),
            Self::Found { value, bulk } => write!(
                f,
                "a stretch searching the chamber: grave goods under the bier, worth {value} coins, bulk {bulk}"
            ),
            Self::Carries {
                name,
                what,
                load,
                encumbered,
            } => write!(
                f,
                "{name} carries {what}: {load} bulk, {}",
                if *encumbered {
                    "encumbered"
                } else {
                    "unencumbered"
                }
            ),
            Self::LeftBehind { what } => {
                write!(f, "nobody can carry {what}: left behind")
            }
            Self::Swam { name, swim } => match swim {
                Swim::Across => write!(f, "{name} swims the calm river, no save needed"),
                Swim::Made { faces: list } => {
                    write!(f, "{name} swims the river laden, saves d20 ")?;
                    faces(f, list)?;
                    f.write_str(": across")
                }
                Swim::Drowning {
                    faces: list,
                    rescuer,
                } => {
                    write!(f, "{name} swims the river laden, saves d20 ")?;
                    faces(f, list)?;
                    f.write_str(": starts drowning")?;
                    match rescuer {
                        Some(r) => write!(f, ", pulled out by {r}"),
                        None => f.write_str(", and struggles back"),
                    }
                }
            },
            Self::RiverHeldBack => {
                f.write_str("nobody got across: the party tries the river again next watch")
            }
            Self::Home => f.write_str("the party is home"),
            Self::Sold {
                name,
                face,
                full,
                price,
            } => write!(
                f,
                "{name} spends a watch looking for a buyer, WIT save d20 {face}: {}, sold for {price} coins",
                if *full {
                    "one pays full value"
                } else {
                    "none found, a market merchant pays"
                }
            ),
            Self::Share { name, share, coins } => {
                write!(f, "{name} takes a share of {share} coins, {coins} in all")
            }
            Self::Lost => f.write_str("nobody is left who can walk: the party is lost"),
            Self::Ended { ending } => write!(f, "the expedition is over: the party {ending}"),
        }
    }
}
