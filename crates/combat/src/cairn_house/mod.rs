//! Cairn House Rules: DEX-save initiative and the phase order, attacks that always hit, DR, morale and the fight.
