/**
 * The route tree of docs/product.md, "Screens and routes", declared with the segments of the paths
 * list. Every route below the root is lazy-loaded so the first screen stays small, and every route
 * has the error element of docs/product.md, "Error catalogue" (the tablet's says it in the
 * patient's language). A route with children and no component renders its matching child.
 */
import type { ReactNode } from 'react';
import { createBrowserRouter, data, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { ErrorPage } from '../ui/ErrorPage';
import { TabletErrorPage } from '../features/tablet/TabletErrorPage';
import { Spinner } from '../ui/Spinner';
import { preloadRoute } from './preload-on-intent';
import { RootLayout } from './RootLayout';
import { SessionLogoff } from './SessionLogoff';
import type { RouteHandle } from './route-title';

type RouteModule = () => Promise<{ Component: React.ComponentType }>;

// Static env checks (not config.mode) so the bundler drops the other mode's pages.
const loginRoute: RouteModule = () =>
  import.meta.env.VITE_CLERK_PUBLISHABLE_KEY
    ? import('../features/auth/clerk/LoginRoute')
    : import('../features/auth/demo/LoginRoute');
const signupRoute: RouteModule = () =>
  import.meta.env.VITE_CLERK_PUBLISHABLE_KEY
    ? import('../features/auth/clerk/SignUpRoute')
    : import('../features/auth/demo/SignUpRoute');

/**
 * A lazily loaded screen and the title its tab shows. A module that cannot be loaded (a chunk
 * gone with a new deployment, the network down) becomes a screen that throws its error, so
 * the route's error element says so: the router would otherwise render a blank page.
 */
const page = (title: string | undefined, lazy: RouteModule, handle: RouteHandle = {}) => ({
  lazy: () =>
    lazy().catch((error: unknown) => ({
      Component: () => {
        throw error;
      },
    })),
  handle: { ...handle, ...(title && { title }) },
});

/**
 * An area's layout (ui/AreaLayout.tsx, the tablet's): its own banner (and navigation) and its
 * main landmark.
 */
const areaLayout: RouteHandle = { landmarks: true };

/** Every route gets the error element of its own or of the nearest route above that names one. */
function withErrorElement(
  routes: RouteObject[],
  inherited: ReactNode = <ErrorPage />,
): RouteObject[] {
  return routes.map((route) => {
    const errorElement = route.errorElement ?? inherited;
    return {
      ...route,
      errorElement,
      children: route.children ? withErrorElement(route.children, errorElement) : undefined,
    };
  }) as RouteObject[];
}

/** An address below a tablet screen: not found, said on the tablet in the patient's language. */
const tabletNotFound = {
  loader: () => {
    throw data(null, { status: 404, statusText: 'Not Found' });
  },
};

const { admin, dashboard, demoIntake } = paths;

/** The route modules asked for ahead of a navigation, each once. */
const preloaded = new Set<() => unknown>();
// `routes` is read when a link is pointed at, once this module has run.
const preload = (pathname: string) => preloadRoute(routes, pathname, preloaded);
const patientForm: RouteModule = () => import('../features/intake/form/PatientFormPage');
const organizationList: RouteModule = () =>
  import('../features/admin/organizations/OrganizationListPage');
const organizationCreate: RouteModule = () =>
  import('../features/admin/organizations/OrganizationCreatePage');
const organizationPage: RouteModule = () =>
  import('../features/admin/organizations/OrganizationPage');
const providerCreate: RouteModule = () => import('../features/admin/providers/ProviderCreatePage');

export const routes: RouteObject[] = [
  {
    path: paths.root.segment,
    element: <RootLayout preload={preload} />,
    // In place of the root layout (an address no route matches): its idle clock with it.
    errorElement: (
      <SessionLogoff>
        <ErrorPage />
      </SessionLogoff>
    ),
    // While the first screen's module loads: the start-up shell's wheel, not a blank page.
    hydrateFallbackElement: <Spinner />,
    children: withErrorElement([
      { index: true, element: <Navigate to={paths.signedIn.href()} replace /> },
      { path: `${paths.login.segment}/*`, ...page('Login', loginRoute) },
      { path: `${paths.signup.segment}/*`, ...page('Sign Up', signupRoute) },
      {
        // The patient tablet: in a provider's session, without the provider's navigation,
        // and its errors in the patient's language, with the way back to its welcome screen.
        ...page(undefined, () => import('../features/tablet/TabletLayout'), areaLayout),
        errorElement: <TabletErrorPage />,
        children: [
          {
            path: paths.welcome.segment,
            ...page('Welcome', () => import('../features/tablet/consent/WelcomePage')),
          },
          { path: `${paths.welcome.segment}/*`, ...tabletNotFound },
          {
            path: paths.legal.segment,
            children: [
              {
                index: true,
                ...page('Legal', () => import('../features/tablet/consent/LegalStepPage')),
              },
              {
                path: paths.legalReader.segment,
                ...page('Legal', () => import('../features/tablet/consent/LegalReaderPage')),
              },
              { path: '*', ...tabletNotFound },
            ],
          },
          {
            path: paths.intakeChat.segment,
            ...page('Intake Chat', () => import('../features/tablet/chat/ChatPage')),
          },
          { path: `${paths.intakeChat.segment}/*`, ...tabletNotFound },
        ],
      },
      {
        // Everything below needs a signed-in person and the API.
        ...page(undefined, () => import('../features/auth/SignedInArea')),
        children: [
          {
            path: paths.afterSignup.segment,
            ...page('Post Sign Up Steps', () => import('../features/auth/AfterSignupPage')),
          },
          {
            path: paths.authMe.segment,
            ...page('Signed In', () => import('../features/auth/AuthMePage')),
          },
          {
            path: paths.signedIn.segment,
            children: [
              {
                index: true,
                ...page('Signing In', () => import('../features/auth/PostLoginRouter')),
              },
              {
                path: admin.root.segment,
                ...page(
                  'Administration',
                  () => import('../features/admin/AdminLayout'),
                  areaLayout,
                ),
                children: [
                  {
                    index: true,
                    ...page(undefined, () => import('../features/admin/AdminHome')),
                  },
                  {
                    path: admin.organizations.segment,
                    children: [
                      {
                        index: true,
                        ...page('Organizations', organizationList),
                      },
                      {
                        path: admin.organizationCreate.segment,
                        ...page('New Organization', organizationCreate),
                      },
                      {
                        path: admin.organization.segment,
                        children: [
                          {
                            index: true,
                            ...page('Organization', organizationPage),
                          },
                          {
                            path: admin.providerCreate.segment,
                            ...page('New Provider', providerCreate),
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
              {
                path: dashboard.root.segment,
                ...page(
                  'Your Dashboard',
                  () => import('../features/patients/DashboardLayout'),
                  areaLayout,
                ),
                children: [
                  {
                    index: true,
                    ...page(undefined, () => import('../features/patients/DashboardHome')),
                  },
                  {
                    path: dashboard.patients.segment,
                    children: [
                      {
                        index: true,
                        ...page(
                          'Patients',
                          () => import('../features/patients/list/PatientListPage'),
                        ),
                      },
                      {
                        path: dashboard.patientCreate.segment,
                        ...page('New Patient', patientForm),
                      },
                      {
                        path: dashboard.patient.segment,
                        children: [
                          {
                            index: true,
                            ...page('Patient', patientForm),
                          },
                          {
                            path: dashboard.patientSummary.segment,
                            ...page(
                              'Intake Summary',
                              () => import('../features/intake/summary/IntakeSummaryPage'),
                            ),
                          },
                          {
                            path: dashboard.patientVisit.segment,
                            ...page('Visit', () => import('../features/visit/VisitPage')),
                          },
                          {
                            path: dashboard.patientRecommendations.segment,
                            ...page(
                              'Medication Recommendations',
                              () => import('../features/recommendations/RecommendationsPage'),
                            ),
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
              {
                path: demoIntake.root.segment,
                ...page(undefined, () => import('../features/demo/DemoLayout')),
                children: [
                  {
                    index: true,
                    ...page('Patient Information', () => import('../features/demo/DemoIntakePage')),
                  },
                  {
                    path: demoIntake.report.segment,
                    ...page(
                      'Patient Medication Recommendation',
                      () => import('../features/demo/DemoReportPage'),
                    ),
                  },
                ],
              },
            ],
          },
        ],
      },
    ]),
  },
];

export const router = createBrowserRouter(routes);
