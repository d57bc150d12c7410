//! Tests of `osr_combat::cairn_house`.

mod d2;
mod duel;
mod fight;
mod record;
mod robust;
mod rules;
mod simulate;

use osr_combat::Side;
use osr_combat::cairn_house::{Action, Combatant, Command, Fight, Next, Phase, Step};
use osr_core::SuppliedFaces;
use osr_equipment::cairn_house::{BodyArmour, Shield, Weapon};

/// The derived example's PC: HP 4, STR 14, DEX 9, WIL 11, a hand weapon
/// and a shield (DR 1).
pub(crate) fn pc(id: u32) -> Combatant {
    Combatant::new(id, Side::Party, 4, [14, 9, 11])
        .unwrap()
        .with_weapon(Weapon::Hand)
        .with_armour(BodyArmour::Unarmoured, Some(Shield::Shield))
}

/// A foe with `hp`, STR 10, DEX 10, WIL `wil` and a hand weapon.
pub(crate) fn foe(id: u32, hp: u32, wil: i32) -> Combatant {
    Combatant::new(id, Side::Foes, hp, [10, 10, wil])
        .unwrap()
        .with_weapon(Weapon::Hand)
}

pub(crate) fn attack(target: u32) -> Command {
    Command::Act {
        action: Action::Attack {
            target,
            step: Step::Normal,
            maneuver: None,
        },
    }
}

pub(crate) fn act(action: Action) -> Command {
    Command::Act { action }
}

pub(crate) fn pass() -> Command {
    act(Action::Pass)
}

/// Applies `command` with exactly `faces`, all of which must be used.
pub(crate) fn step(
    fight: &mut Fight,
    command: Command,
    faces: &[u32],
) -> Vec<osr_combat::cairn_house::Event> {
    let mut source = SuppliedFaces::new(faces);
    let events = fight.step(command, &mut source).unwrap().to_vec();
    assert!(
        source.remaining().is_empty(),
        "faces left: {:?}",
        source.remaining()
    );
    events
}

/// Passes every turn until `id` is to act in `phase`.
pub(crate) fn pass_until(fight: &mut Fight, phase: Phase, id: u32) {
    for _ in 0..200 {
        match fight.next() {
            Next::Act {
                phase: p, id: i, ..
            } if p == phase && i == id => return,
            Next::Act { .. } => {
                step(fight, pass(), &[]);
            }
            other => panic!("waiting for {other:?}"),
        }
    }
    panic!("never reached {phase:?} for {id}");
}
