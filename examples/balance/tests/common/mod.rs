//! What the integration tests share: a system with options, a grid, the
//! CSV's cells, and the command line run and refusing.

// Each test file uses its own part of these.
#![allow(dead_code)]

use std::process::{Command, Output};

use osr_balance::{Grid, Range, System};

/// The system `S` with `options` (each must be one of its own).
pub fn with<S: System + Default>(options: &[(&str, &str)]) -> S {
    let mut system = S::default();
    for (option, value) in options {
        assert_eq!(system.set(option, value), Ok(true), "{option} {value}");
    }
    system
}

/// The grid of `x` (and `y`) over the system's axes.
pub fn grid(system: &dyn System, x: &str, y: Option<&str>) -> Grid {
    let x = Range::parse(x, system.axes()).unwrap();
    let y = y.map(|y| Range::parse(y, system.axes()).unwrap());
    Grid::new(x, y).unwrap()
}

/// The CSV's cells by column name, one map per row.
pub fn rows(table: &str) -> Vec<Vec<(String, String)>> {
    let mut lines = table.lines();
    let header: Vec<&str> = lines.next().unwrap().split(',').collect();
    lines
        .map(|line| {
            header
                .iter()
                .zip(line.split(','))
                .map(|(h, c)| ((*h).to_owned(), c.to_owned()))
                .collect()
        })
        .collect()
}

/// The cell of `column` in `row`.
pub fn cell<'a>(row: &'a [(String, String)], column: &str) -> &'a str {
    &row.iter().find(|(h, _)| h == column).unwrap().1
}

/// The command line run with `args`.
pub fn balance(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_osr-balance"))
        .args(args)
        .output()
        .unwrap()
}

/// Checks that the command line refuses each of `cases` (after
/// `before`, such as `--system NAME`) with status 2 and a message, not
/// a panic.
pub fn refuses(before: &[&str], cases: &[&[&str]]) {
    for args in cases {
        let mut all = before.to_vec();
        all.extend_from_slice(args);
        let out = balance(&all);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let message = String::from_utf8_lossy(&out.stderr);
        assert!(message.starts_with("osr-balance: "), "{args:?}: {message}");
        assert!(!message.contains("panicked"), "{args:?}: {message}");
    }
}

/// Checks that the command line refuses `args` with status 2, a message
/// starting `start` after the program's name, no panic and no output.
pub fn refused(args: &[&str], start: &str) {
    let out = balance(args);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let message = String::from_utf8_lossy(&out.stderr);
    assert!(
        message.starts_with(&format!("osr-balance: {start}")),
        "{message}"
    );
    assert!(!message.contains("panicked"), "{message}");
    assert!(out.stdout.is_empty());
}

/// Checks that `system` refuses each option and value of `cases` with a
/// message naming the option.
pub fn refuses_values(system: &mut dyn System, cases: &[(&str, &str)]) {
    for (option, value) in cases {
        let message = system.set(option, value).unwrap_err();
        assert!(message.starts_with(option), "{option} {value}: {message}");
    }
}
