import type { MouseEvent } from 'react';
import styles from './skip-link.module.css';

/**
 * The first stop of the keyboard on a page with a banner and navigation: straight to the page
 * (WCAG 2.4.1). Hidden until focused. It moves focus itself rather than following
 * its `#` address, which would add a history entry the router reads as a navigation.
 */
export function SkipLink({ target }: { target: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(target)?.focus();
  };
  return (
    <a href={`#${target}`} className={styles.skipLink} onClick={skip}>
      Skip to main content
    </a>
  );
}
