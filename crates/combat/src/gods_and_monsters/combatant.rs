//! Who fights: combatants and the setup of a fight.

use alloc::vec::Vec;

use osr_check::gods_and_monsters::Score;
use osr_health::gods_and_monsters::{Endurance, Resilience, Vitals};

use crate::{Error, Side};

use super::{AttackBonus, Awareness, Damage, Defense, FightingArt};

osr_core::bounded! {
    error: crate::Error;
    /// Attacks a combatant makes in a round (the yeti's two claws: 2).
    pub struct AttacksPerRound(u32) in 1..=10, "attacks per round";
}

/// The four reactions a fight rolls: perception (surprise), willpower and
/// fortitude (snapping out of surprise, staying conscious: the better one
/// is used), and evasion (drawing a weapon in a hurry).
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::Reactions;
///
/// // Charlotte Kordé: perception 9, willpower 9, fortitude 5, evasion 6.
/// let charlotte = Reactions::new(9, 9, 5, 6)?;
/// assert_eq!(charlotte.steadiness(), 9);
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersReactions"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Reactions {
    perception: Score,
    willpower: Score,
    fortitude: Score,
    evasion: Score,
}

impl Reactions {
    /// Perception, willpower, fortitude and evasion.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a score outside osr-check's
    /// [`Score`] range.
    pub fn new(
        perception: i32,
        willpower: i32,
        fortitude: i32,
        evasion: i32,
    ) -> Result<Self, Error> {
        Ok(Self {
            perception: Score::new(perception)?,
            willpower: Score::new(willpower)?,
            fortitude: Score::new(fortitude)?,
            evasion: Score::new(evasion)?,
        })
    }

    /// Perception.
    #[must_use]
    pub const fn perception(&self) -> i32 {
        self.perception.get()
    }

    /// Willpower.
    #[must_use]
    pub const fn willpower(&self) -> i32 {
        self.willpower.get()
    }

    /// Fortitude.
    #[must_use]
    pub const fn fortitude(&self) -> i32 {
        self.fortitude.get()
    }

    /// Evasion.
    #[must_use]
    pub const fn evasion(&self) -> i32 {
        self.evasion.get()
    }

    /// The better of willpower and fortitude: what a player picks to snap
    /// out of surprise or stay conscious.
    #[must_use]
    pub fn steadiness(&self) -> i32 {
        self.willpower.get().max(self.fortitude.get())
    }
}

/// One combatant, as plain numbers: an ID the caller chooses, a side,
/// whether a player runs them (players act before the referee's
/// characters), Fighting Art, attack bonus, defense, attacks per round and
/// their damage, survival and verve (osr-health's [`Vitals`]), reactions,
/// endurance (for the death check), and how aware they were of the attack.
///
/// # Examples
///
/// ```
/// use osr_core::{Dice, Die};
/// use osr_combat::Side;
/// use osr_combat::gods_and_monsters::{Combatant, Damage, Reactions};
/// use osr_health::gods_and_monsters::Vitals;
///
/// // The yeti: 20 survival, attack +4, defense 3, two claws of d6.
/// let yeti = Combatant::new(4, Side::Foes, Vitals::new(20, 0)?)
///     .with_attack(0, 4)?
///     .with_defense(3)?
///     .with_attacks(2)?
///     .with_damage(Damage::new(Dice::one(Die::D6), 0)?)
///     .with_reactions(Reactions::new(6, 6, 6, 6)?)
///     .with_endurance(12)?;
/// assert_eq!((yeti.attacks(), yeti.defense(), yeti.is_player()), (2, 3, false));
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersCombatant"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Combatant {
    id: u32,
    side: Side,
    player: bool,
    fighting_art: FightingArt,
    attack_bonus: AttackBonus,
    defense: Defense,
    attacks: AttacksPerRound,
    damage: Damage,
    vitals: Vitals,
    reactions: Reactions,
    #[cfg_attr(feature = "serde", serde(rename = "end"))]
    endurance: Endurance,
    awareness: Option<Awareness>,
    archetypal: bool,
    warrior: bool,
}

/// The score every reaction starts from before contributors (rules
/// GM-sheet.reactions): the default of a combatant whose reactions are not
/// given.
const BASE_REACTION: i32 = 4;

impl Combatant {
    /// A combatant with ID `id` on `side`, with `vitals`: run by a player
    /// when on the party's side, Fighting Art 0, attack bonus 0, defense 0,
    /// one bare-handed attack (d3) a round, every reaction 4, endurance 10,
    /// not to be surprised (knowingly starting the fight), combat losses
    /// not archetypal, and not a warrior.
    ///
    #[must_use]
    pub const fn new(id: u32, side: Side, vitals: Vitals) -> Self {
        let base = Score::constant::<BASE_REACTION>();
        Self {
            id,
            side,
            player: matches!(side, Side::Party),
            fighting_art: FightingArt::constant::<0>(),
            attack_bonus: AttackBonus::constant::<0>(),
            defense: Defense::constant::<0>(),
            attacks: AttacksPerRound::constant::<1>(),
            damage: Damage::bare_handed(),
            vitals,
            reactions: Reactions {
                perception: base,
                willpower: base,
                fortitude: base,
                evasion: base,
            },
            endurance: Endurance::constant::<10>(),
            awareness: None,
            archetypal: false,
            warrior: false,
        }
    }

    /// The same combatant, run by a player or not.
    #[must_use]
    pub const fn with_player(self, player: bool) -> Self {
        Self { player, ..self }
    }

    /// The same combatant with Fighting Art `fighting_art` and attack bonus
    /// `bonus`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside [`FightingArt`]'s or
    /// [`AttackBonus`]'s range.
    pub fn with_attack(self, fighting_art: i32, bonus: i32) -> Result<Self, Error> {
        Ok(Self {
            fighting_art: FightingArt::new(fighting_art)?,
            attack_bonus: AttackBonus::new(bonus)?,
            ..self
        })
    }

    /// The same combatant with defense `defense`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside [`Defense`]'s range.
    pub fn with_defense(self, defense: i32) -> Result<Self, Error> {
        Ok(Self {
            defense: Defense::new(defense)?,
            ..self
        })
    }

    /// The same combatant with `attacks` attacks a round (rule
    /// GM-combat.multi-attack: each is rolled on its own).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside [`AttacksPerRound`]'s range.
    pub fn with_attacks(self, attacks: u32) -> Result<Self, Error> {
        Ok(Self {
            attacks: AttacksPerRound::new(attacks)?,
            ..self
        })
    }

    /// The same combatant doing `damage` with each attack.
    #[must_use]
    pub const fn with_damage(self, damage: Damage) -> Self {
        Self { damage, ..self }
    }

    /// The same combatant with these reactions.
    #[must_use]
    pub const fn with_reactions(self, reactions: Reactions) -> Self {
        Self { reactions, ..self }
    }

    /// The same combatant with endurance `endurance`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) outside [`Endurance`]'s range.
    pub fn with_endurance(self, endurance: i32) -> Result<Self, Error> {
        Ok(Self {
            endurance: Endurance::new(endurance)?,
            ..self
        })
    }

    /// The same combatant, caught by an attack they did not start, rolling
    /// perception against surprise as `awareness` says.
    #[must_use]
    pub const fn caught(self, awareness: Awareness) -> Self {
        Self {
            awareness: Some(awareness),
            ..self
        }
    }

    /// The same combatant, with losses in combat archetypal or not (a
    /// warrior's are, rule GM-core.archetypal): archetypal losses come off
    /// verve first.
    #[must_use]
    pub const fn with_archetypal_losses(self, archetypal: bool) -> Self {
        Self { archetypal, ..self }
    }

    /// The same combatant, using cover as a warrior or not.
    #[must_use]
    pub const fn with_warrior_cover(self, warrior: bool) -> Self {
        Self { warrior, ..self }
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

    /// Whether a player runs this combatant.
    #[must_use]
    pub const fn is_player(&self) -> bool {
        self.player
    }

    /// Fighting Art.
    #[must_use]
    pub const fn fighting_art(&self) -> i32 {
        self.fighting_art.get()
    }

    /// Attack bonus.
    #[must_use]
    pub const fn attack_bonus(&self) -> i32 {
        self.attack_bonus.get()
    }

    /// Defense.
    #[must_use]
    pub const fn defense(&self) -> i32 {
        self.defense.get()
    }

    /// Attacks a round.
    #[must_use]
    pub const fn attacks(&self) -> u32 {
        self.attacks.get()
    }

    /// Damage of each attack.
    #[must_use]
    pub const fn damage(&self) -> Damage {
        self.damage
    }

    /// Survival, verve and injuries at the start of the fight.
    #[must_use]
    pub const fn vitals(&self) -> Vitals {
        self.vitals
    }

    /// Reactions.
    #[must_use]
    pub const fn reactions(&self) -> Reactions {
        self.reactions
    }

    /// Endurance.
    #[must_use]
    pub const fn endurance(&self) -> i32 {
        self.endurance.get()
    }

    /// How aware the combatant was of the attack (`None`: they started it,
    /// and do not roll against surprise).
    #[must_use]
    pub const fn awareness(&self) -> Option<Awareness> {
        self.awareness
    }

    /// Whether losses in combat are archetypal.
    #[must_use]
    pub const fn archetypal_losses(&self) -> bool {
        self.archetypal
    }

    /// Whether the combatant uses cover as a warrior.
    #[must_use]
    pub const fn warrior_cover(&self) -> bool {
        self.warrior
    }

    /// The resilience osr-health rolls at the end of a round: the better of
    /// fortitude and willpower, and endurance.
    pub(super) const fn resilience(&self) -> Resilience {
        let r = &self.reactions;
        let steadiness = if r.willpower.get() >= r.fortitude.get() {
            r.willpower
        } else {
            r.fortitude
        };
        Resilience::from_scores(steadiness, self.endurance)
    }
}

/// The combatants of a fight, each on a side, with unique IDs, at least one
/// on each side. Their order is the order players (and then the referee's
/// characters) act in when a policy drives the fight, and the order of the
/// rolls at the end of a round.
///
/// # Examples
///
/// ```
/// use osr_combat::{Error, Side};
/// use osr_combat::gods_and_monsters::{Combatant, Setup};
/// use osr_health::gods_and_monsters::Vitals;
///
/// let sam = Combatant::new(1, Side::Party, Vitals::new(6, 15)?);
/// let yeti = Combatant::new(4, Side::Foes, Vitals::new(20, 0)?);
/// assert_eq!(Setup::new(vec![sam, yeti])?.combatants().len(), 2);
/// assert_eq!(Setup::new(vec![sam]).unwrap_err(), Error::EmptySide);
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersSetup"))]
#[cfg_attr(feature = "serde", serde(try_from = "SetupFields"))]
pub struct Setup {
    combatants: Vec<Combatant>,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct SetupFields {
    combatants: Vec<Combatant>,
}

#[cfg(feature = "serde")]
impl TryFrom<SetupFields> for Setup {
    type Error = Error;

    fn try_from(f: SetupFields) -> Result<Self, Error> {
        Self::new(f.combatants)
    }
}

impl Setup {
    /// The fight of `combatants`.
    ///
    /// # Errors
    ///
    /// [`Error::DuplicateCombatant`] for an ID given twice,
    /// [`Error::EmptySide`] when a side has nobody.
    pub fn new(combatants: Vec<Combatant>) -> Result<Self, Error> {
        for (i, c) in combatants.iter().enumerate() {
            if combatants[..i].iter().any(|o| o.id == c.id) {
                return Err(Error::DuplicateCombatant { id: c.id });
            }
        }
        for side in [Side::Party, Side::Foes] {
            if !combatants.iter().any(|c| c.side == side) {
                return Err(Error::EmptySide);
            }
        }
        Ok(Self { combatants })
    }

    /// The combatants, in order.
    #[must_use]
    pub fn combatants(&self) -> &[Combatant] {
        &self.combatants
    }

    /// The index of combatant `id`.
    pub(super) fn index(&self, id: u32) -> Result<usize, Error> {
        self.combatants
            .iter()
            .position(|c| c.id == id)
            .ok_or(Error::UnknownCombatant { id })
    }
}
