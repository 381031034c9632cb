// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EVERY_NOTE_ANSWERS } from '../../../tests/explorer-answers';
import { explorer as en } from '../texts/en/explorer';
import { CHART_ORDER, fitNotes, methodsByFit, methodScore, statedAnswers } from './fit';
import { METHOD_CARDS } from './method-cards';
import {
  EXPLORER_METHODS,
  PRIORITY_QUESTIONS,
  type Priorities,
  type PriorityQuestion,
} from './model';

type Answers = Priorities['answers'];

describe('methodsByFit', () => {
  it('lists all 15 methods once, in the CDC chart’s order when she answered nothing', () => {
    const order = methodsByFit({});
    expect(order).toHaveLength(15);
    expect(new Set(order)).toEqual(new Set(EXPLORER_METHODS));
    expect(order).toEqual(CHART_ORDER);
    // Most effective first; the emergency pill, with no yearly figure, and sterilization,
    // permanent, last.
    expect(order.slice(0, 3)).toEqual(['implant', 'lng_iud', 'cu_iud']);
    expect(order.slice(-2)).toEqual(['emergency_pill', 'sterilization']);
  });

  it('puts the copper IUD first for a patient who wants nothing daily and no hormones', () => {
    for (const how_often of ['every_few_years', 'every_3_months'] as const) {
      const order = methodsByFit({ how_often, hormones: 'none' });
      expect(order[0], how_often).toBe('cu_iud');
      expect(order.indexOf('combined_pill')).toBeGreaterThan(order.indexOf('external_condom'));
    }
  });

  it('moves condoms up when she wants protection from infections', () => {
    const order = methodsByFit({ infections: 'yes' });
    expect(order.slice(0, 2)).toEqual(['external_condom', 'internal_condom']);
  });

  it('moves the shot and sterilization down when she wants to be pregnant within a year', () => {
    const before = methodsByFit({});
    const after = methodsByFit({ pregnant_within_year: 'yes' });
    expect(after.indexOf('shot')).toBeGreaterThan(before.indexOf('shot'));
    expect(after.at(-1)).toBe('sterilization');
  });

  it('puts combined methods below the others for "no estrogen"', () => {
    const order = methodsByFit({ hormones: 'no_estrogen' });
    const lastNonCombined = Math.max(
      ...['implant', 'lng_iud', 'cu_iud', 'shot', 'progestin_pill'].map((m) =>
        order.indexOf(m as never),
      ),
    );
    for (const combined of ['combined_pill', 'patch', 'ring'] as const) {
      expect(order.indexOf(combined)).toBeGreaterThan(lastNonCombined);
    }
  });

  it('is not moved by a skipped question or a "not sure"', () => {
    const allNotSure = Object.fromEntries(
      Object.keys(PRIORITY_QUESTIONS).map((question) => [question, 'not_sure']),
    ) as Answers;
    expect(methodsByFit(allNotSure)).toEqual(methodsByFit({}));
    expect(methodsByFit({ hormones: 'none', infections: 'not_sure' })).toEqual(
      methodsByFit({ hormones: 'none' }),
    );
    for (const method of EXPLORER_METHODS) expect(methodScore(method, allNotSure)).toBe(0);
  });

  it('is total and stable: the same answers give the same order, in any key order', () => {
    const answers: Answers = { periods: 'keep_regular', how_often: 'monthly', private: 'yes' };
    const reversed = Object.fromEntries(Object.entries(answers).reverse()) as Answers;
    expect(methodsByFit(reversed)).toEqual(methodsByFit(answers));
    expect(methodsByFit(answers)).toEqual(methodsByFit(answers));
    // Equal scores keep the chart's order.
    const order = methodsByFit(answers);
    for (let i = 1; i < order.length; i++) {
      const [a, b] = [order[i - 1]!, order[i]!];
      const [scoreA, scoreB] = [methodScore(a, answers), methodScore(b, answers)];
      expect(scoreA).toBeGreaterThanOrEqual(scoreB);
      if (scoreA === scoreB) expect(CHART_ORDER.indexOf(a)).toBeLessThan(CHART_ORDER.indexOf(b));
    }
  });
});

describe('fitNotes', () => {
  it('says the shot’s delay plainly when she wants to be pregnant within a year', () => {
    const notes = fitNotes('shot', { pregnant_within_year: 'yes' });
    expect(notes).toContain('shot_delay');
    expect(en.notes.shot_delay).toBe(
      'You want to be pregnant in the next year. After the last shot, it can take 10 months or more to get pregnant.',
    );
    expect(fitNotes('shot', { pregnant_within_year: 'no' })).not.toContain('shot_delay');
    expect(fitNotes('implant', { pregnant_within_year: 'yes' })).not.toContain('shot_delay');
  });

  it('tells every card but the condoms’ that it does not protect from infections', () => {
    for (const method of EXPLORER_METHODS) {
      const notes = fitNotes(method, { infections: 'yes' });
      const condom = method === 'external_condom' || method === 'internal_condom';
      expect(notes.includes('no_infection_protection'), method).toBe(!condom);
      expect(notes.includes('protects_from_infections'), method).toBe(condom);
    }
  });

  it('says a daily pill asks more than she wants when she wants nothing daily', () => {
    expect(fitNotes('combined_pill', { how_often: 'every_few_years' })).toContain(
      'more_often_than_wanted',
    );
    expect(fitNotes('combined_pill', { how_often: 'daily' })).not.toContain(
      'more_often_than_wanted',
    );
    expect(fitNotes('external_condom', { how_often: 'every_few_years' })).toContain(
      'more_often_than_wanted',
    );
    expect(fitNotes('shot', { how_often: 'when_sex' })).toContain('more_often_than_wanted');
  });

  it('has none for a skipped question or "not sure"', () => {
    const allNotSure = Object.fromEntries(
      Object.keys(PRIORITY_QUESTIONS).map((question) => [question, 'not_sure']),
    ) as Answers;
    for (const method of EXPLORER_METHODS) {
      expect(fitNotes(method, {})).toEqual([]);
      expect(fitNotes(method, allNotSure)).toEqual([]);
    }
  });

  it('has words for each note in the English texts', () => {
    for (const method of EXPLORER_METHODS) {
      for (const note of fitNotes(method, EVERY_NOTE_ANSWERS)) expect(en.notes[note]).toBeTruthy();
    }
  });
});

describe('statedAnswers', () => {
  it('keeps the answers that say something, in the questions’ order', () => {
    expect(
      statedAnswers({ infections: 'yes', hormones: 'not_sure', how_often: 'monthly' }),
    ).toEqual([
      ['how_often', 'monthly'],
      ['infections', 'yes'],
    ]);
  });
});

describe('what the explorer never reads', () => {
  const here = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

  it('imports nothing of her health answers or of the safety check', () => {
    for (const file of ['./fit.ts', './method-cards.ts', './model.ts']) {
      const imports = here(file)
        .split('\n')
        .filter((line) => /from '/.test(line))
        .join('\n');
      expect(imports, file).not.toMatch(/intake|clinical\/(chart|eligibility|safety)|samples/);
    }
  });

  it('takes her priorities only: a card and the order are the same for any two patients', () => {
    // The functions take her answers to "What matters to you?" and nothing else; two patients
    // with the same answers and different health histories get the same order and notes.
    expect(methodsByFit.length).toBe(1);
    expect(fitNotes.length).toBe(2);
    const answers: Answers = { hormones: 'fine', how_often: 'monthly' };
    const first = EXPLORER_METHODS.map((method) => fitNotes(method, answers));
    const second = EXPLORER_METHODS.map((method) => fitNotes(method, { ...answers }));
    expect(second).toEqual(first);
  });

  it('says no card is safe or unsafe for her: no card fact or word speaks of safety', () => {
    const words = JSON.stringify({ cards: METHOD_CARDS, methods: en.methods, notes: en.notes });
    expect(words).not.toMatch(/\bsafe|unsafe|risk for you\b/i);
    expect(en.comparison.pharmacist).toBe('Your pharmacist checks which ones are safe for you.');
  });
});

describe('the cards', () => {
  it('only condoms protect from infections', () => {
    const protect = EXPLORER_METHODS.filter(
      (method) => METHOD_CARDS[method].protectsFromInfections,
    );
    expect(protect).toEqual(['external_condom', 'internal_condom']);
  });

  it('map to the visit’s chart columns', () => {
    const columns = Object.fromEntries(
      EXPLORER_METHODS.flatMap((method) => {
        const column = METHOD_CARDS[method].visitMethod;
        return column ? [[method, column]] : [];
      }),
    );
    expect(columns).toEqual({
      implant: 'implant',
      lng_iud: 'lng_iud',
      cu_iud: 'cu_iud',
      shot: 'dmpa',
      combined_pill: 'chc',
      progestin_pill: 'pop',
      patch: 'chc',
      ring: 'chc',
    });
  });

  it('send her to the pharmacist for the forms a pharmacist may start, to a clinic to place one', () => {
    for (const method of ['combined_pill', 'progestin_pill', 'patch', 'ring', 'shot'] as const) {
      expect(METHOD_CARDS[method].whereToGet, method).toContain('pharmacist_today');
    }
    for (const method of ['implant', 'lng_iud', 'cu_iud', 'sterilization'] as const) {
      expect(METHOD_CARDS[method].whereToGet, method).toEqual(['clinic']);
      expect(METHOD_CARDS[method].needsProcedure, method).toBe(true);
    }
    expect(METHOD_CARDS.shot.returnToFertility).toBe('delayed');
  });

  it('answer every question the explorer asks', () => {
    const questions = Object.keys(PRIORITY_QUESTIONS) as PriorityQuestion[];
    expect(questions).toHaveLength(8);
    for (const method of EXPLORER_METHODS) {
      expect(en.methods[method].name).toBeTruthy();
      expect(METHOD_CARDS[method].howOften).toBeTruthy();
    }
  });
});
