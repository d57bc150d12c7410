// Seals: a referee seals a saved fight with a secret key (hexadecimal) and
// later verifies a player's copy. The seal is HMAC-SHA256 over the JSON the
// library writes for the document, so Node.js's own HMAC over the log
// the package returned gives the same digits.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createHmac } from "node:crypto";

import { sealDocument, startFight, stepFight, verifySeal } from "@osr-rs/osr";

const key = "5eed".repeat(16);

function setup(goblinDr) {
  return {
    combatants: [
      { id: 1, side: "party", hp: 4, abilities: [14, 9, 11], die: "d8", missile: false, dr: 1,
        caster: false, undead: false, initiative: "save" },
      { id: 2, side: "foes", hp: 3, abilities: [8, 12, 7], die: "d6", missile: false,
        dr: goblinDr, caster: false, undead: false, initiative: "save" },
    ],
    leader: null,
    rules: { spell_dr: "applies", initiative: "once_per_combat" },
  };
}

// The fight after initiative (a d20 of 5), before anyone is hurt.
function fight(goblinDr) {
  const started = startFight({ system: "cairn_house", setup: setup(goblinDr) });
  return stepFight({
    system: "cairn_house",
    fight: started.fight,
    command: { command: "roll_initiative" },
    dice: { faces: [5] },
  }).fight;
}

const document = (log) => ({ kind: "fight", system: "cairn_house", fight: log });

test("a seal is HMAC-SHA256 over the JSON the library writes", () => {
  const log = fight(0);
  const { seal } = sealDocument({ key, document: document(log) });
  assert.match(seal, /^[0-9a-f]{64}$/);
  const expected = createHmac("sha256", Buffer.from(key, "hex"))
    .update(JSON.stringify(log))
    .digest("hex");
  assert.equal(seal, expected);
});

test("a copy laid out anew verifies; an edit replayed consistently does not", () => {
  const log = fight(0);
  const { seal } = sealDocument({ key, document: document(log) });

  // The keys in another order, as another tool might save them.
  const reordered = JSON.parse(JSON.stringify({ events: log.events, ...log }));
  assert.notEqual(JSON.stringify(reordered), JSON.stringify(log));
  assert.deepEqual(verifySeal({ key, document: document(reordered), seal: seal.toUpperCase() }), {
    seal,
  });

  // The goblin's DR raised before anyone was hurt and the fight replayed:
  // a log the package steps on as happily as the real one.
  const edited = fight(2);
  stepFight({
    system: "cairn_house",
    fight: edited,
    command: { command: "act", action: { action: "pass" } },
    dice: { faces: [] },
  });
  assert.throws(() => verifySeal({ key, document: document(edited), seal }), {
    name: "OsrError",
    kind: "seal_mismatch",
    message: "the seal does not match this document",
  });
  // Another key does not verify either.
  assert.throws(() => verifySeal({ key: "6eed".repeat(16), document: document(log), seal }), {
    kind: "seal_mismatch",
  });
});

test("short keys and malformed seals are refused with their kinds", () => {
  const log = fight(0);
  assert.throws(() => sealDocument({ key: "5eed", document: document(log) }), {
    kind: "key_too_short",
  });
  assert.throws(() => sealDocument({ key: "5ee", document: document(log) }), {
    kind: "key_odd_digits",
  });
  assert.throws(() => verifySeal({ key, document: document(log), seal: "5eed" }), {
    kind: "seal_length",
  });
});
