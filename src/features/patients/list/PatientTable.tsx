import { measureElement, useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useRef } from 'react';
import styles from './patient-table.module.css';
import stacked from '../../../ui/list/stacked-table.module.css';
import dataTable from '../../../ui/list/table.module.css';
import a11y from '../../../ui/visually-hidden.module.css';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { displayName } from '../../../domain/patient/display-name';
import { useAuthSession } from '../../../auth/session';
import type { Sort } from '../../../ui/list/rows';
import { isTabletEntry } from '../../../tab-memory/tablet-entries';
import { TABLET_ENTRY } from '../../../ui/tablet-entries';
import { SortableHeaderCells, type SortableColumn } from '../../../ui/list/SortableHeaderCells';
import { SortStatus } from '../../../ui/list/SortStatus';
import type { PatientRow, SortKey } from './patient-rows';
import { useKeptInView } from './use-kept-in-view';

/** What a row is taken to be before any is drawn: one line (patient-table.module.css). */
const ROW_HEIGHT = 53;

interface Props {
  rows: readonly PatientRow[];
  /**
   * What the rows are (the query and order they follow). While it stays the same, rows that
   * join the list keep the rows in view, and the focus, where they are.
   */
  view: string;
  /** Whether the list carries names (see hasNames): only then is there a Name column. */
  withNames: boolean;
  sort: Sort<SortKey>;
  onSort: (key: SortKey) => void;
}

// With a fixed table layout, the Patient column takes what Name and the links leave.
const emailColumn: SortableColumn<SortKey> = { key: 'email', label: 'Patient' };
const nameColumn: SortableColumn<SortKey> = { key: 'name', label: 'Name', width: '24%' };
const columnsWithNames = [emailColumn, nameColumn];
const columnsWithoutNames = [emailColumn];
const ACTIONS_WIDTH = 290;

/**
 * The patient table. Only the rows in view are in the DOM (spacer rows keep
 * the scroll height), so thousands of patients scroll and filter smoothly. A row is as tall as
 * its text (a long email wraps; in a narrow box each row is a stacked block, see
 * stacked-table.module.css), so the virtual list measures each row it draws
 * (https://tanstack.com/virtual/latest/docs/api/virtualizer#measureelement).
 */
export const PatientTable = memo(function PatientTable({
  rows,
  view,
  withNames,
  sort,
  onSort,
}: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // A row not yet drawn is taken to be as tall as the shortest drawn: were the guess off, each
  // newly drawn row (a filtered list's, a page's) would move every row after it.
  const rowHeight = useRef<number>(undefined);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight.current ?? ROW_HEIGHT,
    measureElement: (element, entry, instance) => {
      const height = measureElement(element, entry, instance);
      if (height > 0) rowHeight.current = Math.min(rowHeight.current ?? height, height);
      return height;
    },
    // A row's element and measured height follow its patient when rows join above it.
    getItemKey: useCallback((index: number) => rows[index]!.uuid, [rows]),
    overscan: 8,
    // Until the container is measured (and in tests without layout), assume a desktop view.
    initialRect: { width: 1000, height: 700 },
  });
  useKeptInView(virtualizer, rows, view);
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const columns = withNames ? columnsWithNames : columnsWithoutNames;

  return (
    <>
      <div ref={scrollRef} className={`${stacked.container} ${styles.scroll}`} tabIndex={-1}>
        <table
          aria-label="Patients"
          aria-rowcount={rows.length + 1}
          className={`${dataTable.table} ${stacked.table}`}
        >
          <thead className={`${dataTable.stickyHead} ${styles.head}`}>
            <tr aria-rowindex={1}>
              <SortableHeaderCells columns={columns} sort={sort} onSort={onSort} />
              <th scope="col" className={styles.actionsHead} style={{ width: ACTIONS_WIDTH }}>
                <span className={a11y.visuallyHidden}>Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {paddingTop > 0 && <tr aria-hidden="true" style={{ height: paddingTop }} />}
            {items.map((item) => (
              <PatientTableRow
                key={item.key}
                row={rows[item.index]!}
                index={item.index}
                measure={virtualizer.measureElement}
                withName={withNames}
              />
            ))}
            {paddingBottom > 0 && <tr aria-hidden="true" style={{ height: paddingBottom }} />}
          </tbody>
        </table>
      </div>
      <SortStatus columns={columns} sort={sort} />
    </>
  );
});

/**
 * A row, memoised: a keystroke in the filter re-renders every visible row, and this keeps it
 * cheap.
 */
const PatientTableRow = memo(function PatientTableRow({
  row,
  index,
  measure,
  withName,
}: {
  row: PatientRow;
  /** The row's place in the list: the virtual list reads it from data-index when it measures. */
  index: number;
  measure: (element: HTMLTableRowElement | null) => void;
  withName: boolean;
}) {
  const who = displayName(row);
  const tabletEntry = isTabletEntry(useAuthSession().userId, row.email);
  return (
    <tr
      ref={measure}
      data-index={index}
      className={`${styles.row} ${dataTable.rowHover}`}
      aria-rowindex={index + 2}
    >
      {/* Isolated, so a right-to-left name or email reads whole. One element per cell: the
          stacked layout sets it beside the cell's label. */}
      <td data-label={emailColumn.label} className={styles.email}>
        <span>
          {tabletEntry && (
            <span className={styles.tag} title={`${TABLET_ENTRY}: review it with her`}>
              From tablet
            </span>
          )}
          <bdi>{row.email}</bdi>
        </span>
      </td>
      {withName && <td data-label={nameColumn.label}>{row.name ? <bdi>{row.name}</bdi> : '—'}</td>}
      <td className={styles.actions}>
        {/* The names say whose record each of the many identical links opens. */}
        <RouterLink
          to={paths.dashboard.patient.href({ patientUuid: row.uuid })}
          aria-label={`View ${who}`}
        >
          View
        </RouterLink>
        <RouterLink
          to={paths.dashboard.patientRecommendations.href({ patientUuid: row.uuid })}
          aria-label={`Medication Recommendations for ${who}`}
        >
          Medication Recommendations
        </RouterLink>
        <RouterLink
          to={paths.dashboard.patientVisit.href({ patientUuid: row.uuid })}
          aria-label={`Start visit for ${who}`}
        >
          Start visit
        </RouterLink>
      </td>
    </tr>
  );
});
