import { describe, expect, it } from 'vitest';
import { resetTabMemory } from './reset';
import { endSession } from './session-end';
import { rememberTabletPriorities, tabletPriorities } from './tablet-priorities';

const hers = {
  answers: { prevent_pregnancy: 'very', hormones: 'no_estrogen' },
  marked: ['implant', 'cu_iud'],
} as const;
const priorities = { answers: { ...hers.answers }, marked: [...hers.marked] };

describe('her priorities from the tablet', () => {
  it('are shown to the user whose session the tablet ran in, by her email in any case', () => {
    rememberTabletPriorities('user_a', 'Ana.Lopez@example.com', priorities);

    expect(tabletPriorities('user_a', ' ana.lopez@example.com')).toEqual(priorities);
    expect(tabletPriorities('user_b', 'ana.lopez@example.com')).toBeUndefined();
    expect(tabletPriorities(null, 'ana.lopez@example.com')).toBeUndefined();
    expect(tabletPriorities('user_a', 'someone@example.com')).toBeUndefined();
    resetTabMemory();
  });

  it('follow her changes, and are gone once she has taken back every answer and mark', () => {
    rememberTabletPriorities('user_a', 'ana@example.com', priorities);
    rememberTabletPriorities('user_a', 'ana@example.com', { answers: {}, marked: ['shot'] });
    expect(tabletPriorities('user_a', 'ana@example.com')).toEqual({
      answers: {},
      marked: ['shot'],
    });

    rememberTabletPriorities('user_a', 'ana@example.com', { answers: {}, marked: [] });
    expect(tabletPriorities('user_a', 'ana@example.com')).toBeUndefined();
  });

  it('outlive the end of the session, for the staff sign-in that unlocks the tablet', () => {
    rememberTabletPriorities('user_a', 'ana@example.com', priorities);

    endSession();

    expect(tabletPriorities('user_a', 'ana@example.com')).toEqual(priorities);
    resetTabMemory();
  });

  it('are forgotten with the rest of the tab memory', () => {
    rememberTabletPriorities('user_a', 'ana@example.com', priorities);

    resetTabMemory();

    expect(tabletPriorities('user_a', 'ana@example.com')).toBeUndefined();
  });

  it('are never written to web storage', () => {
    rememberTabletPriorities('user_a', 'ana@example.com', priorities);

    expect(localStorage.length + sessionStorage.length).toBe(0);
    resetTabMemory();
  });
});
