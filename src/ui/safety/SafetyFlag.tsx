import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { categoryMeaning } from '../../domain/clinical/cells';
import { methodOfFormula } from '../../domain/clinical/formula-method';
import { methods } from '../../domain/clinical/methods';
import { conditionOf, type SafetyCheck } from '../../domain/clinical/safety-check';

/**
 * Shown in place on a recommended option whose formula belongs to a method the safety check
 * puts at category 3 or 4 for this patient; nothing otherwise.
 */
export function SafetyFlag({ check, formula }: { check: SafetyCheck; formula: string }) {
  const method = methodOfFormula(formula);
  if (!method || check[method].category < 3) return null;
  const { category, reasons } = check[method];
  const deciding = reasons
    .filter(({ cell }) => cell.category === category)
    .map(({ finding }) => conditionOf(finding));
  return (
    // Part of the page from the start, not news: a note, not an alert.
    <Alert severity={category === 4 ? 'error' : 'warning'} role="note" sx={{ mt: 1 }}>
      <AlertTitle>Conflicts with the safety check (U.S. MEC 2024)</AlertTitle>
      Category {category} ({categoryMeaning[category]}) for {methods[method].label}:{' '}
      {deciding.join('; ')}.
    </Alert>
  );
}
