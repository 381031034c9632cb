/**
 * The labels of the controls a field is made of (a usage entry's, the blood pressure's; a lab
 * panel's are the domain's, model/lab-values.ts) and of the email: the fields show them, and the summary of a refused save names
 * the controls by them.
 */
import type { UsagePart } from '../../../../domain/intake/model';

export const EMAIL_LABEL = 'Email';

export const USAGE_PART_LABELS: Record<UsagePart, string> = {
  brand: 'Brand',
  start_date: 'Start date',
  stop_date: 'Stop date',
  stop_reason: 'Stop reason',
};

export const BLOOD_PRESSURE_PART_LABELS = { systolic: 'Systolic', diastolic: 'Diastolic' } as const;
