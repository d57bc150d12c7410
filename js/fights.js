// The fights entry of @osr-rs/osr (`@osr-rs/osr/fights`), for browsers and
// bundlers: whole fights simulated and a duel's exact odds, from a module
// of their own (osr_fights.js, built with those functions alone), which the
// main entry loads when one of them is first called.
// Await `init()` (the default export) before the first call.
export * from "./osr_fights.js";
export { default } from "./osr_fights.js";
export { OsrError } from "./error.js";
