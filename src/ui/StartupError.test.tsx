import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StartupBoundary } from './StartupError';

function Crashes(): never {
  throw new DOMException('Access is denied for this document.', 'SecurityError');
}

describe('StartupBoundary', () => {
  it('shows the start-up error page, not an empty page, when the app throws above its routes', () => {
    // React reports the caught error on the console itself.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <StartupBoundary>
        <Crashes />
      </StartupBoundary>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('the application could not start');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('shows the app when nothing throws', () => {
    render(
      <StartupBoundary>
        <p>the app</p>
      </StartupBoundary>,
    );
    expect(screen.getByText('the app')).toBeInTheDocument();
  });
});
