//! `OSR_OPERATIONS` (a comma-separated list of the package's function
//! names, set by `js/build.sh`) as cfgs: `osr_operations` when a list is
//! given and `osr_operation = "name"` for each name, so that a module built
//! for a few functions exports those alone and holds only their code; and
//! `OSR_LEAVE_OUT` (names again) as `osr_left_out = "name"`, for a module
//! of every function but those (the package's main module, whose
//! `playExpedition` loads a module of its own); and `OSR_LINE_COLUMN` as
//! `osr_line_column`: a refused request keeps `serde_json`'s line and column
//! in place of the path of the value refused, which the dice-only module's
//! budget has no room for.

fn main() {
    println!("cargo::rerun-if-env-changed=OSR_OPERATIONS");
    println!("cargo::rerun-if-env-changed=OSR_LEAVE_OUT");
    println!("cargo::rerun-if-env-changed=OSR_LINE_COLUMN");
    println!("cargo::rustc-check-cfg=cfg(osr_operations)");
    println!("cargo::rustc-check-cfg=cfg(osr_operation, values(any()))");
    println!("cargo::rustc-check-cfg=cfg(osr_left_out, values(any()))");
    println!("cargo::rustc-check-cfg=cfg(osr_line_column)");
    if std::env::var_os("OSR_LINE_COLUMN").is_some() {
        println!("cargo::rustc-cfg=osr_line_column");
    }
    if let Ok(list) = std::env::var("OSR_OPERATIONS") {
        println!("cargo::rustc-cfg=osr_operations");
        for name in list.split(',').filter(|name| !name.is_empty()) {
            println!("cargo::rustc-cfg=osr_operation=\"{name}\"");
        }
    }
    if let Ok(list) = std::env::var("OSR_LEAVE_OUT") {
        for name in list.split(',').filter(|name| !name.is_empty()) {
            println!("cargo::rustc-cfg=osr_left_out=\"{name}\"");
        }
    }
}
