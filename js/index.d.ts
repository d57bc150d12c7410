// The declarations of @osr-rs/osr: every function and JSON shape (osr.d.ts,
// generated from the Rust types), the OsrError class, and rollNotation's
// two forms, and the functions of the expedition, magic, travel, hazard and
// fights modules, which answer with promises (lazy.d.ts).
import type { RollNotation } from "./roll.js";
import type { SimulateManyFights } from "./simulate.js";

export * from "./osr.js";
export { default } from "./osr.js";
export { OsrError } from "./error.js";
export { playExpedition, deprivationDay, rollHunt, diseaseOdds } from "./lazy.js";
export { listSpells, rollResearch, researchOdds, prepareSpells, castSpell, performRitual, askBlessing, psychicAttack, disbelieve, learnSpell } from "./lazy.js";
export { travelTurn, wildernessWatch, trekDay, rollOnTable, tableOdds, rollEncounter, encounterOdds, rollTask } from "./lazy.js";
export { rollHazard, rollPoison, takeRest } from "./lazy.js";
export { simulateFights, fightOdds, startHouseInitiative, stepHouseInitiative } from "./lazy.js";
export { startExpedition, stepExpedition } from "./lazy.js";
export type { NotationRoll, RollNotation, RollOptions } from "./roll.js";
export type { ManyFightsOptions, SimulateManyFights } from "./simulate.js";

/** Rolls dice notation: `rollNotation("1d20+5")`, or a request object. */
export declare const rollNotation: RollNotation;

/** Plays any number of fights in chunks of 1000, with progress. */
export declare const simulateManyFights: SimulateManyFights;

