//! The shape every item table shares: an enum of rows with stable IDs.

/// Defines a table: a `#[non_exhaustive]` enum with one variant per row, its
/// stable ID (also its serde name and its `Display`), its English name, its
/// row data, `ALL`, and lookup by ID.
macro_rules! catalog {
    (
        $(#[$meta:meta])*
        pub enum $name:ident: $row:ty, table $table:literal {
            $( $variant:ident = $id:literal, $english:literal => $value:expr, )+
        }
    ) => {
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        #[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
        #[non_exhaustive]
        // After the derives: a `schemars(rename)` among them is theirs.
        $(#[$meta])*
        pub enum $name {
            $(
                #[doc = concat!("`", $id, "`: ", $english, ".")]
                #[cfg_attr(feature = "serde", serde(rename = $id))]
                $variant,
            )+
        }

        impl $name {
            /// Every row, in the rulebook's order.
            pub const ALL: &'static [Self] = &[$(Self::$variant),+];

            /// The row's stable ID.
            #[must_use]
            pub const fn id(self) -> &'static str {
                match self {
                    $(Self::$variant => $id,)+
                }
            }

            /// The row's English name, as the rulebook prints it.
            #[must_use]
            pub const fn name(self) -> &'static str {
                match self {
                    $(Self::$variant => $english,)+
                }
            }

            /// The row's data.
            #[must_use]
            pub const fn row(self) -> $row {
                match self {
                    $(Self::$variant => $value,)+
                }
            }

            /// The row with this stable ID.
            ///
            /// # Errors
            ///
            /// [`Error::UnknownId`](crate::Error::UnknownId) naming the table
            /// and the ID given.
            pub fn from_id(id: &str) -> Result<Self, crate::Error> {
                Self::ALL
                    .iter()
                    .copied()
                    .find(|row| row.id() == id)
                    .ok_or_else(|| crate::Error::unknown_id($table, id))
            }
        }

        impl core::str::FromStr for $name {
            type Err = crate::Error;

            fn from_str(id: &str) -> Result<Self, crate::Error> {
                Self::from_id(id)
            }
        }

        impl core::fmt::Display for $name {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(self.id())
            }
        }
    };
}
