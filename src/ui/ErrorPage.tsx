import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { paths } from '../config/paths';
import { errorPage, type ErrorPageTexts } from '../domain/texts/en/error-page';
import { GlobalLayout } from './GlobalLayout';
import { Main } from './Main';
import { usePageTitle } from './usePageTitle';
import { ButtonLink } from './Button';

export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

function detail(error: unknown, words: ErrorPageTexts): string {
  if (isNotFound(error)) return words.notFound;
  return isRouteErrorResponse(error)
    ? words.status(error.status, error.statusText)
    : words.tryAgain;
}

/**
 * The error element of every route (docs/product.md, "Screens and routes"): "Oops!" plus what went
 * wrong.
 */
export function ErrorPage() {
  const error = useRouteError();
  const words = errorPage;
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
  words: ErrorPageTexts;
  start: string;
  also?: { lang: string; words: ErrorPageTexts };
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
