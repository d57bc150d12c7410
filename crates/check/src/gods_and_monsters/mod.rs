//! Gods & Monsters: the d20 roll at or under an ability or reaction score,
//! with bonuses and penalties, and the rules around it: difficulty levels,
//! obstacle sizes, careful attempts, one roll per task, assistance, and the
//! smallest die that rolls "up to N", contests between sides, and
//! group effort.
//!
//! Each rule's code lives in a file named for its topic: `roll`,
//! `difficulty`, `obstacle`, `careful`, `attempts`, `assist`, `dice`,
//! `character` (levels, ability scores and contributors),
//! `contest` (with `contest_time` and `contest_round`), `group`; every
//! item is used from here.
//!
//! | rule | API |
//! |---|---|
//! | GM-dice.roll-under: d20 at most score + bonuses - penalties, no natural 1/20 rule | [`Roll`] |
//! | GM-dice.modifiers: situational bonuses and penalties | [`Roll::adjusted`], [`Roll::with_modifier`] |
//! | GM-core.margin: made by / missed by (a mojo bid covers the miss) | [`Save::made_by`](crate::Save::made_by), [`Save::missed_by`](crate::Save::missed_by) |
//! | GM-dice.skill-applies: a relevant skill adds its field's bonus | [`FieldBonus`], [`Roll::with_field_bonus`] |
//! | GM-dice.difficulty: Easy +2 … Practically Impossible -16 | [`Difficulty`], [`DifficultReading`] |
//! | GM-dice.obstacle-size: a penalty per doubling of the size, read down | [`Obstacle`], [`Scale::ReadDown`] |
//! | GM-dice.obstacle-size.variants: linear, and read up (jumping) | [`Scale::Linear`], [`Scale::ReadUp`] |
//! | GM-dice.obstacle-time: time in proportion to the size | [`Obstacle::time`] |
//! | GM-dice.obstacle-failure-point: a die picks the failed section | [`Obstacle::failure_point`], [`FailurePoint`] |
//! | GM-dice.careful: +1 for one time step longer, +2 for two | [`CarefulPeriod::careful_bonus`] |
//! | GM-dice.single-roll, GM-dice.no-reroll: one roll per task, one retry the other way | [`Attempts`], [`Attempter`], [`Error::TaskPassed`](crate::Error::TaskPassed), [`Error::NoRetry`](crate::Error::NoRetry), [`Error::TaskExhausted`](crate::Error::TaskExhausted) |
//! | GM-dice.assist, GM-dice.assist.limits: lending a field bonus | [`Assistance`], [`Lent`], [`AssistedRoll`] |
//! | GM-dice.smallest-die: "up to N" on the smallest die, re-rolling above N | [`SmallestDie`], [`DICE`] |
//! | GM-dice.notation, GM-dice.4d6k3: the dice and sums the rules print | [`DICE`], the notation engine ([`compile`](osr_dice::compile), [`Plan::distribution`](osr_dice::Plan::distribution)), [`DamageStep`](osr_core::DamageStep) for "+d6" |
//! | GM-dice.contest: each side rolls; both fail, the acting side fails (a draw for one shared goal); both succeed, roll again; one succeeds, it wins; losers drop out | [`Contest`], [`ContestEnd`], [`ContestProgress`], [`ContestStep`] |
//! | GM-dice.contest-duration: each repeat moves one step along immediately, round, minute, ten minutes, hour, day, two days, ... | [`ContestTime`], [`ContestRoll::time`], [`Contest::time_odds`] |
//! | GM-dice.contest-cannot-fail: when no side still in can fail, the d20s are doubled and the time moves one step; a player may ask for it when an opponent cannot fail | [`Contest::with_doubling_requested`], [`ContestThrow::value`] |
//! | GM-dice.group.bonus: bonus = floor(log2(members)), 1 -> 0 ... 1024-2047 -> 10 | [`GroupEffort::bonus`] |
//! | GM-dice.group.actions: extra actions per round = bonus | [`GroupEffort::extra_actions`], [`GroupEffort::actions_per_round`] |
//! | GM-dice.group.median: the median of the members' final numbers (or bonuses) | [`GroupMedian`], [`GroupEffort::roll`] |
//! | GM-dice.group.mojo: any participant's bid turns a failed group roll; every member gains for the whole amount | [`GroupMojo`], [`GroupMojoBid`] |
//! | GM-dice.group.decisions: course changes take bonus rounds; a failed morale roll, missed-by rounds up to the bonus | [`GroupEffort::course_change_rounds`], [`GroupMorale`] |
//! | GM-dice.group.leave: leaving takes bonus rounds | [`GroupEffort::leave_rounds`] |
//! | GM-dice.group.leader: a leader's charisma roll; made-by shortens the delay | [`LeaderOrder`] |
//! | GM-core.abilities: a character's six ability scores; any creature's endurance | [`AbilityScore`], [`Endurance`] |
//! | GM-core.contributors: an ability as a major or minor contributor (the agreed table, or a referee's) | [`Contributors`], [`SeedContributors`] |
//! | a character's level and any creature's level, as health, magic and the sheet read them | [`CharacterLevel`], [`CreatureLevel`] |

mod assist;
mod attempts;
mod careful;
mod character;
mod contest;
mod contest_round;
mod contest_time;
mod dice;
mod difficulty;
mod group;
mod obstacle;
mod roll;

pub use self::assist::*;
pub use self::attempts::*;
pub use self::careful::*;
pub use self::character::*;
pub use self::contest::*;
pub use self::contest_round::*;
pub use self::contest_time::*;
pub use self::dice::*;
pub use self::difficulty::*;
pub use self::group::*;
pub use self::obstacle::*;
pub use self::roll::*;
