import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageTitle, useScreenTitle } from './usePageTitle';

function Screen({ title }: { title: string }) {
  useScreenTitle(title);
  return null;
}

/** A root that names the tab from its route, above a screen that may name it itself. */
function Root({ route, screen }: { route: string; screen?: string }) {
  usePageTitle(route);
  return screen === undefined ? null : <Screen title={screen} />;
}

describe('the tab title', () => {
  it('is the route’s, unless the screen shown names it, whatever order the effects run in', () => {
    const view = render(<Root route="Welcome" screen="Bienvenida" />);
    // The screen's effect runs first, the root's after it: the screen's title stays.
    expect(document.title).toBe('ContraRx - Bienvenida');

    // A new route and a new screen in one render: still the screen's.
    view.rerender(<Root route="Legal" screen="Información legal" />);
    expect(document.title).toBe('ContraRx - Información legal');

    // The screen's title follows its language.
    view.rerender(<Root route="Legal" screen="Legal" />);
    expect(document.title).toBe('ContraRx - Legal');

    // The screen goes and the route's title does not change: the route's comes back.
    view.rerender(<Root route="Welcome" screen="Bienvenida" />);
    view.rerender(<Root route="Welcome" />);
    expect(document.title).toBe('ContraRx - Welcome');

    // Off to a route whose screen names nothing.
    view.rerender(<Root route="Legal" screen="Legal" />);
    view.rerender(<Root route="Patients" />);
    expect(document.title).toBe('ContraRx - Patients');
    view.unmount();
  });
});
