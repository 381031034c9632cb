import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config/env';
import { ConfigError } from './ConfigError';

describe('ConfigError', () => {
  it('says a production build takes no development key, and how to mark a staging build', () => {
    const config = parseConfig({
      VITE_CLERK_PUBLISHABLE_KEY: `pk_test_${btoa('happy-otter-12.clerk.accounts.dev$')}`,
      PROD: true,
    });
    if (config.mode !== 'misconfigured') throw new Error(`expected misconfigured: ${config.mode}`);
    render(<ConfigError config={config} />);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'VITE_CLERK_PUBLISHABLE_KEY is not valid: a development key (pk_test_…) is not accepted in a production build.',
    );
    expect(alert).toHaveTextContent('pk_live_');
    expect(alert).toHaveTextContent(
      'to build for staging with a development key, set VITE_STAGING_BUILD=true',
    );
    expect(document.title).toBe('ContraRx - Configuration error');
  });
});
