import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionEnding } from '../auth/session';
import { draftKey, hasKeptDrafts, keepDraft, keptDraft, takeDraft } from './kept-drafts';
import { resetTabMemory } from './reset';
import { endSession, useEndOfSession } from './session-end';
import { showTabletLanguage } from './shown-language';
import { signOutReason } from './sign-out-reason';
import { isTabletEntry, rememberTabletEntry } from './tablet-entries';
import { isTabletLocked, lockTablet, unlockTablet } from './tablet-lock';
import { hasUnsavedChanges, registerUnsavedChanges } from './unsaved-changes';

describe('the end of a session', () => {
  it('has every open page with unsaved changes keep them, and only those', () => {
    const keepEdited = vi.fn();
    const keepUntouched = vi.fn();
    const unregister = [
      registerUnsavedChanges(() => true, keepEdited),
      registerUnsavedChanges(() => false, keepUntouched),
    ];

    endSession();

    expect(keepEdited).toHaveBeenCalledOnce();
    expect(keepUntouched).not.toHaveBeenCalled();
    unregister.forEach((stop) => stop());
  });

  it('leaves the reason, the drafts, the tablet’s records and the lock for the next sign-in', () => {
    signOutReason.record({ kind: 'idle', minutes: 20 });
    keepDraft(draftKey('user_a', 'patient:new'), { values: { email: 'x' } });
    rememberTabletEntry('user_a', 'pat@example.com', 'en');
    lockTablet();

    endSession();

    expect(signOutReason.current()).toEqual({ kind: 'idle', minutes: 20 });
    expect(keptDraft(draftKey('user_a', 'patient:new'))).toEqual({ values: { email: 'x' } });
    expect(isTabletEntry('user_a', 'pat@example.com')).toBe(true);
    expect(isTabletLocked()).toBe(true);
    unlockTablet();
  });

  it('runs when the auth session says it is ending, while the root layout is mounted', () => {
    const keep = vi.fn();
    const unregister = registerUnsavedChanges(() => true, keep);
    const { unmount } = renderHook(() => useEndOfSession());

    sessionEnding();
    expect(keep).toHaveBeenCalledOnce();

    unmount();
    sessionEnding();
    expect(keep).toHaveBeenCalledOnce();
    unregister();
  });
});

describe('a kept draft', () => {
  it('keeps the mark of a create that may have been saved until it is taken', () => {
    const key = draftKey('user_a', 'patient:new');
    const sent = { patient: { email: 'pat@example.com' }, patient_information: {} };
    keepDraft(key, { values: { 'patient:email': 'pat@example.com' }, mayHaveBeenSaved: sent });

    expect(keptDraft(key)?.mayHaveBeenSaved).toBe(sent);
    expect(takeDraft(key)).toEqual({
      values: { 'patient:email': 'pat@example.com' },
      mayHaveBeenSaved: sent,
    });
    expect(keptDraft(key)).toBeUndefined();
  });
});

describe('resetting the tab memory', () => {
  it('forgets the reason, the drafts, the open pages, the tablet’s records and its language', () => {
    signOutReason.record({ kind: 'asked' });
    keepDraft(draftKey('user_a', 'patient:new'), { values: {} });
    registerUnsavedChanges(() => true);
    rememberTabletEntry('user_a', 'pat@example.com', 'en');
    showTabletLanguage('es');

    resetTabMemory();

    expect(signOutReason.current()).toBeNull();
    expect(hasKeptDrafts()).toBe(false);
    expect(hasUnsavedChanges()).toBe(false);
    expect(isTabletEntry('user_a', 'pat@example.com')).toBe(false);
    expect(document.documentElement.lang).toBe('en');
  });

  it('keeps the tablet locked: only a staff sign-in lifts the lock', () => {
    lockTablet();
    resetTabMemory();
    expect(isTabletLocked()).toBe(true);
    unlockTablet();
  });
});
