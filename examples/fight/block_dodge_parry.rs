//! The Block, Dodge, Parry fight of the fight example: an exchange where a
//! trap's dart hits HP, a block costs Fatigue and a fall goes to STR.
//!
//! The game's combat rules (attacks, blocks, dodges) are not in the rules
//! osr follows, so there is no fight to simulate and there are no fight
//! odds; `--odds` prints the exact consequences of the fall.

use std::fmt::Write as _;

use osr::check::block_dodge_parry::Ability;
use osr::check::{Check, Resolved};
use osr::combat::block_dodge_parry::{Event, Exertion, Harm, Hp, Route, exert};
use osr::dice::Probability;
use osr::dice::num_rational::BigRational;
use osr::health::block_dodge_parry::{Body, Fall, Track};

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
    let herr = |e: osr::health::Error| e.to_string();
    let track = |n| Track::new(n, n).map_err(herr);
    let mut body = Body::new(track(12)?, track(11)?, track(9)?);
    let mut hp = Hp::new(4, 4).map_err(err)?;
    let mut rng = osr::seeded(options.seed);
    let mut log: Vec<(String, Vec<Event>)> = Vec::new();

    // A dart from a trap: it could be defended against, so HP first.
    let dart = Harm::new(3, Route::Defensible, Ability::Str).map_err(err)?;
    let landed = dart.land(&mut hp, &mut body, &mut rng).map_err(err)?;
    log.push((
        "a dart from a trap deals 3".into(),
        landed.events().to_vec(),
    ));
    // A block: 1 Fatigue, the amount this table's combat rules set.
    let events = exert(&mut body, Exertion::Block, 1).map_err(err)?;
    log.push(("a block costs 1 Fatigue".into(), events));
    // A fall of one floor: 1d10, straight to STR, then a Critical Damage Save.
    let fall = Fall::new(1).map_err(herr)?;
    let damage = fall.roll(&mut rng).map_err(|e| e.to_string())?.band();
    let harm = Harm::new(damage, Route::Undefendable, Ability::Str)
        .map_err(err)?
        .with_critical_save("fall wound")
        .map_err(err)?;
    if options.odds && !options.json {
        let _ = writeln!(
            out,
            "Block, Dodge, Parry: there are no fight odds (attacks, blocks and dodges are the game's combat rules, which osr does not have); the fall's {damage} STR damage on STR {} at HP {}:",
            body.track(Ability::Str).current(),
            hp.current()
        );
        for (band, p) in harm.odds(hp, &body).bands() {
            let _ = writeln!(out, "  {band}: {}", fraction(p));
        }
    }
    let landed = harm.land(&mut hp, &mut body, &mut rng).map_err(err)?;
    log.push((
        format!("a fall of one floor: d10 = {damage}, straight to STR"),
        landed.events().to_vec(),
    ));

    if options.json {
        let json = to_json!(&log).map_err(|e| e.to_string())?;
        let _ = writeln!(out, "{json}");
        return Ok(());
    }
    let _ = writeln!(
        out,
        "Block, Dodge, Parry (seed {}): an exchange, no attack rolls (the combat rules are not in osr)",
        options.seed
    );
    for (what, events) in &log {
        let _ = writeln!(out, "{what}");
        for event in events {
            let _ = writeln!(out, "  {event}");
        }
    }
    let _ = writeln!(
        out,
        "HP {}/{}, STR {}, Fatigue {}, free slots {}",
        hp.current(),
        hp.max(),
        body.track(Ability::Str).current(),
        body.fatigue(),
        body.free_slots()
    );
    Ok(())
}
