// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chart, type RowId } from './chart';
import { coverageMarkdown, rowAnswers, unansweredBecause } from './coverage';

describe('the safety check coverage', () => {
  it('gives every chart row the answers that select it, or why the intake cannot', () => {
    const neither = (Object.keys(chart) as RowId[]).filter(
      (id) => rowAnswers[id].length === 0 && unansweredBecause(id) === undefined,
    );
    expect(neither).toEqual([]);
  });

  it('is what docs/safety-check-coverage.md says (npx tsx scripts/coverage.ts writes it)', () => {
    const page = readFileSync(
      new URL('../../../docs/safety-check-coverage.md', import.meta.url),
      'utf8',
    );
    expect(page).toBe(coverageMarkdown());
  });

  it('names the answers a row reads, blood pressure and medicines included', () => {
    expect(rowAnswers.hypertension_controlled_or_elevated).toEqual([
      'hypertension',
      'hypertension_bp',
      'recent_blood_pressure',
    ]);
    expect(rowAnswers.st_johns_wort).toEqual(['current_medications', 'current_supplements']);
    expect(rowAnswers.obesity).toEqual(['height', 'weight']);
  });
});
