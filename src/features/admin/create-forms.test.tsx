/** The two create forms of the administrator area: what they share, then each one's own. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/render-app';
import { stubScrollingInEachTest } from '../../../tests/scrolling';
import { mockDb, server } from '../../mocks/node';

interface Field {
  label: RegExp;
  value: string;
  /** What the check says when it is left blank. */
  required: string;
  /** The most characters it takes. */
  maxLength: number;
}

interface FormCase {
  title: string;
  path: string;
  endpoint: string;
  /** The one the form names in its failure messages. */
  thing: string;
  done: string;
  fields: [Field, Field];
  /** The field a server pair names, and that pair. */
  pair: [label: RegExp, field: string, message: string];
  /** Where a create leads. */
  createdAt: string;
  /** The list a create joins, where one that may have been made is looked for. */
  list: string;
  /** Stores what the form sends, as the mock API does. */
  store: (fields: [Field, Field]) => void;
  /** How many the mock API holds with the first field's value as its unique key. */
  count: (fields: [Field, Field]) => number;
}

const forms: FormCase[] = [
  {
    title: 'New Organization',
    path: '/d/admin/organizations/create',
    endpoint: '*/api/organizations/create',
    thing: 'the organization',
    done: 'created',
    fields: [
      { label: /^Name/, value: 'Lakeside Clinic', required: 'Name is required.', maxLength: 200 },
      {
        label: /^Unique Key/,
        value: 'lakeside',
        required: 'Unique key is required.',
        maxLength: 64,
      },
    ],
    pair: [/^Unique Key/, 'unique_key', 'Unique key already exists'],
    createdAt: '/d/admin/organizations/3',
    list: '/api/organizations',
    store: ([name, key]) => mockDb.createOrganization({ name: name.value, unique_key: key.value }),
    count: ([, key]) =>
      mockDb.listOrganizations().filter((item) => item.unique_key === key.value).length,
  },
  {
    title: 'New Provider',
    path: '/d/admin/organizations/2/providers/create',
    endpoint: '*/api/providers/create',
    thing: 'the provider',
    done: 'added',
    fields: [
      {
        label: /^Email/,
        value: 'rosa.diaz@northgate-cc.example',
        required: 'Email is required.',
        maxLength: 254,
      },
      {
        label: /^Clerk user ID/,
        value: 'user_2kS9xQ',
        required: 'Clerk user ID is required.',
        maxLength: 64,
      },
    ],
    pair: [/^Clerk user ID/, 'clerk_id', 'No Clerk user has this ID.'],
    createdAt: '/d/admin/organizations/2',
    list: '/api/providers/organizations/2',
    store: ([email, clerk]) =>
      mockDb.createProvider({ organization_id: 2, email: email.value, clerk_id: clerk.value }),
    count: ([email]) => mockDb.listProviders(2).filter((item) => item.email === email.value).length,
  },
];

async function open(form: FormCase) {
  const app = renderApp(form.path, 'superuser');
  await screen.findByRole('heading', { level: 1, name: form.title });
  return app;
}

async function fill(app: ReturnType<typeof renderApp>, fields: Field[]) {
  for (const field of fields) await app.user.type(screen.getByLabelText(field.label), field.value);
}

const create = () => screen.getByRole('button', { name: 'Create' });

/** The lines of the list of a refused submit's problems. */
const listed = (summary: HTMLElement) =>
  within(summary)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** Whether `element` comes before `other` in the page. */
const isBefore = (element: Node, other: Node) =>
  Boolean(element.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING);

/** Every POST, and every read of `list`, as "METHOD path", in order. */
function recordPosts(list?: string) {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' || path === list) calls.push(`${request.method} ${path}`);
  });
  return calls;
}

afterEach(() => server.events.removeAllListeners());
const scrolling = stubScrollingInEachTest();

describe.each(forms)('the $title form', (form) => {
  it('has the spec title', async () => {
    await open(form);
    await waitFor(() => expect(document.title).toBe(`ContraRx - ${form.title}`));
  });

  it('checks both fields before sending: blank or spaces only sends nothing', async () => {
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts.push(request.url);
    });
    const app = await open(form);
    await app.user.type(screen.getByLabelText(form.fields[0].label), '   ');
    await app.user.click(create());
    for (const field of form.fields) {
      expect(await screen.findByText(field.required, { selector: 'p > span' })).toBeVisible();
      expect(screen.getByLabelText(field.label)).toHaveAttribute('aria-invalid', 'true');
    }
    // Listed too, in the page's order, under the fields' names; the first field has focus.
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('heading')).toHaveTextContent(
      '2 problems to fix before saving',
    );
    expect(listed(summary)).toEqual(
      form.fields.map(({ label, required }) => `${label.source.slice(1)}: ${required}`),
    );
    expect(screen.getByLabelText(form.fields[0].label)).toHaveFocus();
    expect(posts).toEqual([]);
    server.events.removeAllListeners();
  });

  it('lists the server’s messages above the buttons, a field’s under its name and beside it, and focuses that field', async () => {
    const [label, field, message] = form.pair;
    server.use(
      http.post(form.endpoint, () =>
        HttpResponse.json(
          [
            [field, message],
            ['', 'The server is read-only today.'],
          ],
          { status: 400 },
        ),
      ),
    );
    const app = await open(form);
    await fill(app, form.fields);
    await app.user.click(create());
    const alert = await screen.findByRole('alert');
    // The count, then those two messages and nothing else, one line each: the field's under
    // its name, then the one of the whole form.
    expect(within(alert).getByRole('heading', { level: 2 })).toHaveTextContent(
      '2 problems to fix before saving',
    );
    expect(listed(alert)).toEqual([
      `${label.source.slice(1)}: ${message}`,
      'The server is read-only today.',
    ]);
    // After the fields, before Create and Cancel.
    expect(isBefore(screen.getByLabelText(form.fields[1].label), alert)).toBe(true);
    expect(isBefore(alert, create())).toBe(true);
    expect(isBefore(alert, screen.getByRole('link', { name: 'Cancel' }))).toBe(true);
    // Focus is on the field the first problem names.
    expect(screen.getByLabelText(label)).toHaveFocus();
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    for (const { label: other, value } of form.fields) {
      expect(screen.getByLabelText(other)).toHaveValue(value);
    }
    expect(create()).toBeEnabled();
  });

  it('says a 500 failed, focusing the list as no field has a problem, and keeps what was typed', async () => {
    server.use(http.post(form.endpoint, () => new HttpResponse(null, { status: 500 })));
    const app = await open(form);
    await fill(app, form.fields);
    await app.user.click(create());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading')).toHaveTextContent('1 problem to fix before saving');
    expect(listed(alert)).toEqual([
      `Something went wrong on the server (error 500), so ${form.thing} was not ${form.done}. Nothing you typed has been lost; try again.`,
    ]);
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
    expect(alert).toHaveFocus();
    expect(isBefore(alert, create())).toBe(true);
    expect(screen.getByLabelText(form.fields[1].label)).toHaveValue(form.fields[1].value);
    expect(app.pathname()).toBe(form.path);
  });

  it('says a create cut off on the network may have been made, and keeps what was typed', async () => {
    server.use(http.post(form.endpoint, () => HttpResponse.error()));
    const app = await open(form);
    await fill(app, form.fields);
    await app.user.click(create());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `The connection to the server failed, so it is not known whether ${form.thing} was ${form.done}. Nothing you typed has been lost: check before trying again.`,
    );
    expect(alert).toHaveTextContent(
      `Pressing Create checks first too, and sends it only if it was not ${form.done}.`,
    );
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText(form.fields[0].label)).toHaveValue(form.fields[0].value);
  });

  it('checks whether one cut off was made, says it was, leads to it and sends nothing more', async () => {
    const posts = recordPosts();
    server.use(
      http.post(form.endpoint, () => {
        form.store(form.fields);
        return HttpResponse.error();
      }),
    );
    const app = await open(form);
    await fill(app, form.fields);
    await app.user.click(create());
    const alert = await screen.findByRole('alert');
    await app.user.click(within(alert).getByRole('button', { name: 'Check whether it was saved' }));

    const Thing = form.thing.replace('the', 'The');
    expect(
      await within(alert).findByText(new RegExp(`^${Thing} was ${form.done} after all`)),
    ).toBeVisible();
    const lead = within(alert).getByRole('link', { name: 'Open the organization' });
    // Create is held: nothing is sent again.
    await app.user.click(create());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(posts).toHaveLength(1);
    expect(form.count(form.fields)).toBe(1);
    await app.user.click(lead);
    await waitFor(() => expect(app.pathname()).toBe(form.createdAt));
  });

  it('says one cut off was not made when its key is not in the list, then sends it again', async () => {
    const posts = recordPosts();
    server.use(http.post(form.endpoint, () => HttpResponse.error(), { once: true }));
    const app = await open(form);
    await fill(app, form.fields);
    await app.user.click(create());
    const alert = await screen.findByRole('alert');
    await app.user.click(within(alert).getByRole('button', { name: 'Check whether it was saved' }));

    expect(await within(alert).findByText(/was not .*: nothing in the list has the/)).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(app.pathname()).toBe(form.createdAt));
    expect(posts).toHaveLength(2);
    expect(form.count(form.fields)).toBe(1);
  });

  it('checks first when Create is pressed again after a create cut off', async () => {
    const calls = recordPosts(form.list);
    server.use(http.post(form.endpoint, () => HttpResponse.error(), { once: true }));
    const app = await open(form);
    await fill(app, form.fields);
    await app.user.click(create());
    await screen.findByRole('button', { name: 'Check whether it was saved' });
    await app.user.click(create());

    await waitFor(() => expect(app.pathname()).toBe(form.createdAt));
    expect(calls.slice(0, 3).map((call) => call.split(' ')[0])).toEqual(['POST', 'GET', 'POST']);
    expect(form.count(form.fields)).toBe(1);
  });

  it('keeps the form when the session has ended, rather than signing out', async () => {
    server.use(http.post(form.endpoint, () => new HttpResponse(null, { status: 401 })));
    const app = await open(form);
    await fill(app, form.fields);
    await app.user.click(create());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Your session has ended, so ${form.thing} was not ${form.done}. Nothing you typed has been lost: sign in again in another tab, then try again here.`,
    );
    expect(app.pathname()).toBe(form.path);
    for (const { label, value } of form.fields) {
      expect(screen.getByLabelText(label)).toHaveValue(value);
    }
    expect(create()).toBeEnabled();
  });

  it('says an unreadable answer leaves it unknown whether the form was sent', async () => {
    server.use(http.post(form.endpoint, () => HttpResponse.html('<h1>Please sign in</h1>')));
    const app = await open(form);
    await fill(app, form.fields);
    await app.user.click(create());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The server's answer could not be read, so it is not known whether ${form.thing} was ${form.done}.`,
    );
    expect(screen.getByLabelText(form.fields[0].label)).toHaveValue(form.fields[0].value);
  });

  it('turns Create off while saving', async () => {
    server.use(http.post(form.endpoint, () => new Promise<never>(() => {})));
    const app = await open(form);
    await fill(app, form.fields);
    await app.user.click(create());
    await waitFor(() => expect(create()).toBeDisabled());
  });

  it('stops each field at its limit: a 10,000-character paste is cut there', async () => {
    const app = await open(form);
    for (const { label, maxLength } of form.fields) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('maxlength', String(maxLength));
      await app.user.click(input);
      await app.user.paste('x'.repeat(10_000));
      expect(input).toHaveValue('x'.repeat(maxLength));
    }
  });

  it('takes a listed problem’s field to focus and into view when its line is activated', async () => {
    const [label, field, message] = form.pair;
    server.use(
      http.post(form.endpoint, () => HttpResponse.json([[field, message]], { status: 400 })),
    );
    const app = await open(form);
    await fill(app, form.fields);
    await app.user.click(create());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading')).toHaveTextContent('1 problem to fix before saving');
    const link = within(alert).getByRole('link', { name: `${label.source.slice(1)}: ${message}` });
    link.focus();
    scrolling.scrollIntoView.mockClear();
    await app.user.keyboard('{Enter}');
    expect(screen.getByLabelText(label)).toHaveFocus();
    expect(scrolling.scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
    expect(app.pathname()).toBe(form.path);
  });

  it('clears the list when the next submit passes the check, and updates it when it does not', async () => {
    const app = await open(form);
    await app.user.click(create());
    expect(listed(await screen.findByRole('alert'))).toHaveLength(2);
    await app.user.type(screen.getByLabelText(form.fields[0].label), form.fields[0].value);
    await app.user.click(create());
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading')).toHaveTextContent(
      '1 problem to fix before saving',
    );
    expect(listed(summary)).toEqual([
      `${form.fields[1].label.source.slice(1)}: ${form.fields[1].required}`,
    ]);
    expect(screen.getByLabelText(form.fields[1].label)).toHaveFocus();
    await app.user.type(screen.getByLabelText(form.fields[1].label), form.fields[1].value);
    await app.user.click(create());
    await waitFor(() => expect(app.pathname()).toBe(form.createdAt));
  });

  it('goes back without sending on Cancel', async () => {
    const app = await open(form);
    await app.user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(app.pathname()).not.toBe(form.path));
  });
});

describe('the New Organization form', () => {
  it('creates the organization with trimmed values and opens its page', async () => {
    const app = await open(forms[0]!);
    await app.user.type(screen.getByLabelText(/^Name/), '  Lakeside Clinic ');
    await app.user.type(screen.getByLabelText(/^Unique Key/), ' lakeside  ');
    await app.user.click(create());
    expect(await screen.findByRole('heading', { name: 'Lakeside Clinic' })).toBeVisible();
    expect(app.pathname()).toBe('/d/admin/organizations/3');
    expect(mockDb.getOrganization(3)).toEqual({
      id: 3,
      name: 'Lakeside Clinic',
      unique_key: 'lakeside',
    });
    expect(await screen.findByText('This organization has no providers yet.')).toBeVisible();
  });

  it('shows the mock API’s refusal of a unique key in use', async () => {
    const app = await open(forms[0]!);
    await fill(app, [forms[0]!.fields[0], { ...forms[0]!.fields[1], value: 'riverside-whp' }]);
    await app.user.click(create());
    expect(await screen.findByRole('alert')).toHaveTextContent('Unique key already exists');
    expect(screen.getByLabelText(/^Unique Key/)).toHaveAccessibleDescription(
      'Unique key already exists',
    );
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Lakeside Clinic');
  });
});

describe('the New Provider form', () => {
  /** The form's polite region, where the Clerk user ID's warning is said. */
  const warningStatus = () =>
    within(screen.getByRole('form', { name: 'New Provider' })).getByRole('status');

  it('explains the Clerk user ID beside its field', async () => {
    await open(forms[1]!);
    expect(screen.getByLabelText(/^Clerk user ID/)).toHaveAccessibleDescription(
      /user_ followed by letters and digits/,
    );
    const intro = screen.getByRole('heading', { level: 1, name: 'New Provider' }).nextSibling;
    expect(intro).toHaveTextContent(/^For Northgate Community Clinic$/);
    expect(intro).toBeVisible();
  });

  it('warns of a Clerk user ID without Clerk’s form, politely, and still sends it as typed', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST')
        void request
          .clone()
          .json()
          .then((body) => sent.push(body));
    });
    const app = await open(forms[1]!);
    const clerkId = screen.getByLabelText(/^Clerk user ID/);
    // The polite region is there before anything is typed, so what comes into it is read.
    const status = warningStatus();
    expect(status).toBeEmptyDOMElement();
    await fill(app, [forms[1]!.fields[0], { ...forms[1]!.fields[1], value: 'Lena Park' }]);
    const warning =
      'Clerk user IDs start with user_ followed by letters and digits, like user_2kQ7hVx9RbT3. Check it in Clerk’s dashboard: a provider with another ID cannot sign in.';
    expect(status).toHaveTextContent(warning);
    expect(screen.getByText(warning, { selector: 'p > span' })).toBeVisible();
    expect(clerkId).toHaveAccessibleDescription(expect.stringContaining(warning));
    // A warning, not a refusal: the field is not marked wrong and Create sends it.
    expect(clerkId).not.toHaveAttribute('aria-invalid', 'true');
    await app.user.click(create());
    await waitFor(() => expect(app.pathname()).toBe('/d/admin/organizations/2'));
    expect(sent).toEqual([
      { organization_id: 2, email: 'rosa.diaz@northgate-cc.example', clerk_id: 'Lena Park' },
    ]);
  });

  it('waits while the start of an ID is typed, warns once the field is left, and not of a whole one', async () => {
    const app = await open(forms[1]!);
    const clerkId = screen.getByLabelText(/^Clerk user ID/);
    await app.user.type(clerkId, 'user_');
    expect(warningStatus()).toBeEmptyDOMElement();
    await app.user.tab();
    expect(warningStatus()).toHaveTextContent(/^Clerk user IDs start with user_/);
    await app.user.type(clerkId, '2kS9xQ');
    expect(warningStatus()).toBeEmptyDOMElement();
    expect(clerkId).toHaveAccessibleDescription(/user_ followed by letters and digits, such as/);
  });

  it('refuses an email that is not an address, saying so beside it, and sends nothing', async () => {
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts.push(request.url);
    });
    const app = await open(forms[1]!);
    await fill(app, [{ ...forms[1]!.fields[0], value: 'a@' }, forms[1]!.fields[1]]);
    await app.user.click(create());
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/^Clerk user ID/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);
    expect(app.pathname()).toBe(forms[1]!.path);
    server.events.removeAllListeners();
  });

  it('adds the provider and returns to the organization, whose table lists it', async () => {
    const app = await open(forms[1]!);
    await fill(app, forms[1]!.fields);
    await app.user.click(create());
    await waitFor(() => expect(app.pathname()).toBe('/d/admin/organizations/2'));
    const table = await screen.findByRole('table', { name: 'Providers' });
    expect(
      await within(table).findByRole('cell', { name: 'rosa.diaz@northgate-cc.example' }),
    ).toBeVisible();
    expect(mockDb.listProviders(2).at(-1)).toMatchObject({
      email: 'rosa.diaz@northgate-cc.example',
      clerk_id: 'user_2kS9xQ',
      organization_id: 2,
    });
  });

  it('shows the mock API’s refusal of an email the organization already has', async () => {
    const app = await open(forms[1]!);
    await fill(app, [
      { ...forms[1]!.fields[0], value: 'amelia.brooks@northgate-cc.example' },
      forms[1]!.fields[1],
    ]);
    await app.user.click(create());
    expect(await screen.findByRole('alert')).toHaveTextContent('Email already exists');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Email already exists');
  });

  it('says an unknown organization was not found, with a way back', async () => {
    renderApp('/d/admin/organizations/999/providers/create', 'superuser');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This organization could not be found.',
    );
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all organizations' })).toBeVisible();
  });
});
