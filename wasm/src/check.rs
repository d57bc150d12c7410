//! Checks: each system's resolution procedures (saves, checks, contests, group rolls), rolled and with exact odds.

use crate::operation::declare_operations;

declare_operations! {}
