import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTabletLocked, lockTablet, unlockTablet, useTabletLocked } from './tablet-lock';

describe('the tablet lock', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is one flag in localStorage, shared by the tabs and kept across a reload, and no more', () => {
    expect(isTabletLocked()).toBe(false);
    lockTablet();
    expect(isTabletLocked()).toBe(true);
    expect(Object.entries(localStorage)).toEqual([['contrarx.tabletLock', 'locked']]);
    unlockTablet();
    expect(isTabletLocked()).toBe(false);
    expect(localStorage.length).toBe(0);
  });

  it('locks and unlocks a tab already open when another tab changes it', () => {
    const { result } = renderHook(() => useTabletLocked());
    expect(result.current).toBe(false);
    // Another tab writes the flag: this one hears of it through the storage event.
    act(() => {
      localStorage.setItem('contrarx.tabletLock', 'locked');
      window.dispatchEvent(new StorageEvent('storage', { key: 'contrarx.tabletLock' }));
    });
    expect(result.current).toBe(true);
    act(() => {
      localStorage.removeItem('contrarx.tabletLock');
      window.dispatchEvent(new StorageEvent('storage', { key: 'contrarx.tabletLock' }));
    });
    expect(result.current).toBe(false);
  });

  it('holds in the tab when the browser refuses web storage: it fails closed', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Blocked', 'SecurityError');
    });
    lockTablet();
    expect(isTabletLocked()).toBe(true);
    unlockTablet();
    expect(isTabletLocked()).toBe(false);
  });
});
