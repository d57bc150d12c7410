//! Sheet documents of every system from untrusted JSON: any input is read
//! or refused with an error, never a panic; a sheet that reads writes back to JSON that
//! reads to the same sheet, and the two-step read (document, then
//! `Sheet::try_from`) agrees with the one-step read.

#![cfg_attr(fuzzing, no_main)]

mod common;

/// Reads `text` as a sheet of one system both ways and checks they agree
/// and that a sheet round-trips.
macro_rules! check_system {
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
        if let Ok(sheet) = one_step {
            let json = serde_json::to_string(&sheet).expect("a sheet serializes");
            let back: system::Sheet = serde_json::from_str(&json)
                .unwrap_or_else(|e| panic!("{json} does not read back: {e}"));
            assert_eq!(back, sheet, "{json} reads back to another sheet");
        }
    }};
}

fn check(data: &[u8]) {
    let Ok(text) = core::str::from_utf8(data) else {
        return;
    };
    check_system!(text, osr_sheet::constitution);
    check_system!(text, osr_sheet::cairn_house);
    check_system!(text, osr_sheet::gods_and_monsters);
    check_system!(text, osr_sheet::murdham);
    check_system!(text, osr_sheet::block_dodge_parry);
}

#[cfg(fuzzing)]
libfuzzer_sys::fuzz_target!(|data: &[u8]| check(data));

/// Without the fuzzer: run every file named on the command line.
#[cfg(not(fuzzing))]
fn main() {
    common::run_files(check);
}
