//! 3d6 Constitution: a whole expedition by its rules.
