import { paths } from '../../config/paths';
import { AreaLayout } from '../../ui/AreaLayout';

/**
 * /d/admin: superusers only; a failed check shows the fatal alert (docs/product.md,
 * "Screens and routes", "States and transitions", "Error catalogue").
 */
export function Component() {
  return (
    <AreaLayout
      userType="superuser"
      whenCheckFails="alert"
      navLabel="Administration"
      navItems={[
        { label: 'Home', to: paths.admin.root.href(), end: true },
        { label: 'Organizations', to: paths.admin.organizations.href() },
      ]}
    />
  );
}
