//! Health: hit points, wounds, dying, rest and healing, hazards, with exact odds.

use crate::operation::declare_operations;

declare_operations! {}
