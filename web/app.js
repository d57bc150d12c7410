// The page's behaviour: no framework, no build step. Everything it calls is
// the @osr-rs/osr package copied into ./pkg by `bash js/build.sh`.
// It is imported when the page starts, so that a missing package is
// reported on the page rather than failing this module.
let osr = null;

const $ = (id) => document.getElementById(id);
const SVG = "http://www.w3.org/2000/svg";

const SYSTEM_NAMES = {
  constitution: "3d6 Constitution",
  cairn_house: "Cairn House Rules",
  gods_and_monsters: "Gods & Monsters",
  murdham: "Murdham",
  block_dodge_parry: "Block, Dodge, Parry",
};
// Systems whose characters are made from values the player gives rather
// than from dice alone.
const GIVEN_VALUES = new Set(["murdham", "block_dodge_parry"]);
// The largest seed JavaScript numbers carry exactly (the package refuses more).
const MAX_SEED = Number.MAX_SAFE_INTEGER;

// An error made by the page itself, shaped like the package's OsrError.
class PageError extends Error {
  constructor(kind, message) {
    super(message);
    this.name = "PageError";
    this.kind = kind;
  }
}

function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === "class") node.className = value;
    else node.setAttribute(name, value === true ? "" : String(value));
  }
  node.append(...children);
  return node;
}

function svg(tag, attributes = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) {
    node.setAttribute(name, String(value));
  }
  node.append(...children);
  return node;
}

function bump(node) {
  node.dataset.seq = String(Number(node.dataset.seq || 0) + 1);
}

// ---------------------------------------------------------------- inputs

function randomSeed() {
  const [word] = crypto.getRandomValues(new Uint32Array(1));
  return word;
}

function readSeed(input) {
  let text = input.value.trim();
  if (text === "") {
    text = String(randomSeed());
    input.value = text;
  }
  if (!/^\d+$/.test(text)) {
    throw new PageError("invalid_seed", `the seed must be a whole number, got '${text}'`);
  }
  const seed = Number(text);
  if (!Number.isSafeInteger(seed) || seed > MAX_SEED) {
    throw new PageError("invalid_seed", `the seed must be at most ${MAX_SEED}, got ${text}`);
  }
  return seed;
}

function readFaces(input) {
  const words = input.value.split(/[\s,;]+/).filter((word) => word !== "");
  if (words.length === 0) {
    throw new PageError("invalid_faces", "enter the faces rolled, for example 6, 5, 3, 2");
  }
  return words.map((word) => {
    if (!/^\d+$/.test(word)) {
      throw new PageError("invalid_faces", `a face must be a whole number, got '${word}'`);
    }
    return Number(word);
  });
}

// ---------------------------------------------------------------- text

// Spans count bytes of the notation's UTF-8; JavaScript strings count
// UTF-16 code units. Converts a byte offset into a string index.
function byteToIndex(text, byte) {
  let bytes = 0;
  let index = 0;
  for (const char of text) {
    if (bytes >= byte) break;
    const point = char.codePointAt(0);
    bytes += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
    index += char.length;
  }
  return index;
}

function percent(p) {
  const value = p * 100;
  if (value === 0) return "0%";
  if (value >= 1) return `${value.toFixed(2)}%`;
  if (value >= 0.001) return `${value.toPrecision(3)}%`;
  return `${value.toExponential(2)}%`;
}

// A fraction too long to read is shown by its decimal, the fraction kept
// in the title.
function exactNode(exact, { digits = 6 } = {}) {
  const decimal = Number(exact.decimal.toFixed(digits));
  if (exact.exact.length <= 24) {
    return el("span", { class: "exact", title: `${exact.exact} ≈ ${exact.decimal}` },
      el("span", { class: "fraction" }, exact.exact), " ≈ ", String(decimal));
  }
  return el("span", { class: "exact", title: exact.exact },
    "≈ ", String(decimal), " ", el("span", { class: "muted" }, `(a fraction of ${exact.exact.length} characters)`));
}

// ---------------------------------------------------------------- errors

function showError(prefix, error) {
  const box = $(`${prefix}-error`);
  const isOsr = error && (error.name === "OsrError" || error.name === "PageError");
  $(`${prefix}-error-kind`).textContent = isOsr ? error.kind : "unexpected_error";
  $(`${prefix}-error-message`).textContent = error && error.message ? error.message : String(error);
  box.dataset.kind = isOsr ? error.kind : "unexpected_error";
  box.hidden = false;
  if (!isOsr) console.error(error);
}

function hideError(prefix) {
  $(`${prefix}-error`).hidden = true;
}

// The notation with the span an error points at underlined.
function markNotation(target, notation, span) {
  target.replaceChildren();
  if (!span) {
    target.hidden = true;
    return;
  }
  const start = byteToIndex(notation, span.start);
  const end = byteToIndex(notation, span.end);
  const marked = notation.slice(start, end);
  target.append(
    notation.slice(0, start),
    el("mark", {
      class: marked === "" ? "span empty" : "span",
      "data-testid": "roll-error-span",
      title: `bytes ${span.start}..${span.end}`,
    }, marked === "" ? "\u00a0" : marked),
    notation.slice(end),
  );
  target.hidden = false;
}

// ---------------------------------------------------------------- roller

const FLAGS = [
  ["dropped", "dropped"],
  ["rerolled", "rerolled"],
  ["exploded", "exploded"],
  ["extra", "extra die"],
  ["compounded", "compounded"],
  ["clamped", "clamped"],
  ["success", "success"],
  ["failure", "failure"],
];

function dieChip(die) {
  const flags = FLAGS.filter(([flag]) => die[flag]);
  const label = [`d${die.sides}`, `face ${die.face}`];
  if (die.value !== die.face) label.push(`counts ${die.value}`);
  label.push(...flags.map(([, words]) => words));
  const chip = el("span", {
    class: ["chip", ...flags.map(([flag]) => flag)].join(" "),
    "data-testid": "die",
    "data-face": die.face,
    "data-value": die.value,
    "data-sides": die.sides,
    "data-flags": flags.map(([flag]) => flag).join(" "),
    title: label.join(", "),
    role: "listitem",
    "aria-label": label.join(", "),
  }, el("span", { class: "value" }, String(die.value)), el("span", { class: "sides" }, `d${die.sides}`));
  if (die.exploded) chip.append(el("span", { class: "mark", "aria-hidden": "true" }, "!"));
  if (die.rerolled) chip.append(el("span", { class: "mark", "aria-hidden": "true" }, "↻"));
  return chip;
}

function itemChip(item) {
  const flags = ["dropped", "success", "failure"].filter((flag) => item[flag]);
  const label = [`member ${item.index + 1}`, `total ${item.total}`, ...flags];
  return el("span", {
    class: ["chip", "item", ...flags].join(" "),
    "data-testid": "item",
    title: label.join(", "),
    role: "listitem",
    "aria-label": label.join(", "),
  }, el("span", { class: "value" }, String(item.total)), el("span", { class: "sides" }, `#${item.index + 1}`));
}

// Chips drawn per term at most; the text line lists every die.
const MAX_CHIPS = 60;

// Dice grouped by the term they belong to, each group named by the part of
// the notation it rolled.
function renderDice(container, notation, roll) {
  container.replaceChildren();
  const groups = new Map();
  const add = (key, span, chip) => {
    if (!groups.has(key)) groups.set(key, { span, chips: [] });
    groups.get(key).chips.push(chip);
  };
  for (const die of roll.dice) add(`d${die.term}`, die.span, dieChip(die));
  for (const item of roll.items ?? []) add(`i${item.term}`, item.span, itemChip(item));
  // Outer parts of the notation before the parts inside them.
  const ordered = [...groups].sort(([, a], [, b]) => a.span.start - b.span.start || b.span.end - a.span.end);
  for (const [key, group] of ordered) {
    if (group.chips.length > MAX_CHIPS) {
      const more = group.chips.length - MAX_CHIPS;
      group.chips = group.chips.slice(0, MAX_CHIPS);
      group.chips.push(el("span", { class: "more muted" }, `and ${more} more (see the text above)`));
    }
    const part = notation.slice(byteToIndex(notation, group.span.start), byteToIndex(notation, group.span.end));
    container.append(el("div", { class: "term", "data-testid": "term", "data-term": key },
      el("code", { class: "term-name" }, part || "?"),
      el("span", { class: "chips", role: "list", "aria-label": `${key.startsWith("i") ? "group members" : "dice"} of ${part}` },
        ...group.chips)));
  }
  if (groups.size === 0) container.append(el("p", { class: "muted" }, "No dice: a constant."));
}

let oddsCache = { notation: null, result: null, error: null };

function roll(event) {
  event?.preventDefault();
  const notation = $("notation").value;
  const result = $("roll-result");
  $("roll-placeholder").hidden = true;
  let dice;
  let response;
  let error;
  try {
    dice = $("source-faces").checked ? { faces: readFaces($("faces")) } : { seed: readSeed($("seed")) };
    response = osr.rollNotation({ notation, dice });
  } catch (caught) {
    error = caught;
  }
  if (error) {
    $("roll-output").hidden = true;
    showError("roll", error);
    markNotation($("roll-error-notation"), notation, error.span);
    result.dataset.state = "error";
  } else {
    hideError("roll");
    $("roll-total").textContent = String(response.total);
    $("roll-text").textContent = response.text;
    $("roll-faces").textContent = response.faces.join(", ") || "none";
    $("roll-seed-note").textContent = "seed" in dice ? `(seed ${dice.seed})` : "(supplied)";
    renderDice($("roll-dice"), response.notation, response.roll);
    $("roll-output").hidden = false;
    result.dataset.state = "ok";
  }
  bump(result);
  // The odds do not depend on the dice: weigh each notation once, after
  // the roll has been drawn.
  setTimeout(() => showOdds(notation, error), 0);
}

function showOdds(notation, rollError) {
  if (oddsCache.notation !== notation) {
    oddsCache = { notation, result: null, error: null };
    try {
      oddsCache.result = osr.notationOdds({ notation });
    } catch (caught) {
      oddsCache.error = caught;
    }
  }
  const box = $("odds");
  $("odds-placeholder").hidden = true;
  const { result, error } = oddsCache;
  if (error) {
    $("odds-output").hidden = true;
    const same = rollError && rollError.kind === error.kind && rollError.message === error.message;
    showError("odds", same ? { name: "PageError", kind: error.kind, message: "the notation has an error (see above)" } : error);
    box.dataset.state = "error";
  } else {
    hideError("odds");
    $("odds-output").hidden = false;
    renderOdds(result);
    box.dataset.state = "ok";
  }
  box.dataset.notation = notation;
  bump(box);
}

function renderOdds(odds) {
  $("odds-notation").textContent = odds.notation;
  $("odds-mean").replaceChildren(exactNode(odds.mean));
  $("odds-variance").replaceChildren(exactNode(odds.variance));
  $("odds-range").textContent = `${odds.min} to ${odds.max} (${odds.outcomes.length} ${odds.outcomes.length === 1 ? "total" : "totals"})`;
  const truncated = odds.truncated.decimal > 0 || !/^0(\/\d+)?$/.test(odds.truncated.exact);
  $("odds-truncated-row").hidden = !truncated;
  if (truncated) {
    $("odds-truncated").replaceChildren(
      el("span", { title: odds.truncated.exact }, percent(odds.truncated.decimal)));
  }
  const chart = drawChart(odds);
  const holder = $("odds-chart");
  holder.replaceChildren(chart);
  // A chart wider than its box opens on its mean.
  const scale = chart.getBoundingClientRect().width / chart.viewBox.baseVal.width;
  holder.scrollLeft = Math.max(0, Number(chart.dataset.meanAt) * scale - holder.clientWidth / 2);
  $("odds-readout").textContent = "Point at a bar to read its exact probability.";
  const table = $("odds-table-details");
  table.open = false;
  table.dataset.filled = "";
  table.ontoggle = () => {
    if (table.open && table.dataset.filled === "") fillTable(odds);
  };
}

function fillTable(odds) {
  const body = $("odds-table").tBodies[0];
  body.replaceChildren(...odds.outcomes.map((outcome) => el("tr", {},
    el("td", {}, String(outcome.total)),
    el("td", { class: "fraction" }, outcome.p.exact),
    el("td", {}, percent(outcome.p.decimal)))));
  $("odds-table-details").dataset.filled = "yes";
}

// Grid lines for probabilities up to `highest`: a step of 1, 2, 2.5 or 5
// times a power of ten, about four of them, the last at or above it.
function gridSteps(highest) {
  if (!(highest > 0)) return { step: 0.25, lines: 4 };
  const raw = highest / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw * (1 - 1e-12));
  return { step, lines: Math.max(1, Math.ceil(highest / step - 1e-9)) };
}

// A grid label: a percent with no trailing zeros.
function gridLabel(p) {
  return `${Number((p * 100).toPrecision(4))}%`;
}

function drawChart(odds) {
  const outcomes = odds.outcomes;
  const left = 52;
  const right = 12;
  const top = 24;
  const bottom = 34;
  const count = Math.max(outcomes.length, 1);
  // Bars at least 2 units wide: a long tail (exploding dice) scrolls
  // sideways rather than drawing bars too thin to point at. At most 64,
  // centred: a few totals do not make slabs.
  const band = Math.min(Math.max(656 / count, 2), 64);
  const plotWidth = Math.max(band * count, 656);
  const offset = (plotWidth - band * count) / 2;
  const width = left + plotWidth + right;
  const height = 260;
  const plotHeight = height - top - bottom;
  const gap = band > 6 ? band * 0.18 : 0;
  const highest = Math.max(...outcomes.map((outcome) => outcome.p.decimal), 0);
  const { step, lines } = gridSteps(highest);
  const ceiling = step * lines;
  const y = (p) => top + plotHeight - (p / ceiling) * plotHeight;

  const chart = svg("svg", {
    viewBox: `0 0 ${width} ${height}`,
    class: "odds-svg",
    role: "img",
    "aria-label": `Bar chart of the ${outcomes.length} totals of ${odds.notation}, from ${odds.min} to ${odds.max}; mean ${odds.mean.decimal.toFixed(3)}.`,
    "data-testid": "odds-svg",
  });
  if (width > 720) {
    chart.style.width = `${width}px`;
    chart.classList.add("wide");
  }

  // Grid lines and percent labels.
  const grid = svg("g", { class: "grid" });
  for (let line = 0; line <= lines; line += 1) {
    const p = step * line;
    const at = y(p);
    grid.append(
      svg("line", { x1: left, x2: width - right, y1: at, y2: at }),
      svg("text", { x: left - 6, y: at + 4, "text-anchor": "end" }, gridLabel(p)),
    );
  }
  chart.append(grid);

  // One bar per total; each column is a hit area as tall as the plot, so
  // a bar too short to see can still be pointed at.
  const bars = svg("g", { class: "bars" });
  const labelEvery = Math.max(1, Math.ceil(30 / band));
  const labels = svg("g", { class: "x-labels" });
  outcomes.forEach((outcome, index) => {
    const x = left + offset + index * band;
    const barTop = y(outcome.p.decimal);
    const description = `${outcome.total}: ${outcome.p.exact} (${percent(outcome.p.decimal)})`;
    const column = svg("g", {
      class: "column",
      "data-testid": "odds-bar",
      "data-total": outcome.total,
      "data-exact": outcome.p.exact,
      "data-decimal": outcome.p.decimal,
    },
    svg("title", {}, description),
    svg("rect", { class: "hit", x, y: top, width: band, height: plotHeight }),
    svg("rect", {
      class: "bar",
      x: x + gap / 2,
      y: barTop,
      width: band - gap,
      height: Math.max(top + plotHeight - barTop, 0),
    }));
    column.addEventListener("mouseenter", () => {
      $("odds-readout").textContent = `Total ${outcome.total}: ${outcome.p.exact} = ${percent(outcome.p.decimal)}`;
    });
    bars.append(column);
    if (index % labelEvery === 0 || (index === count - 1 && index % labelEvery > labelEvery / 2)) {
      labels.append(svg("text", { x: x + band / 2, y: top + plotHeight + 16, "text-anchor": "middle" },
        String(outcome.total)));
    }
  });
  chart.append(bars, labels);

  // The mean, as a dashed line where it falls between the bars of the
  // totals either side of it.
  const mean = odds.mean.decimal;
  let meanX = left;
  const next = outcomes.findIndex((outcome) => outcome.total >= mean);
  if (next >= 0 && Number.isFinite(mean)) {
    const center = (index) => left + offset + index * band + band / 2;
    let meanAt = center(next);
    if (next > 0 && outcomes[next].total > mean) {
      const below = outcomes[next - 1].total;
      meanAt = center(next - 1) + ((mean - below) / (outcomes[next].total - below)) * band;
    }
    meanX = meanAt;
    const nearRight = meanAt > width - right - 90;
    chart.append(svg("g", { class: "mean" },
      svg("line", { x1: meanAt, x2: meanAt, y1: top - 14, y2: top + plotHeight }),
      svg("text", { x: nearRight ? meanAt - 4 : meanAt + 4, y: top - 6, "text-anchor": nearRight ? "end" : "start" },
        `mean ${mean.toFixed(2)}`)));
  }
  chart.append(svg("line", { class: "axis", x1: left, x2: width - right, y1: top + plotHeight, y2: top + plotHeight }));
  chart.dataset.meanAt = String(meanX);
  chart.addEventListener("mouseleave", () => {
    $("odds-readout").textContent = "Point at a bar to read its exact probability.";
  });
  return chart;
}

// ---------------------------------------------------------------- characters

const canCreate = () => osr !== null && typeof osr.createCharacter === "function";

// Abbreviations written in capitals on character sheets.
const ABBREVIATIONS = new Set(["str", "dex", "con", "int", "wis", "cha", "wil", "wit", "kno", "xp", "hp", "ac", "hd", "id"]);

function humanize(key) {
  if (ABBREVIATIONS.has(key.toLowerCase())) return key.toUpperCase();
  const words = key.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function valueNode(value, depth = 0) {
  if (value === null || value === undefined) return el("span", { class: "muted" }, "—");
  if (typeof value === "boolean") return document.createTextNode(value ? "yes" : "no");
  if (typeof value !== "object") return document.createTextNode(String(value));
  if (depth >= 4) return el("code", {}, JSON.stringify(value));
  if (Array.isArray(value)) {
    if (value.length === 0) return el("span", { class: "muted" }, "none");
    if (value.every((item) => item === null || typeof item !== "object")) {
      return document.createTextNode(value.map((item) => (item === null ? "—" : String(item))).join(", "));
    }
    return el("ol", { class: "nested-list" }, ...value.map((item) => el("li", {}, valueNode(item, depth + 1))));
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return el("span", { class: "muted" }, "none");
  return el("dl", { class: "nested" }, ...entries.map(([key, item]) => el("div", { class: "pair" },
    el("dt", { title: key }, humanize(key)), el("dd", {}, valueNode(item, depth + 1)))));
}

function fillDefinitions(list, object, testid) {
  list.replaceChildren(...Object.entries(object).map(([key, value]) => el("div", {
    class: "pair",
    "data-testid": testid,
    "data-field": key,
  }, el("dt", { title: key }, humanize(key)), el("dd", {}, valueNode(value)))));
}

let downloadUrl = null;

function updateGiven() {
  const system = $("system").value;
  for (const given of GIVEN_VALUES) {
    $(`given-${given}`).hidden = given !== system || !canCreate();
  }
  // Those systems' rules roll nothing at creation: no seed to give.
  const rolled = !GIVEN_VALUES.has(system);
  $("create-seed").disabled = !rolled || !canCreate();
  $("create-random-seed").disabled = !rolled || !canCreate();
}

/** A whole number from a field of the given-values forms. */
function readNumber(id) {
  const input = $(id);
  const text = input.value.trim();
  if (!/^-?\d+$/.test(text)) {
    const name = input.labels?.[0]?.textContent ?? id;
    throw new PageError("invalid_given_values", `${name} must be a whole number, got "${text}"`);
  }
  return Number(text);
}

/** The request for a character of a given-values system. */
function givenRequest(system) {
  if (system === "murdham") {
    return { system, str: readNumber("mu-str"), agi: readNumber("mu-agi"), wit: readNumber("mu-wit") };
  }
  const request = {
    system,
    str: readNumber("bdp-str"),
    dex: readNumber("bdp-dex"),
    wil: readNumber("bdp-wil"),
    max_hp: readNumber("bdp-hp"),
  };
  const career = $("bdp-career").value.trim();
  if (career) request.career = career;
  return request;
}

function create(event) {
  event?.preventDefault();
  if (!canCreate()) return;
  const system = $("system").value;
  const result = $("create-result");
  let seed;
  let response;
  let error;
  try {
    if (GIVEN_VALUES.has(system)) {
      response = osr.createCharacter(givenRequest(system));
    } else {
      seed = readSeed($("create-seed"));
      response = osr.createCharacter({ system, dice: { seed } });
    }
  } catch (caught) {
    error = caught;
  }
  if (error) {
    $("sheet-output").hidden = true;
    showError("create", error);
    result.dataset.state = "error";
    bump(result);
    return;
  }
  hideError("create");
  const { sheet, faces, ...extra } = response;
  const origin = seed === undefined ? "from given values" : `seed ${seed}`;
  $("sheet-title").textContent = `${SYSTEM_NAMES[system]} character, ${origin}`;
  fillDefinitions($("sheet"), sheet ?? {}, "sheet-field");
  fillDefinitions($("sheet-extra"), extra, "sheet-extra-field");
  $("sheet-extra-block").hidden = Object.keys(extra).length === 0;
  $("sheet-faces").textContent = (faces ?? []).join(", ") || "none";
  if (downloadUrl) URL.revokeObjectURL(downloadUrl);
  downloadUrl = URL.createObjectURL(new Blob([`${JSON.stringify(sheet, null, 2)}\n`], { type: "application/json" }));
  const link = $("sheet-download");
  link.href = downloadUrl;
  link.download = seed === undefined ? `${system}.json` : `${system}-${seed}.json`;
  $("sheet-output").hidden = false;
  result.dataset.state = "ok";
  result.dataset.system = system;
  bump(result);
}

// ---------------------------------------------------------------- start

function wire() {
  $("roll-form").addEventListener("submit", roll);
  $("random-seed").addEventListener("click", () => {
    $("seed").value = String(randomSeed());
    $("source-seed").checked = true;
    updateSource();
  });
  const updateSource = () => {
    const faces = $("source-faces").checked;
    $("faces-row").hidden = !faces;
    $("seed-row").hidden = faces;
  };
  $("source-seed").addEventListener("change", updateSource);
  $("source-faces").addEventListener("change", updateSource);
  updateSource();

  $("create-form").addEventListener("submit", create);
  $("create-random-seed").addEventListener("click", () => {
    $("create-seed").value = String(randomSeed());
  });
  $("system").addEventListener("change", updateGiven);
  updateGiven();
}

async function start() {
  wire();
  try {
    osr = await import("./pkg/osr.js");
    await osr.default();
  } catch (error) {
    $("status").textContent = "The osr package could not be loaded from ./pkg/: build it with `bash js/build.sh` and serve this folder over HTTP.";
    $("status").dataset.state = "error";
    console.error(error);
    return;
  }
  $("roll").disabled = false;
  if (canCreate()) {
    $("create").disabled = false;
  } else {
    $("create-unavailable").hidden = false;
    $("create-form").classList.add("unavailable");
    for (const control of $("create-form").querySelectorAll("input, select, button, textarea")) {
      control.disabled = true;
    }
  }
  $("status").textContent = canCreate()
    ? "Ready: dice and characters are computed locally."
    : "Ready: dice are computed locally; this build of the package cannot create characters yet.";
  $("status").dataset.state = "ready";
  document.body.dataset.ready = "yes";
  roll();
}

start();
