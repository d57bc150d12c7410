// The entry of @osr-rs/osr for browsers and bundlers: every function of
// the WebAssembly module (osr.js, written by wasm-bindgen), the OsrError
// class, rollNotation taking a notation string as well as a request, and
// simulateManyFights playing any number of fights in chunks, and the
// functions of the expedition module (play.js: playExpedition and the
// procedures of play), of the magic module (magic.js), of the travel
// module (travel.js), of the hazard module (hazard.js) and of the fights
// module (fights.js), which load their module when first called.
// Await `init()` (the default export) before the first call.
import * as wasm from "./osr.js";
import { notationRoller } from "./roll.js";
import { manyFights } from "./simulate.js";
import { FIGHTS_FUNCTIONS, STEPS_FUNCTIONS, HAZARD_FUNCTIONS, MAGIC_FUNCTIONS, PLAY_FUNCTIONS, TRAVEL_FUNCTIONS, lazyModule } from "./lazy.js";

export * from "./osr.js";
export { default } from "./osr.js";
export { OsrError } from "./error.js";

/** Rolls dice notation: `rollNotation("1d20+5")`, or a request object. */
export const rollNotation = notationRoller(wasm);

// An entry of the package, fetched and instantiated.
const entry = (imported) => async () => {
  const module = await imported();
  await module.default();
  return module;
};

// The expedition, magic, travel, hazard, fights and stepped-expedition
// modules' functions: a
// promise each, the module fetched and instantiated on the first call.
const play = lazyModule(PLAY_FUNCTIONS, entry(() => import("./play.js")));
export const { playExpedition, deprivationDay, rollHunt, diseaseOdds } = play;
const magic = lazyModule(MAGIC_FUNCTIONS, entry(() => import("./magic.js")));
export const { listSpells, rollResearch, researchOdds, prepareSpells, castSpell, performRitual, askBlessing, psychicAttack, disbelieve, learnSpell } = magic;
const travel = lazyModule(TRAVEL_FUNCTIONS, entry(() => import("./travel.js")));
export const { travelTurn, wildernessWatch, trekDay, rollOnTable, tableOdds, rollEncounter, encounterOdds, rollTask } = travel;
const hazard = lazyModule(HAZARD_FUNCTIONS, entry(() => import("./hazard.js")));
export const { rollHazard, rollPoison, takeRest } = hazard;
const fights = lazyModule(FIGHTS_FUNCTIONS, entry(() => import("./fights.js")));
export const { simulateFights, fightOdds, startHouseInitiative, stepHouseInitiative } = fights;
const steps = lazyModule(STEPS_FUNCTIONS, entry(() => import("./steps.js")));
export const { startExpedition, stepExpedition } = steps;

/** Plays any number of fights in chunks of 1000, with progress. */
export const simulateManyFights = manyFights(simulateFights);
