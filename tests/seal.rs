//! `osr::seal`: HMAC-SHA256 proved on RFC 4231's known answers through
//! `Key`, and a sealed fight log that an edit replayed consistently no
//! longer matches.

use osr::combat::Side;
use osr::combat::cairn_house::{Combatant, Command, Fight, Setup};
use osr::core::SuppliedFaces;
use osr::equipment::cairn_house::{BodyArmour, Shield, Weapon};
use osr::seal::{Error, Key, Seal};

/// The bytes of hexadecimal digits, read here independently of the
/// library's own reading.
fn bytes(hex: &str) -> Vec<u8> {
    (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).unwrap())
        .collect()
}

/// RFC 4231, section 4: key, data and HMAC-SHA-256, for the cases whose
/// key `Key` accepts (test case 2's key, "Jefe", is 4 bytes: refused
/// below).
const RFC_4231: [(&str, &[u8], &str); 6] = [
    // Test case 1.
    (
        "0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b",
        b"Hi There",
        "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7",
    ),
    // Test case 3: 50 bytes of 0xdd.
    (
        "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
        &[0xdd; 50],
        "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe",
    ),
    // Test case 4: 50 bytes of 0xcd.
    (
        "0102030405060708090a0b0c0d0e0f10111213141516171819",
        &[0xcd; 50],
        "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b",
    ),
    // Test case 5: the RFC gives the first 128 bits only (checked below).
    (
        "0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c",
        b"Test With Truncation",
        "a3b6167473100ee06e0c796c2955552b",
    ),
    // Test case 6: a key longer than SHA-256's block (131 bytes of 0xaa).
    (
        "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
        b"Test Using Larger Than Block-Size Key - Hash Key First",
        "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54",
    ),
    // Test case 7: that key, and data longer than a block.
    (
        "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
        b"This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.",
        "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2",
    ),
];

#[test]
fn rfc_4231_known_answers() {
    for (key, data, mac) in RFC_4231 {
        assert_eq!(key.len() % 2, 0);
        let from_bytes = Key::new(&bytes(key)).unwrap();
        let from_hex = Key::from_hex(key).unwrap();
        let seal = from_bytes.seal(data);
        assert_eq!(from_hex.seal(data), seal, "key {key}");
        assert_eq!(seal.to_string()[..mac.len()], *mac, "key {key}");
        assert_eq!(
            seal.as_bytes()[..mac.len() / 2],
            bytes(mac)[..],
            "key {key}"
        );
        if mac.len() == 64 {
            let expected: Seal = mac.parse().unwrap();
            assert_eq!(from_bytes.verify(data, &expected), Ok(()), "key {key}");
        }
    }
}

#[test]
fn rfc_4231_case_2_key_is_too_short_for_a_referee() {
    // HMAC-SHA-256("Jefe", "what do ya want for nothing?") is
    // 5bdcc146...; a 4-byte key is no secret worth sealing with.
    assert_eq!(
        Key::new(b"Jefe").unwrap_err(),
        Error::KeyTooShort { len: 4 }
    );
    assert_eq!(
        Key::from_hex("4a656665").unwrap_err(),
        Error::KeyTooShort { len: 4 }
    );
}

#[test]
fn a_changed_byte_or_key_or_seal_does_not_verify() {
    let key = Key::new(&bytes(RFC_4231[0].0)).unwrap();
    let seal = key.seal(b"Hi There");
    assert_eq!(key.verify(b"Hi There", &seal), Ok(()));
    assert_eq!(key.verify(b"Hi there", &seal), Err(Error::Mismatch));
    assert_eq!(key.verify(b"Hi There ", &seal), Err(Error::Mismatch));
    let other = Key::new(&[0x0b; 21]).unwrap();
    assert_eq!(other.verify(b"Hi There", &seal), Err(Error::Mismatch));
    for i in 0..32 {
        let mut flipped = *seal.as_bytes();
        flipped[i] ^= 1;
        assert_eq!(
            key.verify(b"Hi There", &Seal::from_bytes(flipped)),
            Err(Error::Mismatch),
            "byte {i}"
        );
    }
}

#[test]
fn keys_and_seals_as_text_refuse_what_is_not_hexadecimal() {
    assert_eq!(
        Key::from_hex("0b0b0").unwrap_err(),
        Error::KeyOddDigits { len: 5 }
    );
    assert_eq!(
        Key::from_hex(&"0b".repeat(15)).unwrap_err(),
        Error::KeyTooShort { len: 15 }
    );
    assert_eq!(
        Key::from_hex(&format!("{}0g", "0b".repeat(16))).unwrap_err(),
        Error::NotHex {
            what: "a sealing key",
            position: 34
        }
    );
    // A character of two bytes is one character: an odd count.
    assert_eq!(
        Key::from_hex(&format!("{}é", "0b".repeat(16))).unwrap_err(),
        Error::KeyOddDigits { len: 33 }
    );
    assert_eq!(
        "ab".repeat(31).parse::<Seal>().unwrap_err(),
        Error::SealLength { len: 62 }
    );
    assert_eq!(
        format!("{}é", "a".repeat(63)).parse::<Seal>().unwrap_err(),
        Error::NotHex {
            what: "a seal",
            position: 64
        }
    );
    let seal: Seal = "AB".repeat(32).parse().unwrap();
    assert_eq!(seal, Seal::from_bytes([0xab; 32]));
    assert_eq!(seal.to_string(), "ab".repeat(32));
}

#[test]
fn messages_speak_to_players() {
    let cases = [
        (Error::Mismatch, "the seal does not match this document"),
        (
            Error::KeyTooShort { len: 4 },
            "a sealing key must be at least 16 bytes (32 hexadecimal digits); this one is 4 bytes",
        ),
        (
            Error::KeyOddDigits { len: 5 },
            "a sealing key in hexadecimal has two digits per byte, an even number; this one has 5",
        ),
        (
            Error::SealLength { len: 62 },
            "a seal is 64 hexadecimal digits; this one has 62",
        ),
        (
            Error::NotHex {
                what: "a seal",
                position: 3,
            },
            "a seal is written in hexadecimal digits (0 to 9 and a to f), and character 3 is not one",
        ),
    ];
    for (err, message) in cases {
        assert_eq!(err.to_string(), message);
        assert_eq!(
            serde_json::to_value(&err).unwrap(),
            serde_json::json!({"kind": err.kind(), "message": message})
        );
    }
}

#[test]
fn a_seal_is_a_hex_string_in_json() {
    let seal = Seal::from_bytes([0x0f; 32]);
    let json = serde_json::to_string(&seal).unwrap();
    assert_eq!(json, format!("\"{}\"", "0f".repeat(32)));
    assert_eq!(serde_json::from_str::<Seal>(&json).unwrap(), seal);
    let err = serde_json::from_str::<Seal>("\"0f\"").unwrap_err();
    assert!(err.to_string().contains("a seal is 64 hexadecimal digits"));
    assert!(serde_json::from_str::<Seal>("[15]").is_err());
}

/// A Cairn House Rules fight after initiative, before anyone is hurt:
/// the foe's DR is `foe_dr`.
fn fight(foe_dr: u32) -> Fight {
    let pc = Combatant::new(1, Side::Party, 4, [14, 9, 11])
        .unwrap()
        .with_weapon(Weapon::Hand)
        .with_armour(BodyArmour::Unarmoured, Some(Shield::Shield));
    let foe = Combatant::new(2, Side::Foes, 3, [8, 12, 7])
        .unwrap()
        .with_weapon(Weapon::Bow)
        .with_dr(foe_dr)
        .unwrap();
    let mut fight = Fight::new(Setup::new(vec![pc, foe]).unwrap()).unwrap();
    fight
        .step(Command::RollInitiative, &mut SuppliedFaces::new(&[12]))
        .unwrap();
    fight
}

#[test]
fn a_fight_log_edited_and_replayed_consistently_fails_its_seal() {
    let key = Key::from_hex("5eed5eed5eed5eed5eed5eed5eed5eed").unwrap();
    let log = fight(0);
    let seal = key.seal_document(&log).unwrap();
    // The seal is over the JSON osr writes for the log.
    let written = serde_json::to_string(&log).unwrap();
    assert_eq!(seal, key.seal(written.as_bytes()));

    // The player's copy, laid out differently (pretty-printed, the keys of
    // the top object in another order), is still the sealed one.
    let mut value: serde_json::Value = serde_json::from_str(&written).unwrap();
    let object = value.as_object_mut().unwrap();
    let events = object.remove("events").unwrap();
    let mut reordered = serde_json::Map::new();
    reordered.insert("events".into(), events);
    reordered.extend(object.clone());
    let copy = serde_json::to_string_pretty(&reordered).unwrap();
    assert_ne!(copy, written);
    let read: Fight = key.read_verified(&copy, &seal).unwrap();
    assert_eq!(serde_json::to_string(&read).unwrap(), written);

    // The foe's DR raised to 2 and the same commands replayed from the same
    // faces: a log that reads as well as the real one...
    let edited = Fight::replay(fight(2).setup().clone(), log.commands(), log.faces()).unwrap();
    assert_eq!(edited.setup().combatants()[1].dr(), 2);
    let edited_json = serde_json::to_string(&edited).unwrap();
    assert_ne!(edited_json, written);
    assert!(serde_json::from_str::<Fight>(&edited_json).is_ok());
    // ...and whose seal does not match.
    assert_eq!(key.verify_document(&edited, &seal), Err(Error::Mismatch));
    assert_eq!(
        key.read_verified::<Fight>(&edited_json, &seal).unwrap_err(),
        Error::Mismatch
    );
    assert_eq!(
        Error::Mismatch.to_string(),
        "the seal does not match this document"
    );

    // An edit that does not replay is refused before the seal is compared.
    let forged = written.replace("\"faces\":[12]", "\"faces\":[13]");
    assert_ne!(forged, written);
    let err = key.read_verified::<Fight>(&forged, &seal).unwrap_err();
    assert_eq!(err.kind(), "unreadable_document");
}
