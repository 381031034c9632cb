/**
 * The tablet lock: once a provider hands the tablet to a patient, every screen outside the
 * tablet flow shows "Staff sign-in required" until a staff member signs in again.
 *
 * It lives in localStorage, as one flag that holds no patient data (docs/architecture.md,
 * "Security", bars patient data from web storage, not this): localStorage is the one store that
 * survives a reload and is shared by every tab and window of the app in the browser profile, so a
 * new tab, a bookmark or the address bar meets the lock too; the `storage` event locks the tabs
 * already open. Where web storage is blocked the lock holds in this tab's memory (it fails closed
 * for the tab, and the app's other tabs cannot be reached through this one).
 */
import { useSyncExternalStore } from 'react';

const KEY = 'contrarx.tabletLock';
const LOCKED = 'locked';

let lockedInMemory = false;
const listeners = new Set<() => void>();

function stored(): boolean {
  try {
    return localStorage.getItem(KEY) === LOCKED;
  } catch {
    return false;
  }
}

/** Whether the browser kept it. */
function store(locked: boolean): boolean {
  try {
    if (locked) localStorage.setItem(KEY, LOCKED);
    else localStorage.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}

export function isTabletLocked(): boolean {
  return lockedInMemory || stored();
}

function changed(): void {
  for (const listener of listeners) listener();
}

/** Hands the tablet to a patient. */
export function lockTablet(): void {
  // Blocked storage: the lock holds in this tab's memory instead.
  lockedInMemory = !store(true);
  changed();
}

/** A staff member has proved who they are. */
export function unlockTablet(): void {
  lockedInMemory = false;
  store(false);
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab locked or unlocked the app.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useTabletLocked(): boolean {
  return useSyncExternalStore(subscribe, isTabletLocked);
}
