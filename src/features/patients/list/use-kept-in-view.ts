import type { Virtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef } from 'react';

/** The first row in view at the last render: which patient, and where it was. */
interface Place {
  view: string;
  rows: readonly { uuid: string }[];
  uuid: string;
  index: number;
  start: number;
}

/** Where the row of this patient is now: rows only join above it, so from its last place on. */
function indexOf(rows: readonly { uuid: string }[], uuid: string, from: number): number {
  for (let index = from; index < rows.length; index += 1)
    if (rows[index]!.uuid === uuid) return index;
  return rows.findIndex((row) => row.uuid === uuid);
}

/**
 * Keeps what the provider sees where it is when rows join a sorted list above it (the pages of
 * a long list arriving, api/patient-pages.ts): the patient first in view stays at the same
 * height, so neither the rows being read nor the focus move. At the top of the list, with the
 * focus elsewhere, the list's new first rows show instead. A new query or order (`view`) is a
 * new list, shown as before.
 */
export function useKeptInView(
  virtualizer: Virtualizer<HTMLDivElement, Element>,
  rows: readonly { uuid: string }[],
  view: string,
): void {
  const place = useRef<Place>(undefined);
  useLayoutEffect(() => {
    const element = virtualizer.scrollElement;
    if (!element) return;
    const before = place.current;
    if (
      before?.view === view &&
      before.rows !== rows &&
      (element.scrollTop > 0 || element.contains(document.activeElement))
    ) {
      const index = indexOf(rows, before.uuid, before.index);
      const start = virtualizer.measurementsCache[index]?.start;
      if (start !== undefined && start !== before.start) {
        virtualizer.scrollToOffset(start + element.scrollTop - before.start);
        // The items of this render are still those of the old offset.
        place.current = { ...before, rows, index, start };
        return;
      }
    }
    const first = virtualizer.getVirtualItems().find((item) => item.end > element.scrollTop);
    place.current = first && {
      view,
      rows,
      uuid: rows[first.index]!.uuid,
      index: first.index,
      start: first.start,
    };
  });
}
