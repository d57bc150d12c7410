// Determinism across targets: every request in test/vectors/*.json was
// answered by the native build (cargo test -p osr-wasm vectors);
// the package must answer each one the same, error for error.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";

import * as osr from "@osr-rs/osr";

const folder = new URL("./vectors/", import.meta.url);
const files = readdirSync(folder).filter((name) => name.endsWith(".json"));

test("there are vector files", () => {
  assert.ok(files.length > 0);
});

for (const file of files) {
  const vectors = JSON.parse(readFileSync(new URL(file, folder), "utf8"));
  test(`${file}: ${vectors.length} requests answered as natively`, async () => {
    for (const [index, vector] of vectors.entries()) {
      const where = `${file}[${index}] ${vector.operation}`;
      const fn = osr[vector.operation];
      assert.equal(typeof fn, "function", `${where}: no such function`);
      // playExpedition answers with a promise (it loads its module).
      let response;
      let error;
      try {
        response = await fn(vector.request);
      } catch (thrown) {
        error = thrown;
      }
      if ("error" in vector) {
        assert.ok(error instanceof Error, `${where}: not an Error`);
        assert.equal(error.name, "OsrError", where);
        assert.equal(error.kind, vector.error.kind, where);
        assert.equal(error.message, vector.error.message, where);
        assert.deepEqual(error.span, vector.error.span, where);
      } else {
        assert.equal(error, undefined, where);
        assert.deepEqual(response, vector.response, where);
      }
    }
  });
}
