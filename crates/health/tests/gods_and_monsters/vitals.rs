//! Survival, verve, injuries and temporary pools.

use osr_health::Error;
use osr_health::gods_and_monsters::{CreatureLevel, Event, Hit, RoundHarm, Vitals};

fn toromeen() -> Vitals {
    Vitals::new(7, 17).expect("in range")
}

#[test]
fn survival_and_verve_never_pass_their_maxima() {
    // rule: GM-health.survival
    let mut v = toromeen().with_survival(2).unwrap().with_verve(0).unwrap();
    assert_eq!(
        v.regain_survival(10),
        Some(Event::SurvivalRegained { from: 2, to: 7 })
    );
    assert_eq!(v.regain_survival(1), None);
    assert_eq!(
        v.wake_for_the_day(),
        Some(Event::VerveRegained { from: 0, to: 17 })
    );
    assert_eq!((v.survival(), v.verve()), (7, 17));
    assert!(matches!(
        toromeen().with_verve(18),
        Err(Error::AboveMaximum {
            what: "verve",
            value: 18,
            max: 17
        })
    ));
    assert!(toromeen().with_survival(8).is_err());
}

#[test]
fn toromeen_and_the_orc_archetypal_damage_takes_verve_first() {
    // rule: GM-health.verve.use
    let mut v = toromeen();
    let fight = Hit::new(5).unwrap().archetypal(true);
    assert_eq!(
        v.take(fight).unwrap().events,
        [Event::VerveLost { from: 17, to: 12 }]
    );
    v.take(Hit::new(6).unwrap().archetypal(true)).unwrap();
    assert_eq!(v.verve(), 6);
    let taken = v.take(Hit::new(7).unwrap().archetypal(true)).unwrap();
    assert_eq!(
        taken.events,
        [
            Event::VerveLost { from: 6, to: 0 },
            Event::SurvivalLost { from: 7, to: 6 }
        ]
    );
    v.take(Hit::new(4).unwrap().archetypal(true)).unwrap();
    assert_eq!((v.survival(), v.verve(), v.injuries()), (2, 0, 0));
    // Not archetypal: verve does not help.
    let mut w = toromeen();
    w.take(Hit::new(5).unwrap()).unwrap();
    assert_eq!((w.survival(), w.verve(), w.injuries()), (2, 17, 0));
}

#[test]
fn verve_counts_against_injuries_only_when_archetypal() {
    // rule: GM-health.verve.use
    let v = toromeen().with_survival(0).unwrap().with_verve(3).unwrap();
    assert_eq!(v.survival_against_injuries(true), 3);
    assert_eq!(v.survival_against_injuries(false), 0);
}

#[test]
fn verve_comes_back_each_morning_and_by_level_on_a_peaceful_encounter() {
    // rule: GM-health.verve.restore
    let mut v = toromeen().with_verve(3).unwrap();
    assert_eq!(
        v.encounter_engaged(CreatureLevel::new(2).unwrap()),
        Some(Event::VerveRegained { from: 3, to: 5 })
    );
    let mut full = toromeen().with_verve(16).unwrap();
    full.encounter_engaged(CreatureLevel::new(2).unwrap());
    assert_eq!(full.verve(), 17);
    v.wake_for_the_day();
    assert_eq!(v.verve(), 17);
}

#[test]
fn damage_past_zero_survival_becomes_injuries_and_a_penalty() {
    // rule: GM-health.injury
    let mut v = toromeen().with_survival(4).unwrap().with_verve(0).unwrap();
    let taken = v.take(Hit::new(6).unwrap()).unwrap();
    assert_eq!((v.survival(), v.injuries(), v.injury_penalty()), (0, 2, -2));
    assert!(taken.dropped_to_zero);
    assert_eq!(taken.injuries_gained, 2);
    // At 0 survival every further point is an injury.
    let again = v.take(Hit::new(3).unwrap()).unwrap();
    assert_eq!(again.events, [Event::InjuryTaken { from: 2, to: 5 }]);
    assert!(!again.dropped_to_zero);
    // Injuries given at once, before survival is gone.
    let mut w = toromeen();
    w.take(Hit::new(8).unwrap().with_injuries(3).unwrap())
        .unwrap();
    assert_eq!((w.survival(), w.injuries()), (0, 4));
}

#[test]
fn fighting_prowess_pool_takes_the_goblin_hits() {
    // rule: GM-health.temp-pool
    let mut v = toromeen().with_pool(7).unwrap();
    assert_eq!(
        v.take(Hit::new(3).unwrap().archetypal(true))
            .unwrap()
            .events,
        [Event::PoolLost { from: 7, to: 4 }]
    );
    v.take(Hit::new(3).unwrap().archetypal(true)).unwrap();
    assert_eq!(v.pool(), 1);
    assert_eq!(v.end_pool(), Some(Event::PoolLost { from: 1, to: 0 }));
    assert_eq!((v.survival(), v.verve(), v.pool()), (7, 17, 0));
    // More than the pool: the rest goes on to verve.
    let mut w = toromeen().with_pool(7).unwrap();
    w.take(Hit::new(9).unwrap().archetypal(true)).unwrap();
    assert_eq!((w.pool(), w.verve()), (0, 15));
    // Damage the pool is not for.
    let mut x = toromeen().with_pool(7).unwrap();
    x.take(Hit::new(2).unwrap().pool_eligible(false)).unwrap();
    assert_eq!((x.pool(), x.survival()), (7, 5));
}

#[test]
fn a_failed_hit_leaves_the_state_as_it_was() {
    let mut v = Vitals::new(5, 0).unwrap().with_injuries(9_999).unwrap();
    let before = v;
    assert!(v.take(Hit::new(10).unwrap()).is_err());
    assert_eq!(v, before);
}

#[test]
fn a_round_remembers_the_latest_injuries() {
    let mut v = toromeen().with_survival(1).unwrap().with_verve(1).unwrap();
    let mut round = RoundHarm::default();
    round.add(&v.take(Hit::new(3).unwrap().archetypal(true)).unwrap());
    assert!(round.latest_archetypal && round.dropped_to_zero);
    round.add(&v.take(Hit::new(1).unwrap()).unwrap());
    assert!(!round.latest_archetypal);
    assert_eq!(round.injuries_gained, 2);
}

#[cfg(feature = "serde")]
#[test]
fn vitals_serialize_in_points_and_read_back_through_validation() {
    let v = toromeen().with_verve(12).unwrap();
    let json = serde_json::to_string(&v).unwrap();
    assert_eq!(
        json,
        r#"{"survival":7,"max_survival":7,"verve":12,"max_verve":17,"injuries":0,"unhealable_injuries":0,"pool":0}"#
    );
    assert_eq!(serde_json::from_str::<Vitals>(&json).unwrap(), v);
    let over = json.replace(r#""verve":12"#, r#""verve":20"#);
    let err = serde_json::from_str::<Vitals>(&over)
        .unwrap_err()
        .to_string();
    assert!(err.contains("verve 20 is above its maximum 17"), "{err}");
    let negative = json.replace(r#""injuries":0,"#, r#""injuries":-1,"#);
    assert!(serde_json::from_str::<Vitals>(&negative).is_err());
    let npc: Vitals = serde_json::from_str(r#"{"survival":12,"max_survival":20}"#).unwrap();
    assert_eq!((npc.survival(), npc.max_verve()), (12, 0));
}

#[cfg(feature = "serde")]
#[test]
fn events_serialize_tagged_in_points() {
    let mut v = toromeen();
    let taken = v.take(Hit::new(20).unwrap().archetypal(true)).unwrap();
    assert_eq!(
        serde_json::to_string(&taken.events).unwrap(),
        r#"[{"event":"verve_lost","from":17,"to":0},{"event":"survival_lost","from":7,"to":4}]"#
    );
    let back: Vec<Event> =
        serde_json::from_str(&serde_json::to_string(&taken.events).unwrap()).unwrap();
    assert_eq!(back, taken.events);
    let hit: Hit = serde_json::from_str(r#"{"damage":5,"archetypal":true}"#).unwrap();
    assert_eq!(hit, Hit::new(5).unwrap().archetypal(true));
    assert!(serde_json::from_str::<Hit>(r#"{"damage":-3}"#).is_err());
}
