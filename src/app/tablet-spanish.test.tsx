import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../tests/render-app';
import { signedInSession } from '../../tests/signed-in-session';
import { routes } from './router';
import { consentTexts as fullTexts } from '../domain/texts/consent';
import { chat as englishText } from '../domain/texts/en/chat';
import { chat as spanishText } from '../domain/texts/es/chat';
import { AuthSessionContext, type AuthSession } from '../auth/session';
import { errorPage as errorPageWords } from '../domain/texts/en/error-page';
import { intake as englishWording } from '../domain/texts/en/intake';
import { tablet as en } from '../domain/texts/en/tablet';
import { errorPageTexts as errorMessages } from '../domain/texts/error-page';
import { intake as spanishWording } from '../domain/texts/es/intake';
import { tablet as es } from '../domain/texts/es/tablet';
import { languageNames } from '../domain/texts/language';
import { lockTexts as lockMessages } from '../domain/texts/lock';
import { server } from '../mocks/node';
import { roleGateWords } from '../ui/RoleGate';
import { legalSteps } from '../features/tablet/legal-steps';

type App = ReturnType<typeof renderApp>;

/** Every string of a message tree, with where it sits, functions left out. */
function leaves(tree: unknown, at = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof tree === 'string') found.set(at, tree);
  else if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) {
      for (const [where, text] of leaves(value, `${at}.${key}`)) found.set(where, text);
    }
  }
  return found;
}

/**
 * What the tablet says in English and not in Spanish: every English message the Spanish
 * catalogue words otherwise, and the English of what is worded outside it.
 */
const english = (() => {
  const spanish = new Map([...leaves(es), ...leaves(spanishText)]);
  const messages = [...leaves(en), ...leaves(englishText)]
    .filter(([where, text]) => spanish.get(where) !== text)
    .map(([, text]) => text);
  return [
    ...messages,
    ...Object.values(roleGateWords),
    ...[...leaves(errorPageWords).values()].filter((text) => text !== 'Error'),
    ...Object.values(lockMessages.en),
    ...Object.values(fullTexts.en).flat(),
    'Sample data only',
  ].filter((text) => text.length >= 3);
})();

/**
 * Everything the screen says, to the eye, to a screen reader and in the tab's title. The
 * language choice names each language in its own, marked so: that is left out.
 */
function shownText(): string {
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const other of body.querySelectorAll('[lang]:not([lang="es"])')) other.remove();
  const attributes = [...body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')]
    .flatMap((element) =>
      ['aria-label', 'alt', 'title', 'placeholder'].map((name) => element.getAttribute(name)),
    )
    .filter(Boolean);
  return [body.textContent, ...attributes, document.title].join('\n');
}

function expectNoEnglish() {
  const text = shownText();
  expect(english.filter((phrase) => text.includes(phrase))).toEqual([]);
  expect(document.documentElement.lang).toBe('es');
}

const title = (screenTitle: string) => `ContraRx - ${screenTitle}`;

/** The tablet's welcome screen, with Español chosen. */
async function openInSpanish(): Promise<App> {
  const app = renderApp('/welcome', 'provider');
  await screen.findByRole('heading', { name: en.welcome.title });
  await app.user.click(screen.getByRole('button', { name: languageNames.es }));
  await screen.findByRole('heading', { name: es.welcome.title });
  return app;
}

describe('the tablet in Spanish', () => {
  it('says everything in Spanish from the welcome to the chat, full texts included', async () => {
    const app = await openInSpanish();
    const logo = screen.getByRole('img', { name: es.welcome.logo });
    for (const line of es.welcome.logoLines) expect(logo).toHaveTextContent(line);
    expect(document.title).toBe(title(es.welcome.pageTitle));
    expectNoEnglish();

    await app.user.click(screen.getByRole('link', { name: es.welcome.start }));
    for (const [index, statements] of legalSteps.entries()) {
      const step = index + 1;
      await screen.findByText(es.legal.step(step, legalSteps.length));
      expect(screen.getByRole('heading', { level: 1, name: es.legal.title })).toBeVisible();
      // Each step its own title.
      expect(document.title).toBe(title(es.legal.pageTitle(step, legalSteps.length)));
      expectNoEnglish();

      for (const { id, toggle } of statements) {
        const words = es.legal.sections[id];
        await app.user.click(screen.getByRole('link', { name: words.readFull }));
        // One address serves both languages: the full text is the chosen one's.
        await waitFor(() => expect(app.pathname()).toBe(`/legal/${step}/read/${id}`));
        expect(await screen.findByRole('heading', { level: 1, name: words.title })).toBeVisible();
        for (const paragraph of fullTexts.es[id]) expect(screen.getByText(paragraph)).toBeVisible();
        expect(document.title).toBe(title(words.title));
        expectNoEnglish();
        await app.user.click(screen.getByRole('button', { name: es.legal.reader.back }));
        await screen.findByRole('heading', { level: 1, name: es.legal.title });
        const region = screen.getByRole('region', { name: words.title });
        await app.user.click(
          within(region).getByRole('switch', { name: `${es.legal[toggle]}: ${words.title}` }),
        );
      }
      await app.user.click(screen.getByRole('link', { name: es.legal.next }));
    }

    await waitFor(() => expect(app.pathname()).toBe('/intake/chat'));
    expect(
      await screen.findByRole('heading', { name: spanishWording.questions.name.question }),
    ).toBeVisible();
    expect(screen.queryByText(englishWording.questions.name.question)).toBeNull();
    expect(document.title).toBe(title(es.chat.pageTitle));
    expectNoEnglish();
  }, 60_000);

  it('asks staff in Spanish before they leave', async () => {
    const app = await openInSpanish();
    await app.user.click(screen.getByRole('button', { name: es.tablet.staffReturn }));
    const dialog = screen.getByRole('dialog', { name: es.tablet.staffReturnTitle });
    expect(dialog).toHaveTextContent(es.tablet.staffReturnText);
    expectNoEnglish();
    await app.user.click(within(dialog).getByRole('button', { name: es.tablet.staffReturnCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says an address the tablet does not have is not found, inside the tablet, in Spanish too', async () => {
    const app = renderApp('/intake/chat/more', 'provider');
    // In English, the words of docs/product.md, "Error catalogue", with the way back to the
    // tablet's start.
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeVisible();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Sorry, an unexpected error has occurred.');
    expect(alert).toHaveTextContent('Not Found: there is no page at this address.');
    expect(screen.getByRole('link', { name: 'Go to start' })).toHaveAttribute('href', '/welcome');
    expect(document.title).toBe('ContraRx - Not Found');

    // Still the tablet: its language choice and staff's way out, not the provider's pages.
    await app.user.click(screen.getByRole('button', { name: languageNames.es }));
    const words = errorMessages.es;
    expect(screen.getByRole('heading', { name: words.title })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(words.notFound);
    expect(document.title).toBe(title(words.notFoundPageTitle));
    expect(screen.getByRole('button', { name: es.tablet.staffReturn })).toBeVisible();
    expectNoEnglish();

    const start = screen.getByRole('link', { name: words.start });
    expect(start).toHaveAttribute('href', '/welcome');
    await app.user.click(start);
    expect(await screen.findByRole('heading', { name: es.welcome.title })).toBeVisible();
    expectNoEnglish();
  });
});

/** The whole app in a session the test changes as it goes. */
function renderInSession(path: string) {
  let change: (session: AuthSession) => void = () => {};
  function Session({ children }: { children: ReactNode }) {
    const [session, setSession] = useState(() => signedInSession('provider'));
    change = setSession;
    return <AuthSessionContext value={session}>{children}</AuthSessionContext>;
  }
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Session>
        <RouterProvider router={router} />
      </Session>
    </SWRConfig>,
  );
  return {
    user: userEvent.setup(),
    setSession: (session: AuthSession) => act(() => change(session)),
  };
}

describe('the tablet’s own checks in Spanish', () => {
  it('checks the staff member’s role, and says it failed, in Spanish', async () => {
    const { user, setSession } = renderInSession('/legal/1');
    await screen.findByRole('heading', { name: en.legal.title });
    await user.click(screen.getByRole('button', { name: languageNames.es }));
    await screen.findByRole('heading', { name: es.legal.title });

    // Another staff member's session: the role is checked anew, and the check fails.
    server.use(
      http.get('*/api/auth/whoami', async () => {
        await delay(300);
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    setSession({ ...signedInSession('provider'), userId: 'user_other_provider' });
    expect(await screen.findByRole('status')).toHaveTextContent(es.tablet.accessCheck.checking);
    expect(document.title).toBe(title(es.legal.pageTitle(1, legalSteps.length)));
    expectNoEnglish();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(es.tablet.accessCheck.failed);
    expect(
      within(alert).getByRole('button', { name: es.tablet.accessCheck.tryAgain }),
    ).toBeVisible();
    expect(document.title).toBe(title(es.legal.pageTitle(1, legalSteps.length)));
    expectNoEnglish();

    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: es.tablet.accessCheck.tryAgain }));
    expect(await screen.findByRole('heading', { name: es.legal.title })).toBeVisible();
  });

  it('asks for staff in Spanish alone once Spanish is chosen', async () => {
    const { user, setSession } = renderInSession('/welcome');
    await screen.findByRole('heading', { name: en.welcome.title });
    await user.click(screen.getByRole('button', { name: languageNames.es }));
    await screen.findByRole('heading', { name: es.welcome.title });

    setSession({ ...signedInSession('provider'), status: 'signed-out', userId: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: lockMessages.es.askStaff }),
    ).toBeVisible();
    expect(screen.getByText(lockMessages.es.askStaffText)).toBeVisible();
    expect(screen.getByRole('link', { name: es.tablet.signIn })).toHaveAttribute('href', '/login');
    expect(document.title).toBe(title(es.welcome.pageTitle));
    expectNoEnglish();
  });
});

describe('the tablet’s title in Spanish, whatever it shows', () => {
  /** The tablet at `path`, Spanish chosen: a screen of the flow, in a session the test sets. */
  async function inSpanish(path: string, heading: string) {
    const app = renderInSession(path);
    await app.user.click(await screen.findByRole('button', { name: languageNames.es }));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    return app;
  }

  /** The tab's title is `spanish`, not the English the route or the catalogue would give. */
  function expectTitle(spanish: string) {
    expect(document.title).toBe(title(spanish));
    expectNoEnglish();
  }

  const step1 = es.legal.pageTitle(1, legalSteps.length);

  it('names the spinner of a sign-in being checked and the staff sign-in as the screen', async () => {
    const { setSession } = await inSpanish('/legal/1', es.legal.title);
    expectTitle(step1);

    setSession({ ...signedInSession('provider'), status: 'loading' });
    expect(await screen.findByRole('status')).toHaveTextContent(es.tablet.checkingSignIn);
    expectTitle(step1);

    setSession({ ...signedInSession('provider'), status: 'signed-out', userId: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: lockMessages.es.askStaff }),
    ).toBeVisible();
    expectTitle(step1);
  });

  it('names a statement’s full text after the statement, in Spanish', async () => {
    await inSpanish('/legal/1/read/privacy', es.legal.sections.privacy.title);
    expectTitle(es.legal.sections.privacy.title);
  });

  it('says a text the flow does not have is not found, in the title too', async () => {
    await inSpanish('/legal/1/read/nonsense', es.legal.reader.notFoundTitle);
    expectTitle(es.legal.reader.notFoundTitle);
  });

  it('names an address the tablet does not have as not found, in Spanish', async () => {
    await inSpanish('/legal/1/nonsense', errorMessages.es.title);
    expectTitle(errorMessages.es.notFoundPageTitle);
  });

  /*
   * Every title written, not only the last: a screen giving way to the next must not leave the
   * tab on the route's English title ("Legal") for an instant (src/ui/usePageTitle.ts keeps an
   * area's or a screen's title through a change of it, clearing it only when it goes).
   */
  it('never writes an English title in between, screen to screen', async () => {
    const app = await openInSpanish();
    const written: string[] = [];
    const set = vi.spyOn(document, 'title', 'set');
    set.mockImplementation(function (this: Document, value: string) {
      written.push(value);
      Object.getOwnPropertyDescriptor(Document.prototype, 'title')!.set!.call(this, value);
    });
    await app.user.click(screen.getByRole('link', { name: es.welcome.start }));
    for (const [index, statements] of legalSteps.entries()) {
      await screen.findByText(es.legal.step(index + 1, legalSteps.length));
      for (const { id } of statements) {
        await app.user.click(
          within(screen.getByRole('region', { name: es.legal.sections[id].title })).getByRole(
            'switch',
          ),
        );
      }
      await app.user.click(screen.getByRole('link', { name: es.legal.next }));
    }
    await waitFor(() => expect(app.pathname()).toBe('/intake/chat'));
    await screen.findByRole('heading', { name: spanishWording.questions.name.question });
    const spanish = new Set([
      title(es.welcome.pageTitle),
      ...legalSteps.map((_, index) => title(es.legal.pageTitle(index + 1, legalSteps.length))),
      title(es.chat.pageTitle),
    ]);
    expect(written.length).toBeGreaterThan(0);
    expect(written.filter((each) => !spanish.has(each))).toEqual([]);
  });
});
