//! A one-on-one fight simulated to the end without allocating.

use osr_check::constitution::MAX_EXPLOSIONS;
use osr_core::{Die, FaceSource};
use osr_health::constitution::DIRECT_HIT_HP_PER_LEVEL;

use super::initiative::{Start, Ties, roll_initiative};
use super::rules::{BERSERK_TO_HIT, DIRECT_HIT_EXTRA_DEGREES};
use super::{Combatant, Command, Defence, Ending, Fight, Setup, Step};
use crate::{Error, Side};

/// How the simulated combatants decide: each attacks the first enemy
/// still standing on their turn (in a one-on-one fight, the other), takes
/// no superior turn and no reaction, takes a direct hit when the roll
/// allows one if `direct_hits` says so, and re-orients between rounds when
/// at initiative 0. A fight still on after `max_rounds` rounds is
/// [`Ending::Undecided`].
///
/// # Examples
///
/// ```
/// use osr_combat::constitution::Policy;
///
/// let policy = Policy::default();
/// assert!(policy.direct_hits);
/// assert_eq!(policy.max_rounds, 1000);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionPolicy"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Policy {
    /// Take a direct hit whenever the attack allows one (TC-5.20).
    pub direct_hits: bool,
    /// Rounds before the fight is called undecided.
    pub max_rounds: u32,
}

impl Default for Policy {
    fn default() -> Self {
        Self {
            direct_hits: true,
            max_rounds: 1000,
        }
    }
}

impl Policy {
    /// The command this policy gives `fight` next, or `None` when the
    /// fight is over or has run `max_rounds` rounds: drives a [`Fight`]
    /// exactly as [`simulate`] plays it.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_combat::Side;
    /// use osr_combat::constitution::{Combatant, Command, Fight, Policy, Setup, Ties};
    ///
    /// let setup = Setup::new(vec![
    ///     Combatant::new(1, Side::Party, 4)?,
    ///     Combatant::new(2, Side::Foes, 4)?,
    /// ], Ties::SetupOrder)?;
    /// let fight = Fight::new(setup)?;
    /// assert_eq!(Policy::default().command(&fight), Some(Command::RollInitiative));
    /// # Ok::<(), osr_combat::Error>(())
    /// ```
    #[must_use]
    pub fn command(&self, fight: &Fight) -> Option<Command> {
        match fight.current_step() {
            Step::Over => None,
            Step::Initiative => Some(Command::RollInitiative),
            Step::Turns => Some(fight.next().map_or(Command::EndRound, |(id, _)| {
                let setup = fight.setup();
                let side = setup
                    .combatants()
                    .iter()
                    .find(|c| c.id == id)
                    .map_or(Side::Party, |c| c.side);
                let target = setup
                    .combatants()
                    .iter()
                    .find(|c| c.side != side && fight.fighter(c.id).is_ok_and(|f| f.standing()))
                    .map_or(id, |c| c.id);
                Command::Attack {
                    attacker: id,
                    target,
                    defence: Defence::None,
                    direct_hit: self.direct_hits,
                }
            })),
            Step::BetweenRounds => {
                let bout = fight.bout();
                let lost = bout
                    .places()
                    .iter()
                    .find(|p| !p.out && p.score == 0 && !p.reorienting);
                if let Some(p) = lost {
                    return Some(Command::Reorient { id: p.id });
                }
                (bout.round() < self.max_rounds).then_some(Command::NextRound)
            }
        }
    }
}

/// One side of a simulated duel.
#[derive(Clone, Copy)]
struct Duelist {
    c: Combatant,
    score: u32,
    hp: u32,
    marks: u32,
    down: bool,
    berserk: bool,
    reorienting: bool,
}

/// A d20 check: 1d20 (again on each 20) + `bonus` against `dc`. Returns
/// the total and whether it succeeded (a natural 1's complication still
/// succeeds).
fn check<S: FaceSource + ?Sized>(
    source: &mut S,
    bonus: i64,
    dc: i64,
) -> Result<(i64, bool), Error> {
    let face = Die::D20.roll(source)?;
    let mut total = i64::from(face) + bonus;
    if face == 20 {
        let mut explosions = 0;
        loop {
            if explosions == MAX_EXPLOSIONS {
                return Err(osr_check::Error::Unresolved {
                    what: "open-ended 20",
                    rolls: explosions,
                }
                .into());
            }
            let e = Die::D20.roll(source)?;
            explosions += 1;
            total += i64::from(e);
            if e != 20 {
                break;
            }
        }
    }
    Ok((total, total >= dc))
}

/// Simulates a one-on-one fight to the end under `policy` (see
/// [`Policy`]): initiative as each combatant's [`Start`] says, then
/// rounds of attacks in initiative order until one is down, dead or the
/// round limit passes. Allocates nothing; agrees with a [`Fight`] driven
/// by [`Policy::command`] from the same faces.
///
/// # Errors
///
/// [`Error::Core`] (`OutOfRange`) for a setup of other than two
/// combatants, or when the face source fails.
///
/// # Examples
///
/// ```
/// use osr_core::rand_core::SeedableRng;
/// use osr_combat::Side;
/// use osr_combat::constitution::{Combatant, Ending, Policy, Setup, Ties, simulate};
///
/// let setup = Setup::new(vec![
///     Combatant::new(1, Side::Party, 4)?,
///     Combatant::new(2, Side::Foes, 4)?,
/// ], Ties::SetupOrder)?;
/// let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(7);
/// assert!(matches!(simulate(&setup, Policy::default(), &mut rng)?, Ending::Won(_)));
/// # Ok::<(), osr_combat::Error>(())
/// ```
pub fn simulate<S: FaceSource + ?Sized>(
    setup: &Setup,
    policy: Policy,
    source: &mut S,
) -> Result<Ending, Error> {
    let ([a, b], first_is_0) = one_on_one(setup)?;
    let mut d = [duelist(a), duelist(b)];
    for x in &mut d {
        let bonus = x.c.combat_bonus() + x.c.initiative_bonus.get();
        x.score = roll_initiative(x.c.wits.get(), bonus, x.c.start, source)?.score;
    }
    let mut round = 0;
    loop {
        round += 1;
        let order = if d[0].score > d[1].score || (d[0].score == d[1].score && first_is_0) {
            [0, 1]
        } else {
            [1, 0]
        };
        for i in order {
            let x = &d[i];
            if x.down || x.reorienting || x.score == 0 {
                continue;
            }
            let (me, other) = if i == 0 { (0, 1) } else { (1, 0) };
            if attack(&mut d, me, other, policy, source)? {
                return Ok(Ending::Won(d[me].c.side));
            }
        }
        for x in &mut d {
            x.reorienting = false;
        }
        for x in &mut d {
            if x.score == 0 {
                let bonus = x.c.combat_bonus() + x.c.initiative_bonus.get();
                x.score = roll_initiative(x.c.wits.get(), bonus, Start::Penalty, source)?.score;
                x.reorienting = true;
            }
        }
        if round >= policy.max_rounds {
            return Ok(Ending::Undecided);
        }
    }
}

/// The two combatants of a one-on-one fight, and whether the first listed
/// acts first on equal initiative (the setup's [`Ties`]).
///
/// # Errors
///
/// [`Error::Core`] (`OutOfRange`) for a setup of other than two
/// combatants.
pub(super) fn one_on_one(setup: &Setup) -> Result<([Combatant; 2], bool), Error> {
    let [a, b] = setup.combatants() else {
        return Err(osr_core::Error::OutOfRange {
            what: "combatants in a one-on-one fight",
            value: i64::try_from(setup.combatants().len()).unwrap_or(i64::MAX),
            min: 2,
            max: 2,
        }
        .into());
    };
    let first_is_0 = match setup.ties() {
        Ties::SetupOrder => true,
        Ties::HigherWits => a.wits >= b.wits,
        Ties::SideFirst(side) => a.side == side || b.side != side,
    };
    Ok(([*a, *b], first_is_0))
}

const fn duelist(c: Combatant) -> Duelist {
    Duelist {
        c,
        score: 0,
        hp: c.hp.get(),
        marks: c.marks.get(),
        down: false,
        berserk: c.berserk,
        reorienting: false,
    }
}

/// `me` attacks `other`; returns whether `other` is out.
fn attack<S: FaceSource + ?Sized>(
    d: &mut [Duelist; 2],
    me: usize,
    other: usize,
    policy: Policy,
    source: &mut S,
) -> Result<bool, Error> {
    let (a, t) = (d[me], d[other]);
    let berserk = if a.berserk { BERSERK_TO_HIT } else { 0 };
    let bonus = i64::from(a.c.strength.get() + a.c.combat_bonus() + a.c.to_hit.get() + berserk);
    let ac = i64::from(t.c.ac.get());
    let (total, hit) = check(source, bonus, ac)?;
    if !hit {
        return Ok(false);
    }
    let extra = u32::try_from((total - ac) / 5).unwrap_or(u32::MAX);
    let overflow;
    let target = &mut d[other];
    if policy.direct_hits && extra >= DIRECT_HIT_EXTRA_DEGREES {
        // 10 HP per level or HD: the hit dice are both (TC-6.12).
        let cost = DIRECT_HIT_HP_PER_LEVEL * a.c.hit_dice.get();
        if t.c.buys_off && target.hp >= cost {
            target.hp -= cost;
            return Ok(false);
        }
        overflow = a.c.damage.roll(source)?.0;
    } else {
        let damage = a.c.damage.roll(source)?.0;
        let hp = target.hp;
        target.hp = hp.saturating_sub(damage);
        if damage <= hp {
            return Ok(false);
        }
        overflow = damage - hp;
    }
    let dc = 20 + i64::from(overflow);
    let save_bonus = t.c.combat_bonus();
    let (_, strength) = check(source, i64::from(t.c.strength.get() + save_bonus), dc)?;
    let (_, will) = check(source, i64::from(t.c.will.get() + save_bonus), dc)?;
    let mut dead = false;
    if !strength {
        if target.marks >= t.c.level.get() {
            dead = true;
        } else {
            target.marks += 1;
        }
    }
    if dead || !will {
        target.down = true;
        return Ok(true);
    }
    if t.c.training.berserk {
        target.berserk = true;
    }
    Ok(false)
}
