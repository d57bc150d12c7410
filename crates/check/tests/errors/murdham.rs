//! Error messages of `osr_check::murdham`.
