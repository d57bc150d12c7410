//! The committed TypeScript declarations (`wasm/types.d.ts`) are the ones
//! the Rust types give. After changing a request or response type:
//!
//! ```sh
//! OSR_WRITE_TYPES=1 cargo test -p osr-wasm --test types
//! ```

use std::path::Path;

#[test]
fn committed_declarations_are_current() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("types.d.ts");
    let generated = osr_wasm::typescript::declarations();
    if std::env::var_os("OSR_WRITE_TYPES").is_some() {
        std::fs::write(&path, &generated).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == generated,
        "wasm/types.d.ts is stale: run OSR_WRITE_TYPES=1 cargo test -p osr-wasm --test types"
    );
}

#[test]
fn every_operation_names_declared_types() {
    let generated = osr_wasm::typescript::declarations();
    for op in osr_wasm::operations() {
        for name in [op.request, op.response] {
            let declared = [
                format!("export interface {name} "),
                format!("export type {name} "),
            ];
            assert!(
                declared.iter().any(|d| generated.contains(d.as_str())),
                "{}: {name} is not declared",
                op.name
            );
        }
    }
}
