//! The 3d6 Constitution fight of the fight example.

use crate::Options;

/// Appends this system's fight to `out`.
pub(crate) fn run(options: &Options, out: &mut String) -> Result<(), String> {
    let _ = (options, out);
    Err("this system's fight is not in the example yet".to_owned())
}
