import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftKey, forgetDrafts, keepDraft } from '../tab-memory/kept-drafts';
import { SignedOutNotice } from './SignedOutNotice';

const MINUTE = 60_000;
const KEPT = /Changes that were not saved are kept in this browser tab only/;

describe('the sign-in page’s notice of kept changes', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    keepDraft(draftKey('user_ana', 'patient:new'), { values: {} });
  });
  afterEach(() => {
    forgetDrafts();
    vi.useRealTimers();
  });

  it('says so while they are kept, and no longer once they have expired', () => {
    render(<SignedOutNotice />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Changes that were not saved are kept in this browser tab only, for 20 minutes after the session ended: sign in again as the same user and open the same form to restore them.',
    );

    act(() => vi.advanceTimersByTime(19 * MINUTE));
    expect(screen.getByRole('status')).toHaveTextContent(KEPT);

    act(() => vi.advanceTimersByTime(2 * MINUTE));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says nothing of them on a sign-in page opened after they expired', () => {
    vi.setSystemTime(Date.now() + 21 * MINUTE);
    render(<SignedOutNotice />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
