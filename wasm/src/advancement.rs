//! Advancement: experience, levels, improvement rolls, mojo, study.

use crate::operation::declare_operations;

declare_operations! {}
