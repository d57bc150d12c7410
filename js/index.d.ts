// The declarations of @osr-rs/osr: every function and JSON shape (osr.d.ts,
// generated from the Rust types), the OsrError class, and rollNotation's
// two forms, and playExpedition, which answers with a promise.
import type { PlayExpeditionRequest, PlayExpeditionResponse } from "./osr.js";
import type { RollNotation } from "./roll.js";
import type { SimulateManyFights } from "./simulate.js";

export * from "./osr.js";
export { default } from "./osr.js";
export { OsrError } from "./error.js";
export type { NotationRoll, RollNotation, RollOptions } from "./roll.js";
export type { ManyFightsOptions, SimulateManyFights } from "./simulate.js";

/** Rolls dice notation: `rollNotation("1d20+5")`, or a request object. */
export declare const rollNotation: RollNotation;

/** Plays any number of fights in chunks of 1000, with progress. */
export declare const simulateManyFights: SimulateManyFights;

/**
 * Plays a whole expedition of any system by its rules: the table's party,
 * its purchases, the road, the site, the fights, rests and meals, the way
 * home, every consequence applied. Answers with the chronicle as lines for
 * players, the party's sheets at the end, and how it ended. The expedition
 * module (`@osr-rs/osr/play`) is loaded when this is first called, so the
 * answer is a promise. Rejects with an `OsrError`.
 */
export declare function playExpedition(
  request: PlayExpeditionRequest,
): Promise<PlayExpeditionResponse>;
