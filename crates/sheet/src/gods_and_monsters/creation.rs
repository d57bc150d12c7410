//! Creating a character: the player's choices, the dice, the events.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use osr_core::{Die, FaceSource};

use super::{
    ABILITIES, Abilities, Ability, Archetype, Field, Item, MAX_ENTRIES, Place, Price, Referee,
    Sheet, Size, Species, ability_index, entries, text,
};
use crate::Error;

/// A purchase: the item, the size of creature it is made for, and where it
/// goes.
///
/// # Examples
///
/// ```
/// use osr_sheet::gods_and_monsters::{Choices, Item, Place, Size, Weapon};
/// let purchase = Choices::toromeen().purchases[0];
/// assert_eq!((purchase.item, purchase.made_for, purchase.place),
///            (Item::Weapon(Weapon::Battleaxe), Size::Small, Place::Equipped));
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct GearPurchase {
    /// What.
    pub item: Item,
    /// Made for a creature of this size.
    pub made_for: Size,
    /// Where it goes.
    pub place: Place,
}

/// What the player chooses while creating a character: archetype,
/// species, where each of the six rolls goes, the referee's numbers, the
/// story, fields and skills, mojo traded for coins and the purchases.
///
/// # Examples
///
/// ```
/// use osr_sheet::gods_and_monsters::{Ability, Archetype, Choices};
///
/// let choices = Choices::toromeen();
/// assert_eq!(choices.archetype, Archetype::Warrior);
/// assert_eq!(choices.assignment[4], Ability::Strength);
/// choices.check()?;
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Choices {
    /// The archetype.
    pub archetype: Archetype,
    /// The species (the specialty).
    pub species: Species,
    /// The ability each roll goes to, in the order rolled: each ability
    /// once.
    pub assignment: [Ability; 6],
    /// The referee's numbers.
    pub referee: Referee,
    /// The moral code.
    pub moral_code: String,
    /// The motivation.
    pub motivation: String,
    /// The native culture field (its bonus is set to +2); the species'
    /// skill is added to it.
    pub native_culture: Field,
    /// The initial fields, each with its skill.
    pub fields: Vec<Field>,
    /// Fighting Art skills taken with the extras of the starting age.
    pub extra_skills: Vec<String>,
    /// Mojo traded for coins, 30 a point, before buying.
    pub mojo_for_coins: u32,
    /// Gear bought with the starting coins, in order.
    pub purchases: Vec<GearPurchase>,
}

impl Choices {
    /// Toromeen's choices, the rulebook's example: a dwarven warrior,
    /// Chaotic Good, rolls to endurance, agility, wisdom, charisma,
    /// strength and intelligence; Dwarven Culture with Dwarven Language and
    /// Mountain Dwarf Etiquette; Engineering Science (Defenses) and War
    /// Craft (Weaponsmith); the Battleaxe skill from his age; one mojo for
    /// coins; a small battleaxe, banded leather and a shield, equipped.
    #[must_use]
    pub fn toromeen() -> Self {
        let field = |name: &str, bonus, skills: &[&str]| Field {
            name: String::from(name),
            bonus,
            skills: skills.iter().map(|s| String::from(*s)).collect(),
        };
        let equipped = |item| GearPurchase {
            item,
            made_for: Size::Small,
            place: Place::Equipped,
        };
        Self {
            archetype: Archetype::Warrior,
            species: Species::dwarf(),
            assignment: [
                Ability::Endurance,
                Ability::Agility,
                Ability::Wisdom,
                Ability::Charisma,
                Ability::Strength,
                Ability::Intelligence,
            ],
            referee: Referee::toromeen(),
            moral_code: String::from("Chaotic Good"),
            motivation: String::from(
                "I will explore the ruins because I want someday to see the ancient battlefield, Fomhor Achadh.",
            ),
            native_culture: field(
                "Dwarven Culture",
                2,
                &["Dwarven Language", "Mountain Dwarf Etiquette"],
            ),
            fields: alloc::vec![
                field("Engineering Science", 1, &["Defenses"]),
                field("War Craft", 1, &["Weaponsmith"]),
            ],
            extra_skills: alloc::vec![String::from("Battleaxe")],
            mojo_for_coins: 1,
            purchases: alloc::vec![
                equipped(Item::Weapon(super::Weapon::Battleaxe)),
                equipped(Item::Armor(super::Armor::BandedLeather)),
                equipped(Item::Armor(super::Armor::Shield)),
            ],
        }
    }

    /// Checks the choices: each ability assigned once, lists within
    /// [`MAX_ENTRIES`], texts within [`MAX_TEXT`](super::MAX_TEXT), the
    /// species' and referee's numbers in range.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidChoice`] for an ability assigned twice,
    /// [`Error::TooLong`], [`Error::Core`] (`OutOfRange`).
    pub fn check(&self) -> Result<(), Error> {
        let mut seen = [false; 6];
        for ability in self.assignment {
            let i = ability_index(ability);
            if seen[i] {
                return Err(Error::InvalidChoice {
                    what: "each ability takes exactly one roll",
                });
            }
            seen[i] = true;
        }
        self.species.check()?;
        self.referee.check()?;
        text("moral code", &self.moral_code)?;
        text("motivation", &self.motivation)?;
        entries("fields", &self.fields)?;
        entries("fighting art skills", &self.extra_skills)?;
        entries("purchases", &self.purchases)?;
        for skill in &self.extra_skills {
            text("skill", skill)?;
        }
        Ok(())
    }
}

/// One step of creating a character, as data a virtual tabletop can
/// show; its `Display` is the line to show (`"STR 4d6k3 = [6, 3, 6, 6] =
/// 18"`).
///
/// With the `serde` feature: tagged by `"event"`, `snake_case`.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_sheet::gods_and_monsters::{Choices, Creation};
/// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
/// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
/// let created = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?;
/// let lines: Vec<String> = created.events().iter().map(ToString::to_string).collect();
/// assert_eq!(lines[7], "END +1 by species = 15");
/// assert_eq!(lines[11], "traded 1 mojo for 30 sc");
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "serde", serde(tag = "event", rename_all = "snake_case"))]
#[non_exhaustive]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Event {
    /// An ability rolled on 4d6, the three highest kept.
    AbilityRolled {
        /// The ability the player put the roll in.
        ability: Ability,
        /// The four d6 faces, in order.
        faces: [u32; 4],
    },
    /// The species changed an ability.
    Adjusted {
        /// The ability.
        ability: Ability,
        /// By how much.
        by: i32,
        /// The score after.
        score: i32,
    },
    /// Age rolled: the species' base plus d6s.
    AgeRolled {
        /// The species' base age.
        base: u32,
        /// The d6 faces.
        faces: Vec<u32>,
    },
    /// The height dice rolled (d6s).
    HeightRolled {
        /// The d6 faces.
        faces: Vec<u32>,
    },
    /// The starting coins: the archetypal ability's score.
    CoinsStarted {
        /// The archetypal ability.
        ability: Ability,
        /// Silver coins.
        coins: u32,
    },
    /// Mojo traded for coins.
    MojoTraded {
        /// Mojo given.
        mojo: u32,
        /// Silver coins gained.
        coins: u32,
    },
    /// Something bought.
    Bought {
        /// What.
        item: Item,
        /// Made for a creature of this size.
        made_for: Size,
        /// Its price.
        cost: Price,
        /// The coins left after paying.
        coins_left: Price,
    },
}

const fn short(ability: Ability) -> &'static str {
    match ability {
        Ability::Charisma => "CHA",
        Ability::Intelligence => "INT",
        Ability::Wisdom => "WIS",
        Ability::Endurance => "END",
        Ability::Agility => "AGI",
        Ability::Strength => "STR",
    }
}

fn keep3(faces: [u32; 4]) -> u32 {
    let lowest = faces.iter().copied().min().unwrap_or(0);
    faces.iter().sum::<u32>() - lowest
}

struct List<'a>(&'a [u32]);

impl fmt::Display for List<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("[")?;
        for (i, face) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{face}")?;
        }
        f.write_str("]")
    }
}

const fn size_name(size: Size) -> &'static str {
    match size {
        Size::Fine => "fine",
        Size::Tiny => "tiny",
        Size::Small => "small",
        Size::Medium => "medium",
        Size::Large => "large",
        Size::Huge => "huge",
        Size::Gigantic => "gigantic",
        Size::Titanic => "titanic",
    }
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::AbilityRolled { ability, faces } => write!(
                f,
                "{} 4d6k3 = {} = {}",
                short(*ability),
                List(faces),
                keep3(*faces)
            ),
            Self::Adjusted { ability, by, score } => {
                write!(f, "{} {by:+} by species = {score}", short(*ability))
            }
            Self::AgeRolled { base, faces } => write!(
                f,
                "age {base} + {}d6 = {base} + {} = {}",
                faces.len(),
                List(faces),
                base + faces.iter().sum::<u32>()
            ),
            Self::HeightRolled { faces } => write!(
                f,
                "height dice {}d6 = {} = {}",
                faces.len(),
                List(faces),
                faces.iter().sum::<u32>()
            ),
            Self::CoinsStarted { ability, coins } => {
                write!(f, "starting coins = {} = {coins} sc", short(*ability))
            }
            Self::MojoTraded { mojo, coins } => write!(f, "traded {mojo} mojo for {coins} sc"),
            Self::Bought {
                item,
                made_for,
                cost,
                coins_left,
            } => write!(
                f,
                "bought {} ({}) for {cost} sc: {coins_left} sc left",
                item.name(),
                size_name(*made_for)
            ),
        }
    }
}

/// A created character with the choices and events that made it: the one
/// creation record ([`crate::creation::Created`]) of this system's
/// [`Creation`].
///
/// With the `serde` feature: `{"choices": {...}, "sheet": {...},
/// "events": [...]}`; reading it back replays the creation from the
/// choices and the events' faces and refuses one that does not match
/// ([`Error::Check`], `Forged`), or with more than 16 +
/// [`MAX_ENTRIES`] events ([`Error::TooMany`]).
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_sheet::gods_and_monsters::{Choices, Creation};
/// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
/// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
/// let created = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?;
/// assert_eq!(created.sheet().coins().to_string(), "21");
/// assert_eq!(created.faces().len(), 34);
/// assert_eq!(created.events().len(), 15);
/// assert_eq!(created.choices().mojo_for_coins, 1);
/// assert_eq!(created.sheet().age(), 151);
/// created.verify()?;
/// # Ok::<(), osr_sheet::Error>(())
/// ```
pub type Created = crate::creation::Created<Creation>;

/// Creation of a player character by the rules.
///
/// # Examples
///
/// ```
/// use osr_core::SuppliedFaces;
/// use osr_sheet::gods_and_monsters::{Choices, Creation};
/// # let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
/// #              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
/// let created = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?;
/// use osr_sheet::gods_and_monsters::Ability;
/// assert_eq!(created.sheet().abilities().get(Ability::Strength), 18);
/// # Ok::<(), osr_sheet::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Creation;

fn roll_d6s<S: FaceSource + ?Sized>(count: u32, source: &mut S) -> Result<Vec<u32>, Error> {
    (0..count).map(|_| Ok(Die::D6.roll(source)?)).collect()
}

impl Creation {
    /// Rolls a new character with the player's `choices` from `source`:
    /// six abilities on 4d6 keeping 3, placed as chosen and adjusted by the
    /// species; then the age dice, then the height dice; starting coins
    /// equal to the archetypal ability; mojo traded; purchases made. The
    /// agreed contributor table is used; a referee's own is set on the
    /// sheet afterwards ([`Sheet::with_contributors`]).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails or a score leaves its
    /// range, the errors of [`Choices::check`], and those of
    /// [`Sheet::trade_mojo`] and [`Sheet::buy_for`] (not enough mojo or
    /// coins, an item heavier than the strength).
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_core::SuppliedFaces;
    /// use osr_sheet::gods_and_monsters::{Choices, Creation};
    ///
    /// let faces = [2, 5, 3, 6, 1, 1, 4, 5, 6, 5, 2, 4, 2, 1, 5, 2, 6, 3, 6, 6, 4, 5, 3, 3,
    ///              4, 4, 4, 4, 4, 4, 4, 3, 4, 6];
    /// let created = Creation::roll(&Choices::toromeen(), &mut SuppliedFaces::new(&faces))?;
    /// assert_eq!(created.events()[4].to_string(), "STR 4d6k3 = [6, 3, 6, 6] = 18");
    /// assert_eq!(created.sheet().age(), 151);
    /// # Ok::<(), osr_sheet::Error>(())
    /// ```
    pub fn roll<S: FaceSource + ?Sized>(
        choices: &Choices,
        source: &mut S,
    ) -> Result<Created, Error> {
        Created::roll(choices, source)
    }
}

impl crate::creation::Procedure for Creation {
    type Choices = Choices;
    type Sheet = Sheet;
    type Event = Event;
    /// Six rolls, six adjustments, age, height, coins, mojo, purchases.
    const MAX_EVENTS: usize = 16 + MAX_ENTRIES;

    fn create<S: FaceSource + ?Sized>(
        choices: &Choices,
        source: &mut S,
    ) -> Result<(Sheet, Vec<Event>), Error> {
        choices.check()?;
        let mut events = Vec::with_capacity(16);
        let mut scores = [0_i32; 6];
        for ability in choices.assignment {
            let faces = [
                Die::D6.roll(source)?,
                Die::D6.roll(source)?,
                Die::D6.roll(source)?,
                Die::D6.roll(source)?,
            ];
            scores[ability_index(ability)] =
                i32::try_from(keep3(faces)).map_err(|_| Error::Overflow { what: "ability" })?;
            events.push(Event::AbilityRolled { ability, faces });
        }
        for ability in ABILITIES {
            let by = choices.species.adjustment(ability);
            if by != 0 {
                let score = &mut scores[ability_index(ability)];
                *score += by;
                events.push(Event::Adjusted {
                    ability,
                    by,
                    score: *score,
                });
            }
        }
        let [cha, int, wis, end, agi, st] = scores;
        let abilities = Abilities::new(cha, int, wis, end, agi, st)?;
        let species = &choices.species;
        let age_faces = roll_d6s(species.age_dice, source)?;
        let age = species.base_age + age_faces.iter().sum::<u32>();
        events.push(Event::AgeRolled {
            base: species.base_age,
            faces: age_faces,
        });
        let height_faces = roll_d6s(species.height_dice, source)?;
        let height_roll = height_faces.iter().sum::<u32>();
        events.push(Event::HeightRolled {
            faces: height_faces,
        });

        let mut native = choices.native_culture.clone();
        native.bonus = super::NATIVE_CULTURE_BONUS;
        if let Some(skill) = &species.skill {
            native.skills.push(skill.clone());
        }
        entries("skills", &native.skills)?;
        let mut skills: Vec<&str> = Vec::with_capacity(MAX_ENTRIES);
        if choices.archetype == Archetype::Warrior {
            skills.extend(super::WARRIOR_SKILLS);
        }
        skills.extend(choices.extra_skills.iter().map(String::as_str));
        let extras = u32::try_from(choices.extra_skills.len())
            .map_err(|_| Error::Overflow { what: "extras" })?;

        let archetypal = choices.archetype.ability();
        let coins = u32::try_from(abilities.get(archetypal).max(0)).unwrap_or(0);
        let mut sheet = Sheet::new(
            choices.archetype,
            species.clone(),
            abilities,
            choices.referee,
        )?
        .with_body(age, height_roll)?
        .with_fields(&skills, native, &choices.fields, extras)?
        .with_story(&choices.moral_code, &choices.motivation, false)?
        .with_gear(Price::whole(coins), &[])?;
        events.push(Event::CoinsStarted {
            ability: archetypal,
            coins,
        });
        if choices.mojo_for_coins > 0 {
            events.push(sheet.trade_mojo(choices.mojo_for_coins)?);
        }
        for purchase in &choices.purchases {
            events.push(sheet.buy_for(*purchase)?);
        }
        Ok((sheet, events))
    }

    fn faces(event: &Event) -> &[u32] {
        match event {
            Event::AbilityRolled { faces, .. } => faces,
            Event::AgeRolled { faces, .. } | Event::HeightRolled { faces } => faces,
            _ => &[],
        }
    }
}
