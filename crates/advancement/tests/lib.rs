//! The tests of osr-advancement, one binary: a module per system, and the
//! messages of every error pinned in `errors`.

mod errors;
