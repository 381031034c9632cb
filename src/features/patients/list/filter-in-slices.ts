import { wordsMatcher, type Searchable } from '../../../ui/list/rows';

/** How many rows are looked at between two looks at the clock. */
const ROWS_PER_CHECK = 512;

/**
 * filterByWords (ui/list/rows.ts) as a job that stops whenever `hasTime` says the slice is
 * over, and goes on when resumed: the rows that match `query`, in their order. Filtering
 * 100,000 patients at once holds the page for longer than a keystroke may take
 * (docs/architecture.md, "Budgets"), so the list filters a slice per task (use-filtered-rows.ts).
 */
export function* filterInSlices<Row extends Searchable>(
  rows: readonly Row[],
  query: string,
  hasTime: () => boolean,
): Generator<void, Row[], void> {
  const matches = wordsMatcher(query);
  if (!matches) return [...rows];
  const found: Row[] = [];
  for (let from = 0; from < rows.length; from += ROWS_PER_CHECK) {
    if (from > 0 && !hasTime()) yield;
    const to = Math.min(from + ROWS_PER_CHECK, rows.length);
    for (let index = from; index < to; index += 1) {
      const row = rows[index]!;
      if (matches(row)) found.push(row);
    }
  }
  return found;
}

/** How long a slice may run, in ms: short enough for a key pressed meanwhile to show at once. */
const SLICE_MS = 4;

/**
 * Runs `job`, one slice per task, and hands its answer to `done`; the function it returns
 * stops it. The tasks are a MessageChannel's, as React's scheduler uses: a timer's would wait
 * at least 4 ms each once nested.
 */
export function runInSlices<T>(
  job: (hasTime: () => boolean) => Generator<void, T, void>,
  done: (answer: T) => void,
): () => void {
  let sliceEnd = 0;
  const steps = job(() => performance.now() < sliceEnd);
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    sliceEnd = performance.now() + SLICE_MS;
    const step = steps.next();
    if (!step.done) return channel.port2.postMessage(null);
    channel.port1.close();
    done(step.value);
  };
  channel.port2.postMessage(null);
  return () => channel.port1.close();
}
