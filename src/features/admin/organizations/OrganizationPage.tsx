import { useParams } from 'react-router-dom';
import { useOrganization, useOrganizationProviders, type Resource } from '../../../api/resources';
import type { Organization, Provider } from '../../../api/schemas';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../ui/Button';
import { ListState } from '../../../ui/ListState';
import typo from '../../../ui/text.module.css';
import { AdminBreadcrumbs } from '../AdminBreadcrumbs';
import { ProviderTable } from '../providers/ProviderTable';
import styles from './organization.module.css';
import { OrganizationState } from './OrganizationState';
import { resourceRequests } from '../../../api/resource-requests';
import { readsLoader } from '../../../api/route-reads';

function OrganizationDetails({ organization }: { organization: Organization }) {
  const rows: [string, string | number][] = [
    ['ID', organization.id],
    ['Name', organization.name],
    ['Unique Key', organization.unique_key],
  ];
  return (
    <dl className={styles.details}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
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
    <ButtonLink variant="contained" to={paths.admin.providerCreate.href({ organizationId })}>
      New Provider
    </ButtonLink>
  );
  return (
    <section aria-labelledby="providers-heading" className={styles.providers}>
      <div className={styles.providersHead}>
        <h2 id="providers-heading" className={typo.sectionTitle}>
          Providers
        </h2>
        {newProvider}
      </div>
      <ListState
        resource={providers}
        what="the providers"
        empty={
          <p className={`${typo.body} ${typo.secondary} ${styles.none}`}>
            This organization has no providers yet.
          </p>
        }
      >
        {(list) => <ProviderTable providers={list} />}
      </ListState>
    </section>
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
          <h1 className={`${typo.pageTitle} ${styles.heading}`}>
            <bdi>{data.name}</bdi>
          </h1>
          <OrganizationDetails organization={data} />
          <Providers organizationId={organizationId} providers={providers} />
        </>
      )}
    </OrganizationState>
  );
}

/** What the page reads, preloaded beside the role check (docs/adr/0003-route-loaders.md). */
export const loader = readsLoader(({ organizationId }) =>
  organizationId
    ? [
        resourceRequests.organization(organizationId),
        resourceRequests.organizationProviders(organizationId),
      ]
    : [],
);
