/**
 * The three-valued logic of the safety check, stated once (docs/safety-check.md, "Three
 * values"). An answer can be missing, and a missing answer is never read as "no": a rule is
 * true, false or unknown, and an unknown one names the answers it lacks.
 *
 * - guard (`all`, `allOf`): a trigger, then its follow-ups. False when a part is false,
 *   unknown when a part is unknown, else true; parts are read in order and reading stops at
 *   the first part that is not true, so a follow-up is read only once its trigger holds (the
 *   form keeps stale answers of hidden follow-ups): guard(unknown, false) is unknown.
 * - conjunction (`allIndependent`, `allOfIndependent`): independent facts, every one read.
 *   False when any part is false, whatever the order; else unknown when a part is unknown;
 *   else true: conjunction(unknown, false) is false.
 * - or (`any`): true when a part is true, false when every part is false, else unknown.
 * - not: swaps true and false; unknown stays unknown.
 * - at least n (`atLeast`): true when n parts are true, false when fewer than n could be,
 *   else unknown.
 * - stricter-if-unknown: unknown counts as true, keeping the answers it lacked (`assumed`),
 *   where the intake cannot tell two rows apart and the stricter one is taken.
 *
 * A row whose rule is unknown is never selected; the safety check lists the answers it
 * lacks and, where they could rule a method out, calls the check incomplete for it.
 */
import type { FieldKey } from '../intake/catalog';

export interface Truth {
  /** undefined: unknown, for want of the answers in `missing`. */
  value: boolean | undefined;
  missing: FieldKey[];
  /** Answers that were missing where the stricter row was taken. */
  assumed: FieldKey[];
  /** What in the intake made it true, in words: "age 38", "blood pressure 165/95 mm Hg". */
  facts: string[];
}

const unique = <T>(items: T[]) => [...new Set(items)];

// A leaf's result: evaluate.ts builds its leaves' truths with these.

export const holds = (facts: string[] = [], assumed: FieldKey[] = []): Truth => ({
  value: true,
  missing: [],
  assumed,
  facts,
});
export const fails: Truth = { value: false, missing: [], assumed: [], facts: [] };
export const unknown = (...missing: FieldKey[]): Truth => ({
  value: undefined,
  missing: unique(missing),
  assumed: [],
  facts: [],
});
/** What was read is kept either way: a negation ("not severe") can say what it read. */
export const truth = (value: boolean, facts: string[] = []): Truth =>
  value ? holds(facts) : { ...fails, facts };

/** The parts that hold, as one truth: their facts and what they assumed. */
const heldTogether = (parts: Truth[]): Truth =>
  holds(unique(parts.flatMap((part) => part.facts)), unique(parts.flatMap((part) => part.assumed)));

// The operators over true, false and unknown: the only place the logic is written.

/** The parts read so far, in order: the evaluator stops after the first that is not true. */
export function guard(parts: Truth[]): Truth {
  const stop = parts.findIndex((part) => part.value !== true);
  if (stop === -1) return heldTogether(parts);
  const stopper = parts[stop]!;
  if (stopper.value === false) return fails;
  // What the parts before it took as stricter is needed too.
  const before = parts.slice(0, stop).flatMap((part) => part.assumed);
  return unknown(...before, ...stopper.missing);
}

/** Every part, read whatever the others are. */
export function conjunction(parts: Truth[]): Truth {
  const failed = parts.filter((part) => part.value === false);
  // What the false parts read says why: "age 26".
  if (failed.length) return truth(false, unique(failed.flatMap((part) => part.facts)));
  const unknowns = parts.filter((part) => part.value === undefined);
  if (unknowns.length === 0) return heldTogether(parts);
  // As in a guard, what the true parts took as stricter is needed too.
  const assumed = parts.flatMap((part) => part.assumed);
  return unknown(...assumed, ...unknowns.flatMap((part) => part.missing));
}

export function or(parts: Truth[]): Truth {
  const held = parts.filter((part) => part.value === true);
  // Prefer what holds outright to what holds only because an answer is missing.
  const outright = held.filter((part) => part.assumed.length === 0);
  if (held.length) {
    // What the false parts read stays as context: "controlled (blood pressure 132/84 mm Hg)".
    const chosen = heldTogether(outright.length ? outright : held);
    const read = parts.filter((part) => part.value === false).flatMap((part) => part.facts);
    return { ...chosen, facts: unique([...chosen.facts, ...read]) };
  }
  const unknowns = parts.filter((part) => part.value === undefined);
  if (unknowns.length) return unknown(...unknowns.flatMap((part) => part.missing));
  return truth(false, unique(parts.flatMap((part) => part.facts)));
}

export function atLeast(count: number, parts: Truth[]): Truth {
  const held = parts.filter((part) => part.value === true);
  if (held.length >= count) return heldTogether(held);
  const unknowns = parts.filter((part) => part.value === undefined);
  if (held.length + unknowns.length >= count) {
    return unknown(...unknowns.flatMap((part) => part.missing));
  }
  return fails;
}

export function negation(part: Truth): Truth {
  return part.value === undefined ? unknown(...part.missing) : truth(!part.value, part.facts);
}

export function stricter(part: Truth): Truth {
  return part.value === undefined
    ? holds(part.facts, unique([...part.assumed, ...part.missing]))
    : part;
}
