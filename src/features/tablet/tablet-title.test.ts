import { describe, expect, it } from 'vitest';
import { legalSteps } from './legal-steps';
import { errorPageTexts as errorMessages } from '../../domain/texts/error-page';
import { tabletTexts as messages } from '../../domain/texts/tablet';
import { tabletTitle } from './tablet-title';

/** Every kind of tablet address: each screen, a statement's text, and ones the flow lacks. */
const addresses = [
  '/welcome',
  '/legal/1',
  '/legal/2',
  '/legal/7',
  '/legal/1/read/privacy',
  '/legal/2/read/hipaa',
  '/legal/1/read/hipaa',
  '/legal/9/read/privacy',
  '/intake/chat',
  '/intake/chat/more',
];

/** Every title the Spanish catalogue gives a tablet screen. */
const spanishTitles = new Set([
  messages.es.welcome.pageTitle,
  ...legalSteps.map((_, index) => messages.es.legal.pageTitle(index + 1, legalSteps.length)),
  ...Object.values(messages.es.legal.sections).map(({ title }) => title),
  messages.es.legal.reader.notFoundTitle,
  messages.es.chat.pageTitle,
  errorMessages.es.notFoundPageTitle,
]);

describe('the tablet’s tab title', () => {
  it('is the screen’s own, the same as the screen names it', () => {
    const t = messages.en;
    expect(tabletTitle('/welcome', 'en', t)).toBe(t.welcome.pageTitle);
    expect(tabletTitle('/legal/1', 'en', t)).toBe('Legal information, step 1 of 2');
    expect(tabletTitle('/legal/2', 'en', t)).toBe('Legal information, step 2 of 2');
    // A step the flow lacks sends the patient to step 1.
    expect(tabletTitle('/legal/7', 'en', t)).toBe('Legal information, step 1 of 2');
    expect(tabletTitle('/legal/1/read/terms', 'en', t)).toBe(t.legal.sections.terms.title);
    expect(tabletTitle('/legal/1/read/hipaa', 'en', t)).toBe(t.legal.reader.notFoundTitle);
    expect(tabletTitle('/intake/chat', 'en', t)).toBe(t.chat.pageTitle);
    expect(tabletTitle('/intake/chat/more', 'en', t)).toBe(errorMessages.en.notFoundPageTitle);
  });

  it.each(['en', 'es'] as const)('tells every legal step apart, in %s', (language) => {
    const steps = legalSteps.map((_, index) =>
      tabletTitle(`/legal/${index + 1}`, language, messages[language]),
    );
    expect(new Set(steps).size).toBe(legalSteps.length);
  });

  it.each(addresses)('at %s is in Spanish once Spanish is chosen', (pathname) => {
    const spanish = tabletTitle(pathname, 'es', messages.es);
    expect(spanish).not.toBe(tabletTitle(pathname, 'en', messages.en));
    expect([...spanishTitles]).toContain(spanish);
  });
});
