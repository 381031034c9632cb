/**
 * `npm run lighthouse [-- runs]`: Lighthouse's mobile preset (its default: a
 * phone's screen, simulated slow 4G and 4x CPU) on the sign-in page, the
 * patient list, a patient's form, her intake summary and the recommendations view. The signed-in
 * pages are navigations of one Lighthouse user flow after signing in as the
 * demo provider. The production build of the demo against the mock API over
 * HTTP, served by `vite preview` with the build's security headers; Debian's
 * Chromium ($CHROME_PATH, or the one the e2e suite finds) through puppeteer-core.
 *
 * Runs the flow `runs` times (default 1) and prints each page's scores and FCP,
 * LCP, TBT and CLS per run and the run of median performance; writes the last
 * flow report to bench-results/lighthouse/flow.html (and .json); exits non-zero
 * when a median is under target (accessibility 100, best practices 100,
 * performance 95). Not part of `npm test`: timings on a shared machine are noise.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { startFlow } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { paths } from '../src/config/paths';
import { MAYA } from '../tests/sample-patients';
import { baseUrl, startApp } from './bench/harness';
// @ts-expect-error: a plain ES module shared with the Playwright config.
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const TARGETS = { accessibility: 1, 'best-practices': 1, performance: 0.95 } as const;
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
} as const;
const REPORT_DIR = 'bench-results/lighthouse';
const runs = Number(process.argv[2] ?? 1);

type Result = Awaited<ReturnType<Awaited<ReturnType<typeof startFlow>>['createFlowResult']>>;
type Lhr = Result['steps'][number]['lhr'];

const at = (path: string) => `${baseUrl}${path}`;

async function measure(browser: Browser): Promise<Result> {
  const page = await browser.newPage();
  const flow = await startFlow(page, { name: 'ContraRx, mobile' });
  await flow.navigate(at(paths.login.href()), { name: 'Sign-in page' });
  await page.locator('::-p-aria(Sign in as demo provider[role="button"])').click();
  await page.waitForFunction(() => location.pathname.endsWith('/patients'));

  // The demo's session is this tab's sessionStorage: keep it across the navigations.
  const signedIn = { flags: { disableStorageReset: true } };
  await flow.navigate(at(paths.dashboard.patients.href()), { name: 'Patient list', ...signedIn });
  await flow.navigate(at(paths.dashboard.patient.href({ patientUuid: MAYA })), {
    name: "A patient's form",
    ...signedIn,
  });
  await flow.navigate(at(paths.dashboard.patientSummary.href({ patientUuid: MAYA })), {
    name: 'Intake summary',
    ...signedIn,
  });
  await flow.navigate(at(paths.dashboard.patientRecommendations.href({ patientUuid: MAYA })), {
    name: 'Recommendations view',
    ...signedIn,
  });
  const result = await flow.createFlowResult();
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(`${REPORT_DIR}/flow.html`, await flow.generateReport());
  writeFileSync(`${REPORT_DIR}/flow.json`, JSON.stringify(result));
  await page.close();
  return result;
}

const score = (lhr: Lhr, category: string) => lhr.categories[category]?.score ?? 0;

function summary(lhr: Lhr): string {
  const scores = Object.keys(TARGETS).map((c) => `${c} ${Math.round(score(lhr, c) * 100)}`);
  const metrics = Object.entries(METRICS).map(
    ([label, id]) => `${label} ${lhr.audits[id]?.displayValue ?? '?'}`,
  );
  return `${scores.join(', ')}; ${metrics.join(', ')}`;
}

/** The audits that cost a category points, for finding the cause. */
function shortfalls(lhr: Lhr): string[] {
  return Object.keys(TARGETS).flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      if (ref.weight === 0 || !audit || audit.score === null || audit.score >= 1) return [];
      return [`    ${category}: ${audit.id} ${audit.score} ${audit.displayValue ?? ''}`];
    }),
  );
}

const stop = await startApp();
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH || (await findChromium()),
  args: CHROMIUM_ARGS,
  headless: true,
});
const byPage = new Map<string, Lhr[]>();
try {
  for (let run = 1; run <= runs; run += 1) {
    const result = await measure(browser);
    // Lighthouse's measure of this machine's CPU at the time (higher is faster).
    console.info(`run ${run}, benchmark index ${result.steps[0]?.lhr.environment.benchmarkIndex}`);
    for (const { lhr, name } of result.steps) {
      console.info(`  ${name}: ${summary(lhr)}`);
      byPage.set(name, [...(byPage.get(name) ?? []), lhr]);
    }
  }
} finally {
  await browser.close();
  stop();
}

let failed = false;
console.info(`Median of ${runs} run(s), by performance score:`);
for (const [name, lhrs] of byPage) {
  const sorted = [...lhrs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const median = sorted[Math.floor(sorted.length / 2)]!;
  console.info(`  ${name}: ${summary(median)}`);
  for (const line of shortfalls(median)) console.info(line);
  for (const [category, target] of Object.entries(TARGETS)) {
    if (score(median, category) < target) failed = true;
  }
}
console.info(`Last flow report: ${REPORT_DIR}/flow.html`);
if (failed) {
  console.error('Under target: accessibility 100, best practices 100, performance 95.');
  process.exit(1);
}
