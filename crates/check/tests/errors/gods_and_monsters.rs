//! Error messages of `osr_check::gods_and_monsters`.
