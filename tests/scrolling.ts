/** jsdom has no layout: tests record scrolling instead of doing it. */
import { beforeEach, vi } from 'vitest';

export function stubScrolling() {
  const scrollIntoView = vi.fn();
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    configurable: true,
    value: scrollIntoView,
  });
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  return { scrollIntoView, scrollTo };
}

/**
 * Stubs scrolling before each test of the enclosing file or describe block; what it returns
 * holds the running test's stubs.
 */
export function stubScrollingInEachTest() {
  const stubs = {} as ReturnType<typeof stubScrolling>;
  beforeEach(() => {
    Object.assign(stubs, stubScrolling());
  });
  return stubs;
}
