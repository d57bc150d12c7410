//! `Log::legal` against the rules' own refusals: in fights played by
//! picking a legal command at random, every legal command steps, and every
//! offer left out is refused.

use osr_combat::{Log, Machine, Side};
use osr_combat::{cairn_house as ch, constitution as tc, gods_and_monsters as gm, murdham as mu};
use osr_health::gods_and_monsters::Vitals;
use osr_health::murdham::Health;
use rand_core::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

/// Plays `fights` fights of `setup`, each command a legal one picked at
/// random, and checks every offer at every step against the fight.
fn play<M: Machine>(setup: &M::Setup, fights: u64)
where
    M::Command: core::fmt::Debug + PartialEq,
    M::Error: core::fmt::Debug,
{
    for seed in 0..fights {
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let mut fight = Log::<M>::new(setup.clone()).unwrap();
        for _ in 0..300 {
            let legal = fight.legal();
            if fight.is_over() {
                assert!(legal.is_empty());
                break;
            }
            assert!(!legal.is_empty(), "nothing legal in a fight not over");
            for offer in fight.state().offers(fight.setup()) {
                let stepped = fight.clone().step(offer.clone(), &mut rng).is_ok();
                assert_eq!(stepped, legal.contains(&offer), "{offer:?}");
            }
            let pick = legal[usize::try_from(rng.next_u64() % legal.len() as u64).unwrap()].clone();
            fight.step(pick, &mut rng).unwrap();
        }
    }
}

#[test]
fn constitution_legal_commands_step_and_the_rest_are_refused() {
    let c = |id, side| tc::Combatant::new(id, side, 4).unwrap();
    let setup = tc::Setup::new(
        vec![c(1, Side::Party), c(2, Side::Party), c(3, Side::Foes)],
        tc::Ties::SetupOrder,
    )
    .unwrap();
    play::<tc::FightState>(&setup, 12);
}

#[test]
fn cairn_house_legal_commands_step_and_the_rest_are_refused() {
    use osr_equipment::cairn_house::Weapon;
    let c = |id, side, weapon| {
        ch::Combatant::new(id, side, 3, [10, 10, 10])
            .unwrap()
            .with_weapon(weapon)
    };
    let setup = ch::Setup::new(vec![
        c(1, Side::Party, Weapon::Bow),
        c(2, Side::Party, Weapon::Hand),
        c(3, Side::Foes, Weapon::Hand),
    ])
    .unwrap();
    play::<ch::FightState>(&setup, 12);
}

#[test]
fn gods_and_monsters_legal_commands_step_and_the_rest_are_refused() {
    let c = |id, side| gm::Combatant::new(id, side, Vitals::new(4, 0).unwrap());
    let setup =
        gm::Setup::new(vec![c(1, Side::Party), c(2, Side::Party), c(3, Side::Foes)]).unwrap();
    play::<gm::FightState>(&setup, 12);
}

#[test]
fn murdham_legal_commands_step_and_the_rest_are_refused() {
    let c = |id, side| mu::Combatant::new(id, side, 10, Health::full(4).unwrap(), 0).unwrap();
    let setup = mu::Setup::new(
        mu::Stance::Cautious,
        mu::Stance::Cautious,
        vec![c(1, Side::Party), c(2, Side::Party), c(3, Side::Foes)],
    )
    .unwrap();
    play::<mu::EncounterState>(&setup, 12);
}
