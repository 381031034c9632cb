/** DOM ids the form shares between its parts. */
import type { SectionId } from '../../../domain/intake/catalog';

export function inputId(formKey: string): string {
  return `intake-${formKey}`;
}

export function sectionAnchor(section: SectionId): string {
  return `intake-section-${section}`;
}

export function sectionHeadingId(section: SectionId): string {
  return `${sectionAnchor(section)}-heading`;
}
