// The entry of @osr-rs/osr for browsers and bundlers: every function of
// the WebAssembly module (osr.js, written by wasm-bindgen), the OsrError
// class, rollNotation taking a notation string as well as a request, and
// simulateManyFights playing any number of fights in chunks, and the
// functions of the expedition module (play.js: playExpedition and the
// procedures of play), which load it when first called.
// Await `init()` (the default export) before the first call.
import * as wasm from "./osr.js";
import { notationRoller } from "./roll.js";
import { manyFights } from "./simulate.js";
import { lazyPlay } from "./play-lazy.js";

export * from "./osr.js";
export { default } from "./osr.js";
export { OsrError } from "./error.js";

/** Rolls dice notation: `rollNotation("1d20+5")`, or a request object. */
export const rollNotation = notationRoller(wasm);

/** Plays any number of fights in chunks of 1000, with progress. */
export const simulateManyFights = manyFights(wasm.simulateFights);

// The expedition module's functions: a promise each, the module fetched
// and instantiated on the first call.
const play = lazyPlay(async () => {
  const module = await import("./play.js");
  await module.default();
  return module;
});
export const { playExpedition, deprivationDay, rollHunt, diseaseOdds } = play;
