import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import links from '../../ui/link.module.css';
import { Logo } from '../../ui/Logo';
import { useSignOut } from '../../ui/useSignOut';
import styles from './demo.module.css';

/** The demonstration pages' header: the logo, a way to the dashboard and "Log out". */
export function DemoHeader() {
  const signOut = useSignOut();
  return (
    <header className={`${styles.header} no-print`}>
      <Logo />
      <div className={styles.headerLinks}>
        <Link className={links.link} to={paths.dashboard.root.href()}>
          Your Dashboard
        </Link>
        {/* A link to sign-in that signs out on the way (docs/product.md, "Screens and routes":
            a "Log out" link). */}
        <Link
          className={links.link}
          to={paths.login.href()}
          onClick={(event) => {
            event.preventDefault();
            void signOut();
          }}
        >
          Log out
        </Link>
      </div>
    </header>
  );
}
