//! Character sheets: creation by the rules, validation, operations.

use crate::operation::declare_operations;

declare_operations! {}
