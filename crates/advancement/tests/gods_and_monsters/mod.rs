//! Gods & Monsters: experience, levels, mojo and study, with the seed's
//! numbers (Toromeen's above all).

mod level;
mod mojo;
mod study;
