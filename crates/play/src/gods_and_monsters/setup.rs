//! What an expedition starts from: the party and the referee's content.

use alloc::vec::Vec;

use osr_combat::Side;
use osr_combat::gods_and_monsters::{Combatant, Damage, Reactions};
use osr_core::Die;
use osr_health::gods_and_monsters::{CreatureLevel, Vitals, npc_endurance};
use osr_sheet::gods_and_monsters::Sheet;
use osr_travel::gods_and_monsters::Going;

use crate::name::listed_once;
use crate::{Error, Name};

/// The most members a party may have.
pub const MAX_MEMBERS: usize = 8;
/// The most stretches a route, rooms a site, groups of foes, monsters in a
/// group or entries in the encounter table may have.
pub const MAX_ENTRIES: usize = 32;

/// A member of the party at the start: a name and a sheet.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Member {
    /// The member's name.
    pub name: Name,
    /// The member's sheet.
    #[cfg_attr(
        feature = "schema",
        schemars(with = "osr_sheet::gods_and_monsters::SheetDocument")
    )]
    pub sheet: Sheet,
}

/// A day's walk of the route to the site (the referee's).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Stretch {
    /// Its name ("the old road").
    pub name: Name,
    /// Its going: a road is ideal, hills and forests rough.
    pub going: Going,
}

/// A room of the site (the referee's map).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Room {
    /// Its name ("the goblins' hall").
    pub name: Name,
    /// The passage to it from the room before, in yards (1 to 10 000).
    pub yards: u32,
    /// Its width in feet (1 to 10 000).
    pub width: u32,
    /// Its length in feet (1 to 10 000).
    pub length: u32,
    /// The group of foes (an index of [`Setup::foes`]) whose lair it is.
    #[cfg_attr(feature = "serde", serde(default))]
    pub lair: Option<usize>,
    /// Whether the hoard is hidden here (to be found by searching).
    #[cfg_attr(feature = "serde", serde(default))]
    pub hoard: bool,
}

/// How a monster's survival comes: rolled as a non-player character's, or
/// stated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersBody"))]
#[cfg_attr(
    feature = "serde",
    serde(tag = "body", rename_all = "snake_case", deny_unknown_fields)
)]
pub enum Body {
    /// A non-player character with an archetype (rule GM-health.npc): a
    /// d10 of survival a level for a warrior, a d6 for the others, and
    /// endurance 10 + half the level.
    Npc {
        /// The level (1 to 100).
        level: u32,
        /// Whether a warrior.
        warrior: bool,
    },
    /// A creature with its survival and endurance stated.
    Creature {
        /// Survival (1 to 1 000).
        survival: u32,
        /// Endurance.
        #[cfg_attr(feature = "serde", serde(rename = "end"))]
        endurance: i32,
    },
}

/// One of the referee's monsters: what it is and how it fights.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Monster {
    /// What it is ("goblin"); several of a name in a group are numbered in
    /// the chronicle ("goblin 1", "goblin 2").
    pub name: Name,
    /// Its survival and endurance.
    pub body: Body,
    /// Fighting Art bonus.
    pub fighting_art: i32,
    /// Attack bonus.
    pub attack: i32,
    /// Defense.
    pub defense: i32,
    /// Attacks a round (1 to 10).
    pub attacks: u32,
    /// Damage of each attack.
    pub damage: Damage,
    /// Perception, willpower, fortitude and evasion.
    pub reactions: Reactions,
}

impl Monster {
    /// The monster in a fight with its `vitals`.
    pub(super) fn combatant(&self, id: u32, vitals: Vitals) -> Result<Combatant, Error> {
        let endurance = match self.body {
            Body::Npc { level, .. } => npc_endurance(CreatureLevel::new(level)?, 0),
            Body::Creature { endurance, .. } => endurance,
        };
        let warrior = matches!(self.body, Body::Npc { warrior: true, .. });
        Ok(Combatant::new(id, Side::Foes, vitals)
            .with_attack(self.fighting_art, self.attack)?
            .with_defense(self.defense)?
            .with_attacks(self.attacks)?
            .with_damage(self.damage)
            .with_reactions(self.reactions)
            .with_endurance(endurance)?
            .with_archetypal_losses(warrior)
            .with_warrior_cover(warrior))
    }
}

/// A group of foes (the referee's): met in its lair or as wanderers.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Foes {
    /// The group as the chronicle names it ("two bandits").
    pub name: Name,
    /// The Guide's XP for defeating it in a conflict (rule GM-adv.xp-sources).
    pub xp: u64,
    /// The Guide's XP for engaging it without a conflict.
    pub engage_xp: u64,
    /// Whether it attacks on sight: then there is no parley.
    pub hostile: bool,
    /// Its monsters (1 to 32).
    pub monsters: Vec<Monster>,
}

/// The referee's wandering encounters: how often the check is made, the
/// chance, and the table the wanderers are rolled on.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Encounters {
    /// The die of the check (at most 100 sides).
    pub die: Die,
    /// Wanderers come on this face or lower (0 to the die's sides).
    pub on: u32,
    /// Hours between checks on the road, awake or asleep (1 to 24).
    pub road_hours: u32,
    /// Minutes between checks in the site (1 to 600).
    pub site_minutes: u32,
    /// The table: groups of foes (indices of [`Setup::foes`]), rolled on a
    /// die of as many sides as it has entries (1 to 32).
    pub table: Vec<usize>,
}

/// The referee's hoard: `count` dice of `die`, times `times` silver coins.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Hoard {
    /// How many dice (1 to 20).
    pub count: u32,
    /// The die (at most 100 sides).
    pub die: Die,
    /// Silver coins a point (1 to 10 000).
    pub times: u32,
}

/// What an expedition starts from: the party and the referee's content
/// (the route, the site, the foes, the wandering encounters and the
/// hoard), checked by [`Setup::new`] and again when read (feature
/// `serde`).
///
/// # Examples
///
/// ```
/// use osr_play::Name;
/// use osr_play::gods_and_monsters::{Member, Setup};
/// use osr_sheet::gods_and_monsters::{Abilities, Archetype, Referee, Sheet, Species};
///
/// let sheet = Sheet::new(Archetype::Thief, Species::dwarf(),
///     Abilities::new(10, 10, 10, 10, 10, 10)?, Referee::default())?;
/// let setup = Setup::greyfell(vec![Member { name: Name::new("Kesk")?, sheet }])?;
/// assert_eq!((setup.route().len(), setup.site().len(), setup.foes().len()), (2, 4, 5));
/// assert!(Setup::greyfell(vec![]).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "schema",
    schemars(rename = "GodsAndMonstersExpeditionSetup")
)]
#[cfg_attr(feature = "serde", serde(try_from = "SetupFields"))]
pub struct Setup {
    members: Vec<Member>,
    route: Vec<Stretch>,
    site: Vec<Room>,
    foes: Vec<Foes>,
    encounters: Encounters,
    hoard: Hoard,
}

/// A [`Setup`] as read, before it is checked.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct SetupFields {
    /// The party at the start, in marching order (1 to 8).
    members: Vec<Member>,
    /// The route to the site, a day's walk each (1 to 32).
    route: Vec<Stretch>,
    /// The site, room by room (1 to 32).
    site: Vec<Room>,
    /// The referee's groups of foes (at most 32).
    foes: Vec<Foes>,
    /// The wandering encounters.
    encounters: Encounters,
    /// The hoard.
    hoard: Hoard,
}

#[cfg(feature = "serde")]
impl TryFrom<SetupFields> for Setup {
    type Error = Error;

    fn try_from(f: SetupFields) -> Result<Self, Error> {
        Self::new(f.members, f.route, f.site, f.foes, f.encounters, f.hoard)
    }
}

fn count(what: &'static str, len: usize, min: usize, max: usize) -> Result<(), Error> {
    if len > max {
        return Err(Error::TooMany { what, len, max });
    }
    let len = i64::try_from(len).unwrap_or(i64::MAX);
    let (min, max) = (
        i64::try_from(min).unwrap_or(0),
        i64::try_from(max).unwrap_or(i64::MAX),
    );
    osr_core::Error::check_range(what, len, min, max)?;
    Ok(())
}

fn range(what: &'static str, value: i64, min: i64, max: i64) -> Result<(), Error> {
    osr_core::Error::check_range(what, value, min, max)?;
    Ok(())
}

impl Setup {
    /// The expedition of `members` on the referee's `route` to the `site`,
    /// with its `foes`, wandering `encounters` and `hoard`.
    ///
    /// # Errors
    ///
    /// [`Error::TooMany`] for more than [`MAX_MEMBERS`] members or
    /// [`MAX_ENTRIES`] of anything else; [`Error::Core`] (`OutOfRange`)
    /// for none, a number out of its documented range or an index past
    /// its list; [`Error::Combat`] for a monster osr-combat refuses;
    /// [`Error::Duplicate`] for two members of one name.
    pub fn new(
        members: Vec<Member>,
        route: Vec<Stretch>,
        site: Vec<Room>,
        foes: Vec<Foes>,
        encounters: Encounters,
        hoard: Hoard,
    ) -> Result<Self, Error> {
        count("members", members.len(), 1, MAX_MEMBERS)?;
        listed_once("the party", &members, |m| m.name.as_str())?;
        count("stretches of the route", route.len(), 1, MAX_ENTRIES)?;
        count("rooms of the site", site.len(), 1, MAX_ENTRIES)?;
        count("groups of foes", foes.len(), 0, MAX_ENTRIES)?;
        count(
            "encounter table entries",
            encounters.table.len(),
            1,
            MAX_ENTRIES,
        )?;
        let groups = i64::try_from(foes.len()).unwrap_or(0) - 1;
        let index = |i: usize| i64::try_from(i).unwrap_or(i64::MAX);
        for room in &site {
            for (what, value) in [
                ("passage yards", room.yards),
                ("room width", room.width),
                ("room length", room.length),
            ] {
                range(what, value.into(), 1, 10_000)?;
            }
            if let Some(lair) = room.lair {
                range("lair", index(lair), 0, groups)?;
            }
        }
        for group in &foes {
            count("monsters in a group", group.monsters.len(), 1, MAX_ENTRIES)?;
            for monster in &group.monsters {
                let vitals = match monster.body {
                    Body::Npc { level, .. } => {
                        range("monster level", level.into(), 1, 100)?;
                        Vitals::new(1, 0)?
                    }
                    Body::Creature { survival, .. } => {
                        range("monster survival", survival.into(), 1, 1_000)?;
                        Vitals::new(survival, 0)?
                    }
                };
                monster.combatant(1, vitals)?;
            }
        }
        range(
            "encounter chance",
            encounters.on.into(),
            0,
            encounters.die.sides().into(),
        )?;
        range("hours between checks", encounters.road_hours.into(), 1, 24)?;
        range(
            "minutes between checks",
            encounters.site_minutes.into(),
            1,
            600,
        )?;
        for &entry in &encounters.table {
            range("encounter table entry", index(entry), 0, groups)?;
        }
        range("hoard dice", hoard.count.into(), 1, 20)?;
        range("hoard die sides", hoard.die.sides().into(), 1, 100)?;
        range("encounter die sides", encounters.die.sides().into(), 1, 100)?;
        range("hoard coins a point", hoard.times.into(), 1, 10_000)?;
        Ok(Self {
            members,
            route,
            site,
            foes,
            encounters,
            hoard,
        })
    }

    /// The party at the start, in marching order.
    #[must_use]
    pub fn members(&self) -> &[Member] {
        &self.members
    }

    /// The route to the site, a day's walk each.
    #[must_use]
    pub fn route(&self) -> &[Stretch] {
        &self.route
    }

    /// The site, room by room.
    #[must_use]
    pub fn site(&self) -> &[Room] {
        &self.site
    }

    /// The referee's groups of foes.
    #[must_use]
    pub fn foes(&self) -> &[Foes] {
        &self.foes
    }

    /// The wandering encounters.
    #[must_use]
    pub const fn encounters(&self) -> &Encounters {
        &self.encounters
    }

    /// The hoard.
    #[must_use]
    pub const fn hoard(&self) -> Hoard {
        self.hoard
    }
}

impl Setup {
    /// The referee's content of the bundled example, for `members`: two
    /// days' walk to the Greyfell caves (the old road, ideal; the hills,
    /// rough), four caves (a rat warren and a goblins' hall the lairs, the
    /// back chamber the hoard's hiding place), wanderers on a 1 on a d6
    /// every 8 hours on the road and every 30 minutes in the caves (two
    /// bandits, a pair of wolves, three pilgrims or two giant rats), and a
    /// hoard of 4d6 × 200 sc.
    ///
    /// # Errors
    ///
    /// As [`Setup::new`], for the members.
    pub fn greyfell(members: Vec<Member>) -> Result<Self, Error> {
        use osr_core::Dice;
        let n = Name::new;
        let monster = |name, body, (fighting_art, attack), defense, die, [p, w, f, e]: [i32; 4]| {
            Ok::<_, Error>(Monster {
                name: n(name)?,
                body,
                fighting_art,
                attack,
                defense,
                attacks: 1,
                damage: Damage::new(Dice::one(die), 0)?,
                reactions: Reactions::new(p, w, f, e)?,
            })
        };
        let npc = |level, warrior| Body::Npc { level, warrior };
        let creature = |survival, endurance| Body::Creature {
            survival,
            endurance,
        };
        let bandit = || monster("bandit", npc(1, false), (0, 0), 1, Die::D4, [6; 4]);
        let goblin = || monster("goblin", npc(1, false), (0, 0), 1, Die::D3, [6; 4]);
        let rat = || {
            monster(
                "giant rat",
                creature(3, 8),
                (0, 0),
                1,
                Die::D3,
                [6, 3, 4, 6],
            )
        };
        let wolf = || monster("wolf", creature(6, 11), (0, 1), 2, Die::D4, [8, 4, 6, 8]);
        let pilgrim = || monster("pilgrim", npc(1, false), (0, 0), 0, Die::D3, [6; 4]);
        let chief = || monster("goblin chief", npc(1, true), (1, 0), 2, Die::D6, [6; 4]);
        let group = |name, xp, engage_xp, hostile, monsters| {
            Ok::<_, Error>(Foes {
                name: n(name)?,
                xp,
                engage_xp,
                hostile,
                monsters,
            })
        };
        let room = |name, yards, width, length, lair, hoard| {
            Ok::<_, Error>(Room {
                name: n(name)?,
                yards,
                width,
                length,
                lair,
                hoard,
            })
        };
        Self::new(
            members,
            alloc::vec![
                Stretch {
                    name: n("the old road")?,
                    going: Going::Ideal
                },
                Stretch {
                    name: n("the Greyfell hills")?,
                    going: Going::Rough
                },
            ],
            alloc::vec![
                room("the cave mouth", 20, 20, 30, None, false)?,
                room("the rat warren", 120, 30, 30, Some(1), false)?,
                room("the goblins' hall", 200, 40, 60, Some(2), false)?,
                room("the back chamber", 80, 20, 40, None, true)?,
            ],
            alloc::vec![
                group(
                    "two bandits",
                    100,
                    20,
                    true,
                    alloc::vec![bandit()?, bandit()?]
                )?,
                group("two giant rats", 60, 10, true, alloc::vec![rat()?, rat()?])?,
                group(
                    "a goblin chief and two goblins",
                    250,
                    40,
                    true,
                    alloc::vec![chief()?, goblin()?, goblin()?]
                )?,
                group(
                    "a pair of wolves",
                    80,
                    20,
                    true,
                    alloc::vec![wolf()?, wolf()?]
                )?,
                group(
                    "three pilgrims",
                    0,
                    30,
                    false,
                    alloc::vec![pilgrim()?, pilgrim()?, pilgrim()?]
                )?,
            ],
            Encounters {
                die: Die::D6,
                on: 1,
                road_hours: 8,
                site_minutes: 30,
                table: alloc::vec![0, 3, 4, 1],
            },
            Hoard {
                count: 4,
                die: Die::D6,
                times: 200,
            },
        )
    }
}
