//! The Murdham fight of the fight example: an encounter from awareness to
//! a couple of rounds, its lines told by name through osr-play's
//! [`Roster`].
//!
//! Murdham's attack procedure is in its combat rules, which osr does not
//! have: in this example every declared attack lands (a table says whether
//! each did), and its damage is rolled and applied through osr-health.
//! There is no whole-fight simulation and there are no fight odds; the
//! exact odds printed with `--odds` are those of awareness.

use std::fmt::Write as _;

use osr::check::Check;
use osr::combat::Side;
use osr::combat::murdham::{
    Action, Combatant, Command, Encounter, Force, Intent, Setup, Social, Spotting, Stance,
};
use osr::core::StepDie;
use osr::dice::Probability;
use osr::dice::num_rational::BigRational;
use osr::health::murdham::Health;

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
        Ok::<_, serde_json::Error>(String::new())
    }};
}

fn fraction(p: &BigRational) -> String {
    let f = Probability::from_ratio(p).map_or(0.0, |p| p.to_f64());
    format!("{}/{} ({f:.4})", p.numer(), p.denom())
}

/// Appends this system's fight to `out`.
pub(crate) fn run(options: &Options, out: &mut String) -> Result<(), String> {
    let err = |e: osr::combat::Error| e.to_string();
    let c = |id, side, wit, str, armour| -> Result<Combatant, String> {
        Combatant::new(
            id,
            side,
            wit,
            Health::full(str).map_err(|e| e.to_string())?,
            armour,
        )
        .map_err(err)
    };
    // Three of the company against two bandits in a dark wood.
    let setup = Setup::new(
        Stance::Cautious,
        Stance::Cautious,
        vec![
            c(1, Side::Party, 12, 10, 1)?,
            c(2, Side::Party, 9, 12, 2)?,
            c(3, Side::Party, 10, 8, 0)?,
            c(11, Side::Foes, 10, 9, 1)?,
            c(12, Side::Foes, 8, 7, 0)?,
        ],
    )
    .map_err(err)?;
    if options.odds && !options.json {
        let awareness = setup.awareness().map_err(err)?;
        let _ = writeln!(
            out,
            "Murdham: there are no fight odds (the attack procedure is in the game's combat rules, which osr does not have); awareness odds:"
        );
        for side in [Side::Party, Side::Foes] {
            let _ = writeln!(
                out,
                "  the {side} spot the other side: {}",
                fraction(&awareness.spot_chance(side))
            );
        }
        for (band, p) in awareness.odds().bands() {
            let _ = writeln!(out, "  {band}: {}", fraction(p));
        }
    }
    let mut rng = osr::seeded(options.seed);
    let mut encounter = Encounter::new(setup).map_err(err)?;
    encounter
        .step(Command::RollAwareness, &mut rng)
        .map_err(err)?;
    let spotting = match encounter.current() {
        osr::combat::murdham::Step::Approach { spotting } => spotting,
        _ => Spotting::Neither,
    };
    // The party wants to talk, the bandits to fight; a side that alone
    // spotted the other chooses alone.
    let (party, foes) = match spotting.chooser() {
        Some(Side::Party) => (Some(Intent::Parley), None),
        Some(Side::Foes) => (None, Some(Intent::Fight)),
        None => (Some(Intent::Parley), Some(Intent::Fight)),
    };
    encounter
        .step(Command::Approach { party, foes }, &mut rng)
        .map_err(err)?;
    // The party alone spotted the bandits and chose to talk: no fight
    // starts, and the example ends the parley at once (its talk is the
    // players', not dice).
    if matches!(encounter.current(), osr::combat::murdham::Step::Parley) {
        encounter.step(Command::End, &mut rng).map_err(err)?;
    }
    let mut rounds = 0;
    while !encounter.is_over() && rounds < 2 {
        rounds += 1;
        for id in encounter.waiting() {
            if encounter.is_over() {
                break;
            }
            let status = encounter.status(id).map_err(err)?;
            if status.out || status.acted || status.loses_turn {
                continue;
            }
            let side = status.side;
            let target = status.taunted_by.or_else(|| {
                encounter
                    .statuses()
                    .iter()
                    .find(|s| s.side != side && !s.out)
                    .map(|s| s.id)
            });
            let Some(target) = target else { break };
            let action = if id == 1 && rounds == 1 && status.taunted_by.is_none() {
                Action::Social {
                    target,
                    social: Social::Taunt,
                    force: Force::Resistible,
                }
            } else {
                Action::Attack {
                    target,
                    die: if side == Side::Party {
                        StepDie::D8
                    } else {
                        StepDie::D6
                    },
                    direct: false,
                    situations: vec![],
                    landed: true,
                }
            };
            encounter
                .step(Command::Act { actor: id, action }, &mut rng)
                .map_err(err)?;
        }
        if !encounter.is_over() {
            let command = if rounds < 2 {
                Command::EndRound
            } else {
                Command::End
            };
            encounter.step(command, &mut rng).map_err(err)?;
        }
    }
    if options.json {
        let json = to_json!(&encounter).map_err(|e| e.to_string())?;
        let _ = writeln!(out, "{json}");
        return Ok(());
    }
    let _ = writeln!(
        out,
        "Murdham (seed {}): Ash, Briar and Cole meet two bandits; every declared attack lands in this example",
        options.seed
    );
    lines(out, encounter.events())?;
    Ok(())
}

/// The encounter's lines, the fighters by name (osr-play's roster).
fn lines(out: &mut String, events: &[osr::combat::murdham::Event]) -> Result<(), String> {
    use osr::play::Name;
    use osr::play::murdham::Roster;

    let play = |e: osr::play::Error| e.to_string();
    let name = |text: &str| Name::new(text).map_err(play);
    let roster = Roster::new(vec![
        (1, name("Ash")?, StepDie::D8),
        (2, name("Briar")?, StepDie::D8),
        (3, name("Cole")?, StepDie::D8),
        (11, name("the first bandit")?, StepDie::D6),
        (12, name("the second bandit")?, StepDie::D6),
    ])
    .map_err(play)?;
    for event in roster.events(&name("two bandits")?, events) {
        let _ = writeln!(out, "{event}");
    }
    Ok(())
}
