//! `osr::document::read`: every document type of every system reads from
//! what osr writes; a text past its type's size is refused before it is
//! parsed; and the sizes the seeds' documents take stay far below those
//! limits.

use osr::document::{self, Document, ReadError};

/// Checks one document type against the texts osr wrote for it: each reads
/// back equal; padded past the size (with text that is not even JSON), it
/// is refused for its size; the largest is at most an eighth of the limit.
fn check<D: Document + PartialEq + std::fmt::Debug + serde::Serialize>(texts: &[String]) -> usize {
    let mut largest = 0;
    for text in texts {
        let read: D = document::read(text).unwrap_or_else(|e| panic!("{}: {e}", D::TITLE));
        assert_eq!(&serde_json::to_string(&read).unwrap(), text);
        largest = largest.max(text.len());
        let mut padded = text.clone();
        padded.push_str(&"}".repeat(D::MAX_BYTES + 1 - text.len()));
        match document::read::<D>(&padded) {
            Err(ReadError::TooLarge { what, len, max }) => {
                assert_eq!((what, len, max), (D::TITLE, D::MAX_BYTES + 1, D::MAX_BYTES));
            }
            other => panic!("{}: {other:?}", D::TITLE),
        }
        // At the size exactly, it is parsed (and refused for its trailing
        // text, not its size).
        padded.pop();
        assert_eq!(document::read::<D>(&padded).unwrap_err().kind(), "refused");
    }
    assert!(
        largest * 8 <= D::MAX_BYTES,
        "{}: {largest} bytes against a limit of {}",
        D::TITLE,
        D::MAX_BYTES
    );
    largest
}

macro_rules! documents {
    ($tests:ident, $system:ident) => {
        #[test]
        fn $tests() {
            use crate::$system as system;
            use osr::$system::play::Expedition;
            use osr::$system::sheet::Sheet;

            let mut sheets = Vec::new();
            let mut expeditions = Vec::new();
            for seed in 0..6 {
                let chronicle = system::run(seed).unwrap();
                for json in chronicle.sheets {
                    let sheet: Sheet = serde_json::from_value(json).unwrap();
                    sheets.push(serde_json::to_string(&sheet).unwrap());
                }
                let expedition: Expedition = serde_json::from_value(chronicle.saved).unwrap();
                expeditions.push(serde_json::to_string(&expedition).unwrap());
            }
            let sheet = check::<Sheet>(&sheets);
            let expedition = check::<Expedition>(&expeditions);
            // A saved expedition without a version is version 1; one whose
            // version is `null` is refused, as osr never writes it.
            let mut saved: serde_json::Value = serde_json::from_str(&expeditions[0]).unwrap();
            saved["version"] = serde_json::Value::Null;
            assert!(document::read::<Expedition>(&saved.to_string()).is_err());
            saved.as_object_mut().unwrap().remove("version");
            assert!(document::read::<Expedition>(&saved.to_string()).is_ok());
            println!(
                "{}: largest sheet {sheet} bytes, largest expedition {expedition} bytes",
                stringify!($system)
            );
        }
    };
}

documents!(constitution_documents, constitution);
documents!(cairn_house_documents, cairn_house);
documents!(gods_and_monsters_documents, gods_and_monsters);
documents!(murdham_documents, murdham);
documents!(block_dodge_parry_documents, block_dodge_parry);
