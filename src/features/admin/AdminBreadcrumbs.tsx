import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styles from './AdminBreadcrumbs.module.css';

export interface Crumb {
  label: string;
  to: string;
}

/**
 * Where a page sits below Organizations, each step back a link; its trail of two or three never
 * collapses. One line a crumb: a long organization
 * name is cut short here (the heading has it whole), isolated (bdi) so a right-to-left name
 * does not reorder the trail.
 */
export function AdminBreadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol className={styles.trail}>
        {trail.map((crumb) => (
          <Fragment key={crumb.to}>
            <li className={styles.crumb}>
              <RouterLink to={crumb.to} title={crumb.label} className={styles.text}>
                <bdi>{crumb.label}</bdi>
              </RouterLink>
            </li>
            <li aria-hidden="true" className={styles.separator}>
              /
            </li>
          </Fragment>
        ))}
        <li className={styles.crumb}>
          <span aria-current="page" title={current} className={`${styles.text} ${styles.current}`}>
            <bdi>{current}</bdi>
          </span>
        </li>
      </ol>
    </nav>
  );
}
