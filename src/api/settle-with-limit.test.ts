import { describe, expect, it, vi } from 'vitest';
import { settleWithLimit } from './settle-with-limit';

interface Held {
  item: number;
  resolve: (value: number) => void;
  reject: (error: Error) => void;
}

/** A task whose calls wait until the test settles them, counting how many run at once. */
function heldTask() {
  const held: Held[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const task = (item: number) =>
    new Promise<number>((resolve, reject) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      held.push({
        item,
        resolve: (value) => {
          running -= 1;
          resolve(value);
        },
        reject: (error) => {
          running -= 1;
          reject(error);
        },
      });
    });
  return { task, held, mostAtOnce: () => mostAtOnce };
}

/** Lets the pool's awaits run, so it starts the next item. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('settling many items with a limit', () => {
  it('never runs more than the limit at once, and starts the next as one settles', async () => {
    const { task, held, mostAtOnce } = heldTask();
    const done = settleWithLimit([1, 2, 3, 4, 5, 6, 7], 3, task);
    await settle();
    expect(held.map(({ item }) => item)).toEqual([1, 2, 3]);
    held[1]!.resolve(20);
    await settle();
    expect(held.map(({ item }) => item)).toEqual([1, 2, 3, 4]);
    for (const index of [0, 2, 3, 4, 5, 6]) {
      held[index]!.resolve(index);
      await settle();
    }
    expect((await done).map((result) => result.status === 'fulfilled' && result.value)).toEqual([
      0, 20, 2, 3, 4, 5, 6,
    ]);
    expect(mostAtOnce()).toBe(3);
  });

  it('keeps the items’ order whatever order they settle in, and each failure to its item', async () => {
    const { task, held } = heldTask();
    const heard = vi.fn<(result: PromiseSettledResult<number>, index: number) => void>();
    const done = settleWithLimit([10, 20, 30], 3, task, heard);
    await settle();
    const failure = new Error('down');
    held[2]!.resolve(3);
    held[0]!.reject(failure);
    held[1]!.resolve(2);
    expect(await done).toEqual([
      { status: 'rejected', reason: failure },
      { status: 'fulfilled', value: 2 },
      { status: 'fulfilled', value: 3 },
    ]);
    expect(heard.mock.calls.map(([, index]) => index)).toEqual([2, 0, 1]);
  });

  it('keeps a task that throws before its promise as that item’s failure', async () => {
    const failure = new Error('thrown');
    const results = await settleWithLimit([1, 2], 1, (item) => {
      if (item === 1) throw failure;
      return Promise.resolve(item);
    });
    expect(results).toEqual([
      { status: 'rejected', reason: failure },
      { status: 'fulfilled', value: 2 },
    ]);
  });

  it('settles no items at once, and refuses a limit below one', async () => {
    await expect(settleWithLimit([], 4, () => Promise.resolve(1))).resolves.toEqual([]);
    await expect(settleWithLimit([1], 0, () => Promise.resolve(1))).rejects.toThrow(RangeError);
  });
});
