// The JSON shapes of the osr API, generated from the Rust types by
// osr-wasm (wasm/src/typescript.rs). Do not edit: regenerate with
// OSR_WRITE_TYPES=1 cargo test -p osr-wasm --test types

/** What every function throws when osr refuses a request: a JavaScript
 * `Error` named `OsrError` carrying the Rust error's stable `kind` key,
 * its message and, for dice notation, the span it points at. */
export interface OsrError extends Error {
  name: "OsrError";
  kind: string;
  span?: ErrorSpan;
}

/**
 * An ability check (TC-3.1): 1d20 + ability + modifiers against a DC,
 * with degrees of success and failure (TC-3.2), the open-ended 20
 * (TC-3.3), a natural-1 policy (TC-3.5), any number of advantage and
 * disadvantage dice (TC-3.8) and an optional skill (TC-4.10). A save is
 * the same check.
 *
 * The check is a small `Copy` value: the adventurer's re-roll (TC-9.1,
 * `Rerolls`) is rolling it again.
 *
 * Its `odds` list the bands below the degree of success of
 * a total of 41 + `bonus` (the least total two explosions
 * make) and fold that degree and everything above into the tail, as
 * `Degrees::Success(n)`: at least 1, so a DC too high for one explosion to
 * reach puts every success in the tail and lists each degree of failure.
 *
 * With the `serde` feature it serializes as
 * `{"ability": 15, "dc": 20, "modifier": -2, "skill": 60,
 * "edge": {"advantage": 1, "disadvantage": 2}, "natural_one": "keep"}`,
 * every field after the DC optional; each field is read through its
 * bounded type (`AbilityScore`, `Dc`, `Modifier`, `Skill`) and the
 * edge through `with_edge`'s limit.
 */
export interface AbilityCheck {
  /**
   * An ability score a check is rolled with (a charisma for
   * `Haggle` too): 3d6 makes 3 to 18, an improvement roll (TC-4.9)
   * raises a score whenever a d20 beats it, so 19 and 20 can be
   * reached and nothing higher, and a major wound's ability loss
   * (TC-6.10) can take a score under 3; 0 is no score.
   *
   * A value in `1..=20`; errors call it "ability score".
   */
  ability: number;
  /**
   * A difficulty class: a target blind, constrained and unaware has
   * AC 0 (TC-5.15) and penalties go further; far above any armour
   * class, and above an injury save's 20 plus the damage past 0 HP
   * (TC-6.6) for any damage the rules deal.
   *
   * A value in `-100..=200`; errors call it "DC".
   */
  dc: number;
  /**
   * Advantage and disadvantage dice: one more d20 each, the lowest
   * advantages and highest disadvantages dropped (none when left out; at
   * most 100 in all).
   */
  edge?: EdgeDice;
  /**
   * The total of a check's bonuses less its penalties (TC-3.7): a
   * bonus is positive, a penalty negative.
   *
   * A value in `-100..=100`; errors call it "modifier".
   */
  modifier?: number;
  /** What a natural 1 on the kept d20 does (`keep` when left out). */
  natural_one?: NaturalOne;
  /**
   * A skill rating, 0 to 100 (TC-4.10): 0 is practically unaware, 100
   * as well-versed as a human gets.
   */
  skill?: number | null;
}

/**
 * A rolled `AbilityCheck`: its degrees, the natural die, the total and
 * what made it, and every d20 rolled.
 *
 * With the `serde` feature it serializes as
 *
 * ```text
 * {"band": {"success": 8}, "natural": 20, "total": 55, "dc": 20, "margin": 35,
 *  "bonus": 12, "natural_one": "keep", "dice": [...]}
 * ```
 *
 * with the band named as in the check's `Odds`. Deserializing works
 * every figure out again from the dice, the bonus, the DC and the
 * natural-1 policy, and rejects a record whose dice are not d20s kept and
 * exploded as a check keeps them, or whose natural die, total, margin or
 * band disagree, with `Error::Inconsistent`.
 */
export interface AbilityRoll {
  /** The degrees of success or failure. */
  band: Degrees;
  /** The ability (modified by the skill) plus the modifier. */
  bonus: number;
  /** The DC the total was compared with. */
  dc: number;
  /**
   * Every d20 rolled, in order: the dropped advantage and disadvantage dice,
   * the kept die and its explosions.
   */
  dice: Array<Rolled>;
  /** The total minus the DC. */
  margin: number;
  /** The kept d20, before any explosion. */
  natural: number;
  /** The natural-1 rule the check was rolled under. */
  natural_one: NaturalOne;
  /** The kept d20, every explosion die and the bonus. */
  total: number;
}

/** A rolled check: the outcome, its band and the faces used. */
export interface AbilityRollResult {
  /** The band the outcome falls in, named as in the check's odds. */
  band: Degrees;
  /** The faces used, in order: roll the same check from them to replay. */
  faces: Array<number>;
  /**
   * The outcome, as osr-check writes it: read back in Rust (or checked
   * against the check) it is the same outcome.
   */
  outcome: AbilityRoll;
}

/** An answer of the Die of Fate, worst first. */
export type Answer = ("no-and") & (string) | ("no") & (string) | ("no-but") & (string) | ("yes-but") & (string) | ("yes") & (string) | ("yes-and") & (string);

/** A rolled `Table`. */
export interface AnswerTableRoll {
  /** The one die rolled. */
  dice: Array<Rolled>;
  /** The entry read for the face. */
  entry: Answer;
}

/** A rolled check: the outcome, its band and the faces used. */
export interface AnswerTableRollResult {
  /** The band the outcome falls in, named as in the check's odds. */
  band: Answer;
  /** The faces used, in order: roll the same check from them to replay. */
  faces: Array<number>;
  /**
   * The outcome, as osr-check writes it: read back in Rust (or checked
   * against the check) it is the same outcome.
   */
  outcome: AnswerTableRoll;
}

/**
 * What went wrong, as the osr crate that refused the request reports it:
 * the same stable `kind` key, the same message and, for dice notation, the
 * same span. In JavaScript it arrives as a thrown `Error` carrying these
 * fields (`OsrError` in the TypeScript declarations).
 *
 * A request that is not valid JSON for the operation is `invalid_request`,
 * with serde's message naming the field.
 */
export interface ApiError {
  /**
   * A stable `snake_case` key for what went wrong
   * (`"keep_exceeds_pool"`, `"out_of_range"`, `"invalid_request"`).
   */
  kind: string;
  /** The message, as the Rust error displays it. */
  message: string;
  /** Where in the dice notation, for notation errors. */
  span?: ErrorSpan | null;
}

/** A rolled `Assistance`. */
export interface AssistRoll {
  /** Whether the assistant's roll succeeded. */
  band: PassFail;
  /** The field bonus lent on a success. */
  bonus: number;
  /** The assistant's roll. */
  save: SaveRoll;
  /**
   * Whether the help involved a weapon: a failure then hurts the person
   * helped as a lost weapon contest would.
   */
  weapon: boolean;
}

/** A rolled check: the outcome, its band and the faces used. */
export interface AssistRollResult {
  /** The band the outcome falls in, named as in the check's odds. */
  band: PassFail;
  /** The faces used, in order: roll the same check from them to replay. */
  faces: Array<number>;
  /**
   * The outcome, as osr-check writes it: read back in Rust (or checked
   * against the check) it is the same outcome.
   */
  outcome: AssistRoll;
}

/**
 * Assistance (rules GM-dice.assist and GM-dice.assist.limits): a
 * character lends their field bonus to others, in place of the bonus
 * each would use of their own.
 *
 * The assistant rolls first, usually an ability roll with their own field
 * bonus added; helping several people at once takes the number of people
 * as an obstacle size (three patients: -1). On a success every person
 * helped rolls with the assistant's bonus instead of their own
 * (`AssistRoll::lent`, `Lent::assist`). A failed assistance that
 * involves a weapon (surgery) hurts the person helped as a lost weapon
 * contest would: `AssistRoll::weapon_contest_damage` says so; the damage
 * is the combat rules' to roll.
 */
export interface Assistance {
  /** The assistant's roll, before the field bonus. */
  ability: GodsAndMonstersRoll;
  /** The field bonus lent, 0 to 20. */
  bonus: number;
  /**
   * The people helped at once (1 when left out): more is a penalty, as an
   * obstacle's size.
   */
  people?: number;
  /** Whether the help involves a weapon (`false` when left out). */
  weapon?: boolean;
}

/** What haggling gets. */
export type Bargain = ("listed-price") & (string) | ("discount") & (string);

/** A rolled outcome that is its band and the dice that made it. */
export interface BargainOutcome {
  /** The band the outcome falls in, named as in the check's odds. */
  band: Bargain;
  /** Every die rolled, in the order rolled. */
  dice: Array<Rolled>;
}

/** A rolled check: the outcome, its band and the faces used. */
export interface BargainOutcomeResult {
  /** The band the outcome falls in, named as in the check's odds. */
  band: Bargain;
  /** The faces used, in order: roll the same check from them to replay. */
  faces: Array<number>;
  /**
   * The outcome, as osr-check writes it: read back in Rust (or checked
   * against the check) it is the same outcome.
   */
  outcome: BargainOutcome;
}

/** Block, Dodge, Parry. */
export type BlockDodgeParryCheckRoll = (SaveRollResult) & ({
  procedure: ("save") & (string);
}) | (BlockDodgeParryContestRollResult) & ({
  procedure: ("contest") & (string);
}) | (ResolutionOutcomeResult) & ({
  procedure: ("time_gear_skill") & (string);
}) | (AnswerTableRollResult) & ({
  procedure: ("die_of_fate") & (string);
}) | (Uint32OutcomeResult) & ({
  procedure: ("small_die") & (string);
});

/**
 * A contested save: both sides save, and the highest roll that still
 * passes wins.
 *
 * A side that passes beats one that fails; when both fail nobody wins;
 * when both pass with the same roll, both roll again. A natural 1 always
 * passes, but as the lowest roll it loses to any other pass.
 */
export type BlockDodgeParryContest = Array<number>;

/** A rolled `Contest`. */
export interface BlockDodgeParryContestRoll {
  /** The side with the highest passing roll, or `neither` when both failed. */
  band: BlockDodgeParryWinner;
  /**
   * Every d20 rolled, in order; the dice of tied rounds are marked
   * `replaced`.
   */
  dice: Array<Rolled>;
  /** The two d20s of the last round. */
  faces: Array<number>;
  /** The rounds rolled, ties included. */
  rounds: number;
}

/** A rolled check: the outcome, its band and the faces used. */
export interface BlockDodgeParryContestRollResult {
  /** The band the outcome falls in, named as in the check's odds. */
  band: BlockDodgeParryWinner;
  /** The faces used, in order: roll the same check from them to replay. */
  faces: Array<number>;
  /**
   * The outcome, as osr-check writes it: read back in Rust (or checked
   * against the check) it is the same outcome.
   */
  outcome: BlockDodgeParryContestRoll;
}

/**
 * Whether an action is settled before Time, Gear & Skill: simply
 * impossible, certain, or in doubt.
 */
export type BlockDodgeParryGate = ("impossible") & (string) | ("certain") & (string) | ("doubtful") & (string);

/** A Block, Dodge, Parry save: d20 at most the ability (0 and up) passes, a natural 1 always passes and a 20 always fails; advantage rolls one extra d20, and there is no disadvantage. */
export interface BlockDodgeParrySave {
  /** The ability score the d20 must not exceed. */
  ability: number;
  /**
   * Advantage and disadvantage, before the system's rule combines them
   * (none when left out).
   */
  edge?: Edge;
  /**
   * Whether the save is rolled at all, in the systems that have
   * trivial and impossible saves (rolled when left out).
   */
  gate?: Gate | null;
  /** The natural 1/20 rule (the system's default when left out). */
  naturals?: Naturals | null;
}

/**
 * The Skill factor: an explicit (career, skills) or implicit (background,
 * history) specialisation in the task, or an ability the task calls on of
 * `HIGH_ABILITY` or more; an ability of `LOW_ABILITY` or less is a
 * hindrance.
 *
 * How a hindrance weighs against a skill is the referee's call. The
 * default weighs them as Gear does, one for one: Skill is present when
 * the benefits outnumber the hindrances, so a low ability cancels one
 * specialisation or one high ability.
 */
export interface BlockDodgeParrySkill {
  /** Specialisations and high abilities. */
  benefits: number;
  /** Low abilities. */
  hindrances: number;
}

/** The result of a contested save. */
export type BlockDodgeParryWinner = ("neither") & (string) | ("first") & (string) | ("second") & (string);

/** Cairn House Rules. */
export type CairnHouseCheckRoll = (SaveRollResult) & ({
  procedure: ("save") & (string);
}) | (ReactionRollResult) & ({
  procedure: ("reaction") & (string);
});

/** A Cairn House Rules save: d20 at most the ability (0 to 20) passes; advantages and disadvantages cancel and roll at most one extra d20; the natural 1/20 rule is an option. */
export interface CairnHouseSave {
  /** The ability score the d20 must not exceed. */
  ability: number;
  /**
   * Advantage and disadvantage, before the system's rule combines them
   * (none when left out).
   */
  edge?: Edge;
  /**
   * Whether the save is rolled at all, in the systems that have
   * trivial and impossible saves (rolled when left out).
   */
  gate?: Gate | null;
  /** The natural 1/20 rule (the system's default when left out). */
  naturals?: Naturals | null;
}

/**
 * The exact odds of every band of a check (`bands`, and a `tail`
 * when they never end), tagged by system and procedure as its
 * request.
 */
export type CheckOdds = ({
  system: ("constitution") & (string);
}) & ({
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: Degrees;
    p: Probability;
  }>;
  procedure: ("ability") & (string);
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: Degrees;
    p: Probability;
  } | null;
} | {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: Nerve;
    p: Probability;
  }>;
  procedure: ("morale") & (string);
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: Nerve;
    p: Probability;
  } | null;
} | {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: PassFail;
    p: Probability;
  }>;
  procedure: ("percentile") & (string);
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: PassFail;
    p: Probability;
  } | null;
} | {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: Bargain;
    p: Probability;
  }>;
  procedure: ("haggle") & (string);
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: Bargain;
    p: Probability;
  } | null;
} | {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: Concept;
    p: Probability;
  }>;
  procedure: ("reused_concept") & (string);
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: Concept;
    p: Probability;
  } | null;
}) | ({
  system: ("cairn_house") & (string);
}) & ({
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: PassFail;
    p: Probability;
  }>;
  procedure: ("save") & (string);
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: PassFail;
    p: Probability;
  } | null;
} | {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: Disposition;
    p: Probability;
  }>;
  procedure: ("reaction") & (string);
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: Disposition;
    p: Probability;
  } | null;
}) | ({
  system: ("gods_and_monsters") & (string);
}) & ({
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: PassFail;
    p: Probability;
  }>;
  procedure: ("roll") & (string);
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: PassFail;
    p: Probability;
  } | null;
} | {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: PassFail;
    p: Probability;
  }>;
  procedure: ("assistance") & (string);
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: PassFail;
    p: Probability;
  } | null;
} | {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: GroupResponse;
    p: Probability;
  }>;
  procedure: ("group_morale") & (string);
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: GroupResponse;
    p: Probability;
  } | null;
} | {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: LeaderCall;
    p: Probability;
  }>;
  procedure: ("leader_order") & (string);
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: LeaderCall;
    p: Probability;
  } | null;
} | {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: number;
    p: Probability;
  }>;
  procedure: ("failure_point") & (string);
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: number;
    p: Probability;
  } | null;
} | {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: number;
    p: Probability;
  }>;
  procedure: ("smallest_die") & (string);
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: number;
    p: Probability;
  } | null;
} | {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: ContestEnd;
    p: Probability;
  }>;
  procedure: ("contest") & (string);
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: ContestEnd;
    p: Probability;
  } | null;
}) | ({
  system: ("murdham") & (string);
}) & ({
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: PassFail;
    p: Probability;
  }>;
  procedure: ("save") & (string);
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: PassFail;
    p: Probability;
  } | null;
} | {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: PassFail;
    p: Probability;
  }>;
  procedure: ("group_save") & (string);
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: PassFail;
    p: Probability;
  } | null;
} | {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: MurdhamWinner;
    p: Probability;
  }>;
  procedure: ("contest") & (string);
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: MurdhamWinner;
    p: Probability;
  } | null;
} | {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: number;
    p: Probability;
  }>;
  procedure: ("luck_game") & (string);
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: number;
    p: Probability;
  } | null;
} | {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: number;
    p: Probability;
  }>;
  procedure: ("damage") & (string);
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: number;
    p: Probability;
  } | null;
}) | ({
  system: ("block_dodge_parry") & (string);
}) & ({
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: PassFail;
    p: Probability;
  }>;
  procedure: ("save") & (string);
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: PassFail;
    p: Probability;
  } | null;
} | {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: BlockDodgeParryWinner;
    p: Probability;
  }>;
  procedure: ("contest") & (string);
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: BlockDodgeParryWinner;
    p: Probability;
  } | null;
} | {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: Resolution;
    p: Probability;
  }>;
  procedure: ("time_gear_skill") & (string);
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: Resolution;
    p: Probability;
  } | null;
} | {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: Answer;
    p: Probability;
  }>;
  procedure: ("die_of_fate") & (string);
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: Answer;
    p: Probability;
  } | null;
} | {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: number;
    p: Probability;
  }>;
  procedure: ("small_die") & (string);
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: number;
    p: Probability;
  } | null;
});

/** A check to weigh. */
export interface CheckOddsRequest {
  /** The check: its system, its procedure and the procedure's inputs. */
  check: CheckSpec;
}

/** A rolled check, tagged by system and procedure as its request. */
export type CheckRoll = (ConstitutionCheckRoll) & ({
  system: ("constitution") & (string);
}) | (CairnHouseCheckRoll) & ({
  system: ("cairn_house") & (string);
}) | (GodsAndMonstersCheckRoll) & ({
  system: ("gods_and_monsters") & (string);
}) | (MurdhamCheckRoll) & ({
  system: ("murdham") & (string);
}) | (BlockDodgeParryCheckRoll) & ({
  system: ("block_dodge_parry") & (string);
});

/**
 * A check: its system, its procedure and the procedure's inputs,
 * as osr-check writes them.
 */
export type CheckSpec = ({
  system: ("constitution") & (string);
}) & ((AbilityCheck) & ({
  procedure: ("ability") & (string);
}) | {
  procedure: ("morale") & (string);
  /** The morale score, 2 to 12: 2d6 at most it holds. */
  score: MoraleCheck;
} | {
  procedure: ("percentile") & (string);
  /** The rating, 0 to 100: d100 at most it succeeds. */
  rating: PercentileCheck;
} | {
  /** The haggler's charisma, 1 to 20: a d20 below it takes 10% off. */
  charisma: Haggle;
  procedure: ("haggle") & (string);
} | (ReusedConceptInput) & ({
  procedure: ("reused_concept") & (string);
})) | ({
  system: ("cairn_house") & (string);
}) & ((CairnHouseSave) & ({
  procedure: ("save") & (string);
}) | {
  /** The modifier added to 2d6, -10 to 10. */
  modifier: Reaction;
  procedure: ("reaction") & (string);
}) | ({
  system: ("gods_and_monsters") & (string);
}) & ((GodsAndMonstersRoll) & ({
  procedure: ("roll") & (string);
}) | (Assistance) & ({
  procedure: ("assistance") & (string);
}) | (GroupMorale) & ({
  procedure: ("group_morale") & (string);
}) | (LeaderOrder) & ({
  procedure: ("leader_order") & (string);
}) | (FailurePoint) & ({
  procedure: ("failure_point") & (string);
}) | {
  procedure: ("smallest_die") & (string);
  /**
   * N, 1 to 20: the smallest die with at least N faces, re-rolled
   * while it shows more than N.
   */
  up_to: number;
} | (GodsAndMonstersContest) & ({
  procedure: ("contest") & (string);
})) | ({
  system: ("murdham") & (string);
}) & ((MurdhamSave) & ({
  procedure: ("save") & (string);
}) | (MurdhamGroupSave) & ({
  procedure: ("group_save") & (string);
}) | (MurdhamContest) & ({
  procedure: ("contest") & (string);
}) | {
  /**
   * How many play, 2 or more: each rolls a d20 and the lowest wins,
   * ties rolled again.
   */
  players: LuckGame;
  procedure: ("luck_game") & (string);
} | (MurdhamDamage) & ({
  procedure: ("damage") & (string);
})) | ({
  system: ("block_dodge_parry") & (string);
}) & ((BlockDodgeParrySave) & ({
  procedure: ("save") & (string);
}) | {
  /** The two sides' ability scores, the acting side first. */
  abilities: BlockDodgeParryContest;
  procedure: ("contest") & (string);
} | (TimeGearSkill) & ({
  procedure: ("time_gear_skill") & (string);
}) | (DieOfFateInput) & ({
  procedure: ("die_of_fate") & (string);
}) | {
  /** `"d2"` or `"d3"`. */
  die: SmallDie;
  procedure: ("small_die") & (string);
});

/** Whether a reused non-standard character concept is allowed. */
export type Concept = ("refused") & (string) | ("allowed") & (string);

/** A rolled outcome that is its band and the dice that made it. */
export interface ConceptOutcome {
  /** The band the outcome falls in, named as in the check's odds. */
  band: Concept;
  /** Every die rolled, in the order rolled. */
  dice: Array<Rolled>;
}

/** A rolled check: the outcome, its band and the faces used. */
export interface ConceptOutcomeResult {
  /** The band the outcome falls in, named as in the check's odds. */
  band: Concept;
  /** The faces used, in order: roll the same check from them to replay. */
  faces: Array<number>;
  /**
   * The outcome, as osr-check writes it: read back in Rust (or checked
   * against the check) it is the same outcome.
   */
  outcome: ConceptOutcome;
}

/** 3d6 Constitution. */
export type ConstitutionCheckRoll = (AbilityRollResult) & ({
  procedure: ("ability") & (string);
}) | (MoraleRollResult) & ({
  procedure: ("morale") & (string);
}) | (PassFailOutcomeResult) & ({
  procedure: ("percentile") & (string);
}) | (BargainOutcomeResult) & ({
  procedure: ("haggle") & (string);
}) | (ConceptOutcomeResult) & ({
  procedure: ("reused_concept") & (string);
});

/** How a contest ended. */
export type ContestEnd = ("draw") & (string) | ("acting-failed") & (string) | {
  won: number;
};

/** Which kind of contest, on the wire. */
export type ContestKind = ("opposed" | "same-goal") & (string);

/** One side's d20 in one round of a contest. */
export interface ContestThrow {
  /** The d20 rolled. */
  face: number;
  /** The side, its index in the contest's sides. */
  side: number;
  /** Whether the value was at most the target. */
  succeeded: boolean;
  /** The side's target. */
  target: number;
  /** The d20 as counted: doubled when no side still in can fail. */
  value: number;
}

/**
 * A step on the contest time ladder: immediately, one round, one minute,
 * ten minutes, one hour, one day, two days, three days, and on by days.
 *
 * A contest starts at the time the action takes uncontested; every round
 * rolled again because more than one side succeeded moves it one step on,
 * and so does doubling the dice when no side can fail.
 */
export type ContestTime = number;

/**
 * The outcome bands of an ability check: degrees of failure, then degrees
 * of success, from worst to best.
 *
 * Success by a margin (total minus DC) of `m >= 0` is `1 + m / 5` degrees;
 * failure by a shortfall (DC minus total) of `s >= 1` is `1 + s / 5`
 * degrees, so a total exactly 5 below the DC is already 2 degrees of
 * failure. A natural 1 under `NaturalOne::Keep` adds one degree of
 * failure: to a failure, or as a complication alongside a success
 * (`Degrees::Complicated`).
 *
 * The order is total: more degrees of failure are worse, more degrees of
 * success are better, and a complicated success sits just below the
 * plain success of the same degrees.
 */
export type Degrees = {
  failure: number;
} | {
  complicated: number;
} | {
  success: number;
};

/**
 * The dice of a request: `{"seed": 7}` rolls from osr's reference
 * generator (the same faces on every platform and in every release), and
 * `{"faces": [6, 5, 3, 2]}` uses the faces a virtual tabletop or the table
 * rolled, in the order the rules roll them. Each face is checked against
 * its die, and every supplied face must be used.
 */
export type Dice = {
  seed: number;
} | {
  faces: Array<number>;
};

/**
 * The Die of Fate (BDP-1.5.die-of-fate): a d6 answers a question
 *  whose answer is unclear.
 */
export type DieOfFateInput = Record<string, unknown>;

/**
 * One die of a `Roll`: the face it showed and what became of it.
 *
 * Dice are listed in the order they were drawn, rerolled and exploded ones
 * included, so the faces of a trace replay it exactly (see
 * `Roll::faces`).
 */
export interface DieRoll {
  /** Its value was raised by `min` or lowered by `max`. */
  clamped?: boolean;
  /** Added into the die that exploded (`!!`): counted in that die's value. */
  compounded?: boolean;
  /** Dropped by keep or drop: counts nothing. */
  dropped?: boolean;
  /** Exploded: caused the next die of its term to be rolled. */
  exploded?: boolean;
  /** Rolled because the die before it exploded. */
  extra?: boolean;
  /** The face drawn, `1..=sides`. */
  face: number;
  /** Met the failure target: counts -1. */
  failure?: boolean;
  /** Rerolled: replaced by the next die, counts nothing. */
  rerolled?: boolean;
  /** The faces of the die. */
  sides: number;
  /** Where the term is in the notation. */
  span: Span;
  /** Met the success target: counts 1. */
  success?: boolean;
  /**
   * The dice term it belongs to, as the pre-order index of the term's
   * node (an index into `Notation::spans`).
   */
  term: number;
  /**
   * What the die counts: the face's value, less one for a penetrating
   * extra die, the whole sum for a compounded die, after clamps.
   */
  value: number;
}

/** The reaction table's bands, from worst to best. */
export type Disposition = ("hostile") & (string) | ("negative") & (string) | ("uncertain") & (string) | ("positive") & (string) | ("enthusiastic") & (string);

/**
 * How many advantages and disadvantages apply to one roll.
 *
 * The systems differ in what the counts do, so the counts are kept as
 * given and each rule reads them its own way:
 *
 * - 3d6 Constitution rolls one extra die per advantage or disadvantage and
 *   leaves cancelling to the table: read `advantage` and
 *   `disadvantage` directly.
 * - Murdham and Cairn House Rules cancel one for one and roll at most one
 *   extra die: `edge.net().at_most(1)`.
 */
export interface Edge {
  /** Number of advantages (enhancements). */
  advantage: number;
  /** Number of disadvantages (impairments). */
  disadvantage: number;
}

/**
 * An `Edge` of at most `MAX_EXTRA_DICE` dice in all: validated when
 * built and when read.
 */
export interface EdgeDice {
  /** Number of advantages (enhancements). */
  advantage: number;
  /** Number of disadvantages (impairments). */
  disadvantage: number;
}

/** Byte offsets into the notation: `start..end`. */
export interface ErrorSpan {
  /** Byte offset one past the last character. */
  end: number;
  /** Byte offset of the first character. */
  start: number;
}

/**
 * An exact number: a fraction as text (`"15869/1296"`) and the nearest
 * decimal.
 */
export interface Exact {
  /** The nearest double. */
  decimal: number;
  /** The fraction, in lowest terms. */
  exact: string;
}

/** The three factors of an action whose outcome is in doubt. */
export interface Factors {
  /** Gear. */
  gear: Gear;
  /** Skill. */
  skill: BlockDodgeParrySkill;
  /**
   * Time: not explicitly rushed, able to calmly weigh the options (the
   * referee's call).
   */
  time: boolean;
}

/** A rolled `FailurePoint`: the section where the attempt failed. */
export interface FailedAt {
  /** The section where the attempt failed, from 1. */
  band: number;
  /** The one die rolled. */
  dice: Array<Rolled>;
  /** Where the section ends. */
  end: number;
  /** Where the section starts, in the obstacle's units of measure. */
  start: number;
  /** The no-penalty size: the length of a section. */
  unit: number;
}

/** A rolled check: the outcome, its band and the faces used. */
export interface FailedAtResult {
  /** The band the outcome falls in, named as in the check's odds. */
  band: number;
  /** The faces used, in order: roll the same check from them to replay. */
  faces: Array<number>;
  /**
   * The outcome, as osr-check writes it: read back in Rust (or checked
   * against the check) it is the same outcome.
   */
  outcome: FailedAt;
}

/**
 * Picks the section of an oversized obstacle where a failed attempt
 * failed: one face per section, 1 the first (the lowest ten feet of a
 * wall). Built by `Obstacle::failure_point`.
 */
export interface FailurePoint {
  /**
   * The sections `Obstacle::failure_point` picks from: the multiples
   * the printed size table reaches (1024 up to 2047 read as its last
   * column).
   *
   * A value in `1..=2047`; errors call it "obstacle sections".
   */
  sections: number;
  /**
   * The size an obstacle can be without a penalty (10 feet for a
   * climb, one person for assistance), in the obstacle's unit.
   *
   * A value in `1..=1_000_000_000_000`; errors call it "no-penalty size".
   */
  unit: number;
}

/** What became of a rolled die. */
export type Fate = ("counted") & (string) | ("dropped") & (string) | ("replaced") & (string);

/**
 * Whether a save is rolled at all: some systems call some saves trivial
 * (they succeed without a roll, like leaping a tiny gap) and some
 * impossible (they fail without one, like sneaking in plain view).
 */
export type Gate = ("trivial") & (string) | ("uncertain") & (string) | ("impossible") & (string);

/**
 * The Gear factor: helpful equipment, tools or surroundings against
 * hindering ones. Gear is present only when the benefits outweigh the
 * hindrances; weighing is the referee's call, and the default weighs them
 * one for one (soft-soled boots against heavy armour: no Gear).
 */
export interface Gear {
  /** Gear or surroundings that help. */
  benefits: number;
  /** Gear or surroundings that hinder. */
  hindrances: number;
}

/** Gods & Monsters. */
export type GodsAndMonstersCheckRoll = (SaveRollResult) & ({
  procedure: ("roll") & (string);
}) | (AssistRollResult) & ({
  procedure: ("assistance") & (string);
}) | (GroupMoraleRollResult) & ({
  procedure: ("group_morale") & (string);
}) | (LeaderOrderRollResult) & ({
  procedure: ("leader_order") & (string);
}) | (FailedAtResult) & ({
  procedure: ("failure_point") & (string);
}) | (Uint32OutcomeResult) & ({
  procedure: ("smallest_die") & (string);
}) | (GodsAndMonstersContestRollResult) & ({
  procedure: ("contest") & (string);
});

/**
 * A contested action: two or more sides roll d20 at or under their own
 * targets (`Roll`) in the same round.
 *
 * - **Opposed** (`Contest::opposed`): one side acts, the other resists.
 *   If both fail, the acting side fails (`ContestEnd::ActingFailed`).
 * - **Same goal** (`Contest::same_goal`, two to `MAX_CONTEST_SIDES`
 *   sides): if every side still in fails, nobody achieves the goal
 *   (`ContestEnd::Draw`).
 *
 * When exactly one side succeeds it wins (`ContestEnd::Won`). When more
 * than one succeeds, the sides that failed drop out and those that
 * succeeded roll again; each such round moves the time one step along the
 * `ContestTime` ladder from the uncontested time
 * (`starting_at`, one round unless set).
 *
 * When no side still in can fail (every target at least
 * `CANNOT_FAIL_TARGET`), each d20 is doubled before it is compared with
 * its target, and the time moves one more step; if even doubled d20s
 * cannot fail, they are doubled again, one more step each time. A player
 * may ask for the doubling when an opponent cannot fail
 * (`with_doubling_requested`).
 *
 * The sides may give up between rounds: roll round by round with
 * `begin`, or to the end with `Check::roll`, which gives
 * up with `Error::Unresolved` after `MAX_TIE_ROUNDS` rounds. The odds
 * are exact: they sum the never-ending series of repeated rounds.
 */
export interface GodsAndMonstersContest {
  /**
   * Whether a player asked for doubled d20s because an opponent cannot fail
   * (`false` when left out).
   */
  doubling_requested?: boolean;
  /**
   * `opposed` (the acting side against the resisting one) or `same-goal`
   * (every side after one goal).
   */
  kind: ContestKind;
  /** Each side's roll, the acting side first. */
  sides: Array<GodsAndMonstersRoll>;
  /**
   * The time step the first round takes: 0 immediately, 1 a round, 2 a
   * minute, 3 ten minutes, 4 an hour, 5 a day... (1 when left out).
   */
  start?: ContestTime;
}

/** A contest rolled to its end. */
export interface GodsAndMonstersContestRoll {
  /** How the contest ended. */
  band: ContestEnd;
  /**
   * Every d20 rolled, in order; the dice of rounds rolled again are marked
   * `replaced`.
   */
  dice: Array<Rolled>;
  /** Every side's throw in the last round. */
  last: Array<ContestThrow>;
  /** The rounds rolled. */
  rounds: number;
  /** The time step of the last round. */
  time: ContestTime;
}

/** A rolled check: the outcome, its band and the faces used. */
export interface GodsAndMonstersContestRollResult {
  /** The band the outcome falls in, named as in the check's odds. */
  band: ContestEnd;
  /** The faces used, in order: roll the same check from them to replay. */
  faces: Array<number>;
  /**
   * The outcome, as osr-check writes it: read back in Rust (or checked
   * against the check) it is the same outcome.
   */
  outcome: GodsAndMonstersContestRoll;
}

/**
 * An ability or reaction roll: d20 at most the score plus bonuses minus
 * penalties succeeds. There is no natural 1 or 20 rule: a target of 20 or
 * more cannot fail, one below 1 cannot succeed.
 */
export interface GodsAndMonstersRoll {
  /**
   * The total of bonuses less penalties on a roll: a bonus is positive,
   * a penalty negative.
   *
   * A value in `-100..=100`; errors call it "modifier".
   */
  modifier?: number;
  /**
   * An ability or reaction score a roll is made against.
   *
   * A value in `-20..=60`; errors call it "score".
   */
  score: number;
}

/**
 * A group's roll to resist a reaction an individual might make on the
 * spot, such as a retreat (a morale check): often a charisma roll with
 * the group bonus. On a failure the group gives way after as many rounds
 * as the roll was missed by, at most its bonus.
 *
 * The roll is the group's roll as a whole, bonus included
 * (`GroupEffort::roll` adds it).
 */
export interface GroupMorale {
  /** The members of the group, 1 and up. */
  group: number;
  /** The group's roll, bonus included. */
  roll: GodsAndMonstersRoll;
}

/** A rolled `GroupMorale`. */
export interface GroupMoraleRoll {
  /** Whether the group holds, or gives way after some rounds. */
  band: GroupResponse;
  /** The group's roll. */
  save: SaveRoll;
}

/** A rolled check: the outcome, its band and the faces used. */
export interface GroupMoraleRollResult {
  /** The band the outcome falls in, named as in the check's odds. */
  band: GroupResponse;
  /** The faces used, in order: roll the same check from them to replay. */
  faces: Array<number>;
  /**
   * The outcome, as osr-check writes it: read back in Rust (or checked
   * against the check) it is the same outcome.
   */
  outcome: GroupMoraleRoll;
}

/** What a group does after rolling to resist a spontaneous reaction. */
export type GroupResponse = ("holds") & (string) | {
  "gives-way": number;
};

/**
 * The haggler's roll (TC-10.3): with ample time to survey the market, a
 * d20 strictly below charisma takes `HAGGLE_DISCOUNT_PERCENT` off the
 * listed price.
 */
export type Haggle = number;

/** One member of a group (`{a, b}`) in a `Roll`. */
export interface ItemRoll {
  /** Dropped by keep or drop: counts nothing. */
  dropped?: boolean;
  /** Met the failure target. */
  failure?: boolean;
  /** The member's position in the group, from 0. */
  index: number;
  /** Where the group is in the notation. */
  span: Span;
  /** Met the success target. */
  success?: boolean;
  /** The group, as the pre-order index of its node. */
  term: number;
  /** The member's total. */
  total: number;
}

/** What a group does when its leader calls for a change. */
export type LeaderCall = ("unheeded") & (string) | {
  heeded: number;
};

/**
 * A leader's charisma roll to make the group do something other than
 * what it is doing.
 */
export interface LeaderOrder {
  /** The leader's charisma roll. */
  charisma: GodsAndMonstersRoll;
  /** The members of the group, 1 and up. */
  group: number;
}

/** A rolled `LeaderOrder`. */
export interface LeaderOrderRoll {
  /** Whether the group heeds the order, and after how many rounds. */
  band: LeaderCall;
  /** The leader's roll. */
  save: SaveRoll;
}

/** A rolled check: the outcome, its band and the faces used. */
export interface LeaderOrderRollResult {
  /** The band the outcome falls in, named as in the check's odds. */
  band: LeaderCall;
  /** The faces used, in order: roll the same check from them to replay. */
  faces: Array<number>;
  /**
   * The outcome, as osr-check writes it: read back in Rust (or checked
   * against the check) it is the same outcome.
   */
  outcome: LeaderOrderRoll;
}

/**
 * A luck game: every player rolls a d20 and the lowest roll wins. Players
 * tied for the lowest roll again among themselves until one is lowest
 * alone (the rules leave ties open; rolling again, as contests do, is the
 * default reading).
 *
 * Players are numbered from 0; the band is the winner's number. The dice
 * are fair and alike, so each player wins with probability 1/n.
 */
export type LuckGame = number;

/**
 * A rolled `LuckGame`.
 *
 * The dice are listed round by round, each round in player order among
 * the players still in the game; dice of a round that ended in a tie for
 * the lowest roll are `Fate::Replaced` for the tied players.
 */
export interface LuckRoll {
  /** The winner: the index of the player, from 0. */
  band: number;
  /**
   * Every d20 rolled, in order; the dice of tied players rolled again are
   * marked `replaced`.
   */
  dice: Array<Rolled>;
  /** The rounds rolled, ties included. */
  rounds: number;
}

/** A rolled check: the outcome, its band and the faces used. */
export interface LuckRollResult {
  /** The band the outcome falls in, named as in the check's odds. */
  band: number;
  /** The faces used, in order: roll the same check from them to replay. */
  faces: Array<number>;
  /**
   * The outcome, as osr-check writes it: read back in Rust (or checked
   * against the check) it is the same outcome.
   */
  outcome: LuckRoll;
}

/** A morale check (TC-5.13): 2d6 at most the morale score holds. */
export type MoraleCheck = number;

/**
 * A rolled `MoraleCheck`: its band, its 2d6 total, the score it was
 * rolled against and its two d6s.
 *
 * With the `serde` feature it serializes as
 * `{"band": "holds", "total": 7, "score": 7, "dice": [...]}`;
 * deserializing checks the dice (two counted d6s), the total (their sum)
 * and the band (held when the total is at most the score), and rejects a
 * record that disagrees with `Error::Inconsistent`.
 */
export interface MoraleRoll {
  /** Whether the morale held. */
  band: Nerve;
  /** The two d6. */
  dice: Array<Rolled>;
  /** The morale score the total was compared with. */
  score: number;
  /** The 2d6 total. */
  total: number;
}

/** A rolled check: the outcome, its band and the faces used. */
export interface MoraleRollResult {
  /** The band the outcome falls in, named as in the check's odds. */
  band: Nerve;
  /** The faces used, in order: roll the same check from them to replay. */
  faces: Array<number>;
  /**
   * The outcome, as osr-check writes it: read back in Rust (or checked
   * against the check) it is the same outcome.
   */
  outcome: MoraleRoll;
}

/** Murdham. */
export type MurdhamCheckRoll = (SaveOutcomeResult) & ({
  procedure: ("save") & (string);
}) | (MurdhamGroupRollResult) & ({
  procedure: ("group_save") & (string);
}) | (MurdhamContestRollResult) & ({
  procedure: ("contest") & (string);
}) | (LuckRollResult) & ({
  procedure: ("luck_game") & (string);
}) | (MurdhamDamageRollResult) & ({
  procedure: ("damage") & (string);
});

/**
 * An ability contest (games of skill, usually WIT or AGI): each side
 * scores its ability minus a d20, the higher score wins, and a tie is
 * rolled again by both sides.
 *
 * A side may be enhanced (2d20, the lower counts) or impaired (the higher
 * counts). The odds are those of the contest as played to the end: the
 * chance of each side winning a round, given the round is not a tie.
 */
export interface MurdhamContest {
  /** The two sides' ability scores, 0 to 20. */
  abilities: Array<number>;
  /** Each side's impairments and enhancements (none when left out). */
  edges?: Array<Edge>;
}

/** A rolled `Contest`. */
export interface MurdhamContestRoll {
  /** The side that won. */
  band: MurdhamWinner;
  /**
   * Every d20 rolled, in order; the dice of tied rounds are marked
   * `replaced`.
   */
  dice: Array<Rolled>;
  /** The rounds rolled, ties included. */
  rounds: number;
  /** Each side's ability minus its d20 in the last round. */
  scores: Array<number>;
}

/** A rolled check: the outcome, its band and the faces used. */
export interface MurdhamContestRollResult {
  /** The band the outcome falls in, named as in the check's odds. */
  band: MurdhamWinner;
  /** The faces used, in order: roll the same check from them to replay. */
  faces: Array<number>;
  /**
   * The outcome, as osr-check writes it: read back in Rust (or checked
   * against the check) it is the same outcome.
   */
  outcome: MurdhamContestRoll;
}

/**
 * A damage roll: one die on d4..d12 that explodes, impaired or enhanced.
 *
 * A die showing its highest face is rolled again and the new face less
 * one is added, as long as it keeps showing its highest face: a d4
 * rolling 4 then 3 deals 4 + (3 - 1) = 6. This is the notation engine's
 * penetrating explosion, `1d4!p` (`notation`).
 *
 * Impaired damage is rolled twice (each roll with its explosions) and the
 * lower total counts; enhanced damage keeps the higher. One enhancement
 * cancels one impairment and more of either add nothing.
 * `exploding(false)` gives a plain die for rolls that
 * are not damage (a disease's d4 of ability loss), impaired or enhanced
 * in the same way.
 *
 * The odds list every total up to `LISTED_EXPLOSIONS` explosions and
 * fold the rest into their tail, which holds the chance of that total or
 * more, exactly (including the astronomically rare chains longer than
 * `MAX_EXPLOSIONS`, which the roll refuses).
 */
export interface MurdhamDamage {
  /** The damage die, `d4` to `d12`. */
  die: StepDie;
  /** Impairments and enhancements (none when left out). */
  edge?: Edge;
  /** Whether the die explodes (`true` when left out). */
  explodes?: boolean;
}

/** A rolled `Damage`. */
export interface MurdhamDamageRoll {
  /** The damage dealt. */
  band: number;
  /**
   * Every die rolled, explosions included; an impaired or enhanced roll's
   * set-aside dice are dropped.
   */
  dice: Array<Rolled>;
}

/** A rolled check: the outcome, its band and the faces used. */
export interface MurdhamDamageRollResult {
  /** The band the outcome falls in, named as in the check's odds. */
  band: number;
  /** The faces used, in order: roll the same check from them to replay. */
  faces: Array<number>;
  /**
   * The outcome, as osr-check writes it: read back in Rust (or checked
   * against the check) it is the same outcome.
   */
  outcome: MurdhamDamageRoll;
}

/** A rolled `GroupSave`: the shared d20 and every member's result. */
export interface MurdhamGroupRoll {
  /** `pass` when any member passed. */
  band: PassFail;
  /** Every d20 rolled, the kept one counted. */
  dice: Array<Rolled>;
  /** The shared d20. */
  face: number;
  /** Each member's own result, in the order of the scores. */
  results: Array<PassFail>;
}

/** A rolled check: the outcome, its band and the faces used. */
export interface MurdhamGroupRollResult {
  /** The band the outcome falls in, named as in the check's odds. */
  band: PassFail;
  /** The faces used, in order: roll the same check from them to replay. */
  faces: Array<number>;
  /**
   * The outcome, as osr-check writes it: read back in Rust (or checked
   * against the check) it is the same outcome.
   */
  outcome: MurdhamGroupRoll;
}

/**
 * A group save: one d20 is rolled for the whole group and compared with
 * each member's own score.
 *
 * Each member passes or fails by their own comparison (fear: each member
 * is frightened or not). The band is the group's result where one member
 * passing is enough (passive detection of secrets, and awareness of
 * another group, which osr-combat's `murdham::Awareness` builds on it):
 * `PassFail::Pass` when anyone passes, which is when the d20 is at most
 * the highest score.
 */
export interface MurdhamGroupSave {
  /** Impairments and enhancements of the shared roll (none when left out). */
  edge?: Edge;
  /** Each member's score, 0 to 20, at most 100 members. */
  scores: Array<number>;
}

/** A Murdham save: d20 at most the ability (0 to 20) passes; impaired and enhanced cancel and roll at most one extra d20; a trivial save passes and an impossible one fails without a roll. */
export interface MurdhamSave {
  /** The ability score the d20 must not exceed. */
  ability: number;
  /**
   * Advantage and disadvantage, before the system's rule combines them
   * (none when left out).
   */
  edge?: Edge;
  /**
   * Whether the save is rolled at all, in the systems that have
   * trivial and impossible saves (rolled when left out).
   */
  gate?: Gate | null;
  /** The natural 1/20 rule (the system's default when left out). */
  naturals?: Naturals | null;
}

/** The winner of a two-sided roll. */
export type MurdhamWinner = ("first") & (string) | ("second") & (string);

/** What a natural 1 on the kept d20 does (TC-3.5). */
export type NaturalOne = ("keep") & (string) | ("ignore") & (string) | ("minus-four") & (string);

/** Whether a natural 1 or 20 decides a roll-under save on its own. */
export type Naturals = ("compare") & (string) | ("one-passes-twenty-fails") & (string);

/** Whether a creature's nerve holds. */
export type Nerve = ("breaks") & (string) | ("holds") & (string);

/** The odds of dice notation. */
export interface OddsRequest {
  /** The notation, as a player typed it. */
  notation: string;
}

/** Every total with its exact probability. */
export interface OddsResponse {
  /** The largest total. */
  max: number;
  /** The mean total. */
  mean: Exact;
  /** The smallest total. */
  min: number;
  /** The notation weighed. */
  notation: string;
  /**
   * Every total that can come up, in ascending order, with its
   * probability.
   */
  outcomes: Array<Outcome>;
  /**
   * The probability of the rolls an explosion cap cuts off (which give
   * no total and are not in `outcomes`); zero when every roll gives one.
   */
  truncated: Probability;
  /** The variance of the total. */
  variance: Exact;
}

/** One total and its probability. */
export interface Outcome {
  /** Its probability. */
  p: Probability;
  /** The total. */
  total: number;
}

/** The two bands of a check that passes or fails. */
export type PassFail = ("fail") & (string) | ("pass") & (string);

/** A rolled outcome that is its band and the dice that made it. */
export interface PassFailOutcome {
  /** The band the outcome falls in, named as in the check's odds. */
  band: PassFail;
  /** Every die rolled, in the order rolled. */
  dice: Array<Rolled>;
}

/** A rolled check: the outcome, its band and the faces used. */
export interface PassFailOutcomeResult {
  /** The band the outcome falls in, named as in the check's odds. */
  band: PassFail;
  /** The faces used, in order: roll the same check from them to replay. */
  faces: Array<number>;
  /**
   * The outcome, as osr-check writes it: read back in Rust (or checked
   * against the check) it is the same outcome.
   */
  outcome: PassFailOutcome;
}

/**
 * The d100 roll of a prepared spell (TC-12.3.roll): at most the spell's
 * skill rating succeeds, so a spell known at 100% always does, and one
 * at 0% never.
 */
export type PercentileCheck = number;

/** A probability: exact, as a fraction in lowest terms ("1/6", "0", "1"), and as the nearest decimal. */
export interface Probability {
  /** The nearest double (ignored when read). */
  decimal: number;
  /** The fraction, in lowest terms. */
  exact: string;
}

/**
 * The reaction roll: 2d6 plus modifiers (Gruesome Scars: -1) on the
 * reaction table, when a being's disposition is unknown. Undead are
 * always hostile and are not rolled for.
 *
 * With the `serde` feature it serializes as its modifier.
 */
export type Reaction = number;

/**
 * A rolled `Reaction`.
 *
 * With the `serde` feature it serializes as
 * `{"band": "uncertain", "total": 7, "dice": [...]}`; deserializing checks
 * that the dice are two counted d6, that the total is their sum plus a
 * modifier in `ReactionModifier`'s range, and that the band is the
 * total's (`Error::Inconsistent` otherwise).
 */
export interface ReactionRoll {
  /** The disposition read from the reaction table. */
  band: Disposition;
  /** The two d6. */
  dice: Array<Rolled>;
  /** The 2d6 total plus the modifier. */
  total: number;
}

/** A rolled check: the outcome, its band and the faces used. */
export interface ReactionRollResult {
  /** The band the outcome falls in, named as in the check's odds. */
  band: Disposition;
  /** The faces used, in order: roll the same check from them to replay. */
  faces: Array<number>;
  /**
   * The outcome, as osr-check writes it: read back in Rust (or checked
   * against the check) it is the same outcome.
   */
  outcome: ReactionRoll;
}

/** The outcome of Time, Gear & Skill, worst first. */
export type Resolution = ("failure") & (string) | ("success-at-cost") & (string) | ("success") & (string);

/** A rolled outcome that is its band and the dice that made it. */
export interface ResolutionOutcome {
  /** The band the outcome falls in, named as in the check's odds. */
  band: Resolution;
  /** Every die rolled, in the order rolled. */
  dice: Array<Rolled>;
}

/** A rolled check: the outcome, its band and the faces used. */
export interface ResolutionOutcomeResult {
  /** The band the outcome falls in, named as in the check's odds. */
  band: Resolution;
  /** The faces used, in order: roll the same check from them to replay. */
  faces: Array<number>;
  /**
   * The outcome, as osr-check writes it: read back in Rust (or checked
   * against the check) it is the same outcome.
   */
  outcome: ResolutionOutcome;
}

/**
 * A reused non-standard concept (TC-4.8.concept): a d6 roll of 1
 *  allows it.
 */
export type ReusedConceptInput = Record<string, unknown>;

/**
 * The trace of a roll: the total, every die and every group member.
 *
 * Render it with `Roll::render`; replay it by rolling the same plan from
 * `Roll::faces`.
 *
 * A roll that did not come from `Plan::roll` (built by hand, or read from
 * JSON) is checked against its plan with `Plan::check_roll`. With the
 * `serde` feature a roll serializes as it is, but deserializes only through
 * `Plan::roll_seed`, which checks it: a trace names no plan, so reading
 * one needs the plan it claims to be a roll of.
 */
export interface Roll {
  /** Every die, in the order drawn. */
  dice: Array<DieRoll>;
  /** Every group member, in the order evaluated. */
  items?: Array<ItemRoll>;
  /** The total. */
  total: number;
}

/** A check to roll. */
export interface RollCheckRequest {
  /** The check: its system, its procedure and the procedure's inputs. */
  check: CheckSpec;
  /** Where the faces come from. */
  dice: Dice;
}

/** A roll of dice notation. */
export interface RollRequest {
  /** Where the faces come from. */
  dice: Dice;
  /** The notation, as a player typed it. */
  notation: string;
}

/** The roll: total, trace and faces. */
export interface RollResponse {
  /** The faces used, in order: roll the same notation from them to replay. */
  faces: Array<number>;
  /** The notation rolled. */
  notation: string;
  /** Every die and group member. */
  roll: Roll;
  /** The roll as a line of text: `"4d6kh3 = [6, 5, 3, 2 (dropped)] = 14"`. */
  text: string;
  /** The total. */
  total: number;
}

/** One die a check rolled. */
export interface Rolled {
  /** The face rolled, `1..=sides`. */
  face: number;
  /** What became of it. */
  fate: Fate;
  /** The faces of the die. */
  sides: number;
}

/**
 * A settled save in a system with trivial and impossible saves: settled
 * without a roll, or rolled.
 *
 * With the `serde` feature it serializes as `{"band": "pass", "gate":
 * "trivial"}` when unrolled and as `{"band": ..., "gate": "uncertain",
 * "save": {...}}` when rolled; deserializing checks the band against the
 * gate, and the rolled save as `crate::Save` does.
 */
export interface SaveOutcome {
  /** Whether the save passed. */
  band: PassFail;
  /**
   * `trivial` (passed without a roll), `impossible` (failed without one) or
   * `uncertain` (rolled).
   */
  gate: Gate;
  /** The rolled save, when the gate is `uncertain`. */
  save?: SaveRoll | null;
}

/** A rolled check: the outcome, its band and the faces used. */
export interface SaveOutcomeResult {
  /** The band the outcome falls in, named as in the check's odds. */
  band: PassFail;
  /** The faces used, in order: roll the same check from them to replay. */
  faces: Array<number>;
  /**
   * The outcome, as osr-check writes it: read back in Rust (or checked
   * against the check) it is the same outcome.
   */
  outcome: SaveOutcome;
}

/**
 * A rolled `RollUnder` save.
 *
 * With the `serde` feature it serializes as
 * `{"band": "pass", "face": 7, "target": 12, "margin": 5, "dice": [...]}`,
 * the band named as in the save's `Odds`. Deserializing checks the
 * record against its own dice, as far as they tell: every die a d20, the
 * kept one counted and the lowest or highest of them (the first of
 * equals), the face the kept die's, the margin target minus face, and
 * the band the comparison's (a natural 1 below a target of 1 and a
 * natural 20 at a target of 20 or more may go either way, as the save's
 * `Naturals` rule decides); `Error::Inconsistent` otherwise.
 * `Check::verify` replays it against the save that rolled it.
 */
export interface SaveRoll {
  /** Whether the save passed. */
  band: PassFail;
  /** Every d20 rolled, the kept one counted and the others dropped. */
  dice: Array<Rolled>;
  /** The kept d20. */
  face: number;
  /**
   * The target minus the face: made by when zero or more, missed by when
   * negative.
   */
  margin: number;
  /** The target the kept d20 must not exceed. */
  target: number;
}

/** A rolled check: the outcome, its band and the faces used. */
export interface SaveRollResult {
  /** The band the outcome falls in, named as in the check's odds. */
  band: PassFail;
  /** The faces used, in order: roll the same check from them to replay. */
  faces: Array<number>;
  /**
   * The outcome, as osr-check writes it: read back in Rust (or checked
   * against the check) it is the same outcome.
   */
  outcome: SaveRoll;
}

/**
 * A d2 or d3 read from a d6, for tables without one: a d2 is 1 on 1-3 and
 * 2 on 4-6, a d3 is 1 on 1-2, 2 on 3-4 and 3 on 5-6. (The notation engine
 * rolls `1d2` and `1d3` directly, with the same odds.)
 */
export type SmallDie = ("d2") & (string) | ("d3") & (string);

/**
 * A byte range of the notation text, `start..end`.
 *
 * Errors and trace entries carry one, so a chat bot can underline the part
 * of what the user typed that a message is about.
 */
export interface Span {
  /** Byte offset one past the last character. */
  end: number;
  /** Byte offset of the first character. */
  start: number;
}

/**
 * A die on the d4 < d6 < d8 < d10 < d12 ladder.
 *
 * Cairn House Rules moves a damage die one step per enhancement (up) or
 * impairment (down); the ladder stops at d4 at the bottom and d12 at the
 * top, so stepping past either end stays there. That floor and cap are the
 * rule, not a silent clamp: use `StepDie::checked_step` to learn whether
 * a step would leave the ladder.
 */
export type StepDie = ("d4") & (string) | ("d6") & (string) | ("d8") & (string) | ("d10") & (string) | ("d12") & (string);

/**
 * Time, Gear & Skill, for planned actions whose outcome is in doubt: all
 * three succeed without a roll, one or none fail without a roll, and
 * exactly two roll a d6 on `TWO_FACTORS`. A `Gate` settles impossible
 * and certain actions first.
 */
export interface TimeGearSkill {
  /** Time, Gear and Skill. */
  factors: Factors;
  /** Whether the action is rolled at all (`doubtful` when left out). */
  gate?: BlockDodgeParryGate;
}

/** A rolled outcome that is its band and the dice that made it. */
export interface Uint32Outcome {
  /** The band the outcome falls in, named as in the check's odds. */
  band: number;
  /** Every die rolled, in the order rolled. */
  dice: Array<Rolled>;
}

/** A rolled check: the outcome, its band and the faces used. */
export interface Uint32OutcomeResult {
  /** The band the outcome falls in, named as in the check's odds. */
  band: number;
  /** The faces used, in order: roll the same check from them to replay. */
  faces: Array<number>;
  /**
   * The outcome, as osr-check writes it: read back in Rust (or checked
   * against the check) it is the same outcome.
   */
  outcome: Uint32Outcome;
}
