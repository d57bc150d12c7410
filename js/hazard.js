// The hazard entry of @osr-rs/osr (`@osr-rs/osr/hazard`), for browsers and
// bundlers: falls, traps, the elements, suffocation, poison and ailments,
// from a module of their own (osr_hazard.js, built with those functions
// alone), which the main entry loads when one of them is first called.
// Await `init()` (the default export) before the first call.
export * from "./osr_hazard.js";
export { default } from "./osr_hazard.js";
export { OsrError } from "./error.js";
