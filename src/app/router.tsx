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

/** A lazily loaded screen and the title its tab shows. */
const page = (title: string | undefined, lazy: RouteModule) => ({
  lazy,
  ...(title && { handle: { title } }),
});

function withErrorElement(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    errorElement: <ErrorPage />,
    children: route.children ? withErrorElement(route.children) : undefined,
  })) as RouteObject[];
}

const { admin, dashboard, demoIntake } = paths;
const patientForm: RouteModule = () => import('../features/intake/form/PatientFormPage');
const organizationList: RouteModule = () =>
  import('../features/admin/organizations/OrganizationListPage');
const organizationCreate: RouteModule = () =>
  import('../features/admin/organizations/OrganizationCreatePage');
const organizationPage: RouteModule = () =>
  import('../features/admin/organizations/OrganizationPage');
const providerCreate: RouteModule = () => import('../features/admin/providers/ProviderCreatePage');

export const routes: RouteObject[] = withErrorElement([
  {
    path: paths.root.segment,
    element: <RootLayout />,
    children: [
      { index: true, element: <Navigate to={paths.signedIn.href()} replace /> },
      { path: `${paths.login.segment}/*`, ...page('Login', loginRoute) },
      { path: `${paths.signup.segment}/*`, ...page('Sign Up', signupRoute) },
      {
        // The patient tablet: in a provider's session, without the provider's navigation.
        ...page(undefined, () => import('../ui/tablet/TabletLayout')),
        children: [
          {
            path: paths.welcome.segment,
            ...page('Welcome', () => import('../features/consent/WelcomePage')),
          },
          {
            path: paths.legal.segment,
            children: [
              {
                index: true,
                ...page('Legal', () => import('../features/consent/LegalStepPage')),
              },
              {
                path: paths.legalReader.segment,
                ...page('Legal', () => import('../features/consent/LegalReaderPage')),
              },
            ],
          },
          {
            path: paths.intakeChat.segment,
            ...page('Intake Chat', () => import('../features/chat/ChatPage')),
          },
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
                ...page('Administration', () => import('../features/admin/AdminLayout')),
                children: [
                  { index: true, ...page(undefined, () => import('../features/admin/AdminHome')) },
                  {
                    path: admin.organizations.segment,
                    children: [
                      { index: true, ...page('Organizations', organizationList) },
                      {
                        path: admin.organizationCreate.segment,
                        ...page('New Organization', organizationCreate),
                      },
                      {
                        path: admin.organization.segment,
                        children: [
                          { index: true, ...page('Organization', organizationPage) },
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
                ...page('Your Dashboard', () => import('../features/patients/DashboardLayout')),
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
                          { index: true, ...page('Patient', patientForm) },
                          {
                            path: dashboard.patientSummary.segment,
                            ...page(
                              'Intake Summary',
                              () => import('../features/intake/summary/IntakeSummaryPage'),
                            ),
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
    ],
  },
]);

export const router = createBrowserRouter(routes);
