import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { usePatients } from '../../../api/resources';
import { EmptyState } from '../../../ui/EmptyState';
import { FilteredList } from '../../../ui/list/FilteredList';
import type { Sort } from '../../../ui/list/rows';
import { useSort } from '../../../ui/list/use-sort';
import { PageHeader } from '../../../ui/PageHeader';
import { PageState } from '../../../ui/PageState';
import { filterRows, hasNames, sortRows, toRows, type SortKey } from './patient-rows';
import { PatientListSkeleton } from './PatientListSkeleton';
import { PatientTable } from './PatientTable';
import { resourceRequests } from '../../../api/resource-requests';
import { readsLoader } from '../../../api/reads-loader';

function AddPatientButton() {
  return (
    <Button variant="contained" component={RouterLink} to={paths.dashboard.patientCreate.href()}>
      Add new Patient
    </Button>
  );
}

/** /d/providers/dashboard/patients: every patient of the provider, filterable and sortable. */
export function Component() {
  const patients = usePatients();
  const [query, setQuery] = useState('');
  const [sort, onSort] = useSort<SortKey>({ key: 'email', direction: 'asc' });

  // The list of docs/product.md section 7 has no names: without them, no Name column and no sorting
  // by name.
  const withNames = useMemo(() => hasNames(patients.data ?? []), [patients.data]);
  const sortKey: SortKey = withNames ? sort.key : 'email';
  const shownSort = useMemo<Sort<SortKey>>(
    () => ({ key: sortKey, direction: sort.direction }),
    [sortKey, sort.direction],
  );
  const sorted = useMemo(
    () => sortRows(toRows(patients.data ?? []), sortKey, sort.direction),
    [patients.data, sortKey, sort.direction],
  );
  const shown = useMemo(() => filterRows(sorted, query), [sorted, query]);

  return (
    <>
      <PageHeader title="Patients" action={patients.data?.length !== 0 && <AddPatientButton />} />
      <PageState
        resource={patients}
        loading={<PatientListSkeleton />}
        errorMessage={(error) => `Your patients could not be loaded. ${error.message}`}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState message="You have no patients yet." action={<AddPatientButton />} />}
      >
        {() => (
          <FilteredList
            filterLabel={withNames ? 'Filter by name or email' : 'Filter by email'}
            noun={{ one: 'patient', many: 'patients' }}
            total={sorted.length}
            shown={shown.length}
            query={query}
            onQuery={setQuery}
          >
            <PatientTable rows={shown} withNames={withNames} sort={shownSort} onSort={onSort} />
          </FilteredList>
        )}
      </PageState>
    </>
  );
}

/** What the page reads, started beside the role check (docs/adr/0003-route-loaders.md). */
export const loader = readsLoader(() => [resourceRequests.patients()]);
