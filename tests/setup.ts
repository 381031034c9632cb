import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockDb, server } from '../src/mocks/node';
import { resetTabMemory } from '../src/tab-memory/reset';
import { unlockTablet } from '../src/tab-memory/tablet-lock';

// jsdom has <dialog> but not its modal methods (ui/QuestionDialog.tsx): these open and close it
// as a browser does, without the top layer or the inert page behind it.
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom has no layout and does not scroll; a new page's scroll to its top (app/route-focus.ts)
// is left undone rather than reported as missing. Tests that check scrolling spy on it
// (tests/scrolling.ts).
if (typeof window !== 'undefined') window.scrollTo = () => {};

// A route's first visit waits for its lazy module, which takes over a second on a busy
// two-core machine: waiting for what a person would see allows for that.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  mockDb.reset();
  // Each test starts with an empty tab memory, on a device never handed to a patient.
  // (A test of a script runs without a document, and has no tab memory to reset.)
  if (typeof document !== 'undefined') resetTabMemory();
  unlockTablet();
});
afterAll(() => server.close());
