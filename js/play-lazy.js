// The main entries' functions of the expedition module (@osr-rs/osr/play):
// each loads that module the first time any of them is called, so each
// answers with a promise. A module that fails to load is tried again on
// the next call.

/** The expedition module's functions. */
export const PLAY_FUNCTIONS = ["playExpedition", "deprivationDay", "rollHunt", "diseaseOdds"];

/**
 * The expedition module's functions, each loading the module with `load`
 * (a function that resolves to it, instantiated) when first called.
 */
export function lazyPlay(load) {
  let module;
  const loaded = () =>
    (module ??= load().catch((error) => {
      module = undefined;
      throw error;
    }));
  const functions = {};
  for (const name of PLAY_FUNCTIONS) {
    functions[name] = async (request) => (await loaded())[name](request);
  }
  return functions;
}
