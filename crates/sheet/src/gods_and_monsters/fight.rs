//! The sheet in osr-combat's fights: its attacks, its combatant, and the
//! fight taken back.

use osr_advancement::gods_and_monsters::{Ability, Reaction};
use osr_core::Dice;
use osr_equipment::gods_and_monsters::{Size, sized_damage, sized_range};

use super::{Item, Place, Sheet, nonneg};
use crate::Error;

/// The attack and damage bonuses of the three kinds of attack
/// (GM-sheet.attack.*).
///
/// # Examples
///
/// ```
/// # use osr_core::SuppliedFaces;
/// # use osr_sheet::gods_and_monsters::{Choices, Creation};
/// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
/// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
/// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
/// assert_eq!(sheet.attacks().propelled_attack, 0);
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Attacks {
    /// Close combat attack: strength as a minor contributor.
    pub close_attack: i32,
    /// Close combat damage: strength as a major contributor.
    pub close_damage: i32,
    /// Thrown weapons attack (the referee's number).
    pub thrown_attack: i32,
    /// Thrown damage: strength as a minor contributor.
    pub thrown_damage: i32,
    /// Range penalty points a throw ignores: strength as a minor
    /// contributor, never below 0.
    pub thrown_range_relief: u32,
    /// Propelled weapons attack (the referee's number, from agility).
    pub propelled_attack: i32,
}

impl Sheet {
    /// The attack and damage bonuses, the attacks 1 lower in a full helmet
    /// (GM-eq.armor.helmet, [`Sheet::sight_penalty`]).
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// let a = sheet.attacks();
    /// assert_eq!((a.close_attack, a.close_damage, a.thrown_damage, a.thrown_range_relief), (2, 4, 2, 2));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn attacks(&self) -> Attacks {
        let minor = self.minor(Ability::Strength);
        let sight = self.sight_penalty();
        Attacks {
            close_attack: minor - sight,
            close_damage: self.major(Ability::Strength),
            thrown_attack: self.referee.thrown_attack - sight,
            thrown_damage: minor,
            thrown_range_relief: nonneg(minor),
            propelled_attack: self.referee.propelled_attack - sight,
        }
    }

    /// The damage the first equipped weapon does, sized for the creature
    /// it was made for, and its range; unarmed (d3) without one.
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// // The small battleaxe.
    /// let (damage, range) = sheet.weapon()?;
    /// assert_eq!((damage.to_string(), range), ("d8".into(), Some(1)));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Equipment`] for a weapon whose damage is off the
    /// progression at another size.
    pub fn weapon(&self) -> Result<(Dice, Option<u32>), Error> {
        let wielded = self.gear.iter().find_map(|g| match (g.item, g.place) {
            (Item::Weapon(w), Place::Equipped) => Some((w, g.made_for)),
            _ => None,
        });
        Ok(match wielded {
            Some((w, size)) => {
                let row = w.row();
                let damage = if size == Size::Medium {
                    row.damage
                } else {
                    sized_damage(row.damage, size)?
                };
                (damage, row.range.map(|r| sized_range(r, size)))
            }
            None => (osr_combat::gods_and_monsters::unarmed_damage(false), None),
        })
    }

    /// The sheet as osr-combat's combatant: Fighting Art, close combat
    /// attack (minus 1 a size step for a weapon made for another size),
    /// defense, the wielded weapon's damage plus the strength's close
    /// damage, vitals, reactions and endurance; losses in combat are
    /// archetypal, and warrior cover applies, for a warrior.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_combat::Side;
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// let hero = sheet.combatant(1, Side::Party)?;
    /// assert_eq!((hero.fighting_art(), hero.attack_bonus(), hero.defense()), (1, 2, 4));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a number outside osr-combat's
    /// ranges.
    pub fn combatant(
        &self,
        id: u32,
        side: osr_combat::Side,
    ) -> Result<osr_combat::gods_and_monsters::Combatant, Error> {
        use osr_combat::gods_and_monsters::{Combatant, Damage, Reactions};
        let (dice, _) = self.weapon()?;
        let size_penalty = self
            .gear
            .iter()
            .find_map(|g| match (g.item, g.place) {
                (Item::Weapon(_), Place::Equipped) => Some(g.made_for.steps_to(self.size()).abs()),
                _ => None,
            })
            .unwrap_or(0);
        let attacks = self.attacks();
        let warrior = self.combat_losses_archetypal();
        Ok(Combatant::new(id, side, self.vitals)
            .with_player(true)
            .with_attack(
                i32::try_from(self.fighting_art()).unwrap_or(i32::MAX),
                attacks.close_attack - size_penalty,
            )?
            .with_defense(self.defense())?
            .with_damage(Damage::new(dice, attacks.close_damage)?)
            .with_reactions(Reactions::new(
                self.reaction(Reaction::Perception),
                self.reaction(Reaction::Willpower),
                self.reaction(Reaction::Fortitude),
                self.reaction(Reaction::Evasion),
            )?)
            .with_endurance(self.abilities.get(Ability::Endurance))?
            .with_archetypal_losses(warrior)
            .with_warrior_cover(warrior))
    }

    /// Writes a fight's result back: the vitals the combatant ended with
    /// (survival, verve, injuries). Being unconscious or dying is the
    /// fight's ([`Status`](osr_combat::gods_and_monsters::Status)) and
    /// osr-health's death timer; the sheet does not keep it.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_combat::Side;
    /// use osr_combat::gods_and_monsters::{Combatant, Command, Fight, Order, Setup};
    /// use osr_sheet::gods_and_monsters::Vitals;
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let mut sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// let hero = sheet.combatant(1, Side::Party)?;
    /// let orc = Combatant::new(2, Side::Foes, Vitals::new(20, 0)?);
    /// let mut fight = Fight::new(Setup::new(vec![hero, orc])?)?;
    /// let mut dice = SuppliedFaces::new(&[3, 2]);
    /// for command in [Command::BeginRound, Command::EndPhase, Command::EndPhase, Command::EndPhase] {
    ///     fight.step(command, &mut dice)?;
    /// }
    /// // The orc: 3 <= 11 - 4 hits, d3 = 2 off verve.
    /// fight.step(Command::Attack(Order::new(2, 1)), &mut dice)?;
    /// sheet.after_fight(fight.status(1)?)?;
    /// assert_eq!(sheet.vitals().verve(), 5);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::NotDerived`] when the vitals' maxima are not this sheet's
    /// (the status of another combatant); the sheet is unchanged.
    pub fn after_fight(
        &mut self,
        status: &osr_combat::gods_and_monsters::Status,
    ) -> Result<(), Error> {
        for (what, value, expected) in [
            (
                "max survival",
                status.vitals.max_survival(),
                self.max_survival(),
            ),
            ("max verve", status.vitals.max_verve(), self.max_verve()),
        ] {
            if value != expected {
                return Err(Error::NotDerived {
                    what,
                    value: value.into(),
                    expected: expected.into(),
                });
            }
        }
        self.vitals = status.vitals;
        Ok(())
    }
}
