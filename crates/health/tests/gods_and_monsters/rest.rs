//! Rest, non-player characters and forced marches.

use osr_check::gods_and_monsters::Roll;
use osr_check::{PassFail, Resolved};
use osr_core::{Die, SuppliedFaces};
use osr_health::gods_and_monsters::{
    CreatureLevel, Event, ForcedMarch, NightRest, RestChoice, RolledAgainst, ThirstPenalty, Vitals,
    day_of_rest, npc_endurance, npc_night, npc_survival_dice,
};

use crate::common::{assert_samples_agree, frac};

fn two() -> CreatureLevel {
    CreatureLevel::new(2).unwrap()
}

#[test]
fn toromeen_rests_a_night_at_two_survival() {
    // rule: GM-health.rest
    let v = Vitals::new(7, 17).unwrap().with_survival(2).unwrap();
    let rest = NightRest::new(v, two(), Roll::new(10).unwrap(), RestChoice::Survival);
    let good = rest.roll(&mut SuppliedFaces::new(&[10])).unwrap();
    assert_eq!(good.vitals().survival(), 4);
    assert_eq!(
        good.events(),
        [
            Event::CheckRolled {
                reaction: RolledAgainst::Health,
                target: 10,
                face: 10,
                passed: true
            },
            Event::SurvivalRegained { from: 2, to: 4 }
        ]
    );
    let bad = rest.roll(&mut SuppliedFaces::new(&[11])).unwrap();
    assert_eq!((bad.vitals().survival(), bad.band()), (3, PassFail::Fail));
    assert_eq!(rest.odds().probability(&PassFail::Pass), Some(frac(10, 20)));
}

#[test]
fn a_night_or_a_day_may_remove_an_injury_instead() {
    // rule: GM-health.rest
    let v = Vitals::new(7, 17)
        .unwrap()
        .with_survival(0)
        .unwrap()
        .with_injuries(2)
        .unwrap();
    let rest = NightRest::new(v, two(), Roll::new(10).unwrap(), RestChoice::Injury);
    let out = rest.roll(&mut SuppliedFaces::new(&[3])).unwrap();
    assert_eq!((out.vitals().injuries(), out.vitals().survival()), (1, 0));
    let failed = rest.roll(&mut SuppliedFaces::new(&[15])).unwrap();
    assert_eq!(
        (failed.vitals().injuries(), failed.vitals().survival()),
        (2, 1)
    );
    let mut day = v;
    assert_eq!(
        day_of_rest(&mut day, two(), RestChoice::Injury),
        Some(Event::InjuryHealed { from: 2, to: 1 })
    );
    day_of_rest(&mut day, two(), RestChoice::Survival);
    assert_eq!(day.survival(), 2);
    // Aging injuries stay.
    let mut old = v.with_unhealable_injuries(2).unwrap();
    assert_eq!(day_of_rest(&mut old, two(), RestChoice::Injury), None);
}

#[test]
fn night_rest_agrees_with_sampling() {
    let v = Vitals::new(7, 17).unwrap().with_survival(2).unwrap();
    let rest = NightRest::new(v, two(), Roll::new(13).unwrap(), RestChoice::Survival);
    assert_samples_agree(&rest.odds(), 5_000, |rng| {
        let out = rest.roll(rng).unwrap();
        assert_eq!(out.vitals().survival(), if out.passed() { 4 } else { 3 });
        assert_eq!(rest.verify(&out), Ok(()));
        out.band()
    });
}

#[test]
fn npcs_estimate_endurance_roll_survival_dice_and_rest_without_rolling() {
    // rule: GM-health.npc
    assert_eq!(npc_endurance(CreatureLevel::new(4).unwrap(), 0), 12);
    assert_eq!(npc_endurance(CreatureLevel::new(5).unwrap(), 0), 12);
    assert_eq!(npc_endurance(CreatureLevel::new(6).unwrap(), 2), 15);
    let warrior = npc_survival_dice(CreatureLevel::new(3).unwrap(), true).unwrap();
    assert_eq!((warrior.count(), warrior.die()), (3, Die::D10));
    assert_eq!(
        npc_survival_dice(CreatureLevel::new(4).unwrap(), false)
            .unwrap()
            .die(),
        Die::D6
    );
    let mut yeti = Vitals::new(20, 0).unwrap().with_survival(0).unwrap();
    npc_night(&mut yeti, CreatureLevel::new(4).unwrap());
    assert_eq!(yeti.survival(), 4);
}

#[test]
fn a_forced_march_is_a_health_roll_or_an_injury() {
    // rule: GM-health.forced-march
    let none = ThirstPenalty::new(0).unwrap();
    let second_push = ForcedMarch::new(11, 1, 1, none).unwrap();
    assert_eq!(second_push.health_roll().target(), 11);
    let thirsty = ForcedMarch::new(11, 0, 2, ThirstPenalty::new(4).unwrap()).unwrap();
    assert_eq!(thirsty.health_roll().target(), 3);
    let v = Vitals::new(7, 0).unwrap();
    let out = second_push.roll(v, &mut SuppliedFaces::new(&[12])).unwrap();
    assert_eq!(out.vitals().injuries(), 1);
    assert_eq!(out.events()[1], Event::InjuryTaken { from: 0, to: 1 });
    assert_eq!(second_push.verify(v, &out), Ok(()));
    assert!(ok_or_forged(
        second_push.verify(v.with_injuries(1).unwrap(), &out)
    ));
    let ok = ForcedMarch::new(11, 0, 0, none).unwrap();
    assert_eq!(
        ok.roll(v, &mut SuppliedFaces::new(&[11]))
            .unwrap()
            .vitals()
            .injuries(),
        0
    );
    assert!(ThirstPenalty::new(5).is_err());
}

fn ok_or_forged(result: Result<(), osr_health::Error>) -> bool {
    result.is_err_and(|e| e.kind() == "forged")
}
