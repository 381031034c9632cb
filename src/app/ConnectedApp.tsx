import { RouterProvider } from 'react-router-dom';
import { ClerkAuthProvider } from '../auth/clerk/ClerkAuthProvider';
import { config } from '../config/env';
import { SignInUnavailable } from '../ui/SignInUnavailable';
import { router } from './router';

const navigate = (to: string, options?: { replace?: boolean }) =>
  void router.navigate(to, { replace: options?.replace });

export function App() {
  if (config.mode !== 'connected') throw new Error('ConnectedApp needs a Clerk key');
  return (
    <ClerkAuthProvider
      publishableKey={config.clerkPublishableKey}
      navigate={navigate}
      loadFailed={<SignInUnavailable />}
    >
      <RouterProvider router={router} />
    </ClerkAuthProvider>
  );
}
