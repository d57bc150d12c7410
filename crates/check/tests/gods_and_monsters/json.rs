//! Checks and outcomes as JSON.

use osr_check::Check;
use osr_check::gods_and_monsters::*;
use osr_core::SuppliedFaces;

#[cfg(feature = "serde")]
#[test]
fn serde_goes_through_the_constructors() {
    // rule: GM-dice.obstacle-size, GM-dice.smallest-die, GM-dice.assist
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
        r#""failed-as-group""#
    );
    assert_eq!(round_trip(&P::TenMinutes), P::TenMinutes);
    assert_eq!(round_trip(&Difficulty::ASnap), Difficulty::ASnap);

    let outcome = herbalist.roll(&mut SuppliedFaces::new(&[3])).unwrap();
    assert_eq!(round_trip(&outcome), outcome);
}
