/**
 * Run-time shapes of every response body (docs/product.md, "Calls"; docs/api/openapi.yaml, which
 * a test keeps in step). A body that does not match is turned into an ApiError with a clear
 * message by the fetcher.
 */
// The mini build of zod: the same checks in a fraction of the bytes every signed-in screen loads.
import { z } from 'zod/mini';

export const userTypeSchema = z.object({ user_type: z.string() });

/**
 * An organization's or a provider's id. The spec gives no type for it, so the backend's is
 * taken as it comes, text or a whole number, and kept so: sent back in the type it came in, and
 * put into a path as text (endpoints.ts).
 */
export const apiIdSchema = z.xor([z.string().check(z.minLength(1)), z.int()]);
export type ApiId = z.infer<typeof apiIdSchema>;

export const organizationSchema = z.object({
  id: apiIdSchema,
  name: z.string(),
  unique_key: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;
export const organizationListSchema = z.array(organizationSchema);

export const createdSchema = z.object({ id: apiIdSchema });

const providerSchema = z.object({ id: apiIdSchema, email: z.string() });
export type Provider = z.infer<typeof providerSchema>;
export const providerListSchema = z.array(providerSchema);

const patientListItemSchema = z.object({
  uuid: z.string(),
  email: z.string(),
  /** Not in the spec's list shape; shown when the backend sends it. */
  name: z.optional(z.string()),
});
export type PatientListItem = z.infer<typeof patientListItemSchema>;
export const patientListSchema = z.array(patientListItemSchema);

/**
 * One page of the patient list: a proposed backend extension, not the spec's call
 * (docs/api/README.md, "Paging"). Django REST framework's page-number shape; its `previous`
 * is not read.
 */
const patientPageSchema = z.object({
  count: z.int().check(z.nonnegative()),
  next: z.nullable(z.string()),
  results: patientListSchema,
});

/**
 * What the list call answers when the app asks for a page (`?page_size=`): a page from a
 * backend that pages, the whole list (the spec's answer) from one that does not.
 */
export const patientListAnswerSchema = z.union([patientListSchema, patientPageSchema]);

/** The ~150 intake fields are described by the intake catalog; here they stay opaque. */
export const patientInformationSchema = z.record(z.string(), z.unknown());
export type PatientInformation = z.infer<typeof patientInformationSchema>;

export const patientSchema = z.object({
  uuid: z.string(),
  email: z.string(),
  information: patientInformationSchema,
});
export type Patient = z.infer<typeof patientSchema>;

export interface PatientSaveRequest {
  patient: { email: string; uuid?: string };
  patient_information: PatientInformation;
}

export const recommendationsSchema = z.object({
  patient: z.object({
    safety_concerns: z.array(z.string()),
    lifestyle_concerns: z.array(z.string()),
  }),
  recommendations: z.array(
    z.object({ formula: z.string(), lifestyle_benefits: z.array(z.string()) }),
  ),
  do_not_recommend: z.array(z.string()),
  citations: z.array(z.string()),
});
export type Recommendations = z.infer<typeof recommendationsSchema>;

/** Register's body is not part of the contract: anything is accepted. */
export const anyBodySchema = z.unknown();
