/**
 * Writes docs/safety-check-coverage.md from the safety check's chart data.
 *
 *   npx tsx scripts/coverage.ts
 */
import { writeFileSync } from 'node:fs';
import { coverageMarkdown } from '../src/domain/clinical/coverage';

writeFileSync(new URL('../docs/safety-check-coverage.md', import.meta.url), coverageMarkdown());
