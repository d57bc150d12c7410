//! Murdham: encounter setup, awareness, approach, social actions in a fight, zones and speed.
