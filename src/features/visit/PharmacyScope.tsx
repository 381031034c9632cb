import { PHARMACY_FORMS, type PharmacyForm } from '../../domain/visit/method-facts/product-kinds';
import typo from '../../ui/text.module.css';
import styles from './visit.module.css';

const LABELS: Record<PharmacyForm, string> = {
  pill: 'Pills',
  patch: 'Patch',
  ring: 'Vaginal ring',
  injection: 'Injection',
};

/**
 * What this pharmacy's protocol lets the pharmacist start (U.S. SPR 2024, the pharmacist protocols): pills,
 * the patch and the ring, and, where the state allows, the injection. Kept with the pharmacy's
 * details for the next visits in this tab.
 */
export function PharmacyScope({
  scope,
  onChange,
}: {
  scope: readonly PharmacyForm[];
  onChange: (scope: PharmacyForm[]) => void;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={`${typo.body} ${styles.legend}`}>This pharmacy may start</legend>
      <div className={styles.choices}>
        {PHARMACY_FORMS.map((form) => (
          <label key={form} className={styles.choice}>
            <input
              type="checkbox"
              checked={scope.includes(form)}
              onChange={(event) =>
                onChange(
                  PHARMACY_FORMS.filter((each) =>
                    each === form ? event.target.checked : scope.includes(each),
                  ),
                )
              }
            />
            {LABELS[form]}
          </label>
        ))}
      </div>
      {scope.length === 0 && (
        <p className={`${typo.small} ${styles.why}`}>
          Nothing can be prescribed: choose what this pharmacy may start, or refer.
        </p>
      )}
    </fieldset>
  );
}
