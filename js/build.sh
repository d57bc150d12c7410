#!/usr/bin/env bash
# Builds the npm package @osr-rs/osr in this folder from the Rust crate in
# ../wasm, and copies it beside the web page (../web/pkg):
#
#   (cd js && npm ci) && bash js/build.sh
#
# It also builds the dice-only module of `@osr-rs/osr/dice` (osr_dice*),
# and the expedition module of `@osr-rs/osr/play` (osr_play*), the magic
# module of `@osr-rs/osr/magic` (osr_magic*), the travel module of
# `@osr-rs/osr/travel` (osr_travel*), the hazard module of
# `@osr-rs/osr/hazard` (osr_hazard*), the fights module of
# `@osr-rs/osr/fights` (osr_fights*) and the stepped-expedition module of
# `@osr-rs/osr/steps` (osr_steps*), which the main entry loads when one of
# their functions is first called, and fails when an entry is over its
# size budget (gzip -9).
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
# functions named; the others are not exported. Every name must be one of
# the package's functions.
if [ -n "${OSR_OPERATIONS+set}" ]; then
    known=$(sed -n 's/^export function \([A-Za-z]*\)[<(].*/\1/p' wasm/types.d.ts)
    for name in ${OSR_OPERATIONS//,/ }; do
        if ! grep -qx "$name" <<<"$known"; then
            echo "OSR_OPERATIONS names '$name', which is not a function of the package" >&2
            exit 1
        fi
    done
    export OSR_OPERATIONS
fi
# The target folder, and a second one (a copy of the first once the main
# module has built every dependency) where a second lane of modules builds
# beside the first: each build is one codegen unit on one core, and cargo
# holds its target folder while it runs.
first_lane=${CARGO_TARGET_DIR:-target}
second_lane=$first_lane/second-lane

# module NAME [FOLDER]: the cdylib built in the target folder FOLDER (the
# first lane's by default) with the OSR_OPERATIONS in the environment, and
# kept as NAME.wasm in $first_lane/wasm-modules for `bind`.
module() {
    local name=$1 folder=${2:-$first_lane}
    # The crate is an rlib for native tests; the module is its cdylib.
    CARGO_TARGET_DIR=$folder cargo rustc -p osr-wasm --lib --profile wasm \
        --target wasm32-unknown-unknown --crate-type cdylib
    mkdir -p "$first_lane/wasm-modules"
    cp "$folder/wasm32-unknown-unknown/wasm/osr_wasm.wasm" "$first_lane/wasm-modules/$name.wasm"
}

# bind NAME: the module NAME bound by wasm-bindgen into NAME.js and
# NAME_bg.wasm here, and optimised.
bind() {
    local name=$1
    wasm-bindgen --target web --out-dir "$here" --out-name "$name" \
        --remove-name-section --remove-producers-section \
        "$first_lane/wasm-modules/$name.wasm"
    # The features rustc's wasm32 target turns on by default.
    "$here"/node_modules/.bin/wasm-opt -Oz \
        --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
        --enable-mutable-globals --enable-reference-types --enable-multivalue \
        "$here/${name}_bg.wasm" -o "$here/${name}_bg.wasm"
}

# `background` runs a step (a module's binding, a lane of builds) beside
# the next ones, and `settle` waits for them all and fails if any failed.
pending=()
background() {
    "$@" &
    pending+=("$!")
}
settle() {
    local pid failed=0
    for pid in "${pending[@]}"; do
        wait "$pid" || failed=1
    done
    pending=()
    return "$failed"
}

# budget WHAT LIMIT FILE...: what a browser downloads for an entry, each
# file compressed with gzip -9, against its budget in bytes.
budget() {
    local what=$1 limit=$2 total=0 size
    shift 2
    for file in "$@"; do
        size=$(gzip -9 -c "$here/$file" | wc -c)
        total=$((total + size))
    done
    echo "$what: $total bytes gzip -9 ($*; budget $limit)"
    if [ "$total" -gt "$limit" ]; then
        echo "$what is $total bytes gzip -9, over its budget of $limit" >&2
        exit 1
    fi
}

# The main module holds every function but the expedition, magic, travel,
# hazard, fights and stepped-expedition modules' (play_functions,
# magic_functions, travel_functions, hazard_functions, fights_functions and
# steps_functions, listed alike in lazy.js), which the main entry loads when one of them is first called.
play_functions=playExpedition,deprivationDay,rollHunt,diseaseOdds
magic_functions=listSpells,rollResearch,researchOdds,prepareSpells,castSpell,performRitual,askBlessing,psychicAttack,disbelieve,learnSpell
travel_functions=travelTurn,wildernessWatch,trekDay,rollOnTable,tableOdds,rollEncounter,encounterOdds,rollTask
hazard_functions=rollHazard,rollPoison,takeRest
fights_functions=simulateFights,fightOdds,startHouseInitiative,stepHouseInitiative
steps_functions=startExpedition,stepExpedition
OSR_LEAVE_OUT=$play_functions,$magic_functions,$travel_functions,$hazard_functions,$fights_functions,$steps_functions module osr

cp LICENSE-MIT LICENSE-APACHE "$here"/
# The web page calls most functions: it gets only a module with all of them.
if [ -n "${OSR_OPERATIONS+set}" ]; then
    bind osr
    budget "@osr-rs/osr" "${OSR_WASM_LIMIT:-750000}" \
        osr_bg.wasm osr.js index.js roll.js simulate.js lazy.js error.js
    echo "web/pkg and the dice entry left as they were: built for the whole module only"
    exit 0
fi
mkdir -p web/pkg
main_entry() {
    bind osr
    budget "@osr-rs/osr" "${OSR_WASM_LIMIT:-750000}" \
        osr_bg.wasm osr.js index.js roll.js simulate.js lazy.js error.js
    cp "$here"/osr.js "$here"/osr_bg.wasm "$here"/index.js "$here"/roll.js "$here"/simulate.js "$here"/lazy.js "$here"/error.js web/pkg/
}
background main_entry

# The dice-only entry, @osr-rs/osr/dice: notation, traces and exact odds.
# Its refusals keep serde_json's line and column (OSR_LINE_COLUMN): the
# path of the value refused would take it past its budget.
dice_entry() {
    OSR_LINE_COLUMN=1 OSR_OPERATIONS=rollNotation,notationOdds module osr_dice "$1"
    bind osr_dice
    budget "@osr-rs/osr/dice" 130000 osr_dice_bg.wasm osr_dice.js dice.js roll.js error.js
}

# A module of its own, loaded on first call: the entry @osr-rs/osr/$1
# ($1.js over osr_$1.js), built in the target folder $4 with the functions
# $2 alone and held to $3 bytes, copied beside the page's module.
lazy_entry() {
    OSR_OPERATIONS=$2 module "osr_$1" "$4"
    bind "osr_$1"
    budget "@osr-rs/osr/$1" "$3" "osr_$1_bg.wasm" "osr_$1.js" "$1.js" error.js
    cp "$here/osr_$1.js" "$here/osr_$1_bg.wasm" "$here/$1.js" web/pkg/
}

# The second lane starts from the first's dependencies, built with the main
# module (the copy takes seconds; the profile folders hold every fingerprint).
rm -rf "$second_lane"
mkdir -p "$second_lane/wasm32-unknown-unknown"
cp -a "$first_lane/wasm" "$second_lane/"
cp -a "$first_lane/wasm32-unknown-unknown/wasm" "$second_lane/wasm32-unknown-unknown/"

# The lanes, of about the same build time (docs/performance.md).
first_lane_entries() {
    # The stepped-expedition entry: an expedition started and stepped
    # command by command (reading a saved expedition reads every system's
    # setup, which whole expeditions never do: docs/performance.md).
    lazy_entry steps "$steps_functions" "${OSR_STEPS_LIMIT:-570000}" "$first_lane"
    # The hazard entry: falls, traps, the elements, suffocation, fear,
    # poison, drugs, ailments and rest (its budget raised from 260,000 for
    # takeRest, then from 290,000 for every system's rests:
    # docs/performance.md).
    lazy_entry hazard "$hazard_functions" "${OSR_HAZARD_LIMIT:-310000}" "$first_lane"
    dice_entry "$first_lane"
}
second_lane_entries() {
    # The expedition entry: every system's table expedition and the
    # procedures of play beside it.
    lazy_entry play "$play_functions" "${OSR_PLAY_LIMIT:-380000}" "$second_lane"
    # The magic entry: spell lists, research, learning, preparing and
    # casting spells.
    lazy_entry magic "$magic_functions" "${OSR_MAGIC_LIMIT:-230000}" "$second_lane"
    # The travel entry: dungeon turns, wilderness watches, treks, a
    # referee's tables, encounter checks and Murdham's tasks (its budget
    # raised from 150,000 for rollTask: docs/performance.md).
    lazy_entry travel "$travel_functions" "${OSR_TRAVEL_LIMIT:-186000}" "$second_lane"
    # The fights entry: whole fights simulated, a duel's exact odds, and
    # the house rules' initiative tracked round by round (its budget raised
    # from 140,000 for it: docs/performance.md).
    lazy_entry fights "$fights_functions" "${OSR_FIGHTS_LIMIT:-160000}" "$second_lane"
}
background first_lane_entries
background second_lane_entries
settle
