import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PatientTurnProvider } from '../../patient-turn';
import { LanguagePackProvider, useChatMessages, useWording } from './pack';

// The Spanish pack cannot be fetched (offline, or gone with a new deployment).
vi.mock('../../../../domain/texts/es/chat', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

function FirstQuestion() {
  const wording = useWording();
  const t = useChatMessages();
  return (
    <h1>
      {wording.questions.name.question} {t.chat.next}
    </h1>
  );
}

describe('the chat’s language pack', () => {
  it('shows the fallback, then the chat in the language loaded', async () => {
    render(
      <PatientTurnProvider>
        <LanguagePackProvider language="en" fallback={<p>Loading</p>}>
          <FirstQuestion />
        </LanguagePackProvider>
      </PatientTurnProvider>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading')).toHaveTextContent('What is your full name? Next');
  });

  it('throws a pack that cannot be loaded to the error page, never a blank chat', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <PatientTurnProvider>
        <Boundary>
          <LanguagePackProvider language="es" fallback={<p>Cargando</p>}>
            <FirstQuestion />
          </LanguagePackProvider>
        </Boundary>
      </PatientTurnProvider>,
    );
    // The route's error page gets the failure (vitest words a failed mock its own way).
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
