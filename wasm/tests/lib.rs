//! The tests of the JavaScript API, in one binary: each area's answers
//! against the library called directly (`api`), the committed TypeScript
//! declarations (`types`), and the determinism vectors the npm package is
//! checked against under Node.js (`vectors`).

mod api;
mod types;
mod vectors;

/// The committed file `file` (a path from the repository's root) holds
/// `generated`, or is written with it when the variable `write` is set:
/// the check of every file the tests generate (`test` names the tests
/// that regenerate it).
fn committed_is_current(file: &str, generated: &str, write: &str, test: &str) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(file);
    if std::env::var_os(write).is_some() {
        std::fs::write(&path, generated).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == generated,
        "{file} is stale: run {write}=1 cargo test -p osr-wasm {test}"
    );
}
