import { fieldsOfSection, type FieldDef, type SectionId } from '../../../domain/intake/catalog';
import { formKeysOf, MAX_USAGE_ENTRIES } from '../../../domain/intake/model';
import { showDependencies } from './show-dependencies';

/** Every form key a field can hold, whatever its answers (usage entries up to the maximum). */
function possibleFormKeys(field: FieldDef): string[] {
  return formKeysOf(field, field.maxEntries ?? MAX_USAGE_ENTRIES);
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
