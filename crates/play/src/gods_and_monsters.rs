//! Gods & Monsters: a whole expedition by its rules.
