// The Node.js entry of @osr-rs/osr: the WebAssembly module is read from
// beside this file and instantiated when the package is imported, so every
// function is ready at once. `init()` (the default export) may still be
// awaited, as in a browser; it does nothing more here. The expedition
// module is read when `playExpedition` is first called.
import { readFileSync } from "node:fs";
import { initSync } from "./osr.js";

initSync({ module: readFileSync(new URL("./osr_bg.wasm", import.meta.url)) });

export * from "./index.js";
export { default } from "./index.js";

let play;

/** Plays a whole expedition (see `@osr-rs/osr/play`). */
export async function playExpedition(request) {
  play ??= import("./play-node.js");
  return (await play).playExpedition(request);
}
