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
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        <Link
          component={RouterLink}
          to={paths.admin.organization.href({ organizationId: organization.id })}
        >
          <bdi>{organization.name}</bdi>
        </Link>
      </TableCell>
      <TableCell sx={{ color: colors[state] }}>{text}</TableCell>
    </TableRow>
  );
});

/** Each organization with its providers' count, or why it has none yet. */
export function ProviderCountTable({
  organizations,
  counts,
}: {
  organizations: readonly Organization[];
  counts: readonly ProviderCount[];
}) {
  return (
    <Table aria-label="Providers by organization" sx={{ mt: 3, tableLayout: 'fixed' }}>
      <TableHead>
        <TableRow>
          <TableCell>Organization</TableCell>
          <TableCell sx={{ width: 200 }}>Providers</TableCell>
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
  );
}
