//! Tests of `osr_combat::gods_and_monsters`: every rule with the seed's
//! own numbers, the yeti fight step by step, the fight's replay, and the
//! simulation against the fight.

mod duel_odds;
mod fight;
mod mass;
mod rules;
mod simulate;
mod special;
mod yeti;
