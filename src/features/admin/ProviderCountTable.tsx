import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ProviderCount } from '../../api/resources';
import type { Organization } from '../../api/schemas';
import { paths } from '../../config/paths';
import stacked from '../../ui/list/stacked-table.module.css';

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

const colors: Record<ProviderCount['state'], string | undefined> = {
  counting: 'text.secondary',
  counted: undefined,
  failed: 'error.main',
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
    <TableRow>
      <TableCell data-label={ORGANIZATION} sx={{ overflowWrap: 'anywhere' }}>
        <Link
          component={RouterLink}
          to={paths.admin.organization.href({ organizationId: organization.id })}
        >
          <bdi>{organization.name}</bdi>
        </Link>
      </TableCell>
      <TableCell data-label={PROVIDERS} sx={{ color: colors[state] }}>
        {text}
      </TableCell>
    </TableRow>
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
      <Table
        aria-label="Providers by organization"
        className={stacked.table}
        sx={{ mt: 3, tableLayout: 'fixed' }}
      >
        <TableHead className={stacked.plainHead}>
          <TableRow>
            <TableCell>{ORGANIZATION}</TableCell>
            <TableCell sx={{ width: 200 }}>{PROVIDERS}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
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
        </TableBody>
      </Table>
    </div>
  );
}
