/**
 * The patient the form benchmarks open: Maya's sample record with every show-if rule made
 * true (every-follow-up.ts), stored through the mock API as "Every Question", so her form
 * shows every section and follow-up.
 */
import type { Patient } from '../../src/api/schemas';
import { everyFollowUpInformation } from './every-follow-up';
import { baseUrl } from './harness';

const MAYA = '7cdac045-339e-405c-bcf9-82117dc49c77';
const headers = {
  Authorization: 'Bearer demo.provider.session.bench',
  'Content-Type': 'application/json',
};

/** The name her form is headed with. */
export const EVERY_QUESTION_NAME = 'Every Question';

/** Creates the patient in the running mock API and returns her uuid. */
export async function createEveryQuestionPatient(): Promise<string> {
  const maya = (await (
    await fetch(`${baseUrl}/api/patients/get/${MAYA}`, { headers })
  ).json()) as Patient;
  const created = await fetch(`${baseUrl}/api/patients/set`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      patient: { email: 'every.question@example.com' },
      patient_information: {
        ...everyFollowUpInformation(maya.information),
        name: EVERY_QUESTION_NAME,
      },
    }),
  });
  if (!created.ok) throw new Error(`creating the patient failed: ${created.status}`);
  const { uuid } = (await created.json()) as { uuid: string };
  return uuid;
}
