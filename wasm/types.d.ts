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

/** The three abilities. */
export type CairnHouseAbility = ("STR") & (string) | ("DEX") & (string) | ("WIL") & (string);

/**
 * What the acting combatant does on their turn.
 *
 * With the `serde` feature: `{"action": "attack", "target": 2}`, etc.
 */
export type CairnHouseAction = {
  action: ("pass") & (string);
} | {
  action: ("cast") & (string);
} | {
  action: ("attack") & (string);
  /** A trip, disarm, blind or other dirty trick. */
  maneuver?: CairnHouseManeuver | null;
  /** Enhanced or impaired by the situation. */
  step?: CairnHouseStep;
  /** The enemy attacked. */
  target: number;
} | {
  action: ("blast") & (string);
  /** Enhanced or impaired by the situation. */
  step?: CairnHouseStep;
  /** The enemies in the area, in the order they are rolled for. */
  targets: Array<number>;
} | {
  action: ("charge") & (string);
  /** The enemy charged. */
  target: number;
} | {
  action: ("approach") & (string);
  /** The enemy approached. */
  target: number;
} | {
  action: ("withdraw") & (string);
  /** Only half a move. */
  half: boolean;
} | {
  action: ("flee") & (string);
  /** Whether there is a safe place to run to. */
  safe_place: boolean;
} | {
  action: ("spell_damage") & (string);
  /** The spell's damage dice (at most `MAX_SPELL_DICE`). */
  dice: DicePool;
  /** The targets, in the order they are rolled for. */
  targets: Array<number>;
};

/** How an attack's die is moved for the whole duel (CH-combat.enhanced). */
export type CairnHouseAttackStep = ("impaired") & (string) | ("normal") & (string) | ("enhanced") & (string);

/**
 * A character's health under Cairn House Rules: hit protection, the three
 * ability scores with their unharmed values, fatigue, grievous wounds,
 * critical damage, death, and whether they went without rations.
 *
 * Every change goes through a method that returns what happened as
 * `Event`s; a method that fails leaves the character as it was.
 *
 * With the `serde` feature it serializes as
 *
 * ```text
 * {"hp": 3, "max_hp": 4, "str": {"current": 12, "max": 14}, "dex": {...}, "wil": {...},
 *  "fatigue": 1, "wounds": ["broken_leg"], "critical_minutes": null, "dead": false,
 *  "unfed": false, "rules": {"naturals": "compare", "short_rest_fatigue": "keeps"}}
 * ```
 *
 * and reading it back validates it as the constructors do: HP at most
 * the maximum, each score at most its maximum, at most `MAX_WOUNDS`
 * wounds, STR 0 only when dead, critical damage only while alive and
 * under `CRITICAL_MINUTES`.
 */
export interface CairnHouseCharacter {
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
 * One combatant: a PC on `Side::Party` (rolls initiative, never checks
 * morale) or an enemy on `Side::Foes`, with hit protection, STR, DEX
 * and WIL, one weapon (its damage die and whether it is a missile
 * weapon), DR, and whether it casts spells or is undead.
 *
 * With the `serde` feature it serializes as its fields and reading it
 * back validates them as the constructors do.
 */
export interface CairnHouseCombatant {
  abilities: Array<number>;
  caster?: boolean;
  die: StepDie;
  dr?: number;
  hp: number;
  id: number;
  initiative?: CairnHouseInitiativeMode;
  missile?: boolean;
  side: Side;
  undead?: boolean;
}

/**
 * What a player or the referee decides, fed to `Fight::step`.
 *
 * With the `serde` feature: `{"command": "roll_initiative"}`,
 * `{"command": "act", "action": {...}}`, `{"command": "choose", "choice": "take_damage"}`.
 */
export type CairnHouseCommand = {
  command: ("roll_initiative") & (string);
} | {
  /** The action. */
  action: CairnHouseAction;
  command: ("act") & (string);
} | {
  /** Damage or maneuver. */
  choice: CairnHouseDefenderChoice;
  command: ("choose") & (string);
};

/** Why a character died. */
export type CairnHouseDeathCause = ("strength_zero") & (string) | ("untreated_critical_damage") & (string);

/** The defender's answer to a maneuver. */
export type CairnHouseDefenderChoice = ("take_damage") & (string) | ("accept_maneuver") & (string);

/**
 * A one-on-one fight to the end between the party's fighter and the
 * foes' (CH-combat.attack), with who strikes first and what takes a
 * fighter out.
 */
export interface CairnHouseDuel {
  first?: Side;
  foes: CairnHouseDuelist;
  out?: CairnHouseFinish;
  party: CairnHouseDuelist;
}

/**
 * How a duel ended: the band of `Duel::odds`.
 *
 * With the `serde` feature: `{"won": {"winner": "party", "by":
 * "critical_damage"}}` or `"stalemate"`.
 */
export type CairnHouseDuelResult = {
  won: {
    /** How the loser went out: critical damage, or death. */
    by: CairnHouseFinish;
    /** The winner's side. */
    winner: Side;
  };
} | ("stalemate") & (string);

/**
 * One fighter of a duel, by their numbers: HP (of a maximum), STR, DR,
 * weapon die and whether the attack is enhanced or impaired.
 *
 * With the `serde` feature: `{"hp": 4, "max_hp": 6, "str": 12, "dr": 1,
 * "weapon": "d8", "step": "normal"}` (`max_hp` and `step` optional),
 * validated on reading as by the constructors.
 */
export interface CairnHouseDuelist {
  dr: number;
  hp: number;
  max_hp?: number | null;
  step?: CairnHouseAttackStep;
  str: number;
  weapon: StepDie;
}

/** How a fight ended. */
export type CairnHouseEnding = {
  ending: ("won") & (string);
  /** The round it ended in. */
  round: number;
  /** The side still in the fight. */
  winner: Side;
} | {
  ending: ("undecided") & (string);
  /** The rounds played. */
  round: number;
};

/**
 * A combatant who enters the fight hurt: its health as osr-health keeps
 * it (HP, abilities, fatigue and wounds carried over from earlier).
 *
 * With the `serde` feature: `{"id": 1, "health": {...}}`.
 */
export interface CairnHouseEntering {
  /** Its health as the fight starts. */
  health: CairnHouseCharacter;
  /** The combatant. */
  id: number;
}

/**
 * What happened, step by step: a log a VTT can show line by line
 * (`Display`) and a program can replay.
 *
 * With the `serde` feature each is an object tagged
 * `{"event": "attacked", ...}`; damage landing carries osr-health's own
 * event as `change`.
 */
export type CairnHouseEvent = {
  event: ("initiative_rolled") & (string);
  /** The d20. */
  face: number;
  /** The PC. */
  id: number;
  /** Whether it passed: acts before the enemies. */
  passed: boolean;
  /** DEX. */
  target: number;
} | {
  event: ("initiative_given") & (string);
  /** The PC. */
  id: number;
  /** Haste or Slow. */
  mode: CairnHouseInitiativeMode;
} | {
  event: ("phase_began") & (string);
  /** The phase. */
  phase: CairnHousePhase;
  /** The round. */
  round: number;
} | {
  event: ("passed") & (string);
  /** The actor. */
  id: number;
} | {
  event: ("casting_began") & (string);
  /** The caster. */
  id: number;
} | {
  event: ("spell_took_effect") & (string);
  /** The caster. */
  id: number;
} | {
  event: ("casting_save") & (string);
  /** The d20. */
  face: number;
  /** The caster. */
  id: number;
  /** Whether it passed. */
  passed: boolean;
  /** WIL. */
  target: number;
} | {
  event: ("spell_lost") & (string);
  /** The caster. */
  id: number;
} | {
  /** The attacker. */
  attacker: number;
  /** Damage after DR. */
  damage: number;
  /** The target's DR. */
  dr: number;
  event: ("attacked") & (string);
  /** The face. */
  face: number;
  /** A free attack on a withdrawing enemy. */
  free: boolean;
  /** The maneuver tried, if any. */
  maneuver?: CairnHouseManeuver | null;
  /** The die's sides (after enhancement or impairment). */
  sides: number;
  /** The target. */
  target: number;
} | {
  /** The caster. */
  caster: number;
  /** The damage. */
  damage: number;
  /** The DR taken off. */
  dr: number;
  event: ("spell_damage_rolled") & (string);
  /** The target. */
  target: number;
  /** The dice's total. */
  total: number;
} | {
  /** The choice. */
  choice: CairnHouseDefenderChoice;
  event: ("defender_chose") & (string);
  /** The defender. */
  id: number;
} | {
  /** What changed. */
  change: CairnHouseHealthEvent;
  event: ("health") & (string);
  /** The combatant. */
  id: number;
} | {
  event: ("charged") & (string);
  /** The charger. */
  id: number;
  /** The enemy charged. */
  target: number;
} | {
  event: ("approached") & (string);
  /** The mover. */
  id: number;
  /** The enemy. */
  target: number;
} | {
  event: ("withdrew") & (string);
  /** Only half a move (no free attacks). */
  half: boolean;
  /** The mover. */
  id: number;
} | {
  event: ("flee_attempted") & (string);
  /** The DEX save's d20, when rolled. */
  face?: number | null;
  /** What became of it. */
  flight: CairnHouseFlight;
  /** Who. */
  id: number;
} | {
  event: ("morale_checked") & (string);
  /** The d20. */
  face: number;
  /** Whether it passed: they fight on. */
  passed: boolean;
  /** The WIL saved against. */
  target: number;
  /** What called for it. */
  trigger: CairnHouseMoraleTrigger;
} | {
  event: ("out_of_fight") & (string);
  /** Who. */
  id: number;
  /** Why. */
  reason: CairnHouseOut;
} | {
  event: ("round_ended") & (string);
  /** The round. */
  round: number;
} | {
  /** How. */
  ending: CairnHouseEnding;
  event: ("fight_ended") & (string);
};

/** Where a point of fatigue came from (CH-health.fatigue.sources). */
export type CairnHouseFatigueSource = ("spellbook_cast") & (string) | ("forced_march") & (string) | ("counterspell") & (string) | ("other") & (string);

/** A saved fight: its setup, commands, faces and events, read back by replaying them (a log whose events the replay does not give is refused). */
export interface CairnHouseFight {
  /** Every command applied, in order. */
  commands: Array<CairnHouseCommand>;
  /** Every event the commands made, in order. */
  events: Array<CairnHouseEvent>;
  /** Every face rolled, in order. */
  faces: Array<number>;
  /** The combatants and the rules the fight was set up with. */
  setup: CairnHouseSetup;
}

/** What takes a fighter out of a duel, and how a duel was won. */
export type CairnHouseFinish = ("critical_damage") & (string) | ("death") & (string);

/** What became of an attempt to flee (CH-combat.flee). */
export type CairnHouseFlight = ("escaped") & (string) | ("caught") & (string) | ("nowhere_to_run") & (string);

/**
 * What happened, step by step, for a program to show or replay.
 *
 * With the `serde` feature each is an object tagged
 * `{"event": "hp_lost", "from": 4, "to": 0}`.
 */
export type CairnHouseHealthEvent = {
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

/**
 * How a PC's initiative is settled for a combat (CH-combat.initiative):
 * a DEX save, or a Haste or Slow spell in place of it.
 */
export type CairnHouseInitiativeMode = ("save") & (string) | ("haste") & (string) | ("slow") & (string);

/** How often the PCs roll initiative. */
export type CairnHouseInitiativeRule = ("once_per_combat") & (string) | ("each_round") & (string);

/**
 * A combat maneuver (CH-combat.maneuver): the attacker attacks as
 * normal, and the defender chooses the damage or the maneuver's effect.
 * What each effect does is the referee's.
 */
export type CairnHouseManeuver = ("trip") & (string) | ("disarm") & (string) | ("blind") & (string) | ("dirty_trick") & (string);

/** What called for a morale save (CH-combat.morale.triggers, .lone). */
export type CairnHouseMoraleTrigger = ("first_casualty") & (string) | ("half_lost") & (string) | ("lone") & (string);

/**
 * Whose move the fight waits for.
 *
 * With the `serde` feature: `{"next": "act", "round": 1, "phase":
 * "missile", "id": 2}`, and `{"next": "over", "ending": {...}}` at the end.
 */
export type CairnHouseNext = {
  next: ("initiative") & (string);
} | {
  /** The actor. */
  id: number;
  next: ("act") & (string);
  /** The phase. */
  phase: CairnHousePhase;
  /** The round. */
  round: number;
} | {
  /** The defender. */
  id: number;
  next: ("choose") & (string);
  /** The phase. */
  phase: CairnHousePhase;
  /** The round. */
  round: number;
} | {
  /** How it ended. */
  ending: CairnHouseEnding;
  next: ("over") & (string);
};

/** Why a combatant left the fight. */
export type CairnHouseOut = ("critical_damage") & (string) | ("dead") & (string) | ("fled") & (string) | ("routed") & (string);

/**
 * The five phases of a round, in order (CH-combat.phases). In every
 * phase the PCs who passed their initiative save act first, then the
 * enemies, then the PCs who failed.
 */
export type CairnHousePhase = ("magic_cast") & (string) | ("missile") & (string) | ("move") & (string) | ("melee") & (string) | ("magic_effect") & (string);

/** The table's choices where the rules leave room. */
export interface CairnHouseRules {
  /**
   * How often the PCs roll initiative (CH-combat.initiative): once per
   * combat by default.
   */
  initiative?: CairnHouseInitiativeRule;
  /**
   * Whether DR lowers spell damage (CH-combat.blast-fire-dr): yes by
   * default.
   */
  spell_dr?: CairnHouseSpellDr;
}

/**
 * A fight's setup: the combatants in the order they act within their
 * group, an optional leader whose WIL the enemies' morale uses, and the
 * table's rules.
 *
 * With the `serde` feature it serializes as
 * `{"combatants": [...], "leader": null, "rules": {...}}` and reading it
 * back validates it as `Setup::new` does.
 */
export interface CairnHouseSetup {
  combatants: Array<CairnHouseCombatant>;
  health?: Array<CairnHouseEntering>;
  leader?: number | null;
  rules?: CairnHouseRules;
}

/**
 * Whether damage reduction lowers a spell's damage (CH-combat.blast-fire-dr):
 * the rules do not say.
 */
export type CairnHouseSpellDr = ("applies") & (string) | ("ignored") & (string);

/**
 * An attack's circumstance (CH-combat.enhanced): enhanced attacks roll
 * one die size larger, impaired attacks one smaller.
 */
export type CairnHouseStep = ("impaired") & (string) | ("normal") & (string) | ("enhanced") & (string);

/**
 * One combatant of a 3d6 Constitution fight, in the units of the rules.
 *
 * Build one with `Combatant::new` and set what differs from an
 * ordinary armed human through the public fields; `Setup::new` checks
 * them together (HP at most what the hit dice roll, IDs unique).
 */
export interface ConstitutionCombatant {
  /**
   * Armour class (TC-5.15, with reach and training already added by
   * `reach_ac_bonus` where the caller wants it).
   */
  ac: number;
  /** Already berserk when the fight starts (TC-7.4). */
  berserk: boolean;
  /** Pays HP to stop a direct hit when it can (TC-6.12). */
  buys_off: boolean;
  /** The damage die. */
  damage: ConstitutionDamageDie;
  /**
   * A fighter adds their level to initiative, attacks, defence and
   * injury saves (TC-7.1).
   */
  fighter: boolean;
  /** Hit dice (level for a character, HD for a monster). */
  hit_dice: number;
  /** Hit points now. */
  hp: number;
  /** The caller's ID, unique in the fight. */
  id: number;
  /** Other bonuses to initiative (`training_initiative`). */
  initiative_bonus: number;
  /**
   * Level (or HD): major wound marks it can take (TC-6.11), and a
   * direct hit's price (TC-6.12).
   */
  level: number;
  /**
   * Major wound marks taken before the fight (TC-6.11): with as many
   * as the level, a failed strength injury save kills.
   */
  marks?: number;
  /** The morale score of a monster or NPC, if it checks morale. */
  morale?: number | null;
  /** Carries a shield: may defend as a reaction (TC-5.4, TC-5.17). */
  shield: boolean;
  /** The side. */
  side: Side;
  /** How initiative starts (surprise, henchmen). */
  start: ConstitutionStart;
  /** Strength: attacks, active defence and the strength injury save. */
  strength: number;
  /**
   * Other bonuses to hit: training (`training_to_hit`),
   * circumstances.
   */
  to_hit: number;
  /** Tough fucker (TC-7.2): d8 hit dice, so HP up to 8 per die. */
  tough: boolean;
  /** Initiations and trainings. */
  training: ConstitutionTraining;
  /** Will: the will injury save. */
  will: number;
  /** Wits: added to initiative. */
  wits: number;
}

/**
 * What a player or the referee decides: each applied by `Fight::step`.
 *
 * With the `serde` feature: `{"command": "attack", "attacker": 1,
 * "target": 2}` and so on.
 */
export type ConstitutionCommand = {
  command: ("roll_initiative") & (string);
} | {
  /** Whose turn it is. */
  attacker: number;
  command: ("attack") & (string);
  /** The target's reaction. */
  defence?: ConstitutionDefence;
  /** Take a direct hit when possible. */
  direct_hit?: boolean;
  /** Whom they attack. */
  target: number;
} | {
  command: ("defend") & (string);
  /** Whose turn it is. */
  id: number;
} | {
  command: ("pass") & (string);
  /** Whose turn it is. */
  id: number;
} | {
  command: ("cast") & (string);
  /** Whose turn it is. */
  id: number;
} | {
  command: ("superior") & (string);
  /** The superior. */
  id: number;
} | {
  command: ("react") & (string);
  /** Who reacts. */
  id: number;
  /** The reaction. */
  reaction: ConstitutionReaction;
} | {
  /** Who attacks. */
  attacker: number;
  command: ("opportunity_attack") & (string);
  /** The disoriented target. */
  target: number;
} | {
  /** The archer. */
  archer: number;
  command: ("bow_extra_attack") & (string);
  /** The target. */
  target: number;
} | {
  /** The superior. */
  by: number;
  command: ("order") & (string);
  /** The one ordered. */
  follower: number;
} | {
  command: ("end_round") & (string);
} | {
  command: ("force_bout") & (string);
} | {
  command: ("reorient") & (string);
  /** Who. */
  id: number;
} | {
  command: ("declare_spell") & (string);
  /** The caster. */
  id: number;
} | {
  command: ("next_round") & (string);
} | {
  command: ("morale") & (string);
  /** Who. */
  id: number;
  /** Why. */
  trigger: ConstitutionMoraleTrigger;
};

/**
 * A damage roll: the die, and whether it takes an advantage die (two
 * dice, the higher kept).
 */
export type ConstitutionDamageDie = ("d6") & (string) | ("d8") & (string) | ("d6_advantage") & (string) | ("d8_advantage") & (string);

/** How a defender meets one attack with a reaction (TC-5.4, TC-5.17). */
export type ConstitutionDefence = ("none") & (string) | ("shield") & (string) | ("shield_after_roll") & (string);

/** How a fight ended. */
export type ConstitutionEnding = {
  won: Side;
} | ("undecided") & (string);

/**
 * What happened, as a log a VTT can show line by line (`fmt::Display`).
 *
 * With the `serde` feature: `{"event": "attack_rolled", ...}`.
 */
export type ConstitutionEvent = {
  event: ("initiative_rolled") & (string);
  /** The d20s (none when set). */
  faces: Array<number>;
  /** Who. */
  id: number;
  /** The score. */
  score: number;
} | {
  event: ("round_began") & (string);
  /** The round. */
  round: number;
  /** Who has superior initiative. */
  superior?: number | null;
} | {
  /** At what count. */
  count: number;
  event: ("turn_began") & (string);
  /** Whose. */
  id: number;
} | {
  event: ("initiative_paid") & (string);
  /** Before. */
  from: number;
  /** Who. */
  id: number;
  /** After. */
  to: number;
  /** On what. */
  what: ConstitutionSpend;
} | {
  /** The AC it was against. */
  ac: number;
  /** Who. */
  attacker: number;
  event: ("attack_rolled") & (string);
  /** Extra degrees of success (TC-5.19). */
  extra_degrees: number;
  /** The d20s. */
  faces: Array<number>;
  /** Whether it hit. */
  hit: boolean;
  /** Whom. */
  target: number;
  /** The total. */
  total: number;
} | {
  /** The AC it leaves. */
  ac: number;
  event: ("defence_rolled") & (string);
  /** The d20s. */
  faces: Array<number>;
  /** Who. */
  id: number;
  /** The total. */
  total: number;
} | {
  /** Whose attack. */
  attacker: number;
  event: ("blocked") & (string);
  /** Who blocked. */
  target: number;
} | {
  /** Who. */
  attacker: number;
  event: ("direct_hit") & (string);
  /** Whom. */
  target: number;
} | {
  /** The damage. */
  amount: number;
  /** Who. */
  attacker: number;
  event: ("damage_rolled") & (string);
  /** The dice. */
  faces: Array<number>;
  /** Whom. */
  target: number;
} | {
  /** What. */
  change: ConstitutionHealthEvent;
  event: ("health") & (string);
  /** Who. */
  id: number;
} | {
  event: ("went_berserk") & (string);
  /** Who. */
  id: number;
} | {
  event: ("superior_turn") & (string);
  /** Before. */
  from: number;
  /** Who. */
  id: number;
  /** After. */
  to: number;
} | {
  event: ("passed") & (string);
  /** Who. */
  id: number;
} | {
  event: ("spell_declared") & (string);
  /** Who. */
  id: number;
} | {
  event: ("spell_cast") & (string);
  /** Who. */
  id: number;
} | {
  event: ("reoriented") & (string);
  /** The d20s. */
  faces: Array<number>;
  /** Who. */
  id: number;
  /** The new score. */
  score: number;
} | {
  /** The superior. */
  by: number;
  /** At what count. */
  count: number;
  event: ("ordered") & (string);
  /** The one ordered. */
  follower: number;
} | {
  event: ("morale_checked") & (string);
  /** The 2d6. */
  faces: Array<number>;
  /** Whether they held. */
  held: boolean;
  /** Who. */
  id: number;
  /** The score. */
  score: number;
  /** Their total. */
  total: number;
  /** Why. */
  trigger: ConstitutionMoraleTrigger;
} | {
  event: ("fled") & (string);
  /** Who. */
  id: number;
} | {
  event: ("out") & (string);
  /** Who. */
  id: number;
} | {
  event: ("round_ended") & (string);
  /** The round. */
  round: number;
} | {
  event: ("bout_forced") & (string);
} | {
  event: ("bout_ended") & (string);
} | {
  event: ("fight_ended") & (string);
  /** The side still standing. */
  winner: Side;
};

/**
 * A 3d6 Constitution fight: a state machine driven by `Command`s, each
 * applied by `Fight::step` and answered with the `Event`s it made.
 *
 * With the `serde` feature it serializes as `{"setup": ..., "commands":
 * [...], "faces": [...], "events": [...]}` and reads back by replaying the
 * commands from the faces: a document whose events differ or whose
 * faces are left over is refused (`osr_check::Error::Forged`, as `Error::Check`).
 */
export interface ConstitutionFight {
  /** Every command applied, in order. */
  commands: Array<ConstitutionCommand>;
  /** Every event the commands made, in order. */
  events: Array<ConstitutionEvent>;
  /** Every face rolled, in order. */
  faces: Array<number>;
  /** The combatants and the rules the fight was set up with. */
  setup: ConstitutionSetup;
}

/**
 * What happened, step by step.
 *
 * With the `serde` feature each is an object tagged
 * `{"event": "hp_rerolled", "from": 7, "rolled": 3, "to": 3}`.
 */
export type ConstitutionHealthEvent = {
  event: ("hp_rerolled") & (string);
  /** Before. */
  from: number;
  /** Rolled. */
  rolled: number;
  /** Kept. */
  to: number;
} | {
  event: ("fatigue_gained") & (string);
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: ("fatigue_reset") & (string);
  /** Before. */
  from: number;
  /** After (1 when deprivation starts the day tired). */
  to: number;
} | {
  /** How many. */
  count: number;
  event: ("minor_wounds_healed") & (string);
} | {
  event: ("penance_changed") & (string);
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: ("damage_rolled") & (string);
  /** Their total. */
  total: number;
} | {
  event: ("hp_lost") & (string);
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  /** 20 plus the damage past 0 HP. */
  dc: number;
  event: ("injury_saves") & (string);
  /** Whether it passed. */
  strength_passed: boolean;
  /** The strength save's total. */
  strength_total: number;
  /** Whether it passed. */
  will_passed: boolean;
  /** The will save's total, `None` when given up. */
  will_total?: number | null;
} | {
  event: ("minor_wound") & (string);
} | {
  event: ("major_wound") & (string);
  /** Marks after this one. */
  marks: number;
} | {
  event: ("collapsed") & (string);
} | {
  event: ("died") & (string);
};

/** When monsters and NPCs check morale (TC-5.13). */
export type ConstitutionMoraleTrigger = ("surprised") & (string) | ("superior_force") & (string) | ("ally_slain_by_magic") & (string) | ("quarter_fallen") & (string) | ("half_fallen") & (string) | ("companion_dies_after_half") & (string) | ("leader_lost") & (string) | ("cannot_harm") & (string) | ("heroic_task") & (string) | ("temptation") & (string) | ("rear_guard") & (string) | ("use_magic_item") & (string) | ("surrender_offered") & (string) | ("surrounded") & (string);

/**
 * How the simulated combatants decide: each attacks the first enemy
 * still standing on their turn (in a one-on-one fight, the other), takes
 * no superior turn and no reaction, takes a direct hit when the roll
 * allows one if `direct_hits` says so, and re-orients between rounds when
 * at initiative 0. A fight still on after `max_rounds` rounds is
 * `Ending::Undecided`.
 */
export interface ConstitutionPolicy {
  /** Take a direct hit whenever the attack allows one (TC-5.20). */
  direct_hits: boolean;
  /** Rounds before the fight is called undecided. */
  max_rounds: number;
}

/**
 * A reaction and its initiative cost (TC-5.4): the more natural the
 * reaction, the smaller the cost.
 */
export type ConstitutionReaction = ("shield_defence") & (string) | ("warning") & (string) | ("draw_weapon") & (string) | ("order_subordinates") & (string) | ("attack_opening") & (string) | ("shield_after_roll") & (string) | ("riposte") & (string) | ("ordered_attack") & (string);

/**
 * The combatants of a fight and the caller's tie policy (TC-5.1).
 *
 * With the `serde` feature it reads back through `Setup::new`'s checks.
 */
export interface ConstitutionSetup {
  combatants: Array<ConstitutionCombatant>;
  ties: ConstitutionTies;
}

/**
 * What initiative points were spent on.
 *
 * With the `serde` feature: `{"reaction": "warning"}`,
 * `"bow_extra_action"` or `"forced_bout"`.
 */
export type ConstitutionSpend = {
  reaction: ConstitutionReaction;
} | ("bow_extra_action") & (string) | ("forced_bout") & (string);

/** How a combatant's initiative starts (TC-5.1, TC-5.10, TC-5.11). */
export type ConstitutionStart = ("roll") & (string) | ("advantage") & (string) | ("penalty") & (string) | ("ambush") & (string) | ("flat_footed") & (string) | ("henchman") & (string);

/** Where the fight is. */
export type ConstitutionStep = ("initiative") & (string) | ("turns") & (string) | ("between_rounds") & (string) | ("over") & (string);

/**
 * Who goes first when two initiative scores are equal: the rules leave
 * it open (TC-5.1), so the caller chooses.
 */
export type ConstitutionTies = ("setup_order") & (string) | ("higher_wits") & (string) | {
  side_first: Side;
};

/**
 * The fighter initiations that change a fight (TC-7.4 to TC-7.8) and the
 * riposte training of TC-5.4.
 */
export interface ConstitutionTraining {
  /** Berserk (TC-7.4). */
  berserk?: boolean;
  /** Bow training (TC-7.8). */
  bow?: boolean;
  /** Longsword training (TC-7.7). */
  longsword?: boolean;
  /** Trained to riposte (TC-5.4). */
  riposte?: boolean;
  /** Spear training (TC-7.6). */
  spear?: boolean;
  /** Weapons training (TC-7.5). */
  weapons?: boolean;
}

/** Where a 3d6 Constitution fight is. */
export interface ConstitutionTurn {
  /** How the fight ended, once over. */
  ending?: ConstitutionEnding | null;
  /**
   * Who takes the next regular turn and at what count; absent before
   * initiative, between rounds and when the round's turns are done.
   */
  next?: Count | null;
  /** Everyone still to act this round, highest count first. */
  order: Array<Count>;
  /** The round, from 1 once initiative is rolled. */
  round: number;
  /** Initiative, turns, between rounds, or over. */
  step: ConstitutionStep;
}

/** A combatant and its initiative count. */
export interface Count {
  /** Its initiative score. */
  count: number;
  /** The combatant's ID. */
  id: number;
}

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
 * A pool of identical dice, `NdS`, summed when rolled.
 *
 * The count is bounded by `Dice::MAX_COUNT` so that rolling a pool is
 * always a bounded amount of work. It displays the way rule tables print
 * dice: `3d6`, a single die as `d8`, and a pool of d1s (a constant) as its
 * number (`1`, not `1d1`).
 */
export interface DicePool {
  count: number;
  die: Die;
}

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

/** A fight whose odds are known exactly. */
export type DuelOddsRequest = {
  /**
   * The two duelists, who strikes first and what takes a fighter
   * out.
   */
  duel: CairnHouseDuel;
  system: ("cairn_house") & (string);
};

/** The exact odds of each ending. */
export interface DuelOddsResponse {
  /**
   * Each ending (a side winning, by critical damage or death, or a
   * stalemate when neither can hurt the other) with its probability.
   */
  odds: DuelResultOdds;
}

/** One ending and its probability. */
export interface DuelResultBand {
  /** The ending. */
  band: CairnHouseDuelResult;
  /** Its probability. */
  p: Probability;
}

/** The exact odds of each ending of a duel. */
export interface DuelResultOdds {
  /** Every ending that can happen, in order, with its probability. */
  bands: Array<DuelResultBand>;
  /** Always `null`: a duel's odds have no open-ended tail. */
  tail: DuelResultBand | null;
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

/**
 * A fight after a command (or at its start): the log to keep, what the
 * command did and who acts next.
 */
export type FightResponse = {
  /** The events this command made (none at the start). */
  events: Array<ConstitutionEvent>;
  /** The faces this command used, in order. */
  faces: Array<number>;
  /** The saved fight: send it back with the next command. */
  fight: ConstitutionFight;
  /** Where the fight is and who acts next. */
  next: ConstitutionTurn;
  system: ("constitution") & (string);
} | {
  /** The events this command made (none at the start). */
  events: Array<CairnHouseEvent>;
  /** The faces this command used, in order. */
  faces: Array<number>;
  /** The saved fight: send it back with the next command. */
  fight: CairnHouseFight;
  /** Whose move the fight waits for. */
  next: CairnHouseNext;
  system: ("cairn_house") & (string);
} | {
  /** The events this command made (none at the start). */
  events: Array<GodsAndMonstersEvent>;
  /** The faces this command used, in order. */
  faces: Array<number>;
  /** The saved fight: send it back with the next command. */
  fight: GodsAndMonstersFight;
  /** Where the fight is and who may act. */
  next: GodsAndMonstersTurn;
  system: ("gods_and_monsters") & (string);
} | {
  /** The events this command made (none at the start). */
  events: Array<MurdhamEvent>;
  /** The faces this command used, in order. */
  faces: Array<number>;
  /** The saved encounter: send it back with the next command. */
  fight: MurdhamEncounter;
  /** Where the encounter is and who has still to act. */
  next: MurdhamTurn;
  system: ("murdham") & (string);
};

/** An action that is not an attack. */
export type GodsAndMonstersAction = ("other") & (string) | ("stand_aside") & (string) | ("flee") & (string);

/**
 * How aware a character was of an impending attack, for the perception
 * roll against surprise (rule GM-combat.surprise).
 */
export type GodsAndMonstersAwareness = ("unaware") & (string) | ("aware_of_attackers") & (string) | ("sleeping") & (string);

/**
 * One combatant, as plain numbers: an ID the caller chooses, a side,
 * whether a player runs them (players act before the referee's
 * characters), Fighting Art, attack bonus, defense, attacks per round and
 * their damage, survival and verve (osr-health's `Vitals`), reactions,
 * endurance (for the death check), and how aware they were of the attack.
 */
export interface GodsAndMonstersCombatant {
  archetypal: boolean;
  /**
   * An attack bonus from abilities (strength in close combat, agility
   * with missiles) or a creature's listed attack bonus.
   *
   * A value in `-10..=20`; errors call it "attack bonus".
   */
  attack_bonus: number;
  /**
   * Attacks a combatant makes in a round (the yeti's two claws: 2).
   *
   * A value in `1..=10`; errors call it "attacks per round".
   */
  attacks: number;
  awareness?: GodsAndMonstersAwareness | null;
  damage: GodsAndMonstersDamage;
  /**
   * Defense: armor, shield and agility together; it lowers the number an
   * attacker must roll.
   *
   * A value in `-10..=30`; errors call it "defense".
   */
  defense: number;
  /**
   * An endurance score.
   *
   * A value in `1..=40`; errors call it "endurance".
   */
  endurance: number;
  /**
   * A Fighting Art bonus: what a combatant adds to every attack roll.
   *
   * A value in `0..=20`; errors call it "fighting art".
   */
  fighting_art: number;
  id: number;
  player: boolean;
  reactions: GodsAndMonstersReactions;
  side: Side;
  vitals: GodsAndMonstersVitals;
  warrior: boolean;
}

/**
 * What a player or the referee decides: each applied with
 * `Fight::step`.
 */
export type GodsAndMonstersCommand = {
  command: ("roll_surprise") & (string);
} | {
  command: ("begin_round") & (string);
} | {
  /** Who attacks. */
  attacker: number;
  command: ("attack") & (string);
  /** The target's defense modifiers. */
  guard?: GodsAndMonstersGuard;
  /** Whether the weapon is drawn and used in the same round. */
  quickdraw?: boolean;
  /** The attacker's modifiers. */
  situation?: GodsAndMonstersSituation;
  /** Whom. */
  target: number;
} | {
  command: ("move") & (string);
  /** Who. */
  id: number;
} | {
  /** What. */
  action: GodsAndMonstersAction;
  command: ("act") & (string);
  /** Who. */
  id: number;
} | {
  command: ("end_phase") & (string);
};

/**
 * Cover between an attacker and a target (rule GM-combat.cover).
 *
 * | cover | warriors | non-warriors |
 * |---|---|---|
 * | weak | +1 defense | no bonus |
 * | strong | +2 defense | +1 defense |
 * | full | +3 defense | +2 defense |
 *
 * Behind full cover a non-combatant cannot be hit at all; one who attacks
 * or moves into the open is hit as the table says.
 */
export type GodsAndMonstersCover = ("none") & (string) | ("weak") & (string) | ("strong") & (string) | ("full") & (string);

/**
 * The damage of a weapon or attack form (rules GM-combat.damage,
 * GM-combat.unarmed): its dice plus a damage bonus. A total below 0 (a
 * large penalty) does no damage.
 */
export interface GodsAndMonstersDamage {
  bonus?: number;
  dice: DicePool;
}

/**
 * The time a dying character has left (rule GM-health.death-timer):
 * endurance minus injuries minutes; once the character goes unconscious
 * the minutes left become hours. Healing the injuries to 0 in time
 * cancels death (`DeathTimer::cancelled_by`); when the time runs out
 * the character dies by the end of the scene (rule
 * GM-health.death.final-scene).
 */
export interface GodsAndMonstersDeathTimer {
  left: number;
  unit: GodsAndMonstersTimerUnit;
}

/**
 * How a fight ended: the side still in it (none when nobody is), after
 * how many rounds.
 */
export interface GodsAndMonstersEnding {
  /** Rounds begun. */
  rounds: number;
  /** The side still in the fight. */
  winner?: Side | null;
}

/**
 * Whether two combatants fight hand to hand or with missiles (rules
 * GM-combat.close-vs-ranged, GM-combat.unseen).
 */
export type GodsAndMonstersEngagement = ("close") & (string) | ("ranged") & (string);

/**
 * One thing that happened in a fight, in order: the log a table reads.
 *
 * With the `serde` feature it serializes as
 * `{"event": "attack_rolled", "attacker": 1, ...}`.
 */
export type GodsAndMonstersEvent = {
  event: ("surprise_rolled") & (string);
  /** The d20. */
  face: number;
  /** Who rolled. */
  id: number;
  /** Whether they are surprised. */
  surprised: boolean;
  /** The number the d20 had to be at most. */
  target: number;
} | {
  event: ("round_began") & (string);
  /** Its number, from 1. */
  round: number;
} | {
  event: ("snap_out_rolled") & (string);
  /** The d20. */
  face: number;
  /** Who rolled. */
  id: number;
  /** Whether they snapped out of it. */
  snapped_out: boolean;
  /** The number the d20 had to be at most. */
  target: number;
} | {
  event: ("surprise_ended") & (string);
  /** Who. */
  id: number;
} | {
  event: ("phase_began") & (string);
  /** The phase. */
  phase: GodsAndMonstersPhase;
} | {
  event: ("moved") & (string);
  /** Who. */
  id: number;
} | {
  /** Whether the weapon came out in time (failing: surprised). */
  drawn: boolean;
  event: ("quickdraw_rolled") & (string);
  /** The d20. */
  face: number;
  /** Who rolled. */
  id: number;
  /** The number the d20 had to be at most. */
  target: number;
} | {
  /** Who attacked. */
  attacker: number;
  event: ("attack_rolled") & (string);
  /** The d20. */
  face: number;
  /** Whether it hit. */
  hit: boolean;
  /** The number it had to be at most. */
  needed: number;
  /** Whom. */
  target: number;
} | {
  /** Who hit. */
  attacker: number;
  /** The bonus added. */
  bonus: number;
  event: ("damage_rolled") & (string);
  /** The damage dice's faces. */
  faces: Array<number>;
  /** Whom. */
  target: number;
  /** The damage done. */
  total: number;
} | {
  /** What changed. */
  change: GodsAndMonstersHealthEvent;
  event: ("health") & (string);
  /** Who. */
  id: number;
} | {
  /** What. */
  action: GodsAndMonstersAction;
  event: ("acted") & (string);
  /** Who. */
  id: number;
} | {
  event: ("out_of_fight") & (string);
  /** Who. */
  id: number;
  /** Why. */
  reason: GodsAndMonstersOut;
} | {
  event: ("round_ended") & (string);
  /** Its number. */
  round: number;
} | {
  event: ("fight_ended") & (string);
  /** The side still in it (none when nobody is). */
  winner?: Side | null;
};

/**
 * A Gods & Monsters fight: the combatants, the round and phase, every
 * command applied, every face rolled and every event, in order.
 *
 * Drive it with `Fight::step`. Everything in a round happens at once:
 * a combatant who drops to 0 survival still acts in that round, and only
 * the checks at its end take anyone out (rules GM-combat.order,
 * GM-health.unconscious). Damage goes through osr-health's
 * `Vitals::take`, archetypal losses off verve first.
 */
export interface GodsAndMonstersFight {
  /** Every command applied, in order. */
  commands: Array<GodsAndMonstersCommand>;
  /** Every event the commands made, in order. */
  events: Array<GodsAndMonstersEvent>;
  /** Every face rolled, in order. */
  faces: Array<number>;
  /** The combatants and the rules the fight was set up with. */
  setup: GodsAndMonstersSetup;
}

/**
 * Everything on the target's side of one attack that moves its defense
 * (rules GM-combat.cover, GM-combat.surprise, GM-combat.called-shot,
 * GM-combat.immobilize, GM-combat.high-ground).
 */
export interface GodsAndMonstersGuard {
  /** The target made a called shot this round: -2. */
  called_shot?: boolean;
  /** The target's cover. */
  cover?: GodsAndMonstersCover;
  /** The target holds the high ground and takes the bonus to defense: +1. */
  high_ground?: boolean;
  /** The target is trying to immobilize someone: -2. */
  immobilizing?: boolean;
  /** The target is surprised (after the first round): -2. */
  surprised?: boolean;
  /** Whether the target uses cover as a warrior does. */
  warrior?: boolean;
}

/**
 * One thing that happened to a character, in the order it happened; the
 * dice behind it are in the outcome's dice, in the same order.
 *
 * With the `serde` feature it serializes as
 * `{"event": "verve_lost", "from": 17, "to": 12}`.
 */
export type GodsAndMonstersHealthEvent = {
  event: ("pool_lost") & (string);
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: ("verve_lost") & (string);
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: ("survival_lost") & (string);
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: ("injury_taken") & (string);
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: ("verve_regained") & (string);
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: ("survival_regained") & (string);
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: ("injury_healed") & (string);
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: ("check_rolled") & (string);
  /** The d20. */
  face: number;
  /** Whether it succeeded. */
  passed: boolean;
  /** What it was rolled against. */
  reaction: GodsAndMonstersReaction;
  /** The number the d20 had to be at most. */
  target: number;
} | {
  /** The damage taken after evasion (halved, or all of it). */
  damage: number;
  /** How many d6. */
  dice: number;
  event: ("fall_damage_rolled") & (string);
  /** Their total. */
  total: number;
} | {
  event: ("chose_unconsciousness") & (string);
} | {
  event: ("fell_unconscious") & (string);
  /** Minutes. */
  minutes: number;
} | {
  /**
   * The d20 rolled for endurance (none when it is rolled only
   * after the injuries succeed, and they did not).
   */
  endurance_face?: number | null;
  /** The endurance roll's target, bonuses and penalties included. */
  endurance_target: number;
  event: ("death_check_rolled") & (string);
  /** The injuries' target. */
  injuries: number;
  /** The d20 rolled for the injuries. */
  injuries_face: number;
} | {
  event: ("death_averted") & (string);
} | {
  /** The amount. */
  amount: number;
  event: ("ailment_took_effect") & (string);
} | {
  event: ("ailment_strength") & (string);
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: ("ailment_ended") & (string);
} | {
  event: ("dying") & (string);
  /** The time left. */
  timer: GodsAndMonstersDeathTimer;
};

/**
 * A target that does not defend itself (rules GM-combat.non-defending,
 * GM-combat.covered, GM-combat.immobile-bonus, GM-combat.unaware). The
 * three bonuses do not combine: a target is one of them at most, and
 * `NonDefending::best` picks the one worth most.
 */
export type GodsAndMonstersNonDefending = ("unaware") & (string) | ("covered") & (string) | ("immobile") & (string);

/** Why a combatant is out of the fight. */
export type GodsAndMonstersOut = ("unconscious") & (string) | ("doomed") & (string) | ("fled") & (string);

/**
 * The steps of a fight, in order. There is no initiative: everything in a
 * round happens at once, and the rules resolve it in this order (rule
 * GM-combat.order): called shots first (rule GM-combat.called-shot.timing,
 * also the referee's actions that change a player's, rule
 * GM-combat.order.interference), then the referee describes the movement
 * of the characters they run, the players act, the referee's characters
 * act, and at the end of the round everyone who dropped to 0 survival or
 * gained injuries rolls to stay conscious and, when the injuries call for
 * it, makes the death check (osr-health's `RoundEnd`).
 */
export type GodsAndMonstersPhase = ("surprise") & (string) | ("round_start") & (string) | ("called_shots") & (string) | ("npc_movement") & (string) | ("players") & (string) | ("npcs") & (string) | ("over") & (string);

/** The reaction or ability a d20 roll of these rules was made against. */
export type GodsAndMonstersReaction = ("stay_conscious") & (string) | ("evasion") & (string) | ("perception") & (string) | ("health") & (string);

/**
 * The four reactions a fight rolls: perception (surprise), willpower and
 * fortitude (snapping out of surprise, staying conscious: the better one
 * is used), and evasion (drawing a weapon in a hurry).
 */
export interface GodsAndMonstersReactions {
  /**
   * An ability or reaction score a roll is made against.
   *
   * A value in `-20..=60`; errors call it "score".
   */
  evasion: number;
  /**
   * An ability or reaction score a roll is made against.
   *
   * A value in `-20..=60`; errors call it "score".
   */
  fortitude: number;
  /**
   * An ability or reaction score a roll is made against.
   *
   * A value in `-20..=60`; errors call it "score".
   */
  perception: number;
  /**
   * An ability or reaction score a roll is made against.
   *
   * A value in `-20..=60`; errors call it "score".
   */
  willpower: number;
}

/**
 * The combatants of a fight, each on a side, with unique IDs, at least one
 * on each side. Their order is the order players (and then the referee's
 * characters) act in when a policy drives the fight, and the order of the
 * rolls at the end of a round.
 */
export interface GodsAndMonstersSetup {
  combatants: Array<GodsAndMonstersCombatant>;
}

/**
 * Everything on the attacker's side of one attack that moves the number
 * to roll, as data (rules GM-combat.range-penalty, GM-combat.size-penalty,
 * GM-combat.propelled-strength, GM-combat.unseen, GM-combat.called-shot,
 * GM-combat.high-ground, GM-combat.non-defending, GM-combat.surprise,
 * GM-combat.immobilize, GM-health.injury). A situation is built for one
 * attack on one target (rule GM-combat.maneuver-scope): a bonus against
 * one opponent is not carried to the next.
 */
export interface GodsAndMonstersSituation {
  /** The attacker just broke a hold: +6. */
  broke_hold?: boolean;
  /** A called shot: -3. */
  called_shot?: boolean;
  /** Any other modifier the referee gives. */
  extra?: number;
  /** Attacking from the high ground, the bonus taken to attack: +1. */
  high_ground?: boolean;
  /** The attacker's injury points, a penalty on attack rolls. */
  injuries?: number;
  /** The target does not defend itself. */
  non_defending?: GodsAndMonstersNonDefending | null;
  /**
   * Range penalty of a thrown or propelled weapon, after strength
   * (`thrown_range_penalty`, `range_penalty`).
   */
  range_penalty?: number;
  /** Size steps between the weapon and its wielder (`size_penalty`). */
  size_penalty?: number;
  /**
   * Strength bonus the wielder lacks for a strength-rated weapon
   * (`StrengthRating::wielded_by`).
   */
  strength_shortfall?: number;
  /** The attacker is surprised (after the first round): -3. */
  surprised?: boolean;
  /** The target is known of but unseen, in close or ranged combat. */
  unseen?: GodsAndMonstersEngagement | null;
}

/** The unit a death timer counts in. */
export type GodsAndMonstersTimerUnit = ("minutes") & (string) | ("hours") & (string);

/** Where a Gods & Monsters fight is. */
export interface GodsAndMonstersTurn {
  /** How the fight ended, once over. */
  ending?: GodsAndMonstersEnding | null;
  /** Who may still act in this phase. */
  next: Array<number>;
  /** The step of the round. */
  phase: GodsAndMonstersPhase;
  /** Rounds begun. */
  round: number;
}

/**
 * A character's survival, verve and injuries, and a temporary survival
 * pool while one lasts (rules GM-health.survival, GM-health.verve.use,
 * GM-health.injury, GM-health.temp-pool).
 *
 * Survival and verve never exceed their maxima; injury points include
 * the ones aging gave, which no rest removes. Non-player characters have
 * no verve (maximum 0).
 */
export interface GodsAndMonstersVitals {
  /**
   * Injury points.
   *
   * A value in `0..=10_000`; errors call it "injuries".
   */
  injuries?: number | null;
  /**
   * Survival points (current or maximum).
   *
   * A value in `0..=10_000`; errors call it "survival".
   */
  max_survival: number;
  /**
   * Verve points (current or maximum).
   *
   * A value in `0..=10_000`; errors call it "verve".
   */
  max_verve?: number | null;
  /**
   * Survival points (current or maximum).
   *
   * A value in `0..=10_000`; errors call it "survival".
   */
  pool?: number | null;
  /**
   * Survival points (current or maximum).
   *
   * A value in `0..=10_000`; errors call it "survival".
   */
  survival: number;
  /**
   * Injury points.
   *
   * A value in `0..=10_000`; errors call it "injuries".
   */
  unhealable_injuries?: number | null;
  /**
   * Verve points (current or maximum).
   *
   * A value in `0..=10_000`; errors call it "verve".
   */
  verve?: number | null;
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
 * What a combatant does with its round. Murdham's attack procedure is in
 * its combat rules, not here: the caller says whether an attack landed,
 * and a landed attack's damage is rolled and applied through osr-health
 * (`Hit`).
 */
export type MurdhamAction = {
  action: ("attack") & (string);
  /** The weapon's damage die. */
  die: StepDie;
  /** Direct damage: armour does not count. */
  direct?: boolean;
  /**
   * Whether the attack landed, by the combat rules the caller
   * follows.
   */
  landed: boolean;
  /** Situations the attacker is in that impair the attack. */
  situations?: Array<MurdhamSituation>;
  /** The enemy attacked. */
  target: number;
} | {
  action: ("social") & (string);
  /** How forceful the attempt is. */
  force?: MurdhamForce;
  /** The action. */
  social: MurdhamSocial;
  /** The enemy. */
  target: number;
} | {
  action: ("move") & (string);
  /** Whether the ground is open (no obstacles). */
  open_ground: boolean;
  /** The pace. */
  pace?: MurdhamPace;
  /** Zones crossed. */
  zones: number;
} | {
  action: ("other") & (string);
};

/**
 * A character or creature in an encounter: an ID the caller chooses
 * (unique in the encounter), a side, WIT (for awareness and social
 * actions), health and armour (osr-health's `Health`, `Armour`).
 */
export interface MurdhamCombatant {
  /**
   * Armour: subtracted from every hit except direct damage, at most 3.
   *
   * A value in `0..=3`; errors call it "armour".
   */
  armour: number;
  health: MurdhamHealth;
  id: number;
  side: Side;
  /**
   * An ability score: the rules chapter gives no range, temporary
   * reductions can take a score to 0, and at 20 a save cannot fail.
   *
   * A value in `0..=20`; errors call it "ability score".
   */
  wit: number;
}

/**
 * What the caller (a player, the referee) decides, applied by
 * `Encounter::step`.
 */
export type MurdhamCommand = {
  command: ("roll_awareness") & (string);
} | {
  command: ("approach") & (string);
  /** The foes' intent (the referee's secret choice). */
  foes?: MurdhamIntent | null;
  /** The party's intent. */
  party?: MurdhamIntent | null;
} | {
  /** What it does. */
  action: MurdhamAction;
  /** The combatant acting. */
  actor: number;
  command: ("act") & (string);
} | {
  command: ("end_round") & (string);
} | {
  command: ("end") & (string);
};

/** A condition a social action left on a combatant. */
export type MurdhamCondition = ("loses_next_turn") & (string) | {
  frightened: {
    /** The one it fears. */
    of: number;
  };
} | {
  taunted: {
    /** The taunter. */
    by: number;
  };
};

/**
 * How an observing group comes to spot another, by the two groups'
 * stances: one cell of the awareness matrix.
 */
export type MurdhamDetection = ("impossible") & (string) | ("save") & (string) | ("automatic") & (string);

/** A saved encounter: its setup, commands, faces and events, read back by replaying them (a log whose events the replay does not give is refused). */
export interface MurdhamEncounter {
  /** Every command applied, in order. */
  commands: Array<MurdhamCommand>;
  /** Every event the commands made, in order. */
  events: Array<MurdhamEvent>;
  /** Every face rolled, in order. */
  faces: Array<number>;
  /** The combatants and the rules the fight was set up with. */
  setup: MurdhamSetup;
}

/** How an encounter ended. */
export type MurdhamEnding = ("apart") & (string) | ("parley") & (string) | {
  fight: {
    /** The winner. */
    winner?: Side | null;
  };
};

/** Something that happened, in order: the encounter's log. */
export type MurdhamEvent = {
  /** How it could spot the other. */
  detection: MurdhamDetection;
  event: ("awareness_rolled") & (string);
  /** The group save's kept d20, when one was rolled. */
  face?: number | null;
  /** The side looking. */
  side: Side;
  /** Whether it spotted the other. */
  spotted: boolean;
} | {
  event: ("approach_chosen") & (string);
  /** Its intent. */
  intent: MurdhamIntent;
  /** The side. */
  side: Side;
} | {
  event: ("resolved") & (string);
  /** The resolution. */
  resolution: MurdhamResolution;
} | {
  event: ("round_began") & (string);
  /** The round, from 1. */
  round: number;
} | {
  /** The attacker. */
  attacker: number;
  event: ("attacked") & (string);
  /** Whether a situation impaired it. */
  impaired: boolean;
  /** Whether it landed. */
  landed: boolean;
  /** The target. */
  target: number;
} | {
  /** What the hit did. */
  band: MurdhamHitBand;
  /** The damage after armour. */
  damage: number;
  event: ("damage") & (string);
  /** The damage dice's faces. */
  faces: Array<number>;
  /** Health before. */
  from: number;
  /** The one hit. */
  target: number;
  /** Health after. */
  to: number;
  /** The damage rolled. */
  total: number;
} | {
  /** Why (critical damage, dying, dead). */
  band: MurdhamHitBand;
  event: ("out_of_fight") & (string);
  /** The combatant. */
  id: number;
} | {
  /** The actor. */
  actor: number;
  /** The actor's WIT save, when rolled. */
  actor_passed?: boolean | null;
  event: ("social_tried") & (string);
  /** The action. */
  social: MurdhamSocial;
  /** The target. */
  target: number;
  /** The target's resisting WIT save, when rolled. */
  target_passed?: boolean | null;
  /** Whether it worked. */
  worked: boolean;
} | {
  /** The condition. */
  condition: MurdhamCondition;
  event: ("condition_gained") & (string);
  /** The combatant. */
  id: number;
} | {
  event: ("turn_lost") & (string);
  /** The combatant. */
  id: number;
} | {
  event: ("moved") & (string);
  /** The combatant. */
  id: number;
  /** The pace. */
  pace: MurdhamPace;
  /** Zones crossed. */
  zones: number;
} | {
  event: ("acted_otherwise") & (string);
  /** The combatant. */
  id: number;
} | {
  event: ("round_ended") & (string);
  /** The round. */
  round: number;
} | {
  /** How. */
  ending: MurdhamEnding;
  event: ("ended") & (string);
} | {
  event: ("stretch_passed") & (string);
  /** Stretches. */
  stretches: number;
};

/**
 * How forceful a social attempt is, by the referee's judgement of the
 * player's description.
 */
export type MurdhamForce = ("ineffective") & (string) | ("resistible") & (string) | ("irresistible") & (string);

/**
 * A character's health: the points left and the maximum, which is the
 * character's STR (1 to 20).
 */
export interface MurdhamHealth {
  current: number;
  max: number;
}

/** What one hit did, mildest first. */
export type MurdhamHitBand = ("unhurt") & (string) | ("hurt") & (string) | ("critical_damage") & (string) | ("dying") & (string) | ("dead") & (string);

/** What a side wants to do about the other (MU-combat.encounter.approach). */
export type MurdhamIntent = ("fight") & (string) | ("parley") & (string) | ("hide") & (string) | ("sneak_away") & (string);

/** How fast a character moves in a round (MU-combat.speed). */
export type MurdhamPace = ("normal") & (string) | ("sprint") & (string);

/** What comes of the approach. */
export type MurdhamResolution = ("apart") & (string) | ("parley") & (string) | {
  fight: {
    /** The side launching a surprise attack. */
    ambush?: Side | null;
  };
};

/**
 * The encounter as set up (MU-combat.encounter.setup): the zone map is
 * the caller's; here are both sides' stances and the combatants.
 */
export interface MurdhamSetup {
  combatants: Array<MurdhamCombatant>;
  foes: MurdhamStance;
  party: MurdhamStance;
}

/** A situation that impairs a character's attacks (MU-combat.impaired-situations). */
export type MurdhamSituation = ("balancing") & (string) | ("after_leap") & (string) | ("climbing") & (string) | ("in_water") & (string);

/**
 * A social action used in a fight (MU-combat.social.distract,
 * .intimidate, .taunt). Each takes the actor's whole round.
 */
export type MurdhamSocial = ("distract") & (string) | ("intimidate") & (string) | ("taunt") & (string);

/**
 * Who spotted whom when an encounter begins, the band of an
 * `Awareness` roll.
 */
export type MurdhamSpotting = ("neither") & (string) | ("party_only") & (string) | ("foes_only") & (string) | ("both") & (string);

/**
 * How a group carries itself while it moves about: what the other side
 * can notice of it.
 */
export type MurdhamStance = ("reckless") & (string) | ("cautious") & (string) | ("hidden") & (string);

/** One combatant's state in the fight. */
export interface MurdhamStatus {
  /** Acted this round. */
  acted: boolean;
  /** Its armour. */
  armour: number;
  /**
   * The combatants it is frightened of, until the encounter ends (the
   * rules do not say how long the condition lasts).
   */
  frightened_of: Array<number>;
  /** Its health now. */
  health: MurdhamHealth;
  /** The combatant's ID. */
  id: number;
  /** Loses its next turn. */
  loses_turn: boolean;
  /** Out of the fight (critical damage, dying or dead). */
  out: boolean;
  /** Its side. */
  side: Side;
  /** Must spend its next turn trying to harm this combatant. */
  taunted_by?: number | null;
  /** Its WIT. */
  wit: number;
}

/** Where an encounter is. */
export type MurdhamStep = {
  step: ("awareness") & (string);
} | {
  /** Who spotted whom. */
  spotting: MurdhamSpotting;
  step: ("approach") & (string);
} | {
  /** The round, from 1. */
  round: number;
  step: ("round") & (string);
} | {
  step: ("parley") & (string);
} | {
  /** How it ended. */
  ending: MurdhamEnding;
  step: ("over") & (string);
};

/** Where a Murdham encounter is. */
export interface MurdhamTurn {
  /** Every combatant's state. */
  statuses: Array<MurdhamStatus>;
  /** Awareness, approach, a round, a parley, or over. */
  step: MurdhamStep;
  /** Who has still to act this round, in order. */
  waiting: Array<number>;
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

/**
 * One of the two sides of a fight: the player characters and those with
 * them, or the foes they face. Rules that order a round by side (Cairn
 * House Rules' phases, side initiative) and fights that end when one side
 * is out read it.
 */
export type Side = ("party") & (string) | ("foes") & (string);

/** Many fights of one setup. */
export type SimulateRequest = {
  /** How many fights, 1 to 1000. */
  fights: number;
  /**
   * Whether direct hits are taken and the round limit (at most
   * 1000, the default).
   */
  policy?: ConstitutionPolicy | null;
  /** The seed of osr's reference generator, at most 2^53 - 1. */
  seed: number;
  /** The two combatants and how initiative ties break. */
  setup: ConstitutionSetup;
  system: ("constitution") & (string);
} | {
  /** How many fights, 1 to 1000. */
  fights: number;
  /** The seed of osr's reference generator, at most 2^53 - 1. */
  seed: number;
  /** The combatants, their leader and the rules options. */
  setup: CairnHouseSetup;
  system: ("cairn_house") & (string);
} | {
  /** How many fights, 1 to 1000. */
  fights: number;
  /** The seed of osr's reference generator, at most 2^53 - 1. */
  seed: number;
  /** The combatants. */
  setup: GodsAndMonstersSetup;
  system: ("gods_and_monsters") & (string);
};

/** How the fights ended. */
export interface SimulateResponse {
  /** The fights played. */
  fights: number;
  /** Fights the foes won. */
  foes: number;
  /** Fights the party won. */
  party: number;
  /** The party's share of the fights, `party / fights`. */
  party_share: number;
  /** Fights with no winner (the round limit, or nobody left standing). */
  undecided: number;
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

/** A fight to start. */
export type StartFightRequest = {
  /** The combatants and how initiative ties break. */
  setup: ConstitutionSetup;
  system: ("constitution") & (string);
} | {
  /** The combatants, their leader and the rules options. */
  setup: CairnHouseSetup;
  system: ("cairn_house") & (string);
} | {
  /** The combatants. */
  setup: GodsAndMonstersSetup;
  system: ("gods_and_monsters") & (string);
} | {
  /** The sides' stances and the combatants. */
  setup: MurdhamSetup;
  system: ("murdham") & (string);
};

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

/** A command for a saved fight. */
export type StepFightRequest = {
  /** What happens next. */
  command: ConstitutionCommand;
  /** The dice the command rolls. */
  dice: Dice;
  /** The fight as the last response returned it. */
  fight: ConstitutionFight;
  system: ("constitution") & (string);
} | {
  /** What happens next. */
  command: CairnHouseCommand;
  /** The dice the command rolls. */
  dice: Dice;
  /** The fight as the last response returned it. */
  fight: CairnHouseFight;
  system: ("cairn_house") & (string);
} | {
  /** What happens next. */
  command: GodsAndMonstersCommand;
  /** The dice the command rolls. */
  dice: Dice;
  /** The fight as the last response returned it. */
  fight: GodsAndMonstersFight;
  system: ("gods_and_monsters") & (string);
} | {
  /** What happens next. */
  command: MurdhamCommand;
  /** The dice the command rolls. */
  dice: Dice;
  /** The encounter as the last response returned it. */
  fight: MurdhamEncounter;
  system: ("murdham") & (string);
};
