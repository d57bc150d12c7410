//! Whole fights without allocating: the [`Policy`] of [`Fight::play`] on
//! fixed-size state.

use osr_check::cairn_house::Ability;
use osr_core::{Die, FaceSource, StepDie};

use super::combatant::{InitiativeRule, MAX_SIDE, Setup};
use super::rules::{InitiativeMode, attack_damage, attack_die, eye_steps, half_lost};
use super::{Ending, MAX_ROUNDS, Policy};
use crate::{Error, Side};

/// The grievous wound face that gouges out an eye (the only wound that
/// changes an attack: a missile attack is impaired, blinded at two).
const EYE_GOUGED_OUT: u32 = 2;

#[derive(Debug, Clone, Copy)]
struct Lean {
    side: Side,
    hp: u32,
    str: i32,
    dex: i32,
    wil: i32,
    die: StepDie,
    missile: bool,
    dr: u32,
    undead: bool,
    eyes: u32,
    mode: InitiativeMode,
    first: bool,
    out: bool,
}

const NONE: Lean = Lean {
    side: Side::Party,
    hp: 0,
    str: 0,
    dex: 0,
    wil: 0,
    die: StepDie::D4,
    missile: false,
    dr: 0,
    undead: false,
    eyes: 0,
    mode: InitiativeMode::Save,
    first: false,
    out: true,
};

struct Sim {
    all: [Lean; 2 * MAX_SIDE],
    n: usize,
    order: [usize; 2 * MAX_SIDE],
    group: u32,
    leader: Option<usize>,
    first_casualty: bool,
    half: bool,
}

fn d20<S: FaceSource + ?Sized>(source: &mut S) -> Result<u32, Error> {
    Ok(Die::D20.roll(source)?)
}

fn passes(face: u32, score: i32) -> bool {
    i64::from(face) <= i64::from(score)
}

/// Runs a whole fight of `setup` under `policy`, rolling from `source`,
/// without allocating: the state lives in arrays of `2 *`
/// [`MAX_SIDE`] combatants. It plays the same rules as [`Fight`](super::Fight)
/// driven by the same policy ([`Fight::play`](super::Fight::play)), so the
/// two give the same ending from the same faces and use the same faces
/// (also for combatants entering hurt, [`Setup::with_health`]):
/// each PC's initiative (DEX save, or Haste/Slow), then round after round
/// the missile phase and the melee phase in initiative order, each
/// attack the weapon's die less DR, HP then STR and the critical damage
/// save (a grievous wound's d6 at exactly 0 HP; an eye gouged out impairs
/// missiles), and morale: a lone foe at 0 HP, a group at its first
/// casualty and at half lost. After [`MAX_ROUNDS`] rounds it calls the
/// fight [`Ending::Undecided`].
///
/// # Errors
///
/// [`Error::Core`] when the face source fails.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_combat::Side;
/// use osr_combat::cairn_house::{Combatant, Ending, Policy, Setup, simulate};
/// use osr_equipment::cairn_house::Weapon;
///
/// let pc = Combatant::new(1, Side::Party, 4, [14, 9, 11])?.with_weapon(Weapon::Hand);
/// let goblin = Combatant::new(2, Side::Foes, 3, [8, 12, 7])?.with_weapon(Weapon::Hand);
/// let setup = Setup::new(vec![pc, goblin])?;
/// // Initiative 5 (passes); the PC hits for 6: HP 3 -> 0, STR 8 -> 5, save 20 fails.
/// let ending = simulate(&setup, Policy::FirstStanding, &mut SuppliedFaces::new(&[5, 6, 20]))?;
/// assert_eq!(ending, Ending::Won { winner: Side::Party, round: 1 });
/// # Ok::<(), osr_combat::Error>(())
/// ```
pub fn simulate<S: FaceSource + ?Sized>(
    setup: &Setup,
    policy: Policy,
    source: &mut S,
) -> Result<Ending, Error> {
    let Policy::FirstStanding = policy;
    let mut sim = Sim {
        all: [NONE; 2 * MAX_SIDE],
        n: 0,
        order: [0; 2 * MAX_SIDE],
        group: 0,
        leader: None,
        first_casualty: false,
        half: false,
    };
    for (i, c) in setup.combatants().iter().enumerate() {
        let (hp, [str, dex, wil], eyes) = match setup.entering(c.id()) {
            Some(h) => (
                h.hp(),
                [Ability::Str, Ability::Dex, Ability::Wil].map(|a| h.score(a).current()),
                h.wound_effects().eyes_lost,
            ),
            None => (c.hp(), c.abilities(), 0),
        };
        let first = if c.side() == Side::Party {
            acts_first(c.initiative(), dex, source)?
        } else {
            sim.group += 1;
            false
        };
        if setup.leader() == Some(c.id()) {
            sim.leader = Some(i);
        }
        sim.all[i] = Lean {
            side: c.side(),
            hp,
            str,
            wil,
            die: c.die(),
            missile: c.missile(),
            dr: c.dr(),
            undead: c.is_undead(),
            eyes,
            dex,
            mode: c.initiative(),
            first,
            out: false,
        };
        sim.n = i + 1;
    }
    sim.sort();
    let each_round = setup.rules().initiative == InitiativeRule::EachRound;
    for round in 1..=MAX_ROUNDS {
        if each_round && round > 1 {
            for f in &mut sim.all[..sim.n] {
                if f.side == Side::Party && !f.out {
                    f.first = acts_first(f.mode, f.dex, source)?;
                }
            }
            sim.sort();
        }
        for missile_phase in [true, false] {
            for k in 0..sim.n {
                let i = sim.order[k];
                let a = sim.all[i];
                if a.out || a.missile != missile_phase {
                    continue;
                }
                let Some(t) = sim.first_enemy(a.side) else {
                    continue;
                };
                let mut die = a.die;
                if a.missile {
                    match eye_steps(a.eyes) {
                        Some(steps) => die = attack_die(die, steps),
                        None => continue,
                    }
                }
                let face = die.die().roll(source)?;
                sim.hit(t, attack_damage(face, sim.all[t].dr), source)?;
                if let Some(winner) = sim.winner() {
                    return Ok(Ending::Won { winner, round });
                }
            }
        }
    }
    Ok(Ending::Undecided { round: MAX_ROUNDS })
}

fn acts_first<S: FaceSource + ?Sized>(
    mode: InitiativeMode,
    dex: i32,
    source: &mut S,
) -> Result<bool, Error> {
    Ok(match mode {
        InitiativeMode::Save => passes(d20(source)?, dex),
        InitiativeMode::Haste => true,
        InitiativeMode::Slow => false,
    })
}

impl Sim {
    /// The order: PCs who passed, enemies, PCs who failed.
    fn sort(&mut self) {
        let mut k = 0;
        for pass in 0..3 {
            for i in 0..self.n {
                let f = &self.all[i];
                let place = match (f.side, f.first) {
                    (Side::Party, true) => 0,
                    (Side::Foes, _) => 1,
                    (Side::Party, false) => 2,
                };
                if place == pass {
                    self.order[k] = i;
                    k += 1;
                }
            }
        }
    }

    fn first_enemy(&self, side: Side) -> Option<usize> {
        (0..self.n).find(|&i| !self.all[i].out && self.all[i].side != side)
    }

    fn winner(&self) -> Option<Side> {
        for side in [Side::Party, Side::Foes] {
            if !(0..self.n).any(|i| self.all[i].side == side && !self.all[i].out) {
                return Some(side.opponent());
            }
        }
        None
    }

    fn hit<S: FaceSource + ?Sized>(
        &mut self,
        t: usize,
        damage: u32,
        source: &mut S,
    ) -> Result<(), Error> {
        let hp_before = self.all[t].hp;
        let f = &mut self.all[t];
        if damage == 0 {
        } else if damage <= f.hp {
            f.hp -= damage;
            if f.hp == 0 && Die::D6.roll(source)? == EYE_GOUGED_OUT {
                f.eyes += 1;
            }
        } else {
            let excess = i64::from(damage - f.hp);
            f.hp = 0;
            f.str = i32::try_from((i64::from(f.str) - excess).max(0)).unwrap_or(0);
            if f.str == 0 || !passes(d20(source)?, f.str) {
                f.out = true;
            }
        }
        if self.all[t].side != Side::Foes {
            return Ok(());
        }
        if self.group == 1 {
            let f = &mut self.all[t];
            if !f.out && !f.undead && hp_before > 0 && f.hp == 0 && !passes(d20(source)?, f.wil) {
                f.out = true;
            }
            return Ok(());
        }
        let lost = (0..self.n)
            .filter(|&i| self.all[i].side == Side::Foes && self.all[i].out)
            .count();
        let lost = u32::try_from(lost).unwrap_or(u32::MAX);
        let mut triggered = false;
        if !self.first_casualty && lost >= 1 {
            self.first_casualty = true;
            triggered = true;
        }
        if !self.half && half_lost(lost, self.group) {
            self.half = true;
            triggered = true;
        }
        if !triggered {
            return Ok(());
        }
        let Some(first) = (0..self.n).find(|&i| {
            let f = &self.all[i];
            f.side == Side::Foes && !f.out && !f.undead
        }) else {
            return Ok(());
        };
        let wil = self.all[self.leader.unwrap_or(first)].wil;
        if !passes(d20(source)?, wil) {
            for f in &mut self.all[..self.n] {
                if f.side == Side::Foes && !f.out && !f.undead {
                    f.out = true;
                }
            }
        }
        Ok(())
    }
}
