/**
 * The yardstick for bench:form: a plain HTML form of the same size. It is a static copy of
 * the patient form as the app drew it (the same controls, labels and layout, with every style
 * rule the page had), served with no script at all, so typing into it costs only the browser's
 * own work. bench:form types into both in the same run and reports the ratio of their
 * keystroke times, a figure that moves less with the machine's load than either time alone
 * (docs/architecture.md, "Budgets").
 */
import type { Page } from '@playwright/test';
import { baseUrl } from './harness';

const PLAIN_FORM_URL = `${baseUrl}/bench-plain-form.html`;

/**
 * The page as it is now, as one static document: the form's markup and the text of every CSS
 * rule in effect (rules inserted through the CSS object model leave their style elements
 * empty). A string, not a function: tsx would wrap inner functions in a helper
 * the page lacks.
 */
const STATIC_COPY = `(() => {
  const rules = [...document.styleSheets].flatMap((sheet) => {
    try { return [...sheet.cssRules].map((rule) => rule.cssText); } catch { return []; }
  });
  const form = document.querySelector('main form');
  if (!form) throw new Error('no form in the page');
  const copy = form.cloneNode(true);
  copy.removeAttribute('novalidate');
  return '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Plain form</title>'
    + '<style>' + rules.join('\\n') + '</style></head><body><main>' + copy.outerHTML + '</main></body></html>';
})()`;

/** Copies the form on the page and serves the copy, with no script, at its own address. */
export async function servePlainCopyOf(page: Page): Promise<string> {
  const html = await page.evaluate<string>(STATIC_COPY);
  await page.route(PLAIN_FORM_URL, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  return PLAIN_FORM_URL;
}
