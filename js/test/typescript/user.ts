// A TypeScript program using @osr-rs/osr the way a VTT plugin does.
// `tsc --noEmit` checks it against the package's declarations (.ci/run,
// in a fresh folder that installed the packed tarball). Each line after an
// expect-error marker must stay a type error, or the declarations have
// gone loose.
import init, { notationOdds, rollNotation } from "@osr-rs/osr";
import type { Dice, DieRoll, OddsResponse, OsrError, RollResponse } from "@osr-rs/osr";

await init();

// Faces the VTT rolled itself, fed to osr to evaluate.
const fromTable: Dice = { faces: [6, 5, 3, 2] };
const roll: RollResponse = rollNotation({ notation: "4d6kh3", dice: fromTable });
const kept: DieRoll[] = roll.roll.dice.filter((die) => !die.dropped);
const keptTotal: number = kept.reduce((sum, die) => sum + die.value, 0);
const stored: number[] = roll.faces;
console.log(roll.text, keptTotal === roll.total, stored.length);

// The odds as a chart would draw them.
const odds: OddsResponse = notationOdds({ notation: "2d6" });
const bars: Array<[number, number]> = odds.outcomes.map((o) => [o.total, o.p.decimal]);
console.log(bars.length, odds.mean.exact);

// An error narrowed to what osr throws.
function explain(error: unknown): string {
  if (error instanceof Error && error.name === "OsrError") {
    const osr = error as OsrError;
    const where = osr.span ? ` at ${osr.span.start}..${osr.span.end}` : "";
    return `${osr.kind}${where}: ${osr.message}`;
  }
  return String(error);
}
try {
  rollNotation({ notation: "4d6kh5", dice: { seed: 1 } });
} catch (error) {
  console.log(explain(error));
}

// @ts-expect-error: a roll needs its dice.
rollNotation({ notation: "d6" });
// @ts-expect-error: dice are a seed or faces, not both names at once.
rollNotation({ notation: "d6", dice: { sead: 1 } });
// @ts-expect-error: a total is a number.
const wrong: string = roll.total;
console.log(wrong);
