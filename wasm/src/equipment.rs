//! Equipment: each system's item catalog, prices and properties.

use crate::operation::declare_operations;

declare_operations! {}
