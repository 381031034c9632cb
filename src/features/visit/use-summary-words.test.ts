import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSummaryWords } from './use-summary-words';

// The Spanish words cannot be fetched (the network is down as the documents open).
vi.mock('../../domain/texts/es/summary', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe("her summary's words, loaded in her language", () => {
  it('loads the English words', async () => {
    const { result } = renderHook(() => useSummaryWords('en'));
    await waitFor(() => expect(result.current.state).toBe('loaded'));
    expect(result.current.state === 'loaded' && result.current.words.title).toBe(
      'Your visit summary',
    );
  });

  it('says so when a language cannot be loaded, and tries again', async () => {
    const { result } = renderHook(() => useSummaryWords('es'));
    expect(result.current.state).toBe('loading');
    await waitFor(() => expect(result.current.state).toBe('failed'));
    act(() => {
      if (result.current.state === 'failed') result.current.retry();
    });
    expect(result.current.state).toBe('loading');
    await waitFor(() => expect(result.current.state).toBe('failed'));
  });
});
