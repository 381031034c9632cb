/**
 * A contract check of a running backend against the app's own zod schemas (src/api/schemas.ts,
 * src/api/requests.ts) and intake catalog (src/domain/intake/catalog). How to run it and what
 * the table says: docs/api/README.md.
 *
 *   npm run contract -- --api URL --token TOKEN [--token TOKEN ...] [--limit N]
 *                       [--write --test-backend]
 *
 * Read-only by default: every item of every list, every listed organization and its providers,
 * every listed patient up to --limit (200) with her information field by field, the first one's
 * recommendations, a 404 for ids that do not exist and a 401 for each read without a token.
 * --write, against a test backend only, also creates a marked test organization and patient,
 * updates her and reads everything back (contract/organization-writes.ts, patient-writes.ts).
 *
 * The report holds no patient data: paths with their ids as {placeholders}, statuses, counts,
 * field keys and types, never a value, an id, an email or a token. Nothing it prints repeats an
 * argument, not even the --api URL.
 *
 * Exit status: 0 when everything checked is as the app expects (notes included); 1 when
 * something differs or failed; 2 for bad arguments (--write without --test-backend among them).
 */
import { optionsOf } from './contract/args';
import { checkErrorBodies } from './contract/error-bodies';
import { createBackend } from './contract/http';
import { readOrganizations } from './contract/organization-reads';
import { testOrganization, writeOrganization } from './contract/organization-writes';
import { readPatients } from './contract/patient-reads';
import { MARKER, writePatient } from './contract/patient-writes';
import { exitStatusOf, formatTable, summaryOf, type Row } from './contract/report';
import { readWhoami } from './contract/whoami';

/** The calls the check does not make, and why. */
const NOT_SENT: Row[] = [
  ['POST /api/auth/login', 'records a sign-in for the token’s user'],
  ['POST /api/auth/register', 'registers the token’s user'],
  ['POST /api/providers/create', 'a provider needs a real sign-in identity (clerk_id)'],
].map(([call, why]) => ({
  call: call!,
  done: 'not sent',
  status: '-',
  result: 'skipped',
  detail: [why!],
}));

const WRITES_NOT_SENT: Row[] = [
  'POST /api/organizations/create',
  'POST /api/patients/set',
  'POST /api/patients/set/{patient_uuid}',
].map((call) => ({
  call,
  done: 'not sent',
  status: '-',
  result: 'skipped',
  detail: ['a write: sent with --write, against a test backend'],
}));

/** A moment in a name: 20260312T101500Z. */
const stampOf = (date: Date) => date.toISOString().replace(/[-:]|\.\d+/g, '');

/** How to recognise what --write left behind: the spec has no delete call. */
function leftBehind(stamp: string, organization: boolean, patient: boolean): Row[] {
  if (!organization && !patient) return [];
  const { name, unique_key } = testOrganization(stamp);
  return [
    {
      call: '-',
      done: 'test records left behind',
      status: '-',
      result: 'note',
      detail: [
        'the spec has no delete call: these records remain on the backend',
        ...(organization ? [`organization "${name}", unique_key ${unique_key}`] : []),
        // The email is ours, not a patient's, but no email is printed: it is said in words.
        ...(patient
          ? [`patient named "${MARKER}", email contract-check+${stamp} at example.invalid`]
          : []),
      ],
    },
  ];
}

async function main(): Promise<void> {
  const { baseUrl, tokens, limit, write } = optionsOf();
  const backend = createBackend(baseUrl, tokens);
  const whoami = await readWhoami(backend);
  const organizations = await readOrganizations(backend);
  const patients = await readPatients(backend, limit);
  const rows: Row[] = [
    ...whoami,
    ...organizations.rows,
    ...patients.rows,
    ...(await checkErrorBodies(backend, {
      organizationIds: organizations.organizations.map(({ id }) => id),
      patientUuids: patients.uuids,
    })),
    ...NOT_SENT,
  ];
  if (write) {
    const stamp = stampOf(new Date());
    const organization = await writeOrganization(backend, stamp);
    const patient = await writePatient(backend, stamp);
    rows.push(
      ...organization.rows,
      ...patient.rows,
      ...leftBehind(stamp, organization.created, patient.created),
    );
  } else {
    rows.push(...WRITES_NOT_SENT);
  }
  console.info(
    // Not the URL: no argument is ever echoed (contract/args.ts says why).
    `Contract check of the backend at --api (${write ? 'with test writes' : 'read-only'}, ` +
      `${tokens.length} token${tokens.length === 1 ? '' : 's'}, --limit ${limit})\n`,
  );
  console.info(formatTable(rows));
  console.info(`\n${summaryOf(rows)}`);
  process.exitCode = exitStatusOf(rows);
}

await main();
