//! Sheet documents of every system from untrusted JSON, structure-aware:
//! the input picks a valid sheet of one of the five systems and mutations
//! of it (`osr_testkit::mutate`); the result is refused with an error,
//! never a panic, or passes the oracle of `osr_testkit::documents` (it
//! writes back what it read, reads back the same, and keeps its system's
//! rules). An input that starts with `{` is read as a sheet of every system
//! as it is, with the same oracle, and the two-step read (document, then
//! `Sheet::try_from`) must agree with the one-step read.

use crate::documents::{Kind, check as oracle, documents};
use crate::mutate::Json;

/// Reads `text` as a sheet of one system both ways and checks they agree.
macro_rules! two_step {
    ($text:expr, $module:path) => {{
        use $module as system;
        let one_step = serde_json::from_str::<system::Sheet>($text);
        let two_step = serde_json::from_str::<system::SheetDocument>($text)
            .ok()
            .map(system::Sheet::try_from);
        match (&one_step, &two_step) {
            (Ok(sheet), Some(Ok(again))) => assert_eq!(sheet, again),
            (Err(_), None | Some(Err(_))) => {}
            _ => panic!("the one-step and two-step reads disagree on {:?}", $text),
        }
    }};
}

fn raw(text: &str) {
    two_step!(text, osr::sheet::constitution);
    two_step!(text, osr::sheet::cairn_house);
    two_step!(text, osr::sheet::gods_and_monsters);
    two_step!(text, osr::sheet::murdham);
    two_step!(text, osr::sheet::block_dodge_parry);
    if let Ok(json) = Json::parse(text) {
        // One valid sheet of each system stands for its system.
        let mut seen = Vec::new();
        for like in documents(Kind::Sheet) {
            if !seen.contains(&like.system) {
                seen.push(like.system);
                oracle(like, &json);
            }
        }
    }
}

/// The `sheet` fuzz target's check of one input (see the module).
///
/// # Panics
///
/// When an accepted sheet breaks the oracle of
/// [`documents`](crate::documents), or the one-step and two-step reads
/// disagree.
pub fn sheet(data: &[u8]) {
    if data.first() == Some(&b'{') {
        if let Ok(text) = core::str::from_utf8(data) {
            raw(text);
        }
    } else {
        super::attack(Kind::Sheet, data);
    }
}
