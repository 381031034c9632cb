// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { summary as en } from '../../texts/en/summary';
import { productFacts } from './facts';
import { methodFactsMarkdown } from './page';
import { productSources } from './product-sources';
import { PRODUCT_STRENGTHS, strengthWords, type SourcedProduct } from './products';

describe('docs/method-facts.md', () => {
  const page = readFileSync(new URL('../../../../docs/method-facts.md', import.meta.url), 'utf8');

  it('is what the method facts say (npx tsx scripts/method-facts.ts writes it)', () => {
    expect(page).toBe(methodFactsMarkdown());
  });

  it('lists every line a summary can give about a product, each with its source', () => {
    for (const facts of Object.values(productFacts)) {
      for (const line of [
        ...facts.use.map((id) => en.use[id]),
        ...facts.missed.map((id) => en.missed[id]),
      ]) {
        const row = page.split('\n').find((each) => each.includes(line));
        expect(row, line).toBeDefined();
        // A row is "| fact | words | source |": the source cell is not empty.
        expect(row!.split(' | ').at(-1)!.replace('|', '').trim(), line).not.toBe('');
      }
    }
  });

  it('names each product whose strength is known with its strength and source', () => {
    for (const product of Object.keys(PRODUCT_STRENGTHS) as SourcedProduct[]) {
      expect(page).toContain(
        `| ${product} | ${strengthWords(PRODUCT_STRENGTHS[product])} | ${productSources[product]} |`,
      );
    }
  });
});
