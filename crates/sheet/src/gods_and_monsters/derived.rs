//! The values derived from what the sheet keeps, never stored: the
//! contributors, maximum survival and verve, size and movement, the six
//! reactions, defense, height and weight.

use osr_advancement::gods_and_monsters::{Ability, Archetype, Contributors, Reaction};
use osr_check::gods_and_monsters::Roll;
use osr_encumbrance::bulk::Bulk;
use osr_equipment::gods_and_monsters::Size;

use super::{Item, Place, REACTION_BASE, Sheet, nonneg};
use crate::Error;

impl Sheet {
    /// An ability's score as a major contributor (the agreed table).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::Ability;
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// assert_eq!((sheet.major(Ability::Strength), sheet.minor(Ability::Strength)), (4, 2));
    /// assert_eq!((sheet.major(Ability::Charisma), sheet.minor(Ability::Charisma)), (-1, 0));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn major(&self, ability: Ability) -> i32 {
        self.contributors.major(self.abilities.get(ability))
    }

    /// An ability's score as a minor contributor (the agreed table).
    #[must_use]
    pub fn minor(&self, ability: Ability) -> i32 {
        self.contributors.minor(self.abilities.get(ability))
    }

    /// Maximum survival: 5 + endurance as a major contributor at first
    /// level (never below 0), plus each level's gain.
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// assert_eq!((sheet.max_survival(), sheet.max_verve()), (7, 7));
    /// assert_eq!((sheet.level(), sheet.xp(), sheet.gains().len()), (1, 0, 0));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn max_survival(&self) -> u32 {
        let first = self.first_level();
        self.gains
            .iter()
            .fold(first.survival, |sum, g| sum.saturating_add(g.survival))
    }

    /// Maximum verve: 5 + the archetypal ability and the verve contributor
    /// as minor contributors at first level, plus each level's gain.
    #[must_use]
    pub fn max_verve(&self) -> u32 {
        let first = self.first_level();
        self.gains
            .iter()
            .fold(first.verve, |sum, g| sum.saturating_add(g.verve))
    }

    /// The size: the species'.
    #[must_use]
    pub const fn size(&self) -> Size {
        self.species.size
    }

    /// Movement: the species' base plus strength as a minor contributor
    /// (never below 0).
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// assert_eq!(sheet.movement(), 10);
    /// assert_eq!(sheet.max_item_bulk(), osr_encumbrance::bulk::Bulk::whole(18));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn movement(&self) -> u32 {
        let movement = i64::from(self.species.movement) + i64::from(self.minor(Ability::Strength));
        u32::try_from(movement.max(0)).unwrap_or(0)
    }

    /// The heaviest bulk one item may have: the strength score.
    #[must_use]
    pub fn max_item_bulk(&self) -> Bulk {
        Bulk::whole(nonneg(self.abilities.get(Ability::Strength)))
    }

    /// A reaction: 4 + its major and minor contributors + the species'
    /// health bonus (health only) + the archetype's bonus of level (the
    /// archetypal reaction +1 per level, the others +1 per even level);
    /// perception 1 lower in a full helmet (GM-eq.armor.helmet,
    /// [`Sheet::sight_penalty`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::Reaction;
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// assert_eq!(sheet.reaction(Reaction::Fortitude), 10);
    /// assert_eq!(sheet.reactions(), [10, 10, 6, 4, 6, 3]);
    /// assert_eq!(sheet.reaction_against_magic(Reaction::Evasion), 8);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn reaction(&self, reaction: Reaction) -> i32 {
        let (major, minor) = contributors(reaction);
        let special = if reaction == Reaction::Health {
            self.species.health
        } else {
            0
        };
        let level = i32::try_from(self.archetype.reaction_bonus(reaction, self.level()))
            .unwrap_or(i32::MAX);
        let sight = if reaction == Reaction::Perception {
            self.sight_penalty()
        } else {
            0
        };
        REACTION_BASE + self.major(major) + self.minor(minor) + special + level - sight
    }

    /// What the armour worn takes off perception and attack rolls for
    /// lack of visibility (GM-eq.armor.helmet): 1 in a full helmet, else 0.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::{Abilities, Archetype, Armor, Gear, Item, Place, Price,
    ///     Reaction, Referee, Sheet, Size, Species};
    ///
    /// let helmet = Gear { item: Item::Armor(Armor::FullHelmet), made_for: Size::Small,
    ///     place: Place::Equipped };
    /// let bare = Sheet::new(Archetype::Warrior, Species::dwarf(),
    ///     Abilities::new(10, 10, 10, 10, 10, 10)?, Referee::default())?;
    /// # let mut bare = bare;
    /// # bare.gain_xp(3000)?; // level 3, its two levels rolled
    /// # while bare.levels_due() > 0 { bare.level_up(&mut osr_core::SuppliedFaces::new(&[1]))?; }
    /// let helmeted = bare.clone().with_gear(Price::whole(0), &[helmet])?;
    /// assert_eq!(helmeted.sight_penalty(), 1);
    /// assert_eq!(helmeted.reaction(Reaction::Perception), bare.reaction(Reaction::Perception) - 1);
    /// assert_eq!(helmeted.attacks().close_attack, bare.attacks().close_attack - 1);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn sight_penalty(&self) -> i32 {
        self.gear
            .iter()
            .filter(|g| g.place == Place::Equipped)
            .map(|g| match g.item {
                Item::Armor(a) => a.row().sight_penalty,
                _ => 0,
            })
            .sum()
    }

    /// The six reactions in the rules' order: health, fortitude, willpower,
    /// evasion, reason, perception.
    #[must_use]
    pub fn reactions(&self) -> [i32; 6] {
        Reaction::ALL.map(|r| self.reaction(r))
    }

    /// A reaction against a magical attack or effect: the reaction plus
    /// the species' bonus (the referee's number).
    #[must_use]
    pub fn reaction_against_magic(&self, reaction: Reaction) -> i32 {
        self.reaction(reaction) + self.referee.magic_bonus
    }

    /// Whether a roll against this reaction is archetypal (GM-core.
    /// archetypal): the archetype's own reaction.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::{Ability, Reaction};
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// assert!(sheet.is_archetypal_reaction(Reaction::Fortitude));
    /// assert!(sheet.is_archetypal_ability(Ability::Strength));
    /// assert!(sheet.combat_losses_archetypal());
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn is_archetypal_reaction(&self, reaction: Reaction) -> bool {
        self.archetype.reaction() == reaction
    }

    /// Whether a roll against this ability is archetypal: the archetype's
    /// own ability.
    #[must_use]
    pub fn is_archetypal_ability(&self, ability: Ability) -> bool {
        self.archetype.ability() == ability
    }

    /// Whether losses in combat are archetypal: a warrior's are (so they
    /// come off verve first); the others' depend on what they were doing,
    /// the caller's to say with [`Hit::archetypal`].
    ///
    /// [`Hit::archetypal`]: osr_health::gods_and_monsters::Hit::archetypal
    #[must_use]
    pub fn combat_losses_archetypal(&self) -> bool {
        self.archetype == Archetype::Warrior
    }

    /// A reaction roll (osr-check's roll under), at minus the injuries.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::Reaction;
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// assert_eq!(sheet.reaction_roll(Reaction::Perception)?.target(), 3);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a target outside osr-check's
    /// range.
    pub fn reaction_roll(&self, reaction: Reaction) -> Result<Roll, Error> {
        let penalty = i32::try_from(self.vitals.injury_penalty()).unwrap_or(i32::MIN);
        Ok(Roll::new(self.reaction(reaction))?.with_modifier(penalty)?)
    }

    /// Defense: agility's share (the referee's number) plus every equipped
    /// armour, shield and helmet, against the opponent chosen for the round
    /// (a small shield counts against that one only).
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// // Banded leather 3 + shield 1.
    /// assert_eq!(sheet.defense(), 4);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn defense(&self) -> i32 {
        self.defense_against(true)
    }

    /// Defense against an opponent: the chosen one for the round, or
    /// another, against whom a small shield does not count
    /// (GM-eq.armor.small-shield).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_sheet::gods_and_monsters::{Abilities, Archetype, Armor, Gear, Item, Place, Price,
    ///     Referee, Sheet, Size, Species};
    ///
    /// let shield = Gear { item: Item::Armor(Armor::SmallShield), made_for: Size::Small,
    ///     place: Place::Equipped };
    /// let sheet = Sheet::new(Archetype::Warrior, Species::dwarf(),
    ///     Abilities::new(10, 10, 10, 10, 10, 10)?, Referee::default())?;
    /// # let mut sheet = sheet;
    /// # sheet.gain_xp(3000)?; // level 3, its two levels rolled
    /// # while sheet.levels_due() > 0 { sheet.level_up(&mut osr_core::SuppliedFaces::new(&[1]))?; }
    /// let sheet = sheet.with_gear(Price::whole(0), &[shield])?;
    /// assert_eq!((sheet.defense_against(true), sheet.defense_against(false)), (1, 0));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn defense_against(&self, chosen_opponent: bool) -> i32 {
        let armour: i32 = self
            .gear
            .iter()
            .filter(|g| g.place == Place::Equipped)
            .filter_map(|g| match g.item {
                Item::Armor(a) if chosen_opponent || !a.row().one_opponent => Some(a.row().defense),
                _ => None,
            })
            .sum();
        self.referee.agility_defense + armour
    }

    /// Height in inches: the species' base + the height dice + endurance
    /// as a minor + strength as a major contributor.
    ///
    /// # Examples
    ///
    /// ```
    /// # use osr_core::SuppliedFaces;
    /// # use osr_sheet::gods_and_monsters::{Choices, Creation};
    /// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    /// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// # let sheet = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?.into_sheet();
    /// assert_eq!((sheet.age(), sheet.height_roll(), sheet.height(), sheet.weight()), (151, 10, 56, 220));
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    #[must_use]
    pub fn height(&self) -> i64 {
        i64::from(self.species.base_height)
            + i64::from(self.height_roll)
            + i64::from(self.minor(Ability::Endurance))
            + i64::from(self.major(Ability::Strength))
    }

    /// Weight in pounds: the species' base + 10 × (the height dice +
    /// endurance as a major + strength as a minor contributor).
    #[must_use]
    pub fn weight(&self) -> i64 {
        i64::from(self.species.base_weight)
            + 10 * (i64::from(self.height_roll)
                + i64::from(self.major(Ability::Endurance))
                + i64::from(self.minor(Ability::Strength)))
    }
}

pub(super) const fn contributors(reaction: Reaction) -> (Ability, Ability) {
    match reaction {
        Reaction::Health => (Ability::Endurance, Ability::Strength),
        Reaction::Fortitude => (Ability::Strength, Ability::Endurance),
        Reaction::Willpower => (Ability::Wisdom, Ability::Charisma),
        Reaction::Evasion => (Ability::Agility, Ability::Intelligence),
        Reaction::Reason => (Ability::Intelligence, Ability::Wisdom),
        Reaction::Perception => (Ability::Charisma, Ability::Agility),
    }
}
