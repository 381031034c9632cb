/**
 * Loading the patient list page after page (patient-pages.ts), outside React: the list's hook
 * (usePatients, resources.ts) runs it as its SWR fetcher and shows what it publishes.
 */
import { withPage, type PatientList } from './patient-pages';

/** How far the list has loaded, for every view of it in the signed-in user's session. */
export interface LoadedSoFar {
  /** Undefined until the first page arrives (and while a whole list is already shown). */
  list: PatientList | undefined;
  /** What stopped the load at `list.next` (the fetcher's ApiError); the next load goes on from there. */
  failure?: unknown;
  /** The load that published it: an older one, superseded, stops asking. */
  by: symbol;
}

interface LoadOptions {
  /** The first page: the request the role gate started ahead, or a new one. */
  first: () => Promise<PatientList>;
  page: (page: number) => Promise<PatientList>;
  soFar: () => LoadedSoFar | undefined;
  publish: (soFar: LoadedSoFar) => void;
  /** Whether a whole list is on screen: a refresh then publishes nothing of its own pages. */
  shown: () => boolean;
  /** False once the session's cache is emptied (signing out): nothing more is asked. */
  open: () => boolean;
  /** The pages that arrive are published at most this often (use-batched-map.ts says why). */
  drawEveryMs: number;
  now?: () => number;
}

/** A page no longer there: the list shrank while it loaded, so going on would skip patients. */
const isGone = (failure: unknown) => (failure as { status?: number }).status === 404;

/**
 * Loads the list page after page and resolves with the whole of it, publishing the list as it
 * grows. It goes on from where a failed load stopped, else starts at the first page. A page
 * that fails stops it: the list so far is published with the failure, and the failure is
 * thrown for SWR. A load superseded by a newer one, or outliving the session, stops asking and
 * resolves with what it has, which SWR then discards.
 */
export async function loadPatientList(options: LoadOptions): Promise<PatientList> {
  const { publish, now = () => performance.now() } = options;
  const by = Symbol('load');
  const before = options.soFar();
  const resumed =
    before?.failure && before.list && before.list.next !== null && !isGone(before.failure)
      ? before.list
      : undefined;
  const quiet = options.shown();
  let list = quiet ? undefined : resumed;
  publish({ list, by });

  // Still this load's to publish and go on: not superseded, nor emptied with the session's cache.
  const ours = () => options.open() && options.soFar()?.by === by;
  let drawnAt = now();
  const draw = (failure?: unknown) => {
    drawnAt = now();
    if ((!quiet || failure) && ours()) publish({ list, failure, by });
  };
  try {
    list = resumed ?? (await options.first());
    if (!resumed) draw();
    while (list.next !== null) {
      if (!ours()) return list;
      list = withPage(list, await options.page(list.next));
      if (list.next === null || now() - drawnAt >= options.drawEveryMs) draw();
    }
    return list;
  } catch (failure) {
    draw(failure);
    throw failure;
  }
}
