// simulateManyFights: any number of whole fights, played by
// simulateFights in chunks of at most 1000 (its limit per call), yielding
// to the event loop between chunks so a page stays responsive, with
// progress reported after each.

import { OsrError } from "./error.js";

/** The most fights one call of `simulateFights` plays. */
export const FIGHTS_PER_CHUNK = 1000;

/** The most fights `simulateManyFights` plays: ten million. */
export const MAX_MANY_FIGHTS = 10_000_000;

const MAX_SEED = 2 ** 53 - 1;

/**
 * Chunk `k` of a run from `seed` plays from seed `seed + k`, wrapping
 * past 2^53 - 1 to 0, so a run is the same whatever calls it and the first
 * 1000 fights are exactly `simulateFights` with `seed`.
 */
function chunkSeed(seed, k) {
  return (seed + k) % (MAX_SEED + 1);
}

/**
 * The package's simulateManyFights over simulateFights, which may answer
 * at once or with a promise (the fights module's loads when first called).
 */
export function manyFights(simulateFights) {
  return async function simulateManyFights(request, options = {}) {
    if (request === null || typeof request !== "object" || Array.isArray(request)) {
      throw new OsrError("invalid_request", "the request must be an object, as simulateFights takes");
    }
    const total = request.fights;
    if (!Number.isSafeInteger(total) || total < 1 || total > MAX_MANY_FIGHTS) {
      throw new OsrError(
        "out_of_range",
        `fights must be an integer in 1..=${MAX_MANY_FIGHTS}, got ${String(total)}`,
        undefined,
        "/fights",
      );
    }
    const seed = request.seed;
    if (!Number.isSafeInteger(seed) || seed < 0 || seed > MAX_SEED) {
      throw new OsrError("out_of_range", `seed must be an integer in 0..=${MAX_SEED}, got ${String(seed)}`, undefined, "/seed");
    }
    const onProgress = options.onProgress;
    if (onProgress !== undefined && typeof onProgress !== "function") {
      throw new OsrError("invalid_request", "onProgress must be a function (fightsDone, fightsTotal)");
    }
    const tally = { fights: 0, party: 0, foes: 0, undecided: 0 };
    for (let k = 0; tally.fights < total; k += 1) {
      const fights = Math.min(FIGHTS_PER_CHUNK, total - tally.fights);
      const chunk = await simulateFights({ ...request, fights, seed: chunkSeed(seed, k) });
      tally.fights += chunk.fights;
      tally.party += chunk.party;
      tally.foes += chunk.foes;
      tally.undecided += chunk.undecided;
      if (onProgress) onProgress(tally.fights, total);
      if (tally.fights < total) await new Promise((resolve) => setTimeout(resolve, 0));
    }
    return { ...tally, party_share: tally.party / tally.fights };
  };
}
