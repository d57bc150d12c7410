// FightTracker: a fight held in the module steps as stepFight steps its
// saved log, without the log going in and out on every step.
import { test } from "node:test";
import assert from "node:assert/strict";

import * as osr from "@osr-rs/osr";

const combatant = (id, side, hp) => ({ id, side, hp, abilities: [12, 11, 10], dr: 0, die: "d6" });
const start = {
  system: "cairn_house",
  setup: { combatants: [combatant(1, "party", 6), combatant(2, "foes", 5)] },
  names: [{ id: 1, name: "Ash" }, { id: 2, name: "the boar" }],
};
const pass = { command: "act", action: { action: "pass" } };

// The response without its log: what a tracker's step answers.
function withoutLog(response) {
  const { fight: _, ...rest } = response;
  return rest;
}

test("a tracker steps as stepFight steps the saved log", () => {
  const tracker = new osr.FightTracker(start);
  let response = osr.startFight(start);
  assert.deepEqual(tracker.state(), withoutLog(response));
  assert.deepEqual(tracker.save(), response.fight);
  for (let seed = 0; response.next.next !== "over" && seed < 60; seed++) {
    // Everyone passes for a while, then attacks in the melee phase.
    const target = response.next.id === 1 ? 2 : 1;
    const attack = { command: "act", action: { action: "attack", target } };
    const act = seed >= 20 && response.next.phase === "melee" ? attack : pass;
    const command = response.next.next === "act" ? act : { command: "roll_initiative" };
    const dice = { seed };
    response = osr.stepFight({ system: "cairn_house", fight: response.fight, command, dice, names: start.names });
    assert.deepEqual(tracker.step({ system: "cairn_house", command, dice }), withoutLog(response), `seed ${seed}`);
  }
  assert.equal(response.next.next, "over");
  assert.deepEqual(tracker.save(), response.fight);
  tracker.free();
});

test("a refused command changes nothing held", () => {
  const tracker = new osr.FightTracker(start);
  tracker.step({ system: "cairn_house", command: { command: "roll_initiative" }, dice: { seed: 3 } });
  const before = tracker.save();
  const refusals = [
    // Out of turn: initiative is rolled once.
    [{ system: "cairn_house", command: { command: "roll_initiative" }, dice: { seed: 3 } }, "out_of_turn"],
    // A face left over, after the command ran.
    [{ system: "cairn_house", command: pass, dice: { faces: [4] } }, "unused_faces"],
    // Another system's command.
    [{ system: "murdham", command: { command: "pass" }, dice: { seed: 1 } }, "invalid_request"],
  ];
  for (const [request, kind] of refusals) {
    assert.throws(
      () => tracker.step(request),
      (error) => error instanceof osr.OsrError && error.kind === kind,
      JSON.stringify(request),
    );
    assert.deepEqual(tracker.save(), before, JSON.stringify(request));
  }
  tracker.free();
});

test("a saved fight resumes where it was", () => {
  const first = new osr.FightTracker(start);
  first.step({ system: "cairn_house", command: { command: "roll_initiative" }, dice: { seed: 5 } });
  const saved = first.save();
  const resumed = osr.FightTracker.resume({ system: "cairn_house", fight: saved, names: start.names });
  assert.deepEqual(resumed.state(), first.state());
  const command = { system: "cairn_house", command: pass, dice: { seed: 9 } };
  assert.deepEqual(resumed.step(command), first.step(command));
  // A forged log is refused as stepFight refuses it.
  const forged = structuredClone(saved);
  forged.faces[0] = forged.faces[0] === 1 ? 2 : 1;
  assert.throws(
    () => osr.FightTracker.resume({ system: "cairn_house", fight: forged }),
    (error) => error instanceof osr.OsrError && error.kind === "forged",
  );
  first.free();
  resumed.free();
});

test("a tracker drives a fight of every system by its legal commands alone", async () => {
  const { readFile } = await import("node:fs/promises");
  const vectors = JSON.parse(await readFile(new URL("./vectors/combat.json", import.meta.url), "utf8"));
  const starts = new Map();
  for (const { operation, request, response } of vectors) {
    if (operation === "startFight" && response && !starts.has(request.system)) starts.set(request.system, request);
  }
  assert.deepEqual([...starts.keys()].sort(), ["cairn_house", "constitution", "gods_and_monsters", "murdham"]);
  const over = {
    constitution: (next) => next.step === "over",
    cairn_house: (next) => next.next === "over",
    gods_and_monsters: (next) => next.phase === "over",
    murdham: (next) => next.step.step === "over",
  };
  for (const [system, request] of starts) {
    const tracker = new osr.FightTracker(request);
    let step = tracker.state();
    let steps = 0;
    for (; step.legal.length > 0 && steps < 200; steps++) {
      // A command among those offered, another at each step.
      const command = step.legal[(steps * 7) % step.legal.length];
      step = tracker.step({ system, command, dice: { seed: steps } });
      assert.equal(step.system, system);
    }
    assert.ok(steps > 0, system);
    // Nothing is offered only once the fight is over.
    if (step.legal.length === 0) assert.equal(over[system](step.next), true, system);
    tracker.free();
  }
});
