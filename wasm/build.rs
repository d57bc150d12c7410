//! `OSR_OPERATIONS` (a comma-separated list of the package's function
//! names, set by `js/build.sh`) as cfgs: `osr_operations` when a list is
//! given and `osr_operation = "name"` for each name, so that a module built
//! for a few functions exports those alone and holds only their code.

fn main() {
    println!("cargo::rerun-if-env-changed=OSR_OPERATIONS");
    println!("cargo::rustc-check-cfg=cfg(osr_operations)");
    println!("cargo::rustc-check-cfg=cfg(osr_operation, values(any()))");
    if let Ok(list) = std::env::var("OSR_OPERATIONS") {
        println!("cargo::rustc-cfg=osr_operations");
        for name in list.split(',').filter(|name| !name.is_empty()) {
            println!("cargo::rustc-cfg=osr_operation=\"{name}\"");
        }
    }
}
