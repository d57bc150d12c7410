// The entry of @osr-rs/osr for browsers and bundlers: every function of
// the WebAssembly module (osr.js, written by wasm-bindgen), the OsrError
// class, rollNotation taking a notation string as well as a request, and
// simulateManyFights playing any number of fights in chunks, and
// playExpedition, which loads the expedition module (play.js) when first
// called.
// Await `init()` (the default export) before the first call.
import * as wasm from "./osr.js";
import { notationRoller } from "./roll.js";
import { manyFights } from "./simulate.js";

export * from "./osr.js";
export { default } from "./osr.js";
export { OsrError } from "./error.js";

/** Rolls dice notation: `rollNotation("1d20+5")`, or a request object. */
export const rollNotation = notationRoller(wasm);

/** Plays any number of fights in chunks of 1000, with progress. */
export const simulateManyFights = manyFights(wasm.simulateFights);

let play;

/**
 * Plays a whole expedition (see `@osr-rs/osr/play`). The expedition module
 * is fetched and instantiated when this is first called, so the promise
 * also waits for that; a module that fails to load is tried again on the
 * next call.
 */
export async function playExpedition(request) {
  play ??= import("./play.js")
    .then(async (module) => {
      await module.default();
      return module;
    })
    .catch((error) => {
      play = undefined;
      throw error;
    });
  return (await play).playExpedition(request);
}
