//! Gods & Monsters: the rules of the `health` catalog rows, each tested
//! with the seed's own numbers, exact odds against brute-force models and
//! sampling, and the yeti fight's damage step by step.

mod ailment;
mod dying;
mod falling;
mod hazards;
mod laws;
mod rest;
mod vitals;
mod yeti;
