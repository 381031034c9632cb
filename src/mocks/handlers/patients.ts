import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod/mini';
import { patientInformationSchema } from '../../api/schemas';
import type { MockDb, Outcome } from '../db';
import { restrictedTo } from './guard';
import { pageAnswer } from './pages';
import { readJson, textOf } from './parse';
import { notFound } from './replies';

/** The save body; email is checked by the database so its messages stay specific. */
const saveRequestSchema = z.object({
  patient: z.object({ email: z.optional(z.unknown()), uuid: z.optional(z.string()) }),
  patient_information: patientInformationSchema,
});

const MALFORMED_SAVE =
  'Send a JSON object with "patient" (email, optional uuid) and "patient_information" (an object).';

type SaveRequest = z.infer<typeof saveRequestSchema>;

function inputOf(body: SaveRequest) {
  return { email: textOf(body.patient.email), information: body.patient_information };
}

function malformed() {
  return HttpResponse.json({ errors: [MALFORMED_SAVE] }, { status: 400 });
}

function saved(outcome: Outcome<{ uuid: string }>, status: 200 | 201) {
  return outcome.ok
    ? HttpResponse.json({ uuid: outcome.value.uuid }, { status })
    : HttpResponse.json({ errors: outcome.errors.map(([, message]) => message) }, { status: 400 });
}

/** How the mock API answers; by default as a backend with the proposed paging. */
export interface PatientHandlerOptions {
  /** False: the spec's backend, which ignores `page_size` and answers the whole list. */
  paging?: boolean;
}

export function patientHandlers(
  db: MockDb,
  { paging = true }: PatientHandlerOptions = {},
): HttpHandler[] {
  const providerOnly = ['provider'] as const;

  return [
    http.get(
      '*/api/patients',
      restrictedTo(
        providerOnly,
        ({ request }) =>
          (paging &&
            pageAnswer(new URL(request.url), db.countPatients(), (from, to) =>
              db.listPatients(from, to),
            )) ||
          HttpResponse.json(db.listPatients()),
      ),
    ),

    http.get(
      '*/api/patients/get/:uuid',
      restrictedTo<{ uuid: string }>(providerOnly, ({ params }) => {
        const patient = db.getPatient(params.uuid);
        return patient ? HttpResponse.json(patient) : notFound();
      }),
    ),

    http.get(
      '*/api/patients/get/:uuid/recommendations',
      restrictedTo<{ uuid: string }>(providerOnly, ({ params }) => {
        const recommendations = db.getRecommendations(params.uuid);
        return recommendations ? HttpResponse.json(recommendations) : notFound();
      }),
    ),

    http.post(
      '*/api/patients/set',
      restrictedTo(providerOnly, async ({ request }) => {
        const body = saveRequestSchema.safeParse(await readJson(request));
        if (!body.success) return malformed();
        return saved(db.createPatient(inputOf(body.data)), 201);
      }),
    ),

    http.post(
      '*/api/patients/set/:uuid',
      restrictedTo<{ uuid: string }>(providerOnly, async ({ params, request }) => {
        const body = saveRequestSchema.safeParse(await readJson(request));
        if (!body.success) return malformed();
        const outcome = db.updatePatient(params.uuid, inputOf(body.data));
        return outcome ? saved(outcome, 200) : notFound();
      }),
    ),
  ];
}
