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
  $("odds-n").addEventListener("input", showAtLeast);

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
