//! Murdham: a whole expedition by its rules.
