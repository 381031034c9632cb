import { fieldsOfSection, sections } from '../../../domain/intake/catalog';
import { useDrawnCount, type FieldRendering } from './field-rendering';
import { FormSection } from './FormSection';
import { sectionStart } from './render-slices';

/**
 * The form's sections with the fields drawn so far (field-rendering.ts); a section is left out
 * until its first field is drawn. Only this part of the form re-renders as slices are added,
 * and in it only the section that grows.
 */
export function FormSections({ rendering }: { rendering: FieldRendering }) {
  const drawn = useDrawnCount(rendering);
  return sections.map((section) => {
    const count = Math.min(drawn - sectionStart(section.id), fieldsOfSection(section.id).length);
    return count > 0 && <FormSection key={section.id} section={section} count={count} />;
  });
}
