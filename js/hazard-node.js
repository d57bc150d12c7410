// The Node.js entry of `@osr-rs/osr/hazard`: the hazard module is read
// from beside this file and instantiated when it is imported.
import { readFileSync } from "node:fs";
import { initSync } from "./osr_hazard.js";

initSync({ module: readFileSync(new URL("./osr_hazard_bg.wasm", import.meta.url)) });

export * from "./hazard.js";
export { default } from "./hazard.js";
