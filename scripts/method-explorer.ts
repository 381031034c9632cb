/**
 * Writes docs/method-explorer.md from the explorer's cards, their sources and its English words.
 *
 *   npx tsx scripts/method-explorer.ts
 */
import { writeFileSync } from 'node:fs';
import { methodExplorerMarkdown } from '../src/domain/explorer/page';

writeFileSync(new URL('../docs/method-explorer.md', import.meta.url), methodExplorerMarkdown());
