import { useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { FilterBox } from './FilterBox';
import styles from './filtered-list.module.css';

/** What the list holds, as in "1 patient", "3 patients", "No patient matches …". */
export interface ListNoun {
  one: string;
  many: string;
}

const countOf = (n: number, { one, many }: ListNoun) => `${n} ${n === 1 ? one : many}`;

/**
 * A filter box over a list, with a count of what it shows; when nothing matches, a way to
 * clear the filter in place of the rows.
 */
export function FilteredList({
  filterLabel,
  noun,
  total,
  shown,
  query,
  onQuery,
  children,
}: {
  filterLabel: string;
  noun: ListNoun;
  /** How many rows the list has, and how many match the query. */
  total: number;
  shown: number;
  query: string;
  onQuery: (query: string) => void;
  /** The rows that match. */
  children: ReactNode;
}) {
  // Clearing the filter starts a fresh filter box.
  const [filterResets, setFilterResets] = useState(0);
  return (
    <>
      <div className={styles.bar}>
        <FilterBox
          key={filterResets}
          label={filterLabel}
          onQuery={onQuery}
          autoFocus={filterResets > 0}
        />
        <p role="status" className={styles.count}>
          {shown === total ? countOf(total, noun) : `${shown} of ${countOf(total, noun)}`}
        </p>
      </div>
      {shown === 0 ? (
        <EmptyState
          message={`No ${noun.one} matches “${query}”.`}
          action={
            <Button
              onClick={() => {
                onQuery('');
                setFilterResets((count) => count + 1);
              }}
            >
              Clear the filter
            </Button>
          }
        />
      ) : (
        children
      )}
    </>
  );
}
