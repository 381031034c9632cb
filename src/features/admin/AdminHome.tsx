import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ApiError } from '../../api/api-error';
import { useOrganizations, useProviderCounts, type ProviderCount } from '../../api/resources';
import type { Organization } from '../../api/schemas';
import { config } from '../../config/env';
import { paths } from '../../config/paths';
import { ListState } from '../../ui/ListState';
import { RetryAlert } from '../../ui/RetryAlert';
import { resourceRequests } from '../../api/resource-requests';
import { readsLoader } from '../../api/reads-loader';
import { plural, ProviderCountTable } from './ProviderCountTable';

const withMargin = (alert: ReactNode) => <Box sx={{ mt: 3 }}>{alert}</Box>;

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

/** Where the counting stands, for the status line and the total. */
function tally(counts: readonly ProviderCount[]) {
  let counting = 0;
  let providers = 0;
  const failed: ApiError[] = [];
  for (const count of counts) {
    if (count.state === 'counting') counting += 1;
    else if (count.state === 'failed') failed.push(count.error);
    else providers += count.count;
  }
  return { counting, providers, failed, counted: counts.length - counting - failed.length };
}

/**
 * The providers of every organization. The calls have no list of all providers, so the
 * total is the sum of each organization's list, shown as the counts arrive; one that fails
 * leaves the total partial and says so, and the rest still show.
 */
function ProviderCounts({ organizations }: { organizations: Organization[] }) {
  const { data: counts = [], retry } = useProviderCounts(
    organizations.map((organization) => organization.id),
  );
  const { counting, providers, failed, counted } = tally(counts);
  const total = organizations.length;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <CountCard title="Organizations" count={String(total)}>
          <Link component={RouterLink} to={paths.admin.organizations.href()}>
            View all organizations
          </Link>
        </CountCard>
        <CountCard
          title="Providers"
          count={counted === total ? String(providers) : `At least ${providers}`}
        >
          {counting > 0 && (
            <LinearProgress
              variant="determinate"
              value={(100 * (total - counting)) / total}
              aria-label="Counting the providers"
              sx={{ mb: 1 }}
            />
          )}
          <Typography role="status" color="text.secondary">
            Counted {counted} of {plural(total, 'organization', 'organizations')}.
            {failed.length > 0 && ` ${failed.length} could not be counted.`}
          </Typography>
          <Typography color="text.secondary">Listed on each organization’s page, below.</Typography>
        </CountCard>
      </Stack>
      {counting === 0 && failed[0] && (
        <Box sx={{ mt: 3 }}>
          <RetryAlert
            message={`The providers of ${plural(failed.length, 'organization', 'organizations')} could not be counted. ${failed[0].message}`}
            onRetry={retry}
          />
        </Box>
      )}
      <ProviderCountTable organizations={organizations} counts={counts} />
    </>
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
