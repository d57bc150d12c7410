//! Magic: spell slots, skill percentages, rituals, research, spellbooks and scrolls.

use crate::operation::declare_operations;

declare_operations! {}
