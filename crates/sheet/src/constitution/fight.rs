//! The sheet in osr-combat's fights and back.

use osr_advancement::constitution::Ability;
use osr_check::constitution::AbilityScore;
use osr_combat::Side;
use osr_combat::constitution::{Ac, Bonus, Combatant, Fighter, Training};

use super::{Class, Initiation, Sheet};
use crate::Error;

impl Sheet {
    /// The character as osr-combat's combatant with `id` on `side`:
    /// scores, AC of the armour worn, hit dice, HP, level and marks,
    /// fighter and tough, the trainings among the initiations, the shield,
    /// deprivation's penalty on attacks and initiative (TC-15); a d6
    /// weapon and rolled initiative (change the public fields for anything
    /// else).
    ///
    /// # Errors
    ///
    /// As [`Sheet::level`]; osr-combat's range errors.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_combat::Side;
    /// use osr_sheet::constitution::{Abilities, Class, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new([13, 12, 10, 11, 10])?, 5)?
    ///     .with_class(Some(Class::Fighter))?;
    /// let c = sheet.combatant(1, Side::Party)?;
    /// assert_eq!((c.strength.get(), c.hp.get(), c.combat_bonus()), (13, 5, 1));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn combatant(&self, id: u32, side: Side) -> Result<Combatant, Error> {
        let mut c = Combatant::new(id, side, self.health.hp())?;
        c.wits = AbilityScore::new(self.abilities.get(Ability::Wit))?;
        c.strength = AbilityScore::new(self.abilities.get(Ability::Str))?;
        c.will = AbilityScore::new(self.abilities.get(Ability::Wil))?;
        c.ac = Ac::new(self.ac())?;
        c.hit_dice = osr_health::constitution::HitDice::new(self.health.hit_dice())?;
        c.level = osr_check::constitution::Level::new(self.level()?)?;
        c.marks = osr_health::constitution::Marks::new(self.health.marks())?;
        c.fighter = self.class == Some(Class::Fighter);
        c.tough = self.health.is_tough();
        c.training = Training {
            weapons: self.has(Initiation::WeaponsTraining),
            spear: self.has(Initiation::SpearTraining),
            longsword: self.has(Initiation::LongswordTraining),
            bow: self.has(Initiation::BowTraining),
            berserk: self.has(Initiation::Berserk),
            riposte: false,
        };
        // Deprivation weighs on every check (TC-15.2 to TC-15.6): the
        // attack and initiative rolls.
        let penalty = self.deprivation.penalty();
        c.to_hit = Bonus::new(penalty)?;
        c.initiative_bonus = Bonus::new(penalty)?;
        c.shield = self.shield;
        Ok(c)
    }

    /// Writes a fight's result back (osr-combat's [`Fighter`] for this
    /// character's combatant): HP, major wound marks and death as the
    /// fight left them, the minor wounds it dealt added to those before.
    /// Fatigue and penance are the sheet's.
    ///
    /// # Errors
    ///
    /// osr-health's errors when the fighter's state does not fit this
    /// sheet (more HP than its hit dice, marks past the level).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_combat::Side;
    /// use osr_combat::constitution::{Combatant, Fight, Setup, Ties};
    /// use osr_sheet::constitution::{Abilities, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new([10; 5])?, 5)?;
    /// let setup = Setup::new(
    ///     vec![sheet.combatant(1, Side::Party)?, Combatant::new(2, Side::Foes, 4)?],
    ///     Ties::SetupOrder,
    /// )?;
    /// let mut fight = Fight::new(setup)?;
    /// // ... the fight is played; here it ends at once.
    /// let mut me = fight.fighter(1)?.clone();
    /// me.vitality = me.vitality.with_hp(2)?;
    /// sheet.after_fight(&me)?;
    /// assert_eq!(sheet.health().hp(), 2);
    /// # let _ = &mut fight;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn after_fight(&mut self, fighter: &Fighter) -> Result<(), Error> {
        let fought = &fighter.vitality;
        let minor = self
            .health
            .minor_wounds()
            .checked_add(fought.minor_wounds())
            .ok_or(Error::Overflow {
                what: "minor wounds",
            })?;
        let health = self
            .health
            .clone()
            .with_hp(fought.hp())?
            .with_level(self.health.level(), fought.marks())?
            .with_minor_wounds(minor)?
            .with_dead(fought.is_dead());
        *self = self.clone().with_health(health)?;
        Ok(())
    }
}
