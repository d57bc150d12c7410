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

fn ada() -> Sheet {
    Sheet::new(Abilities::new(10, 9, 12).unwrap())
        .with_armour(1)
        .unwrap()
}

/// A fight in which the foe's d8 lands once on Ada with `faces`.
fn blow(faces: &[u32]) -> Encounter {
    let foe = Sheet::new(Abilities::new(8, 8, 8).unwrap())
        .combatant(2, Side::Foes)
        .unwrap();
    let me = ada().combatant(1, Side::Party).unwrap();
    assert_eq!((me.wit(), me.armour(), me.health().current()), (12, 1, 10));
    let setup = Setup::new(Stance::Cautious, Stance::Cautious, vec![me, foe]).unwrap();
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
        faces,
    );
    fight
}

#[test]
fn a_sheet_fights_and_takes_the_result_back() {
    // 6, less armour 1: 5 of 10 is critical damage.
    let fight = blow(&[6]);
    let mut sheet = ada();
    let events = sheet
        .after_fight(fight.status(1).unwrap(), fight.events())
        .unwrap();
    assert_eq!(sheet.health().current(), 5);
    assert_eq!(sheet.conditions(), [Condition::Incapacitated]);
    assert_eq!(events.len(), 1);

    // 8, 8, 3 explodes to 17, 16 through armour: dead.
    let fight = blow(&[8, 8, 3]);
    let mut sheet = ada();
    sheet
        .after_fight(fight.status(1).unwrap(), fight.events())
        .unwrap();
    assert_eq!(sheet.health().current(), 0);
    assert_eq!(sheet.conditions(), [Condition::Dead]);

    // Another character's status, or none, is refused.
    let other = Sheet::new(Abilities::new(8, 8, 8).unwrap())
        .combatant(3, Side::Party)
        .unwrap();
    let foe = osr_combat::murdham::Combatant::new(2, Side::Foes, 8, other.health(), 0).unwrap();
    let setup = Setup::new(Stance::Cautious, Stance::Cautious, vec![other, foe]).unwrap();
    let strangers = Encounter::new(setup).unwrap();
    let mut sheet = ada();
    let before = sheet.clone();
    assert_eq!(
        sheet
            .after_fight(strangers.status(3).unwrap(), strangers.events())
            .unwrap_err()
            .kind(),
        "mismatch"
    );
    assert_eq!(
        osr_sheet::Error::from(strangers.status(9).unwrap_err()).kind(),
        "unknown_combatant"
    );
    assert_eq!(sheet, before);
}
