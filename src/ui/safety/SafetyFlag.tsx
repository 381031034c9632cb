import { categoryMeaning, rulesOut } from '../../domain/clinical/cells';
import { methodOfFormula } from '../../domain/clinical/formula-method';
import { methods } from '../../domain/clinical/methods';
import { conditionOf, type SafetyCheck } from '../../domain/clinical/safety-check';
import { Notice } from '../Notice';
import styles from './safety-check.module.css';

/**
 * Shown in place on a recommended option whose formula belongs to a method the safety check
 * rules out for this patient (category 3 or 4, or not applicable), or cannot yet clear
 * (incomplete); nothing otherwise.
 */
export function SafetyFlag({ check, formula }: { check: SafetyCheck; formula: string }) {
  const method = methodOfFormula(formula);
  if (!method) return null;
  const { category, reasons, incomplete } = check[method];
  const { label } = methods[method];
  if (rulesOut(category)) {
    const deciding = reasons
      .filter(({ cell }) => cell.category === category)
      .map(({ finding }) => conditionOf(finding));
    const standing =
      category === 'NA' ? 'Not applicable' : `Category ${category} (${categoryMeaning[category]})`;
    return (
      // Part of the page from the start, not news: a note, not an alert.
      <Notice
        severity={category === 3 ? 'warning' : 'error'}
        role="note"
        title="Conflicts with the safety check (U.S. MEC 2024)"
        className={styles.flag}
      >
        {standing} for {label}: {deciding.join('; ')}.
      </Notice>
    );
  }
  if (incomplete.length === 0) return null;
  return (
    <Notice
      severity="warning"
      role="note"
      title="Not cleared by the safety check (U.S. MEC 2024)"
      className={styles.flag}
    >
      The check is incomplete for {label}: answer {incomplete.join(', ')}.
    </Notice>
  );
}
