// The Node.js entry of `@osr-rs/osr/fights`: the fights module is read
// from beside this file and instantiated when it is imported.
import { readFileSync } from "node:fs";
import { initSync } from "./osr_fights.js";

initSync({ module: readFileSync(new URL("./osr_fights_bg.wasm", import.meta.url)) });

export * from "./fights.js";
export { default } from "./fights.js";
