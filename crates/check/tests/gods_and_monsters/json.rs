//! Checks and outcomes as JSON.

use osr_check::gods_and_monsters::*;
use osr_check::{Check, Error, Outcome, Resolved};
use osr_core::SuppliedFaces;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

use super::{opposed, roll, same_goal};

fn to_json<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).unwrap()
}

fn from_json<T: DeserializeOwned>(value: Value) -> Result<T, String> {
    serde_json::from_value(value).map_err(|e| e.to_string())
}

/// Rolls `check` from `faces`, and checks that the outcome's JSON names its
/// band as the odds' JSON does, reads back equal, and verifies against the
/// check. Returns the outcome's JSON.
fn outcome_json<C>(check: &C, faces: &[u32]) -> Value
where
    C: Check<Error = osr_check::Error>,
    C::Band: Serialize,
    C::Outcome: Serialize + DeserializeOwned + std::fmt::Debug,
{
    let outcome = check.roll(&mut SuppliedFaces::new(faces)).unwrap();
    let value = to_json(&outcome);
    let odds = to_json(&check.odds());
    let bands: Vec<&Value> = odds["bands"]
        .as_array()
        .unwrap()
        .iter()
        .map(|entry| &entry["band"])
        .collect();
    assert!(bands.contains(&&value["band"]), "{value} not in {odds}");
    assert_eq!(value["band"], to_json(&outcome.band()));
    let back: C::Outcome = from_json(value.clone()).unwrap();
    assert_eq!(back, outcome);
    assert_eq!(check.verify(&back), Ok(()));
    value
}

/// Reads `value` as an `O` after `change`, expecting `message`.
fn refused<O: DeserializeOwned + std::fmt::Debug>(
    value: &Value,
    change: impl FnOnce(&mut Value),
    message: &str,
) {
    let mut forged = value.clone();
    change(&mut forged);
    let err = from_json::<O>(forged.clone()).unwrap_err();
    assert!(err.starts_with(message), "{forged}: {err}");
}

#[test]
fn outcomes_name_their_band_as_the_odds_do() {
    let fall = Obstacle::new(80, 10).unwrap().failure_point().unwrap();
    assert_eq!(
        outcome_json(&fall, &[5]),
        json!({"band": 5, "start": 40, "end": 50, "unit": 10,
               "dice": [{"sides": 8, "face": 5, "fate": "counted"}]})
    );

    let surgery = Assistance::new(roll(12), FieldBonus::new(2).unwrap())
        .unwrap()
        .with_weapon(true);
    let value = outcome_json(&surgery, &[17]);
    assert_eq!(
        (&value["band"], &value["bonus"], &value["weapon"]),
        (&json!("fail"), &json!(2), &json!(true))
    );

    let contest = opposed(12, 10);
    let value = outcome_json(&contest, &[8, 7, 8, 12]);
    assert_eq!(
        (&value["band"], &value["rounds"], &value["time"]),
        (&json!({"won": 0}), &json!(2), &json!(2))
    );
    assert_eq!(
        outcome_json(&contest, &[15, 14])["band"],
        json!("acting_failed")
    );
    assert_eq!(
        outcome_json(&same_goal(&[12, 10]), &[15, 14])["band"],
        json!("draw")
    );

    let goblins = GroupEffort::new(12).unwrap();
    let morale = GroupMorale::new(goblins, roll(12));
    assert_eq!(
        outcome_json(&morale, &[18])["band"],
        json!({"gives_way": 3})
    );
    assert_eq!(outcome_json(&morale, &[4])["band"], json!("holds"));
    let order = LeaderOrder::new(goblins, roll(14));
    assert_eq!(outcome_json(&order, &[12])["band"], json!({"heeded": 1}));
    assert_eq!(outcome_json(&order, &[16])["band"], json!("unheeded"));

    let seven = SmallestDie::new(7).unwrap();
    assert_eq!(
        outcome_json(&seven, &[8, 3]),
        json!({"band": 3, "dice": [{"sides": 8, "face": 8, "fate": "replaced"},
                                   {"sides": 8, "face": 3, "fate": "counted"}]})
    );
}

#[test]
fn forged_failure_points_are_refused() {
    let fall = Obstacle::new(80, 10).unwrap().failure_point().unwrap();
    let value = outcome_json(&fall, &[5]);
    let disagrees = "failure point does not agree with the dice";
    refused::<FailedAt>(&value, |v| v["band"] = json!(6), disagrees);
    refused::<FailedAt>(&value, |v| v["start"] = json!(0), disagrees);
    refused::<FailedAt>(&value, |v| v["end"] = json!(80), disagrees);
    refused::<FailedAt>(&value, |v| v["unit"] = json!(5), disagrees);
    refused::<FailedAt>(
        &value,
        |v| v["dice"][0]["fate"] = json!("dropped"),
        disagrees,
    );
    refused::<FailedAt>(
        &value,
        |v| v["dice"][0]["face"] = json!(9),
        "supplied face 9 at position 0 is not on a d8",
    );
    refused::<FailedAt>(
        &value,
        |v| v["dice"][0]["sides"] = json!(3000),
        "obstacle sections must be in 1..=2047, got 3000",
    );
    refused::<FailedAt>(
        &value,
        |v| v["unit"] = json!(0),
        "no-penalty size must be in 1..=1000000000000, got 0",
    );
}

#[test]
fn forged_saves_are_refused() {
    let surgery = Assistance::new(roll(12), FieldBonus::new(2).unwrap()).unwrap();
    let failed = outcome_json(&surgery, &[17]);
    refused::<AssistRoll>(
        &failed,
        |v| v["band"] = json!("pass"),
        "assistance band does not agree with the dice",
    );
    // The save's own face, against its die and its target: refused by the
    // rolled save's own checks or by the assistance's, whichever sees it
    // first, so only the kind of message is pinned.
    let save_refused = |change: &dyn Fn(&mut Value)| {
        let mut forged = failed.clone();
        change(&mut forged);
        let err = from_json::<AssistRoll>(forged.clone()).unwrap_err();
        assert!(
            err.contains("does not agree with the dice"),
            "{forged}: {err}"
        );
    };
    save_refused(&|v| v["save"]["dice"][0]["face"] = json!(3));
    save_refused(&|v| v["save"]["dice"][0]["sides"] = json!(30));
    save_refused(&|v| v["save"]["dice"].as_array_mut().unwrap().clear());
    save_refused(&|v| v["save"]["target"] = json!(20));

    let goblins = GroupEffort::new(12).unwrap();
    let morale = GroupMorale::new(goblins, roll(12));
    // Missed by 2: giving way after 2 rounds at most.
    let gave_way = outcome_json(&morale, &[14]);
    let disagrees = "group morale band does not agree with the dice";
    refused::<GroupMoraleRoll>(
        &gave_way,
        |v| v["band"] = json!({"gives_way": 3}),
        disagrees,
    );
    refused::<GroupMoraleRoll>(&gave_way, |v| v["band"] = json!("holds"), disagrees);
    let held = outcome_json(&morale, &[4]);
    refused::<GroupMoraleRoll>(&held, |v| v["band"] = json!({"gives_way": 0}), disagrees);

    let order = LeaderOrder::new(goblins, roll(14));
    // Made by 2: a delay and the margin add up to the bonus, at most 19.
    let heeded = outcome_json(&order, &[12]);
    let disagrees = "leader's call does not agree with the dice";
    refused::<LeaderOrderRoll>(&heeded, |v| v["band"] = json!({"heeded": 18}), disagrees);
    refused::<LeaderOrderRoll>(&heeded, |v| v["band"] = json!("unheeded"), disagrees);
    let unheeded = outcome_json(&order, &[16]);
    refused::<LeaderOrderRoll>(&unheeded, |v| v["band"] = json!({"heeded": 0}), disagrees);
}

#[test]
fn forged_contests_are_refused() {
    let contest = opposed(12, 10);
    let won = outcome_json(&contest, &[8, 7, 8, 12]);
    let band = "contest band does not agree with the dice";
    refused::<ContestRoll>(&won, |v| v["band"] = json!({"won": 1}), band);
    refused::<ContestRoll>(&won, |v| v["band"] = json!("acting_failed"), band);
    refused::<ContestRoll>(
        &won,
        |v| v["dice"][3]["face"] = json!(13),
        "contest's last round does not agree with the dice",
    );
    let round = "contest round does not agree with the dice";
    refused::<ContestRoll>(&won, |v| v["last"][0]["value"] = json!(16), round);
    refused::<ContestRoll>(&won, |v| v["last"][1]["succeeded"] = json!(true), round);
    refused::<ContestRoll>(&won, |v| v["last"][0]["side"] = json!(1), round);
    let dice = "contest's dice does not agree with the dice";
    refused::<ContestRoll>(&won, |v| v["dice"][0]["sides"] = json!(30), dice);
    refused::<ContestRoll>(&won, |v| v["dice"][0]["fate"] = json!("counted"), dice);
    refused::<ContestRoll>(&won, |v| v["rounds"] = json!(3), dice);
    refused::<ContestRoll>(
        &won,
        |v| v["time"] = json!(0),
        "contest time does not agree with the dice",
    );

    // A side that gave up: the winner must have been still in.
    let progress = match contest
        .begin()
        .roll_round(&mut SuppliedFaces::new(&[8, 7]))
        .unwrap()
    {
        ContestStep::Again(progress) => progress,
        ContestStep::Over(outcome) => panic!("{outcome:?}"),
    };
    let ContestStep::Over(gave_up) = progress.withdraw(1).unwrap() else {
        panic!("one side left")
    };
    let value = to_json(&gave_up);
    assert_eq!(from_json::<ContestRoll>(value.clone()), Ok(gave_up));
    refused::<ContestRoll>(&value, |v| v["band"] = json!("draw"), band);

    // A contest under way: its last round is still counted.
    let value = to_json(&progress);
    assert_eq!(from_json::<ContestProgress>(value.clone()), Ok(progress));
    refused::<ContestProgress>(
        &value,
        |v| v["dice"][1]["face"] = json!(9),
        "contest under way does not agree with the dice",
    );
}

#[test]
fn a_forged_smallest_die_fails_verification() {
    // The generic outcome checks its dice when read; the check replays it.
    let seven = SmallestDie::new(7).unwrap();
    let forged: Outcome<u32> = from_json(json!({"band": 7, "dice": [
        {"sides": 8, "face": 3, "fate": "counted"}]}))
    .unwrap();
    assert_eq!(seven.verify(&forged), Err(Error::Forged));
    assert!(
        from_json::<Outcome<u32>>(json!({"band": 3, "dice": [
            {"sides": 8, "face": 9, "fate": "counted"}]}))
        .is_err()
    );
}

#[test]
fn checks_read_back_through_their_constructors() {
    use osr_check::gods_and_monsters::{Assistance as A, CarefulPeriod as P};
    fn round_trip<T>(value: &T) -> T
    where
        T: serde::Serialize + serde::de::DeserializeOwned,
    {
        serde_json::from_str(&serde_json::to_string(value).unwrap()).unwrap()
    }
    let wall = Obstacle::new(80, 10).unwrap();
    assert_eq!(round_trip(&wall), wall);
    assert_eq!(
        serde_json::to_string(&wall).unwrap(),
        r#"{"size":80,"unit":10}"#
    );
    let bad = serde_json::from_str::<Obstacle>(r#"{"size":0,"unit":10}"#).unwrap_err();
    assert!(
        bad.to_string().contains("obstacle size must be in"),
        "{bad}"
    );

    let up_to = SmallestDie::new(7).unwrap();
    assert_eq!(round_trip(&up_to), up_to);
    assert!(serde_json::from_str::<SmallestDie>("21").is_err());
    assert!(serde_json::from_str::<FieldBonus>("-1").is_err());

    let herbalist = A::new(Roll::new(15).unwrap(), FieldBonus::new(2).unwrap())
        .unwrap()
        .for_people(3)
        .unwrap();
    let back: A = round_trip(&herbalist);
    assert_eq!(back, herbalist);
    assert_eq!(back.assistant_roll().target(), 16);
    let defaulted: A = serde_json::from_str(r#"{"ability":{"score":15},"bonus":2}"#).unwrap();
    assert_eq!((defaulted.people(), defaulted.weapon()), (1, false));
    assert!(serde_json::from_str::<A>(r#"{"ability":{"score":15},"bonus":2,"people":0}"#).is_err());

    let point = wall.failure_point().unwrap();
    assert_eq!(round_trip(&point), point);
    assert!(serde_json::from_str::<FailurePoint>(r#"{"sections":0,"unit":10}"#).is_err());

    assert_eq!(round_trip(&Attempts::FailedAlone), Attempts::FailedAlone);
    assert_eq!(
        serde_json::to_string(&Attempts::FailedAsGroup).unwrap(),
        r#""failed_as_group""#
    );
    assert_eq!(round_trip(&P::TenMinutes), P::TenMinutes);
    assert_eq!(round_trip(&Difficulty::ASnap), Difficulty::ASnap);

    let outcome = herbalist.roll(&mut SuppliedFaces::new(&[3])).unwrap();
    assert_eq!(round_trip(&outcome), outcome);
}

#[test]
fn forged_mojo_bookkeeping_is_refused() {
    let bid = |mojo| GroupMojoBid {
        mojo,
        archetypal: true,
    };
    let three = GroupEffort::new(3).unwrap();
    let mojo = GroupMojo::settle(three, Some(4), &[bid(3), bid(3)]).unwrap();
    let value = to_json(&mojo);
    assert_eq!(
        value,
        json!({"members": 3, "succeeded": true, "turned": true, "spent": [3, 1]})
    );
    assert_eq!(from_json::<GroupMojo>(value.clone()), Ok(mojo));
    let disagrees = "mojo spent does not agree with the dice";
    refused::<GroupMojo>(&value, |v| v["succeeded"] = json!(false), disagrees);
    refused::<GroupMojo>(&value, |v| v["spent"] = json!([0, 0]), disagrees);
    refused::<GroupMojo>(&value, |v| v["turned"] = json!(false), disagrees);
    refused::<GroupMojo>(
        &value,
        |v| v["spent"] = json!([1, 1, 1, 1]),
        "mojo bids must be in 0..=3, got 4",
    );
    refused::<GroupMojo>(
        &value,
        |v| v["members"] = json!(0),
        "group members must be in 1..=1048575, got 0",
    );
    let untouched = GroupMojo::settle(three, None, &[bid(2)]).unwrap();
    assert_eq!(from_json::<GroupMojo>(to_json(&untouched)), Ok(untouched));
}
