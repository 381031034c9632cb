/**
 * Where focus goes when the address changes (app/route-focus.ts; WCAG 2.4.3): to the
 * new page's heading, waiting for one that comes with the page's data, unless the new page
 * put focus somewhere itself.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { stubScrollingInEachTest } from '../../tests/scrolling';
import { Main } from '../ui/Main';
import { useFocusOnRouteChange } from './route-focus';

function Root() {
  useFocusOnRouteChange();
  return (
    <>
      <nav>
        <Link to="/first">First</Link> <Link to="/later">Later</Link>{' '}
        <Link to="/own-focus">Own focus</Link>
      </nav>
      <Main>
        <Outlet />
      </Main>
    </>
  );
}

/** A page whose heading comes once its "data" is in. */
function Later() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <h1>Later page</h1> : <p>Loading</p>;
}

/** A page that puts focus on its own first field. */
function OwnFocus() {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <>
      <h1>Own focus page</h1>
      <label>
        Answer <input ref={input} />
      </label>
    </>
  );
}

function renderRoutes() {
  const router = createMemoryRouter(
    [
      {
        element: <Root />,
        children: [
          { path: '/first', element: <h1>First page</h1> },
          { path: '/later', element: <Later /> },
          { path: '/own-focus', element: <OwnFocus /> },
        ],
      },
    ],
    { initialEntries: ['/first'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('focus after a change of page', () => {
  const scrolling = stubScrollingInEachTest();

  it('is left to the browser on the first page', () => {
    renderRoutes();
    expect(document.body).toHaveFocus();
  });

  it('goes to the new page’s heading, once the page shows it, from the link still in view', async () => {
    const { user } = renderRoutes();
    await user.click(screen.getByRole('link', { name: 'Later' }));
    const heading = await screen.findByRole('heading', { name: 'Later page' });
    expect(heading).toHaveFocus();
    // The new page shows from its top, where its heading is.
    expect(scrolling.scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(scrolling.scrollIntoView).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'First' }));
    expect(screen.getByRole('heading', { name: 'First page' })).toHaveFocus();
  });

  it('is left where the person moves it while the page is still coming in', async () => {
    const { user } = renderRoutes();
    await user.click(screen.getByRole('link', { name: 'Later' }));
    await user.click(screen.getByRole('link', { name: 'Own focus' }));
    await user.click(screen.getByRole('link', { name: 'Later' }));
    // Back into the navigation before the heading is there: it comes, focus stays.
    screen.getByRole('link', { name: 'First' }).focus();
    await screen.findByRole('heading', { name: 'Later page' });
    expect(screen.getByRole('link', { name: 'First' })).toHaveFocus();
  });

  it('stays where the new page put it', async () => {
    const { user } = renderRoutes();
    await user.click(screen.getByRole('link', { name: 'Own focus' }));
    expect(screen.getByRole('textbox', { name: 'Answer' })).toHaveFocus();
  });

  it('follows a navigation the code makes (a save), from a control that is gone', async () => {
    const { router } = renderRoutes();
    await act(() => router.navigate('/later'));
    expect(await screen.findByRole('heading', { name: 'Later page' })).toHaveFocus();
  });
});
