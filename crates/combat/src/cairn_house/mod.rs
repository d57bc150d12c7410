//! Cairn House Rules: DEX-save initiative and the phase order, attacks
//! that always hit, DR, morale and the fight.
//!
//! A round has five phases (magic cast, missile, move, melee, magic
//! effect). At the start of a combat each PC makes a DEX save: in every
//! phase those who passed act first, then the enemies, then those who
//! failed. There is no attack roll: the weapon's damage die less the
//! target's DR comes off HP, and what goes past 0 comes off STR, through
//! osr-health's [`osr_health::cairn_house`]. Enemies check morale on a
//! WIL save; PCs never do.
//!
//! | rule | API |
//! |---|---|
//! | CH-combat.initiative: a DEX save per PC, once per combat; Haste/Slow instead | [`initiative`], [`InitiativeMode`], [`InitiativeRule`], [`Command::RollInitiative`], [`Fight::order`] |
//! | CH-combat.phases: five phases; passed PCs, enemies, failed PCs in each | [`Phase`], [`Fight::next`], [`Fight::turns`], [`Next`] |
//! | CH-combat.cast-interrupt: hit while casting: WIL save or the spell is lost | [`Action::Cast`], [`Event::CastingSave`], [`Event::SpellLost`] |
//! | CH-combat.missile-no-move: a missile loosed, no move that round | [`Error::MissileNoMove`](crate::Error::MissileNoMove) |
//! | CH-combat.attack: die less DR, at least 0, through osr-health | [`attack_damage`], [`Action::Attack`], [`Event::Attacked`], [`Event::Health`] |
//! | CH-combat.dr: armour + shield, at most 3 | [`armour_dr`], [`Combatant::with_armour`], [`ArmourDr`] |
//! | CH-combat.enhanced: one die size up or down, d4..d12 | [`attack_die`], [`Step`] |
//! | CH-combat.charge: round 1, into melee: next attack on that enemy enhanced | [`Action::Charge`] |
//! | CH-combat.blast: every target rolled separately | [`Action::Blast`] |
//! | CH-combat.blast.count: unsure how many: roll the die | [`blast_count`] |
//! | CH-combat.maneuver: the defender chooses damage or the maneuver | [`Maneuver`], [`DefenderChoice`], [`Command::Choose`] |
//! | CH-combat.withdraw: leaving melee gives a free attack unless a half move | [`Action::Withdraw`] |
//! | CH-combat.morale.triggers: first casualty, half lost | [`half_lost`], [`MoraleTrigger`], [`Event::MoraleChecked`] |
//! | CH-combat.morale.leader: the leader's WIL | [`Setup::with_leader`] |
//! | CH-combat.morale.lone: a lone foe at 0 HP | [`MoraleTrigger::Lone`] |
//! | morale over a whole fight, with exact odds | [`morale_odds`] |
//! | CH-combat.morale.pc: PCs never check morale | [`Fight`] (only [`Side::Foes`](crate::Side) checks) |
//! | CH-combat.morale.undead: undead never check morale | [`Combatant::undead`] |
//! | CH-combat.flee: a DEX save and a safe place | [`flee`], [`Flight`], [`Action::Flee`] |
//! | CH-combat.distract.food, .treasure, CH-combat.secret-door | [`Pursuit`], [`Escape`], [`Minds`] |
//! | CH-combat.blast-fire-dr: does DR lower spell damage? | [`SpellDr`], [`Rules`], [`Action::SpellDamage`] |
//!
//! Whole fights: [`Fight`] (commands in, events out, serde, replay) and
//! [`simulate`] (the same fight under a [`Policy`], without allocating).
//! One-on-one melee: [`Duel`], two fighters by their numbers, with
//! [`Duel::simulate`] (millions of fights a second) and [`Duel::odds`]
//! (the exact chance of each ending, as fractions).
//!
//! # Readings
//!
//! - Initiative is one DEX save per PC at the start of the combat (d20 at
//!   most DEX passes); enemies do not roll. A save every round, by the PCs
//!   still in the fight, is the option [`InitiativeRule::EachRound`]. Haste passes and Slow fails it
//!   without a roll. Everyone on [`Side::Party`](crate::Side) is a PC: rolls
//!   initiative and never checks morale.
//! - Every attack hits, so every attack on a caster between phases 1 and 5
//!   calls for the WIL save, even one that deals 0 damage after DR or that
//!   the caster answers by taking a maneuver. A caster taken out of the
//!   fight loses the spell without a save.
//! - "Half their number" rounds up: a group of 5 checks again at its 3rd
//!   loss ([`half_lost`]). When the first casualty is also half the group
//!   (a group of 2) one save is rolled. A casualty is an enemy out of the
//!   fight: critically damaged (past 0 HP with the STR save failed),
//!   dead, or fled. A failed morale save routs every enemy still in the
//!   fight except the undead. The group saves with its leader's WIL when
//!   there is one ([`Setup::with_leader`]), else with the WIL of the
//!   first enemy still in the fight who checks morale.
//! - A lone foe (an enemy side of one) saves when its HP first reaches 0
//!   and it is still in the fight; failing, it flees.
//! - Critical damage and death take a combatant out of the fight; a
//!   grievous wound at exactly 0 HP does not. An eye gouged out impairs
//!   missile attacks; with both eyes gone the combatant cannot shoot.
//! - Charge: in round 1 only, by a combatant in melee range of nobody;
//!   the bonus stays until its next attack on the charged enemy. A
//!   missile weapon attacks in phase 2, any other in phase 4; a combatant
//!   that loosed a missile may still pass in phase 3 but not move.
//! - A full withdrawal lets every enemy in melee range (with a melee
//!   weapon) take its free attack at once; a half move lets none. A
//!   successful flight (DEX save and a safe place) takes the combatant out
//!   of the fight with no free attacks; without a safe place nothing is
//!   rolled.
//! - Blasts roll for each listed target in turn; a target already out of
//!   the fight by then is skipped. When the number of targets is unclear
//!   [`blast_count`] rolls it.
//! - Spell damage is lowered by DR by default ([`SpellDr::Applies`]); the
//!   option [`SpellDr::Ignored`] leaves it whole. Which spells deal what is
//!   osr-magic's; [`Action::SpellDamage`] takes the dice.
//! - Food stops only unintelligent pursuers and treasure only intelligent
//!   ones; a secret door stops any pursuit ([`Pursuit::shaken_off`]).
//!
//! # Not here
//!
//! Distances and the map (melee range is tracked only through charges,
//! approaches and withdrawals; attacks are not refused for range), what a
//! maneuver's effect does, monsters' special effects on a failed critical
//! damage save, and ammunition (osr-equipment's
//! [`roll_ammunition`](osr_equipment::cairn_house::roll_ammunition)).

mod combatant;
mod command;
mod duel;
mod event;
mod fight;
mod morale;
mod policy;
mod rules;
mod simulate;

pub use self::combatant::{ArmourDr, Combatant, Entering, InitiativeRule, MAX_SIDE, Rules, Setup};
pub use self::command::{Action, Command, MAX_SPELL_DICE};
pub use self::duel::{
    AttackStep, DUEL_MAX_DR, DUEL_MAX_EXCHANGES, DUEL_MAX_HP, Duel, DuelEnding, DuelRecord,
    DuelResult, Duelist, Finish, Strike,
};
pub use self::event::{Ending, Event, MoraleTrigger, Named, Out};
pub use self::fight::{Fight, FightState, Fighter, MAX_ROUNDS, Next};
pub use self::morale::morale_odds;
pub use self::policy::Policy;
pub use self::rules::{
    DefenderChoice, Escape, Flight, InitiativeMode, Maneuver, Minds, Phase, Pursuers, Pursuit,
    SILVER_PER_PURSUER, SpellDr, Step, armour_dr, attack_damage, attack_die, blast_count, flee,
    half_lost, initiative, party_initiative_odds,
};
pub use self::simulate::simulate;
