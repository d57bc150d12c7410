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

/** What a remedy does. */
export type BlockDodgeParryEffect = {
  restore: {
    /** The ability. */
    ability: BlockDodgeParryRecipeAbility;
    /** Points restored. */
    dice: CountedDice;
  };
} | ("upgrade-rest") & (string) | {
  cure: BlockDodgeParryLightWound;
} | {
  "stiff-joints": number;
} | ("simple-meal") & (string);

/** A light wound a remedy cures in the field. */
export type BlockDodgeParryLightWound = ("burns") & (string) | ("poisoning") & (string) | ("frostbite") & (string);

/** An ability score. */
export type BlockDodgeParryRecipeAbility = ("STR") & (string) | ("DEX") & (string) | ("WIL") & (string);

/** A recipe's requirements and effect. */
export interface BlockDodgeParryRecipeRow {
  /** What it does. */
  effect: BlockDodgeParryEffect;
  /** Potency the ingredients must reach. */
  potency: number;
  /** At least this many ingredients from this region. */
  region: [BlockDodgeParryRegion, number] | null;
}

/** Where an ingredient grows. */
export type BlockDodgeParryRegion = ("plains") & (string) | ("forest") & (string) | ("swamp") & (string) | ("hills") & (string) | ("mountain") & (string) | ("desert") & (string);

/** A bulk in bulk points: a whole number (8), a number with a fraction (0.5), or a string with a decimal or a fraction ("0.05", ".05", "1/2", "1 1/2"); at most 10^12 points, a whole number of 1/12800 points. */
export type Bulk = number | string;

/** The three abilities. */
export type CairnHouseAbility = ("STR") & (string) | ("DEX") & (string) | ("WIL") & (string);

/** A row of the armour and shields table. */
export interface CairnHouseArmourRow {
  /** Price; `None` for no armour. */
  cost: Money | null;
  /** Damage reduction (a shield's is the +1 it adds to body armour). */
  dr: number;
}

/**
 * A Cairn House Rules character as osr-health writes it (every field
 * present; a request may leave out those with defaults).
 */
export interface CairnHouseCharacter {
  /** Minutes spent in critical damage, if in it. */
  critical_minutes: number | null;
  /** Dead. */
  dead: boolean;
  /** DEX now and unharmed. */
  dex: ScoreDocument;
  /** Fatigue. */
  fatigue: number;
  /** Hit protection left. */
  hp: number;
  /** Hit protection when rested. */
  max_hp: number;
  /** The table's readings. */
  rules: CairnHouseRules;
  /** STR now and unharmed. */
  str: ScoreDocument;
  /** Went without rations since the last long rest. */
  unfed: boolean;
  /** WIL now and unharmed. */
  wil: ScoreDocument;
  /** Grievous wounds. */
  wounds: Array<GrievousWound>;
}

/**
 * The consequence of damage or a hit, in the order of the rules' steps
 * (HP, exactly 0, past 0 and the save, STR 0): the bands of
 * `Attack::odds` and `Character::damage_odds`.
 *
 * With the `serde` feature: `"standing"`, `{"grievous": "broken_leg"}`,
 * `"strength_loss"`, `"critical_damage"`, `"dead"`.
 */
export type CairnHouseConsequence = ("standing") & (string) | {
  grievous: GrievousWound;
} | ("strength_loss") & (string) | ("critical_damage") & (string) | ("dead") & (string);

/** One consequence and its probability. */
export interface CairnHouseConsequenceBand {
  /** The consequence. */
  band: CairnHouseConsequence;
  /** Its probability. */
  p: Probability;
}

/** Exact odds of each consequence, as osr-check's `Odds` serializes them. */
export interface CairnHouseConsequenceOdds {
  /**
   * Every consequence that can happen, in the rules' order, with its
   * probability (never zero).
   */
  bands: Array<CairnHouseConsequenceBand>;
  /**
   * A last band standing for everything beyond the listed ones; none
   * here.
   */
  tail: CairnHouseConsequenceBand | null;
}

/** Why a character died. */
export type CairnHouseDeathCause = ("strength_zero") & (string) | ("untreated_critical_damage") & (string);

/**
 * What happened, step by step, for a program to show or replay.
 *
 * With the `serde` feature each is an object tagged
 * `{"event": "hp_lost", "from": 4, "to": 0}`.
 */
export type CairnHouseEvent = {
  /** The damage dealt. */
  damage: number;
  /** The damage reduction taken off. */
  dr: number;
  event: ("damage_rolled") & (string);
  /** The face. */
  face: number;
  /** The die's sides. */
  sides: number;
} | {
  event: ("hp_lost") & (string);
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: ("grievous_wound") & (string);
  /** The d6 face. */
  face: number;
  /** The wound. */
  wound: GrievousWound;
} | {
  event: ("blinded") & (string);
} | {
  event: ("strength_lost") & (string);
  /** The damage past 0 HP. */
  excess: number;
  /** STR before. */
  from: number;
  /** STR after (at least 0). */
  to: number;
} | {
  event: ("critical_damage_save") & (string);
  /** The kept d20. */
  face: number;
  /** Whether it passed. */
  passed: boolean;
  /** The lowered STR. */
  target: number;
} | {
  event: ("critical_damage") & (string);
} | {
  event: ("stabilised") & (string);
} | {
  /** Why. */
  cause: CairnHouseDeathCause;
  event: ("died") & (string);
} | {
  /** The ability saved with. */
  ability: CairnHouseAbility;
  event: ("trap_save") & (string);
  /** The kept d20. */
  face: number;
  /** Whether it passed. */
  passed: boolean;
  /** Its score. */
  target: number;
} | {
  /** Which. */
  ability: CairnHouseAbility;
  event: ("ability_lost") & (string);
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: ("paralysed") & (string);
} | {
  event: ("delirious") & (string);
} | {
  event: ("hp_restored") & (string);
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: ("healing_blocked") & (string);
} | {
  event: ("fatigue_gained") & (string);
  /** Before. */
  from: number;
  /** Where it came from. */
  source: CairnHouseFatigueSource;
  /** After. */
  to: number;
} | {
  event: ("fatigue_removed") & (string);
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  /** Which. */
  ability: CairnHouseAbility;
  event: ("ability_restored") & (string);
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: ("went_hungry") & (string);
};

/** Where a point of fatigue came from (CH-health.fatigue.sources). */
export type CairnHouseFatigueSource = ("spellbook_cast") & (string) | ("forced_march") & (string) | ("counterspell") & (string) | ("other") & (string);

/**
 * The table's choices where the Cairn House Rules leave room, as
 * osr-health writes them.
 */
export interface CairnHouseRules {
  /** The natural 1/20 rule of saves. */
  naturals: Naturals;
  /** Whether a short rest removes fatigue. */
  short_rest_fatigue: ShortRestFatigue;
}

/** A row of the transport table. */
export interface CairnHouseTransportRow {
  /** What it does to the user's carrying capacity (carts and wagons). */
  carrying: UnitsTransport | null;
  /** Price. */
  cost: Money;
  /** Supply units eaten per day (animals). */
  upkeep: number | null;
  /** The animal's WIL, for its saves. */
  wil: number | null;
}

/** A row of the weapons table. */
export interface CairnHouseWeaponRow {
  /** Needs two hands. */
  bulky: boolean;
  /** Price; `None` for unarmed. */
  cost: Money | null;
  /** Damage die, on the d4..d12 ladder enhanced and impaired attacks move along. */
  damage: StepDie;
  /** Loosed in the missile phase, needs ammunition. */
  missile: boolean;
  /** Held in one hand and can be thrown (hand weapons). */
  throwable: boolean;
}

/** One entry of a Gods & Monsters carry list. */
export interface CarryEntry {
  /** The item's bulk (a container's own bulk). */
  bulk: Bulk;
  /**
   * For a container, the bulk of what it holds: container and contents
   * are one entry.
   */
  contents?: Bulk | null;
}

/** Gods & Monsters carry states. */
export type CarryState = ("within-carry") & (string) | ("over-carry") & (string);

/**
 * A row of the catalog, tagged by its table (`"gm.weapon"`): the
 * table's prefix names its system.
 */
export type CatalogItem = {
  /** The stable ID (`"gm.weapon.long-sword"`). */
  id: string;
  /** The English name, as the rulebook prints it. */
  name: string;
  /** The row's numbers. */
  row: ConstitutionArmourRow;
  table: ("tc.armour") & (string);
} | {
  /** The stable ID (`"gm.weapon.long-sword"`). */
  id: string;
  /** The English name, as the rulebook prints it. */
  name: string;
  /** The row's numbers. */
  row: number;
  table: ("tc.light") & (string);
} | {
  /** The stable ID (`"gm.weapon.long-sword"`). */
  id: string;
  /** The English name, as the rulebook prints it. */
  name: string;
  /** The row's numbers. */
  row: CairnHouseArmourRow;
  table: ("ch.armour") & (string);
} | {
  /** The stable ID (`"gm.weapon.long-sword"`). */
  id: string;
  /** The English name, as the rulebook prints it. */
  name: string;
  /** The row's numbers. */
  row: CairnHouseArmourRow;
  table: ("ch.armour.shield") & (string);
} | {
  /** The stable ID (`"gm.weapon.long-sword"`). */
  id: string;
  /** The English name, as the rulebook prints it. */
  name: string;
  /** The row's numbers. */
  row: CairnHouseWeaponRow;
  table: ("ch.weapon") & (string);
} | {
  /** The stable ID (`"gm.weapon.long-sword"`). */
  id: string;
  /** The English name, as the rulebook prints it. */
  name: string;
  /** The row's numbers. */
  row: CairnHouseTransportRow;
  table: ("ch.transport") & (string);
} | {
  /** The stable ID (`"gm.weapon.long-sword"`). */
  id: string;
  /** The English name, as the rulebook prints it. */
  name: string;
  /** The row's numbers. */
  row: GodsAndMonstersGoods;
  table: ("gm.food") & (string);
} | {
  /** The stable ID (`"gm.weapon.long-sword"`). */
  id: string;
  /** The English name, as the rulebook prints it. */
  name: string;
  /** The row's numbers. */
  row: GodsAndMonstersGoods;
  table: ("gm.ingredient") & (string);
} | {
  /** The stable ID (`"gm.weapon.long-sword"`). */
  id: string;
  /** The English name, as the rulebook prints it. */
  name: string;
  /** The row's numbers. */
  row: GodsAndMonstersStockRow;
  table: ("gm.stock") & (string);
} | {
  /** The stable ID (`"gm.weapon.long-sword"`). */
  id: string;
  /** The English name, as the rulebook prints it. */
  name: string;
  /** The row's numbers. */
  row: GodsAndMonstersGearRow;
  table: ("gm.misc") & (string);
} | {
  /** The stable ID (`"gm.weapon.long-sword"`). */
  id: string;
  /** The English name, as the rulebook prints it. */
  name: string;
  /** The row's numbers. */
  row: GodsAndMonstersWeaponRow;
  table: ("gm.weapon") & (string);
} | {
  /** The stable ID (`"gm.weapon.long-sword"`). */
  id: string;
  /** The English name, as the rulebook prints it. */
  name: string;
  /** The row's numbers. */
  row: GodsAndMonstersAmmoRow;
  table: ("gm.ammo") & (string);
} | {
  /** The stable ID (`"gm.weapon.long-sword"`). */
  id: string;
  /** The English name, as the rulebook prints it. */
  name: string;
  /** The row's numbers. */
  row: GodsAndMonstersArmorRow;
  table: ("gm.armor") & (string);
} | {
  /** The stable ID (`"gm.weapon.long-sword"`). */
  id: string;
  /** The English name, as the rulebook prints it. */
  name: string;
  /** The row's numbers. */
  row: Array<MurdhamTask>;
  table: ("mu.tool") & (string);
} | {
  /** The stable ID (`"gm.weapon.long-sword"`). */
  id: string;
  /** The English name, as the rulebook prints it. */
  name: string;
  /** The row's numbers. */
  row: BlockDodgeParryRecipeRow;
  table: ("bdp.recipe") & (string);
};

/** The five systems, as the catalog's tables belong to them. */
export type CatalogSystem = ("constitution") & (string) | ("cairn_house") & (string) | ("gods_and_monsters") & (string) | ("murdham") & (string) | ("block_dodge_parry") & (string);

/**
 * The plain fields of a `Character` as JSON has them, for programs
 * that read a character in two steps: parse the document (only JSON types
 * can fail there), then `Character::try_from(document)`, which validates
 * every field and relation as the constructors do and gives a typed
 * `Error` naming what was wrong (HP above the maximum, a score out of
 * range, too many wounds, STR 0 on a living character).
 */
export interface CharacterDocument {
  /** Minutes spent in critical damage, if in it. */
  critical_minutes?: number | null;
  /** Dead. */
  dead?: boolean;
  /** DEX now and unharmed. */
  dex: ScoreDocument;
  /** Fatigue (0 when absent). */
  fatigue?: number;
  /** Hit protection left. */
  hp: number;
  /** Hit protection when rested. */
  max_hp: number;
  /** The table's readings. */
  rules?: Rules;
  /** STR now and unharmed. */
  str: ScoreDocument;
  /** Went without rations since the last long rest. */
  unfed?: boolean;
  /** WIL now and unharmed. */
  wil: ScoreDocument;
  /** Grievous wounds, at most `MAX_WOUNDS`. */
  wounds?: Array<GrievousWound>;
}

/** A row of the armour class table. */
export interface ConstitutionArmourRow {
  /** Armour class. */
  ac: number;
  /** Price. */
  cost: Money;
  /** What it is as a load (its stones). */
  worn: StonesArmour;
}

/**
 * A pool of identical dice, `NdS`, summed when rolled.
 *
 * The count is bounded by `Dice::MAX_COUNT` so that rolling a pool is
 * always a bounded amount of work. It displays the way rule tables print
 * dice: `3d6`, a single die as `d8`, and a pool of d1s (a constant) as its
 * number (`1`, not `1d1`).
 */
export interface CountedDice {
  /** How many dice, 1..=10 000. */
  count: number;
  /** The die (its sides). */
  die: Die;
}

/** The damage to weigh. */
export type DamageOddsRequest = {
  /** The character the damage would land on. */
  character: CharacterDocument;
  /** The damage after damage reduction, 0..=1000. */
  damage: number;
  system: ("cairn_house") & (string);
} | {
  /** Armour, 0..=3. */
  armour: number;
  /** The damage die (exploding). */
  die: StepDie;
  /** Health before. */
  health: MurdhamHealth;
  system: ("murdham") & (string);
};

/** The odds of each consequence. */
export type DamageOddsResponse = {
  /** Each consequence that can happen, with its probability. */
  odds: CairnHouseConsequenceOdds;
  system: ("cairn_house") & (string);
} | {
  /** Each consequence that can happen, with its probability. */
  odds: MurdhamHitBandOdds;
  system: ("murdham") & (string);
};

/** Damage landing on a character. */
export type DamageRequest = {
  /**
   * The character before: HP, the three abilities (current and
   * unharmed), fatigue, grievous wounds and the table's rules, as
   * osr-health reads and checks it.
   */
  character: CharacterDocument;
  /** The damage after damage reduction, 0..=1000. */
  damage: number;
  /**
   * Where the faces come from: a d6 when HP reach exactly 0, a d20
   * (two with the table's naturals rule, if any) for the STR save.
   */
  dice: Dice;
  system: ("cairn_house") & (string);
} | {
  /** Armour, 0..=3, taken off the damage. */
  armour: number;
  /** Where the faces come from: the damage die and every explosion. */
  dice: Dice;
  /** The damage die. */
  die: StepDie;
  /** Health before. */
  health: MurdhamHealth;
  system: ("murdham") & (string);
};

/** The damage applied. */
export type DamageResponse = {
  /** The character after, to store in place of the one given. */
  character: CairnHouseCharacter;
  /**
   * What the damage did: standing, a grievous wound, STR loss with
   * the save passed, critical damage, or dead.
   */
  consequence: CairnHouseConsequence;
  /** What happened, step by step. */
  events: Array<CairnHouseEvent>;
  /**
   * The faces used, in order: apply the same damage to the same
   * character with them to replay.
   */
  faces: Array<number>;
  system: ("cairn_house") & (string);
} | {
  /**
   * What the hit did: unhurt, hurt, critical damage (at least half
   * the health left), dying (all of it) or dead (at least the
   * maximum).
   */
  consequence: MurdhamHitBand;
  /** The damage after armour. */
  damage: number;
  /** What happened, step by step. */
  events: Array<MurdhamEvent>;
  /** The faces used, in order. */
  faces: Array<number>;
  /** Health after, to store in place of the one given. */
  health: MurdhamHealth;
  system: ("murdham") & (string);
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
 * A die with faces numbered `1..=sides`.
 *
 * A die has at least one side. A d1 is legal (it always shows 1); it is how
 * a flat value such as the "1" of a damage progression is written as dice.
 * Dice with other faces (Fate dice, `d{-1,0,1}`) are built on top of this
 * by mapping the face number to a value.
 */
export type Die = number;

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

/** An item by ID. */
export interface FindItemRequest {
  /** The stable ID (`"gm.weapon.long-sword"`). */
  id: string;
}

/** Whether an archetype may use a piece of armour. */
export type GodsAndMonstersAccess = ("any") & (string) | {
  "from-level": number;
} | ("never") & (string);

/** A row of the ammunition table (per single unit). */
export interface GodsAndMonstersAmmoRow {
  /** Use as a hand weapon. */
  as_weapon: GodsAndMonstersImprovised | null;
  /** Bulk of one unit. */
  bulk: Bulk;
  /** Price of one unit. */
  cost: Money;
  /** What it holds, for containers. */
  holds: GodsAndMonstersHolds | null;
}

/** An animal's movement and what it carries without slowing. */
export interface GodsAndMonstersAnimal {
  /** Bulk carried, packed sensibly with saddlebags or saddles. */
  carries: Bulk;
  /**
   * Horses, ponies, mules and donkeys jog, run and sprint at twice the
   * movement chart's speed for their movement.
   */
  fast_gaits: boolean;
  /** Movement. */
  movement: number;
}

/** Where a piece of armour is worn. */
export type GodsAndMonstersArmorKind = ("body") & (string) | ("shield") & (string) | ("helmet") & (string);

/** A row of the armor table. */
export interface GodsAndMonstersArmorRow {
  /** Bulk while worn. */
  bulk_worn: Bulk;
  /**
   * Bulk multiplier when carried rather than worn; `None` where the
   * rulebook does not say (scale mail, full helmet).
   */
  carried_multiplier: number | null;
  /**
   * Price; `None` for the full helmet, whose price depends on the other
   * armour worn (`helmet_cost`).
   */
  cost: Money | null;
  /** Defense bonus. */
  defense: number;
  /** Where it is worn. */
  kind: GodsAndMonstersArmorKind;
  /** The defense counts against one chosen opponent per round only. */
  one_opponent: boolean;
  /** Thieves', prophets' and monks' access. */
  thief_prophet_monk: GodsAndMonstersAccess;
  /** Warriors' access. */
  warrior: GodsAndMonstersAccess;
}

/** A row of the miscellaneous table. */
export interface GodsAndMonstersGearRow {
  /** Rounds to activate; in combat that needs an evasion roll. */
  activation_rounds: number | null;
  /** Use as a weapon. */
  as_weapon: GodsAndMonstersImprovised | null;
  /** Bulk (books and journals: the base). */
  bulk: Bulk;
  /** Price (books and journals: the base, see `book`). */
  cost: Money;
  /** Light given. */
  light: GodsAndMonstersLight | null;
}

/** A row of a simple price table: cost, and bulk when the item is carried. */
export interface GodsAndMonstersGoods {
  /** Bulk; `None` when the item is not carried. */
  bulk: Bulk | null;
  /** Price. */
  cost: Money;
}

/** What a container holds. */
export type GodsAndMonstersHolds = {
  pints: number;
} | {
  gallons: number;
} | {
  missiles: number;
} | {
  "powder-uses": number;
};

/** A tool used as a weapon: not made for it, so at an attack penalty. */
export interface GodsAndMonstersImprovised {
  /** Penalty to attack. */
  attack_penalty: number;
  /** Damage as a hand weapon (`d1` is a flat 1 point). */
  damage: CountedDice;
  /** Bulk when carried as a weapon (`None`: as listed). */
  weapon_bulk: Bulk | null;
}

/** A light an item gives. */
export interface GodsAndMonstersLight {
  /** Hours it lasts (a lantern: per flask of oil). */
  hours: number;
  /** Radius lit, in yards. */
  radius_yards: number;
}

/** A row of the animals and containers table. */
export interface GodsAndMonstersStockRow {
  /** Movement and carrying capacity of an animal. */
  animal: GodsAndMonstersAnimal | null;
  /** Bulk; `None` for animals. */
  bulk: Bulk | null;
  /** Price. */
  cost: Money;
  /** What a container holds, where the table says. */
  holds: GodsAndMonstersHolds | null;
  /** Rounds to pull something out (the backpack's 1). */
  rounds_to_reach: number | null;
}

/** Who may use a weapon. */
export type GodsAndMonstersWeaponClass = ("simple") & (string) | ("basic") & (string) | ("warrior") & (string);

/** A row of the weapon tables. Blank cells are `None`. */
export interface GodsAndMonstersWeaponRow {
  /** Bulk. */
  bulk: Bulk;
  /** Who may use it. */
  class: GodsAndMonstersWeaponClass;
  /** Price. */
  cost: Money;
  /** Survival lost by the target on a hit. */
  damage: CountedDice;
  /** Actions to throw or fire it (melee use always takes 1). */
  fire_actions: number | null;
  /** Hands needed for mechanical reasons. */
  hands: number | null;
  /** Usable only while mounted (the lance). */
  mounted_only: boolean;
  /** Range in yards when thrown or fired. */
  range: number | null;
  /** Yards of space needed on either side. */
  space: number | null;
}

/**
 * A result of the d6 Grievous Wounds table, in the table's order.
 *
 * With the `serde` feature it is its snake-case ID (`"broken_leg"`).
 */
export type GrievousWound = ("gruesome_scars") & (string) | ("eye_gouged_out") & (string) | ("broken_arm") & (string) | ("broken_leg") & (string) | ("dismembered_arm") & (string) | ("dismembered_leg") & (string);

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

/**
 * Which rows to list: all of them, or those of a system or of a table
 * (both given: the table, which must belong to the system).
 */
export interface ListItemsRequest {
  /** Only this system's tables. */
  system?: CatalogSystem | null;
  /** Only this table (`"gm.weapon"`, `"ch.transport"`). */
  table?: string | null;
}

/** The rows listed. */
export interface ListItemsResponse {
  /** The rows, table by table, each table in the rulebook's order. */
  items: Array<CatalogItem>;
}

/**
 * What a load state does to a character, in the terms all models share.
 *
 * A field a model never sets stays at its "no effect" value.
 */
export interface LoadEffects {
  /** Every AGI save also needs a passed STR save (Murdham, encumbered). */
  agi_saves_need_str: boolean;
  /** Almost no athletic task is possible (3d6 Constitution, heavily encumbered). */
  athletics_impossible: boolean;
  /** The load cannot be carried: the character cannot move with it. */
  cannot_move: boolean;
  /**
   * A disadvantage die on some athletic checks; others impossible
   * (3d6 Constitution, encumbered).
   */
  disadvantage: boolean;
  /**
   * How much more the character can drag, in the model's unit, where the
   * model has a drag rule (3d6 Constitution).
   */
  drag: number | null;
  /** Hit points (hit protection) become 0. */
  hp_zero: boolean;
  /** Movement (overland or tactical, as the model says) times this factor. */
  speed: Speed;
  /** No pace faster than a walk (3d6 Constitution, heavily encumbered). */
  walking_only: boolean;
}

/**
 * A load level every model maps its own states onto, so that models can be
 * compared side by side.
 */
export type LoadLevel = ("unencumbered") & (string) | ("encumbered") & (string) | ("heavily-encumbered") & (string) | ("overloaded") & (string);

/** What a character carries, in its system's terms. */
export type LoadRequest = {
  /**
   * Worn armour and the things held, packed, strapped on and at the
   * side.
   */
  inventory: StonesInventory;
  /** The STR score, 0..=20. */
  strength: number;
  system: ("constitution") & (string);
} | {
  /** The pack. */
  pack: UnitsPack;
  system: ("cairn_house") & (string);
} | {
  /** The slots used. */
  inventory: SlotsInventory;
  system: ("block_dodge_parry") & (string);
} | {
  /** The character's Carry, 0..=1000. */
  carry: number;
  /** The entries of the carry list (at most 1000). */
  entries: Array<CarryEntry>;
  /** The STR score, 0..=1000: no entry may have a larger bulk. */
  strength: number;
  system: ("gods_and_monsters") & (string);
} | {
  /** The bulk of each thing carried (at most 1000 things). */
  items: Array<Bulk>;
  /** The character's size (medium for humans). */
  size: Size;
  system: ("murdham") & (string);
};

/** The load, as each model's assessment serializes. */
export type LoadResponse = {
  /** Stones by where they are carried. */
  breakdown: StonesBreakdown;
  /**
   * The most stones carried before only dragging is left (the
   * heavily encumbered limit).
   */
  capacity: number;
  /** Stones the character can drag: STR minus the stones carried. */
  drag_capacity: number;
  /** What the state does. */
  effects: LoadEffects;
  /** Stones beyond what can be carried (left behind, or dragged). */
  excess: number;
  /** The inventory assessed. */
  inventory: StonesInventory;
  /** The state on the scale every model shares. */
  level: LoadLevel;
  /** Stones carried. */
  load: number;
  /** The load state. */
  state: StonesState;
  /** The STR score. */
  strength: number;
  system: ("constitution") & (string);
} | {
  /**
   * Units the pack holds (4, doubled by a cart, halved by an
   * injured leg...).
   */
  capacity: number;
  /** What the state does. */
  effects: LoadEffects;
  /** Units still free. */
  free_units: number;
  /** The state on the scale every model shares. */
  level: LoadLevel;
  /** Units used: supplies, treasures and fatigue. */
  load: number;
  /** The pack assessed. */
  pack: UnitsPack;
  /** The load state. */
  state: UnitsState;
  system: ("cairn_house") & (string);
} | {
  /** Slots there are: 10 less one per permanent wound. */
  capacity: number;
  /** What the state does. */
  effects: LoadEffects;
  /** Slots still free. */
  free: number;
  /** The slots assessed. */
  inventory: SlotsInventory;
  /** The state on the scale every model shares. */
  level: LoadLevel;
  /** Slots used: items, Fatigue, light and severe wounds. */
  load: number;
  /** The load state. */
  state: SlotsState;
  system: ("block_dodge_parry") & (string);
} | {
  /** The character's Carry (the same as `carry`). */
  capacity: number;
  /** The character's Carry. */
  carry: number;
  /**
   * What the state does (the rules give no measure for going over
   * Carry, so none).
   */
  effects: LoadEffects;
  /** Entries on the carry list. */
  entries: number;
  /** The bulk of the heaviest entry. */
  heaviest: Bulk;
  /** The state on the scale every model shares. */
  level: LoadLevel;
  /** Entries on the list (the same as `entries`). */
  load: number;
  /** The load state. */
  state: CarryState;
  /** The STR score. */
  strength: number;
  system: ("gods_and_monsters") & (string);
  /** The bulk of every entry together. */
  total: Bulk;
} | {
  /** What the size carries at most (encumbered): twice the limit. */
  capacity: Bulk;
  /** The bulk carried. */
  carried: Bulk;
  /** What the size carries without effect. */
  carry_limit: Bulk;
  /** What the state does. */
  effects: LoadEffects;
  /** The state on the scale every model shares. */
  level: LoadLevel;
  /** The bulk carried (the same as `carried`). */
  load: Bulk;
  /** The character's size. */
  size: Size;
  /** The load state. */
  state: MurdhamLoadState;
  system: ("murdham") & (string);
};

/** An amount of money in the system's main coin (Gods & Monsters silver coins, 3d6 Constitution silver pieces with copper as tenths, Murdham units of value, Cairn House Rules silver pieces) as an exact decimal string: "1.5", "0.01", "20". */
export type Money = string;

/** The three abilities. */
export type MurdhamAbility = ("STR") & (string) | ("AGI") & (string) | ("WIT") & (string);

/** Something that happened, in order, for a table to show step by step. */
export type MurdhamEvent = {
  /** The ability. */
  ability: MurdhamAbility;
  event: ("save_rolled") & (string);
  /** Whether it passed. */
  passed: boolean;
  /** The score saved against. */
  score: number;
} | {
  event: ("damage_rolled") & (string);
  /** The total. */
  total: number;
} | {
  /** The armour. */
  armour: number;
  /** The damage left. */
  damage: number;
  event: ("armour_absorbed") & (string);
} | {
  event: ("health_lost") & (string);
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: ("critical_damage") & (string);
} | {
  event: ("dying") & (string);
} | {
  event: ("died") & (string);
} | {
  event: ("passed_out") & (string);
} | {
  event: ("frightened") & (string);
} | {
  event: ("terrified") & (string);
} | {
  event: ("poison_takes_effect") & (string);
} | {
  event: ("poison_resisted") & (string);
} | {
  event: ("addicted") & (string);
} | {
  /** The ability. */
  ability: MurdhamAbility;
  event: ("ability_reduced") & (string);
  /** The permanent reduction. */
  permanent: number;
  /** The temporary reduction. */
  temporary: number;
} | {
  /** The amount. */
  amount: number;
  event: ("corruption") & (string);
} | {
  event: ("talks") & (string);
} | {
  event: ("recovered") & (string);
};

/**
 * Murdham health: the points left and the maximum, the character's STR
 * (1..=20).
 */
export interface MurdhamHealth {
  /** The points left, 0..=`max`. */
  current: number;
  /** The maximum: the character's STR, 1..=20. */
  max: number;
}

/** What one hit did, mildest first. */
export type MurdhamHitBand = ("unhurt") & (string) | ("hurt") & (string) | ("critical_damage") & (string) | ("dying") & (string) | ("dead") & (string);

/** One consequence and its probability. */
export interface MurdhamHitBandBand {
  /** The consequence. */
  band: MurdhamHitBand;
  /** Its probability. */
  p: Probability;
}

/** Exact odds of each consequence, as osr-check's `Odds` serializes them. */
export interface MurdhamHitBandOdds {
  /**
   * Every consequence that can happen, in the rules' order, with its
   * probability (never zero).
   */
  bands: Array<MurdhamHitBandBand>;
  /**
   * A last band standing for everything beyond the listed ones; none
   * here.
   */
  tail: MurdhamHitBandBand | null;
}

/** Murdham load states. */
export type MurdhamLoadState = ("unencumbered") & (string) | ("encumbered") & (string) | ("overloaded") & (string);

/** Tasks that need a particular item. */
export type MurdhamTask = ("amputation") & (string) | ("digworm-removal") & (string) | ("riding-trained-mount") & (string) | ("curing-poison") & (string) | ("disguise") & (string);

/** Whether a natural 1 or 20 decides a roll-under save on its own. */
export type Naturals = ("compare") & (string) | ("one-passes-twenty-fails") & (string);

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

/** The table's choices where the rules leave room. */
export interface Rules {
  /** The natural 1/20 rule of saves: off by default. */
  naturals?: Naturals;
  /** Whether a short rest removes fatigue: no by default. */
  short_rest_fatigue?: ShortRestFatigue;
}

/**
 * The plain fields of a `Score` as JSON has them: reading one into a
 * score (`Score::try_from`) checks the range and that `current` is at
 * most `max`, with a typed `Error`.
 */
export interface ScoreDocument {
  /** The score now. */
  current: number;
  /** The score it heals back to. */
  max: number;
}

/** What a short rest does to fatigue (CH-health.fatigue.remove). */
export type ShortRestFatigue = ("keeps") & (string) | ("removes") & (string);

/** The five size categories. */
export type Size = ("tiny") & (string) | ("small") & (string) | ("medium") & (string) | ("large") & (string) | ("massive") & (string);

/** What fills an adventurer's slots. */
export interface SlotsInventory {
  /** Fatigue points, one slot each. */
  fatigue: number;
  /** Slots filled by gear. */
  items: number;
  /** Light wounds, one slot each. */
  light_wounds: number;
  /** Permanent wounds, each a slot lost for good. */
  permanent_wounds: number;
  /** Severe wounds, one slot each. */
  severe_wounds: number;
}

/** The Block, Dodge, Parry inventory states. */
export type SlotsState = ("free") & (string) | ("full") & (string) | ("overfull") & (string);

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

/** A speed multiplier as an exact fraction (`2/3`, `1/2`, `0/1`). */
export interface Speed {
  /** Denominator, never zero for the constants below. */
  denominator: number;
  /** Numerator. */
  numerator: number;
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

/** Worn armour and what it weighs in stones. */
export type StonesArmour = ("clothes-or-light") & (string) | ("leather-hide") & (string) | ("chainmail-shirt") & (string) | ("half-chain") & (string) | ("half-plate") & (string) | ("full-chain") & (string) | ("full-plate") & (string);

/** Stones by where they are carried (rule 14.1: write down where things are). */
export interface StonesBreakdown {
  /** Worn armour. */
  armour: number;
  /** Large weapons ready at the side. */
  at_side: number;
  /** The backpack and its small things. */
  backpack: number;
  /** Medium things held or worn. */
  held: number;
  /** Big things strapped to the pack. */
  strapped: number;
}

/**
 * What a character carries, and where.
 *
 * Counts are plain numbers, so any item model can fill them in. Medium
 * things include coin pouches and pouches of small things; small things
 * include coin purses.
 */
export interface StonesInventory {
  /** Worn armour. */
  armour: StonesArmour;
  /** Whether a backpack is carried (an empty one still counts 1 stone). */
  backpack: boolean;
  /**
   * Big things strapped outside the backpack (a large weapon strapped on
   * counts here).
   */
  big_things: number;
  /** Medium things held or worn (a sword, a small shield, a coin pouch). */
  medium_items: number;
  /** Rations of food in the backpack, 2 small things each. */
  rations: number;
  /** Small things in the backpack other than rations. */
  small_things: number;
  /** Large heavy weapons carried ready at the side, 1 stone each. */
  weapons_at_side: number;
}

/** The 3d6 Constitution load states. */
export type StonesState = ("unencumbered") & (string) | ("encumbered") & (string) | ("heavily-encumbered") & (string) | ("only-dragging") & (string);

/** A character's extra load, in units. */
export interface UnitsPack {
  /** Fatigue units, each taking one unit of capacity. */
  fatigue: number;
  /** A broken or lost leg halves the capacity. */
  leg_injured: boolean;
  /**
   * Supply units (a week of food, a day of food and water, a delve of
   * adventuring supplies).
   */
  supplies: number;
  /** A cart or wagon multiplying the capacity. */
  transport: UnitsTransport;
  /** Treasure units (one treasure object, or 1000 coins). */
  treasures: number;
}

/** The Cairn House Rules load states. */
export type UnitsState = ("unencumbered") & (string) | ("encumbered") & (string) | ("overloaded") & (string);

/** What multiplies a character's carrying capacity. */
export type UnitsTransport = ("on-foot") & (string) | ("cart") & (string) | ("wagon") & (string);
