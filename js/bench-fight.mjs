// One step of a long fight, two ways, in one Node.js process:
//
//   (cd js && npm ci && bash build.sh) && node js/bench-fight.mjs [--commands 800] [--sample-ms 1000]
//
//   stepFight            the saved log in, read back by replaying it, and
//                        the whole log out again, on every step
//   FightTracker.step    the fight held in the module: the command alone
//
// The fight is a Cairn House Rules fight in which everyone passes, played
// to --commands commands; each way then takes the same next command
// (a pass, seed 1) for about --sample-ms, and the mean time per step is
// printed with the ratio.
import { FightTracker, stepFight } from "@osr-rs/osr";

const args = process.argv.slice(2);
let commands = 800;
let sampleMs = 1000;
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--commands") commands = Number(args[++i]);
  else if (args[i] === "--sample-ms") sampleMs = Number(args[++i]);
  else throw new Error(`unknown argument ${args[i]}`);
}

const combatant = (id, side) => ({ id, side, hp: 6, abilities: [12, 12, 12], dr: 0, die: "d6" });
const start = { system: "cairn_house", setup: { combatants: [combatant(1, "party"), combatant(2, "foes")] } };
const pass = { command: "act", action: { action: "pass" } };
const tracker = new FightTracker(start);
let state = tracker.state();
for (let n = 0; n < commands; n++) {
  const command = state.next.next === "act" ? pass : { command: "roll_initiative" };
  state = tracker.step({ system: "cairn_house", command, dice: { seed: n } });
}
const saved = tracker.save();
tracker.free();

// Mean milliseconds per call of f, over about sampleMs.
function time(f) {
  let calls = 0;
  const began = performance.now();
  while (performance.now() - began < sampleMs) {
    f(calls++);
  }
  return (performance.now() - began) / calls;
}

const replayed = time(() => stepFight({ system: "cairn_house", fight: saved, command: pass, dice: { seed: 1 } }));
// Each call steps one fight further; a fresh one is resumed before it
// could reach the 2000 commands a saved fight may hold.
let held = FightTracker.resume({ system: "cairn_house", fight: saved });
let steps = 0;
const step = time(() => {
  if (++steps > 1000) {
    held.free();
    held = FightTracker.resume({ system: "cairn_house", fight: saved });
    steps = 1;
  }
  held.step({ system: "cairn_house", command: pass, dice: { seed: 1 } });
});
held.free();
console.log(`node ${process.version}; a fight of ${saved.commands.length} commands, about ${sampleMs} ms each`);
console.log(`| way | ms per step |`);
console.log(`|---|---|`);
console.log(`| stepFight | ${replayed.toFixed(3)} |`);
console.log(`| FightTracker.step | ${step.toFixed(4)} |`);
console.log(`FightTracker.step is ${(replayed / step).toFixed(0)} times as fast`);
