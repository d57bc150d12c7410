// The expedition entry of @osr-rs/osr (`@osr-rs/osr/play`), for browsers and
// bundlers: `playExpedition` from a module of its own (osr_play.js, built
// with that function alone), which the main entry loads when its
// `playExpedition` is first called. Await `init()` (the default export)
// before the first call.
export { default, initSync, playExpedition } from "./osr_play.js";
export { OsrError } from "./error.js";
