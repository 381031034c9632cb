import { describe, expect, it, vi } from 'vitest';
import { filterByWords } from '../../../ui/list/rows';
import { filterInSlices, runInSlices } from './filter-in-slices';
import { toRows } from './patient-rows';

const rows = toRows(
  Array.from({ length: 2_000 }, (_, index) => ({
    uuid: String(index),
    email: `patient${index}@example.com`,
    name: index % 3 === 0 ? 'Olivia Patel' : 'Kim Lee',
  })),
);

/** Runs a job to its end, counting the times it stopped. */
function finish<T>(steps: Generator<void, T, void>): { answer: T; stops: number } {
  let stops = 0;
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return { answer: step.value, stops };
    stops += 1;
  }
}

describe('filtering a slice at a time', () => {
  it('finds what filterByWords finds, in the same order, however often it stops', () => {
    for (const query of ['olivia', 'PATIENT1 kim', 'nobody', '']) {
      const { answer, stops } = finish(filterInSlices(rows, query, () => false));
      expect(answer).toEqual(filterByWords(rows, query));
      expect(stops).toBe(query.trim() ? 3 : 0);
    }
  });

  it('goes through in one slice while there is time', () => {
    expect(finish(filterInSlices(rows, 'olivia', () => true)).stops).toBe(0);
  });

  it('hands the answer over in a later task', async () => {
    const done = vi.fn();
    runInSlices((hasTime) => filterInSlices(rows, 'olivia', hasTime), done);
    expect(done).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(done).toHaveBeenCalledWith(filterByWords(rows, 'olivia')));
  });

  it('hands nothing over once stopped', async () => {
    const done = vi.fn();
    const steps = vi.fn(function* (): Generator<void, number, void> {
      yield;
      return 1;
    });
    runInSlices(steps, done)();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).not.toHaveBeenCalled();
  });
});
