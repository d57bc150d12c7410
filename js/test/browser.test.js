// The web page (../web) in a real browser: it is served by a static server
// on 127.0.0.1, opened in headless Chromium through playwright-core, driven
// like a user would, and its answers compared with the package's answers to
// the same requests under Node.js. A full-page screenshot is saved to
// test-output/page.png.
//
// Chromium is found at $CHROMIUM or /usr/bin/chromium; without it the test
// fails (CI installs it). The package must be built first (`bash build.sh`
// copies it into ../web/pkg).
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

import { chromium } from "playwright-core";
import * as osr from "@osr-rs/osr";

const webRoot = resolve(fileURLToPath(new URL("../../web/", import.meta.url)));
const outputDir = fileURLToPath(new URL("../test-output/", import.meta.url));
const executablePath = process.env.CHROMIUM || "/usr/bin/chromium";
const args = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".wasm": "application/wasm",
  ".png": "image/png",
  ".svg": "image/svg+xml",
};

// Serves ../web, and nothing outside it.
function serve() {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, "http://localhost").pathname);
    let file = normalize(join(webRoot, path));
    if (file !== webRoot && !file.startsWith(webRoot + sep)) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      "content-type": types[extname(file)] ?? "application/octet-stream",
      "cache-control": "no-store",
    });
    response.end(readFileSync(file));
  });
  return new Promise((ready) => {
    server.listen(0, "127.0.0.1", () => ready(server));
  });
}

let server;
let browser;
let page;
let origin;
const problems = [];

before(async () => {
  assert.ok(
    existsSync(executablePath),
    `Chromium not found at ${executablePath}: install it (e.g. apt-get install chromium) or set CHROMIUM to its path`,
  );
  assert.ok(
    existsSync(join(webRoot, "pkg", "osr.js")) && existsSync(join(webRoot, "pkg", "osr_bg.wasm")),
    "web/pkg/ holds no package: build it with `bash js/build.sh`",
  );
  server = await serve();
  origin = `http://127.0.0.1:${server.address().port}`;
  browser = await chromium.launch({ executablePath, args, timeout: 20_000 });
  page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  page.setDefaultTimeout(10_000);
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !url.startsWith("data:") && !url.startsWith("blob:")) {
      problems.push(`external request: ${url}`);
    }
  });
  page.on("requestfailed", (request) => problems.push(`request failed: ${request.url()}`));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  await page.goto(`${origin}/`);
  await page.waitForSelector("body[data-ready=yes]");
});

after(async () => {
  await browser?.close();
  server?.close();
});

// Submits the roll form and waits until the page has drawn the answer.
async function roll({ notation, seed, faces }) {
  const seq = Number(await page.getAttribute("#roll-result", "data-seq"));
  await page.fill("#notation", notation);
  if (faces === undefined) {
    await page.check("#source-seed");
    await page.fill("#seed", String(seed));
  } else {
    await page.check("#source-faces");
    await page.fill("#faces", faces);
  }
  await page.click("#roll");
  await page.waitForFunction((before) => Number(document.querySelector("#roll-result").dataset.seq) > before, seq);
}

async function waitForOdds(notation) {
  await page.waitForFunction(
    (expected) => document.querySelector("#odds").dataset.notation === expected,
    notation,
  );
}

test("the page rolls as the package does", async () => {
  const request = { notation: "4d6kh3", dice: { seed: 1 } };
  const expected = osr.rollNotation(request);
  await roll({ notation: request.notation, seed: 1 });
  assert.equal(await page.getAttribute("#roll-result", "data-state"), "ok");
  assert.equal(await page.textContent("#roll-total"), String(expected.total));
  assert.equal(await page.textContent("#roll-text"), expected.text);
  assert.equal(await page.textContent("#roll-faces"), expected.faces.join(", "));
  const chips = await page.$$eval("[data-testid=die]", (dice) =>
    dice.map((die) => ({ face: Number(die.dataset.face), flags: die.dataset.flags })));
  assert.deepEqual(
    chips,
    expected.roll.dice.map((die) => ({ face: die.face, flags: die.dropped ? "dropped" : "" })),
  );
});

test("the chart has one bar per total", async () => {
  const odds = osr.notationOdds({ notation: "4d6kh3" });
  await waitForOdds("4d6kh3");
  const bars = await page.$$eval("[data-testid=odds-bar]", (columns) =>
    columns.map((column) => ({
      total: Number(column.dataset.total),
      exact: column.dataset.exact,
      title: column.querySelector("title").textContent,
    })));
  assert.equal(bars.length, odds.outcomes.length);
  assert.deepEqual(
    bars.map(({ total, exact }) => ({ total, exact })),
    odds.outcomes.map(({ total, p }) => ({ total, exact: p.exact })),
  );
  assert.ok(bars.every((bar) => bar.title.includes(bar.exact) && bar.title.includes("%")));
  assert.match(await page.textContent("#odds-mean"), new RegExp(odds.mean.exact));
  const top = odds.outcomes.reduce((best, outcome) => (outcome.p.decimal > best.p.decimal ? outcome : best));
  await page.hover(`[data-testid=odds-bar][data-total="${top.total}"]`);
  const readout = await page.textContent("#odds-readout");
  assert.ok(readout.includes(`${top.total}: ${top.p.exact}`) && readout.includes("%"), readout);
});

// Exact sums of the package's fractions ("7/432"), as BigInt pairs.
function fraction(text) {
  const [n, d = "1"] = text.split("/");
  return { n: BigInt(n), d: BigInt(d) };
}

function sumFractions(texts) {
  let sum = { n: 0n, d: 1n };
  for (const text of texts) {
    const f = fraction(text);
    sum = { n: sum.n * f.d + f.n * sum.d, d: sum.d * f.d };
  }
  return sum;
}

function sameFraction(text, expected) {
  const f = fraction(text);
  return f.n * expected.d === expected.n * f.d;
}

async function bars() {
  return page.$$eval("[data-testid=odds-bar]", (columns) =>
    columns.map((column) => ({
      from: Number(column.dataset.from),
      to: Number(column.dataset.to),
      tail: column.dataset.tail,
      exact: column.dataset.exact,
    })));
}

test("a wide support is drawn in few bars, the far totals gathered", async () => {
  for (const notation of ["3d6!", "1d20!"]) {
    const odds = osr.notationOdds({ notation });
    assert.ok(odds.outcomes.length > 1000, `${notation} has a wide support`);
    await roll({ notation, seed: 1 });
    await waitForOdds(notation);
    const drawn = await bars();
    assert.ok(drawn.length <= 48 && drawn.length >= 40, `${notation}: ${drawn.length} bars`);
    const high = drawn.at(-1);
    assert.equal(high.tail, "high", notation);
    assert.equal(high.to, odds.max, notation);
    // Every total is in exactly one bar, and each bar holds exactly the
    // probability of its totals.
    for (const bar of drawn) {
      const inside = odds.outcomes.filter((outcome) => outcome.total >= bar.from && outcome.total <= bar.to);
      assert.ok(inside.length > 0, `${notation}: bar ${bar.from}..${bar.to}`);
      assert.ok(sameFraction(bar.exact, sumFractions(inside.map((outcome) => outcome.p.exact))),
        `${notation}: bar ${bar.from}..${bar.to}`);
      if (bar.tail === "") assert.equal(bar.from, bar.to);
    }
    const covered = odds.outcomes.filter((outcome) =>
      drawn.filter((bar) => outcome.total >= bar.from && outcome.total <= bar.to).length === 1);
    assert.equal(covered.length, odds.outcomes.length, notation);
    const labels = await page.$$eval("[data-testid=odds-svg] .tail-label", (texts) => texts.map((text) => text.textContent));
    assert.deepEqual(labels, [`${high.from}+`], notation);
  }
});

test("the chances of at least, at most and exactly a total are the package's", async () => {
  const notation = "3d6!";
  const odds = osr.notationOdds({ notation });
  await roll({ notation, seed: 2 });
  await waitForOdds(notation);
  const sums = (keep) => sumFractions(odds.outcomes.filter(({ total }) => keep(total)).map(({ p }) => p.exact));
  const read = async (n) => {
    const seq = Number(await page.getAttribute("#odds-chances", "data-seq"));
    await page.fill("#odds-n", String(n));
    await page.waitForFunction((before) => Number(document.querySelector("#odds-chances").dataset.seq) > before, seq);
    return page.$$eval("#odds-chances dd", (values) => values.map((value) => ({
      id: value.id,
      exact: value.dataset.exact,
      decimal: Number(value.dataset.decimal),
      text: value.textContent,
    })));
  };
  for (const n of [3, 10, 19, 25, 40]) {
    const [atLeast, atMost, exactly] = await read(n);
    assert.equal(atLeast.id, "odds-at-least");
    assert.ok(sameFraction(atLeast.exact, sums((total) => total >= n)), `at least ${n}: ${atLeast.exact}`);
    assert.ok(sameFraction(atMost.exact, sums((total) => total <= n)), `at most ${n}: ${atMost.exact}`);
    assert.ok(sameFraction(exactly.exact, sums((total) => total === n)), `exactly ${n}: ${exactly.exact}`);
    const expected = odds.outcomes.filter(({ total }) => total >= n).reduce((sum, { p }) => sum + p.decimal, 0);
    assert.ok(Math.abs(atLeast.decimal - expected) < 1e-12, `at least ${n}: ${atLeast.decimal} vs ${expected}`);
    assert.match(atLeast.text, /%/);
    assert.equal(await page.textContent("#odds-at-least-label"), `At least ${n}`);
  }
  // At least the smallest total: every roll but those the explosion cap
  // cut off, which the page says it leaves out.
  const [all] = await read(odds.min);
  const cut = fraction(odds.truncated.exact);
  const left = sums(() => true);
  assert.ok(sameFraction(all.exact, left));
  assert.equal(left.n * cut.d + cut.n * left.d, left.d * cut.d, "the outcomes and the cut-off rolls make 1");
  assert.match(await page.textContent("#odds-at-least-note"), /explosion cap/);
  // Clicking a bar reads the chances of at least its total.
  const seq = Number(await page.getAttribute("#odds-chances", "data-seq"));
  await page.click("[data-testid=odds-bar][data-total='14']");
  await page.waitForFunction((before) => Number(document.querySelector("#odds-chances").dataset.seq) > before, seq);
  assert.equal(await page.inputValue("#odds-n"), "14");
  assert.ok(sameFraction(await page.getAttribute("#odds-at-least", "data-exact"), sums((total) => total >= 14)));
  const counted = await page.$$eval("[data-testid=odds-bar].counted", (columns) => columns.map((column) => Number(column.dataset.from)));
  assert.ok(counted.length > 0 && counted.every((from) => from >= 14));
  await page.hover("[data-testid=odds-bar][data-total='16']");
  mkdirSync(outputDir, { recursive: true });
  await page.locator("#roller").screenshot({ path: join(outputDir, "odds.png") });
});

test("a random seed is picked, shown and rolled", async () => {
  await page.fill("#seed", "");
  await page.click("#random-seed");
  const seed = await page.inputValue("#seed");
  assert.match(seed, /^\d+$/);
  await roll({ notation: "3d6", seed });
  assert.equal(
    await page.textContent("#roll-text"),
    osr.rollNotation({ notation: "3d6", dice: { seed: Number(seed) } }).text,
  );
  assert.equal(await page.textContent("#roll-seed-note"), `(seed ${seed})`);
});

test("faces rolled at the table are used", async () => {
  await roll({ notation: "4d6kh3", faces: "6,5,3,2" });
  assert.equal(await page.getAttribute("#roll-result", "data-state"), "ok");
  assert.equal(await page.textContent("#roll-total"), "14");
  assert.equal(
    await page.textContent("#roll-text"),
    osr.rollNotation({ notation: "4d6kh3", dice: { faces: [6, 5, 3, 2] } }).text,
  );
  assert.deepEqual(
    await page.$$eval("[data-testid=die].dropped", (dice) => dice.map((die) => die.dataset.face)),
    ["2"],
  );
});

test("a bad notation shows its error and underlines its span", async () => {
  const notation = "2d6 + kh";
  let expected;
  try {
    osr.rollNotation({ notation, dice: { seed: 1 } });
  } catch (error) {
    expected = error;
  }
  assert.ok(expected, "the package accepted a bad notation");
  await roll({ notation, seed: 1 });
  assert.equal(await page.getAttribute("#roll-result", "data-state"), "error");
  assert.ok(await page.isVisible("#roll-error"));
  assert.ok(await page.isHidden("#roll-output"));
  assert.equal(await page.textContent("#roll-error-kind"), expected.kind);
  assert.equal(await page.textContent("#roll-error-message"), expected.message);
  assert.equal(
    await page.textContent("[data-testid=roll-error-span]"),
    notation.slice(expected.span.start, expected.span.end),
  );
  assert.equal(await page.textContent("#roll-error-notation"), notation);
  await waitForOdds(notation);
  assert.ok(await page.isVisible("#odds-error"));
});

test("the character generator creates a sheet, or says it cannot", async () => {
  if (typeof osr.createCharacter !== "function") {
    assert.ok(await page.isVisible("#create-unavailable"));
    assert.match(await page.textContent("#create-unavailable"), /not available/);
    assert.ok(await page.isDisabled("#create"));
    return;
  }
  // The systems created from dice alone; the sheet left on the page is
  // the last one's.
  for (const [system, seed] of [["cairn_house", 3], ["gods_and_monsters", 5], ["constitution", 7]]) {
    const expected = osr.createCharacter({ system, dice: { seed } });
    const seq = Number(await page.getAttribute("#create-result", "data-seq"));
    await page.selectOption("#system", system);
    await page.fill("#create-seed", String(seed));
    await page.click("#create");
    await page.waitForFunction((before) => Number(document.querySelector("#create-result").dataset.seq) > before, seq);
    assert.equal(await page.getAttribute("#create-result", "data-state"), "ok", system);
    const fields = await page.$$eval("[data-testid=sheet-field]", (pairs) => pairs.map((pair) => pair.dataset.field));
    assert.deepEqual(fields, Object.keys(expected.sheet), system);
    assert.equal(await page.getAttribute("#sheet-download", "download"), `${system}-${seed}.json`);
    const downloaded = await page.evaluate(async () =>
      (await fetch(document.querySelector("#sheet-download").href)).text());
    assert.deepEqual(JSON.parse(downloaded), expected.sheet, system);
    assert.equal(await page.textContent("#sheet-faces"), expected.faces.join(", ") || "none", system);
  }
  // The systems whose characters are made from values the player gives.
  const given = [
    ["murdham", { "#mu-str": 8, "#mu-agi": 14, "#mu-wit": 11 }, { str: 8, agi: 14, wit: 11 }],
    [
      "block_dodge_parry",
      { "#bdp-str": 12, "#bdp-dex": 15, "#bdp-wil": 9, "#bdp-hp": 6, "#bdp-career": "thief" },
      { str: 12, dex: 15, wil: 9, max_hp: 6, career: "thief" },
    ],
  ];
  for (const [system, inputs, values] of given) {
    const expected = osr.createCharacter({ system, ...values });
    const seq = Number(await page.getAttribute("#create-result", "data-seq"));
    await page.selectOption("#system", system);
    assert.ok(await page.isVisible(`#given-${system}`), system);
    assert.ok(await page.isDisabled("#create-seed"), system);
    for (const [selector, value] of Object.entries(inputs)) {
      await page.fill(selector, String(value));
    }
    await page.click("#create");
    await page.waitForFunction((before) => Number(document.querySelector("#create-result").dataset.seq) > before, seq);
    assert.equal(await page.getAttribute("#create-result", "data-state"), "ok", system);
    assert.equal(await page.getAttribute("#sheet-download", "download"), `${system}.json`);
    const downloaded = await page.evaluate(async () =>
      (await fetch(document.querySelector("#sheet-download").href)).text());
    assert.deepEqual(JSON.parse(downloaded), expected.sheet, system);
  }
  // A value the rules refuse shows the package's error.
  await page.selectOption("#system", "murdham");
  await page.fill("#mu-str", "25");
  const seq = Number(await page.getAttribute("#create-result", "data-seq"));
  await page.click("#create");
  await page.waitForFunction((before) => Number(document.querySelector("#create-result").dataset.seq) > before, seq);
  assert.equal(await page.getAttribute("#create-result", "data-state"), "error");
  let refusal;
  try {
    osr.createCharacter({ system: "murdham", str: 25, agi: 14, wit: 11 });
  } catch (error) {
    refusal = error;
  }
  assert.equal(await page.textContent("#create-error-kind"), refusal.kind);
  // Leave a created sheet on the page for the screenshot.
  await page.selectOption("#system", "cairn_house");
  const last = Number(await page.getAttribute("#create-result", "data-seq"));
  await page.click("#create");
  await page.waitForFunction((before) => Number(document.querySelector("#create-result").dataset.seq) > before, last);
});

test("the page logged no errors and made no external requests; screenshot saved", async () => {
  // Leave a readable page for the screenshot: a roll with a kept and a
  // dropped die, and its odds.
  await roll({ notation: "4d6kh3", seed: 1 });
  await waitForOdds("4d6kh3");
  mkdirSync(outputDir, { recursive: true });
  await page.screenshot({ path: join(outputDir, "page.png"), fullPage: true });
  assert.deepEqual(problems, []);
});
