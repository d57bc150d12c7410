// The Node.js entry of `@osr-rs/osr/magic`: the magic module is read from
// beside this file and instantiated when it is imported.
import { readFileSync } from "node:fs";
import { initSync } from "./osr_magic.js";

initSync({ module: readFileSync(new URL("./osr_magic_bg.wasm", import.meta.url)) });

export * from "./magic.js";
export { default } from "./magic.js";
