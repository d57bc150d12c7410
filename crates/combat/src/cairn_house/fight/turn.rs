//! A combatant's turn: its action, the blows it strikes, damage landing
//! through osr-health, casting interrupted and morale checked.

use alloc::vec::Vec;

use osr_core::{Dice, FaceSource, StepDie};
use osr_health::cairn_house::Consequence;

use super::super::rules::{Flight, Maneuver, Phase, attack_damage, flee, half_lost, save};
use super::super::{Action, Command, Event, MAX_SPELL_DICE, MoraleTrigger, Out, Setup};
use super::{FightState, Fighter, Pending, Stage};
use crate::{Error, Side};

impl FightState {
    pub(super) fn act<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        actor: usize,
        action: &Action,
        command: &Command,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let id = self.fighters[actor].spec.id();
        let phase = self.phase;
        let moving = phase == Phase::Move;
        if moving && !matches!(action, Action::Pass) && self.fighters[actor].loosed {
            return Err(Error::MissileNoMove { id });
        }
        match action {
            Action::Pass => {
                if phase == Phase::MagicEffect {
                    self.fighters[actor].casting = false;
                    events.push(Event::SpellTookEffect { id });
                } else {
                    events.push(Event::Passed { id });
                }
            }
            Action::Cast if phase == Phase::MagicCast => {
                self.fighters[actor].casting = true;
                events.push(Event::CastingBegan { id });
            }
            Action::Attack {
                target,
                step,
                maneuver,
            } if matches!(phase, Phase::Missile | Phase::Melee) => {
                let target = self.enemy(actor, *target)?;
                let die = self.weapon_die(actor, target, step.steps())?;
                self.strike(setup, actor, target, die, *maneuver, false, source, events)?;
            }
            Action::Blast { targets, step } if matches!(phase, Phase::Missile | Phase::Melee) => {
                let targets = self.targets(actor, targets)?;
                for target in targets {
                    if !self.fighters[target].in_fight() {
                        continue;
                    }
                    let die = self.weapon_die(actor, target, step.steps())?;
                    self.strike(setup, actor, target, die, None, false, source, events)?;
                }
            }
            Action::Charge { target } if moving => {
                if self.round != 1 {
                    return Err(Error::ChargeTooLate { round: self.round });
                }
                if !self.fighters[actor].engaged.is_empty() {
                    return Err(Error::AlreadyInMelee { id });
                }
                let t = self.enemy(actor, *target)?;
                self.engage(actor, t);
                self.fighters[actor].charge = Some(*target);
                events.push(Event::Charged {
                    id,
                    target: *target,
                });
            }
            Action::Approach { target } if moving => {
                let t = self.enemy(actor, *target)?;
                self.engage(actor, t);
                events.push(Event::Approached {
                    id,
                    target: *target,
                });
            }
            Action::Withdraw { half } if moving => {
                self.withdraw(setup, actor, *half, source, events)?;
            }
            Action::Flee { safe_place } if moving => {
                self.try_to_flee(setup, actor, *safe_place, source, events)?;
            }
            Action::SpellDamage { dice, targets } if phase == Phase::MagicEffect => {
                self.spell_damage(setup, actor, *dice, targets, source, events)?;
            }
            _ => return Err(self.out_of_turn(command)),
        }
        Ok(())
    }

    /// Leaving melee: every enemy it was engaged with gets a free attack,
    /// unless it withdraws at half speed.
    fn withdraw<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        actor: usize,
        half: bool,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let id = self.fighters[actor].spec.id();
        events.push(Event::Withdrew { id, half });
        let engaged = core::mem::take(&mut self.fighters[actor].engaged);
        for enemy in &engaged {
            let e = self.index(*enemy)?;
            self.fighters[e].engaged.retain(|x| *x != id);
        }
        if !half {
            for enemy in engaged {
                let e = self.index(enemy)?;
                if !self.fighters[actor].in_fight() {
                    break;
                }
                if !self.fighters[e].in_fight() || self.fighters[e].spec.missile() {
                    continue;
                }
                let die = self.weapon_die(e, actor, 0)?;
                self.strike(setup, e, actor, die, None, true, source, events)?;
            }
        }
        Ok(())
    }

    /// Running from the fight: a DEX save, and the group's morale when it
    /// escapes.
    fn try_to_flee<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        actor: usize,
        safe_place: bool,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let id = self.fighters[actor].spec.id();
        let dex = self.fighters[actor]
            .health
            .score(osr_check::cairn_house::Ability::Dex)
            .current();
        let (flight, face) = flee(dex, safe_place, source)?;
        events.push(Event::FleeAttempted { id, face, flight });
        if flight == Flight::Escaped {
            self.leave(actor, Out::Fled, events);
            let side = self.fighters[actor].spec.side();
            if checks_morale(side) {
                self.group_morale(setup, side, source, events)?;
            }
        }
        Ok(())
    }

    /// A spell's damage taking effect on each target still in the fight,
    /// less its spell DR.
    fn spell_damage<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        actor: usize,
        dice: Dice,
        targets: &[u32],
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let id = self.fighters[actor].spec.id();
        osr_core::Error::check_range(
            "spell damage dice",
            dice.count().into(),
            1,
            MAX_SPELL_DICE.into(),
        )?;
        let targets = self.targets(actor, targets)?;
        self.fighters[actor].casting = false;
        events.push(Event::SpellTookEffect { id });
        for target in targets {
            if !self.fighters[target].in_fight() {
                continue;
            }
            let total = u32::try_from(dice.roll(source)?).unwrap_or(u32::MAX);
            let dr = self.fighters[target].spec.dr();
            let damage = setup.rules().spell_dr.damage(total, dr);
            events.push(Event::SpellDamageRolled {
                caster: id,
                target: self.fighters[target].spec.id(),
                total,
                dr,
                damage,
            });
            let hp_before = self.fighters[target].health.hp();
            self.land(target, damage, source, events)?;
            self.after_hit(setup, target, hp_before, source, events)?;
        }
        Ok(())
    }

    fn targets(&self, actor: usize, ids: &[u32]) -> Result<Vec<usize>, Error> {
        if ids.is_empty() {
            return Err(Error::NoTargets);
        }
        let mut out = Vec::with_capacity(ids.len());
        for (i, id) in ids.iter().enumerate() {
            if ids[..i].contains(id) {
                return Err(Error::DuplicateCombatant { id: *id });
            }
            out.push(self.enemy(actor, *id)?);
        }
        Ok(out)
    }

    fn engage(&mut self, a: usize, b: usize) {
        let (ia, ib) = (self.fighters[a].spec.id(), self.fighters[b].spec.id());
        if !self.fighters[a].engaged.contains(&ib) {
            self.fighters[a].engaged.push(ib);
        }
        if !self.fighters[b].engaged.contains(&ia) {
            self.fighters[b].engaged.push(ia);
        }
    }

    /// The die `attacker` rolls at `target`: its weapon's, `steps` along
    /// the ladder, one more after a charge at this target, one less for a
    /// missile with an eye gouged out.
    fn weapon_die(&self, attacker: usize, target: usize, steps: i32) -> Result<StepDie, Error> {
        let a = &self.fighters[attacker];
        let mut steps = steps;
        if a.charge == Some(self.fighters[target].spec.id()) {
            steps += 1;
        }
        if a.spec.missile() {
            let eyes = a.health.wound_effects().eyes_lost;
            steps +=
                super::super::rules::eye_steps(eyes).ok_or(Error::Blinded { id: a.spec.id() })?;
        }
        Ok(super::super::rules::attack_die(a.spec.die(), steps))
    }

    #[allow(clippy::too_many_arguments)]
    fn strike<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        attacker: usize,
        target: usize,
        die: StepDie,
        maneuver: Option<Maneuver>,
        free: bool,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let target_id = self.fighters[target].spec.id();
        if self.fighters[attacker].charge == Some(target_id) {
            self.fighters[attacker].charge = None;
        }
        if self.phase == Phase::Missile && self.fighters[attacker].spec.missile() && !free {
            self.fighters[attacker].loosed = true;
        }
        let face = die.die().roll(source)?;
        let dr = self.fighters[target].spec.dr();
        let damage = attack_damage(face, dr);
        events.push(Event::Attacked {
            attacker: self.fighters[attacker].spec.id(),
            target: target_id,
            sides: die.die().sides(),
            face,
            dr,
            damage,
            free,
            maneuver,
        });
        if let Some(maneuver) = maneuver {
            self.stage = Stage::Choice(Pending {
                attacker: self.fighters[attacker].spec.id(),
                target: target_id,
                maneuver,
                damage,
            });
            return Ok(());
        }
        let hp_before = self.fighters[target].health.hp();
        self.land(target, damage, source, events)?;
        self.after_hit(setup, target, hp_before, source, events)
    }

    /// Damage landing through osr-health; critical damage or death takes
    /// the combatant out.
    pub(super) fn land<S: FaceSource + ?Sized>(
        &mut self,
        target: usize,
        damage: u32,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let id = self.fighters[target].spec.id();
        let harm = self.fighters[target].health.take_damage(damage, source)?;
        events.extend(harm.events().iter().map(|change| Event::Health {
            id,
            change: *change,
        }));
        match harm.consequence() {
            Consequence::CriticalDamage => self.leave(target, Out::CriticalDamage, events),
            Consequence::Dead => self.leave(target, Out::Dead, events),
            _ => {}
        }
        Ok(())
    }

    fn leave(&mut self, who: usize, reason: Out, events: &mut Vec<Event>) {
        let id = self.fighters[who].spec.id();
        self.fighters[who].out = Some(reason);
        let engaged = core::mem::take(&mut self.fighters[who].engaged);
        for f in &mut self.fighters {
            if engaged.contains(&f.spec.id()) {
                f.engaged.retain(|x| *x != id);
            }
        }
        events.push(Event::OutOfFight { id, reason });
    }

    /// After a hit: the casting save, then morale.
    pub(super) fn after_hit<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        target: usize,
        hp_before: u32,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let f = &self.fighters[target];
        let id = f.spec.id();
        if f.casting {
            if f.in_fight() {
                let wil = f
                    .health
                    .score(osr_check::cairn_house::Ability::Wil)
                    .current();
                let (face, passed) = save(wil, source)?;
                events.push(Event::CastingSave {
                    id,
                    target: wil,
                    face,
                    passed,
                });
                if !passed {
                    self.fighters[target].casting = false;
                    events.push(Event::SpellLost { id });
                }
            } else {
                self.fighters[target].casting = false;
                events.push(Event::SpellLost { id });
            }
        }
        let f = &self.fighters[target];
        let side = f.spec.side();
        if !checks_morale(side) {
            return Ok(());
        }
        let group = self.group_size(side);
        if group == 1 {
            if f.in_fight() && !f.spec.is_undead() && hp_before > 0 && f.health.hp() == 0 {
                let wil = f
                    .health
                    .score(osr_check::cairn_house::Ability::Wil)
                    .current();
                let (face, passed) = save(wil, source)?;
                events.push(Event::MoraleChecked {
                    trigger: MoraleTrigger::Lone,
                    target: wil,
                    face,
                    passed,
                });
                if !passed {
                    self.leave(target, Out::Routed, events);
                }
            }
            return Ok(());
        }
        self.group_morale(setup, side, source, events)
    }

    fn group_size(&self, side: Side) -> u32 {
        let n = self
            .fighters
            .iter()
            .filter(|f| f.spec.side() == side)
            .count();
        u32::try_from(n).unwrap_or(u32::MAX)
    }

    /// The enemy group's morale after a loss: a save at the first
    /// casualty and again at half lost (one save when both come at once).
    fn group_morale<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        side: Side,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let group = self.group_size(side);
        if group < 2 {
            return Ok(());
        }
        let lost = self
            .fighters
            .iter()
            .filter(|f| f.spec.side() == side && !f.in_fight())
            .count();
        let lost = u32::try_from(lost).unwrap_or(u32::MAX);
        let mut trigger = None;
        if !self.first_casualty && lost >= 1 {
            self.first_casualty = true;
            trigger = Some(MoraleTrigger::FirstCasualty);
        }
        if !self.half && half_lost(lost, group) {
            self.half = true;
            trigger = Some(MoraleTrigger::HalfLost);
        }
        let Some(trigger) = trigger else {
            return Ok(());
        };
        let Some(wil) = self.morale_wil(setup, side) else {
            return Ok(());
        };
        let (face, passed) = save(wil, source)?;
        events.push(Event::MoraleChecked {
            trigger,
            target: wil,
            face,
            passed,
        });
        if !passed {
            for i in 0..self.fighters.len() {
                let f = &self.fighters[i];
                if f.spec.side() == side && f.in_fight() && !f.spec.is_undead() {
                    self.leave(i, Out::Routed, events);
                }
            }
        }
        Ok(())
    }

    /// The WIL the enemies' morale uses: their leader's, else the first
    /// enemy still in the fight who checks morale; `None` when every
    /// enemy left is undead.
    fn morale_wil(&self, setup: &Setup, side: Side) -> Option<i32> {
        let checks = |f: &&Fighter| f.spec.side() == side && f.in_fight() && !f.spec.is_undead();
        let first = self.fighters.iter().find(checks)?;
        let wil = |f: &Fighter| {
            f.health
                .score(osr_check::cairn_house::Ability::Wil)
                .current()
        };
        Some(match setup.leader() {
            Some(leader) => self
                .fighters
                .iter()
                .find(|f| f.spec.id() == leader)
                .map_or_else(|| wil(first), wil),
            None => wil(first),
        })
    }
}

/// Whether a side checks morale (CH-combat.morale.pc): the enemies do,
/// the PCs never.
const fn checks_morale(side: Side) -> bool {
    matches!(side, Side::Foes)
}
