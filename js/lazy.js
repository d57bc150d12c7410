// The main entries' functions of the modules loaded when first called:
// the expedition module (@osr-rs/osr/play), the magic module
// (@osr-rs/osr/magic), the travel module (@osr-rs/osr/travel), the hazard
// module (@osr-rs/osr/hazard), the fights module (@osr-rs/osr/fights) and
// the stepped-expedition module (@osr-rs/osr/steps).
// Each function loads its module the first time any of that module's
// functions is called, so each answers with a promise. A module that fails
// to load is tried again on the next call.

/** The expedition module's functions. */
export const PLAY_FUNCTIONS = ["playExpedition", "deprivationDay", "rollHunt", "diseaseOdds"];

/** The magic module's functions. */
export const MAGIC_FUNCTIONS = ["listSpells", "rollResearch", "researchOdds", "prepareSpells", "castSpell", "performRitual", "askBlessing", "psychicAttack", "disbelieve", "learnSpell"];

/** The travel module's functions. */
export const TRAVEL_FUNCTIONS = ["travelTurn", "wildernessWatch", "trekDay", "rollOnTable", "tableOdds", "rollEncounter", "encounterOdds", "rollTask"];

/** The hazard module's functions. */
export const HAZARD_FUNCTIONS = ["rollHazard", "rollPoison", "takeRest"];

/** The fights module's functions. */
export const FIGHTS_FUNCTIONS = ["simulateFights", "fightOdds", "startHouseInitiative", "stepHouseInitiative"];

/** The stepped-expedition module's functions. */
export const STEPS_FUNCTIONS = ["startExpedition", "stepExpedition"];

/**
 * The functions `names` of a module, each loading the module with `load`
 * (a function that resolves to it, instantiated) when first called.
 */
export function lazyModule(names, load) {
  let module;
  const loaded = () =>
    (module ??= load().catch((error) => {
      module = undefined;
      throw error;
    }));
  const functions = {};
  for (const name of names) {
    functions[name] = async (request) => (await loaded())[name](request);
  }
  return functions;
}
