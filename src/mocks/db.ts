/**
 * The mock API's in-memory database. It owns the data rules a real backend
 * would enforce (unique keys and emails, existing organizations), so every
 * transport (vitest, the demo worker, the HTTP server) behaves the same.
 */
import type {
  ApiId,
  Organization,
  Patient,
  PatientInformation,
  PatientListItem,
  Recommendations,
} from '../api/schemas';
import { INVALID_EMAIL, isEmailAddress } from '../domain/email';
import { mockProfiles, type MockProfile, type MockProfileName } from './profiles';
import { recommend } from './recommend';
import { seedState } from './seed';
import {
  idAs,
  mockStateSchema,
  type MockIds,
  type MockPatient,
  type MockProvider,
  type MockState,
} from './state';

export interface MockDbStorage {
  load(): string | null;
  save(json: string): void;
  /** Removes the stored copy. */
  clear(): void;
}

export interface MockDbOptions {
  /** Where the database persists across reloads of the page; in memory only when absent. */
  storage?: MockDbStorage;
  /** Pads the seeded patients with generated ones up to this count (benchmarks). */
  patientCount?: number;
  /** How it answers where the spec is silent; "full" by default. */
  profile?: MockProfileName;
}

/** A validation failure: the field it concerns and a message a person can read. */
type FieldError = [field: string, message: string];

export type Outcome<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

interface OrganizationInput {
  name: string;
  unique_key: string;
}

interface ProviderInput {
  /**
   * null when the request did not carry a usable id. Either kind names an organization: 3 and
   * "3" are the same one.
   */
  organization_id: ApiId | null;
  email: string;
  clerk_id: string;
}

interface PatientInput {
  email: string;
  information: PatientInformation;
}

export interface MockDb {
  listOrganizations(): Organization[];
  /** By its id, written as text or as the number: a path's id is always text. */
  getOrganization(id: ApiId): Organization | undefined;
  createOrganization(input: OrganizationInput): Outcome<Organization>;
  listProviders(organizationId: ApiId): MockProvider[];
  createProvider(input: ProviderInput): Outcome<MockProvider>;
  /** The list call's items, all or those from `from` up to (not including) `to`. */
  listPatients(from?: number, to?: number): PatientListItem[];
  countPatients(): number;
  getPatient(uuid: string): Patient | undefined;
  createPatient(input: PatientInput): Outcome<Patient>;
  /**
   * undefined when no patient has this uuid. Merges the given keys over the stored ones, or
   * stores the given information in their place, as the profile says.
   */
  updatePatient(uuid: string, input: PatientInput): Outcome<Patient> | undefined;
  getRecommendations(uuid: string): Recommendations | undefined;
  /** Back to the seed, which is saved ("Reset demo data"). */
  reset(): void;
  /** Back to the seed, with nothing left in storage (demo sign-out). */
  wipe(): void;
}

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Whether two ids name the same record, whichever kind each is written as. */
const sameId = (a: ApiId, b: ApiId): boolean => String(a) === String(b);

/** One past the highest id held, of the kind asked for. */
function nextId(items: readonly { id: ApiId }[], kind: MockIds): ApiId {
  return idAs(kind, items.reduce((max, item) => Math.max(max, Number(item.id)), 0) + 1);
}

function loadState(options: MockDbOptions, profile: MockProfile): MockState {
  const json = options.storage?.load();
  if (json) {
    try {
      const stored = mockStateSchema.safeParse(JSON.parse(json));
      if (stored.success) return stored.data;
    } catch {
      // Not JSON: fall through to the seed.
    }
  }
  return seedState(options.patientCount, profile);
}

function toPatient({ uuid, email, information }: MockPatient): Patient {
  return structuredClone({ uuid, email, information });
}

export function createMockDb(options: MockDbOptions = {}): MockDb {
  const profile = mockProfiles[options.profile ?? 'full'];
  const { ids } = profile;
  let state = loadState(options, profile);

  function save(): void {
    options.storage?.save(JSON.stringify(state));
  }

  function findPatient(uuid: string): MockPatient | undefined {
    return state.patients.find((patient) => patient.uuid === uuid);
  }

  function patientEmailErrors(email: string, exceptUuid?: string): FieldError[] {
    if (!email.trim()) return [['email', 'Email is required.']];
    if (!isEmailAddress(email)) return [['email', INVALID_EMAIL]];
    const taken = state.patients.some(
      (patient) => patient.uuid !== exceptUuid && sameText(patient.email, email),
    );
    return taken ? [['email', 'Another patient already uses this email address.']] : [];
  }

  return {
    listOrganizations: () => structuredClone(state.organizations),

    getOrganization(id) {
      const organization = state.organizations.find((item) => sameId(item.id, id));
      return organization && { ...organization };
    },

    createOrganization({ name, unique_key }) {
      const errors: FieldError[] = [];
      if (!name.trim()) errors.push(['name', 'Name may not be blank.']);
      if (!unique_key.trim()) {
        errors.push(['unique_key', 'Unique key may not be blank.']);
      } else if (/\s/.test(unique_key)) {
        errors.push(['unique_key', 'Unique key may not contain spaces.']);
      } else if (state.organizations.some((item) => sameText(item.unique_key, unique_key))) {
        errors.push(['unique_key', 'Unique key already exists']);
      }
      if (errors.length) return { ok: false, errors };

      const organization = { id: nextId(state.organizations, ids), name: name.trim(), unique_key };
      state.organizations.push(organization);
      save();
      return { ok: true, value: { ...organization } };
    },

    listProviders: (organizationId) =>
      structuredClone(
        state.providers.filter((item) => sameId(item.organization_id, organizationId)),
      ),

    createProvider({ organization_id, email, clerk_id }) {
      const errors: FieldError[] = [];
      // Stored with the organization's id as it holds it, whichever kind the request wrote.
      const organization =
        organization_id === null
          ? undefined
          : state.organizations.find((item) => sameId(item.id, organization_id));
      if (!organization) errors.push(['organization_id', 'Organization does not exist.']);
      if (!isEmailAddress(email)) {
        errors.push(['email', INVALID_EMAIL]);
      } else if (
        // One email once per organization: a person may work for two.
        state.providers.some(
          (item) => item.organization_id === organization?.id && sameText(item.email, email),
        )
      ) {
        errors.push(['email', 'Email already exists']);
      }
      if (!clerk_id.trim()) errors.push(['clerk_id', 'Clerk ID may not be blank.']);
      if (errors.length || !organization) return { ok: false, errors };

      const provider: MockProvider = {
        id: nextId(state.providers, ids),
        email: email.trim(),
        clerk_id: clerk_id.trim(),
        organization_id: organization.id,
      };
      state.providers.push(provider);
      save();
      return { ok: true, value: { ...provider } };
    },

    listPatients: (from, to) =>
      state.patients
        .slice(from, to)
        .map(({ uuid, email, information }) =>
          typeof information.name === 'string'
            ? { uuid, email, name: information.name }
            : { uuid, email },
        ),

    countPatients: () => state.patients.length,

    getPatient(uuid) {
      const patient = findPatient(uuid);
      return patient && toPatient(patient);
    },

    createPatient({ email, information }) {
      const errors = patientEmailErrors(email);
      if (errors.length) return { ok: false, errors };

      const patient: MockPatient = {
        uuid: crypto.randomUUID(),
        email: email.trim(),
        information: structuredClone(information),
      };
      state.patients.push(patient);
      save();
      return { ok: true, value: toPatient(patient) };
    },

    updatePatient(uuid, { email, information }) {
      const patient = findPatient(uuid);
      if (!patient) return undefined;
      const errors = patientEmailErrors(email, uuid);
      if (errors.length) return { ok: false, errors };

      const sent = structuredClone(information);
      const merged = profile.update === 'merge' ? { ...patient.information, ...sent } : sent;
      // Hand-written sample recommendations only fit the data they were written for.
      if (JSON.stringify(merged) !== JSON.stringify(patient.information)) {
        delete patient.recommendations;
      }
      patient.email = email.trim();
      patient.information = merged;
      save();
      return { ok: true, value: toPatient(patient) };
    },

    getRecommendations(uuid) {
      const patient = findPatient(uuid);
      if (!patient) return undefined;
      return structuredClone(patient.recommendations ?? recommend(patient.information, new Date()));
    },

    reset() {
      state = seedState(options.patientCount, profile);
      save();
    },

    wipe() {
      state = seedState(options.patientCount, profile);
      options.storage?.clear();
    },
  };
}
