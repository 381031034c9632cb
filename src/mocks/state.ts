/**
 * What the mock database holds, and the check a stored copy must pass before
 * it is trusted (a stale or hand-edited sessionStorage entry falls back to the seed).
 */
import { z } from 'zod/mini';
import {
  apiIdSchema,
  organizationSchema,
  patientInformationSchema,
  recommendationsSchema,
  type ApiId,
} from '../api/schemas';

/** Bump when the stored shape changes, so old browser copies are replaced by the seed. */
export const STATE_VERSION = 1;

/**
 * The kind of organization and provider ids the database hands out: whole numbers, or text
 * ("1", "2", …) as a backend whose ids are strings would (the spec gives them no type).
 */
export type MockIds = 'number' | 'text';

/** `id` as an id of the kind given: text written as the number is, or left as it is. */
export const idAs = (kind: MockIds, id: ApiId): ApiId => (kind === 'text' ? String(id) : id);

const mockProviderSchema = z.object({
  id: apiIdSchema,
  email: z.string(),
  clerk_id: z.string(),
  /** Its organization's id, of the same kind as that organization's. */
  organization_id: apiIdSchema,
});
export type MockProvider = z.infer<typeof mockProviderSchema>;

const mockPatientSchema = z.object({
  uuid: z.string(),
  email: z.string(),
  information: patientInformationSchema,
  /** Hand-written for the sample patients; derived by recommend.ts for everyone else. */
  recommendations: z.optional(recommendationsSchema),
});
export type MockPatient = z.infer<typeof mockPatientSchema>;

export const mockStateSchema = z.object({
  version: z.literal(STATE_VERSION),
  organizations: z.array(organizationSchema),
  providers: z.array(mockProviderSchema),
  patients: z.array(mockPatientSchema),
});
export type MockState = z.infer<typeof mockStateSchema>;
