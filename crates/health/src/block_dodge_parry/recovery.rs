//! Block, Dodge, Parry's deprivation, sleep, meals, catching one's breath
//! and recovering ability loss (BDP-1.6, BDP-1.8).

use alloc::vec::Vec;

use osr_check::block_dodge_parry::{Ability, Save};
use osr_check::{Check, Fate, Odds, Resolved, Rolled};
use osr_core::{Die, FaceSource, UsageDie};

use super::{Body, Event};
use crate::Error;

/// How Fatigue from deprivation is counted (BDP-1.6.deprivation-fatigue).
///
/// # Examples
///
/// ```
/// use osr_health::block_dodge_parry::DeprivationRule;
///
/// assert_eq!(DeprivationRule::default(), DeprivationRule::BeyondFirstDay);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum DeprivationRule {
    /// One Fatigue for each day beyond the first (the agreed reading:
    /// 2 days give 1).
    #[default]
    BeyondFirstDay,
    /// One Fatigue for every day, the first included, once the
    /// deprivation lasts more than a day (2 days give 2).
    EveryDay,
}

osr_core::bounded! {
    error: crate::Error;
    /// Days a character has gone deprived of a crucial need.
    pub struct DeprivedDays(u32) in 0..=3650, "deprived days";
}

/// The Fatigue a character deprived for `days` days has gained from it.
///
/// # Examples
///
/// ```
/// use osr_health::block_dodge_parry::{DeprivationRule, deprivation_fatigue};
///
/// let counted = |d| deprivation_fatigue(d, DeprivationRule::BeyondFirstDay);
/// assert_eq!((counted(1)?, counted(2)?, counted(3)?), (0, 1, 2));
/// assert_eq!(deprivation_fatigue(2, DeprivationRule::EveryDay)?, 2);
/// # Ok::<(), osr_health::Error>(())
/// ```
///
/// # Errors
///
/// [`Error::Core`] (`OutOfRange`) outside [`DeprivedDays`]' range.
pub fn deprivation_fatigue(days: u32, rule: DeprivationRule) -> Result<u32, Error> {
    let days = DeprivedDays::new(days)?.get();
    Ok(match rule {
        _ if days <= 1 => 0,
        DeprivationRule::BeyondFirstDay => days - 1,
        DeprivationRule::EveryDay => days,
    })
}

/// The quality of a night's rest (BDP-1.8.2.sleep), worst first.
///
/// # Examples
///
/// ```
/// use osr_health::block_dodge_parry::{Body, Rest, Track};
///
/// let mut body = Body::new(Track::new(12, 12)?, Track::new(10, 10)?, Track::new(9, 9)?);
/// body.gain_fatigue(2)?;
/// body.sleep(Rest::Perilous.upgraded(), None);
/// assert_eq!(body.fatigue(), 0);
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "BlockDodgeParryRest")
)]
pub enum Rest {
    /// Awake all night (travelling, studying, exploring): deprived.
    None,
    /// A fortified dungeon room, a makeshift camp in a blizzard: not
    /// deprived.
    Perilous,
    /// A well-made camp, a simple inn: not deprived, all Fatigue gone.
    Normal,
    /// A luxurious chamber, a fey spring: not deprived, all Fatigue gone,
    /// and 1 point of ability loss restored.
    Comfortable,
}

impl Rest {
    /// The rest one level better (a Sleeping Tonic): Perilous to Normal,
    /// Normal to Comfortable. No sleep and Comfortable rest stay as they
    /// are.
    #[must_use]
    pub const fn upgraded(self) -> Self {
        match self {
            Self::Perilous => Self::Normal,
            Self::Normal => Self::Comfortable,
            other => other,
        }
    }
}

/// A meal (BDP-1.8.3.meals), plainest first. Every meal that stays down
/// keeps the character from going deprived of food that day.
///
/// # Examples
///
/// ```
/// use osr_health::block_dodge_parry::Meal;
///
/// assert_eq!(Meal::Simple.fatigue_removed(), 1);
/// assert_eq!(Meal::Fresh.fatigue_removed(), 0);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum Meal {
    /// Raw meat, snakes, rats: a WIL save keeps it down.
    Desperate,
    /// Foraged fruit and vegetables, unprepared.
    Fresh,
    /// Basic preparation, or rations: removes 1 Fatigue (needs fire).
    Simple,
    /// Several prepared ingredients together: removes all Fatigue (needs
    /// fire and a cooking pot).
    Fancy,
}

impl Meal {
    /// Whether the meal can be made with what is at hand: a simple meal
    /// needs fire, a fancy one fire and a cooking pot.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_health::block_dodge_parry::Meal;
    ///
    /// assert!(Meal::Simple.can_make(true, false));
    /// assert!(!Meal::Fancy.can_make(true, false));
    /// ```
    #[must_use]
    pub const fn can_make(self, fire: bool, cooking_pot: bool) -> bool {
        match self {
            Self::Desperate | Self::Fresh => true,
            Self::Simple => fire,
            Self::Fancy => fire && cooking_pot,
        }
    }

    /// The Fatigue the meal removes (`u32::MAX` for all).
    #[must_use]
    pub const fn fatigue_removed(self) -> u32 {
        match self {
            Self::Desperate | Self::Fresh => 0,
            Self::Simple => 1,
            Self::Fancy => u32::MAX,
        }
    }
}

/// What a change that rolls dice did: its [`Event`]s and its dice in
/// order (the crate's [`Unbanded`](crate::Unbanded) record: a meal, a
/// treatment or a day of disease has no band).
///
/// # Examples
///
/// ```
/// use osr_check::Resolved;
/// use osr_core::SuppliedFaces;
/// use osr_health::block_dodge_parry::{Body, Meal, Track};
///
/// let mut body = Body::new(Track::new(12, 12)?, Track::new(10, 10)?, Track::new(9, 9)?);
/// let applied = body.eat(Meal::Desperate, &mut SuppliedFaces::new(&[15]))?;
/// assert_eq!(applied.faces(), [15]); // the WIL save failed: brought back up
/// assert!(applied.events().is_empty());
/// # Ok::<(), osr_health::Error>(())
/// ```
pub type Applied = crate::Unbanded<Event>;

/// A place that hastens recovery of one ability (BDP-1.8.5): 1d4 points a
/// day.
///
/// # Examples
///
/// ```
/// use osr_check::block_dodge_parry::Ability;
/// use osr_core::SuppliedFaces;
/// use osr_health::block_dodge_parry::{Body, Track, Treatment};
///
/// let mut body = Body::new(Track::new(12, 12)?, Track::new(5, 10)?, Track::new(9, 9)?);
/// body.treat(Treatment::Spa, &mut SuppliedFaces::new(&[2]))?;
/// assert_eq!(body.track(Ability::Dex).current(), 7);
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum Treatment {
    /// A healer, physician or clinic: STR.
    Healer,
    /// A spa, massage parlour or bath house: DEX.
    Spa,
    /// Socialising, relaxing, a tea ritual, meditation or prayer: WIL.
    Socialising,
}

impl Treatment {
    /// The ability it restores.
    #[must_use]
    pub const fn ability(self) -> Ability {
        match self {
            Self::Healer => Ability::Str,
            Self::Spa => Ability::Dex,
            Self::Socialising => Ability::Wil,
        }
    }
}

pub(super) fn roll_die<S: FaceSource + ?Sized>(
    die: Die,
    source: &mut S,
    dice: &mut Vec<Rolled>,
) -> Result<u32, Error> {
    let face = die.roll(source)?;
    if !die.has_face(face) {
        return Err(Error::Core(osr_core::Error::FaceOutOfRange {
            face,
            sides: die.sides(),
            position: dice.len(),
        }));
    }
    dice.push(Rolled {
        sides: die.sides(),
        face,
        fate: Fate::Counted,
    });
    Ok(face)
}

/// Hit points, for catching one's breath: the combat rules own them, this
/// only restores them.
///
/// # Examples
///
/// ```
/// use osr_core::{SuppliedFaces, UsageDie};
/// use osr_health::block_dodge_parry::{Body, Track};
///
/// let body = Body::new(Track::new(12, 12)?, Track::new(10, 10)?, Track::new(9, 9)?);
/// let breath = body.catch_breath(1, 5, UsageDie::D4, &mut SuppliedFaces::new(&[2]))?;
/// assert_eq!((breath.hp, breath.waterskin, breath.face), (5, UsageDie::Empty, Some(2)));
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Breath {
    /// HP after resting.
    pub hp: u32,
    /// The waterskin after its usage roll.
    pub waterskin: UsageDie,
    /// The usage die's face, when it was rolled.
    pub face: Option<u32>,
}

impl Body {
    /// Sleeps a night of `rest` (BDP-1.8.2.sleep). No sleep leaves the
    /// character deprived; any rest ends that. Normal and Comfortable rest
    /// remove all Fatigue; Comfortable rest also restores 1 point of
    /// ability loss to `restore`, the player's choice (none when `None`, or
    /// while the character is still deprived of food).
    pub fn sleep(&mut self, rest: Rest, restore: Option<Ability>) -> Vec<Event> {
        let was = self.deprived();
        self.sleepless = rest == Rest::None;
        let mut events = self.deprivation_changed(was);
        if rest >= Rest::Normal {
            events.extend(self.remove_fatigue(u32::MAX));
        }
        if let (Rest::Comfortable, Some(ability)) = (rest, restore) {
            events.extend(self.recover(ability, 1));
        }
        events
    }

    /// A day ends without a meal: the character is deprived of food until
    /// it eats (BDP-1.8.3.daily-meal).
    pub fn go_hungry(&mut self) -> Vec<Event> {
        let was = self.deprived();
        self.hungry = true;
        self.deprivation_changed(was)
    }

    /// Eats a meal (BDP-1.8.3.meals). A desperate meal needs a WIL save to
    /// stay down; one that comes back up does nothing. A meal that stays
    /// down ends deprivation of food and removes its Fatigue.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails (only a desperate meal
    /// rolls).
    pub fn eat<S: FaceSource + ?Sized>(
        &mut self,
        meal: Meal,
        source: &mut S,
    ) -> Result<Applied, Error> {
        let mut dice = Vec::new();
        if meal == Meal::Desperate {
            let save = Save::new(self.track(Ability::Wil).current())?.roll(source)?;
            dice.extend_from_slice(save.dice());
            if !save.passed() {
                return Ok(Applied {
                    events: Vec::new(),
                    dice,
                });
            }
        }
        let was = self.deprived();
        self.hungry = false;
        let mut events = self.deprivation_changed(was);
        events.extend(self.remove_fatigue(meal.fatigue_removed()));
        Ok(Applied { events, dice })
    }

    /// A day of `treatment`: 1d4 of its ability back, up to the maximum
    /// (BDP-1.8.5). A deprived character recovers nothing and rolls
    /// nothing.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails.
    pub fn treat<S: FaceSource + ?Sized>(
        &mut self,
        treatment: Treatment,
        source: &mut S,
    ) -> Result<Applied, Error> {
        let mut dice = Vec::new();
        if self.deprived() {
            return Ok(Applied {
                events: Vec::new(),
                dice,
            });
        }
        let amount = roll_die(Die::D4, source, &mut dice)?;
        let events = self.recover(treatment.ability(), amount);
        Ok(Applied { events, dice })
    }

    /// Catches one's breath (BDP-1.8.1.breath): a few moments' rest and a
    /// drink restore all lost HP, and every recovery of HP rolls the
    /// waterskin's usage die. A deprived character, or one whose waterskin
    /// is empty, recovers nothing and rolls nothing; nor does one with no
    /// HP to recover, nor one whose Fatigue and wounds fill every slot
    /// (its HP stay 0).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::{SuppliedFaces, UsageDie};
    /// use osr_health::block_dodge_parry::{Body, Track};
    ///
    /// let body = Body::new(Track::new(12, 12)?, Track::new(10, 10)?, Track::new(9, 9)?);
    /// let breath = body.catch_breath(2, 6, UsageDie::D8, &mut SuppliedFaces::new(&[1]))?;
    /// assert_eq!((breath.hp, breath.waterskin), (6, UsageDie::D6));
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for HP above `max_hp`, or when the
    /// face source fails.
    pub fn catch_breath<S: FaceSource + ?Sized>(
        &self,
        hp: u32,
        max_hp: u32,
        waterskin: UsageDie,
        source: &mut S,
    ) -> Result<Breath, Error> {
        if !self.breath_recovers(hp, max_hp, waterskin)? {
            return Ok(Breath {
                hp,
                waterskin,
                face: None,
            });
        }
        let roll = waterskin.roll(source)?;
        Ok(Breath {
            hp: max_hp,
            waterskin: roll.after,
            face: Some(roll.face),
        })
    }
}

impl Body {
    /// Whether catching one's breath recovers HP, and so rolls the
    /// waterskin.
    fn breath_recovers(&self, hp: u32, max_hp: u32, waterskin: UsageDie) -> Result<bool, Error> {
        osr_core::Error::check_range("hit points", i64::from(hp), 0, i64::from(max_hp))?;
        Ok(!(self.deprived() || waterskin.is_empty() || hp == max_hp || self.free_slots() == 0))
    }

    /// The exact odds of the waterskin after [`catch_breath`](Self::catch_breath),
    /// before its usage die: one step down on a 1 or 2 of it. `None` when
    /// nothing is recovered and nothing rolls.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for HP above `max_hp`.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::ratio;
    /// use osr_core::UsageDie;
    /// use osr_health::block_dodge_parry::{Body, Track};
    ///
    /// let body = Body::new(Track::new(12, 12)?, Track::new(10, 10)?, Track::new(9, 9)?);
    /// // A full waterskin's d8 steps down to d6 on a 1 or 2: 1 in 4.
    /// let odds = body.catch_breath_odds(2, 6, UsageDie::D8)?.expect("HP to recover");
    /// assert_eq!(odds.probability(&UsageDie::D6), Some(ratio(1, 4)));
    /// // Nothing to recover: nothing rolls.
    /// assert!(body.catch_breath_odds(6, 6, UsageDie::D8)?.is_none());
    /// # Ok::<(), osr_health::Error>(())
    /// ```
    pub fn catch_breath_odds(
        &self,
        hp: u32,
        max_hp: u32,
        waterskin: UsageDie,
    ) -> Result<Option<Odds<UsageDie>>, Error> {
        if !self.breath_recovers(hp, max_hp, waterskin)? {
            return Ok(None);
        }
        Ok(waterskin
            .die()
            .map(|die| Odds::die(die, |face| waterskin.after(face).unwrap_or(waterskin))))
    }
}

/// Where Fatigue comes from (BDP-1.6.fatigue-sources). Each Fatigue fills
/// a slot whatever its source; the count per source is the rule that
/// gives it (a day of deprivation beyond the first,
/// [`deprivation_fatigue`]; a block or dodge and a spell in the combat
/// and magic rules; Time, Gear & Skill's success at a cost; the fiction).
///
/// # Examples
///
/// ```
/// use osr_health::block_dodge_parry::{Body, FatigueSource, Track};
///
/// let mut body = Body::new(Track::new(12, 12)?, Track::new(10, 10)?, Track::new(9, 9)?);
/// body.fatigue_from(FatigueSource::Dodging, 1)?;
/// body.fatigue_from(FatigueSource::Deprivation { days: 3 }, 0)?;
/// assert_eq!(body.fatigue(), 3);
/// # Ok::<(), osr_health::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "serde", serde(tag = "source", rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "BlockDodgeParryFatigueSource")
)]
pub enum FatigueSource {
    /// Deprived of a crucial need for so many days: one Fatigue for each
    /// day beyond the first ([`DeprivationRule::BeyondFirstDay`]).
    Deprivation {
        /// Days deprived.
        days: u32,
    },
    /// Blocking an attack.
    Blocking,
    /// Dodging an attack.
    Dodging,
    /// Casting a spell.
    Spellcasting,
    /// Time, Gear & Skill's success at a cost, paid in Fatigue.
    SuccessAtCost,
    /// An event in the fiction.
    Fiction,
}

impl Body {
    /// Adds Fatigue from `source`: `count` of it, or for deprivation the
    /// Fatigue its days give (`count` is not used then).
    ///
    /// # Errors
    ///
    /// [`Error::NoFreeSlot`] when it does not fit, [`Error::Core`]
    /// (`OutOfRange`) for deprivation days outside [`DeprivedDays`]' range;
    /// nothing changes then.
    pub fn fatigue_from(&mut self, source: FatigueSource, count: u32) -> Result<Vec<Event>, Error> {
        let amount = match source {
            FatigueSource::Deprivation { days } => {
                deprivation_fatigue(days, DeprivationRule::BeyondFirstDay)?
            }
            _ => count,
        };
        self.gain_fatigue(amount)
    }
}
