import Button from '@mui/material/Button';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useMessages } from './session';

/** Tablet mode runs in a provider's session: without one, a patient is asked to fetch staff. */
export function StaffSignIn() {
  const t = useMessages().tablet;
  const location = useLocation();
  return (
    <section className="tablet-screen tablet-centered" aria-labelledby="tablet-sign-in-title">
      <h1 id="tablet-sign-in-title">{t.signInTitle}</h1>
      <p>{t.signInText}</p>
      <Button
        component={Link}
        to={paths.login.href()}
        state={{ from: location.pathname }}
        variant="contained"
        size="large"
      >
        {t.signIn}
      </Button>
    </section>
  );
}
