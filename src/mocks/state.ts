/**
 * What the mock database holds, and the check a stored copy must pass before
 * it is trusted (a stale or hand-edited sessionStorage entry falls back to the seed).
 */
import { z } from 'zod/mini';
import {
  organizationSchema,
  patientInformationSchema,
  recommendationsSchema,
} from '../api/schemas';

/** Bump when the stored shape changes, so old browser copies are replaced by the seed. */
export const STATE_VERSION = 1;

const mockProviderSchema = z.object({
  id: z.int(),
  email: z.string(),
  clerk_id: z.string(),
  organization_id: z.int(),
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
