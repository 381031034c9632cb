import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ApiError } from '../../api/api-error';
import { useOrganizations, useProviderCounts, type ProviderCount } from '../../api/resources';
import type { Organization } from '../../api/schemas';
import { config } from '../../config/env';
import { paths } from '../../config/paths';
import links from '../../ui/link.module.css';
import { ListState } from '../../ui/ListState';
import { ProgressBar } from '../../ui/ProgressBar';
import { RetryAlert } from '../../ui/RetryAlert';
import { resourceRequests } from '../../api/resource-requests';
import { readsLoader } from '../../api/route-reads';
import typo from '../../ui/text.module.css';
import styles from './AdminHome.module.css';
import cards from '../../ui/home-cards.module.css';
import { plural, ProviderCountTable } from './ProviderCountTable';

const withMargin = (alert: ReactNode) => <div className={styles.spaced}>{alert}</div>;

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
    <section aria-label={title} className={`${cards.card} ${styles.countCard}`}>
      <h2 className={typo.subheading}>{title}</h2>
      <p className={`${typo.pageTitle} ${styles.count}`}>{count}</p>
      {children}
    </section>
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
      <div className={cards.cards}>
        <CountCard title="Organizations" count={String(total)}>
          <Link className={links.link} to={paths.admin.organizations.href()}>
            View all organizations
          </Link>
        </CountCard>
        <CountCard
          title="Providers"
          count={counted === total ? String(providers) : `At least ${providers}`}
        >
          {counting > 0 && (
            <ProgressBar
              percent={(100 * (total - counting)) / total}
              label="Counting the providers"
              className={styles.progress}
            />
          )}
          <p role="status" className={`${typo.body} ${typo.secondary}`}>
            Counted {counted} of {plural(total, 'organization', 'organizations')}.
            {failed.length > 0 && ` ${failed.length} could not be counted.`}
          </p>
          <p className={`${typo.body} ${typo.secondary}`}>
            Listed on each organization’s page, below.
          </p>
        </CountCard>
      </div>
      {counting === 0 && failed[0] && (
        <div className={styles.spaced}>
          <RetryAlert
            message={`The providers of ${plural(failed.length, 'organization', 'organizations')} could not be counted. ${failed[0].message}`}
            onRetry={retry}
          />
        </div>
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
      <h1 className={`${typo.pageTitle} ${cards.heading}`}>Home</h1>
      <p className={`${typo.body} ${typo.secondary}`}>
        Welcome. Here you manage the organizations that use {config.productName} and their
        providers.
      </p>
      <ListState
        resource={organizations}
        what="the organizations"
        errorLayout={withMargin}
        empty={
          <p className={styles.spaced}>
            There are no organizations yet.{' '}
            <Link className={links.link} to={paths.admin.organizationCreate.href()}>
              New Organization
            </Link>
          </p>
        }
      >
        {(list) => <ProviderCounts organizations={list} />}
      </ListState>
    </>
  );
}

/** What the page reads, preloaded beside the role check (docs/adr/0003-route-loaders.md). */
export const loader = readsLoader(() => [resourceRequests.organizations()]);
