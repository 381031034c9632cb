import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { loadPatientList, type LoadedSoFar } from './patient-list-loading';
import type { PatientList } from './patient-pages';

const patient = (n: number) => ({ uuid: `u-${n}`, email: `p${n}@example.com` });

/** Page n of a list of `count` patients, two a page. */
function page(n: number, count = 5): PatientList {
  const patients = [2 * n - 1, 2 * n].filter((i) => i <= count).map(patient);
  return { patients, count, next: 2 * n < count ? n + 1 : null };
}

/** A load over fake pages, with what it published and asked for. */
function setUp(options: { failing?: Map<number, unknown>; shown?: boolean } = {}) {
  let soFar: LoadedSoFar | undefined;
  const published: LoadedSoFar[] = [];
  const asked: number[] = [];
  let open = true;
  let clock = 0;
  const load = () =>
    loadPatientList({
      page: async (n) => {
        asked.push(n);
        clock += 300;
        const failure = options.failing?.get(n);
        if (failure) {
          options.failing!.delete(n);
          throw failure;
        }
        return page(n);
      },
      soFar: () => soFar,
      // A closed cache (the session's, once signed out) keeps nothing written to it.
      publish: (value) => {
        if (open) soFar = value;
        published.push(value);
      },
      shown: () => options.shown ?? false,
      drawEveryMs: 500,
      now: () => clock,
    });
  return {
    load,
    published,
    asked,
    soFar: () => soFar,
    /** The session ends: its cache is emptied and kept empty. */
    close: () => {
      open = false;
      soFar = undefined;
    },
  };
}

const counts = (published: LoadedSoFar[]) => published.map((p) => p.list?.patients.length);

describe('loading the patient list', () => {
  it('asks for each page in turn and resolves with the whole list', async () => {
    const { load, asked } = setUp();
    const list = await load();
    expect(asked).toEqual([1, 2, 3]);
    expect(list).toEqual({ patients: [1, 2, 3, 4, 5].map(patient), count: 5, next: null });
  });

  it('publishes the first page at once, then at most every drawEveryMs, and the last page', async () => {
    const { load, published } = setUp();
    const list = await load();
    // Nothing, page 1, pages 1-2 skipped (300 ms after), pages 1-3 (the last).
    expect(counts(published)).toEqual([undefined, 2, 5]);
    expect(published.at(-1)!.list).toBe(list);
  });

  it('keeps the pages before a failed one, and goes on from it the next time', async () => {
    const failure = new ApiError('http', 500, 'The server answered 500.');
    const { load, published, asked, soFar } = setUp({ failing: new Map([[3, failure]]) });
    await expect(load()).rejects.toBe(failure);
    expect(soFar()).toMatchObject({ failure, list: { next: 3 } });
    expect(soFar()!.list!.patients).toEqual([1, 2, 3, 4].map(patient));

    const list = await load();
    expect(asked).toEqual([1, 2, 3, 3]);
    expect(list.patients).toEqual([1, 2, 3, 4, 5].map(patient));
    // Going on, it says so at once: the failure is gone, the rows stay.
    expect(published.at(-2)!.list!.next).toBe(3);
    expect(published.at(-2)!.failure).toBeUndefined();
  });

  it('starts again from the first page when the failed page no longer exists', async () => {
    const gone = new ApiError('http', 404, 'The server answered 404.');
    const { load, asked } = setUp({ failing: new Map([[2, gone]]) });
    await expect(load()).rejects.toBe(gone);
    await load();
    expect(asked).toEqual([1, 2, 1, 2, 3]);
  });

  it('says why the first page failed, with nothing loaded', async () => {
    const failure = new ApiError('network', 0, 'The server could not be reached.');
    const published: LoadedSoFar[] = [];
    await expect(
      loadPatientList({
        page: () => Promise.reject(failure),
        soFar: () => published.at(-1),
        publish: (value) => published.push(value),
        shown: () => false,
        drawEveryMs: 500,
      }),
    ).rejects.toBe(failure);
    expect(published.at(-1)).toMatchObject({ list: undefined, failure });
  });

  it('stops asking once the session has ended', async () => {
    const { load, asked, close } = setUp();
    const loading = load();
    close();
    await loading;
    expect(asked).toEqual([1]);
  });

  it('stops asking once a newer load has taken over', async () => {
    const { load, asked } = setUp();
    const older = load();
    const newer = load();
    await Promise.all([older, newer]);
    // The older one asked for its first page only; the newer one for all three.
    expect(asked.filter((n) => n === 1)).toHaveLength(2);
    expect(asked.filter((n) => n === 3)).toHaveLength(1);
  });

  it('publishes none of a refresh’s pages while the whole list shows', async () => {
    const { load, published } = setUp({ shown: true });
    await load();
    expect(published.every((p) => p.list === undefined)).toBe(true);
  });
});
