import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useOrganization, useOrganizationProviders, type Resource } from '../../../api/resources';
import type { Organization, Provider } from '../../../api/schemas';
import { paths } from '../../../config/paths';
import { ListState } from '../../../ui/ListState';
import { AdminBreadcrumbs } from '../AdminBreadcrumbs';
import { ProviderTable } from '../providers/ProviderTable';
import { OrganizationState } from './OrganizationState';
import { resourceRequests } from '../../../api/resource-requests';
import { readsLoader } from '../../../api/reads-loader';

function OrganizationDetails({ organization }: { organization: Organization }) {
  const rows: [string, string | number][] = [
    ['ID', organization.id],
    ['Name', organization.name],
    ['Unique Key', organization.unique_key],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        columnGap: 3,
        rowGap: 1,
        m: 0,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>
            <bdi>{value}</bdi>
          </dd>
        </Box>
      ))}
    </Box>
  );
}

function Providers({
  organizationId,
  providers,
}: {
  organizationId: string;
  providers: Resource<Provider[]>;
}) {
  const newProvider = (
    <Button
      variant="contained"
      component={RouterLink}
      to={paths.admin.providerCreate.href({ organizationId })}
    >
      New Provider
    </Button>
  );
  return (
    <Box component="section" aria-labelledby="providers-heading" sx={{ mt: 4 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 2 }}
      >
        <Typography id="providers-heading" variant="h5" component="h2">
          Providers
        </Typography>
        {newProvider}
      </Stack>
      <ListState
        resource={providers}
        what="the providers"
        empty={
          <Typography sx={{ py: 3 }} color="text.secondary">
            This organization has no providers yet.
          </Typography>
        }
      >
        {(list) => <ProviderTable providers={list} />}
      </ListState>
    </Box>
  );
}

/** /d/admin/organizations/{organization_id}: the organization and its providers. */
export function Component() {
  const { organizationId = '' } = useParams();
  const organization = useOrganization(organizationId);
  // Asked for at once, not after the organization arrives.
  const providers = useOrganizationProviders(organizationId);
  return (
    <OrganizationState organization={organization} heading="Organization">
      {(data) => (
        <>
          <AdminBreadcrumbs
            trail={[{ label: 'Organizations', to: paths.admin.organizations.href() }]}
            current={data.name}
          />
          <Typography variant="h4" component="h1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            <bdi>{data.name}</bdi>
          </Typography>
          <OrganizationDetails organization={data} />
          <Providers organizationId={organizationId} providers={providers} />
        </>
      )}
    </OrganizationState>
  );
}

/** What the page reads, started beside the role check (docs/adr/0003-route-loaders.md). */
export const loader = readsLoader(({ organizationId }) =>
  organizationId
    ? [
        resourceRequests.organization(organizationId),
        resourceRequests.organizationProviders(organizationId),
      ]
    : [],
);
