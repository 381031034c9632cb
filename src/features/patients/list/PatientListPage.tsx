import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { usePatients } from '../../../api/resources';
import { RetryAlert } from '../../../ui/RetryAlert';
import { filterRows, sortRows, toRows, type SortDirection, type SortKey } from './patient-rows';
import { PatientListSkeleton } from './PatientListSkeleton';
import { PatientTable } from './PatientTable';

const patientCount = (n: number) => `${n} patient${n === 1 ? '' : 's'}`;

function AddPatientButton() {
  return (
    <Button variant="contained" component={RouterLink} to={paths.dashboard.patientCreate}>
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
  // Typing stays responsive: the filter applies to the list in a lower-priority render.
  const deferredQuery = useDeferredValue(query);

  const sorted = useMemo(
    () => sortRows(toRows(patients.data ?? []), sort.key, sort.direction),
    [patients.data, sort],
  );
  const shown = useMemo(() => filterRows(sorted, deferredQuery), [sorted, deferredQuery]);

  const onSort = (key: SortKey) =>
    setSort((current) => ({
      key,
      direction: current.key === key && current.direction === 'asc' ? 'desc' : 'asc',
    }));

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
      {patients.error ? (
        <RetryAlert
          message={`Your patients could not be loaded. ${patients.error.message}`}
          onRetry={patients.retry}
        />
      ) : !patients.data ? (
        <PatientListSkeleton />
      ) : patients.data.length === 0 ? (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>You have no patients yet.</Typography>
          <AddPatientButton />
        </Box>
      ) : (
        <>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mb: 1 }}>
            <TextField
              label="Filter by name or email"
              type="search"
              size="small"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              sx={{ width: 360 }}
              autoComplete="off"
            />
            <Typography role="status" color="text.secondary">
              {shown.length === sorted.length
                ? patientCount(sorted.length)
                : `${shown.length} of ${patientCount(sorted.length)}`}
            </Typography>
          </Stack>
          {shown.length === 0 ? (
            <Box sx={{ py: 6, textAlign: 'center' }}>
              <Typography sx={{ mb: 2 }}>No patient matches “{deferredQuery}”.</Typography>
              <Button onClick={() => setQuery('')}>Clear the filter</Button>
            </Box>
          ) : (
            <PatientTable
              rows={shown}
              sortKey={sort.key}
              sortDirection={sort.direction}
              onSort={onSort}
            />
          )}
        </>
      )}
    </>
  );
}
