import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

export { urls } from './urls';

/**
 * Axe with the WCAG 2.0, 2.1 and 2.2 A/AA rules, and the landmark rules that hold a page to one
 * main, a top-level banner and every part of it inside a landmark, run in the page
 * itself (axe.run). Its default mode runs per frame and then finishes in a second, blank page,
 * which doubles its time on this 2-core machine and only adds cross-origin frames: the app's
 * own CSP allows none but Clerk's challenge frames (scripts/security-headers.mjs), which are
 * not the app's to test.
 */
export function axe(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode().options({
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'],
    },
    rules: Object.fromEntries(
      [
        'landmark-one-main',
        'landmark-no-duplicate-main',
        'landmark-banner-is-top-level',
        'landmark-main-is-top-level',
        'region',
      ].map((rule) => [rule, { enabled: true }]),
    ),
  });
}

/** One element a rule of axe found. */
type AxeNode = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]['nodes'][number];

/**
 * Whether every element axe's target-size finds crowding `node` sits in a `position: sticky`
 * bar. Axe places a sticky element where it is at the moment, not where it belongs, so a box the
 * page scrolled under the visit's bar is reported as obscured (axe-core issue #3720, "target-size
 * rule should support position:sticky", open): such a finding alone is not counted.
 */
async function onlyUnderStickyBar(page: Page, node: AxeNode) {
  const crowding = [...node.any, ...node.all, ...node.none].flatMap(({ relatedNodes }) =>
    (relatedNodes ?? []).map(({ target }) => target.join(' ')),
  );
  if (crowding.length === 0) return false;
  return page.evaluate(
    (selectors) =>
      selectors.every((selector) => {
        for (let at = document.querySelector(selector); at; at = at.parentElement) {
          if (getComputedStyle(at).position === 'sticky') return true;
        }
        return false;
      }),
    crowding,
  );
}

/** Fails the test with the list of WCAG A/AA violations on the page. */
export async function expectAccessible(page: Page) {
  const results = await axe(page).analyze();
  const violations = [];
  for (const violation of results.violations) {
    const nodes = [];
    for (const node of violation.nodes) {
      if (violation.id === 'target-size' && (await onlyUnderStickyBar(page, node))) continue;
      nodes.push(node);
    }
    if (nodes.length > 0) violations.push({ ...violation, nodes });
  }
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

export async function signInAs(page: Page, who: 'provider' | 'administrator') {
  await page.goto('/login');
  await page.getByRole('button', { name: `Sign in as demo ${who}` }).click();
}

const LANDING = {
  provider: /\/d\/providers\/dashboard\/patients$/,
  administrator: /\/d\/admin$/,
};

/** Signs in as `who` and waits for their landing page: the patient list, or /d/admin. */
export async function signedInAs(page: Page, who: 'provider' | 'administrator') {
  await signInAs(page, who);
  await expect(page).toHaveURL(LANDING[who]);
}

export const test = base.extend<object>({
  page: async ({ page }, use) => {
    // Nothing outside this machine is reachable: fail such requests at once.
    await page.route(
      (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
      (route) => route.abort('internetdisconnected'),
    );
    // The preview server sends the build's production Content-Security-Policy: nothing may
    // break it. Each violation is reported as it happens (the page's own event, which a console
    // filter could miss), and Chromium's console message about it is caught as well.
    const violations: string[] = [];
    await page.exposeFunction('reportCspViolation', (violation: string) =>
      violations.push(violation),
    );
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
        const report = (window as unknown as { reportCspViolation: (v: string) => void })
          .reportCspViolation;
        report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${where}`);
      });
    });
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await use(page);
    expect(violations).toEqual([]);
  },
});

export { expect };
