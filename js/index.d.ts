// The declarations of @osr-rs/osr: every function and JSON shape (osr.d.ts,
// generated from the Rust types), the OsrError class, and rollNotation's
// two forms.
import type { RollNotation } from "./roll.js";

export * from "./osr.js";
export { default } from "./osr.js";
export { OsrError } from "./error.js";
export type { NotationRoll, RollNotation, RollOptions } from "./roll.js";

/** Rolls dice notation: `rollNotation("1d20+5")`, or a request object. */
export declare const rollNotation: RollNotation;
