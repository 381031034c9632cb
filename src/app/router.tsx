/**
 * The route tree of spec section 2. Every route below the root is
 * lazy-loaded so the first screen stays small, and every route has the
 * spec's error element.
 */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { ErrorPage } from '../ui/ErrorPage';
import { RootLayout } from './RootLayout';
import { paths } from './paths';

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

function withErrorElement(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    errorElement: <ErrorPage />,
    children: route.children ? withErrorElement(route.children) : undefined,
  })) as RouteObject[];
}

export const routes: RouteObject[] = withErrorElement([
  {
    path: paths.root,
    element: <RootLayout />,
    children: [
      { index: true, element: <Navigate to={paths.signedIn} replace /> },
      { path: 'login/*', lazy: loginRoute, handle: { title: 'Login' } },
      { path: 'signup/*', lazy: signupRoute, handle: { title: 'Sign Up' } },
      { path: paths.legal.pattern, lazy: soon('Legal'), handle: { title: 'Legal' } },
      { path: 'intake/chat', lazy: soon('Intake Chat'), handle: { title: 'Intake Chat' } },
      {
        // Everything below needs a signed-in person and the API.
        lazy: () => import('../features/auth/SignedInArea'),
        children: [
          {
            path: 'after_signup',
            lazy: () => import('../features/auth/AfterSignupPage'),
            handle: { title: 'Post Sign Up Steps' },
          },
          {
            path: 'authme',
            lazy: () => import('../features/auth/AuthMePage'),
            handle: { title: 'Signed In' },
          },
          {
            path: 'd',
            children: [
              {
                index: true,
                lazy: () => import('../features/auth/PostLoginRouter'),
                handle: { title: 'Signing In' },
              },
              {
                path: 'admin',
                lazy: () => import('../features/admin/AdminLayout'),
                handle: { title: 'Administration' },
                children: [
                  { index: true, lazy: () => import('../features/admin/AdminHome') },
                  {
                    path: 'organizations',
                    lazy: soon('Organizations'),
                    handle: { title: 'Organizations' },
                  },
                  {
                    path: 'organizations/create',
                    lazy: soon('New Organization'),
                    handle: { title: 'New Organization' },
                  },
                  {
                    path: 'organizations/:organizationId',
                    lazy: soon('Organization'),
                    handle: { title: 'Organization' },
                  },
                  {
                    path: 'organizations/:organizationId/providers/create',
                    lazy: soon('New Provider'),
                    handle: { title: 'New Provider' },
                  },
                ],
              },
              {
                path: 'providers/dashboard',
                lazy: () => import('../features/patients/DashboardLayout'),
                handle: { title: 'Your Dashboard' },
                children: [
                  { index: true, lazy: () => import('../features/patients/DashboardHome') },
                  {
                    path: 'patients',
                    lazy: () => import('../features/patients/list/PatientListPage'),
                    handle: { title: 'Patients' },
                  },
                  {
                    path: 'patients/create',
                    lazy: () => import('../features/intake/form/PatientFormPage'),
                    handle: { title: 'New Patient' },
                  },
                  {
                    path: 'patients/:patientUuid',
                    lazy: () => import('../features/intake/form/PatientFormPage'),
                    handle: { title: 'Patient' },
                  },
                  {
                    path: 'patients/:patientUuid/summary',
                    lazy: () => import('../features/intake/summary/IntakeSummaryPage'),
                    handle: { title: 'Intake Summary' },
                  },
                  {
                    path: 'patients/:patientUuid/recommendations',
                    lazy: () => import('../features/recommendations/RecommendationsPage'),
                    handle: { title: 'Medication Recommendations' },
                  },
                ],
              },
              {
                path: 'provider/intake',
                lazy: soon('Patient Information'),
                handle: { title: 'Patient Information' },
              },
              {
                path: 'provider/intake/:intakeId/report',
                lazy: soon('Patient Medication Recommendation'),
                handle: { title: 'Patient Medication Recommendation' },
              },
            ],
          },
        ],
      },
    ],
  },
]);

export const router = createBrowserRouter(routes);
