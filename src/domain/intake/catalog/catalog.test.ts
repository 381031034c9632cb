import { describe, expect, it } from 'vitest';
import { intake as english } from '../../texts/en/intake';
import { intake as spanish } from '../../texts/es/intake';
import { optionOf, questionOf } from '../../texts/intake';
import {
  fieldsByKey,
  fieldsOfSection,
  intakeCatalog,
  patientFields,
  sections,
  type PatientKey,
  type SectionId,
} from '.';
import { answersOf } from '../../rules/rule';
import { measureOf } from '../model/units';
import { familyConditions, fieldKeys, labTests } from './keys';
import {
  ALWAYS_REQUIRED,
  FAMILY_CONDITIONS,
  FORM_OFFERS,
  LAB_TESTS,
  LIST_LAB_TESTS,
  MAX_USAGE_ENTRIES,
  SECTION_TITLES,
  SPEC_FIELDS,
  SPEC_FIELDS_BY_PARAGRAPH,
  USAGE_HISTORY_KEYS,
} from '../../../../tests/spec-fixtures';

describe('the intake catalog', () => {
  it('has exactly the fields of docs/product.md, "Entities and fields", each once', () => {
    const keys = intakeCatalog.map((field) => field.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(Object.keys(SPEC_FIELDS).sort());
  });

  it.each(Object.entries(SPEC_FIELDS).filter(([, values]) => values.length > 0))(
    '%s offers every option value the spec names',
    (key, values) => {
      const optionValues = fieldsByKey.get(key)?.options?.map((option) => option.value) ?? [];
      expect(optionValues).toEqual(expect.arrayContaining([...values]));
    },
  );

  it('names the same fields as the typed list of keys, whose lab and family lists are the spec’s', () => {
    expect(intakeCatalog.map((field) => field.key).sort()).toEqual([...fieldKeys].sort());
    expect(labTests).toEqual(LAB_TESTS);
    expect(familyConditions).toEqual(FAMILY_CONDITIONS);
  });

  it('leaves the labs to the provider and asks a patient everything else', () => {
    const providerOnly = intakeCatalog.filter((field) => field.audience === 'provider');
    expect(providerOnly.map((field) => field.section)).toEqual(providerOnly.map(() => 'labs'));
    expect(providerOnly).toEqual(fieldsOfSection('labs'));
    expect(patientFields.every((field) => field.section !== 'labs')).toBe(true);
    expect(patientFields.length + providerOnly.length).toBe(intakeCatalog.length);
  });

  it('words each question a patient is asked in English and Spanish', () => {
    for (const field of patientFields) {
      const en = questionOf(english, field);
      const es = questionOf(spanish, field);
      expect(en.question, field.key).toMatch(/^[A-Z].*\?$/);
      expect(es.question, field.key).toMatch(/¿[^?]+\?$/);
      for (const part of ['hint', 'unit'] as const) {
        expect(Boolean(en[part]), `${field.key} ${part}`).toBe(Boolean(es[part]));
      }
      // Height and weight are asked in a unit of the patient's choice (model/units).
      if (field.kind === 'integer' && field.unit && !measureOf(field)) {
        expect(en.unit, field.key).toBeTruthy();
      }
    }
    // Nothing worded that is not asked.
    for (const wording of [english, spanish]) {
      expect(Object.keys(wording.questions).sort()).toEqual(
        patientFields.map((field) => field.key).sort(),
      );
    }
  });

  it('labels every option a patient is offered in Spanish; brands are names', () => {
    const offered = new Set<string>();
    for (const field of patientFields) {
      for (const option of field.options ?? []) {
        const id = `${field.key}=${option.value}`;
        if (option.displayOnly || field.kind === 'usage-history') continue;
        offered.add(id);
        expect(optionOf(english, field, option), id).toMatch(/^[A-Z0-9]/);
        expect(spanish.options[field.key as PatientKey]?.[option.value], id).toMatch(
          /^[A-ZÁÉÍÓÚÑ0-9]/,
        );
      }
    }
    // No wording for an option the chat does not offer.
    for (const wording of [english, spanish]) {
      const worded = Object.entries(wording.options).flatMap(([key, labels]) =>
        Object.keys(labels ?? {}).map((value) => `${key}=${value}`),
      );
      expect(worded.filter((id) => !offered.has(id))).toEqual([]);
    }
  });

  it('gives every option a readable label and unique value', () => {
    for (const field of intakeCatalog) {
      const values = (field.options ?? []).map((option) => option.value);
      expect(new Set(values).size, field.key).toBe(values.length);
      for (const option of field.options ?? []) {
        expect(option.label, `${field.key}=${option.value}`).toMatch(/^[A-Z0-9]/);
      }
    }
  });

  it('offers in the form only what the spec says the form offers', () => {
    for (const [key, offered] of Object.entries(FORM_OFFERS)) {
      const options = fieldsByKey.get(key)?.options ?? [];
      const inForm = options.filter((option) => !option.displayOnly && !option.patientOnly);
      expect(inForm.map((o) => o.value)).toEqual(offered);
    }
  });

  it('gives selects and multi-selects options, and nothing else options but usage brands', () => {
    for (const field of intakeCatalog) {
      const needsOptions = ['select', 'multi-select', 'usage-history'].includes(field.kind);
      expect(Boolean(field.options?.length), field.key).toBe(needsOptions);
    }
  });

  it('keeps the sections in the spec order and every field in one of them', () => {
    expect(sections.map((section) => section.title)).toEqual(SECTION_TITLES);
    const bySection = sections.flatMap((section) => fieldsOfSection(section.id));
    expect(bySection).toEqual(intakeCatalog);
  });

  it('puts each field in the section of its spec paragraph', () => {
    const paragraphs = SPEC_FIELDS_BY_PARAGRAPH;
    const specSections: Record<SectionId, object> = {
      personal: paragraphs.personal,
      social: paragraphs.social,
      pregnancy: paragraphs.pregnancy,
      birth_control: { ...paragraphs.birthControl, ...paragraphs.usageHistory },
      medical: paragraphs.medical,
      family: paragraphs.family,
      labs: paragraphs.labs,
    };
    for (const [id, fields] of Object.entries(specSections)) {
      const keys = fieldsOfSection(id as SectionId).map((field) => field.key);
      expect(keys.sort(), id).toEqual(Object.keys(fields).sort());
    }
  });

  it('marks required exactly the fields of docs/product.md, "Validation rules"', () => {
    const unconditional = intakeCatalog.filter((field) => !field.showIf);
    expect(
      unconditional
        .filter((field) => field.required)
        .map((field) => field.key)
        .sort(),
    ).toEqual([...ALWAYS_REQUIRED].sort());
  });

  it('requires conditional selects, numbers and texts when shown; not usage, cancer or booleans', () => {
    const conditional = intakeCatalog.filter((each) => each.showIf);
    expect(conditional.length).toBeGreaterThan(0);
    for (const field of conditional) {
      const required = ['select', 'integer', 'text'].includes(field.kind);
      expect(field.required, field.key).toBe(required);
    }
    expect(fieldsByKey.get('cancer')?.required).toBe(false);
    const usage = intakeCatalog.filter((each) => each.kind === 'usage-history');
    expect(usage.map((field) => field.key)).toEqual(USAGE_HISTORY_KEYS);
    for (const field of usage) {
      expect(field.required).toBe(false);
      expect(field.maxEntries).toBe(MAX_USAGE_ENTRIES);
    }
  });

  it('has show-if rules that read earlier fields of the catalog', () => {
    const order = intakeCatalog.map((field) => field.key);
    let triggers = 0;
    intakeCatalog.forEach((field, index) => {
      for (const rule of [field.showIf, field.summaryShowIf]) {
        for (const trigger of rule ? answersOf(rule) : []) {
          triggers += 1;
          const at = order.indexOf(trigger);
          expect(at, `${field.key} reads ${trigger}`).toBeGreaterThanOrEqual(0);
          expect(at, `${field.key} reads ${trigger}`).toBeLessThan(index);
        }
      }
    });
    expect(triggers).toBeGreaterThan(0);
  });

  it('states units for measurements and every lab panel', () => {
    expect(fieldsByKey.get('height')?.unit).toBe('in');
    expect(fieldsByKey.get('weight')?.unit).toBe('lbs');
    expect(fieldsByKey.get('recent_blood_pressure')?.unit).toBe('mm Hg');
    const labs = intakeCatalog.filter((field) => field.kind === 'lab');
    expect(labs.map((lab) => lab.key)).toEqual(
      LAB_TESTS.map((test) => `lab_details:lab_results:${test}`),
    );
    for (const lab of labs) {
      expect(lab.unit, lab.key).toBeTruthy();
      expect(lab.referenceRange, lab.key).toBeTruthy();
    }
  });

  it('gives the spec numbers for hCG and A1c, and lists for CBC and LDL/HDL/TG', () => {
    expect(fieldsByKey.get('lab_details:lab_results:hgc')?.referenceRange).toMatch(
      /below 5 mIU\/mL negative.*above 25 positive/i,
    );
    expect(
      fieldsByKey.get('lab_details:lab_results:glucose_hemoglobin_a1c')?.referenceRange,
    ).toMatch(/A1c below 5\.7 %/);
    const listed = intakeCatalog.filter((field) => field.components).map((field) => field.key);
    expect(listed).toEqual(LIST_LAB_TESTS.map((test) => `lab_details:lab_results:${test}`));
    expect(fieldsByKey.get('lab_details:lab_results:cbc')?.components).toHaveLength(5);
    expect(fieldsByKey.get('lab_details:lab_results:ldl_hdl_tg')?.components).toHaveLength(3);
  });

  it('is the spec’s DHEA panel (unconjugated, in ng/mL), not DHEA-S in µg/dL', () => {
    const dhea = fieldsByKey.get('lab_details:lab_results:dhea');
    expect(dhea).toMatchObject({ label: 'DHEA', unit: 'ng/mL' });
    expect(dhea?.referenceRange).toMatch(/^Below 13 ng\/mL \(ages 19-30\); below 10 \(31-40\)/);
    expect(JSON.stringify(dhea)).not.toMatch(/DHEA-S|µg\/dL/);
  });

  it('states the scales the spec puts in labels', () => {
    expect(fieldsByKey.get('first_menstruation')).toMatchObject({ min: 0, max: 18 });
    for (const key of ['menstrual_cramps_severity', 'acne_severity']) {
      expect(fieldsByKey.get(key)).toMatchObject({ min: 1, max: 10 });
      expect(fieldsByKey.get(key)?.label).toContain('1-10');
    }
  });
});
