//! Cairn House Rules' magic: casting and the spell list.

mod casting;
mod spells;
