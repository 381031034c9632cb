import { directionWords, type Sort } from './rows';
import styles from './table.module.css';

export interface SortableColumn<Key extends string> {
  key: Key;
  label: string;
  width?: string | number;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * Column headers that sort the table by their column. aria-sort on the header tells which way;
 * the sorted column's button says it in its name too ("Name, sorted ascending"), since screen
 * readers do not all read aria-sort on a button inside the header (WCAG 2.4.6). The name starts
 * with the visible label, so a voice command of the label still finds it (WCAG 2.5.3).
 */
export function SortableHeaderCells<Key extends string>({
  columns,
  sort,
  onSort,
}: {
  columns: readonly SortableColumn<Key>[];
  sort: Sort<Key>;
  onSort: (key: Key) => void;
}) {
  return columns.map((column) => {
    const active = sort.key === column.key;
    const look = [
      styles.sort,
      active && styles.sorted,
      active && sort.direction === 'asc' && styles.ascending,
    ];
    return (
      <th
        key={column.key}
        scope="col"
        aria-sort={active ? ariaSort[sort.direction] : undefined}
        style={{ width: column.width }}
      >
        <button
          type="button"
          className={look.filter(Boolean).join(' ')}
          onClick={() => onSort(column.key)}
          aria-label={
            active ? `${column.label}, sorted ${directionWords[sort.direction]}` : undefined
          }
        >
          {column.label}
          {/* An arrow pointing down (Material Icons' ArrowDownward, Apache-2.0). */}
          <svg className={styles.sortIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z" />
          </svg>
        </button>
      </th>
    );
  });
}
