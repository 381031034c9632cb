import Box from '@mui/material/Box';
import { categoryMeaning, type Category } from '../../domain/clinical/cells';

/** Colour only backs up the words: the number and its meaning are always written. */
const looks: Record<Category, { bgcolor: string; color: string }> = {
  1: { bgcolor: 'transparent', color: 'text.primary' },
  2: { bgcolor: 'tint.primary', color: 'text.primary' },
  3: { bgcolor: 'warning.light', color: 'text.primary' },
  4: { bgcolor: 'error.main', color: 'error.contrastText' },
};

/** "Category 4 · Unacceptable health risk" */
export function CategoryBadge({ category }: { category: Category }) {
  return (
    <Box
      component="span"
      className="safety-badge"
      sx={{ ...looks[category], borderColor: category === 1 ? 'outline.card' : 'transparent' }}
    >
      <strong>Category {category}</strong> · {categoryMeaning[category]}
    </Box>
  );
}
