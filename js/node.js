// The Node.js entry of @osr-rs/osr: the WebAssembly module is read from
// beside this file and instantiated when the package is imported, so every
// function is ready at once. `init()` (the default export) may still be
// awaited, as in a browser; it does nothing more here. The expedition,
// magic, travel, hazard and fights modules are read when one of their
// functions is first called.
import { readFileSync } from "node:fs";
import { initSync } from "./osr.js";
import { FIGHTS_FUNCTIONS, STEPS_FUNCTIONS, HAZARD_FUNCTIONS, MAGIC_FUNCTIONS, PLAY_FUNCTIONS, TRAVEL_FUNCTIONS, lazyModule } from "./lazy.js";
import { manyFights } from "./simulate.js";

initSync({ module: readFileSync(new URL("./osr_bg.wasm", import.meta.url)) });

export * from "./index.js";
export { default } from "./index.js";

// The expedition, magic, travel, hazard, fights and stepped-expedition
// modules' functions,
// reading their module when first called.
const play = lazyModule(PLAY_FUNCTIONS, () => import("./play-node.js"));
export const { playExpedition, deprivationDay, rollHunt, diseaseOdds } = play;
const magic = lazyModule(MAGIC_FUNCTIONS, () => import("./magic-node.js"));
export const { listSpells, rollResearch, researchOdds, prepareSpells, castSpell, performRitual, askBlessing, psychicAttack, disbelieve, learnSpell } = magic;
const travel = lazyModule(TRAVEL_FUNCTIONS, () => import("./travel-node.js"));
export const { travelTurn, wildernessWatch, trekDay, rollOnTable, tableOdds, rollEncounter, encounterOdds, rollTask } = travel;
const hazard = lazyModule(HAZARD_FUNCTIONS, () => import("./hazard-node.js"));
export const { rollHazard, rollPoison, takeRest } = hazard;
const fights = lazyModule(FIGHTS_FUNCTIONS, () => import("./fights-node.js"));
export const { simulateFights, fightOdds, startHouseInitiative, stepHouseInitiative } = fights;
const steps = lazyModule(STEPS_FUNCTIONS, () => import("./steps-node.js"));
export const { startExpedition, stepExpedition } = steps;

/** Plays any number of fights in chunks of 1000, with progress. */
export const simulateManyFights = manyFights(simulateFights);
