//! Whole fights simulated to the end under a fixed policy, on a
//! fixed-size state.

use osr_core::{Die, FaceSource};
use osr_health::gods_and_monsters::{Resilience, RoundEnd, RoundHarm, Vitals};

use crate::{Error, Side};

use super::{Attack, Combatant, Ending, Guard, Penalty, Setup, Situation, snap_out_roll};

/// The most combatants [`simulate`] takes (its state is a fixed array).
pub const MAX_SIMULATED: usize = 16;

/// The most rounds [`simulate`] plays before calling the fight undecided
/// (an [`Ending`] without a winner).
pub const MAX_SIMULATED_ROUNDS: u32 = 10_000;

#[derive(Debug, Clone, Copy)]
struct Slot {
    vitals: Vitals,
    surprised: bool,
    unconscious: bool,
    doomed: bool,
    harm: RoundHarm,
    /// The combatant's resilience, worked out once for the whole fight.
    resilience: Resilience,
    /// The number the combatant's last attack needed, and what it was
    /// worked out from: the next attack reuses it while those stay the same.
    aim: Option<(Aim, i32)>,
}

/// What the number an attack needs depends on under the policy: the
/// defender, who of the two is surprised, and the attacker's injuries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Aim {
    defender: usize,
    surprised: bool,
    defender_surprised: bool,
    injuries: u32,
}

impl Aim {
    /// The number `attacker` needs on the d20 against `defender` (the
    /// combatant [`Aim::defender`] names): [`Attack::target`] with the
    /// policy's situation and guard.
    fn target(self, attacker: &Combatant, defender: &Combatant) -> Result<i32, Error> {
        let situation = Situation {
            surprised: self.surprised,
            injuries: Penalty::new(self.injuries.min(Penalty::MAX))?,
            ..Situation::default()
        };
        let guard = Guard {
            warrior: defender.warrior_cover(),
            surprised: self.defender_surprised,
            ..Guard::default()
        };
        Ok(Attack::new(
            attacker.fighting_art(),
            attacker.attack_bonus(),
            defender.defense(),
        )?
        .with_situation(situation)
        .with_guard(guard)
        .target())
    }
}

impl Slot {
    const fn in_fight(&self) -> bool {
        !self.unconscious && !self.doomed
    }
}

/// Simulates a whole fight of `setup` under the simple policy, rolling from
/// `source`, and returns how it ended.
///
/// The policy, the same a [`Fight`](super::Fight) would be driven by:
///
/// - those caught unaware roll perception against surprise first (rule
///   GM-combat.surprise); each round begins with the surprised trying to
///   snap out of it (rule GM-combat.surprise.snap-out);
/// - nobody makes a called shot, moves or flees; the players' characters,
///   then the referee's, each in the setup's order, make all their attacks
///   (rule GM-combat.multi-attack), each at the first enemy in the setup's
///   order still in the fight, with no situational modifier beyond
///   surprise and injuries;
/// - at the end of every round those who dropped to 0 survival or gained
///   injuries make osr-health's checks ([`RoundEnd`]); the unconscious and
///   the doomed are out;
/// - the fight ends when a side has nobody left in it, or undecided after
///   [`MAX_SIMULATED_ROUNDS`] rounds.
///
/// Nothing in a fight allocates: the state is a fixed array and a hit's
/// arithmetic is osr-health's [`Vitals::take`] for a combat hit (temporary
/// pool, verve when archetypal, survival, then injuries), kept on the
/// stack; the roll to stay conscious is osr-health's
/// [`Resilience::consciousness_roll`],
/// its d20 drawn here; the death check, in a round in which injuries came
/// to outweigh survival, goes through osr-health's
/// [`RoundEnd::roll_bare`], which rolls as [`RoundEnd::roll`] does and
/// keeps no dice. What each combatant brings to the checks
/// ([`Resilience`]) is worked out once, and the number an attack needs is
/// worked out again only when the defender, a surprise or the attacker's
/// injuries change.
///
/// # Examples
///
/// ```
/// use osr_core::rand_core::SeedableRng;
/// use osr_combat::Side;
/// use osr_combat::gods_and_monsters::{Combatant, Setup, simulate};
/// use osr_health::gods_and_monsters::Vitals;
/// use rand_pcg::Pcg64Mcg;
///
/// let knight = Combatant::new(1, Side::Party, Vitals::new(12, 0)?).with_attack(3, 2)?;
/// let goblin = Combatant::new(2, Side::Foes, Vitals::new(4, 0)?);
/// let ending = simulate(&Setup::new(vec![knight, goblin])?, &mut Pcg64Mcg::seed_from_u64(7))?;
/// assert!(ending.rounds >= 1);
/// # Ok::<(), osr_combat::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::AboveMaximum`] for more than [`MAX_SIMULATED`] combatants;
/// [`Error::Core`] when the face source fails.
pub fn simulate<S: FaceSource + ?Sized>(setup: &Setup, source: &mut S) -> Result<Ending, Error> {
    let combatants = setup.combatants();
    if combatants.len() > MAX_SIMULATED {
        return Err(Error::AboveMaximum {
            what: "combatants in a simulated fight",
            value: i64::try_from(combatants.len()).unwrap_or(i64::MAX),
            max: i64::try_from(MAX_SIMULATED).unwrap_or(i64::MAX),
        });
    }
    // A duel, the commonest fight, sets up a state of two slots only.
    if combatants.len() <= 2 {
        play::<2, S>(combatants, source)
    } else {
        play::<MAX_SIMULATED, S>(combatants, source)
    }
}

/// [`simulate`] on a state of `N` slots, for at most `N` combatants.
fn play<const N: usize, S: FaceSource + ?Sized>(
    combatants: &[Combatant],
    source: &mut S,
) -> Result<Ending, Error> {
    let slot = |c: &Combatant| Slot {
        vitals: c.vitals(),
        surprised: false,
        unconscious: false,
        doomed: false,
        harm: RoundHarm::default(),
        resilience: c.resilience(),
        aim: None,
    };
    let Some(first) = combatants.first() else {
        // A setup has someone on each side; nobody at all would be nobody
        // standing after the first round.
        return Ok(Ending {
            winner: None,
            rounds: 1,
        });
    };
    let mut slots = [slot(first); N];
    for (s, c) in slots.iter_mut().zip(combatants).skip(1) {
        *s = slot(c);
    }
    let slots = &mut slots[..combatants.len().min(N)];
    for (slot, c) in slots.iter_mut().zip(combatants) {
        if let Some(awareness) = c.awareness() {
            let target = awareness.roll(c.reactions().perception())?.target();
            slot.surprised = i64::from(Die::D20.roll(source)?) > i64::from(target);
        }
    }
    let mut round = 0;
    while round < MAX_SIMULATED_ROUNDS {
        round += 1;
        for (slot, c) in slots.iter_mut().zip(combatants) {
            slot.harm = RoundHarm::default();
            if slot.surprised && slot.in_fight() && round > 1 {
                // Nobody stands aside under this policy, so no surprise
                // ends by rounds out of the conflict.
                let r = c.reactions();
                let injuries = slot.vitals.injuries();
                let target = snap_out_roll(r.willpower(), r.fortitude(), injuries)?.target();
                slot.surprised = i64::from(Die::D20.roll(source)?) > i64::from(target);
            }
        }
        for players in [true, false] {
            for i in 0..combatants.len() {
                let c = &combatants[i];
                if c.is_player() != players
                    || !slots[i].in_fight()
                    || (slots[i].surprised && round == 1)
                {
                    continue;
                }
                for _ in 0..c.attacks() {
                    let Some(t) = (0..combatants.len())
                        .find(|&t| combatants[t].side() != c.side() && slots[t].in_fight())
                    else {
                        break;
                    };
                    let defender = &combatants[t];
                    let aim = Aim {
                        defender: t,
                        surprised: slots[i].surprised && round > 1,
                        defender_surprised: slots[t].surprised && round > 1,
                        injuries: slots[i].vitals.injuries(),
                    };
                    let target = match slots[i].aim {
                        Some((last, target)) if last == aim => target,
                        _ => {
                            let target = aim.target(c, defender)?;
                            slots[i].aim = Some((aim, target));
                            target
                        }
                    };
                    let face = Die::D20.roll(source)?;
                    if i64::from(face) <= i64::from(target) {
                        let damage = c.damage().roll_total(source)?;
                        absorb(&mut slots[t], damage, defender.archetypal_losses())?;
                    }
                }
            }
        }
        for slot in slots.iter_mut() {
            if slot.harm.dropped_to_zero || slot.harm.injuries_gained > 0 {
                let resilience = slot.resilience;
                let end = RoundEnd::new(slot.vitals, slot.harm, resilience)
                    .already_unconscious(slot.unconscious);
                if !end.faces_death_check() {
                    // Only the roll to stay conscious: osr-health's roll,
                    // its d20 drawn here so nothing is recorded.
                    if end.needs_consciousness_roll() {
                        let target = resilience
                            .consciousness_roll(slot.vitals.injuries())
                            .target();
                        let face = Die::D20.roll(source)?;
                        slot.unconscious |= i64::from(face) > i64::from(target);
                    }
                    continue;
                }
                let after = end.roll_bare(source)?;
                if after.unconscious_minutes().is_some() {
                    slot.unconscious = true;
                }
                if let Some(timer) = after.death_timer() {
                    slot.doomed = timer.ran_out();
                }
            }
        }
        let (mut party, mut foes) = (false, false);
        for (s, c) in slots.iter().zip(combatants) {
            if s.in_fight() {
                match c.side() {
                    Side::Party => party = true,
                    Side::Foes => foes = true,
                }
            }
        }
        if !(party && foes) {
            let winner = match (party, foes) {
                (true, false) => Some(Side::Party),
                (false, true) => Some(Side::Foes),
                _ => None,
            };
            return Ok(Ending {
                winner,
                rounds: round,
            });
        }
    }
    Ok(Ending {
        winner: None,
        rounds: round,
    })
}

/// A combat hit for `damage`, as [`Vitals::take`] takes it (a temporary
/// pool, then verve when `archetypal`, then survival, then injuries), with
/// what it does to the round recorded, and no events kept.
#[inline(always)]
fn absorb(slot: &mut Slot, damage: u32, archetypal: bool) -> Result<(), Error> {
    let mut v = slot.vitals;
    let mut left = damage;
    let mut hurt = false;
    if v.pool() > 0 && left > 0 {
        let taken = left.min(v.pool());
        v = v.with_pool(v.pool() - taken)?;
        left -= taken;
        hurt = true;
    }
    if archetypal && v.verve() > 0 && left > 0 {
        let taken = left.min(v.verve());
        v = v.with_verve(v.verve() - taken)?;
        left -= taken;
        hurt = true;
    }
    if v.survival() > 0 && left > 0 {
        let taken = left.min(v.survival());
        v = v.with_survival(v.survival() - taken)?;
        left -= taken;
        hurt = true;
        slot.harm.dropped_to_zero |= v.survival() == 0;
    }
    if left > 0 {
        v = v.with_injuries(v.injuries().saturating_add(left))?;
        slot.harm.injuries_gained = slot.harm.injuries_gained.saturating_add(left);
        slot.harm.latest_archetypal = archetypal;
        hurt = true;
    }
    slot.harm.hurt |= hurt;
    slot.vitals = v;
    Ok(())
}
