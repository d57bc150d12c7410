//! The messages of the errors Gods & Monsters sheets give.
