//! The attack roll against defense, with every situational modifier as
//! data, and the damage a hit does.

use alloc::vec::Vec;

use osr_check::Odds;
use osr_core::{Dice, Die, FaceSource};

use crate::Error;

osr_core::bounded! {
    error: crate::Error;
    /// A Fighting Art bonus: what a combatant adds to every attack roll.
    pub struct FightingArt(i32) in 0..=20, "fighting art";
    /// An attack bonus from abilities (strength in close combat, agility
    /// with missiles) or a creature's listed attack bonus.
    pub struct AttackBonus(i32) in -10..=20, "attack bonus";
    /// Defense: armor, shield and agility together; it lowers the number an
    /// attacker must roll.
    pub struct Defense(i32) in -10..=30, "defense";
    /// What an attack adds to its weapon's damage dice: a bonus, or below 0
    /// a penalty (strength in close combat). A contest's damage has its
    /// own, never negative: [`special::ContestDamageBonus`](super::special::ContestDamageBonus).
    pub struct DamageModifier(i32) in -10..=40, "damage bonus";
    /// A penalty in points (range, size, strength shortfall, injuries).
    pub struct Penalty(u32) in 0..=100, "penalty";
    /// A modifier the referee gives that no rule here names (a moving
    /// target, a noisy approach): a bonus above 0, a penalty below.
    pub struct Extra(i32) in -100..=100, "extra modifier";
}

impl Penalty {
    /// No penalty.
    pub const ZERO: Self = Self(0);
}

impl Default for Penalty {
    fn default() -> Self {
        Self::ZERO
    }
}

impl Extra {
    /// No extra modifier.
    pub const ZERO: Self = Self(0);
}

impl Default for Extra {
    fn default() -> Self {
        Self::ZERO
    }
}

impl DamageModifier {
    /// No damage bonus or penalty.
    pub const ZERO: Self = Self(0);
}

/// The number every attack roll starts from: a d20 at most 11 hits an
/// opponent without defense (rule GM-combat.attack).
pub const BASE_TARGET: i32 = 11;

/// The attack penalty of a called shot (rule GM-combat.called-shot).
pub const CALLED_SHOT_PENALTY: i32 = 3;
/// The defense penalty of the combatant who makes a called shot, for that
/// round (rule GM-combat.called-shot).
pub const CALLED_SHOT_DEFENSE_PENALTY: i32 = 2;
/// The defense penalty of a surprised combatant after the first round
/// (rule GM-combat.surprise).
pub const SURPRISED_DEFENSE_PENALTY: i32 = 2;
/// The penalty of a surprised combatant on every success roll after the
/// first round, attacks included (rule GM-combat.surprise).
pub const SURPRISED_ROLL_PENALTY: i32 = 3;
/// The defense penalty of a combatant trying to immobilize an opponent
/// (rule GM-combat.immobilize).
pub const IMMOBILIZER_DEFENSE_PENALTY: i32 = 2;
/// The bonus of the high ground, to attack or to defense (rule
/// GM-combat.high-ground).
pub const HIGH_GROUND_BONUS: i32 = 1;
/// The attack bonus of a target who broke a hold: one attack at +6 (rule
/// GM-combat.immobilize).
pub const BROKE_HOLD_BONUS: i32 = 6;

/// Whether two combatants fight hand to hand or with missiles (rules
/// GM-combat.close-vs-ranged, GM-combat.unseen).
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::Engagement;
///
/// // A spear's reach is about 2 yards: 6 feet away is close, 10 feet is not.
/// assert_eq!(Engagement::of(6, 6), Engagement::Close);
/// assert_eq!(Engagement::of(10, 6), Engagement::Ranged);
/// assert_eq!(Engagement::Ranged.unseen_penalty(), 6);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersEngagement"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Engagement {
    /// Within hand or extended weapon reach.
    Close,
    /// Missiles fired or thrown.
    Ranged,
}

impl Engagement {
    /// Close combat when the opponent is `distance` feet away and within
    /// the `reach` (hand or weapon) in feet; ranged otherwise.
    #[must_use]
    pub const fn of(distance: u32, reach: u32) -> Self {
        if distance <= reach {
            Self::Close
        } else {
            Self::Ranged
        }
    }

    /// The attack penalty against a target the attacker knows of but
    /// cannot see (rule GM-combat.unseen): 3 in close combat, 6 ranged.
    #[must_use]
    pub const fn unseen_penalty(self) -> i32 {
        match self {
            Self::Close => 3,
            Self::Ranged => 6,
        }
    }
}

/// Whether a target is within a combatant's reach this round (rule
/// GM-combat.reach): any target who comes within their movement, in feet.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::within_reach;
///
/// // Toromeen moves 10: a yeti 10 feet away can be attacked, one 11 feet away cannot.
/// assert!(within_reach(10, 10));
/// assert!(!within_reach(10, 11));
/// ```
#[must_use]
pub const fn within_reach(movement_feet: u32, distance_feet: u32) -> bool {
    distance_feet <= movement_feet
}

/// A target that does not defend itself (rules GM-combat.non-defending,
/// GM-combat.covered, GM-combat.immobile-bonus, GM-combat.unaware). The
/// three bonuses do not combine: a target is one of them at most, and
/// [`NonDefending::best`] picks the one worth most.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::NonDefending;
///
/// assert_eq!(NonDefending::Covered.attack_bonus(), 4);
/// assert_eq!(NonDefending::Covered.damage_bonus(), 1);
/// assert_eq!(NonDefending::Immobile.attack_bonus(), 10);
/// let both = [NonDefending::Covered, NonDefending::Unaware];
/// assert_eq!(NonDefending::best(&both), Some(NonDefending::Covered));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersNonDefending"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum NonDefending {
    /// Unaware of the attacker's general location, or simply not
    /// defending: +4 to attack.
    Unaware,
    /// Covered: unprepared for combat while the attacker takes aim; one
    /// free attack at +4 to attack and +1 to damage.
    Covered,
    /// Immobile: sleeping, bound, held or otherwise unable to move: +10.
    Immobile,
}

impl NonDefending {
    /// The attack bonus.
    #[must_use]
    pub const fn attack_bonus(self) -> i32 {
        match self {
            Self::Unaware | Self::Covered => 4,
            Self::Immobile => 10,
        }
    }

    /// The damage bonus (covered only).
    #[must_use]
    pub const fn damage_bonus(self) -> i32 {
        match self {
            Self::Covered => 1,
            Self::Unaware | Self::Immobile => 0,
        }
    }

    /// Of the kinds that apply to one target, the one that counts: the
    /// largest attack bonus, then the largest damage bonus. The bonuses do
    /// not combine.
    #[must_use]
    pub fn best(kinds: &[Self]) -> Option<Self> {
        kinds
            .iter()
            .copied()
            .max_by_key(|kind| (kind.attack_bonus(), kind.damage_bonus()))
    }
}

/// Whether a warrior may take an extra attack against an unaware or
/// non-defending opponent instead of the +4 (rule GM-combat.unaware): the
/// target is within combat reach and the warrior has space left in their
/// combat pool. The combat pool is not defined in these rules, so whether
/// space remains is the caller's to say.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::unaware_extra_attack;
///
/// assert!(unaware_extra_attack(true, true, true));
/// assert!(!unaware_extra_attack(false, true, true)); // a thief takes the +4
/// ```
#[must_use]
pub const fn unaware_extra_attack(warrior: bool, within_reach: bool, pool_space: bool) -> bool {
    warrior && within_reach && pool_space
}

/// Everything on the attacker's side of one attack that moves the number
/// to roll, as data (rules GM-combat.range-penalty, GM-combat.size-penalty,
/// GM-combat.propelled-strength, GM-combat.unseen, GM-combat.called-shot,
/// GM-combat.high-ground, GM-combat.non-defending, GM-combat.surprise,
/// GM-combat.immobilize, GM-health.injury). A situation is built for one
/// attack on one target (rule GM-combat.maneuver-scope): a bonus against
/// one opponent is not carried to the next.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::{Engagement, NonDefending, Situation};
///
/// let sneak = Situation { non_defending: Some(NonDefending::Unaware), ..Situation::default() };
/// assert_eq!(sneak.modifier(), 4);
/// let blind = Situation { unseen: Some(Engagement::Ranged), called_shot: true, ..Situation::default() };
/// assert_eq!(blind.modifier(), -9);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersSituation"))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct Situation {
    /// Range penalty of a thrown or propelled weapon, after strength
    /// ([`thrown_range_penalty`](super::thrown_range_penalty), [`range_penalty`](super::range_penalty)).
    pub range_penalty: Penalty,
    /// Size steps between the weapon and its wielder ([`size_penalty`](super::size_penalty)).
    pub size_penalty: Penalty,
    /// Strength bonus the wielder lacks for a strength-rated weapon
    /// ([`StrengthRating::wielded_by`](super::StrengthRating::wielded_by)).
    pub strength_shortfall: Penalty,
    /// The target is known of but unseen, in close or ranged combat.
    pub unseen: Option<Engagement>,
    /// A called shot: -3.
    pub called_shot: bool,
    /// Attacking from the high ground, the bonus taken to attack: +1.
    pub high_ground: bool,
    /// The target does not defend itself.
    pub non_defending: Option<NonDefending>,
    /// The attacker is surprised (after the first round): -3.
    pub surprised: bool,
    /// The attacker just broke a hold: +6.
    pub broke_hold: bool,
    /// The attacker's injury points, a penalty on attack rolls.
    pub injuries: Penalty,
    /// Any other modifier the referee gives.
    pub extra: Extra,
}

impl Situation {
    /// Each modifier that applies, with a stable key, in a fixed order.
    #[must_use]
    pub fn modifiers(&self) -> Vec<(&'static str, i32)> {
        let signed = |p: Penalty| -i32::try_from(p.get()).unwrap_or(i32::MAX);
        let all = [
            ("range", signed(self.range_penalty)),
            ("size", signed(self.size_penalty)),
            ("strength_shortfall", signed(self.strength_shortfall)),
            ("unseen", self.unseen.map_or(0, |e| -e.unseen_penalty())),
            (
                "called_shot",
                if self.called_shot {
                    -CALLED_SHOT_PENALTY
                } else {
                    0
                },
            ),
            (
                "high_ground",
                if self.high_ground {
                    HIGH_GROUND_BONUS
                } else {
                    0
                },
            ),
            (
                "non_defending",
                self.non_defending.map_or(0, NonDefending::attack_bonus),
            ),
            (
                "surprised",
                if self.surprised {
                    -SURPRISED_ROLL_PENALTY
                } else {
                    0
                },
            ),
            (
                "broke_hold",
                if self.broke_hold { BROKE_HOLD_BONUS } else { 0 },
            ),
            ("injuries", signed(self.injuries)),
            ("extra", self.extra.get()),
        ];
        all.into_iter().filter(|(_, v)| *v != 0).collect()
    }

    /// The sum of the modifiers.
    #[must_use]
    pub fn modifier(&self) -> i32 {
        let p = |p: Penalty| i32::try_from(p.get()).unwrap_or(i32::MAX);
        let mut total = self.extra.get()
            - p(self.range_penalty)
            - p(self.size_penalty)
            - p(self.strength_shortfall)
            - p(self.injuries);
        total -= self.unseen.map_or(0, Engagement::unseen_penalty);
        if self.called_shot {
            total -= CALLED_SHOT_PENALTY;
        }
        if self.high_ground {
            total += HIGH_GROUND_BONUS;
        }
        total += self.non_defending.map_or(0, NonDefending::attack_bonus);
        if self.surprised {
            total -= SURPRISED_ROLL_PENALTY;
        }
        if self.broke_hold {
            total += BROKE_HOLD_BONUS;
        }
        total
    }
}

/// Cover between an attacker and a target (rule GM-combat.cover).
///
/// | cover | warriors | non-warriors |
/// |---|---|---|
/// | weak | +1 defense | no bonus |
/// | strong | +2 defense | +1 defense |
/// | full | +3 defense | +2 defense |
///
/// Behind full cover a non-combatant cannot be hit at all; one who attacks
/// or moves into the open is hit as the table says.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::Cover;
///
/// assert_eq!(Cover::Strong.defense_bonus(true), 2);
/// assert_eq!(Cover::Strong.defense_bonus(false), 1);
/// assert_eq!(Cover::Weak.defense_bonus(false), 0);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersCover"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Cover {
    /// No cover.
    #[default]
    None,
    /// Protects a significant portion, leaves a significant portion open.
    Weak,
    /// Protects most of the character.
    Strong,
    /// Blocks all of the character.
    Full,
}

/// The cover table: (cover, warriors' defense bonus, non-warriors').
pub const COVER: [(Cover, i32, i32); 3] = [
    (Cover::Weak, 1, 0),
    (Cover::Strong, 2, 1),
    (Cover::Full, 3, 2),
];

impl Cover {
    /// The defense bonus for a warrior (or a companion a leading warrior
    /// grants the warrior values, [`Leadership`](super::Leadership)) or a non-warrior.
    #[must_use]
    pub fn defense_bonus(self, warrior: bool) -> i32 {
        COVER
            .iter()
            .find(|(cover, _, _)| *cover == self)
            .map_or(0, |&(_, w, n)| if warrior { w } else { n })
    }

    /// The cover a target in close combat has against a missile fired into
    /// it (rule GM-combat.fire-into-melee): strong with three to five
    /// combatants in the melee, full with six or more.
    ///
    /// # Examples
    ///
    /// ```
    /// use osr_combat::gods_and_monsters::Cover;
    ///
    /// assert_eq!(Cover::of_melee(2), Cover::None);
    /// assert_eq!(Cover::of_melee(4), Cover::Strong);
    /// assert_eq!(Cover::of_melee(6), Cover::Full);
    /// ```
    #[must_use]
    pub const fn of_melee(combatants: u32) -> Self {
        match combatants {
            0..=2 => Self::None,
            3..=5 => Self::Strong,
            _ => Self::Full,
        }
    }
}

/// Everything on the target's side of one attack that moves its defense
/// (rules GM-combat.cover, GM-combat.surprise, GM-combat.called-shot,
/// GM-combat.immobilize, GM-combat.high-ground).
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::{Cover, Guard};
///
/// let guard = Guard { cover: Cover::Full, warrior: true, surprised: true, ..Guard::default() };
/// assert_eq!(guard.modifier(), 1); // +3 cover, -2 surprised
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersGuard"))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct Guard {
    /// The target's cover.
    pub cover: Cover,
    /// Whether the target uses cover as a warrior does.
    pub warrior: bool,
    /// The target is surprised (after the first round): -2.
    pub surprised: bool,
    /// The target made a called shot this round: -2.
    pub called_shot: bool,
    /// The target is trying to immobilize someone: -2.
    pub immobilizing: bool,
    /// The target holds the high ground and takes the bonus to defense: +1.
    pub high_ground: bool,
}

impl Guard {
    /// The sum of the defense modifiers.
    #[must_use]
    pub fn modifier(&self) -> i32 {
        let mut total = self.cover.defense_bonus(self.warrior);
        if self.surprised {
            total -= SURPRISED_DEFENSE_PENALTY;
        }
        if self.called_shot {
            total -= CALLED_SHOT_DEFENSE_PENALTY;
        }
        if self.immobilizing {
            total -= IMMOBILIZER_DEFENSE_PENALTY;
        }
        if self.high_ground {
            total += HIGH_GROUND_BONUS;
        }
        total
    }
}

/// Whether an attack roll hit: the bands of [`Attack::odds`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersSwing"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Swing {
    /// The d20 was above the number needed.
    Miss,
    /// The d20 was at most the number needed.
    Hit,
}

/// One attack roll (rule GM-combat.attack): a d20 at most 11 plus the
/// attacker's Fighting Art and attack bonus, minus the target's defense,
/// with the situation's modifiers, hits. No natural 1 or 20: a number of
/// 20 or more cannot miss, one below 1 cannot hit.
///
/// # Examples
///
/// ```
/// use osr_check::ratio;
/// use osr_combat::gods_and_monsters::{Attack, Swing};
///
/// // Toromeen (Fighting Art +2, strength +2) against the yeti (defense 3): 12 or less.
/// let axe = Attack::new(2, 2, 3)?;
/// assert_eq!(axe.target(), 12);
/// assert_eq!(axe.odds().probability(&Swing::Hit), Some(ratio(12, 20)));
/// assert_eq!(axe.swing(17), Swing::Miss);
/// # Ok::<(), osr_combat::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersAttack"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Attack {
    fighting_art: FightingArt,
    bonus: AttackBonus,
    defense: Defense,
    #[cfg_attr(feature = "serde", serde(default))]
    situation: Situation,
    #[cfg_attr(feature = "serde", serde(default))]
    guard: Guard,
}

impl Attack {
    /// An attack with Fighting Art `fighting_art` and attack bonus `bonus`
    /// on a target of defense `defense`, with no situational modifier.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a value outside its range
    /// ([`FightingArt`], [`AttackBonus`], [`Defense`]).
    pub fn new(fighting_art: i32, bonus: i32, defense: i32) -> Result<Self, Error> {
        Ok(Self {
            fighting_art: FightingArt::new(fighting_art)?,
            bonus: AttackBonus::new(bonus)?,
            defense: Defense::new(defense)?,
            situation: Situation::default(),
            guard: Guard::default(),
        })
    }

    /// The same attack in `situation`.
    #[must_use]
    pub const fn with_situation(self, situation: Situation) -> Self {
        Self { situation, ..self }
    }

    /// The same attack against a target guarded as `guard` says.
    #[must_use]
    pub const fn with_guard(self, guard: Guard) -> Self {
        Self { guard, ..self }
    }

    /// The attacker's side of the modifiers.
    #[must_use]
    pub const fn situation(&self) -> &Situation {
        &self.situation
    }

    /// The target's side of the modifiers.
    #[must_use]
    pub const fn guard(&self) -> &Guard {
        &self.guard
    }

    /// The target's defense with its modifiers.
    #[must_use]
    pub fn defense(&self) -> i32 {
        self.defense.get() + self.guard.modifier()
    }

    /// The number the d20 must not exceed.
    #[must_use]
    pub fn target(&self) -> i32 {
        BASE_TARGET + self.fighting_art.get() + self.bonus.get() - self.defense()
            + self.situation.modifier()
    }

    /// Whether `face` hits.
    #[must_use]
    pub fn swing(&self, face: u32) -> Swing {
        if i64::from(face) <= i64::from(self.target()) {
            Swing::Hit
        } else {
            Swing::Miss
        }
    }

    /// Rolls the d20: the face and whether it hit.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails.
    pub fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<(u32, Swing), Error> {
        let face = Die::D20.roll(source)?;
        Ok((face, self.swing(face)))
    }

    /// The exact chance of a hit and a miss.
    #[must_use]
    pub fn odds(&self) -> Odds<Swing> {
        Odds::die(Die::D20, |face| self.swing(face))
    }
}

/// The damage of a weapon or attack form (rules GM-combat.damage,
/// GM-combat.unarmed): its dice plus a damage bonus. A total below 0 (a
/// large penalty) does no damage.
///
/// # Examples
///
/// ```
/// use osr_core::{Dice, Die, SuppliedFaces};
/// use osr_combat::gods_and_monsters::Damage;
///
/// // Toromeen's small battleaxe, d8 + 4 for strength 18: a roll of 8 does 12.
/// let axe = Damage::new(Dice::one(Die::D8), 4)?;
/// let (faces, total) = axe.roll(&mut SuppliedFaces::new(&[8]))?;
/// assert_eq!((faces, total), (vec![8], 12));
/// # Ok::<(), osr_combat::Error>(())
/// ```
///
/// With the `serde` feature it serializes as `{"dice": ..., "bonus": 4}`;
/// reading it back checks it as [`Damage::new`] does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "GodsAndMonstersDamage"))]
#[cfg_attr(feature = "serde", serde(try_from = "DamageFields"))]
pub struct Damage {
    dice: Dice,
    bonus: DamageModifier,
}

#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
struct DamageFields {
    dice: Dice,
    #[serde(default)]
    bonus: i32,
}

#[cfg(feature = "serde")]
impl TryFrom<DamageFields> for Damage {
    type Error = Error;

    fn try_from(f: DamageFields) -> Result<Self, Error> {
        Self::new(f.dice, f.bonus)
    }
}

/// The most damage dice one attack rolls.
pub const MAX_DAMAGE_DICE: u32 = 20;

impl Damage {
    /// `dice` plus `bonus`.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) for a bonus outside
    /// [`DamageModifier::MIN`]`..=`[`DamageModifier::MAX`] or more than
    /// [`MAX_DAMAGE_DICE`] dice.
    pub fn new(dice: Dice, bonus: i32) -> Result<Self, Error> {
        if dice.count() > MAX_DAMAGE_DICE {
            return Err(osr_core::Error::OutOfRange {
                what: "damage dice",
                value: i64::from(dice.count()),
                min: 0,
                max: i64::from(MAX_DAMAGE_DICE),
            }
            .into());
        }
        Ok(Self {
            dice,
            bonus: DamageModifier::new(bonus)?,
        })
    }

    /// One d3 and no bonus: a bare-handed attack.
    pub(crate) const fn bare_handed() -> Self {
        Self {
            dice: Dice::one(Die::D3),
            bonus: DamageModifier::constant::<0>(),
        }
    }

    /// The same damage with `more` added to the bonus (a covered target's
    /// +1).
    ///
    /// # Errors
    ///
    /// [`Error::Core`] (`OutOfRange`) when the bonus leaves its range.
    pub fn plus(self, more: i32) -> Result<Self, Error> {
        Ok(Self {
            bonus: DamageModifier::new(i64::from(self.bonus.get()) + i64::from(more))?,
            ..self
        })
    }

    /// The dice.
    #[must_use]
    pub const fn dice(&self) -> Dice {
        self.dice
    }

    /// The bonus.
    #[must_use]
    pub const fn bonus(&self) -> i32 {
        self.bonus.get()
    }

    /// The total from the dice's faces: their sum plus the bonus, at
    /// least 0.
    #[must_use]
    #[inline]
    pub fn total_of(&self, sum: u32) -> u32 {
        let total = i64::from(sum) + i64::from(self.bonus.get());
        u32::try_from(total.max(0)).unwrap_or(u32::MAX)
    }

    /// Rolls the dice one by one: every face, and the total.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails.
    pub fn roll<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<(Vec<u32>, u32), Error> {
        let mut faces = Vec::new();
        let mut sum = 0_u32;
        for _ in 0..self.dice.count() {
            let face = self.dice.die().roll(source)?;
            faces.push(face);
            sum += face;
        }
        Ok((faces, self.total_of(sum)))
    }

    /// Rolls the dice without keeping their faces: the total.
    ///
    /// # Errors
    ///
    /// [`Error::Core`] when the face source fails.
    #[inline]
    pub fn roll_total<S: FaceSource + ?Sized>(&self, source: &mut S) -> Result<u32, Error> {
        let mut sum = 0_u32;
        for _ in 0..self.dice.count() {
            sum += self.dice.die().roll(source)?;
        }
        Ok(self.total_of(sum))
    }
}

/// The damage of a bare-handed attack (rule GM-combat.unarmed): d3 for
/// anyone, d2 for halflings, goblins and gnomes.
///
/// # Examples
///
/// ```
/// use osr_combat::gods_and_monsters::unarmed_damage;
///
/// assert_eq!(unarmed_damage(false).to_string(), "d3");
/// assert_eq!(unarmed_damage(true).to_string(), "d2");
/// ```
#[must_use]
pub const fn unarmed_damage(halfling_goblin_or_gnome: bool) -> Dice {
    if halfling_goblin_or_gnome {
        Dice::one(Die::D2)
    } else {
        Dice::one(Die::D3)
    }
}
