import { describe, expect, it } from 'vitest';
import { fernandezHuerta, fleschKincaidGrade } from '../../../../tests/readability/readability';
import { chat as english } from '../../../domain/texts/en/chat';
import { tablet as englishTablet } from '../../../domain/texts/en/tablet';
import { chat as spanish } from '../../../domain/texts/es/chat';
import { tablet as spanishTablet } from '../../../domain/texts/es/tablet';
import { CHAT_SECTIONS, PROMISED_MINUTES } from './chat-time';

/**
 * What the patient reads of her progress, each section's line with a time left, and the
 * welcome's promise: held to docs/patient-wording.md's thresholds ("Readability"), the 6th
 * grade for the whole and a screen's limit for each line.
 */
const lines = (texts: typeof english, promise: string) => [
  promise,
  ...CHAT_SECTIONS.map(
    (section, index) =>
      `${texts.chat.progress(index + 1, CHAT_SECTIONS.length, texts.sections[section])}. ${texts.chat.timeLeft(12 - 2 * index)}.`,
  ),
  `${texts.chat.timeLeft(1)}.`,
];

describe('the progress and the welcome’s promise, as a patient reads them', () => {
  it('read at the 6th grade or plainer in English, each line within a screen’s limit', () => {
    const text = lines(english, englishTablet.welcome.time(PROMISED_MINUTES));
    expect(fleschKincaidGrade(text.join(' '))).toBeLessThanOrEqual(6);
    for (const line of text) expect(fleschKincaidGrade(line), line).toBeLessThanOrEqual(10);
  });

  it('read as "bastante fácil" or plainer in Spanish, each line within a screen’s limit', () => {
    const text = lines(spanish, spanishTablet.welcome.time(PROMISED_MINUTES));
    expect(fernandezHuerta(text.join(' '))).toBeGreaterThanOrEqual(70);
    for (const line of text) expect(fernandezHuerta(line), line).toBeGreaterThanOrEqual(50);
  });
});
