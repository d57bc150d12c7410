// simulateManyFights: any number of fights, in chunks of simulateFights,
// with progress; the same request gives the same counts.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";

import * as osr from "@osr-rs/osr";
import { OsrError } from "@osr-rs/osr";

// The Cairn House Rules setup of the determinism vectors.
const vectors = JSON.parse(readFileSync(new URL("./vectors/combat.json", import.meta.url), "utf8"));
const setup = vectors.find((v) => v.operation === "simulateFights" && v.request.system === "cairn_house").request.setup;

test("up to 1000 fights are exactly simulateFights", async () => {
  const request = { system: "cairn_house", setup, fights: 700, seed: 11 };
  assert.deepEqual(await osr.simulateManyFights(request), await osr.simulateFights(request));
});

test("more fights are played 1000 at a time from seed, seed + 1, ..., with progress", async () => {
  const seen = [];
  const many = await osr.simulateManyFights(
    { system: "cairn_house", setup, fights: 2500, seed: 2 ** 53 - 2 },
    { onProgress: (done, total) => seen.push([done, total]) },
  );
  assert.deepEqual(seen, [[1000, 2500], [2000, 2500], [2500, 2500]]);
  // The chunks as three calls, the seed wrapping past 2^53 - 1 to 0.
  const chunks = await Promise.all([[1000, 2 ** 53 - 2], [1000, 2 ** 53 - 1], [500, 0]].map(([fights, seed]) =>
    osr.simulateFights({ system: "cairn_house", setup, fights, seed })));
  const sum = (key) => chunks.reduce((total, chunk) => total + chunk[key], 0);
  assert.deepEqual(many, {
    fights: 2500,
    party: sum("party"),
    foes: sum("foes"),
    undecided: sum("undecided"),
    party_share: sum("party") / 2500,
  });
  assert.equal(many.party + many.foes + many.undecided, 2500);
});

test("a count or seed out of range, or a bad callback, is refused before any fight", async () => {
  for (const [fights, seed, path] of [[0, 1, "/fights"], [1.5, 1, "/fights"], [10_000_001, 1, "/fights"], [10, -1, "/seed"], [10, 2 ** 53, "/seed"]]) {
    await assert.rejects(
      osr.simulateManyFights({ system: "cairn_house", setup, fights, seed }),
      (error) => error instanceof OsrError && error.kind === "out_of_range" && error.path === path,
    );
  }
  await assert.rejects(
    osr.simulateManyFights({ system: "cairn_house", setup, fights: 10, seed: 1 }, { onProgress: 3 }),
    (error) => error instanceof OsrError && error.kind === "invalid_request",
  );
  // What simulateFights refuses is refused as it says.
  await assert.rejects(
    osr.simulateManyFights({ system: "cairn_house", setup: {}, fights: 10, seed: 1 }),
    (error) => error instanceof OsrError && error.kind === "invalid_request",
  );
});
