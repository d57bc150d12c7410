//! The configurable save (`osr_check::save`) and the rolled save outcome
//! (`osr_check::Save`) that three systems share: each system's rules, and
//! outcomes read back from JSON checked against their dice.

use osr_check::save::{Advantages, EdgeRule, NaturalsRule, SaveRules};
use osr_check::{
    Check, Error, Naturals, PassFail, Resolved, block_dodge_parry, cairn_house, murdham,
};
use osr_core::{Edge, Net, SuppliedFaces};

use crate::common::assert_agrees_with_sampling;

#[test]
fn each_system_states_its_rules() {
    assert_eq!(cairn_house::Rules::EDGE, EdgeRule::CancelOneExtra);
    assert_eq!(cairn_house::Rules::NATURALS, NaturalsRule::Optional);
    assert_eq!(murdham::Rules::EDGE, EdgeRule::CancelOneExtra);
    assert_eq!(
        murdham::Rules::NATURALS,
        NaturalsRule::Fixed(Naturals::Compare)
    );
    assert_eq!(block_dodge_parry::Rules::EDGE, EdgeRule::AdvantageOnly);
    assert_eq!(
        block_dodge_parry::Rules::NATURALS,
        NaturalsRule::Fixed(Naturals::OnePassesTwentyFails)
    );
    assert_eq!(
        cairn_house::AbilityScore::MIN..=cairn_house::AbilityScore::MAX,
        0..=20
    );
    assert_eq!(
        murdham::AbilityScore::MIN..=murdham::AbilityScore::MAX,
        0..=20
    );
    assert_eq!(
        block_dodge_parry::AbilityScore::MIN..=block_dodge_parry::AbilityScore::MAX,
        0..=i32::MAX
    );
}

#[test]
fn edges_combine_by_the_systems_rule() {
    let cancel = EdgeRule::CancelOneExtra;
    assert_eq!(cancel.net(Edge::NONE), Ok(Net::Even));
    assert_eq!(cancel.net(Edge::new(2, 2)), Ok(Net::Even));
    assert_eq!(cancel.net(Edge::new(5, 1)), Ok(Net::Advantage(1)));
    assert_eq!(cancel.net(Edge::new(1, 3)), Ok(Net::Disadvantage(1)));
    let only = EdgeRule::AdvantageOnly;
    assert_eq!(only.net(Edge::NONE), Ok(Net::Even));
    assert_eq!(only.net(Edge::new(3, 0)), Ok(Net::Advantage(1)));
    assert_eq!(
        only.net(Edge::new(1, 1)),
        Err(Error::NotInRules {
            what: "disadvantage"
        })
    );

    let save = murdham::Save::new(11).unwrap();
    assert_eq!(
        save.with_edge(Edge::new(4, 1)).roll_under().net(),
        Net::Advantage(1)
    );
    let bdp = block_dodge_parry::Save::new(11).unwrap();
    // A disadvantage cannot be given to a Block, Dodge, Parry save: it
    // takes advantages only, and its rule refuses one read from a document.
    assert!(block_dodge_parry::Rules::EDGE.net(Edge::new(0, 1)).is_err());
    assert!(bdp.with_edge(Advantages(1)).advantage());
    assert_eq!(bdp.with_edge(Advantages(1)), bdp.with_advantage(true));
}

#[test]
fn a_fixed_natural_rule_or_a_missing_gate_is_refused() {
    let cairn = cairn_house::Save::new(20).unwrap();
    assert_eq!(cairn.naturals(), Naturals::Compare);
    assert!(cairn.try_naturals(Naturals::OnePassesTwentyFails).is_ok());
    let bdp = block_dodge_parry::Save::new(20).unwrap();
    assert_eq!(bdp.naturals(), Naturals::OnePassesTwentyFails);
    assert_eq!(
        bdp.try_naturals(Naturals::Compare),
        Err(Error::NotInRules {
            what: "natural 1/20 rule"
        })
    );
    assert!(
        murdham::Save::new(20)
            .unwrap()
            .try_naturals(Naturals::OnePassesTwentyFails)
            .is_err()
    );
    assert_eq!(
        cairn.try_gate(murdham::Gate::Trivial),
        Err(Error::NotInRules {
            what: "trivial or impossible save"
        })
    );
    assert_eq!(cairn.try_gate(murdham::Gate::Uncertain), Ok(cairn));
    let mu = murdham::Save::new(3).unwrap();
    assert_eq!(
        mu.try_gate(murdham::Gate::Trivial),
        Ok(mu.with_gate(murdham::Gate::Trivial))
    );
}

#[test]
fn every_system_save_agrees_with_sampling() {
    for ability in [0, 1, 7, 19, 20] {
        for edge in [Edge::NONE, Edge::new(1, 0), Edge::new(0, 1)] {
            let cairn = cairn_house::Save::new(ability)
                .unwrap()
                .with_edge(edge)
                .with_naturals(Naturals::OnePassesTwentyFails);
            assert_agrees_with_sampling(&cairn, 2_000);
            let mu = murdham::Save::new(ability).unwrap().with_edge(edge);
            assert_agrees_with_sampling(&mu, 2_000);
        }
        let bdp = block_dodge_parry::Save::new(ability)
            .unwrap()
            .with_advantage(true);
        assert_agrees_with_sampling(&bdp, 2_000);
    }
}

#[test]
fn a_rolled_save_verifies_against_its_save() {
    let save = cairn_house::Save::new(12)
        .unwrap()
        .with_edge(Edge::new(0, 1));
    let outcome = save.roll(&mut SuppliedFaces::new(&[3, 13])).unwrap();
    assert_eq!(save.verify(&outcome), Ok(()));
    let other = save.with_edge(Edge::new(1, 0));
    assert_eq!(other.verify(&outcome), Err(Error::Forged));
}

#[cfg(feature = "serde")]
mod serde {
    use osr_check::murdham::{Gate, SaveOutcome};
    use osr_check::{Check, Error, Naturals, PassFail, Resolved, Save};
    use osr_check::{block_dodge_parry, cairn_house, murdham};
    use osr_core::{Edge, SuppliedFaces};

    /// The typed error under a serde error's text.
    fn refused<T: serde::de::DeserializeOwned + core::fmt::Debug>(json: &str, err: &Error) {
        let got = serde_json::from_str::<T>(json).unwrap_err().to_string();
        assert!(got.contains(&err.to_string()), "{json}: {got}");
    }

    #[test]
    fn saves_serialize_their_rules_and_read_back_through_them() {
        let save = cairn_house::Save::new(12)
            .unwrap()
            .with_edge(Edge::new(2, 1))
            .with_naturals(Naturals::OnePassesTwentyFails);
        let json = serde_json::to_string(&save).unwrap();
        assert_eq!(
            json,
            r#"{"ability":12,"edge":{"advantage":2,"disadvantage":1},"naturals":"one_passes_twenty_fails"}"#
        );
        assert_eq!(
            serde_json::from_str::<cairn_house::Save>(&json).unwrap(),
            save
        );

        let mu = murdham::Save::new(9).unwrap().with_gate(Gate::Trivial);
        let json = serde_json::to_string(&mu).unwrap();
        assert_eq!(
            json,
            r#"{"ability":9,"edge":{},"naturals":"compare","gate":"trivial"}"#
        );
        assert_eq!(serde_json::from_str::<murdham::Save>(&json).unwrap(), mu);
        assert_eq!(
            serde_json::from_str::<block_dodge_parry::Save>(r#"{"ability": 5}"#).unwrap(),
            block_dodge_parry::Save::new(5).unwrap()
        );
    }

    #[test]
    fn saves_outside_their_rules_are_refused() {
        refused::<cairn_house::Save>(
            r#"{"ability": 21}"#,
            &Error::out_of_range("ability score", 21, 0, 20),
        );
        refused::<block_dodge_parry::Save>(
            r#"{"ability": 12, "edge": {"advantage": 0, "disadvantage": 1}}"#,
            &Error::NotInRules {
                what: "disadvantage",
            },
        );
        refused::<block_dodge_parry::Save>(
            r#"{"ability": 12, "naturals": "compare"}"#,
            &Error::NotInRules {
                what: "natural 1/20 rule",
            },
        );
        refused::<murdham::Save>(
            r#"{"ability": 12, "naturals": "one_passes_twenty_fails"}"#,
            &Error::NotInRules {
                what: "natural 1/20 rule",
            },
        );
        refused::<cairn_house::Save>(
            r#"{"ability": 12, "gate": "impossible"}"#,
            &Error::NotInRules {
                what: "trivial or impossible save",
            },
        );
    }

    #[test]
    fn a_rolled_save_names_its_band_as_the_odds_do() {
        let save = cairn_house::Save::new(12).unwrap();
        let outcome = save.roll(&mut SuppliedFaces::new(&[7])).unwrap();
        let json = serde_json::to_string(&outcome).unwrap();
        assert_eq!(
            json,
            r#"{"band":"pass","face":7,"target":12,"margin":5,"dice":[{"sides":20,"face":7,"fate":"counted"}]}"#
        );
        let odds = serde_json::to_string(&save.odds()).unwrap();
        assert!(odds.contains(r#""pass""#), "{odds}");
        let back: Save = serde_json::from_str(&json).unwrap();
        assert_eq!(back, outcome);
        assert_eq!(save.verify(&back), Ok(()));
    }

    fn record(band: &str, face: u32, target: i32, margin: i64, dice: &str) -> String {
        format!(
            r#"{{"band":"{band}","face":{face},"target":{target},"margin":{margin},"dice":[{dice}]}}"#
        )
    }

    const D20_7: &str = r#"{"sides":20,"face":7,"fate":"counted"}"#;

    #[test]
    fn forged_rolled_saves_are_refused() {
        let inconsistent = |what| Error::Inconsistent { what };
        // A kept face that no die shows, or off the d20.
        refused::<Save>(
            &record("pass", 99, 12, -87, D20_7),
            &inconsistent("the kept d20"),
        );
        refused::<Save>(
            &record("pass", 8, 12, 4, D20_7),
            &inconsistent("the kept d20"),
        );
        // The band against the comparison.
        refused::<Save>(&record("fail", 7, 12, 5, D20_7), &inconsistent("the band"));
        // The margin.
        refused::<Save>(
            &record("pass", 7, 12, 4, D20_7),
            &inconsistent("the margin"),
        );
        // No dice, a die that is not a d20, two counted dice.
        refused::<Save>(
            &record("pass", 7, 12, 5, ""),
            &inconsistent("the number of dice"),
        );
        refused::<Save>(
            &record("pass", 4, 12, 8, r#"{"sides":6,"face":4,"fate":"counted"}"#),
            &inconsistent("a die other than a d20"),
        );
        refused::<Save>(
            &record("pass", 7, 12, 5, &format!("{D20_7},{D20_7}")),
            &inconsistent("the kept d20"),
        );
        // Kept a middle die of three: neither advantage nor disadvantage.
        let middle = r#"{"sides":20,"face":3,"fate":"dropped"},{"sides":20,"face":7,"fate":"counted"},{"sides":20,"face":15,"fate":"dropped"}"#;
        refused::<Save>(
            &record("pass", 7, 12, 5, middle),
            &inconsistent("the kept d20"),
        );
        // A face off its die is the die's own error.
        assert!(
            serde_json::from_str::<Save>(&record(
                "pass",
                21,
                30,
                9,
                r#"{"sides":20,"face":21,"fate":"counted"}"#
            ))
            .is_err()
        );
    }

    #[test]
    fn a_natural_may_decide_only_where_the_comparison_cannot() {
        let one = r#"{"sides":20,"face":1,"fate":"counted"}"#;
        let twenty = r#"{"sides":20,"face":20,"fate":"counted"}"#;
        // Against 0 a natural 1 passes under the option and fails without it.
        for band in ["pass", "fail"] {
            assert!(serde_json::from_str::<Save>(&record(band, 1, 0, -1, one)).is_ok());
            assert!(serde_json::from_str::<Save>(&record(band, 20, 20, 0, twenty)).is_ok());
        }
        // Against 12 a natural 20 fails and a natural 1 passes either way.
        assert!(serde_json::from_str::<Save>(&record("pass", 20, 12, -8, twenty)).is_err());
        assert!(serde_json::from_str::<Save>(&record("fail", 1, 12, 11, one)).is_err());
        // Advantage kept the lower die; disadvantage the higher.
        let pair = |kept_first: bool| {
            let (a, b) = if kept_first {
                ("counted", "dropped")
            } else {
                ("dropped", "counted")
            };
            format!(r#"{{"sides":20,"face":15,"fate":"{a}"}},{{"sides":20,"face":7,"fate":"{b}"}}"#)
        };
        let low: Save = serde_json::from_str(&record("pass", 7, 12, 5, &pair(false))).unwrap();
        assert_eq!(low.faces(), [15, 7]);
        let high: Save = serde_json::from_str(&record("fail", 15, 12, -3, &pair(true))).unwrap();
        assert_eq!(high.band(), PassFail::Fail);
    }

    #[test]
    fn gated_outcomes_name_their_band_and_gate() {
        let trivial = SaveOutcome::Trivial;
        let json = serde_json::to_string(&trivial).unwrap();
        assert_eq!(json, r#"{"band":"pass","gate":"trivial"}"#);
        assert_eq!(serde_json::from_str::<SaveOutcome>(&json).unwrap(), trivial);
        assert_eq!(
            serde_json::to_string(&SaveOutcome::Impossible).unwrap(),
            r#"{"band":"fail","gate":"impossible"}"#
        );

        let rolled = murdham::Save::new(12)
            .unwrap()
            .roll(&mut SuppliedFaces::new(&[5]))
            .unwrap();
        let json = serde_json::to_string(&rolled).unwrap();
        assert!(json.starts_with(r#"{"band":"pass","gate":"uncertain","save":{"band":"pass""#));
        assert_eq!(serde_json::from_str::<SaveOutcome>(&json).unwrap(), rolled);

        let inconsistent = |what| Error::Inconsistent { what };
        refused::<SaveOutcome>(
            r#"{"band":"fail","gate":"trivial"}"#,
            &inconsistent("the band"),
        );
        refused::<SaveOutcome>(
            r#"{"band":"pass","gate":"uncertain"}"#,
            &inconsistent("a rolled save without its roll"),
        );
        refused::<SaveOutcome>(
            &json.replace(r#""gate":"uncertain""#, r#""gate":"trivial""#),
            &inconsistent("an unrolled save with a roll"),
        );
        refused::<SaveOutcome>(
            &json.replacen(r#"{"band":"pass""#, r#"{"band":"fail""#, 1),
            &inconsistent("the band"),
        );
    }
}

#[test]
fn rolled_save_figures() {
    // A natural 1 passes a save against 0, made by nothing.
    let outcome = block_dodge_parry::Save::new(0)
        .unwrap()
        .roll(&mut SuppliedFaces::new(&[1]))
        .unwrap();
    assert_eq!(outcome.band(), PassFail::Pass);
    assert_eq!((outcome.margin(), outcome.made_by()), (-1, Some(0)));
    assert_eq!(outcome.missed_by(), None);
}
