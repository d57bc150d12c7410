//! Error messages of `osr_check::constitution`.
