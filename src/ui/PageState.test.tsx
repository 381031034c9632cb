import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import type { Resource } from '../api/resources';
import { PageState } from './PageState';

const resource = <T,>(fields: Partial<Resource<T>>): Resource<T> => ({
  data: undefined,
  error: undefined,
  isLoading: false,
  retry: () => {},
  ...fields,
});

const failure = new ApiError('http', 500, 'The server answered 500.');
const names = (list: string[]) => <p>{list.join(', ')}</p>;

describe('PageState', () => {
  it('shows a labelled spinner while loading', () => {
    render(
      <PageState resource={resource<string[]>({ isLoading: true })} loadingLabel="Loading names">
        {names}
      </PageState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading names');
  });

  it('shows the given loading content instead of the spinner', () => {
    render(
      <PageState resource={resource<string[]>({ isLoading: true })} loading={<p>Skeleton</p>}>
        {names}
      </PageState>,
    );
    expect(screen.getByText('Skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows the error's own words by default, and Try again calls retry", async () => {
    const retry = vi.fn();
    render(<PageState resource={resource<string[]>({ error: failure, retry })}>{names}</PageState>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The server answered 500.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('words the error with errorMessage and places the alert with errorLayout', () => {
    render(
      <PageState
        resource={resource<string[]>({ error: failure })}
        errorMessage={(error) => `Names could not be loaded (${error.status}).`}
        errorLayout={(alert) => (
          <section aria-label="Problem">
            <h1>Names</h1>
            {alert}
          </section>
        )}
      >
        {names}
      </PageState>,
    );
    const section = screen.getByRole('region', { name: 'Problem' });
    expect(within(section).getByRole('heading', { name: 'Names' })).toBeVisible();
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'Names could not be loaded (500).',
    );
  });

  it('shows the empty content when isEmpty says so', () => {
    render(
      <PageState
        resource={resource({ data: [] as string[] })}
        isEmpty={(list) => list.length === 0}
        empty={<p>No names yet.</p>}
      >
        {names}
      </PageState>,
    );
    expect(screen.getByText('No names yet.')).toBeVisible();
  });

  it('renders the data', () => {
    render(
      <PageState
        resource={resource({ data: ['Maya', 'Hannah'] })}
        isEmpty={(list) => list.length === 0}
        empty={<p>No names yet.</p>}
      >
        {names}
      </PageState>,
    );
    expect(screen.getByText('Maya, Hannah')).toBeVisible();
    expect(screen.queryByText('No names yet.')).not.toBeInTheDocument();
  });

  it('keeps data already shown when a later refresh fails', () => {
    render(<PageState resource={resource({ data: ['Maya'], error: failure })}>{names}</PageState>);
    expect(screen.getByText('Maya')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
