// Calls per second of @osr-rs/osr's rollNotation against
// @dice-roller/rpg-dice-roller, side by side in one Node.js process:
//
//   (cd js && npm ci && bash build.sh) && node js/bench.mjs [--sample-ms 200] [--samples 7]
//
// Each call rolls from the notation string, as a chat command does:
//   osr rollNotation(s)             the string form (a seed drawn from crypto)
//   osr rollNotation({...})         the JSON request form, seeded
//   rpg-dice-roller new DiceRoll(s) parse and roll (its normal API)
//   rpg-dice-roller roll() reused   parsed once, rolled again
// Every case is calibrated to about --sample-ms per sample, then sampled
// round-robin --samples times; the median per case is printed with its
// ratio to `new DiceRoll(s)`. Exits non-zero when the string form is under
// three times `new DiceRoll(s)` for 1d20+5 or 4d6kh3 (--check).
import { DiceRoll } from "@dice-roller/rpg-dice-roller";
import { rollNotation } from "@osr-rs/osr";

const args = process.argv.slice(2);
let sampleMs = 200;
let samples = 7;
let check = false;
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--sample-ms") sampleMs = Number(args[++i]);
  else if (args[i] === "--samples") samples = Number(args[++i]);
  else if (args[i] === "--check") check = true;
  else throw new Error(`unknown argument ${args[i]}`);
}

const EXPRESSIONS = ["1d20+5", "4d6kh3", "3d6", "2d20kh1", "10d6!"];
const cases = [];
for (const s of EXPRESSIONS) {
  cases.push({ s, engine: "osr rollNotation(s)", f: (n) => {
    let acc = 0;
    for (let i = 0; i < n; i++) acc += rollNotation(s).total;
    return acc;
  } });
  cases.push({ s, engine: "osr rollNotation({...})", f: (n) => {
    let acc = 0;
    for (let i = 0; i < n; i++) acc += rollNotation({ notation: s, dice: { seed: i } }).total;
    return acc;
  } });
  cases.push({ s, engine: "rpg-dice-roller new DiceRoll(s)", f: (n) => {
    let acc = 0;
    for (let i = 0; i < n; i++) acc += new DiceRoll(s).total;
    return acc;
  } });
  const reused = new DiceRoll(s);
  cases.push({ s, engine: "rpg-dice-roller roll() reused", f: (n) => {
    let acc = 0;
    for (let i = 0; i < n; i++) {
      reused.roll();
      acc += reused.total;
    }
    return acc;
  } });
}

const now = () => process.hrtime.bigint();
let sink = 0;
for (const c of cases) {
  sink += c.f(1000);
  let n = 1;
  for (;;) {
    const t = now();
    sink += c.f(n);
    const elapsed = Number(now() - t);
    if (elapsed >= 20e6) {
      c.iterations = Math.max(1, Math.floor((sampleMs * 1e6) / (elapsed / n)));
      break;
    }
    n *= 2;
  }
  c.rates = [];
}
for (let round = 0; round < samples; round++) {
  for (const c of cases) {
    const t = now();
    sink += c.f(c.iterations);
    c.rates.push(c.iterations / (Number(now() - t) / 1e9));
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log(`node ${process.version}; median of ${samples} samples of about ${sampleMs} ms (checksum ${sink % 1000})`);
console.log("| notation | engine | calls per second | against new DiceRoll(s) |");
console.log("|---|---|---|---|");
let short = [];
for (const s of EXPRESSIONS) {
  const mine = cases.filter((c) => c.s === s);
  const base = median(mine.find((c) => c.engine === "rpg-dice-roller new DiceRoll(s)").rates);
  for (const c of mine) {
    const rate = median(c.rates);
    const ratio = rate / base;
    console.log(`| \`${s}\` | ${c.engine} | ${Math.round(rate).toLocaleString("en")} | ${ratio.toFixed(2)}x |`);
    if (c.engine === "osr rollNotation(s)" && (s === "1d20+5" || s === "4d6kh3") && ratio < 3) {
      short.push(`${s}: ${ratio.toFixed(2)}x`);
    }
  }
}
if (check && short.length > 0) {
  console.error(`the string form is under 3 times rpg-dice-roller's calls per second: ${short.join(", ")}`);
  process.exit(1);
}
