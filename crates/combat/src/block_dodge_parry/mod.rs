//! Block, Dodge, Parry: its combat rules (which damage hits HP first, fatigue from defending).
