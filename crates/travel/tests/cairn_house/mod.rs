//! Cairn House Rules: the dungeon turn, doors, traps, watches and the
//! wilderness, against the rules' numbers and the catalog's worked
//! examples D4 and D5.

mod delve;
mod examples;
mod replay;
mod wilderness;
