//! Damage and hits (CH-health.damage-to-hp, .zero-exact, .overflow,
//! .crit-save): HP first, a grievous wound at exactly 0, STR loss and the
//! critical damage save past 0, and the exact odds of each consequence.

use alloc::vec::Vec;

use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::cairn_house::Save;
use osr_check::{Check, Odds, PassFail, Resolved, ratio};
use osr_core::{Die, FaceSource, StepDie};

use super::{
    Character, Damage, DeathCause, Dr, Event, GrievousWound, Harm, Hp, MAX_WOUNDS, roll_die,
};
use crate::Error;

/// The consequence of damage or a hit, in the order of the rules' steps
/// (HP, exactly 0, past 0 and the save, STR 0): the bands of
/// [`Attack::odds`] and [`Character::damage_odds`].
///
/// With the `serde` feature: `"standing"`, `{"grievous": "broken_leg"}`,
/// `"strength_loss"`, `"critical_damage"`, `"dead"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "CairnHouseConsequence")
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Consequence {
    /// HP took it all, or there was no damage: still standing, unwounded.
    Standing,
    /// Brought to exactly 0 HP: this grievous wound.
    Grievous(GrievousWound),
    /// Past 0 HP: STR lowered, the critical damage save passed.
    StrengthLoss,
    /// Past 0 HP: STR lowered, the save failed: crawling, dying within the
    /// hour untreated.
    CriticalDamage,
    /// STR lowered to 0: dead.
    Dead,
}

impl Consequence {
    /// Whether the character is still on their feet: unwounded, grievously
    /// wounded, or past 0 HP with the critical damage save passed.
    #[must_use]
    pub const fn still_standing(self) -> bool {
        !matches!(self, Self::CriticalDamage | Self::Dead)
    }
}

impl Character {
    /// Takes `damage` (after damage reduction): off HP first; exactly 0
    /// HP rolls a d6 grievous wound; past 0 the rest comes off STR and a
    /// STR save against the lowered STR decides critical damage; STR 0
    /// is death. Rolls only the dice the damage calls for.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] for damage outside [`Damage`] or a face source that
    /// fails, [`Error::Dead`] for a dead character. On error the character
    /// is unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_health::cairn_house::{Character, Consequence};
    ///
    /// // HP 2 takes 5: HP 0 and STR 11 -> 8; d20 12 fails the save.
    /// let mut pc = Character::new(6, [11, 10, 10])?.with_hp(2)?;
    /// let harm = pc.take_damage(5, &mut SuppliedFaces::new(&[12]))?;
    /// assert_eq!(harm.consequence(), Consequence::CriticalDamage);
    /// assert_eq!(pc.score(osr_check::cairn_house::Ability::Str).current(), 8);
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    pub fn take_damage<S: FaceSource + ?Sized>(
        &mut self,
        damage: u32,
        source: &mut S,
    ) -> Result<Harm, Error> {
        let damage = Damage::new(damage)?;
        let mut next = self.clone();
        let mut harm = Harm {
            band: Consequence::Standing,
            events: Vec::new(),
            dice: Vec::new(),
        };
        next.apply_damage(damage.get(), source, &mut harm)?;
        *self = next;
        Ok(harm)
    }

    fn apply_damage<S: FaceSource + ?Sized>(
        &mut self,
        damage: u32,
        source: &mut S,
        harm: &mut Harm,
    ) -> Result<(), Error> {
        self.alive()?;
        let hp = self.hp();
        if damage == 0 {
            return Ok(());
        }
        if damage <= hp {
            self.hp = Hp(hp - damage);
            harm.events.push(Event::HpLost {
                from: hp,
                to: hp - damage,
            });
            if damage == hp {
                let face = roll_die(Die::D6, source, &mut harm.dice)?;
                let wound = GrievousWound::of_face(face).unwrap_or(GrievousWound::GruesomeScars);
                harm.events.push(Event::GrievousWound { face, wound });
                if wound == GrievousWound::EyeGougedOut
                    && self.wounds.contains(&GrievousWound::EyeGougedOut)
                    && !self.wound_effects().blinded()
                {
                    harm.events.push(Event::Blinded);
                }
                osr_core::Error::check_range(
                    "grievous wounds",
                    i64::try_from(self.wounds.len() + 1).unwrap_or(i64::MAX),
                    0,
                    i64::try_from(MAX_WOUNDS).unwrap_or(i64::MAX),
                )?;
                self.wounds.push(wound);
                harm.band = Consequence::Grievous(wound);
            }
            return Ok(());
        }
        if hp > 0 {
            self.hp = Hp(0);
            harm.events.push(Event::HpLost { from: hp, to: 0 });
        }
        let excess = damage - hp;
        let from = self.str.current();
        let to = i32::try_from(i64::from(from) - i64::from(excess)).map_or(0, |v| v.max(0));
        self.str.set(to);
        harm.events.push(Event::StrengthLost { from, to, excess });
        if to == 0 {
            self.die(DeathCause::StrengthZero, &mut harm.events);
            harm.band = Consequence::Dead;
            return Ok(());
        }
        let save = self.critical_save(to)?;
        let outcome = save.roll(source)?;
        harm.dice.extend_from_slice(outcome.dice());
        let passed = outcome.band().passed();
        harm.events.push(Event::CriticalDamageSave {
            target: to,
            face: outcome.face(),
            passed,
        });
        if passed {
            harm.band = Consequence::StrengthLoss;
        } else {
            harm.events.push(Event::CriticalDamage);
            if self.critical_minutes.is_none() {
                self.critical_minutes = Some(0);
            }
            harm.band = Consequence::CriticalDamage;
        }
        Ok(())
    }

    fn critical_save(&self, str: i32) -> Result<Save, Error> {
        Ok(Save::new(str)?.with_naturals(self.rules.naturals))
    }

    /// The exact odds of each [`Consequence`] of `damage` (after damage
    /// reduction) landing on this character.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] for damage outside [`Damage`], [`Error::Dead`] for a
    /// dead character.
    pub fn damage_odds(&self, damage: u32) -> Result<Odds<Consequence>, Error> {
        let damage = Damage::new(damage)?;
        self.alive()?;
        let weights = self.consequences_of(damage.get(), &BigRational::one())?;
        Ok(Odds::new(weights, None)?)
    }

    /// The consequences of `damage`, each weighted by `p` times its own
    /// chance.
    fn consequences_of(
        &self,
        damage: u32,
        p: &BigRational,
    ) -> Result<Vec<(Consequence, BigRational)>, Error> {
        let hp = self.hp();
        if damage < hp || damage == 0 {
            return Ok(alloc::vec![(Consequence::Standing, p.clone())]);
        }
        if damage == hp {
            let sixth = p * ratio(1, 6);
            return Ok(GrievousWound::ALL
                .iter()
                .map(|&w| (Consequence::Grievous(w), sixth.clone()))
                .collect());
        }
        let excess = i64::from(damage - hp);
        let to = i64::from(self.str.current()) - excess;
        if to <= 0 {
            return Ok(alloc::vec![(Consequence::Dead, p.clone())]);
        }
        let to = i32::try_from(to).unwrap_or(0);
        let odds = self.critical_save(to)?.odds();
        let pass = odds
            .probability(&PassFail::Pass)
            .unwrap_or_else(BigRational::zero);
        let fail = odds
            .probability(&PassFail::Fail)
            .unwrap_or_else(BigRational::zero);
        Ok(alloc::vec![
            (Consequence::StrengthLoss, p * pass),
            (Consequence::CriticalDamage, p * fail),
        ])
    }
}

/// A hit: a damage die less the target's damage reduction (CH-health.damage-to-hp).
///
/// # Examples
///
/// ```
/// use osr_check::ratio;
/// use osr_core::StepDie;
/// use osr_health::cairn_house::{Attack, Character, Consequence};
///
/// // HP 3, STR 12, DR 1, hit by a d8.
/// let pc = Character::new(3, [12, 10, 10])?;
/// let odds = Attack::new(StepDie::D8, 1)?.odds(&pc)?;
/// assert_eq!(odds.probability(&Consequence::Standing), Some(ratio(3, 8)));
/// assert_eq!(odds.sum_where(|c| c.still_standing()), ratio(3, 8) + ratio(1, 8) + ratio(19, 80));
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Attack {
    die: StepDie,
    dr: Dr,
}

impl Attack {
    /// A hit with `die` against damage reduction `dr`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for DR outside [`Dr`].
    pub fn new(die: StepDie, dr: u32) -> Result<Self, Error> {
        Ok(Self {
            die,
            dr: Dr::new(dr)?,
        })
    }

    /// The damage die.
    #[must_use]
    pub const fn die(&self) -> StepDie {
        self.die
    }

    /// The damage reduction.
    #[must_use]
    pub const fn dr(&self) -> u32 {
        self.dr.get()
    }

    /// Rolls the damage die and applies the damage to `target`.
    ///
    /// # Errors
    ///
    /// [`Error::Dead`] for a dead target, [`Error::Core`] when the face
    /// source fails; the target is then unchanged.
    pub fn roll<S: FaceSource + ?Sized>(
        &self,
        target: &mut Character,
        source: &mut S,
    ) -> Result<Harm, Error> {
        target.alive()?;
        let mut next = target.clone();
        let mut harm = Harm {
            band: Consequence::Standing,
            events: Vec::new(),
            dice: Vec::new(),
        };
        let die = self.die.die();
        let face = roll_die(die, source, &mut harm.dice)?;
        let damage = face.saturating_sub(self.dr());
        harm.events.push(Event::DamageRolled {
            sides: die.sides(),
            face,
            dr: self.dr(),
            damage,
        });
        next.apply_damage(damage, source, &mut harm)?;
        *target = next;
        Ok(harm)
    }

    /// Checks a recorded hit (read from JSON, a log, another program)
    /// against the character it was rolled on: rolling its own faces again
    /// must give the same hit, every face used.
    ///
    /// # Errors
    ///
    /// [`Error::Check`] with [`osr_check::Error::Forged`] when the replay
    /// differs or runs out of faces; the replay's other errors as they are.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::{StepDie, SuppliedFaces};
    /// use osr_health::cairn_house::{Attack, Character};
    ///
    /// let before = Character::new(4, [14, 9, 11])?;
    /// let bow = Attack::new(StepDie::D6, 1)?;
    /// let harm = bow.roll(&mut before.clone(), &mut SuppliedFaces::new(&[6, 15]))?;
    /// assert!(bow.verify(&before, &harm).is_ok());
    /// assert!(Attack::new(StepDie::D6, 0)?.verify(&before, &harm).is_err());
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    pub fn verify(&self, before: &Character, harm: &Harm) -> Result<(), Error> {
        let faces = harm.faces();
        let mut source = osr_core::SuppliedFaces::new(&faces);
        let replayed = self
            .roll(&mut before.clone(), &mut source)
            .map_err(|err| match err {
                Error::Core(osr_core::Error::FacesExhausted { .. }) => {
                    Error::from(osr_check::Error::Forged)
                }
                other => other,
            })?;
        if replayed == *harm && source.remaining().is_empty() {
            Ok(())
        } else {
            Err(osr_check::Error::Forged.into())
        }
    }

    /// The exact odds of each [`Consequence`] for `target`.
    ///
    /// # Errors
    ///
    /// [`Error::Dead`] for a dead target.
    pub fn odds(&self, target: &Character) -> Result<Odds<Consequence>, Error> {
        target.alive()?;
        let sides = self.die.die().sides();
        let each = ratio(1, sides);
        let mut weights = Vec::new();
        for face in 1..=sides {
            weights.extend(target.consequences_of(face.saturating_sub(self.dr()), &each)?);
        }
        Ok(Odds::new(weights, None)?)
    }
}
