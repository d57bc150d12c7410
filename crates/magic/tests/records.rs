//! Outcomes as records: each reads back as written, and a record whose
//! figures do not follow from its dice is refused.

#![cfg(feature = "serde")]

use osr_check::cairn_house::Save;
use osr_core::SuppliedFaces;
use osr_magic::cairn_house::{
    AnimatedDead, AreaDamage, AreaDamageRoll, Casting, Source, Spell, SpellLevel,
};
use osr_magic::constitution::{
    Caster, CasterLevel, KnownSpell, PreparedCast, Ritual, RitualRoll, Specialisation,
    Specialisations, SpellRating, Study, StudyDays, StudyRoll,
};
use osr_magic::murdham::{Corruption, CorruptionGained};
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::common::rng;

fn round_trip<T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug>(value: &T) -> String {
    let json = serde_json::to_string(value).unwrap();
    let back: T = serde_json::from_str(&json).unwrap();
    assert_eq!(&back, value);
    json
}

fn refused<T: DeserializeOwned + std::fmt::Debug>(json: &str) {
    assert!(serde_json::from_str::<T>(json).is_err(), "accepted {json}");
}

#[test]
fn constitution_records() {
    let x = KnownSpell::new(
        "X",
        osr_magic::constitution::SpellLevel::new(1).unwrap(),
        SpellRating::new(60).unwrap(),
    );
    let sage = Caster::new(
        CasterLevel::new(1).unwrap(),
        Specialisations::of(&[Specialisation::Goetia]),
    );
    let mut prepared = sage.prepare(std::slice::from_ref(&x), 0).unwrap();
    let cast = prepared.cast(0, &mut SuppliedFaces::new(&[44])).unwrap();
    let json = round_trip(&cast);
    refused::<PreparedCast>(&json.replace("\"pass\"", "\"fail\""));
    refused::<PreparedCast>(&json.replace("\"rating\":60", "\"rating\":40"));

    let ritual = Ritual::new(&x, 15, 12, true).unwrap();
    let mut rng = rng();
    for _ in 0..20 {
        let roll = osr_check::Check::roll(&ritual, &mut rng).unwrap();
        let json = round_trip(&roll);
        let flipped = if json.contains("\"band\":\"cast\"") {
            json.replacen("\"band\":\"cast\"", "\"band\":\"failed\"", 1)
        } else {
            json.replacen("\"band\":\"failed\"", "\"band\":\"cast\"", 1)
        };
        refused::<RitualRoll>(&flipped);
    }

    let study = Study::new(SpellRating::new(50).unwrap(), StudyDays::new(2).unwrap());
    let roll = study.roll(&mut SuppliedFaces::new(&[4, 3])).unwrap();
    let json = round_trip(&roll);
    refused::<StudyRoll>(&json.replace("\"to\":57", "\"to\":58"));
}

#[test]
fn cairn_house_records() {
    let fireball = AreaDamage::fireball(SpellLevel::new(3).unwrap());
    let roll = fireball.roll(&mut SuppliedFaces::new(&[2, 5, 6])).unwrap();
    let json = round_trip(&roll);
    refused::<AreaDamageRoll>(&json.replace("\"total\":13", "\"total\":14"));
    let dead = AnimatedDead::raise(
        SpellLevel::new(2).unwrap(),
        &mut SuppliedFaces::new(&[3, 6]),
    )
    .unwrap();
    let json = round_trip(&dead);
    refused::<AnimatedDead>(&json.replace("[3,6]", "[4,6]"));
    let casting = Casting::new(Source::Scroll {
        spell: Spell::Sleep,
        level: SpellLevel::new(2).unwrap(),
    })
    .in_danger(Save::new(10).unwrap());
    let json = round_trip(&casting);
    assert!(json.contains("\"from\":\"scroll\""));
    refused::<Casting>(&json.replace("\"level\":2", "\"level\":12"));
    let cast = casting.cast(&mut SuppliedFaces::new(&[14])).unwrap();
    let json = round_trip(&cast);
    refused::<osr_magic::cairn_house::Cast>(&json.replace("\"face\":14", "\"face\":24"));
}

#[test]
fn murdham_records() {
    let gained = Corruption::new(3)
        .unwrap()
        .gain(4, &mut SuppliedFaces::new(&[5]))
        .unwrap();
    let json = round_trip(&gained);
    refused::<CorruptionGained>(&json.replace("\"to\":2", "\"to\":7"));
    let spared = Corruption::new(3)
        .unwrap()
        .gain(4, &mut SuppliedFaces::new(&[9]))
        .unwrap();
    let json = round_trip(&spared);
    refused::<CorruptionGained>(&json.replace("\"soulblight\":null", "\"soulblight\":9"));
}

#[test]
fn spell_ids_read_back_through_their_lookup() {
    for spell in Spell::ALL {
        let json = round_trip(&spell);
        assert_eq!(json, format!("\"{}\"", spell.id()));
    }
    for kind in osr_magic::gods_and_monsters::SpellType::ALL {
        let json = round_trip(&kind);
        assert_eq!(json, format!("\"{}\"", kind.id()));
    }
    let err = serde_json::from_str::<Spell>("\"wish\"").unwrap_err();
    assert_eq!(err.to_string(), "unknown spell 'wish'");
    let err = serde_json::from_str::<osr_magic::gods_and_monsters::SpellType>("\"necromancy\"")
        .unwrap_err();
    assert_eq!(err.to_string(), "unknown spell type 'necromancy'");
    refused::<Spell>("\"Fireball\"");
    refused::<Spell>("3");
    refused::<SpellLevel>("12");
    refused::<SpellRating>("150");
}

#[test]
fn forged_records_and_inputs_are_refused() {
    use osr_magic::block_dodge_parry::{Fatigue, FatigueAdded, SpellFatigue};
    use osr_magic::constitution::{Blessing, BlessingAsked, Learned, Learning, Penance, Purpose};
    use osr_magic::gods_and_monsters::{CharacterLevel, PsychicAttack, PsychicHit, PsychicPools};

    let attack = PsychicAttack::new(CharacterLevel::new(3).unwrap(), 3, 1).unwrap();
    let json = round_trip(&attack);
    refused::<PsychicAttack>(&json.replace("\"verve\":3", "\"verve\":0"));
    refused::<PsychicAttack>(&json.replace("\"verve\":3", "\"verve\":31"));
    refused::<PsychicAttack>(&json.replace("\"charisma_major\":1", "\"charisma_major\":11"));

    let hit = PsychicPools {
        verve: 2,
        survival: 7,
    }
    .take(5, false);
    let json = round_trip(&hit);
    refused::<PsychicHit>(&json.replace("\"stun_penalty\":3", "\"stun_penalty\":4"));
    refused::<PsychicHit>(&json.replace("\"injuries\":0", "\"injuries\":2"));
    refused::<PsychicHit>(&json.replace("\"to\":{\"verve\":0", "\"to\":{\"verve\":3"));
    let knocked_out = PsychicPools {
        verve: 0,
        survival: 2,
    }
    .take(5, false);
    assert_eq!(knocked_out.injuries, 3);
    round_trip(&knocked_out);

    let added = SpellFatigue::new(1).cast(Fatigue::new(9).unwrap()).unwrap();
    assert!(added.slots_full);
    let json = round_trip(&added);
    refused::<FatigueAdded>(&json.replace("\"slots_full\":true", "\"slots_full\":false"));
    refused::<FatigueAdded>(
        &json
            .replace("\"from\":9", "\"from\":10")
            .replace("\"to\":10", "\"to\":9"),
    );
    refused::<FatigueAdded>(&json.replace("\"to\":10", "\"to\":11"));

    let priest = Specialisations::of(&[Specialisation::Ordained]);
    let asked = Blessing::ask(priest, Purpose::Selfish, Penance::new(0).unwrap()).unwrap();
    let json = round_trip(&asked);
    refused::<BlessingAsked>(&json.replace("\"minutes\":30", "\"minutes\":5"));
    refused::<BlessingAsked>(&json.replace("\"penance\":1", "\"penance\":41"));

    let goetia = Specialisations::of(&[Specialisation::Goetia]);
    let learned =
        Learning::exploratory(goetia, &["A", "B"], &[], &mut SuppliedFaces::new(&[2])).unwrap();
    assert_eq!(learned.spell, "B");
    let json = round_trip(&learned);
    refused::<Learned>(&json.replace("\"rating\":50", "\"rating\":150"));
    refused::<Learned>(&json.replace("\"face\":2", "\"face\":3"));
    let two_dice = json.replace(
        "\"dice\":[",
        "\"dice\":[{\"sides\":2,\"face\":1,\"fate\":\"counted\"},",
    );
    refused::<Learned>(&two_dice);
}

#[test]
fn a_forged_ritual_is_refused() {
    let x = KnownSpell::new(
        "X",
        osr_magic::constitution::SpellLevel::new(2).unwrap(),
        SpellRating::new(60).unwrap(),
    );
    let ritual = Ritual::new(&x, 15, 12, true).unwrap();
    let json = round_trip(&ritual);
    assert_eq!(json.matches("\"dc\":20").count(), 2, "{json}");
    refused::<Ritual>(&json.replacen("\"dc\":20", "\"dc\":5", 1));
    refused::<Ritual>(&json.replacen("\"skill\":60", "\"skill\":90", 1));
    refused::<Ritual>(&json.replace("\"skill\":60", "\"skill\":0"));
    refused::<Ritual>(&json.replace("\"level\":2", "\"level\":12"));
}
