//! What every system's lines share in writing them.

use core::fmt;

/// `one` for a count of one, else `many`: "1 round", "2 rounds".
pub(crate) fn plural<N: PartialEq + From<u8>>(
    n: N,
    one: &'static str,
    many: &'static str,
) -> &'static str {
    if n == N::from(1) { one } else { many }
}

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
