//! Casters of each system prepare and cast their spells: the slots they
//! have, the dice they roll and the exact odds behind each roll.
//!
//! ```sh
//! cargo run --example spells                          # every system, seed 7
//! cargo run --example spells -- --system cairn-house  # one system
//! cargo run --example spells -- --seed 42 --exact     # other dice, fractions
//! cargo run --example spells -- --help
//! ```
//!
//! - 3d6 Constitution: a 4th-level sage with Goetia prepares four spells
//!   into the slots 1 to 4, casts them on d100, tries a ritual and
//!   researches a 3rd-level spell.
//! - Cairn House Rules: a Fireball read from a spellbook at level 3, its
//!   `Ld6` rolled through the notation engine, and the damage a DEX 10
//!   target takes; a Fly scroll that runs past its reliable time.
//! - Gods & Monsters: a 5th-level sorceror with 2 injuries: slots, the
//!   injury cap, a compatibility roll, casting while moving and the roll
//!   against disruption, and a psychic attack.
//! - Murdham: who can read a power scroll, a corrupting poison and the
//!   soulblight check.
//! - Block, Dodge, Parry: the WIL save to shape a spell and its fatigue.
//!
//! Usage errors (an unknown option, a bad number) print a message and
//! exit with status 2.

use std::fmt::Write as _;
use std::io::Write as _;
use std::process::ExitCode;

use osr::check::{Check, Odds, PassFail, Resolved};
use osr::dice::Probability;
use osr::dice::num_rational::BigRational;
use osr::magic::{Error, block_dodge_parry, cairn_house as ch, constitution as tc};
use osr::magic::{gods_and_monsters as gm, murdham as mu};

const USAGE: &str = "usage: spells [--system NAME] [--seed N] [--exact]";

const HELP: &str = "\
spells: casters of each system prepare and cast spells, with slots, rolls and odds

usage: spells [--system NAME] [--seed N] [--exact]

options:
  --system NAME  print one system only; NAME is one of
                   constitution       3d6 Constitution
                   cairn-house        Cairn House Rules
                   gods-and-monsters  Gods & Monsters
                   murdham            Murdham
                   block-dodge-parry  Block, Dodge, Parry
                 (default: every system)
  --seed N       seed the reference generator with N (default 7)
  --exact        print exact fractions instead of percentages
  -h, --help     print this help

Usage errors exit with status 2.";

const NAMES: &str = "constitution, cairn-house, gods-and-monsters, murdham or block-dodge-parry";

type Section = fn(&mut Out<'_>) -> Result<(), Error>;

const SYSTEMS: [(&str, Section); 5] = [
    ("constitution", constitution),
    ("cairn-house", cairn_house),
    ("gods-and-monsters", gods_and_monsters),
    ("murdham", murdham),
    ("block-dodge-parry", bdp),
];

fn main() -> ExitCode {
    let mut system = None;
    let mut seed = 7_u64;
    let mut exact = false;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--exact" => exact = true,
            "--system" => match args.next() {
                Some(name) if SYSTEMS.iter().any(|(n, _)| *n == name) => system = Some(name),
                Some(name) => {
                    return usage_error(&format!("unknown system '{name}' (expected {NAMES})"));
                }
                None => return usage_error(&format!("--system needs a name ({NAMES})")),
            },
            "--seed" => match args.next().map(|s| s.parse::<u64>()) {
                Some(Ok(n)) => seed = n,
                Some(Err(_)) => return usage_error("--seed needs a whole number"),
                None => return usage_error("--seed needs a number"),
            },
            "-h" | "--help" => {
                println!("{HELP}");
                return ExitCode::SUCCESS;
            }
            other => return usage_error(&format!("unknown argument '{other}'")),
        }
    }
    let mut text = String::new();
    let mut rng = osr::seeded(seed);
    let mut out = Out {
        text: &mut text,
        exact,
        rng: &mut rng,
    };
    for (name, section) in SYSTEMS {
        if system.as_deref().is_some_and(|s| s != name) {
            continue;
        }
        if let Err(err) = section(&mut out) {
            eprintln!("error: {err}");
            return ExitCode::FAILURE;
        }
        out.line("");
    }
    let _ = std::io::stdout().write_all(text.as_bytes());
    ExitCode::SUCCESS
}

fn usage_error(message: &str) -> ExitCode {
    eprintln!("error: {message}\n{USAGE}\n(run with --help for the options)");
    ExitCode::from(2)
}

/// The text being written, how probabilities are shown, and the dice.
struct Out<'a> {
    text: &'a mut String,
    exact: bool,
    rng: &'a mut osr::DefaultRng,
}

impl Out<'_> {
    fn line(&mut self, s: &str) {
        let _ = writeln!(self.text, "{s}");
    }

    fn p(&self, p: &BigRational) -> String {
        if self.exact {
            p.to_string()
        } else {
            let f = Probability::from_ratio(p).map_or(0.0, |p| p.to_f64());
            format!("{:.1}%", f * 100.0)
        }
    }

    fn pass(&self, odds: &Odds<PassFail>) -> String {
        self.p(&odds.probability(&PassFail::Pass).unwrap_or_default())
    }
}

/// A non-negative fraction rounded to two decimals.
fn two_decimals(x: &BigRational) -> String {
    let hundredths = (x * BigRational::from_integer(100.into()))
        .round()
        .to_integer();
    let hundred = osr::dice::num_rational::BigRational::from_integer(100.into()).to_integer();
    format!(
        "{}.{:0>2}",
        &hundredths / &hundred,
        (&hundredths % &hundred).to_string()
    )
}

fn faces(dice: &[osr::check::Rolled]) -> String {
    let f: Vec<String> = dice
        .iter()
        .map(|d| format!("d{} {}", d.sides, d.face))
        .collect();
    f.join(", ")
}

fn constitution(out: &mut Out<'_>) -> Result<(), Error> {
    out.line("== 3d6 Constitution: a 4th-level sage with Goetia (KNO 15, WIL 12)");
    let sage = tc::Caster::new(
        tc::CasterLevel::new(4)?,
        tc::Specialisations::of(&[tc::Specialisation::Goetia]),
    );
    let spell = |name: &str, level: u32, rating: u32| -> Result<tc::KnownSpell, Error> {
        Ok(tc::KnownSpell::new(
            name,
            tc::SpellLevel::new(level)?,
            tc::SpellRating::new(rating)?,
        ))
    };
    let known = [
        spell("Fire Bolt", 1, 60)?,
        spell("Ward", 2, 45)?,
        spell("Ward", 2, 45)?,
        spell("Summon Shade", 4, 30)?,
    ];
    let slots: Vec<String> = sage.slots().levels().map(|l| l.to_string()).collect();
    out.line(&format!("slots: levels {}", slots.join(", ")));
    let mut prepared = sage.prepare(&known, 0)?;
    for (i, p) in prepared.spells().iter().enumerate() {
        out.line(&format!(
            "  prepared #{i}: {} (level {}, {}%) in the level-{} slot",
            p.spell.name(),
            p.spell.level(),
            p.spell.rating(),
            p.slot
        ));
    }
    for i in 0..prepared.spells().len() {
        let odds = prepared.odds(i)?;
        let cast = prepared.cast(i, out.rng)?;
        out.line(&format!(
            "  cast #{i} {}: {} -> {} (P(success) {})",
            cast.spell().name(),
            faces(cast.roll().dice()),
            if cast.succeeded() {
                "it works"
            } else {
                "it fails"
            },
            out.pass(&odds),
        ));
    }
    let levels = [3, 3, 3].map(tc::SpellLevel::new);
    let levels: Vec<tc::SpellLevel> = levels.into_iter().collect::<Result<_, _>>()?;
    out.line(&format!(
        "  three 3rd-level spells fit? {}",
        if sage.slots().fits(&levels) {
            "yes"
        } else {
            "no"
        }
    ));
    let again = sage.prepare(&known[..1], 1)?;
    out.line(&format!(
        "  preparing again today: +{} fatigue",
        again.fatigue()
    ));
    let ritual = tc::Ritual::new(&known[3], 15, 12, true)?.with_knowledge_modifier(4)?;
    let roll = ritual.roll(out.rng)?;
    let odds = ritual.odds();
    out.line(&format!(
        "ritual of Summon Shade ({} hours): KNO total {}, WIL total {} -> {:?} (P(cast) {})",
        ritual.hours(),
        roll.knowledge().total(),
        roll.will().total(),
        roll.band(),
        out.p(&odds.probability(&tc::RitualBand::Cast).unwrap_or_default()),
    ));
    let research = tc::Research::new(tc::SpellLevel::new(3)?, false);
    let days = research.roll(out.rng)?;
    let dist = research.days_odds()?;
    out.line(&format!(
        "research of a 3rd-level spell: 12d6 = {} days (mean {}, P(at most 42 days) {}), rating {}%",
        days.days(),
        dist.mean(),
        out.p(&dist.at_most(42)),
        days.rating()
    ));
    Ok(())
}

fn cairn_house(out: &mut Out<'_>) -> Result<(), Error> {
    out.line("== Cairn House Rules: a spellbook of Fireball at level 3, a scroll of Fly");
    let level = ch::SpellLevel::new(3)?;
    let book = ch::Source::Spellbook {
        spell: ch::Spell::Fireball,
        level,
    };
    let cast = ch::Casting::new(book).cast(out.rng)?;
    out.line(&format!(
        "cast {} (phase {} cast, phase {} effect): fatigue +{}",
        cast.spell(),
        ch::CAST_PHASE,
        ch::EFFECT_PHASE,
        cast.fatigue()
    ));
    let fireball = ch::AreaDamage::fireball(level);
    let plan = fireball.plan()?;
    let trace = plan.roll(out.rng)?;
    out.line(&format!("  damage: {}", trace.render(&plan)));
    let dex = osr::check::cairn_house::Save::new(10)?;
    let taken = fireball.taken_odds(dex)?;
    let mean: BigRational = taken
        .bands()
        .map(|(d, p)| BigRational::from_integer((*d).into()) * p)
        .sum();
    out.line(&format!(
        "  a DEX 10 target: mean damage taken {}, P(10 or more) {}",
        if out.exact {
            mean.to_string()
        } else {
            two_decimals(&mean)
        },
        out.p(&taken.sum_where(|d| *d >= 10))
    ));
    let scroll = ch::Source::Scroll {
        spell: ch::Spell::Fly,
        level: ch::SpellLevel::new(1)?,
    };
    let cast = ch::Casting::new(scroll).cast(out.rng)?;
    out.line(&format!(
        "cast {} from a scroll: fatigue +{}, scroll gone: {}; lasts: {}",
        cast.spell(),
        cast.fatigue(),
        cast.consumed(),
        cast.effect().lasting
    ));
    let table = ch::FlyTurn::table();
    for turn in 1..=3 {
        let roll = table.roll(out.rng)?;
        out.line(&format!(
            "  turn {turn} past the reliable time: {} -> {:?} (P(still flying after {turn}) {})",
            faces(roll.dice()),
            roll.band(),
            out.p(&ch::FlyTurn::still_flying(turn))
        ));
        if roll.band() == ch::FlyTurn::Ends {
            break;
        }
    }
    Ok(())
}

fn gods_and_monsters(out: &mut Out<'_>) -> Result<(), Error> {
    out.line("== Gods & Monsters: a 5th-level sorceror with 2 injuries, reason 7");
    let level = gm::CharacterLevel::new(5)?;
    out.line(&format!(
        "slots: {} new at this level, {} in all; may cast spells up to level {}",
        gm::new_slots(level),
        gm::total_slots(level),
        gm::injury_cap(level, 2)
    ));
    let spell = gm::SpellLevel::new(3)?;
    let bought = gm::Acquisition::new(spell, gm::AcquiredBy::Mojo { archetypal: 1 })?;
    out.line(&format!(
        "acquiring a 3rd-level spell with mojo: {} mojo, {}x components for experimentation",
        bought.mojo(),
        bought.experimentation_components()
    ));
    let compat = gm::Compatibility::new(7, spell)?;
    let roll = compat.roll(out.rng)?;
    out.line(&format!(
        "  compatibility: d20 at most {}: {} -> {} (P {})",
        compat.target(),
        faces(roll.dice()),
        if roll.passed() {
            "compatible"
        } else {
            "incompatible"
        },
        out.pass(&compat.odds())
    ));
    gm::check_castable(level, 2, spell)?;
    let time = gm::CastingTime::Segments(4);
    let movement = time.movement_left(10);
    out.line(&format!(
        "casting it in 4 segments with movement 10: {movement} movement left while casting"
    ));
    let disruption = gm::CastingDisruption::new(8, 3, movement)?;
    let roll = disruption.roll(out.rng)?;
    out.line(&format!(
        "  hit for 3 while casting, evasion 8: d20 at most {}: {} -> {} (P completes {})",
        disruption.target(),
        faces(roll.dice()),
        if roll.passed() {
            "the spell is cast"
        } else {
            "disrupted, nothing used up"
        },
        out.pass(&disruption.odds())
    ));
    let attack = gm::PsychicAttack::new(gm::CharacterLevel::new(3)?, 3, 1)?;
    let (damage, dice) = attack.roll(out.rng)?;
    out.line(&format!(
        "a 3rd-level monk's psychic attack with 3 verve: d4+{} = {} ({}), mean {}",
        attack.bonus(),
        damage,
        faces(&dice),
        attack.distribution()?.mean()
    ));
    Ok(())
}

fn murdham(out: &mut Out<'_>) -> Result<(), Error> {
    out.line("== Murdham: a literate reader of Magick with corruption 3");
    for scroll in [mu::PowerScroll::Sacred, mu::PowerScroll::Profane] {
        out.line(&format!(
            "power scroll {scroll:?} (in {:?}): readable {}",
            scroll.script(),
            scroll.readable(&[mu::Script::Magick], true)
        ));
    }
    out.line("a corrupting poison without antidote:");
    let gain = mu::CorruptionSource::CorruptingPoison.corruption(false);
    let gained = mu::Corruption::new(3)?.gain(gain, out.rng)?;
    out.line(&format!(
        "+{gain} -> {}: {} -> {}",
        gained.total,
        faces(&gained.dice),
        gained.soulblight.map_or_else(
            || format!("no soulblight, corruption {}", gained.to),
            |d| format!("soulblight: {d} direct damage, corruption {}", gained.to)
        )
    ));
    for total in [1, 4, 7, 12] {
        let odds = mu::soulblight_odds(mu::Corruption::new(total)?);
        out.line(&format!(
            "  P(soulblight) at corruption {total}: {}",
            out.p(&odds.sum_where(|b| *b != mu::Soulblight::Spared))
        ));
    }
    Ok(())
}

fn bdp(out: &mut Out<'_>) -> Result<(), Error> {
    out.line("== Block, Dodge, Parry: WIL 12 shapes a spell that costs 1 fatigue");
    let save = block_dodge_parry::spell_save(12)?;
    let roll = save.roll(out.rng)?;
    let fatigue =
        block_dodge_parry::SpellFatigue::new(1).cast(block_dodge_parry::Fatigue::new(3)?)?;
    out.line(&format!(
        "WIL save: {} -> {:?} (P {}); fatigue {} -> {}",
        faces(roll.dice()),
        roll.band(),
        out.pass(&save.odds()),
        fatigue.from,
        fatigue.to
    ));
    Ok(())
}
