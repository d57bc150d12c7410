//! Gods & Monsters: a one-on-one fight until one side is out, exactly
//! (`osr::combat::gods_and_monsters::duel_odds`).

use osr::check::course::Budget;
use osr::check::ratio;
use osr::combat::Side;
use osr::combat::gods_and_monsters::{Combatant, Damage, Reactions, Setup, duel_odds};
use osr::core::{Dice, Die};
use osr::dice::num_rational::BigRational;
use osr::health::gods_and_monsters::Vitals;

use crate::options::{self, Fighters};
use crate::system::{About, Axis, Ending, System, Winner};

/// The most states of a fight the exact odds explore: Toromeen against
/// the yeti has 1,541.
pub const MAX_STATES: usize = 5_000;

const SURVIVAL: usize = 0;
const VERVE: usize = 1;
const ART: usize = 2;
const ATTACK: usize = 3;
const DEFENSE: usize = 4;
const ATTACKS: usize = 5;
const DIE: usize = 6;
const BONUS: usize = 7;
const WILLPOWER: usize = 8;
const FORTITUDE: usize = 9;
const ENDURANCE: usize = 10;

/// The number of a fighter's numbers (and of the foe's axes).
const NUMBERS: usize = 11;

/// The damage dice, weakest first: an axis of damage runs along them.
const DICE: [(Die, &str); 6] = [
    (Die::D3, "d3"),
    (Die::D4, "d4"),
    (Die::D6, "d6"),
    (Die::D8, "d8"),
    (Die::D10, "d10"),
    (Die::D12, "d12"),
];

fn read_die(text: &str) -> Option<i32> {
    options::read_named(&DICE, text)
}

fn show_die(value: i32) -> String {
    options::show_named(&DICE, value)
}

fn die(value: i32) -> Result<Die, String> {
    options::named(&DICE, value, "damage die")
}

const fn number(
    key: &'static str,
    column: &'static str,
    words: &'static str,
    min: i32,
    max: i32,
) -> Axis {
    Axis {
        key,
        column,
        words,
        min,
        max,
        read: Axis::read_number,
        show: Axis::show_number,
    }
}

const AXES: [Axis; NUMBERS] = [
    number(
        "survival",
        "foe_survival",
        "the foe's survival points",
        0,
        1000,
    ),
    number("verve", "foe_verve", "the foe's verve points", 0, 1000),
    number("art", "foe_art", "the foe's Fighting Art", 0, 20),
    number("attack", "foe_attack", "the foe's attack bonus", -10, 20),
    number("defense", "foe_defense", "the foe's defense", -10, 30),
    number("attacks", "foe_attacks", "the foe's attacks a round", 1, 10),
    Axis {
        key: "die",
        column: "foe_die",
        words: "the foe's damage die",
        min: 0,
        max: 5,
        read: read_die,
        show: show_die,
    },
    number("bonus", "foe_bonus", "the foe's damage bonus", -10, 40),
    number("willpower", "foe_willpower", "the foe's willpower", -20, 60),
    number("fortitude", "foe_fortitude", "the foe's fortitude", -20, 60),
    number("endurance", "foe_endurance", "the foe's endurance", 1, 40),
];

/// The endings, by the duel's winner (`None`: both out in the same
/// round), the adventurer being on the party's side.
const RESULTS: [(Option<Side>, Ending); 3] = [
    (
        Some(Side::Party),
        Ending {
            column: "foe_out",
            winner: Winner::Adventurer,
        },
    ),
    (
        Some(Side::Foes),
        Ending {
            column: "adventurer_out",
            winner: Winner::Foe,
        },
    ),
    (
        None,
        Ending {
            column: "both_out",
            winner: Winner::Neither,
        },
    ),
];

const ENDINGS: [Ending; 3] = [RESULTS[0].1, RESULTS[1].1, RESULTS[2].1];

/// One fighter's numbers, by axis, and whether its losses in combat are
/// archetypal (off verve first).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Numbers {
    values: [i32; NUMBERS],
    archetypal: bool,
}

impl options::Numbers for Numbers {
    fn put(&mut self, axis: usize, value: i32) {
        self.values[axis] = value;
    }
}

impl Numbers {
    /// Toromeen as the rules' combat example gives him: survival 7, verve
    /// 17, Fighting Art 2, attack bonus +2, defense 5, a small battleaxe
    /// (d8 + 4 with his strength 18), willpower 7, fortitude 11, endurance
    /// 15, a warrior whose losses in combat are archetypal.
    const TOROMEEN: Self = Self {
        values: [7, 17, 2, 2, 5, 1, 3, 4, 7, 11, 15],
        archetypal: true,
    };

    /// The yeti of the same example: survival 20, no verve, attack +4,
    /// defense 3, two claws of d6, every reaction 6, endurance 12 (a
    /// 4th-level creature).
    const YETI: Self = Self {
        values: [20, 0, 0, 4, 3, 2, 2, 0, 6, 6, 12],
        archetypal: false,
    };

    fn combatant(&self, id: u32, side: Side) -> Result<Combatant, String> {
        let v = &self.values;
        let points = |at: usize| u32::try_from(v[at]).map_err(|_| format!("{} below 0", v[at]));
        let vitals = Vitals::new(points(SURVIVAL)?, points(VERVE)?).map_err(|e| e.to_string())?;
        let damage = Damage::new(Dice::one(die(v[DIE])?), v[BONUS]).map_err(|e| e.to_string())?;
        let attacks = u32::try_from(v[ATTACKS]).map_err(|_| format!("{} attacks", v[ATTACKS]))?;
        // Perception only matters to the surprised and evasion not in
        // melee: Toromeen's.
        let reactions =
            Reactions::new(4, v[WILLPOWER], v[FORTITUDE], 5).map_err(|e| e.to_string())?;
        Combatant::new(id, side, vitals)
            .with_attack(v[ART], v[ATTACK])
            .and_then(|c| c.with_defense(v[DEFENSE]))
            .and_then(|c| c.with_attacks(attacks))
            .and_then(|c| c.with_endurance(v[ENDURANCE]))
            .map(|c| {
                c.with_damage(damage)
                    .with_reactions(reactions)
                    .with_archetypal_losses(self.archetypal)
            })
            .map_err(|e| e.to_string())
    }
}

/// Gods & Monsters' fight of one on one: the adventurer's numbers and the
/// foe's fixed ones.
#[derive(Debug, Clone)]
pub struct GodsAndMonsters {
    fighters: Fighters<Numbers>,
}

impl Default for GodsAndMonsters {
    fn default() -> Self {
        Self {
            fighters: Fighters::new(Numbers::TOROMEEN, Numbers::YETI),
        }
    }
}

impl GodsAndMonsters {
    /// The fight at one grid point: the adventurer (the player's
    /// character, who attacks first each round) and the foe, neither
    /// surprised.
    ///
    /// # Errors
    ///
    /// A message when the rules refuse a fighter's numbers.
    pub fn setup(&self, point: &[(usize, i32)]) -> Result<Setup, String> {
        let (adventurer, foe) = self.fighters.both(point, Numbers::combatant)?;
        Setup::new(vec![adventurer, foe]).map_err(|e| e.to_string())
    }
}

fn fighter(n: &Numbers, skip: &[usize]) -> String {
    let v = &n.values;
    let shown = |at: usize| !skip.contains(&at);
    let mut parts = Vec::new();
    for (at, words) in [(SURVIVAL, "survival"), (VERVE, "verve")] {
        if shown(at) {
            parts.push(format!("{words} {}", v[at]));
        }
    }
    if shown(ART) {
        parts.push(format!("Fighting Art {}", v[ART]));
    }
    if shown(ATTACK) {
        parts.push(format!("attack {:+}", v[ATTACK]));
    }
    if shown(DEFENSE) {
        parts.push(format!("defense {}", v[DEFENSE]));
    }
    if shown(ATTACKS) {
        let s = if v[ATTACKS] == 1 { "" } else { "s" };
        parts.push(format!("{} attack{s} a round", v[ATTACKS]));
    }
    match (shown(DIE), shown(BONUS)) {
        (true, true) => parts.push(format!("{}{:+}", show_die(v[DIE]), v[BONUS])),
        (true, false) => parts.push(format!("{} damage", show_die(v[DIE]))),
        (false, true) => parts.push(format!("damage {:+}", v[BONUS])),
        (false, false) => {}
    }
    for (at, words) in [
        (WILLPOWER, "willpower"),
        (FORTITUDE, "fortitude"),
        (ENDURANCE, "endurance"),
    ] {
        if shown(at) {
            parts.push(format!("{words} {}", v[at]));
        }
    }
    if n.archetypal {
        parts.push("losses off verve first".to_owned());
    }
    parts.join(", ")
}

static ABOUT: About = About {
    key: "gods-and-monsters",
    name: "Gods & Monsters",
    axes: &AXES,
    endings: &ENDINGS,
    help: "\
Gods & Monsters (--system gods-and-monsters): a fight of one on one until
one side is out. Neither is surprised; each round the adventurer (the
player's character) attacks first, every attack a d20 at or under 11 +
Fighting Art + attack bonus - the target's defense, damage off verve
first (when archetypal), then survival, then as injuries; at the end of
a round the hurt roll to stay conscious (willpower or fortitude, the
better, less injuries) and the death check (endurance). Endings: the foe
out, the adventurer out, or both out in the same round.
  axes (the foe's): survival (0 to 1000), verve (0 to 1000), art (0 to
                    20), attack (-10 to 20), defense (-10 to 30), attacks
                    (1 to 10), die (d3, d4, d6, d8, d10, d12), bonus (-10
                    to 40), willpower (-20 to 60), fortitude (-20 to 60),
                    endurance (1 to 40)
  --survival N, --verve N, --art N, --attack N, --defense N, --attacks N,
  --die DIE, --bonus N, --willpower N, --fortitude N, --endurance N
                   the adventurer (default Toromeen of the rules' combat
                   example: survival 7, verve 17, art 2, attack 2, defense
                   5, 1 attack, d8 + 4, willpower 7, fortitude 11,
                   endurance 15)
  --archetypal yes|no
                   whether the adventurer's losses come off verve first
                   (default yes: Toromeen is a warrior)
  --foe-survival N, ... --foe-endurance N, --foe-archetypal yes|no
                   the foe's numbers not on an axis (default the example's
                   yeti: survival 20, verve 0, art 0, attack 4, defense 3,
                   2 attacks, d6 + 0, willpower and fortitude 6, endurance
                   12; losses not archetypal)
  The exact odds explore at most 5000 states of a fight (Toromeen against
  the yeti has 1541): a point past them is refused with a message naming
  it, and so is one where neither fighter can ever hurt the other (exit
  status 2).",
};

impl System for GodsAndMonsters {
    fn about(&self) -> &'static About {
        &ABOUT
    }

    fn set(&mut self, option: &str, value: &str) -> Result<bool, String> {
        if let Some((foe, "archetypal")) = options::split(option) {
            let archetypal = match value {
                "yes" => true,
                "no" => false,
                _ => return Err(format!("{option} needs yes or no, got {value:?}")),
            };
            if foe {
                self.fighters.foe.archetypal = archetypal;
            } else {
                self.fighters.adventurer.archetypal = archetypal;
            }
            return Ok(true);
        }
        self.fighters.set(option, value, &AXES)
    }

    fn check(&self, axes: &[usize]) -> Result<(), String> {
        self.fighters.check(axes, &AXES, Numbers::combatant)
    }

    fn setting(&self, axes: &[usize]) -> String {
        format!(
            "{}; neither surprised, the adventurer attacks first each round; until one is out",
            self.fighters.setting(axes, fighter)
        )
    }

    fn odds(&self, point: &[(usize, i32)]) -> Result<Vec<BigRational>, String> {
        let setup = self.setup(point)?;
        // No round-by-round listing: only the endings are kept.
        let budget = Budget::new(MAX_STATES, 0).map_err(|e| e.to_string())?;
        let odds = duel_odds(&setup, budget).map_err(|e| options::refusal(e, point, &AXES))?;
        Ok(RESULTS
            .iter()
            .map(|(winner, _)| {
                odds.endings()
                    .probability(winner)
                    .unwrap_or_else(|| ratio(0, 1))
            })
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn damage_dice_read_and_show() {
        for (at, text) in ["d3", "d4", "d6", "d8", "d10", "d12"].iter().enumerate() {
            let value = i32::try_from(at).unwrap();
            assert_eq!(read_die(text), Some(value));
            assert_eq!(show_die(value), *text);
            assert!(die(value).is_ok());
        }
        assert_eq!(read_die("d20"), None);
        assert_eq!(read_die("8"), None);
    }

    #[test]
    fn the_defaults_are_the_examples_fighters() {
        let setup = GodsAndMonsters::default().setup(&[]).unwrap();
        let [toromeen, yeti] = setup.combatants() else {
            panic!("two combatants");
        };
        assert_eq!((toromeen.defense(), toromeen.attacks()), (5, 1));
        assert_eq!((yeti.defense(), yeti.attacks()), (3, 2));
        assert_eq!(toromeen.damage().bonus(), 4);
        assert_eq!(yeti.damage().dice(), Dice::one(Die::D6));
    }
}
