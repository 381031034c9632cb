import { RouterProvider } from 'react-router-dom';
import { DemoAuthProvider } from '../auth/demo/DemoAuthProvider';
import { config } from '../config/env';
import { DemoMarker } from '../features/demo/DemoMarker';
import { router } from './router';

// The mock API must answer before the first screen asks it anything.
if (config.mode === 'demo' && config.demoApi === 'worker') {
  const { startDemoWorker } = await import('../mocks/browser');
  await startDemoWorker();
}

export function App() {
  return (
    <DemoAuthProvider>
      <DemoMarker />
      <RouterProvider router={router} />
    </DemoAuthProvider>
  );
}
