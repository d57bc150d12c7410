//! Size, load and movement, derived from the sheet; selling and buying
//! tools.

use alloc::vec::Vec;

use osr_check::Check as _;
use osr_check::murdham::SaveOutcome;
use osr_core::FaceSource;
use osr_encumbrance::LoadModel;
use osr_encumbrance::bulk::murdham::{Load, Size, State};
use osr_equipment::murdham::{Buyer, Tool, Value};
use osr_health::murdham::Ability;
use osr_travel::murdham::Footing;

use super::{Coins, Event, Field, Sheet};
use crate::Error;

/// How size settles a save or contest between two characters
/// (MU-sheet.size.saves).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum SizeRuling {
    /// The character wins without a roll.
    Wins,
    /// The character loses without a roll.
    Loses,
    /// Size settles nothing: roll.
    Roll,
}

/// How size settles a save or contest of `ability` between a character of
/// size `own` and one of size `other` (MU-sheet.size.saves): in STR the
/// larger wins outright; in AGI or WIT, when size is a hindrance
/// (`size_hinders`, the referee's call: squeezing through a gap), the
/// larger loses outright. Otherwise, and between equal sizes, roll.
///
/// # Examples
///
/// ```
/// use osr_encumbrance::bulk::murdham::Size;
/// use osr_sheet::murdham::{Ability, SizeRuling, size_ruling};
///
/// // Arm-wrestling: large against medium wins without a roll.
/// assert_eq!(size_ruling(Size::Large, Size::Medium, Ability::Str, false), SizeRuling::Wins);
/// // Squeezing through a gap: large against small loses without a roll.
/// assert_eq!(size_ruling(Size::Large, Size::Small, Ability::Agi, true), SizeRuling::Loses);
/// assert_eq!(size_ruling(Size::Large, Size::Small, Ability::Agi, false), SizeRuling::Roll);
/// ```
#[must_use]
pub fn size_ruling(own: Size, other: Size, ability: Ability, size_hinders: bool) -> SizeRuling {
    let larger = match own.cmp(&other) {
        core::cmp::Ordering::Equal => return SizeRuling::Roll,
        core::cmp::Ordering::Greater => true,
        core::cmp::Ordering::Less => false,
    };
    match (ability, size_hinders, larger) {
        (Ability::Str, _, true) | (Ability::Agi | Ability::Wit, true, false) => SizeRuling::Wins,
        (Ability::Str, _, false) | (Ability::Agi | Ability::Wit, true, true) => SizeRuling::Loses,
        (Ability::Agi | Ability::Wit, false, _) => SizeRuling::Roll,
    }
}

impl Sheet {
    /// The load (osr-encumbrance's Murdham bulk model): the bulk carried
    /// against the size's carry limit.
    #[must_use]
    pub const fn load(&self) -> Load {
        Load {
            size: self.size,
            carried: self.carried,
        }
    }

    /// Zones moved in a round (MU-core.space-units with osr-travel's
    /// speed): 2, or 4 sprinting on open ground; halved when encumbered;
    /// none when overloaded.
    ///
    /// # Errors
    ///
    /// [`Error::Travel`] (`NotAllowed`) for a sprint among obstacles.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_encumbrance::bulk::Bulk;
    /// use osr_sheet::murdham::{Abilities, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new(12, 9, 11)?);
    /// assert_eq!(sheet.zones_per_round(true, true)?, 4);
    /// // Carrying 12 bulk: encumbered, half speed.
    /// assert_eq!(sheet.with_carried(Bulk::whole(12)).zones_per_round(false, false)?, 1);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn zones_per_round(&self, sprint: bool, open_ground: bool) -> Result<u32, Error> {
        let zones = osr_travel::murdham::sprint_zones(sprint, open_ground)?;
        self.load()
            .effects()
            .speed
            .of(zones)
            .ok_or(Error::Overflow { what: "zones" })
    }

    /// How many characters of the sheet's size a typical zone holds
    /// (`None` for a massive one, which needs a large open zone).
    #[must_use]
    pub const fn per_zone(&self) -> Option<u32> {
        self.size.per_zone()
    }

    /// Off-path travel speed as a fraction of normal (osr-equipment):
    /// bushcraft (proficiency in navigation) and navigation tools each
    /// halve the penalty.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::murdham::{Abilities, KnownSkill, Sheet};
    ///
    /// let sheet = Sheet::new(Abilities::new(12, 9, 11)?).with_skill(KnownSkill::Bushcraft.skill())?;
    /// assert_eq!(sheet.off_path_speed(true), (1, 1));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn off_path_speed(&self, navigation_tools: bool) -> (u32, u32) {
        osr_equipment::murdham::off_path_speed(self.proficient(Field::Navigation), navigation_tools)
    }

    /// What `buyer` pays this character for an item of `value`
    /// (osr-equipment's prices): the character's bargain (proficiency in
    /// trade) cancels the buyer's.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::murdham::{Buyer, Value};
    /// use osr_sheet::murdham::{Abilities, KnownSkill, Sheet};
    ///
    /// let trader = Sheet::new(Abilities::new(12, 9, 11)?).with_skill(KnownSkill::Bargain.skill())?;
    /// let merchant = Buyer { bargain: true, merchant: true };
    /// assert_eq!(trader.sale_price(100, merchant), Value::whole(50));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn sale_price(&self, value: u32, buyer: Buyer) -> Value {
        osr_equipment::murdham::price(value, buyer, self.proficient(Field::Trade))
    }

    /// Buys `item` for `cost` coins (the chapter has no price list: the
    /// price is the table's).
    ///
    /// # Errors
    ///
    /// [`Error::NotEnoughCoins`] when it costs more than the coins,
    /// [`Error::TooMany`] past [`MAX_ITEMS`](super::MAX_ITEMS); the sheet is unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_equipment::murdham::Tool;
    /// use osr_sheet::murdham::{Abilities, Sheet};
    ///
    /// let mut sheet = Sheet::new(Abilities::new(12, 9, 11)?).with_coins(30)?;
    /// sheet.buy(Tool::Antidote, 10)?;
    /// assert_eq!(sheet.coins(), 20);
    /// assert_eq!(sheet.buy(Tool::SurgicalTools, 40).unwrap_err().kind(), "not_enough_coins");
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn buy(&mut self, item: Tool, cost: u32) -> Result<Event, Error> {
        let left = self
            .coins
            .0
            .checked_sub(cost)
            .ok_or(Error::NotEnoughCoins {
                item: item.name(),
                cost,
                coins: self.coins.0,
            })?;
        self.push_item(item)?;
        self.coins = Coins(left);
        Ok(Event::Bought {
            item,
            cost,
            coins_left: left,
        })
    }

    /// Swimming (MU-travel.move.swim, MU-enc.swim) through osr-travel,
    /// with this character's AGI and the bulk it carries: in turbulent
    /// water, or carrying more than 2 bulk, an AGI save on entering and at
    /// the start of every round, a failure starting to drown; otherwise no
    /// roll.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_encumbrance::bulk::Bulk;
    /// use osr_sheet::murdham::{Abilities, Sheet};
    ///
    /// let swimmer = Sheet::new(Abilities::new(12, 9, 11)?);
    /// // Calm water, nothing carried: no save.
    /// assert!(!swimmer.swim(false, &mut SuppliedFaces::new(&[]))?.was_rolled());
    /// // A small item (2 bulk) and a tiny one: AGI 9 rolls 12, drowning.
    /// let laden = swimmer.with_carried(Bulk::hundredths(250));
    /// assert!(!laden.swim(false, &mut SuppliedFaces::new(&[12]))?.passed());
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn swim<S: FaceSource + ?Sized>(
        &self,
        turbulent: bool,
        source: &mut S,
    ) -> Result<SaveOutcome, Error> {
        Ok(osr_travel::murdham::swim(
            self.score(Ability::Agi),
            turbulent,
            self.carried,
            source,
        )?)
    }

    /// Climbing a surface (MU-travel.move.climb) with the bulk carried: an
    /// AGI save through osr-travel (none on an easy surface, no hope on an
    /// impossible one), and when the load encumbers the climber (more than
    /// its carry limit) a STR save too, as every AGI save of an encumbered
    /// character asks (osr-encumbrance's Murdham load). The outcomes in
    /// order, AGI first; the climb holds when every one passed, a failure
    /// is a fall.
    ///
    /// # Errors
    ///
    /// [`Error::Travel`] or [`Error::Core`] when the face source fails;
    /// nothing is kept then.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_check::Resolved as _;
    /// use osr_core::SuppliedFaces;
    /// use osr_encumbrance::bulk::Bulk;
    /// use osr_sheet::murdham::{Abilities, Sheet};
    /// use osr_travel::murdham::Footing;
    ///
    /// let climber = Sheet::new(Abilities::new(12, 9, 11)?);
    /// // A rope: no save.
    /// assert!(climber.climb(Footing::Easy, &mut SuppliedFaces::new(&[]))?.iter().all(|s| s.passed()));
    /// // A rough wall with 12 bulk on the back: AGI 9 rolls 7, then STR 12 rolls 14: a fall.
    /// let laden = climber.with_carried(Bulk::whole(12));
    /// let saves = laden.climb(Footing::Hard, &mut SuppliedFaces::new(&[7, 14]))?;
    /// assert_eq!(saves.iter().map(|s| s.faces()).collect::<Vec<_>>(), [vec![7], vec![14]]);
    /// assert!(!saves.iter().all(|s| s.passed()));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn climb<S: FaceSource + ?Sized>(
        &self,
        surface: Footing,
        source: &mut S,
    ) -> Result<Vec<SaveOutcome>, Error> {
        let agi = osr_travel::murdham::climb(self.score(Ability::Agi), surface, source)?;
        let rolled = agi.was_rolled();
        let mut saves = alloc::vec![agi];
        if rolled && self.load().effects().agi_saves_need_str {
            saves.push(self.save(Ability::Str).roll(source)?);
        }
        Ok(saves)
    }

    /// The load state (unencumbered, encumbered, overloaded).
    #[must_use]
    pub fn load_state(&self) -> State {
        self.load().state()
    }
}
