// The web page (../web) in a real browser: it is served by a static server
// on 127.0.0.1, opened in headless Chromium through playwright-core, driven
// like a user would, and its answers compared with the package's answers to
// the same requests under Node.js. Screenshots are saved to test-output/:
// page.png (the whole page), odds.png (the roller with the chart of an
// exploding roll and its "at least" readout), sheet.png (a character
// sheet after buying and damage) and expedition.png (the expedition
// section after playing a Murdham expedition: its headline, chronicle and
// the party's sheets).
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

// The paths the server was asked for, in order.
const served = [];

// Serves ../web, and nothing outside it.
function serve() {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, "http://localhost").pathname);
    served.push(path);
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

// What must not be read on a sheet: catalog IDs ("ch.armour.light") and
// the package's keys ("within_carry", "cairn_house").
const CATALOG_ID = /\b(?:tc|ch|gm|mu|bdp)\.[a-z]+(?:\.[a-z0-9-]+)?\b/;
const KEY = /\b[a-z]+_[a-z_]+\b/;

const SYSTEM_NAMES = {
  constitution: "3d6 Constitution",
  cairn_house: "Cairn House Rules",
  gods_and_monsters: "Gods & Monsters",
  murdham: "Murdham",
  block_dodge_parry: "Block, Dodge, Parry",
};

// One character of each system, as the page's form makes it: the request
// the package gets, what the form is given, and the ability labels and
// scores the sheet shows.
const CHARACTERS = [
  {
    system: "constitution",
    request: { system: "constitution", dice: { seed: 7 } },
    form: { "#create-seed": 7 },
    abilities: (made) => ["str", "wit", "kno", "wil", "cha"].map((key) => [key.toUpperCase(), made.sheet.abilities[key]]),
    words: (made) => ["HP", "AC", "stones", `AC\n${made.derived.ac}`],
  },
  {
    system: "cairn_house",
    request: { system: "cairn_house", dice: { seed: 3 } },
    form: { "#create-seed": 3 },
    abilities: (made) => ["str", "dex", "wil"].map((key) => [key.toUpperCase(), made.sheet.health[key].current]),
    words: (made) => ["DR", "units", osr.findItem({ id: made.sheet.armour }).name],
  },
  {
    system: "gods_and_monsters",
    request: { system: "gods_and_monsters", dice: { seed: 5 } },
    form: { "#create-seed": 5 },
    abilities: (made) => [["str", "Strength"], ["agi", "Agility"], ["end", "Endurance"], ["int", "Intelligence"], ["wis", "Wisdom"], ["cha", "Charisma"]]
      .map(([key, label]) => [label, made.sheet.abilities[key]]),
    words: (made) => ["Survival", "Verve", "Defense", "Warrior", made.sheet.native_culture.name, made.sheet.moral_code],
  },
  {
    system: "murdham",
    request: { system: "murdham", str: 8, agi: 14, wit: 11 },
    form: { "#mu-str": 8, "#mu-agi": 14, "#mu-wit": 11 },
    abilities: (made) => ["str", "agi", "wit"].map((key) => [key.toUpperCase(), made.derived.scores[key]]),
    words: () => ["Health", "bulk", "Common"],
  },
  {
    system: "block_dodge_parry",
    request: { system: "block_dodge_parry", str: 12, dex: 15, wil: 9, max_hp: 6, career: "thief" },
    form: { "#bdp-str": 12, "#bdp-dex": 15, "#bdp-wil": 9, "#bdp-hp": 6, "#bdp-career": "thief" },
    abilities: (made) => ["str", "dex", "wil"].map((key) => [key.toUpperCase(), made.sheet.body[key].current]),
    words: () => ["Thief", "Deft", "slots", "Waterskin"],
  },
];

async function afterSeq(selector, act) {
  const seq = Number(await page.getAttribute(selector, "data-seq"));
  await act();
  await page.waitForFunction(
    ([target, before]) => Number(document.querySelector(target).dataset.seq) > before,
    [selector, seq],
  );
}

async function createOnPage({ system, form }) {
  await page.selectOption("#system", system);
  for (const [selector, value] of Object.entries(form)) {
    await page.fill(selector, String(value));
  }
  await afterSeq("#create-result", () => page.click("#create"));
}

// The sheet as a player reads it: the sheet itself, not the JSON kept
// folded below it.
async function readSheetText() {
  return page.innerText("#sheet");
}

function assertReadable(text, what) {
  assert.doesNotMatch(text, CATALOG_ID, `${what} shows a catalog ID`);
  assert.doesNotMatch(text, KEY, `${what} shows a key`);
}

test("the sheet of each system reads like a sheet", async () => {
  if (typeof osr.createCharacter !== "function") {
    assert.ok(await page.isVisible("#create-unavailable"));
    assert.match(await page.textContent("#create-unavailable"), /not available/);
    assert.ok(await page.isDisabled("#create"));
    return;
  }
  for (const character of CHARACTERS) {
    const { system } = character;
    const made = osr.createCharacter(character.request);
    await createOnPage(character);
    assert.equal(await page.getAttribute("#create-result", "data-state"), "ok", system);
    assert.ok(await page.isDisabled("#create-seed") === !("dice" in character.request), system);
    assert.match(await page.textContent("#sheet-subtitle"), new RegExp(`^${SYSTEM_NAMES[system]} · `), system);
    const abilities = await page.$$eval("[data-testid=sheet-abilities] .ability", (boxes) => boxes.map((box) => [
      box.querySelector(".ability-label").textContent,
      Number(box.querySelector(".ability-score").textContent),
    ]));
    assert.deepEqual(abilities, character.abilities(made), system);
    const text = await readSheetText();
    for (const word of character.words(made)) assert.ok(text.includes(word), `${system}: "${word}" in\n${text}`);
    const { load } = made.derived;
    assert.ok((await page.textContent("[data-testid=sheet-load]")).startsWith(`${load.load} of ${load.capacity}`), system);
    assertReadable(text, system);
    // The creation, step by step.
    assert.deepEqual(
      await page.$$eval("#sheet-log li[data-event]", (items) => items.map((item) => item.textContent)),
      made.events.map((event) => event.text),
      system,
    );
    assert.equal(await page.textContent("#sheet-faces"), made.faces.join(", ") || "none", system);
    // The document, folded away and offered to download.
    assert.ok(await page.isHidden("#sheet-json"), system);
    assert.deepEqual(JSON.parse(await page.textContent("#sheet-json")), made.sheet, system);
    const seed = character.request.dice?.seed;
    assert.equal(await page.getAttribute("#sheet-download", "download"), seed === undefined ? `${system}.json` : `${system}-${seed}.json`);
    const downloaded = await page.evaluate(async () =>
      (await fetch(document.querySelector("#sheet-download").href)).text());
    assert.deepEqual(JSON.parse(downloaded), made.sheet, system);
  }
  // A value the rules refuse shows the package's message.
  let refusal;
  try {
    osr.createCharacter({ system: "murdham", str: 25, agi: 14, wit: 11 });
  } catch (error) {
    refusal = error;
  }
  await createOnPage({ system: "murdham", form: { "#mu-str": 25 } });
  assert.equal(await page.getAttribute("#create-result", "data-state"), "error");
  assert.equal(await page.textContent("#create-error-message"), refusal.message);
  assert.equal(await page.getAttribute("#create-error", "data-kind"), refusal.kind);
  assert.ok(await page.isHidden("#sheet-output"));
  await page.fill("#mu-str", "8");
});

/**
 * The operations the package takes for a sheet, in the page's order: each
 * form of each is tried, and kept unless refused as another system's
 * operation or another system's form of it.
 */
function operationsOf(sheet) {
  const forms = [
    ["take_damage", { damage: 1 }], ["take_damage", { die: "d4" }],
    ["take_damage", { harm: { amount: 0, ability: "str", route: "defensible" } }],
    ["fall", { metres: 0 }], ["short_rest", {}], ["good_night", {}], ["rest_night", {}], ["rest_day", {}],
    ["wake", {}], ["rest", { rest: "daily" }], ["end_of_day", {}], ["sleep", { rest: "normal" }],
    ["eat", { meal: "fresh" }], ["go_hungry", {}], ["catch_breath", {}], ["gain_xp", { amount: 0 }],
    ["level_up", {}], ["buy", { item: "" }], ["buy", { item: "", cost: 0 }],
  ];
  return forms
    .filter(([op, probe]) => {
      try {
        osr.applyToSheet({ sheet, operation: { op, ...probe }, dice: { seed: 0 } });
        return true;
      } catch (error) {
        return error.kind !== "unsupported_operation" && error.kind !== "invalid_request";
      }
    })
    .map(([op]) => op);
}

async function applyOnPage(op, fields) {
  for (const [name, value] of Object.entries(fields)) {
    const selector = `#op-${op}-${name}`;
    if (await page.$eval(selector, (control) => control.tagName === "SELECT")) await page.selectOption(selector, value);
    else await page.fill(selector, String(value));
  }
  await afterSeq("#sheet-operations", () => page.click(`form[data-op=${op}] button[type=submit]`));
}

test("a sheet offers its system's operations, and they change it as the package does", async () => {
  if (typeof osr.applyToSheet !== "function") return;
  for (const character of CHARACTERS) {
    const made = osr.createCharacter(character.request);
    await createOnPage(character);
    const offered = await page.$$eval("#sheet-operations-list form", (forms) => forms.map((form) => form.dataset.op));
    const expected = operationsOf(made.sheet);
    assert.deepEqual(offered, expected, character.system);
    assert.equal(await page.isVisible("#sheet-operations"), expected.length > 0, character.system);
  }
  // 3d6 Constitution: damage rolls its injury saves from the seed given.
  const tc = CHARACTERS[0];
  let sheet = osr.createCharacter(tc.request).sheet;
  await createOnPage(tc);
  await page.fill("#op-seed", "4");
  await applyOnPage("take_damage", { damage: 3 });
  let step = osr.applyToSheet({ sheet, operation: { op: "take_damage", damage: 3 }, dice: { seed: 4 } });
  assert.equal(await page.getAttribute("#sheet-operations", "data-state"), "ok");
  assert.deepEqual(JSON.parse(await page.textContent("#sheet-json")), step.sheet);
  const lastEvents = () => page.$$eval("#sheet-log > li:last-child li[data-event]", (items) => items.map((item) => item.textContent));
  assert.deepEqual(await lastEvents(), step.events.map((event) => event.text));
  assert.equal(await page.inputValue("#op-seed"), "5");
  sheet = step.sheet;
  await applyOnPage("gain_xp", { amount: 3000 });
  step = osr.applyToSheet({ sheet, operation: { op: "gain_xp", amount: 3000 }, dice: { seed: 5 } });
  assert.deepEqual(JSON.parse(await page.textContent("#sheet-json")), step.sheet);
  assert.match(await page.textContent("#sheet-subtitle"), new RegExp(`Level ${step.derived.level}, 3000 XP`));
  // Cairn House Rules: gear bought shows by name.
  await createOnPage(CHARACTERS[1]);
  const options = await page.$$eval("#op-buy-item option", (items) => items.map((item) => item.textContent));
  assert.ok(options.includes("Hand weapon") && !options.some((option) => CATALOG_ID.test(option)), options.join(", "));
  await applyOnPage("buy", { item: "ch.weapon.hand" });
  let text = await readSheetText();
  assert.ok(text.includes("Hand weapon"), text);
  assertReadable(text, "Cairn House Rules after buying");
  // An operation the rules refuse now shows the package's message.
  const heavy = osr.applyToSheet({ sheet: osr.createCharacter(CHARACTERS[1].request).sheet, operation: { op: "buy", item: "ch.weapon.hand" } }).sheet;
  let refusal;
  try {
    osr.applyToSheet({ sheet: heavy, operation: { op: "buy", item: "ch.armour.heavy" } });
  } catch (error) {
    refusal = error;
  }
  if (refusal) {
    await applyOnPage("buy", { item: "ch.armour.heavy" });
    assert.equal(await page.getAttribute("#sheet-operations", "data-state"), "error");
    assert.equal(await page.textContent("#operation-error-message"), refusal.message);
  }
  // Murdham: a hit is its damage die, rolled from the seed given.
  const mu = CHARACTERS[3];
  sheet = osr.createCharacter(mu.request).sheet;
  await createOnPage(mu);
  await page.fill("#op-seed", "2");
  await applyOnPage("take_damage", { die: "d8" });
  step = osr.applyToSheet({ sheet, operation: { op: "take_damage", die: "d8" }, dice: { seed: 2 } });
  assert.deepEqual(JSON.parse(await page.textContent("#sheet-json")), step.sheet);
  assert.deepEqual(await lastEvents(), step.events.map((event) => event.text));
  // Block, Dodge, Parry: a blow lands on HP, then the ability chosen.
  const bdp = CHARACTERS[4];
  sheet = osr.createCharacter(bdp.request).sheet;
  await createOnPage(bdp);
  await page.fill("#op-seed", "3");
  await applyOnPage("take_damage", { amount: 8, ability: "dex" });
  step = osr.applyToSheet({
    sheet,
    operation: { op: "take_damage", harm: { amount: 8, ability: "dex", route: "defensible" } },
    dice: { seed: 3 },
  });
  assert.deepEqual(JSON.parse(await page.textContent("#sheet-json")), step.sheet);
  assert.deepEqual(await lastEvents(), step.events.map((event) => event.text));
  // Gods & Monsters: bought, hurt; the sheet kept for the screenshot.
  const gm = CHARACTERS[2];
  await createOnPage(gm);
  await applyOnPage("buy", { item: "gm.weapon.dagger" });
  await applyOnPage("buy", { item: "gm.armor.leather" });
  await applyOnPage("take_damage", { damage: 2 });
  text = await readSheetText();
  for (const name of ["Dagger", "Leather"]) assert.ok(text.includes(name), `${name} in\n${text}`);
  assertReadable(text, "Gods & Monsters after buying");
  mkdirSync(outputDir, { recursive: true });
  await page.locator("#generator").screenshot({ path: join(outputDir, "sheet.png") });
});

test("a stored sheet is read and shown the same way; a bad one shows the package's message", async () => {
  if (typeof osr.readSheet !== "function") return;
  const made = osr.createCharacter({
    system: "gods_and_monsters",
    dice: { seed: 11 },
    purchases: [{ item: "gm.weapon.dagger", made_for: "small", place: "carried" }],
  });
  if (!(await page.$eval("#load-details", (details) => details.open))) await page.click("#load-details summary");
  const read = async (text) => {
    await page.fill("#sheet-paste", text);
    await afterSeq("#create-result", () => page.click("#load"));
  };
  await read(JSON.stringify(made.sheet));
  assert.equal(await page.getAttribute("#create-result", "data-state"), "ok");
  const expected = osr.readSheet({ sheet: made.sheet });
  assert.deepEqual(JSON.parse(await page.textContent("#sheet-json")), expected.sheet);
  const text = await readSheetText();
  assert.ok(text.includes("Gods & Monsters") && text.includes(osr.findItem({ id: "gm.weapon.dagger" }).name), text);
  assertReadable(text, "a loaded sheet");
  assert.match(await page.textContent("#sheet-log"), /Loaded from a stored sheet/);
  // Not JSON.
  await read("{ not json");
  assert.equal(await page.getAttribute("#create-result", "data-state"), "error");
  assert.match(await page.textContent("#create-error-message"), /^the sheet is not JSON/);
  // JSON the package refuses: its message, as it says it.
  for (const bad of [
    { ...made.sheet, abilities: { ...made.sheet.abilities, str: 99 } },
    { system: "murdham" },
  ]) {
    let refusal;
    try {
      osr.readSheet({ sheet: bad });
    } catch (error) {
      refusal = error;
    }
    assert.ok(refusal, "the package read a bad sheet");
    await read(JSON.stringify(bad));
    assert.equal(await page.getAttribute("#create-result", "data-state"), "error");
    assert.equal(await page.textContent("#create-error-message"), refusal.message);
    assert.equal(await page.getAttribute("#create-error", "data-kind"), refusal.kind);
    assert.ok(await page.isHidden("#sheet-output"));
  }
});

// How the page words an expedition's ending, and what each system's
// treasure is counted in.
const ENDINGS = {
  home: "The party came home",
  retreat: "The party turned back",
  rout: "The party fled and came home beaten",
  dead: "The party died to the last",
};
const COINS = {
  constitution: "sp",
  cairn_house: "coins",
  gods_and_monsters: "sc",
  murdham: "coins",
  block_dodge_parry: "coins",
};

// A chronicle line or title as the page shows it: its first word, when
// one of letters only, capitalized. (A line's leading spaces, the steps of
// a fight, are shown as an indent: its data-depth.)
const asShown = (text) => (/^[a-z][a-z']*(?!\w)/.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text);

// The expedition module: its script and its WebAssembly.
const PLAY_FILES = /\/pkg\/(?:play\.js|osr_play\.js|osr_play_bg\.wasm)$/;
const playServed = () => served.filter((path) => PLAY_FILES.test(path));
const playTimed = () => page.evaluate((source) => performance.getEntriesByType("resource")
  .map((entry) => new URL(entry.name).pathname)
  .filter((path) => new RegExp(source).test(path)), PLAY_FILES.source);

async function playOnPage(system, seed) {
  await page.selectOption("#expedition-system", system);
  await page.fill("#expedition-seed", String(seed));
  await afterSeq("#expedition-result", () => page.click("#play"));
}

test("an expedition is played as the package plays it; its module is fetched only then", async () => {
  assert.equal(typeof osr.playExpedition, "function", "the package has no playExpedition");
  // The first load fetched nothing of the expedition module.
  assert.deepEqual(playServed(), [], "the expedition module was fetched before any play");
  assert.deepEqual(await playTimed(), []);
  assert.ok(await page.isEnabled("#play"));
  assert.deepEqual(
    await page.$$eval("#expedition-system option", (options) => options.map((option) => [option.value, option.textContent])),
    Object.entries(SYSTEM_NAMES),
  );
  // A seed that is not a number: an error, as the other sections show
  // theirs, and still nothing fetched.
  await playOnPage("cairn_house", "abc");
  assert.equal(await page.getAttribute("#expedition-result", "data-state"), "error");
  assert.ok(await page.isVisible("#expedition-error"));
  assert.equal(await page.getAttribute("#expedition-error", "data-kind"), "invalid_seed");
  assert.match(await page.textContent("#expedition-error-message"), /whole number.*'abc'/);
  assert.ok(await page.isHidden("#expedition-output"));
  assert.deepEqual(playServed(), [], "a refused seed fetched the expedition module");

  for (const system of ["cairn_house", "murdham"]) {
    const seed = 7;
    const expected = await osr.playExpedition({ system, dice: { seed } });
    await playOnPage(system, seed);
    assert.equal(await page.getAttribute("#expedition-result", "data-state"), "ok", system);
    assert.ok(await page.isHidden("#expedition-error"), system);
    // The headline.
    const { summary } = expected;
    assert.equal(await page.textContent("#expedition-ending"), ENDINGS[summary.ending], system);
    assert.equal(await page.textContent("#expedition-system-name"), `${SYSTEM_NAMES[system]} · seed ${seed}`);
    assert.equal(await page.textContent("#expedition-rounds"), String(summary.rounds), system);
    assert.equal(await page.textContent("#expedition-deaths"), summary.deaths === 0 ? "none" : String(summary.deaths), system);
    assert.equal(await page.textContent("#expedition-treasure"),
      `${summary.treasure_home.toLocaleString("en-US")} ${COINS[system]}`, system);
    // The chronicle: each section under its title, its lines in order.
    const sections = await page.$$eval("[data-testid=chronicle-section]", (blocks) => blocks.map((block) => ({
      stage: block.dataset.stage,
      title: block.querySelector("[data-testid=chronicle-title]").textContent,
      lines: [...block.querySelectorAll("[data-testid=chronicle-line]")]
        .map((line) => ({ text: line.textContent, depth: Number(line.dataset.depth) })),
    })));
    assert.deepEqual(
      sections,
      expected.chronicle.map((section) => ({
        stage: section.stage,
        title: asShown(section.title),
        lines: section.lines.map((line) => {
          const text = line.trimStart();
          return { text: asShown(text), depth: Math.floor((line.length - text.length) / 2) };
        }),
      })),
      system,
    );
    // The party: a sheet per member under the member's name, drawn as the
    // character section draws sheets.
    assert.deepEqual(
      await page.$$eval("[data-testid=member-title]", (titles) => titles.map((title) => title.textContent)),
      expected.party.map((member) => member.name),
      system,
    );
    const cards = await page.$$eval("[data-testid=member]", (members) => members.map((member) => ({
      name: member.dataset.name,
      abilities: member.querySelectorAll("[data-testid=member-abilities] .ability").length,
      load: member.querySelector("[data-testid=member-load]")?.textContent ?? "",
    })));
    cards.forEach((card, index) => {
      const member = expected.party[index];
      const { derived } = osr.readSheet({ sheet: member.sheet });
      assert.equal(card.name, member.name, system);
      assert.ok(card.abilities > 0, `${system}: ${member.name} has abilities`);
      assert.ok(card.load.startsWith(`${derived.load.load} of ${derived.load.capacity}`), `${system}: ${member.name}: ${card.load}`);
    });
    assertReadable(await page.innerText("#party"), `${system}: the party`);
    assert.doesNotMatch(await page.innerText("#chronicle"), CATALOG_ID, `${system}: the chronicle shows a catalog ID`);
    // The faces, counted and folded; the whole answer offered to download.
    assert.equal(await page.textContent("#expedition-faces-count"), String(expected.faces.length), system);
    assert.equal(await page.textContent("#expedition-faces"), expected.faces.join(", "), system);
    assert.ok(await page.isHidden("#expedition-faces"), system);
    assert.equal(await page.getAttribute("#expedition-download", "download"), `expedition-${system}-${seed}.json`);
    const downloaded = await page.evaluate(async () =>
      (await fetch(document.querySelector("#expedition-download").href)).text());
    assert.deepEqual(JSON.parse(downloaded), expected, system);
  }
  // The module was fetched by the first play, once.
  const fetched = playServed();
  for (const file of ["/pkg/play.js", "/pkg/osr_play.js", "/pkg/osr_play_bg.wasm"]) {
    assert.equal(fetched.filter((path) => path === file).length, 1, `${file} in ${fetched.join(", ")}`);
  }
  assert.ok((await playTimed()).includes("/pkg/osr_play_bg.wasm"));
  mkdirSync(outputDir, { recursive: true });
  await page.locator("#expeditions").screenshot({ path: join(outputDir, "expedition.png") });
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
