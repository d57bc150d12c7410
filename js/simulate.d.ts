import type { SimulateRequest, SimulateResponse } from "./osr.js";

/** Options of `simulateManyFights`. */
export interface ManyFightsOptions {
  /** Called after each chunk with the fights played so far and the total. */
  onProgress?: (fightsDone: number, fightsTotal: number) => void;
}

/**
 * Plays `request.fights` whole fights (1 to 10,000,000) of one setup, as
 * `simulateFights` does, in chunks of 1000 with the event loop free
 * between them. Chunk `k` plays from seed `request.seed + k` (wrapping
 * past 2^53 - 1), so the same request gives the same counts, and up to
 * 1000 fights exactly `simulateFights`'s.
 */
export type SimulateManyFights = (
  request: SimulateRequest,
  options?: ManyFightsOptions,
) => Promise<SimulateResponse>;
