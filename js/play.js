// The expedition entry of @osr-rs/osr (`@osr-rs/osr/play`), for browsers and
// bundlers: `playExpedition` and the procedures of play beside it, from a
// module of their own (osr_play.js, built with those functions alone), which
// the main entry loads when one of them is first called. Await `init()` (the
// default export) before the first call.
export * from "./osr_play.js";
export { default } from "./osr_play.js";
export { OsrError } from "./error.js";
