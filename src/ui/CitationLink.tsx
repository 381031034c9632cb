import { citationTitle } from '../domain/clinical/citations';
import styles from './citation-link.module.css';
import links from './link.module.css';

/**
 * A link to a cited source, named by the source's title (WCAG 2.4.4): read aloud, its address
 * says little. The address is the link's target, and a printout shows it after the title
 * (citation-link.module.css), where no one can follow the link.
 */
export function CitationLink({ url }: { url: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={`${links.link} ${styles.citation}`}
    >
      {citationTitle(url)}
    </a>
  );
}
