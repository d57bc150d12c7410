//! 3d6 Constitution's magic: slots, skills, rituals, research, learning,
//! specialisations and blessings.

mod blessing;
mod learning;
mod prepare;
mod research;
mod scenarios;
mod slots;
