//! Cairn House Rules: a whole expedition by its rules.
