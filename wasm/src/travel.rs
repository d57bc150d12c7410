//! Travel: the exploration clock, movement, weather, encounters, foraging.

use crate::operation::declare_operations;

declare_operations! {}
