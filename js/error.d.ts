import type { ErrorKind, ErrorSpan } from "./osr.js";

/**
 * What every function throws when osr refuses a request: `kind` is a
 * stable snake_case key (`"out_of_range"`, `"keep_exceeds_pool"`, ...),
 * `message` says what was wrong, and `span`, for dice notation, where
 * (UTF-16 code units: `notation.slice(span.start, span.end)`); `path`,
 * for a request refused as it is read, the JSON Pointer (RFC 6901) of the
 * value refused (`"/sheet/abilities/str"`).
 * `error instanceof OsrError` tells it from other errors.
 */
export declare class OsrError extends Error {
  constructor(kind: ErrorKind, message: string, span?: ErrorSpan, path?: string);
  readonly name: "OsrError";
  /** A stable key for what went wrong, one of `ErrorKind`. */
  readonly kind: ErrorKind;
  /** Where in the dice notation, for notation errors. */
  readonly span?: ErrorSpan;
  /** Where in the request, for a request refused as it is read. */
  readonly path?: string;
}
