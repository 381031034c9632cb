import { describe, expect, it } from 'vitest';
import { pregnancyCriteria, pregnancyResult, type PregnancyCriterion } from './pregnancy';

const none = { criteria: {}, symptoms: false } as const;
const allNo = Object.fromEntries(pregnancyCriteria.map(({ id }) => [id, false])) as Record<
  PregnancyCriterion,
  boolean
>;

describe('reasonably certain she is not pregnant (U.S. SPR 2024)', () => {
  it.each(pregnancyCriteria.map(({ id }) => id))(
    'is certain with no symptoms or signs and criterion %s met alone',
    (id) => {
      const result = pregnancyResult({ criteria: { ...allNo, [id]: true }, symptoms: false });
      expect(result.status).toBe('reasonably_certain');
      expect(result.met).toEqual([id]);
    },
  );

  it.each(pregnancyCriteria.map(({ id }) => id))(
    'is not certain with criterion %s met but symptoms or signs of pregnancy',
    (id) => {
      const result = pregnancyResult({ criteria: { [id]: true }, symptoms: true });
      expect(result.status).toBe('not_ruled_out');
    },
  );

  it('is not certain when the symptoms question is not answered, and names it', () => {
    const result = pregnancyResult({ criteria: { menses_within_7_days: true } });
    expect(result.status).toBe('not_ruled_out');
    expect(result.notAnswered).toEqual(['Symptoms or signs of pregnancy']);
  });

  it('is not certain when no criterion is met and no test is done', () => {
    const result = pregnancyResult({ criteria: allNo, symptoms: false, test: 'not_done' });
    expect(result.status).toBe('not_ruled_out');
    expect(result.words).toMatch(/cannot be reasonably certain/);
    expect(result.notAnswered).toEqual([]);
  });

  it('counts an unanswered criterion as not answered, never as no', () => {
    const result = pregnancyResult(none);
    expect(result.status).toBe('not_ruled_out');
    expect(result.notAnswered).toEqual([
      ...pregnancyCriteria.map(({ label }) => label),
      'Pregnancy test',
    ]);
  });

  it('with no criterion met, a negative test allows a hormonal start with a follow-up test, not an IUD', () => {
    const result = pregnancyResult({ criteria: allNo, symptoms: false, test: 'negative' });
    expect(result.status).toBe('negative_test_only');
    expect(result.words).toMatch(/follow-up pregnancy test/);
    expect(result.words).toMatch(/IUD cannot be placed/);
  });

  it('a negative test does not outweigh symptoms or signs', () => {
    expect(pregnancyResult({ criteria: allNo, symptoms: true, test: 'negative' }).status).toBe(
      'not_ruled_out',
    );
  });

  it('a positive test rules every start out, whatever else is answered', () => {
    const result = pregnancyResult({
      criteria: { ...allNo, menses_within_7_days: true },
      symptoms: false,
      test: 'positive',
    });
    expect(result.status).toBe('positive_test');
    expect(result.words).toMatch(/positive/);
  });

  it('a criterion met with a negative test is reasonably certain', () => {
    expect(
      pregnancyResult({
        criteria: { reliable_contraception: true },
        symptoms: false,
        test: 'negative',
      }).status,
    ).toBe('reasonably_certain');
  });
});
