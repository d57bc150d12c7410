//! The 3d6 Constitution fight of the fight example: a level-2 fighter
//! (WIT 11, STR 14, half-chain AC 24, tough, 2 HD, 12 HP) against an ogre
//! (4 HD, STR 16, AC 22, 18 HP, d8), each attacking the other on their
//! turn, direct hits taken when the roll allows one, the fighter taking
//! superior initiative when the round's highest. The fight is told by
//! osr-play's `narrate`, the fighters by name.

use std::fmt::Write as _;

use osr::check::constitution::{AbilityScore, Level};
use osr::combat::Side;
use osr::combat::constitution::{
    Ac, Combatant, Command, DamageDie, Ending, Fight, Policy, Setup, Ties,
};
use osr::core::rand_core::SeedableRng;
use osr::health::constitution::{HitDice, Hp};
use osr::play::Name;
use osr::play::constitution::narrate;

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
        Ok::<_, serde_json::Error>(String::from("null"))
    }};
}

fn setup() -> Result<Setup, osr::combat::Error> {
    let mut fighter = Combatant::new(1, Side::Party, 12)?;
    fighter.wits = AbilityScore::new(11)?;
    fighter.strength = AbilityScore::new(14)?;
    fighter.ac = Ac::new(24)?;
    fighter.hit_dice = HitDice::new(2)?;
    fighter.hp = Hp::new(12)?;
    fighter.level = Level::new(2)?;
    fighter.fighter = true;
    fighter.tough = true;
    let mut ogre = Combatant::new(2, Side::Foes, 18)?;
    ogre.strength = AbilityScore::new(16)?;
    ogre.wits = AbilityScore::new(8)?;
    ogre.ac = Ac::new(22)?;
    ogre.hit_dice = HitDice::new(4)?;
    ogre.level = Level::new(4)?;
    ogre.damage = DamageDie::D8;
    Setup::new(vec![fighter, ogre], Ties::HigherWits)
}

/// Appends this system's fight to `out`.
pub(crate) fn run(options: &Options, out: &mut String) -> Result<(), String> {
    let setup = setup().map_err(|e| e.to_string())?;
    let mut fight = Fight::new(setup).map_err(|e| e.to_string())?;
    let mut rng = osr::DefaultRng::seed_from_u64(options.seed);
    let policy = Policy::default();
    while let Some(command) = policy.command(&fight) {
        fight.step(command, &mut rng).map_err(|e| e.to_string())?;
        // The fighter takes superior initiative after a turn when it has it.
        if let Command::Attack { attacker: 1, .. } = command {
            let bout = fight.bout();
            let fresh = bout
                .places()
                .iter()
                .any(|p| p.id == 1 && !p.superior_used && p.score > 10);
            if bout.superior_id() == Some(1) && fresh && fight.ending().is_none() {
                fight
                    .step(Command::Superior { id: 1 }, &mut rng)
                    .map_err(|e| e.to_string())?;
            }
        }
    }
    if options.json {
        let json = to_json!(&fight).map_err(|e| e.to_string())?;
        let _ = writeln!(out, "{json}");
        return Ok(());
    }
    let _ = writeln!(
        out,
        "== 3d6 Constitution: a level-2 fighter against an ogre, seed {}",
        options.seed
    );
    if options.odds {
        let _ = writeln!(
            out,
            "odds: none exact: the attack d20 is open-ended and rounds have no limit, and HP, wound marks and carried-over initiative make the fight's states unbounded"
        );
    }
    let names = [
        (1, Name::new("the fighter").map_err(|e| e.to_string())?),
        (2, Name::new("the ogre").map_err(|e| e.to_string())?),
    ];
    for event in narrate(&fight, &names).map_err(|e| e.to_string())? {
        let _ = writeln!(out, "{event}");
    }
    let ending = match fight.ending() {
        Some(Ending::Won(Side::Party)) => "the fighter wins".to_owned(),
        Some(Ending::Won(Side::Foes)) => "the ogre wins".to_owned(),
        _ => "undecided".to_owned(),
    };
    let _ = writeln!(
        out,
        "{ending} after {} rounds and {} faces",
        fight.bout().round(),
        fight.faces().len()
    );
    Ok(())
}
