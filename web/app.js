// The page's behaviour: no framework, no build step. Everything it calls is
// the @osr-rs/osr package copied into ./pkg by `bash js/build.sh`.
// It is imported when the page starts, so that a missing package is
// reported on the page rather than failing this module; its expedition
// module (./pkg/play.js) is imported when an expedition is first played.
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
    if (value === undefined || value === null) continue;
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

// The odds shown now, read by the "at least" readout.
let shownOdds = null;

function renderOdds(odds) {
  shownOdds = odds;
  $("odds-notation").textContent = odds.notation;
  $("odds-mean").replaceChildren(exactNode(odds.mean));
  $("odds-variance").replaceChildren(exactNode(odds.variance));
  $("odds-range").textContent = `${odds.min} to ${odds.max} (${odds.outcomes.length} ${odds.outcomes.length === 1 ? "total" : "totals"})`;
  const truncated = isTruncated(odds);
  $("odds-truncated-row").hidden = !truncated;
  if (truncated) {
    $("odds-truncated").replaceChildren(
      el("span", { title: odds.truncated.exact }, percent(odds.truncated.decimal)));
  }
  const chart = drawChart(odds);
  $("odds-chart").replaceChildren(chart);
  $("odds-readout").textContent = POINT_AT_A_BAR;
  // The readout opens on the total nearest the mean.
  const input = $("odds-n");
  input.min = String(odds.min);
  input.max = String(odds.max);
  input.value = String(Math.round(odds.mean.decimal));
  showAtLeast();
  const table = $("odds-table-details");
  table.open = false;
  table.dataset.filled = "";
  table.ontoggle = () => {
    if (table.open && table.dataset.filled === "") fillTable(odds);
  };
}

const isTruncated = (odds) => odds.truncated.decimal > 0 || !/^0(\/\d+)?$/.test(odds.truncated.exact);

// ---------------------------------------------------------------- exact sums

// The package's probabilities are exact fractions ("7/432"), often of
// numbers past 2^53: they are summed as BigInt fractions.
function parseFraction(text) {
  const [numerator, denominator = "1"] = text.split("/");
  return { n: BigInt(numerator), d: BigInt(denominator) };
}

function addFractions(a, b) {
  if (a.d === b.d) return { n: a.n + b.n, d: a.d };
  // The denominators of one notation are mostly powers of one number:
  // scale to the larger when one divides the other.
  if (b.d % a.d === 0n) return { n: a.n * (b.d / a.d) + b.n, d: b.d };
  if (a.d % b.d === 0n) return { n: a.n + b.n * (a.d / b.d), d: a.d };
  return { n: a.n * b.d + b.n * a.d, d: a.d * b.d };
}

function gcd(a, b) {
  let [x, y] = [a < 0n ? -a : a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** The sum of probabilities `{exact, decimal}`, as one, its fraction reduced. */
function sumProbabilities(probabilities) {
  let sum = { n: 0n, d: 1n };
  let decimal = 0;
  for (const p of probabilities) {
    sum = addFractions(sum, parseFraction(p.exact));
    decimal += p.decimal;
  }
  const divisor = gcd(sum.n, sum.d) || 1n;
  const n = sum.n / divisor;
  const d = sum.d / divisor;
  // The decimal sum drifts by an ulp or so: the fraction says when it is
  // exactly 0 or 1.
  if (n === 0n) decimal = 0;
  else if (n === d) decimal = 1;
  return { exact: `${n}/${d}`, decimal: Math.min(Math.max(decimal, 0), 1) };
}

// ---------------------------------------------------------------- at least N

const POINT_AT_A_BAR = "Point at a bar to read its exact probability; click it to read the chance of at least its total.";

/** P(total ≥ n), P(total ≤ n) and P(total = n) of the odds, exactly. */
function chancesAt(odds, n) {
  const { outcomes } = odds;
  return {
    atLeast: sumProbabilities(outcomes.filter((outcome) => outcome.total >= n).map((outcome) => outcome.p)),
    atMost: sumProbabilities(outcomes.filter((outcome) => outcome.total <= n).map((outcome) => outcome.p)),
    exactly: sumProbabilities(outcomes.filter((outcome) => outcome.total === n).map((outcome) => outcome.p)),
  };
}

// A chance as a percent and its exact fraction; a fraction too long to
// read is kept in the title.
function chanceNode(p) {
  const fraction = p.exact.length <= 40
    ? el("span", { class: "fraction" }, p.exact)
    : el("span", { class: "muted" }, `an exact fraction of ${p.exact.length} characters`);
  return el("span", { class: "chance", title: p.exact },
    el("strong", { class: "percent" }, percent(p.decimal)), " ", fraction);
}

function showAtLeast() {
  const odds = shownOdds;
  const box = $("odds-chances");
  if (!odds) return;
  const text = $("odds-n").value.trim();
  const rows = [["at-least", "At least"], ["at-most", "At most"], ["exactly", "Exactly"]];
  if (!/^-?\d+$/.test(text)) {
    $("odds-at-least-note").textContent = "Enter a whole number to read its chances.";
    for (const [key] of rows) {
      const value = $(`odds-${key}`);
      value.replaceChildren("—");
      delete value.dataset.exact;
      delete value.dataset.decimal;
    }
    box.dataset.n = "";
    bump(box);
    return;
  }
  const n = Number(text);
  const chances = chancesAt(odds, n);
  const values = { "at-least": chances.atLeast, "at-most": chances.atMost, exactly: chances.exactly };
  for (const [key, words] of rows) {
    $(`odds-${key}-label`).textContent = `${words} ${n}`;
    const value = $(`odds-${key}`);
    value.replaceChildren(chanceNode(values[key]));
    value.dataset.exact = values[key].exact;
    value.dataset.decimal = String(values[key].decimal);
  }
  $("odds-at-least-note").textContent = isTruncated(odds)
    ? `Rolls cut off by the explosion cap (${percent(odds.truncated.decimal)} of them) are in none of these.`
    : "";
  // The bars the "at least" chance counts.
  for (const column of $("odds-chart").querySelectorAll("[data-testid=odds-bar]")) {
    column.classList.toggle("counted", Number(column.dataset.from) >= n);
  }
  box.dataset.n = String(n);
  bump(box);
}

function pickTotal(total) {
  $("odds-n").value = String(total);
  showAtLeast();
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

// The most bars drawn. A wider support (exploding dice reach totals in
// the thousands) keeps the run of totals holding the most probability and
// gathers the rest into an "N or less" and an "N or more" bar.
const MAX_BARS = 48;

/**
 * The chart's bars: one per total, or for a wide support the run of
 * totals with the most probability between bars that gather each tail.
 * Each bar has `from` and `to` (the totals it covers), `p` and `tail`
 * ("", "low" or "high").
 */
function chartBars(outcomes) {
  const single = (outcome) => ({ from: outcome.total, to: outcome.total, p: outcome.p, tail: "", count: 1 });
  if (outcomes.length <= MAX_BARS) return outcomes.map(single);
  const keep = MAX_BARS - 2;
  let mass = 0;
  for (let index = 0; index < keep; index += 1) mass += outcomes[index].p.decimal;
  let best = mass;
  let start = 0;
  for (let index = keep; index < outcomes.length; index += 1) {
    mass += outcomes[index].p.decimal - outcomes[index - keep].p.decimal;
    if (mass > best) {
      best = mass;
      start = index - keep + 1;
    }
  }
  let end = start + keep - 1;
  // A tail with nothing in it gives its bar to the run.
  if (start === 0) end += 1;
  else if (end === outcomes.length - 1) start -= 1;
  const gather = (part, tail) => ({
    from: part[0].total,
    to: part[part.length - 1].total,
    p: sumProbabilities(part.map((outcome) => outcome.p)),
    tail,
    count: part.length,
  });
  const bars = outcomes.slice(start, end + 1).map(single);
  if (start > 0) bars.unshift(gather(outcomes.slice(0, start), "low"));
  if (end < outcomes.length - 1) bars.push(gather(outcomes.slice(end + 1), "high"));
  return bars;
}

/** A bar's totals in words ("12", "49 or more", "2 or less"). */
function barName(bar) {
  if (bar.tail === "high") return `${bar.from} or more`;
  if (bar.tail === "low") return `${bar.to} or less`;
  return String(bar.from);
}

function drawChart(odds) {
  const bars = chartBars(odds.outcomes);
  const left = 60;
  const right = 12;
  const top = 24;
  const bottom = 48;
  const count = Math.max(bars.length, 1);
  // Bars at most 64 units wide, centred: a few totals do not make slabs.
  const plotWidth = 656;
  const band = Math.min(plotWidth / count, 64);
  const offset = (plotWidth - band * count) / 2;
  const width = left + plotWidth + right;
  const height = 280;
  const plotHeight = height - top - bottom;
  const gap = band > 6 ? band * 0.18 : 0;
  const highest = Math.max(...bars.map((bar) => bar.p.decimal), 0);
  const { step, lines } = gridSteps(highest);
  const ceiling = step * lines;
  const y = (p) => top + plotHeight - (p / ceiling) * plotHeight;
  const tails = bars.filter((bar) => bar.tail !== "");

  const chart = svg("svg", {
    viewBox: `0 0 ${width} ${height}`,
    class: "odds-svg",
    role: "img",
    "aria-label": `Bar chart of the ${odds.outcomes.length} totals of ${odds.notation}, from ${odds.min} to ${odds.max}; mean ${odds.mean.decimal.toFixed(3)}.`
      + (tails.length > 0 ? ` The far totals are gathered: ${tails.map(barName).join(", ")}.` : ""),
    "data-testid": "odds-svg",
    "data-bars": bars.length,
  });

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
  // The axes' names.
  chart.append(
    svg("text", { class: "axis-title", x: left + plotWidth / 2, y: height - 6, "text-anchor": "middle" }, "Total"),
    svg("text", {
      class: "axis-title",
      x: 0,
      y: 0,
      transform: `translate(14 ${top + plotHeight / 2}) rotate(-90)`,
      "text-anchor": "middle",
    }, "Chance of the total"),
  );

  // One bar per total or tail; each column is a hit area as tall as the
  // plot, so a bar too short to see can still be pointed at.
  const group = svg("g", { class: "bars" });
  const labelEvery = Math.max(1, Math.ceil(30 / band));
  const labels = svg("g", { class: "x-labels" });
  bars.forEach((bar, index) => {
    const x = left + offset + index * band;
    const barTop = y(bar.p.decimal);
    const name = barName(bar);
    const description = `${name}: ${bar.p.exact} (${percent(bar.p.decimal)})`;
    const column = svg("g", {
      class: bar.tail ? "column tail" : "column",
      "data-testid": "odds-bar",
      "data-total": bar.from,
      "data-from": bar.from,
      "data-to": bar.to,
      "data-tail": bar.tail,
      "data-exact": bar.p.exact,
      "data-decimal": bar.p.decimal,
    },
    svg("title", {}, bar.tail ? `${description}, ${bar.count} totals` : description),
    svg("rect", { class: "hit", x, y: top, width: band, height: plotHeight }),
    svg("rect", {
      class: "bar",
      x: x + gap / 2,
      y: barTop,
      width: band - gap,
      height: Math.max(top + plotHeight - barTop, 0),
    }));
    column.addEventListener("mouseenter", () => {
      $("odds-readout").textContent = `Total ${name}: ${bar.p.exact} = ${percent(bar.p.decimal)}`;
    });
    column.addEventListener("click", () => pickTotal(bar.tail === "low" ? bar.to : bar.from));
    group.append(column);
    const last = index === count - 1;
    if (bar.tail || index % labelEvery === 0 || (last && index % labelEvery > labelEvery / 2)) {
      const text = bar.tail === "high" ? `${bar.from}+` : bar.tail === "low" ? `≤${bar.to}` : String(bar.from);
      labels.append(svg("text", {
        x: x + band / 2,
        y: top + plotHeight + 16,
        "text-anchor": "middle",
        class: bar.tail ? "tail-label" : null,
      }, text));
    }
  });
  chart.append(group, labels);

  // The mean, as a dashed line where it falls between the bars of the
  // totals either side of it.
  const mean = odds.mean.decimal;
  const next = bars.findIndex((bar) => bar.to >= mean);
  if (next >= 0 && Number.isFinite(mean)) {
    const center = (index) => left + offset + index * band + band / 2;
    let meanAt = center(next);
    if (next > 0 && bars[next].from > mean) {
      const below = bars[next - 1].to;
      meanAt = center(next - 1) + ((mean - below) / (bars[next].from - below)) * band;
    }
    const nearRight = meanAt > width - right - 90;
    chart.append(svg("g", { class: "mean" },
      svg("line", { x1: meanAt, x2: meanAt, y1: top - 14, y2: top + plotHeight }),
      svg("text", { x: nearRight ? meanAt - 4 : meanAt + 4, y: top - 6, "text-anchor": nearRight ? "end" : "start" },
        `mean ${mean.toFixed(2)}`)));
  }
  chart.append(svg("line", { class: "axis", x1: left, x2: width - right, y1: top + plotHeight, y2: top + plotHeight }));
  chart.addEventListener("mouseleave", () => {
    $("odds-readout").textContent = POINT_AT_A_BAR;
  });
  return chart;
}

// ---------------------------------------------------------------- characters

const canCreate = () => osr !== null && typeof osr.createCharacter === "function";
const canRead = () => osr !== null && typeof osr.readSheet === "function";
const canApply = () => osr !== null && typeof osr.applyToSheet === "function";

// Abbreviations written in capitals on character sheets.
const ABBREVIATIONS = new Set(["str", "dex", "con", "int", "wis", "cha", "wil", "wit", "kno", "agi", "xp", "hp", "ac", "dr"]);

/** A key or an enum value of the package in words: "within_carry" is "Within carry". */
function humanize(key) {
  const text = String(key);
  if (ABBREVIATIONS.has(text.toLowerCase())) return text.toUpperCase();
  const words = text.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const plural = (count, one, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const signed = (value) => (value > 0 ? `+${value}` : String(value));

// Items come from the package's catalog (`findItem`), looked up once.
const catalogRows = new Map();

/** The catalog row of an item ID, or null when the catalog has none. */
function catalogRow(id) {
  if (!catalogRows.has(id)) {
    let row = null;
    try {
      row = osr.findItem({ id });
    } catch {
      row = null;
    }
    catalogRows.set(id, row);
  }
  return catalogRows.get(id);
}

/**
 * An item of a sheet by its name. IDs the catalog does not hold (3d6
 * Constitution's initiations, Murdham's diseases) are shown by the last
 * part of the ID in words, the ID kept in the title.
 */
function itemNode(id) {
  const row = catalogRow(id);
  if (row !== null) return el("span", { class: "item-name", "data-item": id }, row.name);
  const words = humanize(id.split(".").pop().replace(/-/g, " "));
  return el("span", { class: "item-name unnamed", "data-item": id, title: `no catalog name for ${id}` }, words);
}

/** Nodes separated by commas, or "none". */
function listNode(items) {
  if (!items || items.length === 0) return el("span", { class: "muted" }, "none");
  const span = el("span");
  items.forEach((item, index) => {
    if (index > 0) span.append(", ");
    span.append(item);
  });
  return span;
}

const yes = (flag) => (flag ? "yes" : "no");
const now = (current, max) => (current === max ? String(current) : `${current} of ${max}`);

// What each system's load is counted in.
const LOAD_UNITS = {
  constitution: "stones",
  cairn_house: "units",
  gods_and_monsters: "carry entries",
  murdham: "bulk",
  block_dodge_parry: "slots",
};

/**
 * The sheet of each system as a player reads it: a title, the abilities,
 * and blocks of rows (label, value), with the gear by name. Rows whose
 * value is undefined are left out.
 */
const LAYOUTS = {
  constitution(sheet, derived) {
    const pack = sheet.pack ?? {};
    const health = sheet.health;
    const gear = [];
    if (sheet.armour) gear.push(itemNode(sheet.armour));
    if (sheet.shield) gear.push("Shield");
    if (pack.backpack) gear.push("Backpack");
    if (pack.rations) gear.push(plural(pack.rations, "ration"));
    if (pack.small_things) gear.push(plural(pack.small_things, "small thing"));
    if (pack.medium_items) gear.push(plural(pack.medium_items, "medium item"));
    if (pack.big_things) gear.push(plural(pack.big_things, "big thing"));
    if (pack.weapons_at_side) gear.push(plural(pack.weapons_at_side, "large weapon at the side", "large weapons at the side"));
    return {
      title: sheet.class ? humanize(sheet.class) : "Character without a class",
      subtitle: `Level ${derived.level}, ${sheet.xp} XP`,
      facts: [
        ["Class", sheet.class ? humanize(sheet.class) : "none"],
        ["Concept", sheet.concept ? humanize(sheet.concept) : undefined],
        ["Background", sheet.background || undefined],
        ["Initiations", (sheet.initiations ?? []).length + (sheet.custom_initiations ?? []).length > 0
          ? listNode([...(sheet.initiations ?? []).map(itemNode), ...(sheet.custom_initiations ?? [])]) : "none"],
        ["Initiations still open", derived.open_initiations || undefined],
        ["Traits", (sheet.traits ?? []).length ? sheet.traits.join(", ") : undefined],
      ],
      abilities: ["str", "wit", "kno", "wil", "cha"].map((key) => ({ key, label: humanize(key), value: sheet.abilities[key] })),
      blocks: [
        ["Health", [
          ["HP", health.hp],
          ["HP dice", `${derived.hp_dice} (${plural(derived.hit_dice, "hit die", "hit dice")})`],
          ["Fatigue", health.fatigue ?? 0],
          ["Minor wounds", health.minor_wounds || undefined],
          ["Major wound marks", health.marks || undefined],
          ["Penance", health.penance || undefined],
          ["Hunger", sheet.deprivation ? humanize(sheet.deprivation.hunger) : undefined],
          ["Dead", health.dead ? "yes" : undefined],
        ]],
        ["Combat", [
          ["AC", derived.ac],
          ["Armour", sheet.armour ? itemNode(sheet.armour) : "none"],
          ["Shield", yes(sheet.shield)],
          ["Combat bonus", signed(derived.combat_bonus)],
          ["Knowledge bonus", signed(derived.knowledge_bonus)],
          ["Re-rolls a session", derived.rerolls],
          ["Tactical actions a round", derived.tactical_actions || undefined],
        ]],
        ["Skills and spells", [
          ["Skills", (sheet.skills ?? []).length ? sheet.skills.map((skill) => `${skill.name} ${skill.rating}%`).join(", ") : "none"],
          ["Spell book", yes(sheet.spell_book)],
          ["Spells", (sheet.spells ?? []).length
            ? sheet.spells.map((spell) => `${spell.name} (level ${spell.level}, ${spell.rating}%)`).join(", ") : undefined],
          ["Prepared", sheet.prepared ? sheet.prepared.spells.map((entry) =>
            `${entry.spell.name}${entry.cast ? " (cast)" : ""}`).join(", ") || "none" : undefined],
        ]],
      ],
      gear,
      money: [["Coins", `${sheet.coins} sp`], ["Treasure at home", sheet.treasure_at_home && sheet.treasure_at_home !== "0" ? `${sheet.treasure_at_home} sp` : undefined]],
    };
  },

  cairn_house(sheet, derived) {
    const health = sheet.health;
    // Body armour that reduces no damage (being unarmoured) is no gear.
    const armour = catalogRow(sheet.armour);
    const gear = [
      ...(sheet.weapons ?? []).map(itemNode),
      ...(armour === null || armour.row.dr > 0 ? [itemNode(sheet.armour)] : []),
      ...(sheet.shield ? [itemNode(sheet.shield)] : []),
      ...(sheet.transport ?? []).map(itemNode),
    ];
    if (sheet.supplies) gear.push(plural(sheet.supplies, "unit of supplies", "units of supplies"));
    if (sheet.treasures) gear.push(plural(sheet.treasures, "unit of treasure", "units of treasure"));
    return {
      title: health.dead ? "Dead adventurer" : "Adventurer",
      subtitle: `HP ${health.hp} of ${health.max_hp}, DR ${derived.dr}`,
      facts: [],
      abilities: ["str", "dex", "wil"].map((key) => ({
        key, label: humanize(key), value: health[key].current, max: health[key].max,
      })),
      blocks: [
        ["Health", [
          ["HP", now(health.hp, health.max_hp)],
          ["Fatigue", health.fatigue ?? 0],
          ["Grievous wounds", (health.wounds ?? []).length ? health.wounds.map(humanize).join(", ") : "none"],
          ["Critical damage", health.critical_minutes === null || health.critical_minutes === undefined
            ? undefined : `for ${plural(health.critical_minutes, "minute")}`],
          ["Unfed", health.unfed ? "yes: no rations since the last long rest" : undefined],
          ["Encumbered", health.encumbered ? "yes: HP are 0 while it lasts" : undefined],
          ["Dead", health.dead ? "yes" : undefined],
        ]],
        ["Combat", [
          ["DR", derived.dr],
          ["Armour", itemNode(sheet.armour)],
          ["Shield", sheet.shield ? itemNode(sheet.shield) : "none"],
          ["Weapons", listNode((sheet.weapons ?? []).map(itemNode))],
        ]],
      ],
      gear,
      money: [["Coins", sheet.coins], ["Treasure at home", sheet.treasures_at_home ? plural(sheet.treasures_at_home, "unit") : undefined]],
    };
  },

  gods_and_monsters(sheet, derived) {
    const vitals = sheet.vitals;
    const feet = Math.floor(derived.height / 12);
    const field = (entry) => `${entry.name} ${signed(entry.bonus)}${(entry.skills ?? []).length ? ` (${entry.skills.join(", ")})` : ""}`;
    return {
      title: humanize(sheet.archetype),
      subtitle: `${humanize(sheet.species.name)}, level ${derived.level}, ${sheet.xp} XP`,
      facts: [
        ["Species", `${humanize(sheet.species.name)} (${sheet.species.size})`],
        ["Age", `${sheet.age} years`],
        ["Height", `${feet}′${derived.height - feet * 12}″`],
        ["Weight", `${derived.weight} lb`],
        ["Moral code", sheet.moral_code],
        ["Motivation", `${sheet.motivation.text}${sheet.motivation.fulfilled ? " (fulfilled)" : ""}`],
        ["Levels due", derived.levels_due || undefined],
        ["Mojo", derived.mojo],
      ],
      // Gods & Monsters' rules write the abilities in full.
      abilities: [["str", "Strength"], ["agi", "Agility"], ["end", "Endurance"], ["int", "Intelligence"], ["wis", "Wisdom"], ["cha", "Charisma"]]
        .map(([key, label]) => ({ key, label, value: sheet.abilities[key] })),
      blocks: [
        ["Health", [
          ["Survival", now(vitals.survival, derived.max_survival)],
          ["Verve", now(vitals.verve, derived.max_verve)],
          ["Injuries", vitals.injuries ?? 0],
          ["Of them from aging", vitals.unhealable_injuries || undefined],
          ["Survival pool", vitals.pool || undefined],
        ]],
        ["Combat", [
          ["Defense", derived.defense],
          ["Movement", derived.movement],
          ["Fighting Art", derived.fighting_art],
          ["Fighting Art skills", (sheet.fighting_art_skills ?? []).map(humanize).join(", ") || "none"],
        ]],
        ["Reactions", Object.entries(derived.reactions).map(([key, value]) => [humanize(key), value])],
        ["Fields and spells", [
          ["Native culture", field(sheet.native_culture)],
          ["Fields", (sheet.fields ?? []).length ? listNode(sheet.fields.map(field)) : "none"],
          ["Spells", (sheet.spells ?? []).length
            ? sheet.spells.map((spell) => `${spell.name} (level ${spell.level}${spell.memorised ? ", memorised" : ""})`).join(", ")
            : undefined],
        ]],
      ],
      gear: (sheet.gear ?? []).map((entry) => el("span", {}, itemNode(entry.item),
        el("span", { class: "muted" }, ` (${humanize(entry.place).toLowerCase()}${entry.made_for === sheet.species.size ? "" : `, made for ${entry.made_for}`})`))),
      money: [["Coins", `${sheet.coins} sc`]],
    };
  },

  murdham(sheet, derived) {
    const scores = derived.scores;
    const skills = (sheet.skills ?? []).map((skill) => skill.name);
    return {
      title: sheet.career ? sheet.career.name : "Adventurer",
      subtitle: `Health ${sheet.health} of ${sheet.str}, ${humanize(sheet.size ?? "medium").toLowerCase()} size`,
      facts: [
        ["Career", sheet.career ? sheet.career.name : "none"],
        ["Career knowledge", sheet.career && (sheet.career.knowledge ?? []).length ? sheet.career.knowledge.join(", ") : undefined],
        ["Size", humanize(sheet.size ?? "medium")],
        ["Languages", derived.languages.map(humanize).join(", ")],
        ["Reads and writes", yes(derived.literate)],
        ["Corruption", sheet.corruption ?? 0],
      ],
      abilities: ["str", "agi", "wit"].map((key) => ({
        key, label: humanize(key), value: scores[key], max: sheet[key],
      })),
      blocks: [
        ["Health", [
          ["Health", now(sheet.health, sheet.str)],
          ["Conditions", (sheet.conditions ?? []).length ? sheet.conditions.map(humanize).join(", ") : "none"],
          ["Sick with", (sheet.sick ?? []).length ? listNode(sheet.sick.map((sickness) => el("span", {}, itemNode(sickness.disease),
            ` (${sickness.successes} saves passed, ${sickness.failures} failed)`))) : undefined],
          ["Immune to", (sheet.immune ?? []).length ? listNode(sheet.immune.map(itemNode)) : undefined],
        ]],
        ["Combat", [
          ["Armour", sheet.armour ?? 0],
          ["Zones a round", derived.zones_per_round],
        ]],
        ["Skills", [["Skills", skills.length ? skills.join(", ") : "none"]]],
      ],
      gear: (sheet.items ?? []).map(itemNode),
      money: [["Coins", sheet.coins ?? 0]],
    };
  },

  block_dodge_parry(sheet, derived) {
    const body = sheet.body;
    const wound = (entry) => `${entry.kind} (${entry.level}${entry.area ? `, ${humanize(entry.area).toLowerCase()}` : ""})`;
    const gear = (sheet.gear ?? []).map((entry) => `${entry.name} (${plural(entry.slots, "slot")})`);
    if (sheet.waterskin) gear.push(`Waterskin (${sheet.waterskin === "empty" ? "empty" : sheet.waterskin})`);
    return {
      title: sheet.career ? humanize(sheet.career) : "Adventurer",
      subtitle: `HP ${sheet.hp} of ${sheet.max_hp}`,
      facts: [
        ["Career", sheet.career ? humanize(sheet.career) : "none"],
        ["Descriptors", derived.descriptors.length ? derived.descriptors.map(humanize).join(", ") : "none"],
        ["Skills", (sheet.skills ?? []).length ? sheet.skills.join(", ") : "none"],
      ],
      abilities: ["str", "dex", "wil"].map((key) => ({
        key, label: humanize(key), value: body[key].current, max: body[key].max,
      })),
      blocks: [
        ["Health", [
          ["HP", now(sheet.hp, sheet.max_hp)],
          ["Fatigue", body.fatigue ?? 0],
          ["Wounds", (body.wounds ?? []).length ? body.wounds.map(wound).join(", ") : "none"],
          ["Permanent wounds", (sheet.permanent ?? []).length ? sheet.permanent.map((entry) =>
            `${humanize(entry.attribute)} lowered${entry.trained ? ", trained back" : ""}`).join("; ") : undefined],
          ["Hungry", body.hungry ? "yes" : undefined],
          ["Sleepless", body.sleepless ? "yes" : undefined],
          ["Attacks impaired", yes(derived.attacks_impaired)],
        ]],
      ],
      gear,
      money: [],
    };
  },
};

function rowsNode(rows, testid) {
  const kept = rows.filter(([, value]) => value !== undefined && value !== null);
  return el("dl", { class: "rows", "data-testid": testid }, ...kept.map(([label, value]) => el("div", { class: "pair" },
    el("dt", {}, label),
    el("dd", {}, value instanceof Node ? value : String(value)))));
}

function block(title, ...children) {
  return el("section", { class: "sheet-block", "data-block": title },
    el("h4", {}, title), ...children);
}

/** The load line: "3 of 6 stones, unencumbered". */
function loadBlock(system, load, testid = "sheet") {
  const unit = LOAD_UNITS[system] ?? "";
  const level = humanize(load.level);
  const state = load.state === load.level ? null : humanize(load.state);
  const share = Number(load.capacity) > 0 ? Math.min(Number(load.load) / Number(load.capacity), 1) : 0;
  return block("Load",
    el("p", { class: "load-line", "data-testid": `${testid}-load` },
      el("strong", {}, `${load.load} of ${load.capacity}`), ` ${unit}`),
    el("div", {
      class: `meter ${load.level}`,
      role: "meter",
      "aria-valuemin": 0,
      "aria-valuemax": load.capacity,
      "aria-valuenow": load.load,
      "aria-label": `Load, ${load.load} of ${load.capacity} ${unit}`,
    }, el("span", { style: `width: ${(share * 100).toFixed(1)}%` })),
    el("p", { class: "muted" }, state ? `${level} (${state.toLowerCase()})` : level));
}

/**
 * Builds the sheet of a sheet document and what it derives into
 * `container` (its header, then its body), with the system's layout
 * (LAYOUTS). Used by the character section and by each member of an
 * expedition's party. `id` names the header's title and subtitle
 * (`${id}-title`, `${id}-subtitle`) and `testid` prefixes the parts'
 * `data-testid`s (`${testid}-title`, `${testid}-abilities`, ...). Given a
 * `name`, the sheet is titled by it and the layout's title (class,
 * archetype, career) opens the subtitle; otherwise the layout's title
 * heads it and the system's name opens the subtitle.
 */
function buildSheet(container, sheet, derived, { id = "sheet", testid = "sheet", name } = {}) {
  const layout = LAYOUTS[sheet.system](sheet, derived);
  const header = el("header", { class: "sheet-head" },
    el("h3", { id: `${id}-title`, "data-testid": `${testid}-title` }, name ?? layout.title),
    el("p", { id: `${id}-subtitle`, "data-testid": `${testid}-subtitle` },
      name === undefined ? `${SYSTEM_NAMES[sheet.system]} · ${layout.subtitle}` : `${layout.title} · ${layout.subtitle}`));
  const abilities = el("ul", { class: "abilities", "data-testid": `${testid}-abilities`, "aria-label": "Abilities" },
    ...layout.abilities.map((ability) => el("li", { class: "ability", "data-ability": ability.key },
      el("span", { class: "ability-label" }, ability.label),
      el("span", { class: "ability-score" }, String(ability.value)),
      ability.max !== undefined && ability.max !== ability.value
        ? el("span", { class: "ability-max" }, `of ${ability.max}`) : "")));
  const gearList = layout.gear.length
    ? el("ul", { class: "gear", "data-testid": `${testid}-gear` }, ...layout.gear.map((item) => el("li", {}, item)))
    : el("p", { class: "muted", "data-testid": `${testid}-gear` }, "No gear.");
  const body = el("div", { class: "sheet-body" },
    layout.facts.length ? rowsNode(layout.facts, `${testid}-facts`) : "",
    abilities,
    el("div", { class: "sheet-grid" },
      ...layout.blocks.map(([title, rows]) => block(title, rowsNode(rows, `${testid}-rows`))),
      loadBlock(sheet.system, derived.load, testid),
      block("Gear", gearList, layout.money.length ? rowsNode(layout.money, `${testid}-money`) : "")));
  container.setAttribute("aria-labelledby", `${id}-title`);
  container.dataset.system = sheet.system;
  container.replaceChildren(header, body);
}

/** Draws the character section's sheet. */
function renderSheet(sheet, derived) {
  buildSheet($("sheet"), sheet, derived);
  $("sheet-json").textContent = JSON.stringify(sheet, null, 2);
}

// ---------------------------------------------------------------- operations

/**
 * The operations a sheet may be offered, in the order shown. Which of
 * them a system takes, and in which form, is asked of the package (see
 * `offeredOperations`), so a system that gains operations gains their
 * forms here. `probe` is a request of the operation the package can weigh
 * without a choice; `shape`, when present, turns the form's flat values
 * into the operation's fields.
 */
const DIES = ["d4", "d6", "d8", "d10", "d12"].map((die) => [die, die]);
const OPERATIONS = [
  {
    op: "take_damage",
    label: "Take damage",
    fields: [{ name: "damage", label: "Damage", type: "number", min: 0, value: 2 }],
    probe: { damage: 1 },
  },
  {
    op: "take_damage",
    label: "Take a hit",
    fields: [{ name: "die", label: "Damage die", options: DIES }],
    probe: { die: "d4" },
  },
  {
    op: "take_damage",
    label: "Take a blow",
    fields: [
      { name: "amount", label: "Damage", type: "number", min: 0, value: 2 },
      { name: "ability", label: "Then to", options: [["str", "STR"], ["dex", "DEX"], ["wil", "WIL"]] },
    ],
    shape: ({ amount, ability }) => ({ harm: { amount, ability, route: "defensible" } }),
    probe: { harm: { amount: 0, ability: "str", route: "defensible" } },
  },
  { op: "fall", label: "Fall", fields: [{ name: "metres", label: "Metres", type: "number", min: 0, value: 4 }], probe: { metres: 0 } },
  { op: "short_rest", label: "Short rest" },
  { op: "good_night", label: "A good night's sleep" },
  { op: "rest_night", label: "Rest a night", fields: [{ name: "heal", label: "Heal", options: [["survival", "Survival"], ["injury", "An injury"]] }] },
  { op: "rest_day", label: "Rest a full day", fields: [{ name: "heal", label: "Heal", options: [["survival", "Survival"], ["injury", "An injury"]] }] },
  { op: "wake", label: "Wake for the day" },
  { op: "rest", label: "Rest", fields: [{ name: "rest", label: "Rest", options: [["daily", "The daily rest"], ["full", "A full rest"]] }], probe: { rest: "daily" } },
  { op: "end_of_day", label: "End the day (sickness)" },
  {
    op: "sleep",
    label: "Sleep",
    fields: [{ name: "rest", label: "Where", options: [["normal", "A good camp"], ["perilous", "A perilous place"], ["comfortable", "Comfort"], ["none", "No sleep"]] }],
    probe: { rest: "normal" },
  },
  {
    op: "eat",
    label: "Eat",
    fields: [{ name: "meal", label: "Meal", options: [["simple", "A simple meal"], ["fancy", "A fancy meal"], ["fresh", "Fresh food"], ["desperate", "Desperate fare"]] }],
    probe: { meal: "fresh" },
  },
  { op: "go_hungry", label: "Go hungry" },
  { op: "catch_breath", label: "Catch breath" },
  {
    op: "gain_xp",
    label: "Gain XP",
    fields: [{ name: "amount", label: "XP", type: "number", min: 0, value: 100 }],
    probe: { amount: 0 },
  },
  { op: "level_up", label: "Roll the level due" },
  { op: "buy", label: "Buy", fields: [{ name: "item", label: "Item", catalog: true }], probe: { item: "" } },
  {
    op: "buy",
    label: "Buy",
    fields: [
      { name: "item", label: "Item", catalog: true },
      { name: "cost", label: "Price", type: "number", min: 0, value: 10 },
    ],
    probe: { item: "", cost: 0 },
  },
];

// The operations each system takes, found once.
const offered = new Map();

/**
 * The operations of OPERATIONS the sheet's system takes: each is tried
 * on the sheet, and those the package refuses as `unsupported_operation`
 * (another system's) or `invalid_request` (another system's form of it)
 * are left out; any other refusal is about this sheet now, such as no
 * level due.
 */
function offeredOperations(sheet) {
  if (!canApply()) return [];
  if (!offered.has(sheet.system)) {
    offered.set(sheet.system, OPERATIONS.filter((operation) => {
      try {
        osr.applyToSheet({ sheet, operation: { op: operation.op, ...operation.probe }, dice: { seed: 0 } });
        return true;
      } catch (error) {
        return !(error && (error.kind === "unsupported_operation" || error.kind === "invalid_request"));
      }
    }));
  }
  return offered.get(sheet.system);
}

/** The catalog rows of a system, by name, for the buying form. */
function catalogOptions(system) {
  let items = [];
  try {
    items = osr.listItems({ system }).items;
  } catch {
    items = [];
  }
  return items.map((item) => el("option", { value: item.id }, item.name));
}

function operationForm(operation, system) {
  const form = el("form", { class: "operation", "data-op": operation.op, "data-testid": `op-${operation.op}`, novalidate: true });
  const fields = operation.fields ?? [];
  for (const field of fields) {
    const id = `op-${operation.op}-${field.name}`;
    let control;
    if (field.options) {
      control = el("select", { id, name: field.name }, ...field.options.map(([value, words]) => el("option", { value }, words)));
    } else if (field.catalog) {
      control = el("select", { id, name: field.name }, ...catalogOptions(system));
    } else {
      control = el("input", { id, name: field.name, type: field.type, min: field.min, value: field.value, inputmode: "numeric" });
    }
    form.append(el("label", { for: id }, field.label), control);
  }
  form.append(el("button", { type: "submit", class: fields.length ? "" : "secondary" }, operation.label));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const request = { op: operation.op };
    for (const field of fields) {
      // (`elements.item` is the collection's method: ask by name.)
      const value = form.elements.namedItem(field.name).value;
      request[field.name] = field.type === "number" ? Number(value) : value;
    }
    applyOperation(operation, operation.shape ? { op: operation.op, ...operation.shape(request) } : request);
  });
  return form;
}

function renderOperations(sheet) {
  const operations = offeredOperations(sheet);
  const box = $("sheet-operations");
  box.hidden = operations.length === 0;
  $("sheet-operations-list").replaceChildren(...operations.map((operation) => operationForm(operation, sheet.system)));
}

// ---------------------------------------------------------------- the sheet shown

// The sheet on the page, its story and where it came from.
let current = null;
let downloadUrl = null;

function logGroup(title, events) {
  return el("li", { class: "log-group" },
    el("span", { class: "log-title" }, title),
    events.length
      ? el("ol", { class: "log-events" }, ...events.map((event) => el("li", { "data-event": event.event }, event.text)))
      : el("span", { class: "muted" }, " (nothing to report)"));
}

function offerDownload(sheet, name) {
  if (downloadUrl) URL.revokeObjectURL(downloadUrl);
  downloadUrl = URL.createObjectURL(new Blob([`${JSON.stringify(sheet, null, 2)}\n`], { type: "application/json" }));
  const link = $("sheet-download");
  link.href = downloadUrl;
  link.download = name;
}

/** Shows a sheet the package answered with, starting its story afresh. */
function showSheet({ sheet, derived, events, faces, origin, file }) {
  current = { sheet, derived, file };
  renderSheet(sheet, derived);
  $("sheet-log").replaceChildren(logGroup(origin, events ?? []));
  $("sheet-faces").textContent = (faces ?? []).join(", ") || "none";
  offerDownload(sheet, file);
  renderOperations(sheet);
  hideSheetError("operation");
  $("sheet-output").hidden = false;
}

function showSheetError(prefix, error) {
  const box = $(`${prefix}-error`);
  const known = error && (error.name === "OsrError" || error.name === "PageError");
  box.dataset.kind = known ? error.kind : "unexpected_error";
  if (error && error.path) box.dataset.path = error.path;
  else delete box.dataset.path;
  $(`${prefix}-error-message`).textContent = error && error.message ? error.message : String(error);
  box.hidden = false;
  if (!known) console.error(error);
}

function hideSheetError(prefix) {
  $(`${prefix}-error`).hidden = true;
}

function applyOperation(operation, request) {
  if (!current) return;
  const box = $("sheet-operations");
  let response;
  try {
    response = osr.applyToSheet({ sheet: current.sheet, operation: request, dice: { seed: readSeed($("op-seed")) } });
  } catch (error) {
    showSheetError("operation", error);
    box.dataset.state = "error";
    bump(box);
    return;
  }
  hideSheetError("operation");
  current = { ...current, sheet: response.sheet, derived: response.derived };
  renderSheet(response.sheet, response.derived);
  const detail = (operation.fields ?? []).map((field) => {
    const value = request[field.name];
    if (field.catalog) return itemNode(value).textContent;
    if (field.options) return field.options.find(([key]) => key === value)?.[1] ?? value;
    return String(value);
  }).join(", ");
  const rolled = response.faces.length ? `; rolled ${response.faces.join(", ")}` : "";
  $("sheet-log").append(logGroup(`${operation.label}${detail ? `: ${detail}` : ""}${rolled}`, response.events));
  offerDownload(response.sheet, current.file);
  // The next roll from the next seed, so that operations do not repeat
  // the same faces.
  const seed = Number($("op-seed").value);
  if (Number.isSafeInteger(seed) && seed < MAX_SEED) $("op-seed").value = String(seed + 1);
  box.dataset.state = "ok";
  box.dataset.op = operation.op;
  bump(box);
}

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
    showSheetError("create", error);
    result.dataset.state = "error";
    bump(result);
    return;
  }
  hideSheetError("create");
  showSheet({
    ...response,
    origin: seed === undefined ? "Created from the values given" : `Created from seed ${seed}`,
    file: seed === undefined ? `${system}.json` : `${system}-${seed}.json`,
  });
  result.dataset.state = "ok";
  result.dataset.system = system;
  bump(result);
}

/** Reads a pasted sheet document through the package. */
function load(event) {
  event?.preventDefault();
  if (!canRead()) return;
  const result = $("create-result");
  let response;
  try {
    let document;
    try {
      document = JSON.parse($("sheet-paste").value);
    } catch (parseError) {
      throw new PageError("invalid_json", `the sheet is not JSON: ${parseError.message}`);
    }
    response = osr.readSheet({ sheet: document });
  } catch (error) {
    $("sheet-output").hidden = true;
    showSheetError("create", error);
    result.dataset.state = "error";
    bump(result);
    return;
  }
  hideSheetError("create");
  showSheet({ ...response, events: [], faces: [], origin: "Loaded from a stored sheet", file: `${response.sheet.system}.json` });
  result.dataset.state = "ok";
  result.dataset.system = response.sheet.system;
  bump(result);
}

// ---------------------------------------------------------------- expeditions

// The expedition module (pkg/play.js, a WebAssembly module of its own),
// imported and started the first time an expedition is played, so that
// the page's first load does not download it.
let playModule = null;

function loadPlay() {
  playModule ??= (async () => {
    const module = await import("./pkg/play.js");
    await module.default();
    return module;
  })().catch((error) => {
    playModule = null;
    console.error(error);
    throw new PageError("unavailable", `the expedition module could not be loaded from ./pkg/play.js (${error.message})`);
  });
  return playModule;
}

// How an expedition ended, in words.
const ENDINGS = {
  home: "The party came home",
  retreat: "The party turned back",
  rout: "The party fled and came home beaten",
  dead: "The party died to the last",
};

// What each system's treasure is counted in.
const COINS = {
  constitution: "sp",
  cairn_house: "coins",
  gods_and_monsters: "sc",
  murdham: "coins",
  block_dodge_parry: "coins",
};

// A chronicle section of more lines than this starts folded.
const LONG_SECTION = 40;

/** A line or heading of the chronicle as it is shown: its first word capitalized. */
function sentence(text) {
  // Only a first word of letters ("the", "day", "ghoul"): not a die ("d6").
  return /^[a-z][a-z']*(?!\w)/.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/**
 * A line of the chronicle; its leading spaces (the steps of a fight told
 * inside it) become an indent.
 */
function chronicleLine(line) {
  const text = line.trimStart();
  const depth = Math.floor((line.length - text.length) / 2);
  return el("li", {
    class: depth ? "indented" : null,
    "data-testid": "chronicle-line",
    "data-depth": depth,
    style: depth ? `margin-left: ${depth * 1.25}rem` : null,
  }, sentence(text));
}

function chronicleSection(section, index) {
  const count = section.lines.length;
  return el("details", {
    class: "chronicle-section",
    "data-testid": "chronicle-section",
    "data-stage": section.stage,
    "data-index": index,
    open: count <= LONG_SECTION,
  },
  el("summary", {},
    el("h5", { class: "chronicle-title", "data-testid": "chronicle-title" }, sentence(section.title)),
    el("span", { class: "muted chronicle-count" }, ` (${plural(count, "line")})`)),
  el("ol", { class: "chronicle-lines" }, ...section.lines.map(chronicleLine)));
}

/**
 * A member of the party at the end, as a compact sheet titled by the
 * member's name: the sheet document is read through the package for what
 * it derives.
 */
function memberCard(member, index) {
  const card = el("article", { class: "sheet compact", id: `member-${index + 1}`, "data-testid": "member", "data-name": member.name });
  try {
    const { sheet, derived } = osr.readSheet({ sheet: member.sheet });
    buildSheet(card, sheet, derived, { id: `member-${index + 1}`, testid: "member", name: member.name });
  } catch (error) {
    const known = error && (error.name === "OsrError" || error.name === "PageError");
    if (!known) console.error(error);
    card.append(
      el("header", { class: "sheet-head" }, el("h3", { "data-testid": "member-title" }, member.name)),
      el("div", { class: "error", role: "alert" }, el("p", {}, `This sheet could not be read: ${error && error.message ? error.message : String(error)}`)));
  }
  return card;
}

let expeditionUrl = null;

function offerExpeditionDownload(response, name) {
  if (expeditionUrl) URL.revokeObjectURL(expeditionUrl);
  expeditionUrl = URL.createObjectURL(new Blob([`${JSON.stringify(response, null, 2)}\n`], { type: "application/json" }));
  const link = $("expedition-download");
  link.href = expeditionUrl;
  link.download = name;
}

/** Shows a played expedition: how it ended, its chronicle, the party, the faces. */
function showExpedition(response, seed) {
  const { system, summary } = response;
  const coins = COINS[system] ?? "coins";
  $("expedition-system-name").textContent = `${SYSTEM_NAMES[system] ?? system} · seed ${seed}`;
  $("expedition-ending").textContent = ENDINGS[summary.ending] ?? humanize(summary.ending);
  $("expedition-rounds").textContent = String(summary.rounds);
  $("expedition-deaths").textContent = summary.deaths === 0 ? "none" : String(summary.deaths);
  $("expedition-treasure").textContent = `${summary.treasure_home.toLocaleString("en-US")} ${coins}`;
  $("chronicle").replaceChildren(...response.chronicle.map(chronicleSection));
  $("party").replaceChildren(...response.party.map(memberCard));
  $("expedition-faces-count").textContent = String(response.faces.length);
  $("expedition-faces").textContent = response.faces.join(", ") || "none";
  $("expedition-faces-details").open = false;
  offerExpeditionDownload(response, `expedition-${system}-${seed}.json`);
}

let playing = false;

async function play(event) {
  event?.preventDefault();
  if (playing || !canRead()) return;
  const system = $("expedition-system").value;
  const result = $("expedition-result");
  let seed;
  let response;
  let error;
  playing = true;
  $("play").disabled = true;
  try {
    seed = readSeed($("expedition-seed"));
    const loaded = playModule !== null;
    $("expedition-loading").hidden = loaded;
    const module = await loadPlay();
    $("expedition-loading").hidden = true;
    response = module.playExpedition({ system, dice: { seed } });
    hideSheetError("expedition");
    showExpedition(response, seed);
  } catch (caught) {
    error = caught;
  } finally {
    playing = false;
    $("play").disabled = false;
    $("expedition-loading").hidden = true;
  }
  if (error) {
    $("expedition-output").hidden = true;
    showSheetError("expedition", error);
    result.dataset.state = "error";
  } else {
    $("expedition-output").hidden = false;
    result.dataset.state = "ok";
    result.dataset.system = system;
    result.dataset.ending = response.summary.ending;
  }
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
  $("odds-n").addEventListener("input", showAtLeast);

  $("create-form").addEventListener("submit", create);
  $("create-random-seed").addEventListener("click", () => {
    $("create-seed").value = String(randomSeed());
  });
  $("system").addEventListener("change", updateGiven);
  updateGiven();
  $("load-form").addEventListener("submit", load);

  $("expedition-form").addEventListener("submit", play);
  $("expedition-random-seed").addEventListener("click", () => {
    $("expedition-seed").value = String(randomSeed());
  });
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
  $("load").disabled = !canRead();
  // Expeditions need the main package too, to read the party's sheets.
  $("play").disabled = !canRead();
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
