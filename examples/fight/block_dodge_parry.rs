//! The Block, Dodge, Parry fight of the fight example: Ash and Briar
//! against two ghouls in a crypt's hall, played by osr-play, every blow
//! through HP, STR and the Critical Damage Save, every fighter by name.
//!
//! The game's attack, block and dodge procedure is not in the rules osr
//! follows, so every blow lands for its weapon's die and the one in front
//! blocks the first blow aimed at her each exchange for a Fatigue (the
//! table's rule); `--odds` prints the exact consequences of a ghoul's
//! claws on Ash before the fight, the d6 and the Critical Damage Save
//! composed.

use std::fmt::Write as _;

use osr::block_dodge_parry::play::{
    Command, Encounter, Expedition, Feature, Foe, Policy, Recruit, Room, Setup, Site, Weapon,
};
use osr::block_dodge_parry::sheet::Sheet;
use osr::check::Odds;
use osr::check::block_dodge_parry::Ability;
use osr::combat::Side;
use osr::combat::block_dodge_parry::{Harm, Route};
use osr::core::{Die, StepDie, UsageDie};
use osr::dice::Probability;
use osr::dice::num_rational::BigRational;
use osr::play::Name;

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

fn name(text: &str) -> Result<Name, String> {
    Name::new(text).map_err(|e| e.to_string())
}

fn weapon(text: &str, die: StepDie) -> Result<Weapon, String> {
    Ok(Weapon {
        name: name(text)?,
        die,
    })
}

/// The two of the party and the crypt's hall with its two ghouls.
fn setup() -> Result<Setup, String> {
    let err = |e: osr::sheet::Error| e.to_string();
    let ash = Recruit {
        name: name("Ash")?,
        sheet: Sheet::new([12, 11, 9], 4).map_err(err)?,
        weapon: weapon("sword", StepDie::D8)?,
    };
    let briar = Recruit {
        name: name("Briar")?,
        sheet: Sheet::new([10, 15, 11], 4).map_err(err)?,
        weapon: weapon("bow", StepDie::D6)?,
    };
    let ghoul = |text| -> Result<Foe, String> {
        Ok(Foe {
            name: name(text)?,
            hp: 5,
            abilities: [11, 10, 6],
            attack: weapon("claws", StepDie::D6)?,
        })
    };
    let hall = Encounter {
        foes: vec![ghoul("the gaunt ghoul")?, ghoul("the grey ghoul")?],
        first: Side::Foes,
        surprised: None,
        flee_after: 6,
    };
    let site = Site {
        name: name("the crypt")?,
        days_away: 1,
        rooms: vec![Room {
            name: name("the ghouls' hall")?,
            feature: Feature::Foes(hall),
        }],
    };
    Setup::new(vec![ash, briar], 1, UsageDie::D8, site).map_err(|e| e.to_string())
}

/// The exact consequences of one blow of the ghoul's claws (d6) on Ash
/// as the fight starts.
fn odds(setup: &Setup) -> Odds<osr::health::block_dodge_parry::Critical> {
    let ash = &setup.members()[0].sheet;
    Odds::die(Die::D6, |face| face).then(|&face| {
        Harm::new(face, Route::Defensible, Ability::Str)
            .and_then(|harm| harm.with_critical_save("claws wound"))
            .map_or_else(
                |_| Odds::certain(osr::health::block_dodge_parry::Critical::Unharmed),
                |harm| harm.odds(ash.hp(), ash.body()),
            )
    })
}

/// Appends this system's fight to `out`.
pub(crate) fn run(options: &Options, out: &mut String) -> Result<(), String> {
    let err = |e: osr::play::Error| e.to_string();
    let setup = setup()?;
    if options.odds && !options.json {
        let _ = writeln!(
            out,
            "Block, Dodge, Parry: the fight's endings have no exact odds here; one blow of the gaunt ghoul's claws (d6) on Ash (HP 4, STR 12):"
        );
        for (band, p) in odds(&setup).bands() {
            let _ = writeln!(out, "  {band}: {}", fraction(p));
        }
    }
    let mut rng = osr::seeded(options.seed);
    let mut fight = Expedition::new(setup).map_err(err)?;
    fight.step(Command::Travel, &mut rng).map_err(err)?;
    let start = fight.events().len();
    fight.step(Command::Explore, &mut rng).map_err(err)?;
    let policy = Policy {
        block: true,
        flee_at: 0,
    };
    fight
        .step(Command::Fight { policy }, &mut rng)
        .map_err(err)?;
    let events = fight.events().get(start..).unwrap_or_default();
    if options.json {
        let json = to_json!(&events).map_err(|e| e.to_string())?;
        let _ = writeln!(out, "{json}");
        return Ok(());
    }
    let _ = writeln!(
        out,
        "Block, Dodge, Parry (seed {}): Ash and Briar against two ghouls; every blow lands for its die, the one in front blocks the first blow each exchange",
        options.seed
    );
    for event in events {
        let _ = writeln!(out, "  {event}");
    }
    for member in fight.state().party() {
        let sheet = member.sheet();
        let _ = writeln!(
            out,
            "{}: HP {}/{}, STR {}, Fatigue {}, {} slots free",
            member.name(),
            sheet.hp().current(),
            sheet.hp().max(),
            sheet.body().track(Ability::Str).current(),
            sheet.body().fatigue(),
            member.free_slots()
        );
    }
    Ok(())
}
