import { describe, expect, it } from 'vitest';
import { patientFields } from '../../../domain/intake/catalog';
import {
  EMAIL_KEY,
  formKeysOf,
  usageEntryCount,
  type FormValues,
} from '../../../domain/intake/model';
import { toFormValues } from '../../../domain/intake/model/to-form-values';
import { samplePatients } from '../../../domain/samples';
import { TYPICAL_SECONDS } from './chat-time';
import {
  askedQuestions,
  changeAnswer,
  chatQuestions,
  firstUnfinished,
  goBack,
  goForward,
  problemsOf,
  progressOf,
  questionById,
  REVIEW,
  startChat,
  withAnswer,
  withValues,
  type ChatQuestion,
  type ChatState,
} from './chat-flow';
import { entryKey, type MeasureBox } from './measure-entry';
import type { MeasureUnit } from '../../../domain/intake/model/units';

const PRODUCTS = 'lifestyle_smoking_follow_up:products';
const PER_DAY = 'lifestyle_smoking_products_cigarettes_follow_up:cigarettes_per_day';
const ids = (state: ChatState) => askedQuestions(state.values).map((question) => question.id);
const at = (id: string, state: ChatState = startChat()): ChatState => ({ ...state, at: id });
const problems = (id: string, values: Record<string, string | string[]>) =>
  problemsOf(questionById(id)!, values);

describe('the chat’s questions', () => {
  it('are the patient’s fields of the catalog, in its order, with the email after the name', () => {
    expect(chatQuestions.map((question) => question.id)).toEqual([
      'name',
      EMAIL_KEY,
      ...patientFields.slice(1).map((field) => field.key),
    ]);
    expect(chatQuestions.some((question) => question.id.startsWith('lab_details'))).toBe(false);
    expect(questionById('recent_blood_pressure')).toBeUndefined();
  });

  it('ask a follow-up only when its rule holds', () => {
    let state = startChat();
    expect(ids(state)).not.toContain(PRODUCTS);
    state = withAnswer(state, 'lifestyle_smoking', 'yes');
    expect(ids(state)).toContain(PRODUCTS);
    expect(ids(state)).not.toContain(PER_DAY);
    state = withAnswer(state, PRODUCTS, ['vape', 'cigarette']);
    expect(
      ids(state).slice(ids(state).indexOf(PRODUCTS), ids(state).indexOf(PRODUCTS) + 2),
    ).toEqual([PRODUCTS, PER_DAY]);
  });

  it('drop the answers a changed answer hides, follow-ups of follow-ups too', () => {
    let state = withAnswer(startChat(), 'lifestyle_smoking', 'yes');
    state = withAnswer(state, PRODUCTS, ['cigarette']);
    state = withAnswer(state, PER_DAY, 'gt_15_per_day');
    state = { ...state, answered: ['lifestyle_smoking', PRODUCTS, PER_DAY] };
    state = withAnswer(state, 'lifestyle_smoking', 'no');
    expect(state.values).toEqual({ lifestyle_smoking: 'no' });
    expect(state.answered).toEqual(['lifestyle_smoking']);
    expect(ids(state)).not.toContain(PER_DAY);
  });

  it('drop a hidden usage history entry by entry', () => {
    let state = withAnswer(startChat(), 'previous_birth_control', 'yes');
    state = withAnswer(state, 'previous_birth_control_methods', ['pill']);
    state = withAnswer(state, 'pill_usage_information:0:brand', 'yaz');
    state = withAnswer(state, 'pill_usage_information:0:start_date', '2020-01-01');
    state = withAnswer(state, 'previous_birth_control_methods', []);
    expect(Object.keys(state.values).filter((key) => key.startsWith('pill_usage'))).toEqual([]);
  });
});

describe('moving through the chat', () => {
  it('goes forward through the questions asked, then to the review, and back', () => {
    let state = goForward(startChat());
    expect(state.at).toBe(EMAIL_KEY);
    expect(state.answered).toEqual(['name']);
    expect(progressOf(state)).toMatchObject({ part: 1, parts: 6, first: false });
    state = goBack(state);
    expect(state.at).toBe('name');
    expect(goBack(state)).toBe(state);

    const last = ids(state).at(-1)!;
    const review = goForward(at(last, state));
    expect(review.at).toBe(REVIEW);
    expect(goBack(review).at).toBe(last);
  });

  it('skips a hidden follow-up', () => {
    const state = goForward(
      at('lifestyle_smoking', withAnswer(startChat(), 'lifestyle_smoking', 'no')),
    );
    expect(state.at).toBe('rec_drugs_list');
  });

  it('from the review, asks the follow-ups a changed answer opens, then returns to the review', () => {
    let state: ChatState = { ...startChat(), answered: ids(startChat()), at: REVIEW };
    state = changeAnswer(state, 'lifestyle_smoking');
    expect(state).toMatchObject({ at: 'lifestyle_smoking', fromReview: true });
    state = goForward(withAnswer(state, 'lifestyle_smoking', 'yes'));
    expect(state.at).toBe(PRODUCTS);
    state = goForward(withAnswer(state, PRODUCTS, ['vape']));
    expect(state).toMatchObject({ at: REVIEW, fromReview: false });
  });

  it('sends from the review only when every question asked is answered and sound', () => {
    const state: ChatState = { ...startChat(), at: REVIEW };
    expect(firstUnfinished(state)?.id).toBe('name');
  });
});

/** The form keys of a question's answer among `values` (an email, a field's keys). */
function answerOf(question: ChatQuestion, values: FormValues): FormValues {
  const keys =
    question.kind === 'email'
      ? [EMAIL_KEY]
      : formKeysOf(question.field, usageEntryCount(values, question.field));
  return Object.fromEntries(keys.filter((key) => key in values).map((key) => [key, values[key]!]));
}

describe('the chat’s progress', () => {
  it('starts in the first of the six sections, with the whole typical time left', () => {
    expect(progressOf(startChat())).toEqual({
      part: 1,
      parts: 6,
      section: 'personal',
      secondsLeft: TYPICAL_SECONDS,
      done: 0,
      first: true,
    });
  });

  it('moves on by section, and its time left never grows as follow-ups appear', () => {
    for (const sample of samplePatients) {
      const values: FormValues = {
        ...toFormValues(sample.information),
        [EMAIL_KEY]: sample.email,
      };
      let state = startChat();
      const seen: { part: number; secondsLeft: number; asked: number }[] = [];
      const look = () =>
        seen.push({ ...progressOf(state), asked: askedQuestions(state.values).length });
      while (state.at !== REVIEW) {
        look();
        // Her answer, which may open follow-ups after this question.
        state = withValues(state, {
          ...state.values,
          ...answerOf(questionById(state.at)!, values),
        });
        look();
        state = goForward(state);
      }
      const name = sample.information.name;
      // Follow-ups appeared: more questions at the end than at the start.
      expect(seen.at(-1)!.asked, name).toBeGreaterThan(seen[0]!.asked);
      seen.slice(1).forEach((now, index) => {
        expect(now.secondsLeft, name).toBeLessThanOrEqual(seen[index]!.secondsLeft);
        expect(now.part, name).toBeGreaterThanOrEqual(seen[index]!.part);
      });
      expect([...new Set(seen.map(({ part }) => part))], name).toEqual([1, 2, 3, 4, 5, 6]);
    }
  });

  it('counts back up when she goes back to an earlier section', () => {
    const start = progressOf(startChat()).secondsLeft;
    let state = startChat();
    while (questionById(state.at)!.section === 'personal') {
      state = goForward(state);
    }
    expect(progressOf(state)).toMatchObject({ part: 2, section: 'social' });
    expect(progressOf(state).secondsLeft).toBeLessThan(start);
    expect(progressOf(goBack(state))).toMatchObject({ part: 1, section: 'personal' });
    expect(progressOf(goBack(state)).secondsLeft).toBeGreaterThan(progressOf(state).secondsLeft);
  });

  it('has nothing left at the review', () => {
    expect(progressOf({ ...startChat(), at: REVIEW })).toMatchObject({
      part: 6,
      secondsLeft: 0,
      done: 1,
    });
  });
});

describe('an answer’s problems', () => {
  it('name a required answer left empty', () => {
    expect(problems('name', {})).toEqual({ name: { kind: 'required' } });
    expect(problems('name', { name: 'Ana' })).toEqual({});
    expect(problems('sexual_activity', {})).toEqual({});
  });

  it('name a number that is not whole, or out of its range', () => {
    expect(problems('first_menstruation', { first_menstruation: '13.5' })).toEqual({
      first_menstruation: { kind: 'wholeNumber' },
    });
    expect(problems('first_menstruation', { first_menstruation: '25' })).toEqual({
      first_menstruation: { kind: 'range', min: 0, max: 18 },
    });
    expect(problems('first_menstruation', { first_menstruation: '9'.repeat(400) })).toEqual({
      first_menstruation: { kind: 'tooManyDigits' },
    });
  });

  it('read a height or weight as given, in the unit chosen, against the catalog’s range', () => {
    const given = (key: 'height' | 'weight', unit: MeasureUnit, boxes: Record<string, string>) =>
      Object.fromEntries([
        [entryKey(key, 'unit'), unit],
        ...Object.entries(boxes).map(([box, text]) => [entryKey(key, box as MeasureBox), text]),
      ]);
    expect(problems('height', {})).toEqual({ height: { kind: 'required' } });
    expect(problems('height', given('height', 'ft_in', { feet: '5', inches: '4' }))).toEqual({});
    expect(problems('height', given('height', 'ft_in', { feet: '5.4' }))).toEqual({
      height: { kind: 'wholeNumber' },
    });
    expect(problems('height', given('height', 'ft_in', { feet: '5', inches: '14' }))).toEqual({
      height: { kind: 'inchesPart' },
    });
    expect(problems('height', given('height', 'ft_in', { feet: '13' }))).toEqual({
      height: { kind: 'measureRange', measure: 'height', unit: 'ft_in', min: 42, max: 84 },
    });
    expect(problems('height', given('height', 'cm', { cm: '1,60' }))).toEqual({
      height: { kind: 'measureRange', measure: 'height', unit: 'cm', min: 106, max: 214 },
    });
    expect(problems('height', given('height', 'cm', { cm: 'tall' }))).toEqual({
      height: { kind: 'number' },
    });
    expect(problems('weight', given('weight', 'lb', { lb: '-140' }))).toEqual({
      weight: { kind: 'measureRange', measure: 'weight', unit: 'lb', min: 50, max: 700 },
    });
    expect(problems('weight', given('weight', 'lb', { lb: '140,5' }))).toEqual({
      weight: { kind: 'wholeNumber' },
    });
    expect(problems('weight', given('weight', 'kg', { kg: '9'.repeat(400) }))).toEqual({
      weight: { kind: 'measureRange', measure: 'weight', unit: 'kg', min: 23, max: 317 },
    });
    expect(problems('weight', given('weight', 'kg', { kg: '58,5' }))).toEqual({});
  });

  it('name a date that is not whole, has a short year, or does not exist', () => {
    expect(problems('date_of_birth', { date_of_birth: '-4-' })).toEqual({
      date_of_birth: { kind: 'fullDate' },
    });
    expect(problems('date_of_birth', { date_of_birth: '90-04-03' })).toEqual({
      date_of_birth: { kind: 'fullYear' },
    });
    expect(problems('date_of_birth', { date_of_birth: '1990-02-30' })).toEqual({
      date_of_birth: { kind: 'noSuchDate' },
    });
    expect(problems('date_of_birth', { date_of_birth: '1990-04-03' })).toEqual({});
  });

  it('name a date of birth in the future or over 120 years ago: a year mistyped', () => {
    const today = new Date('2026-11-22T12:00:00Z');
    const birth = (date_of_birth: string) =>
      problemsOf(questionById('date_of_birth')!, { date_of_birth }, today);
    expect(birth('2095-04-03')).toEqual({ date_of_birth: { kind: 'birthInFuture' } });
    expect(birth('1095-04-03')).toEqual({ date_of_birth: { kind: 'birthLongAgo' } });
    expect(birth('2026-11-22')).toEqual({});
  });

  it('name free text over its limit, an email too, spaces around not counted', () => {
    expect(problems('name', { name: 'N'.repeat(201) })).toEqual({
      name: { kind: 'tooLong', max: 200 },
    });
    expect(problems('name', { name: ` ${'N'.repeat(200)} ` })).toEqual({});
    expect(problems(EMAIL_KEY, { [EMAIL_KEY]: `${'a'.repeat(250)}@example.com` })).toEqual({
      [EMAIL_KEY]: { kind: 'tooLong', max: 254 },
    });
    const key = 'pill_usage_information:0:stop_reason';
    const entry = {
      previous_birth_control: 'yes',
      previous_birth_control_methods: ['pill'],
      'pill_usage_information:0:brand': 'yaz',
      'pill_usage_information:0:start_date': '2021-05-01',
      [key]: 'r'.repeat(201),
    };
    expect(problems('pill_usage_information', entry)).toEqual({
      [key]: { kind: 'tooLong', max: 200 },
    });
  });

  it('name an email address that is not one', () => {
    for (const email of ['ana', 'a@', 'ana@example', 'ana lopez@example.com']) {
      expect(problems(EMAIL_KEY, { [EMAIL_KEY]: email }), email).toEqual({
        [EMAIL_KEY]: { kind: 'emailInvalid' },
      });
    }
    expect(problems(EMAIL_KEY, { [EMAIL_KEY]: ' ana@example.com ' })).toEqual({});
  });

  it('name a usage entry’s missing brand, and a stop before its start', () => {
    const key = (part: string) => `pill_usage_information:0:${part}`;
    const values = {
      previous_birth_control: 'yes',
      previous_birth_control_methods: ['pill'],
      [key('brand')]: '',
      [key('start_date')]: '2021-05-01',
      [key('stop_date')]: '2020-01-01',
      [key('stop_reason')]: '',
    };
    expect(problems('pill_usage_information', values)).toEqual({
      [key('brand')]: { kind: 'required' },
      [key('stop_date')]: { kind: 'stopBeforeStart' },
    });
  });
});
