import { describe, expect, it } from 'vitest';
import { suggestedNameParts } from './name-parts';

describe('the suggested parts of her name', () => {
  it.each([
    ['Maya Thompson', { given: 'Maya', family: 'Thompson' }],
    ['  Ana  María   López ', { given: 'Ana María', family: 'López' }],
    ['Prince', { given: '', family: 'Prince' }],
    ['   ', { given: '', family: '' }],
  ])('%j gives %j', (name, parts) => {
    expect(suggestedNameParts(name)).toEqual(parts);
  });
});
