//! Event lines with the combatants named: one way for every system.
//!
//! A fight knows its combatants by ID only; a table knows them by name.
//! Each system's `Event` writes its line through `write(f, names)`, and
//! [`named_lines!`](crate::named_lines) gives it `Display` (every ID as
//! `#id`), `named` and the `Named` line that writes the names given.

use core::fmt;

/// A combatant as a line writes it: its name, or `#id` without one.
pub(crate) struct Who<'a>(pub(crate) u32, pub(crate) Option<&'a str>);

impl<'a> Who<'a> {
    /// Combatant `id` among `names`.
    pub(crate) fn of(id: u32, names: &[(u32, &'a str)]) -> Self {
        Self(id, names.iter().find(|(i, _)| *i == id).map(|(_, n)| *n))
    }
}

impl fmt::Display for Who<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.1 {
            Some(name) => f.write_str(name),
            None => write!(f, "#{}", self.0),
        }
    }
}

/// For a module's `Event` with an inherent
/// `fn write(&self, f: &mut fmt::Formatter<'_>, names: &[(u32, &str)]) -> fmt::Result`:
/// `Display` (no names: every ID `#id`), `Event::named` and `Named`.
macro_rules! named_lines {
    ($example:literal) => {
        impl Event {
            /// The event's line with the combatants named: `names` pairs
            /// each ID with its name; an ID it does not name is written
            /// `#id`, as `Display` writes every ID.
            ///
            /// # Examples
            ///
            #[doc = $example]
            #[must_use]
            pub const fn named<'a>(&'a self, names: &'a [(u32, &'a str)]) -> Named<'a> {
                Named { event: self, names }
            }
        }

        impl core::fmt::Display for Event {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                self.write(f, &[])
            }
        }

        /// An [`Event`] written with its combatants' names ([`Event::named`]).
        #[derive(Debug, Clone, Copy)]
        pub struct Named<'a> {
            event: &'a Event,
            names: &'a [(u32, &'a str)],
        }

        impl core::fmt::Display for Named<'_> {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                self.event.write(f, self.names)
            }
        }
    };
}

pub(crate) use named_lines;
