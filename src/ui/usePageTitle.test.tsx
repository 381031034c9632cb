import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAreaTitle, usePageTitle, useScreenTitle } from './usePageTitle';

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

  it('is the area’s over the route’s, whatever the area shows, and a screen’s over both', () => {
    function Area({ area, screen }: { area?: string; screen?: string }) {
      useAreaTitle(area ?? '');
      return screen === undefined ? null : <Screen title={screen} />;
    }
    function Tablet({ area, screen }: { area?: string; screen?: string }) {
      usePageTitle('Welcome');
      return area === undefined ? null : <Area area={area} screen={screen} />;
    }
    // A spinner or an error on the tablet: no screen names the tab, the area does.
    const view = render(<Tablet area="Bienvenida" />);
    expect(document.title).toBe('ContraRx - Bienvenida');
    view.rerender(<Tablet area="Bienvenida" screen="Página no encontrada" />);
    expect(document.title).toBe('ContraRx - Página no encontrada');
    view.rerender(<Tablet area="Bienvenida" />);
    expect(document.title).toBe('ContraRx - Bienvenida');
    view.rerender(<Tablet area="Welcome" />);
    expect(document.title).toBe('ContraRx - Welcome');
    // The area goes: the route's title again.
    view.rerender(<Tablet area="Información legal" />);
    view.rerender(<Tablet />);
    expect(document.title).toBe('ContraRx - Welcome');
    view.unmount();
  });
});
