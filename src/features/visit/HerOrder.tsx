import { useId } from 'react';
import { methods, type Method } from '../../domain/clinical/methods';
import type { Priorities } from '../../domain/explorer/model';
import { explorer, explorerForProvider } from '../../domain/texts/en/explorer';
import { prioritiesInWords } from '../../ui/tablet-priorities';
import typo from '../../ui/text.module.css';
import { inHerOrder } from './her-order';
import styles from './visit.module.css';

/**
 * Beside the backend's recommendation, when she told the tablet what matters to her: the
 * methods this visit allows, in her order (her-order.ts), with those she marked to ask about.
 * Said to be her order, not a safety statement (docs/method-explorer.md).
 */
export function HerOrder({
  priorities,
  allowed,
}: {
  priorities: Priorities;
  allowed: readonly Method[];
}) {
  const headingId = useId();
  const stated = prioritiesInWords(priorities);
  return (
    <section aria-labelledby={headingId} className={`${styles.ranked} ${styles.herOrder}`}>
      <h3 id={headingId} className={typo.lead}>
        Her order
      </h3>
      <p className={`${typo.body} ${typo.secondary}`}>
        The methods this visit allows, ordered by what she told the tablet matters to her. Her
        preference, not a safety statement.
      </p>
      <p className={typo.body}>
        {stated.length > 0 ? explorerForProvider.toldUs(stated) : explorerForProvider.nothingStated}
      </p>
      {allowed.length === 0 ? (
        <p className={`${typo.body} ${typo.secondary}`}>This visit allows no method today.</p>
      ) : (
        <ol className={styles.options}>
          {inHerOrder(priorities, allowed).map(({ method, marked }) => (
            <li key={method}>
              <span className={typo.body}>{methods[method].chartName}</span>
              {marked.length > 0 && (
                <span className={`${typo.small} ${typo.secondary}`}>
                  {' '}
                  {explorerForProvider.marked}:{' '}
                  {marked.map((each) => explorer.methods[each].name).join(', ')}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
