// The stepped-expedition entry of @osr-rs/osr (`@osr-rs/osr/steps`), for
// browsers and bundlers: an expedition of any system started and stepped
// command by command, from a module of its own (osr_steps.js, built with
// those functions alone), which the main entry loads when one of them is
// first called.
// Await `init()` (the default export) before the first call.
export * from "./osr_steps.js";
export { default } from "./osr_steps.js";
export { OsrError } from "./error.js";
