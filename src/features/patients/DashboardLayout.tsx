import { paths } from '../../config/paths';
import { AreaLayout } from '../../ui/AreaLayout';

/** /d/providers/dashboard: providers only; anyone else, or a failed check, goes to /d. */
export function Component() {
  return (
    <AreaLayout
      userType="provider"
      whenCheckFails="redirect"
      navLabel="Dashboard"
      navItems={[
        { label: 'All Patients', to: paths.dashboard.patients.href() },
        { label: 'Recommendation Demo', to: paths.demoIntake.root.href() },
        { label: 'Patient tablet mode', to: paths.welcome.href() },
      ]}
    />
  );
}
