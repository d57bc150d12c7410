//! The Gods & Monsters fight of the fight example: the yeti of the rules'
//! combat example against Sam Stevens, Charlotte Kordé and Toromeen, on
//! seeded dice. The adventurers are caught unaware and roll perception
//! against surprise; every round the players attack the yeti and the yeti
//! claws twice at the first adventurer still standing, until one side is
//! out (the policy of `simulate`, which is run on the same seed to show it
//! ends the same way). Every line names the fighters.

use std::fmt::Write as _;

use osr::combat::Side;
use osr::combat::gods_and_monsters::{
    Attack, Awareness, Combatant, Command, Damage, Fight, Order, Phase, Reactions, Setup, Swing,
    simulate,
};
use osr::core::{Dice, Die, Recording, SuppliedFaces};
use osr::health::gods_and_monsters::Vitals;

use crate::Options;

#[cfg(feature = "serde")]
macro_rules! to_json {
    ($value:expr) => {
        serde_json::to_string_pretty($value)
    };
}

#[cfg(not(feature = "serde"))]
macro_rules! to_json {
    ($value:expr) => {{
        let _ = $value;
        Ok::<_, std::fmt::Error>(String::new())
    }};
}

const NAMES: [(u32, &str); 4] = [
    (1, "Sam Stevens"),
    (2, "Charlotte Kordé"),
    (3, "Toromeen"),
    (4, "the yeti"),
];

/// The most rounds the example plays.
const ROUNDS: u32 = 100;

fn setup() -> Result<Setup, osr::combat::Error> {
    let d = Dice::one;
    let sam = Combatant::new(1, Side::Party, Vitals::new(6, 15)?)
        .with_attack(1, 0)?
        .with_defense(4)?
        .with_damage(Damage::new(d(Die::D8), 0)?)
        .with_reactions(Reactions::new(6, 5, 5, 5)?)
        .with_endurance(12)?
        .with_archetypal_losses(true)
        .with_warrior_cover(true)
        .caught(Awareness::Unaware);
    let charlotte = Combatant::new(2, Side::Party, Vitals::new(5, 14)?)
        .with_attack(1, 0)?
        .with_defense(1)?
        .with_damage(Damage::new(d(Die::D4), 0)?)
        .with_reactions(Reactions::new(9, 9, 5, 5)?)
        .with_endurance(11)?
        .caught(Awareness::Unaware);
    let toromeen = Combatant::new(3, Side::Party, Vitals::new(7, 17)?)
        .with_attack(2, 2)?
        .with_defense(5)?
        .with_damage(Damage::new(d(Die::D8), 4)?)
        .with_reactions(Reactions::new(4, 7, 11, 5)?)
        .with_endurance(15)?
        .with_archetypal_losses(true)
        .with_warrior_cover(true)
        .caught(Awareness::Unaware);
    let yeti = Combatant::new(4, Side::Foes, Vitals::new(20, 0)?)
        .with_attack(0, 4)?
        .with_defense(3)?
        .with_attacks(2)?
        .with_damage(Damage::new(d(Die::D6), 0)?)
        .with_reactions(Reactions::new(6, 6, 6, 6)?)
        .with_endurance(12)?;
    Setup::new(vec![sam, charlotte, toromeen, yeti])
}

/// Plays the fight by the simple policy from `source`.
fn play(fight: &mut Fight, source: &mut dyn osr::core::FaceSource) -> Result<(), String> {
    let e = |err: osr::combat::Error| err.to_string();
    if fight.phase() == Phase::Surprise {
        fight.step(Command::RollSurprise, source).map_err(e)?;
    }
    let combatants = fight.setup().combatants().to_vec();
    while fight.ending().is_none() && fight.round() < ROUNDS {
        fight.step(Command::BeginRound, source).map_err(e)?;
        fight.step(Command::EndPhase, source).map_err(e)?;
        fight.step(Command::EndPhase, source).map_err(e)?;
        for _ in [Phase::Players, Phase::Npcs] {
            for c in &combatants {
                for _ in 0..c.attacks() {
                    if !fight.next().contains(&c.id()) {
                        break;
                    }
                    let target = combatants.iter().find(|t| {
                        t.side() != c.side() && fight.status(t.id()).is_ok_and(|s| s.in_fight())
                    });
                    let Some(target) = target else { break };
                    let order = Command::Attack(Order::new(c.id(), target.id()));
                    fight.step(order, source).map_err(e)?;
                }
            }
            fight.step(Command::EndPhase, source).map_err(e)?;
        }
    }
    Ok(())
}

/// Appends this system's fight to `out`.
pub(crate) fn run(options: &Options, out: &mut String) -> Result<(), String> {
    let e = |err: osr::combat::Error| err.to_string();
    let setup = setup().map_err(e)?;
    let mut rng = osr::seeded(options.seed);
    let mut faces = Vec::new();
    let mut fight = Fight::new(setup.clone()).map_err(e)?;
    play(
        &mut fight,
        &mut Recording::new(&mut rng, |_, face| faces.push(face)),
    )?;
    if options.json {
        let json = to_json!(&fight).map_err(|err| err.to_string())?;
        let _ = writeln!(out, "{json}");
        return Ok(());
    }
    let w = |out: &mut String, line: std::fmt::Arguments<'_>| {
        let _ = writeln!(out, "{line}");
    };
    w(
        out,
        format_args!("Gods & Monsters: the yeti fight (seed {})", options.seed),
    );
    let cast: Vec<&str> = NAMES.iter().map(|(_, n)| *n).collect();
    w(
        out,
        format_args!("{} against {}", cast[..3].join(", "), cast[3]),
    );
    if options.odds {
        w(
            out,
            format_args!(
                "odds: no exact odds for a whole fight (its state is every combatant's \
                 survival, verve, injuries and surprise, with repeated death-check contests); \
                 each attack's chance to hit is exact:"
            ),
        );
        let c = setup.combatants();
        for (attacker, target) in [(0, 3), (1, 3), (2, 3), (3, 0)] {
            let (a, t) = (&c[attacker], &c[target]);
            let attack = Attack::new(a.fighting_art(), a.attack_bonus(), t.defense()).map_err(e)?;
            let hit = attack.odds().probability(&Swing::Hit).unwrap_or_default();
            w(
                out,
                format_args!(
                    "  {} on {}: {} or less, {hit} ({:.2})",
                    NAMES[attacker].1,
                    NAMES[target].1,
                    attack.target(),
                    attack.odds().decimal(&Swing::Hit).unwrap_or(0.0)
                ),
            );
        }
    }
    for event in fight.events() {
        w(out, format_args!("{}", event.named(&NAMES)));
    }
    // The replay from the recorded faces gives the same fight, and the
    // simulation on the same seed ends the same way.
    let mut replayed = Fight::new(setup.clone()).map_err(e)?;
    play(&mut replayed, &mut SuppliedFaces::new(&faces))?;
    let simulated = simulate(&setup, &mut osr::seeded(options.seed)).map_err(e)?;
    let ending = fight.ending();
    w(
        out,
        format_args!(
            "{} faces rolled; the replay {}; simulate on the same seed: {} after {} rounds",
            faces.len(),
            if replayed == fight {
                "agrees"
            } else {
                "DIFFERS"
            },
            match simulated.winner {
                Some(side) => format!("the {side} win"),
                None => "no winner".to_owned(),
            },
            simulated.rounds
        ),
    );
    if ending.is_some_and(|end| end != simulated) {
        return Err("the simulation disagrees with the fight".to_owned());
    }
    Ok(())
}
