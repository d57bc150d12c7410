// The magic entry of @osr-rs/osr (`@osr-rs/osr/magic`), for browsers and
// bundlers: spell lists, research, preparing and casting spells, from a
// module of their own (osr_magic.js, built with those functions alone),
// which the main entry loads when one of them is first called. Await
// `init()` (the default export) before the first call.
export * from "./osr_magic.js";
export { default } from "./osr_magic.js";
export { OsrError } from "./error.js";
