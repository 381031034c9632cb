import { paths } from '../../config/paths';
import cards from '../../ui/home-cards.module.css';
import { HomeCard } from '../../ui/HomeCard';
import typo from '../../ui/text.module.css';

/** /d/providers/dashboard: the provider's home. */
export function Component() {
  return (
    <>
      <h1 className={`${typo.pageTitle} ${cards.heading}`}>Welcome</h1>
      <div className={cards.cards}>
        <HomeCard title="Patients" text="View your patients" to={paths.dashboard.patients.href()} />
        <HomeCard title="Other actions" text="Coming later" />
      </div>
    </>
  );
}
