import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../intake/catalog';
import { isShown } from './decide';

/** The form's rule for whole fields: a rule that reads a hidden field is false. */
describe('isShown', () => {
  it('shows a field without a rule', () => {
    expect(
      isShown({ key: 'a', section: 'personal', label: 'A', kind: 'text', required: true }, {}),
    ).toBe(true);
  });

  it('hides a field whose trigger is hidden, whatever the trigger holds', () => {
    const field = (key: string, showIf?: FieldDef<string>['showIf']): FieldDef<string> => ({
      key,
      section: 'personal',
      label: key,
      kind: 'text',
      required: false,
      showIf,
    });
    const fields = new Map([
      ['root', field('root')],
      ['middle', field('middle', { field: 'root', equals: 'on' })],
      ['leaf', field('leaf', { field: 'middle', equals: 'on' })],
      ['negated', field('negated', { not: { field: 'middle', equals: 'off' } })],
    ]);
    const on = { root: 'on', middle: 'on' };
    const off = { root: 'off', middle: 'on' };
    const leaf = fields.get('leaf') as FieldDef;
    const negated = fields.get('negated') as FieldDef;
    expect(isShown(leaf, on, fields)).toBe(true);
    expect(isShown(leaf, off, fields)).toBe(false);
    expect(isShown(negated, on, fields)).toBe(true);
    expect(isShown(negated, off, fields)).toBe(false);
  });
});
