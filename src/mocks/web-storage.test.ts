import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStorageStore } from './web-storage';

const KEY = 'contrarx-demo-db-test';

describe('localStorageStore', () => {
  afterEach(() => window.localStorage.removeItem(KEY));

  it('saves to and loads from localStorage under its key', () => {
    const store = localStorageStore(KEY);
    expect(store.load()).toBeNull();
    store.save('{"version":1}');
    expect(window.localStorage.getItem(KEY)).toBe('{"version":1}');
    expect(store.load()).toBe('{"version":1}');
  });

  it('keeps working when storage is full or blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const store = localStorageStore(KEY);
    expect(() => store.save('{}')).not.toThrow();
    expect(store.load()).toBeNull();
  });
});
