//! Gods & Monsters: the round and its order, attack against defense, the situational modifiers, morale, mass combat and the fight.

pub mod mass;
pub mod special;
