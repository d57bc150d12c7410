//! The Cairn House Rules fight of the fight example: a duel between Ash,
//! of the party (HP 5, STR 12, DR 1 from light armour, a d8 sword), and a
//! bandit (HP 4, STR 11, no armour, a d8 axe), Ash striking first, fought
//! to critical damage through osr-health, strike by strike.

use std::fmt::Write as _;

use osr::combat::Side;
use osr::combat::cairn_house::{Duel, DuelRecord, DuelResult, Duelist, Finish};
use osr::core::StepDie;

use crate::Options;

#[cfg(feature = "serde")]
macro_rules! to_json {
    ($value:expr) => {
        serde_json::to_value($value)
    };
}

#[cfg(not(feature = "serde"))]
macro_rules! to_json {
    ($value:expr) => {{
        let _ = $value;
        Ok::<_, serde_json::Error>(serde_json::Value::Null)
    }};
}

fn duel() -> Result<Duel, String> {
    let err = |e: osr::combat::Error| e.to_string();
    let party = Duelist::new(5, 12, 1, StepDie::D8).map_err(err)?;
    let foe = Duelist::new(4, 11, 0, StepDie::D8).map_err(err)?;
    Ok(Duel::new(party, foe))
}

fn who(side: Side) -> &'static str {
    match side {
        Side::Party => "Ash",
        Side::Foes => "the bandit",
    }
}

fn result_name(result: &DuelResult) -> String {
    match result {
        DuelResult::Won { winner, by } => format!("{} wins by {by}", who(*winner)),
        DuelResult::Stalemate => "stalemate: neither can hurt the other".to_owned(),
    }
}

fn odds_lines(duel: &Duel, out: &mut String) -> Result<(), String> {
    let odds = duel.odds();
    out.push_str("exact odds of this duel:\n");
    let rows: Vec<(String, String, f64)> = odds
        .bands()
        .map(|(band, p)| {
            let decimal = odds.decimal(band).unwrap_or(0.0);
            (result_name(band), p.to_string(), decimal)
        })
        .collect();
    let width = rows.iter().map(|(n, _, _)| n.len()).max().unwrap_or(0);
    let digits = rows.iter().map(|(_, p, _)| p.len()).max().unwrap_or(0);
    for (name, p, decimal) in rows {
        let _ = writeln!(out, "  {name:<width$}  {p:>digits$}  {decimal:.6}");
    }
    let _ = writeln!(
        out,
        "  {:<width$}  {:>digits$}",
        "total",
        odds.total().to_string()
    );
    Ok(())
}

fn text(duel: &Duel, record: &DuelRecord, out: &mut String) {
    let fighter = |side: Side| {
        let d = duel.duelist(side);
        format!(
            "{}: HP {}, STR {}, DR {}, {}",
            who(side),
            d.hp(),
            d.str(),
            d.dr(),
            d.attack_die()
        )
    };
    let _ = writeln!(out, "{}", fighter(Side::Party));
    let _ = writeln!(out, "{}", fighter(Side::Foes));
    let _ = writeln!(
        out,
        "{} strikes first; {} takes a fighter out",
        who(duel.first()),
        match duel.out() {
            Finish::CriticalDamage => "critical damage",
            Finish::Death => "only death",
        }
    );
    let mut exchange = 0;
    for strike in &record.strikes {
        if strike.exchange != exchange {
            exchange = strike.exchange;
            let _ = writeln!(out, "exchange {exchange}");
        }
        let _ = writeln!(
            out,
            "  {} strikes {}:",
            who(strike.attacker),
            who(strike.attacker.opponent())
        );
        for event in strike.harm.events() {
            let _ = writeln!(out, "    {event}");
        }
    }
    let _ = writeln!(
        out,
        "{} after {} {}",
        result_name(&record.ending.result),
        record.ending.exchanges,
        if record.ending.exchanges == 1 {
            "exchange"
        } else {
            "exchanges"
        }
    );
}

/// Appends this system's fight to `out`.
pub(crate) fn run(options: &Options, out: &mut String) -> Result<(), String> {
    let duel = duel()?;
    let mut rng = osr::seeded(options.seed);
    let record = duel.play(&mut rng).map_err(|e| e.to_string())?;
    if options.json {
        let json = serde_json::json!({
            "system": "cairn-house",
            "seed": options.seed,
            "duel": to_json!(&duel).map_err(|e| e.to_string())?,
            "strikes": to_json!(&record.strikes).map_err(|e| e.to_string())?,
            "ending": to_json!(&record.ending).map_err(|e| e.to_string())?,
        });
        let _ = writeln!(out, "{json}");
        return Ok(());
    }
    let _ = writeln!(out, "Cairn House Rules: a duel, seed {}", options.seed);
    if options.odds {
        odds_lines(&duel, out)?;
    }
    text(&duel, &record, out);
    Ok(())
}
