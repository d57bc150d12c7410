//! Any command in any state: applied whole or refused with nothing
//! changed, never a panic; every fight so reached reads back.

use osr_combat::Side;
use osr_combat::cairn_house::{
    Action, Combatant, Command, DefenderChoice, Fight, Maneuver, Setup, Step,
};
use osr_core::{Dice, Die};
use osr_equipment::cairn_house::Weapon;
use proptest::prelude::*;
use rand_core::SeedableRng;
use rand_pcg::Pcg64Mcg;

use super::{foe, pc};

fn command(kind: u8, target: u32, flag: bool) -> Command {
    let action = match kind % 11 {
        0 => Action::Pass,
        1 => Action::Cast,
        2 => Action::Attack {
            target,
            step: Step::Normal,
            maneuver: None,
        },
        3 => Action::Attack {
            target,
            step: Step::Enhanced,
            maneuver: Some(Maneuver::Disarm),
        },
        4 => Action::Blast {
            targets: vec![target, target % 5 + 1],
            step: Step::Impaired,
        },
        5 => Action::Charge { target },
        6 => Action::Approach { target },
        7 => Action::Withdraw { half: flag },
        8 => Action::Flee { safe_place: flag },
        9 => Action::SpellDamage {
            dice: Dice::new(2, Die::D6).unwrap(),
            targets: vec![target],
        },
        _ => {
            return if flag {
                Command::Choose {
                    choice: DefenderChoice::AcceptManeuver,
                }
            } else {
                Command::RollInitiative
            };
        }
    };
    Command::Act { action }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn commands_apply_whole_or_not_at_all(
        seed in any::<u64>(),
        script in proptest::collection::vec((any::<u8>(), 0_u32..7, any::<bool>()), 1..120),
    ) {
        let wizard = pc(2).caster().with_weapon(Weapon::Bow);
        let archer = Combatant::new(5, Side::Foes, 3, [8, 12, 7]).unwrap().with_weapon(Weapon::Bow);
        let setup = Setup::new(vec![pc(1), wizard, foe(3, 4, 8), foe(4, 2, 6).undead(), archer]).unwrap();
        let mut fight = Fight::new(setup).unwrap();
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        for (kind, target, flag) in script {
            let before = fight.clone();
            match fight.step(command(kind, target, flag), &mut rng) {
                Ok(events) => prop_assert!(!events.is_empty()),
                Err(_) => prop_assert_eq!(&fight, &before),
            }
        }
        let again = Fight::replay(fight.setup().clone(), fight.commands(), fight.faces()).unwrap();
        prop_assert_eq!(again.events(), fight.events());
        #[cfg(feature = "serde")]
        {
            let back: Fight = serde_json::from_str(&serde_json::to_string(&fight).unwrap()).unwrap();
            prop_assert_eq!(back, fight);
        }
    }
}
