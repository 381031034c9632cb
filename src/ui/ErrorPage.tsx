import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { paths } from '../config/paths';
import { GlobalLayout } from './GlobalLayout';
import { Main } from './Main';
import { usePageTitle } from './usePageTitle';
import { ButtonLink } from './Button';

/**
 * What the error page says: the English of docs/product.md section 8 here; a screen in another
 * language passes its own.
 */
export interface ErrorPageWords {
  title: string;
  text: string;
  notFound: string;
  /** A route error's status line, as "405 Method Not Allowed". */
  status: (status: number, statusText: string) => string;
  tryAgain: string;
  start: string;
  /** The tab's title. */
  pageTitle: string;
  notFoundPageTitle: string;
}

export const errorPageWords: ErrorPageWords = {
  title: 'Oops!',
  text: 'Sorry, an unexpected error has occurred.',
  notFound: 'Not Found: there is no page at this address.',
  status: (status, statusText) => `${status} ${statusText}`,
  tryAgain: 'Reload the page to try again.',
  start: 'Go to start',
  pageTitle: 'Error',
  notFoundPageTitle: 'Not Found',
};

export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

function detail(error: unknown, words: ErrorPageWords): string {
  if (isNotFound(error)) return words.notFound;
  return isRouteErrorResponse(error)
    ? words.status(error.status, error.statusText)
    : words.tryAgain;
}

/** The error element of every route (docs/product.md section 2): "Oops!" plus what went wrong. */
export function ErrorPage() {
  const error = useRouteError();
  const words = errorPageWords;
  usePageTitle(isNotFound(error) ? words.notFoundPageTitle : words.pageTitle);
  return (
    <GlobalLayout>
      <Main>
        <ErrorMessage error={error} words={words} start={paths.root.href()} />
      </Main>
    </GlobalLayout>
  );
}

/**
 * The error page's text, in `words`, with its way back to `start`. `also`: the same in another
 * language, for a reader whose language is not known.
 */
export function ErrorMessage({
  error,
  words,
  start,
  also,
}: {
  error: unknown;
  words: ErrorPageWords;
  start: string;
  also?: { lang: string; words: ErrorPageWords };
}) {
  return (
    <div className="shell-page" role="alert">
      <h1>{words.title}</h1>
      <p>{words.text}</p>
      <p>
        <i>{detail(error, words)}</i>
      </p>
      {also && (
        <p lang={also.lang}>
          <strong>{also.words.title}</strong> {also.words.text} <i>{detail(error, also.words)}</i>
        </p>
      )}
      <div className="shell-actions">
        <ButtonLink variant="contained" to={start}>
          {words.start}
          {also && <span lang={also.lang}>&nbsp;· {also.words.start}</span>}
        </ButtonLink>
      </div>
    </div>
  );
}
