//! The facade's tests over every crate, in one binary: the expedition
//! example's chronicles pinned (`expedition`), the committed JSON Schemas
//! of the sheet documents (`schemas`), the referee's seals (`seal`),
//! every document read in its shape only (`shapes`), whole documents read
//! within their sizes (`documents`), every document type attacked with
//! mutations (`attack`), and the fuzz targets' committed seeds replayed
//! through their checks (`fuzz_seeds`).

mod attack;
mod documents;
mod expedition;
mod fuzz_seeds;
mod keyed;
mod schemas;
mod seal;
mod shapes;

// The expedition example's own files, as the example compiles them.
#[path = "../examples/expedition/block_dodge_parry.rs"]
mod block_dodge_parry;
#[path = "../examples/expedition/cairn_house.rs"]
mod cairn_house;
// The test reads the text and the sheets; the example also writes JSON.
#[allow(dead_code)]
#[path = "../examples/expedition/chronicle.rs"]
mod chronicle;
#[path = "../examples/expedition/constitution.rs"]
mod constitution;
#[path = "../examples/expedition/gods_and_monsters.rs"]
mod gods_and_monsters;
#[path = "../examples/expedition/murdham.rs"]
mod murdham;
