// OsrError: what every function of @osr-rs/osr throws when osr refuses a
// request.

/**
 * A refused request: `kind` is a stable snake_case key (`"out_of_range"`,
 * `"keep_exceeds_pool"`, ...), `message` says what was wrong, and `span`,
 * for dice notation, where (UTF-16 code units: `notation.slice(start,
 * end)`); `path`, for a request refused as it is read, the JSON Pointer of
 * the value refused (`"/sheet/abilities/str"`).
 *
 * The WebAssembly module throws plain `Error`s named `OsrError` with these
 * fields (it cannot reach this class); `instanceof OsrError` holds for
 * them too.
 */
export class OsrError extends Error {
  constructor(kind, message, span, path) {
    super(message);
    this.name = "OsrError";
    this.kind = kind;
    if (span !== undefined) {
      this.span = span;
    }
    if (path !== undefined) {
      this.path = path;
    }
  }

  static [Symbol.hasInstance](value) {
    return value instanceof Error && value.name === "OsrError" && typeof value.kind === "string";
  }
}
