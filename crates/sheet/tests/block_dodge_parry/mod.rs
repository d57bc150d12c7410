//! Block, Dodge, Parry sheets: the sheet rows, the core rows a sheet
//! checks (Fatigue and wounds in slots), a blow and back, and the
//! versioned JSON.

#[cfg(feature = "serde")]
mod built;
#[cfg(feature = "serde")]
mod json;
#[cfg(feature = "serde")]
mod play;
mod rules;
