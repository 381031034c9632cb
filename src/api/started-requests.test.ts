import { describe, expect, it, vi } from 'vitest';
import { createStartedRequests } from './started-requests';

describe('requests started ahead of their page', () => {
  it('are taken once: the next take asks again', async () => {
    const started = createStartedRequests();
    started.start('/api/patients', () => Promise.resolve(['maya']));
    await expect(started.take('/api/patients')).resolves.toEqual(['maya']);
    expect(started.take('/api/patients')).toBeUndefined();
  });

  it('are not started twice while one is on its way', () => {
    const started = createStartedRequests();
    const load = vi.fn(() => Promise.resolve([]));
    started.start('/api/patients', load);
    started.start('/api/patients', load);
    expect(load).toHaveBeenCalledOnce();
  });

  it('are dropped when nobody took them within ten seconds, never handed over stale', () => {
    let now = 0;
    const started = createStartedRequests(() => now);
    started.start('/api/patients', () => Promise.resolve([]));
    now = 10_001;
    expect(started.take('/api/patients')).toBeUndefined();
  });

  it('keep a failure for the page that takes them, and raise none unclaimed', async () => {
    const started = createStartedRequests();
    started.start('/api/patients', () => Promise.reject(new Error('down')));
    await expect(started.take('/api/patients')).rejects.toThrow('down');
  });

  it('are all forgotten when the user’s API goes (sign-out)', () => {
    const started = createStartedRequests();
    started.start('/api/patients', () => Promise.resolve([]));
    started.clear();
    expect(started.take('/api/patients')).toBeUndefined();
  });
});
