// The Node.js entry of `@osr-rs/osr/play`: the expedition module is read
// from beside this file and instantiated when it is imported.
import { readFileSync } from "node:fs";
import { initSync } from "./osr_play.js";

initSync({ module: readFileSync(new URL("./osr_play_bg.wasm", import.meta.url)) });

export * from "./play.js";
export { default } from "./play.js";
