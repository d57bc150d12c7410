// rollNotation with a notation string: the fast path. The total and the
// faces cross from WebAssembly as one array of numbers (no JSON); the
// trace and the text are replayed from the faces when first asked for.

import { OsrError } from "./error.js";

const MAX_SEED = 2 ** 53 - 1;
const OPTIONS = new Set(["seed", "faces", "vars"]);

// Seeds drawn from the platform's cryptographic generator, 256 at a time:
// the generator is called once per 256 rolls, not once per roll.
let pool = new Uint32Array(0);
let next = 0;

/** A seed in 0..=2^53-1 from `crypto.getRandomValues`. */
function freshSeed() {
  if (next >= pool.length) {
    pool = new Uint32Array(512);
    globalThis.crypto.getRandomValues(pool);
    next = 0;
  }
  const high = pool[next] & 0x1fffff;
  const low = pool[next + 1];
  next += 2;
  return high * 0x100000000 + low;
}

function refuse(message) {
  return new OsrError("invalid_request", message);
}

/** The options given, checked: only known keys, each of its type. */
function readOptions(options) {
  if (options === null || typeof options !== "object" || Array.isArray(options)) {
    throw refuse("the options must be an object: {seed, faces, vars}");
  }
  for (const key of Object.keys(options)) {
    if (!OPTIONS.has(key)) {
      throw refuse(`unknown option \`${key}\`, expected one of \`seed\`, \`faces\`, \`vars\``);
    }
  }
  const { seed, faces, vars } = options;
  if (seed !== undefined && faces !== undefined) {
    throw refuse("give the seed or the faces, not both");
  }
  if (seed !== undefined && typeof seed !== "number") {
    throw refuse(`seed must be a number, got ${typeof seed}`);
  }
  if (seed !== undefined && !(Number.isInteger(seed) && seed >= 0 && seed <= MAX_SEED)) {
    throw new OsrError("out_of_range", `seed must be an integer in 0..=${MAX_SEED}, got ${String(seed)}`);
  }
  if (faces !== undefined) {
    if (!Array.isArray(faces)) {
      throw refuse("faces must be an array of numbers");
    }
    for (const face of faces) {
      if (!(Number.isInteger(face) && face >= 0 && face <= 0xffffffff)) {
        throw refuse(`faces must be whole numbers the dice show, got ${String(face)}`);
      }
    }
  }
  return { seed, faces, vars };
}

/**
 * The package's `rollNotation` over a module's exports: a string with
 * options rolls on the fast path, a request object goes to the module's
 * JSON function unchanged.
 */
export function notationRoller(wasm) {
  const packedRoll = wasm.__rollNotationPacked;
  const jsonRoll = wasm.rollNotation;

  /**
   * A roll of a notation string: `notation`, `total`, `faces` and the
   * `seed` it came from (absent when faces were supplied); `text` and
   * `roll` (every die) are getters, replayed from the faces when first
   * read, and `toJSON` writes all of them. A spread (`{...roll}`) copies
   * the own fields only: use `roll.toJSON()` for a plain object of all.
   */
  class NotationRoll {
    #vars;
    #full;

    constructor(notation, total, faces, seed, vars, full) {
      this.notation = notation;
      this.total = total;
      this.faces = faces;
      if (seed !== undefined) {
        this.seed = seed;
      }
      this.#vars = vars;
      this.#full = full;
    }

    /** The roll as a line of text: `"4d6kh3 = [6, 5, 3, 2 (dropped)] = 14"`. */
    get text() {
      return this.#replayed().text;
    }

    /** Every die and group member. */
    get roll() {
      return this.#replayed().roll;
    }

    toJSON() {
      const { text, roll } = this.#replayed();
      const out = { notation: this.notation, total: this.total, text, roll, faces: this.faces };
      if (this.seed !== undefined) {
        out.seed = this.seed;
      }
      return out;
    }

    #replayed() {
      if (this.#full === undefined) {
        const request = { notation: this.notation, dice: { faces: this.faces } };
        if (this.#vars !== undefined) {
          request.vars = this.#vars;
        }
        this.#full = jsonRoll(request);
      }
      return this.#full;
    }
  }

  return function rollNotation(notation, options) {
    if (typeof notation !== "string") {
      if (options !== undefined) {
        throw refuse("a request object takes no options: put them in the request");
      }
      return jsonRoll(notation);
    }
    let seed;
    let faces;
    let vars;
    if (options !== undefined) {
      ({ seed, faces, vars } = readOptions(options));
    }
    if (faces === undefined && seed === undefined) {
      seed = freshSeed();
    }
    if (vars !== undefined) {
      const dice = faces === undefined ? { seed } : { faces };
      const full = jsonRoll({ notation, dice, vars });
      return new NotationRoll(notation, full.total, full.faces, seed, vars, full);
    }
    const packed = packedRoll(notation, seed ?? 0, faces);
    const count = packed.length - 1;
    const used = new Array(count);
    for (let i = 0; i < count; i++) {
      used[i] = packed[i + 1];
    }
    return new NotationRoll(notation, packed[0], used, seed, undefined, undefined);
  };
}
