//! 3d6 Constitution: initiative bouts, superior initiative, reactions, attacks against AC, morale and the fight.
//!
//! A fight is rounds of initiative counts. Each combatant rolls 1d20 +
//! wits once (a fighter adds their level) and keeps that score from round
//! to round; each round everyone acts once from the highest score down.
//! Initiative is also a purse: reactions, extra actions and the superior
//! combatant's second turn are paid in points of it, and at 0 a combatant
//! is disoriented. Attacks are strength checks (osr-check's 3d6
//! Constitution ability check) against the target's AC as DC; a hit rolls
//! damage (a d6 for an armed human) that lands through osr-health's
//! [`Vitality`](osr_health::constitution::Vitality): hit points first,
//! injury saves past them.
//!
//! | rule | API |
//! |---|---|
//! | TC-5.1: 1d20 + wits; highest first; scores carry over; ties the caller's | [`roll_initiative`], [`initiative_odds`], [`Bout`], [`Ties`], [`Fight::next`], [`Fight::order`] |
//! | TC-5.2: initiative buys extra actions and reactions | [`Bout::pay`], [`Command::React`] |
//! | TC-5.3: superior initiative: -10 after the turn, another turn | [`Bout::superior`], [`Command::Superior`], [`SUPERIOR_COST`] |
//! | TC-5.4: reaction costs 2, 5, 10 | [`Reaction`], [`Reaction::cost`] |
//! | TC-5.5: the round ends, all disengage; between-round actions | [`Command::EndRound`], [`Command::NextRound`], [`Step::BetweenRounds`] |
//! | TC-5.6: re-orienting re-rolls, no regular turn next round | [`Command::Reorient`], [`Bout::reorient`] |
//! | TC-5.7: spells declared between rounds take effect on the caster's turn | [`Command::DeclareSpell`], [`Command::Cast`] |
//! | TC-5.8: forced bout: -10 to all, floor 0, ends when all at 0 | [`Command::ForceBout`], [`Bout::force`], [`FORCED_BOUT_COST`] |
//! | TC-5.9: at 0: no reactions, opportunity attacks, penalty die to re-orient | [`Place::disoriented`], [`Command::OpportunityAttack`], [`Error::Disoriented`](crate::Error::Disoriented) |
//! | TC-5.10: surprise: advantage die or wits + 20; penalty die or 0 | [`Start`] |
//! | TC-5.11: henchmen at 1; ordered, at the superior's count | [`Start::Henchman`], [`Command::Order`], [`HENCHMAN_INITIATIVE`] |
//! | TC-5.12: morale guidelines | [`MORALE_GUIDELINES`], [`morale_guideline`] |
//! | TC-5.13.when: when morale is checked | [`MoraleTrigger`], [`MoraleTrigger::losses`], [`Command::Morale`] |
//! | TC-5.14: attacks are strength checks against AC | [`Command::Attack`] |
//! | TC-5.15: AC 20; -5 blind, -5 constrained, -10 unaware; armour +2 to +10 | [`armour_class`], [`Conditions`] |
//! | TC-5.16: +1 AC against shorter reach | [`reach_ac_bonus`] |
//! | TC-5.17: active defence as action (round) or reaction (one attack) | [`active_defence`], [`Command::Defend`], [`Defence`] |
//! | TC-5.18: d6 damage off HP; exactly 0 does nothing by itself | [`DamageDie`], [`Command::Attack`], [`blow_odds`] |
//! | TC-5.19: extra degrees buy extra effects | [`extra_degrees`], [`Event::AttackRolled`] |
//! | TC-5.20: four extra degrees: a direct hit | [`direct_hit_possible`], [`Event::DirectHit`] |
//! | TC-5.21: shooting into melee: 1/10, 9/10, 6/10, aiming +2/10 | [`IntoMelee`], [`Line`] |
//! | TC-5.22: stored ranged attacks | [`StoredAttacks`] |
//! | TC-6.12: a direct hit bought off at 10 HP per level or HD | [`Combatant::buys_off`] |
//! | TC-7.2: tough fucker: d8 hit dice | [`Combatant::tough`] |
//! | TC-7.4: berserk: +2 to hit, started by injury, never stops | [`BERSERK_TO_HIT`], [`Training::berserk`], [`Event::WentBerserk`] |
//! | TC-7.5: weapons training | [`reach_ac_bonus`], [`training_to_hit`], [`DamageDie::for_weapon`], [`training_initiative`] |
//! | TC-7.6: spear training | [`reach_ac_bonus`], [`training_to_hit`] |
//! | TC-7.7: longsword training | [`reach_ac_bonus`], [`DamageDie::D6Advantage`] |
//! | TC-7.8: bow training: extra action for 5 | [`Command::BowExtraAttack`], [`BOW_EXTRA_ACTION_COST`] |
//! | TC-11.6: blessed against undead by level against HD | [`BlessingEffect`] |
//!
//! # Readings
//!
//! - Ties are the caller's ([`Ties`]); the same policy picks the round's
//!   superior when two share the highest score.
//! - Superior initiative is once per round, for the one highest when the
//!   round starts. A cost that takes a score under 0 leaves it at 0 (the
//!   combatant is then disoriented), for reactions, superior turns and
//!   forced bouts alike.
//! - The initiative d20 is not open-ended; attacks, defences and injury
//!   saves are osr-check's checks, open-ended 20s and natural 1s included
//!   (a complicated success still hits).
//! - A shield defence after the roll is taken only when the attack hits,
//!   and turns it into a miss when the defence total is above the attack's.
//! - An order costs the superior 5 (ordering subordinates, TC-5.4). A
//!   henchman ordered to act takes a turn at the superior's count and goes
//!   back to 1; a follower with a rolled initiative acts at once, at that
//!   count, besides their regular turn, and pays 10 (an attack on a clear
//!   order, TC-5.4).
//! - A collapsed or dead combatant is out of the fight; falling to exactly
//!   0 HP is not (TC-5.18). A combatant with berserk training goes berserk
//!   when injured and stays so.
//! - A direct hit rolls damage and makes the injury saves at DC 20 plus
//!   the damage with HP untouched (osr-health's reading), unless the
//!   target buys it off.
//! - The morale guidelines and triggers are not in the seed text; they are
//!   the catalog's restoration from the source.
//!
//! # Simulation and odds
//!
//! [`simulate`] runs a one-on-one fight to the end without allocating,
//! under [`Policy`]: each combatant attacks the other on their turn, no
//! superior initiative, no reactions, direct hits taken when the policy
//! says, re-orienting between rounds at initiative 0. [`duel_odds`]
//! gives the exact odds of such a fight as an osr-check course of
//! rounds: the chance of each side winning, the exact mean number of
//! rounds and the chance of ending in each round, over every state of
//! both combatants' HP, major wound marks and berserk rage with who goes
//! first and who is re-orienting. The exact odds of one blow (miss,
//! stopped by HP, or each injury band) are [`blow_odds`].

mod blessing;
mod command;
mod duel;
mod event;
mod fight;
mod initiative;
mod missile;
mod morale;
mod odds;
mod rules;
mod setup;
mod sim;

pub use self::blessing::BlessingEffect;
pub use self::command::{Command, Defence, Spend};
pub use self::duel::{DUEL_MAX_STATES, duel_odds};
pub use self::event::{Event, Named};
pub use self::fight::{Ending, Fight, FightState, Fighter, Step};
pub use self::initiative::{
    Bout, InitiativeRoll, Place, Start, Ties, initiative_odds, roll_initiative,
};
pub use self::missile::{IntoMelee, Line, StoredAttack, StoredAttacks, Struck};
pub use self::morale::{
    MORALE_GUIDELINES, MoraleGuideline, MoraleTrigger, morale_guideline, morale_odds,
};
pub use self::odds::{Blow, blow_odds};
pub use self::rules::{
    AMBUSH_WITS_BONUS, BASE_AC, BERSERK_TO_HIT, BLIND_OR_CONSTRAINED_AC, BOW_EXTRA_ACTION_COST,
    Conditions, DIRECT_HIT_EXTRA_DEGREES, DamageDie, FORCED_BOUT_COST, HENCHMAN_INITIATIVE,
    Reaction, SUPERIOR_COST, Training, UNAWARE_AC, Weapon, WeaponKind, active_defence,
    armour_class, direct_hit_possible, extra_degrees, reach_ac_bonus, training_initiative,
    training_to_hit,
};
pub use self::setup::{Combatant, Setup};
pub use self::sim::{Policy, simulate};

osr_core::bounded! {
    error: crate::Error;
    /// An armour class: osr-check's DC range.
    pub struct Ac(i32) in -100..=200, "armour class";
    /// A bonus (or, negative, a penalty) to a roll.
    #[derive(Default)]
    pub struct Bonus(i32) in -50..=50, "bonus";
    /// A weapon's reach, as an ordinal: longer is higher.
    #[derive(Default)]
    pub struct Reach(u32) in 0..=10, "reach";
    /// A weapon's heft, as an ordinal: heavier is higher.
    #[derive(Default)]
    pub struct Heft(u32) in 0..=10, "heft";
    /// A level or a number of hit dice, compared for a blessing.
    pub struct Rank(u32) in 0..=40, "level or hit dice";
    /// Tenths a full round of aiming adds to a shot into melee, at most 2.
    pub struct AimBonus(u32) in 0..=2, "aiming bonus in tenths";
}
