//! A sheet into osr-combat's Murdham encounter and back.

use osr_combat::Side;
use osr_combat::murdham::{Action, Command, Encounter, Intent, Setup, Stance};
use osr_core::{StepDie, SuppliedFaces};
use osr_sheet::murdham::{Abilities, Condition, Sheet};

fn go(encounter: &mut Encounter, command: Command, faces: &[u32]) {
    encounter
        .step(command, &mut SuppliedFaces::new(faces))
        .unwrap();
}

#[test]
fn a_sheet_fights_and_takes_the_result_back() {
    let mut sheet = Sheet::new(Abilities::new(10, 9, 12).unwrap())
        .unwrap()
        .with_armour(1)
        .unwrap();
    let ada = sheet.combatant(1, Side::Party).unwrap();
    assert_eq!(
        (ada.wit(), ada.armour(), ada.health().current()),
        (12, 1, 10)
    );
    let foe = Sheet::new(Abilities::new(8, 8, 8).unwrap())
        .unwrap()
        .combatant(2, Side::Foes)
        .unwrap();
    let setup = Setup::new(Stance::Cautious, Stance::Cautious, vec![ada, foe]).unwrap();
    let mut fight = Encounter::new(setup).unwrap();
    go(&mut fight, Command::RollAwareness, &[12, 8]);
    go(
        &mut fight,
        Command::Approach {
            party: Some(Intent::Fight),
            foes: Some(Intent::Fight),
        },
        &[],
    );
    // The foe's d8 lands: 6, less armour 1: 5 of 10 is critical damage.
    go(
        &mut fight,
        Command::Act {
            actor: 2,
            action: Action::Attack {
                target: 1,
                die: StepDie::D8,
                direct: false,
                situations: vec![],
                landed: true,
            },
        },
        &[6],
    );
    let status = fight.status(1).unwrap().clone();
    let events = sheet.after_fight(&status).unwrap();
    assert_eq!(sheet.health().current(), 5);
    assert!(sheet.is(Condition::Incapacitated));
    assert_eq!(events.len(), 1);

    // A status of another character is refused.
    let other = Sheet::new(Abilities::new(8, 8, 8).unwrap())
        .unwrap()
        .combatant(3, Side::Party)
        .unwrap();
    let setup = Setup::new(Stance::Cautious, Stance::Cautious, vec![other, foe]).unwrap();
    let stranger = Encounter::new(setup).unwrap().status(3).unwrap().clone();
    let before = sheet.clone();
    assert_eq!(sheet.after_fight(&stranger).unwrap_err().kind(), "mismatch");
    assert_eq!(sheet, before);
}
