import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthSession } from '../session';
import { useDemoSignIn, DemoAuthProvider } from './DemoAuthProvider';

function Controls() {
  const { status, signOut } = useAuthSession();
  const signIn = useDemoSignIn();
  return (
    <>
      <p>status: {status}</p>
      <button type="button" onClick={() => signIn('provider')}>
        Sign in
      </button>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
    </>
  );
}

afterEach(() => window.sessionStorage.clear());

describe('DemoAuthProvider', () => {
  it('has the demo backend forget its data at sign-out, and only then', async () => {
    const user = userEvent.setup();
    const forget = vi.fn();
    render(
      <DemoAuthProvider onSignOut={forget}>
        <Controls />
      </DemoAuthProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('status: signed-in')).toBeInTheDocument();
    expect(forget).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByText('status: signed-out')).toBeInTheDocument();
    expect(forget).toHaveBeenCalledOnce();
    // Nothing of the demo session is left in the tab's storage either.
    expect(window.sessionStorage).toHaveLength(0);
  });
});
