import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import type { Organization } from '../../../api/schemas';
import { paths } from '../../../config/paths';
import type { Sort } from '../../../ui/list/rows';
import { SortableHeaderCells, type SortableColumn } from '../../../ui/list/SortableHeaderCells';
import { SortStatus } from '../../../ui/list/SortStatus';
import stacked from '../../../ui/list/stacked-table.module.css';
import a11y from '../../../ui/visually-hidden.module.css';

export type OrganizationSortKey = 'id' | 'name' | 'unique_key';

type Column = SortableColumn<OrganizationSortKey>;
const idColumn: Column = { key: 'id', label: 'ID', width: 88 };
const nameColumn: Column = { key: 'name', label: 'Name' };
const keyColumn: Column = { key: 'unique_key', label: 'Unique Key', width: '30%' };
const columns = [idColumn, nameColumn, keyColumn];

/**
 * Long names wrap between words, and a word (or a key) longer than its column wraps anywhere,
 * rather than widen the page; each is isolated (bdi), so a right-to-left name keeps its own order.
 * In a narrow box the rows stack (stacked-table.module.css).
 */
const wrap = { overflowWrap: 'anywhere' } as const;

export function OrganizationTable({
  organizations,
  sort,
  onSort,
}: {
  organizations: Organization[];
  sort: Sort<OrganizationSortKey>;
  onSort: (key: OrganizationSortKey) => void;
}) {
  return (
    <div className={stacked.container}>
      <Table aria-label="Organizations" className={stacked.table} sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            <SortableHeaderCells columns={columns} sort={sort} onSort={onSort} />
            <TableCell sx={{ width: 190 }}>
              <span className={a11y.visuallyHidden}>Actions</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {organizations.map((organization) => (
            <TableRow key={organization.id} hover>
              <TableCell data-label={idColumn.label}>{organization.id}</TableCell>
              <TableCell data-label={nameColumn.label} sx={wrap}>
                <bdi>{organization.name}</bdi>
              </TableCell>
              <TableCell data-label={keyColumn.label} sx={wrap}>
                <bdi>{organization.unique_key}</bdi>
              </TableCell>
              <TableCell>
                {/* The name says which of the many identical links opens which organization. */}
                <Link
                  component={RouterLink}
                  to={paths.admin.organization.href({ organizationId: organization.id })}
                  aria-label={`View Organization ${organization.name}`}
                >
                  View Organization
                </Link>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <SortStatus columns={columns} sort={sort} />
    </div>
  );
}
