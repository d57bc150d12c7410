//! Load: stones, units, slots and bulk.

use crate::operation::declare_operations;

declare_operations! {}
