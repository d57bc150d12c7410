//! Cairn House Rules' travel errors.

use insta::assert_snapshot;
use osr_check::cairn_house::Save;
use osr_core::SuppliedFaces;
use osr_travel::cairn_house::{Delve, Door, DungeonAction, Journey, Season, WatchAction};

#[test]
fn cairn_house_errors() {
    let mut delve = Delve::new(true);
    delve
        .turn(DungeonAction::Move, None, &mut SuppliedFaces::new(&[3]))
        .unwrap();
    assert_snapshot!(
        delve.turn(DungeonAction::Move, None, &mut SuppliedFaces::new(&[6])).unwrap_err(),
        @"that action is not allowed: encumbered characters must rest this turn"
    );
    let mut journey = Journey::new(Season::Summer, 2, false).unwrap();
    assert_snapshot!(
        journey.watch(WatchAction::ForcedMarch, None, &mut SuppliedFaces::new(&[])).unwrap_err(),
        @"a forced march is not allowed: it is made in a night watch"
    );
    let mut door = Door::locked();
    assert_snapshot!(
        door.force(Save::new(10).unwrap(), &mut SuppliedFaces::new(&[])).unwrap_err(),
        @"forcing a door is not allowed: it is locked, and only its key or a picked lock opens it"
    );
    let mut open = Door::stuck();
    assert_snapshot!(
        open.pick(Save::new(10).unwrap(), &mut SuppliedFaces::new(&[])).unwrap_err(),
        @"picking a lock is not allowed: the door is not locked"
    );
}
