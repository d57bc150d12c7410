//! A Cairn House Rules sheet into osr-combat's fights and back.

use alloc::vec::Vec;

use osr_combat::Side;
use osr_combat::cairn_house::{Combatant, Fighter, Setup};
use osr_equipment::cairn_house::Weapon;

use super::Sheet;
use crate::Error;

impl Sheet {
    /// This character as a combatant of osr-combat's Cairn House Rules
    /// fights, on the party's side: its maximum HP and scores, its first
    /// weapon (unarmed without one) and the DR of its armour and shield.
    /// The health it enters with is set by [`setup`].
    ///
    /// # Errors
    ///
    /// [`Error::Combat`] when osr-combat refuses the values.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::cairn_house::{BodyArmour, Weapon};
    /// use osr_sheet::cairn_house::{Character, Sheet};
    ///
    /// let sheet = Sheet::new(Character::new(4, [14, 9, 11])?)?
    ///     .with_weapon(Weapon::Hand)?
    ///     .with_armour(BodyArmour::Light);
    /// let pc = sheet.combatant(1)?;
    /// assert_eq!((pc.hp(), pc.dr(), pc.die().die().sides()), (4, 1, 6));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn combatant(&self, id: u32) -> Result<Combatant, Error> {
        let health = self.health();
        let weapon = self.weapons().first().copied().unwrap_or(Weapon::Unarmed);
        Ok(
            Combatant::new(id, Side::Party, health.max_hp(), health.maxima())?
                .with_weapon(weapon)
                .with_armour(self.armour(), self.shield()),
        )
    }

    /// Takes back the health this character's fighter ended the fight
    /// with (`fight.fighter(id)?`): HP, abilities, fatigue and wounds as
    /// osr-health keeps them.
    ///
    /// # Errors
    ///
    /// [`Error::Combat`] (`HealthMismatch`) when the fighter's maxima are
    /// not this sheet's; the sheet is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_combat::cairn_house::Fight;
    /// use osr_sheet::cairn_house::{Character, Sheet, setup};
    ///
    /// let mut hero = Sheet::new(Character::new(4, [14, 9, 11])?.with_hp(2)?)?;
    /// let goblin = osr_combat::cairn_house::Combatant::new(
    ///     10, osr_combat::Side::Foes, 3, [8, 12, 7])?;
    /// let fight = Fight::new(setup(&[&hero], vec![goblin])?)?;
    /// hero.after_fight(fight.fighter(1)?)?;
    /// assert_eq!(hero.health().hp(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn after_fight(&mut self, fighter: &Fighter) -> Result<(), Error> {
        let health = fighter.health();
        if health.max_hp() != self.health().max_hp() || health.maxima() != self.health().maxima() {
            return Err(osr_combat::Error::HealthMismatch {
                id: fighter.combatant().id(),
            }
            .into());
        }
        *self.health_mut() = health.clone();
        Ok(())
    }
}

/// A fight between the party's sheets (combatants `1..=party.len()`, in
/// order, each entering with the health on its sheet) and `foes`.
///
/// # Errors
///
/// [`Error::Combat`] when osr-combat refuses the setup: a foe on the
/// party's side or with an ID of the party, an empty side, a character in
/// critical damage or dead.
///
/// # Examples
///
/// ```
/// use osr_combat::Side;
/// use osr_combat::cairn_house::{Combatant, Fight, Policy};
/// use osr_core::SuppliedFaces;
/// use osr_equipment::cairn_house::Weapon;
/// use osr_sheet::cairn_house::{Character, Sheet, setup};
///
/// let mut hero = Sheet::new(Character::new(4, [14, 9, 11])?.with_hp(2)?)?.with_weapon(Weapon::Hand)?;
/// let goblin = Combatant::new(10, Side::Foes, 3, [8, 12, 7])?.with_weapon(Weapon::Hand);
/// let mut fight = Fight::new(setup(&[&hero], vec![goblin])?)?;
/// assert_eq!(fight.fighter(1)?.health().hp(), 2);
/// // Initiative 5 passes; the hero's d6 hits for 6: the goblin is out.
/// fight.play(Policy::FirstStanding, &mut SuppliedFaces::new(&[5, 6, 20]))?;
/// hero.after_fight(fight.fighter(1)?)?;
/// assert_eq!(hero.health().hp(), 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn setup(party: &[&Sheet], foes: Vec<Combatant>) -> Result<Setup, Error> {
    let mut combatants = Vec::with_capacity(party.len() + foes.len());
    for (id, sheet) in (1..).zip(party) {
        combatants.push(sheet.combatant(id)?);
    }
    combatants.extend(foes);
    let mut setup = Setup::new(combatants)?;
    for (id, sheet) in (1..).zip(party) {
        setup = setup.with_health(id, sheet.health().clone())?;
    }
    Ok(setup)
}
