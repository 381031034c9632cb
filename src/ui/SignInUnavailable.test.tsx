import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInUnavailable } from './SignInUnavailable';

afterEach(() => vi.unstubAllGlobals());

describe('SignInUnavailable', () => {
  it('says the sign-in service could not be reached, and Try again reloads the page', async () => {
    const user = userEvent.setup();
    render(<SignInUnavailable />);
    expect(screen.getByRole('heading', { name: 'Sign-in is unavailable' })).toBeInTheDocument();
    expect(screen.getByText(/could not be reached/)).toBeInTheDocument();

    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
