//! Cairn House Rules: DEX-save initiative and the phase order, attacks that always hit, DR, morale and the fight.

mod duel;

pub use self::duel::{
    AttackStep, DUEL_MAX_DR, DUEL_MAX_EXCHANGES, DUEL_MAX_HP, Duel, DuelEnding, DuelRecord,
    DuelResult, Duelist, Out, Strike,
};
