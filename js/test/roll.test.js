// rollNotation with a notation string: the same rolls as the request form,
// a seed drawn and returned when none is given, options checked, and the
// dice-only entry rolling as the whole package does.
import { test } from "node:test";
import assert from "node:assert/strict";

import { OsrError, notationOdds, rollNotation } from "@osr-rs/osr";
import * as dice from "@osr-rs/osr/dice";

const NOTATIONS = ["1d20+5", "4d6kh3", "3d6", "2d20kh1", "10d6!", "d%", "{d6, d6+1}kh1", "3d6!o2 - 1"];

test("a string rolls as the request form does, seed for seed", () => {
  for (const notation of NOTATIONS) {
    for (const seed of [0, 1, 7, 2 ** 53 - 1]) {
      const quick = rollNotation(notation, { seed });
      const full = rollNotation({ notation, dice: { seed } });
      assert.equal(quick.total, full.total, `${notation} seed ${seed}`);
      assert.deepEqual(quick.faces, full.faces, `${notation} seed ${seed}`);
      assert.equal(quick.seed, seed);
      // The trace and text, replayed from the faces, are the request form's.
      assert.equal(quick.text, full.text);
      assert.deepEqual(quick.roll, full.roll);
      assert.deepEqual(JSON.parse(JSON.stringify(quick)), { ...full, seed });
      // A spread copies the own fields, and nothing the roll keeps to itself.
      assert.deepEqual({ ...quick }, { notation, total: full.total, faces: full.faces, seed });
    }
  }
});

test("without a seed, one is drawn and returned, and replays the roll", () => {
  const seeds = new Set();
  for (let i = 0; i < 600; i++) {
    const roll = rollNotation("3d6");
    assert.ok(Number.isInteger(roll.seed) && roll.seed >= 0 && roll.seed <= 2 ** 53 - 1);
    assert.ok(roll.total >= 3 && roll.total <= 18);
    seeds.add(roll.seed);
    if (i % 50 === 0) {
      const again = rollNotation("3d6", { seed: roll.seed });
      assert.deepEqual([again.total, again.faces], [roll.total, roll.faces]);
    }
  }
  // 600 draws of 53 bits: a repeat would mean the seeds are not drawn.
  assert.equal(seeds.size, 600);
});

test("faces from the table roll as given, with no seed", () => {
  const roll = rollNotation("4d6kh3", { faces: [6, 5, 3, 2] });
  assert.equal(roll.total, 14);
  assert.deepEqual(roll.faces, [6, 5, 3, 2]);
  assert.equal("seed" in roll, false);
  assert.equal(roll.text, "4d6kh3 = [6, 5, 3, 2 (dropped)] = 14");
  assert.throws(() => rollNotation("2d6", { faces: [6, 1, 2] }), { kind: "unused_faces" });
  assert.throws(() => rollNotation("2d6", { faces: [6, 7] }), { kind: "face_out_of_range" });
});

test("variables are bound by name", () => {
  const roll = rollNotation("1d20 + @str", { seed: 3, vars: { str: 2 } });
  assert.equal(roll.total, roll.faces[0] + 2);
  assert.equal(roll.seed, 3);
  assert.equal(roll.text, `1d20+@{str} = [${roll.faces[0]}] + str = ${roll.total}`);
  const table = rollNotation("1d20 + @str", { faces: [14], vars: { str: -1 } });
  assert.equal(table.total, 13);
  assert.throws(() => rollNotation("1d20 + @wis", { seed: 1, vars: { str: 2 } }), { kind: "unbound" });
  const odds = notationOdds({ notation: "(@level+1)d4", vars: { level: 2 } });
  assert.deepEqual([odds.min, odds.max], [3, 12]);
});

test("options are checked, not guessed", () => {
  const refused = [
    [{ seed: 1, faces: [3] }, "invalid_request"],
    [{ seeds: 1 }, "invalid_request"],
    [{ seed: -1 }, "out_of_range"],
    [{ seed: 1.5 }, "out_of_range"],
    [{ seed: 2 ** 53 }, "out_of_range"],
    [{ seed: "7" }, "invalid_request"],
    [{ faces: [2.5] }, "invalid_request"],
    [{ faces: [-1] }, "invalid_request"],
    [{ faces: "6" }, "invalid_request"],
    [null, "invalid_request"],
    [7, "invalid_request"],
    [[1], "invalid_request"],
  ];
  for (const [options, kind] of refused) {
    assert.throws(() => rollNotation("1d6", options), { name: "OsrError", kind }, JSON.stringify(options));
  }
  assert.throws(() => rollNotation({ notation: "1d6", dice: { seed: 1 } }, { seed: 1 }), {
    kind: "invalid_request",
  });
});

test("every error is an OsrError, from the module or from the options", () => {
  for (const attempt of [
    () => rollNotation("4d6kh5"),
    () => rollNotation({ notation: "4d6kh5", dice: { seed: 1 } }),
    () => rollNotation("1d6", { bogus: true }),
    () => notationOdds({ notation: "1000001d6" }),
  ]) {
    assert.throws(attempt, (error) => {
      assert.ok(error instanceof OsrError);
      assert.ok(error instanceof Error);
      assert.equal(typeof error.kind, "string");
      return true;
    });
  }
  assert.equal(new TypeError("x") instanceof OsrError, false);
  assert.equal(new OsrError("out_of_range", "made here") instanceof OsrError, true);
});

test("a span counts UTF-16 code units, as JavaScript indexes the notation", () => {
  for (const notation of ["2d6 + \u{1F3B2}", "\u00e9", "d6 + d\u00e9"]) {
    try {
      rollNotation(notation, { seed: 1 });
      assert.fail(`${notation} rolled`);
    } catch (error) {
      assert.ok(error instanceof OsrError);
      const { start, end } = error.span;
      assert.ok(start < end && end <= notation.length, `${notation}: ${start}..${end}`);
      assert.ok(error.message.startsWith(`at ${start}..${end}: `), error.message);
    }
  }
  // In bytes these would be 6..10 and 6..8.
  for (const [notation, start, end, text] of [
    ["2d6 + \u{1F3B2} + 1", 6, 8, "\u{1F3B2}"],
    ["d6 + d\u00e9 + 1", 6, 7, "\u00e9"],
  ]) {
    assert.throws(() => rollNotation(notation), (error) => {
      assert.deepEqual(error.span, { start, end });
      assert.ok(error.message.startsWith(`at ${start}..${end}: `), error.message);
      assert.equal(notation.slice(start, end), text);
      return true;
    });
  }
});

test("the dice entry rolls and weighs as the whole package does", () => {
  assert.deepEqual(Object.keys(dice).sort(), ["OsrError", "default", "initSync", "notationOdds", "rollNotation"]);
  for (const notation of NOTATIONS) {
    const a = dice.rollNotation(notation, { seed: 11 });
    const b = rollNotation(notation, { seed: 11 });
    assert.deepEqual(a.toJSON(), b.toJSON());
    assert.deepEqual(dice.notationOdds({ notation }), notationOdds({ notation }));
  }
  assert.throws(() => dice.rollNotation("4d6kh5"), (error) => error instanceof OsrError && error.kind === "keep_exceeds_pool");
  assert.throws(() => dice.rollNotation("4d6kh5"), (error) => error instanceof dice.OsrError);
});
