//! The Murdham cases of the fight benchmark.
//!
//! Murdham's attack procedure is in the game's combat rules, which osr
//! does not have, so there is no whole fight to simulate. What an encounter
//! does most is measured instead: `awareness_and_hit` rolls awareness (a
//! group WIT save a side) and lands one d8 hit through armour 1 (osr-health's
//! `Hit`), and `encounter_round` drives an `Encounter` from awareness
//! through one round of two attacks. `floor` is the same three generator
//! calls (two d20, one d8) through the sampler, nothing else; an exploding
//! d8 (1 in 8) adds one more call to the measured cases.

use std::hint::black_box;

use criterion::Criterion;
use osr::check::Check;
use osr::check::murdham::Damage;
use osr::combat::Side;
use osr::combat::murdham::{
    Action, Awareness, Combatant, Command, Encounter, Group, Intent, Setup, Stance,
};
use osr::core::{Die, StepDie, sample_face};
use osr::health::murdham::{Health, Hit};

/// Registers this system's cases.
pub(crate) fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("fight/murdham");
    let awareness = Awareness::new(
        Group::new(Stance::Cautious, &[9, 12, 10]).expect("party"),
        Group::new(Stance::Cautious, &[10, 8]).expect("foes"),
    );
    let hit = Hit::new(Damage::new(StepDie::D8), 1).expect("hit");
    group.bench_function("awareness_and_hit", |b| {
        let mut rng = osr::seeded(1);
        b.iter(|| {
            let spotted = awareness.roll(&mut rng).expect("rolls");
            let mut health = Health::full(12).expect("health");
            let outcome = hit.apply(&mut health, &mut rng).expect("lands");
            black_box((spotted, outcome))
        });
    });
    let combatant = |id, side, wit| {
        Combatant::new(id, side, wit, Health::full(10).expect("health"), 1).expect("combatant")
    };
    let setup = Setup::new(
        Stance::Cautious,
        Stance::Cautious,
        vec![combatant(1, Side::Party, 12), combatant(2, Side::Foes, 10)],
    )
    .expect("setup");
    let attack = |target| Action::Attack {
        target,
        die: StepDie::D8,
        direct: false,
        situations: vec![],
        landed: true,
    };
    group.bench_function("encounter_round", |b| {
        let mut rng = osr::seeded(1);
        b.iter(|| {
            let mut e = Encounter::new(setup.clone()).expect("encounter");
            e.step(Command::RollAwareness, &mut rng).expect("awareness");
            let approach = Command::Approach {
                party: Some(Intent::Fight),
                foes: Some(Intent::Fight),
            };
            // A side that alone spotted the other chooses alone.
            if e.step(approach, &mut rng).is_err() {
                let party = Command::Approach {
                    party: Some(Intent::Fight),
                    foes: None,
                };
                let foes = Command::Approach {
                    party: None,
                    foes: Some(Intent::Fight),
                };
                if e.step(party, &mut rng).is_err() {
                    e.step(foes, &mut rng).expect("approach");
                }
            }
            let _ = e.step(
                Command::Act {
                    actor: 1,
                    action: attack(2),
                },
                &mut rng,
            );
            let _ = e.step(
                Command::Act {
                    actor: 2,
                    action: attack(1),
                },
                &mut rng,
            );
            black_box(e.events().len())
        });
    });
    group.bench_function("floor", |b| {
        let mut rng = osr::seeded(1);
        b.iter(|| {
            let faces = [
                sample_face(&mut rng, Die::D20),
                sample_face(&mut rng, Die::D20),
                sample_face(&mut rng, Die::D8),
            ];
            black_box(faces)
        });
    });
    group.finish();
}
