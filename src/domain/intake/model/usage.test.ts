import { describe, expect, it } from 'vitest';
import { fieldsByKey } from '../catalog';
import { addUsageEntry, removeUsageEntry, usageEntryCount } from './usage';

const ring = fieldsByKey.get('ring_usage_information')!;

describe('usage entries', () => {
  it('adds empty entries up to five, then leaves the values unchanged', () => {
    let values = {};
    for (let count = 1; count <= 5; count += 1) {
      values = addUsageEntry(values, ring);
      expect(usageEntryCount(values, ring)).toBe(count);
    }
    expect(addUsageEntry(values, ring)).toBe(values);
    expect(values).toMatchObject({
      'ring_usage_information:4:brand': '',
      'ring_usage_information:4:start_date': '',
      'ring_usage_information:4:stop_date': '',
      'ring_usage_information:4:stop_reason': '',
    });
  });

  it('removes an entry and moves the later ones up', () => {
    const values = {
      'ring_usage_information:0:brand': 'nuvaring',
      'ring_usage_information:0:start_date': '2014-01-01',
      'ring_usage_information:1:brand': 'annovera',
      'ring_usage_information:1:start_date': '2016-01-01',
      'ring_usage_information:1:stop_reason': 'Cost',
    };
    const removed = removeUsageEntry(values, ring, 0);
    expect(removed).toEqual({
      'ring_usage_information:0:brand': 'annovera',
      'ring_usage_information:0:start_date': '2016-01-01',
      'ring_usage_information:0:stop_date': '',
      'ring_usage_information:0:stop_reason': 'Cost',
    });
    expect(values).toHaveProperty('ring_usage_information:1:brand', 'annovera');
    expect(removeUsageEntry(values, ring, 2)).toBe(values);
  });
});
