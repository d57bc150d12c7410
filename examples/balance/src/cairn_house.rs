//! Cairn House Rules: a one-on-one melee to the end, exactly
//! (`osr::combat::cairn_house::Duel::odds`).

use osr::check::ratio;
use osr::combat::Side;
use osr::combat::cairn_house::{DUEL_MAX_DR, DUEL_MAX_HP, Duel, DuelResult, Duelist, Finish};
use osr::core::StepDie;
use osr::dice::num_rational::BigRational;

use crate::options::{self, Fighters};
use crate::system::{About, Axis, Ending, System, Winner};

const HP: usize = 0;
const STR: usize = 1;
const ARMOUR: usize = 2;
const WEAPON: usize = 3;

/// The weapon dice, smallest first: an axis of weapons runs along them.
const DICE: [StepDie; 5] = [
    StepDie::D4,
    StepDie::D6,
    StepDie::D8,
    StepDie::D10,
    StepDie::D12,
];

fn read_die(text: &str) -> Option<i32> {
    let sides: u32 = text.trim().strip_prefix('d')?.parse().ok()?;
    let at = DICE.iter().position(|d| d.die().sides() == sides)?;
    i32::try_from(at).ok()
}

fn show_die(value: i32) -> String {
    usize::try_from(value)
        .ok()
        .and_then(|at| DICE.get(at))
        .map_or_else(|| value.to_string(), |d| format!("d{}", d.die().sides()))
}

fn die(value: i32) -> Result<StepDie, String> {
    usize::try_from(value)
        .ok()
        .and_then(|at| DICE.get(at).copied())
        .ok_or_else(|| format!("no weapon die at {value}"))
}

#[allow(clippy::cast_possible_wrap)] // 20 and 10
const AXES: [Axis; 4] = [
    Axis {
        key: "hp",
        column: "foe_hp",
        words: "the foe's hit protection (HP)",
        min: 0,
        max: DUEL_MAX_HP as i32,
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
        key: "armour",
        column: "foe_armour",
        words: "the foe's armour (damage reduction)",
        min: 0,
        max: DUEL_MAX_DR as i32,
        read: Axis::read_number,
        show: Axis::show_number,
    },
    Axis {
        key: "weapon",
        column: "foe_weapon",
        words: "the foe's weapon die",
        min: 0,
        max: 4,
        read: read_die,
        show: show_die,
    },
];

/// The endings, the adventurer being the party's fighter.
const RESULTS: [(DuelResult, Ending); 5] = [
    (
        DuelResult::Won {
            winner: Side::Party,
            by: Finish::CriticalDamage,
        },
        Ending {
            column: "adventurer_wins_by_critical_damage",
            winner: Winner::Adventurer,
        },
    ),
    (
        DuelResult::Won {
            winner: Side::Party,
            by: Finish::Death,
        },
        Ending {
            column: "adventurer_wins_by_death",
            winner: Winner::Adventurer,
        },
    ),
    (
        DuelResult::Won {
            winner: Side::Foes,
            by: Finish::CriticalDamage,
        },
        Ending {
            column: "foe_wins_by_critical_damage",
            winner: Winner::Foe,
        },
    ),
    (
        DuelResult::Won {
            winner: Side::Foes,
            by: Finish::Death,
        },
        Ending {
            column: "foe_wins_by_death",
            winner: Winner::Foe,
        },
    ),
    (
        DuelResult::Stalemate,
        Ending {
            column: "stalemate",
            winner: Winner::Neither,
        },
    ),
];

const ENDINGS: [Ending; 5] = [
    RESULTS[0].1,
    RESULTS[1].1,
    RESULTS[2].1,
    RESULTS[3].1,
    RESULTS[4].1,
];

/// One fighter's numbers as the options give them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Numbers {
    hp: i32,
    str: i32,
    armour: i32,
    weapon: i32,
}

impl options::Numbers for Numbers {
    fn put(&mut self, axis: usize, value: i32) {
        match axis {
            HP => self.hp = value,
            STR => self.str = value,
            ARMOUR => self.armour = value,
            _ => self.weapon = value,
        }
    }
}

impl Numbers {
    /// A starting character rolled at the averages: d6 HP (3.5) and 3d6
    /// STR (10.5) rounded to 4 and 10, light armour (DR 1) and a hand
    /// weapon (d6).
    const TYPICAL: Self = Self {
        hp: 4,
        str: 10,
        armour: 1,
        weapon: 1,
    };

    fn duelist(&self) -> Result<Duelist, String> {
        let hp = u32::try_from(self.hp).map_err(|_| format!("HP {} is below 0", self.hp))?;
        let armour =
            u32::try_from(self.armour).map_err(|_| format!("armour {} is below 0", self.armour))?;
        Duelist::new(hp, self.str, armour, die(self.weapon)?).map_err(|e| e.to_string())
    }
}

/// Cairn House Rules' duel: the adventurer's numbers, the foe's fixed
/// ones, who strikes first and what takes a fighter out.
#[derive(Debug, Clone)]
pub struct CairnHouse {
    fighters: Fighters<Numbers>,
    first: Side,
    finish: Finish,
}

impl Default for CairnHouse {
    fn default() -> Self {
        Self {
            fighters: Fighters::new(Numbers::TYPICAL, Numbers::TYPICAL),
            first: Side::Party,
            finish: Finish::CriticalDamage,
        }
    }
}

impl CairnHouse {
    /// The duel at one grid point.
    ///
    /// # Errors
    ///
    /// A message when the rules refuse a fighter's numbers.
    pub fn duel(&self, point: &[(usize, i32)]) -> Result<Duel, String> {
        let (adventurer, foe) = self.fighters.both(point, |n, _, _| n.duelist())?;
        Ok(Duel::new(adventurer, foe)
            .with_first(self.first)
            .with_out(self.finish))
    }
}

fn fighter(n: &Numbers, skip: &[usize]) -> String {
    let mut parts = Vec::new();
    if !skip.contains(&HP) {
        parts.push(format!("HP {}", n.hp));
    }
    if !skip.contains(&STR) {
        parts.push(format!("STR {}", n.str));
    }
    if !skip.contains(&ARMOUR) {
        parts.push(format!("armour {}", n.armour));
    }
    if !skip.contains(&WEAPON) {
        parts.push(show_die(n.weapon));
    }
    parts.join(", ")
}

static ABOUT: About = About {
    key: "cairn-house",
    name: "Cairn House Rules",
    axes: &AXES,
    endings: &ENDINGS,
    help: "\
Cairn House Rules (--system cairn-house, the default): a melee to the
end, every attack hitting: the weapon die less the target's armour comes
off HP, damage past 0 HP off STR with a STR save against critical damage.
  axes (the foe's): hp (0 to 20), str (1 to 20), armour (0 to 10),
                    weapon (d4, d6, d8, d10, d12)
  --hp N, --str N, --armour N, --weapon dN
                   the adventurer (default HP 4, STR 10, armour 1, d6: a
                   starting character rolled at the averages, in light
                   armour with a hand weapon)
  --foe-hp N, --foe-str N, --foe-armour N, --foe-weapon dN
                   the foe's numbers not on an axis (default as the
                   adventurer's defaults)
  --first WHO      who strikes first in every exchange: adventurer (the
                   default) or foe
  --finish HOW     what takes a fighter out: critical-damage (a failed
                   save, the default) or death",
};

impl System for CairnHouse {
    fn about(&self) -> &'static About {
        &ABOUT
    }

    fn set(&mut self, option: &str, value: &str) -> Result<bool, String> {
        if self.fighters.set(option, value, &AXES)? {
            return Ok(true);
        }
        match option {
            "--first" => {
                self.first = match value {
                    "adventurer" => Side::Party,
                    "foe" => Side::Foes,
                    _ => return Err(format!("--first needs adventurer or foe, got {value:?}")),
                };
            }
            "--finish" => {
                self.finish = match value {
                    "critical-damage" => Finish::CriticalDamage,
                    "death" => Finish::Death,
                    _ => {
                        return Err(format!(
                            "--finish needs critical-damage or death, got {value:?}"
                        ));
                    }
                };
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    fn check(&self, axes: &[usize]) -> Result<(), String> {
        self.fighters.check(axes, &AXES, |n, _, _| n.duelist())
    }

    fn setting(&self, axes: &[usize]) -> String {
        let first = match self.first {
            Side::Party => "the adventurer strikes first",
            Side::Foes => "the foe strikes first",
        };
        let finish = match self.finish {
            Finish::CriticalDamage => "a failed critical damage save takes a fighter out",
            Finish::Death => "only death takes a fighter out",
        };
        format!(
            "{}; {first}; {finish}",
            self.fighters.setting(axes, fighter)
        )
    }

    fn odds(&self, point: &[(usize, i32)]) -> Result<Vec<BigRational>, String> {
        let odds = self.duel(point)?.odds();
        Ok(RESULTS
            .iter()
            .map(|(result, _)| odds.probability(result).unwrap_or_else(|| ratio(0, 1)))
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weapon_dice_read_and_show() {
        for (at, text) in ["d4", "d6", "d8", "d10", "d12"].iter().enumerate() {
            let value = i32::try_from(at).unwrap();
            assert_eq!(read_die(text), Some(value));
            assert_eq!(show_die(value), *text);
        }
        assert_eq!(read_die("d20"), None);
        assert_eq!(read_die("6"), None);
    }

    #[test]
    fn the_foe_on_an_axis_is_not_also_an_option() {
        let mut system = CairnHouse::default();
        assert_eq!(system.set("--foe-hp", "3"), Ok(true));
        assert!(system.check(&[HP]).is_err());
        assert!(system.check(&[ARMOUR]).is_ok());
        assert_eq!(system.set("--nope", "3"), Ok(false));
        assert!(system.set("--str", "0").is_err());
        assert!(system.set("--weapon", "d7").is_err());
    }
}
