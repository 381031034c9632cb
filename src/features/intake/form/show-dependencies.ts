import { fieldsByKey, type FieldDef } from '../../../domain/intake/catalog';
import { answersOf } from '../../../domain/rules/rule';

const cache = new WeakMap<FieldDef, readonly string[]>();

/**
 * Every form key whether this field is shown depends on: its rule's triggers and, since
 * isShown hides a follow-up whose trigger is hidden, their triggers in turn.
 */
export function showDependencies(field: FieldDef): readonly string[] {
  const cached = cache.get(field);
  if (cached) return cached;
  const keys = new Set<string>();
  const visit = (rule: FieldDef['showIf']) => {
    for (const key of rule ? answersOf(rule) : []) {
      if (keys.has(key)) continue;
      keys.add(key);
      visit(fieldsByKey.get(key)?.showIf);
    }
  };
  visit(field.showIf);
  const dependencies = [...keys];
  cache.set(field, dependencies);
  return dependencies;
}
