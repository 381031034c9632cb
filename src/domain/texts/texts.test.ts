/**
 * The catalogue's one rule: each area's English gives its type, and the Spanish is typed as it,
 * so a Spanish text missing, extra or of another kind fails `npm run typecheck`. The
 * `@ts-expect-error` lines below are that check: were the type not to refuse them, the type check
 * would fail on the directive itself. The test run then holds every area's two languages to the
 * same shape, for what the type alone would let through (a list of another length is fine).
 */
import { describe, expect, it } from 'vitest';
import { chat as englishChat } from './en/chat';
import { consent as englishConsent } from './en/consent';
import { demoMarker as englishDemoMarker } from './en/demo-marker';
import { errorPage as englishErrorPage, type ErrorPageTexts } from './en/error-page';
import { explorer as englishExplorer } from './en/explorer';
import type { IntakeTexts } from './en/intake';
import { language as englishLanguage } from './en/language';
import { lock as englishLock, type LockTexts } from './en/lock';
import { logoff as englishLogoff } from './en/logoff';
import { summary as englishSummary, type SummaryTexts } from './en/summary';
import { tablet as englishTablet } from './en/tablet';
import { chat as spanishChat } from './es/chat';
import { consent as spanishConsent } from './es/consent';
import { demoMarker as spanishDemoMarker } from './es/demo-marker';
import { errorPage as spanishErrorPage } from './es/error-page';
import { explorer as spanishExplorer } from './es/explorer';
import { intake as spanishIntake } from './es/intake';
import { language as spanishLanguage } from './es/language';
import { lock as spanishLock } from './es/lock';
import { logoff as spanishLogoff } from './es/logoff';
import { summary as spanishSummary } from './es/summary';
import { tablet as spanishTablet } from './es/tablet';

describe('a Spanish text the English does not match fails the type check', () => {
  it('refuses a missing text, an extra one, and a text of another kind', () => {
    // @ts-expect-error: no askStaffText.
    const missing: LockTexts = {
      title: 'El personal debe iniciar sesión',
      text: 'Este dispositivo está en modo tableta para pacientes.',
      back: 'Volver a las pantallas del paciente',
      askStaff: 'Pida a un miembro del personal que inicie la tableta',
    };
    const extra: LockTexts = {
      ...spanishLock,
      // @ts-expect-error: the English has no such text.
      later: 'Más tarde',
    };
    // The Spanish forms, typed as if they had no iud.
    const withoutIud: Omit<SummaryTexts['forms'], 'iud'> = spanishSummary.forms;
    const nested: SummaryTexts = {
      ...spanishSummary,
      // @ts-expect-error: no iud among the forms.
      forms: withoutIud,
    };
    const fixed: ErrorPageTexts = {
      ...spanishErrorPage,
      // @ts-expect-error: a text of values (the status) stays a function of them.
      status: 'Error',
    };
    expect([missing, extra, nested, fixed]).toHaveLength(4);
  });

  it('refuses an intake with a question missing, or one the catalog does not ask', () => {
    const missing: IntakeTexts = {
      // @ts-expect-error: every question a patient is asked needs its words.
      questions: { name: { question: '¿Cuál es su nombre completo?' } },
      options: {},
    };
    const unasked: IntakeTexts = {
      questions: {
        ...spanishIntake.questions,
        // @ts-expect-error: the catalog has no such question.
        favourite_colour: { question: '¿Cuál es su color favorito?' },
      },
      options: {},
    };
    expect([missing, unasked]).toHaveLength(2);
  });
});

/** A text tree's shape: its keys, and for each whether it is a text, a list or a function. */
function shapeOf(value: unknown): unknown {
  if (typeof value === 'string') return 'text';
  if (typeof value === 'function') return 'function';
  if (Array.isArray(value)) return 'list';
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]));
  }
  return typeof value;
}

describe('each area in Spanish', () => {
  it.each([
    ['tablet', englishTablet, spanishTablet],
    ['chat', englishChat, spanishChat],
    ['consent', englishConsent, spanishConsent],
    ['lock', englishLock, spanishLock],
    ['error page', englishErrorPage, spanishErrorPage],
    ['demo marker', englishDemoMarker, spanishDemoMarker],
    ['logoff', englishLogoff, spanishLogoff],
    ['summary', englishSummary, spanishSummary],
    ['language', englishLanguage, spanishLanguage],
    ['method explorer', englishExplorer, spanishExplorer],
  ])('has the shape of the English: %s', (_, english, spanish) => {
    expect(shapeOf(spanish)).toEqual(shapeOf(english));
  });
});
