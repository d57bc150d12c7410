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

/** The six ability scores of a character. */
export interface Abilities {
  /** Agility. */
  agility: number;
  /** Charisma. */
  charisma: number;
  /** Endurance. */
  endurance: number;
  /** Intelligence. */
  intelligence: number;
  /** Strength. */
  strength: number;
  /** Wisdom. */
  wisdom: number;
}

/** The five abilities. */
export type Ability = ("STR") & (string) | ("WIT") & (string) | ("KNO") & (string) | ("WIL") & (string) | ("CHA") & (string);

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

/** The five archetypes and what each one's advancement reads. */
export type Archetype = ("warrior") & (string) | ("thief") & (string) | ("sorceror") & (string) | ("prophet") & (string) | ("monk") & (string);

/** One archetype's level, after advancing. */
export interface ArchetypeLevel {
  /** The archetype. */
  archetype: Archetype;
  /** Its level after advancing. */
  level: number;
}

/** One ability to try and its score, as `Improvement` serializes. */
export interface Attempt {
  /** The ability to try. */
  ability: Ability;
  /** Its score, 1 to 20. */
  score: number;
}

/**
 * A clock in whole units with the timers riding on it.
 *
 * With the `serde` feature it serializes as
 * `{"unit": "turn", "now": 3, "next_id": 1, "timers": [...]}`; reading it
 * back checks every timer as `Clock::start` does, that none has
 * already run out, and that the IDs are unique and below `next_id`.
 */
export interface Clock {
  /** The number the next timer started gets. */
  next_id: number;
  /** The time now, in units from the start. */
  now: number;
  /** The timers still running. */
  timers: Array<Timer>;
  /** What one tick of the clock is. */
  unit: Unit;
}

/** One number of days and its probability. */
export interface DaysOdds {
  /** The days. */
  days: number;
  /** Its probability. */
  p: Probability;
}

/**
 * A party in a dungeon: the turn clock, whether the party is
 * encumbered, whether a rest is owed, and a foreshadowed encounter.
 */
export interface Delve {
  /** The turn clock, with its light and spell timers. */
  clock: Clock;
  /** Whether any member carries supplies or treasure. */
  encumbered: boolean;
  /** The Dungeon Event table, faces 1 to 6: the rules' or the referee's. */
  events: Array<DungeonEvent>;
  /** The encounter a clue rolled, waiting for the next encounter. */
  foreshadowed: {
    /** The dice, in order. */
    dice: Array<Rolled>;
    /** The row read. */
    entry: string;
    /** The table's ID. */
    table: string;
    /** The total of the dice. */
    total: number;
  };
  /** Whether the party's place is safe and well lit. */
  lit: boolean;
  /** Whether a rest is owed (exhaustion while encumbered). */
  rest_owed: boolean;
}

/** One thing that happened in a dungeon turn or a wilderness watch. */
export type DelveEvent = {
  /** The d6. */
  die: Rolled;
  event: ("event_rolled") & (string);
  /** Its row. */
  result: DungeonEvent;
} | {
  event: ("encounter") & (string);
  /** Whether a clue rolled it earlier. */
  foreshadowed: boolean;
  /** The table roll. */
  roll: EntryRoll;
} | {
  event: ("encounter_unrolled") & (string);
} | {
  event: ("foreshadowed") & (string);
  /** The table roll. */
  roll: EntryRoll;
} | {
  event: ("rest_owed") & (string);
} | {
  event: ("rest_taken") & (string);
} | {
  event: ("locality_changed") & (string);
} | {
  /** The time it ran out. */
  at: number;
  event: ("timer_expired") & (string);
  /** The timer's number. */
  id: number;
  /** What it counted down. */
  kind: TimerKind;
  /** Its label. */
  label: string;
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

/** What the party does with a dungeon turn. */
export type DungeonAction = ("move") & (string) | ("open_door") & (string) | ("search") & (string) | ("short_rest") & (string) | ("rest") & (string) | ("interact") & (string);

/** The Dungeon Event table's results. */
export type DungeonEvent = ("encounter") & (string) | ("clue") & (string) | ("exhaustion") & (string) | ("locality") & (string) | ("free") & (string);

/** What a spell does at one level, in numbers. */
export interface Effect {
  /** Its damage dice, when it deals damage (`"3d6"`). */
  damage: string | null;
  /** How long it lasts. */
  lasting: Lasting;
  /** The level. */
  level: number;
  /** Augury's questions, L. */
  questions: number | null;
  /** Scry's range in miles, 10 per level. */
  range_miles: number | null;
  /** The save it allows. */
  save: SpellSave;
  /** The spell. */
  spell: Spell;
  /**
   * How many creatures (or portals, doors, corpses) it affects, when
   * the list counts them; `None` for an area or the caster alone.
   */
  targets: number | null;
}

/** Which encounter checks 3d6 Constitution rolls. */
export type EncounterChecksOf = {
  kind: ("overland") & (string);
  /** The miles travelled (below 600). */
  miles: number;
} | {
  /** How many checks (1 to 100). */
  count: number;
  kind: ("dungeon") & (string);
};

/** Encounter checks to weigh. */
export type EncounterOddsRequest = {
  /** The checks. */
  checks: EncounterChecksOf;
  system: ("constitution") & (string);
} | {
  system: ("cairn_house") & (string);
  /** The turns (1 to 1000). */
  turns: number;
};

/** The odds of meeting encounters. */
export interface EncounterOddsResponse {
  /** The chance of at least one encounter. */
  at_least_one: Probability;
  /** 3d6 Constitution: the odds of each number of encounters. */
  encounters?: Uint32Odds | null;
}

/** Encounter checks to roll. */
export interface EncounterRequest {
  /** The checks. */
  checks: EncounterChecksOf;
  /** Where the faces come from: one d6 per check. */
  dice: Dice;
  /** The system: 3d6 Constitution (`"constitution"`). */
  system: ("constitution") & (string);
}

/** The encounter checks rolled. */
export interface EncounterResponse {
  /** How many checks were rolled. */
  checks: number;
  /** The faces used, in order. */
  faces: Array<number>;
  /** How many met an encounter, and the d6 of each check. */
  roll: EncounterRoll;
}

/** Rolled `EncounterChecks`. */
export interface EncounterRoll {
  /** One d6 per check. */
  dice: Array<Rolled>;
  /** How many checks met an encounter. */
  encounters: number;
}

/** One row: the totals `low..=high` read `id`. */
export interface Entry {
  /** The greatest total. */
  high: number;
  /** The row's stable ID (`goblins`, `fog`). */
  id: string;
  /** The least total. */
  low: number;
}

/** A roll on a `RandomTable`. */
export interface EntryRoll {
  /** The dice, in order. */
  dice: Array<Rolled>;
  /** The row read. */
  entry: string;
  /** The table's ID. */
  table: string;
  /** The total of the dice. */
  total: number;
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

/** What became of a rolled die. */
export type Fate = ("counted") & (string) | ("dropped") & (string) | ("replaced") & (string);

/** An award of experience in a system with levels. */
export interface GainRequest {
  /**
   * The experience awarded (never negative: experience is not taken
   * away).
   */
  award: number;
  /** The system (`"constitution"` or `"gods_and_monsters"`). */
  system: ("constitution") & (string) | ("gods_and_monsters") & (string);
  /** A referee's level table instead of the rules'. */
  table?: LevelTable | null;
  /** The experience total before the award. */
  xp: Xp;
}

/** The total after an award and the levels it crossed. */
export interface GainResponse {
  /** Every level gained, in order (empty when no threshold was crossed). */
  gained: Array<LevelCrossed>;
  /** The level after the award. */
  level: number;
  /** The level before the award. */
  level_before: number;
  /** The experience total after the award. */
  xp: Xp;
}

/** Which ability an improvement roll raised, if any. */
export type Improved = ("nothing") & (string) | {
  raised: Ability;
};

/** The exact probability of every outcome band, in ascending band order, each listed band possible; the tail, when the bands never end, holds that band or any higher. */
export interface ImprovedOdds {
  /** Every listed band with its probability. */
  bands: Array<{
    band: Improved;
    p: Probability;
  }>;
  /** The band from which higher bands are folded in, with the probability of it or any higher; null when every band is listed. */
  tail: {
    band: Improved;
    p: Probability;
  } | null;
}

/**
 * The improvement roll after a session (TC-4.9): the player names the
 * abilities to try in order; a d20 higher than the first's score raises
 * it by one and ends the roll, otherwise the next is tried. Each ability
 * is tried at most once; when all fail nothing improves.
 */
export type Improvement = Array<Attempt>;

/** The end of a session to weigh. */
export interface ImprovementOddsRequest {
  /**
   * The abilities to try, in the player's order, each once, with
   * its score (1 to 20).
   */
  improvement: Improvement;
  /** The spell rating (0 to 100) of a character who tried to cast. */
  spell?: SpellImprovement | null;
  /** The system: 3d6 Constitution (`"constitution"`). */
  system: ("constitution") & (string);
}

/** The exact odds of the end of a session. */
export interface ImprovementOddsResponse {
  /** Which ability rises (`{"raised": "WIT"}`), or `"nothing"`. */
  improvement: ImprovedOdds;
  /** The spell rating after its roll, when a spell rating was given. */
  spell?: Uint32Odds | null;
}

/** The end of a session to roll. */
export interface ImprovementRequest {
  /**
   * Where the faces come from: a d20 per ability tried, then the
   * d100 and, when it does not beat the rating, a d6.
   */
  dice: Dice;
  /**
   * The abilities to try, in the player's order, each once, with
   * its score (1 to 20).
   */
  improvement: Improvement;
  /**
   * The spell rating (0 to 100) of a character who tried to cast
   * this session; absent for one who did not.
   */
  spell?: SpellImprovement | null;
  /** The system: 3d6 Constitution (`"constitution"`). */
  system: ("constitution") & (string);
}

/** The rolled end of a session. */
export interface ImprovementResponse {
  /** The faces used, in order. */
  faces: Array<number>;
  /**
   * Every step as an event, and every die, as osr-advancement records
   * it (and reads it back checked).
   */
  rolled: SessionEndRoll;
}

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

/** How long a spell's effect lasts at a level. */
export type Lasting = ("instant") & (string) | {
  minutes: number;
} | {
  days: number;
} | ("next_combat") & (string) | {
  reliable_minutes: number;
};

/** One level gained and what it gives. */
export interface LevelCrossed {
  /** The level reached. */
  level: number;
  /** Gods & Monsters: the mojo the level grants (ten plus the level). */
  mojo?: number | null;
  /**
   * Gods & Monsters: whether the level brings a new specialty (the
   * third level and every odd level after it).
   */
  specialty?: boolean | null;
  /** The experience at which it is reached. */
  threshold: number;
}

/**
 * A rolled `LevelUp`: the d10 and every change, in order.
 *
 * With the `serde` feature it serializes as `{"events": [{"event":
 * "verve_gained", "die": 8, ...}, ...], "dice": [...]}`; reading it back
 * checks that it holds one d10, that it opens with the level reached and
 * that exactly one survival or verve gain shows that d10's face, with the
 * gain the face and its contributors give (at least 0)
 * (`Error::Invalid` otherwise); `LevelUp::verify` replays the rest
 * against the level-up it came from.
 */
export interface LevelGained {
  /** The d10. */
  dice: Array<Rolled>;
  /** Every change, in order. */
  events: Array<LevelUpEvent>;
}

/** An experience total in a system with levels. */
export interface LevelRequest {
  /** The system (`"constitution"` or `"gods_and_monsters"`). */
  system: ("constitution") & (string) | ("gods_and_monsters") & (string);
  /**
   * A referee's level table instead of the rules' (a short campaign's
   * scaled table, for example).
   */
  table?: LevelTable | null;
  /** The experience total. */
  xp: Xp;
}

/** The level an experience total reaches. */
export interface LevelResponse {
  /** The level reached. */
  level: number;
  /**
   * The experience at which the next level is reached (the table's
   * ceiling at its top level, which the table cannot place).
   */
  next_threshold: number;
  /** The experience at which that level is reached. */
  threshold: number;
  /** The table's top level. */
  top: number;
  /** The experience total. */
  xp: Xp;
}

/**
 * A level table: the experience total at which each level is reached,
 * from level 1 at 0 XP, and the `ceiling`, the first total the table
 * cannot place (the threshold of the level after its last).
 *
 * A referee who changes the thresholds builds their own table with
 * `LevelTable::new`; each system offers the seed's as its default.
 * With the `serde` feature it serializes as
 * `{"thresholds": [0, 1500, ...], "ceiling": n}` and is checked on the way
 * in like `LevelTable::new`.
 */
export interface LevelTable {
  /** The first total the table cannot place. */
  ceiling: number;
  /** The experience total at which each level is reached, level 1 (0 XP) first. */
  thresholds: Array<number>;
}

/**
 * One change a new level brings.
 *
 * With the `serde` feature each is tagged by `event`:
 * `{"event": "mojo_gained", "mojo": 12}`.
 */
export type LevelUpEvent = {
  /** The archetype raised. */
  archetype: Archetype;
  /** Its level. */
  archetype_level: number;
  event: ("level_reached") & (string);
  /** The overall level. */
  level: number;
} | {
  /** The d10. */
  die: number;
  /** Endurance as a major contributor. */
  endurance_major: number;
  event: ("survival_gained") & (string);
  /** The rise (never below 0). */
  gain: number;
} | {
  /** The archetypal ability as a minor contributor. */
  archetypal_minor: number;
  /** The archetype whose contributors count. */
  archetype: Archetype;
  /** The verve contributor as a minor contributor. */
  contributor_minor: number;
  /** The d10. */
  die: number;
  event: ("verve_gained") & (string);
  /** The rise (never below 0). */
  gain: number;
} | {
  event: ("mojo_gained") & (string);
  /** The mojo gained. */
  mojo: number;
} | {
  /** By how much. */
  by: number;
  event: ("reaction_raised") & (string);
  /** The reaction. */
  reaction: Reaction;
} | {
  /** The archetype whose cadence gave it. */
  archetype: Archetype;
  /** The archetype's Fighting Art bonus now. */
  bonus: number;
  /** By how much. */
  by: number;
  event: ("fighting_art_raised") & (string);
} | {
  event: ("specialty_gained") & (string);
  /** The specialties the character has now. */
  specialties: number;
} | {
  event: ("thief_advance") & (string);
} | {
  event: ("moral_code_review") & (string);
};

/** A level-up to weigh. */
export interface LevelUpOddsRequest {
  /** The character's ability scores. */
  abilities: Abilities;
  /**
   * Every archetype's level after advancing (one entry for a
   * single-archetype character); the overall level is their sum, 2
   * to 1000.
   */
  levels: Array<ArchetypeLevel>;
  /** The archetype that gains the level. */
  raised: Archetype;
  /** The system: Gods & Monsters (`"gods_and_monsters"`). */
  system: ("gods_and_monsters") & (string);
}

/** The odds of a level-up's gain. */
export interface LevelUpOddsResponse {
  /** The gain (never below 0) with its probability. */
  gain: Uint32Odds;
  /** The modifier added to the d10. */
  modifier: number;
  /** Whether the level rolls verve (even levels) rather than survival. */
  verve: boolean;
}

/** A level-up to roll. */
export interface LevelUpRequest {
  /** The character's ability scores. */
  abilities: Abilities;
  /** Where the faces come from: the level's d10. */
  dice: Dice;
  /**
   * Every archetype's level after advancing (one entry for a
   * single-archetype character); the overall level is their sum, 2
   * to 1000.
   */
  levels: Array<ArchetypeLevel>;
  /** The archetype that gains the level. */
  raised: Archetype;
  /** The system: Gods & Monsters (`"gods_and_monsters"`). */
  system: ("gods_and_monsters") & (string);
}

/** The rolled level-up. */
export interface LevelUpResponse {
  /** The faces used, in order. */
  faces: Array<number>;
  /**
   * Every change the level brings, and the d10, as osr-advancement
   * records them.
   */
  gained: LevelGained;
}

/** The spell list to read. */
export interface ListSpellsRequest {
  /** The spell level (1 to 9) the effects are given at. */
  level: number;
  /** The system: Cairn House Rules (`"cairn_house"`). */
  system: ("cairn_house") & (string);
}

/** The spell list. */
export interface ListSpellsResponse {
  /** Every spell, in the list's order. */
  spells: Array<SpellEntry>;
}

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

/** A probability: exact, as a fraction in lowest terms ("1/6", "0", "1"), and as the nearest decimal. */
export interface Probability {
  /** The nearest double (ignored when read). */
  decimal: number;
  /** The fraction, in lowest terms. */
  exact: string;
}

/**
 * A table rolled with `count` dice of `sides` faces, summed: its rows
 * cover every total from `count` to `count × sides` once, in order.
 *
 * With the `serde` feature it serializes as
 * `{"id": ..., "count": 2, "sides": 6, "rows": [{"low": 2, "high": 4, "id": ...}]}`;
 * reading it back checks it as `RandomTable::new` does.
 */
export interface RandomTable {
  /** How many dice it rolls (1 to 4). */
  count: number;
  /** The table's stable ID (`crypt`). */
  id: string;
  /** The rows, covering every total from `count` to `count × sides` once, in order. */
  rows: Array<Entry>;
  /** The faces of each die (at most 100). */
  sides: number;
}

/** The six reactions. */
export type Reaction = ("health") & (string) | ("fortitude") & (string) | ("willpower") & (string) | ("evasion") & (string) | ("reason") & (string) | ("perception") & (string);

/**
 * Researching a new spell (TC-12.9): 4d6 days per spell level of
 * full-time work, doubled when the researcher also does their own
 * chores; it gives a 50% rating in the spell.
 *
 * The days are rolled through osr-dice's notation,
 * `(4*@level)d6` (times 2 with chores), so `plan` renders a
 * roll and `days_odds` is its exact distribution.
 */
export interface Research {
  /** Whether the researcher does their own chores (doubling the time). */
  chores: boolean;
  /** The spell level. */
  level: number;
}

/** Research of a new spell to weigh. */
export interface ResearchOddsRequest {
  /** Whether the researcher does their own chores. */
  chores?: boolean;
  /** The spell's level (1 to 10). */
  level: number;
  /** The system: 3d6 Constitution (`"constitution"`). */
  system: ("constitution") & (string);
}

/** The odds of the days research takes. */
export interface ResearchOddsResponse {
  /**
   * Every number of days that can come up, ascending, with its
   * probability.
   */
  days: Array<DaysOdds>;
  /** The most days. */
  max: number;
  /** The mean number of days. */
  mean: Exact;
  /** The fewest days. */
  min: number;
}

/** Research of a new spell. */
export interface ResearchRequest {
  /**
   * Whether the researcher does their own chores (doubling the
   * time).
   */
  chores?: boolean;
  /** Where the faces come from: 4d6 per spell level. */
  dice: Dice;
  /** The spell's level (1 to 10). */
  level: number;
  /** The system: 3d6 Constitution (`"constitution"`). */
  system: ("constitution") & (string);
}

/** The rolled research. */
export interface ResearchResponse {
  /** The faces used, in order. */
  faces: Array<number>;
  /** The rating in the new spell when the research is done: 50%. */
  rating: number;
  /** The research, its days and its d6s, as osr-magic records it. */
  research: ResearchRoll;
}

/**
 * Rolled research: the days and their dice; the new spell's rating is
 * `RESEARCHED_RATING`.
 *
 * With the `serde` feature it is `{"research": {"level": 1, "chores":
 * false}, "days": 16, "dice": [...]}`; reading it back checks the count
 * of d6s and the days against the dice.
 */
export interface ResearchRoll {
  /** The days it takes. */
  days: number;
  /** The d6s, in order. */
  dice: Array<Rolled>;
  /** The research rolled. */
  research: Research;
}

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
 * A rolled `SessionEnd`: every step as an event, and every die.
 *
 * With the `serde` feature it serializes as `{"events": [{"event":
 * "ability_tried", ...}, ...], "dice": [...]}`; reading it back checks
 * the tries and their result as an `ImprovementRoll` is checked and the
 * spell roll as a `SpellImprovementRoll` is (`Error::Invalid`
 * otherwise); `SessionEnd::verify` replays it against the end of
 * session it came from.
 */
export interface SessionEndRoll {
  /** Every die, in the order rolled. */
  dice: Array<Rolled>;
  /** Every step, in order. */
  events: Array<SessionEvent>;
}

/** One step of the end of a session. */
export type SessionEvent = {
  /** The ability. */
  ability: Ability;
  event: ("ability_tried") & (string);
  /** The d20. */
  face: number;
  /** Its score. */
  score: number;
} | {
  /** The ability. */
  ability: Ability;
  event: ("ability_raised") & (string);
  /** The score before. */
  from: number;
  /** The score after. */
  to: number;
} | {
  event: ("no_improvement") & (string);
} | {
  /** The d100. */
  d100: number;
  /** The d6, when the d100 did not beat the rating. */
  d6: number | null;
  event: ("spell_rated") & (string);
  /** The rating before. */
  from: number;
  /** The rating after. */
  to: number;
};

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
 * Every spell of the list, with a stable snake-case ID
 * (`Spell::id`) and its display name (`Spell::name`).
 */
export type Spell = string;

/** One spell of a list. */
export interface SpellEntry {
  /** What it does at the level asked, in numbers. */
  effect: Effect;
  /**
   * The stable snake-case ID (`"fireball"`), as requests and sheets
   * name the spell.
   */
  id: Spell;
  /** The display name (`"Fireball"`). */
  name: string;
}

/**
 * The spell-rating improvement roll of a character who tried to cast in a
 * session (TC-12.15): a d100 higher than the rating becomes the new
 * rating; otherwise the rating gains 1d6, up to 100.
 */
export type SpellImprovement = number;

/** Who or what a spell's save is made by, and what it does. */
export type SpellSave = ("none") & (string) | ("dex_for_half") & (string) | ("subjects_avoid") & (string) | ("extra_for_magical") & (string);

/** The exact probability of every outcome band, in ascending band order, each listed band possible; the tail, when the bands never end, holds that band or any higher. */
export interface StringOdds {
  /** Every listed band with its probability. */
  bands: Array<{
    band: string;
    p: Probability;
  }>;
  /** The band from which higher bands are folded in, with the probability of it or any higher; null when every band is listed. */
  tail: {
    band: string;
    p: Probability;
  } | null;
}

/** A referee's table to weigh. */
export interface TableOddsRequest {
  /** The table. */
  table: RandomTable;
}

/** The odds of every row. */
export interface TableOddsResponse {
  /** Each row's ID with its probability, in ascending order of ID. */
  rows: StringOdds;
}

/** A roll on a referee's table. */
export interface TableRollRequest {
  /** Where the faces come from: the table's dice. */
  dice: Dice;
  /** The table. */
  table: RandomTable;
}

/** The row rolled. */
export interface TableRollResponse {
  /** The faces used, in order. */
  faces: Array<number>;
  /** The table's ID, the row's ID, the total and the dice. */
  roll: EntryRoll;
}

/** A timer on a clock. */
export interface Timer {
  /** The time it expires. */
  ends: number;
  /** Its number on its clock, unique and never reused. */
  id: number;
  /** What it counts down. */
  kind: TimerKind;
  /** A caller's label, such as a light source's ID (`torch`). */
  label: string;
  /** The time it was started. */
  started: number;
}

/** What a timer counts down. */
export type TimerKind = ("light") & (string) | ("spell") & (string) | ("referee") & (string);

/** What one dungeon turn did. */
export interface TurnReport {
  /** The action taken. */
  action: DungeonAction;
  /** What happened, in order. */
  events: Array<DelveEvent>;
  /** The turn's number, from 1. */
  turn: number;
}

/** A turn to play. */
export interface TurnRequest {
  /** What the party does with the turn. */
  action: DungeonAction;
  /**
   * The delve as the last turn left it; absent for a party entering
   * the dungeon (turn 0, lit, the rules' event table).
   */
  delve?: Delve | null;
  /**
   * Where the faces come from: the event d6, then the monster
   * table's dice when an encounter or a clue rolls on it.
   */
  dice: Dice;
  /**
   * Whether any member now carries supplies or treasure (absent:
   * unchanged, or not encumbered on entering).
   */
  encumbered?: boolean | null;
  /**
   * Whether the party's place is now safe and well lit (absent:
   * unchanged, or lit on entering).
   */
  lit?: boolean | null;
  /** The area's wandering monster table, when the referee has one. */
  monsters?: RandomTable | null;
  /** The system: Cairn House Rules (`"cairn_house"`). */
  system: ("cairn_house") & (string);
}

/** What the turn did. */
export interface TurnResponse {
  /** The delve after the turn: pass it to the next one. */
  delve: Delve;
  /** The faces used, in order. */
  faces: Array<number>;
  /**
   * The turn's number, its action and its events, as osr-travel
   * records them.
   */
  report: TurnReport;
}

/** The exact probability of every outcome band, in ascending band order, each listed band possible; the tail, when the bands never end, holds that band or any higher. */
export interface Uint32Odds {
  /** Every listed band with its probability. */
  bands: Array<{
    band: number;
    p: Probability;
  }>;
  /** The band from which higher bands are folded in, with the probability of it or any higher; null when every band is listed. */
  tail: {
    band: number;
    p: Probability;
  } | null;
}

/** The unit a clock counts in. */
export type Unit = ("round") & (string) | ("turn") & (string) | ("stretch") & (string) | ("watch") & (string) | ("day") & (string);

/**
 * An experience total: a whole number of experience points, never
 * negative, that only grows. Arithmetic is checked.
 *
 * With the `serde` feature it serializes as the plain number.
 */
export type Xp = number;
