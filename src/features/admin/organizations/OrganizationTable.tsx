import { Link } from 'react-router-dom';
import type { Organization } from '../../../api/schemas';
import { paths } from '../../../config/paths';
import type { Sort } from '../../../ui/list/rows';
import { SortableHeaderCells, type SortableColumn } from '../../../ui/list/SortableHeaderCells';
import { SortStatus } from '../../../ui/list/SortStatus';
import stacked from '../../../ui/list/stacked-table.module.css';
import dataTable from '../../../ui/list/table.module.css';
import links from '../../../ui/link.module.css';
import a11y from '../../../ui/visually-hidden.module.css';
import styles from './organization.module.css';

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
      <table aria-label="Organizations" className={`${dataTable.table} ${stacked.table}`}>
        <thead>
          <tr>
            <SortableHeaderCells columns={columns} sort={sort} onSort={onSort} />
            <th scope="col" style={{ width: 190 }}>
              <span className={a11y.visuallyHidden}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {organizations.map((organization) => (
            <tr key={organization.id} className={dataTable.rowHover}>
              <td data-label={idColumn.label}>{organization.id}</td>
              <td data-label={nameColumn.label} className={styles.wrap}>
                <bdi>{organization.name}</bdi>
              </td>
              <td data-label={keyColumn.label} className={styles.wrap}>
                <bdi>{organization.unique_key}</bdi>
              </td>
              <td>
                {/* The name says which of the many identical links opens which organization. */}
                <Link
                  className={links.link}
                  to={paths.admin.organization.href({ organizationId: organization.id })}
                  aria-label={`View Organization ${organization.name}`}
                >
                  View Organization
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <SortStatus columns={columns} sort={sort} />
    </div>
  );
}
