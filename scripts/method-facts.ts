/**
 * Writes docs/method-facts.md from the visit's method facts and the summary's English words.
 *
 *   npx tsx scripts/method-facts.ts
 */
import { writeFileSync } from 'node:fs';
import { methodFactsMarkdown } from '../src/domain/visit/method-facts/page';

writeFileSync(new URL('../docs/method-facts.md', import.meta.url), methodFactsMarkdown());
