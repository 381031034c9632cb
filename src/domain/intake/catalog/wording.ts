import type { PatientQuestion, PatientWording } from './types';

const question = (wording: string | PatientQuestion): PatientQuestion =>
  typeof wording === 'string' ? { question: wording } : wording;

/** A patient's question in English and Spanish (a bare string is the question alone). */
export function ask(en: string | PatientQuestion, es: string | PatientQuestion): PatientWording {
  return { en: question(en), es: question(es) };
}
