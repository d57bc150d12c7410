//! Block, Dodge, Parry: a whole expedition by its rules.
