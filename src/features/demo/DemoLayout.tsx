import { Outlet } from 'react-router-dom';
import { RoleGate } from '../../ui/RoleGate';

/**
 * /d/provider/intake and its report. In a connected build they are a provider's screens,
 * behind the dashboard's role gate: the report carries a pharmacist's sign-off, so nobody else
 * signed in (an administrator) may print one. The demo's own pages make no call
 * (docs/product.md, "Calls"), so there they open without one. A static env check, as the
 * router's for the sign-in pages.
 */
export function Component() {
  if (!import.meta.env.VITE_CLERK_PUBLISHABLE_KEY) return <Outlet />;
  return (
    <RoleGate userType="provider" whenCheckFails="redirect">
      <Outlet />
    </RoleGate>
  );
}
