import { useId } from 'react';
import type { PatientInformation } from '../../api/schemas';
import { chartColumns } from '../../domain/clinical/chart';
import { methods } from '../../domain/clinical/methods';
import { rulesOut, strictness } from '../../domain/clinical/cells';
import {
  conditionOf,
  describeReason,
  type MethodSafety,
  type SafetyCheck,
} from '../../domain/clinical/safety-check';
import { CategoryBadge } from './CategoryBadge';
import { useSafetyCheck } from './use-safety-check';
import styles from './safety-check.module.css';
import typo from '../text.module.css';

const SAFETY_CHECK_TITLE = 'Safety check (U.S. MEC 2024)';
const SAFETY_CHECK_NOTE =
  "Computed from this patient's intake with the CDC's summary chart of the U.S. Medical Eligibility Criteria for Contraceptive Use, 2024. The chart is a subset of the full guidance; this check supports, not replaces, clinical judgment. An asterisk (*) marks a category the full guidance clarifies.";

function MethodCard({ heading, safety }: { heading: string; safety: MethodSafety }) {
  const headingId = useId();
  const { category, reasons, missing, incomplete } = safety;
  // Rows that leave this method unrestricted are named on one line, the others in full.
  const restricting = reasons.filter(({ cell }) => strictness(cell.category) > 1);
  const unrestricting = reasons.filter(({ cell }) => cell.category === 1);
  // The answers that could rule it out are named above; the rest once, here.
  const otherMissing = missing.filter((label) => !incomplete.includes(label));
  const notApplicableBecause = reasons.find(({ cell }) => cell.category === 'NA')?.finding
    .condition;
  return (
    <li
      className={styles.method}
      data-category={category}
      data-incomplete={incomplete.length > 0 || undefined}
      aria-labelledby={headingId}
    >
      <div className={styles.methodHead}>
        <h3 id={headingId} className={`${typo.lead} ${styles.methodName}`}>
          {heading}
        </h3>
        <CategoryBadge
          category={category}
          because={notApplicableBecause}
          incomplete={incomplete.length > 0}
        />
      </div>
      {incomplete.length > 0 && (
        <p className={`${typo.small} ${styles.incomplete}`}>
          <strong>Incomplete for this method:</strong> an unanswered question could still make it
          category 3 or 4 or not applicable. Answer: {incomplete.join(', ')}.
        </p>
      )}
      {reasons.length === 0 && (
        <p className={`${typo.small} ${typo.secondary}`}>No row of the chart applies.</p>
      )}
      {restricting.length > 0 && (
        <ul className={styles.reasons}>
          {restricting.map(({ finding, cell }) => (
            <li key={finding.row}>{describeReason(finding, cell)}</li>
          ))}
        </ul>
      )}
      {unrestricting.length > 0 && (
        <p className={`${typo.small} ${styles.aside}`}>
          <strong>No restriction (category 1):</strong>{' '}
          {unrestricting
            .map(
              ({ finding, cell }) => `${conditionOf(finding)}${cell.text.endsWith('*') ? '*' : ''}`,
            )
            .join('; ')}
          .
        </p>
      )}
      {otherMissing.length > 0 && (
        <p className={`${typo.small} ${styles.aside}`}>
          <strong>
            {incomplete.length ? 'Also not answered:' : 'Not answered in the intake:'}
          </strong>{' '}
          {otherMissing.join(', ')}.
        </p>
      )}
    </li>
  );
}

const names = (list: readonly (keyof SafetyCheck)[]) =>
  list.map((method) => methods[method].chartName).join('; ');

/**
 * What the check found, in one line: the methods it rules out, and the ones it cannot yet
 * clear. "No category 3 or 4 condition found" only when no unanswered question could change it.
 */
function verdict(check: SafetyCheck): string[] {
  const ruledOut = chartColumns.filter((method) => rulesOut(check[method].category));
  const incomplete = chartColumns.filter((method) => check[method].incomplete.length > 0);
  if (ruledOut.length === 0 && incomplete.length === 0) {
    return ['No category 3 or 4 condition found: no method is ruled out for this patient.'];
  }
  return [
    ruledOut.length > 0 &&
      `Category 3 or 4, or not applicable, for this patient: ${names(ruledOut)}.`,
    incomplete.length > 0 &&
      `Incomplete: unanswered questions could still rule out ${names(incomplete)}.`,
  ].filter((line) => line !== false);
}

/** The U.S. MEC 2024 category of every method group for this patient, with why. */
export function SafetyCheckPanel({ information }: { information: PatientInformation }) {
  const headingId = useId();
  const check = useSafetyCheck(information);
  return (
    <section aria-labelledby={headingId} className={styles.check}>
      <h2 id={headingId} className={typo.sectionTitle}>
        {SAFETY_CHECK_TITLE}
      </h2>
      <p className={`${typo.small} ${typo.secondary} ${styles.note}`}>{SAFETY_CHECK_NOTE}</p>
      {verdict(check).map((line) => (
        <p key={line} className={`${typo.body} ${styles.verdict}`}>
          {line}
        </p>
      ))}
      <ul className={styles.methods}>
        {chartColumns.map((method) => (
          <MethodCard key={method} heading={methods[method].chartName} safety={check[method]} />
        ))}
      </ul>
    </section>
  );
}
