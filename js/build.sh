#!/usr/bin/env bash
# Builds the npm package @osr-rs/osr in this folder from the Rust crate in
# ../wasm, and copies it beside the web page (../web/pkg):
#
#   (cd js && npm ci) && bash js/build.sh
#
# It needs the rustup target wasm32-unknown-unknown and the wasm-bindgen
# command-line tool of the exact version the crate pins (.ci/run installs
# both); wasm-opt comes from the binaryen package in package-lock.json.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
cd "$root"

pinned=$(sed -n 's/^wasm-bindgen = { version = "=\([0-9.]*\)".*/\1/p' wasm/Cargo.toml)
installed=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')
if [ "$installed" != "$pinned" ]; then
    echo "wasm-bindgen $pinned is needed (found '${installed:-none}'):" >&2
    echo "  cargo install wasm-bindgen-cli --version $pinned" >&2
    exit 1
fi

# OSR_OPERATIONS=rollNotation,notationOdds builds a module with only the
# functions named; the others throw `not_built`. Every name must be one of
# the package's functions.
if [ -n "${OSR_OPERATIONS+set}" ]; then
    known=$(sed -n 's/^export function \([A-Za-z]*\)(.*/\1/p' wasm/types.d.ts)
    for name in ${OSR_OPERATIONS//,/ }; do
        if ! grep -qx "$name" <<<"$known"; then
            echo "OSR_OPERATIONS names '$name', which is not a function of the package" >&2
            exit 1
        fi
    done
    export OSR_OPERATIONS
fi
# The crate is an rlib for native tests; the module is its cdylib.
cargo rustc -p osr-wasm --lib --profile wasm --target wasm32-unknown-unknown --crate-type cdylib
wasm-bindgen --target web --out-dir "$here" --out-name osr \
    --remove-name-section --remove-producers-section \
    target/wasm32-unknown-unknown/wasm/osr_wasm.wasm

# The features rustc's wasm32 target turns on by default.
"$here"/node_modules/.bin/wasm-opt -Oz \
    --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals --enable-reference-types --enable-multivalue \
    "$here"/osr_bg.wasm -o "$here"/osr_bg.wasm
# The size budget of the module. The goal is under 600 kB; the module with
# every area is 1.82 MB today (docs/performance.md), so this guards against
# growth until it is brought down, and then comes down with it.
limit="${OSR_WASM_LIMIT:-2000000}"
size=$(wc -c <"$here"/osr_bg.wasm)
echo "osr_bg.wasm: $size bytes after wasm-opt (budget $limit)"
if [ "$size" -ge "$limit" ]; then
    echo "osr_bg.wasm is $size bytes, over its budget of $limit" >&2
    exit 1
fi

cp LICENSE-MIT LICENSE-APACHE "$here"/
# The web page calls most functions: it gets only a module with all of them.
if [ -n "${OSR_OPERATIONS+set}" ]; then
    echo "web/pkg left as it was: the page needs the module with every function"
    exit 0
fi
mkdir -p web/pkg
cp "$here"/osr.js "$here"/osr_bg.wasm web/pkg/
