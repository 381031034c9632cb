import { describe, expect, it } from 'vitest';
import { fieldsOfSection, sections } from '../../../domain/intake/catalog';
import { emptyPatientInformation, toFormValues } from '../../../domain/intake/model';
import {
  fieldsInPageOrder,
  FIRST_SLICE_END,
  nextSlice,
  sectionEnd,
  sectionStart,
} from './render-slices';

const values = toFormValues(emptyPatientInformation());

describe('the slices of the form’s first render', () => {
  it('has every field once, section after section, the first section first', () => {
    expect(fieldsInPageOrder.map((field) => field.key)).toEqual(
      sections.flatMap(({ id }) => fieldsOfSection(id).map((field) => field.key)),
    );
    for (const { id } of sections) {
      expect(fieldsInPageOrder.slice(sectionStart(id), sectionEnd(id))).toEqual(
        fieldsOfSection(id),
      );
    }
    expect(FIRST_SLICE_END).toBe(fieldsOfSection(sections[0]!.id).length);
    expect(sectionEnd(sections.at(-1)!.id)).toBe(fieldsInPageOrder.length);
  });

  it('takes as many fields as the budget allows, and one at least', () => {
    const small = nextSlice(FIRST_SLICE_END, values, 1);
    expect(small.end).toBe(FIRST_SLICE_END + 1);
    const larger = nextSlice(FIRST_SLICE_END, values, 60);
    expect(larger.end).toBeGreaterThan(small.end);
    expect(larger.weight).toBeLessThanOrEqual(60);
    expect(nextSlice(FIRST_SLICE_END, values, Infinity).end).toBe(fieldsInPageOrder.length);
  });

  it('ends at the last field', () => {
    const last = fieldsInPageOrder.length - 1;
    expect(nextSlice(last, values, Infinity).end).toBe(fieldsInPageOrder.length);
    expect(nextSlice(fieldsInPageOrder.length, values, 60)).toEqual({
      end: fieldsInPageOrder.length,
      weight: 0,
    });
  });
});
