//! The initiative house rules a referee may choose instead of a system's own: side or individual initiative on a d6, kept or re-rolled each round, declarations before the roll.
