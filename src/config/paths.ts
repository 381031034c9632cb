/**
 * Every route of the product in one place (docs/product.md, "Screens and routes"). Each route's
 * segment is written once, here: the router declares `segment` under its
 * parent route, and every link is built with `href`.
 */

/** The names of a path's `:params`: "a/:b/c/:d" -> "b" | "d". */
type ParamsOf<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamsOf<Rest>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

type HrefArgs<Params extends string> = [Params] extends [never]
  ? []
  : [params: Record<Params, string | number>];

export interface RoutePath<Params extends string = never> {
  /** The route's path below its parent route, as the router declares it. */
  readonly segment: string;
  /** The whole path, with its `:params`. */
  readonly pattern: string;
  /** A link to the route, each param URL-encoded. */
  href(...params: HrefArgs<Params>): string;
}

function route<const Segment extends string, Inherited extends string = never>(
  parent: RoutePath<Inherited> | null,
  segment: Segment,
): RoutePath<Inherited | ParamsOf<Segment>> {
  const pattern = parent ? `${parent.pattern.replace(/\/$/, '')}/${segment}` : segment;
  return {
    segment,
    pattern,
    href: (...[params]: unknown[]) =>
      pattern.replace(/:(\w+)/g, (_, name: string) =>
        encodeURIComponent(String((params as Record<string, string | number>)[name])),
      ),
  };
}

const root = route(null, '/');
const signedIn = route(root, 'd');
const admin = route(signedIn, 'admin');
const organizations = route(admin, 'organizations');
const organization = route(organizations, ':organizationId');
const dashboard = route(signedIn, 'providers/dashboard');
const patients = route(dashboard, 'patients');
const patient = route(patients, ':patientUuid');
const demoIntake = route(signedIn, 'provider/intake');
const legal = route(root, 'legal/:index');

export const paths = {
  root,
  login: route(root, 'login'),
  signup: route(root, 'signup'),
  afterSignup: route(root, 'after_signup'),
  authMe: route(root, 'authme'),
  /** The patient tablet's welcome screen (docs/product.md, "Screens and routes"). */
  welcome: route(root, 'welcome'),
  legal,
  /** A legal statement's full text, read inside the tablet (never a new tab). */
  legalReader: route(legal, 'read/:section'),
  intakeChat: route(root, 'intake/chat'),
  signedIn,
  admin: {
    root: admin,
    organizations,
    organizationCreate: route(organizations, 'create'),
    organization,
    providerCreate: route(organization, 'providers/create'),
  },
  dashboard: {
    root: dashboard,
    patients,
    patientCreate: route(patients, 'create'),
    patient,
    patientSummary: route(patient, 'summary'),
    patientRecommendations: route(patient, 'recommendations'),
    patientVisit: route(patient, 'visit'),
  },
  demoIntake: {
    root: demoIntake,
    report: route(demoIntake, ':intakeId/report'),
  },
} as const;
