//! Cairn House Rules checks: the save, its edge and natural 1/20 option,
//! and the reaction roll, against the rulebook's numbers.

use crate::common::band;
use crate::common::{assert_agrees_with_sampling, frac};
use osr_check::cairn_house::{Ability, Disposition, Reaction, Save, Situation};
use osr_check::{Check, Error, Fate, Naturals, PassFail, Resolved, Rolled, secretly};
use osr_core::{Edge, SuppliedFaces};

#[test]
fn save_passes_equal_or_under() {
    // rule: CH-dice.save
    let dex = Save::new(10).unwrap();
    assert_eq!(band(&dex, &[9]), PassFail::Pass);
    assert_eq!(band(&dex, &[10]), PassFail::Pass);
    assert_eq!(band(&dex, &[11]), PassFail::Fail);
    assert_eq!(dex.odds().probability(&PassFail::Pass), Some(frac(10, 20)));
}

#[test]
fn natural_one_and_twenty_are_an_option() {
    // rule: CH-dice.save
    let twenty = Save::new(20).unwrap();
    assert_eq!(band(&twenty, &[20]), PassFail::Pass);
    let twenty = twenty.with_naturals(Naturals::OnePassesTwentyFails);
    assert_eq!(band(&twenty, &[20]), PassFail::Fail);
    assert_eq!(
        twenty.odds().probability(&PassFail::Pass),
        Some(frac(19, 20))
    );

    let zero = Save::new(0).unwrap();
    assert_eq!(band(&zero, &[1]), PassFail::Fail);
    assert_eq!(zero.odds().probability(&PassFail::Pass), Some(frac(0, 1)));
    let zero = zero.with_naturals(Naturals::OnePassesTwentyFails);
    assert_eq!(band(&zero, &[1]), PassFail::Pass);
    assert_eq!(zero.odds().probability(&PassFail::Pass), Some(frac(1, 20)));

    // Between 1 and 19 the option changes nothing.
    for ability in 1..20 {
        let plain = Save::new(ability).unwrap();
        let option = plain.with_naturals(Naturals::OnePassesTwentyFails);
        assert_eq!(plain.odds(), option.odds(), "ability {ability}");
    }
}

#[test]
fn advantage_keeps_the_lower_disadvantage_the_higher() {
    // rule: CH-dice.save.adv, CH-core.adv-disadv
    let str12 = Save::new(12).unwrap();
    let adv = str12.with_edge(Edge::new(1, 0));
    let outcome = adv.roll(&mut SuppliedFaces::new(&[15, 7])).unwrap();
    assert_eq!((outcome.face(), outcome.band()), (7, PassFail::Pass));
    assert_eq!(
        outcome.dice(),
        [
            Rolled {
                sides: 20,
                face: 15,
                fate: Fate::Dropped
            },
            Rolled {
                sides: 20,
                face: 7,
                fate: Fate::Counted
            },
        ]
    );
    let dis = str12.with_edge(Edge::new(0, 1));
    let outcome = dis.roll(&mut SuppliedFaces::new(&[15, 7])).unwrap();
    assert_eq!((outcome.face(), outcome.band()), (15, PassFail::Fail));

    // P(pass) = 1 - (8/20)^2 with advantage, (12/20)^2 with disadvantage.
    assert_eq!(adv.odds().probability(&PassFail::Pass), Some(frac(84, 100)));
    assert_eq!(
        dis.odds().probability(&PassFail::Pass),
        Some(frac(144, 400))
    );

    // One of each cancel; more of either add nothing.
    assert_eq!(str12.with_edge(Edge::new(2, 2)).odds(), str12.odds());
    assert_eq!(str12.with_edge(Edge::new(3, 1)).odds(), adv.odds());
    assert_eq!(
        band(&str12.with_edge(Edge::new(1, 1)), &[13]),
        PassFail::Fail
    );
}

#[test]
fn every_save_agrees_with_sampling() {
    for ability in [0, 3, 10, 18, 20] {
        for edge in [Edge::NONE, Edge::new(1, 0), Edge::new(0, 1)] {
            for naturals in [Naturals::Compare, Naturals::OnePassesTwentyFails] {
                let save = Save::new(ability)
                    .unwrap()
                    .with_edge(edge)
                    .with_naturals(naturals);
                assert_agrees_with_sampling(&save, 20_000);
            }
        }
    }
}

#[test]
fn abilities_outside_the_range_are_errors() {
    assert_eq!(
        Save::new(-1),
        Err(Error::Core(osr_core::Error::OutOfRange {
            what: "ability score",
            value: -1,
            min: 0,
            max: 20
        }))
    );
    assert_eq!(
        Save::new(40).unwrap_err().to_string(),
        "ability score must be in 0..=20, got 40"
    );
}

#[test]
fn situations_name_their_ability() {
    // rule: CH-dice.save.which
    assert_eq!(Situation::Initiative.ability(), Ability::Dex);
    assert_eq!(Situation::Flee.ability(), Ability::Dex);
    assert_eq!(Situation::Morale.ability(), Ability::Wil);
    assert_eq!(Situation::CriticalDamage.ability(), Ability::Str);
    assert_eq!(Situation::Listen.ability(), Ability::Wil);
    assert_eq!(Situation::BurstDoor.ability(), Ability::Str);
    assert_eq!(Situation::PickLock.ability(), Ability::Dex);
    assert_eq!(Situation::Trap.ability(), Ability::Dex);
    assert_eq!(Situation::CastingInterrupted.ability(), Ability::Wil);
    assert_eq!(Situation::HalfDamage.ability(), Ability::Dex);
}

#[test]
fn reaction_table() {
    // rule: CH-travel.reaction
    let plain = Reaction::new(0).unwrap();
    let cases = [
        ([3, 4], Disposition::Uncertain),
        ([1, 1], Disposition::Hostile),
        ([6, 6], Disposition::Enthusiastic),
        ([4, 5], Disposition::Positive),
        ([2, 3], Disposition::Negative),
    ];
    for (faces, expected) in cases {
        assert_eq!(band(&plain, &faces), expected, "{faces:?}");
    }
    let scarred = Reaction::new(-1).unwrap();
    let outcome = scarred.roll(&mut SuppliedFaces::new(&[1, 2])).unwrap();
    assert_eq!((outcome.total(), outcome.band()), (2, Disposition::Hostile));

    let odds = plain.odds();
    assert_eq!(odds.probability(&Disposition::Hostile), Some(frac(1, 36)));
    assert_eq!(odds.probability(&Disposition::Negative), Some(frac(9, 36)));
    assert_eq!(
        odds.probability(&Disposition::Uncertain),
        Some(frac(16, 36))
    );
    assert_eq!(odds.probability(&Disposition::Positive), Some(frac(9, 36)));
    assert_eq!(
        odds.probability(&Disposition::Enthusiastic),
        Some(frac(1, 36))
    );
    assert_eq!(
        scarred.odds().probability(&Disposition::Hostile),
        Some(frac(3, 36))
    );
    for modifier in [-10, -1, 0, 2, 10] {
        assert_agrees_with_sampling(&Reaction::new(modifier).unwrap(), 20_000);
    }
    assert_eq!(
        Reaction::new(11).unwrap_err().to_string(),
        "reaction modifier must be in -10..=10, got 11"
    );
}

#[test]
fn secret_rolls_stay_sealed() {
    // rule: CH-dice.secret
    let save = Save::new(12).unwrap();
    let sealed = secretly(&save, &mut SuppliedFaces::new(&[4])).unwrap();
    assert_eq!(format!("{sealed:?}"), "Sealed(..)");
    assert_eq!(sealed.peek().face(), 4);
    assert_eq!(sealed.reveal().band(), PassFail::Pass);
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum DungeonEvent {
    Encounter,
    Clue,
    Exhaustion,
    Locality,
    Free,
}

#[test]
fn d6_tables_read_one_row_per_face() {
    // rule: CH-dice.d6-table, CH-equip.ammo
    use osr_check::Table;
    // The dungeon event table, with the agreed 5 = free.
    let events = Table::new([
        DungeonEvent::Encounter,
        DungeonEvent::Clue,
        DungeonEvent::Exhaustion,
        DungeonEvent::Locality,
        DungeonEvent::Free,
        DungeonEvent::Free,
    ]);
    assert_eq!(band(&events, &[1]), DungeonEvent::Encounter);
    assert_eq!(band(&events, &[5]), DungeonEvent::Free);
    assert_eq!(
        events.odds().probability(&DungeonEvent::Free),
        Some(frac(2, 6))
    );
    assert_eq!(
        events.odds().probability(&DungeonEvent::Clue),
        Some(frac(1, 6))
    );
    assert_agrees_with_sampling(&events, 12_000);

    // Out of ammunition on 1 or 2 after a fight with a missile weapon.
    let ammo = Table::new([true, true, false, false, false, false]);
    assert!(band(&ammo, &[2]));
    assert!(!band(&ammo, &[3]));
    assert_eq!(ammo.odds().probability(&true), Some(frac(1, 3)));

    // A face the die cannot show is an error, not a row.
    let err = events.roll(&mut SuppliedFaces::new(&[7])).unwrap_err();
    assert_eq!(
        err.to_string(),
        "supplied face 7 at position 0 is not on a d6 (1..=6)"
    );
}

#[cfg(feature = "serde")]
#[test]
fn checks_and_odds_round_trip_through_serde() {
    use osr_check::Odds;

    let save = Save::new(12).unwrap().with_edge(Edge::new(1, 0));
    let text = serde_json::to_string(&save).unwrap();
    assert_eq!(
        text,
        r#"{"ability":12,"edge":{"advantage":1},"naturals":"compare"}"#
    );
    assert_eq!(serde_json::from_str::<Save>(&text).unwrap(), save);
    // Deserializing validates like the constructor.
    let err = serde_json::from_str::<Save>(r#"{"ability":40}"#).unwrap_err();
    assert!(
        err.to_string()
            .contains("ability score must be in 0..=20, got 40"),
        "{err}"
    );
    let err = serde_json::from_str::<Reaction>("-11").unwrap_err();
    assert!(err.to_string().contains("reaction modifier"), "{err}");

    let odds = save.odds();
    let text = serde_json::to_string(&odds).unwrap();
    assert_eq!(
        text,
        r#"{"bands":[{"band":"fail","p":{"exact":"4/25","decimal":0.16}},{"band":"pass","p":{"exact":"21/25","decimal":0.84}}],"tail":null}"#
    );
    assert_eq!(serde_json::from_str::<Odds<PassFail>>(&text).unwrap(), odds);
    for bad in [
        r#"{"bands":[{"band":"fail","p":{"exact":"1/2"}},{"band":"pass","p":{"exact":"1/3"}}],"tail":null}"#,
        r#"{"bands":[{"band":"pass","p":{"exact":"1/2"}},{"band":"fail","p":{"exact":"1/2"}}],"tail":null}"#,
        r#"{"bands":[{"band":"fail","p":{"exact":"0"}},{"band":"pass","p":{"exact":"1"}}],"tail":null}"#,
        r#"{"bands":[{"band":"fail","p":{"exact":"x"}}],"tail":null}"#,
    ] {
        assert!(
            serde_json::from_str::<Odds<PassFail>>(bad).is_err(),
            "{bad}"
        );
    }
}

#[cfg(feature = "serde")]
#[test]
fn reaction_rolls_name_their_band_and_refuse_forgeries() {
    let roll = Reaction::new(-1)
        .unwrap()
        .roll(&mut SuppliedFaces::new(&[3, 5]))
        .unwrap();
    let json = serde_json::to_string(&roll).unwrap();
    assert_eq!(
        json,
        r#"{"band":"uncertain","total":7,"dice":[{"sides":6,"face":3,"fate":"counted"},{"sides":6,"face":5,"fate":"counted"}]}"#
    );
    assert_eq!(
        serde_json::from_str::<osr_check::cairn_house::ReactionRoll>(&json).unwrap(),
        roll
    );
    let forged = [
        (
            json.replace(r#""band":"uncertain""#, r#""band":"positive""#),
            "the band",
        ),
        (
            json.replace(r#""total":7"#, r#""total":30"#)
                .replace("uncertain", "enthusiastic"),
            "the total",
        ),
        (
            json.replace(r#",{"sides":6,"face":5,"fate":"counted"}"#, ""),
            "the number of dice",
        ),
        (
            json.replace(r#""sides":6,"face":5"#, r#""sides":8,"face":5"#),
            "the dice of a reaction roll",
        ),
    ];
    for (text, what) in forged {
        let err = serde_json::from_str::<osr_check::cairn_house::ReactionRoll>(&text).unwrap_err();
        let expected = osr_check::Error::Inconsistent { what }.to_string();
        assert!(err.to_string().contains(&expected), "{text}: {err}");
    }
}

#[cfg(feature = "serde")]
#[test]
fn every_rolled_outcome_reads_back_from_its_json() {
    use crate::common::assert_outcomes_read_back;

    for ability in [0, 7, 20] {
        for edge in [Edge::NONE, Edge::new(1, 0), Edge::new(0, 2)] {
            for naturals in [Naturals::Compare, Naturals::OnePassesTwentyFails] {
                let save = Save::new(ability)
                    .unwrap()
                    .with_edge(edge)
                    .with_naturals(naturals);
                assert_outcomes_read_back(&save, 200);
            }
        }
    }
    for modifier in [-10, -1, 0, 10] {
        assert_outcomes_read_back(&Reaction::new(modifier).unwrap(), 200);
    }
}
