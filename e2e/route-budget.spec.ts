/**
 * Design budget: no route of a connected build loads more than 250 kB of gzipped JS in all, the
 * ceiling every signed-in and tablet screen is held to (docs/architecture.md, "Budgets").
 * A connected build cannot sign in here (Clerk's script does not load), so the JS each screen
 * loads is read from the build's manifest: the entry, the connected app, and every lazy route
 * module on the way to the screen, each with the chunks it imports.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const BUILD = 'dist-e2e/connected';
const BUDGET = 250_000;

interface Chunk {
  file: string;
  imports?: string[];
  isDynamicEntry?: boolean;
  dynamicImports?: string[];
}

const manifest = JSON.parse(readFileSync(`${BUILD}/.vite/manifest.json`, 'utf8')) as Record<
  string,
  Chunk
>;

const shell = ['index.html', 'src/app/ConnectedApp.tsx'];

/**
 * What a module loads lazily in one language: its words for the other left out. A module that
 * other screens import as well (the explorer's English words, on the provider's) has a chunk of
 * its own, named by a hash, so it is found here rather than by its path.
 */
const lazyIn = (key: string, language: 'en' | 'es') =>
  (manifest[key]?.dynamicImports ?? []).filter(
    (imported) => !imported.includes(`/texts/${language === 'en' ? 'es' : 'en'}/`),
  );
// A signed-in page fetches the idle warning's code as it loads, before the warning is due
// (ui/PreloadedIdleWarning.tsx): it counts on every signed-in screen.
const signedIn = [...shell, 'src/features/auth/SignedInArea.tsx', 'src/ui/IdleWarning.tsx'];
const dashboard = [...signedIn, 'src/features/patients/DashboardLayout.tsx'];
const admin = [...signedIn, 'src/features/admin/AdminLayout.tsx'];
const tablet = [...shell, 'src/features/tablet/TabletLayout.tsx'];
const demo = [...signedIn, 'src/features/demo/DemoLayout.tsx'];

/** The visit with its documents step (features/visit/DocumentsStep.tsx). */
const visitDocuments = [
  ...dashboard,
  'src/features/visit/VisitPage.tsx',
  'src/features/visit/DocumentsStep.tsx',
  'src/ui/SignOutDialogs.tsx',
];

/** Each screen with the route modules the router loads for it (src/app/router.tsx). */
const screens: Record<string, string[]> = {
  login: [...shell, 'src/features/auth/clerk/LoginRoute.tsx'],
  'sign up': [...shell, 'src/features/auth/clerk/SignUpRoute.tsx'],
  welcome: [...tablet, 'src/features/tablet/consent/WelcomePage.tsx'],
  'legal steps': [...tablet, 'src/features/tablet/consent/LegalStepPage.tsx'],
  'legal reader': [...tablet, 'src/features/tablet/consent/LegalReaderPage.tsx'],
  // With the intake's wording and the chat's messages in the patient's language only
  // (features/tablet/chat/language/pack.tsx).
  'intake chat, in English': [
    ...tablet,
    'src/features/tablet/chat/ChatPage.tsx',
    'src/domain/texts/en/intake.ts',
    'src/domain/texts/en/chat.ts',
  ],
  'intake chat, in Spanish': [
    ...tablet,
    'src/features/tablet/chat/ChatPage.tsx',
    'src/domain/texts/es/intake.ts',
    'src/domain/texts/es/chat.ts',
  ],
  // Her answers sent: the method explorer, with its words in her language only
  // (features/tablet/explorer/language.ts).
  'intake chat, its method explorer in English': [
    ...tablet,
    'src/features/tablet/chat/ChatPage.tsx',
    'src/domain/texts/en/intake.ts',
    'src/domain/texts/en/chat.ts',
    'src/features/tablet/explorer/ExplorerStep.tsx',
    ...lazyIn('src/features/tablet/explorer/ExplorerStep.tsx', 'en'),
  ],
  'intake chat, its method explorer in Spanish': [
    ...tablet,
    'src/features/tablet/chat/ChatPage.tsx',
    'src/domain/texts/es/intake.ts',
    'src/domain/texts/es/chat.ts',
    'src/features/tablet/explorer/ExplorerStep.tsx',
    ...lazyIn('src/features/tablet/explorer/ExplorerStep.tsx', 'es'),
  ],
  // The tablet once its session has ended: the staff sign-in, loaded when shown.
  'signed-out tablet': [...tablet, 'src/features/tablet/StaffSignIn.tsx'],
  // Any signed-in address while the tablet is locked.
  'locked tablet': [...signedIn, 'src/features/auth/LockedTablet.tsx'],
  'after sign-up': [...signedIn, 'src/features/auth/AfterSignupPage.tsx'],
  authme: [...signedIn, 'src/features/auth/AuthMePage.tsx'],
  'post-login router': [...signedIn, 'src/features/auth/PostLoginRouter.tsx'],
  'demo provider intake': [...demo, 'src/features/demo/DemoIntakePage.tsx'],
  'demo recommendation report': [...demo, 'src/features/demo/DemoReportPage.tsx'],
  'dashboard home': [...dashboard, 'src/features/patients/DashboardHome.tsx'],
  'patient list': [...dashboard, 'src/features/patients/list/PatientListPage.tsx'],
  'patient form': [...dashboard, 'src/features/intake/form/PatientFormPage.tsx'],
  // The sign-out question and the offer to restore kept changes load only when shown; the
  // form is the largest screen they can show on.
  'patient form, its dialogs shown': [
    ...dashboard,
    'src/features/intake/form/PatientFormPage.tsx',
    'src/features/intake/form/RestoreDraftDialog.tsx',
    'src/ui/SignOutDialogs.tsx',
  ],
  'intake summary': [...dashboard, 'src/features/intake/summary/IntakeSummaryPage.tsx'],
  recommendations: [...dashboard, 'src/features/recommendations/RecommendationsPage.tsx'],
  // The sign-out question loads only when shown, and can show here too.
  'pharmacist visit': [
    ...dashboard,
    'src/features/visit/VisitPage.tsx',
    'src/ui/SignOutDialogs.tsx',
  ],
  // Its decision loads when its step opens.
  'pharmacist visit, its decision': [
    ...dashboard,
    'src/features/visit/VisitPage.tsx',
    'src/features/visit/DecisionStep.tsx',
    'src/ui/SignOutDialogs.tsx',
  ],
  // Its documents load when their step opens, with her summary's words in her language only;
  // the FHIR writer when the record is downloaded.
  'pharmacist visit, its documents in English': [
    ...visitDocuments,
    'src/domain/texts/en/summary.ts',
  ],
  'pharmacist visit, its documents in Spanish': [
    ...visitDocuments,
    'src/domain/texts/es/summary.ts',
    'src/domain/texts/es/explorer.ts',
  ],
  'pharmacist visit, its record downloaded': [
    ...visitDocuments,
    'src/domain/texts/en/summary.ts',
    'src/domain/visit/fhir/visit-bundle.ts',
  ],
  // Completing the visit loads when its step opens.
  'pharmacist visit, its completion': [
    ...dashboard,
    'src/features/visit/VisitPage.tsx',
    'src/features/visit/CompleteStep.tsx',
    'src/ui/SignOutDialogs.tsx',
  ],
  'admin home': [...admin, 'src/features/admin/AdminHome.tsx'],
  'admin organizations': [...admin, 'src/features/admin/organizations/OrganizationListPage.tsx'],
  'admin new organization': [
    ...admin,
    'src/features/admin/organizations/OrganizationCreatePage.tsx',
  ],
  'admin organization': [...admin, 'src/features/admin/organizations/OrganizationPage.tsx'],
  'admin new provider': [...admin, 'src/features/admin/providers/ProviderCreatePage.tsx'],
};

/** The files a module loads: its chunk and, transitively, the chunks it imports. */
function filesOf(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) filesOf(imported, into);
  return into;
}

const gzipped = new Map<string, number>();
function gzippedSize(file: string): number {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(`${BUILD}/${file}`)).length;
    gzipped.set(file, size);
  }
  return size;
}

test('every lazy module of the build is on some screen of the budget', () => {
  const lazy = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry);
  const covered = new Set(Object.values(screens).flat());
  expect(lazy.filter((key) => !covered.has(key))).toEqual([]);
});

test('no screen of a connected build loads more than 250 kB of gzipped JS', () => {
  const totals = Object.entries(screens).map(([screen, modules]) => {
    const files = new Set<string>();
    for (const module of modules) filesOf(module, files);
    const js = [...files].filter((file) => file.endsWith('.js'));
    return { screen, kB: js.reduce((sum, file) => sum + gzippedSize(file), 0) / 1000 };
  });
  console.info(
    'JS per screen, connected build (gzip):\n' +
      totals.map(({ screen, kB }) => `  ${screen}: ${kB.toFixed(1)} kB`).join('\n'),
  );
  for (const { screen, kB } of totals) expect(kB * 1000, screen).toBeLessThanOrEqual(BUDGET);
});
