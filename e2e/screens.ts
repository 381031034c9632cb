/**
 * The app's screens on the demo build, each with who opens it and what shows it is ready:
 * the list the accessibility checks walk (reflow, focus rings).
 */
import type { Page } from '@playwright/test';
import { MAYA } from '../tests/sample-patients';
import { expect, signedInAs } from './fixtures';

export interface Screen {
  name: string;
  path: string;
  as: 'provider' | 'administrator' | null;
  /** The page's heading, once ready. */
  heading: string | RegExp;
}

const patient = `/d/providers/dashboard/patients/${MAYA}`;

export const screens: Screen[] = [
  { name: 'sign-in', path: '/login', as: null, heading: /Sign in/i },
  { name: 'not found', path: '/no-such-page', as: null, heading: 'Oops!' },
  { name: 'dashboard home', path: '/d/providers/dashboard', as: 'provider', heading: 'Welcome' },
  {
    name: 'patient list',
    path: '/d/providers/dashboard/patients',
    as: 'provider',
    heading: 'Patients',
  },
  {
    name: 'new patient',
    path: '/d/providers/dashboard/patients/create',
    as: 'provider',
    heading: 'New Patient',
  },
  { name: 'patient form', path: patient, as: 'provider', heading: 'Maya Thompson' },
  {
    name: 'intake summary',
    path: `${patient}/summary`,
    as: 'provider',
    heading: /Intake Summary/i,
  },
  {
    name: 'recommendations',
    path: `${patient}/recommendations`,
    as: 'provider',
    heading: /Recommendation/i,
  },
  { name: 'pharmacist visit', path: `${patient}/visit`, as: 'provider', heading: 'Visit' },
  {
    name: 'demo intake',
    path: '/d/provider/intake',
    as: 'provider',
    heading: 'Patient Information',
  },
  { name: 'admin home', path: '/d/admin', as: 'administrator', heading: 'Home' },
  {
    name: 'organizations',
    path: '/d/admin/organizations',
    as: 'administrator',
    heading: 'Organizations',
  },
  {
    name: 'organization',
    path: '/d/admin/organizations/2',
    as: 'administrator',
    heading: /.+/,
  },
  {
    name: 'new organization',
    path: '/d/admin/organizations/create',
    as: 'administrator',
    heading: /New Organization/i,
  },
  {
    name: 'new provider',
    path: '/d/admin/organizations/2/providers/create',
    as: 'administrator',
    heading: /New Provider/i,
  },
  { name: 'tablet welcome', path: '/welcome', as: 'provider', heading: 'Welcome!' },
  { name: 'tablet legal step', path: '/legal/1', as: 'provider', heading: 'Before we start' },
  {
    name: 'tablet legal text',
    path: '/legal/1/read/privacy',
    as: 'provider',
    heading: 'Privacy Policy',
  },
];

/** Signs in as the screen's user (if any), opens it, and waits for its heading. */
export async function openScreen(page: Page, screen: Screen) {
  if (screen.as) await signedInAs(page, screen.as);
  await page.goto(screen.path);
  await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
  // The page's data (a list's rows, a form's answers) in, not its loading state.
  await page.waitForLoadState('networkidle');
}
