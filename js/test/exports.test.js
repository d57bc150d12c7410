// Every function the package exports is exercised: each operation by the
// determinism vectors, the rest by name here or in the other tests.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";

import * as osr from "@osr-rs/osr";
import * as dice from "@osr-rs/osr/dice";
import * as play from "@osr-rs/osr/play";
import * as magic from "@osr-rs/osr/magic";
import * as travel from "@osr-rs/osr/travel";
import * as hazard from "@osr-rs/osr/hazard";
import * as fights from "@osr-rs/osr/fights";
import * as steps from "@osr-rs/osr/steps";

const folder = new URL("./vectors/", import.meta.url);
const answered = new Set();
for (const file of readdirSync(folder).filter((name) => name.endsWith(".json"))) {
  for (const vector of JSON.parse(readFileSync(new URL(file, folder), "utf8"))) {
    answered.add(vector.operation);
  }
}

// Exports that are not operations, with the test that covers each.
const OTHERS = {
  default: "errors.test.js: init() may be awaited under Node.js too",
  initSync: "the Node.js entries call it when imported",
  OsrError: "roll.test.js: every error is an OsrError",
  simulateManyFights: "simulate.test.js: chunks of simulateFights, with progress",
  FightTracker: "tracker.test.js: a held fight steps as stepFight steps its log",
  // The fast path of rollNotation(string), called through it only.
  __rollNotationPacked: "roll.test.js: a string rolls as the request form does",
};

// The main entry answers each of `requests` as `entry`, the entry of a
// module loaded on first call, does: with a promise of the same answer.
// `requests` names every function of that entry.
async function answersAsItsEntry(entry, requests) {
  const names = Object.keys(entry).filter((name) => /^[a-z]/.test(name) && !["default", "initSync"].includes(name));
  assert.deepEqual(names.sort(), Object.keys(requests).sort());
  for (const [name, request] of Object.entries(requests)) {
    const answer = osr[name](request);
    assert.ok(answer instanceof Promise, name);
    assert.deepEqual(await answer, entry[name](request), name);
  }
}

test("every exported function is an operation the vectors answer, or covered by name", () => {
  for (const [name, value] of Object.entries(osr)) {
    if (typeof value !== "function") {
      continue;
    }
    assert.ok(answered.has(name) || name in OTHERS, `${name} is exported and tested nowhere`);
  }
  for (const name of Object.keys(OTHERS)) {
    assert.equal(typeof osr[name], "function", `${name} is listed but not exported`);
  }
});

test("the dice entry exports the dice operations and nothing else", () => {
  const functions = Object.keys(dice).filter((name) => typeof dice[name] === "function");
  assert.deepEqual(functions.sort(), ["OsrError", "default", "initSync", "notationOdds", "rollNotation"]);
  for (const name of ["notationOdds", "rollNotation"]) {
    assert.ok(answered.has(name));
  }
});

test("the expedition entry exports its functions and nothing else", () => {
  const functions = Object.keys(play).filter((name) => typeof play[name] === "function");
  assert.deepEqual(functions.sort(), [
    "OsrError",
    "default",
    "deprivationDay",
    "diseaseOdds",
    "initSync",
    "playExpedition",
    "rollHunt",
  ]);
  for (const name of ["deprivationDay", "diseaseOdds", "playExpedition", "rollHunt"]) {
    assert.ok(answered.has(name), name);
  }
});

test("the main entry answers each function of the expedition entry with a promise", async () => {
  const requests = {
    playExpedition: { system: "block_dodge_parry", dice: { seed: 2 } },
    deprivationDay: {
      system: "constitution",
      str: 9,
      day: { food: "half", exertion: true, water: "none", sleep: "none" },
      dice: { seed: 4 },
    },
    rollHunt: { system: "constitution", method: "ranged", ground: "other", ability: 11, dice: { seed: 6 } },
    diseaseOdds: { system: "murdham", disease: "bloody_flu", str: 9, days: 5 },
  };
  await answersAsItsEntry(play, requests);
});

test("the stepped-expedition entry exports its functions and nothing else", async () => {
  const functions = Object.keys(steps).filter((name) => typeof steps[name] === "function");
  assert.deepEqual(functions.sort(), ["OsrError", "default", "initSync", "startExpedition", "stepExpedition"]);
  for (const name of ["startExpedition", "stepExpedition"]) {
    assert.ok(answered.has(name), name);
  }
  const requests = {
    startExpedition: { system: "cairn_house", dice: { seed: 4 } },
    stepExpedition: {
      system: "murdham",
      expedition: steps.startExpedition({ system: "murdham" }).expedition,
      command: { command: "depart" },
      dice: { seed: 5 },
    },
  };
  await answersAsItsEntry(steps, requests);
});

test("an expedition is stepped command by command through the main entry", async () => {
  let step = await osr.startExpedition({ system: "block_dodge_parry" });
  assert.equal(step.system, "block_dodge_parry");
  assert.ok(step.chronicle.length > 0);
  assert.deepEqual(step.events, []);
  const names = step.party.map((member) => member.name);
  // Walk to the crypt, then take breathers until the rules allow none.
  step = await osr.stepExpedition({ system: "block_dodge_parry", expedition: step.expedition, command: { command: "travel" }, dice: { seed: 1 } });
  assert.match(step.events[0].text, /^day 1: /);
  assert.ok(step.allowed.includes("explore"), step.allowed.join());
  assert.deepEqual(step.party.map((member) => member.name), names);
  // A command the rules do not allow now rejects with its kind, and the
  // saved expedition is unchanged for the next call.
  await assert.rejects(
    osr.stepExpedition({ system: "block_dodge_parry", expedition: step.expedition, command: { command: "disband" }, dice: { seed: 1 } }),
    (error) => error instanceof osr.OsrError && error.kind === "not_now",
  );
  const again = await osr.stepExpedition({ system: "block_dodge_parry", expedition: step.expedition, command: { command: "explore" }, dice: { seed: 2 } });
  assert.ok(again.expedition.commands.length === step.expedition.commands.length + 1);
});

test("the magic entry exports its functions and nothing else", () => {
  const functions = Object.keys(magic).filter((name) => typeof magic[name] === "function");
  const own = [
    "askBlessing",
    "castSpell",
    "disbelieve",
    "learnSpell",
    "listSpells",
    "performRitual",
    "prepareSpells",
    "psychicAttack",
    "researchOdds",
    "rollResearch",
  ];
  assert.deepEqual(functions.sort(), ["OsrError", "default", "initSync", ...own].sort());
  for (const name of own) {
    assert.ok(answered.has(name), name);
  }
});

test("the main entry answers each function of the magic entry with a promise", async () => {
  const bolt = { name: "Fire Bolt", level: 1, rating: 60 };
  const prepared = await osr.prepareSpells({
    system: "constitution",
    caster: { level: 1, specialisations: { goetia: true } },
    spells: [bolt],
  });
  const requests = {
    listSpells: { system: "cairn_house", level: 2 },
    rollResearch: { system: "constitution", level: 1, dice: { seed: 5 } },
    researchOdds: { system: "constitution", level: 2 },
    prepareSpells: { system: "constitution", caster: { level: 1, specialisations: { goetia: true } }, spells: [bolt] },
    castSpell: { system: "constitution", prepared: prepared.prepared, position: 0, dice: { seed: 8 } },
    performRitual: { system: "constitution", spell: bolt, kno: 14, wil: 11, dice: { seed: 9 } },
    askBlessing: {
      system: "constitution",
      specialisations: { ordained: true },
      purpose: "just",
      prayed_at: 1200,
      sunrise: 390,
      sunset: 1110,
    },
    psychicAttack: {
      system: "gods_and_monsters",
      monk_level: 2,
      verve: 2,
      charisma_major: 0,
      defender: { verve: 1, survival: 6 },
      dice: { seed: 10 },
    },
    disbelieve: { system: "gods_and_monsters", way: "perception", score: 11, penalty: -2, dice: { seed: 11 } },
    learnSpell: { system: "constitution", way: "study", spell: "Ward", rating: 40, days: 2, dice: { seed: 12 } },
  };
  await answersAsItsEntry(magic, requests);
  // A refusal rejects with an OsrError of the rules' kind.
  await assert.rejects(osr.castSpell({ system: "cairn_house", source: { from: "scroll", spell: "sleep", level: 1 }, encumbered: true }), (error) => {
    assert.ok(error instanceof osr.OsrError);
    assert.equal(error.kind, "encumbered");
    return true;
  });
});

test("the travel entry exports its functions, and the main entry answers each with a promise", async () => {
  const table = {
    id: "crypt",
    sides: 6,
    count: 1,
    rows: [
      { low: 1, high: 3, id: "skeletons" },
      { low: 4, high: 6, id: "ghouls" },
    ],
  };
  const requests = {
    travelTurn: { system: "cairn_house", action: "move", dice: { faces: [6] } },
    wildernessWatch: {
      system: "cairn_house",
      season: "autumn",
      travellers: 3,
      action: { action: "travel" },
      dice: { seed: 14 },
    },
    trekDay: {
      system: "constitution",
      travellers: 3,
      rations: 5,
      terrain: "plains",
      weather: "clear",
      hunters: [{ method: "ranged", ground: "plains", ability: 12 }],
      dice: { seed: 15 },
    },
    rollOnTable: { table, dice: { seed: 12 } },
    tableOdds: { table },
    rollEncounter: { system: "constitution", checks: { kind: "dungeon", count: 3 }, dice: { seed: 13 } },
    encounterOdds: { system: "constitution", checks: { kind: "overland", miles: 18 } },
    rollTask: { system: "murdham", task: "climb", agi: 12, surface: "hard", dice: { seed: 16 } },
  };
  const functions = Object.keys(travel).filter((name) => typeof travel[name] === "function");
  assert.deepEqual(functions.sort(), ["OsrError", "default", "initSync", ...Object.keys(requests)].sort());
  for (const name of Object.keys(requests)) {
    assert.ok(answered.has(name), name);
  }
  await answersAsItsEntry(travel, requests);
});

test("the hazard entry exports its functions, and the main entry answers each with a promise", async () => {
  const requests = {
    rollHazard: {
      system: "gods_and_monsters",
      hazard: "fall",
      feet: 30,
      vitals: { survival: 7, max_survival: 7 },
      resilience: { stay_conscious: 11, end: 15 },
      dice: { seed: 8 },
    },
    rollPoison: { system: "murdham", step: "dose", str: 11, dice: { seed: 9 } },
    takeRest: { system: "gods_and_monsters", rest: "night", vitals: { survival: 2, max_survival: 7 }, level: 2, health: 10, dice: { seed: 10 } },
  };
  const functions = Object.keys(hazard).filter((name) => typeof hazard[name] === "function");
  assert.deepEqual(functions.sort(), ["OsrError", "default", "initSync", ...Object.keys(requests)].sort());
  for (const name of Object.keys(requests)) {
    assert.ok(answered.has(name), name);
  }
  await answersAsItsEntry(hazard, requests);
  // A later variant of each answers alike too.
  for (const [name, request] of [
    ["rollHazard", { system: "murdham", hazard: "torture", wit: 8, health: { current: 10, max: 10 }, dice: { seed: 10 } }],
    ["rollPoison", { system: "murdham", step: "addiction", wit: 11, dice: { seed: 11 } }],
    ["takeRest", { system: "constitution", rest: "short", vitality: { hp: 7, hit_dice: 2, fatigue: 2, penance: 0, tough: false, level: 1, marks: 0, minor_wounds: 0, dead: false }, keep_higher: false, dice: { seed: 12 } }],
    ["takeRest", { system: "block_dodge_parry", rest: "catch_breath", body: { str: { current: 8, max: 12 }, dex: { current: 9, max: 10 }, wil: { current: 9, max: 9 } }, hp: { current: 2, max: 6 }, waterskin: "d8", dice: { seed: 13 } }],
    ["takeRest", { system: "murdham", rest: "full", wit: 9, addicted: true, drug_units: 5 }],
  ]) {
    assert.deepEqual(await osr[name](request), hazard[name](request), name);
  }
});

test("the fights entry exports its functions, and the main entry answers each with a promise", async () => {
  const combat = JSON.parse(readFileSync(new URL("./vectors/combat.json", import.meta.url), "utf8"));
  const setup = combat.find((v) => v.operation === "simulateFights" && v.request.system === "cairn_house").request.setup;
  const fighter = { dr: 0, hp: 4, max_hp: 4, step: "normal", str: 11, weapon: "d8" };
  const requests = {
    simulateFights: { system: "cairn_house", setup, fights: 50, seed: 12 },
    fightOdds: { system: "cairn_house", duel: { first: "party", party: fighter, foes: { ...fighter, dr: 1 }, out: "critical_damage" } },
    startHouseInitiative: {
      setup: {
        rules: { method: { method: "individual", ties: "list_order" }, keep: "whole_fight", declarations: false },
        entrants: [{ id: 1, side: "party" }, { id: 2, side: "foes" }],
      },
    },
    stepHouseInitiative: {
      initiative: combat.find((v) => v.operation === "startHouseInitiative").response.initiative,
      command: { command: "declare", id: 1 },
      dice: { faces: [] },
    },
  };
  const functions = Object.keys(fights).filter((name) => typeof fights[name] === "function");
  assert.deepEqual(functions.sort(), ["OsrError", "default", "initSync", ...Object.keys(requests)].sort());
  for (const name of Object.keys(requests)) {
    assert.ok(answered.has(name), name);
  }
  await answersAsItsEntry(fights, requests);
});

test("the main entry's playExpedition loads the expedition module and answers as it does", async () => {
  const request = { system: "murdham", dice: { seed: 3 } };
  const answer = osr.playExpedition(request);
  assert.ok(answer instanceof Promise);
  assert.deepEqual(await answer, play.playExpedition(request));
  // A refusal rejects with an OsrError.
  await assert.rejects(osr.playExpedition({ system: "murdham", dice: { faces: [] } }), (error) => {
    assert.ok(error instanceof osr.OsrError);
    assert.equal(error.kind, "faces_exhausted");
    return true;
  });
});

test("initSync and init are the module's own", async () => {
  // Both entries were instantiated on import; init() resolves at once.
  await osr.default();
  await dice.default();
  assert.equal(dice.rollNotation("d1", { faces: [1] }).total, 1);
});
