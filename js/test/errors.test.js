// Errors arrive as JavaScript errors with the Rust error's kind, message
// and span; requests JSON cannot carry are refused, not guessed.
import { test } from "node:test";
import assert from "node:assert/strict";

import init, { notationOdds, readSheet, rollNotation } from "@osr-rs/osr";

test("init() may be awaited under Node.js too", async () => {
  await init();
  assert.equal(rollNotation({ notation: "d1", dice: { faces: [1] } }).total, 1);
});

test("a notation error carries its kind and span", () => {
  const notation = "2d6 + kh";
  try {
    rollNotation({ notation, dice: { seed: 1 } });
    assert.fail("no error");
  } catch (error) {
    assert.equal(error.name, "OsrError");
    assert.equal(typeof error.kind, "string");
    assert.ok(error.span.start <= error.span.end && error.span.end <= notation.length);
    assert.ok(error.message.startsWith(`at ${error.span.start}..${error.span.end}: `));
  }
});

test("a request refused as it is read names the value, as a JSON Pointer", () => {
  const sheet = { system: "murdham", version: 1, str: "12" };
  assert.throws(
    () => readSheet({ sheet }),
    (error) =>
      error.kind === "invalid_request" &&
      error.path === "/sheet/str" &&
      error.message.startsWith("at /sheet/str: ") &&
      !error.message.includes("line 1"),
  );
  assert.throws(
    () => rollNotation({ notation: "1d6", dice: { faces: [3, "4"] } }),
    (error) => error.path === "/dice/faces/1",
  );
});

test("requests JSON cannot carry are refused", () => {
  for (const request of [undefined, 1n, { notation: "d6", dice: { seed: 1n } }]) {
    assert.throws(() => rollNotation(request), { name: "OsrError", kind: "invalid_request" });
  }
  const cycle = { notation: "d6" };
  cycle.dice = cycle;
  assert.throws(() => rollNotation(cycle), { kind: "invalid_request" });
});

test("a seed JavaScript cannot write exactly is refused", () => {
  assert.throws(() => rollNotation({ notation: "d6", dice: { seed: 2 ** 53 } }), {
    kind: "out_of_range",
  });
});

test("odds add up to one", () => {
  const odds = notationOdds({ notation: "3d6" });
  const sum = odds.outcomes.reduce((total, outcome) => total + outcome.p.decimal, 0);
  assert.ok(Math.abs(sum - 1) < 1e-12);
  assert.equal(odds.outcomes.length, 16);
});
