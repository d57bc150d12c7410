//! The dungeon turn and its events, doors and traps.

use osr_check::cairn_house::Save;
use osr_check::{Check, PassFail, Resolved};
use osr_travel::cairn_house::{
    Beyond, DUNGEON_EVENTS, Delve, DelveEvent, Door, DoorOutcome, DungeonAction, DungeonEvent,
    RoomSearch, TrapOutcome, TrapSite, encounter_within, listen,
};
use osr_travel::{Entry, Error, RandomTable, TimerKind};

use crate::common::{faces, frac};

fn monsters() -> RandomTable {
    RandomTable::new(
        "crypt",
        1,
        6,
        vec![Entry::new(1, 4, "skeletons"), Entry::new(5, 6, "ghoul")],
    )
    .unwrap()
}

fn event_of(report: &[DelveEvent]) -> DungeonEvent {
    report
        .iter()
        .find_map(|e| match e {
            DelveEvent::EventRolled { result, .. } => Some(*result),
            _ => None,
        })
        .expect("an event die")
}

#[test]
fn a_turn_is_one_action_and_one_event_roll() {
    // rule: CH-travel.turn
    // rule: CH-travel.dungeon-event.trigger
    let mut delve = Delve::new(false);
    let report = delve
        .turn(DungeonAction::Search, None, &mut faces(&[6]))
        .unwrap();
    assert_eq!((report.turn, report.faces()), (1, vec![6]));
    assert_eq!(osr_travel::Unit::Turn.minutes(), Some(10));
    // Three turns, one of them a short rest: three rolls.
    let mut delve = Delve::new(false);
    let mut rolls = 0;
    for action in [
        DungeonAction::Move,
        DungeonAction::ShortRest,
        DungeonAction::Move,
    ] {
        rolls += delve
            .turn(action, None, &mut faces(&[5]))
            .unwrap()
            .faces()
            .len();
    }
    assert_eq!((delve.clock().now(), rolls), (3, 3));
    // Excessive noise: one more roll, no time.
    assert_eq!(delve.noise(None, &mut faces(&[6])).unwrap().len(), 1);
    assert_eq!(delve.clock().now(), 3);
}

#[test]
fn the_dungeon_event_table() {
    // rule: CH-travel.dungeon-event.table
    // rule: CH-travel.dungeon-event.5-6
    // rule: CH-travel.dungeon-event.4
    let table = osr_check::Table::new(DUNGEON_EVENTS);
    let rows: Vec<DungeonEvent> = (1..=6).map(|f| *table.row(f).unwrap()).collect();
    assert_eq!(
        rows,
        [
            DungeonEvent::Encounter,
            DungeonEvent::Clue,
            DungeonEvent::Exhaustion,
            DungeonEvent::Locality,
            DungeonEvent::Free,
            DungeonEvent::Free
        ]
    );
    assert_eq!(
        table.odds().probability(&DungeonEvent::Free),
        Some(frac(1, 3))
    );
    crate::common::assert_agrees_with_sampling(&table, 6000);
    for (face, event) in [(2, DungeonEvent::Clue), (4, DungeonEvent::Locality)] {
        let mut delve = Delve::new(false);
        let report = delve
            .turn(DungeonAction::Move, None, &mut faces(&[face]))
            .unwrap();
        assert_eq!(event_of(&report.events), event);
    }
    let mut delve = Delve::new(false);
    let report = delve
        .turn(DungeonAction::Move, None, &mut faces(&[4]))
        .unwrap();
    assert!(report.events.contains(&DelveEvent::LocalityChanged));
    for face in [5, 6] {
        let report = delve
            .turn(DungeonAction::Move, None, &mut faces(&[face]))
            .unwrap();
        assert_eq!(report.events.len(), 1, "free: nothing but the die");
    }
    // Exact odds of an encounter within 2 turns: 1 - (5/6)^2.
    assert_eq!(
        encounter_within(2).unwrap().probability(&true),
        Some(frac(11, 36))
    );
    assert!(encounter_within(0).is_err());
}

#[test]
fn encounters_and_clues_use_the_referee_table() {
    // rule: CH-travel.dungeon-event.1
    // rule: CH-travel.dungeon-event.2
    let table = monsters();
    let mut delve = Delve::new(false);
    let report = delve
        .turn(DungeonAction::Move, Some(&table), &mut faces(&[1, 5]))
        .unwrap();
    assert!(matches!(
        &report.events[1],
        DelveEvent::Encounter { roll, foreshadowed: false } if roll.entry == "ghoul"
    ));
    // A clue rolls the next encounter now; the next encounter is that one.
    let report = delve
        .turn(DungeonAction::Move, Some(&table), &mut faces(&[2, 3]))
        .unwrap();
    assert!(
        matches!(&report.events[1], DelveEvent::Foreshadowed { roll } if roll.entry == "skeletons")
    );
    assert_eq!(delve.foreshadowed().unwrap().entry, "skeletons");
    let report = delve
        .turn(DungeonAction::Move, Some(&table), &mut faces(&[1]))
        .unwrap();
    assert!(matches!(
        &report.events[1],
        DelveEvent::Encounter { roll, foreshadowed: true } if roll.entry == "skeletons"
    ));
    assert_eq!(report.faces(), [1]);
    // No table: the referee picks.
    let report = delve
        .turn(DungeonAction::Move, None, &mut faces(&[1]))
        .unwrap();
    assert_eq!(report.events[1], DelveEvent::EncounterUnrolled);
}

#[test]
fn exhaustion_stops_the_encumbered_for_a_turn() {
    // rule: CH-travel.dungeon-event.3
    let mut light = Delve::new(false);
    let report = light
        .turn(DungeonAction::Move, None, &mut faces(&[3]))
        .unwrap();
    assert!(!report.events.contains(&DelveEvent::RestOwed));
    assert!(!light.rest_owed());
    let mut laden = Delve::new(true);
    laden
        .turn(DungeonAction::Move, None, &mut faces(&[3]))
        .unwrap();
    assert!(laden.rest_owed());
    let before = laden.clone();
    assert!(matches!(
        laden.turn(DungeonAction::Search, None, &mut faces(&[6])),
        Err(Error::NotAllowed { .. })
    ));
    assert_eq!(laden, before, "unchanged on error");
    let report = laden
        .turn(DungeonAction::Rest, None, &mut faces(&[6]))
        .unwrap();
    assert_eq!(report.events[0], DelveEvent::RestTaken);
    assert!(!laden.rest_owed());
}

#[test]
fn short_rests_need_light_and_torches_burn_on_the_clock() {
    // rule: CH-travel.light
    let mut delve = Delve::new(false);
    delve.set_lit(false);
    assert!(matches!(
        delve.turn(DungeonAction::ShortRest, None, &mut faces(&[6])),
        Err(Error::NotAllowed { .. })
    ));
    delve
        .turn(DungeonAction::Rest, None, &mut faces(&[6]))
        .unwrap();
    delve.set_lit(true);
    delve
        .turn(DungeonAction::ShortRest, None, &mut faces(&[6]))
        .unwrap();
    delve
        .clock_mut()
        .start(TimerKind::Light, "torch", 1)
        .unwrap();
    let report = delve
        .turn(DungeonAction::Move, None, &mut faces(&[6]))
        .unwrap();
    assert!(
        matches!(&report.events[0], DelveEvent::TimerExpired { label, .. } if label == "torch")
    );
}

#[test]
fn listening_at_doors() {
    // rule: CH-travel.door.listen
    let wil = Save::new(12).unwrap();
    assert!(
        listen(wil, Beyond::Occupied, &mut faces(&[9]))
            .unwrap()
            .heard
    );
    assert!(
        !listen(wil, Beyond::Occupied, &mut faces(&[13]))
            .unwrap()
            .heard
    );
    assert!(
        !listen(wil, Beyond::UndeadOnly, &mut faces(&[9]))
            .unwrap()
            .heard
    );
    assert!(!listen(wil, Beyond::Empty, &mut faces(&[1])).unwrap().heard);
}

#[test]
fn forcing_a_stuck_door() {
    // rule: CH-travel.door.force
    let str10 = Save::new(10).unwrap();
    let mut door = Door::stuck();
    let attempt = door.force(str10, &mut faces(&[14])).unwrap();
    assert_eq!(attempt.outcome, DoorOutcome::Holds);
    assert_eq!(attempt.save.unwrap().band(), PassFail::Fail);
    assert!(!door.surprise_possible());
    assert_eq!(
        door.force(str10, &mut faces(&[10])).unwrap().outcome,
        DoorOutcome::Opened
    );
    assert!(door.is_open());
    assert!(door.force(str10, &mut faces(&[1])).is_err());
    let mut clean = Door::stuck();
    clean.force(str10, &mut faces(&[2])).unwrap();
    assert!(clean.surprise_possible());
}

#[test]
fn locked_doors_open_with_a_key_or_a_pick() {
    // rule: CH-travel.door.locked
    let dex = Save::new(13).unwrap();
    let mut door = Door::locked();
    assert!(
        door.force(Save::new(20).unwrap(), &mut faces(&[1]))
            .is_err()
    );
    assert_eq!(
        door.pick(dex, &mut faces(&[14])).unwrap().outcome,
        DoorOutcome::Holds
    );
    assert_eq!(
        door.pick(dex, &mut faces(&[7])).unwrap().outcome,
        DoorOutcome::Unlocked
    );
    assert!(!door.is_locked());
    let mut keyed = Door::locked();
    assert!(keyed.unlock_with_key().unwrap().save.is_none());
    assert!(keyed.pick(dex, &mut faces(&[1])).is_err());
}

#[test]
fn secret_doors_need_a_complete_search() {
    // rule: CH-travel.door.secret
    let small = RoomSearch::new(1).unwrap();
    assert!(small.finds_secret_doors(1));
    assert!(!small.finds_secret_doors(0));
    let hall = RoomSearch::new(3).unwrap();
    assert!(!hall.finds_secret_doors(2));
    assert!(RoomSearch::new(0).is_err());
}

#[test]
fn spiked_doors_must_be_burst() {
    // rule: CH-travel.door.spike
    let monster = Save::new(12).unwrap();
    let mut open = Door::stuck();
    let attempt = open.open_from_beyond(monster, &mut faces(&[])).unwrap();
    assert_eq!((attempt.outcome, attempt.save), (DoorOutcome::Opened, None));
    let mut spiked = Door::stuck().barred();
    let attempt = spiked.open_from_beyond(monster, &mut faces(&[15])).unwrap();
    assert_eq!(attempt.outcome, DoorOutcome::Holds);
    assert!(attempt.save.is_some());
    let attempt = spiked.open_from_beyond(monster, &mut faces(&[12])).unwrap();
    assert_eq!(attempt.outcome, DoorOutcome::Opened);
}

#[test]
fn held_doors_are_burst_as_usual() {
    // rule: CH-travel.door.hold
    let pursuer = Save::new(9).unwrap();
    let mut held = Door::stuck().barred();
    assert_eq!(
        held.open_from_beyond(pursuer, &mut faces(&[10]))
            .unwrap()
            .outcome,
        DoorOutcome::Holds
    );
    assert_eq!(
        held.open_from_beyond(pursuer, &mut faces(&[9]))
            .unwrap()
            .outcome,
        DoorOutcome::Opened
    );
}

#[test]
fn room_traps() {
    // rule: CH-travel.trap.room
    let dex = Save::new(11).unwrap();
    assert!(TrapSite::Room.found_by_search(false));
    assert_eq!(
        TrapSite::Room
            .spring(dex, &mut faces(&[12]))
            .unwrap()
            .outcome,
        TrapOutcome::Harmed
    );
    assert_eq!(
        TrapSite::Room
            .spring(dex, &mut faces(&[11]))
            .unwrap()
            .outcome,
        TrapOutcome::Avoided
    );
    assert_eq!(
        TrapSite::Room
            .disarm(dex, &mut faces(&[3]))
            .unwrap()
            .outcome,
        TrapOutcome::Disarmed
    );
    // A failed disarm sets it off: a second save.
    let roll = TrapSite::Room.disarm(dex, &mut faces(&[15, 4])).unwrap();
    assert_eq!((roll.outcome, roll.saves.len()), (TrapOutcome::Avoided, 2));
}

#[test]
fn treasure_traps_only_thieves_find() {
    // rule: CH-travel.trap.treasure
    assert!(!TrapSite::Treasure.found_by_search(false));
    assert!(TrapSite::Treasure.found_by_search(true));
    let dex = Save::new(8).unwrap();
    let roll = TrapSite::Treasure.disarm(dex, &mut faces(&[9, 9])).unwrap();
    assert_eq!(roll.outcome, TrapOutcome::Harmed);
}
