// A TypeScript program using @osr-rs/osr the way a VTT plugin does.
// `tsc --noEmit` checks it against the package's declarations (.ci/run,
// in a fresh folder that installed the packed tarball). Each line after an
// expect-error marker must stay a type error, or the declarations have
// gone loose.
import init, {
  FightTracker,
  OsrError,
  applyToSheet,
  castSpell,
  checkOdds,
  combatantFromSheet,
  createCharacter,
  deprivationDay,
  disbelieve,
  learnSpell,
  diseaseDay,
  diseaseOdds,
  fightOdds,
  notationOdds,
  performRitual,
  playExpedition,
  prepareSpells,
  startExpedition,
  stepExpedition,
  readSheet,
  rollInitiative,
  startHouseInitiative,
  stepHouseInitiative,
  rollCheck,
  rollHazard,
  rollHunt,
  rollPoison,
  rollTask,
  simulateFights,
  simulateManyFights,
  rollNotation,
  startFight,
  stepFight,
  takeRest,
  travelTurn,
  trekDay,
  wildernessWatch,
} from "@osr-rs/osr";
import type {
  BlockDodgeParryExpedition,
  BlockDodgeParrySheetDocument,
  CairnHouseCommand,
  CairnHouseFight,
  CairnHouseSheetDocument,
  CreateCharacterResponse,
  Delve,
  Dice,
  DieRoll,
  EntryRoll,
  ErrorKind,
  FightResponse,
  GodsAndMonstersSheetDocument,
  MurdhamEncounter,
  MurdhamSheetDocument,
  NotationRoll,
  OddsResponse,
  PlayExpeditionResponse,
  RollResponse,
  SheetDocument,
} from "@osr-rs/osr";
// The dice-only entry, for plugins that only roll.
import { notationOdds as diceOdds, rollNotation as rollDice } from "@osr-rs/osr/dice";
import type { OddsResponse as DiceOdds } from "@osr-rs/osr/dice";
// @ts-expect-error: the dice entry holds no checks.
import { rollCheck as noChecksHere } from "@osr-rs/osr/dice";
// The expedition entry, whose module the main entry loads on first use.
import initPlay, { playExpedition as playAlone } from "@osr-rs/osr/play";

await init();

// Faces the VTT rolled itself, fed to osr to evaluate.
const fromTable: Dice = { faces: [6, 5, 3, 2] };
const roll: RollResponse = rollNotation({ notation: "4d6kh3", dice: fromTable });
const kept: DieRoll[] = roll.roll.dice.filter((die) => !die.dropped);
const keptTotal: number = kept.reduce((sum, die) => sum + die.value, 0);
const replay: number[] = roll.faces;
console.log(roll.text, keptTotal === roll.total, replay.length);

// The odds as a chart would draw them.
const odds: OddsResponse = notationOdds({ notation: "2d6" });
const bars: Array<[number, number]> = odds.outcomes.map((o) => [o.total, o.p.decimal]);
console.log(bars.length, odds.mean.exact);

// A chat command: the notation alone, a seed drawn and returned.
const quick: NotationRoll = rollNotation("1d20+5");
const again: NotationRoll = rollNotation("1d20+5", { seed: quick.seed ?? 0 });
const withStrength: number = rollNotation("1d20 + @str", { vars: { str: 2 } }).total;
console.log(quick.text, again.total === quick.total, withStrength);
const small: DiceOdds = diceOdds({ notation: "2d6" });
console.log(rollDice("4d6kh3").total, small.outcomes.length, noChecksHere);

// An error narrowed to what osr throws.
function explain(error: unknown): string {
  if (error instanceof OsrError) {
    const field: string | undefined = error.path;
    const where = error.span
      ? ` at ${error.span.start}..${error.span.end}`
      : field !== undefined
        ? ` at ${field}`
        : "";
    return `${error.kind}${where}: ${error.message}`;
  }
  return String(error);
}
try {
  rollNotation({ notation: "4d6kh5", dice: { seed: 1 } });
} catch (error) {
  console.log(explain(error));
}

// A Cairn House Rules save, rolled and weighed.
const save = rollCheck({
  check: { system: "cairn_house", procedure: "save", ability: 12 },
  dice: { seed: 7 },
});
const saveOdds = checkOdds({ check: { system: "cairn_house", procedure: "save", ability: 12 } });
console.log(save.band, saveOdds.bands.length);

// A character created, stored as JSON, read back and changed.
const created: CreateCharacterResponse = createCharacter({ system: "cairn_house", dice: { seed: 7 } });
const stored: string = JSON.stringify(created.sheet);
const sheet: SheetDocument = readSheet({ sheet: JSON.parse(stored) }).sheet;
const bought = applyToSheet({ sheet, operation: { op: "buy", item: "ch.weapon.hand" } });
console.log(bought.events.map((event) => event.text));

// A fight held as its saved log between calls; the response's `system`
// narrows the log to that system's.
const started: FightResponse = startFight({
  system: "cairn_house",
  setup: {
    combatants: [
      { id: 1, side: "party", abilities: [14, 9, 11], hp: 4, die: "d8", dr: 1 },
      { id: 2, side: "foes", abilities: [8, 12, 7], hp: 3, die: "d6", dr: 0 },
    ],
  },
});
// A fight started from a literal request is typed as that system's.
const duel = startFight({
  system: "cairn_house",
  setup: {
    combatants: [
      { id: 1, side: "party", abilities: [14, 9, 11], hp: 4, die: "d8", dr: 1 },
      { id: 2, side: "foes", abilities: [8, 12, 7], hp: 3, die: "d6", dr: 0 },
    ],
  },
});
const duelLog: CairnHouseFight = duel.fight;
console.log(duelLog, duel.next);
if (started.system === "cairn_house") {
  const stepped = stepFight({
    system: "cairn_house",
    fight: started.fight,
    command: { command: "roll_initiative" },
    dice: { seed: 5 },
    names: [{ id: 1, name: "Ash" }],
  });
  const lines: string[] = stepped.events.map((event) => event.text);
  const hp: number[] = stepped.combatants.map((combatant) => combatant.state.health.hp);
  console.log(hp);
  console.log(lines, stepped.faces, stepped.next);
}

// Many fights, 1000 at a time, with progress.
const many = await simulateManyFights(
  { system: "cairn_house", setup: duel.fight.setup, fights: 5000, seed: 3 },
  { onProgress: (done: number, total: number) => console.log(`${done} of ${total}`) },
);
const share: number = many.party_share;
console.log(share);
// A thousand at most in one call, and a duel's exact odds: the fights
// module loads on the first call, so each answers with a promise.
const few = await simulateFights({ system: "cairn_house", setup: duel.fight.setup, fights: 200, seed: 4 });
console.log(few.party + few.foes + few.undecided);
const fighter = { hp: 4, max_hp: 4, str: 11, dr: 0, weapon: "d8", step: "normal" } as const;
const duelOdds = await fightOdds({
  system: "cairn_house",
  duel: { party: fighter, foes: { ...fighter, dr: 1 }, first: "party", out: "critical_damage" },
});
console.log(duelOdds);
// @ts-expect-error: the odds answer with a promise now.
const notAwaited: number = simulateFights({ system: "cairn_house", setup: duel.fight.setup, fights: 1, seed: 1 }).fights;
console.log(notAwaited);
// @ts-expect-error: progress is a callback.
await simulateManyFights({ system: "cairn_house", setup: duel.fight.setup, fights: 5, seed: 3 }, { onProgress: 1 });

// @ts-expect-error: a roll needs its dice.
rollNotation({ notation: "d6" });
// @ts-expect-error: the options are seed, faces and vars.
rollNotation("d6", { sead: 1 });
// @ts-expect-error: a request object takes no options.
rollNotation({ notation: "d6", dice: { seed: 1 } }, { seed: 1 });
// @ts-expect-error: a string roll's seed may be absent (faces were supplied).
const sure: number = quick.seed;
console.log(sure);
// @ts-expect-error: dice are a seed or faces, not both names at once.
rollNotation({ notation: "d6", dice: { sead: 1 } });
// @ts-expect-error: a total is a number.
const wrong: string = roll.total;
console.log(wrong);
// @ts-expect-error: a sheet operation names one the sheets have.
applyToSheet({ sheet, operation: { op: "fly" } });

// A sheet of a system takes that system's operations alone.
declare const murdhamSheet: MurdhamSheetDocument;
// @ts-expect-error: Murdham sheets gain no experience points.
applyToSheet({ sheet: murdhamSheet, operation: { op: "gain_xp", amount: 10 } });
declare const gmSheet: GodsAndMonstersSheetDocument;
const levelled = applyToSheet({ sheet: gmSheet, operation: { op: "level_up" }, dice: { seed: 3 } });
const stillGm: GodsAndMonstersSheetDocument = levelled.sheet;
console.log(stillGm.xp);
// Murdham damage is a die, rolled; Block, Dodge, Parry damage is a harm.
const struck = applyToSheet({ sheet: murdhamSheet, operation: { op: "take_damage", die: "d8" }, dice: { seed: 4 } });
console.log(struck.sheet.health, struck.events.map((event) => event.text));
declare const bdpSheet: BlockDodgeParrySheetDocument;
applyToSheet({
  sheet: bdpSheet,
  operation: { op: "take_damage", harm: { amount: 3, route: "defensible", ability: "str" } },
  dice: { seed: 4 },
});
// @ts-expect-error: a Murdham hit is its damage die, not a number.
applyToSheet({ sheet: murdhamSheet, operation: { op: "take_damage", damage: 3 }, dice: { seed: 4 } });
declare const cairnSheet: CairnHouseSheetDocument;
applyToSheet({ sheet: cairnSheet, operation: { op: "short_rest" } });
// @ts-expect-error: a Cairn House Rules short rest rolls nothing, so keeps nothing higher.
applyToSheet({ sheet: cairnSheet, operation: { op: "short_rest", keep_higher: true } });
// @ts-expect-error: Gods & Monsters sheets take no good night's sleep here.
applyToSheet({ sheet: gmSheet, operation: { op: "good_night" } });
// Spells cast from sheets, each system's way: by position among the
// prepared, from a spellbook or scroll, by index in the spell book.
applyToSheet({ sheet: cairnSheet, operation: { op: "cast_spell", source: { from: "spellbook", spell: "sleep", level: 1 } } });
applyToSheet({ sheet: gmSheet, operation: { op: "cast_spell", index: 0 } });
// @ts-expect-error: a Gods & Monsters spell is cast by its index, not a source.
applyToSheet({ sheet: gmSheet, operation: { op: "cast_spell", source: { from: "scroll", spell: "sleep", level: 1 } } });
// @ts-expect-error: Murdham sheets cast no spells.
applyToSheet({ sheet: murdhamSheet, operation: { op: "cast_spell", index: 0 } });
// @ts-expect-error: a Cairn House Rules fight is not a Murdham encounter.
const notMurdham: MurdhamEncounter = duel.fight;
console.log(notMurdham);

// An error's kind is one of the keys osr throws.
const poolKind: ErrorKind = "keep_exceeds_pool";
// @ts-expect-error: not a kind of error osr throws.
const noSuchKind: ErrorKind = "keep_exceeds_pol";
console.log(poolKind, noSuchKind);

// A dungeon turn, from the travel module (so a promise); the delve goes
// back into the next turn.
const turn = await travelTurn({ system: "cairn_house", action: "move", dice: { seed: 8 } });
const turned = await travelTurn({ system: "cairn_house", delve: turn.delve, action: "search", dice: { seed: 9 } });
console.log(turned.report, turned.delve.lit, turned.faces);
// A wilderness journey, watch by watch, the weather among its events.
const setOut = await wildernessWatch({
  system: "cairn_house",
  season: "winter",
  travellers: 3,
  action: { action: "travel" },
  dice: { seed: 10 },
});
const onward = await wildernessWatch({ system: "cairn_house", journey: setOut.journey, action: { action: "rest" }, dice: { seed: 11 } });
console.log(setOut.miles, setOut.lines, onward.report.light);
// @ts-expect-error: a journey's watch is travel, explore, a forced march, camp or rest.
await wildernessWatch({ system: "cairn_house", journey: setOut.journey, action: { action: "fly" }, dice: { seed: 12 } });
// A 3d6 Constitution trek, a day at a time, with the day's encounter odds.
const trekking = await trekDay({
  system: "constitution",
  travellers: 3,
  rations: 5,
  terrain: "forest",
  weather: "foul",
  hunters: [{ method: "forage", ground: "forest_or_jungle", ability: 12 }],
  dice: { seed: 5 },
});
console.log(trekking.lines, trekking.encounters.bands[0]?.p.exact);
await trekDay({ system: "constitution", trek: trekking.trek, terrain: "road", weather: "clear", dice: { seed: 6 } });
// @ts-expect-error: a trek's weather is clear, foul or a storm.
await trekDay({ system: "constitution", trek: trekking.trek, terrain: "road", weather: "fog", dice: { seed: 6 } });
// Murdham's tasks, tagged by system then task: a climb, then a dog's
// training handed back for the next session.
const climbing = await rollTask({ system: "murdham", task: "climb", agi: 12, surface: "hard", dice: { seed: 7 } });
console.log(climbing.result, climbing.chance.exact, climbing.text, climbing.saves[0]?.roll.band);
const session = await rollTask({ system: "murdham", task: "train_animal", training: "hunt", wit: 12, dice: { seed: 8 } });
if (session.animal) {
  await rollTask({ system: "murdham", task: "train_animal", animal: session.animal, training: "track", wit: 12, dice: { seed: 9 } });
}
// @ts-expect-error: a climb has a surface, not a lock's tool.
await rollTask({ system: "murdham", task: "climb", agi: 12, surface: "hard", tool: "lockpicks", dice: { seed: 7 } });

// A field the library writes as null is typed so.
declare const delve: Delve;
// @ts-expect-error: no encounter may be foreshadowed (null).
const foreshadowed: EntryRoll = delve.foreshadowed;
console.log(foreshadowed);

// A whole expedition: a promise from the main entry, an answer at once from
// the expedition entry once its module is instantiated.
const expedition: PlayExpeditionResponse = await playExpedition({ system: "murdham", dice: { seed: 7 } });
for (const section of expedition.chronicle) {
  console.log(`-- ${section.title}`, section.stage, section.lines.length);
}
const firstSheet: SheetDocument = expedition.party[0].sheet;
console.log(expedition.summary.ending, expedition.summary.treasure_home, firstSheet.system);
await initPlay();
const alone: PlayExpeditionResponse = playAlone({ system: "cairn_house", dice: { faces: expedition.faces } });
console.log(alone.party.map((member) => member.name));
// @ts-expect-error: the main entry's playExpedition answers with a promise.
const notYet: PlayExpeditionResponse = playExpedition({ system: "murdham", dice: { seed: 7 } });
// @ts-expect-error: the systems are named in snake_case.
await playExpedition({ system: "Cairn House", dice: { seed: 7 } });
console.log(notYet);

// An expedition stepped command by command: the response is the system's.
const begun = await startExpedition({ system: "block_dodge_parry" });
const saved: BlockDodgeParryExpedition = begun.expedition;
const walked = await stepExpedition({ system: "block_dodge_parry", expedition: saved, command: { command: "travel" }, dice: { seed: 1 } });
for (const event of walked.events) {
  const line: string = event.text;
  console.log(line, event.event);
}
const next: string[] = walked.allowed;
console.log(next, walked.party.map((member) => member.name), walked.summary?.ending);
const haggled = await startExpedition({ system: "constitution", dice: { seed: 7 } });
await stepExpedition({
  system: "constitution",
  expedition: haggled.expedition,
  command: { command: "buy", member: 0, ware: 1 },
  dice: { seed: 2 },
});
// @ts-expect-error: a Block, Dodge, Parry command is not a 3d6 Constitution one.
await stepExpedition({
  system: "constitution",
  expedition: haggled.expedition,
  command: { command: "breather" },
  dice: { seed: 2 },
});
// @ts-expect-error: a saved Murdham expedition is not a Cairn House Rules one.
await stepExpedition({ system: "cairn_house", expedition: (await startExpedition({ system: "murdham" })).expedition, command: { command: "depart" }, dice: { seed: 3 } });

// The procedures of play beside expeditions, from the same module.
const day1 = await deprivationDay({
  system: "constitution",
  str: 10,
  day: { food: "none", exertion: true, water: "ration", sleep: "well" },
});
const day2 = await deprivationDay({
  system: "constitution",
  deprivation: day1.deprivation,
  day: { food: "half", exertion: false, water: "none", sleep: "badly" },
  dice: { seed: 3 },
});
console.log(day2.hunger, day2.penalty, day2.events.map((event) => event.event));
const hunt = await rollHunt({ system: "constitution", method: "forage", ground: "plains", ability: 12, dice: { seed: 9 } });
console.log(hunt.dc, hunt.roll.rations, hunt.cut_odds);
// @ts-expect-error: a day's water is none, a ration or one's fill.
await deprivationDay({ system: "constitution", str: 10, day: { food: "full", exertion: false, water: "lots", sleep: "well" } });

// A day of a disease, answered in its system's type.
const sick = diseaseDay({ system: "murdham", disease: "bloody_flu", str: 10, dice: { seed: 2 } });
console.log(sick.recovered, sick.sickness.successes, sick.events.length);
const fever = diseaseDay({
  system: "block_dodge_parry",
  disease: "mindfog_fever",
  body: { str: { current: 11, max: 11 }, dex: { current: 10, max: 10 }, wil: { current: 9, max: 9 } },
  care: true,
  dice: { seed: 5 },
});
console.log(fever.course, fever.body.wil.current, fever.next_day.bands.length);
// @ts-expect-error: a Murdham sickness has no body.
console.log(sick.body);
// Its whole course, with exact odds: from the expedition module, so a promise.
const course = await diseaseOdds({ system: "murdham", sickness: sick.sickness, str: 10, days: 10 });
console.log(course.course.mean_days.exact, course.course.by_day.length, course.course.endings.bands.length);

// Spells, from the magic module (so promises): prepared, then cast, each
// answer in its system's type.
const day = await prepareSpells({
  system: "constitution",
  caster: { level: 2, specialisations: { goetia: true } },
  spells: [{ name: "Fire Bolt", level: 1, rating: 60 }],
});
const bolt = await castSpell({ system: "constitution", prepared: day.prepared, position: 0, dice: { seed: 3 } });
console.log(bolt.succeeded, bolt.chance.exact, bolt.prepared.spells[0].cast, bolt.text);
const fireball = await castSpell({
  system: "cairn_house",
  source: { from: "scroll", spell: "fireball", level: 3 },
  wil: 11,
  danger: true,
  dice: { seed: 4 },
});
console.log(fireball.mishap, fireball.mishap_chance.decimal, fireball.effect);
// @ts-expect-error: a Cairn House Rules cast has no prepared spells.
console.log(fireball.prepared);
// @ts-expect-error: Murdham casts no spells.
await castSpell({ system: "murdham", wil: 9, spell_fatigue: 1, dice: { seed: 1 } });
const rite = await performRitual({
  system: "constitution",
  spell: { name: "Hold Portal", level: 2, rating: 75 },
  kno: 13,
  wil: 14,
  dice: { seed: 5 },
});
console.log(rite.cast, rite.hours, rite.roll.kno.total, rite.chance.exact);
const seen = await disbelieve({ system: "gods_and_monsters", way: "willpower", score: 12, penalty: -4, dice: { seed: 6 } });
console.log(seen.succeeded, seen.modifier, seen.regained, seen.text);
// @ts-expect-error: disbelief is by perception or willpower.
await disbelieve({ system: "gods_and_monsters", way: "squinting", score: 12, dice: { seed: 6 } });
// Spells learnt: a study's exact odds per rating, a sorceror's compatibility roll.
const studied = await learnSpell({ system: "constitution", way: "study", spell: "Ward", rating: 40, days: 2, dice: { seed: 3 } });
if (studied.way === "study") console.log(studied.rating, studied.odds.map((band) => band.p.exact));
const acquired = await learnSpell({ system: "gods_and_monsters", way: "acquire", spell: "Web", level: 3, by: { by: "loot" }, reason: 9, dice: { seed: 4 } });
console.log(acquired.learnable, acquired.compatibility?.target, acquired.text);
// @ts-expect-error: Gods & Monsters sorcerors have no mentors here.
await learnSpell({ system: "gods_and_monsters", way: "mentor", spell: "Web", rating: 50 });

// Hazards and poison, from the expedition module (so promises), each
// answer in its system's type, then its hazard's or step's.
const fall = await rollHazard({
  system: "gods_and_monsters",
  hazard: "fall",
  feet: 30,
  vitals: { survival: 7, max_survival: 7 },
  resilience: { stay_conscious: 11, end: 15 },
  dice: { seed: 5 },
});
if (fall.hazard === "fall") console.log(fall.consequence, fall.seconds, fall.vitals.injuries, fall.text);
const dose = await rollPoison({ system: "murdham", step: "dose", str: 11, dice: { seed: 6 } });
if (dose.step === "dose") console.log(dose.takes_effect, dose.chance.exact, dose.poisoning);
// The later hazards and drug steps, each once.
const dragon = await rollHazard({ system: "murdham", hazard: "fear", dread: "terrifying", wit: 9, dice: { seed: 7 } });
if (dragon.hazard === "fear") console.log(dragon.outcome, dragon.odds.bands.length, dragon.text);
const company = await rollHazard({
  system: "murdham",
  hazard: "group_fear",
  dread: "frightening",
  wits: [14, 10],
  dice: { seed: 8 },
});
if (company.hazard === "group_fear") console.log(company.outcomes.join(", "), company.odds.length);
const captive = await rollHazard({
  system: "murdham",
  hazard: "torture",
  wit: 8,
  health: { current: 10, max: 10 },
  dice: { seed: 9 },
});
if (captive.hazard === "torture") console.log(captive.talks, captive.talk_chance.exact, captive.health.current);
const crash = await rollHazard({
  system: "murdham",
  hazard: "crash",
  vehicle: "cart",
  passengers: [{ current: 10, max: 10 }],
  dice: { seed: 10 },
});
if (crash.hazard === "crash") console.log(crash.vehicle_damage, crash.passengers[0].health.current, crash.text);
const buffer = await rollHazard({ system: "gods_and_monsters", hazard: "suffocation_buffer", end: 15, dice: { seed: 11 } });
if (buffer.hazard === "suffocation_buffer") {
  const choke = await rollHazard({
    system: "gods_and_monsters",
    hazard: "suffocation",
    choking: buffer.choking,
    health: 10,
    vitals: { survival: 7, max_survival: 7 },
    resilience: { stay_conscious: 11, end: 15 },
    dice: { seed: 12 },
  });
  if (choke.hazard === "suffocation") console.log(choke.injured, choke.consequence, choke.rounds_to_next, choke.choking.health_rolls);
}
const dazed = await rollHazard({ system: "gods_and_monsters", hazard: "semi_conscious", willpower: 7, dice: { seed: 13 } });
if (dazed.hazard === "semi_conscious") console.log(dazed.response === "at_once" ? 0 : dazed.response.after);
const wake = await rollHazard({ system: "gods_and_monsters", hazard: "awaken", score: 11, injuries: 2, dice: { seed: 14 } });
if (wake.hazard === "awaken") console.log(wake.awake, wake.text);
// A Gods & Monsters ailment: what it takes is applied to the vitals.
const bitten = await rollPoison({
  system: "gods_and_monsters",
  step: "contract",
  ailment: "huge_spider",
  exposure: "inflicted",
  score: 8,
  health: 10,
  vitals: { survival: 7, max_survival: 7 },
  resilience: { stay_conscious: 11, end: 15 },
  dice: { seed: 16 },
});
if (bitten.system === "gods_and_monsters") console.log(bitten.vitals.injuries, bitten.condition, bitten.text);
const hooked = await rollPoison({ system: "murdham", step: "addiction", wit: 11, dice: { seed: 15 } });
if (hooked.step === "addiction") console.log(hooked.addicted, hooked.chance.exact);
const craving = await rollPoison({ system: "murdham", step: "withdrawal", rest: "full", units: 5, wit: 12 });
if (craving.step === "withdrawal") console.log(craving.wit_lost, craving.wit);
// @ts-expect-error: a Murdham fall is measured in centimetres, not feet.
await rollHazard({ system: "murdham", hazard: "fall", feet: 30, agi: 10, health: { current: 10, max: 10 } });

// A fight held in the module, typed by its system.
const tracker = new FightTracker({ system: "cairn_house", setup: duel.fight.setup });
const firstStep = tracker.step({ system: "cairn_house", command: { command: "roll_initiative" }, dice: { seed: 1 } });
console.log(firstStep.next, firstStep.events.map((event) => event.text), tracker.state().combatants.length);
const savedLog: CairnHouseFight = tracker.save();
const resumed = FightTracker.resume({ system: "cairn_house", fight: savedLog });
// @ts-expect-error: a Cairn House Rules tracker takes Cairn House Rules commands.
resumed.step({ system: "murdham", command: { command: "roll_initiative" }, dice: { seed: 1 } });
// What the fight takes now goes back in as it is.
const offered: CairnHouseCommand[] = firstStep.legal;
if (offered.length > 0) tracker.step({ system: "cairn_house", command: offered[0], dice: { seed: 2 } });
tracker.free();
resumed.free();

// A sheet into a fight and back: the sheet's own combatant (and, in Cairn
// House Rules, the health it enters with), then the fight's losses on the
// sheet.
const hero = combatantFromSheet({ sheet: cairnSheet, id: 1 });
const withHero = new FightTracker({
  system: "cairn_house",
  setup: {
    combatants: [hero.combatant, { id: 2, side: "foes", abilities: [8, 12, 7], hp: 3, die: "d6" }],
    health: [hero.health],
  },
});
const home = applyToSheet({ sheet: cairnSheet, operation: { op: "after_fight", fight: withHero.save(), id: 1 } });
console.log(home.sheet.health.hp, home.events.map((event) => event.text));
withHero.free();
const gmHero = combatantFromSheet({ sheet: gmSheet, id: 1, side: "foes" });
console.log(gmHero.combatant.vitals.survival);
// @ts-expect-error: only a Cairn House Rules combatant enters with health of its own.
console.log(gmHero.health);
// @ts-expect-error: Block, Dodge, Parry has no fight, so no combatant.
console.log(combatantFromSheet({ sheet: bdpSheet, id: 1 }).combatant);
// @ts-expect-error: a Murdham sheet takes back a Murdham encounter, not a Cairn House Rules fight.
applyToSheet({ sheet: murdhamSheet, operation: { op: "after_fight", fight: savedLog, id: 1 } });

// Murdham awareness at an encounter's start, answered in Murdham's shape.
const met = rollInitiative({
  system: "murdham",
  party: { stance: "cautious", wits: [9, 12] },
  foes: { stance: "hidden", wits: [10] },
});
console.log(met.spotting, met.party.spotted, met.lines);
// @ts-expect-error: a Murdham side's stance is cautious, reckless or hidden.
rollInitiative({ system: "murdham", party: { stance: "sneaky", wits: [9] }, foes: { stance: "cautious", wits: [10] } });

// The house rules' initiative, tracked round by round (in the fights
// module, so a promise from the main entry).
const house = await startHouseInitiative({
  setup: {
    rules: { method: { method: "side", ties: "reroll" }, keep: "each_round", declarations: false },
    entrants: [{ id: 1, side: "party" }, { id: 2, side: "foes" }],
  },
  names: [{ id: 1, name: "Ash" }, { id: 2, name: "the ogre" }],
});
const houseRolled = await stepHouseInitiative({ initiative: house.initiative, command: { command: "roll" }, dice: { seed: 3 } });
console.log(houseRolled.events.map((event) => event.text), houseRolled.next?.ids, house.side_odds?.length);
// @ts-expect-error: a side initiative's ties are re-rolled, simultaneous or the party's.
await startHouseInitiative({ setup: { rules: { method: { method: "side", ties: "list_order" }, keep: "each_round", declarations: false }, entrants: [] } });

// Rest on the health a tracker holds, typed by its system.
const rested = await takeRest({ system: "cairn_house", rest: "long", character: { hp: 1, max_hp: 4, str: { current: 8, max: 12 }, dex: { current: 9, max: 9 }, wil: { current: 10, max: 10 } }, ability: "str", dice: { seed: 5 } });
console.log(rested.character.str.current, rested.odds?.bands.length, rested.text);
const reroll = await takeRest({
  system: "constitution",
  rest: "good_night",
  vitality: { hp: 3, hit_dice: 2, fatigue: 3, penance: 0, tough: false, level: 1, marks: 0, minor_wounds: 1, dead: false },
  morning_fatigue: 0,
  dice: { seed: 6 },
});
console.log(reroll.vitality.hp, reroll.odds.bands.length, reroll.text);
const breather = await takeRest({
  system: "block_dodge_parry",
  rest: "catch_breath",
  body: { str: { current: 8, max: 12 }, dex: { current: 9, max: 10 }, wil: { current: 9, max: 9 } },
  hp: { current: 2, max: 6 },
  waterskin: "d8",
  dice: { seed: 7 },
});
console.log(breather.hp?.current, breather.waterskin, breather.text);
const craved = await takeRest({ system: "murdham", rest: "daily", wit: 9, addicted: true });
console.log(craved.wit, craved.text);
const night = await takeRest({ system: "gods_and_monsters", rest: "night", vitals: { survival: 2, max_survival: 7 }, level: 2, health: 10, dice: { seed: 6 } });
console.log(night.vitals.survival, night.chance.exact);
// @ts-expect-error: Gods & Monsters rests by the night or the day, not by the week.
await takeRest({ system: "gods_and_monsters", rest: "full", vitals: { survival: 2, max_survival: 7 }, level: 2 });
