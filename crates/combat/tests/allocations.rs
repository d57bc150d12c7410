//! No simulated fight allocates. This binary runs without the test
//! harness, alone, under an allocator that counts every allocation
//! (`stats_alloc`'s instrumented system allocator): each `simulate` plays a
//! first fight, and then a thousand more must not add one allocation.
//!
//! The Gods & Monsters duel is Toromeen against the yeti, whose fights
//! often end in death checks: those roll through osr-health's
//! `RoundEnd::roll_bare` and osr-check's `Contest::roll_end`, which keep
//! nothing.

use std::alloc::System;
use std::process::ExitCode;

use osr_combat::{Error, Side, cairn_house, constitution, gods_and_monsters};
use osr_core::{Dice, Die, StepDie};
use osr_equipment::cairn_house::Weapon;
use osr_health::gods_and_monsters::Vitals;
use rand_core::SeedableRng;
use rand_pcg::Pcg64Mcg;
use stats_alloc::{INSTRUMENTED_SYSTEM, Region, StatsAlloc};

#[global_allocator]
static GLOBAL: &StatsAlloc<System> = &INSTRUMENTED_SYSTEM;

/// The allocations made by a thousand fights after a first one.
fn allocations(mut fight: impl FnMut(&mut Pcg64Mcg) -> Result<(), Error>) -> Result<usize, Error> {
    let mut rng = Pcg64Mcg::seed_from_u64(7);
    fight(&mut rng)?;
    let region = Region::new(GLOBAL);
    for _ in 0..1000 {
        fight(&mut rng)?;
    }
    let change = region.change();
    Ok(change.allocations + change.reallocations)
}

fn main() -> ExitCode {
    match run() {
        Ok(failures) if failures.is_empty() => {
            println!(
                "no simulated fight allocates: 3d6 Constitution, Cairn House Rules (fight and duel), Gods & Monsters"
            );
            ExitCode::SUCCESS
        }
        Ok(failures) => {
            for failure in failures {
                eprintln!("{failure}");
            }
            ExitCode::FAILURE
        }
        Err(err) => {
            eprintln!("a setup was refused: {err}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<Vec<String>, Error> {
    let mut counts = Vec::new();

    let tc = constitution::Setup::new(
        vec![
            constitution::Combatant::new(1, Side::Party, 6)?,
            constitution::Combatant::new(2, Side::Foes, 6)?,
        ],
        constitution::Ties::SetupOrder,
    )?;
    let policy = constitution::Policy::default();
    counts.push((
        "3d6 Constitution simulate",
        allocations(|rng| constitution::simulate(&tc, policy, rng).map(drop))?,
    ));

    let pc = cairn_house::Combatant::new(1, Side::Party, 6, [14, 9, 11])?.with_weapon(Weapon::Hand);
    let goblins = (2..5).map(|id| {
        cairn_house::Combatant::new(id, Side::Foes, 3, [8, 12, 7])
            .map(|g| g.with_weapon(Weapon::Hand))
    });
    let ch = cairn_house::Setup::new(
        std::iter::once(Ok(pc))
            .chain(goblins)
            .collect::<Result<_, _>>()?,
    )?;
    counts.push((
        "Cairn House Rules simulate",
        allocations(|rng| {
            cairn_house::simulate(&ch, cairn_house::Policy::FirstStanding, rng).map(drop)
        })?,
    ));
    let duel = cairn_house::Duel::new(
        cairn_house::Duelist::new(5, 12, 1, StepDie::D8)?,
        cairn_house::Duelist::new(4, 11, 0, StepDie::D8)?,
    );
    counts.push((
        "Cairn House Rules Duel::simulate",
        allocations(|rng| duel.simulate(rng).map(drop))?,
    ));

    let toromeen = gods_and_monsters::Combatant::new(3, Side::Party, Vitals::new(7, 17)?)
        .with_attack(2, 2)?
        .with_defense(5)?
        .with_damage(gods_and_monsters::Damage::new(Dice::one(Die::D8), 4)?)
        .with_reactions(gods_and_monsters::Reactions::new(4, 7, 11, 5)?)
        .with_endurance(15)?
        .with_archetypal_losses(true);
    let yeti = gods_and_monsters::Combatant::new(4, Side::Foes, Vitals::new(20, 0)?)
        .with_attack(0, 4)?
        .with_defense(3)?
        .with_attacks(2)?
        .with_damage(gods_and_monsters::Damage::new(Dice::one(Die::D6), 0)?)
        .with_reactions(gods_and_monsters::Reactions::new(6, 6, 6, 6)?)
        .with_endurance(12)?;
    let gm = gods_and_monsters::Setup::new(vec![toromeen, yeti])?;
    counts.push((
        "Gods & Monsters simulate",
        allocations(|rng| gods_and_monsters::simulate(&gm, rng).map(drop))?,
    ));

    Ok(counts
        .into_iter()
        .filter(|&(_, n)| n > 0)
        .map(|(what, n)| format!("{what}: {n} allocations in 1000 simulated fights"))
        .collect())
}
