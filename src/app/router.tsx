/**
 * The route tree of spec section 2, declared with the segments of the paths
 * list. Every route below the root is lazy-loaded so the first screen stays
 * small, and every route has the spec's error element. A route with children
 * and no component renders its matching child.
 */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { ErrorPage } from '../ui/ErrorPage';
import { RootLayout } from './RootLayout';

// Static env checks (not config.mode) so the bundler drops the other mode's pages.
const loginRoute = () =>
  import.meta.env.VITE_CLERK_PUBLISHABLE_KEY
    ? import('../features/auth/clerk/LoginRoute')
    : import('../features/auth/demo/LoginRoute');
const signupRoute = () =>
  import.meta.env.VITE_CLERK_PUBLISHABLE_KEY
    ? import('../features/auth/clerk/SignUpRoute')
    : import('../features/auth/demo/SignUpRoute');

const soon = (title: string) => async () => {
  const { ComingSoon } = await import('../ui/ComingSoon');
  return { Component: () => <ComingSoon title={title} /> };
};

/** A route that is not built yet: its title on a "coming soon" page. */
const comingSoon = (title: string) => ({ lazy: soon(title), handle: { title } });

function withErrorElement(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    errorElement: <ErrorPage />,
    children: route.children ? withErrorElement(route.children) : undefined,
  })) as RouteObject[];
}

const { admin, dashboard, demoIntake } = paths;

export const routes: RouteObject[] = withErrorElement([
  {
    path: paths.root.segment,
    element: <RootLayout />,
    children: [
      { index: true, element: <Navigate to={paths.signedIn.href()} replace /> },
      { path: `${paths.login.segment}/*`, lazy: loginRoute, handle: { title: 'Login' } },
      { path: `${paths.signup.segment}/*`, lazy: signupRoute, handle: { title: 'Sign Up' } },
      { path: paths.legal.segment, ...comingSoon('Legal') },
      { path: paths.intakeChat.segment, ...comingSoon('Intake Chat') },
      {
        // Everything below needs a signed-in person and the API.
        lazy: () => import('../features/auth/SignedInArea'),
        children: [
          {
            path: paths.afterSignup.segment,
            lazy: () => import('../features/auth/AfterSignupPage'),
            handle: { title: 'Post Sign Up Steps' },
          },
          {
            path: paths.authMe.segment,
            lazy: () => import('../features/auth/AuthMePage'),
            handle: { title: 'Signed In' },
          },
          {
            path: paths.signedIn.segment,
            children: [
              {
                index: true,
                lazy: () => import('../features/auth/PostLoginRouter'),
                handle: { title: 'Signing In' },
              },
              {
                path: admin.root.segment,
                lazy: () => import('../features/admin/AdminLayout'),
                handle: { title: 'Administration' },
                children: [
                  { index: true, lazy: () => import('../features/admin/AdminHome') },
                  {
                    path: admin.organizations.segment,
                    children: [
                      { index: true, ...comingSoon('Organizations') },
                      { path: admin.organizationCreate.segment, ...comingSoon('New Organization') },
                      {
                        path: admin.organization.segment,
                        children: [
                          { index: true, ...comingSoon('Organization') },
                          { path: admin.providerCreate.segment, ...comingSoon('New Provider') },
                        ],
                      },
                    ],
                  },
                ],
              },
              {
                path: dashboard.root.segment,
                lazy: () => import('../features/patients/DashboardLayout'),
                handle: { title: 'Your Dashboard' },
                children: [
                  { index: true, lazy: () => import('../features/patients/DashboardHome') },
                  {
                    path: dashboard.patients.segment,
                    children: [
                      {
                        index: true,
                        lazy: () => import('../features/patients/list/PatientListPage'),
                        handle: { title: 'Patients' },
                      },
                      {
                        path: dashboard.patientCreate.segment,
                        lazy: () => import('../features/intake/form/PatientFormPage'),
                        handle: { title: 'New Patient' },
                      },
                      {
                        path: dashboard.patient.segment,
                        children: [
                          {
                            index: true,
                            lazy: () => import('../features/intake/form/PatientFormPage'),
                            handle: { title: 'Patient' },
                          },
                          {
                            path: dashboard.patientSummary.segment,
                            lazy: () => import('../features/intake/summary/IntakeSummaryPage'),
                            handle: { title: 'Intake Summary' },
                          },
                          {
                            path: dashboard.patientRecommendations.segment,
                            lazy: () => import('../features/recommendations/RecommendationsPage'),
                            handle: { title: 'Medication Recommendations' },
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
              {
                path: demoIntake.root.segment,
                children: [
                  { index: true, ...comingSoon('Patient Information') },
                  {
                    path: demoIntake.report.segment,
                    ...comingSoon('Patient Medication Recommendation'),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
]);

export const router = createBrowserRouter(routes);
