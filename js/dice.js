// The dice-only entry of @osr-rs/osr (`@osr-rs/osr/dice`), for browsers and
// bundlers: dice notation with traces and exact odds from a module a
// fraction of the size of the whole (osr_dice.js, built with only these
// functions). Await `init()` (the default export) before the first call.
import * as wasm from "./osr_dice.js";
import { notationRoller } from "./roll.js";

export { default, initSync, notationOdds } from "./osr_dice.js";
export { OsrError } from "./error.js";

/** Rolls dice notation: `rollNotation("1d20+5")`, or a request object. */
export const rollNotation = notationRoller(wasm);
