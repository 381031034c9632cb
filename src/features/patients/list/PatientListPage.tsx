import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { usePatients } from '../../../api/resources';
import { PageState } from '../../../ui/PageState';
import {
  filterRows,
  hasNames,
  sortRows,
  toRows,
  type SortDirection,
  type SortKey,
} from './patient-rows';
import { PatientFilter } from './PatientFilter';
import { PatientListSkeleton } from './PatientListSkeleton';
import { PatientTable } from './PatientTable';

const patientCount = (n: number) => `${n} patient${n === 1 ? '' : 's'}`;

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
  const [sort, setSort] = useState<{ key: SortKey; direction: SortDirection }>({
    key: 'email',
    direction: 'asc',
  });
  // Clearing the filter starts a fresh filter box.
  const [filterResets, setFilterResets] = useState(0);

  // The spec's list has no names: without them, no Name column and no sorting by name.
  const withNames = useMemo(() => hasNames(patients.data ?? []), [patients.data]);
  const sortKey: SortKey = withNames ? sort.key : 'email';
  const sorted = useMemo(
    () => sortRows(toRows(patients.data ?? []), sortKey, sort.direction),
    [patients.data, sortKey, sort.direction],
  );
  const shown = useMemo(() => filterRows(sorted, query), [sorted, query]);

  // Stable, so a keystroke's urgent render skips the (memoised) table.
  const onSort = useCallback(
    (key: SortKey) =>
      setSort((current) => ({
        key,
        direction: current.key === key && current.direction === 'asc' ? 'desc' : 'asc',
      })),
    [],
  );

  return (
    <>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2 }}
      >
        <Typography variant="h4" component="h1">
          Patients
        </Typography>
        {patients.data?.length !== 0 && <AddPatientButton />}
      </Stack>
      <PageState
        resource={patients}
        loading={<PatientListSkeleton />}
        errorMessage={(error) => `Your patients could not be loaded. ${error.message}`}
        isEmpty={(list) => list.length === 0}
        empty={
          <Box sx={{ py: 6, textAlign: 'center' }}>
            <Typography sx={{ mb: 2 }}>You have no patients yet.</Typography>
            <AddPatientButton />
          </Box>
        }
      >
        {() => (
          <>
            <Stack direction="row" sx={{ alignItems: 'flex-end', gap: 2, mb: 1 }}>
              <PatientFilter
                key={filterResets}
                onQuery={setQuery}
                autoFocus={filterResets > 0}
                withNames={withNames}
              />
              <Typography role="status" color="text.secondary">
                {shown.length === sorted.length
                  ? patientCount(sorted.length)
                  : `${shown.length} of ${patientCount(sorted.length)}`}
              </Typography>
            </Stack>
            {shown.length === 0 ? (
              <Box sx={{ py: 6, textAlign: 'center' }}>
                <Typography sx={{ mb: 2 }}>No patient matches “{query}”.</Typography>
                <Button
                  onClick={() => {
                    setQuery('');
                    setFilterResets((count) => count + 1);
                  }}
                >
                  Clear the filter
                </Button>
              </Box>
            ) : (
              <PatientTable
                rows={shown}
                withNames={withNames}
                sortKey={sortKey}
                sortDirection={sort.direction}
                onSort={onSort}
              />
            )}
          </>
        )}
      </PageState>
    </>
  );
}
