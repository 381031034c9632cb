/**
 * What the error page says, in English: the provider's screens' and the patient tablet's (the
 * error texts of docs/product.md, "Error catalogue"). `ErrorPageTexts` is this object's type:
 * the Spanish (es/error-page.ts) must give every text, with no extra one, or the type check
 * fails.
 */
export const errorPage = {
  title: 'Oops!',
  text: 'Sorry, an unexpected error has occurred.',
  notFound: 'Not Found: there is no page at this address.',
  /** A route error's status line, as "405 Method Not Allowed". */
  status: (status: number, statusText: string) => `${status} ${statusText}`,
  tryAgain: 'Reload the page to try again.',
  start: 'Go to start',
  /** The tab's title. */
  pageTitle: 'Error',
  notFoundPageTitle: 'Not Found',
};

export type ErrorPageTexts = typeof errorPage;
