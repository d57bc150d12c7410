//! Error messages of `osr_check::block_dodge_parry`.
