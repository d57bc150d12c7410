//! Tests of `osr_combat::block_dodge_parry`.

use num_rational::BigRational;
use num_traits::Zero;
use osr_check::block_dodge_parry::Ability;
use osr_check::{Check, Resolved};
use osr_combat::Error;
use osr_combat::block_dodge_parry::{Event, Exertion, Harm, Hp, Route, exert};
use osr_core::SuppliedFaces;
use osr_health::block_dodge_parry::{Body, Critical, CriticalDamageSave, SLOTS, Track};

use crate::common::{assert_samples_agree, frac};

fn body(str: i32) -> Body {
    Body::new(
        Track::new(str, str).unwrap(),
        Track::new(10, 10).unwrap(),
        Track::new(9, 9).unwrap(),
    )
}

fn land(
    harm: &Harm,
    hp: &mut Hp,
    body: &mut Body,
    faces: &[u32],
) -> osr_combat::block_dodge_parry::Landed {
    let mut source = SuppliedFaces::new(faces);
    let landed = harm.land(hp, body, &mut source).unwrap();
    assert!(source.is_exhausted(), "faces left over: {faces:?}");
    landed
}

#[test]
fn defensible_damage_hits_hp_first_and_the_rest_an_ability() {
    // rule: BDP-1.7.1.routing
    // A trap's dart for 2 on 5 HP: HP 3, STR untouched.
    let mut b = body(12);
    let mut hp = Hp::new(5, 5).unwrap();
    let dart = Harm::new(2, Route::Defensible, Ability::Str).unwrap();
    let landed = land(&dart, &mut hp, &mut b, &[]);
    assert_eq!((landed.hp_lost(), landed.ability_damage()), (2, 0));
    assert_eq!(landed.events(), [Event::HpLost { from: 5, to: 3 }]);
    assert_eq!((hp.current(), b.track(Ability::Str).current()), (3, 12));
    // A sword for 7 on those 3 HP: HP 0 and 4 to STR.
    let sword = Harm::new(7, Route::Defensible, Ability::Str).unwrap();
    let landed = land(&sword, &mut hp, &mut b, &[]);
    assert_eq!((landed.hp_lost(), landed.ability_damage()), (3, 4));
    assert_eq!((hp.current(), b.track(Ability::Str).current()), (0, 8));
    // A fall cannot be defended against: straight to STR, HP untouched.
    let mut hp = Hp::new(5, 5).unwrap();
    let mut b = body(14);
    let fall = Harm::new(11, Route::Undefendable, Ability::Str)
        .unwrap()
        .with_critical_save("fall wound")
        .unwrap();
    // 2 floors rolled 3 and 8: 11 STR, 14 -> 3; the save's d20 = 2 passes.
    let landed = land(&fall, &mut hp, &mut b, &[2]);
    assert_eq!((landed.hp_lost(), landed.ability_damage()), (0, 11));
    assert_eq!((hp.current(), b.track(Ability::Str).current()), (5, 3));
    assert_eq!(landed.critical(), Critical::Unharmed);
    // d20 = 5 fails at STR 3: an injury, as osr-health's save rolls it.
    let mut b = body(14);
    let mut hp = Hp::new(5, 5).unwrap();
    let save = CriticalDamageSave::new(Ability::Str, 3).unwrap();
    let faces = [5, 9];
    let injury = save.roll(&mut SuppliedFaces::new(&faces)).unwrap();
    let used = injury.faces();
    let landed = land(&fall, &mut hp, &mut b, &used);
    assert_eq!(landed.critical(), injury.critical());
    assert_ne!(landed.critical(), Critical::Unharmed);
    assert_eq!(
        b.wounds().len(),
        usize::from(injury.severe_wound().is_some())
    );
    // Poison to DEX, fright to WIL: the ability the harm names.
    let mut b = body(12);
    let mut hp = Hp::new(5, 5).unwrap();
    land(
        &Harm::new(3, Route::Undefendable, Ability::Dex).unwrap(),
        &mut hp,
        &mut b,
        &[],
    );
    assert_eq!((hp.current(), b.track(Ability::Dex).current()), (5, 7));
    // A score taken to 0 is settled without a save: STR 0 is death.
    let mut b = body(4);
    let landed = land(
        &Harm::new(9, Route::Defensible, Ability::Str).unwrap(),
        &mut Hp::new(5, 5).unwrap(),
        &mut b,
        &[],
    );
    assert_eq!(landed.critical(), Critical::Dead);
}

#[test]
fn routing_odds_match_counting_faces_and_sampling() {
    for str in [3, 8, 14] {
        for (amount, hp) in [(2, 5), (7, 3), (11, 0), (5, 5)] {
            for route in [Route::Defensible, Route::Undefendable] {
                let harm = Harm::new(amount, route, Ability::Str)
                    .unwrap()
                    .with_critical_save("sword wound")
                    .unwrap();
                let hp = Hp::new(hp, 6).unwrap();
                let b = body(str);
                let odds = harm.odds(hp, &b);
                // Independently: what reaches STR, then a d20 where 1
                // always passes and 20 always fails.
                let to_str = match route {
                    Route::Defensible => amount.saturating_sub(hp.current()),
                    Route::Undefendable => amount,
                };
                let left = (str - i32::try_from(to_str).unwrap()).max(0);
                let unharmed = if to_str == 0 {
                    frac(1, 1)
                } else if left == 0 {
                    BigRational::zero()
                } else {
                    let passes = (1..=20)
                        .filter(|&f| f == 1 || (f < 20 && f <= left))
                        .count();
                    frac(i64::try_from(passes).unwrap(), 20)
                };
                assert_eq!(
                    odds.probability(&Critical::Unharmed)
                        .unwrap_or_else(BigRational::zero),
                    unharmed,
                    "{amount} on {hp:?} at STR {str}, {route:?}"
                );
                assert_samples_agree(&odds, 3_000, |rng| {
                    let landed = harm.land(&mut hp.clone(), &mut b.clone(), rng).unwrap();
                    assert_eq!(harm.verify(hp, &b, &landed), Ok(()));
                    landed.critical()
                });
            }
        }
    }
}

#[test]
fn blocking_dodging_and_casting_cost_fatigue() {
    // rule: BDP-1.6.combat-fatigue
    let mut b = body(12);
    // A block for 1 Fatigue (the amount the combat rules set).
    let events = exert(&mut b, Exertion::Block, 1).unwrap();
    assert_eq!(b.fatigue(), 1);
    assert_eq!(events.len(), 1);
    exert(&mut b, Exertion::Dodge, 1).unwrap();
    exert(&mut b, Exertion::Cast, 2).unwrap();
    assert_eq!((b.fatigue(), b.free_slots()), (4, SLOTS - 4));
    // A block that costs nothing changes nothing.
    assert!(exert(&mut b, Exertion::Block, 0).unwrap().is_empty());
    // Fatigue that does not fit is refused and nothing changes.
    let before = b.clone();
    assert!(exert(&mut b, Exertion::Dodge, 7).is_err());
    assert_eq!(b, before);
    // Filling the last slot says so.
    let events = exert(&mut b, Exertion::Dodge, 6).unwrap();
    assert_eq!(events.len(), 2, "{events:?}");
    assert_eq!(events[1].to_string(), "every slot is full: HP drop to 0");
}

#[test]
fn inputs_are_checked() {
    assert_eq!(
        Hp::new(7, 6),
        Err(Error::AboveMaximum {
            what: "hit protection",
            value: 7,
            max: 6
        })
    );
    // HP are a u32: a negative one cannot be given, and reading one is
    // refused (harm_and_hp_read_back_validated).
    assert!(Hp::new(1, 101).is_err());
    assert!(Harm::new(1001, Route::Defensible, Ability::Str).is_err());
    let harm = Harm::new(3, Route::Defensible, Ability::Str).unwrap();
    assert!(harm.clone().with_critical_save("").is_err());
    assert_eq!(harm.amount(), 3);
}

#[cfg(feature = "serde")]
#[test]
fn harm_and_hp_read_back_validated() {
    let harm = Harm::new(3, Route::Defensible, Ability::Str)
        .unwrap()
        .with_critical_save("sword wound")
        .unwrap();
    let json = serde_json::to_value(&harm).unwrap();
    assert_eq!(serde_json::from_value::<Harm>(json.clone()).unwrap(), harm);
    let mut bad = json;
    bad["amount"] = 5000.into();
    assert!(serde_json::from_value::<Harm>(bad).is_err());
    assert!(serde_json::from_str::<Hp>(r#"{"current": 7, "max": 6}"#).is_err());
    assert!(serde_json::from_str::<Hp>(r#"{"current": -1, "max": 6}"#).is_err());
}
