// The JSON shapes of the osr API, generated from the Rust types by
// osr-wasm (wasm/src/typescript.rs). Do not edit: regenerate with
// OSR_WRITE_TYPES=1 cargo test -p osr-wasm --test types

/** What every function throws when osr refuses a request: a JavaScript
 * `Error` named `OsrError` carrying the Rust error's stable `kind` key,
 * its message and, for dice notation, the span it points at. */
export interface OsrError extends Error {
  name: "OsrError";
  kind: string;
  span?: ErrorSpan;
}

/**
 * Rolls dice notation (`"4d6kh3"`, `"2d20kl1 + 3"`, `"3d6!"`) and
 * returns the total, every die with what became of it, the roll as
 * text and the faces used. The notation is checked against osr's
 * limits for untrusted input before anything rolls.
 * @throws {OsrError} when osr refuses the request.
 */
export function rollNotation(request: RollRequest): RollResponse;

/**
 * The exact odds of every total of dice notation, with its mean and
 * variance, as fractions and as decimals.
 * @throws {OsrError} when osr refuses the request.
 */
export function notationOdds(request: OddsRequest): OddsResponse;

/**
 * What went wrong, as the osr crate that refused the request reports it:
 * the same stable `kind` key, the same message and, for dice notation, the
 * same span. In JavaScript it arrives as a thrown `Error` carrying these
 * fields (`OsrError` in the TypeScript declarations).
 *
 * A request that is not valid JSON for the operation is `invalid_request`,
 * with serde's message naming the field.
 */
export interface ApiError {
  /**
   * A stable `snake_case` key for what went wrong
   * (`"keep_exceeds_pool"`, `"out_of_range"`, `"invalid_request"`).
   */
  kind: string;
  /** The message, as the Rust error displays it. */
  message: string;
  /** Where in the dice notation, for notation errors. */
  span?: ErrorSpan | null;
}

/**
 * The dice of a request: `{"seed": 7}` rolls from osr's reference
 * generator (the same faces on every platform and in every release), and
 * `{"faces": [6, 5, 3, 2]}` uses the faces a virtual tabletop or the table
 * rolled, in the order the rules roll them. Each face is checked against
 * its die, and every supplied face must be used.
 */
export type Dice = {
  seed: number;
} | {
  faces: Array<number>;
};

/**
 * One die of a `Roll`: the face it showed and what became of it.
 *
 * Dice are listed in the order they were drawn, rerolled and exploded ones
 * included, so the faces of a trace replay it exactly (see
 * `Roll::faces`).
 */
export interface DieRoll {
  /** Its value was raised by `min` or lowered by `max`. */
  clamped?: boolean;
  /** Added into the die that exploded (`!!`): counted in that die's value. */
  compounded?: boolean;
  /** Dropped by keep or drop: counts nothing. */
  dropped?: boolean;
  /** Exploded: caused the next die of its term to be rolled. */
  exploded?: boolean;
  /** Rolled because the die before it exploded. */
  extra?: boolean;
  /** The face drawn, `1..=sides`. */
  face: number;
  /** Met the failure target: counts -1. */
  failure?: boolean;
  /** Rerolled: replaced by the next die, counts nothing. */
  rerolled?: boolean;
  /** The faces of the die. */
  sides: number;
  /** Where the term is in the notation. */
  span: Span;
  /** Met the success target: counts 1. */
  success?: boolean;
  /**
   * The dice term it belongs to, as the pre-order index of the term's
   * node (an index into `Notation::spans`).
   */
  term: number;
  /**
   * What the die counts: the face's value, less one for a penetrating
   * extra die, the whole sum for a compounded die, after clamps.
   */
  value: number;
}

/** Byte offsets into the notation: `start..end`. */
export interface ErrorSpan {
  /** Byte offset one past the last character. */
  end: number;
  /** Byte offset of the first character. */
  start: number;
}

/**
 * An exact number: a fraction as text (`"15869/1296"`) and the nearest
 * decimal.
 */
export interface Exact {
  /** The nearest double. */
  decimal: number;
  /** The fraction, in lowest terms. */
  exact: string;
}

/** One member of a group (`{a, b}`) in a `Roll`. */
export interface ItemRoll {
  /** Dropped by keep or drop: counts nothing. */
  dropped?: boolean;
  /** Met the failure target. */
  failure?: boolean;
  /** The member's position in the group, from 0. */
  index: number;
  /** Where the group is in the notation. */
  span: Span;
  /** Met the success target. */
  success?: boolean;
  /** The group, as the pre-order index of its node. */
  term: number;
  /** The member's total. */
  total: number;
}

/** The odds of dice notation. */
export interface OddsRequest {
  /** The notation, as a player typed it. */
  notation: string;
}

/** Every total with its exact probability. */
export interface OddsResponse {
  /** The largest total. */
  max: number;
  /** The mean total. */
  mean: Exact;
  /** The smallest total. */
  min: number;
  /** The notation weighed. */
  notation: string;
  /**
   * Every total that can come up, in ascending order, with its
   * probability.
   */
  outcomes: Array<Outcome>;
  /**
   * The probability of the rolls an explosion cap cuts off (which give
   * no total and are not in `outcomes`); zero when every roll gives one.
   */
  truncated: Probability;
  /** The variance of the total. */
  variance: Exact;
}

/** One total and its probability. */
export interface Outcome {
  /** Its probability. */
  p: Probability;
  /** The total. */
  total: number;
}

/** A probability: exact, as a fraction in lowest terms ("1/6", "0/1", "1/1"), and as the nearest decimal. */
export interface Probability {
  /** The nearest double (ignored when read). */
  decimal: number;
  /** The fraction, in lowest terms. */
  exact: string;
}

/**
 * The trace of a roll: the total, every die and every group member.
 *
 * Render it with `Roll::render`; replay it by rolling the same plan from
 * `Roll::faces`.
 *
 * A roll that did not come from `Plan::roll` (built by hand, or read from
 * JSON) is checked against its plan with `Plan::check_roll`. With the
 * `serde` feature a roll serializes as it is, but deserializes only through
 * `Plan::roll_seed`, which checks it: a trace names no plan, so reading
 * one needs the plan it claims to be a roll of.
 */
export interface Roll {
  /** Every die, in the order drawn. */
  dice: Array<DieRoll>;
  /** Every group member, in the order evaluated. */
  items?: Array<ItemRoll>;
  /** The total. */
  total: number;
}

/** A roll of dice notation. */
export interface RollRequest {
  /** Where the faces come from. */
  dice: Dice;
  /** The notation, as a player typed it. */
  notation: string;
}

/** The roll: total, trace and faces. */
export interface RollResponse {
  /** The faces used, in order: roll the same notation from them to replay. */
  faces: Array<number>;
  /** The notation rolled. */
  notation: string;
  /** Every die and group member. */
  roll: Roll;
  /** The roll as a line of text: `"4d6kh3 = [6, 5, 3, 2 (dropped)] = 14"`. */
  text: string;
  /** The total. */
  total: number;
}

/**
 * A byte range of the notation text, `start..end`.
 *
 * Errors and trace entries carry one, so a chat bot can underline the part
 * of what the user typed that a message is about.
 */
export interface Span {
  /** Byte offset one past the last character. */
  end: number;
  /** Byte offset of the first character. */
  start: number;
}
