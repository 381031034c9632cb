import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from './config/env';
import { ConfigError } from './ui/ConfigError';
import { StartupError } from './ui/StartupError';
import { installTokens } from './ui/tokens';
import './ui/global.css';

// The design tokens' CSS variables, for every page, before the first render (see ui/tokens.ts).
installTokens();

const root = createRoot(document.getElementById('root')!);

async function start() {
  if (config.mode === 'misconfigured') {
    root.render(<ConfigError config={config} />);
    return;
  }
  try {
    // A static check, so a build with a key carries no demo code (and no mock API).
    const { App } = import.meta.env.VITE_CLERK_PUBLISHABLE_KEY
      ? await import('./app/ConnectedApp')
      : await import('./app/DemoApp');
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(<StartupError />);
  }
}

void start();
