import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { isTabletPath } from '../config/tablet-paths';
import { routes } from './router';
import type { RouteHandle } from './route-title';

/** The title of the deepest route that names one, for a URL. */
function titleAt(url: string): string | undefined {
  const matches = matchRoutes(routes, url) ?? [];
  return [...matches].reverse().find((match) => (match.route.handle as RouteHandle)?.title)?.route
    .handle.title;
}

describe('the paths list', () => {
  it('builds links with their params URL-encoded', () => {
    expect(paths.dashboard.patientSummary.href({ patientUuid: 'a b/c' })).toBe(
      '/d/providers/dashboard/patients/a%20b%2Fc/summary',
    );
    expect(paths.admin.providerCreate.href({ organizationId: 7 })).toBe(
      '/d/admin/organizations/7/providers/create',
    );
    expect(paths.legal.href({ index: 2 })).toBe('/legal/2');
    expect(paths.legalReader.href({ index: 2, section: 'a/b' })).toBe('/legal/2/read/a%2Fb');
    expect(paths.signedIn.href()).toBe('/d');
  });

  it.each([
    [paths.login.href(), 'Login'],
    [paths.signup.href(), 'Sign Up'],
    [paths.afterSignup.href(), 'Post Sign Up Steps'],
    [paths.legal.href({ index: 1 }), 'Legal'],
    [paths.legalReader.href({ index: 1, section: 'privacy' }), 'Legal'],
    [paths.intakeChat.href(), 'Intake Chat'],
    [paths.signedIn.href(), 'Signing In'],
    [paths.admin.root.href(), 'Administration'],
    [paths.admin.organizations.href(), 'Organizations'],
    [paths.admin.organizationCreate.href(), 'New Organization'],
    [paths.admin.organization.href({ organizationId: 3 }), 'Organization'],
    [paths.admin.providerCreate.href({ organizationId: 3 }), 'New Provider'],
    [paths.dashboard.root.href(), 'Your Dashboard'],
    [paths.dashboard.patients.href(), 'Patients'],
    [paths.dashboard.patientCreate.href(), 'New Patient'],
    [paths.dashboard.patient.href({ patientUuid: 'p-1' }), 'Patient'],
    [paths.dashboard.patientSummary.href({ patientUuid: 'p-1' }), 'Intake Summary'],
    [
      paths.dashboard.patientRecommendations.href({ patientUuid: 'p-1' }),
      'Medication Recommendations',
    ],
    [paths.demoIntake.root.href(), 'Patient Information'],
    [paths.demoIntake.report.href({ intakeId: 'x' }), 'Patient Medication Recommendation'],
  ])('routes %s to the page titled %s', (url, title) => {
    expect(titleAt(url)).toBe(title);
  });

  it('counts the legal reader among the tablet’s screens, and nothing below or beside it', () => {
    expect(isTabletPath('/legal/1/read/privacy')).toBe(true);
    expect(isTabletPath('/legal/1')).toBe(true);
    expect(isTabletPath('/legal/1/read')).toBe(false);
    expect(isTabletPath('/legal/1/read/privacy/more')).toBe(false);
  });
});
