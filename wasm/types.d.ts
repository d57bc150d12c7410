// The JSON shapes of the osr API, generated from the Rust types by
// osr-wasm (wasm/src/typescript.rs). Do not edit: regenerate with
// OSR_WRITE_TYPES=1 cargo test -p osr-wasm types
// Every function throws the OsrError class of error.d.ts.

/**
 * Rolls dice notation (`"4d6kh3"`, `"2d20kl1 + 3"`, `"3d6!"`,
 * `"1d20 + @str"` with `vars: {str: 2}`) and returns the total, every
 * die with what became of it, the roll as text and the faces used. The
 * notation is checked against osr's limits for untrusted input before
 * anything rolls.
 * @throws {OsrError} when osr refuses the request.
 */
export function rollNotation(request: RollRequest): RollResponse;

/**
 * The exact odds of every total of dice notation, with its mean and
 * variance, as fractions and as decimals.
 * @throws {OsrError} when osr refuses the request.
 */
export function notationOdds(request: OddsRequest): OddsResponse;

/**
 * Rolls one check of one system (a save, an ability check, a
 * contest, a group save...) and returns its outcome as osr-check
 * writes it, its band (`"pass"`, `{"success": 2}`, `"first"`...) and
 * the faces used, in order.
 * @throws {OsrError} when osr refuses the request.
 */
export function rollCheck(request: RollCheckRequest): CheckRoll;

/**
 * The exact odds of every band of one check, as fractions that sum to
 * exactly 1, with decimals.
 * @throws {OsrError} when osr refuses the request.
 */
export function checkOdds(request: CheckOddsRequest): CheckOdds;

/**
 * The item catalog: every row of every table, or of one system or one
 * table, in the rulebooks' order, each with its stable ID, English
 * name and numbers (prices as exact decimal strings in the system's
 * main coin, bulk and stones in osr-encumbrance's units).
 * @throws {OsrError} when osr refuses the request.
 */
export function listItems(request: ListItemsRequest): ListItemsResponse;

/**
 * One item by its stable ID (`"gm.weapon.long-sword"`), with its
 * table, English name and numbers.
 * @throws {OsrError} when osr refuses the request.
 */
export function findItem(request: FindItemRequest): CatalogItem;

/**
 * Assesses a character's load in its system's model: stones against
 * STR for 3d6 Constitution, supply and treasure units against the pack
 * for Cairn House Rules, slots for Block, Dodge, Parry, carry-list
 * entries against Carry (each within STR) for Gods & Monsters, and
 * bulk against size for Murdham. The response is the library's
 * assessment of that model (its inputs and results, which osr reads
 * back and checks), tagged by `system`; every model gives `load`,
 * `capacity`, its own `state`, the shared `level` and its `effects`.
 * @throws {OsrError} when osr refuses the request.
 */
export function computeLoad<R extends LoadRequest>(request: R): Extract<LoadResponse, { system: R["system"] }>;

/**
 * Applies damage to a character and rolls what follows. Cairn House
 * Rules: the damage (after armour) comes off HP; exactly 0 HP rolls a
 * d6 grievous wound; past 0 the rest comes off STR and a d20 STR save
 * against the lowered STR decides critical damage; STR 0 is death.
 * Murdham: the hit's damage die (exploding by penetration), less
 * armour, comes off health: half the health left or more is critical
 * damage, all of it dying, the maximum or more death. Returns the
 * character after, the consequence, what happened step by step, and
 * the faces used.
 * @throws {OsrError} when osr refuses the request.
 */
export function applyDamage<R extends DamageRequest>(request: R): Extract<DamageResponse, { system: R["system"] }>;

/**
 * The exact odds of each consequence of damage landing on a character,
 * before anything is rolled (the same consequences `applyDamage`
 * reports), as fractions and decimals summing to exactly 1.
 * @throws {OsrError} when osr refuses the request.
 */
export function damageOdds<R extends DamageOddsRequest>(request: R): Extract<DamageOddsResponse, { system: R["system"] }>;

/**
 * Lives one day of a disease. Block, Dodge, Parry (BDP-1.7.4): a STR
 * save, with advantage when resting with care; a failure deals the
 * disease's damage to its ability, on the character's body; a timed
 * disease loses a day, one healed by saves counts the pass. Murdham
 * (MU-health.disease): the STR recovery save at the end of the day;
 * a failure rolls each ability's reduction and the disease's own
 * trouble. Start from `disease` (its ID, just caught: a timed
 * disease's duration is rolled first) or from the state the last day
 * left. Returns the state to pass to the next day, what happened and
 * the faces used.
 * @throws {OsrError} when osr refuses the request.
 */
export function diseaseDay<R extends DiseaseDayRequest>(request: R): Extract<DiseaseDayResponse, { system: R["system"] }>;

/**
 * The level an experience total reaches in a system with levels
 * (`constitution`, `gods_and_monsters`), on the system's table or a
 * referee's own, with the thresholds of this level and the next.
 * @throws {OsrError} when osr refuses the request.
 */
export function levelForXp(request: LevelRequest): LevelResponse;

/**
 * Awards experience: the new total, its level, and every level gained
 * on the way, with what each gives where the advancement rules say
 * (Gods & Monsters' mojo and specialties).
 * @throws {OsrError} when osr refuses the request.
 */
export function gainXp(request: GainRequest): GainResponse;

/**
 * Rolls 3d6 Constitution's end of session (TC-4.9, TC-12.15): a d20
 * per ability in the player's order until one beats its score and
 * rises by one, then, for a character who tried to cast, the d100
 * (and d6) of the spell rating.
 * @throws {OsrError} when osr refuses the request.
 */
export function rollImprovement(request: ImprovementRequest): ImprovementResponse;

/**
 * The exact odds of 3d6 Constitution's end of session: which ability
 * rises (or none), and the spell rating after its roll.
 * @throws {OsrError} when osr refuses the request.
 */
export function improvementOdds(request: ImprovementOddsRequest): ImprovementOddsResponse;

/**
 * Rolls a Gods & Monsters level-up (GM-adv.survival-verve and after):
 * the d10 of survival (odd levels) or verve (even levels) with its
 * contributors, and every other change the level brings (mojo,
 * reactions, Fighting Art, specialty, thief's advance, moral code).
 * @throws {OsrError} when osr refuses the request.
 */
export function rollLevelUp(request: LevelUpRequest): LevelUpResponse;

/**
 * The exact odds of a Gods & Monsters level-up's survival or verve
 * gain.
 * @throws {OsrError} when osr refuses the request.
 */
export function levelUpOdds(request: LevelUpOddsRequest): LevelUpOddsResponse;

/**
 * A system's spell list as data: every spell's stable ID, name and
 * what it does at a spell level (Cairn House Rules: targets,
 * duration, save, damage dice).
 * @throws {OsrError} when osr refuses the request.
 */
export function listSpells(request: ListSpellsRequest): ListSpellsResponse;

/**
 * Rolls the days of researching a new spell (3d6 Constitution,
 * TC-12.9): 4d6 per spell level, doubled when the researcher also
 * does their own chores; the spell is learnt at 50%.
 * @throws {OsrError} when osr refuses the request.
 */
export function rollResearch(request: ResearchRequest): ResearchResponse;

/**
 * The exact odds of the days a spell's research takes (3d6
 * Constitution, TC-12.9), with their mean.
 * @throws {OsrError} when osr refuses the request.
 */
export function researchOdds(request: ResearchOddsRequest): ResearchOddsResponse;

/**
 * Prepares a day's spells (3d6 Constitution, TC-12.3 to TC-12.7):
 * two hours with the spell book, each spell in a slot of its level or
 * higher, 1 fatigue for a second preparation the same day. Returns
 * the prepared spells that `castSpell` casts from, with each one's
 * exact chance of taking effect.
 * @throws {OsrError} when osr refuses the request.
 */
export function prepareSpells(request: PrepareSpellsRequest): PrepareSpellsResponse;

/**
 * Casts a spell by its system's rules, with the exact chance it
 * works before the dice: 3d6 Constitution, a prepared spell's d100
 * at most its rating, used up either way; Cairn House Rules, from a
 * spellbook (1 fatigue) or a scroll (used up), with the WIL saves of
 * danger and of a hit while casting; Gods & Monsters, the injury cap,
 * the movement left and a called shot's evasion roll; Block, Dodge,
 * Parry, the WIL save and the fatigue the spell adds.
 * @throws {OsrError} when osr refuses the request.
 */
export function castSpell<R extends CastSpellRequest>(request: R): Extract<CastSpellResponse, { system: R["system"] }>;

/**
 * Casts a known spell by ritual (3d6 Constitution, TC-12.2): an hour
 * per spell level with the spell book and components, and two
 * checks against DC 20, knowledge then will, each scaled by the
 * spell's rating; both must succeed. Returns both checks, the exact
 * chance it had and a line for players.
 * @throws {OsrError} when osr refuses the request.
 */
export function performRitual(request: RitualRequest): RitualResponse;

/**
 * Asks the Lord's blessing (3d6 Constitution, TC-11): thirty minutes
 * of an ordained priest's prayer, +1 on checks and saves that pursue
 * its purpose until both a sunrise and a sunset have passed; a
 * selfish purpose costs a point of penance, and acting on a just one
 * removes one.
 * @throws {OsrError} when osr refuses the request.
 */
export function askBlessing(request: BlessingRequest): BlessingResponse;

/**
 * A psychic attack that hit (Gods & Monsters): d4 + the attacker's
 * charisma major contributor + 1 per verve spent past the first,
 * taken from the defender's verve and then survival (which stuns),
 * or survival first by the defender's choice; past survival it is
 * injuries, which end the conflict for the defender. With the exact
 * odds of each damage.
 * @throws {OsrError} when osr refuses the request.
 */
export function psychicAttack(request: PsychicAttackRequest): PsychicAttackResponse;

/**
 * Disbelieves an illusion (Gods & Monsters): a perception roll at
 * the illusion's full penalty, taking a round, or a willpower roll at
 * half of it, accepting whatever real damage comes; seen through,
 * phantasmal damage comes back but for a tenth. With the exact
 * chance of seeing through it.
 * @throws {OsrError} when osr refuses the request.
 */
export function disbelieve(request: DisbeliefRequest): DisbeliefResponse;

/**
 * Learns a spell, tagged by `system`, then by `way`. 3d6
 * Constitution (TC-12.10 to TC-12.14): exploratory research with
 * Goetia or another magician's writings (a die among the spells not
 * yet known, learnt at 50%), a school's curriculum (its next spell,
 * at 50%), a mentor (half the mentor's rating), or focused study (a
 * d6 a day on the rating, to 100%). Gods & Monsters
 * (GM-magic.spell.acquire, .inscribe, .compatibility): a spell
 * looted, stolen, traded or bought with mojo, its cost, and the
 * compatibility roll it needs unless enough archetypal mojo paid
 * for it. Returns what was learnt, the exact odds before the dice, a
 * line for players and the faces used.
 * @throws {OsrError} when osr refuses the request.
 */
export function learnSpell<R extends LearnSpellRequest>(request: R): Extract<LearnSpellResponse, { system: R["system"] }>;

/**
 * One exploration turn on the clock. Cairn House Rules' dungeon turn
 * (CH-travel.turn): the party's action, the turn clock moves on one
 * (timers that run out say so), then the Dungeon Event d6, rolling
 * a wandering monster on the referee's table when it calls for one.
 * Returns what happened and the delve to pass to the next turn.
 * @throws {OsrError} when osr refuses the request.
 */
export function travelTurn(request: TurnRequest): TurnResponse;

/**
 * One watch of a wilderness journey (Cairn House Rules,
 * CH-travel.watch, CH-travel.wild, CH-travel.wild-event): the
 * company's action (travel, explore, a forced march at night, make
 * camp or rest), then on a watch of travel the Wilderness Event d6,
 * with the weather d6 on a 4 and the area's table for an encounter or
 * a clue. Returns what happened, as data and as lines for players, and
 * the journey to pass to the next watch.
 * @throws {OsrError} when osr refuses the request.
 */
export function wildernessWatch(request: WatchRequest): WatchResponse;

/**
 * One day of a 3d6 Constitution company trekking overland (TC-13.4,
 * TC-13.5, TC-13.8, TC-15.1): each hunter or forager rolls (the worst
 * cut to the distance counts), the miles are covered by terrain,
 * weather and load, the encounter checks are rolled on them, and each
 * traveller eats a ration, the rations found first. Returns what
 * happened, as data and as lines for players, the exact odds of each
 * number of encounters before the dice, and the trek to pass to the
 * next day.
 * @throws {OsrError} when osr refuses the request.
 */
export function trekDay(request: TrekDayRequest): TrekDayResponse;

/**
 * Rolls on a referee's own table (wandering monsters, weather,
 * rumours): the dice summed and the row they read.
 * @throws {OsrError} when osr refuses the request.
 */
export function rollOnTable(request: TableRollRequest): TableRollResponse;

/**
 * The exact odds of every row of a referee's table.
 * @throws {OsrError} when osr refuses the request.
 */
export function tableOdds(request: TableOddsRequest): TableOddsResponse;

/**
 * Rolls encounter checks: 3d6 Constitution's d6 per check, overland
 * (1 in 3) or in a dungeon (1 in 6), with the number met.
 * @throws {OsrError} when osr refuses the request.
 */
export function rollEncounter(request: EncounterRequest): EncounterResponse;

/**
 * The exact odds of meeting encounters: 3d6 Constitution's checks
 * (each number of encounters), or Cairn House Rules' Dungeon Event
 * die over a number of turns.
 * @throws {OsrError} when osr refuses the request.
 */
export function encounterOdds(request: EncounterOddsRequest): EncounterOddsResponse;

/**
 * Rolls a task of exploration or of dealing with people, tagged by
 * `system`, then by `task`. Murdham: balance, sneak, climb, swim and
 * leap (MU-travel.move.*); find shelter in bad weather and the areas
 * crossed per stretch or watch (MU-travel.weather.camp,
 * MU-travel.navigate); open a lock and break a wooden door down
 * (MU-travel.locks); notice a secret on entering its area
 * (MU-travel.passive); diplomacy and manipulation (MU-travel.diplomacy,
 * MU-travel.manip.*), stealing, finding a buyer or a dealer,
 * haggling, hearing rumours and cheating (MU-travel.steal,
 * MU-travel.trade.*, MU-travel.rumours, MU-travel.games.cheat);
 * befriending and training an animal (MU-travel.animals.*); riding,
 * driving a cart and a boat in danger (MU-travel.mounts,
 * MU-travel.carts, MU-travel.boats). Returns whether it succeeded and
 * what that means, the exact chance of success before the dice, the
 * saves rolled, any state to pass on (an animal, a door, an
 * attitude), a line for players and the faces used.
 * @throws {OsrError} when osr refuses the request.
 */
export function rollTask(request: TaskRequest): TaskResponse;

/**
 * Starts a fight of one system from its setup (the combatants, each
 * with an ID and a side, and the system's options) and returns the
 * fight's log, as the Rust library saves it, with who acts next.
 * Keep the log: `stepFight` takes it back with the next command.
 * @throws {OsrError} when osr refuses the request.
 */
export function startFight<R extends StartFightRequest>(request: R): Extract<FightResponse, { system: R["system"] }>;

/**
 * Applies one command to a saved fight, rolling what it needs from
 * `dice`, and returns the new log, the events the command made, the
 * faces it used and who acts next. The log is read back by replaying
 * it, so a log edited by hand (`forged`) or a command the rules do
 * not allow now (`out_of_turn`) is refused, and nothing changes.
 * @throws {OsrError} when osr refuses the request.
 */
export function stepFight<R extends StepFightRequest>(request: R): Extract<FightResponse, { system: R["system"] }>;

/**
 * Plays many whole fights of one setup from a seed, each under the
 * library's simple policy (everyone attacks the first foe still in
 * the fight), and counts how often each side wins. 3d6 Constitution
 * (one on one), Cairn House Rules and Gods & Monsters.
 * @throws {OsrError} when osr refuses the request.
 */
export function simulateFights(request: SimulateRequest): SimulateResponse;

/**
 * The exact odds of each ending of a Cairn House Rules duel (two
 * fighters trading blows until one is out), as fractions and
 * decimals.
 * @throws {OsrError} when osr refuses the request.
 */
export function fightOdds(request: DuelOddsRequest): DuelOddsResponse;

/**
 * Rolls initiative at the start of a fight, by the system's rules,
 * with the exact odds before the dice. 3d6 Constitution (TC-5.1,
 * TC-5.10, TC-5.11): 1d20 + wits + a bonus for each combatant, or an
 * ambusher's or a flat-footed victim's start; the order from the
 * highest, and each one's chance of the highest score alone (the
 * superior initiative). Cairn House Rules (CH-combat.initiative):
 * each PC's DEX save, or Haste or Slow; who acts before the enemies
 * in every phase, and the odds of how many do. Murdham
 * (MU-combat.awareness.*): whether each side spots the other at an
 * encounter's start, by the sides' stances and a group WIT save, and
 * the odds of each way it falls out.
 * @throws {OsrError} when osr refuses the request.
 */
export function rollInitiative<R extends InitiativeRequest>(request: R): Extract<InitiativeResponse, { system: R["system"] }>;

/**
 * Starts the house rules' initiative (side or individual d6
 * initiative, not a rule of the five books) for a fight's entrants,
 * and returns its saved log with where the round is; with side
 * initiative, the exact odds of which side acts first.
 * @throws {OsrError} when osr refuses the request.
 */
export function startHouseInitiative(request: StartHouseInitiativeRequest): HouseInitiativeResponse;

/**
 * Applies one command (a declaration, the roll, a turn's end, a
 * combatant leaving, the fight's end) to a saved initiative, rolling
 * what the roll needs from `dice`, and returns the new log, its
 * events with their lines, the faces used, and who acts next.
 * @throws {OsrError} when osr refuses the request.
 */
export function stepHouseInitiative(request: StepHouseInitiativeRequest): HouseInitiativeResponse;

/**
 * Creates a character. For `constitution`, `cairn_house` and
 * `gods_and_monsters` it rolls by the rules from `dice`, with the
 * player's choices (all optional: a request with only `system` and
 * `dice` always works); for `murdham` and `block_dodge_parry`, whose
 * rules give no rolled creation, it builds the sheet from the given
 * values. Returns the sheet document, the faces used, each step of
 * the creation and the values the sheet derives.
 * @throws {OsrError} when osr refuses the request.
 */
export function createCharacter(request: CreateCharacterRequest): CreateCharacterResponse;

/**
 * Reads a stored sheet document through osr-sheet's checks (system,
 * version, every value and the rules between them) and returns it as
 * written back, with the values the sheet derives (defense, saves,
 * load, level, ...).
 * @throws {OsrError} when osr refuses the request.
 */
export function readSheet(request: ReadSheetRequest): ReadSheetResponse;

/**
 * Applies one operation of the sheet's system to a stored sheet
 * (buying, experience, damage, rest, ...), rolling from `dice` where
 * the rules roll, and returns the new document, what happened and
 * the faces used. A refused operation leaves nothing changed.
 * @throws {OsrError} when osr refuses the request.
 */
export function applyToSheet<S extends SheetDocument>(request: {
  sheet: S;
  operation: SheetOperationOf<S["system"]>;
  dice?: Dice | null;
}): ApplyToSheetResponse & { sheet: S };

/** The operations the sheets of `system` take (`never` for none). */
export type SheetOperationOf<System extends SheetDocument["system"]> =
  Extract<ApplyToSheetRequest, { sheet: { system: System } }>["operation"];

/**
 * The combatant a sheet fights as, for the `combatants` of its
 * system's `startFight` setup (3d6 Constitution, Cairn House Rules,
 * Gods & Monsters and Murdham; Block, Dodge, Parry has no fight).
 * After the fight, the sheet's `after_fight` operation takes back
 * what the fight left it.
 * @throws {OsrError} when osr refuses the request.
 */
export function combatantFromSheet<S extends SheetDocument>(request: {
  sheet: S;
  id: number;
  side?: Side | null;
}): Extract<CombatantFromSheetResponse, { system: S["system"] }>;

/**
 * Plays a whole expedition of any system by its rules: the table's
 * party (rolled by the rules where the system makes characters),
 * its purchases, the road, the site and what is met there, the
 * fights, rests and meals, the way home and what the treasure
 * brings, every consequence applied. Returns the chronicle as lines
 * for players, the party's sheets at the end, and how it ended. The
 * same seed, or the same faces, plays the same expedition.
 * @throws {OsrError} when osr refuses the request.
 */
export function playExpedition(request: PlayExpeditionRequest): PlayExpeditionResponse;

/**
 * Lives one day of 3d6 Constitution's food, water, exertion and
 * sleep (TC-15): fasting and starvation, strain, thirst (a strength
 * save against DC 20 on a day without water, which needs `dice`) and
 * sleep loss, each with its penalty. Start from `strength` for a
 * character fed and rested, or from `deprivation`, as the last day
 * left it. Returns the state to pass to the next day and what
 * happened.
 * @throws {OsrError} when osr refuses the request.
 */
export function deprivationDay(request: DeprivationDayRequest): DeprivationDayResponse;

/**
 * Rolls one hunter's (or forager's) day in 3d6 Constitution: the
 * check against the ground's DC (STR with a ranged weapon, knowledge
 * with traps or foraging), the rations laid down and the quarters of
 * the day's distance it costs, with the exact odds of that cost.
 * @throws {OsrError} when osr refuses the request.
 */
export function rollHunt(request: HuntRequest): HuntResponse;

/**
 * The exact odds of a disease's whole course from the next day on,
 * day after day as `diseaseDay` lives them: each way it ends (Block,
 * Dodge, Parry: recovered with the damaged ability's score, or dead
 * at STR 0; Murdham: recovered with STR then, black gangrene's
 * rotting feet, or hopeless at STR 0), the exact mean days, and the
 * chance of it ending on each of the next `days`.
 * @throws {OsrError} when osr refuses the request.
 */
export function diseaseOdds<R extends DiseaseOddsRequest>(request: R): Extract<DiseaseOddsResponse, { system: R["system"] }>;

/**
 * Starts an expedition of one system, to step command by command:
 * from the caller's setup (the party and the referee's site, read
 * through the same checks as a saved expedition's), or without one
 * from the table's (its party rolled by the rules from `dice` where
 * the system rolls characters). Returns the saved expedition to send
 * back with the next command, the commands the rules allow now, and
 * the party's sheets.
 * @throws {OsrError} when osr refuses the request.
 */
export function startExpedition<R extends StartExpeditionRequest>(request: R): Extract<ExpeditionResponse, { system: R["system"] }>;

/**
 * Applies one command to a saved expedition (a purchase, a march, a
 * fight, a rest, ...), rolling what it needs from `dice`, and returns
 * the new saved expedition, the events the command made with their
 * lines, the faces it used, the commands allowed next, the party's
 * sheets and, once over, how it ended. The expedition is read back by
 * replaying it, so one edited by hand (`forged`) or a command the
 * rules do not allow now (`not_now`) is refused, and nothing changes.
 * @throws {OsrError} when osr refuses the request.
 */
export function stepExpedition<R extends StepExpeditionRequest>(request: R): Extract<ExpeditionResponse, { system: R["system"] }>;

/**
 * Rolls a hazard outside a fight, tagged by `system`, then by
 * `hazard`, and applies what it does. Gods & Monsters: a fall
 * (GM-health.falling: the falling table's d6s, evasion under 20
 * feet, one injury per die, the end of the round's checks),
 * suffocation (GM-health.suffocation: the buffer, then health rolls
 * at -1 more each minute, the suffocation handed back step by step),
 * a semi-conscious character's response (GM-health.semi-conscious:
 * willpower or a d4 of rounds) and a roll to awaken
 * (GM-health.awaken: at minus the injuries). Murdham: a fall
 * (MU-health.fall: d4 direct per full 2 m, an AGI save takes 2 m
 * off), the elements (MU-health.cold-heat, .fire, .lightning),
 * suffocation or drowning (MU-health.suffocate), fear for one
 * character or a group (MU-health.fear.*: a WIT save, or frightened
 * or terrified until the end of the stretch; wards), a stretch of
 * torture (MU-health.torture: d6 direct, then a WIT save or talk)
 * and a crash (MU-health.crash: a d4 direct for the rider, or for a
 * cart or boat and each passenger). Block, Dodge, Parry: a fall
 * (1d10 STR per floor, then a Critical Damage Save) and the rules'
 * other environmental damage (BDP-1.7.1). Cairn House Rules: a trap
 * (CH-health.trap-damage: a save, then damage straight off an
 * ability). Returns the state after, what happened, the exact odds
 * of each consequence before the dice, a line for players and the
 * faces used.
 * @throws {OsrError} when osr refuses the request.
 */
export function rollHazard<R extends HazardRequest>(request: R): Extract<HazardResponse, { system: R["system"] }>;

/**
 * Rolls poison, tagged by `system`, then by `step`. Murdham
 * (MU-health.poison.*): a dose (the first of a stretch resisted with
 * a STR save, any other taking effect), noticing poison in food or
 * drink (a WIT save), the end of the stretch without an antidote
 * (d12 direct damage, 4 corruption, or death), and for drugs
 * (MU-health.drug.*) the WIT save against addiction when one takes
 * effect and the WIT an addicted character loses at a rest without
 * it. Gods & Monsters (GM-health.ailment.*): contracting an ailment
 * (a reaction at minus its strength and the injuries) and each later
 * action time of its course, each applying what the effect does:
 * injury points to the character's vitals, with the checks at the
 * end of the round (GM-health.unconscious, GM-health.death-check),
 * or a penalty, paralysis or sleep as the condition the character
 * is in. Returns the state to pass on, what happened, the exact
 * chance before the dice (and for an ailment the exact odds of the
 * amount taken and of each consequence for the vitals), a line for
 * players and the faces used.
 * @throws {OsrError} when osr refuses the request.
 */
export function rollPoison<R extends PoisonRequest>(request: R): Extract<PoisonResponse, { system: R["system"] }>;

/**
 * Rests, tagged by `system`, then by `rest`, outside a sheet. Cairn
 * House Rules (CH-health.rest.*): a short rest (all HP back), a long
 * rest (all HP, no fatigue, d6 back to one ability, not above its
 * maximum) or a full rest (all of it back). Gods & Monsters
 * (GM-health.rest): a night's rest (a health roll at the injury
 * penalty: passed, the level back in survival or one injury healed;
 * failed, 1 survival) or a full day's rest (the same as passed, no
 * roll). 3d6 Constitution (TC-6.4, TC-6.5, TC-7.2): a short rest (the
 * HP re-roll with one extra die per fatigue and penance, the highest
 * dropped, then 1 fatigue) or a good night's sleep (fatigue reset,
 * minor wounds healed, the morning HP re-roll). Block, Dodge, Parry
 * (BDP-1.8.2.sleep, BDP-1.8.1.breath): a night's sleep of a quality
 * (none leaves the character deprived; normal and comfortable remove
 * all Fatigue; comfortable gives back 1 point of one ability's loss)
 * or catching one's breath (all HP back and the waterskin's usage
 * die rolled). Murdham (MU-health.drug.withdrawal): a daily or a full
 * rest, at which an addict short of its drug loses WIT (1 at a daily
 * rest without it, 1 per missing unit of 8 at a full rest); what a
 * rest restores is in another chapter of the game. Returns the state
 * after, what happened, the exact odds before the dice, a line for
 * players and the faces used.
 * @throws {OsrError} when osr refuses the request.
 */
export function takeRest<R extends RestRequest>(request: R): Extract<RestResponse, { system: R["system"] }>;

/**
 * Seals a document (a character sheet or a saved fight) with a
 * referee's secret key, given as hexadecimal digits (at least 32):
 * HMAC-SHA256 over the document as the library writes it back after
 * reading it, so its layout and key order do not matter. Returns the
 * seal, 64 hexadecimal digits, which can travel with the document;
 * the key must not.
 * @throws {OsrError} when osr refuses the request.
 */
export function sealDocument(request: SealDocumentRequest): SealDocumentResponse;

/**
 * Verifies that a player's copy of a document is the one sealed with
 * the key: the copy is read back through the library's checks and
 * its seal compared in constant time. Returns the seal; a copy that
 * was edited, even consistently (a fight replayed after a foe's DR
 * was raised), throws `seal_mismatch`.
 * @throws {OsrError} when osr refuses the request.
 */
export function verifySeal(request: VerifySealRequest): VerifySealResponse;

/**
 * A fight held in the module and stepped one command at a time, without
 * replaying its log on every call as `stepFight` does: what a tracker
 * keeps open through a fight. `new FightTracker(request)` starts one from
 * a `startFight` request; `FightTracker.resume({system, fight, names})`
 * goes on with a saved one (replayed once). Call `free()` when done with
 * it: the fight is held in the WebAssembly module's memory.
 * @throws {OsrError} when osr refuses a request.
 */
export class FightTracker<System extends StartFightRequest["system"] = StartFightRequest["system"]> {
  constructor(request: StartFightRequest & { system: System });
  /** Goes on with a saved fight, read back by replaying it once. */
  static resume<R extends ResumeFightRequest>(request: R): FightTracker<R["system"]>;
  /**
   * Applies one command of the fight's system, rolled from `dice`: what it
   * did and where the fight is now. A refused command changes nothing.
   */
  step(request: Extract<TrackedCommand, { system: System }>): Extract<FightStep, { system: System }>;
  /** Where the fight is now, with no events. */
  state(): Extract<FightStep, { system: System }>;
  /** The fight's log, as `startFight` and `stepFight` write it: `stepFight` and `resume` take it. */
  save(): Extract<FightResponse, { system: System }>["fight"];
  /** Frees the fight held in the module; the tracker is unusable after. */
  free(): void;
}

/** Every `kind` of error an operation may throw (`OsrError.kind`). */
export type ErrorKind =
  | "invalid_request"
  | "out_of_range"
  | "unknown_operation"
  | "request_too_large"
  | "too_many_faces"
  | "too_many_variables"
  | "too_many_items"
  | "too_many_archetypes"
  | "too_many_names"
  | "log_too_long"
  | "dice_required"
  | "unused_faces"
  | "unknown_table"
  | "unsupported_operation"
  | "unsupported_version"
  | "internal"
  | "zero_sides"
  | "dice_count"
  | "face_out_of_range"
  | "faces_exhausted"
  | "not_on_ladder"
  | "empty_usage_die"
  | "not_dice"
  | "empty"
  | "unexpected"
  | "number_too_large"
  | "repeated"
  | "limit"
  | "unbound"
  | "dice_in_count"
  | "negative_count"
  | "no_faces"
  | "never_stops"
  | "keep_exceeds_pool"
  | "never_matches"
  | "invalid_probability"
  | "forged_roll"
  | "clamp_order"
  | "division_by_zero"
  | "overflow"
  | "limit_reached"
  | "unsupported"
  | "unresolved"
  | "forged"
  | "invalid_odds"
  | "inconsistent"
  | "no_rerolls_left"
  | "task_passed"
  | "no_retry"
  | "task_exhausted"
  | "group_size_mismatch"
  | "not_in_rules"
  | "too_many_states"
  | "never_ends"
  | "unknown_id"
  | "inexact"
  | "off_progression"
  | "invalid_money"
  | "no_backpack"
  | "item_too_heavy"
  | "inexact_bulk"
  | "invalid_bulk"
  | "mismatch"
  | "above_maximum"
  | "dead"
  | "inconsistent_state"
  | "not_tough"
  | "no_free_slot"
  | "no_such_wound"
  | "indefinite"
  | "permanent_wound"
  | "already_over"
  | "negative_award"
  | "xp_beyond_table"
  | "level_not_in_table"
  | "invalid_table"
  | "not_enough_mojo"
  | "invalid"
  | "no_spell_book"
  | "not_initiated"
  | "spells_do_not_fit"
  | "no_such_prepared_spell"
  | "already_cast"
  | "nothing_to_learn"
  | "encumbered"
  | "hands_not_free"
  | "above_injury_cap"
  | "not_psychic"
  | "not_enough_verve"
  | "verve_above_level"
  | "not_allowed"
  | "bad_table"
  | "unknown_combatant"
  | "out_of_turn"
  | "fight_over"
  | "duplicate_combatant"
  | "out_of_fight"
  | "same_side"
  | "already_acted"
  | "health_mismatch"
  | "empty_side"
  | "not_superior"
  | "disoriented"
  | "not_trained"
  | "missile_no_move"
  | "charge_too_late"
  | "already_in_melee"
  | "blinded"
  | "no_targets"
  | "duel_unended"
  | "surprised_cannot_act"
  | "attacks_itself"
  | "not_their_choice"
  | "choice_missing"
  | "turn_lost"
  | "must_attack"
  | "too_far"
  | "cannot_sprint"
  | "blow_not_allowed"
  | "aftermath_beyond_dice"
  | "not_their_turn"
  | "wrong_system"
  | "not_enough_coins"
  | "not_for_sale"
  | "too_many"
  | "no_such_entry"
  | "bad_text"
  | "not_enough_money"
  | "too_long"
  | "above_limit"
  | "duplicate"
  | "class_exclusive"
  | "not_derived"
  | "concept_refused"
  | "overloaded"
  | "no_level_due"
  | "invalid_choice"
  | "unreachable"
  | "expedition_over"
  | "no_such_member"
  | "not_now"
  | "unable"
  | "bad_name"
  | "seal_mismatch"
  | "key_too_short"
  | "key_odd_digits"
  | "seal_length"
  | "not_hex"
  | "unreadable_document"
  | "unwritable_document";

/** The six ability scores of a character. */
export interface Abilities {
  /** Agility. */
  agi: number;
  /** Charisma. */
  cha: number;
  /** Endurance. */
  end: number;
  /** Intelligence. */
  int: number;
  /** Strength. */
  str: number;
  /** Wisdom. */
  wis: number;
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

/** The five abilities. */
export type Ability = "str" | "wit" | "kno" | "wil" | "cha";

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

/** How a spell formula was acquired. */
export type AcquiredBy = {
  by: "loot";
} | {
  by: "theft";
} | {
  by: "trade";
} | {
  /** Archetypal mojo spent, at most the whole cost. */
  archetypal: number;
  by: "mojo";
};

/** An ailment's step. */
export interface AilmentRolled {
  /**
   * The exact odds of the amount taken this time (0: it does not take
   * effect), before the dice.
   */
  amount_odds: Uint32Odds;
  /**
   * The exact chance of the effect being taken this time, before the
   * dice.
   */
  chance: Probability;
  /**
   * What else the ailment holds the character in after this step, the
   * effects taken so far added up: a penalty while the ailment runs,
   * or paralysis or sleep for so many minutes from when it first took
   * effect; none for an ailment that injures, or one thrown off.
   */
  condition: GodsAndMonstersAilmentCondition | null;
  /**
   * How the step left the character's vitals: unharmed (no injury
   * taken), injured, unconscious, dying (conscious or not) or doomed.
   */
  consequence: GodsAndMonstersConsequence;
  /** The course after the step: pass it to the next action time. */
  course: GodsAndMonstersAilmentCourse;
  /** The death timer, when the character is dying. */
  death_timer: GodsAndMonstersDeathTimer | null;
  /** What happened, in order. */
  events: Array<GodsAndMonstersHealthEvent>;
  /** The faces used, in order. */
  faces: Array<number>;
  /**
   * The exact odds of each consequence for the vitals, before the
   * dice: the effect's chance, each amount of injury points, then the
   * roll to stay conscious and the death check.
   */
  odds: GodsAndMonstersConsequenceOdds;
  /** Where the course stands: exposed, ailing, or over. */
  phase: GodsAndMonstersAilmentPhase;
  /**
   * The amount of the effect taken this time (injury points, minutes
   * of paralysis or sleep, penalty points), if it took effect.
   */
  taken: number | null;
  /** What happened, as a line for players. */
  text: string;
  /**
   * For a first exposure, the exact odds of how many times the effect
   * is taken over the whole course, every roll at the injury penalty
   * the character has now (the injury points the ailment itself adds
   * on the way, food poisoning's, are not counted in them).
   */
  times_taken_odds: Uint32Odds | null;
  /**
   * For how many minutes the character goes unconscious, when they
   * do.
   */
  unconscious_minutes: number | null;
  /**
   * Survival, verve and injuries after, the injury points the ailment
   * gave included: pass them on.
   */
  vitals: GodsAndMonstersVitals;
}

/** An answer of the Die of Fate, worst first. */
export type Answer = "no_and" | "no" | "no_but" | "yes_but" | "yes" | "yes_and";

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
 * with `path` pointing at the value that was refused and serde's message
 * saying why.
 */
export interface ApiError {
  /**
   * A stable `snake_case` key for what went wrong
   * (`"keep_exceeds_pool"`, `"out_of_range"`, `"invalid_request"`).
   */
  kind: string;
  /** The message, as the Rust error displays it. */
  message: string;
  /**
   * Where in the request, for a request refused as it is read: a JSON
   * Pointer (RFC 6901) to the value refused, `"/abilities/str"` for a
   * sheet's STR, `""` for the request as a whole. The message starts
   * with it (`at /abilities/str: ...`).
   */
  path?: string | null;
  /** Where in the dice notation, for notation errors. */
  span?: ErrorSpan | null;
}

/** An operation on a stored sheet: the sheet, one operation its system takes (`op`), and the dice for operations that roll. */
export type ApplyToSheetRequest = {
  /** Where the faces come from, for operations that roll. */
  dice?: Dice | null;
  operation: ConstitutionSheetOperation;
  sheet: ConstitutionSheetDocument;
} | {
  /** Where the faces come from, for operations that roll. */
  dice?: Dice | null;
  operation: CairnHouseSheetOperation;
  sheet: CairnHouseSheetDocument;
} | {
  /** Where the faces come from, for operations that roll. */
  dice?: Dice | null;
  operation: GodsAndMonstersSheetOperation;
  sheet: GodsAndMonstersSheetDocument;
} | {
  /** Where the faces come from, for operations that roll. */
  dice?: Dice | null;
  operation: MurdhamSheetOperation;
  sheet: MurdhamSheetDocument;
} | {
  /** Where the faces come from, for operations that roll. */
  dice?: Dice | null;
  operation: BlockDodgeParrySheetOperation;
  sheet: BlockDodgeParrySheetDocument;
};

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
export type Archetype = "warrior" | "thief" | "sorceror" | "prophet" | "monk";

/** One archetype's level, after advancing. */
export interface ArchetypeLevel {
  /** The archetype. */
  archetype: Archetype;
  /** Its level after advancing. */
  level: number;
}

/** Where a critical injury lands. */
export type Area = "torso" | "left_leg" | "right_leg" | "left_arm" | "right_arm" | "head";

/** Armor, shields and the full helmet. */
export type Armor = "gm.armor.cloth" | "gm.armor.leather" | "gm.armor.banded-leather" | "gm.armor.scale-mail" | "gm.armor.chain-mail" | "gm.armor.splint-mail" | "gm.armor.plate-mail" | "gm.armor.full-plate" | "gm.armor.ceremonial-plate" | "gm.armor.shield" | "gm.armor.large-shield" | "gm.armor.small-shield" | "gm.armor.full-helmet";

/** The general classes of armour. */
export type ArmourClass = "tc.armour.leather-hide" | "tc.armour.half-chain" | "tc.armour.full-chain" | "tc.armour.half-plate" | "tc.armour.full-plate";

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

/** One ability to try and its score, as `Improvement` serializes. */
export interface Attempt {
  /** The ability to try. */
  ability: Ability;
  /** Its score, 1 to 20. */
  score: number;
}

/** How a being feels about the company, from worst to best. */
export type Attitude = "hostile" | "unfriendly" | "neutral" | "friendly";

/** What haggling gets. */
export type Bargain = "listed_price" | "discount";

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

/** The purpose a blessing is asked for (TC-11.1). */
export type BlessingPurpose = "just" | "selfish";

/** A blessing to ask for. */
export interface BlessingRequest {
  /** The priest's penance before asking (0 to 40). */
  penance?: number;
  /** When the prayers begin, in minutes after midnight (0 to 1439). */
  prayed_at: number;
  /** What the blessing is for: `"just"` or `"selfish"`. */
  purpose: BlessingPurpose;
  /** The priest's sage specialisations: only the ordained are blessed. */
  specialisations: Specialisations;
  /** Sunrise, in minutes after midnight. */
  sunrise: number;
  /** Sunset, in minutes after midnight. */
  sunset: number;
  /** The system: 3d6 Constitution (`"constitution"`). */
  system: "constitution";
}

/** A blessing given. */
export interface BlessingResponse {
  /** When it ends, in minutes after midnight. */
  ends_at: number;
  /**
   * How long it lasts from the end of the prayers, in minutes: until a
   * sunrise and a sunset have both passed.
   */
  lasts: number;
  /** The minutes of prayer: 30. */
  minutes: number;
  /** The modifier on checks and saves that pursue the purpose: +1. */
  modifier: number;
  /** The priest's penance after asking: one more for a selfish purpose. */
  penance: number;
  /**
   * The penance once the blessed have acted on the purpose: one less
   * for a just purpose.
   */
  penance_when_fulfilled: number;
  /** What it is for. */
  purpose: BlessingPurpose;
  /** What happened, as a line for players. */
  text: string;
}

/** The three abilities. */
export type BlockDodgeParryAbility = "str" | "dex" | "wil";

/**
 * Where the night is spent (osr-travel's rest sites), which sets the
 * rest it gives.
 */
export type BlockDodgeParryCamp = "awake" | "dungeon_room" | "blizzard_camp" | "wilderness_camp" | "simple_inn" | "luxurious_chamber" | "fey_spring";

/** A day's treatment at home, for one ability's loss. */
export type BlockDodgeParryCare = "healer" | "spa" | "company";

/** Block, Dodge, Parry. */
export type BlockDodgeParryCheckRoll = (SaveRollResult) & ({
  procedure: "save";
}) | (BlockDodgeParryContestRollResult) & ({
  procedure: "contest";
}) | (ResolutionOutcomeResult) & ({
  procedure: "time_gear_skill";
}) | (AnswerTableRollResult) & ({
  procedure: "die_of_fate";
}) | (Uint32OutcomeResult) & ({
  procedure: "small_die";
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

/** The result of a Critical Damage Save, worst first. */
export type BlockDodgeParryCritical = "dead" | {
  injured: BlockDodgeParryInjury;
} | "immobilised" | "debilitated" | {
  prevented: Area;
} | "unharmed";

/** The exact probability of every outcome band, as fractions in lowest terms that sum to exactly 1 (with the tail). */
export interface BlockDodgeParryCriticalOdds {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: BlockDodgeParryCritical;
    p: Probability;
  }>;
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: BlockDodgeParryCritical;
    p: Probability;
  } | null;
}

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

/** Where a disease stands after a day. */
export type BlockDodgeParryDiseaseCourse = "failed" | "passed" | "healed";

/** The exact probability of every outcome band, as fractions in lowest terms that sum to exactly 1 (with the tail). */
export interface BlockDodgeParryDiseaseCourseOdds {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: BlockDodgeParryDiseaseCourse;
    p: Probability;
  }>;
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: BlockDodgeParryDiseaseCourse;
    p: Probability;
  } | null;
}

/** How a disease's course ends. */
export type BlockDodgeParryDiseaseEnd = {
  end: "recovered";
  /** The damaged ability's score when the disease ended. */
  score: number;
} | {
  end: "died";
};

/** The exact probability of every outcome band, as fractions in lowest terms that sum to exactly 1 (with the tail). */
export interface BlockDodgeParryDiseaseEndOdds {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: BlockDodgeParryDiseaseEnd;
    p: Probability;
  }>;
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: BlockDodgeParryDiseaseEnd;
    p: Probability;
  } | null;
}

/** How a Block, Dodge, Parry disease runs, with exact odds. */
export interface BlockDodgeParryDiseaseOdds {
  /** The chance of it lasting longer than the days listed. */
  beyond: Probability;
  /**
   * The chance of it ending on each day listed, the first day
   * first (fewer days when it always ends sooner).
   */
  by_day: Array<Probability>;
  /** Each way it ends, with its exact chance. */
  endings: BlockDodgeParryDiseaseEndOdds;
  /** The exact mean number of days until it ends. */
  mean_days: Exact;
}

/** What a remedy does. */
export type BlockDodgeParryEffect = {
  restore: {
    /** The ability. */
    ability: BlockDodgeParryRecipeAbility;
    /** Points restored. */
    dice: CountedDice;
  };
} | "upgrade_rest" | {
  cure: BlockDodgeParryLightWound;
} | {
  stiff_joints: number;
} | "simple_meal";

/** Something a blow did, in order. */
export type BlockDodgeParryEvent = {
  event: "hp_lost";
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  /** The change. */
  change: BlockDodgeParryHealthEvent;
  event: "body";
};

/** A saved Block, Dodge, Parry expedition: its setup, commands, faces and events, read back by replaying them. */
export interface BlockDodgeParryExpedition {
  /** Every command applied, in order. */
  commands: Array<BlockDodgeParryExpeditionCommand>;
  /** Every event the commands made, in order. */
  events: Array<BlockDodgeParryExpeditionEvent>;
  /** Every face rolled, in order. */
  faces: Array<number>;
  /** The combatants and the rules the fight was set up with. */
  setup: BlockDodgeParryExpeditionSetup;
  /**
   * The version of the saved form; absent means 1 (`null` is
   * refused).
   */
  version?: number;
}

/**
 * A procedure of play, applied by `Expedition::step`: one the party
 * cannot do where it is is refused and changes nothing.
 *
 * `Expedition::step`: osr_combat::Log::step
 */
export type BlockDodgeParryExpeditionCommand = {
  command: "travel";
} | {
  /** Where. */
  camp: BlockDodgeParryCamp;
  command: "camp";
  /** What is eaten. */
  food: BlockDodgeParryFood;
} | {
  command: "explore";
} | {
  command: "fight";
  /** How the party fights. */
  policy: BlockDodgeParryPolicy;
} | {
  command: "breather";
} | {
  command: "take";
} | {
  command: "leave";
} | {
  command: "treat";
} | {
  command: "disband";
};

/**
 * Something that happened on the expedition, with every die it rolled.
 *
 * `Display` writes it as a line for players: members and foes by name,
 * dice as `d20 14`.
 */
export type BlockDodgeParryExpeditionEvent = {
  /** Whether the party got there. */
  arrived: boolean;
  /** The day of the expedition. */
  day: number;
  event: "walked";
  /** The site's name. */
  site: Name;
  /** Where to. */
  toward: BlockDodgeParryGoal;
} | {
  /** Where. */
  camp: BlockDodgeParryCamp;
  /** The day of the expedition. */
  day: number;
  event: "camped";
  /** What they eat. */
  food: BlockDodgeParryFood;
} | {
  /** What the meal did. */
  changes: Array<BlockDodgeParryEvent>;
  event: "ate";
  /** What. */
  food: BlockDodgeParryFood;
  /** Whose pack a ration came from, for rations. */
  from?: Name | null;
  /** Whether the meal stayed down (it counts as the day's meal). */
  kept: boolean;
  /** Who. */
  member: Name;
  /** The WIL save's d20 for a desperate meal (none for others). */
  save: Array<Rolled>;
  /** The WIL score it was saved against. */
  wil: number;
} | {
  event: "no_rations";
  /** Who. */
  member: Name;
} | {
  /** What the night did. */
  changes: Array<BlockDodgeParryEvent>;
  event: "slept";
  /** Who. */
  member: Name;
  /** The ability a comfortable rest gave a point back, if any. */
  restored?: BlockDodgeParryAbility | null;
} | {
  event: "came_to";
  /** Who. */
  member: Name;
} | {
  /** The day that ended. */
  day: number;
  event: "day_ended";
} | {
  /** What going hungry did. */
  changes: Array<BlockDodgeParryEvent>;
  event: "hungry";
  /** Who. */
  member: Name;
} | {
  /** The Fatigue gained (none when every slot is full). */
  changes: Array<BlockDodgeParryEvent>;
  /** Days deprived so far. */
  days: number;
  event: "deprivation";
  /** Who. */
  member: Name;
} | {
  /** Its usage die. */
  die: UsageDie;
  event: "torch_lit";
  /** Torches left after it. */
  left: number;
} | {
  /** The die after. */
  after: UsageDie;
  /** The die before. */
  before: UsageDie;
  /** The die rolled. */
  die: Rolled;
  event: "torch_burned";
} | {
  event: "torch_out";
} | {
  event: "dropped";
  /** What (`"torches"`). */
  gear: Name;
  /** Who. */
  member: Name;
} | {
  event: "entered";
  /** The room. */
  room: Name;
  /** The turn in the site. */
  turn: number;
} | {
  /** With what. */
  ability: BlockDodgeParryAbility;
  /** The d20. */
  dice: Array<Rolled>;
  event: "saved";
  /** Who. */
  member: Name;
  /** Whether it passed. */
  passed: boolean;
  /** The score. */
  score: number;
} | {
  /** What the fall did. */
  changes: Array<BlockDodgeParryEvent>;
  /** The Critical Damage Save's dice (d20, d10, d4 or d6). */
  critical: Array<Rolled>;
  /** The d10s of the fall. */
  dice: Array<Rolled>;
  event: "fell";
  /** Floors fallen. */
  floors: number;
  /** Who. */
  member: Name;
} | {
  event: "met";
  /** The foes. */
  foes: Array<Name>;
} | {
  event: "surprised";
  /** Its fighters. */
  names: Array<Name>;
  /** The side. */
  side: Side;
} | {
  event: "exchange";
  /** Its number in the fight. */
  number: number;
} | {
  /** Who strikes. */
  attacker: Name;
  /** What the blow did. */
  changes: Array<BlockDodgeParryEvent>;
  /** The Critical Damage Save's dice (d20, d10, d4 or d6). */
  critical: Array<Rolled>;
  /** The weapon's die. */
  die: Rolled;
  event: "struck";
  /** Who is struck. */
  target: Name;
  /** With what. */
  weapon: Name;
} | {
  /** Whose blow. */
  attacker: Name;
  /** The Fatigue gained. */
  changes: Array<BlockDodgeParryEvent>;
  event: "blocked";
  /** Who blocks. */
  member: Name;
} | {
  /** Why. */
  critical: BlockDodgeParryCritical;
  event: "down";
  /** Who. */
  who: Name;
} | {
  event: "fought";
  /** Exchanges fought. */
  exchanges: number;
  /** How it ended. */
  outcome: BlockDodgeParryOutcome;
} | {
  /** The waterskin after. */
  after: UsageDie;
  /** The usage die rolled. */
  die: Rolled;
  event: "breath";
  /** HP before and after. */
  hp: [number, number];
  /** Who. */
  member: Name;
  /** The waterskin before. */
  waterskin: UsageDie;
} | {
  event: "no_breath";
  /** Who. */
  member: Name;
  /** Why not. */
  reason: BlockDodgeParryNoBreath;
} | {
  event: "found";
  /** Its slots. */
  slots: number;
  /** What. */
  treasure: Name;
} | {
  /** HP lost when it fills every slot. */
  changes: Array<BlockDodgeParryEvent>;
  event: "took";
  /** Slots free after. */
  free: number;
  /** Who. */
  member: Name;
  /** Its slots. */
  slots: number;
  /** What. */
  treasure: Name;
} | {
  event: "no_room";
  /** Its slots. */
  slots: number;
  /** What. */
  treasure: Name;
} | {
  event: "left";
  /** The site. */
  site: Name;
} | {
  /** Where. */
  care: BlockDodgeParryCare;
  /** What it did. */
  changes: Array<BlockDodgeParryEvent>;
  /** The d4 (none while deprived). */
  dice: Array<Rolled>;
  event: "treated";
  /** Who. */
  member: Name;
} | {
  event: "home";
  /** The treasure brought home. */
  treasure: Array<Name>;
  /** What it is worth, in the referee's coins. */
  value: number;
} | {
  /** How. */
  ending: ExpeditionEnding;
  event: "ended";
};

/**
 * Something that happened on the expedition, with every die it rolled.
 *
 * `Display` writes it as a line for players: members and foes by name,
 * dice as `d20 14`.
 */
export type BlockDodgeParryExpeditionEventLine = {
  /** Whether the party got there. */
  arrived: boolean;
  /** The day of the expedition. */
  day: number;
  event: "walked";
  /** The site's name. */
  site: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Where to. */
  toward: BlockDodgeParryGoal;
} | {
  /** Where. */
  camp: BlockDodgeParryCamp;
  /** The day of the expedition. */
  day: number;
  event: "camped";
  /** What they eat. */
  food: BlockDodgeParryFood;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** What the meal did. */
  changes: Array<BlockDodgeParryEvent>;
  event: "ate";
  /** What. */
  food: BlockDodgeParryFood;
  /** Whose pack a ration came from, for rations. */
  from?: Name | null;
  /** Whether the meal stayed down (it counts as the day's meal). */
  kept: boolean;
  /** Who. */
  member: Name;
  /** The WIL save's d20 for a desperate meal (none for others). */
  save: Array<Rolled>;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** The WIL score it was saved against. */
  wil: number;
} | {
  event: "no_rations";
  /** Who. */
  member: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** What the night did. */
  changes: Array<BlockDodgeParryEvent>;
  event: "slept";
  /** Who. */
  member: Name;
  /** The ability a comfortable rest gave a point back, if any. */
  restored?: BlockDodgeParryAbility | null;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "came_to";
  /** Who. */
  member: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** The day that ended. */
  day: number;
  event: "day_ended";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** What going hungry did. */
  changes: Array<BlockDodgeParryEvent>;
  event: "hungry";
  /** Who. */
  member: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** The Fatigue gained (none when every slot is full). */
  changes: Array<BlockDodgeParryEvent>;
  /** Days deprived so far. */
  days: number;
  event: "deprivation";
  /** Who. */
  member: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** Its usage die. */
  die: UsageDie;
  event: "torch_lit";
  /** Torches left after it. */
  left: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** The die after. */
  after: UsageDie;
  /** The die before. */
  before: UsageDie;
  /** The die rolled. */
  die: Rolled;
  event: "torch_burned";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "torch_out";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "dropped";
  /** What (`"torches"`). */
  gear: Name;
  /** Who. */
  member: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "entered";
  /** The room. */
  room: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** The turn in the site. */
  turn: number;
} | {
  /** With what. */
  ability: BlockDodgeParryAbility;
  /** The d20. */
  dice: Array<Rolled>;
  event: "saved";
  /** Who. */
  member: Name;
  /** Whether it passed. */
  passed: boolean;
  /** The score. */
  score: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** What the fall did. */
  changes: Array<BlockDodgeParryEvent>;
  /** The Critical Damage Save's dice (d20, d10, d4 or d6). */
  critical: Array<Rolled>;
  /** The d10s of the fall. */
  dice: Array<Rolled>;
  event: "fell";
  /** Floors fallen. */
  floors: number;
  /** Who. */
  member: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "met";
  /** The foes. */
  foes: Array<Name>;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "surprised";
  /** Its fighters. */
  names: Array<Name>;
  /** The side. */
  side: Side;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "exchange";
  /** Its number in the fight. */
  number: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** Who strikes. */
  attacker: Name;
  /** What the blow did. */
  changes: Array<BlockDodgeParryEvent>;
  /** The Critical Damage Save's dice (d20, d10, d4 or d6). */
  critical: Array<Rolled>;
  /** The weapon's die. */
  die: Rolled;
  event: "struck";
  /** Who is struck. */
  target: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** With what. */
  weapon: Name;
} | {
  /** Whose blow. */
  attacker: Name;
  /** The Fatigue gained. */
  changes: Array<BlockDodgeParryEvent>;
  event: "blocked";
  /** Who blocks. */
  member: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** Why. */
  critical: BlockDodgeParryCritical;
  event: "down";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Who. */
  who: Name;
} | {
  event: "fought";
  /** Exchanges fought. */
  exchanges: number;
  /** How it ended. */
  outcome: BlockDodgeParryOutcome;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** The waterskin after. */
  after: UsageDie;
  /** The usage die rolled. */
  die: Rolled;
  event: "breath";
  /** HP before and after. */
  hp: [number, number];
  /** Who. */
  member: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** The waterskin before. */
  waterskin: UsageDie;
} | {
  event: "no_breath";
  /** Who. */
  member: Name;
  /** Why not. */
  reason: BlockDodgeParryNoBreath;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "found";
  /** Its slots. */
  slots: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** What. */
  treasure: Name;
} | {
  /** HP lost when it fills every slot. */
  changes: Array<BlockDodgeParryEvent>;
  event: "took";
  /** Slots free after. */
  free: number;
  /** Who. */
  member: Name;
  /** Its slots. */
  slots: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** What. */
  treasure: Name;
} | {
  event: "no_room";
  /** Its slots. */
  slots: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** What. */
  treasure: Name;
} | {
  event: "left";
  /** The site. */
  site: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** Where. */
  care: BlockDodgeParryCare;
  /** What it did. */
  changes: Array<BlockDodgeParryEvent>;
  /** The d4 (none while deprived). */
  dice: Array<Rolled>;
  event: "treated";
  /** Who. */
  member: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "home";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** The treasure brought home. */
  treasure: Array<Name>;
  /** What it is worth, in the referee's coins. */
  value: number;
} | {
  /** How. */
  ending: ExpeditionEnding;
  event: "ended";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
};

/**
 * An expedition at its start: the party, its torches, and the site.
 *
 * Built by `Setup::new`, which checks everything; a saved setup reads
 * back through the same checks.
 */
export interface BlockDodgeParryExpeditionSetup {
  /** The party, 1 to 8 members with names of their own. */
  members: Array<BlockDodgeParryRecruit>;
  /** The site. */
  site: BlockDodgeParrySite;
  /** The usage die a torch starts on. */
  torch: UsageDie;
  /** Torches carried, at most 20. */
  torches: number;
}

/** A Block, Dodge, Parry hazard's damage applied. */
export interface BlockDodgeParryExposure {
  /**
   * The character's body after the damage, an injury's extra loss and
   * its Severe wound: pass it on.
   */
  body: Body;
  /**
   * The Critical Damage Save's consequence (unharmed when none was
   * made, or it passed).
   */
  critical: BlockDodgeParryCritical;
  /** The damage rolled, before it stops at 0. */
  damage: number;
  /** The exact odds of each damage total. */
  damage_odds: Uint32Odds;
  /** What happened, in order. */
  events: Array<BlockDodgeParryHealthEvent>;
  /** The faces used, in order. */
  faces: Array<number>;
  /** The exact odds of each consequence before the dice. */
  odds: BlockDodgeParryCriticalOdds;
  /** What happened, as a line for players. */
  text: string;
}

/**
 * Fatigue added by a cast. With the `serde` feature reading it back
 * checks that fatigue did not go down and that the slots are full
 * exactly when the fatigue reached 10.
 */
export interface BlockDodgeParryFatigueAdded {
  /** Fatigue before. */
  from: number;
  /** Whether all 10 slots are now full (which sets HP to 0). */
  slots_full: boolean;
  /** Fatigue after. */
  to: number;
}

/**
 * Where Fatigue comes from (BDP-1.6.fatigue-sources). Each Fatigue fills
 * a slot whatever its source; the count per source is the rule that
 * gives it (a day of deprivation beyond the first,
 * `deprivation_fatigue`; a block or dodge and a spell in the combat
 * and magic rules; Time, Gear & Skill's success at a cost; the fiction).
 */
export type BlockDodgeParryFatigueSource = {
  /** Days deprived. */
  days: number;
  source: "deprivation";
} | {
  source: "blocking";
} | {
  source: "dodging";
} | {
  source: "spellcasting";
} | {
  source: "success_at_cost";
} | {
  source: "fiction";
};

/** What a room of the site holds. */
export type BlockDodgeParryFeature = {
  feature: "empty";
} | {
  feature: "pit";
  /** Floors fallen. */
  floors: number;
} | {
  feature: "foes";
  /** The side that strikes first in every exchange. */
  first: Side;
  /**
   * Exchanges before the foes still standing flee (the referee's
   * word), 1 to `MAX_EXCHANGES`.
   */
  flee_after: number;
  /** The foes, 1 to `MAX_FOES`. */
  foes: Array<BlockDodgeParryFoe>;
  /** The side caught unawares, if any: it loses the first exchange. */
  surprised?: Side | null;
} | {
  feature: "treasure";
  /** Its name (`"silver idol"`). */
  name: Name;
  /** The slots it fills, 1 to 10. */
  slots: number;
  /** Its worth, in the referee's coins. */
  value: number;
};

/** A foe, the referee's: a name, HP, STR, DEX and WIL, and its attack. */
export interface BlockDodgeParryFoe {
  /** STR, DEX and WIL. */
  abilities: Array<number>;
  /** Its attack. */
  attack: BlockDodgeParryWeapon;
  /** HP. */
  hp: number;
  /** The name every event writes (`"the gaunt ghoul"`). */
  name: Name;
}

/** What the party eats at camp. */
export type BlockDodgeParryFood = "rations" | "desperate" | "fresh" | "simple" | "fancy";

/**
 * Whether an action is settled before Time, Gear & Skill: simply
 * impossible, certain, or in doubt.
 */
export type BlockDodgeParryGate = "impossible" | "certain" | "doubtful";

/** Where a day's walk leads. */
export type BlockDodgeParryGoal = "site" | "home";

/**
 * One blow or harm: its damage, its route, the ability it damages, and
 * whether ability damage from it calls for a Critical Damage Save.
 */
export interface BlockDodgeParryHarm {
  /** The ability the rest damages. */
  ability: BlockDodgeParryAbility;
  /** The damage. */
  amount: number;
  /**
   * Whether ability damage calls for a Critical Damage Save (false when
   * absent).
   */
  critical_save?: boolean;
  /** The body areas armour covers (none when absent). */
  protection?: BlockDodgeParryProtection;
  /** Whether HP take it first. */
  route: BlockDodgeParryRoute;
  /**
   * The wound a failed save gives, 1 to 40 characters (needed with
   * `critical_save`).
   */
  wound?: string;
}

/** A Block, Dodge, Parry hazard rolled. */
export type BlockDodgeParryHazardRolled = (BlockDodgeParryExposure) & ({
  hazard: "fall";
}) | (BlockDodgeParryExposure) & ({
  hazard: "environment";
});

/**
 * Something that happened to a character, in order, for a table to show
 * step by step.
 */
export type BlockDodgeParryHealthEvent = {
  /** The ability damaged. */
  ability: BlockDodgeParryAbility;
  /** The damage. */
  amount: number;
  event: "damage";
} | {
  /** The ability. */
  ability: BlockDodgeParryAbility;
  event: "ability_lost";
  /** The score before. */
  from: number;
  /** The score after. */
  to: number;
} | {
  /** The ability. */
  ability: BlockDodgeParryAbility;
  event: "ability_recovered";
  /** The score before. */
  from: number;
  /** The score after. */
  to: number;
} | {
  /** The ability. */
  ability: BlockDodgeParryAbility;
  event: "maximum_lowered";
  /** The maximum before. */
  from: number;
  /** The maximum after. */
  to: number;
} | {
  /** The ability. */
  ability: BlockDodgeParryAbility;
  event: "maximum_raised";
  /** The maximum before. */
  from: number;
  /** The maximum after. */
  to: number;
} | {
  /** The ability saved with. */
  ability: BlockDodgeParryAbility;
  /** The result. */
  critical: BlockDodgeParryCritical;
  event: "critical_damage_save";
  /** The score after the damage. */
  score: number;
} | {
  /** The ability. */
  ability: BlockDodgeParryAbility;
  event: "reached_zero";
} | {
  event: "wound_taken";
  /** The wound. */
  wound: Wound;
} | {
  event: "wound_escalated";
  /** The wound as it is now. */
  wound: Wound;
} | {
  event: "wound_healed";
  /** The wound healed. */
  wound: Wound;
} | {
  event: "fatigue_gained";
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: "fatigue_removed";
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: "deprived";
} | {
  event: "no_longer_deprived";
} | {
  event: "slots_full";
};

/** Hit protection: the HP left and the most the character has. */
export interface BlockDodgeParryHp {
  current: number;
  max: number;
}

/**
 * A disease a character has: which one, the days it has left (timed
 * diseases) and the successful saves so far.
 *
 * A timed disease ends when its days run out, whatever the saves (a
 * success only spares that day's damage); a disease healed by saves ends
 * at its count of successes, which need not come in a row.
 */
export interface BlockDodgeParryIllness {
  /** Whether a cure ended it. */
  cured?: boolean;
  /** Days left of a timed disease; `null` for one without a duration. */
  days_left?: number | null;
  /** The disease's ID (`"swampsigh"`, `"shadowrot"`, ...). */
  disease: string;
  /** Successful saves so far. */
  successes: number;
}

/** A critical injury the character lives through. */
export type BlockDodgeParryInjury = "torso" | "left_leg" | "right_leg" | "left_arm" | "right_arm" | "lost_eye" | "scar";

/** A light wound a remedy cures in the field. */
export type BlockDodgeParryLightWound = "burns" | "poisoning" | "frostbite";

/** Why a member could not catch a breath. */
export type BlockDodgeParryNoBreath = "no_water" | "deprived" | "slots_full";

/** How a fight ended. */
export type BlockDodgeParryOutcome = "won" | "foes_fled" | "party_down" | "party_fled";

/** How the party fights. */
export interface BlockDodgeParryPolicy {
  /**
   * The member in front blocks the first blow aimed at her each
   * exchange for a Fatigue, while it leaves a slot free (this table's
   * block: it stops the blow).
   */
  block: boolean;
  /** The party flees once this many or fewer can fight (0: never). */
  flee_at: number;
}

/**
 * The areas a character's gear protects from critical injuries (a helmet
 * the head, bracers the arms), when the referee lets gear negate them.
 */
export type BlockDodgeParryProtection = Array<Area>;

/** The ability a remedy restores: strength, dexterity or willpower. */
export type BlockDodgeParryRecipeAbility = "str" | "dex" | "wil";

/** A recipe's requirements and effect. */
export interface BlockDodgeParryRecipeRow {
  /** What it does. */
  effect: BlockDodgeParryEffect;
  /** Potency the ingredients must reach. */
  potency: number;
  /** At least this many ingredients from this region. */
  region: [BlockDodgeParryRegion, number] | null;
}

/**
 * A member of the party at the start: a name, a sheet (the table's: the
 * rules chapter has no creation) and the weapon they fight with.
 */
export interface BlockDodgeParryRecruit {
  /** The name every event writes. */
  name: Name;
  /** The sheet, with its gear in its slots. */
  sheet: BlockDodgeParrySheetDocument;
  /** The weapon. */
  weapon: BlockDodgeParryWeapon;
}

/** Where an ingredient grows. */
export type BlockDodgeParryRegion = "plains" | "forest" | "swamp" | "hills" | "mountain" | "desert";

/** The quality of a night's rest (BDP-1.8.2.sleep), worst first. */
export type BlockDodgeParryRest = "none" | "perilous" | "normal" | "comfortable";

/** A room of the site. */
export interface BlockDodgeParryRoom {
  /** What it holds. */
  feature: BlockDodgeParryFeature;
  /** What the party sees (`"the ghouls' hall"`). */
  name: Name;
}

/** Where a blow's damage goes first. */
export type BlockDodgeParryRoute = "defensible" | "undefendable";

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
   * `{"attribute": "wil", "trained": false}`).
   */
  permanent?: Array<PermanentWound>;
  /** Skills, at most `MAX_SKILLS`. */
  skills?: Array<string>;
  /** Always `SYSTEM`. */
  system: "block_dodge_parry";
  /** Always `VERSION`. */
  version: 1;
  /** The waterskin's usage die (`"d8"` .. `"empty"`), or none. */
  waterskin?: UsageDie | null;
}

/** An operation on a Block, Dodge, Parry sheet, tagged by `op`. */
export type BlockDodgeParrySheetOperation = {
  /** The blow or harm. */
  harm: BlockDodgeParryHarm;
  op: "take_damage";
} | {
  /** Where it comes from (`{"source": "dodging"}`). */
  cause: BlockDodgeParryFatigueSource;
  /** How many (1 when absent). */
  count?: number;
  op: "gain_fatigue";
} | {
  /** The ability a permanent wound lowers. */
  fitting: BlockDodgeParryAbility;
  op: "take_wound";
  /** A new slot, or the existing wound of its type one level worse. */
  stacking: Stacking;
  /** The wound. */
  wound: Wound;
} | {
  /** The wound's place in the list, from 0. */
  index: number;
  op: "heal_wound";
} | {
  /** The permanent wound's place in the list, from 0. */
  index: number;
  op: "train";
} | {
  op: "sleep";
  /** The rest (`"none"`, `"perilous"`, `"normal"`, `"comfortable"`). */
  rest: BlockDodgeParryRest;
  /** The ability a comfortable rest restores a point of. */
  restore?: BlockDodgeParryAbility | null;
} | {
  op: "go_hungry";
} | {
  /** The meal. */
  meal: Meal;
  op: "eat";
} | {
  op: "treat";
  /** The treatment. */
  treatment: Treatment;
} | {
  op: "catch_breath";
} | {
  /** Its name, 1 to 40 characters. */
  name: string;
  op: "take_gear";
  /** The slots it takes. */
  slots: number;
} | {
  /** The gear's place in the list, from 0. */
  index: number;
  op: "drop_gear";
};

/**
 * The site, the referee's: its name, how far from home, its rooms in the
 * order the party comes to them.
 */
export interface BlockDodgeParrySite {
  /** Days' walk from home, 1 to `MAX_DAYS_AWAY`. */
  days_away: number;
  /** Its name (`"the old crypt"`). */
  name: Name;
  /** Its rooms, 1 to `MAX_ROOMS`. */
  rooms: Array<BlockDodgeParryRoom>;
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

/**
 * A weapon (or a monster's claws): its name and the die its blows land
 * for; a blow that takes a Critical Damage Save's injury leaves a
 * "`name` wound".
 */
export interface BlockDodgeParryWeapon {
  /** The die a blow lands for. */
  die: StepDie;
  /** The weapon's name (`"spear"`, `"claws"`). */
  name: Name;
}

/** The result of a contested save. */
export type BlockDodgeParryWinner = "neither" | "first" | "second";

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

/**
 * Body armour: one worn at a time. Shields are a table of their own
 * (`Shield`), so a shield cannot be passed where body armour is meant.
 */
export type BodyArmour = "ch.armour.unarmoured" | "ch.armour.light" | "ch.armour.heavy";

/** A bulk in bulk points: a whole number (8), a number with a fraction (0.5), or a string with a decimal or a fraction ("0.05", ".05", "1/2", "1 1/2"); at most 10^12 points, a whole number of 1/12800 points. */
export type Bulk = number | string;

/** The three abilities. */
export type CairnHouseAbility = "str" | "dex" | "wil";

/**
 * What the acting combatant does on their turn.
 *
 * With the `serde` feature: `{"action": "attack", "target": 2}`, etc.
 */
export type CairnHouseAction = {
  action: "pass";
} | {
  action: "cast";
} | {
  action: "attack";
  /** A trip, disarm, blind or other dirty trick. */
  maneuver?: CairnHouseManeuver | null;
  /** Enhanced or impaired by the situation. */
  step?: CairnHouseStep;
  /** The enemy attacked. */
  target: number;
} | {
  action: "blast";
  /** Enhanced or impaired by the situation. */
  step?: CairnHouseStep;
  /** The enemies in the area, in the order they are rolled for. */
  targets: Array<number>;
} | {
  action: "charge";
  /** The enemy charged. */
  target: number;
} | {
  action: "approach";
  /** The enemy approached. */
  target: number;
} | {
  action: "withdraw";
  /** Only half a move. */
  half: boolean;
} | {
  action: "flee";
  /** Whether there is a safe place to run to. */
  safe_place: boolean;
} | {
  action: "spell_damage";
  /** The spell's damage dice (at most `MAX_SPELL_DICE`). */
  dice: CountedDice;
  /** The targets, in the order they are rolled for. */
  targets: Array<number>;
};

/** A row of the armour and shields table. */
export interface CairnHouseArmourRow {
  /** Price; `None` for no armour. */
  cost: Money | null;
  /** Damage reduction (a shield's is the +1 it adds to body armour). */
  dr: number;
}

/** How an attack's die is moved for the whole duel (CH-combat.enhanced). */
export type CairnHouseAttackStep = "impaired" | "normal" | "enhanced";

/** The referee's monsters for a row of an encounter table. */
export interface CairnHouseBand {
  /** STR, DEX, WIL of each. */
  abilities: Array<number>;
  /** How many, 1 to `MAX_BAND`. */
  count: number;
  /** Damage die. */
  die: StepDie;
  /** The table row it answers (`wolves`). */
  entry: string;
  /** HP of each. */
  hp: number;
  /** One of them (`wolf`). */
  name: string;
  /** Several (`wolves`). */
  plural: string;
  /** Undead: always hostile, no morale. */
  undead: boolean;
}

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
  /**
   * Carrying supplies or treasure: HP are 0 while it lasts (written
   * only when true).
   */
  encumbered?: boolean;
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

/** Cairn House Rules. */
export type CairnHouseCheckRoll = (SaveRollResult) & ({
  procedure: "save";
}) | (ReactionRollResult) & ({
  procedure: "reaction";
});

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
  command: "roll_initiative";
} | {
  /** The action. */
  action: CairnHouseAction;
  command: "act";
} | {
  /** Damage or maneuver. */
  choice: CairnHouseDefenderChoice;
  command: "choose";
};

/**
 * The consequence of damage or a hit, in the order of the rules' steps
 * (HP, exactly 0, past 0 and the save, STR 0): the bands of
 * `Attack::odds` and `Character::damage_odds`.
 *
 * With the `serde` feature: `"standing"`, `{"grievous": "broken_leg"}`,
 * `"strength_loss"`, `"critical_damage"`, `"dead"`.
 */
export type CairnHouseConsequence = "standing" | {
  grievous: GrievousWound;
} | "strength_loss" | "critical_damage" | "dead";

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
export type CairnHouseDeathCause = "strength_zero" | "untreated_critical_damage";

/** The defender's answer to a maneuver. */
export type CairnHouseDefenderChoice = "take_damage" | "accept_maneuver";

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
} | "stalemate";

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
  ending: "won";
  /** The round it ended in. */
  round: number;
  /** The side still in the fight. */
  winner: Side;
} | {
  ending: "undecided";
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

/** A Cairn House Rules PC. */
export interface CairnHouseEntrant {
  /** The DEX score, 0 to 20. */
  dex: number;
  /** `"save"` (the rule), or `"haste"` or `"slow"` in its place. */
  mode?: CairnHouseInitiativeMode;
  /** The name, 1 to 40 characters. */
  name: string;
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
  event: "initiative_rolled";
  /** The d20. */
  face: number;
  /** The PC. */
  id: number;
  /** Whether it passed: acts before the enemies. */
  passed: boolean;
  /** DEX. */
  target: number;
} | {
  event: "initiative_given";
  /** The PC. */
  id: number;
  /** Haste or Slow. */
  mode: CairnHouseInitiativeMode;
} | {
  event: "phase_began";
  /** The phase. */
  phase: CairnHousePhase;
  /** The round. */
  round: number;
} | {
  event: "passed";
  /** The actor. */
  id: number;
} | {
  event: "casting_began";
  /** The caster. */
  id: number;
} | {
  event: "spell_took_effect";
  /** The caster. */
  id: number;
} | {
  event: "casting_save";
  /** The d20. */
  face: number;
  /** The caster. */
  id: number;
  /** Whether it passed. */
  passed: boolean;
  /** WIL. */
  target: number;
} | {
  event: "spell_lost";
  /** The caster. */
  id: number;
} | {
  /** The attacker. */
  attacker: number;
  /** Damage after DR. */
  damage: number;
  /** The target's DR. */
  dr: number;
  event: "attacked";
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
  event: "spell_damage_rolled";
  /** The target. */
  target: number;
  /** The dice's total. */
  total: number;
} | {
  /** The choice. */
  choice: CairnHouseDefenderChoice;
  event: "defender_chose";
  /** The defender. */
  id: number;
} | {
  /** What changed. */
  change: CairnHouseHealthEvent;
  event: "health";
  /** The combatant. */
  id: number;
} | {
  event: "charged";
  /** The charger. */
  id: number;
  /** The enemy charged. */
  target: number;
} | {
  event: "approached";
  /** The mover. */
  id: number;
  /** The enemy. */
  target: number;
} | {
  event: "withdrew";
  /** Only half a move (no free attacks). */
  half: boolean;
  /** The mover. */
  id: number;
} | {
  event: "flee_attempted";
  /** The DEX save's d20, when rolled. */
  face?: number | null;
  /** What became of it. */
  flight: CairnHouseFlight;
  /** Who. */
  id: number;
} | {
  event: "morale_checked";
  /** The d20. */
  face: number;
  /** Whether it passed: they fight on. */
  passed: boolean;
  /** The WIL saved against. */
  target: number;
  /** What called for it. */
  trigger: CairnHouseMoraleTrigger;
} | {
  event: "out_of_fight";
  /** Who. */
  id: number;
  /** Why. */
  reason: CairnHouseOut;
} | {
  event: "round_ended";
  /** The round. */
  round: number;
} | {
  /** How. */
  ending: CairnHouseEnding;
  event: "fight_ended";
};

/** A saved Cairn House Rules expedition: its setup, commands, faces and events, read back by replaying them. */
export interface CairnHouseExpedition {
  /** Every command applied, in order. */
  commands: Array<CairnHouseExpeditionCommand>;
  /** Every event the commands made, in order. */
  events: Array<CairnHouseExpeditionEvent>;
  /** Every face rolled, in order. */
  faces: Array<number>;
  /** The combatants and the rules the fight was set up with. */
  setup: CairnHouseExpeditionSetup;
  /**
   * The version of the saved form; absent means 1 (`null` is
   * refused).
   */
  version?: number;
}

/**
 * What a player or the referee decides, one procedure of play each.
 *
 * With the `serde` feature: `{"command": "travel"}`,
 * `{"command": "buy", "member": 0, "items": [{"weapon": "ch.weapon.hand"}]}`.
 */
export type CairnHouseExpeditionCommand = {
  command: "buy";
  /** What, in order. */
  items: Array<Record<string, string>>;
  /** The buyer, by index in the party. */
  member: number;
} | {
  command: "depart";
} | {
  command: "travel";
} | {
  command: "rest";
} | {
  command: "camp";
} | {
  command: "turn_back";
} | {
  /** The action of the turn. */
  action: DungeonAction;
  command: "explore";
} | {
  command: "leave";
} | {
  command: "meet";
} | {
  command: "fight";
  /** How the fighters choose. */
  policy: CairnHousePolicy;
} | {
  command: "settle";
};

/**
 * What happened on the expedition, in order, with every die rolled; its
 * `Display` is the line a table reads, members and monsters by name.
 *
 * With the `serde` feature each is an object tagged `{"event": ...}`.
 */
export type CairnHouseExpeditionEvent = {
  /** The coins left. */
  coins_left: number;
  /** Its price in coins. */
  cost: number;
  event: "bought";
  /** What. */
  item: CairnHouseItem;
  /** The buyer. */
  member: Name;
} | {
  /** The coins the member has. */
  coins: number;
  /** Its price in coins. */
  cost: number;
  event: "cannot_afford";
  /** What. */
  item: CairnHouseItem;
  /** The would-be buyer. */
  member: Name;
} | {
  event: "set_out";
  /** Where to: the site (`false`) or home (`true`). */
  home: boolean;
  /** The miles to walk. */
  miles: number;
} | {
  /** The day, from 1. */
  day: number;
  event: "watch";
  /** What the party does with it. */
  kind: CairnHouseWatchKind;
  /** Whether it is a night watch. */
  night: boolean;
  /** The watch of the day, 1 to 3. */
  watch: number;
} | {
  /** The two d6. */
  dice: Array<number>;
  event: "travelled";
  /** The miles of this road. */
  goal: number;
  /** Whether the distance was halved. */
  halved: boolean;
  /** The miles covered. */
  miles: number;
  /** The miles walked on this road so far. */
  walked: number;
} | {
  event: "wild_event_rolled";
  /** The d6. */
  face: number;
  /** Its row. */
  row: CairnHouseWildRow;
} | {
  /** Whether it gets better. */
  better: boolean;
  event: "weather";
  /** The d6. */
  face: number;
} | {
  event: "dungeon_event_rolled";
  /** The d6. */
  face: number;
  /** Its row. */
  row: DungeonEvent;
} | {
  /** The table's dice. */
  dice: Array<number>;
  event: "clue";
  /** The monsters to come. */
  monsters: string;
} | {
  /** The table's dice (none when a clue rolled it already). */
  dice: Array<number>;
  event: "encounter";
  /** The monsters met. */
  monsters: string;
} | {
  event: "rest_owed";
} | {
  event: "rest_taken";
} | {
  event: "locality_changed";
} | {
  event: "ate";
  /** Who. */
  member: Name;
  /** The rations left unpacked. */
  rations_left: number;
} | {
  /** The ability the d6 goes to. */
  ability: CairnHouseAbility;
  event: "long_rest";
  /** The d6. */
  face: number;
  /** Who. */
  member: Name;
} | {
  event: "hungry";
  /** Who. */
  member: Name;
} | {
  /** The carrier. */
  carrier: Name;
  event: "food_unpacked";
  /** Supply units still carried. */
  units_left: number;
} | {
  /** What changed (with its die, for a long rest). */
  change: CairnHouseHealthEvent;
  event: "health";
  /** Who. */
  member: Name;
} | {
  event: "arrived";
  /** The miles walked. */
  miles: number;
} | {
  /** The carrier. */
  carrier: Name;
  event: "lit";
  /** Supply units still carried. */
  units_left: number;
} | {
  event: "dark";
} | {
  /** The action. */
  action: DungeonAction;
  event: "turn";
  /** The turn, from 1. */
  turn: number;
} | {
  event: "forced_door";
  /** The d20. */
  face: number;
  /** Who. */
  member: Name;
  /** Whether it opened. */
  opened: boolean;
  /** STR. */
  target: number;
} | {
  event: "found";
  /** The treasure. */
  treasure: string;
  /** Its treasure units. */
  units: number;
} | {
  event: "nothing_found";
} | {
  event: "carries";
  /** Who. */
  member: Name;
  /** The treasure. */
  treasure: string;
} | {
  event: "left_behind";
  /** The treasure. */
  treasure: string;
} | {
  event: "left_site";
  /** Turns spent inside. */
  turns: number;
  /** Watches that took. */
  watches: number;
} | {
  event: "behind";
  /** The monsters. */
  monsters: string;
} | {
  /** The two d6. */
  dice: Array<number>;
  /** The disposition read. */
  disposition: Disposition;
  event: "reaction";
  /** The modifier (Gruesome Scars: -1). */
  modifier: number;
  /** The monsters. */
  monsters: string;
} | {
  event: "undead";
  /** The monsters. */
  monsters: string;
} | {
  event: "parley";
  /** The monsters. */
  monsters: string;
} | {
  event: "surprised";
  /** The monsters. */
  monsters: string;
} | {
  event: "fight_began";
  /** The party's fighters with their HP as they enter. */
  fighters: Array<[Name, number]>;
  /** The foes. */
  foes: Array<Name>;
} | {
  event: "fight";
  /** The step, fighters by name. */
  line: CairnHouseFightLine;
} | {
  event: "lost_turn";
  /** Who. */
  who: Name;
} | {
  event: "broke_off";
  /** Rounds fought. */
  rounds: number;
} | {
  event: "treasure_passed";
  /** The new carrier. */
  member: Name;
} | {
  event: "turned_back";
} | {
  event: "routed";
} | {
  event: "home";
} | {
  /** Coins. */
  coins: number;
  event: "sold";
  /** The treasure. */
  treasure: string;
} | {
  /** Days out. */
  days: number;
  event: "paid";
  /** The porter. */
  member: Name;
  /** Pay owed: 10 coins a day. */
  owed: number;
  /** Paid from the treasure. */
  paid: number;
} | {
  /** The share. */
  coins: number;
  event: "share";
  /** Who. */
  member: Name;
  /** Coins in all. */
  total: number;
} | {
  event: "put_down";
  /** The carrier. */
  member: Name;
  /** Supply units. */
  units: number;
} | {
  /** How. */
  ending: ExpeditionEnding;
  event: "ended";
};

/**
 * What happened on the expedition, in order, with every die rolled; its
 * `Display` is the line a table reads, members and monsters by name.
 *
 * With the `serde` feature each is an object tagged `{"event": ...}`.
 */
export type CairnHouseExpeditionEventLine = {
  /** The coins left. */
  coins_left: number;
  /** Its price in coins. */
  cost: number;
  event: "bought";
  /** What. */
  item: CairnHouseItem;
  /** The buyer. */
  member: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** The coins the member has. */
  coins: number;
  /** Its price in coins. */
  cost: number;
  event: "cannot_afford";
  /** What. */
  item: CairnHouseItem;
  /** The would-be buyer. */
  member: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "set_out";
  /** Where to: the site (`false`) or home (`true`). */
  home: boolean;
  /** The miles to walk. */
  miles: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** The day, from 1. */
  day: number;
  event: "watch";
  /** What the party does with it. */
  kind: CairnHouseWatchKind;
  /** Whether it is a night watch. */
  night: boolean;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** The watch of the day, 1 to 3. */
  watch: number;
} | {
  /** The two d6. */
  dice: Array<number>;
  event: "travelled";
  /** The miles of this road. */
  goal: number;
  /** Whether the distance was halved. */
  halved: boolean;
  /** The miles covered. */
  miles: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** The miles walked on this road so far. */
  walked: number;
} | {
  event: "wild_event_rolled";
  /** The d6. */
  face: number;
  /** Its row. */
  row: CairnHouseWildRow;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** Whether it gets better. */
  better: boolean;
  event: "weather";
  /** The d6. */
  face: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "dungeon_event_rolled";
  /** The d6. */
  face: number;
  /** Its row. */
  row: DungeonEvent;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** The table's dice. */
  dice: Array<number>;
  event: "clue";
  /** The monsters to come. */
  monsters: string;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** The table's dice (none when a clue rolled it already). */
  dice: Array<number>;
  event: "encounter";
  /** The monsters met. */
  monsters: string;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "rest_owed";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "rest_taken";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "locality_changed";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "ate";
  /** Who. */
  member: Name;
  /** The rations left unpacked. */
  rations_left: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** The ability the d6 goes to. */
  ability: CairnHouseAbility;
  event: "long_rest";
  /** The d6. */
  face: number;
  /** Who. */
  member: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "hungry";
  /** Who. */
  member: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** The carrier. */
  carrier: Name;
  event: "food_unpacked";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Supply units still carried. */
  units_left: number;
} | {
  /** What changed (with its die, for a long rest). */
  change: CairnHouseHealthEvent;
  event: "health";
  /** Who. */
  member: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "arrived";
  /** The miles walked. */
  miles: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** The carrier. */
  carrier: Name;
  event: "lit";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Supply units still carried. */
  units_left: number;
} | {
  event: "dark";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** The action. */
  action: DungeonAction;
  event: "turn";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** The turn, from 1. */
  turn: number;
} | {
  event: "forced_door";
  /** The d20. */
  face: number;
  /** Who. */
  member: Name;
  /** Whether it opened. */
  opened: boolean;
  /** STR. */
  target: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "found";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** The treasure. */
  treasure: string;
  /** Its treasure units. */
  units: number;
} | {
  event: "nothing_found";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "carries";
  /** Who. */
  member: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** The treasure. */
  treasure: string;
} | {
  event: "left_behind";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** The treasure. */
  treasure: string;
} | {
  event: "left_site";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Turns spent inside. */
  turns: number;
  /** Watches that took. */
  watches: number;
} | {
  event: "behind";
  /** The monsters. */
  monsters: string;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** The two d6. */
  dice: Array<number>;
  /** The disposition read. */
  disposition: Disposition;
  event: "reaction";
  /** The modifier (Gruesome Scars: -1). */
  modifier: number;
  /** The monsters. */
  monsters: string;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "undead";
  /** The monsters. */
  monsters: string;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "parley";
  /** The monsters. */
  monsters: string;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "surprised";
  /** The monsters. */
  monsters: string;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "fight_began";
  /** The party's fighters with their HP as they enter. */
  fighters: Array<[Name, number]>;
  /** The foes. */
  foes: Array<Name>;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "fight";
  /** The step, fighters by name. */
  line: CairnHouseFightLine;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "lost_turn";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Who. */
  who: Name;
} | {
  event: "broke_off";
  /** Rounds fought. */
  rounds: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "treasure_passed";
  /** The new carrier. */
  member: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "turned_back";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "routed";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "home";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** Coins. */
  coins: number;
  event: "sold";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** The treasure. */
  treasure: string;
} | {
  /** Days out. */
  days: number;
  event: "paid";
  /** The porter. */
  member: Name;
  /** Pay owed: 10 coins a day. */
  owed: number;
  /** Paid from the treasure. */
  paid: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** The share. */
  coins: number;
  event: "share";
  /** Who. */
  member: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Coins in all. */
  total: number;
} | {
  event: "put_down";
  /** The carrier. */
  member: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Supply units. */
  units: number;
} | {
  /** How. */
  ending: ExpeditionEnding;
  event: "ended";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
};

/**
 * What an expedition starts from: the party and the referee's content,
 * checked by `Setup::new` (and again when read from JSON).
 */
export interface CairnHouseExpeditionSetup {
  party: Array<CairnHouseMember>;
  site: CairnHouseSite;
}

/** Where a point of fatigue came from (CH-health.fatigue.sources). */
export type CairnHouseFatigueSource = "spellbook_cast" | "forced_march" | "counterspell" | "other";

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
  /**
   * The version of the saved form; absent means 1 (`null` is
   * refused).
   */
  version?: number;
}

/**
 * What happened, step by step: a log a VTT can show line by line
 * (`Display`) and a program can replay.
 *
 * With the `serde` feature each is an object tagged
 * `{"event": "attacked", ...}`; damage landing carries osr-health's own
 * event as `change`.
 */
export type CairnHouseFightEvent = {
  event: "initiative_rolled";
  /** The d20. */
  face: number;
  /** The PC. */
  id: number;
  /** Whether it passed: acts before the enemies. */
  passed: boolean;
  /** DEX. */
  target: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "initiative_given";
  /** The PC. */
  id: number;
  /** Haste or Slow. */
  mode: CairnHouseInitiativeMode;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "phase_began";
  /** The phase. */
  phase: CairnHousePhase;
  /** The round. */
  round: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "passed";
  /** The actor. */
  id: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "casting_began";
  /** The caster. */
  id: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "spell_took_effect";
  /** The caster. */
  id: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "casting_save";
  /** The d20. */
  face: number;
  /** The caster. */
  id: number;
  /** Whether it passed. */
  passed: boolean;
  /** WIL. */
  target: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "spell_lost";
  /** The caster. */
  id: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  /** The attacker. */
  attacker: number;
  /** Damage after DR. */
  damage: number;
  /** The target's DR. */
  dr: number;
  event: "attacked";
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
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  /** The caster. */
  caster: number;
  /** The damage. */
  damage: number;
  /** The DR taken off. */
  dr: number;
  event: "spell_damage_rolled";
  /** The target. */
  target: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
  /** The dice's total. */
  total: number;
} | {
  /** The choice. */
  choice: CairnHouseDefenderChoice;
  event: "defender_chose";
  /** The defender. */
  id: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  /** What changed. */
  change: CairnHouseHealthEvent;
  event: "health";
  /** The combatant. */
  id: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "charged";
  /** The charger. */
  id: number;
  /** The enemy charged. */
  target: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "approached";
  /** The mover. */
  id: number;
  /** The enemy. */
  target: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "withdrew";
  /** Only half a move (no free attacks). */
  half: boolean;
  /** The mover. */
  id: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "flee_attempted";
  /** The DEX save's d20, when rolled. */
  face?: number | null;
  /** What became of it. */
  flight: CairnHouseFlight;
  /** Who. */
  id: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "morale_checked";
  /** The d20. */
  face: number;
  /** Whether it passed: they fight on. */
  passed: boolean;
  /** The WIL saved against. */
  target: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
  /** What called for it. */
  trigger: CairnHouseMoraleTrigger;
} | {
  event: "out_of_fight";
  /** Who. */
  id: number;
  /** Why. */
  reason: CairnHouseOut;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "round_ended";
  /** The round. */
  round: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  /** How. */
  ending: CairnHouseEnding;
  event: "fight_ended";
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
};

/** A fighter of a fight by name, with the fight's own event. */
export interface CairnHouseFightLine {
  /** osr-combat's event, with its dice. */
  event: CairnHouseEvent;
  /** The fighter the event is about (the actor), when there is one. */
  who?: Name | null;
  /** The other fighter, when there is one (a target). */
  whom?: Name | null;
}

/** A Cairn House Rules fight's step: what the command did, and where the fight is. */
export interface CairnHouseFightStep {
  /**
   * Every combatant, in setup order, with its health and what it
   * has done this round.
   */
  combatants: Array<CairnHouseFighterNow>;
  /**
   * The events this command made (none at the start), each with
   * its line.
   */
  events: Array<CairnHouseFightEvent>;
  /** The faces this command used, in order. */
  faces: Array<number>;
  /**
   * Every command the fight takes now, ready to step: each kind
   * of command the rules allow, by whom and at whom, with the
   * fields the rules leave to the caller (a situation, a
   * defence, a weapon's die) at a default to set before
   * stepping. Empty once the fight is over.
   */
  legal: Array<CairnHouseCommand>;
  /** Whose move the fight waits for. */
  next: CairnHouseNext;
}

/**
 * A combatant's state in a fight.
 *
 * With the `serde` feature it serializes (for a VTT to show) as
 * `{"spec": ..., "health": ..., "first": true, "out": null, ...}`; a fight
 * is read back from its record, never from its fighters.
 */
export interface CairnHouseFighter {
  casting: boolean;
  charge?: number | null;
  engaged: Array<number>;
  first?: boolean | null;
  health: CairnHouseCharacter;
  loosed: boolean;
  out?: CairnHouseOut | null;
  spec: CairnHouseCombatant;
}

/** A combatant and its state now: health, and what it has done this round. */
export interface CairnHouseFighterNow {
  /** The combatant's ID. */
  id: number;
  state: CairnHouseFighter;
}

/** What takes a fighter out of a duel, and how a duel was won. */
export type CairnHouseFinish = "critical_damage" | "death";

/** What became of an attempt to flee (CH-combat.flee). */
export type CairnHouseFlight = "escaped" | "caught" | "nowhere_to_run";

/** A Cairn House Rules hazard rolled. */
export type CairnHouseHazardRolled = {
  /** The character after, to store in place of the one given. */
  character: CairnHouseCharacter;
  /**
   * What the trap did: avoided (the save passed), an ability
   * lowered, or an ability at 0 (DEX: paralysed; WIL: delirious;
   * STR: dead).
   */
  consequence: CairnHouseTrapResult;
  /** What happened, in order. */
  events: Array<CairnHouseHealthEvent>;
  /** The faces used, in order. */
  faces: Array<number>;
  hazard: "trap";
  /** The exact odds of each consequence before the dice. */
  odds: CairnHouseTrapResultOdds;
  /** What happened, as a line for players. */
  text: string;
};

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
  event: "damage_rolled";
  /** The face. */
  face: number;
  /** The die's sides. */
  sides: number;
} | {
  event: "hp_lost";
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: "grievous_wound";
  /** The d6 face. */
  face: number;
  /** The wound. */
  wound: GrievousWound;
} | {
  event: "blinded";
} | {
  event: "strength_lost";
  /** The damage past 0 HP. */
  excess: number;
  /** STR before. */
  from: number;
  /** STR after (at least 0). */
  to: number;
} | {
  event: "critical_damage_save";
  /** The kept d20. */
  face: number;
  /** Whether it passed. */
  passed: boolean;
  /** The lowered STR. */
  target: number;
} | {
  event: "critical_damage";
} | {
  event: "stabilised";
} | {
  /** Why. */
  cause: CairnHouseDeathCause;
  event: "died";
} | {
  /** The ability saved with. */
  ability: CairnHouseAbility;
  event: "trap_save";
  /** The kept d20. */
  face: number;
  /** Whether it passed. */
  passed: boolean;
  /** Its score. */
  target: number;
} | {
  /** Which. */
  ability: CairnHouseAbility;
  event: "ability_lost";
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: "paralysed";
} | {
  event: "delirious";
} | {
  event: "hp_restored";
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: "healing_blocked";
} | {
  event: "encumbered";
  /** HP before. */
  from: number;
} | {
  event: "unencumbered";
} | {
  event: "healing_blocked_by_load";
} | {
  event: "fatigue_gained";
  /** Before. */
  from: number;
  /** Where it came from. */
  source: CairnHouseFatigueSource;
  /** After. */
  to: number;
} | {
  event: "fatigue_removed";
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  /** Which. */
  ability: CairnHouseAbility;
  event: "ability_restored";
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: "went_hungry";
};

/** A Cairn House Rules PC's initiative. */
export interface CairnHouseInitiative {
  /** Whether the PC acts before the enemies in every phase. */
  before_enemies: boolean;
  /** The exact chance it had of acting before the enemies. */
  chance: Probability;
  /** The d20 of the DEX save, if one was rolled. */
  d20: number | null;
  /** The name. */
  name: string;
}

/**
 * How a PC's initiative is settled for a combat (CH-combat.initiative):
 * a DEX save, or a Haste or Slow spell in place of it.
 */
export type CairnHouseInitiativeMode = "save" | "haste" | "slow";

/** How often the PCs roll initiative. */
export type CairnHouseInitiativeRule = "once_per_combat" | "each_round";

/**
 * Something bought from osr-equipment's Cairn House Rules tables.
 *
 * With the `serde` feature: `{"weapon": "ch.weapon.hand"}`,
 * `{"armour": "ch.armour.light"}`, `{"shield": "ch.armour.shield"}`,
 * `{"transport": "ch.transport.hand-cart"}`.
 */
export type CairnHouseItem = {
  weapon: CairnHouseWeapon;
} | {
  armour: BodyArmour;
} | {
  shield: Shield;
} | {
  transport: Transport;
};

/** What to create. */
export type CairnHouseKind = "character" | "hireling";

/**
 * A combat maneuver (CH-combat.maneuver): the attacker attacks as
 * normal, and the defender chooses the damage or the maneuver's effect.
 * What each effect does is the referee's.
 */
export type CairnHouseManeuver = "trip" | "disarm" | "blind" | "dirty_trick";

/** A member of the party: a name, a sheet and a role. */
export interface CairnHouseMember {
  name: Name;
  role: CairnHouseRole;
  sheet: CairnHouseSheetDocument;
}

/** What called for a morale save (CH-combat.morale.triggers, .lone). */
export type CairnHouseMoraleTrigger = "first_casualty" | "half_lost" | "lone";

/**
 * Whose move the fight waits for.
 *
 * With the `serde` feature: `{"next": "act", "round": 1, "phase":
 * "missile", "id": 2}`, and `{"next": "over", "ending": {...}}` at the end.
 */
export type CairnHouseNext = {
  next: "initiative";
} | {
  /** The actor. */
  id: number;
  next: "act";
  /** The phase. */
  phase: CairnHousePhase;
  /** The round. */
  round: number;
} | {
  /** The defender. */
  id: number;
  next: "choose";
  /** The phase. */
  phase: CairnHousePhase;
  /** The round. */
  round: number;
} | {
  /** How it ended. */
  ending: CairnHouseEnding;
  next: "over";
};

/** Why a combatant left the fight. */
export type CairnHouseOut = "critical_damage" | "dead" | "fled" | "routed";

/**
 * The five phases of a round, in order (CH-combat.phases). In every
 * phase the PCs who passed their initiative save act first, then the
 * enemies, then the PCs who failed.
 */
export type CairnHousePhase = "magic_cast" | "missile" | "move" | "melee" | "magic_effect";

/**
 * How `Fight::play` and `simulate` choose for every
 * combatant.
 */
export type CairnHousePolicy = "first_standing";

/**
 * The reaction roll: 2d6 plus modifiers (Gruesome Scars: -1) on the
 * reaction table, when a being's disposition is unknown. Undead are
 * always hostile and are not rolled for.
 *
 * With the `serde` feature it serializes as its modifier.
 */
export type CairnHouseReaction = number;

/** A member's part in the party. */
export type CairnHouseRole = "adventurer" | "porter";

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
  system: "cairn_house";
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
  version: 1;
  /** Weapon IDs (`"ch.weapon.hand"`), at most `MAX_WEAPONS`. */
  weapons?: Array<string>;
}

/** An operation on a Cairn House Rules sheet, tagged by `op`. */
export type CairnHouseSheetOperation = {
  /** The item's osr-equipment ID. */
  item: string;
  op: "buy";
} | {
  /** The damage, after armour. */
  damage: number;
  op: "take_damage";
} | {
  op: "short_rest";
} | {
  /** Cast in danger: a failed WIL save is a mishap. */
  danger?: boolean;
  /** Free hands (0 to 2); 2 when left out. */
  hands_free?: number;
  /** Hit while casting: a failed WIL save loses the spell. */
  hit?: boolean;
  op: "cast_spell";
  /**
   * What it is cast from: `{"from": "spellbook", "spell":
   * "fireball", "level": 3}`.
   */
  source: CairnHouseSpellSource;
} | {
  /** The fight as `startFight` or `stepFight` last returned it. */
  fight: CairnHouseFight;
  /** The character's combatant ID in it. */
  id: number;
  op: "after_fight";
};

/**
 * The referee's content: the road, the site, the tables and monsters,
 * the treasure.
 */
export interface CairnHouseSite {
  /** The monsters of every row of both tables, and of the guard. */
  bands: Array<CairnHouseBand>;
  /**
   * The porter's supply units that are delve supplies (torches,
   * spikes); the rest of the porter's units are food.
   */
  delve_units: number;
  /** The site's encounter table. */
  dungeon: RandomTable;
  /** The row of the monsters behind the site's stuck door, if any. */
  guard?: string | null;
  /** Miles from town to the site, 1 to 1000. */
  miles: number;
  /** The season (which watches are dark). */
  season: Season;
  /** The treasure in the room behind the door. */
  treasure: CairnHouseTreasure;
  /** The wilderness encounter table. */
  wilderness: RandomTable;
}

/**
 * Every spell of the list, with a stable snake-case ID
 * (`Spell::id`) and its display name (`Spell::name`).
 */
export type CairnHouseSpell = string;

/**
 * Whether damage reduction lowers a spell's damage (CH-combat.blast-fire-dr):
 * the rules do not say.
 */
export type CairnHouseSpellDr = "applies" | "ignored";

/**
 * What a spell is cast from: a spellbook, which holds one spell and adds
 * a fatigue per cast, or a scroll, which adds none and is gone after one
 * use. The spell's level is kept with it.
 */
export type CairnHouseSpellSource = {
  from: "spellbook";
  /** Its level. */
  level: number;
  /** The spell. */
  spell: CairnHouseSpell;
} | {
  from: "scroll";
  /** Its level. */
  level: number;
  /** The spell. */
  spell: CairnHouseSpell;
};

/**
 * An attack's circumstance (CH-combat.enhanced): enhanced attacks roll
 * one die size larger, impaired attacks one smaller.
 */
export type CairnHouseStep = "impaired" | "normal" | "enhanced";

/** A row of the transport table. */
export interface CairnHouseTransportRow {
  /** What it does to the user's carrying capacity (carts and wagons). */
  carrying: UnitsCarrying | null;
  /** Price. */
  cost: Money;
  /** Supply units eaten per day (animals). */
  upkeep: number | null;
  /** The animal's WIL, for its saves. */
  wil: number | null;
}

/** The bands of a sprung `Trap`. */
export type CairnHouseTrapResult = "avoided" | "ability_loss" | "ability_zero";

/** The exact probability of every outcome band, as fractions in lowest terms that sum to exactly 1 (with the tail). */
export interface CairnHouseTrapResultOdds {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: CairnHouseTrapResult;
    p: Probability;
  }>;
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: CairnHouseTrapResult;
    p: Probability;
  } | null;
}

/** The treasure of the site. */
export interface CairnHouseTreasure {
  /** Its price in town, in coins. */
  coins: number;
  /** What it is (`a silver reliquary`). */
  name: string;
  /** Treasure units (1 to 4: one object, or 1000 coins each). */
  units: number;
}

/** A watch's action, as the chronicle heads it. */
export type CairnHouseWatchKind = "travel" | "rest" | "camp";

/** Weapons. */
export type CairnHouseWeapon = "ch.weapon.unarmed" | "ch.weapon.hand" | "ch.weapon.polearm" | "ch.weapon.sling" | "ch.weapon.bow";

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

/** A roll on the Wilderness Event table, by its row. */
export type CairnHouseWildRow = "encounter" | "clue" | "exhaustion" | "weather" | "free";

/** A called shot at a Gods & Monsters caster. */
export interface CalledShot {
  /** The damage the shot did. */
  damage: number;
  /** The caster's evasion score. */
  evasion: number;
}

/** A career as written in a sheet document. */
export interface CareerEntry {
  /** Subjects of knowledge. */
  knowledge?: Array<string>;
  /** The name. */
  name: string;
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
export type CarryState = "within_carry" | "over_carry";

/** A spell to cast, by its system's rules. */
export type CastSpellRequest = {
  /** Where the faces come from: a d100. */
  dice: Dice;
  /** The position of the spell to cast among them, from 0. */
  position: number;
  /**
   * The prepared spells, as `prepareSpells` or the last cast left
   * them.
   */
  prepared: Prepared;
  system: "constitution";
} | {
  /**
   * Cast in danger: the referee asks for a WIL save, and a failure
   * is a mishap.
   */
  danger?: boolean;
  /**
   * Where the faces come from: a d20 for each save; needed only
   * in danger or when hit.
   */
  dice?: Dice | null;
  /** Whether the caster is encumbered, which forbids casting. */
  encumbered?: boolean;
  /** Enhanced with time and safety (the referee says what it does). */
  enhanced?: boolean;
  /** Free hands (0 to 2): casting needs both; 2 when left out. */
  hands_free?: number;
  /**
   * Hit between casting (phase 1) and effect (phase 5): a failed
   * WIL save loses the spell.
   */
  hit?: boolean;
  /**
   * What the spell is cast from, with the spell and its level:
   * `{"from": "spellbook", "spell": "fireball", "level": 3}`.
   */
  source: CairnHouseSpellSource;
  system: "cairn_house";
  /** The caster's WIL (3 to 18), for the saves below. */
  wil?: number | null;
} | {
  /**
   * A called shot that hit while casting: the evasion roll, at a
   * penalty of the damage and a bonus of the movement left.
   */
  called_shot?: CalledShot | null;
  /** The spell's casting time: `{"segments": 4}` or `{"rounds": 1}`. */
  casting_time?: CastingTime | null;
  /**
   * Where the faces come from: a d20; needed only for a called
   * shot.
   */
  dice?: Dice | null;
  /** Injury points: no spell above the level less injuries. */
  injuries?: number;
  /** The sorceror's level. */
  level: number;
  /** The caster's movement, less the casting time while casting. */
  movement?: number;
  /** The spell's level (1 to 10). */
  spell_level: number;
  system: "gods_and_monsters";
} | {
  /** Where the faces come from: a d20. */
  dice: Dice;
  /** Fatigue carried before casting (0 to 10); none when left out. */
  fatigue?: number;
  /** The fatigue the spell adds, by its own rules. */
  spell_fatigue: number;
  system: "block_dodge_parry";
  /** The caster's WIL. */
  wil: number;
};

/** A cast spell. */
export type CastSpellResponse = {
  /** The exact chance it had of taking effect. */
  chance: Probability;
  /** The faces used, in order. */
  faces: Array<number>;
  /** The prepared spells after the cast: this one is used up. */
  prepared: Prepared;
  /** The d100, at most the rating to succeed. */
  roll: PassFailOutcome;
  /** Whether the spell takes effect. */
  succeeded: boolean;
  system: "constitution";
  /** What happened, as a line for players. */
  text: string;
} | {
  /** The exact chance it had of taking effect. */
  chance: Probability;
  /** Whether the source is used up: a scroll is. */
  consumed: boolean;
  /** The WIL save in danger, if rolled. */
  danger_save: SaveRoll | null;
  /** What the spell does at its level. */
  effect: Effect;
  /** The faces used, in order. */
  faces: Array<number>;
  /** The fatigue the cast adds: 1 from a spellbook, 0 from a scroll. */
  fatigue: number;
  /** The WIL save when hit while casting, if rolled. */
  hit_save: SaveRoll | null;
  /**
   * Whether the danger save failed: a mishap, which the referee
   * describes.
   */
  mishap: boolean;
  /** The exact chance it had of a mishap. */
  mishap_chance: Probability;
  system: "cairn_house";
  /** Whether the spell takes effect: not lost to a hit. */
  takes_effect: boolean;
  /** What happened, as a line for players. */
  text: string;
} | {
  /** The exact chance it had of completing. */
  chance: Probability;
  /**
   * Whether the casting completes: always, unless a called shot's
   * evasion roll failed (then no verve is lost and the spell is not
   * used up).
   */
  completed: boolean;
  /** The evasion roll against a called shot, if one hit. */
  evasion_roll: SaveRoll | null;
  /** The faces used, in order. */
  faces: Array<number>;
  /** The highest spell level the sorceror may cast now. */
  injury_cap: number;
  /** The movement left while casting. */
  movement_left: number;
  system: "gods_and_monsters";
  /** What happened, as a line for players. */
  text: string;
} | {
  /** The exact chance the save had of passing. */
  chance: Probability;
  /** The faces used, in order. */
  faces: Array<number>;
  /**
   * The fatigue before and after, and whether every slot is now
   * full (which sets HP to 0).
   */
  fatigue: BlockDodgeParryFatigueAdded;
  /** Whether the WIL save passed. */
  passed: boolean;
  /** The WIL save. */
  save: SaveRoll;
  system: "block_dodge_parry";
  /** What happened, as a line for players. */
  text: string;
};

/**
 * A caster as the magic rules see one: level, sage specialisations and
 * whether the spell book is at hand.
 */
export interface Caster {
  /** The caster's level (1 to 100): one slot of each spell level up to it. */
  level: number;
  /** The magic-related sage specialisations. */
  specialisations: Specialisations;
  /** Whether the spell book is at hand (TC-12.7); at hand when left out. */
  spell_book?: boolean;
}

/**
 * A spell's casting time, or a manifestation's calling time
 * (GM-magic.casting-movement), in the units of movement or in rounds.
 */
export type CastingTime = {
  segments: number;
} | {
  rounds: number;
};

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
  table: "tc.armour";
} | {
  /** The stable ID (`"gm.weapon.long-sword"`). */
  id: string;
  /** The English name, as the rulebook prints it. */
  name: string;
  /** The row's numbers. */
  row: number;
  table: "tc.light";
} | {
  /** The stable ID (`"gm.weapon.long-sword"`). */
  id: string;
  /** The English name, as the rulebook prints it. */
  name: string;
  /** The row's numbers. */
  row: CairnHouseArmourRow;
  table: "ch.armour";
} | {
  /** The stable ID (`"gm.weapon.long-sword"`). */
  id: string;
  /** The English name, as the rulebook prints it. */
  name: string;
  /** The row's numbers. */
  row: CairnHouseArmourRow;
  table: "ch.armour.shield";
} | {
  /** The stable ID (`"gm.weapon.long-sword"`). */
  id: string;
  /** The English name, as the rulebook prints it. */
  name: string;
  /** The row's numbers. */
  row: CairnHouseWeaponRow;
  table: "ch.weapon";
} | {
  /** The stable ID (`"gm.weapon.long-sword"`). */
  id: string;
  /** The English name, as the rulebook prints it. */
  name: string;
  /** The row's numbers. */
  row: CairnHouseTransportRow;
  table: "ch.transport";
} | {
  /** The stable ID (`"gm.weapon.long-sword"`). */
  id: string;
  /** The English name, as the rulebook prints it. */
  name: string;
  /** The row's numbers. */
  row: GodsAndMonstersGoods;
  table: "gm.food";
} | {
  /** The stable ID (`"gm.weapon.long-sword"`). */
  id: string;
  /** The English name, as the rulebook prints it. */
  name: string;
  /** The row's numbers. */
  row: GodsAndMonstersGoods;
  table: "gm.ingredient";
} | {
  /** The stable ID (`"gm.weapon.long-sword"`). */
  id: string;
  /** The English name, as the rulebook prints it. */
  name: string;
  /** The row's numbers. */
  row: GodsAndMonstersStockRow;
  table: "gm.stock";
} | {
  /** The stable ID (`"gm.weapon.long-sword"`). */
  id: string;
  /** The English name, as the rulebook prints it. */
  name: string;
  /** The row's numbers. */
  row: GodsAndMonstersGearRow;
  table: "gm.misc";
} | {
  /** The stable ID (`"gm.weapon.long-sword"`). */
  id: string;
  /** The English name, as the rulebook prints it. */
  name: string;
  /** The row's numbers. */
  row: GodsAndMonstersWeaponRow;
  table: "gm.weapon";
} | {
  /** The stable ID (`"gm.weapon.long-sword"`). */
  id: string;
  /** The English name, as the rulebook prints it. */
  name: string;
  /** The row's numbers. */
  row: GodsAndMonstersAmmoRow;
  table: "gm.ammo";
} | {
  /** The stable ID (`"gm.weapon.long-sword"`). */
  id: string;
  /** The English name, as the rulebook prints it. */
  name: string;
  /** The row's numbers. */
  row: GodsAndMonstersArmorRow;
  table: "gm.armor";
} | {
  /** The stable ID (`"gm.weapon.long-sword"`). */
  id: string;
  /** The English name, as the rulebook prints it. */
  name: string;
  /** The row's numbers. */
  row: Array<MurdhamTask>;
  table: "mu.tool";
} | {
  /** The stable ID (`"gm.weapon.long-sword"`). */
  id: string;
  /** The English name, as the rulebook prints it. */
  name: string;
  /** The row's numbers. */
  row: BlockDodgeParryRecipeRow;
  table: "bdp.recipe";
};

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
  /**
   * Carrying supplies or treasure: HP are 0 while it lasts (written
   * only when true).
   */
  encumbered?: boolean;
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
 * The exact odds of every band of a check (`bands`, and a `tail`
 * when they never end), tagged by system and procedure as its
 * request.
 */
export type CheckOdds = ({
  system: "constitution";
}) & ({
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: Degrees;
    p: Probability;
  }>;
  procedure: "ability";
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
  procedure: "morale";
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
  procedure: "percentile";
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
  procedure: "haggle";
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: Bargain;
    p: Probability;
  } | null;
} | {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: ConceptVerdict;
    p: Probability;
  }>;
  procedure: "reused_concept";
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: ConceptVerdict;
    p: Probability;
  } | null;
}) | ({
  system: "cairn_house";
}) & ({
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: PassFail;
    p: Probability;
  }>;
  procedure: "save";
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
  procedure: "reaction";
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: Disposition;
    p: Probability;
  } | null;
}) | ({
  system: "gods_and_monsters";
}) & ({
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: PassFail;
    p: Probability;
  }>;
  procedure: "roll";
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
  procedure: "assistance";
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
  procedure: "group_morale";
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
  procedure: "leader_order";
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
  procedure: "failure_point";
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
  procedure: "smallest_die";
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
  procedure: "contest";
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: ContestEnd;
    p: Probability;
  } | null;
}) | ({
  system: "murdham";
}) & ({
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: PassFail;
    p: Probability;
  }>;
  procedure: "save";
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
  procedure: "group_save";
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
  procedure: "contest";
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
  procedure: "luck_game";
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
  procedure: "damage";
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: number;
    p: Probability;
  } | null;
}) | ({
  system: "block_dodge_parry";
}) & ({
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: PassFail;
    p: Probability;
  }>;
  procedure: "save";
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
  procedure: "contest";
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
  procedure: "time_gear_skill";
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
  procedure: "die_of_fate";
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
  procedure: "small_die";
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
  system: "constitution";
}) | (CairnHouseCheckRoll) & ({
  system: "cairn_house";
}) | (GodsAndMonstersCheckRoll) & ({
  system: "gods_and_monsters";
}) | (MurdhamCheckRoll) & ({
  system: "murdham";
}) | (BlockDodgeParryCheckRoll) & ({
  system: "block_dodge_parry";
});

/**
 * A check: its system, its procedure and the procedure's inputs,
 * as osr-check writes them.
 */
export type CheckSpec = ({
  system: "constitution";
}) & ({
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
  procedure: "ability";
  /**
   * A skill rating, 0 to 100 (TC-4.10): 0 is practically unaware, 100
   * as well-versed as a human gets.
   */
  skill?: number | null;
} | {
  procedure: "morale";
  /** The morale score, 2 to 12: 2d6 at most it holds. */
  score: MoraleCheck;
} | {
  procedure: "percentile";
  /** The rating, 0 to 100: d100 at most it succeeds. */
  rating: PercentileCheck;
} | {
  /** The haggler's CHA, 1 to 20: a d20 below it takes 10% off. */
  cha: Haggle;
  procedure: "haggle";
} | (ReusedConceptInput) & ({
  procedure: "reused_concept";
})) | ({
  system: "cairn_house";
}) & ({
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
  procedure: "save";
} | {
  /** The modifier added to 2d6, -10 to 10. */
  modifier: CairnHouseReaction;
  procedure: "reaction";
}) | ({
  system: "gods_and_monsters";
}) & ({
  /**
   * The total of bonuses less penalties on a roll: a bonus is positive,
   * a penalty negative.
   *
   * A value in `-100..=100`; errors call it "modifier".
   */
  modifier?: number;
  procedure: "roll";
  /**
   * An ability or reaction score a roll is made against.
   *
   * A value in `-20..=60`; errors call it "score".
   */
  score: number;
} | {
  /** The assistant's roll, before the field bonus. */
  ability: GodsAndMonstersRoll;
  /** The field bonus lent, 0 to 20. */
  bonus: number;
  /**
   * The people helped at once (1 when left out): more is a penalty, as an
   * obstacle's size.
   */
  people?: number;
  procedure: "assistance";
  /** Whether the help involves a weapon (`false` when left out). */
  weapon?: boolean;
} | {
  /** The members of the group, 1 and up. */
  group: number;
  procedure: "group_morale";
  /** The group's roll, bonus included. */
  roll: GodsAndMonstersRoll;
} | {
  /** The leader's charisma roll. */
  cha: GodsAndMonstersRoll;
  /** The members of the group, 1 and up. */
  group: number;
  procedure: "leader_order";
} | {
  procedure: "failure_point";
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
} | {
  procedure: "smallest_die";
  /**
   * N, 1 to 20: the smallest die with at least N faces, re-rolled
   * while it shows more than N.
   */
  up_to: number;
} | {
  /**
   * Whether a player asked for doubled d20s because an opponent cannot fail
   * (`false` when left out).
   */
  doubling_requested?: boolean;
  /**
   * `opposed` (the acting side against the resisting one) or `same_goal`
   * (every side after one goal).
   */
  kind: ContestKind;
  procedure: "contest";
  /** Each side's roll, the acting side first. */
  sides: Array<GodsAndMonstersRoll>;
  /**
   * The time step the first round takes: 0 immediately, 1 a round, 2 a
   * minute, 3 ten minutes, 4 an hour, 5 a day... (1 when left out).
   */
  start?: ContestTime;
}) | ({
  system: "murdham";
}) & ({
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
  procedure: "save";
} | {
  /** Impairments and enhancements of the shared roll (none when left out). */
  edge?: Edge;
  procedure: "group_save";
  /** Each member's score, 0 to 20, at most 100 members. */
  scores: Array<number>;
} | {
  /** The two sides' ability scores, 0 to 20. */
  abilities: Array<number>;
  /** Each side's impairments and enhancements (none when left out). */
  edges?: Array<Edge>;
  procedure: "contest";
} | {
  /**
   * How many play, 2 or more: each rolls a d20 and the lowest wins,
   * ties rolled again.
   */
  players: LuckGame;
  procedure: "luck_game";
} | {
  /** The damage die, `d4` to `d12`. */
  die: StepDie;
  /** Impairments and enhancements (none when left out). */
  edge?: Edge;
  /** Whether the die explodes (`true` when left out). */
  explodes?: boolean;
  procedure: "damage";
}) | ({
  system: "block_dodge_parry";
}) & ({
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
  procedure: "save";
} | {
  /** The two sides' ability scores, the acting side first. */
  abilities: BlockDodgeParryContest;
  procedure: "contest";
} | {
  /** Time, Gear and Skill. */
  factors: Factors;
  /** Whether the action is rolled at all (`doubtful` when left out). */
  gate?: BlockDodgeParryGate;
  procedure: "time_gear_skill";
} | (DieOfFateInput) & ({
  procedure: "die_of_fate";
}) | {
  /** `"d2"` or `"d3"`. */
  die: SmallDie;
  procedure: "small_die";
});

/** One section of a chronicle: a heading and its lines. */
export interface ChronicleSection {
  /** Its lines, each an event or a note, for players. */
  lines: Array<string>;
  /** The stage it tells. */
  stage: ExpeditionStage;
  /** Its heading, for players ("the road to the crypt"). */
  title: string;
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
export type Class = "fighter" | "sage" | "adventurer";

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

/** A sheet to fight as a combatant. */
export interface CombatantFromSheetRequest {
  /** The combatant's ID in the fight's setup. */
  id: number;
  /**
   * The sheet document: 3d6 Constitution, Cairn House Rules, Gods &
   * Monsters or Murdham (Block, Dodge, Parry has no fight).
   */
  sheet: SheetDocument;
  /**
   * Its side: `"party"` when absent. A Cairn House Rules sheet is a
   * player character, on the party's side only.
   */
  side?: Side | null;
}

/**
 * The combatant a sheet fights as, tagged by the sheet's `system`: put
 * it in the `combatants` of that system's `startFight` setup.
 */
export type CombatantFromSheetResponse = {
  /** The combatant. */
  combatant: ConstitutionCombatant;
  system: "constitution";
} | {
  /** The combatant. */
  combatant: CairnHouseCombatant;
  /**
   * The health it enters the fight with (HP, scores, fatigue,
   * wounds): put it in the setup's `health`.
   */
  health: CairnHouseEntering;
  system: "cairn_house";
} | {
  /** The combatant. */
  combatant: GodsAndMonstersCombatant;
  system: "gods_and_monsters";
} | {
  /** The combatant. */
  combatant: MurdhamCombatant;
  system: "murdham";
};

/** A combatant's name, for the events' lines. */
export interface CombatantName {
  /** The combatant's ID in the setup. */
  id: number;
  /** Its name, 1 to 40 characters (`"Ash"`, `"the ogre"`). */
  name: string;
}

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
export type Concept = "standard" | "approved" | "approved_reused";

/**
 * Whether a reused non-standard character concept is allowed: the verdict
 * of the d6 (osr-sheet's `Concept` is the concept itself).
 */
export type ConceptVerdict = "refused" | "allowed";

/** A rolled outcome that is its band and the dice that made it. */
export interface ConceptVerdictOutcome {
  /** The band the outcome falls in, named as in the check's odds. */
  band: ConceptVerdict;
  /** Every die rolled, in the order rolled. */
  dice: Array<Rolled>;
}

/** A rolled check: the outcome, its band and the faces used. */
export interface ConceptVerdictOutcomeResult {
  /** The band the outcome falls in, named as in the check's odds. */
  band: ConceptVerdict;
  /** The faces used, in order: roll the same check from them to replay. */
  faces: Array<number>;
  /**
   * The outcome, as osr-check writes it: read back in Rust (or checked
   * against the check) it is the same outcome.
   */
  outcome: ConceptVerdictOutcome;
}

/**
 * A condition a character is in (MU-core.conditions). What stunned and
 * incapacitated stop a character doing is in another chapter of the
 * game; the sheet records them.
 *
 * With the `serde` feature: `"frightened"`, `"incapacitated"`, ...
 */
export type Condition = "frightened" | "terrified" | "stunned" | "incapacitated" | "drowning" | "frenzied" | "sick" | "addicted" | "dying" | "dead";

/** A row of the armour class table. */
export interface ConstitutionArmourRow {
  /** Armour class. */
  ac: number;
  /** Price. */
  cost: Money;
  /** What it is as a load (its stones). */
  worn: StonesArmour;
}

/** How much room a treasure takes in a pack (TC-14.7, TC-14.8). */
export interface ConstitutionBulk {
  /** Big things strapped outside the pack (a sack, a chest). */
  big: number;
  /** Medium things held (a coin pouch). */
  medium: number;
}

/** 3d6 Constitution. */
export type ConstitutionCheckRoll = (AbilityRollResult) & ({
  procedure: "ability";
}) | (MoraleRollResult) & ({
  procedure: "morale";
}) | (PassFailOutcomeResult) & ({
  procedure: "percentile";
}) | (BargainOutcomeResult) & ({
  procedure: "haggle";
}) | (ConceptVerdictOutcomeResult) & ({
  procedure: "reused_concept";
});

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
   * Level: the major wound marks it can take (TC-6.11) and a
   * fighter's bonus (TC-7.1). A direct hit's price reads
   * `hit_dice`, the level or HD (TC-6.12).
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
  str: number;
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
  wil: number;
  /** Wits: added to initiative. */
  wit: number;
}

/**
 * What a player or the referee decides: each applied by `Fight::step`.
 *
 * With the `serde` feature: `{"command": "attack", "attacker": 1,
 * "target": 2}` and so on.
 */
export type ConstitutionCommand = {
  command: "roll_initiative";
} | {
  /** Whose turn it is. */
  attacker: number;
  command: "attack";
  /** The target's reaction. */
  defence?: ConstitutionDefence;
  /** Take a direct hit when possible. */
  direct_hit?: boolean;
  /** Whom they attack. */
  target: number;
} | {
  command: "defend";
  /** Whose turn it is. */
  id: number;
} | {
  command: "pass";
  /** Whose turn it is. */
  id: number;
} | {
  command: "cast";
  /** Whose turn it is. */
  id: number;
} | {
  command: "superior";
  /** The superior. */
  id: number;
} | {
  command: "react";
  /** Who reacts. */
  id: number;
  /** The reaction. */
  reaction: ConstitutionReaction;
} | {
  /** Who attacks. */
  attacker: number;
  command: "opportunity_attack";
  /** The disoriented target. */
  target: number;
} | {
  /** The archer. */
  archer: number;
  command: "bow_extra_attack";
  /** The target. */
  target: number;
} | {
  /** The superior. */
  by: number;
  command: "order";
  /** The one ordered. */
  follower: number;
} | {
  command: "end_round";
} | {
  command: "force_bout";
} | {
  command: "reorient";
  /** Who. */
  id: number;
} | {
  command: "declare_spell";
  /** The caster. */
  id: number;
} | {
  command: "next_round";
} | {
  command: "morale";
  /** Who. */
  id: number;
  /** Why. */
  trigger: ConstitutionMoraleTrigger;
};

/**
 * A damage roll: the die, and whether it takes an advantage die (two
 * dice, the higher kept).
 */
export type ConstitutionDamageDie = "d6" | "d8" | "d6_advantage" | "d8_advantage";

/**
 * One day: what was eaten and drunk, whether the character exerted
 * themselves, and how they slept.
 */
export interface ConstitutionDay {
  /** Physical exertion. */
  exertion: boolean;
  /** Food. */
  food: ConstitutionFood;
  /** Sleep. */
  sleep: ConstitutionSleep;
  /** Water. */
  water: ConstitutionWater;
}

/** How a defender meets one attack with a reaction (TC-5.4, TC-5.17). */
export type ConstitutionDefence = "none" | "shield" | "shield_after_roll";

/**
 * A character's food, water and sleep clocks (TC-15.2 to TC-15.7).
 *
 * With the `serde` feature it serializes in days, hours and penalty
 * points: `{"strength": 10, "hunger": "starving", "strain": 4,
 * "fasted_days": 3, "starving_days": 1, "recovery_days": 0,
 * "thirst_penalty": 0, "thirst_failures": 0, "hours_awake": 0,
 * "slept_badly": false, "dead": false}`, read back through the range
 * of each field and refused when the clocks disagree: no days of
 * recovery past the day that ends a fast or a starvation, and a thirst
 * penalty of 6 per failed save and 4 per passed one.
 */
export interface ConstitutionDeprivation {
  /** Dead of thirst. */
  dead: boolean;
  /** Days fasted, while fasting or starving. */
  fasted_days: number;
  /** Hours awake. */
  hours_awake: number;
  /** Where the character stands with food. */
  hunger: ConstitutionHunger;
  /** Days of normal eating towards the end of a fast or starvation. */
  recovery_days: number;
  /** Whether the last night was slept badly. */
  slept_badly: boolean;
  /** Days starved, while starving. */
  starving_days: number;
  /** The strength score the clocks are measured against. */
  str: number;
  /** Days of strain on the starvation clock. */
  strain: number;
  /** Failed thirst saves since last drinking one's fill. */
  thirst_failures: number;
  /** The size of the thirst penalty. */
  thirst_penalty: number;
}

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

/** How a fight ended. */
export type ConstitutionEnding = {
  won: Side;
} | "undecided";

/** A 3d6 Constitution combatant. */
export interface ConstitutionEntrant {
  /**
   * A bonus to the roll (a fighter's level, weapons training), -50 to
   * 50.
   */
  bonus?: number;
  /** The name, 1 to 40 characters. */
  name: string;
  /**
   * How it starts: `"roll"` (the rule), `"advantage"` or `"ambush"`
   * (a prepared ambusher), `"penalty"` or `"flat_footed"` (a surprised
   * victim), `"henchman"` (1, no roll).
   */
  start?: ConstitutionStart;
  /** The WIT score, 1 to 20. */
  wit: number;
}

/**
 * What happened, as a log a VTT can show line by line (`fmt::Display`).
 *
 * With the `serde` feature: `{"event": "attack_rolled", ...}`.
 */
export type ConstitutionEvent = {
  event: "initiative_rolled";
  /** The d20s (none when set). */
  faces: Array<number>;
  /** Who. */
  id: number;
  /** The score. */
  score: number;
} | {
  event: "round_began";
  /** The round. */
  round: number;
  /** Who has superior initiative. */
  superior?: number | null;
} | {
  /** At what count. */
  count: number;
  event: "turn_began";
  /** Whose. */
  id: number;
} | {
  event: "initiative_paid";
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
  event: "attack_rolled";
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
  event: "defence_rolled";
  /** The d20s. */
  faces: Array<number>;
  /** Who. */
  id: number;
  /** The total. */
  total: number;
} | {
  /** Whose attack. */
  attacker: number;
  event: "blocked";
  /** Who blocked. */
  target: number;
} | {
  /** Who. */
  attacker: number;
  event: "direct_hit";
  /** Whom. */
  target: number;
} | {
  /** The damage. */
  amount: number;
  /** Who. */
  attacker: number;
  event: "damage_rolled";
  /** The dice. */
  faces: Array<number>;
  /** Whom. */
  target: number;
} | {
  /** What. */
  change: ConstitutionHealthEvent;
  event: "health";
  /** Who. */
  id: number;
} | {
  event: "went_berserk";
  /** Who. */
  id: number;
} | {
  event: "superior_turn";
  /** Before. */
  from: number;
  /** Who. */
  id: number;
  /** After. */
  to: number;
} | {
  event: "passed";
  /** Who. */
  id: number;
} | {
  event: "spell_declared";
  /** Who. */
  id: number;
} | {
  event: "spell_cast";
  /** Who. */
  id: number;
} | {
  event: "reoriented";
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
  event: "ordered";
  /** The one ordered. */
  follower: number;
} | {
  event: "morale_checked";
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
  event: "fled";
  /** Who. */
  id: number;
} | {
  event: "out";
  /** Who. */
  id: number;
} | {
  event: "round_ended";
  /** The round. */
  round: number;
} | {
  event: "bout_forced";
} | {
  event: "bout_ended";
} | {
  event: "fight_ended";
  /** The side still standing. */
  winner: Side;
};

/**
 * A 3d6 Constitution expedition: the party, the clocks and the procedures
 * of play, each `Command` applied by `step` with every consequence and
 * answered with the `Event`s it made, every die in them.
 *
 * With the `serde` feature it saves as `{"version": 1, "setup": ...,
 * "commands": [...], "faces": [...], "events": [...]}` and reads back only by
 * replaying the commands from exactly the faces.
 */
export interface ConstitutionExpedition {
  /** Every command applied, in order. */
  commands: Array<ConstitutionExpeditionCommand>;
  /** Every event the commands made, in order. */
  events: Array<ConstitutionExpeditionEvent>;
  /** Every face rolled, in order. */
  faces: Array<number>;
  /** The combatants and the rules the fight was set up with. */
  setup: ConstitutionExpeditionSetup;
  /**
   * The version of the saved form; absent means 1 (`null` is
   * refused).
   */
  version?: number;
}

/**
 * What the party decides; each is applied by `Expedition`'s `step`
 * with every consequence the rules give.
 *
 * With the `serde` feature: `{"command": "buy", "member": 0, "ware":
 * 2}`, `{"command": "march"}`, ...
 */
export type ConstitutionExpeditionCommand = {
  command: "buy";
  /** The member, by place in the party. */
  member: number;
  /** The ware, by place on the market. */
  ware: number;
} | {
  command: "depart";
} | {
  command: "march";
} | {
  command: "fight";
  /** The party's policy. */
  policy: ConstitutionPolicy;
} | {
  command: "rest";
} | {
  command: "camp";
} | {
  command: "cast";
  /** The member. */
  member: number;
} | {
  command: "search";
} | {
  command: "leave";
} | {
  command: "end_session";
};

/**
 * What happened, in order, with every die rolled. Its `Display` is the
 * chronicle's line: members and foes by name.
 */
export type ConstitutionExpeditionEvent = {
  event: "bought";
  /** A haggler's d20s and CHA (TC-10.3): below CHA is 10% off. */
  haggle?: [Array<number>, number] | null;
  /** The coins left. */
  left: string;
  /** The price asked. */
  listed: number;
  /** The price paid, in silver (tenths as copper). */
  paid: string;
  /** What. */
  ware: Name;
  /** Who. */
  who: Name;
} | {
  /** The coins they have. */
  coins: string;
  event: "too_dear";
  /** A haggler's d20s and CHA. */
  haggle?: [Array<number>, number] | null;
  /** The price, after haggling. */
  price: string;
  /** What. */
  ware: Name;
  /** Who. */
  who: Name;
} | {
  event: "departed";
  /** Miles. */
  miles: number;
  /** Where to. */
  site: Name;
} | {
  /** The day. */
  day: number;
  /** Denominator. */
  denom: number;
  event: "marched";
  /** Miles, as a fraction: numerator. */
  numer: number;
  /** Who sets the pace. */
  slowest: Name;
  /** Whole miles still to go. */
  to_go: number;
  /** The weather. */
  weather: Weather;
} | {
  event: "checks";
  /** One d6 each. */
  faces: Array<number>;
  /** An encounter on this face or lower. */
  in_six: number;
} | {
  /** How many. */
  count: number;
  event: "met";
  /** The table's d6. */
  face: number;
  /** Which monster. */
  monster: Name;
} | {
  event: "arrived";
  /** Where: the site, or home. */
  place: Name;
} | {
  event: "fight_began";
  /** The foes. */
  foes: Array<ConstitutionFoe>;
  /** The party's fighters. */
  party: Array<Name>;
} | {
  event: "surprised";
  /** Whether it is the party. */
  party: boolean;
} | {
  event: "initiative_rolled";
  /** Everyone's. */
  rolls: Array<ConstitutionInitiativeLine>;
} | {
  event: "round_began";
  /** The round. */
  round: number;
  /** Who has superior initiative. */
  superior?: Name | null;
} | {
  event: "superior_taken";
  /** Before. */
  from: number;
  /** After. */
  to: number;
  /** Who. */
  who: Name;
} | {
  /** Against AC. */
  ac: number;
  /** Who. */
  attacker: Name;
  event: "attacked";
  /** Extra degrees (TC-5.19). */
  extra: number;
  /** The d20s. */
  faces: Array<number>;
  /** Whether it hit. */
  hit: boolean;
  /** Whom. */
  target: Name;
  /** The total. */
  total: number;
} | {
  /** Who. */
  attacker: Name;
  event: "direct_hit";
  /** Whom. */
  target: Name;
} | {
  /** The damage. */
  amount: number;
  event: "damage";
  /** The dice. */
  faces: Array<number>;
  /** Whom. */
  target: Name;
} | {
  event: "hp_lost";
  /** Before. */
  from: number;
  /** After. */
  to: number;
  /** Who. */
  who: Name;
} | {
  /** The DC. */
  dc: number;
  event: "injury_saves";
  /** The STR save's d20s. */
  str: Array<number>;
  /** Passed. */
  str_passed: boolean;
  /** Its total. */
  str_total: number;
  /** Who. */
  who: Name;
  /** The WIL save's d20s (none when not rolled). */
  wil: Array<number>;
  /** Passed. */
  wil_passed: boolean;
  /** Its total. */
  wil_total?: number | null;
} | {
  event: "wounded";
  /** Who. */
  who: Name;
  /** What. */
  wound: ConstitutionWound;
} | {
  event: "berserk";
  /** Who. */
  who: Name;
} | {
  event: "reoriented";
  /** The d20s. */
  faces: Array<number>;
  /** The new score. */
  score: number;
  /** Who. */
  who: Name;
} | {
  event: "morale";
  /** The 2d6. */
  faces: Array<number>;
  /** Held. */
  held: boolean;
  /** The score. */
  score: number;
  /** Checked for being surprised. */
  surprised: boolean;
  /** Their total. */
  total: number;
  /** Who. */
  who: Name;
} | {
  event: "fled";
  /** Who. */
  who: Name;
} | {
  event: "fight_ended";
  /** How. */
  outcome: ConstitutionOutcome;
  /** After this many rounds. */
  rounds: number;
} | {
  event: "turned_home";
} | {
  event: "rested";
  /** The re-roll. */
  reroll: ConstitutionReroll;
  /** The turn it took, in a site. */
  turn?: number | null;
} | {
  event: "ate";
  /** Each member. */
  meals: Array<ConstitutionMeal>;
} | {
  event: "deprived";
  /** Any d20s (a thirst save). */
  faces: Array<number>;
  /** The penalty on every check now. */
  penalty: number;
  /** In words. */
  what: string;
  /** Who. */
  who: Name;
} | {
  event: "slept";
  /** The re-roll. */
  reroll: ConstitutionReroll;
} | {
  event: "cast";
  /** The d100. */
  faces: Array<number>;
  /** The rating. */
  rating: number;
  /** The spell. */
  spell: Name;
  /** Turns of light it gives. */
  turns: number;
  /** Who. */
  who: Name;
  /** Whether it worked. */
  worked: boolean;
} | {
  event: "torch_lit";
  /** Torches they have left. */
  left: number;
  /** Who. */
  who: Name;
} | {
  event: "light_out";
  /** The torch or the spell. */
  what: string;
} | {
  event: "dark";
} | {
  /** What it was spent on. */
  doing: string;
  event: "turn";
  /** The d6 of the check (an encounter on 1). */
  face: number;
  /** The turn. */
  turn: number;
} | {
  /** Their bonus. */
  bonus: number;
  /** The DC. */
  dc: number;
  event: "searched";
  /** The d20s. */
  faces: Array<number>;
  /** Whether it succeeded. */
  found: boolean;
  /** The total. */
  total: number;
  /** Turns it takes. */
  turns: number;
  /** Who. */
  who: Name;
  /** WIT. */
  wit: number;
} | {
  event: "found";
  /** Its treasures. */
  treasures: Array<Name>;
} | {
  event: "carried";
  /** Their load in stones now. */
  stones: number;
  /** What. */
  treasure: Name;
  /** Who. */
  who: Name;
} | {
  event: "left_behind";
  /** What. */
  treasure: Name;
} | {
  event: "haul";
  /** What. */
  treasure: Name;
  /** Its value in silver. */
  value: number;
  /** Its XP. */
  xp: number;
} | {
  /** XP each. */
  each: number;
  event: "shared";
  /** Their XP. */
  foes_xp: number;
  /** Hit dice of the foes overcome. */
  hit_dice: number;
  /** How many shares. */
  shares: number;
  /** Silver each. */
  silver: number;
  /** The treasure's XP. */
  treasure_xp: number;
} | {
  /** How much. */
  amount: number;
  event: "xp_gained";
  /** Total. */
  total: number;
  /** Who. */
  who: Name;
} | {
  event: "level_gained";
  /** The level. */
  level: number;
  /** Who. */
  who: Name;
} | {
  event: "initiated";
  /** Which. */
  initiation: string;
  /** Who. */
  who: Name;
} | {
  event: "improved";
  /** The ability raised, from, to. */
  raised?: [Ability, number, number] | null;
  /** Each try. */
  tries: Array<ConstitutionTry>;
  /** Who. */
  who: Name;
} | {
  event: "spell_improved";
  /** The d100, then the d6 if rolled. */
  faces: Array<number>;
  /** Before. */
  from: number;
  /** The spell. */
  spell: Name;
  /** After. */
  to: number;
  /** Who. */
  who: Name;
} | {
  /** How. */
  ending: ExpeditionEnding;
  event: "ended";
};

/**
 * What happened, in order, with every die rolled. Its `Display` is the
 * chronicle's line: members and foes by name.
 */
export type ConstitutionExpeditionEventLine = {
  event: "bought";
  /** A haggler's d20s and CHA (TC-10.3): below CHA is 10% off. */
  haggle?: [Array<number>, number] | null;
  /** The coins left. */
  left: string;
  /** The price asked. */
  listed: number;
  /** The price paid, in silver (tenths as copper). */
  paid: string;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** What. */
  ware: Name;
  /** Who. */
  who: Name;
} | {
  /** The coins they have. */
  coins: string;
  event: "too_dear";
  /** A haggler's d20s and CHA. */
  haggle?: [Array<number>, number] | null;
  /** The price, after haggling. */
  price: string;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** What. */
  ware: Name;
  /** Who. */
  who: Name;
} | {
  event: "departed";
  /** Miles. */
  miles: number;
  /** Where to. */
  site: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** The day. */
  day: number;
  /** Denominator. */
  denom: number;
  event: "marched";
  /** Miles, as a fraction: numerator. */
  numer: number;
  /** Who sets the pace. */
  slowest: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Whole miles still to go. */
  to_go: number;
  /** The weather. */
  weather: Weather;
} | {
  event: "checks";
  /** One d6 each. */
  faces: Array<number>;
  /** An encounter on this face or lower. */
  in_six: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** How many. */
  count: number;
  event: "met";
  /** The table's d6. */
  face: number;
  /** Which monster. */
  monster: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "arrived";
  /** Where: the site, or home. */
  place: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "fight_began";
  /** The foes. */
  foes: Array<ConstitutionFoe>;
  /** The party's fighters. */
  party: Array<Name>;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "surprised";
  /** Whether it is the party. */
  party: boolean;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "initiative_rolled";
  /** Everyone's. */
  rolls: Array<ConstitutionInitiativeLine>;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "round_began";
  /** The round. */
  round: number;
  /** Who has superior initiative. */
  superior?: Name | null;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "superior_taken";
  /** Before. */
  from: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** After. */
  to: number;
  /** Who. */
  who: Name;
} | {
  /** Against AC. */
  ac: number;
  /** Who. */
  attacker: Name;
  event: "attacked";
  /** Extra degrees (TC-5.19). */
  extra: number;
  /** The d20s. */
  faces: Array<number>;
  /** Whether it hit. */
  hit: boolean;
  /** Whom. */
  target: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** The total. */
  total: number;
} | {
  /** Who. */
  attacker: Name;
  event: "direct_hit";
  /** Whom. */
  target: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** The damage. */
  amount: number;
  event: "damage";
  /** The dice. */
  faces: Array<number>;
  /** Whom. */
  target: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "hp_lost";
  /** Before. */
  from: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** After. */
  to: number;
  /** Who. */
  who: Name;
} | {
  /** The DC. */
  dc: number;
  event: "injury_saves";
  /** The STR save's d20s. */
  str: Array<number>;
  /** Passed. */
  str_passed: boolean;
  /** Its total. */
  str_total: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Who. */
  who: Name;
  /** The WIL save's d20s (none when not rolled). */
  wil: Array<number>;
  /** Passed. */
  wil_passed: boolean;
  /** Its total. */
  wil_total?: number | null;
} | {
  event: "wounded";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Who. */
  who: Name;
  /** What. */
  wound: ConstitutionWound;
} | {
  event: "berserk";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Who. */
  who: Name;
} | {
  event: "reoriented";
  /** The d20s. */
  faces: Array<number>;
  /** The new score. */
  score: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Who. */
  who: Name;
} | {
  event: "morale";
  /** The 2d6. */
  faces: Array<number>;
  /** Held. */
  held: boolean;
  /** The score. */
  score: number;
  /** Checked for being surprised. */
  surprised: boolean;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Their total. */
  total: number;
  /** Who. */
  who: Name;
} | {
  event: "fled";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Who. */
  who: Name;
} | {
  event: "fight_ended";
  /** How. */
  outcome: ConstitutionOutcome;
  /** After this many rounds. */
  rounds: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "turned_home";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "rested";
  /** The re-roll. */
  reroll: ConstitutionReroll;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** The turn it took, in a site. */
  turn?: number | null;
} | {
  event: "ate";
  /** Each member. */
  meals: Array<ConstitutionMeal>;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "deprived";
  /** Any d20s (a thirst save). */
  faces: Array<number>;
  /** The penalty on every check now. */
  penalty: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** In words. */
  what: string;
  /** Who. */
  who: Name;
} | {
  event: "slept";
  /** The re-roll. */
  reroll: ConstitutionReroll;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "cast";
  /** The d100. */
  faces: Array<number>;
  /** The rating. */
  rating: number;
  /** The spell. */
  spell: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Turns of light it gives. */
  turns: number;
  /** Who. */
  who: Name;
  /** Whether it worked. */
  worked: boolean;
} | {
  event: "torch_lit";
  /** Torches they have left. */
  left: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Who. */
  who: Name;
} | {
  event: "light_out";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** The torch or the spell. */
  what: string;
} | {
  event: "dark";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** What it was spent on. */
  doing: string;
  event: "turn";
  /** The d6 of the check (an encounter on 1). */
  face: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** The turn. */
  turn: number;
} | {
  /** Their bonus. */
  bonus: number;
  /** The DC. */
  dc: number;
  event: "searched";
  /** The d20s. */
  faces: Array<number>;
  /** Whether it succeeded. */
  found: boolean;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** The total. */
  total: number;
  /** Turns it takes. */
  turns: number;
  /** Who. */
  who: Name;
  /** WIT. */
  wit: number;
} | {
  event: "found";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Its treasures. */
  treasures: Array<Name>;
} | {
  event: "carried";
  /** Their load in stones now. */
  stones: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** What. */
  treasure: Name;
  /** Who. */
  who: Name;
} | {
  event: "left_behind";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** What. */
  treasure: Name;
} | {
  event: "haul";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** What. */
  treasure: Name;
  /** Its value in silver. */
  value: number;
  /** Its XP. */
  xp: number;
} | {
  /** XP each. */
  each: number;
  event: "shared";
  /** Their XP. */
  foes_xp: number;
  /** Hit dice of the foes overcome. */
  hit_dice: number;
  /** How many shares. */
  shares: number;
  /** Silver each. */
  silver: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** The treasure's XP. */
  treasure_xp: number;
} | {
  /** How much. */
  amount: number;
  event: "xp_gained";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Total. */
  total: number;
  /** Who. */
  who: Name;
} | {
  event: "level_gained";
  /** The level. */
  level: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Who. */
  who: Name;
} | {
  event: "initiated";
  /** Which. */
  initiation: string;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Who. */
  who: Name;
} | {
  event: "improved";
  /** The ability raised, from, to. */
  raised?: [Ability, number, number] | null;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Each try. */
  tries: Array<ConstitutionTry>;
  /** Who. */
  who: Name;
} | {
  event: "spell_improved";
  /** The d100, then the d6 if rolled. */
  faces: Array<number>;
  /** Before. */
  from: number;
  /** The spell. */
  spell: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** After. */
  to: number;
  /** Who. */
  who: Name;
} | {
  /** How. */
  ending: ExpeditionEnding;
  event: "ended";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
};

/**
 * What a 3d6 Constitution expedition starts from: the party and the
 * referee's content, checked by `Setup::new` (and again when read from
 * JSON).
 */
export interface ConstitutionExpeditionSetup {
  /** The party at the start. */
  party: Array<ConstitutionRecruit>;
  /** The referee's content. */
  referee: ConstitutionReferee;
}

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
  /**
   * The version of the saved form; absent means 1 (`null` is
   * refused).
   */
  version?: number;
}

/**
 * What happened, as a log a VTT can show line by line (`fmt::Display`).
 *
 * With the `serde` feature: `{"event": "attack_rolled", ...}`.
 */
export type ConstitutionFightEvent = {
  event: "initiative_rolled";
  /** The d20s (none when set). */
  faces: Array<number>;
  /** Who. */
  id: number;
  /** The score. */
  score: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "round_began";
  /** The round. */
  round: number;
  /** Who has superior initiative. */
  superior?: number | null;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  /** At what count. */
  count: number;
  event: "turn_began";
  /** Whose. */
  id: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "initiative_paid";
  /** Before. */
  from: number;
  /** Who. */
  id: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
  /** After. */
  to: number;
  /** On what. */
  what: ConstitutionSpend;
} | {
  /** The AC it was against. */
  ac: number;
  /** Who. */
  attacker: number;
  event: "attack_rolled";
  /** Extra degrees of success (TC-5.19). */
  extra_degrees: number;
  /** The d20s. */
  faces: Array<number>;
  /** Whether it hit. */
  hit: boolean;
  /** Whom. */
  target: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
  /** The total. */
  total: number;
} | {
  /** The AC it leaves. */
  ac: number;
  event: "defence_rolled";
  /** The d20s. */
  faces: Array<number>;
  /** Who. */
  id: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
  /** The total. */
  total: number;
} | {
  /** Whose attack. */
  attacker: number;
  event: "blocked";
  /** Who blocked. */
  target: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  /** Who. */
  attacker: number;
  event: "direct_hit";
  /** Whom. */
  target: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  /** The damage. */
  amount: number;
  /** Who. */
  attacker: number;
  event: "damage_rolled";
  /** The dice. */
  faces: Array<number>;
  /** Whom. */
  target: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  /** What. */
  change: ConstitutionHealthEvent;
  event: "health";
  /** Who. */
  id: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "went_berserk";
  /** Who. */
  id: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "superior_turn";
  /** Before. */
  from: number;
  /** Who. */
  id: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
  /** After. */
  to: number;
} | {
  event: "passed";
  /** Who. */
  id: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "spell_declared";
  /** Who. */
  id: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "spell_cast";
  /** Who. */
  id: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "reoriented";
  /** The d20s. */
  faces: Array<number>;
  /** Who. */
  id: number;
  /** The new score. */
  score: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  /** The superior. */
  by: number;
  /** At what count. */
  count: number;
  event: "ordered";
  /** The one ordered. */
  follower: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "morale_checked";
  /** The 2d6. */
  faces: Array<number>;
  /** Whether they held. */
  held: boolean;
  /** Who. */
  id: number;
  /** The score. */
  score: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
  /** Their total. */
  total: number;
  /** Why. */
  trigger: ConstitutionMoraleTrigger;
} | {
  event: "fled";
  /** Who. */
  id: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "out";
  /** Who. */
  id: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "round_ended";
  /** The round. */
  round: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "bout_forced";
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "bout_ended";
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "fight_ended";
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
  /** The side still standing. */
  winner: Side;
};

/** A 3d6 Constitution fight's step: what the command did, and where the fight is. */
export interface ConstitutionFightStep {
  /**
   * Every combatant, in setup order, with its health and what it
   * has done this round.
   */
  combatants: Array<ConstitutionFighterNow>;
  /**
   * The events this command made (none at the start), each with
   * its line.
   */
  events: Array<ConstitutionFightEvent>;
  /** The faces this command used, in order. */
  faces: Array<number>;
  /**
   * Every command the fight takes now, ready to step: each kind
   * of command the rules allow, by whom and at whom, with the
   * fields the rules leave to the caller (a situation, a
   * defence, a weapon's die) at a default to set before
   * stepping. Empty once the fight is over.
   */
  legal: Array<ConstitutionCommand>;
  /** Where the fight is and who acts next. */
  next: ConstitutionTurn;
}

/** A combatant's state in a fight. */
export interface ConstitutionFighter {
  /** Berserk (TC-7.4): +2 to hit, cannot stop. */
  berserk: boolean;
  /** A spell declared for this round. */
  declared: boolean;
  /**
   * The AC an active defence as the main action gives for the rest of
   * the round.
   */
  defending?: number | null;
  /** Collapsed or dead. */
  down: boolean;
  /** Fled. */
  fled: boolean;
  /** Hit points and wounds. */
  vitality: ConstitutionVitality;
}

/** A combatant and its state now: health, and what it has done this round. */
export interface ConstitutionFighterNow {
  /** The combatant's ID. */
  id: number;
  state: ConstitutionFighter;
}

/** A foe met, with the HP its hit dice rolled (TC-6.1). */
export interface ConstitutionFoe {
  /** The d6s. */
  faces: Array<number>;
  /** Its hit dice. */
  hit_dice: number;
  /** Its HP. */
  hp: number;
  /** Its name in the fight ("wolf 2"). */
  name: Name;
}

/** The day's food. */
export type ConstitutionFood = "none" | "half" | "full";

/**
 * What a haul is: whether it counts as treasure for experience
 * (TC-2.1 to TC-2.4).
 */
export type ConstitutionGain = "coins" | "jewels" | "trinkets" | "precious_metal" | "art_or_fine_object" | "mundane_goods" | {
  magic_item: {
    /** Sold at the end of the adventure that recovered it. */
    sold_at_end_of_adventure: boolean;
  };
} | "adventure_profit" | "salary" | "taken_from_mundane";

/**
 * What happened, step by step: to hit points, wounds and fatigue
 * (`Vitality`), or to food, water and sleep
 * (`Deprivation`).
 *
 * With the `serde` feature each is an object tagged
 * `{"event": "hp_rerolled", "from": 7, "rolled": 3, "to": 3}` or
 * `{"event": "strain_gained", "from": 0, "to": 2}`.
 */
export type ConstitutionHealthEvent = {
  event: "hp_rerolled";
  /** Before. */
  from: number;
  /** Rolled. */
  rolled: number;
  /** Kept. */
  to: number;
} | {
  event: "fatigue_gained";
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: "fatigue_reset";
  /** Before. */
  from: number;
  /** After (1 when deprivation starts the day tired). */
  to: number;
} | {
  /** How many. */
  count: number;
  event: "minor_wounds_healed";
} | {
  event: "penance_changed";
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: "damage_rolled";
  /** Their total. */
  total: number;
} | {
  event: "hp_lost";
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  /** 20 plus the damage past 0 HP. */
  dc: number;
  event: "injury_saves";
  /** Whether it passed. */
  str_passed: boolean;
  /** The STR save's total. */
  str_total: number;
  /** Whether it passed. */
  wil_passed: boolean;
  /** The WIL save's total, `None` when given up. */
  wil_total?: number | null;
} | {
  event: "minor_wound";
} | {
  event: "major_wound";
  /** Marks after this one. */
  marks: number;
} | {
  event: "collapsed";
} | {
  event: "died";
} | {
  event: "fasting_started";
} | {
  event: "strain_gained";
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: "starvation_started";
  /** Days fasted before starving: the fast's recovery length. */
  fasted_days: number;
} | {
  /** Days so far. */
  day: number;
  event: "recovery_day";
  /** Days needed. */
  of: number;
} | {
  event: "starvation_ended";
} | {
  event: "fast_ended";
} | {
  event: "thirst_save";
  /** Whether it passed. */
  passed: boolean;
  /** The thirst penalty after it. */
  penalty: number;
  /** The save's total. */
  total: number;
} | {
  event: "quenched";
} | {
  event: "died_of_thirst";
} | {
  event: "sleep_penalty";
  /** Before. */
  from: number;
  /** After. */
  to: number;
};

/** Where a character stands with food. */
export type ConstitutionHunger = "fed" | "fasting" | "starving";

/** A 3d6 Constitution combatant's initiative. */
export interface ConstitutionInitiative {
  /** The d20s kept and dropped (none for a start without a roll). */
  d20s: Array<number>;
  /**
   * The exact chance it had of the highest score alone: superior
   * initiative.
   */
  first_chance: Probability;
  /** The name. */
  name: string;
  /** The score: each round everyone acts from the highest. */
  score: number;
  /** How it started. */
  start: ConstitutionStart;
}

/** One combatant's initiative. */
export interface ConstitutionInitiativeLine {
  /** The d20s (none when set by surprise). */
  faces: Array<number>;
  /** The score. */
  score: number;
  /** Who. */
  who: Name;
}

/** What a 3d6 Constitution magician learnt. */
export type ConstitutionLearnt = {
  /** The faces used, in order. */
  faces: Array<number>;
  /**
   * Each spell's chance before the die: one in as many as were not
   * yet known.
   */
  odds: Array<SpellOdds>;
  /** Its rating: 50%. */
  rating: number;
  /** The spell learnt. */
  spell: string;
  /** What happened, as a line for players. */
  text: string;
  way: "exploratory";
} | {
  /** The faces used, in order. */
  faces: Array<number>;
  /**
   * Each spell's chance before the die: one in as many as were not
   * yet known.
   */
  odds: Array<SpellOdds>;
  /** Its rating: 50%. */
  rating: number;
  /** The spell learnt. */
  spell: string;
  /** What happened, as a line for players. */
  text: string;
  way: "writings";
} | {
  /** Its rating: 50%. */
  rating: number;
  /** The spell learnt. */
  spell: string;
  /** What happened, as a line for players. */
  text: string;
  way: "curriculum";
} | {
  /** Its rating: half the mentor's. */
  rating: number;
  /** The spell learnt. */
  spell: string;
  /** What happened, as a line for players. */
  text: string;
  way: "mentor";
} | {
  /** The faces used, in order: a d6 a day. */
  faces: Array<number>;
  /** Its rating before. */
  from: number;
  /**
   * The exact odds of each rating the study may end at, before the
   * dice.
   */
  odds: Array<RatingOdds>;
  /** Its rating after, in percent. */
  rating: number;
  /** The spell studied. */
  spell: string;
  /** What happened, as a line for players. */
  text: string;
  way: "study";
};

/** How a member ate and drank on a day (TC-15.1). */
export interface ConstitutionMeal {
  /** Whether they drank. */
  drank: boolean;
  /** Whose ration they ate, `None` when there was none. */
  from?: Name | null;
  /** Rations left in their own pack. */
  left: number;
  /** Who. */
  who: Name;
}

/** A kind of monster, as the referee states it. */
export interface ConstitutionMonster {
  /** Armour class. */
  ac: number;
  /** How many come, 1 to 20. */
  count: number;
  /** The damage die. */
  damage: ConstitutionDamageDie;
  /** Hit dice: their HP are that many d6 (TC-6.1), 1 to 20. */
  hit_dice: number;
  /** Morale score (TC-5.12), 2 to 12. */
  morale: number;
  /** One of them ("wolf"); the fight numbers them ("wolf 2"). */
  name: Name;
  /** Strength. */
  str: number;
  /** Who is surprised when they meet. */
  surprise?: ConstitutionSurprise;
  /** Wits. */
  wit: number;
}

/** When monsters and NPCs check morale (TC-5.13). */
export type ConstitutionMoraleTrigger = "surprised" | "superior_force" | "ally_slain_by_magic" | "quarter_fallen" | "half_fallen" | "companion_dies_after_half" | "leader_lost" | "cannot_harm" | "heroic_task" | "temptation" | "rear_guard" | "use_magic_item" | "surrender_offered" | "surrounded";

/** How a fight ended, for the party. */
export type ConstitutionOutcome = "won" | "lost" | "broke_off";

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
export type ConstitutionReaction = "shield_defence" | "warning" | "draw_weapon" | "order_subordinates" | "attack_opening" | "shield_after_roll" | "riposte" | "ordered_attack";

/**
 * A member of the party at the start: a name, the sheet, and the
 * player's standing choices the procedures apply for them.
 */
export interface ConstitutionRecruit {
  /**
   * The order the player tries abilities in at the session's end
   * (TC-4.9): at least one, none twice.
   */
  improve: Array<Ability>;
  /**
   * The initiations the player takes, in order, as levels open them
   * (TC-4.4): each new level takes the first the sheet accepts.
   */
  initiations: Array<Initiation>;
  /** The member's name. */
  name: Name;
  /** The sheet at the start. */
  sheet: ConstitutionSheetDocument;
}

/** The referee's content: the market, the road, the site and the monsters. */
export interface ConstitutionReferee {
  /** What can be bought before leaving. */
  market: Array<ConstitutionWare>;
  /** The monsters the tables name. */
  monsters: Array<ConstitutionMonster>;
  /** The road. */
  road: ConstitutionRoad;
  /** The site. */
  site: ConstitutionSite;
}

/** An HP re-roll (TC-6.4, TC-6.5): after a short rest or a night. */
export interface ConstitutionReroll {
  /** Every die, the dropped ones included. */
  faces: Array<number>;
  /** Fatigue after. */
  fatigue: number;
  /** Minor wounds healed (a night). */
  healed: number;
  /** The HP after (a tough fighter keeps the higher). */
  hp: number;
  /** The total rolled. */
  rolled: number;
  /** The HP before. */
  was: number;
  /** Who. */
  who: Name;
}

/** The road from home to the site and back. */
export interface ConstitutionRoad {
  /** Miles each way, 1 to 500. */
  miles: number;
  /**
   * Streams to drink from each day (TC-13.10); without them nobody
   * drinks on the road.
   */
  streams: boolean;
  /**
   * The road's encounter table on a d6, checked 1 in 3 once a day and
   * once per full 6 miles (TC-13.5).
   */
  table: Array<ConstitutionTableRow>;
  /** The terrain (TC-13.4a). */
  terrain: Terrain;
  /** The weather of each day in turn, repeating (TC-13.4b). */
  weather: Array<Weather>;
}

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
  /**
   * Food, water and sleep clocks as osr-health writes them, measured
   * against the STR above; absent for a fed and rested character.
   */
  deprivation?: ConstitutionDeprivation | null;
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
  system: "constitution";
  /** Free-form traits; at most `MAX_TRAITS`. */
  traits?: Array<string>;
  /** Treasure kept at home, in silver pieces. */
  treasure_at_home?: string;
  /** Always `VERSION`. */
  version: 1;
  /** Experience. */
  xp: number;
}

/** An operation on a 3d6 Constitution sheet, tagged by `op`. */
export type ConstitutionSheetOperation = {
  /** The armour's osr-equipment ID. */
  item: string;
  op: "buy";
} | {
  /** How much. */
  amount: number;
  op: "gain_xp";
} | {
  /** The damage, after any damage reduction. */
  damage: number;
  op: "take_damage";
} | {
  /** Keep the higher of the old and new HP (a tough fighter only). */
  keep_higher?: boolean;
  op: "short_rest";
} | {
  /** Keep the higher of the old and new HP (a tough fighter only). */
  keep_higher?: boolean;
  op: "good_night";
} | {
  op: "research_spell";
  /** The campaign's 1st-level spells, by name (at most 500). */
  spells: SpellNames;
} | {
  op: "read_writings";
  /** The spells of the writings, each with its level (at most 500). */
  spells: ListedSpells;
} | {
  /**
   * The school's spells in the order they are taught, each with its
   * level (at most 500).
   */
  curriculum: ListedSpells;
  op: "follow_curriculum";
} | {
  /** Its level (1 to 10). */
  level: number;
  op: "learn_from_mentor";
  /** The mentor's rating in it, in percent. */
  rating: number;
  /** The spell taught. */
  spell: string;
} | {
  /** Full days of study (1 to 365). */
  days: number;
  op: "study_spell";
  /** The spell studied. */
  spell: string;
} | {
  /** Preparations already made today. */
  earlier_today?: number;
  op: "prepare_spells";
  /** The names of the spells, in order (at most 100). */
  spells: Array<string>;
} | {
  op: "cast_spell";
  /** The spell's place among the prepared ones. */
  position: number;
} | {
  /** The fight as `startFight` or `stepFight` last returned it. */
  fight: ConstitutionFight;
  /** The character's combatant ID in it. */
  id: number;
  op: "after_fight";
};

/** The site at the end of the road. */
export interface ConstitutionSite {
  /** Turns from the hoard back out, 1 to 100. */
  exit_turns: number;
  /** The hoard. */
  hoard: Array<ConstitutionTreasure>;
  /**
   * The spell that lights the site, if the referee rules one does: its
   * name as the sheets know it, and how many turns it lasts.
   */
  light_spell?: [Name, number] | null;
  /** Its name ("the crypt"). */
  name: Name;
  /** The search's DC (WIT and a keen eye's level). */
  search_dc: number;
  /** Turns the search for the hoard takes (TC-13.1), 1 to 100. */
  search_turns: number;
  /**
   * Its encounter table on a d6, checked 1 in 6 every turn (an active
   * dungeon, TC-13.5).
   */
  table: Array<ConstitutionTableRow>;
}

/** The night's sleep. */
export type ConstitutionSleep = "well" | "badly" | "none";

/**
 * What initiative points were spent on.
 *
 * With the `serde` feature: `{"reaction": "warning"}`,
 * `"bow_extra_action"` or `"forced_bout"`.
 */
export type ConstitutionSpend = {
  reaction: ConstitutionReaction;
} | "bow_extra_action" | "forced_bout";

/** How a combatant's initiative starts (TC-5.1, TC-5.10, TC-5.11). */
export type ConstitutionStart = "roll" | "advantage" | "penalty" | "ambush" | "flat_footed" | "henchman";

/** Where the fight is. */
export type ConstitutionStep = "initiative" | "turns" | "between_rounds" | "over";

/** Who is surprised when the party meets a monster (TC-5.10). */
export type ConstitutionSurprise = "none" | "ambush" | "unaware";

/** A row of an encounter table rolled on a d6. */
export interface ConstitutionTableRow {
  /** The highest face. */
  high: number;
  /** The lowest face. */
  low: number;
  /** The monster met, by its place in `Referee::monsters`. */
  monster: number;
}

/**
 * Who goes first when two initiative scores are equal: the rules leave
 * it open (TC-5.1), so the caller chooses.
 */
export type ConstitutionTies = "setup_order" | "higher_wits" | {
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

/** A treasure at the site. */
export interface ConstitutionTreasure {
  /** The room it takes on its carrier. */
  bulk: ConstitutionBulk;
  /** What kind of gain it is (TC-2.1): mundane goods give no XP. */
  gain: ConstitutionGain;
  /** As the chronicle names it. */
  name: Name;
  /** Its value in silver pieces, sold at home. */
  value: number;
}

/** One ability tried in the improvement roll (TC-4.9). */
export interface ConstitutionTry {
  /** The ability. */
  ability: Ability;
  /** The d20. */
  face: number;
  /** Its score. */
  score: number;
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

/**
 * A character's hit points and wounds under 3d6 Constitution: HP, hit
 * dice, fatigue, penance, whether tough (TC-7.2), level, major wound marks,
 * unhealed minor wounds, and death.
 *
 * With the `serde` feature it serializes as
 * `{"hp": 7, "hit_dice": 2, "fatigue": 1, "penance": 0, "tough": false,
 * "level": 2, "marks": 0, "minor_wounds": 0, "dead": false}` and reads back
 * through the same checks as `Vitality::new`: HP at most what the hit
 * dice can roll, marks at most the level.
 */
export interface ConstitutionVitality {
  dead: boolean;
  /**
   * Fatigue points (TC-6.5).
   *
   * A value in `0..=40`; errors call it "fatigue".
   */
  fatigue: number;
  /**
   * Hit dice: one per level for a player character (TC-6.2).
   *
   * A value in `1..=40`; errors call it "hit dice".
   */
  hit_dice: number;
  /**
   * Hit points: at most 40 HD of d8.
   *
   * A value in `0..=320`; errors call it "hit points".
   */
  hp: number;
  /**
   * An adventurer's level, as `Rerolls` counts it: far beyond the XP
   * table, where level 40 needs 1500 × 2^38 XP.
   *
   * A value in `1..=100`; errors call it "level".
   */
  level: number;
  /**
   * Major wound marks (TC-6.11).
   *
   * A value in `0..=100`; errors call it "major wound marks".
   */
  marks: number;
  /**
   * Minor wounds not yet healed.
   *
   * A value in `0..=100`; errors call it "minor wounds".
   */
  minor_wounds: number;
  /**
   * A priest's points of penance (TC-11.3): a blessing asked for a
   * selfish or ungodly purpose gives one, one asked for a just purpose
   * and acted on takes one away (TC-11.4), and each counts as a point of
   * fatigue on hit point rolls, so it runs as far as fatigue does (40).
   */
  penance: number;
  tough: boolean;
}

/**
 * A ware on the market at the referee's price in silver (TC-14.14); armour
 * costs what the rules' table says.
 */
export interface ConstitutionWare {
  /** What it is. */
  kind: ConstitutionWareKind;
  /** As the chronicle names it ("a sword"). */
  name: Name;
  /** The price in silver pieces (ignored for armour). */
  price: number;
}

/** What a ware is, so the buyer's sheet carries it. */
export type ConstitutionWareKind = {
  armour: ArmourClass;
} | "weapon" | "shield" | "backpack" | {
  rations: number;
} | {
  torches: number;
} | "spell_book";

/** The day's water. */
export type ConstitutionWater = "none" | "ration" | "fill";

/**
 * A wound or worse, as an injury save's band leaves it (TC-6.8 to
 * TC-6.11).
 */
export type ConstitutionWound = "minor" | {
  major: number;
} | "collapsed" | "died";

/** How a contest ended. */
export type ContestEnd = "draw" | "acting_failed" | {
  won: number;
};

/** Which kind of contest, on the wire. */
export type ContestKind = "opposed" | "same_goal";

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
 * A contributor table as plain numbers: 30 major and 30 minor values
 * (checked on reading).
 */
export interface ContributorsDocument {
  /** The major values of scores 1 to 30. */
  major: Array<number>;
  /** The minor values of scores 1 to 30. */
  minor: Array<number>;
}

/** A combatant and its initiative count. */
export interface Count {
  /** Its initiative score. */
  count: number;
  /** The combatant's ID. */
  id: number;
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
  system: "constitution";
} | {
  /** Where the faces come from. */
  dice: Dice;
  /** A player character (when absent) or a hireling. */
  kind?: CairnHouseKind;
  system: "cairn_house";
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
  system: "gods_and_monsters";
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
  size?: MurdhamSize | null;
  /** Strength, 1 to 20: also the maximum health. */
  str: number;
  system: "murdham";
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
  system: "block_dodge_parry";
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

/** One damage and its probability. */
export interface DamageOdds {
  /** The damage. */
  damage: number;
  /** Its probability. */
  p: Probability;
}

/** The damage to weigh. */
export type DamageOddsRequest = {
  /** The character the damage would land on. */
  character: CharacterDocument;
  /** The damage after damage reduction, 0..=1000. */
  damage: number;
  system: "cairn_house";
} | {
  /** Armour, 0..=3. */
  armour: number;
  /** The damage die (exploding). */
  die: StepDie;
  /** Health before. */
  health: MurdhamHealthPoints;
  system: "murdham";
};

/** The odds of each consequence. */
export type DamageOddsResponse = {
  /** Each consequence that can happen, with its probability. */
  odds: CairnHouseConsequenceOdds;
  system: "cairn_house";
} | {
  /** Each consequence that can happen, with its probability. */
  odds: MurdhamHitBandOdds;
  system: "murdham";
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
  system: "cairn_house";
} | {
  /** Armour, 0..=3, taken off the damage. */
  armour: number;
  /** Where the faces come from: the damage die and every explosion. */
  dice: Dice;
  /** The damage die. */
  die: StepDie;
  /** Health before. */
  health: MurdhamHealthPoints;
  system: "murdham";
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
  events: Array<CairnHouseHealthEvent>;
  /**
   * The faces used, in order: apply the same damage to the same
   * character with them to replay.
   */
  faces: Array<number>;
  system: "cairn_house";
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
  events: Array<MurdhamHealthEvent>;
  /** The faces used, in order. */
  faces: Array<number>;
  /** Health after, to store in place of the one given. */
  health: MurdhamHealthPoints;
  system: "murdham";
};

/** The dice of a hit's damage: the faces, the bonus and what it came to. */
export interface DamageRoll {
  /** The bonus added (below 0 a penalty). */
  bonus: number;
  /** The damage dice's faces. */
  faces: Array<number>;
  /** The damage done (never below 0). */
  total: number;
}

/** One number of days and its probability. */
export interface DaysOdds {
  /** The days. */
  days: number;
  /** Its probability. */
  p: Probability;
}

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
  /**
   * The encounter a clue rolled, waiting for the next encounter, or
   * `null`.
   */
  foreshadowed: EntryRoll | null;
  /** Whether the party's place is safe and well lit. */
  lit: boolean;
  /** Whether a rest is owed (exhaustion while encumbered). */
  rest_owed: boolean;
}

/** One thing that happened in a dungeon turn or a wilderness watch. */
export type DelveEvent = {
  /** The d6. */
  die: Rolled;
  event: "event_rolled";
  /** Its row. */
  result: DungeonEvent;
} | {
  event: "encounter";
  /** Whether a clue rolled it earlier. */
  foreshadowed: boolean;
  /** The table roll. */
  roll: EntryRoll;
} | {
  event: "encounter_unrolled";
} | {
  event: "foreshadowed";
  /** The table roll. */
  roll: EntryRoll;
} | {
  event: "rest_owed";
} | {
  event: "rest_taken";
} | {
  event: "locality_changed";
} | {
  /** The time it ran out. */
  at: number;
  event: "timer_expired";
  /** The timer's number. */
  id: number;
  /** What it counted down. */
  kind: TimerKind;
  /** Its label. */
  label: string;
};

/** A day to live. */
export interface DeprivationDayRequest {
  /**
   * What was eaten and drunk, whether the character exerted
   * themselves, and how they slept.
   */
  day: ConstitutionDay;
  /**
   * The character's deprivation as the last day left it (give this or
   * `strength`).
   */
  deprivation?: ConstitutionDeprivation | null;
  /** Where the faces come from: a day without water rolls a d20. */
  dice?: Dice | null;
  /**
   * The character's STR, for one fed and rested (give this or
   * `deprivation`).
   */
  str?: number | null;
  /** The system: 3d6 Constitution (`"constitution"`). */
  system: "constitution";
}

/** A day lived. */
export interface DeprivationDayResponse {
  /** Whether the character died of thirst. */
  dead: boolean;
  /** The deprivation after the day: pass it to the next day. */
  deprivation: ConstitutionDeprivation;
  /** What happened, in order. */
  events: Array<ConstitutionHealthEvent>;
  /** The faces used, in order. */
  faces: Array<number>;
  /** Fed, fasting, starving or recovering, after the day. */
  hunger: ConstitutionHunger;
  /** The penalty deprivation gives checks and saves now (0 or less). */
  penalty: number;
}

/** What a sheet derives, never stored: tagged by `system`. */
export type Derived = (ConstitutionDerived) & ({
  system: "constitution";
}) | (CairnHouseDerived) & ({
  system: "cairn_house";
}) | (GodsAndMonstersDerived) & ({
  system: "gods_and_monsters";
}) | (MurdhamDerived) & ({
  system: "murdham";
}) | (BlockDodgeParryDerived) & ({
  system: "block_dodge_parry";
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
 * A die with faces numbered `1..=sides`.
 *
 * A die has at least one side. A d1 is legal (it always shows 1); it is how
 * a flat value such as the "1" of a damage progression is written as dice.
 * Dice with other faces (Fate dice, `d{-1,0,1}`) are built on top of this
 * by mapping the face number to a value.
 */
export type Die = number;

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

/** An illusion to disbelieve. */
export interface DisbeliefRequest {
  /** Where the faces come from: the d20. */
  dice: Dice;
  /** The illusion's penalty (0 or below; a bonus for an obvious one). */
  penalty?: number;
  /**
   * Phantasmal damage taken from it so far: seen through, all but a
   * tenth of it (rounded up, at least 1) comes back over a round.
   */
  phantasmal_damage?: number;
  /** The score rolled: perception or willpower. */
  score: number;
  /** The system: Gods & Monsters (`"gods_and_monsters"`). */
  system: "gods_and_monsters";
  /**
   * How: `"perception"` (looking for flaws, a round) or `"willpower"`
   * (accepting the effect, at half the penalty).
   */
  way: DisbeliefWay;
}

/** A disbelief rolled. */
export interface DisbeliefResponse {
  /**
   * The bonus others get on their perception to disbelieve it: +2
   * after a willpower disbelief sees through it, else 0.
   */
  bonus_to_others: number;
  /** The exact chance it had of seeing through the illusion. */
  chance: Probability;
  /** The faces used, in order. */
  faces: Array<number>;
  /**
   * The modifier on the roll: the penalty for perception, half of it
   * (toward zero) for willpower.
   */
  modifier: number;
  /**
   * Whether reaction rolls against the effect are allowed meanwhile:
   * for perception, not for willpower.
   */
  reactions_allowed: boolean;
  /**
   * The phantasmal damage that comes back over a round, once seen
   * through (0 otherwise).
   */
  regained: number;
  /** The roll, at the modifier below. */
  roll: SaveRoll;
  /** The rounds it took: 1 for perception, 0 for willpower. */
  rounds: number;
  /** Whether the illusion is seen through. */
  succeeded: boolean;
  /** What happened, as a line for players. */
  text: string;
}

/** How a character disbelieves. */
export type DisbeliefWay = "perception" | "willpower";

/** A day of a disease to live. */
export type DiseaseDayRequest = {
  /** The character's abilities, fatigue and wounds. */
  body: Body;
  /** Resting with care: advantage on the day's save. */
  care?: boolean;
  /**
   * Where the faces come from: the duration of a disease just
   * caught, then the save's d20s and the damage die.
   */
  dice: Dice;
  /**
   * The disease just caught, by ID (`"swampsigh"`,
   * `"bonebreaker_plague"`, `"tick_jitters"`, `"shadowrot"`,
   * `"mindfog_fever"`, `"souls_despair"`): give this or `illness`.
   */
  disease?: string | null;
  /** The illness as the last day left it: give this or `disease`. */
  illness?: BlockDodgeParryIllness | null;
  system: "block_dodge_parry";
} | {
  /**
   * Where the faces come from: the save's d20, then each ability's
   * reduction die on a failure.
   */
  dice: Dice;
  /**
   * The disease just caught, by ID (`"bloody_flu"`, ...): give this
   * or `sickness`.
   */
  disease?: string | null;
  /** The sickness as the last day left it: give this or `disease`. */
  sickness?: Sickness | null;
  /** The character's STR now, 0 to 20. */
  str: number;
  system: "murdham";
};

/** A day of a disease lived. */
export type DiseaseDayResponse = {
  /**
   * The character's body after the day's damage: pass it to the
   * next day.
   */
  body: Body;
  /** The day's save failed, passed, or the disease is over. */
  course: BlockDodgeParryDiseaseCourse;
  /** What happened, in order. */
  events: Array<BlockDodgeParryHealthEvent>;
  /** The faces used, in order. */
  faces: Array<number>;
  /** The illness after the day: pass it to the next day. */
  illness: BlockDodgeParryIllness;
  /**
   * The exact odds of the next day's course, with the same care,
   * from the body's STR now.
   */
  next_day: BlockDodgeParryDiseaseCourseOdds;
  system: "block_dodge_parry";
} | {
  /**
   * What happened, in order: the save, each ability reduced (for
   * the sheet to apply), the disease's trouble.
   */
  events: Array<MurdhamHealthEvent>;
  /** The faces used, in order. */
  faces: Array<number>;
  /** Whether the recovery save passed. */
  passed: boolean;
  /** Whether the character has recovered. */
  recovered: boolean;
  /** The sickness after the day: pass it to the next day. */
  sickness: Sickness;
  system: "murdham";
};

/** A disease whose course to weigh. */
export type DiseaseOddsRequest = {
  /** The character's abilities now. */
  body: Body;
  /** Resting with care every day: advantage on each save. */
  care?: boolean;
  /** Days listed one by one (0 to 1000; default 30). */
  days?: number;
  /**
   * A disease without a duration just caught, by ID
   * (`"bonebreaker_plague"`, `"shadowrot"`): give this or
   * `illness`, which a timed disease needs for its days left.
   */
  disease?: string | null;
  /** The illness as `diseaseDay` left it: give this or `disease`. */
  illness?: BlockDodgeParryIllness | null;
  system: "block_dodge_parry";
} | {
  /** Days listed one by one (0 to 1000; default 30). */
  days?: number;
  /**
   * The disease just caught, by ID (`"bloody_flu"`, ...): give this
   * or `sickness`.
   */
  disease?: string | null;
  /** The sickness as `diseaseDay` left it: give this or `disease`. */
  sickness?: Sickness | null;
  /** The character's STR now, 0 to 20. */
  str: number;
  system: "murdham";
};

/** A disease's course weighed. */
export type DiseaseOddsResponse = {
  /** How the disease runs, with exact odds. */
  course: BlockDodgeParryDiseaseOdds;
  system: "block_dodge_parry";
} | {
  /** How the sickness runs, with exact odds. */
  course: MurdhamSicknessOdds;
  system: "murdham";
};

/** The reaction table's bands, from worst to best. */
export type Disposition = "hostile" | "negative" | "uncertain" | "positive" | "enthusiastic";

/** A fight whose odds are known exactly. */
export type DuelOddsRequest = {
  /**
   * The two duelists, who strikes first and what takes a fighter
   * out.
   */
  duel: CairnHouseDuel;
  system: "cairn_house";
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

/** What the party does with a dungeon turn. */
export type DungeonAction = "move" | "open_door" | "search" | "short_rest" | "rest" | "interact";

/** The Dungeon Event table's results. */
export type DungeonEvent = "encounter" | "clue" | "exhaustion" | "locality" | "free";

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
  advantage?: number;
  /** Number of disadvantages (impairments). */
  disadvantage?: number;
}

/**
 * An `Edge` of at most `MAX_EXTRA_DICE` dice in all: validated when
 * built and when read.
 */
export interface EdgeDice {
  /** Number of advantages (enhancements). */
  advantage?: number;
  /** Number of disadvantages (impairments). */
  disadvantage?: number;
}

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
  spell: CairnHouseSpell;
  /**
   * How many creatures (or portals, doors, corpses) it affects, when
   * the list counts them; `None` for an area or the caster alone.
   */
  targets: number | null;
}

/** Which encounter checks 3d6 Constitution rolls. */
export type EncounterChecksOf = {
  kind: "overland";
  /** The miles travelled (below 600). */
  miles: number;
} | {
  /** How many checks (1 to 100). */
  count: number;
  kind: "dungeon";
};

/** Encounter checks to weigh. */
export type EncounterOddsRequest = {
  /** The checks. */
  checks: EncounterChecksOf;
  system: "constitution";
} | {
  system: "cairn_house";
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
  system: "constitution";
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

/**
 * The referee's wandering encounters: how often the check is made, the
 * chance, and the table the wanderers are rolled on.
 */
export interface Encounters {
  /** The die of the check (at most 100 sides). */
  die: Die;
  /** Wanderers come on this face or lower (0 to the die's sides). */
  on: number;
  /** Hours between checks on the road, awake or asleep (1 to 24). */
  road_hours: number;
  /** Minutes between checks in the site (1 to 600). */
  site_minutes: number;
  /**
   * The table: groups of foes (indices of `Setup::foes`), rolled on a
   * die of as many sides as it has entries (1 to 32).
   */
  table: Array<number>;
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

/**
 * Where in the notation: `start..end`, in UTF-16 code units, the indices
 * of a JavaScript string (`notation.slice(start, end)`). For a notation
 * of ASCII characters they are also byte offsets.
 */
export interface ErrorSpan {
  /** The index one past the last code unit. */
  end: number;
  /** The index of the first code unit. */
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
 * The chronicle of a played expedition: every event and note as a line
 * for players, in sections by stage. `Display` writes it as text: each
 * section's heading after `-- `, each line indented by two spaces.
 */
export type ExpeditionChronicle = Array<ChronicleSection>;

/** How an expedition ended. */
export type ExpeditionEnding = "home" | "retreat" | "rout" | "dead";

/**
 * An expedition after a command (or at its start): the saved expedition
 * to keep, what the command did and where the expedition is.
 */
export type ExpeditionResponse = {
  /**
   * The commands the rules allow now, by their `command` tag
   * (`"march"`, `"fight"`); empty once the expedition is over.
   */
  allowed: Array<string>;
  /**
   * The lines of the party's making, by stage: the table's
   * party at the start of an expedition (absent with a
   * caller's setup, and after a command).
   */
  chronicle?: ExpeditionChronicle | null;
  /**
   * The events this command made (none at the start), each
   * with its line.
   */
  events: Array<ConstitutionExpeditionEventLine>;
  /** The saved expedition: send it back with the next command. */
  expedition: ConstitutionExpedition;
  /** The faces used, in order. */
  faces: Array<number>;
  /**
   * The party now, in marching order: each member's name and
   * sheet document.
   */
  party: Array<PartyMember>;
  /** How it ended, once over. */
  summary?: ExpeditionSummary | null;
  system: "constitution";
} | {
  /**
   * The commands the rules allow now, by their `command` tag
   * (`"march"`, `"fight"`); empty once the expedition is over.
   */
  allowed: Array<string>;
  /**
   * The lines of the party's making, by stage: the table's
   * party at the start of an expedition (absent with a
   * caller's setup, and after a command).
   */
  chronicle?: ExpeditionChronicle | null;
  /**
   * The events this command made (none at the start), each
   * with its line.
   */
  events: Array<CairnHouseExpeditionEventLine>;
  /** The saved expedition: send it back with the next command. */
  expedition: CairnHouseExpedition;
  /** The faces used, in order. */
  faces: Array<number>;
  /**
   * The party now, in marching order: each member's name and
   * sheet document.
   */
  party: Array<PartyMember>;
  /** How it ended, once over. */
  summary?: ExpeditionSummary | null;
  system: "cairn_house";
} | {
  /**
   * The commands the rules allow now, by their `command` tag
   * (`"march"`, `"fight"`); empty once the expedition is over.
   */
  allowed: Array<string>;
  /**
   * The lines of the party's making, by stage: the table's
   * party at the start of an expedition (absent with a
   * caller's setup, and after a command).
   */
  chronicle?: ExpeditionChronicle | null;
  /**
   * The events this command made (none at the start), each
   * with its line.
   */
  events: Array<GodsAndMonstersExpeditionEventLine>;
  /** The saved expedition: send it back with the next command. */
  expedition: GodsAndMonstersExpedition;
  /** The faces used, in order. */
  faces: Array<number>;
  /**
   * The party now, in marching order: each member's name and
   * sheet document.
   */
  party: Array<PartyMember>;
  /** How it ended, once over. */
  summary?: ExpeditionSummary | null;
  system: "gods_and_monsters";
} | {
  /**
   * The commands the rules allow now, by their `command` tag
   * (`"march"`, `"fight"`); empty once the expedition is over.
   */
  allowed: Array<string>;
  /**
   * The lines of the party's making, by stage: the table's
   * party at the start of an expedition (absent with a
   * caller's setup, and after a command).
   */
  chronicle?: ExpeditionChronicle | null;
  /**
   * The events this command made (none at the start), each
   * with its line.
   */
  events: Array<MurdhamExpeditionEventLine>;
  /** The saved expedition: send it back with the next command. */
  expedition: MurdhamExpedition;
  /** The faces used, in order. */
  faces: Array<number>;
  /**
   * The party now, in marching order: each member's name and
   * sheet document.
   */
  party: Array<PartyMember>;
  /** How it ended, once over. */
  summary?: ExpeditionSummary | null;
  system: "murdham";
} | {
  /**
   * The commands the rules allow now, by their `command` tag
   * (`"march"`, `"fight"`); empty once the expedition is over.
   */
  allowed: Array<string>;
  /**
   * The lines of the party's making, by stage: the table's
   * party at the start of an expedition (absent with a
   * caller's setup, and after a command).
   */
  chronicle?: ExpeditionChronicle | null;
  /**
   * The events this command made (none at the start), each
   * with its line.
   */
  events: Array<BlockDodgeParryExpeditionEventLine>;
  /** The saved expedition: send it back with the next command. */
  expedition: BlockDodgeParryExpedition;
  /** The faces used, in order. */
  faces: Array<number>;
  /**
   * The party now, in marching order: each member's name and
   * sheet document.
   */
  party: Array<PartyMember>;
  /** How it ended, once over. */
  summary?: ExpeditionSummary | null;
  system: "block_dodge_parry";
};

/** What a section of a chronicle tells: a stage of an expedition. */
export type ExpeditionStage = "creation" | "market" | "road" | "site" | "home" | "sheets";

/**
 * An expedition in figures every system shares: for tables over many
 * expeditions.
 */
export interface ExpeditionSummary {
  /** Members of the party who died (hirelings and animals not counted). */
  deaths: number;
  /** How it ended. */
  ending: ExpeditionEnding;
  /** Rounds of combat fought. */
  rounds: number;
  /** The value of the treasure brought home, in the system's coins. */
  treasure_home: number;
}

/** The three factors of an action whose outcome is in doubt. */
export interface Factors {
  /** Gear. */
  gear: GearFactor;
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

/** What became of a rolled die. */
export type Fate = "counted" | "dropped" | "replaced";

/**
 * A fight after a command (or at its start): the log to keep, what the
 * command did and who acts next.
 */
export type FightResponse = {
  /**
   * Every combatant, in setup order, with its health and what it
   * has done this round.
   */
  combatants: Array<ConstitutionFighterNow>;
  /**
   * The events this command made (none at the start), each with
   * its line.
   */
  events: Array<ConstitutionFightEvent>;
  /** The faces this command used, in order. */
  faces: Array<number>;
  /** The saved fight: send it back with the next command. */
  fight: ConstitutionFight;
  /**
   * Every command the fight takes now, ready to step: each kind
   * of command the rules allow, by whom and at whom, with the
   * fields the rules leave to the caller (a situation, a
   * defence, a weapon's die) at a default to set before
   * stepping. Empty once the fight is over.
   */
  legal: Array<ConstitutionCommand>;
  /** Where the fight is and who acts next. */
  next: ConstitutionTurn;
  system: "constitution";
} | {
  /**
   * Every combatant, in setup order, with its health and what it
   * has done this round.
   */
  combatants: Array<CairnHouseFighterNow>;
  /**
   * The events this command made (none at the start), each with
   * its line.
   */
  events: Array<CairnHouseFightEvent>;
  /** The faces this command used, in order. */
  faces: Array<number>;
  /** The saved fight: send it back with the next command. */
  fight: CairnHouseFight;
  /**
   * Every command the fight takes now, ready to step: each kind
   * of command the rules allow, by whom and at whom, with the
   * fields the rules leave to the caller (a situation, a
   * defence, a weapon's die) at a default to set before
   * stepping. Empty once the fight is over.
   */
  legal: Array<CairnHouseCommand>;
  /** Whose move the fight waits for. */
  next: CairnHouseNext;
  system: "cairn_house";
} | {
  /**
   * Every combatant, in setup order, with its health and what it
   * has done this round.
   */
  combatants: Array<GodsAndMonstersStatusNow>;
  /**
   * The events this command made (none at the start), each with
   * its line.
   */
  events: Array<GodsAndMonstersFightEvent>;
  /** The faces this command used, in order. */
  faces: Array<number>;
  /** The saved fight: send it back with the next command. */
  fight: GodsAndMonstersFight;
  /**
   * Every command the fight takes now, ready to step: each kind
   * of command the rules allow, by whom and at whom, with the
   * fields the rules leave to the caller (a situation, a
   * defence, a weapon's die) at a default to set before
   * stepping. Empty once the fight is over.
   */
  legal: Array<GodsAndMonstersCommand>;
  /** Where the fight is and who may act. */
  next: GodsAndMonstersTurn;
  system: "gods_and_monsters";
} | {
  /**
   * Every combatant, in setup order, with its health and what it
   * has done this round.
   */
  combatants: Array<MurdhamStatusNow>;
  /**
   * The events this command made (none at the start), each with
   * its line.
   */
  events: Array<MurdhamFightEvent>;
  /** The faces this command used, in order. */
  faces: Array<number>;
  /** The saved encounter: send it back with the next command. */
  fight: MurdhamEncounter;
  /**
   * Every command the fight takes now, ready to step: each kind
   * of command the rules allow, by whom and at whom, with the
   * fields the rules leave to the caller (a situation, a
   * defence, a weapon's die) at a default to set before
   * stepping. Empty once the fight is over.
   */
  legal: Array<MurdhamCommand>;
  /** Where the encounter is and who has still to act. */
  next: MurdhamTurn;
  system: "murdham";
};

/**
 * What a command did to a fight and where the fight is now: a step of a
 * `FightTracker`, and a `stepFight` response without its log.
 */
export type FightStep = (ConstitutionFightStep) & ({
  system: "constitution";
}) | (CairnHouseFightStep) & ({
  system: "cairn_house";
}) | (GodsAndMonstersFightStep) & ({
  system: "gods_and_monsters";
}) | (MurdhamFightStep) & ({
  system: "murdham";
});

/** An item by ID. */
export interface FindItemRequest {
  /** The stable ID (`"gm.weapon.long-sword"`). */
  id: string;
}

/** A group of foes (the referee's): met in its lair or as wanderers. */
export interface Foes {
  /** The Guide's XP for engaging it without a conflict. */
  engage_xp: number;
  /** Whether it attacks on sight: then there is no parley. */
  hostile: boolean;
  /** Its monsters (1 to 32). */
  monsters: Array<Monster>;
  /** The group as the chronicle names it ("two bandits"). */
  name: Name;
  /** The Guide's XP for defeating it in a conflict (rule GM-adv.xp-sources). */
  xp: number;
}

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

/** An award of experience in a system with levels. */
export interface GainRequest {
  /**
   * The experience awarded (never negative: experience is not taken
   * away).
   */
  award: number;
  /** The system (`"constitution"` or `"gods_and_monsters"`). */
  system: "constitution" | "gods_and_monsters";
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

/**
 * Whether a save is rolled at all: some systems call some saves trivial
 * (they succeed without a roll, like leaping a tiny gap) and some
 * impossible (they fail without one, like sneaking in plain view).
 */
export type Gate = "trivial" | "uncertain" | "impossible";

/**
 * A piece of gear: its osr-equipment ID, the size it was made for, and
 * where it is.
 */
export interface GearDocument {
  /** The osr-equipment ID (`"gm.weapon.battleaxe"`). */
  item: string;
  /** Made for a creature of this size. */
  made_for: GodsAndMonstersSize;
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

/**
 * The Gear factor: helpful equipment, tools or surroundings against
 * hindering ones. Gear is present only when the benefits outweigh the
 * hindrances; weighing is the referee's call, and the default weighs them
 * one for one (soft-soled boots against heavy armour: no Gear).
 */
export interface GearFactor {
  /** Gear or surroundings that help. */
  benefits: number;
  /** Gear or surroundings that hinder. */
  hindrances: number;
}

/**
 * The six abilities, in JSON by the three letters the sheet writes them
 * with (`"cha"`, `"int"`, `"wis"`, `"end"`, `"agi"`, `"str"`), as every
 * system names its abilities.
 */
export type GodsAndMonstersAbility = "cha" | "int" | "wis" | "end" | "agi" | "str";

/** Whether an archetype may use a piece of armour. */
export type GodsAndMonstersAccess = "any" | {
  from_level: number;
} | "never";

/** An action that is not an attack. */
export type GodsAndMonstersAction = "other" | "stand_aside" | "flee";

/** What an ailment holds a character in besides injury points. */
export type GodsAndMonstersAilmentCondition = {
  /** The penalty, in points. */
  points: number;
  state: "penalty";
  /**
   * What it applies to: `"agility"`, `"concentration"`,
   * `"evasion"`, `"fortitude"`.
   */
  to: Array<string>;
} | {
  /**
   * For how many minutes in all, from when the ailment first took
   * effect.
   */
  minutes: number;
  state: "paralysed";
} | {
  /**
   * For how many minutes in all, from when the ailment first took
   * effect.
   */
  minutes: number;
  state: "asleep";
};

/**
 * An ailment's course, action time by action time (rules
 * GM-health.ailment.effect, GM-health.ailment.chronic,
 * GM-health.ailment.inescapable, GM-health.ailment.chronic-inescapable).
 *
 * Start it with `contract`, the reaction roll the
 * victim makes when first exposed; then call
 * `action_time` at each later action time. Each
 * time the effect is taken the events carry its amount
 * (`Event::AilmentTookEffect`): injuries to add, minutes of sleep, the
 * penalty. A chronic ailment's health roll is made at minus its current
 * strength, which fades by one at each action time before the roll.
 */
export interface GodsAndMonstersAilmentCourse {
  /** The ailment's ID (`"food_poisoning"`, ...). */
  ailment: string;
  /** The effect's amounts taken so far, added up. */
  amount?: number;
  /** How the victim met it, which decides the reaction rolled. */
  exposure: GodsAndMonstersExposure;
  /** Whether the victim is still in an inescapable ailment's area. */
  in_area: boolean;
  /** Where the course stands. */
  phase: GodsAndMonstersAilmentPhase;
  /** Its current strength, within 20 of the ailment's own. */
  strength: number;
  /** How many times the effect was taken. */
  times_taken: number;
}

/** Where an ailment's course stands. */
export type GodsAndMonstersAilmentPhase = "exposed" | "ailing" | "over";

/** A step of a Gods & Monsters ailment rolled. */
export type GodsAndMonstersAilmentRolled = (AilmentRolled) & ({
  step: "contract";
}) | (AilmentRolled) & ({
  step: "action_time";
});

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
export type GodsAndMonstersArmorKind = "body" | "shield" | "helmet";

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
  /**
   * What worn, it takes off perception and attack rolls for lack of
   * visibility: 1 for the full helmet, else 0.
   */
  sight_penalty: number;
  /** Thieves', prophets' and monks' access. */
  thief_prophet_monk: GodsAndMonstersAccess;
  /** Warriors' access. */
  warrior: GodsAndMonstersAccess;
}

/**
 * How aware a character was of an impending attack, for the perception
 * roll against surprise (rule GM-combat.surprise).
 */
export type GodsAndMonstersAwareness = "unaware" | "aware_of_attackers" | "sleeping";

/**
 * How a monster's survival comes: rolled as a non-player character's, or
 * stated.
 */
export type GodsAndMonstersBody = {
  body: "npc";
  /** The level (1 to 100). */
  level: number;
  /** Whether a warrior. */
  warrior: boolean;
} | {
  body: "creature";
  /** Endurance. */
  end: number;
  /** Survival (1 to 1 000). */
  survival: number;
};

/** Gods & Monsters. */
export type GodsAndMonstersCheckRoll = (SaveRollResult) & ({
  procedure: "roll";
}) | (AssistRollResult) & ({
  procedure: "assistance";
}) | (GroupMoraleRollResult) & ({
  procedure: "group_morale";
}) | (LeaderOrderRollResult) & ({
  procedure: "leader_order";
}) | (FailedAtResult) & ({
  procedure: "failure_point";
}) | (Uint32OutcomeResult) & ({
  procedure: "smallest_die";
}) | (GodsAndMonstersContestRollResult) & ({
  procedure: "contest";
});

/**
 * A Gods & Monsters suffocation under way: handed back by each step,
 * passed to the next.
 */
export interface GodsAndMonstersChoking {
  /** The buffer, in rounds, before the first health roll. */
  buffer: number;
  /** The health rolls made so far: the next is at minus this many. */
  health_rolls?: number;
  /** Whether the character stays completely inactive and at rest. */
  inactive?: boolean;
}

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
   * Any creature's endurance score, a character's or a monster's:
   * monsters run higher than a character's `AbilityScore`.
   */
  end: number;
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
  command: "roll_surprise";
} | {
  command: "begin_round";
} | {
  /** Who attacks. */
  attacker: number;
  command: "attack";
  /** The target's defense modifiers. */
  guard?: GodsAndMonstersGuard;
  /** Whether the weapon is drawn and used in the same round. */
  quickdraw?: boolean;
  /** The attacker's modifiers. */
  situation?: GodsAndMonstersSituation;
  /** Whom. */
  target: number;
} | {
  command: "move";
  /** Who. */
  id: number;
} | {
  /** What. */
  action: GodsAndMonstersAction;
  command: "act";
  /** Who. */
  id: number;
} | {
  command: "end_phase";
};

/** How a round ended for a character: the bands of `RoundEnd::odds`. */
export type GodsAndMonstersConsequence = "unharmed" | "hurt" | "injured" | "unconscious" | "dying" | "dying_unconscious" | "doomed";

/** The exact probability of every outcome band, as fractions in lowest terms that sum to exactly 1 (with the tail). */
export interface GodsAndMonstersConsequenceOdds {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: GodsAndMonstersConsequence;
    p: Probability;
  }>;
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: GodsAndMonstersConsequence;
    p: Probability;
  } | null;
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
export type GodsAndMonstersCover = "none" | "weak" | "strong" | "full";

/**
 * The damage of a weapon or attack form (rules GM-combat.damage,
 * GM-combat.unarmed): its dice plus a damage bonus. A total below 0 (a
 * large penalty) does no damage.
 */
export interface GodsAndMonstersDamage {
  bonus?: number;
  dice: CountedDice;
}

/**
 * How the death check settles when both the injuries and the endurance
 * roll succeed.
 */
export type GodsAndMonstersDeathCheckReading = "contest" | "one_round";

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

/** What a Gods & Monsters sheet derives. */
export interface GodsAndMonstersDerived {
  /**
   * A prophet's calling points, L(L+1)/2 at level L; 0 for the other
   * archetypes (spirits and their manifestations are not on the sheet).
   */
  calling_points: number;
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
  /**
   * A sorceror's memorisation slots, L(L+1)/2 at level L; 0 for the
   * other archetypes.
   */
  slots: number;
  /** Weight in pounds. */
  weight: number;
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
export type GodsAndMonstersEngagement = "close" | "ranged";

/**
 * One thing that happened in a fight, in order: the log a table reads.
 *
 * With the `serde` feature it serializes as
 * `{"event": "attack_rolled", "attacker": 1, ...}`.
 */
export type GodsAndMonstersEvent = {
  event: "surprise_rolled";
  /** The d20. */
  face: number;
  /** Who rolled. */
  id: number;
  /** Whether they are surprised. */
  surprised: boolean;
  /** The number the d20 had to be at most. */
  target: number;
} | {
  event: "round_began";
  /** Its number, from 1. */
  round: number;
} | {
  event: "snap_out_rolled";
  /** The d20. */
  face: number;
  /** Who rolled. */
  id: number;
  /** Whether they snapped out of it. */
  snapped_out: boolean;
  /** The number the d20 had to be at most. */
  target: number;
} | {
  event: "surprise_ended";
  /** Who. */
  id: number;
} | {
  event: "phase_began";
  /** The phase. */
  phase: GodsAndMonstersPhase;
} | {
  event: "moved";
  /** Who. */
  id: number;
} | {
  /** Whether the weapon came out in time (failing: surprised). */
  drawn: boolean;
  event: "quickdraw_rolled";
  /** The d20. */
  face: number;
  /** Who rolled. */
  id: number;
  /** The number the d20 had to be at most. */
  target: number;
} | {
  /** Who attacked. */
  attacker: number;
  event: "attack_rolled";
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
  event: "damage_rolled";
  /** The damage dice's faces. */
  faces: Array<number>;
  /** Whom. */
  target: number;
  /** The damage done. */
  total: number;
} | {
  /** What changed. */
  change: GodsAndMonstersHealthEvent;
  event: "health";
  /** Who. */
  id: number;
} | {
  /** What. */
  action: GodsAndMonstersAction;
  event: "acted";
  /** Who. */
  id: number;
} | {
  event: "out_of_fight";
  /** Who. */
  id: number;
  /** Why. */
  reason: GodsAndMonstersOut;
} | {
  event: "round_ended";
  /** Its number. */
  round: number;
} | {
  event: "fight_ended";
  /** The side still in it (none when nobody is). */
  winner?: Side | null;
};

/** A saved Gods & Monsters expedition: its setup, commands, faces and events, read back by replaying them. */
export interface GodsAndMonstersExpedition {
  /** Every command applied, in order. */
  commands: Array<GodsAndMonstersExpeditionCommand>;
  /** Every event the commands made, in order. */
  events: Array<GodsAndMonstersExpeditionEvent>;
  /** Every face rolled, in order. */
  faces: Array<number>;
  /** The combatants and the rules the fight was set up with. */
  setup: GodsAndMonstersExpeditionSetup;
  /**
   * The version of the saved form; absent means 1 (`null` is
   * refused).
   */
  version?: number;
}

/**
 * What the players decide next; `State::allows`
 * says whether the rules allow it now.
 */
export type GodsAndMonstersExpeditionCommand = {
  command: "buy";
  /** The choices, in order (1 to 8). */
  items: Array<GodsAndMonstersItem>;
  /** The member (an index of the party). */
  member: number;
  /** Equipped (worn, wielded) or carried. */
  place: Place;
} | {
  command: "travel";
} | {
  command: "explore";
} | {
  command: "search";
} | {
  command: "leave";
} | {
  command: "camp";
} | {
  command: "fight";
  /** How the party fights. */
  tactic: GodsAndMonstersTactic;
} | {
  command: "parley";
} | {
  command: "home";
  /** Silver coins given away (at most what came home). */
  donate: number;
};

/**
 * One thing that happened in an expedition, in order, with every die it
 * rolled; `Display` writes it as one line for players, members and
 * monsters by name.
 *
 * With the `serde` feature it serializes as `{"event": "walked", ...}`.
 */
export type GodsAndMonstersExpeditionEvent = {
  /** The coins left. */
  coins_left: Money;
  /** Its price in silver coins. */
  cost: Money;
  event: "bought";
  /** What. */
  item: GodsAndMonstersItem;
  /** Who. */
  member: Name;
} | {
  event: "cannot_buy";
  /** What. */
  item: GodsAndMonstersItem;
  /** Who. */
  member: Name;
  /** Why, in words. */
  reason: string;
} | {
  /** The day, from 1. */
  day: number;
  event: "day_began";
} | {
  /** The change. */
  change: GodsAndMonstersHealthEvent;
  event: "verve_back";
  /** Who. */
  member: Name;
  /** Whether on waking (else in an encounter without a fight). */
  waking: boolean;
} | {
  event: "walked";
  /** Whether half a mile more. */
  half: boolean;
  /** Whether on the way home. */
  homeward: boolean;
  /** Miles walked: the whole miles. */
  miles: number;
  /** The party's Movement (the slowest member's). */
  movement: number;
  /** The stretch. */
  stretch: Name;
} | {
  event: "arrived";
  /** The first room. */
  room: Name;
} | {
  /** Whether in total darkness. */
  dark: boolean;
  event: "explored";
  /** Minutes it took. */
  minutes: number;
  /** The room. */
  room: Name;
  /** Yards a minute (Movement × 4, a quarter of it in the dark). */
  speed: number;
  /** The passage, in yards. */
  yards: number;
} | {
  event: "torch_lit";
  /** Torches left in the party. */
  left: number;
  /** Who carried it. */
  member: Name;
  /** Rounds it burns. */
  rounds: number;
} | {
  /** The round of the expedition it went out. */
  at: number;
  event: "torch_out";
} | {
  event: "darkness";
} | {
  event: "paused";
  /** Minutes of rest. */
  minutes: number;
} | {
  event: "camped";
  /** Hours of rest. */
  hours: number;
} | {
  /** The roll and the changes. */
  changes: Array<GodsAndMonstersHealthEvent>;
  event: "rested";
  /** Who. */
  member: Name;
} | {
  /** The die's sides. */
  die: number;
  event: "encounter_check";
  /** The face. */
  face: number;
  /** Wanderers come on this face or lower. */
  on: number;
} | {
  /** Whether the party was asleep. */
  asleep: boolean;
  /** The table's die (its entries). */
  die: number;
  event: "wanderers";
  /** The face. */
  face: number;
  /** Who comes. */
  foes: Name;
} | {
  event: "lair";
  /** Who lives there. */
  foes: Name;
  /** The room. */
  room: Name;
} | {
  event: "foe_rolled";
  /** The faces. */
  faces: Array<number>;
  /** The monster, numbered when the group has several of its name. */
  foe: string;
  /** Its level. */
  level: number;
  /** The survival. */
  survival: number;
  /** Whether a warrior (d10s; else d6s). */
  warrior: boolean;
} | {
  event: "parleyed";
  /** Who. */
  foes: Name;
  /** The Guide's XP for the encounter, shared at home. */
  xp: number;
} | {
  event: "surprise_rolled";
  /** The d20. */
  face: number;
  /** Whether surprised (then no action in the first round). */
  surprised: boolean;
  /** The number it had to be at most. */
  target: number;
  /** Who rolled. */
  who: string;
} | {
  event: "round_began";
  /** Its number. */
  round: number;
} | {
  event: "snap_out";
  /** The d20. */
  face: number;
  /** Whether they snapped out of it. */
  snapped_out: boolean;
  /** The number it had to be at most. */
  target: number;
  /** Who. */
  who: string;
} | {
  event: "surprise_over";
  /** Who. */
  who: string;
} | {
  /** Who attacked. */
  attacker: string;
  /** The damage, on a hit. */
  damage?: DamageRoll | null;
  event: "attacked";
  /** The d20. */
  face: number;
  /** What the damage did to the target. */
  harm: Array<GodsAndMonstersHealthEvent>;
  /** The number it had to be at most. */
  needed: number;
  /** Whom. */
  target: string;
} | {
  /** What. */
  change: GodsAndMonstersHealthEvent;
  event: "round_end";
  /** Who. */
  who: string;
} | {
  event: "out_of_fight";
  /** Why. */
  reason: GodsAndMonstersOut;
  /** Who. */
  who: string;
} | {
  event: "fight_ended";
  /** Rounds fought. */
  rounds: number;
  /** The side still in it; none when undecided or nobody is. */
  winner?: Side | null;
} | {
  event: "defeated";
  /** Who. */
  foes: Name;
  /** The Guide's XP for the conflict, shared at home. */
  xp: number;
} | {
  event: "withdrew";
} | {
  event: "came_to";
  /** Who. */
  member: Name;
  /** After these minutes (the injuries). */
  minutes: number;
} | {
  event: "dying";
  /** Who. */
  member: Name;
  /** The time left. */
  timer: GodsAndMonstersDeathTimer;
} | {
  event: "saved";
  /** Who. */
  member: Name;
  /** The time that was left. */
  timer: GodsAndMonstersDeathTimer;
} | {
  event: "died";
  /** Who. */
  member: Name;
} | {
  event: "searched";
  /** The d20. */
  face: number;
  /** Whether it passed: the hoard is found. */
  found: boolean;
  /** Who searched (the best perception). */
  member: Name;
  /** Minutes it took. */
  minutes: number;
  /** The room's size penalty. */
  penalty: number;
  /** The number it had to be at most. */
  target: number;
} | {
  /** The die's sides. */
  die: number;
  event: "hoard_found";
  /** The faces. */
  faces: Array<number>;
  /** The silver coins. */
  silver: number;
  /** Silver coins a point. */
  times: number;
} | {
  event: "left_site";
  /** Silver coins carried. */
  silver: number;
} | {
  event: "came_home";
  /** Silver coins brought home. */
  silver: number;
} | {
  event: "donated";
  /** Silver coins given. */
  silver: number;
  /** XP it earns. */
  xp: number;
} | {
  /** The member's coins after. */
  coins: Money;
  event: "share";
  /** Who. */
  member: Name;
  /** Silver coins. */
  silver: number;
} | {
  /** XP each. */
  each: number;
  event: "xp_shared";
  /** XP left over to the Guide. */
  left: number;
  /** Members sharing. */
  members: number;
  /** XP in all. */
  xp: number;
} | {
  event: "xp_gained";
  /** The level the XP reach. */
  level: number;
  /** Who. */
  member: Name;
  /** XP now. */
  xp: number;
} | {
  event: "level_raised";
  /** The level's d10 and changes. */
  gained: LevelGained;
  /** Who. */
  member: Name;
} | {
  /** The days. */
  days: number;
  event: "days_of_rest";
  /** Injuries after. */
  injuries: number;
  /** Its maximum. */
  max_survival: number;
  /** Who. */
  member: Name;
  /** Survival after. */
  survival: number;
} | {
  /** How. */
  ending: ExpeditionEnding;
  event: "ended";
};

/**
 * One thing that happened in an expedition, in order, with every die it
 * rolled; `Display` writes it as one line for players, members and
 * monsters by name.
 *
 * With the `serde` feature it serializes as `{"event": "walked", ...}`.
 */
export type GodsAndMonstersExpeditionEventLine = {
  /** The coins left. */
  coins_left: Money;
  /** Its price in silver coins. */
  cost: Money;
  event: "bought";
  /** What. */
  item: GodsAndMonstersItem;
  /** Who. */
  member: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "cannot_buy";
  /** What. */
  item: GodsAndMonstersItem;
  /** Who. */
  member: Name;
  /** Why, in words. */
  reason: string;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** The day, from 1. */
  day: number;
  event: "day_began";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** The change. */
  change: GodsAndMonstersHealthEvent;
  event: "verve_back";
  /** Who. */
  member: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Whether on waking (else in an encounter without a fight). */
  waking: boolean;
} | {
  event: "walked";
  /** Whether half a mile more. */
  half: boolean;
  /** Whether on the way home. */
  homeward: boolean;
  /** Miles walked: the whole miles. */
  miles: number;
  /** The party's Movement (the slowest member's). */
  movement: number;
  /** The stretch. */
  stretch: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "arrived";
  /** The first room. */
  room: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** Whether in total darkness. */
  dark: boolean;
  event: "explored";
  /** Minutes it took. */
  minutes: number;
  /** The room. */
  room: Name;
  /** Yards a minute (Movement × 4, a quarter of it in the dark). */
  speed: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** The passage, in yards. */
  yards: number;
} | {
  event: "torch_lit";
  /** Torches left in the party. */
  left: number;
  /** Who carried it. */
  member: Name;
  /** Rounds it burns. */
  rounds: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** The round of the expedition it went out. */
  at: number;
  event: "torch_out";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "darkness";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "paused";
  /** Minutes of rest. */
  minutes: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "camped";
  /** Hours of rest. */
  hours: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** The roll and the changes. */
  changes: Array<GodsAndMonstersHealthEvent>;
  event: "rested";
  /** Who. */
  member: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** The die's sides. */
  die: number;
  event: "encounter_check";
  /** The face. */
  face: number;
  /** Wanderers come on this face or lower. */
  on: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** Whether the party was asleep. */
  asleep: boolean;
  /** The table's die (its entries). */
  die: number;
  event: "wanderers";
  /** The face. */
  face: number;
  /** Who comes. */
  foes: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "lair";
  /** Who lives there. */
  foes: Name;
  /** The room. */
  room: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "foe_rolled";
  /** The faces. */
  faces: Array<number>;
  /** The monster, numbered when the group has several of its name. */
  foe: string;
  /** Its level. */
  level: number;
  /** The survival. */
  survival: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Whether a warrior (d10s; else d6s). */
  warrior: boolean;
} | {
  event: "parleyed";
  /** Who. */
  foes: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** The Guide's XP for the encounter, shared at home. */
  xp: number;
} | {
  event: "surprise_rolled";
  /** The d20. */
  face: number;
  /** Whether surprised (then no action in the first round). */
  surprised: boolean;
  /** The number it had to be at most. */
  target: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Who rolled. */
  who: string;
} | {
  event: "round_began";
  /** Its number. */
  round: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "snap_out";
  /** The d20. */
  face: number;
  /** Whether they snapped out of it. */
  snapped_out: boolean;
  /** The number it had to be at most. */
  target: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Who. */
  who: string;
} | {
  event: "surprise_over";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Who. */
  who: string;
} | {
  /** Who attacked. */
  attacker: string;
  /** The damage, on a hit. */
  damage?: DamageRoll | null;
  event: "attacked";
  /** The d20. */
  face: number;
  /** What the damage did to the target. */
  harm: Array<GodsAndMonstersHealthEvent>;
  /** The number it had to be at most. */
  needed: number;
  /** Whom. */
  target: string;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** What. */
  change: GodsAndMonstersHealthEvent;
  event: "round_end";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Who. */
  who: string;
} | {
  event: "out_of_fight";
  /** Why. */
  reason: GodsAndMonstersOut;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Who. */
  who: string;
} | {
  event: "fight_ended";
  /** Rounds fought. */
  rounds: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** The side still in it; none when undecided or nobody is. */
  winner?: Side | null;
} | {
  event: "defeated";
  /** Who. */
  foes: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** The Guide's XP for the conflict, shared at home. */
  xp: number;
} | {
  event: "withdrew";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "came_to";
  /** Who. */
  member: Name;
  /** After these minutes (the injuries). */
  minutes: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "dying";
  /** Who. */
  member: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** The time left. */
  timer: GodsAndMonstersDeathTimer;
} | {
  event: "saved";
  /** Who. */
  member: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** The time that was left. */
  timer: GodsAndMonstersDeathTimer;
} | {
  event: "died";
  /** Who. */
  member: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "searched";
  /** The d20. */
  face: number;
  /** Whether it passed: the hoard is found. */
  found: boolean;
  /** Who searched (the best perception). */
  member: Name;
  /** Minutes it took. */
  minutes: number;
  /** The room's size penalty. */
  penalty: number;
  /** The number it had to be at most. */
  target: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** The die's sides. */
  die: number;
  event: "hoard_found";
  /** The faces. */
  faces: Array<number>;
  /** The silver coins. */
  silver: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Silver coins a point. */
  times: number;
} | {
  event: "left_site";
  /** Silver coins carried. */
  silver: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "came_home";
  /** Silver coins brought home. */
  silver: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "donated";
  /** Silver coins given. */
  silver: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** XP it earns. */
  xp: number;
} | {
  /** The member's coins after. */
  coins: Money;
  event: "share";
  /** Who. */
  member: Name;
  /** Silver coins. */
  silver: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** XP each. */
  each: number;
  event: "xp_shared";
  /** XP left over to the Guide. */
  left: number;
  /** Members sharing. */
  members: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** XP in all. */
  xp: number;
} | {
  event: "xp_gained";
  /** The level the XP reach. */
  level: number;
  /** Who. */
  member: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** XP now. */
  xp: number;
} | {
  event: "level_raised";
  /** The level's d10 and changes. */
  gained: LevelGained;
  /** Who. */
  member: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** The days. */
  days: number;
  event: "days_of_rest";
  /** Injuries after. */
  injuries: number;
  /** Its maximum. */
  max_survival: number;
  /** Who. */
  member: Name;
  /** Survival after. */
  survival: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** How. */
  ending: ExpeditionEnding;
  event: "ended";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
};

/**
 * What an expedition starts from: the party and the referee's content
 * (the route, the site, the foes, the wandering encounters and the
 * hoard), checked by `Setup::new` and again when read (feature
 * `serde`).
 */
export interface GodsAndMonstersExpeditionSetup {
  /** The wandering encounters. */
  encounters: Encounters;
  /** The referee's groups of foes (at most 32). */
  foes: Array<Foes>;
  /** The hoard. */
  hoard: Hoard;
  /** The party at the start, in marching order (1 to 8). */
  members: Array<Member>;
  /** The route to the site, a day's walk each (1 to 32). */
  route: Array<Stretch>;
  /** The site, room by room (1 to 32). */
  site: Array<Room>;
}

/**
 * How the victim meets an ailment (rule GM-health.ailment.roll), which
 * decides the reaction rolled against it.
 */
export type GodsAndMonstersExposure = "accepted" | "noticeable" | "inflicted";

/** A field with its bonus and skills. */
export interface GodsAndMonstersField {
  /** Its bonus, 0 to 20. */
  bonus: number;
  /** The field's name. */
  name: string;
  /** Its skills. */
  skills?: Array<string>;
}

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
  /**
   * The version of the saved form; absent means 1 (`null` is
   * refused).
   */
  version?: number;
}

/**
 * One thing that happened in a fight, in order: the log a table reads.
 *
 * With the `serde` feature it serializes as
 * `{"event": "attack_rolled", "attacker": 1, ...}`.
 */
export type GodsAndMonstersFightEvent = {
  event: "surprise_rolled";
  /** The d20. */
  face: number;
  /** Who rolled. */
  id: number;
  /** Whether they are surprised. */
  surprised: boolean;
  /** The number the d20 had to be at most. */
  target: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "round_began";
  /** Its number, from 1. */
  round: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "snap_out_rolled";
  /** The d20. */
  face: number;
  /** Who rolled. */
  id: number;
  /** Whether they snapped out of it. */
  snapped_out: boolean;
  /** The number the d20 had to be at most. */
  target: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "surprise_ended";
  /** Who. */
  id: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "phase_began";
  /** The phase. */
  phase: GodsAndMonstersPhase;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "moved";
  /** Who. */
  id: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  /** Whether the weapon came out in time (failing: surprised). */
  drawn: boolean;
  event: "quickdraw_rolled";
  /** The d20. */
  face: number;
  /** Who rolled. */
  id: number;
  /** The number the d20 had to be at most. */
  target: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  /** Who attacked. */
  attacker: number;
  event: "attack_rolled";
  /** The d20. */
  face: number;
  /** Whether it hit. */
  hit: boolean;
  /** The number it had to be at most. */
  needed: number;
  /** Whom. */
  target: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  /** Who hit. */
  attacker: number;
  /** The bonus added. */
  bonus: number;
  event: "damage_rolled";
  /** The damage dice's faces. */
  faces: Array<number>;
  /** Whom. */
  target: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
  /** The damage done. */
  total: number;
} | {
  /** What changed. */
  change: GodsAndMonstersHealthEvent;
  event: "health";
  /** Who. */
  id: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  /** What. */
  action: GodsAndMonstersAction;
  event: "acted";
  /** Who. */
  id: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "out_of_fight";
  /** Who. */
  id: number;
  /** Why. */
  reason: GodsAndMonstersOut;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "round_ended";
  /** Its number. */
  round: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "fight_ended";
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
  /** The side still in it (none when nobody is). */
  winner?: Side | null;
};

/** A Gods & Monsters fight's step: what the command did, and where the fight is. */
export interface GodsAndMonstersFightStep {
  /**
   * Every combatant, in setup order, with its health and what it
   * has done this round.
   */
  combatants: Array<GodsAndMonstersStatusNow>;
  /**
   * The events this command made (none at the start), each with
   * its line.
   */
  events: Array<GodsAndMonstersFightEvent>;
  /** The faces this command used, in order. */
  faces: Array<number>;
  /**
   * Every command the fight takes now, ready to step: each kind
   * of command the rules allow, by whom and at whom, with the
   * fields the rules leave to the caller (a situation, a
   * defence, a weapon's die) at a default to set before
   * stepping. Empty once the fight is over.
   */
  legal: Array<GodsAndMonstersCommand>;
  /** Where the fight is and who may act. */
  next: GodsAndMonstersTurn;
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

/** A Gods & Monsters hazard rolled. */
export type GodsAndMonstersHazardRolled = {
  /**
   * How the round ended for the character: unharmed, hurt,
   * injured, unconscious, dying (conscious or not) or doomed.
   */
  consequence: GodsAndMonstersConsequence;
  /** The death timer, when the character is dying. */
  death_timer: GodsAndMonstersDeathTimer | null;
  /** What happened, in order. */
  events: Array<GodsAndMonstersHealthEvent>;
  /** The faces used, in order. */
  faces: Array<number>;
  hazard: "fall";
  /** The exact odds of each consequence before the dice. */
  odds: GodsAndMonstersConsequenceOdds;
  /**
   * Seconds aloft: one per damage die, then one per full 150 feet
   * past 450.
   */
  seconds: number;
  /** What happened, as a line for players. */
  text: string;
  /**
   * For how many minutes the character goes unconscious, when they
   * do.
   */
  unconscious_minutes: number | null;
  /** Survival, verve and injuries after: pass them on. */
  vitals: GodsAndMonstersVitals;
} | {
  /** The suffocation under way: pass it to the first health roll. */
  choking: GodsAndMonstersChoking;
  /** The faces used, in order. */
  faces: Array<number>;
  hazard: "suffocation_buffer";
  /** The exact odds of each buffer, in rounds, before the dice. */
  odds: Uint32Odds;
  /**
   * The buffer in rounds: the first health roll comes as it runs
   * out.
   */
  rounds: number;
  /** What happened, as a line for players. */
  text: string;
} | {
  /** The suffocation after this roll: pass it to the next. */
  choking: GodsAndMonstersChoking;
  /**
   * How the round ended for the character: unharmed (the roll
   * passed), injured, unconscious, dying (conscious or not) or
   * doomed.
   */
  consequence: GodsAndMonstersConsequence;
  /** The death timer, when the character is dying. */
  death_timer: GodsAndMonstersDeathTimer | null;
  /** What happened, in order. */
  events: Array<GodsAndMonstersHealthEvent>;
  /** The faces used, in order. */
  faces: Array<number>;
  hazard: "suffocation";
  /** Whether the roll failed and gave an injury point. */
  injured: boolean;
  /** The exact odds of each consequence before the dice. */
  odds: GodsAndMonstersConsequenceOdds;
  /**
   * Rounds until the next health roll: a minute, two when
   * inactive.
   */
  rounds_to_next: number;
  /** What happened, as a line for players. */
  text: string;
  /**
   * For how many minutes the character goes unconscious, when they
   * do.
   */
  unconscious_minutes: number | null;
  /** Survival, verve and injuries after: pass them on. */
  vitals: GodsAndMonstersVitals;
} | {
  /** What happened, in order. */
  events: Array<GodsAndMonstersHealthEvent>;
  /** The faces used, in order. */
  faces: Array<number>;
  hazard: "semi_conscious";
  /** The exact odds of each response before the dice. */
  odds: GodsAndMonstersResponseOdds;
  /** `"at_once"`, or `{"after": n}` rounds. */
  response: GodsAndMonstersResponse;
  /** What happened, as a line for players. */
  text: string;
} | {
  /** Whether the character wakes. */
  awake: boolean;
  /** What happened, in order. */
  events: Array<GodsAndMonstersHealthEvent>;
  /** The faces used, in order. */
  faces: Array<number>;
  hazard: "awaken";
  /**
   * The exact odds of the roll passing (awake) or failing, before
   * the dice.
   */
  odds: PassFailOdds;
  /** What happened, as a line for players. */
  text: string;
};

/**
 * One thing that happened to a character, in the order it happened; the
 * dice behind it are in the outcome's dice, in the same order.
 *
 * With the `serde` feature it serializes as
 * `{"event": "verve_lost", "from": 17, "to": 12}`.
 */
export type GodsAndMonstersHealthEvent = {
  event: "pool_lost";
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: "verve_lost";
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: "survival_lost";
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: "injury_taken";
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: "verve_regained";
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: "survival_regained";
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: "injury_healed";
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: "check_rolled";
  /** The d20. */
  face: number;
  /** Whether it succeeded. */
  passed: boolean;
  /** What it was rolled against. */
  reaction: GodsAndMonstersRolledAgainst;
  /** The number the d20 had to be at most. */
  target: number;
} | {
  /** The damage taken after evasion (halved, or all of it). */
  damage: number;
  /** How many d6. */
  dice: number;
  event: "fall_damage_rolled";
  /** Their total. */
  total: number;
} | {
  event: "chose_unconsciousness";
} | {
  event: "fell_unconscious";
  /** Minutes. */
  minutes: number;
} | {
  /**
   * The d20 rolled for endurance (none when it is rolled only
   * after the injuries succeed, and they did not).
   */
  end_face?: number | null;
  /** The endurance roll's target, bonuses and penalties included. */
  end_target: number;
  event: "death_check_rolled";
  /** The injuries' target. */
  injuries: number;
  /** The d20 rolled for the injuries. */
  injuries_face: number;
} | {
  event: "death_averted";
} | {
  /** The amount. */
  amount: number;
  event: "ailment_took_effect";
} | {
  event: "ailment_strength";
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: "ailment_ended";
} | {
  event: "dying";
  /** The time left. */
  timer: GodsAndMonstersDeathTimer;
};

/** What a container holds. */
export type GodsAndMonstersHolds = {
  pints: number;
} | {
  gallons: number;
} | {
  missiles: number;
} | {
  powder_uses: number;
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

/**
 * Something from osr-equipment's Gods & Monsters tables.
 *
 * With the `serde` feature: `{"weapon": "gm.weapon.battleaxe"}`,
 * `{"armor": "gm.armor.shield"}`, `{"misc": "gm.misc.torch"}`.
 */
export type GodsAndMonstersItem = {
  weapon: GodsAndMonstersWeapon;
} | {
  armor: Armor;
} | {
  misc: Misc;
};

/** What a Gods & Monsters sorceror acquired. */
export type GodsAndMonstersLearnt = {
  /** The chance the compatibility roll had (1 when none was needed). */
  chance: Probability;
  /**
   * The compatibility roll, when it was needed: its target and
   * outcome.
   */
  compatibility: SaveRoll | null;
  /**
   * The multiple of the spell's basic components needed on hand
   * for experimentation: 10 when bought with too little archetypal
   * mojo, else 0.
   */
  experimentation_components: number;
  /** The faces used, in order (none without the roll). */
  faces: Array<number>;
  /**
   * Whether it is inscribed in the spell book already, at no cost;
   * otherwise the inscription spell is needed.
   */
  inscribed_free: boolean;
  /** Whether the sorceror can learn the spell. */
  learnable: boolean;
  /** The mojo it cost: 3 a spell level when bought with mojo, else 0. */
  mojo: number;
  /** The spell. */
  spell: string;
  /** What happened, as a line for players. */
  text: string;
  way: "acquire";
};

/** A light an item gives. */
export interface GodsAndMonstersLight {
  /** Hours it lasts (a lantern: per flask of oil). */
  hours: number;
  /** Radius lit, in yards. */
  radius_yards: number;
}

/**
 * A target that does not defend itself (rules GM-combat.non-defending,
 * GM-combat.covered, GM-combat.immobile-bonus, GM-combat.unaware). The
 * three bonuses do not combine: a target is one of them at most, and
 * `NonDefending::best` picks the one worth most.
 */
export type GodsAndMonstersNonDefending = "unaware" | "covered" | "immobile";

/** Why a combatant is out of the fight. */
export type GodsAndMonstersOut = "unconscious" | "doomed" | "fled";

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
export type GodsAndMonstersPhase = "surprise" | "round_start" | "called_shots" | "npc_movement" | "players" | "npcs" | "over";

/** Something bought with the starting coins. */
export interface GodsAndMonstersPurchase {
  /**
   * The item's osr-equipment ID (`"gm.weapon.battleaxe"`,
   * `"gm.armor.banded-leather"`, `"gm.armor.shield"`).
   */
  item: string;
  /** Made for a creature of this size (a dwarf is `"small"`). */
  made_for: GodsAndMonstersSize;
  /** Where it goes. */
  place: Place;
}

/** The six reactions. */
export type GodsAndMonstersReaction = "health" | "fortitude" | "willpower" | "evasion" | "reason" | "perception";

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
 * What a character brings to the checks at the end of a round: the
 * reaction rolled to stay conscious (fortitude or willpower, whichever
 * the player picks), endurance for the death check, and a field bonus
 * that applies to death rolls (a skill such as falling).
 */
export interface GodsAndMonstersResilience {
  /**
   * Whether the player chooses to go unconscious (for the +2 on death
   * rolls) rather than roll to stay conscious.
   */
  chooses_unconsciousness?: boolean;
  /**
   * A field bonus on death rolls (a skill such as falling); 0 when
   * left out.
   */
  death_roll_bonus?: number;
  /** Endurance, for the death check and the death timer. */
  end: number;
  /**
   * How the death check settles when both sides succeed: `"contest"`
   * (both roll again; the default) or `"one_round"` (the rules'
   * example).
   */
  reading?: GodsAndMonstersDeathCheckReading;
  /**
   * The reaction rolled to stay conscious: fortitude or willpower,
   * whichever the player picks.
   */
  stay_conscious: number;
}

/**
 * How a semi-conscious character responds to a direction or a question
 * (rule GM-health.semi-conscious): at once on a willpower roll, otherwise
 * after a d4 of rounds.
 */
export type GodsAndMonstersResponse = "at_once" | {
  after: number;
};

/** The exact probability of every outcome band, as fractions in lowest terms that sum to exactly 1 (with the tail). */
export interface GodsAndMonstersResponseOdds {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: GodsAndMonstersResponse;
    p: Probability;
  }>;
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: GodsAndMonstersResponse;
    p: Probability;
  } | null;
}

/**
 * What a rest restores, when the player may choose (rule
 * GM-health.rest): survival points, or one injury point removed.
 */
export type GodsAndMonstersRestChoice = "survival" | "injury";

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

/** The reaction or ability a d20 roll of these rules was made against. */
export type GodsAndMonstersRolledAgainst = "stay_conscious" | "evasion" | "perception" | "health" | "willpower" | "awaken";

/**
 * What happened to a character in one round, gathered hit by hit, for the
 * checks at its end (rules GM-health.unconscious, GM-health.death-check).
 */
export interface GodsAndMonstersRoundHarm {
  /** Whether survival dropped to 0 this round. */
  dropped_to_zero?: boolean;
  /**
   * Whether anything was lost this round (a pool, verve, survival or
   * injuries).
   */
  hurt?: boolean;
  /** The injury points gained this round. */
  injuries_gained?: number;
  /** Whether the latest injuries came from archetypal activity. */
  latest_archetypal?: boolean;
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
  fields?: Array<GodsAndMonstersField>;
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
  native_culture: GodsAndMonstersField;
  /** The referee's numbers. */
  referee: RefereeDocument;
  /** The species. */
  species: SpeciesDocument;
  /** A sorceror's spell book. */
  spells?: Array<GodsAndMonstersSpell>;
  /** Always `SYSTEM`. */
  system: "gods_and_monsters";
  /** Always `VERSION`. */
  version: 1;
  /** Survival, verve, injuries now. */
  vitals: VitalsDocument;
  /** Experience points. */
  xp: number;
}

/** An operation on a Gods & Monsters sheet, tagged by `op`. */
export type GodsAndMonstersSheetOperation = {
  /** The item's osr-equipment ID. */
  item: string;
  op: "buy";
} | {
  /** How much. */
  amount: number;
  op: "gain_xp";
} | {
  op: "level_up";
} | {
  /** The damage, after any damage reduction. */
  damage: number;
  op: "take_damage";
} | {
  /** What the rest restores (`"survival"` when absent). */
  heal?: GodsAndMonstersRestChoice;
  op: "rest_night";
} | {
  /** What the rest restores (`"survival"` when absent). */
  heal?: GodsAndMonstersRestChoice;
  op: "rest_day";
} | {
  op: "wake";
} | {
  /**
   * How it was acquired: `{"by": "loot"}`, `"theft"`, `"trade"`, or
   * `{"by": "mojo", "archetypal": 2}`.
   */
  by: AcquiredBy;
  /** The spell's level (1 to 10). */
  level: number;
  op: "acquire_spell";
  /** The spell's name. */
  spell: string;
} | {
  /** The spell's place in the spell book, from 0. */
  index: number;
  op: "memorise";
} | {
  /** The spell's place in the spell book, from 0. */
  index: number;
  op: "cast_spell";
} | {
  /** The fight as `startFight` or `stepFight` last returned it. */
  fight: GodsAndMonstersFight;
  /** The character's combatant ID in it. */
  id: number;
  op: "after_fight";
};

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

/** The eight size categories, smallest first. */
export type GodsAndMonstersSize = "fine" | "tiny" | "small" | "medium" | "large" | "huge" | "gigantic" | "titanic";

/**
 * A spell in a sorceror's book: its name, its level, and whether it is
 * memorised (holding one of the slots until it is cast).
 */
export interface GodsAndMonstersSpell {
  /** Its level, 1 to 10. */
  level: number;
  /** Whether it is memorised. */
  memorised?: boolean;
  /** The spell's name. */
  name: string;
}

/** A combatant's state in a fight. */
export interface GodsAndMonstersStatus {
  /** Attacks left this round (0 once the action is taken). */
  attacks_left: number;
  /** Made a called shot this round (-2 defense). */
  called_shot: boolean;
  /** Dying with no time left. */
  doomed: boolean;
  /** The death timer, when dying. */
  dying?: GodsAndMonstersDeathTimer | null;
  /** Fled. */
  fled: boolean;
  /** What this round has done to them so far. */
  harm: GodsAndMonstersRoundHarm;
  /** Rounds in a row out of the conflict. */
  rounds_out: number;
  /** Stood aside this round. */
  stood_aside: boolean;
  /** Surprised. */
  surprised: boolean;
  /** Unconscious. */
  unconscious: boolean;
  /** Survival, verve and injuries now. */
  vitals: GodsAndMonstersVitals;
}

/** A combatant and its state now: health, and what it has done this round. */
export interface GodsAndMonstersStatusNow {
  /** The combatant's ID. */
  id: number;
  state: GodsAndMonstersStatus;
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

/** How the party fights: a simple policy. */
export type GodsAndMonstersTactic = "focus" | "spread";

/** The unit a death timer counts in. */
export type GodsAndMonstersTimerUnit = "minutes" | "hours";

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

/** Weapons: simple, basic and warrior (0 in a cell below is a blank). */
export type GodsAndMonstersWeapon = "gm.weapon.club" | "gm.weapon.dagger" | "gm.weapon.dart" | "gm.weapon.hand-gun" | "gm.weapon.knife" | "gm.weapon.quarterstaff" | "gm.weapon.sling" | "gm.weapon.wheel-lock" | "gm.weapon.wheel-lock-pistol" | "gm.weapon.arquebus" | "gm.weapon.brass-knuckles" | "gm.weapon.crossbow" | "gm.weapon.hand-axe" | "gm.weapon.matchlock-pistol" | "gm.weapon.metal-glove" | "gm.weapon.short-sword" | "gm.weapon.spear" | "gm.weapon.battleaxe" | "gm.weapon.bow" | "gm.weapon.great-sword" | "gm.weapon.heavy-crossbow" | "gm.weapon.javelin" | "gm.weapon.lance" | "gm.weapon.longbow" | "gm.weapon.long-sword" | "gm.weapon.mace" | "gm.weapon.morning-star" | "gm.weapon.rapier" | "gm.weapon.scimitar" | "gm.weapon.war-hammer";

/** Who may use a weapon. */
export type GodsAndMonstersWeaponClass = "simple" | "basic" | "warrior";

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

/** The going of a day's walk. */
export type Going = "ideal" | "rough" | "bog";

/**
 * A result of the d6 Grievous Wounds table, in the table's order.
 *
 * With the `serde` feature it is its snake-case ID (`"broken_leg"`).
 */
export type GrievousWound = "gruesome_scars" | "eye_gouged_out" | "broken_arm" | "broken_leg" | "dismembered_arm" | "dismembered_leg";

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
export type GroupResponse = "holds" | {
  gives_way: number;
};

/**
 * The haggler's roll (TC-10.3): with ample time to survey the market, a
 * d20 strictly below charisma takes `HAGGLE_DISCOUNT_PERCENT` off the
 * listed price.
 */
export type Haggle = number;

/** A hazard to roll, tagged by `system`, then by `hazard`. */
export type HazardRequest = ({
  system: "cairn_house";
}) & ({
  /** The ability the damage comes off. */
  ability: CairnHouseAbility;
  /**
   * The character before: HP, the three abilities, fatigue,
   * grievous wounds and the table's rules.
   */
  character: CharacterDocument;
  /**
   * The trap's damage: `{"count": 1, "die": 4}` (1 to 10 dice of
   * at most 100 sides).
   */
  damage: CountedDice;
  /**
   * Where the faces come from: the save's d20 (two with the
   * table's naturals rule, if any), then the damage dice on a
   * failure.
   */
  dice: Dice;
  hazard: "trap";
  /** The ability saved with (`"dex"` for most traps). */
  save: CairnHouseAbility;
}) | ({
  system: "gods_and_monsters";
}) & ({
  /**
   * Whether the fall is archetypal (a thief's failed climb): its
   * damage comes off verve first.
   */
  archetypal?: boolean;
  /**
   * Where the faces come from: the evasion d20 (when it counts),
   * the d6s, then the rolls to stay conscious and the death check.
   */
  dice: Dice;
  /**
   * The character's evasion score, when they get an evasion roll
   * (it counts under 20 feet): the injury penalty of `vitals` is
   * applied to it here.
   */
  evasion?: number | null;
  /** The height, in feet (0 to 1,000,000). */
  feet: number;
  hazard: "fall";
  /** Fortitude or willpower to stay conscious, and endurance. */
  resilience: GodsAndMonstersResilience;
  /** The character's survival, verve and injuries before. */
  vitals: GodsAndMonstersVitals;
} | {
  /**
   * Where the faces come from: the d4 of an unprepared buffer; a
   * prepared one needs none.
   */
  dice?: Dice | null;
  /** The character's endurance, 1 to 40. */
  end: number;
  hazard: "suffocation_buffer";
  /**
   * Whether the character stays completely inactive and at rest:
   * the buffer and the time between health rolls double.
   */
  inactive?: boolean;
  /**
   * Whether the character could take a deep breath first: the
   * buffer is endurance rounds then, and nothing is rolled.
   */
  prepared?: boolean;
} | {
  /** The suffocation as the buffer or the last health roll left it. */
  choking: GodsAndMonstersChoking;
  /**
   * Where the faces come from: the health roll's d20, then the
   * roll to stay conscious and the death check after an injury.
   */
  dice: Dice;
  hazard: "suffocation";
  /** The character's health score. */
  health: number;
  /** Fortitude or willpower to stay conscious, and endurance. */
  resilience: GodsAndMonstersResilience;
  /**
   * Whether the character is already unconscious (or
   * semi-conscious): no roll to stay conscious, +2 on death rolls.
   */
  unconscious?: boolean;
  /** The character's survival, verve and injuries before. */
  vitals: GodsAndMonstersVitals;
} | {
  /**
   * Where the faces come from: the willpower d20, then the d4 on a
   * failure.
   */
  dice: Dice;
  hazard: "semi_conscious";
  /**
   * The character's injury points, a penalty on the roll; none
   * when left out.
   */
  injuries?: number;
  /** The character's willpower score. */
  willpower: number;
} | {
  /** Where the faces come from: the d20. */
  dice: Dice;
  hazard: "awaken";
  /** The character's injury points. */
  injuries?: number;
  /** The score of the roll to awaken. */
  score: number;
}) | ({
  system: "murdham";
}) & ({
  /** The character's AGI, 0 to 20. */
  agi: number;
  /** The height in centimetres (0 to 100,000): 190 is 1.9 m. */
  centimetres: number;
  /**
   * Where the faces come from: the AGI save's d20, then the d4s;
   * a fall under 2 m rolls nothing and needs none.
   */
  dice?: Dice | null;
  hazard: "fall";
  /** Health before. */
  health: MurdhamHealthPoints;
} | {
  /**
   * Where the faces come from: the two d4s of the impaired roll
   * (and any explosion); the first stretch needs none.
   */
  dice?: Dice | null;
  hazard: "climate";
  /** Health before. */
  health: MurdhamHealthPoints;
  /** The stretch beginning there: 1 for the first. */
  stretch: number;
} | {
  /**
   * Where the faces come from: the damage die (two when
   * enhanced) and any explosion.
   */
  dice: Dice;
  /** The damage die (`"d6"` for a burning zone). */
  die: StepDie;
  /** `"cold"`, `"heat"`, `"fire"` or `"lightning"`. */
  element: MurdhamElement;
  hazard: "element";
  /** Health before. */
  health: MurdhamHealthPoints;
  /**
   * Whether the target is vulnerable: flammable or covered in
   * something flammable (fire), carrying a lot of metal
   * (lightning); the damage is enhanced then.
   */
  vulnerable?: boolean;
} | {
  /**
   * The rounds without air so far, as the last round left them;
   * none when left out.
   */
  breathing?: MurdhamBreathing;
  /**
   * Where the faces come from: the STR save's d20, from the 5th
   * round on.
   */
  dice?: Dice | null;
  hazard: "suffocation";
  /** The character's STR, 0 to 20. */
  str: number;
} | {
  /**
   * Where the faces come from: the WIT save's d20; none when the
   * wards leave nothing to save against.
   */
  dice?: Dice | null;
  /** `"frightening"` or `"terrifying"`. */
  dread: MurdhamDread;
  hazard: "fear";
  /**
   * The fear-warding effects on the character; none when left
   * out.
   */
  wards?: number;
  /** The character's WIT, 0 to 20. */
  wit: number;
} | {
  /**
   * Where the faces come from: the group's d20; none when the
   * wards leave nothing to save against.
   */
  dice?: Dice | null;
  /** `"frightening"` or `"terrifying"`. */
  dread: MurdhamDread;
  hazard: "group_fear";
  /** The fear-warding effects on every member; none when left out. */
  wards?: number;
  /** Each member's WIT, 0 to 20. */
  wits: Array<number>;
} | {
  /**
   * Where the faces come from: the d6 (and any explosion), then
   * the WIT save's d20.
   */
  dice: Dice;
  hazard: "torture";
  /** The victim's health before. */
  health: MurdhamHealthPoints;
  /** The victim's WIT, 0 to 20. */
  wit: number;
} | {
  /**
   * Where the faces come from: the cart's or boat's d4, then each
   * passenger's in order (each with any explosion).
   */
  dice: Dice;
  hazard: "crash";
  /**
   * The health of the rider (a mount: exactly one), or of every
   * passenger, the driver included (up to 100), before.
   */
  passengers: Array<MurdhamHealthPoints>;
  /** `"mount"`, `"cart"` or `"boat"`. */
  vehicle: MurdhamVehicle;
}) | ({
  system: "block_dodge_parry";
}) & ({
  /** The character's abilities, fatigue and wounds. */
  body: Body;
  /** Where the faces come from: the d10s, then the save's d20. */
  dice: Dice;
  /** The floors fallen, 1 to 100. */
  floors: number;
  hazard: "fall";
  /**
   * The areas the character's gear protects from critical
   * injuries; none when left out.
   */
  protection?: BlockDodgeParryProtection;
} | {
  /** The character's abilities, fatigue and wounds. */
  body: Body;
  /**
   * Where the faces come from: the damage dice, then the save's
   * d20; a hazard of fixed damage that calls for no save needs
   * none.
   */
  dice?: Dice | null;
  hazard: "environment";
  /**
   * The hazard, by ID: `"noxious_gas"` (1 STR a turn),
   * `"frigid_cold"` (1 STR a watch), `"bear_trap"` (1d4 DEX),
   * `"night_spider_venom"` (1d8 DEX, then a save),
   * `"unnatural_glimpse"` (1 WIL), `"eldritch_true_form"` (1d8
   * WIL, then a save).
   */
  id: string;
  /**
   * The areas the character's gear protects from critical
   * injuries; none when left out.
   */
  protection?: BlockDodgeParryProtection;
  /**
   * The turns or watches spent in it (1 to 100); 1 for a one-off
   * hazard, and when left out.
   */
  units?: number;
});

/** A hazard rolled, tagged by `system` and `hazard` as its request. */
export type HazardResponse = (CairnHouseHazardRolled) & ({
  system: "cairn_house";
}) | (GodsAndMonstersHazardRolled) & ({
  system: "gods_and_monsters";
}) | (MurdhamHazardRolled) & ({
  system: "murdham";
}) | (BlockDodgeParryHazardRolled) & ({
  system: "block_dodge_parry";
});

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

/** The referee's hoard: `count` dice of `die`, times `times` silver coins. */
export interface Hoard {
  /** How many dice (1 to 20). */
  count: number;
  /** The die (at most 100 sides). */
  die: Die;
  /** Silver coins a point (1 to 10 000). */
  times: number;
}

/** Something that happened, in order. */
export type HouseInitiativeLine = {
  event: "round_began";
  /** The round, from 1. */
  round: number;
  /** The event as a line for players: entrants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "declared";
  /** The combatant. */
  id: number;
  /** The event as a line for players: entrants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "side_rolled";
  /** The face. */
  face: number;
  /** The side. */
  side: Side;
  /** The event as a line for players: entrants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "rolled";
  /** The face. */
  face: number;
  /** The combatant. */
  id: number;
  /** The event as a line for players: entrants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "tie_rolled";
  /** The face. */
  face: number;
  /** The combatant. */
  id: number;
  /** The event as a line for players: entrants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "order_set";
  /** The turns, first first. */
  order: Array<InitiativeSlot>;
  /** The event as a line for players: entrants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  /** Its count. */
  count: number;
  event: "turn_began";
  /** Who acts. */
  ids: Array<number>;
  /** The event as a line for players: entrants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "turn_ended";
  /** The combatant. */
  id: number;
  /** The event as a line for players: entrants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "removed";
  /** The combatant. */
  id: number;
  /** The event as a line for players: entrants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "round_ended";
  /** The round. */
  round: number;
  /** The event as a line for players: entrants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "ended";
  /** The event as a line for players: entrants by the names the request gives, `#id` where it gives none. */
  text: string;
  /** The side left standing, if one is. */
  winner?: Side | null;
};

/** The initiative after a command (or at its start). */
export interface HouseInitiativeResponse {
  /**
   * The events this command made (at the start, what the initiative
   * opens with), each with its line.
   */
  events: Array<HouseInitiativeLine>;
  /** The faces this command used, in order. */
  faces: Array<number>;
  /** The saved initiative: send it back with the next command. */
  initiative: Initiative;
  /**
   * The turn being taken: its count and who may still act in it;
   * absent outside the acting phase.
   */
  next?: InitiativeTurn | null;
  /** The order rolled, first first (empty before the first roll). */
  order: Array<InitiativeSlot>;
  /** Where the round is: declaring, rolling, acting, or over. */
  phase: InitiativePhase;
  /** The round, from 1. */
  round: number;
  /**
   * With side initiative, the exact odds of who acts first in a roll
   * (the party, both at once, the foes), ties settled as the rules
   * chose; absent with individual initiative.
   */
  side_odds?: Array<HouseSideOdds> | null;
  /** Who has still to declare this round, in the order listed. */
  to_declare: Array<number>;
}

/** One side's chance of acting first. */
export interface HouseSideOdds {
  /** Who acts first. */
  order: InitiativeSideOrder;
  /** Its probability. */
  p: Probability;
}

/** How food is sought. */
export type HuntMethod = "ranged" | "traps" | "forage";

/** A day's hunt or forage. */
export interface HuntRequest {
  /**
   * The ability score the method checks: STR for a ranged weapon,
   * knowledge for traps and foraging.
   */
  ability: number;
  /** Where the faces come from: a d20, then d4s. */
  dice: Dice;
  /** The terrain. */
  ground: HuntingGround;
  /** With a ranged weapon, with traps, or foraging. */
  method: HuntMethod;
  /**
   * Extra degrees of success spent on the distance in place of rations
   * (0 to 100; default 0).
   */
  on_distance?: number;
  /** The hunting skill, in percent (0 to 100), if the hunter has it. */
  skill?: number | null;
  /** The system: 3d6 Constitution (`"constitution"`). */
  system: "constitution";
  /** Whether it is winter (DC +5, but in the desert, which is always +5). */
  winter?: boolean;
}

/** A day's hunt rolled. */
export interface HuntResponse {
  /**
   * The exact odds of each number of quarters of the day's distance
   * lost.
   */
  cut_odds: Uint32Odds;
  /** The check's DC: 20, by the ground, the season and the method. */
  dc: number;
  /** The faces used, in order. */
  faces: Array<number>;
  /**
   * The check, the rations laid down and the quarters of the day's
   * distance lost (4: the whole day), with the d4s rolled.
   */
  roll: HuntRoll;
}

/** What one hunt gave. */
export interface HuntRoll {
  /** The check. */
  check: AbilityRoll;
  /** The quarters of the day's distance lost, 1 to 4 (4: the whole day). */
  cut_quarters: number;
  /** The d4s of rations and distance, in order. */
  dice: Array<Rolled>;
  /** Rations laid down. */
  rations: number;
}

/** A hunter or forager, as a trek day takes them. */
export interface Hunter {
  /**
   * The ability score the method checks: STR for a ranged weapon,
   * knowledge for traps and foraging.
   */
  ability: number;
  /** The terrain. */
  ground: HuntingGround;
  /** With a ranged weapon, with traps, or foraging. */
  method: HuntMethod;
  /**
   * Extra degrees of success spent on the distance in place of rations
   * (0 to 100; default 0).
   */
  on_distance?: number;
  /** The hunting skill, in percent (0 to 100), if the hunter has it. */
  skill?: number | null;
  /** Whether it is winter (DC +5, but in the desert, which is always +5). */
  winter?: boolean;
}

/** Terrain for hunting and foraging. */
export type HuntingGround = "plains" | "forest_or_jungle" | "desert" | "other";

/** Which ability an improvement roll raised, if any. */
export type Improved = "nothing" | {
  raised: Ability;
};

/** The exact probability of every outcome band, as fractions in lowest terms that sum to exactly 1 (with the tail). */
export interface ImprovedOdds {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: Improved;
    p: Probability;
  }>;
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
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
  system: "constitution";
}

/** The exact odds of the end of a session. */
export interface ImprovementOddsResponse {
  /** Which ability rises (`{"raised": "wit"}`), or `"nothing"`. */
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
  system: "constitution";
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

/**
 * The initiations the rules list (TC-7.2 to TC-10.3), each with a
 * stable ID and the class it is exclusive to, if any; new ones are
 * recorded by name (`Sheet::with_custom_initiation`).
 *
 * `Sheet::with_custom_initiation`: super::Sheet::with_custom_initiation
 *
 * ```
 * use osr_sheet::constitution::{Class, Initiation};
 *
 * assert_eq!(Initiation::Tough.id(), "tc.initiation.tough");
 * assert_eq!(Initiation::KeenEye.name(), "Keen eye");
 * assert_eq!(Initiation::Tough.class(), Some(Class::Fighter));
 * assert_eq!(Initiation::Wanderer.class(), None);
 * assert_eq!(Initiation::ALL.len(), 18);
 * ```
 */
export type Initiation = "tc.initiation.tough" | "tc.initiation.tactician" | "tc.initiation.berserk" | "tc.initiation.weapons-training" | "tc.initiation.spear-training" | "tc.initiation.longsword-training" | "tc.initiation.bow-training" | "tc.initiation.ordained" | "tc.initiation.goetia" | "tc.initiation.pyromancer" | "tc.initiation.illusionist" | "tc.initiation.artifact-knowledge" | "tc.initiation.circus-acrobat" | "tc.initiation.prepared" | "tc.initiation.keen-eye" | "tc.initiation.wanderer" | "tc.initiation.patient-trapper" | "tc.initiation.haggler";

/** A saved initiative: its setup, commands, faces and events, read back by replaying them. */
export interface Initiative {
  /** Every command applied, in order. */
  commands: Array<InitiativeCommand>;
  /** Every event the commands made, in order. */
  events: Array<InitiativeEvent>;
  /** Every face rolled, in order. */
  faces: Array<number>;
  /** The combatants and the rules the fight was set up with. */
  setup: InitiativeSetup;
  /**
   * The version of the saved form; absent means 1 (`null` is
   * refused).
   */
  version?: number;
}

/** What the caller decides, applied by `Initiative::step`. */
export type InitiativeCommand = {
  command: "declare";
  /** The combatant. */
  id: number;
} | {
  command: "roll";
} | {
  command: "end_turn";
  /** The combatant. */
  id: number;
} | {
  command: "remove";
  /** The combatant. */
  id: number;
} | {
  command: "end";
};

/** A combatant: an ID the caller chooses (unique) and a side. */
export interface InitiativeEntrant {
  /** The ID. */
  id: number;
  /** The side. */
  side: Side;
}

/** Something that happened, in order. */
export type InitiativeEvent = {
  event: "round_began";
  /** The round, from 1. */
  round: number;
} | {
  event: "declared";
  /** The combatant. */
  id: number;
} | {
  event: "side_rolled";
  /** The face. */
  face: number;
  /** The side. */
  side: Side;
} | {
  event: "rolled";
  /** The face. */
  face: number;
  /** The combatant. */
  id: number;
} | {
  event: "tie_rolled";
  /** The face. */
  face: number;
  /** The combatant. */
  id: number;
} | {
  event: "order_set";
  /** The turns, first first. */
  order: Array<InitiativeSlot>;
} | {
  /** Its count. */
  count: number;
  event: "turn_began";
  /** Who acts. */
  ids: Array<number>;
} | {
  event: "turn_ended";
  /** The combatant. */
  id: number;
} | {
  event: "removed";
  /** The combatant. */
  id: number;
} | {
  event: "round_ended";
  /** The round. */
  round: number;
} | {
  event: "ended";
  /** The side left standing, if one is. */
  winner?: Side | null;
};

/** How combatants with the same individual roll are ordered. */
export type InitiativeIndividualTies = "reroll" | "party_first" | "list_order" | "simultaneous";

/** When initiative is rolled. */
export type InitiativeKeep = "whole_fight" | "each_round";

/** Side or individual initiative. */
export type InitiativeMethod = {
  method: "side";
  ties: InitiativeSideTies;
} | {
  method: "individual";
  ties: InitiativeIndividualTies;
};

/** Where the round is. */
export type InitiativePhase = {
  phase: "declare";
} | {
  phase: "roll";
} | {
  phase: "act";
  /** The index in `Initiative::order`. */
  slot: number;
} | {
  phase: "over";
};

/** A fight's initiative to roll. */
export type InitiativeRequest = {
  /** Every combatant, in the order ties are broken (at most 64). */
  combatants: Array<ConstitutionEntrant>;
  /**
   * Where the faces come from: a d20 each (two with an advantage
   * or penalty die), in the combatants' order.
   */
  dice: Dice;
  system: "constitution";
} | {
  /**
   * Where the faces come from: a d20 for each PC who saves, in
   * order; needed only when one does.
   */
  dice?: Dice | null;
  /** Every PC (at most 64); the enemies roll nothing. */
  pcs: Array<CairnHouseEntrant>;
  system: "cairn_house";
} | {
  /**
   * Where the faces come from: each side's group WIT save, the
   * party's first, when its stance calls for one.
   */
  dice?: Dice | null;
  /** The foes. */
  foes: MurdhamSide;
  /** The party. */
  party: MurdhamSide;
  system: "murdham";
};

/** A fight's initiative. */
export type InitiativeResponse = {
  /** The faces used, in order. */
  faces: Array<number>;
  /** One line per combatant, for players. */
  lines: Array<string>;
  /**
   * Each combatant's score, from the highest; equal scores in the
   * request's order.
   */
  order: Array<ConstitutionInitiative>;
  system: "constitution";
} | {
  /** The exact odds of how many PCs act before the enemies. */
  before_odds: Uint32Odds;
  /** The faces used, in order. */
  faces: Array<number>;
  /** One line per PC, for players. */
  lines: Array<string>;
  /** Each PC's save, in the request's order. */
  pcs: Array<CairnHouseInitiative>;
  system: "cairn_house";
} | {
  /** The faces used, in order. */
  faces: Array<number>;
  /** The foes' look at the party. */
  foes: MurdhamSighting;
  /** One line per side and the outcome, for players. */
  lines: Array<string>;
  /** The exact odds of each way it could fall out, before the dice. */
  odds: MurdhamSpottingOdds;
  /** The party's look at the foes. */
  party: MurdhamSighting;
  /**
   * Who spotted whom: the side that alone spotted the other chooses
   * what happens.
   */
  spotting: MurdhamSpotting;
  system: "murdham";
};

/** The house rules chosen. */
export interface InitiativeRules {
  /** Whether every combatant declares before the roll each round. */
  declarations: boolean;
  /** Rolled once or each round. */
  keep: InitiativeKeep;
  /** Side or individual. */
  method: InitiativeMethod;
}

/** The rules and the combatants, in the order listed. */
export interface InitiativeSetup {
  entrants: Array<InitiativeEntrant>;
  rules: InitiativeRules;
}

/** Who goes first under side initiative, the band of `side_odds`. */
export type InitiativeSideOrder = "party_first" | "simultaneous" | "foes_first";

/** How tied sides are settled. */
export type InitiativeSideTies = "reroll" | "simultaneous" | "party_first";

/**
 * One turn of the order: the combatants who act in it (one, a whole
 * side, or everyone tied simultaneously) and its count, the d6 that put
 * it there.
 */
export interface InitiativeSlot {
  /** The count. */
  count: number;
  /** Who acts, in the order listed. */
  ids: Array<number>;
}

/** The turn being taken: who may still act in it, and its count. */
export interface InitiativeTurn {
  /** The count. */
  count: number;
  /** Who may still act in it, in the order listed. */
  ids: Array<number>;
}

/** The exact probability of every outcome band, as fractions in lowest terms that sum to exactly 1 (with the tail). */
export interface Int32Odds {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: number;
    p: Probability;
  }>;
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: number;
    p: Probability;
  } | null;
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
 * A company in the wilderness: the watch clock, the season, how many
 * travel, whether any is encumbered, a rest owed and a foreshadowed
 * encounter.
 */
export interface Journey {
  /** The watch clock, with its timers. */
  clock: Clock;
  /** Whether any traveller carries supplies or treasure. */
  encumbered: boolean;
  /**
   * The Wilderness Event table, faces 1 to 6: the rules' or the
   * referee's.
   */
  events: Array<WildEvent>;
  /**
   * The encounter a clue rolled, waiting for the next encounter, or
   * `null`.
   */
  foreshadowed: EntryRoll | null;
  /** Whether a rest is owed (exhaustion while encumbered). */
  rest_owed: boolean;
  /** The season, which sets which watches are dark. */
  season: Season;
  /** How many travel together (1 to 1000). */
  travellers: number;
}

/** One thing that happened in a watch. */
export type JourneyEvent = {
  /** The dice. */
  dice: Array<Rolled>;
  event: "travelled";
  /** Whether the distance was halved for encumbrance. */
  halved: boolean;
  /** Miles covered. */
  miles: number;
} | {
  /** The d6. */
  die: Rolled;
  event: "forced_march";
  /** Fatigue each traveller gains. */
  fatigue_each: number;
  /** Miles covered. */
  miles: number;
} | {
  event: "explored";
} | {
  event: "camped";
  /** Travellers who ate and take a long rest. */
  long_rests: number;
  /** Travellers who did not eat and cannot regain HP until a long rest. */
  no_healing: number;
} | {
  /** The d6. */
  die: Rolled;
  event: "event_rolled";
  /** Its row. */
  result: WildEvent;
} | {
  /** The d6. */
  die: Rolled;
  event: "weather_rolled";
  /** Which way the weather moves. */
  shift: WeatherShift;
} | {
  event: "delve";
  /** The event. */
  inner: DelveEvent;
};

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
   * A spell's rating in percent (TC-12.1, TC-12.15): every spell is a
   * skill of its own, from 0 (not known) to 100. A check with the spell
   * uses it as its `Skill`.
   */
  rating: number;
}

/** How long a spell's effect lasts at a level. */
export type Lasting = "instant" | {
  minutes: number;
} | {
  days: number;
} | "next_combat" | {
  reliable_minutes: number;
};

/** What a group does when its leader calls for a change. */
export type LeaderCall = "unheeded" | {
  heeded: number;
};

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

/** A spell to learn, tagged by `system`, then by `way`. */
export type LearnSpellRequest = ({
  system: "constitution";
}) & ({
  /**
   * Where the faces come from: one die with a side for each spell
   * not yet known.
   */
  dice: Dice;
  /** The spells the researcher knows already (at most 500). */
  known?: SpellNames;
  /** The researcher's sage specialisations: Goetia is needed. */
  specialisations: Specialisations;
  /** The setting's 1st-level spells, by name (at most 500). */
  spells: SpellNames;
  way: "exploratory";
} | {
  /**
   * Where the faces come from: one die with a side for each spell
   * not yet known.
   */
  dice: Dice;
  /** The spells the reader knows already (at most 500). */
  known?: SpellNames;
  /** The spells in the writings, by name (at most 500). */
  spells: SpellNames;
  way: "writings";
} | {
  /**
   * The school's spells, in the order they are taught (at most
   * 500).
   */
  curriculum: SpellNames;
  /** The spells the magician knows already (at most 500). */
  known?: SpellNames;
  way: "curriculum";
} | {
  /** The mentor's rating in it, in percent. */
  rating: number;
  /** The spell taught. */
  spell: string;
  way: "mentor";
} | {
  /** Full days of study (1 to 365). */
  days: number;
  /** Where the faces come from: a d6 a day. */
  dice: Dice;
  /** Its rating before, in percent. */
  rating: number;
  /** The spell studied. */
  spell: string;
  way: "study";
}) | ({
  system: "gods_and_monsters";
}) & ({
  /**
   * How it was acquired: `{"by": "loot"}`, `"theft"`, `"trade"`, or
   * `{"by": "mojo", "archetypal": 2}`.
   */
  by: AcquiredBy;
  /**
   * Where the faces come from: the compatibility roll's d20, when
   * it is needed.
   */
  dice?: Dice | null;
  /** The spell's level (1 to 10). */
  level: number;
  /** The sorceror's reason score, for the compatibility roll. */
  reason: number;
  /** The spell's name, for the line. */
  spell: string;
  way: "acquire";
});

/** A spell learnt, tagged by `system` and `way` as its request. */
export type LearnSpellResponse = (ConstitutionLearnt) & ({
  system: "constitution";
}) | (GodsAndMonstersLearnt) & ({
  system: "gods_and_monsters";
});

/** How serious a wound is, in the order wounds escalate. */
export type Level = "light" | "severe" | "permanent";

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
  system: "constitution" | "gods_and_monsters";
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
  event: "level_reached";
  /** The overall level. */
  level: number;
} | {
  /** The d10. */
  die: number;
  /** Endurance as a major contributor. */
  endurance_major: number;
  event: "survival_gained";
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
  event: "verve_gained";
  /** The rise (never below 0). */
  gain: number;
} | {
  event: "mojo_gained";
  /** The mojo gained. */
  mojo: number;
} | {
  /** By how much. */
  by: number;
  event: "reaction_raised";
  /** The reaction. */
  reaction: GodsAndMonstersReaction;
} | {
  /** The archetype whose cadence gave it. */
  archetype: Archetype;
  /** The archetype's Fighting Art bonus now. */
  bonus: number;
  /** By how much. */
  by: number;
  event: "fighting_art_raised";
} | {
  event: "specialty_gained";
  /** The specialties the character has now. */
  specialties: number;
} | {
  event: "thief_advance";
} | {
  event: "moral_code_review";
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
  system: "gods_and_monsters";
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
  system: "gods_and_monsters";
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

/**
 * Which rows to list: all of them, or those of a system or of a table
 * (both given: the table, which must belong to the system).
 */
export interface ListItemsRequest {
  /** Only this system's tables. */
  system?: RuleSystem | null;
  /** Only this table (`"gm.weapon"`, `"ch.transport"`). */
  table?: string | null;
}

/** The rows listed. */
export interface ListItemsResponse {
  /** The rows, table by table, each table in the rulebook's order. */
  items: Array<CatalogItem>;
}

/** The spell list to read. */
export interface ListSpellsRequest {
  /** The spell level (1 to 9) the effects are given at. */
  level: number;
  /** The system: Cairn House Rules (`"cairn_house"`). */
  system: "cairn_house";
}

/** The spell list. */
export interface ListSpellsResponse {
  /** Every spell, in the list's order. */
  spells: Array<SpellEntry>;
}

/**
 * A spell of a list that gives each one's level: another magician's
 * writings, a school's curriculum.
 */
export interface ListedSpell {
  /** Its level (1 to 10). */
  level: number;
  /** The spell's name. */
  spell: string;
}

/** Spells with their levels, at most 500. */
export type ListedSpells = Array<ListedSpell>;

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
export type LoadLevel = "unencumbered" | "encumbered" | "heavily_encumbered" | "overloaded";

/** What a character carries, in its system's terms. */
export type LoadRequest = {
  /**
   * Worn armour and the things held, packed, strapped on and at the
   * side.
   */
  inventory: StonesInventory;
  /** The STR score, 0..=20. */
  str: number;
  system: "constitution";
} | {
  /** The pack. */
  pack: UnitsPack;
  system: "cairn_house";
} | {
  /** The slots used. */
  inventory: SlotsInventory;
  system: "block_dodge_parry";
} | {
  /** The character's Carry, 0..=1000. */
  carry: number;
  /** The entries of the carry list (at most 1000). */
  entries: Array<CarryEntry>;
  /** The STR score, 0..=1000: no entry may have a larger bulk. */
  str: number;
  system: "gods_and_monsters";
} | {
  /** The bulk of each thing carried (at most 1000 things). */
  items: Array<Bulk>;
  /** The character's size (medium for humans). */
  size: MurdhamSize;
  system: "murdham";
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
  str: number;
  system: "constitution";
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
  system: "cairn_house";
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
  system: "block_dodge_parry";
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
  str: number;
  system: "gods_and_monsters";
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
  size: MurdhamSize;
  /** The load state. */
  state: MurdhamLoadState;
  system: "murdham";
};

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
   * `"encumbered"`, `"heavily_encumbered"` or `"overloaded"`.
   */
  level: string;
  /**
   * What is carried, in the model's unit (stones, units, slots, bulk),
   * as text (`"3"`, `"2.5"`).
   */
  load: string;
  /**
   * The model's own state (`"unencumbered"`, `"within_carry"`,
   * `"free"`, ...).
   */
  state: string;
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

/**
 * A meal (BDP-1.8.3.meals), plainest first. Every meal that stays down
 * keeps the character from going deprived of food that day.
 */
export type Meal = "desperate" | "fresh" | "simple" | "fancy";

/** A member of the party at the start: a name and a sheet. */
export interface Member {
  /** The member's name. */
  name: Name;
  /** The member's sheet. */
  sheet: GodsAndMonstersSheetDocument;
}

/** Miscellaneous gear. */
export type Misc = "gm.misc.axe" | "gm.misc.blanket" | "gm.misc.book-handwritten" | "gm.misc.book-printed" | "gm.misc.journal-blank" | "gm.misc.candle" | "gm.misc.canvas" | "gm.misc.chain-large" | "gm.misc.chain-small" | "gm.misc.flint-steel-tinderbox" | "gm.misc.hunting-horn" | "gm.misc.ink" | "gm.misc.lantern" | "gm.misc.lock-and-key" | "gm.misc.mirror" | "gm.misc.oil" | "gm.misc.paper" | "gm.misc.parchment" | "gm.misc.pick" | "gm.misc.pole" | "gm.misc.quill" | "gm.misc.rope" | "gm.misc.rope-light" | "gm.misc.shovel" | "gm.misc.spike-iron" | "gm.misc.tent-enclosed" | "gm.misc.thieves-tools" | "gm.misc.torch" | "gm.misc.tent-canopy";

/** An amount of money in the system's main coin (Gods & Monsters silver coins, 3d6 Constitution silver pieces with copper as tenths, Murdham units of value, Cairn House Rules silver pieces) as an exact decimal string: "1.5", "0.01", "20". */
export type Money = string;

/** One of the referee's monsters: what it is and how it fights. */
export interface Monster {
  /** Attack bonus. */
  attack: number;
  /** Attacks a round (1 to 10). */
  attacks: number;
  /** Its survival and endurance. */
  body: GodsAndMonstersBody;
  /** Damage of each attack. */
  damage: GodsAndMonstersDamage;
  /** Defense. */
  defense: number;
  /** Fighting Art bonus. */
  fighting_art: number;
  /**
   * What it is ("goblin"); several of a name in a group are numbered in
   * the chronicle ("goblin 1", "goblin 2").
   */
  name: Name;
  /** Perception, willpower, fortitude and evasion. */
  reactions: GodsAndMonstersReactions;
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

/** A character's written motivation, and whether its goal is reached. */
export interface Motivation {
  /** Its goal is reached: retire the character or write a new one. */
  fulfilled: boolean;
  /** The motivation as written. */
  text: string;
}

/** The three abilities. */
export type MurdhamAbility = "str" | "agi" | "wit";

/**
 * What a combatant does with its round. Murdham's attack procedure is in
 * its combat rules, not here: the caller says whether an attack landed,
 * and a landed attack's damage is rolled and applied through osr-health
 * (`Hit`).
 */
export type MurdhamAction = {
  action: "attack";
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
  action: "social";
  /** How forceful the attempt is. */
  force?: MurdhamForce;
  /** The action. */
  social: MurdhamSocial;
  /** The enemy. */
  target: number;
} | {
  action: "move";
  /** Whether the ground is open (no obstacles). */
  open_ground: boolean;
  /** The pace. */
  pace?: MurdhamPace;
  /** Zones crossed. */
  zones: number;
} | {
  action: "other";
};

/** An animal and what it has been taught. */
export interface MurdhamAnimal {
  /** Whether it is tamed (a domestic animal always is). */
  tamed: boolean;
  /** What it has been taught, at most 2 different trainings. */
  trainings: Array<MurdhamTraining>;
  /** Whether it was born wild. */
  wild: boolean;
}

/** The diplomatic approaches: the actor saves with WIT. */
export type MurdhamAppeal = "befriend" | "inspire" | "encourage" | "persuade";

/** Where a character without air stands, best first. */
export type MurdhamBreath = "conscious" | "unconscious" | "dead";

/** The exact probability of every outcome band, as fractions in lowest terms that sum to exactly 1 (with the tail). */
export interface MurdhamBreathOdds {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: MurdhamBreath;
    p: Probability;
  }>;
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: MurdhamBreath;
    p: Probability;
  } | null;
}

/**
 * A character going without air (under water, in smoke), round by round:
 * the first `HELD_ROUNDS` rounds are free; from then on every round
 * begins with a STR save. The first failure knocks the character out; a
 * failure while out kills. A drowning character can do nothing and goes
 * on like this until someone rescues it.
 */
export interface MurdhamBreathing {
  /** Rounds spent without air so far. */
  rounds: number;
  /** Conscious, out cold, or dead. */
  state: MurdhamBreath;
}

/** Murdham. */
export type MurdhamCheckRoll = (SaveOutcomeResult) & ({
  procedure: "save";
}) | (MurdhamGroupRollResult) & ({
  procedure: "group_save";
}) | (MurdhamContestRollResult) & ({
  procedure: "contest";
}) | (LuckRollResult) & ({
  procedure: "luck_game";
}) | (MurdhamDamageRollResult) & ({
  procedure: "damage";
});

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
  command: "roll_awareness";
} | {
  command: "approach";
  /** The foes' intent (the referee's secret choice). */
  foes?: MurdhamIntent | null;
  /** The party's intent. */
  party?: MurdhamIntent | null;
} | {
  /** What it does. */
  action: MurdhamAction;
  /** The combatant acting. */
  actor: number;
  command: "act";
} | {
  command: "end_round";
} | {
  command: "end";
};

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

/** What a Murdham sheet derives. */
export interface MurdhamDerived {
  /** The languages spoken: Common, and those the skills grant. */
  languages: Array<string>;
  /** Whether the character reads and writes. */
  literate: boolean;
  /** The load: bulk carried against the carry limit of the size. */
  load: LoadSummary;
  /**
   * The power scrolls the character can read (MU-magic.power-scrolls):
   * `"sacred"` ones, in Classic, and `"profane"` ones, in Magick, each
   * only when literate and knowing its script.
   */
  power_scrolls: Array<MurdhamPowerScroll>;
  /** The scores saves use, after temporary and lasting loss. */
  scores: MurdhamScores;
  /** Zones a round, walking on ordinary ground, after the load. */
  zones_per_round: number;
}

/**
 * How an observing group comes to spot another, by the two groups'
 * stances: one cell of the awareness matrix.
 */
export type MurdhamDetection = "impossible" | "save" | "automatic";

/** How frightening a creature or event is. */
export type MurdhamDread = "frightening" | "terrifying";

/** A rest, for withdrawal. */
export type MurdhamDrugRest = "daily" | "full";

/**
 * The elements (MU-health.cold-heat, .fire, .lightning): all deal direct
 * damage.
 */
export type MurdhamElement = "cold" | "heat" | "fire" | "lightning";

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
  /**
   * The version of the saved form; absent means 1 (`null` is
   * refused).
   */
  version?: number;
}

/** How an encounter ended. */
export type MurdhamEnding = "apart" | "parley" | {
  fight: {
    /** The winner. */
    winner?: Side | null;
  };
};

/** Something that happened, in order: the encounter's log. */
export type MurdhamEvent = {
  /** How it could spot the other. */
  detection: MurdhamDetection;
  event: "awareness_rolled";
  /** The group save's kept d20, when one was rolled. */
  face?: number | null;
  /** The side looking. */
  side: Side;
  /** Whether it spotted the other. */
  spotted: boolean;
} | {
  event: "approach_chosen";
  /** Its intent. */
  intent: MurdhamIntent;
  /** The side. */
  side: Side;
} | {
  event: "resolved";
  /** The resolution. */
  resolution: MurdhamResolution;
} | {
  event: "round_began";
  /** The round, from 1. */
  round: number;
} | {
  /** The attacker. */
  attacker: number;
  event: "attacked";
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
  event: "damage";
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
  event: "out_of_fight";
  /** The combatant. */
  id: number;
} | {
  /** The actor. */
  actor: number;
  /** The actor's WIT save, when rolled. */
  actor_passed?: boolean | null;
  event: "social_tried";
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
  condition: MurdhamSocialCondition;
  event: "condition_gained";
  /** The combatant. */
  id: number;
} | {
  event: "turn_lost";
  /** The combatant. */
  id: number;
} | {
  event: "moved";
  /** The combatant. */
  id: number;
  /** The pace. */
  pace: MurdhamPace;
  /** Zones crossed. */
  zones: number;
} | {
  event: "acted_otherwise";
  /** The combatant. */
  id: number;
} | {
  event: "round_ended";
  /** The round. */
  round: number;
} | {
  /** How. */
  ending: MurdhamEnding;
  event: "ended";
} | {
  event: "stretch_passed";
  /** Stretches. */
  stretches: number;
};

/** A saved Murdham expedition: its setup, commands, faces and events, read back by replaying them. */
export interface MurdhamExpedition {
  /** Every command applied, in order. */
  commands: Array<MurdhamExpeditionCommand>;
  /** Every event the commands made, in order. */
  events: Array<MurdhamExpeditionEvent>;
  /** Every face rolled, in order. */
  faces: Array<number>;
  /** The combatants and the rules the fight was set up with. */
  setup: MurdhamExpeditionSetup;
  /**
   * The version of the saved form; absent means 1 (`null` is
   * refused).
   */
  version?: number;
}

/** A procedure of play, applied by `Expedition::step`. */
export type MurdhamExpeditionCommand = {
  command: "buy";
  /** The item. */
  item: Tool;
  /** The member (index in the party). */
  member: number;
} | {
  command: "depart";
} | {
  command: "travel";
} | {
  command: "search_region";
} | {
  command: "rest";
} | {
  command: "meet";
  /** What the party wants. */
  intent: MurdhamIntent;
  /** How it fights. */
  policy: MurdhamPolicy;
} | {
  command: "enter";
} | {
  command: "explore";
} | {
  command: "search";
} | {
  command: "leave";
} | {
  command: "sell";
  /** The member (index in the party). */
  member: number;
} | {
  command: "disband";
};

/**
 * Something that happened on the expedition, in order; its `Display` is
 * the line for players: members and foes by name, every die shown.
 */
export type MurdhamExpeditionEvent = {
  /** Coins left. */
  coins: number;
  /** Its price. */
  cost: number;
  event: "bought";
  /** The item. */
  item: Tool;
  /** The buyer. */
  name: Name;
} | {
  event: "departed";
  /** Regions to the barrow. */
  regions: number;
} | {
  event: "time_passed";
  /** How many have passed. */
  now: number;
  /** Watch or stretch. */
  unit: Unit;
} | {
  /** Whether someone with bushcraft leads. */
  bushcraft: boolean;
  /** Regions crossed on this leg, `[numerator, denominator]`. */
  crossed: Array<number>;
  /** The day, from 1. */
  day: number;
  event: "travelled";
  /** Whether the party is on its way home. */
  homeward: boolean;
  /** Regions on this leg. */
  of: number;
  /** Regions a watch, as a fraction `[numerator, denominator]`. */
  pace: Array<number>;
  /** The member whose load halves the pace, if any. */
  slowed_by?: Name | null;
  /** The watch of the day, from 1. */
  watch: number;
} | {
  event: "noticed";
  /** The d20. */
  face: number;
  /** Whether anyone noticed it. */
  noticed: boolean;
  /** What was hidden ("the hidden barrow", "a spear trap"). */
  what: string;
} | {
  event: "searched_region";
} | {
  /** The day, from 1. */
  day: number;
  event: "rested";
} | {
  event: "dosed";
  /** Doses left. */
  left: number;
  /** The addict. */
  name: Name;
} | {
  event: "withdrawal";
  /** WIT lost. */
  lost: number;
  /** The addict. */
  name: Name;
  /** WIT now. */
  wit: number;
} | {
  /** The condition. */
  condition: Condition;
  event: "became";
  /** The member. */
  name: Name;
} | {
  /** The condition. */
  condition: Condition;
  event: "no_longer";
  /** The member. */
  name: Name;
} | {
  /** Their attitude. */
  attitude: Attitude;
  event: "met";
  /** The two d6. */
  faces: Array<number>;
  /** Who they are. */
  what: Name;
} | {
  event: "dead_rise";
  /** Who they are. */
  what: Name;
} | {
  event: "awareness";
  /** The group save's d20, when one was rolled. */
  face?: number | null;
  /** The other side, as a line says it. */
  other: Name;
  /** The side looking. */
  side: Side;
  /** Whether it spotted the other. */
  spotted: boolean;
} | {
  event: "intends";
  /** Its intent. */
  intent: MurdhamIntent;
  /** The other side, as a line says it. */
  other: Name;
  /** The side. */
  side: Side;
} | {
  event: "resolved";
  /** The other side, as a line says it. */
  other: Name;
  /** The resolution. */
  resolution: MurdhamResolution;
} | {
  event: "round";
  /** The round, from 1. */
  round: number;
} | {
  event: "loses_turn";
  /** The fighter. */
  name: Name;
} | {
  event: "turn_lost";
  /** The fighter. */
  name: Name;
} | {
  /** The attacker. */
  attacker: Name;
  event: "missed";
  /** The target. */
  target: Name;
} | {
  /** The attacker. */
  attacker: Name;
  /** What the hit did. */
  band: MurdhamHitBand;
  /** The damage after armour. */
  damage: number;
  /** The damage die. */
  die: StepDie;
  event: "struck";
  /** Its faces (a die showing its highest rolls again). */
  faces: Array<number>;
  /** Health before. */
  from: number;
  /** The target. */
  target: Name;
  /** Health after. */
  to: number;
  /** The damage rolled. */
  total: number;
} | {
  /** Why. */
  band: MurdhamHitBand;
  event: "out";
  /** The fighter. */
  name: Name;
} | {
  event: "acted";
  /** The fighter. */
  name: Name;
  /** What, in words. */
  what: string;
} | {
  event: "meeting_over";
  /** Whether it was a fight. */
  fight: boolean;
  /** The fight's winner, if it was a fight that someone won. */
  winner?: Side | null;
} | {
  /** Down or up. */
  down: boolean;
  event: "climbed";
  /** The d20 of each save, AGI first (none on an easy climb). */
  faces: Array<number>;
  /** Whether the climb held. */
  held: boolean;
  /** The climber. */
  name: Name;
} | {
  /** Damage taken. */
  damage: number;
  event: "hurt";
  /** The damage dice's faces. */
  faces: Array<number>;
  /** Health after. */
  health: number;
  /** The member. */
  name: Name;
  /** The d20 of the AGI save that cushions a fall. */
  save?: number | null;
  /** What hurt them ("a fall of 4 m", "the spear trap"). */
  what: string;
} | {
  event: "trap_avoided";
} | {
  /** Their bulk. */
  bulk: Bulk;
  event: "found";
  /** Their value in coins. */
  value: number;
} | {
  /** Whether the load encumbers the carrier. */
  encumbered: boolean;
  event: "carries";
  /** The carrier's load now. */
  load: Bulk;
  /** The carrier. */
  name: Name;
  /** What (the grave goods, or a companion's name). */
  what: string;
} | {
  event: "left_behind";
  /** The dying member's name, or the grave goods. */
  what: string;
} | {
  event: "swam";
  /** The swimmer. */
  name: Name;
  /** How it went. */
  swim: MurdhamSwim;
} | {
  event: "river_held_back";
} | {
  event: "home";
} | {
  event: "sold";
  /** The d20 of the WIT save. */
  face: number;
  /** Whether a full-price buyer was found. */
  full: boolean;
  /** The seller. */
  name: Name;
  /** The price. */
  price: number;
} | {
  /** Coins now. */
  coins: number;
  event: "share";
  /** The member. */
  name: Name;
  /** The share. */
  share: number;
} | {
  event: "lost";
} | {
  /** How it ended. */
  ending: ExpeditionEnding;
  event: "ended";
};

/**
 * Something that happened on the expedition, in order; its `Display` is
 * the line for players: members and foes by name, every die shown.
 */
export type MurdhamExpeditionEventLine = {
  /** Coins left. */
  coins: number;
  /** Its price. */
  cost: number;
  event: "bought";
  /** The item. */
  item: Tool;
  /** The buyer. */
  name: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "departed";
  /** Regions to the barrow. */
  regions: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "time_passed";
  /** How many have passed. */
  now: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Watch or stretch. */
  unit: Unit;
} | {
  /** Whether someone with bushcraft leads. */
  bushcraft: boolean;
  /** Regions crossed on this leg, `[numerator, denominator]`. */
  crossed: Array<number>;
  /** The day, from 1. */
  day: number;
  event: "travelled";
  /** Whether the party is on its way home. */
  homeward: boolean;
  /** Regions on this leg. */
  of: number;
  /** Regions a watch, as a fraction `[numerator, denominator]`. */
  pace: Array<number>;
  /** The member whose load halves the pace, if any. */
  slowed_by?: Name | null;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** The watch of the day, from 1. */
  watch: number;
} | {
  event: "noticed";
  /** The d20. */
  face: number;
  /** Whether anyone noticed it. */
  noticed: boolean;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** What was hidden ("the hidden barrow", "a spear trap"). */
  what: string;
} | {
  event: "searched_region";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** The day, from 1. */
  day: number;
  event: "rested";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "dosed";
  /** Doses left. */
  left: number;
  /** The addict. */
  name: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "withdrawal";
  /** WIT lost. */
  lost: number;
  /** The addict. */
  name: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** WIT now. */
  wit: number;
} | {
  /** The condition. */
  condition: Condition;
  event: "became";
  /** The member. */
  name: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** The condition. */
  condition: Condition;
  event: "no_longer";
  /** The member. */
  name: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** Their attitude. */
  attitude: Attitude;
  event: "met";
  /** The two d6. */
  faces: Array<number>;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Who they are. */
  what: Name;
} | {
  event: "dead_rise";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Who they are. */
  what: Name;
} | {
  event: "awareness";
  /** The group save's d20, when one was rolled. */
  face?: number | null;
  /** The other side, as a line says it. */
  other: Name;
  /** The side looking. */
  side: Side;
  /** Whether it spotted the other. */
  spotted: boolean;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "intends";
  /** Its intent. */
  intent: MurdhamIntent;
  /** The other side, as a line says it. */
  other: Name;
  /** The side. */
  side: Side;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "resolved";
  /** The other side, as a line says it. */
  other: Name;
  /** The resolution. */
  resolution: MurdhamResolution;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "round";
  /** The round, from 1. */
  round: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "loses_turn";
  /** The fighter. */
  name: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "turn_lost";
  /** The fighter. */
  name: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** The attacker. */
  attacker: Name;
  event: "missed";
  /** The target. */
  target: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** The attacker. */
  attacker: Name;
  /** What the hit did. */
  band: MurdhamHitBand;
  /** The damage after armour. */
  damage: number;
  /** The damage die. */
  die: StepDie;
  event: "struck";
  /** Its faces (a die showing its highest rolls again). */
  faces: Array<number>;
  /** Health before. */
  from: number;
  /** The target. */
  target: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Health after. */
  to: number;
  /** The damage rolled. */
  total: number;
} | {
  /** Why. */
  band: MurdhamHitBand;
  event: "out";
  /** The fighter. */
  name: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "acted";
  /** The fighter. */
  name: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** What, in words. */
  what: string;
} | {
  event: "meeting_over";
  /** Whether it was a fight. */
  fight: boolean;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** The fight's winner, if it was a fight that someone won. */
  winner?: Side | null;
} | {
  /** Down or up. */
  down: boolean;
  event: "climbed";
  /** The d20 of each save, AGI first (none on an easy climb). */
  faces: Array<number>;
  /** Whether the climb held. */
  held: boolean;
  /** The climber. */
  name: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** Damage taken. */
  damage: number;
  event: "hurt";
  /** The damage dice's faces. */
  faces: Array<number>;
  /** Health after. */
  health: number;
  /** The member. */
  name: Name;
  /** The d20 of the AGI save that cushions a fall. */
  save?: number | null;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** What hurt them ("a fall of 4 m", "the spear trap"). */
  what: string;
} | {
  event: "trap_avoided";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** Their bulk. */
  bulk: Bulk;
  event: "found";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** Their value in coins. */
  value: number;
} | {
  /** Whether the load encumbers the carrier. */
  encumbered: boolean;
  event: "carries";
  /** The carrier's load now. */
  load: Bulk;
  /** The carrier. */
  name: Name;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** What (the grave goods, or a companion's name). */
  what: string;
} | {
  event: "left_behind";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
  /** The dying member's name, or the grave goods. */
  what: string;
} | {
  event: "swam";
  /** The swimmer. */
  name: Name;
  /** How it went. */
  swim: MurdhamSwim;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "river_held_back";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "home";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "sold";
  /** The d20 of the WIT save. */
  face: number;
  /** Whether a full-price buyer was found. */
  full: boolean;
  /** The seller. */
  name: Name;
  /** The price. */
  price: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** Coins now. */
  coins: number;
  event: "share";
  /** The member. */
  name: Name;
  /** The share. */
  share: number;
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  event: "lost";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
} | {
  /** How it ended. */
  ending: ExpeditionEnding;
  event: "ended";
  /** The event as a line for players: members by name, items and monsters by theirs. */
  text: string;
};

/**
 * What an expedition starts from: the party and the referee's content,
 * checked by `Setup::new` (and again when read from JSON).
 */
export interface MurdhamExpeditionSetup {
  party: Array<MurdhamMember>;
  referee: MurdhamReferee;
}

/** What a fear save left a character, mildest first. */
export type MurdhamFearOutcome = "unaffected" | "frightened" | "terrified";

/** The exact probability of every outcome band, as fractions in lowest terms that sum to exactly 1 (with the tail). */
export interface MurdhamFearOutcomeOdds {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: MurdhamFearOutcome;
    p: Probability;
  }>;
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: MurdhamFearOutcome;
    p: Probability;
  } | null;
}

/**
 * What a skill can make a character proficient at, as the rules chapter
 * uses skills (MU-sheet.skills-referenced, MU-core.proficiency). What
 * proficiency does to a roll is defined in another chapter of the game;
 * the sheet says who has it.
 *
 * With the `serde` feature: `"navigation"`, `"trade"`, ...
 */
export type MurdhamField = "navigation" | "trade" | "sailing" | "persuasion" | "distraction" | "dialogue" | "crafting" | "animals";

/** Something that happened, in order: the encounter's log. */
export type MurdhamFightEvent = {
  /** How it could spot the other. */
  detection: MurdhamDetection;
  event: "awareness_rolled";
  /** The group save's kept d20, when one was rolled. */
  face?: number | null;
  /** The side looking. */
  side: Side;
  /** Whether it spotted the other. */
  spotted: boolean;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "approach_chosen";
  /** Its intent. */
  intent: MurdhamIntent;
  /** The side. */
  side: Side;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "resolved";
  /** The resolution. */
  resolution: MurdhamResolution;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "round_began";
  /** The round, from 1. */
  round: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  /** The attacker. */
  attacker: number;
  event: "attacked";
  /** Whether a situation impaired it. */
  impaired: boolean;
  /** Whether it landed. */
  landed: boolean;
  /** The target. */
  target: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  /** What the hit did. */
  band: MurdhamHitBand;
  /** The damage after armour. */
  damage: number;
  event: "damage";
  /** The damage dice's faces. */
  faces: Array<number>;
  /** Health before. */
  from: number;
  /** The one hit. */
  target: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
  /** Health after. */
  to: number;
  /** The damage rolled. */
  total: number;
} | {
  /** Why (critical damage, dying, dead). */
  band: MurdhamHitBand;
  event: "out_of_fight";
  /** The combatant. */
  id: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  /** The actor. */
  actor: number;
  /** The actor's WIT save, when rolled. */
  actor_passed?: boolean | null;
  event: "social_tried";
  /** The action. */
  social: MurdhamSocial;
  /** The target. */
  target: number;
  /** The target's resisting WIT save, when rolled. */
  target_passed?: boolean | null;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
  /** Whether it worked. */
  worked: boolean;
} | {
  /** The condition. */
  condition: MurdhamSocialCondition;
  event: "condition_gained";
  /** The combatant. */
  id: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "turn_lost";
  /** The combatant. */
  id: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "moved";
  /** The combatant. */
  id: number;
  /** The pace. */
  pace: MurdhamPace;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
  /** Zones crossed. */
  zones: number;
} | {
  event: "acted_otherwise";
  /** The combatant. */
  id: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "round_ended";
  /** The round. */
  round: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  /** How. */
  ending: MurdhamEnding;
  event: "ended";
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
} | {
  event: "stretch_passed";
  /** Stretches. */
  stretches: number;
  /** The event as a line for players: combatants by the names the request gives, `#id` where it gives none. */
  text: string;
};

/** A Murdham encounter's step: what the command did, and where the encounter is. */
export interface MurdhamFightStep {
  /**
   * Every combatant, in setup order, with its health and what it
   * has done this round.
   */
  combatants: Array<MurdhamStatusNow>;
  /**
   * The events this command made (none at the start), each with
   * its line.
   */
  events: Array<MurdhamFightEvent>;
  /** The faces this command used, in order. */
  faces: Array<number>;
  /**
   * Every command the fight takes now, ready to step: each kind
   * of command the rules allow, by whom and at whom, with the
   * fields the rules leave to the caller (a situation, a
   * defence, a weapon's die) at a default to set before
   * stepping. Empty once the fight is over.
   */
  legal: Array<MurdhamCommand>;
  /** Where the encounter is and who has still to act. */
  next: MurdhamTurn;
}

/** A foe of the referee's: a name, WIT, health and armour. */
export interface MurdhamFoe {
  /** Armour, 0 to 3. */
  armour: number;
  /** Health, 1 to 20. */
  health: number;
  /** The name every event writes ("the tall poacher"). */
  name: Name;
  /** WIT, 0 to 20. */
  wit: number;
}

/** How hard a footing, surface or stretch of water is. */
export type MurdhamFooting = "easy" | "hard" | "impossible";

/**
 * How forceful a social attempt is, by the referee's judgement of the
 * player's description.
 */
export type MurdhamForce = "ineffective" | "resistible" | "irresistible";

/** A group of foes and the damage die of their weapons. */
export interface MurdhamGroup {
  /** Their weapons' damage die. */
  die: StepDie;
  /** The foes, 1 to `MAX_FOES`. */
  foes: Array<MurdhamFoe>;
  /** What they are, as a line says it ("three poachers"). */
  what: Name;
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

/** A Murdham hazard rolled. */
export type MurdhamHazardRolled = (MurdhamHit) & ({
  hazard: "fall";
}) | (MurdhamHit) & ({
  hazard: "climate";
}) | (MurdhamHit) & ({
  hazard: "element";
}) | {
  /**
   * The rounds without air after this one: pass it to the next
   * round.
   */
  breathing: MurdhamBreathing;
  /** What happened, in order. */
  events: Array<MurdhamHealthEvent>;
  /** The faces used, in order. */
  faces: Array<number>;
  hazard: "suffocation";
  /**
   * The exact odds of each state after this round, before the
   * dice.
   */
  odds: MurdhamBreathOdds;
  /**
   * Conscious, out cold (incapacitated until the end of the
   * stretch), or dead.
   */
  state: MurdhamBreath;
  /** What happened, as a line for players. */
  text: string;
} | {
  /** What happened, in order. */
  events: Array<MurdhamHealthEvent>;
  /** The faces used, in order. */
  faces: Array<number>;
  hazard: "fear";
  /** The exact odds of each outcome before the dice. */
  odds: MurdhamFearOutcomeOdds;
  /**
   * Unaffected, frightened (cannot approach the source) or
   * terrified (must flee, or cowers and does nothing else), until
   * the end of the stretch.
   */
  outcome: MurdhamFearOutcome;
  /** What happened, as a line for players. */
  text: string;
} | {
  /** What happened, in order: each member's save and its effect. */
  events: Array<MurdhamHealthEvent>;
  /** The faces used, in order. */
  faces: Array<number>;
  hazard: "group_fear";
  /** Each member's exact odds of each outcome before the dice. */
  odds: Array<MurdhamFearOutcomeOdds>;
  /** Each member's outcome, in the order of `wits`. */
  outcomes: Array<MurdhamFearOutcome>;
  /** What happened, as a line for players. */
  text: string;
} | {
  /**
   * What the damage did: hurt, critical damage (at least half the
   * health left), dying (all of it) or dead (at least the
   * maximum).
   */
  consequence: MurdhamHitBand;
  /** The direct damage dealt. */
  damage: number;
  /** What happened, in order. */
  events: Array<MurdhamHealthEvent>;
  /** The faces used, in order. */
  faces: Array<number>;
  hazard: "torture";
  /** Health after, to store in place of the one given. */
  health: MurdhamHealthPoints;
  /**
   * The exact odds of each consequence of the damage before the
   * dice.
   */
  odds: MurdhamHitBandOdds;
  /** The exact chance the victim talks, before the dice. */
  talk_chance: Probability;
  /** Whether the victim breaks and talks. */
  talks: boolean;
  /** What happened, as a line for players. */
  text: string;
} | {
  /** The faces used, in order. */
  faces: Array<number>;
  hazard: "crash";
  /**
   * Each passenger's damage, in the order given: health after, its
   * consequence, events, odds, line and faces.
   */
  passengers: Array<MurdhamHit>;
  /** What happened, as a line for players. */
  text: string;
  /**
   * The d4 of direct damage the cart or boat takes (none for a
   * mount).
   */
  vehicle_damage: number | null;
};

/**
 * A character's health: the points left and the maximum, which is the
 * character's STR (1 to 20).
 */
export interface MurdhamHealth {
  /** The points left, 0..=`max`. */
  current: number;
  /** The maximum: the character's STR, 1..=20. */
  max: number;
}

/** Something that happened, in order, for a table to show step by step. */
export type MurdhamHealthEvent = {
  /** The ability. */
  ability: MurdhamAbility;
  event: "save_rolled";
  /** Whether it passed. */
  passed: boolean;
  /** The score saved against. */
  score: number;
} | {
  event: "damage_rolled";
  /** The total. */
  total: number;
} | {
  /** The armour. */
  armour: number;
  /** The damage left. */
  damage: number;
  event: "armour_absorbed";
} | {
  event: "health_lost";
  /** Before. */
  from: number;
  /** After. */
  to: number;
} | {
  event: "critical_damage";
} | {
  event: "dying";
} | {
  event: "died";
} | {
  event: "passed_out";
} | {
  event: "frightened";
} | {
  event: "terrified";
} | {
  event: "poison_takes_effect";
} | {
  event: "poison_resisted";
} | {
  event: "addicted";
} | {
  /** The ability. */
  ability: MurdhamAbility;
  event: "ability_reduced";
  /** The permanent reduction. */
  permanent: number;
  /** The temporary reduction. */
  temporary: number;
} | {
  /** The amount. */
  amount: number;
  event: "corruption";
} | {
  event: "talks";
} | {
  event: "recovered";
};

/**
 * Murdham health: the points left and the maximum, the character's STR
 * (1..=20).
 */
export interface MurdhamHealthPoints {
  /** The points left, 0..=`max`. */
  current: number;
  /** The maximum: the character's STR, 1..=20. */
  max: number;
}

/** Direct damage landing on Murdham health. */
export interface MurdhamHit {
  /**
   * What the damage did: unhurt, hurt, critical damage (at least half
   * the health left), dying (all of it) or dead (at least the
   * maximum).
   */
  consequence: MurdhamHitBand;
  /** The direct damage dealt. */
  damage: number;
  /** What happened, in order. */
  events: Array<MurdhamHealthEvent>;
  /** The faces used, in order. */
  faces: Array<number>;
  /** Health after, to store in place of the one given. */
  health: MurdhamHealthPoints;
  /** The exact odds of each consequence before the dice. */
  odds: MurdhamHitBandOdds;
  /** What happened, as a line for players. */
  text: string;
}

/** What one hit did, mildest first. */
export type MurdhamHitBand = "unhurt" | "hurt" | "critical_damage" | "dying" | "dead";

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

/** What a side wants to do about the other (MU-combat.encounter.approach). */
export type MurdhamIntent = "fight" | "parley" | "hide" | "sneak_away";

/** Murdham load states. */
export type MurdhamLoadState = "unencumbered" | "encumbered" | "overloaded";

/** The tools for a lock. */
export type MurdhamLockTool = "lockpicks" | "crowbar" | "bash";

/**
 * A member of the party: a name, a sheet and the damage die of the weapon
 * carried.
 */
export interface MurdhamMember {
  /** The name every event writes. */
  name: Name;
  /** The sheet. */
  sheet: MurdhamSheetDocument;
  /** The weapon's damage die. */
  weapon: StepDie;
}

/** How fast a character moves in a round (MU-combat.speed). */
export type MurdhamPace = "normal" | "sprint";

/** How the company crosses sectors or regions. */
export type MurdhamPath = "clear" | {
  off: {
    /** Someone has bushcraft. */
    bushcraft: boolean;
    /** The company has navigation tools. */
    tools: boolean;
  };
};

/** The manipulation ploys: the target resists with WIT. */
export type MurdhamPloy = "distract" | "intimidate" | "taunt";

/** What a poison does (MU-health.poison.effects). */
export type MurdhamPoisonEffect = "damaging" | "corrupting" | "lethal" | "paralysing" | "soporific";

/** A step of Murdham poison rolled. */
export type MurdhamPoisonRolled = {
  /** The exact chance the dose had of taking effect. */
  chance: Probability;
  /** The faces used, in order. */
  faces: Array<number>;
  /**
   * The doses met this stretch, this one included: pass them to
   * the next dose of the stretch.
   */
  poisoning: MurdhamPoisoning;
  step: "dose";
  /** Whether the dose takes effect. */
  takes_effect: boolean;
  /** What happened, as a line for players. */
  text: string;
} | {
  /** The exact chance it had of being noticed. */
  chance: Probability;
  /** The faces used, in order. */
  faces: Array<number>;
  /**
   * Whether the character notices the poison (and need not
   * swallow it).
   */
  noticed: boolean;
  step: "notice";
  /** What happened, as a line for players. */
  text: string;
} | {
  /** What the poison did to health: dead for a lethal one. */
  consequence: MurdhamHitBand;
  /** The corruption gained. */
  corruption: number;
  /** The direct damage dealt. */
  damage: number;
  /** Whether the character is dead. */
  dead: boolean;
  /** What happened, in order. */
  events: Array<MurdhamHealthEvent>;
  /** The faces used, in order. */
  faces: Array<number>;
  /**
   * Health after, to store in place of the one given (0 when
   * dead).
   */
  health: MurdhamHealthPoints;
  /**
   * Whether the character stays incapacitated: until the end of
   * the stretch (paralysing) or the watch (soporific; damage or an
   * antidote ends it).
   */
  incapacitated: boolean;
  /** The exact odds of each consequence before the dice. */
  odds: MurdhamHitBandOdds;
  step: "end_of_stretch";
  /** What happened, as a line for players. */
  text: string;
} | {
  /** Whether the character is now addicted. */
  addicted: boolean;
  /** The exact chance of becoming addicted, before the dice. */
  chance: Probability;
  /** What happened, in order. */
  events: Array<MurdhamHealthEvent>;
  /** The faces used, in order. */
  faces: Array<number>;
  step: "addiction";
  /** What happened, as a line for players. */
  text: string;
} | {
  /**
   * The chance of losing WIT: certain or none, as nothing is
   * rolled.
   */
  chance: Probability;
  /** What happened, in order. */
  events: Array<MurdhamHealthEvent>;
  /** The faces used: none. */
  faces: Array<number>;
  step: "withdrawal";
  /** What happened, as a line for players. */
  text: string;
  /** WIT after (never below 0). */
  wit: number;
  /** The WIT lost for a while. */
  wit_lost: number;
};

/**
 * A character's poison doses this stretch: the first dose (poison or
 * drug) can be resisted with a STR save, any further dose in the same
 * stretch takes effect without one (MU-health.poison.resist,
 * MU-health.drug.resist).
 */
export interface MurdhamPoisoning {
  /**
   * Doses (poisons and drugs) met this stretch: only the first can be
   * resisted.
   */
  doses: number;
}

/**
 * How the party fights once a fight breaks out: each member standing
 * attacks, in the party's order, until the fight ends or `rounds` rounds
 * have been fought (then the survivors break off).
 */
export interface MurdhamPolicy {
  /** Rounds fought at most, 1 to 50. */
  rounds: number;
  /** Whom each member attacks. */
  target: MurdhamTarget;
}

/** A power scroll, sacred or profane (MU-magic.power-scrolls). */
export type MurdhamPowerScroll = "sacred" | "profane";

/** An item on the market's price list. */
export interface MurdhamPrice {
  /** Its price in coins. */
  cost: number;
  /** The item. */
  item: Tool;
}

/**
 * How well a social attempt is made, as the referee judges its
 * description.
 */
export type MurdhamQuality = "ineffective" | "save" | "compelling";

/**
 * The referee's content: the prices, the supplies, the road and the
 * barrow.
 */
export interface MurdhamReferee {
  /** The barrow's dead, who always fight. */
  dead: MurdhamGroup;
  /** Doses of drug the party carries for its addicts. */
  doses: number;
  /** The watch of the way out (from 1) in which strangers are met. */
  meeting_watch: number;
  /** The market's prices (the rules have no price list). */
  prices: Array<MurdhamPrice>;
  /**
   * Regions off the path between town and the barrow, 1 to
   * `MAX_REGIONS`.
   */
  regions: number;
  /**
   * Regions from the barrow to the river on the way home (1 to
   * `regions`).
   */
  river_region: number;
  /** Metres of the barrow's shaft, climbed down and up (1 to 100). */
  shaft_metres: number;
  /** The strangers met on the road. */
  strangers: MurdhamGroup;
  /** The damage die of the spear trap in the entrance hall. */
  trap_die: StepDie;
  /** The grave goods' bulk, at most 16. */
  treasure_bulk: Bulk;
  /** The grave goods' value in coins. */
  treasure_value: number;
  /** Whether the river is turbulent (every swimmer saves then). */
  turbulent: boolean;
}

/** What comes of the approach. */
export type MurdhamResolution = "apart" | "parley" | {
  fight: {
    /** The side launching a surprise attack. */
    ambush?: Side | null;
  };
};

/**
 * A rest (MU-core.time-units): a daily rest takes a watch (three a day);
 * a full rest is the longer one. What a rest restores is in another
 * chapter of the game; here it is when drug withdrawal strikes.
 */
export type MurdhamRest = "daily" | "full";

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
 * The encounter as set up (MU-combat.encounter.setup): the zone map is
 * the caller's; here are both sides' stances and the combatants.
 */
export interface MurdhamSetup {
  combatants: Array<MurdhamCombatant>;
  foes: MurdhamStance;
  party: MurdhamStance;
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
  size?: MurdhamSize;
  /** Skills, at most `MAX_SKILLS`. */
  skills?: Array<SkillEntry>;
  /** STR, 1 to 20; also the maximum health. */
  str: number;
  /** Always `SYSTEM`. */
  system: "murdham";
  /** Always `VERSION`. */
  version: 1;
  /** WIT, 0 to 20. */
  wit: number;
}

/** An operation on a Murdham sheet, tagged by `op`. */
export type MurdhamSheetOperation = {
  /** The price, in coins. */
  cost: number;
  /**
   * The item's osr-equipment ID (`"mu.tool.antidote"`,
   * `"mu.tool.surgical-tools"`, `"mu.tool.saddle"`,
   * `"mu.tool.disguise-kit"`).
   */
  item: string;
  op: "buy";
} | {
  /** The damage die (`"d8"`). */
  die: StepDie;
  /**
   * Direct damage, which armour does not reduce (false when
   * absent).
   */
  direct?: boolean;
  op: "take_damage";
} | {
  /** The height, in whole metres. */
  metres: number;
  op: "fall";
} | {
  /** How much. */
  amount: number;
  op: "gain_corruption";
} | {
  /** The disease's osr-health ID. */
  disease: string;
  op: "catch";
} | {
  op: "end_of_day";
} | {
  /** Units of its drug an addict takes (0 when absent). */
  drug_units?: number;
  op: "rest";
  /** The rest (`"daily"` or `"full"`). */
  rest: MurdhamRest;
} | {
  /** The ability. */
  ability: MurdhamAbility;
  /** The most to give back. */
  amount: number;
  op: "restore";
} | {
  /** The condition. */
  condition: Condition;
  op: "end_condition";
} | {
  /** The encounter as `startFight` or `stepFight` last returned it. */
  fight: MurdhamEncounter;
  /** The character's combatant ID in it. */
  id: number;
  op: "after_fight";
};

/** How a sickness's course ends (MU-health.disease). */
export type MurdhamSicknessEnd = {
  end: "recovered";
  /** STR when recovered. */
  str: number;
} | {
  end: "feet_rot";
  /** STR then. */
  str: number;
} | {
  end: "hopeless";
};

/** The exact probability of every outcome band, as fractions in lowest terms that sum to exactly 1 (with the tail). */
export interface MurdhamSicknessEndOdds {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: MurdhamSicknessEnd;
    p: Probability;
  }>;
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: MurdhamSicknessEnd;
    p: Probability;
  } | null;
}

/** How a Murdham sickness runs, with exact odds. */
export interface MurdhamSicknessOdds {
  /** The chance of it lasting longer than the days listed. */
  beyond: Probability;
  /**
   * The chance of it ending on each day listed, the first day
   * first (fewer days when it always ends sooner).
   */
  by_day: Array<Probability>;
  /** Each way it ends, with its exact chance. */
  endings: MurdhamSicknessEndOdds;
  /** The exact mean number of days until it ends. */
  mean_days: Exact;
}

/** A Murdham side meeting the other. */
export interface MurdhamSide {
  /** How it carries itself: `"cautious"`, `"reckless"` or `"hidden"`. */
  stance: MurdhamStance;
  /**
   * Each member's WIT, 0 to 20, for the group save (1 to 64 of
   * them).
   */
  wits: Array<number>;
}

/** One side's look at the other in an `Awareness` roll. */
export interface MurdhamSighting {
  /** How the side could spot the other. */
  detection: MurdhamDetection;
  /** The group save, when one was rolled. */
  save: MurdhamGroupRoll | null;
  /** Whether it spotted the other side. */
  spotted: boolean;
}

/** A situation that impairs a character's attacks (MU-combat.impaired-situations). */
export type MurdhamSituation = "balancing" | "after_leap" | "climbing" | "in_water";

/** The five size categories. */
export type MurdhamSize = "tiny" | "small" | "medium" | "large" | "massive";

/**
 * A social action used in a fight (MU-combat.social.distract,
 * .intimidate, .taunt). Each takes the actor's whole round.
 */
export type MurdhamSocial = "distract" | "intimidate" | "taunt";

/**
 * A condition a social action leaves on a combatant in a fight (osr-sheet's
 * `Condition` is one of the rules' conditions a character has, MU-core.conditions).
 */
export type MurdhamSocialCondition = "loses_next_turn" | {
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
 * Who spotted whom when an encounter begins, the band of an
 * `Awareness` roll.
 */
export type MurdhamSpotting = "neither" | "party_only" | "foes_only" | "both";

/** The exact probability of every outcome band, as fractions in lowest terms that sum to exactly 1 (with the tail). */
export interface MurdhamSpottingOdds {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: MurdhamSpotting;
    p: Probability;
  }>;
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: MurdhamSpotting;
    p: Probability;
  } | null;
}

/**
 * How a group carries itself while it moves about: what the other side
 * can notice of it.
 */
export type MurdhamStance = "reckless" | "cautious" | "hidden";

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

/** A combatant and its state now: health, and what it has done this round. */
export interface MurdhamStatusNow {
  /** The combatant's ID. */
  id: number;
  state: MurdhamStatus;
}

/** Where an encounter is. */
export type MurdhamStep = {
  step: "awareness";
} | {
  /** Who spotted whom. */
  spotting: MurdhamSpotting;
  step: "approach";
} | {
  /** The round, from 1. */
  round: number;
  step: "round";
} | {
  step: "parley";
} | {
  /** How it ended. */
  ending: MurdhamEnding;
  step: "over";
};

/** How a member got across the river. */
export type MurdhamSwim = {
  swim: "across";
} | {
  /** The d20 of each save, AGI first. */
  faces: Array<number>;
  swim: "made";
} | {
  /** The d20 of each save, AGI first. */
  faces: Array<number>;
  /** Who pulled the swimmer out. */
  rescuer?: Name | null;
  swim: "drowning";
};

/** Whom a member attacks. */
export type MurdhamTarget = "first" | "weakest";

/** Tasks that need a particular item. */
export type MurdhamTask = "amputation" | "digworm_removal" | "riding_trained_mount" | "curing_poison" | "disguise";

/** The trainings an animal can receive. */
export type MurdhamTraining = "mount" | "labour" | "fight" | "hunt" | "track" | "tricks";

/** Where a Murdham encounter is. */
export interface MurdhamTurn {
  /** Awareness, approach, a round, a parley, or over. */
  step: MurdhamStep;
  /** Who has still to act this round, in order. */
  waiting: Array<number>;
}

/** What crashed. */
export type MurdhamVehicle = "mount" | "cart" | "boat";

/** The winner of a two-sided roll. */
export type MurdhamWinner = "first" | "second";

/**
 * A wooden door broken down with weapons: 8 health, 1 armour; damage is
 * impaired unless the weapon or tool suits the job.
 */
export interface MurdhamWoodenDoor {
  /** Health left, 0 (broken down) to 8. */
  health: number;
}

/** A name: 1 to 40 characters, no control characters. */
export type Name = string;

/** What a natural 1 on the kept d20 does (TC-3.5). */
export type NaturalOne = "keep" | "ignore" | "minus_four";

/** Whether a natural 1 or 20 decides a roll-under save on its own. */
export type Naturals = "compare" | "one_passes_twenty_fails";

/** Whether a creature's nerve holds. */
export type Nerve = "breaks" | "holds";

/** The odds of dice notation. */
export interface OddsRequest {
  /** The notation, as a player typed it. */
  notation: string;
  /** Values for the notation's variables (`@str`, `@{level}`), by name. */
  vars?: Record<string, number>;
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

/** A member of the party at the end of an expedition. */
export interface PartyMember {
  /** The member's name. */
  name: string;
  /**
   * The sheet document, as osr-sheet writes it: `readSheet` and
   * `applyToSheet` take it.
   */
  sheet: SheetDocument;
}

/** The two bands of a check that passes or fails. */
export type PassFail = "fail" | "pass";

/** The exact probability of every outcome band, as fractions in lowest terms that sum to exactly 1 (with the tail). */
export interface PassFailOdds {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: PassFail;
    p: Probability;
  }>;
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: PassFail;
    p: Probability;
  } | null;
}

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

/**
 * A permanent wound: it lowers `attribute`'s maximum by 1 until trained
 * away, and takes one inventory slot for ever.
 */
export interface PermanentWound {
  /** The attribute it lowers. */
  attribute: BlockDodgeParryAbility;
  /** Whether its penalty has been trained away. */
  trained: boolean;
}

/**
 * Where a piece of gear is: equipped (worn, wielded), carried, or stored
 * at home outside the load.
 */
export type Place = "equipped" | "carried" | "stored";

/** An expedition to play. */
export interface PlayExpeditionRequest {
  /** Where the faces come from; an expedition rolls some hundreds. */
  dice: Dice;
  /** Whose rules, party and site: each system's table expedition. */
  system: RuleSystem;
}

/** A played expedition. */
export interface PlayExpeditionResponse {
  /**
   * Every event and note as a line for players, in sections by stage:
   * `[{stage, title, lines}]`.
   */
  chronicle: ExpeditionChronicle;
  /** The faces used, in order: play again from them to replay. */
  faces: Array<number>;
  /** The party at the end, in marching order. */
  party: Array<PartyMember>;
  /** How it ended, in figures every system shares. */
  summary: ExpeditionSummary;
  /** The system played. */
  system: RuleSystem;
}

/** Poison to roll, tagged by `system`, then by `step`. */
export type PoisonRequest = ({
  system: "murdham";
}) & ({
  /**
   * Where the faces come from: the STR save's d20, for the first
   * dose of a stretch only.
   */
  dice?: Dice | null;
  /**
   * The doses met this stretch, as the last dose left them; none
   * when left out (a new stretch).
   */
  poisoning?: MurdhamPoisoning;
  step: "dose";
  /** The character's STR, 0 to 20. */
  str: number;
} | {
  /** Where the faces come from: the WIT save's d20. */
  dice?: Dice | null;
  step: "notice";
  /**
   * Whether the food or drink tastes very strong: then nothing is
   * noticed, and nothing rolled.
   */
  strong_taste?: boolean;
  /** The character's WIT, 0 to 20. */
  wit: number;
} | {
  /** Whether an antidote was taken in time: nothing happens then. */
  antidote?: boolean;
  /** Where the faces come from: the d12 of a damaging poison. */
  dice?: Dice | null;
  /**
   * What the poison does: `"damaging"`, `"corrupting"`,
   * `"lethal"`, `"paralysing"` or `"soporific"`.
   */
  effect: MurdhamPoisonEffect;
  /** Health before. */
  health: MurdhamHealthPoints;
  step: "end_of_stretch";
} | {
  /** Where the faces come from: the WIT save's d20. */
  dice: Dice;
  step: "addiction";
  /** The character's WIT, 0 to 20. */
  wit: number;
} | {
  /** `"daily"` or `"full"`. */
  rest: MurdhamDrugRest;
  step: "withdrawal";
  /**
   * The units of the drug taken at the rest, 0 to 1000; none when
   * left out.
   */
  units?: number;
  /** The character's WIT before, 0 to 20. */
  wit: number;
}) | ({
  system: "gods_and_monsters";
}) & ({
  /**
   * The action times the character stays in an inescapable
   * ailment's area, for the odds (1 to 1000; 1 when left out).
   */
  action_times?: number;
  /**
   * The ailment, by ID: `"alcohol"`, `"common_cold"`,
   * `"food_poisoning"`, `"black_widow"`, `"giant_spider"`,
   * `"huge_spider"`, `"large_spider"`, `"shadow_spider"`,
   * `"sleep_gas"`.
   */
  ailment: string;
  /**
   * Where the faces come from: the reaction's d20, then the
   * effect's dice, then the roll to stay conscious and the death
   * check after injury points.
   */
  dice: Dice;
  /** How it is met: `"accepted"`, `"noticeable"` or `"inflicted"`. */
  exposure: GodsAndMonstersExposure;
  /**
   * The character's health score, for the odds of a chronic
   * ailment's later rolls (the injuries of `vitals` taken off it
   * here too).
   */
  health: number;
  /**
   * Fortitude or willpower to stay conscious, and endurance, for the
   * checks at the end of the round when the ailment injures.
   */
  resilience: GodsAndMonstersResilience;
  /**
   * The score of the reaction the exposure rolls (health,
   * perception or evasion), before the injury penalty: the
   * injuries of `vitals` are taken off it here.
   */
  score: number;
  step: "contract";
  /**
   * Whether the character is already unconscious (or
   * semi-conscious, or asleep): no roll to stay conscious, +2 on
   * death rolls.
   */
  unconscious?: boolean;
  /**
   * The character's survival, verve and injuries before: the
   * injury penalty applies to the roll, and injury points the
   * ailment gives are added.
   */
  vitals: GodsAndMonstersVitals;
} | {
  /** The course as the last step left it. */
  course: GodsAndMonstersAilmentCourse;
  /**
   * Where the faces come from: the d20, then the effect's dice,
   * then the roll to stay conscious and the death check after
   * injury points; an ailment already over needs none.
   */
  dice?: Dice | null;
  /**
   * Whether the character is still in an inescapable ailment's
   * area; true when left out.
   */
  in_area?: boolean;
  /**
   * Fortitude or willpower to stay conscious, and endurance, for the
   * checks at the end of the round when the ailment injures.
   */
  resilience: GodsAndMonstersResilience;
  /**
   * The score rolled: health for a chronic ailment, the exposure's
   * reaction for an inescapable one; before the injury penalty,
   * which the injuries of `vitals` give here.
   */
  score: number;
  step: "action_time";
  /**
   * Whether the character is already unconscious (or
   * semi-conscious, or asleep): no roll to stay conscious, +2 on
   * death rolls.
   */
  unconscious?: boolean;
  /**
   * The character's survival, verve and injuries before: the
   * injury penalty applies to the roll, and injury points the
   * ailment gives are added.
   */
  vitals: GodsAndMonstersVitals;
});

/** Poison rolled, tagged by `system` and `step` as its request. */
export type PoisonResponse = (MurdhamPoisonRolled) & ({
  system: "murdham";
}) | (GodsAndMonstersAilmentRolled) & ({
  system: "gods_and_monsters";
});

/** A day's spells to prepare. */
export interface PrepareSpellsRequest {
  /**
   * The caster: level, sage specialisations (Goetia is needed) and
   * whether the spell book is at hand.
   */
  caster: Caster;
  /**
   * Preparations already made today: any after the first gives 1
   * fatigue.
   */
  earlier_today?: number;
  /**
   * The spells to prepare, each as often as wanted, in order:
   * `{name, level, rating}`.
   */
  spells: Array<KnownSpell>;
  /** The system: 3d6 Constitution (`"constitution"`). */
  system: "constitution";
}

/** The prepared spells. */
export interface PrepareSpellsResponse {
  /**
   * Each prepared spell's exact chance of taking effect when cast, in
   * order: its rating in 100.
   */
  chances: Array<Probability>;
  /**
   * The fatigue the preparation gave: 1 for a second preparation the
   * same day, else 0.
   */
  fatigue: number;
  /** The hours it took: 2. */
  hours: number;
  /**
   * The prepared spells, each in its slot: what `castSpell` casts
   * from, by position.
   */
  prepared: Prepared;
  /** What happened, as a line for players. */
  text: string;
}

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

/** A probability: exact, as a fraction in lowest terms ("1/6", "0/1", "1/1"), and as the nearest decimal. */
export interface Probability {
  /** The nearest double (ignored when read). */
  decimal: number;
  /** The fraction, in lowest terms. */
  exact: string;
}

/** A psychic attack that hit. */
export interface PsychicAttackRequest {
  /** The attacker's charisma major contributor (-10 to 10). */
  charisma_major: number;
  /** The defender's verve and survival points now. */
  defender: PsychicPools;
  /** Where the faces come from: the d4. */
  dice: Dice;
  /** The attacking monk's level: at most that much verve on one action. */
  monk_level: number;
  /** The system: Gods & Monsters (`"gods_and_monsters"`). */
  system: "gods_and_monsters";
  /** Whether the defender takes it to survival, sparing verve. */
  to_survival?: boolean;
  /** The verve the attacker spends on it (1 to the monk level). */
  verve: number;
}

/** A psychic attack's damage. */
export interface PsychicAttackResponse {
  /** The damage dealt (a total below 0 deals none). */
  damage: number;
  /**
   * Every damage the attack can deal, ascending, with its exact
   * probability.
   */
  damage_odds: Array<DamageOdds>;
  /** Whether the defender leaves the conflict: any injury does it. */
  ends_conflict: boolean;
  /** The faces used, in order. */
  faces: Array<number>;
  /**
   * What it took from the defender: the pools before and after, the
   * injuries and the stun penalty on next round's actions.
   */
  hit: PsychicHit;
  /** What happened, as a line for players. */
  text: string;
}

/**
 * Psychic damage taken (GM-magic.psychic.damage). With the `serde`
 * feature reading it back checks that the pools only went down, that the
 * stun is what survival lost and that injuries come only once survival is
 * gone.
 */
export interface PsychicHit {
  /** The pools before. */
  from: PsychicPools;
  /**
   * Damage past survival: injuries, which end the conflict for the
   * character.
   */
  injuries: number;
  /** The penalty on next round's actions: the damage taken to survival. */
  stun_penalty: number;
  /** The pools after. */
  to: PsychicPools;
}

/** Verve and survival points, as psychic damage takes them. */
export interface PsychicPools {
  /** Survival points left. */
  survival: number;
  /** Verve points left. */
  verve: number;
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

/** The exact odds of each rating a study may end at. */
export interface RatingOdds {
  /** Its chance. */
  p: Probability;
  /** The rating, in percent. */
  rating: number;
}

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
  system: "constitution";
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
  system: "constitution";
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

/** The outcome of Time, Gear & Skill, worst first. */
export type Resolution = "failure" | "success_at_cost" | "success";

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

/** A rest, tagged by `system`, then by `rest`. */
export type RestRequest = ({
  system: "cairn_house";
}) & ({
  /** The character before. */
  character: CharacterDocument;
  rest: "short";
} | {
  /** The ability the d6 restores: `"str"`, `"dex"` or `"wil"`. */
  ability: CairnHouseAbility;
  /** The character before. */
  character: CharacterDocument;
  /** Where the faces come from: the d6. */
  dice: Dice;
  rest: "long";
} | {
  /** The character before. */
  character: CharacterDocument;
  rest: "full";
}) | ({
  system: "gods_and_monsters";
}) & ({
  /** Where the faces come from: the health roll's d20. */
  dice: Dice;
  /**
   * What a passed roll restores: `"survival"` (when absent) or
   * `"injury"`.
   */
  heal?: GodsAndMonstersRestChoice;
  /**
   * The character's health score (the injury penalty of `vitals`
   * is applied to it here).
   */
  health: number;
  /** The character's level: the survival a passed roll restores. */
  level: number;
  rest: "night";
  /** Survival, verve and injuries before. */
  vitals: GodsAndMonstersVitals;
} | {
  /** What it restores: `"survival"` (when absent) or `"injury"`. */
  heal?: GodsAndMonstersRestChoice;
  /** The character's level. */
  level: number;
  rest: "day";
  /** Survival, verve and injuries before. */
  vitals: GodsAndMonstersVitals;
}) | ({
  system: "constitution";
}) & ({
  /** Where the faces come from: the hit dice, then the extra dice. */
  dice: Dice;
  /** Keep the higher of the old and new HP (a tough fighter only). */
  keep_higher?: boolean;
  rest: "short";
  /** Hit points, hit dice, fatigue, penance and wounds before. */
  vitality: ConstitutionVitality;
} | {
  /** Where the faces come from: the hit dice, then the extra dice. */
  dice: Dice;
  /** Keep the higher of the old and new HP (a tough fighter only). */
  keep_higher?: boolean;
  /**
   * The fatigue the day starts with: 0 (when absent), or 1 when
   * food, water and sleep lost reach half STR.
   */
  morning_fatigue?: number | null;
  rest: "good_night";
  /** Hit points, hit dice, fatigue, penance and wounds before. */
  vitality: ConstitutionVitality;
}) | ({
  system: "block_dodge_parry";
}) & ({
  /** The character's abilities, fatigue and wounds. */
  body: Body;
  /**
   * The quality of the night: `"none"`, `"perilous"`, `"normal"`
   * or `"comfortable"`.
   */
  quality: BlockDodgeParryRest;
  rest: "sleep";
  /**
   * The ability a comfortable rest restores a point of (none when
   * absent).
   */
  restore?: BlockDodgeParryAbility | null;
} | {
  /** The character's abilities, fatigue and wounds. */
  body: Body;
  /**
   * Where the faces come from: the usage die; not needed when
   * nothing is recovered.
   */
  dice?: Dice | null;
  /** The HP left and the most. */
  hp: BlockDodgeParryHp;
  rest: "catch_breath";
  /**
   * The waterskin's usage die: `"d8"` full, `"d6"`, `"d4"`, or
   * `"empty"`.
   */
  waterskin: UsageDie;
}) | ({
  system: "murdham";
}) & ({
  /** Whether the character is addicted to a drug. */
  addicted: boolean;
  /** Units of its drug taken at the rest (0 when absent). */
  drug_units?: number | null;
  rest: "daily";
  /** WIT now, 0 to 20. */
  wit: number;
} | {
  /** Whether the character is addicted to a drug. */
  addicted: boolean;
  /** Units of its drug taken at the rest (0 when absent). */
  drug_units?: number | null;
  rest: "full";
  /** WIT now, 0 to 20. */
  wit: number;
});

/** A rest taken, tagged by `system` as its request. */
export type RestResponse = {
  /** The character after, to store in place of the one given. */
  character: CairnHouseCharacter;
  /** What happened, in order. */
  events: Array<CairnHouseHealthEvent>;
  /** The faces used, in order. */
  faces: Array<number>;
  /**
   * A long rest's exact odds of the ability's score after, before
   * the d6 (none for the rests that roll nothing).
   */
  odds: Int32Odds | null;
  system: "cairn_house";
  /** What happened, as a line for players. */
  text: string;
} | {
  /**
   * The chance the health roll had (1 for a day, which rolls
   * nothing).
   */
  chance: Probability;
  /** What happened, in order. */
  events: Array<GodsAndMonstersHealthEvent>;
  /** The faces used, in order. */
  faces: Array<number>;
  /** A night's health roll, passed or failed (none for a day). */
  roll: PassFail | null;
  system: "gods_and_monsters";
  /** What happened, as a line for players. */
  text: string;
  /**
   * Survival, verve and injuries after, to store in place of those
   * given.
   */
  vitals: GodsAndMonstersVitals;
} | {
  /** What happened, in order. */
  events: Array<ConstitutionHealthEvent>;
  /** The faces used, in order. */
  faces: Array<number>;
  /** The exact odds of the HP after, before the dice. */
  odds: Uint32Odds;
  system: "constitution";
  /** What happened, as a line for players. */
  text: string;
  /**
   * Hit points, hit dice, fatigue, penance and wounds after, to
   * store in place of those given.
   */
  vitality: ConstitutionVitality;
} | {
  /**
   * The character's body after, to store in place of the one
   * given.
   */
  body: Body;
  /**
   * What happened to the body, in order (catching one's breath
   * changes only the HP and the waterskin).
   */
  events: Array<BlockDodgeParryHealthEvent>;
  /** The faces used, in order. */
  faces: Array<number>;
  /** The HP after catching one's breath (none for a night's sleep). */
  hp: BlockDodgeParryHp | null;
  /**
   * The exact odds of the waterskin after, before its usage die
   * (none when nothing rolls).
   */
  odds: UsageDieOdds | null;
  system: "block_dodge_parry";
  /** What happened, as a line for players. */
  text: string;
  /**
   * The waterskin after catching one's breath (none for a night's
   * sleep).
   */
  waterskin: UsageDie | null;
} | {
  /** What happened, in order: WIT reduced by withdrawal, if it was. */
  events: Array<MurdhamHealthEvent>;
  /** The faces used: none, a rest rolls nothing. */
  faces: Array<number>;
  system: "murdham";
  /** What happened, as a line for players. */
  text: string;
  /**
   * WIT after, stopping at 0, to store in place of the one given
   * (the loss is temporary: the game's recovery rules give it
   * back).
   */
  wit: number;
};

/** A saved fight to go on with, and the names its lines use. */
export type ResumeFightRequest = {
  /** The fight as a response or `save()` wrote it. */
  fight: ConstitutionFight;
  /** Names for the combatants, by ID, for the events' lines. */
  names?: Array<CombatantName>;
  system: "constitution";
} | {
  /** The fight as a response or `save()` wrote it. */
  fight: CairnHouseFight;
  /** Names for the combatants, by ID, for the events' lines. */
  names?: Array<CombatantName>;
  system: "cairn_house";
} | {
  /** The fight as a response or `save()` wrote it. */
  fight: GodsAndMonstersFight;
  /** Names for the combatants, by ID, for the events' lines. */
  names?: Array<CombatantName>;
  system: "gods_and_monsters";
} | {
  /** The encounter as a response or `save()` wrote it. */
  fight: MurdhamEncounter;
  /** Names for the combatants, by ID, for the events' lines. */
  names?: Array<CombatantName>;
  system: "murdham";
};

/**
 * A reused non-standard concept (TC-4.8.concept): a d6 roll of 1
 *  allows it.
 */
export type ReusedConceptInput = Record<string, unknown>;

/** Whether a ritual cast its spell. */
export type RitualBand = "failed" | "cast";

/** A ritual to perform. */
export interface RitualRequest {
  /**
   * Where the faces come from: the knowledge check's dice, then the
   * will check's.
   */
  dice: Dice;
  /** The caster's knowledge score. */
  kno: number;
  /** A modifier on the knowledge check (a sage adds their level). */
  kno_modifier?: number;
  /** The spell, as the caster knows it: `{name, level, rating}`. */
  spell: KnownSpell;
  /**
   * Whether the spell book is at hand, which a ritual needs; at hand
   * when left out.
   */
  spell_book?: boolean;
  /** The system: 3d6 Constitution (`"constitution"`). */
  system: "constitution";
  /** The caster's will score. */
  wil: number;
  /** A modifier on the will check. */
  wil_modifier?: number;
}

/** A performed ritual. */
export interface RitualResponse {
  /** Whether the spell was cast: both checks succeeded. */
  cast: boolean;
  /** The exact chance it had of casting the spell. */
  chance: Probability;
  /** The faces used, in order. */
  faces: Array<number>;
  /** The hours it took: one per spell level. */
  hours: number;
  /** Both checks, with their dice. */
  roll: RitualRoll;
  /** What happened, as a line for players. */
  text: string;
}

/**
 * A rolled `Ritual`: both checks and their dice in order.
 *
 * With the `serde` feature it is `{"band": "cast", "knowledge": {...},
 * "will": {...}, "dice": [...]}`; reading it back checks the band and the
 * dice against the two checks.
 */
export interface RitualRoll {
  /** Whether the spell was cast: both checks succeeded. */
  band: RitualBand;
  /** Both checks' dice, knowledge first. */
  dice: Array<Rolled>;
  /** The knowledge check. */
  kno: AbilityRoll;
  /** The will check. */
  wil: AbilityRoll;
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
  /** Values for the notation's variables (`@str`, `@{level}`), by name. */
  vars?: Record<string, number>;
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

/** A room of the site (the referee's map). */
export interface Room {
  /** Whether the hoard is hidden here (to be found by searching). */
  hoard?: boolean;
  /** The group of foes (an index of `Setup::foes`) whose lair it is. */
  lair?: number | null;
  /** Its length in feet (1 to 10 000). */
  length: number;
  /** Its name ("the goblins' hall"). */
  name: Name;
  /** Its width in feet (1 to 10 000). */
  width: number;
  /** The passage to it from the room before, in yards (1 to 10 000). */
  yards: number;
}

/**
 * One of the five rule systems (a catalog's tables are prefixed by its
 * short name).
 */
export type RuleSystem = "constitution" | "cairn_house" | "gods_and_monsters" | "murdham" | "block_dodge_parry";

/** The table's choices where the rules leave room. */
export interface Rules {
  /** The natural 1/20 rule of saves: off by default. */
  naturals?: Naturals;
  /** Whether a short rest removes fatigue: no by default. */
  short_rest_fatigue?: ShortRestFatigue;
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
  agi: number;
  /** Charisma. */
  cha: number;
  /** Endurance. */
  end: number;
  /** Intelligence. */
  int: number;
  /** Strength. */
  str: number;
  /** Wisdom. */
  wis: number;
}

/** A document to seal. */
export interface SealDocumentRequest {
  /** The document. */
  document: SealedDocument;
  /**
   * The referee's secret key as hexadecimal digits, two per byte: at
   * least 32 digits (16 bytes), best 64 random ones.
   */
  key: string;
}

/** The seal of a document. */
export interface SealDocumentResponse {
  /** The seal: 64 lowercase hexadecimal digits. */
  seal: string;
}

/** A document that can be sealed, tagged by `kind`. */
export type SealedDocument = {
  kind: "sheet";
  /** The sheet document. */
  sheet: SheetDocument;
} | ({
  kind: "fight";
}) & ({
  /** The fight as `startFight` or `stepFight` returned it. */
  fight: ConstitutionFight;
  system: "constitution";
} | {
  /** The fight as `startFight` or `stepFight` returned it. */
  fight: CairnHouseFight;
  system: "cairn_house";
} | {
  /** The fight as `startFight` or `stepFight` returned it. */
  fight: GodsAndMonstersFight;
  system: "gods_and_monsters";
} | {
  /** The encounter as `startFight` or `stepFight` returned it. */
  fight: MurdhamEncounter;
  system: "murdham";
});

/** The four seasons. */
export type Season = "spring" | "summer" | "autumn" | "winter";

/**
 * A rolled `SessionEnd`: every step as an event, and every die.
 *
 * With the `serde` feature it serializes as `{"events": [{"event":
 * "ability_tried", ...}, ...], "dice": [...]}`; reading it back checks
 * the tries and their result as an `ImprovementRoll`
 * is checked and the spell roll as a
 * `SpellImprovementRoll` is (`Error::Invalid`
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
  event: "ability_tried";
  /** The d20. */
  face: number;
  /** Its score. */
  score: number;
} | {
  /** The ability. */
  ability: Ability;
  event: "ability_raised";
  /** The score before. */
  from: number;
  /** The score after. */
  to: number;
} | {
  event: "no_improvement";
} | {
  /** The d100. */
  d100: number;
  /** The d6, when the d100 did not beat the rating. */
  d6: number | null;
  event: "spell_rated";
  /** The rating before. */
  from: number;
  /** The rating after. */
  to: number;
};

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

/** Shields, carried beside body armour in a free hand (the seed lists one). */
export type Shield = "ch.armour.shield";

/** What a short rest does to fatigue (CH-health.fatigue.remove). */
export type ShortRestFatigue = "keeps" | "removes";

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

/**
 * One of the two sides of a fight: the player characters and those with
 * them, or the foes they face. Rules that order a round by side (Cairn
 * House Rules' phases, side initiative) and fights that end when one side
 * is out read it.
 */
export type Side = "party" | "foes";

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
  system: "constitution";
} | {
  /** How many fights, 1 to 1000. */
  fights: number;
  /** The seed of osr's reference generator, at most 2^53 - 1. */
  seed: number;
  /** The combatants, their leader and the rules options. */
  setup: CairnHouseSetup;
  system: "cairn_house";
} | {
  /** How many fights, 1 to 1000. */
  fights: number;
  /** The seed of osr's reference generator, at most 2^53 - 1. */
  seed: number;
  /** The combatants. */
  setup: GodsAndMonstersSetup;
  system: "gods_and_monsters";
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
  proficiencies?: Array<MurdhamField>;
}

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
export type SlotsState = "free" | "full" | "overfull";

/**
 * A d2 or d3 read from a d6, for tables without one: a d2 is 1 on 1-3 and
 * 2 on 4-6, a d3 is 1 on 1-2, 2 on 3-4 and 3 on 5-6. (The notation engine
 * rolls `1d2` and `1d3` directly, with the same odds.)
 */
export type SmallDie = "d2" | "d3";

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
 * The magic-related sage specialisations a character has.
 *
 * With the `serde` feature it is `{"ordained": false, "goetia": true,
 * "pyromancer": false, "illusionist": false}`, every field optional.
 */
export interface Specialisations {
  /** Goetia: preparing and casting spells (TC-12.3). */
  goetia?: boolean;
  /** Illusionist: illusion spells of any level up to the character's (TC-8.5). */
  illusionist?: boolean;
  /** Ordained as a priest: effective blessings (TC-8.2). */
  ordained?: boolean;
  /** Pyromancer: fire spells of any level up to the character's (TC-8.4). */
  pyromancer?: boolean;
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
  size: GodsAndMonstersSize;
  /** The skill it gives in the native culture field. */
  skill?: string | null;
}

/** A speed multiplier as an exact fraction (`2/3`, `1/2`, `0/1`). */
export interface Speed {
  /** Denominator, never zero for the constants below. */
  denominator: number;
  /** Numerator. */
  numerator: number;
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

/** One spell of a list. */
export interface SpellEntry {
  /** What it does at the level asked, in numbers. */
  effect: Effect;
  /**
   * The stable snake-case ID (`"fireball"`), as requests and sheets
   * name the spell.
   */
  id: CairnHouseSpell;
  /** The display name (`"Fireball"`). */
  name: string;
}

/**
 * The spell-rating improvement roll of a character who tried to cast in a
 * session (TC-12.15): a d100 higher than the rating becomes the new
 * rating; otherwise the rating gains 1d6, up to 100.
 */
export type SpellImprovement = number;

/** Spell names, at most 500. */
export type SpellNames = Array<string>;

/** The exact odds of each spell a pick may give. */
export interface SpellOdds {
  /** Its chance. */
  p: Probability;
  /** The spell, by name. */
  spell: string;
}

/** Who or what a spell's save is made by, and what it does. */
export type SpellSave = "none" | "dex_for_half" | "subjects_avoid" | "extra_for_magical";

/**
 * What the player chooses when a wound of a type already carried comes
 * in (BDP-1.7.2.stack).
 */
export type Stacking = "escalate" | "new_slot";

/** An expedition to start: the caller's setup, or the table's. */
export type StartExpeditionRequest = {
  /** The dice that roll the table's party: needed without a setup. */
  dice?: Dice | null;
  /**
   * The party and the referee's content; the table's (its party
   * rolled by the rules from `dice`) when absent.
   */
  setup?: ConstitutionExpeditionSetup | null;
  system: "constitution";
} | {
  /** The dice that roll the table's party: needed without a setup. */
  dice?: Dice | null;
  /**
   * The party and the referee's site; the table's (its party and
   * porter rolled by the rules from `dice`) when absent.
   */
  setup?: CairnHouseExpeditionSetup | null;
  system: "cairn_house";
} | {
  /** The dice that roll the table's party: needed without a setup. */
  dice?: Dice | null;
  /**
   * The party and the referee's caves; the table's (its party
   * created by the rules from `dice`) when absent.
   */
  setup?: GodsAndMonstersExpeditionSetup | null;
  system: "gods_and_monsters";
} | {
  /**
   * The party and the referee's barrow; the table's (stated as
   * data, nothing rolled) when absent.
   */
  setup?: MurdhamExpeditionSetup | null;
  system: "murdham";
} | {
  /**
   * The party, its torches and the referee's crypt; the table's
   * (stated as data, nothing rolled) when absent.
   */
  setup?: BlockDodgeParryExpeditionSetup | null;
  system: "block_dodge_parry";
};

/** A fight to start. */
export type StartFightRequest = {
  /**
   * Names for the combatants, by ID, for the events' lines
   * (`#id` for a combatant not named; none when absent).
   */
  names?: Array<CombatantName>;
  /** The combatants and how initiative ties break. */
  setup: ConstitutionSetup;
  system: "constitution";
} | {
  /**
   * Names for the combatants, by ID, for the events' lines
   * (`#id` for a combatant not named; none when absent).
   */
  names?: Array<CombatantName>;
  /** The combatants, their leader and the rules options. */
  setup: CairnHouseSetup;
  system: "cairn_house";
} | {
  /**
   * Names for the combatants, by ID, for the events' lines
   * (`#id` for a combatant not named; none when absent).
   */
  names?: Array<CombatantName>;
  /** The combatants. */
  setup: GodsAndMonstersSetup;
  system: "gods_and_monsters";
} | {
  /**
   * Names for the combatants, by ID, for the events' lines
   * (`#id` for a combatant not named; none when absent).
   */
  names?: Array<CombatantName>;
  /** The sides' stances and the combatants. */
  setup: MurdhamSetup;
  system: "murdham";
};

/** The house rules' initiative to start. */
export interface StartHouseInitiativeRequest {
  /**
   * Names for the entrants, by ID, for the events' lines (`#id` for
   * one not named; none when absent).
   */
  names?: Array<CombatantName>;
  /** The rules chosen and the entrants, each with an ID and a side. */
  setup: InitiativeSetup;
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
export type StepDie = "d4" | "d6" | "d8" | "d10" | "d12";

/** A command for a saved expedition. */
export type StepExpeditionRequest = {
  /** What the party does next. */
  command: ConstitutionExpeditionCommand;
  /** The dice the command rolls. */
  dice: Dice;
  /** The expedition as the last response returned it. */
  expedition: ConstitutionExpedition;
  system: "constitution";
} | {
  /** What the party does next. */
  command: CairnHouseExpeditionCommand;
  /** The dice the command rolls. */
  dice: Dice;
  /** The expedition as the last response returned it. */
  expedition: CairnHouseExpedition;
  system: "cairn_house";
} | {
  /** What the party does next. */
  command: GodsAndMonstersExpeditionCommand;
  /** The dice the command rolls. */
  dice: Dice;
  /** The expedition as the last response returned it. */
  expedition: GodsAndMonstersExpedition;
  system: "gods_and_monsters";
} | {
  /** What the party does next. */
  command: MurdhamExpeditionCommand;
  /** The dice the command rolls. */
  dice: Dice;
  /** The expedition as the last response returned it. */
  expedition: MurdhamExpedition;
  system: "murdham";
} | {
  /** What the party does next. */
  command: BlockDodgeParryExpeditionCommand;
  /** The dice the command rolls. */
  dice: Dice;
  /** The expedition as the last response returned it. */
  expedition: BlockDodgeParryExpedition;
  system: "block_dodge_parry";
};

/** A command for a saved fight. */
export type StepFightRequest = {
  /** What happens next. */
  command: ConstitutionCommand;
  /** The dice the command rolls. */
  dice: Dice;
  /** The fight as the last response returned it. */
  fight: ConstitutionFight;
  /**
   * Names for the combatants, by ID, for the events' lines
   * (`#id` for a combatant not named; none when absent).
   */
  names?: Array<CombatantName>;
  system: "constitution";
} | {
  /** What happens next. */
  command: CairnHouseCommand;
  /** The dice the command rolls. */
  dice: Dice;
  /** The fight as the last response returned it. */
  fight: CairnHouseFight;
  /**
   * Names for the combatants, by ID, for the events' lines
   * (`#id` for a combatant not named; none when absent).
   */
  names?: Array<CombatantName>;
  system: "cairn_house";
} | {
  /** What happens next. */
  command: GodsAndMonstersCommand;
  /** The dice the command rolls. */
  dice: Dice;
  /** The fight as the last response returned it. */
  fight: GodsAndMonstersFight;
  /**
   * Names for the combatants, by ID, for the events' lines
   * (`#id` for a combatant not named; none when absent).
   */
  names?: Array<CombatantName>;
  system: "gods_and_monsters";
} | {
  /** What happens next. */
  command: MurdhamCommand;
  /** The dice the command rolls. */
  dice: Dice;
  /** The encounter as the last response returned it. */
  fight: MurdhamEncounter;
  /**
   * Names for the combatants, by ID, for the events' lines
   * (`#id` for a combatant not named; none when absent).
   */
  names?: Array<CombatantName>;
  system: "murdham";
};

/** A command for a saved initiative. */
export interface StepHouseInitiativeRequest {
  /** What happens next. */
  command: InitiativeCommand;
  /**
   * The dice the command rolls (a roll: a d6 a side or each entrant,
   * more to break ties).
   */
  dice: Dice;
  /** The initiative as the last response returned it. */
  initiative: Initiative;
  /** Names for the entrants, by ID, for the events' lines. */
  names?: Array<CombatantName>;
}

/** Worn armour and what it weighs in stones. */
export type StonesArmour = "clothes_or_light" | "leather_hide" | "chainmail_shirt" | "half_chain" | "half_plate" | "full_chain" | "full_plate";

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
export type StonesState = "unencumbered" | "encumbered" | "heavily_encumbered" | "only_dragging";

/** A day's walk of the route to the site (the referee's). */
export interface Stretch {
  /** Its going: a road is ideal, hills and forests rough. */
  going: Going;
  /** Its name ("the old road"). */
  name: Name;
}

/** The exact probability of every outcome band, as fractions in lowest terms that sum to exactly 1 (with the tail). */
export interface StringOdds {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: string;
    p: Probability;
  }>;
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
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

/**
 * Areas crossed per stretch (on a site's map) or watch (on the
 * region map), as a fraction.
 */
export interface TaskAreas {
  /** The denominator. */
  denom: number;
  /** The numerator. */
  numer: number;
}

/** The tasks, by ID. */
export type TaskKind = "balance" | "sneak" | "climb" | "swim" | "leap" | "find_shelter" | "navigate" | "open_lock" | "break_door" | "notice" | "diplomacy" | "manipulate" | "steal" | "find_buyer" | "haggle" | "hear_rumour" | "cheat" | "befriend_animal" | "train_animal" | "ride" | "drive_cart" | "boat";

/** Whose save. */
export type TaskParty = "actor" | "target";

/**
 * A task to roll, tagged by `system`, then by `task`: the shape the
 * declarations give `TaskRequest`, which reads it.
 */
export type TaskRequest = ({
  system: "murdham";
}) & ({
  /** The character's AGI, 0 to 20. */
  agi: number;
  /** Where the faces come from: the AGI save's d20, when it rolls. */
  dice?: Dice | null;
  /**
   * `"hard"` (slippery, uneven or narrow: a save), `"easy"` (no
   * save) or `"impossible"` (slippery and narrow).
   */
  footing: MurdhamFooting;
  task: "balance";
} | {
  /** The character's AGI, 0 to 20. */
  agi: number;
  /** Where the faces come from: the AGI save's d20, when it rolls. */
  dice?: Dice | null;
  /**
   * `"hard"` (a save), `"easy"` (a loud, dark place) or
   * `"impossible"` (a very noisy floor, or in plain view).
   */
  ground: MurdhamFooting;
  task: "sneak";
} | {
  /** The character's AGI, 0 to 20. */
  agi: number;
  /** Where the faces come from: the AGI save's d20, when it rolls. */
  dice?: Dice | null;
  /**
   * `"hard"` (a challenging surface), `"easy"` (a rope or ladder)
   * or `"impossible"` (a smooth surface).
   */
  surface: MurdhamFooting;
  task: "climb";
} | {
  /** The character's AGI, 0 to 20. */
  agi: number;
  /** The bulk carried (none when left out). */
  carried?: Bulk;
  /** Where the faces come from: the AGI save's d20, when it rolls. */
  dice?: Dice | null;
  task: "swim";
  /** Whether the water is turbulent. */
  turbulent?: boolean;
} | {
  /** The character's AGI, 0 to 20. */
  agi: number;
  /** The gap in decimetres: 35 is 3.5 m. */
  decimetres: number;
  /** Where the faces come from: the AGI save's d20, when it rolls. */
  dice?: Dice | null;
  /** Whether the character takes a run-up. */
  run_up?: boolean;
  task: "leap";
} | {
  /** Where the faces come from: the WIT save's d20. */
  dice: Dice;
  task: "find_shelter";
  /** The searcher's WIT, 0 to 20. */
  wit: number;
} | {
  /** `"clear"`, or `{"off": {"bushcraft": true, "tools": false}}`. */
  path: MurdhamPath;
  /** Whether the weather is severe (pouring rain, blistering heat). */
  severe_weather?: boolean;
  task: "navigate";
} | {
  /** Where the faces come from: the save's d20. */
  dice: Dice;
  /**
   * The ability the tool calls for, 0 to 20: WIT with lockpicks,
   * STR otherwise.
   */
  score: number;
  task: "open_lock";
  /** `"lockpicks"`, `"crowbar"` or `"bash"`. */
  tool: MurdhamLockTool;
} | {
  /**
   * Where the faces come from: the damage die (two when impaired)
   * and any explosion.
   */
  dice: Dice;
  /** The weapon's damage die. */
  die: StepDie;
  /** The door as the last blow left it; whole when left out. */
  door?: MurdhamWoodenDoor | null;
  /** Whether the weapon or tool suits the job (an axe, a ram). */
  suitable?: boolean;
  task: "break_door";
} | {
  /** Where the faces come from: the group's d20, when it rolls. */
  dice?: Dice | null;
  /** Whether the secret is perfectly concealed. */
  perfectly_concealed?: boolean;
  task: "notice";
  /** The company's WITs, 1 to 100 of them, each 0 to 20. */
  wits: Array<number>;
} | {
  /** `"befriend"`, `"inspire"`, `"encourage"` or `"persuade"`. */
  appeal: MurdhamAppeal;
  /** Befriending: the target's attitude before, to have it after. */
  attitude?: Attitude | null;
  /** Where the faces come from: the WIT save's d20s, when it rolls. */
  dice?: Dice | null;
  /**
   * Whether a dialogue skill suits the approach (blather, charm,
   * leadership): an enhanced save.
   */
  proficient?: boolean;
  /**
   * How the referee judges the attempt: `"save"` (left out),
   * `"ineffective"` or `"compelling"`.
   */
  quality?: MurdhamQuality;
  task: "diplomacy";
  /** The actor's WIT, 0 to 20. */
  wit: number;
} | {
  /**
   * Where the faces come from: the taunter's d20s, then the
   * target's d20.
   */
  dice?: Dice | null;
  /** `"distract"`, `"intimidate"` or `"taunt"`. */
  ploy: MurdhamPloy;
  /** Whether the taunter is proficient: an enhanced save. */
  proficient?: boolean;
  /**
   * How the referee judges the ploy: `"save"` (left out),
   * `"ineffective"` or `"compelling"` (the target gets no save).
   */
  quality?: MurdhamQuality;
  /** The target's WIT, 0 to 20. */
  target_wit: number;
  task: "manipulate";
  /** A taunt: the taunter's WIT, 0 to 20. */
  taunter_wit?: number | null;
} | {
  /** The thief's AGI, 0 to 20. */
  agi: number;
  /** Where the faces come from: the AGI save's d20, when it rolls. */
  dice?: Dice | null;
  /** Whether the item is small (bulk 1/2 at most). */
  small: boolean;
  task: "steal";
} | {
  /** Where the faces come from: the WIT save's d20. */
  dice: Dice;
  /**
   * Whether the goods are illegal or stolen: a dealer sells at
   * twice the value and buys at half.
   */
  illegal?: boolean;
  task: "find_buyer";
  /** The seller's WIT, 0 to 20. */
  wit: number;
} | {
  /** Whether the haggler has the bargain skill. */
  bargain?: boolean;
  /** Where the faces come from: the WIT save's d20s. */
  dice: Dice;
  task: "haggle";
  /** The haggler's WIT, 0 to 20. */
  wit: number;
} | {
  /** Where the faces come from: the table's dice. */
  dice: Dice;
  /** The referee's rumour table. */
  rumours: RandomTable;
  task: "hear_rumour";
} | {
  /** Where the faces come from: the WIT save's d20. */
  dice: Dice;
  task: "cheat";
  /** The cheat's WIT, 0 to 20. */
  wit: number;
} | {
  /**
   * Whether another befriended animal follows the character already
   * (one at a time).
   */
  befriended?: boolean;
  /** Where the faces come from: the WIT save's d20. */
  dice: Dice;
  /** Whether the character is proficient with animals. */
  proficient?: boolean;
  task: "befriend_animal";
  /** Whether the animal is wild (only the proficient may try). */
  wild?: boolean;
  /** The character's WIT, 0 to 20. */
  wit: number;
} | {
  /**
   * The animal as the last session left it; a domestic animal
   * without training when left out.
   */
  animal?: MurdhamAnimal | null;
  /** Where the faces come from: the WIT save's d20. */
  dice: Dice;
  /** Whether the trainer is proficient (needed for a wild animal). */
  proficient?: boolean;
  task: "train_animal";
  /**
   * `"mount"`, `"labour"`, `"fight"`, `"hunt"`, `"track"` or
   * `"tricks"`.
   */
  training: MurdhamTraining;
  /** The trainer's WIT, 0 to 20. */
  wit: number;
} | {
  /** The rider's AGI, 0 to 20. */
  agi: number;
  /**
   * Where the faces come from: the AGI save's d20, then the d4 (and
   * any explosion) on a failure.
   */
  dice: Dice;
  task: "ride";
} | {
  /**
   * Where the faces come from: the STR save's d20, then a d4 each
   * on a failure.
   */
  dice: Dice;
  /** The driver's STR, 0 to 20. */
  str: number;
  task: "drive_cart";
  /**
   * How many take the damage: the cart and every passenger (1 to
   * 100).
   */
  victims: number;
} | {
  /**
   * Where the faces come from: the save's d20, then a d4 each on a
   * failure.
   */
  dice: Dice;
  /** Whether the crew has river lore. */
  river_lore?: boolean;
  /** Whether the boat is sailed rather than rowed. */
  sailing?: boolean;
  /** Whether the boat has sails. */
  sails?: boolean;
  /** The driver's STR rowing, WIT sailing, 0 to 20. */
  score: number;
  task: "boat";
  /**
   * How many take the damage: the boat and everyone aboard (1 to
   * 100).
   */
  victims: number;
});

/** What a task did. */
export interface TaskResponse {
  /** An animal after the session: pass it to the next one. */
  animal?: MurdhamAnimal | null;
  /** Navigation: the areas crossed per stretch or watch. */
  areas?: TaskAreas | null;
  /** Befriending: the target's attitude after. */
  attitude?: Attitude | null;
  /** The exact chance of success before the dice. */
  chance: Probability;
  /** Damage rolled: a blow at a door, or each victim's d4 of a crash. */
  damage?: Array<MurdhamDamageRoll>;
  /** A door after the blow: pass it to the next one. */
  door?: MurdhamWoodenDoor | null;
  /** The faces used, in order. */
  faces: Array<number>;
  /** Noticing a secret: the group's d20 against each WIT. */
  group?: MurdhamGroupRoll | null;
  /** What it came to. */
  result: TaskResult;
  /** A rumour: the row of the referee's table. */
  rumour?: EntryRoll | null;
  /**
   * The saves, in the order rolled (a taunt: the taunter's, then the
   * target's); trivial and impossible ones are listed unrolled.
   */
  saves: Array<TaskSave>;
  /** Whether it succeeded. */
  success: boolean;
  /** The task, as the request named it. */
  task: TaskKind;
  /** What happened, as a line for players. */
  text: string;
}

/** What a task came to. */
export type TaskResult = "balanced" | "fell" | "unnoticed" | "noticed" | "climbing" | "swimming" | "drowning" | "landed" | "sheltered" | "unsheltered" | "moved" | "opened" | "locked" | "broken" | "standing" | "spotted" | "missed" | "worked" | "failed" | "resisted" | "found" | "not_found" | "heard" | "undetected" | "detected" | "befriended" | "spurned" | "trained" | "tamed" | "hurt" | "steady" | "crashed";

/** A save of a task. */
export interface TaskSave {
  /** The ability saved with. */
  ability: MurdhamAbility;
  /** Whose save it is. */
  by: TaskParty;
  /** Whether the save is enhanced (2d20, the lower kept). */
  enhanced: boolean;
  /**
   * The save: its band, its gate (`trivial` and `impossible` are not
   * rolled) and, rolled, its d20s.
   */
  roll: SaveOutcome;
  /** The score the d20 must not exceed. */
  score: number;
}

/** Overland terrain. */
export type Terrain = "road" | "plains" | "trail" | "desert" | "hills" | "forest" | "jungle" | "mountains" | "swamp";

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
export type TimerKind = "light" | "spell" | "referee";

/**
 * Items the rules call for, with the tasks that need each (the
 * rulebook has no price list here; names are this crate's own).
 */
export type Tool = "mu.tool.surgical-tools" | "mu.tool.saddle" | "mu.tool.antidote" | "mu.tool.disguise-kit";

/** One ability as it stands: its score now and the score it recovers to. */
export interface Track {
  /** The score now. */
  current: number;
  /** The score's maximum, 0 or more; the score now is at most it. */
  max: number;
}

/**
 * One command for a held fight, tagged by its system as every request
 * is (and read as `stepFight` reads its command, which keeps one reader
 * of each system's commands in the module).
 */
export type TrackedCommand = {
  /** What happens next. */
  command: ConstitutionCommand;
  /** The dice the command rolls. */
  dice: Dice;
  system: "constitution";
} | {
  /** What happens next. */
  command: CairnHouseCommand;
  /** The dice the command rolls. */
  dice: Dice;
  system: "cairn_house";
} | {
  /** What happens next. */
  command: GodsAndMonstersCommand;
  /** The dice the command rolls. */
  dice: Dice;
  system: "gods_and_monsters";
} | {
  /** What happens next. */
  command: MurdhamCommand;
  /** The dice the command rolls. */
  dice: Dice;
  system: "murdham";
};

/** Carts, wagons and animals. */
export type Transport = "ch.transport.hand-cart" | "ch.transport.draft-cart" | "ch.transport.wagon" | "ch.transport.mule" | "ch.transport.horse" | "ch.transport.warhorse";

/**
 * A place that hastens recovery of one ability (BDP-1.8.5): 1d4 points a
 * day.
 */
export type Treatment = "healer" | "spa" | "socialising";

/**
 * A company travelling overland day by day: the day clock, how many
 * travel, their load and their rations. Each day the hunters roll, the
 * distance is covered, the encounter checks are rolled on it, and
 * everyone eats a ration.
 */
export interface Trek {
  clock: Clock;
  load: TrekLoad;
  /**
   * Rations carried.
   *
   * A value in `0..=100_000`; errors call it "rations".
   */
  rations: number;
  /**
   * People on a trek.
   *
   * A value in `1..=1000`; errors call it "travellers".
   */
  travellers: number;
}

/** What one day of a `Trek` did. */
export interface TrekDay {
  /** The day, from 1. */
  day: number;
  /** What happened, in order. */
  events: Array<TrekEvent>;
}

/** A day of an overland trek to play. */
export interface TrekDayRequest {
  /**
   * Where the faces come from: each hunter's d20 and d4s, then a d6
   * for each encounter check.
   */
  dice: Dice;
  /**
   * Those who hunt or forage along the way (at most 100; none when
   * absent).
   */
  hunters?: Array<Hunter>;
  /**
   * How laden the slowest traveller is (to set out; unencumbered when
   * absent).
   */
  load?: TrekLoad | null;
  /** Rations of food carried (needed to set out). */
  rations?: number | null;
  /** The system: 3d6 Constitution (`"constitution"`). */
  system: "constitution";
  /** The day's terrain. */
  terrain: Terrain;
  /** How many travel (1 to 1000; needed to set out). */
  travellers?: number | null;
  /**
   * The trek as the last day left it; absent for a company setting out,
   * which needs `travellers` and `rations`.
   */
  trek?: Trek | null;
  /** The day's weather, as the referee has it. */
  weather: Weather;
}

/** What the day did. */
export interface TrekDayResponse {
  /** The day and its events, as osr-travel records them. */
  day: TrekDay;
  /** The exact odds of each number of encounters met, before the dice. */
  encounters: Uint32Odds;
  /** The faces used, in order. */
  faces: Array<number>;
  /** What happened, one line an event, for players. */
  lines: Array<string>;
  /** The trek after the day: send it back for the next one. */
  trek: Trek;
}

/** What happened on a day of a `Trek`. */
export type TrekEvent = {
  event: "hunted";
  /** The roll. */
  hunt: HuntRoll;
} | {
  /** Denominator. */
  denom: number;
  event: "travelled";
  /** Numerator. */
  numer: number;
} | {
  event: "encounter_checks";
  /** The checks rolled. */
  roll: EncounterRoll;
} | {
  event: "rations_found";
  /** How many. */
  rations: number;
} | {
  /** Rations eaten. */
  eaten: number;
  event: "rations_eaten";
  /** Rations left. */
  left: number;
} | {
  event: "went_hungry";
  /** How many. */
  travellers: number;
} | {
  /** The day it ran out. */
  at: number;
  event: "timer_expired";
  /** Its label. */
  label: string;
};

/** How laden the slowest traveller is. */
export type TrekLoad = "unencumbered" | "encumbered" | "heavily_encumbered";

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
  system: "cairn_house";
}

/** What the turn did. */
export interface TurnResponse {
  /** The delve after the turn: pass it to the next one. */
  delve: Delve;
  /** The faces used, in order. */
  faces: Array<number>;
  /**
   * What happened, for players: the turn and its action, then one line
   * an event.
   */
  lines: Array<string>;
  /**
   * The turn's number, its action and its events, as osr-travel
   * records them.
   */
  report: TurnReport;
}

/** The exact probability of every outcome band, as fractions in lowest terms that sum to exactly 1 (with the tail). */
export interface Uint32Odds {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: number;
    p: Probability;
  }>;
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: number;
    p: Probability;
  } | null;
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

/** The unit a clock counts in. */
export type Unit = "round" | "turn" | "stretch" | "watch" | "day";

/**
 * What a character carries on: on foot, or a cart or wagon that multiplies
 * the carrying capacity (osr-equipment's `cairn_house::Transport` is the
 * catalog of carts, wagons and beasts, each with its `Carrying`).
 */
export type UnitsCarrying = "on_foot" | "cart" | "wagon";

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
  transport: UnitsCarrying;
  /** Treasure units (one treasure object, or 1000 coins). */
  treasures: number;
}

/** The Cairn House Rules load states. */
export type UnitsState = "unencumbered" | "encumbered" | "overloaded";

/**
 * A Block, Dodge, Parry usage die: how much of a resource is left.
 *
 * Each time the resource is used, its die is rolled; a 1 or 2 moves it down
 * d8 -> d6 -> d4, and a 1 or 2 on the d4 empties it.
 */
export type UsageDie = "empty" | "d4" | "d6" | "d8";

/** The exact probability of every outcome band, as fractions in lowest terms that sum to exactly 1 (with the tail). */
export interface UsageDieOdds {
  /** Every band that can happen, in ascending order, each once, with its probability. */
  bands: Array<{
    band: UsageDie;
    p: Probability;
  }>;
  /** The first band not listed on its own, with the probability of it or any band above it: a check whose bands never end folds them here. `null` when every band is listed. */
  tail: {
    band: UsageDie;
    p: Probability;
  } | null;
}

/** A player's copy of a document and the seal it should have. */
export interface VerifySealRequest {
  /** The copy to verify. */
  document: SealedDocument;
  /** The referee's secret key, as `sealDocument` took it. */
  key: string;
  /** The seal `sealDocument` returned: 64 hexadecimal digits. */
  seal: string;
}

/** A verified document's seal. */
export interface VerifySealResponse {
  /**
   * The seal, verified: 64 lowercase hexadecimal digits, as
   * `sealDocument` writes it.
   */
  seal: string;
}

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

/** What the travellers do with a watch: one group action. */
export type WatchAction = {
  action: "travel";
} | {
  action: "explore";
} | {
  action: "forced_march";
} | {
  action: "make_camp";
  /** How many eat a day's rations. */
  eaters: number;
} | {
  action: "rest";
};

/** Whether a watch is in daylight or at night. */
export type WatchLight = "day" | "night";

/** What one watch did. */
export interface WatchReport {
  /** The action taken. */
  action: WatchAction;
  /** The day, from 1. */
  day: number;
  /** What happened, in order. */
  events: Array<JourneyEvent>;
  /** Daylight or night. */
  light: WatchLight;
  /** The watch of the day, 1 to 3. */
  watch: number;
}

/** A watch of a wilderness journey to play. */
export interface WatchRequest {
  /**
   * What the company does with the watch: `{"action": "travel"}`,
   * `"explore"`, `"forced_march"`, `{"action": "make_camp", "eaters": 3}`
   * or `"rest"`.
   */
  action: WatchAction;
  /**
   * Where the faces come from: the action's dice, the Wilderness Event
   * d6, the weather d6 and the table's dice, in that order.
   */
  dice: Dice;
  /**
   * Whether any traveller now carries supplies or treasure (absent:
   * unchanged, or not encumbered on setting out).
   */
  encumbered?: boolean | null;
  /**
   * The journey as the last watch left it; absent for a company setting
   * out (the first watch of day 1), which needs `season` and
   * `travellers`.
   */
  journey?: Journey | null;
  /** The area's encounter table, when the referee has one. */
  monsters?: RandomTable | null;
  /**
   * The season, which sets which watches are dark (needed to set out;
   * given later, the season changes).
   */
  season?: Season | null;
  /** The system: Cairn House Rules (`"cairn_house"`). */
  system: "cairn_house";
  /** How many travel together (needed to set out). */
  travellers?: number | null;
}

/** What the watch did. */
export interface WatchResponse {
  /** The faces used, in order. */
  faces: Array<number>;
  /** The journey after the watch: pass it to the next one. */
  journey: Journey;
  /** What happened, one line an event, for players. */
  lines: Array<string>;
  /** The miles covered this watch. */
  miles: number;
  /**
   * The day, the watch, its light, the action and its events, as
   * osr-travel records them.
   */
  report: WatchReport;
}

/** The weather of a travel day. */
export type Weather = "clear" | "foul" | "storm";

/** Which way the weather moves on the referee's scale. */
export type WeatherShift = "worse" | "better";

/** The Wilderness Event table's results. */
export type WildEvent = "encounter" | "clue" | "exhaustion" | "weather" | "free";

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

/**
 * An experience total: a whole number of experience points, never
 * negative, that only grows. Arithmetic is checked.
 *
 * With the `serde` feature it serializes as the plain number.
 */
export type Xp = number;
