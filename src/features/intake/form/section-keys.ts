import { fieldsOfSection, type FieldDef, type SectionId } from '../catalog';
import { MAX_USAGE_ENTRIES, USAGE_PARTS, usageKey } from '../model';
import { showDependencies } from './show-dependencies';

/** Every form key a field can hold, whatever its answers (usage entries up to the maximum). */
function possibleFormKeys(field: FieldDef): string[] {
  switch (field.kind) {
    case 'usage-history':
      return Array.from({ length: field.maxEntries ?? MAX_USAGE_ENTRIES }, (_, index) =>
        USAGE_PARTS.map((part) => usageKey(field.key, index, part)),
      ).flat();
    case 'lab':
      return [`${field.key}:results`, `${field.key}:flags`];
    case 'blood-pressure':
      return [`${field.key}:systolic`, `${field.key}:diastolic`];
    default:
      return [field.key];
  }
}

const cache = new Map<SectionId, readonly string[]>();

/** The keys a section's state reads: its fields' values and messages, and their show-if triggers. */
export function sectionKeys(section: SectionId): readonly string[] {
  let keys = cache.get(section);
  if (!keys) {
    const fields = fieldsOfSection(section);
    keys = [...new Set(fields.flatMap((f) => [...possibleFormKeys(f), ...showDependencies(f)]))];
    cache.set(section, keys);
  }
  return keys;
}
