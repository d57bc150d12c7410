//! The sheet in osr-combat's encounters and back.

use alloc::vec::Vec;

use osr_combat::Side;
use osr_combat::murdham::{Combatant, Event as FightEvent, SocialCondition, Status as FightStatus};
use osr_health::murdham::Ability;

use super::{Condition, Event, Sheet};
use crate::Error;

impl Sheet {
    /// The character as a combatant of osr-combat's Murdham encounter.
    ///
    /// # Errors
    ///
    /// osr-combat's range errors (none for a checked sheet).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_combat::Side;
    /// use osr_sheet::murdham::{Abilities, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new(12, 9, 11)?).with_armour(1)?;
    /// let me = sheet.combatant(1, Side::Party)?;
    /// assert_eq!((me.wit(), me.armour(), me.health().max()), (11, 1, 12));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn combatant(&self, id: u32, side: Side) -> Result<Combatant, Error> {
        let wit = self.score(Ability::Wit);
        Ok(Combatant::new(
            id,
            side,
            wit,
            self.health,
            self.armour.get(),
        )?)
    }

    /// Writes a fight back from osr-combat's encounter: this character's
    /// status at its end (`fight.status(id)?`) gives its health, and the
    /// encounter's `log` (`fight.events()`) the conditions its hits
    /// brought (critical damage incapacitates, losing all health is dying,
    /// a killing hit death) and fear from intimidation.
    ///
    /// # Errors
    ///
    /// [`Error::Mismatch`] when the status' maximum health is not this
    /// sheet's; the sheet is unchanged then.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_combat::Side;
    /// use osr_combat::murdham::{Encounter, Setup, Stance};
    /// use osr_sheet::murdham::{Abilities, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new(10, 9, 12)?);
    /// let foe = Sheet::new(Abilities::new(8, 8, 8)?);
    /// let setup = Setup::new(Stance::Cautious, Stance::Cautious, vec![
    ///     sheet.combatant(1, Side::Party)?,
    ///     foe.combatant(2, Side::Foes)?,
    /// ])?;
    /// let fight = Encounter::new(setup)?;
    /// assert!(sheet.after_fight(fight.status(1)?, fight.events())?.is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn after_fight(
        &mut self,
        status: &FightStatus,
        log: &[FightEvent],
    ) -> Result<Vec<Event>, Error> {
        let id = status.id;
        if status.health.max() != self.health.max() {
            return Err(Error::Mismatch {
                what: "maximum health",
                value: i64::from(status.health.max()),
                other: "STR",
                expected: i64::from(self.health.max()),
            });
        }
        self.health = status.health;
        let mut events = Vec::new();
        let mut frightened = false;
        for event in log {
            match event {
                FightEvent::Damage { target, band, .. } if *target == id => {
                    events.extend(self.conditions_from(*band));
                }
                FightEvent::ConditionGained {
                    id: who,
                    condition: SocialCondition::Frightened { .. },
                } if *who == id => frightened = true,
                _ => {}
            }
        }
        if frightened && self.add_condition(Condition::Frightened) {
            events.push(Event::Became {
                condition: Condition::Frightened,
            });
        }
        Ok(events)
    }
}
