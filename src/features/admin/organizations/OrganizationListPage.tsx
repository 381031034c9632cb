import { useMemo, useState } from 'react';
import { useOrganizations } from '../../../api/resources';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { FilteredList } from '../../../ui/list/FilteredList';
import { filterByWords, searchTextOf, sortBy } from '../../../ui/list/rows';
import { useSort } from '../../../ui/list/use-sort';
import { PageHeader } from '../../../ui/PageHeader';
import { ListState } from '../../../ui/ListState';
import { OrganizationTable, type OrganizationSortKey } from './OrganizationTable';
import { resourceRequests } from '../../../api/resource-requests';
import { readsLoader } from '../../../api/route-reads';

function NewOrganizationButton() {
  return (
    <ButtonLink variant="contained" to={paths.admin.organizationCreate.href()}>
      New Organization
    </ButtonLink>
  );
}

/** /d/admin/organizations: every organization, filterable and sortable. */
export function Component() {
  const organizations = useOrganizations();
  const [query, setQuery] = useState('');
  const [sort, onSort] = useSort<OrganizationSortKey>({ key: 'id', direction: 'asc' });

  const sorted = useMemo(
    () =>
      sortBy(
        (organizations.data ?? []).map((organization) => ({
          ...organization,
          searchText: searchTextOf(organization.id, organization.name, organization.unique_key),
        })),
        (row) => row[sort.key],
        sort.direction,
      ),
    [organizations.data, sort],
  );
  const shown = useMemo(() => filterByWords(sorted, query), [sorted, query]);

  return (
    <>
      <PageHeader
        title="Organizations"
        action={organizations.data?.length !== 0 && <NewOrganizationButton />}
      />
      <ListState
        resource={organizations}
        what="the organizations"
        empty={
          <EmptyState
            message="There are no organizations yet."
            action={<NewOrganizationButton />}
          />
        }
      >
        {() => (
          <FilteredList
            filterLabel="Filter by ID, name or unique key"
            noun={{ one: 'organization', many: 'organizations' }}
            total={sorted.length}
            shown={shown.length}
            query={query}
            onQuery={setQuery}
          >
            <OrganizationTable organizations={shown} sort={sort} onSort={onSort} />
          </FilteredList>
        )}
      </ListState>
    </>
  );
}

/** What the page reads, preloaded beside the role check (docs/adr/0003-route-loaders.md). */
export const loader = readsLoader(() => [resourceRequests.organizations()]);
