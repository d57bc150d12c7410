// The Node.js entry of `@osr-rs/osr/travel`: the travel module is read
// from beside this file and instantiated when it is imported.
import { readFileSync } from "node:fs";
import { initSync } from "./osr_travel.js";

initSync({ module: readFileSync(new URL("./osr_travel_bg.wasm", import.meta.url)) });

export * from "./travel.js";
export { default } from "./travel.js";
