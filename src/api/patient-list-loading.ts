/**
 * Loading the patient list page after page (patient-pages.ts), outside React: it is the list's
 * SWR fetcher (resource-requests.ts), and the list's hook (usePatients, resources.ts) shows what
 * it publishes.
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
  page: (page: number) => Promise<PatientList>;
  soFar: () => LoadedSoFar | undefined;
  publish: (soFar: LoadedSoFar) => void;
  /** Whether a whole list is on screen: a refresh then publishes nothing of its own pages. */
  shown: () => boolean;
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

  // Still this load's to publish and go on: not superseded, nor emptied with the session's
  // cache (signing out empties it and keeps it empty: swr-config.ts). The one sign of either,
  // as the load may start before any view of the list is mounted (the role gate preloads it).
  const ours = () => options.soFar()?.by === by;
  let drawnAt = now();
  const draw = (failure?: unknown) => {
    drawnAt = now();
    if ((!quiet || failure) && ours()) publish({ list, failure, by });
  };
  try {
    list = resumed ?? (await options.page(1));
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
