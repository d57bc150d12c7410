//! What happens on a Cairn House Rules expedition, one line each.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use osr_check::cairn_house::{Ability, Disposition};
use osr_combat::cairn_house::{DefenderChoice, Ending as FightEnding, Event as FightEvent, Flight};
use osr_health::cairn_house::Event as HealthEvent;
use osr_sheet::cairn_house::Item;
use osr_travel::cairn_house::{DungeonAction, DungeonEvent};

use crate::text::{plural, write_list};
use crate::{Ending, Name};

/// A watch's action, as the chronicle heads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseWatchKind"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum WatchKind {
    /// A watch of travel.
    Travel,
    /// A watch of rest without moving.
    Rest,
    /// A watch of camp: rations and a long rest.
    Camp,
}

/// A roll on the Wilderness Event table, by its row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseWildRow"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum WildRow {
    /// 1: an encounter.
    Encounter,
    /// 2: a clue of the next encounter.
    Clue,
    /// 3: the encumbered rest the next watch.
    Exhaustion,
    /// 4: the weather changes.
    Weather,
    /// 5-6: nothing happens.
    Free,
}

/// A fighter of a fight by name, with the fight's own event.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseFightLine"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct FightLine {
    /// The fighter the event is about (the actor), when there is one.
    pub who: Option<Name>,
    /// The other fighter, when there is one (a target).
    pub whom: Option<Name>,
    /// osr-combat's event, with its dice.
    pub event: FightEvent,
}

/// What happened on the expedition, in order, with every die rolled; its
/// `Display` is the line a table reads, members and monsters by name.
///
/// With the `serde` feature each is an object tagged `{"event": ...}`.
///
/// # Examples
///
/// ```
/// use osr_play::Name;
/// use osr_play::cairn_house::Event;
///
/// let ate = Event::Ate { member: Name::new("Ash")?, rations_left: 1 };
/// assert_eq!(ate.to_string(), "Ash eats a day's rations (1 ration left unpacked)");
/// # Ok::<(), osr_play::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseExpeditionEvent"))]
#[cfg_attr(
    feature = "serde",
    serde(
        tag = "event",
        rename_all = "snake_case",
        rename_all_fields = "snake_case",
        deny_unknown_fields
    )
)]
#[non_exhaustive]
pub enum Event {
    /// Something bought.
    Bought {
        /// The buyer.
        member: Name,
        /// What.
        item: Item,
        /// Its price in coins.
        cost: u32,
        /// The coins left.
        coins_left: u32,
    },
    /// Something the member could not afford.
    CannotAfford {
        /// The would-be buyer.
        member: Name,
        /// What.
        item: Item,
        /// Its price in coins.
        cost: u32,
        /// The coins the member has.
        coins: u32,
    },
    /// The party sets out on a road.
    SetOut {
        /// Where to: the site (`false`) or home (`true`).
        home: bool,
        /// The miles to walk.
        miles: u32,
    },
    /// A watch begins.
    Watch {
        /// The day, from 1.
        day: u64,
        /// The watch of the day, 1 to 3.
        watch: u32,
        /// Whether it is a night watch.
        night: bool,
        /// What the party does with it.
        kind: WatchKind,
    },
    /// Miles walked in a watch: 2d6, halved while anyone is encumbered.
    Travelled {
        /// The two d6.
        dice: [u32; 2],
        /// Whether the distance was halved.
        halved: bool,
        /// The miles covered.
        miles: u32,
        /// The miles walked on this road so far.
        walked: u32,
        /// The miles of this road.
        goal: u32,
    },
    /// The Wilderness Event die.
    WildEventRolled {
        /// The d6.
        face: u32,
        /// Its row.
        row: WildRow,
    },
    /// The weather die: 1-3 one step worse, 4-6 one step better.
    Weather {
        /// The d6.
        face: u32,
        /// Whether it gets better.
        better: bool,
    },
    /// The Dungeon Event die.
    DungeonEventRolled {
        /// The d6.
        face: u32,
        /// Its row.
        row: DungeonEvent,
    },
    /// A clue of the next encounter, rolled now.
    Clue {
        /// The monsters to come.
        monsters: String,
        /// The table's dice.
        dice: Vec<u32>,
    },
    /// An encounter.
    Encounter {
        /// The monsters met.
        monsters: String,
        /// The table's dice (none when a clue rolled it already).
        dice: Vec<u32>,
    },
    /// Exhaustion: the encumbered must rest the next watch or turn.
    RestOwed,
    /// The rest exhaustion called for, taken.
    RestTaken,
    /// The dungeon changes nearby.
    LocalityChanged,
    /// A member eats a day's rations at camp.
    Ate {
        /// Who.
        member: Name,
        /// The rations left unpacked.
        rations_left: u32,
    },
    /// A member's long rest: all HP, no fatigue, and a d6 back to the
    /// ability furthest below its maximum.
    LongRest {
        /// Who.
        member: Name,
        /// The ability the d6 goes to.
        ability: Ability,
        /// The d6.
        face: u32,
    },
    /// A member has nothing to eat at camp.
    Hungry {
        /// Who.
        member: Name,
    },
    /// The porter opens a supply unit of food: a week's food, 7 rations.
    FoodUnpacked {
        /// The carrier.
        carrier: Name,
        /// Supply units still carried.
        units_left: u32,
    },
    /// A change to a member's health, as osr-health says it.
    Health {
        /// Who.
        member: Name,
        /// What changed (with its die, for a long rest).
        change: HealthEvent,
    },
    /// The party reaches the site.
    Arrived {
        /// The miles walked.
        miles: u32,
    },
    /// A delve's worth of supplies unpacked at the site: torches lit.
    Lit {
        /// The carrier.
        carrier: Name,
        /// Supply units still carried.
        units_left: u32,
    },
    /// No delve supplies left: the site is dark, no short rest in it.
    Dark,
    /// A dungeon turn begins.
    Turn {
        /// The turn, from 1.
        turn: u64,
        /// The action.
        action: DungeonAction,
    },
    /// A member tries to burst the stuck door: a STR save.
    ForcedDoor {
        /// Who.
        member: Name,
        /// STR.
        target: i32,
        /// The d20.
        face: u32,
        /// Whether it opened.
        opened: bool,
    },
    /// A search of the room beyond the door turns up the treasure.
    Found {
        /// The treasure.
        treasure: String,
        /// Its treasure units.
        units: u32,
    },
    /// A search turns up nothing.
    NothingFound,
    /// A member takes up treasure (it counts on their load).
    Carries {
        /// Who.
        member: Name,
        /// The treasure.
        treasure: String,
    },
    /// Nobody can carry the treasure: it stays behind.
    LeftBehind {
        /// The treasure.
        treasure: String,
    },
    /// The party leaves the site; the time inside is on the clock.
    LeftSite {
        /// Turns spent inside.
        turns: u64,
        /// Watches that took.
        watches: u32,
    },
    /// Monsters behind the door the party opened.
    Behind {
        /// The monsters.
        monsters: String,
    },
    /// The reaction roll for monsters whose disposition is unknown.
    Reaction {
        /// The monsters.
        monsters: String,
        /// The two d6.
        dice: [u32; 2],
        /// The modifier (Gruesome Scars: -1).
        modifier: i32,
        /// The disposition read.
        disposition: Disposition,
    },
    /// Undead: always hostile, no roll.
    Undead {
        /// The monsters.
        monsters: String,
    },
    /// A meeting that ends without a fight.
    Parley {
        /// The monsters.
        monsters: String,
    },
    /// The monsters are surprised: they lose the first round.
    Surprised {
        /// The monsters.
        monsters: String,
    },
    /// A fight begins.
    FightBegan {
        /// The party's fighters with their HP as they enter.
        fighters: Vec<(Name, u32)>,
        /// The foes.
        foes: Vec<Name>,
    },
    /// A step of a fight.
    Fight {
        /// The step, fighters by name.
        line: FightLine,
    },
    /// A surprised fighter loses its turn.
    LostTurn {
        /// Who.
        who: Name,
    },
    /// Nobody won after the most rounds: both sides break off.
    BrokeOff {
        /// Rounds fought.
        rounds: u32,
    },
    /// The treasure passes to another member.
    TreasurePassed {
        /// The new carrier.
        member: Name,
    },
    /// The party turns back before reaching the site.
    TurnedBack,
    /// The fight is lost, or no adventurer can go on: the survivors make
    /// their way home.
    Routed,
    /// The party is home.
    Home,
    /// The treasure sold in town.
    Sold {
        /// The treasure.
        treasure: String,
        /// Coins.
        coins: u32,
    },
    /// The porter's pay.
    Paid {
        /// The porter.
        member: Name,
        /// Days out.
        days: u32,
        /// Pay owed: 10 coins a day.
        owed: u32,
        /// Paid from the treasure.
        paid: u32,
    },
    /// A member's share of the treasure.
    Share {
        /// Who.
        member: Name,
        /// The share.
        coins: u32,
        /// Coins in all.
        total: u32,
    },
    /// Supplies left over, put down at home.
    PutDown {
        /// The carrier.
        member: Name,
        /// Supply units.
        units: u32,
    },
    /// The expedition is over.
    Ended {
        /// How.
        ending: Ending,
    },
}

fn dice_list(f: &mut fmt::Formatter<'_>, dice: &[u32]) -> fmt::Result {
    write_list(f, ", ", dice, |f, d| write!(f, "d6 {d}"))
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
                "{member} buys {} for {cost} coins: {coins_left} left",
                item.name()
            ),
            Self::CannotAfford {
                member,
                item,
                cost,
                coins,
            } => write!(
                f,
                "{member} cannot afford {} ({cost} coins, has {coins})",
                item.name()
            ),
            Self::SetOut { home, miles } => write!(
                f,
                "the party sets out {}, {miles} miles",
                if *home { "for home" } else { "for the site" }
            ),
            Self::Watch {
                day,
                watch,
                night,
                kind,
            } => write!(
                f,
                "day {day}, watch {watch} ({}): {}",
                if *night { "night" } else { "daylight" },
                match kind {
                    WatchKind::Travel => "travel",
                    WatchKind::Rest => "rest without moving",
                    WatchKind::Camp => "make camp",
                }
            ),
            Self::Travelled {
                dice,
                halved,
                miles,
                walked,
                goal,
            } => {
                write!(f, "travel 2d6 {} + {}", dice[0], dice[1])?;
                if *halved {
                    f.write_str(", halved: the party carries a load")?;
                }
                write!(
                    f,
                    ": {miles} {} ({walked} of {goal})",
                    plural(*miles, "mile", "miles")
                )
            }
            Self::WildEventRolled { face, row } => write!(
                f,
                "wilderness event d6 {face}: {}",
                match row {
                    WildRow::Encounter => "an encounter",
                    WildRow::Clue => "a clue of the next encounter",
                    WildRow::Exhaustion => "exhaustion",
                    WildRow::Weather => "the weather changes",
                    WildRow::Free => "nothing happens",
                }
            ),
            Self::Weather { face, better } => write!(
                f,
                "weather d6 {face}: one step {}",
                if *better { "better" } else { "worse" }
            ),
            Self::DungeonEventRolled { face, row } => write!(
                f,
                "dungeon event d6 {face}: {}",
                match row {
                    DungeonEvent::Encounter => "an encounter",
                    DungeonEvent::Clue => "a clue of the next encounter",
                    DungeonEvent::Exhaustion => "exhaustion",
                    DungeonEvent::Locality => "the dungeon changes nearby",
                    DungeonEvent::Free => "nothing happens",
                }
            ),
            Self::Clue { monsters, dice } => {
                write!(f, "a sound, a smell, a track: {monsters} ahead (")?;
                dice_list(f, dice)?;
                f.write_str(")")
            }
            Self::Encounter { monsters, dice } => {
                write!(f, "encounter: {monsters}")?;
                if dice.is_empty() {
                    f.write_str(", as the clue foretold")
                } else {
                    f.write_str(" (")?;
                    dice_list(f, dice)?;
                    f.write_str(")")
                }
            }
            Self::RestOwed => f.write_str("the encumbered must rest next, without moving"),
            Self::RestTaken => f.write_str("the party waits while the encumbered rest"),
            Self::LocalityChanged => f.write_str("something nearby changes"),
            Self::Ate {
                member,
                rations_left,
            } => write!(
                f,
                "{member} eats a day's rations ({rations_left} {} left unpacked)",
                plural(*rations_left, "ration", "rations")
            ),
            Self::LongRest {
                member,
                ability,
                face,
            } => write!(
                f,
                "{member} takes a long rest: all HP, no fatigue, d6 {face} back to {}",
                match ability {
                    Ability::Str => "STR",
                    Ability::Dex => "DEX",
                    Ability::Wil => "WIL",
                }
            ),
            Self::Hungry { member } => {
                write!(f, "{member} has no rations: no HP back until a long rest")
            }
            Self::FoodUnpacked {
                carrier,
                units_left,
            } => write!(
                f,
                "{carrier} unpacks a supply unit of food, 7 rations ({units_left} {} left)",
                plural(*units_left, "supply unit", "supply units")
            ),
            Self::Health { member, change } => write!(f, "{member}: {change}"),
            Self::Arrived { miles } => write!(f, "the party reaches the site after {miles} miles"),
            Self::Lit {
                carrier,
                units_left,
            } => write!(
                f,
                "{carrier} unpacks a delve's worth of supplies, torches lit ({units_left} {} left)",
                plural(*units_left, "supply unit", "supply units")
            ),
            Self::Dark => f.write_str("no delve supplies left: the party goes in the dark"),
            Self::Turn { turn, action } => write!(f, "turn {turn}: {action}"),
            Self::ForcedDoor {
                member,
                target,
                face,
                opened,
            } => write!(
                f,
                "{member} bursts the stuck door, STR save {target}: d20 {face}, {}",
                if *opened {
                    "it opens"
                } else {
                    "it holds, and whatever is beyond is warned"
                }
            ),
            Self::Found { treasure, units } => write!(
                f,
                "the search turns up {treasure} ({units} treasure unit{})",
                if *units == 1 { "" } else { "s" }
            ),
            Self::NothingFound => f.write_str("the search turns up nothing"),
            Self::Carries { member, treasure } => {
                write!(f, "{member} takes up {treasure}: it counts on the load")
            }
            Self::LeftBehind { treasure } => {
                write!(f, "nobody can carry {treasure}: it stays behind")
            }
            Self::LeftSite { turns, watches } => write!(
                f,
                "the party leaves the site after {turns} turns: {watches} watch{} gone",
                if *watches == 1 { "" } else { "es" }
            ),
            Self::Reaction {
                monsters,
                dice,
                modifier,
                disposition,
            } => {
                write!(
                    f,
                    "reaction of the {monsters}: 2d6 {} + {}",
                    dice[0], dice[1]
                )?;
                if *modifier != 0 {
                    write!(f, " {modifier:+}")?;
                }
                write!(f, ": {disposition}")
            }
            Self::Behind { monsters } => write!(f, "behind the door: {monsters}"),
            Self::Undead { monsters } => {
                write!(f, "{monsters}: undead, always hostile, no reaction roll")
            }
            Self::Parley { monsters } => {
                write!(f, "{monsters}: no fight, they let the party pass")
            }
            Self::Surprised { monsters } => {
                write!(
                    f,
                    "{monsters}: taken by surprise, they lose the first round"
                )
            }
            Self::FightBegan { fighters, foes } => {
                f.write_str("fight: ")?;
                write_list(f, ", ", fighters, |f, (name, hp)| {
                    write!(f, "{name} (HP {hp})")
                })?;
                f.write_str(" against ")?;
                write_list(f, ", ", foes, |f, name| write!(f, "{name}"))
            }
            Self::Fight { line } => line.fmt(f),
            Self::LostTurn { who } => write!(f, "  {who} is surprised and does nothing"),
            Self::BrokeOff { rounds } => {
                write!(f, "nobody wins after {rounds} rounds: both sides break off")
            }
            Self::TreasurePassed { member } => write!(f, "{member} takes up the treasure"),
            Self::TurnedBack => f.write_str("the party turns back"),
            Self::Routed => f.write_str("beaten: the survivors make their way home"),
            Self::Home => f.write_str("the party is home: a week in town"),
            Self::Sold { treasure, coins } => write!(f, "{treasure} sold for {coins} coins"),
            Self::Paid {
                member,
                days,
                owed,
                paid,
            } => write!(
                f,
                "{member}: {days} days at 10 coins, owed {owed}, paid {paid} from the treasure"
            ),
            Self::Share {
                member,
                coins,
                total,
            } => write!(f, "{member}: a share of {coins} coins, {total} in all"),
            Self::PutDown { member, units } => {
                write!(
                    f,
                    "{member} puts down {units} {} left over",
                    plural(*units, "supply unit", "supply units")
                )
            }
            Self::Ended { ending } => write!(f, "the party {ending}"),
        }
    }
}

impl fmt::Display for FightLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let who = self.who.as_ref().map_or("someone", Name::as_str);
        let whom = self.whom.as_ref().map_or(who, Name::as_str);
        let passed = |p: bool| if p { "passed" } else { "failed" };
        f.write_str("  ")?;
        match self.event {
            FightEvent::InitiativeRolled {
                target,
                face,
                passed,
                ..
            } => write!(
                f,
                "{who} saves DEX {target} for the initiative: d20 {face}, acts {} the foes",
                if passed { "before" } else { "after" }
            ),
            FightEvent::InitiativeGiven { .. } => write!(f, "{who}'s initiative is set by a spell"),
            FightEvent::PhaseBegan { round, phase } => write!(f, "round {round}, {phase}"),
            FightEvent::Passed { .. } => write!(f, "{who} does nothing"),
            FightEvent::CastingBegan { .. } => write!(f, "{who} begins casting"),
            FightEvent::SpellTookEffect { .. } => write!(f, "{who}'s spell takes effect"),
            FightEvent::CastingSave {
                target,
                face,
                passed: p,
                ..
            } => write!(
                f,
                "{who} saves WIL {target} to keep the spell: d20 {face}, {}",
                passed(p)
            ),
            FightEvent::SpellLost { .. } => write!(f, "{who}'s spell is lost"),
            FightEvent::Attacked {
                sides,
                face,
                dr,
                damage,
                free,
                ..
            } => write!(
                f,
                "{who} {}hits {whom}: d{sides} {face} - DR {dr} = {damage} damage",
                if free { "gets a free attack and " } else { "" }
            ),
            FightEvent::SpellDamageRolled {
                total, dr, damage, ..
            } => write!(
                f,
                "{who}'s spell hits {whom}: {total} - DR {dr} = {damage} damage"
            ),
            FightEvent::DefenderChose { choice, .. } => write!(
                f,
                "{who} {}",
                match choice {
                    DefenderChoice::TakeDamage => "takes the damage",
                    DefenderChoice::AcceptManeuver => "suffers the maneuver",
                }
            ),
            FightEvent::Health { change, .. } => write!(f, "{who}: {change}"),
            FightEvent::Charged { .. } => write!(f, "{who} charges {whom}"),
            FightEvent::Approached { .. } => write!(f, "{who} closes with {whom}"),
            FightEvent::Withdrew { half, .. } => write!(
                f,
                "{who} withdraws{}",
                if half { " with half a move" } else { "" }
            ),
            FightEvent::FleeAttempted { face, flight, .. } => match (face, flight) {
                (_, Flight::NowhereToRun) => write!(f, "{who} has nowhere safe to run"),
                (Some(face), Flight::Escaped) => write!(f, "{who} flees: d20 {face}, escapes"),
                (Some(face), _) => write!(f, "{who} tries to flee: d20 {face}, caught"),
                (None, _) => write!(f, "{who} tries to flee and is caught"),
            },
            FightEvent::MoraleChecked {
                trigger,
                target,
                face,
                passed,
            } => write!(
                f,
                "morale of the foes ({trigger}): WIL {target}, d20 {face}, {}",
                if passed { "they stand" } else { "they flee" }
            ),
            FightEvent::OutOfFight { reason, .. } => {
                write!(f, "{who} is out of the fight: {reason}")
            }
            FightEvent::RoundEnded { round } => write!(f, "round {round} ends"),
            FightEvent::FightEnded { ending } => match ending {
                FightEnding::Won { winner, round } => write!(
                    f,
                    "{} win in round {round}",
                    match winner {
                        osr_combat::Side::Party => "the party's fighters",
                        osr_combat::Side::Foes => "the foes",
                    }
                ),
                FightEnding::Undecided { round } => write!(f, "nobody wins after {round} rounds"),
            },
            _ => write!(f, "{who} acts"),
        }
    }
}
