import { afterEach, describe, expect, it, vi } from 'vitest';
import { retireDemoWorker } from './retire-demo-worker';

/** A registration whose active worker runs `script`, with a spy on unregister. */
function registration(script: string) {
  return {
    active: { scriptURL: new URL(script, 'http://localhost').href },
    unregister: vi.fn(() => Promise.resolve(true)),
  };
}

function withServiceWorkers(getRegistrations: () => Promise<unknown[]>) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistrations },
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('retireDemoWorker', () => {
  it("unregisters the demo's mock API worker and no other", async () => {
    const demo = registration('/mockServiceWorker.js');
    const underBase = registration('/rx/mockServiceWorker.js');
    const other = registration('/push-worker.js');
    withServiceWorkers(() => Promise.resolve([demo, other, underBase]));

    await retireDemoWorker();

    expect(demo.unregister).toHaveBeenCalledOnce();
    expect(underBase.unregister).toHaveBeenCalledOnce();
    expect(other.unregister).not.toHaveBeenCalled();
  });

  it('finds a demo worker still installing or waiting', async () => {
    const { active, unregister } = registration('/mockServiceWorker.js');
    withServiceWorkers(() =>
      Promise.resolve([
        { active: null, waiting: null, installing: active, unregister },
        { active: null, waiting: active, installing: null, unregister },
      ]),
    );

    await retireDemoWorker();

    expect(unregister).toHaveBeenCalledTimes(2);
  });

  it('does nothing in a browser without service workers', async () => {
    expect('serviceWorker' in navigator).toBe(false);
    await expect(retireDemoWorker()).resolves.toBeUndefined();
  });

  it('warns, and lets the app start, when the browser refuses to list them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    withServiceWorkers(() => Promise.reject(new DOMException('Denied', 'SecurityError')));

    await expect(retireDemoWorker()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });
});
