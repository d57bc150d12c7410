//! Lists keyed by a name: each key once.

/// The first key that two of `items` share (`key` gives an entry's, as
/// text), or `None` when every key is listed once: the one check behind
/// every keyed list the osr crates read (a party's names, a price list's
/// items, a sheet's fields), each crate naming the list in its own error.
/// The lists are short (their limits are tens of entries), so each entry
/// is compared with those before it.
///
/// # Examples
///
/// ```
/// let party = [("Ash", 4), ("Briar", 6), ("Ash", 3)];
/// assert_eq!(osr_core::repeated_key(&party, |m| m.0), Some("Ash"));
/// assert_eq!(osr_core::repeated_key(&party[..2], |m| m.0), None);
/// ```
pub fn repeated_key<'a, T>(items: &'a [T], key: impl Fn(&'a T) -> &'a str) -> Option<&'a str> {
    items.iter().enumerate().find_map(|(i, item)| {
        let name = key(item);
        items[..i]
            .iter()
            .any(|other| key(other) == name)
            .then_some(name)
    })
}
