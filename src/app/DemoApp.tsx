import { RouterProvider } from 'react-router-dom';
import { DemoAuthProvider } from '../auth/demo/DemoAuthProvider';
import { config } from '../config/env';
import { DemoMarker } from '../features/demo/DemoMarker';
import { router } from './router';

// The mock API must answer before the first screen asks it anything. Over HTTP
// (`VITE_DEMO_API=server`) the database is the server's: nothing of it is in this browser.
const demoWorker =
  config.mode === 'demo' && config.demoApi === 'worker'
    ? await (await import('../mocks/browser')).startDemoWorker()
    : null;

export function App() {
  return (
    <DemoAuthProvider onSignOut={demoWorker?.wipe}>
      <DemoMarker router={router} onReset={demoWorker?.reset} />
      <RouterProvider router={router} />
    </DemoAuthProvider>
  );
}
