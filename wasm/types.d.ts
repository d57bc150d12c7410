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

/** The five scores of a `SheetDocument`. */
export interface AbilitiesDocument {
  /** Charisma. */
  cha: number;
  /** Knowledge. */
  kno: number;
  /** Strength. */
  str: number;
  /** Will. */
  wil: number;
  /** Wits. */
  wit: number;
}

/** The three abilities. */
export type Ability = ("STR") & (string) | ("DEX") & (string) | ("WIL") & (string);

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

/** An operation on a stored sheet. */
export interface ApplyToSheetRequest {
  /** Where the faces come from, for operations that roll. */
  dice?: Dice | null;
  /** What to do, tagged by `op`. */
  operation: SheetOperation;
  /** The sheet document. */
  sheet: SheetDocument;
}

/** The changed sheet. */
export interface ApplyToSheetResponse {
  /** What the new sheet derives. */
  derived: Derived;
  /** What happened, in order. */
  events: Array<SheetEvent>;
  /** The faces used, in order (empty when nothing rolled). */
  faces: Array<number>;
  /** The new sheet document, as osr-sheet writes it. */
  sheet: SheetDocument;
}

/** The five archetypes and what each one's advancement reads. */
export type Archetype = ("warrior") & (string) | ("thief") & (string) | ("sorceror") & (string) | ("prophet") & (string) | ("monk") & (string);

/** Where a critical injury lands. */
export type Area = ("torso") & (string) | ("left-leg") & (string) | ("right-leg") & (string) | ("left-arm") & (string) | ("right-arm") & (string) | ("head") & (string);

/** What a Block, Dodge, Parry sheet derives. */
export interface BlockDodgeParryDerived {
  /** Whether attacks are impaired. */
  attacks_impaired: boolean;
  /**
   * The descriptors the current scores earn (15 or more: `"tough"`,
   * `"deft"`, `"resolute"`), each an implicit skill.
   */
  descriptors: Array<string>;
  /** The slots used by gear, Fatigue and wounds against those there are. */
  load: LoadSummary;
}

/**
 * The versioned JSON document of a `Sheet`, in plain fields: reading
 * it into a sheet (`Sheet::try_from`) checks every field and gives a
 * typed `Error` naming it.
 */
export interface BlockDodgeParrySheetDocument {
  /**
   * osr-health's body: `{"str": {"current": 12, "max": 12}, "dex":
   * ..., "wil": ..., "fatigue": 0, "wounds": [...]}` (checked by
   * osr-health as it is read).
   */
  body: Body;
  /** The career, if any. */
  career?: string | null;
  /** Other gear, at most `MAX_GEAR` pieces. */
  gear?: Array<GearEntry>;
  /** HP now. */
  hp: number;
  /** Most HP. */
  max_hp: number;
  /**
   * For each permanent wound in `body`, in order, the ability it
   * lowered and whether that was trained back (osr-advancement's
   * `{"attribute": "WIL", "trained": false}`).
   */
  permanent?: Array<PermanentWound>;
  /** Skills, at most `MAX_SKILLS`. */
  skills?: Array<string>;
  /** Always `SYSTEM`. */
  system: ("block_dodge_parry") & (string);
  /** Always `VERSION`. */
  version: (1) & (number);
  /** The waterskin's usage die (`"d8"` .. `"empty"`), or none. */
  waterskin?: UsageDie | null;
}

/**
 * A Block, Dodge, Parry character's health: STR, DEX and WIL with their
 * maxima, Fatigue, wounds, and whether the character is deprived of a
 * crucial need (sleep or food).
 *
 * Every change returns its `Event`s; a change that would not fit (more
 * Fatigue and wounds than `SLOTS`) is refused before anything changes.
 */
export interface Body {
  /** DEX now and at most. */
  dex: Track;
  /** Slots filled with Fatigue; Fatigue and wounds fill at most 10 slots. */
  fatigue?: number;
  /** Deprived of food. */
  hungry?: boolean;
  /** Deprived of sleep. */
  sleepless?: boolean;
  /** STR now and at most. */
  str: Track;
  /** WIL now and at most. */
  wil: Track;
  /** The wounds, each filling a slot. */
  wounds?: Array<Wound>;
}

/** A bulk in bulk points: a whole number (8), a number with a fraction (0.5), or a string with a decimal or a fraction ("0.05", ".05", "1/2", "1 1/2"); at most 10^12 points, a whole number of 1/12800 points. */
export type Bulk = number | string;

/** What a Cairn House Rules sheet derives. */
export interface CairnHouseDerived {
  /** Damage reduction from body armour and shield (at most 3). */
  dr: number;
  /**
   * The load in units: supplies, treasure and fatigue against the
   * capacity.
   */
  load: LoadSummary;
}

/** What to create. */
export type CairnHouseKind = ("character") & (string) | ("hireling") & (string);

/**
 * The versioned JSON document of a `Sheet`, in plain fields: reading
 * it into a sheet (`Sheet::try_from`) validates every field and gives a
 * typed `Error` naming it. Items are osr-equipment IDs.
 */
export interface CairnHouseSheetDocument {
  /** Body armour ID (`"ch.armour.unarmoured"`). */
  armour: string;
  /** Coins. */
  coins: number;
  /**
   * osr-health's character in plain fields, validated by osr-health
   * when the document is read into a sheet.
   */
  health: CharacterDocument;
  /** Shield ID, if any (`"ch.armour.shield"`). */
  shield?: string | null;
  /** Supply units. */
  supplies?: number;
  /** Always `SYSTEM`. */
  system: ("cairn_house") & (string);
  /**
   * Carts, wagons and animals owned, by ID
   * (`"ch.transport.hand-cart"`), at most `MAX_TRANSPORT`.
   */
  transport?: Array<string>;
  /** Treasure units carried. */
  treasures?: number;
  /** Treasure units stored at home, outside the load. */
  treasures_at_home?: number;
  /** Always `VERSION`. */
  version: (1) & (number);
  /** Weapon IDs (`"ch.weapon.hand"`), at most `MAX_WEAPONS`. */
  weapons?: Array<string>;
}

/** A career as written in a sheet document. */
export interface CareerEntry {
  /** Subjects of knowledge. */
  knowledge?: Array<string>;
  /** The name. */
  name: string;
}

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

/**
 * The three basic classes (TC-4.7).
 *
 * ```
 * use osr_sheet::constitution::Class;
 *
 * assert_eq!(Class::ALL.map(Class::key), ["fighter", "sage", "adventurer"]);
 * ```
 */
export type Class = ("fighter") & (string) | ("sage") & (string) | ("adventurer") & (string);

/**
 * A character concept against the standard of TC-4.8.
 *
 * ```
 * use osr_core::SuppliedFaces;
 * use osr_sheet::constitution::{Choices, Concept, Creation};
 *
 * let choices = Choices { concept: Concept::ApprovedReused, ..Choices::default() };
 * // The d6 shows 2: refused before any ability is rolled.
 * let err = Creation::roll(&choices, &mut SuppliedFaces::new(&[2])).unwrap_err();
 * assert_eq!(err.kind(), "concept_refused");
 * ```
 */
export type Concept = ("standard") & (string) | ("approved") & (string) | ("approved_reused") & (string);

/**
 * A condition a character is in (MU-core.conditions). What stunned and
 * incapacitated stop a character doing is in another chapter of the
 * game; the sheet records them.
 *
 * With the `serde` feature: `"frightened"`, `"incapacitated"`, ...
 */
export type Condition = ("frightened") & (string) | ("terrified") & (string) | ("stunned") & (string) | ("incapacitated") & (string) | ("drowning") & (string) | ("frenzied") & (string) | ("sick") & (string) | ("addicted") & (string) | ("dying") & (string) | ("dead") & (string);

/** What a 3d6 Constitution sheet derives. */
export interface ConstitutionDerived {
  /** The armour class, unhindered: 20, or the armour's. */
  ac: number;
  /**
   * What class and initiations add to initiative, attack, defence
   * and injury saves (a fighter's level).
   */
  combat_bonus: number;
  /** Hit dice: one per level. */
  hit_dice: number;
  /** The HP dice after a rest (`"2d6"`, `"1d8"` when tough). */
  hp_dice: string;
  /** What they add to knowledge checks (a sage's level). */
  knowledge_bonus: number;
  /** The level the experience reaches. */
  level: number;
  /** The load in stones against strength. */
  load: LoadSummary;
  /** Initiations still open at this level. */
  open_initiations: number;
  /** D20 re-rolls a session (an adventurer's level). */
  rerolls: number;
  /** Free tactical actions each round (a tactician's 1). */
  tactical_actions: number;
}

/**
 * The versioned JSON document of a `Sheet`, in plain fields: reading
 * it into a sheet (`Sheet::try_from`) validates every field and gives a
 * typed `Error` naming it. Numbers are signed, so a negative or huge
 * one is refused with its exact value. Items and initiations are stable
 * IDs; money is a string in silver pieces (`"100.5"`).
 *
 * The level, hit dice and tough hit dice are not written: they follow
 * from the XP and the initiations.
 */
export interface ConstitutionSheetDocument {
  /** The five scores. */
  abilities: AbilitiesDocument;
  /** Armour worn, by ID (`"tc.armour.full-chain"`). */
  armour?: string | null;
  /** The background, if specified. */
  background?: string | null;
  /** The class, if any. */
  class?: Class | null;
  /** Coins carried, in silver pieces (`"20.5"`). */
  coins: string;
  /** The concept. */
  concept?: Concept;
  /** Initiations not in the rules' lists, by name; at most 64. */
  custom_initiations?: Array<string>;
  /** Hit points and wounds. */
  health: HealthDocument;
  /** Listed initiations by ID (`"tc.initiation.tough"`); at most 64. */
  initiations?: Array<string>;
  /** The pack. */
  pack?: PackDocument;
  /**
   * The spells prepared, as osr-magic writes them (checked by osr-magic
   * as they are read: each in a free slot it fits).
   */
  prepared?: Prepared | null;
  /** Whether a shield is carried. */
  shield?: boolean;
  /** Skills set so far; at most `MAX_SKILLS`. */
  skills?: Array<SkillDocument>;
  /** Whether the character has a spell book. */
  spell_book?: boolean;
  /** Spells known; at most `MAX_SPELLS`. */
  spells?: Array<SpellDocument>;
  /** Always `SYSTEM`. */
  system: ("constitution") & (string);
  /** Free-form traits; at most `MAX_TRAITS`. */
  traits?: Array<string>;
  /** Treasure kept at home, in silver pieces. */
  treasure_at_home?: string;
  /** Always `VERSION`. */
  version: (1) & (number);
  /** Experience. */
  xp: number;
}

/**
 * A contributor table as plain numbers: 30 major and 30 minor values
 * (checked on reading).
 */
export interface ContributorsDocument {
  /** The major values of scores 1 to 30. */
  major: Array<number>;
  /** The minor values of scores 1 to 30. */
  minor: Array<number>;
}

/** A new character, tagged by `system`. */
export type CreateCharacterRequest = {
  /** The background, if specified: 1 to 500 characters. */
  background?: string | null;
  /** The class, if any (none when absent). */
  class?: Class | null;
  /**
   * Starting coins in silver pieces, as the sheet writes them (`"120"`,
   * `"20.5"`); `"0"` when absent: the rules give no roll, only
   * "relatively short on money".
   */
  coins?: string | null;
  /** The concept (`"standard"` when absent). */
  concept?: Concept;
  /** Where the faces come from. */
  dice: Dice;
  /**
   * The one initiation of level 1, by ID (`"tc.initiation.tough"`);
   * a class initiation needs its class.
   */
  initiation?: string | null;
  system: ("constitution") & (string);
} | {
  /** Where the faces come from. */
  dice: Dice;
  /** A player character (when absent) or a hireling. */
  kind?: CairnHouseKind;
  system: ("cairn_house") & (string);
} | {
  /** The archetype (`"warrior"` when absent). */
  archetype?: Archetype | null;
  /**
   * The ability each roll goes to, in the order rolled, each once
   * (Toromeen's when absent: endurance, agility, wisdom, charisma,
   * strength, intelligence).
   */
  assignment?: Array<GodsAndMonstersAbility> | null;
  /** Where the faces come from. */
  dice: Dice;
  /**
   * Fighting Art skills taken with the extras of the starting age
   * (`["Battleaxe"]` when absent).
   */
  extra_skills?: Array<string> | null;
  /**
   * Mojo traded for coins before buying, 30 coins a point (0 when
   * absent).
   */
  mojo_for_coins?: number;
  /** The moral code (`"Chaotic Good"` when absent). */
  moral_code?: string | null;
  /** The motivation (Toromeen's when absent). */
  motivation?: string | null;
  /** Gear bought with the starting coins, in order (none when absent). */
  purchases?: Array<GodsAndMonstersPurchase>;
  system: ("gods_and_monsters") & (string);
} | {
  /** Agility, 0 to 20. */
  agi: number;
  /** Armour, 0 to 3 (0 when absent). */
  armour?: number;
  /** Coins, 0 to 1000000 (0 when absent). */
  coins?: number;
  /** Corruption (0 when absent). */
  corruption?: number;
  /** The size (`"medium"`, a human's, when absent). */
  size?: Size2 | null;
  /** Strength, 1 to 20: also the maximum health. */
  str: number;
  system: ("murdham") & (string);
  /** Wits, 0 to 20. */
  wit: number;
} | {
  /** The career, if any: a name of 1 to 40 characters. */
  career?: string | null;
  /** Dexterity's maximum, 0 or more. */
  dex: number;
  /** The maximum HP, in osr-combat's range. */
  max_hp: number;
  /** Skills, by name; at most 16. */
  skills?: Array<string>;
  /** Strength's maximum, 0 or more. */
  str: number;
  system: ("block_dodge_parry") & (string);
  /** Willpower's maximum, 0 or more. */
  wil: number;
};

/** The new character. */
export interface CreateCharacterResponse {
  /** What the sheet derives. */
  derived: Derived;
  /** Each step of the creation, in order. */
  events: Array<SheetEvent>;
  /**
   * The faces used, in order (empty for given values): create again
   * from them with the same choices to replay.
   */
  faces: Array<number>;
  /** The sheet document, exactly as osr-sheet writes it. */
  sheet: SheetDocument;
}

/** What a sheet derives, never stored: tagged by `system`. */
export type Derived = (ConstitutionDerived) & ({
  system: ("constitution") & (string);
}) | (CairnHouseDerived) & ({
  system: ("cairn_house") & (string);
}) | (GodsAndMonstersDerived) & ({
  system: ("gods_and_monsters") & (string);
}) | (MurdhamDerived) & ({
  system: ("murdham") & (string);
}) | (BlockDodgeParryDerived) & ({
  system: ("block_dodge_parry") & (string);
});

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

/** A field with its bonus and skills. */
export interface Field {
  /** Its bonus, 0 to 20. */
  bonus: number;
  /** The field's name. */
  name: string;
  /** Its skills. */
  skills?: Array<string>;
}

/**
 * What a skill can make a character proficient at, as the rules chapter
 * uses skills (MU-sheet.skills-referenced, MU-core.proficiency). What
 * proficiency does to a roll is defined in another chapter of the game;
 * the sheet says who has it.
 *
 * With the `serde` feature: `"navigation"`, `"trade"`, ...
 */
export type Field2 = ("navigation") & (string) | ("trade") & (string) | ("sailing") & (string) | ("persuasion") & (string) | ("distraction") & (string) | ("dialogue") & (string) | ("crafting") & (string) | ("animals") & (string);

/**
 * What one level past the first gave: its survival and verve gains (one
 * of them is 0).
 */
export interface Gain {
  /** Survival gained. */
  survival: number;
  /** Verve gained. */
  verve: number;
}

/**
 * A piece of gear: its osr-equipment ID, the size it was made for, and
 * where it is.
 */
export interface GearDocument {
  /** The osr-equipment ID (`"gm.weapon.battleaxe"`). */
  item: string;
  /** Made for a creature of this size. */
  made_for: Size;
  /** Where it is. */
  place: Place;
}

/** A piece of gear as written in a sheet document. */
export interface GearEntry {
  /** The name. */
  name: string;
  /** Slots it takes. */
  slots: number;
}

/** One of the six abilities. */
export type GodsAndMonstersAbility = ("charisma") & (string) | ("intelligence") & (string) | ("wisdom") & (string) | ("endurance") & (string) | ("agility") & (string) | ("strength") & (string);

/** What a Gods & Monsters sheet derives. */
export interface GodsAndMonstersDerived {
  /** Defense against the chosen opponent. */
  defense: number;
  /** Fighting Art. */
  fighting_art: number;
  /** Height in inches. */
  height: number;
  /** The level: one plus the levels gained. */
  level: number;
  /** Levels the experience reaches that are not rolled yet. */
  levels_due: number;
  /**
   * The carry list: its entries (a filled container is one) against
   * the Carry.
   */
  load: LoadSummary;
  /** Maximum survival. */
  max_survival: number;
  /** Maximum verve. */
  max_verve: number;
  /** Mojo now. */
  mojo: number;
  /** Movement. */
  movement: number;
  /** The six reactions. */
  reactions: GodsAndMonstersReactions;
  /** Weight in pounds. */
  weight: number;
}

/** Something bought with the starting coins. */
export interface GodsAndMonstersPurchase {
  /**
   * The item's osr-equipment ID (`"gm.weapon.battleaxe"`,
   * `"gm.armor.banded-leather"`, `"gm.armor.shield"`).
   */
  item: string;
  /** Made for a creature of this size (a dwarf is `"small"`). */
  made_for: Size;
  /** Where it goes. */
  place: Place;
}

/** The six reactions of a Gods & Monsters sheet. */
export interface GodsAndMonstersReactions {
  /** Evasion. */
  evasion: number;
  /** Fortitude. */
  fortitude: number;
  /** Health. */
  health: number;
  /** Perception. */
  perception: number;
  /** Reason. */
  reason: number;
  /** Willpower. */
  willpower: number;
}

/**
 * The versioned JSON document of a `Sheet`, in plain fields and human
 * units (coins in silver coins as a decimal string): reading it into a
 * sheet (`Sheet::try_from`) checks every field and gives a typed
 * `Error` naming it. Lists hold at most `MAX_ENTRIES` entries. Derived
 * values (reactions, defense, maxima, mojo) are not stored.
 */
export interface GodsAndMonstersSheetDocument {
  /** The final ability scores. */
  abilities: ScoresDocument;
  /** Age in years. */
  age: number;
  /** The archetype. */
  archetype: Archetype;
  /** Silver coins (`"21"`, `"0.5"`). */
  coins: string;
  /**
   * The referee's contributor table, when it is not the agreed one:
   * the major and minor values of scores 1 to 30.
   */
  contributors?: ContributorsDocument | null;
  /** Extras of the starting age spent. */
  extras_spent?: number;
  /** The other fields. */
  fields?: Array<Field>;
  /** The Fighting Art skills. */
  fighting_art_skills?: Array<string>;
  /** What each level past the first gave. */
  gains?: Array<Gain>;
  /** Gear. */
  gear?: Array<GearDocument>;
  /** The height dice total. */
  height_roll: number;
  /** Mojo earned beyond the levels. */
  mojo_earned?: number;
  /** Mojo spent. */
  mojo_spent?: number;
  /** The moral code. */
  moral_code: string;
  /** The motivation. */
  motivation: Motivation;
  /** The native culture field. */
  native_culture: Field;
  /** The referee's numbers. */
  referee: RefereeDocument;
  /** The species. */
  species: SpeciesDocument;
  /** A sorceror's spell book. */
  spells?: Array<Spell>;
  /** Always `SYSTEM`. */
  system: ("gods_and_monsters") & (string);
  /** Always `VERSION`. */
  version: (1) & (number);
  /** Survival, verve, injuries now. */
  vitals: VitalsDocument;
  /** Experience points. */
  xp: number;
}

/**
 * A result of the d6 Grievous Wounds table, in the table's order.
 *
 * With the `serde` feature it is its snake-case ID (`"broken_leg"`).
 */
export type GrievousWound = ("gruesome_scars") & (string) | ("eye_gouged_out") & (string) | ("broken_arm") & (string) | ("broken_leg") & (string) | ("dismembered_arm") & (string) | ("dismembered_leg") & (string);

/**
 * The health of a `SheetDocument`: osr-health's state less what the
 * sheet decides (level, hit dice, tough).
 */
export interface HealthDocument {
  /** Dead. */
  dead?: boolean;
  /** Fatigue. */
  fatigue?: number;
  /** Hit points. */
  hp: number;
  /** Major wound marks. */
  marks?: number;
  /** Minor wounds not yet healed. */
  minor_wounds?: number;
  /** Penance. */
  penance?: number;
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

/**
 * A spell a character knows (TC-12.1): its name, its level and the
 * character's rating in it.
 *
 * With the `serde` feature it is `{"name": "Fire Bolt", "level": 1,
 * "rating": 60}`, each number read through its range.
 */
export interface KnownSpell {
  /**
   * A spell's level: the rules give no top, and ten is well past any
   * spell a campaign writes (a spell of level 12 is refused).
   *
   * A value in `1..=10`; errors call it "spell level".
   */
  level: number;
  /** The spell's name. */
  name: string;
  /**
   * A skill rating, 0 to 100 (TC-4.10): 0 is practically unaware, 100
   * as well-versed as a human gets.
   */
  rating: number;
}

/** How serious a wound is, in the order wounds escalate. */
export type Level = ("light") & (string) | ("severe") & (string) | ("permanent") & (string);

/**
 * The load a sheet derives, as its system's encumbrance model
 * (osr-encumbrance) assesses it.
 */
export interface LoadSummary {
  /**
   * The most that can be carried in the model's highest carrying state,
   * in the same unit.
   */
  capacity: string;
  /**
   * The state on the scale every model shares: `"unencumbered"`,
   * `"encumbered"`, `"heavily-encumbered"` or `"overloaded"`.
   */
  level: string;
  /**
   * What is carried, in the model's unit (stones, units, slots, bulk),
   * as text (`"3"`, `"2.5"`).
   */
  load: string;
  /**
   * The model's own state (`"unencumbered"`, `"within-carry"`,
   * `"free"`, ...).
   */
  state: string;
}

/** A character's written motivation, and whether its goal is reached. */
export interface Motivation {
  /** Its goal is reached: retire the character or write a new one. */
  fulfilled: boolean;
  /** The motivation as written. */
  text: string;
}

/** What a Murdham sheet derives. */
export interface MurdhamDerived {
  /** The languages spoken: Common, and those the skills grant. */
  languages: Array<string>;
  /** Whether the character reads and writes. */
  literate: boolean;
  /** The load: bulk carried against the carry limit of the size. */
  load: LoadSummary;
  /** The scores saves use, after temporary and lasting loss. */
  scores: MurdhamScores;
  /** Zones a round, walking on ordinary ground, after the load. */
  zones_per_round: number;
}

/** The three scores saves use: each ability less its losses. */
export interface MurdhamScores {
  /** Agility. */
  agi: number;
  /** Strength. */
  str: number;
  /** Wits. */
  wit: number;
}

/**
 * The versioned JSON document of a `Sheet`, in plain fields: reading
 * it into a sheet (`Sheet::try_from`) checks every field and gives a
 * typed `Error` naming it. Items are osr-equipment IDs
 * (`"mu.tool.antidote"`); bulk is osr-encumbrance's (`8`, `"1/2"`).
 */
export interface MurdhamSheetDocument {
  /** AGI, 0 to 20. */
  agi: number;
  /** Armour, 0 to 3. */
  armour?: number;
  /** The career, if any. */
  career?: CareerEntry | null;
  /** Bulk carried. */
  carried?: Bulk;
  /** Coins. */
  coins?: number;
  /**
   * Conditions, at most `MAX_CONDITIONS`; `"sick"` exactly when
   * `sick` lists a disease.
   */
  conditions?: Array<Condition>;
  /** Corruption. */
  corruption?: number;
  /** Health left, 0 to STR. */
  health: number;
  /** IDs of diseases the character is immune to, at most one of each. */
  immune?: Array<string>;
  /** Item IDs, at most `MAX_ITEMS`. */
  items?: Array<string>;
  /** Lasting loss of STR, AGI and WIT (greater rot), each 0 to 20. */
  lasting?: Array<number>;
  /** Temporary loss of STR, AGI and WIT, each 0 to 20. */
  loss?: Array<number>;
  /**
   * Diseases the character is sick with (osr-health's, checked as they
   * are read), at most one of each.
   */
  sick?: Array<Sickness>;
  /** Size. */
  size?: Size2;
  /** Skills, at most `MAX_SKILLS`. */
  skills?: Array<SkillEntry>;
  /** STR, 1 to 20; also the maximum health. */
  str: number;
  /** Always `SYSTEM`. */
  system: ("murdham") & (string);
  /** Always `VERSION`. */
  version: (1) & (number);
  /** WIT, 0 to 20. */
  wit: number;
}

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

/** The pack of a `SheetDocument` (`Pack`). */
export interface PackDocument {
  /** Whether a backpack is carried. */
  backpack?: boolean;
  /** Big things strapped on. */
  big_things?: number;
  /** Medium things held or worn, the shield not included. */
  medium_items?: number;
  /** Rations in the backpack. */
  rations?: number;
  /** Small things in the backpack other than rations. */
  small_things?: number;
  /** Large weapons ready at the side. */
  weapons_at_side?: number;
}

/**
 * A permanent wound: it lowers `attribute`'s maximum by 1 until trained
 * away, and takes one inventory slot for ever.
 */
export interface PermanentWound {
  /** The attribute it lowers. */
  attribute: Ability;
  /** Whether its penalty has been trained away. */
  trained: boolean;
}

/**
 * Where a piece of gear is: equipped (worn, wielded), carried, or stored
 * at home outside the load.
 */
export type Place = ("equipped") & (string) | ("carried") & (string) | ("stored") & (string);

/**
 * Spells prepared for the day (TC-12.3): each in its slot, cast one at a
 * time with a d100 at most its rating.
 *
 * With the `serde` feature it is `{"caster_level": 2, "spells": [...],
 * "fatigue": 0}`; reading it back checks that the slots are the caster's,
 * each used once, each at least its spell's level, and the fatigue 0 or 1.
 */
export interface Prepared {
  /** The caster's level: one slot of each level from 1 to it. */
  caster_level: number;
  /** Fatigue from preparing a second time the same day, 0 or 1. */
  fatigue: number;
  /** The spells prepared, each in a slot of at least its level, each slot used once. */
  spells: Array<PreparedSpell>;
}

/** One prepared spell: the spell, its slot and whether it has been cast. */
export interface PreparedSpell {
  /** Whether it has been cast (a casting uses it up). */
  cast: boolean;
  /** The level of the slot it takes. */
  slot: number;
  /** The spell. */
  spell: KnownSpell;
}

/** A probability: exact, as a fraction in lowest terms ("1/6", "0", "1"), and as the nearest decimal. */
export interface Probability {
  /** The nearest double (ignored when read). */
  decimal: number;
  /** The fraction, in lowest terms. */
  exact: string;
}

/** A stored sheet to read. */
export interface ReadSheetRequest {
  /** The sheet document. */
  sheet: SheetDocument;
}

/** The sheet as read. */
export interface ReadSheetResponse {
  /** What the sheet derives. */
  derived: Derived;
  /** The document as osr-sheet writes it back (defaults filled in). */
  sheet: SheetDocument;
}

/**
 * The referee's numbers as plain numbers (checked on reading,
 * `Referee::check`).
 */
export interface RefereeDocument {
  /** Extras of the starting age. */
  age_extras: number;
  /** Agility's share of defense. */
  agility_defense: number;
  /** Carry. */
  carry: number;
  /** The bonus on reactions against magic. */
  magic_bonus: number;
  /** The propelled weapons attack bonus. */
  propelled_attack: number;
  /** The thrown weapons attack bonus. */
  thrown_attack: number;
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

/** The six ability scores as plain numbers (checked on reading). */
export interface ScoresDocument {
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

/** A sheet document of any of the five systems, as osr-sheet writes it: `{"system": "cairn_house", "version": 1, ...}`; its `system` says which. */
export type SheetDocument = ConstitutionSheetDocument | CairnHouseSheetDocument | GodsAndMonstersSheetDocument | MurdhamSheetDocument | BlockDodgeParrySheetDocument;

/**
 * One step of a creation or an operation: the event's key and the line
 * to show.
 */
export interface SheetEvent {
  /**
   * The kind of step, as osr-sheet's event tags it (`"ability_rolled"`,
   * `"bought"`, `"xp_gained"`).
   */
  event: string;
  /** The step as a line of text (`"STR 3d6 = [3, 5, 6] = 14"`). */
  text: string;
}

/**
 * An operation on a sheet, tagged by `op`. Each system has its own: an
 * operation of another system is refused (`unsupported_operation`).
 */
export type SheetOperation = {
  /**
   * The item's osr-equipment ID: for `constitution` an armour
   * (`"tc.armour.full-chain"`); for `cairn_house` a weapon, body
   * armour, shield or cart (`"ch.weapon.hand"`, `"ch.armour.light"`,
   * `"ch.armour.shield"`, `"ch.transport.hand-cart"`); for
   * `gods_and_monsters` any item (`"gm.weapon.battleaxe"`), made for
   * the character's size and carried.
   */
  item: string;
  op: ("buy") & (string);
} | {
  /**
   * How much. For `constitution` the levels follow at once; for
   * `gods_and_monsters` they become due, each rolled with
   * `level_up`.
   */
  amount: number;
  op: ("gain_xp") & (string);
} | {
  op: ("level_up") & (string);
} | {
  /**
   * The damage, after any damage reduction: for `constitution` off
   * HP, then the injury saves, which roll; for `cairn_house` off HP,
   * then STR and the critical damage save, which rolls. Give dice
   * (unused when nothing rolls).
   */
  damage: number;
  op: ("take_damage") & (string);
} | {
  /**
   * `constitution` only: keep the higher of the old and new HP (a
   * tough fighter only).
   */
  keep_higher?: boolean;
  op: ("short_rest") & (string);
} | {
  /** Keep the higher of the old and new HP (a tough fighter only). */
  keep_higher?: boolean;
  op: ("good_night") & (string);
};

/** What a short rest does to fatigue (CH-health.fatigue.remove). */
export type ShortRestFatigue = ("keeps") & (string) | ("removes") & (string);

/**
 * A character sick with a disease (MU-health.disease.contract): the
 * successes and failures of its recovery saves so far.
 */
export interface Sickness {
  /** The disease's ID. */
  disease: string;
  /** Recovery saves failed so far. */
  failures: number;
  /** Recovery saves passed so far. */
  successes: number;
}

/** The eight size categories, smallest first. */
export type Size = ("fine") & (string) | ("tiny") & (string) | ("small") & (string) | ("medium") & (string) | ("large") & (string) | ("huge") & (string) | ("gigantic") & (string) | ("titanic") & (string);

/** The five size categories. */
export type Size2 = ("tiny") & (string) | ("small") & (string) | ("medium") & (string) | ("large") & (string) | ("massive") & (string);

/** A skill of a `SheetDocument`. */
export interface SkillDocument {
  /** Its name. */
  name: string;
  /** Its rating, 0 to 100. */
  rating: number;
}

/** A skill as written in a sheet document. */
export interface SkillEntry {
  /** Subjects of knowledge. */
  knowledge?: Array<string>;
  /**
   * Languages granted (`"classic"`, `"magick"`, `"common"` or another
   * name).
   */
  languages?: Array<string>;
  /** Whether it grants literacy. */
  literacy?: boolean;
  /** The name. */
  name: string;
  /** Fields of proficiency. */
  proficiencies?: Array<Field2>;
}

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

/** A species as plain numbers (checked on reading, `Species::check`). */
export interface SpeciesDocument {
  /**
   * Changes to charisma, intelligence, wisdom, endurance, agility,
   * strength.
   */
  adjustments: Array<number>;
  /** d6s added to the age. */
  age_dice: number;
  /** Base age in years. */
  base_age: number;
  /** Base height in inches. */
  base_height: number;
  /** Base weight in pounds. */
  base_weight: number;
  /** The special bonus to health. */
  health: number;
  /** d6s added to the height. */
  height_dice: number;
  /** Base movement. */
  movement: number;
  /** Its name. */
  name: string;
  /** Its size. */
  size: Size;
  /** The skill it gives in the native culture field. */
  skill?: string | null;
}

/**
 * A spell in a sorceror's book: its name, its level, and whether it is
 * memorised (holding one of the slots until it is cast).
 */
export interface Spell {
  /** Its level, 1 to 10. */
  level: number;
  /** Whether it is memorised. */
  memorised?: boolean;
  /** The spell's name. */
  name: string;
}

/** A known spell of a `SheetDocument`. */
export interface SpellDocument {
  /** Its level. */
  level: number;
  /** Its name. */
  name: string;
  /** Its rating, 0 to 100. */
  rating: number;
}

/** One ability as it stands: its score now and the score it recovers to. */
export interface Track {
  /** The score now. */
  current: number;
  /** The score's maximum, 0 or more; the score now is at most it. */
  max: number;
}

/**
 * A Block, Dodge, Parry usage die: how much of a resource is left.
 *
 * Each time the resource is used, its die is rolled; a 1 or 2 moves it down
 * d8 -> d6 -> d4, and a 1 or 2 on the d4 empties it.
 */
export type UsageDie = ("empty") & (string) | ("d4") & (string) | ("d6") & (string) | ("d8") & (string);

/**
 * Survival, verve and injuries now, as plain numbers; the maxima are
 * derived from the abilities and level gains, not stored.
 */
export interface VitalsDocument {
  /** Injury points (those from aging included). */
  injuries?: number;
  /** A temporary survival pool. */
  pool?: number;
  /** Survival now. */
  survival: number;
  /** Injury points from aging, which no rest removes. */
  unhealable_injuries?: number;
  /** Verve now. */
  verve: number;
}

/**
 * A wound: its type (flavour, but cures are type-specific), level, and
 * the area hit when it came from a critical injury.
 */
export interface Wound {
  /** The body area it struck, if the table tracks areas. */
  area?: Area | null;
  /** The wound's type, 1 to 40 characters. */
  kind: string;
  /** How bad it is. */
  level: Level;
}
