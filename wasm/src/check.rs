//! Checks: each system's resolution procedures (saves, checks, contests,
//! group rolls), rolled and with exact odds.
//!
//! A check is written as osr-check serializes it, tagged by `system` and
//! `procedure`: `{"system": "cairn_house", "procedure": "save",
//! "ability": 12, "edge": {"advantage": 1}}`. Reading
//! it validates it as the library's constructors do. Procedures whose
//! library form is a single value (a reaction modifier, a morale score)
//! name that value as a field.

use osr::check::{
    Check, Odds, Resolved, block_dodge_parry, cairn_house, constitution, gods_and_monsters, murdham,
};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::operation::declare_operations;
use crate::{ApiError, Dice};

declare_operations! {
    /// Rolls one check of one system (a save, an ability check, a
    /// contest, a group save...) and returns its outcome as osr-check
    /// writes it, its band (`"pass"`, `{"success": 2}`, `"first"`...) and
    /// the faces used, in order.
    "rollCheck" => roll(RollCheckRequest: "RollCheckRequest") -> CheckRoll: "CheckRoll";
    /// The exact odds of every band of one check, as fractions that sum to
    /// exactly 1, with decimals.
    "checkOdds" => odds(CheckOddsRequest: "CheckOddsRequest") -> CheckOdds: "CheckOdds";
}

/// A check to roll.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct RollCheckRequest {
    /// The check: its system, its procedure and the procedure's inputs.
    check: CheckSpec,
    /// Where the faces come from.
    dice: Dice,
}

/// A check to weigh.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct CheckOddsRequest {
    /// The check: its system, its procedure and the procedure's inputs.
    check: CheckSpec,
}

/// A rolled check: the outcome, its band and the faces used.
#[derive(Debug, Serialize, JsonSchema)]
#[schemars(rename = "{O}Result")]
pub(crate) struct Rolled<O, B> {
    /// The outcome, as osr-check writes it: read back in Rust (or checked
    /// against the check) it is the same outcome.
    outcome: O,
    /// The band the outcome falls in, named as in the check's odds.
    band: B,
    /// The faces used, in order: roll the same check from them to replay.
    faces: Vec<u32>,
}

/// Rolls `check` from `dice`.
fn rolled<C: Check>(check: &C, dice: &Dice) -> Result<Rolled<C::Outcome, C::Band>, ApiError>
where
    ApiError: From<C::Error>,
{
    let (outcome, faces) = dice.run(|source| check.roll(source))?;
    Ok(Rolled {
        band: outcome.band(),
        outcome,
        faces,
    })
}

/// Declares the checks of every system: the request enums (a check
/// tagged by `system`, then by `procedure`), the response enums of rolls
/// and odds, and the two operations' functions.
macro_rules! checks {
    ($(
        $(#[doc = $system_doc:literal])*
        $system:ident: $spec:ident, $roll:ident, $odds:ident {
            $(
                $(#[doc = $doc:literal])*
                $procedure:ident($spec_ty:ty);
            )*
        }
    )*) => {
        /// A check: its system, its procedure and the procedure's inputs,
        /// as osr-check writes them.
        #[derive(Debug, Deserialize, JsonSchema)]
        #[serde(tag = "system", rename_all = "snake_case")]
        #[serde(deny_unknown_fields)]
        pub(crate) enum CheckSpec {
            $($(#[doc = $system_doc])* $system($spec),)*
        }

        /// A rolled check, tagged by system and procedure as its request.
        #[derive(Debug, Serialize, JsonSchema)]
        #[serde(tag = "system", rename_all = "snake_case")]
        pub(crate) enum CheckRoll {
            $($(#[doc = $system_doc])* $system($roll),)*
        }

        /// The exact odds of every band of a check (`bands`, and a `tail`
        /// when they never end), tagged by system and procedure as its
        /// request.
        #[derive(Debug, Serialize, JsonSchema)]
        #[serde(tag = "system", rename_all = "snake_case")]
        pub(crate) enum CheckOdds {
            $($(#[doc = $system_doc])* $system($odds),)*
        }

        $(
            $(#[doc = $system_doc])*
            #[derive(Debug, Deserialize, JsonSchema)]
            #[serde(tag = "procedure", rename_all = "snake_case", deny_unknown_fields)]
            pub(crate) enum $spec {
                $($(#[doc = $doc])* $procedure($spec_ty),)*
            }

            $(#[doc = $system_doc])*
            #[derive(Debug, Serialize, JsonSchema)]
            #[serde(tag = "procedure", rename_all = "snake_case")]
            pub(crate) enum $roll {
                $($(#[doc = $doc])* $procedure(Rolled<OutcomeOf<$spec_ty>, BandOf<$spec_ty>>),)*
            }

            $(#[doc = $system_doc])*
            #[derive(Debug, Serialize, JsonSchema)]
            #[serde(tag = "procedure", rename_all = "snake_case")]
            pub(crate) enum $odds {
                $($(#[doc = $doc])* $procedure(Odds<BandOf<$spec_ty>>),)*
            }
        )*

        fn roll(request: RollCheckRequest) -> Result<CheckRoll, ApiError> {
            let dice = &request.dice;
            Ok(match request.check {
                $(CheckSpec::$system(spec) => CheckRoll::$system(match spec {
                    $($spec::$procedure(check) => {
                        $roll::$procedure(rolled(check.check(), dice)?)
                    })*
                }),)*
            })
        }

        fn odds(request: CheckOddsRequest) -> Result<CheckOdds, ApiError> {
            Ok(match request.check {
                $(CheckSpec::$system(spec) => CheckOdds::$system(match spec {
                    $($spec::$procedure(check) => {
                        $odds::$procedure(check.check().odds())
                    })*
                }),)*
            })
        }
    };
}

/// What a request holds for one procedure: the library's check itself, or
/// an object naming the one value the check is.
pub(crate) trait Spec {
    /// The check.
    type Check: Check;

    /// The check the request holds.
    fn check(&self) -> &Self::Check;
}

/// The outcome a procedure's check rolls.
pub(crate) type OutcomeOf<S> = <<S as Spec>::Check as Check>::Outcome;
/// The bands of a procedure's check.
pub(crate) type BandOf<S> = <<S as Spec>::Check as Check>::Band;

/// Library checks whose serde form is an object: the request holds them
/// as they are.
macro_rules! spec_is_check {
    ($($check:ty),* $(,)?) => {$(
        impl Spec for $check {
            type Check = Self;

            fn check(&self) -> &Self {
                self
            }
        }
    )*};
}

spec_is_check!(
    constitution::AbilityCheck,
    cairn_house::Save,
    gods_and_monsters::Roll,
    gods_and_monsters::Assistance,
    gods_and_monsters::GroupMorale,
    gods_and_monsters::LeaderOrder,
    gods_and_monsters::FailurePoint,
    gods_and_monsters::Contest,
    murdham::Save,
    murdham::GroupSave,
    murdham::Contest,
    murdham::Damage,
    block_dodge_parry::Save,
    block_dodge_parry::TimeGearSkill,
);

/// Declares the input of a procedure whose library form is one value
/// (a number, a pair, a name): an object with that value as its one field.
macro_rules! one_value {
    ($(
        $(#[doc = $doc:literal])*
        $name:ident { $(#[doc = $field_doc:literal])* $field:ident: $check:ty }
    )*) => {$(
        $(#[doc = $doc])*
        #[derive(Debug, Deserialize, JsonSchema)]
        #[serde(deny_unknown_fields)]
        pub(crate) struct $name {
            $(#[doc = $field_doc])*
            $field: $check,
        }

        impl Spec for $name {
            type Check = $check;

            fn check(&self) -> &$check {
                &self.$field
            }
        }
    )*};
}

one_value! {
    /// A morale check (TC-5.13).
    MoraleInput {
        /// The morale score, 2 to 12: 2d6 at most it holds.
        score: constitution::MoraleCheck
    }
    /// A percentile roll (TC-12.3.roll, the spell roll).
    PercentileInput {
        /// The rating, 0 to 100: d100 at most it succeeds.
        rating: constitution::PercentileCheck
    }
    /// Haggling (TC-10.3).
    HaggleInput {
        /// The haggler's CHA, 1 to 20: a d20 below it takes 10% off.
        cha: constitution::Haggle
    }
    /// A reaction roll (CH-travel.reaction).
    ReactionInput {
        /// The modifier added to 2d6, -10 to 10.
        modifier: cairn_house::Reaction
    }
    /// Rolling "up to N" on the smallest die (GM-dice.smallest-die).
    SmallestDieInput {
        /// N, 1 to 20: the smallest die with at least N faces, re-rolled
        /// while it shows more than N.
        up_to: gods_and_monsters::SmallestDie
    }
    /// A luck game (MU-dice.luck-d20).
    LuckGameInput {
        /// How many play, 2 or more: each rolls a d20 and the lowest wins,
        /// ties rolled again.
        players: murdham::LuckGame
    }
    /// A contested save (BDP-1.3.contested).
    ContestedSaveInput {
        /// The two sides' ability scores, the acting side first.
        abilities: block_dodge_parry::Contest
    }
    /// A d2 or d3 read from a d6 (BDP-dice.notation).
    SmallDieInput {
        /// `"d2"` or `"d3"`.
        die: block_dodge_parry::SmallDie
    }
}

/// Declares the input of a procedure that takes no input: an object with
/// nothing but its tags.
macro_rules! no_value {
    ($(
        $(#[doc = $doc:literal])*
        $name:ident => $check:ty = $value:expr;
    )*) => {$(
        $(#[doc = $doc])*
        #[derive(Debug, Deserialize)]
        #[serde(deny_unknown_fields)]
        pub(crate) struct $name {}

        impl JsonSchema for $name {
            fn schema_name() -> std::borrow::Cow<'static, str> {
                stringify!($name).into()
            }

            fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
                schemars::json_schema!({
                    "description": concat!($($doc, "\n"),*).trim(),
                    "type": "object",
                })
            }
        }

        impl Spec for $name {
            type Check = $check;

            fn check(&self) -> &$check {
                &$value
            }
        }
    )*};
}

no_value! {
    /// A reused non-standard concept (TC-4.8.concept): a d6 roll of 1
    /// allows it.
    ReusedConceptInput => constitution::ReusedConcept = constitution::ReusedConcept;
    /// The Die of Fate (BDP-1.5.die-of-fate): a d6 answers a question
    /// whose answer is unclear.
    DieOfFateInput => osr::check::Table<block_dodge_parry::Answer, 6> = block_dodge_parry::DIE_OF_FATE;
}

checks! {
    /// 3d6 Constitution.
    Constitution: ConstitutionCheck, ConstitutionCheckRoll, ConstitutionCheckOdds {
        /// TC-3.1 to TC-3.8: d20 + ability + modifiers against a DC, with
        /// degrees of success and failure, the open-ended natural 20, the
        /// natural 1 rule, skills and any number of advantage and
        /// disadvantage dice.
        Ability(constitution::AbilityCheck);
        /// TC-5.13: 2d6 at most the morale score holds.
        Morale(MoraleInput);
        /// TC-12.3.roll: d100 at most the spell's rating casts it.
        Percentile(PercentileInput);
        /// TC-10.3: a d20 below charisma takes 10% off the price.
        Haggle(HaggleInput);
        /// TC-4.8.concept: a reused non-standard concept needs a d6 roll
        /// of 1.
        ReusedConcept(ReusedConceptInput);
    }
    /// Cairn House Rules.
    CairnHouse: CairnHouseCheck, CairnHouseCheckRoll, CairnHouseCheckOdds {
        /// CH-dice.save: d20 at most the ability passes; advantage and
        /// disadvantage cancel and roll at most one extra d20.
        Save(cairn_house::Save);
        /// CH-travel.reaction: 2d6 plus a modifier on the reaction table.
        Reaction(ReactionInput);
    }
    /// Gods & Monsters.
    GodsAndMonsters: GodsAndMonstersCheck, GodsAndMonstersCheckRoll, GodsAndMonstersCheckOdds {
        /// GM-dice.roll-under: d20 at most the score plus the modifier
        /// passes, with no natural 1/20 rule.
        Roll(gods_and_monsters::Roll);
        /// GM-dice.assist: an assistant's roll to lend a field bonus.
        Assistance(gods_and_monsters::Assistance);
        /// GM-dice.group.decisions: a group's morale roll; a failure
        /// gives way for rounds up to the group bonus.
        GroupMorale(gods_and_monsters::GroupMorale);
        /// GM-dice.group.leader: a leader's charisma roll; made-by
        /// shortens the delay.
        LeaderOrder(gods_and_monsters::LeaderOrder);
        /// GM-dice.obstacle-failure-point: a die picks the section of an
        /// obstacle where a failed attempt failed.
        FailurePoint(gods_and_monsters::FailurePoint);
        /// GM-dice.smallest-die: "up to N" on the smallest die.
        SmallestDie(SmallestDieInput);
        /// GM-dice.contest: each side rolls until one side alone
        /// succeeds, or both fail.
        Contest(gods_and_monsters::Contest);
    }
    /// Murdham.
    Murdham: MurdhamCheck, MurdhamCheckRoll, MurdhamCheckOdds {
        /// MU-core.save: d20 at most the ability passes; a trivial save
        /// passes and an impossible one fails without a roll.
        Save(murdham::Save);
        /// MU-dice.group-save: one d20 against every member's score.
        GroupSave(murdham::GroupSave);
        /// MU-dice.contest: ability minus d20 each, highest wins, ties
        /// rolled again.
        Contest(murdham::Contest);
        /// MU-dice.luck-d20: a d20 each, lowest wins, ties rolled again.
        LuckGame(LuckGameInput);
        /// MU-dice.notation: exploding damage dice.
        Damage(murdham::Damage);
    }
    /// Block, Dodge, Parry.
    BlockDodgeParry: BlockDodgeParryCheck, BlockDodgeParryCheckRoll, BlockDodgeParryCheckOdds {
        /// BDP-1.2.roll: d20 at most the ability passes; a 1 always
        /// passes and a 20 always fails.
        Save(block_dodge_parry::Save);
        /// BDP-1.3.contested: both save; the highest passing roll wins,
        /// a tie rolls again.
        Contest(ContestedSaveInput);
        /// BDP-1.4: Time, Gear & Skill; three factors succeed, none or
        /// one fail, two roll a d6.
        TimeGearSkill(block_dodge_parry::TimeGearSkill);
        /// BDP-1.5.die-of-fate: the d6 of unclear situations.
        DieOfFate(DieOfFateInput);
        /// BDP-dice.notation: a d2 or d3 read from a d6.
        SmallDie(SmallDieInput);
    }
}
