/**
 * The fault matrix: every call of docs/product.md, "Calls", against seven faults, and what the
 * person must see on the screen that made the call. Data only: e2e/fault-matrix.spec.ts turns each
 * cell into a Playwright test, and e2e/fault-forms.ts holds the form steps. Texts are those of
 * docs/product.md, "Error catalogue", the contract's where it gives one and the product's own
 * elsewhere.
 */
import { MAYA } from '../tests/sample-patients';
import type { FormName } from './fault-forms';

export const faults = [
  '500',
  '401',
  'network down',
  'timeout',
  'not JSON',
  'wrong shape',
  'error list',
] as const;
export type Fault = (typeof faults)[number];

/**
 * How each fault is made with page.route. 401: every answer is 401, so the fetcher's one
 * retry with a fresh token is refused too. Timeout: no answer ever; the test moves the page
 * clock past the client's 30 s. Not JSON: a 200 with an HTML page (a proxy's sign-in page).
 */
export const faultReplies = {
  '500': { status: 500, contentType: 'application/json', body: '{"detail":"Server Error"}' },
  '401': {
    status: 401,
    contentType: 'application/json',
    body: '{"detail":"Given token not valid for any token type"}',
  },
  'network down': 'internetdisconnected',
  timeout: 'no answer',
  'not JSON': {
    status: 200,
    contentType: 'text/html',
    body: '<!doctype html><title>Sign in</title><h1>Please sign in</h1>',
  },
  'wrong shape': { status: 200, contentType: 'application/json', body: '{"unexpected":true}' },
} as const;

/** The API's error list: [field, message] pairs (organizations, providers, auth). */
const errorPairs = {
  status: 400,
  contentType: 'application/json',
  body: JSON.stringify([
    ['name', 'Name may not be blank.'],
    ['unique_key', 'Unique key already exists'],
  ]),
};
const errorPairMessages = ['Name may not be blank.', 'Unique key already exists'];

/** The patient save's error list: plain messages under "errors". */
const patientErrors = {
  status: 400,
  contentType: 'application/json',
  body: JSON.stringify({ errors: ['Email is invalid.', 'Height is out of range.'] }),
};
const patientErrorMessages = ['Email is invalid.', 'Height is out of range.'];

interface Outcome {
  /** Every line the person must see. */
  says: readonly string[];
  /** The button that tries again ("Try again", or the form's own submit); absent: none. */
  retry?: string;
  /**
   * Where the person is, when not on the screen that made the call (a path). A form that
   * stays on its screen must still hold every value typed.
   */
  at?: string;
}

export interface MatrixRow {
  method: 'GET' | 'POST';
  /** The call as docs/product.md, "Calls", writes it. */
  call: string;
  /** What page.route matches: a glob, or a RegExp where a glob would match a longer path. */
  route: string | RegExp;
  persona: 'provider' | 'administrator';
  /** The screen that makes the call. */
  url: string;
  /** For a POST: the form on that screen, filled and submitted (e2e/fault-forms.ts). */
  form?: FormName;
  /** The error list this call's server sends. */
  errorList: { status: number; contentType: string; body: string };
  outcomes: Record<Fault, Outcome>;
  /** Faults whose test also removes the fault, retries, and expects `recovered` to show. */
  recovery?: { faults: readonly Fault[]; recovered: string };
  /**
   * Faults of the answer alone: the backend did the update's work and only its answer is odd,
   * so the record's reads after it answer what was sent. A save is read back (docs/product.md,
   * "What a save sends"): one that stored nothing is another fault, tested apart.
   */
  answerOnly?: readonly Fault[];
}

/** The client's words for each fault, after what the page could not load. */
const detail = {
  '500': 'The server answered 500.',
  network: 'The server could not be reached. Check the connection.',
  timeout: 'The server took too long to answer.',
  notJson: 'The server sent an answer that could not be read.',
  shape: 'The server sent data in an unexpected shape.',
  list: 'The server answered 400.',
};

/** A 401 after the fresh token too: the session has ended, and sign-in says so. */
const sessionEnded: Outcome = {
  says: ['Your session has ended. Sign in again to continue.'],
  at: '/login',
};

/**
 * A page that could not load what it shows: its words, the client's, and "Try again". An
 * error list gets its status only: docs/product.md, "Calls", has the two creates alone send lists.
 */
function loadFailed(what: string): Record<Fault, Outcome> {
  const outcome = (words: string): Outcome => ({ says: [`${what} ${words}`], retry: 'Try again' });
  return {
    '500': outcome(detail['500']),
    '401': sessionEnded,
    'network down': outcome(detail.network),
    timeout: outcome(detail.timeout),
    'not JSON': outcome(detail.notJson),
    'wrong shape': outcome(detail.shape),
    'error list': outcome(detail.list),
  };
}

/**
 * A page whose every failure has one message (docs/product.md, "Error catalogue"), with "Try
 * again".
 */
function sameForEvery(message: string, unauthorized: Outcome): Record<Fault, Outcome> {
  const outcome: Outcome = { says: [message], retry: 'Try again' };
  return {
    '500': outcome,
    '401': unauthorized,
    'network down': outcome,
    timeout: outcome,
    'not JSON': outcome,
    'wrong shape': outcome,
    'error list': outcome,
  };
}

const KEPT = 'Nothing you typed has been lost';

/**
 * An admin form's lines below it (src/ui/form/submit-failure.ts); Create tries again.
 * `wrongShape`: what a 200 of the wrong shape does, when the call reads no body.
 */
function adminCreate(thing: string, done: string, wrongShape?: Outcome): Record<Fault, Outcome> {
  const notDone = `${thing} was not ${done}`;
  const unread: Outcome = {
    says: [
      `The server's answer could not be read, so it is not known whether ${thing} was ${done}. ${KEPT}: check before trying again.`,
    ],
    retry: 'Create',
  };
  return {
    '500': {
      says: [`Something went wrong on the server (error 500), so ${notDone}. ${KEPT}; try again.`],
      retry: 'Create',
    },
    '401': {
      says: [
        `Your session has ended, so ${notDone}. ${KEPT}: sign in again in another tab, then try again here.`,
      ],
      retry: 'Create',
    },
    // A create whose answer never came may have been stored: the form offers to check first
    // (src/api/create-check.ts), and Create checks before it sends again.
    'network down': {
      says: [
        `The connection to the server failed, so it is not known whether ${thing} was ${done}. ${KEPT}: check before trying again.`,
      ],
      retry: 'Create',
    },
    timeout: {
      says: [
        `The server did not confirm in time whether ${thing} was ${done}. ${KEPT}: check before trying again.`,
      ],
      retry: 'Create',
    },
    'not JSON': unread,
    'wrong shape': wrongShape ?? unread,
    'error list': { says: errorPairMessages, retry: 'Create' },
  };
}

/**
 * The patient form's banner at the top (docs/product.md, "Error catalogue";
 * src/features/intake/form/save-problem.ts).
 */
function patientSave(submit: 'Create' | 'Submit'): Record<Fault, Outcome> {
  // A create whose answer never came may have been stored: the banner offers to check first,
  // and Create checks before it sends again (src/api/create-check.ts). An update is safe to send
  // again.
  const maybeSaved = (why: string): Outcome => ({
    says: [
      `${why}, so the patient may or may not have been saved. ${KEPT}: check whether it was saved before sending it again. Pressing Create checks first too, and sends it only if it was not saved.`,
    ],
    retry: submit,
  });
  const creates =
    submit === 'Create'
      ? {
          'network down': maybeSaved('The connection to the server failed during the save'),
          timeout: maybeSaved('The server did not confirm the save in time'),
          'not JSON': maybeSaved("The server's answer to the save could not be read"),
        }
      : {};
  return {
    '500': {
      says: ['An unknown error has occured. Please check the form values and try again.'],
      retry: submit,
    },
    '401': {
      says: [
        `Your session has ended, so the patient was not saved. ${KEPT}: sign in again in another tab, then submit again here.`,
      ],
      retry: submit,
    },
    'network down': {
      says: [
        `The server could not be reached, so the patient was not saved. ${KEPT}: check the connection and submit again.`,
      ],
      retry: submit,
    },
    timeout: {
      says: [
        `The server did not confirm the save in time, so the patient may or may not have been saved. ${KEPT}: check the patient list in another tab, or submit again.`,
      ],
      retry: submit,
    },
    'not JSON': {
      says: [
        `The server's answer to the save could not be read, so the patient may or may not have been saved. ${KEPT}: check the patient list in another tab, or submit again.`,
      ],
      retry: submit,
    },
    // docs/product.md, "Calls": a save succeeds on 200 or 201, and its body is not read, so no
    // shape of it is wrong: the provider is back on the patient list (an update once its
    // read-back finds what was sent: see `answerOnly`).
    'wrong shape': { says: ['Patients'], at: '/d/providers/dashboard/patients' },
    'error list': { says: patientErrorMessages, retry: submit },
    ...creates,
  };
}

const ORGANIZATION = '/d/admin/organizations/2';
const EDIT_MAYA = `/d/providers/dashboard/patients/${MAYA}`;

export const matrix: readonly MatrixRow[] = [
  {
    method: 'GET',
    call: '/api/auth/whoami',
    route: '**/api/auth/whoami',
    persona: 'administrator',
    url: '/d/admin',
    errorList: errorPairs,
    outcomes: sameForEvery('A fatal error has occured.', sessionEnded),
  },
  {
    method: 'POST',
    call: '/api/auth/login',
    route: '**/api/auth/login',
    persona: 'provider',
    url: '/d',
    errorList: errorPairs,
    // Login answers its own 401 (docs/product.md, "Error catalogue"): no sign-out, the same
    // message.
    outcomes: sameForEvery('An unexpected error has occurred. Please try again.', {
      says: ['An unexpected error has occurred. Please try again.'],
      retry: 'Try again',
    }),
  },
  {
    method: 'POST',
    call: '/api/auth/register',
    route: '**/api/auth/register',
    persona: 'provider',
    url: '/after_signup',
    errorList: errorPairs,
    outcomes: {
      ...sameForEvery(
        'We could not finish setting up your account. Please try again.',
        sessionEnded,
      ),
      // docs/product.md, "Calls": register's answer is not read, so no shape of it is wrong.
      'wrong shape': { says: ['Your account is set up.'] },
    },
  },
  {
    method: 'GET',
    call: '/api/organizations',
    route: '**/api/organizations',
    persona: 'administrator',
    url: '/d/admin/organizations',
    errorList: errorPairs,
    outcomes: loadFailed('The organizations could not be loaded.'),
  },
  {
    method: 'POST',
    call: '/api/organizations/create',
    route: '**/api/organizations/create',
    persona: 'administrator',
    url: '/d/admin/organizations/create',
    form: 'newOrganization',
    errorList: errorPairs,
    outcomes: adminCreate('the organization', 'created'),
    recovery: { faults: ['network down'], recovered: 'This organization has no providers yet.' },
  },
  {
    method: 'GET',
    call: '/api/organizations/get/{organization_id}',
    route: '**/api/organizations/get/*',
    persona: 'administrator',
    url: ORGANIZATION,
    errorList: errorPairs,
    outcomes: loadFailed('This organization could not be loaded.'),
  },
  {
    method: 'GET',
    call: '/api/providers/organizations/{organization_id}',
    route: '**/api/providers/organizations/*',
    persona: 'administrator',
    url: ORGANIZATION,
    errorList: errorPairs,
    outcomes: loadFailed('The providers could not be loaded.'),
  },
  {
    method: 'POST',
    call: '/api/providers/create',
    route: '**/api/providers/create',
    persona: 'administrator',
    url: `${ORGANIZATION}/providers/create`,
    form: 'newProvider',
    errorList: errorPairs,
    // docs/product.md, "Calls": success is the status; the body is not read, so no shape is wrong.
    outcomes: adminCreate('the provider', 'added', { says: ['Providers'], at: ORGANIZATION }),
  },
  {
    method: 'GET',
    call: '/api/patients',
    // The list asks with ?page_size= (docs/api.md, paging), which a glob would not match.
    route: /\/api\/patients(\?.*)?$/,
    persona: 'provider',
    url: '/d/providers/dashboard/patients',
    errorList: errorPairs,
    outcomes: loadFailed('Your patients could not be loaded.'),
    recovery: { faults: ['500', 'timeout'], recovered: 'Maya Thompson' },
  },
  {
    method: 'GET',
    call: '/api/patients/get/{patient_uuid}',
    // Not the recommendations below it.
    route: /\/api\/patients\/get\/[^/]+$/,
    persona: 'provider',
    url: EDIT_MAYA,
    errorList: errorPairs,
    outcomes: loadFailed('This patient could not be loaded.'),
  },
  {
    method: 'POST',
    call: '/api/patients/set',
    route: /\/api\/patients\/set$/,
    persona: 'provider',
    url: '/d/providers/dashboard/patients/create',
    form: 'newPatient',
    errorList: patientErrors,
    outcomes: patientSave('Create'),
  },
  {
    method: 'POST',
    call: '/api/patients/set/{patient_uuid}',
    route: '**/api/patients/set/*',
    persona: 'provider',
    url: EDIT_MAYA,
    form: 'patientChange',
    errorList: patientErrors,
    outcomes: patientSave('Submit'),
    answerOnly: ['wrong shape'],
  },
  {
    method: 'GET',
    call: '/api/patients/get/{patient_uuid}/recommendations',
    route: '**/api/patients/get/*/recommendations',
    persona: 'provider',
    url: `${EDIT_MAYA}/recommendations`,
    errorList: errorPairs,
    outcomes: sameForEvery('An unexpected error has occured.', sessionEnded),
  },
];
