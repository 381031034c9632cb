import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStorageStore } from './web-storage';

const KEY = 'contrarx-demo-db-test';

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

function blockStorage() {
  const blocked = () => {
    throw new DOMException('blocked', 'SecurityError');
  };
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
  vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);
}

describe('sessionStorageStore', () => {
  it('saves to, loads from and clears sessionStorage under its key, never localStorage', () => {
    const store = sessionStorageStore(KEY);
    expect(store.load()).toBeNull();
    store.save('{"version":1}');
    expect(window.sessionStorage.getItem(KEY)).toBe('{"version":1}');
    expect(store.load()).toBe('{"version":1}');
    expect(window.localStorage).toHaveLength(0);

    store.clear();
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
    expect(store.load()).toBeNull();
  });

  it('keeps working when storage is full or blocked', () => {
    blockStorage();
    const store = sessionStorageStore(KEY);
    expect(() => store.save('{}')).not.toThrow();
    expect(store.load()).toBeNull();
    expect(() => store.clear()).not.toThrow();
  });
});
