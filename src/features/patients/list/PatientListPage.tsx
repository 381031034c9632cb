import { useMemo, useState } from 'react';
import { paths } from '../../../config/paths';
import { usePatients } from '../../../api/resources';
import type { PatientListItem } from '../../../api/schemas';
import { ButtonLink } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { FilteredList } from '../../../ui/list/FilteredList';
import type { Sort } from '../../../ui/list/rows';
import { useSort } from '../../../ui/list/use-sort';
import { PageHeader } from '../../../ui/PageHeader';
import { PageState } from '../../../ui/PageState';
import { LoadingStatus } from './LoadingStatus';
import { createSortedRows, hasNames, type SortKey } from './patient-rows';
import { PatientListSkeleton } from './PatientListSkeleton';
import { PatientTable } from './PatientTable';
import { useAfterPaint } from './use-after-paint';
import { useFilteredRows } from './use-filtered-rows';
import { resourceRequests } from '../../../api/resource-requests';
import { readsLoader } from '../../../api/route-reads';

const NO_PATIENTS: readonly PatientListItem[] = [];

function AddPatientButton() {
  return (
    <ButtonLink variant="contained" to={paths.dashboard.patientCreate.href()}>
      Add new Patient
    </ButtonLink>
  );
}

/**
 * /d/providers/dashboard/patients: every patient of the provider, filterable and sortable. A
 * backend that pages the list sends it a page at a time (api/patient-pages.ts): the rows show
 * from the first page, and filtering and sorting apply to the pages loaded so far.
 */
export function Component() {
  const patients = usePatients();
  const [query, setQuery] = useState('');
  const onQuery = useAfterPaint(setQuery);
  const [sort, onSort] = useSort<SortKey>({ key: 'email', direction: 'asc' });
  const [sortedRows] = useState(createSortedRows);
  const loaded = patients.data?.patients ?? NO_PATIENTS;

  // The list of docs/product.md, "Calls", has no names: without them, no Name column and no sorting
  // by name.
  const withNames = useMemo(() => hasNames(loaded), [loaded]);
  const sortKey: SortKey = withNames ? sort.key : 'email';
  const shownSort = useMemo<Sort<SortKey>>(
    () => ({ key: sortKey, direction: sort.direction }),
    [sortKey, sort.direction],
  );
  const sorted = useMemo(
    () => sortedRows(loaded, sortKey, sort.direction),
    [sortedRows, loaded, sortKey, sort.direction],
  );
  const shown = useFilteredRows(sorted, query);

  return (
    <>
      <PageHeader
        title="Patients"
        action={patients.data?.patients.length !== 0 && <AddPatientButton />}
      />
      <PageState
        resource={patients}
        loading={<PatientListSkeleton />}
        errorMessage={(error) => `Your patients could not be loaded. ${error.message}`}
        isEmpty={(list) => list.patients.length === 0}
        empty={<EmptyState message="You have no patients yet." action={<AddPatientButton />} />}
      >
        {(list) => (
          <>
            <LoadingStatus list={list} error={patients.pageError} onRetry={patients.retry} />
            <FilteredList
              filterLabel={withNames ? 'Filter by name or email' : 'Filter by email'}
              noun={{ one: 'patient', many: 'patients' }}
              total={sorted.length}
              shown={shown.rows.length}
              query={shown.query}
              onQuery={onQuery}
            >
              <PatientTable
                rows={shown.rows}
                view={`${shown.query}\n${sortKey} ${sort.direction}`}
                withNames={withNames}
                sort={shownSort}
                onSort={onSort}
              />
            </FilteredList>
          </>
        )}
      </PageState>
    </>
  );
}

/** What the page reads, preloaded beside the role check (docs/adr/0003-route-loaders.md). */
export const loader = readsLoader(() => [resourceRequests.patients()]);
