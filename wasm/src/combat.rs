//! Combat: a fight step by step, simulated fights and exact fight odds.

use crate::operation::declare_operations;

declare_operations! {}
