import { categoryMeaning, type Category, type Eligibility } from '../../domain/clinical/cells';
import styles from './safety-check.module.css';

/** Colour only backs up the words: the number and its meaning are always written. */
const looks: Record<Category | 'NA', string | undefined> = {
  1: styles.category1,
  2: styles.category2,
  3: styles.category3,
  4: styles.ruledOut,
  NA: styles.ruledOut,
};

/**
 * "Category 4 · Unacceptable health risk"; "Not applicable · Pregnancy" for a method that is
 * not used in the patient's state, named by the row that says so (`because`); "Incomplete ·
 * Category 1 so far" for a method an unanswered question could still rule out, so the badge
 * alone never reads as cleared.
 */
export function CategoryBadge({
  category,
  because,
  incomplete = false,
}: {
  category: Eligibility;
  because?: string;
  incomplete?: boolean;
}) {
  return (
    <span className={`${styles.badge} ${looks[category]}`}>
      {category === 'NA' ? (
        <>
          <strong>Not applicable</strong>
          {because && ` · ${because}`}
        </>
      ) : incomplete && category < 3 ? (
        <>
          <strong>Incomplete</strong> · Category {category} so far
        </>
      ) : (
        <>
          <strong>Category {category}</strong> · {categoryMeaning[category]}
        </>
      )}
    </span>
  );
}
