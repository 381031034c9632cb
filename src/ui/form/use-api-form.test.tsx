import { Button } from '../Button';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { stubScrollingInEachTest } from '../../../tests/scrolling';
import { signedInSession } from '../../../tests/signed-in-session';
import { z } from 'zod/mini';
import { ApiProvider } from '../../api/ApiProvider';
import { endpoints } from '../../api/endpoints';
import { useOrganizations } from '../../api/resources';
import { useMutation } from '../../api/use-mutation';
import { AuthSessionContext } from '../../auth/session';
import { mockDb, server } from '../../mocks/node';
import { FormProblems } from './FormProblems';
import { FormTextField } from './FormTextField';
import { useApiForm } from './use-api-form';

const BASE = 'http://localhost';

const superuser = signedInSession('superuser');

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));
const schema = z.object({
  name: required('Name is required.'),
  unique_key: required('Unique key is required.'),
});
type Values = z.infer<typeof schema>;

/** A form built the one way: a schema, a mutation that revalidates a list, its text fields. */
function OrganizationForm() {
  const organizations = useOrganizations();
  const create = useMutation(
    (api, values: Values) => api.createOrganization(values),
    () => [endpoints.organizations],
  );
  const form = useApiForm({
    schema,
    defaultValues: { name: '', unique_key: '' },
    subject: { thing: 'the organization', done: 'created' },
    onValid: create.send,
  });
  return (
    <form onSubmit={form.submit} noValidate>
      <p>{organizations.data ? `${organizations.data.length} organizations` : 'loading'}</p>
      <FormTextField name="name" form={form} label="Name" required />
      <FormTextField name="unique_key" form={form} label="Unique Key" help="No spaces." />
      <Button type="submit" disabled={create.isSending}>
        Create
      </Button>
      {form.refusal && <FormProblems key={form.refusal.attempt} problems={form.refusal.problems} />}
    </form>
  );
}

/**
 * The key's field mounts after the name's, above it: neither the schema's order nor the order
 * the fields mounted in is the page's.
 */
function LateKeyForm() {
  const [asksKey, setAsksKey] = useState(false);
  const form = useApiForm({
    schema,
    defaultValues: { name: '', unique_key: '' },
    subject: { thing: 'the organization', done: 'created' },
    onValid: async () => {},
  });
  return (
    <form onSubmit={form.submit} noValidate>
      {asksKey && <FormTextField name="unique_key" form={form} label="Unique Key" required />}
      <FormTextField name="name" form={form} label="Name" required />
      {form.refusal && <FormProblems key={form.refusal.attempt} problems={form.refusal.problems} />}
      <Button onClick={() => setAsksKey(true)}>Ask the key</Button>
      <Button type="submit">Create</Button>
    </form>
  );
}

function renderForm() {
  const user = userEvent.setup();
  render(
    <AuthSessionContext.Provider value={superuser}>
      <ApiProvider baseUrl={BASE}>
        <OrganizationForm />
      </ApiProvider>
    </AuthSessionContext.Provider>,
  );
  return user;
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, name: string, key: string) {
  if (name) await user.type(screen.getByLabelText(/^Name/), name);
  if (key) await user.type(screen.getByLabelText(/^Unique Key/), key);
  await user.click(screen.getByRole('button', { name: 'Create' }));
}

const seeded = () => mockDb.listOrganizations().length;

describe('the small-form pattern', () => {
  stubScrollingInEachTest();

  it('checks the values before sending: nothing goes out, each field says what is wrong, and the list says it all', async () => {
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts.push(request.url);
    });
    const user = renderForm();
    await screen.findByText(`${seeded()} organizations`);
    await fillAndSubmit(user, '   ', '');
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Unique key is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading')).toHaveTextContent('2 problems to fix before saving');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Name: Name is required.', 'Unique Key: Unique key is required.']);
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(posts).toEqual([]);
    server.events.removeAllListeners();
  });

  it('lists and focuses the check’s problems in page order, not in the order the fields mounted', async () => {
    const user = userEvent.setup();
    render(<LateKeyForm />);
    await user.click(screen.getByRole('button', { name: 'Ask the key' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Unique Key: Unique key is required.', 'Name: Name is required.']);
    expect(screen.getByLabelText(/^Unique Key/)).toHaveFocus();
  });

  it('sends trimmed values and revalidates the list the change made stale', async () => {
    const before = seeded();
    const user = renderForm();
    await screen.findByText(`${before} organizations`);
    await fillAndSubmit(user, '  Northside Clinic  ', ' northside ');
    expect(await screen.findByText(`${before + 1} organizations`)).toBeInTheDocument();
    expect(mockDb.listOrganizations().at(-1)).toMatchObject({
      name: 'Northside Clinic',
      unique_key: 'northside',
    });
  });

  it('lists the server’s pairs, a field’s under its name, and shows them beside their fields, keeping what was typed', async () => {
    server.use(
      http.post(`${BASE}/api/organizations/create`, () =>
        HttpResponse.json(
          [
            ['unique_key', 'Unique key already exists'],
            ['', 'The organization limit is reached.'],
          ],
          { status: 400 },
        ),
      ),
    );
    const user = renderForm();
    await fillAndSubmit(user, 'Acme', 'acme');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Unique Key: Unique key already exists', 'The organization limit is reached.']);
    // The first problem's field, not the list, has focus.
    expect(screen.getByLabelText(/^Unique Key/)).toHaveFocus();
    // Beside its field too; the pair that names no field is only in the list.
    expect(screen.getByLabelText(/^Unique Key/)).toHaveAccessibleDescription(
      'Unique key already exists',
    );
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Acme');
    expect(screen.getByLabelText(/^Unique Key/)).toHaveValue('acme');
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
  });

  it('shows a field’s problem once it is left, then follows each change', async () => {
    const user = renderForm();
    const name = screen.getByLabelText(/^Name/);
    await user.click(name);
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
    await user.tab();
    expect(name).toHaveAccessibleDescription('Name is required.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    // The field not yet left says nothing but its help.
    expect(screen.getByLabelText(/^Unique Key/)).toHaveAccessibleDescription('No spaces.');
    await user.type(name, 'A');
    expect(name).not.toHaveAccessibleDescription();
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await user.clear(name);
    expect(name).toHaveAccessibleDescription('Name is required.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a server’s message beside its field until the value changes, then checks each change', async () => {
    server.use(
      http.post(`${BASE}/api/organizations/create`, () =>
        HttpResponse.json([['unique_key', 'Unique key already exists']], { status: 400 }),
      ),
    );
    const user = renderForm();
    await fillAndSubmit(user, 'Acme', 'acme');
    const key = screen.getByLabelText(/^Unique Key/);
    await waitFor(() => expect(key).toHaveAccessibleDescription('Unique key already exists'));
    await user.tab();
    expect(key).toHaveAccessibleDescription('Unique key already exists');
    await user.type(key, '2');
    expect(key).toHaveAccessibleDescription('No spaces.');
    await user.clear(key);
    expect(key).toHaveAccessibleDescription('Unique key is required.');
  });

  it('says a 500 failed and keeps the form', async () => {
    server.use(
      http.post(`${BASE}/api/organizations/create`, () => new HttpResponse(null, { status: 500 })),
    );
    const user = renderForm();
    await fillAndSubmit(user, 'Acme', 'acme');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on the server (error 500), so the organization was not created. Nothing you typed has been lost; try again.',
    );
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Acme');
  });

  it('says the server could not be reached when the network is down', async () => {
    server.use(http.post(`${BASE}/api/organizations/create`, () => HttpResponse.error()));
    const user = renderForm();
    await fillAndSubmit(user, 'Acme', 'acme');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server could not be reached, so the organization was not created.',
    );
    expect(screen.getByLabelText(/^Unique Key/)).toHaveValue('acme');
  });

  it('clears the last failure when the next submit succeeds', async () => {
    let refuse = true;
    server.use(
      http.post(`${BASE}/api/organizations/create`, () =>
        refuse ? HttpResponse.error() : undefined,
      ),
    );
    const user = renderForm();
    await fillAndSubmit(user, 'Acme', 'acme');
    await screen.findByRole('alert');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
