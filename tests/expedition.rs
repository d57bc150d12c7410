//! The `expedition` example's chronicles, pinned: the same seed gives the
//! same expedition in every release and on every platform. The example's
//! own files are compiled into this binary (`lib.rs`), so the test runs what
//! the example runs.

/// For one system's expedition: the chronicle of seed 7 pinned, the same
/// seed giving the same chronicle and saved expedition, (serde) the final sheets,
/// `members` of them, reading back through the sheet's validation
/// unchanged for seeds 0 to 19, (schema) each valid under the system's
/// committed JSON Schema, and the saved expedition valid under its own,
/// read back by replaying it, and refused when forged.
macro_rules! expedition {
    ($tests:ident, $system:ident, $members:expr) => {
        mod $tests {
            use crate::$system as system;

            #[test]
            fn chronicle_of_seed_7() {
                let chronicle = system::run(7).unwrap();
                insta::assert_snapshot!("seed_7", chronicle.text);
            }

            #[test]
            fn the_same_seed_gives_the_same_expedition() {
                for seed in [1, 2, 3] {
                    let a = system::run(seed).unwrap();
                    let b = system::run(seed).unwrap();
                    assert_eq!(a.text, b.text);
                    assert_eq!(a.saved, b.saved);
                }
            }

            #[test]
            fn the_final_sheets_read_back() {
                use osr::$system::sheet::Sheet;

                for seed in 0..20 {
                    let chronicle = system::run(seed).unwrap();
                    assert_eq!(chronicle.sheets.len(), $members);
                    for json in &chronicle.sheets {
                        let sheet: Sheet = serde_json::from_value(json.clone()).unwrap();
                        assert_eq!(&serde_json::to_value(&sheet).unwrap(), json);
                    }
                }
            }

            #[test]
            fn the_saved_expedition_replays_and_a_forged_one_is_refused() {
                use osr::$system::play::Expedition;

                // Read when the test runs, so that a missing schema is a
                // failing test and `OSR_WRITE_SCHEMAS=1` can write it.
                let schema: serde_json::Value = serde_json::from_str(
                    &std::fs::read_to_string(concat!(
                        env!("CARGO_MANIFEST_DIR"),
                        "/../schemas/",
                        stringify!($system),
                        "_expedition.json"
                    ))
                    .unwrap(),
                )
                .unwrap();
                let validator = jsonschema::validator_for(&schema).unwrap();
                for seed in 0..5 {
                    let saved = system::run(seed).unwrap().saved;
                    let errors: Vec<String> = validator
                        .iter_errors(&saved)
                        .map(|e| format!("{e} at {}", e.instance_path()))
                        .collect();
                    assert!(errors.is_empty(), "seed {seed}: {errors:?}");
                    let back: Expedition = serde_json::from_value(saved.clone()).unwrap();
                    assert_eq!(serde_json::to_value(&back).unwrap(), saved, "seed {seed}");
                    // A face changed: the replay differs or fails.
                    let mut forged = saved.clone();
                    let faces = forged["faces"].as_array_mut().unwrap();
                    let last = faces.last().and_then(serde_json::Value::as_u64).unwrap();
                    *faces.last_mut().unwrap() = serde_json::json!(if last == 1 { 2 } else { 1 });
                    assert!(
                        serde_json::from_value::<Expedition>(forged).is_err(),
                        "seed {seed}"
                    );
                    // A face too many.
                    let mut extra = saved;
                    extra["faces"]
                        .as_array_mut()
                        .unwrap()
                        .push(serde_json::json!(1));
                    assert!(
                        serde_json::from_value::<Expedition>(extra).is_err(),
                        "seed {seed}"
                    );
                }
            }

            #[test]
            fn the_final_sheets_are_valid_under_the_schema() {
                let schema: serde_json::Value = serde_json::from_str(include_str!(concat!(
                    "../schemas/",
                    stringify!($system),
                    ".json"
                )))
                .unwrap();
                let validator = jsonschema::validator_for(&schema).unwrap();
                for seed in 0..20 {
                    for json in &system::run(seed).unwrap().sheets {
                        let errors: Vec<String> =
                            validator.iter_errors(json).map(|e| e.to_string()).collect();
                        assert!(errors.is_empty(), "seed {seed}: {errors:?}");
                    }
                }
            }
        }
    };
}

expedition!(constitution_expedition, constitution, 4);
// Four adventurers and their porter.
expedition!(cairn_house_expedition, cairn_house, 5);
expedition!(gods_and_monsters_expedition, gods_and_monsters, 4);
expedition!(murdham_expedition, murdham, 4);
expedition!(block_dodge_parry_expedition, block_dodge_parry, 4);
