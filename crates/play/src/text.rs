//! What every system's lines share in writing them.

use core::fmt;

/// Writes `items` separated by `sep`, each written by `item`: the lists
/// of dice, fighters and changes the events' lines hold.
pub(crate) fn write_list<T>(
    f: &mut fmt::Formatter<'_>,
    sep: &str,
    items: impl IntoIterator<Item = T>,
    mut item: impl FnMut(&mut fmt::Formatter<'_>, T) -> fmt::Result,
) -> fmt::Result {
    for (i, x) in items.into_iter().enumerate() {
        if i > 0 {
            f.write_str(sep)?;
        }
        item(f, x)?;
    }
    Ok(())
}
