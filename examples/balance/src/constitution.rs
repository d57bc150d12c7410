//! 3d6 Constitution: a one-on-one fight to the end, exactly
//! (`osr::combat::constitution::duel_odds`).

use osr::check::constitution::{AbilityScore, Level};
use osr::check::course::Budget;
use osr::check::ratio;
use osr::combat::Side;
use osr::combat::constitution::{
    Ac, Combatant, DUEL_MAX_STATES, DamageDie, Ending as Outcome, Policy, Setup, Ties, duel_odds,
};
use osr::dice::num_rational::BigRational;
use osr::health::constitution::HitDice;

use crate::options::{self, Fighters};
use crate::system::{About, Axis, Ending, System, Winner};

const HP: usize = 0;
const LEVEL: usize = 1;
const STR: usize = 2;
const AC: usize = 3;
const DAMAGE: usize = 4;

/// HP a hit die holds (a d6 for an ordinary human).
const HP_PER_DIE: i32 = 6;

/// The damage dice, weakest first (by their mean: 3.5, about 4.47, 4.5,
/// about 5.8): an axis of damage runs along them.
const DICE: [(DamageDie, &str); 4] = [
    (DamageDie::D6, "d6"),
    (DamageDie::D6Advantage, "d6-advantage"),
    (DamageDie::D8, "d8"),
    (DamageDie::D8Advantage, "d8-advantage"),
];

fn read_die(text: &str) -> Option<i32> {
    options::read_named(&DICE, text)
}

fn show_die(value: i32) -> String {
    options::show_named(&DICE, value)
}

fn die(value: i32) -> Result<DamageDie, String> {
    options::named(&DICE, value, "damage die")
}

const AXES: [Axis; 5] = [
    Axis {
        key: "hp",
        column: "foe_hp",
        words: "the foe's hit points (HP)",
        min: 0,
        max: 240,
        read: Axis::read_number,
        show: Axis::show_number,
    },
    Axis {
        key: "level",
        column: "foe_level",
        words: "the foe's level (major wounds it can take)",
        min: 1,
        max: 100,
        read: Axis::read_number,
        show: Axis::show_number,
    },
    Axis {
        key: "str",
        column: "foe_str",
        words: "the foe's Strength (STR)",
        min: 1,
        max: 20,
        read: Axis::read_number,
        show: Axis::show_number,
    },
    Axis {
        key: "ac",
        column: "foe_ac",
        words: "the foe's armour class (AC)",
        min: 0,
        max: 100,
        read: Axis::read_number,
        show: Axis::show_number,
    },
    Axis {
        key: "damage",
        column: "foe_damage",
        words: "the foe's damage die",
        min: 0,
        max: 3,
        read: read_die,
        show: show_die,
    },
];

/// The endings, the adventurer being the party's fighter.
const RESULTS: [(Outcome, Ending); 2] = [
    (
        Outcome::Won(Side::Party),
        Ending {
            column: "adventurer_left_standing",
            winner: Winner::Adventurer,
        },
    ),
    (
        Outcome::Won(Side::Foes),
        Ending {
            column: "foe_left_standing",
            winner: Winner::Foe,
        },
    ),
];

const ENDINGS: [Ending; 2] = [RESULTS[0].1, RESULTS[1].1];

/// One fighter's numbers as the options give them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Numbers {
    hp: i32,
    level: i32,
    str: i32,
    ac: i32,
    damage: i32,
}

impl options::Numbers for Numbers {
    fn put(&mut self, axis: usize, value: i32) {
        match axis {
            HP => self.hp = value,
            LEVEL => self.level = value,
            STR => self.str = value,
            AC => self.ac = value,
            _ => self.damage = value,
        }
    }
}

impl Numbers {
    /// An ordinary armed human as the rules build one: a d6 hit die
    /// rolled at about its average (4), level 1, STR 10, AC 20, a d6
    /// weapon.
    const TYPICAL: Self = Self {
        hp: 4,
        level: 1,
        str: 10,
        ac: 20,
        damage: 0,
    };

    fn combatant(&self, id: u32, side: Side) -> Result<Combatant, String> {
        let hp = u32::try_from(self.hp).map_err(|_| format!("HP {} is below 0", self.hp))?;
        let dice = u32::try_from(((self.hp + HP_PER_DIE - 1) / HP_PER_DIE).max(1))
            .map_err(|_| format!("HP {} is below 0", self.hp))?;
        let level =
            u32::try_from(self.level).map_err(|_| format!("level {} is below 1", self.level))?;
        let mut c = Combatant::new(id, side, hp).map_err(|e| e.to_string())?;
        c.hit_dice = HitDice::new(dice).map_err(|e| e.to_string())?;
        c.level = Level::new(level).map_err(|e| e.to_string())?;
        c.strength = AbilityScore::new(self.str).map_err(|e| e.to_string())?;
        c.ac = Ac::new(self.ac).map_err(|e| e.to_string())?;
        c.damage = die(self.damage)?;
        Ok(c)
    }
}

/// 3d6 Constitution's fight of one on one: the adventurer's numbers and
/// the foe's fixed ones.
#[derive(Debug, Clone)]
pub struct Constitution {
    fighters: Fighters<Numbers>,
}

impl Default for Constitution {
    fn default() -> Self {
        Self {
            fighters: Fighters::new(Numbers::TYPICAL, Numbers::TYPICAL),
        }
    }
}

impl Constitution {
    /// The fight at one grid point: the adventurer (listed first, so
    /// winning initiative ties) and the foe, both rolling initiative.
    ///
    /// # Errors
    ///
    /// A message when the rules refuse a fighter's numbers.
    pub fn setup(&self, point: &[(usize, i32)]) -> Result<Setup, String> {
        let (adventurer, foe) = self.fighters.both(point, Numbers::combatant)?;
        Setup::new(vec![adventurer, foe], Ties::SetupOrder).map_err(|e| e.to_string())
    }
}

fn fighter(n: &Numbers, skip: &[usize]) -> String {
    let mut parts = Vec::new();
    if !skip.contains(&HP) {
        parts.push(format!("HP {}", n.hp));
    }
    if !skip.contains(&LEVEL) {
        parts.push(format!("level {}", n.level));
    }
    if !skip.contains(&STR) {
        parts.push(format!("STR {}", n.str));
    }
    if !skip.contains(&AC) {
        parts.push(format!("AC {}", n.ac));
    }
    if !skip.contains(&DAMAGE) {
        parts.push(show_die(n.damage));
    }
    parts.join(", ")
}

static ABOUT: About = About {
    key: "constitution",
    name: "3d6 Constitution",
    axes: &AXES,
    endings: &ENDINGS,
    help: "\
3d6 Constitution (--system constitution): a fight to the end, one on one.
Initiative (d20 + Wits 10, rolled once; the adventurer wins ties) decides
who strikes first each round; an attack is an open-ended d20 + STR
against AC, a direct hit taken whenever the roll allows; damage past HP
calls for the strength and will injury saves, and a failed strength save
at as many major wounds as the level kills. Hit dice are the fewest d6s
that hold the HP. A fight always ends: no undecided ending.
  axes (the foe's): hp (0 to 240), level (1 to 100), str (1 to 20),
                    ac (0 to 100),
                    damage (d6, d6-advantage, d8, d8-advantage)
  --hp N, --level N, --str N, --ac N, --damage DIE
                   the adventurer (default HP 4, level 1, STR 10, AC 20,
                   d6: an ordinary armed human, its hit die rolled at
                   about its average)
  --foe-hp N, --foe-level N, --foe-str N, --foe-ac N, --foe-damage DIE
                   the foe's numbers not on an axis (default as the
                   adventurer's defaults)
  The exact odds explore at most 2000 states of a fight: a point where
  (HP + 1) x (level + 1) of one fighter times that of the other is more
  than 999 is refused with a message naming it (exit status 2).",
};

impl System for Constitution {
    fn about(&self) -> &'static About {
        &ABOUT
    }

    fn set(&mut self, option: &str, value: &str) -> Result<bool, String> {
        self.fighters.set(option, value, &AXES)
    }

    fn check(&self, axes: &[usize]) -> Result<(), String> {
        self.fighters.check(axes, &AXES, Numbers::combatant)
    }

    fn setting(&self, axes: &[usize]) -> String {
        format!(
            "{}; initiative decides who strikes first (ties to the adventurer); to the end",
            self.fighters.setting(axes, fighter)
        )
    }

    fn odds(&self, point: &[(usize, i32)]) -> Result<Vec<BigRational>, String> {
        let setup = self.setup(point)?;
        // The most states the exact odds allow; no round-by-round listing.
        let budget = Budget::new(DUEL_MAX_STATES, 0).map_err(|e| e.to_string())?;
        let odds = duel_odds(&setup, Policy::default(), budget)
            .map_err(|e| options::refusal(e, point, &AXES))?;
        Ok(RESULTS
            .iter()
            .map(|(outcome, _)| {
                odds.endings()
                    .probability(outcome)
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
        for (at, text) in ["d6", "d6-advantage", "d8", "d8-advantage"]
            .iter()
            .enumerate()
        {
            let value = i32::try_from(at).unwrap();
            assert_eq!(read_die(text), Some(value));
            assert_eq!(show_die(value), *text);
        }
        assert_eq!(read_die("d4"), None);
        assert_eq!(read_die("6"), None);
    }

    #[test]
    fn hit_dice_hold_the_hp() {
        for (hp, dice) in [(0, 1), (1, 1), (6, 1), (7, 2), (12, 2), (13, 3), (240, 40)] {
            let n = Numbers {
                hp,
                ..Numbers::TYPICAL
            };
            let c = n.combatant(1, Side::Party).unwrap();
            assert_eq!(c.hit_dice.get(), dice, "HP {hp}");
        }
    }
}
