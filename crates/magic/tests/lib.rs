//! The tests of osr-magic, one binary: a module per system, and the
//! messages of every error pinned in `errors`.

mod errors;
