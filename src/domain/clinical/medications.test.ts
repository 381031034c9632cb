import { describe, expect, it } from 'vitest';
import { medicationsOf } from './medications';

describe('medicationsOf', () => {
  it('finds generic and brand names as whole words, whatever their case', () => {
    const list = ['Lamictal XR 100 mg', 'oxcarbazepine 300 mg', 'eliquis', 'vitamin D'];
    expect(medicationsOf('lamotrigine', list)).toEqual(['Lamictal XR 100 mg']);
    expect(medicationsOf('enzyme_inducer', list)).toEqual(['oxcarbazepine 300 mg']);
    expect(medicationsOf('anticoagulant', list)).toEqual(['eliquis']);
  });

  it('does not find a name inside another word', () => {
    expect(medicationsOf('anticoagulant', ['heparinoid cream'])).toEqual([]);
    expect(medicationsOf('enzyme_inducer', ['antitopiramate'])).toEqual([]);
  });
});
