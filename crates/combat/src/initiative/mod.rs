//! The initiative house rules a referee may choose instead of a system's
//! own: side or individual initiative on a d6, kept for the whole fight or
//! rolled again each round, with declarations before the roll if wanted.
//!
//! [`Initiative`] is a state machine a virtual tabletop drives with
//! [`Command`]s and asks "who acts next, and at what count"
//! ([`Initiative::next`], [`Initiative::order`]). Its rules, which trackers
//! often get wrong:
//!
//! - a round is every combatant acting exactly once, in the order rolled;
//! - initiative is rolled again only when a round ends, and only with
//!   [`Keep::EachRound`]; never after a turn;
//! - with side initiative every member of a side acts in its side's turn
//!   (in any order among themselves), and the side that rolled higher goes
//!   first, however many members each side has;
//! - declarations, when the rules ask for them, come before the roll each
//!   round: every combatant still in the fight declares first.
//!
//! | rule | API |
//! |---|---|
//! | side initiative: a d6 a side, higher first; ties re-rolled, simultaneous or the party's | [`Method::Side`], [`SideTies`], [`side_odds`] |
//! | individual initiative: a d6 each, higher first; ties by a policy | [`Method::Individual`], [`IndividualTies`] |
//! | kept for the fight or rolled each round | [`Keep`] |
//! | declarations before the roll | [`Rules::declarations`], [`Command::Declare`] |
//!
//! These are house rules, not rules of the five systems' books.

mod event;
mod roll;
mod setup;
mod state;

pub use self::event::{Event, Named};
pub use self::roll::{MAX_REROLLS, SideOrder, Slot, side_odds};
pub use self::setup::{Entrant, IndividualTies, Keep, Method, Rules, Setup, SideTies};
pub use self::state::{Command, Initiative, InitiativeState, Phase, Turn};
