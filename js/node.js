// The Node.js entry of @osr-rs/osr: the WebAssembly module is read from
// beside this file and instantiated when the package is imported, so every
// function is ready at once. `init()` (the default export) may still be
// awaited, as in a browser; it does nothing more here. The expedition
// module is read when one of its functions is first called.
import { readFileSync } from "node:fs";
import { initSync } from "./osr.js";
import { lazyPlay } from "./play-lazy.js";

initSync({ module: readFileSync(new URL("./osr_bg.wasm", import.meta.url)) });

export * from "./index.js";
export { default } from "./index.js";

// The expedition module's functions, reading its module when first called.
const play = lazyPlay(() => import("./play-node.js"));
export const { playExpedition, deprivationDay, rollHunt, diseaseOdds } = play;
