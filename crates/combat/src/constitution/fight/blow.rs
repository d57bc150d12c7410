//! A blow: the attack roll against AC with the defender's reaction, the
//! damage, and what osr-health makes of it.

use alloc::vec::Vec;

use osr_check::constitution::AbilityCheck;
use osr_check::{Check, Resolved};
use osr_core::FaceSource;
use osr_health::constitution::{HitBand, Injury, InjuryBand};

use super::super::rules::{
    BERSERK_TO_HIT, Reaction, active_defence, direct_hit_possible, extra_degrees,
};
use super::super::{Defence, Event, Setup, Spend};
use super::{FightState, faces_of};
use crate::Error;

impl FightState {
    /// The AC of combatant `i` now: an active defence's for the round, or
    /// the setup's.
    pub(super) fn ac(&self, setup: &Setup, i: usize) -> i32 {
        self.fighters[i]
            .defending
            .unwrap_or_else(|| setup.combatants()[i].ac.get())
    }

    fn defence_roll<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        t: usize,
        reaction: Reaction,
        ac: i32,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<i32, Error> {
        let c = &setup.combatants()[t];
        if !c.shield {
            return Err(Error::NotTrained {
                id: c.id,
                what: "shield",
            });
        }
        self.pay(c.id, reaction.cost(), Spend::Reaction(reaction), events)?;
        let roll = AbilityCheck::new(c.strength.get(), ac)?
            .with_modifier(c.combat_bonus())?
            .roll(source)?;
        let to = active_defence(ac, roll.total());
        events.push(Event::DefenceRolled {
            id: c.id,
            faces: faces_of(roll.dice()),
            total: roll.total(),
            ac: to,
        });
        Ok(to)
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn attack<S: FaceSource + ?Sized>(
        &mut self,
        setup: &Setup,
        a: usize,
        t: usize,
        defence: Defence,
        direct_hit: bool,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<(), Error> {
        let (ca, ct) = (&setup.combatants()[a], &setup.combatants()[t]);
        if ca.side == ct.side {
            return Err(Error::OutOfTurn {
                event: "attack",
                step: "target_on_same_side",
            });
        }
        let mut ac = self.ac(setup, t);
        if defence == Defence::Shield {
            ac = self.defence_roll(setup, t, Reaction::ShieldDefence, ac, source, events)?;
        }
        let berserk = if self.fighters[a].berserk {
            BERSERK_TO_HIT
        } else {
            0
        };
        let roll = AbilityCheck::new(ca.strength.get(), ac)?
            .with_modifier(ca.combat_bonus() + ca.to_hit.get() + berserk)?
            .roll(source)?;
        let degrees = roll.degrees();
        let mut hit = degrees.succeeded();
        events.push(Event::AttackRolled {
            attacker: ca.id,
            target: ct.id,
            faces: faces_of(roll.dice()),
            total: roll.total(),
            ac,
            hit,
            extra_degrees: extra_degrees(degrees),
        });
        if hit && defence == Defence::ShieldAfterRoll {
            let blocked_ac =
                self.defence_roll(setup, t, Reaction::ShieldAfterRoll, ac, source, events)?;
            if blocked_ac > roll.total() {
                hit = false;
                events.push(Event::Blocked {
                    attacker: ca.id,
                    target: ct.id,
                });
            }
        }
        if !hit {
            return Ok(());
        }
        let saves =
            Injury::new(0, ct.strength.get(), ct.will.get())?.with_modifier(ct.combat_bonus())?;
        let applied_band = if direct_hit && direct_hit_possible(degrees) {
            events.push(Event::DirectHit {
                attacker: ca.id,
                target: ct.id,
            });
            // 10 HP per level or HD (TC-6.12): a character's hit dice are
            // its level, a monster's are its HD.
            let hd = ca.hit_dice.get();
            let cost = osr_health::constitution::DIRECT_HIT_HP_PER_LEVEL * hd;
            if ct.buys_off && self.fighters[t].vitality.hp() >= cost {
                let change = self.fighters[t].vitality.buy_off(hd)?;
                events.push(Event::Health { id: ct.id, change });
                return Ok(());
            }
            let amount = self.damage(setup, a, t, source, events)?;
            let applied = self.fighters[t]
                .vitality
                .bypassing_hp(amount, saves, source)?;
            for &change in applied.events() {
                events.push(Event::Health { id: ct.id, change });
            }
            HitBand::Injured(applied.consequence())
        } else {
            let amount = self.damage(setup, a, t, source, events)?;
            let applied = self.fighters[t]
                .vitality
                .take_damage(amount, saves, source)?;
            for &change in applied.events() {
                events.push(Event::Health { id: ct.id, change });
            }
            applied.consequence()
        };
        if let HitBand::Injured(band) = applied_band {
            if !band.standing() || band == InjuryBand::Dead {
                self.fighters[t].down = true;
                self.bout.remove(ct.id)?;
                events.push(Event::Out { id: ct.id });
                self.check_ending(setup, events);
            } else if ct.training.berserk && !self.fighters[t].berserk {
                self.fighters[t].berserk = true;
                events.push(Event::WentBerserk { id: ct.id });
            }
        }
        Ok(())
    }

    fn damage<S: FaceSource + ?Sized>(
        &self,
        setup: &Setup,
        a: usize,
        t: usize,
        source: &mut S,
        events: &mut Vec<Event>,
    ) -> Result<u32, Error> {
        let (amount, dice) = setup.combatants()[a].damage.roll(source)?;
        events.push(Event::DamageRolled {
            attacker: setup.combatants()[a].id,
            target: setup.combatants()[t].id,
            faces: dice.iter().flatten().map(|d| d.face).collect(),
            amount,
        });
        Ok(amount)
    }
}
