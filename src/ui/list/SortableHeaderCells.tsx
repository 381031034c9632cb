import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import { directionWords, type Sort } from './rows';

export interface SortableColumn<Key extends string> {
  key: Key;
  label: string;
  width?: string | number;
}

// The label's own focus style is a change of colour only: too faint to find by keyboard.
const focusRing = {
  '&.Mui-focusVisible': {
    outline: '3px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
    borderRadius: 0.5,
  },
};

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
    return (
      <TableCell
        key={column.key}
        sortDirection={active ? sort.direction : false}
        sx={{ width: column.width }}
      >
        <TableSortLabel
          active={active}
          direction={active ? sort.direction : 'asc'}
          onClick={() => onSort(column.key)}
          aria-label={
            active ? `${column.label}, sorted ${directionWords[sort.direction]}` : undefined
          }
          sx={focusRing}
        >
          {column.label}
        </TableSortLabel>
      </TableCell>
    );
  });
}
