//! What happened on the expedition, each with its dice and a line for
//! players.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use osr_advancement::constitution::Ability;
use osr_sheet::constitution::ability_name;
use osr_travel::constitution::Weather;

use crate::text::{plural, write_list};
use crate::{Ending, Name};

/// A wound or worse, as an injury save's band leaves it (TC-6.8 to
/// TC-6.11).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionWound"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Wound {
    /// A minor wound.
    Minor,
    /// A major wound, with the marks after it.
    Major(u32),
    /// Collapsed.
    Collapsed,
    /// Dead.
    Died,
}

/// How a fight ended, for the party.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionOutcome"))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Outcome {
    /// The foes are down or fled.
    Won,
    /// The party is down: the foes leave the fallen where they lie.
    Lost,
    /// Nobody won within the rounds the policy allows: both sides break
    /// off.
    BrokeOff,
}

/// How a member ate and drank on a day (TC-15.1).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionMeal"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Meal {
    /// Who.
    pub who: Name,
    /// Whose ration they ate, `None` when there was none.
    pub from: Option<Name>,
    /// Rations left in their own pack.
    pub left: u32,
    /// Whether they drank.
    pub drank: bool,
}

/// An HP re-roll (TC-6.4, TC-6.5): after a short rest or a night.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionReroll"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Reroll {
    /// Who.
    pub who: Name,
    /// Every die, the dropped ones included.
    pub faces: Vec<u32>,
    /// The total rolled.
    pub rolled: u32,
    /// The HP before.
    pub was: u32,
    /// The HP after (a tough fighter keeps the higher).
    pub hp: u32,
    /// Fatigue after.
    pub fatigue: u32,
    /// Minor wounds healed (a night).
    pub healed: u32,
}

/// One combatant's initiative.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionInitiativeLine"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Initiative {
    /// Who.
    pub who: Name,
    /// The d20s (none when set by surprise).
    pub faces: Vec<u32>,
    /// The score.
    pub score: u32,
}

/// A foe met, with the HP its hit dice rolled (TC-6.1).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionFoe"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Foe {
    /// Its name in the fight ("wolf 2").
    pub name: Name,
    /// Its hit dice.
    pub hit_dice: u32,
    /// The d6s.
    pub faces: Vec<u32>,
    /// Its HP.
    pub hp: u32,
}

/// One ability tried in the improvement roll (TC-4.9).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionTry"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Try {
    /// The ability.
    pub ability: Ability,
    /// Its score.
    pub score: i32,
    /// The d20.
    pub face: u32,
}

/// What happened, in order, with every die rolled. Its `Display` is the
/// chronicle's line: members and foes by name.
///
/// # Examples
///
/// ```
/// use osr_play::Name;
/// use osr_play::constitution::Event;
///
/// let line = Event::SuperiorTaken { who: Name::new("Ash")?, from: 27, to: 17 };
/// assert_eq!(line.to_string(), "Ash takes superior initiative: 27 -> 17, and another turn");
/// # Ok::<(), osr_play::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, osr_core::strict::TaggedDeserialize)
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ConstitutionExpeditionEvent"))]
#[cfg_attr(
    feature = "serde",
    serde(
        tag = "event",
        rename_all = "snake_case",
        rename_all_fields = "snake_case",
        deny_unknown_fields
    )
)]
#[non_exhaustive]
pub enum Event {
    /// A ware bought.
    Bought {
        /// Who.
        who: Name,
        /// What.
        ware: Name,
        /// The price asked.
        listed: u32,
        /// The price paid, in silver (tenths as copper).
        paid: String,
        /// The coins left.
        left: String,
        /// A haggler's d20s and CHA (TC-10.3): below CHA is 10% off.
        haggle: Option<(Vec<u32>, i32)>,
    },
    /// A ware not bought: too dear.
    TooDear {
        /// Who.
        who: Name,
        /// What.
        ware: Name,
        /// The price, after haggling.
        price: String,
        /// The coins they have.
        coins: String,
        /// A haggler's d20s and CHA.
        haggle: Option<(Vec<u32>, i32)>,
    },
    /// The party sets out.
    Departed {
        /// Where to.
        site: Name,
        /// Miles.
        miles: u32,
    },
    /// A day's march (TC-13.4): the slowest member's miles.
    Marched {
        /// The day.
        day: u64,
        /// The weather.
        weather: Weather,
        /// Who sets the pace.
        slowest: Name,
        /// Miles, as a fraction: numerator.
        numer: u32,
        /// Denominator.
        denom: u32,
        /// Whole miles still to go.
        to_go: u32,
    },
    /// Encounter checks rolled (TC-13.5).
    Checks {
        /// One d6 each.
        faces: Vec<u32>,
        /// An encounter on this face or lower.
        in_six: u32,
    },
    /// A monster met, rolled on a d6 table.
    Met {
        /// The table's d6.
        face: u32,
        /// Which monster.
        monster: Name,
        /// How many.
        count: u32,
    },
    /// The party arrived.
    Arrived {
        /// Where: the site, or home.
        place: Name,
    },
    /// A fight begins: the foes and their HP.
    FightBegan {
        /// The party's fighters.
        party: Vec<Name>,
        /// The foes.
        foes: Vec<Foe>,
    },
    /// A side is surprised (TC-5.10).
    Surprised {
        /// Whether it is the party.
        party: bool,
    },
    /// Initiative rolled (TC-5.1).
    InitiativeRolled {
        /// Everyone's.
        rolls: Vec<Initiative>,
    },
    /// A round began.
    RoundBegan {
        /// The round.
        round: u32,
        /// Who has superior initiative.
        superior: Option<Name>,
    },
    /// Superior initiative taken (TC-5.3).
    SuperiorTaken {
        /// Who.
        who: Name,
        /// Before.
        from: u32,
        /// After.
        to: u32,
    },
    /// An attack (TC-5.14).
    Attacked {
        /// Who.
        attacker: Name,
        /// Whom.
        target: Name,
        /// The d20s.
        faces: Vec<u32>,
        /// The total.
        total: i32,
        /// Against AC.
        ac: i32,
        /// Whether it hit.
        hit: bool,
        /// Extra degrees (TC-5.19).
        extra: u32,
    },
    /// A direct hit (TC-5.20).
    DirectHit {
        /// Who.
        attacker: Name,
        /// Whom.
        target: Name,
    },
    /// Damage rolled.
    Damage {
        /// Whom.
        target: Name,
        /// The dice.
        faces: Vec<u32>,
        /// The damage.
        amount: u32,
    },
    /// Hit points lost.
    HpLost {
        /// Who.
        who: Name,
        /// Before.
        from: u32,
        /// After.
        to: u32,
    },
    /// Injury saves (TC-6.6): each save's d20s with its total.
    InjurySaves {
        /// Who.
        who: Name,
        /// The DC.
        dc: i32,
        /// The STR save's d20s.
        #[cfg_attr(feature = "serde", serde(rename = "str"))]
        strength: Vec<u32>,
        /// Its total.
        #[cfg_attr(feature = "serde", serde(rename = "str_total"))]
        strength_total: i32,
        /// Passed.
        #[cfg_attr(feature = "serde", serde(rename = "str_passed"))]
        strength_passed: bool,
        /// The WIL save's d20s (none when not rolled).
        #[cfg_attr(feature = "serde", serde(rename = "wil"))]
        will: Vec<u32>,
        /// Its total.
        #[cfg_attr(feature = "serde", serde(rename = "wil_total"))]
        will_total: Option<i32>,
        /// Passed.
        #[cfg_attr(feature = "serde", serde(rename = "wil_passed"))]
        will_passed: bool,
    },
    /// A wound, a collapse or death.
    Wounded {
        /// Who.
        who: Name,
        /// What.
        wound: Wound,
    },
    /// Went berserk (TC-7.4).
    Berserk {
        /// Who.
        who: Name,
    },
    /// Re-oriented at initiative 0 (TC-5.6, TC-5.9).
    Reoriented {
        /// Who.
        who: Name,
        /// The d20s.
        faces: Vec<u32>,
        /// The new score.
        score: u32,
    },
    /// A morale check (TC-5.13).
    Morale {
        /// Who.
        who: Name,
        /// The 2d6.
        faces: Vec<u32>,
        /// Their total.
        total: u32,
        /// The score.
        score: u32,
        /// Held.
        held: bool,
        /// Checked for being surprised.
        surprised: bool,
    },
    /// Fled.
    Fled {
        /// Who.
        who: Name,
    },
    /// The fight ended.
    FightEnded {
        /// How.
        outcome: Outcome,
        /// After this many rounds.
        rounds: u32,
    },
    /// The party turns home.
    TurnedHome,
    /// HP re-rolled on a short rest (TC-6.4, TC-6.5).
    Rested {
        /// The re-roll.
        reroll: Reroll,
        /// The turn it took, in a site.
        turn: Option<u64>,
    },
    /// The evening meal and water (TC-15.1).
    Ate {
        /// Each member.
        meals: Vec<Meal>,
    },
    /// Hunger, thirst or sleep changed a member's state (TC-15).
    Deprived {
        /// Who.
        who: Name,
        /// In words.
        what: String,
        /// Any d20s (a thirst save).
        faces: Vec<u32>,
        /// The penalty on every check now.
        penalty: i32,
    },
    /// A night's sleep: fatigue gone, minor wounds healed, HP re-rolled
    /// (TC-6.5).
    Slept {
        /// The re-roll.
        reroll: Reroll,
    },
    /// A spell prepared and cast (TC-12.3).
    Cast {
        /// Who.
        who: Name,
        /// The spell.
        spell: Name,
        /// The d100.
        faces: Vec<u32>,
        /// The rating.
        rating: u32,
        /// Whether it worked.
        worked: bool,
        /// Turns of light it gives.
        turns: u32,
    },
    /// A torch lit (TC-13.2).
    TorchLit {
        /// Who.
        who: Name,
        /// Torches they have left.
        left: u32,
    },
    /// A light went out.
    LightOut {
        /// The torch or the spell.
        what: String,
    },
    /// No light: the party gropes its way out.
    Dark,
    /// A turn in the site, with its encounter check.
    Turn {
        /// The turn.
        turn: u64,
        /// What it was spent on.
        doing: String,
        /// The d6 of the check (an encounter on 1).
        face: u32,
    },
    /// A search (TC-13.1).
    Searched {
        /// Who.
        who: Name,
        /// WIT.
        wit: i32,
        /// Their bonus.
        bonus: i32,
        /// The DC.
        dc: i32,
        /// The d20s.
        faces: Vec<u32>,
        /// The total.
        total: i32,
        /// Whether it succeeded.
        found: bool,
        /// Turns it takes.
        turns: u32,
    },
    /// The hoard found.
    Found {
        /// Its treasures.
        treasures: Vec<Name>,
    },
    /// A treasure taken up (its bulk counts on the carrier's load).
    Carried {
        /// Who.
        who: Name,
        /// What.
        treasure: Name,
        /// Their load in stones now.
        stones: u32,
    },
    /// A treasure nobody can carry, left behind.
    LeftBehind {
        /// What.
        treasure: Name,
    },
    /// A treasure brought home, and its XP (TC-2.1, TC-2.5).
    Haul {
        /// What.
        treasure: Name,
        /// Its value in silver.
        value: u32,
        /// Its XP.
        xp: u64,
    },
    /// Experience shared (TC-2.7).
    Shared {
        /// Hit dice of the foes overcome.
        hit_dice: u32,
        /// Their XP.
        foes_xp: u64,
        /// The treasure's XP.
        treasure_xp: u64,
        /// How many shares.
        shares: u32,
        /// XP each.
        each: u64,
        /// Silver each.
        silver: u64,
    },
    /// XP gained.
    XpGained {
        /// Who.
        who: Name,
        /// How much.
        amount: u64,
        /// Total.
        total: u64,
    },
    /// A level gained, with its hit die (TC-2.9, TC-6.2).
    LevelGained {
        /// Who.
        who: Name,
        /// The level.
        level: u32,
    },
    /// An initiation taken (TC-4.4).
    Initiated {
        /// Who.
        who: Name,
        /// Which.
        initiation: String,
    },
    /// The improvement roll (TC-4.9).
    Improved {
        /// Who.
        who: Name,
        /// Each try.
        tries: Vec<Try>,
        /// The ability raised, from, to.
        raised: Option<(Ability, i32, i32)>,
    },
    /// The spell-rating improvement roll (TC-12.15).
    SpellImproved {
        /// Who.
        who: Name,
        /// The spell.
        spell: Name,
        /// The d100, then the d6 if rolled.
        faces: Vec<u32>,
        /// Before.
        from: u32,
        /// After.
        to: u32,
    },
    /// The expedition ended.
    Ended {
        /// How.
        ending: Ending,
    },
}

fn dice(faces: &[u32]) -> String {
    let mut s = String::new();
    for (i, f) in faces.iter().enumerate() {
        if i > 0 {
            s.push('+');
        }
        s.push_str(&alloc::format!("{f}"));
    }
    s
}

fn d20(faces: &[u32]) -> String {
    alloc::format!("d20 {}", dice(faces))
}

/// An initiative roll's d20s: one, or two for an advantage or penalty die
/// (the higher or lower kept).
fn initiative(faces: &[u32]) -> String {
    match faces {
        [one] => alloc::format!("d20 {one}"),
        [a, b] => alloc::format!("2d20 {a}, {b}, one kept"),
        _ => String::from("no roll"),
    }
}

const fn pass(passed: bool) -> &'static str {
    if passed { "passed" } else { "failed" }
}

const fn weather(w: Weather) -> &'static str {
    match w {
        Weather::Clear => "clear",
        Weather::Foul => "rain",
        Weather::Storm => "storm",
    }
}

impl fmt::Display for Reroll {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} HP [{}] = {}",
            self.who,
            dice(&self.faces),
            self.rolled
        )?;
        if self.hp != self.rolled {
            write!(f, ", keeps {}", self.hp)?;
        }
        write!(f, " (was {}), fatigue {}", self.was, self.fatigue)?;
        if self.healed > 0 {
            let wounds = plural(self.healed, "minor wound", "minor wounds");
            write!(f, ", {} {wounds} healed", self.healed)?;
        }
        Ok(())
    }
}

impl fmt::Display for Event {
    #[allow(clippy::too_many_lines)]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Bought {
                who,
                ware,
                listed,
                paid,
                left,
                haggle,
            } => {
                write!(f, "{who} buys {ware}")?;
                if let Some((faces, cha)) = haggle {
                    let off = faces
                        .first()
                        .is_some_and(|d| i64::from(*d) < i64::from(*cha));
                    write!(
                        f,
                        ", haggling ({} vs CHA {cha}: {}), for",
                        d20(faces),
                        if off {
                            alloc::format!("10% off {listed} sp")
                        } else {
                            String::from("no discount")
                        }
                    )?;
                } else {
                    write!(f, " for")?;
                }
                write!(f, " {paid} sp: {left} sp left")
            }
            Self::TooDear {
                who,
                ware,
                price,
                coins,
                haggle,
            } => {
                write!(f, "{who} cannot afford {ware}")?;
                if let Some((faces, cha)) = haggle {
                    write!(f, " even haggling ({} vs CHA {cha})", d20(faces))?;
                }
                write!(f, ": {price} sp, has {coins} sp")
            }
            Self::Departed { site, miles } => {
                write!(f, "the party sets out for {site}, {miles} miles away")
            }
            Self::Marched {
                day,
                weather: w,
                slowest,
                numer,
                denom,
                to_go,
            } => {
                write!(f, "day {day}, {}: {numer}", weather(*w))?;
                if *denom != 1 {
                    write!(f, "/{denom}")?;
                }
                write!(f, " miles at {slowest}'s pace, {to_go} to go")
            }
            Self::Checks { faces, in_six } => {
                write!(
                    f,
                    "encounter checks d6 [{}] ({in_six} in 6)",
                    dice(faces).replace('+', ", ")
                )
            }
            Self::Met {
                face,
                monster,
                count,
            } => {
                if *count == 1 {
                    write!(f, "met (d6 {face}): a {monster}")
                } else {
                    write!(f, "met (d6 {face}): {monster}, {count} of them")
                }
            }
            Self::Arrived { place } => write!(f, "the party reaches {place}"),
            Self::FightBegan { party, foes } => {
                write!(f, "fight: ")?;
                write_list(f, ", ", party, |f, n| write!(f, "{n}"))?;
                write!(f, " against ")?;
                write_list(f, "; ", foes, |f, foe| {
                    write!(
                        f,
                        "{} ({} HD, HP [{}] = {})",
                        foe.name,
                        foe.hit_dice,
                        dice(&foe.faces),
                        foe.hp
                    )
                })
            }
            Self::Surprised { party } => {
                if *party {
                    write!(
                        f,
                        "the party is caught flat-footed: initiative 0, its first round lost"
                    )
                } else {
                    write!(
                        f,
                        "the foes are caught unaware: initiative 0, their first round lost"
                    )
                }
            }
            Self::InitiativeRolled { rolls } => {
                write!(f, "initiative:")?;
                for (i, r) in rolls.iter().enumerate() {
                    write!(f, "{} {} {}", if i > 0 { "," } else { "" }, r.who, r.score)?;
                    if !r.faces.is_empty() {
                        write!(f, " ({})", initiative(&r.faces))?;
                    }
                }
                Ok(())
            }
            Self::RoundBegan { round, superior } => match superior {
                Some(s) => write!(f, "round {round}: {s} has superior initiative"),
                None => write!(f, "round {round}"),
            },
            Self::SuperiorTaken { who, from, to } => {
                write!(
                    f,
                    "{who} takes superior initiative: {from} -> {to}, and another turn"
                )
            }
            Self::Attacked {
                attacker,
                target,
                faces,
                total,
                ac,
                hit,
                extra,
            } => {
                write!(
                    f,
                    "{attacker} attacks {target}: {} = {total} vs AC {ac}: {}",
                    d20(faces),
                    if *hit { "hits" } else { "misses" }
                )?;
                if *hit && *extra > 0 {
                    write!(
                        f,
                        " ({extra} extra degree{})",
                        if *extra == 1 { "" } else { "s" }
                    )?;
                }
                Ok(())
            }
            Self::DirectHit { attacker, target } => {
                write!(f, "{attacker} lands a direct hit on {target}")
            }
            Self::Damage {
                target,
                faces,
                amount,
            } => {
                write!(f, "damage to {target}: [{}] = {amount}", dice(faces))
            }
            Self::HpLost { who, from, to } => write!(f, "{who} HP {from} -> {to}"),
            Self::InjurySaves {
                who,
                dc,
                strength,
                strength_total,
                strength_passed,
                will,
                will_total,
                will_passed,
            } => {
                write!(
                    f,
                    "{who} injury saves at DC {dc}: STR {} = {strength_total} ({})",
                    d20(strength),
                    pass(*strength_passed)
                )?;
                match will_total {
                    Some(total) => {
                        write!(f, ", WIL {} = {total} ({})", d20(will), pass(*will_passed))
                    }
                    None => write!(f, ", no WIL save"),
                }
            }
            Self::Wounded { who, wound } => match wound {
                Wound::Minor => write!(f, "{who} takes a minor wound"),
                Wound::Major(marks) => write!(
                    f,
                    "{who} takes a major wound ({marks} mark{})",
                    if *marks == 1 { "" } else { "s" }
                ),
                Wound::Collapsed => write!(f, "{who} collapses"),
                Wound::Died => write!(f, "{who} dies"),
            },
            Self::Berserk { who } => write!(f, "{who} goes berserk"),
            Self::Reoriented { who, faces, score } => {
                write!(
                    f,
                    "{who} re-orients: {}, initiative {score}",
                    initiative(faces)
                )
            }
            Self::Morale {
                who,
                faces,
                total,
                score,
                held,
                surprised,
            } => write!(
                f,
                "{who} checks morale{}: 2d6 {} = {total} vs {score}: {}",
                if *surprised { ", surprised" } else { "" },
                dice(faces),
                if *held { "holds" } else { "breaks" }
            ),
            Self::Fled { who } => write!(f, "{who} flees"),
            Self::FightEnded { outcome, rounds } => match outcome {
                Outcome::Won => write!(
                    f,
                    "the foes are beaten after {rounds} {}",
                    plural(*rounds, "round", "rounds")
                ),
                Outcome::Lost => write!(
                    f,
                    "the party is beaten after {rounds} {}: the foes leave the fallen where they lie",
                    plural(*rounds, "round", "rounds")
                ),
                Outcome::BrokeOff => {
                    write!(f, "undecided after {rounds} rounds: both sides break off")
                }
            },
            Self::TurnedHome => write!(f, "the party turns home"),
            Self::Rested { reroll, turn } => {
                match turn {
                    Some(t) => write!(f, "turn {t}, short rest: ")?,
                    None => write!(f, "short rest: ")?,
                }
                write!(f, "{reroll}")
            }
            Self::Ate { meals } => {
                write!(f, "evening:")?;
                for (i, m) in meals.iter().enumerate() {
                    write!(f, "{} {}", if i > 0 { ";" } else { "" }, m.who)?;
                    match &m.from {
                        Some(from) if *from == m.who => write!(f, " eats ({} left)", m.left)?,
                        Some(from) => write!(f, " eats {from}'s ration")?,
                        None => write!(f, " goes hungry")?,
                    }
                    if !m.drank {
                        write!(f, ", no water")?;
                    }
                }
                Ok(())
            }
            Self::Deprived {
                who,
                what,
                faces,
                penalty,
            } => {
                write!(f, "{who}: {what}")?;
                if !faces.is_empty() {
                    write!(f, " ({})", d20(faces))?;
                }
                write!(f, ", {penalty} on every check")
            }
            Self::Slept { reroll } => write!(f, "night: {reroll}"),
            Self::Cast {
                who,
                spell,
                faces,
                rating,
                worked,
                turns,
            } => {
                write!(
                    f,
                    "{who} prepares and casts {spell}: d100 {} vs {rating}%: ",
                    dice(faces)
                )?;
                if *worked {
                    write!(f, "light for {turns} turns")
                } else {
                    write!(f, "it fails")
                }
            }
            Self::TorchLit { who, left } => {
                write!(f, "{who} lights a torch (6 turns; {left} left)")
            }
            Self::LightOut { what } => write!(f, "the {what} goes out"),
            Self::Dark => write!(f, "no light left: the party gropes its way out"),
            Self::Turn { turn, doing, face } => {
                write!(f, "turn {turn}: {doing}; encounter check d6 {face}")?;
                if *face == 1 {
                    write!(f, ": something comes")?;
                }
                Ok(())
            }
            Self::Searched {
                who,
                wit,
                bonus,
                dc,
                faces,
                total,
                found,
                turns,
            } => write!(
                f,
                "{who} searches, WIT {wit} + {bonus} vs DC {dc}: {} = {total}: {}, {turns} {}",
                d20(faces),
                if *found { "found" } else { "nothing" },
                plural(*turns, "turn", "turns")
            ),
            Self::Found { treasures } => {
                write!(f, "the hoard:")?;
                write_list(f, ",", treasures, |f, t| write!(f, " {t}"))
            }
            Self::Carried {
                who,
                treasure,
                stones,
            } => {
                write!(f, "{who} carries {treasure} (load {stones} stones)")
            }
            Self::LeftBehind { treasure } => {
                write!(f, "nobody can carry {treasure}: it is left behind")
            }
            Self::Haul {
                treasure,
                value,
                xp,
            } => write!(f, "{treasure}, {value} sp: {xp} XP"),
            Self::Shared {
                hit_dice,
                foes_xp,
                treasure_xp,
                shares,
                each,
                silver,
            } => write!(
                f,
                "foes overcome: {hit_dice} hit dice, {foes_xp} XP; treasure {treasure_xp} XP; {shares} {} of {each} XP and {silver} sp",
                plural(*shares, "share", "shares")
            ),
            Self::XpGained { who, amount, total } => {
                write!(f, "{who} gains {amount} XP ({total} in all)")
            }
            Self::LevelGained { who, level } => {
                write!(f, "{who} reaches level {level}: one more hit die")
            }
            Self::Initiated { who, initiation } => {
                write!(f, "{who} takes the initiation {initiation}")
            }
            Self::Improved { who, tries, raised } => {
                write!(f, "{who} improvement roll:")?;
                for (i, t) in tries.iter().enumerate() {
                    write!(
                        f,
                        "{} {} {} (d20 {})",
                        if i > 0 { "," } else { "" },
                        ability_name(t.ability),
                        t.score,
                        t.face
                    )?;
                }
                match raised {
                    Some((a, from, to)) => write!(f, ": {} {from} -> {to}", ability_name(*a)),
                    None => write!(f, ": nothing rises"),
                }
            }
            Self::SpellImproved {
                who,
                spell,
                faces,
                from,
                to,
            } => {
                write!(
                    f,
                    "{who} improves {spell}: d100 {}",
                    faces.first().copied().unwrap_or(0)
                )?;
                if let Some(d6) = faces.get(1) {
                    write!(f, ", d6 {d6}")?;
                }
                write!(f, ": {from}% -> {to}%")
            }
            Self::Ended { ending } => write!(f, "the expedition is over: the party {ending}"),
        }
    }
}
