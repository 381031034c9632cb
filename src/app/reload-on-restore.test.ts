import { describe, expect, it, vi } from 'vitest';
import { reloadWhenRestored } from './reload-on-restore';

/** A window whose reload is a spy, with the listener the app registers. */
function page() {
  const target = new EventTarget();
  const documentElement = document.createElement('html');
  const reload = vi.fn();
  const fake = {
    addEventListener: target.addEventListener.bind(target),
    document: { documentElement },
    location: { reload },
  } as unknown as Window;
  reloadWhenRestored(fake);
  const show = (persisted: boolean) =>
    target.dispatchEvent(new PageTransitionEvent('pageshow', { persisted }));
  return { show, reload, documentElement };
}

describe('a page restored from the back-forward cache', () => {
  it('is hidden and loaded afresh, so the session is confirmed before anything shows', () => {
    const { show, reload, documentElement } = page();
    show(true);
    expect(documentElement.hidden).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('is left alone when it was loaded, not restored', () => {
    const { show, reload, documentElement } = page();
    show(false);
    expect(documentElement.hidden).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
