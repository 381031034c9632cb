import { NavLink } from 'react-router-dom';
import styles from './SideNav.module.css';

export interface SideNavItem {
  label: string;
  to: string;
  /** Only active on an exact match (for a section's home). */
  end?: boolean;
}

/**
 * The left navigation of the signed-in layouts; the current page is marked for screen readers
 * by NavLink, and for the eye by its tint and a bar at its start, which stay while it has focus
 * (the focus ring is drawn around it). Where the page is narrow (200 % zoom, a small
 * window) it becomes a wrapping row above the page (WCAG 1.4.10).
 */
export function SideNav({ label, items }: { label: string; items: SideNavItem[] }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.to} className={styles.item}>
            <NavLink to={item.to} end={item.end} className={styles.link}>
              <span className={styles.label}>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
