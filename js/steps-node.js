// The Node.js entry of `@osr-rs/osr/steps`: the stepped-expedition module
// is read from beside this file and instantiated when it is imported.
import { readFileSync } from "node:fs";
import { initSync } from "./osr_steps.js";

initSync({ module: readFileSync(new URL("./osr_steps_bg.wasm", import.meta.url)) });

export * from "./steps.js";
export { default } from "./steps.js";
