// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pregnancySources } from './card-sources';
import { METHOD_CARDS } from './method-cards';
import { EXPLORER_METHODS } from './model';
import { methodExplorerMarkdown } from './page';

describe('docs/method-explorer.md', () => {
  const page = readFileSync(new URL('../../../docs/method-explorer.md', import.meta.url), 'utf8');

  it('is what the explorer’s cards say (npx tsx scripts/method-explorer.ts writes it)', () => {
    expect(page).toBe(methodExplorerMarkdown());
  });

  it('gives a source for every method’s typical-use figure', () => {
    for (const method of EXPLORER_METHODS) {
      expect(pregnancySources[method] !== undefined, method).toBe(
        METHOD_CARDS[method].typicalUsePregnancies !== undefined,
      );
    }
  });
});
