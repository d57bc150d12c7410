//! The tests of the JavaScript API, in one binary: each area's answers
//! against the library called directly (`api`), the committed TypeScript
//! declarations (`types`), and the determinism vectors the npm package is
//! checked against under Node.js (`vectors`).

mod api;
mod types;
mod vectors;
