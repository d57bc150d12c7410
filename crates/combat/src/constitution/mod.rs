//! 3d6 Constitution: initiative bouts, superior initiative, reactions, attacks against AC, morale and the fight.
