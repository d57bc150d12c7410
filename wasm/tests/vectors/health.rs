//! Health: requests and refusals.

use crate::Case;

pub(crate) fn cases() -> Vec<Case> {
    Vec::new()
}
