// The Node.js entry of `@osr-rs/osr/dice`: the dice-only WebAssembly module
// is read from beside this file and instantiated when it is imported.
import { readFileSync } from "node:fs";
import { initSync } from "./osr_dice.js";

initSync({ module: readFileSync(new URL("./osr_dice_bg.wasm", import.meta.url)) });

export * from "./dice.js";
export { default } from "./dice.js";
