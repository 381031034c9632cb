import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { preloadRoute, usePreloadOnIntent } from './preload-on-intent';

const lazyModule = () => vi.fn(() => Promise.resolve({ Component: () => null }));

describe('preloadRoute', () => {
  const area = lazyModule();
  const list = lazyModule();
  const patient = lazyModule();
  const routes: RouteObject[] = [
    {
      path: '/d',
      lazy: area,
      children: [
        { path: 'patients', lazy: list },
        { path: 'patients/:patientUuid', lazy: patient },
      ],
    },
  ];

  it("asks for the modules of every route the path matches, the area's and the screen's", () => {
    preloadRoute(routes, '/d/patients/7cdac045-339e-405c-bcf9-82117dc49c77', new Set());
    expect(area).toHaveBeenCalledTimes(1);
    expect(patient).toHaveBeenCalledTimes(1);
    expect(list).not.toHaveBeenCalled();
  });

  it('asks for each module once, however often the path is pointed at', () => {
    const asked = new Set<() => unknown>();
    const before = list.mock.calls.length;
    preloadRoute(routes, '/d/patients', asked);
    preloadRoute(routes, '/d/patients', asked);
    expect(list.mock.calls.length - before).toBe(1);
  });

  it('asks for nothing for a path no route matches', () => {
    const before = area.mock.calls.length;
    preloadRoute(routes, '/elsewhere', new Set());
    expect(area.mock.calls.length).toBe(before);
  });
});

function Links({ preload }: { preload: (pathname: string) => void }) {
  usePreloadOnIntent(preload);
  return (
    <>
      <a href="/d/patients/7cdac045-339e-405c-bcf9-82117dc49c77/summary">
        <span>Intake summary</span>
      </a>
      <a href="https://www.cdc.gov/contraception/hcp/usmec/">U.S. MEC</a>
      <button type="button">Print</button>
    </>
  );
}

describe('a link pointed at or focused', () => {
  it("loads its screen's code when the pointer comes onto it, or onto what it holds", async () => {
    const preload = vi.fn();
    const user = userEvent.setup();
    render(<Links preload={preload} />);
    await user.hover(screen.getByText('Intake summary'));
    expect(preload).toHaveBeenCalledWith(
      '/d/patients/7cdac045-339e-405c-bcf9-82117dc49c77/summary',
    );
  });

  it('loads it when the keyboard brings focus to it', async () => {
    const preload = vi.fn();
    const user = userEvent.setup();
    render(<Links preload={preload} />);
    await user.tab();
    expect(preload).toHaveBeenCalledWith(
      '/d/patients/7cdac045-339e-405c-bcf9-82117dc49c77/summary',
    );
  });

  it('leaves links to other sites, and what is not a link, alone', async () => {
    const preload = vi.fn();
    const user = userEvent.setup();
    render(<Links preload={preload} />);
    await user.hover(screen.getByRole('link', { name: 'U.S. MEC' }));
    await user.hover(screen.getByRole('button', { name: 'Print' }));
    expect(preload).not.toHaveBeenCalled();
  });
});
