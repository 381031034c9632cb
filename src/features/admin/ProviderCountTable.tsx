import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { ProviderCount } from '../../api/resources';
import type { Organization } from '../../api/schemas';
import { paths } from '../../config/paths';
import stacked from '../../ui/list/stacked-table.module.css';
import dataTable from '../../ui/list/table.module.css';
import links from '../../ui/link.module.css';
import styles from './AdminHome.module.css';

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function words(count: ProviderCount): string {
  switch (count.state) {
    case 'counting':
      return 'Counting…';
    case 'counted':
      return plural(count.count, 'provider', 'providers');
    case 'failed':
      return 'Could not be counted';
  }
}

const ORGANIZATION = 'Organization';
const PROVIDERS = 'Providers';

const looks: Record<ProviderCount['state'], string | undefined> = {
  counting: styles.counting,
  counted: undefined,
  failed: styles.uncounted,
};

/**
 * One organization's row. Memoized on its words: the counts arrive by the hundred, and each
 * batch should redraw only the rows it changed.
 */
const ProviderCountRow = memo(function ProviderCountRow({
  organization,
  state,
  text,
}: {
  organization: Organization;
  state: ProviderCount['state'];
  text: string;
}) {
  return (
    <tr>
      <td data-label={ORGANIZATION} className={styles.name}>
        <Link
          className={links.link}
          to={paths.admin.organization.href({ organizationId: organization.id })}
        >
          <bdi>{organization.name}</bdi>
        </Link>
      </td>
      <td data-label={PROVIDERS} className={looks[state]}>
        {text}
      </td>
    </tr>
  );
});

/**
 * Each organization with its providers' count, or why it has none yet. In a narrow box the rows
 * stack (stacked-table.module.css).
 */
export function ProviderCountTable({
  organizations,
  counts,
}: {
  organizations: readonly Organization[];
  counts: readonly ProviderCount[];
}) {
  return (
    <div className={stacked.container}>
      <table
        aria-label="Providers by organization"
        className={`${dataTable.table} ${stacked.table} ${styles.spaced}`}
      >
        <thead className={stacked.plainHead}>
          <tr>
            <th scope="col">{ORGANIZATION}</th>
            <th scope="col" style={{ width: 200 }}>
              {PROVIDERS}
            </th>
          </tr>
        </thead>
        <tbody>
          {organizations.map((organization, index) => {
            const count = counts[index] ?? { state: 'counting' };
            return (
              <ProviderCountRow
                key={organization.id}
                organization={organization}
                state={count.state}
                text={words(count)}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
