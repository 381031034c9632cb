import { LockScreen } from '../../ui/LockScreen';
import { UnlockTablet as ClerkUnlock } from './clerk/UnlockTablet';
import { UnlockTablet as DemoUnlock } from './demo/UnlockTablet';

// The static env check (not config.mode) lets the bundler drop the other mode's way to unlock.
const UnlockTablet = import.meta.env.VITE_CLERK_PUBLISHABLE_KEY ? ClerkUnlock : DemoUnlock;

/** What a signed-in address shows on a locked tablet. */
export function Component() {
  return <LockScreen unlock={<UnlockTablet />} />;
}
