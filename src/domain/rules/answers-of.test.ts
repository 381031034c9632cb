import { describe, expect, it } from 'vitest';
import {
  allOf,
  allOfIndependent,
  anyOf,
  atLeastOf,
  has,
  not,
  stricterIfUnknown,
  yes,
} from './builders';
import { answersOf } from './rule';

describe('answersOf', () => {
  it('lists the answers every leaf reads, through every operator', () => {
    const rule = allOf(
      yes('pregnant'),
      anyOf(has('cancer', 'breast_cancer'), not(yes('hiv'))),
      atLeastOf(1, stricterIfUnknown(yes('breastfeeding'))),
      allOfIndependent(yes('stroke'), { age: { from: 35 } }),
    );
    expect(answersOf(rule)).toEqual([
      'pregnant',
      'cancer',
      'hiv',
      'breastfeeding',
      'stroke',
      'date_of_birth',
    ]);
  });

  it('names what a derived leaf reads, and nothing for an unasked answer', () => {
    expect(answersOf({ age: { from: 35 } })).toEqual(['date_of_birth']);
    expect(answersOf({ bmi: { from: 30 } })).toEqual(['height', 'weight']);
    expect(answersOf({ medication: 'lamotrigine' })).toEqual([
      'current_medications',
      'current_supplements',
    ]);
    expect(answersOf({ unasked: 'cancer_follow_up:breast_disease_status' })).toEqual([]);
  });
});
