import Box from '@mui/material/Box';
import { categoryMeaning, type Category, type Eligibility } from '../../domain/clinical/cells';
import styles from './safety-check.module.css';

/** Colour only backs up the words: the number and its meaning are always written. */
const looks: Record<Category | 'NA', { bgcolor: string; color: string }> = {
  1: { bgcolor: 'transparent', color: 'text.primary' },
  2: { bgcolor: 'tint.primary', color: 'text.primary' },
  3: { bgcolor: 'warning.light', color: 'text.primary' },
  4: { bgcolor: 'error.main', color: 'error.contrastText' },
  NA: { bgcolor: 'error.main', color: 'error.contrastText' },
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
    <Box
      component="span"
      className={styles.badge}
      sx={{ ...looks[category], borderColor: category === 1 ? 'outline.card' : 'transparent' }}
    >
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
    </Box>
  );
}
