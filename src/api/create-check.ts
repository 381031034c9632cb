/**
 * A create whose answer never came may have been stored all the same: sending it again would
 * make a second record. Before it is sent again, the list it would have joined is read and its
 * unique key looked for (docs/architecture.md, "Errors"). The pure parts are here: which
 * failures leave a create unknown, how keys match, what each list's look finds, and what a
 * submit does at each step; `useCreateCheck` (use-create-check.ts) runs them for a form.
 */
import type { ApiError } from './api-error';
import type { Requests } from './requests';
import { sameData } from './same-data';
import type { ApiId, PatientSaveRequest } from './schemas';

/**
 * A create that may have been stored: no answer in time, a connection that failed (it may
 * have failed after the request went out), or a success that could not be read.
 */
export function mayHaveBeenCreated(error: ApiError): boolean {
  return error.kind === 'timeout' || error.kind === 'network' || error.kind === 'malformed';
}

/** Unique keys as the backend compares them: spaces around them and letter case do not count. */
export function sameKey(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** What a look found under the key: the record the create made, or another that holds it. */
export interface Found {
  kind: 'saved' | 'taken';
  /**
   * The record's id, to lead to it: a patient's uuid, an organization's or a provider's id. As
   * text, whatever its type in the list: a link is all that is made of it.
   */
  id: string;
}

/** Looks for a create's key in the list it would have joined. */
export type Lookup<Sent> = (requests: Requests, sent: Sent) => Promise<Found | undefined>;

/**
 * By email (docs/product.md, "Entities and fields"). An earlier patient may hold the email: the
 * record is this create's only when it holds every answer sent, so a returning patient's old record
 * is never taken for her new answers.
 */
const patient: Lookup<PatientSaveRequest> = async (requests, sent) => {
  const patients = await requests.listPatients();
  const row = patients.find((item) => sameKey(item.email, sent.patient.email));
  if (!row) return undefined;
  const { information } = await requests.getPatient(row.uuid);
  const holdsSent = Object.entries(sent.patient_information).every(([key, value]) =>
    sameData(information[key], value),
  );
  return { kind: holdsSent ? 'saved' : 'taken', id: row.uuid };
};

/** By unique key, the one thing no two organizations share; the name tells whose it is. */
const organization: Lookup<{ name: string; unique_key: string }> = async (requests, sent) => {
  const organizations = await requests.listOrganizations();
  const found = organizations.find((item) => sameKey(item.unique_key, sent.unique_key));
  return (
    found && { kind: sameKey(found.name, sent.name) ? 'saved' : 'taken', id: String(found.id) }
  );
};

/** By email among the organization's providers (one email once per organization). */
const provider: Lookup<{ organization_id: ApiId; email: string }> = async (requests, sent) => {
  const providers = await requests.listProviders(sent.organization_id);
  const found = providers.find((item) => sameKey(item.email, sent.email));
  return found && { kind: 'saved', id: String(found.id) };
};

export const lookFor = { patient, organization, provider };

/**
 * Where a form stands with its create. `clear`: nothing is owed, a create is sent. `unsure`: the
 * last one may have been stored (`why`: the failure; none when a session ended with it in
 * flight), so a create waits for a check (`checkFailed`: the last check could not be made).
 * `found`, `absent`: what the check found.
 */
export type CreateCheckState<Sent> =
  | { step: 'clear' }
  | { step: 'unsure'; sent: Sent; why?: ApiError; checkFailed?: ApiError }
  | { step: 'checking'; sent: Sent; why?: ApiError }
  | { step: 'found'; sent: Sent; found: Found }
  | { step: 'absent'; sent: Sent };

/**
 * What a submit does: send the create; check first (and send only if nothing is found); or
 * hold it, sending nothing, while a check runs or once the record is known to be stored.
 */
export function submitStep(state: CreateCheckState<unknown>): 'send' | 'check' | 'hold' {
  if (state.step === 'unsure') return 'check';
  if (state.step === 'checking') return 'hold';
  if (state.step === 'found' && state.found.kind === 'saved') return 'hold';
  return 'send';
}

/** After a create failed: unsure when it may have been stored; clear when it was refused. */
export function afterFailedCreate<Sent>(error: ApiError, sent: Sent): CreateCheckState<Sent> {
  return mayHaveBeenCreated(error) ? { step: 'unsure', sent, why: error } : { step: 'clear' };
}

/** After a check: what it found, or nothing. */
export function afterCheck<Sent>(sent: Sent, found: Found | undefined): CreateCheckState<Sent> {
  return found ? { step: 'found', sent, found } : { step: 'absent', sent };
}

/**
 * The create the server may hold, for a draft kept now (the session is ending): one not known
 * to be stored or not, or known to be. A restored draft checks for it before creating.
 */
export function unsettledCreate<Sent>(state: CreateCheckState<Sent>): Sent | undefined {
  if (state.step === 'unsure' || state.step === 'checking') return state.sent;
  if (state.step === 'found' && state.found.kind === 'saved') return state.sent;
  return undefined;
}
