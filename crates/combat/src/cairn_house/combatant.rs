//! The inputs of a fight: combatants and the setup.

use alloc::vec::Vec;

use osr_core::StepDie;
use osr_equipment::cairn_house::{BodyArmour, Shield, Weapon};
use osr_health::cairn_house::Character;

use super::rules::{InitiativeMode, SpellDr, armour_dr};
use crate::{Error, Side};

/// The most combatants on one side of a fight; [`simulate`](super::simulate)
/// keeps its state in arrays of this size.
pub const MAX_SIDE: usize = 16;

osr_core::bounded! {
    error: crate::Error;
    /// Damage reduction from armour and shield: together at most 3
    /// (CH-combat.dr). osr-health's `cairn_house::Dr` is what a hit is
    /// reduced by, from every source.
    pub struct ArmourDr(u32) in 0..=3, "damage reduction";
}

/// One combatant: a PC on [`Side::Party`] (rolls initiative, never checks
/// morale) or an enemy on [`Side::Foes`], with hit protection, STR, DEX
/// and WIL, one weapon (its damage die and whether it is a missile
/// weapon), DR, and whether it casts spells or is undead.
///
/// With the `serde` feature it serializes as its fields and reading it
/// back validates them as the constructors do.
///
/// # Examples
///
/// ```
/// use osr_combat::Side;
/// use osr_combat::cairn_house::Combatant;
/// use osr_equipment::cairn_house::{BodyArmour, Shield, Weapon};
///
/// let pc = Combatant::new(1, Side::Party, 4, [14, 9, 11])?
///     .with_weapon(Weapon::Hand)
///     .with_armour(BodyArmour::Unarmoured, Some(Shield::Shield));
/// assert_eq!((pc.dr(), pc.die().die().sides(), pc.missile()), (1, 6, false));
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseCombatant"))]
#[cfg_attr(feature = "serde", serde(try_from = "CombatantFields"))]
pub struct Combatant {
    id: u32,
    side: Side,
    hp: u32,
    abilities: [i32; 3],
    die: StepDie,
    missile: bool,
    dr: ArmourDr,
    caster: bool,
    undead: bool,
    initiative: InitiativeMode,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct CombatantFields {
    id: u32,
    side: Side,
    hp: u32,
    abilities: [i32; 3],
    die: StepDie,
    #[serde(default)]
    missile: bool,
    #[serde(default)]
    dr: u32,
    #[serde(default)]
    caster: bool,
    #[serde(default)]
    undead: bool,
    #[serde(default)]
    initiative: InitiativeMode,
}

#[cfg(feature = "serde")]
impl TryFrom<CombatantFields> for Combatant {
    type Error = Error;

    fn try_from(f: CombatantFields) -> Result<Self, Error> {
        let mut c = Self::new(f.id, f.side, f.hp, f.abilities)?
            .with_die(f.die, f.missile)
            .with_dr(f.dr)?
            .with_initiative(f.initiative);
        c.caster = f.caster;
        c.undead = f.undead;
        Ok(c)
    }
}

impl Combatant {
    /// A combatant `id` on `side` with `hp` hit protection and STR, DEX,
    /// WIL `abilities`, unarmed (d4), unarmoured.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for HP outside 0..=100 or a score
    /// outside 0..=20.
    pub fn new(id: u32, side: Side, hp: u32, abilities: [i32; 3]) -> Result<Self, Error> {
        Character::new(hp, abilities)?;
        Ok(Self {
            id,
            side,
            hp,
            abilities,
            die: StepDie::D4,
            missile: false,
            dr: ArmourDr(0),
            caster: false,
            undead: false,
            initiative: InitiativeMode::Save,
        })
    }

    /// Armed with a weapon of osr-equipment's table (its die; a missile
    /// weapon attacks in the missile phase).
    #[must_use]
    pub const fn with_weapon(self, weapon: Weapon) -> Self {
        let row = weapon.row();
        self.with_die(row.damage, row.missile)
    }

    /// Attacks with `die` (a monster's claws, a weapon of the referee's);
    /// in the missile phase when `missile`, else in the melee phase.
    #[must_use]
    pub const fn with_die(mut self, die: StepDie, missile: bool) -> Self {
        self.die = die;
        self.missile = missile;
        self
    }

    /// Wears `body` armour and maybe a shield (DR from osr-equipment's
    /// table, capped at 3).
    #[must_use]
    pub fn with_armour(mut self, body: BodyArmour, shield: Option<Shield>) -> Self {
        self.dr = ArmourDr(armour_dr(body, shield));
        self
    }

    /// DR given as a number.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) above 3.
    pub fn with_dr(mut self, dr: u32) -> Result<Self, Error> {
        self.dr = ArmourDr::new(dr)?;
        Ok(self)
    }

    /// Casts spells: has a turn in the magic phases.
    #[must_use]
    pub const fn caster(mut self) -> Self {
        self.caster = true;
        self
    }

    /// Undead: never checks morale (CH-combat.morale.undead).
    #[must_use]
    pub const fn undead(mut self) -> Self {
        self.undead = true;
        self
    }

    /// How this PC's initiative is settled (Haste, Slow); ignored for
    /// enemies, who do not roll.
    #[must_use]
    pub const fn with_initiative(mut self, mode: InitiativeMode) -> Self {
        self.initiative = mode;
        self
    }

    /// The ID.
    #[must_use]
    pub const fn id(&self) -> u32 {
        self.id
    }

    /// The side.
    #[must_use]
    pub const fn side(&self) -> Side {
        self.side
    }

    /// Hit protection at the start.
    #[must_use]
    pub const fn hp(&self) -> u32 {
        self.hp
    }

    /// STR, DEX and WIL.
    #[must_use]
    pub const fn abilities(&self) -> [i32; 3] {
        self.abilities
    }

    /// The damage die.
    #[must_use]
    pub const fn die(&self) -> StepDie {
        self.die
    }

    /// Whether the weapon is a missile weapon.
    #[must_use]
    pub const fn missile(&self) -> bool {
        self.missile
    }

    /// Damage reduction.
    #[must_use]
    pub const fn dr(&self) -> u32 {
        self.dr.get()
    }

    /// Whether it casts spells.
    #[must_use]
    pub const fn is_caster(&self) -> bool {
        self.caster
    }

    /// Whether it is undead.
    #[must_use]
    pub const fn is_undead(&self) -> bool {
        self.undead
    }

    /// How its initiative is settled.
    #[must_use]
    pub const fn initiative(&self) -> InitiativeMode {
        self.initiative
    }

    pub(crate) fn character(&self) -> Result<Character, Error> {
        Ok(Character::new(self.hp, self.abilities)?)
    }
}

/// The table's choices where the rules leave room.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseRules"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Rules {
    /// Whether DR lowers spell damage (CH-combat.blast-fire-dr): yes by
    /// default.
    #[cfg_attr(feature = "serde", serde(default))]
    pub spell_dr: SpellDr,
    /// How often the PCs roll initiative (CH-combat.initiative): once per
    /// combat by default.
    #[cfg_attr(feature = "serde", serde(default))]
    pub initiative: InitiativeRule,
}

/// How often the PCs roll initiative.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseInitiativeRule"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum InitiativeRule {
    /// Once, at the start of the combat (the agreed reading; the default).
    #[default]
    OncePerCombat,
    /// Again at the start of every round (an option), by the PCs still in
    /// the fight.
    EachRound,
}

/// A fight's setup: the combatants in the order they act within their
/// group, an optional leader whose WIL the enemies' morale uses, and the
/// table's rules.
///
/// With the `serde` feature it serializes as
/// `{"combatants": [...], "leader": null, "rules": {...}}` and reading it
/// back validates it as [`Setup::new`] does.
///
/// # Examples
///
/// ```
/// use osr_combat::{Error, Side};
/// use osr_combat::cairn_house::{Combatant, Setup};
///
/// let pc = Combatant::new(1, Side::Party, 4, [14, 9, 11])?;
/// let goblin = Combatant::new(2, Side::Foes, 3, [8, 12, 7])?;
/// assert!(Setup::new(vec![pc, goblin]).is_ok());
/// assert_eq!(Setup::new(vec![pc]), Err(Error::EmptySide));
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseSetup"))]
#[cfg_attr(feature = "serde", serde(try_from = "SetupFields"))]
pub struct Setup {
    combatants: Vec<Combatant>,
    leader: Option<u32>,
    rules: Rules,
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Vec::is_empty"))]
    health: Vec<Entering>,
}

/// A combatant who enters the fight hurt: its health as osr-health keeps
/// it (HP, abilities, fatigue and wounds carried over from earlier).
///
/// With the `serde` feature: `{"id": 1, "health": {...}}`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "CairnHouseEntering"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Entering {
    /// The combatant.
    pub id: u32,
    /// Its health as the fight starts.
    pub health: Character,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct SetupFields {
    combatants: Vec<Combatant>,
    #[serde(default)]
    leader: Option<u32>,
    #[serde(default)]
    rules: Rules,
    #[serde(default)]
    health: Vec<Entering>,
}

#[cfg(feature = "serde")]
impl TryFrom<SetupFields> for Setup {
    type Error = Error;

    fn try_from(f: SetupFields) -> Result<Self, Error> {
        let mut setup = Self::new(f.combatants)?.with_rules(f.rules);
        if let Some(id) = f.leader {
            setup = setup.with_leader(id)?;
        }
        for (i, entering) in f.health.iter().enumerate() {
            // `with_health` replaces what an ID had: in a document, an ID
            // given twice is a mistake, not a correction.
            if f.health[..i].iter().any(|e| e.id == entering.id) {
                return Err(Error::DuplicateCombatant { id: entering.id });
            }
            setup = setup.with_health(entering.id, entering.health.clone())?;
        }
        Ok(setup)
    }
}

impl Setup {
    /// A fight between these combatants.
    ///
    /// # Errors
    ///
    /// [`Error::EmptySide`] when a side has nobody,
    /// [`Error::AboveMaximum`] for more than [`MAX_SIDE`] on a side,
    /// [`Error::DuplicateCombatant`] for an ID used twice.
    pub fn new(combatants: Vec<Combatant>) -> Result<Self, Error> {
        for side in [Side::Party, Side::Foes] {
            let n = combatants.iter().filter(|c| c.side == side).count();
            if n == 0 {
                return Err(Error::EmptySide);
            }
            if n > MAX_SIDE {
                return Err(Error::AboveMaximum {
                    what: "combatants on a side",
                    value: i64::try_from(n).unwrap_or(i64::MAX),
                    max: i64::try_from(MAX_SIDE).unwrap_or(i64::MAX),
                });
            }
        }
        for (i, c) in combatants.iter().enumerate() {
            if combatants[..i].iter().any(|d| d.id == c.id) {
                return Err(Error::DuplicateCombatant { id: c.id });
            }
        }
        Ok(Self {
            combatants,
            leader: None,
            rules: Rules::default(),
            health: Vec::new(),
        })
    }

    /// Combatant `id` enters the fight with this health instead of at full
    /// health: a character hurt in an earlier fight, tired, or wounded.
    /// Its maximum HP and ability maxima must be the combatant's.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownCombatant`] when `id` is not in the fight,
    /// [`Error::HealthMismatch`] when the maxima differ from the
    /// combatant's, [`Error::OutOfFight`] for a character already in
    /// critical damage or dead.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_combat::Side;
    /// use osr_combat::cairn_house::{Combatant, Fight, Setup};
    /// use osr_health::cairn_house::Character;
    ///
    /// let pc = Combatant::new(1, Side::Party, 4, [14, 9, 11])?;
    /// let goblin = Combatant::new(2, Side::Foes, 3, [8, 12, 7])?;
    /// let hurt = Character::new(4, [14, 9, 11])?.with_hp(1)?;
    /// let setup = Setup::new(vec![pc, goblin])?.with_health(1, hurt)?;
    /// assert_eq!(Fight::new(setup)?.fighter(1)?.health().hp(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_health(mut self, id: u32, health: Character) -> Result<Self, Error> {
        let combatant = self
            .combatants
            .iter()
            .find(|c| c.id == id)
            .ok_or(Error::UnknownCombatant { id })?;
        if health.max_hp() != combatant.hp || health.maxima() != combatant.abilities {
            return Err(Error::HealthMismatch { id });
        }
        if health.is_critical() || health.is_dead() {
            return Err(Error::OutOfFight { id });
        }
        self.health.retain(|e| e.id != id);
        self.health.push(Entering { id, health });
        Ok(self)
    }

    /// The health combatant `id` enters the fight with: what
    /// [`with_health`](Self::with_health) set, or full health.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownCombatant`] when `id` is not in the fight.
    pub fn entering_health(&self, id: u32) -> Result<Character, Error> {
        if let Some(health) = self.entering(id) {
            return Ok(health.clone());
        }
        self.combatants
            .iter()
            .find(|c| c.id == id)
            .ok_or(Error::UnknownCombatant { id })?
            .character()
    }

    /// The enemies check morale with this enemy's WIL
    /// (CH-combat.morale.leader).
    ///
    /// # Errors
    ///
    /// [`Error::UnknownCombatant`] when `id` is not one of the enemies.
    pub fn with_leader(mut self, id: u32) -> Result<Self, Error> {
        if !self
            .combatants
            .iter()
            .any(|c| c.id == id && c.side == Side::Foes)
        {
            return Err(Error::UnknownCombatant { id });
        }
        self.leader = Some(id);
        Ok(self)
    }

    /// The same setup under these rules.
    #[must_use]
    pub const fn with_rules(mut self, rules: Rules) -> Self {
        self.rules = rules;
        self
    }

    /// The combatants, in setup order.
    #[must_use]
    pub fn combatants(&self) -> &[Combatant] {
        &self.combatants
    }

    /// The health set for combatant `id` with
    /// [`with_health`](Self::with_health), if any.
    pub(crate) fn entering(&self, id: u32) -> Option<&Character> {
        self.health.iter().find(|e| e.id == id).map(|e| &e.health)
    }

    /// The enemies' leader, if any.
    #[must_use]
    pub const fn leader(&self) -> Option<u32> {
        self.leader
    }

    /// The rules.
    #[must_use]
    pub const fn rules(&self) -> Rules {
        self.rules
    }
}
