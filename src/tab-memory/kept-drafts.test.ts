import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idleTimings } from '../config/env';
import {
  draftKey,
  forgetDrafts,
  hasKeptDrafts,
  keepDraft,
  keptDraft,
  onKeptDraftsChange,
  takeDraft,
} from './kept-drafts';

const MINUTE = 60_000;
const ANA = draftKey('user_ana', 'patient:new');
const values = { 'patient:email': 'pat@example.com' };

describe('kept drafts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    keepDraft(ANA, { values });
  });
  afterEach(() => {
    forgetDrafts();
    vi.useRealTimers();
  });

  it('are kept for the automatic logoff’s limit, 20 minutes by default', () => {
    expect(idleTimings.signOutAfterMs).toBe(20 * MINUTE);
  });

  it('are offered at minute 19 and gone at minute 21', () => {
    vi.advanceTimersByTime(19 * MINUTE);
    expect(keptDraft(ANA)).toEqual({ values });
    expect(hasKeptDrafts()).toBe(true);

    vi.advanceTimersByTime(2 * MINUTE);
    expect(keptDraft(ANA)).toBeUndefined();
    expect(takeDraft(ANA)).toBeUndefined();
    expect(hasKeptDrafts()).toBe(false);
  });

  it('are gone at minute 21 by the clock, when no timer has run (a tab put to sleep)', () => {
    vi.setSystemTime(Date.now() + 21 * MINUTE);
    expect(hasKeptDrafts()).toBe(false);
    expect(takeDraft(ANA)).toBeUndefined();
  });

  it('are dropped when their time is up even if nobody reads them, and the change is heard', () => {
    const heard = vi.fn();
    const stop = onKeptDraftsChange(heard);
    vi.advanceTimersByTime(19 * MINUTE);
    expect(heard).not.toHaveBeenCalled();

    vi.advanceTimersByTime(2 * MINUTE);
    expect(heard).toHaveBeenCalledOnce();
    expect(hasKeptDrafts()).toBe(false);
    stop();
  });

  it('count from when each was kept', () => {
    vi.advanceTimersByTime(15 * MINUTE);
    const later = draftKey('user_ana', 'visit:7cdac045-339e-405c-bcf9-82117dc49c77');
    keepDraft(later, { values: { step: 'review' } });
    vi.advanceTimersByTime(6 * MINUTE);
    expect(keptDraft(ANA)).toBeUndefined();
    expect(keptDraft(later)).toEqual({ values: { step: 'review' } });
    expect(hasKeptDrafts()).toBe(true);
  });

  it('are never another user’s, at any minute', () => {
    const ben = draftKey('user_ben', 'patient:new');
    expect(keptDraft(ben)).toBeUndefined();
    vi.advanceTimersByTime(19 * MINUTE);
    expect(takeDraft(ben)).toBeUndefined();
    expect(keptDraft(ANA)).toEqual({ values });
  });
});
