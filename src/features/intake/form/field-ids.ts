/** DOM ids and store keys the form shares between its parts. */
import type { SectionId } from '../../../domain/intake/catalog';

/** The patient record's email sits beside the intake values; no catalog key looks like this. */
export const EMAIL_KEY = 'patient:email';

export function inputId(formKey: string): string {
  return `intake-${formKey}`;
}

export function sectionAnchor(section: SectionId): string {
  return `intake-section-${section}`;
}

export function sectionHeadingId(section: SectionId): string {
  return `${sectionAnchor(section)}-heading`;
}
