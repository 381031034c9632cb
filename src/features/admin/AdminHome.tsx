import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useOrganizations, useProviderCounts } from '../../api/resources';
import type { Organization } from '../../api/schemas';
import { config } from '../../config/env';
import { paths } from '../../config/paths';
import { ListState } from '../../ui/ListState';
import { PageState } from '../../ui/PageState';
import { resourceRequests } from '../../api/resource-requests';
import { readsLoader } from '../../api/reads-loader';

const withMargin = (alert: ReactNode) => <Box sx={{ mt: 3 }}>{alert}</Box>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function CountCard({
  title,
  count,
  children,
}: {
  title: string;
  count: string;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ width: 280 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="h4" component="p" sx={{ my: 1 }}>
          {count}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * The providers of every organization. The calls have no list of all providers, so the
 * total is the sum of each organization's list.
 */
function ProviderCounts({ organizations }: { organizations: Organization[] }) {
  const counts = useProviderCounts(organizations.map((organization) => organization.id));
  return (
    <PageState
      resource={counts}
      loadingLabel="Counting the providers"
      errorMessage={(error) => `The providers could not be counted. ${error.message}`}
      errorLayout={withMargin}
    >
      {(list) => (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
            <CountCard title="Organizations" count={String(organizations.length)}>
              <Link component={RouterLink} to={paths.admin.organizations.href()}>
                View all organizations
              </Link>
            </CountCard>
            <CountCard title="Providers" count={String(list.reduce((sum, n) => sum + n, 0))}>
              <Typography color="text.secondary">
                Listed on each organization’s page, below.
              </Typography>
            </CountCard>
          </Stack>
          <Table aria-label="Providers by organization" sx={{ mt: 3, tableLayout: 'fixed' }}>
            <TableHead>
              <TableRow>
                <TableCell>Organization</TableCell>
                <TableCell sx={{ width: 160 }}>Providers</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {organizations.map((organization, index) => (
                <TableRow key={organization.id}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <Link
                      component={RouterLink}
                      to={paths.admin.organization.href({ organizationId: organization.id })}
                    >
                      <bdi>{organization.name}</bdi>
                    </Link>
                  </TableCell>
                  <TableCell>{plural(list[index] ?? 0, 'provider', 'providers')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </PageState>
  );
}

/** /d/admin: a welcome with the counts of organizations and providers. */
export function Component() {
  const organizations = useOrganizations();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Home
      </Typography>
      <Typography color="text.secondary">
        Welcome. Here you manage the organizations that use {config.productName} and their
        providers.
      </Typography>
      <ListState
        resource={organizations}
        what="the organizations"
        errorLayout={withMargin}
        empty={
          <Typography sx={{ mt: 3 }}>
            There are no organizations yet.{' '}
            <Link component={RouterLink} to={paths.admin.organizationCreate.href()}>
              New Organization
            </Link>
          </Typography>
        }
      >
        {(list) => <ProviderCounts organizations={list} />}
      </ListState>
    </>
  );
}

/** What the page reads, started beside the role check (docs/adr/0003-route-loaders.md). */
export const loader = readsLoader(() => [resourceRequests.organizations()]);
