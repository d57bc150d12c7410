import type { RollRequest, RollResponse } from "./osr.js";

/** How `rollNotation(notation, options)` rolls. */
export interface RollOptions {
  /**
   * A seed for osr's reference generator, an integer in 0..=2^53-1: the
   * same faces on every platform. Without a seed or faces, one is drawn
   * from `crypto.getRandomValues` and returned with the roll.
   */
  seed?: number;
  /** Faces rolled elsewhere (the table's or the VTT's dice), in the order the notation uses them. */
  faces?: number[];
  /** Values for the notation's variables (`@str`, `@{level}`), by name without the `@`. */
  vars?: Record<string, number>;
}

/** A roll of a notation string: the request form's response, with the seed it came from. */
export interface NotationRoll extends RollResponse {
  /** The seed the faces came from, given or drawn; absent when faces were supplied. Roll with it again to replay. */
  readonly seed?: number;
}

/** `rollNotation`: a notation string with options, or a request object. */
export interface RollNotation {
  /**
   * Rolls dice notation (`"1d20+5"`, `"4d6kh3"`, `"1d20 + @str"` with
   * `vars: {str: 2}`), from the seed or faces given, or from a seed drawn
   * from `crypto.getRandomValues`.
   * @throws {OsrError} when osr refuses the notation or the options.
   */
  (notation: string, options?: RollOptions): NotationRoll;
  /**
   * Rolls the request's notation from its `dice` (the JSON form every
   * function takes).
   * @throws {OsrError} when osr refuses the request.
   */
  (request: RollRequest): RollResponse;
}
