//! The catalog's worked examples D4 (a dungeon turn sequence) and D5 (a
//! wilderness day in summer), die for die.

use osr_check::cairn_house::{Disposition, Reaction, Save};
use osr_check::{Check, Resolved};
use osr_travel::cairn_house::{
    Delve, DelveEvent, Door, DoorOutcome, DungeonAction, DungeonEvent, Journey, JourneyEvent,
    Light, Season, WatchAction, WeatherShift, WildEvent,
};

use crate::common::faces;

#[test]
fn d4_dungeon_turn_sequence() {
    // rule: CH-travel.turn
    // rule: CH-travel.dungeon-event.3
    // rule: CH-travel.door.force
    // rule: CH-travel.reaction
    let mut delve = Delve::new(true);
    // Turn 1: move; event 3, exhaustion: the encumbered rest next turn.
    let t1 = delve
        .turn(DungeonAction::Move, None, &mut faces(&[3]))
        .unwrap();
    assert!(t1.events.contains(&DelveEvent::RestOwed));
    // Turn 2: the forced rest; its event roll 5: nothing (row 5 is free).
    let t2 = delve
        .turn(DungeonAction::Rest, None, &mut faces(&[5]))
        .unwrap();
    assert!(matches!(
        t2.events[1],
        DelveEvent::EventRolled {
            result: DungeonEvent::Free,
            ..
        }
    ));
    // Turn 3: force the door, STR 13 rolls 15: it holds, no surprise. The
    // example gives no event die for this turn; a 6 (free) stands in.
    let mut door = Door::stuck();
    let strength = Save::new(13).unwrap();
    assert_eq!(
        door.force(strength, &mut faces(&[15])).unwrap().outcome,
        DoorOutcome::Holds
    );
    assert!(!door.surprise_possible());
    delve
        .turn(DungeonAction::OpenDoor, None, &mut faces(&[6]))
        .unwrap();
    // Turn 4: second attempt rolls 4: open; event 1: a wandering monster;
    // its reaction 2d6 = 8: uncertain.
    assert_eq!(
        door.force(strength, &mut faces(&[4])).unwrap().outcome,
        DoorOutcome::Opened
    );
    let t4 = delve
        .turn(DungeonAction::OpenDoor, None, &mut faces(&[1]))
        .unwrap();
    assert!(matches!(
        t4.events[0],
        DelveEvent::EventRolled {
            result: DungeonEvent::Encounter,
            ..
        }
    ));
    let reaction = Reaction::new(0).unwrap().roll(&mut faces(&[5, 3])).unwrap();
    assert_eq!(
        (reaction.total(), reaction.band()),
        (8, Disposition::Uncertain)
    );
    assert_eq!(delve.clock().now(), 4);
}

#[test]
fn d5_wilderness_day_in_summer() {
    // rule: CH-travel.wild.travel
    // rule: CH-travel.wild-event.4
    // rule: CH-travel.wild.camp
    // rule: CH-travel.watch
    let mut journey = Journey::new(Season::Summer, 3, true).unwrap();
    // Watch 1 (day): [6, 1] = 7 miles, encumbered: 3; event 4: weather 5, better.
    let w1 = journey
        .watch(WatchAction::Travel, None, &mut faces(&[6, 1, 4, 5]))
        .unwrap();
    assert_eq!((w1.light, w1.miles()), (Light::Day, 3));
    assert!(matches!(
        w1.events[1],
        JourneyEvent::EventRolled {
            result: WildEvent::Weather,
            ..
        }
    ));
    assert!(matches!(
        w1.events[2],
        JourneyEvent::WeatherRolled {
            shift: WeatherShift::Better,
            ..
        }
    ));
    // Watch 2 (day): [2, 2] = 4, halved to 2; event 6: free.
    let w2 = journey
        .watch(WatchAction::Travel, None, &mut faces(&[2, 2, 6]))
        .unwrap();
    assert_eq!((w2.light, w2.miles(), w2.events.len()), (Light::Day, 2, 2));
    // Watch 3 (night): camp; 2 of 3 eat.
    let w3 = journey
        .watch(WatchAction::MakeCamp { eaters: 2 }, None, &mut faces(&[]))
        .unwrap();
    assert_eq!(w3.light, Light::Night);
    assert_eq!(
        w3.events,
        [JourneyEvent::Camped {
            long_rests: 2,
            no_healing: 1
        }]
    );
    assert_eq!(w1.faces(), [6, 1, 4, 5]);
}
