// The travel entry of @osr-rs/osr (`@osr-rs/osr/travel`), for browsers and
// bundlers: dungeon turns, a referee's tables and encounter checks, from a
// module of their own (osr_travel.js, built with those functions alone),
// which the main entry loads when one of them is first called. Await
// `init()` (the default export) before the first call.
export * from "./osr_travel.js";
export { default } from "./osr_travel.js";
export { OsrError } from "./error.js";
