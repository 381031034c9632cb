import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { reloadWhenRestored } from './app/reload-on-restore';
import { retireDemoWorker } from './app/retire-demo-worker';
import { config } from './config/env';
import { ConfigError } from './ui/ConfigError';
import { DemoStorageBlocked, StartupBoundary, StartupError } from './ui/StartupError';
import './ui/global.css';

const root = createRoot(document.getElementById('root')!);

/** MSW reads localStorage as it loads, and serves from a service worker: both can be blocked. */
function canRunDemoWorker(): boolean {
  try {
    return Boolean(window.localStorage) && 'serviceWorker' in navigator;
  } catch {
    return false;
  }
}

async function start() {
  // First, before any screen: Back after a sign-out must not bring a signed-in page back.
  reloadWhenRestored();
  // A build with a key has no mock API: a demo worker this browser kept from the same origin goes,
  // first thing (docs/architecture.md, "Runtime modes"). A static check: the demo leaves it out.
  if (import.meta.env.VITE_CLERK_PUBLISHABLE_KEY) void retireDemoWorker();
  if (config.mode === 'misconfigured') {
    root.render(<ConfigError config={config} />);
    return;
  }
  // The static check first, as below: a build with a key leaves this out.
  if (
    !import.meta.env.VITE_CLERK_PUBLISHABLE_KEY &&
    config.mode === 'demo' &&
    config.demoApi === 'worker' &&
    !canRunDemoWorker()
  ) {
    root.render(<DemoStorageBlocked />);
    return;
  }
  try {
    // A static check, so a build with a key carries no demo code (and no mock API).
    const { App } = import.meta.env.VITE_CLERK_PUBLISHABLE_KEY
      ? await import('./app/ConnectedApp')
      : await import('./app/DemoApp');
    root.render(
      <StrictMode>
        <StartupBoundary>
          <App />
        </StartupBoundary>
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(<StartupError />);
  }
}

void start();
