import { afterEach, describe, expect, it } from 'vitest';
import { demoSessionStore } from './demo-identity';

const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!;

afterEach(() => {
  Object.defineProperty(window, 'sessionStorage', original);
  window.sessionStorage.clear();
});

describe('demoSessionStore', () => {
  it('keeps the demo session in this tab', () => {
    demoSessionStore.write('provider');
    expect(window.sessionStorage.getItem('contrarx-demo-session')).toBe('provider');
    expect(demoSessionStore.read()).toBe('provider');
    demoSessionStore.write(null);
    expect(demoSessionStore.read()).toBeNull();
  });

  it('keeps it in the page when sessionStorage is blocked, as in private windows', () => {
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });

    expect(demoSessionStore.read()).toBeNull();
    demoSessionStore.write('superuser');
    expect(demoSessionStore.read()).toBe('superuser');
    demoSessionStore.write(null);
    expect(demoSessionStore.read()).toBeNull();
  });
});
